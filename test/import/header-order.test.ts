/**
 * An operation's SOAP headers in the order of its [SoapHeader] attributes (Reporting Services declares its
 * out header ServerInfoHeader before its in header TrustedUserHeader): ASMX writes the header messages in
 * that order, while each binding lists the request's headers apart from the response's. Import keeps the
 * messages' order, so the WSDL comes back byte for byte.
 */
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";

const SPEC = `service:
  name: Reports
  namespace: urn:reports
  endpoint: https://h/Reports.asmx
  bindings: [soap11, soap12]
headers:
  TrustedUserHeader:
    fields:
      - { name: UserName, type: string }
  ServerInfoHeader:
    fields:
      - { name: ReportServerVersion, type: string }
operations:
  - name: CreateCatalogItem
    fields: [{ name: Name, type: string }]
    headers:
      - { name: ServerInfoHeader, direction: out }
      - { name: TrustedUserHeader }
`;

describe("an operation's SOAP headers", () => {
  const wsdl = renderWsdlDocument(parseSpec(SPEC, "spec/reports.yaml"), "https://h/Reports.asmx");

  it("have their messages in the spec's order, whatever their direction", () => {
    const messages = [...wsdl.matchAll(/<wsdl:message name="(CreateCatalogItem\w*Header)">/g)].map((m) => m[1]);
    expect(messages).toEqual(["CreateCatalogItemServerInfoHeader", "CreateCatalogItemTrustedUserHeader"]);
    // The binding lists the request's header (in) before the response's (out).
    expect(wsdl.indexOf('message="tns:CreateCatalogItemTrustedUserHeader"')).toBeLessThan(
      wsdl.indexOf('message="tns:CreateCatalogItemServerInfoHeader"'),
    );
  });

  it("import back in that order, byte for byte", () => {
    const imported = importWsdl(wsdl, { source: "reports.wsdl", schema: "spec.schema.json", specPath: "spec/reports.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toMatch(/headers:\n\s+- \{ name: ServerInfoHeader, direction: out \}\n\s+- \{ name: TrustedUserHeader \}/);
  });
});
