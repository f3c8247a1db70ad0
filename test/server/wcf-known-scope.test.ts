/**
 * DataContractSerializer's known types per position (#28), on the lab's recording test/reference/wcf/known-scope/
 * (WcfKnownScope.cs, its spec WcfKnownScope.yaml, README of facts): an enum in an `object` is read and written
 * where a class on the path from the parameter down knows it (its [KnownType]s, its bases', its known types'
 * own), and refused elsewhere: the server answers DeserializationFailed with .NET's text, the client refuses to
 * send such a value and to read such an answer.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { knownTypeName } from "../../generator/model/data-contracts.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { ValueFormatError } from "../../runtime/src/values.js";
import { importEmitted, RecordedService, itReplaysReadExchange } from "../support/wcf-recorded-service.js";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { stringify } from "yaml";
import { canonicalXml } from "../support/xml-canonical.js";

const DIR = fileURLToPath(new URL("../reference/wcf/known-scope/", import.meta.url));
const service = new RecordedService(DIR, "http://127.0.0.1:8762/", (_query, text) => text);
const model = parseSpec(readFileSync(`${DIR}WcfKnownScope.yaml`, "utf8"), "test/reference/wcf/known-scope/WcfKnownScope.yaml");
const WCF = "http://scope.example.com/wcf";

const tone = { $type: "Tone", value: "Cold" };
const int42 = { $type: "int", value: 42 };
const tones = { $type: "ArrayOfTone", value: ["Cold", "Warm"] };
const shown = (v: { $type: string; value: unknown } | null): string =>
  v === null ? "null" : `${v.$type === "int" ? "Int32" : v.$type}:${String(v.value)}`;
const echo = (input: unknown): unknown => (input as { box: unknown }).box;
const handlers: OperationHandlers = {
  EchoLoose: echo,
  EchoHolder: echo,
  EchoChild: echo,
  EchoOuter: echo,
  EchoPlain: echo,
  EchoChain: echo,
  EchoArr: echo,
  EchoTwo: (input) => {
    const { first, second } = input as { first: { value: never } | null; second: { value: never } | null };
    return `${shown(first?.value ?? null)}|${shown(second?.value ?? null)}`;
  },
  MakeLoose: () => ({ value: tone }),
};

/** Read where a class on the path knows Tone: operation, what the caller passes and gets back. */
const READ: readonly { name: string; operation: string; input: object; output: unknown }[] = [
  // Holder has a subclass (HolderChild, known nowhere): its values carry $type, as its TypeScript type says.
  { name: "EchoHolder.tone", operation: "EchoHolder", input: { box: { value: tone } }, output: { $type: "Holder", value: tone } },
  {
    name: "EchoChild.tone",
    operation: "EchoChild",
    input: { box: { value: tone, extra: "x" } },
    output: { $type: "HolderChild", value: tone, extra: "x" },
  },
  { name: "EchoOuter.tone", operation: "EchoOuter", input: { box: { inner: { value: tone } } }, output: { inner: { value: tone } } },
  { name: "EchoPlain.held", operation: "EchoPlain", input: { box: { held: { value: tone }, other: null } }, output: { held: { $type: "Holder", value: tone }, other: null } },
  { name: "EchoChain.tone", operation: "EchoChain", input: { box: { value: tone } }, output: { $type: "Chain", value: tone } },
  {
    name: "EchoChain.sub-tone",
    operation: "EchoChain",
    input: { box: { $type: "ChainSub", value: tone } },
    output: { $type: "ChainSub", value: tone },
  },
  { name: "EchoTwo.first", operation: "EchoTwo", input: { first: { value: tone }, second: { value: int42 } }, output: "Tone:Cold|Int32:42" },
  // [KnownType(typeof(Tone[]))]: `knownTypes: ["Tone[]"]`, ArrayOfTone in Tone's namespace.
  { name: "EchoArr.array", operation: "EchoArr", input: { box: { value: tones } }, output: { value: tones } },
];

