/**
 * Mixed content ([XmlText] string beside [XmlAnyElement] XmlElement[], lab mixed-content): the tree reader
 * (value-reader.ts) and the event reader (value-events.ts) read the same text (the last text node that is not white
 * space, text split only by elements) and elements; the writer puts the text before the elements (textFirst) or
 * after them (textLast), and an indented document indents nothing after the text.
 */
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import type { ServiceDescriptor, ValueType } from "../../runtime/src/descriptor.js";
import { codecsFor } from "../../runtime/src/soap/all-codecs.js";
import { readsFromEvents, valueContentReader } from "../../runtime/src/soap/value-events.js";
import { readValueElement, writeValueDocument, writeValueElement } from "../../runtime/src/soap/values.js";
import { parseXml, type Capture, type XmlElement } from "../../runtime/src/xml/tree.js";

const NS = "urn:m";
const string: ValueType = { kind: "simple", type: "string" };
const markup = {
  wireName: "Markup",
  tsName: "markup",
  type: { kind: "array", item: { kind: "xml", node: "XmlElement" }, itemElement: "XmlElement" },
  form: "any",
  optional: true,
} as const;
const text = { wireName: "Text", tsName: "text", type: string, form: "text" } as const;
const service: ServiceDescriptor = {
  name: "M",
  namespace: NS,
  endpoint: "https://h/M.asmx",
  operations: [],
  types: {
    Remark: {
      name: "Remark",
      fields: [markup],
      attributes: [{ wireName: "Author", tsName: "author", type: string, form: "attribute" }],
      text,
      mixed: "textFirst",
    },
    Flipped: { name: "Flipped", fields: [markup], text, mixed: "textLast" },
    Holder: {
      name: "Holder",
      fields: [
        { wireName: "Note", tsName: "note", type: { kind: "complex", name: "Flipped" } },
        { wireName: "Title", tsName: "title", type: string },
      ],
    },
  },
} as ServiceDescriptor;
const remark: ValueType = { kind: "complex", name: "Remark" };
const holder: ValueType = { kind: "complex", name: "Holder" };

/** Reads `<w><v>…</v></w>`'s v as a tree and from events: both outcomes, which must be equal. */
function bothWays(type: ValueType, inner: string): [unknown, unknown] {
  const document = `<w xmlns="${NS}"><v>${inner}</v></w>`;
  const context = { service, rules: "xml" as const, codecs: codecsFor(service) };
  const options = { service, path: "p", nillable: false, secret: false };
  const v = (root: XmlElement): XmlElement => root.children.find((n): n is XmlElement => typeof n !== "string")!;
  let captured = false;
  const capture: Capture = (element, ancestors) => {
    if (ancestors.length !== 1 || !readsFromEvents(context, type)) return undefined;
    captured = true;
    return valueContentReader(context, element, type, false, false);
  };
  const tree = readValueElement(v(parseXml(document)), type, "xml", options);
  const events = readValueElement(v(parseXml(document, undefined, capture)), type, "xml", options);
  expect(captured).toBe(true);
  expect(inspect(events, { depth: Infinity })).toBe(inspect(tree, { depth: Infinity }));
  return [tree, events];
}

const names = (value: unknown): string[] =>
  ((value as { markup?: { name: string }[] }).markup ?? []).map((e) => e.name);

