/**
 * [XmlAnyElement] on a web method's parameter or result (`[return: XmlAnyElement]`, the lab's any-parameters): its
 * elements directly in the request or response wrapper, an XmlElement[] or a lone XmlElement. A descriptor codec of
 * its own (`anyWrapperCodec`): clients of services without such parameters or results do not carry it.
 */
import { ValueFormatError } from "../values.js";
import type { XmlElement } from "../xml/tree.js";
import type { AnyWrapperCodec } from "./codecs.js";
import { readXmlElement, writeXmlNode, type XmlElementValue, type XmlNodeKind } from "./xml-node.js";

/** The element names of an [XmlAnyElement(Name, Namespace)] parameter or result (a namespace absent: the wrapper's). */
export type AnyNames = readonly { readonly name: string; readonly namespace?: string }[];

/**
 * Whether `element` is one an xs:any parameter or result takes: any element, or with `named` one of those names
 * (lab any-parameters-more: Named takes only its `Extra` of `urn:x`, NamedPlain only `Plain` of the wrapper's
 * namespace `defaultNamespace`).
 */
export function anyTakes(named: AnyNames | undefined, element: XmlElement, defaultNamespace: string): boolean {
  if (named === undefined) return true;
  for (const e of named) if (e.name === element.local && (e.namespace ?? defaultNamespace) === element.ns) return true;
  return false;
}

/**
 * The items of an xs:any parameter or result, an XmlElement[] or a lone XmlElement, each as the element it is,
 * directly in the wrapper whose default namespace is `defaultNamespace`; a null item writes nothing. With
 * `named` ([XmlAnyElement(Name, Namespace)]) each item must be an element of one of those names, as XmlSerializer
 * refuses to write another (as on a class member, lab any-named).
 */
export function writeWrapperAny(
  lone: boolean,
  value: unknown,
  defaultNamespace: string,
  named?: AnyNames,
  kind: XmlNodeKind = "XmlElement",
): string {
  if (value === null || value === undefined) return "";
  if (!lone && !Array.isArray(value))
    throw new ValueFormatError(`an array of ${kind === "XmlNode" ? "XmlNodeValue" : "XmlElementValue"}`);
  const items = lone ? [value] : (value as readonly unknown[]);
  let text = "";
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === null || item === undefined) continue;
    try {
      if (named !== undefined) checkName(named, item, defaultNamespace);
      // An XmlNode[]'s text items are written escaped, in line (lab any-parameters-more: NodesGet).
      text += writeXmlNode(item, kind, defaultNamespace);
    } catch (error) {
      throw error instanceof ValueFormatError && !lone ? error.at(`[${i}]`) : error;
    }
  }
  return text;
}

/**
 * An xs:any parameter or result read from `elements`, the wrapper's child elements no other member takes (text
 * and comments are dropped, as ASMX drops them): an array of them (empty when there is none: the caller gives
 * an empty wrapper null), or the last for a lone XmlElement, null when there is none.
 */
export function readWrapperAny(
  lone: boolean,
  elements: readonly XmlElement[],
): XmlElementValue[] | XmlElementValue | null {
  if (lone) return elements.length === 0 ? null : readXmlElement(elements[elements.length - 1]!);
  return elements.map(readXmlElement);
}

function checkName(named: AnyNames, item: unknown, defaultNamespace: string): void {
  const element = typeof item === "object" && item !== null ? (item as { name?: unknown; namespace?: unknown }) : {};
  const ns = typeof element.namespace === "string" ? element.namespace : "";
  for (const e of named) if (element.name === e.name && ns === (e.namespace ?? defaultNamespace)) return;
  const wanted = named.map((e) => `'${e.name}' of '${e.namespace ?? defaultNamespace}'`).join(" or ");
  throw new ValueFormatError(
    `an element ${wanted}`,
    typeof element.name === "string" ? `'${element.name}' of '${ns}'` : "not an element",
  );
}

/** The [XmlAnyElement] parameter and result codec, for a service descriptor's `codecs` (see codecs.ts). */
export const anyWrapperCodec: AnyWrapperCodec = { write: writeWrapperAny, read: readWrapperAny, takes: anyTakes };
