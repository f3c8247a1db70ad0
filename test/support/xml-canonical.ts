/**
 * XML compared as canonical XML, prefix names aside: each element as {namespace}local, its attributes sorted by
 * {namespace}local (QName values of xsi:type and z:FactoryType resolved to {namespace}local), the namespaces it declares as a
 * sorted list of URIs (where a declaration sits counts; what its prefix is called does not), its text and
 * child elements in order; `<a></a>` and `<a/>` alike. So Mono's `d4p1` and .NET's `a` compare equal, a
 * namespace declared on another element or a QName in another namespace do not (test/reference/wcf/README.md).
 */
import { XSI_NS } from "../../runtime/src/protocol.js";
import { SERIALIZATION_NS } from "../../runtime/src/soap/data-contract.js";
import { lookupPrefix, parseXml, type XmlElement } from "../../runtime/src/xml/tree.js";

const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

export interface CanonicalOptions {
  /**
   * Text that is a QName (`prefix:name` whose prefix is declared in scope, or a lone name) resolved to
   * {namespace}name: for exchanges whose values are XmlQualifiedNames (the prefix is made up by the writer).
   */
  readonly qualifiedNameText?: boolean;
}

function qualifiedText(element: XmlElement, text: string): string {
  const colon = text.indexOf(":");
  const prefix = colon < 0 ? "" : text.slice(0, colon);
  if (!/^[A-Za-z_][\w.-]*$/.test(text.slice(colon + 1)) || (colon >= 0 && !/^[A-Za-z_][\w.-]*$/.test(prefix))) return text;
  const ns = lookupPrefix(element.scope, prefix);
  return ns === undefined ? text : `{${ns}}${text.slice(colon + 1)}`;
}

export function canonicalElement(element: XmlElement, options: CanonicalOptions = {}): string {
  const declared: string[] = [];
  const attributes: string[] = [];
  for (const a of element.attributes) {
    if (a.ns === XMLNS_NS || a.name === "xmlns") {
      declared.push(JSON.stringify(a.value));
      continue;
    }
    let value = a.value;
    if (a.ns === XSI_NS && a.local === "type") value = `{${a.valueNs ?? "?"}}${value.slice(value.indexOf(":") + 1)}`;
    // DataContractSerializer's z:FactoryType is a QName too, its prefix resolved in the element's scope.
    if (a.ns === SERIALIZATION_NS && a.local === "FactoryType") {
      const colon = value.indexOf(":");
      value = `{${lookupPrefix(element.scope, colon < 0 ? "" : value.slice(0, colon)) ?? "?"}}${value.slice(colon + 1)}`;
    }
    attributes.push(`{${a.ns}}${a.local}=${JSON.stringify(value)}`);
  }
  declared.sort();
  attributes.sort();
  // Text either side of a comment or processing instruction (the tree's MARKUP) is one text here: canonical XML
  // has neither.
  let children = "";
  let text = "";
  const flush = (): void => {
    if (text !== "") children += JSON.stringify(options.qualifiedNameText ? qualifiedText(element, text) : text);
    text = "";
  };
  for (const child of element.children) {
    if (typeof child === "string") text += child;
    else {
      flush();
      children += `\n${canonicalElement(child, options)}`;
    }
  }
  flush();
  return `<{${element.ns}}${element.local} xmlns=[${declared.join(",")}] ${attributes.join(" ")}>${children}</>`;
}

export function canonicalXml(text: string, options: CanonicalOptions = {}): string {
  return canonicalElement(parseXml(text), options);
}
