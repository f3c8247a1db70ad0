/**
 * Faults: the error a handler throws to blame the caller, and how every kind of failure is written on
 * each binding (SOAP 1.1 Client/Server, SOAP 1.2 Sender/Receiver, plain text for HTTP GET/POST).
 */
import { brand, isBranded } from "../brand.js";
import { CONTENT_TYPE, type CallBinding } from "../protocol.js";
import { faultEnvelope, type FaultCode, type SoapVersion } from "../soap/envelope.js";
import { respond, textError, type CacheControl } from "./response.js";
import type { ServerResponse } from "./types.js";
import { shownText } from "../text/shown.js";

/** A fault detail: a fault class of the service (by its name) and its value, written inside `<detail>`. */
export interface FaultDetail {
  readonly type: string;
  readonly value: unknown;
}

/** The fault headers a fault carries, by TypeScript name: untyped unless an operation's `<Operation>FaultHeaders`. */
export type FaultHeaderValues = Readonly<Record<string, unknown>>;

/** What a fault carries besides its message. */
export interface FaultOptions<D extends FaultDetail = FaultDetail, H extends object = FaultHeaderValues> {
  /** SOAP 1.2 subcode: a local name in the service namespace (`AlreadyDelivered`); SOAP 1.1 has none. */
  readonly subcode?: string;
  /** A typed detail, one of the operation's declared fault classes. */
  readonly detail?: D;
  /**
   * WCF: the fault code, `FaultCode(name, ns)` (`{ name: "TooLate", namespace: "http://..." }`), written as the
   * SOAP 1.1 faultcode instead of `s:Client` / `s:Server`. ASMX services ignore it.
   */
  readonly code?: { readonly name: string; readonly namespace?: string };
  /**
   * The operation's fault headers ([SoapHeader(Direction = Fault)], spec `direction: fault`) by TypeScript name:
   * written into the fault's soap:Header, as ASMX writes the ones the method set before it threw. Typed by the
   * generated `<Operation>ClientFault` / `<Operation>ServerFault` classes as the operation's `<Operation>FaultHeaders`.
   */
  readonly headers?: H;
  readonly cause?: unknown;
}

/**
 * Thrown by a handler (or the authenticate hook) to answer a client fault: `soap:Client` in SOAP 1.1,
 * `soap:Sender` in SOAP 1.2, a 500 text/plain message on HTTP GET/POST. The message goes to the caller
 * exactly as written, like a SoapException's in ASMX (so never put a secret into it); the server log gets
 * it with the call's secret values hidden. Other exceptions' messages are hidden unless debug.
 * A typed detail and a SOAP 1.2 subcode go with it: `new ClientFault(message, { subcode, detail: { type:
 * "CancelFault", value } })`.
 */
