/**
 * Writing values as XmlSerializer does, in one line (SOAP bodies) or indented (HTTP GET/POST documents):
 * null reference fields omitted, nullable value types as `xsi:nil="true"`, wrapped arrays as
 * `<Pieces><Piece>..</Piece></Pieces>` (`<Pieces />` when empty) and repeated ones as one element per item
 * (nothing when empty), nil items `<Piece xsi:nil="true" />`, fields in declaration order, attributes on
 * the start tag, `xsi:type` on a value whose class differs from the declared one (unprefixed when the class
 * is of its element's namespace, the default one; else with a `q1` prefix declared before it). A field of
 * another namespace than its class's element declares it as the default after its attributes, as .NET's
 * writer declares an element's namespace: `<Customs xsi:type="X" xmlns="urn:other">`, its content following.
 * An unqualified field (Form = Unqualified) is `<Local xmlns="">`, its content declaring its class's namespace again.
 * An object member's value says its type with xsi:type (object-value.ts). Every fault names the path of the value (`shipment.Pieces[2].Weight`).
 */
import type { ChoiceType, ComplexDescriptor, FieldDescriptor, ValueType } from "../descriptor.js";
import { formatItem, parseItem, ValueFormatError } from "../values.js";
import { escapeAttribute, escapeText, findInvalidXmlChar } from "../xml/escape.js";
import { acceptedTypes, classOf, defaultValue, inHierarchy, isValueType, type WireTypes } from "./classes.js";
import { XSD_NS, XSI_NS } from "../protocol.js";
import { codecOf, codecsIn, type ValueCodecs } from "./codecs.js";
import { ownField } from "../own.js";
import {
  declareNamespace,
  qualify,
  SERIALIZATION_NS,
  SYSTEM_NS,
  xsiAttribute,
  type NamespaceScope,
  type ReferenceIds,
} from "./data-contract.js";
import { dateTimeOffsetParts } from "../text/wcf-times.js";
import { prefixNamer, type MadeUpNames } from "./made-up-prefix.js";
import type { TextChunks } from "../text/chunks.js";

/** Text of a simple or enum value, checked for characters XML cannot carry. Throws ValueFormatError. */
export function valueText(type: ValueType & { kind: "simple" | "enum" }, value: unknown, codecs?: ValueCodecs): string {
  return checkedText(formatItem(type, value, codecs));
}

/** `text` when XML can carry it. Throws ValueFormatError. */
export function checkedText(text: string): string {
  const bad = findInvalidXmlChar(text);
  if (bad >= 0) {
    const code = text.codePointAt(bad)!.toString(16).toUpperCase().padStart(4, "0");
    throw new ValueFormatError("text XML can carry", `U+${code} at index ${bad} cannot be sent in XML`);
  }
  return text;
}

/**
 * The prefixes XmlSerializer makes up for the namespaces of xsi:type values, numbered q1, q2, ... through all
 * that one serializer call writes (a SOAP body's members, a message's headers, an HTTP document).
 */
export interface PrefixCounter {
  count: number;
}

export interface WriteContext {
  readonly service: WireTypes | undefined;
  /** The codecs of DataSet, XmlNode and object values: the service's own when absent (codecs.ts). */
  readonly codecs?: ValueCodecs;
  /** Indented layout (two spaces a level) when true; one line otherwise. */
  readonly indented: boolean;
  /** The default namespace in scope where the element is written: the service's when absent. */
  readonly scope?: string;
  /**
   * The namespace of the content (a class's fields, an array's items) of the element written, when not
   * `scope`: an unqualified element's (Form = Unqualified) content stays in its class's namespace.
   */
  readonly content?: string;
  readonly prefixes: PrefixCounter;
  /** The made-up prefixes declared on the elements around, by namespace. */
  readonly declared?: ReadonlyMap<string, string>;
  /**
   * The XML depth of the element written at depth 0 (XmlTextWriter's, which names the prefixes it makes up for
   * namespaced attributes `d{depth}p{n}`): 4 when absent, a wrapped SOAP body's member (Envelope, Body, wrapper).
   */
  readonly elementDepth?: number;
  /**
   * The `d{depth}p{n}` prefixes declared around for namespaced attributes ([XmlAttribute(Form = Qualified)],
   * [XmlAttribute(Namespace)]), by namespace: XmlTextWriter then names the elements of those namespaces with them.
   */
  readonly madeUp?: ReadonlyMap<string, string>;
  /**
   * How made-up prefixes are named (made-up-prefix.ts): absent, XmlTextWriter's `d{depth}p{n}`, as ASMX writes
   * bodies and headers; SCOPE_NAMES, XmlWellFormedWriter's `p{k}`, as a typed fault detail is serialized.
   */
  readonly madeUpNames?: MadeUpNames;
  /**
   * SCOPE_NAMES: the entries XmlWellFormedWriter's namespace stack holds for the open elements around, within the
   * fragment (made-up-prefix.ts); none when absent.
   */
  readonly scopeEntries?: number;
  /** DataContractSerializer (WCF): the namespaces in scope and the IsReference ids of this call. */
  readonly dataContract?: { readonly scope: NamespaceScope; readonly ids: ReferenceIds };
  /**
   * Every field written by emitField, without the classes' write plans: the reference the plans are held
   * to (test/runtime/write-plans.test.ts).
   */
  readonly unplanned?: boolean;
  /**
   * No `xsd` and `xsi` declarations around: the HTTP document of a lone QName in a namespace (lab
   * qualified-name-http), where a name in XML Schema's namespace takes a `q{n}` of its own.
   */
  readonly noSchemaPrefixes?: boolean;
}

