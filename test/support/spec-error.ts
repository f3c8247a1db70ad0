import { SpecError } from "../../generator/spec/diagnostics.js";
import { parseSpec } from "../../generator/spec/load.js";

/** The spec errors a spec text gets, as the CLI prints them ("no error" when it loads). */
export function specErrorOf(text: string, path = "spec/test.yaml"): string {
  try {
    parseSpec(text, path);
  } catch (error) {
    if (error instanceof SpecError) return error.message;
    throw error;
  }
  return "no error";
}
