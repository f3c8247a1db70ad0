/**
 * The value reader's and writer's fast paths for the simple types classes carry most (values.ts with
 * text/lexical-scan.ts: integers without BigInt, decimals, dateTimes and GUIDs already canonical, base64
 * by character code) against the rules they stand for (the regular expressions of text/lexical.ts and a
 * base64 decoder of their shape): the same value, or an error where those rules refuse the text.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SimpleTypeName } from "../../runtime/src/simple-types.js";
import {
  boundedInteger,
  canonicalDateTime,
  canonicalDecimal,
  canonicalGuid,
  DECIMAL,
  INTEGER,
  INTEGER_RANGES,
  isDateTimeOrDate,
  isGuid,
  trimXmlSpace,
} from "../../runtime/src/text/lexical.js";
import { formatDouble, laidOutDouble } from "../../runtime/src/text/floats.js";
import type { EnumType } from "../../runtime/src/descriptor.js";
import { formatFlags, formatSimple, parseSimple, ValueFormatError } from "../../runtime/src/values.js";

const pieces = fc.constantFrom(
  ..."0123456789-+:.TZ eE\t\nabcdefABCDEF{}()".split(""),
  "00",
  "12",
  "29",
  "30",
  "31",
  "59",
  "60",
  "99",
  "14",
  "2024",
  "0000",
  "0000000",
  "-0",
  ".5",
);
const fragments = fc.array(pieces, { maxLength: 40 }).map((p) => p.join(""));
const two = (n: number): string => String(n).padStart(2, "0");
const dates = fc
  .tuple(
    fc.integer({ min: 0, max: 10000 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.integer({ min: 0, max: 24 }),
    fc.integer({ min: 0, max: 60 }),
    fc.integer({ min: 0, max: 60 }),
    fc.constantFrom("", ".1", ".10", ".1234567", ".12345670", ".12345678", ".0", ".000", ".", ".x", ".5000001"),
    fc.constantFrom("", "Z", "+00:00", "-05:30", "+14:00", "+14:01", "-15:00", "+1:00", "z", "Z "),
    fc.constantFrom("", " ", "\n"),
  )
  .map(
    ([y, mo, d, h, mi, s, f, o, space]) =>
      `${space}${String(y).padStart(4, "0")}-${two(mo)}-${two(d)}T${two(h)}:${two(mi)}:${two(s)}${f}${o}${space}`,
  );
const decimals = fc
  .tuple(
    fc.constantFrom("", "-", "+", " "),
    fc.stringMatching(/^0{0,3}\d{0,31}$/),
    fc.constantFrom("", ".", ".0"),
    fc.stringMatching(/^\d{0,6}$/),
  )
  .map(([sign, whole, point, fraction]) => `${sign}${whole}${point}${point ? fraction : ""}`);
const guids = fc
  .tuple(fc.uuid(), fc.constantFrom("D", "B", "P", "N", "upper", "broken"))
  .map(([g, form]) =>
    form === "B"
      ? `{${g}}`
      : form === "P"
        ? `(${g})`
        : form === "N"
          ? g.replace(/-/g, "")
          : form === "upper"
            ? g.toUpperCase()
            : form === "broken"
              ? g.slice(1)
              : g,
  );
const base64s = fc
  .tuple(fc.uint8Array({ maxLength: 40 }), fc.nat(60), fc.constantFrom("", " ", "\r\n", "\t", "=", "*", "A", "é"))
  .map(([bytes, at, insert]) => {
    const text = Buffer.from(bytes).toString("base64");
    const place = at % (text.length + 1);
    return text.slice(0, place) + insert + text.slice(place);
  });
const texts = fc.oneof(
  fragments,
  dates,
  decimals,
  guids,
  fc.string({ maxLength: 30 }),
  fc.stringMatching(/^[+-]?\d{0,20}$/),
);

const SHAPE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** What the rules read from `text` (undefined: refused), as parseSimple read it before the fast paths. */
function reference(type: SimpleTypeName, text: string, rules: "xml" | "http"): unknown {
  const t = rules === "xml" ? trimXmlSpace(text) : text.trim();
  switch (type) {
    case "decimal":
      return DECIMAL.test(t) ? canonicalDecimal(t) : undefined;
    case "dateTime":
      return isDateTimeOrDate(t) ? canonicalDateTime(t) : undefined;
    case "guid":
      return isGuid(t) ? canonicalGuid(t) : undefined;
    case "base64Binary": {
      const clean = text.replace(/[ \t\r\n]/g, "");
      return SHAPE.test(clean) ? new Uint8Array(Buffer.from(clean, "base64")) : undefined;
    }
    default: {
      const [min, max] = INTEGER_RANGES[type]!;
      const value = INTEGER.test(t) ? boundedInteger(t) : undefined;
      if (value === undefined || value < min || value > max) return undefined;
      return type === "long" || type === "unsignedLong" ? value : Number(value);
    }
  }
}

