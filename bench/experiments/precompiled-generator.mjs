#!/usr/bin/env node
/**
 * EXPERIMENT: the generator precompiled to one JavaScript file (esbuild, which tsx already brings; npm
 * packages left external) and started with plain `node`, against `npm run generate` (npm → tsx → node,
 * TypeScript compiled at every start). The bundle is written under bench/.work/ with links to runtime/,
 * templates/, spec/ and package.json at the depths the generator's `new URL("../…", import.meta.url)`
 * paths expect. Checks both write identical files; times start-up alone (--help) and a cold 9-operation
 * generation, alternating.
 *
 *   node bench/experiments/precompiled-generator.mjs [--runs 3]
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { ROOT, summary } from "../lib/common.mjs";
import { WORK_DIR } from "./patched-dist.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const require = createRequire(import.meta.url);
const esbuild = require("esbuild");

const base = join(WORK_DIR, "precompiled");
rmSync(base, { recursive: true, force: true });
mkdirSync(join(base, "generator", "emit"), { recursive: true });
for (const [link, target] of [
  ["runtime", "runtime"],
  ["templates", "templates"],
  ["spec", "spec"],
  ["package.json", "package.json"],
  ["generator/package.json", "package.json"],
]) {
  const at = join(base, link);
  symlinkSync(relative(join(at, ".."), join(ROOT, target)), at);
}
const bundle = join(base, "generator", "emit", "cli.mjs"); // depth of generator/emit/*.ts
await esbuild.build({
  entryPoints: [join(ROOT, "generator", "cli.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  outfile: bundle,
  logLevel: "warning",
});

const spec = join(ROOT, "spec", "shipment-operations.yaml");
const commands = {
  "npm run generate": (args) => ["npm", ["run", "-s", "generate", "--", ...args]],
  "node precompiled.mjs": (args) => [process.execPath, [bundle, ...args]],
};
function timed(name, args) {
  const [cmd, argv] = commands[name](args);
  const t = performance.now();
  const run = spawnSync(cmd, argv, { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
  if (run.status !== 0) throw new Error(`${name} failed: ${run.stderr}`);
  return (performance.now() - t) / 1000;
}
function files(dir) {
  const out = new Map();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.set(relative(dir, full), readFileSync(full, "utf8"));
    }
  };
  walk(dir);
  return out;
}

// Same output?
const outs = Object.keys(commands).map((name) => {
  const out = mkdtempSync(join(tmpdir(), "asmx-bench-pre-"));
  timed(name, ["--spec", spec, "--out", out]);
  return out;
});
const [a, b] = outs.map(files);
const same = a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
for (const out of outs) rmSync(out, { recursive: true, force: true });
process.stdout.write(`identical output: ${same ? "yes" : "NO"} (${a.size} files)\n`);

const times = Object.fromEntries(Object.keys(commands).map((n) => [n, { help: [], generate: [] }]));
for (let i = 0; i < Number(values.runs); i++) {
  for (const name of Object.keys(commands)) {
    times[name].help.push(timed(name, ["--help"]));
    const out = mkdtempSync(join(tmpdir(), "asmx-bench-pre-"));
    times[name].generate.push(timed(name, ["--spec", spec, "--out", out]));
    rmSync(out, { recursive: true, force: true });
  }
}
for (const [name, t] of Object.entries(times)) {
  const h = summary(t.help);
  const g = summary(t.generate);
  process.stdout.write(
    `${name.padEnd(22)} start-up (--help) ${h.median.toFixed(2)} s (${h.min.toFixed(2)}–${h.max.toFixed(2)}), 9-operation spec ${g.median.toFixed(2)} s (${g.min.toFixed(2)}–${g.max.toFixed(2)})\n`,
  );
}
rmSync(base, { recursive: true, force: true });
