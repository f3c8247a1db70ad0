/**
 * [XmlType(Namespace)] on an enum, as the lab's ASMX published and answered it (test/reference/lab/enum-namespace,
 * found by the session-18 sweep's Billing): its xs:simpleType in that namespace's schema, every element of it
 * `type="s1:..."`, and nothing on the wire changed (SOAP and HTTP GET in the service's namespace). The spec says it
 * as the enum's `namespace`; import reads it back byte for byte; the server answers the recorded requests; an
 * object holding it names it `xmlns:q1="urn:common" xsi:type="q1:Currency"` (service EnumObject), written and read.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { answersRecordings, callsOnEveryBinding, clientOfRecording, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

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

const OBJECT_WSDL_FILE = join(LAB, "wsdl-object/EnumObject.asmx@wsdl.xml");
const OBJECT_WSDL = readFileSync(OBJECT_WSDL_FILE, "utf8");
const OBJECT_ADDRESS = /<soap:address location="([^"]+)"/.exec(OBJECT_WSDL)![1]!;
const OBJECT_SPEC = `service: { name: EnumObject, namespace: "http://lab.example.com/enum-namespace", endpoint: "${OBJECT_ADDRESS}" }
enums:
  Currency: { namespace: "urn:common", values: [EUR, USD, GBP] }
operations:
  - { name: GetCode, fields: [{ name: c, type: Currency }], result: { type: object } }
  - { name: Kind, fields: [{ name: o, type: object }], result: { type: string } }
`;
const objectModel = parseSpec(OBJECT_SPEC, "spec/enum-object.yaml");

type Obj = { $type: string; value: unknown } | null;
/** What EnumObject.cs does (Kind: the .NET type's name and the value, as the lab answered). */
const objectHandlers: OperationHandlers = {
  GetCode: ({ c }: { c: string }) => ({ $type: "Currency", value: c }),
  Kind: ({ o }: { o: Obj }) => (o === null ? "null" : `${o.$type}:${String(o.value)}`),
};

describe("an object holding the enum (service EnumObject, exchanges Object.*)", () => {
  it("the WSDL is generated from the spec byte for byte and comes back from import", () => {
    expect(renderWsdlDocument(objectModel, OBJECT_ADDRESS)).toBe(OBJECT_WSDL);
    const imported = importWsdl(OBJECT_WSDL, { source: OBJECT_WSDL_FILE, schema: "spec.schema.json", specPath: "spec/enum-object.yaml" });
    expect(imported.byteEqual).toBe(true);
    // The enum's schema holds no class: import pins it to its namespace all the same.
    expect(imported.yaml).toContain("  Currency:\n    namespace: urn:common\n");
  });
  it("the descriptor names the enum's namespace for its xsi:type", () => {
    expect(descriptorOf(objectModel).objectTypes?.Currency).toMatchObject({ kind: "enum", namespace: "urn:common" });
  });
  answersRecordings(LAB, objectModel, objectHandlers, { count: 2, only: ["Object.GetCode.soap11", "Object.Kind.soap11"] });
  it("the client reads the recorded answer and sends the prefix the lab read", async () => {
    expect(readFileSync(join(LAB, "exchanges/Object.GetCode.soap11.response.txt"), "utf8")).toContain('<GetCodeResult xmlns:q1="urn:common" xsi:type="q1:Currency">USD</GetCodeResult>');
    expect(await clientOfRecording(LAB, objectModel, OBJECT_ADDRESS, "Object.GetCode.soap11", "soap11").call("GetCode", { c: "USD" })).toEqual({ $type: "Currency", value: "USD" });
    const { sent, value } = await sentByClient(LAB, objectModel, OBJECT_ADDRESS, "Object.Kind.soap11", "soap11", "Kind", { o: { $type: "Currency", value: "GBP" } });
    expect(sent).toContain('<o xmlns:q1="urn:common" xsi:type="q1:Currency">GBP</o>');
    expect(value).toBe("Currency:GBP");
  });
  it("a server of the spec and its client agree on every binding", async () => {
    await callsOnEveryBinding(objectModel, objectHandlers, ["soap11", "soap12"], [["GetCode", { c: "GBP" }, { $type: "Currency", value: "GBP" }]]);
    // Over HTTP GET/POST the result document knows no type only a parameter uses: the enum goes as its number
    // (lab object-known, kinds 0 and 6).
    await callsOnEveryBinding(objectModel, objectHandlers, ["httpGet", "httpPost"], [["GetCode", { c: "GBP" }, { $type: "int", value: 2 }]]);
    await callsOnEveryBinding(objectModel, objectHandlers, ["soap11", "soap12"], [["Kind", { o: { $type: "Currency", value: "EUR" } }, "Currency:EUR"]]);
  });
  it("an xsi:type of the enum in the service's namespace is not it", async () => {
    const recorded = readFileSync(join(LAB, "exchanges/Object.GetCode.soap11.response.txt"), "utf8");
    const body = recorded.slice(recorded.indexOf("<?xml")).replace('xmlns:q1="urn:common"', 'xmlns:q1="http://lab.example.com/enum-namespace"');
    const client = new AsmxClientCore(descriptorOf(objectModel), {
      endpoint: OBJECT_ADDRESS,
      allowInsecureHttp: true,
      binding: "soap11",
      transport: async () => ({ status: 200, contentType: "text/xml; charset=utf-8", body }),
    });
    await expect(client.call("GetCode", { c: "USD" })).rejects.toThrow("the type 'Currency' in namespace 'http://lab.example.com/enum-namespace' is not recognized");
  });
});

