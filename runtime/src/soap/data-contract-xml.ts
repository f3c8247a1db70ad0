/**
 * XmlElement and XmlNode[] as DataContractSerializer (WCF) writes and reads them (lab test/reference/wcf/xml-element),
 * on the XmlNode codec's values and writer (xml-node.ts). Reached only through the descriptor's `dataContractXml`
 * codec, which a WCF service of DataContractSerializer with such members names, so that other bundles (those that
 * carry the XmlNode codec for `object` values too) hold none of it.
 */
import { ValueFormatError } from "../values.js";
import type { XmlElement } from "../xml/tree.js";
import type { DataContractXmlCodec } from "./codecs.js";
import type { NamespaceScope as DataContractScope } from "./data-contract.js";
import {
  readXmlContent,
  readXmlNode,
  writeNodeElement,
  XML_NS,
  type XmlContentValue,
  type XmlElementValue,
  type XmlNodeKind,
} from "./xml-node.js";

/**
 * A member element `name` of `namespace` holding XML as DataContractSerializer (WCF) writes it (lab
 * wcf/xml-element): an XmlElement inside it as it is, or an XmlNode[]'s content (its attributes on the member
 * element, its nodes inside). `scope`: the bindings in scope there; the member element takes the prefix bound to
 * its namespace, else the first free letter, declared. Empty elements close as XmlDictionaryWriter closes them
 * (`/>`). Throws ValueFormatError.
 */
export function writeDataContractXml(
  node: XmlNodeKind | "XmlAttribute" | "XmlNode[]",
  value: unknown,
  scope: DataContractScope,
  name: string,
  namespace: string,
): string {
  const bindings = new Map(scope.entries());
  bindings.set("xml", XML_NS);
  const prefix = namespace === "" ? "" : (scope.prefixOf(namespace) ?? scope.freePrefix());
  if (node === "XmlElement") {
    if (typeof value === "string") throw new ValueFormatError("an XmlElementValue (an object with a name), not text");
    return writeNodeElement(
      { name, namespace, prefix, children: [value as XmlElementValue] },
      bindings,
      0,
      undefined,
      "/>",
    );
  }
  if (node !== "XmlNode[]" || typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ValueFormatError("XML content: { attributes?, children? }");
  }
  const { attributes, children } = value as XmlContentValue;
  const element = { name, namespace, prefix, ...(attributes ? { attributes } : {}), ...(children ? { children } : {}) };
  return writeNodeElement(element, bindings, 0, undefined, "/>");
}

/**
 * DataContractSerializer's XML (lab wcf/xml-element): an XmlElement member's one element (an empty member refused,
 * as .NET refuses it: "Expecting state 'Element'"), an XmlNode[]'s attributes and nodes as they are.
 */
export function readDataContractXml(element: XmlElement, node: XmlNodeKind | "XmlAttribute" | "XmlNode[]"): unknown {
  if (node === "XmlNode[]") return readXmlContent(element);
  const value = readXmlNode(element, node);
  if (value === null) throw new ValueFormatError("an element inside the element (an XmlElement)", "it is empty");
  return value;
}

/** The DataContractSerializer XML codec, for a service descriptor's `codecs` (see codecs.ts). */
export const dataContractXmlCodec: DataContractXmlCodec = {
  write: writeDataContractXml,
  read: readDataContractXml,
};
