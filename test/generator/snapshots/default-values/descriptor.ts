import { writePlansCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { LabelsOperations } from "./types.js";

/**
 * The Labels service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const labelsDescriptor: TypedServiceDescriptor<LabelsOperations> = {
  name: "Labels",
  namespace: "urn:labels",
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
      resultElement: "GetLabelResult",
      soapAction: "urn:labels/GetLabel",
      httpPath: "/GetLabel",
      httpResultElement: "string",
      fields: [
        { wireName: "request", tsName: "request", type: { kind: "complex", name: "LabelRequest" }, optional: true },
      ],
      result: { kind: "simple", type: "string" },
    },
  ],
  types: {
    LabelRequest: {
      name: "LabelRequest",
      fields: [
        { wireName: "WeightOz", tsName: "weightOz", type: { kind: "simple", type: "double" } },
        { wireName: "DateAdvance", tsName: "dateAdvance", type: { kind: "simple", type: "int" }, default: "0" },
        {
          wireName: "InvoiceAmount",
          tsName: "invoiceAmount",
          type: { kind: "simple", type: "decimal" },
          default: "0.0",
        },
        {
          wireName: "Shape",
          tsName: "shape",
          type: { kind: "enum", name: "Shape", values: ["Letter", "Parcel"] },
          default: "Parcel",
        },
        { wireName: "Mode", tsName: "mode", type: { kind: "simple", type: "string" }, optional: true, default: "Auto" },
        { wireName: "Signed", tsName: "signed", type: { kind: "simple", type: "boolean" }, default: "1" },
      ],
    },
  },
  soapPorts: ["LabelsSoap", "LabelsSoap12"],
  codecs: { writePlans: writePlansCodec },
};
