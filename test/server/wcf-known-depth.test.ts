/**
 * Known types at depth, System.Object and a known dictionary (#28), on the lab's recording
 * test/reference/wcf/known-depth/ (WcfKnownDepth.cs, its spec WcfKnownDepth.yaml, README of facts):
 * - a subclass (Dog) its base (Animal) does not know is read and written where an enclosing class knows it, at any
 *   depth below it (Yard > Kennel > Pet), and refused elsewhere (a Kennel alone, a Farm's Spare beside its Yard);
 * - an `object` without i:type is a System.Object (`{ $type: "anyType", value: {} }`): empty or white space only,
 *   written back with `i:type="xs:anyType"` in a member and without it as a result; content is refused with .NET's
 *   text;
 * - `map<string,int>` as a class's known type (`ArrayOfKeyValueOfstringint` in the Arrays namespace).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { parseSpec } from "../../generator/spec/load.js";
import { FaultContractError } from "../../runtime/src/client/errors.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { expectServerPassesEveryCase, recordedServerUnderTest, withGeneratedFixtures } from "../support/generated-fixtures.js";
import { canonicalXml } from "../support/xml-canonical.js";
import { importEmitted, RecordedService, itReplaysReadExchange } from "../support/wcf-recorded-service.js";

const DIR = fileURLToPath(new URL("../reference/wcf/known-depth/", import.meta.url));
const SPEC = readFileSync(`${DIR}WcfKnownDepth.yaml`, "utf8");
const service = new RecordedService(DIR, "http://127.0.0.1:8764/", (_query, text) => text);
const model = parseSpec(SPEC, "test/reference/wcf/known-depth/WcfKnownDepth.yaml");
const WCF = "http://depth.example.com/wcf";

const dog = { $type: "Dog", name: "Rex", breed: "collie" };
const tom = { $type: "Animal", name: "Tom" };
const nothing = { $type: "anyType", value: {} };
const map = { $type: "ArrayOfKeyValueOfstringint", value: [{ key: "a", value: 1 }, { key: "b", value: 2 }] };
const echo = (input: unknown): unknown => (input as { box: unknown }).box;
const handlers: OperationHandlers = {
  EchoKennel: echo,
  EchoYard: echo,
  EchoFarm: echo,
  MakeYard: () => ({ kennel: { pet: dog } }),
  EchoBox: echo,
  ShowObject: (input) => {
    const v = (input as { value: { $type: string } | null }).value;
    return v === null ? "null" : v.$type === "anyType" ? "System.Object:System.Object" : v.$type;
  },
  EchoObject: (input) => (input as { value: unknown }).value,
  MakeBox: () => ({ value: nothing }),
  EchoMap: echo,
  MakeMap: () => ({ value: map }),
};

/** Read (and written back): operation, what the caller passes and gets back. */
const READ: readonly { name: string; operation: string; input: object; output: unknown }[] = [
  { name: "EchoYard.dog", operation: "EchoYard", input: { box: { kennel: { pet: dog } } }, output: { kennel: { pet: dog } } },
  {
    name: "EchoFarm.yard",
    operation: "EchoFarm",
    input: { box: { yard: { kennel: { pet: dog } }, spare: { pet: tom } } },
    output: { yard: { kennel: { pet: dog } }, spare: { pet: tom } },
  },
  { name: "MakeYard", operation: "MakeYard", input: {}, output: { kennel: { pet: dog } } },
  { name: "EchoBox.anytype", operation: "EchoBox", input: { box: { value: nothing } }, output: { value: nothing } },
  { name: "ShowObject.empty", operation: "ShowObject", input: { value: nothing }, output: "System.Object:System.Object" },
  { name: "EchoObject.empty", operation: "EchoObject", input: { value: nothing }, output: nothing },
  { name: "MakeBox", operation: "MakeBox", input: {}, output: { value: nothing } },
  { name: "EchoMap.map", operation: "EchoMap", input: { box: { value: map } }, output: { value: map } },
  { name: "MakeMap", operation: "MakeMap", input: {}, output: { value: map } },
];

