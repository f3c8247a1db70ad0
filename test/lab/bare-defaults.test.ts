/**
 * Bare methods ([SoapDocumentMethod(ParameterStyle = Bare)]) with [DefaultValue] parameters and with
 * RequestNamespace / ResponseNamespace, as the lab's ASMX published and answered them
 * (test/reference/lab/bare-defaults, found by the random check): a default leaves no trace in the WSDL (a global
 * element has no minOccurs or default) and an absent parameter reads as its type's default; RequestNamespace puts
 * the parameters' global elements in that namespace's schema, ResponseNamespace the result's, a class or enum
 * copied there; HTTP GET/POST stay in the service's namespace.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, callsOnEveryBinding, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/bare-defaults");
const WSDL_FILE = join(LAB, "wsdl/BareDefaults.asmx@wsdl.xml");
const WSDL = readFileSync(WSDL_FILE, "utf8");
const ADDRESS = /<soap:address location="([^"]+)"/.exec(WSDL)![1]!;

const SPEC = `service: { name: BareDefaults, namespace: "http://lab.example.com/bare-defaults", endpoint: "${ADDRESS}" }
types:
  Box:
    fields:
      - { name: Label, type: string }
      - { name: Kind, type: Kind }
enums:
  Kind: { values: [A, B, C] }
operations:
  - name: Take
    parameterStyle: bare
    fields:
      - { name: year, type: int }
      - { name: max, type: int, default: "100" }
      - { name: s, type: string, default: "x" }
      - { name: k, type: Kind, default: "B" }
    result: { type: string }
  - name: Ask
    parameterStyle: bare
    requestNamespace: "urn:req"
    fields:
      - { name: question, type: string }
      - { name: times, type: int }
    result: { type: string }
  - name: Tell
    parameterStyle: bare
    responseNamespace: "urn:res"
    fields:
      - { name: news, type: string }
    result: { type: string }
  - name: Both
    parameterStyle: bare
    requestNamespace: "urn:req"
    responseNamespace: "urn:res"
    fields:
      - { name: a, type: int }
      - { name: b, type: int, default: "5" }
    result: { type: int }
  - name: Pack
    parameterStyle: bare
    requestNamespace: "urn:req"
    responseNamespace: "urn:res"
    fields:
      - { name: box, type: Box }
      - { name: kind, type: Kind }
    result: { type: Box }
`;
const model = parseSpec(SPEC, "spec/bare-defaults.yaml");

interface Box {
  label: string | null;
  kind: string;
}

/** What BareDefaults.cs does. */
const handlers: OperationHandlers = {
  Take: ({ year, max, s, k }: { year: number; max: number; s: string | null; k: string }) => `${year}:${max}:${s ?? "null"}:${k}`,
  Ask: ({ question, times }: { question: string | null; times: number }) => `${question ?? "null"}*${times}`,
  Tell: ({ news }: { news: string | null }) => `told ${news ?? "null"}`,
  Both: ({ a, b }: { a: number; b: number }) => a + b,
  Pack: ({ box, kind }: { box: Box | null; kind: string }) => (box === null ? null : { ...box, label: `${box.label}/${kind}` }),
};

