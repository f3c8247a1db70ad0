/**
 * Wire rules a real corpus needs beyond the reference services, each from the spec through the model to the
 * WSDL, the codec and back through import:
 * - a reference type marked [XmlElement(IsNullable = true)]: minOccurs="1" nillable="true", null as nil;
 * - an optional nullable value type: minOccurs="0" nillable="true", absent and nil told apart;
 * - [XmlArrayItem(ElementName, IsNullable)]: the items' element name and nillability inside ArrayOfX;
 * - names that are XML names but not .NET identifiers (`INPUT-VAL`), folded for TypeScript;
 * - ASMX 1.x's WSDL form (style="document" on soap:binding);
 * - a .NET struct: a value type, so its fields are always sent and its array items never nil;
 * - a nullable result (`decimal?`): minOccurs="1" nillable="true", null as nil.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { SpecError } from "../../generator/spec/diagnostics.js";
import type { ValueType } from "../../runtime/src/descriptor.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { parseXml } from "../../runtime/src/xml/tree.js";
import { RULES as SPEC, ALERTS as NILLABLE } from "./emitter-specs.js";

const model = parseSpec(SPEC, "spec/rules.yaml");
const wsdl = renderWsdlDocument(model, "https://h/Rules.asmx");
const service = descriptorOf(model);
const REC: ValueType = { kind: "complex", name: "Rec" };

describe("the WSDL says each rule as XmlSerializer exports it", () => {
  // Its WSDL: the emitter snapshot case field-wire-rules (emitters.test.ts).

  it("folds XML names into TypeScript names", () => {
    expect(model.operations[0]!.tsName).toBe("callRec");
    expect(model.types.find((t) => t.name === "Rec")!.fields.map((f) => f.tsName)).toEqual(["note", "count", "values", "parts", "inputVal", "at", "times"]);
  });

  it("imports back into the same rules, byte for byte", () => {
    const imported = importWsdl(wsdl, { source: "rules.wsdl", schema: "./spec.schema.json", specPath: "spec/rules.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("- { name: Note, type: string, nullable: true }");
    expect(imported.yaml).toContain("- { name: Count, type: int, nullable: true, optional: true }");
    expect(imported.yaml).toContain('- { name: Values, type: "string[]", arrayItem: { name: Value } }');
    expect(imported.yaml).toContain('- { name: Parts, type: "Part[]", arrayItem: { nillable: false } }');
    expect(imported.yaml).toContain('result: { type: "Part[]", arrayItem: { nillable: false } }');
    expect(imported.yaml).toContain("  wsdl:\n    framework: 1.x\n");
    expect(imported.yaml).toContain("  SysTime:\n    struct: true\n");
    expect(imported.yaml).toContain("result: { type: decimal, nullable: true }");
  });
});

describe("the codec keeps each rule", () => {
  const write = (value: object) => writeValueElement("rec", REC, value, { nillable: false, service });
  const read = (xml: string) => readValueElement(parseXml(`<rec xmlns="urn:rules" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${xml}</rec>`), REC, "xml", { service });

  const at = { hour: 7 };
  const tail = "<At><Hour>7</Hour></At>";
  it("writes a null nullable string as nil, and leaves an absent optional nullable int out but writes a null one as nil", () => {
    expect(write({ note: null, parts: null, at })).toBe(`<rec><Note xsi:nil="true" />${tail}</rec>`);
    expect(write({ note: "n", count: null, at })).toBe(`<rec><Note>n</Note><Count xsi:nil="true" />${tail}</rec>`);
    expect(write({ note: "n", count: 3, at })).toBe(`<rec><Note>n</Note><Count>3</Count>${tail}</rec>`);
  });

  it("never leaves a struct out: an absent one is an error naming it, and one not sent reads as its defaults", () => {
    expect(() => write({ note: "n" })).toThrow(/rec\.At: expected a value \(a value type: never null or absent\)/);
    expect(read("<Note>n</Note>")).toEqual({ note: "n", at: { hour: 0 } });
  });

  it("writes array items under their own name, nil only where the items are nillable", () => {
    expect(write({ note: "n", values: ["a", null], at })).toBe(`<rec><Note>n</Note><Values><Value>a</Value><Value xsi:nil="true" /></Values>${tail}</rec>`);
    expect(write({ note: "n", parts: [{ id: 1 }], at })).toBe(`<rec><Note>n</Note><Parts><Part><Id>1</Id></Part></Parts>${tail}</rec>`);
  });

  it("reads nil and absent apart", () => {
    expect(read(`<Note xsi:nil="true" /><Count xsi:nil="true" />${tail}`)).toEqual({ note: null, count: null, at });
    expect(read(`<Note>n</Note>${tail}`)).toEqual({ note: "n", at });
    expect(read(`<Values><Value>a</Value><Value xsi:nil="true" /></Values>${tail}`)).toEqual({ note: null, values: ["a", null], at });
  });
});

describe("misuse is a positioned spec error", () => {
  const errors = (spec: string): string[] => {
    try {
      parseSpec(spec, "spec/bad.yaml");
      return [];
    } catch (error) {
      return (error as SpecError).diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`);
    }
  };
  const head = "service: { name: S, namespace: 'urn:s', endpoint: 'https://h/S.asmx' }\noperations:\n  - name: Op\n    fields:\n";

  it("an array item rule on something that is not an array", () => {
    expect(errors(`${head}      - { name: a, type: string, arrayItem: { name: X } }\n`)).toEqual([
      "5:45: field 'a': 'arrayItem' applies to arrays, not string",
    ]);
  });

  it("one wrapper type with two item rules", () => {
    expect(errors(`${head}      - { name: a, type: "string[]" }\n      - { name: b, type: "string[]", arrayItem: { name: Value } }\n`)).toEqual([
      "6:49: the array wrapper 'ArrayOfString' already has items 'string' (nillable) at operations.0.fields.0.type; here its items would be 'Value' (nillable), and one WSDL type cannot say both: XmlSerializer numbers the one it meets second, which the spec says with 'arrayItem: { typeName: ArrayOfString1 }'",
    ]);
  });

  it("optional on a reference type", () => {
    expect(errors(`${head}      - { name: a, type: string, optional: true }\n`)[0]).toMatch(/field 'a': a string is optional already/);
  });
});

describe("[XmlElement(IsNullable = true)] on an array member: repeated items that may be nil", () => {
  const alerts = parseSpec(NILLABLE, "spec/alerts.yaml");
  const alertsWsdl = renderWsdlDocument(alerts, "https://h/Alerts.asmx");
  const types = descriptorOf(alerts);
  const TRIGGER: ValueType = { kind: "complex", name: "Trigger" };

  it("imports back byte for byte from the WSDL, where the repeated element is nillable (snapshot repeated-nillable)", () => {
    const imported = importWsdl(alertsWsdl, { source: "alerts.wsdl", schema: "spec.schema.json", specPath: "spec/alerts.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain('{ name: Channels, type: "Channel[]", repeated: true, nullable: true }');
  });

  it("writes and reads a null item as nil there, and still refuses one where items are not nillable", () => {
    const written = writeValueElement("trigger", TRIGGER, { channels: [{ id: 1 }, null], names: ["a"] }, { nillable: false, service: types });
    expect(written).toBe('<trigger><Channels><Id>1</Id></Channels><Channels xsi:nil="true" /><Names>a</Names></trigger>');
    const element = parseXml(`<trigger xmlns="urn:alerts" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${written.slice(9, -10)}</trigger>`);
    expect(readValueElement(element, TRIGGER, "xml", { service: types })).toEqual({ channels: [{ id: 1 }, null], names: ["a"] });
    expect(() => writeValueElement("trigger", TRIGGER, { names: [null] }, { nillable: false, service: types })).toThrow(/trigger\.Names\[0\]: expected an array without null items/);
  });
});
