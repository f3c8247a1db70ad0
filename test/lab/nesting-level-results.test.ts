/**
 * [return: XmlArrayItem] on results (names, IsNullable, NestingLevel), as the lab's ASMX published and answered
 * them (test/reference/lab/nesting-level-results/): the SOAP result follows the attributes; the HTTP GET/POST
 * document keeps XmlSerializer's default mapping of the .NET type, whose wrappers the WSDL numbers past the SOAP
 * ones (ArrayOfArrayOfInt2 of ArrayOfInt2, ArrayOfString1, ArrayOfInt2) while the document itself is unnumbered
 * (<ArrayOfArrayOfInt> of <ArrayOfInt> of <int>). The spec generates the recorded WSDL byte for byte, import reads
 * it back byte for byte, the server answers the recorded requests and the client reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/nesting-level-results");
const WSDL_FILE = join(LAB, "wsdl/NestingLevelResults.asmx@wsdl.xml");
const TEXT = readFileSync(WSDL_FILE, "utf8");
const ADDRESS = "http://127.0.0.1:58969/NestingLevelResults.asmx";
const SPEC = `service: { name: NestingLevelResults, namespace: "http://lab.example.com/nesting-level-results", endpoint: "${ADDRESS}" }
operations:
  - { name: GetGrid, fields: [], result: { type: "int[][]", arrayItem: { name: R, items: { name: C } } } }
  - { name: GetNames, fields: [], result: { type: "string[]", arrayItem: { name: Name } } }
  - { name: GetNumbers, fields: [], result: { type: "int[]", name: List, arrayItem: { name: N, nillable: false, typeName: ArrayOfInt1 } } }
`;
const model = parseSpec(SPEC, "spec/nesting-level-results.yaml");
const imported = importWsdl(TEXT, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/n.yaml" });

/** What NestingLevelResults.cs returns. */
const GRID = [[1, 2], [], null];
const NAMES = ["a", null, "b"];
const NUMBERS = [1, 2];
const handlers: OperationHandlers = { GetGrid: () => GRID, GetNames: () => NAMES, GetNumbers: () => NUMBERS };

describe("the WSDL", () => {
  it("is generated from the spec byte for byte, the HTTP result elements numbered past the SOAP wrappers", () => {
    const text = renderWsdlDocument(model, ADDRESS);
    expect(text).toBe(TEXT);
    expect(text).toContain('<s:element name="ArrayOfArrayOfInt2" nillable="true" type="tns:ArrayOfArrayOfInt2" />');
    expect(text).toContain('<wsdl:part name="Body" element="tns:ArrayOfString1" />');
  });

  it("comes back from import byte for byte, each result's item rule in the spec", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain('result: { type: "int[][]", arrayItem: { name: R, items: { name: C } } }');
    expect(imported.yaml).toContain('result: { type: "int[]", name: List, arrayItem: { name: N, typeName: ArrayOfInt1 } }');
  });

  it("keeps the document's own names unnumbered in the model", () => {
    const grid = model.operations.find((o) => o.name === "GetGrid")!;
    expect(grid.wire.httpResultElement).toBe("ArrayOfArrayOfInt");
    expect(grid.result?.httpType).toMatchObject({ typeName: "ArrayOfArrayOfInt", itemElement: "ArrayOfInt", item: { itemElement: "int" } });
    expect(grid.result?.httpSchemaType).toMatchObject({ typeName: "ArrayOfArrayOfInt2", itemElement: "ArrayOfInt2" });
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 8 });
});

describe("the client reads the recorded answers", () => {
  it.each([
    ["GetGrid.soap11", "soap11", "GetGrid", GRID],
    ["GetGrid.httpget", "httpGet", "GetGrid", GRID],
    ["GetGrid.httppost", "httpPost", "GetGrid", GRID],
    ["GetNames.soap11", "soap11", "GetNames", NAMES],
    ["GetNames.httpget", "httpGet", "GetNames", NAMES],
    ["GetNames.httppost", "httpPost", "GetNames", NAMES],
    ["GetNumbers.soap11", "soap11", "GetNumbers", NUMBERS],
    ["GetNumbers.httpget", "httpGet", "GetNumbers", NUMBERS],
  ] as const)("%s", async (name, binding: BindingKind, operation, expected) => {
    const client = clientOfRecording(LAB, model, ADDRESS, name, binding);
    expect(await client.call(operation, {})).toEqual(expected);
  });
});
