/**
 * A content-addressed cache on disk: values (text) by a sha256 key of everything that determines them.
 * Used for pure functions of text (prettier, the TypeScript compiler), so a cached value is exactly what
 * recomputing would give. Best effort: an unreadable or unwritable cache only costs time, and concurrent
 * writers are safe (a value is written to a temporary file and renamed into place).
 */
import { createHash } from "node:crypto";
import { mkdirSync, opendirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cacheFolder } from "../paths.js";

/** sha256 of the parts, each part delimited (so `["ab", "c"]` and `["a", "bc"]` differ). */
export function cacheKey(...parts: readonly string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(String(part.length)).update(":").update(part);
  return hash.digest("hex");
}

/** A cache that grows past this many entries drops the ones not written for the longest time. */
const MAX_ENTRIES = 20_000;

export class ContentCache {
  private readonly dir: string;
  private made = false;

  /** `kind` names the cache's folder under node_modules/.cache/asmx-codegen/ (`format`, `compile`, ...). */
  constructor(kind: string, root: string = cacheFolder()) {
    this.dir = join(root, kind);
  }

  get(key: string): string | undefined {
    try {
      return readFileSync(join(this.dir, key), "utf8");
    } catch {
      return undefined;
    }
  }

  /** Whether the cache holds nothing yet (or cannot be read): a first run. */
  isEmpty(): boolean {
    try {
      const dir = opendirSync(this.dir);
      try {
        return dir.readSync() === null;
      } finally {
        dir.closeSync();
      }
    } catch {
      return true;
    }
  }

  set(key: string, value: string): void {
    try {
      if (!this.made) {
        mkdirSync(this.dir, { recursive: true });
        this.made = true;
      }
      const temp = join(this.dir, `${key}.${process.pid}.tmp`);
      writeFileSync(temp, value);
      renameSync(temp, join(this.dir, key));
    } catch {
      // A read-only node_modules: computed every time.
    }
  }

  /** Keeps the cache bounded: when it holds more than MAX_ENTRIES, drops the older half. */
  prune(maxEntries: number = MAX_ENTRIES): void {
    try {
      const names = readdirSync(this.dir);
      if (names.length <= maxEntries) return;
      const aged = names
        .map((name) => ({ name, time: statSync(join(this.dir, name)).mtimeMs }))
        .sort((a, b) => a.time - b.time);
      for (const { name } of aged.slice(0, names.length - Math.floor(maxEntries / 2)))
        rmSync(join(this.dir, name), { force: true });
    } catch {
      // Nothing to prune, or another run pruned meanwhile.
    }
  }
}
