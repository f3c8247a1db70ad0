/**
 * parseXml with a Capture: the content of the picked elements goes to their ContentReaders as events (elements
 * asked for as trees arrive built), the rest of the tree is as without a capture, the limits hold inside
 * captured content, and a reader's own failure surfaces as itself, not as an XML error.
 */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_XML_LIMITS,
  parseXml,
  textOf,
  XmlParseError,
  type Capture,
  type ContentReader,
  type XmlElement,
} from "../../runtime/src/xml/tree.js";

/** Records what a reader sees; asks for elements named `tree` as trees. */
function recorder(log: string[]): ContentReader {
  return {
    open: (tag, line, column) => {
      log.push(`open ${tag.name} {${tag.uri}} ${Object.keys(tag.attributes).join(",")} @${line}:${column}`);
      return tag.local === "tree";
    },
    text: (text) => log.push(`text ${JSON.stringify(text)}`),
    close: () => log.push("close"),
    element: (element) =>
      log.push(`element ${element.name} ${JSON.stringify(textOf(element))} @${element.line}:${element.column}`),
    end: (container) => log.push(`end ${container.name} ${container.children.length}`),
  };
}

const byName =
  (name: string, log: string[]): Capture =>
  (element) =>
    element.local === name ? recorder(log) : undefined;

describe("capture", () => {
  const document =
    '<root xmlns:p="urn:p"><c a="1">t1<x p:b="2">t2<y /></x><tree>in<z>side</z></tree><![CDATA[c]]></c><after>k</after><c>again</c></root>';

  it("hands the content to the reader in document order; an element asked for as a tree comes built", () => {
    const log: string[] = [];
    const root = parseXml(document, DEFAULT_XML_LIMITS, byName("c", log));
    expect(log).toEqual([
      'text "t1"',
      "open x {} p:b @1:44",
      'text "t2"',
      "open y {}  @1:51",
      "close",
      "close",
      "open tree {}  @1:61",
      'element tree "inside" @1:61',
      'text "c"',
      "end c 0",
      'text "again"',
      "end c 0",
    ]);
    // The captured elements keep their attributes and have no children; the rest is the plain tree.
    const plain = parseXml(document);
    const [c1, after, c2] = root.children as XmlElement[];
    expect(c1!.attributes).toEqual((plain.children[0] as XmlElement).attributes);
    expect(c1!.children).toEqual([]);
    expect(c2!.children).toEqual([]);
    expect(after).toEqual(plain.children[1]);
  });

  it("asks with the open ancestors, root first, and can capture the root", () => {
    const seen: string[] = [];
    parseXml(document, DEFAULT_XML_LIMITS, (element, ancestors) => {
      seen.push([...ancestors.map((a) => a.name), element.name].join("/"));
      return undefined;
    });
    expect(seen).toEqual([
      "root",
      "root/c",
      "root/c/x",
      "root/c/x/y",
      "root/c/tree",
      "root/c/tree/z",
      "root/after",
      "root/c",
    ]);
    const log: string[] = [];
    const root = parseXml("<r>t<s /></r>", DEFAULT_XML_LIMITS, byName("r", log));
    expect(root.children).toEqual([]);
    expect(log).toEqual(['text "t"', "open s {}  @1:9", "close", "end r 0"]);
  });

  it("keeps the depth and attribute limits inside captured content, with the tree's messages", () => {
    const deep = "<a><c>" + "<d>".repeat(6) + "</d>".repeat(6) + "</c></a>";
    const limits = { maxDepth: 5, maxAttributes: 2 };
    const plainError = (() => {
      try {
        parseXml(deep, limits);
      } catch (e) {
        return e;
      }
    })() as XmlParseError;
    const capturedError = (() => {
      try {
        parseXml(deep, limits, byName("c", []));
      } catch (e) {
        return e;
      }
    })() as XmlParseError;
    expect(capturedError).toBeInstanceOf(XmlParseError);
    expect({ ...capturedError, message: capturedError.message }).toEqual({
      ...plainError,
      message: plainError.message,
    });
    expect(() => parseXml('<a><c><d x="1" y="2" z="3" /></c></a>', limits, byName("c", []))).toThrow(
      /more than 2 attributes/,
    );
  });

  it("a reader's own error comes out as it is, and the next parse works", () => {
    const failing: Capture = () => ({
      open: () => {
        throw new RangeError("reader broke");
      },
      text: () => undefined,
      close: () => undefined,
      element: () => undefined,
      end: () => undefined,
    });
    expect(() => parseXml("<a><b /></a>", DEFAULT_XML_LIMITS, failing)).toThrow(RangeError);
    expect(parseXml("<a><b>x</b></a>").children).toHaveLength(1);
    // A malformed document with a capture is the same XmlParseError as without.
    expect(() => parseXml("<a><b></a>", DEFAULT_XML_LIMITS, byName("a", []))).toThrow(XmlParseError);
  });
});
