/**
 * bench/REPORT.md from the latest results of each part (bench/results/{server,client,generate}.json):
 * the machine, the goals with their verdicts, then each part's figures (medians and min–max of the
 * rounds, ratios). Parts not run yet are said to be missing.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { BENCH_DIR, readResults } from "./common.mjs";

export const GOALS = {
  /** SOAP 1.1 and 1.2: generated ÷ the saxes-only server (the floor of a strict SOAP server). */
  serverSoapToSaxes: 0.9,
  /** HTTP GET and POST: generated ÷ bare node:http. */
  serverHttpToBare: 0.85,
  /** GetStatus with 1,000 rows: generated ÷ bare, and ÷ node-soap. */
  serverDataSetToBare: 0.15,
  serverDataSetToSoap: 10,
  /** GetStatus with 10,000 rows under load: the generated server's peak RSS ÷ the bare server's, at most. */
  serverPeakRssToBare: 2,
  client: 5,
  /** Client decoding of a DataSet response: at most this many times a bare saxes pass over the same bytes. */
  datasetDecode: 2,
  /** A client reading one 50 MB DataSet response: peak RSS growth ÷ response size, at most (stated in README). */
  largeResponseMemory: 6,
  /** encodeDataSet of 1,000 rows: MB/s of content written, at least. */
  datasetEncodeMBps: 200,
  generate9Seconds: 1.0,
  check9Seconds: 0.5,
  generate1000Seconds: 10,
  perOperationGrowth: 1.5,
};

