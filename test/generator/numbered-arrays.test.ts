/**
 * Numbered array wrappers (Reporting Services, Endicia): XmlSerializer names the wrapper of a second array of
 * the same items with other item rules `ArrayOfString1`. The spec says it in `arrayItem.typeName`.
 */
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { specErrorOf } from "../support/spec-error.js";

const spec = (second: string): string => `service:
  name: Reports
  namespace: urn:reports
  endpoint: https://h/Reports.asmx
operations:
  - name: GetValues
    fields: []
    result: { type: "string[]", arrayItem: { name: Value } }
  - name: ListItemTypes
    fields: []
    result: { type: "string[]"${second} }
`;

describe("a numbered array wrapper", () => {
  const model = parseSpec(spec(", arrayItem: { typeName: ArrayOfString1 }"), "spec/reports.yaml");
  const wsdl = renderWsdlDocument(model, "https://h/Reports.asmx");

  it("is its own WSDL type, with XmlSerializer's default items, and the root of its HTTP result", () => {
    expect(wsdl).toContain('<s:complexType name="ArrayOfString">\n        <s:sequence>\n          <s:element minOccurs="0" maxOccurs="unbounded" name="Value" nillable="true" type="s:string" />');
    expect(wsdl).toContain('<s:complexType name="ArrayOfString1">\n        <s:sequence>\n          <s:element minOccurs="0" maxOccurs="unbounded" name="string" nillable="true" type="s:string" />');
    expect(wsdl).toContain('name="ListItemTypesResult" type="tns:ArrayOfString1" />');
    expect(model.operations[1]!.wire.httpResultElement).toBe("ArrayOfString1");
  });

  it("imports back into the same spec, byte for byte", () => {
    const imported = importWsdl(wsdl, { source: "reports.wsdl", schema: "spec.schema.json", specPath: "spec/reports.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toMatch(/typeName: ArrayOfString1/);
  });

  const errorOf = (text: string): string => specErrorOf(text, "spec/reports.yaml");

  it("must be the plain name followed by a number", () => {
    expect(errorOf(spec(", arrayItem: { typeName: ArrayOfInt1 }"))).toMatch(/spec\/reports\.yaml:\d+:\d+: .*array wrapper name 'ArrayOfInt1' must be 'ArrayOfString' followed by a number/);
  });

  it("is needed where two arrays of the same items differ in their item rules", () => {
    expect(errorOf(spec(""))).toMatch(/the array wrapper 'ArrayOfString' already has items 'Value' \(nillable\)/);
  });
});
