/**
 * The generator owns only what it wrote: the package folder's manifest, refusal of foreign folders and
 * conflicting files, foreign files left byte for byte, and atomic writes (a failure at any step, injected
 * through the file operations, leaves the previous package whole). Real files in temporary folders.
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { displayPath, joinShown } from "../../generator/output/display.js";
import { nodeFileOps, type FileOps } from "../../generator/output/file-ops.js";
import { LockError, lockPackageFolder } from "../../generator/output/lock.js";
import { ManifestError, MANIFEST_FILE, manifestText, parseManifest, sha256 } from "../../generator/output/manifest.js";
import { isUpToDate, planPackage } from "../../generator/output/plan.js";
import { recoverInterrupted, WriteError } from "../../generator/output/sync.js";
import { checkLines, RefusedError, writePackageFolder } from "../../generator/output/write-package.js";

const work = mkdtempSync(join(tmpdir(), "asmx-output-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let counter = 0;
const freshDir = (): string => join(work, `case-${++counter}`, "pkg");

const IDENTITY = {
  generator: "asmx-codegen",
  generatorVersion: "0.1.0",
  spec: "spec/app.yaml",
  specSha256: "0".repeat(64),
};

/** A finished package as renderPackage returns it: files plus the manifest naming them. */
function pkg(files: Record<string, string>): Map<string, string> {
  const map = new Map(Object.entries(files));
  map.set(MANIFEST_FILE, manifestText(IDENTITY, map));
  return new Map([...map].sort(([a], [b]) => (a < b ? -1 : 1)));
}

const V1 = pkg({
  "package.json": '{"name":"app","asmxCodegen":{"spec":"spec/app.yaml"}}\n',
  "src/client.ts": "export const v = 1;\n",
  "src/types.ts": "export type T = 1;\n",
  "docs/Old/request.txt": "old operation\n",
  "wsdl/App.wsdl": "<definitions/>\n",
});
const V2 = pkg({
  "package.json": '{"name":"app","asmxCodegen":{"spec":"spec/app.yaml"}}\n',
  "src/client.ts": "export const v = 2;\n",
  "src/types.ts": "export type T = 1;\n",
  "docs/New/request.txt": "new operation\n",
  "wsdl/App.wsdl": "<definitions/>\n",
});

/** Every file under `dir` (node_modules included) with its bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(relative(dir, full).split(sep).join("/"), readFileSync(full, "latin1"));
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

const write = (files: Map<string, string>, dir: string, ops?: FileOps) =>
  writePackageFolder(files, dir, displayPath(dir), ops);

/** File operations that throw on the `n`th call of `op` (1-based), otherwise the real ones. */
function failingOn(op: "writeFile" | "rename", n: number): FileOps & { calls: () => number } {
  let calls = 0;
  const fail = (): void => {
    calls += 1;
    if (calls === n) throw Object.assign(new Error(`injected failure of ${op} #${n}`), { code: "EIO" });
  };
  return {
    ...nodeFileOps,
    writeFile: (path, content) => {
      if (op === "writeFile") fail();
      nodeFileOps.writeFile(path, content);
    },
    rename: (from, to) => {
      if (op === "rename") fail();
      nodeFileOps.rename(from, to);
    },
    calls: () => calls,
  };
}

const FOREIGN = {
  "index.ts": "export * from './lib/util.js';\n",
  "lib/util.ts": "export const util = () => 42;\n",
  "README.md": "# My app\n\nHand-written.\n",
  "package-lock.json": '{ "lockfileVersion": 3 }\n',
};

