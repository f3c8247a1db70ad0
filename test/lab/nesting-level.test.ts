/**
 * [XmlArrayItem(NestingLevel)] on jagged array members, as the lab's ASMX published and answered it
 * (test/reference/lab/nesting-level/): `arrayItem.items` gives the inner arrays their own item rule (Row of Cell,
 * L1 of L2 of L3), and a plain int[][] met after it takes numbered wrappers at both levels. Import round-trips the
 * WSDL; the server answers the recorded requests with the recorded bytes; the client reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/nesting-level");
const WSDL_FILE = join(LAB, "wsdl/NestingLevel.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/nesting-level.yaml",
});
const model = imported.model;

/** Get() of NestingLevel.cs. */
const SHEET = { grid: [[1, 2], [], null], plain: [[3]], cube: [[["a", "b"], null], []] };
const handlers: OperationHandlers = {
  Get: () => SHEET,
  Echo: ({ s }: { s: object }) => s,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says each level's item rule", () => {
    expect(imported.yaml).toContain(
      '- { name: Grid, type: "int[][]", arrayItem: { name: Row, items: { name: Cell } } }',
    );
    expect(imported.yaml).toContain(
      '- { name: Plain, type: "int[][]", arrayItem: { items: { typeName: ArrayOfInt1 } } }',
    );
    expect(imported.yaml).toContain(
      '- { name: Cube, type: "string[][][]", arrayItem: { name: L1, items: { name: L2, items: { name: L3, nillable: false } } } }',
    );
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 3 });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/NestingLevel.asmx", name, binding);

  it.each([
    ["Get.soap11", "soap11"],
    ["Get.httpget", "httpGet"],
  ] as const)("reads %s", async (name, binding) => {
    expect(await clientFor(name, binding).call("Get", {})).toEqual(SHEET);
  });

  it("reads each level by its own names, skipping others (the Echo answer)", async () => {
    expect(await clientFor("Echo.soap11", "soap11").call("Echo", { s: {} })).toEqual({
      grid: [[4], null],
      plain: [[5]],
      cube: [[["x"]]],
    });
  });
});

describe("nesting rules the spec refuses", () => {
  const spec = (member: string) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
types:
  C:
    fields:
      - ${member}
operations:
  - name: Get
    fields: []
    result: { type: C }
`;
  it("items on an array of what is not an array", () => {
    expect(specErrorOf(spec('{ name: A, type: "int[]", arrayItem: { items: { name: X } } }'))).toContain(
      "'items' applies to an array of arrays ([XmlArrayItem(NestingLevel = 1)]), not to an array of int",
    );
  });
  it("an inner wrapper with two rules", () => {
    const two = spec('{ name: A, type: "int[][]", arrayItem: { items: { name: Cell } } }').replace(
      "      - {",
      '      - { name: B, type: "int[]" }\n      - {',
    );
    expect(specErrorOf(two)).toContain(
      "the array wrapper 'ArrayOfInt' already has items 'int' at types.C.fields.0.type; here its items would be 'Cell'",
    );
  });
});
