/**
 * `asmx-codegen init` (a commented spec that generates as it is, and a config listing it; never overwriting)
 * and `generate --watch` (regenerates on a spec change, shows the current error list, stops cleanly).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseSpec } from "../../generator/spec/load.js";
import { asmxCodegen, BIN, ensureBuilt } from "../support/generator-cli.js";
import { REPO_ROOT } from "../support/paths.js";

const work = mkdtempSync(join(tmpdir(), "asmx-init-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("asmx-codegen init", { timeout: 120_000 }, () => {
  it("scaffolds a commented spec and a config; generate then works as is; a second init overwrites nothing", async () => {
    const project = join(work, "consumer");
    mkdirSync(join(project, "src"), { recursive: true });
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true }));
    const init = await asmxCodegen(["init", "--spec", "../contracts/order-service.yaml"], {
      cwd: join(project, "src"),
    });
    expect(init).toEqual({
      code: 0,
      stdout:
        "wrote ../contracts/order-service.yaml\nwrote ../asmx-codegen.config.json\nnext: edit the spec, then run asmx-codegen generate\n",
      stderr: "",
    });
    const spec = readFileSync(join(project, "contracts/order-service.yaml"), "utf8");
    // Editors find the schema that came with the generator.
    expect(spec.split("\n")[0]).toBe(
      `# yaml-language-server: $schema=${relative(join(project, "contracts"), join(REPO_ROOT, "spec/spec.schema.json"))}`,
    );
    expect(spec).toContain("name: OrderService");
    expect(spec).toContain("name: order-service");
    expect(spec.match(/#/g)!.length).toBeGreaterThan(15); // commented
    const model = parseSpec(spec, "contracts/order-service.yaml");
    expect(model.operations.map((op) => op.name)).toEqual(["GetOrderState", "CancelOrder"]);
    // The spec's folder: specs written beside it later (by import, say) are generated too.
    expect(JSON.parse(readFileSync(join(project, "asmx-codegen.config.json"), "utf8"))).toEqual({
      specs: ["contracts"],
      out: "generated",
    });

    const generated = await asmxCodegen(["generate"], { cwd: project });
    expect(generated.stderr).toBe("");
    expect(generated.stdout).toMatch(
      /^generated\/order-service: \d+ files from contracts\/order-service\.yaml; wrote /,
    );
    expect(existsSync(join(project, "generated/order-service/dist/client.js"))).toBe(true);

    const again = await asmxCodegen(["init", "--spec", "contracts/order-service.yaml"], { cwd: project });
    expect(again).toEqual({
      code: 1,
      stdout: "",
      stderr: "contracts/order-service.yaml already exists; nothing was written\n",
    });
    // A project with a config already: the spec is written, the config left as it is; a spec in a folder
    // the config lists needs nothing more, one elsewhere gets a note saying what to do.
    const second = await asmxCodegen(["init", "--spec", "contracts/billing.yaml", "--name", "Billing"], {
      cwd: project,
    });
    expect(second.stdout).toBe("wrote contracts/billing.yaml\nnext: edit the spec, then run asmx-codegen generate\n");
    const third = await asmxCodegen(["init", "--spec", "legacy/old.yaml", "--name", "Old"], { cwd: project });
    expect(third.stdout).toBe(
      'wrote legacy/old.yaml\nnote: asmx-codegen.config.json does not list legacy/old.yaml, so asmx-codegen generate skips it: add it (or its folder) to "specs", or pass --spec legacy/old.yaml\nnext: edit the spec, then run asmx-codegen generate\n',
    );
    expect(
      parseSpec(readFileSync(join(project, "contracts/billing.yaml"), "utf8"), "contracts/billing.yaml").name,
    ).toBe("Billing");
  });

  it("writes no spec or config through a link, and refuses before writing anything", async () => {
    const project = join(work, "linked");
    mkdirSync(join(project, "spec"), { recursive: true });
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "linked", private: true }));
    symlinkSync(join(work, "nowhere.yaml"), join(project, "spec/service.yaml"));
    expect(await asmxCodegen(["init"], { cwd: project })).toEqual({
      code: 1,
      stdout: "",
      stderr: "spec/service.yaml is a link; nothing was written (remove the link or choose another path)\n",
    });
    expect(existsSync(join(work, "nowhere.yaml"))).toBe(false);
    symlinkSync(join(work, "nowhere.json"), join(project, "asmx-codegen.config.json"));
    expect(await asmxCodegen(["init", "--spec", "spec/other.yaml"], { cwd: project })).toEqual({
      code: 1,
      stdout: "",
      stderr: "asmx-codegen.config.json is a link; nothing was written (remove the link or choose another path)\n",
    });
    expect(readdirSync(join(project, "spec"))).toEqual(["service.yaml"]);
    expect(existsSync(join(work, "nowhere.json"))).toBe(false);
  });
});

/** Collects a child's output and waits for what it prints. */
function watcher(cwd: string) {
  ensureBuilt();
  const child = spawn(process.execPath, [BIN, "generate", "--watch", "--verbose"], {
    cwd,
    env: { ...process.env, npm_lifecycle_event: "" },
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const until = async (condition: () => boolean, what: string): Promise<void> => {
    const deadline = Date.now() + 60_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; stdout:\n${out}\nstderr:\n${err}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { child, exited, until, out: () => out, err: () => err };
}

describe("asmx-codegen init, then import", { timeout: 180_000 }, () => {
  it("generates the imported spec beside the example, and says when a spec would be skipped", async () => {
    const project = join(work, "first-hour");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), "{}");
    expect((await asmxCodegen(["init"], { cwd: project })).code).toBe(0);
    const tracking = join(REPO_ROOT, "test/reference/asmx-tracking/ShipmentTracking.wsdl");
    const imported = await asmxCodegen(["import", tracking], { cwd: project });
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/^wrote spec\/shipment-tracking\.yaml: .*\nnext: run asmx-codegen generate\n$/);
    const generated = await asmxCodegen(["generate"], { cwd: project });
    expect(generated.code, generated.stderr).toBe(0);
    expect(generated.stdout).toMatch(/^generated\/service: .*\ngenerated\/shipment-tracking: /m);

    const elsewhere = await asmxCodegen(["import", tracking, "--out", "wsdl-specs/tracking.yaml"], { cwd: project });
    expect(elsewhere.code).toBe(0);
    expect(elsewhere.stdout.split("\n")[1]).toBe(
      'note: asmx-codegen.config.json does not list wsdl-specs/tracking.yaml, so asmx-codegen generate skips it: add it (or its folder) to "specs", or pass --spec wsdl-specs/tracking.yaml',
    );
  });
});

