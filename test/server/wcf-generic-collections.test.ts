/**
 * Generic struct and collection data contracts under DataContractSerializer (#28), recorded with the lab
 * (test/reference/wcf/generic-collections/, WcfGenericCollections.cs, README there): `[DataContract] struct
 * Pair<TKey,TValue>` (GenericType then IsValueType in one appinfo), `[CollectionDataContract] class PageOf<T> :
 * List<T>` (PageOfOfstring, PageOfOfPairOfstringintjEB39CFx: GenericType), `[CollectionDataContract(ItemName,
 * KeyName, ValueName)] class Lookup<T> : Dictionary<string,T>` (IsDictionary then GenericType), the plain
 * `List<Pair<string,int>>` (ArrayOfPairOfstringint, no annotation) and `Dictionary<string,Pair<int,int>>`
 * (ArrayOfKeyValueOfstringPairOfintint4X1M2l6C), each a member, a parameter and a result.
 */
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { describeWcfGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { endToEnd, type Exchange } from "../support/wcf-end-to-end.js";
import { importEmitted, nillableReferenceParameters, RecordedService, withoutXmlSchemaImport } from "../support/wcf-recorded-service.js";

const DIR = fileURLToPath(new URL("../reference/wcf/generic-collections/", import.meta.url));
const DATA = "http://generics.example.com/data";
const XS = "http://www.w3.org/2001/XMLSchema";
// Mono artefacts undone (test/reference/wcf/README.md): the `?xsd=` import of the XML Schema namespace; reference
// type parameters and results without nillable (the struct Pair stays without).
const service = new RecordedService(DIR, "http://127.0.0.1:8796/", (query, text) => {
  const out = withoutXmlSchemaImport(text);
  return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:(Holder|PageOf\w+|LookupOf\w+|ArrayOf\w+)$/) : out;
});

type Pair = { key: string | number | null; value: number };
const pair = (key: string | number | null, value: number): Pair => ({ key, value });
/** A struct read without members holds C#'s defaults (DataContractSerializer leaves missing members unset). */
const struct = (p: Partial<Pair> | undefined, key: string | number | null): Pair => ({ key: p?.key ?? key, value: p?.value ?? 0 });
const echo = <K extends string>(name: K) => (input: object) => (input as Record<K, unknown>)[name];

const FULL = {
  lookup: [
    { key: "one", value: 1 },
    { key: "two", value: 2 },
  ],
  page: ["a", null],
  pair: pair("full", 7),
  pairPage: [pair("p", 1)],
  pairs: [pair("x", 3), pair(null, 0)],
  ranges: [{ key: "r", value: pair(1, 9) }],
};
const EMPTY = { lookup: null, page: null, pair: pair(null, 0), pairPage: null, pairs: null, ranges: null };

const handlers: OperationHandlers = {
  Echo: echo("holder"),
  EchoPair: (input) => struct((input as { pair?: Partial<Pair> }).pair, null),
  EchoPage: echo("page"),
  EchoPairPage: echo("page"),
  EchoLookup: echo("lookup"),
  EchoPairs: echo("pairs"),
  EchoRanges: echo("ranges"),
  Make: (input) => ((input as { kind: string }).kind === "empty" ? EMPTY : FULL),
};

