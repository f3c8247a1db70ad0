/**
 * XML carried as is: .NET's `XmlNode` and `XmlElement` parameters, results and class fields. Their element
 * (`<GetUserInfoResult>`) holds one node, which XmlSerializer writes with `XmlNode.WriteTo` and reads with
 * `XmlDocument.ReadNode`:
 * - reading takes the first node after leading white space and comments: an element, or (XmlNode only)
 *   text; an empty element is null; anything after that node but white space is refused, as .NET's
 *   ReadEndElement refuses it. White-space-only text inside is dropped (XmlDocument's default), comments and
 *   processing instructions are not kept.
 * - writing declares what the node's names need: a prefix or default namespace not in scope gets its
 *   `xmlns` declaration on the element that uses it; declarations the value carries are written as given
 *   (QName-valued content may depend on them).
 *
 * The value is plain data, so it can be built by hand, compared, and stored as JSON:
 * `{ name: "User", namespace: "urn:x", attributes: [{ name: "LoginName", value: "a" }], children: ["text"] }`.
 */
import { XSD_NS, XSI_NS } from "../protocol.js";
import { envelopeNamespace, type SoapVersion } from "./envelope.js";
import { ValueFormatError } from "../values.js";
import { escapeAttribute, escapeText, findInvalidXmlChar } from "../xml/escape.js";
import type { XmlElement } from "../xml/tree.js";
import { setField } from "../own.js";
import type { XmlNodeCodec } from "./codecs.js";

/** An attribute of an XmlElementValue (namespace declarations are in `namespaces`, not here). */
export interface XmlAttributeValue {
  /** Local name. */
  readonly name: string;
  /** Namespace URI; absent for none (most attributes). */
  readonly namespace?: string;
  /** Prefix to write it with; needed only for a namespace, one is made up when absent. */
  readonly prefix?: string;
  readonly value: string;
}

/** An XML element, carried as is (.NET's XmlElement). */
export interface XmlElementValue {
  /** Local name. */
  readonly name: string;
  /** Namespace URI; absent for none. */
  readonly namespace?: string;
  /** Prefix to write it with; absent: the default namespace. */
  readonly prefix?: string;
  /** Namespace declarations written on the element, by prefix ("" for the default namespace). */
  readonly namespaces?: Readonly<Record<string, string>>;
  readonly attributes?: readonly XmlAttributeValue[];
  /** Child elements and text, in document order. */
  readonly children?: readonly XmlNodeValue[];
}

/** What an XmlNode holds: an element, or text. */
export type XmlNodeValue = XmlElementValue | string;

/** The content of an element, as it is: .NET's XmlNode[] of an object without xsi:type. */
export interface XmlContentValue {
  /** Its attributes (namespace declarations and xsi's aside). */
  readonly attributes?: readonly XmlAttributeValue[];
  /** Its child elements and text, in document order. */
  readonly children?: readonly XmlNodeValue[];
}

/** Which .NET type: XmlNode accepts text as well as an element. */
export type XmlNodeKind = "XmlNode" | "XmlElement";

/** The node kind of an XML value element: XmlAttribute travels only as an [XmlAnyAttribute] member's item. */
export function xmlNodeKind(node: "XmlNode" | "XmlElement" | "XmlAttribute" | "XmlNode[]"): "XmlNode" | "XmlElement" {
  if (node === "XmlAttribute")
    throw new ValueFormatError("an XmlAttribute only among an [XmlAnyAttribute] member's attributes");
  if (node === "XmlNode[]") throw new ValueFormatError("an XmlNode[] only as DataContractSerializer's (WCF) content");
  return node;
}

const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
export const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XML_NAME = /^[A-Za-z_\u00C0-\uFFFF][\w.\-\u00B7\u00C0-\uFFFF]*$/u;
/** Deeper than any reader accepts (parsers bound nesting; ours to 64 by default). */
const MAX_DEPTH = 256;

/** The node a value element holds, or null when it holds none. Throws ValueFormatError. */
export function readXmlNode(
  element: XmlElement,
  given: XmlNodeKind | "XmlAttribute" | "XmlNode[]",
): XmlNodeValue | null {
  const kind = xmlNodeKind(given);
  let node: XmlNodeValue | null = null;
  for (const child of element.children) {
    if (typeof child === "string" && isWhiteSpace(child)) continue;
    if (node !== null) {
      throw new ValueFormatError(
        `one ${kind === "XmlNode" ? "node" : "element"} inside the element`,
        "more content follows the first",
        { xmlException: true },
      );
    }
    if (typeof child === "string") {
      if (kind === "XmlElement") throw new ValueFormatError("an element inside the element (an XmlElement), not text");
      node = child;
    } else node = elementValue(child);
  }
  return node;
}