/** Attributes of the outermost element: written before xsi:type and the class's attributes, and after them. */
export interface StartTagExtras {
  readonly before: string;
  readonly after: string;
}

export const NO_EXTRAS: StartTagExtras = { before: "", after: "" };

/** Deeper than any reader accepts (XML parsers limit nesting; ours to 64 by default). */
export const MAX_DEPTH = 256;

/** A fault located at `path`; other errors pass through. */
export function located(error: unknown, path: string, secret: boolean): unknown {
  return error instanceof ValueFormatError ? error.at(path, undefined, secret) : error;
}

function newline(context: WriteContext, depth: number): string {
  return context.indented ? `\n${"  ".repeat(depth)}` : "";
}

/** `<start>content</name>`, or `<start />` when there is no content, as .NET writes empty elements. */
function element(start: string, name: string, content: string): string {
  return content ? `<${start}>${content}</${name}>` : `<${start} />`;
}

/**
 * Where the XmlSerializer writer puts its text and where it is: one string appended to (no string per
 * element wrapping its children's), whether its last start tag still lacks its `>` (written before the
 * element's first content, or ` />` instead when it has none), and the path of the value being written as
 * segments below `root` (a field's name, an item's index), made into text only when an error names it.
 */
export interface Out {
  text: string;
  /** Earlier text, flattened in pieces of about CHUNK characters (see closeElement). */
  readonly chunks: string[];
  /** writeElementInto's (the server's): where values with non-ASCII characters were written; else undefined. */
  readonly marks: Marks | undefined;
  open: boolean;
  /**
   * Set when an [XmlAnyElement] XmlNode[] member wrote text in an indented document: XmlTextWriter indents
   * nothing more in that element (mixed content), so its class writes the rest, end tag included, in line.
   */
  mixed?: boolean;
  readonly root: string;
  readonly segments: (string | number)[];
}

/** Appends `text`, ending the open start tag first. */
export function put(out: Out, text: string): void {
  if (out.open) {
    out.open = false;
    out.text += ">";
  }
  out.text += text;
}

/** The path of the value being written (`shipment.Pieces[2].Weight`). */
export function pathOf(out: Out): string {
  let path = out.root;
  for (const segment of out.segments) path += typeof segment === "number" ? `[${segment}]` : `.${segment}`;
  return path;
}

/** The path of member `name` of the value being written. */
function memberPath(out: Out, name: string): string {
  return `${pathOf(out)}.${name}`;
}

/**
 * The escaped text of a simple or enum value: one pass over it when it holds nothing to escape or refuse
 * (the common case); else valueText's check and escapeText, as before.
 */
export function escapedValue(
  type: ValueType & { kind: "simple" | "enum" },
  value: unknown,
  codecs?: ValueCodecs,
): string {
  return escaped(formatItem(type, value, codecs));
}

/**
 * `text` escaped, checked for characters XML cannot carry; as it is (one pass) when it holds neither. Sets
 * `wide` when it holds a non-ASCII character (or was escaped).
 */
export function escaped(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) {
      wide = true;
      if (c < 0xd800) continue;
    } else if (c >= 0x20 ? c !== 38 && c !== 60 && c !== 62 : c === 9 || c === 10) continue;
    wide = true;
    return escapeText(checkedText(text));
  }
  return text;
}

/**
 * Whether the last text escaped() returned may hold non-ASCII characters: then the element written with it
 * marks it (Marks.text). A value escaped but not marked leaves its chunk to be encoded the slower way.
 */
export let wide = false;

/**
 * Start and end indexes of the spans of an Out's `text` where values with non-ASCII characters were written
 * (escaped sets `wide`), and each chunk's (undefined: none), for its UTF-8 encoding (text/chunks.ts utf8Bytes).
 * Only writeElementInto (the server's response) makes them, so a client's bundle does not hold this class.
 */
class Marks {
  spans: number[] = [];
  readonly chunks: (readonly number[] | undefined)[] = [];

  /** Marks the `length` characters written just before the last `after` ones as a span that may be non-ASCII. */
  text(out: Out, length: number, after: number): void {
    wide = false;
    const end = out.text.length - after;
    this.spans.push(end - length, end);
  }

  /** The text was just flattened into a chunk: its spans are that chunk's. */
  chunk(): void {
    if (this.spans.length === 0) this.chunks.push(undefined);
    else {
      this.chunks.push(this.spans);
      this.spans = [];
    }
  }
}

/** Where an Out's text, chunks and marks stood (checkpoint), to go back to (rewind). */
export interface OutPoint {
  readonly text: string;
  readonly open: boolean;
  readonly chunks: number;
  readonly segments: number;
  readonly spans: number[] | undefined;
  readonly spanCount: number;
  readonly markedChunks: number;
}

export function checkpoint(out: Out): OutPoint {
  const marks = out.marks;
  return {
    text: out.text,
    open: out.open,
    chunks: out.chunks.length,
    segments: out.segments.length,
    spans: marks?.spans,
    spanCount: marks === undefined ? 0 : marks.spans.length,
    markedChunks: marks === undefined ? 0 : marks.chunks.length,
  };
}

/** Takes back what was written since `point`: strings are immutable, so the text then is the text now. */
export function rewind(out: Out, point: OutPoint): void {
  out.text = point.text;
  out.open = point.open;
  out.chunks.length = point.chunks;
  out.segments.length = point.segments;
  const marks = out.marks;
  if (marks !== undefined && point.spans !== undefined) {
    point.spans.length = point.spanCount;
    marks.spans = point.spans;
    marks.chunks.length = point.markedChunks;
  }
  wide = false;
}

