/**
 * What the build prepares so that no run does it again (tools/build-generator.mjs): the templates
 * precompiled (generator/render/templates.ts) and the spec schema's validator written as code
 * (generator/spec/load.ts). Each must behave exactly as what a run from source compiles itself.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import Handlebars from "handlebars";
import { Ajv, type ValidateFunction } from "ajv";
import { afterAll, describe, expect, it } from "vitest";
import { compileTemplate, precompiledModule } from "../../generator/render/templates.js";
import { validatorModule } from "../../generator/spec/load.js";
import { REPO_ROOT } from "../support/paths.js";

// Inside the repo, so that the validator's require("ajv/dist/runtime/...") resolves as it does in dist/.
const dir = join(REPO_ROOT, "node_modules", ".cache", `asmx-prebuilt-${process.pid}`);
mkdirSync(dir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const requireHere = createRequire(join(dir, "x.cjs"));

describe("precompiled templates", () => {
  const templatesDir = join(REPO_ROOT, "templates");
  const sources = readdirSync(templatesDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".hbs"))
    .map((f) => readFileSync(join(templatesDir, f), "utf8"));

  it("cover every template, and render as templates compiled at run time do", () => {
    expect(sources.length).toBeGreaterThan(30);
    const file = join(dir, "templates.cjs");
    writeFileSync(file, precompiledModule(sources));
    const specs = requireHere(file) as Record<string, TemplateSpecification>;
    expect(Object.keys(specs)).toHaveLength(new Set(sources).size);
    // A template with a partial, a strict lookup and unescaped values, both ways.
    const source = '<a x="{{name}}">{{> item}}</a>\n';
    const partial = "<b>{{value}}</b>";
    const bothWays = precompiledModule([source, partial]);
    writeFileSync(join(dir, "pair.cjs"), bothWays);
    const pair = Object.values(requireHere(join(dir, "pair.cjs")) as Record<string, TemplateSpecification>);
    const precompiled = Handlebars.create();
    precompiled.registerPartial("item", precompiled.template(pair[1]!));
    const atRunTime = Handlebars.create();
    atRunTime.registerPartial("item", compileTemplate(atRunTime, partial));
    const view = { name: "<&>", value: "<v>" };
    expect(precompiled.template(pair[0]!)(view)).toBe(compileTemplate(atRunTime, source)(view));
    expect(compileTemplate(atRunTime, source)(view)).toBe('<a x="<&>"><b><v></b></a>\n');
    // strict: a field missing from a view is an error, both ways.
    expect(() => precompiled.template(pair[0]!)({ value: "v" })).toThrow(/"name" not defined/);
    expect(() => compileTemplate(atRunTime, source)({ value: "v" })).toThrow(/"name" not defined/);
  });
});

describe("the spec schema's validator as code", () => {
  it("reports what the schema compiled at run time reports", () => {
    const file = join(dir, "validator.cjs");
    writeFileSync(file, validatorModule());
    const prebuilt = requireHere(file) as ValidateFunction & { schemaHash: string };
    expect(prebuilt.schemaHash).toMatch(/^[0-9a-f]{64}$/);
    const schema = JSON.parse(readFileSync(join(REPO_ROOT, "spec", "spec.schema.json"), "utf8")) as object;
    const compiled = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true }).compile(schema);
    const specs: unknown[] = [
      { service: { name: "S", namespace: "urn:s", endpoint: "https://h/S.asmx" }, operations: [{ name: "A", fields: [] }] },
      { service: { name: "S", namespace: "urn:s" }, operations: [{ name: "A", fields: [{ name: "x", type: "int", nope: 1 }] }] },
      { service: { name: 1 }, operations: [], types: { T: { fields: [{ name: "F", type: "X", choice: [{ name: "A" }] }] } } },
    ];
    for (const spec of specs) {
      expect(prebuilt(spec)).toBe(compiled(spec));
      expect(prebuilt.errors ?? null).toEqual(compiled.errors ?? null);
    }
    expect(compiled.errors?.length ?? 0).toBeGreaterThan(2);
  });
});
