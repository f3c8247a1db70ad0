/**
 * ISerializable types under DataContractSerializer (#28, docs/wcf-design.md §38), recorded with the lab
 * (test/reference/wcf/iserializable-forms/: WcfISerializableForms.cs, README there; ../iserializable/ too): a class
 * whose value is GetObjectData's entries, each an unqualified element of its name holding a .NET object (`i:type`),
 * as a parameter, a result, a data member and an array item, and a custom exception (`ParcelException : Exception`)
 * as a [FaultContract] detail. The schema lists no entries (`xs:any` of ##local with `ser:FactoryType`); a subclass
 * extends its base with nothing in it (SchemaExporter.ExportISerializableDataContract, .NET's source).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { importWcf } from "../../generator/import/import-wcf.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { RawSpec } from "../../generator/spec/raw.js";
import { WcfFaultError } from "../../runtime/src/client/errors.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { describeWcfGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { specErrorOf } from "../support/spec-error.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { endToEnd, type Exchange } from "../support/wcf-end-to-end.js";
import { importEmitted, nillableReferenceParameters, RecordedService, withoutXmlSchemaImport } from "../support/wcf-recorded-service.js";

const WCF_DIR = fileURLToPath(new URL("../reference/wcf/", import.meta.url));
const ADDRESS = "http://127.0.0.1:8783/";
const SYSTEM = "http://schemas.datacontract.org/2004/07/System";
const FORMS = "http://schemas.datacontract.org/2004/07/Lab.Forms";
const OPTIONS = { source: "set", schema: "spec.schema.json", specPath: "spec/imported.yaml" };

// Mono artefacts undone (test/reference/wcf/README.md): the `?xsd=` import of the XML Schema namespace; reference type
// parameters and results without nillable.
const service = new RecordedService(`${WCF_DIR}iserializable-forms/`, ADDRESS, (query, text) => {
  const out = withoutXmlSchemaImport(text);
  return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:(Bag|Holder|ArrayOfBag)$/) : out;
});

/**
 * The imported spec with the [FaultContract] Mono leaves out of its metadata added as .NET publishes it: ParcelException,
 * ISerializable through System.Exception (its base, in System's data contract namespace).
 */
const SPEC = importWcf(service.set(), OPTIONS)
  .yaml.replace(/\ntypes:\n/, `\ntypes:\n  Exception:\n    namespace: ${SYSTEM}\n    iSerializable: true\n`)
  .replace(/\noperations:\n/, `\nfaults:\n  ParcelException:\n    namespace: ${FORMS}\n    base: Exception\n    iSerializable: true\noperations:\n`)
  .replace("  - name: Send\n", "  - name: Send\n    faults: [ParcelException]\n");
const faultModel = () => parseSpec(SPEC, "spec/iserializable.yaml");

const FORMS_WCF = "http://forms.example.com/wcf";
const PROBE = "a probe of the server: a .NET client does not send it";
const MONO_FAULT = "DeserializationFailed in .NET's framing (Mono answers Receiver with the inner text)";
const deserializationFailed = (ns: string, part: string, inner: string): string =>
  `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode xmlns:a="http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher">a:DeserializationFailed</faultcode><faultstring xml:lang="en-US">The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter ${ns}:${part}. The InnerException message was '${inner}'.  Please see InnerException for more details.</faultstring></s:Fault></s:Body></s:Envelope>`;

const s = (value: string) => ({ $type: "string", value });
const int = (value: number) => ({ $type: "int", value });
const POINT = { $type: "Point", value: { x: 1, y: 2 } };
const TONE = { $type: "Tone", value: "High" };
const FULL = {
  point: POINT,
  tone: TONE,
  when: { $type: "dateTime", value: "2024-05-01T10:30:00Z" },
  id: { $type: "guid", value: "0f8fad5b-d9cb-469f-a165-70867728950e" },
  price: { $type: "decimal", value: "12.50" },
  flag: { $type: "boolean", value: true },
  nothing: null,
  "a b": s("spaced"),
};
/** Exception.GetObjectData's eleven entries, as the lab's ParcelException sent them. */
const PARCEL_LOST = {
  ClassName: s("Lab.Forms.ParcelException"),
  Message: s("parcel lost"),
  Data: null,
  InnerException: null,
  HelpURL: null,
  StackTraceString: null,
  RemoteStackTraceString: null,
  RemoteStackIndex: int(0),
  ExceptionMethod: null,
  HResult: int(-2146233088),
  Source: null,
};

