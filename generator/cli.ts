/**
 * `npm run generate [-- --spec FILE ... --out DIR --check]`
 * Loads each spec, renders its package and writes it under the output folder (or, with --check,
 * writes nothing and exits 1 when the output folder is out of date).
 */
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { EMITTERS } from "./emitters.js";
import { displayPath } from "./output/display.js";
import { ManifestError } from "./output/manifest.js";
import { isUpToDate } from "./output/plan.js";
import { WriteError } from "./output/sync.js";
import { LockError } from "./output/lock.js";
import { checkLines, listShown, RefusedError } from "./output/write-package.js";
import { diffPackage, renderPackage, writePackage } from "./pipeline.js";
import { SpecError } from "./spec/diagnostics.js";
import { loadSpec } from "./spec/load.js";

const USAGE = `Usage: npm run generate -- [--spec FILE]... [--out DIR] [--check]
  --spec FILE  a service spec (default: every *.yaml in spec/)
  --out DIR    the output folder (default: generated/); each spec becomes a package folder in it
  --check      write nothing; list stale, missing and extra files and exit 1 if there are any`;

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        spec: { type: "string", multiple: true },
        out: { type: "string", default: "generated" },
        check: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (args.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const specs =
    args.values.spec ??
    readdirSync("spec")
      .filter((f) => f.endsWith(".yaml") || f.endsWith(".yml"))
      .sort()
      .map((f) => join("spec", f));
  if (specs.length === 0) {
    process.stderr.write("no spec found: pass --spec FILE or put a .yaml spec in spec/\n");
    return 2;
  }
  const outDir = args.values.out!;
  let failed = false;
  for (const spec of specs) {
    const started = performance.now();
    const shown = displayPath(spec);
    let model;
    try {
      model = loadSpec(spec, shown);
    } catch (error) {
      if (error instanceof SpecError) {
        for (const d of error.diagnostics) process.stderr.write(`${d.file}:${d.line}:${d.column}: ${d.message}\n`);
        process.stderr.write(`${shown}: ${error.diagnostics.length} problem${error.diagnostics.length === 1 ? "" : "s"}; nothing generated\n`);
        failed = true;
        continue;
      }
      throw error;
    }
    const folder = basename(spec).replace(/\.ya?ml$/, "");
    const pkg = await renderPackage(model, folder, EMITTERS);
    const where = displayPath(join(outDir, folder));
    try {
      if (args.values.check) {
        const plan = diffPackage(pkg, outDir);
        const { drift, foreign } = checkLines(plan, where);
        if (!isUpToDate(plan)) {
          process.stderr.write(`${where} is out of date with ${shown}:\n${drift.map((p) => `  ${p}\n`).join("")}run \`npm run generate\` and commit the result\n`);
          failed = true;
        } else {
          process.stdout.write(`${where}: up to date with ${shown} (${pkg.files.size} files)\n`);
        }
        if (foreign.length > 0) {
          process.stdout.write(`${where}: ${foreign.length} file${foreign.length === 1 ? "" : "s"} not written by asmx-codegen, left alone (not drift): ${listShown(plan.foreign)}\n`);
        }
        continue;
      }
      const report = writePackage(pkg, outDir);
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      if (report.recovered) process.stdout.write(`${where}: restored the previous package left by an interrupted run\n`);
      process.stdout.write(
        `${where}: ${pkg.files.size} files from ${shown}; wrote ${report.written.length}, removed ${report.removed.length}, unchanged ${report.unchanged} (${seconds} s)\n`,
      );
      for (const path of report.written) process.stdout.write(`  wrote    ${path}\n`);
      for (const path of report.removed) process.stdout.write(`  removed  ${path}\n`);
      if (report.foreign.length > 0) {
        process.stdout.write(`  left alone ${report.foreign.length} file${report.foreign.length === 1 ? "" : "s"} not written by asmx-codegen: ${listShown(report.foreign)}\n`);
      }
    } catch (error) {
      if (error instanceof RefusedError || error instanceof WriteError || error instanceof ManifestError || error instanceof LockError) {
        process.stderr.write(`${error.message}\n`);
        failed = true;
        continue;
      }
      throw error;
    }
  }
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`generate failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
