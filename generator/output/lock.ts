/**
 * One writer per package folder: two generate runs at once (two terminals, a watcher and a script) would
 * otherwise interleave their swaps. The lock is a file beside the package folder holding the writer's pid;
 * a lock whose process is gone, or that stayed empty (its writer killed before it wrote its pid), is taken
 * over.
 */
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { basename } from "node:path";
import { workPaths } from "./work-paths.js";

export class LockError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LockError";
  }
}

const POLL_MS = 100;
/**
 * A writer fills its lock file with its pid right after creating it; one still empty this long after it
 * was made was left by a run killed in between.
 */
const ABANDONED_EMPTY_MS = 2_000;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** How long ago `path` was last written; 0 when it is gone. */
function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Takes the lock of the package folder `dir` (its parent must exist), waiting up to `waitMs` for another
 * live writer to finish. Returns the function that releases it.
 */
export function lockPackageFolder(dir: string, shownDir: string, waitMs = 30_000): () => void {
  const { lock } = workPaths(dir);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const fd = openSync(lock, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(lock, "utf8"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // released between our two calls: try again
      // A folder, say: waiting would never end.
      throw new LockError(
        `${basename(lock)} beside ${shownDir} is in the way and is not a lock file: remove it if no asmx-codegen run is going on`,
      );
    }
    const written = Number.isInteger(holder) && holder > 0; // empty: its writer is between open and write
    if (written ? !isAlive(holder) : ageMs(lock) > ABANDONED_EMPTY_MS) {
      rmSync(lock, { force: true }); // left by a run that is gone
      continue;
    }
    if (Date.now() >= deadline) {
      if (!written)
        throw new LockError(
          `the lock file ${basename(lock)} beside ${shownDir} is in the way: remove it if no asmx-codegen run is going on`,
        );
      throw new LockError(
        `another asmx-codegen run (pid ${holder}) is writing ${shownDir}; try again when it has finished`,
      );
    }
    sleep(POLL_MS);
  }
}
