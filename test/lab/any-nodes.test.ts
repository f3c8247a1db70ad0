/**
 * [XmlAnyElement] on an XmlNode[] member, as the lab's ASMX published and answered it (test/reference/lab/any-nodes/):
 * `<s:any minOccurs="0" maxOccurs="unbounded" />` as for XmlElement[] (import cannot tell them apart and says
 * XmlElement[]); text items are written in line, and an indented document indents nothing after them in the class's
 * element; reading takes only the child elements no other member takes, text is dropped. The spec with XmlNode[]
 * gives the recorded WSDL; the server answers the recorded requests with the recorded bytes; the client reads the
 * recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { specWithMember } from "../support/lab-members.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/any-nodes");
const WSDL_FILE = join(LAB, "wsdl/AnyNodes.asmx@wsdl.xml");
const WSDL = readFileSync(WSDL_FILE, "utf8");
const ADDRESS = readFileSync(join(LAB, "wsdl/index.tsv"), "utf8").split("\t")[0]!.replace("?wsdl", "");
const imported = importWsdl(WSDL, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/any-nodes.yaml" });
const IMPORTED_MEMBER = '- { name: Any, type: "XmlElement[]", any: true }';
/** The imported spec with the member as AnyNodes.cs declares it: Extra, an XmlNode[]. */
const SPEC = imported.yaml.replace(IMPORTED_MEMBER, '- { name: Extra, type: "XmlNode[]", any: true }');
const model = parseSpec(SPEC, "spec/any-nodes.yaml");

/** Get() of AnyNodes.cs, as its handler gives it: an element, text, an element holding one. */
const MADE = {
  name: "n",
  extra: [
    { name: "x", namespace: "urn:e", children: ["1"] },
    "t<&",
    { name: "y", namespace: "urn:e", children: [{ name: "z", namespace: "urn:e", children: ["2"] }] },
  ],
  count: 3,
  inner: { name: "i", count: 4 },
};
const handlers: OperationHandlers = {
  Get: () => MADE,
  Echo: ({ o }: { o: object }) => o,
};

describe("the spec and the recorded WSDL", () => {
  it("import comes back byte for byte, the member an XmlElement[] (the WSDL says the same for both)", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain(IMPORTED_MEMBER);
  });

  it("the spec with an XmlNode[] member gives the recorded WSDL byte for byte", () => {
    expect(SPEC).not.toBe(imported.yaml);
    expect(renderWsdlSet(model, ADDRESS).find((d) => d.query === "wsdl")!.text).toBe(WSDL);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 3 });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/AnyNodes.asmx", name, binding);

  it.each([
    ["Get.soap11", "soap11"],
    ["Get.httpget", "httpGet"],
  ] as const)("reads %s: the elements, not the text", async (name, binding) => {
    expect(await clientFor(name, binding).call("Get", {})).toEqual({
      name: "n",
      extra: [
        { name: "x", namespace: "urn:e", namespaces: { "": "urn:e" }, children: ["1"] },
        { name: "y", namespace: "urn:e", namespaces: { "": "urn:e" }, children: [{ name: "z", namespace: "urn:e", children: ["2"] }] },
      ],
      count: 3,
      inner: { name: "i", count: 4 },
    });
  });

  it("reads Echo's answer", async () => {
    expect(await clientFor("Echo.soap11", "soap11").call("Echo", { o: { name: "n", count: 2 } })).toEqual({
      name: "n",
      extra: [{ name: "a", namespace: "urn:a", namespaces: { "": "urn:a" }, children: ["A"] }],
      count: 2,
    });
  });
});

describe("xs:any members the spec refuses", () => {
  it("of XmlAttribute[]", () => {
    expect(specErrorOf(specWithMember("{ name: A, type: 'XmlAttribute[]', any: true }"))).toBe(
      "spec/test.yaml:5:26: field 'A': XmlAttribute[] travels only as the attributes of an [XmlAnyAttribute] member: add 'anyAttribute: true'",
    );
  });
  it("of a lone XmlNode", () => {
    expect(specErrorOf(specWithMember("{ name: A, type: XmlNode, any: true }"))).toBe(
      "spec/test.yaml:5:40: field 'A': 'any' ([XmlAnyElement]) needs the type XmlElement[], XmlNode[] or XmlElement, not XmlNode",
    );
  });
});
