/**
 * `asmx-codegen import <file.wsdl | URL>`: writes the spec of the service a WSDL describes. The spec is proven
 * before it is written (import-wsdl.ts): the WSDL generated from it equals the input as canonical XML. Never
 * overwrites a file unless asked to, never writes through a link.
 */
import { mkdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { ProjectError, whyNotGenerated } from "../cli/project.js";
import { importWsdl } from "../import/import-wsdl.js";
import { importWcf, isWcfSet } from "../import/import-wcf.js";
import { documentSetFromFiles, documentSetFromFolder, documentSetFromUrl, type DocumentSet } from "../import/document-set.js";
import { DEFAULT_SOURCE_LIMITS, isUrl, type SourceLimits } from "../import/read-source.js";
import { fileNamePackageProblem, kebabName } from "../model/package-identity.js";
import { displayPath } from "../output/display.js";
import { writeNewFile } from "../output/new-file.js";
import { PACKAGE_ROOT } from "../paths.js";

export interface ImportCommandOptions {
  readonly cwd: string;
  /** A URL, a folder, or one or more files (the root first): one set of documents. */
  readonly sources: readonly string[];
  /** Hosts a URL's set may be read from besides the root's. */
  readonly allowHosts?: readonly string[];
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
  const first = options.sources[0]!;
  const shownSource = isUrl(first) ? first : displayPath(resolve(options.cwd, first), options.cwd);
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
  const set = await readSet(options, limits);
  const text = set.root.document.text;
  // By default the spec is named after the service, known only once read; the folder (spec/) is the same.
  const folder = dirname(resolve(options.cwd, options.out ?? join("spec", "service.yaml")));
  if (isWcfSet(set)) return writeWcf(options, set, shownSource, folder);
  const result = importWsdl(text, {
    source: shownSource,
    schema: schemaPath(folder),
    specPath: displayPath(resolve(options.cwd, options.out ?? join("spec", "service.yaml")), options.cwd),
    set,
  });
  const spec = resolve(options.cwd, options.out ?? join("spec", `${kebabName(result.model.name)}.yaml`));
  const shown = displayPath(spec, options.cwd);
  writeSpec(spec, shown, result.yaml, options.force);
  const model = result.model;
  const classes = model.types.length;
  const summary =
    `wrote ${shown}: ${model.operations.length} operation${model.operations.length === 1 ? "" : "s"}, ` +
    `${classes} class${classes === 1 ? "" : "es"}, ${model.enums.length} enum${model.enums.length === 1 ? "" : "s"} from ${shownSource}` +
    `${set.documents.length > 1 ? ` and the ${set.documents.length - 1} documents it refers to` : ""}; ` +
    `the WSDL it generates equals the input ${result.byteEqual ? "byte for byte" : "as canonical XML"}`;
  const skipped = whyNotGenerated(spec, options.cwd);
  return { written: shown, summary, ...(skipped !== undefined ? { skipped } : {}) };
}

/** A WCF metadata set's spec (import-wcf.ts), proven against every document of the set. */
function writeWcf(options: ImportCommandOptions, set: DocumentSet, shownSource: string, folder: string): ImportCommandResult {
  const result = importWcf(set, {
    source: shownSource,
    schema: schemaPath(folder),
    specPath: displayPath(resolve(options.cwd, options.out ?? join("spec", "service.yaml")), options.cwd),
  });
  const spec = resolve(options.cwd, options.out ?? join("spec", `${kebabName(result.model.name)}.yaml`));
  const shown = displayPath(spec, options.cwd);
  writeSpec(spec, shown, result.yaml, options.force);
  const model = result.model;
  const count = (n: number, what: string): string => `${n} ${n === 1 ? what : what.endsWith("s") ? `${what}es` : `${what}s`}`;
  const summary =
    `wrote ${shown}: WCF service${model.wcf!.serializer === "xmlSerializer" ? " ([XmlSerializerFormat])" : model.wcf!.mixed ? ` ([XmlSerializerFormat] on ${count(model.operations.filter((o) => o.wcf!.serializer === "xmlSerializer").length, "operation")})` : ""}, ${count(model.wcf!.contracts.length, "contract")}, ${count(model.operations.length, "operation")}, ` +
    `${count(model.types.length, model.wcf!.serializer === "xmlSerializer" ? "class" : "data contract")}, ${count(model.enums.length, "enum")} from ${shownSource}` +
    `${set.documents.length > 1 ? ` and the ${set.documents.length - 1} documents it refers to` : ""}; ` +
    `the ${result.documents === 1 ? "document it generates equals the input" : `${result.documents} documents it generates equal the input's`} as canonical XML` +
    `${result.leftOut.length ? `; left out (not basicHttpBinding over SOAP 1.1): ${result.leftOut.join("; ")}` : ""}`;
  const skipped = whyNotGenerated(spec, options.cwd);
  return { written: shown, summary, ...(skipped !== undefined ? { skipped } : {}) };
}

/** The spec, in its folder; an existing file only with --force, never through a link. */
function writeSpec(spec: string, shown: string, yaml: string, force: boolean): void {
  mkdirSync(dirname(spec), { recursive: true });
  writeNewFile(spec, shown, yaml, { replace: force, replaceHint: "--force replaces it" });
}

/** The documents named: a URL's set, a folder's, or the files' (the first the root). */
async function readSet(options: ImportCommandOptions, limits: SourceLimits): Promise<DocumentSet> {
  const others = options.sources.slice(1);
  const url = options.sources.find(isUrl);
  if (url !== undefined) {
    if (options.sources.length > 1) throw new ProjectError(`${url}: a URL is imported alone (the documents it references are fetched from it)`, 2);
    return documentSetFromUrl(url, { limits, allowHosts: options.allowHosts ?? [] });
  }
  if ((options.allowHosts ?? []).length > 0) throw new ProjectError("--allow-host is for a URL's set of documents", 2);
  const show = (path: string): string => displayPath(path, options.cwd);
  const paths = options.sources.map((source) => resolve(options.cwd, source));
  if (others.length === 0 && isFolder(paths[0]!)) return documentSetFromFolder(paths[0]!, limits, show);
  const folder = paths.find(isFolder);
  if (folder !== undefined) throw new ProjectError(`${show(folder)}: a folder is imported alone, not with other documents`, 2);
  return documentSetFromFiles(paths, limits, show);
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** spec.schema.json of the generator, relative to the spec's folder (for the editor line). */
function schemaPath(folder: string): string {
  return relative(folder, join(PACKAGE_ROOT, "spec", "spec.schema.json")).split(sep).join("/");
}
