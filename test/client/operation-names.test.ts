/**
 * An error names the operation the caller called: an overload's message name (GetShipmentById) and its
 * client method (getShipmentById), never the .NET method name it shares with GetShipment. Each row is one
 * way a call ends, on each binding it can end so; the wire itself is covered by the conformance suite.
 */
import { describe, expect, it } from "vitest";
import {
  AsmxClientError,
  BindingNotOfferedError,
  HttpStatusError,
  NetworkError,
  RequestEncodeError,
  ResponseDecodeError,
  ShipmentTrackingClient,
  SoapFaultError,
  TimeoutError,
  type Transport,
} from "../../generated/shipment-tracking/src/client.js";

const SOAP11_FAULT = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Client</faultcode><faultstring>No such shipment</faultstring></soap:Fault></soap:Body></soap:Envelope>`;
const SOAP12_FAULT = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">No such shipment</soap:Text></soap:Reason></soap:Fault></soap:Body></soap:Envelope>`;

const ID = "3f2504e0-4f89-11d3-9a0c-0305e82c3301";

function answering(status: number, contentType: string, body: string): Transport {
  return async () => ({ status, contentType, body });
}

const failing: Transport = async () => {
  throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
};
const silent: Transport = (request) => new Promise((_, reject) => request.signal?.addEventListener("abort", reject));

function client(transport: Transport): ShipmentTrackingClient {
  return new ShipmentTrackingClient({ endpoint: "https://tracking.example/ShipmentTracking.asmx", transport, timeoutMs: 50 });
}

async function failureOf(call: () => Promise<unknown>): Promise<AsmxClientError> {
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AsmxClientError)) throw new Error(`expected an AsmxClientError, got ${String(error)}`);
  return error;
}

const cases: readonly {
  readonly name: string;
  readonly transport: Transport;
  readonly binding: "soap11" | "soap12";
  readonly input?: { readonly id: string };
  readonly kind: abstract new (...args: never[]) => AsmxClientError;
  readonly message: string;
}[] = [
  { name: "a SOAP 1.1 fault", transport: answering(500, "text/xml; charset=utf-8", SOAP11_FAULT), binding: "soap11", kind: SoapFaultError, message: "GetShipmentById: SOAP fault Client: No such shipment" },
  { name: "a SOAP 1.2 fault", transport: answering(500, "application/soap+xml; charset=utf-8", SOAP12_FAULT), binding: "soap12", kind: SoapFaultError, message: "GetShipmentById: SOAP fault Sender: No such shipment" },
  { name: "an HTTP error", transport: answering(502, "text/html", "Bad Gateway"), binding: "soap11", kind: HttpStatusError, message: "GetShipmentById: HTTP 502 (text/html): Bad Gateway" },
  { name: "an unreadable response", transport: answering(200, "text/xml; charset=utf-8", "<nope/>"), binding: "soap11", kind: ResponseDecodeError, message: "GetShipmentById: cannot read the response (HTTP 200): " },
  { name: "a network failure", transport: failing, binding: "soap12", kind: NetworkError, message: "GetShipmentById: network error: ECONNREFUSED connect ECONNREFUSED" },
  { name: "a timeout", transport: silent, binding: "soap11", kind: TimeoutError, message: "GetShipmentById: no response within 50 ms" },
  { name: "an input that cannot be sent", transport: failing, binding: "soap11", input: { id: "not-a-guid" }, kind: RequestEncodeError, message: "GetShipmentById: field id: " },
];

describe("an overload's errors name the overload, not the method it shares", () => {
  it.each(cases)("$name", async ({ transport, binding, input, kind, message }) => {
    const error = await failureOf(() => client(transport).getShipmentById(input ?? { id: ID }, { binding }));
    expect(error).toBeInstanceOf(kind);
    expect(error.operation).toBe("GetShipmentById");
    expect(error.method).toBe("getShipmentById");
    expect(error.message.startsWith(message), error.message).toBe(true);
  });

  it("the sibling it shares a .NET name with keeps its own", async () => {
    const error = await failureOf(() => client(answering(500, "text/xml; charset=utf-8", SOAP11_FAULT)).getShipment({ trackNum: "T1" }));
    expect([error.operation, error.method, error.message]).toEqual(["GetShipment", "getShipment", "GetShipment: SOAP fault Client: No such shipment"]);
  });

  it("a binding refusal names the overload refused, on an HTTP client", async () => {
    const httpClient = new ShipmentTrackingClient({ endpoint: "https://tracking.example/ShipmentTracking.asmx", binding: "httpGet", transport: failing });
    // Getting around the type error (the method is typed for SOAP clients only) reaches the runtime's check.
    const error = await failureOf(() => Reflect.apply(httpClient.getShipmentById, httpClient, [{ id: ID }]));
    expect(error).toBeInstanceOf(BindingNotOfferedError);
    expect([error.operation, error.method, error.message]).toEqual([
      "GetShipmentById",
      "getShipmentById",
      "GetShipmentById is not offered over httpGet; it is offered over soap11, soap12, json",
    ]);
  });
});
