/**
 * Bare methods whose global elements share a name (test/reference/lab/bare-clash/): of one .NET type they are one
 * element, the first method's (a nullable value type counting as its value type); of two types ASMX publishes
 * nothing ("references distinct types"), and the spec refuses the pair in one positioned line.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/bare-clash/wsdl");

describe("bare methods sharing a global element", () => {
  it.each(["BareNullable", "BareSame", "BareResult"])("%s: the recorded WSDL imports, and its spec publishes it byte for byte", (name) => {
    const file = join(LAB, `${name}.asmx@wsdl.xml`);
    const recorded = readFileSync(file, "utf8");
    const imported = importWsdl(recorded, { source: file, schema: "spec.schema.json", specPath: `spec/${name}.yaml` });
    expect(imported.byteEqual).toBe(true);
    const address = /<soap:address location="([^"]+)"/.exec(recorded)![1]!;
    expect(renderWsdlDocument(parseSpec(imported.yaml, `spec/${name}.yaml`), address)).toBe(recorded);
  });

  it("int and int? make one element, the first's: the spec of both publishes what ASMX did", () => {
    const spec = `service: { name: BareNullable, namespace: "urn:random", endpoint: "https://h/BareNullable.asmx" }
operations:
  - { name: Echo, parameterStyle: bare, fields: [{ name: when, type: int }] }
  - { name: Find, parameterStyle: bare, fields: [{ name: when, type: int, nullable: true }] }
`;
    const recorded = readFileSync(join(LAB, "BareNullable.asmx@wsdl.xml"), "utf8");
    const address = /<soap:address location="([^"]+)"/.exec(recorded)![1]!;
    expect(renderWsdlDocument(parseSpec(spec, "spec/bare.yaml"), address)).toBe(recorded);
  });

  it("string and string[] of one element name are refused at the second, as ASMX refuses the service", () => {
    const spec = `service: { name: BareClash, namespace: "urn:random", endpoint: "https://h/BareClash.asmx" }
operations:
  - { name: Echo, parameterStyle: bare, fields: [{ name: when, type: string }] }
  - name: Find
    parameterStyle: bare
    fields:
      - { name: when, type: "string[]" }
`;
    expect(specErrorOf(spec, "spec/bare.yaml")).toBe(
      "spec/bare.yaml:7:17: the global element 'when' of 'urn:random' would be string (operation 'Echo' parameter 'when') and string[] (operation 'Find' parameter 'when'): ASMX refuses the service (\"references distinct types\"); rename one",
    );
  });
});
