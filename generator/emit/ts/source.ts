/** ts-morph plumbing shared by the TypeScript emitters: one in-memory project, doc comment text. */
import { IndentationText, Project, QuoteKind, type SourceFile } from "ts-morph";

let project: Project | undefined;

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

/** A JSDoc description from spec documentation (or a fallback), safe inside a comment. */
export function docText(...parts: (string | undefined)[]): string {
  return parts
    .filter((p): p is string => Boolean(p && p.trim()))
    .map((p) => p.trim().replace(/\*\//g, "*\\/"))
    .join("\n\n");
}
