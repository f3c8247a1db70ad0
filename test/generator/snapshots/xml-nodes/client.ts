import { AsmxClientCore, type CallOptions, type ClientOptions, type BindingKind } from "asmx-codegen-runtime";
import { userGroupDescriptor } from "./descriptor.js";
import type {
  AddUserCollectionToGroupInput,
  GetUserInfoInput,
  GetUserInfoResult,
  GetChangeInput,
  GetChangeResult,
  UserGroupOperations,
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

/** Options of {@link UserGroupClient}. */
export interface UserGroupClientOptions<B extends BindingKind> extends Omit<
  ClientOptions<B>,
  "credentials" | "headers"
> {}

/**
 * Typed client of the UserGroup web service. Every call goes over the client's binding (SOAP 1.1 unless `binding` says otherwise) or the one a call asks for, to `endpoint` (https by default).
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
 * const client = new UserGroupClient();
 * const result = await client.getUserInfo({ userLoginName: "T123" });
 */
export class UserGroupClient<B extends BindingKind = "soap11"> {
  /** The binding every call uses unless the call overrides it. */
  readonly binding: B;
  readonly #core: AsmxClientCore<UserGroupOperations, B>;

  constructor(options: UserGroupClientOptions<B> = {}) {
    this.#core = new AsmxClientCore(userGroupDescriptor, options);
    this.binding = this.#core.binding;
  }

  /** Offered over SOAP 1.1 and SOAP 1.2 only: calling it on a client of another binding is a type error. */
  addUserCollectionToGroup(
    this: UserGroupClient<"soap11" | "soap12">,
    input: AddUserCollectionToGroupInput = {},
    options?: CallOptions<"soap11" | "soap12">,
  ): Promise<void> {
    return this.#core.call("AddUserCollectionToGroup", input, options);
  }

  getUserInfo(input: GetUserInfoInput = {}, options?: CallOptions<BindingKind>): Promise<GetUserInfoResult> {
    return this.#core.call("GetUserInfo", input, options);
  }

  getChange(input: GetChangeInput = {}, options?: CallOptions<BindingKind>): Promise<GetChangeResult> {
    return this.#core.call("GetChange", input, options);
  }
}
