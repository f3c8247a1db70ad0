/**
 * The runtime client on a WCF service (test/reference/wcf/, WcfTracking.cs), over real HTTP: a small server on
 * 127.0.0.1 takes each request as bytes and answers the recorded response bytes. The client's request must
 * equal the recorded request (`requests/`, as a .NET client sends it) in request line, Content-Type, SOAPAction
 * and body, byte for byte; every recorded response (`responses/`) is read to what WcfTracking.cs sent, faults
 * as their typed errors. The descriptor is the one the generator derives from the spec.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import {
  ActionNotSupportedError,
  DeserializationFailedError,
  FaultContractError,
  HttpStatusError,
  InternalServiceFaultError,
  RequestEncodeError,
  ResponseDecodeError,
  SoapFaultError,
  WcfFaultError,
} from "../../runtime/src/client/errors.js";
import { parseRecorded } from "../support/http-recording.js";
import { CREATED, FAULTS_NS, GUID, make, T2, WCF_SPEC } from "../support/wcf-tracking-values.js";

const DIR = fileURLToPath(new URL("../reference/wcf/", import.meta.url));
const service = descriptorOf(loadSpec(WCF_SPEC));

interface Exchange {
  /** The request as it arrived: head lines and body bytes. */
  readonly requestLine: string;
  readonly headers: Map<string, string>;
  readonly body: Buffer;
}

/** A server answering each request with the bytes it is given, recording what it was sent. */
class ReplayServer {
  readonly server: Server;
  answer: Buffer = Buffer.alloc(0);
  readonly seen: Exchange[] = [];
  constructor() {
    this.server = createServer((socket) => this.#serve(socket));
  }
  #serve(socket: Socket): void {
    let data = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const split = data.indexOf("\r\n\r\n");
      if (split < 0) return;
      const [requestLine, ...lines] = data.subarray(0, split).toString("latin1").split("\r\n");
      const headers = new Map(
        lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
      );
      const length = Number(headers.get("content-length") ?? 0);
      if (data.length < split + 4 + length) return;
      this.seen.push({ requestLine: requestLine!, headers, body: data.subarray(split + 4, split + 4 + length) });
      data = data.subarray(split + 4 + length);
      socket.end(this.answer);
    });
    socket.on("error", () => undefined);
  }
}

let replay: ReplayServer;
let endpoint: string;

beforeAll(async () => {
  replay = new ReplayServer();
  await new Promise<void>((resolve) => replay.server.listen(0, "127.0.0.1", resolve));
  const address = replay.server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  endpoint = `http://127.0.0.1:${address.port}/`;
});
afterAll(() => new Promise<void>((resolve) => replay.server.close(() => resolve())));

function client(): AsmxClientCore {
  return new AsmxClientCore(service, { endpoint, allowInsecureHttp: true, timeoutMs: 5000 });
}

/** The recorded response of `name`, as the server sends it (the recorder's bytes). */
function recordedResponse(name: string): Buffer {
  return readFileSync(`${DIR}responses/${name}.response.txt`);
}

/** Calls `operation` with the server answering `response`'s recording; the call's outcome or its error. */
async function exchange(
  operation: string,
  input: object,
  response: string | Buffer,
): Promise<{ outcome?: unknown; error?: unknown; sent: Exchange }> {
  replay.answer = typeof response === "string" ? recordedResponse(response) : response;
  const before = replay.seen.length;
  let outcome: unknown;
  let error: unknown;
  try {
    outcome = await client().call(operation, input);
  } catch (e) {
    error = e;
  }
  expect(replay.seen.length).toBe(before + 1);
  return { outcome, error, sent: replay.seen[before]! };
}

