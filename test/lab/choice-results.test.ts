/**
 * [XmlChoiceIdentifier] on web method results and out parameters, as the lab's ASMX published and answered them
 * (test/reference/lab/choice-results/, and the first result in ../choice-parameters/wsdl-result): `[return:
 * XmlElement("A", typeof(string)), XmlElement("B", typeof(int)), XmlChoiceIdentifier("kind")] object Get(int n,
 * out ItemChoice kind)` is the choice in the response wrapper in the result's place, then `kind`; the array form
 * (`object[]`, `out ItemChoice[] kinds`) one element per item; a choice out parameter (`Out`) and a ref one (`Echo`)
 * as a parameter's. The spec says `choice`, `repeated` and `identifier` on the result or the out parameter. The
 * WSDL is the recording's byte for byte; the server answers the recorded requests with the recorded bytes (a result
 * its identifier disagrees with is a server fault, as ASMX's); the client reads the recorded responses.
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
import { readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/choice-results");
const WSDL_FILE = join(LAB, "wsdl/ChoiceResults.asmx@wsdl.xml");
const RESULT_WSDL = join(REPO_ROOT, "test/reference/lab/choice-parameters/wsdl-result/ChoiceResult.asmx@wsdl.xml");
const C = "choice: [ { name: A, type: string }, { name: B, type: int } ]";
const SPEC = `service:
  name: ChoiceResults
  namespace: http://lab.example.com/choice-results
  endpoint: http://127.0.0.1:41037/ChoiceResults.asmx
  bindings: [ soap11, soap12, httpGet, httpPost ]
enums:
  ItemChoice: { values: [A, B] }
operations:
  - name: Get
    fields: [{ name: n, type: int }]
    result: { type: object, ${C}, identifier: kind }
    out: [{ name: kind, type: ItemChoice }]
  - name: GetMany
    fields: [{ name: n, type: int }]
    result: { type: "object[]", repeated: true, ${C}, identifier: kinds }
    out: [{ name: kinds, type: "ItemChoice[]" }]
  - name: Out
    fields: [{ name: n, type: int }]
    result: { type: string }
    out:
      - { name: Item, type: object, ${C}, identifier: kind }
      - { name: kind, type: ItemChoice }
  - name: Echo
    fields:
      - { name: Item, type: object, ${C}, identifier: kind }
      - { name: kind, type: ItemChoice }
    result: { type: string }
    out:
      - { name: Item, type: object, ${C}, identifier: kind }
      - { name: kind, type: ItemChoice }
`;
const model = parseSpec(SPEC, "spec/choice-results.yaml");

type Item = { $element: string; value: string | number };
const shown = (item: Item | null | undefined): string => (item ? `${typeof item.value === "number" ? "Int32" : "String"}:${item.value}` : "null");
/** The methods of ChoiceResults.cs. */
const handlers: OperationHandlers = {
  Get: ({ n }: { n: number }) =>
    n === 0 ? { result: { $element: "A", value: "text" }, kind: "A" } : n === 1 ? { result: { $element: "B", value: 7 }, kind: "B" } : { result: { $element: "A", value: "text" }, kind: "B" },
  GetMany: ({ n }: { n: number }) => {
    if (n < 0) return { result: null, kinds: null };
    const result = Array.from({ length: n }, (_, i): Item => (i % 2 === 0 ? { $element: "A", value: `s${i}` } : { $element: "B", value: i }));
    return { result, kinds: result.map((r) => r.$element) };
  },
  Out: ({ n }: { n: number }) => ({
    result: `r${n}`,
    item: n === 0 ? { $element: "A", value: "text" } : n === 1 ? { $element: "B", value: 7 } : null,
    kind: n === 1 ? "B" : "A",
  }),
  Echo: ({ item, kind }: { item?: Item | null; kind: string }) => ({ result: `${kind}:${shown(item)}`, item, kind }),
};

