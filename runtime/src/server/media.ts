/**
 * Content types and charsets of requests: the media type decides the binding, its `charset` how the
 * bytes become text, and SOAP 1.2's `action` parameter names the operation.
 */
import { brand, isBranded } from "../brand.js";

export interface MediaType {
  /** Lower case, without parameters; "" when there is no Content-Type. */
  readonly type: string;
  /** Parameter values by lower-case name, quotes removed. */
  readonly params: ReadonlyMap<string, string>;
}

const NO_PARAMS: ReadonlyMap<string, string> = new Map();
const NONE: MediaType = { type: "", params: NO_PARAMS };

/**
 * The last header parsed and what it gave: a client sends the same Content-Type call after call, and its
 * media type (shared: callers only read it) is then not parsed again, nor its action's hash computed again.
 */
let lastHeader: string | undefined;
let lastMedia: MediaType = NONE;

/** Parses `type/subtype; name=value; name="quoted; value"`. */
export function parseMediaType(header: string | undefined): MediaType {
  if (!header) return NONE;
  if (header === lastHeader) return lastMedia;
  const media = parsedMediaType(header);
  lastHeader = header;
  lastMedia = media;
  return media;
}

function parsedMediaType(header: string): MediaType {
  const semi = header.indexOf(";");
  if (semi < 0) return { type: header.trim().toLowerCase(), params: NO_PARAMS };
  const params = new Map<string, string>();
  let i = semi;
  while (i < header.length && header[i] === ";") {
    const eq = header.indexOf("=", i + 1);
    if (eq < 0) break;
    const name = header
      .slice(i + 1, eq)
      .trim()
      .toLowerCase();
    let j = eq + 1;
    while (header[j] === " " || header[j] === "\t") j++;
    let value: string;
    if (header[j] === '"') {
      // Up to the closing quote, a backslash taking the character after it as it is: the runs between
      // backslashes sliced, not appended character by character (a rope, which the Map lookup of an action
      // then flattens).
      let end = j + 1;
      let start = end;
      value = "";
      while (end < header.length) {
        const c = header.charCodeAt(end);
        if (c === 0x22) break;
        if (c === 0x5c && end + 1 < header.length) {
          value += header.slice(start, end);
          start = ++end;
        }
        end++;
      }
      value += header.slice(start, end);
      i = header.indexOf(";", end + 1);
    } else {
      const end = header.indexOf(";", j);
      value = (end < 0 ? header.slice(j) : header.slice(j, end)).trim();
      i = end;
    }
    if (name && !params.has(name)) params.set(name, value);
    if (i < 0) break;
  }
  return { type: header.slice(0, semi).trim().toLowerCase(), params };
}

/** Raised when a charset is not one this platform can decode. */
export class UnsupportedCharsetError extends Error {
  /** Also true for an instance from another copy of the runtime (see brand.ts). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  constructor(label: string) {
    super(`'${label}' is not a supported encoding name.`);
    this.name = "UnsupportedCharsetError";
  }
}

const LATIN1 = new Set([
  "iso-8859-1",
  "iso8859-1",
  "latin1",
  "l1",
  "iso_8859-1",
  "cp819",
  "ibm819",
  "iso-ir-100",
  "csisolatin1",
]);
const decoders = new Map<string, InstanceType<typeof TextDecoder>>();

function decoderFor(label: string, fatal: boolean, keepBom = false): InstanceType<typeof TextDecoder> {
  const key = `${fatal ? "!" : ""}${keepBom ? "+" : ""}${label}`;
  let decoder = decoders.get(key);
  if (!decoder) {
    try {
      decoder = new TextDecoder(label, { fatal, ignoreBOM: keepBom });
    } catch {
      throw new UnsupportedCharsetError(label);
    }
    if (decoders.size < 64) decoders.set(key, decoder);
  }
  return decoder;
}

/** True ISO-8859-1 (WHATWG maps that label to windows-1252; .NET does not). */
function decodeLatin1(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x2000) text += String.fromCharCode(...bytes.subarray(i, i + 0x2000));
  return text;
}

/**
 * Text of a body in the given charset (UTF-8 when none). `fatal`: bytes that are not valid in the charset
 * throw a TypeError instead of becoming U+FFFD. A byte order mark wins over the label, as in XmlReader.
 */
export function decodeText(bytes: Uint8Array, charset: string | undefined, fatal: boolean): string {
  let label = charset ? charset.trim().toLowerCase() : "utf-8";
  if (bytes.length >= 2) {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) label = "utf-16le";
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = "utf-16be";
    else if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) label = "utf-8";
  }
  if (label === "utf-16") label = "utf-16le";
  if (LATIN1.has(label)) return decodeLatin1(bytes);
  return decoderFor(label, fatal).decode(bytes);
}

/** Decoder for percent-decoded form bytes: true Latin-1 or a TextDecoder, never fatal (bad bytes become U+FFFD as in .NET). */
export function formDecoder(charset: string | undefined): (bytes: Uint8Array) => string {
  const label = charset ? charset.trim().toLowerCase() : "utf-8";
  if (LATIN1.has(label)) return decodeLatin1;
  // keepBom: each form value is decoded on its own, and a value may start with U+FEFF (a body's BOM is
  // handled by decodeText; here the default decoder would drop the character from every value's start).
  const decoder = decoderFor(label === "utf-16" ? "utf-16le" : label, false, true);
  return (bytes) => decoder.decode(bytes);
}

brand(UnsupportedCharsetError, "UnsupportedCharsetError");
