#!/usr/bin/env node
/**
 * Server benchmark (`npm run bench:server`): the generated server against a bare node:http server
 * answering the same bytes (the limit of a Node server), a saxes-only server (the same after parsing the
 * SOAP envelope: the floor of a strict SOAP server) and node-soap, case by case. Each server runs in a child
 * process pinned to the server core; autocannon runs here, on the load core. Rounds alternate between the
 * servers (rotating which goes first) after a warm-up of each. Then, in process: the DataSet encoder on
 * 1,000 and 10,000 rows (lib/dataset.mjs).
 *
 * Writes bench/results/server.json and rebuilds bench/REPORT.md.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseCommandLine } from "../tools/lib/command-line.mjs";
import { caseById, CLASS_CASES, checkResponse, SERVER_CASES, SMALL_CASES } from "./lib/cases.mjs";
import { CLASS_REQUEST_PIECES, measureClassServer } from "./lib/classes-inprocess.mjs";
import {
  BENCH_DIR,
  gitCommit,
  idleLoad,
  loadWindow,
  log,
  machineInfo,
  pinSelf,
  requireDist,
  SERVER_CORE,
  settings,
  sleep,
  startChild,
  summary,
  writeResults,
} from "./lib/common.mjs";
import { DATASET_SIZES, measureEncode } from "./lib/dataset.mjs";
import { exchange } from "./lib/http.mjs";
import { load } from "./lib/load.mjs";
import { writeReport } from "./lib/report.mjs";

/** The reference request of the hostile try: ~4 MiB of pieces (the server's default body limit). */
const REFERENCE_LARGE_PIECES = 23000;
const SERVER_CHILD = join(BENCH_DIR, "lib", "server-child.mjs");
export const SERVER_KINDS = [
  { id: "generated", title: "generated server" },
  { id: "bare", title: "bare node:http (constant bytes)" },
  { id: "saxes", title: "saxes-only: parses the envelope, answers constant bytes" },
  { id: "soap", title: "node-soap" },
];

export async function startServer(kind, benchCase, response, execArgv = []) {
  const handle = await startChild(SERVER_CHILD, [kind, benchCase.id], { core: SERVER_CORE, execArgv });
  const { port } = await handle.request({ cmd: "start", response });
  return { kind, port, handle };
}

/** The generated server's answer to a case's request (status, headers it chose, body), checked. */
export async function captureGeneratedResponse(benchCase) {
  const generated = await startServer("generated", benchCase);
  try {
    return await checkedAnswer(generated, benchCase);
  } finally {
    await generated.handle.stop();
  }
}

async function checkedAnswer(server, benchCase) {
  const answer = await exchange(server.port, benchCase.request);
  const problem = checkResponse(benchCase, answer.status, answer.text);
  if (problem) throw new Error(`${server.kind} server, ${benchCase.id}: ${problem}`);
  return { status: answer.status, headers: answer.headers, body: answer.bytes.toString("base64"), bytes: answer.bytes };
}

/** Starts the servers of a case and checks each answers the case's request with its result. */
async function startCase(benchCase) {
  const servers = [];
  try {
    const generated = await startServer("generated", benchCase);
    servers.push(generated);
    const answer = await checkedAnswer(generated, benchCase);
    const { bytes: _bytes, ...response } = answer;
    const bare = await startServer("bare", benchCase, response);
    servers.push(bare);
    const bareAnswer = await exchange(bare.port, benchCase.request);
    if (!bareAnswer.bytes.equals(answer.bytes) || bareAnswer.status !== answer.status)
      throw new Error(`bare server, ${benchCase.id}: does not answer the generated server's bytes`);
    bare.bytes = bareAnswer.bytes.length;
    // SOAP requests only (the cases node-soap serves): the others have no envelope to parse.
    if (benchCase.soap) {
      const saxes = await startServer("saxes", benchCase, response);
      servers.push(saxes);
      const saxesAnswer = await exchange(saxes.port, benchCase.request);
      if (!saxesAnswer.bytes.equals(answer.bytes))
        throw new Error(`saxes-only server, ${benchCase.id}: does not answer the generated server's bytes`);
      saxes.bytes = saxesAnswer.bytes.length;
    }
    if (benchCase.soap) {
      const soap = await startServer("soap", benchCase);
      servers.push(soap);
      const soapAnswer = await exchange(soap.port, benchCase.request);
      const soapProblem = checkResponse(benchCase, soapAnswer.status, soapAnswer.text);
      if (soapProblem) throw new Error(`node-soap, ${benchCase.id}: ${soapProblem}`);
      servers.find((s) => s.kind === "soap").bytes = soapAnswer.bytes.length;
    }
    generated.bytes = answer.bytes.length;
    return servers;
  } catch (error) {
    await Promise.all(servers.map((s) => s.handle.stop()));
    throw error;
  }
}

