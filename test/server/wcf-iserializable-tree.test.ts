/**
 * ISerializable hierarchies and the remaining SerializationInfo forms under DataContractSerializer (#28,
 * docs/wcf-design.md §39), recorded with the lab (test/reference/wcf/iserializable-tree/: WcfISerializableTree.cs,
 * README there): a SpecialBag where Bag is declared (`i:type`; `{ $type, entries }` in TypeScript), SetType
 * (`z:FactoryType`, the spec's `factoryType`) written and read, entry names like array indexes in the handler's
 * order (`[entryOrder]`), `__proto__` and `constructor` as entries, ISerializable values and exceptions in an `object`
 * member, and an Exception result.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseSpec } from "../../generator/spec/load.js";
import { entryNames, entryOrder } from "../../runtime/src/serialization-info.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { generatedPackage } from "../support/generated-package.js";
import { specErrorOf } from "../support/spec-error.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { endToEnd, type Exchange } from "../support/wcf-end-to-end.js";
import { nillableReferenceParameters, RecordedService, withoutXmlSchemaImport } from "../support/wcf-recorded-service.js";
import { canonicalXml } from "../support/xml-canonical.js";

const WCF_DIR = fileURLToPath(new URL("../reference/wcf/", import.meta.url));
const ADDRESS = "http://127.0.0.1:8784/";
const normalise = (query: string, text: string): string => {
  const out = withoutXmlSchemaImport(text);
  return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:(Bag|Holder|Token|Exception)$/) : out;
};

/**
 * The exchanges whose answer depends on what only a .NET class knows (SetType called or not, the class a z:FactoryType
 * made): checked on their own below with the handlers' view of them.
 */
const OWN = ["MakeToken.plain", "ReadToken.factory", "ReadToken.unknown", "ReadToken.self", "ReadToken.point", "DescribeHolder.token"];
class TreeRecordings extends RecordedService {
  override names(): string[] {
    return super.names().filter((n) => !OWN.includes(n));
  }
}
const service = new TreeRecordings(`${WCF_DIR}iserializable-tree/`, ADDRESS, normalise);
const recordings = new RecordedService(`${WCF_DIR}iserializable-tree/`, ADDRESS, normalise);

/**
 * The service as WcfISerializableTree.cs declares it. Written by hand: import reads the recording's documents but
 * cannot tell SetType (the schema never says it) and guesses Bag's [KnownType]s (see docs/wcf-design.md §39).
 */
const SPEC = (factory: boolean): string => `service:
  name: service
  namespace: http://tempuri.org/
  endpoint: ${ADDRESS}
  wcf:
    serializer: dataContract
    dataContractNamespace: http://schemas.datacontract.org/2004/07/Lab.Tree
    security: none
    contracts:
      - { name: ITree, namespace: http://tree.example.com/wcf, address: "" }
types:
  Bag: { iSerializable: true, knownTypes: [SpecialBag, Point] }
  SpecialBag: { base: Bag, iSerializable: true }
  Token: { iSerializable: true, knownTypes: [TokenFactory, Point]${factory ? ", factoryType: TokenFactory" : ""} }
  TokenFactory: { iSerializable: true }
  Holder:
    fields:
      - { name: Any, type: object }
      - { name: Label, type: string }
    knownTypes: [Bag, Token, Exception, ParcelException]
  Exception: { namespace: http://schemas.datacontract.org/2004/07/System, iSerializable: true }
  ParcelException: { base: Exception, iSerializable: true }
  Point:
    namespace: http://schemas.datacontract.org/2004/07/Lab.Tree.Data
    fields:
      - { name: X, type: int }
      - { name: Y, type: int }
operations:
  - { name: EchoBag, fields: [{ name: bag, type: Bag }], result: { type: Bag } }
  - { name: DescribeBag, fields: [{ name: bag, type: Bag }], result: { type: string } }
  - { name: MakeBag, fields: [{ name: kind, type: int }], result: { type: Bag } }
  - { name: MakeToken, fields: [{ name: name, type: string }], result: { type: Token } }
  - { name: ReadToken, fields: [{ name: token, type: Token }], result: { type: string } }
  - { name: EchoHolder, fields: [{ name: holder, type: Holder }], result: { type: Holder } }
  - { name: DescribeHolder, fields: [{ name: holder, type: Holder }], result: { type: string } }
  - { name: MakeHolder, fields: [{ name: kind, type: int }], result: { type: Holder } }
  - { name: MakeException, fields: [{ name: kind, type: int }], result: { type: Exception } }
`;
const model = () => parseSpec(SPEC(true), "spec/iserializable-tree.yaml");

