/**
 * What the random check (test/import/random-specs.test.ts) found the model accepting that ASMX cannot publish as the
 * generator wrote it, each now refused in one positioned line that says why.
 */
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { specErrorOf } from "../support/spec-error.js";

const SERVICE = `service: { name: Random, namespace: "urn:random", endpoint: "https://example.com/Random.asmx" }\n`;

describe("the model refuses what the random check found ASMX cannot publish", () => {
  it("an included subclass with [XmlRoot(Namespace)] of its own under a base of no namespace used itself (lab all-named, RootSub)", () => {
    const spec = `${SERVICE}types:
  Order: { fields: [{ name: Name, type: string }] }
  Line: { base: Order, root: { name: LineRoot, namespace: "urn:random:roots" }, fields: [{ name: Count, type: int }] }
operations:
  - { name: Put, fields: [{ name: id, type: Order }] }
`;
    expect(specErrorOf(spec)).toMatch(/^spec\/test\.yaml:4:59: class 'Line' has a root namespace of its own and derives from 'Order', which has none and is used itself: .*cannot send a 'Line' \(lab all-named, RootSub\)/);
    // The base reached only through the subclass moves with it (lab xml-root-more, RootDerived): accepted.
    expect(specErrorOf(spec.replace("{ name: id, type: Order }", "{ name: id, type: Line }"))).toBe("no error");
  });

  it("a repeated HTTP GET/POST parameter beside a binding of another namespace: ASMX's AbstractTypes, one more schema document, now built (lab schema-documents/http-array)", () => {
    const spec = `${SERVICE.replace("endpoint", 'namedBindings: { Far: { namespace: "urn:random:far" } }, endpoint')}operations:
  - { name: Get, fields: [], oneWay: true, binding: Far }
  - { name: Find, fields: [{ name: item, type: "int[]" }] }
`;
    expect(specErrorOf(spec)).toBe("no error");
    const set = renderWsdlSet(parseSpec(spec, "spec/test.yaml"), "https://example.com/Random.asmx");
    expect(set.map((d) => d.query)).toEqual(["wsdl", "wsdl=wsdl1", "schema=schema1", "schema=schema2", "schema=schema3"]);
    expect(set[4]!.text).toContain('targetNamespace="urn:random/AbstractTypes" id="schema3"');
    expect(set[0]!.text).toContain('<wsdl:part name="item" xmlns:q1="urn:random/AbstractTypes" type="q1:StringArray" />');
  });

  it("a RequestNamespace or ResponseNamespace of its own beside a binding of another namespace: one more schema document, supported for values of XML Schema types (lab request-namespace-binding), an array's wrapper there not recorded", () => {
    const spec = `${SERVICE.replace("endpoint", 'namedBindings: { Far: { namespace: "urn:random:far" } }, endpoint')}operations:
  - { name: Get, fields: [], oneWay: true, binding: Far }
  - { name: Find, fields: [{ name: id, type: int }], requestNamespace: "urn:random:requests" }
`;
    expect(specErrorOf(spec)).toBe("no error");
    expect(specErrorOf(spec.replace("requestNamespace", "responseNamespace"))).toBe("no error");
    const array = spec.replace("{ name: id, type: int }", '{ name: id, type: "int[]" }');
    expect(specErrorOf(array)).toMatch(/^spec\/test\.yaml:4:\d+: requestNamespace 'urn:random:requests' beside the binding 'Far' of another namespace is supported with values of XML Schema types alone .*'id' is not one/m);
  });
});
