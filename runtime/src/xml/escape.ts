/**
 * XML text escaping as .NET writes it (`&`, `<` and `>` in text; quotes too in attributes), plus
 * carriage returns and tabs as character references so that every string survives a round trip
 * (a parser would otherwise normalise `\r\n` to `\n`).
 */

const TEXT_SPECIAL = /[&<>\r]/;
const ATTRIBUTE_SPECIAL = /[&<>"\r\n\t]/;

export function escapeText(text: string): string {
  if (!TEXT_SPECIAL.test(text)) return text;
  return text.replace(/[&<>\r]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&#xD;"));
}

export function escapeAttribute(text: string): string {
  if (!ATTRIBUTE_SPECIAL.test(text)) return text;
  return text.replace(/[&<>"\r\n\t]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "\r": "&#xD;",
  "\n": "&#xA;",
  "\t": "&#x9;",
};

/** Characters XML 1.0 cannot carry at all, even escaped: most C0 controls, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML_CHAR =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** The index of the first character XML cannot carry, or -1. */
export function findInvalidXmlChar(text: string): number {
  const match = NOT_XML_CHAR.exec(text);
  return match ? match.index : -1;
}
