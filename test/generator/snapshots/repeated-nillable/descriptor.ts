import { writePlansCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { AlertsOperations } from "./types.js";

/**
 * The Alerts service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const alertsDescriptor: TypedServiceDescriptor<AlertsOperations> = {
  name: "Alerts",
  namespace: "urn:alerts",
  endpoint: "https://h/Alerts.asmx",
  operations: [
    {
      name: "Send",
      messageName: "Send",
      tsName: "send",
      bindings: ["soap11", "soap12"],
      idempotent: true,
      requestElement: "Send",
      responseElement: "SendResponse",
      resultElement: "SendResult",
      soapAction: "urn:alerts/Send",
      httpPath: "/Send",
      httpResultElement: "string",
      fields: [{ wireName: "trigger", tsName: "trigger", type: { kind: "complex", name: "Trigger" }, optional: true }],
      result: { kind: "simple", type: "string" },
    },
  ],
  types: {
    Channel: { name: "Channel", fields: [{ wireName: "Id", tsName: "id", type: { kind: "simple", type: "int" } }] },
    Trigger: {
      name: "Trigger",
      fields: [
        {
          wireName: "Channels",
          tsName: "channels",
          type: {
            kind: "array",
            item: { kind: "complex", name: "Channel" },
            itemElement: "Channel",
            itemNillable: true,
          },
          optional: true,
          nillable: true,
          form: "repeated",
        },
        {
          wireName: "Names",
          tsName: "names",
          type: { kind: "array", item: { kind: "simple", type: "string" }, itemElement: "string" },
          optional: true,
          form: "repeated",
        },
      ],
    },
  },
  soapPorts: ["AlertsSoap", "AlertsSoap12"],
  codecs: { writePlans: writePlansCodec },
};