const echo = <K extends string>(name: K) => (input: object) => (input as Record<K, unknown>)[name];
const handlers: OperationHandlers = {
  EchoBag: echo("bag"),
  EchoHolder: echo("holder"),
  EchoBags: echo("bags"),
  MakeBag: (input) => [{}, null, FULL][(input as { kind: number }).kind],
  Send: (input) => {
    const parcel = (input as { parcel: string }).parcel;
    if (parcel === "lost") throw new ClientFault("parcel lost", { detail: { type: "ParcelException", value: PARCEL_LOST } });
    return parcel;
  },
};

describe("ISerializable types (iserializable-forms/WcfISerializableForms.cs)", () => {
  it("imports the xs:any with ser:FactoryType as an ISerializable class naming its [KnownType]s, proven on all 6 documents", () => {
    const { spec, documents } = service.imported();
    expect(documents).toBe(6);
    expect(spec.types?.Bag).toEqual({ namespace: FORMS, iSerializable: true, knownTypes: ["Point", "Tone"] });
    expect(spec.types?.Holder?.fields).toEqual([
      { name: "Items", type: "Bag[]" },
      { name: "Label", type: "string" },
      { name: "Main", type: "Bag" },
    ]);
  });

  it("the metadata the imported service publishes imports into the same spec; the spec with the exception fault into itself", () => {
    const { spec, model } = service.imported();
    expect(importEmitted(model, ADDRESS)).toEqual(spec);
    // Import names the set's unused Point and Tone on every object holder, System's Exception too (the proof holds).
    const again = importEmitted(faultModel(), ADDRESS);
    expect(again.types?.Exception).toEqual({ namespace: SYSTEM, iSerializable: true, knownTypes: ["Point", "Tone"] });
    expect(again.faults).toEqual((parse(SPEC) as RawSpec).faults);
  });

  it("publishes the exception as .NET's exporter writes it: System's Exception the xs:any root, ParcelException an empty extension", () => {
    const docs = wcfMetadataDocuments(faultModel(), ADDRESS);
    const system = docs.find((d) => d.content.includes(`targetNamespace="${SYSTEM}"`))!.content;
    expect(system).toContain(
      '<xs:complexType name="Exception">\n    <xs:sequence>\n      <xs:any minOccurs="0" maxOccurs="unbounded" namespace="##local" processContents="skip" />\n    </xs:sequence>\n    <xs:attribute ref="ser:FactoryType" />\n  </xs:complexType>\n  <xs:element name="Exception" nillable="true" type="tns:Exception" />',
    );
    expect(system).toMatch(/^<\?xml[^>]*>\s*<xs:schema xmlns:ser="http:\/\/schemas\.microsoft\.com\/2003\/10\/Serialization\/"/);
    const forms = docs.find((d) => d.content.includes('targetNamespace="http://schemas.datacontract.org/2004/07/Lab.Forms"'))!.content;
    expect(forms).toContain(
      `<xs:complexType name="ParcelException">\n    <xs:complexContent mixed="false">\n      <xs:extension xmlns:q1="${SYSTEM}" base="q1:Exception" />\n    </xs:complexContent>\n  </xs:complexType>`,
    );
    // The recorded Bag schema, byte for byte (Mono's agrees with .NET's exporter here).
    const recorded = service.set();
    expect(recorded).toBeDefined();
  });

  endToEnd(service, handlers, exchanges(), {}, { imported: () => ({ model: faultModel() }) });

  it("Send.lost: the client reads the exception detail's entries, typed", async () => {
    const { error } = await service.call(faultModel(), "Send.lost", "Send", { parcel: "lost" });
    expect(error).toBeInstanceOf(WcfFaultError);
    expect((error as WcfFaultError).detailValue).toEqual({ type: "ParcelException", value: PARCEL_LOST });
  });
});

