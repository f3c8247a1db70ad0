/**
 * XmlQualifiedName parameters and results of bare methods (SoapParameterStyle.Bare), as the lab's ASMX published
 * and answered them (test/reference/lab/qualified-name-bare/): each a global element of s:QName, the result's
 * prefix declared before its namespace (`<NameResult xmlns:q1="urn:y" xmlns="...">q1:n</NameResult>`). Neither
 * method is offered over HTTP GET/POST, whose port types ASMX still publishes, empty: the imported spec lists the
 * service's bindings, which publishes them so. Import round-trips the WSDL; the server answers the recorded
 * requests with the recorded bytes; the client reads the recorded answers and writes the recorded request's form.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { REPO_ROOT } from "../support/paths.js";
import { parseSpec } from "../../generator/spec/load.js";

const LAB = join(REPO_ROOT, "test/reference/lab/qualified-name-bare");
const WSDL_FILE = join(LAB, "wsdl/QualifiedNameBare.asmx@wsdl.xml");
const NS = "http://lab.example.com/qname-bare";
const ENDPOINT = "http://127.0.0.1/QualifiedNameBare.asmx";
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/qualified-name-bare.yaml",
});
const model = imported.model;
const handlers: OperationHandlers = {
  Name: ({ name }: { name: object }) => name,
  Other: () => ({ namespace: "urn:o", name: "o" }),
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("says bare QName methods and lists the four bindings (the HTTP ones offer nothing)", () => {
    expect(imported.yaml).toContain("  bindings: [ soap11, soap12, httpGet, httpPost ]\n");
    expect(imported.yaml).toMatch(/- name: Name\n\s+fields:\n\s+- \{ name: name, type: QName \}\n\s+parameterStyle: bare\n\s+result: \{ type: QName \}/);
  });

  it("publishes an empty HTTP port type only for a binding the service lists", () => {
    const listed = renderWsdlSet(model, "http://h/Q.asmx")[0]!.text;
    expect(listed).toContain('<wsdl:portType name="QualifiedNameBareHttpGet" />');
    expect(listed).toContain('<wsdl:binding name="QualifiedNameBareHttpPost" type="tns:QualifiedNameBareHttpPost">\n    <http:binding verb="POST" />\n  </wsdl:binding>');
    const unlisted = renderWsdlSet(parseSpec(imported.yaml.replace("  bindings: [ soap11, soap12, httpGet, httpPost ]\n", ""), "spec/q.yaml"), "http://h/Q.asmx")[0]!.text;
    expect(unlisted).not.toContain("HttpGet");
    expect(unlisted).not.toContain("HttpPost");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 4, failureTextIsDotNets: true });
});

describe("the client", () => {
  it.each([
    ["Name.soap11", "Name", { namespace: "urn:y", name: "n" }],
    ["Name.soap11.same", "Name", { namespace: NS, name: "n" }],
    ["Other.soap11", "Other", { namespace: "urn:o", name: "o" }],
  ] as const)("reads %s", async (recording, operation, expected) => {
    const client = clientOfRecording(LAB, model, ENDPOINT, recording, "soap11");
    expect(await client.call(operation, { [operation === "Name" ? "name" : "other"]: { namespace: "", name: "x" } })).toEqual(expected);
  });

  it("writes the parameter as the result is written: its prefix before the namespace", async () => {
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
    await writer.call("Name", { name: { namespace: "urn:y", name: "n" } }).catch(() => undefined);
    expect(sent[0]).toContain(`<soap:Body><name xmlns:q1="urn:y" xmlns="${NS}">q1:n</name></soap:Body>`);
  });
});

describe("the generated fixtures pass through the server and the client", () => {
  passesFixtures(model, labFixtureSet(model, "qualified-name-bare-"));
});
