#!/usr/bin/env node
/**
 * Generator benchmark (`npm run bench:generate`): cold `npm run generate` (a new process each time, wall
 * time, into a fresh temporary --out) for the 9-operation spec and for synthetic specs of 100, 300 and
 * 1,000 operations written by bench/make-spec.mjs. A run that takes longer than BENCH_GENERATE_TIMEOUT seconds
 * is stopped and reported as such.
 *
 * Writes bench/results/generate.json and rebuilds bench/REPORT.md.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseCommandLine } from "../tools/lib/command-line.mjs";
import { gitCommit, idleLoad, log, machineInfo, ROOT, settings, summary, writeResults } from "./lib/common.mjs";
import { writeReport } from "./lib/report.mjs";
import { writeSpec } from "./make-spec.mjs";

const NPM = process.platform === "win32" ? "npm.cmd" : "npm";
const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;

/** Runs `npm run generate` once; wall seconds, the CLI's own seconds, file count, peak RSS (KiB, when known). */
function generateOnce(specFile, timeoutSeconds) {
  const out = mkdtempSync(join(tmpdir(), "asmx-bench-gen-"));
  const npmArgs = ["run", "generate", "--", "--spec", specFile, "--out", out];
  const [command, args] = TIME ? [TIME, ["-f", "maxrss-kib=%M", NPM, ...npmArgs]] : [NPM, npmArgs];
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      // Keep the summary line, not the list of written files.
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
        process.kill(-child.pid, "SIGKILL"); // the process group this run started: npm, sh, node
      } catch {
        child.kill("SIGKILL");
      }
    }, timeoutSeconds * 1000);
    child.on("close", (code) => {
      clearTimeout(timer);
      const wall = (performance.now() - started) / 1000;
      rmSync(out, { recursive: true, force: true });
      const summaryLine = /: (\d+) files from .*\(([\d.]+) s\)/.exec(stdout);
      const rss = /maxrss-kib=(\d+)/.exec(stderr);
      if (timedOut) resolve({ timedOut: true, wall });
      else if (code !== 0 || !summaryLine)
        resolve({ failed: true, wall, message: `exit ${code}: ${(stderr || stdout).trim().slice(-800)}` });
      else
        resolve({
          wall,
          inProcess: Number(summaryLine[2]),
          files: Number(summaryLine[1]),
          maxRssKiB: rss ? Number(rss[1]) : undefined,
        });
    });
  });
}

export async function runGenerateBench() {
  const config = settings();
  const machine = machineInfo();
  const idle = await idleLoad();
  const started = Date.now();
  const specDir = mkdtempSync(join(tmpdir(), "asmx-bench-specs-"));
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
      file: writeSpec(size, join(specDir, `synthetic-${size}.yaml`)),
      runs: size > 100 ? config.generateLargeRuns : config.generateMidRuns,
    });
  }
  log(
    `generator benchmark: ${specs.map((s) => `${s.operations} ops × ${s.runs}`).join(", ")}; timeout ${config.generateTimeoutSeconds} s a run; machine busy before: ${idle?.busyCores.toFixed(2)} cores`,
  );
  const results = [];
  try {
    for (const spec of specs) {
      const runs = [];
      for (let i = 0; i < spec.runs; i++) {
        const run = await generateOnce(spec.file, config.generateTimeoutSeconds);
        runs.push(run);
        log(
          `${spec.id} run ${i + 1}: ${run.timedOut ? `stopped after ${run.wall.toFixed(1)} s` : run.failed ? `FAILED: ${run.message}` : `${run.wall.toFixed(2)} s wall, ${run.inProcess.toFixed(2)} s in the CLI, ${run.files} files`}`,
        );
        if (run.failed) throw new Error(`npm run generate failed on ${spec.title}: ${run.message}`);
        if (run.timedOut) break; // a second run would time out too
      }
      const done = runs.filter((r) => !r.timedOut);
      results.push({
        id: spec.id,
        title: spec.title,
        operations: spec.operations,
        runs,
        timedOut: done.length === 0,
        wall: summary(done.map((r) => r.wall)),
        inProcess: summary(done.map((r) => r.inProcess)),
        startup: summary(done.map((r) => r.wall - r.inProcess)),
        files: done[0]?.files,
        maxRssKiB: done.length ? Math.max(...done.map((r) => r.maxRssKiB ?? NaN)) : undefined,
        wallPerOperationMs: done.length ? (summary(done.map((r) => r.wall)).median / spec.operations) * 1000 : NaN,
        inProcessPerOperationMs: done.length
          ? (summary(done.map((r) => r.inProcess)).median / spec.operations) * 1000
          : NaN,
        timeoutSeconds: config.generateTimeoutSeconds,
      });
    }
  } finally {
    rmSync(specDir, { recursive: true, force: true });
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
    command: "npm run generate -- --spec FILE --out TMPDIR",
    specs: results,
  };
  writeResults("generate", data);
  return data;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  parseCommandLine(
    `usage: npm run bench:generate

Generator benchmark: cold npm run generate of the 9-operation spec and of synthetic specs of
100, 300 and 1,000 operations; writes bench/results/generate.json and rebuilds bench/REPORT.md.
Settings are environment variables (BENCH_QUICK=1: a smoke run of the harness, figures not meaningful);
bench/README.md lists them all.

  -h, --help  show this text

Exit codes: 0 done; 1 the benchmark failed; 2 bad flags.`,
    {},
  );
  runGenerateBench()
    .then(() => writeReport())
    .catch((error) => {
      log(`generator benchmark failed: ${error.stack ?? error}`);
      process.exitCode = 1;
    });
}
