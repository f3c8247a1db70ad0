/**
 * Handlers with the echo semantics of the recorded ShipmentTracking service (test/reference/asmx-tracking/
 * README.md, "The echo semantics"; service-source/ShipmentTracking.cs says the same in C#): a server
 * running them must answer the recorded requests with the recorded bytes. Values have the shapes of the
 * generated types (classes as objects with camelCase properties, `$type` on classes of a hierarchy, long as
 * bigint, decimal and dateTime as text, flags as lists of member names, char as a one-character string).
 */
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { CallBinding } from "../../runtime/src/protocol.js";
import type { CallContext, OperationHandlers } from "../../runtime/src/server/types.js";
import { addDecimal, multiplyDecimal } from "./decimal.js";

type Input = Readonly<Record<string, unknown>>;
type Obj = Record<string, unknown>;

interface AuthHeader {
  readonly userName?: string | null;
  readonly password?: string | null;
}

interface SessionHeader {
  readonly token?: string | null;
}

const FIXED_ID = "3f2504e0-4f89-11d3-9a0c-0305e82c3301";

/** C#'s string concatenation: null is "". */
function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

function isObject(value: unknown): value is Obj {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** THROW: an unhandled exception (server fault); FAULT: a SoapException with the client fault code. */
function hooks(trackNum: unknown): void {
  if (trackNum === "THROW") throw new Error("Oracle forced failure for TrackNum THROW");
  if (trackNum === "FAULT") throw new ClientFault("Oracle forced client fault for TrackNum FAULT");
}

function auth(context: CallContext): AuthHeader | undefined {
  const header = context.headers.authHeader;
  return isObject(header) ? (header as AuthHeader) : undefined;
}

function session(context: CallContext): SessionHeader | undefined {
  const header = context.headers.sessionHeader;
  return isObject(header) ? (header as SessionHeader) : undefined;
}

/**
 * The method's own check (RequireAuth): the generated server already refuses a request without the header
 * (it is required in the spec), so what is left is the password.
 */
function requireAuth(context: CallContext): AuthHeader {
  const header = auth(context);
  if (!header) throw new ClientFault("AuthHeader missing: the server should have refused the request before the handler.");
  if (header.password === "WRONG") throw new ClientFault(`Invalid credentials for user '${text(header.userName)}'.`);
  return header;
}

const utf8 = new TextEncoder();

/** `S(T, user)`: the fixed shipment of the echo semantics. */
export function shipment(trackNum: string | null, user: string | null): Obj {
  const base: Obj = {
    version: 1,
    id: FIXED_ID,
    trackNum,
    createdAt: "2024-01-02T03:04:05Z",
    sequence: 9007199254740993n,
    distanceKm: 1234.5,
    fragile: true,
    priority: "A",
  };
  if (trackNum === "EMPTY") {
    return {
      ...base,
      state: "Created",
      shipper: { name: "", street: [] },
      consignee: null,
      pieces: [],
      deliveredAt: null,
      declaredValue: null,
      tags: [],
      services: [],
      reference: [],
      distanceKm: 0,
      fragile: false,
    };
  }
  const delivered = trackNum !== null && trackNum.startsWith("DLV");
  return {
    ...base,
    state: delivered ? "Delivered" : "InTransit",
    shipper: {
      name: "ACME Corp",
      street: ["1 Main St", "Building 2"],
      city: "Springfield",
      postalCode: "12345",
      countryCode: "US",
    },
    consignee: {
      name: 'Zoë <Ltd> & "Co"',
      street: ["Hauptstraße 5"],
      city: "Berlin",
      postalCode: "10115",
      countryCode: "DE",
    },
    pieces: [
      {
        id: 1,
        weight: "12.50",
        unit: "Kg",
        dimensions: { length: "30", width: "20.0", height: "10.5" },
        barcode: utf8.encode(`${trackNum ?? ""}-1`),
      },
      { id: 2, weight: "3.25", unit: "Lb", dimensions: null, barcode: null, quantity: 2 },
    ],
    deliveredAt: delivered ? "2024-01-05T10:00:00Z" : null,
    declaredValue: "1234.50",
    tags: [`user:${text(user)}`, "fragile"],
    services: delivered ? ["Insurance", "Signature", "Saturday"] : ["Insurance", "Signature"],
    reference: ["PO-1", "INV-2"],
  };
}

/**
 * A DateTime as the recorded service holds it after reading `text`, written back as .NET writes it: the
 * recording server ran with TZ=UTC, so a value with an offset (and, over HTTP GET/POST where
 * DateTime.Parse reads `Z` as local time too, a UTC one) becomes local time with the `+00:00` suffix; a
 * value without zone stays without; fractions lose their trailing zeros; a date alone is midnight.
 */
export function asParsed(value: string, binding: CallBinding): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:\d{2})?$/.exec(value);
  if (!m) return value;
  const [, date, time = "00:00:00", fraction = "", zone] = m;
  const digits = fraction.replace(/0+$/, "");
  const http = binding === "httpGet" || binding === "httpPost";
  if (zone === undefined || (zone === "Z" && !http)) return `${date}T${time}${digits ? `.${digits}` : ""}${zone ?? ""}`;
  const instant = Date.parse(`${date}T${time}${zone}`);
  const utc = new Date(instant).toISOString().slice(0, 19);
  return `${utc}${digits ? `.${digits}` : ""}+00:00`;
}

function findShipments(input: Input, context: CallContext): unknown {
  const nums = input.trackNums;
  if (!Array.isArray(nums)) return null;
  const token = session(context)?.token;
  return nums.map((entry: unknown) => {
    hooks(entry);
    if (entry === "NULL") return null;
    const s = shipment(entry === null || entry === undefined ? null : String(entry), "anonymous");
    const tags = [...(s.tags as string[]), ...(session(context) ? [`session:${text(token)}`] : [])];
    return { ...s, state: input.state, createdAt: asParsed(String(input.since), context.binding), tags };
  });
}