describe("a new package folder", () => {
  it("is written whole, with a manifest naming every file and its sha256", () => {
    const dir = freshDir();
    const report = write(V1, dir);
    expect(report.written).toEqual([...V1.keys()].sort());
    expect(snapshot(dir)).toEqual(V1);
    const manifest = parseManifest(readFileSync(join(dir, MANIFEST_FILE), "utf8"), MANIFEST_FILE);
    expect(manifest).toMatchObject(IDENTITY);
    expect(Object.keys(manifest.files)).toEqual([...V1.keys()].filter((p) => p !== MANIFEST_FILE).sort());
    expect(manifest.files["src/client.ts"]).toBe(sha256("export const v = 1;\n"));
    // Nothing of the generator's own work is left beside or inside it.
    expect(readdirSync(dirname(dir))).toEqual(["pkg"]);
  });

  it("is written into an existing empty folder", () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    write(V1, dir);
    expect(snapshot(dir)).toEqual(V1);
  });

  it("writes beside foreign files of the output folder, which survive byte for byte", () => {
    const out = dirname(freshDir());
    put(out, FOREIGN);
    const before = snapshot(out);
    write(V1, join(out, "pkg"));
    const after = snapshot(out);
    for (const [path, content] of before) expect(after.get(path), path).toBe(content);
    expect(snapshot(join(out, "pkg"))).toEqual(V1);
  });

  it("a failure halfway leaves nothing: no folder, no temporary folder", () => {
    const dir = freshDir();
    const ops = failingOn("writeFile", 3);
    expect(() => write(V1, dir, ops)).toThrow(WriteError);
    expect(() => write(V1, dir, failingOn("writeFile", 3))).toThrow(
      /could not write .*injected failure of writeFile #3; nothing was written/,
    );
    expect(existsSync(dir)).toBe(false);
    expect(readdirSync(dirname(dir))).toEqual([]);
  });

  it("a failure of the final rename leaves the empty folder as it was", () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    expect(() => write(V1, dir, failingOn("rename", 1))).toThrow(WriteError);
    expect(readdirSync(dir)).toEqual([]);
    expect(readdirSync(dirname(dir))).toEqual(["pkg"]);
  });
});

describe("a folder the generator did not write", () => {
  it("is refused with a clear message; every file survives byte for byte and nothing is added", () => {
    const dir = freshDir();
    put(dir, FOREIGN);
    const before = snapshot(dirname(dir));
    let error: unknown;
    try {
      write(V1, dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RefusedError);
    expect((error as Error).message).toBe(
      `${displayPath(dir)} holds files asmx-codegen did not write (it has no asmx-codegen.manifest.json): README.md, index.ts, lib/util.ts, package-lock.json. ` +
        "Nothing was written. Generate into a new or empty folder (--out), or move those files away",
    );
    expect(snapshot(dirname(dir))).toEqual(before);
  });

  it("a path that is a file is refused", () => {
    const dir = freshDir();
    put(dirname(dir), { pkg: "a file\n" });
    expect(() => write(V1, dir)).toThrow(/pkg exists and is not a folder; nothing was written/);
    expect(readFileSync(dir, "utf8")).toBe("a file\n");
  });

  it("a folder holding only an installed node_modules is not empty: refused", () => {
    const dir = freshDir();
    put(dir, { "node_modules/x/index.js": "module.exports = 1;\n" });
    expect(() => write(V1, dir)).toThrow(RefusedError);
  });
});

describe("a package folder the generator wrote", () => {
  it("updates and removes only the files its manifest names; foreign files and node_modules survive", () => {
    const dir = freshDir();
    write(V1, dir);
    const foreign = {
      "package-lock.json": '{ "lockfileVersion": 3 }\n',
      "node_modules/saxes/package.json": '{ "name": "saxes" }\n',
      "NOTES.md": "mine\n",
      "docs/Old/notes.txt": "my notes beside a generated file\n",
      "src/extension.ts": "export const mine = true;\n",
    };
    put(dir, foreign);
    const report = write(V2, dir);
    expect(report.written).toEqual([MANIFEST_FILE, "docs/New/request.txt", "src/client.ts"]);
    expect(report.removed).toEqual(["docs/Old/request.txt"]);
    expect(report.unchanged).toBe(3);
    expect(report.foreign).toEqual(["NOTES.md", "docs/Old/notes.txt", "package-lock.json", "src/extension.ts"]);
    const after = snapshot(dir);
    for (const [path, content] of Object.entries(foreign)) expect(after.get(path), path).toBe(content);
    for (const [path, content] of V2) expect(after.get(path), path).toBe(content);
    expect(after.has("docs/Old/request.txt")).toBe(false);
    expect(after.size).toBe(V2.size + Object.keys(foreign).length);
    expect(readdirSync(dir).filter((n) => n.startsWith(".asmx-codegen"))).toEqual([]);
  });

  it("drops a folder its removals emptied, keeps one that still holds a foreign file", () => {
    const dir = freshDir();
    write(V1, dir);
    write(V2, dir);
    expect(existsSync(join(dir, "docs/Old"))).toBe(false);
    const other = freshDir();
    write(V1, other);
    put(other, { "docs/Old/mine.txt": "x\n" });
    write(V2, other);
    expect(readdirSync(join(other, "docs/Old"))).toEqual(["mine.txt"]);
  });

  it("refuses to overwrite a foreign file at a path the package now writes; nothing changes", () => {
    const dir = freshDir();
    write(V1, dir);
    put(dir, { "README.md": "# mine\n" });
    const before = snapshot(dir);
    const withReadme = pkg({
      ...Object.fromEntries([...V2].filter(([p]) => p !== MANIFEST_FILE)),
      "README.md": "# generated\n",
    });
    expect(() => write(withReadme, dir)).toThrow(
      `${displayPath(dir)}: the package would overwrite files asmx-codegen did not write: README.md. Nothing was written. Move or rename them, then generate again`,
    );
    expect(snapshot(dir)).toEqual(before);
    const plan = planPackage(withReadme, dir, "pkg");
    expect(isUpToDate(plan)).toBe(false);
    expect(checkLines(plan, "pkg").drift).toContain(
      "conflict  README.md (not written by asmx-codegen: generate refuses to overwrite it)",
    );
  });

  it("a manifest that is not one refuses every write and touches nothing", () => {
    const dir = freshDir();
    write(V1, dir);
    writeFileSync(join(dir, MANIFEST_FILE), "{ not json");
    const before = snapshot(dir);
    expect(() => write(V2, dir)).toThrow(ManifestError);
    expect(() => write(V2, dir)).toThrow(
      /asmx-codegen\.manifest\.json is not valid JSON .*cannot tell which files in .* are its own, so it touches none/,
    );
    expect(snapshot(dir)).toEqual(before);
    writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify({ ...IDENTITY, files: { "../outside.txt": "x" } }));
    expect(() => write(V2, dir)).toThrow(/names '\.\.\/outside\.txt', which is not a path inside the package/);
  });

  it("a package from before manifests (package.json marks it) is adopted; its unknown files are left", () => {
    const dir = freshDir();
    put(dir, {
      ...Object.fromEntries([...V1].filter(([p]) => p !== MANIFEST_FILE)),
      "src/dropped.ts": "old generated file\n",
    });
    const report = write(V2, dir);
    expect(report.foreign).toEqual(["docs/Old/request.txt", "src/dropped.ts"]);
    const after = snapshot(dir);
    for (const [path, content] of V2) expect(after.get(path), path).toBe(content);
    expect(after.get("src/dropped.ts")).toBe("old generated file\n");
  });
});

