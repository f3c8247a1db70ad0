/**
 * The memory budget of the requests in flight (runtime/src/server/budget.ts): its arithmetic, and that a
 * server charges it while a request is read, decoded and handled and gives everything back however the
 * request ends (result, fault, handler throw, handler time limit, client gone mid-body, one-way), and
 * answers 503 Server Too Busy when it is spent, large requests first.
 */
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { Charge, decodingCost, MemoryBudget } from "../../runtime/src/server/budget.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import type { AsmxServer, OperationHandlers, ServerOptions } from "../../runtime/src/server/types.js";
import { sendRaw } from "../support/http-recording.js";
import { trackingEchoHandlers } from "../support/tracking-echo-handlers.js";
import { trackingModel, trackingService } from "../support/tracking-server.js";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";

const NS = "http://shipment.example.com/tracking";
const PATH = "/ShipmentTracking.asmx";
const encoder = new TextEncoder();

function envelope(operation: string, content: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${operation} xmlns="${NS}">${content}</${operation}></soap:Body></soap:Envelope>`;
}

/** A SOAP 1.1 Quote of `pieces` Piece items. */
function quote(pieces: number): string {
  return envelope("Quote", `<pieces>${"<Piece><Id>1</Id><Weight>2.5</Weight></Piece>".repeat(pieces)}</pieces>`);
}

const SUMMARY = envelope("GetShipmentSummary", "<trackNum>T1</trackNum>");

function soapRequest(operation: string, body: string) {
  return {
    method: "POST",
    url: PATH,
    headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}/${operation}"` },
    body: encoder.encode(body),
  };
}

