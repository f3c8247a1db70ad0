/**
 * Typed DataSets, as Project Server publishes them: the WSDL types the element with `<s:any namespace>` of the
 * DataSet's own namespace and carries the DataSet's XML Schema, which the spec keeps verbatim under
 * `dataSets` (in the WSDL's order). On the wire a typed DataSet travels as a DataSet does, its schema inline.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { typesEmitter } from "../../generator/emit/types-module.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { createAsmxServer } from "../../runtime/src/server/index.js";
import { specErrorOf } from "../support/spec-error.js";

const NS = "http://example.com/ps/StatusDataSet/";
const SCHEMA = `<xs:schema xmlns="${NS}" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:mstns="${NS}" attributeFormDefault="qualified" elementFormDefault="qualified" targetNamespace="${NS}" id="StatusDataSet" xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:element msdata:IsDataSet="true" msdata:UseCurrentLocale="true" name="StatusDataSet">
    <xs:complexType>
      <xs:choice minOccurs="0" maxOccurs="unbounded">
        <xs:element name="Status">
          <xs:complexType>
            <xs:sequence>
              <xs:element msdata:DataType="System.Guid, mscorlib, Version=2.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089" name="ASSN_UID" type="xs:string" />
              <xs:element minOccurs="0" name="NOTE" type="xs:string" />
            </xs:sequence>
          </xs:complexType>
        </xs:element>
      </xs:choice>
    </xs:complexType>
    <xs:unique msdata:PrimaryKey="true" name="StatusDataSetKey1">
      <xs:selector xpath=".//mstns:Status" />
      <xs:field xpath="mstns:ASSN_UID" />
    </xs:unique>
  </xs:element>
</xs:schema>`;

const indented = (text: string, by: string): string => text.replaceAll("\n", `\n${by}`);

const SPEC = `service:
  name: Statusing
  namespace: http://example.com/ps/Statusing/
  endpoint: https://h/Statusing.asmx
  bindings: [soap11]
dataSets:
  StatusDataSet:
    namespace: ${NS}
    schema: |-
      ${indented(SCHEMA, "      ")}
operations:
  - name: ReadStatus
    fields: [{ name: updateID, type: guid }]
    result: { type: StatusDataSet }
  - name: UpdateStatus
    fields: [{ name: changes, type: StatusDataSet }]
`;

const model = parseSpec(SPEC, "spec/statusing.yaml");
const wsdl = renderWsdlDocument(model, "https://h/Statusing.asmx");

describe("a typed DataSet", () => {
  it("is any element of its namespace, whose schema the WSDL carries after the others", () => {
    expect(wsdl).toContain(
      [
        '            <s:element minOccurs="0" maxOccurs="1" name="ReadStatusResult">',
        "              <s:complexType>",
        "                <s:sequence>",
        `                  <s:any namespace="${NS}" />`,
        "                </s:sequence>",
        "              </s:complexType>",
        "            </s:element>",
      ].join("\n"),
    );
    expect(wsdl).toMatch(/<s:import namespace="http:\/\/microsoft.com\/wsdl\/types\/" \/>\n {6}<s:import namespace="http:\/\/example.com\/ps\/StatusDataSet\/" \/>/);
    // The schema, indented as the WSDL's schemas are, after the exporter's own (s1: .NET's types), as s2.
    expect(wsdl).toContain(`    </s:schema>\n    ${indented(SCHEMA, "    ")}\n  </wsdl:types>`);
    expect(wsdl).toContain(`xmlns:s2="${NS}"`);
  });

  it("has its rows typed by its schema's tables", () => {
    const types = typesEmitter.emit(model, { packageName: "p", generatorVersion: "0" }).map((f) => f.content).join("\n");
    expect(types).toContain('export interface StatusDataSetStatusRow {\n  /** Column of type xs:guid. */\n  readonly "ASSN_UID": string | null;');
    expect(types).toContain('export type ReadStatusResult = TypedDataSet<{ "Status": StatusDataSetStatusRow }> | null;');
    expect(types).toContain('readonly changes?: TypedDataSet<{ "Status": StatusDataSetStatusRow }> | null | undefined;');
  });

  it("imports back byte for byte, its schema kept verbatim", () => {
    const imported = importWsdl(wsdl, { source: "statusing.wsdl", schema: "spec.schema.json", specPath: "spec/statusing.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain(`dataSets:\n  StatusDataSet:\n    namespace: ${NS}\n    schema: |-\n      <xs:schema `);
    expect(imported.yaml).toContain("result: { type: StatusDataSet }");
  });

  it("travels as a DataSet; a parameter without its schema inline is refused, not read as empty", async () => {
    const service = descriptorOf(model);
    expect(service.operations[1]!.fields[0]!.type).toEqual({
      kind: "dataSet",
      typedNamespace: NS,
      dataSetName: "StatusDataSet",
      tables: [{ name: "Status", columns: [{ name: "ASSN_UID", type: "guid" }, { name: "NOTE", type: "string" }] }],
    });
    const server = createAsmxServer(service, { ReadStatus: () => null, UpdateStatus: () => undefined }, () => wsdl);
    const envelope = (content: string): Uint8Array =>
      new TextEncoder().encode(
        `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><UpdateStatus xmlns="http://example.com/ps/Statusing/"><changes>${content}</changes></UpdateStatus></soap:Body></soap:Envelope>`,
      );
    const post = (content: string) =>
      server.handle({
        method: "POST",
        url: "/Statusing.asmx",
        headers: { host: "h", "content-type": "text/xml; charset=utf-8", soapaction: '"http://example.com/ps/Statusing/UpdateStatus"' },
        body: envelope(content),
      });
    const text = (body: string | Uint8Array): string => (typeof body === "string" ? body : new TextDecoder().decode(body));
    const withoutSchema = await post(
      `<diffgr:diffgram xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1"><StatusDataSet xmlns="${NS}"><Status><ASSN_UID>x</ASSN_UID></Status></StatusDataSet></diffgr:diffgram>`,
    );
    expect(withoutSchema.status).toBe(500);
    expect(text(withoutSchema.body)).toContain("the DataSet has no inline schema");
    const empty = await post("");
    expect(empty.status).toBe(200);
  });
});

describe("typed DataSets the spec refuses", () => {
  it("a schema that is not XML, not an XML Schema, or of another namespace", () => {
    expect(specErrorOf(SPEC.replace("<xs:schema ", "<xs:schema <"))).toContain("the schema of typed DataSet 'StatusDataSet' is not well-formed XML");
    expect(specErrorOf(SPEC.replace(`namespace: ${NS}\n`, "namespace: urn:other\n"))).toContain(
      `typed DataSet 'StatusDataSet': its schema's targetNamespace is '${NS}', not 'urn:other'`,
    );
    expect(specErrorOf(SPEC.replace("schema: |-\n      <xs:schema", "schema: |-\n      <xs:notschema").replace("</xs:schema>", "</xs:notschema>"))).toContain(
      "the schema of typed DataSet 'StatusDataSet' must be an xs:schema element, not <xs:notschema>",
    );
  });

  it("a DTD in its schema", () => {
    expect(specErrorOf(SPEC.replace("schema: |-\n      <xs:schema", 'schema: |-\n      <!DOCTYPE x [<!ENTITY a "b">]>\n      <xs:schema'))).toContain(
      "the schema of typed DataSet 'StatusDataSet' is not well-formed XML",
    );
  });
});
