import { AsmxClientCore, type CallOptions, type ClientOptions, type BindingKind } from "asmx-codegen-runtime";
import { ordersDescriptor } from "./descriptor.js";
import type {
  PlaceOrderInput,
  PlaceOrderResult,
  PlaceOrderRequestHeaders,
  OrdersOperations,
  StampInput,
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

/** SOAP headers of Orders a client can set once: each is sent with every call of an operation that reads it (a call's own `headers` win). */
export interface OrdersHeaders {
  /** Sent as `<Stamp>` in the SOAP header of: PlaceOrder. */
  readonly stamp?: StampInput | undefined;
}

/** Options of {@link OrdersClient}. */
export interface OrdersClientOptions<B extends BindingKind> extends Omit<ClientOptions<B>, "credentials" | "headers"> {
  /** SOAP headers sent with every call of an operation that reads them. */
  readonly headers?: OrdersHeaders | undefined;
}

/**
 * Typed client of the Orders web service. Every call goes over the client's binding (SOAP 1.1 unless `binding` says otherwise) or the one a call asks for, to `endpoint` (https by default).
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
 * const client = new OrdersClient();
 * const result = await client.placeOrder({ total: "12.50" });
 */
export class OrdersClient<B extends BindingKind = "soap11"> {
  /** The binding every call uses unless the call overrides it. */
  readonly binding: B;
  readonly #core: AsmxClientCore<OrdersOperations, B>;

  constructor(options: OrdersClientOptions<B> = {}) {
    this.#core = new AsmxClientCore(ordersDescriptor, options);
    this.binding = this.#core.binding;
  }

  /** Offered over SOAP 1.1 and SOAP 1.2 only: calling it on a client of another binding is a type error. */
  placeOrder(
    this: OrdersClient<"soap11" | "soap12">,
    input: PlaceOrderInput,
    options?: CallOptions<"soap11" | "soap12", PlaceOrderRequestHeaders>,
  ): Promise<PlaceOrderResult> {
    return this.#core.call("PlaceOrder", input, options);
  }
}
