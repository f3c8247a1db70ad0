/**
 * An XmlQualifiedName result over HTTP GET and POST, as the lab's ASMX published and answered it
 * (test/reference/lab/qualified-name-http/): methods without parameters are offered, their result document the
 * global `QName` element (`ArrayOfQName` for an array); a lone QName's document declares its prefix before the
 * namespace and has no xsd/xsi declarations unless the name is in no namespace. A QName parameter is no form
 * field. Import round-trips the WSDL; the server answers the recorded requests with the recorded bytes; the
 * client reads the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { labFixtureSet, passesFixtures } from "../support/lab-fixtures.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/qualified-name-http");
const WSDL_FILE = join(LAB, "wsdl/QualifiedNameHttp.asmx@wsdl.xml");
const NS = "http://lab.example.com/qname-http";
const ENDPOINT = "http://127.0.0.1/QualifiedNameHttp.asmx";
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/qualified-name-http.yaml",
});
const model = imported.model;

const RESULTS = {
  Get: { namespace: "urn:r", name: "r" },
  Same: { namespace: NS, name: "s" },
  None: { namespace: "", name: "n" },
  List: [{ namespace: "urn:x", name: "x" }],
} as const;
const handlers: OperationHandlers = {
  Get: () => RESULTS.Get,
  Same: () => RESULTS.Same,
  None: () => RESULTS.None,
  List: () => RESULTS.List,
  Take: ({ name }: { name?: { namespace: string; name: string } }) => (name ? `${name.namespace}:${name.name}` : "null"),
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
  });

  it("offers the QName results over HTTP GET, not Take, whose QName parameter is no form field", () => {
    const wsdl = renderWsdlSet(model, "http://h/QualifiedNameHttp.asmx")[0]!.text;
    expect(wsdl).toContain('<s:element name="QName" nillable="true" type="s:QName" />');
    const httpGet = wsdl.match(/<wsdl:portType name="QualifiedNameHttpHttpGet">[\s\S]*?<\/wsdl:portType>/)![0];
    for (const name of ["Get", "Same", "None", "List"]) expect(httpGet).toContain(`<wsdl:operation name="${name}">`);
    expect(httpGet).not.toContain('<wsdl:operation name="Take">');
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 11, failureTextIsDotNets: true });
});

describe("the client", () => {
  it.each(["Get", "Same", "None", "List"] as const)("reads %s's documents over HTTP GET and POST and its SOAP answer", async (operation) => {
    for (const [suffix, binding] of [
      ["httpget", "httpGet"],
      ["httppost", "httpPost"],
    ] as const) {
      const client = clientOfRecording(LAB, model, ENDPOINT, `${operation}.${suffix}`, binding);
      expect(await client.call(operation, {})).toEqual(RESULTS[operation]);
    }
  });

  it.each(["Get", "None"] as const)("reads %s over SOAP", async (operation) => {
    const client = clientOfRecording(LAB, model, ENDPOINT, `${operation}.soap11`, "soap11");
    expect(await client.call(operation, {})).toEqual(RESULTS[operation]);
  });
});

describe("the generated fixtures pass through the server and the client", () => {
  passesFixtures(model, labFixtureSet(model, "qualified-name-http-"));
});
