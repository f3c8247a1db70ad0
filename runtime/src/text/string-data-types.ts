/**
 * The XML Schema types [XmlElement(DataType = "...")] (or [XmlAttribute], a parameter's [XmlElement]) gives a
 * .NET string member, and what XmlSerializer does with their text (the lab's data-types recording):
 * - writing: Name, NCName and NMTOKEN values are encoded as XmlConvert.EncodeName, EncodeLocalName and
 *   EncodeNmToken do (`a b` is `a_x0020_b`); NMTOKENS encodes each space-separated token; the others are
 *   written as they are, valid or not;
 * - reading XML: every one but normalizedString is trimmed (XmlSerializationReader.CollapseWhitespace); Name,
 *   NCName, NMTOKEN and NMTOKENS are then decoded (XmlConvert.DecodeName);
 * - HTTP GET/POST parameters are taken as sent.
 */

export const STRING_DATA_TYPES = [
  "normalizedString",
  "token",
  "language",
  "Name",
  "NCName",
  "NMTOKEN",
  "NMTOKENS",
  "ID",
  "IDREF",
  "IDREFS",
  "ENTITY",
  "ENTITIES",
  "anyURI",
  "integer",
  "positiveInteger",
  "negativeInteger",
  "nonNegativeInteger",
  "nonPositiveInteger",
  "duration",
  "gYear",
] as const;

export type StringDataType = (typeof STRING_DATA_TYPES)[number];

export function isStringDataType(name: string): name is StringDataType {
  return (STRING_DATA_TYPES as readonly string[]).includes(name);
}

/** The XML Schema type [XmlElement(DataType)] gives a member: a string's, hexBinary on a byte[], time on a DateTime. */
export type DataType = StringDataType | "hexBinary" | "time";

/** What XmlSerializer's ToTime accepts (DateTime.ParseExact with its time formats): HH:mm:ss, 0-7 fraction digits, Z or an offset. */
const TIME = /^(\d\d):(\d\d):(\d\d)(?:\.(\d{1,7}))?(Z|[+-]\d\d:\d\d)?$/;

/**
 * A time of day as XmlSerializer reads it ([XmlElement(DataType = "time")] on a DateTime): surrounding white space
 * allowed; the value is its text with 7 fraction digits, `Z` kept (a UTC DateTime), an offset made the server's
 * local time (which this runtime takes to be UTC: `+00:00`), none kept (an unspecified one). Undefined when .NET
 * refuses it.
 */
export function readTime(text: string): string | undefined {
  const m = TIME.exec(text.trim());
  if (!m) return undefined;
  const [, h, min, s, fraction = "", zone = ""] = m;
  if (Number(h) > 23 || Number(min) > 59 || Number(s) > 59) return undefined;
  const clock = `${h}:${min}:${s}.${fraction.padEnd(7, "0")}`;
  if (zone === "" || zone === "Z") return clock + zone;
  return `${shiftedToUtc(clock, zone)}+00:00`;
}

/** `clock` (HH:mm:ss.fffffff) at `offset` (±hh:mm) as the same instant's UTC time of day. */
function shiftedToUtc(clock: string, offset: string): string {
  const minutes = (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * (offset[0] === "-" ? -1 : 1);
  const day = 24 * 60;
  const at = (((Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5)) - minutes) % day) + day) % day;
  return `${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}${clock.slice(5)}`;
}

/**
 * A time of day as XmlSerializer writes it (FromTime): HH:mm:ss.fffffff, then `Z` for a UTC value and the server's
 * offset (`+00:00` here) for any other, an offset first made that. Takes a time text (as read), or a Date (its
 * UTC time). Undefined for anything else.
 */
export function writeTime(value: unknown): string | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return `${value.toISOString().slice(11, 23)}0000Z`;
  }
  if (typeof value !== "string") return undefined;
  const read = readTime(value);
  if (read === undefined || value !== value.trim()) return undefined;
  return read.endsWith("Z") || read.endsWith("+00:00") ? read : `${read}+00:00`;
}

const HEX = "0123456789ABCDEF";

/** hexBinary as XmlSerializer writes it: upper-case digits. */
export function writeHexBinary(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += HEX[b >> 4]! + HEX[b & 15]!;
  return text;
}

/**
 * hexBinary as XmlSerializer reads it (BinHexDecoder): white space anywhere skipped, either case, an odd last
 * digit dropped; undefined for any other character.
 */
