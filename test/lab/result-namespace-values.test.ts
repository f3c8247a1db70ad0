/**
 * A nullable enum result (`Size?`) and a date result (`[return: XmlElement(DataType = "date")]`) in another namespace,
 * as the lab's ASMX published and answered them (test/reference/lab/result-namespace-values/):
 * `[return: XmlElement(Namespace = "urn:x")]` makes the response wrapper refer (`ref="s1:GetSizeResult"`, minOccurs
 * "1") to a global element of urn:x, nillable and typed with the enum copied into urn:x's schema for `Size?`, typed
 * `s:date` for the date; `[SoapDocumentMethod(ResponseNamespace = "urn:r")]` puts the result element in urn:r's
 * response wrapper (the enum copied into urn:r's schema). On the wire a null `Size?` is `<GetSizeResult xsi:nil="true"
 * xmlns="urn:x" />`; the HTTP GET/POST documents keep the service's namespace and types (`<Size xmlns="urn:lab">`, a
 * nil one with its xsi/xsd declarations, `<dateTime xmlns="urn:lab">2026-11-30T00:00:00</dateTime>` for the date).
 * The spec generates the recorded WSDL byte for byte, import reads it back; the server answers the recorded exchanges
 * byte for byte; the client reads them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/result-namespace-values");
const WSDL = join(LAB, "wsdl/ResultNamespaceValues.asmx@wsdl.xml");
const TEXT = readFileSync(WSDL, "utf8");
const ADDRESS = /<soap:address location="([^"]+)"/.exec(TEXT)![1]!;
const SPEC_PATH = "spec/result-namespace-values.yaml";
const SPEC = `service: { name: ResultNamespaceValues, namespace: "urn:lab", endpoint: "${ADDRESS}" }
enums:
  Size: { values: [Small, Large] }
operations:
  - name: GetSize
    fields: [{ name: n, type: int }]
    result: { type: Size, nullable: true, namespace: "urn:x" }
  - name: GetDate
    fields: [{ name: n, type: int }]
    result: { type: date, namespace: "urn:x" }
  - name: ResSize
    fields: [{ name: n, type: int }]
    responseNamespace: "urn:r"
    result: { type: Size, nullable: true }
  - name: ResDate
    fields: [{ name: n, type: int }]
    responseNamespace: "urn:r"
    result: { type: date }
`;
const model = parseSpec(SPEC, SPEC_PATH);

/** 2026-11-29 plus n days, as ResultNamespaceValues.cs's GetDate and ResDate compute it. */
const dayAfter = (n: number): string => new Date(Date.UTC(2026, 10, 29 + n)).toISOString().slice(0, 10);
const size = ({ n }: { n: number }): string | null => (n < 0 ? null : n === 0 ? "Small" : "Large");
/** What ResultNamespaceValues.cs's methods do. */
const handlers: OperationHandlers = {
  GetSize: size,
  GetDate: ({ n }: { n: number }) => dayAfter(n),
  ResSize: size,
  ResDate: ({ n }: { n: number }) => dayAfter(n),
};

describe("spec, WSDL and import", () => {
  it("generates the recorded WSDL byte for byte: urn:x's nillable enum copy and s:date elements, urn:r's enum copy", () => {
    expect(renderWsdlDocument(model, ADDRESS)).toBe(TEXT);
    expect(TEXT).toContain('<s:element name="GetSizeResult" nillable="true" type="s1:Size" />');
    expect(TEXT).toContain('<s:element name="GetDateResult" type="s:date" />');
    expect(TEXT).toContain('<s:element minOccurs="1" maxOccurs="1" name="ResSizeResult" nillable="true" type="s2:Size" />');
  });
  it("imports the recorded WSDL back, byte for byte, with the same results", () => {
    const imported = importWsdl(TEXT, { source: WSDL, schema: "spec.schema.json", specPath: SPEC_PATH });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("    result: { type: Size, namespace: urn:x, nullable: true }\n");
    expect(imported.yaml).toContain("    result: { type: date, namespace: urn:x }\n");
    expect(imported.yaml).toContain("    responseNamespace: urn:r\n    result: { type: Size, nullable: true }\n");
    expect(renderWsdlDocument(parseSpec(imported.yaml, SPEC_PATH), ADDRESS)).toBe(TEXT);
  });
  it("still refuses a guid result of another namespace, positioned (not recorded)", () => {
    expect(specErrorOf(SPEC.replace("result: { type: date, namespace", "result: { type: guid, namespace"), SPEC_PATH)).toMatch(/^spec\/result-namespace-values\.yaml:10:\d+: result namespace 'urn:x' on a result of type guid is not yet supported/);
  });
});

describe("the server answers the recorded exchanges byte for byte", () => {
  answersRecordings(LAB, model, handlers, { count: 14 });
});

describe("the client", () => {
  it("reads the nullable enum and the date of urn:x and urn:r, nil as null, and the HTTP documents", async () => {
    const call = (name: string, op: string, binding: "soap11" | "soap12" | "httpGet" | "httpPost" = "soap11") => clientOfRecording(LAB, model, ADDRESS, name, binding).call(op, { n: 0 });
    expect(await call("GetSize.soap11", "GetSize")).toBe("Large");
    expect(await call("GetSize.soap12", "GetSize", "soap12")).toBe("Small");
    expect(await call("GetSize.null", "GetSize")).toBeNull();
    expect(await call("GetSize.httpget", "GetSize", "httpGet")).toBe("Large");
    expect(await call("GetSize.httppost", "GetSize", "httpPost")).toBeNull();
    expect(await call("GetDate.soap11", "GetDate")).toBe("2026-12-02");
    expect(await call("GetDate.soap12", "GetDate", "soap12")).toBe("2027-01-08");
    expect(await call("ResSize.soap11", "ResSize")).toBe("Small");
    expect(await call("ResSize.null", "ResSize")).toBeNull();
    expect(await call("ResSize.httpget", "ResSize", "httpGet")).toBeNull();
    expect(await call("ResDate.soap11", "ResDate")).toBe("2026-12-01");
  });
  it("sends the request as recorded", async () => {
    const { sent } = await sentByClient(LAB, model, ADDRESS, "GetSize.soap11", "soap11", "GetSize", { n: 1 });
    expect(sent).toContain('<soap:Body><GetSize xmlns="urn:lab"><n>1</n></GetSize></soap:Body>');
  });
});
