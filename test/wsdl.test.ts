/**
 * The WSDL emitter: the document equals what the reference ASMX service publishes, byte for byte and as
 * canonical XML; node-soap reads it; a wider spec follows ASMX's rules; src/wsdl.ts serves it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as soap from "soap";
import { afterAll, describe, expect, it } from "vitest";
import { renderWsdlDocument, wsdlEmitter, wsdlParts } from "../generator/emit/wsdl.js";
import type { Emitter } from "../generator/emit/emitter.js";
import type { ServiceModel } from "../generator/model/types.js";
import { renderPackage, writePackage } from "../generator/pipeline.js";
import { loadSpec, parseSpec } from "../generator/spec/load.js";
import { parseXml } from "../runtime/src/xml/tree.js";
import { canonicalOf, firstDifference, firstDifferentLine } from "../generator/import/canonical.js";
import { REFERENCE_DIR } from "./support/paths.js";

const specFile = fileURLToPath(new URL("../spec/shipment-operations.yaml", import.meta.url));
const reference = readFileSync(join(REFERENCE_DIR, "ShipmentOperations.wsdl"), "utf8");
/** The address the reference was recorded at: every port's location. */
const REFERENCE_ADDRESS = "http://127.0.0.1:8089/ShipmentOperations.asmx";
const model = loadSpec(specFile, "spec/shipment-operations.yaml");

