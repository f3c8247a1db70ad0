/**
 * A WCF contract mixing serializers (#28, docs/wcf-design.md §14): [XmlSerializerFormat] on one operation of a
 * DataContract contract (test/reference/wcf/xml-serializer/mixed/WcfMixed.cs, recorded with the lab), described by
 * the hand-written spec beside it. The server built from the spec answers each recorded request with the recorded
 * body (each operation by its own serializer: GetCard's data contract in a plain Body, GetLabel's XmlSerializer
 * attribute and text in a Body declaring xsi and xsd); the client sends the recorded requests byte for byte and
 * reads the recorded responses; the spec's misuses are refused with positioned lines.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import type { ServiceModel } from "../../generator/model/types.js";
import { loadSpec, parseSpec } from "../../generator/spec/load.js";
import type { RawSpec } from "../../generator/spec/raw.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { canonicalXml } from "../support/xml-canonical.js";
import { specErrorOf } from "../support/spec-error.js";
import { nillableReferenceParameters, RecordedService } from "../support/wcf-recorded-service.js";
import { inProcessClient, passesOwnFixtures } from "../support/wcf-own-fixtures.js";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { documentSetFromFiles, setDocument } from "../../generator/import/document-set.js";
import { importWcf } from "../../generator/import/import-wcf.js";

const DIR = fileURLToPath(new URL("../reference/wcf/xml-serializer/mixed/", import.meta.url));
const SPEC = `${DIR}WcfMixed.yaml`;
const XML_TYPE = "text/xml; charset=utf-8";

const service = new RecordedService(DIR, "http://127.0.0.1:8745/", (_, text) => text);
const model = (): ServiceModel => loadSpec(SPEC);
const parseSpecText = (text: string): ServiceModel => parseSpec(text, "spec/mixed.yaml");

const handlers: OperationHandlers = {
  GetCard: (input: { holder: string }) => ({ holder: input.holder, points: 7 }),
  GetLabel: (input: { lang: string }) => ({ lang: input.lang, text: "Hello" }),
  EchoCard: (input: { card: { holder: string; points: number } | null }) =>
    input.card ? { holder: `${input.card.holder}!`, points: input.card.points + 1 } : null,
} as unknown as OperationHandlers;

const exchanges = [
  { name: "GetCard", input: { holder: "Ann" }, output: { holder: "Ann", points: 7 } },
  { name: "GetLabel", input: { lang: "en" }, output: { lang: "en", text: "Hello" } },
  { name: "EchoCard", input: { card: { holder: "Ann", points: 7 } }, output: { holder: "Ann!", points: 8 } },
];

describe("[XmlSerializerFormat] on one operation of a DataContract contract (mixed/WcfMixed.cs)", () => {
  it("covers every recorded exchange", () => {
    expect(exchanges.map((e) => e.name).sort()).toEqual(service.names());
  });

  it("the model gives each operation and class its serializer", () => {
    const m = model();
    expect(m.wcf!.serializer).toBe("dataContract");
    expect(m.wcf!.mixed).toBe(true);
    expect(m.operations.map((o) => o.wcf!.serializer)).toEqual(["dataContract", "xmlSerializer", "xmlSerializer"]);
    const label = m.types.find((t) => t.name === "Label")!;
    expect(label.serializer).toBe("xmlSerializer");
    expect(label.namespace).toBeUndefined();
    expect(label.attributes.map((a) => a.wireName)).toEqual(["Lang"]);
    const card = m.types.find((t) => t.name === "Card")!;
    expect(card.serializer).toBeUndefined();
    expect(card.fields.every((f) => f.dataMember !== undefined)).toBe(true);
    // Card is used by both: its XmlSerializer twin (no namespace, no data members) is what EchoCard refers to.
    const twin = m.wcf!.twins!.find((t) => t.name === "Card")!;
    expect(twin.serializer).toBe("xmlSerializer");
    expect(twin.namespace).toBeUndefined();
    expect(twin.tsName).toBe(card.tsName);
    expect(twin.fields.map((f) => [f.wireName, f.dataMember])).toEqual([
      ["Holder", undefined],
      ["Points", undefined],
    ]);
    const echo = m.operations.find((o) => o.name === "EchoCard")!;
    expect(echo.result!.type).toEqual({ kind: "complex", complex: twin });
    expect(m.operations.find((o) => o.name === "GetCard")!.result!.type).toEqual({ kind: "complex", complex: card });
    expect(m.types.filter((t) => t.name === "Card")).toHaveLength(1);
  });

  for (const e of exchanges) {
    it(`${e.name}: the server answers the recorded request with the recorded body`, async () => {
      const answer = await service.replay(service.server(model(), handlers), e.name);
      const expected = service.dotnetAnswer(e.name);
      expect(answer.status).toBe(200);
      expect(answer.contentType).toBe(XML_TYPE);
      expect(canonicalXml(answer.body)).toBe(canonicalXml(expected.body));
      // The Body start is the operation's serializer's, byte for byte.
      expect(answer.body).toContain(
        expected.body.slice(
          expected.body.indexOf("<s:Body"),
          expected.body.indexOf(">", expected.body.indexOf("<s:Body")) + 1,
        ),
      );
    });

    it(`${e.name}: the client sends the recorded request and reads the recorded response`, async () => {
      const recorded = service.request(e.name);
      const { sent, outcome, error } = await service.call(model(), e.name, e.name, e.input);
      expect(error).toBeUndefined();
      expect(outcome).toEqual(e.output);
      const action = recorded.headers.find(([n]) => n.toLowerCase() === "soapaction")![1];
      expect(sent.headers.find(([n]) => n.toLowerCase() === "soapaction")?.[1]).toBe(action);
      expect(sent.body).toBe(recorded.body.toString("utf8"));
    });
  }

  it("its generated fixture set is passed by the server built from it, case by case", async () => {
    await passesOwnFixtures(service, model(), (set) => {
      expect(set.index.cases.length).toBeGreaterThan(exchanges.length);
      const label = set.index.cases.find((c) => c.id.includes("GetLabel") && c.kind === "request");
      expect(label, "a GetLabel request case").toBeDefined();
    });
  });

  it("a client of the spec calls a server of it: each operation's values cross by its own serializer, nulls too", async () => {
    const m = model();
    const server = service.server(m, handlers);
    const { call, bodies } = inProcessClient(m, server, "http://127.0.0.1:8745/");
    expect(await call("GetCard", { holder: "Zoë <&>" })).toEqual({ holder: "Zoë <&>", points: 7 });
    expect(await call("GetLabel", { lang: "fr" })).toEqual({ lang: "fr", text: "Hello" });
    expect(await call("EchoCard", { card: { holder: "Bo", points: 41 } })).toEqual({ holder: "Bo!", points: 42 });
    expect(await call("EchoCard", { card: null })).toBeNull();
    // The data contract request holds no XmlSerializer declarations; the XmlSerializer ones hold them on the Body.
    expect(bodies[0]).toContain("<s:Body><GetCard ");
    expect(bodies[2]).toContain(
      '<EchoCard xmlns="http://mixed.example.com/wcf"><card><Holder>Bo</Holder><Points>41</Points></card></EchoCard>',
    );
    expect(bodies[3]).toContain('<EchoCard xmlns="http://mixed.example.com/wcf"/>');
  });

  it("a request of one serializer's form is read by the operation's rules only (GetLabel's Lang attribute, GetCard's data members)", async () => {
    const server = service.server(model(), handlers);
    const body = (op: string, inner: string) =>
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><${op} xmlns="http://mixed.example.com/wcf">${inner}</${op}></s:Body></s:Envelope>`;
    const post = async (op: string, inner: string) => {
      const response = await server.handle({
        method: "POST",
        url: "/",
        headers: { "content-type": XML_TYPE, soapaction: `"http://mixed.example.com/wcf/IMixed/${op}"` },
        body: new TextEncoder().encode(body(op, inner)),
      });
      return typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
    };
    expect(await post("GetLabel", "<lang>fr</lang>")).toContain('<GetLabelResult Lang="fr">Hello</GetLabelResult>');
    expect(await post("GetCard", "<holder>Bo</holder>")).toMatch(
      /<GetCardResult xmlns:(\w+)="http:\/\/mixed\.example\.com\/data" xmlns:i="[^"]+"><\1:Holder>Bo<\/\1:Holder><\1:Points>7<\/\1:Points><\/GetCardResult>/,
    );
  });
});

describe("the metadata of a contract mixing serializers", () => {
  const ADDRESS = "http://127.0.0.1:8745/";
  const documents = () => wcfMetadataDocuments(model(), ADDRESS);
  const doc = (query: string): string => documents().find((d) => d.query === query)!.content;
  const recorded = (file: string): string => readFileSync(`${DIR}metadata/${file}`, "utf8");
  /** The schema's global elements named `names`, canonical (attribute order and prefix names aside). */
  const elements = (text: string, names: string[]): string[] =>
    [...text.matchAll(/\n {2}<xs:element name="(\w+)">[\s\S]*?\n {2}<\/xs:element>/g)]
      .filter((m) => names.includes(m[1]!))
      .map((m) => canonicalXml(`<r xmlns:xs="http://www.w3.org/2001/XMLSchema">${m[0]}</r>`));

  it("publishes the data contract schemas of GetCard, then XmlSchemaExporter's of GetLabel as a document of its own", () => {
    expect(documents().map((d) => `${d.query} ${d.namespace}`)).toEqual([
      "wsdl http://tempuri.org/",
      "wsdl=wsdl0 http://mixed.example.com/wcf",
      "xsd=xsd0 http://mixed.example.com/wcf",
      "xsd=xsd1 http://schemas.microsoft.com/2003/10/Serialization/",
      "xsd=xsd2 http://mixed.example.com/data",
      "xsd=xsd3 http://mixed.example.com/wcf",
      "singleWsdl http://mixed.example.com/wcf",
    ]);
    expect(doc("wsdl=wsdl0")).toContain(
      '<xsd:import schemaLocation="http://127.0.0.1:8745/?xsd=xsd0" namespace="http://mixed.example.com/wcf" />\n' +
        '      <xsd:import schemaLocation="http://127.0.0.1:8745/?xsd=xsd1" namespace="http://schemas.microsoft.com/2003/10/Serialization/" />\n' +
        '      <xsd:import schemaLocation="http://127.0.0.1:8745/?xsd=xsd2" namespace="http://mixed.example.com/data" />\n' +
        '      <xsd:import schemaLocation="http://127.0.0.1:8745/?xsd=xsd3" namespace="http://mixed.example.com/wcf" />',
    );
  });

  it("GetCard's wrappers and Card are the recorded data contract schemas (Mono's missing nillable on the result undone)", () => {
    expect(doc("xsd=xsd2")).toBe(recorded("xsd-xsd2.xml"));
    const names = ["GetCard", "GetCardResponse"];
    expect(elements(doc("xsd=xsd0"), names)).toHaveLength(2);
    expect(elements(doc("xsd=xsd0"), names)).toEqual(
      elements(nillableReferenceParameters(recorded("xsd-xsd0.xml"), /^q\d+:Card$/), names),
    );
    expect(doc("xsd=xsd0")).not.toContain("GetLabel");
  });

  it("GetLabel's and EchoCard's wrappers, Label and Card's second shape are XmlSerializer's (maxOccurs, no nillable, Card in the contract namespace)", () => {
    expect(doc("xsd=xsd3")).toBe(
      [
        '<?xml version="1.0" encoding="utf-8"?><xs:schema xmlns:tns="http://mixed.example.com/wcf" elementFormDefault="qualified" targetNamespace="http://mixed.example.com/wcf" xmlns:xs="http://www.w3.org/2001/XMLSchema">',
        '  <xs:element name="GetLabel">',
        "    <xs:complexType>",
        "      <xs:sequence>",
        '        <xs:element minOccurs="0" maxOccurs="1" name="lang" type="xs:string" />',
        "      </xs:sequence>",
        "    </xs:complexType>",
        "  </xs:element>",
        '  <xs:element name="GetLabelResponse">',
        "    <xs:complexType>",
        "      <xs:sequence>",
        '        <xs:element minOccurs="0" maxOccurs="1" name="GetLabelResult" type="tns:Label" />',
        "      </xs:sequence>",
        "    </xs:complexType>",
        "  </xs:element>",
        '  <xs:complexType name="Label">',
        "    <xs:simpleContent>",
        '      <xs:extension base="xs:string">',
        '        <xs:attribute name="Lang" type="xs:string" />',
        "      </xs:extension>",
        "    </xs:simpleContent>",
        "  </xs:complexType>",
        '  <xs:element name="EchoCard">',
        "    <xs:complexType>",
        "      <xs:sequence>",
        '        <xs:element minOccurs="0" maxOccurs="1" name="card" type="tns:Card" />',
        "      </xs:sequence>",
        "    </xs:complexType>",
        "  </xs:element>",
        '  <xs:complexType name="Card">',
        "    <xs:sequence>",
        '      <xs:element minOccurs="0" maxOccurs="1" name="Holder" type="xs:string" />',
        '      <xs:element minOccurs="1" maxOccurs="1" name="Points" type="xs:int" />',
        "    </xs:sequence>",
        "  </xs:complexType>",
        '  <xs:element name="EchoCardResponse">',
        "    <xs:complexType>",
        "      <xs:sequence>",
        '        <xs:element minOccurs="0" maxOccurs="1" name="EchoCardResult" type="tns:Card" />',
        "      </xs:sequence>",
        "    </xs:complexType>",
        "  </xs:element>",
        "</xs:schema>",
      ].join("\n"),
    );
  });

  const importOf = (queries: (q: string) => boolean, from: ServiceModel = model()) =>
    importWcf(
      documentSetFromFiles(
        wcfMetadataDocuments(from, ADDRESS)
          .filter((d) => queries(d.query))
          .map((d) => setDocument(`${ADDRESS}?${d.query}`, d.content)),
      ),
      { source: "set", schema: "spec.schema.json", specPath: "spec/imported.yaml" },
    );

  it("imports the set (the later schema of the contract namespace XmlSerializer's) and proves it by regeneration", () => {
    const result = importOf((q) => q !== "singleWsdl");
    expect(result.documents).toBe(6);
    const spec = parse(result.yaml) as RawSpec;
    expect(spec.service.wcf!.serializer).toBe("dataContract");
    expect(spec.operations.map((o) => [o.name, o.serializer])).toEqual([
      ["GetCard", undefined],
      ["GetLabel", "xmlSerializer"],
      ["EchoCard", "xmlSerializer"],
    ]);
    expect(spec.types!["Label"]!.fields).toEqual([
      { name: "Value", type: "string", text: true },
      { name: "Lang", type: "string", attribute: true },
    ]);
    expect(spec.types!["Card"]!.fields).toEqual([
      { name: "Holder", type: "string" },
      { name: "Points", type: "int" },
    ]);
    // Card once, with its data contract namespace; its XmlSerializer shape is the model's twin.
    expect(spec.types!["Card"]!.namespace ?? spec.service.wcf!.dataContractNamespace).toBe(
      "http://mixed.example.com/data",
    );
    expect(result.model.operations.map((o) => o.wcf!.serializer)).toEqual([
      "dataContract",
      "xmlSerializer",
      "xmlSerializer",
    ]);
    expect(result.model.wcf!.twins!.map((t) => t.name)).toEqual(["Card"]);
  });

  it("refuses a set whose XmlSerializer type of a data contract's name has other members, positioned", () => {
    const swapped = wcfMetadataDocuments(model(), ADDRESS)
      .filter((d) => d.query !== "singleWsdl")
      .map((d) =>
        setDocument(
          `${ADDRESS}?${d.query}`,
          d.query === "xsd=xsd3"
            ? d.content.replace('name="Holder" type="xs:string"', 'name="Owner" type="xs:string"')
            : d.content,
        ),
      );
    expect(() =>
      importWcf(documentSetFromFiles(swapped), {
        source: "set",
        schema: "spec.schema.json",
        specPath: "spec/imported.yaml",
      }),
    ).toThrow(
      /^http:\/\/127\.0\.0\.1:8745\/\?wsdl:\d+:\d+: wsdl:definitions: the class 'Card' is a data contract and an XmlSerializer type of other members/,
    );
  });

  it("imports the ?singleWsdl form (both schemas of the namespace inline)", () => {
    const result = importOf((q) => q === "singleWsdl");
    expect(result.documents).toBe(1);
    expect((parse(result.yaml) as RawSpec).operations.map((o) => o.serializer)).toEqual([
      undefined,
      "xmlSerializer",
      "xmlSerializer",
    ]);
  });

  it("a contract's serializer with an operation's own: generated, imported and proven (the spec then per operation)", () => {
    const raw = parse(readFileSync(SPEC, "utf8")) as RawSpec;
    raw.service.wcf!.contracts[0]!.serializer = "xmlSerializer";
    delete raw.operations[1]!.serializer;
    raw.operations[0]!.serializer = "dataContract";
    const from = parseSpecText(stringify(raw));
    expect(from.operations.map((o) => o.wcf!.serializer)).toEqual(["dataContract", "xmlSerializer", "xmlSerializer"]);
    const result = importOf((q) => q !== "singleWsdl", from);
    expect((parse(result.yaml) as RawSpec).operations.map((o) => o.serializer)).toEqual([
      undefined,
      "xmlSerializer",
      "xmlSerializer",
    ]);
  });

  // A contract whose operations ALL use the other serializer has one schema in its namespace, the other
  // serializer's: import tells it by what DataContract's exporter never writes (an empty wrapper type without a
  // sequence, a particle with maxOccurs="1") and writes the contract's `serializer`.
  const twoContracts = (service: "dataContract" | "xmlSerializer"): ServiceModel => {
    const other = service === "dataContract" ? "xmlSerializer" : "dataContract";
    return parseSpecText(
      [
        "service:",
        "  name: MixedService",
        "  namespace: http://tempuri.org/",
        `  endpoint: ${ADDRESS}`,
        "  wcf:",
        `    serializer: ${service}`,
        "    contracts:",
        '      - { name: IMixed, namespace: "http://mixed.example.com/wcf", address: "" }',
        `      - { name: IXml, namespace: "http://xml.example.com/wcf", address: xml, serializer: ${other} }`,
        "types:",
        // An XmlSerializer class of an [XmlSerializerFormat] service takes the contract's namespace (no namespace of its own).
        `  Card: { ${service === "dataContract" ? "namespace: http://mixed.example.com/data, " : ""}fields: [{ name: Holder, type: string }, { name: Points, type: int }] }`,
        `  Label: { ${service === "xmlSerializer" ? "namespace: http://mixed.example.com/data, " : ""}fields: [{ name: Lang, type: string }, { name: Text, type: string }] }`,
        "operations:",
        "  - { name: GetCard, contract: IMixed, fields: [{ name: holder, type: string }], result: { type: Card } }",
        "  - { name: GetLabel, contract: IXml, fields: [{ name: lang, type: string }], result: { type: Label } }",
        "  - { name: Ping, contract: IXml, fields: [] }",
        "",
      ].join("\n"),
    );
  };
  // ?singleWsdl names every port type in its one namespace; the import reads each contract's back from its wrappers
  // and actions (docs/wcf-design.md §14), so two contract namespaces survive it.
  for (const [serviceSerializer, form] of [
    ["dataContract", "set"],
    ["xmlSerializer", "set"],
    ["dataContract", "singleWsdl"],
    ["xmlSerializer", "singleWsdl"],
  ] as const) {
    it(`a contract all of whose operations use the other serializer (service ${serviceSerializer}, ${form}): imported with that serializer and proven`, () => {
      const from = twoContracts(serviceSerializer);
      const xmlContract = serviceSerializer === "dataContract" ? "IXml" : "IMixed";
      expect(from.operations.map((o) => [o.wire.messageName, o.wcf!.serializer])).toEqual(
        ["GetCard", "GetLabel", "Ping"].map((n) => [
          n,
          (n === "GetCard") === (xmlContract === "IMixed") ? "xmlSerializer" : "dataContract",
        ]),
      );
      const result = importOf((q) => (q === "singleWsdl") === (form === "singleWsdl"), from);
      const spec = parse(result.yaml) as RawSpec;
      expect(spec.service.wcf!.contracts.map((c) => c.namespace)).toEqual([
        "http://mixed.example.com/wcf",
        "http://xml.example.com/wcf",
      ]);
      // A set with the serialization schema reads as a DataContract service; the XmlSerializer contract says so once.
      expect(spec.service.wcf!.serializer).toBe("dataContract");
      expect(spec.service.wcf!.contracts.map((c) => [c.name, c.serializer])).toEqual([
        ["IMixed", xmlContract === "IMixed" ? "xmlSerializer" : undefined],
        ["IXml", xmlContract === "IXml" ? "xmlSerializer" : undefined],
      ]);
      expect(spec.operations.every((o) => o.serializer === undefined)).toBe(true);
      expect(result.model.operations.map((o) => [o.wire.messageName, o.wcf!.serializer])).toEqual(
        from.operations.map((o) => [o.wire.messageName, o.wcf!.serializer]),
      );
    });
  }

  it("the server publishes both documents of the contract namespace", async () => {
    const server = service.server(model(), handlers);
    for (const query of ["xsd=xsd0", "xsd=xsd3"]) {
      const response = await server.handle({
        method: "GET",
        url: `/?${query}`,
        headers: { host: "127.0.0.1:8745" },
        body: new Uint8Array(),
      });
      expect(response.status).toBe(200);
      const body = typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
      expect(body).toBe(doc(query));
    }
  });
});

