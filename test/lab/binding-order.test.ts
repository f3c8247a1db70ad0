/**
 * The order of a service's SOAP bindings (test/reference/lab/binding-order/): ASMX reflects the bindings in the
 * order a Hashtable of their names enumerates them (ProtocolReflector.Reflect), a hash order of the runtime,
 * not the declaration order. With the same methods, a binding named Gamma comes before the service's own and
 * one named Alpha after it (OffGamma, OffHttp); Alpha and Gamma round the service's own although its method is
 * declared first (OwnFirst). The spec keeps the WSDL's order in service.wsdl.bindingOrder; the port types,
 * bindings, ports, schema elements, messages and ?disco follow it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/binding-order");
const importOf = (file: string) =>
  importWsdl(readFileSync(join(LAB, file), "utf8"), { source: file, schema: "spec.schema.json", specPath: "spec/binding-order.yaml" });
const ports = (wsdl: string): string[] => [...wsdl.matchAll(/<wsdl:port name="([^"]+)"/g)].map((m) => m[1]!);
const wrappers = (wsdl: string): string[] => [...wsdl.matchAll(/<s:element name="([^"]+)">/g)].map((m) => m[1]!);

describe("import of the recorded WSDLs", () => {
  it.each([
    ["wsdl-offhttp/OffHttp.asmx@wsdl.xml", undefined],
    ["wsdl-offgamma/OffGamma.asmx@wsdl.xml", "[ Gamma, OffGammaSoap ]"],
    ["wsdl-ownfirst/OwnFirst.asmx@wsdl.xml", "[ Alpha, OwnFirstSoap, Gamma ]"],
    ["wsdl/TwoBindings.asmx@wsdl.xml", undefined],
  ])("%s comes back byte for byte, the binding order kept where it is not the first methods'", (file, order) => {
    const imported = importOf(file);
    expect(imported.byteEqual).toBe(true);
    if (order === undefined) expect(imported.yaml).not.toContain("bindingOrder");
    else expect(imported.yaml).toContain(`bindingOrder: ${order}`);
  });

  it("puts OffHttp's First, a named method off HTTP, before the next method of its binding", () => {
    const yaml = importOf("wsdl-offhttp/OffHttp.asmx@wsdl.xml").yaml;
    expect([...yaml.matchAll(/- name: (\w+)/g)].map((m) => m[1])).toEqual(["Own", "First", "Later"]);
  });
});

describe("the spec's bindingOrder", () => {
  const spec = (order: string): string => `service:
  name: S
  namespace: urn:s
  endpoint: https://h/S.asmx
${order}operations:
  - { name: Own, fields: [{ name: o, type: string }], result: { type: string } }
  - { name: First, binding: Alpha, fields: [{ name: a, type: string }], result: { type: string } }
  - { name: Later, binding: Gamma, fields: [{ name: l, type: string }], result: { type: string } }
`;
  it("orders ports, port types, bindings, schema and messages; without it the first methods' order", () => {
    const reordered = renderWsdlDocument(parseSpec(spec("  wsdl: { bindingOrder: [Gamma, Alpha, SSoap] }\n"), "spec/s.yaml"), "x");
    expect(ports(reordered)).toEqual(["Gamma", "Alpha", "SSoap", "Gamma1", "Alpha1", "SSoap12", "SHttpGet", "SHttpPost"]);
    expect(wrappers(reordered).slice(0, 6)).toEqual(["Later", "LaterResponse", "First", "FirstResponse", "Own", "OwnResponse"]);
    expect(reordered.indexOf('<wsdl:message name="LaterSoapIn">')).toBeLessThan(reordered.indexOf('<wsdl:message name="OwnSoapIn">'));
    expect(ports(renderWsdlDocument(parseSpec(spec(""), "spec/s.yaml"), "x"))).toEqual(["SSoap", "Alpha", "Gamma", "SSoap12", "Alpha1", "Gamma1", "SHttpGet", "SHttpPost"]);
  });

  it("names each SOAP binding of the service once", () => {
    expect(specErrorOf(spec("  wsdl: { bindingOrder: [Gamma, Beta, SSoap] }\n"))).toContain("'Beta' is no binding of this service: it has SSoap, Alpha, Gamma (the service's own is SSoap)");
    expect(specErrorOf(spec("  wsdl: { bindingOrder: [Gamma, SSoap] }\n"))).toContain("the binding order leaves out 'Alpha'");
    expect(specErrorOf(spec("  wsdl: { bindingOrder: [Gamma, Alpha, SSoap, Alpha] }\n"))).toContain("the binding order names a binding twice");
  });
});

describe("OwnFirst: the server answers the recorded requests (?disco in the WSDL's port order)", () => {
  const model = importOf("wsdl-ownfirst/OwnFirst.asmx@wsdl.xml").model;
  const echo = (key: string) => (input: Record<string, string>) => input[key];
  answersRecordings(join(LAB, "ownfirst"), model, { Own: echo("o"), Second: echo("s"), Later: echo("l") }, { count: 2, recordedAddress: "http://127.0.0.1:36327/OwnFirst.asmx" });
});
