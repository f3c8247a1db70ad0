/**
 * Test peers: `npm test` installs nothing; a suite whose peer is missing fails with one line saying what to
 * run, and `npm run setup:peers` (tools/test-peers.sh) answers --help, --check and bad flags.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { requireChromium } from "../support/chromium.js";
import { MissingPeerError, requireZeep } from "../support/peers.js";
import { REPO_ROOT } from "../support/paths.js";

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return promisify(execFile)(command, args, { cwd: REPO_ROOT, env, timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

const MISSING = "python3-zeep is missing: run npm run setup:peers";

describe("a missing peer", { timeout: 60_000 }, () => {
  it("is a MissingPeerError naming the command to run, with no trace in its stack", async () => {
    for (const python of ["/nonexistent/python3", "/bin/false"]) {
      const error = await requireZeep(python).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, python).toBeInstanceOf(MissingPeerError);
      expect((error as Error).message, python).toBe(MISSING);
      expect((error as Error).stack, python).toBe(`MissingPeerError: ${MISSING}`);
    }
  });

  it("fails its suite in vitest's output with that one line, no stack trace or code frame", async () => {
    const result = await run(
      join(REPO_ROOT, "node_modules/.bin/vitest"),
      ["run", "--config", "test/tools/fixtures/missing-peer/vitest.config.ts"],
      { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    );
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.code).toBe(1);
    const lines = output.split("\n");
    const at = lines.indexOf(`MissingPeerError: ${MISSING}`);
    expect(at, output).toBeGreaterThan(0);
    expect(lines[at - 1], output).toContain("FAIL  missing-peer.check.ts");
    // What follows is vitest's separator, not frames or source lines of the helper.
    expect(lines[at + 1], output).toMatch(/^⎯+\[1\/1\]⎯$/);
    expect(output).toContain("Failed Suites 1");
    const report = output.slice(output.indexOf("Failed Suites"));
    expect(report).not.toMatch(/^\s+(at |❯ )/m);
    expect(output).not.toContain("peers.ts");
  });
});

describe("npm run setup:peers (tools/test-peers.sh)", { timeout: 60_000 }, () => {
  const script = join(REPO_ROOT, "tools/test-peers.sh");

  it("--help prints the usage with its exit codes, exit code 0", async () => {
    for (const flag of ["--help", "-h"]) {
      const result = await run("bash", [script, flag]);
      expect(result, flag).toMatchObject({ code: 0, stderr: "" });
      expect(result.stdout.startsWith("usage: npm run setup:peers [-- --check]\n"), flag).toBe(true);
      expect(result.stdout, flag).toContain("Exit codes: 0 every peer is there (or was installed); 1 one is missing");
    }
  });

  it("refuses a bad flag with the usage, exit code 2, installing nothing", async () => {
    const result = await run("bash", [script, "--yes"]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr.startsWith("unknown argument '--yes'\n\nusage: npm run setup:peers")).toBe(true);
  });

  it("--check agrees with the suites' own checks and installs nothing", async () => {
    const zeep = await requireZeep().then(
      () => true,
      () => false,
    );
    const chromium = (() => {
      try {
        requireChromium();
        return true;
      } catch {
        return false;
      }
    })();
    const result = await run("bash", [script, "--check"]);
    expect(result.code).toBe(zeep && chromium ? 0 : 1);
    const there = (peer: string, present: boolean) => (present ? `test peers: ${peer} is there\n` : "");
    expect(result.stdout).toBe(there("python3-zeep", zeep) + there("chromium", chromium));
    if (!zeep) expect(result.stderr).toContain("test peers: python3-zeep is missing");
    if (!chromium) expect(result.stderr).toContain("test peers: chromium is missing");
    if (zeep && chromium) expect(result.stderr).toBe("");
  });
});
