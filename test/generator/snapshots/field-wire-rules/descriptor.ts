import { writePlansCodec, valueEventsCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { RulesOperations } from "./types.js";

/**
 * The Rules service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const rulesDescriptor: TypedServiceDescriptor<RulesOperations> = {
  name: "Rules",
  namespace: "urn:rules",
  endpoint: "https://h/Rules.asmx",
  operations: [
    {
      name: "Call-Rec",
      messageName: "Call-Rec",
      tsName: "callRec",
      bindings: ["soap11", "soap12"],
      idempotent: true,
      requestElement: "Call-Rec",
      responseElement: "Call-RecResponse",
      resultElement: "Call-RecResult",
      soapAction: "urn:rules/Call-Rec",
      httpPath: "/Call-Rec",
      httpResultElement: "ArrayOfPart",
      fields: [{ wireName: "rec", tsName: "rec", type: { kind: "complex", name: "Rec" }, optional: true }],
      result: { kind: "array", item: { kind: "complex", name: "Part" }, itemElement: "Part" },
    },
    {
      name: "Total",
      messageName: "Total",
      tsName: "total",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "Total",
      responseElement: "TotalResponse",
      resultElement: "TotalResult",
      soapAction: "urn:rules/Total",
      httpPath: "/Total",
      httpResultElement: "decimal",
      fields: [],
      result: { kind: "simple", type: "decimal" },
      resultNillable: true,
    },
  ],
  types: {
    Rec: {
      name: "Rec",
      fields: [
        { wireName: "Note", tsName: "note", type: { kind: "simple", type: "string" }, nillable: true },
        { wireName: "Count", tsName: "count", type: { kind: "simple", type: "int" }, optional: true, nillable: true },
        {
          wireName: "Values",
          tsName: "values",
          type: { kind: "array", item: { kind: "simple", type: "string" }, itemElement: "Value", itemNillable: true },
          optional: true,
        },
        {
          wireName: "Parts",
          tsName: "parts",
          type: { kind: "array", item: { kind: "complex", name: "Part" }, itemElement: "Part" },
          optional: true,
        },
        { wireName: "INPUT-VAL", tsName: "inputVal", type: { kind: "simple", type: "string" }, optional: true },
        { wireName: "At", tsName: "at", type: { kind: "complex", name: "SysTime", struct: true } },
        {
          wireName: "Times",
          tsName: "times",
          type: { kind: "array", item: { kind: "complex", name: "SysTime", struct: true }, itemElement: "SysTime" },
          optional: true,
        },
      ],
    },
    Part: { name: "Part", fields: [{ wireName: "Id", tsName: "id", type: { kind: "simple", type: "int" } }] },
    SysTime: { name: "SysTime", fields: [{ wireName: "Hour", tsName: "hour", type: { kind: "simple", type: "int" } }] },
  },
  soapPorts: ["RulesSoap", "RulesSoap12"],
  codecs: { writePlans: writePlansCodec, valueEvents: valueEventsCodec },
};
