/**
 * The value codec against the ShipmentTracking recordings: every one-line SOAP body .NET wrote (responses
 * of exchanges/ and errors/ that answered 200, requests and responses of the .NET-style client proxies in
 * client-requests/) decodes and encodes back byte for byte, headers included; every HTTP GET/POST result
 * document likewise. Decoded values are checked against the echo semantics where they matter.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec } from "../../generator/spec/load.js";
import type { FieldDescriptor, OperationDescriptor, ValueType } from "../../runtime/src/descriptor.js";
import { SOAP11_ENVELOPE_NS, SOAP12_ENVELOPE_NS } from "../../runtime/src/protocol.js";
import { readValueElement, writeValueDocument, writeValueElement } from "../../runtime/src/soap/values.js";
import { childElements, parseXml, type XmlElement } from "../../runtime/src/xml/tree.js";
import { parseRecorded } from "../support/http-recording.js";
import { TRACKING_REFERENCE_DIR, TRACKING_SPEC_FILE } from "../support/paths.js";

const service = descriptorOf(loadSpec(TRACKING_SPEC_FILE));
const NS = service.namespace;

interface Part {
  readonly name: string;
  readonly type: ValueType;
  readonly nillable: boolean;
}

function fieldPart(f: FieldDescriptor): Part {
  return { name: f.wireName, type: f.type, nillable: f.nillable === true };
}

/** The parts a wrapper element may hold, by element name. */
function partsOf(wrapper: string): { op: OperationDescriptor; parts: Map<string, Part> } | undefined {
  for (const op of service.operations) {
    if (wrapper === op.requestElement) return { op, parts: new Map(op.fields.map((f) => [f.wireName, fieldPart(f)])) };
    if (wrapper === op.responseElement) {
      const parts = new Map<string, Part>((op.outParams ?? []).map((f) => [f.wireName, fieldPart(f)]));
      if (op.result) parts.set(op.resultElement, { name: op.resultElement, type: op.result, nillable: false });
      return { op, parts };
    }
  }
  return undefined;
}

/** The text between an element's start tag and its end tag in `text` ("" for a self-closing one). */
function innerText(text: string, startTag: string, name: string): string {
  if (text.includes(`${startTag.slice(0, -1)} />`)) return "";
  const open = text.indexOf(startTag);
  expect(open, `${startTag} in the body`).toBeGreaterThanOrEqual(0);
  const start = open + startTag.length;
  return text.slice(start, text.indexOf(`</${name}>`, start));
}

/**
 * Decodes and re-encodes a one-line SOAP body; returns the decoded values by part name. `absentList`: a
 * client left a List<T> member out (a null list); the reader creates it, so it comes back as `<Tags />`.
 */
function roundTripSoap(body: string, absentList?: string): Record<string, unknown> {
  const envelope = parseXml(body);
  const soapNs = envelope.ns;
  expect([SOAP11_ENVELOPE_NS, SOAP12_ENVELOPE_NS]).toContain(soapNs);
  const values: Record<string, unknown> = {};
  const sections = childElements(envelope);
  const header = sections.find((e) => e.local === "Header");
  if (header) {
    let written = "";
    for (const block of childElements(header)) {
      const type: ValueType = { kind: "complex", name: block.local };
      const value = readValueElement(block, type, "xml", { service, nillable: false });
      values[block.local] = value;
      written += writeValueElement(block.local, type, value, { nillable: false, xmlns: NS, service });
    }
    expect(written).toBe(innerText(body, "<soap:Header>", "soap:Header"));
  }
  const wrapper = childElements(sections.find((e) => e.local === "Body")!)[0]!;
  const found = partsOf(wrapper.local);
  expect(found, wrapper.local).toBeDefined();
  let written = "";
  for (const child of childElements(wrapper)) {
    const part = found!.parts.get(child.local);
    expect(part, `${wrapper.local}/${child.local}`).toBeDefined();
    const value = readValueElement(child, part!.type, "xml", { service, nillable: part!.nillable });
    values[child.local] = value;
    written += writeValueElement(child.local, part!.type, value, { nillable: part!.nillable, service });
  }
  const recorded = innerText(body, `<${wrapper.local} xmlns="${NS}">`, wrapper.local);
  if (absentList) {
    expect(recorded).not.toContain(`<${absentList}`);
    expect(written.replace(`<${absentList} />`, "")).toBe(recorded);
  } else expect(written).toBe(recorded);
  return values;
}

function bodyOf(file: string): { status: string; body: string } | undefined {
  const message = parseRecorded(readFileSync(file));
  if (!message) return undefined;
  return { status: message.startLine, body: message.body.toString("utf8") };
}

function listFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(TRACKING_REFERENCE_DIR, dir))
    .filter((f) => pattern.test(f))
    .sort();
}

const soapResponses = [
  ...listFiles("exchanges", /\.soap1[12](-action)?(\..+)?\.response\.txt$/).map((f) => `exchanges/${f}`),
  ...listFiles("errors", /\.soap1[12]\.response\.txt$/).map((f) => `errors/${f}`),
].filter((f) => {
  const message = bodyOf(join(TRACKING_REFERENCE_DIR, f));
  return message !== undefined && / 200 /.test(message.status) && message.body.length > 0;
});

const clientMessages = listFiles("client-requests", /\.POST\..*\.txt$/)
  .map((f) => `client-requests/${f}`)
  .filter((f) => {
    const message = bodyOf(join(TRACKING_REFERENCE_DIR, f));
    if (message === undefined || !message.body.includes("soap:Envelope")) return false;
    return f.endsWith(".request.txt") || / 200 /.test(message.status);
  });

