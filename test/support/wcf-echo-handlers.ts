/**
 * TrackingService of test/reference/wcf/WcfTracking.cs as handlers of the generated WCF server (by wire name):
 * what the lab answered the recorded requests with, computed the way the C# computes it.
 */
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";

export const CREATED = "2024-05-01T08:30:00Z";
export const GUID = "0f8fad5b-d9cb-469f-a165-70867728950e";
export const FAULTS_NS = "http://tracking.example.com/faults";

/** TrackingService.Make of WcfTracking.cs, as the value codec carries it. */
export function makeShipment(
  trackNum: string | null,
  state = "in-transit",
  options: readonly string[] = ["Insurance", "Saturday"],
): Record<string, unknown> {
  const sender = { address: { city: "Springfield", country: "US", street: "1 Main St", zip: null }, name: "Acme" };
  return {
    trackNum,
    options,
    state,
    receiver: sender,
    sender,
    pieces: [
      { count: null, id: "P1", size: { length: 1, width: 0.5, height: 0.25 }, unit: "Lb", weightKg: "2.5" },
      { count: 3, id: "P2", size: null, unit: "Kg", weightKg: "1" },
    ],
    tags: ["fragile", null, ""],
    counters: [
      { key: "scans", value: 3 },
      { key: "retries", value: 0 },
    ],
    labels: [{ key: "A4", value: 2 }],
    created: CREATED,
    id: GUID,
    priority: "A",
    shippedAt: "2024-05-01T10:30:00+02:00",
    transit: "P1DT2H3M4.5S",
    declaredValue: null,
    extra: { $type: "int", value: 42 },
    label: new Uint8Array([1, 2, 3, 250]),
    note: null,
  };
}

/** `new Shipment { TrackNum = "T2", Created = Created }`: every other member at its CLR default. */
const T2 = {
  trackNum: "T2",
  options: [],
  state: "Created",
  receiver: null,
  sender: null,
  pieces: null,
  tags: null,
  counters: null,
  labels: null,
  created: CREATED,
  id: "00000000-0000-0000-0000-000000000000",
  priority: "\u0000",
  shippedAt: "0001-01-01T00:00:00+00:00",
  transit: "PT0S",
  declaredValue: null,
  extra: null,
  label: null,
  note: null,
};

/** .NET's InvalidOperationException, as Explode throws it (the ExceptionDetail's Type names it). */
export class InvalidOperationException extends Error {
  override name = "InvalidOperationException";
}

/**
 * A DateTime read with an offset is local time in .NET (DateTimeKind.Local), written back with the host's
 * offset: the lab ran in UTC, so `08:30:00+02:00` came back as `06:30:00+00:00`.
 */
function asLabLocalTime(text: unknown): unknown {
  if (typeof text !== "string" || !/[+-]\d\d:\d\d$/.test(text)) return text;
  return `${new Date(text).toISOString().slice(0, 19)}+00:00`;
}

type Input = Record<string, unknown>;

export const wcfEchoHandlers: OperationHandlers = {
  Ping: () => null,
  GetShipment: (input) =>
    (input as Input).trackNum === null ? null : makeShipment((input as Input).trackNum as string),
  FindShipments: (input) => {
    const { state, options } = input as Input;
    return [makeShipment("T1", state as string, options as string[]), T2];
  },
  EchoEvent: (input) => {
    const ev = (input as Input).ev as Record<string, unknown> | null;
    return ev === null ? null : { ...ev, at: asLabLocalTime(ev.at) };
  },
  GetTags: (input) => [...(((input as Input).trackNums as (string | null)[] | null) ?? []), null],
  CountByState: () => [
    { key: "Created", value: 1 },
    { key: "in-transit", value: 2 },
  ],
  Track: (input) => {
    const { apiKey, correlationId, trackNum, withEvents } = input as Input;
    return {
      headers: { serverTime: CREATED },
      shipment: makeShipment(trackNum as string | null),
      events: [
        {
          $type: "ScanEvent",
          at: CREATED,
          where: `Hub ${(apiKey as string | null) ?? ""}`,
          scanner: `S-${correlationId as string}`,
        },
        { $type: "DeliveryEvent", at: CREATED, where: "Door", signedBy: "Ann", atDoor: withEvents },
        { $type: "TrackingEvent", at: CREATED, where: "Plain" },
      ],
    };
  },
  Notify: () => null,
  CancelShipment: (input) => {
    const { trackNum, reason } = input as Input;
    if (trackNum === "missing") {
      throw new ClientFault("No such shipment", { detail: { type: "NotFoundFault", value: { trackNum } } });
    }
    if (trackNum === "late") {
      throw new ClientFault("Too late to cancel", {
        detail: { type: "CancelFault", value: { trackNum, reason, code: 17 } },
        code: { name: "TooLate", namespace: FAULTS_NS },
      });
    }
    if (trackNum === "plain") throw new ClientFault("Plain fault");
    return true;
  },
  Explode: (input) => {
    throw new InvalidOperationException((input as Input).message as string);
  },
  Echo: (input) => (input as Input).data,
  Purge: (input) => Number(((input as Input).before as string).slice(0, 4)),
  Version: () => "1.0",
};
