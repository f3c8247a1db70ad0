/**
 * `[XmlAnyAttribute]` on an `XmlAttribute[]` class member (the lab's any-attributes): `<s:anyAttribute />` in the
 * schema; on the wire the member's attributes travel on the class's element, at the member's place among its
 * attributes, as they are: `Id="i" k="v" z:q="w" Rank="2" xmlns:z="urn:z"`. Each is an XmlAttributeValue
 * (`{ name: "q", namespace: "urn:z", prefix: "z", value: "w" }`), plain data like the XmlNode values.
 *
 * Reading: every attribute of the element that no other member takes goes to the member in document order,
 * `xml:lang` too; namespace declarations and xsi's attributes are the serializer's and stay aside.
 *
 * Writing, as XmlSerializationWriter.WriteAttribute and XmlTextWriter do: an attribute of the XML namespace is
 * `xml:`; another namespaced one takes its own prefix unless this element declares that prefix otherwise, else a
 * prefix in scope for its namespace, else one made up (`d{depth}p{n}`); the prefixes it declares follow all the
 * attributes, the last first. Where .NET would write something not well-formed or that does not read back the
 * same, the writer refuses or steers clear: a prefix the content relies on (xsi, xsd, those made up around) is
 * never rebound, a made-up prefix skips the names taken, and an attribute the class names itself, a namespace
 * declaration (`xmlns`, which ASMX silently leaves out), an xsi attribute or the same attribute twice is refused.
 */
import { XSD_NS, XSI_NS } from "../protocol.js";
import { ValueFormatError } from "../values.js";
import { escapeAttribute, findInvalidXmlChar } from "../xml/escape.js";
import type { FieldDescriptor } from "../descriptor.js";
import { ownField } from "../own.js";
import type { WriteContext } from "./value-writer.js";
import type { AnyAttributesCodec } from "./codecs.js";
import { prefixNamer, type PrefixNamer } from "./made-up-prefix.js";
import type { XmlAttributeValue } from "./xml-node.js";

export const XML_NS = "http://www.w3.org/XML/1998/namespace";
export const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
const XML_NAME = /^[A-Za-z_\u00C0-\uFFFF][\w.\-\u00B7\u00C0-\uFFFF]*$/u;

/**
 * An attribute read from the wire as an [XmlAnyAttribute] member holds it (`name` as written, `local`, `ns`);
 * undefined for a namespace declaration or an xsi attribute, which no member takes.
 */
export function anyAttributeOf(name: string, local: string, ns: string, value: string): XmlAttributeValue | undefined {
  if (ns === XMLNS_NS || ns === XSI_NS || name === "xmlns") return undefined;
  const colon = name.indexOf(":");
  return {
    name: local,
    ...(ns ? { namespace: ns } : {}),
    ...(colon > 0 ? { prefix: name.slice(0, colon) } : {}),
    value,
  };
}

/** A key for an attribute's expanded name: its namespace and local name. */
export function attributeKey(ns: string, local: string): string {
  return `${ns} ${local}`;
}

/**
 * The namespace prefixes of one start tag: those it declares (written after its attributes, the last first),
 * those around that its content relies on, and the ones it makes up (`d{level}p{n}`, made-up-prefix.ts).
 */
export class StartTagPrefixes {
  /** The declarations to write after the attributes. */
  declarations = "";
  /** Namespace to prefix, for the content: the prefixes around (`outer`) and those declared here. */
  readonly byNamespace: Map<string, string>;
  readonly #here = new Map<string, string>();
  readonly #kept = new Map<string, string>();
  readonly #name: PrefixNamer;
  /** The prefixes this tag used, made up or from around (XmlWellFormedWriter pushes each once per tag). */
  readonly #used = new Set<string>();

  /**
   * `outer`: prefixes declared around by namespace (made up for attributes, or for xsi:type values), which the
   * content may use and which are never rebound here; xsi and xsd are kept too. `name`: names the prefixes made up here.
   */
  constructor(
    name: PrefixNamer,
    outer: readonly (ReadonlyMap<string, string> | undefined)[],
    made?: ReadonlyMap<string, string>,
  ) {
    this.#name = name;
    this.byNamespace = new Map(made);
    this.#kept.set("xsi", XSI_NS).set("xsd", XSD_NS).set("xml", XML_NS);
    for (const map of outer) if (map) for (const [ns, prefix] of map) this.#kept.set(prefix, ns);
  }

  /** Whether this tag declared anything. */
  get declared(): boolean {
    return this.#here.size > 0;
  }

  /** How many prefixes this tag used. */
  get used(): number {
    return this.#used.size;
  }

  /** The prefix of a namespaced attribute ([XmlAttribute(Form = Qualified)] or of a namespace): in scope, else made up. */
  forNamespace(ns: string): string {
    const prefix = this.byNamespace.get(ns) ?? this.#declare(this.#makeUp(), ns);
    this.#used.add(prefix);
    return prefix;
  }

