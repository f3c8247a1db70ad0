/**
 * The data-types codec: values of a member [XmlElement(DataType = "...")] (or [XmlAttribute], a parameter's
 * [XmlElement], [XmlArrayItem]) gives another XML Schema type: a string's (token, NMTOKEN, anyURI...), hexBinary
 * on a byte[], time on a DateTime (text/string-data-types.ts has their rules). parseItem and formatItem reach it
 * through the service descriptor's `codecs` (`codecs: { dataTypes: dataTypesCodec }`), named only for services
 * with such a member, so that a bundle of a client without one holds none of it.
 */
import type { SimpleType } from "./descriptor.js";
import type { DataTypesCodec } from "./soap/codecs.js";
import {
  readHexBinary,
  readStringData,
  readTime,
  writeHexBinary,
  writeStringData,
  writeTime,
} from "./text/string-data-types.js";
import {
  checkedDateTime,
  formatSimple,
  parseSimple,
  ValueFormatError,
  type SimpleValue,
  type TextRules,
} from "./values.js";

/** Reads the text of a simple value of a data type. HTTP GET/POST parameters of a string data type are taken as sent. */
function readDataType(type: SimpleType, text: string, rules: TextRules): SimpleValue {
  if (type.dataType === "time") {
    const time = readTime(text);
    if (time === undefined)
      throw new ValueFormatError("a time of day such as 13:14:15, 13:14:15.1234567Z or 13:14:15+02:00");
    return time;
  }
  if (type.dataType === "hexBinary") {
    const bytes = readHexBinary(text);
    if (!bytes) throw new ValueFormatError("hexBinary text (hex digits)", undefined, { xmlException: true });
    return bytes;
  }
  if (type.dataType !== undefined && rules === "xml") return readStringData(type.dataType, text);
  return parseSimple(type.type, text, rules);
}

/** Writes a simple value of a data type. */
function writeDataType(type: SimpleType, value: unknown): string {
  if (type.dataType === "time") {
    const time = writeTime(clockOf(value));
    if (time === undefined)
      throw new ValueFormatError("a Date or a time of day such as 13:14:15, 13:14:15.1234567Z or 13:14:15+02:00");
    return time;
  }
  if (type.dataType === "hexBinary") {
    if (!(value instanceof Uint8Array)) throw new ValueFormatError("a Uint8Array");
    return writeHexBinary(value);
  }
  const text = formatSimple(type.type, value);
  return type.dataType === undefined ? text : writeStringData(type.dataType, text);
}

/** The time of day of a dateTime text (what ASMX's HTTP GET/POST read for a time), its zone kept; anything else as it is. */
function clockOf(value: unknown): unknown {
  if (typeof value !== "string" || !value.includes("T")) return value;
  const text = checkedDateTime(value);
  return text === undefined ? value : text.slice(text.indexOf("T") + 1);
}

export const dataTypesCodec: DataTypesCodec = { read: readDataType, write: writeDataType };
