/**
 * The server under abuse: every bad request is followed by a good one on the same connection; bodies over
 * the limit are refused without being read to the end (declared, chunked, or announced with
 * Expect: 100-continue); a stalled body hits the time limit; handlers that throw, reject or never settle
 * are answered; nothing leaks a secret; and no promise is left rejected without a handler.
 */
import { readdirSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ServiceDescriptor } from "../../runtime/src/descriptor.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import type { CallContext, OperationHandlers, ServerLogEvent, ServerOptions } from "../../runtime/src/server/types.js";
import { echoHandlers, recordedWsdl, referenceService } from "../support/echo-handlers.js";
import { exchangeRaw, headerOf, readRecordedRequest, sendRaw, withHost } from "../support/http-recording.js";
import { REFERENCE_DIR } from "../support/paths.js";

const service = referenceService();
const NS = service.namespace;

function soap11(operation: string, content: string, extraHeaders = ""): Buffer {
  const body = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${operation} xmlns="${NS}">${content}</${operation}></soap:Body></soap:Envelope>`;
  const length = Buffer.byteLength(body);
  return Buffer.from(
    `POST /ShipmentOperations.asmx HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nSOAPAction: "${NS}/${operation}"\r\n${extraHeaders}Content-Length: ${length}\r\n\r\n${body}`,
  );
}

function get(target: string): Buffer {
  return Buffer.from(`GET /ShipmentOperations.asmx/${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
}

const GOOD = soap11("GetStatusRequest", "<TrackNum>OK1</TrackNum><TrackNumType>PO</TrackNumType><LastStatusOnly>true</LastStatusOnly>");
const GOOD_RESULT = "<GetStatusRequestResult>GetStatusRequest:OK1:PO:True</GetStatusRequestResult>";

async function start(handlers: OperationHandlers = echoHandlers, options: ServerOptions = {}): Promise<{ listening: Listening; port: number }> {
  const listening = await listen(createAsmxServer(service, handlers, recordedWsdl, options));
  return { listening, port: Number(new URL(listening.url).port) };
}

/** Opens a connection and collects what the server sends until it closes the connection. */
function rawConnection(port: number): { socket: Socket; received: () => string; closed: Promise<void> } {
  const socket = connect(port, "127.0.0.1");
  let data = "";
  socket.on("data", (chunk: Buffer) => {
    data += chunk.toString("latin1");
  });
  const closed = new Promise<void>((resolve) => {
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
  return { socket, received: () => data, closed };
}

function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = (): void => {
      if (condition()) resolve();
      else if (Date.now() > deadline) reject(new Error("condition not met in time"));
      else setTimeout(check, 5);
    };
    check();
  });
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => {
  unhandled.push(reason);
};
beforeAll(() => {
  process.on("unhandledRejection", onUnhandled);
});
afterAll(() => {
  process.off("unhandledRejection", onUnhandled);
  expect(unhandled).toEqual([]);
});

describe("every bad request is followed by a good one on the same connection", () => {
  let server: { listening: Listening; port: number };
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.listening.close());

  const dir = join(REFERENCE_DIR, "errors");
  const names = readdirSync(dir)
    .filter((f) => f.endsWith(".request.txt"))
    .map((f) => f.slice(0, -".request.txt".length))
    .filter((n) => n !== "verb.head.asmx"); // HEAD responses have no body: checked on its own below

  for (const name of names) {
    it(name, async () => {
      const recorded = readRecordedRequest(join(dir, `${name}.request.txt`));
      const bad = withHost(recorded, "localhost");
      // A request that asks for Connection: close gets its answer; the good one then needs a new connection.
      const closes = headerOf(recorded, "connection")?.toLowerCase() === "close";
      const [first, second] = closes ? [await sendRaw(server.port, bad), await sendRaw(server.port, GOOD)] : await exchangeRaw(server.port, [bad, GOOD]);
      expect(first!.status).toBeGreaterThanOrEqual(200);
      expect(second!.status).toBe(200);
      expect(second!.body.toString()).toContain(GOOD_RESULT);
    });
  }

  it("verb.head.asmx", async () => {
    const head = Buffer.from("HEAD /ShipmentOperations.asmx HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const first = await sendRaw(server.port, head, { head: true });
    expect(first.status).toBe(405);
    expect(first.headers.get("allow")).toBe("GET, POST");
    expect((await sendRaw(server.port, GOOD)).status).toBe(200);
  });

  it("garbage, an unknown path, a bad target and a bad percent-escape", async () => {
    const requests = [
      Buffer.from("GET /other HTTP/1.1\r\nHost: localhost\r\n\r\n"),
      Buffer.from("GET /ShipmentOperations.asmx/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\n\r\n"),
      Buffer.from("GET /ShipmentOperations.asmxExtra HTTP/1.1\r\nHost: localhost\r\n\r\n"),
      GOOD,
    ];
    const responses = await exchangeRaw(server.port, requests);
    expect(responses.map((r) => r.status)).toEqual([404, 400, 404, 200]);
    const garbage = rawConnection(server.port);
    garbage.socket.write("NOT HTTP AT ALL\r\n\r\n");
    await garbage.closed;
    expect(garbage.received()).toMatch(/^HTTP\/1\.1 400/);
    expect((await sendRaw(server.port, GOOD)).status).toBe(200);
  });

  it("deep nesting and too many attributes are refused by the parser limits", async () => {
    const deep = "<a>".repeat(100) + "</a>".repeat(100);
    const attributes = Array.from({ length: 300 }, (_, i) => `a${i}="1"`).join(" ");
    const responses = await exchangeRaw(server.port, [
      soap11("GetStatusRequest", `<TrackNum>${deep}</TrackNum>`),
      soap11("GetStatusRequest", `<TrackNum ${attributes}>x</TrackNum>`),
      GOOD,
    ]);
    expect(responses[0]!.status).toBe(500);
    expect(responses[0]!.body.toString()).toContain("<faultcode>soap:Client</faultcode>");
    expect(responses[0]!.body.toString()).toContain("nested deeper than 64 levels");
    expect(responses[1]!.body.toString()).toContain("more than 256 attributes");
    expect(responses[2]!.status).toBe(200);
  });
});

describe("bodies over the limit are refused without being read to the end", () => {
  let server: { listening: Listening; port: number };
  const events: ServerLogEvent[] = [];
  beforeAll(async () => {
    server = await start(echoHandlers, { maxBodyBytes: 1024, log: (e) => events.push(e) });
  });
  afterAll(() => server.listening.close());

  it("answers 413 from Content-Length before the body is sent, and closes the connection", async () => {
    const conn = rawConnection(server.port);
    conn.socket.write(
      "POST /ShipmentOperations.asmx HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: 10000000\r\n\r\n",
    );
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(conn.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(conn.received()).toContain("the limit is 1024 bytes");
    expect(events.some((e) => e.status === 413 && e.level === "warn")).toBe(true);
  });

  it("with Expect: 100-continue, answers 413 instead of 100 Continue", async () => {
    const conn = rawConnection(server.port);
    conn.socket.write(
      "POST /ShipmentOperations.asmx HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nExpect: 100-continue\r\nContent-Length: 5000\r\n\r\n",
    );
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(conn.received()).not.toContain("100 Continue");
  });

  it("with Expect: 100-continue and a body within the limit, continues and answers", async () => {
    const request = GOOD.toString("latin1").replace("\r\nContent-Length", "\r\nExpect: 100-continue\r\nContent-Length");
    const split = request.indexOf("\r\n\r\n") + 4;
    const conn = rawConnection(server.port);
    conn.socket.write(request.slice(0, split));
    await waitFor(() => conn.received().includes("100 Continue"), 2000);
    conn.socket.write(request.slice(split));
    await waitFor(() => conn.received().includes("</soap:Envelope>"), 2000);
    expect(conn.received()).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK/);
    conn.socket.destroy();
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    const conn = rawConnection(server.port);
    conn.socket.write(
      "POST /ShipmentOperations.asmx HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    let sent = 0;
    const chunk = `200\r\n${"x".repeat(0x200)}\r\n`;
    // Keeps sending until the server answers; a server that read it all would never answer.
    while (!conn.received() && sent < 1_000_000 && !conn.socket.destroyed) {
      conn.socket.write(chunk);
      sent += 0x200;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent).toBeLessThan(64 * 1024);
  });

  it("keeps serving afterwards", async () => {
    expect((await sendRaw(server.port, GOOD)).status).toBe(200);
  });
});

describe("a stalled body hits the request time limit", () => {
  let server: { listening: Listening; port: number };
  beforeAll(async () => {
    server = await start(echoHandlers, { requestTimeoutMs: 300 });
  });
  afterAll(() => server.listening.close());

  it("answers 408 and closes the connection", async () => {
    const started = Date.now();
    const conn = rawConnection(server.port);
    conn.socket.write(
      "POST /ShipmentOperations.asmx HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: 400\r\n\r\n<?xml",
    );
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await sendRaw(server.port, GOOD)).status).toBe(200);
  });
});

