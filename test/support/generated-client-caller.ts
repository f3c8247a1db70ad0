/**
 * Generated client packages compiled beside a hand-written caller, in process, as a strict TypeScript user's project
 * would (the in-process form of strict-typecheck.ts's options): the emitted code carries no `any`, the packages and
 * the caller compile clean, and the caller with its `@ts-expect-error` directives taken out fails where they stood.
 * TypeScript and the emitters are loaded on first use, as the tests that call this did.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type ts from "typescript";
import { expect } from "vitest";
import type { ServiceModel } from "../../generator/model/types.js";
import { strictProgramOptions } from "./strict-typecheck.js";

/** What the caller's compilation gave: the program, and how many errors the caller has with its directives taken out. */
export interface CallerCompilation {
  readonly program: ts.Program;
  readonly failingWithoutDirectives: number;
}

/**
 * Emits descriptor, types and client of each of `packages` (name -> model) under `out`/<name>/ (asserting no `any`
 * outside comments), writes `callerText` at `out`/caller/caller.ts, asserts the whole compiles without error, and
 * compiles the caller once more with its `@ts-expect-error` directives taken out. Runs `check` on the result, then
 * removes `out`.
 */
export async function withGeneratedClientsAndCaller(
  out: string,
  packages: Readonly<Record<string, ServiceModel>>,
  callerText: string,
  check: (compiled: CallerCompilation) => void,
): Promise<void> {
  const typescript = (await import("typescript")).default;
  const { clientEmitter } = await import("../../generator/emit/client-module.js");
  const { descriptorEmitter } = await import("../../generator/emit/descriptor.js");
  const { typesEmitter } = await import("../../generator/emit/types-module.js");
  const caller = join(out, "caller/caller.ts");
  try {
    const written: string[] = [];
    for (const [name, model] of Object.entries(packages)) {
      const context = { packageName: name, generatorVersion: "0.0.0-test" };
      for (const f of [descriptorEmitter, typesEmitter, clientEmitter].flatMap((e) => e.emit(model, context))) {
        const code = f.content
          .split("\n")
          .filter((line) => !/^\s*(\*|\/\/|\/\*\*)/.test(line))
          .join("\n");
        expect(code, f.path).not.toMatch(/:\s*any\b|<any\b|\bany\[\]|\bas any\b|\| any\b/);
        mkdirSync(dirname(join(out, name, f.path)), { recursive: true });
        writeFileSync(join(out, name, f.path), f.content);
        written.push(join(out, name, f.path));
      }
    }
    mkdirSync(join(out, "caller"), { recursive: true });
    writeFileSync(caller, callerText);
    const options = strictProgramOptions(typescript);
    const program = typescript.createProgram([caller], options);
    const errors = [...written, caller]
      .map((file) => program.getSourceFile(file))
      .flatMap((source) => (source ? typescript.getPreEmitDiagnostics(program, source) : []))
      .map((d) => `${d.file?.fileName ?? ""}: ${typescript.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(errors).toEqual([]);
    // Each @ts-expect-error is used: taken out, its line fails.
    const stripped = callerText.replaceAll("// @ts-expect-error", "//");
    const host = typescript.createCompilerHost(options);
    const readFile = host.readFile;
    host.readFile = (path) => (path === caller ? stripped : readFile(path));
    const strippedProgram = typescript.createProgram([caller], options, host);
    const failingWithoutDirectives = typescript.getPreEmitDiagnostics(strippedProgram, strippedProgram.getSourceFile(caller)!).length;
    check({ program, failingWithoutDirectives });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
