/**
 * [XmlType(AnonymousType = true)] in the places the first recordings did not show, as the lab's ASMX published and
 * answered them (test/reference/lab/xml-type-anonymous-places): an anonymous enum as an attribute (its restriction
 * inline in the s:attribute, also a [Flags] one's xs:list, a namespaced attribute's global declaration and one with
 * a default), an anonymous enum with a namespace (the anonymity dropped: a named simple type there, as for a class),
 * a [Flags] enum with a namespace (a named xs:list there), and an anonymous class as a choice's element (its
 * complexType inline). The wire is as for named types. The spec generates the recorded WSDL byte for byte, import
 * reads it back, the server answers the recorded requests and the client reads the recorded answers. An anonymous
 * enum as a class's [XmlText] is refused: ASMX's ?wsdl fails on it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { answersRecordings, clientOfRecording, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/xml-type-anonymous-places");
const FILE = join(LAB, "wsdl/XmlTypeAnonymousPlaces.asmx@wsdl.xml");
const TEXT = readFileSync(FILE, "utf8");
const ADDRESS = /<soap:address location="([^"]+)"/.exec(TEXT)![1]!;

const SPEC = `service: { name: XmlTypeAnonymousPlaces, namespace: "http://lab.example.com/xml-type-anonymous-places", endpoint: "${ADDRESS}" }
enums:
  Shade: { anonymous: true, values: [Light, Dark] }
  Tone: { anonymous: true, values: [Warm, Cool] }
  Hue: { anonymous: true, namespace: "urn:lab:colors", values: [Red, Blue] }
  Marks: { anonymous: true, flags: true, values: { None: 0, Bold: 1, Italic: 2 } }
  Layers: { flags: true, namespace: "urn:lab:colors", values: { None: 0, Base: 1, Top: 2 } }
types:
  Dot: { anonymous: true, fields: [{ name: X, type: int }, { name: Y, type: int }] }
  Swatch:
    fields:
      - { name: Shade, type: Shade, attribute: true }
      - { name: tone, type: Tone, attribute: true }
      - { name: Hue, type: Hue }
      - { name: Marks, type: Marks }
      - { name: Layers, type: Layers }
      - { name: Flags, type: Marks, attribute: true }
      - { name: Edge, type: Shade, attribute: true, namespace: "urn:lab:attrs" }
      - { name: Temper, type: Tone, attribute: true, default: Warm }
  Figure:
    fields:
      - { name: Item, type: object, choice: [{ name: Dot, type: Dot }, { name: Name, type: string }] }
operations:
  - { name: EchoSwatch, fields: [{ name: swatch, type: Swatch }], result: { type: Swatch } }
  - { name: EchoFigure, fields: [{ name: figure, type: Figure }], result: { type: Figure } }
  - { name: GetHue, fields: [{ name: hue, type: Hue }], result: { type: Hue } }
  - { name: GetMarks, fields: [{ name: marks, type: Marks }], result: { type: Marks } }
  - { name: GetLayers, fields: [{ name: layers, type: Layers }], result: { type: Layers } }
`;
const model = parseSpec(SPEC, "spec/places.yaml");
const imported = importWsdl(TEXT, { source: FILE, schema: "spec.schema.json", specPath: "spec/places.yaml" });

/** The swatch of EchoSwatch.soap11, as the spec's TypeScript values. */
const SWATCH = { shade: "Dark", tone: "Cool", hue: "Blue", marks: ["Italic"], layers: ["Base", "Top"], flags: ["Bold", "Italic"], edge: "Light", temper: "Cool" };

