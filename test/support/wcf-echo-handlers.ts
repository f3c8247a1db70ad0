/**
 * TrackingService of test/reference/wcf/WcfTracking.cs as handlers of the generated WCF server (by wire name):
 * what the lab answered the recorded requests with, computed the way the C# computes it.
 */
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { CREATED, FAULTS_NS, GUID, T2, make } from "./wcf-tracking-values.js";

export { CREATED, FAULTS_NS, GUID } from "./wcf-tracking-values.js";

/** TrackingService.Make of WcfTracking.cs, as the value codec carries it. */
export const makeShipment: (...args: Parameters<typeof make>) => Record<string, unknown> = make;

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
