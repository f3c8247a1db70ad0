/**
 * [XmlType(AnonymousType = true)] as the lab's ASMX published and answered it (test/reference/lab/
 * xml-type-anonymous, -more, -enum): no named type; the class's complexType (an enum's restriction) inline in
 * every element of it (members, results, parameters, array items, nested, its HTTP result element); an array
 * keeps its named wrapper ArrayOfX. The wire is unchanged. Import reads each recorded WSDL to a spec with
 * `anonymous: true` that generates it byte for byte; the server answers the recorded requests with the recorded
 * bytes; the client reads the recorded answers. What ASMX does not write (a base, subclasses, [XmlInclude]) and
 * what the lab has not recorded is refused at its place (namespace and typeName: xml-type-anonymous-forms.test.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab");
const recording = (folder: string, service: string) => {
  const lab = join(LAB, folder);
  const file = join(lab, `wsdl/${service}.asmx@wsdl.xml`);
  const text = readFileSync(file, "utf8");
  const imported = importWsdl(text, { source: file, schema: "spec.schema.json", specPath: `spec/${folder}.yaml` });
  return { lab, file, text, imported, model: imported.model, endpoint: `http://127.0.0.1/${service}.asmx` };
};

const anon = recording("xml-type-anonymous", "XmlTypeAnonymous");
const more = recording("xml-type-anonymous-more", "XmlTypeAnonymousMore");
const enums = recording("xml-type-anonymous-enum", "XmlTypeAnonymousEnum");

/** The values XmlTypeAnonymous*.cs return. */
const INLINE = { a: "x", b: 2 };
const OUTER = { name: "n", part: { a: "a", b: 1 } };
const HOLDER = { items: [{ n: 1 }, { n: 2 }], branch: { a: "a", leaf: { c: "c" } } };

describe("the spec says anonymous: true, and generates the recorded WSDL byte for byte", () => {
  it("a class used as a member, a result and an HTTP result", () => {
    const spec = `service: { name: XmlTypeAnonymous, namespace: "http://lab.example.com/xml-type-anonymous", endpoint: "http://127.0.0.1:46737/XmlTypeAnonymous.asmx" }
types:
  Inline: { anonymous: true, fields: [{ name: A, type: string }, { name: B, type: int }] }
  Outer: { fields: [{ name: Name, type: string }, { name: Part, type: Inline }] }
operations:
  - { name: GetOuter, fields: [], result: { type: Outer } }
  - { name: GetInline, fields: [], result: { type: Inline } }
`;
    expect(renderWsdlDocument(parseSpec(spec, "spec/a.yaml"), "http://127.0.0.1:46737/XmlTypeAnonymous.asmx")).toBe(
      anon.text,
    );
  });

  it("array items, a parameter and nested anonymous classes", () => {
    const spec = `service: { name: XmlTypeAnonymousMore, namespace: "http://lab.example.com/xml-type-anonymous-more", endpoint: "http://127.0.0.1:44765/XmlTypeAnonymousMore.asmx" }
types:
  Leaf: { anonymous: true, fields: [{ name: C, type: string }] }
  Branch: { anonymous: true, fields: [{ name: A, type: string }, { name: Leaf, type: Leaf }] }
  Item: { anonymous: true, fields: [{ name: N, type: int }] }
  Holder: { fields: [{ name: Items, type: "Item[]" }, { name: Branch, type: Branch }] }
operations:
  - { name: GetHolder, fields: [], result: { type: Holder } }
  - { name: GetItems, fields: [], result: { type: "Item[]" } }
  - { name: Echo, fields: [{ name: b, type: Branch }], result: { type: Branch } }
`;
    expect(renderWsdlDocument(parseSpec(spec, "spec/m.yaml"), "http://127.0.0.1:44765/XmlTypeAnonymousMore.asmx")).toBe(
      more.text,
    );
  });

  it("an enum", () => {
    const spec = `service: { name: XmlTypeAnonymousEnum, namespace: "http://lab.example.com/xml-type-anonymous-enum", endpoint: "http://127.0.0.1:37259/XmlTypeAnonymousEnum.asmx" }
enums:
  Color: { anonymous: true, values: [Red, Green] }
types:
  Paint: { fields: [{ name: Color, type: Color }] }
operations:
  - { name: GetPaint, fields: [], result: { type: Paint } }
  - { name: GetColor, fields: [], result: { type: Color } }
`;
    expect(renderWsdlDocument(parseSpec(spec, "spec/e.yaml"), "http://127.0.0.1:37259/XmlTypeAnonymousEnum.asmx")).toBe(
      enums.text,
    );
  });
});

