/**
 * What the value codec's reader accepts and refuses, against the requests ASMX read (ShipmentTracking
 * recordings, indented as curl sent them). Requests ASMX answered 200 decode to what it echoed: decoding
 * the request and encoding the echo gives the recorded response bytes. Requests ASMX refused with
 * "Server was unable to read request" fail here with a ValueFormatError naming the path of the bad value
 * and its element's line (the line ASMX reported); invalid base64 is told apart as an XmlException (400).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec } from "../../generator/spec/load.js";
import type { OperationDescriptor } from "../../runtime/src/descriptor.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { ValueFormatError } from "../../runtime/src/values.js";
import { childElements, parseXml, type XmlElement } from "../../runtime/src/xml/tree.js";
import { parseRecorded } from "../support/http-recording.js";
import { TRACKING_REFERENCE_DIR, TRACKING_SPEC_FILE } from "../support/paths.js";

const service = descriptorOf(loadSpec(TRACKING_SPEC_FILE));
const NS = service.namespace;

function body(file: string): string {
  return parseRecorded(readFileSync(join(TRACKING_REFERENCE_DIR, file)))!.body.toString("utf8");
}

function wrapperOf(text: string): XmlElement {
  const envelope = parseXml(text);
  const soapBody = childElements(envelope).find((e) => e.local === "Body")!;
  return childElements(soapBody)[0]!;
}

function operation(wrapper: XmlElement): OperationDescriptor {
  return service.operations.find((o) => o.requestElement === wrapper.local)!;
}

/** The parameters of a recorded request, decoded as a server reads them (first of a repeat wins). */
function readRequest(file: string): Record<string, unknown> {
  const wrapper = wrapperOf(body(file));
  const op = operation(wrapper);
  const values: Record<string, unknown> = {};
  for (const child of childElements(wrapper)) {
    const field = op.fields.find((f) => f.wireName === child.local);
    if (!field || child.ns !== NS || field.tsName in values) continue;
    values[field.tsName] = readValueElement(child, field.type, "xml", {
      service,
      path: field.wireName,
      nillable: field.nillable === true,
      secret: field.secret,
    });
  }
  return values;
}

/** The recorded response's wrapper content. */
function responseContent(file: string, wrapper: string): string {
  const text = body(file);
  const start = text.indexOf(`<${wrapper} xmlns="${NS}">`);
  if (start < 0) return "";
  const from = start + wrapper.length + NS.length + 11;
  return text.slice(from, text.indexOf(`</${wrapper}>`, from));
}

/** What CreateShipment echoes: the shipment read, Version + 1. */
function echoCreateShipment(request: string, response: string, adjust?: (s: Record<string, unknown>) => void): void {
  const { shipment } = readRequest(request);
  if (shipment === null || shipment === undefined) {
    expect(responseContent(response, "CreateShipmentResponse")).toBe("");
    return;
  }
  const echoed = { ...(shipment as Record<string, unknown>) };
  echoed.version = (echoed.version as number) + 1;
  adjust?.(echoed);
  const written = writeValueElement("CreateShipmentResult", { kind: "complex", name: "Shipment" }, echoed, {
    nillable: false,
    service,
  });
  expect(written).toBe(responseContent(response, "CreateShipmentResponse"));
}

