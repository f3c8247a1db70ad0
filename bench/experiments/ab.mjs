/**
 * EXPERIMENTS: A/B comparisons over HTTP of the generated package as it is (A) and a patched copy of its
 * dist/ (B), with the benchmark's own children, pinning and load generator; rounds alternate A, B.
 */
import { join } from "node:path";
import { caseById, checkResponse, STATUS_TEXT } from "../lib/cases.mjs";
import { BENCH_DIR, LOAD_CORE, pinSelf, SERVER_CORE, startChild, summary } from "../lib/common.mjs";
import { exchange } from "../lib/http.mjs";
import { load } from "../lib/load.mjs";
import { captureGeneratedResponse, startServer } from "../server.mjs";

function line(label, a, b, unit) {
  const ratio = b.median / a.median;
  return `${label}: A ${Math.round(a.median)} ${unit} (${Math.round(a.min)}–${Math.round(a.max)}), B ${Math.round(b.median)} ${unit} (${Math.round(b.min)}–${Math.round(b.max)}), B ÷ A ${ratio.toFixed(2)}×`;
}

/** Generated client A vs B (`variant`: generated-node or generated-fetch) against the constant server. */
export async function abClient(
  patchedDistDir,
  { variant = "generated-node", inFlight = 32, rounds = 5, seconds = 2 } = {},
) {
  pinSelf();
  const benchCase = caseById("soap11");
  const { bytes: _bytes, ...response } = await captureGeneratedResponse(benchCase);
  const server = await startServer("bare", benchCase, response);
  const script = join(BENCH_DIR, "lib", "client-child.mjs");
  const a = await startChild(script, [variant, String(server.port)], { core: LOAD_CORE });
  const b = await startChild(script, [variant, String(server.port)], {
    core: LOAD_CORE,
    env: { BENCH_GENERATED_DIST: patchedDistDir },
  });
  try {
    for (const c of [a, b]) {
      const { result } = await c.request({ cmd: "check" });
      if (result !== STATUS_TEXT) throw new Error(`unexpected result ${JSON.stringify(result)}`);
      await c.request({ cmd: "run", inFlight, seconds: 1 });
    }
    const rates = { a: [], b: [] };
    for (let r = 0; r < rounds; r++) {
      for (const [key, c] of r % 2
        ? [
            ["b", b],
            ["a", a],
          ]
        : [
            ["a", a],
            ["b", b],
          ]) {
        const run = await c.request({ cmd: "run", inFlight, seconds });
        rates[key].push(run.calls / run.seconds);
      }
    }
    return line(`${variant}, ${inFlight} in flight`, summary(rates.a), summary(rates.b), "calls/s");
  } finally {
    await Promise.all([a.stop(), b.stop(), server.handle.stop()]);
  }
}

/**
 * Generated server A vs B on a server case (autocannon, the benchmark's connections): req/s as fast as
 * each answers, and (with `rate`) the CPU time per request at that fixed rate.
 */
export async function abServer(patchedDistDir, caseId, { rounds = 5, seconds = 2, connections = 32, rate } = {}) {
  pinSelf();
  const benchCase = caseById(caseId);
  const script = join(BENCH_DIR, "lib", "server-child.mjs");
  const a = await startChild(script, ["generated", benchCase.id], { core: SERVER_CORE });
  const b = await startChild(script, ["generated", benchCase.id], {
    core: SERVER_CORE,
    env: { BENCH_GENERATED_DIST: patchedDistDir },
  });
  try {
    const ports = {};
    for (const [key, c] of [
      ["a", a],
      ["b", b],
    ]) {
      ports[key] = (await c.request({ cmd: "start" })).port;
      const answer = await exchange(ports[key], benchCase.request);
      const problem = checkResponse(benchCase, answer.status, answer.text);
      if (problem) throw new Error(`${key}: ${problem}`);
      await load(ports[key], benchCase.request, { connections, seconds: 1 });
    }
    const rates = { a: [], b: [] };
    const costs = { a: [], b: [] };
    const handles = { a, b };
    for (let r = 0; r < rounds; r++) {
      for (const key of r % 2 ? ["b", "a"] : ["a", "b"]) {
        const m = await load(ports[key], benchCase.request, { connections, seconds });
        if (m.errors + m.timeouts + m.non2xx > 0) throw new Error(`${key}: errors under load`);
        rates[key].push(m.rps);
        if (rate) {
          const before = await handles[key].request({ cmd: "stats" });
          const f = await load(ports[key], benchCase.request, { connections, seconds, rate });
          const after = await handles[key].request({ cmd: "stats" });
          costs[key].push(((after.cpuSeconds - before.cpuSeconds) / f.ok) * 1e6);
        }
      }
    }
    const lines = [line(`server, ${benchCase.title}`, summary(rates.a), summary(rates.b), "req/s")];
    if (rate) lines.push(line(`  CPU per request at ${rate} req/s`, summary(costs.a), summary(costs.b), "µs"));
    return lines.join("\n");
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

export { captureGeneratedResponse };
