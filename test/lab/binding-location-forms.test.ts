/**
 * The [WebServiceBinding(Location)] forms beyond one located binding in another namespace
 * (test/reference/lab/binding-location-forms/, BindingLocationForms.cs), each end to end on lab-recorded bytes:
 * - own: a located binding in the service's namespace (`Near`): the root imports the location in its own
 *   namespace, declares no `i0`, and names `tns:Near` in the ports Near and Near1;
 * - two: two located bindings (`ExtA`, `ExtB`): the imports in method order, `i0` and `i1` (i1 declared first of
 *   all), the ports in the bindings' hash order (`wsdl.bindingOrder`);
 * - beside: a located binding (`Ext`) beside one in another namespace (`Other`): the set of `?wsdl=wsdl1` and two
 *   schema documents, numbered in binding order (schema1 urn:other), the located import first (`i0`), then
 *   wsdl1's (`i1`).
 * The spec says each under `service.namedBindings`; the WSDL set is written byte for byte; the server answers the
 * recorded requests (SOAP 1.1 and 1.2, HTTP GET, ?disco, and the 500 of a document ASMX does not publish); the
 * client sends the recorded wrappers; import reads the root with the user's documents at the locations (written by
 * hand beside each recording) back into the same service, the set proven byte for byte.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { documentSetFromFolder } from "../../generator/import/document-set.js";
import { ImportError } from "../../generator/import/import-error.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { TransportRequest } from "../../runtime/src/client/transport.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/binding-location-forms");
/** The lab's address in the recorded exchanges (?disco). */
const EXCHANGE_HOST = "http://127.0.0.1:52195";

interface Form {
  readonly folder: string;
  readonly service: string;
  readonly spec: string;
  readonly handlers: Record<string, (input: { s: string }) => string>;
  /** Recorded exchanges; `far`: a named binding's SOAP 1.1 call the client makes, with its wrapper namespace. */
  readonly exchanges: number;
  readonly far: { readonly exchange: string; readonly operation: string; readonly value: string; readonly namespace: string };
  /** The documents the root imports (located first), as the recorded root says. */
  readonly imports: readonly string[];
}

const recordedAddress = (folder: string): string => readFileSync(join(LAB, folder, "wsdl/index.tsv"), "utf8").split("\t", 1)[0]!.replace(/\?wsdl$/, "");

