/**
 * ISerializable types under DataContractSerializer (#28, docs/wcf-design.md §38), recorded with the lab
 * (test/reference/wcf/iserializable-forms/: WcfISerializableForms.cs, README there; ../iserializable/ too): a class
 * whose value is GetObjectData's entries, each an unqualified element of its name holding a .NET object (`i:type`),
 * as a parameter, a result, a data member and an array item, and a custom exception (`ParcelException : Exception`)
 * as a [FaultContract] detail. The schema lists no entries (`xs:any` of ##local with `ser:FactoryType`); a subclass
 * extends its base with nothing in it (SchemaExporter.ExportISerializableDataContract, .NET's source).
 */
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";
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
import { documentSetFromFiles, setDocument } from "../../generator/import/document-set.js";

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
  ];
}
