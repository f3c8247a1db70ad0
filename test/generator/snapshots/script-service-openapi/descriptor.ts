import {
  dataSetCodec,
  writePlansCodec,
  valueEventsCodec,
  jsonCodec,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import type { ParcelsOperations } from "./types.js";

/**
 * The Parcels service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const parcelsDescriptor: TypedServiceDescriptor<ParcelsOperations> = {
  name: "Parcels",
  namespace: "http://example.com/Parcels",
  endpoint: "https://example.com/Parcels.asmx",
  operations: [
    {
      name: "Send",
      messageName: "Send",
      tsName: "send",
      bindings: ["soap11", "soap12", "json"],
      idempotent: true,
      requestElement: "Send",
      responseElement: "SendResponse",
      resultElement: "SendResult",
      soapAction: "http://example.com/Parcels/Send",
      httpPath: "/Send",
      httpResultElement: "Item",
      fields: [{ wireName: "item", tsName: "item", type: { kind: "complex", name: "Item" }, optional: true }],
      result: { kind: "complex", name: "Item" },
    },
    {
      name: "Lookup",
      messageName: "Lookup",
      tsName: "lookup",
      bindings: ["soap11", "soap12", "httpGet", "httpPost", "json"],
      idempotent: true,
      requestElement: "Lookup",
      responseElement: "LookupResponse",
      resultElement: "LookupResult",
      soapAction: "http://example.com/Parcels/Lookup",
      httpPath: "/Lookup",
      httpResultElement: "Size",
      fields: [
        { wireName: "id", tsName: "id", type: { kind: "simple", type: "long" } },
        {
          wireName: "sizes",
          tsName: "sizes",
          type: {
            kind: "array",
            item: { kind: "enum", name: "Size", values: ["Small", "Large"], numbers: [1, 4] },
            itemElement: "Size",
          },
          optional: true,
        },
      ],
      result: { kind: "enum", name: "Size", values: ["Small", "Large"], numbers: [1, 4] },
      useHttpGet: true,
    },
    {
      name: "Report",
      messageName: "Report",
      tsName: "report",
      bindings: ["soap11", "soap12", "httpGet", "httpPost", "json"],
      idempotent: true,
      requestElement: "Report",
      responseElement: "ReportResponse",
      resultElement: "ReportResult",
      soapAction: "http://example.com/Parcels/Report",
      httpPath: "/Report",
      httpResultElement: "DataSet",
      fields: [],
      result: { kind: "dataSet" },
    },
    {
      name: "Split",
      messageName: "Split",
      tsName: "split",
      bindings: ["soap11", "soap12"],
      idempotent: true,
      requestElement: "Split",
      responseElement: "SplitResponse",
      resultElement: "SplitResult",
      soapAction: "http://example.com/Parcels/Split",
      httpPath: "/Split",
      httpResultElement: "",
      fields: [{ wireName: "count", tsName: "count", type: { kind: "simple", type: "int" } }],
      outParams: [{ wireName: "rest", tsName: "rest", type: { kind: "simple", type: "int" } }],
    },
  ],
  types: {
    Item: {
      name: "Item",
      subtypes: ["Letter", "Parcel"],
      fields: [
        { wireName: "Id", tsName: "id", type: { kind: "simple", type: "long" } },
        { wireName: "Key", tsName: "key", type: { kind: "simple", type: "guid" } },
      ],
    },
    Letter: {
      name: "Letter",
      base: "Item",
      fields: [
        { wireName: "Id", tsName: "id", type: { kind: "simple", type: "long" } },
        { wireName: "Key", tsName: "key", type: { kind: "simple", type: "guid" } },
        { wireName: "Stamp", tsName: "stamp", type: { kind: "simple", type: "char" } },
      ],
    },
    Parcel: {
      name: "Parcel",
      base: "Item",
      fields: [
        { wireName: "Id", tsName: "id", type: { kind: "simple", type: "long" } },
        { wireName: "Key", tsName: "key", type: { kind: "simple", type: "guid" } },
        { wireName: "Weight", tsName: "weight", type: { kind: "simple", type: "decimal" }, nillable: true },
        {
          wireName: "Size",
          tsName: "size",
          type: { kind: "enum", name: "Size", values: ["Small", "Large"], numbers: [1, 4] },
          optional: true,
        },
        {
          wireName: "Extras",
          tsName: "extras",
          type: { kind: "enum", name: "Extras", values: ["None", "Tracked", "Insured"], flags: true },
        },
        { wireName: "Photo", tsName: "photo", type: { kind: "simple", type: "base64Binary" }, optional: true },
        { wireName: "SentAt", tsName: "sentAt", type: { kind: "simple", type: "dateTime" } },
      ],
    },
  },
  scriptService: { typeIds: { Letter: "Letter", Item: "Item" } },
  soapPorts: ["ParcelsSoap", "ParcelsSoap12"],
  codecs: { dataSet: dataSetCodec, writePlans: writePlansCodec, valueEvents: valueEventsCodec, json: jsonCodec },
};
