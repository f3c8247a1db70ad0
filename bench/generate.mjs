#!/usr/bin/env node
/**
 * Generator benchmark (`npm run bench:generate`): the compiled `asmx-codegen` bin as users run it
 * (`node dist/generator/cli.js`, a new process each run, wall time), for the 9-operation spec and for
 * synthetic specs of 100, 300 and 1,000 operations written by bench/make-spec.mjs:
 *
 * - generate into a new empty folder with an empty cache (the first run ever of this generator build),
 * - generate into a new empty folder again, with the caches that first run left (prettier and TypeScript
 *   results by content, V8's code cache): every later run, e.g. in CI after a restored cache or on a
 *   developer's machine,
 * - check of the package just written (up to date), with the caches and once with an empty cache (a
 *   fresh clone in CI): both answered from its manifest, which records the generator's identity.
 *
 * Each spec gets a cache folder of its own (ASMX_CODEGEN_CACHE), so runs never see the repo's cache. A run
 * longer than BENCH_GENERATE_TIMEOUT seconds is stopped and reported as such. Output is compared byte for
 * byte between the empty-cache and the warm-cache runs: the caches must not change a byte.
 *
 * Writes bench/results/generate.json and rebuilds bench/REPORT.md.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { parseCommandLine } from "../tools/lib/command-line.mjs";
import { gitCommit, idleLoad, log, machineInfo, ROOT, settings, summary, writeResults } from "./lib/common.mjs";
import { writeReport } from "./lib/report.mjs";
import { writeSpec } from "./make-spec.mjs";

const USAGE = `usage: npm run bench:generate

Generator benchmark: the compiled asmx-codegen bin, a new process each run, for the 9-operation spec and
synthetic specs of 100, 300 and 1,000 operations: generate with an empty cache and with the caches an
earlier run left, and check of an up-to-date package; writes bench/results/generate.json and rebuilds
bench/REPORT.md.
Settings are environment variables (BENCH_QUICK=1: a smoke run of the harness, figures not meaningful);
bench/README.md lists them all.

  -h, --help  show this text

Exit codes: 0 done; 1 the benchmark failed; 2 bad flags.`;

const BIN = join(ROOT, "dist", "generator", "cli.js");
const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;

/** Runs the bin once; wall seconds, the CLI's own seconds (generate), peak RSS (KiB, when known). */
function runOnce(args, cacheDir, timeoutSeconds) {
  const nodeArgs = [BIN, ...args];
  const [command, argv] = TIME
    ? [TIME, ["-f", "maxrss-kib=%M", process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs];
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, argv, {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      env: { ...process.env, ASMX_CODEGEN_CACHE: cacheDir, npm_lifecycle_event: "", INIT_CWD: "" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      // Keep the summary lines, not the list of written files.
      stdout += chunk
        .toString()
        .split("\n")
        .filter((l) => !l.startsWith("  wrote"))
        .join("\n");
    });
    child.stderr.on("data", (chunk) => (stderr += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, "SIGKILL"); // the process group this run started
      } catch {
        child.kill("SIGKILL");
      }
    }, timeoutSeconds * 1000);
    child.on("close", (code) => {
      clearTimeout(timer);
      const wall = (performance.now() - started) / 1000;
      const inCli =
        /: (\d+) files from .*\(([\d.]+) s\)/.exec(stdout) ?? /: up to date with .* \((\d+) files\)/.exec(stdout);
      const rss = /maxrss-kib=(\d+)/.exec(stderr);
      if (timedOut) resolve({ timedOut: true, wall });
      else if (code !== 0 || !inCli)
        resolve({ failed: true, wall, message: `exit ${code}: ${(stderr || stdout).trim().slice(-800)}` });
      else
        resolve({
          wall,
          inProcess: inCli[2] === undefined ? undefined : Number(inCli[2]),
          files: Number(inCli[1]),
          maxRssKiB: rss ? Number(rss[1]) : undefined,
        });
    });
  });
}

function files(dir) {
  const out = new Map();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.set(relative(dir, full), readFileSync(full));
    }
  };
  walk(dir);
  return out;
}

function sameBytes(a, b) {
  const x = files(a);
  const y = files(b);
  if (x.size !== y.size) return false;
  for (const [path, content] of x) if (!y.get(path)?.equals(content)) return false;
  return true;
}

function stats(runs) {
  const done = runs.filter((r) => !r.timedOut);
  return {
    runs,
    timedOut: done.length === 0,
    wall: summary(done.map((r) => r.wall)),
    inProcess: summary(done.map((r) => r.inProcess)),
    maxRssKiB: done.length ? Math.max(...done.map((r) => r.maxRssKiB ?? NaN)) : undefined,
  };
}