describe("SOAP bodies of the recordings decode and encode back byte for byte", () => {
  it("covers the recordings", () => {
    expect(soapResponses.length).toBeGreaterThan(60);
    expect(clientMessages.length).toBeGreaterThan(60);
  });

  for (const file of [...soapResponses, ...clientMessages]) {
    it(file, () => {
      const { body } = bodyOf(join(TRACKING_REFERENCE_DIR, file))!;
      // The .NET client sends a shipment without Tags when its List is null; a reader creates the list.
      const absentList = /<shipment /.test(body) && !body.includes("<Tags") ? "Tags" : undefined;
      const values = roundTripSoap(body, absentList);
      if (absentList) expect(values.shipment).toHaveProperty("tags", []);
    });
  }
});

const httpDocuments = listFiles("exchanges", /\.http(get|post)(\..+)?\.response\.txt$/)
  .map((f) => `exchanges/${f}`)
  .filter((f) => {
    const message = bodyOf(join(TRACKING_REFERENCE_DIR, f));
    return message !== undefined && / 200 /.test(message.status) && message.body.length > 0;
  });

describe("HTTP GET/POST result documents decode and encode back byte for byte", () => {
  it("covers the recordings", () => expect(httpDocuments.length).toBeGreaterThanOrEqual(10));

  for (const file of httpDocuments) {
    it(file, () => {
      const { body } = bodyOf(join(TRACKING_REFERENCE_DIR, file))!;
      const root = parseXml(body);
      const op = service.operations.find((o) => o.httpResultElement === root.local && file.includes(`/${o.name}.`))!;
      expect(op, root.local).toBeDefined();
      const value = readValueElement(root, op.result!, "xml", { service });
      expect(writeValueDocument(root.local, op.result!, value, service)).toBe(body);
    });
  }
});

function decoded(file: string): Record<string, unknown> {
  return roundTripSoap(bodyOf(join(TRACKING_REFERENCE_DIR, file))!.body);
}

describe("decoded values are the echo semantics' values", () => {
  it("GetShipment: long beyond 2^53, decimal scale, char, guid, flags, nil nullable, repeated, attribute", () => {
    const shipment = decoded("exchanges/GetShipment.soap11.response.txt").GetShipmentResult as Record<string, unknown>;
    expect(shipment).toMatchObject({
      version: 1,
      id: "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
      trackNum: "T1",
      state: "InTransit",
      createdAt: "2024-01-02T03:04:05Z",
      deliveredAt: null,
      declaredValue: "1234.50",
      tags: ["user:alice", "fragile"],
      services: ["Insurance", "Signature"],
      reference: ["PO-1", "INV-2"],
      sequence: 9007199254740993n,
      distanceKm: 1234.5,
      fragile: true,
      priority: "A",
    });
    expect(shipment.consignee).toEqual({
      name: 'Zoë <Ltd> & "Co"',
      street: ["Hauptstraße 5"],
      city: "Berlin",
      postalCode: "10115",
      countryCode: "DE",
    });
    const pieces = shipment.pieces as Record<string, unknown>[];
    expect(pieces[0]).toEqual({
      id: 1,
      weight: "12.50",
      unit: "Kg",
      dimensions: { length: "30", width: "20.0", height: "10.5" },
      barcode: new TextEncoder().encode("T1-1"),
    });
    // Quantity (XxxSpecified) present on the second piece only; no Dimensions, no Barcode there.
    expect(pieces[1]).toEqual({ id: 2, weight: "3.25", unit: "Lb", quantity: 2 });
    expect("quantity" in pieces[0]!).toBe(false);
  });

  it("GetShipment EMPTY: empty arrays, nil nullable, flags None as []", () => {
    const shipment = decoded("exchanges/GetShipment.soap11.empty.response.txt").GetShipmentResult;
    expect(shipment).toMatchObject({
      shipper: { name: "", street: [] },
      pieces: [],
      deliveredAt: null,
      declaredValue: null,
      tags: [],
      services: [],
      distanceKm: 0,
      fragile: false,
    });
    expect(shipment).not.toHaveProperty("consignee");
    expect(shipment).not.toHaveProperty("reference");
  });

  it("TrackEvents: items carry $type from xsi:type", () => {
    const events = decoded("exchanges/TrackEvents.soap11.response.txt").TrackEventsResult;
    expect(events).toEqual([
      { $type: "ScanEvent", at: "2024-01-02T03:04:05Z", location: "Springfield", scanner: "SCN-T1" },
      {
        $type: "ExceptionEvent",
        at: "2024-01-03T08:00:00Z",
        location: "Memphis",
        reason: "Address incomplete",
        code: 17,
      },
      { $type: "DeliveryEvent", at: "2024-01-05T10:00:00Z", location: "Berlin", signedBy: "SESSION-alice" },
    ]);
  });

  it("Quote: out parameters after the result, decimal scale kept", () => {
    expect(decoded("exchanges/Quote.soap11.response.txt")).toEqual({
      QuoteResult: true,
      total: "71.9375",
      currency: "EUR",
    });
    // A null out string is omitted.
    expect(decoded("exchanges/Quote.soap11.no-pieces.response.txt")).toEqual({ QuoteResult: false, total: "0" });
  });

  it("Login: the out header", () => {
    expect(decoded("exchanges/Login.soap11.response.txt")).toEqual({
      SessionHeader: { token: "SESSION-alice" },
      LoginResult: true,
    });
  });

  it("FindShipments: a nil item of an array of classes", () => {
    const found = decoded("exchanges/FindShipments.soap11.response.txt").FindShipmentsResult as unknown[];
    expect(found.map((s) => (s === null ? null : (s as { trackNum: string }).trackNum))).toEqual(["A1", null, "DLV2"]);
  });
});
