/**
 * System.Decimal arithmetic on decimal text, as the recorded service computes (Quote's total): exact, and
 * keeping .NET's scale rules (a sum has the larger scale of its terms, a product the sum of their scales),
 * so `5.00 + 15.75 * 4.25` is `71.9375`, not `71.94`.
 */

interface Scaled {
  readonly units: bigint;
  readonly scale: number;
}

function parse(text: string): Scaled {
  const m = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/.exec(text);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) throw new Error(`not a decimal: '${text}'`);
  const fraction = m[3] ?? "";
  const units = BigInt(`${m[2] || "0"}${fraction}`);
  return { units: m[1] === "-" ? -units : units, scale: fraction.length };
}

function format({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? "-" : ""}${whole}${scale ? `.${fraction}` : ""}`;
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

export function addDecimal(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  return format({ units: rescale(x, scale) + rescale(y, scale), scale });
}

export function multiplyDecimal(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return format({ units: x.units * y.units, scale: x.scale + y.scale });
}
