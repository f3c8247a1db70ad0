/**
 * `date`: a DateTime member with [XmlElement(DataType = "date")] (Endicia's InvoiceDate): xs:date in the
 * WSDL, `yyyy-MM-dd` on the wire, as XmlSerializer's FromDate writes it and ToDate reads it.
 */
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { SpecError } from "../../generator/spec/diagnostics.js";
import { parseSpec } from "../../generator/spec/load.js";
import { formatSimple, parseSimple, ValueFormatError } from "../../runtime/src/values.js";
import { INVOICES as SPEC } from "./emitter-specs.js";

describe("the date type", () => {
  // Its WSDL (xs:date): the emitter snapshot case date-type (emitters.test.ts).
  const model = parseSpec(SPEC, "spec/invoices.yaml");
  const wsdl = renderWsdlDocument(model, "https://h/Invoices.asmx");

  it("imports back byte for byte from the WSDL, where it is xs:date (snapshot date-type)", () => {
    expect(importWsdl(wsdl, { source: "invoices.wsdl", schema: "spec.schema.json", specPath: "spec/invoices.yaml" }).byteEqual).toBe(true);
  });

  it("reads yyyy-MM-dd, a zone allowed and left out, and refuses days that do not exist", () => {
    expect(parseSimple("date", " 2024-02-29 ", "xml")).toBe("2024-02-29");
    expect(parseSimple("date", "2024-01-03+02:00", "xml")).toBe("2024-01-03");
    expect(() => parseSimple("date", "2023-02-29", "xml")).toThrow(ValueFormatError);
    expect(() => parseSimple("date", "2024-01-03T00:00:00", "xml")).toThrow(/expected a date such as 2024-01-02/);
  });

  it("writes the date alone: a string as it is, a Date as its UTC day", () => {
    expect(formatSimple("date", "2024-01-03")).toBe("2024-01-03");
    expect(formatSimple("date", new Date("2024-01-03T23:30:00Z"))).toBe("2024-01-03");
    expect(() => formatSimple("date", "03/01/2024")).toThrow(/expected a Date or a date string/);
  });

  it("is not a DataSet column type", () => {
    const bad = SPEC.replace("operations:", "tables:\n  Row: { Day: date }\noperations:");
    expect(() => parseSpec(bad, "spec/invoices.yaml")).toThrow(SpecError);
    expect(() => parseSpec(bad, "spec/invoices.yaml")).toThrow(/column 'Day' has type 'date'/);
  });
});
