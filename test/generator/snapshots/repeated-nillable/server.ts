import {
  createAsmxServer,
  createPartialAsmxServer,
  handlersByMethod,
  type AsmxServer,
  type CallContext,
  type ServerOptions,
} from "asmx-codegen-runtime";
import { alertsServerDescriptor } from "./writers.js";
import type { SendParams, SendResult } from "./types.js";
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
 * The implementation of Alerts: one method per operation. The generated server does all the protocol work (routing, parsing, validation, faults, the WSDL); a handler gets typed parameters and returns the typed result, or null for none.
 *
 * Throw a `ClientFault` to answer a client fault (soap:Client / soap:Sender), or a `ServerFault` for a server fault (soap:Server / soap:Receiver): its message goes to the caller exactly as written, so never put a secret into it. Any other exception becomes a server fault whose message stays hidden unless the server runs with `debug` (and is shown with the call's secrets hidden).
 */
export interface AlertsHandlers {
  /** Offered over SOAP 1.1 and SOAP 1.2 only. */
  send(params: SendParams, context: CallContext<Readonly<Record<string, never>>>): SendResult | Promise<SendResult>;
}
/** Creates Alerts servers: with every handler, or (`.partial`) with some, for mocks. */
export interface AlertsServerFactory {
  /** A server implementing every operation: see {@link createAlertsServer}. */
  (handlers: AlertsHandlers, options?: ServerOptions): AsmxServer;
  /**
   * A Alerts server implementing only the operations given, for mocks and tests. The subset is explicit in the type (`Partial<AlertsHandlers>`); the full factory still requires every operation.
   *
   * Every other operation is routed, read and authenticated as usual, then answers a server fault saying it is not implemented: `soap:Server` (SOAP 1.1), `soap:Receiver` (SOAP 1.2), or a 500 text/plain message (HTTP GET and POST).
   *
   * @example
   * const mock = createAlertsServer.partial({ send: () => "T123" });
   */
  partial(handlers: Partial<AlertsHandlers>, options?: ServerOptions): AsmxServer;
}

/**
 * A Alerts server answering SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST on one endpoint path (and `?wsdl`), as ASP.NET ASMX does. `handlers` implements every operation.
 *
 * Serve it with `server.fetch` (Request → Response: Hono, Bun, Deno, workers) or, in Node, with `nodeListener(server)` / `listen(server)` from the `./node` entry.
 *
 * For a mock that implements some operations only, use `createAlertsServer.partial`.
 *
 * @example
 * const server = createAlertsServer(handlers, { path: "/Alerts.asmx" });
 * const { url } = await listen(server, { port: 8080 });
 */
export const createAlertsServer: AlertsServerFactory = Object.assign(
  (handlers: AlertsHandlers, options: ServerOptions = {}): AsmxServer =>
    createAsmxServer(
      alertsServerDescriptor,
      handlersByMethod(alertsServerDescriptor, handlers),
      renderWsdl,
      options,
      helpPages,
    ),
  {
    partial: (handlers: Partial<AlertsHandlers>, options: ServerOptions = {}): AsmxServer =>
      createPartialAsmxServer(
        alertsServerDescriptor,
        handlersByMethod(alertsServerDescriptor, handlers),
        renderWsdl,
        options,
        helpPages,
      ),
  },
);
