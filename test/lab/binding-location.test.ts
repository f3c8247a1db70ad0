/**
 * [WebServiceBinding(Name = "Ext", Namespace = "urn:ext", Location = "http://example.com/ext.wsdl")] with a method
 * of `Binding = "Ext"` (test/reference/lab/service-defaults/location/): the spec says it as
 * `service.namedBindings: { Ext: { namespace, location } }`; the root WSDL imports the location (a document ASMX
 * does not publish), leaves the binding's port type, messages, SOAP bindings and wrappers out and names `i0:Ext`
 * in the ports Ext and Ext1, byte for byte as recorded; the server answers Far as the lab did (wrappers in
 * urn:ext, SOAPAction and HTTP in the service's namespace, ?disco naming q:Ext twice) and the client calls it.
 * Import reads the binding's operations from the document at the location when it is given (ext.wsdl, written
 * by hand: ASMX publishes none) from a folder, files or a URL, and proves the root; without it, it refuses at
 * the wsdl:import, naming the location.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCommand } from "../../generator/commands/import.js";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { documentSetFromFiles, documentSetFromFolder, documentSetFromUrl } from "../../generator/import/document-set.js";
import { ImportError } from "../../generator/import/import-error.js";
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
import { bindingLocationSpec } from "../support/binding-lab-specs.js";

const LAB = join(REPO_ROOT, "test/reference/lab/service-defaults/location");
const WSDL_FILE = join(LAB, "BindingLocation.asmx@wsdl.xml");
/** The user's document at the location (not ASMX's). */
const EXT_FILE = join(LAB, "ext.wsdl");
const recorded = readFileSync(WSDL_FILE, "utf8");
const RECORDED_ADDRESS = "http://127.0.0.1:38657/BindingLocation.asmx";
/** The address of the recorded exchanges (?disco). */
const EXCHANGE_ADDRESS = "http://127.0.0.1:37191/BindingLocation.asmx";

/** Lab.BindingLocation of ServiceDefaults.cs as a spec. */
export const SPEC = bindingLocationSpec(RECORDED_ADDRESS);
const model = parseSpec(SPEC, "spec/binding-location.yaml");
const handlers = { Own: ({ s }: { s: string }) => `o:${s}`, Far: ({ s }: { s: string }) => `f:${s}` };

const refused = (text: string): string => specErrorOf(text, "spec/b.yaml");

describe("the model", () => {
  it("puts Far in the binding Ext at its location, its wire that of a binding in another namespace, with no set of documents", () => {
    expect(model.documentSet).toBeUndefined();
    expect(model.bindings.map((b) => `${b.bindingName} ${b.namespace} ${b.location ?? "-"} ${b.operations.map((o) => o.name).join(",")}`)).toEqual([
      "BindingLocationSoap http://lab.example.com/location - Own",
      "Ext urn:ext http://example.com/ext.wsdl Far",
      "BindingLocationSoap12 http://lab.example.com/location - Own",
      "Ext1 urn:ext http://example.com/ext.wsdl Far",
      "BindingLocationHttpGet http://lab.example.com/location - Own,Far",
      "BindingLocationHttpPost http://lab.example.com/location - Own,Far",
    ]);
    expect(model.operations.map((op) => `${op.name} ${op.wire.wrapperNamespace} ${op.wire.soapAction}`)).toEqual([
      "Own http://lab.example.com/location http://lab.example.com/location/Own",
      "Far urn:ext http://lab.example.com/location/Far",
    ]);
    expect(descriptorOf(model).soapPorts).toEqual(["BindingLocationSoap", "Ext", "BindingLocationSoap12", "Ext"]);
  });

  it("refuses, positioned, an empty location (the other forms: binding-location-forms.test.ts)", () => {
    expect(refused(SPEC.replace('location: "http://example.com/ext.wsdl"', 'location: ""'))).toMatch(/spec\/b\.yaml:6:\d+: .*location/);
  });
});

describe("the WSDL emitter", () => {
  it("writes the recorded root byte for byte, and no other document", () => {
    const set = renderWsdlSet(model, RECORDED_ADDRESS);
    expect(set.map((d) => d.query)).toEqual(["wsdl"]);
    expect(set[0]!.text).toBe(recorded);
  });

  it("escapes the location as an attribute", () => {
    const text = renderWsdlSet(parseSpec(SPEC.replace("ext.wsdl", "ext.wsdl?a=1&b=2"), "spec/b.yaml"), RECORDED_ADDRESS)[0]!.text;
    expect(text).toContain('<wsdl:import namespace="urn:ext" location="http://example.com/ext.wsdl?a=1&amp;b=2" />');
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 5, recordedAddress: EXCHANGE_ADDRESS });
});