/** Read by the server only: other spellings of an empty System.Object than a .NET client's. */
const READ_ONLY = ["EchoBox.empty", "EchoBox.open-close", "EchoBox.space"];

/** Refused: not known where it stands (the parameter .NET names, what the client says is not known). */
const REFUSED: readonly { name: string; operation: string; input: object; known: string; at: RegExp }[] = [
  { name: "EchoKennel.dog", operation: "EchoKennel", input: { box: { pet: dog } }, known: "Dog", at: /box\.Pet/ },
  { name: "EchoFarm.spare", operation: "EchoFarm", input: { box: { yard: { kennel: { pet: tom } }, spare: { pet: dog } } }, known: "Dog", at: /box\.Spare\.Pet/ },
  { name: "EchoBox.map", operation: "EchoBox", input: { box: { value: { ...map, value: [map.value[0]] } } }, known: "ArrayOfKeyValueOfstringint", at: /box\.Value/ },
];

/** Refused by .NET's object reader: an untyped object element with content (parameter). */
const CONTENT: readonly { name: string; parameter: string }[] = [
  { name: "EchoBox.text", parameter: "box" },
  { name: "EchoBox.child", parameter: "box" },
  { name: "ShowObject.text", parameter: "value" },
  { name: "ShowObject.child", parameter: "value" },
];

/** .NET's DeserializationFailed fault around an InnerException text. */
function deserializationFailed(parameter: string, inner: string): string {
  return `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode xmlns:a="http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher">a:DeserializationFailed</faultcode><faultstring xml:lang="en-US">The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter ${WCF}:${parameter}. The InnerException message was '${inner}'.  Please see InnerException for more details.</faultstring></s:Fault></s:Body></s:Envelope>`;
}

/** The recorded faultstring (Mono's Receiver fault): .NET's InnerException text, its line and position aside. */
function recordedInner(name: string): string {
  const recorded = service.dotnetAnswer(name).body;
  return /<faultstring[^>]*>(?:Error in line 1 position \d+\. )?([^<]*)<\/faultstring>/.exec(recorded)![1]!;
}

const sent = (name: string): string => service.request(name).body.toString("utf8");

