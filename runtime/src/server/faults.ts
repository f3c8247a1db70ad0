/**
 * Faults: the error a handler throws to blame the caller, and how every kind of failure is written on
 * each binding (SOAP 1.1 Client/Server, SOAP 1.2 Sender/Receiver, plain text for HTTP GET/POST).
 */
import { CONTENT_TYPE, type BindingKind } from "../protocol.js";
import { faultEnvelope, type FaultCode, type SoapVersion } from "../soap/envelope.js";
import { respond, textError, type CacheControl } from "./response.js";
import type { ServerResponse } from "./types.js";

/**
 * Thrown by a handler (or the authenticate hook) to answer a client fault: `soap:Client` in SOAP 1.1,
 * `soap:Sender` in SOAP 1.2, a 500 text/plain message on HTTP GET/POST. The message goes to the caller
 * as it is (secret field values redacted), unlike other exceptions, whose messages are hidden unless debug.
 */
export class ClientFault extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ClientFault";
  }
}

/** Whether an error is a ClientFault, also one from another copy of the runtime. */
export function isClientFault(error: unknown): error is Error {
  return error instanceof ClientFault || (error instanceof Error && error.name === "ClientFault");
}

/** The handler did not settle within the time limit. */
export class HandlerTimeoutError extends Error {
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
  readonly operation?: string;
  readonly binding?: BindingKind;
}

/**
 * A request that cannot be served, found while reading it. `message` is complete and safe to send:
 * it never contains a secret field's value.
 */
export class RequestError extends Error {
  readonly blame: Blame;
  constructor(blame: Blame, message: string) {
    super(message);
    this.name = "RequestError";
    this.blame = blame;
  }
}

/** Replaces every secret value by `***` in text that may have come from a handler. */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) if (secret && result.includes(secret)) result = result.split(secret).join("***");
  return result;
}

const SOAP_CONTENT_TYPE: Readonly<Record<SoapVersion, string>> = {
  "1.1": CONTENT_TYPE.soap11,
  "1.2": CONTENT_TYPE.soap12,
};

export function soapContentType(version: SoapVersion): string {
  return SOAP_CONTENT_TYPE[version];
}

/** A SOAP fault response: HTTP 500, as ASMX answers every fault. */
export function soapFault(
  version: SoapVersion,
  code: FaultCode,
  message: string,
  cacheControl: CacheControl,
): ServerResponse {
  return respond(500, SOAP_CONTENT_TYPE[version], cacheControl, faultEnvelope(version, { code, message }));
}

/** A failure on the binding it happened on. */
export function failure(
  version: SoapVersion | undefined,
  blame: Blame,
  message: string,
  cacheControl: CacheControl,
): ServerResponse {
  if (version) return soapFault(version, blame === "client" ? "Client" : "Server", message, cacheControl);
  return textError(message, cacheControl);
}

/** The prefix ASMX puts before a problem found while reading a SOAP request. */
export const UNABLE_TO_READ = "Server was unable to read request. ---> ";
/** The prefix ASMX puts before a failure inside a method. */
export const UNABLE_TO_PROCESS = "Server was unable to process request. ---> ";
/** What a remote client sees of an unexpected exception when debug is off (customErrors On). */
export const HIDDEN_FAILURE =
  "An internal error occurred while processing the request; the server log has the details.";
