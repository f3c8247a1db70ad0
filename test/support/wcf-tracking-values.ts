/**
 * The values of test/reference/wcf/WcfTracking.cs as the client carries them: what a call sends to produce
 * each recorded request, and what the service answered in each recorded response (TrackingService.Make).
 */
import { fileURLToPath } from "node:url";

/** The spec of WcfTracking.cs. */
export const WCF_SPEC = fileURLToPath(new URL("../../spec/wcf-tracking.yaml", import.meta.url));

export const WCF_NS = "http://tracking.example.com/wcf";
export const LT_NS = "http://schemas.datacontract.org/2004/07/Lab.Tracking";
export const FAULTS_NS = "http://tracking.example.com/faults";
export const CREATED = "2024-05-01T08:30:00Z";
export const GUID = "0f8fad5b-d9cb-469f-a165-70867728950e";

/** TrackingService.Make: a shipment with every member set. */
export function make(trackNum: string | null, state = "in-transit", options: readonly string[] = ["Insurance", "Saturday"]) {
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
export const T2 = {
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
