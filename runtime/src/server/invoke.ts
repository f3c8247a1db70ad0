/**
 * Running one call: the authenticate hook, then the handler, within the handler time limit, and turning
 * the outcome into the response. A handler that settles synchronously costs no timer; one that never
 * settles is answered with a server fault and its context signal is aborted.
 */
import { CONTENT_TYPE, type CallBinding } from "../protocol.js";
import type { SoapVersion } from "../soap/envelope.js";
import { redactor, type Redactor } from "../redact.js";
import {
  ClientFault,
  failure,
  HandlerTimeoutError,
  HIDDEN_FAILURE,
  isDeclaredFault,
  soapContentType,
  soapFault,
  UNABLE_TO_PROCESS,
  type Blame,
} from "./faults.js";
import { HandlerContext, type SignalSource } from "./context.js";
import type { SessionState } from "./session.js";
import type { OperationPlan } from "./plan.js";
import { CACHE_METHOD, respondEmpty, respondResult } from "./response.js";
import { safeLog } from "./log.js";
import { faultParts, httpResultBody, soapResultBody } from "./results.js";
import { scriptError, scriptResultBody } from "./script-service.js";
import { ScriptValueError } from "../json/script-values.js";
import type { CallContext, ServerOptions, ServerResponse } from "./types.js";
import type { WireContext } from "./wire-values.js";
import { ownField } from "../own.js";
import { notUnderstood, type UnknownHeader } from "./unknown-headers.js";
import { shownText } from "../text/shown.js";
import { wcfContentType, wcfFailure, wcfResultBody, type WcfFraming } from "./wcf.js";

export interface Invocation {
  readonly plan: OperationPlan;
  readonly binding: CallBinding;
  /** The SOAP version, or undefined for HTTP GET/POST. */
  readonly version: SoapVersion | undefined;
  readonly input: Record<string, unknown>;
  /** SOAP headers read for the handler, by TypeScript name. */
  readonly soapHeaders: Record<string, unknown> | undefined;
  /**
   * An operation with `unknownHeaders` in or inOut (SoapUnknownHeader[]): the blocks the handler sees as
   * `context.unknownHeaders`, checked once it has run for blocks it had to understand.
   */
  readonly unknownHeaders?: UnknownHeader[] | undefined;
  /** HTTP request headers. */
  readonly headers: Readonly<Record<string, string>>;
  /** The request, whose signal (if any) the handler's signal follows. */
  readonly source: SignalSource;
  /** Whether a large result may be sent while it is written (ServerRequest.streamable). */
  readonly streamable?: boolean;
  /** The session state of an `enableSession` operation. */
  readonly session?: SessionState | undefined;
}

export interface InvokeSettings {
  readonly authenticate: ServerOptions["authenticate"];
  readonly handlerTimeoutMs: number;
  readonly debug: boolean;
  readonly codec: WireContext;
  /** Characters of a result above which it is sent in pieces to an adapter that can. */
  readonly streamAboveBytes: number;
  /** Where a failure found while a result is sent in pieces goes: the response can no longer say it. */
  readonly log: ServerOptions["log"];
  /** A WCF service: results and faults in WCF's framing (wcf.ts). */
  readonly wcf?: WcfFraming | undefined;
}

/** How a call ended, for the response and the log. `detail` has the call's secret values hidden. */
export interface CallOutcome {
  readonly response: ServerResponse;
  readonly blame: Blame | undefined;
  readonly detail?: string;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    (typeof value === "object" || typeof value === "function") &&
    typeof (value as PromiseLike<unknown>).then === "function"
  );
}

function start(
  settings: InvokeSettings,
  plan: OperationPlan,
  input: Record<string, unknown>,
  context: CallContext,
): unknown {
  // A required header is checked before anything else runs, with the message ASMX services use for it.
  for (const header of plan.inHeaders) {
    if (header.use.required && (ownField(context.headers, header.tsName) ?? null) === null) {
      throw new ClientFault(header.requiredMessage);
    }
  }
  const authenticate = settings.authenticate;
  if (authenticate) {
    const credentials: Record<string, string | null> = {};
    for (const [credential, tsName] of plan.credentials) {
      const value = ownField(input, tsName);
      credentials[credential] = typeof value === "string" ? value : null;
    }
    const checked = authenticate(plan.name, credentials, context);
    if (isThenable(checked)) return Promise.resolve(checked).then(() => plan.handler(input, context));
  }
  return plan.handler(input, context);
}

