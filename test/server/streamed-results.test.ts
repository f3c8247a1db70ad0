/**
 * Large DataSet results sent while they are written (ServerOptions.streamAboveBytes, ServerResponse.next):
 * the same bytes as the whole answer, chunked instead of with a Content-Length, written only as fast as the
 * client reads; a value that fails part-way cuts the answer short and is logged. Short results, adapters
 * that cannot send pieces, and `streamAboveBytes: Infinity` keep ASMX's whole answer with Content-Length.
 */
import { request, type IncomingMessage } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createShipmentOperationsServer, dataSet, table } from "../../generated/shipment-operations/src/server.js";
import { ShipmentOperationsClient } from "../../generated/shipment-operations/src/client.js";
import { listen, nodeTransport, type Listening } from "../../generated/shipment-operations/src/node.js";
import { DataSet, DataTable } from "../../runtime/src/dataset/model.js";
import type {
  AsmxServer,
  ServerLogEvent,
  ServerOptions,
  ServerRequest,
  ServerResponse,
} from "../../runtime/src/server/types.js";
import { fetchAdapter } from "../../runtime/src/server/fetch.js";
import { STATUS_COLUMNS } from "../support/echo-handlers.js";
import { textHandlers } from "../support/text-handlers.js";

const NS = "http://shipment.example.com/operations";
const COLUMNS = { TrackNum: "string", StatusCode: "string", Pieces: "int" } as const;
const decoder = new TextDecoder("utf-8", { fatal: true });
const encoder = new TextEncoder();

function statusDataSet(count: number, note: (i: number) => string = () => "IT"): DataSet {
  const rows = Array.from({ length: count }, (_, i) => ({ TrackNum: `T-${i}`, StatusCode: note(i), Pieces: i }));
  return dataSet("StatusDataSet", [table("Status", COLUMNS, rows)]);
}

function serverAnswering(value: unknown, options: Partial<ServerOptions> = {}): AsmxServer {
  return createShipmentOperationsServer(textHandlers(() => "", { getStatus: () => value as never }), {
    path: "/Service.asmx",
    ...options,
  });
}

