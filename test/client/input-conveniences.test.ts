/**
 * The input conveniences at depth, on the wire: a decimal given as a number and a dateTime given as a Date,
 * inside a class inside an array, inside a class, and in a class of a hierarchy, sent by the generated
 * client. Each request must be, byte for byte, the one a .NET client proxy sent with the same values
 * (test/reference/asmx-tracking/client-requests/): the runtime writes a number as .NET writes the decimal
 * and a Date as .NET writes the UTC DateTime. (A number has no scale: 12.50m is given as the text "12.50".)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ShipmentTrackingClient, type Transport } from "../../generated/shipment-tracking/src/client.js";
import type { ShipmentInput } from "../../generated/shipment-tracking/src/types.js";
import { TRACKING_REFERENCE_DIR } from "../support/paths.js";

/** The body of a recorded request or response, as the other side read it. */
function recorded(file: string): { body: string; contentType: string } {
  const text = readFileSync(join(TRACKING_REFERENCE_DIR, "client-requests", file), "latin1");
  const split = text.indexOf("\r\n\r\n");
  const contentType = /^content-type: (.*)$/im.exec(text.slice(0, split))![1]!.trim();
  return { body: Buffer.from(text.slice(split + 4), "latin1").toString("utf8"), contentType };
}

/** A client whose transport keeps each request's body and answers the recorded response. */
function clientAnswering(response: string): { client: ShipmentTrackingClient; sent: string[] } {
  const sent: string[] = [];
  const answer = recorded(response);
  const transport: Transport = async (request) => {
    sent.push(request.body ?? "");
    return { status: 200, contentType: answer.contentType, body: answer.body };
  };
  const client = new ShipmentTrackingClient({
    endpoint: "http://127.0.0.1:8312/ShipmentTracking.asmx",
    allowInsecureHttp: true,
    transport,
    headers: { authHeader: { userName: "alice", password: "secret" }, sessionHeader: { token: "SESSION-alice" } },
  });
  return { client, sent };
}

describe("input conveniences at depth, as a .NET proxy sends them", () => {
  it("decimals as numbers in a class in an array, dateTimes as Dates in a class", async () => {
    const shipment: ShipmentInput = {
      version: 3,
      id: "0f8fad5b-d9cb-469f-a165-70867728950e",
      trackNum: "NEW1",
      state: "Created",
      shipper: { name: "Sender & Sons", street: ["10 Downing St", "Floor 2"], city: "City of Sender & Sons", postalCode: "12345", countryCode: "GB" },
      consignee: { name: "Receiver GmbH", street: ["Unter den Linden 1"], city: "City of Receiver GmbH", postalCode: "12345", countryCode: "DE" },
      pieces: [
        // Weight 12.50m has a scale a number cannot carry; its dimensions are numbers.
        { id: 1, weight: "12.50", unit: "Kg", dimensions: { length: 30, width: 20, height: 10.5 }, barcode: new Uint8Array([0, 1, 2, 255]) },
        { id: 2, weight: 3.25, unit: "Lb", quantity: 3 },
      ],
      createdAt: new Date(Date.UTC(2024, 1, 3, 4, 5, 6)),
      deliveredAt: new Date("2024-02-04T10:00:00.000Z"),
      declaredValue: "99.90",
      tags: ["gift", "express"],
      services: ["Insurance", "Saturday"],
      reference: ["R-1", "R-2"],
      sequence: 9007199254740993n,
      distanceKm: 930.25,
      fragile: true,
      priority: "B",
    };
    const { client, sent } = clientAnswering("013.POST.CreateShipment.response.txt");
    await client.createShipment({ shipment });
    expect(sent).toEqual([recorded("013.POST.CreateShipment.request.txt").body]);
  });

  it("a Date in a class of a hierarchy, written with its xsi:type", async () => {
    const { client, sent } = clientAnswering("016.POST.RecordEvent.response.txt");
    await client.recordEvent({ trackNum: "T1", evt: { $type: "ScanEvent", at: new Date("2024-01-02T03:04:05Z"), location: "Hub 7", scanner: "S-9" } });
    expect(sent).toEqual([recorded("016.POST.RecordEvent.request.txt").body]);
  });

});
