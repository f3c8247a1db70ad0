/**
 * A small namespace-aware element tree, parsed by saxes (a strict, well-kept SAX parser).
 * Safe for input from the network: a DOCTYPE is refused, so no entity is ever declared or expanded;
 * nesting depth and attributes per element are bounded.
 *
 * A caller that knows where a large value sits (a DataSet result) can have the content of that element read
 * straight from the parser's events by a ContentReader instead of built into the tree: same parse, same
 * limits, same errors, without an object per node.
 */
import { brand, isBranded } from "../brand.js";
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from "saxes";
import { XSI_NS } from "../protocol.js";

export interface XmlAttribute {
  /** Qualified name as written (`xsi:nil`). */
  readonly name: string;
  readonly local: string;
  /** Namespace URI; "" when none. */
  readonly ns: string;
  readonly value: string;
  /**
   * For `xsi:type` only: the namespace URI its value's prefix is bound to where it is written (the default
   * namespace for an unprefixed value; undefined when the prefix is not declared). Resolved while parsing,
   * since the tree keeps no namespace scopes.
   */
  readonly valueNs?: string | undefined;
}

export interface XmlElement {
  /** Qualified name as written. */
  readonly name: string;
  readonly local: string;
  /** Namespace URI; "" when none. */
  readonly ns: string;
  readonly attributes: readonly XmlAttribute[];
  /**
   * Child elements and text, in document order (adjacent text joined). A comment or processing instruction
   * stands as an empty string (MARKUP): text on either side of one is two texts, as XmlReader reads them.
   */
  readonly children: readonly XmlNode[];
  /** Position of the start tag (1-based), for messages. */
  readonly line: number;
  readonly column: number;
  /**
   * The namespace declarations in scope at the element (its own, then its ancestors'), for text that names
   * a prefix (a QName's, see lookupPrefix); undefined where none is declared (or for a tree not parsed here).
   */
  readonly scope?: NamespaceScope | undefined;
}

/**
 * Namespace declarations in scope: an element's own (prefix to URI, "" the default namespace), then those of
 * the elements around it. One per element that declares any, shared by the elements inside it.
 */
export interface NamespaceScope {
  readonly declared: Readonly<Record<string, string>>;
  readonly outer: NamespaceScope | undefined;
}

const XML_NS = "http://www.w3.org/XML/1998/namespace";

/**
 * The namespace `prefix` is bound to in `scope` ("" the default namespace's: "" when none is declared; `xml`
 * always bound); undefined when it is not declared.
 */
export function lookupPrefix(scope: NamespaceScope | undefined, prefix: string): string | undefined {
  for (let s = scope; s !== undefined; s = s.outer) {
    const uri = s.declared[prefix];
    if (uri !== undefined) return uri;
  }
  return prefix === "" ? "" : prefix === "xml" ? XML_NS : undefined;
}

export type XmlNode = XmlElement | string;

/**
 * Where a comment or processing instruction stood among an element's children (text is never empty). XmlSerializer
 * refuses one inside a simple value and keeps the last run of an [XmlText] (lab text-comments); elsewhere it is
 * nothing, and white space to every reader that skips white space.
 */
export const MARKUP = "";

export interface XmlLimits {
  /** Deepest element nesting accepted. */
  readonly maxDepth: number;
  /** Most attributes (namespace declarations included) on one element. */
  readonly maxAttributes: number;
}

export const DEFAULT_XML_LIMITS: XmlLimits = { maxDepth: 64, maxAttributes: 256 };

export type XmlErrorKind = "malformed" | "doctype" | "limit" | "empty";