describe("the WSDL", () => {
  it("is generated from the spec byte for byte", () => {
    expect(renderWsdlDocument(model, ADDRESS)).toBe(WSDL);
  });
  it("says nothing of a bare parameter's default: its global element has no default and no occurs", () => {
    expect(WSDL).toContain('<s:element name="max" type="s:int" />');
    expect(WSDL).not.toContain("default=");
  });
  it("puts RequestNamespace's parameters and ResponseNamespace's results in those schemas, a class and enum copied", () => {
    expect(WSDL).toContain('<wsdl:part name="question" element="s1:question" />');
    expect(WSDL).toContain('<wsdl:part name="TellResult" element="s2:TellResult" />');
    expect(WSDL).toContain('<wsdl:part name="AskResult" element="tns:AskResult" />');
    expect(WSDL).toContain('<s:element name="box" type="s1:Box" />');
    expect(WSDL).toContain('<s:element name="PackResult" type="s2:Box" />');
  });
  it("comes back from import byte for byte, the namespaces said and the defaults not (the WSDL has none)", () => {
    const imported = importWsdl(WSDL, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/bare-defaults.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("    parameterStyle: bare\n    requestNamespace: urn:req\n    result: { type: string }\n");
    expect(imported.yaml).toContain("    parameterStyle: bare\n    responseNamespace: urn:res\n");
    expect(imported.yaml).toContain("      - { name: max, type: int }\n");
  });
  it("keeps a bare parameter's default out of the descriptor's wire rules, as wrapped (nothing follows from it)", () => {
    const max = model.operations[0]!.fields[1]!;
    expect(max.default).toBeUndefined();
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 20, failureTextIsDotNets: true });
});

describe("the client", () => {
  it("sends RequestNamespace's parameters in that namespace and reads the result of the service's", async () => {
    const { sent, value } = await sentByClient(LAB, model, ADDRESS, "Ask.soap11", "soap11", "Ask", { question: "why", times: 3 });
    expect(sent).toContain('<soap:Body><question xmlns="urn:req">why</question><times xmlns="urn:req">3</times></soap:Body>');
    expect(value).toBe("why*3");
  });
  it("reads ResponseNamespace's result, SOAP 1.2 too", async () => {
    expect((await sentByClient(LAB, model, ADDRESS, "Tell.soap12", "soap12", "Tell", { news: "rain" })).value).toBe("told rain");
    expect((await sentByClient(LAB, model, ADDRESS, "Both.soap11", "soap11", "Both", { a: 2, b: 5 })).value).toBe(7);
  });
  it("sends a class and reads its copy, members in the copy's namespace; an empty body as null", async () => {
    const { sent, value } = await sentByClient(LAB, model, ADDRESS, "Pack.soap11", "soap11", "Pack", { box: { label: "crate", kind: "C" }, kind: "B" });
    expect(sent).toContain('<box xmlns="urn:req"><Label>crate</Label><Kind>C</Kind></box><kind xmlns="urn:req">B</kind>');
    expect(value).toEqual({ label: "crate/B", kind: "C" });
    expect((await sentByClient(LAB, model, ADDRESS, "PackNull.soap11", "soap11", "Pack", { box: null, kind: "B" })).value).toBeNull();
  });
  it("sends a parameter equal to its default (ASMX reads an absent one as its type's default)", async () => {
    const { sent } = await sentByClient(LAB, model, ADDRESS, "TakeDefaults.soap11", "soap11", "Take", { year: 2, max: 100, s: "x", k: "B" });
    expect(sent).toContain('<max xmlns="http://lab.example.com/bare-defaults">100</max>');
  });
  it("and a server of the spec agree on every binding", async () => {
    await callsOnEveryBinding(model, handlers, ["soap11", "soap12", "httpGet", "httpPost"], [
      ["Take", { year: 1, max: 100, s: "x", k: "B" }, "1:100:x:B"],
      ["Ask", { question: "q", times: 2 }, "q*2"],
      ["Tell", { news: "n" }, "told n"],
      ["Both", { a: 1, b: 2 }, 3],
      ["Pack", { box: { label: "l", kind: "A" }, kind: "C" }, { label: "l/C", kind: "A" }],
    ]);
  });
});

describe("refused", () => {
  it("RequestNamespace on a bare operation of a class with a root namespace (not recorded)", () => {
    const spec = SPEC.replace("  Box:\n", "  Box:\n    root: { name: Crate, namespace: urn:roots }\n");
    expect(specErrorOf(spec)).toContain("requestNamespace of a bare operation is supported with values that may be declared again in that namespace's schema (recorded: test/reference/lab/bare-defaults), and 'Crate' uses the class 'Box', which has a root namespace");
  });
});