/**
 * One element holding a non-null value of `type`. `depth` is the element's nesting level in an indented
 * document (its children go one level deeper).
 */
export function writeElement(
  context: WriteContext,
  name: string,
  type: ValueType,
  value: unknown,
  path: string,
  secret: boolean,
  depth: number,
  extras: StartTagExtras = NO_EXTRAS,
): string {
  const out: Out = { text: "", chunks: [], marks: undefined, open: false, root: path, segments: [] };
  emitElement(out, context, name, type, value, secret, depth, extras);
  if (out.chunks.length === 0) return out.text;
  out.chunks.push(out.text);
  return out.chunks.join("");
}

/**
 * writeElement's text added to `into`: its flattened chunks as they are (not joined into one string), for
 * a body encoded chunk by chunk (server/response.ts).
 */
export function writeElementInto(
  into: TextChunks,
  context: WriteContext,
  name: string,
  type: ValueType,
  value: unknown,
  path: string,
): void {
  const marks = new Marks();
  const out: Out = { text: "", chunks: [], marks, open: false, root: path, segments: [] };
  wide = false;
  emitElement(out, context, name, type, value, false, 0, NO_EXTRAS);
  for (let k = 0; k < out.chunks.length; k++) into.addChunk(out.chunks[k]!, marks.chunks[k]);
  if (out.text !== "") into.addChunk(out.text, marks.spans.length === 0 ? undefined : marks.spans);
}

function emitElement(
  out: Out,
  context: WriteContext,
  name: string,
  type: ValueType,
  value: unknown,
  secret: boolean,
  depth: number,
  extras: StartTagExtras,
): void {
  const mark = out.segments.length;
  try {
    // A value that refers to itself would otherwise recurse until the stack runs out.
    if (depth > MAX_DEPTH)
      throw new ValueFormatError(`a value nested at most ${MAX_DEPTH} levels deep (is it cyclic?)`);
    switch (type.kind) {
      case "simple":
      case "enum": {
        if (type.kind === "simple" && type.type === "QName") {
          // Its prefix depends on the declarations where it is written: the QName codec's (qualified-name.ts).
          const [head, tail] = codecOf(codecsIn(context), "qualifiedName").element(context, name, value, extras);
          put(out, head);
          out.text += tail;
          return;
        }
        const text = escapedValue(type, value, codecsIn(context));
        put(out, "<" + name + extras.before + extras.after);
        // XmlSerializer writes hexBinary raw: an empty one still has its end tag.
        out.text +=
          text || (type.kind === "simple" && type.dataType === "hexBinary") ? ">" + text + "</" + name + ">" : " />";
        if (wide) out.marks?.text(out, text.length, name.length + 3);
        return;
      }
      case "array": {
        if (!Array.isArray(value)) throw new ValueFormatError("an array");
        const items = value as unknown[];
        const nillable = type.itemNillable === true;
        const inner = newline(context, depth + 1);
        put(out, "<" + name + extras.before + extras.after);
        out.open = true;
        // Items are in the namespace of the class holding the array (an unqualified wrapper's declare it again),
        // or in none ([XmlArrayItem(Form = Unqualified)], their content then in the class's), or in their own
        // ([XmlArrayItem(Namespace)], each declaring it).
        // "scope" naming: the wrapper is an entry of XmlWellFormedWriter's namespace stack while it is open.
        if (context.madeUpNames) context = context.madeUpNames.inner(context, 0);
        const scope = context.scope ?? context.service?.namespace ?? "";
        const owner = context.content ?? scope;
        const itemNs = type.itemNamespace ?? (type.itemUnqualified ? "" : owner);
        const itemContent = type.itemUnqualified && owner !== "" ? owner : undefined;
        // A prefix made up around for the items' namespace names them, the default staying as it is.
        const itemKind = type.item.kind;
        const itemPrefix =
          itemNs && (itemKind === "simple" || itemKind === "enum" || itemKind === "complex" || itemKind === "array")
            ? context.madeUp?.get(itemNs)
            : undefined;
        const itemContext =
          itemNs === scope && itemContent === context.content
            ? context
            : itemPrefix !== undefined
              ? { ...context, content: itemNs }
              : { ...context, scope: itemNs, content: itemContent };
        const itemXmlns = itemNs === scope || itemPrefix !== undefined ? "" : ` xmlns="${escapeAttribute(itemNs)}"`;
        const itemName = itemPrefix === undefined ? type.itemElement : `${itemPrefix}:${type.itemElement}`;
        // A class's items as emitItem and emitElement write them, without their calls and switch per item.
        const itemExtras = itemXmlns ? { before: "", after: itemXmlns } : NO_EXTRAS;
        let itemClass: ComplexDescriptor | undefined;
        for (let i = 0; i < items.length; i++) {
          const item = items[i];
          if (item === undefined && !(i in items)) continue; // a hole, as forEach skips it
          // A choice's items are named by their value: a null one has no element, and XmlSerializer writes nothing
          // for it, although the schema says the items are nillable (lab choice-classes: Get, Echo).
          if ((item === null || item === undefined) && type.item.kind === "choice") continue;
          if (inner) put(out, inner);
          out.segments.push(i);
          if (type.item.kind === "complex" && item !== null && item !== undefined && depth + 1 <= MAX_DEPTH) {
            const itemMark = out.segments.length;
            try {
              itemClass ??= classOf(itemContext.service, type.item.name);
              emitObject(out, itemContext, itemName, itemClass, item, depth + 1, itemExtras);
            } catch (error) {
              out.segments.length = itemMark;
              throw located(error, pathOf(out), false);
            }
          } else emitItem(out, itemContext, itemName, type.item, item, nillable, depth + 1, itemXmlns);
          out.segments.pop();
        }
        closeElement(out, context, name, depth);
        return;
      }
      case "complex":
        emitObject(out, context, name, classOf(context.service, type.name), value, depth, extras);
        return;
      case "dataSet":
      case "dataTable": {
        const layout = context.indented ? { layout: "indented" as const, depth } : { layout: "compact" as const };
        put(
          out,
          `<${name}${extras.before}${extras.after}>${codecOf(codecsIn(context), "dataSet").write(type, value, layout)}</${name}>`,
        );
        return;
      }
      case "xml": {
        const scope = context.scope ?? context.service?.namespace ?? "";
        const { writeNode } = codecOf(codecsIn(context), "xmlNode");
        // The node's XML depth names the prefixes made up for its namespaced attributes (d5p1 in a SOAP result).
        const nodeDepth = (context.elementDepth ?? 4) + depth + 1;
        // Indented, an element node goes on a line of its own (text is the element's text).
        if (!context.indented || typeof value === "string") {
          put(
            out,
            element(
              `${name}${extras.before}${extras.after}`,
              name,
              writeNode(value, type.node, scope, undefined, nodeDepth),
            ),
          );
          return;
        }
        const node = writeNode(value, type.node, scope, depth + 1, nodeDepth);
        put(
          out,
          element(
            `${name}${extras.before}${extras.after}`,
            name,
            newline(context, depth + 1) + node + newline(context, depth),
          ),
        );
        return;
      }
      case "object":
        emitAnyObject(out, context, name, value, depth, extras);
        return;
      case "serializable":
        // The class's own XML: its content as it is.
        put(out, writeContent(context, name, value, depth, extras));
        return;
      case "map":
        throw new ValueFormatError("a type XmlSerializer carries (a dictionary needs DataContractSerializer)");
      case "choice": {
        // The element is the value's class's, or the one it names, not `name`.
        if (type.identified) {
          const { chosen, inner } = namedChoiceOf(type, value);
          out.segments.push("value");
          emitElement(out, context, chosen.element, chosen.type, inner, secret, depth, extras);
          out.segments.pop();
          return;
        }
        const chosen = choiceOf(context, type, value);
        emitElement(out, context, chosen.element, chosen.type, value, secret, depth, extras);
        return;
      }
    }
  } catch (error) {
    // Deeper levels left their segments behind: this element's path is the one up to `mark`.
    out.segments.length = mark;
    throw located(error, pathOf(out), secret);
  }
}

