/**
 * A class or array result is written in the value writer's chunks and encoded chunk by chunk
 * (server/results.ts, writeElementInto), never joined: its bytes are those of the element writeValueElement
 * writes, whole, with their Content-Length, also where DataSets would be streamed.
 */
import { describe, expect, it } from "vitest";
import { createShipmentTrackingServer } from "../../generated/shipment-tracking/src/server.js";
import { shipmentTrackingDescriptor } from "../../generated/shipment-tracking/src/descriptor.js";
import { writeValueElement } from "../../runtime/src/soap/values.js";
import type { ServerRequest } from "../../runtime/src/server/types.js";

const NS = "http://shipment.example.com/tracking";
const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });

function shipment(i: number) {
  return {
    version: 1,
    id: `3f2504e0-4f89-11d3-9a0c-${String(i).padStart(12, "0")}`,
    trackNum: `T${i}`,
    state: "InTransit" as const,
    consignee: { name: 'Zoë <Ltd> & "Co"', street: ["Hauptstraße 5", "😀"], city: "Berlin" },
    pieces: [{ id: 1, weight: "2.50", unit: "Kg" as const, barcode: encoder.encode(`T${i}`) }, null],
    createdAt: "2024-01-02T03:04:05.1200000Z",
    deliveredAt: null,
    declaredValue: "12.50",
    services: ["Insurance"],
    sequence: BigInt(i),
    distanceKm: 1.5,
    fragile: i % 2 === 0,
    priority: "A",
  };
}

const request: ServerRequest = {
  method: "POST",
  url: "/ShipmentTracking.asmx",
  headers: { host: "127.0.0.1", "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}/FindShipments"` },
  body: encoder.encode(
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
      `<soap:Body><FindShipments xmlns="${NS}"><state>InTransit</state><since>2024-01-02T03:04:05Z</since>` +
      "</FindShipments></soap:Body></soap:Envelope>",
  ),
  streamable: true,
};

describe("class and array results", () => {
  for (const count of [0, 3, 1_000]) {
    it(`${count} shipments: the element writeValueElement writes, whole, with its Content-Length`, async () => {
      const list = Array.from({ length: count }, (_, i) => shipment(i));
      const server = createShipmentTrackingServer.partial(
        { findShipments: () => list as never },
        { path: "/ShipmentTracking.asmx", streamAboveBytes: 1_000 },
      );
      const response = await server.handle(request);
      expect(response.status).toBe(200);
      expect(response.next).toBeUndefined();
      const bytes = typeof response.body === "string" ? encoder.encode(response.body) : response.body;
      const length = response.headers.find(([name]) => name === "Content-Length")?.[1];
      expect(length).toBe(String(bytes.length));
      const text = decoder.decode(bytes);
      const op = shipmentTrackingDescriptor.operations.find((o) => o.messageName === "FindShipments")!;
      const element = writeValueElement("FindShipmentsResult", op.result!, list, {
        nillable: false,
        service: shipmentTrackingDescriptor,
      });
      if (count >= 1_000) expect(element.length).toBeGreaterThan(8_192 * 4); // several chunks
      expect(text).toBe(
        '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ' +
          'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">' +
          `<soap:Body><FindShipmentsResponse xmlns="${NS}">${element}</FindShipmentsResponse></soap:Body></soap:Envelope>`,
      );
      response.written?.();
    });
  }
});
