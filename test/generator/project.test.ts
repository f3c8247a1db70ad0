/**
 * Which specs go where: paths against the caller's folder (npm's INIT_CWD for this repo's own scripts), the
 * optional config (asmx-codegen.config.json or package.json's "asmx-codegen" key) so that `asmx-codegen
 * generate` alone does the job in a repo, and output that is the same wherever the repo is cloned.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { callerFolder, ProjectError, resolveProject, specPathInProject } from "../../generator/cli/project.js";
import { asmxCodegen } from "../support/generator-cli.js";
import { REPO_ROOT, SPEC_FILE } from "../support/paths.js";

const work = mkdtempSync(join(tmpdir(), "asmx-project-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let counter = 0;

/** A project folder with the given files (relative path → content). */
function project(files: Record<string, string>): string {
  const dir = join(work, `p${++counter}`);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const SPEC_TEXT = readFileSync(SPEC_FILE, "utf8");

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(relative(dir, full), readFileSync(full, "utf8"));
    }
  };
  walk(dir);
  return files;
}

describe("the caller's folder", () => {
  it("is the working directory, or npm's INIT_CWD for this package's own scripts only", () => {
    expect(callerFolder({}, "/repo/sub")).toBe("/repo/sub");
    expect(
      callerFolder(
        { npm_lifecycle_event: "generate", npm_package_name: "asmx-codegen", INIT_CWD: "/elsewhere" },
        "/repo",
      ),
    ).toBe("/elsewhere");
    // Another project's script calling the bin: its paths are relative to that project, where npm runs it.
    expect(
      callerFolder(
        { npm_lifecycle_event: "gen", npm_package_name: "consumer", INIT_CWD: "/consumer/sub" },
        "/consumer",
      ),
    ).toBe("/consumer");
    expect(callerFolder({ npm_package_name: "asmx-codegen", INIT_CWD: "/elsewhere" }, "/repo")).toBe("/repo");
  });
});

describe("resolving the project", () => {
  it("without a config: spec/*.yaml of the nearest package.json's folder into generated/", () => {
    const dir = project({ "package.json": "{}", "spec/b.yaml": "", "spec/a.yml": "", "spec/notes.txt": "" });
    mkdirSync(join(dir, "src/deep"), { recursive: true });
    const p = resolveProject({ cwd: join(dir, "src/deep") });
    expect(p.root).toBe(dir);
    expect(p.configFile).toBeUndefined();
    expect(p.targets).toEqual([
      { spec: join(dir, "spec/a.yml"), dir: join(dir, "generated/a") },
      { spec: join(dir, "spec/b.yaml"), dir: join(dir, "generated/b") },
    ]);
    expect(specPathInProject(p, join(dir, "spec/a.yml"))).toBe("spec/a.yml");
  });

  it("--spec and --out resolve against the caller's folder", () => {
    const dir = project({ "package.json": "{}", "api/x.yaml": "" });
    const p = resolveProject({ cwd: join(dir, "api"), specs: ["x.yaml"], out: "../pkgs" });
    expect(p.targets).toEqual([{ spec: join(dir, "api/x.yaml"), dir: join(dir, "pkgs/x") }]);
    expect(specPathInProject(p, p.targets[0]!.spec)).toBe("api/x.yaml");
  });

  it("asmx-codegen.config.json: specs (files or folders, each with its own out) relative to the config's folder", () => {
    const dir = project({
      "asmx-codegen.config.json": JSON.stringify({
        specs: ["services/orders.yaml", { spec: "legacy", out: "legacy-packages" }],
        out: "packages",
      }),
      "services/orders.yaml": "",
      "legacy/old.yaml": "",
      "legacy/older.yaml": "",
    });
    mkdirSync(join(dir, "somewhere"));
    const p = resolveProject({ cwd: join(dir, "somewhere") });
    expect(p.configFile).toBe(join(dir, "asmx-codegen.config.json"));
    expect(p.targets).toEqual([
      { spec: join(dir, "services/orders.yaml"), dir: join(dir, "packages/orders") },
      { spec: join(dir, "legacy/old.yaml"), dir: join(dir, "legacy-packages/old") },
      { spec: join(dir, "legacy/older.yaml"), dir: join(dir, "legacy-packages/older") },
    ]);
    // --out on the command line wins over every out of the config.
    expect(resolveProject({ cwd: dir, out: "x" }).targets.map((t) => relative(dir, t.dir))).toEqual([
      "x/orders",
      "x/old",
      "x/older",
    ]);
  });

  it('package.json\'s "asmx-codegen" key, found from a subfolder', () => {
    const dir = project({
      "package.json": JSON.stringify({ name: "app", "asmx-codegen": { specs: ["api/s.yaml"] } }),
      "api/s.yaml": "",
    });
    mkdirSync(join(dir, "lib"));
    const p = resolveProject({ cwd: join(dir, "lib") });
    expect(p.configFile).toBe(join(dir, "package.json"));
    expect(p.targets).toEqual([{ spec: join(dir, "api/s.yaml"), dir: join(dir, "generated/s") }]);
  });

  it("--config names the config; a package.json without the key is refused", () => {
    const dir = project({
      "cfg/codegen.json": JSON.stringify({ specs: ["../s.yaml"], out: "../out" }),
      "s.yaml": "",
      "package.json": "{}",
    });
    expect(resolveProject({ cwd: dir, config: "cfg/codegen.json" }).targets).toEqual([
      { spec: join(dir, "s.yaml"), dir: join(dir, "out/s") },
    ]);
    expect(() => resolveProject({ cwd: dir, config: "package.json" })).toThrow(
      'package.json has no "asmx-codegen" key',
    );
    expect(() => resolveProject({ cwd: dir, config: "nope.json" })).toThrow("nope.json: config file not found");
  });

  it("a broken config is refused with every problem and where it is (exit 1)", () => {
    const cases: [string, string][] = [
      ["{ nope", "asmx-codegen.config.json is not valid JSON: "],
      ["[]", "asmx-codegen.config.json: the config must be an object like "],
      [
        JSON.stringify({ specs: [1, { out: "x" }, { spec: "a.yaml", colour: "red" }], out: "", extra: true }),
        [
          'asmx-codegen.config.json: unknown key "extra" (known: specs, out)',
          'asmx-codegen.config.json: "out" must be a folder path',
          'asmx-codegen.config.json: "specs"[0] must be a spec path or { "spec": ..., "out": ... }',
          'asmx-codegen.config.json: "specs"[1] needs "spec": a spec file or folder',
          'asmx-codegen.config.json: "specs"[2] has unknown key "colour" (known: spec, out)',
        ].join("\n"),
      ],
      [JSON.stringify({ specs: [] }), 'asmx-codegen.config.json: "specs" must be a non-empty list'],
      [JSON.stringify({ specs: ["missing.yaml"] }), "missing.yaml, listed in the config, does not exist"],
    ];
    for (const [text, message] of cases) {
      const dir = project({ "asmx-codegen.config.json": text });
      let error: unknown;
      try {
        resolveProject({ cwd: dir });
      } catch (e) {
        error = e;
      }
      expect(error, text).toBeInstanceOf(ProjectError);
      expect((error as ProjectError).exitCode).toBe(1);
      expect((error as Error).message, text).toContain(message);
    }
  });

  it("nothing to generate is a usage problem (exit 2) that says where it looked", () => {
    const bare = project({ "package.json": "{}" });
    expect(() => resolveProject({ cwd: bare })).toThrow(
      "no spec found in spec: pass --spec FILE, list specs in asmx-codegen.config.json, or run asmx-codegen init",
    );
    const configured = project({
      "asmx-codegen.config.json": JSON.stringify({ specs: ["contracts"] }),
      "contracts/notes.txt": "",
    });
    let error: unknown;
    try {
      resolveProject({ cwd: configured });
    } catch (e) {
      error = e;
    }
    expect((error as ProjectError).exitCode).toBe(2);
    expect((error as Error).message).toBe(
      "no spec found in the folders asmx-codegen.config.json lists: pass --spec FILE, list specs in asmx-codegen.config.json, or run asmx-codegen init",
    );
  });

  it("two specs with one package folder are refused", () => {
    const dir = project({ "a/s.yaml": "", "b/s.yaml": "", "package.json": "{}" });
    expect(() => resolveProject({ cwd: dir, specs: ["a/s.yaml", "b/s.yaml"] })).toThrow(
      "a/s.yaml and b/s.yaml would both be written to generated/s",
    );
  });
});