/**
 * The end of an element whose start tag was left open: ` />` when nothing was written since, else the line
 * break (indented) and the end tag.
 */
export function closeElement(out: Out, context: WriteContext, name: string, depth: number): void {
  if (out.open) {
    out.open = false;
    out.text += " />";
    return;
  }
  const end = newline(context, depth);
  if (end) out.text += end;
  out.text += "</" + name + ">";
  if (out.text.length >= CHUNK) {
    // The text so far is a rope of one cons cell per append, which every young-generation collection would
    // copy while it lives: made flat and kept aside instead (joined once at the end).
    out.chunks.push(flat(out.text));
    out.text = "";
    out.marks?.chunk();
  }
}

/** The length of text appended to before it is flattened and kept aside (closeElement). */
const CHUNK = 8192;

/**
 * `text` made flat (one sequential string, not a rope): V8 flattens a string before it converts it to a
 * number, as the `flatstr` idiom relies on (here NaN: the text is markup). Measured: joining unflattened
 * chunks is twice as slow as appending; flattened ones, 1.17× faster (bench/ANALYSIS.md).
 */
function flat(text: string): string {
  return Number.isNaN(Number(text)) ? text : text;
}

/** A value of .NET's object: its xsi:type, then its content (see object-value.ts). */
function emitAnyObject(
  out: Out,
  context: WriteContext,
  name: string,
  value: unknown,
  depth: number,
  extras: StartTagExtras,
): void {
  const objects = codecOf(codecsIn(context), "object");
  const { target, inner } = objects.parts(value, context.service);
  const xmlType = objects.xmlType(target);
  if (target.kind === "anyType" || xmlType === undefined) {
    put(out, writeContent(context, name, inner, depth, extras));
    return;
  }
  const typed = xsiTypeAttribute(context, xmlType.local, xmlType.ns);
  if (target.kind === "simple" && target.type === "QName") {
    // Its prefix's declaration before xsi:type (lab qualified-name-object): the QName codec's.
    const codec = codecOf(codecsIn(context), "qualifiedName");
    put(out, codec.object(context, name, inner, extras, typed.attribute));
    return;
  }
  if (target.kind === "simple") {
    const text = escapedValue({ kind: "simple", type: target.type }, inner, codecsIn(context));
    put(out, element(`${name}${extras.before}${typed.attribute}${extras.after}`, name, text));
    return;
  }
  out.segments.push("value");
  if (target.kind === "named") {
    const named = { before: extras.before + typed.attribute, after: extras.after };
    emitElement(out, typed.context, name, target.type, inner, false, depth, named);
  } else {
    emitObject(out, typed.context, name, target.type, inner, depth, extras, typed.attribute);
  }
  out.segments.pop();
}

