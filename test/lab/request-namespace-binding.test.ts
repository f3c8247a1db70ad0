/**
 * [SoapDocumentMethod(RequestNamespace/ResponseNamespace)] on methods of the service's own binding beside a
 * [WebServiceBinding(Namespace)] binding of another namespace, as the lab's ASMX published and answered them
 * (test/reference/lab/request-namespace-binding/): six documents, the wrappers' namespaces each a schema document of
 * their own numbered as met (schema1 urn:lab, schema2 urn:req, schema3 urn:res, then the binding's schema4 urn:far), the
 * root's message parts naming the wrappers by prefixes they declare (`xmlns:q1="urn:req" element="q1:Both"`). The
 * spec generates every document byte for byte and import reads the set back (from its folder); the server serves
 * each document at ASMX's URL and answers the recorded exchanges byte for byte; the client sends and reads the
 * wrappers of urn:req and urn:res.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { documentSetFromFolder } from "../../generator/import/document-set.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/request-namespace-binding");
const WSDL_DIR = join(LAB, "wsdl");
const ROOT = readFileSync(join(WSDL_DIR, "RequestNamespaceBinding.asmx@wsdl.xml"), "utf8");
const ADDRESS = /location="([^"]+)"/.exec(ROOT.split("<wsdl:service")[1]!)![1]!;
const SPEC_PATH = "spec/request-namespace-binding.yaml";
const SPEC = `service: { name: RequestNamespaceBinding, namespace: "urn:lab", endpoint: "${ADDRESS}", namedBindings: { Far: { namespace: "urn:far" } } }
operations:
  - name: Own
    fields: [{ name: n, type: int }]
    result: { type: string }
  - name: Both
    requestNamespace: "urn:req"
    responseNamespace: "urn:res"
    fields: [{ name: n, type: int }, { name: s, type: string }]
    result: { type: int }
  - name: Req
    requestNamespace: "urn:req"
    fields: [{ name: n, type: int }]
    result: { type: string }
  - name: Far
    binding: Far
    fields: [{ name: n, type: int }]
    result: { type: string }
`;
const model = parseSpec(SPEC, SPEC_PATH);

/** What RequestNamespaceBinding.cs's methods do. */
const handlers: OperationHandlers = {
  Own: ({ n }: { n: number }) => `own${n}`,
  Both: ({ n, s }: { n: number; s: string | null }) => n + (s === null ? 0 : s.length),
  Req: ({ n }: { n: number }) => `req${n}`,
  Far: ({ n }: { n: number }) => `far${n}`,
};

describe("the WSDL set and import", () => {
  it("writes the six documents byte for byte: schema2 urn:req and schema3 urn:res before the binding's schema4", () => {
    const set = renderWsdlSet(model, ADDRESS);
    const index = readFileSync(join(WSDL_DIR, "index.tsv"), "utf8").trim().split("\n").map((l) => l.split("\t")[1]!);
    expect(set.map((d) => `RequestNamespaceBinding.asmx@${d.query}.xml`)).toEqual(index);
    for (const d of set) expect(d.text).toBe(readFileSync(join(WSDL_DIR, `RequestNamespaceBinding.asmx@${d.query}.xml`), "utf8"));
    expect(set[0]!.text).toContain('<wsdl:part name="parameters" xmlns:q1="urn:req" element="q1:Both" />');
    expect(set[0]!.text).toContain('<wsdl:part name="parameters" xmlns:q3="urn:req" element="q3:Req" />');
  });
  it("imports the set back from its folder into the same spec", async () => {
    const documents = await documentSetFromFolder(WSDL_DIR);
    const imported = importWsdl(documents.root.document.text, { schema: "spec.schema.json", specPath: SPEC_PATH, source: documents.root.document.file, set: documents });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("    requestNamespace: urn:req\n    responseNamespace: urn:res\n");
    expect(renderWsdlSet(parseSpec(imported.yaml, SPEC_PATH), ADDRESS)).toEqual(renderWsdlSet(model, ADDRESS));
  });
  it("refuses, positioned, a wrapper namespace beside the set whose values would be copied there (not recorded)", () => {
    const withEnum = SPEC.replace("operations:\n", "enums:\n  Size: { values: [Small, Large] }\noperations:\n").replace("fields: [{ name: n, type: int }, { name: s, type: string }]", "fields: [{ name: n, type: int }, { name: s, type: Size }]");
    expect(specErrorOf(withEnum, SPEC_PATH)).toMatch(/^spec\/request-namespace-binding\.yaml:9:\d+: requestNamespace 'urn:req' beside the binding 'Far' of another namespace is supported with values of XML Schema types alone .*'s' is not one/);
    const guid = SPEC.replace("result: { type: int }", "result: { type: guid }");
    expect(specErrorOf(guid, SPEC_PATH)).toMatch(/responseNamespace 'urn:res' beside the binding 'Far' .*'\(the result\)' is not one/);
  });
});

describe("the server serves every document and answers the recorded exchanges byte for byte", () => {
  // schema5: 500 as recorded; its text is Mono's stack trace, .NET's "Schema not found." (absent-documents).
  answersRecordings(LAB, model, handlers, { count: 14, failureTextIsDotNets: true });
});

describe("the client", () => {
  it("sends Both's request in urn:req and reads its response of urn:res; Req's and Far's", async () => {
    const both = await sentByClient(LAB, model, ADDRESS, "Both.soap11", "soap11", "Both", { n: 2, s: "abc" });
    expect(both.sent).toContain('<soap:Body><Both xmlns="urn:req"><n>2</n><s>abc</s></Both></soap:Body>');
    expect(both.value).toBe(5);
    expect(await clientOfRecording(LAB, model, ADDRESS, "Both.soap12", "soap12").call("Both", { n: 5, s: null })).toBe(5);
    expect(await clientOfRecording(LAB, model, ADDRESS, "Both.httpget", "httpGet").call("Both", { n: 1, s: "xy" })).toBe(3);
    expect(await clientOfRecording(LAB, model, ADDRESS, "Req.soap11", "soap11").call("Req", { n: 3 })).toBe("req3");
    expect(await clientOfRecording(LAB, model, ADDRESS, "Req.httppost", "httpPost").call("Req", { n: 9 })).toBe("req9");
    expect(await clientOfRecording(LAB, model, ADDRESS, "Far.soap12", "soap12").call("Far", { n: 7 })).toBe("far7");
  });
});