type Entry = { readonly $type: string; readonly value: unknown } | null;
const s = (value: string) => ({ $type: "string", value });
const int = (value: number) => ({ $type: "int", value });
const POINT = { $type: "Point", value: { x: 1, y: 2 } };
const LABELLED = { label: s("special"), point: POINT };
/** Entries in the order b, 10, 2, 0, a: JavaScript enumerates 0, 2, 10 first; [entryOrder] says the wire's. */
const INDEXES = Object.defineProperty({ b: s("first"), "10": s("second"), "2": s("third"), "0": s("fourth"), a: s("fifth") }, entryOrder, {
  value: ["b", "10", "2", "0", "a"],
  enumerable: true,
});
/** Entries named like Object.prototype's members, own properties (JSON.parse keeps `__proto__` one). */
const HOSTILE = JSON.parse('{"__proto__": {"$type": "string", "value": "p"}, "constructor": {"$type": "string", "value": "c"}, "toString": {"$type": "int", "value": 1}}') as Record<string, Entry>;
/** Exception.GetObjectData's eleven entries. */
const exception = (className: string, message: string) => ({
  ClassName: s(className),
  Message: s(message),
  Data: null,
  InnerException: null,
  HelpURL: null,
  StackTraceString: null,
  RemoteStackTraceString: null,
  RemoteStackIndex: int(0),
  ExceptionMethod: null,
  HResult: int(-2146233088),
  Source: null,
});

/** What the lab's Bag.Describe says of the entries: each `name=ClrType:value` in the order they came. */
const CLR: Readonly<Record<string, string>> = { string: "String", int: "Int32", Point: "Point" };
function described(type: string, entries: Readonly<Record<string, Entry>>): string {
  const shown = (e: Entry) => (e === null ? "null" : `${CLR[e.$type]}:${e.$type === "Point" ? "Lab.Tree.Data.Point" : String(e.value)}`);
  return [type, ...entryNames(entries)!.map((n) => `${n}=${shown(entries[n]!)}`)].join(" ");
}

type BagValue = { readonly $type: string; readonly entries: Readonly<Record<string, Entry>> };
const echo = <K extends string>(name: K) => (input: object) => (input as Record<K, unknown>)[name];
const handlers: OperationHandlers = {
  EchoBag: echo("bag"),
  DescribeBag: (input) => {
    const bag = (input as { bag: BagValue | null }).bag;
    return bag === null ? "null" : described(bag.$type, bag.entries);
  },
  MakeBag: (input) =>
    [{ $type: "Bag", entries: LABELLED }, { $type: "SpecialBag", entries: LABELLED }, { $type: "Bag", entries: INDEXES }, { $type: "Bag", entries: HOSTILE }][
      (input as { kind: number }).kind
    ],
  MakeToken: (input) => ({ name: s((input as { name: string }).name) }),
  ReadToken: (input) => `Token ${String((input as { token: { name: { value: string } } }).token.name.value)}`,
  EchoHolder: echo("holder"),
  DescribeHolder: (input) => {
    const { any, label } = (input as { holder: { any: { $type: string; value: Record<string, Entry> } | null; label: string } }).holder;
    if (any === null) return `${label} null`;
    if (any.$type.endsWith("Exception")) return `${label} ${any.$type}:${String(any.value.Message!.value)}`;
    return `${label} ${described(any.$type, any.value)}`;
  },
  MakeHolder: (input) => {
    const kind = (input as { kind: number }).kind;
    const any = [
      { $type: "SpecialBag", value: { n: int(7) } },
      { $type: "Token", value: { name: s("t3") } },
      { $type: "Exception", value: exception("System.Exception", "plain") },
      { $type: "ParcelException", value: exception("Lab.Tree.ParcelException", "parcel lost") },
      null,
    ][kind];
    return { any, label: "h" };
  },
  MakeException: (input) =>
    (input as { kind: number }).kind === 0 ? { $type: "Exception", entries: exception("System.Exception", "plain") } : null,
};

