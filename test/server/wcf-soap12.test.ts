/**
 * A contract on a SOAP 1.2 endpoint without WS-Addressing (a custom binding of textMessageEncoding Soap12 and
 * httpTransport) beside basicHttpBinding (#28; test/reference/wcf/soap12/, WcfSoap12.cs, recorded with the lab):
 * the recorded metadata (Mono artefacts undone, each named) imports into a spec whose documents equal it; the
 * server answers the recorded SOAP 1.2 requests (routed by the Content-Type's action) with the recorded bodies and
 * .NET's SOAP 1.2 faults; the client sends the recorded requests byte for byte and reads the recorded responses.
 */
import { readdirSync, readFileSync } from "node:fs";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serverRequest, serverResponse } from "../conformance/run-server.js";
import { ActionNotSupportedError, DeserializationFailedError, FaultContractError, InternalServiceFaultError, WcfFaultError } from "../../runtime/src/client/errors.js";
import { loadSpec, parseSpec } from "../../generator/spec/load.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { DISPATCHER_NS, INTERNAL_ERROR_TEXT } from "../../runtime/src/server/wcf.js";
import { escapeText } from "../../runtime/src/xml/escape.js";
import { recordedServerUnderTest, withGeneratedFixtures } from "../support/generated-fixtures.js";
import { canonicalXml } from "../support/xml-canonical.js";
import { actionNotSupportedText } from "../support/wcf-dotnet-answers.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { RecordedService, withoutXmlSchemaImport } from "../support/wcf-recorded-service.js";

const DIR = new URL("../reference/wcf/soap12/", import.meta.url).pathname;
const ADDRESS = "http://127.0.0.1:8751/";
const NS = "http://clock.example.com/wcf12";
const SOAP12 = "application/soap+xml; charset=utf-8";
const ENVELOPE = '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope">';

/**
 * Mono's metadata as .NET publishes it: the `?xsd=` import of the XML Schema namespace dropped; the root imports
 * wsdl0 once (Mono: once per port); the custom binding in the soap12 extensions (Mono writes soap:binding and
 * soap:address for it; .NET's SoapHelper writes the binding of a Soap12 encoder as soap12:binding, and its port's
 * address as soap12:address).
 */
function dotnetMetadata(query: string, text: string): string {
  const out = withoutXmlSchemaImport(text);
  if (query !== "wsdl") return out;
  let n = 0;
  return out
    .replace(/<wsdl:import namespace="http:\/\/clock\.example\.com\/wcf12" location="[^"]*" \/>/g, (all) => (n++ === 0 ? all : ""))
    .replace(/(<wsdl:binding name="CustomBinding_IClock" type="i0:IClock">)<soap:binding /, "$1<soap12:binding ")
    .replace(/(<wsdl:port name="CustomBinding_IClock" binding="tns:CustomBinding_IClock">)<soap:address /, "$1<soap12:address ");
}

const service = new RecordedService(DIR, ADDRESS, dotnetMetadata);

/** The service as a spec (WcfSoap12.yaml: the import's, with the fault contract Mono's metadata leaves out). */
const model = loadSpec(`${DIR}WcfSoap12.yaml`, "test/reference/wcf/soap12/WcfSoap12.yaml");

const handlers: OperationHandlers = {
  Now: (input) => `12:00 ${(input as { zone: string }).zone}`,
  Add: (input) => (input as { a: number }).a + (input as { b: number }).b,
  Check: (input) => {
    const value = (input as { value: number }).value;
    if (value < 0) throw new ClientFault("value is negative", { detail: { type: "Problem", value: { reason: "negative" } } });
    if (value === 0) throw Object.assign(new Error("zero is not allowed"), { name: "InvalidOperationException" });
    return value;
  },
  Ping: () => undefined,
};

const fault12 = (code: string, sub: string | undefined, text: string, detail = ""): string =>
  `${ENVELOPE}<s:Body><s:Fault><s:Code><s:Value>s:${code}</s:Value>${sub ? `<s:Subcode><s:Value xmlns:a="${DISPATCHER_NS}">a:${sub}</s:Value></s:Subcode>` : ""}</s:Code><s:Reason><s:Text xml:lang="en-US">${escapeText(text)}</s:Text></s:Reason>${detail ? `<s:Detail>${detail}</s:Detail>` : ""}</s:Fault></s:Body></s:Envelope>`;

