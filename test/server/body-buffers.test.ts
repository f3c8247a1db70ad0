/**
 * Large response bodies are encoded into reused buffers (runtime/src/server/body-buffers.ts), given back by
 * the Node adapter once a body has been written. A buffer reused too early would corrupt a response still
 * being sent: many different large answers in flight at once must each arrive intact.
 */
import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BodyBuffers, POOLED_BODY_BYTES } from "../../runtime/src/server/body-buffers.js";
import { createShipmentOperationsServer, dataSet, table } from "../../generated/shipment-operations/src/server.js";
import { encodeDataSet } from "../../runtime/src/dataset/encode.js";
import { listen, type Listening } from "../../generated/shipment-operations/src/node.js";
import { textHandlers } from "../support/text-handlers.js";

describe("BodyBuffers", () => {
  it("allocates small bodies as usual and large ones from the pool, reusing what is given back", () => {
    const buffers = new BodyBuffers();
    const small = buffers.take(100);
    expect(small.byteLength).toBe(100);
    const large = buffers.take(POOLED_BODY_BYTES * 3);
    expect(large.byteLength).toBeGreaterThanOrEqual(POOLED_BODY_BYTES * 3);
    buffers.give(large.subarray(0, 10)); // a view of what was written goes back, as respond() gives it
    expect(buffers.take(POOLED_BODY_BYTES * 3 - 5).buffer).toBe(large.buffer);
    // Taken again, so not free: a second request gets another buffer.
    expect(buffers.take(POOLED_BODY_BYTES * 3).buffer).not.toBe(large.buffer);
  });

  it("ignores buffers it did not lend, and a buffer given back twice", () => {
    const buffers = new BodyBuffers();
    const foreign = new Uint8Array(POOLED_BODY_BYTES * 2);
    buffers.give(foreign);
    expect(buffers.take(POOLED_BODY_BYTES * 2).buffer).not.toBe(foreign.buffer);
    const lent = buffers.take(POOLED_BODY_BYTES * 2);
    buffers.give(lent);
    buffers.give(lent);
    const first = buffers.take(POOLED_BODY_BYTES * 2);
    const second = buffers.take(POOLED_BODY_BYTES * 2);
    expect(first.buffer).toBe(lent.buffer);
    expect(second.buffer).not.toBe(lent.buffer);
  });

  it("does not hand out a much larger buffer for a small body, nor keep more than its limit free", () => {
    const buffers = new BodyBuffers();
    const huge = buffers.take(16 * 2 ** 20);
    buffers.give(huge);
    expect(buffers.take(POOLED_BODY_BYTES).buffer).not.toBe(huge.buffer);
    const pool = new BodyBuffers();
    const many = Array.from({ length: 5 }, () => pool.take(15 * 2 ** 20)); // 16 MiB each, rounded up
    for (const b of many) pool.give(b);
    const reused = Array.from({ length: 5 }, () => pool.take(15 * 2 ** 20));
    const kept = reused.filter((b) => many.some((m) => m.buffer === b.buffer)).length;
    expect(kept).toBeLessThanOrEqual(2); // 32 MiB of free buffers at most
  });
});

describe("large answers over HTTP with reused buffers", () => {
  const COLUMNS = { TrackNum: "string", StatusCode: "string", Pieces: "int" } as const;
  const answerFor = (trackNum: string) =>
    dataSet("StatusDataSet", [
      table(
        "Status",
        COLUMNS,
        Array.from({ length: 60_000 }, (_, i) => ({ TrackNum: `${trackNum}-${i}`, StatusCode: "IT", Pieces: i })),
      ),
    ]);
  const NS = "http://shipment.example.com/operations";
  let listening: Listening;
  beforeAll(async () => {
    const server = createShipmentOperationsServer(
      textHandlers(() => "", { getStatus: (input) => answerFor(input.trackNum ?? "") as never }),
      // Whole answers (the pooled buffers' path), not sent in pieces as such large results are by default.
      { path: "/Service.asmx", streamAboveBytes: Infinity },
    );
    listening = await listen(server, { host: "127.0.0.1", port: 0 });
  });
  afterAll(() => listening.close());

  function call(agent: Agent, trackNum: string): Promise<string> {
    const url = new URL(listening.url);
    const query = `TrackNum=${trackNum}&TrackNumType=HAWB&LastStatusOnly=false`;
    return new Promise((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: `/Service.asmx/GetStatus?${query}`, agent },
        (res) => {
          const chunks: Buffer[] = [];
          // Read late, so that an answer is still being sent (larger than the sockets' buffers) while the
          // server writes the next one: a buffer given back before its body was written would be overwritten.
          res.pause();
          setTimeout(() => res.resume(), 300);
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const body = Buffer.concat(chunks);
            expect(Number(res.headers["content-length"])).toBe(body.length);
            resolve(body.toString("utf8"));
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end();
    });
  }

  it("sends each of 4 different answers of 6 MB intact, 2 connections at once, read slowly", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    try {
      const names = Array.from({ length: 4 }, (_, i) => `T${i}`);
      const bodies = await Promise.all(names.map((name) => call(agent, name)));
      bodies.forEach((body, i) => {
        const expected =
          `<?xml version="1.0" encoding="utf-8"?>\n<DataSet xmlns="${NS}">` +
          `${encodeDataSet(answerFor(names[i]!), { layout: "indented" })}</DataSet>`;
        expect(body.length).toBe(expected.length);
        expect(body === expected).toBe(true);
      });
    } finally {
      agent.destroy();
    }
  });
});
