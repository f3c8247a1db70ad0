/**
 * The generator's identity, which every manifest records, and the check it allows without rendering: the
 * same in every clone (relative paths, LF line ends, source files only), the same from source as from the
 * build's stamp, and trusted only from a manifest in the generator's own form.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { knownPlan } from "../../generator/cache/known-output.js";
import { buildInputsHash, generatorIdentity } from "../../generator/cache/identity.js";
import { canonicalManifestText, MANIFEST_FILE, sha256, type Manifest } from "../../generator/output/manifest.js";
import { WORK_PREFIX } from "../../generator/output/listing.js";
import { ensureBuilt } from "../support/generator-cli.js";
import { REPO_ROOT } from "../support/paths.js";

const work = mkdtempSync(join(tmpdir(), "asmx-identity-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function write(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

describe("the build inputs' hash", () => {
  it("is the build's stamp: a run from source and the compiled bin record the same identity", () => {
    ensureBuilt();
    expect(readFileSync(join(REPO_ROOT, "dist/.build-stamp"), "utf8")).toBe(buildInputsHash(REPO_ROOT));
  });

  it("is the same for a checkout with CRLF line ends, at another path, with hidden files and backups beside", () => {
    const files = {
      "generator/cli.ts": "export const a = 1;\nexport const b = 2;\n",
      "runtime/src/xml/escape.ts": "// escape\n",
      "templates/wsdl/definitions.hbs": "<definitions>\n</definitions>\n",
      "spec/spec.schema.json": '{\n  "type": "object"\n}\n',
      "tsconfig.json": "{}\n",
    };
    const first = join(work, "one");
    write(first, files);
    const crlf = join(work, "elsewhere", "two");
    write(crlf, Object.fromEntries(Object.entries(files).map(([path, text]) => [path, text.replace(/\n/g, "\r\n")])));
    write(crlf, {
      "generator/.DS_Store": "\0\0binary",
      "generator/cli.ts~": "an editor's backup",
      "runtime/src/.escape.ts.swp": "swap",
      "templates/notes.txt": "not a template",
    });
    expect(buildInputsHash(crlf)).toBe(buildInputsHash(first));
  });

  it("changes with a source file's text or path", () => {
    const root = join(work, "three");
    write(root, { "generator/cli.ts": "export const a = 1;\n" });
    const before = buildInputsHash(root);
    write(root, { "generator/cli.ts": "export const a = 2;\n" });
    const edited = buildInputsHash(root);
    expect(edited).not.toBe(before);
    rmSync(join(root, "generator/cli.ts"));
    write(root, { "generator/main.ts": "export const a = 2;\n" });
    expect(buildInputsHash(root)).not.toBe(edited);
    write(root, { "templates/extra.hbs": "{{name}}\n" });
    expect(buildInputsHash(root)).not.toBe(edited);
  });
});

describe("a check answered from the manifest", () => {
  const inputs = { specSha256: "a".repeat(64), spec: "spec/service.yaml" };
  const content = "export const answer = 42;\n";

  function packageFolder(name: string, manifest: Partial<Manifest> = {}, text?: (m: Manifest) => string): string {
    const dir = join(work, name);
    write(dir, { "src/answer.ts": content });
    const full: Manifest = {
      generator: "asmx-codegen",
      generatorVersion: "0.1.0",
      generatorIdentity: generatorIdentity(),
      spec: inputs.spec,
      specSha256: inputs.specSha256,
      files: { "src/answer.ts": sha256(content) },
      ...manifest,
    };
    writeFileSync(join(dir, MANIFEST_FILE), (text ?? canonicalManifestText)(full));
    return dir;
  }

  it("hashes the files a manifest of this generator and spec lists", () => {
    const dir = packageFolder("known");
    expect(knownPlan(inputs, dir)).toMatchObject({ stale: [], missing: [], unchanged: 2, foreign: [] });
    writeFileSync(join(dir, "src/answer.ts"), "export const answer = 43;\n");
    writeFileSync(join(dir, "notes.md"), "mine\n");
    expect(knownPlan(inputs, dir)).toMatchObject({ stale: ["src/answer.ts"], foreign: ["notes.md"] });
  });

  it("renders instead for another generator build, an earlier manifest without identity, or another spec", () => {
    expect(knownPlan(inputs, packageFolder("other-build", { generatorIdentity: "0".repeat(64) }))).toBeUndefined();
    expect(knownPlan(inputs, packageFolder("no-identity", { generatorIdentity: undefined }))).toBeUndefined();
    expect(knownPlan(inputs, packageFolder("other-spec", { specSha256: "b".repeat(64) }))).toBeUndefined();
    expect(knownPlan(inputs, packageFolder("moved-spec", { spec: "specs/service.yaml" }))).toBeUndefined();
    expect(knownPlan(inputs, packageFolder("other-tool", { generator: "someone-else" }))).toBeUndefined();
  });

  it("renders instead when the manifest is not in the generator's form, is not a manifest, or a run was cut short", () => {
    const reindented = packageFolder("reindented", {}, (m) => `${JSON.stringify(m, null, 4)}\n`);
    expect(knownPlan(inputs, reindented)).toBeUndefined();
    const broken = packageFolder("broken", {}, () => "{ not json");
    expect(knownPlan(inputs, broken)).toBeUndefined();
    const interrupted = packageFolder("interrupted");
    mkdirSync(join(interrupted, `${WORK_PREFIX}backup`));
    expect(knownPlan(inputs, interrupted)).toBeUndefined();
    // A lock left beside by a killed run: the writing path takes it over and removes it.
    const locked = packageFolder("locked");
    writeFileSync(join(work, `${WORK_PREFIX}lock-locked`), "999999999");
    expect(knownPlan(inputs, locked)).toBeUndefined();
    const staged = packageFolder("staged");
    mkdirSync(join(staged, `${WORK_PREFIX}staging`));
    expect(knownPlan(inputs, staged)).toBeUndefined();
    expect(knownPlan(inputs, join(work, "absent"))).toBeUndefined();
  });
});