function withinLimit(
  pending: PromiseLike<unknown>,
  plan: OperationPlan,
  ms: number,
  context: HandlerContext,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new HandlerTimeoutError(plan.name, ms);
      context.abort(error);
      reject(error);
    }, ms);
    pending.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Hides the call's secret values (secret parameters and secret header fields) in foreign text, such as an
 * exception's message, before a log or a debug fault shows it.
 */
function scrubberOf(call: Invocation): Redactor {
  const secrets: string[] = [];
  for (const name of call.plan.secretFields) {
    const value = ownField(call.input, name);
    if (typeof value === "string") secrets.push(value);
  }
  for (const [header, field] of call.plan.secretHeaderFields) {
    const block = call.soapHeaders?.[header];
    const value = block !== null && typeof block === "object" ? ownField(block, field) : undefined;
    if (typeof value === "string") secrets.push(value);
  }
  return redactor(secrets);
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "a non-Error value was thrown";
}

/**
 * Runs the call. Synchronous when the handler (and the authenticate hook) are: then no promise is made at
 * all, which a small call notices.
 */
export function invoke(settings: InvokeSettings, call: Invocation): CallOutcome | Promise<CallOutcome> {
  const context = new HandlerContext(
    call.plan.name,
    call.binding,
    call.soapHeaders,
    call.headers,
    call.source,
    call.session,
    call.unknownHeaders,
  );
  let result: unknown;
  try {
    result = start(settings, call.plan, call.input, context);
  } catch (error) {
    context.release();
    return failed(settings, call, error, "handler");
  }
  let thenable: boolean;
  try {
    thenable = isThenable(result);
  } catch (error) {
    // A result whose `then` getter throws (a Proxy, a hostile object) must still be a server fault on its
    // binding, not escape to the core's last-resort plain-text 500.
    context.release();
    return failed(settings, call, error, "result");
  }
  if (!thenable) {
    context.release();
    return finish(settings, call, result);
  }
  return withinLimit(result as PromiseLike<unknown>, call.plan, settings.handlerTimeoutMs, context).then(
    (value) => {
      context.release();
      return finish(settings, call, value);
    },
    (error: unknown) => {
      context.release();
      return failed(settings, call, error, "handler");
    },
  );
}

function finish(settings: InvokeSettings, call: Invocation, result: unknown): CallOutcome {
  const { plan, version } = call;
  try {
    const streamAbove = call.streamable === true ? settings.streamAboveBytes : Infinity;
    let response: ServerResponse;
    if (settings.wcf) {
      response = respondResult(wcfContentType(version), wcfResultBody(settings.wcf, plan, result, version), Infinity);
    } else if (call.binding === "json") {
      response = respondResult(CONTENT_TYPE.json, scriptResultBody(settings.codec.service, plan, result), Infinity);
    } else if (version) {
      // SoapUnknownHeader[]: a block the handler had to understand and did not mark fails the call now it has run.
      const refused = call.unknownHeaders && notUnderstood(call.unknownHeaders);
      if (refused) return mustUnderstandFault(version, refused);
      response = respondResult(
        soapContentType(version),
        soapResultBody(settings.codec, plan, version, result),
        streamAbove,
      );
    } else if (plan.op.result === undefined) {
      // A void method over HTTP GET/POST: 200 with nothing at all, not even a Content-Type.
      response = respondEmpty(200, CACHE_METHOD);
    } else {
      response = respondResult(CONTENT_TYPE.httpResponse, httpResultBody(settings.codec, plan, result), streamAbove);
    }
    if (response.next) response = { ...response, next: reportingFailure(response.next, settings, call) };
    return { response, blame: undefined };
  } catch (error) {
    return failed(settings, call, error, "result");
  }
}

/**
 * A block the handler had to understand and left unmarked (SoapUnknownHeader[]): ASMX's MustUnderstand fault, raised
 * once the method has run (lab unknown-echo: Ignore.mustUnderstand, Ignore.soap12; header-fault: Seen.mustUnderstand).
 */
