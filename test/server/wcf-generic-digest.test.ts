/**
 * Generic names whose arguments live in other namespaces (#28), recorded with the lab
 * (test/reference/wcf/generic-digest/, WcfGenericDigest.cs, README there): DataContractSerializer appends the
 * digest of the arguments' namespaces (`{#}`) to a closed generic's name, so `Dictionary<string, Parcel>` is
 * `ArrayOfKeyValueOfstringParcelkWsSwysC`, `Dictionary<Size, int>` `ArrayOfKeyValueOfSizeintbCKp_Pv_PD`, and
 * `[DataContract(Name = "Result_{0}_{1}_{#}")] Result<Parcel, Stamp>` `Result_Parcel_Stamp_GZwuO5WC`. The spec's
 * `map<K,V>` gets those names from the model; import reads them back as `map<K,V>`.
 */
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { closedGenericName, expandGenericName, genericDigest, namespacesDigest } from "../../generator/model/data-contracts.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { describeWcfGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { endToEnd, type Exchange } from "../support/wcf-end-to-end.js";
import { importEmitted, nillableReferenceParameters, RecordedService, withoutXmlSchemaImport } from "../support/wcf-recorded-service.js";

const DIR = fileURLToPath(new URL("../reference/wcf/generic-digest/", import.meta.url));
const XS = "http://www.w3.org/2001/XMLSchema";
const SER = "http://schemas.microsoft.com/2003/10/Serialization/";
const ARRAYS = "http://schemas.microsoft.com/2003/10/Serialization/Arrays";
const LAB = "http://schemas.datacontract.org/2004/07/Lab";
const GENERICS = "http://generics.example.com/data";
// Mono artefacts undone (test/reference/wcf/README.md): the `?xsd=` import of the XML Schema namespace; reference
// type parameters and results without nillable.
const service = new RecordedService(DIR, "http://127.0.0.1:8797/", (query, text) => {
  const out = withoutXmlSchemaImport(text);
  return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:(Holder|ArrayOf\w+|Result_\w+)$/) : out;
});

describe("the {#} digest (DataContract.GetNamespacesDigest)", () => {
  // Every digest the lab recorded (this folder's and generic-collections', sweep/catalog's), with its arguments' namespaces.
  const recorded: [string, (string | undefined)[], string][] = [
    ["KeyValueOfstringParcel", [XS, LAB], "kWsSwysC"],
    ["KeyValueOfstringArrayOfParcel", [XS, LAB], "kWsSwysC"],
    ["KeyValueOfSizeint", [LAB, XS], "bCKp_Pv_PD"],
    ["KeyValueOfguidArrayOfParcel", [SER, LAB], "b_PgpmXR5"],
    ["KeyValueOfstringStamp", [XS, "urn:other"], "0CaLFsyg"],
    ["Result_Parcel_Stamp_", [LAB, "urn:other"], "GZwuO5WC"],
    ["KeyValueOfstringPairOfintint", [XS, GENERICS], "4X1M2l6C"],
    ["PageOfOfPairOfstringint", [GENERICS], "jEB39CFx"],
    ["KeyValueOfstringArrayOfPrice", [XS, "http://fabrikam.com/catalog/v1/data"], "idkSFof_P"],
  ];
  for (const [name, namespaces, digest] of recorded) {
    it(`${name}${digest}`, () => {
      expect(genericDigest(namespaces)).toBe(digest);
      expect(readAll()).toContain(`${name}${digest}`);
    });
  }

  it("no digest where every argument is of XML Schema's or the serialization namespace (not Arrays)", () => {
    expect(genericDigest([XS, SER])).toBe("");
    expect(genericDigest([XS])).toBe("");
    expect(genericDigest([XS, ARRAYS])).toBe("ty7Ep6D1"); // Dictionary<string, List<string>>, as .NET names it
  });

  it("is MD5's first 6 bytes in base64 with / and + written _S and _P", () => {
    expect(namespacesDigest(` 2 ${LAB} ${XS}`)).toBe("bCKp_Pv_PD");
    expect(namespacesDigest(` 2 ${SER} ${LAB}`)).toBe("b_PgpmXR5");
  });

  it("expands a name pattern, arguments closed first", () => {
    expect(expandGenericName("Result_{0}_{1}_{#}", [{ name: "Parcel", namespace: LAB }, { name: "Stamp", namespace: "urn:other" }])).toBe("Result_Parcel_Stamp_GZwuO5WC");
    expect(expandGenericName("PairOf{0}{1}{#}", [{ name: "string", namespace: XS }, { name: "int", namespace: XS }])).toBe("PairOfstringint");
    expect(expandGenericName("Of{2}", [{ name: "a", namespace: XS }])).toBeUndefined();
    expect(expandGenericName("Of{0", [{ name: "a", namespace: XS }])).toBeUndefined();
    const pair = { name: "PairOf{0}{1}{#}", namespace: GENERICS, parameters: [{ name: "string", namespace: XS, parameters: [] }, { name: "int", namespace: XS, parameters: [] }] };
    expect(closedGenericName({ name: "PageOfOf{0}{#}", parameters: [pair] })).toBe("PageOfOfPairOfstringintjEB39CFx");
  });
});

