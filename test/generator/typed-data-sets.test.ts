/**
 * Typed DataSets, as Project Server publishes them: the WSDL types the element with `<s:any namespace>` of the
 * DataSet's own namespace and carries the DataSet's XML Schema, which the spec keeps verbatim under
 * `dataSets` (in the WSDL's order). On the wire a typed DataSet travels as a DataSet does, its schema inline.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { createAsmxServer } from "../../runtime/src/server/index.js";
import { specErrorOf } from "../support/spec-error.js";
import { STATUSING_NS as NS, STATUSING as SPEC } from "./emitter-specs.js";

const model = parseSpec(SPEC, "spec/statusing.yaml");
const wsdl = renderWsdlDocument(model, "https://h/Statusing.asmx");

describe("a typed DataSet", () => {
  // Its WSDL (s:any of its namespace, its schema after the others) and its row types: the emitter snapshot case typed-data-set (emitters.test.ts).

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
