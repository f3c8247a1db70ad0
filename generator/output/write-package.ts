/**
 * Writing and checking one package folder: takes the folder's lock, finishes an interrupted run, plans,
 * refuses what would touch someone else's files, then writes atomically.
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { joinShown } from "./display.js";
import { nodeFileOps, type FileOps } from "./file-ops.js";
import { isLink } from "./listing.js";
import { lockPackageFolder } from "./lock.js";
import { MANIFEST_FILE } from "./manifest.js";
import { isWritable, planPackage, type Plan } from "./plan.js";
import { recoverInterrupted, writePlanned, type SyncReport } from "./sync.js";
import { linkedWorkPath } from "./work-paths.js";

/** The generator will not write here: the message says why and what to do; nothing was written. */
export class RefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RefusedError";
  }
}

const SHOWN_AT_MOST = 10;

export function listShown(paths: readonly string[]): string {
  const shown = paths.slice(0, SHOWN_AT_MOST).join(", ");
  return paths.length > SHOWN_AT_MOST ? `${shown} and ${paths.length - SHOWN_AT_MOST} more` : shown;
}

/** Why the plan may not be written, or undefined when it may. */
export function refusal(plan: Plan, shownDir: string): string | undefined {
  if (plan.state.kind === "notFolder") return `${shownDir} exists and is not a folder; nothing was written`;
  if (plan.state.kind === "link") return linkedFolderRefusal(shownDir);
  if (plan.state.kind === "foreign") {
    return (
      `${shownDir} holds files asmx-codegen did not write (it has no ${MANIFEST_FILE}): ${listShown(plan.state.files)}. ` +
      `Nothing was written. Generate into a new or empty folder (--out), or move those files away`
    );
  }
  if (plan.conflicts.length > 0) {
    return (
      `${shownDir}: the package would overwrite files asmx-codegen did not write: ${listShown(plan.conflicts)}. ` +
      `Nothing was written. Move or rename them, then generate again`
    );
  }
  if (plan.links.length > 0) {
    return (
      `${shownDir}: the package would write through symbolic links asmx-codegen did not make: ${listShown(plan.links)}. ` +
      `Nothing was written. Put plain folders or files there (or move the links away), then generate again`
    );
  }
  return undefined;
}

function linkedFolderRefusal(shown: string): string {
  return (
    `${shown} is a symbolic link; asmx-codegen writes only into plain folders and works through no link it did not make. ` +
    `Nothing was written. Remove the link, or generate into a plain folder (--out)`
  );
}

export interface WriteOutcome extends SyncReport {
  /** An interrupted earlier run was undone first. */
  readonly recovered: boolean;
  /** Files in the folder the generator did not write, left as they were. */
  readonly foreign: readonly string[];
}

/**
 * Brings the package folder `dir` to `files`. Throws RefusedError (nothing written) when that would touch a
 * file the generator did not write, WriteError when writing failed (the previous package left whole).
 */
export function writePackageFolder(
  files: ReadonlyMap<string, string>,
  dir: string,
  shownDir: string,
  ops: FileOps = nodeFileOps,
): WriteOutcome {
  const parent = dirname(dir);
  if (!existsSync(parent)) mkdirSync(parent, { recursive: true });
  // Checked before the lock and the recovery of an interrupted run, which work in these paths.
  if (isLink(dir)) throw new RefusedError(linkedFolderRefusal(shownDir));
  const linkedWork = linkedWorkPath(dir, shownDir);
  if (linkedWork !== undefined) throw new RefusedError(linkedFolderRefusal(linkedWork));
  const release = lockPackageFolder(dir, shownDir);
  try {
    const recovered = recoverInterrupted(dir, ops, shownDir);
    const plan = planPackage(files, dir, shownDir);
    const refused = refusal(plan, shownDir);
    if (refused !== undefined || !isWritable(plan)) throw new RefusedError(refused ?? `${shownDir} cannot be written`);
    const report = writePlanned(plan, files, shownDir, ops);
    return { ...report, recovered, foreign: plan.foreign };
  } finally {
    release();
  }
}

/** The lines `--check` prints for a plan: drift first, foreign files apart. */
export function checkLines(plan: Plan, shownDir: string): { drift: string[]; foreign: string[] } {
  const refused = refusal(plan, shownDir);
  if (refused !== undefined && plan.state.kind !== "owned" && plan.state.kind !== "legacy")
    return { drift: [refused], foreign: [] };
  const drift = [
    ...plan.stale.map((p) => `stale     ${p}`),
    ...plan.missing.map((p) => `missing   ${p}`),
    ...plan.extra.map((p) => `extra     ${p}`),
    ...plan.conflicts.map((p) => `conflict  ${p} (not written by asmx-codegen: generate refuses to overwrite it)`),
    ...plan.links.map(
      (p) => `link      ${p} (a symbolic link asmx-codegen did not make: generate refuses to write through it)`,
    ),
  ];
  return { drift, foreign: plan.foreign.map((p) => joinShown(shownDir, p)) };
}
