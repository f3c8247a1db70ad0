/**
 * [XmlAnyAttribute] XmlAttribute[] beside [XmlAttribute] XmlQualifiedName members (one before, one after) and a QName
 * element in one class, as the lab's ASMX published and answered it (test/reference/lab/any-attributes-qname/): a
 * QName attribute's prefix is declared right before it (`xmlns:q1="urn:k" Kind="q1:kind"`), the any attributes'
 * namespaces after all the attributes; an any attribute whose prefix a QName took is written under a made-up one
 * (`d4p1:c`, `d1p1:c` in an HTTP document), which a later QName of its namespace then uses. The spec (the member
 * where the C# declares it) generates the recorded WSDL byte for byte, import reads it back; the server answers the
 * recorded exchanges byte for byte; the client reads them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/any-attributes-qname");
const WSDL = join(LAB, "wsdl/AnyAttributesQName.asmx@wsdl.xml");
const TEXT = readFileSync(WSDL, "utf8");
const ADDRESS = /<soap:address location="([^"]+)"/.exec(TEXT)![1]!;
const SPEC_PATH = "spec/any-attributes-qname.yaml";
const SPEC = `service: { name: AnyAttributesQName, namespace: "urn:lab", endpoint: "${ADDRESS}" }
types:
  Tagged:
    fields:
      - { name: Kind, type: QName, attribute: true }
      - { name: Extra, type: "XmlAttribute[]", anyAttribute: true }
      - { name: After, type: QName, attribute: true }
      - { name: Name, type: QName }
operations:
  - name: Get
    fields:
      - { name: n, type: int }
    result: { type: Tagged }
  - name: Echo
    fields:
      - { name: t, type: Tagged }
    result: { type: Tagged }
`;
const model = parseSpec(SPEC, SPEC_PATH);

const k = { name: "k", value: "v" };
const z = { name: "q", namespace: "urn:z", prefix: "z", value: "w" };
const q1 = { name: "c", namespace: "urn:c", prefix: "q1", value: "x" };
/** Get(n) of AnyAttributesQName.cs. */
const got = (n: number) =>
  n === 0
    ? { kind: { namespace: "urn:k", name: "kind" } }
    : n === 1
      ? { kind: { namespace: "urn:k", name: "kind" }, extra: [k, z], after: { namespace: "urn:k", name: "after" }, name: { namespace: "urn:k", name: "n" } }
      : { kind: { namespace: "urn:k", name: "kind" }, extra: [k, z, q1], after: { namespace: "urn:z", name: "after" }, name: { namespace: "urn:c", name: "n" } };
const handlers: OperationHandlers = { Get: ({ n }: { n: number }) => got(n), Echo: ({ t }: { t: unknown }) => t };

describe("spec, WSDL and import", () => {
  it("generates the recorded WSDL byte for byte: the QName attributes, then <s:anyAttribute />", () => {
    expect(renderWsdlDocument(model, ADDRESS)).toBe(TEXT);
  });
  it("imports the recorded WSDL back byte for byte (the WSDL places the member after the attributes)", () => {
    const imported = importWsdl(TEXT, { source: WSDL, schema: "spec.schema.json", specPath: SPEC_PATH });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain('      - { name: Kind, type: QName, attribute: true }\n      - { name: After, type: QName, attribute: true }\n      - { name: AnyAttr, type: "XmlAttribute[]", anyAttribute: true }\n');
  });
});

describe("the server answers the recorded exchanges byte for byte", () => {
  answersRecordings(LAB, model, handlers, { count: 6 });
});

describe("the client", () => {
  it("reads the QName attributes and the any attributes, a renamed prefix as its namespace", async () => {
    const read = (name: string, n: number, binding: "soap11" | "httpGet" = "soap11") => clientOfRecording(LAB, model, ADDRESS, name, binding).call("Get", { n });
    expect(await read("Get.zero", 0)).toEqual({ kind: { namespace: "urn:k", name: "kind" } });
    expect(await read("Get.two", 2)).toEqual({ ...got(2), extra: [k, z, { ...q1, prefix: "d4p1" }] });
    expect(await read("Get.httpget", 2, "httpGet")).toEqual({ ...got(2), extra: [k, z, { ...q1, prefix: "d1p1" }] });
  });
});
