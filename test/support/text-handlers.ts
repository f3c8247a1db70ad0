/**
 * Handlers for tests about transport and hosting rather than about results: every string operation
 * answers `text(input)`, the DataSet operations answer null. Overrides replace single handlers.
 */
import type { ShipmentOperationsHandlers } from "../../generated/shipment-operations/src/server.js";

export function textHandlers(
  text: (input: object) => string,
  overrides: Partial<ShipmentOperationsHandlers> = {},
): ShipmentOperationsHandlers {
  return {
    getQuotesRequest: text,
    getQuotes: () => null,
    uploadShipmentsRequest: text,
    uploadShipmentsRs: text,
    getStatus: () => null,
    getStatusRef: () => null,
    getStatusRequest: text,
    viewNextAvailableMawbNum: text,
    reserveNextMawbNum: text,
    ...overrides,
  };
}
