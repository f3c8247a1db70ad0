/**
 * Packing the generator: `prepack` sets package.json aside and writes it without scripts, `postpack` puts it
 * back byte for byte; a pack interrupted between the two is repaired by the next step. And a clone packed
 * before `npm ci` says in one line what to run, not a stack trace.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/paths.js";

const work = mkdtempSync(join(tmpdir(), "asmx-pack-manifest-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function node(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, args, { cwd }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

/** A copy of the repo's tools and manifest, where the steps can change package.json freely. */
function tree(name: string): string {
  const root = join(work, name);
  cpSync(join(REPO_ROOT, "tools"), join(root, "tools"), { recursive: true });
  cpSync(join(REPO_ROOT, "generator/cache/build-inputs.json"), join(root, "generator/cache/build-inputs.json"));
  cpSync(join(REPO_ROOT, "package.json"), join(root, "package.json"));
  return root;
}

describe("tools/pack-manifest.mjs", () => {
  it("strips the scripts for the pack and restores the manifest byte for byte", async () => {
    const root = tree("plain");
    const manifest = join(root, "package.json");
    const before = readFileSync(manifest, "utf8");
    expect(await node(["tools/pack-manifest.mjs", "--strip"], root)).toMatchObject({ code: 0, stderr: "" });
    const packed = JSON.parse(readFileSync(manifest, "utf8"));
    expect(packed).not.toHaveProperty("scripts");
    expect({ ...packed, scripts: JSON.parse(before).scripts }).toEqual(JSON.parse(before));
    expect(await node(["tools/pack-manifest.mjs", "--restore"], root)).toMatchObject({ code: 0, stderr: "" });
    expect(readFileSync(manifest, "utf8")).toBe(before);
    expect(existsSync(join(root, ".package.json.before-pack"))).toBe(false);
  });

  it("repairs a pack interrupted after --strip, whichever step comes next", async () => {
    for (const next of ["--strip", "--restore"]) {
      const root = tree(`interrupted${next}`);
      const manifest = join(root, "package.json");
      const before = readFileSync(manifest, "utf8");
      await node(["tools/pack-manifest.mjs", "--strip"], root); // and then the pack was killed
      expect(await node(["tools/pack-manifest.mjs", next], root)).toMatchObject({ code: 0 });
      if (next === "--strip") {
        expect(readFileSync(join(root, ".package.json.before-pack"), "utf8")).toBe(before);
        await node(["tools/pack-manifest.mjs", "--restore"], root);
      }
      expect(readFileSync(manifest, "utf8"), next).toBe(before);
    }
  });

  it("takes exactly one of --strip and --restore", async () => {
    const root = tree("flags");
    for (const args of [[], ["--strip", "--restore"]]) {
      const result = await node(["tools/pack-manifest.mjs", ...args], root);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr.split("\n")[0]).toBe("give one of --strip and --restore");
    }
  });
});

describe("building a clone before its dependencies are installed", () => {
  it("says in one line to run npm ci, not a stack trace, and exits 1", async () => {
    const root = tree("no-modules");
    writeFileSync(join(root, "tsconfig.build.json"), "{}\n");
    const result = await node(["tools/build-generator.mjs", "--quiet"], root);
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr: `TypeScript is not installed in ${root}: run npm ci there first; dist/ was left as it was\n`,
    });
  });
});
