/**
 * Text forms of simple values, both ways.
 * SOAP follows XML Schema (XmlConvert: surrounding white space ignored, booleans `true false 1 0`);
 * HTTP GET/POST follows the .NET Parse methods ASMX uses there (booleans `true`/`false` in any case).
 * Values are read into the form .NET writes them back (decimal `0012.3400` → `12.3400`, guids lower case
 * without braces, dateTime fractions without trailing zeros), and written in that form whatever form they
 * were given in. `char` is a one-code-unit string carried as its UTF-16 code number; a `[Flags]` enum is a
 * list of member names, written space-separated in member-value order (`None`, the zero member, for none).
 * Errors say what was expected, never the value itself: the caller knows whether the field is a secret.
 */
import { brand, isBranded } from "./brand.js";
import type { EnumType, ItemType } from "./descriptor.js";
import type { SimpleTypeName } from "./simple-types.js";
import { decodeBase64, encodeBase64 } from "./text/base64.js";
import { formatDouble, formatFloat } from "./text/floats.js";
import {
  isCanonicalDateTimeText,
  isCanonicalDecimalText,
  isCanonicalGuidText,
  isDateTimeText,
  shortInteger,
} from "./text/lexical-scan.js";
import {
  boundedInteger,
  canonicalDate,
  canonicalDateTime,
  canonicalDecimal,
  canonicalGuid,
  DECIMAL,
  INTEGER,
  INTEGER_RANGES,
  isDate,
  isDateTimeOrDate,
  isGuid,
  numberToDecimal,
  REAL,
  trimXmlSpace,
} from "./text/lexical.js";
import { codecOf, type ValueCodecs } from "./soap/codecs.js";

/** Where a value was found in a document being read: the start of its element (1-based). */
export interface ValuePosition {
  readonly line: number;
  readonly column: number;
}

export interface ValueFormatErrorOptions {
  /** Where the value is: wire names from the parameter down, `shipment.Pieces[2].Weight`. */
  readonly path?: string | undefined;
  /** The element at fault, when reading a document. */
  readonly position?: ValuePosition | undefined;
  /** The value belongs to a secret field: `detail` stays out of the message. */
  readonly secret?: boolean | undefined;
  /**
   * .NET's reader raises this fault as an XmlException (content that is not XML of the expected shape:
   * invalid base64, elements inside a simple value). ASMX answers such a request 400 with an empty body
   * instead of a SOAP fault.
   */
  readonly xmlException?: boolean | undefined;
  /**
   * DataContractSerializer: an `i:type` naming a data contract (`ns`, `name`) not known where it stands (in
   * `element`): WCF's DeserializationFailed fault says .NET's text for it (server/wcf.ts).
   */
  readonly unknownContract?:
    | { readonly element: { readonly ns: string; readonly local: string }; readonly ns: string; readonly name: string }
    | undefined;
  /**
   * DataContractSerializer: .NET's own text for this fault where it is not one of the forms WCF's fault derives
   * (an untyped `object` element with content, lab wcf/known-depth): the InnerException message it says.
   */
  readonly dotnetText?: string | undefined;
}

/**
 * The value has the wrong form for its type. `expected` says what is allowed and never quotes the value;
 * `detail`, when set, says where in the value the fault is (a character and its index), which would
 * reveal part of a secret: a message about a secret field leaves it out. `path` names the value from the
 * parameter down (`shipment.Pieces[2].Weight`) and starts the message; `position` is its element's place
 * in the document read.
 */
export class ValueFormatError extends Error {
  /** Also true for an instance from another copy of the runtime (see brand.ts). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  readonly expected: string;
  readonly detail: string | undefined;
  readonly path: string | undefined;
  readonly position: ValuePosition | undefined;
  readonly secret: boolean;
  readonly xmlException: boolean;
  readonly unknownContract: ValueFormatErrorOptions["unknownContract"];
  readonly dotnetText: string | undefined;

  /** What is wrong, without the path: `expected ...`, and the detail unless the value is a secret. */
  readonly reason: string;

