/**
 * Generics nested in generics, KeyValuePair<K,V> and dictionaries of dictionaries (#28), recorded with the lab
 * (test/reference/wcf/generic-nesting/, WcfGenericNesting.cs, README there). KeyValuePair<K,V> is DataContractSerializer's
 * generic struct `KeyValuePairOf{0}{1}{#}` of System.Collections.Generic's namespace (required members `key`, `value`):
 * the spec says it with the generic struct form (`struct`, `namespace`, `generic`, two required fields), which import
 * reads back. `Wrapper<Wrapper<Parcel>>` and `Result<List<Result<Parcel, Stamp>>, int>` close their annotation level by
 * level; `map<string, map<string, int>>`, `map<string, int[]>` and `map<string, map<string, Parcel>>[]` are split at
 * the comma outside any `<...>`.
 */
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { closedGenericName } from "../../generator/model/data-contracts.js";
import { parseMapType } from "../../generator/model/map-type.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { describeWcfGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { endToEnd, type Exchange } from "../support/wcf-end-to-end.js";
import { importEmitted, nillableReferenceParameters, RecordedService, withoutXmlSchemaImport } from "../support/wcf-recorded-service.js";

const DIR = fileURLToPath(new URL("../reference/wcf/generic-nesting/", import.meta.url));
const XS = "http://www.w3.org/2001/XMLSchema";
const ARRAYS = "http://schemas.microsoft.com/2003/10/Serialization/Arrays";
const LAB = "http://schemas.datacontract.org/2004/07/Lab";
const SCG = "http://schemas.datacontract.org/2004/07/System.Collections.Generic";
// Mono artefacts undone (test/reference/wcf/README.md): the `?xsd=` import of the XML Schema namespace; reference
// type parameters and results without nillable.
const service = new RecordedService(DIR, "http://127.0.0.1:8828/", (query, text) => {
  const out = withoutXmlSchemaImport(text);
  return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:(Holder|ArrayOf\w+|Result_\w+|WrapperOf\w+)$/) : out;
});

describe("closed names of generics nested in generics, level by level", () => {
  const parcel = { name: "Parcel", namespace: LAB };
  it("Wrapper<Wrapper<Parcel>>: the inner closed name, then the outer digest over the inner's namespace", () => {
    const inner = { name: "WrapperOf{0}{#}", namespace: LAB, parameters: [parcel] };
    expect(closedGenericName(inner)).toBe("WrapperOfParcelkuSCbLWd");
    expect(closedGenericName({ name: "WrapperOf{0}{#}", parameters: [inner] })).toBe("WrapperOfWrapperOfParcelkuSCbLWdkuSCbLWd");
    const third = { name: "WrapperOf{0}{#}", parameters: [{ ...inner, parameters: [inner] }] };
    expect(closedGenericName(third)).toBe("WrapperOfWrapperOfWrapperOfParcelkuSCbLWdkuSCbLWdkuSCbLWd");
  });

  it("Result<List<Result<Parcel, Stamp>>, int>: a list argument named by its collection pattern", () => {
    const list = { name: "ArrayOfResult_{0}_{1}_{#}", namespace: LAB, parameters: [parcel, { name: "Stamp", namespace: "urn:other" }] };
    expect(closedGenericName(list)).toBe("ArrayOfResult_Parcel_Stamp_GZwuO5WC");
    expect(closedGenericName({ name: "Result_{0}_{1}_{#}", parameters: [list, { name: "int", namespace: XS }] })).toBe("Result_ArrayOfResult_Parcel_Stamp_GZwuO5WC_int_bCKp_Pv_PD");
  });

  it("KeyValuePair<K,V>: KeyValuePairOf{0}{1}{#}, hashed as any generic", () => {
    const pair = (k: { name: string; namespace: string }, v: { name: string; namespace: string }) => closedGenericName({ name: "KeyValuePairOf{0}{1}{#}", parameters: [k, v] });
    expect(pair({ name: "string", namespace: XS }, { name: "int", namespace: XS })).toBe("KeyValuePairOfstringint");
    expect(pair({ name: "string", namespace: XS }, parcel)).toBe("KeyValuePairOfstringParcelkWsSwysC");
    expect(pair({ name: "int", namespace: XS }, { name: "Stamp", namespace: "urn:other" })).toBe("KeyValuePairOfintStamp0CaLFsyg");
  });
});

