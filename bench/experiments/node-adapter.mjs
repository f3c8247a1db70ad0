#!/usr/bin/env node
/**
 * EXPERIMENT: what the generated server's node:http path costs per request beyond a bare node:http server,
 * step by step (variants in adapter-child.mjs). Every variant answers the generated server's exact bytes
 * for the case's request; each gets the same FIXED request rate, so the CPU time per request compares
 * like with like (at a fixed rate, batching in the event loop is the same for all; the figure does not
 * depend on what else the machine runs). Rounds alternate between the variants.
 *
 *   node bench/experiments/node-adapter.mjs [--case soap11] [--rate 4000] [--rounds 3] [--seconds 3]
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { caseById } from "../lib/cases.mjs";
import { BENCH_DIR, pinSelf, SERVER_CORE, startChild, summary } from "../lib/common.mjs";
import { exchange } from "../lib/http.mjs";
import { load } from "../lib/load.mjs";
import { captureGeneratedResponse } from "../server.mjs";

const { values } = parseArgs({
  options: {
    case: { type: "string", default: "soap11" },
    rate: { type: "string", default: "4000" },
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "3" },
  },
});
const VARIANTS = (
  process.env.VARIANTS ??
  "bare,server-options,async-answer,body-reader,adapter,adapter-encode,adapter-async,serve-discarded,generated"
).split(",");
pinSelf();
const benchCase = caseById(values.case);
const { bytes, ...response } = await captureGeneratedResponse(benchCase);
const children = [];
try {
  for (const variant of VARIANTS) {
    const handle = await startChild(join(BENCH_DIR, "experiments", "adapter-child.mjs"), [variant], {
      core: SERVER_CORE,
    });
    const { port } = await handle.request({ cmd: "start", response });
    const answer = await exchange(port, benchCase.request);
    if (!answer.bytes.equals(bytes)) throw new Error(`${variant}: not the generated server's bytes`);
    await load(port, benchCase.request, { connections: 32, seconds: 1, rate: Number(values.rate) });
    children.push({ variant, handle, port, costs: [] });
  }
  for (let round = 0; round < Number(values.rounds); round++) {
    for (let i = 0; i < children.length; i++) {
      const c = children[(i + round) % children.length];
      const before = await c.handle.request({ cmd: "stats" });
      const m = await load(c.port, benchCase.request, {
        connections: 32,
        seconds: Number(values.seconds),
        rate: Number(values.rate),
      });
      const after = await c.handle.request({ cmd: "stats" });
      if (m.errors + m.timeouts + m.non2xx > 0) throw new Error(`${c.variant}: errors under load`);
      c.costs.push(((after.cpuSeconds - before.cpuSeconds) / m.ok) * 1e6);
    }
  }
  const base = summary(children[0].costs).median;
  process.stdout.write(
    `${benchCase.title}, ${values.rate} requests/s fixed, CPU per request (median of ${values.rounds} rounds, min–max):\n`,
  );
  for (const c of children) {
    const s = summary(c.costs);
    process.stdout.write(
      `${c.variant.padEnd(16)} ${s.median.toFixed(1).padStart(6)} µs (${s.min.toFixed(1)}–${s.max.toFixed(1)})  +${(s.median - base).toFixed(1)} µs over bare\n`,
    );
  }
} finally {
  await Promise.all(children.map((c) => c.handle.stop()));
}
