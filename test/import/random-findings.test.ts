/**
 * What the random check (test/import/random-specs.test.ts) found the importer reading back wrong or refusing of what
 * the generator publishes, each on the smallest spec that showed it: the WSDL (set) the spec generates must import
 * to a spec generating it byte for byte.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { documentSetFromFiles, setDocument } from "../../generator/import/document-set.js";
import { importWsdl, type ImportResult } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { REPO_ROOT } from "../support/paths.js";

const SERVICE = `service: { name: Random, namespace: "urn:random", endpoint: "https://example.com/Random.asmx" }\n`;
const OPTIONS = { source: "random.wsdl", schema: "spec.schema.json", specPath: "spec/random.yaml" };

function roundTrip(spec: string): ImportResult {
  const model = parseSpec(spec, OPTIONS.specPath);
  const documents = renderWsdlSet(model, model.endpoint);
  if (documents.length === 1) return importWsdl(documents[0]!.text, OPTIONS);
  const set = documentSetFromFiles(documents.map((d) => setDocument(`${model.endpoint}?${d.query}`, d.text)));
  return importWsdl(documents[0]!.text, { ...OPTIONS, set });
}

describe("the importer reads back what the random check found", () => {
  it("a method HTTP POST alone offers, in a named binding, keeps its place among the service's methods", () => {
    const imported = roundTrip(`${SERVICE}operations:
  - { name: Find, fields: [], oneWay: true, bindings: [soap11, soap12, httpPost], binding: Near }
  - { name: Send, fields: [], oneWay: true, bindings: [soap11, soap12], binding: Near }
  - { name: Get, fields: [], oneWay: true }
`);
    expect(imported.byteEqual).toBe(true);
    expect(imported.model.operations.map((o) => o.name)).toEqual(["Find", "Get", "Send"]);
  });

  it("a subclass's [XmlAnyElement] and choice beside its base's: their names (not in the WSDL) numbered past the inherited ones", () => {
    const imported = roundTrip(`${SERVICE}types:
  Order: { fields: [{ name: Extra, type: "XmlElement[]", any: true }, { name: Pick, type: object, choice: [{ name: Text, type: string }, { name: Number, type: int }] }] }
  Line: { base: Order, fields: [{ name: More, type: "XmlElement[]", any: true }, { name: Other, type: object, choice: [{ name: Word, type: string }, { name: Count, type: int }] }] }
operations:
  - { name: Get, fields: [], result: { type: Line } }
`);
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain('- { name: Any1, type: "XmlElement[]", any: true }');
    expect(imported.yaml).toContain("- { name: Item1, type: object, choice: [ { name: Word, type: string }, { name: Count, type: int } ] }");
  });

  it("a repeated parameter the WSDL offers over SOAP alone beside a binding of another namespace: the spec says the bindings", () => {
    const imported = roundTrip(`${SERVICE.replace("endpoint", 'namedBindings: { Far: { namespace: "urn:random:far" } }, endpoint')}operations:
  - { name: Get, fields: [], oneWay: true, binding: Far }
  - { name: Find, fields: [{ name: item, type: "int[]" }], bindings: [soap11, soap12] }
`);
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("bindings: [ soap11, soap12 ]");
  });

  it("a bare method's [XmlElement(DataType)] parameters: the recorded WSDL imports byte for byte (lab all-named, BareTyped)", () => {
    const file = join(REPO_ROOT, "test/reference/lab/all-named/wsdl-baretyped/BareTyped.asmx@wsdl.xml");
    const text = readFileSync(file, "utf8");
    const imported = importWsdl(text, { ...OPTIONS, source: file });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("- { name: when, type: string, dataType: token }");
    expect(imported.yaml).toContain("- { name: at, type: dateTime, dataType: time }");
    expect(imported.yaml).toContain("parameterStyle: bare");
  });
});