const SOAP_BODY = encoder.encode(
  '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><GetStatus xmlns="${NS}"><TrackNum>T</TrackNum><TrackNumType>HAWB</TrackNumType>` +
    "<LastStatusOnly>false</LastStatusOnly></GetStatus></soap:Body></soap:Envelope>",
);
const SOAP_HEADERS = { host: "127.0.0.1", "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}/GetStatus"` };
const GET_URL = "/Service.asmx/GetStatus?TrackNum=T&TrackNumType=HAWB&LastStatusOnly=false";

const soapRequest = (streamable: boolean): ServerRequest => ({
  method: "POST",
  url: "/Service.asmx",
  headers: SOAP_HEADERS,
  body: SOAP_BODY,
  streamable,
});
const getRequest = (streamable: boolean): ServerRequest => ({
  method: "GET",
  url: GET_URL,
  headers: { host: "127.0.0.1" },
  body: new Uint8Array(0),
  streamable,
});

function header(response: ServerResponse, name: string): string | undefined {
  return response.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
}

function bytesOf(body: Uint8Array | string): Uint8Array {
  return typeof body === "string" ? encoder.encode(body) : body;
}

/** Every piece of a response: its body, then what next() gives until the end. */
function pieces(response: ServerResponse): Uint8Array[] {
  const all = [bytesOf(response.body)];
  for (let piece = response.next?.(); piece !== undefined; piece = response.next?.()) all.push(piece);
  return all;
}

const joined = (parts: readonly Uint8Array[]): string => decoder.decode(Buffer.concat(parts));

describe("large results in pieces, in process", () => {
  const large = statusDataSet(6_000, (i) => (i === 5_999 ? "Zugestellt – Müller 😀" : i % 7 ? "IT" : "DL & signed"));

  for (const [title, make] of [
    ["SOAP 1.1", soapRequest],
    ["HTTP GET", getRequest],
  ] as const) {
    it(`${title}: the same text as the whole answer, in pieces of about 64 K, no Content-Length`, async () => {
      const server = serverAnswering(large);
      const whole = await server.handle(make(false));
      expect(header(whole, "Content-Length")).toBe(String(bytesOf(whole.body).length));
      expect(whole.next).toBeUndefined();

      const streamed = await server.handle(make(true));
      expect(streamed.status).toBe(200);
      expect(header(streamed, "Content-Length")).toBeUndefined();
      expect(header(streamed, "Content-Type")).toBe(header(whole, "Content-Type"));
      expect(header(streamed, "Cache-Control")).toBe("private, max-age=0");
      const parts = pieces(streamed);
      expect(joined(parts)).toBe(decoder.decode(bytesOf(whole.body)));
      // The start: steps of 64 K until past 256 K characters; then a piece of 64 K (and a row) per step.
      expect(parts[0]!.length).toBeGreaterThan(256 * 1024);
      expect(parts[0]!.length).toBeLessThan(256 * 1024 + 65_536 + 1_000);
      for (const part of parts.slice(1, -1)) {
        expect(part.length).toBeGreaterThanOrEqual(65_536);
        expect(part.length).toBeLessThan(65_536 + 1_000);
      }
      expect(parts.length).toBeGreaterThan(3);
    });
  }

  it("a result under the limit, or an adapter that cannot send pieces, gets the whole answer with Content-Length", async () => {
    const small = await serverAnswering(statusDataSet(1_000)).handle(soapRequest(true));
    expect(small.next).toBeUndefined();
    expect(header(small, "Content-Length")).toBe(String(bytesOf(small.body).length));
    expect(bytesOf(small.body).length).toBeGreaterThan(64 * 1024);

    const never = await serverAnswering(large, { streamAboveBytes: Infinity }).handle(soapRequest(true));
    expect(never.next).toBeUndefined();
    expect(header(never, "Content-Length")).toBe(String(bytesOf(never.body).length));

    const lower = await serverAnswering(statusDataSet(1_000), { streamAboveBytes: 10_000 }).handle(soapRequest(true));
    expect(header(lower, "Content-Length")).toBeUndefined();
    expect(pieces(lower).length).toBeGreaterThan(1);
  });

  it("refuses a streamAboveBytes that is not a positive number", () => {
    for (const bad of [0, -1, Number.NaN, "1" as unknown as number]) {
      expect(() => serverAnswering(large, { streamAboveBytes: bad })).toThrow(
        /server option streamAboveBytes must be a positive number/,
      );
    }
  });

  it("a value found wrong before any row is written is still a fault, not a cut answer", async () => {
    const response = await serverAnswering("not a DataSet").handle(soapRequest(true));
    expect(response.status).toBe(500);
    expect(response.next).toBeUndefined();
    expect(decoder.decode(bytesOf(response.body))).toContain("<soap:Fault>");
  });
});

describe("large results in pieces, over node:http", () => {
  let listening: Listening | undefined;
  afterEach(async () => {
    await listening?.close();
    listening = undefined;
  });

  /** The server, with the bytes its answers have produced so far counted. */
  async function serve(value: unknown, log?: (event: ServerLogEvent) => void) {
    const server = serverAnswering(value, log ? { log } : {});
    const produced = { bytes: 0 };
    const counting = (response: ServerResponse): ServerResponse => {
      produced.bytes += bytesOf(response.body).length;
      const next = response.next;
      if (!next) return response;
      return {
        ...response,
        next: () => {
          const piece = next();
          produced.bytes += piece?.length ?? 0;
          return piece;
        },
      };
    };
    const wrapped: AsmxServer = {
      ...server,
      serve: (req) => {
        const response = server.serve(req);
        return response instanceof Promise ? response.then(counting) : counting(response);
      },
    };
    listening = await listen(wrapped, { host: "127.0.0.1", port: 0 });
    return { server, produced, url: new URL(listening.url) };
  }

  interface Received {
    readonly res: IncomingMessage;
    readonly body: Buffer;
    readonly complete: boolean;
  }

  function get(url: URL, onResponse?: (res: IncomingMessage) => void): Promise<Received> {
    return new Promise((resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, path: GET_URL }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        const done = () => resolve({ res, body: Buffer.concat(chunks), complete: res.complete });
        res.on("end", done);
        res.on("error", done); // "aborted": the answer was cut short
        onResponse?.(res);
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("sends chunked, the same bytes as the whole answer; a short result keeps its Content-Length", async () => {
    const value = statusDataSet(6_000);
    const { server, url } = await serve(value);
    const { res, body, complete } = await get(url);
    expect(complete).toBe(true);
    expect(res.statusCode).toBe(200);
    expect(res.headers["transfer-encoding"]).toBe("chunked");
    expect(res.headers["content-length"]).toBeUndefined();
    const whole = await server.handle(getRequest(false));
    expect(body.equals(Buffer.from(bytesOf(whole.body)))).toBe(true);
    await listening!.close();

    listening = undefined;
    const short = await serve(statusDataSet(500));
    const answer = await get(short.url);
    expect(answer.res.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(answer.res.headers["content-length"])).toBe(answer.body.length);
  });

  it("the generated client reads a chunked answer as it reads a whole one, over each binding", async () => {
    const input = Array.from({ length: 6_000 }, (_, i) => ({
      TrackNum: `T-${i}`,
      StatusCode: i === 4_000 ? "Zugestellt – Müller 😀" : "IT",
      StatusDate: `2024-01-${String(1 + (i % 28)).padStart(2, "0")}T03:04:05+00:00`,
      Pieces: i,
      Weight: `${i}.25`,
    }));
    const value = dataSet("StatusDataSet", [table("Status", STATUS_COLUMNS, input)]);
    const { url } = await serve(value);
    for (const binding of ["soap11", "soap12", "httpGet", "httpPost"] as const) {
      const client = new ShipmentOperationsClient({
        endpoint: url.href,
        binding,
        allowInsecureHttp: true,
        transport: nodeTransport(),
      });
      const result = await client.getStatus({ trackNum: "T", trackNumType: "HAWB", lastStatusOnly: false });
      const rows = result!.table("Status")!.toObjects();
      expect(rows.length, binding).toBe(6_000);
      expect(rows[4_000]!.StatusCode, binding).toBe("Zugestellt – Müller 😀");
      expect(rows, binding).toEqual(value.table("Status")!.toObjects());
    }
  });

  it("writes only as fast as the client reads: a paused client holds a part of the answer, not all of it", async () => {
    const value = statusDataSet(100_000);
    const { server, produced, url } = await serve(value);
    const total = bytesOf((await server.handle(getRequest(false))).body).length;
    expect(total).toBeGreaterThan(10_000_000);
    let duringPause = 0;
    const received = await get(url, (res) => {
      res.pause();
      setTimeout(() => {
        duringPause = produced.bytes;
        res.resume();
      }, 500);
    });
    expect(received.complete).toBe(true);
    expect(received.body.length).toBe(total);
    expect(produced.bytes).toBe(total);
    // What the socket buffers took while the client read nothing (a few MB at most), not the whole answer.
    expect(duringPause).toBeGreaterThan(0);
    expect(duringPause).toBeLessThan(total * 0.6);
  });

  it("a row that cannot be written part-way: the answer is cut short, the failure logged, the server goes on", async () => {
    const good = statusDataSet(6_000).tables[0]!;
    const bad = { values: { TrackNum: "T-bad", StatusCode: "IT", Pieces: "many" }, state: "unchanged" } as const;
    const broken = new DataSet("StatusDataSet", [new DataTable("Status", good.columns, [...good.rows, bad as never])]);
    const events: ServerLogEvent[] = [];
    const { url } = await serve(broken, (event) => events.push(event));
    const { res, body, complete } = await get(url);
    expect(res.statusCode).toBe(200);
    expect(complete).toBe(false);
    expect(body.length).toBeGreaterThan(256 * 1024);
    const failure = events.find((e) => e.level === "error");
    expect(failure?.operation).toBe("GetStatus");
    expect(failure?.message).toMatch(/^GetStatus failed while its result was sent; the answer was cut short: .+/);
    const after = await get(url); // the same broken value: cut short again, and answered
    expect(after.complete).toBe(false);
  });
});

describe("large results in pieces, over the fetch adapter", () => {
  const value = statusDataSet(60_000);

  it("a stream of the same bytes as the whole answer, without Content-Length; a short result keeps it", async () => {
    const server = serverAnswering(value);
    const response = await server.fetch(new Request(`http://127.0.0.1${GET_URL}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBeNull();
    const whole = await server.handle(getRequest(false));
    expect(await response.text()).toBe(decoder.decode(bytesOf(whole.body)));

    const short = await serverAnswering(statusDataSet(500)).fetch(new Request(`http://127.0.0.1${GET_URL}`));
    const text = await short.text();
    expect(Number(short.headers.get("content-length"))).toBe(encoder.encode(text).length);
  });

  it("writes a piece only when the reader asks for one", async () => {
    const server = serverAnswering(value);
    let produced = 0;
    let total = 0;
    const adapter = fetchAdapter(
      async (req) => {
        const response = await server.handle(req);
        total = bytesOf((await server.handle({ ...req, streamable: false })).body).length;
        const next = response.next!;
        produced = bytesOf(response.body).length;
        return {
          ...response,
          next: () => {
            const piece = next();
            produced += piece?.length ?? 0;
            return piece;
          },
        };
      },
      server.limits,
      server.budget,
      server.refuse,
    );
    const response = await adapter(new Request(`http://127.0.0.1${GET_URL}`));
    const reader = response.body!.getReader();
    let read = (await reader.read()).value!.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(produced).toBeLessThan(total / 4); // the start and the one piece the stream reads ahead, not the rest
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) read += chunk.value.length;
    expect(read).toBe(total);
    expect(produced).toBe(total);
  });

  it("a row that cannot be written part-way errors the stream, and is logged", async () => {
    const good = statusDataSet(6_000).tables[0]!;
    const bad = { values: { TrackNum: "T-bad", StatusCode: "IT", Pieces: "many" }, state: "unchanged" } as const;
    const broken = new DataSet("StatusDataSet", [new DataTable("Status", good.columns, [...good.rows, bad as never])]);
    const events: ServerLogEvent[] = [];
    const server = serverAnswering(broken, { log: (event) => events.push(event) });
    const response = await server.fetch(new Request(`http://127.0.0.1${GET_URL}`));
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow(/row index 6000, column "Pieces"/);
    expect(events.some((e) => e.level === "error" && /the answer was cut short/.test(e.message))).toBe(true);
  });
});
