#!/usr/bin/env node
/**
 * The corpus check's formatting step: the generator prints Markdown and the descriptor in prettier's form
 * without running prettier (generator/render/markdown.ts, generator/emit/ts/data-literal.ts). Here every
 * generated .md file and src/descriptor.ts must be a fixed point of prettier with the generator's options,
 * whatever the service's names and descriptions hold.
 *
 *   node tools/corpus/formatting.mjs GENERATED_FOLDER
 * Prints one line per package and exits 1 when a file would change.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import * as prettier from "prettier";
import { PRETTIER_OPTIONS } from "../../dist/generator/render/format.js";

const root = process.argv[2];
if (!root) {
  process.stderr.write("usage: node tools/corpus/formatting.mjs GENERATED_FOLDER\n");
  process.exit(2);
}
let failed = 0;
for (const name of readdirSync(root).sort()) {
  const dir = join(root, name);
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => (f.endsWith(".md") && !f.startsWith("node_modules")) || f === join("src", "descriptor.ts"));
  const changed = [];
  for (const file of files) {
    const text = readFileSync(join(dir, file), "utf8");
    const parser = file.endsWith(".md") ? "markdown" : "typescript";
    if ((await prettier.format(text, { ...PRETTIER_OPTIONS, parser })) !== text) changed.push(file);
  }
  failed += changed.length;
  console.log(`${name}: ${files.length - changed.length} of ${files.length} files as prettier prints them${changed.length ? `; differ: ${changed.slice(0, 5).map((f) => relative(".", f)).join(", ")}` : ""}`);
}
process.exitCode = failed ? 1 : 0;
