/**
 * Reads a WSDL from a file or an http(s) URL, within a size limit (checked before reading where the size is
 * known, and while reading otherwise) and, for a URL, a time limit covering the whole exchange. A URL that
 * names a service (`.../Orders.asmx`) is asked for its description with ASMX's `?WSDL`. Bytes are decoded as
 * XML says: a UTF-16 byte order mark, else UTF-8 (strictly: invalid bytes are an error, not replaced).
 */
import { openSync, readSync, closeSync, fstatSync } from "node:fs";
import { ImportError } from "./import-error.js";
import { MAX_WSDL_BYTES } from "./wsdl-document.js";

export interface SourceLimits {
  readonly maxBytes: number;
  /** For a URL: the whole request, from connecting to the last byte. */
  readonly timeoutMs: number;
}

export const DEFAULT_SOURCE_LIMITS: SourceLimits = { maxBytes: MAX_WSDL_BYTES, timeoutMs: 30_000 };

export function isUrl(source: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(source);
}

/** The URL asked for: ASMX answers a service URL's `?WSDL` with its description; other URLs are kept. */
export function wsdlUrl(source: string): URL {
  const url = new URL(source);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ImportError(source, 0, 0, "URL", `only http and https URLs can be fetched, not ${url.protocol}`);
  }
  if (url.search === "" && /\.asmx$/i.test(url.pathname)) url.search = "?WSDL";
  // A WCF service (`.svc`) publishes its root WSDL at `?wsdl`.
  else if (url.search === "" && /\.svc$/i.test(url.pathname)) url.search = "?wsdl";
  return url;
}

export async function readSource(source: string, limits: SourceLimits = DEFAULT_SOURCE_LIMITS): Promise<string> {
  if (isUrl(source)) return readUrl(wsdlUrl(source), source, limits);
  return readFile(source, limits);
}

/** A file's text, within the size limit. */
export function readFile(file: string, limits: SourceLimits = DEFAULT_SOURCE_LIMITS, shown: string = file): string {
  try {
    return decode(shown, readFileBytes(file, limits));
  } catch (error) {
    if (!(error instanceof ImportError) || error.file === shown) throw error;
    throw new ImportError(shown, error.line, error.column, error.construct, error.reason);
  }
}

/**
 * A URL's text, within both limits; `shown` names it in messages. Redirects are followed only where
 * `mayFollow` allows (a document set stays on its host), at most five.
 */
export async function readUrl(url: URL, shown: string, limits: SourceLimits, mayFollow: (to: URL) => string | undefined = () => undefined): Promise<string> {
  return decode(shown, await fetchBytes(url, shown, limits, mayFollow));
}

function tooLarge(source: string, size: number | string, limits: SourceLimits): ImportError {
  return new ImportError(source, 0, 0, "document", `${size} bytes is more than the ${limits.maxBytes}-byte limit for a WSDL`);
}

function readFileBytes(file: string, limits: SourceLimits): Uint8Array {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ImportError(file, 0, 0, "file", code === "ENOENT" ? "not found" : code === "EISDIR" ? "is a folder, not a WSDL file" : (error as Error).message);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new ImportError(file, 0, 0, "file", "is a folder, not a WSDL file");
    if (stat.size > limits.maxBytes) throw tooLarge(file, stat.size, limits);
    // Read at most one byte more than the limit, whatever the file claims (a pipe or a growing file).
    const buffer = Buffer.alloc(Math.min(limits.maxBytes + 1, Math.max(stat.size, 64 * 1024)));
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (buffer.length > limits.maxBytes) throw tooLarge(file, `more than ${limits.maxBytes}`, limits);
        break;
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

const MAX_REDIRECTS = 5;

async function fetchBytes(first: URL, source: string, limits: SourceLimits, mayFollow: (to: URL) => string | undefined): Promise<Uint8Array> {
  let url = first;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const timedOut = (): ImportError =>
    new ImportError(source, 0, 0, "URL", `no complete answer from ${url.host} within ${limits.timeoutMs / 1000} s`);
  let response: Response;
  for (let redirects = 0; ; redirects++) {
    try {
      response = await fetch(url, { signal, redirect: "manual", headers: { accept: "text/xml, application/xml, */*" } });
    } catch (error) {
      if (signal.aborted) throw timedOut();
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new ImportError(source, 0, 0, "URL", `cannot fetch ${url.href}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
    }
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || location === null) break;
    await response.body?.cancel().catch(() => undefined);
    if (redirects === MAX_REDIRECTS) throw new ImportError(source, 0, 0, "URL", `${url.href} redirects more than ${MAX_REDIRECTS} times`);
    const next = new URL(location, url);
    const refusal = next.protocol !== "http:" && next.protocol !== "https:" ? `is not http or https` : mayFollow(next);
    if (refusal !== undefined) throw new ImportError(source, 0, 0, "URL", `${url.href} redirects to ${next.href}, which ${refusal}`);
    url = next;
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ImportError(source, 0, 0, "URL", `${url.href} answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}, not a WSDL`);
  }
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > limits.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(source, declared, limits);
  }
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for await (const chunk of response.body ?? []) {
      length += chunk.byteLength;
      if (length > limits.maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        throw tooLarge(source, `more than ${limits.maxBytes}`, limits);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    if (signal.aborted) throw timedOut();
    throw new ImportError(source, 0, 0, "URL", `the answer from ${url.host} broke off: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks, length);
}

function decode(source: string, bytes: Uint8Array): string {
  const b0 = bytes[0];
  const b1 = bytes[1];
  const encoding = b0 === 0xff && b1 === 0xfe ? "utf-16le" : b0 === 0xfe && b1 === 0xff ? "utf-16be" : "utf-8";
  try {
    // ignoreBOM: false drops the byte order mark, as an XML parser does.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new ImportError(source, 0, 0, "document", `is not ${encoding === "utf-8" ? "UTF-8" : "UTF-16"} text (a WSDL is XML, in UTF-8 unless a byte order mark says UTF-16)`);
  }
}
