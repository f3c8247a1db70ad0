/**
 * A WSDL document read for import: parsed by the runtime's strict saxes tree (a DOCTYPE is refused, so no
 * entity is ever declared or expanded), within a size bound, with the namespace scope of every element so that
 * QName values (`type="tns:Shipment"`) resolve to namespace and local name, and every problem is reported at
 * the construct's position.
 */
import { childElements, parseXml, XmlParseError, type XmlElement } from "../../runtime/src/xml/tree.js";
import { ImportError } from "./import-error.js";

export const WSDL_NS = "http://schemas.xmlsoap.org/wsdl/";
export const XSD_NS = "http://www.w3.org/2001/XMLSchema";
export const SOAP11_NS = "http://schemas.xmlsoap.org/wsdl/soap/";
export const SOAP12_NS = "http://schemas.xmlsoap.org/wsdl/soap12/";
export const HTTP_NS = "http://schemas.xmlsoap.org/wsdl/http/";
export const MIME_NS = "http://schemas.xmlsoap.org/wsdl/mime/";
/** Where .NET puts `guid` and `char` (and nothing else). */
export const MS_TYPES_NS = "http://microsoft.com/wsdl/types/";

/** The largest document accepted: the largest real ASMX WSDL seen is 3.1 MB (1,511 operations). */
export const MAX_WSDL_BYTES = 16 * 1024 * 1024;

const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

export interface QName {
  readonly ns: string;
  readonly local: string;
}

export class WsdlDocument {
  readonly root: XmlElement;
  private readonly scopes = new Map<XmlElement, Readonly<Record<string, string>>>();
  /** Elements of other documents of a set read with this one (see adopt), by the file they are in. */
  private readonly adoptedFiles = new Map<XmlElement, string>();

  /** Parses `text` (the content of `file`); throws ImportError for anything that is not well-formed XML. */
  constructor(
    readonly file: string,
    readonly text: string,
  ) {
    const bytes = Buffer.byteLength(text, "utf8");
    if (bytes > MAX_WSDL_BYTES) {
      throw new ImportError(file, 0, 0, "document", `${bytes} bytes is more than the ${MAX_WSDL_BYTES}-byte limit for a WSDL`);
    }
    try {
      // Real WSDLs nest deeper than SOAP messages (anonymous types inside wrappers inside schemas), never this deep.
      this.root = parseXml(text, { maxDepth: 96, maxAttributes: 256 });
    } catch (error) {
      if (!(error instanceof XmlParseError)) throw error;
      const construct = error.kind === "doctype" ? "<!DOCTYPE>" : "document";
      const reason =
        error.kind === "doctype"
          ? "a WSDL may not have a DOCTYPE: DTDs and entities are refused, as in requests"
          : `not well-formed XML: ${error.message}`;
      // saxes counts columns from 0 at the start of a line; messages count from 1.
      throw new ImportError(file, error.line, Math.max(1, error.column), construct, reason);
    }
    this.scope(this.root, {});
  }

  private scope(element: XmlElement, parent: Readonly<Record<string, string>>): void {
    let scope = parent;
    for (const a of element.attributes) {
      if (a.ns !== XMLNS_NS) continue;
      if (scope === parent) scope = { ...parent };
      (scope as Record<string, string>)[a.name === "xmlns" ? "" : a.local] = a.value;
    }
    this.scopes.set(element, scope);
    for (const child of element.children) if (typeof child !== "string") this.scope(child, scope);
  }

  /**
   * Reads the elements of `other` (a document of the same set: `?wsdl=wsdl1`, `?schema=schema1`) as this one's:
   * their QNames resolve with their own prefixes, their errors name their own file.
   */
  adopt(other: WsdlDocument): void {
    if (other === this) return;
    for (const [element, scope] of other.scopes) {
      this.scopes.set(element, scope);
      this.adoptedFiles.set(element, other.adoptedFiles.get(element) ?? other.file);
    }
  }

  /** An ImportError at `element`. */
  error(element: XmlElement, reason: string, construct: string = element.name): ImportError {
    return new ImportError(this.adoptedFiles.get(element) ?? this.file, element.line, element.column, construct, reason);
  }

  /** The value of an unqualified attribute. */
  attribute(element: XmlElement, local: string): string | undefined {
    return element.attributes.find((a) => a.ns === "" && a.local === local)?.value;
  }

  /** The value of a required unqualified attribute; an error naming the element otherwise. */
  required(element: XmlElement, local: string): string {
    const value = this.attribute(element, local);
    if (value === undefined) throw this.error(element, `has no ${local} attribute`);
    return value;
  }

  /** Resolves a QName value written on `element` with the prefixes in scope there. */
  resolve(element: XmlElement, value: string): QName {
    const colon = value.indexOf(":");
    const prefix = colon < 0 ? "" : value.slice(0, colon);
    const ns = this.scopes.get(element)?.[prefix];
    if (ns === undefined) {
      if (prefix === "") return { ns: "", local: value };
      throw this.error(element, `the prefix '${prefix}' of '${value}' is not declared`);
    }
    return { ns, local: value.slice(colon + 1) };
  }

  /** Resolves the QName attribute `local` of `element`, when present. */
  qname(element: XmlElement, local: string): QName | undefined {
    const value = this.attribute(element, local);
    return value === undefined ? undefined : this.resolve(element, value);
  }

  /** Resolves the QName attribute `local` of `element`; refused, positioned, when it is missing. */
  requiredQname(element: XmlElement, local: string): QName {
    return this.resolve(element, this.required(element, local));
  }
}

/** Child elements in `ns` (all of them when `local` is undefined, else only those named `local`). */
export function children(element: XmlElement, ns: string, local?: string): XmlElement[] {
  return childElements(element).filter((c) => c.ns === ns && (local === undefined || c.local === local));
}

/** The text of a `wsdl:documentation` child, as written (undefined when there is none). */
export function documentationOf(element: XmlElement): XmlElement | undefined {
  return children(element, WSDL_NS, "documentation")[0];
}
