/**
 * The sweep4 ERP service (Erp: six XML namespaces, inheritance across them, jagged arrays whose renamed levels
 * make two ArrayOfInt and two ArrayOfOrder, one per schema), generated as a package from its imported spec: it
 * type-checks strictly and passes every fixture case through its client and server.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { importSweepService } from "../support/lab-sweep.js";
import { REPO_ROOT } from "../support/paths.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const SWEEP = join(REPO_ROOT, "test/reference/lab/sweep4-erp");

const { result } = await importSweepService(SWEEP, "Erp");
const generated = await generatedPackage(result().yaml.replace(/endpoint: http:/, "endpoint: https:"), "erp", "asmx-sweep4-erp-");
describe("Erp's generated package", () => {
  it("type-checks strictly", () => {
    expect(strictTypeCheck(generated.dir, ["erp/src"])).toBe("");
  }, 180_000);
  it("has a fixture case for every operation", () => {
    const cases = generated.set.index.cases.filter((c) => c.operation !== null);
    expect(new Set(cases.map((c) => c.operation))).toEqual(new Set(generated.model.operations.map((o) => o.wire.messageName)));
  });
  describeGeneratedCases(generated, generated.set.index.cases.filter((c) => c.operation !== null));
});
