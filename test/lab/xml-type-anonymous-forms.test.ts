/**
 * [XmlType(AnonymousType = true)] with Namespace or TypeName, as the lab's ASMX published and answered them
 * (test/reference/lab/xml-type-anonymous-forms): with a Namespace the type is a named one in that namespace (the
 * anonymity dropped); with a TypeName it is inline as without, the name appearing nowhere (the HTTP result element
 * is the class's name). The spec takes both; each generates its recorded WSDL byte for byte, import reads it back
 * byte for byte, the server answers the recorded requests and the client reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/xml-type-anonymous-forms");
const NS = "http://lab.example.com/xml-type-anonymous-forms";
const recording = (service: string, port: number) => {
  const file = join(LAB, `wsdl/${service}/${service}.asmx@wsdl.xml`);
  const text = readFileSync(file, "utf8");
  const imported = importWsdl(text, { source: file, schema: "spec.schema.json", specPath: `spec/${service}.yaml` });
  return { file, text, imported, model: imported.model, address: `http://127.0.0.1:${port}/${service}.asmx` };
};

const space = recording("AnonSpace", 38581);
const name = recording("AnonName", 45203);

const SPACE_SPEC = `service: { name: AnonSpace, namespace: "${NS}", endpoint: "${space.address}" }
types:
  AnonSpaced: { anonymous: true, namespace: "urn:anon", fields: [{ name: A, type: string }] }
  SpacedHolder: { fields: [{ name: Inner, type: AnonSpaced }] }
operations:
  - { name: GetSpaced, fields: [], result: { type: SpacedHolder } }
`;
const NAME_SPEC = `service: { name: AnonName, namespace: "${NS}", endpoint: "${name.address}" }
types:
  AnonNamed: { anonymous: true, typeName: Renamed, fields: [{ name: B, type: string }] }
operations:
  - { name: GetNamed, fields: [], result: { type: AnonNamed } }
`;

describe("the spec generates the recorded WSDL byte for byte", () => {
  it("anonymous with a namespace: a named type in that namespace's schema", () => {
    expect(renderWsdlDocument(parseSpec(SPACE_SPEC, "spec/s.yaml"), space.address)).toBe(space.text);
  });
  it("anonymous with a typeName: inline, the HTTP result element named after the class", () => {
    expect(renderWsdlDocument(parseSpec(NAME_SPEC, "spec/n.yaml"), name.address)).toBe(name.text);
  });
});

describe("import of the recorded WSDLs", () => {
  it.each([
    ["AnonSpace", space],
    ["AnonName", name],
  ])("%s comes back byte for byte", (_, r) => {
    expect(r.imported.byteEqual).toBe(true);
  });
  it("reads the namespaced one as a named class, the renamed one as anonymous under the class's name", () => {
    expect(space.imported.yaml).not.toContain("anonymous: true");
    expect(space.imported.yaml).toContain("  AnonSpaced:\n    namespace: urn:anon\n");
    expect(name.imported.yaml).toContain("  AnonNamed:\n    anonymous: true\n");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  describe("AnonSpace", () => {
    answersRecordings(LAB, parseSpec(SPACE_SPEC, "spec/s.yaml"), { GetSpaced: () => ({ inner: { a: "a" } }) }, {
      count: 2,
      only: ["GetSpaced.soap11", "GetSpaced.httpget"],
    });
  });
  describe("AnonName", () => {
    answersRecordings(LAB, parseSpec(NAME_SPEC, "spec/n.yaml"), { GetNamed: () => ({ b: "b" }) }, {
      count: 2,
      only: ["GetNamed.soap11", "GetNamed.httpget"],
    });
  });
});

describe("the client reads the recorded answers", () => {
  it.each([
    [space, "GetSpaced.soap11", "soap11", "GetSpaced", { inner: { a: "a" } }],
    [space, "GetSpaced.httpget", "httpGet", "GetSpaced", { inner: { a: "a" } }],
    [name, "GetNamed.soap11", "soap11", "GetNamed", { b: "b" }],
    [name, "GetNamed.httpget", "httpGet", "GetNamed", { b: "b" }],
  ] as const)("%#: %s", async (r, exchange, binding: BindingKind, operation, expected) => {
    const client = clientOfRecording(LAB, r.model, r.address, exchange, binding);
    expect(await client.call(operation, {})).toEqual(expected);
  });
});
