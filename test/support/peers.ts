/**
 * Test peers npm cannot install (Python's zeep): `npm test` installs nothing, so a suite whose peer is
 * missing fails with one line saying what to run (`npm run setup:peers`, tools/test-peers.sh).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

/** Debian's python3, where python3-zeep installs (not a pyenv shim). */
export const PYTHON = "/usr/bin/python3";

/**
 * A peer is missing. Its stack is its message alone: vitest then prints just
 * `MissingPeerError: <message>`, one line, instead of a trace into this helper.
 */
export class MissingPeerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MissingPeerError";
    this.stack = `${this.name}: ${message}`;
  }
}

/** Resolves when `python` imports zeep; otherwise rejects with a MissingPeerError naming the command to run. */
export async function requireZeep(python: string = PYTHON): Promise<void> {
  try {
    await promisify(execFile)(python, ["-c", "import zeep"], { timeout: 30_000 });
  } catch {
    throw new MissingPeerError("python3-zeep is missing: run npm run setup:peers");
  }
}