const fmt = {
  int: (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString("en-US") : "–"),
  n: (v, d = 2) => (Number.isFinite(v) ? v.toFixed(d) : "–"),
  ratio: (v) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : "–"),
  ms: (v) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms` : "–"),
  pct: (v) => (Number.isFinite(v) ? `${Math.round(v * 100)}%` : "–"),
  mib: (bytes) => (Number.isFinite(bytes) ? `${(bytes / 2 ** 20).toFixed(0)} MiB` : "–"),
  s: (v) => (Number.isFinite(v) ? `${v.toFixed(2)} s` : "–"),
  us: (v) => (Number.isFinite(v) ? `${v < 100 ? v.toFixed(1) : Math.round(v).toLocaleString("en-US")} µs` : "–"),
};

/** "median (min–max)" of a summary. */
function range(summary, format) {
  if (!summary || !Number.isFinite(summary.median)) return "–";
  if (summary.values.length < 2) return format(summary.median);
  return `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`;
}

function verdict(ok) {
  return ok === undefined ? "not measured" : ok ? "**met**" : "**missed**";
}

function loadNote(data) {
  if (!data) return "";
  const idle = data.idleBefore?.busyCores;
  const foreign = [];
  const add = (s) => {
    if (s && Number.isFinite(s.median)) foreign.push(s.max);
  };
  if (data.part === "server") for (const c of data.cases) for (const r of Object.values(c.results)) add(r.foreignCores);
  if (data.part === "client")
    for (const m of data.modes) for (const r of Object.values(m.variants)) add(r.foreignCores);
  const worst = foreign.length ? Math.max(...foreign) : NaN;
  const busy = (Number.isFinite(idle) && idle > 0.25) || (Number.isFinite(worst) && worst > 0.25);
  return `machine ${busy ? "**busy**" : "quiet"}: ${fmt.n(idle)} cores in use by others just before${Number.isFinite(worst) ? `, at most ${fmt.n(worst)} cores used by other processes during a measurement` : ""}`;
}

function machineSection(parts) {
  const any = parts.find(Boolean);
  if (!any) return "No results yet: run `npm run bench`.\n";
  const m = any.machine;
  const lines = [
    "| | |",
    "| --- | --- |",
    `| CPU | ${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB |`,
    `| OS | ${m.os} |`,
    `| Node | ${m.node} |`,
    `| pinning | ${m.pinning} |`,
    `| commit | ${[...new Set(parts.filter(Boolean).map((d) => d.machine.commit))].join(", ")} (each part's below) |`,
    `| packages | ${Object.entries(m.packages)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")} |`,
  ];
  for (const data of parts) {
    if (!data) continue;
    lines.push(
      `| ${data.part} part | ${data.date.replace("T", " ").slice(0, 19)} UTC, ${fmt.n(data.durationSeconds, 0)} s, commit ${data.machine.commit}${data.machine.commitAtEnd && data.machine.commitAtEnd !== data.machine.commit ? ` → ${data.machine.commitAtEnd} (the code changed during the part)` : ""}; ${loadNote(data)}${data.settings.quick ? "; **quick smoke run, figures not meaningful**" : ""} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

function goalsSection(server, client, generate) {
  const rows = ["| goal | target | measured | verdict |", "| --- | --- | --- | --- |"];
  if (server) {
    for (const c of server.cases) {
      const r = c.ratioToBare;
      const byCpu = `by CPU per request ${fmt.ratio(c.cpuCostRatioToBare?.generated)} of bare`;
      if ((c.id === "soap11" || c.id === "soap12") && c.ratioToSaxes) {
        const x = c.ratioToSaxes;
        rows.push(
          `| server, ${c.title}: generated ÷ saxes-only server, req/s | ≥ ${GOALS.serverSoapToSaxes.toFixed(2)}× | ${fmt.ratio(x.generated)} (rounds ${fmt.ratio(x.generatedPaired.min)}–${fmt.ratio(x.generatedPaired.max)}); ÷ bare ${fmt.ratio(r.generated)}, saxes-only ÷ bare ${fmt.ratio(x.saxesToBare)}; ${byCpu} | ${verdict(x.generated >= GOALS.serverSoapToSaxes)} |`,
        );
      } else if (c.id === "httpget" || c.id === "httppost") {
        rows.push(
          `| server, ${c.title}: generated ÷ bare node:http, req/s | ≥ ${GOALS.serverHttpToBare.toFixed(2)}× | ${fmt.ratio(r.generated)} (rounds ${fmt.ratio(r.generatedPaired.min)}–${fmt.ratio(r.generatedPaired.max)}); ${byCpu} | ${verdict(r.generated >= GOALS.serverHttpToBare)} |`,
        );
      } else if (c.id === "dataset1000") {
        rows.push(
          `| server, ${c.title}: generated ÷ bare node:http, req/s | ≥ ${GOALS.serverDataSetToBare.toFixed(2)}× | ${fmt.ratio(r.generated)} (rounds ${fmt.ratio(r.generatedPaired.min)}–${fmt.ratio(r.generatedPaired.max)}); ${byCpu} | ${verdict(r.generated >= GOALS.serverDataSetToBare)} |`,
        );
        if (c.generatedToSoap !== undefined)
          rows.push(
            `| server, ${c.title}: generated ÷ node-soap, req/s | ≥ ${GOALS.serverDataSetToSoap}× | ${fmt.ratio(c.generatedToSoap)} | ${verdict(c.generatedToSoap >= GOALS.serverDataSetToSoap)} |`,
          );
      } else if (c.id === "dataset10000") {
        const generated = c.results.generated.peakRss;
        const bare = c.results.bare.peakRss;
        const soap = c.results.soap?.peakRss;
        rows.push(
          `| server, ${c.title}, ${server.settings.connections} connections: peak RSS, generated ÷ bare node:http | ≤ ${GOALS.serverPeakRssToBare}× | ${fmt.ratio(generated / bare)} (${fmt.mib(generated)} against ${fmt.mib(bare)}${soap ? `; node-soap ${fmt.mib(soap)}` : ""}); ${fmt.ratio(r.generated)} of bare's req/s | ${verdict(generated / bare <= GOALS.serverPeakRssToBare)} |`,
        );
      }
    }
    for (const e of server.encode ?? []) {
      const goal = e.rows === 1000 ? GOALS.datasetEncodeMBps : undefined;
      rows.push(
        `| server, encodeDataSet of ${fmt.int(e.rows)} rows (${fmt.int(e.contentBytes)} bytes), in process | ${goal ? `≥ ${goal} MB/s` : "(reference)"} | ${fmt.int(e.mbPerSecond.encode)} MB/s (${fmt.ms(e.microseconds.encode / 1000)}); the whole server.handle() ${fmt.int(e.mbPerSecond.handle)} MB/s | ${goal ? verdict(e.mbPerSecond.encode >= goal) : ""} |`,
      );
    }
  } else rows.push("| server | | not run | |");
  if (client) {
    const parallel = client.modes.find((m) => m.mode === "parallel");
    for (const id of ["generated-node", "generated-fetch"]) {
      const ratio = parallel.ratioToSoap[id];
      const paired = parallel.ratioToSoap[`${id}Paired`];
      const cpu = parallel.cpuCostRatioToSoap?.[id];
      rows.push(
        `| client, ${parallel.inFlight} in flight: ${id === "generated-node" ? "generated (Node transport)" : "generated (fetch transport)"} ÷ node-soap, calls/s | ≥ ${GOALS.client}× | ${fmt.ratio(ratio)} (rounds ${fmt.ratio(paired.min)}–${fmt.ratio(paired.max)}); by CPU per call ${fmt.ratio(cpu)} | ${verdict(ratio >= GOALS.client)} |`,
      );
    }
    if (parallel.bareToSoap !== undefined)
      rows.push(
        `| (reference) a bare node:http client doing no XML ÷ node-soap, ${parallel.inFlight} in flight | | ${fmt.ratio(parallel.bareToSoap)}; by CPU per call ${fmt.ratio(parallel.cpuCostRatioToSoap?.["bare-node"])} | the most any Node client could reach here |`,
      );
    for (const d of client.decode ?? []) {
      rows.push(
        `| client, decoding the ${fmt.int(d.rows)}-row DataSet response (${d.binding}, ${fmt.int(d.bytes)} bytes) ÷ a bare saxes pass over it, in process | ≤ ${GOALS.datasetDecode}× | ${fmt.ratio(d.ratioToSaxes.client)} (${fmt.ms(d.microseconds.client / 1000)} against ${fmt.ms(d.microseconds.saxes / 1000)}; by CPU time ${fmt.ratio(d.cpuRatioToSaxes?.client)}); event path alone ${fmt.ratio(d.ratioToSaxes.events)}, tree path ${fmt.ratio(d.ratioToSaxes.tree)} | ${verdict(d.ratioToSaxes.client <= GOALS.datasetDecode)} |`,
      );
    }
    if (client.large) {
      const l = client.large;
      const growth = (l.rssPeak - l.rssBefore) / l.bytes;
      rows.push(
        `| client, one DataSet response of ${fmt.n(l.bytes / 1e6, 1)} MB (${fmt.int(l.rows)} rows, SOAP 1.1): peak RSS growth ÷ response size | ≤ ${GOALS.largeResponseMemory}× | ${fmt.ratio(growth)} (${fmt.mib(l.rssBefore)} before the call, ${fmt.mib(l.rssPeak)} at its peak, ${fmt.mib(l.rssRetained)} after it with the DataSet held; ${fmt.n(l.milliseconds / 1000, 2)} s) | ${verdict(growth <= GOALS.largeResponseMemory)} |`,
      );
    }
  } else rows.push("| client | | not run | |");
  if (generate && !isCurrentGenerate(generate))
    rows.push("| generator | | results from an older harness: run `npm run bench:generate` | |");
  else if (generate) rows.push(...generatorGoals(generate));
  else rows.push("| generator | | not run | |");
  return `${rows.join("\n")}\n`;
}