describe("the client", () => {
  const clientAnswering = (name: string, binding: "soap11" | "soap12" | "httpGet", sent: TransportRequest[]): AsmxClientCore => {
    const answer = readRecordedResponse(join(LAB, `exchanges/${name}.response.txt`))!;
    return new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/BindingLocation.asmx",
      allowInsecureHttp: true,
      binding,
      transport: async (r) => {
        sent.push(r);
        return { status: answer.status, contentType: answer.headers.get("content-type"), body: answer.body.toString("utf8") };
      },
    });
  };

  it("sends Far's wrapper in urn:ext with the service's SOAPAction, as the recorded request, and reads the answer", async () => {
    const sent: TransportRequest[] = [];
    expect(await clientAnswering("Far.soap11", "soap11", sent).call("Far", { s: "far" })).toBe("f:far");
    expect(sent[0]!.headers.find(([name]) => name.toLowerCase() === "soapaction")?.[1]).toBe('"http://lab.example.com/location/Far"');
    const wrapper = /<Far [^]*<\/Far>/.exec(readRecordedRequest(join(LAB, "exchanges/Far.soap11.request.txt")).body.toString("utf8"))![0];
    expect(wrapper).toBe('<Far xmlns="urn:ext"><s>far</s></Far>');
    expect(sent[0]!.body).toContain(`<soap:Body>${wrapper}</soap:Body>`);
  });

  it("calls Far over SOAP 1.2 and HTTP GET", async () => {
    const sent: TransportRequest[] = [];
    expect(await clientAnswering("Far.soap12", "soap12", sent).call("Far", { s: "twelve" })).toBe("f:twelve");
    expect(sent[0]!.body).toContain('<Far xmlns="urn:ext"><s>twelve</s></Far>');
    expect(await clientAnswering("Far.httpget", "httpGet", sent).call("Far", { s: "got" })).toBe("f:got");
    expect(sent[1]!.url).toMatch(/\/BindingLocation\.asmx\/Far\?s=got$/);
  });
});

