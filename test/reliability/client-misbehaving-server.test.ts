/**
 * The generated client against servers that misbehave: HTML error pages, truncated bodies, wrong content
 * types, resets, silence, odd faults. Every call must end (no hang) with the typed error that says what
 * happened, on both transports (node:http and fetch). Retries: a non-idempotent operation is sent exactly
 * once even with retries enabled; an idempotent one is retried on 503 and on a reset.
 */
import { getEventListeners } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createNetServer, type Server as NetServer, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  fetchTransport,
  HttpStatusError,
  NetworkError,
  ResponseDecodeError,
  ShipmentOperationsClient,
  AbortedError,
  SoapFaultError,
  TimeoutError,
  type BindingKind,
  type Transport,
} from "../../generated/shipment-operations/src/client.js";
import { nodeTransport } from "../../generated/shipment-operations/src/node.js";
import { delay, rejectionWatch } from "./support.js";

const NS = "http://shipment.example.com/operations";
const PASSWORD = "pw-Secret-1";

type Behaviour = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let behaviour: Behaviour = (_req, res) => res.end();
let requests = 0;
let http: Server;
let httpUrl: string;

/** Raw TCP behaviours (reset, truncation) that node:http will not produce. */
type RawBehaviour = (socket: Socket) => void;
let rawBehaviour: RawBehaviour = (socket) => socket.destroy();
let rawRequests = 0;
let raw: NetServer;
let rawUrl: string;
const rawSockets = new Set<Socket>();

const watch = rejectionWatch();

beforeAll(async () => {
  watch.install();
  http = createServer((req, res) => {
    requests++;
    // No keep-alive: a pooled socket closed between tests would fail the next call before it reaches
    // this server, and the request counts below would measure that race instead of the retry policy.
    res.shouldKeepAlive = false;
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => behaviour(req, res, body));
  });
  await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
  httpUrl = `http://127.0.0.1:${(http.address() as { port: number }).port}/ShipmentOperations.asmx`;
  raw = createNetServer((socket) => {
    rawSockets.add(socket);
    socket.on("close", () => rawSockets.delete(socket));
    socket.on("error", () => undefined);
    let seen = "";
    socket.on("data", (chunk: Buffer) => {
      seen += chunk.toString("latin1");
      // one request per connection is enough here: act once the head (and any body) has arrived
      const end = seen.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = Number(/content-length: *(\d+)/i.exec(seen)?.[1] ?? 0);
      if (seen.length - end - 4 < length) return;
      seen = "";
      rawRequests++;
      rawBehaviour(socket);
    });
  });
  await new Promise<void>((r) => raw.listen(0, "127.0.0.1", r));
  rawUrl = `http://127.0.0.1:${(raw.address() as { port: number }).port}/ShipmentOperations.asmx`;
});

afterEach(async () => {
  http.closeAllConnections();
  for (const s of rawSockets) s.destroy();
  // Let the clients' pools see those sockets close: a pooled socket closed under a new request is a
  // NetworkError of that request (the stale keep-alive race), which would be a different test.
  await delay(20);
});

afterAll(async () => {
  http.closeAllConnections();
  await new Promise<void>((r) => http.close(() => r()));
  for (const s of rawSockets) s.destroy();
  await new Promise<void>((r) => raw.close(() => r()));
  await delay(20);
  expect(watch.uninstall()).toEqual([]);
});

const transports: Record<string, () => Transport> = {
  node: () => nodeTransport(),
  fetch: () => fetchTransport(),
};

function client(url: string, transport: Transport, binding: BindingKind = "soap11", extra: object = {}): ShipmentOperationsClient<BindingKind> {
  return new ShipmentOperationsClient({
    endpoint: url,
    allowInsecureHttp: true,
    binding,
    transport,
    timeoutMs: 1_500,
    credentials: { userId: "u", password: PASSWORD, pwd: PASSWORD },
    ...extra,
  });
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const started = Date.now();
  const error = await promise.then(
    () => new Error("expected a failure"),
    (e: unknown) => e as Error,
  );
  expect(Date.now() - started).toBeLessThan(3_000);
  expect(error.message).not.toContain(PASSWORD);
  return error;
}

