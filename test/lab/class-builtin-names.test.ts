/**
 * Classes named like XML Schema built-in types (`class @int`, `date`, `@object`, `dateTime`, `stream`, `DataSet`) as
 * the lab's ASMX published and answered them (test/reference/lab/class-builtin-names, three services). Their arrays
 * beside the built-ins' of one wrapper name (`@int[]` beside `int[]`, `dateTime[]` beside `DateTime[]`): XmlSerializer
 * numbers the one it meets second (ArrayOfInt1), because a class's items are nillable and the built-in's are not
 * (XmlReflectionImporter.SetArrayMappingType compares item name, namespace, form and nillability). The spec says the
 * numbered wrapper (`arrayItem: { typeName: ArrayOfInt1 }`); per service the spec generates the recorded WSDL byte
 * for byte, import reads it back to that spec, the server answers the recorded requests byte for byte and the
 * client reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/class-builtin-names");
const recorded = (folder: string, service: string) => {
  const file = join(LAB, folder, `${service}.asmx@wsdl.xml`);
  const text = readFileSync(file, "utf8");
  const address = /<soap:address location="([^"]+)"/.exec(text)![1]!;
  const specPath = `spec/${service}.yaml`;
  const imported = importWsdl(text, { source: file, schema: "spec.schema.json", specPath });
  return { text, address, imported, specPath };
};
const header = (service: string, address: string) => `service: { name: ${service}, namespace: "urn:lab", endpoint: "${address}" }\n`;
/** The body of an imported spec: from its `types:` on. */
const body = (yaml: string) => yaml.slice(yaml.indexOf("types:\n")).replace(/\n\n/g, "\n");

describe("class @int and class date, @int[] met before int[] (service ClassBuiltinNames)", () => {
  const lab = recorded("wsdl", "ClassBuiltinNames");
  const TYPES = `types:
  int1:
    typeName: int
    fields:
      - { name: Label, type: string }
      - { name: Inner, type: int1 }
  date1:
    typeName: date
    fields:
      - { name: Day, type: int }
      - { name: When, type: dateTime }
  Holder:
    fields:
      - { name: Value, type: int1 }
      - { name: Day, type: date1 }
      - { name: Many, type: "int1[]" }
      - { name: Plain, type: "int[]", arrayItem: { typeName: ArrayOfInt1 } }
      - { name: Days, type: "date1[]" }
      - { name: Count, type: int }
`;
  const SPEC = `${header("ClassBuiltinNames", lab.address)}${TYPES}fields:
  plain: { type: "int[]", arrayItem: { typeName: ArrayOfInt1 } }
operations:
  - name: Echo
    fields:
      - { name: value, type: int1 }
      - { name: day, type: date1 }
    result: { type: int1 }
  - name: Hold
    fields:
      - { name: h, type: Holder }
    result: { type: Holder }
  - name: Mixed
    fields:
      - { name: values, type: "int1[]" }
      - plain
    result: { type: "int1[]" }
  - name: Plain
    fields: [ plain ]
    result: { type: "int[]", arrayItem: { typeName: ArrayOfInt1 } }
  - name: Days
    fields:
      - { name: days, type: "date1[]" }
    result: { type: "date1[]" }
`;
  const model = parseSpec(SPEC, lab.specPath);
  const handlers: OperationHandlers = {
    Echo: ({ value }: { value: unknown }) => value,
    Hold: ({ h }: { h: unknown }) => h,
    Mixed: ({ values }: { values: unknown }) => values,
    Plain: ({ plain }: { plain: unknown }) => plain,
    Days: ({ days }: { days: unknown }) => days,
  };

  it("generates the recorded WSDL byte for byte: tns:int beside s:int, ArrayOfInt of nillable tns:int, ArrayOfInt1 of s:int", () => {
    expect(renderWsdlDocument(model, lab.address)).toBe(lab.text);
    expect(lab.text).toContain('<s:complexType name="ArrayOfInt1">\n        <s:sequence>\n          <s:element minOccurs="0" maxOccurs="unbounded" name="int" type="s:int" />');
    // Over HTTP the WSDL's element is the numbered one, though the document's root is <ArrayOfInt> (Plain.httpget).
    expect(lab.text).toContain('<s:element name="ArrayOfInt1" nillable="true" type="tns:ArrayOfInt1" />');
  });
  it("imports to the same spec, byte for byte", () => {
    expect(lab.imported.byteEqual).toBe(true);
    expect(body(lab.imported.yaml)).toBe(body(SPEC));
  });
  it("refuses, positioned, the int[] left unnumbered beside the class's array, and says the wrapper XmlSerializer gives it", () => {
    const unnumbered = SPEC.replace('      - { name: Plain, type: "int[]", arrayItem: { typeName: ArrayOfInt1 } }', '      - { name: Plain, type: "int[]" }');
    expect(unnumbered).not.toBe(SPEC);
    expect(specErrorOf(unnumbered, lab.specPath)).toBe(
      "spec/ClassBuiltinNames.yaml:18:30: the array wrapper 'ArrayOfInt' already has items 'int' (nillable) at types.Holder.fields.2.type; here its items would be 'int', and one WSDL type cannot say both: XmlSerializer numbers the one it meets second, which the spec says with 'arrayItem: { typeName: ArrayOfInt1 }'",
    );
  });
  describe("the server answers the recorded requests byte for byte", () => {
    answersRecordings(LAB, model, handlers, {
      count: 7,
      only: ["Echo.soap11", "Echo.nil", "Hold.soap11", "Mixed.soap11", "Plain.soap11", "Plain.httpget", "Days.soap11"],
    });
  });
  it("the client reads the recorded answers: a nil item, the int[] document under <ArrayOfInt>", async () => {
    const mixed = await clientOfRecording(LAB, model, lab.address, "Mixed.soap11", "soap11").call("Mixed", { values: [], plain: [] });
    expect(mixed).toEqual([{ label: "x", inner: { label: "y" } }, null]);
    expect(await clientOfRecording(LAB, model, lab.address, "Plain.httpget", "httpGet").call("Plain", { plain: [3, 4] })).toEqual([3, 4]);
    expect(await clientOfRecording(LAB, model, lab.address, "Echo.nil", "soap11").call("Echo", { value: null, day: null })).toBeNull();
  });
});

