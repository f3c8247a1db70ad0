#!/usr/bin/env node
/**
 * Builds the runtime package (runtime/, `asmx-codegen-runtime`) into runtime/dist/: JavaScript and
 * declarations of runtime/src, compiled by tsc -p runtime/tsconfig.build.json (type errors fail the build).
 * The root's `prepare` runs it (so `npm ci` leaves a built runtime that generated/* resolve through the
 * workspace link node_modules/asmx-codegen-runtime), and so does the runtime's `prepack`.
 *
 * `--if-stale` builds only when runtime/src or its configuration changed since the last build (a sha256
 * kept in runtime/dist/.build-stamp). Builds into a temporary folder and swaps it in.
 */
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { inputFiles, inputsHash, stampHolds } from "./lib/build-stamp.mjs";
import { fail, parseCommandLine } from "./lib/command-line.mjs";

const USAGE = `Usage: node tools/build-runtime.mjs [--if-stale] [--quiet]
  Compiles the runtime package (runtime/src) into runtime/dist/.
  --if-stale  build only when a source changed since the last build
  --quiet     say nothing unless the build fails
Exit codes: 0 built or up to date, 1 the build failed (type errors are listed), 2 bad flags.`;

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const RUNTIME = join(ROOT, "runtime");
const DIST = join(RUNTIME, "dist");
const STAMP = join(DIST, ".build-stamp");
const INPUTS = ["runtime/src", "runtime/package.json", "runtime/tsconfig.json", "runtime/tsconfig.build.json", "tsconfig.json"];

const { values } = parseCommandLine(USAGE, {
  options: { "if-stale": { type: "boolean", default: false }, quiet: { type: "boolean", default: false } },
});

/** The stamp: a sha256 of the runtime's sources and configuration (tools/lib/build-stamp.mjs). */
function stampHash() {
  return inputsHash(ROOT, INPUTS.flatMap((path) => inputFiles(ROOT, path, (name) => name.endsWith(".ts"))));
}

function isFresh(hash) {
  return stampHolds(STAMP, hash);
}

function build(hash) {
  let tsc;
  try {
    tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  } catch {
    return `TypeScript is not installed in ${ROOT}: run npm ci there first; runtime/dist was left as it was`;
  }
  const temp = join(RUNTIME, `.dist-${process.pid}`);
  rmSync(temp, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [tsc, "-p", "tsconfig.build.json", "--outDir", temp], {
    cwd: RUNTIME,
    encoding: "utf8",
  });
  if (result.status !== 0) {
    rmSync(temp, { recursive: true, force: true });
    process.stderr.write(result.stdout + result.stderr);
    return "the runtime does not compile (errors above); runtime/dist was left as it was";
  }
  writeFileSync(join(temp, ".build-stamp"), hash);
  const old = join(RUNTIME, `.dist-old-${process.pid}`);
  try {
    if (existsSync(DIST)) renameSync(DIST, old);
    renameSync(temp, DIST);
  } catch (error) {
    // Another build swapped its own in meanwhile: it built the same inputs, or the next run builds again.
    rmSync(temp, { recursive: true, force: true });
    if (!isFresh(hash)) return `could not put runtime/dist in place: ${error.message}`;
  }
  rmSync(old, { recursive: true, force: true });
  return undefined;
}

const hash = stampHash();
if (!(values["if-stale"] && isFresh(hash))) {
  if (!values.quiet) process.stderr.write("building the runtime package into runtime/dist/ ...\n");
  const failed = build(hash);
  if (failed) fail(failed);
}
