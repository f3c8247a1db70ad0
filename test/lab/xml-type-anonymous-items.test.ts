/**
 * Renamed items of an anonymous class (test/reference/lab/xml-type-anonymous-items/): the wrapper keeps the class's
 * name (`ArrayOfNote` of `Item` elements), and import reads the class's name from it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { REPO_ROOT } from "../support/paths.js";

const FILE = join(REPO_ROOT, "test/reference/lab/xml-type-anonymous-items/wsdl/AnonItems.asmx@wsdl.xml");
const recorded = readFileSync(FILE, "utf8");
const address = /<soap:address location="([^"]+)"/.exec(recorded)![1]!;

describe("renamed items of an anonymous class", () => {
  it("imports byte for byte, the class named after its wrapper", () => {
    const imported = importWsdl(recorded, { source: FILE, schema: "spec.schema.json", specPath: "spec/anon-items.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain('- { name: Code, type: "Note[]", arrayItem: { name: Item } }');
    expect(imported.yaml).toContain('- { name: Plain, type: "Note[]", arrayItem: { typeName: ArrayOfNote1 } }');
    expect(imported.yaml).toMatch(/ {2}Note:\n {4}anonymous: true\n/);
  });

  it("the spec written by hand publishes the recorded WSDL", () => {
    const spec = `service: { name: AnonItems, namespace: "urn:random", endpoint: "${address}", bindings: [soap11, soap12, httpGet, httpPost] }
types:
  Note: { anonymous: true, fields: [{ name: N, type: int }] }
  Line:
    fields:
      - { name: Code, type: "Note[]", arrayItem: { name: Item } }
      - { name: Plain, type: "Note[]", arrayItem: { typeName: ArrayOfNote1 } }
  Line2:
    fields:
      - { name: Named, type: "Line[]", arrayItem: { name: Item } }
operations:
  - { name: Put, fields: [{ name: when, type: Line }, { name: other, type: Line2 }] }
`;
    expect(renderWsdlDocument(parseSpec(spec, "spec/anon-items.yaml"), address)).toBe(recorded);
  });
});
