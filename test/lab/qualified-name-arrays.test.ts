/**
 * Arrays of XmlQualifiedName (`type: "QName[]"`), as the lab's ASMX published and answered them
 * (test/reference/lab/qualified-name-arrays/): `ArrayOfQName` of nillable `QName` items (members, parameters,
 * results), named items (`arrayItem`), and repeated items; each item declares its own `q{n}`, numbered through
 * the call, a null item nil. Import round-trips the WSDL; the server answers the recorded requests with the
 * recorded bytes (SOAP and the HTTP GET/POST documents); the client reads the recorded answers and writes what
 * XmlSerializer writes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/qualified-name-arrays");
const WSDL_FILE = join(LAB, "wsdl/QualifiedNameArrays.asmx@wsdl.xml");
const NS = "http://lab.example.com/qname-arrays";
const ENDPOINT = "http://127.0.0.1/QualifiedNameArrays.asmx";
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/qualified-name-arrays.yaml",
});
const model = imported.model;

/** Get() of QualifiedNameArrays.cs. */
const HOLDER = {
  names: [{ namespace: "urn:a", name: "a" }, { namespace: "urn:b", name: "b" }, null, { namespace: "urn:a", name: "c" }],
  flat: [
    { namespace: "urn:f", name: "f" },
    { namespace: "urn:f", name: "g" },
  ],
  items: [{ namespace: NS, name: "n" }],
};
const LIST = [
  { namespace: "urn:x", name: "x" },
  { namespace: "urn:y", name: "y" },
];
const handlers: OperationHandlers = {
  Get: () => HOLDER,
  Echo: ({ h }: { h: object }) => h,
  Names: ({ names }: { names: object }) => names,
  List: () => LIST,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says QName[] for the wrapped, named and repeated members, the parameter and the results", () => {
    expect(imported.yaml).toContain('- { name: Names, type: "QName[]" }');
    expect(imported.yaml).toContain('- { name: Flat, type: "QName[]", repeated: true }');
    expect(imported.yaml).toContain('- { name: Items, type: "QName[]", arrayItem: { name: N, typeName: ArrayOfQName1 } }');
    expect(imported.yaml).toMatch(/- name: Names\n\s+fields:\n\s+- \{ name: names, type: "QName\[\]" \}\n\s+result: \{ type: "QName\[\]" \}/);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 8, failureTextIsDotNets: true });
});

describe("the client", () => {
  it.each([
    ["Get.soap11", "Get", {}, HOLDER],
    ["Get.httpget", "Get", {}, HOLDER],
    ["List.soap11", "List", {}, LIST],
    ["List.httpget", "List", {}, LIST],
    ["List.httppost", "List", {}, LIST],
    [
      "Names.soap11",
      "Names",
      { names: [] },
      [{ namespace: "urn:y", name: "a" }, { namespace: "urn:y2", name: "b" }, { namespace: NS, name: "" }],
    ],
  ] as const)("reads %s", async (recording, operation, input, expected) => {
    const binding = recording.endsWith("httpget") ? "httpGet" : recording.endsWith("httppost") ? "httpPost" : "soap11";
    const client = clientOfRecording(LAB, model, ENDPOINT, recording, binding);
    expect(await client.call(operation, input)).toEqual(expected);
  });

  it("writes what XmlSerializer writes: a q{n} declared on each item, nil for null", async () => {
    const sent: string[] = [];
    const writer = new AsmxClientCore(descriptorOf(model), {
      endpoint: ENDPOINT,
      allowInsecureHttp: true,
      binding: "soap11",
      transport: async (request) => {
        sent.push(request.body ?? "");
        return { status: 500, contentType: "text/plain", body: "" };
      },
    });
    await writer.call("Echo", { h: HOLDER }).catch(() => undefined);
    const recorded = readFileSync(join(LAB, "exchanges/Get.soap11.response.txt"), "utf8");
    expect(sent[0]).toContain(`<h>${/<GetResult>([\s\S]*)<\/GetResult>/.exec(recorded)![1]!}</h>`);
    sent.length = 0;
    await writer.call("Names", { names: LIST }).catch(() => undefined);
    expect(sent[0]).toContain('<names><QName xmlns:q1="urn:x">q1:x</QName><QName xmlns:q2="urn:y">q2:y</QName></names>');
  });
});

describe("the generated fixtures pass through the server and the client", () => {
  passesFixtures(model, labFixtureSet(model, "qualified-name-arrays-"));
});
