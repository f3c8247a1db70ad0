/**
 * Shared pieces of the benchmarks: paths, settings, statistics, CPU pinning, child processes, machine
 * description and load sampling, and the results files the report is built from.
 */
import { execFileSync, fork } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem, release, platform } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fail } from "../../tools/lib/command-line.mjs";

export const BENCH_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
export const ROOT = dirname(BENCH_DIR);
export const PACKAGE_DIR = join(ROOT, "generated", "shipment-operations");
export const DIST = join(PACKAGE_DIR, "dist");
export const WSDL_FILE = join(PACKAGE_DIR, "wsdl", "ShipmentOperations.wsdl");
export const RESULTS_DIR = join(BENCH_DIR, "results");
export const ENDPOINT_PATH = "/ShipmentOperations.asmx";

function numberEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not '${raw}'`);
  return value;
}

/**
 * Settings, from the environment. BENCH_QUICK=1 is a smoke run (1 round of 1 s, small generator specs):
 * it checks the harness, its figures mean little.
 */
export function settings() {
  const quick = process.env.BENCH_QUICK === "1";
  return {
    quick,
    rounds: numberEnv("BENCH_ROUNDS", quick ? 1 : 3),
    seconds: numberEnv("BENCH_SECONDS", quick ? 1 : 3),
    warmupSeconds: numberEnv("BENCH_WARMUP_SECONDS", quick ? 0.5 : 1.5),
    /**
     * The small-message cases (SOAP 1.1/1.2, HTTP GET/POST; the client's calls in flight): more, shorter
     * rounds, so that the median of the per-round CPU ratios is steady (issue #31: two runs agree within 5%).
     */
    smallRounds: numberEnv("BENCH_SMALL_ROUNDS", quick ? 2 : 12),
    smallSeconds: numberEnv("BENCH_SMALL_SECONDS", quick ? 1 : 2),
    /**
     * The class-result cases against node-soap (FindShipments of 10 and 1,000 shipments): enough rounds for a
     * ~95% interval of the median (9 or more), each long enough for ~40 of node-soap's 1,000-shipment answers.
     */
    classRounds: numberEnv("BENCH_CLASS_ROUNDS", quick ? 2 : 12),
    classSeconds: numberEnv("BENCH_CLASS_SECONDS", quick ? 1 : 2),
    connections: numberEnv("BENCH_CONNECTIONS", 32),
    /** Server cases to run (comma-separated ids; default all). A partial run's report says which ran. */
    cases: process.env.BENCH_CASES ? process.env.BENCH_CASES.split(",").map((c) => c.trim()) : undefined,
    inFlight: numberEnv("BENCH_IN_FLIGHT", 32),
    /** The client's judged mode: each round alternates the clients this many times (shorter windows). */
    clientSlices: numberEnv("BENCH_CLIENT_SLICES", 1),
    /** Each client warms up (windows of BENCH_WARMUP_SECONDS) until it has used this much CPU time. */
    clientWarmupCpuSeconds: numberEnv("BENCH_CLIENT_WARMUP_CPU", quick ? 0 : 1),
    /** Client parts to run (comma-separated: sequential, parallel, decode, classes, large; default all). */
    clientParts: process.env.BENCH_CLIENT_PARTS
      ? process.env.BENCH_CLIENT_PARTS.split(",").map((c) => c.trim())
      : undefined,
    /** In-process DataSet measurements (decode in the client part, encode in the server part): seconds per size. */
    stageSeconds: numberEnv("BENCH_STAGE_SECONDS", quick ? 1 : 6),
    /** Runs of the 9-operation spec; of synthetic specs up to 100 operations; of larger ones. */
    generateRuns: numberEnv("BENCH_GENERATE_RUNS", quick ? 1 : 3),
    generateMidRuns: numberEnv("BENCH_GENERATE_MID_RUNS", quick ? 1 : 2),
    generateLargeRuns: numberEnv("BENCH_GENERATE_LARGE_RUNS", 1),
    generateSizes: (process.env.BENCH_GENERATE_SIZES ?? (quick ? "20,50" : "100,300,1000")).split(",").map(Number),
    /** A generator run taking longer is stopped (and reported as such): keeps the whole run near 10 minutes. */
    generateTimeoutSeconds: numberEnv("BENCH_GENERATE_TIMEOUT", quick ? 60 : 180),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Statistics

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** { median, min, max, values } of a list of numbers. */
export function summary(values) {
  const finite = values.filter((v) => Number.isFinite(v));
  return {
    median: median(finite),
    min: finite.length ? Math.min(...finite) : NaN,
    max: finite.length ? Math.max(...finite) : NaN,
    values,
  };
}

// ---------------------------------------------------------------------------------------------------------
// CPU pinning: the load side on core 0, the measured server on core 1 (when taskset and 2+ cores exist).

let tasksetChecked;
export function canPin() {
  if (tasksetChecked === undefined) {
    tasksetChecked = false;
    if (platform() === "linux" && cpus().length >= 2) {
      try {
        execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
        tasksetChecked = true;
      } catch {
        tasksetChecked = false;
      }
    }
  }
  return tasksetChecked;
}

/** Pins every thread of a process to one core; false when pinning is not available. */
export function pin(pid, core) {
  if (!canPin()) return false;
  try {
    execFileSync("taskset", ["-a", "-p", "-c", String(core), String(pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export const LOAD_CORE = 0;
export const SERVER_CORE = 1;

/** Pins this process (the orchestrator and the load generator in it) to the load core. */
export function pinSelf() {
  return pin(process.pid, LOAD_CORE);
}

// ---------------------------------------------------------------------------------------------------------
// Child processes speaking a tiny IPC protocol: the child sends { type: "ready", ... } once, then answers
// each { id, ... } request with { id, ... }.

export async function startChild(script, args, { core, env, execArgv = [] } = {}) {
  const child = fork(script, args, {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, ...env },
    execArgv,
  });
  const pinned = core === undefined ? false : pin(child.pid, core);
  let nextId = 1;
  const waiting = new Map();
  let readyResolve;
  let readyReject;
  const ready = new Promise((resolve, reject) => {
    readyResolve = resolve;
    readyReject = reject;
  });
  child.on("message", (message) => {
    if (message && message.type === "ready") readyResolve(message);
    else if (message && message.type === "error")
      readyReject(new Error(`${script} ${args.join(" ")}: ${message.message}`));
    else if (message && waiting.has(message.id)) {
      const { resolve, reject } = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) reject(new Error(message.error));
      else resolve(message);
    }
  });
  child.on("exit", (code, signal) => {
    const error = new Error(`${script} ${args.join(" ")} exited (${code ?? signal})`);
    readyReject(error);
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  });
  const info = await ready;
  // Threads the child started after the first pinning (libuv pool, V8 workers) inherit it; pin again anyway.
  if (core !== undefined) pin(child.pid, core);
  return {
    child,
    info,
    pinned,
    request(message) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ ...message, id });
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // Closing the IPC channel makes the child exit by itself (and write a --cpu-prof profile);
      // SIGTERM, then SIGKILL, if it does not.
      if (child.connected) child.disconnect();
      const term = setTimeout(() => child.kill("SIGTERM"), 2000);
      const kill = setTimeout(() => child.kill("SIGKILL"), 4000);
      await exited;
      clearTimeout(term);
      clearTimeout(kill);
    },
  };
}

/** In a child: answer requests with `handler(message)`; errors travel back as { error }. */
export function serveRequests(handler) {
  process.on("message", async (message) => {
    if (!message || message.id === undefined) return;
    try {
      const answer = await handler(message);
      process.send({ ...answer, id: message.id });
    } catch (error) {
      process.send({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
  process.on("disconnect", () => process.exit(0));
}

/** In a child: resident set size sampled every 50 ms; the peak since the last reset. */
export function rssSampler() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss > peak) peak = rss;
  }, 50);
  timer.unref();
  return {
    take() {
      const rss = process.memoryUsage.rss();
      const result = { rss, peak: Math.max(peak, rss) };
      peak = rss;
      return result;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Machine load: CPU time of the whole machine (/proc/stat) against the CPU time of our own processes,
// so a report can say how much of the machine something else used while we measured.

function readProcStat() {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0];
    const parts = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = parts[3] + (parts[4] ?? 0);
    const total = parts.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU seconds a process (and its reaped children) used, from /proc/PID/stat. */
export function processCpuSeconds(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    // fields[11..14] = utime stime cutime cstime (fields 14..17 of proc(5), counted from state = 3)
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/**
 * Starts a window over the machine's CPU use. `end(ownPids)` returns the cores busy on average, those our
 * processes used, and the rest ("foreign": other people's tests, the system).
 */
export function loadWindow(ownPids) {
  const start = readProcStat();
  const started = performance.now();
  const ownStart = ownPids.map((pid) => processCpuSeconds(pid));
  return {
    end() {
      const stop = readProcStat();
      const seconds = (performance.now() - started) / 1000;
      if (!start || !stop || seconds <= 0) return undefined;
      const busyCores = (stop.busy - start.busy) / CLOCK_TICKS / seconds;
      const own =
        ownPids
          .map((pid, i) => processCpuSeconds(pid) - ownStart[i])
          .filter((v) => Number.isFinite(v))
          .reduce((a, b) => a + b, 0) / seconds;
      return { busyCores, ownCores: own, foreignCores: Math.max(0, busyCores - own), seconds };
    },
  };
}

/** Samples the machine for `ms` while we do nothing: the load others put on it. */
export async function idleLoad(ms = 2000) {
  const window = loadWindow([process.pid]);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return window.end();
}

// ---------------------------------------------------------------------------------------------------------
// Machine description

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")).version;
  } catch {
    return "not installed";
  }
}

export function gitCommit() {
  try {
    // Read-only: which commit the working tree is on, and whether it has local changes.
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    // The report this harness rewrites is not a change to the code measured.
    const dirty = execFileSync(
      "git",
      ["status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/REPORT.md"],
      {
        cwd: ROOT,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      },
    ).trim();
    return dirty ? `${head} (with local changes)` : head;
  } catch {
    return "unknown";
  }
}

export function machineInfo() {
  const list = cpus();
  const generated = JSON.parse(readFileSync(join(PACKAGE_DIR, "package.json"), "utf8"));
  return {
    cpuModel: list[0]?.model ?? "unknown",
    cores: list.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${platform()} ${release()}`,
    node: process.version,
    pinning: canPin()
      ? `taskset: load on core ${LOAD_CORE}, server on core ${SERVER_CORE}`
      : "none (taskset unavailable or one core)",
    loadavg: loadavg().map((v) => Number(v.toFixed(2))),
    commit: gitCommit(),
    packages: {
      "shipment-operations (generated)": generated.version,
      "asmx-codegen generator": generated.asmxCodegen?.generatorVersion ?? "?",
      autocannon: packageVersion("autocannon"),
      soap: packageVersion("soap"),
      saxes: packageVersion("saxes"),
      typescript: packageVersion("typescript"),
      "ts-morph": packageVersion("ts-morph"),
      prettier: packageVersion("prettier"),
      tsx: packageVersion("tsx"),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Results files

export function writeResults(part, data) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${part}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

export function readResults(part) {
  const file = join(RESULTS_DIR, `${part}.json`);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8"));
}

export function log(message) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Checks that the generated package has been compiled (dist/ exists). */
export function requireDist() {
  if (
    !existsSync(join(DIST, "server.js")) ||
    !existsSync(join(DIST, "client.js")) ||
    !existsSync(join(DIST, "node.js"))
  ) {
    fail(`${DIST} is missing: run npm run generate first`);
  }
}