const HTTP_WSDL_FILE = join(LAB, "wsdl-http/ObjectHttp.asmx@wsdl.xml");
const HTTP_WSDL = readFileSync(HTTP_WSDL_FILE, "utf8");
const HTTP_ADDRESS = /<soap:address location="([^"]+)"/.exec(HTTP_WSDL)![1]!;
const httpModel = parseSpec(
  `service: { name: ObjectHttp, namespace: "http://lab.example.com/enum-namespace", endpoint: "${HTTP_ADDRESS}" }
enums:
  Currency: { namespace: "urn:common", values: [EUR, USD, GBP] }
operations:
  - { name: GetCode, fields: [{ name: c, type: Currency }], result: { type: object } }
  - { name: Echo, fields: [{ name: c, type: Currency }], result: { type: Currency } }
`,
  "spec/object-http.yaml",
);
const httpHandlers: OperationHandlers = {
  GetCode: ({ c }: { c: string }) => ({ $type: "Currency", value: c }),
  Echo: ({ c }: { c: string }) => c,
};

describe("over HTTP GET and POST (service ObjectHttp, exchanges ObjectHttp.*; a result reaches the enum)", () => {
  it("the WSDL is generated from the spec byte for byte and comes back from import", () => {
    expect(renderWsdlDocument(httpModel, HTTP_ADDRESS)).toBe(HTTP_WSDL);
    expect(importWsdl(HTTP_WSDL, { source: HTTP_WSDL_FILE, schema: "spec.schema.json", specPath: "spec/object-http.yaml" }).byteEqual).toBe(true);
  });
  it("the result document names the enum as a simple value's: made-up prefixes, no xsd and xsi declarations", () => {
    expect(readFileSync(join(LAB, "exchanges/ObjectHttp.GetCode.httpget.response.txt"), "utf8")).toContain(
      '<anyType xmlns:q1="urn:common" d1p1:type="q1:Currency" xmlns:d1p1="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://lab.example.com/enum-namespace">USD</anyType>',
    );
  });
  answersRecordings(LAB, httpModel, httpHandlers, {
    count: 3,
    only: ["ObjectHttp.GetCode.httpget", "ObjectHttp.GetCode.httppost", "ObjectHttp.GetCode.soap11"],
  });
  it("the client reads the recorded documents", async () => {
    expect(await clientOfRecording(LAB, httpModel, HTTP_ADDRESS, "ObjectHttp.GetCode.httpget", "httpGet").call("GetCode", { c: "USD" })).toEqual({ $type: "Currency", value: "USD" });
    expect(await clientOfRecording(LAB, httpModel, HTTP_ADDRESS, "ObjectHttp.GetCode.httppost", "httpPost").call("GetCode", { c: "EUR" })).toEqual({ $type: "Currency", value: "EUR" });
    expect(await clientOfRecording(LAB, httpModel, HTTP_ADDRESS, "ObjectHttp.GetCode.soap11", "soap11").call("GetCode", { c: "GBP" })).toEqual({ $type: "Currency", value: "GBP" });
  });
});

