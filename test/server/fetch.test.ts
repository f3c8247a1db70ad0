/**
 * The WHATWG Fetch adapter (workers, Deno, Bun): the recorded exchanges through `server.fetch(Request)`,
 * the service documents, and the same body limits as the Node adapter. Also the Node listener mounted behind
 * a body parser that already read the body (express.raw()).
 */
import { readdirSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { nodeListener } from "../../runtime/src/server/node.js";
import { echoHandlers, recordedWsdl, referenceService } from "../support/echo-handlers.js";
import { readRecordedRequest, readRecordedResponse, sendRaw, withHost } from "../support/http-recording.js";
import { REFERENCE_DIR } from "../support/paths.js";

const service = referenceService();
const server = createAsmxServer(service, echoHandlers, recordedWsdl, { maxBodyBytes: 64 * 1024, requestTimeoutMs: 300 });
const ORIGIN = "http://127.0.0.1:8089";
/** Headers a fetch Request sets itself. */
const TRANSPORT_HEADERS = new Set(["host", "content-length", "expect", "connection", "user-agent", "accept"]);

describe("recorded exchanges through server.fetch()", () => {
  const dir = join(REFERENCE_DIR, "exchanges");
  const names = readdirSync(dir)
    .filter((f) => f.endsWith(".request.txt"))
    .map((f) => f.slice(0, -".request.txt".length));

  for (const name of names) {
    it(name, async () => {
      const recorded = readRecordedRequest(join(dir, `${name}.request.txt`));
      const expected = readRecordedResponse(join(dir, `${name}.response.txt`))!;
      const headers = recorded.headers.filter(([n]) => !TRANSPORT_HEADERS.has(n.toLowerCase())).map(([n, v]) => [n, v] as [string, string]);
      const request = new Request(ORIGIN + recorded.target, {
        method: recorded.method,
        headers,
        body: recorded.method === "GET" ? undefined : new Uint8Array(recorded.body),
      });
      const response = await server.fetch(request);
      expect(response.status).toBe(expected.status);
      expect(response.headers.get("content-type")).toBe(expected.headers.get("content-type"));
      expect(response.headers.get("cache-control")).toBe(expected.headers.get("cache-control"));
      expect(Buffer.from(await response.arrayBuffer()).toString("utf8")).toBe(expected.body.toString("utf8"));
    });
  }
});

describe("documents and verbs through server.fetch()", () => {
  it("serves the WSDL for the request's origin, ?WSDL in any case", async () => {
    const response = await server.fetch(new Request("https://soap.example.org/shipmentoperations.asmx?WSDL"));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toBe(recordedWsdl("https://soap.example.org/ShipmentOperations.asmx"));
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
  });

  it("answers HEAD with 405 and no body", async () => {
    const response = await server.fetch(new Request(`${ORIGIN}/ShipmentOperations.asmx`, { method: "HEAD" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
    expect(await response.text()).toBe("");
  });

  it("answers 404 elsewhere, saying where the service is", async () => {
    const response = await server.fetch(new Request(`${ORIGIN}/elsewhere`));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("The resource cannot be found. This service is at /ShipmentOperations.asmx\n");
  });
});

describe("body limits through server.fetch()", () => {
  const soapHeaders = { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${service.namespace}/GetStatusRequest"` };

  it("refuses a declared length over the limit without reading", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request(`${ORIGIN}/ShipmentOperations.asmx`, {
      method: "POST",
      headers: { ...soapHeaders, "Content-Length": "1000000" },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await server.fetch(request);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(4);
  });

  it("stops reading a streamed body past the limit", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 10_000) controller.close();
        else controller.enqueue(new Uint8Array(4096));
      },
    });
    const response = await server.fetch(new Request(`${ORIGIN}/ShipmentOperations.asmx`, { method: "POST", headers: soapHeaders, body, duplex: "half" } as RequestInit));
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(40);
  });

  it("answers 408 when the body stalls", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("<?xml"));
      },
      pull() {
        return new Promise(() => undefined); // never more
      },
    });
    const started = Date.now();
    const response = await server.fetch(new Request(`${ORIGIN}/ShipmentOperations.asmx`, { method: "POST", headers: soapHeaders, body, duplex: "half" } as RequestInit));
    expect(response.status).toBe(408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });
});

describe("the Node listener behind a body parser", () => {
  let http: Server;
  let port: number;
  beforeAll(async () => {
    const listener = nodeListener(server);
    // What express.raw() / express.text() / express.json() do: read the body into req.body (a Buffer, a
    // string, an object), then call the next handler. The test picks one with an x-parser header.
    http = createServer((req: IncomingMessage & { body?: unknown }, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const raw = Buffer.concat(chunks);
        const parser = req.headers["x-parser"];
        req.body = parser === "text" ? raw.toString("utf8") : parser === "json" ? { parsed: true } : raw;
        listener(req, res);
      });
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    port = (http.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

  const name = "ReserveNextMAWBNum.soap11";
  const request = readRecordedRequest(join(REFERENCE_DIR, "exchanges", `${name}.request.txt`));
  const expected = readRecordedResponse(join(REFERENCE_DIR, "exchanges", `${name}.response.txt`))!;
  const withParser = (parser: string): Buffer =>
    Buffer.from(withHost(request, `127.0.0.1:${port}`).toString("latin1").replace("\r\n\r\n", `\r\nx-parser: ${parser}\r\n\r\n`), "latin1");

  it("uses the body already read, as bytes or as text", async () => {
    for (const parser of ["raw", "text"]) {
      const response = await sendRaw(port, withParser(parser));
      expect(response.status).toBe(200);
      expect(response.body.toString("utf8")).toBe(expected.body.toString("utf8"));
    }
  });

  it("says so when a body parser kept no usable body", async () => {
    const response = await sendRaw(port, withParser("json"));
    expect(response.status).toBe(500);
    expect(response.body.toString()).toContain("consumed by a body parser mounted before the ASMX listener");
  });
});
