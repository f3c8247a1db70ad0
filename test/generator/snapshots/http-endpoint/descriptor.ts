import type { TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { PlainOperations } from "./types.js";

/**
 * The Plain service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const plainDescriptor: TypedServiceDescriptor<PlainOperations> = {
  name: "Plain",
  namespace: "http://example.com/Plain",
  endpoint: "http://example.com/Plain.asmx",
  operations: [
    {
      name: "Echo",
      messageName: "Echo",
      tsName: "echo",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "Echo",
      responseElement: "EchoResponse",
      resultElement: "EchoResult",
      soapAction: "http://example.com/Plain/Echo",
      httpPath: "/Echo",
      httpResultElement: "string",
      fields: [{ wireName: "Text", tsName: "text", type: { kind: "simple", type: "string" }, optional: true }],
      result: { kind: "simple", type: "string" },
    },
  ],
  soapPorts: ["PlainSoap", "PlainSoap12"],
};
