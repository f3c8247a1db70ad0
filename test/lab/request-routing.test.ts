/**
 * [SoapDocumentService(RoutingStyle = RequestElement)], as the lab's ASMX published and answered it
 * (test/reference/lab/request-routing/): the WSDL keeps each method's action (methods may share `""`), SOAP
 * requests are routed by their body element whatever SOAPAction or action they send, and an unknown element is a
 * client fault. Import reads the shared action as this routing style and round-trips the WSDL; the server answers
 * the recorded requests; the client sends the empty action and reads the recorded answers.
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

const LAB = join(REPO_ROOT, "test/reference/lab/request-routing");
const WSDL_FILE = join(LAB, "wsdl/RequestRouting.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/request-routing.yaml" });
const model = imported.model;

/** What RequestRouting.cs does. */
const handlers: OperationHandlers = {
  Get: ({ k }: { k: string }) => `g:${k}`,
  Add: ({ a, b }: { a: number; b: number }) => a + b,
  Echo: ({ s }: { s: string }) => `e:${s}`,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte, routed by request element, the empty actions in the spec", () => {
    expect(imported.byteEqual).toBe(true);
    expect(imported.yaml).toContain("routingStyle: requestElement");
    expect(imported.yaml.match(/soapAction: ""/g)).toHaveLength(2);
    expect(model.routingStyle).toBe("requestElement");
    expect(descriptorOf(model).routing).toBe("requestElement");
  });

  it("reads one empty action alone as SOAPAction routing (ASMX routes SOAPAction \"\" to it)", () => {
    const text = readFileSync(WSDL_FILE, "utf8").replace(/(<wsdl:operation name="Echo">\s*<soap(?:12)?:operation soapAction=)""/g, '$1"urn:echo"');
    expect(text.match(/soapAction="urn:echo"/g)).toHaveLength(2);
    const single = importWsdl(text, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/request-routing.yaml" });
    expect(single.byteEqual).toBe(true);
    expect(single.yaml).not.toContain("routingStyle");
    expect(single.model.routingStyle).toBe("soapAction");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 12, failureTextIsDotNets: true });
});

describe("the server's fault for an unknown element", () => {
  it("names the element as ASMX's message does", async () => {
    const { createAsmxServer } = await import("../../runtime/src/server/core.js");
    const server = createAsmxServer(descriptorOf(model), handlers, () => "", { debug: true });
    const body = '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><Nope xmlns="http://lab.example.com/routing"/></soap:Body></soap:Envelope>';
    const response = await server.handle({ method: "POST", url: "/RequestRouting.asmx", headers: { "content-type": "text/xml; charset=utf-8", soapaction: '""' }, body: new TextEncoder().encode(body) });
    expect(response.status).toBe(500);
    expect(typeof response.body === "string" ? response.body : new TextDecoder().decode(response.body)).toContain("<faultcode>soap:Client</faultcode><faultstring>The request element &lt;Nope xmlns='http://lab.example.com/routing'&gt; was not recognized.");
  });
});

describe("the client", () => {
  it.each([
    ["Add.soap11", "soap11", "Add", { a: 2, b: 3 }, 5, 'soapaction: ""'],
    ["Add.soap12", "soap12", "Add", { a: 4, b: 5 }, 9, 'content-type: application/soap+xml; charset=utf-8; action=""'],
    ["Get.soap11", "soap11", "Get", { k: "one" }, "g:one", 'soapaction: "http://lab.example.com/routing/Get"'],
    ["Add.httpget", "httpGet", "Add", { a: 1, b: 2 }, 3, undefined],
  ] as const)("sends the action and reads %s", async (name, binding: BindingKind, operation, input, expected, header) => {
    const recorded = readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!;
    const sent: string[] = [];
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: "http://127.0.0.1/RequestRouting.asmx",
      allowInsecureHttp: true,
      binding,
      transport: async (request) => {
        sent.push(request.headers.map(([n, v]) => `${n.toLowerCase()}: ${v}`).join("\n"));
        return { status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") };
      },
    });
    expect(await client.call(operation, input)).toBe(expected);
    if (header) expect(sent[0]).toContain(header);
  });
});

describe("the spec refuses", () => {
  it("a shared SOAPAction under SOAPAction routing (ASMX refuses every request then)", () => {
    const spec = `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
operations:
  - { name: A, soapAction: "", fields: [], result: { type: int } }
  - { name: B, soapAction: "", fields: [], result: { type: int } }
`;
    expect(specErrorOf(spec)).toContain(`operation 'B' has the SOAPAction '' of operation 'A'`);
    expect(specErrorOf(spec.replace("https://h/S.asmx\" }", 'https://h/S.asmx", routingStyle: requestElement }'))).toBe("no error");
  });

  it("two operations of one request element routed by request element", () => {
    const spec = `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx", routingStyle: requestElement }
operations:
  - { name: A, parameterStyle: bare, fields: [{ name: x, type: int }], result: { type: int } }
  - { name: B, parameterStyle: bare, fields: [{ name: x, type: int }], result: { type: string } }
`;
    expect(specErrorOf(spec)).toContain("operations 'A', 'B' have one request element: routed by request element (service.routingStyle), each needs its own");
    expect(specErrorOf(spec.replace(", routingStyle: requestElement", ""))).toBe("no error");
  });

  it("a bare method of two parameters routed by request element", () => {
    const spec = `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx", routingStyle: requestElement }
operations:
  - { name: A, parameterStyle: bare, fields: [{ name: x, type: int }, { name: y, type: int }], result: { type: int } }
`;
    expect(specErrorOf(spec)).toContain("bare operation 'A' has 2 parameters: routed by request element (service.routingStyle), a bare method must have exactly one");
  });
});
