/**
 * Type-checks generated packages and their consumers as a careful TypeScript user's project would: strict,
 * exactOptionalPropertyTypes, noUncheckedIndexedAccess, NodeNext modules.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type ts from "typescript";
import { REPO_ROOT } from "./paths.js";

export const STRICT_COMPILER_OPTIONS = {
  target: "ES2022",
  module: "NodeNext",
  moduleResolution: "NodeNext",
  lib: ["ES2023", "DOM"],
  types: ["node"],
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  // Declaration files are third-party; the package sources, included as .ts, are all checked.
  skipLibCheck: true,
  noEmit: true,
} as const;

/**
 * The same options in the compiler API's form, for a program built in process (`typescript` is the module, loaded by
 * the caller); as the repo's tsconfig.json, the runtime package resolves to its sources.
 */
export function strictProgramOptions(typescript: typeof ts): ts.CompilerOptions {
  return {
    target: typescript.ScriptTarget.ES2022,
    module: typescript.ModuleKind.NodeNext,
    moduleResolution: typescript.ModuleResolutionKind.NodeNext,
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    skipLibCheck: true,
    noEmit: true,
    types: ["node"],
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
    customConditions: ["asmx-codegen-source"],
  };
}

/** Writes `dir`/tsconfig.json including `include` and runs tsc on it: its output, "" when clean. */
export function strictTypeCheck(dir: string, include: readonly string[]): string {
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: STRICT_COMPILER_OPTIONS, include }));
  try {
    execFileSync(process.execPath, [join(REPO_ROOT, "node_modules/typescript/bin/tsc"), "-p", join(dir, "tsconfig.json")], {
      encoding: "utf8",
      stdio: "pipe",
    });
    return "";
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return `${failed.stdout ?? ""}${failed.stderr ?? ""}` || failed.message;
  }
}
