/**
 * The lab's result-namespace-values service (a nullable enum and a date result of urn:x and of urn:r's response
 * wrapper) in a generated package: its help pages' SOAP samples carry the results as ASMX writes them, and its fixture
 * cases pass through the generated client and server.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { REPO_ROOT } from "../support/paths.js";

const WSDL_FILE = join(REPO_ROOT, "test/reference/lab/result-namespace-values/wsdl/ResultNamespaceValues.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/result-namespace-values.yaml" });
const generated = await generatedPackage(imported.yaml.replace(/endpoint: http:/, "endpoint: https:"), "result-namespace-values", "asmx-result-namespace-values-");

describe("the generated package of a nullable enum and a date result of another namespace", () => {
  it("shows the results in urn:x and urn:r in its help pages' SOAP samples", () => {
    const page = (op: string): string => readFileSync(join(generated.pkgDir, "docs", `${op}.md`), "utf8");
    expect(page("GetSize")).toContain('<GetSizeResult xmlns="urn:x">');
    expect(page("GetDate")).toContain('<GetDateResult xmlns="urn:x">');
    expect(page("ResSize")).toContain('<ResSizeResponse xmlns="urn:r">\n      <ResSizeResult>');
    expect(page("ResDate")).toContain('<ResDateResponse xmlns="urn:r">\n      <ResDateResult>');
  });
});

describe("the generated package's fixture cases", () => {
  describeGeneratedCases(generated, generated.set.index.cases.filter((c) => c.operation !== null));
});