const FORMS: readonly Form[] = [
  {
    folder: "own",
    service: "LocatedOwn",
    spec: `service:
  name: LocatedOwn
  namespace: "http://lab.example.com/locown"
  endpoint: "${recordedAddress("own")}"
  namedBindings:
    Near: { namespace: "http://lab.example.com/locown", location: "http://example.com/near.wsdl" }
operations:
  - name: Own
    fields: [{ name: s, type: string }]
    result: { type: string }
  - name: Close
    binding: Near
    fields: [{ name: s, type: string }]
    result: { type: string }
`,
    handlers: { Own: ({ s }) => `o:${s}`, Close: ({ s }) => `c:${s}` },
    exchanges: 6,
    far: { exchange: "Close.soap11", operation: "Close", value: "near", namespace: "http://lab.example.com/locown" },
    imports: ['<wsdl:import namespace="http://lab.example.com/locown" location="http://example.com/near.wsdl" />'],
  },
  {
    folder: "two",
    service: "LocatedTwo",
    spec: `service:
  name: LocatedTwo
  namespace: "http://lab.example.com/loctwo"
  endpoint: "${recordedAddress("two")}"
  namedBindings:
    ExtA: { namespace: "urn:exta", location: "http://example.com/a.wsdl" }
    ExtB: { namespace: "urn:extb", location: "http://example.com/b.wsdl" }
  wsdl:
    bindingOrder: [ExtB, ExtA, LocatedTwoSoap]
operations:
  - name: Own
    fields: [{ name: s, type: string }]
    result: { type: string }
  - name: FarA
    binding: ExtA
    fields: [{ name: s, type: string }]
    result: { type: string }
  - name: FarB
    binding: ExtB
    fields: [{ name: s, type: string }]
    result: { type: string }
`,
    handlers: { Own: ({ s }) => `o:${s}`, FarA: ({ s }) => `a:${s}`, FarB: ({ s }) => `b:${s}` },
    exchanges: 7,
    far: { exchange: "FarB.soap11", operation: "FarB", value: "two", namespace: "urn:extb" },
    imports: [
      '<wsdl:import namespace="urn:exta" location="http://example.com/a.wsdl" />',
      '<wsdl:import namespace="urn:extb" location="http://example.com/b.wsdl" />',
    ],
  },
  {
    folder: "beside",
    service: "LocatedBeside",
    spec: `service:
  name: LocatedBeside
  namespace: "http://lab.example.com/locbeside"
  endpoint: "${recordedAddress("beside")}"
  namedBindings:
    Ext: { namespace: "urn:ext", location: "http://example.com/ext.wsdl" }
    Other: { namespace: "urn:other" }
  wsdl:
    bindingOrder: [Other, Ext, LocatedBesideSoap]
operations:
  - name: Own
    fields: [{ name: s, type: string }]
    result: { type: string }
  - name: Far
    binding: Ext
    fields: [{ name: s, type: string }]
    result: { type: string }
  - name: Away
    binding: Other
    fields: [{ name: s, type: string }]
    result: { type: string }
`,
    handlers: { Own: ({ s }) => `o:${s}`, Far: ({ s }) => `f:${s}`, Away: ({ s }) => `w:${s}` },
    exchanges: 7,
    far: { exchange: "Far.soap11", operation: "Far", value: "far", namespace: "urn:ext" },
    imports: [
      '<wsdl:import namespace="urn:ext" location="http://example.com/ext.wsdl" />',
      `<wsdl:import namespace="urn:other" location="${recordedAddress("beside")}?wsdl=wsdl1" />`,
    ],
  },
];

