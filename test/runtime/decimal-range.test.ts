/**
 * Decimals are what a System.Decimal holds (96-bit units, scale 0 to 28): text with more digits is rounded
 * as .NET Framework's Decimal.Parse (XmlConvert.ToDecimal) rounds it, text beyond ±79228162514264337593543950335
 * (after rounding) is refused, reading and writing alike; the client refuses such an input with a
 * RequestEncodeError naming the field. Integers are bounded by length before BigInt reads them.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import { RequestEncodeError } from "../../runtime/src/client/errors.js";
import { boundedInteger, isDecimal } from "../../runtime/src/text/lexical.js";
import { formatSimple, parseSimple, ValueFormatError } from "../../runtime/src/values.js";
import { TRACKING_SPEC_FILE } from "../support/paths.js";

const MAX = "79228162514264337593543950335";

describe("decimal text System.Decimal rounds", () => {
  const rounded: readonly (readonly [string, string])[] = [
    // The brief's example: 35 fraction digits keep 28, the 29th (9) rounds up.
    ["0.12345678901234567890123456789012345", "0.1234567890123456789012345679"],
    // 40 fraction digits after a 1: 29 significant digits, scale 28.
    ["1.0000000000000000000000000000000000000001", "1.0000000000000000000000000000"],
    // A 5 after an even digit with nothing but zeros after it is dropped; after an odd digit, or with a
    // non-zero digit after it, it rounds up.
    ["1.00000000000000000000000000025", "1.0000000000000000000000000002"],
    ["1.00000000000000000000000000035", "1.0000000000000000000000000004"],
    ["1.000000000000000000000000000251", "1.0000000000000000000000000003"],
    // Digits are taken while the 96-bit value fits: 29 here, then the point stops mattering.
    ["12345678901234567890.123456789012345", "12345678901234567890.123456789"],
    ["-" + MAX + ".4", "-" + MAX],
    [MAX + ".000000000000", MAX],
    // Zero keeps its scale up to 28.
    ["0." + "0".repeat(40), "0." + "0".repeat(28)],
    ["-0." + "0".repeat(30) + "7", "0." + "0".repeat(28)],
    // Within 28 digits nothing changes but the sign and leading zeros.
    ["+0012.3400", "12.3400"],
    ["0." + "1".repeat(28), "0." + "1".repeat(28)],
  ];
  for (const [text, expected] of rounded) {
    it(`${text} reads and writes as ${expected}`, () => {
      expect(parseSimple("decimal", text, "xml")).toBe(expected);
      expect(parseSimple("decimal", ` ${text}\n`, "http")).toBe(expected);
      expect(formatSimple("decimal", text)).toBe(expected);
    });
  }

  for (const text of [
    "79228162514264337593543950336",
    MAX + ".5",
    "-" + MAX + ".9",
    "1" + "0".repeat(29),
    "0000" + "9".repeat(30) + ".1",
  ]) {
    it(`${text} overflows: refused reading and writing`, () => {
      expect(isDecimal(text)).toBe(false);
      expect(() => parseSimple("decimal", text, "xml")).toThrow(
        "expected a decimal number such as 12.50, within System.Decimal's range (±79228162514264337593543950335)",
      );
      expect(() => formatSimple("decimal", text)).toThrow(ValueFormatError);
    });
  }

  it("a number too large for a decimal is refused too", () => {
    expect(() => formatSimple("decimal", 1e30)).toThrow("within System.Decimal's range");
    expect(formatSimple("decimal", 1e-30)).toBe("0." + "0".repeat(28));
  });

  it("megabytes of fraction digits are rounded from their first 50 significant digits", () => {
    const text = `0.5${"0".repeat(4 * 1024 * 1024)}1`;
    expect(parseSimple("decimal", text, "xml")).toBe("0.5" + "0".repeat(27));
  });
});

describe("the client refuses a decimal System.Decimal cannot hold", () => {
  const service = descriptorOf(loadSpec(TRACKING_SPEC_FILE));

  it("with a RequestEncodeError naming the field, before anything is sent", async () => {
    let sent = 0;
    const client = new AsmxClientCore(service, {
      endpoint: "https://tracking.example.com/ShipmentTracking.asmx",
      transport: async () => {
        sent++;
        throw new Error("not reached");
      },
    });
    const call = client.call("Quote", {
      from: null,
      to: null,
      pieces: [{ id: 1, weight: `${MAX}.5`, unit: "Kg", quantity: 1 }],
    });
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestEncodeError);
    expect((error as RequestEncodeError).field).toBe("pieces[0].Weight");
    expect((error as RequestEncodeError).message).toContain("within System.Decimal's range");
    expect(sent).toBe(0);
  });
});

describe("integer text is bounded by its significant digits before BigInt reads it", () => {
  it("reads up to 20 significant digits, leading zeros and sign aside", () => {
    expect(boundedInteger("18446744073709551615")).toBe(18446744073709551615n);
    expect(boundedInteger(`-${"0".repeat(1000)}42`)).toBe(-42n);
    expect(boundedInteger("+000")).toBe(0n);
    expect(boundedInteger("1" + "0".repeat(20))).toBeUndefined();
  });

  it("so every integer type refuses 4 MiB of digits with its range", () => {
    const digits = "9".repeat(4 * 1024 * 1024);
    expect(() => parseSimple("long", digits, "xml")).toThrow(
      "expected an integer from -9223372036854775808 to 9223372036854775807",
    );
    expect(() => parseSimple("unsignedLong", digits, "http")).toThrow("expected an integer from 0 to");
    expect(() => parseSimple("char", digits, "xml")).toThrow("UTF-16 code number");
    expect(parseSimple("long", `-${"0".repeat(100)}5`, "xml")).toBe(-5n);
  });
});
