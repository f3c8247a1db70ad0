/**
 * [SoapDocumentMethod(Action)], as the lab's ASMX published and answered it (test/reference/lab/soap-action/):
 * the method's SOAPAction in both SOAP bindings is the given one; requests are routed by it over SOAP 1.1 and
 * 1.2, the default action is refused (soap:Client), and the wrappers and the HTTP path keep the method's name.
 * Import round-trips the WSDL; the server answers the recorded requests; the client sends the action and reads
 * the recorded answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";
import { specErrorOf } from "../support/spec-error.js";

const LAB = join(REPO_ROOT, "test/reference/lab/soap-action");
const WSDL_FILE = join(LAB, "wsdl/SoapAction.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/soap-action.yaml" });
const model = imported.model;

/** What SoapAction.cs does. */
const handlers: OperationHandlers = {
  Get: ({ k }: { k: string }) => `g:${k}`,
  Plain: ({ p }: { p: string }) => `p:${p}`,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte, the action in the spec", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("soapAction: urn:custom:get");
    expect(imported.yaml.match(/soapAction/g)).toHaveLength(1);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 4, failureTextIsDotNets: true });
});

describe("the client", () => {
  it.each([
    ["Get.soap11", "soap11", "one", 'soapaction: "urn:custom:get"'],
    ["Get.soap12", "soap12", "two", 'content-type: application/soap+xml; charset=utf-8; action="urn:custom:get"'],
    ["Get.httpget", "httpGet", "three", undefined],
  ] as const)("sends the action and reads %s", async (name, binding: BindingKind, k, header) => {
    const recorded = readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!;
    const sent: string[] = [];
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/SoapAction.asmx",
      allowInsecureHttp: true,
      binding,
      transport: async (request) => {
        sent.push(request.headers.map(([n, v]) => `${n.toLowerCase()}: ${v}`).join("\n"));
        return { status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") };
      },
    });
    expect(await client.call("Get", { k })).toBe(`g:${k}`);
    if (header) expect(sent[0]).toContain(header);
  });
});

describe("the spec refuses", () => {
  it("a SOAPAction another operation has", () => {
    const spec = `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
operations:
  - { name: A, fields: [], result: { type: int } }
  - { name: B, soapAction: "urn:s/A", fields: [], result: { type: int } }
`;
    expect(specErrorOf(spec)).toContain("operation 'B' has the SOAPAction 'urn:s/A' of operation 'A'");
  });
});
