/**
 * Pooled connections are let go before the server drops them: a server closing an idle connection just as
 * a request goes out on it fails that request (and a non-idempotent call is never retried). The Node
 * transport keeps an idle connection at most `keepAliveTimeoutMs`, and less when the server announces a
 * shorter `Keep-Alive: timeout` (node:http servers do). Checked by counting the server's connections.
 */
import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { ShipmentOperationsClient } from "../../generated/shipment-operations/src/client.js";
import { nodeListener, nodeTransport } from "../../generated/shipment-operations/src/node.js";
import { createShipmentOperationsServer } from "../../generated/shipment-operations/src/server.js";
import { textHandlers } from "../support/text-handlers.js";

const service = createShipmentOperationsServer(textHandlers(() => "ok"));

let http: Server | undefined;

/** The generated server on node:http with the given keep-alive timeout; counts connections. */
async function start(keepAliveTimeout: number): Promise<{ endpoint: string; connections: () => number }> {
  let connections = 0;
  const server = createServer({ keepAliveTimeout }, nodeListener(service));
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  http = server;
  const endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}${service.path}`;
  return { endpoint, connections: () => connections };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  http?.closeAllConnections();
  await new Promise<void>((resolve) => (http ? http.close(() => resolve()) : resolve()));
  http = undefined;
});

describe("idle pooled connections", () => {
  it("are reused while fresh", async () => {
    const { endpoint, connections } = await start(60_000);
    const client = new ShipmentOperationsClient({ endpoint, allowInsecureHttp: true, transport: nodeTransport() });
    for (let i = 0; i < 3; i++) await client.reserveNextMawbNum({ carrierCode: "AA" });
    expect(connections()).toBe(1);
  });

  it("are closed after keepAliveTimeoutMs, so the next call opens a new one", async () => {
    const { endpoint, connections } = await start(60_000);
    const transport = nodeTransport({ keepAliveTimeoutMs: 200 });
    const client = new ShipmentOperationsClient({ endpoint, allowInsecureHttp: true, transport });
    await client.reserveNextMawbNum({ carrierCode: "AA" });
    await sleep(400);
    await client.reserveNextMawbNum({ carrierCode: "AA" });
    expect(connections()).toBe(2);
  });

  it("are closed a second before the server's announced Keep-Alive timeout, whatever the option says", async () => {
    const { endpoint, connections } = await start(2_500); // node:http announces "Keep-Alive: timeout=2"
    const transport = nodeTransport({ keepAliveTimeoutMs: 60_000 });
    const client = new ShipmentOperationsClient({ endpoint, allowInsecureHttp: true, transport });
    await client.reserveNextMawbNum({ carrierCode: "AA" });
    await sleep(1_300); // past the client's 1 s, before the server's 2.5 s
    await client.reserveNextMawbNum({ carrierCode: "AA" });
    expect(connections()).toBe(2);
  });
});