  constructor(expected: string, detail?: string, options: ValueFormatErrorOptions = {}) {
    const reason = `expected ${expected}${detail && !options.secret ? ` (${detail})` : ""}`;
    super(`${options.path ? `${options.path}: ` : ""}${reason}`);
    this.reason = reason;
    this.name = "ValueFormatError";
    this.expected = expected;
    this.detail = detail;
    this.path = options.path;
    this.position = options.position;
    this.secret = options.secret ?? false;
    this.xmlException = options.xmlException ?? false;
    this.unknownContract = options.unknownContract;
    this.dotnetText = options.dotnetText;
  }

  /**
   * This error located at `path` (and at `position`, unless it already has one) when it has no path yet;
   * an error already located deeper is returned as it is.
   */
  at(path: string, position?: ValuePosition, secret?: boolean): ValueFormatError {
    if (this.path !== undefined) return this;
    return new ValueFormatError(this.expected, this.detail, {
      path,
      position: this.position ?? position,
      secret: this.secret || (secret ?? false),
      xmlException: this.xmlException,
      unknownContract: this.unknownContract,
      dotnetText: this.dotnetText,
    });
  }
}

brand(ValueFormatError, "ValueFormatError");

/** A JavaScript value of a simple type, as the runtime carries it (a `[Flags]` enum: its member names). */
export type SimpleValue = string | number | bigint | boolean | Uint8Array | readonly string[];

export type TextRules = "xml" | "http";

function trimmed(text: string, rules: TextRules): string {
  // Both XmlConvert and the .NET Parse methods ignore surrounding white space.
  return rules === "xml" ? trimXmlSpace(text) : text.trim();
}

/**
 * canonicalDateTime(text) when isDateTimeOrDate(text), else undefined; the common dateTime checked and
 * found canonical character by character (lexical-scan.ts), without the regular expressions.
 */
export function checkedDateTime(text: string): string | undefined {
  if (isDateTimeText(text) && isCanonicalDateTimeText(text)) return text;
  return isDateTimeOrDate(text) ? canonicalDateTime(text) : undefined;
}

