/**
 * The handlebars templates (WSDL, fixtures, docs), compiled once: the build precompiles every template text
 * into templates-compiled.cjs beside this module, so that no run parses them; a generator run from source,
 * or a text the build did not see, compiles it here. Every template is compiled with the same options:
 * views hold text already escaped where it needs it (noEscape), and a field missing from a view is an error
 * rather than "" (strict).
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";

const OPTIONS: CompileOptions = { noEscape: true, strict: true };
const SALT = `${Handlebars.VERSION}\0${JSON.stringify(OPTIONS)}`;

/** Where the build writes the precompiled templates: `module.exports = { [key]: spec }`. */
export const PRECOMPILED_FILE = fileURLToPath(new URL("./templates-compiled.cjs", import.meta.url));
let precompiled: Readonly<Record<string, TemplateSpecification>> | undefined;

function keyOf(source: string): string {
  return createHash("sha256").update(SALT).update("\0").update(source).digest("hex");
}

function precompiledSpec(source: string): TemplateSpecification | undefined {
  if (precompiled === undefined) {
    try {
      precompiled = createRequire(import.meta.url)(PRECOMPILED_FILE) as Record<string, TemplateSpecification>;
    } catch {
      precompiled = {}; // a generator run from source: templates compile as they are met
    }
  }
  const key = keyOf(source);
  return Object.hasOwn(precompiled, key) ? precompiled[key] : undefined;
}

/** The template of `source` for the handlebars environment `hb` (where its partials are registered). */
export function compileTemplate<T = unknown>(hb: typeof Handlebars, source: string): Handlebars.TemplateDelegate<T> {
  const spec = precompiledSpec(source);
  return spec ? hb.template<T>(spec) : hb.compile<T>(source, OPTIONS);
}

/** The text of templates-compiled.cjs for these template texts (the build's step). */
export function precompiledModule(sources: Iterable<string>): string {
  const entries = [...new Set(sources)].map((s) => `${JSON.stringify(keyOf(s))}: ${Handlebars.precompile(s, OPTIONS)}`);
  return `"use strict";\nmodule.exports = {\n${entries.join(",\n")}\n};\n`;
}