describe("the map<K,V> expression", () => {
  it("splits at the comma outside any <...>", () => {
    expect(parseMapType("map<string, map<string,int>>")).toEqual({ key: "string", value: "map<string,int>" });
    expect(parseMapType("map< map<a,b>[] , map<c, map<d,e>> >")).toEqual({ key: "map<a,b>[]", value: "map<c, map<d,e>>" });
    expect(parseMapType("map<string,int[]>")).toEqual({ key: "string", value: "int[]" });
    expect(parseMapType("Parcel")).toBeUndefined();
  });

  it("says where a malformed one goes wrong", () => {
    expect(parseMapType("map<string, map<string,int>")).toEqual({ error: "'<' at 4 is not closed: map<key,value>", at: 3 });
    expect(parseMapType("map<string,int>>")).toEqual({ error: "'>' at 15 closes the map before '>'", at: 14 });
    expect(parseMapType("map<a,b,c>")).toEqual({ error: "a second ',' at 8: a map has one key and one value (map<key,value>)", at: 7 });
    expect(parseMapType("map<string>")).toEqual({ error: "a map has a key and a value: map<key,value>", at: 10 });
    expect(parseMapType("map<,int>")).toEqual({ error: "the key is missing: map<key,value>", at: 4 });
    expect(parseMapType("map<int, >")).toEqual({ error: "the value is missing: map<key,value>", at: 9 });
  });
});

type Parcel = { id: string | null; weight: number } | null;
const parcel = (id: string | null, weight: number): Parcel => ({ id, weight });
const echo = <K extends string>(name: K) => (input: object) => (input as Record<K, unknown>)[name];
const P1 = parcel("p1", 3);
const FULL = {
  count: { key: "c", value: 2 },
  lists: [{ key: "l", value: [1, 2] }],
  nested: [
    { key: "n", value: [{ key: "x", value: 1 }] },
    { key: "m", value: null },
  ],
  nestedPages: [[{ key: "o", value: [{ key: "q", value: P1 }] }]],
  pair: { key: "k", value: P1 },
  pairBy: [{ key: "a", value: { key: 1, value: { code: "X1" } } }],
  pairs: [
    { key: "k", value: P1 },
    { key: "z", value: null },
  ],
  results: { extra: 7, value: [{ extra: { code: "Y2" }, value: P1 }] },
  wrapped: { item: { item: P1 } },
};
// C#'s defaults of the two struct members (a KeyValuePair is never null); the rest nil.
const EMPTY = { count: { key: null, value: 0 }, lists: null, nested: null, nestedPages: null, pair: { key: null, value: null }, pairBy: null, pairs: null, results: null, wrapped: null };

const handlers: OperationHandlers = {
  Echo: echo("holder"),
  EchoPair: echo("pair"),
  EchoCount: echo("count"),
  EchoPairs: echo("pairs"),
  EchoPairBy: echo("pairBy"),
  EchoWrapped: echo("wrapped"),
  EchoResults: echo("results"),
  EchoNested: echo("nested"),
  EchoNestedPages: echo("pages"),
  EchoLists: echo("lists"),
  Make: (input) => ((input as { kind: string }).kind === "empty" ? EMPTY : FULL),
};

