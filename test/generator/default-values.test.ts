/**
 * [DefaultValue] on class members (Endicia's label service): the WSDL says `minOccurs="0" default="..."`,
 * XmlSerializer does not write a member equal to its default, and an absent element reads as it.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { docsEmitter } from "../../generator/emit/docs.js";
import { fixturesEmitter } from "../../generator/emit/fixtures.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { specErrorOf } from "../support/spec-error.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { parseXml } from "../../runtime/src/xml/tree.js";

const spec = (fields: string): string => `service:
  name: Labels
  namespace: urn:labels
  endpoint: https://h/Labels.asmx
enums:
  Shape: { values: [Letter, Parcel] }
types:
  LabelRequest:
    fields:
${fields}
operations:
  - name: GetLabel
    fields: [{ name: request, type: LabelRequest }]
    result: { type: string }
`;

const FIELDS = `      - { name: WeightOz, type: double }
      - { name: DateAdvance, type: int, default: "0" }
      - { name: InvoiceAmount, type: decimal, default: "0.0" }
      - { name: Shape, type: Shape, default: Parcel }
      - { name: Mode, type: string, default: Auto }
      - { name: Signed, type: boolean, default: "1" }`;

const model = parseSpec(spec(FIELDS), "spec/labels.yaml");
const wsdl = renderWsdlDocument(model, "https://h/Labels.asmx");
const service = descriptorOf(model);
const TYPE = { kind: "complex", name: "LabelRequest" } as const;

describe("the WSDL", () => {
  it.each([
    ['<s:element minOccurs="0" maxOccurs="1" default="0" name="DateAdvance" type="s:int" />'],
    ['<s:element minOccurs="0" maxOccurs="1" default="0.0" name="InvoiceAmount" type="s:decimal" />'],
    ['<s:element minOccurs="0" maxOccurs="1" default="Parcel" name="Shape" type="tns:Shape" />'],
    ['<s:element minOccurs="0" maxOccurs="1" default="Auto" name="Mode" type="s:string" />'],
  ])("%s", (fragment) => {
    expect(wsdl).toContain(fragment);
  });

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

describe("the golden fixtures", () => {
  const files = new Map(fixturesEmitter.emit(model, { packageName: "p", generatorVersion: "0" }).map((f) => [f.path, f.content]));

  it("leave defaults out of the empty request, and send the sample values, which differ from them", () => {
    const empty = files.get("fixtures/GetLabel/soap11.empty.request.txt")!;
    const sample = files.get("fixtures/GetLabel/soap11.sample.request.txt")!;
    expect(empty).toMatch(/<request><WeightOz>0<\/WeightOz><\/request>/);
    for (const element of ["DateAdvance", "InvoiceAmount", "Shape", "Mode", "Signed"]) expect(sample).toContain(`<${element}>`);
  });
});

describe("the docs", () => {
  it("say a member with a default may be left out, and what it reads as then", () => {
    const pages = docsEmitter.emit(model, { packageName: "p", generatorVersion: "0" }).map((f) => f.content).join("\n");
    expect(pages).toMatch(/\| `DateAdvance` \| `dateAdvance` \| int \| no \(default `0`, not sent\) \|/);
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
