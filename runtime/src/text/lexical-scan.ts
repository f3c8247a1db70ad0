/**
 * The lexical rules of text/lexical.ts for the types values have most often (dateTime, decimal, integers,
 * guid), checked character by character instead of with a regular expression: DataSets read and write them
 * once per cell, and the value reader and writer once per class member (values.ts), thousands of times per
 * message. Each function gives the same answer as its counterpart (property tests hold them equal,
 * test/runtime/dataset-lexical.test.ts), or says "not sure" where noted so the caller asks it.
 */

/** Whether the text starts or ends with XML white space (which trimXmlSpace would remove). */
export function hasOuterSpace(text: string): boolean {
  if (text.length === 0) return false;
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return (
    first === 32 ||
    first === 9 ||
    first === 10 ||
    first === 13 ||
    last === 32 ||
    last === 9 ||
    last === 10 ||
    last === 13
  );
}

function digitAt(text: string, i: number): number {
  const c = text.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1;
}

/** Two digits at i, or -1. */
function twoDigits(text: string, i: number): number {
  const a = digitAt(text, i);
  const b = digitAt(text, i + 1);
  return a < 0 || b < 0 ? -1 : a * 10 + b;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** isDateTime: `YYYY-MM-DDThh:mm:ss(.f+)?(Z|±hh:mm)?`, a real calendar day in years 1 to 9999, offset within ±14:00. */
export function isDateTimeText(text: string): boolean {
  const length = text.length;
  if (length < 19) return false;
  const high = twoDigits(text, 0);
  const low = twoDigits(text, 2);
  if (high < 0 || low < 0) return false;
  const year = high * 100 + low;
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  if (
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 || // T
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58 ||
    month < 0 ||
    day < 0 ||
    hour < 0 ||
    minute < 0 ||
    second < 0
  )
    return false;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  let i = 19;
  if (i < length && text.charCodeAt(i) === 46) {
    // .fraction: at least one digit
    i++;
    const start = i;
    while (i < length && digitAt(text, i) >= 0) i++;
    if (i === start) return false;
  }
  if (i === length) return true;
  const sign = text.charCodeAt(i);
  if (sign === 90) return i + 1 === length; // Z
  if (sign !== 43 && sign !== 45) return false;
  if (length !== i + 6 || text.charCodeAt(i + 3) !== 58) return false;
  const offsetHours = twoDigits(text, i + 1);
  const offsetMinutes = twoDigits(text, i + 4);
  if (offsetHours < 0 || offsetMinutes < 0) return false;
  return !(offsetMinutes > 59 || offsetHours > 14 || (offsetHours === 14 && offsetMinutes > 0));
}

/**
 * isDecimal for text of at most 28 digits before the point (`12.50`, `-.5`, `7.`): true when it is such a
 * decimal; false means "not sure" (longer, or not a decimal), for isDecimal to answer.
 */
export function isShortDecimalText(text: string): boolean {
  const length = text.length;
  let i = 0;
  const first = text.charCodeAt(0);
  if (first === 43 || first === 45) i = 1; // + -
  let whole = 0;
  let fraction = -1;
  for (; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (fraction < 0) whole++;
      else fraction++;
    } else if (c === 46 && fraction < 0) fraction = 0;
    else return false;
  }
  return whole <= 28 && whole + Math.max(fraction, 0) > 0;
}

/** The value of `[+-]?digits` with 1 to 15 digits (exact as a number; -0 read as 0), else undefined. */
export function shortInteger(text: string): number | undefined {
  const length = text.length;
  let i = 0;
  const first = text.charCodeAt(0);
  if (first === 43 || first === 45) i = 1;
  if (length - i < 1 || length - i > 15) return undefined;
  for (let j = i; j < length; j++) {
    const c = text.charCodeAt(j);
    if (c < 48 || c > 57) return undefined;
  }
  return Number(text) + 0;
}

/**
 * Whether `text`, which passed isDateTimeText, is its own canonicalDateTime: no fraction, or one of at
 * most 7 digits not ending in 0. False means "not sure" (canonicalDateTime then says).
 */
export function isCanonicalDateTimeText(text: string): boolean {
  if (text.charCodeAt(19) !== 46) return true; // no fraction: the zone (or nothing) follows the seconds
  let i = 20;
  while (digitAt(text, i) >= 0) i++;
  return i - 20 <= 7 && text.charCodeAt(i - 1) !== 48;
}

/**
 * Whether `text` is a decimal that is its own canonicalDecimal: `-`? then `0` or digits not starting with
 * 0, then `.` and at least one digit or nothing, 28 digits at most (a lone whole 0 not counted), and a
 * negative one not zero. False means "not sure" (DECIMAL and canonicalDecimal then say).
 */
export function isCanonicalDecimalText(text: string): boolean {
  const length = text.length;
  let i = text.charCodeAt(0) === 45 ? 1 : 0; // -
  const negative = i === 1;
  const start = i;
  let nonZero = false;
  while (i < length) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) break;
    if (c !== 48) nonZero = true;
    i++;
  }
  const whole = i - start;
  if (whole === 0 || (whole > 1 && text.charCodeAt(start) === 48)) return false;
  let fraction = 0;
  if (i < length) {
    if (text.charCodeAt(i) !== 46) return false;
    i++;
    while (i < length) {
      const c = text.charCodeAt(i);
      if (c < 48 || c > 57) return false;
      if (c !== 48) nonZero = true;
      i++;
      fraction++;
    }
    if (fraction === 0) return false;
  }
  const counted = whole === 1 && text.charCodeAt(start) === 48 ? 0 : whole;
  return counted + fraction <= 28 && (!negative || nonZero);
}

/** Whether `text` is a GUID in the form Guid.ToString() writes (canonicalGuid's): lower-case 8-4-4-4-12. */
export function isCanonicalGuidText(text: string): boolean {
  if (text.length !== 36) return false;
  for (let i = 0; i < 36; i++) {
    const c = text.charCodeAt(i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 45) return false;
    } else if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}
