/**
 * [XmlAnyElement] on web method parameters and results, as the lab's ASMX published and answered it
 * (test/reference/lab/any-parameters/): `<s:any>` in the request or response wrapper (maxOccurs="1" for a lone
 * XmlElement), the result's elements written as they are directly in `{Method}Response`, a parameter array
 * taking every child element of the request wrapper and a lone one the last; no HTTP GET/POST operation for a
 * method taking one, while an XmlElement[] result keeps its plain `ArrayOfXmlElement` document there. Import
 * round-trips the WSDL; the spec with the C#'s parameter names gives it byte for byte; the server answers the
 * recorded requests with the recorded bytes; the client sends the recorded requests and reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { buildRequest } from "../../runtime/src/client/request.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest } from "../support/http-recording.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/any-parameters");
const WSDL_FILE = join(LAB, "wsdl/AnyParameters.asmx@wsdl.xml");
const WSDL = readFileSync(WSDL_FILE, "utf8");
const ADDRESS = readFileSync(join(LAB, "wsdl/index.tsv"), "utf8").split("\t")[0]!.replace("?wsdl", "");
const imported = importWsdl(WSDL, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/any-parameters.yaml" });
/** The imported spec with the parameters named as AnyParameters.cs names them (the WSDL names neither). */
const SPEC = imported.yaml.replace('name: Any, type: "XmlElement[]"', 'name: items, type: "XmlElement[]"').replace("name: Any, type: XmlElement,", "name: item, type: XmlElement,");
const model = parseSpec(SPEC, "spec/any-parameters.yaml");
const descriptor = descriptorOf(model);

const NS = "http://lab.example.com/any-parameters";
/** The elements of Count's and One's recorded requests, as read: each with the declarations it carried. */
const A = { name: "a", namespace: "urn:a", namespaces: { "": "urn:a" }, children: ["1"] };
const A_KV = { ...A, attributes: [{ name: "k", value: "v" }] };
const B = { name: "b", namespace: NS, children: ["2"] };
const C = { name: "c", namespace: "urn:a", namespaces: { "": "urn:a" }, children: [] };

/** AnyParameters.cs: Get makes an element by hand (no declarations of its own); Count counts; One echoes. */
const handlers: OperationHandlers = {
  Get: ({ p }: { p: string }) => [{ name: "x", namespace: "urn:e", children: [p] }],
  Count: ({ items }: { items: unknown[] | null }) => (items === null ? -1 : items.length),
  One: ({ item }: { item: unknown }) => item,
};

describe("the spec and the recorded WSDL", () => {
  it("import comes back byte for byte: the parameters xs:any XmlElement[] and XmlElement, the results too", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain('result: { type: "XmlElement[]", any: true }');
    expect(imported.yaml).toContain('- { name: Any, type: "XmlElement[]", any: true }');
    expect(imported.yaml).toContain("- { name: Any, type: XmlElement, any: true }");
    expect(imported.yaml).toContain("result: { type: XmlElement, any: true }");
  });

  it("the spec with the C#'s parameter names gives the recorded WSDL byte for byte", () => {
    expect(SPEC).not.toBe(imported.yaml);
    expect(renderWsdlSet(model, ADDRESS).find((d) => d.query === "wsdl")!.text).toBe(WSDL);
  });

  it("a method taking one has no HTTP GET/POST face; Get's XmlElement[] result has", () => {
    expect(model.operations.map((o) => [o.name, o.bindings])).toEqual([
      ["Get", ["soap11", "soap12", "httpGet", "httpPost"]],
      ["Count", ["soap11", "soap12"]],
      ["One", ["soap11", "soap12"]],
    ]);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 13 });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/AnyParameters.asmx", name, binding);

  const send = (name: string, input: Readonly<Record<string, unknown>>): string =>
    buildRequest(descriptor, descriptor.operations.find((o) => o.name === name)!, "soap11", input).body!;

  it("sends Count's recorded request wrapper byte for byte: the elements directly in it", () => {
    const recorded = readRecordedRequest(join(LAB, "exchanges/Count.soap11.request.txt")).body.toString("utf8");
    // The recording's envelope is indented by hand; the client writes it on one line, as .NET's does.
    const wrapper = recorded.match(/<Count [\s\S]*<\/Count>/)![0];
    expect(send("Count", { items: [A, B, C] })).toContain(`<soap:Body>${wrapper}</soap:Body>`);
  });

  it("sends One's element alone in the wrapper, none when null", () => {
    expect(send("One", { item: A_KV })).toContain(`<soap:Body><One xmlns="${NS}"><a xmlns="urn:a" k="v">1</a></One></soap:Body>`);
    expect(send("One", { item: null })).toContain(`<soap:Body><One xmlns="${NS}" /></soap:Body>`);
  });

  // SOAP: the element directly in the response wrapper; HTTP GET/POST: ArrayOfXmlElement of XmlElement items.
  it.each([
    ["Get.soap11", "soap11"],
    ["Get.soap12", "soap12"],
    ["Get.httpget", "httpGet"],
    ["Get.httppost", "httpPost"],
  ] as const)("reads %s", async (name, binding) => {
    expect(await clientFor(name, binding).call("Get", { p: "v" })).toEqual([
      { name: "x", namespace: "urn:e", namespaces: { "": "urn:e" }, children: ["v"] },
    ]);
  });

  it("reads Count's and One's answers: the last element, none as null", async () => {
    expect(await clientFor("Count.soap11", "soap11").call("Count", { items: [A, B, C] })).toBe(3);
    expect(await clientFor("Count.soap12", "soap12").call("Count", { items: [A, B, C] })).toBe(3);
    expect(await clientFor("One.soap11", "soap11").call("One", { item: A_KV })).toEqual(B);
    expect(await clientFor("One.soap12", "soap12").call("One", { item: A_KV })).toEqual(B);
    expect(await clientFor("One.soap11.empty", "soap11").call("One", { item: null })).toBeNull();
  });
});

