/**
 * A nullable enum, QName and date/time ([XmlElement(DataType)]) parameters of methods whose request wrapper is in a
 * namespace of its own ([SoapDocumentMethod(RequestNamespace)]), with QName and nullable enum out parameters, one
 * method with a ResponseNamespace too, as the lab's ASMX published and answered them
 * (test/reference/lab/request-namespace-values/): the enum copied into the request's and the response's schema,
 * the QNames' prefixes declared on their elements. The spec generates the recorded WSDL byte for byte and import
 * reads it back to that spec; the server answers the recorded exchanges byte for byte; the client reads them and
 * sends the recorded request's wrapper.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { QualifiedName } from "../../runtime/src/qualified-name.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/request-namespace-values");
const WSDL = join(LAB, "wsdl/RequestNamespaceValues.asmx@wsdl.xml");
const TEXT = readFileSync(WSDL, "utf8");
const ADDRESS = /<soap:address location="([^"]+)"/.exec(TEXT)![1]!;
const SPEC_PATH = "spec/request-namespace-values.yaml";
// The HTTP bindings are published empty (no method has HTTP parameters): the spec asks for them.
const SPEC = `service: { name: RequestNamespaceValues, namespace: "urn:lab", endpoint: "${ADDRESS}", bindings: [soap11, soap12, httpGet, httpPost] }
enums:
  Color: { values: [Red, Green] }
operations:
  - name: Put
    requestNamespace: "urn:lab:request"
    fields:
      - { name: color, type: Color, nullable: true }
      - { name: q, type: QName }
      - { name: d, type: date }
      - { name: t, type: dateTime, dataType: time }
    out:
      - { name: oq, type: QName }
    result: { type: string }
  - name: Both
    requestNamespace: "urn:lab:request"
    responseNamespace: "urn:lab:response"
    fields:
      - { name: color, type: Color, nullable: true }
      - { name: q, type: QName }
      - { name: d, type: date }
    out:
      - { name: oq, type: QName }
      - { name: oc, type: Color, nullable: true }
    result: { type: QName }
`;
const model = parseSpec(SPEC, SPEC_PATH);

/**
 * What RequestNamespaceValues.cs's methods do (XmlQualifiedName.ToString: namespace:name; t.ToString("HH:mm:ss") of
 * the time as read, `13:45:10.0000000`).
 */
const handlers: OperationHandlers = {
  Put: ({ color, q, d, t }: { color: string | null; q: QualifiedName | null; d: string; t: string }) => ({
    result: `${color ?? "null"}|${q === null ? "null" : q.namespace === "" ? q.name : `${q.namespace}:${q.name}`}|${d}|${t.slice(0, 8)}`,
    oq: q === null || q.name === "" ? null : { namespace: q.namespace, name: `${q.name}2` },
  }),
  Both: ({ color, q }: { color: string | null; q: QualifiedName | null }) => ({ result: q, oq: { namespace: "urn:q", name: "o" }, oc: color }),
};

describe("spec, WSDL and import", () => {
  it("generates the recorded WSDL byte for byte: the enum in the request's and the response's schema, s:date and s:time", () => {
    expect(renderWsdlDocument(model, ADDRESS)).toBe(TEXT);
    expect(TEXT).toContain('<s:element minOccurs="1" maxOccurs="1" name="color" nillable="true" type="s0:Color" />');
    expect(TEXT).toContain('<s:element minOccurs="1" maxOccurs="1" name="oc" nillable="true" type="s2:Color" />');
  });
  it("imports the recorded WSDL back, byte for byte, with the same operations", () => {
    const imported = importWsdl(TEXT, { source: WSDL, schema: "spec.schema.json", specPath: SPEC_PATH });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("      - { name: t, type: dateTime, dataType: time }\n    requestNamespace: urn:lab:request\n    result: { type: string }\n    out:\n      - { name: oq, type: QName }\n");
    expect(imported.yaml).toContain("    responseNamespace: urn:lab:response\n    result: { type: QName }\n    out:\n      - { name: oq, type: QName }\n      - { name: oc, type: Color, nullable: true }\n");
    expect(renderWsdlDocument(parseSpec(imported.yaml, SPEC_PATH), ADDRESS)).toBe(TEXT);
  });
});

describe("the server answers the recorded exchanges byte for byte", () => {
  answersRecordings(LAB, model, handlers, { count: 5 });
});

describe("the client", () => {
  it("reads the QName result and out parameters (their prefixes declared on them), the nullable enum, nil and absent", async () => {
    const both = (name: string, binding: "soap11" | "soap12" = "soap11") =>
      clientOfRecording(LAB, model, ADDRESS, name, binding).call("Both", { color: null, q: null, d: "2024-02-29" });
    expect(await both("Both.soap11")).toEqual({ result: { namespace: "urn:q", name: "name" }, oq: { namespace: "urn:q", name: "o" }, oc: "Red" });
    expect(await both("Both.soap12", "soap12")).toEqual({ result: { namespace: "urn:q", name: "name" }, oq: { namespace: "urn:q", name: "o" }, oc: "Green" });
    expect(await both("Both.nil")).toEqual({ result: null, oq: { namespace: "urn:q", name: "o" }, oc: null });
    const put = await clientOfRecording(LAB, model, ADDRESS, "Put.soap11", "soap11").call("Put", { color: "Green", q: null, d: "2024-02-29", t: "13:45:10" });
    expect(put).toEqual({ result: "Green|urn:q:name|2024-02-29|13:45:10", oq: { namespace: "urn:q", name: "name2" } });
  });
  // The time as XmlSerializer writes a DateTime of DataType time, local taken as UTC by this runtime (data-types).
  it("sends the request wrapper in the request namespace, the QName's prefix declared on it, a null enum nil", async () => {
    const args = { color: "Green", q: { namespace: "urn:q", name: "name" }, d: "2024-02-29", t: "13:45:10" };
    const { sent } = await sentByClient(LAB, model, ADDRESS, "Put.soap11", "soap11", "Put", args);
    expect(sent).toContain('<Put xmlns="urn:lab:request"><color>Green</color><q xmlns:q1="urn:q">q1:name</q><d>2024-02-29</d><t>13:45:10.0000000+00:00</t></Put>');
    const nil = await sentByClient(LAB, model, ADDRESS, "Put.nil", "soap11", "Put", { ...args, color: null, q: null });
    expect(nil.sent).toContain('<Put xmlns="urn:lab:request"><color xsi:nil="true" /><d>2024-02-29</d><t>13:45:10.0000000+00:00</t></Put>');
  });
});
