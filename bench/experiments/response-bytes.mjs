#!/usr/bin/env node
/**
 * EXPERIMENT: the response body as a pooled Node Buffer instead of a fresh TextEncoder Uint8Array.
 * runtime/server/response.js encodes every body with TextEncoder.encode, which allocates a new
 * ArrayBuffer (an external allocation the GC tracks) per response; Buffer.from(string) takes small
 * strings from Node's 8 KiB pool. Patched copy of dist/ (bench/.work/): respond() uses Buffer.from when
 * Buffer exists (Node, Bun, Deno's node compat), TextEncoder otherwise. Same bytes. A/B over HTTP:
 * req/s, and CPU per request at a fixed rate.
 *
 *   node bench/experiments/response-bytes.mjs [--rounds 4] [--seconds 2] [--rate 4000]
 */
import { parseArgs } from "node:util";
import { abServer } from "./ab.mjs";
import { patchedDist, removeWork } from "./patched-dist.mjs";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "4" },
    seconds: { type: "string", default: "2" },
    rate: { type: "string", default: "4000" },
  },
});
const patched = patchedDist("response-bytes", [
  {
    file: "runtime/server/response.js",
    find: "const bytes = body.length === 0 ? EMPTY : encoder.encode(body);",
    replace:
      'const bytes = body.length === 0 ? EMPTY : typeof Buffer === "function" ? Buffer.from(body, "utf8") : encoder.encode(body);',
  },
]);
try {
  for (const id of ["soap11", "httpget", "dataset2"]) {
    process.stdout.write(
      `${await abServer(patched, id, { rounds: Number(values.rounds), seconds: Number(values.seconds), rate: Number(values.rate) })}\n`,
    );
  }
} finally {
  removeWork();
}
