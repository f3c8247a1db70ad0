/**
 * Hostile requests against the generated server (generated/shipment-operations, echo handlers) over raw
 * sockets on 127.0.0.1. Each case is followed by a normal request that must succeed; each records its
 * status, time and peak memory growth (the server runs in this process), printed as a Markdown table at
 * the end. What robustness.test.ts already covers (replaying every recorded error, 100-deep nesting,
 * 300 attributes, declared/chunked/100-continue oversize bodies, a body that stalls once) is not
 * repeated; the cases here are the large and slow versions of those attacks and the encodings.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeRaw, sendRaw, type HttpResponse } from "../support/http-recording.js";
import {
  delay,
  GOOD,
  GOOD_RESULT,
  markdownTable,
  memorySampler,
  NS,
  PATH,
  post,
  rawConnection,
  rejectionWatch,
  soap11,
  soapBody11,
  soapBody12,
  startGenerated,
  type Started,
  type TableRow,
} from "./support.js";

const LIMIT = 4 * 1024 * 1024; // the server's default maxBodyBytes (ASP.NET's maxRequestLength)
const STALL_LIMIT_MS = 400; // requestTimeoutMs of the server the slow clients talk to

const rows: TableRow[] = [];
const watch = rejectionWatch();
let main: Started;
let slow: Started;

beforeAll(async () => {
  watch.install();
  main = await startGenerated();
  slow = await startGenerated({ requestTimeoutMs: STALL_LIMIT_MS });
});

afterAll(async () => {
  await main.listening.close();
  await slow.listening.close();
  await delay(20);
  expect(watch.uninstall()).toEqual([]);
  console.log(`\n### Hostile requests against the generated server\n\n${markdownTable(rows)}\n`);
});

interface Outcome {
  readonly status: number;
  readonly note?: string;
}

/**
 * Runs one case: measures time and memory, then checks that a normal request on a new connection
 * succeeds, and records the row.
 */
async function hostile(
  name: string,
  server: () => Started,
  run: (port: number) => Promise<Outcome>,
  bounds: { maxMs?: number; maxRssMiB?: number } = {},
): Promise<Outcome> {
  const { port } = server();
  const sampler = memorySampler();
  const started = Date.now();
  const outcome = await run(port);
  const ms = Date.now() - started;
  const memory = sampler.stop();
  const next = await sendRaw(port, GOOD);
  rows.push({ name, outcome: `${outcome.status}${outcome.note ? ` ${outcome.note}` : ""}`, ms, ...memory, after: next.status });
  expect(next.status).toBe(200);
  expect(next.body.toString()).toContain(GOOD_RESULT);
  expect(ms).toBeLessThan(bounds.maxMs ?? 5_000);
  expect(memory.rssMiB).toBeLessThan(bounds.maxRssMiB ?? 96);
  return outcome;
}

/** A bad request then a good one on the same connection (the bad one must leave it usable). */
async function thenGood(port: number, bad: Buffer): Promise<HttpResponse> {
  const [first, second] = await exchangeRaw(port, [bad, GOOD], { timeoutMs: 10_000 });
  expect(second!.status).toBe(200);
  return first!;
}

