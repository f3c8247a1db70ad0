/**
 * What the random check (test/import/random-specs.test.ts) found the model accepting that ASMX cannot publish as the
 * generator wrote it, each now refused in one positioned line that says why.
 */
import { describe, expect, it } from "vitest";
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
});
