/**
 * [XmlChoiceIdentifier] with [XmlElement]s of simple values, as the lab's ASMX published and answered it
 * (test/reference/lab/choice-simple/): a member that is one of Email, Phone (strings) or Age (an int, so
 * minOccurs="1"), and a repeated array of Tag and Code items in the array's order. The value names its element,
 * `{ $element, value }`, as the .NET identifier member does. Import round-trips the WSDL; the server answers
 * the recorded requests with the recorded bytes; the client reads the recorded answers and writes the
 * recorded request's body.
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

const LAB = join(REPO_ROOT, "test/reference/lab/choice-simple");
const WSDL_FILE = join(LAB, "wsdl/ChoiceSimple.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/choice-simple.yaml" });
const model = imported.model;

const TAGS = [
  { $element: "Tag", value: "a" },
  { $element: "Code", value: "b" },
  { $element: "Tag", value: "c" },
];
/** Get(kind) of ChoiceSimple.cs. */
const contact = (kind: number) => ({
  name: "Ann",
  item: kind === 0 ? { $element: "Email", value: "ann@example.com" } : kind === 1 ? { $element: "Phone", value: "555" } : { $element: "Age", value: 42 },
  items: TAGS,
});
const handlers: OperationHandlers = {
  Get: ({ kind }: { kind: number }) => contact(kind),
  Echo: ({ c }: { c: object }) => c,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says the member object (Email, Phone: string; Age: int) and the repeated array of strings", () => {
    expect(imported.yaml).toContain(
      "- { name: Item, type: object, choice: [ { name: Email, type: string }, { name: Phone, type: string }, { name: Age, type: int } ] }",
    );
    expect(imported.yaml).toContain('- { name: Items, type: "string[]", repeated: true, choice: [ { name: Tag, type: string }, { name: Code, type: string } ] }');
  });

  it("types the values as naming their element", () => {
    const types = typesEmitter.emit(model, { packageName: "p", generatorVersion: "0" }).map((f) => f.content).join("\n");
    expect(types).toContain('item?: { $element: "Email"; value: string } | { $element: "Phone"; value: string } | { $element: "Age"; value: number }');
    expect(types).toContain('items?: readonly ({ $element: "Tag"; value: string } | { $element: "Code"; value: string })[]');
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 4 });
});

describe("the client", () => {
  const ENDPOINT = "http://127.0.0.1/ChoiceSimple.asmx";
  const clientFor = (name: string, binding: BindingKind) => clientOfRecording(LAB, model, ENDPOINT, name, binding);

  it.each([
    ["Get.soap11.email", "soap11", 0],
    ["Get.soap11.age", "soap11", 2],
    ["Get.httpget", "httpGet", 1],
  ] as const)("reads %s", async (name, binding, kind) => {
    expect(await clientFor(name, binding).call("Get", { kind })).toEqual(contact(kind));
  });

  it("writes the recorded Echo request's body and reads its answer", async () => {
    const value = { name: "B", item: { $element: "Phone", value: "777" }, items: [{ $element: "Code", value: "x" }, { $element: "Tag", value: "y" }] };
    const { sent, value: read } = await sentByClient(LAB, model, ENDPOINT, "Echo.soap11", "soap11", "Echo", { c: value });
    expect(read).toEqual(value);
    const recorded = readRecordedRequest(join(LAB, "exchanges", "Echo.soap11.request.txt"));
    const body = /<Echo [^>]*>.*<\/Echo>/.exec(recorded.body.toString("utf8"))![0];
    expect(sent).toContain(body);
  });

  it("refuses a value that names no element of the choice", async () => {
    const call = clientFor("Echo.soap11", "soap11").call("Echo", { c: { item: { $element: "Fax", value: "1" } } });
    await expect(call).rejects.toThrow(/\$element is one of Email, Phone, Age.*'Fax' is none of them/);
  });
});

describe("choices of simple values, encoded then decoded", () => {
  const service = descriptorOf(model);
  const CONTACT = { kind: "complex", name: "Contact" } as const;
  it("give the value back, each value as the element it names", () => {
    fc.assert(
      fc.property(new ValueArbitraries(service).value(CONTACT), (value) => {
        const xml = writeValueElement("v", CONTACT, value, { nillable: false, service });
        const wrapper = parseXml(`<w xmlns="http://lab.example.com/choice" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${xml}</w>`);
        expect(readValueElement(childElements(wrapper)[0]!, CONTACT, "xml", { service, nillable: false })).toStrictEqual(value);
      }),
      { numRuns: 200 },
    );
  });
});

describe("choices of simple values the spec refuses", () => {
  const spec = (member: string) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
types:
  C:
    fields:
      - ${member}
operations:
  - name: Get
    fields: []
    result: { type: C }
`;
  it("an element of another simple type than the member's", () => {
    expect(specErrorOf(spec("{ name: Item, type: string, choice: [{ name: A, type: string }, { name: B, type: int }] }"))).toContain(
      "a string member cannot hold an int: give the member type object, or the element type string",
    );
  });
  it("an element of a class in a choice of a simple type's values (an object member's may hold one: choice-mixed)", () => {
    expect(specErrorOf(spec("{ name: Item, type: string, choice: [{ name: A, type: string }, { name: B, type: C }] }"))).toContain("a choice of simple values holds simple types, not class C");
  });
  // A repeated choice out parameter is recorded and built: test/lab/choice-out-repeated.test.ts.
  it("repeated on what is not an array", () => {
    expect(specErrorOf(spec("{ name: Item, type: string, repeated: true, choice: [{ name: A, type: string }, { name: B, type: string }] }"))).toContain(
      "'repeated' needs an array type, not string",
    );
  });
});
