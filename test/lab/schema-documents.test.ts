/**
 * A third schema namespace beside a [WebServiceBinding(Namespace)] binding of another namespace, as the lab's ASMX
 * published and answered it (test/reference/lab/schema-documents/): Microsoft's guid/char types, a class and enum of
 * [XmlType(Namespace)], a class member's element of another namespace, HTTP's StringArray of `{ns}/AbstractTypes`,
 * each one more schema document numbered as the exporter meets it, imported by the WSDL documents with its location
 * and by the schema documents that refer to it without, each reference declaring its own prefix (`q1`...). The specs
 * generate every document byte for byte and import reads each set back (from its folder); the server serves every
 * document and answers the recorded exchanges byte for byte; the client sends and reads the recorded wire.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { documentSetFromFolder } from "../../generator/import/document-set.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { ServiceModel } from "../../generator/model/types.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/schema-documents");
const GUID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const EMPTY = "00000000-0000-0000-0000-000000000000";

/** The address the lab published `folder`'s set at (its ports'). */
function addressOf(folder: string, service: string): string {
  const root = readFileSync(join(LAB, folder, "wsdl", `${service}.asmx@wsdl.xml`), "utf8");
  return /location="([^"]+)"/.exec(root.split("<wsdl:service")[1]!)![1]!;
}

const head = (service: string, address: string, bindings = ""): string =>
  `service: { name: ${service}, namespace: "urn:lab", endpoint: "${address}", namedBindings: { Far: { namespace: "urn:far" } }${bindings} }\n`;

/** Writes the recorded documents byte for byte and imports the set back from its folder into the same documents. */
function itWritesAndImports(folder: string, service: string, model: ServiceModel, address: string, specPath: string): void {
  const dir = join(LAB, folder, "wsdl");
  it("writes every document byte for byte, in the recorded numbering", () => {
    const set = renderWsdlSet(model, address);
    const index = readFileSync(join(dir, "index.tsv"), "utf8").trim().split("\n").map((l) => l.split("\t")[1]!);
    expect(set.map((d) => `${service}.asmx@${d.query}.xml`)).toEqual(index);
    for (const d of set) expect(d.text).toBe(readFileSync(join(dir, `${service}.asmx@${d.query}.xml`), "utf8"));
  });
  it("imports the set back from its folder", async () => {
    const documents = await documentSetFromFolder(dir);
    const imported = importWsdl(documents.root.document.text, { schema: "spec.schema.json", specPath, source: documents.root.document.file, set: documents });
    expect(imported.byteEqual).toBe(true);
    expect(renderWsdlSet(parseSpec(imported.yaml, specPath), address)).toEqual(renderWsdlSet(model, address));
  });
}

describe("guid-own: a guid and a char on the service's own binding (schema2 Microsoft's types, before Far's schema3)", () => {
  const address = addressOf("guid-own", "SchemaGuidOwn");
  const spec = `${head("SchemaGuidOwn", address)}operations:
  - name: Mark
    fields: [{ name: g, type: guid }, { name: c, type: char }]
    result: { type: guid }
  - name: Far
    binding: Far
    fields: [{ name: n, type: int }]
    result: { type: string }
`;
  const model = parseSpec(spec, "spec/schema-guid-own.yaml");
  const handlers: OperationHandlers = {
    Mark: ({ g, c }: { g: string; c: string }) => (c === "x" ? EMPTY : g),
    Far: ({ n }: { n: number }) => `far${n}`,
  };
  itWritesAndImports("guid-own", "SchemaGuidOwn", model, address, "spec/schema-guid-own.yaml");
  describe("the server", () => answersRecordings(join(LAB, "guid-own"), model, handlers, { count: 5 }));
  it("the client sends the guid and char as text in urn:lab and reads the guid", async () => {
    const mark = await sentByClient(join(LAB, "guid-own"), model, address, "Mark.soap11", "soap11", "Mark", { g: GUID, c: "B" });
    expect(mark.sent).toContain(`<Mark xmlns="urn:lab"><g>${GUID}</g><c>66</c></Mark>`);
    expect(mark.value).toBe(GUID);
    expect(await clientOfRecording(join(LAB, "guid-own"), model, address, "Mark.soap12", "soap12").call("Mark", { g: GUID, c: "x" })).toBe(EMPTY);
  });
});

