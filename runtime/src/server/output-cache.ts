/**
 * ASP.NET's output cache for `[WebMethod(CacheDuration = N)]` (SOAP and HTTP GET/POST), as .NET Framework's
 * System.Web.Services and System.Web do it (reference source; Mono's System.Web does not cache):
 *
 * - WebServiceHandler, before the method runs (not for one-way methods): cacheability Server, Expires now + N
 *   seconds, no sliding expiration, vary by the headers Content-Type and SOAPAction and by every parameter.
 *   HttpCachePolicy then writes `Cache-Control: no-cache`, `Pragma: no-cache` and `Expires: -1` on the
 *   method's responses (results and faults alike; no Vary header, which only cacheable-by-clients policies
 *   write). A method without CacheDuration answers `private, max-age=0` (response.ts).
 * - OutputCacheModule stores a response whose status is 200, that was buffered (not streamed), and that sets
 *   no cookie (a new session's); faults (500) never. Its key: POST or not, the request path in lower case,
 *   the values of Content-Type and SOAPAction, every query parameter (names in lower case, sorted, values
 *   joined by commas), every form parameter of a POST; a POST without form parameters adds its body (.NET a
 *   SHA-256 of it, here the bytes themselves: the same equality), and a body over 15,000 bytes, or of
 *   unknown length, is not cached at all. So SOAP calls are cached per exact request bytes.
 * - A stored response is replayed whole (status, headers, body) until N seconds after it was made (absolute
 *   expiry), unless the request says `Cache-Control: no-cache` or `no-store`, or `Pragma: no-cache` (looked
 *   up fresh, and the fresh response replaces the stored one), `max-age=A` with the stored response's age at
 *   least A seconds, or `min-fresh=F` with less than F seconds left.
 *
 * Unlike ASP.NET's cache, which memory pressure trims, this one is bounded: at most `maxEntries` responses and
 * `maxBytes` of keys and bodies, the least recently used dropped first. It lives in this server's memory.
 */
import type { ServerResponse } from "./types.js";

export interface OutputCacheOptions {
  /** Responses held at once (default 1 000); beyond it the least recently used is dropped. */
  readonly maxEntries?: number | undefined;
  /** Bytes of keys and bodies held at once (default 32 MiB); beyond it the least recently used are dropped. */
  readonly maxBytes?: number | undefined;
}

/** OutputCacheModule's MAX_POST_KEY_LENGTH: a POST body longer than this is not cached. */
export const MAX_POST_KEY_BYTES = 15_000;

/** A method's response under a CacheDuration policy: ASP.NET's HttpCacheability.Server headers. */
export const CACHE_SERVER = "no-cache";

interface Entry {
  readonly status: number;
  readonly reason: string | undefined;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Uint8Array | string;
  readonly created: number;
  readonly expires: number;
  readonly size: number;
}

/** What the key is made of: the request as the host adapter gave it, headers in lower case. */
export interface CacheRequest {
  readonly method: string;
  /** The request path, decoded (HttpRequest.Path). */
  readonly path: string;
  /** The query string, without `?`. */
  readonly query: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
}

/**
 * Gives a method's response ASP.NET's Server cacheability headers: its `Cache-Control: private, max-age=0`
 * becomes `no-cache`, followed by `Pragma: no-cache` and `Expires: -1`. Other responses are left as they are.
 */
export function serverCacheability(response: ServerResponse, methodCacheControl: string): ServerResponse {
  const at = response.headers.findIndex(([name, value]) => name === "Cache-Control" && value === methodCacheControl);
  if (at < 0) return response;
  const headers = response.headers.slice();
  headers.splice(at, 1, ["Cache-Control", CACHE_SERVER], ["Pragma", "no-cache"], ["Expires", "-1"]);
  return { ...response, headers };
}

const NULL_VALUE = "+n+";

/** A query or form string's parameters as ASP.NET's HttpValueCollection holds them: names to values. */
function parameters(text: string): Map<string | null, string[]> {
  const result = new Map<string | null, string[]>();
  if (text === "") return result;
  for (const part of text.split("&")) {
    const eq = part.indexOf("=");
    const name = eq < 0 ? null : decodeForm(part.slice(0, eq));
    const value = decodeForm(eq < 0 ? part : part.slice(eq + 1));
    const values = result.get(name);
    if (values) values.push(value);
    else result.set(name, [value]);
  }
  return result;
}

