/**
 * The lab's schema-documents services (a third schema namespace beside a binding of another namespace) in generated
 * packages, each from the recorded set imported: wsdl/ holds the five documents (Microsoft's types, urn:own and
 * AbstractTypes as schema documents of their own), and the fixture cases pass through the generated client and server.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { documentSetFromFolder } from "../../generator/import/document-set.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/schema-documents");

async function packageOf(folder: string): Promise<Awaited<ReturnType<typeof generatedPackage>>> {
  const documents = await documentSetFromFolder(join(LAB, folder, "wsdl"));
  const imported = importWsdl(documents.root.document.text, { schema: "spec.schema.json", specPath: `spec/schema-${folder}.yaml`, source: documents.root.document.file, set: documents });
  return generatedPackage(imported.yaml.replace(/endpoint: http:/, "endpoint: https:"), `schema-${folder}`, `asmx-schema-${folder}-`);
}

const guids = await packageOf("guid-both");
const own = await packageOf("own-ns");
const http = await packageOf("http-array");

describe("the generated packages of a third schema namespace beside a binding of another namespace", () => {
  it("write the five documents in wsdl/, the extra schema document among them", () => {
    for (const generated of [guids, own, http]) expect(readdirSync(join(generated.pkgDir, "wsdl")).length).toBe(5);
    const schema = (generated: typeof guids, file: string): string => readFileSync(join(generated.pkgDir, "wsdl", file), "utf8");
    expect(schema(guids, "SchemaGuidBoth.schema2.xsd")).toContain('targetNamespace="http://microsoft.com/wsdl/types/" id="schema2"');
    expect(schema(own, "SchemaOwnNs.schema3.xsd")).toContain('name="c" xmlns:q1="urn:own" type="q1:Card" />');
    expect(schema(http, "SchemaHttpArray.schema3.xsd")).toContain('<xs:restriction xmlns:q1="http://schemas.xmlsoap.org/soap/encoding/" base="q1:Array">');
  });
});

describe("guid-both's fixture cases", () => {
  describeGeneratedCases(guids, guids.set.index.cases.filter((c) => c.operation !== null));
});
describe("own-ns's fixture cases", () => {
  describeGeneratedCases(own, own.set.index.cases.filter((c) => c.operation !== null));
});
describe("http-array's fixture cases", () => {
  describeGeneratedCases(http, http.set.index.cases.filter((c) => c.operation !== null));
});
