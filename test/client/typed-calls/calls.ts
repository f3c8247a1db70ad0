/**
 * Calls the type checker must take and calls it must refuse (each `@ts-expect-error` line). Compiled by
 * ../typed-calls.test.ts, with the directives and without them, and by the repo's type-check.
 */
import { AsmxClientCore } from "../../../runtime/src/client/client.js";
import { ShipmentTrackingClient } from "../../../generated/shipment-tracking/src/client.js";
import { shipmentTrackingDescriptor } from "../../../generated/shipment-tracking/src/descriptor.js";
import type { GetShipmentResult, QuoteResponse } from "../../../generated/shipment-tracking/src/types.js";

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