describe("xs:any parameters and results the spec refuses (not recorded), each with its place", () => {
  const spec = (body: string) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }\noperations:\n  - name: Get\n${body}`;
  it.each([
    [
      "a second one",
      "    fields:\n      - { name: p, type: XmlElement, any: true }\n      - { name: items, type: 'XmlElement[]', any: true }\n",
      "spec/test.yaml:6:51: field 'items': a second xs:any parameter ([XmlAnyElement]) has not been asked of the lab (recorded: one, alone or beside others, test/reference/lab/any-parameters-more/)",
    ],
    [
      "several names",
      "    fields:\n      - { name: items, type: 'XmlElement[]', any: [{ name: X, namespace: 'urn:x' }, { name: Y, namespace: 'urn:y' }] }\n",
      "spec/test.yaml:5:51: field 'items': several [XmlAnyElement(Name, Namespace)] on a parameter have not been asked of the lab yet (recorded: one name, test/reference/lab/any-parameters-more/)",
    ],
    [
      "a name another parameter has",
      "    fields:\n      - { name: X, type: string }\n      - { name: items, type: 'XmlElement[]', any: { name: X } }\n",
      "spec/test.yaml:6:51: field 'items': [XmlAnyElement(Name)] 'X' beside a parameter of that name has not been asked of the lab yet",
    ],
    [
      "named on a lone XmlElement",
      "    fields:\n      - { name: item, type: XmlElement, any: { name: X } }\n",
      "spec/test.yaml:5:46: field 'item': [XmlAnyElement(Name, Namespace)] on a lone XmlElement has not been asked of the lab yet: use an XmlElement[]",
    ],
    [
      "a result named by its namespace alone",
      "    fields: []\n    result: { type: 'XmlElement[]', any: { namespace: 'urn:y' } }\n",
      "spec/test.yaml:5:42: [return: XmlAnyElement(Namespace)] without a name has not been asked of the lab yet (recorded: a name on an XmlElement[], test/reference/lab/any-parameters-more/)",
    ],
    [
      "a result of several names",
      "    fields: []\n    result: { type: 'XmlElement[]', any: [{ name: X, namespace: 'urn:x' }, { name: Y, namespace: 'urn:y' }] }\n",
      "spec/test.yaml:5:42: several [return: XmlAnyElement(Name, Namespace)] have not been asked of the lab yet (recorded: one name, test/reference/lab/any-parameters-more/)",
    ],
    [
      "on a string[]",
      "    fields:\n      - { name: items, type: 'string[]', any: true }\n",
      "spec/test.yaml:5:47: field 'items': 'any' ([XmlAnyElement]) on a parameter needs the type XmlElement[], XmlNode[] or XmlElement, not an array (ArrayOfString) (test/reference/lab/any-parameters/)",
    ],
    [
      "on an out parameter",
      "    fields: []\n    out:\n      - { name: items, type: 'XmlElement[]', any: true }\n",
      "spec/test.yaml:6:51: field 'items': 'any' ([XmlAnyElement]) on an out or ref parameter is not supported yet: ASMX publishes an xs:any in the response wrapper after the result and writes the elements there, a ref one read from the request too (recorded: test/reference/lab/any-parameters-more/, AnyOut)",
    ],
    [
      "a result of another type",
      "    fields: []\n    result: { type: string, any: true }\n",
      "spec/test.yaml:5:34: 'any' ([return: XmlAnyElement]) needs the result type XmlElement[], XmlNode[] or XmlElement, not a string (test/reference/lab/any-parameters/)",
    ],
    [
      "a named result",
      "    fields: []\n    result: { type: 'XmlElement[]', any: true, name: R }\n",
      "spec/test.yaml:5:54: an xs:any result ([return: XmlAnyElement]) cannot also be 'name'",
    ],
  ])("%s", (_, body, error) => {
    expect(specErrorOf(spec(body))).toBe(error);
  });
});

describe("xs:any with forms around it that were not recorded", () => {
  const spec = (service: string, body: string) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx"${service} }\noperations:\n  - name: Get\n${body}`;
  it.each([
    [
      "a result beside out parameters",
      "",
      "    fields: []\n    result: { type: 'XmlElement[]', any: true }\n    out: [{ name: n, type: int }]\n",
      "spec/test.yaml:6:10: operation 'Get': out parameters beside an xs:any result ([return: XmlAnyElement]) have not been asked of the lab yet (test/reference/lab/any-parameters/)",
    ],
    [
      "a parameter of a [ScriptService]",
      ", scriptService: true",
      "    fields:\n      - { name: items, type: 'XmlElement[]', any: true }\n",
      "spec/test.yaml:5:51: operation 'Get': [XmlAnyElement] on a parameter or result of a [ScriptService] has not been asked of the lab yet (its JSON form is not known; recorded without: test/reference/lab/any-parameters/)",
    ],
    [
      "a bare operation's result",
      ", parameterStyle: bare",
      "    fields: []\n    result: { type: XmlElement, any: true }\n",
      "spec/test.yaml:3:5: bare operation 'Get': an xs:any result ([XmlAnyElement]) is not supported yet: ASMX publishes its message part as type=\"tns:any\" (a mixed complexType named any) and writes its elements directly in the SOAP Body (recorded: test/reference/lab/any-parameters-more/, AnyBare)",
    ],
  ])("%s", (_, service, body, error) => {
    expect(specErrorOf(spec(service, body))).toBe(error);
  });
});
