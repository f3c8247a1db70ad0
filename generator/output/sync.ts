/**
 * Writes a planned package so that a failure at any point leaves the previous package whole.
 *
 * A new package is written into a temporary sibling folder and renamed into place in one step. An existing
 * one is updated in three phases: every new file is first written to a staging folder inside the package
 * (a failure there touches nothing); then, file by file, the old file is moved to a backup folder and the
 * staged one renamed into place, the manifest last; a failure there moves every old file back. The backup
 * folder starts with a journal, so that a run killed in the middle of the swap is undone by the next one.
 * Once the manifest is in place the journal is renamed, in one step, to say so: from then on only cleanup
 * is left, and a run killed during it is finished (never undone) by the next one.
 */
import { basename, dirname, join } from "node:path";
import { joinShown } from "./display.js";
import { nodeFileOps, type FileOps } from "./file-ops.js";
import { isLink } from "./listing.js";
import { isSafeRelativePath, MANIFEST_FILE } from "./manifest.js";
import type { Plan } from "./plan.js";
import { workPaths } from "./work-paths.js";

export interface SyncReport {
  /** Files written (missing or stale before), sorted. */
  readonly written: readonly string[];
  /** Files the package no longer has, removed. */
  readonly removed: readonly string[];
  readonly unchanged: number;
}

/** Writing failed; the message says what and that the previous package is intact (or where it is). */
export class WriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WriteError";
  }
}

/** In the backup folder while the swap may be undone. */
const JOURNAL = "journal.json";
/** The journal's name once the swap is complete: the backup folder is only waiting to be removed. */
const FINISHED = "finished.json";

interface Journal {
  /** Paths that did not exist before: removed when undoing. */
  readonly create: readonly string[];
  /** Paths whose previous file is moved to the backup folder: moved back when undoing. */
  readonly replace: readonly string[];
}

/**
 * Brings the folder of `plan` to `files`. The plan must be writable (no foreign folder, no conflicts).
 * `shownDir` is the package folder as messages show it.
 */
export function writePlanned(
  plan: Plan,
  files: ReadonlyMap<string, string>,
  shownDir: string,
  ops: FileOps = nodeFileOps,
): SyncReport {
  const { kind } = plan.state;
  if (
    kind === "foreign" ||
    kind === "notFolder" ||
    kind === "link" ||
    plan.conflicts.length > 0 ||
    plan.links.length > 0
  ) {
    throw new Error(`internal: ${shownDir} is not writable as planned`);
  }
  const written = [...plan.missing, ...plan.stale].sort();
  if (plan.state.kind === "new") createPackage(plan.dir, plan.state.exists, files, shownDir, ops);
  else if (written.length > 0 || plan.extra.length > 0) updatePackage(plan, files, shownDir, ops);
  return { written, removed: plan.extra, unchanged: plan.unchanged };
}

/** Manifest last: until it is written, the previous manifest still describes the folder. */
function manifestLast(paths: Iterable<string>): string[] {
  const all = [...paths];
  const list = all.filter((p) => p !== MANIFEST_FILE).sort();
  return all.includes(MANIFEST_FILE) ? [...list, MANIFEST_FILE] : list;
}