describe("guid-both: a guid and a char on both bindings, a class of guid and char members on the own one", () => {
  const address = addressOf("guid-both", "SchemaGuidBoth");
  const spec = `${head("SchemaGuidBoth", address, ", bindings: [soap11, soap12, httpGet, httpPost]")}types:
  Token:
    fields: [{ name: Id, type: guid }, { name: Mark, type: char }, { name: Name, type: string }]
operations:
  - name: Own
    fields: [{ name: g, type: guid }, { name: c, type: char }]
    result: { type: Token }
  - name: Stamp
    binding: Far
    fields: [{ name: g, type: guid }, { name: c, type: char }]
    result: { type: char }
`;
  const model = parseSpec(spec, "spec/schema-guid-both.yaml");
  const handlers: OperationHandlers = {
    Own: ({ g, c }: { g: string; c: string }) => ({ id: g, mark: c, name: "own" }),
    Stamp: ({ g, c }: { g: string; c: string }) => (g === EMPTY ? "e" : c),
  };
  itWritesAndImports("guid-both", "SchemaGuidBoth", model, address, "spec/schema-guid-both.yaml");
  describe("the server", () => answersRecordings(join(LAB, "guid-both"), model, handlers, { count: 6 }));
  it("the client sends Far's guid and char in urn:far and reads the char", async () => {
    const stamp = await sentByClient(join(LAB, "guid-both"), model, address, "Stamp.soap11", "soap11", "Stamp", { g: GUID, c: "B" });
    expect(stamp.sent).toContain(`<Stamp xmlns="urn:far"><g>${GUID}</g><c>66</c></Stamp>`);
    expect(stamp.value).toBe("B");
    expect(await clientOfRecording(join(LAB, "guid-both"), model, address, "Own.soap12", "soap12").call("Own", { g: GUID, c: "C" })).toEqual({ id: GUID, mark: "C", name: "own" });
  });
});

describe("own-ns: a class and an enum of [XmlType(Namespace = \"urn:own\")] on both bindings (schema2 urn:own, not copied)", () => {
  const address = addressOf("own-ns", "SchemaOwnNs");
  const spec = `${head("SchemaOwnNs", address, ", bindings: [soap11, soap12, httpGet, httpPost]")}enums:
  Hue: { namespace: "urn:own", values: [Red, Blue] }
types:
  Card:
    namespace: "urn:own"
    fields: [{ name: Name, type: string }, { name: Size, type: int }]
operations:
  - name: Paint
    fields: [{ name: c, type: Card }, { name: h, type: Hue }]
    result: { type: Card }
  - name: Tint
    binding: Far
    fields: [{ name: c, type: Card }, { name: h, type: Hue }]
    result: { type: Hue }
`;
  const model = parseSpec(spec, "spec/schema-own-ns.yaml");
  type Card = { name: string | null; size: number };
  const handlers: OperationHandlers = {
    Paint: ({ c, h }: { c: Card | null; h: string }) => (c === null ? null : { ...c, name: `${c.name ?? ""}:${h}` }),
    Tint: ({ c, h }: { c: Card | null; h: string }) => (c === null ? "Red" : h),
  };
  itWritesAndImports("own-ns", "SchemaOwnNs", model, address, "spec/schema-own-ns.yaml");
  describe("the server", () => answersRecordings(join(LAB, "own-ns"), model, handlers, { count: 7 }));
  it("the client sends Card's members in urn:own under Far's wrapper and reads the enum", async () => {
    const tint = await sentByClient(join(LAB, "own-ns"), model, address, "Tint.soap11", "soap11", "Tint", { c: { name: "a", size: 3 }, h: "Blue" });
    expect(tint.sent).toContain('<Tint xmlns="urn:far"><c><Name xmlns="urn:own">a</Name><Size xmlns="urn:own">3</Size></c><h>Blue</h></Tint>');
    expect(tint.value).toBe("Blue");
    expect(await clientOfRecording(join(LAB, "own-ns"), model, address, "Paint.soap12", "soap12").call("Paint", { c: { name: "b", size: 1 }, h: "Red" })).toEqual({ name: "b:Red", size: 1 });
  });
});

