import { writePlansCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
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
      resultElement: "GetLabelResult",
      soapAction: "www.example.com/Labels/GetLabel",
      httpPath: "/GetLabel",
      httpResultElement: "boolean",
      fields: [
        { wireName: "request", tsName: "request", type: { kind: "complex", name: "LabelRequest" }, optional: true },
      ],
      result: { kind: "simple", type: "boolean" },
    },
  ],
  types: {
    CustomsInfo: {
      name: "CustomsInfo",
      fields: [{ wireName: "Contents", tsName: "contents", type: { kind: "simple", type: "string" }, optional: true }],
    },
    CoreCustomsInfo: {
      name: "CoreCustomsInfo",
      typeName: "CustomsInfo",
      namespace: "Core.Types",
      subtypes: ["CoreCustomsDetail"],
      fields: [
        {
          wireName: "Contents",
          tsName: "contents",
          type: { kind: "simple", type: "string" },
          optional: true,
          namespace: "Core.Types",
        },
        {
          wireName: "RestrictionCommments",
          tsName: "restrictionCommments",
          type: { kind: "simple", type: "string" },
          optional: true,
          namespace: "Core.Types",
        },
      ],
    },
    CoreCustomsDetail: {
      name: "CoreCustomsDetail",
      namespace: "Core.Types",
      base: "CoreCustomsInfo",
      fields: [
        {
          wireName: "Contents",
          tsName: "contents",
          type: { kind: "simple", type: "string" },
          optional: true,
          namespace: "Core.Types",
        },
        {
          wireName: "RestrictionCommments",
          tsName: "restrictionCommments",
          type: { kind: "simple", type: "string" },
          optional: true,
          namespace: "Core.Types",
        },
        {
          wireName: "Detail",
          tsName: "detail",
          type: { kind: "simple", type: "string" },
          optional: true,
          namespace: "Core.Types",
        },
      ],
    },
    LabelRequest: {
      name: "LabelRequest",
      fields: [
        { wireName: "Customs", tsName: "customs", type: { kind: "complex", name: "CustomsInfo" }, optional: true },
        {
          wireName: "CoreCustoms",
          tsName: "coreCustoms",
          type: { kind: "complex", name: "CoreCustomsInfo" },
          optional: true,
          namespace: "Core.Types",
        },
        { wireName: "Pinned", tsName: "pinned", type: { kind: "complex", name: "CoreCustomsInfo" }, optional: true },
      ],
    },
  },
  soapPorts: ["LabelsSoap", "LabelsSoap12"],
  codecs: { writePlans: writePlansCodec },
};
