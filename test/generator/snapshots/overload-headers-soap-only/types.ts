/** SOAP header `AuthHeader` of the service. */
export interface AuthHeader {
  readonly userName?: string | null | undefined;
  /** A secret, never logged. */
  readonly password?: string | null | undefined;
}

/** SOAP header `SessionHeader` of the service. */
export interface SessionHeader {
  readonly token?: string | null | undefined;
}

export interface FindInput {
  readonly trackNum?: string | null | undefined;
}

/** Find's parameters as a server handler receives them (each field documented on {@link FindInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface FindParams {
  readonly trackNum: string | null;
}

export type FindResult = string | null;

/** The SOAP headers Find reads; a required one is checked before the handler runs. */
export interface FindRequestHeaders {
  /** Required. */
  readonly authHeader?: AuthHeader | undefined;
  /** The handler may send it back changed. */
  readonly sessionHeader?: SessionHeader | undefined;
}

/** The SOAP headers Find may send back: present in the response only when set. */
export interface FindResponseHeaders {
  readonly sessionHeader?: SessionHeader | null | undefined;
}

/** What Find answers: its result, the SOAP headers it sends back. */
export interface FindResponse {
  readonly result: FindResult;
  readonly headers: FindResponseHeaders;
}

export interface FindByIdInput {
  readonly id: string;
}

/** FindById (the overload of Find)'s parameters as a server handler receives them (each field documented on {@link FindByIdInput}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil). */
export interface FindByIdParams {
  readonly id: string;
}

export type FindByIdResult = string | null;

/** The SOAP headers FindById (the overload of Find) reads; a required one is checked before the handler runs. */
export interface FindByIdRequestHeaders {
  /** Required. */
  readonly authHeader?: AuthHeader | undefined;
}

/** What each operation of Tracker takes and gives, by message name: the type of its descriptor. */
export interface TrackerOperations {
  Find: { input: FindInput; output: FindResponse; headers: FindRequestHeaders };
  FindById: {
    input: FindByIdInput;
    output: FindByIdResult;
    bindings: "soap11" | "soap12";
    headers: FindByIdRequestHeaders;
  };
}
