/**
 * Enums named like XML Schema built-in types (`enum @int`, `enum date`, [XmlType("string")], [XmlType("dateTime")]),
 * as the lab's ASMX published and answered them (test/reference/lab/enum-builtin-names/): simple types `int`,
 * `date`, `string`, `dateTime` of the service's schema. The importer names them `int1`... in the spec with
 * `typeName` keeping the schema name, as it does such classes; the WSDL round-trips byte for byte; the server
 * answers the recorded exchanges byte for byte and the client reads them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording, importedLabWsdl } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/enum-builtin-names");
const WSDL = join(LAB, "wsdl/EnumBuiltinNames.asmx@wsdl.xml");
const ENDPOINT = "http://127.0.0.1/EnumBuiltinNames.asmx";
const SPEC_PATH = "spec/enum-builtin-names.yaml";
const { imported, model } = importedLabWsdl(WSDL, ENDPOINT, SPEC_PATH);

/** What EnumBuiltinNames.cs's methods return: their first argument. */
const handlers: OperationHandlers = {
  Echo: ({ value }: { value: string }) => value,
  Hold: ({ h }: { h: unknown }) => h,
  Many: ({ values }: { values: unknown }) => values,
  Kind: ({ kind }: { kind: string }) => kind,
};

describe("import and WSDL", () => {
  it("imports the enums under numbered spec names, typeName keeping the schema's, and round-trips the WSDL", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain(
      "enums:\n  int1:\n    typeName: int\n    values: [ Zero, One, Two ]\n  date1:\n    typeName: date\n    values: [ Today, Tomorrow ]\n  string1:\n    typeName: string\n    values: [ Plain, Rich ]\n  dateTime1:\n    typeName: dateTime\n    values: [ Now, Later ]\n",
    );
    expect(imported.yaml).toContain("      - { name: Counts, type: \"int1[]\" }\n      - { name: Plain, type: int }\n");
  });

  it("writes the enums under their schema names beside the built-ins", () => {
    const wsdl = renderWsdlSet(model, ENDPOINT)[0]!.text;
    expect(wsdl).toContain('<s:simpleType name="int">\n        <s:restriction base="s:string">\n          <s:enumeration value="Zero" />');
    expect(wsdl).toContain('<s:element minOccurs="1" maxOccurs="1" name="value" type="tns:int" />');
    expect(wsdl).toContain('<s:element minOccurs="1" maxOccurs="1" name="Plain" type="s:int" />');
    expect(wsdl).toContain('<s:element minOccurs="0" maxOccurs="unbounded" name="int" type="tns:int" />');
  });

  it("refuses, positioned, one enum's wire name on another", () => {
    const twice = imported.yaml.replace("  date1:\n    typeName: date\n", "  date1:\n    typeName: int\n");
    expect(twice).not.toBe(imported.yaml);
    expect(() => parseSpec(twice, SPEC_PATH)).toThrow(/spec\/enum-builtin-names\.yaml:\d+:\d+: enum 'date1' has the type name 'int' of enum 'int1'/);
  });
});

describe("the server answers the recorded exchanges", () => {
  answersRecordings(LAB, model, handlers, { count: 3, only: ["Echo.soap11", "Hold.soap11", "Kind.soap11"] });
});

// Many's `int[] plain` beside `@int[] values`: both published as one tns:ArrayOfInt of tns:int (the enum), while the
// service reads `plain` as ints (Many.soap11 answered 200 with <int>5</int>, Many.enumplain 500 with <int>One</int>).
// This is XmlSerializer's own rule, not Mono's: XmlReflectionImporter.SetArrayMappingType numbers a second ArrayOfInt
// only when its items differ in name, namespace, form or nillability (AccessorMapping.ElementsMatch), and an enum's
// items, like int's, are `int`, qualified and not nillable; the two mappings are chained under one name and the
// exporter writes the one met first (the class @int's nillable items are numbered: lab class-builtin-names). The
// WSDL is all the importer has, so `plain` imports as the enum array it declares; the spec as the C# says it
// (`plain: int[]`) generates the recorded WSDL byte for byte and its server reads `plain` as the lab's does.
describe("one ArrayOfInt for the enum's array and int[] (XmlSerializer's rule)", () => {
  it("imports `plain` as the WSDL declares it, the enum array", () => {
    expect(imported.yaml).toContain('      - { name: values, type: "int1[]" }\n      - { name: plain, type: "int1[]" }\n');
  });
  const asDeclared = imported.yaml.replace('      - { name: plain, type: "int1[]" }', '      - { name: plain, type: "int[]" }');
  const declared = parseSpec(asDeclared.replace(/endpoint: .*\n/, `endpoint: ${ENDPOINT}\n`), SPEC_PATH);
  it("generates the recorded WSDL byte for byte from the spec as the C# declares it (plain: int[])", () => {
    expect(asDeclared).not.toBe(imported.yaml);
    const recorded = readFileSync(WSDL, "utf8");
    expect(renderWsdlSet(parseSpec(asDeclared, SPEC_PATH), /<soap:address location="([^"]+)"/.exec(recorded)![1]!)[0]!.text).toBe(recorded);
  });
  describe("its server reads `plain` as ints, as the lab's did: 200 for <int>5</int>, 500 for <int>One</int>", () => {
    answersRecordings(LAB, declared, handlers, { count: 2, only: ["Many.soap11", "Many.enumplain"], failureTextIsDotNets: true });
  });
});

describe("the client", () => {
  it("reads the enums' values from the recorded responses", async () => {
    expect(await clientOfRecording(LAB, model, ENDPOINT, "Echo.soap11", "soap11").call("Echo", { value: "Two", day: "Tomorrow", kind: "Rich", when: "Later" })).toBe("Two");
    expect(await clientOfRecording(LAB, model, ENDPOINT, "Many.soap11", "soap11").call("Many", { values: ["One", "Two"], plain: ["One"] })).toEqual(["One", "Two"]);
    expect(await clientOfRecording(LAB, model, ENDPOINT, "Kind.soap11", "soap11").call("Kind", { kind: "Rich" })).toBe("Rich");
  });
});
