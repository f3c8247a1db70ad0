/**
 * The benchmark's counted rounds (bench/lib/load.mjs `amount`, issue #31): a fixed number of requests, every
 * one answered before the load returns, so the server's CPU from idle to idle divides by exactly that many.
 * A timed load instead drops the requests still in flight at its end with their connections.
 */
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { load } from "../../bench/lib/load.mjs";

let server: Server;
let port: number;
let begun = 0;
const count = (): void => {
  begun++;
};

beforeAll(async () => {
  subscribe("http.server.request.start", count);
  // Each answer 20 ms late: with 8 connections a timed load ends with requests in flight.
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => setTimeout(() => res.end("ok"), 20));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  unsubscribe("http.server.request.start", count);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const request = { method: "POST", path: "/", headers: { "content-type": "text/plain" }, body: "x" };

describe("load", { timeout: 30_000 }, () => {
  it("with amount, sends exactly that many requests and has every answer", async () => {
    begun = 0;
    const result = await load(port, request, { connections: 8, amount: 60 });
    expect(result).toMatchObject({ ok: 60, errors: 0, timeouts: 0, non2xx: 0 });
    expect(begun).toBe(60);
  });

  it("timed, the server began requests whose answers the load did not wait for", async () => {
    begun = 0;
    const result = await load(port, request, { connections: 8, seconds: 0.5 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.ok).toBeGreaterThan(0);
    expect(begun).toBeGreaterThan(result.ok);
  });
});
