/**
 * A web method result, or out parameter, that is a choice of classes without a common base and without
 * [XmlChoiceIdentifier], as the lab's ASMX published and answered it (test/reference/lab/choice-classes: Pick over
 * SOAP 1.1 and HTTP GET; test/reference/lab/choice-classes-result: SOAP 1.2, HTTP POST, PickOut).
 * `[return: XmlElement(typeof(Pallet)), XmlElement(typeof(Drum))] object Pick(int kind)` is the class's element in
 * the response wrapper (no result element; nothing for null), and its value names its element, `{ $element, value }`.
 * HTTP GET/POST publish it with .NET's object document, `<anyType>`, whose serializer knows neither class: null is
 * `<anyType xsi:nil="true">`, a class a 500 "was not expected", here as there. The spec says
 * `result: { type: object, choice }`; the WSDL is the recording's byte for byte, import round-trips it, the server
 * answers the recorded requests with the recorded bytes and the client reads the recorded responses.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { typesEmitter } from "../../generator/emit/types-module.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen } from "../../runtime/src/server/node.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest, sendRaw, withHost } from "../support/http-recording.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const FIRST = join(REPO_ROOT, "test/reference/lab/choice-classes");
const LAB = join(REPO_ROOT, "test/reference/lab/choice-classes-result");
const WSDL_FILE = join(FIRST, "wsdl-result/ChoiceResult.asmx@wsdl.xml");
const ENDPOINT = "http://127.0.0.1:56475/ChoiceResult.asmx";
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/choice-result.yaml" });
const model = imported.model;

/** Pick(kind) of ChoiceClasses.cs. */
const pick = (kind: number): object | null =>
  kind === 0 ? { $element: "Pallet", value: { sscc: "p", weight: "2" } } : kind === 1 ? { $element: "Drum", value: { litres: "3" } } : null;
const handlers: OperationHandlers = { Pick: ({ kind }: { kind: number }) => pick(kind) };

const PALLET = "{ name: Pallet, type: Pallet }";
const DRUM = "{ name: Drum, type: Drum }";
const MORE_WSDL = join(LAB, "wsdl/ChoiceResultMore.asmx@wsdl.xml");
const MORE_ENDPOINT = "http://127.0.0.1:44329/ChoiceResultMore.asmx";
const more = importWsdl(readFileSync(MORE_WSDL, "utf8"), { source: MORE_WSDL, schema: "spec.schema.json", specPath: "spec/choice-result-more.yaml" });
const moreModel = more.model;
/** Many(kind) of ChoiceClassesResult.cs; its null item is left out by ASMX (XmlSerializer has no element for it). */
const many = (kind: number, nullItem = false): (object | null)[] | null =>
  kind === 0
    ? [
        { $element: "Pallet", value: { sscc: "p", weight: "2" } },
        { $element: "Drum", value: { litres: "3" } },
        ...(nullItem ? [null] : []),
        { $element: "Pallet", value: { weight: "0" } },
      ]
    : kind === 1
      ? []
      : null;
const moreHandlers: OperationHandlers = {
  PickMany: ({ kind }: { kind: number }) => many(kind, true),
  PickArray: ({ kind }: { kind: number }) => many(kind, true),
  PickOut: ({ kind }: { kind: number }) => ({ result: `r${kind}`, item: pick(kind) }),
};

describe("the result form: spec, WSDL and import", () => {
  it("import reads the result as a choice of classes", () => {
    expect(imported.yaml).toContain(`result: { type: object, choice: [ ${PALLET}, ${DRUM} ] }`);
  });

  it("comes back byte for byte (import, then generate)", () => {
    expect(imported.byteEqual).toBe(true);
    expect(renderWsdlSet(model, ENDPOINT)[0]!.text).toBe(readFileSync(WSDL_FILE, "utf8"));
  });

  it("the spec written by hand gives the same WSDL", () => {
    const spec = `service: { name: ChoiceResult, namespace: "http://lab.example.com/choice-classes", endpoint: "${ENDPOINT}" }
types:
  Pallet: { fields: [ { name: Sscc, type: string }, { name: Weight, type: decimal } ] }
  Drum: { fields: [ { name: Litres, type: decimal } ] }
operations:
  - name: Pick
    fields: [ { name: kind, type: int } ]
    result: { type: object, choice: [ ${PALLET}, ${DRUM} ] }
`;
    expect(renderWsdlSet(parseSpec(spec, "spec/x.yaml"), ENDPOINT)[0]!.text).toBe(readFileSync(WSDL_FILE, "utf8"));
  });

  it("the object[] forms and the out parameter: import reads them, and the WSDL comes back byte for byte", () => {
    expect(more.yaml).toContain(`result: { type: "object[]", repeated: true, choice: [ ${PALLET}, ${DRUM} ] }`);
    expect(more.yaml).toContain(`result: { type: "object[]", arrayItem: { choice: [ ${DRUM}, ${PALLET} ] } }`);
    expect(more.yaml).toContain(`- { name: Item, type: object, choice: [ ${PALLET}, ${DRUM} ] }`);
    expect(more.byteEqual).toBe(true);
    expect(renderWsdlSet(moreModel, MORE_ENDPOINT)[0]!.text).toBe(readFileSync(MORE_WSDL, "utf8"));
  });

  it("types the result as naming its element", () => {
    const types = typesEmitter.emit(model, { packageName: "p", generatorVersion: "0" }).map((f) => f.content).join("\n");
    expect(types).toMatch(/\{ \$element: "Pallet"; value: Pallet \} \| \{ \$element: "Drum"; value: Drum \}/);
  });
});