/** Every recorded schema of the three folders, as text. */
function readAll(): string {
  const files = ["generic-digest/metadata/xsd-xsd2.xml", "generic-digest/metadata/xsd-xsd3.xml", "generic-collections/metadata/xsd-xsd2.xml", "generic-collections/metadata/xsd-xsd3.xml"];
  const sweep = readFileSync(new URL("../reference/wcf/sweep/catalog/metadata/xsd-xsd3.xml", import.meta.url), "utf8");
  return files.map((f) => readFileSync(new URL(`../reference/wcf/${f}`, import.meta.url), "utf8")).join("\n") + sweep;
}

type Parcel = { id: string | null; weight: number } | null;
const parcel = (id: string | null, weight: number): Parcel => ({ id, weight });
const G = "0f8fad5b-d9cb-469f-a165-70867728950e";
const echo = <K extends string>(name: K) => (input: object) => (input as Record<K, unknown>)[name];
const P1 = parcel("p1", 3);
const BY_NAME = [
  { key: "a", value: P1 },
  { key: "b", value: null },
];
const FULL = {
  byId: [{ key: G, value: [P1] }],
  byName: BY_NAME,
  countBySize: [{ key: "Large", value: 2 }],
  groups: [{ key: "g", value: [P1] }],
  pages: [BY_NAME, null],
  result: { extra: { code: "Y2" }, value: P1 },
  stamps: [{ key: "s", value: { code: "X1" } }],
};
const EMPTY = { byId: null, byName: null, countBySize: null, groups: null, pages: null, result: null, stamps: null };

const handlers: OperationHandlers = {
  Echo: echo("holder"),
  EchoByName: echo("byName"),
  EchoCountBySize: echo("counts"),
  EchoGroups: echo("groups"),
  EchoPages: echo("pages"),
  EchoById: echo("byId"),
  EchoStamps: echo("stamps"),
  EchoResult: echo("result"),
  Make: (input) => ((input as { kind: string }).kind === "empty" ? EMPTY : FULL),
};

describe("generic names with the namespaces digest (generic-digest/WcfGenericDigest.cs)", () => {
  it("imports into a spec whose documents equal all 7: the hashed dictionaries read back as map<K,V>", () => {
    const { spec, documents } = service.imported();
    expect(documents).toBe(7);
    const op = (name: string) => spec.operations.find((o) => o.name === name);
    expect(op("EchoByName")).toMatchObject({ fields: [{ name: "byName", type: "map<string,Parcel>" }], result: { type: "map<string,Parcel>" } });
    expect(op("EchoCountBySize")).toMatchObject({ fields: [{ name: "counts", type: "map<Size,int>" }] });
    expect(op("EchoGroups")).toMatchObject({ fields: [{ name: "groups", type: "map<string,Parcel[]>" }] });
    expect(op("EchoPages")).toMatchObject({ fields: [{ name: "pages", type: "map<string,Parcel>[]" }] });
    expect(op("EchoById")).toMatchObject({ fields: [{ name: "byId", type: "map<guid,Parcel[]>" }] });
    expect(op("EchoStamps")).toMatchObject({ fields: [{ name: "stamps", type: "map<string,Stamp>" }] });
    // No dictionary contract is left: every one is .NET's default name.
    expect(Object.entries(spec.types ?? {}).filter(([, t]) => t.dictionary !== undefined)).toEqual([]);
    // The generic class keeps its annotation; its closed name is the pattern expanded with the digest.
    expect(spec.types?.Result_Parcel_Stamp_GZwuO5WC).toMatchObject({
      generic: {
        name: "Result_{0}_{1}_{#}",
        parameters: [
          { name: "Parcel", namespace: LAB },
          { name: "Stamp", namespace: "urn:other" },
        ],
      },
    });
  });

  it("the metadata the imported service publishes imports into the same spec", () => {
    const { spec, model } = service.imported();
    expect(importEmitted(model, "http://127.0.0.1:8797/")).toEqual(spec);
  });

  it("a hashed name whose digest does not match the arguments stays a dictionary contract of that name", () => {
    const renamed = new RecordedService(DIR, "http://127.0.0.1:8797/", (query, text) => {
      const out = withoutXmlSchemaImport(text).replace(/KeyValueOfstringStamp0CaLFsyg/g, "KeyValueOfstringStampXXXXXXXX");
      return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:(Holder|ArrayOf\w+|Result_\w+)$/) : out;
    });
    const { spec } = renamed.imported();
    expect(spec.types?.ArrayOfKeyValueOfstringStampXXXXXXXX).toEqual({
      namespace: ARRAYS,
      dictionary: { key: "string", value: "Stamp", itemName: "KeyValueOfstringStampXXXXXXXX" },
    });
  });

  endToEnd(service, handlers, exchanges());
});