describe("the spec generates the recorded WSDL byte for byte", () => {
  it("inline restrictions in attributes, named types in the other namespace, an inline class in a choice", () => {
    expect(renderWsdlDocument(model, ADDRESS)).toBe(TEXT);
  });
});

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });
  it("reads the attributes' inline restrictions as anonymous enums, the namespaced ones as named, the choice's class as anonymous", () => {
    expect(imported.yaml).toContain("  Shade:\n    anonymous: true\n    values: [ Light, Dark ]\n");
    expect(imported.yaml).toContain("  Tone:\n    anonymous: true\n    values: [ Warm, Cool ]\n");
    expect(imported.yaml).toContain("  Hue:\n    namespace: urn:lab:colors\n    values: [ Red, Blue ]\n");
    expect(imported.yaml).toContain("    namespace: urn:lab:colors\n    flags: true\n    values: { None: 0, Base: 1, Top: 2 }\n");
    expect(imported.yaml).toContain("      - { name: Flags, type: Marks, attribute: true }\n");
    expect(imported.yaml).toContain("      - { name: Temper, type: Tone, attribute: true, default: Warm }\n");
    expect(imported.yaml).toContain("      - { name: Item, type: object, choice: [ { name: Dot, type: Dot }, { name: Name, type: string } ] }\n");
    expect(imported.yaml).toContain("  Dot:\n    anonymous: true\n");
  });
  it("refuses an attribute holding anything but an anonymous enum's simple type, and a choice's element holding anything but a class", () => {
    const refusal = (from: string, to: string): string => {
      const changed = TEXT.replace(from, to);
      expect(changed).not.toBe(TEXT);
      try {
        importWsdl(changed, { source: "a.wsdl", schema: "spec.schema.json", specPath: "spec/a.yaml" });
      } catch (error) {
        return (error as Error).message;
      }
      return "no error";
    };
    expect(refusal('<s:attribute name="Shade" use="required">\n          <s:simpleType>', '<s:attribute name="Shade" use="required">\n          <s:complexType />\n          <s:simpleType>')).toBe(
      "a.wsdl:33:27: s:complexType: an attribute without a type holds an anonymous enum's simple type, the only one XmlSerializer writes there",
    );
    expect(refusal('<s:element minOccurs="0" maxOccurs="1" name="Dot">\n              <s:complexType>', '<s:element minOccurs="0" maxOccurs="1" name="Dot">\n              <s:simpleType><s:restriction base="s:string" /></s:simpleType><s:complexType>')).toBe(
      "a.wsdl:88:62: s:element: a choice's element without a type holds an anonymous class's complex type, the only one XmlSerializer writes there",
    );
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(
    LAB,
    model,
    {
      EchoSwatch: ({ swatch }: { swatch: unknown }) => swatch,
      EchoFigure: ({ figure }: { figure: unknown }) => figure,
      GetHue: ({ hue }: { hue: string }) => hue,
      GetMarks: ({ marks }: { marks: string[] }) => marks,
      GetLayers: ({ layers }: { layers: string[] }) => layers,
    },
    // EchoSwatch.soap11.bad-attribute: 'Dim' is no Shade, a 500 whose text is .NET's stack trace.
    { count: 8, failureTextIsDotNets: true },
  );
});

describe("the client reads the recorded answers and sends the recorded bodies", () => {
  it.each([
    ["EchoSwatch.soap11", "soap11", "EchoSwatch", { swatch: SWATCH }, SWATCH],
    ["EchoFigure.soap11.dot", "soap11", "EchoFigure", { figure: { item: { $element: "Dot", value: { x: 3, y: 4 } } } }, { item: { $element: "Dot", value: { x: 3, y: 4 } } }],
    ["EchoFigure.soap11.name", "soap11", "EchoFigure", { figure: { item: { $element: "Name", value: "origin" } } }, { item: { $element: "Name", value: "origin" } }],
    ["GetHue.soap11", "soap11", "GetHue", { hue: "Blue" }, "Blue"],
    ["GetHue.httpget", "httpGet", "GetHue", { hue: "Red" }, "Red"],
    ["GetMarks.soap11", "soap11", "GetMarks", { marks: ["Bold", "Italic"] }, ["Bold", "Italic"]],
    ["GetLayers.soap11", "soap11", "GetLayers", { layers: ["Top"] }, ["Top"]],
  ] as const)("%s", async (exchange, binding: BindingKind, operation, args, expected) => {
    expect(await clientOfRecording(LAB, model, ADDRESS, exchange, binding).call(operation, args)).toEqual(expected);
    const { sent, url } = await sentByClient(LAB, model, ADDRESS, exchange, binding, operation, args);
    const request = readFileSync(join(LAB, "exchanges", `${exchange}.request.txt`), "utf8");
    if (binding === "httpGet") expect(new URL(url).search).toBe(/GET \S+(\?\S*)/.exec(request)![1]);
    else {
      // The recorded requests are written by hand; the body element is the client's, prefixes aside.
      const body = (text: string): string => /<soap:Body>\s*([^]*?)\s*<\/soap:Body>/.exec(text)![1]!.replace(/ xmlns:\w+="urn:lab:attrs"/, "").replace(/\b\w+:Edge=/, "Edge=");
      expect(body(sent)).toBe(body(request));
    }
  });
});

describe("the generated fixtures pass through the server and the client", () => {
  passesFixtures(model, labFixtureSet(model, "anon-places-"));
});

describe("an anonymous enum as a class's text: ASMX's ?wsdl fails, the spec refuses it", () => {
  it("refused at the field", () => {
    const spec = `service: { name: P, namespace: "urn:p", endpoint: "http://x/P.asmx" }\nenums:\n  F: { anonymous: true, values: [A] }\ntypes:\n  C: { fields: [{ name: Lang, type: string, attribute: true }, { name: V, type: F, text: true }] }\noperations:\n  - { name: Get, fields: [], result: { type: C } }\n`;
    expect(specErrorOf(spec)).toBe(
      "spec/test.yaml:5:64: field 'V': the anonymous enum 'F' cannot be a class's text ([XmlText]): its simpleContent would extend a type with no name, and ASMX's ?wsdl fails (\"Illegal type derivation: Type 'F' derives from anonymous type\"); make the enum named",
    );
  });
});