/** The document is not well-formed XML, has a DOCTYPE, or exceeds a limit. */
export class XmlParseError extends Error {
  /** Also true for an instance from another copy of the runtime (see brand.ts). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  readonly kind: XmlErrorKind;
  readonly line: number;
  readonly column: number;

  constructor(kind: XmlErrorKind, message: string, line: number, column: number) {
    super(message);
    this.name = "XmlParseError";
    this.kind = kind;
    this.line = line;
    this.column = column;
  }
}

/** An attribute of an OpenTag. */
export interface TagAttribute {
  /** Qualified name as written. */
  readonly name: string;
  readonly local: string;
  /** Namespace URI; "" when none. */
  readonly uri: string;
  readonly value: string;
}

/**
 * The start tag of an element inside captured content, as saxes reports it (attributes keyed by qualified
 * name). Declared here rather than taken from saxes, so that no declaration of the runtime refers to saxes.
 */
export interface OpenTag {
  /** Qualified name as written. */
  readonly name: string;
  readonly local: string;
  /** Namespace URI; "" when none. */
  readonly uri: string;
  readonly attributes: Readonly<Record<string, TagAttribute>>;
}

/**
 * Reads the content of one element from parser events (see Capture). Called in document order; must not
 * throw for bad content (keep the problem and report it when asked), as the document is still being parsed.
 */
export interface ContentReader {
  /**
   * An element opens inside the captured one (`line`/`column`: just after its start tag, as XmlElement
   * has them). Return true to receive it as a tree through `element` instead, its content unreported.
   * `resolve`: the namespace a QName's prefix is bound to at this tag (as XmlAttribute.valueNs is found for
   * xsi:type), valid during this call only; `scope`: the declarations in scope at this tag (see lookupPrefix);
   * `attributes`: how many attributes the tag has (0: `tag.attributes` is empty, no need to look through it).
   */
  open(
    tag: OpenTag,
    line: number,
    column: number,
    resolve: (qname: string) => string | undefined,
    scope: NamespaceScope | undefined,
    attributes: number,
  ): boolean;
  /** Text or CDATA inside the captured element (outside elements received as trees), in pieces. */
  text(text: string): void;
  /** A comment or processing instruction there (see MARKUP); a reader without this method skips them. */
  markup?(): void;
  /** The innermost element reported by `open` closes. */
  close(): void;
  /** An element asked for as a tree, complete. */
  element(element: XmlElement): void;
  /** The captured element closes: its content is complete. */
  end(container: XmlElement): void;
}

/**
 * Picks the elements whose content a ContentReader takes instead of the tree. Asked for each element as it
 * opens (with its attributes; `ancestors`: the open elements, root first, their earlier children built;
 * valid during the call only) until it returns a reader; again once that element has closed. The captured element stays in the tree
 * with its attributes and no children.
 */
export type Capture = (element: XmlElement, ancestors: readonly XmlElement[]) => ContentReader | undefined;

const NO_ATTRIBUTES: XmlAttribute[] = [];
Object.freeze(NO_ATTRIBUTES);
/**
 * The children of an element that has none, shared. An element's array is made when its first child
 * comes, holding it: `[]` grows to 17 slots at its first push, and most elements hold one text or none.
 * Measured on 4 MiB requests of 524,000 elements: 20 to 35 MB less at the peak.
 */
const NO_CHILDREN: XmlNode[] = [];
Object.freeze(NO_CHILDREN);
/** The children of an element written with an end tag and nothing in it (`<X></X>`); `<X />` has NO_CHILDREN. */
const NOTHING_BETWEEN_TAGS: XmlNode[] = [];
Object.freeze(NOTHING_BETWEEN_TAGS);

/**
 * Whether `element` was written as an empty-element tag (`<X />`) rather than with an end tag (`<X></X>` or with
 * content). XmlSerializer tells them apart for an xs:any parameter (lab any-parameters: `<Count />` gives null,
 * `<Count></Count>` an empty array). False for a tree not parsed here.
 */
export function isEmptyElementTag(element: XmlElement): boolean {
  return element.children === NO_CHILDREN;
}

interface Building {
  name: string;
  local: string;
  ns: string;
  attributes: XmlAttribute[];
  children: XmlNode[];
  line: number;
  column: number;
  scope: NamespaceScope | undefined;
}

/**
 * A saxes parser with the tree-building handlers attached, reused from document to document: saxes resets
 * itself after a document ends, and making a parser with its handlers costs a sixth of parsing an envelope.
 *
 * Errors are caught rather than handled, and the depth check and the attribute count live in `opentag`, which
 * still fires tag by tag: floods are refused as they arrive. The parser is a TreeSaxes, which keeps saxes fast
 * with eight handlers.
 *
 * Inside a captured element (see Capture) the same handlers hand the events to the reader; an element the
 * reader asks for as a tree is built on the same stack, detached from its parent.
 */
/**
 * A SaxesParser whose handler fields exist from construction. saxes adds each as `on` is called, by a computed
 * name: past six of them V8 makes the parser a dictionary-mode object and parsing several times slower (measured
 * 12 µs → 44 µs for a SOAP envelope with a seventh; 153 µs → 1,044 µs with eight on the session-29 microbenchmark).
 * Declared here by name, those TreeParser sets are the object's own fast fields, and `on` only sets them.
 */
class TreeSaxes extends SaxesParser<{ xmlns: true; position: true }> {
  constructor(options: { xmlns: true; position: true }) {
    super(options);
    const self = this as unknown as Record<string, undefined>;
    self.doctypeHandler = undefined;
    self.attributeHandler = undefined;
    self.openTagHandler = undefined;
    self.closeTagHandler = undefined;
    self.textHandler = undefined;
    self.cdataHandler = undefined;
    self.commentHandler = undefined;
    self.piHandler = undefined;
  }
}

/** The handler fields a TreeSaxes has from construction (for the test that holds them to what `on` sets). */
export function treeSaxesFields(): string[] {
  return Object.keys(new TreeSaxes({ xmlns: true, position: true })).filter((key) => key.endsWith("Handler"));
}

class TreeParser {
  readonly #parser = new TreeSaxes({ xmlns: true, position: true });
  #limits: XmlLimits = DEFAULT_XML_LIMITS;
  #stack: Building[] = [];
  #root: Building | undefined;
  #attributeCount = 0;
  /** Elements open, captured content included. */
  #depth = 0;
  /** The namespace declarations in scope at each depth of open elements (index 0: none). */
  #scopes: (NamespaceScope | undefined)[] = [undefined];
  /** Whether the tag being opened declares a namespace (its attributes come before it opens). */
  #declares = false;
  #capture: Capture | undefined;
  /** The reader of the captured element, its depth, and the element. */
  #reader: ContentReader | undefined;
  #readerDepth = 0;
  #captured: Building | undefined;
  /** Depth of the element a reader asked for as a tree, while it is being built; 0 otherwise. */
  #treeDepth = 0;
  /** Set while a reader runs: an error thrown then is the reader's, not the parser's. */
  #inReader = false;
  /** The tag a reader's `open` is called with, and the resolver of its QNames (made once). */
  #openTag: SaxesTagNS | undefined;
  readonly #resolveOpen = (qname: string): string | undefined => this.#resolve(this.#openTag!, qname);

