/**
 * [XmlText] members read from empty elements (test/reference/lab/text-empty/, found by the names sweep): an empty,
 * attribute-only or white-space-only element leaves a text string member without a value (XmlSerializer's null) and
 * a text int at 0; "" is written as an empty element. Import round-trips the WSDL; the server, whose handlers say
 * what they read as the C# does, answers the recorded requests byte for byte, its requests read by the event reader.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { readElementValue } from "../../runtime/src/soap/element-values.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { parseXml } from "../../runtime/src/xml/tree.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/text-empty");
const source = join(LAB, "wsdl/TextEmpty.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(source, "utf8"), { source, schema: "spec.schema.json", specPath: "spec/text-empty.yaml" });

/** The C#'s ReadNote and ReadCount: what the member holds, null when it holds nothing. */
const shown = (value: unknown): string => (value === undefined || value === null ? "null" : `'${String(value)}'`);
const handlers = {
  ReadNote: ({ n }: { n: { lang?: string; value?: string } | null }) => (n === null ? "null" : `Lang=${shown(n.lang)} Value=${shown(n.value)}`),
  ReadCount: ({ c }: { c: { value: number } | null }) => (c === null ? "null" : `N=${c.value}`),
  EmptyNote: () => ({ value: "" }),
} as unknown as OperationHandlers;

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, imported.model, handlers, { count: 8 });
});

describe("the tree reader leaves an empty text member without a value", () => {
  const service = descriptorOf(imported.model);
  const note = { kind: "complex", name: "Note" } as const;
  const count = { kind: "complex", name: "Count" } as const;
  it.each([
    ["<n />", note, {}],
    ["<n></n>", note, {}],
    ['<n lang="en" />', note, { lang: "en" }],
    ["<n>  </n>", note, {}],
    ["<n> hi </n>", note, { value: " hi " }],
    ["<c />", count, { value: 0 }],
    ["<c>\n</c>", count, { value: 0 }],
    ["<c> 5 </c>", count, { value: 5 }],
  ] as const)("%s", (xml, type, expected) => {
    const element = parseXml(`<r xmlns="urn:lab">${xml.replace(/^<(\w)/, '<$1 xmlns="urn:lab"')}</r>`).children.find((c) => typeof c !== "string");
    const tree = readElementValue(element as Parameters<typeof readElementValue>[0], type, "xml", { service });
    expect(tree).toEqual(expected);
  });
});
