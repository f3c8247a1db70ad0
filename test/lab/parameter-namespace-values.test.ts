/**
 * [XmlElement(Namespace = "urn:other")] on a nullable enum, a QName and a date parameter and on QName and nullable
 * enum out parameters, in a method of the service's request namespace (Put) and one with a RequestNamespace of its
 * own (Req), as the lab's ASMX published and answered them (test/reference/lab/parameter-namespace-values/): refs to
 * global elements of urn:other (`color` and `oc` nillable, of the enum copied there; `q`, `oq` s:QName; `d` s:date).
 * The spec generates the recorded WSDL byte for byte and import reads it back to that spec; the server answers the
 * recorded exchanges byte for byte; the client reads them and sends the recorded request's elements.
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
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/parameter-namespace-values");
const WSDL = join(LAB, "wsdl/ParameterNamespaceValues.asmx@wsdl.xml");
const TEXT = readFileSync(WSDL, "utf8");
const ADDRESS = /<soap:address location="([^"]+)"/.exec(TEXT)![1]!;
const SPEC_PATH = "spec/parameter-namespace-values.yaml";
const operation = (name: string, extra: string) => `  - name: ${name}
${extra}    fields:
      - { name: color, type: Color, nullable: true, namespace: urn:other }
      - { name: q, type: QName, namespace: urn:other }
      - { name: d, type: date, namespace: urn:other }
    out:
      - { name: oq, type: QName, namespace: urn:other }
      - { name: oc, type: Color, nullable: true, namespace: urn:other }
    result: { type: string }
`;
// The HTTP bindings are published empty (no method has HTTP parameters): the spec asks for them.
const SPEC = `service: { name: ParameterNamespaceValues, namespace: "urn:lab", endpoint: "${ADDRESS}", bindings: [soap11, soap12, httpGet, httpPost] }
enums:
  Color: { values: [Red, Green] }
operations:
${operation("Put", "")}${operation("Req", '    requestNamespace: "urn:lab:request"\n')}`;
const model = parseSpec(SPEC, SPEC_PATH);

type Input = { color: string | null; q: QualifiedName | null; d: string };
/** What ParameterNamespaceValues.cs's methods do (XmlQualifiedName.ToString: namespace:name). */
const put = ({ color, q, d }: Input) => ({
  result: `${color ?? "null"}|${q === null ? "null" : q.namespace === "" ? q.name : `${q.namespace}:${q.name}`}|${d}`,
  oq: q === null || q.name === "" ? null : { namespace: q.namespace, name: `${q.name}2` },
  oc: color,
});
const handlers: OperationHandlers = { Put: put, Req: put };

describe("spec, WSDL and import", () => {
  it("generates the recorded WSDL byte for byte: refs to urn:other's global elements, the enum copied there", () => {
    expect(renderWsdlDocument(model, ADDRESS)).toBe(TEXT);
    expect(TEXT).toContain('<s:element name="color" nillable="true" type="s1:Color" />');
    expect(TEXT).toContain('<s:element name="q" type="s:QName" />\n      <s:element name="d" type="s:date" />\n      <s:element name="oq" type="s:QName" />');
  });
  it("imports the recorded WSDL back byte for byte", () => {
    const imported = importWsdl(TEXT, { source: WSDL, schema: "spec.schema.json", specPath: SPEC_PATH });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("fields:\n  color: { type: Color, namespace: urn:other, nullable: true }\n  d: { type: date, namespace: urn:other }\n  q: { type: QName, namespace: urn:other }\n");
    expect(imported.yaml).toContain("    out:\n      - { name: oq, type: QName, namespace: urn:other }\n      - { name: oc, type: Color, namespace: urn:other, nullable: true }\n");
  });
  it("takes a time (a dataType) in another namespace (recorded since: parameter-namespace-data)", () => {
    const time = SPEC.replace("{ name: d, type: date, namespace: urn:other }", "{ name: d, type: dateTime, dataType: time, namespace: urn:other }");
    expect(specErrorOf(time, SPEC_PATH)).toBe("no error");
  });
});

describe("the server answers the recorded exchanges byte for byte", () => {
  answersRecordings(LAB, model, handlers, { count: 4 });
});

describe("the client", () => {
  it("reads the QName and enum out parameters of urn:other, nil and absent", async () => {
    const read = (name: string, op: string, binding: "soap11" | "soap12" = "soap11") =>
      clientOfRecording(LAB, model, ADDRESS, name, binding).call(op, { color: null, q: null, d: "2024-01-01" });
    expect(await read("Put.soap11", "Put")).toEqual({ result: "Green|urn:q:name|2024-02-29", oq: { namespace: "urn:q", name: "name2" }, oc: "Green" });
    expect(await read("Put.nil", "Put")).toEqual({ result: "null|null|2024-01-01", oq: null, oc: null });
    expect(await read("Req.soap11", "Req")).toEqual({ result: "Red|urn:other:plain|2024-02-29", oq: { namespace: "urn:other", name: "plain2" }, oc: "Red" });
    expect(await read("Req.soap12", "Req", "soap12")).toEqual({ result: "Green|urn:q:name|2024-02-29", oq: { namespace: "urn:q", name: "name2" }, oc: "Green" });
  });
  it("sends each parameter in urn:other under the request wrapper, the QName's prefix declared on it", async () => {
    const args = { color: "Red", q: { namespace: "urn:other", name: "plain" }, d: "2024-02-29" };
    const { sent } = await sentByClient(LAB, model, ADDRESS, "Req.soap11", "soap11", "Req", args);
    expect(sent).toContain('<Req xmlns="urn:lab:request"><color xmlns="urn:other">Red</color><q xmlns="urn:other">plain</q><d xmlns="urn:other">2024-02-29</d></Req>');
    const nil = await sentByClient(LAB, model, ADDRESS, "Put.nil", "soap11", "Put", { color: null, q: { namespace: "urn:q", name: "n" }, d: "2024-01-01" });
    expect(nil.sent).toContain('<Put xmlns="urn:lab"><color xsi:nil="true" xmlns="urn:other" /><q xmlns:q1="urn:q" xmlns="urn:other">q1:n</q><d xmlns="urn:other">2024-01-01</d></Put>');
  });
});
