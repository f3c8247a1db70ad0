/**
 * The [XmlAnyAttribute] member's value type and its start-tag rules (runtime/src/soap/any-attributes.ts): what
 * is read into it, which prefix each attribute is written with, and what is refused so that the start tag
 * stays well-formed and reads back the same.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  anyAttributeOf,
  attributeKey,
  StartTagPrefixes,
  takenAttributes,
  writeAnyAttributes,
  XML_NS,
  XMLNS_NS,
} from "../../runtime/src/soap/any-attributes.js";
import type { FieldDescriptor } from "../../runtime/src/descriptor.js";
import { XSI_NS } from "../../runtime/src/protocol.js";
import { xmlNodeKind } from "../../runtime/src/soap/xml-node.js";
import { depthNamer } from "../../runtime/src/soap/made-up-prefix.js";
import { ValueFormatError } from "../../runtime/src/values.js";
import { parseXml } from "../../runtime/src/xml/tree.js";

describe("anyAttributeOf: an attribute read", () => {
  it("keeps its name, namespace and prefix as written", () => {
    expect(anyAttributeOf("x", "x", "", "1")).toStrictEqual({ name: "x", value: "1" });
    expect(anyAttributeOf("y:a", "a", "urn:y", "2")).toStrictEqual({
      name: "a",
      namespace: "urn:y",
      prefix: "y",
      value: "2",
    });
    expect(anyAttributeOf("xml:lang", "lang", XML_NS, "en")).toStrictEqual({
      name: "lang",
      namespace: XML_NS,
      prefix: "xml",
      value: "en",
    });
  });

  it("leaves namespace declarations and xsi's attributes aside", () => {
    expect(anyAttributeOf("xmlns", "xmlns", XMLNS_NS, "urn:d")).toBeUndefined();
    expect(anyAttributeOf("xmlns:p", "p", XMLNS_NS, "urn:p")).toBeUndefined();
    expect(anyAttributeOf("xsi:type", "type", XSI_NS, "T")).toBeUndefined();
  });
});

describe("takenAttributes: the names the class's other attribute members take", () => {
  const string = { kind: "simple", type: "string" } as const;
  const members: FieldDescriptor[] = [
    { wireName: "Id", tsName: "id", type: string, form: "attribute" },
    {
      wireName: "Extra",
      tsName: "extra",
      type: { kind: "array", item: { kind: "xml", node: "XmlAttribute" }, itemElement: "XmlAttribute" },
      form: "anyAttribute",
    },
    { wireName: "Q", tsName: "q", type: string, form: "attribute", qualified: true },
    { wireName: "O", tsName: "o", type: string, form: "attribute", namespace: "urn:o" },
    { wireName: "Name", tsName: "name", type: string },
  ];
  it("by namespace and local name, the qualified one in the content's namespace, the member itself and elements not", () => {
    expect([...takenAttributes(members, 4, "urn:c")]).toStrictEqual([
      attributeKey("", "Id"),
      attributeKey("urn:c", "Q"),
      attributeKey("urn:o", "O"),
    ]);
  });
});

describe("StartTagPrefixes", () => {
  it("gives an attribute its own prefix, declared after the attributes, the last first", () => {
    const prefixes = new StartTagPrefixes(depthNamer(4), []);
    expect(prefixes.forAttribute("urn:z", "z")).toBe("z");
    expect(prefixes.forAttribute("urn:y", "y")).toBe("y");
    expect(prefixes.forAttribute("urn:z", "z")).toBe("z");
    expect(prefixes.declarations).toBe(' xmlns:y="urn:y" xmlns:z="urn:z"');
    expect([...prefixes.byNamespace]).toStrictEqual([
      ["urn:z", "z"],
      ["urn:y", "y"],
    ]);
  });

  it("uses the prefix in scope for a namespace, xml for the XML namespace, none for no namespace", () => {
    const prefixes = new StartTagPrefixes(depthNamer(4), [new Map([["urn:q", "q1"]])], new Map([["urn:m", "d3p1"]]));
    expect(prefixes.forAttribute("", "p")).toBe("");
    expect(prefixes.forAttribute(XML_NS, "x")).toBe("xml");
    expect(prefixes.forAttribute("urn:m", undefined)).toBe("d3p1");
    expect(prefixes.forAttribute("urn:q", undefined)).toBe("q1");
    expect(prefixes.forAttribute(XSI_NS, undefined)).toBe("xsi");
    expect(prefixes.declared).toBe(false);
  });

  it("never rebinds xml, xmlns, xsi, xsd or a prefix declared around: it makes one up instead", () => {
    const prefixes = new StartTagPrefixes(depthNamer(2), [new Map([["urn:q", "q1"]])]);
    expect(["xml", "xmlns", "xsi", "xsd", "q1"].map((p, i) => prefixes.forAttribute(`urn:${i}`, p))).toStrictEqual([
      "d2p1",
      "d2p2",
      "d2p3",
      "d2p4",
      "d2p5",
    ]);
  });

  it("skips a made-up name an attribute took as its own prefix", () => {
    const prefixes = new StartTagPrefixes(depthNamer(4), []);
    expect(prefixes.forAttribute("urn:a", "d4p1")).toBe("d4p1");
    expect(prefixes.forNamespace("urn:b")).toBe("d4p2");
    expect(prefixes.forAttribute("urn:c", "d4p2")).toBe("d4p3");
  });

  it("writes start tags that parse, whatever the prefixes wished", () => {
    const prefix = fc.constantFrom(undefined, "a", "b", "xml", "xmlns", "xsi", "xsd", "d1p1", "d1p2", "q1");
    const namespace = fc.constantFrom("", "urn:a", "urn:b", "urn:c", XML_NS);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ name: fc.constantFrom("a", "b", "c", "lang"), namespace, prefix }), {
          selector: (a) => attributeKey(a.namespace, a.name),
          maxLength: 6,
        }),
        (items) => {
          const prefixes = new StartTagPrefixes(depthNamer(1), [new Map([["urn:q", "q1"]])]);
          const values = items.map((a) => ({
            name: a.name,
            ...(a.namespace ? { namespace: a.namespace } : {}),
            ...(a.prefix ? { prefix: a.prefix } : {}),
            value: "v",
          }));
          const text = writeAnyAttributes(values, prefixes, new Set(), "p");
          const xml = `<r xmlns:xsi="${XSI_NS}" xmlns:q1="urn:q"><e${text}${prefixes.declarations} /></r>`;
          const element = parseXml(xml).children[0];
          if (typeof element === "string" || element === undefined) throw new Error("no element");
          const read = element.attributes.flatMap((a) => anyAttributeOf(a.name, a.local, a.ns, a.value) ?? []);
          expect(read.map((a) => [a.namespace ?? "", a.name])).toStrictEqual(items.map((a) => [a.namespace, a.name]));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("writeAnyAttributes", () => {
  const write = (value: unknown, taken: string[] = []) =>
    writeAnyAttributes(value, new StartTagPrefixes(depthNamer(4), []), new Set(taken), "v.Extra");
  it("writes each attribute escaped, none for null or undefined, and leaves out null items", () => {
    expect(
      write([{ name: "k", value: 'a<"b"&\n' }, null, { name: "q", namespace: "urn:z", prefix: "z", value: "w" }]),
    ).toBe(' k="a&lt;&quot;b&quot;&amp;&#xA;" z:q="w"');
    expect(write(null)).toBe("");
    expect(write(undefined)).toBe("");
  });

  it("refuses what would not be well-formed or not read back, naming the item", () => {
    const error = (value: unknown, taken: string[] = []): string => {
      try {
        write(value, taken);
      } catch (e) {
        expect(e).toBeInstanceOf(ValueFormatError);
        return (e as Error).message;
      }
      return "no error";
    };
    expect(error([{ name: "Id", value: "1" }], [attributeKey("", "Id")])).toBe(
      "v.Extra[0]: expected an attribute the element does not have already ('Id' is there twice)",
    );
    expect(error([{ name: "xmlns", value: "urn:x" }])).toBe(
      "v.Extra[0]: expected an attribute, not a namespace declaration (ASMX leaves those out) ('xmlns')",
    );
    expect(error([{ name: "1a", value: "x" }])).toBe(
      "v.Extra[0]: expected a valid attribute name (an XML name without a colon)",
    );
    expect(error([{ name: "a", namespace: 3, value: "x" }])).toBe(
      "v.Extra[0]: expected a namespace URI (a string) (attribute 'a')",
    );
    expect(error({ name: "a", value: "x" })).toBe("v.Extra: expected an array of XmlAttributeValue");
  });
});

describe("xmlNodeKind", () => {
  it("passes XmlNode and XmlElement, and refuses an XmlAttribute value element", () => {
    expect(xmlNodeKind("XmlNode")).toBe("XmlNode");
    expect(xmlNodeKind("XmlElement")).toBe("XmlElement");
    expect(() => xmlNodeKind("XmlAttribute")).toThrow(
      "expected an XmlAttribute only among an [XmlAnyAttribute] member's attributes",
    );
  });
});
