/**
 * DataSet and DataTable under DataContractSerializer (test/reference/wcf/dataset-xml/, WcfReports.cs; docs/wcf-design.md
 * §17): the schemas published for them equal to what .NET's data contract exporter writes (exporter/, run under Mono
 * on Microsoft's reference source), import of the emitted set with its proof, the server's answers to the recorded
 * requests, what the client sends and reads, the generated fixtures against the server, and what stays refused.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { wcfMetadataDocuments } from "../../generator/emit/wcf-metadata.js";
import { documentSetFromFiles, setDocument } from "../../generator/import/document-set.js";
import { importWcf } from "../../generator/import/import-wcf.js";
import { parseSpec } from "../../generator/spec/load.js";
import { dataSet, row, table, DataSet, DataTable } from "../../runtime/src/dataset/index.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { dataSetCodec } from "../../runtime/src/soap/structured.js";
import { withGeneratedClientsAndCaller } from "../support/generated-client-caller.js";
import { expectServerPassesEveryCase, recordedServerUnderTest, withGeneratedFixtures } from "../support/generated-fixtures.js";
import { importEmitted, RecordedService } from "../support/wcf-recorded-service.js";
import { canonicalXml } from "../support/xml-canonical.js";

const DIR = fileURLToPath(new URL("../reference/wcf/dataset-xml/", import.meta.url));
const ADDRESS = "http://127.0.0.1:8745/";
const WCF = "http://reports.example.com/wcf";
const DATA = "http://reports.example.com/data";
const SYSTEM_DATA = "http://schemas.datacontract.org/2004/07/System.Data";
const SPEC = [
  "service:",
  "  name: ReportService",
  "  namespace: 'http://tempuri.org/'",
  `  endpoint: '${ADDRESS}'`,
  "  wcf:",
  "    serializer: dataContract",
  `    dataContractNamespace: '${DATA}'`,
  `    contracts: [{ name: IReports, namespace: '${WCF}', address: '' }]`,
  "types:",
  "  Report:",
  "    fields:",
  "      - { name: Title, type: string }",
  "      - { name: Data, type: DataSet }",
  "      - { name: Rows, type: DataTable }",
  "      - { name: Extra, type: XmlElement }",
  "      - { name: Nodes, type: 'XmlNode[]' }",
  "operations:",
  "  - { name: Echo, fields: [{ name: report, type: Report }], result: { type: Report } }",
  "  - { name: GetSet, fields: [{ name: name, type: string }], result: { type: DataSet } }",
  "  - { name: GetTable, fields: [{ name: name, type: string }], result: { type: DataTable } }",
  "  - { name: EchoSet, fields: [{ name: set, type: DataSet }], result: { type: DataSet } }",
  "  - { name: EchoElement, fields: [{ name: element, type: XmlElement }], result: { type: XmlElement } }",
  "  - { name: EchoNodes, fields: [{ name: nodes, type: 'XmlNode[]' }], result: { type: 'XmlNode[]' } }",
].join("\n");
const model = parseSpec(SPEC, "spec/reports.yaml");
const service = new RecordedService(DIR, ADDRESS, (_query, text) => text);

/** WcfReports.cs's Table(name): Id int, Label string; rows 1 "one" and 2 null, added (not accepted). */
const items = (name: string) =>
  table(name, { Id: "int", Label: "string" }, [
    row({ Id: 1, Label: "one" }, { state: "added" }),
    row({ Id: 2, Label: null }, { state: "added" }),
  ]);
