/**
 * Calls the type checker must take and calls it must refuse (each `@ts-expect-error` line). Compiled by
 * ../typed-calls.test.ts, with the directives and without them, and by the repo's type-check.
 */
import { AsmxClientCore } from "../../../runtime/src/client/client.js";
import { ShipmentTrackingClient } from "../../../generated/shipment-tracking/src/client.js";
import { shipmentTrackingDescriptor } from "../../../generated/shipment-tracking/src/descriptor.js";
import type { GetShipmentResult, Piece, QuoteResponse } from "../../../generated/shipment-tracking/src/types.js";

const ID = "3f2504e0-4f89-11d3-9a0c-0305e82c3301";

export async function throughTheRuntime(): Promise<readonly unknown[]> {
  const core = new AsmxClientCore(shipmentTrackingDescriptor);
  const shipment: GetShipmentResult = await core.call("GetShipment", { trackNum: "T1" });
  const quote: QuoteResponse = await core.call("Quote", { pieces: [] });
  // @ts-expect-error a misspelt operation name
  await core.call("GetShipmnet", { trackNum: "T1" });
  // @ts-expect-error the .NET method name of an overload is not its message name
  await core.call("getShipment", { trackNum: "T1" });
  // @ts-expect-error a field of another operation
  await core.call("GetShipmentById", { trackNum: "T1" });
  // @ts-expect-error a field of the wrong type
  await core.call("GetShipment", { trackNum: 1 });
  // @ts-expect-error a required field left out
  await core.call("GetShipmentById", {});
  // @ts-expect-error the result is not what the operation answers
  const wrong: number = await core.call("GetShipment", { trackNum: "T1" });
  // @ts-expect-error a binding the operation is not offered on
  await core.call("GetShipmentById", { id: ID }, { binding: "httpGet" });
  // @ts-expect-error a header the operation does not read
  await core.call("GetShipment", { trackNum: "T1" }, { headers: { sessionHeader: { token: "t" } } });
  return [shipment, quote, wrong];
}

export async function throughTheClient(): Promise<void> {
  const client = new ShipmentTrackingClient();
  await client.getShipmentById({ id: ID });
  // @ts-expect-error a field of another operation
  await client.getShipmentById({ trackNum: "T1" });
  const httpClient = new ShipmentTrackingClient({ binding: "httpGet" });
  await httpClient.getShipment({ trackNum: "T1" });
  // @ts-expect-error an operation its binding does not offer
  await httpClient.getShipmentById({ id: ID });
}

/**
 * The input conveniences at every depth: a number for a decimal and a Date for a dateTime in a class, in a
 * class in an array and in a class of a hierarchy; anything else there is refused, and the form read keeps
 * exact text.
 */
export async function conveniencesAtDepth(): Promise<void> {
  const client = new ShipmentTrackingClient();
  const at = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
  await client.quote({ pieces: [{ id: 1, weight: 12.5, unit: "Kg", dimensions: { length: 30, width: 20.5, height: "10.50" } }, null] });
  await client.recordEvent({ trackNum: "T1", evt: { $type: "ScanEvent", at, scanner: "S-9" } });
  await new AsmxClientCore(shipmentTrackingDescriptor).call("Quote", { pieces: [{ id: 2, weight: 3.25, unit: "Lb" }] });
  // @ts-expect-error a decimal in a class in an array is a number or its text, not a boolean
  await client.quote({ pieces: [{ id: 1, weight: true, unit: "Kg" }] });
  // @ts-expect-error a decimal two classes deep is not a Date
  await client.quote({ pieces: [{ id: 1, weight: 1, unit: "Kg", dimensions: { length: at, width: 1, height: 1 } }] });
  // @ts-expect-error a dateTime in a class of a hierarchy is a Date or its text, not a number
  await client.recordEvent({ trackNum: "T1", evt: { $type: "ScanEvent", at: at.getTime() } });
  // @ts-expect-error an int in a class takes no text
  await client.quote({ pieces: [{ id: "1", weight: 1, unit: "Kg" }] });
  // @ts-expect-error the form read holds a decimal as its exact text
  const read: Piece = { id: 1, weight: 12.5, unit: "Kg" };
  void read;
}

