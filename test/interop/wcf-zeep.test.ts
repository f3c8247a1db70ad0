/**
 * Interop of the generated WCF server with Python's zeep (python3-zeep, installed by `npm run setup:peers`;
 * missing, the suite fails with one line saying so). zeep builds its client from the server's `?wsdl` alone,
 * following the root's `wsdl:import` of `?wsdl=wsdl0/1` and the `xsd:import`s of every `?xsd=xsdN`, and calls every
 * operation of both contracts (test/interop/wcf_zeep_client.py): ITracking on BasicHttpBinding_ITracking at the
 * base address, Admin on BasicHttpBinding_Admin at /admin, with WcfTracking.cs's behaviour as handlers. Values
 * (classes, enums, flags, collections, dictionaries, DateTimeOffset, TimeSpan, Guid, char, byte[], known types by
 * i:type, the message contract's headers both ways), typed FaultContract faults read through the published
 * schema, and the dispatcher's faults must come back as the handlers meant.
 *
 * What zeep does differently, being no .NET client (asserted as it is, not skipped):
 * - A nil complex value (`<GetShipmentResult i:nil="true"/>`, `<a:Size i:nil="true"/>`) reads as an object whose
 *   members are all None, a nil collection as an empty one: zeep honours xsi:nil only for xs:anyType. The wire
 *   carries the nil (asserted raw).
 * - An empty string (`<a:string/>`) reads as None, and a None list item is not sent at all.
 * - IsReference: zeep reads z:Id/z:Ref as the attributes `Id`/`Ref` the schema declares and does not resolve
 *   them: the first Party has `Id: "i1"` and its members, the second is empty with `Ref: "i1"`.
 * - A dictionary is the schema's array of KeyValueOf... items; DateTimeOffset its {DateTime, OffsetMinutes}
 *   contract; char its code (65); `object` holding 42 reads as 42 (i:type="x:int").
 * - ExceptionDetail (includeExceptionDetailInFaults) is in no published schema (as on .NET), so zeep cannot type
 *   it; its children are read raw.
 * - zeep adds WS-Addressing headers (wsa:Action, MessageID, To; not mustUnderstand) because the portType carries
 *   wsaw:Action; the server, basicHttpBinding, ignores them as .NET does.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackingServiceDescriptor } from "../../generated/wcf-tracking/src/descriptor.js";
import { renderWsdl } from "../../generated/wcf-tracking/src/wsdl.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import { GUID } from "../support/wcf-echo-handlers.js";
import { wcfEchoHandlers } from "../support/wcf-echo-handlers.js";
import { PYTHON, requireZeep } from "../support/peers.js";

const SCRIPT = fileURLToPath(new URL("./wcf_zeep_client.py", import.meta.url));
const CREATED = "2024-05-01T08:30:00+00:00";

interface Line {
  readonly operation: string;
  readonly case: string | null;
  readonly result?: unknown;
  readonly fault?: {
    code: string;
    message: string;
    detail: { element: string; value?: unknown; children?: Record<string, string | null> } | null;
  };
  readonly error?: string;
  readonly sent?: string;
  readonly received?: string;
  readonly sentHeader?: string;
}

let listening: Listening;
let lines: Line[];
let notified: unknown[] = [];

beforeAll(async () => {
  await requireZeep();
  const handlers = { ...wcfEchoHandlers, Notify: (input: object) => void notified.push(input) };
  listening = await listen(
    createAsmxServer(trackingServiceDescriptor, handlers, renderWsdl, { includeExceptionDetailInFaults: true }),
  );
  notified = [];
  const { stdout } = await promisify(execFile)(PYTHON, [SCRIPT, listening.url], { timeout: 60_000 }).catch(
    (error: Error) => {
      throw new Error(`zeep did not run (${PYTHON} with python3-zeep): ${error.message}`);
    },
  );
  lines = stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Line);
}, 90_000);

afterAll(async () => {
  await listening?.close();
});

function of(operation: string, label: string | null = null): Line {
  const line = lines.find((l) => l.operation === operation && l.case === label);
  if (!line) throw new Error(`no line for ${operation} ${label ?? ""}`);
  expect(line.error, `${operation} ${label ?? ""}`).toBeUndefined();
  return line;
}

/** makeShipment of the echo handlers as zeep reads it (see the header for each difference from .NET). */
function shipment(
  trackNum: string,
  state = "in-transit",
  options = ["Insurance", "Saturday"],
): Record<string, unknown> {
  return {
    $type: "Shipment",
    TrackNum: trackNum,
    State: state,
    Options: options,
    Receiver: {
      $type: "Party",
      Id: "i1",
      Ref: null,
      Name: "Acme",
      Address: { $type: "Address", City: "Springfield", Country: "US", Street: "1 Main St", Zip: null },
    },
    Sender: { $type: "Party", Id: null, Ref: "i1", Name: null, Address: null },
    Pieces: {
      $type: "PieceList",
      Piece: [
        {
          $type: "Piece",
          Count: null,
          Id: "P1",
          Size: { $type: "Dimensions", Height: 0.25, Length: 1, Width: 0.5 },
          Unit: "Lb",
          WeightKg: "2.5",
        },
        {
          $type: "Piece",
          Count: 3,
          Id: "P2",
          Size: { $type: "Dimensions", Height: null, Length: null, Width: null },
          Unit: "Kg",
          WeightKg: "1",
        },
      ],
    },
    Tags: { $type: "ArrayOfstring", string: ["fragile", null, null] },
    Counters: {
      $type: "ArrayOfKeyValueOfstringint",
      KeyValueOfstringint: [
        { $type: "KeyValueOfstringint", Key: "scans", Value: 3 },
        { $type: "KeyValueOfstringint", Key: "retries", Value: 0 },
      ],
    },
    Labels: { $type: "LabelMap", Entry: [{ $type: "Entry", Copies: 2, Label: "A4" }] },
    Id: GUID,
    Priority: 65,
    Transit: "1 day, 2:03:04.500000",
    ShippedAt: { $type: "DateTimeOffset", DateTime: CREATED, OffsetMinutes: 120 },
    Created: CREATED,
    Label: [1, 2, 3, 250],
    DeclaredValue: null,
    Note: null,
    Extra: 42,
  };
}

