/**
 * Choices of elements, as Reporting Services uses them: `[XmlElement("A", typeof(A)), ...]` on a member or
 * a parameter (xs:choice of single optional elements) and `[XmlArrayItem("A", typeof(A)), ...]` on an array
 * (ArrayOfChoice1). The value's class picks the element, the element the class: the WSDL, the import back,
 * the wire and the spec's checks.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { typesEmitter } from "../../generator/emit/types-module.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { childElements, parseXml } from "../../runtime/src/xml/tree.js";
import { ValueArbitraries } from "../runtime/complex-arbitraries.js";
import { specErrorOf } from "../support/spec-error.js";

const SPEC = `service:
  name: Reports
  namespace: urn:reports
  endpoint: https://h/Reports.asmx
types:
  ScheduleDefinitionOrReference:
    fields: []
  NoSchedule:
    base: ScheduleDefinitionOrReference
    fields: []
  ScheduleDefinition:
    base: ScheduleDefinitionOrReference
    fields:
      - { name: StartDateTime, type: dateTime }
  DailySchedule:
    base: ScheduleDefinition
    fields:
      - { name: DaysInterval, type: int }
  ScheduleReference:
    base: ScheduleDefinitionOrReference
    fields:
      - { name: ScheduleID, type: string }
  ParameterValueOrFieldReference:
    fields: []
  ParameterValue:
    base: ParameterValueOrFieldReference
    fields:
      - { name: Name, type: string }
  ParameterFieldReference:
    base: ParameterValueOrFieldReference
    fields:
      - { name: FieldAlias, type: string }
  Subscription:
    fields:
      - { name: Extension, type: string }
      - name: Item
        type: ScheduleDefinitionOrReference
        choice:
          - { name: NoSchedule, type: NoSchedule }
          - { name: ScheduleDefinition, type: ScheduleDefinition }
          - { name: ScheduleReference, type: ScheduleReference }
      - name: ParameterValues
        type: "ParameterValueOrFieldReference[]"
        arrayItem:
          choice:
            - { name: ParameterValue, type: ParameterValue }
            - { name: ParameterFieldReference, type: ParameterFieldReference }
operations:
  - name: SetExecutionOptions
    fields:
      - { name: ItemPath, type: string }
      - name: Item
        type: ScheduleDefinitionOrReference
        choice:
          - { name: ScheduleDefinition, type: ScheduleDefinition }
          - { name: NoSchedule, type: NoSchedule }
    result: { type: Subscription }
`;

const model = parseSpec(SPEC, "spec/reports.yaml");
const wsdl = renderWsdlDocument(model, "https://h/Reports.asmx");
const service = descriptorOf(model);
const SUBSCRIPTION = { kind: "complex", name: "Subscription" } as const;
const read = (xml: string): unknown => readValueElement(parseXml(xml), SUBSCRIPTION, "xml", { service });

describe("a choice of elements", () => {
  it("is an xs:choice of optional elements in the class and in the request wrapper, in the spec's order", () => {
    expect(wsdl).toContain(
      [
        '          <s:element minOccurs="0" maxOccurs="1" name="Extension" type="s:string" />',
        '          <s:choice minOccurs="1" maxOccurs="1">',
        '            <s:element minOccurs="0" maxOccurs="1" name="NoSchedule" type="tns:NoSchedule" />',
        '            <s:element minOccurs="0" maxOccurs="1" name="ScheduleDefinition" type="tns:ScheduleDefinition" />',
        '            <s:element minOccurs="0" maxOccurs="1" name="ScheduleReference" type="tns:ScheduleReference" />',
        "          </s:choice>",
        '          <s:element minOccurs="0" maxOccurs="1" name="ParameterValues" type="tns:ArrayOfChoice1" />',
      ].join("\n"),
    );
    expect(wsdl).toContain(
      [
        '            <s:element minOccurs="0" maxOccurs="1" name="ItemPath" type="s:string" />',
        '            <s:choice minOccurs="1" maxOccurs="1">',
        '              <s:element minOccurs="0" maxOccurs="1" name="ScheduleDefinition" type="tns:ScheduleDefinition" />',
        '              <s:element minOccurs="0" maxOccurs="1" name="NoSchedule" type="tns:NoSchedule" />',
        "            </s:choice>",
      ].join("\n"),
    );
  });

  it("of array items is ArrayOfChoice1, a choice of nillable single elements", () => {
    expect(wsdl).toContain(
      [
        '      <s:complexType name="ArrayOfChoice1">',
        '        <s:choice minOccurs="0" maxOccurs="unbounded">',
        '          <s:element minOccurs="1" maxOccurs="1" name="ParameterValue" nillable="true" type="tns:ParameterValue" />',
        '          <s:element minOccurs="1" maxOccurs="1" name="ParameterFieldReference" nillable="true" type="tns:ParameterFieldReference" />',
        "        </s:choice>",
        "      </s:complexType>",
      ].join("\n"),
    );
  });

  it("imports back byte for byte, the member named Item as wsdl.exe names it", () => {
    const imported = importWsdl(wsdl, { source: "reports.wsdl", schema: "spec.schema.json", specPath: "spec/reports.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("type: ScheduleDefinitionOrReference");
    expect(imported.yaml).toMatch(/choice:\s*\[?\s*\{ name: NoSchedule, type: NoSchedule \}/);
    expect(imported.yaml).toContain("ParameterValueOrFieldReference[]");
  });

  it("is typed as the union of its classes", () => {
    const types = typesEmitter.emit(model, { packageName: "p", generatorVersion: "0" }).map((f) => f.content).join("\n");
    expect(types).toMatch(/item\?: NoSchedule \| ScheduleDefinition \| ScheduleReference \| null \| undefined;/);
    // A nil item reads as null (writing one is refused: a choice names its items by their class).
    expect(types).toMatch(/parameterValues\?: readonly \(ParameterValue \| ParameterFieldReference \| null\)\[\] \| null \| undefined;/);
  });

  const value = {
    extension: "mail",
    item: { $type: "ScheduleReference", scheduleId: "s1" },
    parameterValues: [
      { $type: "ParameterValue", name: "a" },
      { $type: "ParameterFieldReference", fieldAlias: "f" },
    ],
  };
  const wire =
    "<Subscription><Extension>mail</Extension><ScheduleReference><ScheduleID>s1</ScheduleID></ScheduleReference>" +
    "<ParameterValues><ParameterValue><Name>a</Name></ParameterValue>" +
    "<ParameterFieldReference><FieldAlias>f</FieldAlias></ParameterFieldReference></ParameterValues></Subscription>";
  const inService = (xml: string): string =>
    xml.replace("<Subscription>", '<Subscription xmlns="urn:reports" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">');

  it("travels as the element of the value's class, and is read back by it", () => {
    expect(writeValueElement("Subscription", SUBSCRIPTION, value, { nillable: false, service })).toBe(wire);
    expect(read(inService(wire))).toEqual(value);
  });

  it("writes a subclass of a listed class as that class's element, with xsi:type", () => {
    const daily = { item: { $type: "DailySchedule", startDateTime: "2026-01-01T00:00:00", daysInterval: 2 } };
    const written = writeValueElement("Subscription", SUBSCRIPTION, daily, { nillable: false, service });
    expect(written).toBe(
      '<Subscription><ScheduleDefinition xsi:type="DailySchedule"><StartDateTime>2026-01-01T00:00:00</StartDateTime><DaysInterval>2</DaysInterval></ScheduleDefinition></Subscription>',
    );
    expect(read(inService(written))).toEqual(daily);
  });

  it("keeps the first of two of its elements, as XmlSerializer reads a member once", () => {
    const two = inService("<Subscription><NoSchedule /><ScheduleReference><ScheduleID>x</ScheduleID></ScheduleReference></Subscription>");
    expect(read(two)).toEqual({ item: { $type: "NoSchedule" } });
  });

  it("refuses a value whose class it does not list, or that does not say its class", () => {
    const write = (item: unknown): string => writeValueElement("Subscription", SUBSCRIPTION, { item }, { nillable: false, service });
    expect(() => write({ scheduleId: "x" })).toThrow("an object whose $type names its class (NoSchedule, ScheduleDefinition, ScheduleReference, or a subclass)");
    expect(() => write({ $type: "ParameterValue" })).toThrow("ParameterValue is none of them");
    expect(() => writeValueElement("Subscription", SUBSCRIPTION, { parameterValues: [null] }, { nillable: false, service })).toThrow(
      "an array without null items (a choice names its items by their class)",
    );
  });

  it("reads a nil item of an ArrayOfChoice as null, and skips elements the choice does not list", () => {
    const xml = inService('<Subscription><ParameterValues><ParameterValue xsi:nil="true" /><Other /><ParameterValue><Name>b</Name></ParameterValue></ParameterValues></Subscription>');
    expect(read(xml)).toEqual({ parameterValues: [null, { $type: "ParameterValue", name: "b" }] });
  });
});

describe("choices, encoded then decoded", () => {
  const arbitraries = new ValueArbitraries(service);
  const types = {
    "a class with a choice member and an ArrayOfChoice": SUBSCRIPTION,
    "a choice parameter": service.operations[0]!.fields[1]!.type,
  };
  for (const [title, type] of Object.entries(types)) {
    it(`give the value back: ${title}`, () => {
      fc.assert(
        fc.property(arbitraries.value(type), (value) => {
          const xml = writeValueElement("v", type, value, { nillable: false, service });
          const wrapper = parseXml(`<w xmlns="urn:reports" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${xml}</w>`);
          expect(readValueElement(childElements(wrapper)[0]!, type, "xml", { service, nillable: false })).toStrictEqual(value);
        }),
        { numRuns: 200 },
      );
    });
  }
});

describe("choices the spec refuses", () => {
  const withChoice = (choice: string): string =>
    SPEC.replace(
      "          - { name: NoSchedule, type: NoSchedule }\n          - { name: ScheduleDefinition, type: ScheduleDefinition }\n          - { name: ScheduleReference, type: ScheduleReference }",
      choice,
    );

  it("a class that its member's type cannot hold", () => {
    expect(specErrorOf(withChoice("          - { name: A, type: NoSchedule }\n          - { name: B, type: ParameterValue }"))).toContain(
      "class 'ParameterValue' is not 'ScheduleDefinitionOrReference' nor derived from it",
    );
  });

  it("an element or a class twice", () => {
    expect(specErrorOf(withChoice("          - { name: A, type: NoSchedule }\n          - { name: A, type: ScheduleReference }"))).toContain("the choice has the element 'A' twice");
    expect(specErrorOf(withChoice("          - { name: A, type: NoSchedule }\n          - { name: B, type: NoSchedule }"))).toContain("the choice has the class 'NoSchedule' twice");
  });

  it("a class whose values carry no $type", () => {
    const spec = SPEC.replace("  Subscription:\n    fields:", "  Plain:\n    fields: []\n  Other:\n    fields: []\n  Subscription:\n    fields:\n      - { name: P, type: Plain, choice: [{ name: A, type: Plain }, { name: B, type: Plain }] }");
    expect(specErrorOf(spec)).toContain("class 'Plain' has no base nor subclasses, so its values carry no $type to pick their element by");
  });

  it("a choice that is also nullable, or items named otherwise", () => {
    expect(specErrorOf(SPEC.replace("        type: ScheduleDefinitionOrReference\n        choice:", "        type: ScheduleDefinitionOrReference\n        nullable: true\n        choice:"))).toContain(
      "a choice of elements cannot also be 'nullable'",
    );
    expect(specErrorOf(SPEC.replace("        type: ScheduleDefinitionOrReference\n        choice:", "        type: ScheduleDefinitionOrReference\n        namespace: urn:other\n        choice:"))).toContain(
      "a choice of elements cannot also be 'namespace'",
    );
    expect(specErrorOf(SPEC.replace("        arrayItem:\n          choice:", "        arrayItem:\n          name: X\n          choice:"))).toContain(
      "the items of a choice are named by their class (choice), not by 'name'",
    );
  });
});