  constructor() {
    const parser = this.#parser;
    parser.on("doctype", () => this.#fail("doctype", "DTD is prohibited in this XML document."));
    parser.on("attribute", (attribute: { prefix?: string; name: string }) => {
      if (++this.#attributeCount > this.#limits.maxAttributes)
        this.#fail("limit", `An element has more than ${this.#limits.maxAttributes} attributes.`);
      // A namespace declaration: the element gets a scope of its own (see #open).
      if (attribute.prefix === "xmlns" || attribute.name === "xmlns") this.#declares = true;
    });
    parser.on("opentag", (tag: SaxesTagNS) => this.#open(tag));
    parser.on("closetag", (tag: SaxesTagNS) => this.#close(tag));
    const addText = (text: string): void => this.#text(text);
    parser.on("text", addText);
    parser.on("cdata", addText);
    const addMarkup = (): void => this.#markup();
    parser.on("comment", addMarkup);
    parser.on("processinginstruction", addMarkup);
  }

  #fail(kind: XmlErrorKind, message: string): never {
    throw new XmlParseError(kind, message, this.#parser.line, this.#parser.column);
  }

  #open(tag: SaxesTagNS): void {
    const attributes = this.#attributeCount;
    this.#attributeCount = 0;
    if (this.#depth >= this.#limits.maxDepth)
      this.#fail("limit", `Elements are nested deeper than ${this.#limits.maxDepth} levels.`);
    const depth = ++this.#depth;
    // A new scope only for an element that declares a namespace: most declare none and share their parent's.
    let scope = this.#scopes[depth - 1];
    if (this.#declares) {
      this.#declares = false;
      scope = { declared: tag.ns, outer: scope };
    }
    this.#scopes[depth] = scope;
    const reader = this.#reader;
    if (reader !== undefined && this.#treeDepth === 0) {
      this.#inReader = true;
      this.#openTag = tag;
      const asTree = reader.open(tag, this.#parser.line, this.#parser.column, this.#resolveOpen, scope, attributes);
      this.#openTag = undefined;
      this.#inReader = false;
      if (asTree) {
        this.#treeDepth = depth;
        this.#stack.push(this.#element(tag, scope));
      }
      return;
    }
    const stack = this.#stack;
    const element = this.#element(tag, scope);
    if (depth !== this.#treeDepth) {
      const parent = stack[stack.length - 1];
      if (!parent) this.#root = element;
      else if (parent.children === NO_CHILDREN) parent.children = [element];
      else parent.children.push(element);
    }
    if (this.#capture !== undefined && reader === undefined) {
      // The stack before this element is pushed: its ancestors, with no copy made per element.
      const chosen = this.#capture(element, stack);
      if (chosen !== undefined) {
        this.#reader = chosen;
        this.#readerDepth = depth;
        this.#captured = element;
      }
    }
    stack.push(element);
  }

  #element(tag: SaxesTagNS, scope: NamespaceScope | undefined): Building {
    let attributes: XmlAttribute[] = NO_ATTRIBUTES; // most elements have none: no array for them
    const raw = tag.attributes as Record<string, SaxesAttributeNS>;
    for (const key in raw) {
      const a = raw[key]!;
      if (attributes === NO_ATTRIBUTES) attributes = [];
      if (a.local === "type" && a.uri === XSI_NS) {
        attributes.push({
          name: a.name,
          local: a.local,
          ns: a.uri,
          value: a.value,
          valueNs: this.#resolve(tag, a.value),
        });
      } else attributes.push({ name: a.name, local: a.local, ns: a.uri, value: a.value });
    }
    return {
      name: tag.name,
      local: tag.local,
      ns: tag.uri,
      attributes,
      children: NO_CHILDREN,
      line: this.#parser.line,
      column: this.#parser.column,
      scope,
    };
  }

  #close(tag: SaxesTagNS): void {
    const depth = this.#depth--;
    const reader = this.#reader;
    if (reader === undefined) {
      const element = this.#stack.pop()!;
      if (element.children === NO_CHILDREN && !tag.isSelfClosing) element.children = NOTHING_BETWEEN_TAGS;
      return;
    }
    this.#inReader = true;
    if (this.#treeDepth !== 0) {
      const element = this.#stack.pop()!;
      if (element.children === NO_CHILDREN && !tag.isSelfClosing) element.children = NOTHING_BETWEEN_TAGS;
      if (depth === this.#treeDepth) {
        this.#treeDepth = 0;
        reader.element(element as XmlElement);
      }
    } else if (depth === this.#readerDepth) {
      this.#stack.pop();
      this.#reader = undefined;
      reader.end(this.#captured as XmlElement);
      this.#captured = undefined;
    } else reader.close();
    this.#inReader = false;
  }

  /** The namespace of a QName's prefix in the scope of `tag` (whose own declarations saxes has not stacked yet). */
  #resolve(tag: SaxesTagNS, qname: string): string | undefined {
    const value = qname.trim();
    const colon = value.indexOf(":");
    const prefix = colon < 0 ? "" : value.slice(0, colon);
    const own = tag.ns[prefix];
    if (own !== undefined) return own;
    const outer = this.#parser.resolve(prefix);
    return outer !== undefined ? outer : prefix === "" ? "" : undefined;
  }

  #text(text: string): void {
    if (text === "") return; // an empty CDATA section: nothing, and "" is MARKUP
    const reader = this.#reader;
    if (reader !== undefined && this.#treeDepth === 0) {
      this.#inReader = true;
      reader.text(text);
      this.#inReader = false;
      return;
    }
    const stack = this.#stack;
    const parent = stack[stack.length - 1];
    if (!parent) return; // white space around the root
    const children = parent.children;
    const last = children.length - 1;
    if (children === NO_CHILDREN) parent.children = [text];
    else if (typeof children[last] === "string" && children[last] !== MARKUP)
      children[last] = (children[last] as string) + text;
    else children.push(text);
  }

  #markup(): void {
    const reader = this.#reader;
    if (reader !== undefined && this.#treeDepth === 0) {
      if (reader.markup === undefined) return;
      this.#inReader = true;
      reader.markup();
      this.#inReader = false;
      return;
    }
    const stack = this.#stack;
    const parent = stack[stack.length - 1];
    if (!parent) return; // around the root
    if (parent.children === NO_CHILDREN) parent.children = [MARKUP];
    else parent.children.push(MARKUP);
  }

  /** Parses one document; after a failure the parser is mid-document and must not be used again. */
  parse(text: string, limits: XmlLimits, capture: Capture | undefined): XmlElement {
    this.#limits = limits;
    this.#stack = [];
    this.#root = undefined;
    this.#attributeCount = 0;
    this.#declares = false;
    this.#depth = 0;
    this.#capture = capture;
    this.#reader = undefined;
    this.#captured = undefined;
    this.#treeDepth = 0;
    this.#inReader = false;
    const parser = this.#parser;
    try {
      parser.write(text).close();
    } catch (error) {
      if (error instanceof XmlParseError || this.#inReader) throw error;
      // saxes throws its own errors when no error handler is set: "line:column: message".
      const message = (error as Error).message.replace(/^(?:[^:]*:)?\d+:\d+: /, "");
      if (/must contain a root element/.test(message)) {
        throw new XmlParseError("empty", "Root element is missing.", parser.line, parser.column);
      }
      throw new XmlParseError("malformed", message, parser.line, parser.column);
    } finally {
      this.#capture = undefined;
      this.#reader = undefined;
      this.#captured = undefined;
    }
    const root = this.#root;
    this.#root = undefined;
    if (!root) throw new XmlParseError("empty", "Root element is missing.", parser.line, parser.column);
    return root as XmlElement;
  }
}

/** The parser kept for the next document; taken while in use, so a nested parse gets a parser of its own. */
let idle: TreeParser | undefined;

/**
 * Parses a whole document into its root element. Throws XmlParseError. With `capture`, the content of the
 * elements it picks goes to their readers instead of the tree.
 */
export function parseXml(text: string, limits: XmlLimits = DEFAULT_XML_LIMITS, capture?: Capture): XmlElement {
  const parser = idle ?? new TreeParser();
  idle = undefined;
  const root = parser.parse(text, limits, capture); // on a throw the parser is dropped
  idle = parser;
  return root;
}

/** Child elements of an element (text skipped). */
export function childElements(element: XmlElement): XmlElement[] {
  const result: XmlElement[] = [];
  for (const child of element.children) if (typeof child !== "string") result.push(child);
  return result;
}

/** The text content of an element: its text children joined (child elements contribute their text too). */
export function textOf(element: XmlElement): string {
  let text = "";
  for (const child of element.children) text += typeof child === "string" ? child : textOf(child);
  return text;
}

/** An attribute value by namespace and local name. */
export function attributeOf(element: XmlElement, ns: string, local: string): string | undefined {
  for (const a of element.attributes) if (a.local === local && a.ns === ns) return a.value;
  return undefined;
}

brand(XmlParseError, "XmlParseError");
