/**
 * The table of runtime symbols the emitters import from (generator/emit/ts/runtime-symbols.ts): each entry
 * names a symbol its runtime module exports, and reserved-names.ts keeps every one of them from being a
 * name the service's own declarations take.
 */
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { RUNTIME_SYMBOLS } from "../../generator/emit/ts/runtime-symbols.js";
import { PACKAGE_NAMES } from "../../generator/model/reserved-names.js";

const RUNTIME = fileURLToPath(new URL("../../runtime/src/", import.meta.url));

describe("the runtime symbol table", () => {
  const modules = [...new Set(Object.values(RUNTIME_SYMBOLS))];
  const files = modules.map((m) => `${RUNTIME}${m.replace(/\.js$/, ".ts")}`);
  const program = ts.createProgram(files, { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true });
  const checker = program.getTypeChecker();
  const exportsOf = new Map(
    modules.map((m, i) => {
      const source = program.getSourceFile(files[i]!)!;
      return [m, new Set(checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).map((s) => s.name))];
    }),
  );

  it.each(Object.entries(RUNTIME_SYMBOLS))("%s is exported by runtime/src/%s", (name, module) => {
    expect(exportsOf.get(module)!.has(name)).toBe(true);
  });

  it("reserves every name in it", () => {
    expect(Object.keys(RUNTIME_SYMBOLS).filter((name) => !PACKAGE_NAMES.includes(name))).toEqual([]);
  });
});
