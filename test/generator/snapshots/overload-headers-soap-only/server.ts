import {
  createAsmxServer,
  createPartialAsmxServer,
  handlersByMethod,
  type AsmxServer,
  type CallContext,
  type ServerOptions,
} from "asmx-codegen-runtime";
import { trackerServerDescriptor } from "./writers.js";
import type { FindParams, FindResponse, AuthHeader, SessionHeader, FindByIdParams, FindByIdResult } from "./types.js";
import { renderWsdl } from "./wsdl.js";
import { helpPages } from "./help.js";

export { ClientFault, ServerFault, dataSet, table, row } from "asmx-codegen-runtime";
export type {
  AsmxServer,
  CallContext,
  ServerLogEvent,
  ServerOptions,
  ServerRequest,
  ServerResponse,
} from "asmx-codegen-runtime";
export * from "./types.js";

/**
 * The implementation of Tracker: one method per operation. The generated server does all the protocol work (routing, parsing, validation, faults, the WSDL); a handler gets typed parameters and returns the typed result, or null for none.
 *
 * Throw a `ClientFault` to answer a client fault (soap:Client / soap:Sender), or a `ServerFault` for a server fault (soap:Server / soap:Receiver): its message goes to the caller exactly as written, so never put a secret into it. Any other exception becomes a server fault whose message stays hidden unless the server runs with `debug` (and is shown with the call's secrets hidden).
 */
export interface TrackerHandlers {
  /**
   * SOAP headers: `context.headers` (authHeader, required; sessionHeader).
   *
   * Return {@link FindResponse}: the result, and the SOAP headers to send back (left out when not set).
   */
  find(
    params: FindParams,
    context: CallContext<{ readonly authHeader: AuthHeader; readonly sessionHeader?: SessionHeader | undefined }>,
  ): FindResponse | Promise<FindResponse>;
  /**
   * `FindById`, an overload of `Find`.
   *
   * Offered over SOAP 1.1 and SOAP 1.2 only.
   *
   * SOAP headers: `context.headers` (authHeader, required).
   */
  findById(
    params: FindByIdParams,
    context: CallContext<{ readonly authHeader: AuthHeader }>,
  ): FindByIdResult | Promise<FindByIdResult>;
}
/** Creates Tracker servers: with every handler, or (`.partial`) with some, for mocks. */
export interface TrackerServerFactory {
  /** A server implementing every operation: see {@link createTrackerServer}. */
  (handlers: TrackerHandlers, options?: ServerOptions): AsmxServer;
  /**
   * A Tracker server implementing only the operations given, for mocks and tests. The subset is explicit in the type (`Partial<TrackerHandlers>`); the full factory still requires every operation.
   *
   * Every other operation is routed, read and authenticated as usual, then answers a server fault saying it is not implemented: `soap:Server` (SOAP 1.1), `soap:Receiver` (SOAP 1.2), or a 500 text/plain message (HTTP GET and POST).
   *
   * @example
   * const mock = createTrackerServer.partial({ findById: () => "T123" });
   */
  partial(handlers: Partial<TrackerHandlers>, options?: ServerOptions): AsmxServer;
}

/**
 * A Tracker server answering SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST on one endpoint path (and `?wsdl`), as ASP.NET ASMX does. `handlers` implements every operation.
 *
 * Serve it with `server.fetch` (Request → Response: Hono, Bun, Deno, workers) or, in Node, with `nodeListener(server)` / `listen(server)` from the `./node` entry.
 *
 * For a mock that implements some operations only, use `createTrackerServer.partial`.
 *
 * @example
 * const server = createTrackerServer(handlers, { path: "/Tracker.asmx" });
 * const { url } = await listen(server, { port: 8080 });
 */
export const createTrackerServer: TrackerServerFactory = Object.assign(
  (handlers: TrackerHandlers, options: ServerOptions = {}): AsmxServer =>
    createAsmxServer(
      trackerServerDescriptor,
      handlersByMethod(trackerServerDescriptor, handlers),
      renderWsdl,
      options,
      helpPages,
    ),
  {
    partial: (handlers: Partial<TrackerHandlers>, options: ServerOptions = {}): AsmxServer =>
      createPartialAsmxServer(
        trackerServerDescriptor,
        handlersByMethod(trackerServerDescriptor, handlers),
        renderWsdl,
        options,
        helpPages,
      ),
  },
);
