/**
 * `asmx-codegen import <file.wsdl | URL>`: writes the spec of the service a WSDL describes. The spec is proven
 * before it is written (import-wsdl.ts): the WSDL generated from it equals the input as canonical XML. Never
 * overwrites a file unless asked to.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { ProjectError, whyNotGenerated } from "../cli/project.js";
import { importWsdl } from "../import/import-wsdl.js";
import { readSource, DEFAULT_SOURCE_LIMITS, isUrl } from "../import/read-source.js";
import { fileNamePackageProblem, kebabName } from "../model/package-identity.js";
import { displayPath } from "../output/display.js";
import { PACKAGE_ROOT } from "../paths.js";

export interface ImportCommandOptions {
  readonly cwd: string;
  readonly source: string;
  readonly out?: string;
  readonly force: boolean;
  readonly timeoutSeconds?: number;
}

export interface ImportCommandResult {
  /** The spec written, as shown. */
  readonly written: string;
  readonly summary: string;
  /** Why `generate` would skip the spec written, when it would. */
  readonly skipped?: string;
}

/** Imports the WSDL and writes its spec. Throws ImportError (the WSDL) or ProjectError (the output file). */
export async function importCommand(options: ImportCommandOptions): Promise<ImportCommandResult> {
  const source = isUrl(options.source) ? options.source : resolve(options.cwd, options.source);
  const shownSource = isUrl(options.source) ? options.source : displayPath(source, options.cwd);
  const limits = {
    ...DEFAULT_SOURCE_LIMITS,
    ...(options.timeoutSeconds !== undefined ? { timeoutMs: options.timeoutSeconds * 1000 } : {}),
  };
  if (options.out !== undefined && !/\.ya?ml$/i.test(options.out)) {
    throw new ProjectError(`${options.out}: a spec file's name ends in .yaml`, 2);
  }
  // The spec's file name gives the package its name: a name npm refuses is the output's fault, not the WSDL's.
  const fileNameProblem = options.out === undefined ? undefined : fileNamePackageProblem(options.out);
  if (fileNameProblem !== undefined) throw new ProjectError(`${options.out}: ${fileNameProblem}; choose another --out`, 2);
  const text = await readSource(source, limits);
  // By default the spec is named after the service, known only once read; the folder (spec/) is the same.
  const folder = dirname(resolve(options.cwd, options.out ?? join("spec", "service.yaml")));
  const result = importWsdl(text, {
    source: shownSource,
    schema: schemaPath(folder),
    specPath: displayPath(resolve(options.cwd, options.out ?? join("spec", "service.yaml")), options.cwd),
  });
  const spec = resolve(options.cwd, options.out ?? join("spec", `${kebabName(result.model.name)}.yaml`));
  const shown = displayPath(spec, options.cwd);
  if (existsSync(spec) && !options.force) {
    throw new ProjectError(`${shown} already exists; nothing was written (--force replaces it)`);
  }
  mkdirSync(dirname(spec), { recursive: true });
  writeFileSync(spec, result.yaml);
  const model = result.model;
  const classes = model.types.length;
  const summary =
    `wrote ${shown}: ${model.operations.length} operation${model.operations.length === 1 ? "" : "s"}, ` +
    `${classes} class${classes === 1 ? "" : "es"}, ${model.enums.length} enum${model.enums.length === 1 ? "" : "s"} from ${shownSource}; ` +
    `the WSDL it generates equals the input ${result.byteEqual ? "byte for byte" : "as canonical XML"}`;
  const skipped = whyNotGenerated(spec, options.cwd);
  return { written: shown, summary, ...(skipped !== undefined ? { skipped } : {}) };
}

/** spec.schema.json of the generator, relative to the spec's folder (for the editor line). */
function schemaPath(folder: string): string {
  return relative(folder, join(PACKAGE_ROOT, "spec", "spec.schema.json")).split(sep).join("/");
}
