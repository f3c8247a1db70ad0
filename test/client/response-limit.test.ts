/**
 * maxResponseBytes on both transports: a response whose Content-Length is over the limit is refused before its
 * body is read (the server may never send it), a chunked body is dropped as soon as the bytes received pass
 * the limit (the server may never end it), and a body of exactly the limit is accepted. The connection is
 * closed, so the server stops sending; the client call fails with a ResponseDecodeError saying so.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ResponseDecodeError,
  ShipmentOperationsClient,
  fetchTransport,
  type Transport,
} from "../../generated/shipment-operations/src/client.js";
import { nodeTransport } from "../../generated/shipment-operations/src/node.js";

const LIMIT = 100_000;

/**
 * What the server did for the last request: bytes written, whether the client closed the connection early, and
 * when the response closed (on a loaded machine that can come well after the client call settles).
 */
interface Sent {
  bytes: number;
  closedEarly: boolean;
  closed: Promise<void>;
}

let server: Server;
let base: string;
let sent: Sent = { bytes: 0, closedEarly: false, closed: Promise.resolve() };
const sockets = new Set<Socket>();

/** Writes `bytes` of body in 16 KiB pieces, 5 ms apart, or forever when `bytes` is Infinity. */
function stream(res: ServerResponse, bytes: number): void {
  const piece = Buffer.alloc(16_384, "x");
  const write = (): void => {
    if (res.destroyed || res.writableEnded) return;
    const left = bytes - sent.bytes;
    if (left <= 0) {
      res.end();
      return;
    }
    const chunk = left < piece.length ? piece.subarray(0, left) : piece;
    sent.bytes += chunk.length;
    res.write(chunk);
    setTimeout(write, 5);
  };
  write();
}

const ROUTES: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  // Announces a body far over the limit, sends a first piece, then nothing: only an up-front check ends this.
  "/announced-huge": (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/xml", "Content-Length": String(50 * 1024 * 1024) });
    res.write("<a>");
    sent.bytes += 3;
  },
  // Chunked, never ending: only a running total ends this.
  "/endless": (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/xml" });
    stream(res, Infinity);
  },
  "/chunked-exact": (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/xml" });
    stream(res, LIMIT);
  },
  "/chunked-over": (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/xml" });
    stream(res, LIMIT + 1);
  },
  "/length-exact": (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/xml", "Content-Length": String(LIMIT) });
    res.end(Buffer.alloc(LIMIT, "y"));
  },
  "/length-over": (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/xml", "Content-Length": String(LIMIT + 1) });
    res.end(Buffer.alloc(LIMIT + 1, "y"));
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let markClosed = (): void => {};
    sent = { bytes: 0, closedEarly: false, closed: new Promise<void>((resolve) => (markClosed = resolve)) };
    const current = sent;
    res.on("close", () => {
      if (!res.writableFinished) current.closedEarly = true;
      markClosed();
    });
    req.resume();
    req.on("end", () => ROUTES[new URL(req.url ?? "/", "http://x").pathname]!(req, res));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Waits until the server saw the last response close: bounded, so a client that never closes fails the test. */
async function responseClosed(): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("the server's response did not close within 5 s")), 5_000);
  });
  try {
    await Promise.race([sent.closed, bound]);
  } finally {
    clearTimeout(timer);
  }
}

function exchange(transport: Transport, path: string): Promise<unknown> {
  return transport({
    url: base + path,
    method: "POST",
    headers: [["Content-Type", "text/xml"]],
    body: "<x/>",
    timeoutMs: 10_000,
    maxResponseBytes: LIMIT,
  }).then(
    (response) => ({ length: response.body.length }),
    (error: unknown) => ({ error: (error as Error).name, message: (error as Error).message }),
  );
}

const TOO_LARGE = { error: "ResponseTooLargeError", message: `the response is larger than ${LIMIT} bytes` };

for (const [name, make] of [
  ["Node transport", () => nodeTransport()],
  ["fetch transport", () => fetchTransport()],
] as const) {
  describe(`${name}, maxResponseBytes`, () => {
    it("refuses an announced Content-Length over the limit without waiting for the body", async () => {
      // The body never comes: a client that waited for it would fail with a timeout after 10 s, not this.
      expect(await exchange(make(), "/announced-huge")).toEqual(TOO_LARGE);
      await responseClosed();
      expect(sent.closedEarly).toBe(true);
    });

    it("stops a chunked body that never ends as soon as the bytes received pass the limit", async () => {
      // The body never ends: a client that read on would fail with a timeout after 10 s, not this.
      expect(await exchange(make(), "/endless")).toEqual(TOO_LARGE);
      await responseClosed();
      expect(sent.closedEarly).toBe(true);
      // The server stopped soon after the limit: what it wrote is the limit plus what was in flight.
      expect(sent.bytes).toBeLessThan(LIMIT + 4 * 1024 * 1024);
    });

    it("accepts a body of exactly the limit, and refuses one byte more (chunked and with Content-Length)", async () => {
      const transport = make();
      expect(await exchange(transport, "/chunked-exact")).toEqual({ length: LIMIT });
      expect(await exchange(transport, "/length-exact")).toEqual({ length: LIMIT });
      expect(await exchange(transport, "/chunked-over")).toEqual(TOO_LARGE);
      expect(await exchange(transport, "/length-over")).toEqual(TOO_LARGE);
    });

    it("fails the client call with a ResponseDecodeError, and the next call works", async () => {
      const client = new ShipmentOperationsClient({
        endpoint: `${base}/endless`,
        allowInsecureHttp: true,
        transport: make(),
        maxResponseBytes: LIMIT,
      });
      const error = await client.viewNextAvailableMawbNum({ carrierCode: "AA" }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseDecodeError);
      expect((error as Error).message).toContain(`larger than ${LIMIT} bytes`);
      expect(await exchange(make(), "/length-exact")).toEqual({ length: LIMIT });
    });
  });
}
