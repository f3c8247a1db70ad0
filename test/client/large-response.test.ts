/**
 * The Node transport gathers a large body of declared length into one buffer as it arrives (so the chunks
 * and their concatenation are never held together): the text must be exactly what was sent, multi-byte
 * characters split across chunks included, and a body cut short of its Content-Length must fail.
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeTransport } from "../../generated/shipment-operations/src/node.js";

// 1.2 MB of text: ASCII, 2-, 3- and 4-byte UTF-8 characters, written in pieces whose bounds fall inside them.
const TEXT = Array.from({ length: 40_000 }, (_, i) => `<r n="${i}">ü–😀 Zeile ${i}</r>`).join("");
const BYTES = Buffer.from(TEXT, "utf8");

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const cut = req.url === "/cut";
      res.writeHead(200, { "Content-Type": "text/xml; charset=utf-8", "Content-Length": String(BYTES.length) });
      // Pieces of 7,777 bytes, a prime length, so that characters are split between pieces.
      let at = 0;
      const next = (): void => {
        if (cut && at >= BYTES.length / 2) {
          res.destroy();
          return;
        }
        if (at >= BYTES.length) {
          res.end();
          return;
        }
        res.write(BYTES.subarray(at, at + 7_777));
        at += 7_777;
        setImmediate(next);
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function call(path: string) {
  return nodeTransport()({
    url: base + path,
    method: "POST",
    headers: [["Content-Type", "text/xml"]],
    body: "<x/>",
    timeoutMs: 10_000,
    maxResponseBytes: 64 * 1024 * 1024,
  });
}

describe("Node transport, a large body of declared length", () => {
  it("arrives as exactly the text sent, characters split between pieces included", async () => {
    const response = await call("/whole");
    expect(response.body.length).toBe(TEXT.length);
    expect(response.body === TEXT).toBe(true);
  });

  it("fails when the connection closes before Content-Length bytes arrived", async () => {
    await expect(call("/cut")).rejects.toThrow(
      new RegExp(
        `^the connection closed before the response was complete \\(\\d+ bytes received of ${BYTES.length}\\)$`,
      ),
    );
  });
});
