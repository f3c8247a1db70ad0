/**
 * What import cannot read is refused at its position with what it stands for in .NET: a typed DataSet whose
 * schema does not name its class, a choice other than XmlSerializer's, and a schema ASMX's exporter did not
 * write (Dynamics CRM 4's, whose local elements have no minOccurs and maxOccurs).
 */
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { ImportError } from "../../generator/import/import-error.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";

const SPEC = `service:
  name: Statusing
  namespace: urn:statusing
  endpoint: https://h/Statusing.asmx
  bindings: [soap11]
operations:
  - name: ReadStatus
    fields: []
    result: { type: DataSet }
`;
const base = renderWsdlDocument(parseSpec(SPEC, "spec/statusing.yaml"), "https://h/Statusing.asmx");
const DATASET_CONTENT = /<s:complexType>\s*<s:sequence>\s*<s:element ref="s:schema" \/>\s*<s:any \/>\s*<\/s:sequence>\s*<\/s:complexType>/;

function refusal(wsdl: string): ImportError {
  try {
    importWsdl(wsdl, { source: "statusing.wsdl", schema: "spec.schema.json", specPath: "spec/statusing.yaml" });
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error("imported");
}

describe("refusals that name the .NET construct", () => {
  it("a typed DataSet whose schema does not name its class (an xs:any of the namespace of a schema the WSDL carries)", () => {
    expect(base).toMatch(DATASET_CONTENT);
    const typed = base
      .replace(DATASET_CONTENT, '<s:complexType>\n<s:sequence>\n<s:any namespace="urn:ds/StatusDataSet/" />\n</s:sequence>\n</s:complexType>')
      .replace("</wsdl:types>", '<xs:schema targetNamespace="urn:ds/StatusDataSet/" xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="StatusDataSet" /></xs:schema>\n</wsdl:types>');
    const error = refusal(typed);
    expect(error.message).toMatch(/^statusing\.wsdl:\d+:\d+: xs:schema id: a typed DataSet's schema names its DataSet class in its id attribute; this one does not$/);
  });

  it("a choice of elements as a class's whole content", () => {
    const classSpec = SPEC.replace("result: { type: DataSet }", "result: { type: Plan }").replace(
      "operations:",
      "types:\n  Plan:\n    fields:\n      - { name: A, type: string }\noperations:",
    );
    const wsdl = renderWsdlDocument(parseSpec(classSpec, "spec/statusing.yaml"), "https://h/Statusing.asmx");
    const choice = wsdl.replace(/(<s:complexType name="Plan">\s*)<s:sequence>([\s\S]*?)<\/s:sequence>/, "$1<s:choice>$2</s:choice>");
    expect(choice).not.toBe(wsdl);
    expect(refusal(choice).message).toMatch(/^statusing\.wsdl:\d+:\d+: s:choice: a choice of elements \(a member with several \[XmlElement\(Type\)\] or \[XmlArrayItem\(Type\)\], or an \[XmlChoiceIdentifier\]\) is not yet expressible in the spec format$/);
  });

  it("a member typed s:anyType by name, which the exporter never writes (it writes an object untyped)", () => {
    const classSpec = SPEC.replace("result: { type: DataSet }", "result: { type: Plan }").replace(
      "operations:",
      "types:\n  Plan:\n    fields:\n      - { name: A, type: string }\noperations:",
    );
    const wsdl = renderWsdlDocument(parseSpec(classSpec, "spec/statusing.yaml"), "https://h/Statusing.asmx");
    const objectMember = wsdl.replace('name="A" type="s:string"', 'name="A" type="s:anyType"');
    expect(objectMember).not.toBe(wsdl);
    expect(refusal(objectMember).message).toMatch(
      /^statusing\.wsdl:\d+:\d+: s:element type: type s:anyType named explicitly: XmlSerializer's exporter writes an object as an element without a type/,
    );
  });

  it("a local element without minOccurs and maxOccurs, which ASMX's schema exporter always writes", () => {
    const classSpec = SPEC.replace("result: { type: DataSet }", "result: { type: Plan }").replace(
      "operations:",
      "types:\n  Plan:\n    fields:\n      - { name: A, type: string }\noperations:",
    );
    const wsdl = renderWsdlDocument(parseSpec(classSpec, "spec/statusing.yaml"), "https://h/Statusing.asmx");
    const handWritten = wsdl.replace('<s:element minOccurs="0" maxOccurs="1" name="A" type="s:string" />', '<s:element name="A" type="s:string" />');
    expect(handWritten).not.toBe(wsdl);
    expect(refusal(handWritten).message).toMatch(
      /^statusing\.wsdl:\d+:\d+: s:element occurs: a local element without minOccurs and maxOccurs is not something ASMX's schema exporter writes \(it writes both on every one\): this schema was written by another tool$/,
    );
  });
});
