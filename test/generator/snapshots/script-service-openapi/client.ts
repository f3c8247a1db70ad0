import { AsmxClientCore, type CallOptions, type ClientOptions, type CallBinding } from "asmx-codegen-runtime";
import { parcelsDescriptor } from "./descriptor.js";
import type {
  SendInput,
  SendResult,
  LookupInput,
  LookupResult,
  ReportInput,
  ReportResult,
  SplitInput,
  SplitResponse,
  ParcelsOperations,
} from "./types.js";

export {
  AbortedError,
  AsmxClientError,
  BindingNotOfferedError,
  HttpStatusError,
  NetworkError,
  RequestEncodeError,
  ResponseDecodeError,
  SoapFaultError,
  TimeoutError,
  ScriptServiceError,
  fetchTransport,
  ResponseTooLargeError,
  TransportTimeoutError,
} from "asmx-codegen-runtime";
export type {
  CalledOperation,
  CallOptions,
  RetryOptions,
  BindingKind,
  CallBinding,
  Transport,
  TransportRequest,
  TransportResponse,
} from "asmx-codegen-runtime";
export * from "./types.js";

/** Options of {@link ParcelsClient}. */
export interface ParcelsClientOptions<B extends CallBinding> extends Omit<
  ClientOptions<B>,
  "credentials" | "headers"
> {}

/**
 * Typed client of the Parcels web service. Every call goes over the client's binding (SOAP 1.1 unless `binding` says otherwise) or the one a call asks for, to `endpoint` (https by default).
 *
 * A call rejects with an {@link AsmxClientError} naming the operation (`operation`, `method`):
 * - {@link SoapFaultError}: the service answered a SOAP fault; `code` says whose fault (`isClientFault`), `reason` why.
 * - {@link HttpStatusError}: an HTTP error that is not a SOAP fault (every error on HTTP GET and POST); `bodyExcerpt` has its start.
 * - {@link ScriptServiceError}: the JSON face answered its error object; `reason` and `exceptionType` (hidden unless the server debugs).
 * - {@link ResponseDecodeError}: the response cannot be read as the operation's result.
 * - {@link RequestEncodeError}: a field's value cannot be sent (wrong type, or a character XML cannot carry); `field` names it.
 * - {@link TimeoutError}: no complete response within `timeoutMs`.
 * - {@link AbortedError}: the call's `signal` was aborted.
 * - {@link NetworkError}: the connection failed before a response arrived (refused, reset, DNS, TLS).
 * - {@link BindingNotOfferedError}: called over a binding the operation is not offered on (a type error in TypeScript).
 *
 * @example
 * const client = new ParcelsClient();
 * const result = await client.split({ count: 1 });
 */
export class ParcelsClient<B extends CallBinding = "soap11"> {
  /** The binding every call uses unless the call overrides it. */
  readonly binding: B;
  readonly #core: AsmxClientCore<ParcelsOperations, B>;

  constructor(options: ParcelsClientOptions<B> = {}) {
    this.#core = new AsmxClientCore(parcelsDescriptor, options);
    this.binding = this.#core.binding;
  }

  /** Offered over SOAP 1.1 and SOAP 1.2 only: calling it on a client of another binding is a type error. */
  send(
    this: ParcelsClient<"soap11" | "soap12" | "json">,
    input: SendInput = {},
    options?: CallOptions<"soap11" | "soap12" | "json">,
  ): Promise<SendResult> {
    return this.#core.call("Send", input, options);
  }

  lookup(input: LookupInput, options?: CallOptions<CallBinding>): Promise<LookupResult> {
    return this.#core.call("Lookup", input, options);
  }

  report(input: ReportInput = {}, options?: CallOptions<CallBinding>): Promise<ReportResult> {
    return this.#core.call("Report", input, options);
  }

  /**
   * Offered over SOAP 1.1 and SOAP 1.2 only: calling it on a client of another binding is a type error.
   *
   * Resolves to {@link SplitResponse}: the out parameters, and the SOAP headers sent back.
   */
  split(
    this: ParcelsClient<"soap11" | "soap12">,
    input: SplitInput,
    options?: CallOptions<"soap11" | "soap12">,
  ): Promise<SplitResponse> {
    return this.#core.call("Split", input, options);
  }
}
