/**
 * An enum of no namespace of its own that only a class of another namespace uses: XmlSerializer declares it in the
 * schema it meets it in, that one alone. Import reads it back without a namespace (a plain enum could have had one
 * from [XmlType(Namespace)]; a [Flags] enum's namespace is not something the lab has shown, so reading one there
 * refused the WSDL). An enum a schema of another namespace or a message names keeps the namespace (lab enum-namespace).
 */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";

const spec = (flags: boolean, alsoHere: boolean): string => `service: { name: Met, namespace: "urn:met", endpoint: "https://h/Met.asmx" }
enums:
  Access: ${flags ? "{ flags: true, values: { None: 0, Read: 1, Write: 2 } }" : "{ values: [None, Read, Write] }"}
types:
  Note: { namespace: "urn:met:types", fields: [{ name: Access, type: Access }] }
operations:
  - { name: Get, fields: [{ name: note, type: Note }${alsoHere ? ", { name: access, type: Access }" : ""}] }
`;

describe("an enum met only in another namespace's schema", () => {
  it.each([
    ["a [Flags] enum", true],
    ["a plain enum", false],
  ])("%s: imports without a namespace, byte for byte", (_, flags) => {
    const wsdl = renderWsdlDocument(parseSpec(spec(flags, false), "spec/met.yaml"), "https://h/Met.asmx");
    expect(wsdl.match(/<s:simpleType name="Access">/g)).toHaveLength(1);
    const imported = importWsdl(wsdl, { source: "met.wsdl", schema: "spec.schema.json", specPath: "spec/met.yaml" });
    expect(imported.byteEqual).toBe(true);
    const access = (parse(imported.yaml) as { enums: Record<string, { namespace?: string; flags?: boolean }> }).enums.Access!;
    expect(access.namespace).toBeUndefined();
    expect(access.flags).toBe(flags ? true : undefined);
  });

  it("used by the service's schema too, it is declared in both and imports so", () => {
    const wsdl = renderWsdlDocument(parseSpec(spec(true, true), "spec/met.yaml"), "https://h/Met.asmx");
    expect(wsdl.match(/<s:simpleType name="Access">/g)).toHaveLength(2);
    expect(importWsdl(wsdl, { source: "met.wsdl", schema: "spec.schema.json", specPath: "spec/met.yaml" }).byteEqual).toBe(true);
  });
});
