/**
 * QualifiedName (XmlQualifiedName, `type: QName`): its text read and written as XmlSerializer does (lab
 * qualified-names), the namespace declarations in scope the tree keeps for it, both readers resolving prefixes
 * declared on ancestors (captured content's included), and the writer's prefixes (q{n} shared with xsi:type's).
 */
import { describe, expect, it } from "vitest";
import type { ServiceDescriptor, ValueType } from "../../runtime/src/descriptor.js";
import { XSD_NS } from "../../runtime/src/protocol.js";
import { qualifiedNameText, readQualifiedName, type PrefixLookup } from "../../runtime/src/qualified-name.js";
import { codecsFor } from "../../runtime/src/soap/all-codecs.js";
import { readsFromEvents, valueContentReader } from "../../runtime/src/soap/value-events.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { ValueFormatError } from "../../runtime/src/values.js";
import { lookupPrefix, parseXml, type Capture, type XmlElement } from "../../runtime/src/xml/tree.js";

const declared: Record<string, string> = { "": "urn:default", p: "urn:p", "p:a": "urn:never" };
const lookup: PrefixLookup = (prefix) => declared[prefix];

describe("readQualifiedName", () => {
  it("binds the prefix before the last colon", () => {
    expect(readQualifiedName("p:v", lookup, true)).toEqual({ namespace: "urn:p", name: "v" });
    expect(() => readQualifiedName("q:a:b", lookup, true)).toThrow("namespace prefix 'q:a' is not defined");
  });

  it("takes text without a prefix as the name in the default namespace, as it is", () => {
    expect(readQualifiedName("a b", lookup, true)).toEqual({ namespace: "urn:default", name: "a b" });
    expect(readQualifiedName(":v", lookup, true)).toEqual({ namespace: "urn:default", name: ":v" });
    expect(readQualifiedName("", lookup, true)).toEqual({ namespace: "urn:default", name: "" });
    expect(readQualifiedName("x", () => undefined, true)).toEqual({ namespace: "", name: "x" });
  });

  it("trims an element's text, not an attribute's", () => {
    expect(readQualifiedName(" p:v\n", lookup, true)).toEqual({ namespace: "urn:p", name: "v" });
    expect(() => readQualifiedName(" p:v", lookup, false)).toThrow("namespace prefix ' p' is not defined");
  });

  it("decodes XmlConvert's escapes of a prefixed name", () => {
    expect(readQualifiedName("p:a_x0020_b", lookup, true)).toEqual({ namespace: "urn:p", name: "a b" });
  });

  it("refuses an undeclared prefix with a ValueFormatError", () => {
    let error: unknown;
    try {
      readQualifiedName("u:v", lookup, true);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValueFormatError);
    expect((error as ValueFormatError).reason).toBe(
      "expected a qualified name (prefix:name) whose prefix is declared in scope (namespace prefix 'u' is not defined)",
    );
  });
});

describe("qualifiedNameText", () => {
  it("writes the name as EncodeLocalName encodes it, after its prefix", () => {
    expect(qualifiedNameText("q1", "local")).toBe("q1:local");
    expect(qualifiedNameText("", "a b")).toBe("a_x0020_b");
    expect(qualifiedNameText("q2", "a:b")).toBe("q2:a_x003A_b");
  });
});

describe("the namespace declarations the tree keeps", () => {
  const root = parseXml('<a xmlns="urn:a" xmlns:p="urn:p"><b><c xmlns:p="urn:p2" xmlns=""><d /></c></b></a>');
  const b = root.children[0] as XmlElement;
  const c = b.children[0] as XmlElement;
  const d = c.children[0] as XmlElement;

  it("resolve a prefix at the element, its ancestors' declarations included", () => {
    expect(lookupPrefix(b.scope, "p")).toBe("urn:p");
    expect(lookupPrefix(b.scope, "")).toBe("urn:a");
    expect(lookupPrefix(d.scope, "p")).toBe("urn:p2");
    expect(lookupPrefix(d.scope, "")).toBe("");
    expect(lookupPrefix(d.scope, "xml")).toBe("http://www.w3.org/XML/1998/namespace");
    expect(lookupPrefix(d.scope, "u")).toBeUndefined();
  });

  it("are shared by elements that declare none", () => {
    expect(b.scope).toBe(root.scope);
    expect(d.scope).toBe(c.scope);
  });
});

