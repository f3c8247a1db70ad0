import { AsmxClientCore, type CallOptions, type ClientOptions, type BindingKind } from "asmx-codegen-runtime";
import { shipmentsDescriptor } from "./descriptor.js";
import type { GetStatusInput, GetStatusResult, UploadInput, UploadResult, ShipmentsOperations } from "./types.js";

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

/** Options of {@link ShipmentsClient}. */
export interface ShipmentsClientOptions<B extends BindingKind> extends Omit<
  ClientOptions<B>,
  "credentials" | "headers"
> {}

/**
 * Typed client of the Shipments web service. Every call goes over the client's binding (SOAP 1.1 unless `binding` says otherwise) or the one a call asks for, to `endpoint` (https by default).
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
 * const client = new ShipmentsClient();
 * const result = await client.getStatus({ trackNum: "T123" });
 */
export class ShipmentsClient<B extends BindingKind = "soap11"> {
  /** The binding every call uses unless the call overrides it. */
  readonly binding: B;
  readonly #core: AsmxClientCore<ShipmentsOperations, B>;

  constructor(options: ShipmentsClientOptions<B> = {}) {
    this.#core = new AsmxClientCore(shipmentsDescriptor, options);
    this.binding = this.#core.binding;
  }

  /** The status of a shipment. */
  getStatus(input: GetStatusInput = {}, options?: CallOptions<BindingKind>): Promise<GetStatusResult> {
    return this.#core.call("GetStatus", input, options);
  }

  /**
   * Uploads shipments.
   *
   * Not idempotent: never retried automatically, even when retries are enabled.
   */
  upload(input: UploadInput = {}, options?: CallOptions<BindingKind>): Promise<UploadResult> {
    return this.#core.call("Upload", input, options);
  }
}
