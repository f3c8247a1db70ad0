import {
  dataSetCodec,
  writePlansCodec,
  xmlNodeCodec,
  valueEventsCodec,
  type TypedServiceDescriptor,
} from "asmx-codegen-runtime";
import type { StoreOperations } from "./types.js";

/**
 * The Store service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const storeDescriptor: TypedServiceDescriptor<StoreOperations> = {
  name: "Store",
  namespace: "http://store.example.com/",
  endpoint: "https://h/Store.asmx",
  operations: [
    {
      name: "GetReview",
      messageName: "GetReview",
      tsName: "getReview",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "GetReview",
      responseElement: "GetReviewResponse",
      resultElement: "GetReviewResult",
      soapAction: "http://store.example.com/GetReview",
      httpPath: "/GetReview",
      httpResultElement: "Review",
      fields: [{ wireName: "id", tsName: "id", type: { kind: "simple", type: "int" } }],
      result: { kind: "complex", name: "Review" },
    },
    {
      name: "ImportOrders",
      messageName: "ImportOrders",
      tsName: "importOrders",
      bindings: ["soap11", "soap12"],
      idempotent: true,
      requestElement: "ImportOrders",
      responseElement: "ImportOrdersResponse",
      resultElement: "ImportOrdersResult",
      soapAction: "http://store.example.com/ImportOrders",
      httpPath: "/ImportOrders",
      httpResultElement: "boolean",
      fields: [
        { wireName: "orders", tsName: "orders", type: { kind: "dataTable" }, optional: true },
        { wireName: "extra", tsName: "extra", type: { kind: "serializable", name: "Dictionary" }, optional: true },
      ],
      result: { kind: "simple", type: "boolean" },
    },
  ],
  types: {
    Review: {
      name: "Review",
      fields: [
        { wireName: "Text", tsName: "text", type: { kind: "simple", type: "string" }, optional: true },
        {
          wireName: "AdditionalData",
          tsName: "additionalData",
          type: { kind: "serializable", name: "Dictionary" },
          optional: true,
        },
      ],
    },
  },
  soapPorts: ["StoreSoap", "StoreSoap12"],
  codecs: { dataSet: dataSetCodec, writePlans: writePlansCodec, xmlNode: xmlNodeCodec, valueEvents: valueEventsCodec },
};
