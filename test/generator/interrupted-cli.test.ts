/**
 * Real SIGKILLs of the generator's CLI at the moments that matter, for a first write (a new package
 * folder) and an update (the spec changed: files added, changed and removed), in a project of two
 * packages. A preload (test/support/kill-at-change.mjs) counts the run's changes to generated/ and kills
 * the process before change N. The changes fall into runs of one kind (taking the lock, writing the staged
 * files, the swap, marking it finished, removing each work folder, ...); N is the first and last change of
 * every run, and the middle of a removal, so each boundary between phases is struck
 * (test/generator/output-interrupted.test.ts strikes every single change, in-process). After each kill,
 * one `generate` must end with both packages exactly as their manifests say (what `check` verifies; it is
 * run after the last kill of each case), no work folder or lock left, nothing reported as not the
 * generator's.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { asmxCodegen, BIN, ensureBuilt } from "../support/generator-cli.js";
import { REPO_ROOT } from "../support/paths.js";
import { smallProject, smallSpec } from "../support/small-project.js";

const work = mkdtempSync(join(tmpdir(), "asmx-killed-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
/** One cache for every run: after the first, rendering is quick (the cache never changes what is written). */
const env = { ASMX_CODEGEN_CACHE: join(work, "cache") };
const PRELOAD = join(REPO_ROOT, "test/support/kill-at-change.mjs");

const ALPHA_V1 = smallSpec("Alpha", ["Echo", "Old"], "Version one.");
const ALPHA_V2 = smallSpec("Alpha", ["Echo", "New"], "Version two.");
const BETA = smallSpec("Beta", ["Ping"]);
const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** `generate --spec spec/alpha.yaml` under the preload; killed before change `killAt` (0: never). */
function preloadedRun(project: string, killAt: number, log?: string): { code: number | null; signal: string | null } {
  ensureBuilt();
  const result = spawnSync(process.execPath, ["--import", PRELOAD, BIN, "generate", "--spec", "spec/alpha.yaml"], {
    cwd: project,
    env: {
      ...process.env,
      ...env,
      npm_lifecycle_event: "",
      INIT_CWD: "",
      ASMX_KILL_UNDER: join(project, "generated"),
      ASMX_KILL_AT: String(killAt),
      ...(log === undefined ? {} : { ASMX_KILL_LOG: log }),
    },
    encoding: "utf8",
  });
  return { code: result.status, signal: result.signal };
}

/** What a change does, coarsely: consecutive changes of one kind are one phase of the run. */
function kindOf(line: string): string {
  const [op, path, , to] = line.split(" ") as [string, string, string?, string?];
  const area = (p: string): string => {
    const [first, second, third] = p.split("/");
    if (first!.startsWith(".asmx-codegen-")) return first!.replace(/-alpha$/, "");
    if (second?.startsWith(".asmx-codegen-"))
      return third === "journal.json" || third === "finished.json" ? third : second;
    return "package";
  };
  if (op === "open" || op === "write-fd") return "take lock";
  const from = area(path);
  const swapped = (a: string): boolean =>
    a === "package" || a === ".asmx-codegen-staging" || a === ".asmx-codegen-backup";
  // The swap: files moved between package, staging and backup, and the folders they need there.
  if (op === "rename" && swapped(from) && swapped(area(to!))) return "swap";
  if (op === "mkdir" && (from === "package" || from === ".asmx-codegen-backup")) return "swap";
  if (op === "rename") return `rename ${from} -> ${area(to!)}`;
  return `${op === "mkdir" || op === "write" ? "make" : "remove"} ${from}`;
}

/** The first and last change of every phase, and the middle one of a removal (1-based). */
function boundaries(log: readonly string[]): number[] {
  const chosen = new Set<number>();
  let start = 0;
  for (let i = 1; i <= log.length; i++) {
    if (i < log.length && kindOf(log[i]!) === kindOf(log[start]!)) continue;
    chosen.add(start + 1).add(i);
    // A removal cut short halfway leaves part of a folder: what the next run must read right (issue #27).
    if (kindOf(log[start]!).startsWith("remove")) chosen.add(Math.floor((start + 1 + i) / 2));
    start = i;
  }
  return [...chosen].sort((a, b) => a - b);
}

