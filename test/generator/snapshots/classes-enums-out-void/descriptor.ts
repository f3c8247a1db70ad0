import { writePlansCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { ShippingOperations } from "./types.js";

/**
 * The Shipping service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const shippingDescriptor: TypedServiceDescriptor<ShippingOperations> = {
  name: "Shipping",
  namespace: "http://example.com/Shipping",
  endpoint: "https://example.com/Shipping.asmx",
  operations: [
    {
      name: "Quote",
      messageName: "Quote",
      tsName: "quote",
      bindings: ["soap11", "soap12"],
      idempotent: true,
      requestElement: "Quote",
      responseElement: "QuoteResponse",
      resultElement: "QuoteResult",
      soapAction: "http://example.com/Shipping/Quote",
      httpPath: "/Quote",
      httpResultElement: "boolean",
      fields: [
        {
          wireName: "Pieces",
          tsName: "pieces",
          type: { kind: "array", item: { kind: "complex", name: "Piece" }, itemElement: "Piece", itemNillable: true },
          optional: true,
        },
      ],
      result: { kind: "simple", type: "boolean" },
      outParams: [{ wireName: "Total", tsName: "total", type: { kind: "simple", type: "decimal" } }],
      faults: ["Refused"],
    },
    {
      name: "Notify",
      messageName: "Notify",
      tsName: "notify",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "Notify",
      responseElement: "NotifyResponse",
      resultElement: "NotifyResult",
      soapAction: "http://example.com/Shipping/Notify",
      httpPath: "/Notify",
      httpResultElement: "",
      fields: [{ wireName: "Message", tsName: "message", type: { kind: "simple", type: "string" }, optional: true }],
      oneWay: true,
    },
  ],
  types: {
    Event: {
      name: "Event",
      abstract: true,
      subtypes: ["Scan"],
      fields: [{ wireName: "At", tsName: "at", type: { kind: "simple", type: "dateTime" } }],
    },
    Scan: {
      name: "Scan",
      base: "Event",
      fields: [
        { wireName: "At", tsName: "at", type: { kind: "simple", type: "dateTime" } },
        { wireName: "Scanner", tsName: "scanner", type: { kind: "simple", type: "string" }, optional: true },
      ],
    },
    Piece: {
      name: "Piece",
      fields: [
        { wireName: "Weight", tsName: "weight", type: { kind: "simple", type: "decimal" }, nillable: true },
        { wireName: "Unit", tsName: "unit", type: { kind: "enum", name: "Unit", values: ["Kg", "Lb"] } },
        {
          wireName: "Extras",
          tsName: "extras",
          type: { kind: "enum", name: "Extras", values: ["None", "Insurance", "Signature"], flags: true },
        },
        {
          wireName: "Events",
          tsName: "events",
          type: { kind: "array", item: { kind: "complex", name: "Event" }, itemElement: "Event", itemNillable: true },
          optional: true,
        },
      ],
      attributes: [
        { wireName: "Version", tsName: "version", type: { kind: "simple", type: "int" }, form: "attribute" },
      ],
    },
    Refused: { name: "Refused", fields: [{ wireName: "Code", tsName: "code", type: { kind: "simple", type: "int" } }] },
  },
  soapPorts: ["ShippingSoap", "ShippingSoap12"],
  codecs: { writePlans: writePlansCodec },
};
