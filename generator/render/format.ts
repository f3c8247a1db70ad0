/**
 * prettier on generated TypeScript and Markdown (what render/markdown.ts does not print itself), with its
 * results cached by content: the same text with the
 * same prettier version and options always formats the same, so a file formatted once (by this or an
 * earlier run) is not formatted again, and prettier is not even loaded when every file is cached.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Options } from "prettier";
import { cacheKey, ContentCache } from "../cache/store.js";

/** The repo's .prettierrc.json, spelled out so generation does not depend on where it runs. */
export const PRETTIER_OPTIONS: Options = { printWidth: 120, trailingComma: "all", endOfLine: "lf" };

export type Parser = "typescript" | "markdown";

let prettier: Promise<typeof import("prettier")> | undefined;
let salt: string | undefined;
const cache = new ContentCache("format");

/** The installed prettier's version, read without loading prettier. */
function prettierVersion(): string {
  const file = createRequire(import.meta.url).resolve("prettier/package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

export async function format(text: string, parser: Parser): Promise<string> {
  salt ??= `${prettierVersion()}\0${JSON.stringify(PRETTIER_OPTIONS)}`;
  const key = cacheKey(salt, parser, text);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  prettier ??= import("prettier");
  const formatted = await (await prettier).format(text, { ...PRETTIER_OPTIONS, parser });
  cache.set(key, formatted);
  return formatted;
}

export function pruneFormatCache(): void {
  cache.prune();
}