/** What a .NET client sends for each recorded request: [recording, operation, input]. */
const SENT: readonly [string, string, object][] = [
  ["Ping", "Ping", {}],
  ["GetShipment", "GetShipment", { trackNum: "T123" }],
  ["GetShipment.nil", "GetShipment", { trackNum: null }],
  ["FindShipments", "FindShipments", { state: "in-transit", options: ["Insurance", "Signature"], max: 5 }],
  [
    "EchoEvent.base",
    "EchoEvent",
    { ev: { $type: "TrackingEvent", at: "2024-05-01T08:30:00", where: "Plain" } },
  ],
  ["EchoEvent.scan", "EchoEvent", { ev: { $type: "ScanEvent", at: CREATED, where: "Hub", scanner: "S1" } }],
  [
    "EchoEvent.delivered",
    "EchoEvent",
    {
      ev: { $type: "DeliveryEvent", at: "2024-05-01T08:30:00+02:00", where: "Door", atDoor: true, signedBy: "Ann" },
    },
  ],
  ["GetTags", "GetTags", { trackNums: ["T1", null, ""] }],
  ["CountByState", "CountByState", {}],
  ["Track", "Track", { apiKey: "K1", correlationId: GUID, trackNum: "T9", withEvents: true }],
  ["Notify", "Notify", { trackNum: "T1", message: "hello" }],
  ["CancelShipment", "CancelShipment", { trackNum: "T1", reason: "r" }],
  ["CancelShipment.fault-detail", "CancelShipment", { trackNum: "late", reason: "customer" }],
  ["CancelShipment.fault-notfound", "CancelShipment", { trackNum: "missing", reason: "r" }],
  ["CancelShipment.fault-plain", "CancelShipment", { trackNum: "plain", reason: "r" }],
  ["nodetail.CancelShipment.fault-detail", "CancelShipment", { trackNum: "late", reason: "customer" }],
  ["nodetail.CancelShipment.fault-plain", "CancelShipment", { trackNum: "plain", reason: "r" }],
  ["Explode", "Explode", { message: "boom & bust" }],
  ["nodetail.Explode", "Explode", { message: "boom & bust" }],
  [
    "Echo",
    "Echo",
    {
      data: new Uint8Array([1, 2, 3, 250]),
      c: "A",
      t: "P1DT2H3M4.5S",
      o: "2024-05-01T10:30:00+02:00",
      g: GUID,
    },
  ],
  ["Purge", "Purge", { before: "2023-12-31T00:00:00" }],
  ["Version", "Version", {}],
];

/**
 * Recorded requests a typed client does not send, each for its reason: the server's probes (a wrong action,
 * wrapper, body or content type, members out of order, an empty flags text where .NET writes `None`), and the
 * metadata and help GETs.
 */
const NOT_SENT = new Map([
  ["CancelShipment.default-action", "the default action, where the operation's Action is urn:tracking/cancel"],
  ["EchoEvent.out-of-order", "members out of order: the client writes them in order"],
  ["FindShipments.empty-flags", "an empty flags text: .NET (and the client) write a zero flags value as `None`"],
  ["Track.mono-wrapper", "the Track wrapper Mono expects, not the TrackRequest .NET sends"],
  ["error.bad-int", "a server probe"],
  ["error.malformed-body", "a server probe"],
  ["error.missing-required", "a server probe"],
  ["error.no-soapaction", "a server probe"],
  ["error.not-xml", "a server probe"],
  ["error.soap12", "a server probe"],
  ["error.unknown-action", "a server probe"],
  ["error.wrong-endpoint-action", "a server probe"],
  ["error.wrong-wrapper", "a server probe"],
  ["get-help", "a GET of the help page"],
  ["get-wsdl", "a GET of the WSDL"],
]);

describe("requests: byte for byte what a .NET client sends (requests/)", () => {
  it("every recorded request is either sent by the client or named with the reason it is not", () => {
    const recorded = readdirSync(`${DIR}requests`).map((f) => f.replace(/\.request\.txt$/, ""));
    const covered = new Set([...SENT.map(([r]) => r), ...NOT_SENT.keys()]);
    expect(recorded.filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((r) => !recorded.includes(r))).toEqual([]);
  });

  for (const [recording, operation, input] of SENT) {
    it(recording, async () => {
      const expected = parseRecorded(readFileSync(`${DIR}requests/${recording}.request.txt`))!;
      const header = (name: string) => expected.headers.find(([n]) => n.toLowerCase() === name)?.[1];
      const { sent } = await exchange(operation, input, recordedResponse(recording));
      expect(sent.requestLine).toBe(expected.startLine);
      expect(sent.headers.get("content-type")).toBe(header("content-type"));
      expect(sent.headers.get("soapaction")).toBe(header("soapaction"));
      expect(sent.headers.get("content-length")).toBe(header("content-length"));
      expect(sent.body.toString("utf8")).toBe(expected.body.toString("utf8"));
    });
  }
});

const faultOf = (error: unknown): SoapFaultError => {
  expect(error).toBeInstanceOf(SoapFaultError);
  return error as SoapFaultError;
};