/** Refused: where no class on the path knows Tone (the parameter .NET names, the member). */
const REFUSED: readonly { name: string; operation: string; parameter: string; input: object; known?: string }[] = [
  { name: "EchoLoose.tone", operation: "EchoLoose", parameter: "box", input: { box: { value: tone } } },
  { name: "EchoPlain.other", operation: "EchoPlain", parameter: "box", input: { box: { held: { value: int42 }, other: tone } } },
  { name: "EchoArr.tone", operation: "EchoArr", parameter: "box", input: { box: { value: tone } } },
  { name: "EchoTwo.second", operation: "EchoTwo", parameter: "second", input: { first: { value: tone }, second: { value: tone } } },
  // Holder knows Tone, not Tone[].
  { name: "EchoHolder.array", operation: "EchoHolder", parameter: "box", input: { box: { value: tones } }, known: "ArrayOfTone" },
];

/**
 * What a .NET client sends for a recorded request: the request as recorded (written by a script, README; its
 * prefixes and attribute order compared apart), but for a null member, which a .NET client writes as nil where
 * the script left it out (EchoPlain.held: `Other`, EmitDefaultValue).
 */
function sentByDotnet(name: string): string {
  const body = service.request(name).body.toString("utf8");
  return name === "EchoPlain.held" ? body.replace("</a:Held>", '</a:Held><a:Other i:nil="true"/>') : body;
}

/**
 * .NET's fault for a refused request: DeserializationFailed (Mono answers Receiver, ../README.md) around the
 * recorded inner text, which the runtime gives without its "Error in line 1 position N." (the start tag's
 * position is not kept; the README's note).
 */
function dotnetRefusal(name: string, parameter: string): string {
  const recorded = service.dotnetAnswer(name).body;
  const inner = /<faultstring[^>]*>Error in line 1 position \d+\. ([^<]*)<\/faultstring>/.exec(recorded)![1]!;
  return `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode xmlns:a="http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher">a:DeserializationFailed</faultcode><faultstring xml:lang="en-US">The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter ${WCF}:${parameter}. The InnerException message was '${inner}'.  Please see InnerException for more details.</faultstring></s:Fault></s:Body></s:Envelope>`;
}

describe("known types per position (known-scope/WcfKnownScope.cs)", () => {
  it("covers every recorded exchange (the Mono-only ones are probes, README)", () => {
    expect([...READ, ...REFUSED].map((e) => e.name).sort()).toEqual(service.names());
  });

  it("derives each class's known-enum scope once in the model: own, bases', known types' own", () => {
    const scope = Object.fromEntries(model.types.map((t) => [t.name, t.knownScope?.map(knownTypeName) ?? []]));
    expect(scope).toEqual({
      Loose: [],
      Holder: ["Tone"],
      HolderChild: ["Tone"],
      Outer: ["Tone"],
      Plain: [],
      Chain: ["ChainSub", "Tone"],
      ChainSub: ["Tone", "ChainSub"],
      ArrHolder: ["ArrayOfTone"],
    });
    const types = descriptorOf(model).types!;
    expect(types.Holder!.known).toEqual(["Tone"]);
    expect(types.HolderChild!.known).toEqual(["Tone"]);
    expect(types.Chain!.known).toEqual(["ChainSub", "Tone"]);
    expect(types.ArrHolder!.known).toEqual(["ArrayOfTone"]);
    expect(types.Loose!.known).toBeUndefined();
    expect(types.Plain!.known).toBeUndefined();
  });

  for (const e of READ) itReplaysReadExchange(service, model, handlers, e, sentByDotnet);

  for (const e of REFUSED) {
    it(`${e.name}: the server answers DeserializationFailed with .NET's text`, async () => {
      const answer = await service.replay(service.server(model, handlers), e.name);
      expect(answer.status).toBe(500);
      expect(canonicalXml(answer.body)).toBe(canonicalXml(dotnetRefusal(e.name, e.parameter)));
    });

    it(`${e.name}: the client refuses to send the value, naming where`, async () => {
      const { sent, error } = await service.call(model, e.name, e.operation, e.input);
      expect(sent).toBeUndefined();
      expect(String(error)).toMatch(/expected an object value of a known type here \(\[KnownType\] on an enclosing class, \[ServiceKnownType\]\)/);
      expect(String(error)).toContain(`(${e.known ?? "Tone"} is not known here)`);
      expect(String(error)).toMatch(e.name === "EchoPlain.other" ? /box\.Other/ : /\.Value/);
    });
  }

  it("the client refuses an answer holding an enum out of scope (a .NET client would)", async () => {
    const answer = service.dotnetAnswer("EchoHolder.tone");
    const body = answer.body.replaceAll("EchoHolder", "EchoLoose");
    const { error } = await service.call(model, "EchoHolder.tone", "EchoLoose", { box: { value: int42 } }, { answer: { ...answer, body } });
    expect(String(error)).toMatch(/EchoLooseResult\.Value: expected an i:type naming a known type here \(\[KnownType\] on an enclosing class, \[ServiceKnownType\]\) \(Tone is not known here\)/);
  });

  it("the server refuses to write an enum out of scope (probes/MakeLoose: Mono writes it, .NET's writer does not)", async () => {
    const server = service.server(model, handlers);
    const request = readFileSync(`${DIR}probes/MakeLoose.request.txt`, "utf8");
    const body = request.slice(request.search(/\r?\n\r?\n/)).trim();
    const response = await server.handle({
      method: "POST",
      url: "/",
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${WCF}/IScope/MakeLoose"` },
      body: new TextEncoder().encode(body),
    });
    const text = typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
    expect(response.status).toBe(500);
    expect(text).toMatch(/Tone is not known here/);
    const { op, writers } = service.fixtures(model);
    expect(() => writers.result(op("MakeLoose"), { value: tone })).toThrow(ValueFormatError);
  });
});