describe("the server answers the recorded Pick requests with the recorded bytes (SOAP 1.1, HTTP GET)", () => {
  answersRecordings(FIRST, model, handlers, {
    count: 5,
    only: ["Pick.httpget.null", "Pick.httpget.pallet", "Pick.soap11.drum", "Pick.soap11.null", "Pick.soap11.pallet"],
    failureTextIsDotNets: true,
  });
});

describe("the server answers the recorded Pick requests with the recorded bytes (SOAP 1.2, HTTP GET and POST)", () => {
  answersRecordings(LAB, model, handlers, {
    count: 6,
    only: ["Pick.httpget.drum", "Pick.httppost.drum", "Pick.httppost.null", "Pick.soap12.drum", "Pick.soap12.null", "Pick.soap12.pallet"],
    failureTextIsDotNets: true,
  });
});

describe("the server's 500 for a class over HTTP GET/POST", () => {
  it("says .NET's reason (debug: true shows it)", async () => {
    const server = createAsmxServer(descriptorOf(model), handlers, () => "", { debug: true });
    const listening = await listen(server);
    try {
      const url = new URL(listening.url);
      for (const [lab, exchange, type] of [
        [FIRST, "Pick.httpget.pallet", "Pallet"],
        [LAB, "Pick.httppost.drum", "Drum"],
      ] as const) {
        const request = readRecordedRequest(join(lab, `exchanges/${exchange}.request.txt`));
        const response = await sendRaw(Number(url.port), withHost(request, url.host));
        expect(response.status).toBe(500);
        expect(response.body.toString("utf8")).toContain(`The type ${type} was not expected`);
      }
    } finally {
      await listening.close();
    }
  });

  it("and for a class item of ArrayOfAnyType (PickMany, PickArray)", async () => {
    const listening = await listen(createAsmxServer(descriptorOf(moreModel), moreHandlers, () => "", { debug: true }));
    try {
      const url = new URL(listening.url);
      for (const exchange of ["PickMany.httpget.full", "PickArray.httpget.full"]) {
        const request = readRecordedRequest(join(LAB, `exchanges/${exchange}.request.txt`));
        const response = await sendRaw(Number(url.port), withHost(request, url.host));
        expect(response.status).toBe(500);
        expect(response.body.toString("utf8")).toContain("The type Pallet was not expected");
      }
    } finally {
      await listening.close();
    }
  });
});

describe("the server answers the recorded PickMany, PickArray and PickOut requests with the recorded bytes", () => {
  const only = [
    ...["soap11.full", "soap11.empty", "soap11.null", "soap12.full", "httpget.full", "httpget.empty", "httpget.null", "httppost.empty"].map((n) => `PickMany.${n}`),
    ...["soap11.full", "soap11.empty", "soap11.null", "soap12.full", "httpget.full", "httpget.empty", "httpget.null", "httppost.null"].map((n) => `PickArray.${n}`),
    ...["soap11.pallet", "soap11.drum", "soap11.null", "soap12.pallet", "httpget.pallet"].map((n) => `PickOut.${n}`),
  ];
  answersRecordings(LAB, moreModel, moreHandlers, { count: 21, only, failureTextIsDotNets: true });
});

