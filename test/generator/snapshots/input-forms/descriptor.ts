import { writePlansCodec, valueEventsCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { OrdersOperations } from "./types.js";

/**
 * The Orders service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const ordersDescriptor: TypedServiceDescriptor<OrdersOperations> = {
  name: "Orders",
  namespace: "http://example.com/Orders",
  endpoint: "https://example.com/Orders.asmx",
  operations: [
    {
      name: "PlaceOrder",
      messageName: "PlaceOrder",
      tsName: "placeOrder",
      bindings: ["soap11", "soap12"],
      idempotent: true,
      requestElement: "PlaceOrder",
      responseElement: "PlaceOrderResponse",
      resultElement: "PlaceOrderResult",
      soapAction: "http://example.com/Orders/PlaceOrder",
      httpPath: "/PlaceOrder",
      httpResultElement: "ArrayOfLine",
      fields: [
        {
          wireName: "Lines",
          tsName: "lines",
          type: { kind: "array", item: { kind: "complex", name: "Line" }, itemElement: "Line", itemNillable: true },
          optional: true,
        },
        { wireName: "Note", tsName: "note", type: { kind: "complex", name: "Note" }, optional: true },
        { wireName: "Total", tsName: "total", type: { kind: "simple", type: "decimal" } },
      ],
      result: { kind: "array", item: { kind: "complex", name: "Line" }, itemElement: "Line", itemNillable: true },
      headers: [{ element: "Stamp", tsName: "stamp", direction: "in" }],
    },
  ],
  types: {
    Money: {
      name: "Money",
      fields: [
        { wireName: "Amount", tsName: "amount", type: { kind: "simple", type: "decimal" } },
        { wireName: "Currency", tsName: "currency", type: { kind: "simple", type: "string" }, optional: true },
      ],
    },
    Line: {
      name: "Line",
      fields: [
        { wireName: "Sku", tsName: "sku", type: { kind: "simple", type: "string" }, optional: true },
        { wireName: "Price", tsName: "price", type: { kind: "complex", name: "Money" }, optional: true },
        { wireName: "Due", tsName: "due", type: { kind: "simple", type: "date" }, nillable: true },
      ],
    },
    Note: {
      name: "Note",
      fields: [{ wireName: "Text", tsName: "text", type: { kind: "simple", type: "string" }, optional: true }],
    },
    Stamp: { name: "Stamp", fields: [{ wireName: "At", tsName: "at", type: { kind: "simple", type: "dateTime" } }] },
  },
  soapPorts: ["OrdersSoap", "OrdersSoap12"],
  codecs: { writePlans: writePlansCodec, valueEvents: valueEventsCodec },
};