/**
 * Import names every enum of the set on every reached class holding an `object` (docs/wcf-design.md §23): the
 * metadata does not say which class knows an enum, and a .NET proxy generated from it (svcutil) knows every type
 * of the set in such an operation, so an imported service reads an enum there even when a member uses it.
 * WcfKnownScope's spec with a class using Tone as a member (`Tinted`), so Tone is exported for it.
 */
describe("an imported service knows every enum in every object (svcutil's proxy does)", () => {
  const tinted = readFileSync(`${DIR}WcfKnownScope.yaml`, "utf8")
    .replace("  ArrHolder:\n", "  Tinted:\n    fields: [{ name: Shade, type: Tone }]\n  ArrHolder:\n")
    .replace("operations:\n", "operations:\n  - { name: EchoTinted, fields: [{ name: box, type: Tinted }], result: { type: Tinted } }\n");
  const handWritten = parseSpec(tinted, "spec/tinted.yaml");
  const spec = importEmitted(handWritten, "http://127.0.0.1:8762/");
  const imported = parseSpec(stringify(spec), "spec/imported.yaml");
  const tintedHandlers: OperationHandlers = { ...handlers, EchoTinted: echo };

  it("import names Tone (used by Tinted.Shade) on every reached class holding an object, the export unchanged", () => {
    expect(handWritten.types.find((t) => t.name === "Tinted")?.fields.map((f) => f.wireName)).toEqual(["Shade"]);
    const known = Object.fromEntries(Object.entries(spec.types ?? {}).map(([name, body]) => [name, body.knownTypes ?? []]));
    // Tone[] no member uses (ArrHolder's [KnownType]) is named likewise, before the used Tone.
    expect(known).toMatchObject({ Loose: ["Tone[]", "Tone"], Holder: ["Tone[]", "Tone"], Plain: ["Tone[]", "Tone"], Chain: ["ChainSub", "Tone[]", "Tone"], ArrHolder: ["Tone[]", "Tone"], Tinted: [] });
    const documents = (m: typeof imported): string[] => wcfMetadataDocuments(m, "http://127.0.0.1:8762/").map((d) => d.content);
    expect(documents(imported)).toEqual(documents(handWritten));
  });

  it("the imported server reads and echoes the request the hand-written spec refuses (EchoLoose.tone, real bytes)", async () => {
    const refused = await service.replay(service.server(handWritten, tintedHandlers), "EchoLoose.tone");
    expect(refused.status).toBe(500);
    expect(refused.body).toMatch(/The deserializer has no knowledge of any type/);
    const answer = await service.replay(service.server(imported, tintedHandlers), "EchoLoose.tone");
    expect(answer.status).toBe(200);
    const holder = service.dotnetAnswer("EchoHolder.tone").body.replaceAll("EchoHolder", "EchoLoose");
    expect(canonicalXml(answer.body)).toBe(canonicalXml(holder));
  });

  it("the imported client sends Tone in Loose and reads it in the answer; the hand-written one refuses both", async () => {
    const recorded = service.dotnetAnswer("EchoHolder.tone");
    const answer = { ...recorded, body: recorded.body.replaceAll("EchoHolder", "EchoLoose") };
    const ok = await service.call(imported, "EchoLoose.tone", "EchoLoose", { box: { value: tone } }, { answer });
    expect(ok.error).toBeUndefined();
    expect(ok.outcome).toEqual({ value: tone });
    expect(canonicalXml(String(ok.sent.body))).toBe(canonicalXml(sentByDotnet("EchoLoose.tone")));
    const sending = await service.call(handWritten, "EchoLoose.tone", "EchoLoose", { box: { value: tone } }, { answer });
    expect(String(sending.error)).toMatch(/Tone is not known here/);
    const reading = await service.call(handWritten, "EchoLoose.tone", "EchoLoose", { box: { value: int42 } }, { answer });
    expect(String(reading.error)).toMatch(/EchoLooseResult\.Value: .*Tone is not known here/);
  });
});

