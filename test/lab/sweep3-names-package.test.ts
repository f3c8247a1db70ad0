/**
 * The sweep3-names services that import (Registry: JS-reserved and global names, non-ASCII and XmlConvert-encoded
 * names, keyword-like enum values; Personnel: recursive, mutually recursive and case-only names; Warehouse: choices
 * of classes without a common base, MessageName overloads, 36 parameters), generated as
 * packages from the imported specs: each package type-checks strictly and passes every fixture case through its
 * client and server, so every name the generator derived from these wire names is usable TypeScript.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { importSweepService } from "../support/lab-sweep.js";
import { REPO_ROOT } from "../support/paths.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const SWEEP = join(REPO_ROOT, "test/reference/lab/sweep3-names");

for (const [service, name] of [
  ["Registry", "registry"],
  ["Personnel", "personnel"],
  ["Warehouse", "warehouse"],
] as const) {
  const { result } = await importSweepService(SWEEP, service);
  const generated = await generatedPackage(result().yaml.replace(/endpoint: http:/, "endpoint: https:"), name, `asmx-sweep3-${name}-`);
  describe(`${service}'s generated package`, () => {
    it("type-checks strictly", () => {
      expect(strictTypeCheck(generated.dir, [`${name}/src`])).toBe("");
    }, 180_000);
    it("has a fixture case for every operation", () => {
      const cases = generated.set.index.cases.filter((c) => c.operation !== null);
      expect(new Set(cases.map((c) => c.operation))).toEqual(new Set(generated.model.operations.map((o) => o.wire.messageName)));
    });
    // Registry's String (an [XmlText] class) sent empty reads as no value, as XmlSerializer reads it (lab text-empty).
    describeGeneratedCases(generated, generated.set.index.cases.filter((c) => c.operation !== null));
  });
}
