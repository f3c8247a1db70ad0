/**
 * The diagnostics a spec is refused with, as the CLI prints them (`file:line:column: message`); a spec that is
 * accepted fails the test. Shared by the spec-error tests.
 */
import { expect } from "vitest";
import { formatDiagnostic, SpecError } from "../../generator/spec/diagnostics.js";
import { parseSpec } from "../../generator/spec/load.js";

export function specProblems(yaml: string, path = "spec/broken.yaml"): string[] {
  try {
    parseSpec(yaml, path);
  } catch (error) {
    expect(error).toBeInstanceOf(SpecError);
    return (error as SpecError).diagnostics.map(formatDiagnostic);
  }
  throw new Error("the spec was accepted");
}