/** Each recorded response read by the client: [recording, operation called, what the call gives]. */
type Check = (outcome: unknown, error: unknown) => void;
const READ: readonly (readonly [string, string, Check])[] = [
  ["Ping", "Ping", (o, e) => expect([o, e]).toEqual([undefined, undefined])],
  ["GetShipment", "GetShipment", (o) => expect(o).toEqual(make("T123"))],
  ["GetShipment.nil", "GetShipment", (o) => expect(o).toBeNull()],
  ["FindShipments", "FindShipments", (o) => expect(o).toEqual([make("T1", "in-transit", ["Insurance", "Signature"]), T2])],
  ["FindShipments.empty-flags", "FindShipments", (o) => expect(o).toEqual([make("T1", "EXC", []), T2])],
  [
    "EchoEvent.base",
    "EchoEvent",
    (o) => expect(o).toEqual({ $type: "TrackingEvent", at: "2024-05-01T08:30:00", where: "Plain" }),
  ],
  [
    "EchoEvent.scan",
    "EchoEvent",
    (o) => expect(o).toEqual({ $type: "ScanEvent", at: CREATED, where: "Hub", scanner: "S1" }),
  ],
  [
    "EchoEvent.delivered",
    "EchoEvent",
    (o) =>
      expect(o).toEqual({
        $type: "DeliveryEvent",
        at: "2024-05-01T06:30:00+00:00",
        where: "Door",
        atDoor: true,
        signedBy: "Ann",
      }),
  ],
  [
    "EchoEvent.out-of-order",
    "EchoEvent",
    (o) => expect(o).toEqual({ $type: "TrackingEvent", at: "0001-01-01T00:00:00", where: "Plain" }),
  ],
  ["GetTags", "GetTags", (o) => expect(o).toEqual(["T1", null, "", null])],
  [
    "CountByState",
    "CountByState",
    (o) =>
      expect(o).toEqual([
        { key: "Created", value: 1 },
        { key: "in-transit", value: 2 },
      ]),
  ],
  ["Echo", "Echo", (o) => expect(o).toEqual(new Uint8Array([1, 2, 3, 250]))],
  ["CancelShipment", "CancelShipment", (o) => expect(o).toBe(true)],
  // Mono answers a one-way call 200 with no body (.NET: 202): both end the call with nothing.
  ["Notify", "Notify", (o, e) => expect([o, e]).toEqual([undefined, undefined])],
  [
    "Track",
    "Track",
    (o) => {
      const value = o as { shipment: unknown; events: unknown; headers: { serverTime: unknown } };
      expect(value.shipment).toEqual(make(null));
      expect(value.events).toEqual([
        { $type: "ScanEvent", at: CREATED, where: "Hub K1", scanner: `S-${GUID}` },
        { $type: "DeliveryEvent", at: CREATED, where: "Door", atDoor: false, signedBy: "Ann" },
        { $type: "TrackingEvent", at: CREATED, where: "Plain" },
      ]);
      expect(value.headers).toEqual({ serverTime: CREATED });
      expect(Object.keys(value)).toEqual(["events", "shipment", "headers"]);
    },
  ],
  ...(["CancelShipment.fault-detail", "nodetail.CancelShipment.fault-detail"] as const).map(
    (recording) =>
      [
        recording,
        "CancelShipment",
        (_o: unknown, e: unknown) => {
          expect(e).toBeInstanceOf(FaultContractError);
          const fault = e as FaultContractError;
          expect(fault.detailValue).toEqual({
            type: "CancelFault",
            value: { code: 17, reason: "customer", trackNum: "late" },
          });
          expect([fault.code, fault.codeNamespace, fault.reason, fault.httpStatus]).toEqual([
            "TooLate",
            FAULTS_NS,
            "Too late to cancel",
            500,
          ]);
        },
      ] as const,
  ),
  [
    "CancelShipment.fault-notfound",
    "CancelShipment",
    (_o, e) => {
      expect(e).toBeInstanceOf(FaultContractError);
      const fault = e as FaultContractError;
      expect(fault.detailValue).toEqual({ type: "NotFoundFault", value: { trackNum: "missing" } });
      expect([fault.code, fault.reason, fault.isClientFault]).toEqual(["Sender", "No such shipment", true]);
    },
  ],
  // Mono's artefact: a plain FaultException answered as InternalServiceFault with an ExceptionDetail.
  [
    "CancelShipment.fault-plain",
    "CancelShipment",
    (_o, e) => {
      expect(e).toBeInstanceOf(InternalServiceFaultError);
      const detail = (e as InternalServiceFaultError).exceptionDetail!;
      expect(detail).toMatchObject({
        helpLink: null,
        innerException: null,
        message: "Plain fault",
        type: "System.ServiceModel.FaultException",
      });
      expect(detail.stackTrace).toContain("at Lab.Tracking.TrackingService.CancelShipment");
    },
  ],
  [
    "Explode",
    "Explode",
    (_o, e) => {
      expect(e).toBeInstanceOf(InternalServiceFaultError);
      const fault = e as InternalServiceFaultError;
      expect(fault.reason).toBe("boom & bust");
      expect(fault.exceptionDetail).toMatchObject({
        message: "boom & bust",
        type: "System.InvalidOperationException",
      });
    },
  ],
  ...(["nodetail.Explode", "nodetail.CancelShipment.fault-plain"] as const).map(
    (recording) =>
      [
        recording,
        recording.includes("Explode") ? "Explode" : "CancelShipment",
        (_o: unknown, e: unknown) => {
          expect(e).toBeInstanceOf(InternalServiceFaultError);
          const fault = e as InternalServiceFaultError;
          expect(fault.exceptionDetail).toBeUndefined();
          expect(fault.detail).toBeUndefined();
          expect(fault.reason).toMatch(/^The server was unable to process the request due to an internal error\./);
        },
      ] as const,
  ),
  ...(
    [
      ["CancelShipment.default-action", "CancelShipment", "Action 'http://tracking.example.com/wcf/ITracking/CancelShipment'"],
      ["error.no-soapaction", "Ping", "Action ''"],
      ["error.unknown-action", "Ping", "Action 'http://tracking.example.com/wcf/ITracking/Nope'"],
    ] as const
  ).map(
    ([recording, operation, reason]) =>
      [
        recording,
        operation,
        (_o: unknown, e: unknown) => {
          expect(e).toBeInstanceOf(ActionNotSupportedError);
          expect((e as ActionNotSupportedError).reason.startsWith(reason)).toBe(true);
        },
      ] as const,
  ),
  // Mono's artefacts, read as the faults they are: the second endpoint unreachable, unqualified codes.
  ...(
    [
      ["Purge", "Purge", "DestinationUnreachable"],
      ["Version", "Version", "DestinationUnreachable"],
      ["error.wrong-endpoint-action", "Ping", "DestinationUnreachable"],
      ["error.bad-int", "FindShipments", "Receiver"],
      ["error.malformed-body", "FindShipments", "Receiver"],
      ["error.missing-required", "EchoEvent", "Receiver"],
    ] as const
  ).map(
    ([recording, operation, code]) =>
      [
        recording,
        operation,
        (_o: unknown, e: unknown) => {
          const fault = faultOf(e);
          expect(fault).toBeInstanceOf(WcfFaultError);
          expect(fault).not.toBeInstanceOf(ActionNotSupportedError);
          expect(fault.code).toBe(code);
        },
      ] as const,
  ),
  // Mono answers these 200 with no body: not a result.
  ...(["error.not-xml", "error.wrong-wrapper", "Track.mono-wrapper"] as const).map(
    (recording) =>
      [
        recording,
        recording === "Track.mono-wrapper" ? "Track" : "Ping",
        (_o: unknown, e: unknown) => {
          expect(e).toBeInstanceOf(ResponseDecodeError);
          expect((e as Error).message).toContain("expected an XML response");
        },
      ] as const,
  ),
  [
    "error.soap12",
    "Ping",
    (_o, e) => {
      expect(e).toBeInstanceOf(HttpStatusError);
      expect((e as HttpStatusError).status).toBe(415);
    },
  ],
  ["get-help", "Ping", (_o, e) => expect(e).toBeInstanceOf(ResponseDecodeError)],
  [
    "get-wsdl",
    "Ping",
    (_o, e) => {
      expect(e).toBeInstanceOf(ResponseDecodeError);
      expect((e as Error).message).toContain("not a SOAP 1.1 or 1.2 Envelope");
    },
  ],
];