function decodeForm(text: string): string {
  const spaced = text.includes("+") ? text.replace(/\+/g, " ") : text;
  if (!spaced.includes("%")) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The all-parameters part of a key: names in lower case (a nameless value first), sorted, then each value. */
function appendParameters(parts: string[], text: string): void {
  const collected = parameters(text);
  const byName = new Map<string | null, string[]>();
  for (const [name, values] of collected) {
    const lower = name === null ? null : name.toLowerCase();
    const before = byName.get(lower);
    if (before) before.push(...values);
    else byName.set(lower, [...values]);
  }
  const names = [...byName.keys()].sort((a, b) => (a === null ? -1 : b === null ? 1 : a < b ? -1 : a > b ? 1 : 0));
  for (const name of names) parts.push(`N${name ?? ""}`, `V${byName.get(name)!.join(",")}`);
}

function isForm(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const type = contentType.split(";", 1)[0]!.trim().toLowerCase();
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

/**
 * The output cache of one server. `now` gives the time in ms (Date.now unless a test sets it).
 */
export class OutputCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;

  constructor(
    options: OutputCacheOptions = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    const maxEntries = options.maxEntries ?? 1_000;
    const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new TypeError(`outputCache.maxEntries must be a positive integer, not ${String(maxEntries)}`);
    }
    if (!Number.isInteger(maxBytes) || maxBytes < 1) {
      throw new TypeError(`outputCache.maxBytes must be a positive integer, not ${String(maxBytes)}`);
    }
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  /** Responses held now (expired ones included until met). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The key OutputCacheModule makes for a request under WebServiceHandler's policy, or undefined when the
   * request cannot be cached (a POST body over 15,000 bytes).
   */
  key(request: CacheRequest): string | undefined {
    const post = request.method === "POST";
    const parts: string[] = [post ? "1" : "2", request.path.toLowerCase(), "H"];
    for (const header of ["content-type", "soapaction"]) {
      parts.push(`N${header}`, `V${request.headers[header] ?? NULL_VALUE}`);
    }
    parts.push("Q");
    if (request.query !== "") appendParameters(parts, request.query);
    parts.push("F");
    const form = post && isForm(request.headers["content-type"]);
    if (form) appendParameters(parts, new TextDecoder().decode(request.body));
    parts.push("D");
    if (post && (!form || request.body.byteLength === 0)) {
      if (request.body.byteLength > MAX_POST_KEY_BYTES) return undefined;
      // Each byte as one UTF-16 unit: the body itself, never decoded.
      parts.push(String.fromCharCode(...request.body));
    }
    return JSON.stringify(parts);
  }

  /** The stored response for `key`, unless expired or the request's cache directives refuse it. */
  lookup(key: string, headers: Readonly<Record<string, string>>): ServerResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now >= entry.expires) {
      this.remove(key, entry);
      return undefined;
    }
    if (!acceptsStored(headers, entry, now)) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return {
      status: entry.status,
      ...(entry.reason !== undefined ? { reason: entry.reason } : {}),
      headers: entry.headers.map(([name, value]) => [name, value]),
      body: entry.body,
    };
  }

  /**
   * Stores a method's response for `seconds`, when OutputCacheModule would: status 200, buffered, no cookie.
   * The body is copied: a large one's buffer is reused once it has been sent.
   */
  store(key: string, response: ServerResponse, seconds: number): void {
    if (response.status !== 200 || response.next !== undefined) return;
    if (response.headers.some(([name]) => name.toLowerCase() === "set-cookie")) return;
    const body = typeof response.body === "string" ? response.body : response.body.slice();
    const size = key.length * 2 + (typeof body === "string" ? body.length * 2 : body.byteLength);
    if (size > this.maxBytes) return;
    const before = this.entries.get(key);
    if (before) this.remove(key, before);
    const created = this.now();
    const entry: Entry = {
      status: response.status,
      reason: response.reason,
      headers: response.headers.map(([name, value]) => [name, value] as const),
      body,
      created,
      expires: created + seconds * 1000,
      size,
    };
    this.entries.set(key, entry);
    this.bytes += size;
    this.trim();
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  /** Drops expired responses, then the least recently used, until within bounds. */
  private trim(): void {
    if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (now >= entry.expires) this.remove(key, entry);
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(key, entry);
    }
  }
}

const DIRECTIVE_SEPARATORS = /[, ]/;

/** OutputCacheModule's reading of the request's Cache-Control and Pragma (exact, case-sensitive tokens). */
function acceptsStored(headers: Readonly<Record<string, string>>, entry: Entry, now: number): boolean {
  const cacheControl = headers["cache-control"];
  if (cacheControl !== undefined) {
    for (const directive of cacheControl.split(DIRECTIVE_SEPARATORS)) {
      if (directive === "no-cache" || directive === "no-store") return false;
      if (directive.startsWith("max-age=")) {
        const maxAge = seconds(directive.slice(8));
        if (maxAge >= 0 && Math.trunc((now - entry.created) / 1000) >= maxAge) return false;
      } else if (directive.startsWith("min-fresh=")) {
        const minFresh = seconds(directive.slice(10));
        if (minFresh >= 0 && Math.trunc((entry.expires - now) / 1000) < minFresh) return false;
      }
    }
  }
  const pragma = headers["pragma"];
  if (pragma !== undefined && pragma.split(DIRECTIVE_SEPARATORS).includes("no-cache")) return false;
  return true;
}

/** Convert.ToInt32 of a directive's value; -1 when it is not one. */
function seconds(text: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?\d{1,10}$/.test(trimmed)) return -1;
  const value = Number(trimmed);
  return value > 2_147_483_647 || value < -2_147_483_648 ? -1 : value;
}
