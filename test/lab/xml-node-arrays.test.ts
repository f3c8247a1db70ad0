/**
 * XmlElement[] and XmlNode[] members, as the lab's ASMX published and answered them
 * (test/reference/lab/xml-node-arrays/): ArrayOfXmlElement / ArrayOfXmlNode wrappers of nillable `XmlElement` /
 * `XmlNode` items, each holding one element (or, for XmlNode, text) as it is; a null item is nil. Import
 * round-trips the WSDL; the server answers the recorded requests with the recorded bytes; the client reads the
 * recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/xml-node-arrays");
const WSDL_FILE = join(LAB, "wsdl/XmlNodeArrays.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/xml-node-arrays.yaml",
});
const model = imported.model;

const X = { name: "x", namespace: "urn:e", namespaces: { "": "urn:e" }, children: ["1"] };
const Y = { name: "y", namespaces: { "": "" }, children: ["2"] };
/** Get() of XmlNodeArrays.cs. */
const BAG = { name: "n", elements: [X, Y, null], nodes: [X, "t"] };
const handlers: OperationHandlers = {
  Get: () => BAG,
  Echo: ({ b }: { b: object }) => b,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says the arrays of XML", () => {
    expect(imported.yaml).toContain('- { name: Elements, type: "XmlElement[]" }');
    expect(imported.yaml).toContain('- { name: Nodes, type: "XmlNode[]" }');
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 3 });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/XmlNodeArrays.asmx", name, binding);

  it.each([
    ["Get.soap11", "soap11"],
    ["Get.httpget", "httpGet"],
  ] as const)("reads %s", async (name, binding) => {
    expect(await clientFor(name, binding).call("Get", {})).toEqual(BAG);
  });
});

describe("arrays of XML the spec refuses", () => {
  const spec = (operation: string) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
operations:
  - name: Get
${operation}`;
  it("as a result (not asked of the lab)", () => {
    expect(specErrorOf(spec("    fields: []\n    result: { type: 'XmlElement[]' }\n"))).toContain(
      "arrays of XmlElement are not supported as results (class members only, or with 'any: true' as [return: XmlAnyElement]: the lab has shown them there)",
    );
  });
});
