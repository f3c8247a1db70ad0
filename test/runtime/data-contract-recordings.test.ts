/**
 * DataContractSerializer's writing and reading against the WCF recordings (test/reference/wcf/): each response
 * body the lab answered with a value, written by the value codec from the value WcfTracking.cs returned, equals
 * the recorded body as canonical XML with prefix names aside (Mono names them `d4p1` where .NET writes `a`:
 * the README's artefact table); each recorded response and request body reads back to that value.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ValueType } from "../../runtime/src/descriptor.js";
import { readValueElement, writeValueElement, type WireTypes } from "../../runtime/src/soap/values.js";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec } from "../../generator/spec/load.js";
import { ARRAYS_NS } from "../../runtime/src/soap/data-contract.js";
import { childElements, parseXml, type XmlElement } from "../../runtime/src/xml/tree.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { canonicalElement, canonicalXml } from "../support/xml-canonical.js";
import { CREATED, GUID, T2, make } from "../support/wcf-tracking-values.js";
import {
  ArrayOfKeyValueOfstringint,
  ArrayOfShipment,
  ArrayOfstring,
  ArrayOfTrackingEvent,
  FAULTS_NS,
  LT_NS,
  SERVICE_MODEL_NS,
  ServiceOptions,
  ShipmentState,
  simple,
  WCF_NS,
  wcfTracking,
} from "./wcf-tracking-descriptor.js";

const DIR = fileURLToPath(new URL("../reference/wcf/", import.meta.url));
/**
 * The codec's view of the service, derived from the hand-written spec (spec/wcf-tracking.yaml)
 * through the model and the descriptor emitter: the wrappers' namespace is ITracking's, and WCF's own
 * ExceptionDetail (no class of the service) comes from the hand-written descriptor.
 */
const fromSpec = descriptorOf(loadSpec(fileURLToPath(new URL("../../spec/wcf-tracking.yaml", import.meta.url))));
const service: WireTypes = {
  namespace: WCF_NS,
  serializer: fromSpec.serializer!,
  types: { ...fromSpec.types, ExceptionDetail: wcfTracking.types!.ExceptionDetail! },
};

function soapBody(xml: Buffer | string): XmlElement {
  const envelope = parseXml(xml.toString());
  const body = childElements(envelope).find((e) => e.local === "Body")!;
  return body;
}

function responseBody(name: string): XmlElement {
  const response = readRecordedResponse(`${DIR}responses/${name}.response.txt`);
  if (!response) throw new Error(`${name}: no response recorded`);
  return soapBody(response.body);
}

function requestBody(name: string): XmlElement {
  return soapBody(readRecordedRequest(`${DIR}requests/${name}.request.txt`).body);
}

function requestHeader(name: string): XmlElement {
  const envelope = parseXml(readRecordedRequest(`${DIR}requests/${name}.request.txt`).body.toString());
  return childElements(envelope).find((e) => e.local === "Header")!;
}

function child(element: XmlElement, local: string): XmlElement {
  const found = childElements(element).find((e) => e.local === local);
  if (!found) throw new Error(`no ${local} in ${element.local}`);
  return found;
}

const read = (element: XmlElement, type: ValueType): unknown => readValueElement(element, type, "xml", { service });
const write = (name: string, type: ValueType, value: unknown, xmlns?: string): string =>
  writeValueElement(name, type, value, { nillable: true, service, ...(xmlns === undefined ? {} : { xmlns }) });

/** A wrapper holding parts, written as WCF's operation formatter writes them (default namespace the contract's). */
function wrapper(name: string, parts: string): string {
  return `<${name} xmlns="${WCF_NS}">${parts}</${name}>`;
}

const Shipment: ValueType = { kind: "complex", name: "Shipment" };
const TrackingEvent: ValueType = { kind: "complex", name: "TrackingEvent" };

