/**
 * Symbolic links in and around a package folder are someone else's: the generator never writes, reads
 * (as its own) or removes through them. Where writing would go through one it refuses with one line naming
 * it, writing nothing; check reports it; a link out of the package's way is left alone as a foreign file.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MANIFEST_FILE, manifestText } from "../../generator/output/manifest.js";
import { isUpToDate, planPackage } from "../../generator/output/plan.js";
import { checkLines, RefusedError, writePackageFolder } from "../../generator/output/write-package.js";
import { ManifestError } from "../../generator/output/manifest.js";

const work = mkdtempSync(join(tmpdir(), "asmx-links-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let counter = 0;
const freshCase = (): { dir: string; elsewhere: string } => {
  const root = join(work, `case-${++counter}`);
  return { dir: join(root, "out", "pkg"), elsewhere: join(root, "elsewhere") };
};

function pkg(files: Record<string, string>): Map<string, string> {
  const map = new Map(Object.entries(files));
  map.set(
    MANIFEST_FILE,
    manifestText(
      { generator: "asmx-codegen", generatorVersion: "0.1.0", spec: "s.yaml", specSha256: "0".repeat(64) },
      map,
    ),
  );
  return map;
}

const V1 = pkg({
  "README.md": "# generated\n",
  "docs/README.md": "# operations\n",
  "docs/Echo.md": "# Echo v1\n",
  "src/client.ts": "export const v = 1;\n",
});
const V2 = pkg({
  "README.md": "# generated\n",
  "docs/README.md": "# operations, v2\n",
  "docs/Echo.md": "# Echo v2\n",
  "src/client.ts": "export const v = 2;\n",
});

/** Every entry under `dir` without following links: files with their bytes, links with their target. */
function snapshot(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      const rel = relative(dir, full).split(sep).join("/");
      if (entry.isSymbolicLink()) found.set(rel, `-> ${readlinkSync(full)}`);
      else if (entry.isDirectory()) walk(full);
      else found.set(rel, readFileSync(full, "utf8"));
    }
  };
  if (existsSync(dir)) walk(dir);
  return found;
}

function put(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

const FOREIGN_DOCS = { "README.md": "my readme\n", "Echo.md": "my notes on Echo\n" };

function refusalOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a refusal");
}

describe("a linked folder inside the package", () => {
  it("is never written through: generate refuses naming it, check reports it, nothing changes on either side", () => {
    const { dir, elsewhere } = freshCase();
    writePackageFolder(V1, dir, "out/pkg");
    put(elsewhere, FOREIGN_DOCS);
    rmSync(join(dir, "docs"), { recursive: true });
    symlinkSync(elsewhere, join(dir, "docs"));
    const root = dirname(elsewhere);
    const before = snapshot(root);
    for (const files of [V1, V2]) {
      const error = refusalOf(() => writePackageFolder(files, dir, "out/pkg"));
      expect(error).toBeInstanceOf(RefusedError);
      expect(error.message).toBe(
        "out/pkg: the package would write through symbolic links asmx-codegen did not make: docs. " +
          "Nothing was written. Put plain folders or files there (or move the links away), then generate again",
      );
      expect(error.message).not.toContain("\n");
      expect(snapshot(root)).toEqual(before);
      const plan = planPackage(files, dir, "out/pkg");
      expect(isUpToDate(plan)).toBe(false);
      expect(checkLines(plan, "out/pkg").drift).toContain(
        "link      docs (a symbolic link asmx-codegen did not make: generate refuses to write through it)",
      );
    }
    // Put back as a plain folder, the package is written again.
    rmSync(join(dir, "docs"));
    writePackageFolder(V2, dir, "out/pkg");
    expect(isUpToDate(planPackage(V2, dir, "out/pkg"))).toBe(true);
    expect(snapshot(elsewhere)).toEqual(new Map(Object.entries(FOREIGN_DOCS)));
  });

  it("an owned file replaced by a link is neither read as the generator's nor replaced", () => {
    const { dir, elsewhere } = freshCase();
    writePackageFolder(V1, dir, "out/pkg");
    // The link's target holds exactly the generated text: still not the generator's file.
    put(elsewhere, { "client.ts": V2.get("src/client.ts")! });
    rmSync(join(dir, "src/client.ts"));
    symlinkSync(join(elsewhere, "client.ts"), join(dir, "src/client.ts"));
    const before = snapshot(dirname(elsewhere));
    expect(() => writePackageFolder(V2, dir, "out/pkg")).toThrow(/write through symbolic links .*: src\/client\.ts\. /);
    expect(snapshot(dirname(elsewhere))).toEqual(before);
    expect(checkLines(planPackage(V1, dir, "out/pkg"), "out/pkg").drift).toEqual([
      "link      src/client.ts (a symbolic link asmx-codegen did not make: generate refuses to write through it)",
    ]);
  });

  it("a file the update would remove, under a linked folder, is not removed through it", () => {
    const { dir, elsewhere } = freshCase();
    writePackageFolder(V1, dir, "out/pkg");
    put(elsewhere, { "Echo.md": "# Echo v1\n", "README.md": "# operations\n" });
    rmSync(join(dir, "docs"), { recursive: true });
    symlinkSync(elsewhere, join(dir, "docs"));
    const withoutDocs = pkg({ "README.md": "# generated\n", "src/client.ts": "export const v = 2;\n" });
    const before = snapshot(dirname(elsewhere));
    expect(() => writePackageFolder(withoutDocs, dir, "out/pkg")).toThrow(/write through symbolic links .*: docs\. /);
    expect(snapshot(dirname(elsewhere))).toEqual(before);
  });

  it("a link out of the package's way is left alone and listed as foreign", () => {
    const { dir, elsewhere } = freshCase();
    writePackageFolder(V1, dir, "out/pkg");
    put(elsewhere, { "notes.md": "mine\n" });
    symlinkSync(elsewhere, join(dir, "my-notes"));
    const outcome = writePackageFolder(V2, dir, "out/pkg");
    expect(outcome.foreign).toEqual(["my-notes"]);
    expect(readlinkSync(join(dir, "my-notes"))).toBe(elsewhere);
    const plan = planPackage(V2, dir, "out/pkg");
    expect(isUpToDate(plan)).toBe(true);
    expect(checkLines(plan, "out/pkg")).toEqual({ drift: [], foreign: ["out/pkg/my-notes"] });
  });

  it("a linked manifest is not trusted: the folder's ownership is unknown, nothing is touched", () => {
    const { dir, elsewhere } = freshCase();
    writePackageFolder(V1, dir, "out/pkg");
    writePackageFolder(V1, elsewhere, "elsewhere");
    rmSync(join(dir, MANIFEST_FILE));
    symlinkSync(join(elsewhere, MANIFEST_FILE), join(dir, MANIFEST_FILE));
    const before = snapshot(dirname(elsewhere));
    expect(() => writePackageFolder(V2, dir, "out/pkg")).toThrow(ManifestError);
    expect(() => writePackageFolder(V2, dir, "out/pkg")).toThrow(
      /^out\/pkg\/asmx-codegen\.manifest\.json is a symbolic link: asmx-codegen cannot tell which files in out\/pkg are its own, so it touches none/,
    );
    expect(snapshot(dirname(elsewhere))).toEqual(before);
  });
});

