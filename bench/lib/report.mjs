/**
 * bench/REPORT.md from the latest results of each part (bench/results/{server,client,generate}.json):
 * the machine, the goals with their verdicts, then each part's figures (medians and min–max of the
 * rounds, ratios). Parts not run yet are said to be missing.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { BENCH_DIR, readResults } from "./common.mjs";
import { BUSY_CORES, judge, STEADY_TOLERANCE, steadiness } from "./steady.mjs";

export const GOALS = {
  /** SOAP 1.1 and 1.2 GetStatusRequest: generated ÷ the saxes-only server, by CPU per request (issue #31). */
  serverSoapToSaxes: 0.75,
  /** SOAP 1.2's ratio to saxes-only within this fraction of SOAP 1.1's. */
  soap12ToSoap11: 0.05,
  /** HTTP GET and POST: generated ÷ bare node:http, by CPU per request (issue #31). */
  serverHttpToBare: 0.75,
  /** GetStatus with 1,000 rows: generated ÷ bare, and ÷ node-soap. */
  serverDataSetToBare: 0.15,
  serverDataSetToSoap: 10,
  /** GetStatus with 10,000 rows under load: the generated server's peak RSS ÷ the bare server's, at most. */
  serverPeakRssToBare: 2,
  /** FindShipments answering 1,000 shipments: generated ÷ node-soap, by CPU per request. */
  serverClassesToSoap: 10,
  /** server.handle() of the 1,000-shipment FindShipments answer: MB/s of the response, at least. */
  classEncodeMBps: 200,
  /** A request of a 1,000-item class array: server.handle() ÷ a bare saxes pass over it (CPU), at most. */
  classRequestDecode: 2,
  /** The same request, one at a time: peak RSS over the idle server ÷ the request's size, at most. */
  classRequestMemory: 10,
  /** The client's reading of the 1,000-shipment response ÷ a bare saxes pass over it (CPU), at most. */
  classDecode: 2,
  /** 32 in flight: the generated client ÷ a bare node:http client parsing with saxes, by CPU per call. */
  clientToBareSaxes: 0.85,
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
  pct1: (v) => (Number.isFinite(v) ? `${(v * 100).toFixed(1)}%` : "–"),
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

/** The most other processes used: before a part, and during the given measurements (cores). */
function busyCores(data, ...during) {
  const values = [data?.idleBefore?.busyCores, ...during].filter((v) => Number.isFinite(v));
  return values.length ? Math.max(...values) : undefined;
}

/** A goal row's verdict: "not judged: machine busy", or met/missed, flagged when unsteady. */
function goalVerdict(value, ok, { steady, busy } = {}) {
  return judge({ value, ok, steady, busyCores: busy }).text;
}

