#!/usr/bin/env node
/**
 * EXPERIMENT: the types and client emitters with their ts-morph insertions batched, on a copy of
 * generator/ (+ runtime/, templates/) under bench/.work/ (removed afterwards; the real generator is never
 * touched).
 *
 * Today types-module.ts calls file.addInterface / addTypeAlias / addVariableStatement once per declaration
 * and client-module.ts calls cls.addMethod once per operation. Each ts-morph insertion edits the file's
 * whole text and re-parses it, so an emitter's cost grows with the square of the operation count. The copy
 * collects the structures and inserts them with one addStatements / addMethods call. The experiment checks
 * the emitted text is identical and times both, for the 9-operation spec and synthetic specs.
 *
 *   node --import tsx bench/experiments/ts-morph-batching.mjs [--sizes 100,300,1000]
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { ROOT } from "../lib/common.mjs";
import { writeSpec } from "../make-spec.mjs";
import { WORK_DIR } from "./patched-dist.mjs";

const { values } = parseArgs({ options: { sizes: { type: "string", default: "100,300,1000" } } });

const copy = join(WORK_DIR, "generator-copy");
rmSync(copy, { recursive: true, force: true });
mkdirSync(copy, { recursive: true });
for (const dir of ["generator", "runtime", "templates"]) cpSync(join(ROOT, dir), join(copy, dir), { recursive: true });
cpSync(join(ROOT, "package.json"), join(copy, "package.json")); // the package emitter reads the generator's own

function patch(file, edits) {
  const path = join(copy, file);
  let text = readFileSync(path, "utf8");
  for (const [find, replace, all] of edits) {
    if (!text.includes(find)) throw new Error(`${file}: '${find}' not found`);
    text = all ? text.split(find).join(replace) : text.replace(find, replace);
  }
  writeFileSync(path, text);
}

// types-module.ts: the add* helpers push structures into an array; emit() inserts them once.
patch("generator/emit/types-module.ts", [
  [
    'import { VariableDeclarationKind, type SourceFile } from "ts-morph";',
    'import { StructureKind, VariableDeclarationKind, type SourceFile } from "ts-morph";\ntype Batch = { push(s: object): void };',
  ],
  ["file: SourceFile, model: ServiceModel): void {", "file: Batch, model: ServiceModel): void {", true],
  [
    "function addOperationTypes(file: SourceFile, op: OperationModel)",
    "function addOperationTypes(file: Batch, op: OperationModel)",
  ],
  ["file.addTypeAlias({", "file.push({ kind: StructureKind.TypeAlias,", true],
  ["file.addVariableStatement({", "file.push({ kind: StructureKind.VariableStatement,", true],
  ["file.addInterface({", "file.push({ kind: StructureKind.Interface,", true],
  [
    "    addEnums(file, model);\n    addRows(file, model);\n    for (const op of model.operations) addOperationTypes(file, op);\n",
    "    const statements: object[] = [];\n    addEnums(statements, model);\n    addRows(statements, model);\n    for (const op of model.operations) addOperationTypes(statements, op);\n    file.addStatements(statements.flatMap((s) => [(w: { blankLineIfLastNot(): void }) => w.blankLineIfLastNot(), s]) as never);\n",
  ],
]);
// client-module.ts: one addMethods call for all operations.
patch("generator/emit/client-module.ts", [
  [
    "    for (const op of model.operations) {\n      const binding = bindingType(op);",
    "    const methods: object[] = [];\n    for (const op of model.operations) {\n      const binding = bindingType(op);",
  ],
  ["      cls.addMethod({", "      methods.push({"],
  ['    return [{ path: "src/client.ts"', '    cls.addMethods(methods as never);\n    return [{ path: "src/client.ts"'],
]);

const { loadSpec } = await import(pathToFileURL(join(ROOT, "generator", "spec", "load.ts")).href);
const original = await import(pathToFileURL(join(ROOT, "generator", "emitters.ts")).href);
const batched = await import(pathToFileURL(join(copy, "generator", "emitters.ts")).href);
const emitter = (set, name) => set.EMITTERS.find((e) => e.name === name);

const specs = [{ label: "spec/shipment-operations.yaml (9)", file: join(ROOT, "spec", "shipment-operations.yaml") }];
for (const size of values.sizes.split(",").map(Number))
  specs.push({ label: `synthetic ${size}`, file: writeSpec(size, join(copy, `synthetic-${size}.yaml`)) });

const context = { packageName: "bench", generatorVersion: "0" };
process.stdout.write(
  "spec | emitter | as generated | batched | same text (blank-line runs collapsed, as prettier does)\n",
);
for (const spec of specs) {
  const model = loadSpec(spec.file, spec.file);
  for (const name of ["types", "client"]) {
    emitter(original, name).emit(model, context); // warm both once on the small spec sizes alike
    emitter(batched, name).emit(model, context);
    let t = performance.now();
    const a = emitter(original, name).emit(model, context);
    const before = (performance.now() - t) / 1000;
    t = performance.now();
    const b = emitter(batched, name).emit(model, context);
    const after = (performance.now() - t) / 1000;
    // prettier (which the pipeline runs next) collapses runs of blank lines, so compare after doing the same.
    const collapse = (text) => text.replace(/\n{3,}/g, "\n\n");
    const same =
      a.length === b.length &&
      a.every((f, i) => f.path === b[i].path && collapse(f.content) === collapse(b[i].content));
    process.stdout.write(
      `${spec.label} | ${name} | ${before.toFixed(2)} s | ${after.toFixed(2)} s | ${same ? "yes" : "NO"}\n`,
    );
  }
}
rmSync(copy, { recursive: true, force: true });