/**
 * Waits until the server has answered what was still queued when the load stopped (node-soap takes seconds
 * on a large DataSet with 32 requests queued): servers share one core, so the next one measured would
 * otherwise run beside it. Idle: under 5% CPU over 200 ms; at most 30 s. Returns the server's stats when it
 * went idle (the start of the quiet 200 ms), `from` if it already was.
 */
async function settle(server, from) {
  let last = from ?? (await server.handle.request({ cmd: "stats" }));
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await server.handle.request({ cmd: "stats" });
    if (now.cpuSeconds - last.cpuSeconds < 0.01) return last;
    last = now;
  }
  return last;
}

/**
 * The requests a counted case's round sends `server`: as many as it answered in `seconds` once warm (one
 * more timed load of up to a second; everything it was sent, counted until it was idle again, over that
 * time), at least two per connection.
 */
async function calibrate(server, benchCase, config, seconds) {
  const before = await server.handle.request({ cmd: "stats" });
  const started = performance.now();
  await load(server.port, benchCase.request, { connections: config.connections, seconds: Math.min(1, seconds) });
  const idle = await settle(server);
  const rate = (idle.requests - before.requests) / ((performance.now() - started) / 1000);
  return Math.max(2 * config.connections, Math.round(rate * seconds));
}

/**
 * One round of one server: the load for `seconds`, or with `amount`, exactly that many requests, all answered
 * (the class cases). Waits until the server is idle again before it returns.
 */
async function measure(server, benchCase, config, seconds, amount) {
  const before = await server.handle.request({ cmd: "stats" });
  const loadCpuBefore = process.cpuUsage();
  const started = performance.now();
  const window = loadWindow([process.pid, server.handle.child.pid]);
  const result = await load(server.port, benchCase.request, { connections: config.connections, seconds, amount });
  const machine = window.end();
  const after = await server.handle.request({ cmd: "stats" });
  // CPU over the whole window, answers to requests still queued when the load stopped included.
  const wall = (performance.now() - started) / 1000;
  const loadCpu = process.cpuUsage(loadCpuBefore);
  const settled = await settle(server, after);
  if (result.ok === 0)
    throw new Error(`${server.kind}, ${benchCase.id}: no answer within a round of ${seconds} s (make the rounds longer)`);
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0)
    throw new Error(
      `${server.kind}, ${benchCase.id}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx responses under load`,
    );
  // The requests the server began in the round (node:http counts them in the server's process).
  const served = settled.requests - before.requests;
  if (amount && (served !== amount || result.ok !== amount))
    throw new Error(`${server.kind}, ${benchCase.id}: ${amount} requests sent, ${served} begun, ${result.ok} answered`);
  return {
    ...result,
    serverCpu: (after.cpuSeconds - before.cpuSeconds) / wall,
    // The load generator's own CPU use (this process): near 100% means autocannon, not the server, was the limit.
    loadCpu: (loadCpu.user + loadCpu.system) / 1e6 / wall,
    // CPU time per answered request: what a request costs the server, whatever else ran on the machine. With
    // `amount`, exact: from an idle server to an idle server, every request answered. In a timed round, the
    // CPU when the load stops ÷ the answers seen, which counts the work on requests still in flight then:
    // slightly high for slow cases (for node-soap's 1,000 shipments, up to 32 of its ~45 ms answers in a
    // round of 3 s: rounds of one run swung 7.2×–13.1× against the generated server, 7.0×–7.8× by amount).
    cpuPerRequestUs: ((amount ? settled.cpuSeconds : after.cpuSeconds) - before.cpuSeconds) / result.ok * 1e6,
    served,
    rss: after.rss,
    peakRss: after.peak,
    foreignCores: machine?.foreignCores,
  };
}

