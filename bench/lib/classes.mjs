/**
 * The class-heavy cases (issue #31): the second reference service, ShipmentTracking
 * (generated/shipment-tracking), whose operations exchange classes and arrays of classes, the path of the
 * type system's value reader and writer (DataSets take another path).
 *
 * - `FindShipments` answering N shipments (built once; serialising them is the server's work): each has an
 *   attribute, a guid, pieces (a class array, a nested class, base64, an optional int), nullable members
 *   (null and set), an enum, flags, dateTimes, a long, a double, a boolean, a char, wrapped and unwrapped
 *   string arrays.
 * - `Quote` with a request of N pieces (a class array in the request: the server's decoding), a small answer.
 *
 * Shared by the orchestrators, the server children and the in-process measurements, so that every server
 * answers the same request with the same result.
 */
import { join } from "node:path";
import { ROOT } from "./common.mjs";

export const TRACKING_DIR = join(ROOT, "generated", "shipment-tracking");
export const TRACKING_DIST = join(TRACKING_DIR, "dist");
export const TRACKING_WSDL = join(TRACKING_DIR, "wsdl", "ShipmentTracking.wsdl");
export const TRACKING_PATH = "/ShipmentTracking.asmx";
export const TRACKING_NS = "http://shipment.example.com/tracking";

const STATES = ["Created", "InTransit", "Delivered", "Exception"];
const SERVICES = [[], ["Insurance"], ["Insurance", "Signature"], ["Signature", "Saturday"]];
const utf8 = new TextEncoder();

function pad(n, width = 2) {
  return String(n).padStart(width, "0");
}

/** Shipment `i` as the generated server's handlers give it (camelCase, bigint long, text decimals). */
export function shipment(i) {
  const delivered = i % 3 === 0;
  const day = pad(1 + (i % 28));
  const guidTail = pad(i, 12);
  return {
    version: 1 + (i % 7),
    id: `3f2504e0-4f89-11d3-9a0c-${guidTail}`,
    trackNum: `T${pad(i, 10)}`,
    state: STATES[i % STATES.length],
    shipper: {
      name: "ACME Corp",
      street: ["1 Main St", "Building 2"],
      city: "Springfield",
      postalCode: "12345",
      countryCode: "US",
    },
    consignee:
      i % 5 === 4
        ? null
        : { name: 'Zoë <Ltd> & "Co"', street: ["Hauptstraße 5"], city: "Berlin", postalCode: "10115", countryCode: "DE" },
    pieces: [
      {
        id: 1,
        weight: `${(i % 50) + 1}.50`,
        unit: "Kg",
        dimensions: { length: "30", width: "20.0", height: "10.5" },
        barcode: utf8.encode(`T${i}-1`),
      },
      { id: 2, weight: "3.25", unit: "Lb", dimensions: null, barcode: null, quantity: 1 + (i % 4) },
    ],
    createdAt: `2024-01-${day}T03:04:05Z`,
    deliveredAt: delivered ? `2024-02-${day}T10:00:00Z` : null,
    declaredValue: i % 2 === 0 ? `${1000 + (i % 900)}.50` : null,
    tags: ["user:bench", "fragile"],
    services: SERVICES[i % SERVICES.length],
    reference: ["PO-1", `INV-${i}`],
    sequence: 9007199254740993n + BigInt(i),
    distanceKm: 1234.5 + i,
    fragile: i % 2 === 1,
    priority: "A",
  };
}

export function shipments(count) {
  return Array.from({ length: count }, (_, i) => shipment(i));
}

/**
 * The same shipments as node-soap's handlers give them: its object form (elements by their wire names,
 * attributes under `attributes`, lists as arrays, base64 as text). node-soap writes what it is given.
 */
