/**
 * [XmlText] (Endicia's ImageData): a class whose element holds a simple value as its text, its other members
 * attributes; xs:simpleContent in the WSDL.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { parseXml } from "../../runtime/src/xml/tree.js";
import { specErrorOf } from "../support/spec-error.js";
import { imageText as spec, IMAGE_TEXT_FIELDS as FIELDS } from "./emitter-specs.js";

describe("a class with text content", () => {
  // Its WSDL (xs:simpleContent) and types: the emitter snapshot case text-content (emitters.test.ts).
  const model = parseSpec(spec(FIELDS), "spec/labels.yaml");
  const wsdl = renderWsdlDocument(model, "https://h/Labels.asmx");
  const service = descriptorOf(model);
  const IMAGE = { kind: "complex", name: "ImageData" } as const;

  it("imports back byte for byte from the WSDL, where it is xs:simpleContent as .NET exports it (snapshot text-content)", () => {
    const imported = importWsdl(wsdl, { source: "labels.wsdl", schema: "spec.schema.json", specPath: "spec/labels.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("{ name: Value, type: string, text: true }");
  });

  it("travels as the element's text, escaped, with its attributes", () => {
    expect(writeValueElement("ImageData", IMAGE, { partNumber: 2, value: "iVBOR<&>" }, { nillable: false, service })).toBe(
      '<ImageData PartNumber="2">iVBOR&lt;&amp;&gt;</ImageData>',
    );
    expect(writeValueElement("ImageData", IMAGE, { partNumber: 1, value: null }, { nillable: false, service })).toBe('<ImageData PartNumber="1" />');
    const element = parseXml('<ImageData xmlns="urn:labels" PartNumber="3">abc<![CDATA[<d>]]></ImageData>');
    expect(readValueElement(element, IMAGE, "xml", { service })).toEqual({ partNumber: 3, value: "abc<d>" });
  });

  it.each([
    ["an element beside it", `${FIELDS}\n      - { name: Other, type: string }`, /class 'ImageData' has a text field \('Value'\), so its other fields must be attributes \('Other' is an element\)/],
    ["two of them", `${FIELDS}\n      - { name: More, type: string, text: true }`, /class 'ImageData' has a second text field \('More'\)/],
    ["a class as text", "      - { name: Value, type: ImageData, text: true }", /an element's text holds a simple value or an enum, not class ImageData/],
  ])("refuses %s", (_, fields, message) => {
    expect(specErrorOf(spec(fields), "spec/labels.yaml")).toMatch(message);
  });
});
