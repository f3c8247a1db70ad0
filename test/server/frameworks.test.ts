/**
 * The generated server inside the frameworks the README and the adapters' doc comments name, mounted as
 * they say: Express (at the root, under a mount path, and after express.raw()), Fastify (raw request and
 * reply, body left unread), Koa (`ctx.respond = false`) and Hono on @hono/node-server (the fetch adapter).
 * Every binding, the WSDL and error cases must answer exactly as the server's own `listen()` does: same
 * status, content type and body bytes (the WSDL's port aside).
 */
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve as serveHono } from "@hono/node-server";
import express from "express";
import Fastify, { type FastifyInstance } from "fastify";
import { Hono } from "hono";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, nodeListener, type Listening } from "../../generated/shipment-operations/src/node.js";
import { createShipmentOperationsServer } from "../../generated/shipment-operations/src/server.js";
import { textHandlers } from "../support/text-handlers.js";

const PATH = "/ShipmentOperations.asmx";
const NS = "http://shipment.example.com/operations";
// Echoes its input, secrets included: a test double.
const server = createShipmentOperationsServer(textHandlers((input) => `echo ${JSON.stringify(input)} & <done>`));

interface Probe {
  readonly name: string;
  readonly method: "GET" | "POST";
  /** Path and query below the endpoint path. */
  readonly target: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

const envelope11 = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ViewNextAvailableMAWBNum xmlns="${NS}"><UserID>u</UserID><Password>p</Password><CarrierCode>AA</CarrierCode></ViewNextAvailableMAWBNum></soap:Body></soap:Envelope>`;
const envelope12 = envelope11.replace("http://schemas.xmlsoap.org/soap/envelope/", "http://www.w3.org/2003/05/soap-envelope");

const PROBES: readonly Probe[] = [
  {
    name: "SOAP 1.1",
    method: "POST",
    target: "",
    headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${NS}/ViewNextAvailableMAWBNum"` },
    body: envelope11,
  },
  {
    name: "SOAP 1.2",
    method: "POST",
    target: "",
    headers: { "Content-Type": `application/soap+xml; charset=utf-8; action="${NS}/ViewNextAvailableMAWBNum"` },
    body: envelope12,
  },
  { name: "HTTP GET", method: "GET", target: "/ViewNextAvailableMAWBNum?UserID=u&Password=p&CarrierCode=A%26B" },
  {
    name: "HTTP POST",
    method: "POST",
    target: "/ViewNextAvailableMAWBNum",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "UserID=u&Password=p&CarrierCode=AA",
  },
  { name: "WSDL", method: "GET", target: "?WSDL" },
  {
    name: "malformed XML",
    method: "POST",
    target: "",
    headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${NS}/ViewNextAvailableMAWBNum"` },
    body: "<soap:Envelope",
  },
  { name: "unknown method", method: "GET", target: "/NoSuchMethod" },
];

interface Answer {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: string;
}

async function ask(origin: string, base: string, probe: Probe): Promise<Answer> {
  const response = await fetch(`${origin}${base}${probe.target}`, {
    method: probe.method,
    headers: probe.headers,
    body: probe.body,
  });
  const body = (await response.text()).replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:PORT");
  return { status: response.status, contentType: response.headers.get("content-type"), body };
}

const originOf = (address: AddressInfo | string | null): string =>
  `http://127.0.0.1:${(address as AddressInfo).port}`;

function listenNode(app: RequestListener): Promise<Server> {
  return new Promise((resolve) => {
    const http = createServer(app);
    http.listen(0, "127.0.0.1", () => resolve(http));
  });
}

let reference: Listening;
const expected = new Map<string, Answer>();
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  reference = await listen(server);
  const origin = new URL(reference.url).origin;
  for (const probe of PROBES) expected.set(probe.name, await ask(origin, PATH, probe));
  // The probes mean something: each binding answered, and the errors are the errors.
  expect(expected.get("SOAP 1.1")!.status).toBe(200);
  expect(expected.get("HTTP GET")!.body).toContain("A&amp;B");
  expect(expected.get("malformed XML")!.status).toBe(400);
  expect(expected.get("unknown method")!.status).toBe(500);
});

