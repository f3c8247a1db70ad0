/**
 * The lab's request-namespace-binding service (RequestNamespace/ResponseNamespace beside a binding of another
 * namespace) in a generated package: wsdl/ holds the six documents, its help pages' SOAP samples carry the wrappers in
 * urn:req and urn:res, and its fixture cases pass through the generated client and server.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { documentSetFromFolder } from "../../generator/import/document-set.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { REPO_ROOT } from "../support/paths.js";

const WSDL_DIR = join(REPO_ROOT, "test/reference/lab/request-namespace-binding/wsdl");
const documents = await documentSetFromFolder(WSDL_DIR);
const imported = importWsdl(documents.root.document.text, { schema: "spec.schema.json", specPath: "spec/request-namespace-binding.yaml", source: documents.root.document.file, set: documents });
const generated = await generatedPackage(imported.yaml.replace(/endpoint: http:/, "endpoint: https:"), "request-namespace-binding", "asmx-request-namespace-binding-");

describe("the generated package of RequestNamespace/ResponseNamespace beside a binding of another namespace", () => {
  it("writes the six documents in wsdl/", () => {
    expect(readdirSync(join(generated.pkgDir, "wsdl")).length).toBe(6);
  });
  it("shows the wrappers of urn:req and urn:res in its help pages' SOAP samples", () => {
    const page = (op: string): string => readFileSync(join(generated.pkgDir, "docs", `${op}.md`), "utf8");
    expect(page("Both")).toContain('<Both xmlns="urn:req">');
    expect(page("Both")).toContain('<BothResponse xmlns="urn:res">');
    expect(page("Req")).toContain('<Req xmlns="urn:req">');
  });
});

describe("the generated package's fixture cases", () => {
  describeGeneratedCases(generated, generated.set.index.cases.filter((c) => c.operation !== null));
});
