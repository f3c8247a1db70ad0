/**
 * XmlQualifiedName as a class's [XmlText] (`{ type: QName, text: true }`), as the lab's ASMX published and answered
 * it (test/reference/lab/qualified-name-text/): simple content extending s:QName; the prefix declared after the
 * class's attributes (`<GetResult Label="l" xmlns:q1="urn:v">q1:v</GetResult>`); read untrimmed with the
 * element's declarations, no text no name. Import round-trips the WSDL; the server answers the recorded requests
 * with the recorded bytes; the client reads the recorded answers and writes what XmlSerializer writes.
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

const LAB = join(REPO_ROOT, "test/reference/lab/qualified-name-text");
const WSDL_FILE = join(LAB, "wsdl/QualifiedNameText.asmx@wsdl.xml");
const ENDPOINT = "http://127.0.0.1/QualifiedNameText.asmx";
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/qualified-name-text.yaml",
});
const model = imported.model;
const TAGGED = { label: "l", value: { namespace: "urn:v", name: "v" } };
const handlers: OperationHandlers = {
  Get: () => TAGGED,
  Echo: ({ t }: { t: object }) => t,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says a QName text beside the attribute", () => {
    expect(imported.yaml).toContain("- { name: Value, type: QName, text: true }");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 6, failureTextIsDotNets: true });
});

describe("the client", () => {
  it.each([
    ["Get.soap11", "Get", TAGGED],
    ["Get.httpget", "Get", TAGGED],
    ["Echo.soap11", "Echo", { label: "m", value: { namespace: "urn:y", name: "v" } }],
    ["Echo.soap11.empty", "Echo", { label: "m" }],
  ] as const)("reads %s", async (recording, operation, expected) => {
    const binding = recording.endsWith("httpget") ? "httpGet" : "soap11";
    const client = clientOfRecording(LAB, model, ENDPOINT, recording, binding);
    expect(await client.call(operation, operation === "Echo" ? { t: {} } : {})).toEqual(expected);
  });

  it("writes the prefix's declaration after the attributes, as the recorded response has it", async () => {
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
    await writer.call("Echo", { t: { label: "m", value: { namespace: "urn:y", name: "v" } } }).catch(() => undefined);
    expect(sent[0]).toContain('<t Label="m" xmlns:q1="urn:y">q1:v</t>');
  });
});

describe("the generated fixtures pass through the server and the client", () => {
  passesFixtures(model, labFixtureSet(model, "qualified-name-text-"));
});
