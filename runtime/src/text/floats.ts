/**
 * Doubles and floats as .NET writes them (XmlConvert.ToString, the "R" format of .NET Core 3+): the shortest
 * digits that read back to the same value, in plain notation unless the exponent is large (from 1E+15 for a
 * double, 1E+07 for a float, unless every digit is significant) or small (below 0.0001), then `1.5E-05` style.
 * Special values: INF, -INF, NaN, and -0.
 */

/** Shortest decimal digits and exponent: value = 0.d1d2... × 10^scale (the layout .NET's formatter uses). */
interface Digits {
  readonly digits: string;
  readonly scale: number;
}

function digitsOf(shortest: string): Digits {
  // shortest is JavaScript's exponential form: "1.2345e+2"
  const [mantissa = "", exponent = "0"] = shortest.split("e");
  const digits = mantissa.replace("-", "").replace(".", "");
  return { digits, scale: Number(exponent) + 1 };
}

/** The shortest digits that read back to the same float (single precision). */
function floatDigits(value: number): Digits {
  for (let precision = 1; precision < 9; precision++) {
    const candidate = Number(value.toPrecision(precision));
    if (Math.fround(candidate) === value) return digitsOf(candidate.toExponential());
  }
  return digitsOf(Number(value.toPrecision(9)).toExponential());
}

function layout(negative: boolean, { digits, scale }: Digits, precision: number): string {
  const sign = negative ? "-" : "";
  if (scale > Math.max(digits.length, precision) || scale < -3) {
    const exponent = scale - 1;
    const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${mantissa}E${exponent < 0 ? "-" : "+"}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (scale <= 0) return `${sign}0.${"0".repeat(-scale)}${digits}`;
  if (scale >= digits.length) return `${sign}${digits}${"0".repeat(scale - digits.length)}`;
  return `${sign}${digits.slice(0, scale)}.${digits.slice(scale)}`;
}

function special(value: number): string | undefined {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "INF";
  if (value === -Infinity) return "-INF";
  if (value === 0) return Object.is(value, -0) ? "-0" : "0";
  return undefined;
}

export function formatDouble(value: number): string {
  // From 1E-04 up to 1E+15 .NET writes the shortest digits in plain notation, as JavaScript's own text of a
  // number does (plain from 1E-07 to 1E+21, the same shortest digits): no digits to lay out.
  const magnitude = value < 0 ? -value : value;
  if (magnitude >= 1e-4 && magnitude < 1e15) return String(value);
  return laidOutDouble(value);
}

/** formatDouble by its layout rule alone (every double; the plain range above included). */
export function laidOutDouble(value: number): string {
  return special(value) ?? layout(value < 0, digitsOf(Math.abs(value).toExponential()), 15);
}

/** A float column value (already a single-precision value, see Math.fround). */
export function formatFloat(value: number): string {
  return special(value) ?? layout(value < 0, floatDigits(Math.abs(value)), 7);
}
