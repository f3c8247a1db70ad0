/**
 * [DefaultValue] on members of every simple type, elements and attributes, as the lab's ASMX published and
 * answered it (test/reference/lab/default-value/: the C#, its WSDL and live exchanges): `default=""` on
 * strings, attributes with defaults, a Guid written even at its default, values equal to the default in
 * another lexical form left out.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/default-value");
const WSDL_FILE = join(LAB, "wsdl/DefaultValues.asmx@wsdl.xml");
const wsdl = readFileSync(WSDL_FILE, "utf8");
const imported = importWsdl(wsdl, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/default-values.yaml" });
const model = imported.model;

/** new Settings() of DefaultValues.cs. */
const DEFAULTS = {
  tag: "",
  version: 0,
  empty: "",
  letter: "x",
  count: 7,
  on: true,
  level: "Mid",
  perm: ["Read", "Write"],
  rate: "1.5",
  ratio: 2.5,
  day: "2020-01-02T00:00:00",
  id: "00000000-0000-0000-0000-000000000000",
  small: 3,
  big: -1n,
};
const CHANGED = {
  tag: "t",
  version: 1,
  empty: "e",
  letter: "y",
  count: 8,
  on: false,
  level: "High",
  perm: [],
  rate: "2",
  ratio: 3,
  day: "2021-03-04T00:00:00",
  id: "11111111-1111-1111-1111-111111111111",
  small: 4,
  big: 5n,
};

const handlers: OperationHandlers = {
  Defaults: () => DEFAULTS,
  Changed: () => CHANGED,
  Echo: ({ s }: { s: object }) => s,
  NullEmpty: () => ({ ...DEFAULTS, empty: null, letter: null }),
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("keeps every default, default=\"\" and the attributes' too", () => {
    for (const line of [
      '{ name: Empty, type: string, default: "" }',
      "{ name: Perm, type: Perm, default: Read Write }",
      "{ name: Day, type: dateTime, default: 2020-01-02T00:00:00 }",
      '{ name: Tag, type: string, attribute: true, default: "" }',
      '{ name: Version, type: int, attribute: true, default: "0" }',
    ]) {
      expect(imported.yaml).toContain(line);
    }
    expect(renderWsdlDocument(model, "x")).toContain('<s:attribute default="0" name="Version" type="s:int" />');
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 9 });
});

describe("the client reads the recorded responses", () => {
  const cases: [string, BindingKind, string, unknown][] = [
    ["Defaults.soap11", "soap11", "Defaults", DEFAULTS],
    ["Defaults.httpget", "httpGet", "Defaults", DEFAULTS],
    ["Changed.soap11", "soap11", "Changed", CHANGED],
    ["Changed.httpget", "httpGet", "Changed", CHANGED],
  ];
  for (const [name, binding, operation, expected] of cases) {
    it(name, async () => {
      const recorded = readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!;
      const client = new AsmxClientCore(descriptorOf(model), {
        endpoint: "http://127.0.0.1/DefaultValues.asmx",
        allowInsecureHttp: true,
        binding,
        transport: async () => ({ status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") }),
      });
      expect(await client.call(operation, {})).toEqual(expected);
    });
  }

  it("sends a value equal to its default as ASMX does: left out, but a Guid", async () => {
    const sent: string[] = [];
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/DefaultValues.asmx",
      allowInsecureHttp: true,
      transport: async (request) => {
        sent.push(request.body ?? "");
        const recorded = readRecordedResponse(join(LAB, "exchanges", "Echo.soap11.absent.response.txt"))!;
        return { status: 200, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") };
      },
    });
    await client.call("Echo", { s: { ...DEFAULTS, rate: "1.50", day: "2020-01-02T00:00:00Z", perm: ["Write", "Read"] } });
    expect(sent[0]).toContain("<s><Id>00000000-0000-0000-0000-000000000000</Id></s>");
  });
});