/** Reads a simple value from its text. Throws ValueFormatError. */
export function parseSimple(type: SimpleTypeName, text: string, rules: TextRules, codecs?: ValueCodecs): SimpleValue {
  switch (type) {
    case "string":
      return text;
    case "anyURI":
      // System.Uri: new Uri(text, UriKind.RelativeOrAbsolute), its text kept as given, white space too (lab uri,
      // Echo.escape). Uri's own validation (an absolute URI with a bad host, `http://a b/`) is not repeated here.
      return text;
    case "boolean": {
      const t = trimmed(text, rules);
      if (rules === "http") {
        const lower = t.toLowerCase();
        if (lower === "true") return true;
        if (lower === "false") return false;
        throw new ValueFormatError("true or false");
      }
      if (t === "true" || t === "1") return true;
      if (t === "false" || t === "0") return false;
      throw new ValueFormatError("a boolean: true, false, 1 or 0");
    }
    case "int":
    case "short":
    case "byte":
    case "unsignedByte":
    case "unsignedShort":
    case "unsignedInt":
    case "long":
    case "unsignedLong": {
      const t = trimmed(text, rules);
      const [min, max] = INTEGER_RANGES[type]!;
      if (type !== "long" && type !== "unsignedLong") {
        // Up to 15 digits: exact as a number, no BigInt (the same value and range check).
        const short = shortInteger(t);
        if (short !== undefined) {
          if (short < min || short > max) throw new ValueFormatError(`an integer from ${min} to ${max}`);
          return short;
        }
      }
      const value = INTEGER.test(t) ? boundedInteger(t) : undefined;
      if (value === undefined || value < min || value > max)
        throw new ValueFormatError(`an integer from ${min} to ${max}`);
      return type === "long" || type === "unsignedLong" ? value : Number(value);
    }
    case "decimal": {
      const t = trimmed(text, rules);
      const value = isCanonicalDecimalText(t) ? t : DECIMAL.test(t) ? canonicalDecimal(t) : undefined;
      if (value === undefined) throw new ValueFormatError(DECIMAL_EXPECTED);
      return value;
    }
    case "double":
    case "float": {
      const t = trimmed(text, rules);
      if (t === "INF" || t === "Infinity") return Infinity;
      if (t === "-INF" || t === "-Infinity") return -Infinity;
      if (t === "NaN") return NaN;
      if (!REAL.test(t)) throw new ValueFormatError("a number such as 1.5, 2E-3, INF, -INF or NaN");
      // A float holds single precision; beyond the range, .NET Framework's Parse overflows rather than giving INF.
      const value = type === "float" ? Math.fround(Number(t)) : Number(t);
      if (!Number.isFinite(value))
        throw new ValueFormatError(`a number within the range of a ${type}, INF, -INF or NaN`);
      return value;
    }
    case "dateTime": {
      const t = trimmed(text, rules);
      const value = checkedDateTime(t);
      if (value === undefined) throw new ValueFormatError("a date and time such as 2024-01-02T03:04:05+00:00");
      return value;
    }
    case "date": {
      const t = trimmed(text, rules);
      if (!isDate(t)) throw new ValueFormatError("a date such as 2024-01-02");
      return canonicalDate(t);
    }
    case "guid": {
      const t = trimmed(text, rules);
      if (isCanonicalGuidText(t)) return t;
      if (!isGuid(t)) throw new ValueFormatError("a GUID such as 0f8fad5b-d9cb-469f-a165-70867728950e");
      return canonicalGuid(t);
    }
    case "base64Binary": {
      const bytes = decodeBase64(text);
      // XmlSerializer reads base64 through the XmlReader: a bad character is an XmlException there.
      if (!bytes) throw new ValueFormatError("base64 text", undefined, { xmlException: true });
      return bytes;
    }
    case "char": {
      const t = trimmed(text, rules);
      const code = INTEGER.test(t) ? boundedInteger(t) : undefined;
      if (code === undefined || code < 0n || code > 65535n) throw new ValueFormatError(CHAR_EXPECTED);
      return String.fromCharCode(Number(code));
    }
    case "duration": {
      // TimeSpan and DateTimeOffset (WCF's): the times codec's (text/wcf-times.ts), which `codecs` must name.
      const value = codecOf(codecs, "times").duration(trimmed(text, rules));
      if (value === undefined) throw new ValueFormatError(DURATION_EXPECTED);
      return value;
    }
    case "dateTimeOffset": {
      const value = codecOf(codecs, "times").dateTimeOffset(trimmed(text, rules));
      if (value === undefined) throw new ValueFormatError(DATE_TIME_OFFSET_EXPECTED);
      return value;
    }
    case "QName":
      // Its prefix means what the declarations around it say: the XML readers read it (qualified-name.ts).
      throw new ValueFormatError(QNAME_PLACED);
  }
}

const URI_PLACED = "a URI only in a WCF (DataContract) message, whose writer escapes it";
const QNAME_PLACED = "a qualified name only in XML, where its prefix's declaration is in scope";

const DURATION_EXPECTED = "a duration such as P1DT2H3M4.5S within TimeSpan's range";
const DATE_TIME_OFFSET_EXPECTED = "a date and time with its offset such as 2024-05-01T10:30:00+02:00";

const DECIMAL_EXPECTED =
  "a decimal number such as 12.50, within System.Decimal's range (±79228162514264337593543950335)";
const CHAR_EXPECTED = "a character as its UTF-16 code number, an integer from 0 to 65535 (65 for A)";

