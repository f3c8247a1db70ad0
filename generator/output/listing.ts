/** What a package folder holds on disk, as the generator sees it. */
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Prefix of the generator's own transient folders and files (staging, backup, lock). */
export const WORK_PREFIX = ".asmx-codegen-";

/**
 * Folders never looked into: installed dependencies and version control. A `node_modules` in a
 * generated package (someone ran `npm install` there) is not the generator's, and not worth listing.
 */
const SKIPPED_FOLDERS = new Set(["node_modules", ".git"]);

export interface Listing {
  /** Every plain file, relative, with forward slashes, sorted. */
  readonly files: string[];
  /**
   * Every symbolic link (to a file or a folder, or dangling), the same way. The generator never makes
   * one, so each is someone else's: never followed, read through, written through or removed.
   */
  readonly links: string[];
}

/** What `dir` holds, its own work folders aside; nothing when `dir` does not exist. */
export function listPackage(dir: string): Listing {
  const files: string[] = [];
  const links: string[] = [];
  const walk = (current: string, prefix: string): void => {
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (prefix === "" && entry.name.startsWith(WORK_PREFIX)) continue;
      const rel = `${prefix}${entry.name}`;
      if (entry.isSymbolicLink()) links.push(rel);
      else if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(join(current, entry.name), `${rel}/`);
      } else files.push(rel);
    }
  };
  walk(dir, "");
  return { files: files.sort(byCodeUnits), links: links.sort(byCodeUnits) };
}

/** Every plain file under `dir` (see listPackage). */
export function listFiles(dir: string): string[] {
  return listPackage(dir).files;
}

/** The link among `links` that `path` is or lies under, if any: writing `path` would go through it. */
export function linkOnPath(links: ReadonlySet<string>, path: string): string | undefined {
  const parts = path.split("/");
  for (let i = 1; i <= parts.length; i++) {
    const prefix = parts.slice(0, i).join("/");
    if (links.has(prefix)) return prefix;
  }
  return undefined;
}

/** Whether `path` itself is a symbolic link (false when absent). */
export function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Plain code-unit order: the same on every machine and locale. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
