#!/usr/bin/env node
/**
 * Builds the generator into dist/ (what `npm pack` ships and the `asmx-codegen` bin runs): TypeScript
 * compiled by tsc -p tsconfig.build.json (type errors fail the build), then the templates and the spec
 * schema copied beside the compiled emitters, at the depth their relative paths expect.
 *
 * `--if-stale` builds only when the sources changed since the last build (a sha256 of every input, kept in
 * dist/.build-stamp): the repo's `npm run generate` and `check` start with it, so they never run an old build.
 * Builds into a temporary folder and swaps it in; a lock keeps two builds from racing.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { inputFiles, inputsHash, stampHolds } from "./lib/build-stamp.mjs";
import { fail, parseCommandLine } from "./lib/command-line.mjs";

const USAGE = `Usage: node tools/build-generator.mjs [--if-stale] [--quiet]
  Compiles the generator into dist/ (what the asmx-codegen bin runs and npm pack ships).
  --if-stale  build only when a source changed since the last build
  --quiet     say nothing unless the build fails
Exit codes: 0 built or up to date, 1 the build failed (type errors are listed), 2 bad flags.`;

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const DIST = join(ROOT, "dist");
const STAMP = join(DIST, ".build-stamp");
/**
 * Inputs of the build: what it compiles, copies or is configured by; in folders, the source files (by
 * extension, not hidden). One list, which the generator reads too (generator/cache/identity.ts).
 */
const BUILD_INPUTS_FILE = "generator/cache/build-inputs.json";
const { inputs: INPUTS, sourceExtensions } = JSON.parse(readFileSync(join(ROOT, BUILD_INPUTS_FILE), "utf8"));
const SOURCE_NAME = new RegExp(`\\.(?:${sourceExtensions.join("|")})$`);
/** Copied into dist/ as they are: read at run time through paths relative to the compiled modules. */
const COPIED = ["templates", "spec/spec.schema.json", BUILD_INPUTS_FILE];

const { values } = parseCommandLine(USAGE, {
  options: { "if-stale": { type: "boolean", default: false }, quiet: { type: "boolean", default: false } },
});

/**
 * The stamp: a sha256 of every input's path and text (LF line ends); in folders, the source files only, so
 * that an editor's backup or a .DS_Store changes nothing. The generator computes the same hash
 * when it runs from source (buildInputsHash in generator/cache/identity.ts, held equal by a test): it is
 * part of the identity each generated package's manifest records.
 */
function stampHash() {
  return inputsHash(ROOT, INPUTS.flatMap((path) => inputFiles(ROOT, path, (name) => SOURCE_NAME.test(name))));
}

function isFresh(hash) {
  return stampHolds(STAMP, hash);
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Waits for another build to finish, then holds the lock (a file holding our pid); returns its release. */
function lock() {
  const file = join(ROOT, ".dist.lock");
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(file, "utf8"));
    } catch {
      continue; // released meanwhile
    }
    if (Number.isInteger(holder) && holder > 0 && !isAlive(holder)) {
      rmSync(file, { force: true }); // left by a build that is gone
      continue;
    }
    if (Date.now() > deadline) fail(`another build (pid ${holder}) holds .dist.lock; remove it if no build is running`);
    sleep(200);
  }
}

/**
 * Work done once here, with the new build's own code, instead of on each first run: the runtime's files
 * compiled (generator/render/runtime-compiled.json), every template precompiled (as the emitters read it:
 * with and without its final newline; generator/render/templates-compiled.cjs) and the spec schema's
 * validator written as code (generator/spec/spec-validator.cjs).
 */
const PREBUILD = `
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const dir = process.env.ASMX_CODEGEN_BUILD_DIR;
const load = (path) => import(pathToFileURL(dir + "/" + path).href);
const { runtimeFiles } = await load("generator/emit/package.js");
const { prebuiltEntry, PREBUILT_FILE } = await load("generator/render/compile.js");
const entries = runtimeFiles().map((file) => prebuiltEntry(file.path, file.content));
writeFileSync(PREBUILT_FILE, JSON.stringify(Object.fromEntries(entries)));
const { precompiledModule, PRECOMPILED_FILE } = await load("generator/render/templates.js");
const templates = readdirSync(dir + "/templates", { recursive: true }).filter((f) => f.endsWith(".hbs"));
const texts = templates.map((f) => readFileSync(dir + "/templates/" + f, "utf8"));
writeFileSync(PRECOMPILED_FILE, precompiledModule(texts.flatMap((t) => [t, t.replace(/\\n$/, "")])));
const { validatorModule, PREBUILT_VALIDATOR } = await load("generator/spec/load.js");
writeFileSync(PREBUILT_VALIDATOR, validatorModule());
`;

function build(hash) {
  const temp = join(ROOT, `.dist-${process.pid}`);
  rmSync(temp, { recursive: true, force: true });
  let tsc;
  try {
    tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  } catch {
    // A fresh clone packed (npm pack runs prepare) or built before its dependencies were installed.
    return `TypeScript is not installed in ${ROOT}: run npm ci there first; dist/ was left as it was`;
  }
  const result = spawnSync(process.execPath, [tsc, "-p", "tsconfig.build.json", "--outDir", temp], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (result.status !== 0) {
    rmSync(temp, { recursive: true, force: true });
    process.stderr.write(result.stdout + result.stderr);
    return "the generator does not compile (errors above); dist/ was left as it was";
  }
  for (const path of COPIED) cpSync(join(ROOT, path), join(temp, path), { recursive: true });
  // The runtime's files compile the same for every spec: compiled once here, not on each first run.
  const prebuild = spawnSync(process.execPath, ["--input-type=module", "-e", PREBUILD], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, ASMX_CODEGEN_BUILD_DIR: temp },
  });
  if (prebuild.status !== 0) {
    rmSync(temp, { recursive: true, force: true });
    process.stderr.write(prebuild.stdout + prebuild.stderr);
    return "compiling the runtime's files failed (errors above); dist/ was left as it was";
  }
  writeFileSync(join(temp, ".build-stamp"), hash);
  const old = join(ROOT, `.dist-old-${process.pid}`);
  if (existsSync(DIST)) renameSync(DIST, old);
  renameSync(temp, DIST);
  rmSync(old, { recursive: true, force: true });
  return undefined;
}

if (!(values["if-stale"] && isFresh(stampHash()))) {
  const release = lock();
  let failed;
  try {
    // Another build may have finished while we waited for the lock.
    const hash = stampHash();
    if (!(values["if-stale"] && isFresh(hash))) {
      if (!values.quiet) process.stderr.write("building the generator into dist/ ...\n");
      failed = build(hash);
    }
  } finally {
    release();
  }
  if (failed) fail(failed);
}