export async function runGenerateBench() {
  const config = settings();
  const machine = machineInfo();
  const built = spawnSync(process.execPath, [join(ROOT, "tools", "build-generator.mjs"), "--if-stale"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("the generator does not build");
  const idle = await idleLoad();
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), "asmx-bench-gen-"));
  const specs = [
    {
      id: "spec-9",
      title: "spec/shipment-operations.yaml",
      operations: 9,
      file: join(ROOT, "spec", "shipment-operations.yaml"),
      runs: config.generateRuns,
    },
  ];
  for (const size of config.generateSizes) {
    specs.push({
      id: `synthetic-${size}`,
      title: `synthetic, ${size} operations`,
      operations: size,
      file: writeSpec(size, join(work, `synthetic-${size}.yaml`)),
      runs: size > 100 ? config.generateLargeRuns : config.generateMidRuns,
    });
  }
  const timeout = config.generateTimeoutSeconds;
  log(
    `generator benchmark: ${specs.map((s) => `${s.operations} ops`).join(", ")}; timeout ${timeout} s a run; machine busy before: ${idle?.busyCores.toFixed(2)} cores`,
  );
  const results = [];
  try {
    for (const spec of specs) {
      const cache = join(work, `cache-${spec.id}`);
      const out = (name) => join(work, `out-${spec.id}-${name}`);
      const say = (what, run) =>
        log(
          `${spec.id} ${what}: ${run.timedOut ? `stopped after ${run.wall.toFixed(1)} s` : run.failed ? `FAILED: ${run.message}` : `${run.wall.toFixed(2)} s wall${run.inProcess !== undefined ? `, ${run.inProcess.toFixed(2)} s in the CLI` : ""}, ${run.files} files`}`,
        );
      const fail = (run, what) => {
        if (run.failed) throw new Error(`asmx-codegen ${what} failed on ${spec.title}: ${run.message}`);
      };

      // 1. Empty cache: the first run of this generator build.
      const empty = await runOnce(["generate", "--spec", spec.file, "--out", out("empty")], cache, timeout);
      say("generate, empty cache", empty);
      fail(empty, "generate");
      // 2. Warm cache, a new empty folder each time. Folders are removed only at the end: removing thousands
      // of files just before a timed run slowed that run's writes (ext4 discarding the freed blocks meanwhile).
      const warm = [];
      if (!empty.timedOut) {
        for (let i = 0; i < spec.runs; i++) {
          const run = await runOnce(["generate", "--spec", spec.file, "--out", out(`warm-${i}`)], cache, timeout);
          say(`generate, warm cache, run ${i + 1}`, run);
          fail(run, "generate");
          warm.push(run);
          if (run.timedOut) break;
        }
      }
      const identical =
        !empty.timedOut && warm.length > 0 && !warm[0].timedOut ? sameBytes(out("empty"), out("warm-0")) : undefined;
      if (identical === false)
        throw new Error(`${spec.title}: the warm-cache run wrote other bytes than the empty-cache run`);
      // 3. check of the up-to-date package: with the caches, then once with an empty cache (a fresh clone).
      const checks = [];
      if (warm.length > 0 && !warm.at(-1).timedOut) {
        for (let i = 0; i < spec.runs; i++) {
          const run = await runOnce(
            ["check", "--spec", spec.file, "--out", out(`warm-${warm.length - 1}`)],
            cache,
            timeout,
          );
          say(`check, run ${i + 1}`, run);
          fail(run, "check");
          checks.push(run);
        }
      }
      const fresh =
        warm.length > 0
          ? [
              await runOnce(
                ["check", "--spec", spec.file, "--out", out(`warm-${warm.length - 1}`)],
                join(work, `cache-${spec.id}-check`),
                timeout,
              ),
            ]
          : [];
      if (fresh[0]) {
        say("check, empty cache (a fresh clone)", fresh[0]);
        fail(fresh[0], "check");
      }
      const warmStats = stats(warm);
      results.push({
        id: spec.id,
        title: spec.title,
        operations: spec.operations,
        files: empty.files,
        identical,
        empty: stats([empty]),
        warm: warmStats,
        check: stats(checks),
        checkEmpty: stats(fresh),
        emptyPerOperationMs: empty.timedOut ? NaN : (empty.wall / spec.operations) * 1000,
        warmPerOperationMs: warmStats.timedOut ? NaN : (warmStats.wall.median / spec.operations) * 1000,
        timeoutSeconds: timeout,
      });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const data = {
    part: "generate",
    date: new Date().toISOString(),
    durationSeconds: (Date.now() - started) / 1000,
    machine: { ...machine, commitAtEnd: gitCommit() },
    idleBefore: idle,
    settings: {
      runs: config.generateRuns,
      midRuns: config.generateMidRuns,
      largeRuns: config.generateLargeRuns,
      sizes: config.generateSizes,
      timeoutSeconds: config.generateTimeoutSeconds,
      quick: config.quick,
    },
    command: "node dist/generator/cli.js generate --spec FILE --out TMPDIR (and check)",
    specs: results,
  };
  writeResults("generate", data);
  return data;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  parseCommandLine(USAGE, {});
  runGenerateBench()
    .then(() => writeReport())
    .catch((error) => {
      log(`generator benchmark failed: ${error.stack ?? error}`);
      process.exitCode = 1;
    });
}
