/**
 * A repeated choice out parameter, as the lab's ASMX published and answered it (test/reference/lab/choice-out-repeated/):
 * `[XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kinds")] out object[] values`
 * named by `out ItemChoice[] kinds` (`OutMany`), and the `ref` pair (`EchoMany`). In the response wrapper after the
 * result element: the items in order, each its identifier's element (`<s:choice minOccurs="0" maxOccurs="unbounded">`),
 * then `<kinds>`; an empty array `<kinds />` alone, null neither; a value its identifier disagrees with is a server
 * fault. Reading (ref) names each item by its element whatever `<kinds>` says; no item reads as an empty array.
 * The WSDL is the recording's byte for byte; import round-trips it; the server answers the recorded requests with
 * the recorded bytes; the client writes the recorded bodies and reads the recorded responses.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/choice-out-repeated");
const WSDL_FILE = join(LAB, "wsdl/ChoiceOutRepeated.asmx@wsdl.xml");
const C = "choice: [ { name: A, type: string }, { name: B, type: int } ]";
const SPEC = `service:
  name: ChoiceOutRepeated
  namespace: http://lab.example.com/choice-out-repeated
  endpoint: http://127.0.0.1:40455/ChoiceOutRepeated.asmx
  bindings: [ soap11, soap12, httpGet, httpPost ]
enums:
  ItemChoice: { values: [A, B] }
operations:
  - name: OutMany
    fields: [{ name: n, type: int }]
    result: { type: string }
    out:
      - { name: Items, type: "object[]", repeated: true, ${C}, identifier: kinds }
      - { name: kinds, type: "ItemChoice[]" }
  - name: EchoMany
    fields:
      - { name: Items, type: "object[]", repeated: true, ${C}, identifier: kinds }
      - { name: kinds, type: "ItemChoice[]" }
    result: { type: string }
    out:
      - { name: Items, type: "object[]", repeated: true, ${C}, identifier: kinds }
      - { name: kinds, type: "ItemChoice[]" }
`;
const model = parseSpec(SPEC, "spec/choice-out-repeated.yaml");

type Item = { $element: string; value: string | number };
const typeName = (item: Item): string => (typeof item.value === "number" ? "Int32" : "String");
/** The methods of ChoiceOutRepeated.cs. */
const handlers: OperationHandlers = {
  OutMany: ({ n }: { n: number }) => {
    if (n < 0) return { result: "null", items: null, kinds: null };
    if (n === 100) return { result: "mismatch", items: [{ $element: "A", value: "text" }], kinds: ["B"] };
    const items = Array.from({ length: n }, (_, i): Item => (i % 2 === 0 ? { $element: "A", value: `s${i}` } : { $element: "B", value: i }));
    return { result: `r${n}`, items, kinds: items.map((i) => i.$element) };
  },
  EchoMany: ({ items, kinds }: { items?: Item[] | null; kinds?: string[] | null }) => {
    const values = items ?? [];
    const text = `${values.length}:${values.map((v, i) => `${kinds?.[i] ?? "?"}=${typeName(v)}/${v.value};`).join("")}`;
    return { result: text, items: values, kinds: kinds ?? values.map((v) => v.$element) };
  },
};

describe("the WSDL", () => {
  it("is the recording's byte for byte", () => {
    expect(renderWsdlSet(model, "http://127.0.0.1:40455/ChoiceOutRepeated.asmx")[0]!.text).toBe(readFileSync(WSDL_FILE, "utf8"));
  });
});

describe("import of the recorded WSDL", () => {
  const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/choice-out-repeated.yaml" });
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });
  it("is the spec above once the identifiers are said (the WSDL does not name them)", () => {
    const said = imported.yaml.replaceAll(`type: "object[]", repeated: true, ${C} }`, `type: "object[]", repeated: true, ${C}, identifier: kinds }`);
    expect(said).not.toBe(imported.yaml);
    expect(descriptorOf(parseSpec(said, "spec/choice-out-repeated.yaml"))).toEqual(descriptorOf(model));
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  const only = [
    ...["soap11", "soap11.empty", "soap11.null", "soap12"].map((n) => `OutMany.${n}`),
    ...["soap11", "soap11.nokinds", "soap11.empty", "soap11.null", "soap11.mismatch"].map((n) => `EchoMany.${n}`),
  ];
  answersRecordings(LAB, model, handlers, { count: 9, only });
});

