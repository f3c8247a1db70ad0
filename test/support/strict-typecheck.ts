/**
 * Type-checks generated packages and their consumers as a careful TypeScript user's project would: strict,
 * exactOptionalPropertyTypes, noUncheckedIndexedAccess, NodeNext modules.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
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