/** Operation results: [recording, operation, result type, the value the service returned]. */
const RESULTS: readonly [string, string, ValueType, unknown][] = [
  ["GetShipment", "GetShipment", Shipment, make("T123")],
  ["GetShipment.nil", "GetShipment", Shipment, null],
  ["FindShipments", "FindShipments", ArrayOfShipment, [make("T1", "in-transit", ["Insurance", "Signature"]), T2]],
  ["FindShipments.empty-flags", "FindShipments", ArrayOfShipment, [make("T1", "EXC", []), T2]],
  ["EchoEvent.base", "EchoEvent", TrackingEvent, { $type: "TrackingEvent", at: "2024-05-01T08:30:00", where: "Plain" }],
  [
    "EchoEvent.scan",
    "EchoEvent",
    TrackingEvent,
    { $type: "ScanEvent", at: "2024-05-01T08:30:00Z", where: "Hub", scanner: "S1" },
  ],
  [
    "EchoEvent.delivered",
    "EchoEvent",
    TrackingEvent,
    // .NET read 08:30+02:00 as local time (the lab runs in UTC) and writes it back with the local offset.
    { $type: "DeliveryEvent", at: "2024-05-01T06:30:00+00:00", where: "Door", atDoor: true, signedBy: "Ann" },
  ],
  [
    "EchoEvent.out-of-order",
    "EchoEvent",
    TrackingEvent,
    { $type: "TrackingEvent", at: "0001-01-01T00:00:00", where: "Plain" },
  ],
  ["GetTags", "GetTags", ArrayOfstring, ["T1", null, "", null]],
  [
    "CountByState",
    "CountByState",
    ArrayOfKeyValueOfstringint,
    [
      { key: "Created", value: 1 },
      { key: "in-transit", value: 2 },
    ],
  ],
  ["Echo", "Echo", simple("base64Binary"), new Uint8Array([1, 2, 3, 250])],
  ["CancelShipment", "CancelShipment", simple("boolean"), true],
];

describe("the descriptor the spec gives", () => {
  it("equals the hand-written one in every class's wire names, order, namespaces and data member flags", () => {
    const wire = (types: WireTypes["types"]) =>
      Object.fromEntries(
        Object.entries(types ?? {}).map(([name, c]) => [
          name,
          {
            typeName: c.typeName ?? c.name,
            namespace: c.namespace,
            subtypes: c.subtypes ?? [],
            isReference: c.isReference ?? false,
            fields: c.fields.map((f) => [
              f.wireName,
              f.tsName,
              f.namespace,
              f.type,
              f.required ?? false,
              f.omitDefault ?? false,
            ]),
          },
        ]),
      );
    const { ExceptionDetail: _, ...handWritten } = wcfTracking.types!;
    expect(wire(fromSpec.types)).toEqual(wire(handWritten));
  });
});

describe("DataContractSerializer writes the recorded response bodies", () => {
  for (const [recording, operation, type, value] of RESULTS) {
    it(`${recording}: ${operation}Result`, () => {
      const recorded = child(responseBody(recording), `${operation}Response`);
      const written = wrapper(`${operation}Response`, write(`${operation}Result`, type, value));
      expect(canonicalXml(written)).toBe(canonicalElement(recorded));
    });
    it(`${recording}: reads back to the value`, () => {
      const recorded = child(child(responseBody(recording), `${operation}Response`), `${operation}Result`);
      expect(read(recorded, type)).toEqual(value);
    });
  }

  it("Ping: the empty wrapper of a void operation", () => {
    expect(canonicalXml(wrapper("PingResponse", ""))).toBe(
      canonicalElement(child(responseBody("Ping"), "PingResponse")),
    );
  });

  it("Track: an unwrapped message contract, its body members and its header", () => {
    const body = responseBody("Track");
    const shipment = { ...make(null) };
    const events = [
      { $type: "ScanEvent", at: CREATED, where: "Hub K1", scanner: `S-${GUID}` },
      { $type: "DeliveryEvent", at: CREATED, where: "Door", atDoor: false, signedBy: "Ann" },
      { $type: "TrackingEvent", at: CREATED, where: "Plain" },
    ];
    // Each body member is one WriteObject: its own z:Id numbering, its own declarations.
    expect(canonicalXml(write("Shipment", Shipment, shipment, WCF_NS))).toBe(canonicalElement(child(body, "Shipment")));
    expect(canonicalXml(write("Events", ArrayOfTrackingEvent, events, WCF_NS))).toBe(
      canonicalElement(child(body, "Events")),
    );
    expect(read(child(body, "Shipment"), Shipment)).toEqual(shipment);
    expect(read(child(body, "Events"), ArrayOfTrackingEvent)).toEqual(events);
    const envelope = parseXml(readRecordedResponse(`${DIR}responses/Track.response.txt`)!.body.toString());
    const header = child(child(envelope, "Header"), "ServerTime");
    expect(canonicalXml(write("ServerTime", simple("dateTime"), CREATED, WCF_NS))).toBe(canonicalElement(header));
  });

  it("fault details: typed ones in their contract's namespace, unprefixed", () => {
    for (const [recording, name, ns, value] of [
      ["CancelShipment.fault-detail", "CancelFault", LT_NS, { code: 17, reason: "customer", trackNum: "late" }],
      [
        "nodetail.CancelShipment.fault-detail",
        "CancelFault",
        LT_NS,
        { code: 17, reason: "customer", trackNum: "late" },
      ],
      ["CancelShipment.fault-notfound", "NotFoundFault", FAULTS_NS, { trackNum: "missing" }],
    ] as const) {
      const detail = child(child(child(responseBody(recording), "Fault"), "detail"), name);
      const type: ValueType = { kind: "complex", name };
      expect(canonicalXml(write(name, type, value, ns))).toBe(canonicalElement(detail));
      expect(read(detail, type)).toEqual(value);
    }
  });

  it("ExceptionDetail (includeExceptionDetailInFaults) reads and writes back", () => {
    for (const recording of ["Explode", "CancelShipment.fault-plain"]) {
      const detail = child(child(child(responseBody(recording), "Fault"), "detail"), "ExceptionDetail");
      const type: ValueType = { kind: "complex", name: "ExceptionDetail" };
      const value = read(detail, type) as Record<string, unknown>;
      expect(value.helpLink).toBeNull();
      expect(value.innerException).toBeNull();
      expect(value.type).toMatch(/^System\.(InvalidOperationException|ServiceModel\.FaultException)$/);
      expect(value.stackTrace).toContain("at Lab.Tracking.TrackingService.");
      expect(canonicalXml(write("ExceptionDetail", type, value, SERVICE_MODEL_NS))).toBe(canonicalElement(detail));
    }
  });
});