describe("a value its identifier disagrees with is a server fault, as ASMX's", () => {
  answersRecordings(LAB, model, handlers, { count: 1, only: ["OutMany.soap11.mismatch"], failureTextIsDotNets: true });
});

describe("the client", () => {
  const clientFor = (exchange: string, sent: string[]) =>
    new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/ChoiceOutRepeated.asmx",
      allowInsecureHttp: true,
      binding: exchange.includes("soap12") ? "soap12" : "soap11",
      transport: async (request) => {
        sent.push(request.body ?? "");
        const recorded = readRecordedResponse(join(LAB, `exchanges/${exchange}.response.txt`))!;
        return { status: recorded.status, contentType: recorded.headers.get("content-type") ?? "", body: recorded.body.toString("utf8") };
      },
    });
  const s = (i: number): Item => ({ $element: "A", value: `s${i}` });
  it.each([
    ["OutMany.soap11", "OutMany", { n: 3 }, { result: "r3", items: [s(0), { $element: "B", value: 1 }, s(2)], kinds: ["A", "B", "A"] }],
    ["OutMany.soap12", "OutMany", { n: 2 }, { result: "r2", items: [s(0), { $element: "B", value: 1 }], kinds: ["A", "B"] }],
    ["OutMany.soap11.empty", "OutMany", { n: 0 }, { result: "r0", items: null, kinds: [] }],
    ["OutMany.soap11.null", "OutMany", { n: -1 }, { result: "null", items: null, kinds: null }],
  ] as const)("reads %s", async (exchange, operation, input, expected) => {
    expect(await clientFor(exchange, []).call(operation, input)).toEqual(expected);
  });
  it("writes EchoMany's items in order, then kinds, as recorded, and reads the answer", async () => {
    const sent: string[] = [];
    const items = [{ $element: "A", value: "x" }, { $element: "B", value: 5 }, { $element: "A", value: "y" }];
    const answer = await clientFor("EchoMany.soap11", sent).call("EchoMany", { items, kinds: ["A", "B", "A"] });
    expect(answer).toEqual({ result: "3:A=String/x;B=Int32/5;A=String/y;", items, kinds: ["A", "B", "A"] });
    const recorded = readRecordedRequest(join(LAB, "exchanges/EchoMany.soap11.request.txt")).body.toString("utf8");
    const body = /<soap:Body>\s*([\s\S]*?)\s*<\/soap:Body>/.exec(recorded)![1]!;
    expect(sent[0]).toContain(`<soap:Body>${body}</soap:Body>`);
  });
  it("a server fault for the mismatch", async () => {
    const error = await clientFor("OutMany.soap11.mismatch", []).call("OutMany", { n: 100 }).catch((e: unknown) => e);
    expect(String(error)).toContain("Value of kinds mismatches the type of System.Int32");
  });
});

describe("the spec refuses", () => {
  const spec = (out: string) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
enums:
  Kind: { values: [A, B] }
operations:
  - name: Get
    fields: []
    result: { type: string }
    out: ${out}
`;
  it.each([
    [`[{ name: Items, type: "object[]", repeated: true, ${C}, identifier: kind }, { name: kind, type: Kind }]`, "spec/test.yaml:8:"],
    [`[{ name: Items, type: "object[]", repeated: true, ${C}, identifier: other }, { name: kinds, type: "Kind[]" }]`, "spec/test.yaml:8:"],
  ])("%#: a positioned error", (out, position) => {
    const error = specErrorOf(spec(out));
    expect(error).toContain(position);
    expect(error).toMatch(/identifier/);
  });
});

describe("the generated fixtures pass through the server and the client", () => {
  passesFixtures(model, labFixtureSet(model, "choice-out-repeated-"));
});
