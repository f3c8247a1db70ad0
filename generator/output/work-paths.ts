/**
 * Where the generator keeps its transient work for a package folder: all named with WORK_PREFIX, so a
 * listing of the package never shows them and no generated file can collide with them.
 */
import { basename, dirname, join } from "node:path";
import { joinShown } from "./display.js";
import { isLink, WORK_PREFIX } from "./listing.js";

export interface WorkPaths {
  /** Inside the package: the new files of an update, before they are swapped in. */
  readonly staging: string;
  /** Inside the package: the previous files an update replaced, and its journal. */
  readonly backup: string;
  /** Beside the package: a new package, written whole before it is renamed into place. */
  readonly fresh: string;
  /** Beside the package: the lock file of the one writer. */
  readonly lock: string;
}

export function workPaths(dir: string): WorkPaths {
  const parent = dirname(dir);
  const name = basename(dir);
  return {
    staging: join(dir, `${WORK_PREFIX}staging`),
    backup: join(dir, `${WORK_PREFIX}backup`),
    fresh: join(parent, `${WORK_PREFIX}new-${name}`),
    lock: join(parent, `${WORK_PREFIX}lock-${name}`),
  };
}

/**
 * A work path of `dir` that is a symbolic link, as messages show it, or undefined. The generator never
 * makes links, so one there is someone else's: it neither removes it nor works through it.
 */
export function linkedWorkPath(dir: string, shownDir: string): string | undefined {
  const paths = workPaths(dir);
  for (const path of [paths.staging, paths.backup]) {
    if (isLink(path)) return joinShown(shownDir, basename(path));
  }
  for (const path of [paths.fresh, paths.lock]) {
    if (isLink(path)) return `${basename(path)} beside ${shownDir}`;
  }
  return undefined;
}
