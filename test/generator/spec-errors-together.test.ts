/**
 * One run reports a spec's structural errors (the JSON Schema) and its meaning errors (the model) together,
 * each at its own line and column: the broken parts are set aside and the rest is checked; an error that only
 * repeats a broken part's absence (an unknown type it named) is not reported twice.
 */
import { describe, expect, it } from "vitest";
import { SpecError } from "../../generator/spec/diagnostics.js";
import { parseSpec } from "../../generator/spec/load.js";

function problems(text: string): string[] {
  try {
    parseSpec(text, "spec/s.yaml");
  } catch (error) {
    if (error instanceof SpecError) return error.diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`);
    throw error;
  }
  return [];
}

describe("structural and meaning errors in one run", () => {
  it("lists both kinds in file order, positions of later operations mapped past the ones set aside", () => {
    const spec = `service: { name: S, namespace: 'urn:s', endpoint: 'https://h/S.asmx' }
types:
  A:
    fields:
      - { name: X, type: Nope }
  B:
    fieldz: []
operations:
  - name: Op1
    fields:
      - { name: a, tpye: string }
      - { name: b, type: B }
  - name: Op 2
    fields: []
    colour: red
  - name: Op3
    fields:
      - { name: c, type: int, optional: true }
`;
    expect(problems(spec)).toEqual([
      `5:26: unknown type 'Nope': neither a built-in type nor a class, enum or DataSet of this spec`,
      "7:5: types.B is missing the required property 'fields'",
      "7:5: unknown property 'fieldz' in types.B; did you mean 'fields'?",
      "11:9: operations.0.fields.0 is missing the required property 'type'",
      "11:20: unknown property 'tpye' in operations.0.fields.0; did you mean 'type'?",
      "13:11: operation name 'Op 2' is not a valid XML name (a letter or _ followed by letters, digits, _, - or .)",
      "15:5: unknown property 'colour' in operations.1",
      "18:41: field 'c': a value-type parameter is always sent; use 'nullable: true' (int?) for one that may be null",
    ]);
  });

  it("reports the structural errors alone when the service itself is broken", () => {
    expect(problems("service: { name: S }\noperations:\n  - { name: Op, fields: [], result: { type: Nope } }\n")).toEqual([
      "1:10: service is missing the required property 'namespace'",
      "1:10: service is missing the required property 'endpoint'",
    ]);
  });
});

describe("did you mean", () => {
  it("names the close types, fields and properties instead of listing every one", () => {
    const spec = `service: { name: S, namespace: 'urn:s', endpoint: 'https://h/S.asmx' }
fields:
  TrackNum: { type: string }
types:
  Shipment:
    fields: [{ name: Id, type: int }]
operations:
  - name: Get
    fields: [TrackNumm, { name: When, type: datetime }]
    result: { type: "Shipmnet[]" }
    idempotnt: true
`;
    expect(problems(spec)).toEqual([
      "9:14: unknown field 'TrackNumm': not defined under 'fields'; did you mean 'TrackNum'?",
      "9:45: unknown type 'datetime'; did you mean 'dateTime'?",
      "10:21: unknown type 'Shipmnet'; did you mean 'Shipment'?",
      "11:5: unknown property 'idempotnt' in operations.0; did you mean 'idempotent'?",
    ]);
  });
});
