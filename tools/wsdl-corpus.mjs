#!/usr/bin/env node
/**
 * The WSDL corpus check (issue 15): every real ASMX WSDL of a corpus folder either round-trips or is refused
 * with a positioned reason. For each document, with the generator's own bin (what users run):
 *   1. `asmx-codegen import` (which itself proves that the spec regenerates the WSDL, canonically);
 *   2. `asmx-codegen generate` of every imported spec into a work folder, and an independent check that each
 *      generated wsdl/*.wsdl equals its input as canonical XML ("differ" otherwise);
 *   3. tsc over every generated package (strict, noUncheckedIndexedAccess);
 *   4. every golden request and response fixture of each package against its generated server
 *      (tools/corpus/conformance.ts);
 *   5. the Markdown and descriptor printed without prettier are as prettier prints them
 *      (tools/corpus/formatting.mjs).
 * Ends with `corpus: N round-trip, M refused with reason, C crashed, D differ` and the refused list. The
 * corpus is third-party material: it is read where it lies and never copied into the repo.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { fail, parseCommandLine, usageError } from "./lib/command-line.mjs";

const USAGE = `Usage: node tools/wsdl-corpus.mjs <corpus-folder> [--keep DIR]

Imports every *.wsdl of the folder, generates the packages, type-checks them and runs their fixtures
against their servers; prints "corpus: N round-trip, M refused with reason, C crashed, D differ".
  --keep DIR  work in DIR and keep it (default: a temporary folder, removed at the end)
Exit codes: 0 every document round-trips or is refused with a positioned reason and every package passes,
1 a crash, a difference, a type error, a failed fixture or a file not in prettier's form, 2 bad arguments.`;

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { values, positionals } = parseCommandLine(USAGE, {
  options: { keep: { type: "string" } },
  allowPositionals: true,
});
if (positionals.length !== 1) usageError(USAGE, "needs the corpus folder");
const corpus = resolve(positionals[0]);
if (!existsSync(corpus)) fail(`${positionals[0]}: no such folder (the corpus is not part of the repo; see README)`);
const documents = readdirSync(corpus).filter((f) => f.endsWith(".wsdl")).sort();
if (documents.length === 0) fail(`${positionals[0]}: no .wsdl documents`);

const build = spawnSync(process.execPath, [join(REPO, "tools/build-generator.mjs"), "--if-stale"], { stdio: "inherit" });
if (build.status !== 0) fail("building the generator failed");
const BIN = join(REPO, "dist/generator/cli.js");
// The CLI runs in the work folder as a user's project would: without npm's INIT_CWD, which it honours under
// this package's own scripts (`npm run corpus`) and which would make the repo its project.
const { INIT_CWD: _initCwd, npm_lifecycle_event: _event, ...CLI_ENV } = process.env;
const { canonicalOf, locateDifference } = await import(join(REPO, "dist/generator/import/canonical.js"));

const work = values.keep ? resolve(values.keep) : mkdtempSync(join(tmpdir(), "asmx-corpus-"));
rmSync(join(work, "spec"), { recursive: true, force: true });
mkdirSync(join(work, "spec"), { recursive: true });
// The packages' own dependency (saxes) and the type declarations, as a consumer's install would give them.
if (!existsSync(join(work, "node_modules"))) symlinkSync(join(REPO, "node_modules"), join(work, "node_modules"), "dir");
const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

const imported = [];
const refused = [];
const crashed = [];
for (const document of documents) {
  const id = document.slice(0, 3);
  const spec = join(work, "spec", `c${id}.yaml`);
  const t0 = Date.now();
  const run = spawnSync(process.execPath, [BIN, "import", join(corpus, document), "--out", spec, "--force"], {
    cwd: work,
    env: CLI_ENV,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const message = `${run.stderr}`.trim();
  if (run.status === 0) {
    imported.push({ document, spec, id, bytes: run.stdout.includes("equals the input byte for byte") });
    console.log(`import ${document}: ${run.stdout.trim().split("\n")[0].replace(/^wrote [^:]+: /, "")} (${seconds(t0)} s)`);
  } else if (run.status === 1 && /^\S+\.wsdl(:\d+:\d+)?: \S.*: .+/.test(message) && message.split("\n").length === 1) {
    refused.push({ document, message: message.replace(/^.*?\.wsdl/, document) });
    console.log(`refused ${message.replace(/^.*?\.wsdl/, document)}`);
  } else {
    crashed.push({ document, message: `exit ${run.status ?? run.signal}: ${message.slice(0, 2000)}` });
    console.log(`CRASHED ${document}: exit ${run.status ?? run.signal}\n${message.slice(0, 2000)}`);
  }
}

// Generate every imported spec in one run, as a project would.
let generateFailed = false;
const differ = [];
if (imported.length > 0) {
  const t0 = Date.now();
  const args = [BIN, "generate", "--out", join(work, "generated"), ...imported.flatMap((d) => ["--spec", d.spec])];
  const generate = spawnSync(process.execPath, args, { cwd: work, env: CLI_ENV, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  console.log(`generate ${imported.length} packages: exit ${generate.status} (${seconds(t0)} s)`);
  if (generate.status !== 0) {
    generateFailed = true;
    console.log(`${generate.stdout}${generate.stderr}`.slice(0, 4000));
  }
  for (const d of imported) {
    const folder = join(work, "generated", `c${d.id}`, "wsdl");
    const files = existsSync(folder) ? readdirSync(folder) : [];
    if (files.length !== 1) {
      differ.push({ document: d.document, message: "no WSDL was generated" });
      continue;
    }
    const found = locateDifference(
      canonicalOf(readFileSync(join(folder, files[0]), "utf8"), { maxDepth: 96, maxAttributes: 256 }),
      canonicalOf(readFileSync(join(corpus, d.document), "utf8"), { maxDepth: 96, maxAttributes: 256 }),
    );
    if (found) differ.push({ document: d.document, message: `${found.line}:${found.column} ${found.path}: ${found.message}` });
  }
}

// Type-check every generated package, strictly, as one program.
let typeErrors = 0;
if (imported.length > 0 && !generateFailed) {
  const t0 = Date.now();
  const tsconfig = join(work, "tsconfig.json");
  writeFileSync(
    tsconfig,
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        lib: ["ES2023", "DOM"],
        types: ["node"],
        strict: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: true,
        noEmit: true,
      },
      include: ["generated/*/src/**/*.ts"],
    }),
  );
  const tsc = spawnSync(process.execPath, [join(REPO, "node_modules/typescript/bin/tsc"), "-p", tsconfig], {
    cwd: work,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = `${tsc.stdout}`.split("\n").filter((l) => /error TS/.test(l));
  typeErrors = tsc.status === 0 ? 0 : Math.max(lines.length, 1);
  console.log(`type-check ${imported.length} packages: ${typeErrors} errors (${seconds(t0)} s)`);
  for (const line of lines.slice(0, 20)) console.log(`  ${relative(work, line)}`);
}

// The golden fixtures of every package against its server.
let conformanceFailed = false;
if (imported.length > 0 && !generateFailed) {
  const t0 = Date.now();
  const run = spawnSync(process.execPath, ["--import", "tsx", join(REPO, "tools/corpus/conformance.ts"), join(work, "generated")], {
    cwd: REPO,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  conformanceFailed = run.status !== 0;
  console.log(`fixtures against servers (${seconds(t0)} s):\n${`${run.stdout}${run.stderr}`.trim().replace(/^/gm, "  ")}`);
}

// What the generator prints in prettier's form without prettier must be prettier's form.
let formattingFailed = false;
if (imported.length > 0 && !generateFailed) {
  const t0 = Date.now();
  const run = spawnSync(process.execPath, [join(REPO, "tools/corpus/formatting.mjs"), ...imported.map((d) => d.spec)], {
    cwd: REPO,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  formattingFailed = run.status !== 0;
  console.log(`formatting (${seconds(t0)} s):\n${`${run.stdout}${run.stderr}`.trim().replace(/^/gm, "  ")}`);
}

console.log("");
for (const r of refused) console.log(`refused: ${r.message}`);
for (const d of differ) console.log(`DIFFERS: ${d.document}: ${d.message}`);
for (const c of crashed) console.log(`CRASHED: ${c.document}`);
const roundTrip = imported.length - differ.length;
const bytes = imported.filter((d) => d.bytes && !differ.some((x) => x.document === d.document)).length;
console.log(`corpus: ${roundTrip} round-trip, ${refused.length} refused with reason, ${crashed.length} crashed, ${differ.length} differ (${documents.length} documents; ${bytes} of the round trips byte for byte, the rest equal as canonical XML; ${seconds(started)} s)`);
if (!values.keep) rmSync(work, { recursive: true, force: true });
process.exitCode = crashed.length || differ.length || generateFailed || typeErrors || conformanceFailed || formattingFailed ? 1 : 0;