/**
 * Peak RSS of the generated server reading a class request, one request at a time: a new server process,
 * its RSS when idle (after one request and a full GC), then one request alone; the growth over idle ÷ the
 * request's size (issue #31: ≤ 10×). One such growth is 0.5–2 MiB for the 1,000-piece request, so one sample
 * swung between 3× and 11× on the same code: the figure judged is the median over `trials` new servers.
 * Then, on the last of them, the request sent over one connection for `seconds`.
 */
async function measureRequestMemory(benchCase, seconds, trials) {
  const requestBytes = Buffer.byteLength(benchCase.request.body);
  const singles = [];
  for (let trial = 1; ; trial++) {
    const server = await startServer("generated", benchCase, undefined, ["--expose-gc"]);
    try {
      await checkedAnswer(server, benchCase);
      await server.handle.request({ cmd: "gc" });
      await sleep(200);
      const idle = await server.handle.request({ cmd: "stats" });
      const single = await exchange(server.port, benchCase.request);
      if (single.status !== 200) throw new Error(`${benchCase.id}: HTTP ${single.status}`);
      await sleep(100); // the RSS sampler's period is 50 ms
      const one = await server.handle.request({ cmd: "stats" });
      singles.push({ idle: idle.rss, peak: one.peak, growth: (one.peak - idle.rss) / requestBytes });
      if (trial < trials) continue;
      // The median trial's figures (the upper one of an even count).
      const judged = [...singles].sort((a, b) => a.growth - b.growth)[Math.floor(singles.length / 2)];
      // Then one request after another for `seconds`: what garbage left between requests adds.
      const window = loadWindow([process.pid, server.handle.child.pid]);
      const result = await load(server.port, benchCase.request, { connections: 1, seconds });
      const machine = window.end();
      const loaded = await server.handle.request({ cmd: "stats" });
      if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${benchCase.id}: failures under load`);
      const peakRss = Math.max(one.peak, loaded.peak);
      return {
        id: benchCase.id,
        title: benchCase.title,
        pieces: benchCase.pieces,
        requestBytes,
        requests: result.ok,
        trials: singles.map((t) => t.growth),
        idleRss: judged.idle,
        singlePeakRss: judged.peak,
        growthToSize: judged.growth,
        peakRss,
        sustainedGrowthToSize: (peakRss - idle.rss) / requestBytes,
        foreignCores: machine?.foreignCores,
      };
    } finally {
      await server.handle.stop();
    }
  }
}

export async function runServerBench() {
  const config = settings();
  requireDist();
  pinSelf();
  const machine = machineInfo();
  const idle = await idleLoad();
  const selected = config.cases ? config.cases.map((id) => caseById(id)) : SERVER_CASES;
  log(
    `server benchmark: ${selected.length} cases, ${config.rounds} rounds of ${config.seconds} s, ${config.connections} connections; machine busy before: ${idle?.busyCores.toFixed(2)} cores`,
  );
  const started = Date.now();
  const cases = [];
  for (const benchCase of selected) {
    const small = SMALL_CASES.includes(benchCase.id);
    const classCase = CLASS_CASES.includes(benchCase.id);
    const roundCount = small ? config.smallRounds : classCase ? config.classRounds : config.rounds;
    const roundSeconds = small
      ? config.smallSeconds
      : classCase
        ? config.classSeconds
        : Math.max(config.seconds, benchCase.minSeconds ?? 0);
    const caseConfig = benchCase.connections ? { ...config, connections: benchCase.connections } : config;
    const servers = await startCase(benchCase);
    try {
      const amounts = {};
      for (const server of servers) {
        await load(server.port, benchCase.request, { connections: caseConfig.connections, seconds: config.warmupSeconds });
        await settle(server);
        if (benchCase.counted) amounts[server.kind] = await calibrate(server, benchCase, caseConfig, roundSeconds);
      }
      const rounds = Object.fromEntries(servers.map((s) => [s.kind, []]));
      for (let round = 0; round < roundCount; round++) {
        const order = servers.map((_, i) => servers[(i + round) % servers.length]);
        for (const server of order) {
          const m = await measure(server, benchCase, caseConfig, roundSeconds, amounts[server.kind]);
          rounds[server.kind].push(m);
          // The next round's amount from this round's pace (a cold or crowded calibration made rounds too short).
          if (amounts[server.kind])
            amounts[server.kind] = Math.max(2 * caseConfig.connections, Math.round((m.ok / m.seconds) * roundSeconds));
          log(
            `${benchCase.id} round ${round + 1} ${server.kind}: ${Math.round(m.rps)} req/s, p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms, server CPU ${(m.serverCpu * 100).toFixed(0)}% (${m.cpuPerRequestUs.toFixed(0)} µs/request), autocannon CPU ${(m.loadCpu * 100).toFixed(0)}%, others ${m.foreignCores?.toFixed(2)} cores`,
          );
        }
      }
      const results = {};
      for (const server of servers) {
        const list = rounds[server.kind];
        results[server.kind] = {
          responseBytes: server.bytes,
          rps: summary(list.map((m) => m.rps)),
          p50: summary(list.map((m) => m.p50)),
          p99: summary(list.map((m) => m.p99)),
          serverCpu: summary(list.map((m) => m.serverCpu)),
          cpuPerRequestUs: summary(list.map((m) => m.cpuPerRequestUs)),
          requests: list.map((m) => m.ok),
          loadCpu: summary(list.map((m) => m.loadCpu)),
          peakRss: Math.max(...list.map((m) => m.peakRss)),
          rss: list.at(-1).rss,
          foreignCores: summary(list.map((m) => m.foreignCores ?? NaN)),
        };
      }
      // Paired ratios: each round's figure against the bare (or saxes-only) server's in the same round.
      const paired = (kind, base = "bare") =>
        rounds[kind] && rounds[base] ? summary(rounds[kind].map((m, i) => m.rps / rounds[base][i].rps)) : undefined;
      // The same by CPU per request, round by round: the baseline's CPU/request ÷ the generated server's.
      const cpuPaired = (kind, base) =>
        rounds[kind] && rounds[base]
          ? summary(rounds[base].map((m, i) => m.cpuPerRequestUs / rounds[kind][i].cpuPerRequestUs))
          : undefined;
      cases.push({
        id: benchCase.id,
        title: benchCase.title,
        connections: caseConfig.connections,
        rounds: roundCount,
        seconds: roundSeconds,
        counted: benchCase.counted === true,
        // The most other processes used during any measurement of the case (cores).
        foreignCoresMax: Math.max(...Object.values(rounds).flatMap((list) => list.map((m) => m.foreignCores ?? 0))),
        cpuPaired: {
          generatedToBare: cpuPaired("generated", "bare"),
          generatedToSaxes: cpuPaired("generated", "saxes"),
          generatedToSoap: cpuPaired("generated", "soap"),
        },
        results,
        ratioToBare: {
          generated: results.generated.rps.median / results.bare.rps.median,
          generatedPaired: paired("generated"),
          soap: results.soap ? results.soap.rps.median / results.bare.rps.median : undefined,
          soapPaired: paired("soap"),
        },
        ratioToSaxes: results.saxes
          ? {
              generated: results.generated.rps.median / results.saxes.rps.median,
              generatedPaired: paired("generated", "saxes"),
              saxesToBare: results.saxes.rps.median / results.bare.rps.median,
            }
          : undefined,
        // Capacity from CPU cost: the bare server's CPU per request ÷ this server's (robust on a busy machine).
        cpuCostRatioToBare: {
          generated: results.bare.cpuPerRequestUs.median / results.generated.cpuPerRequestUs.median,
          saxes: results.saxes ? results.bare.cpuPerRequestUs.median / results.saxes.cpuPerRequestUs.median : undefined,
          soap: results.soap ? results.bare.cpuPerRequestUs.median / results.soap.cpuPerRequestUs.median : undefined,
        },
        generatedToSoap: results.soap ? results.generated.rps.median / results.soap.rps.median : undefined,
      });
    } finally {
      await Promise.all(servers.map((s) => s.handle.stop()));
    }
  }
  const memory = [];
  if (!config.cases || config.cases.includes("classreq1000")) {
    for (const pieces of [CLASS_REQUEST_PIECES, REFERENCE_LARGE_PIECES]) {
      const m = await measureRequestMemory(caseById(`classreq${pieces}`), config.quick ? 1 : 3, config.quick ? 1 : 5);
      memory.push(m);
      log(
        `request memory, ${m.title} (${m.requestBytes} bytes): idle ${(m.idleRss / 2 ** 20).toFixed(0)} MiB, one request ${(m.singlePeakRss / 2 ** 20).toFixed(0)} MiB (growth ${m.growthToSize.toFixed(1)}× the request, the median of ${m.trials.map((t) => t.toFixed(1)).join(", ")}), ${m.requests} requests ${(m.peakRss / 2 ** 20).toFixed(0)} MiB (${m.sustainedGrowthToSize.toFixed(1)}×)`,
      );
    }
  }
  log(`class path, in process: FindShipments answers and the Quote request, ${config.stageSeconds} s each`);
  const classes = await measureClassServer(config.stageSeconds);
  for (const e of classes.encode)
    log(
      `encode ${e.shipments} shipments: server.handle() ${(e.microseconds.handle / 1000).toFixed(2)} ms (${e.mbPerSecond.handle.toFixed(0)} MB/s); saxes over it ${e.mbPerSecond.saxes.toFixed(0)} MB/s; others ${e.foreignCores?.toFixed(2)} cores`,
    );
  log(
    `Quote of ${classes.requestDecode.pieces} pieces: server.handle() ÷ saxes ${classes.requestDecode.ratioToSaxes.toFixed(2)}× (by CPU ${classes.requestDecode.cpuRatioToSaxes.toFixed(2)}×)`,
  );
  log(`DataSet encoder, in process: ${DATASET_SIZES.join(" and ")} rows, ${config.stageSeconds} s each`);
  const encode = await measureEncode(config.stageSeconds);
  for (const e of encode)
    log(
      `encode ${e.rows} rows: encodeDataSet ${(e.microseconds.encode / 1000).toFixed(2)} ms (${e.mbPerSecond.encode.toFixed(0)} MB/s), server.handle() ${(e.microseconds.handle / 1000).toFixed(2)} ms (${e.mbPerSecond.handle.toFixed(0)} MB/s)`,
    );
  const data = {
    part: "server",
    date: new Date().toISOString(),
    durationSeconds: (Date.now() - started) / 1000,
    machine: { ...machine, commitAtEnd: gitCommit() },
    idleBefore: idle,
    settings: {
      rounds: config.rounds,
      seconds: config.seconds,
      warmupSeconds: config.warmupSeconds,
      connections: config.connections,
      smallRounds: config.smallRounds,
      smallSeconds: config.smallSeconds,
      classRounds: config.classRounds,
      classSeconds: config.classSeconds,
      stageSeconds: config.stageSeconds,
      quick: config.quick,
    },
    cases,
    encode,
    memory,
    classes,
  };
  writeResults("server", data);
  return data;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  parseCommandLine(
    `usage: npm run bench:server

Server benchmark: the generated server against a bare node:http server, a saxes-only server and
node-soap, case by case, then the DataSet encoder in process; writes bench/results/server.json and
rebuilds bench/REPORT.md.
Settings are environment variables (BENCH_QUICK=1: a smoke run of the harness, figures not meaningful);
bench/README.md lists them all.

  -h, --help  show this text

Exit codes: 0 done; 1 the benchmark failed; 2 bad flags.`,
    {},
  );
  runServerBench()
    .then(() => writeReport())
    .catch((error) => {
      log(`server benchmark failed: ${error.stack ?? error}`);
      process.exitCode = 1;
    });
}
