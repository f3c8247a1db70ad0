/**
 * Writes a file the user asked for by name (a spec of `init` or `import`, the project's config): never through a
 * link, never over a folder, over an existing file only when asked, and whole or not at all. The text goes to a
 * temporary file beside it first and is renamed into place, so an interrupted run leaves no half-written spec
 * that the next run would refuse as "already exists".
 */
import { randomBytes } from "node:crypto";
import { lstatSync, renameSync, rmSync, writeFileSync, type Stats } from "node:fs";
import { basename, dirname, join } from "node:path";
import { ProjectError } from "../cli/project.js";

export interface NewFileOptions {
  /** Replace an existing regular file (`--force`); links and folders are refused all the same. */
  readonly replace?: boolean;
  /** Said after "already exists; nothing was written" when the file exists and `replace` is off. */
  readonly replaceHint?: string;
}

export function writeNewFile(path: string, shown: string, text: string, options: NewFileOptions = {}): void {
  const existing = lstatOrUndefined(path);
  if (existing?.isSymbolicLink()) {
    throw new ProjectError(`${shown} is a link; nothing was written (remove the link or choose another path)`);
  }
  if (existing !== undefined && !existing.isFile()) {
    throw new ProjectError(`${shown} exists and is not a file; nothing was written`);
  }
  if (existing !== undefined && options.replace !== true) {
    throw new ProjectError(`${shown} already exists; nothing was written${options.replaceHint ? ` (${options.replaceHint})` : ""}`);
  }
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    writeFileSync(temporary, text, { flag: "wx" });
    renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
  }
}

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}
