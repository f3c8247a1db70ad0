import { AsmxClientCore, type CallOptions, type ClientOptions, type BindingKind } from "asmx-codegen-runtime";
import { rentalsDescriptor } from "./descriptor.js";
import type {
  CheckServerHealthOperationInput,
  CheckServerHealthOperationResult,
  PingOperationInput,
  PingOperationResult,
  OtherInput,
  OtherResult,
  RentalsOperations,
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

/** Options of {@link RentalsClient}. */
export interface RentalsClientOptions<B extends BindingKind> extends Omit<
  ClientOptions<B>,
  "credentials" | "headers"
> {}

/**
 * Typed client of the Rentals web service. Every call goes over the client's binding (SOAP 1.1 unless `binding` says otherwise) or the one a call asks for, to `endpoint` (https by default).
 *
 * A call rejects with an {@link AsmxClientError} naming the operation (`operation`, `method`):
 * - {@link SoapFaultError}: the service answered a SOAP fault; `code` says whose fault (`isClientFault`), `reason` why.
 * - {@link HttpStatusError}: an HTTP error that is not a SOAP fault (every error on HTTP GET and POST); `bodyExcerpt` has its start.
 * - {@link ResponseDecodeError}: the response cannot be read as the operation's result.
 * - {@link RequestEncodeError}: a field's value cannot be sent (wrong type, or a character XML cannot carry); `field` names it.
 * - {@link TimeoutError}: no complete response within `timeoutMs`.
 * - {@link AbortedError}: the call's `signal` was aborted.
 * - {@link NetworkError}: the connection failed before a response arrived (refused, reset, DNS, TLS).
 *
 * @example
 * const client = new RentalsClient();
 * const result = await client.ping({ kind: "A" });
 */
export class RentalsClient<B extends BindingKind = "soap11"> {
  /** The binding every call uses unless the call overrides it. */
  readonly binding: B;
  readonly #core: AsmxClientCore<RentalsOperations, B>;

  constructor(options: RentalsClientOptions<B> = {}) {
    this.#core = new AsmxClientCore(rentalsDescriptor, options);
    this.binding = this.#core.binding;
  }

  checkServerHealth(
    input: CheckServerHealthOperationInput = {},
    options?: CallOptions<BindingKind>,
  ): Promise<CheckServerHealthOperationResult> {
    return this.#core.call("CheckServerHealth", input, options);
  }

  ping(input: PingOperationInput, options?: CallOptions<BindingKind>): Promise<PingOperationResult> {
    return this.#core.call("Ping", input, options);
  }

  other(input: OtherInput = {}, options?: CallOptions<BindingKind>): Promise<OtherResult> {
    return this.#core.call("Other", input, options);
  }
}
