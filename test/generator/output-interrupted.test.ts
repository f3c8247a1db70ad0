/**
 * A run killed at any step leaves nothing the next run refuses: for a first write and for an update (files
 * added, changed and removed), the writer dies before its Nth file-system change, for every N. Dying means
 * the step and every later one fail, so no undo or cleanup of its own runs, as with a SIGKILL; removing a
 * folder is done entry by entry, so it may die halfway through one. The next run must end with the
 * package its manifest describes, foreign files untouched and no work folder left.
 * (test/generator/interrupted-cli.test.ts does the same with real SIGKILLs of the CLI.)
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nodeFileOps, type FileOps } from "../../generator/output/file-ops.js";
import { MANIFEST_FILE, manifestText } from "../../generator/output/manifest.js";
import { isUpToDate, planPackage } from "../../generator/output/plan.js";
import { writePackageFolder } from "../../generator/output/write-package.js";

const work = mkdtempSync(join(tmpdir(), "asmx-interrupted-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let counter = 0;
const freshDir = (): string => join(work, `case-${++counter}`, "pkg");

function pkg(files: Record<string, string>): Map<string, string> {
  const map = new Map(Object.entries(files));
  const identity = { generator: "asmx-codegen", generatorVersion: "0.1.0", spec: "s.yaml", specSha256: "0".repeat(64) };
  map.set(MANIFEST_FILE, manifestText(identity, map));
  return map;
}

const V1 = pkg({
  "package.json": "{}\n",
  "src/client.ts": "export const v = 1;\n",
  "src/types.ts": "export type T = 1;\n",
  "docs/Old/request.txt": "old operation\n",
  "docs/Old/response.txt": "old answer\n",
  "wsdl/App.wsdl": "<definitions/>\n",
});
const V2 = pkg({
  "package.json": "{}\n",
  "src/client.ts": "export const v = 2;\n",
  "src/types.ts": "export type T = 1;\n",
  "docs/New/request.txt": "new operation\n",
  "docs/New/response.txt": "new answer\n",
  "wsdl/App.wsdl": "<definitions version='2'/>\n",
});
const FOREIGN = { "NOTES.md": "mine\n", "docs/Old/notes.txt": "my notes beside generated files\n" };

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(relative(dir, full).split(sep).join("/"), readFileSync(full, "utf8"));
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

function put(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/**
 * The real file operations, each change counted, and dead from change number `dieAt` on (never when 0).
 * `remove` deletes one entry at a time, each a change of its own.
 */
function dyingOps(dieAt: number): FileOps & { changes: () => number } {
  let changes = 0;
  const change = (): void => {
    changes += 1;
    if (dieAt > 0 && changes >= dieAt) throw new Error(`killed before change #${changes}`);
  };
  const removeEntry = (path: string): void => {
    let entries;
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") return;
      if (code !== "ENOTDIR") throw error;
      change();
      rmSync(path);
      return;
    }
    for (const entry of entries) removeEntry(join(path, entry.name));
    change();
    rmSync(path, { recursive: true });
  };
  return {
    ...nodeFileOps,
    writeFile: (path, content) => (change(), nodeFileOps.writeFile(path, content)),
    rename: (from, to) => (change(), nodeFileOps.rename(from, to)),
    mkdir: (path) => {
      if (existsSync(path)) return;
      change();
      nodeFileOps.mkdir(path);
    },
    remove: removeEntry,
    removeEmptyFolder: (path) => {
      change();
      return nodeFileOps.removeEmptyFolder(path);
    },
    changes: () => changes,
  };
}

/** The changes a run makes, counted on a folder set up by `setUp`. */
function countChanges(files: Map<string, string>, setUp: (dir: string) => void): number {
  const dir = freshDir();
  setUp(dir);
  const ops = dyingOps(0);
  writePackageFolder(files, dir, "pkg", ops);
  return ops.changes();
}

function expectFinished(dir: string, files: Map<string, string>, foreign: Record<string, string>, when: string): void {
  expect(isUpToDate(planPackage(files, dir, "pkg")), when).toBe(true);
  const after = snapshot(dir);
  for (const [path, content] of files) expect(after.get(path), `${when}: ${path}`).toBe(content);
  for (const [path, content] of Object.entries(foreign)) expect(after.get(path), `${when}: ${path}`).toBe(content);
  expect([...after.keys()].sort(), when).toEqual([...files.keys(), ...Object.keys(foreign)].sort());
  expect(
    readdirSync(dirname(dir)).filter((name) => name !== "pkg"),
    when,
  ).toEqual([]);
  expect(
    readdirSync(dir).filter((name) => name.startsWith(".asmx-codegen")),
    when,
  ).toEqual([]);
}

const scenarios = [
  // Its last change renames the whole package into place: no kill comes after it.
  { name: "a first write", setUp: (_dir: string) => {}, foreign: {}, cleanupAfterSwap: false },
  {
    name: "an update that adds, changes and removes files",
    setUp: (dir: string) => {
      writePackageFolder(V1, dir, "pkg");
      put(dir, FOREIGN);
    },
    foreign: FOREIGN,
    cleanupAfterSwap: true,
  },
];

describe("a run killed before any of its changes", () => {
  for (const { name, setUp, foreign, cleanupAfterSwap } of scenarios) {
    const total = countChanges(V2, setUp);
    it(`${name} (${total} changes): the next run finishes the package, whichever change it died before`, () => {
      expect(total).toBeGreaterThan(10);
      let finishedFrom: number | undefined;
      for (let n = 1; n <= total; n++) {
        const dir = freshDir();
        setUp(dir);
        const ops = dyingOps(n);
        const when = `killed before change ${n} of ${total}`;
        expect(() => writePackageFolder(V2, dir, "pkg", ops), when).toThrow();
        const next = writePackageFolder(V2, dir, "pkg");
        expectFinished(dir, V2, foreign, when);
        // Once a killed run had put the whole package in place, a later kill never has it undone or redone.
        if (next.written.length === 0) finishedFrom ??= n;
        else expect(finishedFrom, `${when}: the next run wrote ${next.written.join(", ")}`).toBeUndefined();
        // And it stays writable: back to the first version.
        writePackageFolder(V1, dir, "pkg");
        expect(isUpToDate(planPackage(V1, dir, "pkg")), when).toBe(true);
      }
      if (cleanupAfterSwap) expect(finishedFrom).toBeLessThan(total);
      else expect(finishedFrom).toBeUndefined();
    });
  }
});
