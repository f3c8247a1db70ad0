import { writePlansCodec, valueEventsCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { LabelsOperations } from "./types.js";

/**
 * The Labels service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const labelsDescriptor: TypedServiceDescriptor<LabelsOperations> = {
  name: "Labels",
  namespace: "www.example.com/Labels",
  endpoint: "https://h/Labels.asmx",
  operations: [
    {
      name: "GetLabel",
      messageName: "GetLabel",
      tsName: "getLabel",
      bindings: ["soap11", "soap12"],
      idempotent: true,
      requestElement: "GetLabel",
      responseElement: "GetLabelResponse",
      resultElement: "LabelResponse",
      soapAction: "www.example.com/Labels/GetLabel",
      httpPath: "/GetLabel",
      httpResultElement: "Item",
      fields: [
        { wireName: "request", tsName: "request", type: { kind: "complex", name: "LabelRequest" }, optional: true },
      ],
      result: { kind: "complex", name: "Item" },
    },
    {
      name: "GetItem",
      messageName: "GetItem",
      tsName: "getItem",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "GetItem",
      responseElement: "GetItemResponse",
      resultElement: "ItemResponse",
      soapAction: "www.example.com/Labels/GetItem",
      httpPath: "/GetItem",
      httpResultElement: "Item",
      fields: [{ wireName: "ItemId", tsName: "itemId", type: { kind: "simple", type: "int" }, httpName: "id" }],
      result: { kind: "complex", name: "Item" },
    },
  ],
  types: {
    Item: {
      name: "Item",
      fields: [
        { wireName: "Description", tsName: "description", type: { kind: "simple", type: "string" }, optional: true },
        { wireName: "Kind", tsName: "kind", type: { kind: "enum", name: "Kind", values: ["Gift", "Sample"] } },
      ],
    },
    Validator: { name: "Validator", subtypes: ["Customs"], fields: [] },
    Customs: {
      name: "Customs",
      base: "Validator",
      fields: [
        { wireName: "Contents", tsName: "contents", type: { kind: "simple", type: "string" }, optional: true },
        {
          wireName: "Items",
          tsName: "items",
          type: { kind: "array", item: { kind: "complex", name: "Item" }, itemElement: "Item", itemNillable: true },
          optional: true,
        },
      ],
    },
    LabelRequest: {
      name: "LabelRequest",
      fields: [
        { wireName: "Weight", tsName: "weight", type: { kind: "simple", type: "double" } },
        {
          wireName: "Customs",
          tsName: "customs",
          type: { kind: "complex", name: "Customs" },
          optional: true,
          namespace: "Core.Types",
        },
        { wireName: "Local", tsName: "local", type: { kind: "complex", name: "Customs" }, optional: true },
      ],
    },
  },
  soapPorts: ["LabelsSoap", "LabelsSoap12"],
  codecs: { writePlans: writePlansCodec, valueEvents: valueEventsCodec },
};