/** An element itself, as it is: an item of an [XmlAnyElement] member. */
export function readXmlElement(element: XmlElement): XmlElementValue {
  return elementValue(element);
}

function isWhiteSpace(text: string): boolean {
  return /^[ \t\r\n]*$/.test(text);
}

/** An element's attributes (namespace declarations and xsi's aside) and child nodes, as they are. */
export function readXmlContent(element: XmlElement): XmlContentValue {
  const { attributes, children } = elementValue(element);
  const kept = attributes?.filter((a) => a.namespace !== XSI_NS);
  return { ...(kept?.length ? { attributes: kept } : {}), ...(children ? { children } : {}) };
}

/**
 * The element `name` (of the default namespace `defaultNamespace`, in scope where it is written) holding
 * `content` as it is. The `xsi` and `xsd` prefixes are in scope there too: SOAP envelopes and HTTP GET/POST
 * documents of classes declare them. Throws ValueFormatError naming the fault's place in the content.
 */
export function writeXmlContentElement(
  name: string,
  content: unknown,
  defaultNamespace: string,
  level?: number,
): string {
  if (typeof content !== "object" || content === null || Array.isArray(content)) {
    throw new ValueFormatError("XML content: { attributes?, children? }");
  }
  const { attributes, children } = content as XmlContentValue;
  const scope = new Map<string, string>([
    ["", defaultNamespace],
    ["xml", XML_NS],
    ["xsi", XSI_NS],
    ["xsd", XSD_NS],
  ]);
  const element: XmlElementValue = {
    name,
    ...(defaultNamespace ? { namespace: defaultNamespace } : {}),
    ...(attributes ? { attributes } : {}),
    ...(children ? { children } : {}),
  };
  return writeNodeElement(element, scope, 0, level);
}

function elementValue(element: XmlElement): XmlElementValue {
  const colon = element.name.indexOf(":");
  const namespaces: Record<string, string> = {};
  const attributes: XmlAttributeValue[] = [];
  for (const a of element.attributes) {
    if (a.ns === XMLNS_NS) {
      setField(namespaces, a.name === "xmlns" ? "" : a.local, a.value); // a prefix may be __proto__
      continue;
    }
    const at = a.name.indexOf(":");
    attributes.push({
      name: a.local,
      ...(a.ns ? { namespace: a.ns } : {}),
      ...(at > 0 ? { prefix: a.name.slice(0, at) } : {}),
      value: a.value,
    });
  }
  const children: XmlNodeValue[] = [];
  for (const child of element.children) {
    if (typeof child !== "string") children.push(elementValue(child));
    else if (isWhiteSpace(child)) continue;
    // Text either side of a comment or processing instruction (MARKUP, skipped as white space) is one text here:
    // a node value holds neither.
    else if (typeof children[children.length - 1] === "string") children[children.length - 1] += child;
    else children.push(child);
  }
  return {
    name: element.local,
    ...(element.ns ? { namespace: element.ns } : {}),
    ...(colon > 0 ? { prefix: element.name.slice(0, colon) } : {}),
    ...(Object.keys(namespaces).length ? { namespaces } : {}),
    ...(attributes.length ? { attributes } : {}),
    ...(children.length ? { children } : {}),
  };
}

/**
 * The node as XML text, to go inside its value element. `defaultNamespace` is the default namespace in
 * scope there (the service namespace). `level`: the node's indentation level in an indented document (two
 * spaces a level, as ASMX's XmlTextWriter indents an element's child elements unless it holds text too);
 * absent, one line. `xmlDepth`: the XML depth of the node's element (1 an HTTP document's root, 5 a wrapped SOAP
 * result's node), which names the prefixes made up for namespaced attributes. `around`: the prefixes the elements
 * around declared, by namespace (a class's [XmlAnyAttribute] prefixes, which its [XmlAnyElement] nodes take without
 * declaring them again, lab sweep4 Route). Throws ValueFormatError naming the fault's place in the node.
 */