export class ClientFault<D extends FaultDetail = FaultDetail, H extends object = FaultHeaderValues> extends Error {
  /** Also true for a ClientFault of another generated package (each carries its own runtime copy). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  readonly subcode: string | undefined;
  readonly detail: D | undefined;
  readonly code: { readonly name: string; readonly namespace?: string } | undefined;
  readonly headers: H | undefined;
  constructor(message: string, options?: FaultOptions<D, H>) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = options?.code;
    this.headers = options?.headers;
    this.name = "ClientFault";
    this.subcode = options?.subcode;
    this.detail = options?.detail;
  }
}

/**
 * Thrown by a handler to answer a server fault with a message of its choosing: `soap:Server` in SOAP 1.1,
 * `soap:Receiver` in SOAP 1.2, a 500 text/plain message on HTTP GET/POST. Like ClientFault, the message goes
 * out exactly as written, also when debug is off (never put a secret into it); use it for what the caller
 * may know ("the shipment database is down for maintenance"). Subcode and detail as for ClientFault.
 */
export class ServerFault<D extends FaultDetail = FaultDetail, H extends object = FaultHeaderValues> extends Error {
  /** Also true for a ServerFault of another generated package. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  readonly subcode: string | undefined;
  readonly detail: D | undefined;
  readonly code: { readonly name: string; readonly namespace?: string } | undefined;
  readonly headers: H | undefined;
  constructor(message: string, options?: FaultOptions<D, H>) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = options?.code;
    this.headers = options?.headers;
    this.name = "ServerFault";
    this.subcode = options?.subcode;
    this.detail = options?.detail;
  }
}

/** A fault the handler addressed to the caller: a ClientFault or a ServerFault (of any runtime copy). */
export function isDeclaredFault(error: unknown): error is ClientFault | ServerFault {
  return error instanceof ClientFault || error instanceof ServerFault;
}

/** The handler did not settle within the time limit. */
export class HandlerTimeoutError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  readonly timeoutMs: number;
  constructor(operation: string, timeoutMs: number) {
    super(`${operation} did not complete within ${timeoutMs} ms.`);
    this.name = "HandlerTimeoutError";
    this.timeoutMs = timeoutMs;
  }
}

/** Whose fault a failure is. */
export type Blame = "client" | "server";

/** A request answered without invoking a handler; `note` says why, for the log (never a secret). */
export interface Refused {
  readonly response: ServerResponse;
  readonly blame: Blame;
  readonly note: string;
  readonly operation?: string | undefined;
  readonly binding?: CallBinding | undefined;
}

/**
 * A request that cannot be served, found while reading it. `message` is complete and safe to send:
 * composed by the runtime, it names the field at fault and never quotes a secret field's value.
 */
export class RequestError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  readonly blame: Blame;
  /**
   * The failure is of the kind .NET reports as an XmlException (content XML cannot hold, such as bad
   * base64): ASMX answers those with an empty 400 rather than a fault.
   */
  readonly unreadable: boolean;
  constructor(blame: Blame, message: string, options?: { readonly unreadable?: boolean }) {
    super(message);
    this.name = "RequestError";
    this.blame = blame;
    this.unreadable = options?.unreadable === true;
  }
}

/**
 * A value quoted in a message the runtime composes about a field: bounded, and never a secret field's
 * value (undefined then: the message says what is wrong without quoting). Every message that shows a
 * field's value takes it from here.
 */
export function quotedValue(secret: boolean, text: string): string | undefined {
  if (secret) return undefined;
  return `'${shownText(text)}'`;
}

const SOAP_CONTENT_TYPE: Readonly<Record<SoapVersion, string>> = {
  "1.1": CONTENT_TYPE.soap11,
  "1.2": CONTENT_TYPE.soap12,
};

export function soapContentType(version: SoapVersion): string {
  return SOAP_CONTENT_TYPE[version];
}

/** What a SOAP fault carries besides code and message: a written detail element and a subcode. */
export interface FaultParts {
  /** The content of `<detail>`, already XML. */
  readonly detailXml?: string;
  /** SOAP 1.2 subcode, a local name in the service namespace. */
  readonly subcode?: string;
  /** The namespace of the subcode (the service namespace): written `xmlns:q0="ns">q0:Name` as ASMX does. */
  readonly subcodeNamespace?: string;
  /** The content of the fault's `soap:Header`: the handler's fault headers, already XML. */
  readonly headerXml?: string;
}

/** A SOAP fault response: HTTP 500, as ASMX answers every fault. */
export function soapFault(
  version: SoapVersion,
  code: FaultCode,
  message: string,
  cacheControl: CacheControl,
  parts?: FaultParts,
): ServerResponse {
  const content = { code, message, ...parts };
  return respond(500, SOAP_CONTENT_TYPE[version], cacheControl, faultEnvelope(version, content));
}

/** A failure on the binding it happened on (HTTP GET/POST: the message only). */
export function failure(
  version: SoapVersion | undefined,
  blame: Blame,
  message: string,
  cacheControl: CacheControl,
  parts?: FaultParts,
): ServerResponse {
  if (version) return soapFault(version, blame === "client" ? "Client" : "Server", message, cacheControl, parts);
  return textError(message, cacheControl);
}

/** The prefix ASMX puts before a problem found while reading a SOAP request. */
export const UNABLE_TO_READ = "Server was unable to read request. ---> ";
/** The prefix ASMX puts before a failure inside a method. */
export const UNABLE_TO_PROCESS = "Server was unable to process request. ---> ";
/** What a remote client sees of an unexpected exception when debug is off (customErrors On). */
export const HIDDEN_FAILURE =
  "An internal error occurred while processing the request; the server log has the details.";

brand(ClientFault, "ClientFault");
brand(ServerFault, "ServerFault");
brand(HandlerTimeoutError, "HandlerTimeoutError");
brand(RequestError, "RequestError");