describe("asmx-codegen generate --watch", { timeout: 180_000 }, () => {
  it("regenerates on a spec change, shows the current errors, and stops on SIGTERM with exit 0", async () => {
    const project = join(work, "watched");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), "{}");
    expect((await asmxCodegen(["init"], { cwd: project })).code).toBe(0);
    const specFile = join(project, "spec/service.yaml");
    const spec = readFileSync(specFile, "utf8");

    const w = watcher(project);
    try {
      await w.until(() => w.out().includes("(Ctrl-C to stop)"), "the first run");
      expect(w.out()).toMatch(
        /^--- \[\d\d:\d\d:\d\d\] first run: generated\ngenerated\/service: \d+ files from spec\/service\.yaml; wrote \d+/,
      );
      expect(w.out()).toContain("watching spec/service.yaml, asmx-codegen.config.json (Ctrl-C to stop)\n");

      writeFileSync(
        specFile,
        spec.replace(
          "type: OrderStates\n      documentation: The order's state.",
          "type: NoSuchType\n      documentation: The order's state.",
        ),
      );
      await w.until(() => w.err().includes("nothing generated"), "the error list");
      expect(w.err()).toMatch(
        /^spec\/service\.yaml:\d+:\d+: unknown type 'NoSuchType': neither a built-in type .*\nspec\/service\.yaml: 1 problem; nothing generated\n$/,
      );
      expect(w.out()).toMatch(/--- \[\d\d:\d\d:\d\d\] a watched file changed: failed\n/);

      const marker = w.out().length;
      writeFileSync(specFile, spec.replace("Tells where an order is.", "Tells where an order is now."));
      await w.until(() => /wrote [1-9]\d*, removed 0/.test(w.out().slice(marker)), "the regeneration");
      expect(w.out().slice(marker)).toMatch(/--- \[\d\d:\d\d:\d\d\] a watched file changed: generated\n/);
      expect(w.out().slice(marker)).toContain("  wrote    docs/GetOrderState.md\n");
      expect(readFileSync(join(project, "generated/service/docs/GetOrderState.md"), "utf8")).toContain(
        "Tells where an order is now.",
      );
    } finally {
      w.child.kill("SIGTERM");
    }
    expect(await w.exited).toBe(0);
  });
});
