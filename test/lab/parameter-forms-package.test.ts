/**
 * The lab's parameter-forms service (Form = Unqualified on out parameters, a class parameter, out parameter and
 * result) in a generated package: its help pages' SOAP samples carry the elements as ASMX writes them (in no
 * namespace, a class's members declaring the wrapper's), and its fixture cases pass through the generated client and
 * server.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { REPO_ROOT } from "../support/paths.js";

const WSDL_FILE = join(REPO_ROOT, "test/reference/lab/parameter-forms/wsdl/ParameterForms.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/parameter-forms.yaml" });
const generated = await generatedPackage(imported.yaml.replace(/endpoint: http:/, "endpoint: https:"), "parameter-forms", "asmx-parameter-forms-");

describe("the generated package of unqualified out parameters, class parameters and results", () => {
  it("shows the unqualified elements in its help pages' SOAP samples", () => {
    const page = (op: string): string => readFileSync(join(generated.pkgDir, "docs", `${op}.md`), "utf8");
    expect(page("Outs")).toContain('<os xmlns="">');
    expect(page("Outs")).toContain('<oi xmlns="">');
    expect(page("PutBox")).toContain('<b xmlns="">\n        <Label xmlns="urn:lab">');
    expect(page("PutBox")).toContain('<ob xmlns="">\n        <Label xmlns="urn:lab">');
    expect(page("GetBox")).toContain('<GetBoxResult xmlns="">\n        <Label xmlns="urn:lab">');
  });
});

describe("the generated package's fixture cases", () => {
  describeGeneratedCases(generated, generated.set.index.cases.filter((c) => c.operation !== null));
});
