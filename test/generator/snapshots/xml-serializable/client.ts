import { AsmxClientCore, type CallOptions, type ClientOptions, type BindingKind } from "asmx-codegen-runtime";
import { storeDescriptor } from "./descriptor.js";
import type {
  GetReviewInput,
  GetReviewResult,
  ImportOrdersInput,
  ImportOrdersResult,
  StoreOperations,
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

/** Options of {@link StoreClient}. */
export interface StoreClientOptions<B extends BindingKind> extends Omit<ClientOptions<B>, "credentials" | "headers"> {}

/**
 * Typed client of the Store web service. Every call goes over the client's binding (SOAP 1.1 unless `binding` says otherwise) or the one a call asks for, to `endpoint` (https by default).
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
 * const client = new StoreClient();
 * const result = await client.getReview({ id: 1 });
 */
export class StoreClient<B extends BindingKind = "soap11"> {
  /** The binding every call uses unless the call overrides it. */
  readonly binding: B;
  readonly #core: AsmxClientCore<StoreOperations, B>;

  constructor(options: StoreClientOptions<B> = {}) {
    this.#core = new AsmxClientCore(storeDescriptor, options);
    this.binding = this.#core.binding;
  }

  getReview(input: GetReviewInput, options?: CallOptions<BindingKind>): Promise<GetReviewResult> {
    return this.#core.call("GetReview", input, options);
  }

  /** Offered over SOAP 1.1 and SOAP 1.2 only: calling it on a client of another binding is a type error. */
  importOrders(
    this: StoreClient<"soap11" | "soap12">,
    input: ImportOrdersInput = {},
    options?: CallOptions<"soap11" | "soap12">,
  ): Promise<ImportOrdersResult> {
    return this.#core.call("ImportOrders", input, options);
  }
}
