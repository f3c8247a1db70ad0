/**
 * WCF constructs the importer used to refuse (#28), each recorded with the lab (test/reference/wcf/<name>/, the C#
 * beside its metadata and exchanges) and taken end to end: the recorded metadata (Mono artefacts undone, each
 * named) imports into a spec whose documents equal it; the server built from that spec answers every recorded
 * request with the recorded body (canonical XML, prefix names aside, .NET's framing); the client sends the
 * recorded requests byte for byte and reads the recorded responses; the fixtures' writers write both.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { dataSet } from "../../runtime/src/dataset/index.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import type { ServiceModel } from "../../generator/model/types.js";
import { parseSpec } from "../../generator/spec/load.js";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { typesEmitter } from "../../generator/emit/types-module.js";
import { withGeneratedClientsAndCaller } from "../support/generated-client-caller.js";
import { nillableReferenceParameters, RecordedService, withoutXmlSchemaImport } from "../support/wcf-recorded-service.js";
import { endToEnd, type Exchange, XML_TYPE } from "../support/wcf-end-to-end.js";

const WCF_DIR = fileURLToPath(new URL("../reference/wcf/", import.meta.url));

describe("enums in namespaces of their own (enum-namespaces/WcfEnums.cs)", () => {
  const CODES = "http://paints.example.com/codes";
  const FLAGS = "http://paints.example.com/flags";
  const DEFAULT = "http://schemas.datacontract.org/2004/07/Lab.Paints";
  // Mono artefacts undone (test/reference/wcf/README.md): the `?xsd=` import of the XML Schema namespace;
  // parameters and results of reference types without nillable.
  const service = new RecordedService(`${WCF_DIR}enum-namespaces/`, "http://127.0.0.1:8741/", (query, text) => {
    const out = withoutXmlSchemaImport(text);
    return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:(Paint|ArrayOfColor)$/) : out;
  });

  it("imports into a spec whose documents equal all 8, each enum in its namespace", () => {
    const { spec, model, documents } = service.imported();
    expect(documents).toBe(8);
    // Four namespaces of one contract each (Paint, Color, Finish, Size): the first met is the default.
    expect(spec.service.wcf?.dataContractNamespace).toBe("http://paints.example.com/data");
    expect(spec.types?.Paint?.namespace).toBeUndefined();
    expect(spec.enums).toEqual({
      Color: { namespace: CODES, values: ["Red", "dark-green", "Blue"] },
      Finish: { namespace: FLAGS, flags: true, values: { None: 0, Matte: 1, Gloss: 2, Primer: 4 } },
      Size: { namespace: DEFAULT, values: ["Small", "Large"] },
    });
    expect(Object.fromEntries(model.enums.map((e) => [e.name, e.namespace]))).toEqual({ Color: CODES, Finish: FLAGS, Size: DEFAULT });
    const palette = model.types.find((t) => t.name === "Paint")!.fields.find((f) => f.wireName === "Palette")!.type;
    expect(palette.kind === "array" && [palette.typeName, palette.namespace]).toEqual(["ArrayOfColor", CODES]);
  });

  it("takes a namespace on an enum of an ASMX service as [XmlType(Namespace)]: its schema's only (lab enum-namespace)", async () => {
    const { parseSpec } = await import("../../generator/spec/load.js");
    const asmx = [
      "service: { name: S, namespace: 'http://x/', endpoint: 'http://x/S.asmx' }",
      "enums: { Color: { namespace: 'http://x/codes', values: [Red] } }",
      "operations: [{ name: Pick, fields: [{ name: c, type: Color }] }]",
    ].join("\n");
    expect(parseSpec(asmx, "spec/s.yaml").enums[0]).toMatchObject({ name: "Color", namespace: "http://x/codes" });
  });

  const paint = {
    accent: null,
    color: "dark-green",
    finish: ["Matte", "Gloss"],
    name: "Sea",
    palette: ["Red", "dark-green"],
    size: "Large",
  };
  const handlers: OperationHandlers = {
    Mix: (input) => {
      const p = (input as { paint: Record<string, unknown> | null }).paint;
      if (p === null) return null;
      const finish = new Set([...(p.finish as string[]), "Primer"]);
      return { ...p, name: `${p.name as string}+`, finish: ["Matte", "Gloss", "Primer"].filter((f) => finish.has(f)) };
    },
    Pick: (input) => {
      const { color, size } = input as { color: string; size: string };
      return size === "Large" ? "Blue" : color;
    },
    All: (input) => ((input as { finish: string[] }).finish.length === 0 ? [] : ["Red", "dark-green", "Blue"]),
  };
  endToEnd(service, handlers, [
    { name: "Mix", operation: "Mix", input: { paint }, output: { ...paint, name: "Sea+", finish: ["Matte", "Gloss", "Primer"] } },
    {
      name: "Mix.accent",
      operation: "Mix",
      input: { paint: { accent: "Blue", color: "Red", finish: [], name: "Sky", palette: null, size: "Small" } },
      output: { accent: "Blue", color: "Red", finish: ["Primer"], name: "Sky+", palette: null, size: "Small" },
    },
    { name: "Pick", operation: "Pick", input: { color: "dark-green", size: "Small" }, output: "dark-green" },
    { name: "Pick.large", operation: "Pick", input: { color: "Red", size: "Large" }, output: "Blue" },
    { name: "All", operation: "All", input: { finish: ["Matte", "Primer"] }, output: ["Red", "dark-green", "Blue"] },
    { name: "All.none", operation: "All", input: { finish: [] }, output: [] },
  ]);
});

describe("enums renamed by [DataContract(Name)], values by [EnumMember(Value)] (enum-names/WcfEnumNames.cs)", () => {
  const CODES = "http://tones.example.com/codes";
  const DEFAULT = "http://schemas.datacontract.org/2004/07/Lab.Tones";
  // Mono artefacts undone (test/reference/wcf/README.md): the `?xsd=` import of the XML Schema namespace;
  // parameters and results of reference types without nillable.
  const service = new RecordedService(`${WCF_DIR}enum-names/`, "http://127.0.0.1:8752/", (query, text) => {
    const out = withoutXmlSchemaImport(text);
    return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:(Swatch|ArrayOfToneCode)$/) : out;
  });
  // WcfEnumNames.cs as a spec: the enums under their C# names, their data contract names as `typeName`.
  const spec = [
    "service:",
    "  name: service",
    "  namespace: http://tempuri.org/",
    "  endpoint: http://127.0.0.1:8752/",
    "  wcf:",
    "    dataContractNamespace: http://tones.example.com/data",
    '    contracts: [{ name: ITones, namespace: "http://tones.example.com/wcf", address: "" }]',
    "enums:",
    `  Tone: { typeName: ToneCode, namespace: "${CODES}", values: [warm-1, Cold, "N"] }`,
    `  ShadeKind: { typeName: Shade, namespace: "${DEFAULT}", values: [Light, dark] }`,
    "types:",
    "  Swatch:",
    "    fields:",
    "      - { name: Label, type: string }",
    "      - { name: Maybe, type: Tone, nullable: true }",
    "      - { name: Shade, type: ShadeKind }",
    "      - { name: Tone, type: Tone }",
    '      - { name: Tones, type: "Tone[]" }',
    "operations:",
    "  - { name: Echo, fields: [{ name: swatch, type: Swatch }], result: { type: Swatch } }",
    "  - { name: Pick, fields: [{ name: tone, type: Tone }, { name: shade, type: ShadeKind }], result: { type: Tone } }",
    '  - { name: All, fields: [], result: { type: "Tone[]" } }',
    "",
  ].join("\n");
  let named: ServiceModel | undefined;
  const fromSpec = { imported: () => ({ model: (named ??= parseSpec(spec, "test/reference/wcf/enum-names/WcfEnumNames.yaml")) }) };

  it("imports into a spec whose documents equal all 7, each enum under its data contract name", () => {
    const { spec: imported, documents } = service.imported();
    expect(documents).toBe(7);
    expect(imported.enums).toEqual({
      ToneCode: { namespace: CODES, values: ["warm-1", "Cold", "N"] },
      Shade: { namespace: DEFAULT, values: ["Light", "dark"] },
    });
  });

  it("the spec naming the enums by their C# names with typeName publishes the same documents, and types them by the C# names", () => {
    const model = fromSpec.imported().model;
    expect(model.enums.map((e) => [e.name, e.tsName, e.namespace])).toEqual([
      ["ToneCode", "Tone", CODES],
      ["Shade", "ShadeKind", DEFAULT],
    ]);
    const tones = model.types.find((t) => t.name === "Swatch")!.fields.find((f) => f.wireName === "Tones")!.type;
    expect(tones.kind === "array" && [tones.typeName, tones.itemElement, tones.namespace]).toEqual(["ArrayOfToneCode", "ToneCode", CODES]);
    const mine = wcfMetadataDocuments(model, "http://127.0.0.1:8752/");
    const theirs = wcfMetadataDocuments(service.imported().model, "http://127.0.0.1:8752/");
    expect(mine.map((d) => d.query)).toEqual(theirs.map((d) => d.query));
    for (const [i, d] of mine.entries()) expect(d.content, d.query).toBe(theirs[i]!.content);
    const types = typesEmitter.emit(model, { packageName: "p", generatorVersion: "0" })[0]!.content;
    expect(types).toMatch(/export type Tone = "warm-1" \| "Cold" \| "N";/);
    expect(types).toMatch(/export type ShadeKind = "Light" \| "dark";/);
    expect(types).not.toMatch(/ToneCode/);
  });

  it("refuses typeName on an enum outside DataContractSerializer, and a data contract name taken, in one positioned line each", () => {
    const asmx = [
      "service: { name: S, namespace: 'http://x/', endpoint: 'http://x/', wcf: { serializer: xmlSerializer, contracts: [{ name: IS, namespace: 'http://x/' }] } }",
      "enums: { Tone: { typeName: ToneCode, values: [Warm] } }",
      "operations: [{ name: Pick, fields: [{ name: c, type: Tone }] }]",
    ].join("\n");
    // [XmlType(TypeName)] under [XmlSerializerFormat]: built (xml-serializer/types/); in a service mixing serializers, refused.
    expect(parseSpec(asmx, "spec/s.yaml").enums[0]!.name).toBe("ToneCode");
    const mixedSpec = asmx.replace("fields: [{ name: c, type: Tone }] }]", "fields: [{ name: c, type: Tone }] }, { name: Other, serializer: dataContract, fields: [] }]");
    expect(() => parseSpec(mixedSpec, "spec/s.yaml")).toThrow(/^spec\/s\.yaml:2:\d+: enum 'Tone': 'typeName' in a WCF service mixing serializers is not generated yet/);
    const clash = spec.replace("ShadeKind: { typeName: Shade,", "ShadeKind: { typeName: ToneCode,");
    expect(() => parseSpec(clash, "spec/s.yaml")).toThrow(/^spec\/s\.yaml:10:\d+: enum 'ShadeKind' has the data contract name 'ToneCode' of enum 'Tone': enum names on the wire are unique/);
  });

  // .NET names the CLR type ('Lab.Tones.Tone', as Mono's recorded text does); the spec knows the data contract name only.
  const CLR_NAME_TEXT =
    "The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter http://tones.example.com/wcf:tone. The InnerException message was 'Invalid enum value 'Warm' cannot be deserialized into type 'ToneCode'. Ensure that the necessary enum values are present and are marked with EnumMemberAttribute attribute if the type has DataContractAttribute attribute.'.  Please see InnerException for more details.";
  const swatch = { label: "Sun", maybe: "N", shade: "dark", tone: "warm-1", tones: ["Cold", "warm-1"] };
  const handlers: OperationHandlers = {
    Echo: (input) => {
      const s = (input as { swatch: Record<string, unknown> | null }).swatch;
      return s === null ? null : { ...s, label: `${s.label as string}+` };
    },
    Pick: (input) => {
      const { tone, shade } = input as { tone: string; shade: string };
      return shade === "dark" ? "N" : tone;
    },
    All: () => ["warm-1", "Cold", "N"],
  };
  const exchanges: Exchange[] = [
    { name: "Echo", operation: "Echo", input: { swatch }, output: { ...swatch, label: "Sun+" } },
    {
      name: "Echo.nulls",
      operation: "Echo",
      input: { swatch: { label: "Moon", maybe: null, shade: "Light", tone: "Cold", tones: null } },
      output: { label: "Moon+", maybe: null, shade: "Light", tone: "Cold", tones: null },
    },
    { name: "Pick", operation: "Pick", input: { tone: "warm-1", shade: "Light" }, output: "warm-1" },
    { name: "Pick.dark", operation: "Pick", input: { tone: "Cold", shade: "dark" }, output: "N" },
    { name: "All", operation: "All", input: {}, output: ["warm-1", "Cold", "N"] },
    {
      // The C# member name of a value renamed by [EnumMember(Value)] is not a value on the wire (Mono: a Receiver fault).
      name: "Pick.clr-name",
      operation: "Pick",
      input: { tone: "Warm", shade: "Light" },
      output: undefined,
      notSent: "a probe of the server: Warm is not a value of ToneCode",
      // A client of the spec refuses to send it (the value is not ToneCode's); the server's answer is .NET's fault.
      fails: /^RequestEncodeError: Pick: field tone: expected one of warm-1, Cold, N$/,
      dotnet: {
        why: "DeserializationFailed in .NET's framing (Mono answers Receiver, its text recorded); the inner text is the runtime's",
        status: 500,
        body: `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode xmlns:a="http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher">a:DeserializationFailed</faultcode><faultstring xml:lang="en-US">${CLR_NAME_TEXT}</faultstring></s:Fault></s:Body></s:Envelope>`,
      },
    },
  ];
  describe("the imported spec (enums under their data contract names)", () => endToEnd(service, handlers, exchanges));
  describe("the spec with typeName (enums under their C# names)", () => endToEnd(service, handlers, exchanges, {}, fromSpec));
});

describe("one contract on two endpoints (ports/WcfPorts.cs)", () => {
  const ADDRESS = "http://127.0.0.1:8742/";
  // Mono artefacts undone (test/reference/wcf/README.md): the `?xsd=` import of the XML Schema namespace; the root
  // imports the contract's ?wsdl=wsdl0 once per port (WsdlExporter.EnsureWsdlContainsImport imports a namespace
  // once): the second import is dropped.
  const service = new RecordedService(`${WCF_DIR}ports/`, ADDRESS, (query, text) => {
    const out = withoutXmlSchemaImport(text);
    if (query !== "wsdl") return out;
    const again = /<wsdl:import namespace="http:\/\/clock\.example\.com\/wcf" location="[^"]*" \/>/g;
    let n = 0;
    return out.replace(again, (all) => (n++ === 0 ? all : ""));
  });

  it("imports into a spec whose documents equal all 4: the contract at two addresses, ports named as .NET names them", () => {
    const { spec, model, documents } = service.imported();
    expect(documents).toBe(4);
    expect(spec.service.wcf?.contracts).toEqual([{ name: "IClock", namespace: "http://clock.example.com/wcf", addresses: ["", "v2"] }]);
    expect(model.wcf?.contracts[0]?.ports).toEqual([
      { address: "", bindingName: "BasicHttpBinding_IClock" },
      { address: "v2", bindingName: "BasicHttpBinding_IClock1" },
    ]);
  });

  it("lists both endpoints in the package docs", async () => {
    const { wcfDocsFiles } = await import("../../generator/emit/docs/wcf.js");
    const { model } = service.imported();
    const readme = wcfDocsFiles(model).find((f) => f.path === "docs/README.md")!.content;
    expect(readme).toContain("| `IClock` | `http://clock.example.com/wcf` | `http://127.0.0.1:8742/` | `BasicHttpBinding_IClock` | 2 |");
    expect(readme).toContain("| `IClock` | `http://clock.example.com/wcf` | `http://127.0.0.1:8742/v2` | `BasicHttpBinding_IClock1` | 2 |");
    const now = wcfDocsFiles(model).find((f) => f.path === "docs/Now.md")!.content;
    expect(now).toContain("| endpoint | `http://127.0.0.1:8742/`, `http://127.0.0.1:8742/v2` |");
  });

  it("refuses 'address' beside 'addresses', and an address given twice, in one positioned line each", async () => {
    const { parseSpec } = await import("../../generator/spec/load.js");
    const spec = (contract: string): string =>
      [
        "service:",
        "  name: S",
        "  namespace: 'http://tempuri.org/'",
        "  endpoint: 'http://x/S.svc'",
        "  wcf:",
        "    contracts:",
        `      - ${contract}`,
        "operations: [{ name: Ping, fields: [] }]",
      ].join("\n");
    expect(() => parseSpec(spec("{ name: C, namespace: 'urn:c', address: '', addresses: ['', b] }"), "spec/s.yaml")).toThrow(
      /spec\/s\.yaml:7:\d+: contract 'C' has both 'address' and 'addresses'/,
    );
    expect(() => parseSpec(spec("{ name: C, namespace: 'urn:c', addresses: [a, A] }"), "spec/s.yaml")).toThrow(
      /spec\/s\.yaml:7:\d+: contract 'C' has the address 'A' of another endpoint/,
    );
  });

  const handlers: OperationHandlers = {
    Now: (input) => `12:00 ${(input as { zone: string }).zone}`,
    Add: (input) => (input as { a: number }).a + (input as { b: number }).b,
  };
  // Mono routes no second endpoint (a:DestinationUnreachable, as for WcfTracking's Admin): .NET answers there as at
  // the first, the same dispatcher for the same contract.
  const MONO_SECOND_PORT = "Mono answers the second endpoint with a:DestinationUnreachable; .NET as at the first";
  const response = (op: string, result: string): string =>
    `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><${op}Response xmlns="http://clock.example.com/wcf"><${op}Result>${result}</${op}Result></${op}Response></s:Body></s:Envelope>`;
  endToEnd(service, handlers, [
    { name: "Now", operation: "Now", input: { zone: "UTC" }, output: "12:00 UTC" },
    { name: "Add", operation: "Add", input: { a: 2, b: 3 }, output: 5 },
    {
      name: "v2.Now",
      operation: "Now",
      input: { zone: "CET" },
      output: "12:00 CET",
      endpoint: `${ADDRESS}v2`,
      dotnet: { why: MONO_SECOND_PORT, body: response("Now", "12:00 CET") },
    },
    {
      name: "v2.Add",
      operation: "Add",
      input: { a: 40, b: 2 },
      output: 42,
      endpoint: `${ADDRESS}v2`,
      dotnet: { why: MONO_SECOND_PORT, body: response("Add", "42") },
    },
  ]);
});

describe("System.Uri members and parameters (uri/WcfUris.cs)", () => {
  // Mono artefacts undone (test/reference/wcf/README.md): the `?xsd=` import of the XML Schema namespace;
  // parameters and results of reference types other than string without nillable.
  const service = new RecordedService(`${WCF_DIR}uri/`, "http://127.0.0.1:8744/", (query, text) => {
    const out = withoutXmlSchemaImport(text);
    return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:Link$|^xs:anyURI$/) : out;
  });

  it("imports into a spec whose documents equal all 6: Uri as the built-in type anyURI", () => {
    const { spec, documents } = service.imported();
    expect(documents).toBe(6);
    expect(spec.types?.Link?.fields).toEqual([
      { name: "Href", type: "anyURI" },
      { name: "Mirrors", type: "anyURI[]" },
      { name: "Title", type: "string" },
    ]);
    expect(spec.operations.find((o) => o.name === "Resolve")).toMatchObject({ fields: [{ name: "relative", type: "anyURI" }], result: { type: "anyURI" } });
  });

  it("names the anyURI codec in its descriptor (the escaping its writer reaches only through codecs.uri)", async () => {
    const { descriptorOf } = await import("../../generator/emit/descriptor-data.js");
    const { uriCodec } = await import("../../runtime/src/text/uri.js");
    expect(descriptorOf(service.imported().model).codecs?.uri).toBe(uriCodec);
  });

  it("refuses anyURI in an ASMX spec, in one positioned line (XmlSerializer has no System.Uri)", async () => {
    const { parseSpec } = await import("../../generator/spec/load.js");
    const asmx = [
      "service: { name: S, namespace: 'http://x/', endpoint: 'http://x/S.asmx' }",
      "operations: [{ name: Go, fields: [{ name: u, type: anyURI }] }]",
    ].join("\n");
    expect(() => parseSpec(asmx, "spec/s.yaml")).toThrow(/spec\/s\.yaml:2:\d+: .*anyURI/);
  });

  it("writes a Uri's text as DataContractSerializer does (escaped), reads it as given", async () => {
    const { parseSimple } = await import("../../runtime/src/values.js");
    const { escapedUri } = await import("../../runtime/src/text/uri.js");
    expect(escapedUri("https://example.com/docs?page=2&q=a%20b")).toBe("https://example.com/docs?page=2&q=a%20b");
    expect(escapedUri("  docs/Zoë a.html?x=%zz&y=%41\n")).toBe("%20%20docs/Zo%C3%AB%20a.html?x=%25zz&y=A%0A");
    expect(escapedUri("a%2fb%7e😀")).toBe("a%2Fb~%F0%9F%98%80");
    expect(parseSimple("anyURI", "  docs/a.html\n", "xml")).toBe("  docs/a.html\n");
  });

  const BASE = "http://links.example.com/base/";
  const handlers: OperationHandlers = {
    Echo: (input) => (input as { link: unknown }).link,
    // new Uri(new Uri(BASE), relative): .NET's Uri trims the relative text's white space.
    Resolve: (input) => {
      const relative = (input as { relative: string | null }).relative;
      return relative === null ? null : `${BASE}${relative.trim()}`;
    },
  };
  const link = { href: "https://example.com/docs?page=2&q=a%20b", mirrors: ["http://mirror.example.com/docs", "docs/local.html", null], title: "Docs" };
  const ESCAPES = "a probe: a .NET client escapes the text it sends (the server's reading of unescaped text is what is recorded)";
  endToEnd(service, handlers, [
    { name: "Echo", operation: "Echo", input: { link }, output: link },
    { name: "Echo.nil", operation: "Echo", input: { link: { href: null, mirrors: null, title: null } }, output: { href: null, mirrors: null, title: null } },
    {
      name: "Echo.urn",
      operation: "Echo",
      input: { link: { href: "urn:isbn:0451450523", mirrors: [], title: "" } },
      output: { href: "urn:isbn:0451450523", mirrors: [], title: "" },
    },
    {
      name: "Echo.escape",
      operation: "Echo",
      input: { link: { href: "  docs/Zoë a.html?x=%zz&y=%41\n", mirrors: null, title: "spaces" } },
      output: { href: "%20%20docs/Zo%C3%AB%20a.html?x=%25zz&y=A%0A", mirrors: null, title: "spaces" },
      notSent: ESCAPES,
    },
    { name: "Resolve", operation: "Resolve", input: { relative: "docs/a.html" }, output: `${BASE}docs/a.html` },
    { name: "Resolve.nil", operation: "Resolve", input: { relative: null }, output: null },
    { name: "Resolve.spaces", operation: "Resolve", input: { relative: "  docs/a.html\n" }, output: `${BASE}docs/a.html`, notSent: ESCAPES },
    { name: "Resolve.hashes", operation: "Resolve", input: { relative: "docs/##a" }, output: `${BASE}docs/##a` },
  ]);
});

describe("object members holding an enum or a Uri (object-values/WcfObjects.cs)", () => {
  // Mono artefacts undone: the `?xsd=` import of the XML Schema namespace; Box and LooseBox parameters and results
  // without nillable.
  const service = new RecordedService(`${WCF_DIR}object-values/`, "http://127.0.0.1:8761/", (query, text) => {
    const out = withoutXmlSchemaImport(text);
    return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:(Loose)?Box$/) : out;
  });

  it("imports into a spec whose documents equal all 6: the enums no member uses as known types of the classes holding an object", () => {
    const { spec, documents, model } = service.imported();
    expect(documents).toBe(6);
    expect(spec.types?.Box).toEqual({ fields: [{ name: "Label", type: "string" }, { name: "Value", type: "object" }], knownTypes: ["Shade", "Tone"] });
    // The metadata does not say which class knows them (known types are per position, lab known-scope): every
    // class holding an object names them, so none refuses what .NET's might read.
    expect(spec.types?.LooseBox).toEqual({ fields: [{ name: "Value", type: "object" }], knownTypes: ["Shade", "Tone"] });
    expect(spec.enums?.Tone).toMatchObject({ namespace: "http://tones.example.com/data" });
    expect(model.objectTypes.map((t) => t.name)).toEqual(["Shade", "Tone"]);
  });

  it("names each enum's data contract namespace in the descriptor's objectTypes (XmlSerializer's stay the element's)", async () => {
    const { descriptorOf } = await import("../../generator/emit/descriptor-data.js");
    expect(descriptorOf(service.imported().model).objectTypes).toEqual({
      Shade: { kind: "enum", name: "Shade", values: ["Light", "Dark"], namespace: "http://objects.example.com/data" },
      Tone: { kind: "enum", name: "Tone", values: ["Warm", "Cold"], namespace: "http://tones.example.com/data" },
    });
  });

  it("refuses known types (an enum among them) outside DataContractSerializer, in one positioned line", () => {
    const xmlSerializer = [
      "service: { name: S, namespace: 'http://x/', endpoint: 'http://x/', wcf: { serializer: xmlSerializer, contracts: [{ name: IS, namespace: 'http://x/' }] } }",
      "enums: { Tone: { values: [Warm] } }",
      "types: { Box: { fields: [{ name: Value, type: object }], knownTypes: [Tone] } }",
      "operations: [{ name: Go, fields: [{ name: b, type: Box }] }]",
    ].join("\n");
    expect(() => parseSpec(xmlSerializer, "spec/s.yaml")).toThrow(/^spec\/s\.yaml:3:\d+: 'knownTypes' applies to WCF data contracts/);
  });

  const value = (kind: string | null): unknown =>
    ({
      tone: { $type: "Tone", value: "Cold" },
      shade: { $type: "Shade", value: "Dark" },
      uri: { $type: "anyURI", value: "http://links.example.com/a b?x=%zz" },
      relative: { $type: "anyURI", value: "docs/Zoë.html" },
      int: { $type: "int", value: 42 },
    })[kind ?? ""] ?? null;
  const handlers: OperationHandlers = {
    Echo: (input) => (input as { box: unknown }).box,
    Make: (input) => {
      const kind = (input as { kind: string | null }).kind;
      return { label: kind, value: value(kind) };
    },
    EchoLoose: (input) => (input as { box: unknown }).box,
    MakeLoose: (input) => ({ value: value((input as { kind: string | null }).kind) }),
  };
  const escaped = { $type: "anyURI", value: "http://links.example.com/a%20b?x=%25zz" };
  const made = (kind: string, v: unknown): { label: string; value: unknown } => ({ label: kind, value: v });
  const FAULT = "a probe of the server: a .NET client sends the i:type its known types name";
  const deserializationFailed = (text: string): string =>
    `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode xmlns:a="http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher">a:DeserializationFailed</faultcode><faultstring xml:lang="en-US">The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter http://objects.example.com/wcf:box. The InnerException message was '${text}'.  Please see InnerException for more details.</faultstring></s:Fault></s:Body></s:Envelope>`;
  endToEnd(service, handlers, [
    { name: "Make.tone", operation: "Make", input: { kind: "tone" }, output: made("tone", { $type: "Tone", value: "Cold" }) },
    { name: "Make.shade", operation: "Make", input: { kind: "shade" }, output: made("shade", { $type: "Shade", value: "Dark" }) },
    { name: "Make.uri", operation: "Make", input: { kind: "uri" }, output: made("uri", escaped) },
    { name: "Make.relative", operation: "Make", input: { kind: "relative" }, output: made("relative", { $type: "anyURI", value: "docs/Zo%C3%AB.html" }) },
    { name: "Make.int", operation: "Make", input: { kind: "int" }, output: made("int", { $type: "int", value: 42 }) },
    { name: "Make.null", operation: "Make", input: { kind: null }, output: { label: null, value: null } },
    { name: "MakeLoose.uri", operation: "MakeLoose", input: { kind: "uri" }, output: { value: escaped } },
    { name: "MakeLoose.int", operation: "MakeLoose", input: { kind: "int" }, output: { value: { $type: "int", value: 42 } } },
    { name: "Echo.tone", operation: "Echo", input: { box: made("tone", { $type: "Tone", value: "Cold" }) }, output: made("tone", { $type: "Tone", value: "Cold" }) },
    { name: "Echo.shade", operation: "Echo", input: { box: made("shade", { $type: "Shade", value: "Dark" }) }, output: made("shade", { $type: "Shade", value: "Dark" }) },
    { name: "Echo.uri", operation: "Echo", input: { box: made("uri", escaped) }, output: made("uri", escaped) },
    { name: "Echo.int", operation: "Echo", input: { box: made("int", { $type: "int", value: 42 }) }, output: made("int", { $type: "int", value: 42 }) },
    {
      name: "Echo.escape",
      operation: "Echo",
      input: { box: made("escape", { $type: "anyURI", value: "docs/Zoë a.html?x=%zz" }) },
      output: made("escape", { $type: "anyURI", value: "docs/Zo%C3%AB%20a.html?x=%25zz" }),
      notSent: "a probe: a .NET client escapes the text it sends (the server's reading of unescaped text is what is recorded)",
    },
    { name: "EchoLoose.uri", operation: "EchoLoose", input: { box: { value: escaped } }, output: { value: escaped } },
    {
      // i:type naming Tone in the element's namespace (XmlSerializer's rule): no contract of that name there.
      name: "Echo.tone-element-namespace",
      operation: "Echo",
      input: { box: made("tone", { $type: "Tone", value: "Cold" }) },
      output: undefined,
      notSent: FAULT,
      fails: /DeserializationFailed/,
      dotnet: {
        why: "DeserializationFailed in .NET's framing (Mono answers Receiver); the inner text .NET's, as recorded (without its line and position)",
        status: 500,
        body: deserializationFailed(
          "Element &apos;http://objects.example.com/data:Value&apos; contains data of the &apos;http://objects.example.com/data:Tone&apos; data contract. The deserializer has no knowledge of any type that maps to this contract. Add the type corresponding to &apos;Tone&apos; to the list of known types - for example, by using the KnownTypeAttribute attribute or by adding it to the list of known types passed to DataContractSerializer.",
        ),
      },
    },
    {
      name: "Echo.tone-bad-value",
      operation: "Echo",
      input: { box: made("tone", { $type: "Tone", value: "Cold" }) },
      output: undefined,
      notSent: FAULT,
      fails: /DeserializationFailed/,
      dotnet: {
        why: "DeserializationFailed in .NET's framing (Mono answers Receiver); the inner text is the runtime's",
        status: 500,
        body: deserializationFailed("box.Value.value: expected one of Warm, Cold (exact case)"),
      },
    },
  ]);
});

describe("XmlQualifiedName members and parameters (uri-qname/WcfLinks.cs)", () => {
  const DATA = "http://links.example.com/data";
  const WCF = "http://links.example.com/wcf";
  // Mono artefacts undone (test/reference/wcf/README.md): the `?xsd=` import of the XML Schema namespace;
  // parameters and results of reference types other than string without nillable.
  const service = new RecordedService(`${WCF_DIR}uri-qname/`, "http://127.0.0.1:8743/", (query, text) => {
    const out = withoutXmlSchemaImport(text);
    return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:Link$|^xs:anyURI$|^xs:QName$/) : out;
  });

  it("imports into a spec whose documents equal the recording: XmlQualifiedName as the built-in type QName", () => {
    const { spec, model, documents } = service.imported();
    expect(documents).toBe(6);
    expect(spec.types?.Link?.fields).toEqual([
      { name: "Href", type: "anyURI" },
      { name: "Kind", type: "QName" },
      { name: "Mirrors", type: "anyURI[]" },
      { name: "Title", type: "string" },
    ]);
    expect(spec.operations.find((o) => o.name === "KindOf")).toMatchObject({ fields: [{ name: "name", type: "QName" }], result: { type: "QName" } });
    const kind = model.types.find((t) => t.name === "Link")!.fields.find((f) => f.wireName === "Kind")!;
    expect([kind.nillable, kind.occurs.min]).toEqual([true, "0"]);
  });

  it("names the QName codec in its descriptor (the writer reaches the q prefix only through codecs.qualifiedName)", async () => {
    const { descriptorOf } = await import("../../generator/emit/descriptor-data.js");
    const { qualifiedNameCodec } = await import("../../runtime/src/qualified-name.js");
    expect(descriptorOf(service.imported().model).codecs?.qualifiedName).toBe(qualifiedNameCodec);
  });

  it("writes a QName element as DataContractSerializer does: q for the element, the value's prefix made up", async () => {
    const { dataContractQualifiedName } = await import("../../runtime/src/qualified-name.js");
    const { NamespaceScope } = await import("../../runtime/src/soap/data-contract.js");
    const scope = NamespaceScope.withDefault(WCF).with("a", DATA);
    expect(dataContractQualifiedName(scope, "Kind", DATA, { namespace: "urn:kinds", name: "feed" })).toBe(
      `<q:Kind xmlns:q="${DATA}" xmlns:b="urn:kinds">b:feed</q:Kind>`,
    );
    // Its own namespace takes the element's q (the latest binding), a namespace in scope its prefix.
    expect(dataContractQualifiedName(scope, "Kind", DATA, { namespace: DATA, name: "self" })).toBe(`<q:Kind xmlns:q="${DATA}">q:self</q:Kind>`);
    expect(dataContractQualifiedName(scope, "KindOfResult", WCF, { namespace: WCF, name: "x" })).toBe(`<q:KindOfResult xmlns:q="${WCF}">q:x</q:KindOfResult>`);
    // No namespace: the default undeclared, the text unprefixed; a name encoded as XmlConvert encodes it.
    expect(dataContractQualifiedName(scope, "Kind", DATA, { namespace: "", name: "a b" })).toBe(`<q:Kind xmlns:q="${DATA}" xmlns="">a_x0020_b</q:Kind>`);
    // q already bound to another namespace: bound again here; to this one: not declared again.
    expect(dataContractQualifiedName(scope.with("q", "urn:other"), "Kind", DATA, { namespace: "urn:other", name: "n" })).toBe(
      `<q:Kind xmlns:q="${DATA}" xmlns:b="urn:other">b:n</q:Kind>`,
    );
    expect(dataContractQualifiedName(scope.with("q", DATA), "Kind", DATA, { namespace: "urn:k", name: "n" })).toBe(`<q:Kind xmlns:b="urn:k">b:n</q:Kind>`);
    expect(() => dataContractQualifiedName(scope, "Kind", DATA, { namespace: "urn:k", name: "" })).toThrow(/a qualified name with a name/);
    expect(() => dataContractQualifiedName(scope, "Kind", DATA, "b:feed")).toThrow(/a qualified name \{ namespace: string; name: string \}/);
  });

  it("takes QName in an [XmlSerializerFormat] WCF service (xml-serializer/types/) and arrays of QName", async () => {
    const { parseSpec } = await import("../../generator/spec/load.js");
    const spec = (serializer: string, type: string): string =>
      [
        "service:",
        "  name: S",
        "  namespace: 'http://tempuri.org/'",
        "  endpoint: 'http://x/S.svc'",
        "  wcf:",
        `    serializer: ${serializer}`,
        "    dataContractNamespace: 'http://schemas.datacontract.org/2004/07/S'",
        "    contracts: [{ name: C, namespace: 'urn:c', address: '' }]",
        `operations: [{ name: Go, fields: [{ name: n, type: '${type}' }] }]`,
      ].join("\n");
    expect(parseSpec(spec("xmlSerializer", "QName"), "spec/s.yaml").operations[0]!.fields[0]!.type).toMatchObject({ kind: "simple" });
    // Arrays of QName are built since (xml-arrays/, test/server/wcf-qname-arrays.test.ts).
    expect(parseSpec(spec("dataContract", "QName[]"), "spec/s.yaml").operations[0]!.fields[0]!.type).toMatchObject({ kind: "array" });
    expect(parseSpec(spec("dataContract", "QName"), "spec/s.yaml").operations[0]!.fields[0]!.type).toMatchObject({ kind: "simple" });
  });

  const handlers: OperationHandlers = {
    Echo: (input) => (input as { link: unknown }).link,
    Resolve: (input) => {
      const relative = (input as { relative: string | null }).relative;
      return relative === null ? null : `http://links.example.com/base/${relative.trim()}`;
    },
    KindOf: (input) => {
      const name = (input as { name: { name: string } | null }).name;
      return name === null ? null : { namespace: "urn:kinds", name: `${name.name}Kind` };
    },
  };
  const ARRAYS = "http://schemas.microsoft.com/2003/10/Serialization/Arrays";
  const I = "http://www.w3.org/2001/XMLSchema-instance";
  const envelope = (body: string): string => `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${body}</s:Body></s:Envelope>`;
  const Q_PREFIX = "the recorded request was written by hand; DataContractSerializer puts a QName element in the prefix q and makes up its value's";
  const link = {
    href: "https://example.com/docs?page=2&q=a%20b",
    kind: { namespace: "urn:kinds", name: "feed" },
    mirrors: ["http://mirror.example.com/docs", "docs/local.html", null],
    title: "Docs",
  };
  const unqualified = { href: "urn:isbn:0451450523", kind: { namespace: "", name: "plain" }, mirrors: [], title: "" };
  const nil = { href: null, kind: null, mirrors: null, title: null };
  endToEnd(
    service,
    handlers,
    [
      {
        name: "Echo",
        operation: "Echo",
        input: { link },
        output: link,
        sentAs: {
          why: Q_PREFIX,
          body: envelope(
            `<Echo xmlns="${WCF}"><link xmlns:a="${DATA}" xmlns:i="${I}"><a:Href>https://example.com/docs?page=2&amp;q=a%20b</a:Href><q:Kind xmlns:q="${DATA}" xmlns:b="urn:kinds">b:feed</q:Kind><a:Mirrors xmlns:b="${ARRAYS}"><b:anyURI>http://mirror.example.com/docs</b:anyURI><b:anyURI>docs/local.html</b:anyURI><b:anyURI i:nil="true"/></a:Mirrors><a:Title>Docs</a:Title></link></Echo>`,
          ),
        },
      },
      {
        name: "Echo.nil",
        operation: "Echo",
        input: { link: nil },
        output: nil,
        sentAs: {
          why: "the recorded request was written by hand without the Arrays declaration a nil collection member carries (as the recorded answer shows)",
          body: envelope(
            `<Echo xmlns="${WCF}"><link xmlns:a="${DATA}" xmlns:i="${I}"><a:Href i:nil="true"/><a:Kind i:nil="true"/><a:Mirrors i:nil="true" xmlns:b="${ARRAYS}"/><a:Title i:nil="true"/></link></Echo>`,
          ),
        },
      },
      {
        name: "Echo.unqualified",
        operation: "Echo",
        input: { link: unqualified },
        output: unqualified,
        sentAs: {
          why: Q_PREFIX,
          body: envelope(
            `<Echo xmlns="${WCF}"><link xmlns:a="${DATA}" xmlns:i="${I}"><a:Href>urn:isbn:0451450523</a:Href><q:Kind xmlns:q="${DATA}" xmlns="">plain</q:Kind><a:Mirrors xmlns:b="${ARRAYS}"/><a:Title></a:Title></link></Echo>`,
          ),
        },
      },
      {
        name: "KindOf",
        operation: "KindOf",
        input: { name: { namespace: "urn:types", name: "feed" } },
        output: { namespace: "urn:kinds", name: "feedKind" },
        sentAs: { why: Q_PREFIX, body: envelope(`<KindOf xmlns="${WCF}"><q:name xmlns:q="${WCF}" xmlns:a="urn:types">a:feed</q:name></KindOf>`) },
      },
      {
        // An unprefixed name reads in the default namespace in scope (the wrapper's).
        name: "KindOf.default-ns",
        operation: "KindOf",
        input: { name: { namespace: WCF, name: "entry" } },
        output: { namespace: "urn:kinds", name: "entryKind" },
        sentAs: { why: Q_PREFIX, body: envelope(`<KindOf xmlns="${WCF}"><q:name xmlns:q="${WCF}">q:entry</q:name></KindOf>`) },
      },
      { name: "Resolve", operation: "Resolve", input: { relative: "docs/a.html" }, output: "http://links.example.com/base/docs/a.html" },
    ],
    { qualifiedNameText: true },
  );
});

describe("XmlElement and XmlNode[] members, parameters and results (xml-element/WcfXml.cs)", () => {
  const DATA = "http://notes.example.com/data";
  const NOTES = "http://notes.example.com/wcf";
  // Mono artefacts undone (test/reference/wcf/README.md): the `?xsd=` import of the XML Schema namespace;
  // parameters and results of classes without nillable.
  const service = new RecordedService(`${WCF_DIR}xml-element/`, "http://127.0.0.1:8747/", (query, text) => {
    const out = withoutXmlSchemaImport(text);
    return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:Note$/) : out;
  });

  it("imports into a spec whose documents equal all 5: the anonymous types as XmlElement and XmlNode[]", () => {
    const { spec, model, documents } = service.imported();
    expect(documents).toBe(5);
    expect(spec.types?.Note?.fields).toEqual([
      { name: "Extra", type: "XmlElement" },
      { name: "Nodes", type: "XmlNode[]" },
      { name: "Title", type: "string" },
    ]);
    // Untyped wrapper children (the recording's form of both) read as XmlNode[], which carries either.
    expect(spec.operations.find((o) => o.name === "EchoElement")).toMatchObject({ fields: [{ name: "element", type: "XmlNode[]" }], result: { type: "XmlNode[]" } });
    const fields = model.types.find((t) => t.name === "Note")!.fields;
    expect(fields.map((f) => [f.wireName, f.type.kind === "xml" ? f.type.node : f.type.kind, f.nillable])).toEqual([
      ["Extra", "XmlElement", true],
      ["Nodes", "XmlNode[]", true],
      ["Title", "simple", true],
    ]);
  });

  it("names the DataContract XML codec in its descriptor (other clients carrying the XmlNode codec do not carry it)", async () => {
    const { descriptorOf } = await import("../../generator/emit/descriptor-data.js");
    const { dataContractXmlCodec } = await import("../../runtime/src/soap/data-contract-xml.js");
    expect(descriptorOf(service.imported().model).codecs?.dataContractXml).toBe(dataContractXmlCodec);
  });

  it("refuses a lone XmlNode and arrays of XmlNode[] under DataContractSerializer, in one positioned line each (XmlElement[], DataSet, DataTable taken)", async () => {
    const { parseSpec } = await import("../../generator/spec/load.js");
    const spec = (type: string): string =>
      [
        "service:",
        "  name: S",
        "  namespace: 'http://tempuri.org/'",
        "  endpoint: 'http://x/S.svc'",
        "  wcf:",
        "    dataContractNamespace: 'http://schemas.datacontract.org/2004/07/S'",
        "    contracts: [{ name: C, namespace: 'urn:c', address: '' }]",
        `types: { T: { fields: [{ name: X, type: '${type}' }] } }`,
        "operations: [{ name: Go, fields: [{ name: t, type: T }] }]",
      ].join("\n");
    expect(() => parseSpec(spec("XmlNode"), "spec/s.yaml")).toThrow(/spec\/s\.yaml:8:\d+: .*a lone XmlNode is not a data contract/);
    // XmlElement[] is ArrayOfXmlElement since (xml-arrays/, test/server/wcf-qname-arrays.test.ts); arrays of XmlNode[] are no contract.
    expect(parseSpec(spec("XmlElement[]"), "spec/s.yaml").types[0]!.fields[0]!.type).toMatchObject({ kind: "array", typeName: "ArrayOfXmlElement" });
    expect(() => parseSpec(spec("XmlNode[][]"), "spec/s.yaml")).toThrow(/spec\/s\.yaml:8:\d+: .*arrays of XmlNode\[\] are not data contracts/);
    // DataSet and DataTable since (dataset-xml/, test/server/wcf-dataset.test.ts, which checks typed DataSets stay refused).
    expect(parseSpec(spec("DataSet"), "spec/s.yaml").types[0]!.fields[0]!.type).toEqual({ kind: "dataSet" });
    expect(parseSpec(spec("DataTable"), "spec/s.yaml").types[0]!.fields[0]!.type).toEqual({ kind: "dataTable" });
  });

  it("refuses a member of another anonymous type in the schema, in one positioned line", () => {
    const strict = new RecordedService(`${WCF_DIR}xml-element/`, "http://127.0.0.1:8747/", (query, text) => {
      const out = withoutXmlSchemaImport(text);
      if (query === "xsd=xsd0") return nillableReferenceParameters(out, /^q\d+:Note$/);
      return query === "xsd=xsd2" ? out.replace('<xs:any minOccurs="0" processContents="lax" />', '<xs:any minOccurs="0" processContents="strict" />') : out;
    });
    let message = "";
    try {
      strict.imported();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toMatch(/^http:\/\/127\.0\.0\.1:8747\/\?xsd=xsd2:\d+:\d+: .*anonymous type other than XmlElement's or XmlNode\[\]'s/);
  });

  const handlers: OperationHandlers = {
    Echo: (input) => (input as { note: unknown }).note,
    EchoElement: (input) => (input as { element: unknown }).element,
    EchoNodes: (input) => (input as { nodes: unknown }).nodes,
  };
  const extra = {
    name: "note",
    namespace: "urn:notes",
    namespaces: { "": "urn:notes" },
    attributes: [{ name: "kind", value: "x" }],
    children: ["hi ", { name: "b", namespace: "urn:notes", children: ["there"] }],
  };
  const nodes = {
    children: [
      { name: "first", namespaces: { "": "" }, children: ["1"] },
      { name: "second", namespace: "urn:n", namespaces: { "": "urn:n" }, attributes: [{ name: "a", value: "b" }] },
    ],
  };
  const note = { extra, nodes, title: "T" };
  const element = { children: [{ name: "note", namespace: "urn:notes", namespaces: { "": "urn:notes" }, attributes: [{ name: "kind", value: "x" }], children: ["hi"] }] };
  const COMMENT = "the recorded request holds a comment, which the runtime's XML values do not keep (a .NET client sends the nodes it is given)";
  const empty = "The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter http://notes.example.com/wcf:note. The InnerException message was 'note.Extra: expected an element inside the element (an XmlElement) (it is empty)'.  Please see InnerException for more details.";
  endToEnd(service, handlers, [
    { name: "Echo", operation: "Echo", input: { note }, output: note },
    { name: "Echo.nil", operation: "Echo", input: { note: { extra: null, nodes: null, title: null } }, output: { extra: null, nodes: null, title: null } },
    {
      // An empty XmlElement member is refused (Mono: a Receiver fault; .NET: DeserializationFailed, its text unrecorded).
      name: "Echo.empty",
      operation: "Echo",
      input: { note: { extra: null, nodes: { children: [] }, title: "" } },
      output: undefined,
      notSent: "a probe of the server: a .NET client cannot send an empty XmlElement",
      fails: /DeserializationFailed|deserialize/,
      dotnet: {
        why: "DeserializationFailed in .NET's framing (Mono answers Receiver); the inner text is the runtime's",
        status: 500,
        body: `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode xmlns:a="http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher">a:DeserializationFailed</faultcode><faultstring xml:lang="en-US">${empty}</faultstring></s:Fault></s:Body></s:Envelope>`,
      },
    },
    { name: "EchoElement", operation: "EchoElement", input: { element }, output: element },
    { name: "EchoElement.nil", operation: "EchoElement", input: { element: null }, output: null },
    {
      name: "EchoNodes",
      operation: "EchoNodes",
      input: { nodes: { children: ["text", ...nodes.children] } },
      output: { children: ["text", ...nodes.children] },
      notSent: COMMENT,
    },
    { name: "EchoNodes.empty", operation: "EchoNodes", input: { nodes: {} }, output: {} },
    { name: "EchoNodes.nil", operation: "EchoNodes", input: { nodes: null }, output: null },
  ]);

  it("writes the member element itself: an XmlNode[]'s attributes on it, its prefix in scope or declared", async () => {
    const { writeDataContractXml } = await import("../../runtime/src/soap/data-contract-xml.js");
    const { NamespaceScope } = await import("../../runtime/src/soap/data-contract.js");
    const scope = NamespaceScope.withDefault(NOTES).with("a", DATA);
    expect(writeDataContractXml("XmlNode[]", { attributes: [{ name: "k", value: "v" }], children: ["t", { name: "e" }] }, scope, "Nodes", DATA)).toBe(
      `<a:Nodes k="v">t<e xmlns=""/></a:Nodes>`,
    );
    expect(writeDataContractXml("XmlNode[]", {}, NamespaceScope.withDefault(NOTES), "Nodes", DATA)).toBe(`<a:Nodes xmlns:a="${DATA}"/>`);
    expect(writeDataContractXml("XmlElement", { name: "x", namespace: "urn:x" }, scope, "element", NOTES)).toBe(`<element><x xmlns="urn:x"/></element>`);
    expect(() => writeDataContractXml("XmlElement", "text", scope, "element", NOTES)).toThrow(/not text/);
    expect(() => writeDataContractXml("XmlNode[]", [], scope, "Nodes", DATA)).toThrow(/XML content/);
  });
});

describe("the generated client of QName and XML members (uri-qname, xml-element): typed, compiled strictly", () => {
  const OUT = fileURLToPath(new URL(`./.wcf-members-${process.pid}/`, import.meta.url));
  const services = {
    links: new RecordedService(`${WCF_DIR}uri-qname/`, "http://127.0.0.1:8743/", (query, text) => {
      const out = withoutXmlSchemaImport(text);
      return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:Link$|^xs:anyURI$|^xs:QName$/) : out;
    }),
    notes: new RecordedService(`${WCF_DIR}xml-element/`, "http://127.0.0.1:8747/", (query, text) => {
      const out = withoutXmlSchemaImport(text);
      return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:Note$/) : out;
    }),
  };
  const CALLER = `import { serviceClient as Links, type QualifiedName, type Link } from "../links/src/client.js";
import { serviceClient as Notes, type XmlContentValue, type XmlElementValue } from "../notes/src/client.js";
export async function use(links: Links, notes: Notes): Promise<string> {
  const kind: QualifiedName | null = await links.kindOf({ name: { namespace: "urn:types", name: "feed" } });
  const link: Link | null = await links.echo({ link: { kind: { namespace: "", name: "plain" }, title: "t" } });
  const extra: XmlElementValue | null | undefined = (await notes.echo({ note: { extra: { name: "x" }, nodes: { children: ["t"] } } }))?.extra;
  const nodes: XmlContentValue | null = await notes.echoNodes({ nodes: { attributes: [{ name: "a", value: "b" }], children: [{ name: "e" }] } });
  return String(kind?.name) + String(link?.title) + String(extra?.name) + String(nodes?.children?.length);
}
export async function refused(links: Links, notes: Notes): Promise<void> {
  // @ts-expect-error a QName is { namespace, name }, not its text
  await links.kindOf({ name: "a:feed" });
  // @ts-expect-error an XmlElement member holds an element, not text
  await notes.echo({ note: { extra: "text" } });
  // @ts-expect-error an XmlNode[] is content { attributes?, children? }, not an array
  await notes.echoNodes({ nodes: [{ name: "e" }] });
}
`;

  it("emits types without any that a strict caller uses, and refuses what it must not do", async () => {
    const packages = Object.fromEntries(Object.entries(services).map(([name, service]) => [name, service.imported().model]));
    await withGeneratedClientsAndCaller(OUT, packages, CALLER, ({ program, failingWithoutDirectives }) => {
      expect(program.getSourceFile(join(OUT, "links/src/client.ts"))).toBeDefined();
      expect(failingWithoutDirectives).toBeGreaterThanOrEqual(3);
    });
  }, 120_000);
});

describe("several ports beside another contract (generated sets)", () => {
  const yaml = [
    "service:",
    "  name: Clocks",
    "  namespace: 'http://tempuri.org/'",
    "  endpoint: 'http://127.0.0.1:9000/'",
    "  wcf:",
    "    dataContractNamespace: 'http://schemas.datacontract.org/2004/07/Clocks'",
    "    contracts:",
    "      - { name: C, namespace: 'urn:c', addresses: ['', c2] }",
    "      - { name: C1, namespace: 'urn:c1', address: other }",
    "operations:",
    "  - { name: Now, fields: [], result: { type: string } }",
    "  - { name: Other, contract: C1, fields: [], result: { type: int } }",
  ].join("\n");

  it("names bindings uniquely across contracts and round-trips through import", async () => {
    const { parseSpec } = await import("../../generator/spec/load.js");
    const { wcfMetadataDocuments } = await import("../../generator/emit/wcf-metadata.js");
    const { documentSetFromFiles, setDocument } = await import("../../generator/import/document-set.js");
    const { importWcf } = await import("../../generator/import/import-wcf.js");
    const model = parseSpec(yaml, "spec/clocks.yaml");
    // WsdlExporter's unique names: C's second port takes `BasicHttpBinding_C1`, so contract C1's binding is `..._C11`.
    expect(model.wcf?.contracts.flatMap((c) => c.ports.map((p) => p.bindingName))).toEqual(["BasicHttpBinding_C", "BasicHttpBinding_C1", "BasicHttpBinding_C11"]);
    const documents = wcfMetadataDocuments(model, "http://127.0.0.1:9000/").filter((d) => d.query !== "singleWsdl");
    const set = (edit: (text: string) => string = (t) => t) =>
      documentSetFromFiles(documents.map((d) => setDocument(`http://127.0.0.1:9000/?${d.query}`, d.query === "wsdl" ? edit(d.content) : d.content)));
    const imported = importWcf(set(), { source: "set", schema: "spec.schema.json", specPath: "spec/imported.yaml" });
    expect(imported.model.wcf?.contracts.map((c) => [c.name, c.ports.map((p) => p.address)])).toEqual([
      ["C", ["", "c2"]],
      ["C1", ["other"]],
    ]);
    // Ports in the order A, B, A (AddServiceEndpoint interleaved): the spec keeps endpoint order per contract only,
    // so the set is refused where it differs, in one positioned line.
    const interleaved = (text: string): string => {
      const port = /<wsdl:port name="BasicHttpBinding_C1"[\s\S]*?<\/wsdl:port>/.exec(text)![0];
      return text.replace(port, "").replace("</wsdl:service>", `${port}</wsdl:service>`);
    };
    let message = "";
    try {
      importWcf(set(interleaved), { source: "set", schema: "spec.schema.json", specPath: "spec/imported.yaml" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toMatch(/^http:\/\/127\.0\.0\.1:9000\/\?wsdl:\d+:\d+: .*wsdl:port/);
  });

  it("the client's ports option moves only the named contract to the chosen port (C at c2; C1 stays at other)", async () => {
    const { parseSpec } = await import("../../generator/spec/load.js");
    const { descriptorOf } = await import("../../generator/emit/descriptor-data.js");
    const { AsmxClientCore } = await import("../../runtime/src/client/client.js");
    const model = parseSpec(yaml, "spec/clocks.yaml");
    const sent: string[] = [];
    const answers: Record<string, string> = {
      Now: '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><NowResponse xmlns="urn:c"><NowResult>noon</NowResult></NowResponse></s:Body></s:Envelope>',
      Other: '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><OtherResponse xmlns="urn:c1"><OtherResult>7</OtherResult></OtherResponse></s:Body></s:Envelope>',
    };
    const client = (ports?: Record<string, string>) =>
      new AsmxClientCore(descriptorOf(model), {
        endpoint: "http://127.0.0.1:9000/",
        allowInsecureHttp: true,
        ...(ports ? { ports } : {}),
        transport: (request) => {
          const action = request.headers.find(([n]) => n === "SOAPAction")![1];
          sent.push(`${new URL(request.url).pathname} ${action}`);
          return Promise.resolve({ status: 200, contentType: XML_TYPE, body: answers[action.includes("/Now") ? "Now" : "Other"]! });
        },
      });
    for (const c of [client(), client({ C: "BasicHttpBinding_C1" }), client({ C: "BasicHttpBinding_C" })]) {
      expect(await c.call("Now", {})).toBe("noon");
      expect(await c.call("Other", {})).toBe(7);
    }
    expect(sent).toEqual([
      '/ "urn:c/C/Now"',
      '/other "urn:c1/C1/Other"',
      '/c2 "urn:c/C/Now"',
      '/other "urn:c1/C1/Other"',
      '/ "urn:c/C/Now"',
      '/other "urn:c1/C1/Other"',
    ]);
    // C1 has one port: it takes no choice; the port of another contract is not C's.
    expect(() => client({ C1: "BasicHttpBinding_C11" })).toThrow("ports: contract 'C1' has no port 'BasicHttpBinding_C11' (it has one endpoint)");
    expect(() => client({ C: "BasicHttpBinding_C11" })).toThrow("ports: contract 'C' has no port 'BasicHttpBinding_C11' (its ports: BasicHttpBinding_C, BasicHttpBinding_C1)");
  });
});