function outcome(read: () => unknown): unknown {
  try {
    const value = read();
    return { value, negativeZero: Object.is(value, -0) };
  } catch (error) {
    if (!(error instanceof ValueFormatError)) throw error;
    return "refused";
  }
}

const PARSED: readonly SimpleTypeName[] = [
  "int",
  "short",
  "byte",
  "unsignedByte",
  "unsignedShort",
  "unsignedInt",
  "long",
  "unsignedLong",
  "decimal",
  "dateTime",
  "guid",
  "base64Binary",
];

describe("the fast paths of simple values", () => {
  it("parseSimple reads what the rules read, or refuses what they refuse", () => {
    let read = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PARSED),
        fc.oneof(texts, base64s),
        fc.constantFrom("xml" as const, "http" as const),
        (type, text, rules) => {
          const expected = reference(type, text, rules);
          const expectedOutcome =
            expected === undefined ? "refused" : { value: expected, negativeZero: Object.is(expected, -0) };
          expect(outcome(() => parseSimple(type, text, rules))).toEqual(expectedOutcome);
          if (expected !== undefined) read++;
        },
      ),
      { numRuns: 20000 },
    );
    expect(read).toBeGreaterThan(1000);
  });

  it("base64: every text of up to 5 characters from a set around the shape's edges, as the rules read it", () => {
    // One-pass decoding checks the shape as it goes: padding in each place, `=` in the body, white space,
    // characters outside the alphabet, one whose low 7 bits are a letter of it (U+0141).
    const set = ["A", "w", "/", "=", " ", "\n", "*", "é", "\u0141"];
    let texts = [""];
    let read = 0;
    let refused = 0;
    for (let length = 1; length <= 5; length++) {
      texts = texts.flatMap((t) => set.map((c) => t + c));
      for (const text of texts) {
        const expected = reference("base64Binary", text, "xml");
        const got = outcome(() => parseSimple("base64Binary", text, "xml"));
        expect(got, JSON.stringify(text)).toEqual(
          expected === undefined ? "refused" : { value: expected, negativeZero: false },
        );
        if (expected === undefined) refused++;
        else read++;
      }
    }
    expect(read).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(10000);
  });

  it("formatSimple writes decimals, dateTimes and GUIDs as the rules write them", () => {
    let written = 0;
    fc.assert(
      fc.property(fc.constantFrom("decimal" as const, "dateTime" as const, "guid" as const), texts, (type, text) => {
        const ok =
          type === "decimal" ? DECIMAL.test(text) : type === "dateTime" ? isDateTimeOrDate(text) : isGuid(text);
        const canonical =
          type === "decimal"
            ? canonicalDecimal(text)
            : type === "dateTime"
              ? canonicalDateTime(text)
              : canonicalGuid(text);
        const expected = ok && canonical !== undefined ? { value: canonical, negativeZero: false } : "refused";
        expect(outcome(() => formatSimple(type, text))).toEqual(expected);
        if (expected !== "refused") written++;
      }),
      { numRuns: 20000 },
    );
    expect(written).toBeGreaterThan(1000);
  });

  it("formatDouble writes doubles as its layout rule writes them, the plain range's edges included", () => {
    const edges = [
      1e-4, 1e15, 1e-5, 1e-7, 1e21, 0.00009999999999999999, 999999999999999.9, 123456789012345.6, 0.1, 100,
    ];
    const near = edges.flatMap((v) => {
      const next = new Float64Array([v]);
      const bits = new BigInt64Array(next.buffer);
      const up = new Float64Array(new BigInt64Array([bits[0]! + 1n]).buffer)[0]!;
      const down = new Float64Array(new BigInt64Array([bits[0]! - 1n]).buffer)[0]!;
      return [v, up, down, -v, -up, -down];
    });
    for (const value of [...near, 0, -0, NaN, Infinity, -Infinity, Number.MIN_VALUE, Number.MAX_VALUE, 5e-324]) {
      expect(formatDouble(value), String(value)).toBe(laidOutDouble(value));
    }
    expect(formatDouble(0.0001)).toBe("0.0001");
    expect(formatDouble(0.00001)).toBe("1E-05");
    expect(formatDouble(1e15)).toBe("1E+15");
    expect(formatDouble(-1234.5)).toBe("-1234.5");
    let plain = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc.double({ min: 1e-5, max: 1e16, noNaN: true }),
          fc.integer().map((i) => i / 100),
        ),
        (value) => {
          expect(formatDouble(value)).toBe(laidOutDouble(value));
          if (Math.abs(value) >= 1e-4 && Math.abs(value) < 1e15) plain++;
        },
      ),
      { numRuns: 20000 },
    );
    expect(plain).toBeGreaterThan(5000);
  });
  it("formatFlags writes [Flags] values as the BigInt rule writes them, or refuses what it refuses", () => {
    // The rule as .NET's XmlSerializer (lab flags-combined): the names' bits combined; a member whose value is exactly
    // them alone; else (FromEnum) every non-zero member whose bits are all set, in declaration order, until those
    // taken cover the bits, joined by spaces; none: the zero member or nothing; bits no member has are refused.
    const rule = (type: EnumType, value: unknown): string | "refused" => {
      if (!Array.isArray(value)) return "refused";
      const numbers = type.numbers ?? type.values.map((_, i) => i);
      let bits = 0n;
      for (let k = 0; k < value.length; k++) {
        const index = typeof value[k] === "string" ? type.values.indexOf(value[k] as string) : -1;
        if (index < 0) return "refused";
        bits |= BigInt(numbers[index]!);
      }
      const exact = numbers.findIndex((n) => bits !== 0n && BigInt(n) === bits);
      if (exact >= 0) return type.values[exact]!;
      const names: string[] = [];
      let rest = bits;
      numbers.forEach((n, i) => {
        const member = BigInt(n);
        if (rest !== 0n && member !== 0n && (member & bits) === member) {
          names.push(type.values[i]!);
          rest &= ~member;
        }
      });
      if (rest !== 0n) return "refused";
      if (names.length) return names.join(" ");
      const zero = numbers.indexOf(0);
      return zero >= 0 ? type.values[zero]! : "";
    };
    const member = fc.constantFrom(
      0,
      1,
      2,
      3,
      4,
      6,
      8,
      1024,
      0x40000000,
      -1,
      -2,
      -0x80000000,
      0x7fffffff,
      2 ** 31,
      2 ** 40,
      3 * 2 ** 33,
    );
    const types = fc
      .tuple(fc.array(member, { minLength: 1, maxLength: 6 }), fc.boolean())
      .map(([numbers, positional]): EnumType => {
        const values = numbers.map((_, i) => `M${i}`);
        return positional
          ? { kind: "enum", name: "F", values, flags: true }
          : { kind: "enum", name: "F", values, numbers, flags: true };
      });
    let written = 0;
    fc.assert(
      fc.property(
        types,
        fc.array(fc.oneof(fc.constantFrom("M0", "M1", "M2", "M3", "M4", "M5", "X", 1 as unknown as string)), {
          maxLength: 6,
        }),
        fc.boolean(),
        (type, names, hole) => {
          const value: unknown[] = [...names];
          if (hole && value.length > 1) delete value[1];
          const expected = rule(type, value);
          // Twice: the second time from the texts kept per bits.
          for (let round = 0; round < 2; round++) {
            const actual = outcome(() => formatFlags(type, value));
            expect(actual).toEqual(expected === "refused" ? "refused" : { value: expected, negativeZero: false });
          }
          if (expected !== "refused") written++;
        },
      ),
      { numRuns: 20000 },
    );
    expect(written).toBeGreaterThan(2000);
    expect(outcome(() => formatFlags({ kind: "enum", name: "F", values: ["A"], flags: true }, "A"))).toBe("refused");
  });
});
