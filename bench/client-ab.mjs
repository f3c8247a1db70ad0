#!/usr/bin/env node
/**
 * Interleaved A/B of the client goal's row (issue #31) across source trees: the generated client (Node
 * transport, `inFlight` calls in flight) of each tree given, each in its own child process on the load
 * core, against the same bare node:http + saxes client (the goal's baseline), rounds alternating between
 * them with the first one rotating, all calling the same bare server (this tree's, on the server core).
 * A diagnosis tool, not part of `npm run bench`.
 *
 *   node bench/client-ab.mjs [--rounds N] [--seconds S] [--slices K] [--in-flight N] LABEL=TREE [LABEL=TREE ...]
 *
 * --slices K: each round measures every client K times for S ÷ K seconds, alternating (finer interleaving).
 *
 * TREE: a checkout of this project with its generated/shipment-operations/dist and runtime built
 * (e.g. a `git worktree` of another commit after `npm ci && npm run build`); its own
 * bench/lib/client-child.mjs runs its own generated client. Reported per tree, as medians of per-round
 * figures with their spread (lib/steady.mjs): the row's ratio (saxes CPU/call ÷ the tree's) and, for
 * each tree after the first, the first tree's CPU/call ÷ its own (> 1: faster than the first).
 */
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { caseById, STATUS_TEXT } from "./lib/cases.mjs";
import { BENCH_DIR, LOAD_CORE, loadWindow, log, pinSelf, startChild } from "./lib/common.mjs";
import { steadiness } from "./lib/steady.mjs";
import { captureGeneratedResponse, startServer } from "./server.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "12" },
    seconds: { type: "string", default: "2" },
    "in-flight": { type: "string", default: "32" },
    warmup: { type: "string", default: "1.5" },
    slices: { type: "string", default: "1" },
  },
});
if (positionals.length === 0 || positionals.some((p) => !p.includes("="))) {
  process.stderr.write(
    "usage: node bench/client-ab.mjs [--rounds N] [--seconds S] [--in-flight N] LABEL=TREE [LABEL=TREE ...]\n",
  );
  process.exit(2);
}
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const inFlight = Number(values["in-flight"]);
const slices = Number(values.slices);
const trees = positionals.map((p) => {
  const at = p.indexOf("=");
  return { label: p.slice(0, at), dir: resolve(p.slice(at + 1)) };
});

pinSelf();
const benchCase = caseById("soap11");
const { bytes: _bytes, ...response } = await captureGeneratedResponse(benchCase);
const server = await startServer("bare", benchCase, response);
const clients = [];
try {
  const add = async (label, script, variant) => {
    const handle = await startChild(script, [variant, String(server.port)], { core: LOAD_CORE });
    const { result } = await handle.request({ cmd: "check" });
    if (result !== STATUS_TEXT) throw new Error(`${label}: unexpected result ${JSON.stringify(result)}`);
    clients.push({ label, handle, rounds: [] });
  };
  await add("bare-saxes", join(BENCH_DIR, "lib", "client-child.mjs"), "bare-saxes");
  for (const tree of trees) await add(tree.label, join(tree.dir, "bench", "lib", "client-child.mjs"), "generated-node");

  const measure = async (client, s) => {
    const window = loadWindow([process.pid, server.handle.child.pid, client.handle.child.pid]);
    const run = await client.handle.request({ cmd: "run", inFlight, seconds: s });
    const load = window.end();
    return {
      cpuPerCallUs: (run.cpuSeconds / run.calls) * 1e6,
      calls: run.calls,
      callsPerSecond: run.calls / run.seconds,
      others: load?.foreignCores,
    };
  };
  for (const client of clients) await measure(client, Number(values.warmup));
  for (let round = 0; round < rounds; round++) {
    // A round: `slices` passes over every client (the first one rotating by round), each of seconds ÷ slices;
    // a client's figure is its CPU time over its calls in all passes of the round.
    const order = clients.map((_, i) => clients[(i + round) % clients.length]);
    const sums = new Map(clients.map((c) => [c, { cpuUs: 0, calls: 0, others: 0 }]));
    for (let pass = 0; pass < slices; pass++) {
      for (const client of order) {
        const m = await measure(client, seconds / slices);
        const sum = sums.get(client);
        sum.cpuUs += m.cpuPerCallUs * m.calls;
        sum.calls += m.calls;
        sum.others = Math.max(sum.others, m.others ?? 0);
      }
    }
    const line = [];
    for (const client of order) {
      const sum = sums.get(client);
      const m = { cpuPerCallUs: sum.cpuUs / sum.calls, others: sum.others };
      client.rounds.push(m);
      line.push(`${client.label} ${m.cpuPerCallUs.toFixed(1)} µs/call (others ${m.others.toFixed(2)})`);
    }
    log(`round ${round + 1}: ${line.join(", ")}`);
  }
  const [saxes, first, ...rest] = clients;
  const show = (name, s) =>
    `${name}: ${s.median.toFixed(3)}× [${s.low.toFixed(3)}–${s.high.toFixed(3)}], spread ${(s.spread * 100).toFixed(1)}% over ${s.rounds} rounds`;
  for (const client of [first, ...rest]) {
    const row = steadiness(saxes.rounds.map((m, i) => m.cpuPerCallUs / client.rounds[i].cpuPerCallUs));
    log(show(`row (saxes ÷ ${client.label}, CPU/call)`, row));
  }
  for (const client of rest) {
    const ab = steadiness(first.rounds.map((m, i) => m.cpuPerCallUs / client.rounds[i].cpuPerCallUs));
    log(show(`A/B (${first.label} ÷ ${client.label}, CPU/call; > 1: ${client.label} faster)`, ab));
  }
} finally {
  await Promise.all([...clients.map((c) => c.handle.stop()), server.handle.stop()]);
}
