/**
 * The codecs of DataSet, XmlNode and object values are reached only through the service descriptor
 * (runtime/src/soap/codecs.ts): the generated descriptor imports those its service's values need and no
 * others, and a client whose descriptor names no codec a value needs refuses it, saying so, instead of
 * importing it behind the descriptor's back. test/package/browser-bundle.test.ts checks what this leaves
 * out of a browser bundle.
 */
import { describe, expect, it } from "vitest";
import { codecsOf, descriptorOf } from "../../generator/emit/descriptor-data.js";
import { descriptorEmitter } from "../../generator/emit/descriptor.js";
import { loadSpec, parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import { jsonCodec } from "../../runtime/src/client/json-face.js";
import { wcfCodec } from "../../runtime/src/client/wcf.js";
import { objectCodec } from "../../runtime/src/soap/object-value.js";
import { dataSetCodec } from "../../runtime/src/soap/structured.js";
import { xmlNodeCodec } from "../../runtime/src/soap/xml-node.js";
import { qualifiedNameCodec } from "../../runtime/src/qualified-name.js";
import { dataContractCodec } from "../../runtime/src/soap/data-contract-writer.js";
import { httpDocumentCodec } from "../../runtime/src/http-document.js";
import { wcfSoap12Codec } from "../../runtime/src/client/wcf-soap12.js";
import { wcfMixedCodec } from "../../runtime/src/soap/wcf-serializer.js";
import { valueEventsCodec } from "../../runtime/src/soap/value-events-codec.js";
import { resultCapture } from "../../runtime/src/client/result-capture.js";
import { writePlansCodec } from "../../runtime/src/soap/write-plans.js";
import { atPorts, wcfPortsCodec } from "../../runtime/src/client/wcf-ports.js";
import { anyWrapperCodec } from "../../runtime/src/soap/any-wrapper.js";
import { dataTypesCodec } from "../../runtime/src/data-types.js";
import { timesCodec } from "../../runtime/src/text/wcf-times.js";
import { uriCodec } from "../../runtime/src/text/uri.js";
import { headerBlocksCodec } from "../../runtime/src/client/header-blocks.js";
import { SoapFaultError } from "../../runtime/src/client/errors.js";
import type { ValueCodecs } from "../../runtime/src/soap/codecs.js";
import type { TransportRequest } from "../../runtime/src/client/transport.js";
import { SPEC_FILE, TRACKING_SPEC_FILE, WCF_SPEC_FILE } from "../support/paths.js";

const service = (operations: string, name = "Probe"): string => `service:
  name: ${name}
  namespace: http://example.com/probe
  endpoint: https://h/Probe.asmx
operations:
${operations}`;

const XML = service(`  - name: GetNode
    fields: []
    result: { type: XmlNode }
`);
const OBJECT = service(`  - name: Echo
    fields:
      - { name: value, type: object }
    result: { type: string }
`);
const QNAME = service(`  - name: Name
    fields:
      - { name: name, type: QName }
    result: { type: string }
`);
const TIME = service(`  - name: Clock
    fields: []
    result: { type: dateTime, dataType: time }
`);
const BYTES = service(`  - name: Put
    fields:
      - { name: data, type: base64Binary }
    result: { type: string }
`);

const DATA_TYPES = `${service(`  - name: Tag
    fields:
      - { name: name, type: string, dataType: NCName }
      - { name: data, type: base64Binary, dataType: hexBinary }
    result: { type: Tagged }
`)}types:
  Tagged:
    fields:
      - { name: code, type: string, attribute: true, dataType: NMTOKEN }
      - { name: name, type: string, dataType: Name }
      - { name: tokens, type: "string[]", dataType: token, repeated: true }
      - { name: kind, type: string, dataType: token, default: plain }
`;

// SoapUnknownHeader[] read and echoed (Echo), a fault header (Work): the header blocks codec's.
const HEADER_BLOCKS = `${service(`  - name: Echo
    unknownHeaders: inOut
    fields: []
    result: { type: int }
  - name: Work
    fields: []
    headers:
      - { name: ErrorInfo, direction: fault }
    result: { type: string }
`)}headers:
  ErrorInfo:
    fields:
      - { name: Code, type: int }
`;

const CLASS = `${service(`  - name: Get
    fields: []
    result: { type: Thing }
`)}types:
  Thing:
    fields:
      - { name: name, type: string }
`;
const SOAP12_SPEC = new URL("../reference/wcf/soap12/WcfSoap12.yaml", import.meta.url).pathname;
const MIXED_SPEC = new URL("../reference/wcf/xml-serializer/mixed/WcfMixed.yaml", import.meta.url).pathname;
const XML_ORDERS_SPEC = new URL("../../spec/wcf-xml-orders.yaml", import.meta.url).pathname;

function descriptorText(spec: string): string {
  return descriptorEmitter.emit(parseSpec(spec, "spec/probe.yaml"), { packageName: "probe", generatorVersion: "0" })[0]!.content;
}

describe("the codecs a descriptor names", () => {
  it("are those its values need: DataSets, XmlNode, object (whose untyped content is XML); and its faces: JSON, WCF", () => {
    const { codecs: _operations, ...operations } = descriptorOf(loadSpec(SPEC_FILE));
    const { codecs: _tracking, ...tracking } = descriptorOf(loadSpec(TRACKING_SPEC_FILE));
    expect(codecsOf(operations)).toEqual(["dataSet"]);
    // Shipment Tracking is a ScriptService: its client reads and writes JSON too. Its class and array results
    // are read from the parser's events (Shipment Operations' results are DataSets and simple values).
    // Its classes are written from per-class plans (the writePlans codec: XmlSerializer's classes only).
    expect(codecsOf(tracking)).toEqual(["writePlans", "valueEvents", "json"]);
    const { codecs: _wcf, ...wcf } = descriptorOf(loadSpec(WCF_SPEC_FILE));
    // Its TimeSpan and DateTimeOffset values (and its object's): the times codec; its object may hold a Uri: the uri codec.
    expect(codecsOf(wcf)).toEqual(["xmlNode", "uri", "times", "dataContract", "object", "wcf"]);
    expect(descriptorOf(parseSpec(XML, "spec/probe.yaml")).codecs).toEqual({ xmlNode: xmlNodeCodec });
    // A QName's prefix is read and written with the declarations in scope: its own codec.
    expect(descriptorOf(parseSpec(QNAME, "spec/probe.yaml")).codecs).toEqual({ qualifiedName: qualifiedNameCodec });
    // A time-of-day result is read and written by the data-types codec, and travels in its HTTP GET/POST document
    // as a whole DateTime: the HTTP document codec.
    expect(descriptorOf(parseSpec(TIME, "spec/probe.yaml")).codecs).toEqual({
      dataTypes: dataTypesCodec,
      httpDocument: httpDocumentCodec,
    });
    // Any other data type ([XmlElement(DataType)]: token, NMTOKEN, hexBinary...): the data-types codec (and the
    // HTTP document codec for the byte[] parameter).
    expect(descriptorOf(parseSpec(DATA_TYPES, "spec/probe.yaml")).codecs).toEqual({
      writePlans: writePlansCodec,
      dataTypes: dataTypesCodec,
      httpDocument: httpDocumentCodec,
      valueEvents: valueEventsCodec,
    });
    // A byte[] parameter of an HTTP GET/POST call goes as its bytes' decimal values: that codec too.
    const bytes = descriptorOf(parseSpec(BYTES, "spec/probe.yaml"));
    expect(bytes.operations[0]!.bindings).toContain("httpPost");
    expect(bytes.codecs).toEqual({ httpDocument: httpDocumentCodec });
    // An XmlSerializer object may hold a QName (lab qualified-name-object): the QName codec too; any object may
    // hold a TimeSpan or DateTimeOffset (their xsi:types): the times codec.
    expect(descriptorOf(parseSpec(OBJECT, "spec/probe.yaml")).codecs).toEqual({
      xmlNode: xmlNodeCodec,
      qualifiedName: qualifiedNameCodec,
      times: timesCodec,
      object: objectCodec,
    });
    expect(descriptorOf(loadSpec(SPEC_FILE)).codecs).toEqual({ dataSet: dataSetCodec });
    expect(descriptorOf(loadSpec(TRACKING_SPEC_FILE)).codecs).toEqual({
      writePlans: writePlansCodec,
      valueEvents: valueEventsCodec,
      json: jsonCodec,
    });
    // A class result of an XmlSerializer service: the event reader; of a DataContractSerializer one (WCF
    // Tracking's, above): none, its values are read from the tree.
    expect(descriptorOf(parseSpec(CLASS, "spec/probe.yaml")).codecs).toEqual({
      writePlans: writePlansCodec,
      valueEvents: valueEventsCodec,
    });
    // A WCF service with a SOAP 1.2 port, and one mixing serializers (the lab recordings): their own codecs.
    const soap12 = loadSpec(SOAP12_SPEC, "test/reference/wcf/soap12/WcfSoap12.yaml");
    expect(codecsOf(descriptorOf(soap12))).toContain("wcfSoap12");
    expect(codecsOf(descriptorOf(soap12))).not.toContain("wcfMixed");
    expect(descriptorOf(soap12).codecs?.wcfSoap12).toBe(wcfSoap12Codec);
    const mixed = loadSpec(MIXED_SPEC, "test/reference/wcf/xml-serializer/mixed/WcfMixed.yaml");
    expect(codecsOf(descriptorOf(mixed))).toContain("wcfMixed");
    expect(codecsOf(descriptorOf(mixed))).not.toContain("wcfSoap12");
    expect(descriptorOf(mixed).codecs?.wcfMixed).toBe(wcfMixedCodec);
    // Its XmlSerializer operations' classes are written from plans; a DataContractSerializer service's never are.
    expect(codecsOf(descriptorOf(mixed))).toContain("writePlans");
    // A contract of several ports (the SOAP 1.2 recording's IClock): the client's ports option, its own codec;
    // WCF Tracking's contracts have one endpoint each.
    expect(descriptorOf(soap12).codecs?.wcfPorts).toBe(wcfPortsCodec);
    expect(codecsOf(wcf)).not.toContain("wcfPorts");
    // An XmlSerializer WCF service names DataContractSerializer's codec too: its client reads WCF's
    // ExceptionDetail by that serializer's rules (the reader is the codec's, soap/data-contract-reader.ts).
    const xmlOrders = descriptorOf(loadSpec(XML_ORDERS_SPEC, "spec/wcf-xml-orders.yaml"));
    expect(xmlOrders.serializer).toBeUndefined();
    expect(xmlOrders.codecs?.dataContract).toBe(dataContractCodec);
    expect(descriptorOf(loadSpec(WCF_SPEC_FILE)).codecs).toEqual({
      xmlNode: xmlNodeCodec,
      uri: uriCodec,
      times: timesCodec,
      dataContract: dataContractCodec,
      object: objectCodec,
      wcf: wcfCodec,
    });
  });

  it("are imported and named by the generated descriptor, and only those", () => {
    const xml = descriptorText(XML);
    expect(xml).toContain('import { xmlNodeCodec, type TypedServiceDescriptor } from "asmx-codegen-runtime";');
    expect(xml).toContain("  codecs: { xmlNode: xmlNodeCodec },\n};\n");
    const object = descriptorText(OBJECT);
    expect(object).toContain(
      'import {\n  xmlNodeCodec,\n  qualifiedNameCodec,\n  timesCodec,\n  objectCodec,\n  type TypedServiceDescriptor,\n} from "asmx-codegen-runtime";',
    );
    expect(object).toContain(
      "  codecs: { xmlNode: xmlNodeCodec, qualifiedName: qualifiedNameCodec, times: timesCodec, object: objectCodec },\n};\n",
    );
    expect(descriptorText(DATA_TYPES)).toContain(
      "  codecs: {\n    writePlans: writePlansCodec,\n    dataTypes: dataTypesCodec,\n    httpDocument: httpDocumentCodec,\n    valueEvents: valueEventsCodec,\n  },\n};\n",
    );
    const plain = descriptorText(service("  - name: Ping\n    fields: []\n    result: { type: string }\n"));
    expect(plain).toContain('import type { TypedServiceDescriptor } from "asmx-codegen-runtime";');
    expect(plain).not.toContain("codecs");
  });

  it("a client whose descriptor names no codec for a value refuses it, naming the codec", async () => {
    const { codecs: _codecs, ...withoutCodecs } = descriptorOf(parseSpec(XML, "spec/probe.yaml"));
    const body =
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
      '<GetNodeResponse xmlns="http://example.com/probe"><GetNodeResult><a>1</a></GetNodeResult></GetNodeResponse></soap:Body></soap:Envelope>';
    const transport = async () => ({ status: 200, contentType: "text/xml; charset=utf-8", body });
    const bare = new AsmxClientCore(withoutCodecs, { endpoint: "https://h/Probe.asmx", transport });
    await expect(bare.call("GetNode", {})).rejects.toThrow(/names no XmlNode codec/);
    const full = new AsmxClientCore(descriptorOf(parseSpec(XML, "spec/probe.yaml")), { endpoint: "https://h/Probe.asmx", transport });
    expect(await full.call("GetNode", {})).toMatchObject({ name: "a" });
  });

  it("a client reads a class result from events with the event reader's codec, from the tree without: the same value", async () => {
    const withEvents = descriptorOf(parseSpec(CLASS, "spec/probe.yaml"));
    const { codecs: _codecs, ...withoutCodecs } = withEvents;
    const operation = withEvents.operations[0]!;
    expect(resultCapture(withEvents, operation, "soap11")).toBeTypeOf("function");
    expect(resultCapture(withoutCodecs, operation, "soap11")).toBeUndefined();
    const body =
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
      '<GetResponse xmlns="http://example.com/probe"><GetResult><name>a &amp; b</name></GetResult></GetResponse></soap:Body></soap:Envelope>';
    const transport = async () => ({ status: 200, contentType: "text/xml; charset=utf-8", body });
    for (const descriptor of [withEvents, withoutCodecs]) {
      const client = new AsmxClientCore(descriptor, { endpoint: "https://h/Probe.asmx", transport });
      expect(await client.call("Get", {})).toEqual({ name: "a & b" });
    }
  });

  it("a client whose descriptor names no JSON codec refuses a JSON call, naming the codec", async () => {
    const { codecs: _codecs, ...withoutCodecs } = descriptorOf(loadSpec(TRACKING_SPEC_FILE));
    const operation = withoutCodecs.operations[0]!;
    const transport = async () => ({ status: 200, contentType: "application/json; charset=utf-8", body: '{"d":null}' });
    const bare = new AsmxClientCore(withoutCodecs, { endpoint: "https://h/T.asmx", transport, binding: "json" });
    await expect(bare.call(operation.messageName, {})).rejects.toThrow(/names no ScriptService \(JSON\) codec/);
  });

  it("a client writes a class parameter from write plans with their codec, field by field without: the same bytes and errors", async () => {
    const spec = `${service(`  - name: Put
    fields:
      - { name: thing, type: Thing }
    result: { type: string }
`)}types:
  Thing:
    fields:
      - { name: name, type: string }
      - { name: count, type: int }
      - { name: done, type: boolean }
      - { name: tags, type: "string[]" }
`;
    const withPlans = descriptorOf(parseSpec(spec, "spec/probe.yaml"));
    expect(withPlans.codecs?.writePlans).toBe(writePlansCodec);
    // The codec, counting its calls: with it, the plan writes the class's fields; without, emitField does.
    let planned = 0;
    const counting: ValueCodecs = {
      ...withPlans.codecs,
      writePlans: { emit: (...args) => (planned++, writePlansCodec.emit(...args)) },
    };
    const { codecs: _codecs, ...withoutCodecs } = withPlans;
    const answer =
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
      '<PutResponse xmlns="http://example.com/probe"><PutResult>ok</PutResult></PutResponse></soap:Body></soap:Envelope>';
    const bodies: string[] = [];
    const errors: string[] = [];
    for (const descriptor of [{ ...withPlans, codecs: counting }, withoutCodecs]) {
      const sent: TransportRequest[] = [];
      const transport = async (request: TransportRequest) => {
        sent.push(request);
        return { status: 200, contentType: "text/xml; charset=utf-8", body: answer };
      };
      const client = new AsmxClientCore(descriptor, { endpoint: "https://h/Probe.asmx", transport });
      const before = planned;
      expect(await client.call("Put", { thing: { name: "a & b", count: 7, done: true, tags: ["x", null] } })).toBe("ok");
      expect(planned > before).toBe("codecs" in descriptor);
      bodies.push(String(sent[0]!.body));
      await client.call("Put", { thing: { name: "a", count: 2 ** 40, done: false, tags: [] } }).catch((error: Error) => {
        errors.push(error.message);
      });
    }
    expect(bodies[0]).toContain(
      "<thing><name>a &amp; b</name><count>7</count><done>true</done><tags><string>x</string><string xsi:nil=\"true\" /></tags></thing>",
    );
    expect(bodies[1]).toBe(bodies[0]);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/thing\.count/);
    expect(errors[1]).toBe(errors[0]);
  });

  it("a WCF client without the ports codec refuses a port as the codec does, and takes none chosen", () => {
    const descriptor = descriptorOf(loadSpec(WCF_SPEC_FILE));
    expect(descriptor.codecs?.wcfPorts).toBeUndefined();
    const contract = descriptor.wcf!.contracts[0]!.name;
    const refusal = (ports: Record<string, string | undefined>): string => {
      try {
        atPorts(descriptor, ports);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error("atPorts took it");
    };
    for (const ports of [{ [contract]: "Other_Port" }, { INothing: "BasicHttpBinding_INothing" }]) {
      const message = refusal(ports);
      expect(message).toMatch(/^ports: /);
      expect(() => new AsmxClientCore(descriptor, { endpoint: "https://h/T.svc", ports })).toThrow(
        new TypeError(message),
      );
    }
    expect(refusal({ [contract]: "Other_Port" })).toBe(`ports: contract '${contract}' has no port 'Other_Port' (it has one endpoint)`);
    const none = new AsmxClientCore(descriptor, { endpoint: "https://h/T.svc", ports: { [contract]: undefined } });
    expect(none.service.operations).toEqual(atPorts(descriptor, { [contract]: undefined }).operations);
  });

  it("a client whose descriptor names no [XmlAnyElement] parameter codec refuses such a call, naming the codec", async () => {
    const spec = service(`  - name: Take
    fields:
      - { name: items, type: "XmlElement[]", any: true }
    result: { type: string }
`);
    const descriptor = descriptorOf(parseSpec(spec, "spec/probe.yaml"));
    expect(descriptor.codecs?.anyWrapper).toBe(anyWrapperCodec);
    const { anyWrapper: _any, ...others } = descriptor.codecs!;
    const answer =
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
      '<TakeResponse xmlns="http://example.com/probe"><TakeResult>ok</TakeResult></TakeResponse></soap:Body></soap:Envelope>';
    const sent: TransportRequest[] = [];
    const transport = async (request: TransportRequest) => {
      sent.push(request);
      return { status: 200, contentType: "text/xml; charset=utf-8", body: answer };
    };
    const items = [{ name: "a", namespace: "urn:x", attributes: [], children: ["1"] }];
    const bare = new AsmxClientCore({ ...descriptor, codecs: others }, { endpoint: "https://h/Probe.asmx", transport });
    await expect(bare.call("Take", { items })).rejects.toThrow(/names no \[XmlAnyElement\] parameter codec/);
    const full = new AsmxClientCore(descriptor, { endpoint: "https://h/Probe.asmx", transport });
    expect(await full.call("Take", { items })).toBe("ok");
    expect(String(sent[0]!.body)).toContain('<Take xmlns="http://example.com/probe"><a xmlns="urn:x">1</a></Take>');
  });

  it("a client of SoapUnknownHeader[] or fault headers names the header blocks codec; without it, those calls refuse naming it", async () => {
    const descriptor = descriptorOf(parseSpec(HEADER_BLOCKS, "spec/probe.yaml"));
    expect(descriptor.codecs?.headerBlocks).toBe(headerBlocksCodec);
    for (const file of [SPEC_FILE, TRACKING_SPEC_FILE, WCF_SPEC_FILE]) expect(codecsOf(descriptorOf(loadSpec(file)))).not.toContain("headerBlocks");
    const envelope = (header: string, body: string) =>
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
      `<soap:Header>${header}</soap:Header><soap:Body>${body}</soap:Body></soap:Envelope>`;
    const answers: Record<string, string> = {
      Echo: envelope('<Trace xmlns="urn:t">7</Trace>', '<EchoResponse xmlns="http://example.com/probe"><EchoResult>1</EchoResult></EchoResponse>'),
      Work: envelope(
        '<ErrorInfo xmlns="http://example.com/probe"><Code>42</Code></ErrorInfo>',
        "<soap:Fault><faultcode>soap:Server</faultcode><faultstring>failed</faultstring><detail /></soap:Fault>",
      ),
    };
    const sent: string[] = [];
    const transport = async (request: TransportRequest) => {
      sent.push(String(request.body));
      const action = request.headers.find(([name]) => name === "SOAPAction")![1];
      return { status: action.includes("Echo") ? 200 : 500, contentType: "text/xml; charset=utf-8", body: answers[action.includes("Echo") ? "Echo" : "Work"]! };
    };
    const block = { name: "Trace", namespace: "urn:t", attributes: [], children: ["7"] };
    const full = new AsmxClientCore(descriptor, { endpoint: "https://h/Probe.asmx", transport });
    // The answer's object form: no `headers` (the operation has no out headers, as its generated type says).
    expect(await full.call("Echo", {}, { unknownHeaders: [block] })).toStrictEqual({
      result: 1,
      unknownHeaders: [{ name: "Trace", namespace: "urn:t", namespaces: { "": "urn:t" }, children: ["7"] }],
    });
    expect(sent[0]).toContain('<soap:Header><Trace xmlns="urn:t">7</Trace></soap:Header>');
    const fault = await full.call("Work", {}).catch((error: unknown) => error);
    expect(fault).toBeInstanceOf(SoapFaultError);
    expect((fault as SoapFaultError).headers).toEqual({ errorInfo: { code: 42 } });
    // Without the codec: a generator fault naming it, never a call that drops the blocks; a fault whose headers
    // cannot be read is reported as its HTTP status, as any fault the client cannot read.
    const { headerBlocks: _blocks, ...others } = descriptor.codecs!;
    const bare = new AsmxClientCore({ ...descriptor, codecs: others }, { endpoint: "https://h/Probe.asmx", transport });
    await expect(bare.call("Echo", {}, { unknownHeaders: [block] })).rejects.toThrow(/names no SoapUnknownHeader\[\] and fault header codec/);
    expect(sent).toHaveLength(2);
    await expect(bare.call("Work", {})).rejects.toThrow(/^Work: HTTP 500 /);
  });

  it("a client whose descriptor names no data-types codec refuses a value of a data type, naming the codec; with it, the text XmlSerializer's", async () => {
    const descriptor = descriptorOf(parseSpec(DATA_TYPES, "spec/probe.yaml"));
    const { dataTypes: _dataTypes, ...others } = descriptor.codecs!;
    const answer =
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
      '<TagResponse xmlns="http://example.com/probe"><TagResult code=" a_x0020_b "><name> x_x003A_y </name>' +
      "<tokens> t1 </tokens><tokens>t2</tokens></TagResult></TagResponse></soap:Body></soap:Envelope>";
    const sent: TransportRequest[] = [];
    const transport = async (request: TransportRequest) => {
      sent.push(request);
      return { status: 200, contentType: "text/xml; charset=utf-8", body: answer };
    };
    const input = { name: "a b", data: new Uint8Array([0xab, 0x01]) };
    const full = new AsmxClientCore(descriptor, { endpoint: "https://h/Probe.asmx", transport });
    // Read from events (the event reader's codec) and from the tree (without it): the same value, Name and
    // NMTOKEN decoded, tokens trimmed, the absent member its [DefaultValue].
    const { valueEvents: _events, ...treeCodecs } = descriptor.codecs!;
    const tree = new AsmxClientCore({ ...descriptor, codecs: treeCodecs }, { endpoint: "https://h/Probe.asmx", transport });
    for (const client of [full, tree]) {
      expect(await client.call("Tag", input)).toEqual({ code: "a b", name: "x:y", tokens: ["t1", "t2"], kind: "plain" });
    }
    expect(String(sent[0]!.body)).toContain('<Tag xmlns="http://example.com/probe"><name>a_x0020_b</name><data>AB01</data></Tag>');
    // Without the codec: writing a data type's value, or reading one, fails saying which codec is missing.
    const bare = new AsmxClientCore({ ...descriptor, codecs: others }, { endpoint: "https://h/Probe.asmx", transport });
    await expect(bare.call("Tag", input)).rejects.toThrow(/names no XML Schema data type \(\[XmlElement\(DataType\)\]\) codec/);
    expect(sent).toHaveLength(2);
    // Nothing of a data type to write (null parameters): sent, and its answer's data types refused.
    await expect(bare.call("Tag", { name: null, data: null })).rejects.toThrow(/names no XML Schema data type/);
    expect(sent).toHaveLength(3);
    expect(String(sent[2]!.body)).toContain('<Tag xmlns="http://example.com/probe" />');
    // A service without data types never reaches the codec: Shipment Tracking's descriptor names none.
    expect(descriptorOf(loadSpec(TRACKING_SPEC_FILE)).codecs?.dataTypes).toBeUndefined();
  });
});
