/**
 * Classes that write their own XML (IXmlSerializable) and give the WSDL their schema ([XmlSchemaProvider]),
 * as AmeriCommerce's Dictionary does: the WSDL refers to the type and closes the service schema with the
 * provided declarations; import finds them there; a value is the element's content, as it is.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { childElements, parseXml } from "../../runtime/src/xml/tree.js";
import { specErrorOf } from "../support/spec-error.js";
import { STORE_SERIALIZABLE as SPEC } from "./emitter-specs.js";

const NS = "http://store.example.com/";
const model = parseSpec(SPEC, "spec/store.yaml");
const wsdl = renderWsdlDocument(model, "https://h/Store.asmx");
const service = descriptorOf(model);
const TYPE = { kind: "serializable", name: "Dictionary" } as const;

describe("IXmlSerializable classes with a schema provider", () => {
  // Its WSDL (the provided schema closing the service's) and types (XmlContentValue): the emitter snapshot case xml-serializable (emitters.test.ts).

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
