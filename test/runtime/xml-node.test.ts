/**
 * XmlNode and XmlElement values (runtime/src/soap/xml-node.ts): read as XmlDocument.ReadNode reads the one
 * node inside a value element, written namespace-correct wherever they land.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { readXmlNode, writeXmlNode, type XmlElementValue, type XmlNodeValue } from "../../runtime/src/soap/xml-node.js";
import { ValueFormatError } from "../../runtime/src/values.js";
import { parseXml, type XmlElement } from "../../runtime/src/xml/tree.js";

const SERVICE_NS = "http://schemas.microsoft.com/sharepoint/soap/directory/";
const service = { namespace: SERVICE_NS, types: {} };
const XML_NODE = { kind: "xml", node: "XmlNode" } as const;
const XML_ELEMENT = { kind: "xml", node: "XmlElement" } as const;

/** The value element inside a response wrapper that declares the service namespace, as in a SOAP body. */
function valueElementOf(inner: string): XmlElement {
  const wrapper = parseXml(
    `<GetUserInfoResponse xmlns="${SERVICE_NS}"><GetUserInfoResult>${inner}</GetUserInfoResult></GetUserInfoResponse>`,
  );
  return wrapper.children[0] as XmlElement;
}

/** What a value written inside the wrapper reads back as. */
function roundTrip(value: XmlNodeValue, type: typeof XML_NODE | typeof XML_ELEMENT = XML_NODE): unknown {
  const written = writeValueElement("GetUserInfoResult", type, value, { nillable: false, service });
  const wrapper = parseXml(`<GetUserInfoResponse xmlns="${SERVICE_NS}">${written}</GetUserInfoResponse>`);
  return readValueElement(wrapper.children[0] as XmlElement, type, "xml", { service });
}

