/**
 * The benchmark entry points npm runs (bench, bench:server, bench:client, bench:generate) answer --help,
 * refuse bad flags with their usage and exit 2, and say in one line when generated/ is missing; none of
 * this runs a benchmark.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/paths.js";

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function run(script: string, args: readonly string[], cwd = REPO_ROOT): Promise<Run> {
  return promisify(execFile)(process.execPath, [join(cwd, script), ...args], { cwd, timeout: 30_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

const ENTRY_POINTS = [
  ["bench/run.mjs", "usage: npm run bench [-- PART...]\n"],
  ["bench/server.mjs", "usage: npm run bench:server\n"],
  ["bench/client.mjs", "usage: npm run bench:client\n"],
  ["bench/generate.mjs", "usage: npm run bench:generate\n"],
] as const;

describe("benchmark entry points", { timeout: 60_000 }, () => {
  for (const [script, usage] of ENTRY_POINTS) {
    describe(script, () => {
      it("--help prints the usage with the settings and exit codes, exit code 0", async () => {
        const result = await run(script, ["--help"]);
        expect(result).toMatchObject({ code: 0, stderr: "" });
        expect(result.stdout.startsWith(usage)).toBe(true);
        expect(result.stdout).toContain("BENCH_QUICK=1");
        expect(result.stdout).toContain("Exit codes: 0 done; 1 ");
      });

      it("refuses an unknown flag with the usage and exit code 2, running nothing", async () => {
        const result = await run(script, ["--quick"]);
        expect(result).toMatchObject({ code: 2, stdout: "" });
        expect(result.stderr.split("\n")[0]).toContain("Unknown option '--quick'");
        expect(result.stderr).toContain(`\n\n${usage}`);
      });
    });
  }

  it("bench refuses an unknown part, including names of object properties, with exit code 2", async () => {
    for (const part of ["servers", "toString"]) {
      const result = await run("bench/run.mjs", ["server", part]);
      expect(result, part).toMatchObject({ code: 2, stdout: "" });
      expect(result.stderr.startsWith(`unknown part '${part}' (parts: server, client, generate)\n\nusage: npm run bench`), part).toBe(true);
    }
  });

  it("the server and client parts say in one line that generated/ is missing, exit code 1", async () => {
    // The benchmarks and tools alone, with this repo's node_modules, in a tree without generated/.
    const tree = mkdtempSync(join(tmpdir(), "bench-bare-"));
    try {
      for (const folder of ["bench", "tools", "package.json"]) cpSync(join(REPO_ROOT, folder), join(tree, folder), { recursive: true });
      symlinkSync(join(REPO_ROOT, "node_modules"), join(tree, "node_modules"));
      for (const script of ["bench/server.mjs", "bench/client.mjs"]) {
        const result = await run(script, [], tree);
        expect(result, script).toEqual({
          code: 1,
          stdout: "",
          stderr: `${join(tree, "generated/shipment-operations/dist")} is missing: run npm run generate first\n`,
        });
      }
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
