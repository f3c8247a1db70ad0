#!/usr/bin/env node
/**
 * Summarises a V8 CPU profile (`node --cpu-prof`): where the samples fall, by package / source folder
 * (self time), by function (self time), and the inclusive time of the functions whose names are given.
 *
 *   node bench/profile-summary.mjs FILE.cpuprofile [--top 25] [--inclusive name1,name2]
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: "string", default: "25" }, inclusive: { type: "string", default: "" } },
});
if (positionals.length !== 1) {
  process.stderr.write("usage: node bench/profile-summary.mjs FILE.cpuprofile [--top N] [--inclusive fn1,fn2]\n");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(positionals[0], "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Time per sample: the deltas, attributed to the sample's node.
const selfTime = new Map();
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const dt = (profile.timeDeltas[i] ?? 0) / 1000;
  total += dt;
  selfTime.set(profile.samples[i], (selfTime.get(profile.samples[i]) ?? 0) + dt);
}

function where(url) {
  if (!url) return "(native / V8)";
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return `npm:${m[1]}`;
  if (url.startsWith("node:")) return "node core";
  const local = /\/(generator|runtime|templates|generated|bench|test)\/(.*?)([^/]+)$/.exec(url);
  if (local) return `${local[1]}/${local[2]}`.replace(/\/$/, "");
  return url.replace(/^file:\/\//, "");
}

const byPlace = new Map();
const byFunction = new Map();
for (const [id, ms] of selfTime) {
  const node = nodes.get(id);
  const frame = node.callFrame;
  const name = frame.functionName || "(anonymous)";
  const special = ["(garbage collector)", "(idle)", "(program)"].includes(name);
  const place = special ? name : where(frame.url);
  byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
  const key = special ? name : `${name}  ${where(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ""}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
}

function table(title, map, top) {
  const rows = [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  process.stdout.write(`\n${title}\n`);
  for (const [name, ms] of rows) {
    process.stdout.write(`${ms.toFixed(0).padStart(8)} ms ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${name}\n`);
  }
}

process.stdout.write(`total ${total.toFixed(0)} ms in ${profile.samples.length} samples\n`);
const top = Number(values.top);
table("self time by package / folder", byPlace, top);
table("self time by function", byFunction, top);

// Each sample charged to the nearest frame of the project's own code (not node_modules, not node core):
// which of our functions the time in libraries is spent for. Async continuations (prettier's format
// resolving later) have no project frame and are charged to "(no project frame)".
const byOwner = new Map();
for (const [id, ms] of selfTime) {
  let owner = "(no project frame)";
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const frame = nodes.get(at).callFrame;
    if (
      frame.url &&
      !frame.url.includes("node_modules") &&
      !frame.url.startsWith("node:") &&
      frame.url.startsWith("file:")
    ) {
      owner = `${frame.functionName || "(anonymous)"}  ${where(frame.url)}:${frame.lineNumber + 1}`;
      break;
    }
  }
  const name = nodes.get(id).callFrame.functionName;
  if (["(garbage collector)", "(idle)", "(program)"].includes(name)) owner = name;
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
}
table("all time by the nearest project function on the stack", byOwner, top);

// Inclusive time of named functions (each sample counted once per name, however deep the recursion).
const names = values.inclusive
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
if (names.length) {
  const inclusive = new Map(names.map((n) => [n, 0]));
  for (const [id, ms] of selfTime) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const fn = nodes.get(at).callFrame.functionName;
      if (inclusive.has(fn) && !seen.has(fn)) {
        seen.add(fn);
        inclusive.set(fn, inclusive.get(fn) + ms);
      }
    }
  }
  table("inclusive time of the named functions", inclusive, names.length);
}
