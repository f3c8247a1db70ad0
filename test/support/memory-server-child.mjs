/**
 * The generated ShipmentTracking server (generated/shipment-tracking/dist, `listen`) in a process of its
 * own, so that its RSS is the server's alone. Run by test/reliability/hostile-memory.test.ts.
 *
 *   node test/support/memory-server-child.mjs '<ServerOptions as JSON>' [handlerDelayMs]
 *
 * Handlers read their whole input (so decoded values stay alive while they run) and, with a delay, hold it
 * that long, as a handler waiting on a database would. IPC: sends { type: "ready", port }; answers
 * { id, cmd: "memory" } with { id, rss, peak } (bytes; peak: the process's highest RSS so far, maxrss).
 */
import { createShipmentTrackingServer } from "../../generated/shipment-tracking/dist/server.js";
import { listen } from "../../generated/shipment-tracking/dist/node.js";

const options = JSON.parse(process.argv[2] ?? "{}");
const delayMs = Number(process.argv[3] ?? 0);
const held = (value) => (delayMs > 0 ? new Promise((done) => setTimeout(() => done(value), delayMs)) : value);

/** Counts what an input holds, visiting every value (a handler that reads its input). */
function size(value) {
  if (Array.isArray(value)) return value.reduce((n, item) => n + size(item), 1);
  if (value !== null && typeof value === "object") {
    let n = 1;
    for (const key in value) n += size(value[key]);
    return n;
  }
  return 1;
}

const server = createShipmentTrackingServer.partial(
  {
    ping: () => held(null),
    quote: (input) => held({ result: true, total: String(size(input)), currency: "EUR" }),
    findShipments: (input) => {
      size(input);
      return held([]);
    },
    recordEvent: (input) => held(input.evt),
    getLabels: (input) => held(input.pieceIds.map(String)),
    getShipmentSummary: (input) => held({ trackNum: input.trackNum, state: "InTransit", pieces: 2 }),
  },
  options,
);
const listening = await listen(server);

process.on("message", (message) => {
  if (message && message.cmd === "memory") {
    process.send({ id: message.id, rss: process.memoryUsage.rss(), peak: process.resourceUsage().maxRSS * 1024 });
  }
});
process.on("disconnect", () => process.exit(0));
process.send({ type: "ready", port: Number(new URL(listening.url).port) });
