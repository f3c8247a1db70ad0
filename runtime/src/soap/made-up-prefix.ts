/**
 * The prefixes a writer makes up for namespaced attributes ([XmlAttribute(Form = Qualified)],
 * [XmlAttribute(Namespace)], [XmlAnyAttribute] values of an undeclared namespace).
 */
import type { WriteContext } from "./value-writer.js";

/**
 * Names the prefixes one start tag makes up, in order: `pushed`, how many prefixes the tag has used so far (made
 * up or taken from around); `attempt`, 0, then 1, 2... while the name proposed is taken.
 */
export type PrefixNamer = (pushed: number, attempt: number) => string;

/**
 * The namer of the element written at `depth` below the context's element. XmlTextWriter, which writes ASMX's
 * bodies and headers, names by the element's XML depth, `d{depth}p{n}`, n counting the tag's made-up prefixes
 * (lab qualified-attributes; attribute-namespace-more Stamped: `d3p1` on a header). XmlWellFormedWriter
 * (XmlWriter.Create), through which a handler serializes a typed fault detail before importing it into
 * `<detail>` (lab attribute-namespace-more Fail.writer), names `p{k}`, k its namespace stack's entries in the
 * fragment: one per open element, one per prefix each open start tag used (reused from around or made up), so
 * `p1` on the root and `p4` for a second namespace on a child that reused `p1` (Fail.writer-nested); a taken
 * name gets a number after it (`p{k}0`, `p{k}1`...).
 */
export function prefixNamer(context: WriteContext, depth: number): PrefixNamer {
  if (context.madeUpNames === "scope") {
    const entries = (context.scopeEntries ?? 0) + 1;
    return (pushed, attempt) => `p${entries + pushed}${attempt === 0 ? "" : attempt - 1}`;
  }
  return depthNamer((context.elementDepth ?? 4) + depth);
}

/** XmlTextWriter's names for the prefixes made up on an element at XML depth `level`: `d{level}p1`, `d{level}p2`... */
export function depthNamer(level: number): PrefixNamer {
  let n = 0;
  return () => `d${level}p${++n}`;
}

/** The context of an element's content where the open element holds `pushed` prefixes besides its own entry. */
export function withScopeEntries(context: WriteContext, pushed: number): WriteContext {
  if (context.madeUpNames !== "scope") return context;
  return { ...context, scopeEntries: (context.scopeEntries ?? 0) + 1 + pushed };
}
