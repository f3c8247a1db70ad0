/**
 * A class whose schema name is one of the spec's own type names (`int`, `stream`, `DataSet`, `object`: a
 * lower-case C# class, or [XmlType("int")]) imports under a numbered spec name that keeps the schema's as its
 * `typeName`, and the WSDL comes back the same; it used to be refused ("has the name of a built-in type").
 */
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";

const SPEC = `service: { name: Names, namespace: "urn:names", endpoint: "https://h/Names.asmx" }
types:
  Placeholder:
    fields:
      - { name: Label, type: string }
      - { name: Inner, type: Placeholder }
operations:
  - name: Get
    fields: [{ name: p, type: Placeholder }]
    result: { type: "Placeholder[]" }
`;
const wsdl = renderWsdlDocument(parseSpec(SPEC, "spec/names.yaml"), "https://h/Names.asmx");

describe("a class named like a built-in type", () => {
  it.each(["int", "stream", "DataSet", "object", "dateTime"])("'%s' imports under a numbered name with its typeName, byte for byte", (name) => {
    // XmlSerializer names an array of it in Pascal case, items nillable: ArrayOfInt of <int nillable="true" type="tns:int">
    // for a class `int`, as the lab publishes it (test/reference/lab/class-builtin-names: ArrayOfInt, ArrayOfObject,
    // ArrayOfDateTime, ArrayOfDataSet; beside the built-in's own array, test/lab/class-builtin-names.test.ts).
    const renamed = wsdl.replace(/ArrayOfPlaceholder/g, `ArrayOf${name[0]!.toUpperCase()}${name.slice(1)}`).replace(/Placeholder/g, name);
    const imported = importWsdl(renamed, { source: "names.wsdl", schema: "spec.schema.json", specPath: "spec/names.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain(`  ${name}1:\n    typeName: ${name}\n`);
    expect(imported.yaml).toContain(`{ name: Inner, type: ${name}1 }`);
  });
});