describe("map<K,V> written in a spec gets .NET's hashed name", () => {
  const spec = [
    `service: { name: S, namespace: 'http://x/', endpoint: 'https://x/', wcf: { serializer: dataContract, dataContractNamespace: '${LAB}', contracts: [{ name: IS, namespace: 'http://x/' }] } }`,
    "enums: { Size: { values: [Small, Large] } }",
    "types: { Parcel: { fields: [{ name: Id, type: string }, { name: Weight, type: int }] }, Stamp: { namespace: 'urn:other', fields: [{ name: Code, type: string }] } }",
    "operations:",
    "  - { name: A, fields: [{ name: a, type: 'map<string,Parcel>' }, { name: b, type: 'map<Size,int>' }, { name: c, type: 'map<string,Stamp>[]' }, { name: d, type: 'map<guid,Parcel[]>' }, { name: e, type: 'map<string,int>' }, { name: f, type: 'map<string,string[]>' }] }",
  ].join("\n");
  const docs = wcfMetadataDocuments(parseSpec(spec, "spec/test.yaml"), "https://x/");
  const arrays = docs.find((d) => d.content.includes(`targetNamespace="${ARRAYS}"`))!.content;

  it("in the Arrays schema, entries hashed where an argument's namespace is not built in", () => {
    for (const name of ["ArrayOfKeyValueOfstringParcelkWsSwysC", "ArrayOfKeyValueOfSizeintbCKp_Pv_PD", "ArrayOfArrayOfKeyValueOfstringStamp0CaLFsyg", "ArrayOfKeyValueOfguidArrayOfParcelb_PgpmXR5", "ArrayOfKeyValueOfstringint", "ArrayOfKeyValueOfstringArrayOfstringty7Ep6D1"]) {
      expect(arrays).toContain(`<xs:complexType name="${name}">`);
    }
    expect(arrays).toContain(`name="KeyValueOfstringParcelkWsSwysC"`);
  });
});

