/**
 * A method's named binding in another namespace, `[WebServiceBinding(Name = "Far", Namespace = ".../far")]`
 * (test/reference/lab/binding-namespace/): the spec says it under `service.namedBindings`, the model derives
 * the set of documents ASMX publishes (`?wsdl`, `?wsdl=wsdl1`, `?schema=schema1`, `?schema=schema2`), the WSDL
 * emitter writes each byte for byte as recorded, the server serves each at its URL with the request's address
 * and answers the recorded exchanges (the far wrappers, HTTP GET in the service's namespace, ?disco), the
 * client sends and reads the far wrappers, and import reads the recorded set back (from its folder, from files,
 * from the URL of a server serving it) into the same spec, every document proven byte for byte.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCommand } from "../../generator/commands/import.js";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { documentSetFromFiles, documentSetFromFolder, documentSetFromUrl } from "../../generator/import/document-set.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { TransportRequest } from "../../runtime/src/client/transport.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import { specErrorOf } from "../support/spec-error.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { bindingNamespaceSpec } from "../support/binding-lab-specs.js";

const LAB = join(REPO_ROOT, "test/reference/lab/binding-namespace");
const RECORDED_ADDRESS = "http://127.0.0.1:45191/BindingNamespace.asmx";
/** The address of the recorded exchanges (?disco). */
const EXCHANGE_ADDRESS = "http://127.0.0.1:60393/BindingNamespace.asmx";
const DOCUMENTS: [string, string][] = [
  ["wsdl", "BindingNamespace.asmx@wsdl.xml"],
  ["wsdl=wsdl1", "BindingNamespace.asmx@wsdl=wsdl1.xml"],
  ["schema=schema1", "BindingNamespace.asmx@schema=schema1.xml"],
  ["schema=schema2", "BindingNamespace.asmx@schema=schema2.xml"],
];
const recorded = (file: string): string => readFileSync(join(LAB, "wsdl", file), "utf8");

/** BindingNamespace.cs as a spec. */
const SPEC = bindingNamespaceSpec(RECORDED_ADDRESS);
const model = parseSpec(SPEC, "spec/binding-namespace.yaml");
const handlers = { Near: ({ a }: { a: string }) => a, Away: ({ b }: { b: string }) => b };