/** An element holding XML content as it is; the codec's own attributes go right after the name, the content's after them. */
function writeContent(
  context: WriteContext,
  name: string,
  content: unknown,
  depth: number,
  extras: StartTagExtras,
): string {
  const scope = context.scope ?? context.service?.namespace ?? "";
  const { writeContentElement } = codecOf(codecsIn(context), "xmlNode");
  const written = writeContentElement(name, content, scope, context.indented ? depth : undefined);
  return `<${name}${extras.before}${extras.after}${written.slice(name.length + 1)}`;
}

/**
 * ` xsi:type="..."` naming `local` of namespace `ns` (undefined: the element's), as XmlSerializationWriter
 * qualifies it: unprefixed in the element's default namespace, `xsd:` for XML Schema's (declared by the
 * envelope or document), a prefix an element around declared, or else the next made-up one, declared just
 * before it, which the element's content then sees (`context`).
 */
function xsiTypeAttribute(
  context: WriteContext,
  local: string,
  ns: string | undefined,
): { attribute: string; context: WriteContext } {
  const name = escapeAttribute(local);
  if (ns === undefined || ns === (context.scope ?? context.service?.namespace)) {
    return { attribute: ` xsi:type="${name}"`, context };
  }
  if (ns === XSD_NS) return { attribute: ` xsi:type="xsd:${name}"`, context };
  const known = context.declared?.get(ns);
  if (known !== undefined) return { attribute: ` xsi:type="${known}:${name}"`, context };
  const prefix = `q${++context.prefixes.count}`;
  const declared = new Map(context.declared);
  declared.set(ns, prefix);
  return {
    attribute: ` xmlns:${prefix}="${escapeAttribute(ns)}" xsi:type="${prefix}:${name}"`,
    context: { ...context, declared },
  };
}

/** The element a value of a choice of simple values names (`{ $element, value }`), and its value. */
function namedChoiceOf(type: ChoiceType, value: unknown): { chosen: ChoiceType["elements"][number]; inner: unknown } {
  const named = typeof value === "object" && value !== null ? (value as { $element?: unknown }).$element : undefined;
  const listed = type.elements.map((e) => e.element).join(", ");
  if (typeof named !== "string")
    throw new ValueFormatError(`an object { $element, value } whose $element is one of ${listed}`);
  const chosen = type.elements.find((e) => e.element === named);
  if (!chosen) throw new ValueFormatError(`an object whose $element is one of ${listed}`, `'${named}' is none of them`);
  return { chosen, inner: (value as { value?: unknown }).value };
}

/**
 * The element of a choice a value travels as: its class's, or else its nearest base class's that the choice
 * lists (XmlSerializer tries the most derived classes first).
 */
function choiceOf(context: WriteContext, type: ChoiceType, value: unknown): ChoiceType["elements"][number] {
  const named = typeof value === "object" && value !== null ? (value as { $type?: unknown }).$type : undefined;
  const classes = type.elements.flatMap((e) => (e.type.kind === "complex" ? [e.type.name] : []));
  const listed = classes.join(", ");
  if (typeof named !== "string")
    throw new ValueFormatError(`an object whose $type names its class (${listed}, or a subclass)`);
  for (let c: ComplexDescriptor | undefined = classOf(context.service, named); c;) {
    const name = c.name;
    const chosen = type.elements.find((e) => e.type.kind === "complex" && e.type.name === name);
    if (chosen) return chosen;
    c = c.base === undefined ? undefined : classOf(context.service, c.base);
  }
  throw new ValueFormatError(`an object of ${listed} (or a subclass)`, `${named} is none of them`);
}

/** An array item: `<item xsi:nil="true" />` for null where items may be nil. */
function emitItem(
  out: Out,
  context: WriteContext,
  name: string,
  type: ValueType,
  item: unknown,
  nillable: boolean,
  depth: number,
  xmlns = "",
): void {
  if (item === null || item === undefined) {
    if (nillable) {
      // The writer declares the element's namespace after its attributes.
      put(out, "<" + name + ' xsi:nil="true"' + xmlns + " />");
      return;
    }
    throw nilItem(out, name);
  }
  emitElement(out, context, name, type, item, false, depth, xmlns ? { before: "", after: xmlns } : NO_EXTRAS);
}

/** The fault of a null item where `name` items cannot be nil. */
export function nilItem(out: Out, name: string): ValueFormatError {
  return new ValueFormatError(`an array without null items (${name} items cannot be nil)`, undefined, {
    path: pathOf(out),
  });
}

/** The class of a value of declared class `declared`: its `$type` when it belongs to a hierarchy. */
export function actualClass(context: WriteContext, declared: ComplexDescriptor, value: object): ComplexDescriptor {
  if (!inHierarchy(declared)) return declared;
  const accepted = acceptedTypes(declared);
  const named = (value as { $type?: unknown }).$type;
  if (named === undefined && !declared.abstract) return declared;
  if (typeof named !== "string" || !accepted.includes(named)) {
    throw new ValueFormatError(`an object whose $type is ${accepted.join(", ").replace(/, ([^,]*)$/, " or $1")}`);
  }
  return classOf(context.service, named);
}