/** mkdir for each folder once (a package has a few dozen folders and thousands of files). */
function folderMaker(ops: FileOps): (folder: string) => void {
  const made = new Set<string>();
  return (folder) => {
    if (made.has(folder)) return;
    ops.mkdir(folder);
    made.add(folder);
  };
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function createPackage(
  dir: string,
  exists: boolean,
  files: ReadonlyMap<string, string>,
  shownDir: string,
  ops: FileOps,
): void {
  const { fresh: temp, staging, backup } = workPaths(dir);
  const makeFolder = folderMaker(ops);
  let removedEmpty = false;
  try {
    ops.remove(temp);
    makeFolder(temp);
    for (const path of manifestLast(files.keys())) {
      const target = join(temp, path);
      makeFolder(dirname(target));
      ops.writeFile(target, files.get(path)!);
    }
    if (exists) {
      ops.remove(staging);
      ops.remove(backup);
      if (!ops.removeEmptyFolder(dir)) throw new Error(`${shownDir} is no longer empty`);
      removedEmpty = true;
    }
    ops.rename(temp, dir);
  } catch (error) {
    ops.remove(temp);
    if (removedEmpty && !ops.exists(dir)) ops.mkdir(dir);
    throw new WriteError(`could not write ${shownDir}: ${reason(error)}; nothing was written`);
  }
}

function updatePackage(plan: Plan, files: ReadonlyMap<string, string>, shownDir: string, ops: FileOps): void {
  const { dir } = plan;
  const { staging, backup } = workPaths(dir);
  const toWrite = new Set([...plan.missing, ...plan.stale]);
  const toReplace = new Set([...plan.stale, ...plan.extra]);

  // 1. Stage: the new files beside the package; a failure here has touched nothing of it.
  const makeFolder = folderMaker(ops);
  try {
    ops.remove(staging);
    for (const path of toWrite) {
      const target = join(staging, path);
      makeFolder(dirname(target));
      ops.writeFile(target, files.get(path)!);
    }
    ops.remove(backup);
    makeFolder(backup);
    const journal: Journal = { create: [...plan.missing], replace: [...toReplace] };
    ops.writeFile(join(backup, JOURNAL), JSON.stringify(journal));
  } catch (error) {
    ops.remove(staging);
    ops.remove(backup);
    throw new WriteError(`could not write ${shownDir}: ${reason(error)}; the previous package was left as it was`);
  }

  // 2. Swap, file by file, keeping every previous file in the backup folder until the end.
  const moved: string[] = [];
  const placed: string[] = [];
  try {
    for (const path of manifestLast([...toWrite, ...plan.extra])) {
      const target = join(dir, path);
      if (toReplace.has(path)) {
        const saved = join(backup, path);
        makeFolder(dirname(saved));
        ops.rename(target, saved);
        moved.push(path);
      }
      if (toWrite.has(path)) {
        makeFolder(dirname(target));
        ops.rename(join(staging, path), target);
        placed.push(path);
      }
    }
  } catch (error) {
    try {
      undo(dir, backup, { create: placed.filter((p) => !toReplace.has(p)), replace: moved }, ops);
      ops.remove(staging);
      ops.remove(backup);
    } catch (undoError) {
      throw new WriteError(
        `could not write ${shownDir}: ${reason(error)}; putting the previous files back failed too (${reason(undoError)}): ` +
          `they are in ${joinShown(shownDir, basename(backup))}, and the next generate run restores them`,
      );
    }
    throw new WriteError(`could not write ${shownDir}: ${reason(error)}; the previous package was left as it was`);
  }

  // 3. Done. Said first, in one rename: a run killed from here on is finished by the next, not undone.
  ops.rename(join(backup, JOURNAL), join(backup, FINISHED));
  finishCleanup(dir, plan.extra, ops);
}

/** Drops the work folders of a complete swap and any folder its removals emptied. */
function finishCleanup(dir: string, removed: readonly string[], ops: FileOps): void {
  const { staging, backup } = workPaths(dir);
  ops.remove(staging);
  for (const path of removed) pruneEmptyFolders(dir, path, ops);
  ops.remove(backup);
}

/** Undoes a swap: removes the files it created, moves back the files it replaced, drops emptied folders. */
function undo(dir: string, backup: string, journal: Journal, ops: FileOps): void {
  for (const path of journal.create) {
    ops.remove(join(dir, path));
    pruneEmptyFolders(dir, path, ops);
  }
  for (const path of [...journal.replace].reverse()) {
    const saved = join(backup, path);
    if (!ops.exists(saved)) continue; // not moved yet: the previous file never left
    ops.mkdir(dirname(join(dir, path)));
    ops.rename(saved, join(dir, path));
  }
}

/** Removes the folders of `path` inside `dir` that are now empty, deepest first. */
function pruneEmptyFolders(dir: string, path: string, ops: FileOps): void {
  const parts = path.split("/").slice(0, -1);
  while (parts.length > 0) {
    if (!ops.removeEmptyFolder(join(dir, ...parts))) return;
    parts.pop();
  }
}

/** A journal as the backup folder holds it, or undefined when there is none, or not a whole one. */
function readJournal(path: string, ops: FileOps): Journal | undefined {
  try {
    const parsed = JSON.parse(ops.readText(path) ?? "null") as Journal | null;
    const paths = (list: unknown): list is string[] =>
      Array.isArray(list) && list.every((p) => typeof p === "string" && isSafeRelativePath(p));
    return parsed && paths(parsed.create) && paths(parsed.replace) ? parsed : undefined;
  } catch {
    return undefined; // cut short while written: nothing had moved yet
  }
}

/** The first folder or file on `path` inside `dir` that is a symbolic link, relative; undefined when none is. */
function linkInside(dir: string, path: string): string | undefined {
  const parts = path.split("/");
  for (let i = 1; i <= parts.length; i++) {
    const prefix = parts.slice(0, i).join("/");
    if (isLink(join(dir, prefix))) return prefix;
  }
  return undefined;
}

/**
 * Finishes what an interrupted run left, as the state on disk tells: a backup folder with a journal is a
 * swap in progress, undone (the previous package restored); one whose journal was renamed finished is a
 * complete swap, whose cleanup is finished; without either, nothing had moved, and the work folders go.
 * Every step may be cut short again and redone. Returns whether a previous package was restored.
 */
export function recoverInterrupted(dir: string, ops: FileOps = nodeFileOps, shownDir = basename(dir)): boolean {
  const { staging, backup } = workPaths(dir);
  if (!ops.exists(backup)) {
    if (ops.exists(staging)) ops.remove(staging);
    return false;
  }
  const journal = readJournal(join(backup, JOURNAL), ops);
  if (journal === undefined) {
    const finished = readJournal(join(backup, FINISHED), ops);
    finishCleanup(dir, finished?.replace ?? [], ops);
    return false;
  }
  for (const path of [...journal.create, ...journal.replace]) {
    const link = linkInside(dir, path);
    if (link !== undefined) {
      throw new WriteError(
        `${shownDir} holds an interrupted run's backup (${joinShown(shownDir, basename(backup))}), and restoring it would go ` +
          `through the symbolic link ${joinShown(shownDir, link)}, which asmx-codegen did not make. Nothing was touched. ` +
          `Put a plain folder or file there, then generate again`,
      );
    }
  }
  undo(dir, backup, journal, ops);
  ops.remove(staging);
  ops.remove(backup);
  return true;
}
