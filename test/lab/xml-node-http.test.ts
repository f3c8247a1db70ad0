/**
 * XmlNode results ASMX offers over HTTP GET/POST (test/reference/lab/xml-node-http/, found by the plumbing sweep's
 * MessageHub, and xml-node-http-more/): the result message's part names no element (`<wsdl:part name="Body" />`,
 * bound as `mime:content type="text/xml"`), and the document is the node itself: an XmlElement's `<Item
 * xmlns="urn:items">`, an XmlDocument's root, child elements indented, mixed content on one line, a namespaced
 * attribute's made-up prefix `d1p1` declared before the element's own; null (or an empty XmlDocument) the XML
 * declaration alone; a text XmlNode fails with 500. Import round-trips both recorded WSDLs; the server answers the
 * recorded requests with the recorded bytes; the client sends the recorded requests and reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import type { XmlElementValue, XmlNodeValue } from "../../runtime/src/soap/xml-node.js";
import { readRecordedRequest } from "../support/http-recording.js";
import { answersRecordings, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/xml-node-http");
const MORE = join(REPO_ROOT, "test/reference/lab/xml-node-http-more");

function imported(lab: string, file: string) {
  const source = join(lab, "wsdl", file);
  return importWsdl(readFileSync(source, "utf8"), { source, schema: "spec.schema.json", specPath: "spec/x.yaml" });
}
const first = imported(LAB, "XmlNodeHttp.asmx@wsdl.xml");
const more = imported(MORE, "XmlNodeHttpMore.asmx@wsdl.xml");

/** What XmlNodeHttp.cs returns: its methods' nodes for a name. */
const FIRST_VALUES: Record<string, (name: string) => XmlNodeValue | null> = {
  GetElement: (name) => ({ name: "Item", namespace: "urn:items", attributes: [{ name: "name", value: name }], children: ["x"] }),
  GetDocument: (name) => ({ name: "order", attributes: [{ name: "id", value: name }], children: [{ name: "line", children: ["1"] }] }),
  GetNode: (name) => name,
};

/** What XmlNodeHttpMore.cs returns (LoadXml keeps a default namespace declaration as the element's first attribute). */
const MORE_VALUES: Record<string, (name: string) => XmlNodeValue | null> = {
  GetNull: () => null,
  GetTree: (name) => ({
    name: "tree",
    namespace: "urn:t",
    namespaces: { "": "urn:t" },
    attributes: [{ name: "n", value: name }],
    children: [
      { name: "b", namespace: "urn:t", children: ["1"] },
      { name: "c", namespace: "urn:t", children: [{ name: "d", namespace: "urn:t" }, { name: "e", namespace: "urn:t", children: ["2"] }] },
    ],
  }),
  GetMixed: (name) => ({ name: "p", children: ["Hello ", { name: "b", children: [name] }, ", bye"] }),
  GetPrefixed: (name) => ({
    name: "item",
    prefix: "x",
    namespace: "urn:x",
    attributes: [{ name: "code", namespace: "urn:y", value: name }],
    children: [{ name: "part", prefix: "x", namespace: "urn:x", children: ["1"] }],
  }),
  // An XmlDocument without a root is written as nothing, as null is.
  GetEmptyDocument: () => null,
  // The XmlDocument's declaration and comment are not written: its root is the document.
  GetCommented: (name) => ({ name: "root", children: [{ name: "k", children: [name] }] }),
};

function handlersOf(values: Record<string, (name: string) => XmlNodeValue | null>, text: boolean): OperationHandlers {
  const handlers: Record<string, (input: { name: string }) => unknown> = text ? { GetText: ({ name }) => name } : {};
  for (const [operation, value] of Object.entries(values)) handlers[operation] = ({ name }) => value(name);
  return handlers as OperationHandlers;
}

