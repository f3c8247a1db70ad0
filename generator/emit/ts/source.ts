/** ts-morph plumbing shared by the TypeScript emitters: one in-memory project, doc comment text. */
import type { SourceFile } from "ts-morph";
import { IndentationText, Project, QuoteKind } from "./ts-morph.js";

let project: InstanceType<typeof Project> | undefined;

/** A fresh in-memory source file; its text becomes an output file. */
export function newSourceFile(path: string): SourceFile {
  project ??= new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Double },
  });
  const existing = project.getSourceFile(path);
  if (existing) project.removeSourceFile(existing);
  return project.createSourceFile(path, "", { overwrite: true });
}

/**
 * The file's text, and the file gone from the project: its syntax tree (hundreds of MB for a service of
 * a thousand operations) is not kept while later files are emitted, formatted and compiled.
 */
export function finishedText(file: SourceFile): string {
  const text = file.getFullText();
  file.forget();
  return text;
}

/** A JSDoc description from spec documentation (or a fallback), safe inside a comment. */
export function docText(...parts: (string | undefined)[]): string {
  return parts
    .filter((p): p is string => Boolean(p && p.trim()))
    .map((p) => p.trim().replace(/\*\//g, "*\\/"))
    .join("\n\n");
}
