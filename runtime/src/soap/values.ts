/**
 * Values as XML elements, the way XmlSerializer writes and reads them inside SOAP bodies:
 * simple values as element text, arrays as one child element per item, nil as `xsi:nil="true"`,
 * DataSets and DataTables as inline schema plus diffgram.
 */
import type { ValueType } from "../descriptor.js";
import { XSI_NS } from "../protocol.js";
import { formatItem, isReferenceItem, parseItem, ValueFormatError, type TextRules } from "../values.js";
import { escapeText, findInvalidXmlChar } from "../xml/escape.js";
import { attributeOf, childElements, textOf, type XmlElement } from "../xml/tree.js";
import { readStructured, writeStructured } from "./structured.js";

/** Text of a value, checked for characters XML cannot carry. Throws ValueFormatError. */
export function valueText(type: ValueType & { kind: "simple" | "enum" }, value: unknown): string {
  const text = formatItem(type, value);
  const bad = findInvalidXmlChar(text);
  if (bad >= 0) {
    const code = text.codePointAt(bad)!.toString(16).toUpperCase().padStart(4, "0");
    throw new ValueFormatError("text XML can carry", `U+${code} at index ${bad} cannot be sent in XML`);
  }
  return text;
}

/**
 * `<name>value</name>`; null or undefined gives nothing for optional fields (XmlSerializer omits them),
 * `<name xsi:nil="true" />` for nillable ones. `xmlns` is written on the element when given.
 */
export function writeValueElement(
  name: string,
  type: ValueType,
  value: unknown,
  options: { readonly nillable: boolean; readonly xmlns?: string },
): string {
  const ns = options.xmlns === undefined ? "" : ` xmlns="${options.xmlns}"`;
  if (value === null || value === undefined) {
    return options.nillable ? `<${name}${ns} xsi:nil="true" />` : "";
  }
  switch (type.kind) {
    case "simple":
    case "enum":
      return element(name + ns, name, escapeText(valueText(type, value)));
    case "array": {
      if (!Array.isArray(value)) throw new ValueFormatError("an array");
      const itemNillable = isReferenceItem(type.item);
      let items = "";
      for (const item of value as unknown[]) {
        if (item === null || item === undefined) {
          if (!itemNillable)
            throw new ValueFormatError(`an array without null items (${type.itemElement} is a value type)`);
          items += `<${type.itemElement} xsi:nil="true" />`;
        } else items += element(type.itemElement, type.itemElement, escapeText(valueText(type.item, item)));
      }
      return items ? `<${name}${ns}>${items}</${name}>` : `<${name}${ns} />`;
    }
    case "dataSet":
    case "dataTable":
      return `<${name}${ns}>${writeStructured(type, value, { layout: "compact" })}</${name}>`;
  }
}

/** An element as .NET writes it: empty content as a self-closing tag. */
function element(start: string, name: string, content: string): string {
  return content ? `<${start}>${content}</${name}>` : `<${start} />`;
}

/** Whether an element says `xsi:nil="true"`. */
export function isNil(element: XmlElement): boolean {
  const nil = attributeOf(element, XSI_NS, "nil");
  return nil !== undefined && (nil.trim() === "true" || nil.trim() === "1");
}

/** Reads a value from its element. Throws ValueFormatError (or the DataSet codec's error). */
export function readValueElement(element: XmlElement, type: ValueType, rules: TextRules = "xml"): unknown {
  if (isNil(element)) return null;
  switch (type.kind) {
    case "simple":
    case "enum":
      return parseItem(type, textOf(element), rules);
    case "array":
      return childElements(element).map((item) => (isNil(item) ? null : parseItem(type.item, textOf(item), rules)));
    case "dataSet":
    case "dataTable":
      return readStructured(type, element);
  }
}