describe("known types at depth, System.Object, a known dictionary (known-depth/WcfKnownDepth.cs)", () => {
  it("covers every recorded exchange", () => {
    expect([...READ.map((e) => e.name), ...READ_ONLY, ...REFUSED.map((e) => e.name), ...CONTENT.map((e) => e.name)].sort()).toEqual(service.names());
  });

  it("describes Dog as a subclass of Animal known only in scope, Yard's scope naming it, the dictionary as an object type", () => {
    const descriptor = descriptorOf(model);
    expect(descriptor.types!.Animal!.subtypes).toBeUndefined();
    expect(descriptor.types!.Animal!.scoped).toEqual(["Dog"]);
    expect(descriptor.types!.Yard!.known).toEqual(["Dog"]);
    expect(descriptor.types!.MapBox!.known).toEqual(["ArrayOfKeyValueOfstringint"]);
    expect(descriptor.objectTypes?.ArrayOfKeyValueOfstringint).toMatchObject({ kind: "map", namespace: "http://schemas.microsoft.com/2003/10/Serialization/Arrays" });
  });

  it("exports the data contracts and the known dictionary in the recorded metadata's order", () => {
    const documents = wcfMetadataDocuments(model, "http://127.0.0.1:8764/");
    const names = (text: string): string[] => [...text.matchAll(/<xs:(?:complexType|element) name="(\w+)"/g)].map((m) => m[1]!);
    for (const [ns, file] of [["http://depth.example.com/data", "xsd-xsd2.xml"], ["http://schemas.microsoft.com/2003/10/Serialization/Arrays", "xsd-xsd3.xml"]]) {
      const ours = documents.find((d) => d.content.includes(`targetNamespace="${ns}"`))!.content;
      expect(names(ours), ns).toEqual(names(readFileSync(`${DIR}metadata/${file}`, "utf8")));
    }
  });

  for (const e of READ) itReplaysReadExchange(service, model, handlers, e, sent);

  for (const name of READ_ONLY) {
    it(`${name}: the server reads a System.Object and answers as .NET does`, async () => {
      const answer = await service.replay(service.server(model, handlers), name);
      expect(answer.status).toBe(200);
      expect(canonicalXml(answer.body)).toBe(canonicalXml(service.dotnetAnswer(name).body));
    });
  }

  for (const e of REFUSED) {
    it(`${e.name}: the server answers DeserializationFailed with .NET's text`, async () => {
      const answer = await service.replay(service.server(model, handlers), e.name);
      expect(answer.status).toBe(500);
      expect(canonicalXml(answer.body)).toBe(canonicalXml(deserializationFailed("box", recordedInner(e.name))));
    });

    it(`${e.name}: the client refuses to send the value, naming where`, async () => {
      const call = await service.call(model, e.name, e.operation, e.input);
      expect(call.sent).toBeUndefined();
      expect(String(call.error)).toContain(`(${e.known} is not known here)`);
      expect(String(call.error)).toMatch(e.at);
    });
  }

  for (const e of CONTENT) {
    it(`${e.name}: the server refuses an untyped object with content with .NET's text`, async () => {
      const answer = await service.replay(service.server(model, handlers), e.name);
      expect(answer.status).toBe(500);
      expect(canonicalXml(answer.body)).toBe(canonicalXml(deserializationFailed(e.parameter, recordedInner(e.name))));
    });
  }

  it("its generated fixture set is passed by the server built from it, case by case", async () => {
    await withGeneratedFixtures(model, "wcf-known-depth-", async (set) => {
      await expectServerPassesEveryCase(set, recordedServerUnderTest(service, model));
      expect(set.index.cases.some((c) => c.id === "EchoYard.soap11.sample.response")).toBe(true);
    });
  });

  it("the client refuses an answer holding Dog out of scope, and reads it in scope", async () => {
    const recorded = service.dotnetAnswer("EchoYard.dog");
    const body = recorded.body.replaceAll("EchoYard", "EchoKennel").replace(/<(\w+:)?Kennel>(.*)<\/\1?Kennel>/, "$2");
    const out = await service.call(model, "EchoYard.dog", "EchoKennel", { box: { pet: tom } }, { answer: { ...recorded, body } });
    expect(String(out.error)).toMatch(/EchoKennelResult\.Pet: .*\(Dog is not known here\)/);
  });

  it("the client and the fixtures refuse to send a System.Object with content", async () => {
    const call = await service.call(model, "EchoBox.anytype", "EchoBox", { box: { value: { $type: "anyType", value: { children: ["abc"] } } } });
    expect(call.sent).toBeUndefined();
    expect(String(call.error)).toMatch(/box\.Value: expected an object value without content/);
    const { op, writers } = service.fixtures(model);
    expect(() => writers.result(op("EchoObject"), { $type: "anyType", value: { children: ["abc"] } })).toThrow(/without content/);
  });

  it("the server refuses to write Dog out of scope (.NET's writer: 'is not expected')", async () => {
    const server = service.server(model, { ...handlers, EchoKennel: () => ({ pet: dog }) });
    const response = await server.handle({
      method: "POST",
      url: "/",
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${WCF}/IDepth/EchoKennel"` },
      body: new TextEncoder().encode(
        `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><EchoKennel xmlns="${WCF}"><box xmlns:a="http://depth.example.com/data" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><a:Pet i:nil="true"/></box></EchoKennel></s:Body></s:Envelope>`,
      ),
    });
    const text = typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
    expect(response.status).toBe(500);
    expect(text).toMatch(/Dog is not known here/);
  });
});

/**
 * Fault details are read and written with the operation's known types ([ServiceKnownType]): WCF builds each
 * FaultContractInfo with the operation description's KnownTypes, and its serializer with them (Microsoft's reference
 * source: DispatcherBuilder's client and dispatch operations, FaultContractInfo.Serializer). Not lab-proven: Mono's
 * fault formatter is its own.
 */
