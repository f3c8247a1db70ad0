/**
 * Terminal output of the CLI: synchronous (nothing lost when the process exits right after) and quiet
 * about a closed pipe (`asmx-codegen generate | head` is not an error).
 */
import { writeSync } from "node:fs";

function write(fd: number, text: string): void {
  try {
    writeSync(fd, text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EPIPE") return;
    if ((error as NodeJS.ErrnoException).code === "EAGAIN") {
      // A non-blocking pipe that is full: wait for the reader rather than lose output.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
      write(fd, text);
      return;
    }
    throw error;
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