const html = (status: number): Behaviour => (_req, res) => {
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
  res.end(`<!DOCTYPE html><html><body><h1>${status} Bad Gateway</h1>${"<p>filler</p>".repeat(500)}</body></html>`);
};

const soapFault11 = (status: number, detail: string): Behaviour => (_req, res) => {
  res.writeHead(status, { "Content-Type": "text/xml; charset=utf-8" });
  res.end(`<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>It broke</faultstring>${detail}</soap:Fault></soap:Body></soap:Envelope>`);
};

const soapFault12 = (status: number): Behaviour => (_req, res) => {
  res.writeHead(status, { "Content-Type": "application/soap+xml; charset=utf-8" });
  res.end(`<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">Bad input</soap:Text></soap:Reason></soap:Fault></soap:Body></soap:Envelope>`);
};

const ok11Body = (operation: string, result: string): string =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${operation}Response xmlns="${NS}"><${operation}Result>${result}</${operation}Result></${operation}Response></soap:Body></soap:Envelope>`;

const ok11 = (operation: string, result: string): Behaviour => (_req, res) => {
  res.writeHead(200, { "Content-Type": "text/xml; charset=utf-8" });
  res.end(ok11Body(operation, result));
};

for (const [name, make] of Object.entries(transports)) {
  describe(`${name} transport`, () => {
    it("an HTML error page with 500 or 502 is an HttpStatusError with a bounded excerpt", async () => {
      for (const status of [500, 502]) {
        behaviour = html(status);
        for (const binding of ["soap11", "soap12", "httpGet", "httpPost"] as const) {
          const error = await failure(client(httpUrl, make(), binding).viewNextAvailableMawbNum({ carrierCode: "AA" }));
          expect(error, `${status} ${binding}`).toBeInstanceOf(HttpStatusError);
          expect((error as HttpStatusError).status).toBe(status);
          expect((error as HttpStatusError).contentType).toBe("text/html; charset=utf-8");
          expect((error as HttpStatusError).bodyExcerpt.length).toBeLessThanOrEqual(1024);
        }
      }
    });

    it("a truncated body (Content-Length larger than sent, then close) is a NetworkError", async () => {
      rawBehaviour = (socket) => {
        socket.write("HTTP/1.1 200 OK\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: 1000\r\n\r\n<?xml version=\"1.0\"?><soap:Env");
        setTimeout(() => socket.destroy(), 20);
      };
      const error = await failure(client(rawUrl, make()).viewNextAvailableMawbNum({ carrierCode: "AA" }));
      expect(error).toBeInstanceOf(NetworkError);
    });

    it("a wrong content type on 200 is a ResponseDecodeError", async () => {
      behaviour = (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<html>login page</html>");
      };
      for (const binding of ["soap11", "httpGet"] as const) {
        const error = await failure(client(httpUrl, make(), binding).viewNextAvailableMawbNum({ carrierCode: "AA" }));
        expect(error).toBeInstanceOf(ResponseDecodeError);
        expect(error.message).toContain("text/html");
      }
    });

    it("a connection reset is a NetworkError", async () => {
      rawBehaviour = (socket) => socket.resetAndDestroy();
      const error = await failure(client(rawUrl, make()).viewNextAvailableMawbNum({ carrierCode: "AA" }));
      expect(error).toBeInstanceOf(NetworkError);
    });

    it("no answer is a TimeoutError at the time limit; so is a body that never ends", async () => {
      rawBehaviour = () => undefined;
      const started = Date.now();
      const silent = await failure(client(rawUrl, make(), "soap11", { timeoutMs: 300 }).viewNextAvailableMawbNum({ carrierCode: "AA" }));
      expect(silent).toBeInstanceOf(TimeoutError);
      expect(Date.now() - started).toBeGreaterThanOrEqual(280);
      rawBehaviour = (socket) => {
        socket.write("HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n<\r\n");
        const timer = setInterval(() => (socket.destroyed ? clearInterval(timer) : socket.write("1\r\n \r\n")), 20);
        socket.on("close", () => clearInterval(timer));
      };
      const trickle = await failure(client(rawUrl, make(), "soap11", { timeoutMs: 300 }).viewNextAvailableMawbNum({ carrierCode: "AA" }));
      expect(trickle).toBeInstanceOf(TimeoutError);
    });

    it("an abort while waiting is an AbortedError at once; an aborted signal sends nothing", async () => {
      rawBehaviour = () => undefined; // never answers
      const controller = new AbortController();
      const reason = new Error("user left");
      const started = Date.now();
      const pending = failure(client(rawUrl, make()).viewNextAvailableMawbNum({ carrierCode: "AA" }, { signal: controller.signal }));
      setTimeout(() => controller.abort(reason), 50);
      const aborted = await pending;
      expect(aborted).toBeInstanceOf(AbortedError);
      expect((aborted as AbortedError).cause).toBe(reason);
      expect(Date.now() - started).toBeLessThan(1_000); // not the 1.5 s time limit

      rawRequests = 0;
      const early = await failure(
        client(rawUrl, make()).viewNextAvailableMawbNum({ carrierCode: "AA" }, { signal: AbortSignal.abort(reason) }),
      );
      expect(early).toBeInstanceOf(AbortedError);
      await delay(50);
      expect(rawRequests).toBe(0);
    });

    it("a signal that never fires changes nothing, and the same client goes on after an abort", async () => {
      const c = client(httpUrl, make());
      const controller = new AbortController();
      behaviour = ok11("ViewNextAvailableMAWBNum", "M-1");
      expect(await c.viewNextAvailableMawbNum({ carrierCode: "AA" }, { signal: controller.signal })).toBe("M-1");
      behaviour = (_req, res) => setTimeout(() => ok11("ViewNextAvailableMAWBNum", "late")(_req, res, ""), 300);
      const slow = c.viewNextAvailableMawbNum({ carrierCode: "AA" }, { signal: controller.signal });
      setTimeout(() => controller.abort(), 30);
      expect(await failure(slow)).toBeInstanceOf(AbortedError);
      behaviour = ok11("ViewNextAvailableMAWBNum", "M-2");
      expect(await c.viewNextAvailableMawbNum({ carrierCode: "AA" })).toBe("M-2");
    });

    it("a body in another charset is decoded by it; a byte-order mark is dropped", async () => {
      behaviour = (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/xml; charset=iso-8859-1" });
        const xml = `<?xml version="1.0" encoding="iso-8859-1"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ViewNextAvailableMAWBNumResponse xmlns="${NS}"><ViewNextAvailableMAWBNumResult>Zürich</ViewNextAvailableMAWBNumResult></ViewNextAvailableMAWBNumResponse></soap:Body></soap:Envelope>`;
        res.end(Buffer.from(xml, "latin1"));
      };
      expect(await client(httpUrl, make()).viewNextAvailableMawbNum({ carrierCode: "AA" })).toBe("Zürich");
      behaviour = (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/xml; charset=utf-8" });
        res.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(ok11Body("ViewNextAvailableMAWBNum", "Ünïcødé 🚚"))]));
      };
      expect(await client(httpUrl, make()).viewNextAvailableMawbNum({ carrierCode: "AA" })).toBe("Ünïcødé 🚚");
    });

    it("a header the transport cannot send fails the call at once and leaves nothing armed", async () => {
      behaviour = ok11("ViewNextAvailableMAWBNum", "M-1");
      const controller = new AbortController();
      const bad = client(httpUrl, make(), "soap11", { timeoutMs: 100, httpHeaders: { Authorization: "Bearer to\nken" } });
      const error = await failure(bad.viewNextAvailableMawbNum({ carrierCode: "AA" }, { signal: controller.signal }));
      expect(error).toBeInstanceOf(NetworkError);
      expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
      await delay(200); // past the time limit: a timer left armed would fire into a request never made
      controller.abort();
    });

    it("the transport itself refuses an aborted signal without sending, and removes its abort listener", async () => {
      rawRequests = 0;
      const transport = make();
      const request = {
        url: rawUrl,
        method: "POST" as const,
        headers: [["Content-Type", "text/xml"]] as const,
        body: "<a/>",
        timeoutMs: 1_000,
        maxResponseBytes: 1 << 20,
      };
      const reason = new Error("gone");
      await expect(transport({ ...request, signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
      await delay(50);
      expect(rawRequests).toBe(0);

      const signal = new AbortController().signal;
      behaviour = ok11("ViewNextAvailableMAWBNum", "M-1");
      await transport({ ...request, url: httpUrl, signal });
      expect(getEventListeners(signal, "abort")).toHaveLength(0);
    });

    it("a byte-order mark does not reach an error's body excerpt", async () => {
      behaviour = (_req, res) => {
        res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" });
        res.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("upstream down")]));
      };
      const error = await failure(client(httpUrl, make()).viewNextAvailableMawbNum({ carrierCode: "AA" }));
      expect((error as HttpStatusError).bodyExcerpt).toBe("upstream down");
    });

    it("a fault without detail, SOAP 1.1 and 1.2", async () => {
      behaviour = soapFault11(500, "");
      const f11 = await failure(client(httpUrl, make()).viewNextAvailableMawbNum({ carrierCode: "AA" }));
      expect(f11).toBeInstanceOf(SoapFaultError);
      expect(f11).toMatchObject({ code: "Server", reason: "It broke", detail: undefined, httpStatus: 500, soapVersion: "1.1" });
      behaviour = soapFault11(500, "<detail />");
      expect(await failure(client(httpUrl, make()).viewNextAvailableMawbNum({ carrierCode: "AA" }))).toMatchObject({ detail: undefined });
      behaviour = soapFault12(500);
      const f12 = await failure(client(httpUrl, make(), "soap12").viewNextAvailableMawbNum({ carrierCode: "AA" }));
      expect(f12).toBeInstanceOf(SoapFaultError);
      expect(f12).toMatchObject({ code: "Sender", reason: "Bad input", detail: undefined, isClientFault: true, soapVersion: "1.2" });
    });

    it("a 20 MB faultstring and a 30 MB detail are kept as 1,024 characters, scrubbed, `…` marking the cut", async () => {
      const filler = (size: number): string => `x${PASSWORD}y ${"r".repeat(size)}`;
      const reason = filler(20 * 1024 * 1024);
      const detail = filler(30 * 1024 * 1024);
      behaviour = (_req, res) => {
        res.writeHead(500, { "Content-Type": "text/xml; charset=utf-8" });
        res.end(
          `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Server${"c".repeat(5000)}</faultcode><faultstring>${reason}</faultstring><detail><x>${detail}</x></detail></soap:Fault></soap:Body></soap:Envelope>`,
        );
      };
      const started = Date.now();
      const error = (await client(httpUrl, make(), "soap11", { timeoutMs: 30_000 })
        .viewNextAvailableMawbNum({ carrierCode: "AA" })
        .then(
          () => undefined,
          (e: unknown) => e,
        )) as SoapFaultError;
      expect(Date.now() - started).toBeLessThan(15_000); // secondary: scrubbing 30 MB alone took 1.5 s
      expect(error).toBeInstanceOf(SoapFaultError);
      const expected = (text: string): string => `x***${text.slice(PASSWORD.length + 1, 1024 - 3 + PASSWORD.length)}…`;
      expect(error.reason).toBe(expected(reason));
      expect(error.detail).toBe(expected(detail));
      expect(error.code).toBe(`Server${"c".repeat(1024 - "Server".length)}…`);
      expect(error.message).toBe(`ViewNextAvailableMAWBNum: SOAP fault ${error.code}: ${error.reason}`);
      expect(error.message.length).toBeLessThan(2_200);
    });

    it("a 200 with a fault inside is a SoapFaultError", async () => {
      behaviour = soapFault11(200, "<detail><x>why</x></detail>");
      const error = await failure(client(httpUrl, make()).viewNextAvailableMawbNum({ carrierCode: "AA" }));
      expect(error).toBeInstanceOf(SoapFaultError);
      expect(error).toMatchObject({ httpStatus: 200, reason: "It broke" });
    });

    it("a response over maxResponseBytes is refused", async () => {
      behaviour = (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/xml" });
        res.end("<a>" + "x".repeat(200_000) + "</a>");
      };
      const error = await failure(client(httpUrl, make(), "soap11", { maxResponseBytes: 10_000 }).viewNextAvailableMawbNum({ carrierCode: "AA" }));
      expect(error).toBeInstanceOf(ResponseDecodeError);
    });

    describe("retries", () => {
      const retry = { retry: { attempts: 3, delayMs: 1 } };

      it("non-idempotent operations are sent once, even with retries enabled (503 and reset)", async () => {
        behaviour = (_req, res) => {
          res.writeHead(503, { "Content-Type": "text/plain", "Retry-After": "0" });
          res.end("busy");
        };
        const c = client(httpUrl, make(), "soap11", retry);
        for (const [label, call] of [
          ["ReserveNextMAWBNum", () => c.reserveNextMawbNum({ carrierCode: "AA" })],
          ["UploadShipmentsRequest", () => c.uploadShipmentsRequest({ request: "R" })],
          ["UploadShipmentsRS", () => c.uploadShipmentsRs({ request: "R" })],
        ] as const) {
          requests = 0;
          const error = await failure(call());
          expect(error, label).toBeInstanceOf(HttpStatusError);
          expect(requests, label).toBe(1);
        }
        rawBehaviour = (socket) => socket.resetAndDestroy();
        rawRequests = 0;
        const error = await failure(client(rawUrl, make(), "soap11", retry).reserveNextMawbNum({ carrierCode: "AA" }));
        expect(error).toBeInstanceOf(NetworkError);
        expect(rawRequests).toBe(1);
      });

      it("retries leave no listener on the caller's signal", async () => {
        behaviour = (_req, res) => {
          res.writeHead(503, { "Content-Type": "text/plain" });
          res.end("busy");
        };
        const signal = new AbortController().signal;
        const c = client(httpUrl, make(), "soap11", retry);
        for (let i = 0; i < 3; i++) await failure(c.viewNextAvailableMawbNum({ carrierCode: "AA" }, { signal }));
        expect(getEventListeners(signal, "abort")).toHaveLength(0);
      });

      it("an idempotent operation is retried on 503 (and succeeds when the server recovers)", async () => {
        requests = 0;
        behaviour = (_req, res) => {
          res.writeHead(503, { "Content-Type": "text/plain" });
          res.end("busy");
        };
        const error = await failure(client(httpUrl, make(), "soap11", retry).viewNextAvailableMawbNum({ carrierCode: "AA" }));
        expect(error).toBeInstanceOf(HttpStatusError);
        expect(requests).toBe(4);

        requests = 0;
        const recovered = ok11("GetStatusRequest", "fine");
        behaviour = (req, res, body) => {
          if (requests < 3) {
            res.writeHead(503, { "Content-Type": "text/plain" });
            res.end("busy");
          } else recovered(req, res, body);
        };
        const result = await client(httpUrl, make(), "soap11", retry).getStatusRequest({ trackNum: "T", trackNumType: "PO", lastStatusOnly: true });
        expect(result).toBe("fine");
        expect(requests).toBe(3);

        rawRequests = 0;
        rawBehaviour = (socket) => socket.resetAndDestroy();
        expect(await failure(client(rawUrl, make(), "soap11", retry).getStatusRequest({ trackNum: "T", trackNumType: "PO", lastStatusOnly: true }))).toBeInstanceOf(NetworkError);
        expect(rawRequests).toBe(4);
      });

      it("a 500 fault is not retried, even for an idempotent operation", async () => {
        requests = 0;
        behaviour = soapFault11(500, "");
        await failure(client(httpUrl, make(), "soap11", retry).viewNextAvailableMawbNum({ carrierCode: "AA" }));
        expect(requests).toBe(1);
      });
    });
  });
}
