/**
 * The transport contract seen from the client: a transport of one's own that ignores `timeoutMs` and
 * `signal` still ends in time (the client's own deadline); errors are recognised by name, so a transport
 * from another generated package's runtime copy gives the same typed errors; and the request headers the
 * client shares between calls cannot be changed by a transport.
 */
import { describe, expect, it } from "vitest";
import {
  AbortedError,
  NetworkError,
  ShipmentOperationsClient,
  TimeoutError,
  type Transport,
  type TransportRequest,
} from "../../generated/shipment-operations/src/client.js";
import { nodeTransport } from "../../generated/shipment-operations/src/node.js";

const OK = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ViewNextAvailableMAWBNumResponse xmlns="http://shipment.example.com/operations"><ViewNextAvailableMAWBNumResult>M-1</ViewNextAvailableMAWBNumResult></ViewNextAvailableMAWBNumResponse></soap:Body></soap:Envelope>`;

function clientWith(transport: Transport, extra: object = {}): ShipmentOperationsClient<"soap11"> {
  return new ShipmentOperationsClient({ endpoint: "https://example.test/ShipmentOperations.asmx", transport, ...extra });
}

const never: Transport = () => new Promise(() => undefined);

describe("a transport of one's own", () => {
  it("that ignores timeoutMs still times out at the limit", async () => {
    const started = Date.now();
    const error = await clientWith(never, { timeoutMs: 150 }).viewNextAvailableMawbNum({ carrierCode: "AA" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("that ignores the signal still ends on abort", async () => {
    const controller = new AbortController();
    const pending = clientWith(never).viewNextAvailableMawbNum({ carrierCode: "AA" }, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("stop")), 20);
    await expect(pending).rejects.toBeInstanceOf(AbortedError);
  });

  it("answering in time is used as it is", async () => {
    const transport: Transport = async () => ({ status: 200, contentType: "text/xml; charset=utf-8", body: OK });
    expect(await clientWith(transport).viewNextAvailableMawbNum({ carrierCode: "AA" })).toBe("M-1");
  });

  it("errors are known by name: another runtime copy's time-out is a TimeoutError, not retried", async () => {
    let sent = 0;
    const foreign: Transport = async () => {
      sent++;
      const error = new Error("no complete response within 10 ms");
      error.name = "TransportTimeoutError"; // as another copy's class would name it
      throw error;
    };
    const c = clientWith(foreign, { retry: { attempts: 2, delayMs: 1 } });
    await expect(c.viewNextAvailableMawbNum({ carrierCode: "AA" })).rejects.toBeInstanceOf(TimeoutError);
    expect(sent).toBe(1);
  });

  it("cannot change the headers later calls send", async () => {
    const seen: string[][] = [];
    let mutate = true;
    const transport: Transport = async (request: TransportRequest) => {
      seen.push(request.headers.map(([name]) => name));
      if (mutate) (request.headers as [string, string][]).push(["X-Trace", "1"]);
      return { status: 200, contentType: "text/xml", body: OK };
    };
    const error = await clientWith(transport).viewNextAvailableMawbNum({ carrierCode: "AA" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError); // the shared header list is frozen
    mutate = false;
    await clientWith(transport).viewNextAvailableMawbNum({ carrierCode: "AA" });
    expect(seen[1]).toEqual(["Content-Type", "SOAPAction"]);
  });
});

describe("nodeTransport options", () => {
  it("refuses a keep-alive timeout that is not a positive number", () => {
    for (const keepAliveTimeoutMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => nodeTransport({ keepAliveTimeoutMs })).toThrow(/keepAliveTimeoutMs/);
  });
});
