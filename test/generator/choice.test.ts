/**
 * Choices of elements, as Reporting Services uses them: `[XmlElement("A", typeof(A)), ...]` on a member or
 * a parameter (xs:choice of single optional elements) and `[XmlArrayItem("A", typeof(A)), ...]` on an array
 * (ArrayOfChoice1). The value's class picks the element, the element the class: the WSDL, the import back,
 * the wire and the spec's checks.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { childElements, parseXml } from "../../runtime/src/xml/tree.js";
import { ValueArbitraries } from "../runtime/complex-arbitraries.js";
import { specErrorOf } from "../support/spec-error.js";
import { REPORTS_CHOICE as SPEC } from "./emitter-specs.js";

const model = parseSpec(SPEC, "spec/reports.yaml");
const wsdl = renderWsdlDocument(model, "https://h/Reports.asmx");
const service = descriptorOf(model);
const SUBSCRIPTION = { kind: "complex", name: "Subscription" } as const;
const read = (xml: string): unknown => readValueElement(parseXml(xml), SUBSCRIPTION, "xml", { service });

describe("a choice of elements", () => {
  // Its WSDL (xs:choice, ArrayOfChoice1) and its union types: the emitter snapshot case choice (emitters.test.ts).

  it("imports back byte for byte, the member named Item as wsdl.exe names it", () => {
    const imported = importWsdl(wsdl, { source: "reports.wsdl", schema: "spec.schema.json", specPath: "spec/reports.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("type: ScheduleDefinitionOrReference");
    expect(imported.yaml).toMatch(/choice:\s*\[?\s*\{ name: NoSchedule, type: NoSchedule \}/);
    expect(imported.yaml).toContain("ParameterValueOrFieldReference[]");
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
  });

  it("writes nothing for a null item of an ArrayOfChoice, as XmlSerializer: no element names it (lab choice-classes)", () => {
    const write = (parameterValues: unknown[]): string => writeValueElement("Subscription", SUBSCRIPTION, { parameterValues }, { nillable: false, service });
    expect(write([null])).toBe(write([]));
    expect(write([null, { $type: "ParameterValue", name: "b" }, null])).toBe(write([{ $type: "ParameterValue", name: "b" }]));
    expect(write([{ $type: "ParameterValue", name: "b" }])).toContain("<ParameterValue><Name>b</Name></ParameterValue>");
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