describe("atomic update: a failure at any step leaves the previous package whole", () => {
  // V1 → V2 writes 3 files (client, new doc, manifest) and removes 1: 3 staged writes + 1 journal, then
  // 2 backups + 3 placements + ... renames. Fail each of them in turn.
  for (const op of ["writeFile", "rename"] as const) {
    for (let n = 1; n <= (op === "writeFile" ? 4 : 6); n++) {
      it(`${op} #${n} fails`, () => {
        const dir = freshDir();
        write(V1, dir);
        put(dir, { "package-lock.json": "{}\n", "node_modules/x/i.js": "1\n" });
        const before = snapshot(dir);
        const ops = failingOn(op, n);
        expect(() => write(V2, dir, ops)).toThrow(/the previous package was left as it was/);
        expect(ops.calls()).toBeGreaterThanOrEqual(n);
        expect(snapshot(dir)).toEqual(before);
        expect(readdirSync(dir).filter((name) => name.startsWith(".asmx-codegen"))).toEqual([]);
        expect(readdirSync(dirname(dir))).toEqual(["pkg"]);
        // And the next run succeeds.
        write(V2, dir);
        expect(isUpToDate(planPackage(V2, dir, "pkg"))).toBe(true);
      });
    }
  }

  it("a run killed during its swap is undone by the next run", () => {
    const dir = freshDir();
    write(V1, dir);
    put(dir, { "NOTES.md": "mine\n" });
    const before = snapshot(dir);
    // Killed: the 4th rename fails, and so does every operation after it (the undo), as if the process had died.
    const dying = (): FileOps => {
      let renames = 0;
      let dead = false;
      const guard =
        <A extends unknown[]>(f: (...args: A) => void) =>
        (...args: A): void => {
          if (dead) throw new Error("killed");
          f(...args);
        };
      return {
        ...nodeFileOps,
        rename: (from, to) => {
          if (++renames === 4) dead = true;
          guard(nodeFileOps.rename)(from, to);
        },
        remove: guard(nodeFileOps.remove),
        mkdir: guard(nodeFileOps.mkdir),
      };
    };
    expect(() => write(V2, dir, dying())).toThrow(
      /putting the previous files back failed too .*the next generate run restores them/,
    );
    expect(snapshot(dir)).not.toEqual(before); // a mix, with the backup folder
    expect(recoverInterrupted(dir)).toBe(true);
    expect(snapshot(dir)).toEqual(before);
    // Through the writer: restores, then updates.
    expect(() => write(V2, dir, dying())).toThrow(/putting the previous files back failed too/);
    const outcome = write(V2, dir);
    expect(outcome.recovered).toBe(true);
    expect(isUpToDate(planPackage(V2, dir, "pkg"))).toBe(true);
    expect(snapshot(dir).get("NOTES.md")).toBe("mine\n");
  });
});

