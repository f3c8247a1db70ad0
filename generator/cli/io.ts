/**
 * Terminal output of the CLI: synchronous (nothing lost when the process exits right after) and quiet
 * about a closed pipe (`asmx-codegen generate | head` is not an error).
 */
import { writeSync } from "node:fs";

/** Descriptors whose reader has gone (EPIPE): nothing more is written to them. */
const closed = new Set<number>();

function write(fd: number, text: string): void {
  if (closed.has(fd)) return;
  const bytes = Buffer.from(text, "utf8");
  let done = 0;
  while (done < bytes.length) {
    try {
      // A pipe may take part of a long text (a 1,000-operation run lists 24,694 files): the rest follows.
      done += writeSync(fd, bytes, done);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EPIPE") {
        closed.add(fd);
        return;
      }
      if (code !== "EAGAIN") throw error;
      // A non-blocking pipe that is full: wait for the reader rather than lose output.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  }
}

/** A line (or lines) on stdout. */
export function say(text: string): void {
  write(1, text.endsWith("\n") ? text : `${text}\n`);
}

/** A line (or lines) on stderr. */
export function complain(text: string): void {
  write(2, text.endsWith("\n") ? text : `${text}\n`);
}

/** Whether stdout is a terminal (in-place refreshing makes sense only there). */
export function isTerminal(): boolean {
  return process.stdout.isTTY === true;
}