describe("the WSDL", () => {
  it("is the recording's byte for byte", () => {
    expect(renderWsdlSet(model, "http://127.0.0.1:41037/ChoiceResults.asmx")[0]!.text).toBe(readFileSync(WSDL_FILE, "utf8"));
  });
  it("and the first recording's (choice-parameters/wsdl-result)", () => {
    const spec = SPEC.replace("name: ChoiceResults", "name: ChoiceResult")
      .replace("namespace: http://lab.example.com/choice-results", "namespace: http://lab.example.com/choice-parameters")
      .replace("http://127.0.0.1:41037/ChoiceResults.asmx", "http://127.0.0.1:40903/ChoiceResult.asmx")
      .replace(/  - name: GetMany[\s\S]*$/, "");
    const first = parseSpec(spec, "spec/choice-result.yaml");
    expect(renderWsdlSet(first, "http://127.0.0.1:40903/ChoiceResult.asmx")[0]!.text).toBe(readFileSync(RESULT_WSDL, "utf8"));
  });
});

describe("import of the recorded WSDLs", () => {
  const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/choice-results.yaml" });
  const first = importWsdl(readFileSync(RESULT_WSDL, "utf8"), { source: RESULT_WSDL, schema: "spec.schema.json", specPath: "spec/choice-result.yaml" });
  it("come back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
    expect(first.byteEqual).toBe(true);
  });
  it("say a choice first in the response as the result, its identifier the out parameter of the enum", () => {
    for (const yaml of [imported.yaml, first.yaml]) expect(yaml).toContain(`result: { type: object, ${C}, identifier: kind }`);
    expect(imported.yaml).toContain(`result: { type: "object[]", repeated: true, ${C}, identifier: kinds }`);
  });
  it("say a choice out parameter without its identifier (the WSDL does not name it), as a parameter's", () => {
    expect(imported.yaml).toContain(`out:\n      - { name: Item, type: object, ${C} }\n      - { name: kind, type: ItemChoice }`);
  });
  it("are the spec above once the out parameters' identifiers are said", () => {
    const said = imported.yaml.replaceAll(`- { name: Item, type: object, ${C} }`, `- { name: Item, type: object, ${C}, identifier: kind }`);
    const again = parseSpec(said, "spec/choice-results.yaml");
    expect(descriptorOf(again)).toEqual(descriptorOf(model));
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  const only = [
    ...["soap11.a", "soap11.b", "soap12.a", "soap12.b"].map((n) => `Get.${n}`),
    ...["soap11", "soap11.empty", "soap11.null", "soap12"].map((n) => `GetMany.${n}`),
    ...["soap11.a", "soap11.b", "soap11.null", "soap12.b"].map((n) => `Out.${n}`),
    ...["soap11.a", "soap11.b", "soap11.empty", "soap11.nokind", "soap12.a"].map((n) => `Echo.${n}`),
  ];
  answersRecordings(LAB, model, handlers, { count: 17, only });
});

describe("a value its identifier disagrees with is a server fault, as ASMX's", () => {
  answersRecordings(LAB, model, handlers, { count: 2, only: ["Get.soap11.mismatch", "Echo.soap11.mismatch"], failureTextIsDotNets: true });
});

describe("the server's fault for a value its identifier disagrees with", () => {
  it("names the identifier and the element (debug: true shows it)", async () => {
    const { createAsmxServer } = await import("../../runtime/src/server/core.js");
    const { listen } = await import("../../runtime/src/server/node.js");
    const { readRecordedRequest, sendRaw, withHost } = await import("../support/http-recording.js");
    const server = createAsmxServer(descriptorOf(model), handlers, () => "", { debug: true });
    const listening = await listen(server);
    try {
      const url = new URL(listening.url);
      for (const [exchange, text] of [
        ["Get.soap11.mismatch", "expected kind to name the element of result, A (it is B, as XmlSerializer writes the element the identifier names)"],
        ["Echo.soap11.mismatch", "expected kind to name the element of item, B (it is A, as XmlSerializer writes the element the identifier names)"],
      ] as const) {
        const request = readRecordedRequest(join(LAB, `exchanges/${exchange}.request.txt`));
        const response = await sendRaw(Number(url.port), withHost(request, url.host));
        expect(response.status).toBe(500);
        expect(response.body.toString("utf8")).toContain(text);
      }
    } finally {
      await listening.close();
    }
  });
});

describe("the client reads the recorded responses", () => {
  const answered = (exchange: string) =>
    new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/ChoiceResults.asmx",
      allowInsecureHttp: true,
      binding: exchange.includes("soap12") ? "soap12" : "soap11",
      transport: async () => {
        const recorded = readRecordedResponse(join(LAB, `exchanges/${exchange}.response.txt`))!;
        return { status: recorded.status, contentType: recorded.headers.get("content-type") ?? "", body: recorded.body.toString("utf8") };
      },
    });
  it.each([
    ["Get.soap11.a", "Get", { n: 0 }, { result: { $element: "A", value: "text" }, kind: "A" }],
    ["Get.soap12.b", "Get", { n: 1 }, { result: { $element: "B", value: 7 }, kind: "B" }],
    ["GetMany.soap11", "GetMany", { n: 3 }, { result: [{ $element: "A", value: "s0" }, { $element: "B", value: 1 }, { $element: "A", value: "s2" }], kinds: ["A", "B", "A"] }],
    ["GetMany.soap11.empty", "GetMany", { n: 0 }, { result: null, kinds: [] }],
    ["GetMany.soap11.null", "GetMany", { n: -1 }, { result: null, kinds: null }],
    ["Out.soap11.a", "Out", { n: 0 }, { result: "r0", item: { $element: "A", value: "text" }, kind: "A" }],
    ["Out.soap11.null", "Out", { n: 2 }, { result: "r2", item: null, kind: "A" }],
    ["Echo.soap11.b", "Echo", { item: { $element: "B", value: 5 }, kind: "B" }, { result: "B:Int32:5", item: { $element: "B", value: 5 }, kind: "B" }],
  ] as const)("%s", async (exchange, operation, input, expected) => {
    expect(await answered(exchange).call(operation, input)).toEqual(expected);
  });
  it("a server fault for the mismatch", async () => {
    const error = await answered("Get.soap11.mismatch").call("Get", { n: 2 }).catch((e: unknown) => e);
    expect(String(error)).toContain("Value of kind mismatches the type of System.Int32");
  });
});