describe("requests ASMX read: decoding them gives what it echoed", () => {
  const cases: [string, string][] = [
    ["exchanges/CreateShipment.soap11", "complete shipment"],
    ["exchanges/CreateShipment.soap11.absent-fields", "absent fields take .NET's defaults, List<T> []"],
    ["exchanges/CreateShipment.soap11.nil-fields", "nil honoured only where nillable"],
    ["exchanges/CreateShipment.soap11.empty-shipment", "an empty shipment element"],
    ["exchanges/CreateShipment.soap11.double-small", "doubles such as 1E-07, flags left empty"],
    ["exchanges/CreateShipment.soap11.double-specials", "INF, -INF, NaN"],
    ["exchanges/CreateShipment.soap11.prefixed", "prefixed elements"],
    ["exchanges/CreateShipment.soap11.null", "no shipment"],
    ["errors/order.fields-out-of-order.soap11", "fields in any order"],
    ["errors/unknown.element-in-complex.soap11", "unknown elements ignored"],
    ["errors/unknown.attribute-in-complex.soap11", "unknown attributes ignored"],
    ["errors/repeated.single-field-twice.soap11", "the first of a repeated field wins"],
    ["errors/ns.fields-unqualified.soap11", "a parameter in another namespace is not read"],
    ["errors/xsitype.on-concrete-field.soap11", "xsi:type on a simple field ignored"],
    ["errors/flags.extra-spaces.soap11", "flags separated by any white space"],
  ];
  for (const [name, what] of cases) {
    it(`${name}: ${what}`, () => echoCreateShipment(`${name}.request.txt`, `${name}.response.txt`));
  }

  it("exchanges/CreateShipment.soap11.scalar-edges: lexical forms read into .NET's forms", () => {
    const { shipment } = readRequest("exchanges/CreateShipment.soap11.scalar-edges.request.txt");
    expect(shipment).toMatchObject({
      id: "0f8fad5b-d9cb-469f-a165-70867728950e", // {0F8F...} read as Guid.ToString() writes it
      createdAt: "2024-02-03T04:05:06.789Z", // .7890000Z
      deliveredAt: "2024-02-04T10:00:00.5+05:30", // the offset kept: the handler decides about zones
      declaredValue: "12.3400", // 0012.3400
      services: ["Insurance", "Signature", "Saturday"], // Saturday Insurance Signature
      sequence: -9223372036854775808n,
      distanceKm: 1e21,
      fragile: true, // 1
      priority: "€", // 8364
      pieces: [{ id: 5, weight: "12.500", unit: "Lb", barcode: new Uint8Array() }], // +5, " 12.500 ", <Barcode></Barcode>
    });
    // The recorded server ran in UTC: it moved the offset to +00:00, which is all that differs.
    echoCreateShipment(
      "exchanges/CreateShipment.soap11.scalar-edges.request.txt",
      "exchanges/CreateShipment.soap11.scalar-edges.response.txt",
      (s) => (s.deliveredAt = "2024-02-04T04:30:00.5+00:00"),
    );
  });

  it("RecordEvent: xsi:type prefixed or not picks the class", () => {
    for (const name of ["RecordEvent.soap11", "RecordEvent.soap11.prefixed-type", "RecordEvent.soap11.delivery"]) {
      const { evt, trackNum } = readRequest(`exchanges/${name}.request.txt`);
      // The echo: a missing Location becomes the track number.
      if (!("location" in (evt as object))) (evt as Record<string, unknown>).location = trackNum;
      const written = writeValueElement("RecordEventResult", { kind: "complex", name: "TrackingEvent" }, evt, {
        nillable: false,
        service,
      });
      expect(written).toBe(responseContent(`exchanges/${name}.response.txt`, "RecordEventResponse"));
    }
    expect(readRequest("exchanges/RecordEvent.soap11.prefixed-type.request.txt").evt).toEqual({
      $type: "ScanEvent",
      at: "2024-01-02T03:04:05Z",
      location: "Hub 7",
      scanner: "S-9",
    });
  });

  it("arrays: items with another name are skipped, an unwrapped array is empty, null and empty differ", () => {
    expect(readRequest("errors/array.wrong-item-name.soap11.request.txt").pieceIds).toEqual([]);
    expect(readRequest("errors/array.unwrapped.soap11.request.txt").pieceIds).toEqual([]);
    expect(readRequest("exchanges/GetLabels.soap11.empty-array.request.txt").pieceIds).toEqual([]);
    expect(readRequest("exchanges/GetLabels.soap11.null-array.request.txt")).not.toHaveProperty("pieceIds");
    expect(readRequest("exchanges/FindShipments.soap11.request.txt").trackNums).toEqual(["A1", "NULL", "DLV2"]);
  });

  it("dates: a date alone is midnight without zone, fractions lose trailing zeros, kinds kept", () => {
    const since = (c: string): unknown => readRequest(`exchanges/FindShipments.soap11.${c}.request.txt`).since;
    expect(since("since-date-only")).toBe("2024-03-04T00:00:00");
    expect(since("since-fraction")).toBe("2024-03-04T05:06:07.1234567Z");
    expect(since("since-unspecified")).toBe("2024-03-04T05:06:07");
    expect(since("since-offset")).toBe("2024-03-04T05:06:07+02:00");
  });

  it("GetShipmentById: an upper-case guid", () => {
    expect(readRequest("exchanges/GetShipmentById.soap11.uppercase-guid.request.txt").id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** The line ASMX reported: `There is an error in XML document (line, col)`. */
function reportedLine(file: string): number {
  const m = /There is an error in XML document \((\d+), \d+\)/.exec(body(file));
  return Number(m![1]);
}

function thrown(action: () => unknown): ValueFormatError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ValueFormatError);
    return error as ValueFormatError;
  }
  throw new Error("no error");
}

function failure(file: string): ValueFormatError {
  try {
    readRequest(file);
  } catch (error) {
    expect(error).toBeInstanceOf(ValueFormatError);
    return error as ValueFormatError;
  }
  throw new Error(`${file} was read without an error`);
}

describe("requests ASMX refused: a ValueFormatError with the path and line of the bad value", () => {
  const cases: [string, string, RegExp][] = [
    ["bool.invalid", "shipment.Fragile", /a boolean/],
    ["char.letter", "shipment.Priority", /UTF-16 code number/],
    ["datetime.invalid", "shipment.CreatedAt", /a date and time/],
    ["datetime.not-a-date", "shipment.CreatedAt", /a date and time/],
    ["decimal.comma", "shipment.DeclaredValue", /a decimal number/],
    ["decimal.exponent", "shipment.DeclaredValue", /a decimal number/],
    ["double.comma", "shipment.DistanceKm", /a number/],
    ["empty.non-nillable-int", "shipment.Pieces[0].Id", /an integer/],
    ["enum.invalid-in-complex", "shipment.State", /one of Created, InTransit, Delivered, Exception/],
    ["enum.invalid", "state", /exact case/],
    ["enum.numeric", "state", /exact case/],
    ["enum.wrong-case", "state", /exact case/],
    ["flags.comma-separated", "shipment.Services", /ServiceOptions members separated by spaces/],
    ["flags.invalid-member", "shipment.Services", /ServiceOptions members/],
    ["flags.numeric", "shipment.Services", /ServiceOptions members/],
    ["guid.invalid", "shipment.Id", /a GUID/],
    ["guid.invalid-param", "id", /a GUID/],
    ["int.attribute-invalid", "shipment.Version", /an integer/],
    ["int.invalid", "shipment.Pieces[0].Id", /an integer/],
    ["int.overflow", "shipment.Pieces[0].Id", /from -2147483648 to 2147483647/],
    ["long.overflow", "shipment.Sequence", /from -9223372036854775808 to 9223372036854775807/],
    ["nil.non-nillable-decimal", "shipment.Pieces[0].Weight", /a decimal number/],
    ["nil.non-nillable-int", "shipment.Pieces[0].Id", /an integer/],
    ["nil.non-nillable-enum", "shipment.State", /one of Created/],
    ["nil.non-nillable-datetime", "shipment.CreatedAt", /a date and time/],
    ["nil.param-value-type", "state", /exact case/],
    ["nil.abstract-element", "evt", /TrackingEvent is abstract/],
    ["xsitype.missing-on-abstract", "evt", /TrackingEvent is abstract/],
    ["xsitype.base-type", "evt", /TrackingEvent is abstract/],
    ["xsitype.unknown", "evt", /xsi:type TrackingEvent, ExceptionEvent, DeliveryEvent, ScanEvent/],
    ["xsitype.wrong-namespace", "evt", /is not recognized/],
    ["xsitype.wrong-type", "evt", /'Address' .* is not recognized/],
  ];
  for (const [name, path, expected] of cases) {
    it(`${name}: ${path}`, () => {
      const error = failure(`errors/${name}.soap11.request.txt`);
      expect(error.path).toBe(path);
      expect(error.message).toMatch(new RegExp(`^${path.replace(/[.[\]]/g, "\\$&")}: expected `));
      expect(error.message).toMatch(expected);
      expect(error.xmlException).toBe(false);
      // The element at fault starts on the line ASMX reported (ASMX points at the value's end, we at its start).
      const line = error.position!.line;
      const reported = reportedLine(`errors/${name}.soap11.response.txt`);
      expect(line === reported || name.startsWith("int.attribute") || name.startsWith("xsitype")).toBe(true);
    });
  }

  it("the message never quotes the value", () => {
    expect(failure("errors/bool.invalid.soap11.request.txt").message).not.toContain("yes");
    expect(failure("errors/xsitype.wrong-type.soap11.request.txt").message).toContain("Address"); // a type, not a value
    expect(failure("errors/flags.invalid-member.soap11.request.txt").message).not.toContain("Teleport");
    expect(failure("errors/enum.invalid.soap11.request.txt").message).not.toContain("Lost");
  });

  it("invalid base64 is an XmlException: ASMX answers 400 with an empty body", () => {
    const error = failure("errors/base64.invalid.soap11.request.txt");
    expect(error.path).toBe("shipment.Pieces[0].Barcode");
    expect(error.xmlException).toBe(true);
    expect(body("errors/base64.invalid.soap11.response.txt")).toBe("");
  });
});

describe("reading edge cases the recordings do not show", () => {
  const read = (xml: string, type: Parameters<typeof readValueElement>[1], nillable = false): unknown =>
    readValueElement(parseXml(xml), type, "xml", { service, nillable, path: "v" });
  const shipmentType = { kind: "complex", name: "Shipment" } as const;
  const services = service.types!.Shipment!.fields.find((f) => f.wireName === "Services")!.type;

  it("a simple value with child elements is malformed content (XmlException class)", () => {
    const error = thrown(() => read(`<v xmlns="${NS}"><b>x</b></v>`, { kind: "simple", type: "string" }));
    expect(error.xmlException).toBe(true);
    expect(error.path).toBe("v");
  });

  it("xsi:nil: null where nillable, read as it is elsewhere", () => {
    const nil = `<v xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:nil="true" />`;
    expect(read(nil, { kind: "simple", type: "string" }, true)).toBeNull();
    expect(read(nil, { kind: "simple", type: "string" })).toBe("");
    expect(read(nil, { kind: "simple", type: "base64Binary" })).toEqual(new Uint8Array());
    expect(read(nil, { kind: "complex", name: "Dimensions" })).toEqual({ length: "0", width: "0", height: "0" });
    expect(read(nil, services)).toEqual([]);
    expect(thrown(() => read(nil, { kind: "simple", type: "int" })).path).toBe("v");
  });

  it("flags: the zero member and repeats read as the set; HTTP GET/POST reads Enum.Parse's forms", () => {
    expect(read(`<v xmlns="${NS}">None Insurance Insurance</v>`, services)).toEqual(["Insurance"]);
    expect(read(`<v xmlns="${NS}"></v>`, services)).toEqual([]);
    const http = (text: string): unknown => readValueElement(parseXml(`<v>${text}</v>`), services, "http");
    expect(http("Signature, Insurance")).toEqual(["Insurance", "Signature"]);
    expect(http("6")).toEqual(["Signature", "Saturday"]);
    expect(() => http("8")).toThrow(ValueFormatError);
    expect(() => http("Insurance Signature")).toThrow(ValueFormatError);
  });

  it("char: a code number from 0 to 65535", () => {
    expect(read(`<v xmlns="${NS}"> +66 </v>`, { kind: "simple", type: "char" })).toBe("B");
    expect(read(`<v xmlns="${NS}">55357</v>`, { kind: "simple", type: "char" })).toBe("\uD83D");
    for (const bad of ["65536", "-1", "A", ""]) {
      expect(() => read(`<v xmlns="${NS}">${bad}</v>`, { kind: "simple", type: "char" })).toThrow(/UTF-16 code number/);
    }
  });

  it("xsi:type with an undeclared prefix is not recognized", () => {
    const xml = `<evt xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="nope:ScanEvent" />`;
    const error = thrown(() => read(xml, { kind: "complex", name: "TrackingEvent" }));
    expect(error.detail).toBe("the type 'ScanEvent' in an undeclared prefix is not recognized");
  });

  it("text and comments between a class's elements are skipped; whitespace around numbers ignored", () => {
    const xml = `<s xmlns="${NS}" Version=" 7 ">stray<!-- c --><Sequence>\n 12 \n</Sequence><Nope><Id>x</Id></Nope></s>`;
    expect(read(xml, shipmentType)).toMatchObject({
      version: 7,
      sequence: 12n,
      id: "00000000-0000-0000-0000-000000000000",
    });
  });

  it("a secret field's bad value: the detail stays out of the message", () => {
    const auth = `<AuthHeader xmlns="${NS}"><UserName>alice</UserName><Password><x/></Password></AuthHeader>`;
    const error = thrown(() => read(auth, { kind: "complex", name: "AuthHeader" }));
    expect(error.path).toBe("v.Password");
    expect(error.secret).toBe(true);
  });
});
