import {
  createAsmxServer,
  createPartialAsmxServer,
  handlersByMethod,
  type AsmxServer,
  type CallContext,
  type ServerOptions,
} from "asmx-codegen-runtime";
import { parcelsServerDescriptor } from "./writers.js";
import type {
  SendParams,
  SendResult,
  LookupParams,
  LookupResult,
  ReportParams,
  ReportResult,
  SplitParams,
  SplitResponse,
} from "./types.js";
import { renderWsdl } from "./wsdl.js";
import { helpPages } from "./help.js";
import { renderOpenApi } from "./openapi.js";

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
 * The implementation of Parcels: one method per operation. The generated server does all the protocol work (routing, parsing, validation, faults, the WSDL); a handler gets typed parameters and returns the typed result, or null for none.
 *
 * Throw a `ClientFault` to answer a client fault (soap:Client / soap:Sender), or a `ServerFault` for a server fault (soap:Server / soap:Receiver): its message goes to the caller exactly as written, so never put a secret into it. Any other exception becomes a server fault whose message stays hidden unless the server runs with `debug` (and is shown with the call's secrets hidden).
 */
export interface ParcelsHandlers {
  /** Offered over SOAP 1.1 and SOAP 1.2 only. */
  send(params: SendParams, context: CallContext<Readonly<Record<string, never>>>): SendResult | Promise<SendResult>;
  lookup(
    params: LookupParams,
    context: CallContext<Readonly<Record<string, never>>>,
  ): LookupResult | Promise<LookupResult>;
  report(
    params: ReportParams,
    context: CallContext<Readonly<Record<string, never>>>,
  ): ReportResult | Promise<ReportResult>;
  /**
   * Offered over SOAP 1.1 and SOAP 1.2 only.
   *
   * Return {@link SplitResponse}: the out parameters, and the SOAP headers to send back (left out when not set).
   */
  split(
    params: SplitParams,
    context: CallContext<Readonly<Record<string, never>>>,
  ): SplitResponse | Promise<SplitResponse>;
}
/** Creates Parcels servers: with every handler, or (`.partial`) with some, for mocks. */
export interface ParcelsServerFactory {
  /** A server implementing every operation: see {@link createParcelsServer}. */
  (handlers: ParcelsHandlers, options?: ServerOptions): AsmxServer;
  /**
   * A Parcels server implementing only the operations given, for mocks and tests. The subset is explicit in the type (`Partial<ParcelsHandlers>`); the full factory still requires every operation.
   *
   * Every other operation is routed, read and authenticated as usual, then answers a server fault saying it is not implemented: `soap:Server` (SOAP 1.1), `soap:Receiver` (SOAP 1.2), or a 500 text/plain message (HTTP GET and POST).
   *
   * @example
   * const mock = createParcelsServer.partial({ lookup: () => "Small" });
   */
  partial(handlers: Partial<ParcelsHandlers>, options?: ServerOptions): AsmxServer;
}

/**
 * A Parcels server answering SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST on one endpoint path (and `?wsdl`), as ASP.NET ASMX does. `handlers` implements every operation.
 *
 * Serve it with `server.fetch` (Request → Response: Hono, Bun, Deno, workers) or, in Node, with `nodeListener(server)` / `listen(server)` from the `./node` entry.
 *
 * For a mock that implements some operations only, use `createParcelsServer.partial`.
 *
 * @example
 * const server = createParcelsServer(handlers, { path: "/Parcels.asmx" });
 * const { url } = await listen(server, { port: 8080 });
 */
export const createParcelsServer: ParcelsServerFactory = Object.assign(
  (handlers: ParcelsHandlers, options: ServerOptions = {}): AsmxServer =>
    createAsmxServer(
      parcelsServerDescriptor,
      handlersByMethod(parcelsServerDescriptor, handlers),
      renderWsdl,
      options,
      helpPages,
      renderOpenApi,
    ),
  {
    partial: (handlers: Partial<ParcelsHandlers>, options: ServerOptions = {}): AsmxServer =>
      createPartialAsmxServer(
        parcelsServerDescriptor,
        handlersByMethod(parcelsServerDescriptor, handlers),
        renderWsdl,
        options,
        helpPages,
        renderOpenApi,
      ),
  },
);
