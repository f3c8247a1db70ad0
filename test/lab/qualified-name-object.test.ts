/**
 * An `object` member, parameter or result holding an XmlQualifiedName, as the lab's ASMX published and answered it
 * (test/reference/lab/qualified-name-object, qualified-name-object-http): `xsi:type="xsd:QName"`, the value's prefix
 * declared before xsi:type (`<Value xmlns:q1="urn:v" xsi:type="xsd:QName">q1:v</Value>`), a name in XML Schema's
 * namespace after the envelope's `xsd`; at an HTTP document's root WriteTypedPrimitive's made-up prefixes. The
 * schema is the ordinary object one: the spec says `object` and the value `{ $type: "QName", value }`. The QName
 * code stays in the QName codec, which a service with XmlSerializer objects names.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { readRecordedRequest, sendRaw, withHost } from "../support/http-recording.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen } from "../../runtime/src/server/node.js";
import { answersRecordings, clientOfRecording } from "../support/lab-replay.js";
import { REPO_ROOT } from "../support/paths.js";

const LAB = join(REPO_ROOT, "test/reference/lab/qualified-name-object");
const HTTP_LAB = join(REPO_ROOT, "test/reference/lab/qualified-name-object-http");
const NS = "http://lab.example.com/qname-object";
const HTTP_NS = "http://lab.example.com/qname-object-http";
const WSDL_FILE = join(LAB, "wsdl/QualifiedNameObject.asmx@wsdl.xml");
const HTTP_WSDL_FILE = join(HTTP_LAB, "wsdl/QualifiedNameObjectHttp.asmx@wsdl.xml");
const ADDRESS = "http://127.0.0.1:36227/QualifiedNameObject.asmx";
const HTTP_ADDRESS = "http://127.0.0.1:42153/QualifiedNameObjectHttp.asmx";

const SPEC = `service: { name: QualifiedNameObject, namespace: "${NS}", endpoint: "${ADDRESS}" }
types:
  Box: { fields: [{ name: Value, type: object }, { name: Values, type: "object[]" }] }
operations:
  - { name: Get, fields: [], result: { type: Box } }
  - { name: Echo, fields: [{ name: b, type: Box }], result: { type: Box } }
  - { name: Take, fields: [{ name: value, type: object }], result: { type: object } }
  - { name: TypeOf, fields: [{ name: value, type: object }], result: { type: string } }
`;
const HTTP_SPEC = `service: { name: QualifiedNameObjectHttp, namespace: "${HTTP_NS}", endpoint: "${HTTP_ADDRESS}" }
operations:
  - { name: GetName, fields: [], result: { type: object } }
  - { name: GetLocal, fields: [], result: { type: object } }
  - { name: GetSchemaName, fields: [], result: { type: object } }
  - { name: GetOwn, fields: [], result: { type: object } }
`;
const model = parseSpec(SPEC, "spec/q.yaml");
const httpModel = parseSpec(HTTP_SPEC, "spec/h.yaml");
const XSD = "http://www.w3.org/2001/XMLSchema";
const qname = (namespace: string, name: string) => ({ $type: "QName", value: { namespace, name } });

/** Get() of QualifiedNameObject.cs. */
const GOT = { value: qname("urn:v", "v"), values: [qname("urn:w", "w"), { $type: "string", value: "s" }] };
/** Echo's recorded request, as read. */
const ECHOED = { value: qname("urn:y", "v"), values: [qname(XSD, "int"), { $type: "string", value: "s" }] };
/** The results of QualifiedNameObjectHttp.cs. */
const HTTP_RESULTS = {
  GetName: qname("urn:v", "v"),
  GetLocal: qname("", "v"),
  GetSchemaName: qname(XSD, "int"),
  GetOwn: qname(HTTP_NS, "w"),
};

describe("the spec generates the recorded WSDLs byte for byte, and import reads them back", () => {
  it.each([
    ["QualifiedNameObject", SPEC, WSDL_FILE, ADDRESS],
    ["QualifiedNameObjectHttp", HTTP_SPEC, HTTP_WSDL_FILE, HTTP_ADDRESS],
  ])("%s", (_, spec, file, address) => {
    const text = readFileSync(file, "utf8");
    expect(renderWsdlDocument(parseSpec(spec, "spec/s.yaml"), address)).toBe(text);
    const imported = importWsdl(text, { source: file, schema: "spec.schema.json", specPath: "spec/s.yaml" });
    expect(imported.byteEqual).toBe(true);
  });
  it("names the QName codec for XmlSerializer objects, so that it stays out of services without them", () => {
    expect(Object.keys(descriptorOf(model).codecs ?? {})).toContain("qualifiedName");
    const plain = parseSpec(SPEC.replaceAll("object", "string"), "spec/p.yaml");
    expect(Object.keys(descriptorOf(plain).codecs ?? {})).not.toContain("qualifiedName");
  });
});

