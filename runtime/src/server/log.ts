/**
 * What the log hears about each request: one event per request (status, operation, binding, duration, and
 * why when it failed). Built only when a logger is configured. Never a query string (HTTP GET carries
 * credentials there) and never a secret field's value (exception and fault messages are scrubbed before this).
 */
import type { CallBinding } from "../protocol.js";
import type { Blame } from "./faults.js";
import type { ServerLogEvent, ServerResponse } from "./types.js";

/** A response with what the log needs to know about it. */
export interface Answer {
  readonly response: ServerResponse;
  readonly level: ServerLogEvent["level"];
  /** Why, when the request failed; "" otherwise. */
  readonly note: string;
  readonly operation?: string | undefined;
  readonly binding?: CallBinding | undefined;
}

export function levelOf(blame: Blame | undefined): ServerLogEvent["level"] {
  return blame === undefined ? "info" : blame === "client" ? "warn" : "error";
}

/** Calls the logger; a failing logger must not turn a served request into a failed one. */
export function safeLog(log: ((event: ServerLogEvent) => void) | undefined, event: ServerLogEvent): void {
  try {
    log?.(event);
  } catch {
    // ignored on purpose
  }
}

export function requestEvent(answer: Answer, method: string, url: string, durationMs: number): ServerLogEvent {
  const status = answer.response.status;
  const q = url.indexOf("?");
  const target = (q < 0 ? url : url.slice(0, q)).slice(0, 200);
  const what = answer.operation ? `${answer.operation} ${answer.binding ?? ""}`.trim() : "";
  return {
    level: answer.level,
    message: `${method.slice(0, 20)} ${target} ${what ? `${what} ` : ""}-> ${status}${answer.note ? `: ${answer.note}` : ""}`,
    operation: answer.operation,
    binding: answer.binding,
    status,
    durationMs,
  };
}
