/**
 * One writer per package folder: two generate runs at once (two terminals, a watcher and a script) would
 * otherwise interleave their swaps. The lock is a file beside the package folder holding the writer's pid;
 * a lock whose process is gone is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { basename } from "node:path";
import { workPaths } from "./work-paths.js";

export class LockError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LockError";
  }
}

const POLL_MS = 100;

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
    } catch {
      continue; // released between our two calls: try again
    }
    const written = Number.isInteger(holder) && holder > 0; // empty: its writer is between open and write
    if (written && !isAlive(holder)) {
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