describe("a generic data contract written in a spec without 'typeName' gets .NET's closed name", () => {
  const spec = (generic: string, typeName = "") =>
    [
      `service: { name: S, namespace: 'http://x/', endpoint: 'https://x/', wcf: { serializer: dataContract, dataContractNamespace: '${LAB}', contracts: [{ name: IS, namespace: 'http://x/' }] } }`,
      "types:",
      "  Parcel: { fields: [{ name: Id, type: string }] }",
      "  Stamp: { namespace: 'urn:other', fields: [{ name: Code, type: string }] }",
      `  Result: { ${typeName}generic: { name: '${generic}', parameters: [{ name: Parcel, namespace: '${LAB}' }, { name: Stamp, namespace: 'urn:other' }] }, fields: [{ name: Value, type: Parcel }, { name: Extra, type: Stamp }] }`,
      "operations: [{ name: Go, fields: [{ name: r, type: Result }], result: { type: Result } }]",
    ].join("\n");
  const labSchema = (text: string): string => wcfMetadataDocuments(parseSpec(text, "spec/test.yaml"), "https://x/").find((d) => d.content.includes(`targetNamespace="${LAB}"`))!.content;

  it("the pattern expanded with the digest of its arguments' namespaces", () => {
    expect(labSchema(spec("Result_{0}_{1}_{#}"))).toContain('<xs:complexType name="Result_Parcel_Stamp_GZwuO5WC">');
  });

  // [DataContract(Name = "Outcome")] on a generic is its pattern: the GenericType annotation says `Outcome`, and so
  // does the type (docs/wcf-design.md §39). A typeName beside a pattern names no .NET type unless it is the expansion.
  it("a fixed name is said as the pattern; a typeName equal to the expansion is the same name", () => {
    expect(labSchema(spec("Outcome"))).toContain('<xs:complexType name="Outcome">');
    expect(labSchema(spec("Result_{0}_{1}_{#}", "typeName: Result_Parcel_Stamp_GZwuO5WC, "))).toContain('<xs:complexType name="Result_Parcel_Stamp_GZwuO5WC">');
  });

  it("a typeName contradicting the pattern is refused at typeName, with both ways out", () => {
    expect(() => parseSpec(spec("Result_{0}_{1}_{#}", "typeName: Outcome, "), "spec/test.yaml")).toThrow(
      /^spec\/test\.yaml:5:\d+: typeName 'Outcome' contradicts generic name 'Result_\{0\}_\{1\}_\{#\}', which names the type 'Result_Parcel_Stamp_GZwuO5WC': .*did you mean to drop 'typeName', or generic name 'Outcome' \(a fixed name\)\?/,
    );
  });

  it("a pattern naming an argument it lacks is refused at its name", () => {
    expect(() => parseSpec(spec("Result_{2}"), "spec/test.yaml")).toThrow(/^spec\/test\.yaml:5:\d+: generic name 'Result_\{2\}' does not expand/);
  });
});

// The imported spec generated into a package (the lab's http address replaced: a client refuses credentials in clear text).
const packageSpec = stringify({ ...service.imported().spec, service: { ...service.imported().spec.service, endpoint: "https://digest.example.com/Service.svc" } });
const generated = await generatedPackage(packageSpec, "generic-digest", "wcf-generic-digest-");

describe("generic-digest: its generated package", () => {
  it("type-checks strictly", () => {
    expect(strictTypeCheck(generated.dir, ["generic-digest/src"])).toBe("");
  }, 180_000);

  const cases = generated.set.index.cases.filter((c) => c.operation !== null && !c.id.startsWith("dispatcher."));
  describeWcfGeneratedCases(generated, cases);
});

function exchanges(): Exchange[] {
  const same = (name: string, operation: string, part: string, value: unknown): Exchange => ({ name, operation, input: { [part]: value }, output: value });
  return [
    same("EchoByName.entries", "EchoByName", "byName", [
      { key: "a", value: P1 },
      { key: "b", value: null },
    ]),
    same("EchoByName.empty", "EchoByName", "byName", []),
    same("EchoByName.null", "EchoByName", "byName", null),
    same("EchoCountBySize.entries", "EchoCountBySize", "counts", [
      { key: "Large", value: 2 },
      { key: "Small", value: -1 },
    ]),
    same("EchoGroups.entries", "EchoGroups", "groups", [
      { key: "g", value: [P1, null] },
      { key: "h", value: null },
    ]),
    same("EchoPages.items", "EchoPages", "pages", [[{ key: "k", value: parcel("q", 0) }], null, []]),
    same("EchoById.entries", "EchoById", "byId", [{ key: G, value: [parcel(null, 7)] }]),
    same("EchoStamps.entries", "EchoStamps", "stamps", [{ key: "s", value: { code: "X1" } }]),
    same("EchoResult.values", "EchoResult", "result", { extra: { code: "Y2" }, value: parcel("r", 5) }),
    same("EchoResult.nils", "EchoResult", "result", { extra: null, value: null }),
    same("Echo.full", "Echo", "holder", {
      byId: [{ key: G, value: [parcel("i", 1)] }],
      byName: [{ key: "n", value: parcel("j", 2) }],
      countBySize: [{ key: "Small", value: 4 }],
      groups: [{ key: "g", value: [parcel("k", 3)] }],
      pages: [[{ key: "m", value: null }]],
      result: { extra: { code: "Z" }, value: parcel("l", 4) },
      stamps: [{ key: "t", value: { code: "W" } }],
    }),
    same("Echo.nulls", "Echo", "holder", EMPTY),
    { name: "Make.full", operation: "Make", input: { kind: "full" }, output: FULL },
    { name: "Make.empty", operation: "Make", input: { kind: "empty" }, output: EMPTY },
  ];
}