function createShipment(input: Input, context: CallContext): unknown {
  requireAuth(context);
  const current = session(context);
  const headers = current ? { sessionHeader: { token: `${text(current.token)};renewed` } } : {};
  const received = input.shipment;
  if (!isObject(received)) return { result: null, headers };
  hooks(received.trackNum);
  const result: Obj = { ...received, version: Number(received.version) + 1 };
  // What the recorded server echoes is what .NET parsed: its DateTime values carry their kind.
  result.createdAt = asParsed(String(received.createdAt), context.binding);
  if (typeof received.deliveredAt === "string") result.deliveredAt = asParsed(received.deliveredAt, context.binding);
  return { result, headers };
}

function trackEvents(input: Input, context: CallContext): unknown {
  const trackNum = input.trackNum;
  hooks(trackNum);
  if (trackNum === "NULL") return null;
  if (trackNum === "EMPTY") return [];
  const current = session(context);
  return [
    { $type: "ScanEvent", at: "2024-01-02T03:04:05Z", location: "Springfield", scanner: `SCN-${text(trackNum)}` },
    { $type: "ExceptionEvent", at: "2024-01-03T08:00:00Z", location: "Memphis", reason: "Address incomplete", code: 17 },
    { $type: "DeliveryEvent", at: "2024-01-05T10:00:00Z", location: "Berlin", signedBy: current ? current.token : null },
  ];
}

function recordEvent(input: Input, context: CallContext): unknown {
  hooks(input.trackNum);
  const evt = input.evt;
  if (!isObject(evt)) return evt ?? null;
  const echoed: Obj = { ...evt, at: asParsed(String(evt.at), context.binding) };
  if (echoed.location === null || echoed.location === undefined) echoed.location = input.trackNum ?? null;
  return echoed;
}

function quote(input: Input): unknown {
  const pieces = input.pieces;
  if (!Array.isArray(pieces) || pieces.length === 0) return { result: false, total: "0", currency: null };
  const from = isObject(input.from) ? input.from : undefined;
  const to = isObject(input.to) ? input.to : undefined;
  const domestic = from !== undefined && to !== undefined && from.countryCode === to.countryCode;
  const rate = domestic ? "1.50" : "4.25";
  let weight = "0";
  for (const piece of pieces) if (isObject(piece)) weight = addDecimal(weight, String(piece.weight));
  return {
    result: true,
    total: addDecimal("5.00", multiplyDecimal(weight, rate)),
    currency: to !== undefined && to.countryCode === "US" ? "USD" : "EUR",
  };
}

function cancelFault(code: number, message: string, trackNum: unknown, subcode?: string): ClientFault {
  return new ClientFault(message, {
    ...(subcode ? { subcode } : {}),
    detail: { type: "CancelFault", value: { code, message, trackNum: trackNum ?? null } },
  });
}

function cancelShipment(input: Input, context: CallContext): unknown {
  requireAuth(context);
  const trackNum = input.trackNum;
  hooks(trackNum);
  if (typeof trackNum === "string" && trackNum.startsWith("DLV")) {
    throw cancelFault(409, `Shipment ${trackNum} is already delivered and cannot be cancelled.`, trackNum, "AlreadyDelivered");
  }
  if (input.reason === null || input.reason === undefined || input.reason === "") {
    throw cancelFault(400, "A cancellation reason is required.", trackNum);
  }
  return true;
}

function shipmentSummary(input: Input): unknown {
  const trackNum = input.trackNum;
  hooks(trackNum);
  if (trackNum === "NULL") return null;
  const delivered = typeof trackNum === "string" && trackNum.startsWith("DLV");
  return { trackNum: trackNum ?? null, state: delivered ? "Delivered" : "InTransit", pieces: trackNum === "EMPTY" ? 0 : 2 };
}

/** .NET's `ToString("D4")`: at least four digits, the sign before them. */
function d4(id: number): string {
  return id < 0 ? `-${String(-id).padStart(4, "0")}` : String(id).padStart(4, "0");
}

function labels(input: Input): unknown {
  hooks(input.trackNum);
  const ids = input.pieceIds;
  if (!Array.isArray(ids)) return null;
  return ids.map((id: unknown) => `LBL-${text(input.trackNum)}-${d4(Number(id))}`);
}

/** The echo handlers by operation wire name. */
export const trackingEchoHandlers: OperationHandlers = {
  Ping: () => undefined,
  Login: (input: Input) =>
    input.password === "WRONG"
      ? { result: false, headers: {} }
      : { result: true, headers: { sessionHeader: { token: `SESSION-${text(input.userName)}` } } },
  GetShipment: (input: Input, context: CallContext) => {
    const user = requireAuth(context).userName ?? null;
    hooks(input.trackNum);
    if (input.trackNum === "NULL") return null;
    return shipment(input.trackNum === null || input.trackNum === undefined ? null : String(input.trackNum), user);
  },
  GetShipmentById: (input: Input, context: CallContext) => {
    const user = requireAuth(context).userName ?? null;
    const id = String(input.id);
    const hex = id.replace(/[^0-9a-fA-F]/g, "");
    return { ...shipment(`ID-${hex.slice(0, 8).toUpperCase()}`, user), id };
  },
  FindShipments: findShipments,
  CreateShipment: createShipment,
  TrackEvents: trackEvents,
  RecordEvent: recordEvent,
  Quote: quote,
  NotifyDelivered: (input: Input) => {
    hooks(input.trackNum);
    return undefined;
  },
  CancelShipment: cancelShipment,
  GetShipmentSummary: shipmentSummary,
  GetLabels: labels,
};