describe("responses: every recorded response read to what WcfTracking.cs sent (responses/)", () => {
  it("covers every recorded response", () => {
    const recorded = readdirSync(`${DIR}responses`).map((f) => f.replace(/\.response\.txt$/, ""));
    expect(recorded.filter((r) => !READ.some(([name]) => name === r))).toEqual([]);
  });

  for (const [recording, operation, check] of READ) {
    it(recording, async () => {
      const input = SENT.find(([r]) => r === recording)?.[2] ?? SENT.find(([, op]) => op === operation)![2];
      const { outcome, error } = await exchange(operation, input, recording);
      check(outcome, error);
    });
  }
});

/** A response as .NET sends it: no XML declaration, no s:Header on faults. */
function dotnetResponse(status: string, body: string): Buffer {
  const bytes = Buffer.from(body, "utf8");
  return Buffer.concat([
    Buffer.from(
      `HTTP/1.1 ${status}\r\nContent-Type: text/xml; charset=utf-8\r\nServer: Microsoft-HTTPAPI/2.0\r\nContent-Length: ${bytes.length}\r\n\r\n`,
      "latin1",
    ),
    bytes,
  ]);
}

const DISPATCHER = "http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher";
const fault = (code: string, reason: string, detail = "") =>
  dotnetResponse(
    "500 Internal Server Error",
    `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><s:Fault><faultcode${code}</faultcode><faultstring xml:lang="en-US">${reason}</faultstring>${detail}</s:Fault></s:Body></s:Envelope>`,
  );