describe("in another repo", { timeout: 180_000 }, () => {
  it("`asmx-codegen generate` alone does the job from any folder of the repo, as configured", async () => {
    const dir = project({
      "package.json": JSON.stringify({
        name: "consumer",
        private: true,
        "asmx-codegen": { specs: ["contracts/shipments.yaml"], out: "packages" },
      }),
      "contracts/shipments.yaml": SPEC_TEXT,
    });
    mkdirSync(join(dir, "src"));
    const result = await asmxCodegen(["generate"], { cwd: join(dir, "src") });
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(
      /^\.\.\/packages\/shipments: \d+ files from \.\.\/contracts\/shipments\.yaml; wrote /,
    );
    const manifest = JSON.parse(readFileSync(join(dir, "packages/shipments/asmx-codegen.manifest.json"), "utf8"));
    expect(manifest.spec).toBe("contracts/shipments.yaml");
    expect((await asmxCodegen(["check"], { cwd: dir })).stdout).toMatch(
      /^packages\/shipments: up to date with contracts\/shipments\.yaml/,
    );
  });

  it("npm's INIT_CWD is where this repo's own scripts resolve paths from", async () => {
    const dir = project({ "mine/api.yaml": SPEC_TEXT });
    const env = { npm_lifecycle_event: "generate", npm_package_name: "asmx-codegen", INIT_CWD: join(dir, "mine") };
    const result = await asmxCodegen(["generate", "--spec", "api.yaml", "--out", "../out"], { cwd: REPO_ROOT, env });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(readdirSync(join(dir, "out/api")).sort()).toContain("asmx-codegen.manifest.json");
  });

  it("two copies of a repo at different paths generate byte-identical packages", async () => {
    const original = project({
      "package.json": JSON.stringify({ name: "svc", private: true }),
      "spec/orders.yaml": SPEC_TEXT,
    });
    const copy = join(work, "elsewhere", "deeper", "clone");
    cpSync(original, copy, { recursive: true });
    // One with the caches the other runs left, one without: neither may change a byte.
    expect((await asmxCodegen(["generate"], { cwd: original })).code).toBe(0);
    expect(
      (await asmxCodegen(["generate"], { cwd: copy, env: { ASMX_CODEGEN_CACHE: join(work, "fresh-cache") } })).code,
    ).toBe(0);
    const a = snapshot(join(original, "generated"));
    const b = snapshot(join(copy, "generated"));
    expect(a.size).toBeGreaterThan(100);
    expect([...b.keys()]).toEqual([...a.keys()]);
    for (const [path, content] of a) expect(b.get(path), path).toBe(content);
    for (const [path, content] of a) expect(content.includes(work), path).toBe(false);
  });
});
