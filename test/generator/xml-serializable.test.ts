/**
 * Classes that write their own XML (IXmlSerializable) and give the WSDL their schema ([XmlSchemaProvider]),
 * as AmeriCommerce's Dictionary does: the WSDL refers to the type and closes the service schema with the
 * provided declarations; import finds them there; a value is the element's content, as it is.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { typesEmitter } from "../../generator/emit/types-module.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { childElements, parseXml } from "../../runtime/src/xml/tree.js";
import { specErrorOf } from "../support/spec-error.js";

const DICTIONARY = `<s:complexType name="Dictionary">
  <s:sequence>
    <s:element minOccurs="1" maxOccurs="1" name="Items" type="tns:Items" />
  </s:sequence>
</s:complexType>
<s:complexType name="Items">
  <s:sequence>
    <s:element minOccurs="0" maxOccurs="unbounded" name="Item" type="tns:DictionaryItem" />
  </s:sequence>
</s:complexType>
<s:complexType name="DictionaryItem">
  <s:sequence>
    <s:element minOccurs="1" maxOccurs="1" name="Key" type="s:anyType" />
    <s:element minOccurs="1" maxOccurs="1" name="Value" type="s:anyType" />
  </s:sequence>
</s:complexType>
<s:element name="Dictionary" type="tns:Dictionary" />`;

const indented = (text: string, by: string): string => text.split("\n").join(`\n${by}`);

const SPEC = `service:
  name: Store
  namespace: http://store.example.com/
  endpoint: https://h/Store.asmx
xmlSerializable:
  Dictionary:
    schema: |-
      ${indented(DICTIONARY, "      ")}
types:
  Review:
    fields:
      - { name: Text, type: string }
      - { name: AdditionalData, type: Dictionary }
operations:
  - name: GetReview
    fields:
      - { name: id, type: int }
    result: { type: Review }
  - name: ImportOrders
    fields:
      - { name: orders, type: DataTable }
      - { name: extra, type: Dictionary }
    result: { type: boolean }
`;

const NS = "http://store.example.com/";
const model = parseSpec(SPEC, "spec/store.yaml");
const wsdl = renderWsdlDocument(model, "https://h/Store.asmx");
const service = descriptorOf(model);
const TYPE = { kind: "serializable", name: "Dictionary" } as const;

describe("IXmlSerializable classes with a schema provider", () => {
  it("are referred to by their type, and their schema closes the service's", () => {
    expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="1" name="AdditionalData" type="tns:Dictionary" />');
    expect(wsdl).toContain(`${indented(DICTIONARY, "      ")}\n    </s:schema>`);
  });

  it("import back to the same spec, byte for byte", () => {
    const imported = importWsdl(wsdl, { source: "store.wsdl", schema: "spec.schema.json", specPath: "spec/store.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("xmlSerializable:\n  Dictionary:\n    schema: |-\n      <s:complexType name=\"Dictionary\">");
    expect(imported.yaml).toContain("{ name: AdditionalData, type: Dictionary }");
    expect(imported.yaml).toContain("{ name: orders, type: DataTable }");
  });

  it("carry their element's content as it is", () => {
    const value = {
      children: [
        {
          name: "Items",
          namespace: NS,
          children: [{ name: "Item", namespace: NS, children: [{ name: "Key", namespace: NS, attributes: [{ name: "type", namespace: "http://www.w3.org/2001/XMLSchema-instance", prefix: "xsi", value: "xsd:string" }], children: ["color"] }] }],
        },
      ],
    };
    const xml = writeValueElement("AdditionalData", TYPE, value, { nillable: false, service });
    expect(xml).toBe('<AdditionalData><Items><Item><Key xsi:type="xsd:string">color</Key></Item></Items></AdditionalData>');
    const element = childElements(
      parseXml(`<r xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">${xml}</r>`),
    )[0]!;
    expect(readValueElement(element, TYPE, "xml", { service })).toEqual(value);
  });

  it("are typed as XML content", () => {
    const types = typesEmitter.emit(model, { packageName: "p", generatorVersion: "0" }).map((f) => f.content).join("\n");
    expect(types).toMatch(/additionalData\?: XmlContentValue \| null \| undefined;/);
  });

  it("name a complex type of their own name in well-formed schema declarations, and no other type's name", () => {
    expect(specErrorOf(SPEC.replace('<s:complexType name="Dictionary">', '<s:complexType name="Dict">'))).toMatch(
      /the schema of 'Dictionary' declares no complex type 'Dictionary'/,
    );
    expect(specErrorOf(SPEC.replace("<s:element name=\"Dictionary\" type=\"tns:Dictionary\" />", "<s:element name=\"Dictionary\""))).toMatch(
      /the schema of 'Dictionary' is not well-formed XML/,
    );
    expect(specErrorOf(SPEC.replace("types:\n  Review:", "types:\n  Dictionary:\n    fields: []\n  Review:"))).toMatch(
      /IXmlSerializable class 'Dictionary' has the name of another type/,
    );
  });
});
