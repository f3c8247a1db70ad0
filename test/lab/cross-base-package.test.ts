/**
 * An abstract class without subclasses, as ASMX publishes one whose subclass it cannot reach (lab cross-base, OwnSub):
 * the imported spec generates a package that type-checks strictly (the class's type is `never`: only null travels)
 * and passes every fixture case through its client and server.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { REPO_ROOT } from "../support/paths.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const FILE = join(REPO_ROOT, "test/reference/lab/cross-base/wsdl/OwnSub.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(FILE, "utf8"), { source: FILE, schema: "spec.schema.json", specPath: "spec/own-sub.yaml" });
const generated = await generatedPackage(imported.yaml.replace(/endpoint: http:/, "endpoint: https:"), "own-sub", "asmx-own-sub-");

describe("OwnSub's generated package (an abstract class without subclasses)", () => {
  it("imports byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });
  it("type-checks strictly", () => {
    expect(strictTypeCheck(generated.dir, ["own-sub/src"])).toBe("");
  }, 180_000);
  describeGeneratedCases(generated, generated.set.index.cases.filter((c) => c.operation !== null));
});