describe(".NET's framing of the same answers (docs/wcf-design.md §5; the recordings are Mono's)", () => {
  it("the dispatcher's three codes in .NET's namespace are their typed errors", async () => {
    const cases = [
      ["ActionNotSupported", ActionNotSupportedError],
      ["DeserializationFailed", DeserializationFailedError],
      ["InternalServiceFault", InternalServiceFaultError],
    ] as const;
    for (const [code, type] of cases) {
      const { error } = await exchange("Ping", {}, fault(` xmlns:a="${DISPATCHER}">a:${code}`, "why"));
      expect(error).toBeInstanceOf(type);
      expect([(error as WcfFaultError).code, (error as WcfFaultError).codeNamespace]).toEqual([code, DISPATCHER]);
    }
    // The same local name in another namespace is not the dispatcher's.
    const { error } = await exchange("Ping", {}, fault(` xmlns:a="urn:other">a:ActionNotSupported`, "why"));
    expect(error).toBeInstanceOf(WcfFaultError);
    expect(error).not.toBeInstanceOf(ActionNotSupportedError);
  });

  it("a declared fault without detail (FaultException): s:Client, untyped, a client fault", async () => {
    const { error } = await exchange("CancelShipment", { trackNum: "plain", reason: "r" }, fault(">s:Client", "Plain fault"));
    expect(error).toBeInstanceOf(WcfFaultError);
    expect(error).not.toBeInstanceOf(FaultContractError);
    expect((error as WcfFaultError).isClientFault).toBe(true);
  });

  it("a fault contract's detail of another operation or namespace stays untyped", async () => {
    const detail = `<detail><NotFoundFault xmlns="urn:elsewhere"><TrackNum>x</TrackNum></NotFoundFault></detail>`;
    const { error } = await exchange("CancelShipment", { trackNum: "x", reason: "r" }, fault(">s:Client", "No", detail));
    expect(error).not.toBeInstanceOf(FaultContractError);
    const other = `<detail><NotFoundFault xmlns="${FAULTS_NS}"><TrackNum>x</TrackNum></NotFoundFault></detail>`;
    const { error: explode } = await exchange("Explode", { message: "m" }, fault(">s:Client", "No", other));
    expect(explode).not.toBeInstanceOf(FaultContractError);
  });

  it("one-way: 202 with no body ends the call with nothing", async () => {
    const accepted = Buffer.from("HTTP/1.1 202 Accepted\r\nContent-Length: 0\r\n\r\n", "latin1");
    const { outcome, error } = await exchange("Notify", { trackNum: "T1", message: "m" }, accepted);
    expect([outcome, error]).toEqual([undefined, undefined]);
  });

  it("a response with no XML declaration and a void wrapper with no space before />", async () => {
    const { outcome, error } = await exchange(
      "Ping",
      {},
      dotnetResponse(
        "200 OK",
        `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><PingResponse xmlns="http://tracking.example.com/wcf"/></s:Body></s:Envelope>`,
      ),
    );
    expect([outcome, error]).toEqual([undefined, undefined]);
  });

  it("a wrapper in the root WSDL's namespace (tempuri.org) is not the contract's: refused", async () => {
    const { error } = await exchange(
      "Ping",
      {},
      dotnetResponse(
        "200 OK",
        `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><PingResponse xmlns="http://tempuri.org/"/></s:Body></s:Envelope>`,
      ),
    );
    expect(error).toBeInstanceOf(ResponseDecodeError);
    expect((error as Error).message).toContain("expected {http://tracking.example.com/wcf}PingResponse");
  });
});

