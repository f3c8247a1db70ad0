#!/usr/bin/env node
/**
 * Client benchmark (`npm run bench:client`): the generated client (node:http transport, then fetch
 * transport) against node-soap's client, all calling GetStatusRequest over SOAP 1.1 on the same constant
 * server (a bare node:http server in a child process pinned to the server core, answering the generated
 * server's bytes), and a bare node:http client doing no XML at all (the limit of a Node client). Each
 * client runs in its own child process on the load core; rounds alternate between the clients,
 * sequential calls and `inFlight` calls in flight. Then, in process: decoding DataSet responses of 1,000 and
 * 10,000 rows against a bare saxes pass over the same bytes (lib/dataset.mjs).
 *
 * Writes bench/results/client.json and rebuilds bench/REPORT.md.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseCommandLine } from "../tools/lib/command-line.mjs";
import { caseById, STATUS_TEXT } from "./lib/cases.mjs";
import {
  BENCH_DIR,
  gitCommit,
  idleLoad,
  LOAD_CORE,
  loadWindow,
  log,
  machineInfo,
  pinSelf,
  requireDist,
  settings,
  startChild,
  summary,
  writeResults,
} from "./lib/common.mjs";
import { CLASS_DECODE_SIZES, measureClassDecode } from "./lib/classes-inprocess.mjs";
import { DATASET_SIZES, measureDecode } from "./lib/dataset.mjs";
import { LARGE_ROWS, measureLargeResponse } from "./lib/large-response.mjs";
import { writeReport } from "./lib/report.mjs";
import { captureGeneratedResponse, startServer } from "./server.mjs";

const CLIENT_CHILD = join(BENCH_DIR, "lib", "client-child.mjs");
export const CLIENT_VARIANTS = [
  { id: "generated-node", title: "generated client, Node transport (default)" },
  { id: "generated-fetch", title: "generated client, fetch transport" },
  { id: "soap", title: "node-soap client" },
  { id: "bare-node", title: "bare node:http client (no XML): the limit of a Node client" },
  { id: "bare-saxes", title: "bare node:http client parsing each response with saxes: the client goal's baseline" },
];

export async function runClientBench() {
  const config = settings();
  requireDist();
  pinSelf();
  const machine = machineInfo();
  const idle = await idleLoad();
  const modes = [
    { id: "sequential", title: "sequential", inFlight: 1 },
    // The judged mode: more, shorter rounds (issue #31), like the server's small-message cases.
    {
      id: "parallel",
      title: `${config.inFlight} in flight`,
      inFlight: config.inFlight,
      rounds: config.smallRounds,
      seconds: config.smallSeconds,
      slices: config.clientSlices,
    },
  ];
  const selectedModes = modes.filter((m) => !config.clientParts || config.clientParts.includes(m.id));
  const runs = (part) => !config.clientParts || config.clientParts.includes(part);
  log(
    `client benchmark: ${CLIENT_VARIANTS.length} clients × ${selectedModes.length} modes, ${config.rounds} rounds of ${config.seconds} s; machine busy before: ${idle?.busyCores.toFixed(2)} cores`,
  );
  const started = Date.now();

  const benchCase = caseById("soap11");
  const { bytes: _bytes, ...response } = await captureGeneratedResponse(benchCase);
  const server = await startServer("bare", benchCase, response);
  const clients = [];
  try {
    for (const variant of CLIENT_VARIANTS) {
      const handle = await startChild(CLIENT_CHILD, [variant.id, String(server.port)], { core: LOAD_CORE });
      clients.push({ variant, handle });
      const { result } = await handle.request({ cmd: "check" });
      if (result !== STATUS_TEXT) throw new Error(`${variant.id}: unexpected result ${JSON.stringify(result)}`);
    }

    const measure = async (client, mode, seconds) => {
      const before = await server.handle.request({ cmd: "stats" });
      const started = performance.now();
      const window = loadWindow([process.pid, server.handle.child.pid, client.handle.child.pid]);
      const run = await client.handle.request({ cmd: "run", inFlight: mode.inFlight, seconds });
      const machineLoad = window.end();
      const after = await server.handle.request({ cmd: "stats" });
      const wall = (performance.now() - started) / 1000;
      return {
        callsPerSecond: run.calls / run.seconds,
        p50: run.p50,
        p99: run.p99,
        clientCpu: run.cpuSeconds / run.seconds,
        // CPU time per call: what a call costs the client, whatever else ran on the machine.
        cpuPerCallUs: (run.cpuSeconds / run.calls) * 1e6,
        serverCpu: (after.cpuSeconds - before.cpuSeconds) / wall,
        rss: run.rss,
        foreignCores: machineLoad?.foreignCores,
        calls: run.calls,
        seconds: run.seconds,
        cpuSeconds: run.cpuSeconds,
        wall,
      };
    };

    // The passes of one round as one measurement: totals over their calls and seconds, the largest load seen.
    const combine = (list) => {
      if (list.length === 1) return list[0];
      const calls = list.reduce((n, m) => n + m.calls, 0);
      const seconds = list.reduce((n, m) => n + m.seconds, 0);
      const cpuSeconds = list.reduce((n, m) => n + m.cpuSeconds, 0);
      const weighted = (key) => list.reduce((n, m) => n + m[key] * m.calls, 0) / calls;
      return {
        callsPerSecond: calls / seconds,
        // Latency percentiles cannot be merged exactly: the call-weighted mean of the passes' percentiles.
        p50: weighted("p50"),
        p99: weighted("p99"),
        clientCpu: cpuSeconds / seconds,
        cpuPerCallUs: (cpuSeconds / calls) * 1e6,
        serverCpu: list.reduce((n, m) => n + m.serverCpu * m.wall, 0) / list.reduce((n, m) => n + m.wall, 0),
        rss: list.at(-1).rss,
        foreignCores: Math.max(...list.map((m) => m.foreignCores ?? NaN)),
        calls,
        seconds,
        cpuSeconds,
        wall: list.reduce((n, m) => n + m.wall, 0),
      };
    };

    const results = [];
    for (const mode of selectedModes) {
      // Warm-up windows until the client has used BENCH_CLIENT_WARMUP_CPU seconds of CPU: on a busy machine a
      // client gets a tenth of a core, and a warm-up by wall time alone left its first round unoptimised.
      for (const client of clients) {
        let cpu = 0;
        for (let i = 0; i < 20 && (i === 0 || cpu < config.clientWarmupCpuSeconds); i++)
          cpu += (await measure(client, mode, config.warmupSeconds)).cpuSeconds;
      }
      const rounds = Object.fromEntries(clients.map((c) => [c.variant.id, []]));
      const slices = mode.slices ?? 1;
      for (let round = 0; round < (mode.rounds ?? config.rounds); round++) {
        const order = clients.map((_, i) => clients[(i + round) % clients.length]);
        // A round is `slices` passes over the clients, each client measured seconds ÷ slices per pass: the
        // clients' windows interleave finer, so a change in the machine's load between them weighs less.
        const passes = new Map(clients.map((c) => [c, []]));
        for (let pass = 0; pass < slices; pass++)
          for (const client of order)
            passes.get(client).push(await measure(client, mode, (mode.seconds ?? config.seconds) / slices));
        for (const client of order) {
          const m = combine(passes.get(client));
          rounds[client.variant.id].push(m);
          log(
            `${mode.id} round ${round + 1} ${client.variant.id}: ${Math.round(m.callsPerSecond)} calls/s, p50 ${m.p50.toFixed(2)} ms, client CPU ${(m.clientCpu * 100).toFixed(0)}% (${m.cpuPerCallUs.toFixed(0)} µs/call), server CPU ${(m.serverCpu * 100).toFixed(0)}%, others ${m.foreignCores?.toFixed(2)} cores`,
          );
        }
      }
      const byVariant = {};
      for (const { variant } of clients) {
        const list = rounds[variant.id];
        byVariant[variant.id] = {
          callsPerSecond: summary(list.map((m) => m.callsPerSecond)),
          p50: summary(list.map((m) => m.p50)),
          p99: summary(list.map((m) => m.p99)),
          clientCpu: summary(list.map((m) => m.clientCpu)),
          cpuPerCallUs: summary(list.map((m) => m.cpuPerCallUs)),
          serverCpu: summary(list.map((m) => m.serverCpu)),
          rss: list.at(-1).rss,
          foreignCores: summary(list.map((m) => m.foreignCores ?? NaN)),
        };
      }
      const ratio = (id) => byVariant[id].callsPerSecond.median / byVariant.soap.callsPerSecond.median;
      const paired = (id) => summary(rounds[id].map((m, i) => m.callsPerSecond / rounds.soap[i].callsPerSecond));
      const cpuCost = (id) => byVariant.soap.cpuPerCallUs.median / byVariant[id].cpuPerCallUs.median;
      // Round by round, by CPU per call: the baseline's CPU/call ÷ the generated client's.
      const cpuPaired = (id, base) => summary(rounds[base].map((m, i) => m.cpuPerCallUs / rounds[id][i].cpuPerCallUs));
      results.push({
        mode: mode.id,
        title: mode.title,
        inFlight: mode.inFlight,
        rounds: mode.rounds ?? config.rounds,
        seconds: mode.seconds ?? config.seconds,
        foreignCoresMax: Math.max(...Object.values(rounds).flatMap((list) => list.map((m) => m.foreignCores ?? 0))),
        // The client goal: the generated client (Node transport) ÷ a bare node:http client parsing with saxes.
        ratioToBareSaxes: {
          "generated-node": ratio("generated-node") / ratio("bare-saxes"),
          "generated-nodePaired": summary(
            rounds["generated-node"].map((m, i) => m.callsPerSecond / rounds["bare-saxes"][i].callsPerSecond),
          ),
          "generated-nodeCpuPaired": cpuPaired("generated-node", "bare-saxes"),
          "generated-fetch": ratio("generated-fetch") / ratio("bare-saxes"),
          "generated-fetchCpuPaired": cpuPaired("generated-fetch", "bare-saxes"),
        },
        variants: byVariant,
        ratioToSoap: {
          "generated-node": ratio("generated-node"),
          "generated-nodePaired": paired("generated-node"),
          "generated-fetch": ratio("generated-fetch"),
          "generated-fetchPaired": paired("generated-fetch"),
        },
        // node-soap's CPU per call ÷ the generated client's (robust on a busy machine).
        cpuCostRatioToSoap: {
          "generated-node": cpuCost("generated-node"),
          "generated-fetch": cpuCost("generated-fetch"),
          "bare-node": cpuCost("bare-node"),
          "bare-saxes": cpuCost("bare-saxes"),
        },
        // The limit: what a client with no SOAP work at all reaches, against node-soap.
        bareToSoap: ratio("bare-node"),
      });
    }
    let decode, classDecode, large;
    if (runs("decode")) {
      log(`DataSet decoding, in process: ${DATASET_SIZES.join(" and ")} rows, ${config.stageSeconds} s each`);
      decode = await measureDecode(config.stageSeconds);
      for (const d of decode)
        log(
          `decode ${d.rows} rows, ${d.binding}: saxes ${(d.microseconds.saxes / 1000).toFixed(2)} ms; client ${d.ratioToSaxes.client.toFixed(2)}×, event path ${d.ratioToSaxes.events.toFixed(2)}×, tree path ${d.ratioToSaxes.tree.toFixed(2)}×`,
        );
    }
    if (runs("classes")) {
      log(
        `class responses, in process: FindShipments of ${CLASS_DECODE_SIZES.join(", ")} shipments, ${config.stageSeconds} s each`,
      );
      classDecode = await measureClassDecode(config.stageSeconds);
      for (const d of classDecode)
        log(
          `decode ${d.shipments} shipments (${d.bytes} bytes): saxes ${(d.microseconds.saxes / 1000).toFixed(2)} ms; generated client ${d.ratioToSaxes.client.toFixed(2)}× (by CPU ${d.cpuRatioToSaxes.client.toFixed(2)}×), node-soap ${d.ratioToSaxes.soap.toFixed(2)}×; others ${d.foreignCores?.toFixed(2)} cores`,
        );
    }
    if (runs("large")) {
      log(`one large DataSet response: ${LARGE_ROWS.toLocaleString("en-US")} rows, read by the generated client`);
      large = await measureLargeResponse();
      log(
        `large response, ${(large.bytes / 1e6).toFixed(1)} MB: ${(large.milliseconds / 1000).toFixed(2)} s; RSS ${(large.rssBefore / 2 ** 20).toFixed(0)} MiB before, peak ${(large.rssPeak / 2 ** 20).toFixed(0)} MiB, ${(large.rssRetained / 2 ** 20).toFixed(0)} MiB after with the DataSet held`,
      );
    }
    const data = {
      part: "client",
      date: new Date().toISOString(),
      durationSeconds: (Date.now() - started) / 1000,
      machine: { ...machine, commitAtEnd: gitCommit() },
      idleBefore: idle,
      settings: {
        rounds: config.rounds,
        seconds: config.seconds,
        warmupSeconds: config.warmupSeconds,
        inFlight: config.inFlight,
        smallRounds: config.smallRounds,
        smallSeconds: config.smallSeconds,
        stageSeconds: config.stageSeconds,
        clientSlices: config.clientSlices,
        clientWarmupCpuSeconds: config.clientWarmupCpuSeconds,
        clientParts: config.clientParts,
        quick: config.quick,
      },
      responseBytes: Buffer.from(response.body, "base64").length,
      modes: results,
      decode,
      classDecode,
      large,
    };
    writeResults("client", data);
    return data;
  } finally {
    await Promise.all([...clients.map((c) => c.handle.stop()), server.handle.stop()]);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  parseCommandLine(
    `usage: npm run bench:client

Client benchmark: the generated client (node:http and fetch transports) against node-soap's
client and a bare node:http client, then DataSet decoding in process against a bare saxes pass;
writes bench/results/client.json and rebuilds bench/REPORT.md.
Settings are environment variables (BENCH_QUICK=1: a smoke run of the harness, figures not meaningful);
bench/README.md lists them all.

  -h, --help  show this text

Exit codes: 0 done; 1 the benchmark failed; 2 bad flags.`,
    {},
  );
  runClientBench()
    .then(() => writeReport())
    .catch((error) => {
      log(`client benchmark failed: ${error.stack ?? error}`);
      process.exitCode = 1;
    });
}