describe("a linked package folder or work folder", () => {
  it("a package folder that is a link is refused, even to a package the generator wrote", () => {
    const { dir, elsewhere } = freshCase();
    writePackageFolder(V1, elsewhere, "elsewhere");
    mkdirSync(dirname(dir), { recursive: true });
    symlinkSync(elsewhere, dir);
    const before = snapshot(dirname(elsewhere));
    const error = refusalOf(() => writePackageFolder(V2, dir, "out/pkg"));
    expect(error).toBeInstanceOf(RefusedError);
    expect(error.message).toBe(
      "out/pkg is a symbolic link; asmx-codegen writes only into plain folders and works through no link it did not make. " +
        "Nothing was written. Remove the link, or generate into a plain folder (--out)",
    );
    expect(snapshot(dirname(elsewhere))).toEqual(before);
    const plan = planPackage(V2, dir, "out/pkg");
    expect(isUpToDate(plan)).toBe(false);
    expect(checkLines(plan, "out/pkg").drift).toEqual([error.message]);
  });

  for (const [where, name] of [
    ["inside", ".asmx-codegen-backup"],
    ["inside", ".asmx-codegen-staging"],
    ["beside", ".asmx-codegen-new-pkg"],
    ["beside", ".asmx-codegen-lock-pkg"],
  ] as const) {
    it(`a work path ${where} the package that is a link (${name}) is refused; nothing is removed through it`, () => {
      const { dir, elsewhere } = freshCase();
      if (where === "inside") writePackageFolder(V1, dir, "out/pkg");
      else mkdirSync(dirname(dir), { recursive: true });
      // A folder that looks like an interrupted run's backup: nothing in it may be moved or deleted.
      put(elsewhere, { "journal.json": JSON.stringify({ create: ["README.md"], replace: [] }), "README.md": "x\n" });
      symlinkSync(elsewhere, join(where === "inside" ? dir : dirname(dir), name));
      const before = snapshot(dirname(elsewhere));
      const error = refusalOf(() => writePackageFolder(V2, dir, "out/pkg"));
      expect(error).toBeInstanceOf(RefusedError);
      const shown = where === "inside" ? `out/pkg/${name}` : `${name} beside out/pkg`;
      expect(error.message).toMatch(
        new RegExp(`^${shown.replace(/[.]/g, "\\.")} is a symbolic link; .*Nothing was written`),
      );
      expect(snapshot(dirname(elsewhere))).toEqual(before);
    });
  }
});