/** Writes a simple value as text. Throws ValueFormatError when the value does not fit the type. */
export function formatSimple(type: SimpleTypeName, value: unknown, codecs?: ValueCodecs): string {
  switch (type) {
    case "string":
      if (typeof value !== "string") throw new ValueFormatError("a string");
      return value;
    case "anyURI":
      // Escaped as DataContractSerializer escapes it: the WCF writer writes it (the uri codec, text/uri.ts).
      throw new ValueFormatError(URI_PLACED);
    case "boolean":
      if (typeof value !== "boolean") throw new ValueFormatError("a boolean");
      return value ? "true" : "false";
    case "int":
    case "short":
    case "byte":
    case "unsignedByte":
    case "unsignedShort":
    case "unsignedInt":
    case "long":
    case "unsignedLong": {
      const [min, max] = INTEGER_RANGES[type]!;
      // A safe integer (every value of the narrower types) needs no BigInt: it compares with the bounds
      // as it is, and its decimal text is the same.
      if (typeof value === "number" && Number.isSafeInteger(value)) {
        if (value < min || value > max) throw new ValueFormatError(`an integer from ${min} to ${max}`);
        return String(value);
      }
      if (typeof value !== "bigint") throw new ValueFormatError(`an integer from ${min} to ${max}`);
      const big = value;
      if (big < min || big > max) throw new ValueFormatError(`an integer from ${min} to ${max}`);
      return big.toString();
    }
    case "decimal": {
      const text = typeof value === "number" && Number.isFinite(value) ? numberToDecimal(value) : value;
      const written =
        typeof text !== "string"
          ? undefined
          : isCanonicalDecimalText(text)
            ? text
            : DECIMAL.test(text)
              ? canonicalDecimal(text)
              : undefined;
      if (written === undefined)
        throw new ValueFormatError(
          'a decimal number (string such as "12.50") within System.Decimal\'s range (±79228162514264337593543950335)',
        );
      return written;
    }
    case "double":
      if (typeof value !== "number") throw new ValueFormatError("a number");
      return formatDouble(value);
    case "float":
      if (typeof value !== "number") throw new ValueFormatError("a number");
      return formatFloat(value);
    case "dateTime": {
      const text = value instanceof Date ? dateToXml(value) : value;
      const written = typeof text === "string" ? checkedDateTime(text) : undefined;
      if (written === undefined)
        throw new ValueFormatError("a Date or a date-time string such as 2024-01-02T03:04:05+00:00");
      return written;
    }
    case "date": {
      // A Date is taken as the UTC day it falls on; a dateTime text (a date ASMX read over HTTP GET/POST, as
      // DateTime.Parse does) as its day.
      const text = value instanceof Date ? dateToXml(value).slice(0, 10) : dayOf(value);
      if (typeof text !== "string" || !isDate(text))
        throw new ValueFormatError("a Date or a date string such as 2024-01-02");
      return canonicalDate(text);
    }
    case "guid":
      if (typeof value !== "string") throw new ValueFormatError("a GUID string");
      if (isCanonicalGuidText(value)) return value;
      if (!isGuid(value)) throw new ValueFormatError("a GUID string");
      return canonicalGuid(value);
    case "base64Binary":
      if (!(value instanceof Uint8Array)) throw new ValueFormatError("a Uint8Array");
      return encodeBase64(value);
    case "char":
      if (typeof value !== "string" || value.length !== 1)
        throw new ValueFormatError("a string of one UTF-16 code unit (a .NET char)");
      return String(value.charCodeAt(0));
    case "duration": {
      const text = typeof value === "string" ? codecOf(codecs, "times").duration(value) : undefined;
      if (text === undefined) throw new ValueFormatError(DURATION_EXPECTED);
      return text;
    }
    case "dateTimeOffset": {
      // Its TypeScript form; the DataContract writer splits it into DateTime and OffsetMinutes.
      const text = typeof value === "string" ? codecOf(codecs, "times").dateTimeOffset(value) : undefined;
      if (text === undefined) throw new ValueFormatError(DATE_TIME_OFFSET_EXPECTED);
      return text;
    }
    case "QName":
      // Its prefix depends on the declarations where it is written: the XML writers write it (value-writer.ts).
      throw new ValueFormatError(QNAME_PLACED);
  }
}

/**
 * A Date as .NET writes a UTC DateTime: the fraction without its trailing zeros, none when it is zero
 * (`yyyy-MM-ddTHH:mm:ss.FFFFFFFZ`: 04:05:06.5Z, not 04:05:06.500Z).
 */
function dateToXml(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new ValueFormatError("a valid Date");
  return date.toISOString().replace(/\.(\d*?)0*Z$/, (_, digits: string) => (digits ? `.${digits}Z` : "Z"));
}

/** Reads an enum value: SOAP accepts the exact names only; HTTP GET/POST also the numeric value, as Enum.Parse does. */
export function parseEnum(type: EnumType, text: string, rules: TextRules): string {
  if (rules === "xml") {
    if (type.values.includes(text)) return text;
  } else {
    const t = text.trim();
    if (type.values.includes(t)) return t;
    if (/^[+-]?\d+$/.test(t)) {
      const index = numbersOf(type).indexOf(Number(t));
      if (index >= 0) return type.values[index]!;
    }
  }
  throw new ValueFormatError(`one of ${type.values.join(", ")} (exact case)`);
}

