import { httpDocumentCodec, valueEventsCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { ReportsOperations } from "./types.js";

/**
 * The Reports service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const reportsDescriptor: TypedServiceDescriptor<ReportsOperations> = {
  name: "Reports",
  namespace: "urn:reports",
  endpoint: "https://h/Reports.asmx",
  operations: [
    {
      name: "GetValues",
      messageName: "GetValues",
      tsName: "getValues",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "GetValues",
      responseElement: "GetValuesResponse",
      resultElement: "GetValuesResult",
      soapAction: "urn:reports/GetValues",
      httpPath: "/GetValues",
      httpResultElement: "ArrayOfString",
      fields: [],
      result: { kind: "array", item: { kind: "simple", type: "string" }, itemElement: "Value", itemNillable: true },
      httpResult: {
        kind: "array",
        item: { kind: "simple", type: "string" },
        itemElement: "string",
        itemNillable: true,
      },
    },
    {
      name: "ListItemTypes",
      messageName: "ListItemTypes",
      tsName: "listItemTypes",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "ListItemTypes",
      responseElement: "ListItemTypesResponse",
      resultElement: "ListItemTypesResult",
      soapAction: "urn:reports/ListItemTypes",
      httpPath: "/ListItemTypes",
      httpResultElement: "ArrayOfString",
      fields: [],
      result: { kind: "array", item: { kind: "simple", type: "string" }, itemElement: "string", itemNillable: true },
      httpResult: {
        kind: "array",
        item: { kind: "simple", type: "string" },
        itemElement: "string",
        itemNillable: true,
      },
    },
  ],
  soapPorts: ["ReportsSoap", "ReportsSoap12"],
  codecs: { httpDocument: httpDocumentCodec, valueEvents: valueEventsCodec },
};
