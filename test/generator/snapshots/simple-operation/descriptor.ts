import type { TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { GreeterOperations } from "./types.js";

/**
 * The Greeter service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const greeterDescriptor: TypedServiceDescriptor<GreeterOperations> = {
  name: "Greeter",
  namespace: "http://example.com/Greeter",
  endpoint: "https://example.com/Greeter.asmx",
  operations: [
    {
      name: "Greet",
      messageName: "Greet",
      tsName: "greet",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "Greet",
      responseElement: "GreetResponse",
      resultElement: "GreetResult",
      soapAction: "http://example.com/Greeter/Greet",
      httpPath: "/Greet",
      httpResultElement: "string",
      fields: [
        {
          wireName: "UserID",
          tsName: "userId",
          type: { kind: "simple", type: "string" },
          optional: true,
          credential: "userId",
        },
        {
          wireName: "Password",
          tsName: "password",
          type: { kind: "simple", type: "string" },
          optional: true,
          secret: true,
          credential: "password",
        },
        { wireName: "Name", tsName: "name", type: { kind: "simple", type: "string" }, optional: true },
        { wireName: "Times", tsName: "times", type: { kind: "simple", type: "int" } },
      ],
      result: { kind: "simple", type: "string" },
    },
  ],
  soapPorts: ["GreeterSoap", "GreeterSoap12"],
};
