import { AsmxClientCore, type CallOptions, type ClientOptions, type BindingKind } from "asmx-codegen-runtime";
import { statusingDescriptor } from "./descriptor.js";
import type { ReadStatusInput, ReadStatusResult, UpdateStatusInput, StatusingOperations } from "./types.js";

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

/** Options of {@link StatusingClient}. */
export interface StatusingClientOptions<B extends BindingKind> extends Omit<
  ClientOptions<B>,
  "credentials" | "headers"
> {}

/**
 * Typed client of the Statusing web service. Every call goes over the client's binding (SOAP 1.1 unless `binding` says otherwise) or the one a call asks for, to `endpoint` (https by default).
 *
 * A call rejects with an {@link AsmxClientError} naming the operation (`operation`, `method`):
 * - {@link SoapFaultError}: the service answered a SOAP fault; `code` says whose fault (`isClientFault`), `reason` why.
 * - {@link HttpStatusError}: an HTTP error that is not a SOAP fault (every error on HTTP GET and POST); `bodyExcerpt` has its start.
 * - {@link ResponseDecodeError}: the response cannot be read as the operation's result.
 * - {@link RequestEncodeError}: a field's value cannot be sent (wrong type, or a character XML cannot carry); `field` names it.
 * - {@link TimeoutError}: no complete response within `timeoutMs`.
 * - {@link AbortedError}: the call's `signal` was aborted.
 * - {@link NetworkError}: the connection failed before a response arrived (refused, reset, DNS, TLS).
 * - {@link BindingNotOfferedError}: called over a binding the operation is not offered on (a type error in TypeScript).
 *
 * @example
 * const client = new StatusingClient();
 * const result = await client.readStatus({ updateId: "3f2504e0-4f89-11d3-9a0c-0305e82c3301" });
 */
export class StatusingClient<B extends BindingKind = "soap11"> {
  /** The binding every call uses unless the call overrides it. */
  readonly binding: B;
  readonly #core: AsmxClientCore<StatusingOperations, B>;

  constructor(options: StatusingClientOptions<B> = {}) {
    this.#core = new AsmxClientCore(statusingDescriptor, options);
    this.binding = this.#core.binding;
  }

  /** Offered over SOAP 1.1 only: calling it on a client of another binding is a type error. */
  readStatus(
    this: StatusingClient<"soap11">,
    input: ReadStatusInput,
    options?: CallOptions<"soap11">,
  ): Promise<ReadStatusResult> {
    return this.#core.call("ReadStatus", input, options);
  }

  /** Offered over SOAP 1.1 only: calling it on a client of another binding is a type error. */
  updateStatus(
    this: StatusingClient<"soap11">,
    input: UpdateStatusInput = {},
    options?: CallOptions<"soap11">,
  ): Promise<void> {
    return this.#core.call("UpdateStatus", input, options);
  }
}