const SERVER_TITLES = {
  generated: "generated server",
  bare: "bare node:http (same bytes)",
  saxes: "saxes-only (parses the envelope, same bytes)",
  soap: "node-soap",
};

function serverSection(server) {
  if (!server) return "Not run yet: `npm run bench:server`.\n";
  const s = server.settings;
  const out = [
    `autocannon on 127.0.0.1, ${s.connections} connections, ${s.rounds} rounds of ${s.seconds} s per server after ${s.warmupSeconds} s of warm-up, rounds alternating between the servers (the first server rotating each round). req/s, latency and server CPU: median of the rounds (min–max). Ratio: median req/s ÷ the bare server's median req/s (in brackets: the same ratio round by round). Server CPU: the server process's CPU time ÷ wall time (100% = its core saturated; below that the load generator or the machine was the limit). CPU/request: the server's CPU time ÷ requests answered, and "÷ bare by CPU" the bare server's CPU/request ÷ this server's: the capacity ratio a saturated core would show, and much steadier than req/s when other work shares the machine. autocannon CPU: the load generator's own CPU use (near 100%: it, not the server, was the limit). RSS: peak resident set size of the server process while loaded.`,
    "",
  ];
  for (const c of server.cases) {
    out.push(`### ${c.title}`, "");
    out.push(
      "| server | req/s | ÷ bare | p50 | p99 | server CPU | CPU/request | ÷ bare by CPU | autocannon CPU | peak RSS | response bytes |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const kind of ["generated", "bare", "saxes", "soap"]) {
      const r = c.results[kind];
      if (!r) {
        out.push(
          `| ${SERVER_TITLES[kind]} | n/a (${kind === "saxes" ? "no envelope to parse" : "no HTTP GET/POST bindings"}) | | | | | | | | | |`,
        );
        continue;
      }
      const ratio =
        kind === "bare"
          ? "1.00×"
          : kind === "generated"
            ? `${fmt.ratio(c.ratioToBare.generated)} (${fmt.ratio(c.ratioToBare.generatedPaired.min)}–${fmt.ratio(c.ratioToBare.generatedPaired.max)})`
            : kind === "saxes"
              ? fmt.ratio(c.ratioToSaxes?.saxesToBare)
              : `${fmt.ratio(c.ratioToBare.soap)} (${fmt.ratio(c.ratioToBare.soapPaired.min)}–${fmt.ratio(c.ratioToBare.soapPaired.max)})`;
      const byCpu = kind === "bare" ? "1.00×" : fmt.ratio(c.cpuCostRatioToBare?.[kind]);
      out.push(
        `| ${SERVER_TITLES[kind]} | ${range(r.rps, fmt.int)} | ${ratio} | ${range(r.p50, fmt.ms)} | ${range(r.p99, fmt.ms)} | ${range(r.serverCpu, fmt.pct)} | ${range(r.cpuPerRequestUs, fmt.us)} | ${byCpu} | ${range(r.loadCpu, fmt.pct)} | ${fmt.mib(r.peakRss)} | ${fmt.int(r.responseBytes)} |`,
      );
    }
    if (c.ratioToSaxes) out.push("", `Generated server ÷ saxes-only server: ${fmt.ratio(c.ratioToSaxes.generated)}.`);
    if (c.generatedToSoap !== undefined) out.push("", `Generated server ÷ node-soap: ${fmt.ratio(c.generatedToSoap)}.`);
    out.push("");
  }
  if (server.encode) {
    out.push(
      "### DataSet encoder, in process",
      "",
      `The GetStatus DataSet (status rows of five columns), built once with the builders; interleaved slices of 200 ms for ${fmt.n(server.settings.stageSeconds, 0)} s per size. MB/s: bytes written ÷ time (encodeDataSet: the schema and diffgram; server.handle(): the whole SOAP 1.1 response, envelope and UTF-8 encoding included).`,
      "",
      "| rows | encodeDataSet | MB/s | server.handle() (SOAP 1.1) | MB/s | response bytes |",
      "| --- | --- | --- | --- | --- | --- |",
    );
    for (const e of server.encode)
      out.push(
        `| ${fmt.int(e.rows)} | ${fmt.ms(e.microseconds.encode / 1000)} | ${fmt.int(e.mbPerSecond.encode)} | ${fmt.ms(e.microseconds.handle / 1000)} | ${fmt.int(e.mbPerSecond.handle)} | ${fmt.int(e.responseBytes)} |`,
      );
    out.push("");
  }
  return `${out.join("\n")}`;
}