describe("int[] met before @int[] (service ClassBuiltinNamesReversed): the class's array is the numbered one", () => {
  const lab = recorded("wsdl-reversed", "ClassBuiltinNamesReversed");
  const SPEC = `${header("ClassBuiltinNamesReversed", lab.address)}types:
  int1:
    typeName: int
    fields:
      - { name: Label, type: string }
      - { name: Inner, type: int1 }
fields:
  plain: { type: "int[]" }
operations:
  - name: Plain
    fields: [ plain ]
    result: { type: "int[]" }
  - name: Mixed
    fields:
      - plain
      - { name: values, type: "int1[]", arrayItem: { typeName: ArrayOfInt1 } }
    result: { type: "int1[]", arrayItem: { typeName: ArrayOfInt1 } }
`;
  const model = parseSpec(SPEC, lab.specPath);
  const handlers: OperationHandlers = { Plain: ({ plain }: { plain: unknown }) => plain, Mixed: ({ values }: { values: unknown }) => values };

  it("generates the recorded WSDL byte for byte, and import reads it back to the same spec", () => {
    expect(renderWsdlDocument(model, lab.address)).toBe(lab.text);
    expect(lab.imported.byteEqual).toBe(true);
    expect(body(lab.imported.yaml)).toBe(body(SPEC));
  });
  describe("the server answers the recorded requests byte for byte", () => {
    answersRecordings(LAB, model, handlers, { count: 3, only: ["Reversed.Plain.soap11", "Reversed.Plain.httpget", "Reversed.Mixed.soap11"] });
  });
  it("the client reads the class's array from the recorded answer", async () => {
    const client = clientOfRecording(LAB, model, lab.address, "Reversed.Mixed.soap11", "soap11");
    expect(await client.call("Mixed", { plain: [5], values: [] })).toEqual([{ label: "r" }]);
  });
});

describe("classes object, dateTime, stream and DataSet (service ClassBuiltinNamesMore)", () => {
  const lab = recorded("wsdl-more", "ClassBuiltinNamesMore");
  // No method of this service has HTTP GET/POST parameters, so the spec asks for the HTTP bindings the lab publishes.
  const SPEC = `service: { name: ClassBuiltinNamesMore, namespace: "urn:lab", endpoint: "${lab.address}", bindings: [soap11, soap12, httpGet, httpPost] }
types:
  dateTime1:
    typeName: dateTime
    fields:
      - { name: At, type: dateTime }
  object1:
    typeName: object
    fields:
      - { name: Note, type: string }
  stream1:
    typeName: stream
    fields:
      - { name: Bytes, type: base64Binary }
  DataSet1:
    typeName: DataSet
    fields:
      - { name: Table, type: string }
operations:
  - name: Moments
    fields:
      - { name: moments, type: "dateTime1[]" }
      - { name: times, type: "dateTime[]", arrayItem: { typeName: ArrayOfDateTime1 } }
    result: { type: "dateTime1[]" }
  - name: Objects
    fields:
      - { name: objects, type: "object1[]" }
      - { name: plain, type: "object[]" }
    result: { type: "object1[]" }
  - name: Stream
    fields:
      - { name: s, type: stream1 }
      - { name: d, type: DataSet1 }
    result: { type: stream1 }
  - name: Sets
    fields:
      - { name: sets, type: "DataSet1[]" }
    result: { type: "DataSet1[]" }
`;
  const model = parseSpec(SPEC, lab.specPath);
  const handlers: OperationHandlers = {
    Moments: ({ moments }: { moments: unknown }) => moments,
    Objects: ({ objects }: { objects: unknown }) => objects,
    Stream: ({ s }: { s: unknown }) => s,
    Sets: ({ sets }: { sets: unknown }) => sets,
  };

  it("generates the recorded WSDL byte for byte: ArrayOfDateTime of the class, ArrayOfDateTime1 of s:dateTime, ArrayOfObject beside ArrayOfAnyType", () => {
    expect(renderWsdlDocument(model, lab.address)).toBe(lab.text);
  });
  it("imports to the same spec, byte for byte", () => {
    expect(lab.imported.byteEqual).toBe(true);
    expect(body(lab.imported.yaml)).toBe(body(SPEC));
  });
  describe("the server answers the recorded requests byte for byte", () => {
    answersRecordings(LAB, model, handlers, { count: 4, only: ["More.Moments.soap11", "More.Objects.soap11", "More.Stream.soap11", "More.Sets.soap11"] });
  });
  it("the client reads the recorded answers", async () => {
    const at = await clientOfRecording(LAB, model, lab.address, "More.Moments.soap11", "soap11").call("Moments", { moments: [], times: [] });
    expect(at).toHaveLength(1);
    const sets = await clientOfRecording(LAB, model, lab.address, "More.Sets.soap11", "soap11").call("Sets", { sets: [] });
    expect(sets).toEqual([{ table: "a" }]);
  });
});