describe("the model", () => {
  it("derives the set: wsdl1 for the far namespace, schema1 the service's, schema2 the far one", () => {
    expect(model.documentSet).toEqual({
      wsdl: [{ id: "wsdl1", namespace: "http://lab.example.com/far" }],
      schemas: [
        { id: "schema1", namespace: "http://lab.example.com/near" },
        { id: "schema2", namespace: "http://lab.example.com/far" },
      ],
    });
    expect(model.operations.map((op) => `${op.name} ${op.wire.wrapperNamespace} ${op.wire.soapAction}`)).toEqual([
      "Near http://lab.example.com/near http://lab.example.com/near/Near",
      "Away http://lab.example.com/far http://lab.example.com/near/Away",
    ]);
    expect(model.bindings.map((b) => `${b.bindingName} ${b.namespace}`)).toEqual([
      "BindingNamespaceSoap http://lab.example.com/near",
      "Far http://lab.example.com/far",
      "BindingNamespaceSoap12 http://lab.example.com/near",
      "Far1 http://lab.example.com/far",
      "BindingNamespaceHttpGet http://lab.example.com/near",
      "BindingNamespaceHttpPost http://lab.example.com/near",
    ]);
  });

  it("has no set when every binding is in the service's namespace", () => {
    expect(parseSpec(SPEC.replace(/  namedBindings:\n.*\n/, ""), "spec/b.yaml").documentSet).toBeUndefined();
  });

  it("refuses, positioned, what the lab did not record or what cannot be", () => {
    const refused = (text: string): string => specErrorOf(text, "spec/b.yaml");
    expect(refused(SPEC.replace("    Far: {", "    Unused: { namespace: urn:u }\n    Far: {"))).toMatch(/spec\/b\.yaml:6:5: no operation names the binding 'Unused'/);
    expect(refused(SPEC.replace('Far: { namespace: "http://lab.example.com/far" }', 'Far: { namespace: "http://lab.example.com/near" }'))).toMatch(
      /spec\/b\.yaml:6:\d+: the binding 'Far' is in the service's namespace: leave it out of namedBindings/,
    );
    expect(refused(SPEC.replace("fields: [{ name: b, type: string }]", 'fields: [{ name: b, type: string, namespace: "urn:x" }]'))).toMatch(
      /spec\/b\.yaml:13:\d+: the parameter 'b' has a namespace of its own: not supported in the binding 'Far' of another namespace \(simple values, enums, classes and arrays of them, SOAP headers are\); offer the operation on the service's own binding/,
    );
    expect(
      refused(
        `${SPEC.replace("    Far: {", "    O1: { namespace: urn:o1 }\n    O2: { namespace: urn:o2 }\n    O3: { namespace: urn:o3 }\n    Far: {")}${["O1", "O2", "O3"].map((b) => `  - { name: To${b}, binding: ${b}, fields: [] }\n`).join("")}`,
      ),
    ).toMatch(/spec\/b\.yaml:5:\d+: bindings making 4 imports of the root \(at locations or in other namespaces\): the root's prefixes i0 to i2 are recorded, not more/);
    expect(refused(SPEC.replace('Far: { namespace: "http://lab.example.com/far" }', "Far: { space: x }"))).toMatch(/spec\/b\.yaml:6:\d+: .*namespace/);
  });
});

describe("the WSDL emitter writes the recorded set", () => {
  const set = renderWsdlSet(model, RECORDED_ADDRESS);
  it("in ASMX's order", () => {
    expect(set.map((d) => d.query)).toEqual(DOCUMENTS.map(([query]) => query));
  });
  for (const [query, file] of DOCUMENTS) {
    it(`?${query}, byte for byte`, () => {
      expect(set.find((d) => d.query === query)!.text).toBe(recorded(file));
    });
  }
});

describe("the server serves each document at ASMX's URL, with the request's address", () => {
  let listening: Listening;
  beforeAll(async () => {
    const render = (address: string, document = "wsdl"): string => renderWsdlSet(model, address).find((d) => d.query === document)!.text;
    listening = await listen(createAsmxServer(descriptorOf(model), handlers, render));
  });
  afterAll(() => listening.close());

  for (const [query, file] of DOCUMENTS) {
    it(`?${query}`, async () => {
      const response = await fetch(`${listening.url}?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/xml; charset=utf-8");
      expect(await response.text()).toBe(recorded(file).replaceAll(RECORDED_ADDRESS, listening.url));
    });
  }

  it("answers a document the set does not have with ASMX's 500 (recorded: absent-documents/namespace)", async () => {
    const schema = await fetch(`${listening.url}?schema=schema3`);
    expect(schema.status).toBe(500);
    expect(schema.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await schema.text()).toBe("Schema not found.\n");
    const wsdl = await fetch(`${listening.url}?wsdl=wsdl2`);
    expect(wsdl.status).toBe(500);
    expect(await wsdl.text()).toBe("XML Web service description was not found.\n");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 3, recordedAddress: EXCHANGE_ADDRESS });
});

describe("the client", () => {
  it("sends Away's wrappers in the far namespace, as the recorded request does, and reads the recorded answer", async () => {
    const answer = readRecordedResponse(join(LAB, "exchanges/Away.soap11.response.txt"))!;
    const request = readRecordedRequest(join(LAB, "exchanges/Away.soap11.request.txt"));
    let sent: TransportRequest | undefined;
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/BindingNamespace.asmx",
      allowInsecureHttp: true,
      transport: async (r) => {
        sent = r;
        return { status: answer.status, contentType: answer.headers.get("content-type"), body: answer.body.toString("utf8") };
      },
    });
    expect(await client.call("Away", { b: "far" })).toBe("far");
    expect(sent!.headers.find(([name]) => name.toLowerCase() === "soapaction")?.[1]).toBe('"http://lab.example.com/near/Away"');
    // The recorded request was written by hand (record.mjs), its envelope indented; the wrapper is the wire.
    const wrapper = /<Away [^]*<\/Away>/.exec(request.body.toString("utf8"))![0];
    expect(wrapper).toBe('<Away xmlns="http://lab.example.com/far"><b>far</b></Away>');
    expect(sent!.body).toContain(`<soap:Body>${wrapper}</soap:Body>`);
  });

  it("reads HTTP GET's result document in the service's namespace", async () => {
    const answer = readRecordedResponse(join(LAB, "exchanges/Away.httpget.response.txt"))!;
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/BindingNamespace.asmx",
      allowInsecureHttp: true,
      binding: "httpGet",
      transport: async () => ({ status: answer.status, contentType: answer.headers.get("content-type"), body: answer.body.toString("utf8") }),
    });
    expect(await client.call("Away", { b: "got" })).toBe("got");
  });
});

describe("import reads the set back", () => {
  const options = { schema: "spec.schema.json", specPath: "spec/binding-namespace.yaml" };
  const sameService = (yaml: string): void => {
    const imported = parseSpec(yaml, "spec/binding-namespace.yaml");
    expect(descriptorOf(imported)).toEqual(descriptorOf(model));
    expect(renderWsdlSet(imported, RECORDED_ADDRESS)).toEqual(renderWsdlSet(model, RECORDED_ADDRESS));
  };

  it("from the recording's folder, every document byte for byte", async () => {
    const set = await documentSetFromFolder(join(LAB, "wsdl"));
    const result = importWsdl(set.root.document.text, { ...options, source: set.root.document.file, set });
    expect(result.byteEqual).toBe(true);
    expect(result.yaml).toContain("  namedBindings:\n    Far:\n      namespace: http://lab.example.com/far\n");
    sameService(result.yaml);
  });

  it("from files named one by one, and refuses the set without a document it needs, naming it", () => {
    const files = DOCUMENTS.map(([, file]) => join(LAB, "wsdl", file));
    const set = documentSetFromFiles(files);
    expect(importWsdl(set.root.document.text, { ...options, source: files[0]!, set }).byteEqual).toBe(true);
    expect(() => documentSetFromFiles(files.slice(0, 3))).toThrow(/@wsdl\.xml:7:\d+: s:import: the schema document 'http:\/\/127\.0\.0\.1:45191\/BindingNamespace\.asmx\?schema=schema2' is not among the documents read/);
  });

  it("refuses a schema document of the set that differs from what the spec generates, at its position", () => {
    const work = mkdtempSync(join(tmpdir(), "asmx-set-edited-"));
    try {
      for (const [, file] of DOCUMENTS) writeFileSync(join(work, file), recorded(file));
      // The far schema with an element no method of the binding has.
      const far = join(work, "BindingNamespace.asmx@schema=schema2.xml");
      writeFileSync(far, recorded("BindingNamespace.asmx@schema=schema2.xml").replace("</xs:schema>", '  <xs:element name="Extra" type="xs:string" />\n</xs:schema>'));
      const set = documentSetFromFiles(DOCUMENTS.map(([, file]) => join(work, file)));
      expect(() => importWsdl(set.root.document.text, { ...options, source: set.root.document.file, set })).toThrow(
        /schema=schema2\.xml:17:\d+: .*the document generated from it \(\?schema=schema2\) would differ at /,
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  describe("from the URL of a server that serves it (the generated server's own ?wsdl set)", () => {
    let listening: Listening;
    const work = mkdtempSync(join(tmpdir(), "asmx-set-import-"));
    beforeAll(async () => {
      const render = (address: string, document = "wsdl"): string => renderWsdlSet(model, address).find((d) => d.query === document)!.text;
      listening = await listen(createAsmxServer(descriptorOf(model), handlers, render));
    });
    afterAll(async () => {
      await listening.close();
      rmSync(work, { recursive: true, force: true });
    });

    it("fetches the four documents and writes the spec", async () => {
      const set = await documentSetFromUrl(listening.url);
      expect(set.documents.map((d) => d.location.slice(listening.url.length))).toEqual(["?WSDL", "?wsdl=wsdl1", "?schema=schema1", "?schema=schema2"]);
      const result = await importCommand({ cwd: work, sources: [listening.url], force: false });
      expect(result.summary).toMatch(/^wrote spec\/binding-namespace\.yaml: 2 operations, 0 classes, 0 enums from http:\/\/127\.0\.0\.1:\d+\/BindingNamespace\.asmx and the 3 documents it refers to; the WSDL it generates equals the input byte for byte$/);
      const yaml = readFileSync(join(work, "spec/binding-namespace.yaml"), "utf8");
      expect(parseSpec(yaml, "spec/binding-namespace.yaml").endpoint).toBe(listening.url);
      expect(descriptorOf(parseSpec(yaml, "spec/binding-namespace.yaml")).operations).toEqual(descriptorOf(model).operations);
    });
  });
});