describe("import", () => {
  const options = { schema: "spec.schema.json", specPath: "spec/binding-location.yaml" };
  const sameService = (yaml: string): void => {
    const imported = parseSpec(yaml, "spec/binding-location.yaml");
    expect(descriptorOf(imported)).toEqual(descriptorOf(model));
    expect(renderWsdlSet(imported, RECORDED_ADDRESS)).toEqual(renderWsdlSet(model, RECORDED_ADDRESS));
  };
  const refusal = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(ImportError);
      return String((error as Error).message);
    }
    throw new Error("accepted");
  };

  it("reads Far from the document at the location in the recording's folder, the root proven byte for byte", async () => {
    const set = await documentSetFromFolder(LAB);
    expect(set.documents.map((d) => d.location.slice(LAB.length + 1))).toEqual(["BindingLocation.asmx@wsdl.xml", "ext.wsdl"]);
    const result = importWsdl(set.root.document.text, { ...options, source: set.root.document.file, set });
    expect(result.byteEqual).toBe(true);
    expect(result.yaml).toContain("  namedBindings:\n    Ext:\n      namespace: urn:ext\n      location: http://example.com/ext.wsdl\n");
    sameService(result.yaml);
  });

  it("from the files named, the root first", () => {
    const set = documentSetFromFiles([WSDL_FILE, EXT_FILE]);
    const result = importWsdl(set.root.document.text, { ...options, source: WSDL_FILE, set });
    expect(result.byteEqual).toBe(true);
    sameService(result.yaml);
  });

  it("refuses the root without the document, in one line at the wsdl:import, naming the location", () => {
    const alone = refusal(() => importWsdl(recorded, { ...options, source: WSDL_FILE }));
    expect(alone).toMatch(/^[^\n]*BindingLocation\.asmx@wsdl\.xml:3:\d+: wsdl:import: the WSDL document 'http:\/\/example\.com\/ext\.wsdl' of a binding at a location \(\[WebServiceBinding\(Location\)\]\) was not given, and ASMX does not publish it: give it too [^\n]*$/);
    const files = refusal(() => documentSetFromFiles([WSDL_FILE]));
    expect(files).toMatch(
      /^[^\n]*BindingLocation\.asmx@wsdl\.xml:3:\d+: wsdl:import: the WSDL document 'http:\/\/example\.com\/ext\.wsdl' \(of the binding 'Ext' at a location, \[WebServiceBinding\(Location\)\]: ASMX does not publish it\) is not among the documents read \(BindingLocation\.asmx@wsdl\.xml\): name it too[^\n]*$/,
    );
  });

  it("refuses a document at the location whose binding the root does not agree with, at the root's position", () => {
    const work = mkdtempSync(join(tmpdir(), "asmx-location-"));
    try {
      const root = join(work, "BindingLocation.asmx@wsdl.xml");
      writeFileSync(root, recorded);
      // Far of an int result: the root's HTTP result documents, which ASMX wrote from the method, say a string.
      const ext = join(work, "ext.wsdl");
      writeFileSync(ext, readFileSync(EXT_FILE, "utf8").replace('minOccurs="0" maxOccurs="1" name="FarResult" type="s:string"', 'minOccurs="1" maxOccurs="1" name="FarResult" type="s:int"'));
      const set = documentSetFromFiles([root, ext]);
      expect(refusal(() => importWsdl(recorded, { ...options, source: root, set }))).toMatch(/BindingLocation\.asmx@wsdl\.xml:5:\d+: s:element\[@name='int'\]: the spec cannot say this yet: the WSDL generated from it would differ at /);
      // A port X1 of a binding at a location that is not X.
      const renamed = recorded.replace('<wsdl:port name="Ext1" binding="i0:Ext">', '<wsdl:port name="Other" binding="i0:Ext">');
      writeFileSync(root, renamed);
      const again = documentSetFromFiles([root, ext]);
      expect(refusal(() => importWsdl(renamed, { ...options, source: root, set: again }))).toMatch(
        /BindingLocation\.asmx@wsdl\.xml:155:\d+: wsdl:port: the port 'Other' of the binding 'Ext' at a location is not as ASMX writes one/,
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  describe("from the URL of a server that serves the root, following the location to another host", () => {
    let listening: Listening;
    let other: Server;
    let location = "";
    let located: ReturnType<typeof parseSpec>;
    const work = mkdtempSync(join(tmpdir(), "asmx-location-import-"));
    beforeAll(async () => {
      other = createServer((request, response) => {
        if (request.url !== "/ext.wsdl") response.writeHead(404).end();
        else response.writeHead(200, { "content-type": "text/xml; charset=utf-8" }).end(readFileSync(EXT_FILE));
      });
      await new Promise<void>((done) => other.listen(0, "127.0.0.1", done));
      location = `http://localhost:${(other.address() as AddressInfo).port}/ext.wsdl`;
      located = parseSpec(SPEC.replace("http://example.com/ext.wsdl", location), "spec/binding-location.yaml");
      const render = (address: string, document = "wsdl"): string => renderWsdlSet(located, address).find((d) => d.query === document)!.text;
      listening = await listen(createAsmxServer(descriptorOf(located), handlers, render));
    });
    afterAll(async () => {
      await listening.close();
      await new Promise((done) => other.close(done));
      rmSync(work, { recursive: true, force: true });
    });

    it("refuses the location's host unless allowed, naming it", async () => {
      await expect(documentSetFromUrl(listening.url)).rejects.toThrow(/^http:\/\/127\.0\.0\.1:\d+\/BindingLocation\.asmx:3:\d+: wsdl:import: the WSDL document 'http:\/\/localhost:\d+\/ext\.wsdl' \(of the binding 'Ext' at a location.*\) is on localhost:\d+, and a set is read from 127\.0\.0\.1:\d+ only \(--allow-host localhost allows it\)/);
    });

    it("fetches the root and the document at the location, and writes the spec", async () => {
      const result = await importCommand({ cwd: work, sources: [listening.url], allowHosts: ["localhost"], force: false });
      expect(result.summary).toMatch(/^wrote spec\/binding-location\.yaml: 2 operations, 0 classes, 0 enums from http:\/\/127\.0\.0\.1:\d+\/BindingLocation\.asmx and the 1 documents it refers to; the WSDL it generates equals the input byte for byte$/);
      const yaml = readFileSync(join(work, "spec/binding-location.yaml"), "utf8");
      expect(yaml).toContain(`      location: ${location}\n`);
      const imported = parseSpec(yaml, "spec/binding-location.yaml");
      expect(imported.endpoint).toBe(listening.url);
      expect(descriptorOf(imported).operations).toEqual(descriptorOf(located).operations);
    });
  });
});
