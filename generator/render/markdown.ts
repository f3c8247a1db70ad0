/**
 * Generated Markdown in prettier's form, without prettier's Markdown printer, which cost more than half of a
 * 1,000-operation generate: tables aligned, no trailing white space, single blank lines, one final line
 * break, code blocks as written. This covers the Markdown the generator writes; text outside what it is
 * known to print as prettier does (non-ASCII, emphasis, HTML, code blocks prettier would format) returns
 * undefined and goes through prettier. test/generator/markdown.test.ts holds it to prettier's output.
 */
const FENCE = /^(```|~~~)(.*)$/;
/** Code block languages prettier formats itself (embedded language formatting). */
const FORMATTED_LANGUAGES = /^(ts|typescript|tsx|js|javascript|jsx|mjs|cjs|json|json5|jsonc|yaml|yml|css|scss|less|html|vue|graphql|gql|md|markdown|handlebars|hbs)\b/i;
/**
 * Inline constructs whose printing prettier normalises: emphasis (`*`, and `_` not inside a word), escapes,
 * block quotes, bare URLs, non-ASCII text (prettier measures its width). Inline HTML (`<br />`) and
 * entities it keeps as written.
 */
const UNSURE = /[^\x20-\x7E]|[*\\]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])|^\s*[>+]|https?:\/\//;
/** Runs of spaces inside text (a paragraph's or a cell's), which prettier joins into one. */
const SPACE_RUN = /\S {2,}\S/;
const DELIMITER_CELL = /^-{3,}$/;

export function printMarkdown(text: string): string | undefined {
  const lines = text.split("\n");
  const out: string[] = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence !== undefined) {
      if (line !== line.trimEnd()) return undefined; // prettier trims code lines too; not worth matching
      out.push(line);
      if (line.startsWith(fence) && line.slice(fence.length).trim() === "") {
        fence = undefined;
        // prettier separates blocks with a blank line; the generator always writes one.
        if (i + 1 < lines.length && lines[i + 1]!.trim() !== "") return undefined;
      }
      continue;
    }
    const opens = FENCE.exec(line);
    if (opens) {
      if (FORMATTED_LANGUAGES.test(opens[2]!.trim())) return undefined;
      fence = opens[1];
      out.push(line.trimEnd());
      continue;
    }
    if (line.startsWith("<!--")) {
      // The generated-file banner: a one-line HTML comment prettier keeps as it is.
      if (!line.trimEnd().endsWith("-->")) return undefined;
      out.push(line.trimEnd());
      continue;
    }
    if (UNSURE.test(withoutCodeSpans(line))) return undefined;
    if (!line.startsWith("|") && SPACE_RUN.test(withoutCodeSpans(line))) return undefined;
    if (line.startsWith("|")) {
      let end = i;
      while (end < lines.length && lines[end]!.startsWith("|")) {
        if (UNSURE.test(withoutCodeSpans(lines[end]!))) return undefined;
        end++;
      }
      const table = alignedTable(lines.slice(i, end));
      if (!table) return undefined;
      out.push(...table);
      i = end - 1;
      continue;
    }
    if (/^\s/.test(line) && line.trim() !== "") return undefined; // indented blocks and list continuations
    const trimmed = line.trimEnd();
    if (trimmed === "" && (out.length === 0 || out[out.length - 1] === "")) continue;
    out.push(trimmed);
  }
  if (fence !== undefined) return undefined;
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return `${out.join("\n")}\n`;
}

/** The line with its code spans blanked: their content is printed as written. */
function withoutCodeSpans(line: string): string {
  return line.replace(/`[^`]*`/g, "``");
}

/** A GFM table with each column padded to its widest cell (at least 3), as prettier aligns it. */
function alignedTable(rows: readonly string[]): string[] | undefined {
  if (rows.length < 2) return undefined;
  const cells = rows.map(splitRow);
  const columns = cells[0]!.length;
  if (cells.some((row) => row === undefined || row.length !== columns)) return undefined;
  const table = cells as string[][];
  if (table.some((row) => row.some((cell) => SPACE_RUN.test(withoutCodeSpans(cell))))) return undefined;
  if (!table[1]!.every((cell) => DELIMITER_CELL.test(cell))) return undefined;
  const widths = Array.from({ length: columns }, (_, c) =>
    Math.max(3, ...table.filter((_, r) => r !== 1).map((row) => row[c]!.length)),
  );
  return table.map((row, r) =>
    r === 1
      ? `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`
      : `| ${row.map((cell, c) => cell.padEnd(widths[c]!)).join(" | ")} |`,
  );
}

/** The trimmed cells of `| a | b |`, split at pipes not escaped (`\|`) and not inside code spans. */
function splitRow(row: string): string[] | undefined {
  const line = row.trimEnd();
  if (!line.startsWith("|") || !line.endsWith("|") || line.length < 2) return undefined;
  const cells: string[] = [];
  let current = "";
  let inCode = false;
  for (let i = 1; i < line.length; i++) {
    const c = line[i]!;
    if (c === "`") inCode = !inCode;
    if (c === "|" && !inCode && line[i - 1] !== "\\") {
      cells.push(current.trim());
      current = "";
    } else current += c;
  }
  if (inCode || current.trim() !== "") return undefined;
  return cells;
}