/** Request parameters: [recording, operation, [parameter, type, value]...]. */
const REQUESTS: readonly [string, string, readonly [string, ValueType, unknown][]][] = [
  ["GetShipment", "GetShipment", [["trackNum", simple("string"), "T123"]]],
  ["GetShipment.nil", "GetShipment", [["trackNum", simple("string"), null]]],
  [
    "FindShipments",
    "FindShipments",
    [
      ["state", ShipmentState, "in-transit"],
      ["options", ServiceOptions, ["Insurance", "Signature"]],
      ["max", simple("int"), 5],
    ],
  ],
  ["GetTags", "GetTags", [["trackNums", ArrayOfstring, ["T1", null, ""]]]],
  [
    "Echo",
    "Echo",
    [
      ["data", simple("base64Binary"), new Uint8Array([1, 2, 3, 250])],
      ["c", simple("char"), "A"],
      ["t", simple("duration"), "P1DT2H3M4.5S"],
      ["o", simple("dateTimeOffset"), "2024-05-01T10:30:00+02:00"],
      ["g", simple("guid"), GUID],
    ],
  ],
  [
    "EchoEvent.base",
    "EchoEvent",
    [["ev", TrackingEvent, { $type: "TrackingEvent", at: "2024-05-01T08:30:00", where: "Plain" }]],
  ],
  [
    "EchoEvent.scan",
    "EchoEvent",
    [["ev", TrackingEvent, { $type: "ScanEvent", at: CREATED, where: "Hub", scanner: "S1" }]],
  ],
  [
    "EchoEvent.delivered",
    "EchoEvent",
    [
      [
        "ev",
        TrackingEvent,
        { $type: "DeliveryEvent", at: "2024-05-01T08:30:00+02:00", where: "Door", atDoor: true, signedBy: "Ann" },
      ],
    ],
  ],
  [
    "CancelShipment",
    "CancelShipment",
    [
      ["trackNum", simple("string"), "T1"],
      ["reason", simple("string"), "r"],
    ],
  ],
  [
    "Notify",
    "Notify",
    [
      ["trackNum", simple("string"), "T1"],
      ["message", simple("string"), "hello"],
    ],
  ],
];

