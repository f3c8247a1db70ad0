/**
 * src/**.ts → dist/**.js and dist/**.d.ts, file by file: generated code and the runtime are written for
 * isolated declarations, so no whole-program pass is needed and the output is the same on every machine.
 * Results are cached by content (with the compiler's version and options): the runtime's files compile to
 * the same output for every spec, and unchanged generated files to the same output as last time. The
 * runtime's results also come with the generator: tools/build-generator.mjs compiles them into
 * runtime-compiled.json beside this module, so even a first run does not compile them.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ts as Ts } from "ts-morph";
import { ts } from "../emit/ts/ts-morph.js";
import { cacheKey, ContentCache } from "../cache/store.js";

const COMPILER_OPTIONS: Ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  declaration: true,
  isolatedDeclarations: true,
  removeComments: false,
  newLine: ts.NewLineKind.LineFeed,
};

export interface Compiled {
  readonly js: string;
  readonly dts: string;
}

const cache = new ContentCache("compile");
const SALT = `${ts.version}\0${JSON.stringify(COMPILER_OPTIONS)}\0${dropDuplicatedComputedProperties.toString()}`;

/** Where the build writes the runtime's compiled files: `{ [key]: Compiled }`. */
export const PREBUILT_FILE = fileURLToPath(new URL("./runtime-compiled.json", import.meta.url));
let prebuilt: Readonly<Record<string, Compiled>> | undefined;

function prebuiltResult(key: string): Compiled | undefined {
  if (prebuilt === undefined) {
    try {
      prebuilt = JSON.parse(readFileSync(PREBUILT_FILE, "utf8")) as Record<string, Compiled>;
    } catch {
      prebuilt = {}; // a generator run from source, or a build without it: everything compiles as before
    }
  }
  return Object.hasOwn(prebuilt, key) ? prebuilt[key] : undefined;
}

/** A file's entry of runtime-compiled.json: its key (content, compiler and options) and its output. */
export function prebuiltEntry(path: string, source: string): [string, Compiled] {
  return [cacheKey(SALT, path, source), compileFile(path, source)];
}

export function compileCached(path: string, source: string): Compiled {
  const key = cacheKey(SALT, path, source);
  const ready = prebuiltResult(key);
  if (ready) return ready;
  const cached = cache.get(key);
  if (cached !== undefined) {
    try {
      const value = JSON.parse(cached) as Compiled;
      if (typeof value.js === "string" && typeof value.dts === "string") return value;
    } catch {
      // A damaged entry: compiled again and replaced.
    }
  }
  const compiled = compileFile(path, source);
  cache.set(key, JSON.stringify(compiled));
  return compiled;
}

export function pruneCompileCache(): void {
  cache.prune();
}

function compileFile(path: string, source: string): Compiled {
  const js = ts.transpileModule(source, {
    compilerOptions: COMPILER_OPTIONS,
    fileName: path,
    reportDiagnostics: false,
  });
  const dts = ts.transpileDeclaration(source, {
    compilerOptions: COMPILER_OPTIONS,
    fileName: path,
    reportDiagnostics: true,
  });
  if (dts.diagnostics && dts.diagnostics.length > 0) {
    const messages = dts.diagnostics.map((d) => `${path}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    throw new Error(`cannot emit declarations:\n${messages.join("\n")}`);
  }
  return { js: js.outputText, dts: dropDuplicatedComputedProperties(dts.outputText, path) };
}

/**
 * Works around a TypeScript bug: isolated declaration emit writes a method with a computed name
 * (`*[Symbol.iterator]()`) a second time, as a property, which then clashes with the method.
 * Drops a class property whose computed name a method of the same class also has.
 */
function dropDuplicatedComputedProperties(declarations: string, fileName: string): string {
  if (!declarations.includes("[")) return declarations;
  const source = ts.createSourceFile(fileName, declarations, ts.ScriptTarget.ES2022, true);
  const removals: { start: number; end: number }[] = [];
  const visit = (node: Ts.Node): void => {
    if (ts.isClassDeclaration(node)) {
      const methodNames = new Set(
        node.members
          .filter(ts.isMethodDeclaration)
          .filter((m) => ts.isComputedPropertyName(m.name))
          .map((m) => m.name.getText(source)),
      );
      for (const member of node.members) {
        if (
          ts.isPropertyDeclaration(member) &&
          ts.isComputedPropertyName(member.name) &&
          methodNames.has(member.name.getText(source))
        ) {
          removals.push({ start: member.getFullStart(), end: member.getEnd() });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let text = declarations;
  for (const { start, end } of removals.sort((a, b) => b.start - a.start))
    text = text.slice(0, start) + text.slice(end);
  return text;
}