export function formatEnum(type: EnumType, value: unknown): string {
  if (type.flags) return formatFlags(type, value);
  if (typeof value !== "string" || !type.values.includes(value)) {
    throw new ValueFormatError(`one of ${type.values.join(", ")}`);
  }
  return value;
}

function numbersOf(type: EnumType): readonly number[] {
  return type.numbers ?? type.values.map((_, i) => i);
}

/**
 * The member names .NET writes for a `[Flags]` value (XmlSerializer, lab flags-combined): the first member whose
 * value is exactly the bits (a member naming a combination, `YearEnd = Adjustment | Closing`, is written alone);
 * else, in declaration order, every non-zero member whose bits are all set, until those taken cover the value
 * (FromEnum: `ReadWrite Read Write Delete` for 7 when ReadWrite = 3 comes first); none gives []. Undefined bits are
 * refused. Without members naming combinations this is every set member in declaration order. A data contract's
 * (`remainingBits`, DataContractSerializer's EnumDataContract, lab wcf/flags-combined) takes a member only when all
 * its bits are still left: `A B C` for 7 when AB = 3 follows A and B, `AB C` when it comes first.
 */
function flagNames(type: EnumType, bits: bigint, what: () => ValueFormatError): string[] {
  const numbers = numbersOf(type);
  if (bits !== 0n) {
    const exact = numbers.findIndex((n) => BigInt(n) === bits);
    if (exact >= 0) return [type.values[exact]!];
  }
  const names: string[] = [];
  let rest = bits;
  type.values.forEach((name, i) => {
    const member = BigInt(numbers[i]!);
    if (rest !== 0n && member !== 0n && (member & (type.remainingBits ? rest : bits)) === member) {
      names.push(name);
      rest &= ~member;
    }
  });
  if (rest !== 0n) throw what();
  return names;
}

function flagsExpected(type: EnumType): string {
  return `a list of ${type.name} members separated by spaces (${type.values.join(", ")}; exact case)`;
}

/**
 * Reads a `[Flags]` value as member names in member-value order, the zero member left out.
 * SOAP: names separated by white space (`Insurance Signature`; `None` or nothing for none).
 * HTTP GET/POST (Enum.Parse): names separated by commas, or the number.
 */
export function parseFlags(type: EnumType, text: string, rules: TextRules): readonly string[] {
  const numbers = numbersOf(type);
  const fail = (): ValueFormatError =>
    new ValueFormatError(
      rules === "xml" ? flagsExpected(type) : `${type.name} member names separated by commas, or its number`,
    );
  const t = trimmed(text, rules);
  if (rules === "http" && INTEGER.test(t)) {
    const bits = boundedInteger(t);
    if (bits === undefined) throw fail();
    return flagNames(type, bits, fail);
  }
  const tokens = rules === "xml" ? t.split(/[ \t\r\n]+/) : t.split(",").map((s) => s.trim());
  let bits = 0n;
  for (const token of tokens) {
    if (token === "" && rules === "xml") continue;
    const index = type.values.indexOf(token);
    if (index < 0) throw fail();
    bits |= BigInt(numbers[index]!);
  }
  return flagNames(type, bits, fail);
}

/** Writes a `[Flags]` value given as a list of member names (any order, repeats and the zero member allowed). */
export function formatFlags(type: EnumType, value: unknown): string {
  const small = int32Flags(type);
  if (small !== undefined && Array.isArray(value)) {
    // Members numbered within 32 bits: the same bits in a number (BigInt's sign-extended int32s combine as int32s
    // do), the text kept per bits. Anything to refuse is left to the general path below, which refuses it.
    const { numbers, texts } = small;
    let bits = 0;
    let k = 0;
    for (; k < value.length; k++) {
      const name: unknown = value[k];
      const index = typeof name === "string" ? type.values.indexOf(name) : -1;
      if (index < 0) break;
      bits |= numbers[index]!;
    }
    if (k === value.length) {
      const known = texts.get(bits);
      if (known !== undefined) return known;
      const text = flagsText(type, numbers, bits);
      if (text !== undefined) {
        if (texts.size < 256) texts.set(bits, text);
        return text;
      }
    }
  }
  const fail = (): ValueFormatError =>
    new ValueFormatError(`a list of ${type.name} members (${type.values.join(", ")})`);
  if (!Array.isArray(value)) throw fail();
  const numbers = numbersOf(type);
  let bits = 0n;
  for (const name of value as unknown[]) {
    const index = typeof name === "string" ? type.values.indexOf(name) : -1;
    if (index < 0) throw fail();
    bits |= BigInt(numbers[index]!);
  }
  const names = flagNames(type, bits, fail);
  if (names.length) return names.join(" ");
  const zero = numbers.indexOf(0);
  return zero >= 0 ? type.values[zero]! : "";
}