  /** The prefix of an [XmlAnyAttribute] member's attribute in namespace `ns` ("" for none), `wish` its own. */
  forAttribute(ns: string, wish: string | undefined): string {
    const prefix = this.#forAttribute(ns, wish);
    if (prefix) this.#used.add(prefix);
    return prefix;
  }

  #forAttribute(ns: string, wish: string | undefined): string {
    if (!ns) return "";
    if (ns === XML_NS) return "xml";
    if (wish && wish !== "xml" && wish !== "xmlns") {
      const here = this.#here.get(wish);
      if (here === ns) return wish;
      const kept = this.#kept.get(wish);
      if (here === undefined && kept === ns) return wish;
      if (here === undefined && kept === undefined) return this.#declare(wish, ns);
    }
    // A prefix in scope for the namespace: declared here or around (never rebound here), else made up.
    const around = this.byNamespace.get(ns);
    if (around !== undefined) return around;
    for (const [prefix, uri] of this.#kept) if (uri === ns) return prefix;
    return this.#declare(this.#makeUp(), ns);
  }

  /**
   * A prefix a QName attribute's value declared on this tag, right before it (`xmlns:q1="urn:k" Kind="q1:kind"`;
   * lab any-attributes-qname): bound here, so an any attribute wishing it for another namespace is given a made-up
   * one, and in scope for the rest of the tag and the content; not among the declarations after the attributes.
   */
  bindInline(prefix: string, ns: string): void {
    this.#here.set(prefix, ns);
    this.byNamespace.set(ns, prefix);
    this.#used.add(prefix);
  }

  #makeUp(): string {
    let prefix: string;
    let attempt = 0;
    do prefix = this.#name(this.#used.size, attempt++);
    while (this.#here.has(prefix) || this.#kept.has(prefix));
    return prefix;
  }

  #declare(prefix: string, ns: string): string {
    this.#here.set(prefix, ns);
    this.byNamespace.set(ns, prefix);
    this.declarations = ` xmlns:${prefix}="${escapeAttribute(ns)}"` + this.declarations;
    return prefix;
  }
}

/**
 * The attributes of an [XmlAnyAttribute] member's value (an array of XmlAttributeValue; null or undefined:
 * none), as they go in the start tag, each with a space before it. `taken` holds the expanded names the tag
 * has already (the class's own attributes, see attributeKey); the member's are added. Throws
 * ValueFormatError located at `path` (the member's), and at the item's index when an item is at fault.
 */
export function writeAnyAttributes(
  value: unknown,
  prefixes: StartTagPrefixes,
  taken: Set<string>,
  path: string,
): string {
  if (value === null || value === undefined) return "";
  if (!Array.isArray(value)) throw new ValueFormatError("an array of XmlAttributeValue", undefined, { path });
  let text = "";
  const items = value as unknown[];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === null || item === undefined) continue;
    try {
      text += anyAttributeText(item, prefixes, taken);
    } catch (error) {
      throw error instanceof ValueFormatError ? error.at(`${path}[${i}]`) : error;
    }
  }
  return text;
}

function anyAttributeText(item: unknown, prefixes: StartTagPrefixes, taken: Set<string>): string {
  if (typeof item !== "object" || Array.isArray(item))
    throw new ValueFormatError("an XmlAttributeValue { name, namespace?, prefix?, value }");
  const attribute = item as XmlAttributeValue;
  const name = attribute.name;
  if (typeof name !== "string" || !XML_NAME.test(name) || name.includes(":"))
    throw new ValueFormatError("a valid attribute name (an XML name without a colon)");
  const ns = attribute.namespace ?? "";
  if (typeof ns !== "string") throw new ValueFormatError("a namespace URI (a string)", `attribute '${name}'`);
  if (typeof attribute.value !== "string") throw new ValueFormatError("a string value", `attribute '${name}'`);
  const wish = attribute.prefix;
  if (wish !== undefined && (typeof wish !== "string" || (wish !== "" && (!XML_NAME.test(wish) || wish.includes(":")))))
    throw new ValueFormatError("a valid prefix (an XML name without a colon)", `attribute '${name}'`);
  if (ns === XMLNS_NS || (!ns && name === "xmlns"))
    throw new ValueFormatError("an attribute, not a namespace declaration (ASMX leaves those out)", `'${name}'`);
  if (ns === XSI_NS)
    throw new ValueFormatError("an attribute not of xsi's namespace (the serializer's own)", `'${name}'`);
  const key = attributeKey(ns, name);
  if (taken.has(key))
    throw new ValueFormatError(
      "an attribute the element does not have already",
      `'${name}'${ns ? ` of '${ns}'` : ""} is there twice`,
    );
  const bad = findInvalidXmlChar(attribute.value);
  if (bad >= 0)
    throw new ValueFormatError("text XML can carry", `attribute '${name}' holds a character XML cannot carry`);
  taken.add(key);
  const prefix = prefixes.forAttribute(ns, wish || undefined);
  return ` ${prefix ? `${prefix}:` : ""}${name}="${escapeAttribute(attribute.value)}"`;
}

