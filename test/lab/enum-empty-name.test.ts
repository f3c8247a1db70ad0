/**
 * [XmlEnum("")] on an enum member, as the lab's ASMX published and answered it (test/reference/lab/enum-empty-name/:
 * the C#, its WSDL and live exchanges): `<s:enumeration value="" />`, the member written as an empty element
 * (`<Value />`, also in arrays and as a nullable's value) or attribute (`Kind=""`), `default=""` for a
 * [DefaultValue] of it. The spec names it `""` in `values`. Found by the sweep2-types Ledger (its Dimension).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/enum-empty-name");
const WSDL_FILE = join(LAB, "wsdl/EnumEmpty.asmx@wsdl.xml");
const wsdl = readFileSync(WSDL_FILE, "utf8");
const imported = importWsdl(wsdl, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/enum-empty.yaml" });
const model = imported.model;

/** Dimension's .NET member names, by wire name (EnumEmpty.Name returns d.ToString()). */
const CLR_NAMES: Record<string, string> = { "": "Unassigned", CC: "CostCentre", Region: "Region" };

const handlers: OperationHandlers = {
  Echo: ({ d }: { d: string }) => d,
  EchoTagged: ({ t }: { t: object }) => t,
  Make: ({ d }: { d: string }) => ({ kind: d, value: d, defaulted: d, all: [d, "CC", ""], maybe: d }),
  Name: ({ d }: { d: string }) => CLR_NAMES[d],
};

describe("import of the recorded WSDL", () => {
  it('comes back byte for byte, the member named ""', () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain('values: [ "", CC, Region ]');
    expect(imported.yaml).toContain('{ name: Defaulted, type: Dimension, default: "" }');
  });
});

describe("the server answers the recorded SOAP requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, {
    count: 8,
    failureTextIsDotNets: true,
    only: [
      "EchoEmpty.soap11",
      "EchoEndTag.soap11",
      "EchoCC.soap11",
      "EchoName.soap11",
      "MakeEmpty.soap11",
      "MakeRegion.soap11",
      "EchoTaggedEmpty.soap11",
      "NameEmpty.soap11",
    ],
  });
});

describe("the client reads the recorded responses", () => {
  const cases: [string, string, unknown][] = [
    ["EchoEmpty.soap11", "Echo", ""],
    ["EchoCC.soap11", "Echo", "CC"],
    ["MakeEmpty.soap11", "Make", { kind: "", value: "", defaulted: "", all: ["", "CC", ""], maybe: "" }],
    [
      "MakeRegion.soap11",
      "Make",
      { kind: "Region", value: "Region", defaulted: "Region", all: ["Region", "CC", ""], maybe: "Region" },
    ],
  ];
  for (const [name, operation, expected] of cases) {
    it(name, async () => {
      const client = clientOfRecording(LAB, model, "http://127.0.0.1/EnumEmpty.asmx", name, "soap11");
      expect(await client.call(operation, { d: "" })).toEqual(expected);
    });
  }
});

describe("the generated fixtures pass through the server and the client", () => {
  passesFixtures(model, labFixtureSet(model, "enum-empty-name-"));
});

describe("the Ledger of the sweep2-types folder, which met it", () => {
  it('imports byte for byte, its Dimension\'s first member "" and a [DefaultValue] of it', async () => {
    const folder = join(REPO_ROOT, "test/reference/lab/sweep2-types/wsdl/Ledger");
    const file = join(folder, "Ledger.asmx@wsdl.xml");
    const ledger = importWsdl(readFileSync(file, "utf8"), {
      source: file,
      schema: "spec.schema.json",
      specPath: "spec/ledger.yaml",
    });
    expect(ledger.byteEqual).toBe(true);
    expect(ledger.yaml).toContain('values: [ "", CC, PRJ, Region ]');
    expect(ledger.yaml).toContain('{ name: Dimension, type: Dimension, default: "" }');
  });
});

describe("refused where not recorded, positioned", () => {
  const spec = (service: string, enums: string): string =>
    `service: { name: S, namespace: "urn:s", endpoint: "http://x/S.asmx"${service} }\nenums:\n${enums}\noperations:\n  - { name: Op, fields: [{ name: f, type: F }], result: { type: F } }\n`;

  it("on a [Flags] enum", () => {
    expect(specErrorOf(spec("", '  F: { flags: true, values: { None: 0, "": 1, B: 2 } }'))).toBe(
      "spec/test.yaml:3:44: flags enum 'F': a member named '' ([XmlEnum(\"\")]) is not recorded on a [Flags] enum (its xs:list of names cannot show it)",
    );
  });

  it("in a WCF service", () => {
    expect(
      specErrorOf(
        spec(', wcf: { contracts: [{ name: IWcf, namespace: "urn:c", address: "" }] }', '  F: { values: ["", A] }'),
      ),
    ).toMatch(
      /^spec\/test\.yaml:3:\d+: enum 'F': a member named '' \(\[XmlEnum\(""\)\]\) is recorded for ASMX services only/,
    );
  });
});
