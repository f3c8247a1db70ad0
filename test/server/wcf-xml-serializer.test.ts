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
import type { ServerResponse } from "../../runtime/src/server/types.js";
import { DISPATCHER_NS } from "../../runtime/src/server/wcf.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { actionNotSupportedText, ENVELOPE, fault, GENERAL_MAPPINGS, XML_TYPE } from "../support/wcf-dotnet-answers.js";
import { ORDERS_NS, XML_SERIALIZER_MAPPINGS, XS_DIR, xmlOrdersHandlers, xmlOrdersModel } from "../support/wcf-xml-orders.js";

const service = descriptorOf(xmlOrdersModel);
/** The emitter's documents at an address: what the generated package serves. */
const documents = (address: string, query = "wsdl"): string =>
  wcfMetadataDocuments(xmlOrdersModel, address).find((d) => d.query === query)!.content;
const server = createAsmxServer(service, xmlOrdersHandlers, documents, { includeExceptionDetailInFaults: true });
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

/** Where .NET's answer is not Mono's beyond the mappings: the answer, and why (the README's table). */
const DOTNET: Readonly<Record<string, { why: string; status: number; body: string | RegExp }>> = {
  "error.unknown-action": {
    why: "ActionNotSupported with .NET's text",
    status: 500,
    body: fault("a:ActionNotSupported", actionNotSupportedText(`${ORDERS_NS}/IOrders/Nope`)),
  },
  "error.wrong-wrapper": {
    why: "Mono does not check the wrapper's name (200, AddResult 0); the operation formatter's DeserializationFailed is assumed",
    status: 500,
    body: fault(
      "a:DeserializationFailed",
      `The formatter threw an exception while trying to deserialize the message: Error in deserializing body of request message for operation 'Add'. OperationFormatter encountered an invalid Message body. Expected to find node type 'Element' with name 'Add' and namespace '${ORDERS_NS}'. Found node type 'Element' with name 'Sub' and namespace '${ORDERS_NS}'`,
    ),
  },
  "error.bad-value": {
    why: "Mono: Receiver with XmlSerializer's own text; .NET: DeserializationFailed naming the parameter (inner text not recorded)",
    status: 500,
    body: /^<s:Envelope xmlns:s="[^"]+"><s:Body><s:Fault><faultcode xmlns:a="http:\/\/schemas\.microsoft\.com\/net\/2005\/12\/windowscommunicationfoundation\/dispatcher">a:DeserializationFailed<\/faultcode><faultstring xml:lang="en-US">The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter http:\/\/xs\.example\.com\/orders:a\. /,
  },
  "Check.fault": {
    why: "SupportFaults = true: XmlSerializer writes the detail in the contract namespace (Mono ignores it: DataContractSerializer's form)",
    status: 500,
    body: fault("s:Client", "Bad count", `<OrderFault xmlns="${ORDERS_NS}"><Reason>negative count</Reason><Code>2</Code></OrderFault>`),
  },
  "Check.fault-null": {
    why: "as Check.fault",
    status: 500,
    body: fault("s:Client", "No item", `<OrderFault xmlns="${ORDERS_NS}"><Reason>no item</Reason><Code>1</Code></OrderFault>`),
  },
};

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
