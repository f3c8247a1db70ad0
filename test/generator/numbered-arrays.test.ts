/**
 * Numbered array wrappers (Reporting Services, Endicia): XmlSerializer names the wrapper of a second array of
 * the same items with other item rules `ArrayOfString1`. The spec says it in `arrayItem.typeName`.
 */
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { specErrorOf } from "../support/spec-error.js";
import { reportArrays as spec } from "./emitter-specs.js";

describe("a numbered array wrapper", () => {
  // Its WSDL (ArrayOfString1 beside ArrayOfString): the emitter snapshot case numbered-array (emitters.test.ts).
  const model = parseSpec(spec(", arrayItem: { typeName: ArrayOfString1 }"), "spec/reports.yaml");
  const wsdl = renderWsdlDocument(model, "https://h/Reports.asmx");

  it("is its HTTP result's WSDL element, while the document's root is unnumbered (lab nesting-level-results)", () => {
    // The WSDL's element and type keep the number (snapshot numbered-array); ASMX writes the document with a
    // mapping of its own, unnumbered: <ArrayOfString> (the lab's <ArrayOfInt> for an ArrayOfInt2 element).
    const op = model.operations[1]!;
    expect(op.wire.httpResultElement).toBe("ArrayOfString");
    expect(op.result?.httpSchemaType).toMatchObject({ typeName: "ArrayOfString1", itemElement: "string" });
    expect(wsdl).toContain('<wsdl:part name="Body" element="tns:ArrayOfString1" />');
  });

  it("imports back into the same spec, byte for byte", () => {
    const imported = importWsdl(wsdl, { source: "reports.wsdl", schema: "spec.schema.json", specPath: "spec/reports.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toMatch(/typeName: ArrayOfString1/);
  });

  const errorOf = (text: string): string => specErrorOf(text, "spec/reports.yaml");

  it("must be the plain name followed by a number", () => {
    expect(errorOf(spec(", arrayItem: { typeName: ArrayOfInt1 }"))).toMatch(/spec\/reports\.yaml:\d+:\d+: .*array wrapper name 'ArrayOfInt1' must be 'ArrayOfString' followed by a number/);
  });

  it("is needed where two arrays of the same items differ in their item rules", () => {
    expect(errorOf(spec(""))).toMatch(/the array wrapper 'ArrayOfString' already has items 'Value' \(nillable\)/);
  });
});
