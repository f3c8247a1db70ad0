/**
 * A server made from a subset of handlers (a mock): the operations it has answer as usual, every other one
 * answers a "not implemented" server fault in its binding's shape, whatever `debug` says; the full factory
 * still refuses a missing handler, with a message that points to the partial one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ShipmentOperationsClient } from "../../generated/shipment-operations/src/client.js";
import { createShipmentOperationsServer, type ServerLogEvent, type ShipmentOperationsHandlers } from "../../generated/shipment-operations/src/server.js";
import { listen, type Listening } from "../../generated/shipment-operations/src/node.js";
import { exchangeRaw } from "../support/http-recording.js";
import { generatedEchoHandlers, NS, PATH, post } from "./support.js";

const NOT_IMPLEMENTED = "ViewNextAvailableMAWBNum is not implemented: this server was created with handlers for some operations only.";

function onEveryBinding(operation: string, fields: string): Buffer[] {
  const s11 = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${operation} xmlns="${NS}"><CarrierCode>AA</CarrierCode></${operation}></soap:Body></soap:Envelope>`;
  const s12 = s11.replace("http://schemas.xmlsoap.org/soap/envelope/", "http://www.w3.org/2003/05/soap-envelope");
  return [
    post(s11, { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${NS}/${operation}"` }),
    post(s12, { "Content-Type": `application/soap+xml; charset=utf-8; action="${NS}/${operation}"` }),
    Buffer.from(`GET ${PATH}/${operation}?${fields} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    post(fields, { "Content-Type": "application/x-www-form-urlencoded" }, `${PATH}/${operation}`),
  ];
}

const events: ServerLogEvent[] = [];
let mock: Listening;
let port: number;
beforeAll(async () => {
  const server = createShipmentOperationsServer.partial(
    { getStatusRequest: generatedEchoHandlers.getStatusRequest, reserveNextMawbNum: () => "R-1" },
    { log: (e) => events.push(e) },
  );
  mock = await listen(server, { host: "127.0.0.1" });
  port = Number(new URL(mock.url).port);
});
afterAll(() => mock.close());

describe("a partial server", () => {
  it("answers a missing operation with a not-implemented server fault on every binding, debug off", async () => {
    const [s11, s12, get, form] = await exchangeRaw(port, onEveryBinding("ViewNextAvailableMAWBNum", "UserID=u&Password=p&CarrierCode=AA"));
    expect(s11!.status).toBe(500);
    expect(s11!.headers.get("content-type")).toBe("text/xml; charset=utf-8");
    expect(s11!.body.toString()).toContain(`<soap:Fault><faultcode>soap:Server</faultcode><faultstring>${NOT_IMPLEMENTED}</faultstring><detail /></soap:Fault>`);
    expect(s12!.status).toBe(500);
    expect(s12!.headers.get("content-type")).toBe("application/soap+xml; charset=utf-8");
    expect(s12!.body.toString()).toContain(
      `<soap:Code><soap:Value>soap:Receiver</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">${NOT_IMPLEMENTED}</soap:Text></soap:Reason>`,
    );
    for (const text of [get!, form!]) {
      expect(text.status).toBe(500);
      expect(text.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(text.body.toString()).toBe(`${NOT_IMPLEMENTED}\n`);
    }
    expect(events.some((e) => e.level === "error" && e.message.includes(NOT_IMPLEMENTED))).toBe(true);
  });

  it("still reads and refuses a bad request to a missing operation as usual", async () => {
    const [get] = await exchangeRaw(port, [Buffer.from(`GET ${PATH}/GetStatusRef?TrackNum=T&TrackNumType=FOO&LastStatusOnly=true&UserId=u&Password=p HTTP/1.1\r\nHost: localhost\r\n\r\n`)]);
    expect(get!.status).toBe(500);
    expect(get!.body.toString()).toMatch(/^Cannot convert &#39;FOO&#39; to TrackNumTypes for parameter TrackNumType/);
  });

  it("answers the operations it has, and the client sees the others as typed faults", async () => {
    for (const binding of ["soap11", "soap12", "httpGet", "httpPost"] as const) {
      const client = new ShipmentOperationsClient({ endpoint: mock.url, allowInsecureHttp: true, binding });
      expect(await client.getStatusRequest({ trackNum: "T1", trackNumType: "PO", lastStatusOnly: true })).toBe("GetStatusRequest:T1:PO:True");
      expect(await client.reserveNextMawbNum({ carrierCode: "AA" })).toBe("R-1");
      const error = await client.viewNextAvailableMawbNum({ carrierCode: "AA" }).then(
        () => undefined,
        (e: unknown) => e as Error & { code?: string; reason?: string; bodyExcerpt?: string },
      );
      if (binding === "soap11" || binding === "soap12") {
        expect(error?.name).toBe("SoapFaultError");
        expect([error?.code, error?.reason]).toEqual([binding === "soap11" ? "Server" : "Receiver", NOT_IMPLEMENTED]);
      } else {
        expect(error?.name).toBe("HttpStatusError");
        expect(error?.bodyExcerpt).toBe(`${NOT_IMPLEMENTED}\n`);
      }
    }
  });

  it("still describes every operation in its WSDL", async () => {
    const [wsdl] = await exchangeRaw(port, [Buffer.from(`GET ${PATH}?wsdl HTTP/1.1\r\nHost: localhost\r\n\r\n`)]);
    expect(wsdl!.status).toBe(200);
    for (const op of ["GetQuotes", "ViewNextAvailableMAWBNum", "ReserveNextMAWBNum", "GetStatusRequest"]) {
      expect(wsdl!.body.toString()).toContain(`<wsdl:operation name="${op}">`);
    }
  });
});

describe("the full factory", () => {
  it("refuses a missing handler, naming it and pointing to the partial factory", () => {
    const { viewNextAvailableMawbNum: _left, ...some } = generatedEchoHandlers;
    expect(() => createShipmentOperationsServer(some as ShipmentOperationsHandlers)).toThrow(
      "createAsmxServer: no handler for ViewNextAvailableMAWBNum (a mock may leave operations out: use the partial factory)",
    );
  });

  it("refuses a handler that is not a function, partial or not", () => {
    const broken = { ...generatedEchoHandlers, getStatus: "not a function" } as unknown as ShipmentOperationsHandlers;
    expect(() => createShipmentOperationsServer(broken)).toThrow("createAsmxServer: the handler of GetStatus is not a function");
    expect(() => createShipmentOperationsServer.partial({ getStatus: 42 as never })).toThrow("the handler of GetStatus is not a function");
  });

  it("calls a handler object's method at call time, with the object as this", async () => {
    class Service {
      prefix = "svc";
      getStatusRequest(params: { trackNum: string | null }): string {
        return `${this.prefix}:${params.trackNum}`;
      }
    }
    const service = new Service();
    const server = createShipmentOperationsServer.partial(service);
    const listening = await listen(server, { host: "127.0.0.1" });
    try {
      const client = new ShipmentOperationsClient({ endpoint: listening.url, allowInsecureHttp: true });
      expect(await client.getStatusRequest({ trackNum: "T9", trackNumType: "PO", lastStatusOnly: true })).toBe("svc:T9");
      service.prefix = "changed";
      expect(await client.getStatusRequest({ trackNum: "T9", trackNumType: "PO", lastStatusOnly: true })).toBe("changed:T9");
    } finally {
      await listening.close();
    }
  });
});
