/**
 * Memory under hostile load (issue #27): 32 clients at once send the largest body the server accepts
 * (4 MiB), filled with what costs the most memory to read, while a normal client keeps calling. The
 * generated ShipmentTracking server runs in a child process with its default options, so its peak RSS is
 * its own; its handlers hold their input for a second, as handlers waiting on a database do.
 *
 * Without the memory budget the same 32 requests took it to 1.85 GB; the budget answers what does not fit
 * 503 Server Too Busy. Checked: the peak stays under 1 GiB, every hostile request gets its result or a
 * well-formed 503, and every normal call its normal answer.
 */
import { fork, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { hostileBodies, type HostileBody } from "../support/hostile-bodies.js";

const CHILD = fileURLToPath(new URL("../support/memory-server-child.mjs", import.meta.url));
const PATH = "/ShipmentTracking.asmx";
const NS = "http://shipment.example.com/tracking";
const MAX_BODY = 4 * 1024 * 1024; // the server's default maxBodyBytes
const CLIENTS = 32;
const HANDLER_DELAY_MS = 1_000;
const GIB = 1024 * 1024 * 1024;

interface Reply {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

interface Server {
  readonly port: number;
  memory(): Promise<{ rss: number; peak: number }>;
  stop(): void;
}

function startServer(): Promise<Server> {
  const child: ChildProcess = fork(CHILD, ["{}", String(HANDLER_DELAY_MS)], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let nextId = 0;
  const waiting = new Map<number, (message: { rss: number; peak: number }) => void>();
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the server process exited (${code})`)));
    child.on("message", (message: { type?: string; port?: number; id?: number; rss: number; peak: number }) => {
      if (message.type === "ready") {
        resolve({
          port: message.port!,
          memory: () =>
            new Promise((answer) => {
              const id = ++nextId;
              waiting.set(id, answer);
              child.send({ id, cmd: "memory" });
            }),
          stop: () => child.kill(),
        });
      } else if (message.id !== undefined) waiting.get(message.id)?.(message);
    });
  });
}

function post(port: number, action: string, body: Buffer | string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: PATH,
        method: "POST",
        agent: false,
        headers: {
          "content-type": "text/xml; charset=utf-8",
          soapaction: action,
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const NORMAL = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><GetShipmentSummary xmlns="${NS}"><trackNum>N1</trackNum></GetShipmentSummary></soap:Body></soap:Envelope>`;
const NORMAL_RESULT = "<GetShipmentSummaryResult><TrackNum>N1</TrackNum><State>InTransit</State><Pieces>2</Pieces></GetShipmentSummaryResult>";

/** A hostile request's answer: its operation's result, or a 503 saying so with Retry-After. */
function expectWellFormed(body: HostileBody, reply: Reply): void {
  if (reply.status === 503) {
    expect(reply.headers["retry-after"]).toBe("1");
    expect(reply.body).toMatch(/^Server Too Busy/);
    return;
  }
  expect(reply.status, `${body.name}: ${reply.body.slice(0, 200)}`).toBe(200);
  const operation = body.action.slice(body.action.lastIndexOf("/") + 1, -1);
  expect(reply.body).toContain(`<${operation}Response xmlns="${NS}">`);
}

/** Sends the hostile bodies from CLIENTS clients at once and a normal call every 100 ms until they end. */
async function storm(port: number, bodies: readonly HostileBody[]): Promise<{ hostile: Reply[]; normal: Reply[] }> {
  let done = false;
  const normal: Promise<Reply>[] = [];
  const normalCalls = (async () => {
    while (!done) {
      normal.push(post(port, `"${NS}/GetShipmentSummary"`, NORMAL));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const hostile = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) => post(port, bodies[i % bodies.length]!.action, bodies[i % bodies.length]!.body)),
  );
  done = true;
  await normalCalls;
  return { hostile, normal: await Promise.all(normal) };
}

describe("32 concurrent requests of the largest body", () => {
  const bodies = hostileBodies(MAX_BODY);
  const lines: string[] = [];

  afterAll(() => {
    console.log(`\n### Memory under hostile load (peak RSS of the server process)\n\n${lines.join("\n")}\n`);
  });

  const MIB = 1024 * 1024;
  for (const [name, chosen] of [
    ["of every kind of content", () => bodies],
    ["of the costliest content (empty class items)", () => bodies.filter((b) => b.name.includes("empty Piece"))],
  ] as const) {
    it(`keep the server under 1 GiB, ${name}, and normal calls are answered`, async () => {
      const sent = chosen();
      expect(sent.length).toBeGreaterThan(0);
      for (const body of sent) expect(body.body.length).toBeGreaterThan(MAX_BODY - 1024);
      // A server of its own per case: the peak is this case's.
      const server = await startServer();
      const before = await server.memory();
      const started = Date.now();
      let hostile: Reply[];
      let normal: Reply[];
      let after: { rss: number; peak: number };
      try {
        ({ hostile, normal } = await storm(server.port, sent));
        after = await server.memory();
      } finally {
        server.stop();
      }
      hostile.forEach((reply, i) => expectWellFormed(sent[i % sent.length]!, reply));
      const answered = hostile.filter((r) => r.status === 200).length;
      lines.push(
        `- ${name}: ${answered} of ${CLIENTS} answered, ${CLIENTS - answered} got 503; ${normal.length} normal calls; ` +
          `peak RSS ${Math.round(after.peak / MIB)} MiB (before: ${Math.round(before.rss / MIB)} MiB); ${Date.now() - started} ms`,
      );
      expect(after.peak).toBeLessThan(GIB);
      expect(answered).toBeGreaterThan(0); // the server still does the work it has memory for
      expect(normal.length).toBeGreaterThan(0);
      for (const reply of normal) {
        expect(reply.status).toBe(200);
        expect(reply.body).toContain(NORMAL_RESULT);
      }
    }, 30_000);
  }
});
