/**
 * DataType on results and parameters, [XmlText(DataType)] and DataType with [DefaultValue], as the lab's ASMX
 * published and answered them (test/reference/lab/data-type-results/): the SOAP result of the data type
 * ([return: XmlElement(DataType)], [return: XmlArrayItem(DataType)]) while the HTTP GET/POST document keeps the
 * .NET type's default mapping (a time or a date as a whole dateTime, hexBinary as base64, an NMTOKEN unencoded,
 * ArrayOfString, ArrayOfDateTime); time and date parameters read over HTTP as DateTime.Parse does; an element's
 * text of a data type; a default written in its data type's form and compared after reading. Import round-trips
 * the WSDL; the server answers the recorded requests with the recorded bytes; the client reads the answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/data-type-results");
const WSDL_FILE = join(LAB, "wsdl/DataTypeResults.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/data-type-results.yaml",
});
const model = imported.model;
const ENDPOINT = "http://127.0.0.1/DataTypeResults.asmx";

const bytes = (...b: number[]) => new Uint8Array(b);
interface Defaults {
  token?: string;
  name?: string;
  lang?: string;
  count?: string;
  seen?: string;
}
/** GetTexts() of DataTypeResults.cs. */
const TEXTS = {
  token: { n: 1, value: " a  b " },
  name: { value: "a b" },
  time: { value: "13:14:15.0000000Z" },
  hex: { value: bytes(0, 171) },
  date: { value: "2024-02-29" },
};
const handlers: OperationHandlers = {
  // ASMX makes a UTC DateTime read over HTTP local (+00:00 at the lab's UTC); this runtime hands the zone on.
  Time: ({ t }: { t: string }) => (t.includes("T") ? t.replace(/Z$/, "+00:00") : t),
  Date: ({ d }: { d: string }) => d,
  Hex: ({ h }: { h: Uint8Array | null }) => h,
  Name: ({ s }: { s: string | null }) => s,
  Tokens: ({ s }: { s: (string | null)[] | null }) => s,
  // A UTC and a local DateTime of 2020-01-02 (whole dateTimes: the HTTP document carries the day).
  Times: () => ["2020-01-02T13:14:15.678Z", "2020-01-02T08:00:00+00:00"],
  GetTexts: () => TEXTS,
  EchoTexts: ({ t }: { t: object }) => t,
  EchoDefaults: ({ d }: { d: Defaults }) => ({ ...d, seen: `[${d.token}][${d.name}][${d.lang}][${d.count}]` }),
  GetDefaults: ({ changed }: { changed: boolean }) =>
    changed ? { token: "c", name: "p q", lang: "fr", count: "8" } : { token: "a b", name: "x y", lang: "en", count: "7" },
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says the data types of results, parameters, texts and defaults", () => {
    const yaml = imported.yaml;
    expect(yaml).toContain("- { name: t, type: dateTime, dataType: time }\n    result: { type: dateTime, dataType: time }");
    expect(yaml).toContain("result: { type: base64Binary, dataType: hexBinary }");
    expect(yaml).toContain("result: { type: string, dataType: NMTOKEN }");
    expect(yaml).toContain('result: { type: "dateTime[]", arrayItem: { dataType: time } }');
    expect(yaml).toContain("- { name: Value, type: string, text: true, dataType: token }");
    expect(yaml).toContain("- { name: Value, type: dateTime, text: true, dataType: time }");
    // The schema's default="x_x0020_y" is the NMTOKEN "x y".
    expect(yaml).toContain("- { name: Name, type: string, dataType: NMTOKEN, default: x y }");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  // Time.httpget was recorded on 2026-11-27: `t=13:14:15` is that day's (DateTime.Parse puts a time on today).
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T15:00:00Z"));
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  answersRecordings(LAB, model, handlers, { count: 27, failureTextIsDotNets: true });
});

describe("the client reads the recorded answers", () => {
  it.each([
    ["Time.soap11", "soap11", "Time", "11:14:15.5000000+00:00"],
    ["Time.httpget", "httpGet", "Time", "2026-11-27T13:14:15"],
    ["Date.soap11", "soap11", "Date", "2024-02-29"],
    ["Date.httpget", "httpGet", "Date", "2024-02-29"],
    ["Date.httppost", "httpPost", "Date", "2024-02-29T10:11:12"],
    ["Hex.soap11", "soap11", "Hex", bytes(0, 171)],
    ["Hex.httpget", "httpGet", "Hex", bytes(0, 171)],
    ["Name.soap11", "soap11", "Name", "a  b"],
    ["Name.httpget", "httpGet", "Name", " a b"],
    ["Tokens.soap11", "soap11", "Tokens", ["t 1", null, ""]],
    ["Tokens.httppost", "httpPost", "Tokens", ["a b", "c"]],
    ["Times.soap11", "soap11", "Times", ["13:14:15.6780000Z", "08:00:00.0000000+00:00"]],
    ["Times.httpget", "httpGet", "Times", ["2020-01-02T13:14:15.678Z", "2020-01-02T08:00:00+00:00"]],
    ["GetTexts.soap11", "soap11", "GetTexts", { ...TEXTS, token: { n: 1, value: "a  b" } }],
    ["GetTexts.httpget", "httpGet", "GetTexts", { ...TEXTS, token: { n: 1, value: "a  b" } }],
    ["GetDefaults.soap11", "soap11", "GetDefaults", { token: "a b", name: "x y", lang: "en", count: "7" }],
    ["GetDefaults.httppost.changed", "httpPost", "GetDefaults", { token: "c", name: "p q", lang: "fr", count: "8" }],
  ] as const)("%s", async (name, binding, op, expected) => {
    const client = clientOfRecording(LAB, model, ENDPOINT, name, binding as BindingKind);
    const input = op === "Time" ? { t: "13:14:15" } : op === "Date" ? { d: "2024-02-29" } : op === "Hex" ? { h: bytes(1) } : op === "GetDefaults" ? { changed: false } : { s: null };
    expect(await client.call(op, input)).toEqual(expected);
  });
});

describe("the fixtures", () => {
  passesFixtures(model, labFixtureSet(model, "data-type-results-"));
});

describe("the spec", () => {
  const spec = (result: string) => `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
operations:
  - name: Get
    fields: []
    result: ${result}
`;
  it("refuses a result data type on another type, at the data type", () => {
    expect(specErrorOf(spec("{ type: int, dataType: token }"))).toBe(
      "spec/test.yaml:5:36: a data type (s:token) applies to a string result, not int",
    );
    expect(specErrorOf(spec('{ type: "string[]", dataType: token }'))).toContain("a wrapped array's items take theirs from 'arrayItem: { dataType: token }'");
  });
});
