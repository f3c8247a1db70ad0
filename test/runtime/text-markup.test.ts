/**
 * Comments and processing instructions inside text (lab text-comments): the tree marks where one stood (MARKUP),
 * the event reader is told (ContentReader.markup), and both read XmlSerializer's values alike: a simple value with
 * one inside is an XmlException (ASMX's empty 400), an [XmlText] member keeps the last run of text between them.
 * And TreeSaxes declares every handler field saxes sets, which keeps the parser fast with eight handlers.
 */
import { inspect } from "node:util";
import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import type { ServiceDescriptor, ValueType } from "../../runtime/src/descriptor.js";
import { codecsFor } from "../../runtime/src/soap/all-codecs.js";
import { readsFromEvents, valueContentReader } from "../../runtime/src/soap/value-events.js";
import { readValueElement } from "../../runtime/src/soap/values.js";
import {
  parseXml,
  treeSaxesFields,
  type Capture,
  type ContentReader,
  type XmlElement,
} from "../../runtime/src/xml/tree.js";

const NS = "urn:t";
const string: ValueType = { kind: "simple", type: "string" };
const int: ValueType = { kind: "simple", type: "int" };
const service: ServiceDescriptor = {
  name: "T",
  namespace: NS,
  endpoint: "https://h/T.asmx",
  operations: [],
  types: {
    Tagged: {
      name: "Tagged",
      fields: [],
      attributes: [{ wireName: "Lang", tsName: "lang", type: string, form: "attribute" }],
      text: { wireName: "Value", tsName: "value", type: string, form: "text" },
    },
    Note: {
      name: "Note",
      fields: [
        { wireName: "Title", tsName: "title", type: string },
        { wireName: "Count", tsName: "count", type: int },
      ],
    },
  },
} as ServiceDescriptor;
const tagged: ValueType = { kind: "complex", name: "Tagged" };
const note: ValueType = { kind: "complex", name: "Note" };

/** Reads `<w><v>…</v></w>`'s v as a tree and from events: the value, or the error's message, both ways. */
function bothWays(type: ValueType, inner: string): [unknown, unknown] {
  const document = `<w xmlns="${NS}"><v>${inner}</v></w>`;
  const context = { service, rules: "xml" as const, codecs: codecsFor(service) };
  const options = { service, path: "p", nillable: false, secret: false };
  const v = (root: XmlElement): XmlElement => root.children.find((n): n is XmlElement => typeof n !== "string")!;
  const capture: Capture = (element, ancestors) =>
    ancestors.length === 1 && readsFromEvents(context, type)
      ? valueContentReader(context, element, type, false, false)
      : undefined;
  const outcome = (read: () => unknown): unknown => {
    try {
      return read();
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  };
  return [
    outcome(() => readValueElement(v(parseXml(document)), type, "xml", options)),
    outcome(() => readValueElement(v(parseXml(document, undefined, capture)), type, "xml", options)),
  ];
}

describe("an [XmlText] member keeps the last run between comments and processing instructions, tree and events alike", () => {
  it.each([
    // As the lab read them (PutTagged.comment, PutTagged.pi) ...
    ["v1<!--c-->v2", "v2"],
    ["v1<?pi?>v2<![CDATA[v3]]>", "v2v3"],
    // ... and as XmlReader.ReadString stops at markup: no run after the last comment leaves the one before.
    ["v1<!--c-->", "v1"],
    ["<!--c-->v2", "v2"],
    ["a<![CDATA[b]]>c", "abc"],
  ])("%j reads %j", (inner, expected) => {
    const [tree, events] = bothWays(tagged, inner);
    expect(inspect(events)).toBe(inspect(tree));
    expect(tree).toMatchObject({ value: expected });
  });
});

describe("a simple value with a comment or processing instruction inside is an XmlException, tree and events alike", () => {
  it.each([
    ["<Title>t1<!--c-->t2</Title><Count>3</Count>", "p.Title"],
    ["<Title>t</Title><Count>3<?pi?>4</Count>", "p.Count"],
    ["<Title><!--c--></Title><Count>3</Count>", "p.Title"],
  ])("%j fails at %s", (inner, path) => {
    const [tree, events] = bothWays(note, inner);
    expect(events).toBe(tree);
    expect(tree).toMatch(
      new RegExp(
        `^ValueFormatError: ${path.replace(".", "\\.")}: expected text only .*\\(a comment or processing instruction inside it\\)`,
      ),
    );
  });
  it("CDATA is text: it joins", () => {
    const [tree, events] = bothWays(note, "<Title>x<![CDATA[<c>]]>y</Title><Count>3</Count>");
    expect(events).toEqual(tree);
    expect(tree).toEqual({ title: "x<c>y", count: 3 });
  });
  it("a comment between elements is nothing", () => {
    const [tree, events] = bothWays(note, "<!--a--><Title>t</Title>\n  <!--b--><Count>3</Count><?pi?>");
    expect(events).toEqual(tree);
    expect(tree).toEqual({ title: "t", count: 3 });
  });
});

describe("the tree and its readers", () => {
  it("tell a captured element's reader where markup stood, and skip it for a reader that does not ask", () => {
    const seen: string[] = [];
    const reader = (markup: boolean): ContentReader => ({
      open: () => false,
      text: (text) => seen.push(text),
      ...(markup ? { markup: () => seen.push("<markup>") } : {}),
      close: () => undefined,
      element: () => undefined,
      end: () => undefined,
    });
    for (const markup of [true, false]) {
      parseXml("<w><v>a<!--c-->b<?p?></v></w>", undefined, (_element, ancestors) =>
        ancestors.length === 1 ? reader(markup) : undefined,
      );
    }
    expect(seen).toEqual(["a", "<markup>", "b", "<markup>", "a", "b"]);
  });
});

describe("TreeSaxes", () => {
  it("has from construction the field of each handler the tree sets (else `on` adds one and V8 slows the parser)", () => {
    const events = [
      "doctype",
      "attribute",
      "opentag",
      "closetag",
      "text",
      "cdata",
      "comment",
      "processinginstruction",
    ] as const;
    const parser = new SaxesParser();
    const fields: string[] = [];
    for (const event of events) {
      const handler = (): void => undefined;
      parser.on(event, handler);
      const record = parser as unknown as Record<string, unknown>;
      fields.push(...Object.keys(parser).filter((key) => record[key] === handler));
    }
    expect(fields).toHaveLength(events.length);
    expect(treeSaxesFields().sort()).toEqual(fields.sort());
  });
});
