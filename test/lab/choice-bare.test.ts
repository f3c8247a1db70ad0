/**
 * [XmlChoiceIdentifier] on a parameter of a bare method ([SoapDocumentMethod(ParameterStyle = Bare)]), as the lab's
 * ASMX published and answered it (test/reference/lab/choice-results/, `ChoiceBare.Send`): the choice parameter's
 * part names only its first element (`<wsdl:part name="value" element="tns:A" />`, a global `A` of string; `B` is
 * not in the WSDL), the identifier an ordinary bare parameter after it. Reading is the wrapped form's: the element
 * read sets the identifier, a `<kind>` after it sets it again (document order). The WSDL is the recording's byte
 * for byte; import round-trips it; the server answers the recorded requests with the recorded bytes; the client
 * writes the recorded bodies and reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest } from "../support/http-recording.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/choice-results");
const WSDL_FILE = join(LAB, "wsdl-bare/ChoiceBare.asmx@wsdl.xml");
const C = "choice: [ { name: A, type: string }, { name: B, type: int } ]";
const SPEC = `service:
  name: ChoiceBare
  namespace: http://lab.example.com/choice-results
  endpoint: http://127.0.0.1:55621/ChoiceBare.asmx
  bindings: [ soap11, soap12, httpGet, httpPost ]
enums:
  ItemChoice: { values: [A, B] }
operations:
  - name: Send
    parameterStyle: bare
    fields:
      - { name: value, type: object, ${C}, identifier: kind }
      - { name: kind, type: ItemChoice }
    result: { type: string }
`;
const model = parseSpec(SPEC, "spec/choice-bare.yaml");

type Item = { $element: string; value: string | number };
/** ChoiceBare.Send: `kind + ":" + value.GetType().Name + ":" + value`. */
const handlers: OperationHandlers = {
  Send: ({ value, kind }: { value?: Item | null; kind: string }) => `${kind}:${value ? `${typeof value.value === "number" ? "Int32" : "String"}:${value.value}` : "null"}`,
};

describe("the WSDL", () => {
  it("is the recording's byte for byte: the part names the first element only", () => {
    expect(renderWsdlSet(model, "http://127.0.0.1:55621/ChoiceBare.asmx")[0]!.text).toBe(readFileSync(WSDL_FILE, "utf8"));
  });
});

describe("import of the recorded WSDL", () => {
  const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/choice-bare.yaml" });
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });
  it("says the part's one element as an ordinary parameter: the WSDL does not show the choice", () => {
    expect(imported.yaml).toContain("- { name: A, type: string, parameterName: value }");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, {
    count: 6,
    only: ["a", "b", "kindfirst", "mismatch", "nokind"].map((n) => `Bare.soap11.${n}`).concat("Bare.soap12.a"),
  });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind, sent: string[]) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/ChoiceBare.asmx", name, binding, sent);
  const recordedBody = (name: string): string => {
    const text = readRecordedRequest(join(LAB, "exchanges", `${name}.request.txt`)).body.toString("utf8");
    return /<soap(?:12)?:Body>\s*([\s\S]*?)\s*<\/soap(?:12)?:Body>/.exec(text)![1]!;
  };
  it.each([
    ["Bare.soap11.a", "soap11", { value: { $element: "A", value: "x" }, kind: "A" }, "A:String:x"],
    ["Bare.soap11.b", "soap11", { value: { $element: "B", value: 5 }, kind: "B" }, "B:Int32:5"],
    ["Bare.soap12.a", "soap12", { value: { $element: "A", value: "x" }, kind: "A" }, "A:String:x"],
  ] as const)("writes the body of %s as recorded and reads its answer", async (name, binding, input, expected) => {
    const sent: string[] = [];
    expect(await clientFor(name, binding, sent).call("Send", input)).toBe(expected);
    expect(sent[0]).toMatch(new RegExp(`<soap(?:12)?:Body>${recordedBody(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</soap(?:12)?:Body>`));
  });
});

describe("the spec refuses what the lab has not shown bare", () => {
  const spec = (fields: string, out = "") => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
enums:
  Kind: { values: [A, B] }
operations:
  - name: Send
    parameterStyle: bare
    fields: ${fields}
    result: { type: string }
${out}`;
  it.each([
    [spec(`[{ name: Items, type: "object[]", repeated: true, ${C}, identifier: kinds }, { name: kinds, type: "Kind[]" }]`), "parameter 'Items' is a repeated choice or one with classes"],
    [spec("[{ name: n, type: int }]", `    out:\n      - { name: Item, type: object, ${C}, identifier: kind }\n      - { name: kind, type: Kind }\n`), "out or ref parameter 'Item' is a choice"],
  ])("%#", (text, message) => {
    const error = specErrorOf(text);
    expect(error).toContain("spec/test.yaml:6:21:");
    expect(error).toContain(message);
    expect(error).toContain("test/reference/lab/choice-results");
  });
});

describe("the generated fixtures pass through the server and the client", () => {
  passesFixtures(model, labFixtureSet(model, "choice-bare-"));
});