interface Int32Flags {
  readonly numbers: readonly number[];
  readonly texts: Map<number, string>;
}

/** A [Flags] type whose members are numbered within 32 bits: its numbers and texts by bits (formatFlags); else undefined. */
function int32Flags(type: EnumType): Int32Flags | undefined {
  let flags = flagTexts.get(type);
  if (flags === undefined) {
    const numbers = numbersOf(type);
    flags = numbers.every((n) => n === (n | 0)) ? { numbers, texts: new Map() } : null;
    flagTexts.set(type, flags);
  }
  return flags ?? undefined;
}

const flagTexts = new WeakMap<EnumType, Int32Flags | null>();

/** flagNames joined as formatFlags writes them, for bits within 32 bits; undefined for undefined bits. */
function flagsText(type: EnumType, numbers: readonly number[], bits: number): string | undefined {
  if (bits !== 0) {
    const exact = numbers.indexOf(bits);
    if (exact >= 0) return type.values[exact]!;
  }
  let text: string | undefined;
  let rest = bits;
  for (let i = 0; i < numbers.length; i++) {
    const member = numbers[i]!;
    if (rest !== 0 && member !== 0 && (member & (type.remainingBits ? rest : bits)) === member) {
      text = text === undefined ? type.values[i]! : text + " " + type.values[i]!;
      rest &= ~member;
    }
  }
  if (rest !== 0) return undefined;
  if (text !== undefined) return text;
  const zero = numbers.indexOf(0);
  return zero >= 0 ? type.values[zero]! : "";
}

/** .NET's default of an enum: the member numbered 0 (the first member when none is), no flags for `[Flags]`. */
export function defaultEnum(type: EnumType): string | readonly string[] {
  if (type.flags) return [];
  const zero = numbersOf(type).indexOf(0);
  return type.values[zero >= 0 ? zero : 0]!;
}

/**
 * Reads an item of an array or a scalar field. A simple type with a `dataType` (token, hexBinary, time...) is
 * the data-types codec's (data-types.ts), which `codecs` must name.
 */
export function parseItem(type: ItemType, text: string, rules: TextRules, codecs?: ValueCodecs): SimpleValue {
  if (type.kind === "simple") {
    if (type.dataType !== undefined) return codecOf(codecs, "dataTypes").read(type, text, rules);
    return parseSimple(type.type, text, rules, codecs);
  }
  return type.flags ? parseFlags(type, text, rules) : parseEnum(type, text, rules);
}

/** Writes an item of an array or a scalar field; a `dataType`'s through the data-types codec, as parseItem reads it. */
export function formatItem(type: ItemType, value: unknown, codecs?: ValueCodecs): string {
  if (type.kind === "enum") return formatEnum(type, value);
  if (type.dataType !== undefined) return codecOf(codecs, "dataTypes").write(type, value);
  return formatSimple(type.type, value, codecs);
}

/** The day of a dateTime text (what ASMX's HTTP GET/POST read for a date); anything else as it is. */
function dayOf(value: unknown): unknown {
  if (typeof value !== "string" || !value.includes("T")) return value;
  const text = checkedDateTime(value);
  return text === undefined ? value : text.slice(0, text.indexOf("T"));
}

/** Whether a value of this type is text that may be empty (strings) rather than a value type. */
export function isReferenceItem(type: ItemType): boolean {
  return type.kind === "simple" && (type.type === "string" || type.type === "base64Binary" || type.type === "QName");
}