/** "0.80× (rounds 0.70×–0.90×; spread ±2.1% over 12 rounds)" of paired per-round ratios. */
function pairedText(paired) {
  if (!paired || !paired.values) return "–";
  const st = steadiness(paired.values);
  return `${fmt.ratio(st.median)} (rounds ${fmt.ratio(paired.min)}–${fmt.ratio(paired.max)}; median within ${fmt.ratio(st.low)}–${fmt.ratio(st.high)}, spread ${fmt.pct1(st.spread)} over ${st.rounds} rounds)`;
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
  const busy = (Number.isFinite(idle) && idle > BUSY_CORES) || (Number.isFinite(worst) && worst > BUSY_CORES);
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

/** The server part's goal rows. Verdicts from CPU per request, round by round (issue #31). */
function serverGoals(server) {
  const rows = [];
  const byId = Object.fromEntries(server.cases.map((c) => [c.id, c]));
  const busyOf = (c) => busyCores(server, c.foreignCoresMax ?? c.results?.generated?.foreignCores?.max);
  const small = (c, base, goal, label) => {
    const paired = base === "saxes" ? c.cpuPaired?.generatedToSaxes : c.cpuPaired?.generatedToBare;
    if (!paired) {
      rows.push(`| server, ${c.title}: ${label} | ≥ ${goal.toFixed(2)}× | results from an older harness | |`);
      return;
    }
    const st = steadiness(paired.values);
    const rps = base === "saxes" ? c.ratioToSaxes?.generated : c.ratioToBare.generated;
    rows.push(
      `| server, ${c.title}: ${label}, by CPU per request | ≥ ${goal.toFixed(2)}× | ${pairedText(paired)}; by req/s ${fmt.ratio(rps)} | ${goalVerdict(st.median, (v) => v >= goal, { steady: st, busy: busyOf(c) })} |`,
    );
    return st;
  };
  const soap11 = byId.soap11 && small(byId.soap11, "saxes", GOALS.serverSoapToSaxes, "generated ÷ saxes-only server");
  const soap12 = byId.soap12 && small(byId.soap12, "saxes", GOALS.serverSoapToSaxes, "generated ÷ saxes-only server");
  if (soap11 && soap12) {
    const relative = soap12.median / soap11.median;
    // The wider of the two spreads, summed: how far the quotient can move between runs.
    const spread = soap11.spread + soap12.spread;
    const steady = { steady: spread <= STEADY_TOLERANCE, spread, rounds: Math.min(soap11.rounds, soap12.rounds) };
    rows.push(
      `| server, SOAP 1.2 against SOAP 1.1 GetStatusRequest: (generated ÷ saxes-only) of 1.2 ÷ that of 1.1, by CPU per request | ≥ ${(1 - GOALS.soap12ToSoap11).toFixed(2)}× (within ${fmt.pct(GOALS.soap12ToSoap11)}) | ${fmt.ratio(relative)} (${fmt.ratio(soap12.median)} ÷ ${fmt.ratio(soap11.median)}; spreads summed ${fmt.pct1(spread)}) | ${goalVerdict(relative, (v) => v >= 1 - GOALS.soap12ToSoap11, { steady, busy: Math.max(busyOf(byId.soap11) ?? 0, busyOf(byId.soap12) ?? 0) })} |`,
    );
  }
  for (const id of ["httpget", "httppost"])
    if (byId[id]) small(byId[id], "bare", GOALS.serverHttpToBare, "generated ÷ bare node:http");
  const c1000 = byId.dataset1000;
  if (c1000) {
    const r = c1000.ratioToBare;
    rows.push(
      `| server, ${c1000.title}: generated ÷ bare node:http, req/s | ≥ ${GOALS.serverDataSetToBare.toFixed(2)}× | ${fmt.ratio(r.generated)} (rounds ${fmt.ratio(r.generatedPaired.min)}–${fmt.ratio(r.generatedPaired.max)}); by CPU per request ${fmt.ratio(c1000.cpuCostRatioToBare?.generated)} | ${goalVerdict(r.generated, (v) => v >= GOALS.serverDataSetToBare, { busy: busyOf(c1000) })} |`,
    );
    if (c1000.generatedToSoap !== undefined)
      rows.push(
        `| server, ${c1000.title}: generated ÷ node-soap, req/s | ≥ ${GOALS.serverDataSetToSoap}× | ${fmt.ratio(c1000.generatedToSoap)} | ${goalVerdict(c1000.generatedToSoap, (v) => v >= GOALS.serverDataSetToSoap, { busy: busyOf(c1000) })} |`,
      );
  }
  const c10000 = byId.dataset10000;
  if (c10000) {
    const generated = c10000.results.generated.peakRss;
    const bare = c10000.results.bare.peakRss;
    const soap = c10000.results.soap?.peakRss;
    rows.push(
      `| server, ${c10000.title}, ${server.settings.connections} connections: peak RSS, generated ÷ bare node:http | ≤ ${GOALS.serverPeakRssToBare}× | ${fmt.ratio(generated / bare)} (${fmt.mib(generated)} against ${fmt.mib(bare)}${soap ? `; node-soap ${fmt.mib(soap)}` : ""}); ${fmt.ratio(c10000.ratioToBare.generated)} of bare's req/s | ${goalVerdict(generated / bare, (v) => v <= GOALS.serverPeakRssToBare, { busy: busyOf(c10000) })} |`,
    );
  }
  for (const e of server.encode ?? []) {
    const goal = e.rows === 1000 ? GOALS.datasetEncodeMBps : undefined;
    rows.push(
      `| server, encodeDataSet of ${fmt.int(e.rows)} rows (${fmt.int(e.contentBytes)} bytes), in process | ${goal ? `≥ ${goal} MB/s` : "(reference)"} | ${fmt.int(e.mbPerSecond.encode)} MB/s (${fmt.ms(e.microseconds.encode / 1000)}); the whole server.handle() ${fmt.int(e.mbPerSecond.handle)} MB/s | ${goal ? goalVerdict(e.mbPerSecond.encode, (v) => v >= goal, { busy: busyCores(server) }) : ""} |`,
    );
  }
  // The class path (ShipmentTracking).
  for (const id of ["classes10", "classes1000", "classes10000"]) {
    const c = byId[id];
    if (!c || !c.cpuPaired?.generatedToSoap) continue;
    const soapByCpu = steadiness(c.cpuPaired.generatedToSoap.values);
    const judged = id === "classes1000";
    rows.push(
      `| server, ${c.title}: generated ÷ node-soap, by CPU per request | ${judged ? `≥ ${GOALS.serverClassesToSoap}×` : "(reference)"} | ${pairedText(c.cpuPaired.generatedToSoap)}; by req/s ${fmt.ratio(c.generatedToSoap)}; generated ÷ bare by CPU ${fmt.ratio(c.cpuCostRatioToBare?.generated)} | ${judged ? goalVerdict(soapByCpu.median, (v) => v >= GOALS.serverClassesToSoap, { steady: soapByCpu, busy: busyOf(c) }) : ""} |`,
    );
  }
  for (const e of server.classes?.encode ?? []) {
    const goal = e.shipments === 1000 ? GOALS.classEncodeMBps : undefined;
    rows.push(
      `| server, the FindShipments answer of ${fmt.int(e.shipments)} shipments (${fmt.int(e.responseBytes)} bytes): server.handle(), in process | ${goal ? `≥ ${goal} MB/s` : "(reference)"} | ${fmt.int(e.mbPerSecond.handle)} MB/s (${fmt.ms(e.microseconds.handle / 1000)}); a bare saxes pass over it ${fmt.int(e.mbPerSecond.saxes)} MB/s | ${goal ? goalVerdict(e.mbPerSecond.handle, (v) => v >= goal, { busy: busyCores(server, e.foreignCores) }) : ""} |`,
    );
  }
  const rd = server.classes?.requestDecode;
  if (rd)
    rows.push(
      `| server, a Quote request of ${fmt.int(rd.pieces)} pieces (${fmt.int(rd.requestBytes)} bytes): server.handle() ÷ a bare saxes pass over it, CPU time, in process | ≤ ${GOALS.classRequestDecode}× | ${fmt.ratio(rd.cpuRatioToSaxes)} (${fmt.ms(rd.cpuMicroseconds.handle / 1000)} against ${fmt.ms(rd.cpuMicroseconds.saxes / 1000)}; by wall clock ${fmt.ratio(rd.ratioToSaxes)}) | ${goalVerdict(rd.cpuRatioToSaxes, (v) => v <= GOALS.classRequestDecode, { busy: busyCores(server, rd.foreignCores) })} |`,
    );
  for (const m of server.memory ?? []) {
    const judged = m.pieces === 1000;
    rows.push(
      `| server, a Quote request of ${fmt.int(m.pieces)} pieces (${fmt.n(m.requestBytes / 2 ** 20, 2)} MiB), one at a time: peak RSS over the idle server ÷ the request's size | ${judged ? `≤ ${GOALS.classRequestMemory}×` : "(reference: the issue's 4 MiB try)"} | ${fmt.ratio(m.growthToSize)} (${m.trials && m.trials.length > 1 ? `the median of ${m.trials.length} new servers, ${m.trials.map((t) => fmt.ratio(t)).join(", ")}; its ` : ""}${fmt.mib(m.idleRss)} idle, ${fmt.mib(m.singlePeakRss)} at the peak of one request; ${fmt.int(m.requests)} in a row: ${fmt.mib(m.peakRss)}, ${fmt.ratio(m.sustainedGrowthToSize)}) | ${judged ? goalVerdict(m.growthToSize, (v) => v <= GOALS.classRequestMemory, { busy: busyCores(server, m.foreignCores) }) : ""} |`,
    );
  }
  return rows;
}

/** The client part's goal rows. */
function clientGoals(client) {
  const rows = [];
  const parallel = client.modes.find((m) => m.mode === "parallel");
  const busyMode = busyCores(client, parallel.foreignCoresMax);
  const bs = parallel.ratioToBareSaxes;
  if (bs?.["generated-nodeCpuPaired"]) {
    const st = steadiness(bs["generated-nodeCpuPaired"].values);
    rows.push(
      `| client, ${parallel.inFlight} in flight: generated (Node transport) ÷ a bare node:http client parsing each response with saxes, by CPU per call | ≥ ${GOALS.clientToBareSaxes.toFixed(2)}× | ${pairedText(bs["generated-nodeCpuPaired"])}; by calls/s ${fmt.ratio(bs["generated-node"])} | ${goalVerdict(st.median, (v) => v >= GOALS.clientToBareSaxes, { steady: st, busy: busyMode })} |`,
      `| (reference) client, ${parallel.inFlight} in flight: generated (fetch transport) ÷ the same baseline, by CPU per call | | ${pairedText(bs["generated-fetchCpuPaired"])} | |`,
    );
  } else rows.push("| client, 32 in flight, ÷ a bare client parsing with saxes | | results from an older harness | |");
  const soapCpu = parallel.cpuCostRatioToSoap ?? {};
  rows.push(
    `| (reference) ${parallel.inFlight} in flight, ÷ node-soap by CPU per call: generated (Node transport), generated (fetch), bare node:http doing no XML, bare node:http + saxes | | ${fmt.ratio(soapCpu["generated-node"])}, ${fmt.ratio(soapCpu["generated-fetch"])}, ${fmt.ratio(soapCpu["bare-node"])}, ${fmt.ratio(soapCpu["bare-saxes"])} | |`,
  );
  for (const d of client.decode ?? []) {
    rows.push(
      `| client, decoding the ${fmt.int(d.rows)}-row DataSet response (${d.binding}, ${fmt.int(d.bytes)} bytes) ÷ a bare saxes pass over it, in process | ≤ ${GOALS.datasetDecode}× | ${fmt.ratio(d.ratioToSaxes.client)} (${fmt.ms(d.microseconds.client / 1000)} against ${fmt.ms(d.microseconds.saxes / 1000)}; by CPU time ${fmt.ratio(d.cpuRatioToSaxes?.client)}); event path alone ${fmt.ratio(d.ratioToSaxes.events)}, tree path ${fmt.ratio(d.ratioToSaxes.tree)} | ${goalVerdict(d.ratioToSaxes.client, (v) => v <= GOALS.datasetDecode, { busy: busyCores(client) })} |`,
    );
  }
  for (const d of client.classDecode ?? []) {
    const judged = d.shipments === 1000;
    rows.push(
      `| client, decoding the FindShipments response of ${fmt.int(d.shipments)} shipments (SOAP 1.1, ${fmt.int(d.bytes)} bytes) ÷ a bare saxes pass over it, CPU time, in process | ${judged ? `≤ ${GOALS.classDecode}×` : "(reference)"} | ${fmt.ratio(d.cpuRatioToSaxes.client)} (${fmt.ms(d.cpuMicroseconds.client / 1000)} against ${fmt.ms(d.cpuMicroseconds.saxes / 1000)}; by wall clock ${fmt.ratio(d.ratioToSaxes.client)}); node-soap's client ${fmt.ratio(d.cpuRatioToSaxes.soap)}, so generated ÷ node-soap ${fmt.ratio(d.cpuMicroseconds.soap / d.cpuMicroseconds.client)} | ${judged ? goalVerdict(d.cpuRatioToSaxes.client, (v) => v <= GOALS.classDecode, { busy: busyCores(client, d.foreignCores) }) : ""} |`,
    );
  }
  if (client.large) {
    const l = client.large;
    const growth = (l.rssPeak - l.rssBefore) / l.bytes;
    rows.push(
      `| client, one DataSet response of ${fmt.n(l.bytes / 1e6, 1)} MB (${fmt.int(l.rows)} rows, SOAP 1.1): peak RSS growth ÷ response size | ≤ ${GOALS.largeResponseMemory}× | ${fmt.ratio(growth)} (${fmt.mib(l.rssBefore)} before the call, ${fmt.mib(l.rssPeak)} at its peak, ${fmt.mib(l.rssRetained)} after it with the DataSet held; ${fmt.n(l.milliseconds / 1000, 2)} s) | ${goalVerdict(growth, (v) => v <= GOALS.largeResponseMemory, { busy: busyCores(client) })} |`,
    );
  }
  return rows;
}

function goalsSection(server, client, generate) {
  const rows = ["| goal | target | measured | verdict |", "| --- | --- | --- | --- |"];
  if (server) rows.push(...serverGoals(server));
  else rows.push("| server | | not run | |");
  if (client) rows.push(...clientGoals(client));
  else rows.push("| client | | not run | |");
  if (generate && !isCurrentGenerate(generate))
    rows.push("| generator | | results from an older harness: run `npm run bench:generate` | |");
  else if (generate) rows.push(...generatorGoals(generate));
  else rows.push("| generator | | not run | |");
  return `${rows.join("\n")}\n\n${GOALS_NOTE}\n`;
}

const GOALS_NOTE = `Verdicts (issue #31): the small-message goals and the class-result goal against node-soap are judged by CPU per request, round by round (each round's figure against its baseline's in the same interleaved round), the median of the rounds; "spread" is the width of a ~95% distribution-free interval of that median relative to it, and a figure whose spread is over ${fmt.pct(STEADY_TOLERANCE)} is flagged unsteady. A figure measured while other processes used more than ${fmt.n(BUSY_CORES)} cores (before the part or during the measurement) is "not judged: machine busy". Retired goals: SOAP ≥ 0.90× the saxes-only server and client ≥ 5× node-soap (replaced by the rows above); the generator's empty-cache runs are reported, not targeted.`;

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
    if (c.counted)
      out.push(
        `This case: ${c.connections ?? s.connections} connections, ${c.rounds} counted round${c.rounds === 1 ? "" : "s"} of about ${c.seconds} s: each sends a server a fixed number of requests (${["generated", "bare", "saxes", "soap"]
          .filter((k) => c.results[k]?.requests)
          .map((k) => `${SERVER_TITLES[k].split(" (")[0]} ${fmt.int(c.results[k].requests.at(-1))}`)
          .join(", ")} in the last round, paced by the round before) and waits for every answer; CPU/request is the server's CPU from idle to idle again ÷ those requests.`,
        "",
      );
    else if ((c.connections && c.connections !== s.connections) || (c.rounds && c.rounds !== s.rounds))
      out.push(`This case: ${c.connections ?? s.connections} connections, ${c.rounds} rounds of ${c.seconds} s.`, "");
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
  if (server.classes) {
    out.push(
      "### The class path, in process",
      "",
      `ShipmentTracking (generated/shipment-tracking): \`server.handle()\` of FindShipments answering 1,000 and 10,000 shipments built once (each with an attribute, a guid, two pieces with a nested class, base64 and an optional int, nullable members null and set, an enum, flags, dateTimes, a long, a double, a boolean, a char, wrapped and unwrapped string arrays): the value writer, the envelope and UTF-8 encoding; and of a Quote request of 1,000 pieces (the value reader; the handler sums the weights, the answer is small). Against a bare saxes pass over the same text. Interleaved slices of 200 ms for ${fmt.n(server.settings.stageSeconds, 0)} s per item; µs by wall clock, and by the process's CPU time.`,
      "",
      "| what | bytes | server.handle() | CPU | MB/s | bare saxes | CPU | MB/s | ÷ saxes (CPU) | others' cores |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const e of server.classes.encode)
      out.push(
        `| FindShipments answer, ${fmt.int(e.shipments)} shipments | ${fmt.int(e.responseBytes)} | ${fmt.ms(e.microseconds.handle / 1000)} | ${fmt.ms(e.cpuMicroseconds.handle / 1000)} | ${fmt.int(e.mbPerSecond.handle)} | ${fmt.ms(e.microseconds.saxes / 1000)} | ${fmt.ms(e.cpuMicroseconds.saxes / 1000)} | ${fmt.int(e.mbPerSecond.saxes)} | ${fmt.ratio(e.cpuMicroseconds.handle / e.cpuMicroseconds.saxes)} | ${fmt.n(e.foreignCores)} |`,
      );
    const rd = server.classes.requestDecode;
    out.push(
      `| Quote request, ${fmt.int(rd.pieces)} pieces | ${fmt.int(rd.requestBytes)} | ${fmt.ms(rd.microseconds.handle / 1000)} | ${fmt.ms(rd.cpuMicroseconds.handle / 1000)} | ${fmt.int(rd.requestBytes / rd.microseconds.handle)} | ${fmt.ms(rd.microseconds.saxes / 1000)} | ${fmt.ms(rd.cpuMicroseconds.saxes / 1000)} | ${fmt.int(rd.requestBytes / rd.microseconds.saxes)} | ${fmt.ratio(rd.cpuRatioToSaxes)} | ${fmt.n(rd.foreignCores)} |`,
      "",
    );
  }
  if (server.memory?.length) {
    out.push(
      "### Memory of a class request",
      "",
      "The generated ShipmentTracking server in a new process (run with --expose-gc): its RSS when idle (after one request and a full GC), its peak RSS while it reads one more Quote request, then while it reads one request after another over one connection for a few seconds. Growth: peak − idle, ÷ the request's size.",
      "",
      "| request | bytes | idle RSS | peak, one request | growth ÷ size | requests in a row | peak | growth ÷ size | others' cores |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const m of server.memory)
      out.push(
        `| Quote, ${fmt.int(m.pieces)} pieces | ${fmt.int(m.requestBytes)} | ${fmt.mib(m.idleRss)} | ${fmt.mib(m.singlePeakRss)} | ${fmt.ratio(m.growthToSize)} | ${fmt.int(m.requests)} | ${fmt.mib(m.peakRss)} | ${fmt.ratio(m.sustainedGrowthToSize)} | ${fmt.n(m.foreignCores)} |`,
      );
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
  "bare-saxes": "bare node:http client + saxes, no-op handlers (the goal's baseline)",
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
    for (const id of ["generated-node", "generated-fetch", "soap", "bare-node", "bare-saxes"]) {
      const r = mode.variants[id];
      if (!r) continue;
      const paired = mode.ratioToSoap[`${id}Paired`];
      const ratio =
        id === "soap"
          ? "1.00×"
          : id === "bare-node"
            ? fmt.ratio(mode.bareToSoap)
            : id === "bare-saxes"
              ? fmt.ratio(r.callsPerSecond.median / mode.variants.soap.callsPerSecond.median)
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
  if (client.classDecode) {
    out.push(
      "### Class responses, decoded in process",
      "",
      `The generated ShipmentTracking server's FindShipments response of 10, 1,000 and 10,000 shipments (SOAP 1.1). Bare saxes: one pass with no-op handlers (the runtime's options). Generated client: a call answered by an in-memory transport with those bytes (request building, parsing, the value reader). node-soap: its client's parse of a response (\`wsdl.xmlToObject\`, the same WSDL). Interleaved slices of 200 ms for ${fmt.n(client.settings.stageSeconds, 0)} s per response; µs by the process's CPU time, ratios by CPU time (by wall clock in brackets).`,
      "",
      "| shipments | bytes | bare saxes | generated client | ÷ saxes | node-soap client | ÷ saxes | generated ÷ node-soap | others' cores |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const d of client.classDecode)
      out.push(
        `| ${fmt.int(d.shipments)} | ${fmt.int(d.bytes)} | ${fmt.ms(d.cpuMicroseconds.saxes / 1000)} | ${fmt.ms(d.cpuMicroseconds.client / 1000)} | ${fmt.ratio(d.cpuRatioToSaxes.client)} (${fmt.ratio(d.ratioToSaxes.client)}) | ${fmt.ms(d.cpuMicroseconds.soap / 1000)} | ${fmt.ratio(d.cpuRatioToSaxes.soap)} (${fmt.ratio(d.ratioToSaxes.soap)}) | ${fmt.ratio(d.cpuMicroseconds.soap / d.cpuMicroseconds.client)} | ${fmt.n(d.foreignCores)} |`,
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
  const busy = busyCores(generate);
  const within = (part, goal) =>
    part.timedOut ? verdict(false) : goalVerdict(part.wall.median, (v) => v <= goal, { busy });
  if (nine) {
    rows.push(
      `| generate the 9-operation spec: a new process, caches of an earlier run (wall) | ≤ ${GOALS.generate9Seconds} s | ${wall(nine.warm)} | ${within(nine.warm, GOALS.generate9Seconds)} |`,
      `| generate the 9-operation spec: a new process, empty cache (first run ever, wall) | (reported, not targeted) | ${wall(nine.empty)} | |`,
      `| check of the up-to-date 9-operation package (wall) | ≤ ${GOALS.check9Seconds} s | ${wall(nine.check)} | ${within(nine.check, GOALS.check9Seconds)} |`,
      `| check of the up-to-date 9-operation package, empty cache (a fresh clone: answered from the manifest, wall) | ≤ ${GOALS.check9Seconds} s | ${wall(nine.checkEmpty)} | ${within(nine.checkEmpty, GOALS.check9Seconds)} |`,
    );
  }
  if (large) {
    rows.push(
      `| generate 1,000 operations, caches of an earlier run | ≤ ${GOALS.generate1000Seconds} s | ${wall(large.warm)} | ${within(large.warm, GOALS.generate1000Seconds)} |`,
      `| generate 1,000 operations, empty cache | (reported, not targeted) | ${wall(large.empty)} | |`,
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
          `| time per operation, 1,000 ÷ 100 operations, ${label} | ≤ ${GOALS.perOperationGrowth}× | ${fmt.ratio(growth)} (${fmt.n(mid[key], 0)} → ${fmt.n(large[key], 0)} ms/operation)${between} | ${Number.isFinite(growth) ? goalVerdict(growth, (v) => v <= GOALS.perOperationGrowth, { busy }) : "not shown (a run was stopped)"} |`,
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
