/**
 * [XmlAnyElement] on a web method's parameter or result (the lab's any-parameters): `<s:any>` in the request or
 * response wrapper. The elements travel as they are, directly in the wrapper (no element of the parameter's or
 * result's own); reading takes every child element of the wrapper no other member takes, in document order (a
 * lone XmlElement keeps the last). Written and read by the XmlNode codec, which every service holding an
 * XmlElement value names.
 */
import type { ValueType } from "../descriptor.js";
import { ValueFormatError } from "../values.js";
import type { XmlElement } from "../xml/tree.js";
import { codecOf, type ValueCodecs } from "./codecs.js";

/** The items of an xs:any parameter or result (an XmlElement[] or a lone XmlElement), each as the element it is. */
export function writeWrapperAny(
  codecs: ValueCodecs | undefined,
  type: ValueType,
  value: unknown,
  defaultNamespace: string,
): string {
  if (value === null || value === undefined) return "";
  const lone = type.kind !== "array";
  if (!lone && !Array.isArray(value)) throw new ValueFormatError("an array of XmlElementValue");
  const { writeNode } = codecOf(codecs, "xmlNode");
  const items = lone ? [value] : (value as readonly unknown[]);
  let text = "";
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === null || item === undefined) continue;
    try {
      text += writeNode(item, "XmlElement", defaultNamespace);
    } catch (error) {
      throw error instanceof ValueFormatError && !lone ? error.at(`[${i}]`) : error;
    }
  }
  return text;
}

/**
 * The value of an xs:any parameter or result read from `elements` (the wrapper's children no other member
 * takes): an array of them, or the last for a lone XmlElement; null when there is none.
 */
export function readWrapperAny(
  codecs: ValueCodecs | undefined,
  type: ValueType,
  elements: readonly XmlElement[],
): unknown {
  if (elements.length === 0) return null;
  const { readElement } = codecOf(codecs, "xmlNode");
  if (type.kind !== "array") return readElement(elements[elements.length - 1]!);
  return elements.map((element) => readElement(element));
}