export function emitObject(
  out: Out,
  context: WriteContext,
  name: string,
  declared: ComplexDescriptor,
  value: unknown,
  depth: number,
  extras: StartTagExtras,
  exactXsiType?: string,
): void {
  if (typeof value !== "object" || value === null || Array.isArray(value) || value instanceof Uint8Array) {
    throw new ValueFormatError(`an object (a ${declared.name})`);
  }
  // An object member's value names its class exactly (exactXsiType); a class member's may be a subclass.
  const actual = exactXsiType === undefined ? actualClass(context, declared, value) : declared;
  const record = value as Readonly<Record<string, unknown>>;
  let typeAttribute = exactXsiType ?? "";
  if (exactXsiType === undefined && actual !== declared) {
    const typed = xsiTypeAttribute(context, actual.typeName ?? actual.name, actual.namespace ?? context.content);
    typeAttribute = typed.attribute;
    context = typed.context;
  }
  put(out, "<" + name + extras.before + typeAttribute);
  if (actual.attributes === undefined) {
    if (context.madeUpNames) context = context.madeUpNames.inner(context, 0);
  } else {
    // A namespaced attribute takes the prefix declared around for its namespace, or one made up here
    // (`d{depth}p{n}`), declared after the attributes, the last first (lab qualified-attributes). A class with an
    // [XmlAnyAttribute] member has its start tag's prefixes kept by its codec (writeClassAttributes).
    if (actual.attributes.some((f) => f.form === "anyAttribute")) {
      const written = codecOf(codecsIn(context), "anyAttributes").attributes(
        context,
        actual.attributes,
        record,
        depth,
        (field, value) => attributeText(out, context, field, value),
        (field) => memberPath(out, field.wireName),
        (here, field, value) =>
          codecOf(here.codecs ?? here.service?.codecs, "qualifiedName").attribute(here, field, value, () =>
            memberPath(out, field.wireName),
          ),
      );
      out.text += written.text;
      context = written.context;
    } else {
      let declarations = "";
      let made: Map<string, string> | undefined;
      const name = prefixNamer(context, depth);
      // The prefixes this tag used, made up or from around: SCOPE_NAMES counts them (made-up-prefix.ts).
      const used = context.madeUpNames ? new Set<string>() : undefined;
      for (const field of actual.attributes) {
        let attribute: string;
        if (field.type.kind === "simple" && field.type.type === "QName") {
          // Its prefix's declaration goes on the element before it, and is in scope for the content (lab qualified-names).
          const written = codecOf(codecsIn(context), "qualifiedName").attribute(
            context,
            field,
            ownField(record, field.tsName),
            () => memberPath(out, field.wireName),
          );
          if (written === undefined) continue;
          context = written.context;
          out.text += written.declaration;
          attribute = written.attribute;
        } else attribute = attributeText(out, context, field, ownField(record, field.tsName));
        if (!attribute) continue;
        const ns =
          field.namespace ??
          (field.qualified ? (context.content ?? context.scope ?? context.service?.namespace) : undefined);
        if (ns === undefined || ns === "") {
          out.text += attribute;
          continue;
        }
        let prefix = (made ?? context.madeUp)?.get(ns);
        if (prefix === undefined) {
          made ??= new Map(context.madeUp);
          prefix = name(used?.size ?? 0, 0);
          made.set(ns, prefix);
          declarations = ` xmlns:${prefix}="${escapeAttribute(ns)}"` + declarations;
        }
        used?.add(prefix);
        out.text += ` ${prefix}:${attribute.slice(1)}`;
      }
      out.text += declarations;
      if (made !== undefined) context = { ...context, madeUp: made };
      if (context.madeUpNames) context = context.madeUpNames.inner(context, used?.size ?? 0);
    }
  }
  if (actual.text !== undefined && actual.text.type.kind === "simple" && actual.text.type.type === "QName") {
    // Its prefix's declaration follows the attributes, before the element's own namespace (lab qualified-name-text).
    const field = actual.text;
    const written = codecOf(codecsIn(context), "qualifiedName").content(
      context,
      field,
      ownField(record, field.tsName),
      () => memberPath(out, field.wireName),
    );
    out.text += written.declaration + extras.after;
    out.text += written.text ? ">" + written.text + "</" + name + ">" : " />";
    return;
  }
  out.text += extras.after;
  // Mixed content: the text before or after the elements (lab mixed-content), and nothing indented after it.
  let text = actual.text && textOf(out, context, actual.text, ownField(record, actual.text.tsName));
  if (text !== undefined && !actual.mixed) {
    out.text += text ? ">" + text + "</" + name + ">" : " />";
    return;
  }
  out.open = true;
  if (text && actual.mixed === "textFirst") {
    put(out, text);
    text = "";
    context = { ...context, indented: false };
  }
  const segments = out.segments;
  const scope = context.scope ?? context.service?.namespace;
  // Plans hold fields in the default namespace in scope: not inside an unqualified element, whose content
  // keeps its class's namespace without declaring it as the default; nor where namespaced attributes made up
  // prefixes, which the content's elements take. Planned steps write class fields' and array items' elements
  // two levels down: both within MAX_DEPTH.
  const planned =
    !context.indented &&
    context.unplanned !== true &&
    context.madeUp === undefined &&
    context.madeUpNames === undefined &&
    depth + 2 <= MAX_DEPTH &&
    !prefixedFields(context, actual);
  // One line, where the service's write plans are at hand (the writePlans codec: XmlSerializer's classes): simple
  // fields from the class's plan (tags made once), others as emitField writes them; else every field through it.
  const plans =
    planned && (context.content === undefined || context.content === scope) ? codecsIn(context)?.writePlans : undefined;
  if (plans !== undefined) plans.emit(out, context, actual, record, depth, scope);
  else {
    for (const field of actual.fields) {
      segments.push(field.wireName);
      emitField(out, context, field, ownField(record, field.tsName), depth + 1);
      segments.pop();
      if (out.mixed === true) {
        // Text among the class's elements: XmlTextWriter indents nothing more in this element (the lab's any-nodes).
        out.mixed = false;
        context = { ...context, indented: false };
      }
    }
  }
  if (text) {
    put(out, text);
    context = { ...context, indented: false };
  }
  closeElement(out, context, name, depth);
}