/**
 * The expanded names (attributeKey) the attribute members of a class take, the first `count` of `attributes`
 * but its [XmlAnyAttribute] member; `content` is the namespace of its content (a qualified attribute's).
 */
export function takenAttributes(attributes: readonly FieldDescriptor[], count: number, content: string): Set<string> {
  const taken = new Set<string>();
  for (let i = 0; i < count; i++) {
    const field = attributes[i]!;
    if (field.form === "anyAttribute") continue;
    taken.add(attributeKey(field.namespace ?? (field.qualified ? content : ""), field.wireName));
  }
  return taken;
}

/** An attribute as the tree (`ns`) or a start tag's events (`uri`) have it. */
export interface AttributeRead {
  readonly name: string;
  readonly local: string;
  readonly ns?: string;
  readonly uri?: string;
  readonly value: string;
}

/**
 * An [XmlAnyAttribute] member's value: every attribute of `attributes` (in document order) that no other of
 * the class's attribute members (the first `count` of `members`) takes, namespace declarations and xsi's
 * aside; undefined when there is none.
 */
export function readAnyAttributes(
  attributes: Iterable<AttributeRead>,
  members: readonly FieldDescriptor[],
  count: number,
  content: string,
): XmlAttributeValue[] | undefined {
  const taken = takenAttributes(members, count, content);
  const items: XmlAttributeValue[] = [];
  for (const a of attributes) {
    const ns = a.ns ?? a.uri ?? "";
    if (taken.has(attributeKey(ns, a.local))) continue;
    const item = anyAttributeOf(a.name, a.local, ns, a.value);
    if (item) items.push(item);
  }
  return items.length > 0 ? items : undefined;
}

/** A QName attribute's text and the declaration of the prefix it made up (qualified-name.ts's qualifiedNameAttribute). */
export type QualifiedNameAttributeWriter = (
  context: WriteContext,
  field: FieldDescriptor,
  value: unknown,
) => { attribute: string; declaration: string } | undefined;

/**
 * The attributes of a class with an [XmlAnyAttribute] member (lab any-attributes), as the start tag `context`
 * writes holds them, and the context of its content: the member's at its place among the others, each with its
 * own prefix where that is free; the prefixes this tag declares follow all of them, the last first, and name the
 * content's elements of their namespaces. A QName attribute (lab any-attributes-qname) takes a prefix declared
 * around or on this tag so far (an any attribute's `z`), else makes up the next `q{n}`, declared right before it
 * and bound here. `attributeText`: another member's attribute text (value-writer.ts); `qualifiedName`: a QName
 * member's; `pathOf`: a member's path, for faults.
 */
export function writeClassAttributes(
  context: WriteContext,
  attributes: readonly FieldDescriptor[],
  record: Readonly<Record<string, unknown>>,
  depth: number,
  attributeText: (field: FieldDescriptor, value: unknown) => string,
  pathOf: (field: FieldDescriptor) => string,
  qualifiedName?: QualifiedNameAttributeWriter,
): { text: string; context: WriteContext } {
  const prefixes = new StartTagPrefixes(
    prefixNamer(context, depth),
    [context.madeUp, context.declared],
    context.madeUp,
  );
  const content = context.content ?? context.scope ?? context.service?.namespace ?? "";
  let text = "";
  for (const field of attributes) {
    const value = ownField(record, field.tsName);
    if (field.form === "anyAttribute") {
      text += writeAnyAttributes(
        value,
        prefixes,
        takenAttributes(attributes, attributes.length, content),
        pathOf(field),
      );
      continue;
    }
    let attribute: string;
    if (qualifiedName !== undefined && field.type.kind === "simple" && field.type.type === "QName") {
      const here: WriteContext = {
        ...context,
        declared: new Map([...(context.declared ?? []), ...prefixes.byNamespace]),
      };
      const written = qualifiedName(here, field, value);
      if (written === undefined) continue;
      if (written.declaration) {
        const bound = /^ xmlns:([^=]+)="/.exec(written.declaration)![1]!;
        prefixes.bindInline(bound, (value as { namespace: string }).namespace);
        text += written.declaration;
      }
      attribute = written.attribute;
    } else attribute = attributeText(field, value);
    if (!attribute) continue;
    const ns = field.namespace ?? (field.qualified ? content : "");
    text += ns ? ` ${prefixes.forNamespace(ns)}:${attribute.slice(1)}` : attribute;
  }
  const inner = context.madeUpNames ? context.madeUpNames.inner(context, prefixes.used) : context;
  if (!prefixes.declared) return { text, context: inner };
  return { text: text + prefixes.declarations, context: { ...inner, madeUp: prefixes.byNamespace } };
}

/** The [XmlAnyAttribute] codec, for a service descriptor's `codecs` (see codecs.ts). */
export const anyAttributesCodec: AnyAttributesCodec = {
  read: readAnyAttributes,
  write: writeAnyAttributes,
  taken: takenAttributes,
  StartTagPrefixes,
  attributes: writeClassAttributes,
};
