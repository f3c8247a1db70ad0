/**
 * [XmlText] (Endicia's ImageData): a class whose element holds a simple value as its text, its other members
 * attributes; xs:simpleContent in the WSDL.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { typesEmitter } from "../../generator/emit/types-module.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { parseXml } from "../../runtime/src/xml/tree.js";
import { specErrorOf } from "../support/spec-error.js";

const spec = (fields: string): string => `service:
  name: Labels
  namespace: urn:labels
  endpoint: https://h/Labels.asmx
types:
  ImageData:
    fields:
${fields}
operations:
  - name: GetImages
    fields: []
    result: { type: "ImageData[]" }
`;
const FIELDS = `      - { name: Value, type: string, text: true }
      - { name: PartNumber, type: int, attribute: true }`;

describe("a class with text content", () => {
  const model = parseSpec(spec(FIELDS), "spec/labels.yaml");
  const wsdl = renderWsdlDocument(model, "https://h/Labels.asmx");
  const service = descriptorOf(model);
  const IMAGE = { kind: "complex", name: "ImageData" } as const;

  it("is xs:simpleContent in the WSDL, as .NET exports it, and imports back byte for byte", () => {
    expect(wsdl).toContain(
      [
        '      <s:complexType name="ImageData">',
        "        <s:simpleContent>",
        '          <s:extension base="s:string">',
        '            <s:attribute name="PartNumber" type="s:int" use="required" />',
        "          </s:extension>",
        "        </s:simpleContent>",
        "      </s:complexType>",
      ].join("\n"),
    );
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

  it("is typed as a property of the class", () => {
    const types = typesEmitter.emit(model, { packageName: "p", generatorVersion: "0" })[0]!.content;
    expect(types).toMatch(/export interface ImageData \{[^}]*readonly partNumber: number;[^}]*readonly value\?: string \| null \| undefined;/s);
  });

  it.each([
    ["an element beside it", `${FIELDS}\n      - { name: Other, type: string }`, /class 'ImageData' has a text field \('Value'\), so its other fields must be attributes \('Other' is an element\)/],
    ["two of them", `${FIELDS}\n      - { name: More, type: string, text: true }`, /class 'ImageData' has a second text field \('More'\)/],
    ["a class as text", "      - { name: Value, type: ImageData, text: true }", /an element's text holds a simple value or an enum, not class ImageData/],
  ])("refuses %s", (_, fields, message) => {
    expect(specErrorOf(spec(fields), "spec/labels.yaml")).toMatch(message);
  });
});
