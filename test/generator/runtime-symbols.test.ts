/**
 * The table of runtime symbols the emitters import from (generator/emit/ts/runtime-symbols.ts): each entry
 * names a symbol its runtime entry point exports (runtime/src/index.ts or node.ts, which runtime/package.json
 * exports as `.` and `./node`), and reserved-names.ts keeps every one of them from being a name the
 * service's own declarations take.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { RUNTIME_SYMBOLS } from "../../generator/emit/ts/runtime-symbols.js";
import { PACKAGE_NAMES } from "../../generator/model/reserved-names.js";

const RUNTIME = fileURLToPath(new URL("../../runtime/src/", import.meta.url));

describe("the runtime symbol table", () => {
  const modules = [...new Set(Object.values(RUNTIME_SYMBOLS))];
  const files = modules.map((m) => `${RUNTIME}${m}.ts`);
  const program = ts.createProgram(files, { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true });
  const checker = program.getTypeChecker();
  const exportsOf = new Map(
    modules.map((m, i) => {
      const source = program.getSourceFile(files[i]!)!;
      return [m, new Set(checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).map((s) => s.name))];
    }),
  );

  it.each(Object.entries(RUNTIME_SYMBOLS))("%s is exported by runtime/src/%s.ts", (name, module) => {
    expect(exportsOf.get(module)!.has(name)).toBe(true);
  });

  it("the runtime package exports each entry point the table names", () => {
    const manifest = JSON.parse(readFileSync(new URL("../../runtime/package.json", import.meta.url), "utf8"));
    expect(manifest.exports["."]).toMatchObject({ types: "./dist/index.d.ts", default: "./dist/index.js" });
    expect(manifest.exports["./node"]).toMatchObject({ types: "./dist/node.d.ts", node: "./dist/node.js" });
    expect(modules.sort()).toEqual(["index", "node"]);
  });

  it("reserves every name in it", () => {
    expect(Object.keys(RUNTIME_SYMBOLS).filter((name) => !PACKAGE_NAMES.includes(name))).toEqual([]);
  });
});