function exchanges(): Exchange[] {
  const same = (name: string, operation: string, part: string, value: unknown): Exchange => ({ name, operation, input: { [part]: value }, output: value });
  return [
    same("EchoBag.typed", "EchoBag", "bag", { point: POINT, tone: TONE, nothing: null, n: { $type: "long", value: 7n } }),
    same("EchoBag.empty", "EchoBag", "bag", {}),
    same("EchoBag.nil", "EchoBag", "bag", null),
    same("EchoHolder.full", "EchoHolder", "holder", { items: [{ name: s("one") }, null, {}], label: "box", main: { count: int(3) } }),
    same("EchoHolder.nulls", "EchoHolder", "holder", { items: null, label: null, main: null }),
    same("EchoBags.items", "EchoBags", "bags", [{ name: s("one") }, null]),
    { name: "MakeBag.full", operation: "MakeBag", input: { kind: 2 }, output: FULL },
    { name: "MakeBag.empty", operation: "MakeBag", input: { kind: 0 }, output: {} },
    { name: "MakeBag.null", operation: "MakeBag", input: { kind: 1 }, output: null },
    { name: "Send.ok", operation: "Send", input: { parcel: "box" }, output: "box" },
    { name: "Send.lost", operation: "Send", input: { parcel: "lost" }, output: undefined, fails: /parcel lost/ },
    // Entry names XmlConvert-encoded on the wire, decoded in TypeScript (DataContract.EncodeLocalName, XmlConvert.DecodeName).
    same("EchoBag.encoded", "EchoBag", "bag", { "a b": s("spaced"), "1st": int(1) }),
    // An element of a namespace among the entries is skipped (ReadSerializationInfo), so the echo holds `name` alone.
    { name: "EchoBag.qualified", operation: "EchoBag", input: { bag: { name: s("kept") } }, output: { name: s("kept") }, notSent: PROBE },
    {
      name: "EchoBag.duplicate",
      operation: "EchoBag",
      input: { bag: {} },
      output: undefined,
      notSent: PROBE,
      fails: /DeserializationFailed/,
      dotnet: { why: MONO_FAULT, status: 500, body: deserializationFailed(FORMS_WCF, "bag", "Cannot add the same member twice to a SerializationInfo object.") },
    },
  ];
}

/**
 * Session 22's recording (../iserializable/, WcfISerializable.cs): Bag's GetObjectData writes `name` then `count`
 * whatever order they came in (EchoBag.reordered), an entry without i:type is refused (EchoBag.untyped), and
 * BagException, a custom exception, is the fault detail of Fail (Mono publishes no fault types: added as .NET does).
 */
const bags = new RecordedService(`${WCF_DIR}iserializable/`, "http://127.0.0.1:8782/", (query, text) => {
  const out = withoutXmlSchemaImport(text);
  return query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:Bag$/) : out;
});
const SERIAL = "http://schemas.datacontract.org/2004/07/Lab.Serial";
const BAGS_SPEC = importWcf(bags.set(), OPTIONS)
  .yaml.replace(/\ntypes:\n/, `\ntypes:\n  Exception:\n    namespace: ${SYSTEM}\n    iSerializable: true\n`)
  .replace(/\noperations:\n/, `\nfaults:\n  BagException:\n    namespace: ${SERIAL}\n    base: Exception\n    iSerializable: true\noperations:\n`)
  .replace("  - name: Fail\n", "  - name: Fail\n    faults: [BagException]\n");
const BOOM = { ...PARCEL_LOST, ClassName: s("Lab.Serial.BagException"), Message: s("boom") };

