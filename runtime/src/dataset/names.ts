/**
 * Table and column names on the wire, as .NET's XmlConvert.EncodeLocalName / DecodeName write and read them:
 * a character that cannot appear in an XML name becomes `_xHHHH_` (`_xHHHHHHHH_` beyond the BMP), and an
 * underscore that would read as such an escape is escaped itself. So "Track Num" travels as `Track_x0020_Num`.
 *
 * .NET judges names by XML 1.0 4th edition; the rule here is the conservative intersection of the 4th and
 * 5th editions (letters and digits by Unicode category, within the 5th edition's ranges), so that every name
 * written is accepted by any XML parser and ordinary names are left exactly as .NET leaves them.
 */

const ASCII_START = /^[A-Za-z_]$/;
const ASCII_NAME = /^[A-Za-z0-9_.-]$/;
/** NameStartChar ranges of XML 1.0 5th edition, BMP and above ASCII. */
const START_RANGES =
  /^[\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]$/;
const NAME_EXTRA_RANGES = /^[\u00B7\u0300-\u036F\u203F-\u2040]$/;
const LETTER = /^[\p{L}\p{Nl}]$/u;
const NAME_CHAR = /^[\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Lm}\u00B7]$/u;
/** An underscore followed by what DecodeName would read as an escape. */
const ESCAPE_LIKE = /^_[Xx][0-9a-fA-F]{4}(?:_|[0-9a-fA-F]{4}_)/;
const ESCAPE = /_[Xx]([0-9a-fA-F]{4})(?:_|([0-9a-fA-F]{4})_)/g;

function isStartChar(ch: string): boolean {
  if (ch.length !== 1) return false; // beyond the BMP: not a name character in the 4th edition
  if (ch < "\u0080") return ASCII_START.test(ch);
  return START_RANGES.test(ch) && LETTER.test(ch);
}

function isNameChar(ch: string): boolean {
  if (ch.length !== 1) return false;
  if (ch < "\u0080") return ASCII_NAME.test(ch);
  return (START_RANGES.test(ch) || NAME_EXTRA_RANGES.test(ch)) && NAME_CHAR.test(ch);
}

function hex(code: number, digits: number): string {
  return code.toString(16).toUpperCase().padStart(digits, "0");
}

/** Encoded names by name (bounded: 4,096 names of at most 256 characters): asked for every cell. */
const encodedNames = new Map<string, string>();
const ENCODED_NAMES_KEPT = 4096;

/** The XML local name .NET writes for a table, column or DataSet name. */
export function encodeXmlName(name: string): string {
  let encoded = encodedNames.get(name);
  if (encoded === undefined) {
    encoded = encodeName(name);
    if (name.length <= 256) {
      if (encodedNames.size >= ENCODED_NAMES_KEPT) encodedNames.clear();
      encodedNames.set(name, encoded);
    }
  }
  return encoded;
}

function encodeName(name: string): string {
  let out = "";
  let i = 0;
  while (i < name.length) {
    const code = name.codePointAt(i)!;
    const ch = String.fromCodePoint(code);
    const valid = i === 0 ? isStartChar(ch) : isNameChar(ch);
    if (!valid || (ch === "_" && ESCAPE_LIKE.test(name.slice(i)))) {
      out += code > 0xffff ? `_x${hex(code, 8)}_` : `_x${hex(code, 4)}_`;
    } else out += ch;
    i += ch.length;
  }
  return out;
}

/** The name .NET reads from an XML local name (escapes decoded; an escape beyond U+10FFFF is left as written). */
export function decodeXmlName(name: string): string {
  if (!name.includes("_")) return name;
  return name.replace(ESCAPE, (match: string, high: string, low: string | undefined) => {
    if (low === undefined) return String.fromCharCode(parseInt(high, 16));
    const code = parseInt(high + low, 16);
    return code > 0x10ffff ? match : String.fromCodePoint(code);
  });
}