describe("import of the recorded WSDLs", () => {
  it.each([
    ["xml-type-anonymous", anon],
    ["xml-type-anonymous-more", more],
    ["xml-type-anonymous-enum", enums],
  ])("%s comes back byte for byte", (_, r) => {
    expect(r.imported.byteEqual).toBe(true);
  });

  it("names a class by its HTTP result element, an array's by its items, a nested one by its element", () => {
    expect(anon.imported.yaml).toContain(
      "  Inline:\n    anonymous: true\n    fields:\n      - { name: A, type: string }\n      - { name: B, type: int }\n",
    );
    expect(more.imported.yaml).toContain("  Branch:\n    anonymous: true\n");
    expect(more.imported.yaml).toContain("  Leaf:\n    anonymous: true\n");
    expect(more.imported.yaml).toContain("  Item:\n    anonymous: true\n");
    expect(more.imported.yaml).toContain('- { name: Items, type: "Item[]" }');
    expect(enums.imported.yaml).toContain("  Color:\n    anonymous: true\n    values: [ Red, Green ]\n");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  describe("xml-type-anonymous", () => {
    const handlers: OperationHandlers = { GetOuter: () => OUTER, GetInline: () => INLINE };
    answersRecordings(anon.lab, anon.model, handlers, { count: 3 });
  });
  describe("xml-type-anonymous-more", () => {
    const handlers: OperationHandlers = {
      GetHolder: () => HOLDER,
      GetItems: () => [{ n: 3 }],
      Echo: ({ b }: { b: unknown }) => b,
    };
    answersRecordings(more.lab, more.model, handlers, { count: 4 });
  });
  describe("xml-type-anonymous-enum", () => {
    const handlers: OperationHandlers = { GetPaint: () => ({ color: "Green" }), GetColor: () => "Red" };
    answersRecordings(enums.lab, enums.model, handlers, { count: 2 });
  });
});

describe("the client reads the recorded answers", () => {
  const call = (
    r: typeof anon,
    name: string,
    binding: BindingKind,
    operation: string,
    args: Record<string, unknown> = {},
  ) => clientOfRecording(r.lab, r.model, r.endpoint, name, binding).call(operation, args);

  it.each([
    ["GetOuter.soap11", "soap11", "GetOuter", OUTER],
    ["GetInline.soap11", "soap11", "GetInline", INLINE],
    ["GetInline.httpget", "httpGet", "GetInline", INLINE],
  ] as const)("xml-type-anonymous %s", async (name, binding, operation, expected) => {
    expect(await call(anon, name, binding, operation)).toEqual(expected);
  });

  it.each([
    ["GetHolder.soap11", "soap11", "GetHolder", {}, HOLDER],
    ["GetItems.soap11", "soap11", "GetItems", {}, [{ n: 3 }]],
    ["GetItems.httpget", "httpGet", "GetItems", {}, [{ n: 3 }]],
    ["Echo.soap11", "soap11", "Echo", { b: { a: "q", leaf: { c: "r" } } }, { a: "q", leaf: { c: "r" } }],
  ] as const)("xml-type-anonymous-more %s", async (name, binding, operation, args, expected) => {
    expect(await call(more, name, binding, operation, args)).toEqual(expected);
  });

  it.each([
    ["GetPaint.soap11", "soap11", "GetPaint", { color: "Green" }],
    ["GetColor.httpget", "httpGet", "GetColor", "Red"],
  ] as const)("xml-type-anonymous-enum %s", async (name, binding, operation, expected) => {
    expect(await call(enums, name, binding, operation)).toEqual(expected);
  });
});

describe("anonymous the spec refuses, with its place", () => {
  const spec = (
    types: string,
    extra = "",
  ) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx"${extra} }
${types}
operations:
  - name: Get
    fields: []
    result: { type: C }
`;
  it("on a header class", () => {
    expect(specErrorOf(spec("types:\n  C: { fields: [] }\nheaders:\n  H: { anonymous: true, fields: [] }"))).toBe(
      "spec/test.yaml:5:8: 'anonymous' applies to classes under 'types'; a header class's element is named after its XML type",
    );
  });
  it("with a base", () => {
    expect(specErrorOf(spec("types:\n  B: { fields: [] }\n  C: { base: B, anonymous: true, fields: [] }"))).toBe(
      "spec/test.yaml:4:17: anonymous class 'C' cannot have a base or be abstract: without a type name no xsi:type can name it",
    );
  });
  it("as a base", () => {
    expect(specErrorOf(spec("types:\n  B: { anonymous: true, fields: [] }\n  C: { base: B, fields: [] }"))).toBe(
      "spec/test.yaml:4:14: class 'C' cannot derive from the anonymous class 'B': an anonymous class has no type name to extend",
    );
  });
  it("with root ([XmlRoot], not recorded with it)", () => {
    expect(specErrorOf(spec("types:\n  C: { anonymous: true, root: { nullable: false }, fields: [] }"))).toBe(
      "spec/test.yaml:3:8: anonymous class 'C' with 'root' ([XmlRoot]) is not yet supported (the lab has not recorded both)",
    );
  });
  it("with a text field beside an element (simpleContent holds attributes only)", () => {
    expect(
      specErrorOf(
        spec(
          "types:\n  C: { anonymous: true, fields: [{ name: V, type: string, text: true }, { name: E, type: string }] }",
        ),
      ),
    ).toBe(
      "spec/test.yaml:3:33: class 'C' has a text field ('V'), so its other fields must be attributes ('E' is an element), or one xs:any member of type XmlElement[] or XmlNode[] (mixed content)",
    );
  });
  it("named by [XmlInclude]", () => {
    expect(specErrorOf(spec("types:\n  C: { anonymous: true, fields: [] }", ", xmlInclude: [C]"))).toBe(
      "spec/test.yaml:1:84: class 'C' is anonymous: [XmlInclude] names a class for xsi:type, which an anonymous class has no name for",
    );
  });
  it("in a WCF service (data contracts always have a name)", () => {
    const wcf =
      ', wcf: { serializer: dataContract, dataContractNamespace: "urn:dc", contracts: [{ name: IS, namespace: "urn:s" }] }';
    expect(
      specErrorOf(
        spec(
          "enums:\n  E: { anonymous: true, values: [A] }\ntypes:\n  C: { anonymous: true, fields: [{ name: E, type: E }] }",
          wcf,
        ),
      ),
    ).toBe(
      "spec/test.yaml:3:8: enum 'E': 'anonymous' ([XmlType(AnonymousType = true)]) applies to ASMX services; a WCF service's data contract enum always has a name\nspec/test.yaml:5:8: class 'C': 'anonymous' ([XmlType(AnonymousType = true)]) applies to ASMX services; a WCF service's data contract always has a name",
    );
  });
  it("holding itself, directly or through a named class (lab xml-type-anonymous-circular: ?wsdl fails)", () => {
    expect(specErrorOf(spec("types:\n  C: { anonymous: true, fields: [{ name: Next, type: C }] }"))).toBe(
      "spec/test.yaml:3:8: anonymous class 'C' holds itself (a circular type reference, for which ASMX's ?wsdl fails): make it a named class",
    );
    expect(
      specErrorOf(
        spec(
          'types:\n  C: { anonymous: true, fields: [{ name: Next, type: N }] }\n  N: { fields: [{ name: Back, type: "C[]" }] }',
        ),
      ),
    ).toBe(
      "spec/test.yaml:3:8: anonymous class 'C' holds itself (a circular type reference, for which ASMX's ?wsdl fails): make it a named class",
    );
  });
});

describe("anonymous types the import refuses, with its place", () => {
  const importError = (text: string, from: string | RegExp, to: string): string => {
    const changed = text.replace(from, to);
    expect(changed).not.toBe(text);
    try {
      importWsdl(changed, { source: "a.wsdl", schema: "spec.schema.json", specPath: "spec/a.yaml" });
    } catch (error) {
      return (error as Error).message;
    }
    return "no error";
  };
  const PART = '<s:element minOccurs="0" maxOccurs="1" name="Part">\n            <s:complexType>';
  it("mixed content", () => {
    expect(importError(anon.text, PART, PART.replace("<s:complexType>", '<s:complexType mixed="true">'))).toBe(
      'a.wsdl:19:40: s:complexType mixed: an anonymous complex type with mixed="true" is not something ASMX writes ([XmlType(AnonymousType = true)] classes have no base, subclasses or mixed content)',
    );
  });
  it("extending a base", () => {
    const base =
      '<s:element minOccurs="0" maxOccurs="1" name="Part">\n            <s:complexType><s:complexContent mixed="false"><s:extension base="tns:Outer" /></s:complexContent></s:complexType></s:element>';
    expect(importError(anon.text, /<s:element minOccurs="0" maxOccurs="1" name="Part">[^]*?<\/s:element>/, base)).toBe(
      "a.wsdl:19:59: s:complexContent: an anonymous complex type extending a base is not something ASMX writes: an [XmlType(AnonymousType = true)] class cannot derive (no xsi:type could name it)",
    );
  });
});
