/**
 * .NET's XmlQualifiedName (XML Schema's QName): a name in a namespace. On the wire it is text, `prefix:name`,
 * whose prefix means the namespace a declaration in scope binds it to; so it is read with the element's
 * declarations and written with a prefix the writer finds in scope or declares (value-writer.ts).
 * Lab-recorded: test/reference/lab/qualified-names/README.md.
 *
 * The value reader and writer reach QNames only through the descriptor's `qualifiedName` codec
 * (qualifiedNameCodec, codecs.ts), so that a bundle of a service without them holds none of this.
 */
import { shownText } from "./text/shown.js";
import { decodeName, writeStringData } from "./text/string-data-types.js";
import { ValueFormatError } from "./values.js";
import { XSD_NS, XSI_NS } from "./protocol.js";
import { escapeAttribute, escapeText } from "./xml/escape.js";
import { lookupPrefix, type NamespaceScope } from "./xml/tree.js";
import { checkedText, type StartTagExtras, type WriteContext } from "./soap/value-writer.js";
import type { FieldDescriptor } from "./descriptor.js";
import type { QualifiedNameCodec } from "./soap/codecs.js";
import type { NamespaceScope as DataContractScope } from "./soap/data-contract.js";

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

/** A QName's text on an element whose declarations in scope are `scope` (tree.ts): readQualifiedName's. */
export function readQualifiedNameIn(text: string, scope: NamespaceScope | undefined, trim: boolean): QualifiedName {
  return readQualifiedName(text, (prefix) => lookupPrefix(scope, prefix), trim);
}

/**
 * The prefix XmlSerializationWriter's LookupPrefix finds for namespace `ns` where `context` writes: "" for the
 * default namespace in scope, `xsd` and `xsi` (declared by the envelope or document), or one an element around
 * declared (made up for an xsi:type or a QName, or for a namespaced attribute); undefined when none is.
 */
function prefixInScope(context: WriteContext, ns: string): string | undefined {
  if (ns === (context.scope ?? context.service?.namespace ?? "")) return "";
  if (ns === XSD_NS && context.noSchemaPrefixes !== true) return "xsd";
  if (ns === XSI_NS && context.noSchemaPrefixes !== true) return "xsi";
  return context.declared?.get(ns) ?? context.madeUp?.get(ns);
}

/**
 * A QName's text where `context` writes, as XmlSerializationWriter's FromXmlQualifiedName writes it (lab
 * qualified-names): the name (encoded as EncodeLocalName encodes it) after the prefix found in scope for its
 * namespace, or after the next `q{n}`, whose declaration is returned to go on the element holding the text.
 * A name in no namespace is the name alone.
 */
function qualifiedNameWritten(context: WriteContext, value: unknown): { text: string; declaration: string } {
  const qname = checkedQualifiedName(value);
  if (qname.namespace === "") return { text: checkedText(qualifiedNameText("", qname.name)), declaration: "" };
  const known = prefixInScope(context, qname.namespace);
  if (known !== undefined) return { text: checkedText(qualifiedNameText(known, qname.name)), declaration: "" };
  const prefix = `q${++context.prefixes.count}`;
  return {
    text: checkedText(qualifiedNameText(prefix, qname.name)),
    declaration: ` xmlns:${prefix}="${escapeAttribute(checkedText(qname.namespace))}"`,
  };
}

/**
 * An element `name` holding a QName (lab qualified-names), as its start tag (still open) and the rest:
 * `<Name xmlns:q2="urn:q">q2:local</Name>`, the prefix's declaration after xsi:type and before the element's
 * own namespace; unprefixed in the default namespace (`<Same>s</Same>`). A name in no namespace where a
 * default namespace is in scope undeclares it, the element then named with a prefix of its namespace (one in
 * scope, or the next `q{n}`): `<q3:Empty xmlns="" xmlns:q3="{ns}">e</q3:Empty>`. Throws ValueFormatError.
 */
