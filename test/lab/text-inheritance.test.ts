/**
 * [XmlText] in class hierarchies, as the lab's ASMX published and answered them (test/reference/lab/text-inheritance,
 * one service per form): the text on a base and attributes on its subclass (TextBase: the subclass's simpleContent
 * extends the base's type), on an abstract base (TextAbstract), and on a subclass of a class of attributes alone
 * (TextSub: `mixed="true"` beside complexContent). On the wire a subclass is `xsi:type="Tagged" Currency="EUR"
 * Tag="t">1.5<`: inherited attributes first. Per form the spec generates the recorded WSDL byte for byte, import reads
 * it back, the server answers the recorded requests and the client reads the recorded answers; a hierarchy with two
 * texts or with elements beside the text is refused at its place.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { answersRecordings, callsOnEveryBinding, clientOfRecording, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/text-inheritance");
const NS = "http://lab.example.com/text-inheritance";
const recorded = (service: string) => {
  const file = join(LAB, `wsdl/${service}/${service}.asmx@wsdl.xml`);
  const text = readFileSync(file, "utf8");
  const address = /<soap:address location="([^"]+)"/.exec(text)![1]!;
  const imported = importWsdl(text, { source: file, schema: "spec.schema.json", specPath: `spec/${service}.yaml` });
  return { text, address, imported };
};
const header = (service: string, address: string) => `service: { name: ${service}, namespace: "${NS}", endpoint: "${address}" }\n`;

const base = recorded("TextBase");
const sub = recorded("TextSub");
const abstract = recorded("TextAbstract");
const BASE_SPEC = `${header("TextBase", base.address)}types:
  Money: { fields: [{ name: Currency, type: string, attribute: true }, { name: Amount, type: decimal, text: true }] }
  Tagged: { base: Money, fields: [{ name: Tag, type: string, attribute: true }] }
operations:
  - { name: GetMoney, fields: [], result: { type: Money } }
  - { name: EchoMoney, fields: [{ name: m, type: Money }], result: { type: Money } }
  - { name: GetTagged, fields: [], result: { type: Tagged } }
`;
const SUB_SPEC = `${header("TextSub", sub.address)}types:
  Note: { fields: [{ name: Lang, type: string, attribute: true }] }
  Memo: { base: Note, fields: [{ name: Body, type: string, text: true }] }
operations:
  - { name: GetNote, fields: [], result: { type: Note } }
`;
const ABSTRACT_SPEC = `${header("TextAbstract", abstract.address)}types:
  Reading: { abstract: true, fields: [{ name: Value, type: double, text: true }] }
  Celsius: { base: Reading, fields: [{ name: Place, type: string, attribute: true }] }
operations:
  - { name: GetReading, fields: [], result: { type: Reading } }
`;
const baseModel = parseSpec(BASE_SPEC, "spec/text-base.yaml");
const subModel = parseSpec(SUB_SPEC, "spec/text-sub.yaml");
const abstractModel = parseSpec(ABSTRACT_SPEC, "spec/text-abstract.yaml");

const TAGGED_EUR = { $type: "Tagged", currency: "EUR", amount: "1.5", tag: "t" };
const TAGGED_USD = { $type: "Tagged", currency: "USD", amount: "2", tag: "u" };
const MEMO = { $type: "Memo", lang: "en", body: "hi" };
const CELSIUS = { $type: "Celsius", value: 21.5, place: "in" };

const baseHandlers: OperationHandlers = { GetMoney: () => TAGGED_EUR, EchoMoney: ({ m }: { m: unknown }) => m, GetTagged: () => TAGGED_USD };

describe("the spec generates the recorded WSDL byte for byte, and import reads it back", () => {
  it.each([
    ["TextBase", baseModel, base],
    ["TextSub", subModel, sub],
    ["TextAbstract", abstractModel, abstract],
  ] as const)("%s", (_, model, r) => {
    expect(renderWsdlDocument(model, r.address)).toBe(r.text);
    expect(r.imported.byteEqual).toBe(true);
  });
  it("import reads the subclass of a text class as attributes alone, a text on a subclass as its Text", () => {
    expect(base.imported.yaml).toContain("  Tagged:\n    fields:\n      - { name: Tag, type: string, attribute: true }\n    base: Money\n");
    expect(sub.imported.yaml).toContain("  Memo:\n    fields:\n      - { name: Text, type: string, text: true }\n    base: Note\n");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  describe("TextBase", () => {
    answersRecordings(LAB, baseModel, baseHandlers, {
      count: 5,
      only: ["TextBase.GetMoney.soap11", "TextBase.GetMoney.httpget", "TextBase.GetTagged.soap11", "TextBase.EchoMoney.soap11", "TextBase.EchoMoney.soap11.plain"],
    });
  });
  describe("TextSub", () => {
    answersRecordings(LAB, subModel, { GetNote: () => MEMO }, { count: 2, only: ["TextSub.GetNote.soap11", "TextSub.GetNote.httpget"] });
  });
  describe("TextAbstract", () => {
    answersRecordings(LAB, abstractModel, { GetReading: () => CELSIUS }, { count: 2, only: ["TextAbstract.GetReading.soap11", "TextAbstract.GetReading.httpget"] });
  });
});

describe("the client reads the recorded answers and sends the recorded bodies", () => {
  it.each([
    ["TextBase.GetMoney.soap11", baseModel, base.address, "soap11", "GetMoney", {}, TAGGED_EUR],
    ["TextBase.GetMoney.httpget", baseModel, base.address, "httpGet", "GetMoney", {}, TAGGED_EUR],
    ["TextBase.GetTagged.soap11", baseModel, base.address, "soap11", "GetTagged", {}, TAGGED_USD],
    ["TextBase.EchoMoney.soap11", baseModel, base.address, "soap11", "EchoMoney", { m: { $type: "Tagged", currency: "GBP", amount: "3.25", tag: "x" } }, { $type: "Tagged", currency: "GBP", amount: "3.25", tag: "x" }],
    ["TextBase.EchoMoney.soap11.plain", baseModel, base.address, "soap11", "EchoMoney", { m: { $type: "Money", currency: "CHF", amount: "4" } }, { $type: "Money", currency: "CHF", amount: "4" }],
    ["TextSub.GetNote.soap11", subModel, sub.address, "soap11", "GetNote", {}, MEMO],
    ["TextSub.GetNote.httpget", subModel, sub.address, "httpGet", "GetNote", {}, MEMO],
    ["TextAbstract.GetReading.soap11", abstractModel, abstract.address, "soap11", "GetReading", {}, CELSIUS],
    ["TextAbstract.GetReading.httpget", abstractModel, abstract.address, "httpGet", "GetReading", {}, CELSIUS],
  ] as const)("%s", async (exchange, model, address, binding: BindingKind, operation, args, expected) => {
    expect(await clientOfRecording(LAB, model, address, exchange, binding).call(operation, args)).toEqual(expected);
    if (operation !== "EchoMoney") return;
    const { sent } = await sentByClient(LAB, model, address, exchange, "soap11", operation, args);
    const body = (text: string): string => /<soap:Body>\s*([^]*?)\s*<\/soap:Body>/.exec(text)![1]!;
    expect(body(sent)).toBe(body(readFileSync(join(LAB, "exchanges", `${exchange}.request.txt`), "utf8")));
  });
  it("a client and a server of each spec agree on every binding, null included", async () => {
    await callsOnEveryBinding(baseModel, baseHandlers, ["soap11", "soap12", "httpGet", "httpPost"], [
      ["GetMoney", {}, TAGGED_EUR],
      ["GetTagged", {}, TAGGED_USD],
      ["EchoMoney", { m: null }, null],
    ]);
    await callsOnEveryBinding(subModel, { GetNote: () => MEMO }, ["soap11", "soap12", "httpGet", "httpPost"], [["GetNote", {}, MEMO]]);
  });
});

describe("the generated fixtures pass through the server and the client", () => {
  describe("TextBase", () => passesFixtures(baseModel, labFixtureSet(baseModel, "text-base-")));
  describe("TextSub", () => passesFixtures(subModel, labFixtureSet(subModel, "text-sub-")));
  describe("TextAbstract", () => passesFixtures(abstractModel, labFixtureSet(abstractModel, "text-abstract-")));
  // The JSON face too: a subclass's value carries its base's text member (the script fixtures wrote the class's own
  // text only, so Tagged lost Amount).
  const json = parseSpec(BASE_SPEC.replace(`endpoint: "${base.address}"`, `endpoint: "${base.address}", scriptService: true`), "spec/text-base-json.yaml");
  describe("TextBase with its JSON face", () => passesFixtures(json, labFixtureSet(json, "text-base-json-")));
});

describe("hierarchies the lab has not shown, refused at their place", () => {
  it("a second text, and elements beside the text", () => {
    expect(specErrorOf(BASE_SPEC.replace("{ name: Tag, type: string, attribute: true }", "{ name: Tag, type: string, text: true }"))).toBe(
      "spec/test.yaml:4:19: class 'Tagged' has a text field and derives from 'Money', which has one: [XmlText] can be on one member of a hierarchy",
    );
    expect(specErrorOf(BASE_SPEC.replace("{ name: Tag, type: string, attribute: true }", "{ name: Tag, type: string }"))).toBe(
      "spec/test.yaml:4:19: class 'Tagged' has element fields in a hierarchy with a text field ('Money'): a class with [XmlText] holds attributes only (lab text-inheritance)",
    );
    expect(specErrorOf(SUB_SPEC.replace("{ name: Lang, type: string, attribute: true }", "{ name: Lang, type: string }"))).toBe(
      "spec/test.yaml:4:17: class 'Memo' derives from 'Note', which has element fields in a hierarchy with a text field ('Memo'): a class with [XmlText] holds attributes only (lab text-inheritance)",
    );
  });
});