export function writeXmlNode(
  value: unknown,
  node: XmlNodeKind | "XmlAttribute" | "XmlNode[]",
  defaultNamespace: string,
  level?: number,
  xmlDepth = 5,
  around?: ReadonlyMap<string, string>,
): string {
  const kind = xmlNodeKind(node);
  if (typeof value === "string") {
    if (kind === "XmlElement") throw new ValueFormatError("an XmlElementValue (an object with a name), not text");
    return checkedText(value);
  }
  const scope = new Map<string, string>([
    ["", defaultNamespace],
    ["xml", XML_NS],
  ]);
  if (around !== undefined) for (const [ns, prefix] of around) if (prefix) scope.set(prefix, ns);
  return writeNodeElement(value, scope, 0, level, " />", xmlDepth);
}

function checkedText(text: string): string {
  const bad = findInvalidXmlChar(text);
  if (bad >= 0) {
    const code = text.codePointAt(bad)!.toString(16).toUpperCase().padStart(4, "0");
    throw new ValueFormatError("text XML can carry", `U+${code} at index ${bad} cannot be sent in XML`);
  }
  return escapeText(text);
}

/**
 * An XmlElementValue as XML text in the bindings `outer` (prefix to namespace), `close` ending an empty element.
 * `xmlDepth` (XmlSerializer's XmlTextWriter, lab xml-node-http-more): the XML depth of the element at `depth` 0; the
 * prefixes made up for namespaced attributes are then `d{XML depth}p{n}` and the declarations the writer makes go
 * at the end of the start tag, the last made first (`<x:item d5p1:code="c" xmlns:d5p1="urn:y" xmlns:x="urn:x">`).
 * Absent (DataContractSerializer's writer), they follow the attributes in the order made, prefixes `d{depth}p{n}`.
 */
export function writeNodeElement(
  value: unknown,
  outer: ReadonlyMap<string, string>,
  depth: number,
  level?: number,
  close: " />" | "/>" = " />",
  xmlDepth?: number,
): string {
  if (depth > MAX_DEPTH) throw new ValueFormatError(`XML nested at most ${MAX_DEPTH} levels deep (is it cyclic?)`);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ValueFormatError("an XmlElementValue (an object with a name)");
  }
  const element = value as XmlElementValue;
  const name = checkedName(element.name, "element name");
  const ns = element.namespace ?? "";
  const prefix = element.prefix === undefined || element.prefix === "" ? "" : checkedName(element.prefix, "prefix");
  if (prefix && !ns)
    throw new ValueFormatError("a namespace for a prefixed element", `prefix '${prefix}' without a namespace`);
  const scope = new Map(outer);
  const declaredHere = new Set<string>();
  // The declarations the value carries come first, as given; those the writer makes follow the attributes, as
  // XmlWellFormedWriter declares a namespace at the end of the start tag (the lab's any-elements: `<p:z k="v"
  // xmlns:p="urn:z" />` for an element made with CreateElement).
  let declarations = "";
  const implicitDeclarations: string[] = [];
  let implicit = false;
  const declare = (p: string, uri: string): void => {
    const text = p ? ` xmlns:${p}="${escapeAttribute(uri)}"` : ` xmlns="${escapeAttribute(uri)}"`;
    if (implicit) implicitDeclarations.push(text);
    else declarations += text;
    scope.set(p, uri);
    declaredHere.add(p);
  };
  for (const [p, uri] of Object.entries(element.namespaces ?? {})) {
    if (p && !XML_NAME.test(p))
      throw new ValueFormatError("namespace declarations with valid prefixes", `'${p}' is not an XML name`);
    if (typeof uri !== "string" || (p && !uri)) throw new ValueFormatError("a namespace URI for each declared prefix");
    if (p === "xml" || p === "xmlns") continue;
    declare(p, uri);
  }
  implicit = true;
  if (scope.get(prefix) !== ns) {
    if (declaredHere.has(prefix))
      throw new ValueFormatError(
        "namespace declarations that agree with the element's own namespace",
        `'${prefix || "xmlns"}' is declared otherwise`,
      );
    declare(prefix, ns);
  }
  declaredHere.add(prefix); // the element's own prefix cannot be rebound for an attribute
  const qualified = prefix ? `${prefix}:${name}` : name;
  let attributes = "";
  let made = 0;
  (element.attributes ?? []).forEach((attribute, i) => {
    if (typeof attribute !== "object" || attribute === null || typeof attribute.value !== "string") {
      throw new ValueFormatError("attributes with a name and a string value", `attribute ${i}`);
    }
    const local = checkedName(attribute.name, "attribute name");
    const attributeNs = attribute.namespace ?? "";
    let attributePrefix = "";
    if (attributeNs === XML_NS) attributePrefix = "xml";
    else if (attributeNs) {
      // Its own prefix when that is free here; else one bound to its namespace already; else a new one.
      const own = attribute.prefix ? checkedName(attribute.prefix, "prefix") : "";
      if (own && (scope.get(own) === attributeNs || !declaredHere.has(own))) attributePrefix = own;
      else attributePrefix = [...scope].find(([p, uri]) => p && uri === attributeNs)?.[0] ?? "";
      while (!attributePrefix || (scope.get(attributePrefix) !== attributeNs && declaredHere.has(attributePrefix))) {
        attributePrefix = `d${(xmlDepth ?? 0) + depth}p${++made}`;
      }
      if (scope.get(attributePrefix) !== attributeNs) declare(attributePrefix, attributeNs);
    }
    const checked = findInvalidXmlChar(attribute.value);
    if (checked >= 0)
      throw new ValueFormatError("text XML can carry", `attribute '${local}' holds a character XML cannot carry`);
    attributes += ` ${attributePrefix ? `${attributePrefix}:` : ""}${local}="${escapeAttribute(attribute.value)}"`;
  });
  let content = "";
  const children = element.children ?? [];
  // Indented, child elements go on lines of their own, unless text is among them (mixed content).
  const indented = level !== undefined && !children.some((c) => typeof c === "string");
  for (const child of children) {
    if (typeof child === "string") content += checkedText(child);
    else if (indented)
      content += `\n${"  ".repeat(level + 1)}${writeNodeElement(child, scope, depth + 1, level + 1, close, xmlDepth)}`;
    else content += writeNodeElement(child, scope, depth + 1, undefined, close, xmlDepth);
  }
  if (indented && content) content += `\n${"  ".repeat(level)}`;
  if (xmlDepth !== undefined) implicitDeclarations.reverse();
  const start = `${qualified}${declarations}${attributes}${implicitDeclarations.join("")}`;
  return content ? `<${start}>${content}</${qualified}>` : `<${start}${close}`;
}

