/**
 * The context a handler receives. Its abort signal is made on first use: most handlers never look at it,
 * and an AbortController per request (plus one linked to the client's connection) is a measurable share
 * of a small call's cost.
 */
import type { CallBinding } from "../protocol.js";
import type { SessionState } from "./session.js";
import type { CallContext } from "./types.js";
import type { UnknownHeader } from "./unknown-headers.js";

/** Where the request's own signal comes from; read only when the handler asks for its signal. */
export interface SignalSource {
  readonly signal?: AbortSignal | undefined;
}

/** Shared by every call that carries no SOAP header. */
const NO_HEADERS: Readonly<Record<string, unknown>> = Object.freeze({});

export class HandlerContext implements CallContext {
  readonly operation: string;
  readonly binding: CallBinding;
  readonly headers: Readonly<Record<string, unknown>>;
  readonly httpHeaders: Readonly<Record<string, string>>;
  readonly session: SessionState | undefined;
  readonly unknownHeaders: UnknownHeader[] | undefined;
  readonly #source: SignalSource;
  #controller: AbortController | undefined;
  #unlink: (() => void) | undefined;

  constructor(
    operation: string,
    binding: CallBinding,
    soapHeaders: Readonly<Record<string, unknown>> | undefined,
    httpHeaders: Readonly<Record<string, string>>,
    source: SignalSource,
    session: SessionState | undefined,
    unknownHeaders?: UnknownHeader[] | undefined,
  ) {
    this.operation = operation;
    this.binding = binding;
    this.headers = soapHeaders ?? NO_HEADERS;
    this.httpHeaders = httpHeaders;
    this.#source = source;
    this.session = session;
    this.unknownHeaders = unknownHeaders;
  }

  get signal(): AbortSignal {
    return this.#controllerOf().signal;
  }

  /** Aborts the signal (the time limit passed), whether or not the handler has looked at it yet. */
  abort(reason: unknown): void {
    this.#controllerOf().abort(reason);
  }

  /** Stops following the request's signal once the call is over. */
  release(): void {
    this.#unlink?.();
  }

  #controllerOf(): AbortController {
    if (this.#controller) return this.#controller;
    const controller = new AbortController();
    this.#controller = controller;
    const upstream = this.#source.signal;
    if (upstream) {
      if (upstream.aborted) controller.abort(upstream.reason);
      else {
        const follow = (): void => controller.abort(upstream.reason);
        upstream.addEventListener("abort", follow, { once: true });
        this.#unlink = () => upstream.removeEventListener("abort", follow);
      }
    }
    return controller;
  }
}
