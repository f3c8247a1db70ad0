/**
 * [XmlType(Namespace)] on an enum, as the lab's ASMX published and answered it (test/reference/lab/enum-namespace,
 * found by the session-18 sweep's Billing): its xs:simpleType in that namespace's schema, every element of it
 * `type="s1:..."`, and nothing on the wire changed (SOAP and HTTP GET in the service's namespace). The spec says it
 * as the enum's `namespace`; import reads it back byte for byte; the server answers the recorded requests; a
 * service holding object values with such an enum is refused (an object's xsi:type of it is not recorded).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, callsOnEveryBinding, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/enum-namespace");
const WSDL_FILE = join(LAB, "wsdl/EnumNamespace.asmx@wsdl.xml");
const WSDL = readFileSync(WSDL_FILE, "utf8");
const ADDRESS = /<soap:address location="([^"]+)"/.exec(WSDL)![1]!;

const SPEC = `service: { name: EnumNamespace, namespace: "http://lab.example.com/enum-namespace", endpoint: "${ADDRESS}" }
enums:
  Currency: { namespace: "urn:common", values: [EUR, USD, GBP] }
types:
  Price:
    fields:
      - { name: Amount, type: decimal }
      - { name: Currency, type: Currency }
      - { name: Alt, type: Currency, nullable: true }
operations:
  - { name: Echo, fields: [{ name: c, type: Currency }], result: { type: Currency } }
  - { name: "Nullable", fields: [{ name: c, type: Currency, nullable: true }], result: { type: string } }
  - { name: EchoAll, fields: [{ name: cs, type: "Currency[]" }], result: { type: "Currency[]" } }
  - { name: GetPrice, fields: [{ name: c, type: Currency }], result: { type: Price } }
`;
const model = parseSpec(SPEC, "spec/enum-namespace.yaml");

/** What EnumNamespace.cs does. */
const handlers: OperationHandlers = {
  Echo: ({ c }: { c: string }) => c,
  Nullable: ({ c }: { c: string | null }) => c ?? "null",
  EchoAll: ({ cs }: { cs: string[] | null }) => cs,
  GetPrice: ({ c }: { c: string }) => ({ amount: "1.5", currency: c, alt: "GBP" }),
};

describe("the WSDL", () => {
  it("is generated from the spec byte for byte: the enum in its namespace's schema", () => {
    const generated = renderWsdlDocument(model, ADDRESS);
    expect(generated).toBe(WSDL);
    expect(generated).toContain('<s:element minOccurs="1" maxOccurs="1" name="c" type="s1:Currency" />');
    expect(generated).toContain('<s:schema elementFormDefault="qualified" targetNamespace="urn:common">\n      <s:simpleType name="Currency">');
  });
  it("comes back from import byte for byte", () => {
    const imported = importWsdl(WSDL, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/enum-namespace.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("  Currency:\n    namespace: urn:common\n    values: [ EUR, USD, GBP ]\n");
  });
  it("without the namespace, the enum would be the service schema's", () => {
    const plain = renderWsdlDocument(parseSpec(SPEC.replace('namespace: "urn:common", ', ""), "spec/enum-namespace.yaml"), ADDRESS);
    expect(plain).not.toContain("urn:common");
    expect(plain).toContain('name="c" type="tns:Currency"');
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, {
    count: 7,
    only: ["Echo.soap11", "Echo.httpget", "Nullable.soap11", "EchoAll.soap11", "EchoAll.httpget", "GetPrice.soap11", "GetPrice.httpget"],
  });
});

describe("the client", () => {
  it("reads the recorded answers", async () => {
    expect(await clientOfRecording(LAB, model, ADDRESS, "EchoAll.soap11", "soap11").call("EchoAll", { cs: ["EUR", "GBP"] })).toEqual(["EUR", "GBP"]);
    expect(await clientOfRecording(LAB, model, ADDRESS, "Echo.httpget", "httpGet").call("Echo", { c: "GBP" })).toBe("GBP");
  });
  it("and a server of the spec agree on every binding", async () => {
    await callsOnEveryBinding(model, handlers, ["soap11", "soap12", "httpGet", "httpPost"], [
      ["Echo", { c: "USD" }, "USD"],
      ["EchoAll", { cs: ["GBP", "EUR"] }, ["GBP", "EUR"]],
      ["GetPrice", { c: "EUR" }, { amount: "1.5", currency: "EUR", alt: "GBP" }],
    ]);
  });
});

describe("refused", () => {
  it("in a service holding object values (recorded, exchanges Object.*: the xsi:type names the enum's namespace; not built)", () => {
    expect(readFileSync(join(LAB, "exchanges/Object.GetCode.soap11.response.txt"), "utf8")).toContain('<GetCodeResult xmlns:q1="urn:common" xsi:type="q1:Currency">USD</GetCodeResult>');
    const spec = SPEC.replace("      - { name: Alt, type: Currency, nullable: true }\n", "      - { name: Alt, type: Currency, nullable: true }\n      - { name: Extra, type: object }\n");
    expect(specErrorOf(spec)).toContain("enum 'Currency': an enum with a namespace of its own in a service holding object values is not yet supported");
  });
  it("anonymous (not recorded)", () => {
    expect(specErrorOf(SPEC.replace('namespace: "urn:common", ', 'namespace: "urn:common", anonymous: true, '))).toContain("an anonymous enum with a namespace has not been asked of the lab");
  });
});
