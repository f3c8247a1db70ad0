/**
 * The lab's parameter-namespace-data service (dataTypes and nullable classes of urn:other, unqualified parameters) in
 * a generated package: its help pages' SOAP samples carry the elements as ASMX writes them, and its fixture cases
 * pass through the generated client and server.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { REPO_ROOT } from "../support/paths.js";

const WSDL_FILE = join(REPO_ROOT, "test/reference/lab/parameter-namespace-data/wsdl/ParameterNamespaceData.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/parameter-namespace-data.yaml" });
const generated = await generatedPackage(imported.yaml.replace(/endpoint: http:/, "endpoint: https:"), "parameter-namespace-data", "asmx-parameter-namespace-data-");

describe("the generated package of dataTypes and nullable classes of another namespace", () => {
  it("shows the elements of urn:other and the unqualified parameters in its help pages' SOAP samples", () => {
    const page = (op: string): string => readFileSync(join(generated.pkgDir, "docs", `${op}.md`), "utf8");
    expect(page("Put")).toContain('<Put xmlns="urn:lab">\n      <t xmlns="urn:other">');
    expect(page("Put")).toContain('<h xmlns="urn:other">');
    expect(page("PutBox")).toContain('<b xmlns="urn:other">');
    expect(page("Local")).toContain('<Local xmlns="urn:lab">\n      <t xmlns="">');
  });
});

describe("the generated package's fixture cases", () => {
  describeGeneratedCases(generated, generated.set.index.cases.filter((c) => c.operation !== null));
});