export function qualifiedNameElement(
  context: WriteContext,
  name: string,
  value: unknown,
  extras: StartTagExtras,
): readonly [start: string, rest: string] {
  const qname = checkedQualifiedName(value);
  const scope = context.scope ?? context.service?.namespace ?? "";
  let start = name;
  let after = extras.after;
  let declaration: string;
  let text: string;
  if (qname.namespace === "" && scope !== "") {
    text = checkedText(qualifiedNameText("", qname.name));
    // The element's own declaration of its namespace as the default gives way to its prefix's.
    const xmlns = ` xmlns="${escapeAttribute(scope)}"`;
    if (after.endsWith(xmlns)) after = after.slice(0, -xmlns.length);
    declaration = ' xmlns=""';
    if (!name.includes(":")) {
      let prefix = context.declared?.get(scope) ?? context.madeUp?.get(scope);
      if (prefix === undefined) {
        prefix = `q${++context.prefixes.count}`;
        declaration += ` xmlns:${prefix}="${escapeAttribute(scope)}"`;
      }
      start = `${prefix}:${name}`;
    }
  } else ({ text, declaration } = qualifiedNameWritten(context, qname));
  const escaped = escapeText(text);
  return ["<" + start + extras.before + declaration + after, escaped ? ">" + escaped + "</" + start + ">" : " />"];
}

/**
 * A QName attribute's text (none for null) and the declaration of the prefix it made up, if any (it goes on the
 * element before the attribute), with the context of the content, in whose scope the prefix is. Throws
 * ValueFormatError located at `pathOf()`.
 */
export function qualifiedNameAttribute(
  context: WriteContext,
  field: FieldDescriptor,
  value: unknown,
  pathOf: () => string,
): { attribute: string; declaration: string; context: WriteContext } | undefined {
  if (value === null || value === undefined) return undefined;
  try {
    const written = qualifiedNameWritten(context, value);
    let inner = context;
    if (written.declaration) {
      const declared = new Map(context.declared);
      declared.set(checkedQualifiedName(value).namespace, written.text.slice(0, written.text.indexOf(":")));
      inner = { ...context, declared };
    }
    return {
      attribute: ` ${field.wireName}="${escapeAttribute(written.text)}"`,
      declaration: written.declaration,
      context: inner,
    };
  } catch (error) {
    throw error instanceof ValueFormatError ? error.at(pathOf(), undefined, field.secret === true) : error;
  }
}

/**
 * An element `local` in `ns` holding a QName as DataContractSerializer writes it (XmlWriterDelegator.WriteQName;
 * lab test/reference/wcf/uri-qname): the element in the prefix `q` (Globals.ElementPrefix) bound to its own
 * namespace, so that the default namespace can be undeclared for a name in no namespace (`xmlns=""`, the text
 * unprefixed); a name in a namespace after the prefix of its latest binding in scope (the element's `q` for its
 * own namespace), else after the first free letter, declared here (XmlDictionaryWriter's WriteXmlnsAttribute).
 * `scope`: the bindings in scope where the element starts. An element in no namespace keeps no prefix. The
 * declarations in the order .NET makes them (the element's, then the value's). Throws ValueFormatError.
 */
export function dataContractQualifiedName(scope: DataContractScope, local: string, ns: string, value: unknown): string {
  const qname = checkedQualifiedName(value);
  if (qname.name === "") {
    throw new ValueFormatError(
      "a qualified name with a name (XmlQualifiedName.Empty under DataContractSerializer is not recorded)",
    );
  }
  let declarations = "";
  let here = scope;
  let name = local;
  if (ns !== "") {
    name = `q:${local}`;
    if (here.entries().get("q") !== ns) {
      declarations += ` xmlns:q="${escapeAttribute(checkedText(ns))}"`;
      here = here.with("q", ns);
    }
  }
  let text: string;
  if (qname.namespace === "") {
    if ((here.entries().get("") ?? "") !== "") declarations += ' xmlns=""';
    text = qualifiedNameText("", qname.name);
  } else {
    // The latest binding of its namespace, as LookupPrefix finds it: its own namespace takes the element's `q`.
    let prefix: string | undefined;
    for (const [p, uri] of here.entries()) if (uri === qname.namespace) prefix = p;
    if (prefix === undefined) {
      prefix = here.freePrefix();
      declarations += ` xmlns:${prefix}="${escapeAttribute(checkedText(qname.namespace))}"`;
    }
    text = qualifiedNameText(prefix, qname.name);
  }
  return `<${name}${declarations}>${escapeText(checkedText(text))}</${name}>`;
}