const CLIENT_TITLES = {
  "generated-node": "generated client, Node transport (default in Node)",
  "generated-fetch": "generated client, fetch transport",
  soap: "node-soap client",
  "bare-node": "bare node:http client, no XML (the limit)",
};

function clientSection(client) {
  if (!client) return "Not run yet: `npm run bench:client`.\n";
  const s = client.settings;
  const out = [
    `GetStatusRequest over SOAP 1.1 against a constant server (bare node:http answering the generated server's ${fmt.int(client.responseBytes)}-byte response, pinned to the server core); each client in its own process on the load core. ${s.rounds} rounds of ${s.seconds} s per client and mode after ${s.warmupSeconds} s of warm-up, alternating between the clients. Medians of the rounds (min–max). Client CPU: the client process's CPU time ÷ wall time; CPU/call: its CPU time ÷ calls, and "÷ node-soap by CPU" node-soap's CPU/call ÷ this client's (the ratio a saturated core would show; steadier on a busy machine).`,
    "",
  ];
  for (const mode of client.modes) {
    out.push(
      `### ${mode.title === "sequential" ? "Sequential (one call at a time)" : `${mode.inFlight} calls in flight`}`,
      "",
    );
    out.push(
      "| client | calls/s | ÷ node-soap | p50 | p99 | client CPU | CPU/call | ÷ node-soap by CPU | server CPU | RSS |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const id of ["generated-node", "generated-fetch", "soap", "bare-node"]) {
      const r = mode.variants[id];
      if (!r) continue;
      const paired = mode.ratioToSoap[`${id}Paired`];
      const ratio =
        id === "soap"
          ? "1.00×"
          : id === "bare-node"
            ? fmt.ratio(mode.bareToSoap)
            : `${fmt.ratio(mode.ratioToSoap[id])} (${fmt.ratio(paired.min)}–${fmt.ratio(paired.max)})`;
      const byCpu = id === "soap" ? "1.00×" : fmt.ratio(mode.cpuCostRatioToSoap?.[id]);
      out.push(
        `| ${CLIENT_TITLES[id]} | ${range(r.callsPerSecond, fmt.int)} | ${ratio} | ${range(r.p50, fmt.ms)} | ${range(r.p99, fmt.ms)} | ${range(r.clientCpu, fmt.pct)} | ${range(r.cpuPerCallUs, fmt.us)} | ${byCpu} | ${range(r.serverCpu, fmt.pct)} | ${fmt.mib(r.rss)} |`,
      );
    }
    out.push("");
  }
  if (client.decode) {
    out.push(
      "### DataSet responses, decoded in process",
      "",
      `The generated server's GetStatus response of 1,000 and 10,000 status rows. Bare saxes: one pass with no-op handlers (namespaces and positions on, as the runtime parses): the parser's own cost. Client: a generated client's call answered by an in-memory transport with those bytes (request building and decoding). Event path: parseXml with resultCapture, then the result element read. Tree path: parseXml, then the same. Interleaved slices of 200 ms for ${fmt.n(client.settings.stageSeconds, 0)} s per response; ratios by wall clock, and in brackets by the process's CPU time (steadier on a shared machine; it counts the garbage collector's helper threads too).`,
      "",
      "| rows | binding | bytes | bare saxes | client | ÷ saxes (by CPU) | event path | ÷ saxes (by CPU) | tree path | ÷ saxes (by CPU) |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    const both = (d, item) => `${fmt.ratio(d.ratioToSaxes[item])} (${fmt.ratio(d.cpuRatioToSaxes?.[item])})`;
    for (const d of client.decode)
      out.push(
        `| ${fmt.int(d.rows)} | ${d.binding} | ${fmt.int(d.bytes)} | ${fmt.ms(d.microseconds.saxes / 1000)} | ${fmt.ms(d.microseconds.client / 1000)} | ${both(d, "client")} | ${fmt.ms(d.microseconds.events / 1000)} | ${both(d, "events")} | ${fmt.ms(d.microseconds.tree / 1000)} | ${both(d, "tree")} |`,
      );
    out.push("");
  }
  return out.join("\n");
}

/** Results of the current generator harness (empty and warm cache, check); older files lack them. */
function isCurrentGenerate(generate) {
  return generate.specs.every(
    (spec) => spec.warm !== undefined && spec.empty !== undefined && spec.checkEmpty !== undefined,
  );
}

/** The generator's goal rows: cold process with and without the caches an earlier run left, check, scale. */
function generatorGoals(generate) {
  const rows = [];
  const nine = generate.specs.find((s) => s.id === "spec-9");
  const large = generate.specs.find((s) => s.operations === 1000);
  const mid = generate.specs.find((s) => s.operations === 100);
  const wall = (part) => (part.timedOut ? `stopped after ${fmt.n(part.runs[0].wall, 0)} s` : range(part.wall, fmt.s));
  const within = (part, goal) => verdict(!part.timedOut && part.wall.median <= goal);
  if (nine) {
    rows.push(
      `| generate the 9-operation spec: a new process, caches of an earlier run (wall) | ≤ ${GOALS.generate9Seconds} s | ${wall(nine.warm)} | ${within(nine.warm, GOALS.generate9Seconds)} |`,
      `| generate the 9-operation spec: a new process, empty cache (first run ever, wall) | ≤ ${GOALS.generate9Seconds} s | ${wall(nine.empty)} | ${within(nine.empty, GOALS.generate9Seconds)} |`,
      `| check of the up-to-date 9-operation package (wall) | ≤ ${GOALS.check9Seconds} s | ${wall(nine.check)} | ${within(nine.check, GOALS.check9Seconds)} |`,
      `| check of the up-to-date 9-operation package, empty cache (a fresh clone: answered from the manifest, wall) | ≤ ${GOALS.check9Seconds} s | ${wall(nine.checkEmpty)} | ${within(nine.checkEmpty, GOALS.check9Seconds)} |`,
    );
  }
  if (large) {
    rows.push(
      `| generate 1,000 operations, caches of an earlier run | ≤ ${GOALS.generate1000Seconds} s | ${wall(large.warm)} | ${within(large.warm, GOALS.generate1000Seconds)} |`,
      `| generate 1,000 operations, empty cache | ≤ ${GOALS.generate1000Seconds} s | ${wall(large.empty)} | ${within(large.empty, GOALS.generate1000Seconds)} |`,
    );
    if (mid) {
      for (const [key, label] of [
        ["warmPerOperationMs", "caches of an earlier run"],
        ["emptyPerOperationMs", "empty cache"],
      ]) {
        const growth = large[key] / mid[key];
        const between = generate.specs
          .filter((x) => x.operations > 100 && x.operations < 1000 && Number.isFinite(x[key]))
          .map((x) => `; ${fmt.int(x.operations)} ÷ 100: ${fmt.ratio(x[key] / mid[key])}`)
          .join("");
        rows.push(
          `| time per operation, 1,000 ÷ 100 operations, ${label} | ≤ ${GOALS.perOperationGrowth}× | ${fmt.ratio(growth)} (${fmt.n(mid[key], 0)} → ${fmt.n(large[key], 0)} ms/operation)${between} | ${Number.isFinite(growth) ? verdict(growth <= GOALS.perOperationGrowth) : "not shown (a run was stopped)"} |`,
        );
      }
    }
  }
  return rows;
}

function generateSection(generate) {
  if (!generate) return "Not run yet: `npm run bench:generate`.\n";
  if (!isCurrentGenerate(generate)) return "Results from an older harness: run `npm run bench:generate`.\n";
  const out = [
    `\`${generate.command}\`: the compiled bin, a new process each run, wall time, into a new empty folder. "empty cache": the first run of this generator build (each spec gets a cache folder of its own, ASMX_CODEGEN_CACHE); "warm cache": the runs after it, with the prettier and TypeScript results and V8's code cache it left (the emitters, the spec's loading and the writing run every time). "in the CLI": the time the CLI reports. "check": \`check\` of the package just written, answered from its manifest; "check, empty cache": the same with an empty cache, as on a fresh clone (the manifest records the generator's identity, so nothing is rendered). The empty- and warm-cache runs wrote the same bytes (compared file by file). Synthetic specs are written by \`bench/make-spec.mjs\` (every simple type, enums, arrays, nullable values, DataSet parameters, DataSet/DataTable results with tables, SOAP-only and non-idempotent operations). A run over ${fmt.n(generate.settings.timeoutSeconds, 0)} s is stopped.`,
    "",
    "| spec | operations | files | generate, empty cache | generate, warm cache | in the CLI (warm) | check | check, empty cache | ms/operation (empty / warm) | peak RSS |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  const wall = (part) =>
    part.timedOut
      ? `stopped after ${fmt.n(part.runs[0]?.wall, 0)} s`
      : part.runs.length
        ? range(part.wall, fmt.s)
        : "–";
  for (const spec of generate.specs) {
    const rss = Math.max(spec.empty.maxRssKiB ?? NaN, spec.warm.maxRssKiB ?? NaN);
    out.push(
      `| ${spec.title} | ${fmt.int(spec.operations)} | ${fmt.int(spec.files)} | ${wall(spec.empty)} | ${wall(spec.warm)} (${spec.warm.runs.length} runs) | ${spec.warm.runs.length ? range(spec.warm.inProcess, fmt.s) : "–"} | ${wall(spec.check)} | ${wall(spec.checkEmpty)} | ${fmt.n(spec.emptyPerOperationMs, 0)} / ${fmt.n(spec.warmPerOperationMs, 0)} | ${Number.isFinite(rss) ? `${Math.round(rss / 1024)} MiB` : "–"} |`,
    );
  }
  out.push("");
  return out.join("\n");
}

export function buildReport() {
  const server = readResults("server");
  const client = readResults("client");
  const generate = readResults("generate");
  return [
    "# Benchmarks",
    "",
    "Written by `npm run bench` (parts: `npm run bench:server`, `bench:client`, `bench:generate`; each rebuilds this file from the latest results in `bench/results/`). How the harness works: `bench/README.md`. Where the time goes and what to change: `bench/ANALYSIS.md`.",
    "",
    "## Machine",
    "",
    machineSection([server, client, generate]),
    "## Goals",
    "",
    goalsSection(server, client, generate),
    "## Server",
    "",
    serverSection(server),
    "## Client",
    "",
    clientSection(client),
    "## Generator",
    "",
    generateSection(generate),
  ].join("\n");
}

export function writeReport() {
  const file = join(BENCH_DIR, "REPORT.md");
  writeFileSync(file, buildReport());
  process.stderr.write(`wrote ${file}\n`);
  return file;
}
