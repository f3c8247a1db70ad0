/**
 * The generator as users run it: the compiled `asmx-codegen` bin in dist/ (built first when its sources
 * changed), started as a child process.
 */
import { execFile, execFileSync } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT } from "./paths.js";

const run = promisify(execFile);
export const BIN: string = join(REPO_ROOT, "dist/generator/cli.js");

let built = false;

/** Builds dist/ when the generator's sources changed since the last build (once per test file). */
export function ensureBuilt(): void {
  if (built) return;
  execFileSync(process.execPath, [join(REPO_ROOT, "tools/build-generator.mjs"), "--if-stale", "--quiet"], {
    cwd: REPO_ROOT,
    stdio: "inherit",
  });
  built = true;
}

export interface CliResult {
  /** The exit code; null when the run was killed (see timeoutMs). */
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `asmx-codegen ...args` in `cwd` (default: the repo) with extra environment variables; a run longer
 * than `timeoutMs` is killed and answers code null.
 */
export async function asmxCodegen(
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<CliResult> {
  ensureBuilt();
  // Without npm's variables, whatever npm run started the tests.
  const env: NodeJS.ProcessEnv = { ...process.env, npm_lifecycle_event: "", INIT_CWD: "", ...options.env };
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env,
      maxBuffer: 64 * 1024 * 1024,
      ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
