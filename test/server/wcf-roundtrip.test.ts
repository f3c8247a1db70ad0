/**
 * The generated WCF client (generated/wcf-tracking/src/client.ts) against the generated WCF server over HTTP:
 * what each sends, the other reads, and the handlers' values (WcfTracking.cs's behaviour) come back whole,
 * faults typed. Each side was checked against the lab's recordings on its own (wcf-exchanges.test.ts,
 * test/client/wcf-client.test.ts); this proves they agree with each other, the Admin endpoint included.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ActionNotSupportedError,
  FaultContractError,
  InternalServiceFaultError,
  isCancelFault,
  isNotFoundFault,
  TrackingServiceClient,
  WcfFaultError,
} from "../../generated/wcf-tracking/src/client.js";
import { trackingServiceDescriptor } from "../../generated/wcf-tracking/src/descriptor.js";
import { renderWsdl } from "../../generated/wcf-tracking/src/wsdl.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import { CREATED, GUID, makeShipment, wcfEchoHandlers } from "../support/wcf-echo-handlers.js";

let listening: Listening;
let plain: Listening;
let client: TrackingServiceClient;
let plainClient: TrackingServiceClient;
let notified: unknown;

beforeAll(async () => {
  const handlers = { ...wcfEchoHandlers, Notify: (input: object) => void (notified = input) };
  listening = await listen(
    createAsmxServer(trackingServiceDescriptor, handlers, renderWsdl, { includeExceptionDetailInFaults: true }),
  );
  plain = await listen(createAsmxServer(trackingServiceDescriptor, handlers, renderWsdl));
  client = new TrackingServiceClient({ endpoint: listening.url, allowInsecureHttp: true });
  plainClient = new TrackingServiceClient({ endpoint: plain.url, allowInsecureHttp: true });
});
afterAll(async () => {
  await listening.close();
  await plain.close();
});

describe("the generated WCF client and server", () => {
  it("carry data contracts both ways: references, known types, dictionaries, flags, nil", async () => {
    const shipment = await client.getShipment({ trackNum: "T1" });
    expect(shipment).toEqual(makeShipment("T1"));
    // One Party object for Sender and Receiver (IsReference: z:Id / z:Ref).
    expect(shipment!.sender).toBe(shipment!.receiver);
    expect(await client.getShipment({ trackNum: null })).toBeNull();
    const found = await client.findShipments({ state: "EXC", options: ["Signature"], max: 2 });
    expect(found!.map((s) => [s!.trackNum, s!.state, s!.options])).toEqual([
      ["T1", "EXC", ["Signature"]],
      ["T2", "Created", []],
    ]);
    const delivered = { $type: "DeliveryEvent", at: CREATED, where: "Door", atDoor: true, signedBy: "Ann" } as const;
    expect(await client.echoEvent({ ev: delivered })).toEqual(delivered);
    expect(await client.getTags({ trackNums: ["a", null, ""] })).toEqual(["a", null, "", null]);
    expect(await client.countByState()).toEqual([
      { key: "Created", value: 1 },
      { key: "in-transit", value: 2 },
    ]);
    const bytes = new Uint8Array([1, 2, 3, 250]);
    const echoed = await client.echo({ data: bytes, c: "A", t: "P1DT2H", o: "2024-05-01T10:30:00+02:00", g: GUID });
    expect(echoed).toEqual(bytes);
    expect(await client.cancelShipment({ trackNum: "T1", reason: "r" })).toBe(true);
  });

  it("carry a message contract: headers in, wrapped body in, headers and unwrapped body out", async () => {
    const answer = await client.track({ apiKey: "K1", correlationId: GUID, trackNum: "T9", withEvents: true });
    expect(answer.headers.serverTime).toBe(CREATED);
    expect(answer.shipment).toEqual(makeShipment("T9"));
    expect(answer.events).toEqual([
      { $type: "ScanEvent", at: CREATED, where: "Hub K1", scanner: `S-${GUID}` },
      { $type: "DeliveryEvent", at: CREATED, where: "Door", signedBy: "Ann", atDoor: true },
      { $type: "TrackingEvent", at: CREATED, where: "Plain" },
    ]);
  });

  it("one-way: the call resolves on the 202, the handler gets its input", async () => {
    notified = undefined;
    await client.notify({ trackNum: "T1", message: "m" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notified).toEqual({ trackNum: "T1", message: "m" });
  });

  it("reach the Admin contract at its own address", async () => {
    expect(await client.purge({ before: "2023-12-31T00:00:00" })).toBe(2023);
    expect(await client.version()).toBe("1.0");
  });

  it("typed faults: the fault contract's detail and code, a plain FaultException, an internal error", async () => {
    const late = await client.cancelShipment({ trackNum: "late", reason: "customer" }).catch((e: unknown) => e);
    expect(isCancelFault(late)).toBe(true);
    if (!isCancelFault(late)) throw new Error("not a CancelFault");
    expect(late.detailValue.value).toEqual({ code: 17, reason: "customer", trackNum: "late" });
    expect(late.reason).toBe("Too late to cancel");
    expect([late.code, late.codeNamespace]).toEqual(["TooLate", "http://tracking.example.com/faults"]);

    const missing = await client.cancelShipment({ trackNum: "missing", reason: null }).catch((e: unknown) => e);
    expect(isNotFoundFault(missing)).toBe(true);

    const plainFault = await client.cancelShipment({ trackNum: "plain", reason: null }).catch((e: unknown) => e);
    // A FaultException without a detail: a WCF fault, s:Client, no fault contract.
    expect(plainFault).toBeInstanceOf(WcfFaultError);
    expect(plainFault).not.toBeInstanceOf(FaultContractError);
    expect([(plainFault as WcfFaultError).code, (plainFault as WcfFaultError).reason]).toEqual([
      "Client",
      "Plain fault",
    ]);

    const exploded = await client.explode({ message: "boom & bust" }).catch((e: unknown) => e);
    expect(exploded).toBeInstanceOf(InternalServiceFaultError);
    const detail = (exploded as InternalServiceFaultError).exceptionDetail;
    expect([detail?.message, detail?.type]).toEqual(["boom & bust", "System.InvalidOperationException"]);
    const hidden = await plainClient.explode({ message: "boom" }).catch((e: unknown) => e);
    expect(hidden).toBeInstanceOf(InternalServiceFaultError);
    expect((hidden as InternalServiceFaultError).exceptionDetail).toBeUndefined();
    expect((hidden as InternalServiceFaultError).reason).toContain("The server was unable to process the request");
  });

  it("a client pointed at the wrong address meets ActionNotSupported", async () => {
    const wrong = new TrackingServiceClient({
      endpoint: new URL("admin", listening.url).href,
      allowInsecureHttp: true,
    });
    const error = await wrong.ping().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ActionNotSupportedError);
  });
});