/**
 * Whether a field of the class is of a namespace an xsi:type declared a prefix for around (a subclass of a root
 * base under the base's element): emitField names it with that prefix, which the write plans do not know.
 */
function prefixedFields(context: WriteContext, actual: ComplexDescriptor): boolean {
  const declared = context.declared;
  return declared !== undefined && actual.fields.some((f) => f.namespace !== undefined && declared.has(f.namespace));
}

/** An [XmlText] member: the element's text (none for a null string, as XmlSerializer writes it). */
function textOf(out: Out, context: WriteContext, field: FieldDescriptor, value: unknown): string {
  if (value === null || value === undefined) {
    if (isValueType(field.type)) throw missing(field, memberPath(out, field.wireName));
    return "";
  }
  if (field.type.kind !== "simple" && field.type.kind !== "enum") {
    throw new ValueFormatError("a simple value (an element's text)", undefined, {
      path: memberPath(out, field.wireName),
    });
  }
  try {
    return escapedValue(field.type, value, codecsIn(context));
  } catch (error) {
    throw located(error, memberPath(out, field.wireName), field.secret === true);
  }
}

function attributeText(out: Out, context: WriteContext, field: FieldDescriptor, value: unknown): string {
  if (leftOutAsDefault(field, value, context)) return "";
  if (value === null || value === undefined) {
    if (isValueType(field.type) && !field.optional && !field.nillable)
      throw missing(field, memberPath(out, field.wireName));
    return "";
  }
  if (field.type.kind !== "simple" && field.type.kind !== "enum") {
    throw new ValueFormatError("a simple value (attributes hold text)", undefined, {
      path: memberPath(out, field.wireName),
    });
  }
  try {
    return ` ${field.wireName}="${escapeAttribute(valueText(field.type, value, codecsIn(context)))}"`;
  } catch (error) {
    throw located(error, memberPath(out, field.wireName), field.secret === true);
  }
}

/** [DefaultValue]: XmlSerializer writes the member (element or attribute) only when it differs from the default (or is null). */
function leftOutAsDefault(field: FieldDescriptor, value: unknown, context: WriteContext): boolean {
  if (field.default === undefined || field.writtenAtDefault) return false;
  return value === null || value === undefined || isDefaultValue(field.type, field.default, value, codecsIn(context));
}

/** Whether a value equals the field's [DefaultValue], as .NET compares them (0.0 and 0 are equal decimals). */
function isDefaultValue(
  type: ValueType,
  defaultText: string,
  value: unknown,
  codecs: ValueCodecs | undefined,
): boolean {
  if (type.kind !== "simple" && type.kind !== "enum") return false;
  const given = comparable(type, valueText(type, value, codecs));
  return given === comparable(type, formatItem(type, parseItem(type, defaultText, "xml", codecs), codecs));
}

function comparable(type: ValueType & { kind: "simple" | "enum" }, text: string): string {
  if (type.kind === "simple" && (type.type === "decimal" || type.type === "double" || type.type === "float")) {
    const n = Number(text);
    if (Number.isFinite(n)) return String(n);
  }
  // .NET compares DateTime ticks, not zones: a value with an offset is first read as the server's local time,
  // which this runtime takes to be UTC (the lab, TZ=UTC: 2020-01-02T00:00:00Z equals a default of 2020-01-02).
  if (type.kind === "simple" && type.type === "dateTime") {
    const zoned = /(Z|[+-]\d\d:\d\d)$/.test(text);
    const instant = Date.parse(zoned ? text : `${text}Z`);
    // Date.parse keeps milliseconds; .NET's ticks go on to 100 ns.
    const belowMilliseconds = (text.match(/\.\d{4,}/)?.[0].slice(4) ?? "").replace(/0+$/, "");
    if (Number.isFinite(instant)) return `${instant}.${belowMilliseconds}`;
  }
  return text;
}

export function missing(field: FieldDescriptor, path: string): ValueFormatError {
  const what = field.type.kind === "enum" ? field.type.name : field.type.kind === "simple" ? field.type.type : "value";
  const article = /^[aeiou]/i.test(what) ? "an" : "a";
  return new ValueFormatError(`${article} ${what} (a value type: never null or absent)`, undefined, { path });
}

/**
 * One element field of a class (with the line break before it in an indented document), its name the last
 * of `out`'s segments; nothing when not written.
 */
