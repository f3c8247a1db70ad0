/**
 * Comments and processing instructions inside text, as the lab's ASMX read them (test/reference/lab/text-comments):
 * inside a simple value (a string or int parameter, a class's string or int member) XmlReader.ReadElementString
 * stops at one and throws, so ASMX answers an empty 400; an [XmlText] string keeps the last run between them; CDATA
 * joins the text. The server reads simple parameters from the tree and class parameters from the parser's events:
 * both paths are replayed here.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseXml } from "../../runtime/src/xml/tree.js";
import { simpleText } from "../../runtime/src/soap/value-reader.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, importedLabWsdl, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/text-comments");
const WSDL = join(LAB, "wsdl/TextComments.asmx@wsdl.xml");
const ADDRESS = "http://127.0.0.1:43113/TextComments.asmx";
const { imported, model } = importedLabWsdl(WSDL, ADDRESS, "spec/text-comments.yaml");

/** What TextComments.cs does. */
const bracketed = (s: string | null | undefined): string => (s === null || s === undefined ? "null" : `[${s}]`);
const handlers: OperationHandlers = {
  Say: ({ s, n }: { s: string | null; n: number }) => `${bracketed(s)}|${n}`,
  PutNote: ({ note }: { note: { title: string | null; count: number } | null }) =>
    note === null ? "null" : `${bracketed(note.title)}|${note.count}`,
  PutTagged: ({ t }: { t: { lang: string | null; value: string | null } | null }) =>
    t === null ? "null" : `${bracketed(t.lang)}|${bracketed(t.value)}`,
  EchoTagged: ({ t }: { t: unknown }) => t,
};

it("imports the recorded WSDL byte for byte", () => {
  expect(imported.byteEqual).toBe(true);
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 10 });
});

describe("the client reads a recorded answer of an [XmlText] class", () => {
  it("EchoTagged: the last run sent back", async () => {
    const { value } = await sentByClient(LAB, model, ADDRESS, "EchoTagged.comment", "soap11", "EchoTagged", {
      t: { lang: "de", value: "e2" },
    });
    expect(value).toEqual({ lang: "de", value: "e2" });
  });
});

describe("the tree keeps where a comment or processing instruction stood", () => {
  const text = (xml: string): readonly unknown[] => parseXml(xml).children;
  it("as an empty string between the runs of text, CDATA joining its run", () => {
    expect(text("<s>x<!--c-->y</s>")).toEqual(["x", "", "y"]);
    expect(text("<s>a<![CDATA[b]]>c<?pi?>d</s>")).toEqual(["abc", "", "d"]);
    expect(text("<s><!--c--></s>")).toEqual([""]);
    expect(text("<s><![CDATA[]]></s>")).toEqual([]);
    expect(text("<!--before--><s>x</s><!--after-->")).toEqual(["x"]);
  });
  it("so XmlSerializer's simple values refuse one, as an XmlException, and DataContractSerializer's skip it", () => {
    const element = parseXml("<s> x <!--c--> y </s>");
    expect(() => simpleText(element)).toThrow(/a comment or processing instruction inside it/);
    expect(simpleText(element, true)).toBe(" x  y ");
    expect(simpleText(parseXml("<s>x<![CDATA[<c>]]>y</s>"))).toBe("x<c>y");
  });
});
