#!/usr/bin/env node
/**
 * `npm run bench`: the server, client and generator benchmarks, one after the other, each in a process
 * of its own (the server and client parts pin themselves to the load core; the generator part must not
 * inherit that), then bench/REPORT.md. About 8–9 minutes with the default settings (see bench/README.md);
 * BENCH_QUICK=1 for a smoke run of the harness in about a minute.
 *
 *   npm run bench [-- server client generate]   (default: all three)
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseCommandLine, usageError } from "../tools/lib/command-line.mjs";
import { BENCH_DIR, DIST, log, ROOT } from "./lib/common.mjs";
import { writeReport } from "./lib/report.mjs";

const PARTS = { server: "server.mjs", client: "client.mjs", generate: "generate.mjs" };
const USAGE = `usage: npm run bench [-- PART...]

Runs the benchmark parts (default: all, in this order: ${Object.keys(PARTS).join(", ")}), each in a process
of its own, then writes bench/REPORT.md. About 8-9 minutes for all three.
Settings are environment variables (BENCH_QUICK=1: a smoke run of the harness, figures not meaningful);
bench/README.md lists them all.

  -h, --help  show this text

Exit codes: 0 done; 1 a part failed; 2 bad flags or an unknown part.`;
const { positionals } = parseCommandLine(USAGE, { allowPositionals: true });
const wanted = positionals.length ? positionals : Object.keys(PARTS);
for (const part of wanted)
  if (!Object.hasOwn(PARTS, part)) usageError(USAGE, `unknown part '${part}' (parts: ${Object.keys(PARTS).join(", ")})`);

if (!existsSync(join(DIST, "server.js"))) {
  log("generated/shipment-operations/dist is missing: running `npm run generate` first");
  const generated = spawnSync("npm", ["run", "generate"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (generated.status !== 0) process.exit(generated.status ?? 1);
}

const started = Date.now();
let failed = false;
for (const part of wanted) {
  const run = spawnSync(process.execPath, [join(BENCH_DIR, PARTS[part])], { cwd: ROOT, stdio: "inherit" });
  if (run.status !== 0) {
    failed = true;
    log(`${part} part failed (exit ${run.status ?? run.signal})`);
  }
}
writeReport();
log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = failed ? 1 : 0;