const shop = () => dataSet("Shop", [items("Item")]);
const handlers: OperationHandlers = {
  Echo: (input) => (input as { report: unknown }).report,
  GetSet: (input) => {
    const { name } = input as { name: string | null };
    return name === null ? null : dataSet(name, [items("Item")]);
  },
  GetTable: (input) => {
    const { name } = input as { name: string | null };
    return name === null ? null : items(name);
  },
  EchoSet: (input) => (input as { set: unknown }).set,
  EchoElement: (input) => (input as { element: unknown }).element,
  EchoNodes: (input) => (input as { nodes: unknown }).nodes,
};
const exported = (file: string): string => readFileSync(join(DIR, "exporter", file), "utf8").trim();
const withoutDeclaration = (text: string): string => text.replace('<?xml version="1.0" encoding="utf-8"?>', "").trim();
/** A DataSet's or DataTable's tables and rows as plain values, to compare what was read. */
const rowsOf = (value: unknown): unknown => {
  if (value instanceof DataSet) return { name: value.name, tables: value.tables.map(rowsOf) };
  if (value instanceof DataTable) return { name: value.name, rows: value.rows.map((r) => ({ ...r })) };
  return value;
};

describe("DataSet and DataTable under DataContractSerializer (dataset-xml/WcfReports.cs)", () => {
  it("publishes the Report schema, DataSet's element (no namespace) and DataTable's (System.Data) byte for byte as .NET's exporter writes them", () => {
    const documents = wcfMetadataDocuments(model, ADDRESS);
    const byNamespace = (ns: string) =>
      documents.find((d) => d.query.startsWith("xsd=") && d.namespace === ns)!.content;
    expect(withoutDeclaration(byNamespace(DATA))).toBe(exported("schema1.xsd"));
    expect(withoutDeclaration(byNamespace(""))).toBe(exported("schema2.xsd"));
    expect(withoutDeclaration(byNamespace(SYSTEM_DATA))).toBe(exported("schema3.xsd"));
    // Mono's stub of the XML Schema namespace (exporter/schema4.xsd) is not published.
    expect(documents.some((d) => d.namespace === "http://www.w3.org/2001/XMLSchema")).toBe(false);
    // The contract's Imports schema names the schema of no namespace without a namespace attribute.
    const wsdl0 = documents.find((d) => d.query === "wsdl=wsdl0")!.content;
    const noNamespace = documents.findIndex((d) => d.query.startsWith("xsd=") && d.namespace === "") - 2;
    expect(wsdl0).toContain(`<xsd:import schemaLocation="${ADDRESS}?xsd=xsd${noNamespace}" />`);
    expect(descriptorOf(model).codecs?.dataSet).toBe(dataSetCodec);
  });

  it("gives a DataSet or DataTable parameter and result the same anonymous type as a data member (MessageContractExporter.ExportType)", () => {
    const xsd0 = wcfMetadataDocuments(model, ADDRESS).find((d) => d.query === "xsd=xsd0")!.content;
    const member = (name: string) => {
      const report = exported("schema1.xsd");
      const start = report.indexOf(`<xs:element minOccurs="0" name="${name}" nillable="true">`);
      return report.slice(report.indexOf(">", start) + 1, report.indexOf("</xs:element>", start)).trim();
    };
    const declared = (name: string) => {
      const start = xsd0.indexOf(`<xs:element minOccurs="0" name="${name}" nillable="true">`);
      expect(start, name).toBeGreaterThan(0);
      return xsd0.slice(xsd0.indexOf(">", start) + 1, xsd0.indexOf("</xs:element>", start)).trim();
    };
    const flat = (text: string) => text.replace(/\s+</g, "<");
    for (const name of ["GetSetResult", "set", "EchoSetResult"]) expect(flat(declared(name))).toBe(flat(member("Data")));
    expect(flat(declared("GetTableResult"))).toBe(flat(member("Rows")));
  });

  it("imports the emitted set back into the same spec, proven by regeneration", () => {
    const spec = importEmitted(model, ADDRESS);
    expect(spec.types?.Report?.fields).toEqual([
      { name: "Data", type: "DataSet" },
      { name: "Extra", type: "XmlElement" },
      { name: "Nodes", type: "XmlNode[]" },
      { name: "Rows", type: "DataTable" },
      { name: "Title", type: "string" },
    ]);
    const op = (name: string) => spec.operations.find((o) => o.name === name);
    expect(op("GetSet")).toMatchObject({ result: { type: "DataSet" } });
    expect(op("GetTable")).toMatchObject({ result: { type: "DataTable" } });
    expect(op("EchoSet")).toMatchObject({ fields: [{ name: "set", type: "DataSet" }], result: { type: "DataSet" } });
  });

  for (const name of ["GetSet", "GetSet.nil", "GetTable", "EchoSet", "EchoSet.nil", "Echo", "Echo.nil"]) {
    it(`${name}: the server answers the recorded request as recorded`, async () => {
      const answer = await service.replay(service.server(model, handlers), name);
      const expected = service.dotnetAnswer(name);
      expect(answer.status).toBe(expected.status);
      expect(canonicalXml(answer.body)).toBe(canonicalXml(expected.body));
    });
  }

  it("GetSet: the server writes the DataSet in the result element as DataContractSerializer does (bytes, no xmlns:i)", async () => {
    const answer = await service.replay(service.server(model, handlers), "GetSet");
    const recorded = service.dotnetAnswer("GetSet").body;
    const result = (text: string) => text.slice(text.indexOf("<GetSetResult>"), text.indexOf("</GetSetResult>"));
    expect(result(answer.body)).toBe(result(recorded));
  });

  it("GetSet, GetTable, EchoSet: the client sends the recorded requests and reads the recorded answers", async () => {
    const got = await service.call(model, "GetSet", "GetSet", { name: "Shop" });
    expect(got.error).toBeUndefined();
    expect(got.sent.body).toBe(service.request("GetSet").body.toString("utf8"));
    expect(rowsOf(got.outcome)).toEqual(rowsOf(shop()));

    const nil = await service.call(model, "GetSet.nil", "GetSet", { name: null });
    expect(nil.outcome).toBeNull();

    const tableCall = await service.call(model, "GetTable", "GetTable", { name: "Item" });
    expect(tableCall.error).toBeUndefined();
    expect(rowsOf(tableCall.outcome)).toEqual(rowsOf(items("Item")));

    const echo = await service.call(model, "EchoSet", "EchoSet", { set: shop() });
    expect(echo.error).toBeUndefined();
    expect(echo.sent.body).toBe(service.request("EchoSet").body.toString("utf8"));
    expect(rowsOf(echo.outcome)).toEqual(rowsOf(shop()));

    const echoNil = await service.call(model, "EchoSet.nil", "EchoSet", { set: null });
    expect(echoNil.outcome).toBeNull();
  });

  it("Echo: the client sends the recorded Report (a DataSet member, a nil DataTable) and reads the recorded answer", async () => {
    const report = {
      title: "T",
      data: shop(),
      rows: null,
      extra: { name: "note", namespace: "urn:notes", namespaces: { "": "urn:notes" }, attributes: [{ name: "kind", value: "x" }], children: ["hi ", { name: "b", namespace: "urn:notes", children: ["there"] }] },
      nodes: { children: [{ name: "first", namespace: "", namespaces: { "": "" }, children: ["1"] }, { name: "second", namespace: "urn:n", namespaces: { "": "urn:n" }, attributes: [{ name: "a", value: "b" }] }] },
    };
    const { sent, outcome, error } = await service.call(model, "Echo", "Echo", { report });
    expect(error).toBeUndefined();
    expect(canonicalXml(sent.body as string)).toBe(canonicalXml(service.request("Echo").body.toString("utf8")));
    const read = outcome as typeof report;
    expect(rowsOf(read.data)).toEqual(rowsOf(shop()));
    expect(read.rows).toBeNull();
    expect(read.title).toBe("T");
  });

  it("its generated fixture set is passed by the server built from it, case by case", async () => {
    const server = recordedServerUnderTest(service, model);
    await withGeneratedFixtures(model, "wcf-dataset-", async (set) => {
      await expectServerPassesEveryCase(set, server);
      expect(set.index.cases.some((c) => c.id === "GetSet.soap11.sample.response")).toBe(true);
    });
  });

  it("still refuses typed DataSets and arrays of DataSets under DataContractSerializer, positioned", () => {
    const typed = SPEC.replace(
      "types:",
      [
        "dataSets:",
        "  ShopSet:",
        "    namespace: 'http://tempuri.org/ShopSet.xsd'",
        "    schema: |",
        '      <xs:schema id="ShopSet" targetNamespace="http://tempuri.org/ShopSet.xsd" xmlns="http://tempuri.org/ShopSet.xsd" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" elementFormDefault="qualified"><xs:element name="ShopSet" msdata:IsDataSet="true"><xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded"><xs:element name="Item"><xs:complexType><xs:sequence><xs:element name="Id" type="xs:int" minOccurs="0" /></xs:sequence></xs:complexType></xs:element></xs:choice></xs:complexType></xs:element></xs:schema>',
        "types:",
      ].join("\n"),
    ).replace("- { name: Data, type: DataSet }", "- { name: Data, type: ShopSet }");
    expect(() => parseSpec(typed, "spec/reports.yaml")).toThrow(/spec\/reports\.yaml:\d+:\d+: .*typed DataSet 'ShopSet' under DataContractSerializer/);
    expect(() =>
      parseSpec(SPEC.replace("- { name: Data, type: DataSet }", "- { name: Data, type: 'DataSet[]' }"), "spec/reports.yaml"),
    ).toThrow(/spec\/reports\.yaml:13:\d+: .*arrays of DataSet are not data contracts/);
    // Import: an annotated anonymous type other than System.Data's two (a typed DataSet's, another IXmlSerializable).
    const documents = wcfMetadataDocuments(model, ADDRESS).filter((d) => d.query !== "singleWsdl");
    const other = documentSetFromFiles(
      documents.map((d) =>
        setDocument(`${ADDRESS}?${d.query}`, d.namespace === DATA ? d.content.replace('ActualType Name="DataSet"', 'ActualType Name="ShopSet"') : d.content),
      ),
    );
    const data = documents.findIndex((d) => d.namespace === DATA && d.query.startsWith("xsd=")) - 2;
    expect(() => importWcf(other, { source: "set", schema: "spec.schema.json", specPath: "spec/imported.yaml" })).toThrow(
      new RegExp(`\\?xsd=xsd${data}:5:\\d+: .*ActualType 'ShopSet'.*not modelled for WCF`),
    );
  });

  it("emits a client typed without any that a strict caller uses with DataSets, and refuses what it must not do", async () => {
    const out = fileURLToPath(new URL(`./.wcf-dataset-${process.pid}/`, import.meta.url));
    const CALLER = `import { dataSet, table } from "asmx-codegen-runtime";
import { ReportServiceClient as Reports, type DataSet, type DataTable } from "../reports/src/client.js";
export async function use(reports: Reports): Promise<string> {
  const set: DataSet | null = await reports.getSet({ name: "Shop" });
  const rows: DataTable | null = await reports.getTable({ name: "Item" });
  const echoed = await reports.echo({ report: { title: "t", data: dataSet("S", [table("T", { A: "int" }, [{ A: 1 }])]), rows: null } });
  return String(set?.name) + String(rows?.name) + String(echoed?.data?.name);
}
export async function refused(reports: Reports): Promise<void> {
  // @ts-expect-error a DataSet member takes a DataSet, not plain rows
  await reports.echoSet({ set: [{ A: 1 }] });
  // @ts-expect-error a DataTable result is not a DataSet
  const wrong: DataSet | null = await reports.getTable({ name: "Item" });
  void wrong;
}
`;
    await withGeneratedClientsAndCaller(out, { reports: model }, CALLER, ({ failingWithoutDirectives }) => {
      expect(failingWithoutDirectives).toBeGreaterThanOrEqual(2);
    });
  }, 120_000);
});
