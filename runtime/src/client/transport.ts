/**
 * How a client moves bytes. A transport sends one request and returns the whole response; the client
 * adds retries and decoding. Two ship with the runtime: `fetchTransport` (browsers, edge runtimes, Deno,
 * Bun) and `nodeTransport` (node:http with keep-alive, several times faster in Node).
 *
 * The transport enforces the time limit and the caller's signal itself: in Node an AbortSignal listener
 * costs more than the rest of a call's bookkeeping, so none is made unless the caller passed a signal.
 */
import { brand, isBranded } from "../brand.js";
import { shownText } from "../text/shown.js";

export interface TransportRequest {
  readonly url: string;
  readonly method: "GET" | "POST";
  readonly headers: readonly (readonly [string, string])[];
  readonly body?: string | undefined;
  /** The caller's signal, when it gave one: abort the exchange when it fires. */
  readonly signal?: AbortSignal | undefined;
  /** Time limit of the whole exchange, response body included: reject with TransportTimeoutError then. */
  readonly timeoutMs: number;
  /** Refuse responses larger than this many bytes (ResponseTooLargeError). */
  readonly maxResponseBytes: number;
}

export interface TransportResponse {
  readonly status: number;
  readonly contentType: string | undefined;
  /** The body decoded with the charset of its content type (UTF-8 when none is given). */
  readonly body: string;
  /** The Set-Cookie header values, when there are any (the client keeps ASP.NET's session cookie from them). */
  readonly setCookie?: readonly string[] | undefined;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** The response was larger than allowed. */
export class ResponseTooLargeError extends Error {
  /** Also true for an instance from another copy of the runtime (see brand.ts). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  constructor(limit: number) {
    super(`the response is larger than ${limit} bytes`);
    this.name = "ResponseTooLargeError";
  }
}

/** The exchange did not finish within its time limit. */
export class TransportTimeoutError extends Error {
  /** Also true for an instance from another copy of the runtime (see brand.ts). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  constructor(timeoutMs: number) {
    super(`no complete response within ${timeoutMs} ms`);
    this.name = "TransportTimeoutError";
  }
}

/**
 * Marks a transport that enforces `timeoutMs` and `signal` itself (the two built in do). The client adds
 * its own deadline around any other transport, so one written without them still ends in time. A
 * registered symbol: a transport from another generated package's runtime copy is recognised too.
 */
const ENFORCES_LIMITS: unique symbol = Symbol.for("asmx-codegen.transport.enforcesLimits") as never;

export function markEnforcesLimits(transport: Transport): Transport {
  return Object.assign(transport, { [ENFORCES_LIMITS]: true });
}

export function enforcesLimits(transport: Transport): boolean {
  return (transport as Transport & { [ENFORCES_LIMITS]?: boolean })[ENFORCES_LIMITS] === true;
}

/** Recognised by name: each generated package has its own runtime copy, so `instanceof` would miss another's. */
export function isTransportTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === "TransportTimeoutError";
}

export function isResponseTooLarge(error: unknown): boolean {
  return error instanceof Error && error.name === "ResponseTooLargeError";
}

/** The error charsetOf throws: named, as the transports' other errors are, so that any runtime copy knows it. */
export interface UnknownCharsetError extends Error {
  readonly name: "UnknownCharsetError";
  /** The response's HTTP status. */
  readonly status: number;
}

export function isUnknownCharset(error: unknown): error is UnknownCharsetError {
  return error instanceof Error && error.name === "UnknownCharsetError";
}

/**
 * The charset named by a content type, for TextDecoder; UTF-8 when absent. Throws UnknownCharsetError for a
 * charset TextDecoder does not know (or decodes to nothing but U+FFFD, the "replacement" encoding).
 */
export function charsetOf(contentType: string | undefined, status: number): string {
  const match = contentType ? /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType) : null;
  const label = match?.[1]?.toLowerCase() ?? "utf-8";
  try {
    new TextDecoder(label);
    return label;
  } catch {
    // Decoding it as UTF-8 instead could change the text silently: the call fails saying which.
    const message = `the response's charset '${shownText(label)}' is not one this client can decode`;
    throw Object.assign(new Error(message), { name: "UnknownCharsetError", status });
  }
}

/** A transport over the platform's fetch. */
export function fetchTransport(fetchImpl: typeof fetch = globalThis.fetch): Transport {
  return markEnforcesLimits(async (request) => {
    const caller = request.signal;
    if (caller?.aborted) throw caller.reason;
    // One signal for fetch and the body read: the caller's abort or the time limit, whichever comes first.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs);
    const onAbort = (): void => controller.abort(caller?.reason);
    caller?.addEventListener("abort", onAbort, { once: true });
    try {
      const response = await fetchImpl(request.url, {
        method: request.method,
        headers: request.headers.map(([name, value]) => [name, value] as [string, string]),
        body: request.body ?? null,
        signal: controller.signal,
        redirect: "manual",
      });
      const contentType = response.headers.get("content-type") ?? undefined;
      const bytes = await readLimited(response, request.maxResponseBytes);
      const body = new TextDecoder(charsetOf(contentType, response.status)).decode(bytes);
      // Browsers never show Set-Cookie (their own cookie store keeps it); Node's and Deno's fetch do.
      const setCookie = response.headers.getSetCookie?.();
      return setCookie?.length
        ? { status: response.status, contentType, body, setCookie }
        : { status: response.status, contentType, body };
    } catch (error) {
      if (timedOut) throw new TransportTimeoutError(request.timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener("abort", onAbort);
    }
  });
}

async function readLimited(response: Response, limit: number): Promise<Uint8Array> {
  const length = Number(response.headers.get("content-length") ?? "NaN");
  if (length > limit) {
    await response.body?.cancel();
    throw new ResponseTooLargeError(limit);
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new ResponseTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

brand(ResponseTooLargeError, "ResponseTooLargeError");
brand(TransportTimeoutError, "TransportTimeoutError");