function raw(operation: string, body: string): Buffer {
  return Buffer.from(
    `POST ${PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nSOAPAction: "${NS}/${operation}"\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function server(handlers: Partial<OperationHandlers> = {}, options: ServerOptions = {}): AsmxServer {
  return createAsmxServer(
    trackingService(),
    { ...trackingEchoHandlers, ...handlers } as OperationHandlers,
    (address) => renderWsdlDocument(trackingModel(), address),
    options,
  );
}

/** Bytes another request holds of a busy server's budget: an empty budget takes any one charge. */
const IN_FLIGHT = 1;

/** A server of a 64,000-byte budget with another request in flight. */
function busyServer(): AsmxServer {
  const s = server({}, { memoryBudgetBytes: 64_000 });
  expect(s.budget.charge(IN_FLIGHT)).toBeDefined();
  return s;
}

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

async function until(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("MemoryBudget", () => {
  it("charges, refuses what does not fit, and gives back once", () => {
    const budget = new MemoryBudget(64_000);
    const a = budget.charge(500)!;
    expect(a).toBeInstanceOf(Charge);
    expect(budget.used).toBe(500);
    expect(a.add(300)).toBe(true);
    expect(budget.used).toBe(800);
    a.release();
    a.release();
    expect(budget.used).toBe(0);
    expect(a.add(1)).toBe(false); // released: nothing more is charged
    expect(budget.used).toBe(0);
  });

  it("lets large charges fill seven eighths, and keeps the rest for small ones", () => {
    const budget = new MemoryBudget(64_000); // large: above 250 bytes (a 256th)
    const large = budget.charge(56_000)!;
    expect(large).toBeDefined();
    expect(budget.charge(251)).toBeUndefined();
    const smalls = Array.from({ length: 32 }, () => budget.charge(250));
    expect(smalls.every((c) => c !== undefined)).toBe(true);
    expect(budget.used).toBe(64_000);
    expect(budget.charge(1)).toBeUndefined();
    // A charge growing past the small size is held to the large ceiling.
    for (const c of smalls) c!.release();
    const growing = budget.charge(250)!;
    expect(growing.add(1)).toBe(false);
    expect(budget.used).toBe(56_250);
    growing.release();
    large.release();
    expect(budget.used).toBe(0);
  });

  it("takes any one charge on an empty budget, so that every request the body limit allows can be served", () => {
    const budget = new MemoryBudget(64_000);
    const lone = budget.charge(100_000)!;
    expect(lone).toBeDefined();
    expect(lone.add(50_000)).toBe(true); // still alone
    expect(budget.charge(1)).toBeUndefined();
    lone.release();
    const first = budget.charge(1)!;
    expect(budget.charge(100_000)).toBeUndefined(); // not alone any more
    first.release();
    expect(budget.used).toBe(0);
  });

  it("estimates decoding from the body's size and its tags", () => {
    // Up to 64 KiB: as if a tag began every 3 bytes, without a scan.
    expect(decodingCost(encoder.encode(""))).toBe(0);
    expect(decodingCost(encoder.encode("<a><b/></a>"))).toBe(Math.ceil(11 * (3 + 256 / 3)));
    // Above: the tags counted.
    const tags = "<a><b/></a>".repeat(7_000); // 77,000 bytes, 21,000 tags
    expect(decodingCost(encoder.encode(tags))).toBe(77_000 * 3 + 21_000 * 256);
    const text = `<a>${"x".repeat(100_000)}</a>`;
    expect(decodingCost(encoder.encode(text))).toBe(100_007 * 3 + 2 * 256);
  });
});

describe("a server charges each request until its outcome", () => {
  it("while the handler runs, and releases on its result", async () => {
    const g = gate();
    const s = server({ Quote: async () => (await g.opened, { result: true, total: "1", currency: "EUR" }) });
    const pending = s.handle(soapRequest("Quote", quote(100)));
    expect(s.budget.used).toBeGreaterThan(100 * 6 * 256);
    g.open();
    expect((await pending).status).toBe(200);
    expect(s.budget.used).toBe(0);
  });

  it("releases on a client fault, a handler throw and a request that cannot be read", async () => {
    const s = server({
      Quote: async () => {
        throw new ClientFault("no quote");
      },
      GetShipmentSummary: () => {
        throw new Error("broken");
      },
    });
    expect((await s.handle(soapRequest("Quote", quote(10)))).status).toBe(500);
    expect(s.budget.used).toBe(0);
    expect((await s.handle(soapRequest("GetShipmentSummary", SUMMARY))).status).toBe(500);
    expect(s.budget.used).toBe(0);
    expect((await s.handle(soapRequest("Quote", "<not-closed>"))).status).toBe(400);
    expect(s.budget.used).toBe(0);
  });

  it("releases at the handler time limit", async () => {
    const s = server({ Quote: () => new Promise(() => undefined) }, { handlerTimeoutMs: 50 });
    const response = await s.handle(soapRequest("Quote", quote(10)));
    expect(response.status).toBe(500);
    expect(s.budget.used).toBe(0);
  });

  it("holds a one-way call's charge until its handler ends, after the 202", async () => {
    const g = gate();
    const ended = gate();
    const s = server({
      NotifyDelivered: async () => {
        await g.opened;
        ended.open();
      },
    });
    const body = envelope("NotifyDelivered", "<trackNum>T1</trackNum><deliveredAt>2024-01-02T03:04:05</deliveredAt>");
    expect((await s.handle(soapRequest("NotifyDelivered", body))).status).toBe(202);
    expect(s.budget.used).toBeGreaterThan(0);
    g.open();
    await ended.opened;
    await until(() => s.budget.used === 0);
  });

  it("answers 503 Server Too Busy with Retry-After when spent, and still answers small requests", async () => {
    const g = gate();
    const s = server(
      { Quote: async () => (await g.opened, { result: true, total: "1", currency: "EUR" }) },
      { memoryBudgetBytes: 4_000_000 },
    );
    const held = s.handle(soapRequest("Quote", quote(1_600))); // 70 KB, its decoding estimated at 2.67 MB
    const refused = await s.handle(soapRequest("Quote", quote(1_600))); // would pass the large ceiling, 3.5 MB
    expect(refused.status).toBe(503);
    expect(new Map(refused.headers).get("Retry-After")).toBe("1");
    expect(new Map(refused.headers).has("Connection")).toBe(false); // its body was read: the connection stays
    expect(String(refused.body)).toMatch(/^Server Too Busy/);
    expect((await s.handle(soapRequest("GetShipmentSummary", SUMMARY))).status).toBe(200);
    g.open();
    expect((await held).status).toBe(200);
    expect((await s.handle(soapRequest("Quote", quote(1_600)))).status).toBe(200);
    expect(s.budget.used).toBe(0);
  });
});

describe("the adapters charge the bodies they read", () => {
  let listening: Listening | undefined;
  afterEach(async () => {
    await listening?.close();
    listening = undefined;
  });

  async function started(s: AsmxServer): Promise<number> {
    listening = await listen(s);
    return Number(new URL(listening.url).port);
  }

  it("node: a declared length that does not fit gets 503 before the body is read, and the connection closes", async () => {
    const s = busyServer();
    const port = await started(s);
    const response = await sendRaw(port, raw("Quote", quote(1_500))); // 66 KB
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(response.headers.get("connection")).toBe("close");
    expect(s.budget.used).toBe(IN_FLIGHT);
    expect((await sendRaw(port, raw("GetShipmentSummary", SUMMARY))).status).toBe(200);
  });

  it("node: with Expect: 100-continue, a declared length that does not fit gets 503 instead of 100 Continue", async () => {
    const s = busyServer();
    const port = await started(s);
    const head = `POST ${PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nSOAPAction: "${NS}/Quote"\r\nExpect: 100-continue\r\nContent-Length: 66000\r\n\r\n`;
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    socket.write(head);
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 503 /);
    expect(received).not.toContain("100 Continue");
    expect(s.budget.used).toBe(IN_FLIGHT);
  });

  it("node: a large declared body, read into one buffer as it comes, is answered as handle() answers it", async () => {
    const s = server();
    const port = await started(s);
    const body = quote(5_000); // 220 KB, many TCP reads
    const expected = await s.handle(soapRequest("Quote", body));
    expect(expected.status).toBe(200);
    const response = await sendRaw(port, raw("Quote", body));
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(Buffer.from(expected.body).toString());
    expect(s.budget.used).toBe(0);
  });

  it("node: a body that fits but whose decoding does not gets 503 once read, the connection kept", async () => {
    const s = busyServer();
    const port = await started(s);
    const response = await sendRaw(port, raw("Quote", quote(1_000))); // 44 KB, its decoding estimated at 3.9 MB
    expect(response.status).toBe(503);
    expect(response.headers.get("connection")).toBe("keep-alive");
    expect(s.budget.used).toBe(IN_FLIGHT);
  });

  it("node: a chunked body is charged as it comes and refused once it does not fit", async () => {
    const s = busyServer();
    const port = await started(s);
    const body = quote(1_500);
    const head = `POST ${PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nSOAPAction: "${NS}/Quote"\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const chunks = body.match(/[\s\S]{1,4000}/g)!.map((c) => `${Buffer.byteLength(c).toString(16)}\r\n${c}\r\n`);
    const response = await sendRaw(port, Buffer.from(`${head}${chunks.join("")}0\r\n\r\n`));
    expect(response.status).toBe(503);
    expect(response.headers.get("connection")).toBe("close"); // refused while reading, the rest unread
    await until(() => s.budget.used === IN_FLIGHT);
  });

  it("node: a client that goes away mid-body gives its charge back", async () => {
    const s = server({}, { requestTimeoutMs: 400 });
    const port = await started(s);
    const socket = connect(port, "127.0.0.1");
    socket.write(
      `POST ${PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nSOAPAction: "${NS}/Quote"\r\nContent-Length: 100000\r\n\r\n<?xml`,
    );
    await until(() => s.budget.used === 100_000);
    socket.destroy();
    await until(() => s.budget.used === 0);
  });

  it("node: a body that stalls past the time limit gives its charge back", async () => {
    const s = server({}, { requestTimeoutMs: 200 });
    const port = await started(s);
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => undefined);
    socket.write(
      `POST ${PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nSOAPAction: "${NS}/Quote"\r\nContent-Length: 100000\r\n\r\n<?xml`,
    );
    await until(() => s.budget.used === 100_000);
    await until(() => s.budget.used === 0);
    socket.destroy();
  });

  it("fetch: a body that does not fit gets 503, declared or streamed", async () => {
    const s = busyServer();
    const body = quote(1_500);
    const headers = { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}/Quote"` };
    const declared = await s.fetch(new Request(`http://localhost${PATH}`, { method: "POST", headers, body }));
    expect(declared.status).toBe(503);
    expect(declared.headers.get("retry-after")).toBe("1");
    const bytes = encoder.encode(body);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 4_000) controller.enqueue(bytes.slice(at, at + 4_000));
        controller.close();
      },
    });
    const streamed = await s.fetch(
      new Request(`http://localhost${PATH}`, { method: "POST", headers, body: stream, duplex: "half" } as RequestInit),
    );
    expect(streamed.status).toBe(503);
    expect(s.budget.used).toBe(IN_FLIGHT);
    const small = await s.fetch(new Request(`http://localhost${PATH}`, { method: "POST", headers: { ...headers, soapaction: `"${NS}/GetShipmentSummary"` }, body: SUMMARY }));
    expect(small.status).toBe(200);
    expect(s.budget.used).toBe(IN_FLIGHT);
  });
});
