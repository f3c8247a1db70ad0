/**
 * `asmx-codegen generate` and `check`: for each target, load the spec, render the package in memory, then
 * write it (atomically, only the generator's own files) or compare it with the folder.
 */
import { readFileSync } from "node:fs";
import { knownPlan } from "../cache/known-output.js";
import { displayPath } from "../output/display.js";
import { ManifestError, MANIFEST_FILE, sha256 } from "../output/manifest.js";
import { LockError } from "../output/lock.js";
import { isUpToDate, planPackage, type Plan } from "../output/plan.js";
import { WriteError } from "../output/sync.js";
import { checkLines, listShown, RefusedError, writePackageFolder } from "../output/write-package.js";
import { packageFolderName, specPathInProject, type Project, type Target } from "../cli/project.js";
import type { ServiceModel } from "../model/types.js";

/** Where a run's lines go: the terminal, or a buffer (watch mode prints a whole run at once). */
export interface Lines {
  out(line: string): void;
  err(line: string): void;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(2);

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined; // the loader says why
  }
}

/**
 * The heavy modules (the emitters load ts-morph, the pipeline prettier and TypeScript) are imported on
 * first use, so that `--help`, `init` and a broken config answer at once.
 */
async function loadSpecModule() {
  return import("../spec/load.js");
}

async function render(model: ServiceModel, folder: string): Promise<ReadonlyMap<string, string>> {
  const [{ renderPackage }, { EMITTERS, WCF_EMITTERS }] = await Promise.all([import("../pipeline.js"), import("../emitters.js")]);
  return (await renderPackage(model, folder, model.wcf ? WCF_EMITTERS : EMITTERS)).files;
}

/** Runs every target of the project; returns the exit code (0, or 1 when any target failed or is out of date). */
export async function runTargets(
  project: Project,
  mode: "generate" | "check",
  lines: Lines,
  options: RunOptions = {},
): Promise<number> {
  let failed = false;
  for (const target of project.targets) {
    if (!(await runTarget(project, target, mode, lines, options))) failed = true;
  }
  return failed ? 1 : 0;
}

export interface RunOptions {
  /** Render and compare even a package its manifest says is up to date (check --render). */
  readonly render?: boolean;
  /** List every file written or removed under its package's summary line (generate --verbose). */
  readonly verbose?: boolean;
}

async function runTarget(
  project: Project,
  target: Target,
  mode: "generate" | "check",
  lines: Lines,
  options: RunOptions,
): Promise<boolean> {
  const started = performance.now();
  const shownSpec = displayPath(target.spec, project.cwd);
  const where = displayPath(target.dir, project.cwd);
  const specPath = specPathInProject(project, target.spec);
  const folder = packageFolderName(target.spec);

  // A folder already exactly as this generator writes this spec: answered from its manifest, nothing rendered.
  const specText = readText(target.spec);
  const known =
    specText === undefined || options.render
      ? undefined
      : knownPlan({ specSha256: sha256(specText), spec: specPath }, target.dir);
  if (known !== undefined && (mode === "check" || isUpToDate(known))) {
    const count = known.unchanged + known.stale.length + known.missing.length;
    if (mode === "check") return report(known, count, where, shownSpec, lines);
    lines.out(
      `${where}: ${count} files from ${shownSpec}; wrote 0, removed 0, unchanged ${count} (${seconds(started)} s)`,
    );
    if (known.foreign.length > 0)
      lines.out(
        `  left alone ${plural(known.foreign.length, "file")} not written by asmx-codegen: ${listShown(known.foreign)}`,
      );
    return true;
  }

  // Rendering is ahead: on a first run, prettier starts loading on its own thread while this one loads the
  // spec and TypeScript (see render/format.ts).
  (await import("../render/format.js")).startFormatter();
  const { loadSpec } = await loadSpecModule();
  const { SpecError } = await import("../spec/diagnostics.js");
  let model: ServiceModel;
  try {
    const loaded = loadSpec(target.spec, shownSpec);
    // Headers and the manifest name the spec relative to the project root: the same in every clone.
    model = { ...loaded, source: { ...loaded.source, path: specPath } };
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    for (const d of error.diagnostics) lines.err(`${d.file}:${d.line}:${d.column}: ${d.message}`);
    lines.err(
      `${shownSpec}: ${plural(error.diagnostics.length, "problem")}; nothing ${mode === "check" ? "checked" : "generated"}`,
    );
    return false;
  }
  const files = await render(model, folder);
  try {
    if (mode === "check") return report(planPackage(files, target.dir, where), files.size, where, shownSpec, lines);
    const written = writePackageFolder(files, target.dir, where);
    if (written.recovered) lines.out(`${where}: restored the previous package left by an interrupted run`);
    lines.out(
      `${where}: ${files.size} files from ${shownSpec}; wrote ${written.written.length}, removed ${written.removed.length}, unchanged ${written.unchanged} (${seconds(started)} s)`,
    );
    if (options.verbose) {
      // One write for the whole list: 24,694 writes of a line each took 0.4 s of a 1,000-operation run.
      const listed = [
        ...written.written.map((path) => `  wrote    ${path}`),
        ...written.removed.map((path) => `  removed  ${path}`),
      ];
      if (listed.length > 0) lines.out(listed.join("\n"));
    }
    if (written.foreign.length > 0) {
      lines.out(
        `  left alone ${plural(written.foreign.length, "file")} not written by asmx-codegen: ${listShown(written.foreign)}`,
      );
    }
    return true;
  } catch (error) {
    if (
      error instanceof RefusedError ||
      error instanceof WriteError ||
      error instanceof ManifestError ||
      error instanceof LockError
    ) {
      lines.err(error.message);
      return false;
    }
    throw error;
  }
}

/** `check`'s report of a plan; whether the folder is up to date. */
function report(plan: Plan, count: number, where: string, shownSpec: string, lines: Lines): boolean {
  const { drift, foreign } = checkLines(plan, where);
  const upToDate = isUpToDate(plan);
  if (upToDate) lines.out(`${where}: up to date with ${shownSpec} (${count} files)`);
  else {
    lines.err(`${where} is out of date with ${shownSpec}:`);
    if (drift.length > 0) lines.err(drift.map((line) => `  ${line}`).join("\n"));
    lines.err("run `asmx-codegen generate` and commit the result");
  }
  if (foreign.length > 0) {
    lines.out(
      `${where}: ${plural(foreign.length, "file")} not written by asmx-codegen, left alone (not drift): ${listShown(plan.foreign)}`,
    );
  }
  return upToDate;
}
