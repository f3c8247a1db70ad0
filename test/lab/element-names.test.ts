/**
 * [SoapDocumentMethod(RequestElementName, ResponseElementName)], as the lab's ASMX published and answered it
 * (test/reference/lab/element-names/: the C#, its WSDL and live exchanges). The spec says `requestElement` and
 * `responseElement`; import reads them from the WSDL's message parts, the server answers the recorded requests
 * with the recorded bytes, and the client sends and reads the renamed wrappers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { TransportRequest } from "../../runtime/src/client/transport.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readEnvelope } from "../../runtime/src/soap/envelope.js";
import { childElements, parseXml } from "../../runtime/src/xml/tree.js";
import { SpecError } from "../../generator/spec/diagnostics.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { answersRecordings } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/element-names");
const WSDL_FILE = join(LAB, "wsdl/ElementNames.asmx@wsdl.xml");
const wsdl = readFileSync(WSDL_FILE, "utf8");
const imported = importWsdl(wsdl, { source: WSDL_FILE, schema: "spec.schema.json", specPath: "spec/element-names.yaml" });
const model = imported.model;

/** What ElementNames.cs does. */
const handlers: OperationHandlers = {
  Greet: ({ name }: { name: string | null }) => `Hi ${name ?? ""}`,
  Add: ({ a, b }: { a: number; b: number }) => a + b,
  Echo: ({ text }: { text: string }) => text,
  EchoTwice: ({ text, times }: { text: string; times: number }) => `${text}${times}`,
  Ping: () => null,
  Same: ({ s }: { s: string }) => s,
};

describe("import of the recorded WSDL", () => {
  it("comes back byte for byte", () => {
    expect(imported.byteEqual).toBe(true);
    expect(renderWsdlDocument(model, "http://127.0.0.1:42317/ElementNames.asmx")).toBe(wsdl);
  });

  it("says each renamed wrapper, and no other", () => {
    const wire = Object.fromEntries(model.operations.map((op) => [op.wire.messageName, [op.wire.requestElement, op.wire.responseElement, op.wire.resultElement]]));
    expect(wire).toEqual({
      Greet: ["GreetRequest", "GreetReply", "GreetResult"],
      Add: ["AddRequest", "AddResponse", "AddResult"],
      Echo: ["Echo", "EchoAnswer", "EchoResult"],
      EchoTwice: ["EchoTwiceRequest", "EchoTwiceReply", "EchoTwiceResult"],
      Ping: ["PingRequest", "PingReply", "PingResult"],
      Same: ["Same", "SameResponse", "SameResult"],
    });
    expect(imported.yaml.match(/requestElement:/g)).toHaveLength(4);
    expect(imported.yaml.match(/responseElement:/g)).toHaveLength(4);
    // SOAPAction and HTTP path keep the message name.
    const greet = model.operations.find((op) => op.name === "Greet")!;
    expect([greet.wire.soapAction, greet.wire.httpPath]).toEqual(["http://lab.example.com/names/Greet", "/Greet"]);
  });
});

describe("the spec", () => {
  const spec = (extra: string): string => `service:
  name: S
  namespace: urn:s
  endpoint: https://h/S.asmx
operations:
  - name: A
    fields: []
${extra}  - name: B
    fields: []
`;

  it("refuses a wrapper element that is not an XML name", () => {
    expect(() => parseSpec(spec("    requestElement: 1x\n"), "spec/s.yaml")).toThrow(/requestElement '1x' is not a valid XML name/);
  });

  it("refuses a wrapper element another operation's wrapper has", () => {
    expect(() => parseSpec(spec("    requestElement: B\n"), "spec/s.yaml")).toThrow(SpecError);
    expect(() => parseSpec(spec("    responseElement: BResponse\n"), "spec/s.yaml")).toThrow(/element 'BResponse' of operation 'B' clashes with operation 'A'/);
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  answersRecordings(LAB, model, handlers, { count: 10 });
});

describe("the client sends the renamed request and reads the recorded response", () => {
  const cases: [string, BindingKind, string, object, unknown][] = [
    ["Greet.soap11", "soap11", "Greet", { name: "Ann" }, "Hi Ann"],
    ["Greet.soap12", "soap12", "Greet", { name: "Ann" }, "Hi Ann"],
    ["Add.soap11", "soap11", "Add", { a: 2, b: 3 }, 5],
    ["Echo.soap11", "soap11", "Echo", { text: "hey" }, "hey"],
    ["EchoTwice.soap11", "soap11", "EchoTwice", { text: "hey", times: 2 }, "hey2"],
    ["Ping.soap11", "soap11", "Ping", {}, undefined],
    ["Greet.httpget", "httpGet", "Greet", { name: "Ann" }, "Hi Ann"],
    ["EchoTwice.httppost", "httpPost", "EchoTwice", { text: "hey", times: 2 }, "hey2"],
  ];
  for (const [name, binding, operation, input, expected] of cases) {
    it(name, async () => {
      const recordedRequest = readRecordedRequest(join(LAB, "exchanges", `${name}.request.txt`));
      const recorded = readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!;
      const sent: TransportRequest[] = [];
      const client = new AsmxClientCore(descriptorOf(model), {
        endpoint: "http://127.0.0.1/ElementNames.asmx",
        allowInsecureHttp: true,
        binding,
        transport: async (request) => {
          sent.push(request);
          return { status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") };
        },
      });
      expect(await client.call(operation, input)).toEqual(expected);
      const request = sent[0]!;
      if (binding === "soap11" || binding === "soap12") {
        const wrapper = (body: string) => childElements(readEnvelope(parseXml(body)).body)[0]!;
        const ours = wrapper(request.body!);
        const theirs = wrapper(recordedRequest.body.toString("utf8"));
        expect([ours.ns, ours.local]).toEqual([theirs.ns, theirs.local]);
        if (binding === "soap11") expect(request.headers.find(([h]) => h === "SOAPAction")?.[1]).toBe(recordedRequest.headers.find(([h]) => h === "SOAPAction")?.[1]);
      } else {
        expect(request.url.slice(request.url.indexOf("/ElementNames.asmx"))).toBe(recordedRequest.target.split("?")[0] + (binding === "httpGet" ? `?${recordedRequest.target.split("?")[1]}` : ""));
      }
    });
  }
});
