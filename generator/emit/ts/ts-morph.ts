/**
 * ts-morph's values, loaded with require(). An ESM `import` of a CommonJS package makes Node scan its
 * source for export names first (cjs-module-lexer over ts-morph's 1 MB), which cost 70 ms of a first
 * run; require() skips that scan. Types still come from `import type { ... } from "ts-morph"`.
 */
import { createRequire } from "node:module";
import type * as TsMorph from "ts-morph";

const tsMorph = createRequire(import.meta.url)("ts-morph") as typeof TsMorph;

export const Project: typeof TsMorph.Project = tsMorph.Project;
export const IndentationText: typeof TsMorph.IndentationText = tsMorph.IndentationText;
export const QuoteKind: typeof TsMorph.QuoteKind = tsMorph.QuoteKind;
export const StructureKind: typeof TsMorph.StructureKind = tsMorph.StructureKind;
export const VariableDeclarationKind: typeof TsMorph.VariableDeclarationKind = tsMorph.VariableDeclarationKind;
/** The TypeScript compiler API that ts-morph bundles. */
export const ts: typeof TsMorph.ts = tsMorph.ts;
