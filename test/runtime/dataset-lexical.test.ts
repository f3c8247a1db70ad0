/**
 * The character-by-character checks DataSets use per cell (lexical-scan.ts, columnParser) against the rules
 * they stand for (text/lexical.ts, parseColumnText): same answers on near-valid and random text.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hasOuterSpace,
  isDateTimeText,
  isShortDecimalText,
  shortInteger,
} from "../../runtime/src/text/lexical-scan.js";
import type { ColumnType } from "../../runtime/src/dataset/index.js";
import { columnParser, parseColumnText } from "../../runtime/src/dataset/values.js";
import { INTEGER, isDateTime, isDecimal, trimXmlSpace } from "../../runtime/src/text/lexical.js";

/** Text made of the characters these formats use, and small edits of valid values. */
const pieces = fc.constantFrom(
  ..."0123456789-+:.TZ eE\t\n".split(""),
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
);
const fragments = fc.array(pieces, { maxLength: 40 }).map((p) => p.join(""));
const dates = fc
  .tuple(
    fc.integer({ min: 0, max: 10000 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.integer({ min: 0, max: 24 }),
    fc.integer({ min: 0, max: 60 }),
    fc.integer({ min: 0, max: 60 }),
    fc.constantFrom("", ".1", ".1234567", ".", ".x"),
    fc.constantFrom("", "Z", "+00:00", "-05:30", "+14:00", "+14:01", "-15:00", "+1:00", "+01:60", "z", "Z "),
  )
  .map(([y, mo, d, h, mi, s, f, o]) => {
    const two = (n: number): string => String(n).padStart(2, "0");
    return `${String(y).padStart(4, "0")}-${two(mo)}-${two(d)}T${two(h)}:${two(mi)}:${two(s)}${f}${o}`;
  });
const texts = fc.oneof(
  fragments,
  dates,
  fc.string({ maxLength: 30 }),
  fc.stringMatching(/^[+-]?\d{0,32}(\.\d{0,5})?$/),
);

describe("lexical scans", () => {
  it("isDateTimeText is isDateTime", () => {
    fc.assert(
      fc.property(texts, (t) => {
        expect(isDateTimeText(t)).toBe(isDateTime(t));
      }),
      { numRuns: 5000 },
    );
  });

  it("isShortDecimalText accepts only decimals isDecimal accepts, and every decimal of up to 28 digits", () => {
    fc.assert(
      fc.property(texts, (t) => {
        if (isShortDecimalText(t)) expect(isDecimal(t)).toBe(true);
        else if (isDecimal(t)) expect(t.replace(/^[+-]/, "").split(".")[0]!.length).toBeGreaterThan(28);
      }),
      { numRuns: 5000 },
    );
  });

  it("shortInteger reads what BigInt reads, for up to 15 digits", () => {
    fc.assert(
      fc.property(texts, (t) => {
        const value = shortInteger(t);
        if (value !== undefined) expect(Object.is(value, Number(BigInt(t)))).toBe(true);
        else if (INTEGER.test(t)) expect(t.replace(/^[+-]/, "").length).toBeGreaterThan(15);
      }),
      { numRuns: 5000 },
    );
  });

  it("hasOuterSpace is whether trimXmlSpace changes the text", () => {
    fc.assert(
      fc.property(texts, (t) => {
        expect(hasOuterSpace(t)).toBe(trimXmlSpace(t) !== t);
      }),
      { numRuns: 3000 },
    );
  });
});

const TYPES: readonly ColumnType[] = [
  "string",
  "boolean",
  "int",
  "long",
  "short",
  "byte",
  "unsignedByte",
  "unsignedShort",
  "unsignedInt",
  "unsignedLong",
  "decimal",
  "double",
  "float",
  "dateTime",
  "base64Binary",
  "guid",
  { xsd: "duration" },
];

function result(read: () => unknown): unknown {
  try {
    const value = read();
    return { value, negativeZero: Object.is(value, -0) };
  } catch (error) {
    return { error: (error as Error).message, class: (error as Error).constructor.name };
  }
}

describe("columnParser", () => {
  it("gives what parseColumnText gives, value or error, for every column type", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TYPES),
        fc.oneof(
          texts,
          fc.constantFrom("true", "false", " 1 ", "0", "-0", "+0", "2147483648", "-2147483649", "65535", "256", "-129"),
        ),
        (type, text) => {
          expect(result(() => columnParser(type)(text))).toEqual(result(() => parseColumnText(type, text)));
        },
      ),
      { numRuns: 8000 },
    );
  });
});
