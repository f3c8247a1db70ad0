/**
 * A SOAP header class holding an array and a class, beside an `object` in the body, as the lab's ASMX published and
 * answered it (test/reference/lab/header-arrays, found by the session-18 sweep's Scheduling): the object's root export
 * lists the header's field types (Scope, ArrayOfString) but not the header's class, which comes with its element.
 * The spec generates the WSDL byte for byte, import reads it back, the server reads the recorded header.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/header-arrays");
const WSDL_FILE = join(LAB, "wsdl/HeaderArrays.asmx@wsdl.xml");
const WSDL = readFileSync(WSDL_FILE, "utf8");
const ADDRESS = /<soap:address location="([^"]+)"/.exec(WSDL)![1]!;

const SPEC = `service: { name: HeaderArrays, namespace: "http://lab.example.com/header-arrays", endpoint: "${ADDRESS}" }
types:
  Box: { fields: [{ name: Label, type: string }, { name: Extra, type: object }] }
  Scope: { fields: [{ name: Area, type: string }, { name: Level, type: int }] }
headers:
  Context:
    fields:
      - { name: Tenant, type: string }
      - { name: Roles, type: "string[]" }
      - { name: Scope, type: Scope }
operations:
  - name: Open
    fields: [{ name: label, type: string }]
    headers: [{ name: Context }]
    result: { type: Box }
`;
const model = parseSpec(SPEC, "spec/header-arrays.yaml");

interface Context {
  tenant: string | null;
  roles: string[] | null;
  scope: { area: string | null; level: number } | null;
}
/** What HeaderArrays.cs does. */
const handlers: OperationHandlers = {
  Open: ({ label }: { label: string }, context: { headers: { context?: Context } }) => {
    const c = context.headers.context;
    const text = c === undefined ? "none" : `${c.tenant}/${c.roles === null ? "-" : c.roles.join(",")}/${c.scope === null ? "-" : `${c.scope.area}${c.scope.level}`}`;
    return { label: `${label}:${text}`, extra: { $type: "int", value: 3 } };
  },
};

describe("the WSDL", () => {
  it("is generated from the spec byte for byte: the header's field types in the root export, not its class", () => {
    const generated = renderWsdlDocument(model, ADDRESS);
    expect(generated).toBe(WSDL);
    expect([...generated.matchAll(/<s:complexType name="(\w+)"/g)].map((m) => m[1])).toEqual(["Box", "Scope", "ArrayOfString", "Context"]);
  });
  it("comes back from import byte for byte", () => {
    const imported = importWsdl(WSDL, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/header-arrays.yaml" });
    expect(imported.byteEqual).toBe(true);
  });
});

describe("the server answers the recorded request with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 1 });
});
