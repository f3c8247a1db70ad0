/**
 * Property tests of the value codec: for every type of the ShipmentTracking spec (every class, and every
 * parameter, result, out parameter and header type of its operations), encoding a value then decoding it
 * gives the same value back, in a SOAP body (one line) and in an HTTP GET/POST document (indented): longs
 * beyond 2^53, decimal scale, nil vs absent vs empty, astral characters, every flags combination,
 * subclasses through xsi:type.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec } from "../../generator/spec/load.js";
import type { ValueType } from "../../runtime/src/descriptor.js";
import { readValueElement, writeValueDocument, writeValueElement } from "../../runtime/src/soap/values.js";
import { childElements, parseXml } from "../../runtime/src/xml/tree.js";
import { TRACKING_SPEC_FILE } from "../support/paths.js";
import { ValueArbitraries } from "./complex-arbitraries.js";

const service = descriptorOf(loadSpec(TRACKING_SPEC_FILE));
const NS = service.namespace;
const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const arbitraries = new ValueArbitraries(service);

/** Every type the spec uses, named as a test title. */
const types = new Map<string, ValueType>();
for (const name of Object.keys(service.types ?? {})) types.set(name, { kind: "complex", name });
for (const op of service.operations) {
  for (const f of [...op.fields, ...(op.outParams ?? [])]) types.set(`${op.messageName}.${f.wireName}`, f.type);
  if (op.result) types.set(`${op.messageName} result`, op.result);
}

/** The value inside a body the way a SOAP message carries it: the service namespace in scope, xsi declared. */
function soapRoundTrip(type: ValueType, value: unknown): unknown {
  const xml = writeValueElement("v", type, value, { nillable: false, service });
  const wrapper = parseXml(`<w xmlns="${NS}" xmlns:xsi="${XSI}">${xml}</w>`);
  return readValueElement(childElements(wrapper)[0]!, type, "xml", { service, nillable: false });
}

function documentRoundTrip(type: ValueType, value: unknown): unknown {
  return readValueElement(parseXml(writeValueDocument("Root", type, value, service)), type, "xml", { service });
}

describe("encode then decode is the identity, for every type of the tracking spec", () => {
  it("covers the spec's classes and operations", () => {
    expect([...types.keys()]).toEqual(
      expect.arrayContaining(["Shipment", "TrackingEvent", "Quote.total", "FindShipments result"]),
    );
  });

  for (const [title, type] of types) {
    it(`${title} in a SOAP body and in an HTTP document`, () => {
      fc.assert(
        fc.property(arbitraries.value(type), (value) => {
          expect(soapRoundTrip(type, value)).toStrictEqual(value);
          expect(documentRoundTrip(type, value)).toStrictEqual(value);
        }),
        { numRuns: type.kind === "complex" || type.kind === "array" ? 60 : 150 },
      );
    });
  }
});

describe("nil, absent and empty stay apart", () => {
  const shipment: ValueType = { kind: "complex", name: "Shipment" };
  const base = {
    version: 0,
    id: "00000000-0000-0000-0000-000000000000",
    state: "Created",
    createdAt: "0001-01-01T00:00:00",
    services: [],
    sequence: 0n,
    distanceKm: 0,
    fragile: false,
    priority: "\u0000",
  };

  it("an empty string and an absent one, an empty array and an absent one, null and a value", () => {
    const value = {
      ...base,
      trackNum: "",
      shipper: { street: [] },
      pieces: [],
      deliveredAt: null,
      declaredValue: "0.00",
      tags: [""],
    };
    const back = soapRoundTrip(shipment, value) as Record<string, unknown>;
    expect(back).toStrictEqual(value);
    expect(back).not.toHaveProperty("consignee");
    expect(back).not.toHaveProperty("reference");
  });

  it("a null reference field reads back absent; a null List reads back []: .NET's reader creates it", () => {
    const back = soapRoundTrip(shipment, {
      ...base,
      trackNum: null,
      pieces: null,
      tags: null,
      deliveredAt: null,
      declaredValue: null,
    });
    expect(back).toStrictEqual({ ...base, deliveredAt: null, declaredValue: null, tags: [] });
  });

  it("every flags combination", () => {
    const services = service.types!.Shipment!.fields.find((f) => f.wireName === "Services")!.type;
    const members = ["Insurance", "Signature", "Saturday"];
    for (let bits = 0; bits < 8; bits++) {
      const set = members.filter((_, i) => bits & (1 << i));
      expect(soapRoundTrip(services, [...set].reverse())).toStrictEqual(set);
    }
  });
});
