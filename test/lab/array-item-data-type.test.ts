/**
 * [XmlArrayItem(DataType)] on wrapped arrays, as the lab's ASMX published and answered it
 * (test/reference/lab/array-item-data-type/): ArrayOfToken of `token` items, ArrayOfNMTOKEN, ArrayOfHexBinary,
 * the items following their type's text rules. Import round-trips the WSDL; the server answers the recorded
 * requests with the recorded bytes; the client reads the recorded answers.
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

const LAB = join(REPO_ROOT, "test/reference/lab/array-item-data-type");
const WSDL_FILE = join(LAB, "wsdl/ArrayItemDataType.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/array-item-data-type.yaml",
});
const model = imported.model;

/** Get() of ArrayItemDataType.cs. */
const LISTS = { tokens: [" a b ", null], plain: ["p"], names: ["a b"], hexes: [new Uint8Array([1, 171]), null] };
const handlers: OperationHandlers = {
  Get: () => LISTS,
  Echo: ({ l }: { l: object }) => l,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says each wrapped array's item data type", () => {
    expect(imported.yaml).toContain('- { name: Tokens, type: "string[]", arrayItem: { dataType: token } }');
    expect(imported.yaml).toContain('- { name: Names, type: "string[]", arrayItem: { dataType: NMTOKEN } }');
    expect(imported.yaml).toContain('- { name: Hexes, type: "base64Binary[]", arrayItem: { dataType: hexBinary } }');
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 3 });
});

describe("the client", () => {
  const clientFor = (name: string, binding: BindingKind) =>
    clientOfRecording(LAB, model, "http://127.0.0.1/ArrayItemDataType.asmx", name, binding);

  it.each([
    ["Get.soap11", "soap11"],
    ["Get.httpget", "httpGet"],
  ] as const)("reads %s: tokens trimmed, names decoded", async (name, binding) => {
    expect(await clientFor(name, binding).call("Get", {})).toEqual({ ...LISTS, tokens: ["a b", null] });
  });
});

describe("item data types the spec refuses", () => {
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
  it("on items of another type", () => {
    expect(specErrorOf(spec('{ name: A, type: "int[]", arrayItem: { dataType: token } }'))).toContain(
      "a data type (s:token) applies to items of type string, not int",
    );
  });
});
