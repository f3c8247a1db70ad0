import { AsmxClientCore, type CallOptions, type ClientOptions, type BindingKind } from "asmx-codegen-runtime";
import { greeterDescriptor } from "./descriptor.js";
import type { GreetInput, GreetResult, GreeterOperations } from "./types.js";

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

/** Credentials of Greeter, set once on the client and sent as each operation's credential fields. */
export type GreeterCredentials = {
  /** Sent as `UserID`. */
  readonly userId?: string | undefined;
  /** Sent as `Password`. */
  readonly password?: string | undefined;
};

/** Options of {@link GreeterClient}. */
export interface GreeterClientOptions<B extends BindingKind> extends Omit<ClientOptions<B>, "credentials" | "headers"> {
  readonly credentials?: GreeterCredentials | undefined;
}

/**
 * Typed client of the Greeter web service. Every call goes over the client's binding (SOAP 1.1 unless `binding` says otherwise) or the one a call asks for, to `endpoint` (https by default).
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
 * const client = new GreeterClient({ credentials: { userId: process.env.GREETER_USER_ID, password: process.env.GREETER_PASSWORD } });
 * const result = await client.greet({ name: "T123", times: 1 });
 */
export class GreeterClient<B extends BindingKind = "soap11"> {
  /** The binding every call uses unless the call overrides it. */
  readonly binding: B;
  readonly #core: AsmxClientCore<GreeterOperations, B>;

  constructor(options: GreeterClientOptions<B> = {}) {
    this.#core = new AsmxClientCore(greeterDescriptor, options);
    this.binding = this.#core.binding;
  }

  /** Says hello. */
  greet(input: GreetInput, options?: CallOptions<BindingKind>): Promise<GreetResult> {
    return this.#core.call("Greet", input, options);
  }
}
