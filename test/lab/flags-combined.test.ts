/**
 * [Flags] enums with members that name combinations (test/reference/lab/flags-combined/: the C#, its WSDL and live
 * exchanges): `YearEnd = Adjustment | Closing` and `All` after the single bits, `ReadWrite = 3` before them. The
 * WSDL lists the names only, so import numbers them by position (its comment says so) and the spec's author gives
 * the real values, which the spec now accepts for XmlSerializer too. XmlSerializer writes a value equal to a member
 * alone (`YearEnd` for 6, `All` for 15), else every member whose bits are set in declaration order until they cover
 * the value (`ReadWrite Read Write Delete` for 7); it reads any names, OR-ed. Found by the sweep2-types Ledger.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedResponse } from "../support/http-recording.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/flags-combined");
const WSDL_FILE = join(LAB, "wsdl/FlagsCombined.asmx@wsdl.xml");
const wsdl = readFileSync(WSDL_FILE, "utf8");
const imported = importWsdl(wsdl, {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/flags-combined.yaml",
});

/** The imported spec with FlagsCombined.cs's values, as its author writes them. */
const yaml = imported.yaml
  .replace("YearEnd: 16, All: 32", "YearEnd: 6, All: 15")
  .replace(
    "{ ReadWrite: 1, None: 2, Read: 4, Write: 8, Delete: 16 }",
    "{ ReadWrite: 3, None: 0, Read: 1, Write: 2, Delete: 4 }",
  );
const model = parseSpec(yaml, "spec/flags-combined.yaml");

const POSTING: Record<string, number> = {
  None: 0,
  Reversal: 1,
  Adjustment: 2,
  Closing: 4,
  Intercompany: 8,
  YearEnd: 6,
  All: 15,
};
const ACCESS: Record<string, number> = { ReadWrite: 3, None: 0, Read: 1, Write: 2, Delete: 4 };
/** A value's members from its number, as a handler might build it: every single bit set. */
const bitsOf = (members: Record<string, number>, v: number): string[] =>
  Object.keys(members).filter(
    (name) => members[name]! !== 0 && (members[name]! & (members[name]! - 1)) === 0 && (v & members[name]!) !== 0,
  );

const handlers: OperationHandlers = {
  Echo: ({ f }: { f: string[] }) => f,
  Value: ({ f }: { f: string[] }) => f.reduce((v, name) => v | POSTING[name]!, 0),
  FromValue: ({ v }: { v: number }) => bitsOf(POSTING, v),
  EchoAccess: ({ a }: { a: string[] }) => a,
  AccessFromValue: ({ v }: { v: number }) => bitsOf(ACCESS, v),
};

describe("import and the spec with the real values", () => {
  it("import numbers the names by position and says so; the WSDL comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain(
      "# The WSDL names the members only: bits follow declaration order (a first None is 0).",
    );
  });

  it("the spec takes members naming combinations, and the WSDL does not change", () => {
    expect(yaml).toContain("YearEnd: 6, All: 15");
    expect(renderWsdlDocument(model, /<soap:address location="([^"]+)"/.exec(wsdl)![1]!)).toBe(wsdl);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 10 });
});

describe("the client reads the recorded responses as .NET wrote them", () => {
  const cases: [string, string, unknown][] = [
    ["FromValue6.soap11", "FromValue", ["YearEnd"]],
    ["FromValue15.soap11", "FromValue", ["All"]],
    ["FromValue0.soap11", "FromValue", []],
    ["AccessFromValue3.soap11", "AccessFromValue", ["ReadWrite"]],
    ["AccessFromValue7.soap11", "AccessFromValue", ["ReadWrite", "Read", "Write", "Delete"]],
  ];
  for (const [name, operation, expected] of cases) {
    it(name, async () => {
      const client = clientOfRecording(LAB, model, "http://127.0.0.1/FlagsCombined.asmx", name, "soap11");
      expect(await client.call(operation, { v: 0 })).toEqual(expected);
    });
  }

  it("sends the names .NET would write: a combination's own name when the value is exactly it", async () => {
    const sent: string[] = [];
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/FlagsCombined.asmx",
      allowInsecureHttp: true,
      transport: async (request) => {
        sent.push(request.body ?? "");
        const recorded = readRecordedResponse(join(LAB, "exchanges", "ValueYearEnd.soap11.response.txt"))!;
        return { status: 200, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") };
      },
    });
    expect(await client.call("Value", { f: ["Closing", "Adjustment"] })).toBe(6);
    expect(await client.call("Value", { f: ["All"] })).toBe(6);
    expect(await client.call("Value", { f: ["Reversal", "YearEnd"] })).toBe(6);
    expect(sent.map((body) => /<f>([^<]*)<\/f>/.exec(body)![1])).toEqual([
      "YearEnd",
      "All",
      "Reversal Adjustment Closing",
    ]);
  });
});

describe("the generated fixtures pass through the server and the client", () => {
  passesFixtures(model, labFixtureSet(model, "flags-combined-"));
});
