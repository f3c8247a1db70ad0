/**
 * Mixed content (lab mixed-content: [XmlText] string beside [XmlAnyElement] XmlElement[], the text first in Remark
 * and Passage, last in Flipped, a mixed class as Holder's member) generated as a package from its imported spec:
 * it type-checks strictly and passes every fixture case through its client and server (fixture values of mixed
 * content carry the text alone: the fixture XML holds text or elements; test/lab/mixed-content.test.ts has both).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { REPO_ROOT } from "../support/paths.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const WSDL_FILE = join(REPO_ROOT, "test/reference/lab/mixed-content/wsdl/MixedContent.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/mixed-content.yaml" });
const FLIPPED = `  Flipped:
    fields:
      - { name: Text, type: string, text: true }
      - { name: Any, type: "XmlElement[]", any: true }
`;
/** Flipped as MixedContent.cs declares it: its elements before its text. */
const spec = imported.yaml.replace(FLIPPED, FLIPPED.replace(/( {6}- \{ name: Text.*\n)( {6}- \{ name: Any.*\n)/, "$2$1")).replace(/endpoint: http:/, "endpoint: https:");
const generated = await generatedPackage(spec, "mixed-content", "asmx-mixed-content-");
describe("MixedContent's generated package", () => {
  it("type-checks strictly", () => {
    expect(spec).toContain('      - { name: Any, type: "XmlElement[]", any: true }\n      - { name: Text, type: string, text: true }\n');
    expect(strictTypeCheck(generated.dir, ["mixed-content/src"])).toBe("");
  }, 180_000);
  it("has a fixture case for every operation", () => {
    const cases = generated.set.index.cases.filter((c) => c.operation !== null);
    expect(new Set(cases.map((c) => c.operation))).toEqual(new Set(generated.model.operations.map((o) => o.wire.messageName)));
  });
  describeGeneratedCases(generated, generated.set.index.cases.filter((c) => c.operation !== null));
});