describe("an object no class encloses: the operation's [ServiceKnownType]s only", () => {
  const rootSpec = `${readFileSync(`${DIR}WcfKnownScope.yaml`, "utf8")}  - { name: EchoObject, fields: [{ name: value, type: object }], result: { type: object } }\n`;
  const rootModel = parseSpec(rootSpec.replace("- { name: EchoObject,", "- { name: EchoObject, knownTypes: [Tone],"), "root-object.yaml");
  const unknownModel = parseSpec(rootSpec, "root-unknown.yaml");
  const request = (value: string): string =>
    `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><EchoObject xmlns="${WCF}">` +
    `<value xmlns:i="http://www.w3.org/2001/XMLSchema-instance" ${value}</value></EchoObject></s:Body></s:Envelope>`;
  const call = async (value: string, spec = rootModel): Promise<{ status: number; text: string }> => {
    const server = service.server(spec, {
      ...handlers,
      EchoObject: (input) => (input as { value: unknown }).value,
    });
    const response = await server.handle({
      method: "POST",
      url: "/",
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${WCF}/IScope/EchoObject"` },
      body: new TextEncoder().encode(request(value)),
    });
    const text = typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
    return { status: response.status, text };
  };

  it("refuses an enum in an object parameter of an operation without known types (was: every enum)", async () => {
    const { status, text } = await call(`xmlns:b="http://tones.example.com/data" i:type="b:Tone">Cold`, unknownModel);
    expect(status).toBe(500);
    expect(text).toContain("Element 'http://scope.example.com/wcf:value' contains data of the 'http://tones.example.com/data:Tone' data contract. The deserializer has no knowledge of any type");
  });

  it("reads and writes an enum its operation knows in an object parameter and result (knownTypes: [Tone])", async () => {
    const { status, text } = await call(`xmlns:b="http://tones.example.com/data" i:type="b:Tone">Cold`);
    expect(status).toBe(200);
    expect(text).toMatch(/<EchoObjectResult [^>]*i:type="[a-z]+:Tone"[^>]*>Cold<\/EchoObjectResult>/);
  });

  it("an operation's known types are its own: EchoLoose still refuses Tone in its Loose", async () => {
    const server = service.server(rootModel, {
      ...handlers,
      EchoObject: (input) => (input as { value: unknown }).value,
    });
    const body =
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><EchoLoose xmlns="${WCF}">` +
      `<box xmlns:a="http://scope.example.com/data" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">` +
      `<a:Value xmlns:b="http://tones.example.com/data" i:type="b:Tone">Cold</a:Value></box></EchoLoose></s:Body></s:Envelope>`;
    const response = await server.handle({
      method: "POST",
      url: "/",
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${WCF}/IScope/EchoLoose"` },
      body: new TextEncoder().encode(body),
    });
    const text = typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
    expect(response.status).toBe(500);
    expect(text).toMatch(/DeserializationFailed/);
  });
});