const PROBE = "a probe of the server: a .NET client does not send it";

function exchanges(): Exchange[] {
  const same = (name: string, operation: string, part: string, value: unknown): Exchange => ({ name, operation, input: { [part]: value }, output: value });
  const bag = (type: string, entries: object) => ({ $type: type, entries });
  const holderWith = (any: unknown) => ({ holder: { any, label: "h" } });
  return [
    // A subclass where Bag is declared: i:type, read back as it (DescribeBag.special says SpecialBag).
    same("EchoBag.special", "EchoBag", "bag", bag("SpecialBag", LABELLED)),
    { name: "DescribeBag.special", operation: "DescribeBag", input: { bag: bag("SpecialBag", LABELLED) }, output: "SpecialBag label=String:special point=Point:Lab.Tree.Data.Point" },
    { name: "DescribeBag.base", operation: "DescribeBag", input: { bag: bag("Bag", { label: s("plain") }) }, output: "Bag label=String:plain" },
    // i:type naming the declared class itself: a .NET writer leaves it out.
    { name: "DescribeBag.declared", operation: "DescribeBag", input: { bag: bag("Bag", { label: s("plain") }) }, output: "Bag label=String:plain", notSent: PROBE },
    { name: "MakeBag.plain", operation: "MakeBag", input: { kind: 0 }, output: bag("Bag", LABELLED) },
    { name: "MakeBag.special", operation: "MakeBag", input: { kind: 1 }, output: bag("SpecialBag", LABELLED) },
    // Names like array indexes, in the handler's order both ways.
    same("EchoBag.indexes", "EchoBag", "bag", bag("Bag", INDEXES)),
    { name: "DescribeBag.indexes", operation: "DescribeBag", input: { bag: bag("Bag", INDEXES) }, output: "Bag b=String:first 10=String:second 2=String:third 0=String:fourth a=String:fifth" },
    { name: "MakeBag.indexes", operation: "MakeBag", input: { kind: 2 }, output: bag("Bag", INDEXES) },
    same("EchoBag.hostile", "EchoBag", "bag", bag("Bag", HOSTILE)),
    { name: "MakeBag.hostile", operation: "MakeBag", input: { kind: 3 }, output: bag("Bag", HOSTILE) },
    // SetType: z:FactoryType where the spec says `factoryType`.
    { name: "MakeToken.factory", operation: "MakeToken", input: { name: "t1" }, output: { name: s("t1") } },
    { name: "ReadToken.plain", operation: "ReadToken", input: { token: { name: s("t1") } }, output: "Token t1", notSent: "a Token of the spec's factoryType is sent with z:FactoryType (ReadToken.factory)" },
    // ISerializable values and exceptions in an object member.
    same("EchoHolder.bag", "EchoHolder", "holder", { any: { $type: "Bag", value: { label: s("inner") } }, label: "h" }),
    { name: "DescribeHolder.bag", operation: "DescribeHolder", input: holderWith({ $type: "Bag", value: { label: s("inner") } }), output: "h Bag label=String:inner" },
    { name: "DescribeHolder.special", operation: "DescribeHolder", input: holderWith({ $type: "SpecialBag", value: { label: s("inner") } }), output: "h SpecialBag label=String:inner" },
    { name: "DescribeHolder.parcel", operation: "DescribeHolder", input: holderWith({ $type: "ParcelException", value: exception("Lab.Tree.ParcelException", "parcel lost") }), output: "h ParcelException:parcel lost" },
    { name: "MakeHolder.bag", operation: "MakeHolder", input: { kind: 0 }, output: { any: { $type: "SpecialBag", value: { n: int(7) } }, label: "h" } },
    { name: "MakeHolder.token", operation: "MakeHolder", input: { kind: 1 }, output: { any: { $type: "Token", value: { name: s("t3") } }, label: "h" } },
    { name: "MakeHolder.exception", operation: "MakeHolder", input: { kind: 2 }, output: { any: { $type: "Exception", value: exception("System.Exception", "plain") }, label: "h" } },
    { name: "MakeHolder.parcel", operation: "MakeHolder", input: { kind: 3 }, output: { any: { $type: "ParcelException", value: exception("Lab.Tree.ParcelException", "parcel lost") }, label: "h" } },
    { name: "MakeHolder.empty", operation: "MakeHolder", input: { kind: 4 }, output: { any: null, label: "h" } },
    // An Exception result (Exception has a subclass here: `{ $type, entries }`).
    { name: "MakeException.plain", operation: "MakeException", input: { kind: 0 }, output: { $type: "Exception", entries: exception("System.Exception", "plain") } },
    { name: "MakeException.null", operation: "MakeException", input: { kind: 2 }, output: null },
  ];
}