export function soapShipment(i) {
  const s = shipment(i);
  const address = (a) =>
    a === null ? undefined : { Name: a.name, Street: { string: a.street }, City: a.city, PostalCode: a.postalCode, CountryCode: a.countryCode };
  const nil = { attributes: { "xsi:nil": "true" } };
  return {
    attributes: { Version: String(s.version) },
    Id: s.id,
    TrackNum: s.trackNum,
    State: s.state,
    Shipper: address(s.shipper),
    ...(s.consignee ? { Consignee: address(s.consignee) } : {}),
    Pieces: {
      Piece: s.pieces.map((p) => ({
        Id: p.id,
        Weight: p.weight,
        Unit: p.unit,
        ...(p.dimensions ? { Dimensions: { Length: p.dimensions.length, Width: p.dimensions.width, Height: p.dimensions.height } } : {}),
        ...(p.barcode ? { Barcode: Buffer.from(p.barcode).toString("base64") } : {}),
        ...(p.quantity !== undefined ? { Quantity: p.quantity } : {}),
      })),
    },
    CreatedAt: s.createdAt,
    DeliveredAt: s.deliveredAt ?? nil,
    DeclaredValue: s.declaredValue ?? nil,
    Tags: { string: s.tags },
    Services: s.services.length ? s.services.join(" ") : "None",
    Reference: s.reference,
    Sequence: String(s.sequence),
    DistanceKm: s.distanceKm,
    Fragile: s.fragile,
    Priority: s.priority.charCodeAt(0),
  };
}

export function soapShipments(count) {
  return Array.from({ length: count }, (_, i) => soapShipment(i));
}

function envelope(inner) {
  return (
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>${inner}</soap:Body></soap:Envelope>`
  );
}

/** SOAP 1.1 FindShipments request (the answer's size is the server's constant, not the request's). */
export function findShipmentsBody() {
  return envelope(
    `<FindShipments xmlns="${TRACKING_NS}"><trackNums><string>T0000000000</string></trackNums><state>InTransit</state><since>2024-01-02T03:04:05Z</since></FindShipments>`,
  );
}

/** SOAP 1.1 Quote request with `count` pieces (each with dimensions, base64, an optional member). */
export function quoteBody(count) {
  const pieces = [];
  for (let i = 0; i < count; i++) {
    const barcode = Buffer.from(`PIECE-${i}`).toString("base64");
    pieces.push(
      `<Piece><Id>${i}</Id><Weight>${(i % 50) + 1}.25</Weight><Unit>${i % 2 ? "Lb" : "Kg"}</Unit>` +
        (i % 4 === 3
          ? `<Dimensions xsi:nil="true" />`
          : `<Dimensions><Length>30</Length><Width>20.0</Width><Height>10.5</Height></Dimensions>`) +
        `<Barcode>${barcode}</Barcode>${i % 2 ? `<Quantity>${i % 9}</Quantity>` : ""}</Piece>`,
    );
  }
  const address = (city, country) =>
    `<Name>ACME Corp</Name><Street><string>1 Main St</string></Street><City>${city}</City><PostalCode>12345</PostalCode><CountryCode>${country}</CountryCode>`;
  return envelope(
    `<Quote xmlns="${TRACKING_NS}"><from>${address("Springfield", "US")}</from><to>${address("Berlin", "DE")}</to><pieces>${pieces.join("")}</pieces></Quote>`,
  );
}

export function soapRequest(action, body) {
  return {
    method: "POST",
    path: TRACKING_PATH,
    headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${TRACKING_NS}/${action}"` },
    body,
  };
}

function sum(weights) {
  // Sums decimal texts exactly (hundredths): what a handler adding weights does.
  let hundredths = 0n;
  for (const w of weights) {
    const [whole, fraction = ""] = String(w).split(".");
    hundredths += BigInt(whole) * 100n + BigInt((fraction + "00").slice(0, 2));
  }
  return hundredths;
}

/** The Quote handler of every server: reads every piece (the weights summed), answers the total. */
export function quoteAnswer(pieces) {
  const hundredths = sum(pieces.map((p) => p.weight ?? p.Weight));
  const total = 500n * 100n + hundredths * 425n; // ten-thousandths
  const text = `${total / 10000n}.${String(total % 10000n).padStart(4, "0")}`;
  return { result: true, total: text, currency: "EUR" };
}
