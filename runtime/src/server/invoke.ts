/**
 * Running one call: the authenticate hook, then the handler, within the handler time limit, and turning
 * the outcome into the response. A handler that settles synchronously costs no timer; one that never
 * settles is answered with a server fault and its context signal is aborted.
 */
import { CONTENT_TYPE, type BindingKind } from "../protocol.js";
import type { SoapVersion } from "../soap/envelope.js";
import { redactor, type Redactor } from "../redact.js";
import {
  ClientFault,
  failure,
  HandlerTimeoutError,
  HIDDEN_FAILURE,
  ServerFault,
  soapContentType,
  UNABLE_TO_PROCESS,
  type Blame,
} from "./faults.js";
import { HandlerContext, type SignalSource } from "./context.js";
import type { OperationPlan } from "./plan.js";
import { CACHE_METHOD, respond } from "./response.js";
import { httpResultBody, soapResultBody } from "./results.js";
import type { CallContext, ServerOptions, ServerResponse } from "./types.js";

export interface Invocation {
  readonly plan: OperationPlan;
  readonly binding: BindingKind;
  /** The SOAP version, or undefined for HTTP GET/POST. */
  readonly version: SoapVersion | undefined;
  readonly input: Record<string, unknown>;
  readonly headers: Readonly<Record<string, string>>;
  /** The request, whose signal (if any) the handler's signal follows. */
  readonly source: SignalSource;
}

export interface InvokeSettings {
  readonly authenticate: ServerOptions["authenticate"];
  readonly handlerTimeoutMs: number;
  readonly debug: boolean;
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
  const authenticate = settings.authenticate;
  if (authenticate) {
    const credentials: Record<string, string | null> = {};
    for (const [credential, tsName] of plan.credentials) {
      const value = input[tsName];
      credentials[credential] = typeof value === "string" ? value : null;
    }
    const checked = authenticate(plan.op.name, credentials, context);
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
      const error = new HandlerTimeoutError(plan.op.name, ms);
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

/** Hides the call's secret values in foreign text (an exception's message) before a log or a debug fault shows it. */
function scrubberOf(plan: OperationPlan, input: Record<string, unknown>): Redactor {
  const secrets: string[] = [];
  for (const name of plan.secretFields) {
    const value = input[name];
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
  const context = new HandlerContext(call.plan.op.name, call.binding, call.headers, call.source);
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
    const response = version
      ? respond(200, soapContentType(version), CACHE_METHOD, soapResultBody(plan, version, result))
      : respond(200, CONTENT_TYPE.httpResponse, CACHE_METHOD, httpResultBody(plan, result));
    return { response, blame: undefined };
  } catch (error) {
    return failed(settings, call, error, "result");
  }
}

function failed(settings: InvokeSettings, call: Invocation, error: unknown, stage: "handler" | "result"): CallOutcome {
  const scrub = scrubberOf(call.plan, call.input);
  if (stage === "handler" && (error instanceof ClientFault || error instanceof ServerFault)) {
    // The handler wrote this message for the caller: it goes out as written (ASMX sends a SoapException's
    // message unprefixed). Only the log's copy is scrubbed.
    const blame: Blame = error instanceof ClientFault ? "client" : "server";
    return {
      response: failure(call.version, blame, error.message, CACHE_METHOD),
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
  const detail = stage === "result" ? `the result of ${call.plan.op.name} cannot be written: ${message}` : message;
  const shown = settings.debug ? detail : HIDDEN_FAILURE;
  return { response: failure(call.version, "server", soapPrefix + shown, CACHE_METHOD), blame: "server", detail };
}