const PLAIN_WSDL_FILE = join(LAB, "wsdl-plain/PlainObjectHttp.asmx@wsdl.xml");
const PLAIN_WSDL = readFileSync(PLAIN_WSDL_FILE, "utf8");
const PLAIN_ADDRESS = /<soap:address location="([^"]+)"/.exec(PLAIN_WSDL)![1]!;
const plainModel = parseSpec(
  `service: { name: PlainObjectHttp, namespace: "http://lab.example.com/enum-namespace", endpoint: "${PLAIN_ADDRESS}" }
enums:
  Tone: { values: [Low, High] }
operations:
  - { name: GetTone, fields: [{ name: t, type: Tone }], result: { type: object } }
  - { name: Echo, fields: [{ name: t, type: Tone }], result: { type: Tone } }
`,
  "spec/plain-object-http.yaml",
);

describe("an enum of the service's namespace over HTTP GET (service PlainObjectHttp, exchanges PlainObjectHttp.*)", () => {
  it("the WSDL is generated from the spec byte for byte", () => {
    expect(renderWsdlDocument(plainModel, PLAIN_ADDRESS)).toBe(PLAIN_WSDL);
  });
  it("the result document names it unprefixed, as a simple value's otherwise", () => {
    expect(readFileSync(join(LAB, "exchanges/PlainObjectHttp.GetTone.httpget.response.txt"), "utf8")).toContain(
      '<anyType d1p1:type="Tone" xmlns:d1p1="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://lab.example.com/enum-namespace">High</anyType>',
    );
  });
  answersRecordings(
    LAB,
    plainModel,
    { GetTone: ({ t }: { t: string }) => ({ $type: "Tone", value: t }), Echo: ({ t }: { t: string }) => t },
    { count: 2, only: ["PlainObjectHttp.GetTone.httpget", "PlainObjectHttp.GetTone.soap11"] },
  );
  it("the client reads the recorded documents", async () => {
    expect(await clientOfRecording(LAB, plainModel, PLAIN_ADDRESS, "PlainObjectHttp.GetTone.httpget", "httpGet").call("GetTone", { t: "High" })).toEqual({ $type: "Tone", value: "High" });
    expect(await clientOfRecording(LAB, plainModel, PLAIN_ADDRESS, "PlainObjectHttp.GetTone.soap11", "soap11").call("GetTone", { t: "Low" })).toEqual({ $type: "Tone", value: "Low" });
  });
});

describe("anonymous with a namespace", () => {
  it("drops the anonymity: the same named type in that schema (lab xml-type-anonymous-places, Hue)", () => {
    const anonymous = SPEC.replace('namespace: "urn:common", ', 'namespace: "urn:common", anonymous: true, ');
    expect(anonymous).not.toBe(SPEC);
    expect(renderWsdlDocument(parseSpec(anonymous, "spec/a.yaml"), "http://h/S.asmx")).toBe(renderWsdlDocument(parseSpec(SPEC, "spec/a.yaml"), "http://h/S.asmx"));
  });
});
