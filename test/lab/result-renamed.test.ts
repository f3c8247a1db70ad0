/**
 * [return: XmlElement(Name, Namespace)] on XmlElement and XmlNode results, as the lab's ASMX published and answered it
 * (test/reference/lab/result-renamed/): the response wrapper refers (`ref=`, minOccurs="0") to a global element of the
 * other namespace's schema, of any content (mixed for an XmlNode); on the wire the result element is in that
 * namespace (`<Renamed xmlns="urn:other">`) holding the node, absent when null; HTTP GET documents are the node
 * itself. The spec says it with the result's `namespace`. ResultNodes.cs (the supported methods alone) round-trips
 * byte for byte; ResultRenamed.cs adds a string result and an XmlElement parameter of another namespace, supported
 * since (lab result-namespace-simple), and round-trips too. The server answers every recorded exchange byte for
 * byte and the client reads them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import type { XmlElementValue } from "../../runtime/src/soap/xml-node.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/result-renamed");
const NODES_WSDL = join(LAB, "nodes/wsdl/ResultNodes.asmx@wsdl.xml");
const FULL_WSDL = join(LAB, "wsdl/ResultRenamed.asmx@wsdl.xml");
const importOf = (file: string) => importWsdl(readFileSync(file, "utf8"), { source: file, schema: "spec.schema.json", specPath: "spec/result-renamed.yaml" });
const imported = importOf(NODES_WSDL);
// The whole service (its string result and XmlElement parameter of another namespace too: lab
// result-namespace-simple has more of them), at the address the exchanges went to.
const full = importOf(FULL_WSDL);
const model = parseSpec(full.yaml, "spec/result-renamed.yaml");

/** What ResultRenamed.cs's XmlElement and XmlNode methods return. */
const item = (name: string, attributes = true): XmlElementValue => ({
  name: "Item",
  namespace: "urn:items",
  ...(attributes ? { attributes: [{ name: "name", value: name }] } : {}),
  children: [attributes ? "x" : name],
});
const handlers: OperationHandlers = {
  GetElement: ({ name }: { name: string }) => (name === "null" ? null : item(name)),
  GetNode: ({ name }: { name: string }) => name,
  GetLocal: ({ name }: { name: string }) => item(name, false),
  GetOtherNs: ({ name }: { name: string }) => ({ name: "Item", children: [name] }),
  GetText: ({ name }: { name: string }) => name,
  // No HTTP face (an XmlElement parameter), so the spec knows the element's name alone: `in_` in TypeScript.
  Echo: ({ in_ }: { in_: XmlElementValue | null }) => in_,
};

describe("import", () => {
  it("round-trips ResultNodes's WSDL byte for byte, each result's namespace in the spec", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("    result: { type: XmlElement, name: Renamed, namespace: urn:other }\n");
    expect(imported.yaml).toContain("    result: { type: XmlNode, name: RenamedNode, namespace: urn:other }\n");
    expect(imported.yaml).toContain("    result: { type: XmlElement, name: Local }\n");
    expect(imported.yaml).toContain("    result: { type: XmlElement, namespace: urn:other }\n");
  });

  it("round-trips ResultRenamed's whole WSDL byte for byte: its string result and XmlElement parameter of urn:other", () => {
    expect(full.byteEqual).toBe(true);
    expect(full.yaml).toContain("    result: { type: string, name: RenamedText, namespace: urn:other }\n");
    expect(full.yaml).toContain("      - { name: In, type: XmlElement, namespace: urn:other }\n");
  });

  it("writes the element of an XmlElement result of another namespace as ASMX does: ref=, minOccurs=\"0\", any content", () => {
    const wsdl = renderWsdlSet(model, "http://127.0.0.1/ResultRenamed.asmx")[0]!.text;
    expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="1" ref="s1:Renamed" />');
    expect(wsdl).toMatch(/<s:element name="RenamedNode">\s*<s:complexType mixed="true">\s*<s:sequence>\s*<s:any \/>/);
  });
});

describe("the spec", () => {
  const base = imported.yaml;
  const refused = (from: string, to: string, message: RegExp): void => {
    const spec = base.replace(from, to);
    expect(spec).not.toBe(base);
    expect(() => parseSpec(spec, "spec/result-renamed.yaml")).toThrow(message);
  };
  it("refuses a result namespace on a type the lab has not shown, the service's own, and one element of two node kinds", () => {
    refused("    fields: [ name ]\n    result: { type: XmlElement, name: Local }", "    fields: [ name ]\n    result: { type: guid, name: Local, namespace: urn:other }", /spec\/result-renamed\.yaml:\d+:\d+: .*result namespace 'urn:other' on a result of type guid is not yet supported/);
    refused("name: Local }", "name: Local, namespace: urn:lab }", /result namespace 'urn:lab' is the service's own: leave it out/);
    refused("name: RenamedNode, namespace", "name: Renamed, namespace", /the element 'Renamed' of 'urn:other' would be of both XmlElement and XmlNode/);
  });
});

describe("the server answers the recorded exchanges", () => {
  answersRecordings(LAB, model, handlers, { count: 14, failureTextIsDotNets: true });
});

describe("the client reads the recorded responses", () => {
  const read = (name: string, operation: string, binding: "soap11" | "soap12" | "httpGet" = "soap11") =>
    clientOfRecording(LAB, model, "http://127.0.0.1/ResultRenamed.asmx", name, binding).call(operation, { name: "c" });
  it("an XmlElement in urn:other's Renamed (SOAP 1.1 and 1.2), null when absent", async () => {
    expect(await read("GetElement.soap11", "GetElement")).toEqual({ ...item("c"), namespaces: { "": "urn:items" } });
    expect(await read("GetElement.soap12", "GetElement", "soap12")).toEqual({ ...item("d"), namespaces: { "": "urn:items" } });
    expect(await read("GetElement.null", "GetElement")).toBeNull();
  });
  it("an XmlNode's text in RenamedNode, and the default-named result of urn:other", async () => {
    expect(await read("GetNode.soap11", "GetNode")).toBe("c");
    expect(await read("GetOtherNs.soap11", "GetOtherNs")).toEqual({ name: "Item", namespaces: { "": "" }, children: ["c"] });
  });
});
