/**
 * src/**.ts → dist/**.js and dist/**.d.ts, file by file: generated code and the runtime are written for
 * isolated declarations, so no whole-program pass is needed and the output is the same on every machine.
 * Results are cached by content (with the compiler's version and options): the runtime's files compile to
 * the same output for every spec, and unchanged generated files to the same output as last time.
 */
import { ts } from "ts-morph";
import { cacheKey, ContentCache } from "../cache/store.js";

const COMPILER_OPTIONS: ts.CompilerOptions = {
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

export function compileCached(path: string, source: string): Compiled {
  const key = cacheKey(SALT, path, source);
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
  const visit = (node: ts.Node): void => {
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