const statusOfRaw = (text: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

const xml11 = { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${NS}/ReserveNextMAWBNum"` };
const xml12 = { "Content-Type": "application/soap+xml; charset=utf-8" };
const RESERVE = "<UserID>u</UserID><Password>p</Password><CarrierCode>AA</CarrierCode>";
const envelope11 = (inner: string): string =>
  `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ReserveNextMAWBNum xmlns="${NS}">${inner}</ReserveNextMAWBNum></soap:Body></soap:Envelope>`;
const envelope12 = (inner: string): string =>
  `<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><ReserveNextMAWBNum xmlns="${NS}">${inner}</ReserveNextMAWBNum></soap:Body></soap:Envelope>`;

function expectEmpty400(response: HttpResponse, contentType = "text/xml; charset=utf-8"): void {
  expect(response.status).toBe(400);
  expect(response.body.length).toBe(0);
  expect(response.headers.get("content-type")).toBe(contentType);
}

function expectFault(response: HttpResponse, code: string, text: string): void {
  expect(response.status).toBe(500);
  const body = response.body.toString();
  expect(body).toContain(code);
  expect(body).toContain(text);
}

describe("entities and DTDs are refused, never expanded", () => {
  it("XXE: external general entity", async () => {
    await hostile("XXE external entity (SOAP 1.1)", () => main, async (port) => {
      const body = `<?xml version="1.0"?><!DOCTYPE soap:Envelope [<!ENTITY x SYSTEM "file:///etc/passwd">]>${envelope11("<UserID>&x;</UserID>")}`;
      const response = await thenGood(port, post(body, xml11));
      expectEmpty400(response);
      return { status: response.status, note: "empty body" };
    });
  });

  it("XXE: parameter entity pulling an external DTD", async () => {
    await hostile("XXE parameter entity (SOAP 1.1)", () => main, async (port) => {
      const body = `<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY % p SYSTEM "http://127.0.0.1:9/evil.dtd"> %p;]>${envelope11(RESERVE)}`;
      const response = await thenGood(port, post(body, xml11));
      expectEmpty400(response);
      return { status: response.status, note: "empty body" };
    });
  });

  const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? "" : i};`.repeat(10)}">`,
  ).join("")}]>`;

  it("billion laughs, SOAP 1.1 and 1.2", async () => {
    await hostile("billion laughs (SOAP 1.1)", () => main, async (port) => {
      const response = await thenGood(port, post(laughs + envelope11("<UserID>&lol9;</UserID>"), xml11));
      expectEmpty400(response);
      return { status: response.status, note: "empty body" };
    });
    await hostile("billion laughs (SOAP 1.2)", () => main, async (port) => {
      const response = await thenGood(port, post(laughs + envelope12("<UserID>&lol9;</UserID>"), xml12));
      expectFault(response, "soap:Receiver", "Server was unable to process request. ---&gt; DTD is prohibited in this XML document.");
      return { status: response.status, note: "soap:Receiver, DTD is prohibited" };
    });
  });

  it("any DOCTYPE, even an empty one", async () => {
    await hostile("bare DOCTYPE (SOAP 1.1)", () => main, async (port) => {
      const response = await thenGood(port, post(`<!DOCTYPE soap:Envelope>${envelope11(RESERVE)}`, xml11));
      expectEmpty400(response);
      return { status: response.status, note: "empty body" };
    });
  });
});

describe("parser limits at full size", () => {
  it("100,000-deep nesting, closed and unclosed", async () => {
    await hostile("100,000-deep nesting", () => main, async (port) => {
      const deep = "<a>".repeat(100_000) + "</a>".repeat(100_000);
      const response = await thenGood(port, soap11("ReserveNextMAWBNum", `<UserID>${deep}</UserID>`));
      expectFault(response, "<faultcode>soap:Client</faultcode>", "nested deeper than 64 levels");
      return { status: response.status, note: "soap:Client, depth limit" };
    });
    await hostile("100,000-deep nesting, never closed", () => main, async (port) => {
      const response = await thenGood(port, post(`${"<a>".repeat(100_000)}`, xml11));
      expectFault(response, "<faultcode>soap:Client</faultcode>", "nested deeper than 64 levels");
      return { status: response.status, note: "soap:Client, depth limit" };
    });
  });

  it("as many attributes as fit under the body limit on one element", async () => {
    await hostile(
      "~360,000 attributes on one element (4 MiB body)",
      () => main,
      async (port) => {
        const parts: string[] = [];
        let size = 0;
        for (let i = 0; size < LIMIT - 1024; i++) {
          const attribute = ` a${i}="1"`;
          parts.push(attribute);
          size += attribute.length;
        }
        const response = await thenGood(port, soap11("ReserveNextMAWBNum", `<UserID${parts.join("")}>u</UserID>`));
        expectFault(response, "<faultcode>soap:Client</faultcode>", "more than 256 attributes");
        return { status: response.status, note: `soap:Client, attribute limit (${parts.length} sent)` };
      },
      { maxRssMiB: 256 },
    );
  });

  it("a million attributes do not fit: refused by their declared length", async () => {
    await hostile("1,000,000 attributes (body over the limit)", () => main, async (port) => {
      const conn = rawConnection(port);
      const size = 1_000_000 * 10;
      conn.socket.write(`POST ${PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: ${size}\r\n\r\n<a`);
      await conn.closed;
      expect(statusOfRaw(conn.received())).toBe(413);
      return { status: 413, note: "before the body was read" };
    });
  });
});

/** Streams `total` bytes of body after `head`, in 64 KiB pieces with back-pressure, until the server answers or closes. */
async function stream(port: number, head: string, total: number, chunked: boolean): Promise<{ status: number; sent: number }> {
  const conn = rawConnection(port);
  conn.socket.write(head);
  const piece = Buffer.alloc(64 * 1024, 0x61);
  const framed = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]) : piece;
  let sent = 0;
  let gone = false;
  void conn.closed.then(() => (gone = true));
  while (sent < total && !gone && !conn.received()) {
    const more = conn.socket.write(framed);
    sent += piece.length;
    if (!more) await Promise.race([new Promise((r) => conn.socket.once("drain", r)), conn.closed, delay(200)]);
  }
  await Promise.race([conn.closed, delay(3_000)]);
  conn.socket.destroy();
  return { status: statusOfRaw(conn.received()), sent };
}

describe("bodies over the limit are refused early, without buffering them", () => {
  const FIFTY_MB = 50 * 1024 * 1024;

  it("a 50 MB body with its Content-Length", async () => {
    await hostile("50 MB body, declared length", () => main, async (port) => {
      const head = `POST ${PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: ${FIFTY_MB}\r\n\r\n`;
      const { status, sent } = await stream(port, head, FIFTY_MB, false);
      expect(status).toBe(413);
      expect(sent).toBeLessThan(FIFTY_MB / 2);
      return { status, note: `after ${(sent / 1048576).toFixed(1)} MiB sent` };
    }, { maxRssMiB: 48 });
  });

  it("a 50 MB chunked body", async () => {
    await hostile("50 MB body, chunked", () => main, async (port) => {
      const head = `POST ${PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nTransfer-Encoding: chunked\r\n\r\n`;
      const { status, sent } = await stream(port, head, FIFTY_MB, true);
      expect(status).toBe(413);
      expect(sent).toBeLessThan(FIFTY_MB / 2);
      return { status, note: `after ${(sent / 1048576).toFixed(1)} MiB sent` };
    }, { maxRssMiB: 48 });
  });

  it("a body one byte over the limit, sent whole", async () => {
    await hostile("body of limit + 1 bytes", () => main, async (port) => {
      const head = `POST ${PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: ${LIMIT + 1}\r\n\r\n`;
      const { status } = await stream(port, head, LIMIT + 1, false);
      expect(status).toBe(413);
      return { status };
    });
  });
});

describe("slow clients hit the time limits", () => {
  it("headers sent a byte at a time, then a stall", async () => {
    await hostile("headers a byte at a time, then stall", () => slow, async (port) => {
      const conn = rawConnection(port);
      const head = `POST ${PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml\r\n`;
      let i = 0;
      const trickle = setInterval(() => {
        if (i < head.length && !conn.socket.destroyed) conn.socket.write(head[i++]!);
      }, 10);
      await Promise.race([conn.closed, delay(STALL_LIMIT_MS * 10)]);
      clearInterval(trickle);
      conn.socket.destroy();
      const status = statusOfRaw(conn.received());
      expect(status).toBe(408);
      return { status, note: "connection closed" };
    }, { maxMs: STALL_LIMIT_MS * 6 });
  });

  it("a body sent a byte at a time, never stalling for long", async () => {
    await hostile("body a byte at a time (slowloris)", () => slow, async (port) => {
      const body = soapBody11("ReserveNextMAWBNum", RESERVE);
      const conn = rawConnection(port);
      conn.socket.write(`POST ${PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: ${body.length}\r\n\r\n`);
      let i = 0;
      const trickle = setInterval(() => {
        if (i < body.length && !conn.socket.destroyed) conn.socket.write(body[i++]!);
      }, 10);
      await Promise.race([conn.closed, delay(STALL_LIMIT_MS * 10)]);
      clearInterval(trickle);
      conn.socket.destroy();
      const status = statusOfRaw(conn.received());
      expect(status).toBe(408);
      expect(i).toBeLessThan(body.length);
      return { status, note: `after ${i} of ${body.length} bytes` };
    }, { maxMs: STALL_LIMIT_MS * 6 });
  });
});

describe("encodings", () => {
  const utf16le = (text: string, bom: boolean): Buffer =>
    Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(text, "utf16le")]);
  const utf16be = (text: string): Buffer => {
    const le = Buffer.from(text, "utf16le");
    return Buffer.concat([Buffer.from([0xfe, 0xff]), le.swap16()]);
  };
  const reserve = `<?xml version="1.0" encoding="utf-16"?>${envelope11("<UserID>u</UserID><Password>p</Password><CarrierCode>Zoë😀</CarrierCode>")}`;
  const OK = "<ReserveNextMAWBNumResult>ReserveNextMAWBNum:u:p:Zoë😀</ReserveNextMAWBNumResult>";

  it("invalid UTF-8", async () => {
    await hostile("invalid UTF-8 in a value", () => main, async (port) => {
      // A truncated two-byte sequence (C3 then FF) inside a value.
      const bad = Buffer.from(soapBody11("ReserveNextMAWBNum", "<UserID>aXX</UserID>"));
      const at = bad.indexOf("XX");
      bad[at] = 0xc3;
      bad[at + 1] = 0xff;
      const response = await thenGood(port, post(bad, xml11));
      expectEmpty400(response);
      return { status: response.status, note: "empty body" };
    });
  });

  it("UTF-16 with a BOM, without a BOM (labelled), big-endian with a BOM under a utf-8 label, and unlabelled without a BOM", async () => {
    await hostile("UTF-16LE with BOM, charset=utf-16", () => main, async (port) => {
      const response = await thenGood(port, post(utf16le(reserve, true), { ...xml11, "Content-Type": "text/xml; charset=utf-16" }));
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain(OK);
      return { status: response.status, note: "served" };
    });
    await hostile("UTF-16LE without BOM, charset=utf-16", () => main, async (port) => {
      const response = await thenGood(port, post(utf16le(reserve, false), { ...xml11, "Content-Type": "text/xml; charset=utf-16" }));
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain(OK);
      return { status: response.status, note: "served" };
    });
    await hostile("UTF-16BE with BOM, charset=utf-8 (BOM wins)", () => main, async (port) => {
      const response = await thenGood(port, post(utf16be(reserve), xml11));
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain(OK);
      return { status: response.status, note: "served" };
    });
    await hostile("UTF-16LE without BOM, charset=utf-8", () => main, async (port) => {
      const response = await thenGood(port, post(utf16le(reserve, false), xml11));
      expectEmpty400(response);
      return { status: response.status, note: "empty body" };
    });
  });
});

describe("malformed documents and envelopes", () => {
  it("truncated XML", async () => {
    await hostile("truncated XML (SOAP 1.1)", () => main, async (port) => {
      const text = soapBody11("ReserveNextMAWBNum", RESERVE);
      const response = await thenGood(port, post(text.slice(0, text.length - 20), xml11));
      expectEmpty400(response);
      return { status: response.status, note: "empty body" };
    });
    await hostile("truncated XML (SOAP 1.2)", () => main, async (port) => {
      const text = soapBody12("ReserveNextMAWBNum", RESERVE);
      const response = await thenGood(port, post(text.slice(0, text.length - 20), xml12));
      expectEmpty400(response, "application/soap+xml; charset=utf-8");
      return { status: response.status, note: "empty body" };
    });
  });

  it("two root elements", async () => {
    await hostile("two root elements", () => main, async (port) => {
      const one = envelope11(RESERVE);
      const response = await thenGood(port, post(one + one, xml11));
      expectEmpty400(response);
      return { status: response.status, note: "empty body" };
    });
  });

  it("an envelope of the wrong version for the content type", async () => {
    await hostile("SOAP 1.1 envelope as application/soap+xml", () => main, async (port) => {
      const response = await thenGood(port, post(envelope11(RESERVE), xml12));
      expect(response.status).toBe(415);
      expect(response.body.length).toBe(0);
      return { status: response.status, note: "empty body, as ASMX" };
    });
    await hostile("SOAP 1.2 envelope as text/xml", () => main, async (port) => {
      const response = await thenGood(port, post(envelope12(RESERVE), xml11));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/soap+xml; charset=utf-8");
      return { status: response.status, note: "served as SOAP 1.2, as ASMX" };
    });
  });

  it("empty and white-space bodies", async () => {
    await hostile("empty body (SOAP 1.1)", () => main, async (port) => {
      const response = await thenGood(port, post("", xml11));
      expectEmpty400(response);
      return { status: response.status, note: "empty body" };
    });
    await hostile("empty body (SOAP 1.2)", () => main, async (port) => {
      const response = await thenGood(port, post("", xml12));
      expectFault(response, "soap:Receiver", "Root element is missing");
      return { status: response.status, note: "soap:Receiver, Root element is missing" };
    });
    await hostile("white-space body (SOAP 1.1)", () => main, async (port) => {
      const response = await thenGood(port, post(" \r\n\t ", xml11));
      expectEmpty400(response);
      return { status: response.status, note: "empty body" };
    });
    await hostile("white-space body (SOAP 1.2)", () => main, async (port) => {
      const response = await thenGood(port, post(" \r\n\t ", xml12));
      expectFault(response, "soap:Receiver", "Root element is missing");
      return { status: response.status, note: "soap:Receiver, Root element is missing" };
    });
  });
});

describe("HTTP GET and POST parameters", () => {
  const get = (target: string): Buffer => Buffer.from(`GET ${PATH}/${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  const form = (body: string): Buffer => post(body, { "Content-Type": "application/x-www-form-urlencoded" }, `${PATH}/ReserveNextMAWBNum`);

  it("a query string larger than the header limit", async () => {
    await hostile("100 KB query string", () => main, async (port) => {
      const conn = rawConnection(port);
      conn.socket.write(get(`ReserveNextMAWBNum?UserID=${"x".repeat(100_000)}&Password=p&CarrierCode=AA`));
      await Promise.race([conn.closed, delay(3_000)]);
      conn.socket.destroy();
      const status = statusOfRaw(conn.received());
      expect(status).toBe(431);
      return { status, note: "Node's header limit, connection closed" };
    });
  });

  it("a long query string within the header limit, and many repeated parameters", async () => {
    await hostile("12 KB query, 1,000 repeated parameters", () => main, async (port) => {
      const repeated = Array.from({ length: 1_000 }, () => "UserID=a").join("&");
      const response = await thenGood(port, get(`ReserveNextMAWBNum?${repeated}&Password=p&CarrierCode=AA`));
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain(`ReserveNextMAWBNum:${Array(1_000).fill("a").join(",")}:p:AA`);
      return { status: response.status, note: "values joined with commas, as ASMX" };
    });
  });

  it("repeated parameters, GET and POST", async () => {
    await hostile("repeated parameters", () => main, async (port) => {
      const [g, p] = await exchangeRaw(port, [
        get("ReserveNextMAWBNum?UserID=a&userid=b&Password=p&CarrierCode=AA"),
        form("UserID=a&UserID=b&Password=p&CarrierCode=AA"),
      ]);
      for (const response of [g!, p!]) {
        expect(response.status).toBe(200);
        expect(response.body.toString()).toContain("ReserveNextMAWBNum:a,b:p:AA");
      }
      return { status: 200, note: "a,b as ASMX" };
    });
  });

  it("percent-encoding errors in the query and the form", async () => {
    await hostile("bad percent escapes (%ZZ, %E0%A4%A, trailing %)", () => main, async (port) => {
      const [g, p] = await exchangeRaw(port, [
        get("ReserveNextMAWBNum?UserID=%ZZ&Password=p&CarrierCode=%E0%A4%A%"),
        form("UserID=%ZZ&Password=p&CarrierCode=%E0%A4%A%"),
      ]);
      for (const response of [g!, p!]) {
        expect(response.status).toBe(200);
        expect(response.body.toString()).toContain("ReserveNextMAWBNum:%ZZ:p:\uFFFD%A%");
      }
      return { status: 200, note: "kept literally / U+FFFD, as .NET" };
    });
    await hostile("escapes of characters XML cannot carry (%00, %uD800)", () => main, async (port) => {
      const [nul, surrogate] = await exchangeRaw(port, [
        get("ReserveNextMAWBNum?UserID=u&Password=p&CarrierCode=a%00b"),
        get("ReserveNextMAWBNum?UserID=u&Password=p&CarrierCode=%uD800"),
      ]);
      for (const response of [nul!, surrogate!]) {
        // The echo result cannot be written as XML: a server fault, its reason hidden (debug off).
        expect(response.status).toBe(500);
        expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        expect(response.body.toString()).toContain("An internal error occurred");
      }
      return { status: 500, note: "text/plain server error, reason hidden" };
    });
  });
});
