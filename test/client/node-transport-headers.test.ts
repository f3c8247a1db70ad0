/**
 * The Node transport hands node:http a request's shared header list in its raw form (name, value, …) and
 * adds Content-Length, Host and Authorization itself (issue #31: node:http then skips its header map). The
 * bytes must stay those node:http sends for the same headers given as an object, as the transport did
 * before: checked here against node:http itself, header by header as the server receives them.
 */
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeTransport } from "../../generated/shipment-operations/src/node.js";
import type { TransportRequest } from "asmx-codegen-runtime";

interface Received {
  readonly method: string;
  readonly url: string;
  readonly rawHeaders: readonly string[];
  readonly body: string;
}

let server: Server;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", rawHeaders: req.rawHeaders, body });
      res.writeHead(200, { "Content-Type": "text/xml; charset=utf-8" });
      res.end("<ok/>");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "::", resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const frozen = (pairs: [string, string][]): TransportRequest["headers"] =>
  Object.freeze(pairs.map((pair) => Object.freeze(pair)));

/** What the transport sends for `call`, as the server received it. */
async function viaTransport(call: Omit<TransportRequest, "timeoutMs" | "maxResponseBytes">): Promise<Received> {
  received.length = 0;
  const response = await nodeTransport()({ ...call, timeoutMs: 5_000, maxResponseBytes: 1_000_000 });
  expect(response.body).toBe("<ok/>");
  return received[0]!;
}

/** What node:http sends for the same request with its headers as an object (the transport's former form). */
async function viaObjectHeaders(call: Omit<TransportRequest, "timeoutMs" | "maxResponseBytes">): Promise<Received> {
  received.length = 0;
  const url = new URL(call.url);
  const headers: IncomingHttpHeaders & Record<string, string> = {};
  for (const [name, value] of call.headers) headers[name] = value;
  if (call.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(call.body));
  const agent = new Agent({ keepAlive: true });
  await new Promise<void>((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname.replace(/^\[(.*)\]$/, "$1"),
        port: url.port,
        path: url.pathname + url.search,
        method: call.method,
        headers,
        agent,
        ...(url.username ? { auth: `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` } : {}),
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve());
      },
    );
    req.on("error", reject);
    req.end(call.body);
  });
  agent.destroy();
  return received[0]!;
}

describe("the Node transport's request headers", () => {
  it("are a SOAP call's headers, then Content-Length in bytes, Host and Connection, as node:http writes them", async () => {
    const call = {
      url: `http://127.0.0.1:${port}/svc.asmx`,
      method: "POST" as const,
      headers: frozen([
        ["Content-Type", "text/xml; charset=utf-8"],
        ["SOAPAction", '"urn:x/Op"'],
      ]),
      body: "<é/>",
    };
    const sent = await viaTransport(call);
    expect(sent.rawHeaders).toEqual([
      "Content-Type",
      "text/xml; charset=utf-8",
      "SOAPAction",
      '"urn:x/Op"',
      "Content-Length",
      "5",
      "Host",
      `127.0.0.1:${port}`,
      "Connection",
      "keep-alive",
    ]);
    expect(sent.body).toBe("<é/>");
    expect(sent).toEqual(await viaObjectHeaders(call));
  });

  it.each([
    ["a user and password in the URL (Authorization)", `http://us%20er:p%40ss@localhost:PORT/svc.asmx`, "POST"],
    ["an IPv6 host (in brackets), HTTP GET without a body", `http://[::1]:PORT/svc.asmx/Op?a=1&b=%C3%A9`, "GET"],
  ] as const)("are node:http's own with %s", async (_title, template, method) => {
    const call = {
      url: template.replace("PORT", String(port)),
      method,
      headers: frozen(method === "POST" ? [["Content-Type", "application/x-www-form-urlencoded"]] : []),
      ...(method === "POST" ? { body: "a=1" } : {}),
    };
    const sent = await viaTransport(call);
    expect(sent).toEqual(await viaObjectHeaders(call));
    if (template.includes("@"))
      expect(sent.rawHeaders).toContain(`Basic ${Buffer.from("us er:p@ss").toString("base64")}`);
    else expect(sent.rawHeaders).toContain(`[::1]:${port}`);
  });

  it.each([
    [
      "a list made for one call (not frozen)",
      [
        ["Content-Type", "text/xml"],
        ["X-Trace", "1"],
      ],
      false,
    ],
    [
      "two names differing in case only (the last one wins)",
      [
        ["Content-Type", "text/xml"],
        ["content-type", "a/b"],
      ],
      true,
    ],
    [
      "a Host header of the caller's",
      [
        ["Content-Type", "text/xml"],
        ["Host", "example.org"],
      ],
      true,
    ],
    ["an Authorization header of the caller's", [["Authorization", "Bearer t"]], true],
  ] as const)("with %s are sent as node:http sends them as an object", async (_title, pairs, freeze) => {
    const list = pairs.map(([name, value]) => [name, value] as [string, string]);
    const call = {
      url: `http://user:pw@127.0.0.1:${port}/svc.asmx`,
      method: "POST" as const,
      headers: freeze ? frozen(list) : list,
      body: "<x/>",
    };
    expect(await viaTransport(call)).toEqual(await viaObjectHeaders(call));
  });

  it("refuse a header value node:http cannot send, before anything is sent", async () => {
    received.length = 0;
    await expect(
      nodeTransport()({
        url: `http://127.0.0.1:${port}/svc.asmx`,
        method: "POST",
        headers: frozen([["SOAPAction", "a\r\nInjected: 1"]]),
        body: "<x/>",
        timeoutMs: 5_000,
        maxResponseBytes: 1_000,
      }),
    ).rejects.toThrow(/Invalid character in header content \["SOAPAction"\]/);
    expect(received).toEqual([]);
  });
});
