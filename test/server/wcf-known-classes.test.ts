/**
 * Known types that are no subclass (a class, an array of it) per position (#28), on the lab's recording
 * test/reference/wcf/known-classes/ (WcfKnownClasses.cs, its spec WcfKnownClasses.yaml, README of facts): a class
 * in an `object` is read and written where a class on the path names it by [KnownType] (`knownTypes: [Gift]`), an
 * array where the array is named (`knownTypes: ["Gift[]"]`), and refused elsewhere as an enum is
 * (wcf-known-scope.test.ts): the server answers DeserializationFailed with .NET's text, the client refuses to send
 * such a value and to read such an answer.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { knownTypeName } from "../../generator/model/data-contracts.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { canonicalXml } from "../support/xml-canonical.js";
import { importEmitted, RecordedService, itReplaysReadExchange } from "../support/wcf-recorded-service.js";

const DIR = fileURLToPath(new URL("../reference/wcf/known-classes/", import.meta.url));
const SPEC = readFileSync(`${DIR}WcfKnownClasses.yaml`, "utf8");
const service = new RecordedService(DIR, "http://127.0.0.1:8763/", (_query, text) => text);
const model = parseSpec(SPEC, "test/reference/wcf/known-classes/WcfKnownClasses.yaml");
const WCF = "http://classes.example.com/wcf";

const gift = { $type: "Gift", value: { label: "red" } };
const gifts = { $type: "ArrayOfGift", value: [{ label: "red" }, null] };
const int42 = { $type: "int", value: 42 };
const shown = (v: { $type: string; value: unknown } | null): string => {
  if (v === null) return "null";
  if (v.$type === "Gift") return `Gift:${(v.value as { label: string }).label}`;
  if (v.$type === "ArrayOfGift") return `Gift[]:${(v.value as unknown[]).length}`;
  return `${v.$type === "int" ? "Int32" : v.$type}:${String(v.value)}`;
};
const echo = (input: unknown): unknown => (input as { box: unknown }).box;
const handlers: OperationHandlers = {
  EchoLoose: echo,
  EchoHolder: echo,
  EchoPair: echo,
  EchoList: echo,
  EchoObject: (input) => shown((input as { value: { $type: string; value: unknown } | null }).value),
};

/** Read where a class on the path knows the contract: operation, what the caller passes and gets back. */
const READ: readonly { name: string; operation: string; input: object; output: unknown }[] = [
  { name: "EchoHolder.gift", operation: "EchoHolder", input: { box: { value: gift } }, output: { value: gift } },
  { name: "EchoPair.held", operation: "EchoPair", input: { box: { held: { value: gift }, other: null } }, output: { held: { value: gift }, other: null } },
  { name: "EchoList.array", operation: "EchoList", input: { box: { value: gifts } }, output: { value: gifts } },
  { name: "EchoObject.int", operation: "EchoObject", input: { value: int42 }, output: "Int32:42" },
];

/** Refused: where no class on the path knows it (the parameter .NET names, what the client says is not known). */
const REFUSED: readonly { name: string; operation: string; parameter: string; input: object; known: string; at: RegExp }[] = [
  { name: "EchoLoose.gift", operation: "EchoLoose", parameter: "box", input: { box: { value: gift } }, known: "Gift", at: /box\.Value/ },
  { name: "EchoPair.other", operation: "EchoPair", parameter: "box", input: { box: { held: { value: int42 }, other: gift } }, known: "Gift", at: /box\.Other/ },
  { name: "EchoList.gift", operation: "EchoList", parameter: "box", input: { box: { value: gift } }, known: "Gift", at: /box\.Value/ },
  { name: "EchoHolder.array", operation: "EchoHolder", parameter: "box", input: { box: { value: gifts } }, known: "ArrayOfGift", at: /box\.Value/ },
  // An object no class encloses, of an operation without [ServiceKnownType]: primitives only.
  { name: "EchoObject.gift", operation: "EchoObject", parameter: "value", input: { value: gift }, known: "Gift", at: /value/ },
];

/** .NET's fault for a refused request: DeserializationFailed around the recorded inner text (wcf-known-scope.test.ts). */
function dotnetRefusal(name: string, parameter: string): string {
  const recorded = service.dotnetAnswer(name).body;
  const inner = /<faultstring[^>]*>Error in line 1 position \d+\. ([^<]*)<\/faultstring>/.exec(recorded)![1]!;
  return `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode xmlns:a="http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher">a:DeserializationFailed</faultcode><faultstring xml:lang="en-US">The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter ${WCF}:${parameter}. The InnerException message was '${inner}'.  Please see InnerException for more details.</faultstring></s:Fault></s:Body></s:Envelope>`;
}

const sent = (name: string): string => service.request(name).body.toString("utf8");