describe("ISerializable hierarchies, SetType, index-like names (iserializable-tree/WcfISerializableTree.cs)", () => {
  endToEnd(service, handlers, exchanges(), {}, { imported: () => ({ model: model() }) });

  it("reads entries named like indexes in wire order: [entryOrder] beside keys JavaScript enumerates 0, 2, 10 first", async () => {
    const { outcome } = await recordings.call(model(), "MakeBag.indexes", "MakeBag", { kind: 2 });
    const { entries } = outcome as BagValue;
    expect(Object.keys(entries)).toEqual(["0", "2", "10", "b", "a"]);
    expect(entryNames(entries)).toEqual(["b", "10", "2", "0", "a"]);
    // Names in an order JavaScript keeps carry none (the common case: nothing added).
    const plain = (await recordings.call(model(), "MakeBag.plain", "MakeBag", { kind: 0 })).outcome as BagValue;
    expect(Object.getOwnPropertySymbols(plain.entries)).toEqual([]);
  });

  it("reads __proto__ and constructor as own entries, polluting nothing", async () => {
    const { outcome } = await recordings.call(model(), "MakeBag.hostile", "MakeBag", { kind: 3 });
    const { entries } = outcome as BagValue;
    expect(Object.getPrototypeOf(entries)).toBe(Object.prototype);
    expect(Object.keys(entries)).toEqual(["__proto__", "constructor", "toString"]);
    expect(({} as Record<string, unknown>).value).toBeUndefined();
  });

  it("refuses to write an [entryOrder] that is not the entries' own names", async () => {
    const bad = Object.defineProperty({ a: s("x") }, entryOrder, { value: ["a", "b"], enumerable: true });
    const { error } = await recordings.call(model(), "EchoBag.indexes", "EchoBag", { bag: { $type: "Bag", entries: bad } });
    expect(String(error)).toMatch(/bag: expected an \[entryOrder\] listing the entries' own names, each once/);
  });

  it("refuses a Bag without its class where Bag has subclasses", async () => {
    const { error } = await recordings.call(model(), "EchoBag.indexes", "EchoBag", { bag: { label: s("x") } });
    expect(String(error)).toMatch(/expected \{ \$type, entries \} \(a Bag, ISerializable with subclasses\)/);
  });
});

describe("z:FactoryType (SerializationInfo.SetType), beyond what the spec can say", () => {
  let received: unknown[] = [];
  const probing: OperationHandlers = {
    ...handlers,
    ReadToken: (input) => {
      received.push((input as { token: unknown }).token);
      return "Token t1";
    },
    DescribeHolder: (input) => {
      received.push((input as { holder: unknown }).holder);
      return "h Token:t4";
    },
  };

  it("reads a z:FactoryType naming a known ISerializable type, none, or the declared type: the entries alone", async () => {
    received = [];
    const server = recordings.server(model(), probing);
    for (const name of ["ReadToken.factory", "ReadToken.unknown", "ReadToken.self"]) expect((await recordings.replay(server, name)).status).toBe(200);
    expect(received).toEqual([{ name: s("t1") }, { name: s("t1") }, { name: s("t1") }]);
    // .NET answers "TokenFactory t1" to ReadToken.factory: its TokenFactory class was built; a TypeScript handler has the entries.
    expect(recordings.dotnetAnswer("ReadToken.factory").body).toContain("TokenFactory t1");
    await recordings.replay(server, "DescribeHolder.token");
    expect(received[3]).toEqual({ any: { $type: "Token", value: { name: s("t4") } }, label: "h" });
  });

  it("refuses a z:FactoryType naming a known class that is not ISerializable (ReadToken.point), as .NET does", async () => {
    const answer = await recordings.replay(recordings.server(model(), probing), "ReadToken.point");
    expect(answer.status).toBe(500);
    expect(answer.body).toContain("a:DeserializationFailed");
    expect(answer.body).toMatch(/factory type Point is not ISerializable/);
    expect(recordings.dotnetAnswer("ReadToken.point").body).toContain("factory type 'Lab.Tree.Data.Point' is not ISerializable.");
  });

  it("MakeToken.plain: without factoryType a Token is written without z:FactoryType (the lab's Token calls SetType by name)", async () => {
    const plain = parseSpec(SPEC(false), "spec/iserializable-tree.yaml");
    const answer = await recordings.replay(recordings.server(plain, handlers), "MakeToken.plain");
    expect(canonicalXml(answer.body)).toBe(canonicalXml(recordings.dotnetAnswer("MakeToken.plain").body));
    const { outcome } = await recordings.call(plain, "MakeToken.plain", "MakeToken", { name: "plain" });
    expect(outcome).toEqual({ name: s("plain") });
  });
});

describe("factoryType: what the spec refuses, positioned", () => {
  const spec = (types: string): string =>
    [
      `service: { name: S, namespace: 'http://x/', endpoint: 'https://x/', wcf: { serializer: dataContract, dataContractNamespace: 'http://x/data', contracts: [{ name: IS, namespace: 'http://x/' }] } }`,
      `types:`,
      types,
      "operations: [{ name: Go, fields: [{ name: b, type: T }], result: { type: T } }]",
    ].join("\n");

  it("on a data contract", () => {
    expect(specErrorOf(spec("  F: { iSerializable: true }\n  T: { factoryType: F, fields: [] }"))).toMatch(/^spec\/test\.yaml:4:\d+: 'factoryType' applies to ISerializable classes .*class 'T' is a data contract/m);
  });

  it("naming a class that is not ISerializable, or none", () => {
    expect(specErrorOf(spec("  F: { fields: [] }\n  T: { iSerializable: true, factoryType: F }"))).toMatch(/^spec\/test\.yaml:4:\d+: factory type 'F' of 'T' is not an ISerializable class under 'types'/m);
    expect(specErrorOf(spec("  T: { iSerializable: true, factoryType: Nowhere }"))).toMatch(/^spec\/test\.yaml:3:\d+: factory type 'Nowhere' of 'T' is not an ISerializable class/m);
  });
});

const generated = await generatedPackage(SPEC(true).replace(`endpoint: ${ADDRESS}`, "endpoint: https://tree.example.com/Service.svc"), "iserializable-tree", "wcf-iserializable-tree-");

describe("iserializable-tree: its generated package", () => {
  it("type-checks strictly: Bag a union of { $type, entries }, SpecialBag and Token entries, objects' values entries", () => {
    expect(strictTypeCheck(generated.dir, ["iserializable-tree/src"])).toBe("");
    const types = readFileSync(join(generated.dir, "iserializable-tree/src/types.ts"), "utf8");
    expect(types).toMatch(
      /export type Bag =\s*\|? \{ readonly \$type: "Bag"; readonly entries: SerializationEntries<ServiceObject> \}\s*\| \{ readonly \$type: "SpecialBag"; readonly entries: SerializationEntries<ServiceObject> \};/,
    );
    expect(types).toContain("export type SpecialBag = SerializationEntries<ServiceObject>;");
    expect(types).toMatch(/readonly SpecialBag: SerializationEntries<ServiceObject>;/);
  }, 180_000);
});
