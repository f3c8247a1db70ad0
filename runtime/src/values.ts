/**
 * Text forms of simple values, both ways.
 * SOAP follows XML Schema (XmlConvert: surrounding white space ignored, booleans `true false 1 0`);
 * HTTP GET/POST follows the .NET Parse methods ASMX uses there (booleans `true`/`false` in any case).
 * Errors say what was expected, never the value itself: the caller knows whether the field is a secret.
 */
import { brand, isBranded } from "./brand.js";
import type { EnumType, ItemType } from "./descriptor.js";
import type { SimpleTypeName } from "./simple-types.js";
import { decodeBase64, encodeBase64 } from "./text/base64.js";
import { formatDouble, formatFloat } from "./text/floats.js";
import {
  INTEGER,
  INTEGER_RANGES,
  isDateTime,
  isDecimal,
  isGuid,
  numberToDecimal,
  REAL,
  trimXmlSpace,
} from "./text/lexical.js";

/**
 * The value has the wrong form for its type. `expected` says what is allowed and never quotes the value;
 * `detail`, when set, says where in the value the fault is (a character and its index), which would
 * reveal part of a secret: a message about a secret field leaves it out.
 */
export class ValueFormatError extends Error {
  /** Also true for an instance from another copy of the runtime (see brand.ts). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  readonly expected: string;
  readonly detail: string | undefined;
  constructor(expected: string, detail?: string) {
    super(`expected ${expected}${detail ? ` (${detail})` : ""}`);
    this.name = "ValueFormatError";
    this.expected = expected;
    this.detail = detail;
  }
}

brand(ValueFormatError, "ValueFormatError");

/** A JavaScript value of a simple type, as the runtime carries it. */
export type SimpleValue = string | number | bigint | boolean | Uint8Array;

export type TextRules = "xml" | "http";

function trimmed(text: string, rules: TextRules): string {
  // Both XmlConvert and the .NET Parse methods ignore surrounding white space.
  return rules === "xml" ? trimXmlSpace(text) : text.trim();
}

/** Reads a simple value from its text. Throws ValueFormatError. */
export function parseSimple(type: SimpleTypeName, text: string, rules: TextRules): SimpleValue {
  switch (type) {
    case "string":
      return text;
    case "boolean": {
      const t = trimmed(text, rules);
      if (rules === "http") {
        const lower = t.toLowerCase();
        if (lower === "true") return true;
        if (lower === "false") return false;
        throw new ValueFormatError("true or false");
      }
      if (t === "true" || t === "1") return true;
      if (t === "false" || t === "0") return false;
      throw new ValueFormatError("a boolean: true, false, 1 or 0");
    }
    case "int":
    case "short":
    case "byte":
    case "unsignedByte":
    case "unsignedShort":
    case "unsignedInt":
    case "long":
    case "unsignedLong": {
      const t = trimmed(text, rules);
      const [min, max] = INTEGER_RANGES[type]!;
      if (!INTEGER.test(t)) throw new ValueFormatError(`an integer from ${min} to ${max}`);
      const value = BigInt(t);
      if (value < min || value > max) throw new ValueFormatError(`an integer from ${min} to ${max}`);
      return type === "long" || type === "unsignedLong" ? value : Number(value);
    }
    case "decimal": {
      const t = trimmed(text, rules);
      if (!isDecimal(t)) throw new ValueFormatError("a decimal number such as 12.50, within System.Decimal's range");
      return t;
    }
    case "double":
    case "float": {
      const t = trimmed(text, rules);
      if (t === "INF" || t === "Infinity") return Infinity;
      if (t === "-INF" || t === "-Infinity") return -Infinity;
      if (t === "NaN") return NaN;
      if (!REAL.test(t)) throw new ValueFormatError("a number such as 1.5, 2E-3, INF, -INF or NaN");
      return Number(t);
    }
    case "dateTime": {
      const t = trimmed(text, rules);
      if (!isDateTime(t)) throw new ValueFormatError("a date and time such as 2024-01-02T03:04:05+00:00");
      return t;
    }
    case "guid": {
      const t = trimmed(text, rules);
      if (!isGuid(t)) throw new ValueFormatError("a GUID such as 0f8fad5b-d9cb-469f-a165-70867728950e");
      return t;
    }
    case "base64Binary": {
      const bytes = decodeBase64(text);
      if (!bytes) throw new ValueFormatError("base64 text");
      return bytes;
    }
  }
}

/** Writes a simple value as text. Throws ValueFormatError when the value does not fit the type. */
export function formatSimple(type: SimpleTypeName, value: unknown): string {
  switch (type) {
    case "string":
      if (typeof value !== "string") throw new ValueFormatError("a string");
      return value;
    case "boolean":
      if (typeof value !== "boolean") throw new ValueFormatError("a boolean");
      return value ? "true" : "false";
    case "int":
    case "short":
    case "byte":
    case "unsignedByte":
    case "unsignedShort":
    case "unsignedInt":
    case "long":
    case "unsignedLong": {
      const [min, max] = INTEGER_RANGES[type]!;
      let big: bigint;
      if (typeof value === "bigint") big = value;
      else if (typeof value === "number" && Number.isSafeInteger(value)) big = BigInt(value);
      else throw new ValueFormatError(`an integer from ${min} to ${max}`);
      if (big < min || big > max) throw new ValueFormatError(`an integer from ${min} to ${max}`);
      return big.toString();
    }
    case "decimal": {
      const text = typeof value === "number" && Number.isFinite(value) ? numberToDecimal(value) : value;
      if (typeof text !== "string" || !isDecimal(text))
        throw new ValueFormatError('a decimal number (string such as "12.50")');
      return text;
    }
    case "double":
      if (typeof value !== "number") throw new ValueFormatError("a number");
      return formatDouble(value);
    case "float":
      if (typeof value !== "number") throw new ValueFormatError("a number");
      return formatFloat(value);
    case "dateTime": {
      const text = value instanceof Date ? dateToXml(value) : value;
      if (typeof text !== "string" || !isDateTime(text))
        throw new ValueFormatError("a Date or a date-time string such as 2024-01-02T03:04:05+00:00");
      return text;
    }
    case "guid":
      if (typeof value !== "string" || !isGuid(value)) throw new ValueFormatError("a GUID string");
      return value;
    case "base64Binary":
      if (!(value instanceof Uint8Array)) throw new ValueFormatError("a Uint8Array");
      return encodeBase64(value);
  }
}

function dateToXml(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new ValueFormatError("a valid Date");
  return date.toISOString().replace(/\.000Z$/, "Z");
}

/** Reads an enum value: SOAP accepts the exact names only; HTTP GET/POST also the numeric value, as Enum.Parse does. */
export function parseEnum(type: EnumType, text: string, rules: TextRules): string {
  if (rules === "xml") {
    if (type.values.includes(text)) return text;
  } else {
    const t = text.trim();
    if (type.values.includes(t)) return t;
    if (/^[+-]?\d+$/.test(t)) {
      const index = Number(t);
      if (index >= 0 && index < type.values.length) return type.values[index]!;
    }
  }
  throw new ValueFormatError(`one of ${type.values.join(", ")} (exact case)`);
}

export function formatEnum(type: EnumType, value: unknown): string {
  if (typeof value !== "string" || !type.values.includes(value)) {
    throw new ValueFormatError(`one of ${type.values.join(", ")}`);
  }
  return value;
}

/** Reads an item of an array or a scalar field. */
export function parseItem(type: ItemType, text: string, rules: TextRules): SimpleValue {
  return type.kind === "enum" ? parseEnum(type, text, rules) : parseSimple(type.type, text, rules);
}

export function formatItem(type: ItemType, value: unknown): string {
  return type.kind === "enum" ? formatEnum(type, value) : formatSimple(type.type, value);
}

/** Whether a value of this type is text that may be empty (strings) rather than a value type. */
export function isReferenceItem(type: ItemType): boolean {
  return type.kind === "simple" && (type.type === "string" || type.type === "base64Binary");
}
