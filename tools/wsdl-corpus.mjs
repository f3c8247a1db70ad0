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
 * Ends with `corpus: N round-trip, M refused with reason, C crashed, D differ` and the refused list.
 *
 * Then the WCF corpus (`--wcf DIR`, by default `wsdl-corpus-wcf` beside the ASMX folder, when it exists): each
 * subfolder is one metadata set; `asmx-codegen import <subfolder>` (which proves the spec document by document),
 * then an independent check that every document the spec generates (wcfMetadataDocuments) equals the set's
 * document of its kind and namespace as canonical XML, locations aside; then steps 2-5 as above (generate, tsc,
 * fixtures against the generated WCF servers, 5: formatting). Reported apart: `wcf: N round-trip, M refused, C crashed, D differ
 * (...); generated, type-checked, fixtures passed P/N`. `--only-wcf` runs the WCF corpus alone.
 * Both corpora are third-party material: they are read where they lie and never copied into the repo.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { fail, parseCommandLine, usageError } from "./lib/command-line.mjs";

const USAGE = `Usage: node tools/wsdl-corpus.mjs <corpus-folder> [--wcf DIR] [--only-wcf] [--keep DIR]

Imports every *.wsdl of the folder, generates the packages, type-checks them and runs their fixtures
against their servers; prints "corpus: N round-trip, M refused with reason, C crashed, D differ".
  --wcf DIR   the WCF corpus: one metadata set per subfolder (default: wsdl-corpus-wcf beside the corpus
              folder, when it exists; "none" skips it); reported apart as "wcf: N round-trip, ..."
  --only-wcf  run the WCF corpus only (the ASMX documents are not imported; no "corpus:" line)
  --keep DIR  work in DIR and keep it (default: a temporary folder, removed at the end)
Exit codes: 0 every document round-trips or is refused with a positioned reason and every package passes,
1 a crash, a difference, a type error, a failed fixture or a file not in prettier's form, 2 bad arguments.`;

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { values, positionals } = parseCommandLine(USAGE, {
  options: { keep: { type: "string" }, wcf: { type: "string" }, "only-wcf": { type: "boolean", default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) usageError(USAGE, "needs the corpus folder");
const corpus = resolve(positionals[0]);
if (!existsSync(corpus)) fail(`${positionals[0]}: no such folder (the corpus is not part of the repo; see README)`);
const onlyWcf = values["only-wcf"] === true;
const documents = onlyWcf ? [] : readdirSync(corpus).filter((f) => f.endsWith(".wsdl")).sort();
if (documents.length === 0 && !onlyWcf) fail(`${positionals[0]}: no .wsdl documents`);
const wcfDefault = join(dirname(corpus), "wsdl-corpus-wcf");
const wcfCorpus = values.wcf === "none" ? undefined : values.wcf !== undefined ? resolve(values.wcf) : existsSync(wcfDefault) ? wcfDefault : undefined;
if (wcfCorpus !== undefined && !existsSync(wcfCorpus)) fail(`${values.wcf}: no such folder (the WCF corpus is not part of the repo)`);
if (onlyWcf && wcfCorpus === undefined) usageError(USAGE, "--only-wcf needs the WCF corpus (--wcf DIR, or wsdl-corpus-wcf beside the corpus folder)");

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
const STRICT_OPTIONS = {
  target: "ES2022",
  module: "NodeNext",
  moduleResolution: "NodeNext",
  lib: ["ES2023", "DOM"],
  types: ["node"],
  strict: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: true,
  noEmit: true,
};
let typeErrors = 0;
if (imported.length > 0 && !generateFailed) {
  const t0 = Date.now();
  const tsconfig = join(work, "tsconfig.json");
  writeFileSync(
    tsconfig,
    JSON.stringify({ compilerOptions: STRICT_OPTIONS, include: ["generated/*/src/**/*.ts"] }),
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

// The WCF corpus: import each set (a subfolder), then check every generated document independently.
const wcf = { imported: [], refused: [], crashed: [], differ: [] };
if (wcfCorpus !== undefined) {
  const { loadSpec } = await import(join(REPO, "dist/generator/spec/load.js"));
  const { wcfMetadataDocuments } = await import(join(REPO, "dist/generator/emit/wcf-metadata.js"));
  const { documentSetFromFolder } = await import(join(REPO, "dist/generator/import/document-set.js"));
  const sets = readdirSync(wcfCorpus, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  console.log(`\nWCF corpus ${relative(process.cwd(), wcfCorpus) || "."}: ${sets.length} sets`);
  for (const name of sets) {
    const folder = join(wcfCorpus, name);
    const spec = join(work, "spec", `w${name.slice(0, 3)}.yaml`);
    const t0 = Date.now();
    const run = spawnSync(process.execPath, [BIN, "import", folder, "--out", spec, "--force"], { cwd: work, env: CLI_ENV, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const message = `${run.stderr}`.trim();
    if (run.status === 0) {
      wcf.imported.push({ name, spec, folder });
      console.log(`import ${name}: ${run.stdout.trim().split("\n")[0].replace(/^wrote [^:]+: /, "")} (${seconds(t0)} s)`);
    } else if (run.status === 1 && /^\S+(:\d+:\d+)?: \S.*: .+/.test(message) && message.split("\n").length === 1) {
      wcf.refused.push({ name, message });
      console.log(`refused ${name}: ${message}`);
    } else {
      wcf.crashed.push({ name });
      console.log(`CRASHED ${name}: exit ${run.status ?? run.signal}\n${message.slice(0, 2000)}`);
    }
  }
  // Independently of the import's own proof: each generated document against the set's of its kind and namespace.
  const WSDL = "http://schemas.xmlsoap.org/wsdl/";
  const XSD = "http://www.w3.org/2001/XMLSchema";
  const withoutLocations = (node) => ({
    ...node,
    attributes: new Map(
      [...node.attributes].filter(([k]) => !((node.name === `{${XSD}}import` && k === "{}schemaLocation") || (node.name === `{${WSDL}}import` && k === "{}location"))),
    ),
    children: node.children.map(withoutLocations),
  });
  const limits = { maxDepth: 96, maxAttributes: 256 };
  for (const d of wcf.imported) {
    try {
      const model = loadSpec(d.spec, d.spec);
      const set = await documentSetFromFolder(d.folder);
      const generated = wcfMetadataDocuments(model);
      const single = set.documents.length === 1 && generated.some((g) => g.query === "singleWsdl");
      const pairs = single
        ? [[set.root, generated.find((g) => g.query === "singleWsdl")]]
        : set.documents.map((input, i) => [
            input,
            i === 0
              ? generated.find((g) => g.query === "wsdl")
              : generated.find((g) => g.query !== "wsdl" && g.query !== "singleWsdl" && (g.query.startsWith("xsd=") ? "schema" : "wsdl") === input.kind && g.namespace === input.targetNamespace),
          ]);
      const expected = single ? 1 : generated.filter((g) => g.query !== "singleWsdl").length;
      if (pairs.length !== expected) throw new Error(`the set has ${pairs.length} documents, the spec generates ${expected}`);
      for (const [input, document] of pairs) {
        if (!document) throw new Error(`${input.location}: the spec generates no document of its kind and namespace`);
        const found = locateDifference(withoutLocations(canonicalOf(document.content, limits)), withoutLocations(canonicalOf(input.document.text, limits)));
        if (found) throw new Error(`${relative(wcfCorpus, input.location)}:${found.line}:${found.column} ${found.path}: ${found.message}`);
      }
    } catch (error) {
      wcf.differ.push({ name: d.name, message: error instanceof Error ? error.message : String(error) });
    }
  }
}

// Then, as for ASMX: generate every imported WCF spec, type-check the packages, run their fixtures against their servers.
const wcfPackages = { generated: false, typeErrors: 0, passed: new Set(), failed: false, formattingFailed: false };
if (wcfCorpus !== undefined && wcf.imported.length > 0) {
  const out = join(work, "generated-wcf");
  rmSync(out, { recursive: true, force: true });
  const t0 = Date.now();
  const args = [BIN, "generate", "--out", out, ...wcf.imported.flatMap((d) => ["--spec", d.spec])];
  const generate = spawnSync(process.execPath, args, { cwd: work, env: CLI_ENV, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  console.log(`generate ${wcf.imported.length} WCF packages: exit ${generate.status} (${seconds(t0)} s)`);
  if (generate.status !== 0) console.log(`${generate.stdout}${generate.stderr}`.slice(0, 4000));
  wcfPackages.generated = generate.status === 0;
  if (wcfPackages.generated) {
    const t1 = Date.now();
    const tsconfig = join(work, "tsconfig.wcf.json");
    writeFileSync(tsconfig, JSON.stringify({ compilerOptions: STRICT_OPTIONS, include: ["generated-wcf/*/src/**/*.ts"] }));
    const tsc = spawnSync(process.execPath, [join(REPO, "node_modules/typescript/bin/tsc"), "-p", tsconfig], { cwd: work, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const lines = `${tsc.stdout}`.split("\n").filter((l) => /error TS/.test(l));
    wcfPackages.typeErrors = tsc.status === 0 ? 0 : Math.max(lines.length, 1);
    console.log(`type-check ${wcf.imported.length} WCF packages: ${wcfPackages.typeErrors} errors (${seconds(t1)} s)`);
    for (const line of lines.slice(0, 20)) console.log(`  ${relative(work, line)}`);
    const t2 = Date.now();
    const run = spawnSync(process.execPath, ["--import", "tsx", join(REPO, "tools/corpus/conformance.ts"), out], { cwd: REPO, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    wcfPackages.failed = run.status !== 0;
    const report = `${run.stdout}${run.stderr}`.trim();
    // One line per package: `<package name>: N passed, M failed`; the package name is the spec's file name (wNNN).
    for (const match of report.matchAll(/^(\S+): (\d+) passed, 0 failed$/gm)) if (Number(match[2]) > 0) wcfPackages.passed.add(match[1]);
    console.log(`WCF fixtures against servers (${seconds(t2)} s):\n${report.replace(/^/gm, "  ")}`);
    const t3 = Date.now();
    const format = spawnSync(process.execPath, [join(REPO, "tools/corpus/formatting.mjs"), ...wcf.imported.map((d) => d.spec)], { cwd: REPO, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    wcfPackages.formattingFailed = format.status !== 0;
    console.log(`WCF formatting (${seconds(t3)} s):\n${`${format.stdout}${format.stderr}`.trim().replace(/^/gm, "  ")}`);
  }
}

console.log("");
for (const r of refused) console.log(`refused: ${r.message}`);
for (const d of differ) console.log(`DIFFERS: ${d.document}: ${d.message}`);
for (const c of crashed) console.log(`CRASHED: ${c.document}`);
const roundTrip = imported.length - differ.length;
const bytes = imported.filter((d) => d.bytes && !differ.some((x) => x.document === d.document)).length;
for (const r of wcf.refused) console.log(`wcf refused: ${r.name}: ${r.message}`);
for (const d of wcf.differ) console.log(`WCF DIFFERS: ${d.name}: ${d.message}`);
for (const c of wcf.crashed) console.log(`WCF CRASHED: ${c.name}`);
if (!onlyWcf) console.log(`corpus: ${roundTrip} round-trip, ${refused.length} refused with reason, ${crashed.length} crashed, ${differ.length} differ (${documents.length} documents; ${bytes} of the round trips byte for byte, the rest equal as canonical XML; ${seconds(started)} s)`);
if (wcfCorpus !== undefined) {
  const wcfSets = wcf.imported.length + wcf.refused.length + wcf.crashed.length;
  const generated = wcfPackages.generated ? "generated" : "generate FAILED";
  const typed = wcfPackages.typeErrors === 0 ? "type-checked" : `${wcfPackages.typeErrors} type errors`;
  console.log(
    `wcf: ${wcf.imported.length - wcf.differ.length} round-trip, ${wcf.refused.length} refused, ${wcf.crashed.length} crashed, ${wcf.differ.length} differ (${wcfSets} sets; every document equal as canonical XML, locations aside); ${generated}, ${typed}, fixtures passed ${wcfPackages.passed.size}/${wcf.imported.length}`,
  );
}
if (!values.keep) rmSync(work, { recursive: true, force: true });
const wcfPackagesFailed = wcfCorpus !== undefined && wcf.imported.length > 0 && (!wcfPackages.generated || wcfPackages.typeErrors > 0 || wcfPackages.failed || wcfPackages.formattingFailed);
process.exitCode = crashed.length || differ.length || generateFailed || typeErrors || conformanceFailed || formattingFailed || wcf.crashed.length || wcf.differ.length || wcfPackagesFailed ? 1 : 0;