/**
 * .NET's answers where Mono's differ beyond the XML declaration and the s:Header Action on faults: SOAP 1.2's
 * Code is s:Sender or s:Receiver with the dispatcher's code as Subcode in the dispatcher namespace, the Text
 * `xml:lang="en-US"`, .NET's texts.
 */
const DOTNET: Record<string, string> = {
  "Check.fault-contract": fault12("Sender", undefined, "value is negative", '<Problem xmlns:i="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://schemas.datacontract.org/2004/07/Lab.Clock12"><Reason>negative</Reason></Problem>'),
  "error.unknown-action": fault12("Sender", "ActionNotSupported", actionNotSupportedText(`${NS}/IClock/Nope`)),
  "error.no-action": fault12("Sender", "ActionNotSupported", actionNotSupportedText("")),
  "error.bad-int": fault12(
    "Sender",
    "DeserializationFailed",
    `The formatter threw an exception while trying to deserialize the message: There was an error while trying to deserialize parameter ${NS}:a. The InnerException message was 'There was an error deserializing the object of type System.Int32. The value 'two' cannot be parsed as the type 'Int32'.'.  Please see InnerException for more details.`,
  ),
  "nodetail.Check.fault-internal": fault12("Receiver", "InternalServiceFault", INTERNAL_ERROR_TEXT),
};

/** The recorded answer as .NET gives it. */
function dotnetAnswer(name: string): { status: number; contentType: string | undefined; body: string } {
  const recorded = service.dotnetAnswer(name);
  // Mono writes a dispatcher code as SOAP 1.2's Code Value itself; .NET as the Subcode of s:Receiver.
  const body =
    DOTNET[name] ??
    recorded.body
      .replace(/<StackTrace>[\s\S]*?<\/StackTrace>/, "<StackTrace/>")
      .replace(
        /<s:Code>(<s:Value xmlns:a="[^"]*">a:InternalServiceFault<\/s:Value>)<\/s:Code>/,
        "<s:Code><s:Value>s:Receiver</s:Value><s:Subcode>$1</s:Subcode></s:Code>",
      );
  return { ...recorded, body };
}

