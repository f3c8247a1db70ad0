#!/usr/bin/env node
/**
 * How the client's decode of the 1,000-shipment FindShipments response (issue #31's "≤ 2× a bare saxes pass"
 * row) splits, in process (a diagnosis tool, not part of `npm run bench`). Interleaved 100 ms slices, CPU
 * time, per-round ratios to the bare pass, medians with their ~95 % interval (lib/steady.mjs):
 *
 * - `saxes`: the bare pass of the benchmark (the runtime's options, three no-op handlers);
 * - `dispatch`: the runtime's parser (xml/tree.ts parseXml: its six handlers, depth and attribute limits,
 *   namespace scopes) with the result element captured by a reader that does nothing: the cost of reaching
 *   a reader at all;
 * - `graph`: the bare pass that also makes the decoded result, a deep copy of the client's own result made
 *   shipment by shipment at each `</Shipment>` (objects, arrays, strings and bytes made anew): the cost of
 *   the result surviving among saxes's garbage (its allocation and the scavenges that copy it), with no
 *   reading at all. What a reader on saxes cannot go below;
 * - `client`: the generated client's `findShipments` (an in-memory transport answering those bytes).
 *
 *   node bench/decode-floor.mjs [ROUNDS] [SHIPMENTS]
 *
 * SHARED_STRINGS=1: `graph` keeps the result's strings instead of making new ones (a reader keeps the text
 * saxes hands it, which the bare pass makes too): the lower bound of that floor, the default its upper one.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { SaxesParser } from "saxes";
import { findShipmentsBody, soapRequest, TRACKING_DIST, TRACKING_NS, TRACKING_PATH } from "./lib/classes.mjs";
import { bareSaxes, handleRequest, trackingServer } from "./lib/classes-inprocess.mjs";
import { ROOT } from "./lib/common.mjs";
import { medianInterval } from "./lib/steady.mjs";

const rounds = Number(process.argv[2] ?? 20);
const count = Number(process.argv[3] ?? 1000);
const server = await trackingServer(count);
const response = await server.handle(handleRequest(soapRequest("FindShipments", findShipmentsBody())));
const text = Buffer.from(response.body).toString("utf8");
const contentType = response.headers.find(([name]) => name.toLowerCase() === "content-type")[1];
const { ShipmentTrackingClient } = await import(pathToFileURL(join(TRACKING_DIST, "client.js")).href);
const { parseXml } = await import(pathToFileURL(join(ROOT, "runtime/dist/xml/tree.js")).href);
const client = new ShipmentTrackingClient({
  endpoint: `https://bench.invalid${TRACKING_PATH}`,
  binding: "soap11",
  transport: async () => ({ status: 200, contentType, body: text }),
});
const input = { trackNums: ["T0000000000"], state: "InTransit", since: "2024-01-02T03:04:05Z" };
const model = await client.findShipments(input);
if (model.length !== count) throw new Error(`expected ${count} shipments`);

/** A new string of the same text (not the same string: the copy is what a reader would make). */
const fresh = process.env.SHARED_STRINGS ? (s) => s : (s) => (s + " ").slice(0, -1);
function copy(value) {
  if (typeof value === "string") return fresh(value);
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Uint8Array) return value.slice();
  if (Array.isArray(value)) {
    const items = [];
    for (const item of value) items.push(copy(item));
    return items;
  }
  const object = {};
  for (const key in value) object[key] = copy(value[key]);
  return object;
}
const graphParser = new SaxesParser({ xmlns: true, position: true });
let made;
let next = 0;
graphParser.on("opentag", () => {});
graphParser.on("text", () => {});
graphParser.on("closetag", (tag) => {
  if (tag.local === "Shipment" && tag.uri === TRACKING_NS) made.push(copy(model[next++]));
});

const nothing = { open: () => false, text() {}, close() {}, element() {}, end() {} };
const capture = (element) => (element.local === "FindShipmentsResult" ? nothing : undefined);
const saxes = bareSaxes();
const items = [
  { name: "saxes", fn: () => saxes(text) },
  { name: "dispatch", fn: () => parseXml(text, undefined, capture) },
  {
    name: "graph",
    fn: () => {
      made = [];
      next = 0;
      graphParser.write(text).close();
      if (made.length !== count) throw new Error("graph: shipments missed");
      return made;
    },
  },
  { name: "client", fn: () => client.findShipments(input) },
];
let kept; // the last result stays alive until the next, as a caller's would
for (const item of items) for (let i = 0; i < 15; i++) kept = await item.fn();
const cpu = items.map(() => []);
for (let round = 0; round < rounds; round++) {
  const order = round % 2 ? [...items.keys()].reverse() : [...items.keys()];
  for (const i of order) {
    const start = process.cpuUsage();
    const stop = performance.now() + 100;
    let calls = 0;
    while (performance.now() < stop) {
      kept = items[i].fn();
      if (kept && typeof kept.then === "function") kept = await kept;
      calls++;
    }
    const used = process.cpuUsage(start);
    cpu[i].push((used.user + used.system) / calls);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
process.stdout.write(`${count} shipments, ${Buffer.byteLength(text)} bytes, ${rounds} rounds (CPU time)\n`);
for (const [i, item] of items.entries()) {
  const ratios = cpu[i].map((value, round) => value / cpu[0][round]);
  const { low, high } = medianInterval(ratios);
  process.stdout.write(
    `  ${item.name.padEnd(9)} ${(median(cpu[i]) / 1000).toFixed(2).padStart(7)} ms  ` +
      `${median(ratios).toFixed(3)}× saxes [${low.toFixed(3)}, ${high.toFixed(3)}]\n`,
  );
}