export function readHexBinary(text: string): Uint8Array | undefined {
  const digits = text.replace(/[ \t\r\n]/g, "");
  if (!/^[0-9a-fA-F]*$/.test(digits)) return undefined;
  const bytes = new Uint8Array(digits.length >> 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** XML 1.0 (fifth edition) NameStartChar of one UTF-16 unit, `:` left to the caller. */
function isNameStart(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    c === 0x5f ||
    (c >= 0xc0 && c <= 0xd6) ||
    (c >= 0xd8 && c <= 0xf6) ||
    (c >= 0xf8 && c <= 0x2ff) ||
    (c >= 0x370 && c <= 0x37d) ||
    (c >= 0x37f && c <= 0x1fff) ||
    (c >= 0x200c && c <= 0x200d) ||
    (c >= 0x2070 && c <= 0x218f) ||
    (c >= 0x2c00 && c <= 0x2fef) ||
    (c >= 0x3001 && c <= 0xd7ff) ||
    (c >= 0xf900 && c <= 0xfdcf) ||
    (c >= 0xfdf0 && c <= 0xfffd)
  );
}

/** XML 1.0 (fifth edition) NameChar of one UTF-16 unit, `:` left to the caller. */
function isNameChar(c: number): boolean {
  return (
    isNameStart(c) ||
    c === 0x2d ||
    c === 0x2e ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0xb7 ||
    (c >= 0x300 && c <= 0x36f) ||
    (c >= 0x203f && c <= 0x2040)
  );
}

/** `_xHHHH_` or `_xHHHHHHHH_` at `at`: an escape DecodeName reads (and EncodeName escapes the `_` of). */
const ESCAPE = /^_[xX]([0-9a-fA-F]{4}|[0-9a-fA-F]{8})_/;

/**
 * XmlConvert's encoding of a name: every character that may not stand where it is becomes `_xHHHH_` (upper-case
 * hex; a character outside the BMP `_xHHHHHHHH_`), and a `_` that would read as an escape `_x005F_`. `first`:
 * the first character must start a name (EncodeName, EncodeLocalName); `colon`: `:` may stand (EncodeName).
 */
function encodeName(text: string, first: boolean, colon: boolean): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5f && ESCAPE.test(text.slice(i, i + 11))) {
      out += "_x005F_";
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        const point = (c - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
        out += `_x${point.toString(16).toUpperCase().padStart(8, "0")}_`;
        i++;
        continue;
      }
    }
    const ok = c === 0x3a ? colon : i === 0 && first ? isNameStart(c) : isNameChar(c);
    out += ok ? text[i] : `_x${c.toString(16).toUpperCase().padStart(4, "0")}_`;
  }
  return out;
}

/**
 * DataContract.EncodeLocalName: a valid NCName as it is (an `_xHHHH_` in it too), another name as
 * XmlConvert.EncodeLocalName writes it (an ISerializable entry's element, `a b` as `a_x0020_b`).
 */
export function dataContractLocalName(name: string): string {
  const plain = name.replace(/_/g, "a");
  return name !== "" && encodeName(plain, true, false) === plain ? name : encodeName(name, true, false);
}

/** XmlConvert.DecodeName: each `_xHHHH_` / `_xHHHHHHHH_` escape becomes its character. */
export function decodeName(text: string): string {
  if (!text.includes("_")) return text;
  return text.replace(/_[xX]([0-9a-fA-F]{4}|[0-9a-fA-F]{8})_/g, (escape, hex: string) => {
    const point = Number.parseInt(hex, 16);
    return point <= 0x10ffff ? String.fromCodePoint(point) : escape;
  });
}

/** The text XmlSerializer writes for a string member of this data type. */
export function writeStringData(dataType: StringDataType, value: string): string {
  switch (dataType) {
    case "Name":
      return encodeName(value, true, true);
    case "NCName":
      return encodeName(value, true, false);
    case "NMTOKEN":
      return encodeName(value, false, true);
    case "NMTOKENS":
      return value
        .split(" ")
        .map((token) => encodeName(token, false, true))
        .join(" ");
    default:
      return value;
  }
}

/** The string a text of this data type stands for, untrimmed: Name, NCName and NMTOKEN(S) decoded (a schema's `default`). */
export function decodeStringData(dataType: StringDataType, text: string): string {
  return dataType === "Name" || dataType === "NCName" || dataType === "NMTOKEN" || dataType === "NMTOKENS"
    ? decodeName(text)
    : text;
}

/** The string XmlSerializer reads from an element's or attribute's text of this data type. */
export function readStringData(dataType: StringDataType, text: string): string {
  if (dataType === "normalizedString") return text;
  const trimmed = text.trim();
  switch (dataType) {
    case "Name":
    case "NCName":
    case "NMTOKEN":
    case "NMTOKENS":
      return decodeName(trimmed);
    default:
      return trimmed;
  }
}
