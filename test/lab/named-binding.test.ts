/**
 * A method in a named binding, `[SoapDocumentMethod(Binding = "Extra")]` with `[WebServiceBinding(Name = "Extra")]`
 * in the service's namespace (test/reference/lab/http-order/): its port type `Extra`, bindings `Extra` and `Extra1`
 * and their ports sit after the service's own SOAP ones, the HTTP bindings keep it in its place, and the wire is
 * the service's. Import round-trips the recorded WSDL; the server answers the recorded requests (and ?disco, which
 * lists the named bindings) with the recorded bytes; the client reads the recorded answers.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest, readRecordedResponse, sendRaw, withHost } from "../support/http-recording.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/http-order");
const WSDL_FILE = join(LAB, "wsdl/HttpOrder.asmx@wsdl.xml");
/** The lab's address in the recorded ?disco answer. */
const RECORDED_ADDRESS = "http://127.0.0.1:57885/HttpOrder.asmx";
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/http-order.yaml" });
const model = imported.model;

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
    expect(parseSpec(spec("Side"), "spec/s.yaml").bindings.map((b) => b.bindingName)).toEqual(["SSoap", "Side", "SSoap12", "Side1", "SHttpGet", "SHttpPost"]);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  let listening: Listening;
  beforeAll(async () => {
    const server = createAsmxServer(descriptorOf(model), handlers, (address) => renderWsdlDocument(model, address), { debug: true });
    listening = await listen(server);
  });
  afterAll(async () => {
    await listening.close();
  });

  const names = readdirSync(join(LAB, "exchanges")).filter((f) => f.endsWith(".request.txt")).map((f) => f.slice(0, -".request.txt".length));
  it("has every recording", () => {
    expect(names).toHaveLength(5);
  });
  for (const name of names) {
    it(name, async () => {
      const request = readRecordedRequest(join(LAB, "exchanges", `${name}.request.txt`));
      const recorded = readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!;
      const url = new URL(listening.url);
      const response = await sendRaw(Number(url.port), withHost(request, url.host));
      expect(response.status).toBe(recorded.status);
      expect(response.headers.get("content-type")).toBe(recorded.headers.get("content-type"));
      const expected = recorded.body.toString("utf8").replaceAll(RECORDED_ADDRESS, `http://${url.host}/HttpOrder.asmx`);
      expect(response.body.toString("utf8")).toBe(expected);
    });
  }
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
