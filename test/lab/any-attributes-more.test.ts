/**
 * [XmlAnyAttribute] in more places, as the lab's ASMX published and answered it (test/reference/lab/any-attributes-more/):
 * on a SOAP header class (InOut), on a base class whose subclass adds an attribute (the base's attributes, its any
 * attributes, then the subclass's), on a subclass whose base has none (after all the named attributes), and on a
 * class with an [XmlText] member. The prefixes of the any attributes are declared after all the tag's attributes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedResponse } from "../support/http-recording.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/any-attributes-more");
const WSDL_FILE = join(LAB, "wsdl/AnyAttributesMore.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/any-attributes-more.yaml",
});
const MEMBER = '      - { name: AnyAttr, type: "XmlAttribute[]", anyAttribute: true }\n';
const TAG_ID = "      - { name: Id, type: string, attribute: true }\n";
/** The imported spec with Tag's [XmlAnyAttribute] member said: a header class's xs:anyAttribute is SoapHeader's too. */
const headerSpec = imported.yaml.replace(`  Tag:\n    fields:\n      - { name: Note, type: string }\n${TAG_ID}`, `  Tag:\n    fields:\n      - { name: Note, type: string }\n${TAG_ID}${MEMBER}`);
const model = parseSpec(headerSpec, "spec/any-attributes-more.yaml");

/** AnyAttributesMore.Extras(): an unprefixed attribute and one of urn:z. */
const EXTRA = [
  { name: "k", value: "v" },
  { name: "q", namespace: "urn:z", prefix: "z", value: "w" },
];
const CHILD = { $type: "Child", p: "p", anyAttr: EXTRA, text: "t", c: "c", more: "m" };
const CHILD2 = { $type: "Child2", p: "p", text: "t", c: "c", anyAttr: EXTRA, more: "m" };
const AMOUNT = { unit: "kg", anyAttr: EXTRA, value: "12.5" };

const handlers: OperationHandlers = {
  Tagged: (_: object, context: { headers?: { tag?: { id?: string; anyAttr?: unknown[]; note?: string } } }) => {
    const t = context.headers?.tag;
    return {
      result: t ? `${t.id}/${t.anyAttr?.length ?? 0}/${t.note}` : "-",
      headers: { tag: { id: "i2", anyAttr: EXTRA, note: "n2" } },
    };
  },
  GetChild: () => CHILD,
  EchoParent: ({ item }: { item: object }) => item,
  GetChild2: () => CHILD2,
  EchoParent2: ({ item }: { item: object }) => item,
  GetAmount: () => AMOUNT,
  EchoAmount: ({ a }: { a: object }) => a,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte, each any-attribute member last among its class's attributes, as declared", () => {
    expect(imported.byteEqual).toBe(true);
    for (const attributes of [
      "      - { name: P, type: string, attribute: true }\n",
      "      - { name: C, type: string, attribute: true }\n",
      "      - { name: Unit, type: string, attribute: true }\n",
    ])
      expect(imported.yaml).toContain(attributes + MEMBER);
  });

  it("reads a header class's xs:anyAttribute as SoapHeader's own: the spec says the member (the WSDL is the same)", () => {
    expect(imported.yaml).toContain(`headers:\n  Tag:\n    fields:\n      - { name: Note, type: string }\n${TAG_ID}`);
    expect(imported.yaml).not.toContain(TAG_ID + MEMBER);
    expect(headerSpec).toContain(TAG_ID + MEMBER);
    const written = (m: typeof model): string[] => renderWsdlSet(m, "http://127.0.0.1/AnyAttributesMore.asmx").map((d) => d.text);
    expect(written(model)).toEqual(written(imported.model));
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, {
    count: 8,
    only: [
      "Tagged.soap11",
      "GetChild.soap11",
      "GetChild.httpget",
      "GetChild2.soap11",
      "GetChild2.httpget",
      "GetAmount.soap11",
      "GetAmount.httpget",
      "EchoAmount.soap11",
    ],
  });
});

describe("an echoed subclass: ASMX's reader keeps xsi:type among the any attributes and writes it twice", () => {
  it.each(["EchoParent.soap11", "EchoParent2.soap11"])("%s is not well-formed as recorded", (name) => {
    const body = readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!.body.toString("utf8");
    expect(body.match(/xsi:type="Child2?"/g)).toHaveLength(2);
  });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind = "soap11") =>
    clientOfRecording(LAB, model, "http://127.0.0.1/AnyAttributesMore.asmx", name, binding);

  it("reads the Out header's any attributes", async () => {
    expect(await clientFor("Tagged.soap11").call("Tagged", {}, { headers: { tag: { id: "i1", note: "n1" } } })).toEqual({
      result: "i1/2/n1",
      headers: { tag: { id: "i2", anyAttr: EXTRA, note: "n2" } },
    });
  });

  it.each([
    ["GetChild", "soap11", CHILD],
    ["GetChild", "httpGet", CHILD],
    ["GetChild2", "soap11", CHILD2],
    ["GetChild2", "httpGet", CHILD2],
    ["GetAmount", "soap11", AMOUNT],
    ["GetAmount", "httpGet", AMOUNT],
  ] as const)("reads %s over %s", async (operation, binding, expected) => {
    const name = `${operation}.${binding === "httpGet" ? "httpget" : "soap11"}`;
    expect(await clientFor(name, binding).call(operation, {})).toEqual(expected);
  });
});

describe("the generated fixtures pass the server and client", () => {
  passesFixtures(model, labFixtureSet(model, "any-attributes-more-"));
});
