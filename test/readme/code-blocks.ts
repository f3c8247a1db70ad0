/**
 * The README's fenced code blocks that tests run as written. A block is marked by words after its
 * language in the info string (```ts quick-start file=server.ts): GitHub highlights by the first word and
 * shows none of the rest, so the marks cost the reader nothing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../support/paths.js";

export interface CodeBlock {
  readonly language: string;
  /** The info string's words after the language: `quick-start`, `serve`, `file=server.ts`. */
  readonly marks: ReadonlySet<string>;
  /** `file=NAME`'s name, when the block is a file's content. */
  readonly file: string | undefined;
  readonly code: string;
}

export function readmeBlocks(readme = readFileSync(join(REPO_ROOT, "README.md"), "utf8")): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const match of readme.matchAll(/^```(\S+)([^\n]*)\n([\s\S]*?)^```$/gm)) {
    const words = (match[2] ?? "").trim().split(/\s+/).filter(Boolean);
    const file = words.find((word) => word.startsWith("file="))?.slice("file=".length);
    blocks.push({ language: match[1]!, marks: new Set(words), file, code: match[3]! });
  }
  return blocks;
}

/** The blocks carrying `mark`, in README order; throws when there are none, so a renamed mark fails. */
export function blocksMarked(mark: string): CodeBlock[] {
  const marked = readmeBlocks().filter((block) => block.marks.has(mark));
  if (marked.length === 0) throw new Error(`README.md has no code block marked ${mark}`);
  return marked;
}

/** `text` with the placeholders it holds replaced; the test checks separately that each one occurs somewhere. */
export function substitute(text: string, replacements: Readonly<Record<string, string>>): string {
  let result = text;
  for (const [placeholder, value] of Object.entries(replacements)) result = result.replaceAll(placeholder, value);
  return result;
}
