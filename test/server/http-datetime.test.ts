/** HTTP GET/POST dates: what DateTime.Parse (invariant culture) accepts, handed on as ISO 8601 text. */
import { describe, expect, it } from "vitest";
import { parseHttpDateTime } from "../../runtime/src/text/http-datetime.js";
import { ValueFormatError } from "../../runtime/src/values.js";

describe("parseHttpDateTime", () => {
  it("ISO text keeps its zone as given; seconds are always written; fractions lose trailing zeros", () => {
    expect(parseHttpDateTime("2024-03-04T05:06:07Z")).toBe("2024-03-04T05:06:07Z");
    expect(parseHttpDateTime("2024-03-04T05:06:07+02:00")).toBe("2024-03-04T05:06:07+02:00");
    expect(parseHttpDateTime("2024-03-04T05:06:07-0530")).toBe("2024-03-04T05:06:07-05:30");
    expect(parseHttpDateTime("2024-03-04T05:06")).toBe("2024-03-04T05:06:00");
    expect(parseHttpDateTime("2024-03-04 05:06:07.1200000")).toBe("2024-03-04T05:06:07.12");
    expect(parseHttpDateTime(" 2024-3-4 ")).toBe("2024-03-04T00:00:00");
  });

  it("a date alone is midnight without zone; month-first and year-first slashed forms, 12-hour clock", () => {
    expect(parseHttpDateTime("2024-03-04")).toBe("2024-03-04T00:00:00");
    expect(parseHttpDateTime("03/04/2024 05:06")).toBe("2024-03-04T05:06:00");
    expect(parseHttpDateTime("3/4/2024")).toBe("2024-03-04T00:00:00");
    expect(parseHttpDateTime("03/04/2024 5:06:07 PM")).toBe("2024-03-04T17:06:07");
    expect(parseHttpDateTime("03/04/2024 12:00 AM")).toBe("2024-03-04T00:00:00");
    expect(parseHttpDateTime("2024/03/04 05:06")).toBe("2024-03-04T05:06:00");
  });

  it("refuses words, impossible dates and times with what it expects", () => {
    for (const text of ["yesterday", "", "2024-13-01", "02/30/2024", "2024-03-04T25:00", "03/04/2024 13:00 PM", "1.5"]) {
      expect(() => parseHttpDateTime(text), text).toThrow(ValueFormatError);
    }
    expect(() => parseHttpDateTime("yesterday")).toThrow(/a date and time such as 2024-03-04T05:06:07/);
  });
});