describe("the spec refuses", () => {
  const spec = (result: string, out = "[{ name: kind, type: Kind }]") => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
enums:
  Kind: { values: [A, B] }
  Other: { values: [A] }
operations:
  - name: Get
    fields: []
    result: ${result}
    out: ${out}
`;
  it.each([
    [spec(`{ type: object, ${C} }`), "spec/test.yaml:8:", "a choice result needs its 'identifier', an out parameter", "Unnamed.wsdl"],
    [spec(`{ type: object, ${C}, identifier: other }`), "spec/test.yaml:8:", "the identifier 'other' is not another out parameter of the operation", ""],
    [spec(`{ type: object, ${C}, identifier: kind }`, "[{ name: kind, type: Other }]"), "spec/test.yaml:8:", "the enum Other of the identifier 'kind' has no value for the element B", ""],
    [spec(`{ type: "object[]", repeated: true, ${C}, identifier: kind }`), "spec/test.yaml:8:", "must be an array out parameter of an enum", ""],
    [spec(`{ type: object, name: R, ${C}, identifier: kind }`), "spec/test.yaml:8:", "a choice result ([return: XmlChoiceIdentifier]) cannot also be 'name'", ""],
  ])("%#: a positioned error", (text, position, message, recording) => {
    const error = specErrorOf(text);
    expect(error).toContain(position);
    expect(error).toContain(message);
    expect(error).toContain(recording);
  });
});

// A bare method's choice parameter (ChoiceBare, wsdl-bare): test/lab/choice-bare.test.ts.

describe("the generated fixtures pass through the server and the client", () => {
  passesFixtures(model, labFixtureSet(model, "choice-results-"));
});