afterAll(async () => {
  await reference.close();
  for (const close of closers) await close();
});

function closeNode(http: Server): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      http.closeAllConnections();
      http.close(() => resolve());
    });
}

async function expectSameAnswers(origin: string, base = PATH): Promise<void> {
  for (const probe of PROBES) expect(await ask(origin, base, probe), probe.name).toEqual(expected.get(probe.name));
}

describe("inside web frameworks", () => {
  it("Express: the listener at the root, before any body parser", async () => {
    const app = express();
    app.use(nodeListener(server));
    const http = await listenNode(app);
    closers.push(closeNode(http));
    await expectSameAnswers(originOf(http.address()));
  });

  it("Express: the listener mounted at the endpoint path (Express strips it from req.url)", async () => {
    const app = express();
    app.use(PATH, nodeListener(server));
    const http = await listenNode(app);
    closers.push(closeNode(http));
    await expectSameAnswers(originOf(http.address()));
  });

  it("Express: mounted under another path than the spec's endpoint, with the path option", async () => {
    const moved = "/legacy/Operations.asmx";
    const handlers = textHandlers((input) => `echo ${JSON.stringify(input)} & <done>`);
    const app = express();
    app.use(moved, nodeListener(createShipmentOperationsServer(handlers, { path: moved })));
    // Without the option the server answers only its spec's path, and its 404 says which that is.
    app.use("/unmoved/Operations.asmx", nodeListener(server));
    const http = await listenNode(app);
    closers.push(closeNode(http));
    const origin = originOf(http.address());
    for (const probe of PROBES.filter((p) => p.name !== "WSDL")) {
      expect(await ask(origin, moved, probe), probe.name).toEqual(expected.get(probe.name));
    }
    const wsdl = await ask(origin, moved, PROBES.find((p) => p.name === "WSDL")!);
    expect(wsdl.body).toBe(expected.get("WSDL")!.body.replaceAll(PATH, moved));
    const unmoved = await fetch(`${origin}/unmoved/Operations.asmx?WSDL`);
    expect(unmoved.status).toBe(404);
    expect(await unmoved.text()).toBe(`The resource cannot be found. This service is at ${PATH}\n`);
  });

  it("Express: after express.raw(), whose Buffer body the listener uses", async () => {
    const app = express();
    app.use(express.raw({ type: () => true }));
    app.use(nodeListener(server));
    const http = await listenNode(app);
    closers.push(closeNode(http));
    await expectSameAnswers(originOf(http.address()));
  });

  it("Fastify: raw request and reply, the body left unread", async () => {
    const app: FastifyInstance = Fastify();
    const listener = nodeListener(server);
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", (_request, _payload, done) => done(null)); // the listener reads the body
    const route = (request: { raw: never }, reply: { hijack(): void; raw: never }): void => {
      reply.hijack();
      listener(request.raw, reply.raw);
    };
    app.all(PATH, route as never);
    app.all(`${PATH}/*`, route as never);
    await app.listen({ port: 0, host: "127.0.0.1" });
    closers.push(() => app.close());
    await expectSameAnswers(originOf(app.server.address()));
  });

  it("Koa: ctx.respond = false and the raw request and response", async () => {
    const app = new Koa();
    const listener = nodeListener(server);
    app.use((ctx) => {
      ctx.respond = false;
      listener(ctx.req, ctx.res);
    });
    const http = await listenNode(app.callback());
    closers.push(closeNode(http));
    await expectSameAnswers(originOf(http.address()));
  });

  it("Hono on @hono/node-server: the fetch adapter", async () => {
    const app = new Hono();
    app.all("*", (c) => server.fetch(c.req.raw));
    const http = await new Promise<Server>((resolve) => {
      const s = serveHono({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s as Server));
    });
    closers.push(closeNode(http));
    await expectSameAnswers(originOf(http.address()));
  });
});