for (const form of FORMS) {
  const folder = join(LAB, form.folder);
  const address = recordedAddress(form.folder);
  const model = parseSpec(form.spec, `spec/${form.folder}.yaml`);
  /** The recorded documents by query, from the lab's index. */
  const recordedSet = readFileSync(join(folder, "wsdl/index.tsv"), "utf8")
    .trim()
    .split("\n")
    .map((line) => line.split("\t") as [string, string])
    .map(([url, file]) => ({ query: url.slice(url.indexOf("?") + 1), text: readFileSync(join(folder, "wsdl", file), "utf8") }));

  describe(`${form.folder}: ${form.service}`, () => {
    it("writes the recorded set byte for byte, in ASMX's order", () => {
      const set = renderWsdlSet(model, address);
      expect(set.map((d) => d.query)).toEqual(recordedSet.map((d) => d.query));
      for (const d of recordedSet) expect(set.find((s) => s.query === d.query)!.text).toBe(d.text);
      const root = recordedSet[0]!.text;
      expect(root.split("\n").filter((line) => line.includes("<wsdl:import ")).map((line) => line.trim())).toEqual(form.imports);
    });

    describe("the server answers the recorded requests", () => {
      answersRecordings(folder, model, form.handlers, { count: form.exchanges, recordedAddress: `${EXCHANGE_HOST}/${form.service}.asmx`, failureTextIsDotNets: true });
    });

    it("answers the document ASMX does not publish with .NET's message (recorded: a 500)", () => {
      const name = readdirSync(join(folder, "exchanges")).find((f) => /^wsdl\d\.response\.txt$/.test(f))!;
      const recorded = readRecordedResponse(join(folder, "exchanges", name))!;
      expect(recorded.status).toBe(500);
      expect(recorded.body.toString("utf8").split("\n", 1)[0]).toBe("System.InvalidOperationException: XML Web service description was not found.");
    });

    it(`the client sends ${form.far.operation}'s wrapper in ${form.far.namespace}, as recorded, and reads the answer`, async () => {
      const answer = readRecordedResponse(join(folder, `exchanges/${form.far.exchange}.response.txt`))!;
      const request = readRecordedRequest(join(folder, `exchanges/${form.far.exchange}.request.txt`)).body.toString("utf8");
      const sent: TransportRequest[] = [];
      const client = new AsmxClientCore(descriptorOf(model), {
        endpoint: `http://127.0.0.1/${form.service}.asmx`,
        allowInsecureHttp: true,
        transport: async (r) => {
          sent.push(r);
          return { status: answer.status, contentType: answer.headers.get("content-type"), body: answer.body.toString("utf8") };
        },
      });
      expect(await client.call(form.far.operation, { s: form.far.value })).toBe(form.handlers[form.far.operation]!({ s: form.far.value }));
      const wrapper = new RegExp(`<${form.far.operation} [^]*</${form.far.operation}>`).exec(request)![0];
      expect(wrapper).toBe(`<${form.far.operation} xmlns="${form.far.namespace}"><s>${form.far.value}</s></${form.far.operation}>`);
      expect(sent[0]!.body).toContain(`<soap:Body>${wrapper}</soap:Body>`);
      const action = readRecordedRequest(join(folder, `exchanges/${form.far.exchange}.request.txt`)).headers.find(([n]) => n.toLowerCase() === "soapaction")?.[1];
      expect(action).toBe(`"${model.namespace}/${form.far.operation}"`);
      expect(sent[0]!.headers.find(([n]) => n.toLowerCase() === "soapaction")?.[1]).toBe(action);
    });

    it("imports the root with the user's documents at the locations, the set proven byte for byte, into the same service", async () => {
      const set = await documentSetFromFolder(join(folder, "wsdl"));
      const result = importWsdl(set.root.document.text, { schema: "spec.schema.json", specPath: `spec/${form.folder}.yaml`, source: set.root.document.file, set });
      expect(result.byteEqual).toBe(true);
      const imported = parseSpec(result.yaml, `spec/${form.folder}.yaml`);
      expect(descriptorOf(imported)).toEqual(descriptorOf(model));
      expect(renderWsdlSet(imported, address)).toEqual(renderWsdlSet(model, address));
    });

    it("refuses the root without the user's document, at the wsdl:import, naming the location", () => {
      let message = "";
      try {
        importWsdl(recordedSet[0]!.text, { schema: "spec.schema.json", specPath: `spec/${form.folder}.yaml`, source: `${form.service}.wsdl` });
      } catch (error) {
        expect(error).toBeInstanceOf(ImportError);
        message = String((error as Error).message);
      }
      expect(message).toMatch(new RegExp(`^[^\\n]*\\.wsdl:3:\\d+: wsdl:import: the WSDL document '${/location="([^"]*)"/.exec(form.imports[0]!)![1]!.replace(/[.?]/g, "\\$&")}' of a binding at a location`));
    });
  });
}

describe("what the lab did not record is refused, positioned", () => {
  const refused = (text: string): string => {
    try {
      parseSpec(text, "spec/b.yaml");
    } catch (error) {
      return String((error as Error).message);
    }
    throw new Error("accepted");
  };
  const own = FORMS[0]!.spec;
  it("a located binding in the service's namespace beside another named binding", () => {
    const mixed = `${own.replace("    Near: {", '    Ext: { namespace: "urn:ext", location: "http://example.com/ext.wsdl" }\n    Near: {')}  - { name: Third, binding: Ext, fields: [] }\n`;
    expect(refused(mixed)).toMatch(/spec\/b\.yaml:7:\d+: the binding 'Near' at a location in the service's namespace beside other named bindings: ASMX's documents for that are not recorded yet/);
  });
  it("a third imported namespace (prefix i2)", () => {
    const two = FORMS[1]!.spec.replace("  wsdl:\n    bindingOrder: [ExtB, ExtA, LocatedTwoSoap]\n", "");
    const three = `${two.replace("    ExtA: {", '    ExtC: { namespace: "urn:extc", location: "http://example.com/c.wsdl" }\n    ExtA: {')}  - { name: FarC, binding: ExtC, fields: [] }\n`;
    expect(refused(three)).toMatch(/spec\/b\.yaml:5:\d+: bindings in 3 other namespaces at locations or beside one: the root's prefixes i0 and i1 are recorded, not more/);
  });
});
