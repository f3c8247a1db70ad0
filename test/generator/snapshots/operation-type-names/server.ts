import {
  createAsmxServer,
  createPartialAsmxServer,
  handlersByMethod,
  type AsmxServer,
  type CallContext,
  type ServerOptions,
} from "asmx-codegen-runtime";
import { rentalsServerDescriptor } from "./writers.js";
import type {
  CheckServerHealthOperationParams,
  CheckServerHealthOperationResult,
  PingOperationParams,
  PingOperationResult,
  OtherParams,
  OtherResult,
} from "./types.js";
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
 * The implementation of Rentals: one method per operation. The generated server does all the protocol work (routing, parsing, validation, faults, the WSDL); a handler gets typed parameters and returns the typed result, or null for none.
 *
 * Throw a `ClientFault` to answer a client fault (soap:Client / soap:Sender), or a `ServerFault` for a server fault (soap:Server / soap:Receiver): its message goes to the caller exactly as written, so never put a secret into it. Any other exception becomes a server fault whose message stays hidden unless the server runs with `debug` (and is shown with the call's secrets hidden).
 */
export interface RentalsHandlers {
  checkServerHealth(
    params: CheckServerHealthOperationParams,
    context: CallContext<Readonly<Record<string, never>>>,
  ): CheckServerHealthOperationResult | Promise<CheckServerHealthOperationResult>;
  ping(
    params: PingOperationParams,
    context: CallContext<Readonly<Record<string, never>>>,
  ): PingOperationResult | Promise<PingOperationResult>;
  other(params: OtherParams, context: CallContext<Readonly<Record<string, never>>>): OtherResult | Promise<OtherResult>;
}
/** Creates Rentals servers: with every handler, or (`.partial`) with some, for mocks. */
export interface RentalsServerFactory {
  /** A server implementing every operation: see {@link createRentalsServer}. */
  (handlers: RentalsHandlers, options?: ServerOptions): AsmxServer;
  /**
   * A Rentals server implementing only the operations given, for mocks and tests. The subset is explicit in the type (`Partial<RentalsHandlers>`); the full factory still requires every operation.
   *
   * Every other operation is routed, read and authenticated as usual, then answers a server fault saying it is not implemented: `soap:Server` (SOAP 1.1), `soap:Receiver` (SOAP 1.2), or a 500 text/plain message (HTTP GET and POST).
   *
   * @example
   * const mock = createRentalsServer.partial({ ping: () => "T123" });
   */
  partial(handlers: Partial<RentalsHandlers>, options?: ServerOptions): AsmxServer;
}

/**
 * A Rentals server answering SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST on one endpoint path (and `?wsdl`), as ASP.NET ASMX does. `handlers` implements every operation.
 *
 * Serve it with `server.fetch` (Request → Response: Hono, Bun, Deno, workers) or, in Node, with `nodeListener(server)` / `listen(server)` from the `./node` entry.
 *
 * For a mock that implements some operations only, use `createRentalsServer.partial`.
 *
 * @example
 * const server = createRentalsServer(handlers, { path: "/Rentals.asmx" });
 * const { url } = await listen(server, { port: 8080 });
 */
export const createRentalsServer: RentalsServerFactory = Object.assign(
  (handlers: RentalsHandlers, options: ServerOptions = {}): AsmxServer =>
    createAsmxServer(
      rentalsServerDescriptor,
      handlersByMethod(rentalsServerDescriptor, handlers),
      renderWsdl,
      options,
      helpPages,
    ),
  {
    partial: (handlers: Partial<RentalsHandlers>, options: ServerOptions = {}): AsmxServer =>
      createPartialAsmxServer(
        rentalsServerDescriptor,
        handlersByMethod(rentalsServerDescriptor, handlers),
        renderWsdl,
        options,
        helpPages,
      ),
  },
);
