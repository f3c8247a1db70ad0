/**
 * The recordings are part of the repo (test/reference/). A checkout without them fails every suite that
 * reads them with one line saying how to restore them, not a stack trace from deep in a test.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REFERENCE_DIR, REPO_ROOT, TRACKING_REFERENCE_DIR } from "../support/paths.js";

const LINE = "MissingReferenceError: test/reference/asmx is missing from the checkout: run git checkout HEAD -- test/reference";

describe("test/reference", { timeout: 60_000 }, () => {
  it("holds both services' recordings", () => {
    expect(REFERENCE_DIR.endsWith("/test/reference/asmx/")).toBe(true);
    expect(TRACKING_REFERENCE_DIR.endsWith("/test/reference/asmx-tracking/")).toBe(true);
  });

  it("missing, fails a suite that reads it with one line naming the command to run", async () => {
    // test/support alone beside a suite that uses it, with this repo's node_modules, and no test/reference.
    const tree = mkdtempSync(join(tmpdir(), "no-reference-"));
    try {
      mkdirSync(join(tree, "test/support"), { recursive: true });
      cpSync(join(REPO_ROOT, "test/support/paths.ts"), join(tree, "test/support/paths.ts"));
      cpSync(join(REPO_ROOT, "package.json"), join(tree, "package.json"));
      symlinkSync(join(REPO_ROOT, "node_modules"), join(tree, "node_modules"));
      mkdirSync(join(tree, "test/suite"));
      writeFileSync(
        join(tree, "test/suite/reads-reference.test.ts"),
        'import { expect, it } from "vitest";\nimport { REFERENCE_DIR } from "../support/paths.js";\n\n' +
          'it("reads the recordings", () => expect(REFERENCE_DIR).toBeTruthy());\n',
      );
      const result = await promisify(execFile)(join(REPO_ROOT, "node_modules/.bin/vitest"), ["run", "--root", tree], {
        cwd: tree,
        env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
        timeout: 60_000,
      }).then(
        () => ({ code: 0, output: "" }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, output: `${e.stdout}\n${e.stderr}` }),
      );
      expect(result.code).toBe(1);
      expect(result.output).toContain("Failed Suites 1");
      const report = result.output.slice(result.output.indexOf("Failed Suites 1"));
      expect(report.split("\n"), result.output).toContain(LINE);
      expect(report, result.output).not.toMatch(/^\s+(at |❯ )/m);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
