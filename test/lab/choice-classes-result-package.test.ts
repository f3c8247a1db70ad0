/**
 * Results and an out parameter that are a choice of classes alone (test/reference/lab/choice-classes: Pick;
 * choice-classes-result: PickMany, PickArray, PickOut), generated as a package from the imported ChoiceResultMore
 * spec with Pick added:
 * the package type-checks strictly (the result and out parameter typed `{ $element, value }` of each class) and
 * passes every fixture case through its client and server, HTTP GET/POST's nil document included.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { REPO_ROOT } from "../support/paths.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const WSDL_FILE = join(REPO_ROOT, "test/reference/lab/choice-classes-result/wsdl/ChoiceResultMore.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/choice-result-more.yaml" });
const PICK = `  - name: Pick
    fields: [ kind ]
    result: { type: object, choice: [ { name: Pallet, type: Pallet }, { name: Drum, type: Drum } ] }
`;
const spec = `${imported.yaml.replace(/endpoint: http:/, "endpoint: https:").trimEnd()}\n${PICK}`;
const generated = await generatedPackage(spec, "choice-result", "asmx-choice-result-");

describe("the generated package of a choice-of-classes result and out parameter", () => {
  it("types them as naming their element", () => {
    const types = readFileSync(join(generated.dir, "choice-result/src/types.ts"), "utf8");
    expect(types).toContain('{ $element: "Pallet"; value: Pallet } | { $element: "Drum"; value: Drum }');
  });
  it("type-checks strictly", () => {
    expect(strictTypeCheck(generated.dir, ["choice-result/src"])).toBe("");
  }, 180_000);
  it("has a fixture case for every operation, over HTTP GET and POST too", () => {
    const cases = generated.set.index.cases.filter((c) => c.operation !== null);
    expect(new Set(cases.map((c) => c.operation))).toEqual(new Set(["Pick", "PickMany", "PickArray", "PickOut"]));
    expect(cases.some((c) => c.operation === "Pick" && c.binding === "httpGet")).toBe(true);
    expect(cases.some((c) => c.operation === "PickMany" && c.binding === "httpPost")).toBe(true);
  });
  describeGeneratedCases(generated, generated.set.index.cases.filter((c) => c.operation !== null));
});
