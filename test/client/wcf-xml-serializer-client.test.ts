/**
 * The runtime client of an [XmlSerializerFormat] WCF service (test/reference/wcf/xml-serializer/,
 * WcfXmlOrders.cs; descriptor from spec/wcf-xml-orders.yaml): it sends each recorded request (as a .NET client
 * sends it: `xmlns:xsi`/`xmlns:xsd` on the Body, XmlSerializer's members) byte for byte, and reads every
 * recorded response to the values OrderService sent, faults as their typed errors.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import {
  ActionNotSupportedError,
  FaultContractError,
  InternalServiceFaultError,
  WcfFaultError,
} from "../../runtime/src/client/errors.js";
import type { Transport } from "../../runtime/src/client/transport.js";
import { parseRecorded } from "../support/http-recording.js";
import { item, listed, XS_DIR, xmlOrdersModel } from "../support/wcf-xml-orders.js";

const service = descriptorOf(xmlOrdersModel);
const ENDPOINT = "http://127.0.0.1:8744/";

interface Sent {
  readonly url: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: string;
}

/** Calls `operation` answered with the recorded response `name`: the outcome or error, and what was sent. */
async function call(operation: string, input: object, name: string): Promise<{ outcome?: unknown; error?: unknown; sent: Sent }> {
  const recorded = parseRecorded(readFileSync(`${XS_DIR}responses/${name}.response.txt`))!;
  const status = Number(recorded.startLine.split(" ")[1]);
  const contentType = recorded.headers.find(([n]) => n.toLowerCase() === "content-type")?.[1];
  let sent: Sent | undefined;
  const transport: Transport = async (request) => {
    sent = { url: request.url, headers: request.headers, body: request.body ?? "" };
    return { status, contentType, body: recorded.body.toString("utf8") };
  };
  const client = new AsmxClientCore(service, { endpoint: ENDPOINT, allowInsecureHttp: true, transport });
  try {
    return { outcome: await client.call(operation, input), sent: sent! };
  } catch (error) {
    return { error, sent: sent! };
  }
}

/** The recorded request `name`: its SOAPAction and body. */
function request(name: string): { action: string; body: string } {
  const recorded = parseRecorded(readFileSync(`${XS_DIR}requests/${name}.request.txt`))!;
  const action = recorded.headers.find(([n]) => n.toLowerCase() === "soapaction")![1];
  return { action, body: recorded.body.toString("utf8") };
}

/** [recording, operation, input, what OrderService returned] for the answers that are not faults. */
const CALLS: readonly [string, string, object, unknown][] = [
  ["Add", "Add", { a: 2, b: 3 }, 5],
  ["Hello", "Hello", { name: "Ann" }, "Hello Ann"],
  ["Hello.absent", "Hello", { name: null }, "Hello "],
  ["GetItem", "GetItem", { id: 7 }, item(7)],
  ["ListItems", "ListItems", { prefix: "L" }, listed("L").map(({ label, ...rest }) => (label === null ? rest : { label, ...rest }))],
  [
    "Check",
    "Check",
    { item: { code: "K9", label: "Nut", count: 3, price: "0.25", tags: ["a"], part: ["x", "y"] } },
    { code: "K9", label: "Nut", count: 4, price: "0.25", tags: ["a"], part: ["x", "y"] },
  ],
  ["Ping", "Ping", {}, undefined],
];

describe("an [XmlSerializerFormat] WCF client", () => {
  for (const [name, operation, input, expected] of CALLS) {
    it(`${name}: sends the recorded request byte for byte and reads the recorded answer`, async () => {
      const { outcome, error, sent } = await call(operation, input, name);
      expect(error).toBeUndefined();
      const recorded = request(name);
      expect(new URL(sent.url).pathname).toBe("/");
      expect(sent.headers).toContainEqual(["Content-Type", "text/xml; charset=utf-8"]);
      expect(sent.headers).toContainEqual(["SOAPAction", recorded.action]);
      expect(sent.body).toBe(recorded.body);
      expect(outcome).toEqual(expected);
    });
  }

  it("Check.fault / Check.fault-null: sends the requests; Mono's DataContract detail is not the XmlSerializer one, so the fault is untyped", async () => {
    const bad = await call("Check", { item: { code: "K9", label: "Nut", count: -1, price: "0" } }, "Check.fault");
    expect(bad.sent.body).toBe(request("Check.fault").body);
    // The recording's detail is in Mono's DataContract namespace (README: SupportFaults ignored), not the contract's.
    expect(bad.error).toBeInstanceOf(WcfFaultError);
    expect(bad.error).not.toBeInstanceOf(FaultContractError);
    expect((bad.error as WcfFaultError).reason).toBe("Bad count");
    const none = await call("Check", { item: null }, "Check.fault-null");
    expect(none.sent.body).toBe(request("Check.fault-null").body);
    expect((none.error as WcfFaultError).reason).toBe("No item");
  });

  it("reads a fault contract's detail written by XmlSerializer (SupportFaults, as the server writes it) as typed", async () => {
    const body = `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode>s:Client</faultcode><faultstring xml:lang="en-US">Bad count</faultstring><detail><OrderFault xmlns="http://xs.example.com/orders"><Reason>negative count</Reason><Code>2</Code></OrderFault></detail></s:Fault></s:Body></s:Envelope>`;
    const transport: Transport = async () => ({ status: 500, contentType: "text/xml; charset=utf-8", body });
    const client = new AsmxClientCore(service, { endpoint: ENDPOINT, allowInsecureHttp: true, transport });
    const error = await client.call("Check", { item: { count: -1, price: "0" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FaultContractError);
    expect((error as FaultContractError).detailValue).toEqual({ type: "OrderFault", value: { reason: "negative count", code: 2 } });
  });

  it("Check.exception and error.unknown-action: the dispatcher's faults typed", async () => {
    const boom = await call("Check", { item: { count: 99, price: "0" } }, "Check.exception");
    expect(boom.sent.body).toBe(request("Check.exception").body);
    expect(boom.error).toBeInstanceOf(InternalServiceFaultError);
    expect((boom.error as InternalServiceFaultError).exceptionDetail?.message).toBe("boom");
    const unknown = await call("Ping", {}, "error.unknown-action");
    expect(unknown.error).toBeInstanceOf(ActionNotSupportedError);
  });
});
