/**
 * The WSDL of a complex service: the ShipmentTracking document equals what ASMX publishes, byte for byte and
 * as canonical XML; small specs show the exporter's rules the recorded service does not exercise (nested
 * arrays, enum arrays, a class only an out parameter uses, a subtype met before its base, attribute types,
 * empty classes, header directions, one-way with headers, HTTP-only results, descriptions).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument, rootNamespaces, wsdlEmitter, wsdlParts } from "../generator/emit/wsdl.js";
import type { ServiceModel } from "../generator/model/types.js";
import { loadSpec, parseSpec } from "../generator/spec/load.js";
import { parseXml } from "../runtime/src/xml/tree.js";
import { canonicalOf, firstDifference, firstDifferentLine } from "../generator/import/canonical.js";

const specFile = fileURLToPath(new URL("../spec/shipment-tracking.yaml", import.meta.url));
const reference = readFileSync(new URL("./reference/asmx-tracking/ShipmentTracking.wsdl", import.meta.url), "utf8");
/** The address the reference was recorded at: every port's location. */
const REFERENCE_ADDRESS = "http://127.0.0.1:8310/ShipmentTracking.asmx";
const model = loadSpec(specFile, "spec/shipment-tracking.yaml");

describe("the ShipmentTracking WSDL equals what ASMX publishes", () => {
  const document = renderWsdlDocument(model, REFERENCE_ADDRESS);

  it("byte for byte at the reference's address", () => {
    expect(firstDifferentLine(document, reference)).toBeUndefined();
    expect(document).toBe(reference);
  });

  it("as canonical XML", () => {
    expect(firstDifference(canonicalOf(document), canonicalOf(reference))).toBeUndefined();
  });

  it("writes wsdl/ShipmentTracking.wsdl with the spec's endpoint as every port address", () => {
    const files = wsdlEmitter.emit(model, { packageName: "test", generatorVersion: "0.0.0" });
    const file = files.find((f) => f.path === "wsdl/ShipmentTracking.wsdl")?.content;
    const location = `location="${REFERENCE_ADDRESS}"`;
    expect(reference.split(location)).toHaveLength(5);
    const expected = reference.split(location).join(`location="${model.endpoint}"`);
    expect(firstDifferentLine(file!, expected)).toBeUndefined();
    expect(file).toBe(expected);
    expect(wsdlParts(model)).toHaveLength(5);
  });

  it("names the path of a difference in the overload's second wsdl:operation", () => {
    const changed = document.replace(
      '<wsdl:input name="GetShipmentById" message="tns:GetShipmentByIdSoapIn" />',
      '<wsdl:input name="GetShipmentById" message="tns:GetShipmentSoapIn" />',
    );
    expect(changed).not.toBe(document);
    expect(firstDifference(canonicalOf(changed), canonicalOf(reference))).toBe(
      "/wsdl:definitions[1]/wsdl:portType[@name='ShipmentTrackingSoap']/wsdl:operation[@name='GetShipment'][2]" +
        "/wsdl:input[@name='GetShipmentById']/@message: \"{http://shipment.example.com/tracking}GetShipmentSoapIn\", " +
        'expected "{http://shipment.example.com/tracking}GetShipmentByIdSoapIn"',
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// Small specs.

const NS = "http://example.com/t";

function spec(body: string, bindings = "[soap11, soap12, httpGet, httpPost]"): ServiceModel {
  return parseSpec(
    `service:\n  name: T\n  namespace: ${NS}\n  endpoint: https://example.com/T.asmx\n  bindings: ${bindings}\n${body}`,
    "test.yaml",
  );
}

/** The lines of `document` from the first line equal to `first` (trimmed), `count` lines, indentation kept. */
function lines(document: string, first: string, count: number): string[] {
  const all = document.split("\n");
  const start = all.findIndex((l) => l.trim() === first);
  expect(start, first).toBeGreaterThanOrEqual(0);
  return all.slice(start, start + count);
}

/** The names of the service schema's top-level items, in order (`element X`, `complexType Y`, ...). */
function schemaItems(document: string): string[] {
  const root = parseXml(document);
  const types = root.children.find((c) => typeof c !== "string" && c.local === "types");
  if (!types || typeof types === "string") throw new Error("no wsdl:types");
  const schema = types.children.find(
    (c) => typeof c !== "string" && c.attributes.some((a) => a.local === "targetNamespace" && a.value === NS),
  );
  if (!schema || typeof schema === "string") throw new Error("no service schema");
  return schema.children.flatMap((c) =>
    typeof c === "string" || c.local === "import"
      ? []
      : [`${c.local} ${c.attributes.find((a) => a.local === "name")?.value}`],
  );
}

describe("arrays", () => {
  const document = renderWsdlDocument(
    spec(`enums:
  State:
    values: [Open, Closed]
  Options:
    flags: true
    values: { None: 0, A: 1, B: 2 }
operations:
  - name: Put
    fields:
      - { name: matrix, type: "int[][]" }
      - { name: states, type: "State[]" }
      - { name: options, type: "Options[]" }
    result: { type: "string[][]" }
`),
    "http://h/T.asmx",
  );

  it("names an array of arrays ArrayOfArrayOfX, with nillable ArrayOfX items, followed by ArrayOfX", () => {
    expect(lines(document, '<s:complexType name="ArrayOfArrayOfInt">', 10)).toEqual([
      '      <s:complexType name="ArrayOfArrayOfInt">',
      "        <s:sequence>",
      '          <s:element minOccurs="0" maxOccurs="unbounded" name="ArrayOfInt" nillable="true" type="tns:ArrayOfInt" />',
      "        </s:sequence>",
      "      </s:complexType>",
      '      <s:complexType name="ArrayOfInt">',
      "        <s:sequence>",
      '          <s:element minOccurs="0" maxOccurs="unbounded" name="int" type="s:int" />',
      "        </s:sequence>",
      "      </s:complexType>",
    ]);
  });

  it("names an enum array after the enum, items not nillable, and a flags enum array likewise", () => {
    expect(lines(document, '<s:complexType name="ArrayOfState">', 5)).toEqual([
      '      <s:complexType name="ArrayOfState">',
      "        <s:sequence>",
      '          <s:element minOccurs="0" maxOccurs="unbounded" name="State" type="tns:State" />',
      "        </s:sequence>",
      "      </s:complexType>",
    ]);
    expect(lines(document, '<s:complexType name="ArrayOfOptions">', 12)).toEqual([
      '      <s:complexType name="ArrayOfOptions">',
      "        <s:sequence>",
      '          <s:element minOccurs="0" maxOccurs="unbounded" name="Options" type="tns:Options" />',
      "        </s:sequence>",
      "      </s:complexType>",
      '      <s:simpleType name="Options">',
      "        <s:list>",
      "          <s:simpleType>",
      '            <s:restriction base="s:string">',
      '              <s:enumeration value="None" />',
      '              <s:enumeration value="A" />',
      '              <s:enumeration value="B" />',
    ]);
  });

  it("exports each type right after the first item that uses it", () => {
    expect(schemaItems(document)).toEqual([
      "element Put",
      "complexType ArrayOfArrayOfInt",
      "complexType ArrayOfInt",
      "complexType ArrayOfState",
      "simpleType State",
      "complexType ArrayOfOptions",
      "simpleType Options",
      "element PutResponse",
      "complexType ArrayOfArrayOfString",
      "complexType ArrayOfString",
    ]);
    // A nested array parameter is not HTTP text: ASMX leaves the operation off HTTP GET/POST.
    expect(document).not.toContain("PutHttpGet");
  });
});

describe("classes", () => {
  const model = spec(`enums:
  E1: { values: [X] }
  E2: { values: [Y] }
  E3: { values: [Z] }
types:
  Event:
    abstract: true
    fields:
      - { name: Kind, type: E1 }
  Other:
    base: Event
    fields: []
  Scan:
    base: Event
    fields:
      - { name: Mode, type: E2 }
  Flagged:
    fields:
      - { name: Level, type: E3, attribute: true }
      - { name: Note, type: string, attribute: true }
      - { name: Count, type: int, attribute: true, optional: true }
      - { name: Size, type: int, attribute: true }
      - { name: Inner, type: Empty }
  Empty:
    fields: []
  Detail:
    fields:
      - { name: Code, type: int }
operations:
  - name: Send
    fields:
      - { name: scan, type: Scan }
      - { name: flagged, type: Flagged }
    result: { type: boolean }
    out:
      - { name: detail, type: Detail }
      - { name: count, type: int }
`);
  const document = renderWsdlDocument(model, "http://h/T.asmx");

  it("exports a subtype met first before its base, the base's other subtypes, then its own fields' types", () => {
    expect(schemaItems(document).slice(0, 7)).toEqual([
      "element Send",
      "complexType Scan",
      "complexType Event",
      "simpleType E1",
      "complexType Other",
      "simpleType E2",
      "complexType Flagged",
    ]);
  });

  it("writes a subtype without fields as an empty extension", () => {
    expect(lines(document, '<s:complexType name="Other">', 5)).toEqual([
      '      <s:complexType name="Other">',
      '        <s:complexContent mixed="false">',
      '          <s:extension base="tns:Event" />',
      "        </s:complexContent>",
      "      </s:complexType>",
    ]);
    expect(lines(document, '<s:complexType name="Event" abstract="true">', 1)).toHaveLength(1);
  });

  it("writes attributes after the sequence, use=required only for value types always sent, their types after the elements'", () => {
    expect(lines(document, '<s:complexType name="Flagged">', 14)).toEqual([
      '      <s:complexType name="Flagged">',
      "        <s:sequence>",
      '          <s:element minOccurs="0" maxOccurs="1" name="Inner" type="tns:Empty" />',
      "        </s:sequence>",
      '        <s:attribute name="Level" type="tns:E3" use="required" />',
      '        <s:attribute name="Note" type="s:string" />',
      '        <s:attribute name="Count" type="s:int" />',
      '        <s:attribute name="Size" type="s:int" use="required" />',
      "      </s:complexType>",
      '      <s:complexType name="Empty" />',
      '      <s:simpleType name="E3">',
      '        <s:restriction base="s:string">',
      '          <s:enumeration value="Z" />',
      "        </s:restriction>",
    ]);
  });

  it("puts out parameters after the result, and a class only an out parameter uses after the response", () => {
    expect(lines(document, '<s:element name="SendResponse">', 13)).toEqual([
      '      <s:element name="SendResponse">',
      "        <s:complexType>",
      "          <s:sequence>",
      '            <s:element minOccurs="1" maxOccurs="1" name="SendResult" type="s:boolean" />',
      '            <s:element minOccurs="0" maxOccurs="1" name="detail" type="tns:Detail" />',
      '            <s:element minOccurs="1" maxOccurs="1" name="count" type="s:int" />',
      "          </s:sequence>",
      "        </s:complexType>",
      "      </s:element>",
      '      <s:complexType name="Detail">',
      "        <s:sequence>",
      '          <s:element minOccurs="1" maxOccurs="1" name="Code" type="s:int" />',
      "        </s:sequence>",
    ]);
    expect(schemaItems(document).at(-1)).toBe("complexType Detail");
  });
});

describe("headers", () => {
  const document = renderWsdlDocument(
    spec(`headers:
  OutH:
    fields:
      - { name: Token, type: string }
  InH:
    fields: []
operations:
  - name: Call
    fields: []
    headers:
      - { name: OutH, direction: out }
      - { name: InH }
    result: { type: int }
  - name: Notify
    oneWay: true
    fields: []
    headers:
      - { name: InH, required: true }
`),
    "http://h/T.asmx",
  );

  it("exports the request's headers, then the response's, after the response wrapper", () => {
    expect(schemaItems(document)).toEqual([
      "element Call",
      "element CallResponse",
      "element InH",
      "complexType InH",
      "element OutH",
      "complexType OutH",
      "element Notify",
      "element int",
    ]);
    expect(lines(document, '<s:complexType name="InH">', 3)).toEqual([
      '      <s:complexType name="InH">',
      "        <s:anyAttribute />",
      "      </s:complexType>",
    ]);
  });

  it("declares one message per bound header in the operation's order, and binds each in its direction", () => {
    expect(lines(document, '<wsdl:message name="CallSoapIn">', 15).map((l) => l.trim())).toEqual([
      '<wsdl:message name="CallSoapIn">',
      '<wsdl:part name="parameters" element="tns:Call" />',
      "</wsdl:message>",
      '<wsdl:message name="CallSoapOut">',
      '<wsdl:part name="parameters" element="tns:CallResponse" />',
      "</wsdl:message>",
      '<wsdl:message name="CallOutH">',
      '<wsdl:part name="OutH" element="tns:OutH" />',
      "</wsdl:message>",
      '<wsdl:message name="CallInH">',
      '<wsdl:part name="InH" element="tns:InH" />',
      "</wsdl:message>",
      '<wsdl:message name="NotifySoapIn">',
      '<wsdl:part name="parameters" element="tns:Notify" />',
      "</wsdl:message>",
    ]);
    expect(lines(document, '<soap12:operation soapAction="http://example.com/t/Call" style="document" />', 9)).toEqual([
      '      <soap12:operation soapAction="http://example.com/t/Call" style="document" />',
      "      <wsdl:input>",
      '        <soap12:body use="literal" />',
      '        <soap12:header message="tns:CallInH" part="InH" use="literal" />',
      "      </wsdl:input>",
      "      <wsdl:output>",
      '        <soap12:body use="literal" />',
      '        <soap12:header message="tns:CallOutH" part="OutH" use="literal" />',
      "      </wsdl:output>",
    ]);
  });

  it("gives a one-way operation no response element, output message nor SOAP output; over HTTP it is void", () => {
    expect(document).not.toContain("NotifyResponse");
    expect(document).not.toContain("NotifySoapOut");
    expect(lines(document, '<soap:operation soapAction="http://example.com/t/Notify" style="document" />', 6)).toEqual([
      '      <soap:operation soapAction="http://example.com/t/Notify" style="document" />',
      "      <wsdl:input>",
      '        <soap:body use="literal" />',
      '        <soap:header message="tns:NotifyInH" part="InH" use="literal" />',
      "      </wsdl:input>",
      "    </wsdl:operation>",
    ]);
    expect(document).toContain('  <wsdl:message name="NotifyHttpGetOut" />\n');
    expect(lines(document, '<http:operation location="/Notify" />', 5).slice(4)).toEqual(["      <wsdl:output />"]);
  });
});

describe("HTTP-only results, overloads and descriptions", () => {
  const document = renderWsdlDocument(
    spec(`types:
  Thing:
    fields:
      - { name: Mark, type: char }
operations:
  - name: Get
    description: 'Gets <b>one</b> & "only" one.'
    documentation: Not in the WSDL.
    bindings: [httpGet]
    fields: []
    result: { type: Thing }
  - name: Get
    messageName: GetByCode
    bindings: [soap11, httpGet]
    fields:
      - { name: code, type: char }
    result: { type: char }
`),
    "http://h/T.asmx",
  );

  it("exports a class first met as an HTTP result after its global element; char in wsdl/types", () => {
    expect(schemaItems(document)).toEqual([
      "element GetByCode",
      "element GetByCodeResponse",
      "element Thing",
      "complexType Thing",
      "element char",
    ]);
    expect(document).toContain('      <s:element name="Thing" nillable="true" type="tns:Thing" />\n');
    expect(document).toContain('      <s:element name="char" type="s1:char" />\n');
    expect(document).toContain('<s:element minOccurs="1" maxOccurs="1" name="Mark" type="s1:char" />');
    expect(document).toContain(
      [
        '    <s:schema elementFormDefault="qualified" targetNamespace="http://microsoft.com/wsdl/types/">',
        '      <s:simpleType name="char">',
        '        <s:restriction base="s:unsignedShort" />',
        "      </s:simpleType>",
        "    </s:schema>",
      ].join("\n"),
    );
  });

  it("names an overload's input and output after its message name in every port type and binding", () => {
    expect(lines(document, '<wsdl:portType name="TSoap">', 5)).toEqual([
      '  <wsdl:portType name="TSoap">',
      '    <wsdl:operation name="Get">',
      '      <wsdl:input name="GetByCode" message="tns:GetByCodeSoapIn" />',
      '      <wsdl:output name="GetByCode" message="tns:GetByCodeSoapOut" />',
      "    </wsdl:operation>",
    ]);
    // The SOAP port type and binding (GetByCode), the HTTP GET port type and binding (Get and GetByCode).
    expect(document.match(/<wsdl:operation name="Get">/g)).toHaveLength(6);
    expect(document).toContain('      <wsdl:input name="GetByCode" message="tns:GetByCodeHttpGetIn" />\n');
    expect(document).toContain(
      '    <wsdl:operation name="Get">\n      <http:operation location="/GetByCode" />\n      <wsdl:input name="GetByCode">\n',
    );
  });

  it("writes descriptions as escaped text in the port type, not in bindings; documentation stays out", () => {
    const documentation =
      '<wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">Gets &lt;b&gt;one&lt;/b&gt; &amp; "only" one.</wsdl:documentation>';
    expect(document.split(documentation)).toHaveLength(2);
    expect(lines(document, '<wsdl:portType name="THttpGet">', 3)[2]).toBe(`      ${documentation}`);
    expect(document).not.toContain("Not in the WSDL");
    expect(() => parseXml(document)).not.toThrow();
  });
});

describe("root namespace declarations", () => {
  const fixed = (list: { prefix: string }[]): string[] => list.map((n) => n.prefix);

  it("follow the recorded order, with s1 and s2 where the recordings put them", () => {
    expect(fixed(rootNamespaces(NS, []))).toEqual(["soapenc", "soap12", "http", "tns", "mime", "tm", "s", "soap"]);
    expect(
      fixed(
        rootNamespaces(NS, [
          { prefix: "s1", namespace: "a" },
          { prefix: "s2", namespace: "b" },
        ]),
      ),
    ).toEqual(["s2", "soapenc", "soap12", "s1", "http", "tns", "mime", "tm", "s", "soap"]);
  });

  it("put further schemas after tm, in index order", () => {
    const list = rootNamespaces(NS, [
      { prefix: "s1", namespace: "a" },
      { prefix: "s2", namespace: "b" },
      { prefix: "s3", namespace: "c" },
      { prefix: "s4", namespace: "d" },
    ]);
    expect(fixed(list)).toEqual([
      "s2",
      "soapenc",
      "soap12",
      "s1",
      "http",
      "tns",
      "mime",
      "tm",
      "s3",
      "s4",
      "s",
      "soap",
    ]);
    expect(list.find((n) => n.prefix === "s3")?.namespace).toBe("c");
    expect(list.find((n) => n.prefix === "tns")?.namespace).toBe(NS);
  });
});
