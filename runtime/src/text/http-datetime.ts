/**
 * Dates over HTTP GET and POST. ASMX reads them with DateTime.Parse (invariant culture), which is far more
 * lenient than XML Schema: `2024-03-04`, `2024-03-04 05:06`, `03/04/2024 05:06` (month first), `5:06 PM`
 * forms, ISO text with `Z` or an offset. The value handed on is ISO 8601 text as the SOAP bindings carry it:
 * the date and time as written, seconds always, fractions without trailing zeros, and the zone only when
 * one was given (`Z` or `+hh:mm`); the handler decides what a zone means to it.
 */
import { isDateTime } from "./lexical.js";
import { ValueFormatError } from "../values.js";

const ISO =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?(?:\s*([AP]M))?)?$/i;
const YEAR_FIRST = /^(\d{4})\/(\d{1,2})\/(\d{1,2})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** A time of day alone: DateTime.Parse puts it on the current day (the server's; this runtime's local time is UTC). */
const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

const EXPECTED = "a date and time such as 2024-03-04T05:06:07, 2024-03-04 or 03/04/2024 05:06 (month first)";

function two(n: string | undefined): string {
  return (n ?? "0").padStart(2, "0");
}

function zoneOf(zone: string | undefined): string {
  if (zone === undefined) return "";
  if (zone.toUpperCase() === "Z") return "Z";
  const digits = zone.replace(":", "");
  return `${digits.slice(0, 3)}:${digits.slice(3)}`;
}

function iso(
  year: string,
  month: string,
  day: string,
  hour: string | undefined,
  minute: string | undefined,
  second: string | undefined,
  fraction: string | undefined,
  zone: string,
): string {
  const f = (fraction ?? "").replace(/0+$/, "");
  const text = `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}${f ? `.${f}` : ""}${zone}`;
  if (!isDateTime(text)) throw new ValueFormatError(EXPECTED);
  return text;
}

/** Reads an HTTP GET/POST date as DateTime.Parse does. Throws ValueFormatError. */
export function parseHttpDateTime(input: string): string {
  const text = input.trim();
  let m = ISO.exec(text);
  if (m) return iso(m[1]!, m[2]!, m[3]!, m[4], m[5], m[6], m[7], zoneOf(m[8]));
  m = SLASHED.exec(text);
  if (m) {
    let hour = m[4];
    const meridiem = m[8]?.toUpperCase();
    if (meridiem && hour !== undefined) {
      const h = Number(hour);
      if (h < 1 || h > 12) throw new ValueFormatError(EXPECTED);
      hour = String(meridiem === "PM" ? (h % 12) + 12 : h % 12);
    }
    return iso(m[3]!, m[1]!, m[2]!, hour, m[5], m[6], m[7], "");
  }
  m = YEAR_FIRST.exec(text);
  if (m) return iso(m[1]!, m[2]!, m[3]!, m[4], m[5], m[6], undefined, "");
  m = TIME_ONLY.exec(text);
  if (m) {
    const [year, month, day] = new Date().toISOString().slice(0, 10).split("-") as [string, string, string];
    return iso(year, month, day, m[1], m[2], m[3], m[4], zoneOf(m[5]));
  }
  throw new ValueFormatError(EXPECTED);
}