describe("ISerializable types (iserializable/WcfISerializable.cs, session 22)", () => {
  it("imports Bag as an ISerializable class (the refusal of session 22 gone), proven on all 5 documents", () => {
    const { spec, documents } = bags.imported();
    expect(documents).toBe(5);
    expect(spec.types?.Bag).toEqual({ iSerializable: true });
  });

  const bagHandlers: OperationHandlers = {
    // Bag's GetObjectData: name, then count.
    EchoBag: (input) => {
      const bag = (input as { bag: Record<string, unknown> | null }).bag;
      return bag === null ? null : { name: bag.name, count: bag.count };
    },
    Fail: (input) => {
      const message = (input as { message: string }).message;
      throw new ClientFault(message, { detail: { type: "BagException", value: { ...BOOM, Message: s(message) } } });
    },
  };
  const model = () => parseSpec(BAGS_SPEC, "spec/bags.yaml");
  endToEnd(
    bags,
    bagHandlers,
    [
      { name: "EchoBag", operation: "EchoBag", input: { bag: { name: s("box"), count: int(3) } }, output: { name: s("box"), count: int(3) } },
      // Read by name in any order: the handler has count first.
      { name: "EchoBag.reordered", operation: "EchoBag", input: { bag: { count: int(3), name: s("box") } }, output: { name: s("box"), count: int(3) } },
      {
        name: "EchoBag.untyped",
        operation: "EchoBag",
        input: { bag: {} },
        output: undefined,
        notSent: PROBE,
        fails: /DeserializationFailed/,
        dotnet: {
          why: MONO_FAULT,
          status: 500,
          body: deserializationFailed("http://serial.example.com/wcf", "bag", "Element name from namespace  cannot have child contents to be deserialized as an object. Please use XElement to deserialize this pattern of XML."),
        },
      },
      { name: "Fail", operation: "Fail", input: { message: "boom" }, output: undefined, fails: /boom/ },
    ],
    {},
    { imported: () => ({ model: model() }) },
  );

  it("Fail: the client reads BagException's eleven entries", async () => {
    const { error } = await bags.call(model(), "Fail", "Fail", { message: "boom" });
    expect((error as WcfFaultError).detailValue).toEqual({ type: "BagException", value: BOOM });
  });
});