describe("reading mixed content, tree and events alike", () => {
  it.each([
    // [document content, text, element names] (the first four as the lab read them: DescribeRemark.*).
    ['one <b>two</b> three <o:i xmlns:o="urn:o">four</o:i> five', " five", ["b", "i"]],
    ["a <b>x</b> ", "a ", ["b"]],
    ["x<b>y<c>z</c>w</b>v", "v", ["b"]],
    ["", undefined, []],
    ["only text &amp; more", "only text & more", []],
    ["<b>1</b><c>2</c>", undefined, ["b", "c"]],
    ["  \n <b>1</b>\t", undefined, ["b"]],
  ])("%j: text %j, elements %j", (inner, expectedText, elements) => {
    const [tree] = bothWays(remark, inner);
    expect((tree as { text?: string }).text ?? undefined).toBe(expectedText);
    expect(names(tree)).toEqual(elements);
  });

  it("a comment or CDATA section splits text nodes: both readers keep the last, as .NET does", () => {
    // Lab DescribeRemark.comment and DescribeRemark: `a<!--c-->b &amp; c` reads `b & c`, `five<!--c--><![CDATA[six]]>` `six`.
    const context = { service, rules: "xml" as const, codecs: codecsFor(service) };
    const options = { service, path: "p", nillable: false, secret: false };
    const capture: Capture = (element, ancestors) =>
      ancestors.length === 1 ? valueContentReader(context, element, remark, false, false) : undefined;
    for (const [inner, last] of [
      ["a<!--c-->b &amp; c", "b & c"],
      ["<b>1</b> five<!--c--><![CDATA[six]]>", "six"],
    ]) {
      const document = `<w xmlns="${NS}"><v>${inner}</v></w>`;
      const v = (root: XmlElement): XmlElement => root.children.find((n): n is XmlElement => typeof n !== "string")!;
      expect(readValueElement(v(parseXml(document, undefined, capture)), remark, "xml", options)).toMatchObject({
        text: last,
      });
      expect(readValueElement(v(parseXml(document)), remark, "xml", options)).toMatchObject({ text: last });
    }
  });

  it("reads the attribute beside them", () => {
    const [tree] = bothWays(remark, "t<b>1</b>");
    expect(tree).toMatchObject({ text: "t" });
    expect(Object.keys(tree as object)).not.toContain("author");
    const document = parseXml(`<v xmlns="${NS}" Author="Ann">t<b>1</b>u</v>`);
    expect(readValueElement(document, remark, "xml", { service, path: "p" })).toMatchObject({
      author: "Ann",
      text: "u",
    });
  });

  it("reads a mixed class as a member, the members after it too", () => {
    const [tree] = bothWays(holder, "<Note>a<b>1</b>c</Note><Title>T</Title>");
    expect(tree).toMatchObject({ note: { text: "c" }, title: "T" });
    expect(names((tree as { note: unknown }).note)).toEqual(["b"]);
  });
});

describe("writing mixed content", () => {
  const elements = [
    { name: "b", namespace: NS, children: ["bold"] },
    { name: "i", namespace: "urn:o", children: ["it"] },
  ];

  it("the text first (textFirst), escaped, then the elements", () => {
    expect(
      writeValueElement(
        "v",
        remark,
        { author: "Ann", text: "a & <b>", markup: elements },
        { nillable: false, service },
      ),
    ).toBe('<v Author="Ann">a &amp; &lt;b&gt;<b>bold</b><i xmlns="urn:o">it</i></v>');
  });

  it("the elements first (textLast), then the text", () => {
    expect(
      writeValueElement(
        "v",
        { kind: "complex", name: "Flipped" },
        { text: "after", markup: elements.slice(0, 1) },
        { nillable: false, service },
      ),
    ).toBe("<v><b>bold</b>after</v>");
  });

  it("no text and no element: an empty-element tag; null text: the elements alone", () => {
    expect(writeValueElement("v", remark, { text: "", markup: [] }, { nillable: false, service })).toBe("<v />");
    expect(
      writeValueElement("v", remark, { text: null, markup: elements.slice(0, 1) }, { nillable: false, service }),
    ).toBe("<v><b>bold</b></v>");
  });

  it("an indented document indents the elements before the text and nothing after it (lab MadeFlipped.httpget, Made.httpget)", () => {
    const head = `<?xml version="1.0" encoding="utf-8"?>\n`;
    const declarations = `xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"`;
    expect(
      writeValueDocument(
        "Flipped",
        { kind: "complex", name: "Flipped" },
        { text: "after", markup: elements.slice(0, 1) },
        service,
      ),
    ).toBe(`${head}<Flipped ${declarations} xmlns="${NS}">\n  <b>bold</b>after</Flipped>`);
    expect(
      writeValueDocument("Remark", remark, { author: "Ann", text: "t", markup: elements.slice(0, 1) }, service),
    ).toBe(`${head}<Remark ${declarations} Author="Ann" xmlns="${NS}">t<b>bold</b></Remark>`);
  });

  it("reads back what it wrote, as ASMX keeps it (text and elements, not their interleaving)", () => {
    const value = { author: "Ann", text: "t", markup: elements };
    const written = writeValueElement("v", remark, value, { nillable: false, service });
    const read = readValueElement(
      parseXml(`<w xmlns="${NS}">${written}</w>`).children[0] as XmlElement,
      remark,
      "xml",
      { service, path: "p" },
    );
    expect(read).toMatchObject({ author: "Ann", text: "t" });
    expect(names(read)).toEqual(["b", "i"]);
  });
});
