/**
 * The generator's CLI against a package folder that is not plain: a folder of the package replaced by a
 * link to someone else's files is refused by `generate` (one line naming the link, nothing written on
 * either side) and reported by `check`, also when the manifest vouches for every file (nothing rendered).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { asmxCodegen } from "../support/generator-cli.js";
import { smallProject, smallSpec } from "../support/small-project.js";

const work = mkdtempSync(join(tmpdir(), "asmx-hostile-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a linked folder in a generated package", { timeout: 120_000 }, () => {
  it("is not written through: generate refuses naming it, check reports it, the other package still generates", async () => {
    const project = join(work, "linked-docs");
    smallProject(project, { alpha: smallSpec("Alpha", ["Echo"]), beta: smallSpec("Beta", ["Ping"]) });
    expect((await asmxCodegen(["generate"], { cwd: project })).code).toBe(0);

    const elsewhere = join(work, "elsewhere");
    mkdirSync(elsewhere);
    writeFileSync(join(elsewhere, "README.md"), "my readme\n");
    writeFileSync(join(elsewhere, "Echo.md"), "my notes\n");
    rmSync(join(project, "generated/alpha/docs"), { recursive: true });
    symlinkSync(elsewhere, join(project, "generated/alpha/docs"));

    const refused = await asmxCodegen(["generate"], { cwd: project });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      "generated/alpha: the package would write through symbolic links asmx-codegen did not make: docs. " +
        "Nothing was written. Put plain folders or files there (or move the links away), then generate again\n",
    );
    expect(refused.stdout).toMatch(/^generated\/beta: \d+ files from spec\/beta\.yaml; wrote 0, removed 0/m);
    expect(readdirSync(elsewhere).sort()).toEqual(["Echo.md", "README.md"]);
    expect(readFileSync(join(elsewhere, "README.md"), "utf8")).toBe("my readme\n");
    expect(readFileSync(join(elsewhere, "Echo.md"), "utf8")).toBe("my notes\n");

    for (const args of [["check"], ["check", "--render"]]) {
      const check = await asmxCodegen(args, { cwd: project });
      expect(check.code, args.join(" ")).toBe(1);
      expect(check.stderr).toContain("generated/alpha is out of date with spec/alpha.yaml:\n");
      expect(check.stderr).toContain(
        "  link      docs (a symbolic link asmx-codegen did not make: generate refuses to write through it)\n",
      );
      expect(check.stdout).toContain("generated/beta: up to date with spec/beta.yaml");
    }
    expect(readdirSync(elsewhere).sort()).toEqual(["Echo.md", "README.md"]);

    // Back to a plain folder, the package is generated again.
    rmSync(join(project, "generated/alpha/docs"));
    expect((await asmxCodegen(["generate"], { cwd: project })).code).toBe(0);
    expect((await asmxCodegen(["check"], { cwd: project })).code).toBe(0);
  });
});
