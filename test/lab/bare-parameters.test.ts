/**
 * [SoapDocumentMethod(ParameterStyle = Bare)], as the lab's ASMX published and answered it
 * (test/reference/lab/bare-parameters/): no wrappers; each parameter a global element named after the parameter
 * or its [XmlElement] (`NewOrder`, `a`, `b`), the result one named `{Method}Result` or its [return: XmlElement]
 * (`Confirmation`); message parts named after the .NET parameters and `{Method}Result`. The body holds the
 * parameters' elements and the answer the result element alone; SOAP 1.2 without an action cannot route a bare
 * method of two parameters; HTTP GET is as for a wrapped method. Import round-trips the WSDL; the server answers
 * the recorded requests; the client writes the recorded bodies and reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { docsEmitter } from "../../generator/emit/docs.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest } from "../support/http-recording.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/bare-parameters");
const WSDL_FILE = join(LAB, "wsdl/BareParameters.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/bare-parameters.yaml" });
const model = imported.model;

/** What BareParameters.cs does. */
const handlers: OperationHandlers = {
  Place: ({ newOrder }: { newOrder: { id: string | null; count: number } | null }) => (newOrder ? `${newOrder.id}:${newOrder.count}` : "-"),
  Add: ({ a, b }: { a: number; b: number }) => a + b,
  Named: ({ who }: { who: string | null }) => `Hi ${who}`,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says parameterStyle: bare, the parameters' elements and .NET names, and the renamed result", () => {
    expect(imported.yaml).toContain(
      "- name: Place\n    fields:\n      - { name: NewOrder, type: Order, parameterName: order }\n    parameterStyle: bare\n    result: { type: string, name: Confirmation }\n",
    );
    expect(imported.yaml).toContain("- name: Add\n    fields:\n      - { name: a, type: int }\n      - { name: b, type: int }\n    parameterStyle: bare\n");
    expect(imported.yaml.match(/parameterStyle/g)).toHaveLength(2);
  });
});

describe("the help page's samples", () => {
  it("show the parameters' elements and the result's in the body, no wrapper", () => {
    const page = docsEmitter.emit(model, { packageName: "p", generatorVersion: "0" }).find((f) => f.path.endsWith("Add.md"))!.content;
    expect(page).toContain('  <soap:Body>\n    <a xmlns="http://lab.example.com/bare">int</a>\n    <b xmlns="http://lab.example.com/bare">int</b>\n  </soap:Body>');
    expect(page).toContain('  <soap:Body>\n    <AddResult xmlns="http://lab.example.com/bare">int</AddResult>\n  </soap:Body>');
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 5, failureTextIsDotNets: true });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind, sent: string[]) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/BareParameters.asmx", name, binding, sent);
  const recordedBody = (name: string): string => {
    const text = readRecordedRequest(join(LAB, "exchanges", `${name}.request.txt`)).body.toString("utf8");
    return /<soap:Body>\s*([\s\S]*?)\s*<\/soap:Body>/.exec(text)![1]!;
  };

  it.each([
    ["Place.soap11", "Place", { newOrder: { id: "o1", count: 2 } }, "o1:2"],
    ["Add.soap11", "Add", { a: 2, b: 3 }, 5],
  ] as const)("writes the body of %s as recorded and reads its answer", async (name, operation, input, expected) => {
    const sent: string[] = [];
    expect(await clientFor(name, "soap11", sent).call(operation, input)).toBe(expected);
    expect(sent[0]).toContain(`<soap:Body>${recordedBody(name)}</soap:Body>`);
  });

  it("reads Add over HTTP GET as a wrapped method's", async () => {
    expect(await clientFor("Add.httpget", "httpGet", []).call("Add", { a: 2, b: 3 })).toBe(5);
  });
});

describe("bare methods the spec refuses (not shown by the lab yet)", () => {
  const spec = (op: string) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }\noperations:\n  - ${op}\n`;
  // Void, out parameters, headers, arrays and nullable values: test/lab/bare-more.test.ts.
  it.each([
    ["{ name: A, parameterStyle: bare, requestElement: X, fields: [], result: { type: int } }", "it has no wrappers to name"],
    ["{ name: A, parameterStyle: bare, fields: [{ name: a, type: DataSet }], result: { type: int } }", "parameter 'a' is not of a simple type, an enum, a class or an array of them"],
    ["{ name: A, parameterStyle: bare, fields: [], result: { type: int }, out: [{ name: o, type: XmlElement }] }", "parameter 'o' is not of a simple type, an enum, a class or an array of them"],
    ["{ name: A, parameterStyle: bare, fields: [], result: { type: object } }", "a result not of a simple type, an enum, a class or an array of them"],
  ])("%s", (op, message) => {
    expect(specErrorOf(spec(op))).toContain(`bare operation 'A': ${message}`);
  });
});
