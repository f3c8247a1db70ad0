/** Parameter text rules: XML Schema for SOAP, .NET's Parse methods for HTTP GET/POST (as the recordings show). */
import { describe, expect, it } from "vitest";
import type { EnumType } from "../../runtime/src/descriptor.js";
import { formatEnum, formatSimple, parseEnum, parseSimple, ValueFormatError } from "../../runtime/src/values.js";

const kinds: EnumType = { kind: "enum", name: "TrackNumTypes", values: ["HAWB", "SHIPPER", "PO", "ORDERNUMBER"] };

describe("booleans", () => {
  it("SOAP takes xs:boolean: true false 1 0, white space around ignored", () => {
    for (const [text, value] of [
      ["true", true],
      ["false", false],
      ["1", true],
      ["0", false],
      [" true ", true],
      ["\ttrue\n", true],
    ] as const) {
      expect(parseSimple("boolean", text, "xml")).toBe(value);
    }
    for (const bad of ["True", "TRUE", "yes", "", "on"])
      expect(() => parseSimple("boolean", bad, "xml")).toThrow(ValueFormatError);
  });

  it("HTTP takes true/false in any case, trimmed; not 1, 0, yes or empty", () => {
    for (const [text, value] of [
      ["true", true],
      ["True", true],
      ["TRUE", true],
      ["false", false],
      ["False", false],
      [" true ", true],
    ] as const) {
      expect(parseSimple("boolean", text, "http")).toBe(value);
    }
    for (const bad of ["1", "0", "yes", "no", "on", ""]) {
      expect(() => parseSimple("boolean", bad, "http")).toThrow("expected true or false");
    }
  });
});

describe("enums", () => {
  it("SOAP takes exact names only", () => {
    expect(parseEnum(kinds, "PO", "xml")).toBe("PO");
    for (const bad of ["hawb", "0", "", "HAWB SHIPPER", " HAWB"]) {
      expect(() => parseEnum(kinds, bad, "xml")).toThrow("expected one of HAWB, SHIPPER, PO, ORDERNUMBER (exact case)");
    }
  });

  it("HTTP also takes the numeric value, as Enum.Parse does", () => {
    expect(parseEnum(kinds, "0", "http")).toBe("HAWB");
    expect(parseEnum(kinds, "3", "http")).toBe("ORDERNUMBER");
    for (const bad of ["4", "-1", "hawb", "FOO", ""])
      expect(() => parseEnum(kinds, bad, "http")).toThrow(ValueFormatError);
  });

  it("formats known values only", () => {
    expect(formatEnum(kinds, "SHIPPER")).toBe("SHIPPER");
    expect(() => formatEnum(kinds, "shipper")).toThrow("expected one of HAWB, SHIPPER, PO, ORDERNUMBER");
  });
});

describe("numbers", () => {
  it("checks integer ranges both ways", () => {
    expect(parseSimple("int", "-2147483648", "xml")).toBe(-2147483648);
    expect(() => parseSimple("int", "2147483648", "xml")).toThrow("expected an integer from -2147483648 to 2147483647");
    expect(parseSimple("long", "9223372036854775807", "xml")).toBe(9223372036854775807n);
    expect(parseSimple("unsignedByte", " 255 ", "xml")).toBe(255);
    expect(() => parseSimple("byte", "128", "http")).toThrow(ValueFormatError);
    expect(formatSimple("long", 2n ** 63n - 1n)).toBe("9223372036854775807");
    expect(() => formatSimple("int", 1.5)).toThrow(ValueFormatError);
    expect(() => formatSimple("short", 40000)).toThrow(ValueFormatError);
  });

  it("keeps decimals as exact text and refuses what System.Decimal cannot hold", () => {
    expect(parseSimple("decimal", "12.50", "xml")).toBe("12.50");
    expect(parseSimple("decimal", "-0.0000000000000000000000000001", "xml")).toBe("-0.0000000000000000000000000001");
    expect(() => parseSimple("decimal", "1E3", "xml")).toThrow(ValueFormatError);
    expect(() => parseSimple("decimal", "79228162514264337593543950336", "xml")).toThrow(ValueFormatError);
    expect(formatSimple("decimal", 1e-7)).toBe("0.0000001");
    expect(formatSimple("decimal", "7.25")).toBe("7.25");
  });

  it("writes doubles as .NET does and reads XML Schema's special values", () => {
    expect(formatSimple("double", 1e15)).toBe("1E+15");
    expect(formatSimple("double", 0.1)).toBe("0.1");
    expect(formatSimple("double", -Infinity)).toBe("-INF");
    expect(parseSimple("double", "INF", "xml")).toBe(Infinity);
    expect(Number.isNaN(parseSimple("double", "NaN", "xml"))).toBe(true);
    expect(parseSimple("float", "2E-3", "xml")).toBe(Math.fround(0.002));
    expect(() => parseSimple("double", "1E+400", "xml")).toThrow("expected a number within the range of a double");
    expect(() => parseSimple("float", "1E+39", "xml")).toThrow(ValueFormatError);
  });
});

describe("dates, guids, bytes", () => {
  it("keeps dateTime text with its offset, checking the calendar", () => {
    expect(parseSimple("dateTime", "2024-01-02T03:04:05+00:00", "xml")).toBe("2024-01-02T03:04:05+00:00");
    expect(parseSimple("dateTime", "2024-02-29T00:00:00.1234567-05:30", "xml")).toBe(
      "2024-02-29T00:00:00.1234567-05:30",
    );
    expect(() => parseSimple("dateTime", "2023-02-29T00:00:00", "xml")).toThrow(ValueFormatError);
    expect(formatSimple("dateTime", new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe("2024-01-02T03:04:05Z");
    // A Date's fraction as .NET writes a UTC DateTime (FFFFFFF): no trailing zeros; the recorded echo of
    // 04:05:06.7890000Z is 04:05:06.789Z (test/reference/asmx-tracking/exchanges/CreateShipment.soap11.scalar-edges).
    expect(formatSimple("dateTime", new Date("2024-02-03T04:05:06.789Z"))).toBe("2024-02-03T04:05:06.789Z");
    expect(formatSimple("dateTime", new Date("2024-02-04T04:30:00.500Z"))).toBe("2024-02-04T04:30:00.5Z");
    expect(formatSimple("dateTime", new Date("2024-02-04T04:30:00.120Z"))).toBe("2024-02-04T04:30:00.12Z");
    expect(() => formatSimple("dateTime", new Date(Number.NaN))).toThrow(ValueFormatError);
  });

  it("reads guids in the forms new Guid(string) takes, as Guid.ToString() writes them", () => {
    for (const g of [
      "0f8fad5b-d9cb-469f-a165-70867728950e",
      "{0F8FAD5B-D9CB-469F-A165-70867728950E}",
      "(0f8fad5b-d9cb-469f-a165-70867728950e)",
      "0f8fad5bd9cb469fa16570867728950e",
    ]) {
      expect(parseSimple("guid", g, "xml")).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
      expect(formatSimple("guid", g)).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
    }
    expect(() => parseSimple("guid", "not-a-guid", "xml")).toThrow(ValueFormatError);
  });

  it("round-trips base64Binary", () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const text = formatSimple("base64Binary", bytes);
    expect(text).toBe("AAEC+v8=");
    expect(parseSimple("base64Binary", `${text.slice(0, 4)}\n${text.slice(4)}`, "xml")).toEqual(bytes);
    expect(() => parseSimple("base64Binary", "a*b", "xml")).toThrow(ValueFormatError);
  });
});