describe("serializer per contract and per operation: the spec's misuses", () => {
  const base = (): RawSpec => parse(readFileSync(SPEC, "utf8")) as RawSpec;
  const problems = (raw: RawSpec): string => specErrorOf(stringify(raw), "spec/mixed.yaml");

  it("a contract's serializer is its operations' default; an operation's own wins", () => {
    const raw = base();
    raw.service.wcf!.contracts[0]!.serializer = "xmlSerializer";
    raw.operations[1]!.serializer = undefined;
    raw.operations[0]!.serializer = "dataContract";
    expect(problems(raw)).toBe("no error");
  });

  it("a class of a hierarchy both serializers use is refused where it is declared (not recorded)", () => {
    const raw = base();
    raw.types!["Gold"] = { base: "Card", fields: [{ name: "Tier", type: "int" }] };
    expect(problems(raw)).toMatch(
      /^spec\/mixed\.yaml:\d+:\d+: class 'Card' is used by operations of both serializers \(dataContract and xmlSerializer\): a class of a hierarchy/m,
    );
  });

  it("an enum of the other serializer's operations is refused where it is declared", () => {
    const raw = base();
    raw.enums = { Tone: { values: ["Warm", "Cold"] } };
    raw.operations[1]!.fields = [{ name: "tone", type: "Tone" }];
    expect(problems(raw)).toMatch(
      /^spec\/mixed\.yaml:\d+:\d+: enum 'Tone' is used by an operation whose serializer is not the service's/m,
    );
  });

  it("'serializer' on an ASMX operation is refused at the key", () => {
    const raw = base();
    delete raw.service.wcf;
    raw.types!["Card"]!.namespace = undefined;
    expect(problems(raw)).toMatch(
      /^spec\/mixed\.yaml:\d+:\d+: 'serializer' applies to WCF operations \(service\.wcf\)/m,
    );
  });

  it("a contract with XmlSerializer operations sharing its namespace with another is refused at the namespace", () => {
    const raw = base();
    raw.service.wcf!.contracts.push({ name: "IOther", namespace: "http://mixed.example.com/wcf", address: "other" });
    expect(problems(raw)).toMatch(
      /^spec\/mixed\.yaml:\d+:\d+: contract 'IMixed' has \[XmlSerializerFormat\] operations and shares the namespace/m,
    );
  });

  it("an XmlSerializer member form in a data contract class is still refused", () => {
    const raw = base();
    raw.operations[1]!.serializer = undefined;
    expect(problems(raw)).toMatch(/field 'Lang': 'attribute' is XmlSerializer's: a WCF data member has no such form/);
  });
});
