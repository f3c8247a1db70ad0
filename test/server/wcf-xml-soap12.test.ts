/**
 * [XmlSerializerFormat] operations at a SOAP 1.2 endpoint without WS-Addressing beside basicHttpBinding (#28,
 * docs/wcf-design.md §41; test/reference/wcf/xml-serializer/soap12/WcfXmlSoap12.cs, recorded with the lab, and
 * the hand-written spec beside it): the server answers the recorded SOAP 1.2 requests with the recorded
 * XmlSerializer bodies (the SOAP 1.2 Body declaring xsi and xsd) and .NET's SOAP 1.2 InternalServiceFault; the
 * client sends the recorded requests byte for byte and reads the recorded answers; the metadata imports back.
 */
import { describe, expect, it } from "vitest";
import { loadSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { InternalServiceFaultError } from "../../runtime/src/client/errors.js";
import { canonicalXml } from "../support/xml-canonical.js";
import { importEmitted, RecordedService } from "../support/wcf-recorded-service.js";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";

const DIR = new URL("../reference/wcf/xml-serializer/soap12/", import.meta.url).pathname;
const ADDRESS = "http://127.0.0.1:8792/";
const SOAP12 = "application/soap+xml; charset=utf-8";
const BODY = '<s:Body xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">';

const service = new RecordedService(DIR, ADDRESS, (_, text) => text);
const model = loadSpec(`${DIR}WcfXmlSoap12.yaml`, "test/reference/wcf/xml-serializer/soap12/WcfXmlSoap12.yaml");

type Tag = { code: string; label?: string; weight: number } | null;
const handlers: OperationHandlers = {
  Add: (input: { a: number; b: number }) => input.a + input.b,
  Echo: (input: { tag: Tag }) => {
    const tag = input.tag;
    if (tag === null) return null;
    if (tag.weight < 0) throw Object.assign(new Error("negative weight"), { name: "InvalidOperationException" });
    return { code: `${tag.code}!`, ...(tag.label === undefined ? {} : { label: tag.label }), weight: tag.weight + 1 };
  },
  Ping: () => undefined,
} as unknown as OperationHandlers;

const exchanges = [
  { name: "Add", op: "Add", input: { a: 2, b: 3 }, output: 5 },
  { name: "Echo", op: "Echo", input: { tag: { code: "K", label: "Blue", weight: 4 } }, output: { code: "K!", label: "Blue", weight: 5 } },
  { name: "Echo.null", op: "Echo", input: { tag: null }, output: null },
  { name: "Ping", op: "Ping", input: {}, output: undefined },
];

/**
 * Mono's InternalServiceFault as .NET writes it at SOAP 1.2 (../../soap12/, wcf-soap12.test.ts): s:Receiver with the
 * dispatcher's code as Subcode, no s:Header Action, `xml:lang="en-US"`; the stack trace is ours.
 */
function dotnetAnswer(name: string): { status: number; contentType: string | undefined; body: string } {
  const recorded = service.dotnetAnswer(name);
  const body = recorded.body
    .replace(/<StackTrace>[\s\S]*?<\/StackTrace>/, "<StackTrace/>")
    .replace(/<s:Code>(<s:Value xmlns:a="[^"]*">a:InternalServiceFault<\/s:Value>)<\/s:Code>/, "<s:Code><s:Value>s:Receiver</s:Value><s:Subcode>$1</s:Subcode></s:Code>");
  return { ...recorded, body };
}

describe("[XmlSerializerFormat] at a SOAP 1.2 endpoint (xml-serializer/soap12/WcfXmlSoap12.cs)", () => {
  it("covers every recorded exchange", () => {
    expect([...exchanges.map((e) => e.name), "Echo.exception"].sort()).toEqual(service.names());
  });

  it("the model has the contract at soap12 (CustomBinding_ITags) and at the base address, XmlSerializer's", () => {
    expect(model.wcf!.serializer).toBe("xmlSerializer");
    expect(model.wcf!.contracts[0]!.ports).toEqual([
      { address: "soap12", bindingName: "CustomBinding_ITags", soap12: true },
      { address: "", bindingName: "BasicHttpBinding_ITags" },
    ]);
  });

  for (const e of exchanges) {
    it(`${e.name}: the server answers the recorded SOAP 1.2 request with the recorded XmlSerializer body`, async () => {
      const answer = await service.replay(service.server(model, handlers), e.name);
      const expected = service.dotnetAnswer(e.name);
      expect(answer.status).toBe(200);
      expect(answer.contentType).toBe(SOAP12);
      expect(canonicalXml(answer.body)).toBe(canonicalXml(expected.body));
      expect(answer.body).toContain(`<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope">${BODY}`);
    });

    it(`${e.name}: the client sends the recorded request at soap12 and reads the recorded response`, async () => {
      const recorded = service.request(e.name);
      const { sent, outcome, error } = await service.call(model, e.name, e.op, e.input, { ports: { ITags: "CustomBinding_ITags" } });
      expect(error).toBeUndefined();
      expect(outcome).toEqual(e.output);
      expect(sent.url).toBe(`${ADDRESS}soap12`);
      expect(sent.headers.find(([n]) => n.toLowerCase() === "content-type")?.[1]).toBe(recorded.headers.find(([n]) => n.toLowerCase() === "content-type")![1]);
      expect(sent.headers.some(([n]) => n.toLowerCase() === "soapaction")).toBe(false);
      expect(sent.body).toBe(recorded.body.toString("utf8"));
    });
  }

  it("Echo.exception: an InternalServiceFault in SOAP 1.2's form, read by the client as one", async () => {
    const answer = await service.replay(service.server(model, handlers), "Echo.exception");
    const expected = dotnetAnswer("Echo.exception");
    expect(answer.status).toBe(500);
    expect(answer.contentType).toBe(SOAP12);
    expect(canonicalXml(answer.body.replace(/<StackTrace>[\s\S]*?<\/StackTrace>/, "<StackTrace/>"))).toBe(canonicalXml(expected.body));
    const { sent, error } = await service.call(model, "Echo.exception", "Echo", { tag: { code: "K", weight: -1 } }, { ports: { ITags: "CustomBinding_ITags" } });
    expect(sent.body).toBe(service.request("Echo.exception").body.toString("utf8"));
    expect(error).toBeInstanceOf(InternalServiceFaultError);
  });

  it("publishes the XmlSerializer schema with both bindings and imports back to the same set", () => {
    const docs = wcfMetadataDocuments(model, ADDRESS);
    const root = docs.find((d) => d.query === "wsdl")!.content;
    expect(root).toContain('<wsdl:binding name="CustomBinding_ITags" type="i0:ITags">');
    expect(root).toContain('<soap12:address location="http://127.0.0.1:8792/soap12" />');
    expect(docs.find((d) => d.query === "xsd=xsd0")!.content).toContain('<xs:attribute name="Code" type="xs:string" />');
    const spec = importEmitted(model, ADDRESS);
    expect(spec.service.wcf!.serializer).toBe("xmlSerializer");
    expect(spec.service.wcf!.contracts).toEqual([{ name: "ITags", namespace: "http://xs12.example.com/wcf", addresses: ["soap12", ""], soap12: ["soap12"] }]);
  });
});
