/**
 * [XmlElement] arrays (plain and a choice of classes) in a class beside an `object` member, as the lab's ASMX
 * published and answered them (test/reference/lab/repeated-root, found by the session-18 sweep): the object's root
 * export lists the classes reflected so far but no ArrayOf type for the flat arrays, which come where a later
 * method uses them as ordinary arrays. Import reads the WSDL back byte for byte; the server answers the recorded
 * requests; the client reads the recorded answer.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/repeated-root");
const WSDL_FILE = join(LAB, "wsdl/RepeatedRoot.asmx@wsdl.xml");
const WSDL = readFileSync(WSDL_FILE, "utf8");
const ADDRESS = /<soap:address location="([^"]+)"/.exec(WSDL)![1]!;

const SPEC = `service: { name: RepeatedRoot, namespace: "http://lab.example.com/repeated-root", endpoint: "${ADDRESS}" }
types:
  Drawing:
    fields:
      - { name: Tag, type: "string[]", repeated: true }
      - { name: Shapes, type: "Shape[]", repeated: true, choice: [ { name: Circle, type: Circle }, { name: Square, type: Square } ] }
      - { name: Extra, type: object }
  Shape: { abstract: true, fields: [{ name: Label, type: string }] }
  Circle: { base: Shape, fields: [{ name: Radius, type: double }] }
  Square: { base: Shape, fields: [{ name: Side, type: double }] }
operations:
  - { name: GetDrawing, fields: [], result: { type: Drawing } }
  - { name: EchoTags, fields: [{ name: tags, type: "string[]" }], result: { type: "string[]" } }
  - { name: CountShapes, fields: [{ name: shapes, type: "Shape[]" }], result: { type: int } }
`;
const model = parseSpec(SPEC, "spec/repeated-root.yaml");

const DRAWING = {
  tag: ["a", "b"],
  shapes: [
    { $type: "Circle", label: "c", radius: 1.5 },
    { $type: "Square", label: "s", side: 2 },
  ],
  extra: { $type: "int", value: 7 },
};
/** What RepeatedRoot.cs does. */
const handlers: OperationHandlers = {
  GetDrawing: () => DRAWING,
  EchoTags: ({ tags }: { tags: string[] | null }) => tags,
  CountShapes: ({ shapes }: { shapes: unknown[] | null }) => (shapes === null ? -1 : shapes.length),
};

describe("the WSDL", () => {
  it("is generated from the spec byte for byte: no ArrayOf type in the object's root export", () => {
    const generated = renderWsdlDocument(model, ADDRESS);
    expect(generated).toBe(WSDL);
    const types = [...generated.matchAll(/<s:complexType name="(\w+)"/g)].map((m) => m[1]);
    expect(types.slice(0, 6)).toEqual(["Drawing", "Circle", "Shape", "Square", "ArrayOfString", "ArrayOfShape"]);
  });
  it("comes back from import byte for byte", () => {
    const imported = importWsdl(WSDL, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/repeated-root.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain('{ name: Tag, type: "string[]", repeated: true }');
    expect(imported.yaml).toContain("- { name: shapes, type: \"Shape[]\" }");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 2 });
});

describe("the client", () => {
  it("reads the recorded drawing", async () => {
    const client = clientOfRecording(LAB, model, ADDRESS, "GetDrawing.soap11", "soap11");
    expect(await client.call("GetDrawing", {})).toEqual(DRAWING);
  });
});