describe("element-ns: a member's [XmlElement(Namespace = \"urn:el\")] of a class copied into Far's schema (schema3 urn:el)", () => {
  const address = addressOf("element-ns", "SchemaElementNs");
  const spec = `${head("SchemaElementNs", address)}types:
  Note:
    fields: [{ name: Text, type: string, namespace: "urn:el" }, { name: Size, type: int }]
operations:
  - name: Near
    fields: [{ name: a, type: string }]
    result: { type: string }
  - name: Write
    binding: Far
    fields: [{ name: n, type: Note }]
    result: { type: Note }
`;
  const model = parseSpec(spec, "spec/schema-element-ns.yaml");
  type Note = { text: string | null; size: number };
  const handlers: OperationHandlers = {
    Near: ({ a }: { a: string | null }) => a,
    Write: ({ n }: { n: Note | null }) => (n === null ? null : { ...n, size: n.size + 1 }),
  };
  itWritesAndImports("element-ns", "SchemaElementNs", model, address, "spec/schema-element-ns.yaml");
  describe("the server", () => answersRecordings(join(LAB, "element-ns"), model, handlers, { count: 5 }));
  it("the client sends Text in urn:el, Size in urn:far, and reads them back", async () => {
    const write = await sentByClient(join(LAB, "element-ns"), model, address, "Write.soap11", "soap11", "Write", { n: { text: "hi", size: 3 } });
    expect(write.sent).toContain('<Write xmlns="urn:far"><n><Text xmlns="urn:el">hi</Text><Size>3</Size></n></Write>');
    expect(write.value).toEqual({ text: "hi", size: 4 });
    expect(await clientOfRecording(join(LAB, "element-ns"), model, address, "Write.soap12", "soap12").call("Write", { n: { text: "yo", size: 7 } })).toEqual({ text: "yo", size: 8 });
  });
});

describe("http-array: a repeated HTTP GET/POST parameter beside the set (schema3 urn:lab/AbstractTypes's StringArray)", () => {
  const address = addressOf("http-array", "SchemaHttpArray");
  const spec = `${head("SchemaHttpArray", address)}operations:
  - name: Join
    fields: [{ name: parts, type: "string[]" }]
    result: { type: string }
  - name: Far
    binding: Far
    fields: [{ name: n, type: int }]
    result: { type: string }
`;
  const model = parseSpec(spec, "spec/schema-http-array.yaml");
  const handlers: OperationHandlers = {
    Join: ({ parts }: { parts: (string | null)[] | null }) => (parts === null ? "null" : parts.join("+")),
    Far: ({ n }: { n: number }) => `far${n}`,
  };
  itWritesAndImports("http-array", "SchemaHttpArray", model, address, "spec/schema-http-array.yaml");
  describe("the server", () => answersRecordings(join(LAB, "http-array"), model, handlers, { count: 6 }));
  it("the client repeats the parameter over HTTP GET and POST", async () => {
    expect(await clientOfRecording(join(LAB, "http-array"), model, address, "Join.httpget", "httpGet").call("Join", { parts: ["a", "b", "c"] })).toBe("a+b+c");
    expect(await clientOfRecording(join(LAB, "http-array"), model, address, "Join.httppost", "httpPost").call("Join", { parts: ["x", "y"] })).toBe("x+y");
  });
});

describe("what schema-documents did not record stays refused beside the set, in one positioned line", () => {
  const base = `${head("R", "https://example.com/R.asmx")}types:
  Bag: { fields: [{ name: Extra, type: "XmlElement[]", any: { name: Extra, namespace: "urn:x" } }] }
operations:
  - { name: Get, fields: [], binding: Far }
  - { name: Put, fields: [{ name: b, type: Bag }] }
`;
  it("an any member's elements or an attribute of another namespace", () => {
    expect(specErrorOf(base, "spec/t.yaml")).toMatch(
      /^spec\/t\.yaml:6:27: the parameter 'b' uses the member 'Extra' of the class 'Bag', which takes elements of another namespace: beside the binding 'Far' of another namespace ASMX publishes one more schema document for it, built for guid and char, classes and enums of a namespace of their own and class members' elements of another \(recorded: test\/reference\/lab\/schema-documents\), not for this form \(not recorded\)/,
    );
    const attribute = base.replace('{ name: Extra, type: "XmlElement[]", any: { name: Extra, namespace: "urn:x" } }', '{ name: Code, type: string, attribute: true, namespace: "urn:x" }');
    expect(specErrorOf(attribute, "spec/t.yaml")).toMatch(/^spec\/t\.yaml:6:\d+: the parameter 'b' uses the member 'Code' of the class 'Bag', of 'urn:x': beside the binding 'Far'/);
  });
});