export function emitField(
  out: Out,
  context: WriteContext,
  field: FieldDescriptor,
  value: unknown,
  depth: number,
  xmlns = "",
): void {
  let name = field.wireName;
  const scope = context.scope ?? context.service?.namespace;
  if (field.form === "any") {
    emitAnyElements(out, context, field, value, scope ?? "", depth);
    return;
  }
  // The namespace of the class's members: its element's, or the one an unqualified element's content keeps.
  const owner = context.content ?? scope;
  // An element of another namespace than the default one in scope declares its own, for it and its content;
  // an unqualified one declares none (xmlns=""), its content staying in the class's namespace.
  const fieldNs = field.unqualified ? "" : (field.namespace ?? owner);
  let content = field.unqualified && owner !== "" ? owner : undefined;
  // A prefix made up around for the element's namespace names it (XmlTextWriter finds it before the default);
  // not yet an element whose codec writes it (objects, XML nodes, DataSets: unprefixed, in the same namespace).
  const kind = field.type.kind;
  const prefixable = kind === "simple" || kind === "enum" || kind === "array" || kind === "complex";
  // So does the prefix an xsi:type declared around for it (lab xml-root-more, RootBase: a subclass's own members
  // in its namespace under the base's root element, `<q1:Legs>`).
  const madePrefix =
    fieldNs && prefixable ? (context.madeUp?.get(fieldNs) ?? context.declared?.get(fieldNs)) : undefined;
  if (madePrefix !== undefined) {
    name = `${madePrefix}:${name}`;
    if (fieldNs !== scope) content = fieldNs;
  } else if (!xmlns && fieldNs !== undefined && fieldNs !== scope) {
    const inner = { ...context, scope: fieldNs, content };
    emitField(out, inner, field, value, depth, ` xmlns="${escapeAttribute(fieldNs)}"`);
    return;
  }
  if (context.content !== content) context = { ...context, content };
  const before = newline(context, depth);
  if (field.form === "repeated") {
    if (value === null || value === undefined) return;
    if (field.type.kind !== "array" || !Array.isArray(value)) {
      throw new ValueFormatError("an array", undefined, { path: pathOf(out) });
    }
    const itemType = field.type.item;
    const itemNillable = field.type.itemNillable === true;
    const items = value as unknown[];
    // Repeated elements say nil only with [XmlElement(IsNullable = true)]; otherwise a null item has no form.
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (item === undefined && !(i in items)) continue; // a hole, as forEach skips it
      if ((item === null || item === undefined) && itemType.kind === "choice") continue; // no element names it
      if (before) put(out, before);
      out.segments.push(i);
      emitItem(out, context, name, itemType, item, itemNillable, depth, xmlns);
      out.segments.pop();
    }
    return;
  }
  if (leftOutAsDefault(field, value, context)) return;
  if (value === null || value === undefined) {
    // An optional nillable field (minOccurs="0" nillable="true") tells absent (undefined) from nil (null).
    if (field.nillable && !(field.optional && value === undefined)) {
      // The writer declares the element's namespace after its attributes.
      put(out, before + "<" + name + ' xsi:nil="true"' + xmlns + " />");
      return;
    }
    if (isValueType(field.type) && !field.optional) throw missing(field, pathOf(out));
    return;
  }
  // The writer declares an element's namespace after its attributes (XmlWellFormedWriter's implicit declaration).
  const extras = xmlns ? { before: "", after: xmlns } : NO_EXTRAS;
  if (before) put(out, before);
  emitElement(out, context, name, field.type, value, field.secret === true, depth, extras);
}

/**
 * An [XmlAnyElement(Name, Namespace)] member's item must be an element of one of its names (a namespace absent: the
 * class's, `content`), as XmlSerializer refuses to write another; what it reads back is only those.
 */
function checkAnyName(
  out: Out,
  named: NonNullable<FieldDescriptor["anyElements"]>,
  item: unknown,
  content: string,
): void {
  const element = typeof item === "object" && item !== null ? (item as { name?: unknown; namespace?: unknown }) : {};
  const ns = typeof element.namespace === "string" ? element.namespace : "";
  for (const e of named) if (element.name === e.name && ns === (e.namespace ?? content)) return;
  const wanted = named.map((e) => `'${e.name}' of '${e.namespace ?? content}'`).join(" or ");
  const given = typeof element.name === "string" ? `'${element.name}' of '${ns}'` : "not an element";
  throw new ValueFormatError(`an element ${wanted}`, given, { path: pathOf(out) });
}

/**
 * An [XmlAnyElement] member's elements, each as it is among the class's (`scope` the default namespace in scope
 * there); a null item is left out, as XmlSerializer leaves it. A `lone` XmlElement member's value is its one
 * element (none when null). An XmlNode[] member's text items are written as text, in line: after one, an indented
 * document is indented no more in the class's element (`out.mixed`, the lab's any-nodes).
 */
function emitAnyElements(
  out: Out,
  context: WriteContext,
  field: FieldDescriptor,
  value: unknown,
  scope: string,
  depth: number,
): void {
  if (value === null || value === undefined) return;
  const type = field.type;
  const lone = type.kind !== "array";
  const kind = type.kind === "array" && type.item.kind === "xml" ? type.item.node : "XmlElement";
  if (!lone && !Array.isArray(value))
    throw new ValueFormatError(`an array of ${kind === "XmlNode" ? "XmlNodeValue" : "XmlElementValue"}`, undefined, {
      path: pathOf(out),
    });
  const { writeNode } = codecOf(codecsIn(context), "xmlNode");
  let before = newline(context, depth);
  const items = lone ? [value] : (value as unknown[]);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === null || item === undefined) continue;
    if (!lone) out.segments.push(i);
    if (field.anyElements !== undefined) checkAnyName(out, field.anyElements, item, context.content ?? scope);
    let node: string;
    try {
      node = writeNode(
        item,
        kind,
        scope,
        before ? depth : undefined,
        (context.elementDepth ?? 4) + depth,
        context.madeUp,
      );
    } catch (error) {
      throw located(error, pathOf(out), false);
    }
    if (!lone) out.segments.pop();
    if (typeof item === "string") {
      if (node === "") continue;
      // Text: in line, and nothing after it indented (XmlTextWriter's mixed content).
      if (before) out.mixed = true;
      before = "";
    }
    put(out, before + node);
  }
}
