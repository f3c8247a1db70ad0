/**
 * A method in a named binding, `[SoapDocumentMethod(Binding = "Extra")]` with `[WebServiceBinding(Name = "Extra")]`
 * in the service's namespace (test/reference/lab/http-order/): its port type `Extra`, bindings `Extra` and `Extra1`
 * and their ports sit after the service's own SOAP ones, the HTTP bindings keep it in its place, and the wire is
 * the service's. Import round-trips the recorded WSDL; the server answers the recorded requests (and ?disco, which
 * lists the named bindings) with the recorded bytes; the client reads the recorded answers. With several bindings
 * (test/reference/lab/binding-order/), each SOAP version's bindings, the service's own among them, come in a hash
 * order of their names, here the order of their first methods (binding-order.test.ts has the others).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/http-order");
const WSDL_FILE = join(LAB, "wsdl/HttpOrder.asmx@wsdl.xml");
/** The lab's address in the recorded ?disco answer. */
const RECORDED_ADDRESS = "http://127.0.0.1:57885/HttpOrder.asmx";
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/http-order.yaml" });
const model = imported.model;

const ORDER_LAB = join(REPO_ROOT, "test/reference/lab/binding-order");
const ORDER_WSDL = join(ORDER_LAB, "wsdl/TwoBindings.asmx@wsdl.xml");
const ordered = importWsdl(readFileSync(ORDER_WSDL, "utf8"), { source: ORDER_WSDL, schema: "spec.schema.json", specPath: "spec/two-bindings.yaml" });

const handlers: OperationHandlers = {
  Store: ({ item }: { item: { Name: string } }) => item.Name,
  Fetch: ({ name }: { name: string }) => ({ Name: name }),
  FetchTwo: ({ name, other }: { name: string; other: string }) => ({ Name: name + other }),
  Fire: () => undefined,
  Side: ({ x }: { x: string }) => x,
  Zulu: ({ z }: { z: string }) => z,
  Alpha: ({ a }: { a: string }) => a,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte, Side in the binding Extra and in its place among the methods", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toMatch(/- name: Side\n(?:.*\n)*?\s+binding: Extra\n/);
    expect(model.operations.map((op) => op.wire.messageName)).toEqual(["Store", "Fetch", "FetchTwo", "Fire", "Side", "Zulu", "Alpha"]);
    expect(model.bindings.map((b) => `${b.kind} ${b.bindingName} ${b.portTypeName}`)).toEqual([
      "soap11 HttpOrderSoap HttpOrderSoap",
      "soap11 Extra Extra",
      "soap12 HttpOrderSoap12 HttpOrderSoap",
      "soap12 Extra1 Extra",
      "httpGet HttpOrderHttpGet HttpOrderHttpGet",
      "httpPost HttpOrderHttpPost HttpOrderHttpPost",
    ]);
  });

  it("refuses a named binding that would take one of the service's own names", () => {
    const spec = (binding: string): string =>
      `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }\noperations:\n  - name: A\n    fields: []\n    binding: ${binding}\n`;
    expect(() => parseSpec(spec("SSoap"), "spec/s.yaml")).toThrow(/the binding 'SSoap' would publish 'SSoap'/);
    expect(() => parseSpec(spec("SHttpGet"), "spec/s.yaml")).toThrow(/would publish 'SHttpGet'/);
    const two = `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }\noperations:\n  - { name: A, fields: [], binding: X }\n  - { name: B, fields: [], binding: X1 }\n`;
    expect(() => parseSpec(two, "spec/s.yaml")).toThrow(/'X' and 'X1' would both publish a binding 'X1'/);
    expect(parseSpec(spec("Side"), "spec/s.yaml").bindings.map((b) => b.bindingName)).toEqual(["SSoap", "Side", "SSoap12", "Side1", "SHttpGet", "SHttpPost"]);
  });
});

describe("a named binding in another namespace (test/reference/lab/binding-namespace/, test/lab/binding-namespace.test.ts)", () => {
  it("is refused at the root's wsdl:import when the root is read alone, naming the second document", () => {
    const file = join(REPO_ROOT, "test/reference/lab/binding-namespace/wsdl/BindingNamespace.asmx@wsdl.xml");
    expect(() => importWsdl(readFileSync(file, "utf8"), { source: file, schema: "spec.schema.json", specPath: "spec/b.yaml" })).toThrow(
      /imports the WSDL document 'http:\/\/127\.0\.0\.1:\d+\/BindingNamespace\.asmx\?wsdl=wsdl1', which was not read with it: import the set/,
    );
  });
});

describe("import of the recorded WSDL with two named bindings", () => {
  it("comes back byte for byte, the service's own binding between Alpha and Zed", () => {
    expect(ordered.byteEqual).toBe(true);
    expect(ordered.model.operations.map((op) => `${op.name} ${op.namedBinding ?? ""}`)).toEqual(["First Alpha", "Own ", "Second Zed", "Third Alpha"]);
    expect(ordered.model.bindings.map((b) => b.bindingName)).toEqual(["Alpha", "TwoBindingsSoap", "Zed", "Alpha1", "TwoBindingsSoap12", "Zed1", "TwoBindingsHttpGet", "TwoBindingsHttpPost"]);
  });
});

/** The server of `service` answers each recorded request of `lab` as the lab did (the lab's address replaced by its own). */
describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 5, recordedAddress: RECORDED_ADDRESS });
});

describe("with two named bindings, the server answers the recorded requests (?disco in the WSDL's port order)", () => {
  const echo = (name: string) => (args: Record<string, string>) => args[name];
  answersRecordings(ORDER_LAB, ordered.model, { First: echo("a"), Own: echo("o"), Second: echo("b"), Third: echo("c") }, { count: 2, recordedAddress: "http://127.0.0.1:58147/TwoBindings.asmx" });
});

describe("the client reads the recorded answers", () => {
  const cases: [string, BindingKind, string][] = [
    ["Side.soap11", "soap11", "side"],
    ["Side.soap12", "soap12", "side12"],
    ["Side.httppost", "httpPost", "posted"],
  ];
  for (const [name, binding, x] of cases) {
    it(name, async () => {
      const recorded = readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!;
      const client = new AsmxClientCore(descriptorOf(model), {
        endpoint: "http://127.0.0.1/HttpOrder.asmx",
        allowInsecureHttp: true,
        binding,
        transport: async () => ({ status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") }),
      });
      expect(await client.call("Side", { x })).toBe(x);
    });
  }
});
