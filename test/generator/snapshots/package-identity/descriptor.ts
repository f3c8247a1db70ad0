import type { TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { ShipmentsOperations } from "./types.js";

/**
 * The Shipments service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const shipmentsDescriptor: TypedServiceDescriptor<ShipmentsOperations> = {
  name: "Shipments",
  namespace: "http://example.com/Shipments",
  endpoint: "https://example.com/Shipments.asmx",
  operations: [
    {
      name: "GetStatus",
      messageName: "GetStatus",
      tsName: "getStatus",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "GetStatus",
      responseElement: "GetStatusResponse",
      resultElement: "GetStatusResult",
      soapAction: "http://example.com/Shipments/GetStatus",
      httpPath: "/GetStatus",
      httpResultElement: "string",
      fields: [{ wireName: "TrackNum", tsName: "trackNum", type: { kind: "simple", type: "string" }, optional: true }],
      result: { kind: "simple", type: "string" },
    },
    {
      name: "Upload",
      messageName: "Upload",
      tsName: "upload",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: false,
      requestElement: "Upload",
      responseElement: "UploadResponse",
      resultElement: "UploadResult",
      soapAction: "http://example.com/Shipments/Upload",
      httpPath: "/Upload",
      httpResultElement: "string",
      fields: [{ wireName: "Data", tsName: "data", type: { kind: "simple", type: "string" }, optional: true }],
      result: { kind: "simple", type: "string" },
    },
  ],
  soapPorts: ["ShipmentsSoap", "ShipmentsSoap12"],
};
