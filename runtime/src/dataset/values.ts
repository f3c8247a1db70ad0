/**
 * Column values both ways: wire text → value (decode), program value → checked value (builders) and
 * value → wire text (encode). One table of rules per column type, so the three directions cannot drift.
 */
import { brand, isBranded } from "../brand.js";
import { findInvalidXmlChar } from "../xml/escape.js";
import { decodeBase64, encodeBase64 } from "../text/base64.js";
import { formatDouble, formatFloat } from "../text/floats.js";
import {
  boundedInteger,
  INTEGER,
  INTEGER_RANGES,
  REAL,
  isDateTime,
  isDecimal,
  isGuid,
  numberToDecimal,
  trimXmlSpace,
} from "../text/lexical.js";
import { hasOuterSpace, isDateTimeText, isShortDecimalText, shortInteger } from "../text/lexical-scan.js";
import type { ColumnType, ColumnValue, DateTimeMode } from "./types.js";

/** A value that does not fit its column type; `message` says what was expected. Callers add the place. */
export class ValueProblem extends Error {
  /** Also true for an instance from another copy of the runtime (see brand.ts). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  constructor(expected: string) {
    super(`expected ${expected}`);
    this.name = "ValueProblem";
  }
}

/** How a column type is named in messages: `xs:int`, `guid`, `xs:duration (System.TimeSpan)`. */
export function typeLabel(type: ColumnType): string {
  if (typeof type === "string") return type === "guid" ? "guid" : `xs:${type}`;
  return type.dataType ? `xs:${type.xsd} (${type.dataType.split(",")[0]})` : `xs:${type.xsd}`;
}

function expected(type: ColumnType): string {
  const label = typeLabel(type);
  if (typeof type !== "string") return `${label} text`;
  const range = INTEGER_RANGES[type];
  if (range) return `${label}, an integer from ${range[0]} to ${range[1]}`;
  switch (type) {
    case "boolean":
      return `${label}: true, false, 1 or 0`;
    case "decimal":
      return `${label}, a decimal number such as 12.50 (no exponent, within System.Decimal)`;
    case "double":
    case "float":
      return `${label}, a number such as 1.5, 2E-3, INF, -INF or NaN, within range`;
    case "dateTime":
      return `${label}, a date and time such as 2024-01-02T03:04:05+00:00`;
    case "guid":
      return "a GUID such as 0f8fad5b-d9cb-469f-a165-70867728950e";
    case "base64Binary":
      return `${label}, base64 text`;
    default:
      return `${label} text`;
  }
}

/** Reads a value from the text of its element. Throws ValueProblem. */
export function parseColumnText(type: ColumnType, text: string): ColumnValue {
  if (typeof type !== "string" || type === "string") return text;
  if (type === "base64Binary") {
    const bytes = decodeBase64(text);
    if (!bytes) throw new ValueProblem(expected(type));
    return bytes;
  }
  const t = trimXmlSpace(text);
  const range = INTEGER_RANGES[type];
  if (range) {
    const value = INTEGER.test(t) ? boundedInteger(t) : undefined;
    if (value === undefined || value < range[0] || value > range[1]) throw new ValueProblem(expected(type));
    return type === "long" || type === "unsignedLong" ? value : Number(value);
  }
  switch (type) {
    case "boolean":
      if (t === "true" || t === "1") return true;
      if (t === "false" || t === "0") return false;
      break;
    case "double":
    case "float": {
      const value = readReal(t);
      if (value === undefined) break;
      const stored = type === "float" ? Math.fround(value) : value;
      if (Number.isFinite(value) && !Number.isFinite(stored)) break; // 3.5E+38 is not a float
      return stored;
    }
    case "decimal":
      if (isDecimal(t)) return t;
      break;
    case "dateTime":
      if (isDateTime(t)) return t;
      break;
    case "guid":
      if (isGuid(t)) return t;
      break;
  }
  throw new ValueProblem(expected(type));
}

/** Reads the text of a column's cells: parseColumnText for one type, chosen once per column. Throws ValueProblem. */
export type ColumnParser = (text: string) => ColumnValue;

const keepText: ColumnParser = (text) => text;

/**
 * A parser for the cells of one column type, equal to parseColumnText for that type. Integers, booleans,
 * decimals and dates in their usual forms (nothing to trim) are read without a regular expression or a
 * BigInt; anything else goes through parseColumnText.
 */
export function columnParser(type: ColumnType): ColumnParser {
  if (typeof type !== "string" || type === "string") return keepText;
  const range = INTEGER_RANGES[type];
  if (range) {
    if (type === "long" || type === "unsignedLong") return (text) => parseColumnText(type, text);
    const low = Number(range[0]);
    const high = Number(range[1]);
    return (text) => {
      const value = shortInteger(text);
      return value !== undefined && value >= low && value <= high ? value : parseColumnText(type, text);
    };
  }
  switch (type) {
    case "boolean":
      return (text) => (text === "true" ? true : text === "false" ? false : parseColumnText(type, text));
    case "decimal":
      return (text) => (isShortDecimalText(text) ? text : parseColumnText(type, text));
    case "dateTime":
      return (text) => (!hasOuterSpace(text) && isDateTimeText(text) ? text : parseColumnText(type, text));
    default:
      return (text) => parseColumnText(type, text);
  }
}

function readReal(t: string): number | undefined {
  if (t === "INF" || t === "Infinity") return Infinity;
  if (t === "-INF" || t === "-Infinity") return -Infinity;
  if (t === "NaN") return NaN;
  if (!REAL.test(t)) return undefined;
  const value = Number(t);
  return Number.isFinite(value) ? value : undefined; // 1E+400: out of range for .NET Framework
}

/**
 * The value a column holds for what a program gives: also a Date for a dateTime, a number or bigint for a
 * decimal, a safe integer for a long; floats are rounded to single precision. Throws ValueProblem.
 */
export function toColumnValue(type: ColumnType, input: unknown, dateTimeMode?: DateTimeMode): ColumnValue {
  if (typeof type !== "string" || type === "string") {
    if (typeof input !== "string") throw new ValueProblem(`a string (${typeLabel(type)})`);
    const bad = findInvalidXmlChar(input);
    if (bad >= 0) throw new ValueProblem(`text XML can carry (character at index ${bad} cannot be sent in XML)`);
    return input;
  }
  const range = INTEGER_RANGES[type];
  if (range) {
    let big: bigint | undefined;
    if (typeof input === "bigint") big = input;
    else if (typeof input === "number" && Number.isSafeInteger(input)) big = BigInt(input);
    if (big === undefined || big < range[0] || big > range[1]) throw new ValueProblem(expected(type));
    return type === "long" || type === "unsignedLong" ? big : Number(big);
  }
  switch (type) {
    case "boolean":
      if (typeof input === "boolean") return input;
      break;
    case "double":
      if (typeof input === "number") return input;
      break;
    case "float":
      if (typeof input === "number") {
        const stored = Math.fround(input);
        if (Number.isFinite(input) && !Number.isFinite(stored)) break;
        return stored;
      }
      break;
    case "decimal": {
      const text =
        typeof input === "number" && Number.isFinite(input)
          ? numberToDecimal(input)
          : typeof input === "bigint"
            ? input.toString()
            : input;
      if (typeof text === "string" && isDecimal(text)) return text;
      break;
    }
    case "dateTime": {
      const text = input instanceof Date ? dateText(input, dateTimeMode) : input;
      if (typeof text === "string" && isDateTime(text)) return text;
      break;
    }
    case "guid":
      if (typeof input === "string" && isGuid(input)) return input;
      break;
    case "base64Binary":
      if (input instanceof Uint8Array) return input;
      break;
  }
  throw new ValueProblem(expected(type));
}

/** A Date as .NET writes a DateTime column: UTC clock time, `Z` for Utc columns, no offset for Unspecified, else `+00:00`. */
function dateText(date: Date, mode: DateTimeMode | undefined): string | undefined {
  if (Number.isNaN(date.getTime())) return undefined;
  const iso = date.toISOString(); // 2024-01-02T03:04:05.120Z
  if (!/^\d{4}-/.test(iso)) return undefined; // years beyond 9999 or before 0
  const fraction = iso.slice(19, 23).replace(/\.?0+$/, "");
  const offset = mode === "Utc" ? "Z" : mode === "Unspecified" ? "" : "+00:00";
  return `${iso.slice(0, 19)}${fraction}${offset}`;
}

/** The element text of a value. Throws ValueProblem when the value does not fit the type. */
export function formatColumnValue(type: ColumnType, input: unknown, dateTimeMode?: DateTimeMode): string {
  const value = toColumnValue(type, input, dateTimeMode);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Uint8Array) return encodeBase64(value);
  if (type === "double") return formatDouble(value);
  if (type === "float") return formatFloat(value);
  return String(value);
}

/** A row's own value for a column, never an inherited one: a column may be called toString or __proto__. */
export function ownValue(record: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

brand(ValueProblem, "ValueProblem");