describe("generic struct and collection data contracts (generic-collections/WcfGenericCollections.cs)", () => {
  it("imports into a spec whose documents equal all 6: the struct's and the collections' GenericType annotations", () => {
    const { spec, documents } = service.imported();
    expect(documents).toBe(6);
    const stringInt = [
      { name: "string", namespace: XS },
      { name: "int", namespace: XS },
    ];
    expect(spec.types?.PairOfstringint).toEqual({
      struct: true,
      generic: { name: "PairOf{0}{1}{#}", parameters: stringInt },
      fields: [
        { name: "Key", type: "string" },
        { name: "Value", type: "int" },
      ],
    });
    expect(spec.types?.PageOfOfstring).toEqual({ collection: { item: "string" }, generic: { name: "PageOfOf{0}{#}", parameters: [stringInt[0]] } });
    expect(spec.types?.PageOfOfPairOfstringintjEB39CFx).toEqual({
      collection: { item: "PairOfstringint" },
      generic: { name: "PageOfOf{0}{#}", parameters: [{ name: "PairOf{0}{1}{#}", namespace: DATA, parameters: stringInt }] },
    });
    expect(spec.types?.LookupOfint).toEqual({
      dictionary: { key: "string", value: "int", itemName: "Entry", keyName: "Name", valueName: "Item" },
      generic: { name: "LookupOf{0}{#}", parameters: [stringInt[1]] },
    });
    // The plain List<Pair<string,int>> is a type expression; so is the plain dictionary, whose name carries .NET's
    // digest of the arguments' namespaces (Pair's is not built in; docs/wcf-design.md §37).
    expect(spec.operations.find((o) => o.name === "EchoPairs")).toMatchObject({ fields: [{ name: "pairs", type: "PairOfstringint[]" }], result: { type: "PairOfstringint[]" } });
    expect(spec.operations.find((o) => o.name === "EchoRanges")).toMatchObject({ fields: [{ name: "ranges", type: "map<string,PairOfintint>" }], result: { type: "map<string,PairOfintint>" } });
    expect(spec.types?.ArrayOfKeyValueOfstringPairOfintint4X1M2l6C).toBeUndefined();
  });

  it("the metadata the imported service publishes imports into the same spec", () => {
    const { spec, model } = service.imported();
    expect(importEmitted(model, "http://127.0.0.1:8796/")).toEqual(spec);
  });

  it("import refuses a malformed GenericType on a dictionary contract at its position", () => {
    const broken = new RecordedService(DIR, "http://127.0.0.1:8796/", (query, text) => {
      const out = withoutXmlSchemaImport(text);
      return query === "xsd=xsd2" ? out.replace('<GenericParameter Name="int"', '<Bogus /><GenericParameter Name="int"') : out;
    });
    expect(() => broken.imported()).toThrow(/^http:\/\/127\.0\.0\.1:8796\/\?xsd=xsd2:\d+:\d+: .*Bogus in a GenericType annotation \(GenericParameter expected\)/);
  });

  endToEnd(service, handlers, exchanges());
});

describe("generic struct and collection contracts written in a spec", () => {
  const GENERIC = (name: string, arg: string) => `generic: { name: '${name}', parameters: [{ name: ${arg}, namespace: '${XS}' }] }`;
  const spec = (types: string): string =>
    [
      `service: { name: S, namespace: 'http://x/', endpoint: 'https://x/', wcf: { serializer: dataContract, dataContractNamespace: 'http://x/data', contracts: [{ name: IS, namespace: 'http://x/' }] } }`,
      `types: { ${types} }`,
      "operations: [{ name: Go, fields: [{ name: b, type: T }], result: { type: T } }]",
    ].join("\n");
  const dataSchema = (types: string): string => {
    const docs = wcfMetadataDocuments(parseSpec(spec(types), "spec/test.yaml"), "https://x/");
    return docs.find((d) => d.content.includes('targetNamespace="http://x/data"'))!.content;
  };

  it("a generic list contract: its GenericType annotation alone, before the sequence", () => {
    expect(dataSchema(`T: { typeName: ListOfint, collection: { item: int }, ${GENERIC("ListOf{0}{#}", "int")} }`)).toContain(
      `<xs:complexType name="ListOfint">\n    <xs:annotation>\n      <xs:appinfo>\n        <GenericType Name="ListOf{0}{#}" Namespace="http://x/data" xmlns="http://schemas.microsoft.com/2003/10/Serialization/">\n          <GenericParameter Name="int" Namespace="${XS}" />\n        </GenericType>\n      </xs:appinfo>\n    </xs:annotation>\n    <xs:sequence>`,
    );
  });

  it("a generic dictionary contract: IsDictionary, then GenericType, in one appinfo", () => {
    expect(dataSchema(`T: { typeName: MapOfint, dictionary: { key: string, value: int }, ${GENERIC("MapOf{0}{#}", "int")} }`)).toContain(
      `<xs:appinfo>\n        <IsDictionary xmlns="http://schemas.microsoft.com/2003/10/Serialization/">true</IsDictionary>\n        <GenericType Name="MapOf{0}{#}"`,
    );
  });

  it("a generic struct: GenericType, then IsValueType, in one appinfo", () => {
    const schema = dataSchema(`T: { typeName: BoxOfint, struct: true, fields: [{ name: V, type: int }], ${GENERIC("BoxOf{0}{#}", "int")} }`);
    expect(schema).toMatch(/<\/GenericType>\n {8}<IsValueType xmlns="http:\/\/schemas\.microsoft\.com\/2003\/10\/Serialization\/">true<\/IsValueType>\n {6}<\/xs:appinfo>/);
    expect(schema.match(/<xs:annotation>/g)).toHaveLength(1);
  });
});