describe("generics nested in generics and KeyValuePair (generic-nesting/WcfGenericNesting.cs)", () => {
  it("imports into a spec whose documents equal all 8: KeyValuePair a generic struct, nested maps as map<K,V>", () => {
    const { spec, documents } = service.imported();
    expect(documents).toBe(8);
    const op = (name: string) => spec.operations.find((o) => o.name === name);
    expect(op("EchoNested")).toMatchObject({ fields: [{ name: "nested", type: "map<string,map<string,int>>" }], result: { type: "map<string,map<string,int>>" } });
    expect(op("EchoNestedPages")).toMatchObject({ fields: [{ name: "pages", type: "map<string,map<string,Parcel>>[]" }] });
    expect(op("EchoLists")).toMatchObject({ fields: [{ name: "lists", type: "map<string,int[]>" }] });
    expect(op("EchoPairs")).toMatchObject({ fields: [{ name: "pairs", type: "KeyValuePairOfstringParcelkWsSwysC[]" }] });
    expect(op("EchoPairBy")).toMatchObject({ fields: [{ name: "pairBy", type: "map<string,KeyValuePairOfintStamp0CaLFsyg>" }] });
    expect(spec.types?.KeyValuePairOfstringParcelkWsSwysC).toEqual({
      namespace: SCG,
      struct: true,
      generic: {
        name: "KeyValuePairOf{0}{1}{#}",
        parameters: [
          { name: "string", namespace: XS },
          { name: "Parcel", namespace: LAB },
        ],
      },
      fields: [
        { name: "key", type: "string", required: true },
        { name: "value", type: "Parcel", required: true },
      ],
    });
    // Every generic is named by its annotation alone: no typeName.
    expect(Object.values(spec.types ?? {}).filter((t) => t.generic !== undefined && t.typeName !== undefined)).toEqual([]);
    expect(spec.types?.Result_ArrayOfResult_Parcel_Stamp_GZwuO5WC_int_bCKp_Pv_PD?.generic?.parameters?.[0]).toEqual({
      name: "ArrayOfResult_{0}_{1}_{#}",
      namespace: LAB,
      parameters: [
        { name: "Parcel", namespace: LAB },
        { name: "Stamp", namespace: "urn:other" },
      ],
    });
    expect(Object.entries(spec.types ?? {}).filter(([, t]) => t.dictionary !== undefined || t.collection !== undefined)).toEqual([]);
  });

  it("the metadata the imported service publishes imports into the same spec", () => {
    const { spec, model } = service.imported();
    expect(importEmitted(model, "http://127.0.0.1:8828/")).toEqual(spec);
  });

  it("a GenericType annotation that does not close to its type's name is refused at the annotation", () => {
    const renamed = new RecordedService(DIR, "http://127.0.0.1:8828/", (query, text) => {
      const out = withoutXmlSchemaImport(text).replace(/WrapperOfWrapperOfParcelkuSCbLWdkuSCbLWd/g, "Box");
      return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:(Holder|ArrayOf\w+|Result_\w+|WrapperOf\w+)$/) : out;
    });
    expect(() => renamed.imported()).toThrow(/xsd=xsd2:\d+:\d+: GenericType: GenericType 'WrapperOf\{0\}\{#\}' of 'Box' closes to 'WrapperOfWrapperOfParcelkuSCbLWdkuSCbLWd': \.NET names a generic data contract by its pattern expanded/);
  });

  endToEnd(service, handlers, exchanges());
});

describe("nested forms written in a spec get .NET's names", () => {
  const spec = (fields: string, types = "") =>
    [
      `service: { name: S, namespace: 'http://x/', endpoint: 'https://x/', wcf: { serializer: dataContract, dataContractNamespace: '${LAB}', contracts: [{ name: IS, namespace: 'http://x/' }] } }`,
      `types: { Parcel: { fields: [{ name: Id, type: string }, { name: Weight, type: int }] }${types} }`,
      "operations:",
      `  - { name: A, fields: [${fields}] }`,
    ].join("\n");
  const schemaOf = (text: string, ns: string): string => wcfMetadataDocuments(parseSpec(text, "spec/test.yaml"), "https://x/").find((d) => d.content.includes(`targetNamespace="${ns}"`))!.content;

  it("dictionaries of dictionaries and of arrays, in the Arrays schema", () => {
    const arrays = schemaOf(spec("{ name: a, type: 'map<string, map<string, int>>' }, { name: b, type: 'map<string, int[]>' }, { name: c, type: 'map<string, map<string, Parcel>>[]' }"), ARRAYS);
    for (const name of ["ArrayOfKeyValueOfstringArrayOfKeyValueOfstringintty7Ep6D1", "ArrayOfKeyValueOfstringArrayOfintty7Ep6D1", "ArrayOfArrayOfKeyValueOfstringArrayOfKeyValueOfstringParcelkWsSwysCty7Ep6D1"]) {
      expect(arrays).toContain(`<xs:complexType name="${name}">`);
    }
  });

  it("a malformed map is refused where it stands, saying where it goes wrong", () => {
    expect(() => parseSpec(spec("{ name: a, type: 'map<string, map<string,int>' }"), "spec/test.yaml")).toThrow(/^spec\/test\.yaml:4:\d+: type 'map<string, map<string,int>' is not a dictionary expression: '<' at 4 is not closed/);
    expect(() => parseSpec(spec("{ name: a, type: 'map<a,b,c>' }"), "spec/test.yaml")).toThrow(/^spec\/test\.yaml:4:\d+: type 'map<a,b,c>' is not a dictionary expression: a second ','/);
  });

  it("a KeyValuePair in the generic struct form: its closed name in System.Collections.Generic's schema, as recorded", () => {
    const pair = `, KVP: { namespace: '${SCG}', struct: true, generic: { name: 'KeyValuePairOf{0}{1}{#}', parameters: [{ name: string, namespace: '${XS}' }, { name: Parcel, namespace: '${LAB}' }] }, fields: [{ name: key, type: string, required: true }, { name: value, type: Parcel, required: true }] }`;
    const schema = schemaOf(spec("{ name: p, type: KVP }, { name: l, type: 'KVP[]' }", pair), SCG);
    expect(schema).toContain('<xs:complexType name="KeyValuePairOfstringParcelkWsSwysC">');
    expect(schema).toContain('<xs:complexType name="ArrayOfKeyValuePairOfstringParcelkWsSwysC">');
    expect(schema).toContain('<xs:element name="key" nillable="true" type="xs:string" />');
  });
});