describe("DataContractSerializer reads the recorded request bodies and writes them back", () => {
  for (const [recording, operation, parameters] of REQUESTS) {
    it(recording, () => {
      const recorded = child(requestBody(recording), operation);
      for (const [name, type, value] of parameters) {
        const element = childElements(recorded).find((e) => e.local === name);
        expect(element ? read(element, type) : null, name).toEqual(value);
      }
      // Written as a .NET client writes them (null parameters as nil), equal to the recording.
      if (recording === "GetShipment.nil") return; // the recording leaves the null parameter out
      // (requests/Echo.request.txt now carries the xmlns:i DataContractSerializer puts on a DateTimeOffset root,
      // probes/roots.txt Offset: fixed with the client, docs/wcf-design.md §11.)
      const written = `<${operation} xmlns="${WCF_NS}">${parameters.map(([n, t, v]) => write(n, t, v)).join("")}</${operation}>`;
      expect(canonicalXml(written)).toBe(canonicalElement(recorded));
    });
  }

  it("EchoEvent.out-of-order: a member after a later one is skipped, as .NET skipped it", () => {
    const ev = child(child(requestBody("EchoEvent.out-of-order"), "EchoEvent"), "ev");
    expect(read(ev, TrackingEvent)).toEqual({ $type: "TrackingEvent", at: "0001-01-01T00:00:00", where: "Plain" });
  });

  it("Track: the message contract's headers and wrapped body members", () => {
    const header = requestHeader("Track");
    expect(read(child(header, "ApiKey"), simple("string"))).toBe("K1");
    expect(read(child(header, "CorrelationId"), simple("guid"))).toBe(GUID);
    const wrapped = child(requestBody("Track"), "TrackRequest");
    expect(read(child(wrapped, "TrackNum"), simple("string"))).toBe("T9");
    expect(read(child(wrapped, "WithEvents"), simple("boolean"))).toBe(true);
  });
});

