import { writePlansCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";
import type { TrackerOperations } from "./types.js";

/**
 * The Tracker service as data: namespace, operations, fields in wire order, types and bindings.
 *
 * The client and server runtimes read every wire name from here.
 */
export const trackerDescriptor: TypedServiceDescriptor<TrackerOperations> = {
  name: "Tracker",
  namespace: "http://example.com/Tracker",
  endpoint: "https://example.com/Tracker.asmx",
  operations: [
    {
      name: "Find",
      messageName: "Find",
      tsName: "find",
      bindings: ["soap11", "soap12", "httpGet", "httpPost"],
      idempotent: true,
      requestElement: "Find",
      responseElement: "FindResponse",
      resultElement: "FindResult",
      soapAction: "http://example.com/Tracker/Find",
      httpPath: "/Find",
      httpResultElement: "string",
      fields: [{ wireName: "TrackNum", tsName: "trackNum", type: { kind: "simple", type: "string" }, optional: true }],
      result: { kind: "simple", type: "string" },
      headers: [
        { element: "AuthHeader", tsName: "authHeader", direction: "in", required: true },
        { element: "SessionHeader", tsName: "sessionHeader", direction: "inOut" },
      ],
    },
    {
      name: "Find",
      messageName: "FindById",
      tsName: "findById",
      bindings: ["soap11", "soap12"],
      idempotent: true,
      requestElement: "FindById",
      responseElement: "FindByIdResponse",
      resultElement: "FindByIdResult",
      soapAction: "http://example.com/Tracker/FindById",
      httpPath: "/FindById",
      httpResultElement: "string",
      fields: [{ wireName: "Id", tsName: "id", type: { kind: "simple", type: "guid" } }],
      result: { kind: "simple", type: "string" },
      headers: [{ element: "AuthHeader", tsName: "authHeader", direction: "in", required: true }],
    },
  ],
  types: {
    AuthHeader: {
      name: "AuthHeader",
      fields: [
        { wireName: "UserName", tsName: "userName", type: { kind: "simple", type: "string" }, optional: true },
        {
          wireName: "Password",
          tsName: "password",
          type: { kind: "simple", type: "string" },
          optional: true,
          secret: true,
        },
      ],
    },
    SessionHeader: {
      name: "SessionHeader",
      fields: [{ wireName: "Token", tsName: "token", type: { kind: "simple", type: "string" }, optional: true }],
    },
  },
  soapPorts: ["TrackerSoap", "TrackerSoap12"],
  codecs: { writePlans: writePlansCodec },
};
