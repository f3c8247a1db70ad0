/**
 * The HTTP GET and POST bindings: parameters from the query string or the form body, decoded as .NET's
 * HttpUtility.UrlDecode does (`+` is a space, `%XX` a byte of the charset, `%uXXXX` a UTF-16 unit), names
 * matched in any case, repeated values joined with commas (NameValueCollection), arrays as repeated
 * parameters, every parameter required, dates as DateTime.Parse reads them.
 */
import type { ItemType } from "../descriptor.js";
import { repeatsOnHttp } from "../form.js";
import { fromHttpDateTime } from "../http-document.js";
import { allCodecs } from "../soap/all-codecs.js";
import { parseItem, parseSimple, parseEnum, parseFlags, ValueFormatError, type SimpleValue } from "../values.js";
import { quotedValue, RequestError } from "./faults.js";
import { parseHttpDateTime } from "../text/http-datetime.js";
import { formDecoder } from "./media.js";
import type { FieldPlan, OperationPlan } from "./plan.js";
import { setField } from "../own.js";

/** Values by lower-case parameter name, in the order they came. */
export type Parameters = ReadonlyMap<string, readonly string[]>;

const PLUS = 0x2b;
const PERCENT = 0x25;
const AMP = 0x26;
const EQUALS = 0x3d;

function hex(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

function decodeComponent(bytes: Uint8Array, from: number, to: number, decode: (b: Uint8Array) => string): string {
  let plain = true;
  for (let i = from; i < to; i++) {
    const b = bytes[i];
    if (b === PLUS || b === PERCENT) {
      plain = false;
      break;
    }
  }
  if (plain) return decode(bytes.subarray(from, to));

  const buffer = new Uint8Array(to - from);
  let n = 0;
  let out = "";
  for (let i = from; i < to; i++) {
    const b = bytes[i]!;
    if (b === PLUS) {
      buffer[n++] = 0x20;
      continue;
    }
    if (b === PERCENT) {
      // %uXXXX (lower-case u, as .NET reads it): one UTF-16 code unit, outside the byte stream.
      if (bytes[i + 1] === 0x75 && i + 5 < to) {
        const h1 = hex(bytes[i + 2]),
          h2 = hex(bytes[i + 3]),
          h3 = hex(bytes[i + 4]),
          h4 = hex(bytes[i + 5]);
        if (h1 >= 0 && h2 >= 0 && h3 >= 0 && h4 >= 0) {
          if (n > 0) out += decode(buffer.subarray(0, n));
          n = 0;
          out += String.fromCharCode((h1 << 12) | (h2 << 8) | (h3 << 4) | h4);
          i += 5;
          continue;
        }
      }
      const h1 = i + 2 < to ? hex(bytes[i + 1]) : -1;
      const h2 = i + 2 < to ? hex(bytes[i + 2]) : -1;
      if (h1 >= 0 && h2 >= 0) {
        buffer[n++] = (h1 << 4) | h2;
        i += 2;
        continue;
      }
    }
    buffer[n++] = b; // a lone or malformed % stays as it is
  }
  if (n > 0) out += decode(buffer.subarray(0, n));
  return out;
}

/** Parses `name=value&...`. A pair without `=` names nothing (NameValueCollection keys it null) and is skipped. */
export function parseUrlEncoded(bytes: Uint8Array, decode: (b: Uint8Array) => string): Parameters {
  const pairs = new Map<string, string[]>();
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== AMP) continue;
    if (i > start) {
      let eq = -1;
      for (let j = start; j < i; j++) {
        if (bytes[j] === EQUALS) {
          eq = j;
          break;
        }
      }
      if (eq >= 0) {
        const name = decodeComponent(bytes, start, eq, decode).toLowerCase();
        const value = decodeComponent(bytes, eq + 1, i, decode);
        const values = pairs.get(name);
        if (values) values.push(value);
        else pairs.set(name, [value]);
      }
    }
    start = i + 1;
  }
  return pairs;
}

const encoder = new TextEncoder();
// ignoreBOM: a value that starts with %EF%BB%BF carries U+FEFF, as in .NET's UrlDecode; the default
// decoder would silently drop it from the start of every parameter.
const utf8 = new TextDecoder("utf-8", { ignoreBOM: true });

/** A query that needs decoding as bytes: escapes, `+`, or characters beyond ASCII. */
const NEEDS_BYTES = /[%+\u0080-\uffff]/;

/** Query string parameters: the URL carries UTF-8 percent-encoded bytes. */
export function parseQuery(query: string): Parameters {
  if (!query) return new Map();
  if (NEEDS_BYTES.test(query)) return parseUrlEncoded(encoder.encode(query), (b) => utf8.decode(b));
  return parsePlain(query);
}

/**
 * A form body (HTTP POST) in its charset. A UTF-8 body of plain ASCII without escapes (the usual form) is
 * read as one text, like a plain query: no per-component decoding.
 */
export function parseForm(bytes: Uint8Array, charset: string | undefined): Parameters {
  if (charset === undefined || UTF8_LABEL.test(charset)) {
    let plain = true;
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      if (b >= 0x80 || b === PLUS || b === PERCENT) {
        plain = false;
        break;
      }
    }
    if (plain) return parsePlain(utf8.decode(bytes));
  }
  return parseUrlEncoded(bytes, formDecoder(charset));
}