describe("fault details with the operation's known types (reference source; Mono's fault formatter is its own)", () => {
  const FAULTS = "faults:\n  Trouble:\n    fields: [{ name: Pet, type: Animal }, { name: Value, type: object }]\noperations:\n";
  const faulty = (knownTypes: string): ReturnType<typeof parseSpec> =>
    parseSpec(
      SPEC.replace("operations:\n", FAULTS).replace(
        "- { name: EchoBox, fields:",
        `- { name: EchoBox, faults: [Trouble],${knownTypes} fields:`,
      ),
      "spec/faults.yaml",
    );
  const withKnown = faulty(' knownTypes: [Dog, "map<string,int>"],');
  const without = faulty("");
  const trouble = { pet: dog, value: map };
  const throwing: OperationHandlers = {
    ...handlers,
    EchoBox: () => {
      throw new ClientFault("trouble", { detail: { type: "Trouble", value: trouble } });
    },
  };

  it("the server writes a detail holding Dog and the dictionary the operation knows; the client reads it typed", async () => {
    const answer = await service.replay(service.server(withKnown, throwing), "EchoBox.anytype");
    expect(answer.status).toBe(500);
    expect(answer.body).toMatch(/<detail><Trouble xmlns="http:\/\/depth.example.com\/data" xmlns:i="[^"]+"><Pet i:type="Dog">/);
    expect(answer.body).toMatch(/<Value i:type="(\w+):ArrayOfKeyValueOfstringint" xmlns:\1="http:\/\/schemas.microsoft.com\/2003\/10\/Serialization\/Arrays">/);
    const call = await service.call(withKnown, "EchoBox.anytype", "EchoBox", { box: { value: nothing } }, { answer });
    expect(call.error).toBeInstanceOf(FaultContractError);
    expect((call.error as FaultContractError).detailValue).toEqual({ type: "Trouble", value: trouble });
  });

  it("without them the server refuses to write the detail, and a client refuses to read it as Trouble", async () => {
    const refused = await service.replay(service.server(without, throwing), "EchoBox.anytype");
    expect(refused.status).toBe(500);
    expect(refused.body).toContain("InternalServiceFault");
    expect(refused.body).toMatch(/Dog is not known here/);
    const answer = await service.replay(service.server(withKnown, throwing), "EchoBox.anytype");
    const call = await service.call(without, "EchoBox.anytype", "EchoBox", { box: { value: nothing } }, { answer });
    expect(call.error).toBeDefined();
    expect(call.error).not.toBeInstanceOf(FaultContractError);
  });
});

/**
 * Import (the proof: the spec's documents equal the input's): [ServiceKnownType]s on each operation whose messages
 * hold an object, now with several contracts too: the classes and enums the operations exported up to it reach, of
 * the namespaces its contract's WSDL imports (another would join its imports).
 */
/** The service of the import cases: the lab's IDepth and a second contract, IMore, beside it. */
const TWO_CONTRACTS = `service:
  name: service
  namespace: http://tempuri.org/
  endpoint: http://127.0.0.1:8764/
  wcf:
    serializer: dataContract
    dataContractNamespace: http://depth.example.com/data
    security: none
    contracts:
      - { name: IDepth, namespace: "${WCF}", address: "" }
      - { name: IMore, namespace: "http://more.example.com/wcf", address: more }
`;

