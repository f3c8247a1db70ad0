/**
 * A service whose every method is in a named binding (test/reference/lab/all-named/): ASMX publishes no SOAP binding
 * of the service's own, only the named binding's and the service's HTTP GET/POST ones. Import reads the recorded
 * documents back to a spec generating them byte for byte (it refused them as "has no SOAP binding" before).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { documentSetFromFolder } from "../../generator/import/document-set.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/all-named");
const OPTIONS = { schema: "spec.schema.json", specPath: "spec/all-named.yaml" };

describe("every method in a named binding", () => {
  it("of the service's namespace: the recorded WSDL imports byte for byte, the operation in its binding", () => {
    const file = join(LAB, "wsdl/AllNamed.asmx@wsdl.xml");
    const text = readFileSync(file, "utf8");
    const imported = importWsdl(text, { ...OPTIONS, source: file });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("binding: Near");
    expect(imported.model.bindings.filter((b) => b.operations.length > 0).map((b) => b.bindingName)).toEqual(["Near", "Near1", "AllNamedHttpGet", "AllNamedHttpPost"]);
    expect(renderWsdlSet(parseSpec(imported.yaml, OPTIONS.specPath), "http://127.0.0.1:48893/AllNamed.asmx")[0]!.text).toBe(text);
  });

  it("of another namespace: the recorded set imports byte for byte, document by document", async () => {
    const set = await documentSetFromFolder(join(LAB, "wsdl-far"));
    const imported = importWsdl(set.root.document.text, { ...OPTIONS, source: set.root.document.file, set });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("namespace: urn:random:far");
    const generated = renderWsdlSet(parseSpec(imported.yaml, OPTIONS.specPath), "http://127.0.0.1:46043/AllFar.asmx");
    expect(generated.map((d) => d.query)).toEqual(["wsdl", "wsdl=wsdl1", "schema=schema1", "schema=schema2"]);
    for (const d of generated) expect(d.text).toBe(readFileSync(join(LAB, `wsdl-far/AllFar.asmx@${d.query}.xml`), "utf8"));
  });
});
