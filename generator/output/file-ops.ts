/**
 * The few file-system operations the writer uses, behind an interface so that a test can make one of
 * them fail halfway and check that nothing is lost.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from "node:fs";

export interface FileOps {
  writeFile(path: string, content: string): void;
  /** Moves a file or folder; replaces a file at `to`. */
  rename(from: string, to: string): void;
  /** Creates a folder and its parents. */
  mkdir(path: string): void;
  /** Removes a file or a whole folder; nothing when absent. */
  remove(path: string): void;
  /** Removes a folder if it is empty; false when it is not (or is absent). */
  removeEmptyFolder(path: string): boolean;
  exists(path: string): boolean;
  /** A file's text; undefined when it cannot be read. */
  readText(path: string): string | undefined;
}

export const nodeFileOps: FileOps = {
  writeFile: (path, content) => writeFileSync(path, content),
  rename: (from, to) => renameSync(from, to),
  mkdir: (path) => void mkdirSync(path, { recursive: true }),
  remove: (path) => rmSync(path, { recursive: true, force: true }),
  removeEmptyFolder: (path) => {
    try {
      rmdirSync(path);
      return true;
    } catch {
      return false;
    }
  },
  exists: (path) => existsSync(path),
  readText: (path) => {
    try {
      return readFileSync(path, "utf8");
    } catch {
      return undefined;
    }
  },
};
