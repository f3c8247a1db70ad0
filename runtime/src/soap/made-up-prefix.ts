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
 * How one writing names its made-up prefixes, when not as XmlTextWriter (`depthNamer`): the namer of the element
 * written at `depth` below the context's element, and the context of an element's content when the open element
 * used `pushed` prefixes (made up or taken from around). Absent from a WriteContext: `d{depth}p{n}`.
 */
export interface MadeUpNames {
  namer(context: WriteContext, depth: number): PrefixNamer;
  inner(context: WriteContext, pushed: number): WriteContext;
}

/** XmlTextWriter's names for the prefixes made up on an element at XML depth `level`: `d{level}p1`, `d{level}p2`... */
export function depthNamer(level: number): PrefixNamer {
  let n = 0;
  return () => `d${level}p${++n}`;
}

/**
 * XmlWellFormedWriter's (XmlWriter.Create), through which a handler serializes a typed fault detail before
 * importing it into `<detail>` (lab attribute-namespace-more Fail.writer): `p{k}`, k its namespace stack's entries
 * in the fragment: one per open element, one per prefix each open start tag used (reused from around or made up),
 * so `p1` on the root and `p4` for a second namespace on a child that reused `p1` (Fail.writer-nested); a taken
 * name gets a number after it (`p{k}0`, `p{k}1`...). XmlTextWriter, which writes ASMX's bodies and headers, names
 * by the element's XML depth, `d{depth}p{n}` (lab qualified-attributes; attribute-namespace-more Stamped: `d3p1` on
 * a header). Server only: a client writes no fault detail, so its bundle holds none of this.
 */
export const SCOPE_NAMES: MadeUpNames = {
  namer(context, _depth) {
    const entries = (context.scopeEntries ?? 0) + 1;
    return (pushed, attempt) => `p${entries + pushed}${attempt === 0 ? "" : attempt - 1}`;
  },
  inner(context, pushed) {
    return { ...context, scopeEntries: (context.scopeEntries ?? 0) + 1 + pushed };
  },
};

/** The namer of the element written at `depth` below the context's element (`d{depth}p{n}` unless told). */
export function prefixNamer(context: WriteContext, depth: number): PrefixNamer {
  return context.madeUpNames
    ? context.madeUpNames.namer(context, depth)
    : depthNamer((context.elementDepth ?? 4) + depth);
}
