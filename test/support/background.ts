/**
 * A long-running command (a server a README block starts) in its own process group, so that stopping it
 * stops the processes it started (npx, then node) and nothing else.
 */
import { spawn, type ChildProcess } from "node:child_process";

export interface Background {
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

/** Runs `script` with bash in `cwd` and resolves once its output matches `ready`; rejects if it exits first. */
export function startBackground(
  script: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<Background> {
  const child: ChildProcess = spawn("bash", ["-e", "-c", script], { cwd, env, detached: true });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const background: Background = {
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        process.kill(-child.pid, "SIGTERM");
      }
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void background.stop();
      reject(new Error(`${script} printed nothing matching ${ready} within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const take = (chunk: Buffer): void => {
      output += chunk.toString("utf8");
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(background);
      }
    };
    child.stdout?.on("data", take);
    child.stderr?.on("data", take);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it was ready:\n${output}`));
    });
  });
}
