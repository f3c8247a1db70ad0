/**
 * Subclasses of a base with a namespace of its own, as the lab's ASMX published them (test/reference/lab/cross-base/):
 * an [XmlInclude]d subclass of no namespace of its own is declared in the service's schema only, a base copied into
 * another namespace brings no subclass there. Each recorded WSDL imports, and its spec publishes it byte for byte.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/cross-base/wsdl");

function imported(name: string) {
  const file = join(LAB, `${name}.asmx@wsdl.xml`);
  const recorded = readFileSync(file, "utf8");
  return { recorded, result: importWsdl(recorded, { source: file, schema: "spec.schema.json", specPath: `spec/${name}.yaml` }) };
}

describe("subclasses of a base in another namespace", () => {
  it.each(["CrossBase", "BaseFirst", "CartFirst", "BothUsed", "CopiedBase", "SubMember"])("%s: imports byte for byte", (name) => {
    const { recorded, result } = imported(name);
    expect(result.byteEqual).toBe(true);
    const address = /<soap:address location="([^"]+)"/.exec(recorded)![1]!;
    expect(renderWsdlDocument(parseSpec(result.yaml, `spec/${name}.yaml`), address)).toBe(recorded);
  });

  it("reads Line as a subclass of no namespace of its own, whose base is of urn:random:types", () => {
    const { yaml } = imported("BaseFirst").result;
    expect(yaml).toMatch(/ {2}Order:\n {4}namespace: urn:random:types\n/);
    expect(yaml).toContain("  Line:\n    fields:\n      - { name: N, type: int }\n    base: Order\n");
  });

  it("a spec of a base copied into another namespace publishes no subclass there, as ASMX", () => {
    const spec = `service: { name: CopiedBase, namespace: "urn:random", endpoint: "https://h/CopiedBase.asmx" }
types:
  Plain: { fields: [{ name: Id, type: int }] }
  Sub: { base: Plain, fields: [{ name: N, type: int }] }
  Holder: { namespace: "urn:random:types", fields: [{ name: P, type: Plain }] }
operations:
  - { name: Send, fields: [{ name: h, type: Holder }] }
`;
    const wsdl = renderWsdlDocument(parseSpec(spec, "spec/copied.yaml"), "https://h/CopiedBase.asmx");
    expect(wsdl).not.toContain('name="Sub"');
    expect(wsdl.match(/<s:complexType name="Plain">/g)).toHaveLength(1);
  });

  it("a subclass with a namespace of its own of a base with none is refused at its namespace: ASMX cannot publish or send it", () => {
    const spec = `service: { name: OwnSub, namespace: "urn:random", endpoint: "https://h/OwnSub.asmx" }
types:
  Order: { abstract: true, fields: [] }
  Money: { base: Order, namespace: "urn:random:types", fields: [] }
operations:
  - { name: Put, fields: [], result: { type: Order } }
`;
    expect(specErrorOf(spec, "spec/own-sub.yaml")).toBe(
      "spec/own-sub.yaml:4:36: class 'Money' has a namespace of its own and derives from 'Order', which has none: XmlSerializer makes 'Order' a copy in 'urn:random:types' that the service's 'Order' does not include, so ASMX publishes neither and cannot send a 'Money' (lab cross-base, OwnSub); give 'Order' the namespace too, or drop this one",
    );
    // What ASMX published: the abstract base alone.
    const recorded = readFileSync(join(LAB, "OwnSub.asmx@wsdl.xml"), "utf8");
    expect(recorded).not.toContain("Money");
  });
});
