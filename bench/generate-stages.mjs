#!/usr/bin/env node
/**
 * Where the generator's time goes, stage by stage, in one process (a diagnosis tool, not part of
 * `npm run bench`). It re-runs the pipeline's steps with the same libraries and options as
 * generator/pipeline.ts, timing each: module loading, spec loading, each emitter, prettier by file kind
 * (files emitted preformatted are skipped and JSON is stringified, as the pipeline does), TypeScript
 * transpiling (the runtime's apart: the pipeline caches it), writing.
 *
 *   node --import tsx bench/generate-stages.mjs --spec FILE [--json]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { spec: { type: "string" }, json: { type: "boolean", default: false } } });
if (!values.spec) throw new Error("--spec FILE is required");

const timings = {};
const time = async (name, fn) => {
  const t = performance.now();
  const result = await fn();
  timings[name] = (timings[name] ?? 0) + (performance.now() - t) / 1000;
  return result;
};

// Module loading, one library at a time (the order the CLI loads them in does not matter much).
const prettier = await time("load: prettier", () => import("prettier"));
const { ts } = await time("load: ts-morph (bundles TypeScript)", () => import("ts-morph"));
const { loadSpec } = await time("load: generator spec/model", () => import("../generator/spec/load.ts"));
const { EMITTERS } = await time("load: generator emitters", () => import("../generator/emitters.ts"));
const { headerLines, renderPackage } = await time("load: generator pipeline", () => import("../generator/pipeline.ts"));
const { GENERATOR_VERSION } = await import("../generator/version.ts");

const model = await time("loadSpec (YAML, schema, model)", () => loadSpec(values.spec, values.spec));
const context = { packageName: "bench", generatorVersion: GENERATOR_VERSION };
const files = [];
for (const emitter of EMITTERS) {
  const out = await time(`emit: ${emitter.name}`, () => emitter.emit(model, context));
  files.push(...out);
}

// prettier, as pipeline.ts's finish() calls it, by kind of file.
const PRETTIER_OPTIONS = { printWidth: 120, trailingComma: "all", endOfLine: "lf" };
const header = headerLines(model);
const kindOf = (path) =>
  path.startsWith("src/runtime/")
    ? "runtime .ts"
    : path.endsWith(".ts")
      ? "generated .ts"
      : path.endsWith(".md")
        ? ".md"
        : path.endsWith(".json")
          ? ".json"
          : "other (not formatted)";
// Files an emitter marks `formatted` (the runtime copy, preformatted) are not run through prettier by the
// pipeline, and their compilation is cached (node_modules/.cache/asmx-codegen): timed here apart, as what
// the cache saves.
const preformatted = new Set(files.filter((f) => f.formatted).map((f) => f.path));
const counts = {};
const finished = new Map();
// Spec-dependent files first, the runtime copy last: the runtime's figures are then its marginal cost
// (prettier's parser plugins are loaded by the first file of each kind, and belong to the spec's files).
const ORDER = ["generated .ts", ".json", ".md", "other (not formatted)", "runtime .ts"];
const ordered = [...files].sort((a, b) => ORDER.indexOf(kindOf(a.path)) - ORDER.indexOf(kindOf(b.path)));
for (const file of ordered) {
  const kind = preformatted.has(file.path) ? `${kindOf(file.path)} (preformatted: not formatted)` : kindOf(file.path);
  counts[kind] = (counts[kind] ?? 0) + 1;
  const text = await time(`prettier: ${kind}`, async () => {
    if (preformatted.has(file.path)) return `${header.map((l) => `// ${l}`).join("\n")}\n\n${file.content}`;
    if (file.path.endsWith(".ts"))
      return prettier.format(`${header.map((l) => `// ${l}`).join("\n")}\n\n${file.content}`, {
        ...PRETTIER_OPTIONS,
        parser: "typescript",
      });
    if (file.path.endsWith(".md"))
      return prettier.format(`<!-- ${header.join(" ")} -->\n\n${file.content}`, {
        ...PRETTIER_OPTIONS,
        parser: "markdown",
      });
    if (file.path.endsWith(".json")) return `${JSON.stringify(JSON.parse(file.content), null, 2)}\n`; // as the pipeline does
    return file.content;
  });
  finished.set(file.path, text);
}

// TypeScript → JavaScript and declarations, as compileTypeScript does, runtime apart.
const COMPILER_OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  declaration: true,
  isolatedDeclarations: true,
  removeComments: false,
  newLine: ts.NewLineKind.LineFeed,
};
const sources = [...finished].sort(
  ([a], [b]) => Number(a.startsWith("src/runtime/")) - Number(b.startsWith("src/runtime/")),
);
for (const [path, source] of sources) {
  if (!path.startsWith("src/") || !path.endsWith(".ts")) continue;
  const kind = preformatted.has(path)
    ? "runtime: what the compile cache saves"
    : path.startsWith("src/runtime/")
      ? "runtime"
      : "generated";
  await time(`typescript: transpileModule (${kind})`, () =>
    ts.transpileModule(source, { compilerOptions: COMPILER_OPTIONS, fileName: path, reportDiagnostics: false }),
  );
  await time(`typescript: transpileDeclaration (${kind})`, () =>
    ts.transpileDeclaration(source, { compilerOptions: COMPILER_OPTIONS, fileName: path, reportDiagnostics: true }),
  );
}

// Writing every file into an empty folder.
const out = mkdtempSync(join(tmpdir(), "asmx-bench-stages-"));
await time("write files", () => {
  for (const [path, content] of finished) {
    const full = join(out, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
});
rmSync(out, { recursive: true, force: true });

// The whole renderPackage once more, for comparison with the sum of the stages (JIT now warm).
const warm = await time("renderPackage again (warm process)", () => renderPackage(model, "bench", EMITTERS));

const result = {
  spec: values.spec,
  operations: model.operations.length,
  files: files.length,
  filesByKind: counts,
  seconds: timings,
  warmRenderFiles: warm.files.size,
};
if (values.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
else {
  process.stdout.write(
    `${result.spec}: ${result.operations} operations, ${result.files} emitted files ${JSON.stringify(counts)}\n`,
  );
  for (const [name, s] of Object.entries(timings)) process.stdout.write(`${s.toFixed(3).padStart(9)} s  ${name}\n`);
}
