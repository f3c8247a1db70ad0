/**
 * XML text escaping as .NET writes it (`&`, `<` and `>` in text; quotes too in attributes), plus
 * carriage returns and tabs as character references so that every string survives a round trip
 * (a parser would otherwise normalise `\r\n` to `\n`).
 */

const TEXT_SPECIAL = /[&<>\r]/;
const ATTRIBUTE_SPECIAL = /[&<>"\r\n\t]/;

export function escapeText(text: string): string {
  if (!TEXT_SPECIAL.test(text)) return text;
  if (text.length > SHORT_TEXT) return text.replace(/[&<>\r]/g, textReference);
  // Short texts (a DataSet's cells): slices between the characters to escape are 3-4× faster than replace()
  // with a callback; on long ones the character loop is the slower (3 against 1.2 ns a character).
  let escaped = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 38 && c !== 60 && c !== 62 && c !== 13) continue;
    escaped += text.slice(from, i) + textReference(text[i]!);
    from = i + 1;
  }
  return escaped + text.slice(from);
}

/** Characters up to which escapeText scans a text itself. */
const SHORT_TEXT = 256;

function textReference(c: string): string {
  return c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&#xD;";
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