describe("handlers that fail", () => {
  let server: { listening: Listening; port: number };
  const events: ServerLogEvent[] = [];
  const contexts: CallContext[] = [];
  const handlers: OperationHandlers = {
    ...echoHandlers,
    ViewNextAvailableMAWBNum: (input: Record<string, unknown>, context: CallContext) => {
      contexts.push(context);
      switch (input.carrierCode) {
        case "SYNC":
          throw new Error("sync failure with password " + String(input.password));
        case "REJECT":
          return Promise.reject(new Error("async failure"));
        case "HANG":
          return new Promise(() => undefined);
        case "LATE":
          // Rejects after the time limit answered: must not become an unhandled rejection.
          return new Promise((_, reject) => setTimeout(() => reject(new Error("too late")), 400));
        case "THROWS_STRING":
          throw "a string"; // eslint-disable-line @typescript-eslint/only-throw-error
        case "CLIENT":
          return Promise.reject(new ClientFault(`caller error, password ${String(input.password)}`));
        case "BAD_RESULT":
          return 42;
        default:
          return echoHandlers.ViewNextAvailableMAWBNum!(input, context);
      }
    },
  };
  beforeAll(async () => {
    server = await start(handlers, { handlerTimeoutMs: 200, debug: true, log: (e) => events.push(e) });
  });
  afterAll(() => server.listening.close());
  afterEach(() => {
    contexts.length = 0;
  });

  const call = (code: string, password = "s3cr3t-pw"): Buffer =>
    soap11("ViewNextAvailableMAWBNum", `<UserID>u</UserID><Password>${password}</Password><CarrierCode>${code}</CarrierCode>`);

  it("a synchronous throw is a server fault, the secret redacted", async () => {
    const [fault, next] = await exchangeRaw(server.port, [call("SYNC"), GOOD]);
    expect(fault!.status).toBe(500);
    const body = fault!.body.toString();
    expect(body).toContain("<faultcode>soap:Server</faultcode>");
    expect(body).toContain("Server was unable to process request. ---&gt; sync failure with password ***");
    expect(body).not.toContain("s3cr3t-pw");
    expect(next!.status).toBe(200);
  });

  it("a rejection is a server fault", async () => {
    const response = await sendRaw(server.port, call("REJECT"));
    expect(response.status).toBe(500);
    expect(response.body.toString()).toContain("async failure");
  });

  it("a handler that never settles is answered at the time limit and its signal aborted", async () => {
    const started = Date.now();
    const response = await sendRaw(server.port, call("HANG"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    expect(response.status).toBe(500);
    expect(response.body.toString()).toContain("<faultcode>soap:Server</faultcode>");
    expect(response.body.toString()).toContain("did not complete within 200 ms");
    expect(contexts[0]!.signal.aborted).toBe(true);
    expect(contexts[0]!.operation).toBe("ViewNextAvailableMAWBNum");
    expect(contexts[0]!.binding).toBe("soap11");
  });

  it("a rejection after the time limit is handled", async () => {
    const response = await sendRaw(server.port, call("LATE"));
    expect(response.status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(unhandled).toEqual([]);
  });

  it("a thrown non-Error, a ClientFault and a result of the wrong type", async () => {
    const [text, client, wrong] = await exchangeRaw(server.port, [call("THROWS_STRING"), call("CLIENT"), call("BAD_RESULT")]);
    expect(text!.body.toString()).toContain("a string");
    // The handler wrote this text for the caller: it goes out as written (the log's copy is scrubbed).
    expect(client!.body.toString()).toContain("<faultcode>soap:Client</faultcode><faultstring>caller error, password s3cr3t-pw</faultstring>");
    expect(wrong!.body.toString()).toContain("<faultcode>soap:Server</faultcode>");
    expect(wrong!.body.toString()).toContain("the result of ViewNextAvailableMAWBNum cannot be written: expected a string");
  });

  it("HTTP GET and POST failures are 500 text/plain", async () => {
    const [sync, post] = await exchangeRaw(server.port, [
      get("ViewNextAvailableMAWBNum?UserID=u&Password=s3cr3t-pw&CarrierCode=SYNC"),
      Buffer.from(
        "POST /ShipmentOperations.asmx/ViewNextAvailableMAWBNum HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 48\r\n\r\nUserID=u&Password=s3cr3t-pw&CarrierCode=CLIENT12",
      ),
    ]);
    expect(sync!.status).toBe(500);
    expect(sync!.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(sync!.headers.get("cache-control")).toBe("private, max-age=0");
    expect(sync!.body.toString()).toBe("sync failure with password ***\n");
    expect(post!.status).toBe(200);
  });

  it("logs failures without secrets or query strings", () => {
    const text = JSON.stringify(events);
    expect(events.length).toBeGreaterThan(5);
    expect(text).not.toContain("s3cr3t-pw");
    expect(text).not.toContain("Password=");
    const failure = events.find((e) => e.level === "error" && e.message.includes("sync failure"));
    expect(failure).toMatchObject({ operation: "ViewNextAvailableMAWBNum", binding: "soap11" });
    const request = events.find((e) => e.status === 500 && e.binding === "httpGet");
    expect(request).toMatchObject({ level: "error", operation: "ViewNextAvailableMAWBNum" });
    expect(typeof request!.durationMs).toBe("number");
  });
});

describe("secrets never appear in faults or logs", () => {
  /** The reference service with LastStatusOnly made secret, so that a bad value of a secret field can be sent. */
  const secretive: ServiceDescriptor = {
    ...service,
    operations: service.operations.map((op) => ({
      ...op,
      fields: op.fields.map((f) => (f.wireName === "LastStatusOnly" ? { ...f, secret: true } : f)),
    })),
  };
  let listening: Listening;
  let port: number;
  const events: ServerLogEvent[] = [];
  beforeAll(async () => {
    listening = await listen(createAsmxServer(secretive, echoHandlers, recordedWsdl, { log: (e) => events.push(e) }));
    port = Number(new URL(listening.url).port);
  });
  afterAll(() => listening.close());

  it("a bad value of a secret field is not echoed, on any binding", async () => {
    const responses = await exchangeRaw(port, [
      soap11("GetStatusRequest", "<TrackNum>T</TrackNum><TrackNumType>PO</TrackNumType><LastStatusOnly>HUNTER2</LastStatusOnly>"),
      get("GetStatusRequest?TrackNum=T&TrackNumType=PO&LastStatusOnly=HUNTER2"),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(500);
      expect(response.body.toString()).not.toContain("HUNTER2");
      expect(response.body.toString()).toContain("LastStatusOnly");
    }
    expect(JSON.stringify(events)).not.toContain("HUNTER2");
  });

  it("a non-secret bad value is named, with the allowed values", async () => {
    const [soap, http] = await exchangeRaw(port, [
      soap11("GetStatusRequest", "<TrackNum>T</TrackNum><TrackNumType>FOO</TrackNumType><LastStatusOnly>true</LastStatusOnly>"),
      get("GetStatusRequest?TrackNum=T&TrackNumType=FOO&LastStatusOnly=true"),
    ]);
    expect(soap!.body.toString()).toContain(
      "The value 'FOO' of element TrackNumType (TrackNumTypes) is not valid: expected one of HAWB, SHIPPER, PO, ORDERNUMBER (exact case).",
    );
    expect(http!.body.toString()).toBe(
      "Cannot convert &#39;FOO&#39; to TrackNumTypes for parameter TrackNumType: expected one of HAWB, SHIPPER, PO, ORDERNUMBER (exact case).\n",
    );
  });
});

describe("the authenticate hook", () => {
  let server: { listening: Listening; port: number };
  const seen: { operation: string; credentials: Readonly<Record<string, string | null>> }[] = [];
  const events: ServerLogEvent[] = [];
  beforeAll(async () => {
    server = await start(echoHandlers, {
      log: (e) => events.push(e),
      authenticate: async (operation, credentials) => {
        seen.push({ operation, credentials });
        if (credentials.password !== "right-pw") throw new ClientFault("Invalid credentials.");
      },
    });
  });
  afterAll(() => server.listening.close());

  it("receives the credential fields by credential name and can refuse with a client fault", async () => {
    const [ok, refused, http] = await exchangeRaw(server.port, [
      soap11("UploadShipmentsRS", "<UserID>u</UserID><Password>right-pw</Password><Request>r</Request><Pwd>second</Pwd>"),
      soap11("ReserveNextMAWBNum", "<UserID>u</UserID><Password>wrong-pw</Password><CarrierCode>AA</CarrierCode>"),
      get("GetStatusRef?TrackNum=T&TrackNumType=PO&LastStatusOnly=true&UserId=u2&Password=wrong-pw"),
    ]);
    expect(ok!.status).toBe(200);
    expect(seen[0]).toEqual({ operation: "UploadShipmentsRS", credentials: { userId: "u", password: "right-pw", pwd: "second" } });
    expect(refused!.status).toBe(500);
    expect(refused!.headers.get("cache-control")).toBe("private, max-age=0");
    expect(refused!.body.toString()).toContain("<faultcode>soap:Client</faultcode><faultstring>Invalid credentials.</faultstring>");
    expect(http!.body.toString()).toBe("Invalid credentials.\n");
    expect(seen[2]).toEqual({ operation: "GetStatusRef", credentials: { userId: "u2", password: "wrong-pw" } });
    expect(JSON.stringify(events)).not.toMatch(/right-pw|wrong-pw|second/);
  });

  it("runs for operations without credentials too, with none", async () => {
    seen.length = 0;
    await sendRaw(server.port, GOOD);
    expect(seen).toEqual([{ operation: "GetStatusRequest", credentials: {} }]);
  });
});
