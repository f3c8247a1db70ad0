#!/usr/bin/env node
/**
 * CPU profile of one server or client under the benchmark's load (a diagnosis tool, not part of
 * `npm run bench`): the process runs with `node --cpu-prof`, pinned like in the benchmark, and the
 * profile is summarised with bench/profile-summary.mjs.
 *
 *   node bench/profile.mjs server KIND CASE [SECONDS]     KIND: generated | bare | saxes | soap; CASE: soap11, dataset1000, classes1000, classreq1000, …
 *   node bench/profile.mjs client VARIANT IN_FLIGHT [SECONDS]   VARIANT: generated-node | generated-fetch | soap | bare-node | bare-saxes
 *
 * PROFILE_RATE=N: the server gets a fixed N requests/s instead of as many as it answers.
 * The .cpuprofile is left in bench/results/profiles/ (open it in Chrome DevTools or VS Code).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { caseById } from "./lib/cases.mjs";
import { BENCH_DIR, LOAD_CORE, pinSelf, RESULTS_DIR, SERVER_CORE, settings, startChild } from "./lib/common.mjs";
import { load } from "./lib/load.mjs";
import { captureGeneratedResponse, startServer } from "./server.mjs";

const [what, name, arg, secondsText] = process.argv.slice(2);
if (!["server", "client"].includes(what) || !name || !arg) {
  process.stderr.write(
    "usage: node bench/profile.mjs server KIND CASE [SECONDS] | client VARIANT IN_FLIGHT [SECONDS]\n",
  );
  process.exit(2);
}
const seconds = Number(secondsText ?? 5);
const config = settings();
pinSelf();
const dir = join(RESULTS_DIR, "profiles", `${what}-${name}-${arg}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const execArgv = ["--cpu-prof", `--cpu-prof-dir=${dir}`];

if (what === "server") {
  const benchCase = caseById(arg);
  let response;
  if (name === "bare" || name === "saxes") {
    const { bytes: _bytes, ...rest } = await captureGeneratedResponse(benchCase);
    response = rest;
  }
  const handle = await startChild(join(BENCH_DIR, "lib", "server-child.mjs"), [name, benchCase.id], {
    core: SERVER_CORE,
    execArgv,
  });
  const { port } = await handle.request({ cmd: "start", response });
  const rate = process.env.PROFILE_RATE ? Number(process.env.PROFILE_RATE) : undefined;
  const connections = benchCase.connections ?? config.connections;
  await load(port, benchCase.request, { connections, seconds: 1, rate });
  const result = await load(port, benchCase.request, { connections, seconds, rate });
  process.stdout.write(`${name} ${benchCase.id}: ${Math.round(result.rps)} req/s under the profiler\n`);
  await handle.stop();
} else {
  const benchCase = caseById("soap11");
  const { bytes: _bytes, ...response } = await captureGeneratedResponse(benchCase);
  const server = await startServer("bare", benchCase, response);
  const client = await startChild(join(BENCH_DIR, "lib", "client-child.mjs"), [name, String(server.port)], {
    core: LOAD_CORE,
    execArgv,
  });
  await client.request({ cmd: "run", inFlight: Number(arg), seconds: 1 });
  const run = await client.request({ cmd: "run", inFlight: Number(arg), seconds });
  process.stdout.write(
    `${name}, ${arg} in flight: ${Math.round(run.calls / run.seconds)} calls/s under the profiler\n`,
  );
  await client.stop();
  await server.handle.stop();
}

// SIGTERM ends the child before it writes its profile on exit; a child stopped that way writes nothing,
// so the children exit on disconnect instead (see serveRequests), which does write it.
const files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
if (files.length === 0) {
  process.stderr.write(`no profile was written in ${dir}\n`);
  process.exit(1);
}
for (const file of files) {
  process.stdout.write(`\n${join(dir, file)}\n`);
  process.stdout.write(
    execFileSync(process.execPath, [join(BENCH_DIR, "profile-summary.mjs"), join(dir, file), "--top", "20"], {
      encoding: "utf8",
    }),
  );
}
