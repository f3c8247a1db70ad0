import type { Options } from "prettier";

/** The repo's .prettierrc.json, spelled out so generation does not depend on where it runs. */
export const PRETTIER_OPTIONS: Options = { printWidth: 120, trailingComma: "all", endOfLine: "lf" };

export type Parser = "typescript" | "markdown";

/** A request to the formatter thread, and its answer. */
export interface FormatJob {
  readonly id: number;
  readonly text: string;
  readonly parser: Parser;
}
export type FormatAnswer = { readonly id: number; readonly text: string } | { readonly id: number; readonly error: string };