describe("classes and arrays known per position (known-classes/WcfKnownClasses.cs)", () => {
  it("covers every recorded exchange", () => {
    expect([...READ, ...REFUSED].map((e) => e.name).sort()).toEqual(service.names());
  });

  it("derives each class's scope once in the model: a class that is no subclass, an array", () => {
    const scope = Object.fromEntries(model.types.map((t) => [t.name, t.knownScope?.map(knownTypeName) ?? []]));
    expect(scope).toEqual({ Gift: [], Loose: [], GiftHolder: ["Gift"], Pair: [], GiftList: ["ArrayOfGift"] });
    const descriptor = descriptorOf(model);
    expect(descriptor.types!.GiftHolder!.known).toEqual(["Gift"]);
    expect(descriptor.types!.GiftHolder!.subtypes).toBeUndefined(); // Gift is no subclass: not a GiftHolder's i:type
    // ArrayOfGift is an object type in Gift's namespace (its i:type's).
    expect(descriptor.objectTypes?.ArrayOfGift).toMatchObject({ kind: "array", itemElement: "Gift", namespace: "http://gifts.example.com/data" });
  });

  it("exports Gift and ArrayOfGift in the gifts schema, as the recorded metadata has them", () => {
    const documents = wcfMetadataDocuments(model, "http://127.0.0.1:8763/");
    const gifts = documents.find((d) => d.content.includes('targetNamespace="http://gifts.example.com/data"'))!.content;
    const recorded = readFileSync(`${DIR}metadata/xsd-xsd3.xml`, "utf8");
    const names = (text: string): string[] => [...text.matchAll(/<xs:(?:complexType|element) name="(\w+)"/g)].map((m) => m[1]!);
    expect(names(gifts)).toEqual(names(recorded));
  });

  for (const e of READ) itReplaysReadExchange(service, model, handlers, e, sent);

  for (const e of REFUSED) {
    it(`${e.name}: the server answers DeserializationFailed with .NET's text`, async () => {
      const answer = await service.replay(service.server(model, handlers), e.name);
      expect(answer.status).toBe(500);
      expect(canonicalXml(answer.body)).toBe(canonicalXml(dotnetRefusal(e.name, e.parameter)));
    });

    it(`${e.name}: the client refuses to send the value, naming where`, async () => {
      const call = await service.call(model, e.name, e.operation, e.input);
      expect(call.sent).toBeUndefined();
      expect(String(call.error)).toContain(`(${e.known} is not known here)`);
      expect(String(call.error)).toMatch(e.at);
    });
  }

  it("the client refuses an answer holding a class out of scope (a .NET client would)", async () => {
    const answer = service.dotnetAnswer("EchoHolder.gift");
    const body = answer.body.replaceAll("EchoHolder", "EchoLoose");
    const { error } = await service.call(model, "EchoHolder.gift", "EchoLoose", { box: { value: int42 } }, { answer: { ...answer, body } });
    expect(String(error)).toMatch(/EchoLooseResult\.Value: expected an i:type naming a known type here .*\(Gift is not known here\)/);
  });

  it("the server refuses to write a class out of scope (.NET's writer: 'is not expected')", async () => {
    const server = service.server(model, { ...handlers, EchoLoose: () => ({ value: gift }) });
    const body =
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><EchoLoose xmlns="${WCF}">` +
      `<box xmlns:a="http://classes.example.com/data" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><a:Value i:nil="true"/></box></EchoLoose></s:Body></s:Envelope>`;
    const response = await server.handle({
      method: "POST",
      url: "/",
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${WCF}/IClasses/EchoLoose"` },
      body: new TextEncoder().encode(body),
    });
    const text = typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
    expect(response.status).toBe(500);
    expect(text).toMatch(/Gift is not known here/);
    const { op, writers } = service.fixtures(model);
    expect(() => writers.result(op("EchoLoose"), { value: gift })).toThrow(/Gift is not known here/);
  });
});

describe("import of a set with known classes and arrays no member uses", () => {
  const spec = importEmitted(model, "http://127.0.0.1:8763/");
  const imported = parseSpec(stringify(spec), "spec/imported.yaml");

  it("names Gift and Gift[] on every reached class holding an object; the export unchanged", () => {
    const known = Object.fromEntries(Object.entries(spec.types ?? {}).map(([name, body]) => [name, body.knownTypes ?? []]));
    expect(known).toMatchObject({ Loose: ["Gift", "Gift[]"], GiftHolder: ["Gift", "Gift[]"], Pair: ["Gift", "Gift[]"], GiftList: ["Gift", "Gift[]"] });
    const documents = (m: typeof imported): string[] => wcfMetadataDocuments(m, "http://127.0.0.1:8763/").map((d) => d.content);
    expect(documents(imported)).toEqual(documents(model));
  });

  it("the imported server reads what the hand-written one refuses (EchoLoose.gift, real bytes)", async () => {
    const answer = await service.replay(service.server(imported, handlers), "EchoLoose.gift");
    expect(answer.status).toBe(200);
  });

  it("writes [ServiceKnownType]s on the operations whose messages hold an object: every type of the set, later operations' too (the documents stay equal)", () => {
    const known = Object.fromEntries(spec.operations.map((op) => [op.name, op.knownTypes]));
    const every = ["Loose", "GiftHolder", "Pair", "GiftList", "Gift"];
    expect(known).toEqual({ EchoLoose: every, EchoHolder: every, EchoPair: every, EchoList: every, EchoObject: every });
  });

  it("the imported server reads a class in an object parameter (EchoObject.gift, real bytes), as svcutil's proxy sends it", async () => {
    const answer = await service.replay(service.server(imported, handlers), "EchoObject.gift");
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("<EchoObjectResult>Gift:red</EchoObjectResult>");
  });
});

