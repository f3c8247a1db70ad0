/**
 * [XmlChoiceIdentifier] over [XmlElement]s of simple values and a class together, as the lab's ASMX published
 * and answered it (test/reference/lab/choice-mixed/): an object member that is an Email (string), a Push
 * (class PushTarget) or a Rank (an int, so minOccurs="1"), and a repeated object[] of Mail, Sms (strings) and
 * Device (PushTarget) items in the array's order. Every value names its element, `{ $element, value }`, the
 * class's too. Import round-trips the WSDL; the server answers the recorded requests with the recorded bytes;
 * the client reads the recorded answers and writes the recorded request's body.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { typesEmitter } from "../../generator/emit/types-module.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { childElements, parseXml } from "../../runtime/src/xml/tree.js";
import { ValueArbitraries } from "../runtime/complex-arbitraries.js";
import { readRecordedRequest } from "../support/http-recording.js";
import { answersRecordings, clientOfRecording, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/choice-mixed");
const WSDL_FILE = join(LAB, "wsdl/ChoiceMixed.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/choice-mixed.yaml" });
const model = imported.model;

/** Get(kind) of ChoiceMixed.cs: Channels is a mail, a device, an sms and an empty device. */
const CHANNELS = [
  { $element: "Mail", value: "a@example.com" },
  { $element: "Device", value: { platform: "android", deviceToken: "t2" } },
  { $element: "Sms", value: "555" },
  { $element: "Device", value: {} },
];
const recipient = (kind: number) => ({
  name: "Ann",
  item:
    kind === 0
      ? { $element: "Email", value: "ann@example.com" }
      : kind === 1
        ? { $element: "Push", value: { platform: "ios", deviceToken: "t1" } }
        : { $element: "Rank", value: 3 },
  items: CHANNELS,
});
const handlers: OperationHandlers = {
  Get: ({ kind }: { kind: number }) => recipient(kind),
  Echo: ({ r }: { r: object }) => r,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says the object member and the repeated object array, each with a class among its simple values", () => {
    expect(imported.yaml).toContain(
      "- { name: Item, type: object, choice: [ { name: Email, type: string }, { name: Push, type: PushTarget }, { name: Rank, type: int } ] }",
    );
    expect(imported.yaml).toContain(
      '- { name: Items, type: "object[]", repeated: true, choice: [ { name: Mail, type: string }, { name: Sms, type: string }, { name: Device, type: PushTarget } ] }',
    );
  });

  it("types every value, the class's too, as naming its element", () => {
    const types = typesEmitter.emit(model, { packageName: "p", generatorVersion: "0" }).map((f) => f.content).join("\n");
    expect(types).toContain('item?: { $element: "Email"; value: string } | { $element: "Push"; value: PushTarget } | { $element: "Rank"; value: number }');
    expect(types).toContain('items?: readonly ({ $element: "Mail"; value: string } | { $element: "Sms"; value: string } | { $element: "Device"; value: PushTarget })[]');
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 5 });
});

describe("the client", () => {
  const ENDPOINT = "http://127.0.0.1/ChoiceMixed.asmx";
  const clientFor = (name: string, binding: BindingKind) => clientOfRecording(LAB, model, ENDPOINT, name, binding);

  it.each([
    ["Get.soap11.email", "soap11", 0],
    ["Get.soap11.push", "soap11", 1],
    ["Get.soap11.rank", "soap11", 2],
    ["Get.httpget", "httpGet", 1],
  ] as const)("reads %s", async (name, binding, kind) => {
    expect(await clientFor(name, binding).call("Get", { kind })).toEqual(recipient(kind));
  });

  it("writes the recorded Echo request's body and reads its answer", async () => {
    const value = {
      name: "B",
      item: { $element: "Push", value: { platform: "web", deviceToken: "d" } },
      items: [
        { $element: "Sms", value: "777" },
        { $element: "Device", value: {} },
        { $element: "Mail", value: "x@example.com" },
      ],
    };
    const { sent, value: read } = await sentByClient(LAB, model, ENDPOINT, "Echo.soap11", "soap11", "Echo", { r: value });
    expect(read).toEqual(value);
    const recorded = readRecordedRequest(join(LAB, "exchanges", "Echo.soap11.request.txt"));
    const body = /<Echo [^>]*>.*<\/Echo>/.exec(recorded.body.toString("utf8"))![0];
    expect(sent).toContain(body);
  });

  it("refuses a class value under a simple value's element, and a value naming no element", async () => {
    const client = clientFor("Echo.soap11", "soap11");
    await expect(client.call("Echo", { r: { item: { $element: "Fax", value: "1" } } })).rejects.toThrow(/\$element is one of Email, Push, Rank.*'Fax' is none of them/);
    await expect(client.call("Echo", { r: { item: { $element: "Email", value: { platform: "ios" } } } })).rejects.toThrow(/r\.Item\.value: expected a string/);
  });
});

describe("choices of simple values and a class, encoded then decoded", () => {
  const service = descriptorOf(model);
  const RECIPIENT = { kind: "complex", name: "Recipient" } as const;
  it("give the value back, each value as the element it names", () => {
    fc.assert(
      fc.property(new ValueArbitraries(service).value(RECIPIENT), (value) => {
        const xml = writeValueElement("v", RECIPIENT, value, { nillable: false, service });
        const wrapper = parseXml(`<w xmlns="http://lab.example.com/choice-mixed" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${xml}</w>`);
        expect(readValueElement(childElements(wrapper)[0]!, RECIPIENT, "xml", { service, nillable: false })).toStrictEqual(value);
      }),
      { numRuns: 200 },
    );
  });
});

describe("the spec form", () => {
  const spec = (choice: string, where = "member") =>
    [
      "service: { name: S, namespace: \"http://e.example.com/\", endpoint: \"https://h/S.asmx\" }",
      "types:",
      "  P:",
      "    fields: [ { name: A, type: string } ]",
      "  R:",
      `    fields: [ ${where === "member" ? `{ name: Item, type: object, choice: ${choice} }` : "{ name: A, type: string }"} ]`,
      "enums:",
      "  K: { values: [ E, P ] }",
      "operations:",
      "  - name: Go",
      where === "member"
        ? "    fields: [ { name: r, type: R } ]"
        : `    fields: [ { name: Item, type: object, choice: ${choice}, identifier: k }, { name: k, type: K } ]`,
      "    result: { type: R }",
      "",
    ].join("\n");

  it("takes a class beside simple values on an object member", () => {
    expect(specErrorOf(spec("[ { name: E, type: string }, { name: P, type: P } ]"))).toBe("no error");
  });

  it("refuses a class in a simple type's choice, positioned", () => {
    const text = spec("[ { name: E, type: string }, { name: P, type: P } ]").replace("{ name: Item, type: object,", "{ name: Item, type: string,");
    expect(specErrorOf(text)).toMatch(/spec\/test\.yaml:6:\d+: .*a choice of simple values holds simple types, not class P/);
  });

  it("refuses it on a parameter (not recorded there), positioned", () => {
    expect(specErrorOf(spec("[ { name: E, type: string }, { name: P, type: P } ]", "parameter"))).toMatch(
      /spec\/test\.yaml:11:\d+: .*field 'Item': a class in a choice is supported on class members \(test\/reference\/lab\/choice-mixed, choice-classes\) and, alone and without an identifier, on parameters and results; not yet on a parameter beside simple values or with an identifier/,
    );
  });
});