/** Every file under `dir`, relative, without following links; work entries reported as they are. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** The package folder holds exactly what its manifest lists, with those bytes, from `specText`. */
function expectAsManifest(dir: string, specText: string, when: string): void {
  const manifest = JSON.parse(readFileSync(join(dir, "asmx-codegen.manifest.json"), "utf8")) as {
    specSha256: string;
    files: Record<string, string>;
  };
  expect(manifest.specSha256, `${when}: ${dir}'s spec`).toBe(sha256(specText));
  expect(filesUnder(dir), `${when}: ${dir}`).toEqual(
    [...Object.keys(manifest.files), "asmx-codegen.manifest.json"].sort(),
  );
  for (const [path, hash] of Object.entries(manifest.files))
    expect(sha256(readFileSync(join(dir, path), "utf8")), `${when}: ${path}`).toBe(hash);
}

interface Scenario {
  readonly name: string;
  /** The specs generated before the killed run, by file name. */
  readonly before: Readonly<Record<string, string>>;
  /** The specs when the killed run starts (it generates alpha). */
  readonly after: Readonly<Record<string, string>>;
}

const scenarios: Scenario[] = [
  { name: "a first write", before: { beta: BETA }, after: { alpha: ALPHA_V2, beta: BETA } },
  {
    name: "an update (files added, changed and removed)",
    before: { alpha: ALPHA_V1, beta: BETA },
    after: { alpha: ALPHA_V2, beta: BETA },
  },
];

describe("a generate run killed by SIGKILL", { timeout: 600_000 }, () => {
  for (const scenario of scenarios) {
    it(`during ${scenario.name}: the next run ends with both packages whole`, async () => {
      const template = join(work, `template-${scenario.name.split(" ")[1]}`);
      smallProject(template, scenario.before);
      expect((await asmxCodegen(["generate"], { cwd: template, env })).code).toBe(0);
      for (const [file, text] of Object.entries(scenario.after))
        writeFileSync(join(template, "spec", `${file}.yaml`), text);

      const counting = join(work, `counting-${scenario.name.split(" ")[1]}`);
      cpSync(template, counting, { recursive: true });
      const logFile = join(work, "changes.log");
      expect(preloadedRun(counting, 0, logFile)).toEqual({ code: 0, signal: null });
      const log = readFileSync(logFile, "utf8").trimEnd().split("\n");
      const strikes = boundaries(log);
      expect(strikes.length).toBeGreaterThan(4);
      console.log(`${scenario.name}: ${log.length} changes, killed before ${strikes.length} of them`);

      for (const n of strikes) {
        const when = `killed before change ${n} of ${log.length} (${log[n - 1]})`;
        const project = join(work, `killed-${scenario.name.split(" ")[1]}-${n}`);
        cpSync(template, project, { recursive: true });
        expect(preloadedRun(project, n), when).toEqual({ code: null, signal: "SIGKILL" });

        const next = await asmxCodegen(["generate"], { cwd: project, env });
        expect(next.stderr, when).toBe("");
        expect(next.code, when).toBe(0);
        expect(next.stdout, when).not.toContain("not written by asmx-codegen");
        expect(readdirSync(join(project, "generated")).sort(), when).toEqual(["alpha", "beta"]);
        for (const [name, text] of Object.entries(scenario.after))
          expectAsManifest(join(project, "generated", name), text, when);
        if (n === strikes.at(-1)) {
          const check = await asmxCodegen(["check"], { cwd: project, env });
          expect(check.code, `${when}: ${check.stderr}`).toBe(0);
        }
        rmSync(project, { recursive: true, force: true });
      }
    });
  }
});
