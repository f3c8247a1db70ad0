/**
 * The descriptor types every call: typed-calls/calls.ts is compiled as written (every call it makes is
 * accepted, every `@ts-expect-error` is used) and with its directives taken out, when each line they marked
 * must fail to compile: a misspelt operation name, a wrong or missing field, a wrong result type, a binding
 * or header the operation does not have, a wrong value where an input takes a number or a Date at depth.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { strictProgramOptions } from "../support/strict-typecheck.js";

const FILE = fileURLToPath(new URL("./typed-calls/calls.ts", import.meta.url));
const DIRECTIVE = "// @ts-expect-error";

// As the repo's tsconfig.json: the runtime package from its sources, the ones calls.ts imports directly.
const options = strictProgramOptions(ts);

/** The 1-based lines of `text` with an error, each with its messages, compiling `text` in place of calls.ts. */
function errorsOf(text: string): Map<number, string> {
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile;
  host.readFile = (path) => (path === FILE ? text : readFile(path));
  const program = ts.createProgram([FILE], options, host);
  const source = program.getSourceFile(FILE)!;
  const errors = new Map<number, string>();
  for (const d of ts.getPreEmitDiagnostics(program, source)) {
    const line = source.getLineAndCharacterOfPosition(d.start ?? 0).line + 1;
    errors.set(line, `${errors.get(line) ?? ""}${ts.flattenDiagnosticMessageText(d.messageText, "\n")}\n`);
  }
  return errors;
}

describe("calls typed by the descriptor", () => {
  const text = readFileSync(FILE, "utf8");
  const lines = text.split("\n");
  const marked = lines.flatMap((line, i) => (line.trim().startsWith(DIRECTIVE) ? [i + 2] : []));

  it("marks the refusals it means to check", () => {
    expect(marked.length).toBe(15);
  });

  it("accepts every call as written, each refusal expected", () => {
    expect(Object.fromEntries(errorsOf(text))).toEqual({});
  });

  it("refuses each marked call once its directive is gone", () => {
    // Each directive becomes an empty comment line, so line numbers stay.
    const bare = lines.map((line) => (line.trim().startsWith(DIRECTIVE) ? "//" : line)).join("\n");
    const errors = errorsOf(bare);
    expect([...errors.keys()].sort((a, b) => a - b)).toEqual(marked);
    expect(errors.get(marked[0]!)).toContain(`'"GetShipmnet"' is not assignable`);
  });
});
