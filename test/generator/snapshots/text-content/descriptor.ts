import { writePlansCodec, valueEventsCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
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
      name: "GetImages",
      messageName: "GetImages",
      tsName: "getImages",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "GetImages",
      responseElement: "GetImagesResponse",
      resultElement: "GetImagesResult",
      soapAction: "urn:labels/GetImages",
      httpPath: "/GetImages",
      httpResultElement: "ArrayOfImageData",
      fields: [],
      result: {
        kind: "array",
        item: { kind: "complex", name: "ImageData" },
        itemElement: "ImageData",
        itemNillable: true,
      },
    },
  ],
  types: {
    ImageData: {
      name: "ImageData",
      fields: [],
      attributes: [
        { wireName: "PartNumber", tsName: "partNumber", type: { kind: "simple", type: "int" }, form: "attribute" },
      ],
      text: {
        wireName: "Value",
        tsName: "value",
        type: { kind: "simple", type: "string" },
        optional: true,
        form: "text",
      },
    },
  },
  soapPorts: ["LabelsSoap", "LabelsSoap12"],
  codecs: { writePlans: writePlansCodec, valueEvents: valueEventsCodec },
};