describe("the server answers the recorded requests with the recorded bytes", () => {
  describe("QualifiedNameObject", () => {
    answersRecordings(
      LAB,
      model,
      {
        Get: () => GOT,
        Echo: ({ b }: { b: unknown }) => b,
        Take: ({ value }: { value: unknown }) => value,
        // .NET's GetType().FullName and ToString() of what it read.
        TypeOf: ({ value }: { value: { $type: string; value: { namespace: string; name: string } } }) =>
          value.$type === "QName" ? `System.Xml.XmlQualifiedName:${value.value.namespace}:${value.value.name}` : value.$type,
      },
      // Take.soap11.bad: the undeclared prefix's client fault (its text is .NET's stack trace).
      { count: 6, failureTextIsDotNets: true },
    );
  });
  describe("QualifiedNameObjectHttp", () => {
    const handlers = Object.fromEntries(Object.entries(HTTP_RESULTS).map(([name, value]) => [name, () => value]));
    answersRecordings(HTTP_LAB, httpModel, handlers, { count: 8 });
  });
});

describe("the client reads the recorded answers", () => {
  it.each([
    ["Get.soap11", "soap11", "Get", {}, GOT],
    ["Get.httpget", "httpGet", "Get", {}, GOT],
    ["Echo.soap11", "soap11", "Echo", { b: ECHOED }, ECHOED],
    ["Take.soap11", "soap11", "Take", { value: qname("urn:y", "v") }, qname("urn:y", "v")],
  ] as const)("%s", async (exchange, binding: BindingKind, operation, input, expected) => {
    const client = clientOfRecording(LAB, model, ADDRESS, exchange, binding);
    expect(await client.call(operation, input)).toEqual(expected);
  });
  // A name in no namespace is written as the bare name, which reads back in the default namespace, as .NET's
  // reader reads it (XmlSerializationReader.ToXmlQualifiedName).
  const read = { ...HTTP_RESULTS, GetLocal: qname(HTTP_NS, "v") };
  it.each(Object.entries(read).flatMap(([op, value]) => [[`${op}.soap11`, "soap11", op, value], [`${op}.httpget`, "httpGet", op, value]] as const))(
    "%s",
    async (exchange, binding: BindingKind, operation, expected) => {
      const client = clientOfRecording(HTTP_LAB, httpModel, HTTP_ADDRESS, exchange, binding);
      expect(await client.call(operation, {})).toEqual(expected);
    },
  );
});

describe("the client sends the values as .NET writes them", () => {
  const sentBody = async (operation: string, input: object): Promise<string> => {
    const sent: string[] = [];
    const client = new AsmxClientCore(descriptorOf(model), {
      endpoint: ADDRESS,
      allowInsecureHttp: true,
      binding: "soap11",
      transport: async (request) => {
        sent.push(request.body ?? "");
        return { status: 500, contentType: "text/plain", body: "" };
      },
    });
    await client.call(operation, input).catch(() => undefined);
    return /<soap:Body>([^]*)<\/soap:Body>/.exec(sent[0]!)![1]!;
  };
  it("the echoed Box: the prefixes and xsi:type as in the recorded answer", async () => {
    const answer = readFileSync(join(LAB, "exchanges/Echo.soap11.response.txt"), "utf8");
    const content = /<EchoResult>([^]*)<\/EchoResult>/.exec(answer)![1]!;
    expect(await sentBody("Echo", { b: ECHOED })).toBe(`<Echo xmlns="${NS}"><b>${content}</b></Echo>`);
  });
  it("an object parameter: the recorded request's value with .NET's prefix", async () => {
    const recorded = readRecordedRequest(join(LAB, "exchanges/Take.soap11.request.txt")).body.toString("utf8");
    expect(recorded).toContain('<value xsi:type="xsd:QName" xmlns:y="urn:y">y:v</value>');
    expect(await sentBody("Take", { value: qname("urn:y", "v") })).toBe(
      `<Take xmlns="${NS}"><value xmlns:q1="urn:y" xsi:type="xsd:QName">q1:v</value></Take>`,
    );
  });
  it("refuses a QName without a name or namespace string, at its path", async () => {
    const client = new AsmxClientCore(descriptorOf(model), { endpoint: ADDRESS, allowInsecureHttp: true, transport: async () => ({ status: 200, contentType: "text/xml", body: "" }) });
    await expect(client.call("Take", { value: { $type: "QName", value: { name: "v" } } })).rejects.toThrow(
      /^Take: field value: expected a qualified name \{ namespace: string; name: string \}/,
    );
  });
});

describe("an undeclared prefix", () => {
  it("is the recorded client fault, positioned at the value's element", async () => {
    const handlers = { Get: () => GOT, Echo: () => GOT, Take: () => null, TypeOf: () => "" };
    const server = createAsmxServer(descriptorOf(model), handlers, () => "", { debug: true });
    const listening = await listen(server);
    try {
      const url = new URL(listening.url);
      const request = readRecordedRequest(join(LAB, "exchanges/Take.soap11.bad.request.txt"));
      const response = await sendRaw(Number(url.port), withHost(request, url.host));
      expect(response.status).toBe(500);
      const text = /<faultstring>([\s\S]*)<\/faultstring>/.exec(response.body.toString("utf8"))![1]!;
      // The lab: "... There is an error in XML document (4, 88). ---> ... Namespace prefix 'u' is not defined."; the
      // runtime's shape and position for a bad simple value in an object (its content's start).
      expect(text).toBe(
        "Server was unable to read request. ---&gt; There is an error in XML document (4, 83). ---&gt; value: " +
          "expected a qualified name (prefix:name) whose prefix is declared in scope (namespace prefix 'u' is not defined).",
      );
    } finally {
      await listening.close();
    }
  });
});
