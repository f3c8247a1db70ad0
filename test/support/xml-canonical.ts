/**
 * XML compared as canonical XML, prefix names aside: each element as {namespace}local, its attributes sorted by
 * {namespace}local (QName values of xsi:type resolved to {namespace}local), the namespaces it declares as a
 * sorted list of URIs (where a declaration sits counts; what its prefix is called does not), its text and
 * child elements in order; `<a></a>` and `<a/>` alike. So Mono's `d4p1` and .NET's `a` compare equal, a
 * namespace declared on another element or a QName in another namespace do not (test/reference/wcf/README.md).
 */
import { XSI_NS } from "../../runtime/src/protocol.js";
import { parseXml, type XmlElement } from "../../runtime/src/xml/tree.js";

const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

export function canonicalElement(element: XmlElement): string {
  const declared: string[] = [];
  const attributes: string[] = [];
  for (const a of element.attributes) {
    if (a.ns === XMLNS_NS || a.name === "xmlns") {
      declared.push(JSON.stringify(a.value));
      continue;
    }
    let value = a.value;
    if (a.ns === XSI_NS && a.local === "type") value = `{${a.valueNs ?? "?"}}${value.slice(value.indexOf(":") + 1)}`;
    attributes.push(`{${a.ns}}${a.local}=${JSON.stringify(value)}`);
  }
  declared.sort();
  attributes.sort();
  let children = "";
  for (const child of element.children) {
    children += typeof child === "string" ? JSON.stringify(child) : `\n${canonicalElement(child)}`;
  }
  return `<{${element.ns}}${element.local} xmlns=[${declared.join(",")}] ${attributes.join(" ")}>${children}</>`;
}

export function canonicalXml(text: string): string {
  return canonicalElement(parseXml(text));
}