describe("--check's view", () => {
  it("reports foreign files apart from drift, and an up-to-date package with foreign files is up to date", () => {
    const dir = freshDir();
    write(V1, dir);
    put(dir, { "package-lock.json": "{}\n", "NOTES.md": "x\n" });
    const plan = planPackage(V1, dir, "out/pkg");
    expect(isUpToDate(plan)).toBe(true);
    expect(checkLines(plan, "out/pkg")).toEqual({
      drift: [],
      foreign: ["out/pkg/NOTES.md", "out/pkg/package-lock.json"],
    });
    writeFileSync(join(dir, "src/client.ts"), "// hand edit\n");
    const stale = checkLines(planPackage(V2, dir, "out/pkg"), "out/pkg");
    expect(stale.drift).toEqual([
      "stale     asmx-codegen.manifest.json",
      "stale     src/client.ts",
      "missing   docs/New/request.txt",
      "extra     docs/Old/request.txt",
    ]);
    expect(stale.foreign).toEqual(["out/pkg/NOTES.md", "out/pkg/package-lock.json"]);
  });

  it("a foreign folder is drift, with the reason", () => {
    const dir = freshDir();
    put(dir, FOREIGN);
    const plan = planPackage(V1, dir, "app");
    expect(isUpToDate(plan)).toBe(false);
    expect(checkLines(plan, "app").drift).toEqual([
      expect.stringContaining("app holds files asmx-codegen did not write"),
    ]);
  });
});

describe("paths in messages", () => {
  it("are relative to the working directory", () => {
    expect(displayPath("/repo/app", "/repo")).toBe("app");
    expect(displayPath("./app", "/repo")).toBe("app");
    expect(displayPath(".", "/repo")).toBe(".");
    expect(joinShown(".", "app")).toBe("app");
    expect(joinShown(displayPath("/repo", "/repo"), "app")).toBe("app");
    expect(displayPath("/work/other/x", "/work/repo")).toBe("../other/x");
    expect(displayPath("/tmp/a/b/c", "/home/user/projects/deep/repo")).toBe("/tmp/a/b/c");
  });
});

describe("one writer per folder", () => {
  it("a live writer's lock makes another wait, then give up with a clear message", () => {
    const dir = freshDir();
    mkdirSync(dirname(dir), { recursive: true });
    const release = lockPackageFolder(dir, "out/pkg");
    try {
      expect(() => lockPackageFolder(dir, "out/pkg", 250)).toThrow(LockError);
      expect(() => lockPackageFolder(dir, "out/pkg", 0)).toThrow(
        `another asmx-codegen run (pid ${process.pid}) is writing out/pkg; try again when it has finished`,
      );
    } finally {
      release();
    }
    lockPackageFolder(dir, "out/pkg", 0)();
  });

  it("an empty lock file is a writer between creating and filling it; left empty for seconds, it is taken over", () => {
    const dir = freshDir();
    mkdirSync(dirname(dir), { recursive: true });
    const lock = join(dirname(dir), ".asmx-codegen-lock-pkg");
    writeFileSync(lock, "");
    expect(() => lockPackageFolder(dir, "out/pkg", 0)).toThrow(
      "the lock file .asmx-codegen-lock-pkg beside out/pkg is in the way: remove it if no asmx-codegen run is going on",
    );
    // Killed between the two: the file stays empty.
    const tenSecondsAgo = new Date(Date.now() - 10_000);
    utimesSync(lock, tenSecondsAgo, tenSecondsAgo);
    write(V1, dir);
    expect(readdirSync(dirname(dir))).toEqual(["pkg"]);
  });

  it("a folder in the lock file's place is refused at once, not waited for", () => {
    const dir = freshDir();
    mkdirSync(join(dirname(dir), ".asmx-codegen-lock-pkg"), { recursive: true });
    expect(() => writePackageFolder(V1, dir, "out/pkg")).toThrow(
      ".asmx-codegen-lock-pkg beside out/pkg is in the way and is not a lock file: remove it if no asmx-codegen run is going on",
    );
    expect(existsSync(dir)).toBe(false);
  });

  it("a lock left by a process that is gone is taken over", () => {
    const dir = freshDir();
    mkdirSync(dirname(dir), { recursive: true });
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    writeFileSync(join(dirname(dir), ".asmx-codegen-lock-pkg"), gone.stdout);
    write(V1, dir);
    expect(readdirSync(dirname(dir))).toEqual(["pkg"]);
  });
});