// The imported spec generated into a package (the lab's http address replaced: a client refuses credentials in clear text).
const packageSpec = stringify({ ...service.imported().spec, service: { ...service.imported().spec.service, endpoint: "https://generics.example.com/Service.svc" } });
const generated = await generatedPackage(packageSpec, "generic-collections", "wcf-generic-collections-");

describe("generic-collections: its generated package", () => {
  it("type-checks strictly: the struct as an interface, the generic collections as arrays and key and value entries", () => {
    expect(strictTypeCheck(generated.dir, ["generic-collections/src"])).toBe("");
  }, 180_000);

  const cases = generated.set.index.cases.filter((c) => c.operation !== null && !c.id.startsWith("dispatcher."));
  describeWcfGeneratedCases(generated, cases);
});

const PROBE = "a probe of the server: a .NET client writes every member of a struct";

function exchanges(): Exchange[] {
  const same = (name: string, operation: string, part: string, value: unknown): Exchange => ({ name, operation, input: { [part]: value }, output: value });
  return [
    same("EchoPair.values", "EchoPair", "pair", pair("k", 5)),
    same("EchoPair.nil-key", "EchoPair", "pair", pair(null, -1)),
    { name: "EchoPair.empty", operation: "EchoPair", input: { pair: pair(null, 0) }, output: pair(null, 0), notSent: PROBE },
    same("EchoPage.items", "EchoPage", "page", ["a", null, "c"]),
    same("EchoPage.empty", "EchoPage", "page", []),
    same("EchoPage.null", "EchoPage", "page", null),
    same("EchoPairPage.items", "EchoPairPage", "page", [pair("p", 1), pair(null, 2)]),
    same("EchoLookup.entries", "EchoLookup", "lookup", [
      { key: "one", value: 1 },
      { key: "two", value: 2 },
    ]),
    same("EchoLookup.empty", "EchoLookup", "lookup", []),
    same("EchoPairs.items", "EchoPairs", "pairs", [pair("x", 3), pair("y", 4)]),
    same("EchoPairs.null", "EchoPairs", "pairs", null),
    same("EchoRanges.entries", "EchoRanges", "ranges", [
      { key: "r", value: pair(1, 9) },
      { key: "s", value: pair(0, 0) },
    ]),
    same("EchoRanges.empty", "EchoRanges", "ranges", []),
    same("Echo.full", "Echo", "holder", {
      lookup: [{ key: "n", value: 8 }],
      page: ["p", null],
      pair: pair("h", 6),
      pairPage: [pair("q", 2)],
      pairs: [pair("z", 5)],
      ranges: [{ key: "w", value: pair(2, 3) }],
    }),
    same("Echo.nulls", "Echo", "holder", EMPTY),
    { name: "Make.full", operation: "Make", input: { kind: "full" }, output: FULL },
    { name: "Make.empty", operation: "Make", input: { kind: "empty" }, output: EMPTY },
  ];
}
