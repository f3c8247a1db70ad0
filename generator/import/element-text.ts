/**
 * An element of a parsed WSDL written back as text, as .NET's XmlTextWriter wrote it: attributes (namespace
 * declarations included) in their order, the white space between elements kept, `<a />` for an element
 * without content. Used for what the spec carries verbatim (a typed DataSet's schema), its lines after the
 * first without the indentation the element had in the document.
 */
import { escapeAttribute, escapeText } from "../../runtime/src/xml/escape.js";
import type { XmlElement } from "../../runtime/src/xml/tree.js";

/** The element's text, its lines after the first without the indentation of its end tag. */
export function elementText(element: XmlElement): string {
  // The white space before the end tag is the start tag's own indentation (an indented document).
  const last = element.children[element.children.length - 1];
  const indent = typeof last === "string" ? (/\n([ \t]*)$/.exec(last)?.[1] ?? "") : "";
  return write(element)
    .split("\n")
    .map((line, i) => (i > 0 && line.startsWith(indent) ? line.slice(indent.length) : line))
    .join("\n");
}

function write(element: XmlElement): string {
  let text = `<${element.name}`;
  for (const a of element.attributes) text += ` ${a.name}="${escapeAttribute(a.value)}"`;
  if (element.children.length === 0) return `${text} />`;
  text += ">";
  for (const child of element.children) text += typeof child === "string" ? escapeText(child) : write(child);
  return `${text}</${element.name}>`;
}
