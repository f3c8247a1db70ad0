/**
 * The type kinds DataContractSerializer takes besides [DataContract] classes (#28, docs/wcf-design.md §30), recorded
 * with the lab (test/reference/wcf/serializable/: WcfSerializable.cs, Mono's System.ServiceModel, bodies by
 * DataContractSerializer, Microsoft's reference source): [Serializable] classes (every field by its name, an
 * auto-property as its backing field `_x003C_Label_x003E_k__BackingField`, [NonSerialized] left out, [OptionalField]
 * optional, the rest IsRequired), as base of and derived from data contracts, in arrays and as a fault detail; POCO
 * classes; nested classes (`Outer.Inner`); an enum without [DataContract]. ISerializable (../iserializable/):
 * wcf-iserializable.test.ts.
 *
 * Each recorded exchange: the server built from the imported spec reads the recorded request; the client sends it
 * as recorded (canonical XML) and reads the recorded answer; the server writes that answer back as .NET frames it.
 */
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { importWcf } from "../../generator/import/import-wcf.js";
import type { ServiceModel } from "../../generator/model/types.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { RawSpec } from "../../generator/spec/raw.js";
import { WcfFaultError } from "../../runtime/src/client/errors.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import { DISPATCHER_NS } from "../../runtime/src/server/wcf.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { describeWcfGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { specErrorOf } from "../support/spec-error.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { importEmitted, nillableReferenceParameters, RecordedService, withoutXmlSchemaImport } from "../support/wcf-recorded-service.js";
import { canonicalXml } from "../support/xml-canonical.js";

const WCF_DIR = fileURLToPath(new URL("../reference/wcf/", import.meta.url));
const OPTIONS = { source: "set", schema: "spec.schema.json", specPath: "spec/imported.yaml" };

// Mono artefacts undone (test/reference/wcf/README.md): the `?xsd=` import of the XML Schema namespace; xsd0's
// wrapper children of classes and collections without nillable="true", and the `Point? maybe` parameter (.NET
// writes it on a Nullable<T> parameter: docs/wcf-design.md §6, §25).
const service = new RecordedService(`${WCF_DIR}serializable/`, "http://127.0.0.1:8781/", (query, text) => {
  const out = withoutXmlSchemaImport(text);
  if (query !== "xsd=xsd0") return out;
  return nillableReferenceParameters(out, /^q\d+:(Money|ArrayOfMoney|Invoice|Customer|Address|Outer\.Inner|Outer\.Plain)$/).replace('name="maybe"', 'name="maybe" nillable="true"');
});

/**
 * The imported spec with the [FaultContract] Mono leaves out of its metadata (no wsdl:fault nor detail type) added as
 * .NET publishes it: `SerialFault`, [Serializable], a public field and an auto-property.
 */
const SPEC = importWcf(service.set(), OPTIONS)
  .yaml.replace(
    /\noperations:\n/,
    "\nfaults:\n  SerialFault:\n    fields:\n      - { name: Reason, type: string, required: true }\n      - { name: Code, type: int, backingField: true, required: true }\noperations:\n",
  )
  .replace("  - name: Refuse\n", "  - name: Refuse\n    faults: [SerialFault]\n");
const model = (): ServiceModel => parseSpec(SPEC, "spec/serializable.yaml");

/** What the server built from `m` reads from the recorded request `name` (the handler's input). */
async function serverReads(m: ServiceModel, name: string): Promise<object | undefined> {
  let input: object | undefined;
  const capture: OperationHandlers = Object.fromEntries(m.operations.map((o) => [o.wire.messageName, (given: object) => ((input = given), undefined)]));
  await service.replay(service.server(m, capture), name);
  return input;
}

/**
 * The recorded exchange `name`: the server reads the request; unless `clientSends` is false (a request no client
 * writes: an element the contract does not have, members left out), the client sends it as recorded; the client
 * reads the recorded answer, and the server answers that back as .NET frames it.
 */
function itReplays(name: string, clientSends = true): void {
  const operation = name.split(".")[0]!;
  it(`${name}: the server reads the request${clientSends ? " as the client writes it" : ""}, the client reads the answer, the server writes it back as .NET does`, async () => {
    const m = model();
    const input = await serverReads(m, name);
    expect(input).toBeDefined();
    const { sent, outcome, error } = await service.call(m, name, operation, input!);
    if (clientSends) expect(canonicalXml(sent.body!)).toBe(canonicalXml(service.request(name).body.toString("utf8")));
    const expected = service.dotnetAnswer(name);
    if (expected.status === 500) expect(error).toBeInstanceOf(WcfFaultError);
    else expect(error).toBeUndefined();
    const handlers: OperationHandlers = {
      ...Object.fromEntries(m.operations.map((o) => [o.wire.messageName, () => undefined])),
      [operation]: () => {
        if (error instanceof WcfFaultError) throw new ClientFault(error.reason, { detail: error.detailValue! });
        return outcome;
      },
    };
    const answer = await service.replay(service.server(m, handlers), name);
    expect(answer.status).toBe(expected.status);
    expect(canonicalXml(answer.body)).toBe(canonicalXml(expected.body));
  });
}

describe("serializable (WcfSerializable.cs): [Serializable] and POCO classes, nested classes, an enum without [DataContract]", () => {
  it("imports every document: backing fields by their property's name, [Serializable] fields required but [OptionalField], nested names kept as typeName", () => {
    const { spec: imported, documents } = service.imported();
    expect(documents).toBe(6);
    expect(imported.types?.["Money"]?.fields).toEqual([
      { name: "Amount", type: "decimal", required: true },
      { name: "Currency", type: "string", required: true },
      { name: "Note", type: "string" },
      { name: "Label", type: "string", backingField: true, required: true },
      { name: "cents", type: "int", required: true },
    ]);
    expect(imported.types?.["Entity"]?.fields).toEqual([
      { name: "Id", type: "int", required: true },
      { name: "Tag", type: "string", backingField: true, required: true },
    ]);
    expect(imported.types?.["Invoice"]).toMatchObject({ base: "Entity", namespace: "http://serial.example.com/data" });
    expect(imported.types?.["Customer"]).toMatchObject({ base: "Party", fields: [{ name: "Email", type: "string", required: true }] });
    expect(imported.types?.["OuterInner"]).toEqual({ namespace: "http://serial.example.com/data", typeName: "Outer.Inner", fields: [{ name: "Value", type: "string" }] });
    expect(imported.types?.["OuterPlain"]).toEqual({ typeName: "Outer.Plain", fields: [{ name: "Text", type: "string" }] });
    expect(imported.enums?.["Color"]).toEqual({ values: { Red: 0, Green: 5, Blue: 6 } });
    // A [Serializable] struct: IsValueType, its field and auto-property required.
    expect(imported.types?.["Point"]).toEqual({ struct: true, fields: [{ name: "X", type: "int", required: true }, { name: "Y", type: "int", backingField: true, required: true }] });
    expect(imported.operations?.find((o) => o.name === "EchoPoint")?.fields).toEqual([{ name: "point", type: "Point" }, { name: "maybe", type: "Point", nullable: true }]);
  });

  it("the model: a backing field's wire name is the encoded field's, its TypeScript name the property's; DataContractSerializer's order by wire name", () => {
    const money = model().types.find((t) => t.name === "Money")!;
    expect(money.fields.map((f) => [f.wireName, f.tsName, f.occurs.min])).toEqual([
      ["Amount", "amount", "1"],
      ["Currency", "currency", "1"],
      ["Note", "note", "0"],
      ["_x003C_Label_x003E_k__BackingField", "label", "1"],
      ["cents", "cents", "1"],
    ]);
    // Declared in reverse, the members still travel in DataContractSerializer's order: ordinal by the encoded name.
    const raw = parse(SPEC) as RawSpec;
    raw.types!["Money"]!.fields!.reverse();
    const reversed = parseSpec(stringify(raw), "spec/serializable.yaml");
    expect(reversed.types.find((t) => t.name === "Money")!.fields.map((f) => f.wireName)).toEqual(["Amount", "Currency", "Note", "_x003C_Label_x003E_k__BackingField", "cents"]);
  });

  it("the metadata its server publishes imports back to the same spec; the spec's to itself with the fault contract", () => {
    const { spec: imported, model: m } = service.imported();
    expect(importEmitted(m, service.address)).toEqual(imported);
    expect(importEmitted(model(), service.address)).toEqual(parse(SPEC) as RawSpec);
    const xsd = wcfMetadataDocuments(model(), service.address).map((d) => d.content).join("\n");
    expect(xsd).toContain('<xs:element name="_x003C_Code_x003E_k__BackingField" type="xs:int" />');
    expect(xsd).toContain('<xs:complexType name="Outer.Inner">');
  });

  it("a nested enum (`Outer.Color`, not recorded: its name follows the classes') imports as OuterColor with its contract name", () => {
    const raw = parse(SPEC) as RawSpec;
    raw.enums!["Color"]!.typeName = "Outer.Color";
    const m = parseSpec(stringify(raw), "spec/serializable.yaml");
    const imported = importEmitted(m, service.address);
    expect(imported.enums?.["OuterColor"]).toEqual({ values: { Red: 0, Green: 5, Blue: 6 }, typeName: "Outer.Color" });
    const documents = (x: ServiceModel): string[] => wcfMetadataDocuments(x, service.address).map((d) => d.content);
    expect(documents(parseSpec(stringify(imported), "spec/imported.yaml"))).toEqual(documents(m));
  });

  it("records at least one exchange per operation", () => {
    const ops = new Set(service.names().map((n) => n.split(".")[0]));
    expect([...ops].sort()).toEqual(model().operations.map((o) => o.wire.messageName).sort());
  });

  it("hands the handler readable names: an auto-property's value under its property's camelCase", async () => {
    expect(await serverReads(model(), "EchoMoney")).toEqual({ money: { amount: "12.50", currency: "EUR", note: "tip", label: "lunch", cents: 50 } });
    expect(await serverReads(model(), "EchoInvoice")).toMatchObject({ invoice: { id: 9, tag: "t", number: "INV-1", color: "Green" } });
  });

  for (const name of ["EchoMoney", "EchoMonies", "EchoInvoice", "EchoCustomer", "EchoAddress", "EchoColor", "EchoInner", "EchoPlain", "EchoPoint", "EchoPoint.maybe", "Refuse"]) {
    itReplays(name);
  }
  // Requests no .NET client writes (it writes every member, nil when null): the [OptionalField] left out; `<a:Label>`
  // (the property's name, which no member has) skipped and the backing field read; a POCO with every member left
  // out read as defaults (nil references, Red, 0), which DataContractSerializer writes back in full.
  itReplays("EchoMoney.no-optional", false);
  itReplays("EchoMoney.readable-name", false);
  itReplays("EchoAddress.empty", false);

  it("EchoMoney.readable-name: the server reads the backing field, not the element of the property's name", async () => {
    expect(await serverReads(model(), "EchoMoney.readable-name")).toMatchObject({ money: { label: "y" } });
  });

  // The recorded refusals: a [Serializable] field missing (IsRequired), an enum's number. Mono answers Receiver;
  // .NET's framing is a:DeserializationFailed (test/reference/wcf/README.md), the inner text the runtime's.
  for (const name of ["EchoMoney.missing-required", "EchoColor.number"]) {
    it(`${name}: the server refuses it as .NET does (a:DeserializationFailed), naming what it lacked`, async () => {
      const m = model();
      const answer = await service.replay(service.server(m, Object.fromEntries(m.operations.map((o) => [o.wire.messageName, () => undefined]))), name);
      expect(answer.status).toBe(500);
      expect(answer.body).toContain(`<faultcode xmlns:a="${DISPATCHER_NS}">a:DeserializationFailed</faultcode>`);
      expect(service.dotnetAnswer(name).body).toContain(name.startsWith("EchoMoney") ? "_x003C_Label_x003E_k__BackingField" : "Invalid enum value '5'");
      expect(answer.body).toMatch(name.startsWith("EchoMoney") ? /_x003C_Label_x003E_k__BackingField/ : /'5'/);
    });
  }
});

describe("serializable: the spec's backingField", () => {
  it("is refused outside a data contract and on a name that is no C# identifier, each at its place", () => {
    // (Label's `required` left out: the first data member key a field has is the one named.)
    const xml = SPEC.replace("serializer: dataContract", "serializer: xmlSerializer").replace("backingField: true, required: true }", "backingField: true }");
    expect(specErrorOf(xml, "spec/s.yaml")).toMatch(/^spec\/s\.yaml:\d+:\d+: field 'Label': 'backingField' applies to WCF data members/m);
    const dotted = SPEC.replace("name: Label,", "name: Label.Text,");
    expect(specErrorOf(dotted, "spec/s.yaml")).toMatch(/^spec\/s\.yaml:\d+:\d+: field 'Label\.Text': an auto-property's name is a C# identifier/m);
  });
});

// Generated into a package from the spec (the lab's http address replaced: a client refuses credentials in clear text).
const generated = await generatedPackage(SPEC.replace(/endpoint: http:\/\/127\.0\.0\.1:\d+\//, "endpoint: https://serial.example.com/Service.svc"), "serializable", "wcf-serializable-");
const cases = generated.set.index.cases.filter((c) => c.operation !== null && !c.id.startsWith("dispatcher."));

describe("serializable: its generated package", () => {
  it("type-checks strictly, its types under readable names (label, OuterInner)", () => {
    expect(strictTypeCheck(generated.dir, ["serializable/src"])).toBe("");
  }, 180_000);

  describeWcfGeneratedCases(generated, cases);
});
