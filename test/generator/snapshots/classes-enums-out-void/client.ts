import {
  AsmxClientCore,
  type CallOptions,
  type ClientOptions,
  type BindingKind,
  SoapFaultError,
} from "asmx-codegen-runtime";
import { shippingDescriptor } from "./descriptor.js";
import type { QuoteInput, QuoteResult, QuoteResponse, NotifyInput, ShippingOperations, Refused } from "./types.js";

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

/** Options of {@link ShippingClient}. */
export interface ShippingClientOptions<B extends BindingKind> extends Omit<
  ClientOptions<B>,
  "credentials" | "headers"
> {}

/** Whether a call failed with a SOAP fault whose detail is a {@link Refused}; `error.detailValue.value` then holds it. */
export function isRefused(
  error: unknown,
): error is SoapFaultError & { readonly detailValue: { readonly type: "Refused"; readonly value: Refused } } {
  return error instanceof SoapFaultError && error.detailValue?.type === "Refused";
}

/**
 * Typed client of the Shipping web service. Every call goes over the client's binding (SOAP 1.1 unless `binding` says otherwise) or the one a call asks for, to `endpoint` (https by default).
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
 * const client = new ShippingClient();
 * await client.notify({ message: "T123" });
 */
export class ShippingClient<B extends BindingKind = "soap11"> {
  /** The binding every call uses unless the call overrides it. */
  readonly binding: B;
  readonly #core: AsmxClientCore<ShippingOperations, B>;

  constructor(options: ShippingClientOptions<B> = {}) {
    this.#core = new AsmxClientCore(shippingDescriptor, options);
    this.binding = this.#core.binding;
  }

  /**
   * Offered over SOAP 1.1 and SOAP 1.2 only: calling it on a client of another binding is a type error.
   *
   * Resolves to {@link QuoteResponse}: the result, the out parameters, and the SOAP headers sent back.
   *
   * A fault may carry a typed detail: `isRefused(error)` tells, and `error.detailValue.value` has it.
   */
  quote(
    this: ShippingClient<"soap11" | "soap12">,
    input: QuoteInput = {},
    options?: CallOptions<"soap11" | "soap12">,
  ): Promise<QuoteResponse> {
    return this.#core.call("Quote", input, options);
  }

  /** One-way: resolves when the service has accepted the request (HTTP 202); the outcome is never reported. */
  notify(input: NotifyInput = {}, options?: CallOptions<BindingKind>): Promise<void> {
    return this.#core.call("Notify", input, options);
  }
}
