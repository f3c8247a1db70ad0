/**
 * The two time types only DataContractSerializer (WCF) carries:
 * - TimeSpan as xs:duration, as XmlConvert writes and reads it: `P1DT2H3M4.5S`, `-PT1S`, `PT0S` for zero;
 *   reading accepts any xs:duration (a year counts 365 days, a month 30, as XsdDuration.ToTimeSpan does;
 *   fractions below 100 ns are cut) within TimeSpan's range, and gives it back in the written form.
 * - DateTimeOffset: in TypeScript its local time and offset, `2024-05-01T10:30:00+02:00`; on the wire the
 *   UTC time (`2024-05-01T08:30:00Z`) and the offset in minutes (120), DateTimeOffset's data contract.
 */

import type { TimesCodec } from "../soap/codecs.js";

const TICKS_PER_SECOND = 10_000_000n;
const TICKS_PER_MINUTE = 60n * TICKS_PER_SECOND;
const TICKS_PER_HOUR = 60n * TICKS_PER_MINUTE;
const TICKS_PER_DAY = 24n * TICKS_PER_HOUR;
const MAX_TICKS = 9223372036854775807n;

const DURATION = /^(-)?P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:\.(\d+))?S)?)?$/;

/** The ticks (100 ns) of an xs:duration, or undefined when it is not one or exceeds TimeSpan. */
export function durationTicks(text: string): bigint | undefined {
  const m = DURATION.exec(text);
  if (!m || text.endsWith("T") || text === "P" || text === "-P") return undefined;
  // Bound each component's length before BigInt: 20 digits exceed TimeSpan already.
  if (m.slice(2, 8).some((part) => part !== undefined && part.length > 20)) return undefined;
  const n = (i: number): bigint => BigInt(m[i] ?? "0");
  const years = n(2);
  const months = n(3);
  let ticks = ((years + months / 12n) * 365n + (months % 12n) * 30n + n(4)) * TICKS_PER_DAY;
  ticks += n(5) * TICKS_PER_HOUR + n(6) * TICKS_PER_MINUTE + n(7) * TICKS_PER_SECOND;
  ticks += BigInt((m[8] ?? "").slice(0, 7).padEnd(7, "0"));
  // TimeSpan.MinValue is one tick further from zero than MaxValue.
  if (ticks > (m[1] ? MAX_TICKS + 1n : MAX_TICKS)) return undefined;
  return m[1] ? -ticks : ticks;
}

/** TimeSpan's xs:duration text (XmlConvert.ToString(TimeSpan)). */
export function formatDurationTicks(ticks: bigint): string {
  let rest = ticks < 0n ? -ticks : ticks;
  const days = rest / TICKS_PER_DAY;
  rest %= TICKS_PER_DAY;
  const hours = rest / TICKS_PER_HOUR;
  rest %= TICKS_PER_HOUR;
  const minutes = rest / TICKS_PER_MINUTE;
  rest %= TICKS_PER_MINUTE;
  const seconds = rest / TICKS_PER_SECOND;
  const fraction = rest % TICKS_PER_SECOND;
  let text = ticks < 0n ? "-P" : "P";
  if (days) text += `${days}D`;
  if (hours || minutes || seconds || fraction) {
    text += "T";
    if (hours) text += `${hours}H`;
    if (minutes) text += `${minutes}M`;
    if (fraction) text += `${seconds}.${fraction.toString().padStart(7, "0").replace(/0+$/, "")}S`;
    else if (seconds) text += `${seconds}S`;
  }
  return text === "P" || text === "-P" ? "PT0S" : text;
}

/** An xs:duration in the form .NET writes it back, or undefined. */
export function canonicalDuration(text: string): string | undefined {
  const ticks = durationTicks(text);
  return ticks === undefined ? undefined : formatDurationTicks(ticks);
}

const DATE_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,7}))?(Z|[+-]\d\d:\d\d)?$/;

interface Parts {
  /** Milliseconds since 1970 of the whole seconds. */
  readonly ms: number;
  /** The fraction of a second as written, trailing zeros cut ("" for none). */
  readonly fraction: string;
  /** Offset in minutes; undefined when the text has none. */
  readonly offset: number | undefined;
}

function parts(text: string): Parts | undefined {
  const m = DATE_TIME.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCDate() !== day) return undefined; // 2023-02-30
  date.setUTCHours(hour, minute, second, 0);
  let offset: number | undefined;
  if (m[8] === "Z") offset = 0;
  else if (m[8]) {
    const sign = m[8][0] === "-" ? -1 : 1;
    const [h, mm] = m[8].slice(1).split(":").map(Number) as [number, number];
    if (h > 14 || mm > 59 || h * 60 + mm > 840) return undefined;
    offset = sign * (h * 60 + mm);
  }
  return { ms: date.getTime(), fraction: (m[7] ?? "").replace(/0+$/, ""), offset };
}

function isoSeconds(ms: number): string | undefined {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (!Number.isFinite(ms) || year < 1 || year > 9999) return undefined;
  const two = (n: number): string => String(n).padStart(2, "0");
  return (
    `${String(year).padStart(4, "0")}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}` +
    `T${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`
  );
}

function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  const two = (n: number): string => String(n).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** A DateTimeOffset's wire parts: the UTC DateTime text and OffsetMinutes; undefined when `text` is no date-time with an offset. */
export function dateTimeOffsetParts(text: string): { dateTime: string; offsetMinutes: number } | undefined {
  const p = parts(text);
  if (!p || p.offset === undefined) return undefined;
  const utc = isoSeconds(p.ms - p.offset * 60_000);
  if (utc === undefined) return undefined;
  return { dateTime: `${utc}${p.fraction ? `.${p.fraction}` : ""}Z`, offsetMinutes: p.offset };
}

/**
 * The DateTimeOffset of its wire parts: `dateTime` the UTC time (a time without zone is taken as UTC, one with
 * an offset converted), `offsetMinutes` within ±840. Undefined when they are out of range.
 */
export function dateTimeOffsetOf(dateTime: string, offsetMinutes: number): string | undefined {
  const p = parts(dateTime);
  if (!p || !Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > 840) return undefined;
  const local = isoSeconds(p.ms - (p.offset ?? 0) * 60_000 + offsetMinutes * 60_000);
  if (local === undefined) return undefined;
  return `${local}${p.fraction ? `.${p.fraction}` : ""}${offsetText(offsetMinutes)}`;
}

/** A DateTimeOffset text in the form the reader gives (`2024-05-01T10:30:00+02:00`), or undefined. */
export function canonicalDateTimeOffset(text: string): string | undefined {
  const wire = dateTimeOffsetParts(text);
  return wire === undefined ? undefined : dateTimeOffsetOf(wire.dateTime, wire.offsetMinutes);
}

/**
 * The times codec: a TimeSpan's and a DateTimeOffset's text in its written form, or undefined (parseSimple and
 * formatSimple reach it through the service descriptor's `codecs`, named for the services that carry them).
 */
export const timesCodec: TimesCodec = { duration: canonicalDuration, dateTimeOffset: canonicalDateTimeOffset };