describe("import: [ServiceKnownType]s with several contracts", () => {
  const TWO = `${TWO_CONTRACTS}types:
  Animal: { fields: [{ name: Name, type: string }] }
  Dog: { base: Animal, fields: [{ name: Breed, type: string }] }
  Kennel: { fields: [{ name: Pet, type: Animal }] }
  Yard: { fields: [{ name: Kennel, type: Kennel }], knownTypes: [Dog] }
  Box: { fields: [{ name: Value, type: object }] }
  Extra: { namespace: http://extra.example.com/data, fields: [{ name: Note, type: string }] }
operations:
  - { name: EchoYard, fields: [{ name: box, type: Yard }], result: { type: Yard } }
  - { name: ShowObject, fields: [{ name: value, type: object }, { name: extra, type: Extra }], result: { type: string } }
  - { name: EchoBox, contract: IMore, fields: [{ name: box, type: Box }], result: { type: Box } }
`;
  const two = parseSpec(TWO, "spec/two-contracts.yaml");
  const spec = importEmitted(two, "http://127.0.0.1:8764/");
  const known = Object.fromEntries(spec.operations.map((op) => [op.name, op.knownTypes]));

  it("names, on the first contract's object operation, what it and the operations before reach", () => {
    expect(known.EchoYard).toBeUndefined();
    // the import's order of classes; Box, reached by the second contract's EchoBox only, is named too (§32: the
    // documents stay equal, Box following Dog in its schema either way)
    expect(known.ShowObject).toEqual(["Yard", "Kennel", "Animal", "Extra", "Box", "Dog"]);
  });

  it("names, on the second contract's, the types exported before of the namespaces its WSDL imports only (not Extra's)", () => {
    expect(known.EchoBox).toEqual(["Yard", "Kennel", "Animal", "Box", "Dog"]);
  });

  it("the imported server reads Dog in an object of the second contract's operation, as svcutil's proxy sends it", async () => {
    const imported = parseSpec(stringify(spec), "spec/imported.yaml");
    const body =
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><EchoBox xmlns="http://more.example.com/wcf">` +
      `<box xmlns:a="http://depth.example.com/data" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><a:Value i:type="a:Dog"><a:Name>Rex</a:Name><a:Breed>collie</a:Breed></a:Value></box></EchoBox></s:Body></s:Envelope>`;
    const request = (m: typeof imported) =>
      service.server(m, { EchoYard: echo, ShowObject: () => "", EchoBox: echo }).handle({
        method: "POST",
        url: "/more",
        headers: { "content-type": "text/xml; charset=utf-8", soapaction: '"http://more.example.com/wcf/IMore/EchoBox"' },
        body: new TextEncoder().encode(body),
      });
    const response = await request(imported);
    const text = typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
    expect(response.status).toBe(200);
    expect(text).toMatch(/<\w+:Value i:type="\w+:Dog"/);
    expect((await request(two)).status).toBe(500); // the hand-written spec names no [ServiceKnownType]
  });
});

/**
 * Import: a type only later operations reach. In the lab's IDepth, MapBox is reached by EchoMap and MakeMap only,
 * after the object operations ShowObject and EchoObject; svcutil's proxy names it on them too (every type of the
 * set), and naming it there leaves the documents equal (MapBox follows Box in the data schema either way, and the
 * Arrays schema is still the last), so the import names it. Where naming it would move it (a schema exported in
 * between), the operation keeps the types exported by then.
 */
describe("import: [ServiceKnownType]s of types only later operations reach", () => {
  // The lab's service without its Kennel/Yard/Farm operations (their Dog is the next describe's), its boxes and
  // objects as recorded.
  const boxes = parseSpec(
    `${SPEC.slice(0, SPEC.indexOf("types:"))}types:
  Box: { fields: [{ name: Value, type: object }] }
  MapBox: { fields: [{ name: Value, type: object }], knownTypes: ["map<string,int>"] }
operations:
  - { name: EchoBox, fields: [{ name: box, type: Box }], result: { type: Box } }
  - { name: ShowObject, fields: [{ name: value, type: object }], result: { type: string } }
  - { name: EchoObject, fields: [{ name: value, type: object }], result: { type: object } }
  - { name: EchoMap, fields: [{ name: box, type: MapBox }], result: { type: MapBox } }
`,
    "spec/boxes.yaml",
  );
  const spec = importEmitted(boxes, "http://127.0.0.1:8764/");
  const known = Object.fromEntries(spec.operations.map((op) => [op.name, op.knownTypes]));

  it("names MapBox (reached by EchoMap only) on EchoBox, ShowObject and EchoObject", () => {
    expect(known.ShowObject).toContain("MapBox");
    expect(known.EchoObject).toContain("MapBox");
    expect(known.EchoBox).toEqual(["Box", "MapBox"]); // Box's object: EchoBox is an object operation too
  });

  it("the imported server reads a MapBox in ShowObject's object, as svcutil's proxy sends it (the recorded spec refuses it)", async () => {
    const imported = parseSpec(stringify(spec), "spec/imported.yaml");
    const body =
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><ShowObject xmlns="${WCF}">` +
      `<value xmlns:a="http://depth.example.com/data" xmlns:i="http://www.w3.org/2001/XMLSchema-instance" i:type="a:MapBox"><a:Value i:nil="true"/></value></ShowObject></s:Body></s:Envelope>`;
    const request = (m: typeof imported) =>
      service.server(m, { EchoBox: echo, ShowObject: handlers.ShowObject!, EchoObject: handlers.EchoObject!, EchoMap: echo }).handle({
        method: "POST",
        url: "/",
        headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${WCF}/IDepth/ShowObject"` },
        body: new TextEncoder().encode(body),
      });
    const response = await request(imported);
    const text = typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
    expect(response.status).toBe(200);
    expect(text).toContain(">MapBox<");
    expect((await request(boxes)).status).toBe(500);
  });

  it("keeps the types exported by then where naming a later one would move a schema (the proof holds)", () => {
    const moved = parseSpec(
      `${TWO_CONTRACTS}types:
  Animal: { fields: [{ name: Name, type: string }] }
  Extra: { namespace: "${WCF}", fields: [{ name: Note, type: string }] }
operations:
  - { name: ShowObject, fields: [{ name: value, type: object }], result: { type: string } }
  - { name: EchoExtra, fields: [{ name: box, type: Extra }], result: { type: Extra } }
  - { name: EchoAnimal, fields: [{ name: box, type: Animal }], result: { type: Animal } }
  - { name: Ping, contract: IMore, fields: [] }
`,
      "spec/moved.yaml",
    );
    const imported = importEmitted(moved, "http://127.0.0.1:8764/");
    // Extra, in the contract's own schema, named on ShowObject would be exported between ShowObject's wrappers and
    // EchoExtra's, not after them: the documents say ShowObject did not name it, nor (its schema not exported by
    // then) Animal.
    expect(imported.operations.find((op) => op.name === "ShowObject")?.knownTypes).toBeUndefined();
  });
});