/**
 * [ServiceKnownType] (`operations[].knownTypes`, `contracts[].knownTypes`): the bottom of the stack, known at every
 * depth of the operation's messages. Mono's operation formatter ignores it (../known-scope/README.md), so this
 * follows Microsoft's documentation and reference source (the serializer of each part built with the operation's
 * known types): the recorded EchoObject.gift and EchoLoose.gift requests, which the spec without them refuses.
 */
describe("[ServiceKnownType]: the operation's and the contract's known types (not lab-proven: Mono ignores them)", () => {
  const withOperation = parseSpec(
    SPEC.replace("- { name: EchoObject, fields:", "- { name: EchoObject, knownTypes: [Gift], fields:"),
    "spec/operation-known.yaml",
  );
  const withContract = parseSpec(SPEC.replace('        address: ""\n', '        address: ""\n        knownTypes: [Gift]\n'), "spec/contract-known.yaml");

  it("gives each operation its known types (the contract's to every operation) in the model and descriptor", () => {
    const op = (m: typeof model, name: string) => m.operations.find((o) => o.name === name)!;
    expect(op(withOperation, "EchoObject").wcf?.knownScope?.map(knownTypeName)).toEqual(["Gift"]);
    expect(op(withOperation, "EchoLoose").wcf?.knownScope).toBeUndefined();
    expect(withContract.operations.map((o) => o.wcf?.knownScope?.map(knownTypeName))).toEqual(withContract.operations.map(() => ["Gift"]));
    expect(descriptorOf(withOperation).operations.find((o) => o.name === "EchoObject")?.wcf?.known).toEqual(["Gift"]);
  });

  it("an object parameter reads a class its operation knows (EchoObject.gift, real bytes), the client sends it", async () => {
    const answer = await service.replay(service.server(withOperation, handlers), "EchoObject.gift");
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("<EchoObjectResult>Gift:red</EchoObjectResult>");
    const recorded = service.dotnetAnswer("EchoObject.int");
    const body = recorded.body.replace("Int32:42", "Gift:red");
    const call = await service.call(withOperation, "EchoObject.gift", "EchoObject", { value: gift }, { answer: { ...recorded, body } });
    expect(call.error).toBeUndefined();
    expect(canonicalXml(String(call.sent.body))).toBe(canonicalXml(sent("EchoObject.gift")));
  });

  it("the contract's known types reach every depth of every operation (EchoLoose.gift, EchoPair.other)", async () => {
    for (const name of ["EchoLoose.gift", "EchoPair.other", "EchoObject.gift"]) {
      const answer = await service.replay(service.server(withContract, handlers), name);
      expect(answer.status, name).toBe(200);
    }
    const recorded = service.dotnetAnswer("EchoHolder.gift");
    const answer = { ...recorded, body: recorded.body.replaceAll("EchoHolder", "EchoLoose") };
    const call = await service.call(withContract, "EchoLoose.gift", "EchoLoose", { box: { value: gift } }, { answer });
    expect(call.error).toBeUndefined();
    expect(call.outcome).toEqual({ value: gift });
  });

  it("an operation's known types stay its own (EchoLoose still refuses Gift)", async () => {
    const answer = await service.replay(service.server(withOperation, handlers), "EchoLoose.gift");
    expect(answer.status).toBe(500);
    expect(canonicalXml(answer.body)).toBe(canonicalXml(dotnetRefusal("EchoLoose.gift", "box")));
  });

  it("exports the operation's known types after its messages (Gift for EchoObject, though no member uses it)", () => {
    const only = parseSpec(
      SPEC.replace(/ {2}GiftHolder:\n.*\n.*\n/, "").replace(/ {2}GiftList:\n.*\n.*\n/, "").replace(/ {2}Pair:\n.*\n/, "")
        .replace(/ {2}- \{ name: Echo(Holder|Pair|List), .*\n/g, "")
        .replace("- { name: EchoObject, fields:", "- { name: EchoObject, knownTypes: [Gift], fields:"),
      "spec/only.yaml",
    );
    const documents = wcfMetadataDocuments(only, "http://127.0.0.1:8763/");
    expect(documents.some((d) => d.content.includes('<xs:complexType name="Gift">'))).toBe(true);
    const without = parseSpec(SPEC.replace(/ {2}GiftHolder:\n.*\n.*\n/, "").replace(/ {2}GiftList:\n.*\n.*\n/, "").replace(/ {2}Pair:\n.*\n/, "").replace(/ {2}- \{ name: Echo(Holder|Pair|List), .*\n/g, ""), "spec/without.yaml");
    expect(wcfMetadataDocuments(without, "http://127.0.0.1:8763/").some((d) => d.content.includes('name="Gift"'))).toBe(false);
  });
});