describe("import of the recorded WSDLs", () => {
  it("comes back byte for byte, each node result offered on all four bindings", () => {
    expect(first.byteEqual).toBe(true);
    expect(more.byteEqual).toBe(true);
    for (const op of [...first.model.operations, ...more.model.operations]) {
      expect(op.bindings, op.name).toEqual(["soap11", "soap12", "httpGet", "httpPost"]);
    }
  });

  it("reads XmlDocument and XmlNode results (mixed content) as XmlNode, XmlElement's as XmlElement", () => {
    const types = Object.fromEntries(first.model.operations.map((op) => [op.name, op.result?.type]));
    expect(types).toMatchObject({ GetElement: { kind: "xml", node: "XmlElement" }, GetDocument: { kind: "xml", node: "XmlNode" }, GetNode: { kind: "xml", node: "XmlNode" } });
  });

  it("still refuses a part naming nothing where the SOAP result is no lone node, positioned", () => {
    const text = readFileSync(join(LAB, "wsdl/XmlNodeHttp.asmx@wsdl.xml"), "utf8");
    expect(text.split("\n")[151]).toBe('    <wsdl:part name="Body" element="tns:string" />');
    const edited = text.replace('<wsdl:part name="Body" element="tns:string" />', '<wsdl:part name="Body" />');
    expect(() => importWsdl(edited, { source: "XmlNodeHttp.wsdl", schema: "spec.schema.json", specPath: "spec/x.yaml" })).toThrow(
      /^XmlNodeHttp\.wsdl:128:29: wsdl:part: the HTTP GET\/POST result part of 'GetText' names no element: ASMX publishes this for an XmlNode, XmlElement or XmlDocument result alone \(recorded: test\/reference\/lab\/xml-node-http\/\), and the SOAP result here is of type string$/,
    );
  });

  it("keeps an [XmlAnyElement] node result off HTTP (no recorded form of its document)", () => {
    const spec = `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }\noperations:\n  - name: A\n    fields: []\n    result: { type: XmlElement, any: true }\n  - name: B\n    fields: []\n    result: { type: XmlElement }\n`;
    expect(parseSpec(spec, "spec/s.yaml").operations.map((op) => op.bindings)).toEqual([["soap11", "soap12"], ["soap11", "soap12", "httpGet", "httpPost"]]);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  describe("xml-node-http", () => {
    answersRecordings(LAB, first.model, handlersOf(FIRST_VALUES, true), { count: 9, failureTextIsDotNets: true });
  });
  describe("xml-node-http-more", () => {
    answersRecordings(MORE, more.model, handlersOf(MORE_VALUES, false), { count: 16 });
  });
});

describe("the client sends the recorded requests and reads the recorded answers", () => {
  const BINDINGS: Record<string, BindingKind> = { httpget: "httpGet", httppost: "httpPost", soap11: "soap11" };
  const cases: [lab: string, model: typeof first.model, values: typeof FIRST_VALUES, exchange: string][] = [
    ...["GetElement", "GetDocument"].flatMap((op) => ["httpget", "httppost", "soap11"].map((b): [string, typeof first.model, typeof FIRST_VALUES, string] => [LAB, first.model, FIRST_VALUES, `${op}.${b}`])),
    ...Object.keys(MORE_VALUES).flatMap((op) => ["httpget", "httppost"].map((b): [string, typeof first.model, typeof FIRST_VALUES, string] => [MORE, more.model, MORE_VALUES, `${op}.${b}`])),
    ...["GetNull", "GetTree", "GetPrefixed"].map((op): [string, typeof first.model, typeof FIRST_VALUES, string] => [MORE, more.model, MORE_VALUES, `${op}.soap11`]),
  ];
  for (const [lab, model, values, exchange] of cases) {
    it(exchange, async () => {
      const [operation, binding] = exchange.split(".") as [string, string];
      const request = readRecordedRequest(join(lab, "exchanges", `${exchange}.request.txt`));
      const name = binding === "httpget" ? request.target.split("=")[1]! : binding === "httppost" ? "b" : "c";
      const { sent, value } = await sentByClient(lab, model, "http://127.0.0.1/X.asmx", exchange, BINDINGS[binding]!, operation, { name });
      if (binding === "httppost") expect(sent).toBe(request.body.toString("utf8"));
      // Declarations read from the wire are kept, so the value carries what the document declared, and the
      // prefix the writer made up for a namespaced attribute: d1p1 at an HTTP document's root, d5p1 in SOAP.
      let expected = values[operation]!(name);
      if (operation === "GetPrefixed") {
        const made = binding === "soap11" ? "d5p1" : "d1p1";
        expected = { ...(expected as XmlElementValue), attributes: [{ name: "code", namespace: "urn:y", prefix: made, value: name }] };
      }
      expect(stripDeclarations(value)).toEqual(stripDeclarations(expected));
    });
  }

  it("reads a text node's 500 as an HTTP error", async () => {
    const { value } = await sentByClient(LAB, first.model, "http://127.0.0.1/X.asmx", "GetNode.httpget", "httpGet", "GetNode", { name: "a" });
    expect(value).toMatchObject({ name: "HttpStatusError", status: 500 });
  });
});

/** A node without the namespace declarations it carries (the client keeps those it read). */
function stripDeclarations(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const { namespaces: _, children, ...rest } = value as { namespaces?: unknown; children?: unknown[] };
  return children ? { ...rest, children: children.map(stripDeclarations) } : rest;
}
