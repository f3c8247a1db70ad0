/**
 * Building responses: UTF-8 bytes once, Content-Length from them, and ASMX's Cache-Control values.
 * ASP.NET sends `private` on every response and adds `max-age=0` once a web method is being invoked, so
 * the two values tell an early refusal from a method's own answer; clients and proxies may rely on it.
 */
import { CONTENT_TYPE } from "../protocol.js";
import { STEP_CHARS, TextChunks, utf8Bytes, type SteppedText } from "../text/chunks.js";
import { BodyBuffers, POOLED_BODY_BYTES } from "./body-buffers.js";
import type { ServerResponse } from "./types.js";

/** Responses produced before a method is invoked (routing, reading the request). */
export const CACHE_EARLY = "private";
/** Responses of an invoked method: its result or its fault. */
export const CACHE_METHOD = "private, max-age=0";

export type CacheControl = typeof CACHE_EARLY | typeof CACHE_METHOD;

const encoder = new TextEncoder();
const bodyBuffers = new BodyBuffers();
const takeBodyBuffer = (bytes: number): Uint8Array => bodyBuffers.take(bytes);
const NOT_ASCII = /[^\x00-\x7f]/;
/** Characters above which a string body is encoded here whatever it holds. */
const LARGE_BODY = 16_384;

/**
 * A response with its Content-Length. Short ASCII text (nearly every response) stays a string, whose length
 * is its byte count: Node then writes headers and body in one piece. Other text is encoded to UTF-8 once:
 * testing a long string for non-ASCII characters scans it all, and Node would copy it into bytes again
 * while writing. A DataSet result comes in chunks, encoded chunk by chunk and never joined into one string
 * (see text/chunks.ts).
 */
export function respond(
  status: number,
  contentType: string,
  cacheControl: CacheControl,
  body: string | TextChunks,
  extra?: readonly (readonly [string, string])[],
): ServerResponse {
  const content: string | Uint8Array =
    typeof body !== "string"
      ? utf8Bytes(body, takeBodyBuffer)
      : body.length > LARGE_BODY || NOT_ASCII.test(body)
        ? encoder.encode(body)
        : body;
  const headers: [string, string][] = [
    ["Cache-Control", cacheControl],
    ["Content-Type", contentType],
    ["Content-Length", String(content.length)],
  ];
  if (extra) for (const [name, value] of extra) headers.push([name, value]);
  if (typeof body === "string" || content.length < POOLED_BODY_BYTES) return { status, headers, body: content };
  return { status, headers, body: content, written: () => bodyBuffers.give(content as Uint8Array) };
}

/**
 * A method's result: a string, or a DataSet or DataTable written in steps. Whole up to `streamAbove`
 * characters (Infinity when the adapter cannot send pieces, see ServerRequest.streamable); longer, its start,
 * then `next()` writes and gives the rest, STEP_CHARS at a time, as the adapter asks for it. Without
 * Content-Length: HTTP/1.1 sends it chunked, as ASP.NET does for a method with BufferResponse off.
 */
export function respondResult(
  contentType: string,
  body: string | SteppedText | TextChunks,
  streamAbove: number,
): ServerResponse {
  // Text written whole (a class result's chunks) is sent whole, with its Content-Length.
  if (typeof body === "string" || body instanceof TextChunks) return respond(200, contentType, CACHE_METHOD, body);
  const { out, steps } = body;
  while (out.length <= streamAbove) if (steps.next().done) return respond(200, contentType, CACHE_METHOD, out);
  let done = false;
  const next = (): Uint8Array | undefined => {
    while (!done && out.length < STEP_CHARS) done = steps.next().done === true;
    return out.length === 0 ? undefined : utf8Bytes(out.take());
  };
  const headers: [string, string][] = [
    ["Cache-Control", CACHE_METHOD],
    ["Content-Type", contentType],
  ];
  return { status: 200, headers, body: utf8Bytes(out.take()), next };
}

/** .NET's HttpUtility.HtmlEncode: ASMX HTML-encodes the messages of its plain-text errors. */
export function htmlEncode(text: string): string {
  if (!/[&<>"']/.test(text)) return text;
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** An HTTP GET/POST error as ASMX writes it: 500, text/plain, the HTML-encoded message and a line break. */
export function textError(message: string, cacheControl: CacheControl): ServerResponse {
  return respond(500, CONTENT_TYPE.httpError, cacheControl, `${htmlEncode(message)}\n`);
}

/**
 * A response without a body: no Content-Type unless one is given (ASMX's void HTTP results, one-way 202).
 */
export function respondEmpty(status: number, cacheControl: CacheControl, contentType?: string): ServerResponse {
  const headers: [string, string][] = [["Cache-Control", cacheControl]];
  if (contentType !== undefined) headers.push(["Content-Type", contentType]);
  headers.push(["Content-Length", "0"]);
  return { status, headers, body: "" };
}