function checkedName(name: unknown, what: string): string {
  if (typeof name !== "string" || !XML_NAME.test(name) || name.includes(":")) {
    throw new ValueFormatError(`a valid ${what} (an XML name without a colon)`);
  }
  return name;
}

/** The XmlNode codec, for a service descriptor's `codecs` (see codecs.ts). */
/**
 * SOAP header blocks carried as they are (XmlElementValue): what .NET's SoapUnknownHeader writes. The server writes those
 * a handler returns for a SoapUnknownHeader[] bound Out or InOut (lab unknown-echo: Echo.*, Emit.*); the client sends
 * those a call gives (`CallOptions.unknownHeaders`). Both envelopes declare `soap`, `xsi` and `xsd` and no default
 * namespace. A true mustUnderstand attribute of the envelope's namespace is spelled "1", as SoapUnknownHeader.Element
 * sets it (Echo.soap12 sent "true" and got "1" back).
 */
/** The blocks as a soap:Header holds them (after the operation's own headers). Throws ValueFormatError. */
export function writeHeaderBlocks(version: SoapVersion, headers: unknown): string {
  if (!Array.isArray(headers)) throw new ValueFormatError("unknownHeaders as an array of XmlElementValue");
  const envelope = envelopeNamespace(version);
  // In scope in a response's soap:Header: the envelope's prefixes, no default namespace.
  const scope = new Map<string, string>([
    ["", ""],
    ["xml", XML_NS],
    ["soap", envelope],
    ["xsi", XSI_NS],
    ["xsd", XSD_NS],
  ]);
  let xml = "";
  for (const item of headers as unknown[]) {
    if (typeof item !== "object" || item === null || Array.isArray(item))
      throw new ValueFormatError("unknownHeaders as an array of XmlElementValue");
    const value = item as XmlElementValue;
    const attributes = Array.isArray(value.attributes)
      ? value.attributes.map((a) =>
          a !== null &&
          typeof a === "object" &&
          a.namespace === envelope &&
          a.name === "mustUnderstand" &&
          a.value === "true"
            ? { ...a, value: "1" }
            : a,
        )
      : undefined;
    // A header block is at XML depth 3 (Envelope, Header, block): prefixes made up for its attributes are d3p1...
    xml += writeNodeElement(attributes ? { ...value, attributes } : value, scope, 0, undefined, " />", 3);
  }
  return xml;
}

export const xmlNodeCodec: XmlNodeCodec = {
  readNode: readXmlNode,
  readElement: readXmlElement,
  readContent: readXmlContent,
  writeNode: writeXmlNode,
  writeContentElement: writeXmlContentElement,
};
