/**
 * Comparing WSDL documents: the first different line (for a readable failure before a byte comparison), and
 * canonical XML (elements and attributes by namespace URI, QName values resolved, attribute order, prefixes
 * and white space ignored) whose first difference is named by its element path and its position in the
 * expected document. The importer proves each spec it writes with it; the WSDL tests use it too.
 */
import { parseXml, type XmlElement, type XmlLimits } from "../../runtime/src/xml/tree.js";

/** The first line where two texts differ, or undefined when they are equal. */
export function firstDifferentLine(actual: string, expected: string): string | undefined {
  const a = actual.split("\n");
  const e = expected.split("\n");
  for (let i = 0; i < Math.max(a.length, e.length); i++) {
    if (a[i] !== e[i]) return `line ${i + 1}:\n  expected ${JSON.stringify(e[i])}\n  actual   ${JSON.stringify(a[i])}`;
  }
  return actual === expected ? undefined : "same lines, different bytes";
}

export interface Canonical {
  /** Where the element is: `/wsdl:definitions[1]/wsdl:types[1]/s:schema[1]/s:element[@name='Op']`. */
  readonly path: string;
  /** `{namespace}local`. */
  readonly name: string;
  /** `{namespace}local` → value, QName values as `{namespace}local`. */
  readonly attributes: ReadonlyMap<string, string>;
  readonly text: string;
  readonly children: readonly Canonical[];
  /** Where the element's start tag ends in its document (1-based). */
  readonly line: number;
  readonly column: number;
}

const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
/** Attributes whose value is a QName, by element local name. */
const QNAME_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  element: ["type", "ref"],
  attribute: ["type", "ref"],
  restriction: ["base"],
  extension: ["base"],
  part: ["element", "type"],
  input: ["message"],
  output: ["message"],
  header: ["message"],
  binding: ["type"],
  port: ["binding"],
  list: ["itemType"],
};

function nameOf(element: XmlElement): string | undefined {
  return element.attributes.find((a) => a.name === "name")?.value;
}

function canonical(element: XmlElement, path: string, scope: Readonly<Record<string, string>>): Canonical {
  const inScope: Record<string, string> = { ...scope };
  for (const a of element.attributes) {
    if (a.ns === XMLNS_NS) inScope[a.name === "xmlns" ? "" : a.local] = a.value;
  }
  const attributes = new Map<string, string>();
  for (const a of element.attributes) {
    if (a.ns === XMLNS_NS) continue;
    let value = a.value;
    if (a.ns === "" && QNAME_ATTRIBUTES[element.local]?.includes(a.local)) {
      const colon = value.indexOf(":");
      const prefix = colon < 0 ? "" : value.slice(0, colon);
      value = `{${inScope[prefix] ?? `unbound prefix ${prefix}`}}${value.slice(colon + 1)}`;
    }
    attributes.set(`{${a.ns}}${a.local}`, value);
  }
  let text = "";
  const elements: XmlElement[] = [];
  for (const child of element.children) {
    if (typeof child === "string") text += child;
    else elements.push(child);
  }
  // A step names its element by `name` when it has one (with a position only when siblings share the name,
  // as the two wsdl:operation of an overload do), else by its position among siblings of the same kind.
  const keyOf = (e: XmlElement): string => `{${e.ns}}${e.local} ${nameOf(e) ?? ""}`;
  const totals = new Map<string, number>();
  for (const e of elements) totals.set(keyOf(e), (totals.get(keyOf(e)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const children = elements.map((child) => {
    const key = keyOf(child);
    const position = (seen.get(key) ?? 0) + 1;
    seen.set(key, position);
    const name = nameOf(child);
    const step =
      name === undefined ? `[${position}]` : `[@name='${name}']${totals.get(key)! > 1 ? `[${position}]` : ""}`;
    return canonical(child, `${path}/${child.name}${step}`, inScope);
  });
  return {
    path,
    name: `{${element.ns}}${element.local}`,
    attributes,
    // Runs of white space count as one: text in a WSDL is documentation, which hand re-indenting reflows.
    text: text.trim().replace(/\s+/g, " "),
    children,
    line: element.line,
    column: element.column,
  };
}

export function canonicalOf(document: string, limits?: XmlLimits): Canonical {
  return canonicalOfElement(parseXml(document, limits));
}

/** The canonical form of an already parsed document. */
export function canonicalOfElement(root: XmlElement): Canonical {
  return canonical(root, `/${root.name}[1]`, {});
}

/** The first difference between two canonical trees, naming where it is; undefined when they are equal. */
export function firstDifference(actual: Canonical, expected: Canonical): string | undefined {
  const found = locateDifference(actual, expected);
  return found && `${found.path}: ${found.message}`;
}

export interface Difference {
  /** Element path in the expected document. */
  readonly path: string;
  readonly message: string;
  /** The expected element nearest to the difference (its start tag's end). */
  readonly line: number;
  readonly column: number;
}

/** The first difference between two canonical trees, with the expected element's position. */
export function locateDifference(actual: Canonical, expected: Canonical): Difference | undefined {
  const at = (node: Canonical, path: string, message: string): Difference => ({
    path,
    message,
    line: node.line,
    column: node.column,
  });
  if (actual.name !== expected.name) return at(expected, expected.path, `element is ${actual.name}, expected ${expected.name}`);
  const keys = [...new Set([...expected.attributes.keys(), ...actual.attributes.keys()])].sort();
  for (const key of keys) {
    const a = actual.attributes.get(key);
    const e = expected.attributes.get(key);
    if (a !== e) {
      return at(
        expected,
        `${expected.path}/@${key.replace(/^\{\}/, "")}`,
        `${a === undefined ? "missing" : JSON.stringify(a)}, expected ${e === undefined ? "no attribute" : JSON.stringify(e)}`,
      );
    }
  }
  if (actual.text !== expected.text) {
    return at(expected, expected.path, `text ${JSON.stringify(actual.text)}, expected ${JSON.stringify(expected.text)}`);
  }
  for (let i = 0; i < Math.max(actual.children.length, expected.children.length); i++) {
    const a = actual.children[i];
    const e = expected.children[i];
    if (!a) return at(e!, e!.path, "missing");
    if (!e) return at(expected, a.path, "unexpected element");
    const difference = locateDifference(a, e);
    if (difference) return difference;
  }
  return undefined;
}
