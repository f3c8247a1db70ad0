#!/usr/bin/env node
/**
 * EXPERIMENT: how much of the client's time per call is the response's XML parse, on patched copies of
 * dist/ (bench/.work/), A/B over HTTP with the client benchmark's children (32 calls in flight):
 *   no-parse  the result is not parsed at all (returned as a constant once the body arrived): the most any
 *             change to the response path could give;
 *   stream    the result's text read straight from saxes events, no element tree (no fault handling): the
 *             most a tree-free reader on saxes could give.
 * Measured 22 Nov (runs of 6–10 rounds): no-parse 1.43× and 1.57×; stream 1.04×, 1.06×, 1.13×, 1.19×.
 * A complete event reader (envelope, Body, fault and nil rules, falling back to the tree for anything
 * else; property-tested equal to the tree path) then measured 1.00×, 1.09×, 0.91×, 1.09× against the tree:
 * no gain distinguishable from noise, so it was not kept. The parse by saxes itself is the client's largest
 * cost after node:http (about 18 µs per call inside the running client, against ~7 µs in a tight loop);
 * the tree built from its events is not.
 *
 *   node bench/experiments/client-parse.mjs [--rounds 8] [--seconds 2]     (ONLY_STREAM=1: the stream variant alone)
 */
import { parseArgs } from "node:util";
import { STATUS_TEXT } from "../lib/cases.mjs";
import { abClient } from "./ab.mjs";
import { patchedDist, removeWork } from "./patched-dist.mjs";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "8" }, seconds: { type: "string", default: "2" } },
});
const PARSE = "root = parseXml(response.body);";

const noParse = patchedDist("client-no-parse", [
  { file: "runtime/client/response.js", find: PARSE, replace: `return ${JSON.stringify(STATUS_TEXT)};` },
]);
const stream = patchedDist("client-stream", [
  {
    file: "runtime/client/response.js",
    find: PARSE,
    replace: `{ const read = readResultText(response.body, operation.resultElement); if (read !== undefined) return read; } ${PARSE}`,
  },
  {
    file: "runtime/client/response.js",
    find: "export function decodeResponse(",
    replace: [
      'import { SaxesParser } from "saxes";',
      'let parser, capture = false, text = "", target = "";',
      "function readResultText(body, element) {",
      "  if (!parser) {",
      "    parser = new SaxesParser({ xmlns: true, position: true });",
      "    parser.on('opentag', (tag) => { capture = tag.local === target; });",
      "    parser.on('text', (t) => { if (capture) text += t; });",
      "    parser.on('closetag', () => { capture = false; });",
      "  }",
      '  target = element; text = ""; capture = false;',
      "  parser.write(body).close();",
      "  return text;",
      "}",
      "export function decodeResponse(",
    ].join("\n"),
  },
]);
try {
  const options = { rounds: Number(values.rounds), seconds: Number(values.seconds) };
  if (!process.env.ONLY_STREAM) process.stdout.write(`no-parse: ${await abClient(noParse, options)}\n`);
  process.stdout.write(`stream:   ${await abClient(stream, options)}\n`);
} finally {
  removeWork();
}