describe("message contracts", () => {
  it("a header with mustUnderstand, a null header left out, an unwrapped request body", async () => {
    const track = service.operations.find((o) => o.name === "Track")!;
    const request = track.wcf!.message!.request;
    const changed = {
      ...service,
      operations: service.operations.map((o) =>
        o === track
          ? {
              ...o,
              wcf: {
                ...o.wcf!,
                message: {
                  ...o.wcf!.message!,
                  request: {
                    headers: request.headers.map((h) => (h.wireName === "ApiKey" ? { ...h, mustUnderstand: true as const } : h)),
                    body: request.body,
                  },
                },
              },
            }
          : o,
      ),
    };
    replay.answer = recordedResponse("Track");
    const before = replay.seen.length;
    const core = new AsmxClientCore(changed, { endpoint, allowInsecureHttp: true });
    await core.call("Track", { apiKey: "K1", correlationId: null, trackNum: "T9", withEvents: false });
    expect(replay.seen[before]!.body.toString("utf8")).toBe(
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Header>` +
        `<h:ApiKey s:mustUnderstand="1" xmlns:h="http://tracking.example.com/headers">K1</h:ApiKey></s:Header><s:Body>` +
        `<TrackNum xmlns="http://tracking.example.com/wcf">T9</TrackNum><WithEvents xmlns="http://tracking.example.com/wcf">false</WithEvents>` +
        `</s:Body></s:Envelope>`,
    );
  });

  it("a missing response header or body member reads as null", async () => {
    const { outcome } = await exchange(
      "Track",
      { apiKey: "K1", correlationId: GUID, trackNum: "T9", withEvents: true },
      dotnetResponse(
        "200 OK",
        `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><Events xmlns="http://tracking.example.com/wcf" xmlns:a="http://schemas.datacontract.org/2004/07/Lab.Tracking" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"/></s:Body></s:Envelope>`,
      ),
    );
    expect(outcome).toEqual({ events: [], shipment: null, headers: { serverTime: null } });
  });
});

describe("input a .NET client could not send: one error naming the value, nothing sent", () => {
  it("a value type left unset, a wrong enum value, a member of a class", async () => {
    const cases: [string, object, string][] = [
      ["Purge", {}, "Purge: field before: "],
      ["FindShipments", { state: "Flying", options: [], max: null }, "FindShipments: field state: "],
      ["EchoEvent", { ev: { $type: "ScanEvent", at: "yesterday", where: "W" } }, "EchoEvent: field ev.At: "],
      ["Track", { apiKey: "K", correlationId: "not-a-guid", trackNum: "T", withEvents: true }, "Track: field CorrelationId: "],
    ];
    for (const [operation, input, message] of cases) {
      const before = replay.seen.length;
      const error = await client()
        .call(operation, input)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RequestEncodeError);
      expect((error as Error).message.startsWith(message)).toBe(true);
      expect(replay.seen.length).toBe(before);
    }
  });
});

describe("what .NET sends for unset and empty values", () => {
  it("a null Nullable<int> as nil, an empty flags value as None (the empty-flags recording's request has it empty)", async () => {
    const { sent } = await exchange(
      "FindShipments",
      { state: "EXC", options: [], max: null },
      recordedResponse("FindShipments.empty-flags"),
    );
    expect(sent.body.toString("utf8")).toBe(
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><FindShipments xmlns="http://tracking.example.com/wcf">` +
        `<state>EXC</state><options>None</options><max i:nil="true" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"/>` +
        `</FindShipments></s:Body></s:Envelope>`,
    );
  });
});

describe("client options", () => {
  it("`namespace` (ASMX's published namespace) leaves a WCF action and its contract's wrappers alone", async () => {
    replay.answer = recordedResponse("Ping");
    const before = replay.seen.length;
    const core = new AsmxClientCore(service, { endpoint, allowInsecureHttp: true, namespace: "urn:other" });
    await core.call("Ping", {});
    expect(replay.seen[before]!.headers.get("soapaction")).toBe('"http://tracking.example.com/wcf/ITracking/Ping"');
    expect(replay.seen[before]!.body.toString("utf8")).toContain('<Ping xmlns="http://tracking.example.com/wcf"/>');
  });
});