const UTF8_LABEL = /^\s*(?:utf-8|utf8|unicode-1-1-utf-8)\s*$/i;

/** `name=value&...` with nothing to decode: each component is its own text (same rules as parseUrlEncoded). */
function parsePlain(text: string): Parameters {
  const pairs = new Map<string, string[]>();
  for (const pair of text.split("&")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue; // no name (see parseUrlEncoded)
    const name = pair.slice(0, eq).toLowerCase();
    const value = pair.slice(eq + 1);
    const values = pairs.get(name);
    if (values) values.push(value);
    else pairs.set(name, [value]);
  }
  return pairs;
}

/** Values shown in messages: bounded, and never a secret field's value. */
function shown(field: FieldPlan, text: string): string {
  return quotedValue(field.field.secret === true, text) ?? "the value";
}

function convert(field: FieldPlan, text: string, parse: () => unknown): unknown {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof ValueFormatError)) throw error;
    throw new RequestError(
      "client",
      `Cannot convert ${shown(field, text)} to ${field.typeName} for parameter ${field.httpName}: expected ${error.expected}.`,
    );
  }
}

/** A char parameter's text: one UTF-16 code unit, as Convert.ChangeType(text, typeof(char)) takes it. */
function httpChar(text: string): string {
  if (text.length !== 1) throw new ValueFormatError("a string of exactly one character");
  return text;
}

/** One text value of a simple type or enum, as ASMX's HTTP bindings convert it. */
function itemValue(type: ItemType, text: string): SimpleValue {
  if (type.kind === "simple" && (type.type === "dateTime" || type.type === "date"))
    return fromHttpDateTime(type, parseHttpDateTime(text)) as string;
  if (type.kind === "simple" && type.type === "char") return httpChar(text);
  return parseItem(type, text, "http", allCodecs);
}

/** What .NET says when ASMX's HTTP reader meets an array parameter that is not there. */
export const MISSING_ARRAY = "Object reference not set to an instance of an object.";

function fieldValue(field: FieldPlan, values: readonly string[]): unknown {
  const type = field.field.type;
  switch (type.kind) {
    case "simple": {
      // A byte[] comes as repeated byte values (`data=1&data=2`), each read as Byte.Parse reads it.
      if (type.type === "base64Binary") {
        return Uint8Array.from(
          values,
          (text) => convert(field, text, () => parseSimple("unsignedByte", text, "http")) as number,
        );
      }
      const text = values.length === 1 ? values[0]! : values.join(",");
      if (type.type === "string") return text;
      // A client sends a null optional value as an empty parameter (every parameter must be present).
      if (text === "" && field.nullable) return null;
      // A date or a time of day is a DateTime to ASMX's HTTP reader: DateTime.Parse's value, a date at midnight
      // its date text, a time on 0001-01-01 its time text (values.ts fromHttpDateTime).
      if (type.type === "dateTime" || type.type === "date")
        return convert(field, text, () => fromHttpDateTime(type, parseHttpDateTime(text)));
      // A char is the character itself: Convert.ChangeType takes a string of exactly one character (lab
      // parameter-namespace-types PutChar.httpget: `c=A` reads as 65).
      if (type.type === "char") return convert(field, text, () => httpChar(text));
      return convert(field, text, () => parseSimple(type.type, text, "http", allCodecs));
    }
    case "enum": {
      const text = values.length === 1 ? values[0]! : values.join(",");
      if (text === "" && field.nullable) return null;
      // A [Flags] enum by Enum.Parse: names separated by commas, or its number (lab xml-type-anonymous-forms).
      return convert(field, text, () => (type.flags ? parseFlags(type, text, "http") : parseEnum(type, text, "http")));
    }
    case "array": {
      const item = type.item;
      if (item.kind !== "simple" && item.kind !== "enum") return cannotCarry(field);
      return values.map((text) => convert(field, text, () => itemValue(item, text)));
    }
    case "complex":
    case "dataSet":
    case "dataTable":
    case "xml":
    case "object":
    case "serializable":
      return cannotCarry(field);
  }
}

function cannotCarry(field: FieldPlan): never {
  throw new RequestError(
    "client",
    `Parameter ${field.httpName} is a ${field.typeName}, which HTTP GET and POST cannot carry.`,
  );
}

/** The handler input from the parameters. Throws RequestError naming the parameter at fault. */
export function readHttpParameters(plan: OperationPlan, parameters: Parameters): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of plan.fields) {
    const values = parameters.get(field.lowerName);
    if (values === undefined) {
      // ASMX's reader fails on an absent array with .NET's NullReferenceException, whose text callers may
      // match: an array with no items cannot be sent over HTTP GET or POST at all.
      if (repeatsOnHttp(field.field.type)) throw new RequestError("client", MISSING_ARRAY);
      throw new RequestError("client", `Missing parameter: ${field.httpName}.`);
    }
    setField(input, field.tsName, fieldValue(field, values));
  }
  return input;
}