const NS = "urn:s";
const qname: ValueType = { kind: "simple", type: "QName" };
const service: ServiceDescriptor = {
  name: "S",
  namespace: NS,
  operations: {},
  types: {
    Holder: {
      name: "Holder",
      fields: [{ wireName: "Inner", tsName: "inner", type: { kind: "complex", name: "Inner" } }],
    },
    Inner: {
      name: "Inner",
      attributes: [{ wireName: "kind", tsName: "kind", type: qname, form: "attribute" }],
      fields: [{ wireName: "Name", tsName: "name", type: qname }],
    },
    Base: { name: "Base", subtypes: ["Derived"], fields: [{ wireName: "Name", tsName: "name", type: qname }] },
    Derived: {
      name: "Derived",
      base: "Base",
      namespace: "urn:d",
      fields: [{ wireName: "Name", tsName: "name", type: qname }],
    },
  },
} as unknown as ServiceDescriptor;
const holder: ValueType = { kind: "complex", name: "Holder" };

/** The value of `<v>` (the root's first child) read from the tree and from parser events. */
function bothWays(text: string, type: ValueType): [unknown, unknown] {
  const context = { service, rules: "xml" as const, codecs: codecsFor(service) };
  const capture: Capture = (element, ancestors) =>
    ancestors.length === 1 && readsFromEvents(context, type)
      ? valueContentReader(context, element, type, false, false)
      : undefined;
  const read = (root: XmlElement): unknown => {
    try {
      return readValueElement(
        root.children.find((n): n is XmlElement => typeof n !== "string")!,
        type,
        "xml",
        { service, path: "v", nillable: false, secret: false },
      );
    } catch (error) {
      return (error as Error).message;
    }
  };
  return [read(parseXml(text)), read(parseXml(text, undefined, capture))];
}

describe("both readers", () => {
  it("resolve prefixes declared on the captured element's ancestors and inside it", () => {
    const text =
      `<w xmlns="${NS}" xmlns:a="urn:a"><v xmlns:b="urn:b"><Inner xmlns:c="urn:c" kind="b:k">` +
      `<Name>c:n</Name></Inner></v></w>`;
    const [tree, events] = bothWays(text, holder);
    expect(tree).toEqual({
      inner: { kind: { namespace: "urn:b", name: "k" }, name: { namespace: "urn:c", name: "n" } },
    });
    expect(events).toEqual(tree);
    const outer = `<w xmlns="${NS}" xmlns:a="urn:a"><v><Inner kind="a:k"><Name>n</Name></Inner></v></w>`;
    expect(bothWays(outer, holder)).toEqual([
      { inner: { kind: { namespace: "urn:a", name: "k" }, name: { namespace: NS, name: "n" } } },
      { inner: { kind: { namespace: "urn:a", name: "k" }, name: { namespace: NS, name: "n" } } },
    ]);
  });

  it("fault alike on an undeclared prefix, at the element", () => {
    const [tree, events] = bothWays(`<w xmlns="${NS}"><v><Inner kind="z:k" /></v></w>`, holder);
    expect(tree).toBe(
      "v.Inner.kind: expected a qualified name (prefix:name) whose prefix is declared in scope (namespace prefix 'z' is not defined)",
    );
    expect(events).toBe(tree);
    const [element] = bothWays(`<w xmlns="${NS}"><v><Inner><Name>z:k</Name></Inner></v></w>`, holder);
    expect(element).toContain("v.Inner.Name: expected a qualified name");
  });
});

describe("the writer", () => {
  const write = (type: ValueType, value: unknown): string =>
    writeValueElement("v", type, value, { nillable: false, service });

  it("declares a prefix on the element, reuses one in scope, and leaves a default namespace's name unprefixed", () => {
    expect(
      write(holder, { inner: { kind: { namespace: "urn:k", name: "k" }, name: { namespace: "urn:k", name: "n" } } }),
    ).toBe('<v><Inner xmlns:q1="urn:k" kind="q1:k"><Name>q1:n</Name></Inner></v>');
    expect(write(holder, { inner: { name: { namespace: NS, name: "n" } } })).toBe(
      "<v><Inner><Name>n</Name></Inner></v>",
    );
    expect(write(holder, { inner: { name: { namespace: XSD_NS, name: "int" } } })).toBe(
      "<v><Inner><Name>xsd:int</Name></Inner></v>",
    );
  });

  it("undeclares the default namespace for a name in none, naming the element with a prefix", () => {
    expect(write(holder, { inner: { name: { namespace: "", name: "e" } } })).toBe(
      `<v><Inner><q1:Name xmlns="" xmlns:q1="${NS}">e</q1:Name></Inner></v>`,
    );
  });

  it("numbers its prefixes with xsi:type's, through the call", () => {
    const base: ValueType = { kind: "complex", name: "Base" };
    expect(write(base, { $type: "Derived", name: { namespace: "urn:x", name: "n" } })).toBe(
      '<v xmlns:q1="urn:d" xsi:type="q1:Derived"><Name xmlns:q2="urn:x">q2:n</Name></v>',
    );
  });

  it("refuses a value that is no { namespace, name }, naming its path", () => {
    expect(() => write(holder, { inner: { name: "p:n" } })).toThrow(
      "v.Inner.Name: expected a qualified name { namespace: string; name: string }",
    );
  });
});
