#!/usr/bin/env node
/**
 * EXPERIMENT: cheaper DataSet encoding, on a patched copy of dist/ (bench/.work/, removed afterwards).
 *
 * Two small changes with the same output:
 *   1. names.js: encodeXmlName memoised (it runs per cell today, with a regex test per character);
 *   2. model.js: DataTable.column(name) through a Map built once (a linear find today, called for every
 *      key of every row by the encoder's "unknown column" check).
 * Checks the encoder's output is byte-identical on the benchmark DataSets and on rows with awkward names and
 * values, then times encodeDataSet and server.handle() before and after (interleaved, in-process).
 *
 * With --http, also an A/B over HTTP (server children, autocannon) on the two DataSet cases.
 *
 *   node bench/experiments/dataset-encode.mjs [--seconds 4] [--http]
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { SERVER_CASES, STATUS_COLUMNS, STATUS_TEXT, statusRows } from "../lib/cases.mjs";
import { DIST, ENDPOINT_PATH } from "../lib/common.mjs";
import { interleaved } from "../lib/interleave.mjs";
import { abServer } from "./ab.mjs";
import { patchedDist, removeWork } from "./patched-dist.mjs";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "4" }, http: { type: "boolean", default: false } },
});

const patched = patchedDist("dataset-encode", [
  {
    file: "runtime/dataset/names.js",
    find: "export function encodeXmlName(name) {",
    replace:
      "const encodedNames = new Map();\nexport function encodeXmlName(name) {\n    let known = encodedNames.get(name);\n    if (known === undefined) {\n        known = encodeXmlNameUncached(name);\n        if (encodedNames.size < 10000) encodedNames.set(name, known);\n    }\n    return known;\n}\nfunction encodeXmlNameUncached(name) {",
  },
  {
    file: "runtime/dataset/model.js",
    find: "    column(name) {\n        return this.columns.find((c) => c.name === name);\n    }",
    replace:
      "    #byName;\n    column(name) {\n        this.#byName ??= new Map(this.columns.map((c) => [c.name, c]));\n        return this.#byName.get(name);\n    }",
  },
]);

async function load(dist) {
  const server = await import(pathToFileURL(join(dist, "server.js")).href);
  const encode = await import(pathToFileURL(join(dist, "runtime", "dataset", "encode.js")).href);
  return { ...server, ...encode };
}
const before = await load(DIST);
const after = await load(patched);

// Same bytes: the benchmark DataSets and a table with names that need escaping and varied values.
const awkward = {
  "Track Num": "string",
  _x0041_: "string",
  Zoë: "int",
  日付: "dateTime",
  Amount: "decimal",
  Ratio: "double",
  Data: "base64Binary",
  Flag: "boolean",
};
const awkwardRows = (lib) => [
  {
    "Track Num": 'a&b <c> "d" ]]>',
    _x0041_: " ",
    Zoë: -5,
    日付: "2024-02-29T23:59:59.123+01:00",
    Amount: "-1234.5600",
    Ratio: 1e21,
    Data: new Uint8Array([0, 255, 16]),
    Flag: true,
  },
  { "Track Num": null, Ratio: Number.NaN, Flag: false },
  lib.row({ "Track Num": "new", Zoë: 1 }, { state: "added" }),
];
for (const rows of [2, 1000]) {
  const a = before.encodeDataSet(
    before.dataSet("StatusDataSet", [before.table("Status", STATUS_COLUMNS, statusRows(rows))]),
  );
  const b = after.encodeDataSet(
    after.dataSet("StatusDataSet", [after.table("Status", STATUS_COLUMNS, statusRows(rows))]),
  );
  if (a !== b) throw new Error(`output differs for ${rows} rows`);
}
for (const layout of ["compact", "indented"]) {
  const a = before.encodeDataSet(before.dataSet("Odd Set", [before.table("Odd Table", awkward, awkwardRows(before))]), {
    layout,
  });
  const b = after.encodeDataSet(after.dataSet("Odd Set", [after.table("Odd Table", awkward, awkwardRows(after))]), {
    layout,
  });
  if (a !== b) throw new Error(`output differs for the awkward table (${layout})`);
}
process.stdout.write("same output before and after on the benchmark DataSets and the awkward table\n");

function serverOf(lib, rows) {
  const ds = lib.dataSet("StatusDataSet", [lib.table("Status", STATUS_COLUMNS, statusRows(rows))]);
  const text = () => STATUS_TEXT;
  return lib.createShipmentOperationsServer(
    {
      getQuotesRequest: text,
      getQuotes: () => null,
      uploadShipmentsRequest: text,
      uploadShipmentsRs: text,
      getStatus: () => ds,
      getStatusRef: () => null,
      getStatusRequest: text,
      viewNextAvailableMawbNum: text,
      reserveNextMawbNum: text,
    },
    { path: ENDPOINT_PATH },
  );
}
const items = [];
for (const rows of [2, 1000]) {
  const c = SERVER_CASES.find((x) => x.rows === rows);
  const request = {
    method: "POST",
    url: c.request.path,
    headers: { host: "127.0.0.1", ...c.request.headers },
    body: Buffer.from(c.request.body),
    remoteAddress: "127.0.0.1",
    secure: false,
  };
  for (const [label, lib] of [
    ["as generated", before],
    ["patched", after],
  ]) {
    const ds = lib.dataSet("StatusDataSet", [lib.table("Status", STATUS_COLUMNS, statusRows(rows))]);
    items.push({ name: `encodeDataSet ${label}, ${rows} rows`, fn: () => lib.encodeDataSet(ds) });
    const server = serverOf(lib, rows);
    items.push({
      name: `handle() ${label}: ${c.title}`,
      fn: async () => {
        const r = await server.handle(request);
        if (r.status !== 200) throw new Error(`HTTP ${r.status}`);
      },
    });
  }
}
const results = await interleaved(items, Number(values.seconds), 100);
for (const r of results)
  process.stdout.write(
    `${r.microseconds.toFixed(1).padStart(10)} µs ${Math.round(r.perSecond).toLocaleString("en-US").padStart(10)}/s  ${r.name}\n`,
  );
if (values.http) {
  for (const id of ["dataset2", "dataset1000"])
    process.stdout.write(`${await abServer(patched, id, { rounds: 4, seconds: 2 })}\n`);
}
removeWork();
