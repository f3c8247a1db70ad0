#!/usr/bin/env node
/**
 * Where the generated server's time goes per request, in one process without HTTP (a diagnosis tool,
 * not part of `npm run bench`): the whole `server.handle()` of each benchmark case, and its main stages
 * (charset decoding, XML parsing, the DataSet encoder) timed alone. Measurements alternate between the
 * items in short slices, so a busy machine slows all of them alike.
 *
 *   node bench/server-stages.mjs [--seconds 6]
 */
import { parseArgs } from "node:util";
import { createShipmentOperationsServer, dataSet, table } from "../generated/shipment-operations/dist/server.js";
import { parseXml } from "../runtime/dist/xml/tree.js";
import { decodeText } from "../runtime/dist/server/media.js";
import { encodeDataSet } from "../runtime/dist/dataset/encode.js";
import { SERVER_CASES, STATUS_COLUMNS, STATUS_TEXT, statusRows } from "./lib/cases.mjs";
import { ENDPOINT_PATH } from "./lib/common.mjs";
import { interleaved } from "./lib/interleave.mjs";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "6" } } });

const dataSets = {
  2: dataSet("StatusDataSet", [table("Status", STATUS_COLUMNS, statusRows(2))]),
  1000: dataSet("StatusDataSet", [table("Status", STATUS_COLUMNS, statusRows(1000))]),
  10000: dataSet("StatusDataSet", [table("Status", STATUS_COLUMNS, statusRows(10000))]),
};
let current = dataSets[2];
const text = () => STATUS_TEXT;
const server = createShipmentOperationsServer(
  {
    getQuotesRequest: text,
    getQuotes: () => null,
    uploadShipmentsRequest: text,
    uploadShipmentsRs: text,
    getStatus: () => current,
    getStatusRef: () => null,
    getStatusRequest: text,
    viewNextAvailableMawbNum: text,
    reserveNextMawbNum: text,
  },
  { path: ENDPOINT_PATH },
);

const items = [];
for (const c of SERVER_CASES) {
  const request = {
    method: c.request.method,
    url: c.request.path,
    headers: { host: "127.0.0.1", ...c.request.headers },
    body: Buffer.from(c.request.body ?? ""),
    remoteAddress: "127.0.0.1",
    secure: false,
  };
  const ds = dataSets[c.rows ?? 2];
  if (!ds) throw new Error(`${c.id}: no DataSet of ${c.rows} rows prepared`);
  items.push({
    name: `handle(): ${c.title}`,
    fn: async () => {
      current = ds;
      const r = await server.handle(request);
      if (r.status !== 200) throw new Error(`${c.id}: HTTP ${r.status}`);
    },
  });
}
const envelope = SERVER_CASES[0].request.body;
const envelopeBytes = Buffer.from(envelope);
items.push({
  name: "decodeText (UTF-8 body → string), SOAP 1.1 request",
  fn: () => decodeText(envelopeBytes, "utf-8", true),
});
items.push({ name: "parseXml (saxes → tree), SOAP 1.1 request", fn: () => parseXml(envelope) });
// The fast path in front of saxes, where the runtime has one.
items.push({ name: "encodeDataSet, 2 rows", fn: () => encodeDataSet(dataSets[2]) });
items.push({ name: "encodeDataSet, 1,000 rows", fn: () => encodeDataSet(dataSets[1000]) });

const results = await interleaved(items, Number(values.seconds));
for (const r of results)
  process.stdout.write(
    `${r.microseconds.toFixed(1).padStart(10)} µs ${Math.round(r.perSecond).toLocaleString("en-US").padStart(10)}/s  ${r.name}\n`,
  );
