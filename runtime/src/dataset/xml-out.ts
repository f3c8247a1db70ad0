/**
 * A tiny element tree and its two layouts, as .NET's XmlTextWriter produces them: compact (one line, inside
 * SOAP envelopes) and indented (HTTP GET/POST result documents: each element on its own line, two spaces per
 * level, `\n` newlines; an element holding text stays on one line). An element without content is `<a />`.
 */
import { escapeAttribute, escapeText } from "../xml/escape.js";

export interface OutElement {
  readonly name: string;
  /** Attributes in writing order, values unescaped. */
  readonly attributes: readonly (readonly [string, string])[];
  /** Child elements, or the text content (unescaped); neither for an empty element. */
  readonly content?: readonly OutElement[] | string;
}

export function element(
  name: string,
  attributes: readonly (readonly [string, string])[],
  content?: readonly OutElement[] | string,
): OutElement {
  return content === undefined ? { name, attributes } : { name, attributes, content };
}

/** Where the writer is: undefined for compact output, else the nesting depth of the element being written. */
export type Indent = number | undefined;

function pad(depth: number): string {
  return "\n" + "  ".repeat(depth);
}

export function writeElement(node: OutElement, indent: Indent): string {
  let start = `<${node.name}`;
  for (const [name, value] of node.attributes) start += ` ${name}="${escapeAttribute(value)}"`;
  const content = node.content;
  if (content === undefined || content.length === 0) return `${start} />`;
  if (typeof content === "string") return `${start}>${escapeText(content)}</${node.name}>`;
  let body = "";
  for (const child of content) {
    body += indent === undefined ? writeElement(child, undefined) : pad(indent + 1) + writeElement(child, indent + 1);
  }
  return `${start}>${body}${indent === undefined ? "" : pad(indent)}</${node.name}>`;
}