describe("zeep's client from the generated WCF server's metadata", () => {
  it("followed the root WSDL's imports: both contract WSDLs and every schema", () => {
    const base = listening.url;
    expect(of("(metadata)").result).toEqual(
      [
        "?wsdl",
        "?wsdl=wsdl0",
        "?wsdl=wsdl1",
        ...trackingServiceDescriptor.wcf!.documents.filter((d) => d.startsWith("xsd=")).map((d) => `?${d}`),
      ]
        .map((q) => base + q)
        .sort(),
    );
  });

  it("reads ?singleWsdl as well (every schema inline)", () => {
    expect(of("(singleWsdl) GetShipment").result).toBe("S1");
    expect(of("(singleWsdl) Version").result).toBe("1.0");
  });

  it("calls every operation of both contracts", () => {
    const called = new Set(lines.filter((l) => !l.operation.startsWith("(")).map((l) => l.operation));
    expect([...called].sort()).toEqual(trackingServiceDescriptor.operations.map((o) => o.name).sort());
    expect(lines.filter((l) => l.error !== undefined)).toEqual([]);
  });

  it("data contracts: classes, enums, flags, collections, dictionaries, DateTimeOffset, TimeSpan, Guid, char", () => {
    expect(of("Ping").result).toBeNull();
    expect(of("GetShipment", "T1").result).toEqual(shipment("T1"));
    const found = of("FindShipments").result as Record<string, unknown>[];
    expect(found).toHaveLength(2);
    expect(found[0]).toEqual(shipment("T1", "EXC", ["Insurance", "Signature"]));
    expect(found[1]).toMatchObject({
      TrackNum: "T2",
      State: "Created",
      Options: ["None"],
      Id: "00000000-0000-0000-0000-000000000000",
      Priority: 0,
      Transit: "0:00:00",
      Created: CREATED,
      // nil: zeep's empty objects (see the header)
      Sender: { $type: "Party", Address: null, Id: null, Name: null, Ref: null },
      Pieces: { $type: "PieceList", Piece: [] },
    });
    expect((of("FindShipments", "none").result as Record<string, unknown>[])[0]).toMatchObject({
      State: "Created",
      Options: ["None"],
    });
    expect(of("CountByState").result).toEqual([
      { $type: "KeyValueOfstringint", Key: "Created", Value: 1 },
      { $type: "KeyValueOfstringint", Key: "in-transit", Value: 2 },
    ]);
    expect(of("Echo").result).toEqual([1, 2, 3, 250]);
    expect(of("Purge").result).toBe(2023);
    expect(of("Version").result).toBe("1.0");
  });

  it("known types by i:type both ways, a subtype in another namespace included", () => {
    expect(of("EchoEvent", "Delivered").result).toEqual({
      $type: "Delivered",
      At: CREATED,
      Where: "Door",
      SignedBy: "Ann",
      AtDoor: true,
    });
    expect(of("EchoEvent", "ScanEvent").result).toEqual({
      $type: "ScanEvent",
      At: CREATED,
      Where: "Hub",
      Scanner: "S1",
    });
    expect(of("EchoEvent", "TrackingEvent").result).toEqual({ $type: "TrackingEvent", At: CREATED, Where: "Plain" });
  });

  it("nil and empty strings: on the wire as .NET writes them, read by zeep its own way", () => {
    const nil = of("GetShipment", "null");
    expect(nil.sent).toBe(
      '<ns0:GetShipment xmlns:ns0="http://tracking.example.com/wcf" xmlns:soap-env="http://schemas.xmlsoap.org/soap/envelope/"/>',
    );
    expect(nil.received).toContain(
      '<GetShipmentResult xmlns:a="http://schemas.datacontract.org/2004/07/Lab.Tracking" xmlns:i="http://www.w3.org/2001/XMLSchema-instance" i:nil="true"/>',
    );
    expect(Object.values(nil.result as Record<string, unknown>).filter((v) => v !== null)).toEqual(["Shipment"]);
    const tags = of("GetTags");
    expect(tags.sent).toMatch(
      /<ns0:trackNums><ns1:string [^>]*>a<\/ns1:string><ns2:string [^>]*><\/ns2:string><\/ns0:trackNums>/,
    );
    expect(tags.received).toContain('<a:string>a</a:string><a:string/><a:string i:nil="true"/>');
    expect(tags.result).toEqual(["a", null, null]);
    expect(tags.sentHeader).toContain("<wsa:Action>http://tracking.example.com/wcf/ITracking/GetTags</wsa:Action>");
  });

  it("the message contract: headers sent and received, the unwrapped body read", () => {
    const track = of("Track").result as { header: Record<string, unknown>; body: Record<string, unknown> };
    expect(track.header).toEqual({ $type: null, ServerTime: CREATED });
    expect(track.body.Shipment).toEqual(shipment("T9"));
    expect(track.body.Events).toEqual({
      $type: "ArrayOfTrackingEvent",
      TrackingEvent: [
        { $type: "ScanEvent", At: CREATED, Where: "Hub K1", Scanner: `S-${GUID}` },
        { $type: "Delivered", At: CREATED, Where: "Door", SignedBy: "Ann", AtDoor: true },
        { $type: "TrackingEvent", At: CREATED, Where: "Plain" },
      ],
    });
  });

  it("one-way: zeep returns on the 202 and the handler got the call", () => {
    expect(of("Notify").result).toBeNull();
    expect(notified).toEqual([{ trackNum: "T1", message: "hello" }]);
  });

  it("typed FaultContract faults: code, reason, and the detail read through the published schema", () => {
    expect(of("CancelShipment", "T1").result).toBe(true);
    expect(of("CancelShipment", "missing").fault).toEqual({
      code: "s:Client",
      message: "No such shipment",
      detail: { element: "{http://tracking.example.com/faults}NotFoundFault", value: { TrackNum: "missing" } },
    });
    expect(of("CancelShipment", "late").fault).toEqual({
      code: "a:TooLate",
      message: "Too late to cancel",
      detail: {
        element: "{http://schemas.datacontract.org/2004/07/Lab.Tracking}CancelFault",
        value: { Code: 17, Reason: "too slow", TrackNum: "late" },
      },
    });
    expect(of("CancelShipment", "plain").fault).toEqual({ code: "s:Client", message: "Plain fault", detail: null });
  });

  it("dispatcher faults: InternalServiceFault with ExceptionDetail, ActionNotSupported at the wrong endpoint", () => {
    const explode = of("Explode").fault!;
    expect([explode.code, explode.message, explode.detail?.element]).toEqual([
      "a:InternalServiceFault",
      "boom",
      "{http://schemas.datacontract.org/2004/07/System.ServiceModel}ExceptionDetail",
    ]);
    expect(explode.detail?.children).toMatchObject({
      HelpLink: null,
      InnerException: null,
      Message: "boom",
      Type: "System.InvalidOperationException",
    });
    expect(explode.detail?.children?.StackTrace).toMatch(/^ {4}at .*Explode/);
    const wrong = of("Version", "wrong endpoint").fault!;
    expect(wrong.code).toBe("a:ActionNotSupported");
    expect(wrong.message).toMatch(
      /^The message with Action 'http:\/\/tracking\.example\.com\/admin\/Admin\/Version' cannot be processed at the receiver, due to a ContractFilter mismatch/,
    );
  });
});
