/**
 * XmlQualifiedName[] and XmlElement[] under DataContractSerializer (ArrayOfQName, ArrayOfXmlElement;
 * test/reference/wcf/xml-arrays/, WcfXmlArrays.cs, docs/wcf-design.md §17): the published schemas, the server's
 * answers to the recorded requests, what the client sends and reads, the members read from the recorded Echo
 * answer, import of the emitted set with its proof, and the generated fixtures against the server. The recording's
 * `object` member holding XmlNode[] stays refused (the object codec has no XmlNode[] form), so the spec is the
 * recording without it: Bag's Elements, Names and Title; EchoNames, EchoElements.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { parseSpec } from "../../generator/spec/load.js";
import { qualifiedNameCodec } from "../../runtime/src/qualified-name.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { expectServerPassesEveryCase, recordedServerUnderTest, withGeneratedFixtures } from "../support/generated-fixtures.js";
import { importEmitted, RecordedService } from "../support/wcf-recorded-service.js";
import { canonicalXml } from "../support/xml-canonical.js";

const DIR = fileURLToPath(new URL("../reference/wcf/xml-arrays/", import.meta.url));
const ADDRESS = "http://127.0.0.1:8761/";
const WCF = "http://bags.example.com/wcf";
const DATA = "http://bags.example.com/data";
const ARRAYS = "http://schemas.microsoft.com/2003/10/Serialization/Arrays";
const SYSTEM_XML = "http://schemas.datacontract.org/2004/07/System.Xml";
const I = "http://www.w3.org/2001/XMLSchema-instance";
const SPEC = [
  "service:",
  "  name: BagService",
  "  namespace: 'http://tempuri.org/'",
  `  endpoint: '${ADDRESS}'`,
  "  wcf:",
  "    serializer: dataContract",
  `    dataContractNamespace: '${DATA}'`,
  `    contracts: [{ name: IBags, namespace: '${WCF}', address: '' }]`,
  "types:",
  "  Bag:",
  "    fields:",
  "      - { name: Elements, type: 'XmlElement[]' }",
  "      - { name: Names, type: 'QName[]' }",
  "      - { name: Title, type: string }",
  "operations:",
  "  - { name: Echo, fields: [{ name: bag, type: Bag }], result: { type: Bag } }",
  "  - { name: EchoNames, fields: [{ name: names, type: 'QName[]' }], result: { type: 'QName[]' } }",
  "  - { name: EchoElements, fields: [{ name: elements, type: 'XmlElement[]' }], result: { type: 'XmlElement[]' } }",
].join("\n");
const model = parseSpec(SPEC, "spec/bags.yaml");
// The recording's folder: its requests and answers (the metadata is the whole recording's, not imported here).
const service = new RecordedService(DIR, ADDRESS, (_query, text) => text);
const handlers: OperationHandlers = {
  Echo: (input) => (input as { bag: unknown }).bag,
  EchoNames: (input) => (input as { names: unknown }).names,
  EchoElements: (input) => (input as { elements: unknown }).elements,
};
const envelope = (body: string): string =>
  `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${body}</s:Body></s:Envelope>`;
const names = [{ namespace: "urn:kinds", name: "feed" }, null, { namespace: "", name: "plain" }];

describe("XmlQualifiedName[] and XmlElement[] under DataContractSerializer (xml-arrays/WcfXmlArrays.cs)", () => {
  it("publishes ArrayOfQName in the Arrays namespace exactly as recorded, typed so on members, parameters and results", () => {
    const documents = wcfMetadataDocuments(model, ADDRESS);
    const arrays = documents.find((d) => d.content.includes(`targetNamespace="${ARRAYS}"`))!;
    expect(arrays.content).toBe(readFileSync(join(DIR, "metadata/xsd-xsd4.xml"), "utf8"));
    // A schema element's attributes, sorted (the emitter and Mono order them differently; the prefix number aside).
    const element = (text: string, name: string): string[] =>
      [...new RegExp(`<xs:element [^>]*name="${name}"[^>]*/>`).exec(text)![0].matchAll(/(\S+)="([^"]*)"/g)]
        .map((m) => `${m[1]!.replace(/^xmlns:q\d+$/, "xmlns:q")}=${m[2]!.replace(/^q\d+:/, "q:")}`)
        .sort();
    const xsd0 = documents.find((d) => d.query === "xsd=xsd0")!.content;
    const recorded0 = readFileSync(join(DIR, "metadata/xsd-xsd0.xml"), "utf8");
    // Mono leaves nillable off parameters and results of reference types (../README.md); .NET writes it.
    for (const name of ["names", "EchoNamesResult"])
      expect(element(xsd0, name)).toEqual([...element(recorded0, name), "nillable=true"].sort());
    const bag = documents.find((d) => d.content.includes('<xs:complexType name="Bag">'))!.content;
    expect(element(bag, "Names")).toEqual(element(readFileSync(join(DIR, "metadata/xsd-xsd2.xml"), "utf8"), "Names"));
    expect(descriptorOf(model).codecs?.qualifiedName).toBe(qualifiedNameCodec);
  });

  it("imports the emitted set back into the same spec, proven by regeneration", () => {
    const spec = importEmitted(model, ADDRESS);
    expect(spec.types?.Bag?.fields).toEqual([
      { name: "Elements", type: "XmlElement[]" },
      { name: "Names", type: "QName[]" },
      { name: "Title", type: "string" },
    ]);
    expect(spec.operations.find((o) => o.name === "EchoNames")).toMatchObject({
      fields: [{ name: "names", type: "QName[]" }],
      result: { type: "QName[]" },
    });
  });

  for (const name of ["EchoNames", "EchoNames.nil", "EchoNames.empty"]) {
    it(`${name}: the server answers the recorded request as recorded`, async () => {
      const answer = await service.replay(service.server(model, handlers), name);
      const expected = service.dotnetAnswer(name);
      expect(answer.status).toBe(200);
      expect(canonicalXml(answer.body, { qualifiedNameText: true })).toBe(
        canonicalXml(expected.body, { qualifiedNameText: true }),
      );
    });
  }

  it("EchoNames: the server writes each item in the prefix q declared on it, as DataContractSerializer does (bytes)", async () => {
    const answer = await service.replay(service.server(model, handlers), "EchoNames");
    expect(answer.body).toBe(
      envelope(
        `<EchoNamesResponse xmlns="${WCF}"><EchoNamesResult xmlns:a="${ARRAYS}" xmlns:i="${I}"><q:QName xmlns:q="${ARRAYS}" xmlns:b="urn:kinds">b:feed</q:QName><a:QName i:nil="true"/><q:QName xmlns:q="${ARRAYS}" xmlns="">plain</q:QName></EchoNamesResult></EchoNamesResponse>`,
      ),
    );
  });

  it("EchoNames: the client sends .NET's request and reads the recorded answer", async () => {
    const { sent, outcome, error } = await service.call(model, "EchoNames", "EchoNames", { names });
    expect(error).toBeUndefined();
    expect(outcome).toEqual(names);
    expect(sent.body).toBe(
      envelope(
        `<EchoNames xmlns="${WCF}"><names xmlns:a="${ARRAYS}" xmlns:i="${I}"><q:QName xmlns:q="${ARRAYS}" xmlns:b="urn:kinds">b:feed</q:QName><a:QName i:nil="true"/><q:QName xmlns:q="${ARRAYS}" xmlns="">plain</q:QName></names></EchoNames>`,
      ),
    );
    // The recorded request was written by hand without the q declared on each item; the items above are as the
    // recorded answer shows DataContractSerializer writes them (the server's test above).
  });

  it("EchoNames.nil and .empty: the client reads null and an empty array", async () => {
    expect((await service.call(model, "EchoNames.nil", "EchoNames", { names: null })).outcome).toBeNull();
    expect((await service.call(model, "EchoNames.empty", "EchoNames", { names: [] })).outcome).toEqual([]);
  });

  it("Echo: the client reads the recorded answer's Elements and Names (a name of the Arrays namespace itself as q:own; Held skipped)", async () => {
    const { outcome, error } = await service.call(model, "Echo", "Echo", {
      bag: { elements: [], names: [], title: "T" },
    });
    expect(error).toBeUndefined();
    expect(outcome).toEqual({
      elements: [
        {
          name: "x",
          namespace: "urn:x",
          namespaces: { "": "urn:x" },
          attributes: [{ name: "k", value: "v" }],
          children: ["1 ", { name: "y", namespace: "urn:x", children: ["2"] }],
        },
        null,
        // `<z />` without a declaration: in the default namespace in scope, the wrapper's.
        { name: "z", namespace: WCF },
      ],
      names: [
        { namespace: "urn:kinds", name: "feed" },
        { namespace: "", name: "plain" },
        null,
        { namespace: ARRAYS, name: "own" },
      ],
      title: "T",
    });
  });

  it("publishes ArrayOfXmlElement in System.Xml's namespace exactly as recorded (items of XmlElement's anonymous type)", () => {
    const documents = wcfMetadataDocuments(model, ADDRESS);
    const systemXml = documents.find((d) => d.content.includes(`targetNamespace="${SYSTEM_XML}"`))!;
    expect(systemXml.content).toBe(readFileSync(join(DIR, "metadata/xsd-xsd3.xml"), "utf8"));
    // The wrapper schema imports the namespaces in the recording's order (data, Arrays, System.Xml).
    const imports = (text: string): string[] => [...text.matchAll(/<xs:import namespace="([^"]+)"/g)].map((m) => m[1]!);
    expect(imports(documents.find((d) => d.query === "xsd=xsd0")!.content)).toEqual(
      imports(readFileSync(join(DIR, "metadata/xsd-xsd0.xml"), "utf8")),
    );
    expect(descriptorOf(model).codecs?.dataContractXml).toBeDefined();
  });

  for (const name of ["EchoElements", "EchoElements.nil"]) {
    it(`${name}: the server answers the recorded request as recorded; the client sends it byte for byte and reads the answer`, async () => {
      const answer = await service.replay(service.server(model, handlers), name);
      expect(answer.status).toBe(200);
      expect(canonicalXml(answer.body)).toBe(canonicalXml(service.dotnetAnswer(name).body));
      const elements =
        name === "EchoElements"
          ? [{ name: "x", namespace: "urn:x", namespaces: { "": "urn:x" }, children: ["1"] }, null]
          : null;
      const { sent, outcome, error } = await service.call(model, name, "EchoElements", { elements });
      expect(error).toBeUndefined();
      expect(outcome).toEqual(elements);
      // The nil request was written by hand without the System.Xml declaration a nil collection carries, which the
      // recorded answer shows (`<EchoElementsResult xmlns:d4p1="...System.Xml" i:nil="true" ...>`); the client writes it.
      const recorded = service.request(name).body.toString("utf8");
      expect(sent.body).toBe(
        elements === null
          ? recorded.replace('<elements i:nil="true" ', `<elements i:nil="true" xmlns:a="${SYSTEM_XML}" `)
          : recorded,
      );
    });
  }

  it("EchoElements.empty-item: an empty item is refused before the handler (DeserializationFailed; Mono's Receiver)", async () => {
    let called = false;
    const answer = await service.replay(
      service.server(model, { ...handlers, EchoElements: () => ((called = true), null) }),
      "EchoElements.empty-item",
    );
    expect(service.dotnetAnswer("EchoElements.empty-item").status).toBe(500);
    expect(answer.status).toBe(500);
    expect(answer.body).toContain("a:DeserializationFailed</faultcode>");
    expect(called).toBe(false);
  });

  it("its generated fixture set is passed by the server built from it, case by case", async () => {
    const server = recordedServerUnderTest(service, model);
    await withGeneratedFixtures(model, "wcf-qname-arrays-", async (set) => {
      await expectServerPassesEveryCase(set, server);
      expect(set.index.cases.some((c) => c.id === "EchoNames.soap11.sample.response")).toBe(true);
    });
  });

  it("still refuses a lone XmlNode and arrays of XmlNode[] under DataContractSerializer, positioned", () => {
    expect(() =>
      parseSpec(
        SPEC.replace("- { name: Names, type: 'QName[]' }", "- { name: Names, type: XmlNode }"),
        "spec/bags.yaml",
      ),
    ).toThrow(/spec\/bags\.yaml:13:\d+: .*a lone XmlNode/);
    expect(() =>
      parseSpec(
        SPEC.replace("- { name: Names, type: 'QName[]' }", "- { name: Names, type: 'XmlNode[][]' }"),
        "spec/bags.yaml",
      ),
    ).toThrow(/spec\/bags\.yaml:13:\d+: .*arrays of XmlNode\[\] are not data contracts/);
  });
});
