/**
 * .NET's XmlQualifiedName (XML Schema's QName): a name in a namespace. On the wire it is text, `prefix:name`,
 * whose prefix means the namespace a declaration in scope binds it to; so it is read with the element's
 * declarations and written with a prefix the writer finds in scope or declares (value-writer.ts).
 * Lab-recorded: test/reference/lab/qualified-names/README.md.
 */
import { shownText } from "./text/shown.js";
import { decodeName, writeStringData } from "./text/string-data-types.js";
import { ValueFormatError } from "./values.js";

/** An XmlQualifiedName: `name` in `namespace` ("" for no namespace). */
export interface QualifiedName {
  readonly namespace: string;
  readonly name: string;
}

/** The QualifiedName `{ namespace, name }`. */
export function qualifiedName(namespace: string, name: string): QualifiedName {
  return { namespace, name };
}

/** The namespace a prefix is bound to where the text stands ("" the default namespace's); undefined when none. */
export type PrefixLookup = (prefix: string) => string | undefined;

const EXPECTED = "a qualified name (prefix:name) whose prefix is declared in scope";

/**
 * A QName's text read as XmlSerializationReader.ToXmlQualifiedName reads it (lab qualified-names): the prefix is
 * what stands before the last colon, bound by the declarations in scope; without one (or with an empty one) the
 * text is the name, in the default namespace. An element's text is trimmed first (`trim`), an attribute's not.
 * Empty text is the name "" in the default namespace, as the lab reads it. Throws ValueFormatError for an
 * undeclared prefix.
 */
export function readQualifiedName(text: string, lookup: PrefixLookup, trim: boolean): QualifiedName {
  const value = trim ? text.trim() : text;
  const colon = value.lastIndexOf(":");
  if (colon <= 0) return { namespace: lookup("") ?? "", name: value };
  const prefix = decodeName(value.slice(0, colon));
  const namespace = lookup(prefix);
  if (namespace === undefined) {
    throw new ValueFormatError(EXPECTED, `namespace prefix '${shownText(prefix)}' is not defined`);
  }
  return { namespace, name: decodeName(value.slice(colon + 1)) };
}

/** A value to write, checked: an object with a string `namespace` and `name`. Throws ValueFormatError. */
export function checkedQualifiedName(value: unknown): QualifiedName {
  if (typeof value === "object" && value !== null) {
    const { namespace, name } = value as { namespace?: unknown; name?: unknown };
    if (typeof namespace === "string" && typeof name === "string") return { namespace, name };
  }
  throw new ValueFormatError("a qualified name { namespace: string; name: string }");
}

/**
 * The text of a name whose namespace has the prefix `prefix` where it is written ("" the default namespace's or
 * no namespace): its name encoded as XmlConvert.EncodeLocalName encodes it (`a b` is `a_x0020_b`).
 */
export function qualifiedNameText(prefix: string, name: string): string {
  const local = writeStringData("NCName", name);
  return prefix === "" ? local : `${prefix}:${local}`;
}
