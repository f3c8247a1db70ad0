/**
 * What System.Decimal holds of decimal text with more digits than it has: .NET Framework's Decimal.Parse
 * (which XmlConvert.ToDecimal calls), step by step. It keeps at most 50 significant digits of the text,
 * takes digits while the 96-bit value still fits and the scale stays at most 28, then rounds on the next
 * digit: up from 5, except a 5 after an even digit followed by nothing but zeros (within 20 digits), which is
 * dropped. A value whose integer part does not fit, even after rounding, overflows.
 * `0.12345678901234567890123456789012345` → `0.1234567890123456789012345679`,
 * `79228162514264337593543950335.5` → overflow.
 */

/** System.Decimal's largest magnitude, 2^96 - 1. */
const DECIMAL_MAX = 79228162514264337593543950335n;
/** The largest 96-bit value that can take one more digit. */
const LAST_BEFORE_DIGIT = DECIMAL_MAX / 10n;
const MAX_SCALE = 28;
const PRECISION = 29;
/** Decimal.Parse keeps this many significant digits of the text. */
const KEPT_DIGITS = 50;

/**
 * The decimal text System.Decimal writes for `whole.fraction` (digits only, `whole` without leading zeros
 * and empty for zero), or undefined when the value overflows.
 */
export function roundedDecimal(whole: string, fraction: string): string | undefined {
  let digits: string;
  let exponent: number; // where the point is, counted from the first significant digit
  if (whole) {
    digits = whole + fraction;
    exponent = whole.length;
  } else {
    let zeros = 0;
    while (zeros < fraction.length && fraction.charCodeAt(zeros) === 48) zeros++;
    digits = fraction.slice(zeros);
    exponent = -zeros;
  }
  digits = digits.slice(0, KEPT_DIGITS);
  if (!digits) return written(0n, exponent <= -PRECISION ? MAX_SCALE : -exponent);
  if (exponent > PRECISION) return undefined;

  let units = 0n;
  let next = 0;
  while ((exponent > 0 || (next < digits.length && exponent > -MAX_SCALE)) && fitsDigit(units, digits, next)) {
    units = units * 10n + (next < digits.length ? BigInt(digits.charCodeAt(next++) - 48) : 0n);
    exponent--;
  }
  if (next < digits.length && digits.charCodeAt(next) >= 53 && roundsUp(digits, next)) {
    units++;
    if (units > DECIMAL_MAX) {
      // 2^96 is one digit too many: .NET keeps its first 28 digits, rounded, one place to the left.
      units = LAST_BEFORE_DIGIT + 1n;
      exponent++;
    }
  }
  if (exponent > 0) return undefined;
  return exponent <= -PRECISION ? written(0n, MAX_SCALE) : written(units, -exponent);
}

/** Whether one more digit (the one at `next`, or a zero past the end) keeps the value within 96 bits. */
function fitsDigit(units: bigint, digits: string, next: number): boolean {
  if (units < LAST_BEFORE_DIGIT) return true;
  return units === LAST_BEFORE_DIGIT && (next >= digits.length || digits.charCodeAt(next) <= 53);
}

/** Whether the digit at `at` (5 or more) rounds up, as .NET Framework decides. */
function roundsUp(digits: string, at: number): boolean {
  if (digits.charCodeAt(at) !== 53) return true;
  const previous = at > 0 ? digits.charCodeAt(at - 1) - 48 : 0;
  if (previous % 2 !== 0) return true;
  let next = at + 1;
  let count = 20;
  while (next < digits.length && digits.charCodeAt(next) === 48 && count !== 0) {
    next++;
    count--;
  }
  return !(next >= digits.length || count === 0);
}

function written(units: bigint, scale: number): string {
  const digits = units.toString().padStart(scale + 1, "0");
  if (scale === 0) return digits;
  return `${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`;
}