/**
 * A QName [XmlText] member's escaped text (empty for null) and the declaration of the prefix it made up, if any:
 * it goes on the class's element after its attributes (lab qualified-name-text: `<GetResult Label="l"
 * xmlns:q1="urn:v">q1:v</GetResult>`). Throws ValueFormatError located at `pathOf()`.
 */
export function qualifiedNameContent(
  context: WriteContext,
  field: FieldDescriptor,
  value: unknown,
  pathOf: () => string,
): { text: string; declaration: string } {
  if (value === null || value === undefined) return { text: "", declaration: "" };
  try {
    const written = qualifiedNameWritten(context, value);
    return { text: escapeText(written.text), declaration: written.declaration };
  } catch (error) {
    throw error instanceof ValueFormatError ? error.at(pathOf(), undefined, field.secret === true) : error;
  }
}

/**
 * An `object` element holding a QName, as XmlSerializationWriter.WriteTypedPrimitive writes it (lab
 * qualified-name-object): the value's prefix found in scope or declared first, then xsi:type (`typeAttribute`),
 * `<Value xmlns:q1="urn:v" xsi:type="xsd:QName">q1:v</Value>`; a name in no namespace is the name alone
 * (FromXmlQualifiedName, no undeclaration). Throws ValueFormatError.
 */
export function qualifiedNameObject(
  context: WriteContext,
  name: string,
  value: unknown,
  extras: StartTagExtras,
  typeAttribute: string,
): string {
  const written = qualifiedNameWritten(context, value);
  const text = escapeText(written.text);
  const start = `<${name}${extras.before}${written.declaration}${typeAttribute}${extras.after}`;
  return text ? `${start}>${text}</${name}>` : `${start} />`;
}

/**
 * An HTTP GET/POST result document's root `root` (of namespace `rootNs`, declared by `nsAttribute`) holding an
 * object whose value is a QName, as WriteTypedPrimitive writes it there (lab qualified-name-object-http): the
 * value's prefix declared first (`q1`), then XML Schema's for the type (the same `q1` for a name in it, else
 * `q2`), `d1p1:type`, XML Schema instance's `d1p1`, the root's namespace; a name in no namespace or the root's
 * is the name alone. Throws ValueFormatError.
 */
export function qualifiedNameObjectDocument(root: string, value: unknown, rootNs: string, nsAttribute: string): string {
  const qname = checkedQualifiedName(value);
  let declarations = "";
  let text: string;
  let schema = "q1";
  if (qname.namespace === "" || qname.namespace === rootNs) text = qualifiedNameText("", qname.name);
  else {
    declarations = ` xmlns:q1="${escapeAttribute(checkedText(qname.namespace))}"`;
    text = qualifiedNameText("q1", qname.name);
    if (qname.namespace !== XSD_NS) schema = "q2";
  }
  if (qname.namespace !== XSD_NS) declarations += ` xmlns:${schema}="${XSD_NS}"`;
  const start = `<${root}${declarations} d1p1:type="${schema}:QName" xmlns:d1p1="${XSI_NS}"${nsAttribute}`;
  const escaped = escapeText(checkedText(text));
  return escaped ? `${start}>${escaped}</${root}>` : `${start} />`;
}

/** The QName codec the generated descriptor of a service with QName values names (`codecs: { qualifiedName }`). */
export const qualifiedNameCodec: QualifiedNameCodec = {
  read: readQualifiedNameIn,
  element: qualifiedNameElement,
  attribute: qualifiedNameAttribute,
  dataContract: dataContractQualifiedName,
  content: qualifiedNameContent,
  object: qualifiedNameObject,
  objectDocument: qualifiedNameObjectDocument,
};
