/**
 * An [XmlSerializerFormat] WCF service (test/reference/wcf/xml-serializer/, WcfXmlOrders.cs) served from
 * spec/wcf-xml-orders.yaml: every recorded request is replayed and answered as .NET answers it, byte for byte
 * after the named Mono mappings (the folder's README): XmlSerializer bodies (ASMX's member rules: attributes,
 * renamed elements, wrapped and repeated arrays) inside WCF's framing (routing by action, dispatcher faults,
 * `xmlns:xsi`/`xmlns:xsd` on the answer's Body).
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { orderServiceDescriptor } from "../../generated/wcf-xml-orders/src/descriptor.js";
import { renderWsdl } from "../../generated/wcf-xml-orders/src/wsdl.js";
import type { ServerResponse } from "../../runtime/src/server/types.js";
import { DISPATCHER_NS } from "../../runtime/src/server/wcf.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { ENVELOPE, GENERAL_MAPPINGS, XML_TYPE } from "../support/wcf-dotnet-answers.js";
import {
  DOTNET_XML_ORDERS as DOTNET,
  ORDERS_NS,
  XML_SERIALIZER_MAPPINGS,
  XS_DIR,
  xmlOrdersHandlers,
  xmlOrdersModel,
} from "../support/wcf-xml-orders.js";

/** The generated package's descriptor and metadata module (generated/wcf-xml-orders/src), as its server uses them. */
const service = orderServiceDescriptor;
/** The emitter's documents at an address: what the generated module must serve. */
const documents = (address: string, query = "wsdl"): string =>
  wcfMetadataDocuments(xmlOrdersModel, address).find((d) => d.query === query)!.content;
const server = createAsmxServer(service, xmlOrdersHandlers, renderWsdl, { includeExceptionDetailInFaults: true });

describe("the generated package", () => {
  it("holds the descriptor the spec gives, and serves the emitter's documents at any address", async () => {
    expect(JSON.parse(JSON.stringify(service))).toEqual(JSON.parse(JSON.stringify(descriptorOf(xmlOrdersModel))));
    expect(service.wcf!.documents).toEqual(["wsdl", "wsdl=wsdl0", "xsd=xsd0", "singleWsdl"]);
    for (const query of service.wcf!.documents) {
      for (const address of ["http://127.0.0.1:8744/", "https://a.example/x&y/", "https://a.example/O.svc"]) {
        expect(renderWsdl(address, query), `${query} at ${address}`).toBe(documents(address, query));
      }
      const answer = await server.handle({ method: "GET", url: `/?${query}`, headers: { host: "svc.example.org" }, body: new Uint8Array() });
      expect(answer.status).toBe(200);
      expect(text(answer)).toBe(documents("http://svc.example.org/", query));
    }
  });
});
const BODY = '<s:Body xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">';

function text(response: ServerResponse): string {
  return typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
}

async function replay(name: string): Promise<{ status: number; contentType: string | undefined; body: string }> {
  const request = readRecordedRequest(`${XS_DIR}requests/${name}.request.txt`);
  const headers = Object.fromEntries(request.headers.map(([n, v]) => [n.toLowerCase(), v]));
  const response = await server.handle({ method: request.method, url: request.target, headers, body: request.body });
  const contentType = response.headers.find(([n]) => n.toLowerCase() === "content-type")?.[1];
  return { status: response.status, contentType, body: text(response) };
}

const recordings = readdirSync(`${XS_DIR}requests`)
  .filter((f) => f.endsWith(".request.txt"))
  .map((f) => f.slice(0, -".request.txt".length));

describe("an [XmlSerializerFormat] WCF service answers each recorded request as .NET does", () => {
  it("covers every recorded request", () => {
    expect(recordings.length).toBe(13);
    expect(service.serializer).toBeUndefined();
  });

  for (const name of recordings) {
    it(name, async () => {
      const answer = await replay(name);
      const recorded = readRecordedResponse(`${XS_DIR}responses/${name}.response.txt`)!;
      expect(answer.contentType).toBe(XML_TYPE);
      const special = DOTNET[name];
      expect(answer.status).toBe(special?.status ?? recorded.status);
      if (special?.body instanceof RegExp) {
        expect(answer.body).toMatch(special.body);
        return;
      }
      let expected = special?.body ?? recorded.body.toString("utf8");
      for (const [, map] of [...GENERAL_MAPPINGS, ...XML_SERIALIZER_MAPPINGS]) expected = map(expected);
      const ours = GENERAL_MAPPINGS[GENERAL_MAPPINGS.length - 1]![1](answer.body);
      expect(ours).toBe(expected);
    });
  }
});

describe("XmlSerializer's framing", () => {
  it("declares xsi and xsd on the Body of an answer, not on a fault's", async () => {
    expect((await replay("Add")).body).toBe(
      `${ENVELOPE}${BODY}<AddResponse xmlns="${ORDERS_NS}"><AddResult>5</AddResult></AddResponse></s:Body></s:Envelope>`,
    );
    expect((await replay("error.unknown-action")).body).toContain("<s:Body><s:Fault>");
    expect(DISPATCHER_NS).toContain("windowscommunicationfoundation");
  });
});
