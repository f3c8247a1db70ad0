import { AsmxClientCore, type CallOptions, type ClientOptions, type BindingKind } from "asmx-codegen-runtime";
import { rulesDescriptor } from "./descriptor.js";
import type { Call_RecInput, Call_RecResult, TotalInput, TotalResult, RulesOperations } from "./types.js";

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

/** Options of {@link RulesClient}. */
export interface RulesClientOptions<B extends BindingKind> extends Omit<ClientOptions<B>, "credentials" | "headers"> {}

/**
 * Typed client of the Rules web service. Every call goes over the client's binding (SOAP 1.1 unless `binding` says otherwise) or the one a call asks for, to `endpoint` (https by default).
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
 * const client = new RulesClient();
 * const result = await client.callRec();
 */
export class RulesClient<B extends BindingKind = "soap11"> {
  /** The binding every call uses unless the call overrides it. */
  readonly binding: B;
  readonly #core: AsmxClientCore<RulesOperations, B>;

  constructor(options: RulesClientOptions<B> = {}) {
    this.#core = new AsmxClientCore(rulesDescriptor, options);
    this.binding = this.#core.binding;
  }

  /** Offered over SOAP 1.1 and SOAP 1.2 only: calling it on a client of another binding is a type error. */
  callRec(
    this: RulesClient<"soap11" | "soap12">,
    input: Call_RecInput = {},
    options?: CallOptions<"soap11" | "soap12">,
  ): Promise<Call_RecResult> {
    return this.#core.call("Call-Rec", input, options);
  }

  total(input: TotalInput = {}, options?: CallOptions<BindingKind>): Promise<TotalResult> {
    return this.#core.call("Total", input, options);
  }
}
