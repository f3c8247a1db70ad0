/**
 * A spec with a `wcf:` block builds (test/generator/wcf-spec.test.ts) but the emitters cannot serve it yet
 * (#28): `generate` and `check` refuse it with one line, write nothing for it, and still generate the others.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { asmxCodegen } from "../support/generator-cli.js";
import { smallProject, smallSpec } from "../support/small-project.js";

const work = mkdtempSync(join(tmpdir(), "asmx-wcf-refused-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("generate with a WCF spec", { timeout: 120_000 }, () => {
  it("refuses it in one line, writes nothing for it, generates the others", async () => {
    const project = join(work, "p");
    smallProject(project, { alpha: smallSpec("Alpha", ["Echo"]) });
    copyFileSync(
      fileURLToPath(new URL("./wcf/wcf-tracking.yaml", import.meta.url)),
      join(project, "spec", "wcf-tracking.yaml"),
    );
    const run = await asmxCodegen(["generate"], { cwd: project });
    expect(run.code).not.toBe(0);
    const errors = run.stderr.trim().split("\n");
    expect(errors).toEqual([
      "spec/wcf-tracking.yaml: a WCF service (service.wcf): its WSDL set, server and client are not generated yet (#28); nothing generated",
    ]);
    expect(existsSync(join(project, "generated", "wcf-tracking"))).toBe(false);
    expect(existsSync(join(project, "generated", "alpha", "package.json"))).toBe(true);
    const check = await asmxCodegen(["check"], { cwd: project });
    expect(check.code).not.toBe(0);
    expect(check.stderr).toContain(
      "spec/wcf-tracking.yaml: a WCF service (service.wcf): its WSDL set, server and client are not generated yet (#28); nothing checked",
    );
  });
});