// The imported spec generated into a package (the lab's http address replaced: a client refuses credentials in clear text).
const packageSpec = stringify({ ...service.imported().spec, service: { ...service.imported().spec.service, endpoint: "https://nesting.example.com/Service.svc" } });
const generated = await generatedPackage(packageSpec, "generic-nesting", "wcf-generic-nesting-");

describe("generic-nesting: its generated package", () => {
  it("type-checks strictly", () => {
    expect(strictTypeCheck(generated.dir, ["generic-nesting/src"])).toBe("");
  }, 180_000);

  const cases = generated.set.index.cases.filter((c) => c.operation !== null && !c.id.startsWith("dispatcher."));
  describeWcfGeneratedCases(generated, cases);
});

function exchanges(): Exchange[] {
  const same = (name: string, operation: string, part: string, value: unknown): Exchange => ({ name, operation, input: { [part]: value }, output: value });
  return [
    same("EchoPair.value", "EchoPair", "pair", { key: "k", value: P1 }),
    same("EchoPair.nils", "EchoPair", "pair", { key: null, value: null }),
    same("EchoCount.value", "EchoCount", "count", { key: "c", value: 2 }),
    same("EchoPairs.items", "EchoPairs", "pairs", [
      { key: "k", value: P1 },
      { key: "z", value: null },
    ]),
    same("EchoPairs.null", "EchoPairs", "pairs", null),
    same("EchoPairBy.entries", "EchoPairBy", "pairBy", [
      { key: "a", value: { key: 1, value: { code: "X1" } } },
      { key: "b", value: { key: 2, value: null } },
    ]),
    same("EchoWrapped.value", "EchoWrapped", "wrapped", { item: { item: parcel("w", 1) } }),
    same("EchoWrapped.inner-nil", "EchoWrapped", "wrapped", { item: { item: null } }),
    same("EchoResults.values", "EchoResults", "results", { extra: 7, value: [{ extra: { code: "Y2" }, value: parcel("r", 5) }, null] }),
    same("EchoNested.entries", "EchoNested", "nested", [
      {
        key: "n",
        value: [
          { key: "x", value: 1 },
          { key: "y", value: -2 },
        ],
      },
      { key: "m", value: null },
      { key: "e", value: [] },
    ]),
    same("EchoNestedPages.items", "EchoNestedPages", "pages", [
      [
        {
          key: "o",
          value: [
            { key: "q", value: P1 },
            { key: "r", value: null },
          ],
        },
      ],
      null,
    ]),
    same("EchoLists.entries", "EchoLists", "lists", [
      { key: "l", value: [1, 2] },
      { key: "e", value: null },
    ]),
    same("Echo.full", "Echo", "holder", {
      count: { key: "c", value: 2 },
      lists: [{ key: "l", value: [3] }],
      nested: [{ key: "n", value: [{ key: "x", value: 1 }] }],
      nestedPages: [[{ key: "o", value: [{ key: "q", value: parcel("p2", 4) }] }]],
      pair: { key: "k", value: P1 },
      pairBy: [{ key: "a", value: { key: 1, value: { code: "X1" } } }],
      pairs: [{ key: "z", value: null }],
      results: { extra: 7, value: [{ extra: { code: "Y2" }, value: P1 }] },
      wrapped: { item: { item: parcel("w", 1) } },
    }),
    same("Echo.nulls", "Echo", "holder", EMPTY),
    { name: "Make.full", operation: "Make", input: { kind: "full" }, output: FULL },
    { name: "Make.empty", operation: "Make", input: { kind: "empty" }, output: EMPTY },
  ];
}