describe("a contract on a SOAP 1.2 endpoint without addressing (soap12/WcfSoap12.cs)", () => {
  it("imports into a spec whose documents equal all 4: the contract at soap12 (CustomBinding_IClock) and at the base", () => {
    const { spec, model: imported, documents } = service.imported();
    expect(documents).toBe(4);
    expect(spec.service.wcf?.contracts).toEqual([{ name: "IClock", namespace: NS, addresses: ["soap12", ""], soap12: ["soap12"] }]);
    expect(imported.wcf?.contracts[0]?.ports).toEqual([
      { address: "soap12", bindingName: "CustomBinding_IClock", soap12: true },
      { address: "", bindingName: "BasicHttpBinding_IClock" },
    ]);
  });

  it("publishes the SOAP 1.2 binding in the soap12 extensions, without a policy, and the basicHttpBinding in soap's", () => {
    const root = service.server(model, handlers);
    return root.handle({ method: "GET", url: "/?wsdl", headers: { host: "127.0.0.1:8751" }, body: new Uint8Array() }).then((r) => {
      // Compared without the printer's indentation.
      const text = (typeof r.body === "string" ? r.body : Buffer.from(r.body).toString("utf8")).replace(/>\s+</g, "><").replace(/\s+\/>/g, "/>");
      const custom = /<wsdl:binding name="CustomBinding_IClock"[\s\S]*?<\/wsdl:binding>/.exec(text)![0];
      expect(custom).toContain('<soap12:binding transport="http://schemas.xmlsoap.org/soap/http"/>');
      expect(custom).toContain(`<soap12:operation soapAction="${NS}/IClock/Check" style="document"/>`);
      expect(custom).toContain('<wsdl:fault name="ProblemFault"><soap12:fault use="literal" name="ProblemFault" namespace=""/></wsdl:fault>');
      expect(custom).not.toContain("<soap:");
      expect(text).not.toContain("wsp:Policy");
      expect(text).toContain('<wsdl:port name="CustomBinding_IClock" binding="tns:CustomBinding_IClock"><soap12:address location="http://127.0.0.1:8751/soap12"/></wsdl:port>');
      expect(text).toContain('<wsdl:port name="BasicHttpBinding_IClock" binding="tns:BasicHttpBinding_IClock"><soap:address location="http://127.0.0.1:8751/"/></wsdl:port>');
    });
  });

  it("refuses soap12 naming an address the contract has not in one positioned line; builds it beside [XmlSerializerFormat]", () => {
    const spec = (contract: string, serializer = "dataContract"): string =>
      ["service:", "  name: S", "  namespace: 'http://tempuri.org/'", "  endpoint: 'http://x/S.svc'", "  wcf:", `    serializer: ${serializer}`, "    contracts:", `      - ${contract}`, "operations: [{ name: Ping, fields: [] }]"].join("\n");
    expect(() => parseSpec(spec("{ name: C, namespace: 'urn:c', address: '', soap12: [b] }"), "spec/s.yaml")).toThrow(
      /^spec\/s\.yaml:8:\d+: contract 'C' has no address 'b': soap12 names addresses of the contract/,
    );
    // [XmlSerializerFormat] at SOAP 1.2 is built (test/server/wcf-xml-soap12.test.ts, docs/wcf-design.md §41).
    expect(parseSpec(spec("{ name: C, namespace: 'urn:c', address: '', soap12: [''] }", "xmlSerializer"), "spec/s.yaml").wcf?.contracts[0]?.ports).toEqual([
      { address: "", bindingName: "CustomBinding_C", soap12: true },
    ]);
    // A single SOAP 1.2 endpoint: the client speaks SOAP 1.2 to it.
    const single = parseSpec(spec("{ name: C, namespace: 'urn:c', address: '', soap12: [''] }"), "spec/s.yaml");
    expect(single.wcf?.contracts[0]?.ports).toEqual([{ address: "", bindingName: "CustomBinding_C", soap12: true }]);
  });

  it("covers every recorded exchange", () => {
    expect([...Object.keys(EXCHANGES), "error.text-xml"].sort()).toEqual(service.names());
  });

  it("error.text-xml: answers text/xml at the SOAP 1.2 endpoint 415 with .NET's reason, empty", async () => {
    const answer = await service.replay(service.server(model, handlers), "error.text-xml");
    expect(answer.status).toBe(415);
    expect(answer.body).toBe("");
  });

  it("answers SOAPAction-routed SOAP 1.1 at the basicHttpBinding address as before (same contract)", async () => {
    const server = service.server(model, handlers);
    const body = `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><Add xmlns="${NS}"><a>1</a><b>2</b></Add></s:Body></s:Envelope>`;
    const r = await server.handle({ method: "POST", url: "/", headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}/IClock/Add"` }, body: new TextEncoder().encode(body) });
    expect(r.status).toBe(200);
    expect(typeof r.body === "string" ? r.body : Buffer.from(r.body).toString("utf8")).toContain("<AddResult>3</AddResult>");
    // SOAP 1.2 at the basicHttpBinding address: 415 as ever.
    const r12 = await server.handle({ method: "POST", url: "/", headers: { "content-type": `${SOAP12}; action="${NS}/IClock/Add"` }, body: new TextEncoder().encode(body) });
    expect(r12.status).toBe(415);
  });

  const EXCHANGES: Record<string, { operation: string; input: object; output?: unknown; error?: (e: unknown) => void; options?: object }> = {
    Now: { operation: "Now", input: { zone: "UTC" }, output: "12:00 UTC" },
    Add: { operation: "Add", input: { a: 2, b: 3 }, output: 5 },
    Ping: { operation: "Ping", input: {}, output: undefined },
    Check: { operation: "Check", input: { value: 7 }, output: 7 },
    "Check.fault-contract": {
      operation: "Check",
      input: { value: -1 },
      error: (e) => {
        expect(e).toBeInstanceOf(FaultContractError);
        expect((e as FaultContractError).detailValue).toEqual({ type: "Problem", value: { reason: "negative" } });
        expect((e as FaultContractError).code).toBe("Sender");
      },
    },
    "Check.fault-internal": {
      operation: "Check",
      input: { value: 0 },
      error: (e) => {
        expect(e).toBeInstanceOf(InternalServiceFaultError);
        expect((e as InternalServiceFaultError).exceptionDetail?.message).toBe("zero is not allowed");
      },
    },
    "nodetail.Check.fault-internal": {
      operation: "Check",
      input: { value: 0 },
      options: { includeExceptionDetailInFaults: false },
      error: (e) => expect(e).toBeInstanceOf(InternalServiceFaultError),
    },
    "error.unknown-action": { operation: "Now", input: { zone: "UTC" }, error: (e) => expect(e).toBeInstanceOf(ActionNotSupportedError) },
    "error.no-action": { operation: "Now", input: { zone: "UTC" }, error: (e) => expect(e).toBeInstanceOf(ActionNotSupportedError) },
    // Mono's answer has no Subcode (s:Receiver alone): a plain WCF fault; .NET's is read below.
    "error.bad-int": {
      operation: "Add",
      input: { a: 2, b: 3 },
      error: (e) => {
        expect(e).toBeInstanceOf(WcfFaultError);
        expect((e as WcfFaultError).code).toBe("Receiver");
      },
    },
  };

  for (const [name, e] of Object.entries(EXCHANGES)) {
    it(`${name}: the server answers the recorded request as .NET does`, async () => {
      const answer = await service.replay(service.server(model, handlers, e.options ?? { includeExceptionDetailInFaults: true }), name);
      const expected = dotnetAnswer(name);
      expect(answer.status).toBe(expected.status);
      expect(answer.contentType).toBe(SOAP12);
      expect(expected.contentType).toBe(SOAP12);
      expect(answer.body.startsWith("<?xml")).toBe(false);
      const body = answer.body.replace(/<StackTrace>[\s\S]*?<\/StackTrace>/, "<StackTrace/>");
      expect(canonicalXml(body)).toBe(canonicalXml(expected.body));
    });

    it(`${name}: the client reads the recorded response${e.error ? " as its typed fault" : ""}`, async () => {
      // The client's endpoint is the service's base address; the contract's first port (soap12) is appended.
      const { sent, outcome, error } = await service.call(model, name, e.operation, e.input);
      if (e.error) e.error(error);
      else {
        expect(error).toBeUndefined();
        expect(outcome).toEqual(e.output);
      }
      // What a .NET client sends: SOAP 1.2, the action in the Content-Type, no SOAPAction, no XML declaration.
      if (name.startsWith("error.")) return; // probes of the server a .NET client would not send
      const recorded = service.request(name);
      expect(new URL(sent.url).pathname).toBe(recorded.target);
      expect(sent.headers.find(([n]) => n.toLowerCase() === "content-type")?.[1]).toBe(recorded.headers.find(([n]) => n.toLowerCase() === "content-type")![1]);
      expect(sent.headers.some(([n]) => n.toLowerCase() === "soapaction")).toBe(false);
      expect(sent.body).toBe(recorded.body.toString("utf8"));
    });
  }

  describe("the client's ports option: the SOAP 1.2 port listed second, chosen by name", () => {
    // The same contract with basicHttpBinding first: the default client speaks SOAP 1.1 to it; `ports` picks the
    // custom binding's port by its name (svcutil's endpointConfigurationName), which decides the version, the
    // content type, the action header and the address.
    const second = parseSpec(
      readFileSync(`${DIR}WcfSoap12.yaml`, "utf8").replace('addresses: [soap12, ""]', 'addresses: ["", soap12]'),
      "test/reference/wcf/soap12/WcfSoap12.yaml",
    );
    const chosen = { IClock: "CustomBinding_IClock" };
    it("names the ports in endpoint order, basicHttpBinding's first", () => {
      expect(second.wcf?.contracts[0]?.ports).toEqual([
        { address: "", bindingName: "BasicHttpBinding_IClock" },
        { address: "soap12", bindingName: "CustomBinding_IClock", soap12: true },
      ]);
    });
    for (const [name, e] of Object.entries(EXCHANGES).filter(([n]) => !n.startsWith("error."))) {
      it(`${name}: with the SOAP 1.2 port chosen, the client sends the recorded request byte for byte and reads the recorded response`, async () => {
        const { sent, outcome, error } = await service.call(second, name, e.operation, e.input, { ports: chosen });
        if (e.error) e.error(error);
        else {
          expect(error).toBeUndefined();
          expect(outcome).toEqual(e.output);
        }
        const recorded = service.request(name);
        expect(new URL(sent.url).pathname).toBe(recorded.target);
        expect(sent.method).toBe(recorded.method);
        expect(sent.headers).toEqual([["Content-Type", recorded.headers.find(([n]) => n.toLowerCase() === "content-type")![1]]]);
        expect(sent.body).toBe(recorded.body.toString("utf8"));
      });
    }
    it("by default (the first port, basicHttpBinding) the client speaks SOAP 1.1 at the base address", async () => {
      const soap11 = `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><Add xmlns="${NS}"><a>2</a><b>3</b></Add></s:Body></s:Envelope>`;
      const answer = { status: 200, contentType: "text/xml; charset=utf-8", body: `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><AddResponse xmlns="${NS}"><AddResult>5</AddResult></AddResponse></s:Body></s:Envelope>` };
      for (const [model_, ports] of [[second, undefined], [second, { IClock: "BasicHttpBinding_IClock" }], [model, { IClock: "BasicHttpBinding_IClock" }]] as const) {
        const { sent, outcome } = await service.call(model_, "Add", "Add", { a: 2, b: 3 }, { answer, ...(ports ? { ports } : {}) });
        expect(new URL(sent.url).pathname).toBe("/");
        expect(sent.headers).toEqual([["Content-Type", "text/xml; charset=utf-8"], ["SOAPAction", `"${NS}/IClock/Add"`]]);
        expect(sent.body).toBe(soap11);
        expect(outcome).toBe(5);
      }
    });
    it("refuses a port or contract the service has not, naming what it has", () => {
      const client = (ports: Record<string, string>): unknown =>
        new AsmxClientCore(descriptorOf(second), { endpoint: ADDRESS, allowInsecureHttp: true, ports });
      expect(() => client({ IClock: "Nope" })).toThrow("ports: contract 'IClock' has no port 'Nope' (its ports: BasicHttpBinding_IClock, CustomBinding_IClock)");
      expect(() => client({ IOther: "CustomBinding_IClock" })).toThrow("ports: service has no contract 'IOther' (its contracts: IClock)");
    });
  });

  it("the client also reads .NET's SOAP 1.2 faults (Subcode in the dispatcher namespace)", async () => {
    for (const [name, error] of [
      ["error.unknown-action", ActionNotSupportedError],
      ["error.bad-int", DeserializationFailedError],
      ["nodetail.Check.fault-internal", InternalServiceFaultError],
    ] as const) {
      const op = EXCHANGES[name]!;
      const { error: thrown } = await service.call(model, name, op.operation, op.input, {
        answer: { status: 500, contentType: SOAP12, body: DOTNET[name]! },
      });
      expect(thrown, name).toBeInstanceOf(error);
    }
  });

  it("its generated fixture set (SOAP 1.2 cases) is passed by the server built from it, case by case", async () => {
    const server = recordedServerUnderTest(service, model);
    await withGeneratedFixtures(model, "wcf-soap12-fixtures-", async (set) => {
      expect(set.index.cases.length).toBeGreaterThan(10);
      expect(set.index.cases.every((c) => c.binding === "soap12")).toBe(true);
      for (const c of set.index.cases) {
        const { actual, expected } = await (c.kind === "request" ? serverRequest : serverResponse)(set, c, server);
        expect(actual, c.id).toEqual(expected);
      }
    });
  });

  // Mono's System.ServiceModel client on the same binding called the server (client/: WcfSoap12Client.cs, serve.ts,
  // transcript.txt "all passed"). It sends SOAPAction and no action parameter (a Mono artefact, transcript.soapaction.txt:
  // ActionNotSupported); the proxy moved the action into the Content-Type as a .NET client sends it.
  const CLIENT = `${DIR}client/exchanges/`;
  const monoExchanges = readdirSync(CLIENT).filter((f) => f.endsWith(".request.txt")).map((f) => f.slice(0, -".request.txt".length));
  it("Mono's WCF client's exchanges: 7, every operation and fault", () => {
    expect(monoExchanges).toEqual(["01-Now", "02-Add", "03-Ping", "04-Check", "05-Check", "06-Check", "07-Nope"]);
  });
  for (const name of monoExchanges) {
    it(`Mono's WCF client, ${name}: the server answers its request (action moved into the Content-Type) as recorded`, async () => {
      const request = readRecordedRequest(`${CLIENT}${name}.request.txt`);
      const headers = Object.fromEntries(request.headers.map(([n, v]) => [n.toLowerCase(), v]));
      expect(headers["content-type"]).toBe(SOAP12);
      headers["content-type"] = `${SOAP12}; action=${headers["soapaction"]!}`;
      delete headers["soapaction"];
      const answer = await service
        .server(model, handlers)
        .handle({ method: request.method, url: request.target, headers, body: new Uint8Array(request.body) });
      const recorded = readRecordedResponse(`${CLIENT}${name}.response.txt`)!;
      expect(answer.status).toBe(recorded.status);
      expect(answer.headers.find(([n]) => n.toLowerCase() === "content-type")?.[1]).toBe(recorded.headers.get("content-type"));
      const stack = (b: string): string => b.replace(/<StackTrace>[\s\S]*?<\/StackTrace>/, "<StackTrace/>");
      const body = typeof answer.body === "string" ? answer.body : Buffer.from(answer.body).toString("utf8");
      expect(canonicalXml(stack(body))).toBe(canonicalXml(stack(recorded.body.toString("utf8"))));
    });
  }

  it("its package docs show the SOAP 1.2 request and answer, and both ports", async () => {
    const { wcfDocsFiles } = await import("../../generator/emit/docs/wcf.js");
    const files = wcfDocsFiles(model);
    const now = files.find((f) => f.path === "docs/Now.md")!.content;
    expect(now).toContain(`POST /soap12 HTTP/1.1\nContent-Type: application/soap+xml; charset=utf-8; action="${NS}/IClock/Now"\n\n${ENVELOPE}`);
    expect(now).toContain(`HTTP/1.1 200 OK\nContent-Type: ${SOAP12}\n\n${ENVELOPE}`);
    const readme = files.find((f) => f.path === "docs/README.md")!.content;
    expect(readme).toContain(`| \`IClock\` | \`${NS}\` | \`${ADDRESS}soap12\` | \`CustomBinding_IClock\` | 4 |`);
    expect(readme).toContain(`| \`IClock\` | \`${NS}\` | \`${ADDRESS}\` | \`BasicHttpBinding_IClock\` | 4 |`);
    // The package README names the ports option with this contract's ports.
    const { wcfPackageReadme } = await import("../../generator/emit/docs/wcf.js");
    expect(wcfPackageReadme(model)).toContain(
      'unless the `ports` option names another by its port name (svcutil\'s endpointConfigurationName), e.g. `new serviceClient({ ports: { IClock: "BasicHttpBinding_IClock" } })`: `IClock`: `CustomBinding_IClock` (SOAP 1.2), `BasicHttpBinding_IClock` (SOAP 1.1).',
    );
  });

  it("its fixtures' writers write SOAP 1.2 requests and answers for the SOAP 1.2 endpoint", () => {
    const { op, writers } = service.fixtures(model);
    const request = writers.request(op("Now"), { zone: "UTC" });
    expect(request.path).toBe("/soap12");
    expect(request.body).toBe(service.request("Now").body.toString("utf8"));
    const answer = writers.result(op("Now"), "12:00 UTC");
    expect(answer.headers).toEqual([["Content-Type", SOAP12]]);
    expect(canonicalXml(answer.body as string)).toBe(canonicalXml(dotnetAnswer("Now").body));
  });
});