describe("reading the node a value element holds", () => {
  it("reads an element with its namespace, prefix, declarations, attributes and children as written", () => {
    const element = valueElementOf(
      `<GetUserInfo xmlns="${SERVICE_NS}"><User ID="7" Name="a &amp; b" xml:lang="en" /><x:Note xmlns:x="urn:n" x:kind="k">text</x:Note></GetUserInfo>`,
    );
    expect(readXmlNode(element, "XmlNode")).toEqual({
      name: "GetUserInfo",
      namespace: SERVICE_NS,
      namespaces: { "": SERVICE_NS },
      children: [
        {
          name: "User",
          namespace: SERVICE_NS,
          attributes: [
            { name: "ID", value: "7" },
            { name: "Name", value: "a & b" },
            { name: "lang", namespace: "http://www.w3.org/XML/1998/namespace", prefix: "xml", value: "en" },
          ],
        },
        {
          name: "Note",
          namespace: "urn:n",
          prefix: "x",
          namespaces: { x: "urn:n" },
          attributes: [{ name: "kind", namespace: "urn:n", prefix: "x", value: "k" }],
          children: ["text"],
        },
      ],
    });
  });

  it("skips white space around the node and drops white-space-only text inside it (XmlDocument's default)", () => {
    const element = valueElementOf(`\n  <a xmlns="">\n    <b>x y</b>\n  </a>\n`);
    expect(readXmlNode(element, "XmlElement")).toEqual({
      name: "a",
      namespaces: { "": "" },
      children: [{ name: "b", children: ["x y"] }],
    });
  });

  it("reads an empty value element as null, and text as an XmlNode", () => {
    expect(readXmlNode(valueElementOf(""), "XmlNode")).toBeNull();
    expect(readXmlNode(valueElementOf("  "), "XmlElement")).toBeNull();
    expect(readXmlNode(valueElementOf("plain &lt;text&gt;"), "XmlNode")).toBe("plain <text>");
  });

  it("refuses text for an XmlElement, and a second node after the first", () => {
    expect(() => readXmlNode(valueElementOf("text"), "XmlElement")).toThrow(
      /an element inside the element \(an XmlElement\), not text/,
    );
    const two = (): unknown => readXmlNode(valueElementOf("<a /><b />"), "XmlNode");
    expect(two).toThrow(ValueFormatError);
    expect(two).toThrow(/expected one node inside the element \(more content follows the first\)/);
    expect(() => readXmlNode(valueElementOf("<a />tail"), "XmlElement")).toThrow(/one element inside the element/);
  });

  it("reads xsi:nil as null through the codec, and locates a fault at the value's path and element", () => {
    const nil = parseXml(
      `<r xmlns="${SERVICE_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><v xsi:nil="true" /></r>`,
    );
    expect(readValueElement(nil.children[0] as XmlElement, XML_NODE, "xml", { service })).toBeNull();
    const bad = parseXml(`<r xmlns="${SERVICE_NS}">\n<v>text</v></r>`);
    const v = bad.children[1] as XmlElement;
    try {
      readValueElement(v, XML_ELEMENT, "xml", { service, path: "usersInfoXml" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValueFormatError);
      expect((error as ValueFormatError).path).toBe("usersInfoXml");
      expect((error as ValueFormatError).position).toEqual({ line: 2, column: v.column });
    }
  });
});

describe("writing a node inside its value element", () => {
  it("undeclares the service namespace for an element in no namespace, and declares a prefix where it is first used", () => {
    const value: XmlElementValue = {
      name: "Users",
      children: [
        { name: "User", attributes: [{ name: "LoginName", value: 'd\\a "b" <c>' }] },
        { name: "x", namespace: "urn:n", prefix: "p", children: ["1 < 2 & 3"] },
      ],
    };
    expect(writeValueElement("usersInfoXml", XML_NODE, value, { nillable: false, service })).toBe(
      '<usersInfoXml><Users xmlns=""><User LoginName="d\\a &quot;b&quot; &lt;c&gt;" /><p:x xmlns:p="urn:n">1 &lt; 2 &amp; 3</p:x></Users></usersInfoXml>',
    );
  });

  it("writes an element in the service namespace without a declaration, and the declarations a value carries as given", () => {
    expect(writeXmlNode({ name: "a", namespace: SERVICE_NS }, "XmlElement", SERVICE_NS)).toBe("<a />");
    expect(
      writeXmlNode(
        {
          name: "a",
          namespace: SERVICE_NS,
          namespaces: { q: "urn:q" },
          children: [{ name: "b", namespace: "urn:q", prefix: "q" }],
        },
        "XmlElement",
        SERVICE_NS,
      ),
    ).toBe('<a xmlns:q="urn:q"><q:b /></a>');
  });

  it("gives a namespaced attribute a prefix bound to its namespace, never rebinding the element's own", () => {
    // Declarations the writer makes follow the attributes (the lab's any-elements: `<p:z k="v" xmlns:p="urn:z" />`),
    // the last made first, and a made-up prefix names the element's XML depth, 5 for a wrapped SOAP result's node
    // (lab xml-node-http-more, GetPrefixed.soap11: `<x:item d5p1:code="c" xmlns:d5p1="urn:y" xmlns:x="urn:x">`).
    expect(
      writeXmlNode(
        {
          name: "a",
          namespace: "urn:a",
          prefix: "p",
          attributes: [{ name: "x", namespace: "urn:b", prefix: "p", value: "1" }],
        },
        "XmlNode",
        "",
      ),
    ).toBe('<p:a d5p1:x="1" xmlns:d5p1="urn:b" xmlns:p="urn:a" />');
    expect(
      writeXmlNode(
        { name: "a", namespace: "urn:a", prefix: "p", attributes: [{ name: "x", namespace: "urn:a", value: "1" }] },
        "XmlNode",
        "",
      ),
    ).toBe('<p:a p:x="1" xmlns:p="urn:a" />');
  });

  it("writes text for an XmlNode and refuses it for an XmlElement", () => {
    expect(writeValueElement("r", XML_NODE, "a & b", { nillable: false, service })).toBe("<r>a &amp; b</r>");
    expect(() => writeValueElement("r", XML_ELEMENT, "a", { nillable: false, service })).toThrow(
      /r: expected an XmlElementValue/,
    );
  });

  it("refuses names that are not XML names, characters XML cannot carry and cyclic values, naming the value", () => {
    const write = (value: unknown): string => writeValueElement("node", XML_NODE, value, { nillable: false, service });
    expect(() => write({ name: "a b" })).toThrow(/node: expected a valid element name/);
    expect(() => write({ name: "p:a" })).toThrow(/expected a valid element name \(an XML name without a colon\)/);
    expect(() => write({ name: "a", prefix: "p" })).toThrow(/expected a namespace for a prefixed element/);
    expect(() => write({ name: "a", children: ["\u0001"] })).toThrow(/U\+0001 at index 0 cannot be sent in XML/);
    const cyclic: { name: string; children: unknown[] } = { name: "a", children: [] };
    cyclic.children.push(cyclic);
    expect(() => write(cyclic)).toThrow(/nested at most 256 levels deep/);
  });
});

describe("round trips", () => {
  const name = fc.constantFrom("a", "User", "x-y", "_n", "Ünïcode");
  const ns = fc.constantFrom(undefined, "", SERVICE_NS, "urn:one", "urn:two");
  const prefix = fc.constantFrom(undefined, "p", "q");
  const text = fc
    .string({ minLength: 1, maxLength: 8 })
    .filter(
      (t) => !/^[ \t\r\n]*$/.test(t) && !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/.test(t),
    );
  const attribute = fc.record({
    name,
    namespace: ns,
    value: fc
      .string({ maxLength: 6 })
      .filter((t) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/.test(t)),
  });
  const { element } = fc.letrec<{ element: XmlElementValue }>((tie) => ({
    element: fc
      .record({
        name,
        namespace: ns,
        prefix,
        attributes: fc.uniqueArray(attribute, { maxLength: 3, selector: (a) => `${a.namespace ?? ""} ${a.name}` }),
        children: fc.array(fc.oneof({ depthSize: "small" }, text, tie("element")), { maxLength: 3 }),
      })
      .map((e) => ({ ...e, prefix: e.namespace ? e.prefix : undefined })) as fc.Arbitrary<XmlElementValue>,
  }));

  /** Names as read back: local name and namespace of every element and attribute, text joined as a parser joins it. */
  function names(value: unknown): unknown {
    if (typeof value === "string") return value;
    const e = value as XmlElementValue;
    const children: unknown[] = [];
    for (const child of e.children ?? []) {
      const last = children.length - 1;
      if (typeof child === "string" && typeof children[last] === "string") children[last] += child;
      else children.push(names(child));
    }
    return {
      name: e.name,
      ns: e.namespace ?? "",
      attributes: (e.attributes ?? []).map((a) => [a.namespace ?? "", a.name, a.value]).sort(),
      children: children.filter((c) => typeof c !== "string" || !/^[ \t\r\n]*$/.test(c)),
    };
  }

  it("any element, written anywhere, reads back with the same names, namespaces, attributes and content", () => {
    fc.assert(
      fc.property(element, (value) => {
        expect(names(roundTrip(value))).toEqual(names(value));
      }),
      { numRuns: 300 },
    );
  });

  it("what was read writes back to the same bytes", () => {
    // A value read carries its declarations in `namespaces`, written before the attributes; a value made by hand
    // gets the writer's, after them. The value keeps no order between the two, so a read value is the fixed point.
    fc.assert(
      fc.property(element, (value) => {
        const read = roundTrip(value);
        const first = writeValueElement("v", XML_NODE, read, { nillable: false, service });
        const again = writeValueElement("v", XML_NODE, roundTrip(read as XmlNodeValue), { nillable: false, service });
        expect(again).toBe(first);
      }),
      { numRuns: 300 },
    );
  });
});

describe("a node inside an element that declared prefixes (a class's [XmlAnyAttribute] ones, lab sweep4 Route)", () => {
  const part: XmlElementValue = { name: "part", namespace: "urn:x", prefix: "x", children: ["1"] };
  it("takes a prefix declared around for its namespace without declaring it again", () => {
    expect(writeXmlNode(part, "XmlElement", "urn:s", undefined, 5, new Map([["urn:x", "x"]]))).toBe("<x:part>1</x:part>");
  });
  it("declares its prefix where the one around is bound otherwise, or where none is", () => {
    expect(writeXmlNode(part, "XmlElement", "urn:s", undefined, 5, new Map([["urn:y", "x"]]))).toBe('<x:part xmlns:x="urn:x">1</x:part>');
    expect(writeXmlNode(part, "XmlElement", "urn:s")).toBe('<x:part xmlns:x="urn:x">1</x:part>');
  });
});
