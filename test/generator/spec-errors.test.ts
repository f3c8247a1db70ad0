/** Broken specs: every problem reported at once, each at its file, line and column. */
import { describe, expect, it } from "vitest";
import { specProblems } from "../support/spec-problems.js";

const problems = (yaml: string): string[] => specProblems(yaml);

const SERVICE = `service:
  name: Svc
  namespace: http://example.com/ns
  endpoint: https://example.com/Svc.asmx
`;

describe("spec errors", () => {
  it("reports YAML syntax errors with their position", () => {
    expect(problems(`${SERVICE}operations:\n  - name: [unclosed\n`)).toEqual([
      // The yaml library reports an unclosed flow sequence where the input ends.
      "spec/broken.yaml:7:1: Flow sequence in block collection must be sufficiently indented and end with a ]",
    ]);
  });

  it("reports a duplicate YAML key", () => {
    const found = problems(`${SERVICE}operations: []\noperations: []\n`);
    expect(found[0]).toMatch(/^spec\/broken\.yaml:6:1: .*unique/i);
  });

  it("reports structural problems against the JSON Schema, all at once", () => {
    expect(
      problems(`service:
  name: Svc
  namespace: http://example.com/ns
  colour: red
operations:
  - name: Op
    fields:
      - { name: X }
      - 5
    result: { type: string }
    retries: 3
`),
    ).toEqual([
      "spec/broken.yaml:2:3: service is missing the required property 'endpoint'",
      "spec/broken.yaml:4:3: unknown property 'colour' in service",
      "spec/broken.yaml:8:9: operations.0.fields.0 is missing the required property 'type'",
      "spec/broken.yaml:9:9: operations.0.fields.1 must be the name of a shared field or a field definition with name and type",
      "spec/broken.yaml:11:5: unknown property 'retries' in operations.0",
    ]);
  });

  it("reports every semantic problem at once, in file order", () => {
    expect(
      problems(`service:
  name: Bad Service
  namespace: http://example.com/ns
  endpoint: ftp://example.com/x
enums:
  Kinds:
    values: [A, B, A]
fields:
  Shared: { type: string }
operations:
  - name: Op1
    fields:
      - { name: Count, type: integr }
      - { name: Data, type: DataSet }
      - Missing
      - Shared
      - Shared
      - { name: shared, type: int }
      - { name: Name, type: string, optional: false }
    result: { type: string }
  - name: Op1
    fields: []
    result: { type: string }
  - name: Op 3
    fields: []
    result: { type: DataTable, dataSet: Foo }
  - name: Op4
    fields: []
    result: { type: "Kinds[]" }
`),
    ).toEqual([
      "spec/broken.yaml:2:9: service name 'Bad Service' is not a valid name: ASMX names come from .NET identifiers (a letter or _ followed by letters, digits or _), which are also valid XML names",
      "spec/broken.yaml:4:13: endpoint 'ftp://example.com/x' must be an absolute http(s) URL",
      "spec/broken.yaml:7:20: enum 'Kinds' lists the value 'A' twice",
      `spec/broken.yaml:13:30: unknown type 'integr': neither a built-in type nor a class, enum or DataSet of this spec`,
      "spec/broken.yaml:15:9: unknown field 'Missing': not defined under 'fields'; defined: Shared",
      "spec/broken.yaml:17:9: operation 'Op1' lists the field 'Shared' twice",
      "spec/broken.yaml:18:9: operation 'Op1' has fields 'Shared' and 'shared', which differ only in case; HTTP GET/POST parameter names are case-insensitive",
      "spec/broken.yaml:19:47: field 'Name': a string cannot be required: ASMX always lets reference types (strings, arrays, classes, DataSets) be omitted (minOccurs=\"0\"); 'nullable: true' sends null as nil",
      "spec/broken.yaml:21:11: duplicate operation 'Op1': an overload needs its own messageName ([WebMethod(MessageName)])",
      "spec/broken.yaml:24:11: operation name 'Op 3' is not a valid XML name (a letter or _ followed by letters, digits, _, - or .)",
      "spec/broken.yaml:26:32: a DataTable result has no DataSet name",
    ]);
  });

  it("refuses parameters ASMX's HTTP bindings cannot read", () => {
    expect(
      problems(`${SERVICE}operations:
  - name: Op
    fields:
      - { name: Id, type: guid }
      - { name: Count, type: int, nullable: true }
      - { name: Bytes, type: base64Binary }
      - { name: Parts, type: "base64Binary[]" }
      - { name: Ids, type: "int[]" }
    result: { type: string }
    bindings: [soap11, httpGet]
`),
    ).toEqual([
      "spec/broken.yaml:8:9: field 'Id' has type guid, which ASMX's HTTP bindings cannot read, so it cannot travel over HTTP GET; offer 'Op' on soap11 and soap12 only",
      "spec/broken.yaml:9:9: field 'Count' is a nullable value type, which ASMX's HTTP bindings cannot read, so it cannot travel over HTTP GET; offer 'Op' on soap11 and soap12 only",
      // A byte[] travels as repeated byte values (lab byte-parameters); an array of them does not.
      "spec/broken.yaml:11:9: field 'Parts' is an array of byte arrays, which ASMX's HTTP bindings cannot read, so it cannot travel over HTTP GET; offer 'Op' on soap11 and soap12 only",
    ]);
  });

  it("refuses clashing names and unusable credential fields", () => {
    expect(
      problems(`${SERVICE}tables:
  Row: { A: int, B: widget }
operations:
  - name: GetX
    fields:
      - { name: UserID, type: string, credential: userId }
      - { name: UserId2, type: int, credential: userId }
    result: { type: DataSet, tables: { T: Nope } }
  - name: getX
    fields: []
    result: { type: string }
`),
    ).toEqual([
      expect.stringMatching(/^spec\/broken\.yaml:6:21: column 'B' has type 'widget'; DataSet columns take a simple type: string, /),
      "spec/broken.yaml:11:9: operation 'GetX' has two fields carrying the credential 'userId'",
      "spec/broken.yaml:11:49: field 'UserId2': a field carrying a credential must be a string",
      "spec/broken.yaml:12:43: unknown row shape 'Nope': not defined under 'tables'",
      "spec/broken.yaml:13:11: operation 'getX' differs from 'GetX' only in case; ASMX routes HTTP GET/POST names case-insensitively",
    ]);
  });

  it("reports the problems of classes, flags, headers, faults, overloads and one-way operations at once", () => {
    expect(
      problems(`service:
  name: Svc
  namespace: http://example.com/ns
  endpoint: https://example.com/Svc.asmx
enums:
  Opts:
    flags: true
    values: [None, A]
  Bits:
    flags: true
    values: { None: 0, A: 1, B: -3 }
types:
  Base:
    abstract: true
    fields:
      - { name: At, type: dateTime }
  Lonely:
    abstract: true
    fields: []
  Child:
    base: Nope
    fields:
      - { name: Tags, type: "string[]", attribute: true }
      - { name: One, type: string, repeated: true }
      - { name: Name, type: "string[]", repeated: true, list: true }
      - { name: Loop, type: Child }
  Opts:
    fields: []
headers:
  Auth:
    fields:
      - { name: User, type: string }
faults:
  Oops:
    fields:
      - { name: Code, type: int }
operations:
  - name: Op
    fields:
      - { name: Count, type: int, optional: true }
      - { name: L, type: "string[]", list: true }
      - { name: H, type: Oops }
    headers:
      - { name: Nope }
      - { name: Auth, direction: out, required: true }
    faults: [Missing]
    result: { type: Child }
  - name: Op
    fields: []
  - name: Fire
    oneWay: true
    fields: []
    out:
      - { name: x, type: int }
    result: { type: string }
`),
    ).toEqual([
      "spec/broken.yaml:8:13: flags enum 'Opts' needs each member's bit value: write values as a map, e.g. { None: 0, First: 1, Second: 2 }",
      "spec/broken.yaml:11:33: flags enum 'Bits': 'B' must be 0 or positive, not -3",
      "spec/broken.yaml:21:11: unknown base class 'Nope': not declared under 'types'",
      "spec/broken.yaml:23:52: field 'Tags': an attribute holds a simple value or an enum, not array (ArrayOfString)",
      "spec/broken.yaml:24:46: field 'One': 'repeated' needs an array type, not string",
      "spec/broken.yaml:25:63: field 'Name': a repeated array has no element to read as an empty list; use one of 'repeated' and 'list'",
      "spec/broken.yaml:27:3: class 'Opts' has the name of an enum",
      "spec/broken.yaml:40:45: field 'Count': a value-type parameter is always sent; use 'nullable: true' (int?) for one that may be null",
      "spec/broken.yaml:41:44: field 'L': 'list' applies to fields of classes only",
      "spec/broken.yaml:42:26: 'Oops' is declared under 'faults' and can only be used there; declare exchanged classes under 'types'",
      "spec/broken.yaml:44:17: unknown header 'Nope': not declared under 'headers' (declared: Auth)",
      "spec/broken.yaml:45:49: header 'Auth' is an out header: the handler sets it, so it cannot be required from the caller",
      "spec/broken.yaml:46:14: unknown fault 'Missing': not declared under 'faults' (declared: Oops)",
      "spec/broken.yaml:48:11: duplicate operation 'Op': an overload needs its own messageName ([WebMethod(MessageName)])",
      "spec/broken.yaml:53:5: one-way operation 'Fire' cannot have out parameters",
      "spec/broken.yaml:55:5: one-way operation 'Fire' cannot have a result: its caller gets no response",
    ]);
  });

  it("names a missing spec file", async () => {
    const { loadSpec } = await import("../../generator/spec/load.js");
    expect(() => loadSpec("/nonexistent/x.yaml", "spec/x.yaml")).toThrow("spec/x.yaml:1:1: cannot read spec: file not found");
  });
});