function mustUnderstandFault(version: SoapVersion, header: UnknownHeader): CallOutcome {
  const { name, namespace } = header.element;
  const message = `SOAP header ${shownText(name)}${namespace ? ` (namespace ${shownText(namespace)})` : ""} was not understood.`;
  return { response: soapFault(version, "MustUnderstand", message, CACHE_METHOD), blame: "client", detail: message };
}

/** A result sent in pieces that fails part-way: logged (secrets hidden) before the adapter cuts the answer. */
function reportingFailure(
  next: () => Uint8Array | undefined,
  settings: InvokeSettings,
  call: Invocation,
): () => Uint8Array | undefined {
  return () => {
    try {
      return next();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      safeLog(settings.log, {
        level: "error",
        message: `${call.plan.name} failed while its result was sent; the answer was cut short: ${scrubberOf(call)(message)}`,
        operation: call.plan.name,
        binding: call.binding,
      });
      throw error;
    }
  };
}

function failed(settings: InvokeSettings, call: Invocation, error: unknown, stage: "handler" | "result"): CallOutcome {
  if (call.binding === "json") return failedScript(settings, call, error, stage);
  const scrub = scrubberOf(call);
  if (settings.wcf) return wcfFailure(settings.wcf, call.plan, error, stage, scrub, call.version);
  if (stage === "handler" && isDeclaredFault(error)) {
    // The handler wrote this fault for the caller: message, subcode and detail go out as written (ASMX sends
    // a SoapException as it is, unprefixed). Only the log's copy is scrubbed.
    const blame: Blame = error instanceof ClientFault ? "client" : "server";
    let parts;
    try {
      parts = call.version ? faultParts(settings.codec, call.plan, call.version, error) : undefined;
    } catch (detailError) {
      return failed(settings, call, detailError, "result");
    }
    return {
      response: failure(call.version, blame, error.message, CACHE_METHOD, parts),
      blame,
      detail: scrub(error.message),
    };
  }
  const soapPrefix = call.version ? UNABLE_TO_PROCESS : "";
  if (error instanceof HandlerTimeoutError) {
    // Composed here from the operation's name and the limit: nothing to scrub.
    return {
      response: failure(call.version, "server", soapPrefix + error.message, CACHE_METHOD),
      blame: "server",
      detail: error.message,
    };
  }
  // Anything else is foreign text (a driver's message may quote the password it was given).
  const message = scrub(messageOf(error));
  const detail = stage === "result" ? `the result of ${call.plan.name} cannot be written: ${message}` : message;
  const shown = settings.debug ? detail : HIDDEN_FAILURE;
  return { response: failure(call.version, "server", soapPrefix + shown, CACHE_METHOD), blame: "server", detail };
}

/**
 * A failure on the JSON face: RestHandler's error answer. Its Message is the exception's (a handler's fault
 * as written, foreign text scrubbed) with debug on, the generic text otherwise (customErrors On); the log
 * gets the precise one either way.
 */
function failedScript(
  settings: InvokeSettings,
  call: Invocation,
  error: unknown,
  stage: "handler" | "result",
): CallOutcome {
  const scrub = scrubberOf(call);
  let message: string;
  let exceptionType: string;
  let blame: Blame = "server";
  if (stage === "handler" && isDeclaredFault(error)) {
    // A SoapException thrown by the method: its message goes out as written.
    message = error.message;
    exceptionType = "System.Web.Services.Protocols.SoapException";
    if (error instanceof ClientFault) blame = "client";
  } else if (error instanceof HandlerTimeoutError) {
    message = error.message;
    exceptionType = "System.Web.HttpException";
  } else if (error instanceof ScriptValueError) {
    message = `the result of ${call.plan.name} cannot be written: ${scrub(error.message)}`;
    exceptionType = error.exceptionType;
  } else {
    const text = scrub(messageOf(error));
    message = stage === "result" ? `the result of ${call.plan.name} cannot be written: ${text}` : text;
    exceptionType =
      error instanceof Error ? `System.${error.name === "Error" ? "Exception" : error.name}` : "System.Exception";
  }
  return {
    response: scriptError(message, exceptionType, settings.debug, CACHE_METHOD),
    blame,
    detail: blame === "client" ? scrub(message) : message,
  };
}
