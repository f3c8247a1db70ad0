import { AsmxClientCore, type CallOptions, type ClientOptions, type BindingKind } from "asmx-codegen-runtime";
import { trackerDescriptor } from "./descriptor.js";
import type {
  FindInput,
  FindResult,
  FindResponse,
  FindRequestHeaders,
  FindByIdInput,
  FindByIdResult,
  FindByIdRequestHeaders,
  TrackerOperations,
  AuthHeader,
  SessionHeader,
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

/** SOAP headers of Tracker a client can set once: each is sent with every call of an operation that reads it (a call's own `headers` win). */
export interface TrackerHeaders {
  /** Sent as `<AuthHeader>` in the SOAP header of: Find, FindById. */
  readonly authHeader?: AuthHeader | undefined;
  /** Sent as `<SessionHeader>` in the SOAP header of: Find. */
  readonly sessionHeader?: SessionHeader | undefined;
}

/** Options of {@link TrackerClient}. */
export interface TrackerClientOptions<B extends BindingKind> extends Omit<ClientOptions<B>, "credentials" | "headers"> {
  /** SOAP headers sent with every call of an operation that reads them. */
  readonly headers?: TrackerHeaders | undefined;
}

/**
 * Typed client of the Tracker web service. Every call goes over the client's binding (SOAP 1.1 unless `binding` says otherwise) or the one a call asks for, to `endpoint` (https by default).
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
 * const client = new TrackerClient();
 * const result = await client.find({ trackNum: "T123" });
 */
export class TrackerClient<B extends BindingKind = "soap11"> {
  /** The binding every call uses unless the call overrides it. */
  readonly binding: B;
  readonly #core: AsmxClientCore<TrackerOperations, B>;

  constructor(options: TrackerClientOptions<B> = {}) {
    this.#core = new AsmxClientCore(trackerDescriptor, options);
    this.binding = this.#core.binding;
  }

  /** Resolves to {@link FindResponse}: the result, and the SOAP headers sent back. */
  find(input: FindInput = {}, options?: CallOptions<BindingKind, FindRequestHeaders>): Promise<FindResponse> {
    return this.#core.call("Find", input, options);
  }

  /**
   * `FindById`, an overload of `Find`.
   *
   * Offered over SOAP 1.1 and SOAP 1.2 only: calling it on a client of another binding is a type error.
   */
  findById(
    this: TrackerClient<"soap11" | "soap12">,
    input: FindByIdInput,
    options?: CallOptions<"soap11" | "soap12", FindByIdRequestHeaders>,
  ): Promise<FindByIdResult> {
    return this.#core.call("FindById", input, options);
  }
}
