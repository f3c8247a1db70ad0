/**
 * [DefaultValue] on parameters, as the lab's ASMX published and answered it (test/reference/lab/parameter-defaults,
 * found by the session-18 sweep): the request wrapper's element says `minOccurs="0" default="..."` and nothing else
 * follows: an absent parameter reads as its .NET type's default (0, null, an enum's first value), the client always
 * sends it, HTTP GET still requires it. A default on a result or out parameter is refused (the lab's
 * XmlSerializer cannot write that response), in the spec and at its element by import.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { ImportError } from "../../generator/import/import-error.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, callsOnEveryBinding, sentByClient } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/parameter-defaults");
const wsdlOf = (service: string) => {
  const file = join(LAB, `wsdl/${service}/${service}.asmx@wsdl.xml`);
  const text = readFileSync(file, "utf8");
  return { file, text, address: /<soap:address location="([^"]+)"/.exec(text)![1]! };
};
const take = wsdlOf("ParameterDefaults");

const SPEC = `service: { name: ParameterDefaults, namespace: "http://lab.example.com/parameter-defaults", endpoint: "${take.address}" }
enums:
  Kind: { values: [A, B, C] }
operations:
  - name: Take
    fields:
      - { name: year, type: int }
      - { name: max, type: int, default: "100" }
      - { name: s, type: string, default: "x" }
      - { name: k, type: Kind, default: "B" }
    result: { type: string }
`;
const model = parseSpec(SPEC, "spec/parameter-defaults.yaml");

/** What ParameterDefaults.cs's Take does. */
const handlers: OperationHandlers = {
  Take: ({ year, max, s, k }: { year: number; max: number; s: string | null; k: string }) => `${year}:${max}:${s ?? "null"}:${k}`,
};

describe("the WSDL", () => {
  it("is generated from the spec byte for byte", () => {
    expect(renderWsdlDocument(model, take.address)).toBe(take.text);
    expect(take.text).toContain('<s:element minOccurs="0" maxOccurs="1" default="100" name="max" type="s:int" />');
  });
  it("comes back from import byte for byte", () => {
    const imported = importWsdl(take.text, { source: take.file, schema: "spec.schema.json", specPath: "spec/parameter-defaults.yaml" });
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain('- { name: max, type: int, default: "100" }');
    expect(imported.yaml).toContain('- { name: k, type: Kind, default: B }');
  });
  it("says the default in the schema only: the descriptor's parameter has none", () => {
    const max = model.operations[0]!.fields[1]!;
    expect(max).toMatchObject({ schemaDefault: "100", occurs: { min: "0", max: "1" } });
    expect(max.default).toBeUndefined();
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, {
    count: 5,
    only: ["TakeAbsent.soap11", "TakeDefaults.soap11", "TakeOthers.soap11", "TakeAbsent.httpget", "TakeDefaults.httpget"],
    failureTextIsDotNets: true,
  });
});

describe("the client", () => {
  it("sends a parameter equal to its default (ASMX would read an absent one as 0)", async () => {
    const { sent, value } = await sentByClient(LAB, model, take.address, "TakeDefaults.soap11", "soap11", "Take", { year: 2, max: 100, s: "x", k: "B" });
    expect(sent).toContain("<Take xmlns=\"http://lab.example.com/parameter-defaults\"><year>2</year><max>100</max><s>x</s><k>B</k></Take>");
    expect(value).toBe("2:100:x:B");
  });
  it("and a server of the spec agree on every binding", async () => {
    await callsOnEveryBinding(model, handlers, ["soap11", "soap12", "httpGet", "httpPost"], [["Take", { year: 1, max: 100, s: "x", k: "B" }, "1:100:x:B"], ["Take", { year: 1, max: 3, s: "y", k: "C" }, "1:3:y:C"]]);
  });
});

describe("refused", () => {
  it("a default on an out parameter, in the spec", () => {
    const spec = SPEC.replace("    result: { type: string }\n", "    out: [{ name: label, type: string, default: d }]\n");
    expect(specErrorOf(spec)).toContain("a default value on an out parameter has not been recorded");
  });
  it("a default on a result, by import at the element", () => {
    const give = wsdlOf("ResultDefaults");
    let error: unknown;
    try {
      importWsdl(give.text, { source: give.file, schema: "spec.schema.json", specPath: "spec/result-defaults.yaml" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ImportError);
    expect(String((error as Error).message)).toMatch(/ResultDefaults\.asmx@wsdl\.xml:\d+:\d+: s:element default: a default value on a result or out parameter/);
  });
});
