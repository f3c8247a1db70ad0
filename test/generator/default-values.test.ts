/**
 * [DefaultValue] on class members (Endicia's label service): the WSDL says `minOccurs="0" default="..."`,
 * XmlSerializer does not write a member equal to its default, and an absent element reads as it.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { specErrorOf } from "../support/spec-error.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { parseXml } from "../../runtime/src/xml/tree.js";
import { labelDefaults as spec, LABEL_DEFAULT_FIELDS as FIELDS } from "./emitter-specs.js";

const model = parseSpec(spec(FIELDS), "spec/labels.yaml");
const wsdl = renderWsdlDocument(model, "https://h/Labels.asmx");
const service = descriptorOf(model);
const TYPE = { kind: "complex", name: "LabelRequest" } as const;

describe("the WSDL", () => {
  // Its WSDL (default=...), docs pages (default, not sent) and golden fixtures (defaults left out of the empty request): the emitter snapshot case default-values (emitters.test.ts).
  it("imports back into the same defaults, byte for byte", () => {
    const imported = importWsdl(wsdl, { source: "labels.wsdl", schema: "spec.schema.json", specPath: "spec/labels.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain('{ name: DateAdvance, type: int, default: "0" }');
    expect(imported.yaml).toContain('{ name: InvoiceAmount, type: decimal, default: "0.0" }');
  });
});

describe("on the wire", () => {
  const write = (value: object): string => writeValueElement("request", TYPE, value, { nillable: false, service });

  it("leaves out a member equal to its default, as .NET compares them (0 is 0.0, true is 1)", () => {
    expect(write({ weightOz: 1.5, dateAdvance: 0, invoiceAmount: "0", shape: "Parcel", mode: "Auto", signed: true })).toBe(
      "<request><WeightOz>1.5</WeightOz></request>",
    );
    expect(write({ weightOz: 1.5, dateAdvance: 2, invoiceAmount: "4.50", shape: "Letter", mode: null, signed: false })).toBe(
      "<request><WeightOz>1.5</WeightOz><DateAdvance>2</DateAdvance><InvoiceAmount>4.50</InvoiceAmount><Shape>Letter</Shape><Signed>false</Signed></request>",
    );
  });

  it("reads an absent member as its default", () => {
    const element = parseXml('<request xmlns="urn:labels"><WeightOz>2</WeightOz></request>');
    expect(readValueElement(element, TYPE, "xml", { service })).toEqual({
      weightOz: 2,
      dateAdvance: 0,
      invoiceAmount: "0.0",
      shape: "Parcel",
      mode: "Auto",
      signed: true,
    });
  });
});

describe("the spec refuses what [DefaultValue] cannot be", () => {
  const errorOf = (fields: string): string => specErrorOf(spec(fields), "spec/labels.yaml");

  it.each([
    ["a value of another type", '      - { name: N, type: int, default: "abc" }', /field 'N': default 'abc' is not a int: expected an int/],
    ["a class", "      - { name: C, type: LabelRequest, default: x }", /a default value needs a simple type or an enum, not class LabelRequest/],
    ["an optional member", '      - { name: N, type: int, optional: true, default: "0" }', /cannot also be 'optional'/],
    ["a char (ASMX cannot publish it)", '      - { name: N, type: char, default: "97" }', /ASMX cannot publish a default value of a char/],
  ])("%s", (_, fields, message) => {
    expect(errorOf(fields)).toMatch(message);
  });
});
