/**
 * Subclasses their base does not name with [XmlInclude] (Interhome's ReturnValue family): XmlSerializer lists
 * such a subclass where an operation first uses it, not right after its base. The spec says `xmlInclude:
 * false`; import infers it from where the WSDL lists each subclass.
 */
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { SpecError } from "../../generator/spec/diagnostics.js";
import { parseSpec } from "../../generator/spec/load.js";

const spec = (include: string): string => `service:
  name: Rentals
  namespace: urn:rentals
  endpoint: https://h/Rentals.asmx
types:
  ReturnValue:
    fields:
      - { name: Ok, type: boolean }
  NewsletterReturnValue:
    base: ReturnValue
    fields: []
  PriceReturnValue:
    base: ReturnValue
${include}    fields:
      - { name: Price, type: decimal }
  Note:
    fields:
      - { name: Text, type: string }
operations:
  - name: Newsletter
    fields: []
    result: { type: NewsletterReturnValue }
  - name: Remark
    fields: []
    result: { type: Note }
  - name: Price
    fields: []
    result: { type: PriceReturnValue }
`;

const ENDPOINT = "https://h/Rentals.asmx";

/** The names of the service schema's complex types, in document order. */
function typeOrder(wsdl: string): string[] {
  return [...wsdl.matchAll(/<s:complexType name="([^"]+)"/g)].map((m) => m[1]!);
}

describe("a subclass its base does not include", () => {
  const included = renderWsdlDocument(parseSpec(spec(""), "spec/rentals.yaml"), ENDPOINT);
  const notIncluded = renderWsdlDocument(parseSpec(spec("    xmlInclude: false\n"), "spec/rentals.yaml"), ENDPOINT);

  it("is listed where an operation first uses it; an included one right after its base", () => {
    expect(typeOrder(included)).toEqual(["NewsletterReturnValue", "ReturnValue", "PriceReturnValue", "Note"]);
    expect(typeOrder(notIncluded)).toEqual(["NewsletterReturnValue", "ReturnValue", "Note", "PriceReturnValue"]);
  });

  it("travels the same way: the runtime descriptors are equal, and so are the WSDLs' lines, reordered", () => {
    const descriptor = (text: string): unknown => descriptorOf(parseSpec(text, "spec/rentals.yaml"));
    expect(descriptor(spec("    xmlInclude: false\n"))).toEqual(descriptor(spec("")));
    expect(notIncluded).not.toBe(included);
    expect(notIncluded.split("\n").sort()).toEqual(included.split("\n").sort());
  });

  it("is inferred by import, for that subclass only, and the WSDL comes back byte for byte", () => {
    for (const [wsdl, marked] of [
      [notIncluded, true],
      [included, false],
    ] as const) {
      const imported = importWsdl(wsdl, { source: "rentals.wsdl", schema: "spec.schema.json", specPath: "spec/rentals.yaml" });
      expect(imported.byteEqual).toBe(true);
      expect(imported.yaml.match(/xmlInclude: false/g)?.length ?? 0).toBe(marked ? 1 : 0);
      if (marked) expect(imported.yaml).toMatch(/PriceReturnValue:\n {4}base: ReturnValue\n {4}xmlInclude: false\n/);
    }
  });

  it("is a subclass: a class without a base cannot say it", () => {
    const bad = spec("").replace("  Note:\n    fields:", "  Note:\n    xmlInclude: false\n    fields:");
    expect(() => parseSpec(bad, "spec/rentals.yaml")).toThrow(SpecError);
    expect(() => parseSpec(bad, "spec/rentals.yaml")).toThrow(/spec\/rentals\.yaml:\d+:\d+: .*class 'Note' has no base to include it/);
  });

  it("is named by something the operations use: one nothing reaches would be left out of the WSDL", () => {
    const unused = spec("    xmlInclude: false\n").replace("  - name: Price\n    fields: []\n    result: { type: PriceReturnValue }\n", "");
    expect(() => parseSpec(unused, "spec/rentals.yaml")).toThrow(
      /spec\/rentals\.yaml:\d+:\d+: class 'PriceReturnValue' is not included by its base and nothing the operations use names it, so the WSDL would leave it out and \.NET would not know it/,
    );
    // Named by a field of a class an operation uses is enough.
    const viaField = unused.replace("      - { name: Text, type: string }", "      - { name: Text, type: string }\n      - { name: Price, type: PriceReturnValue }");
    expect(() => parseSpec(viaField, "spec/rentals.yaml")).not.toThrow();
  });
});
