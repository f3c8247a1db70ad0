/**
 * Lexical checks of the types whose values stay text (decimal, dateTime, guid), and the integer ranges:
 * what .NET's XmlConvert accepts, so a value that passes here is one a .NET peer can read. The canonical
 * forms are the text .NET writes for the value it read (`0012.3400` → `12.3400`, `{0F8F...}` → `0f8f...`,
 * `.7890000Z` → `.789Z`, a date alone → midnight), so a value read and written again reads as .NET echoes it.
 */
import type { SimpleTypeName } from "../simple-types.js";
import { roundedDecimal } from "./decimal-rounding.js";

/** XmlConvert trims XML white space around non-string values. */
export function trimXmlSpace(text: string): string {
  // A scan, not a regular expression: `[ \t\r\n]+$` backtracks over every run of inner spaces (quadratic).
  let start = 0;
  let end = text.length;
  while (start < end && isXmlSpace(text.charCodeAt(start))) start++;
  while (end > start && isXmlSpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

function isXmlSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 13 || code === 10;
}

export const INTEGER: RegExp = /^[+-]?\d+$/;
export const REAL: RegExp = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
export const DECIMAL: RegExp = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export const INTEGER_RANGES: Readonly<Partial<Record<SimpleTypeName, readonly [bigint, bigint]>>> = {
  int: [-2147483648n, 2147483647n],
  short: [-32768n, 32767n],
  byte: [-128n, 127n],
  unsignedByte: [0n, 255n],
  unsignedShort: [0n, 65535n],
  unsignedInt: [0n, 4294967295n],
  long: [-9223372036854775808n, 9223372036854775807n],
  unsignedLong: [0n, 18446744073709551615n],
};

/**
 * Integer text (which passed INTEGER) as a bigint when it has at most 20 significant digits, else undefined:
 * then it is beyond every integer type's range (unsignedLong's maximum has 20 digits). Leading zeros are
 * skipped as .NET's Parse skips them, so megabytes of digits are refused without being read into a BigInt.
 */
export function boundedInteger(text: string): bigint | undefined {
  const first = text.charCodeAt(0);
  const signed = first === 43 || first === 45; // + -
  let start = signed ? 1 : 0;
  while (start < text.length - 1 && text.charCodeAt(start) === 48) start++;
  if (text.length - start > 20) return undefined;
  const digits = BigInt(text.slice(start));
  return first === 45 ? -digits : digits;
}

/**
 * A decimal .NET can hold: digits with an optional point (no exponent) that System.Decimal reads without
 * overflow (see canonicalDecimal for the rounding).
 */
export function isDecimal(text: string): boolean {
  return DECIMAL.test(text) && canonicalDecimal(text) !== undefined;
}

/**
 * The text System.Decimal writes for a decimal read from `text` (which has the DECIMAL shape), or undefined
 * when it overflows: sign and leading zeros dropped, the scale (trailing zeros) kept: `+0012.3400` →
 * `12.3400`, `-0.0` → `0.0`, `.5` → `0.5`. Beyond 28 significant digits or 28 decimal places the value is
 * rounded as XmlConvert.ToDecimal (Decimal.Parse) rounds (decimal-rounding.ts).
 */
export function canonicalDecimal(text: string): string | undefined {
  const negative = text.startsWith("-");
  const unsigned = negative || text.startsWith("+") ? text.slice(1) : text;
  const point = unsigned.indexOf(".");
  const whole = (point < 0 ? unsigned : unsigned.slice(0, point)).replace(/^0+(?=\d)/, "") || "0";
  const fraction = point < 0 ? "" : unsigned.slice(point + 1);
  // Up to 28 digits in all, every digit fits: the text is the value. Longer text is rounded like .NET.
  const digits =
    (whole === "0" ? 0 : whole.length) + fraction.length <= 28
      ? fraction
        ? `${whole}.${fraction}`
        : whole
      : roundedDecimal(whole === "0" ? "" : whole, fraction);
  if (digits === undefined) return undefined;
  // System.Decimal has no negative zero: -0.00 reads as 0.00.
  return negative && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/** Plain decimal text of a finite number (no exponent): 1e-7 → "0.0000001". */
export function numberToDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = "", whole = "", fraction = "", exponentText = "0"] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))?$/;
/** xs:date, which XmlConvert also reads as a DateTime (midnight). */
const DATE_ONLY = /^(\d{4}-\d{2}-\d{2})(Z|[+-]\d{2}:\d{2})?$/;
const DATE_TIME_PARTS = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** An xs:dateTime a System.DateTime can hold (years 1 to 9999, a real calendar day), with or without offset. */
export function isDateTime(text: string): boolean {
  const m = DATE_TIME.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  if (m[7] !== undefined) {
    const offsetHours = Number(m[7]);
    const offsetMinutes = Number(m[8]);
    if (offsetMinutes > 59 || offsetHours > 14 || (offsetHours === 14 && offsetMinutes > 0)) return false;
  }
  return true;
}

/** A dateTime or a date alone, as XmlConvert.ToDateTime reads them (a System.DateTime's range and calendar). */
export function isDateTimeOrDate(text: string): boolean {
  const date = DATE_ONLY.exec(text);
  return isDateTime(date ? `${date[1]}T00:00:00${date[2] ?? ""}` : text);
}

/** An xs:date (`2024-01-03`, a zone allowed) that is a real day. */
export function isDate(text: string): boolean {
  const date = DATE_ONLY.exec(text);
  return date !== null && isDateTime(`${date[1]}T00:00:00`);
}

/**
 * The text XmlSerializer writes for a [XmlElement(DataType = "date")] DateTime read from `text` (which
 * passed isDate): `yyyy-MM-dd`, the zone left out (FromDate writes the date alone).
 */
export function canonicalDate(text: string): string {
  return DATE_ONLY.exec(text)?.[1] ?? text;
}

/**
 * The text .NET writes for a DateTime read from `text` (which passed isDateTimeOrDate), its kind kept:
 * a date alone is midnight; fractions lose their trailing zeros (at most 7 digits, .NET's ticks); the zone
 * suffix (`Z`, an offset, or none) stays as written. (.NET would also move an offset to the reader's own
 * time zone; that is the handler's business, since the zone a server runs in is its own.)
 */
export function canonicalDateTime(text: string): string {
  const date = DATE_ONLY.exec(text);
  if (date) return `${date[1]}T00:00:00${date[2] ?? ""}`;
  const m = DATE_TIME_PARTS.exec(text);
  if (!m) return text;
  const fraction = (m[2] ?? "").slice(0, 7).replace(/0+$/, "");
  return `${m[1]}${fraction ? `.${fraction}` : ""}${m[3] ?? ""}`;
}

const HEX = "[0-9a-fA-F]";
const GUID_D = `${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12}`;
/** The forms new Guid(string) reads: D (with hyphens), B {D}, P (D), N (32 digits). */
const GUID = new RegExp(`^(?:${GUID_D}|\\{${GUID_D}\\}|\\(${GUID_D}\\)|${HEX}{32})$`);

export function isGuid(text: string): boolean {
  return GUID.test(text);
}

/** The form Guid.ToString() writes: 32 lower-case hex digits in 8-4-4-4-12 groups, no braces. */
export function canonicalGuid(text: string): string {
  const hex = text.replace(/[^0-9a-fA-F]/g, "").toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