describe("roots DataContractSerializer writes (probes/WcfRoots.cs, probes/roots.txt)", () => {
  const ROOTS_NS = "http://roots.example.com/";
  const roots = new Map(
    readFileSync(`${DIR}probes/roots.txt`, "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.split("\t") as [string, string]),
  );
  const CASES: readonly [string, ValueType, unknown][] = [
    ["Offset", simple("dateTimeOffset"), "2024-05-01T10:30:00.123-05:30"],
    ["Enum", { kind: "enum", name: "Color", values: ["Red", "Blue"] }, "Blue"],
    ["Span", simple("duration"), "-PT0.0000001S"],
    ["NullInt", simple("int"), null],
    ["Char", simple("char"), "\u00e9"],
    ["Boxed", { kind: "object" }, { $type: "guid", value: GUID }],
    ["Ints", { kind: "array", item: simple("int"), itemElement: "int", namespace: ARRAYS_NS }, [1, 2]],
  ];
  const roots_ = { ...service, namespace: ROOTS_NS };
  for (const [op, type, value] of CASES) {
    it(op, () => {
      const recorded = child(parseXml(roots.get(op)!), `${op}Result`);
      const written = writeValueElement(`${op}Result`, type, value, { nillable: true, service: roots_ });
      expect(canonicalXml(`<${op}Response xmlns="${ROOTS_NS}">${written}</${op}Response>`)).toBe(
        canonicalElement(parseXml(roots.get(op)!)),
      );
      expect(readValueElement(recorded, type, "xml", { service: roots_ })).toEqual(value);
    });
  }
});

describe("what DataContractSerializer rejects, as the lab showed (test/reference/wcf/probes/)", () => {
  const ev = (content: string, attributes = ""): XmlElement =>
    parseXml(
      `<ev xmlns="${WCF_NS}" xmlns:a="${LT_NS}" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"${attributes}>${content}</ev>`,
    );
  const shown = (f: () => unknown): string => {
    try {
      f();
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error("no error");
  };

  it("skips unknown, repeated, out-of-order and other-namespace members, reading the rest", () => {
    const scan = ' i:type="a:ScanEvent"';
    expect(
      read(ev(`<a:At>${CREATED}</a:At><a:Bogus/><a:Where>W</a:Where><a:Scanner>S</a:Scanner>`, scan), TrackingEvent),
    ).toEqual({
      $type: "ScanEvent",
      at: CREATED,
      where: "W",
      scanner: "S",
    });
    expect(
      read(ev(`<a:Where>W</a:Where><a:At>${CREATED}</a:At><a:Scanner>S</a:Scanner>`, scan), TrackingEvent),
    ).toEqual({
      $type: "ScanEvent",
      at: "0001-01-01T00:00:00",
      where: "W",
      scanner: "S",
    });
    expect(
      read(ev(`<a:At>${CREATED}</a:At><a:At>2025-05-01T08:30:00Z</a:At><a:Where>W</a:Where>`), TrackingEvent),
    ).toEqual({
      $type: "TrackingEvent",
      at: CREATED,
      where: "W",
    });
    expect(read(ev(`<a:At>${CREATED}</a:At><Where>W</Where>`), TrackingEvent)).toEqual({
      $type: "TrackingEvent",
      at: CREATED,
      where: null,
    });
    expect(read(ev(""), TrackingEvent)).toEqual({ $type: "TrackingEvent", at: "0001-01-01T00:00:00", where: null });
    expect(read(ev("<a:Where>W</a:Where>", ' i:type="a:TrackingEvent"'), TrackingEvent)).toEqual({
      $type: "TrackingEvent",
      at: "0001-01-01T00:00:00",
      where: "W",
    });
  });

  it("refuses nil on a value type, an i:type of no known type, an unknown z:Ref, text between members", () => {
    expect(shown(() => read(ev('<a:At i:nil="true"/><a:Where>W</a:Where>'), TrackingEvent))).toMatch(
      /^ev\.At: .*dateTime \(a value type cannot be nil\)/,
    );
    expect(shown(() => read(ev("<a:Where>W</a:Where>", ' i:type="ScanEvent"'), TrackingEvent))).toContain(
      `the data contract '${WCF_NS}:ScanEvent' is not a known type here`,
    );
    const z = ' z:Ref="i9" xmlns:z="http://schemas.microsoft.com/2003/10/Serialization/"';
    expect(shown(() => read(ev("", z), TrackingEvent))).toContain("'i9' is none");
    expect(shown(() => read(ev("hello<a:Where>W</a:Where>"), TrackingEvent))).toContain("text found between members");
  });

  it("refuses what the recorded error requests carry, as .NET refused them", () => {
    const find = (recording: string) => child(requestBody(recording), "FindShipments");
    // responses/error.malformed-body: "Invalid enum value 'Flying' cannot be deserialized into type ...ShipmentState".
    expect(shown(() => read(child(find("error.malformed-body"), "state"), ShipmentState))).toMatch(
      /^state: .*one of Created, in-transit, Delivered, EXC/,
    );
    // responses/error.bad-int: "Content cannot be converted to the type Int".
    expect(shown(() => read(child(find("error.bad-int"), "max"), simple("int")))).toMatch(/^max: .*an integer/);
    // responses/error.missing-required: "contains data of the '...Lab.Tracking:Shipment' data contract ... no knowledge".
    const ev = child(child(requestBody("error.missing-required"), "EchoEvent"), "ev");
    expect(shown(() => read(ev, TrackingEvent))).toContain(
      `the data contract '${LT_NS}:Shipment' is not a known type here`,
    );
  });

  it("skips other elements among a collection's items, refuses text (probes/collection-probes.txt)", () => {
    const tags = (content: string): XmlElement =>
      parseXml(
        `<trackNums xmlns="${WCF_NS}" xmlns:b="http://schemas.microsoft.com/2003/10/Serialization/Arrays">${content}</trackNums>`,
      );
    expect(read(tags("<b:string>T1</b:string><b:other>x</b:other><b:string>T2</b:string>"), ArrayOfstring)).toEqual([
      "T1",
      "T2",
    ]);
    expect(read(tags("<b:string>T1</b:string><string>x</string>"), ArrayOfstring)).toEqual(["T1"]);
    expect(read(tags(" <b:string>T1</b:string> "), ArrayOfstring)).toEqual(["T1"]);
    expect(shown(() => read(tags("<b:string>T1</b:string>text"), ArrayOfstring))).toContain("text found between");
  });

  it("refuses a missing IsRequired member and reads z:Ref as the same object", () => {
    const address = `<Address xmlns="${WCF_NS}" xmlns:b="http://tracking.example.com/data"><b:City>X</b:City></Address>`;
    expect(shown(() => read(parseXml(address), { kind: "complex", name: "Address" }))).toContain("'Street'");
    const shipment = child(child(responseBody("GetShipment"), "GetShipmentResponse"), "GetShipmentResult");
    const value = read(shipment, Shipment) as { receiver: object; sender: object };
    expect(value.sender).toBe(value.receiver);
    // A z:Ref stands for a class value only, of a class that fits there.
    const z = 'xmlns:z="http://schemas.microsoft.com/2003/10/Serialization/"';
    const twice = (second: string): XmlElement =>
      parseXml(
        `<S xmlns="${WCF_NS}" xmlns:a="${LT_NS}" xmlns:b="http://tracking.example.com/data" ${z}><a:TrackNum>T</a:TrackNum><a:Receiver z:Id="i1"><b:Name>N</b:Name></a:Receiver>${second}</S>`,
      );
    expect(shown(() => read(twice('<a:Pieces z:Ref="i1"/>'), Shipment))).toMatch(/S\.Pieces: .*not a z:Ref/);
    expect(read(twice('<a:Sender z:Ref="i1"/>'), Shipment)).toMatchObject({ sender: { name: "N" } });
  });
});
