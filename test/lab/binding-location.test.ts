/**
 * [WebServiceBinding(Name = "Ext", Namespace = "urn:ext", Location = "http://example.com/ext.wsdl")] with a method
 * of `Binding = "Ext"` (test/reference/lab/service-defaults/location/): the spec says it as
 * `service.namedBindings: { Ext: { namespace, location } }`; the root WSDL imports the location (a document ASMX
 * does not publish), leaves the binding's port type, messages, SOAP bindings and wrappers out and names `i0:Ext`
 * in the ports Ext and Ext1, byte for byte as recorded; the server answers Far as the lab did (wrappers in
 * urn:ext, SOAPAction and HTTP in the service's namespace, ?disco naming q:Ext twice) and the client calls it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { TransportRequest } from "../../runtime/src/client/transport.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/service-defaults/location");
const WSDL_FILE = join(LAB, "BindingLocation.asmx@wsdl.xml");
const recorded = readFileSync(WSDL_FILE, "utf8");
const RECORDED_ADDRESS = "http://127.0.0.1:38657/BindingLocation.asmx";
/** The address of the recorded exchanges (?disco). */
const EXCHANGE_ADDRESS = "http://127.0.0.1:37191/BindingLocation.asmx";

/** Lab.BindingLocation of ServiceDefaults.cs as a spec. */
export const SPEC = `service:
  name: BindingLocation
  namespace: "http://lab.example.com/location"
  endpoint: "${RECORDED_ADDRESS}"
  namedBindings:
    Ext: { namespace: "urn:ext", location: "http://example.com/ext.wsdl" }
operations:
  - name: Own
    fields: [{ name: s, type: string }]
    result: { type: string }
  - name: Far
    binding: Ext
    fields: [{ name: s, type: string }]
    result: { type: string }
`;
const model = parseSpec(SPEC, "spec/binding-location.yaml");
const handlers = { Own: ({ s }: { s: string }) => `o:${s}`, Far: ({ s }: { s: string }) => `f:${s}` };

const refused = (text: string): string => {
  try {
    parseSpec(text, "spec/b.yaml");
  } catch (error) {
    return String((error as Error).message);
  }
  throw new Error("accepted");
};

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

  it("refuses, positioned, what the lab did not record", () => {
    expect(refused(SPEC.replace('namespace: "urn:ext", location', 'namespace: "http://lab.example.com/location", location'))).toMatch(
      /spec\/b\.yaml:6:\d+: the binding 'Ext' at a location is in the service's namespace: not recorded yet/,
    );
    const two = `${SPEC.replace("    Ext: {", '    Two: { namespace: "urn:two", location: "http://example.com/two.wsdl" }\n    Ext: {')}  - { name: Third, binding: Two, fields: [] }\n`;
    expect(refused(two)).toMatch(/spec\/b\.yaml:\d+:\d+: bindings at 2 locations: ASMX's root for more than one is not recorded yet/);
    const beside = `${SPEC.replace("    Ext: {", '    Near: { namespace: "urn:near" }\n    Ext: {')}  - { name: Third, binding: Near, fields: [] }\n`;
    expect(refused(beside)).toMatch(/spec\/b\.yaml:7:\d+: a binding at a location beside a binding in another namespace: ASMX's documents for both are not recorded yet/);
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