describe("the client reads the recorded responses", () => {
  const clientFor = (lab: string, name: string, binding: BindingKind) => clientOfRecording(lab, model, ENDPOINT, name, binding);
  it.each([
    [FIRST, "Pick.soap11.pallet", "soap11", 0],
    [FIRST, "Pick.soap11.drum", "soap11", 1],
    [FIRST, "Pick.soap11.null", "soap11", 2],
    [LAB, "Pick.soap12.pallet", "soap12", 0],
    [LAB, "Pick.soap12.null", "soap12", 2],
    [FIRST, "Pick.httpget.null", "httpGet", 2],
    [LAB, "Pick.httppost.null", "httpPost", 2],
  ] as const)("%s %s", async (lab, name, binding, kind) => {
    expect(await clientFor(lab, name, binding).call("Pick", { kind })).toEqual(pick(kind));
  });

  it("reports ASMX's 500 for a class over HTTP GET", async () => {
    await expect(clientFor(FIRST, "Pick.httpget.pallet", "httpGet").call("Pick", { kind: 0 })).rejects.toThrow(/The type Lab\.Pallet was not expected/);
  });

  const moreClient = (name: string, binding: BindingKind) => clientOfRecording(LAB, moreModel, MORE_ENDPOINT, name, binding);
  it.each([
    ["PickOut.soap11.pallet", "soap11", 0],
    ["PickOut.soap11.drum", "soap11", 1],
    ["PickOut.soap11.null", "soap11", 2],
    ["PickOut.soap12.pallet", "soap12", 0],
  ] as const)("%s", async (name, binding, kind) => {
    expect(await moreClient(name, binding).call("PickOut", { kind })).toEqual({ result: `r${kind}`, item: pick(kind) });
  });

  it.each([
    ["PickMany.soap11.full", "soap11", 0, many(0)],
    ["PickMany.soap12.full", "soap12", 0, many(0)],
    // Nothing in the wrapper, for an empty array as for null: read as null, as XmlSerializer reads it.
    ["PickMany.soap11.empty", "soap11", 1, null],
    ["PickMany.soap11.null", "soap11", 2, null],
    ["PickMany.httpget.empty", "httpGet", 1, []],
    ["PickMany.httpget.null", "httpGet", 2, null],
    ["PickMany.httppost.empty", "httpPost", 1, []],
  ] as const)("%s", async (name, binding, kind, expected) => {
    expect(await moreClient(name, binding).call("PickMany", { kind })).toEqual(expected);
  });

  it.each([
    ["PickArray.soap11.full", "soap11", 0, many(0)],
    ["PickArray.soap12.full", "soap12", 0, many(0)],
    ["PickArray.soap11.empty", "soap11", 1, []],
    ["PickArray.soap11.null", "soap11", 2, null],
    ["PickArray.httpget.empty", "httpGet", 1, []],
    ["PickArray.httpget.null", "httpGet", 2, null],
    ["PickArray.httppost.null", "httpPost", 2, null],
  ] as const)("%s", async (name, binding, kind, expected) => {
    expect(await moreClient(name, binding).call("PickArray", { kind })).toEqual(expected);
  });

  it.each([
    ["PickMany.httpget.full", "PickMany"],
    ["PickArray.httpget.full", "PickArray"],
  ] as const)("reports ASMX's 500 for %s", async (name, operation) => {
    await expect(moreClient(name, "httpGet").call(operation, { kind: 0 })).rejects.toThrow(/The type Lab\.Pallet was not expected/);
  });
});

describe("the generated fixtures pass through the server and client (Pick)", () => {
  passesFixtures(model, labFixtureSet(model, "choice-classes-result-"));
});

describe("the generated fixtures pass through the server and client (PickMany, PickArray, PickOut)", () => {
  passesFixtures(moreModel, labFixtureSet(moreModel, "choice-classes-more-"));
});

describe("the spec form", () => {
  const spec = (result: string, out = "") =>
    [
      'service: { name: S, namespace: "http://e.example.com/", endpoint: "https://h/S.asmx" }',
      "types:",
      "  P: { fields: [ { name: A, type: string } ] }",
      "  D: { fields: [ { name: B, type: int } ] }",
      "operations:",
      "  - name: Go",
      "    fields: [ { name: x, type: int } ]",
      `    result: ${result}`,
      ...(out ? [`    out: ${out}`] : []),
      "",
    ].join("\n");

  it("takes a result and an out parameter of classes alone", () => {
    expect(specErrorOf(spec("{ type: object, choice: [ { name: P, type: P }, { name: D, type: D } ] }"))).toBe("no error");
    expect(specErrorOf(spec("{ type: string }", "[ { name: u, type: object, choice: [ { name: P, type: P }, { name: D, type: D } ] } ]"))).toBe("no error");
    expect(specErrorOf(spec('{ type: "object[]", repeated: true, choice: [ { name: P, type: P }, { name: D, type: D } ] }'))).toBe("no error");
    expect(specErrorOf(spec('{ type: "object[]", arrayItem: { choice: [ { name: P, type: P }, { name: D, type: D } ] } }'))).toBe("no error");
  });

  it("refuses a repeated out parameter of classes alone (not recorded), positioned", () => {
    expect(specErrorOf(spec("{ type: string }", '[ { name: u, type: "object[]", repeated: true, choice: [ { name: P, type: P }, { name: D, type: D } ] } ]'))).toMatch(
      /spec\/test\.yaml:9:\d+: .*a repeated out parameter of a choice of classes alone has not been asked of the lab yet/,
    );
  });
});
