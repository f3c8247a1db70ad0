/**
 * Hostile DataSet and DataTable parameters under DataContractSerializer (the DataContract entry of dataSetCodec),
 * sent as real bytes to a server built from the dataset-xml spec: inline schemas with thousands of columns or tables,
 * recursion, types XML Schema does not have, names of Object.prototype, rows the schema does not know, long names.
 * Each gets .NET's DeserializationFailed fault with one bounded, positioned inner message, or is read and echoed.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { RecordedService } from "../support/wcf-recorded-service.js";

const DIR = fileURLToPath(new URL("../reference/wcf/dataset-xml/", import.meta.url));
const ADDRESS = "http://127.0.0.1:8745/";
const WCF = "http://reports.example.com/wcf";
const SPEC = [
  "service:",
  "  name: ReportService",
  "  namespace: 'http://tempuri.org/'",
  `  endpoint: '${ADDRESS}'`,
  "  wcf:",
  "    serializer: dataContract",
  "    dataContractNamespace: 'http://reports.example.com/data'",
  `    contracts: [{ name: IReports, namespace: '${WCF}', address: '' }]`,
  "operations:",
  "  - { name: EchoSet, fields: [{ name: set, type: DataSet }], result: { type: DataSet } }",
  "  - { name: EchoTable, fields: [{ name: t, type: DataTable }], result: { type: DataTable } }",
].join("\n");
const model = parseSpec(SPEC, "spec/reports.yaml");
const service = new RecordedService(DIR, ADDRESS, (_query, text) => text);
const handlers: OperationHandlers = {
  EchoSet: (input) => (input as { set: unknown }).set,
  EchoTable: (input) => (input as { t: unknown }).t,
};
const server = service.server(model, handlers);

const XS = 'xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata"';
const DG = 'xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1"';
const schema = (tables: string) =>
  `<xs:schema id="Shop" xmlns="" ${XS}><xs:element name="Shop" msdata:IsDataSet="true"><xs:complexType>` +
  `<xs:choice minOccurs="0" maxOccurs="unbounded">${tables}</xs:choice></xs:complexType></xs:element></xs:schema>`;
const table = (name: string, columns: string) =>
  `<xs:element name="${name}"><xs:complexType><xs:sequence>${columns}</xs:sequence></xs:complexType></xs:element>`;
const column = (name: string, type = "xs:string") => `<xs:element name="${name}" type="${type}" minOccurs="0" />`;
const diffgram = (rows: string) => `<diffgr:diffgram ${DG}><Shop xmlns="">${rows}</Shop></diffgr:diffgram>`;
const echoSet = (content: string) =>
  `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><EchoSet xmlns="${WCF}"><set>${content}</set></EchoSet></s:Body></s:Envelope>`;
const items = schema(table("Item", column("Id", "xs:int")));

async function post(body: string, operation = "EchoSet"): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const response = await server.handle({
    method: "POST",
    url: "/",
    headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${WCF}/IReports/${operation}"` },
    body: new Uint8Array(Buffer.from(body)),
  });
  const text = typeof response.body === "string" ? response.body : Buffer.from(response.body).toString("utf8");
  return { status: response.status, body: text, ms: performance.now() - started };
}

/** The inner message of a DeserializationFailed fault for parameter `set`; the fault is bounded in size. */
async function refusal(body: string): Promise<string> {
  const answer = await post(body);
  expect(answer.status).toBe(500);
  expect(answer.body.length).toBeLessThan(2_000);
  const fault = /<faultstring xml:lang="en-US">([^<]*)<\/faultstring>/.exec(answer.body)?.[1];
  const prefix =
    "The formatter threw an exception while trying to deserialize the message: There was an error while trying to " +
    `deserialize parameter ${WCF}:set. The InnerException message was '`;
  expect(fault?.startsWith(prefix), answer.body).toBe(true);
  const inner = fault!.slice(prefix.length, fault!.indexOf("'.  Please see InnerException"));
  return inner.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

describe("hostile DataSet parameters under DataContractSerializer", () => {
  it("a column type in XML Schema's namespace that is not one of its datatypes: refused, positioned (.NET: Undefined data type)", async () => {
    expect(await refusal(echoSet(schema(table("Item", column("Id", "xs:frob"))) + diffgram("")))).toBe(
      'Invalid DataSet: table "Item", column "Id" (line 1): the column type "xs:frob" is not an XML Schema datatype',
    );
    const restricted = `<xs:element name="Id" minOccurs="0"><xs:simpleType><xs:restriction base="xs:Int"/></xs:simpleType></xs:element>`;
    expect(await refusal(echoSet(schema(table("Item", restricted)) + diffgram("")))).toBe(
      'Invalid DataSet: table "Item", column "Id" (line 1): the column type "xs:Int" is not an XML Schema datatype',
    );
    // Every built-in the recordings use still reads.
    const builtIns = ["xs:anyType", "xs:duration", "xs:IDREF", "xs:QName", "xs:unsignedLong", "xs:gYear"];
    const answer = await post(echoSet(schema(table("Item", builtIns.map((t, i) => column(`c${i}`, t)).join(""))) + diffgram("")));
    expect(answer.status).toBe(200);
    for (const t of builtIns) expect(answer.body).toContain(`type="${t}"`);
  });

  it("a type name, row element, attribute or element name of 100,000 characters: quoted cut to 120 characters", async () => {
    const long = "x".repeat(100_000);
    const cut = `${"x".repeat(120)}…`;
    expect(await refusal(echoSet(schema(table("Item", column("Id", `q:${long}`))) + diffgram("")))).toBe(
      `Invalid DataSet: table "Item", column "Id" (line 1): the column type "q:${"x".repeat(118)}…" is neither an XML Schema type nor declared in the schema`,
    );
    expect(await refusal(echoSet(schema(table("Item", column("Id", `xs:${long}`))) + diffgram("")))).toBe(
      `Invalid DataSet: table "Item", column "Id" (line 1): the column type "xs:${"x".repeat(117)}…" is not an XML Schema datatype`,
    );
    expect(await refusal(echoSet(items + diffgram(`<${long} diffgr:id="a1"/>`)))).toBe(
      `Invalid DataSet: table "${cut}", row index 0 (diffgr:id "a1") (line 1): the row element <${cut}> is not a table of the schema`,
    );
    expect(await refusal(echoSet(items + diffgram(`<Item diffgr:id="Item1" ${long}="1"><Id>1</Id></Item>`)))).toBe(
      `Invalid DataSet: table "Item", row index 0 (diffgr:id "Item1") (line 1): the attribute "${cut}" is not a column of the schema (attribute columns are not supported)`,
    );
    expect(await refusal(echoSet(items + diffgram("") + `<${long}/>`))).toBe(
      `Invalid DataSet: line 1: unexpected element <${cut}> after the DataSet's data`,
    );
    expect(await refusal(echoSet(items + `<diffgr:diffgram ${DG}><Shop xmlns=""/><diffgr:${long}/></diffgr:diffgram>`))).toBe(
      `Invalid DataSet: line 1: unexpected element <diffgr:${"x".repeat(113)}…> in the diffgram`,
    );
    expect(await refusal(echoSet(schema(`<xs:element ref="${long}"/>`) + diffgram("")))).toBe(
      `Invalid DataSet: line 1: the schema refers to a table element "${cut}" it does not declare`,
    );
  });

  it("recursion in the schema (a table holding the DataSet, a table holding itself): refused, positioned", async () => {
    expect(await refusal(echoSet(schema(table("Item", column("Id") + '<xs:element ref="Shop" minOccurs="0"/>')) + diffgram("")))).toBe(
      'Invalid DataSet: table "Item" (line 1): a column element of the schema has no name',
    );
    expect(await refusal(echoSet(schema(table("Item", column("Id") + table("Item", column("Id")))) + diffgram("")))).toBe(
      'Invalid DataSet: table "Item", column "Item" (line 1): nested tables are not supported (only flat tables of element columns)',
    );
  });

  it("names of Object.prototype as table and columns: read as data, echoed with the wire names", async () => {
    const proto = schema(table("__proto__", column("__proto__") + column("constructor") + column("toString")));
    const row = '<__proto__ diffgr:id="p1"><__proto__>a</__proto__><constructor>b</constructor><toString>c</toString></__proto__>';
    const answer = await post(echoSet(proto + diffgram(row)));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(
      '<Shop xmlns=""><__proto__ diffgr:id="__proto__1" msdata:rowOrder="0"><__proto__>a</__proto__><constructor>b</constructor><toString>c</toString></__proto__></Shop>',
    );
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it("5,000 columns and 5,000 tables in the inline schema: read and echoed in bounded time", async () => {
    const wide = schema(table("Item", Array.from({ length: 5_000 }, (_, i) => column(`c${i}`)).join("")));
    const many = schema(Array.from({ length: 5_000 }, (_, i) => table(`T${i}`, column("a"))).join(""));
    for (const body of [echoSet(wide + diffgram('<Item diffgr:id="Item1"><c4999>x</c4999></Item>')), echoSet(many + diffgram('<T4999 diffgr:id="T49991"><a>z</a></T4999>'))]) {
      const answer = await post(body);
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(10_000);
    }
  });

  it("a row's value nested deeper than the parser's bound, or 3,000 attributes on a row: the empty 400 of an unreadable message", async () => {
    for (const body of [
      echoSet(items + diffgram(`<Item diffgr:id="Item1"><Id>${"<b>".repeat(5_000)}${"</b>".repeat(5_000)}</Id></Item>`)),
      echoSet(items + diffgram(`<Item diffgr:id="Item1" ${Array.from({ length: 3_000 }, (_, i) => `z${i}="1"`).join(" ")}/>`)),
      `<!DOCTYPE s [<!ENTITY a "b">]>${echoSet(items + diffgram(""))}`,
    ]) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toBe("");
    }
  });

  it("a DataTable parameter of a DataSet's diffgram without schema: refused, positioned", async () => {
    const body = `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><EchoTable xmlns="${WCF}"><t><diffgr:diffgram ${DG}><DocumentElement xmlns=""><T diffgr:id="T1"><a>1</a></T></DocumentElement></diffgr:diffgram></t></EchoTable></s:Body></s:Envelope>`;
    const answer = await post(body, "EchoTable");
    expect(answer.status).toBe(500);
    expect(answer.body).toContain(
      "The InnerException message was 'Invalid DataSet: line 1: the DataSet has no inline schema (an xs:schema element must come first)'",
    );
  });
});