/**
 * Import of a dictionary exported only as a class's known type (MapBox's `map<string,int>`: the Arrays schema's
 * ArrayOfKeyValueOfstringint, which no member uses): named again on the class holding the object, with one contract
 * and with the class in a second contract, whose WSDL alone imports the Arrays schema (the proof holds both).
 */
describe("import: a collection exported only as a known type", () => {
  const spec = (contract: string) => `${TWO_CONTRACTS}types:
  Box: { fields: [{ name: Value, type: object }] }
  MapBox: { fields: [{ name: Value, type: object }], knownTypes: ["map<string,int>"] }
operations:
  - { name: EchoBox, fields: [{ name: box, type: Box }], result: { type: Box } }
  - { name: EchoMap, contract: ${contract}, fields: [{ name: box, type: MapBox }], result: { type: MapBox } }
  - { name: Ping, contract: IMore, fields: [] }
`;

  it.each(["IDepth", "IMore"])("names map<string,int> on MapBox when EchoMap is %s's", (contract) => {
    const imported = importEmitted(parseSpec(spec(contract), "spec/maps.yaml"), "http://127.0.0.1:8764/");
    expect(imported.types?.MapBox?.knownTypes).toContain("map<string,int>");
    // In a second contract, Box (IDepth's, whose WSDL does not import the Arrays schema) does not name it.
    if (contract === "IMore") expect(imported.types?.Box?.knownTypes ?? []).not.toContain("map<string,int>");
  });
});

/**
 * Import: a subclass a class names that holds its base. Dog, reached by no operation, is a [KnownType] of Yard
 * (whose Kennel holds an Animal): the export writes it after Yard, not after Animal, so the import names it on
 * Yard, where the documents say it was; on Animal (the import's first guess) the data schema would differ.
 */
describe("import: a subclass named by a class that holds its base", () => {
  const spec = importEmitted(model, "http://127.0.0.1:8764/");

  it("imports the whole lab design, naming Dog on Yard as recorded", () => {
    expect(spec.types?.["Yard"]?.knownTypes).toEqual(["Dog"]);
    expect(spec.types?.["Animal"]?.knownTypes).toBeUndefined();
  });
});

