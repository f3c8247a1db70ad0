/** What a package folder holds on disk, as the generator sees it. */
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Prefix of the generator's own transient folders and files (staging, backup, lock). */
export const WORK_PREFIX = ".asmx-codegen-";

/**
 * Folders never looked into: installed dependencies and version control. A `node_modules` in a
 * generated package (someone ran `npm install` there) is not the generator's, and not worth listing.
 */
const SKIPPED_FOLDERS = new Set(["node_modules", ".git"]);

/** Every file under `dir`, relative, with forward slashes, sorted; [] when `dir` does not exist. */
export function listFiles(dir: string): string[] {
  const result: string[] = [];
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
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(join(current, entry.name), `${rel}/`);
      } else result.push(rel);
    }
  };
  walk(dir, "");
  return result.sort(byCodeUnits);
}

/** Plain code-unit order: the same on every machine and locale. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
