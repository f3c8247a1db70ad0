/**
 * npm, npx and other commands run in fresh temporary projects, as another repo runs them: without the
 * variables of the `npm run` that started the tests, and without npm's warnings about this machine's own
 * configuration.
 */
import { execFile } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const exec = promisify(execFile);

/** npm and npx without the variables of an npm run that started the tests. */
export const NPM_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  npm_lifecycle_event: "",
  INIT_CWD: "",
  npm_config_fund: "false",
  npm_config_audit: "false",
};

/** npm's complaints about this machine's own npm configuration, not about what runs. */
export const withoutNpmWarnings = (text: string): string =>
  text
    .split("\n")
    .filter((line) => !line.startsWith("npm warn "))
    .join("\n");

export interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `command`; its exit code and output, npm's warnings kept (for tests about what npm warns of). */
export async function runKeepingWarnings(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = NPM_ENV,
): Promise<Outcome> {
  try {
    const { stdout, stderr } = await exec(command, [...args], { cwd, env, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: typeof e.code === "number" ? e.code : 1, stdout: e.stdout ?? "", stderr: e.stderr ?? String(error) };
  }
}

/** Runs `command`; its exit code and output, without npm's warnings about this machine's configuration. */
export async function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = NPM_ENV,
): Promise<Outcome> {
  const outcome = await runKeepingWarnings(command, args, cwd, env);
  return { ...outcome, stderr: withoutNpmWarnings(outcome.stderr) };
}

/** `run`, throwing with the command's output when it fails; its stdout. */
export async function ok(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = NPM_ENV,
): Promise<string> {
  const result = await run(command, args, cwd, env);
  if (result.code !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (${result.code}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** `npm pack` of `folder` into `into`; the tarball's path. */
export async function pack(folder: string, into: string): Promise<string> {
  mkdirSync(into, { recursive: true });
  const out = await ok("npm", ["pack", folder, "--pack-destination", into, "--json"], into);
  const [packed] = JSON.parse(out.slice(out.indexOf("["))) as { filename: string }[];
  if (!packed) throw new Error(`npm pack printed no tarball for ${folder}`);
  return join(into, packed.filename);
}
