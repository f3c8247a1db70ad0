import { writePlansCodec, valueEventsCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { RentalsOperations } from "./types.js";

/**
 * The Rentals service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const rentalsDescriptor: TypedServiceDescriptor<RentalsOperations> = {
  name: "Rentals",
  namespace: "urn:rentals",
  endpoint: "https://h/Rentals.asmx",
  operations: [
    {
      name: "CheckServerHealth",
      messageName: "CheckServerHealth",
      tsName: "checkServerHealth",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "CheckServerHealth",
      responseElement: "CheckServerHealthResponse",
      resultElement: "CheckServerHealthResult",
      soapAction: "urn:rentals/CheckServerHealth",
      httpPath: "/CheckServerHealth",
      httpResultElement: "CheckServerHealthResult",
      fields: [],
      result: { kind: "complex", name: "CheckServerHealthResult" },
    },
    {
      name: "Ping",
      messageName: "Ping",
      tsName: "ping",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "Ping",
      responseElement: "PingResponse",
      resultElement: "PingResult",
      soapAction: "urn:rentals/Ping",
      httpPath: "/Ping",
      httpResultElement: "string",
      fields: [{ wireName: "kind", tsName: "kind", type: { kind: "enum", name: "PingInput", values: ["A", "B"] } }],
      result: { kind: "simple", type: "string" },
    },
    {
      name: "Other",
      messageName: "Other",
      tsName: "other",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "Other",
      responseElement: "OtherResponse",
      resultElement: "OtherResult",
      soapAction: "urn:rentals/Other",
      httpPath: "/Other",
      httpResultElement: "int",
      fields: [],
      result: { kind: "simple", type: "int" },
    },
  ],
  types: {
    CheckServerHealthResult: {
      name: "CheckServerHealthResult",
      fields: [{ wireName: "Ok", tsName: "ok", type: { kind: "simple", type: "boolean" } }],
    },
  },
  soapPorts: ["RentalsSoap", "RentalsSoap12"],
  codecs: { writePlans: writePlansCodec, valueEvents: valueEventsCodec },
};