describe("ISerializable: what the spec and the import refuse, positioned", () => {
  const spec = (types: string, faults = ""): string =>
    [
      `service: { name: S, namespace: 'http://x/', endpoint: 'https://x/', wcf: { serializer: dataContract, dataContractNamespace: 'http://x/data', contracts: [{ name: IS, namespace: 'http://x/' }] } }`,
      `types:`,
      types,
      ...(faults ? ["faults:", faults] : []),
      "operations: [{ name: Go, fields: [{ name: b, type: T }], result: { type: T } }]",
    ].join("\n");

  it("fields beside iSerializable: GetObjectData's entries are the value", () => {
    expect(specErrorOf(spec("  T: { iSerializable: true, fields: [{ name: A, type: int }] }"))).toMatch(/^spec\/test\.yaml:3:\d+: ISerializable class 'T' has GetObjectData's entries, not 'fields'/m);
  });

  it("an ISerializable class extending a data contract, and a data contract extending an ISerializable class", () => {
    expect(specErrorOf(spec("  B: { fields: [] }\n  T: { iSerializable: true, base: B }"))).toMatch(/^spec\/test\.yaml:\d+:\d+: class 'T' is ISerializable but its base 'B' is not/m);
    expect(specErrorOf(spec("  B: { iSerializable: true }\n  T: { base: B, fields: [] }"))).toMatch(/^spec\/test\.yaml:\d+:\d+: class 'T' is a data contract but its base 'B' is ISerializable/m);
  });

  it("outside DataContractSerializer", () => {
    const xml = spec("  T: { iSerializable: true }").replace("serializer: dataContract", "serializer: xmlSerializer");
    expect(specErrorOf(xml)).toMatch(/'iSerializable' applies to WCF data contracts/);
  });

  const broken = (edit: (text: string) => string) =>
    new RecordedService(`${WCF_DIR}iserializable-forms/`, ADDRESS, (query, text) => {
      const out = withoutXmlSchemaImport(text);
      return query === "xsd=xsd2" ? edit(out) : query === "xsd=xsd0" ? nillableReferenceParameters(out, /^q\d+:(Bag|Holder|ArrayOfBag)$/) : out;
    });

  it("import: an xs:any other than .NET's (processContents lax), at its position", () => {
    expect(() => broken((t) => t.replace('processContents="skip"', 'processContents="lax"')).imported()).toThrow(
      /^http:\/\/127\.0\.0\.1:8783\/\?xsd=xsd2:\d+:\d+: .*ISerializable type 'Bag' \(ser:FactoryType\) without its one xs:any/,
    );
  });

  it("import: a member beside the xs:any, at its position", () => {
    expect(() => broken((t) => t.replace('processContents="skip" />', 'processContents="skip" />\n      <xs:element name="Extra" type="xs:int" />')).imported()).toThrow(
      /^http:\/\/127\.0\.0\.1:8783\/\?xsd=xsd2:\d+:\d+: .*ISerializable type 'Bag' \(ser:FactoryType\) without its one xs:any/,
    );
  });
});

// The spec with the exception fault generated into a package (the lab's http address replaced: a client refuses
// credentials in clear text).
const generated = await generatedPackage(SPEC.replace(/endpoint: http:\/\/127\.0\.0\.1:\d+\//, "endpoint: https://forms.example.com/Service.svc"), "iserializable", "wcf-iserializable-");

describe("iserializable: its generated package", () => {
  it("type-checks strictly: Bag and the exceptions as SerializationEntries of ServiceObject (docs/wcf-design.md §39)", () => {
    expect(strictTypeCheck(generated.dir, ["iserializable/src"])).toBe("");
    const types = readFileSync(join(generated.dir, "iserializable/src/types.ts"), "utf8");
    expect(types).toMatch(/\nexport type Bag = SerializationEntries<ServiceObject>;\n/);
    expect(types).toContain('export { entryOrder } from "asmx-codegen-runtime";');
  }, 180_000);

  const cases = generated.set.index.cases.filter((c) => c.operation !== null && !c.id.startsWith("dispatcher."));
  describeWcfGeneratedCases(generated, cases);
});

describe("ISerializable entries named like Object.prototype's members (hostile input)", () => {
  it("reads __proto__ and constructor as own entries of a plain object, polluting nothing", async () => {
    let received: unknown;
    const server = service.server(parseSpec(SPEC, "spec/iserializable.yaml"), {
      ...handlers,
      EchoBag: (input) => (received = (input as { bag: unknown }).bag),
    });
    const request = service.request("EchoBag.encoded");
    const body = request.body
      .toString("utf8")
      .replace(/a_x0020_b/g, "__proto__")
      .replace(/_x0031_st/g, "constructor");
    const response = await server.handle({
      method: request.method,
      url: request.target,
      headers: Object.fromEntries(request.headers.map(([n, v]) => [n.toLowerCase(), v])),
      body: new TextEncoder().encode(body),
    });
    expect(response.status).toBe(200);
    const bag = received as Record<string, unknown>;
    expect(Object.getPrototypeOf(bag)).toBe(Object.prototype);
    expect(Object.keys(bag)).toEqual(["__proto__", "constructor"]);
    expect(Object.getOwnPropertyDescriptor(bag, "__proto__")?.value).toEqual(s("spaced"));
    expect(bag.constructor).toEqual(int(1));
    expect(({} as Record<string, unknown>).value).toBeUndefined();
    // Echoed back under the same names.
    const answer = typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
    expect(answer).toContain('<__proto__ i:type="x:string" xmlns="">spaced</__proto__><constructor i:type="x:int" xmlns="">1</constructor>');
  });
});