const scratch = mkdtempSync(join(tmpdir(), "wsdl-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function emitted(m: ServiceModel): Map<string, string> {
  return new Map(
    wsdlEmitter.emit(m, { packageName: "test", generatorVersion: "0.0.0" }).map((f) => [f.path, f.content]),
  );
}

describe("the WSDL equals what ASMX publishes for the service", () => {
  it("byte for byte at the reference's address", () => {
    const document = renderWsdlDocument(model, REFERENCE_ADDRESS);
    expect(firstDifferentLine(document, reference)).toBeUndefined();
    expect(document).toBe(reference);
    expect(document.endsWith("</wsdl:definitions>")).toBe(true);
  });

  it("writes wsdl/ShipmentOperations.wsdl with the spec's endpoint as every port address", () => {
    const file = emitted(model).get("wsdl/ShipmentOperations.wsdl");
    const location = `location="${REFERENCE_ADDRESS}"`;
    expect(reference.split(location)).toHaveLength(5);
    const expected = reference.split(location).join(`location="${model.endpoint}"`);
    expect(model.endpoint).toBe("https://shipment.example.com/ShipmentOperations.asmx");
    expect(firstDifferentLine(file!, expected)).toBeUndefined();
    expect(file).toBe(expected);
  });

  it("is split at exactly the four port addresses", () => {
    const parts = wsdlParts(model);
    expect(parts).toHaveLength(5);
    for (const part of parts.slice(0, 4)) expect(part.endsWith(' location="')).toBe(true);
  });

  it("does not carry the spec's documentation (ASMX writes none without [WebMethod(Description)])", () => {
    expect(model.operations[0]!.documentation).toBeTruthy();
    expect(renderWsdlDocument(model, REFERENCE_ADDRESS)).not.toContain("documentation");
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("the WSDL equals the reference as canonical XML", () => {
  it("has no difference", () => {
    const generated = canonicalOf(renderWsdlDocument(model, REFERENCE_ADDRESS));
    expect(firstDifference(generated, canonicalOf(reference))).toBeUndefined();
  });

  it("ignores prefixes, attribute order and white space, and names the path of a difference", () => {
    // Same document with other prefixes, attributes reordered and another indentation: no difference.
    const restyled = reference
      .replace(/xmlns:s=/g, "xmlns:xsd=")
      .replace(/(<\/?|"|')s:/g, "$1xsd:")
      .replace(/<(\S+) (minOccurs="\d") (maxOccurs="\w+")/g, "<$1 $3 $2")
      .replace(/\n {2}/g, "\n\t");
    expect(restyled).not.toBe(reference);
    expect(firstDifference(canonicalOf(restyled), canonicalOf(reference))).toBeUndefined();

    // One type changed deep inside: the difference is named.
    const changed = renderWsdlDocument(model, REFERENCE_ADDRESS).replace(
      /(<s:element name="GetStatusRef">[\s\S]*?name="LastStatusOnly") type="s:boolean"/,
      '$1 type="s:string"',
    );
    expect(firstDifference(canonicalOf(changed), canonicalOf(reference))).toBe(
      "/wsdl:definitions[1]/wsdl:types[1]/s:schema[1]/s:element[@name='GetStatusRef']/s:complexType[1]/s:sequence[1]" +
        '/s:element[@name=\'LastStatusOnly\']/@type: "{http://www.w3.org/2001/XMLSchema}string", expected "{http://www.w3.org/2001/XMLSchema}boolean"',
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("node-soap reads the WSDL", () => {
  const expectedInputs: Record<string, string[]> = {
    GetQuotesRequest: ["UserID", "Password", "Quotes"],
    GetQuotes: ["UserID", "Password", "Quotes"],
    UploadShipmentsRequest: ["UserID", "Password", "Request"],
    UploadShipmentsRS: ["UserID", "Password", "Request", "Pwd"],
    GetStatus: ["TrackNum", "TrackNumType", "LastStatusOnly"],
    GetStatusRef: ["TrackNum", "TrackNumType", "LastStatusOnly", "UserId", "Password"],
    GetStatusRequest: ["TrackNum", "TrackNumType", "LastStatusOnly"],
    ViewNextAvailableMAWBNum: ["UserID", "Password", "CarrierCode"],
    ReserveNextMAWBNum: ["UserID", "Password", "CarrierCode"],
  };

  it("describes the nine operations on both SOAP ports with their parameters in order", async () => {
    const file = join(scratch, "ShipmentOperations.wsdl");
    writeFileSync(file, emitted(model).get("wsdl/ShipmentOperations.wsdl")!);
    const client = await soap.createClientAsync(file);
    const description = client.describe() as Record<
      string,
      Record<string, Record<string, { input: Record<string, unknown>; output: Record<string, unknown> }>>
    >;
    const service = description.ShipmentOperations!;
    // node-soap describes SOAP ports only.
    expect(Object.keys(service)).toEqual(["ShipmentOperationsSoap", "ShipmentOperationsSoap12"]);
    for (const port of Object.values(service)) {
      expect(Object.keys(port)).toEqual(Object.keys(expectedInputs));
      for (const [operation, inputs] of Object.entries(expectedInputs)) {
        const { input, output } = port[operation]!;
        expect(
          Object.keys(input).filter((k) => !k.startsWith("targetNS")),
          operation,
        ).toEqual(inputs);
        expect(
          Object.keys(output).filter((k) => !k.startsWith("targetNS")),
          operation,
        ).toEqual([`${operation}Result`]);
      }
      expect(port.GetStatus!.input).toMatchObject({
        TrackNum: "s:string",
        TrackNumType: "TrackNumTypes|s:string|HAWB,SHIPPER,PO,ORDERNUMBER",
        LastStatusOnly: "s:boolean",
      });
      expect(port.GetQuotesRequest!.output).toMatchObject({ GetQuotesRequestResult: "s:string" });
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// A wider spec: the nine operations plus new ones using the other types ASMX knows.

const specText = readFileSync(specFile, "utf8");

function widerSpec(operations: string): ServiceModel {
  expect(specText).toContain("\nenums:\n");
  const text = specText.replace("\nenums:\n", "\nenums:\n  Priority:\n    values: [Low, Normal, High]\n") + operations;
  return parseSpec(text, "test.yaml");
}

/** The lines of `document` from the line equal to `first` (trimmed) up to and including the line equal to `last`. */
function block(document: string, first: string, last: string): string {
  const lines = document.split("\n");
  const start = lines.findIndex((l) => l.trim() === first);
  const end = lines.findIndex((l, i) => i > start && l.trim() === last);
  expect(start, first).toBeGreaterThanOrEqual(0);
  expect(end, last).toBeGreaterThan(start);
  return lines.slice(start, end + 1).join("\n");
}

/** Every line of the reference (the root start tag aside) appears in `document`, in the same order. */
function keepsReferenceLines(document: string, address: string): void {
  const lines = document.split("\n");
  let at = 0;
  for (const line of reference.split(REFERENCE_ADDRESS).join(address).split("\n").slice(2)) {
    const found = lines.indexOf(line, at);
    expect(found, line).toBeGreaterThanOrEqual(at);
    at = found + 1;
  }
}

describe("a tenth operation with int, int?, dateTime, decimal, guid, string[], int[] and a new enum", () => {
  // guid and int? parameters cannot travel over HTTP GET/POST (ASMX's ScalarFormatter takes neither), so ASMX
  // offers such a method on SOAP only.
  const wider = widerSpec(`
  - name: ScheduleShipment
    documentation: Schedules a pickup.
    bindings: [soap11, soap12]
    fields:
      - { name: Pieces, type: int }
      - { name: MaxPieces, type: int, nullable: true }
      - { name: PickupAt, type: dateTime }
      - { name: DeclaredValue, type: decimal }
      - { name: ShipmentId, type: guid }
      - { name: Tags, type: "string[]" }
      - { name: PieceIds, type: "int[]" }
      - { name: Priority, type: Priority }
    result:
      type: int
`);
  const document = renderWsdlDocument(wider, REFERENCE_ADDRESS);

  it("declares the wrapper elements and then the types they use, as XmlSchemaExporter does", () => {
    expect(block(document, '<s:element name="ScheduleShipment">', "</s:schema>")).toBe(
      [
        '      <s:element name="ScheduleShipment">',
        "        <s:complexType>",
        "          <s:sequence>",
        '            <s:element minOccurs="1" maxOccurs="1" name="Pieces" type="s:int" />',
        '            <s:element minOccurs="1" maxOccurs="1" name="MaxPieces" nillable="true" type="s:int" />',
        '            <s:element minOccurs="1" maxOccurs="1" name="PickupAt" type="s:dateTime" />',
        '            <s:element minOccurs="1" maxOccurs="1" name="DeclaredValue" type="s:decimal" />',
        '            <s:element minOccurs="1" maxOccurs="1" name="ShipmentId" type="s1:guid" />',
        '            <s:element minOccurs="0" maxOccurs="1" name="Tags" type="tns:ArrayOfString" />',
        '            <s:element minOccurs="0" maxOccurs="1" name="PieceIds" type="tns:ArrayOfInt" />',
        '            <s:element minOccurs="1" maxOccurs="1" name="Priority" type="tns:Priority" />',
        "          </s:sequence>",
        "        </s:complexType>",
        "      </s:element>",
        '      <s:complexType name="ArrayOfString">',
        "        <s:sequence>",
        '          <s:element minOccurs="0" maxOccurs="unbounded" name="string" nillable="true" type="s:string" />',
        "        </s:sequence>",
        "      </s:complexType>",
        '      <s:complexType name="ArrayOfInt">',
        "        <s:sequence>",
        '          <s:element minOccurs="0" maxOccurs="unbounded" name="int" type="s:int" />',
        "        </s:sequence>",
        "      </s:complexType>",
        '      <s:simpleType name="Priority">',
        '        <s:restriction base="s:string">',
        '          <s:enumeration value="Low" />',
        '          <s:enumeration value="Normal" />',
        '          <s:enumeration value="High" />',
        "        </s:restriction>",
        "      </s:simpleType>",
        '      <s:element name="ScheduleShipmentResponse">',
        "        <s:complexType>",
        "          <s:sequence>",
        '            <s:element minOccurs="1" maxOccurs="1" name="ScheduleShipmentResult" type="s:int" />',
        "          </s:sequence>",
        "        </s:complexType>",
        "      </s:element>",
        // The HTTP result elements of the nine operations follow; the new one is not on HTTP.
        '      <s:element name="string" nillable="true" type="s:string" />',
        '      <s:element name="DataSet" nillable="true">',
        "        <s:complexType>",
        "          <s:sequence>",
        '            <s:element ref="s:schema" />',
        "            <s:any />",
        "          </s:sequence>",
        "        </s:complexType>",
        "      </s:element>",
        '      <s:element name="DataTable" nillable="true">',
        "        <s:complexType>",
        "          <s:sequence>",
        '            <s:any minOccurs="0" maxOccurs="unbounded" namespace="http://www.w3.org/2001/XMLSchema" processContents="lax" />',
        '            <s:any minOccurs="1" namespace="urn:schemas-microsoft-com:xml-diffgram-v1" processContents="lax" />',
        "          </s:sequence>",
        "        </s:complexType>",
        "      </s:element>",
        "    </s:schema>",
      ].join("\n"),
    );
  });

  it("puts guid in http://microsoft.com/wsdl/types/ (prefix s1), imported by the service schema", () => {
    const lines = document.split("\n");
    // s1 where the recordings put it (the second reference service declares it between soap12 and http).
    expect(lines[1]).toContain(
      ' xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" xmlns:s1="http://microsoft.com/wsdl/types/" xmlns:http="http://schemas.xmlsoap.org/wsdl/http/" ',
    );
    expect(lines.slice(3, 5)).toEqual([
      '    <s:schema elementFormDefault="qualified" targetNamespace="http://shipment.example.com/operations">',
      '      <s:import namespace="http://microsoft.com/wsdl/types/" />',
    ]);
    expect(
      block(
        document,
        '<s:schema elementFormDefault="qualified" targetNamespace="http://microsoft.com/wsdl/types/">',
        "</wsdl:types>",
      ),
    ).toBe(
      [
        '    <s:schema elementFormDefault="qualified" targetNamespace="http://microsoft.com/wsdl/types/">',
        '      <s:simpleType name="guid">',
        '        <s:restriction base="s:string">',
        '          <s:pattern value="[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}" />',
        "        </s:restriction>",
        "      </s:simpleType>",
        "    </s:schema>",
        "  </wsdl:types>",
      ].join("\n"),
    );
  });

  it("adds the operation to the SOAP messages, port type and both SOAP bindings only", () => {
    expect(
      block(
        document,
        '<wsdl:message name="ScheduleShipmentSoapIn">',
        '<wsdl:message name="GetQuotesRequestHttpGetIn">',
      ),
    ).toBe(
      [
        '  <wsdl:message name="ScheduleShipmentSoapIn">',
        '    <wsdl:part name="parameters" element="tns:ScheduleShipment" />',
        "  </wsdl:message>",
        '  <wsdl:message name="ScheduleShipmentSoapOut">',
        '    <wsdl:part name="parameters" element="tns:ScheduleShipmentResponse" />',
        "  </wsdl:message>",
        '  <wsdl:message name="GetQuotesRequestHttpGetIn">',
      ].join("\n"),
    );
    expect(document.match(/<wsdl:operation name="ScheduleShipment">/g)).toHaveLength(3);
    expect(document).toContain(
      [
        '    <wsdl:operation name="ScheduleShipment">',
        '      <soap12:operation soapAction="http://shipment.example.com/operations/ScheduleShipment" style="document" />',
      ].join("\n"),
    );
    expect(document).not.toContain("ScheduleShipmentHttp");
  });

  it("leaves everything the nine operations had in place", () => {
    keepsReferenceLines(document, REFERENCE_ADDRESS);
  });
});

describe("HTTP GET/POST results and array parameters of other types", () => {
  const wider = widerSpec(`
  - name: ListTags
    fields:
      - { name: Tags, type: "string[]" }
      - { name: PieceIds, type: "int[]" }
      - { name: Priority, type: Priority }
    result:
      type: "string[]"
  - name: CountPieces
    fields:
      - { name: Pieces, type: int }
    result:
      type: int
  - name: NewShipmentId
    fields: []
    result:
      type: guid
  - name: NextPriority
    fields:
      - { name: Current, type: Priority }
    result:
      type: Priority
`);
  const document = renderWsdlDocument(wider, REFERENCE_ADDRESS);

  it("declares one global result element per root element name, in the order HTTP GET meets them", () => {
    expect(
      block(document, '<s:element name="DataTable" nillable="true">', "</s:schema>").split("\n").slice(-5),
    ).toEqual([
      '      <s:element name="ArrayOfString" nillable="true" type="tns:ArrayOfString" />',
      '      <s:element name="int" type="s:int" />',
      '      <s:element name="guid" type="s1:guid" />',
      '      <s:element name="Priority" type="tns:Priority" />',
      "    </s:schema>",
    ]);
  });

  it("writes an operation without parameters as an empty wrapper and an empty HTTP input message", () => {
    expect(block(document, '<s:element name="NewShipmentId">', '<s:element name="NextPriority">')).toBe(
      [
        '      <s:element name="NewShipmentId">',
        "        <s:complexType />",
        "      </s:element>",
        '      <s:element name="NewShipmentIdResponse">',
        "        <s:complexType>",
        "          <s:sequence>",
        '            <s:element minOccurs="1" maxOccurs="1" name="NewShipmentIdResult" type="s1:guid" />',
        "          </s:sequence>",
        "        </s:complexType>",
        "      </s:element>",
        '      <s:element name="NextPriority">',
      ].join("\n"),
    );
    expect(document).toContain('  <wsdl:message name="NewShipmentIdHttpGetIn" />\n');
    expect(document).toContain('  <wsdl:message name="NewShipmentIdHttpPostIn" />\n');
  });

  it("types array parameters of HTTP GET/POST as StringArray of <namespace>/AbstractTypes (prefix s2)", () => {
    expect(document.split("\n")[1]).toMatch(
      /^<wsdl:definitions xmlns:s2="http:\/\/shipment.example.com\/operations\/AbstractTypes" xmlns:soapenc="[^"]*" xmlns:soap12="[^"]*" xmlns:s1="http:\/\/microsoft.com\/wsdl\/types\/" xmlns:http=/,
    );
    for (const binding of ["HttpGet", "HttpPost"]) {
      expect(
        block(document, `<wsdl:message name="ListTags${binding}In">`, `<wsdl:message name="CountPieces${binding}In">`),
      ).toBe(
        [
          `  <wsdl:message name="ListTags${binding}In">`,
          '    <wsdl:part name="Tags" type="s2:StringArray" />',
          '    <wsdl:part name="PieceIds" type="s2:StringArray" />',
          '    <wsdl:part name="Priority" type="s:string" />',
          "  </wsdl:message>",
          `  <wsdl:message name="ListTags${binding}Out">`,
          '    <wsdl:part name="Body" element="tns:ArrayOfString" />',
          "  </wsdl:message>",
          `  <wsdl:message name="CountPieces${binding}In">`,
        ].join("\n"),
      );
    }
    expect(
      block(
        document,
        '<s:schema targetNamespace="http://shipment.example.com/operations/AbstractTypes">',
        "</wsdl:types>",
      ),
    ).toBe(
      [
        '    <s:schema targetNamespace="http://shipment.example.com/operations/AbstractTypes">',
        '      <s:import namespace="http://schemas.xmlsoap.org/soap/encoding/" />',
        '      <s:complexType name="StringArray">',
        '        <s:complexContent mixed="false">',
        '          <s:restriction base="soapenc:Array">',
        "            <s:sequence>",
        '              <s:element minOccurs="0" maxOccurs="unbounded" name="String" type="s:string" />',
        "            </s:sequence>",
        "          </s:restriction>",
        "        </s:complexContent>",
        "      </s:complexType>",
        "    </s:schema>",
        "  </wsdl:types>",
      ].join("\n"),
    );
  });

  it("is well-formed and keeps what the nine operations had", () => {
    expect(() => parseXml(document)).not.toThrow();
    keepsReferenceLines(document, REFERENCE_ADDRESS);
  });
});

describe("bindings without operations", () => {
  it("are left out with their port type and port", () => {
    const soapOnly = parseSpec(
      specText.replace("  endpoint:", "  bindings: [soap11, soap12]\n  endpoint:"),
      "test.yaml",
    );
    const document = renderWsdlDocument(soapOnly, REFERENCE_ADDRESS);
    expect(document).not.toContain("HttpGet");
    expect(document).not.toContain("HttpPost");
    expect(document).not.toContain('<s:element name="string" nillable="true" type="s:string" />');
    expect(document.match(/<wsdl:port /g)).toHaveLength(2);
    expect(wsdlParts(soapOnly)).toHaveLength(3);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("src/wsdl.ts serves the document", () => {
  /** The one runtime file src/wsdl.ts needs, and an ESM package.json, so the compiled module can be imported. */
  const support: Emitter = {
    name: "support",
    emit: () => [
      { path: "package.json", content: JSON.stringify({ type: "module" }) },
      {
        path: "src/runtime/xml/escape.ts",
        content: readFileSync(new URL("../runtime/src/xml/escape.ts", import.meta.url), "utf8"),
      },
    ],
  };

  it("compiles through the pipeline and renders the reference for the reference's address", async () => {
    const pkg = await renderPackage(model, "shipment-operations", [support, wsdlEmitter]);
    expect(pkg.files.get("dist/wsdl.d.ts")).toContain("export declare function renderWsdl(address?: string): string;");
    expect(pkg.files.get("dist/wsdl.d.ts")).toContain("export declare const WSDL_ADDRESS_DEFAULT: string;");
    // .wsdl files are written verbatim.
    expect(pkg.files.get("wsdl/ShipmentOperations.wsdl")).toBe(emitted(model).get("wsdl/ShipmentOperations.wsdl"));
    writePackage(pkg, scratch);
    const module = (await import(pathToFileURL(join(scratch, "shipment-operations/dist/wsdl.js")).href)) as {
      renderWsdl(address?: string): string;
      WSDL_ADDRESS_DEFAULT: string;
    };
    expect(module.WSDL_ADDRESS_DEFAULT).toBe(model.endpoint);
    expect(module.renderWsdl(REFERENCE_ADDRESS)).toBe(reference);
    expect(module.renderWsdl()).toBe(pkg.files.get("wsdl/ShipmentOperations.wsdl"));

    const tricky = 'http://h/S.asmx?a=1&b="2"';
    const served = module.renderWsdl(tricky);
    expect(served.split('location="http://h/S.asmx?a=1&amp;b=&quot;2&quot;"')).toHaveLength(5);
    expect(served).not.toContain(tricky);
    expect(() => parseXml(served)).not.toThrow();
  });
});
