/**
 * The rows of a diffgram, written straight to text: a writer per table, planned once per encode (element
 * names, tags and a formatter per column), so a cell costs its value's text and two constant tags. Values the
 * builders checked (see checked.ts) are written without being checked again; others go through
 * formatColumnValue, which checks them. Text is scanned once, and escaped only when a character needs it.
 *
 * Output is byte for byte what writeElement (xml-out.ts) gives for the same rows, in both layouts.
 */
import { encodeBase64 } from "../text/base64.js";
import { formatDouble, formatFloat } from "../text/floats.js";
import { escapeAttribute, escapeText } from "../xml/escape.js";
import { columnsSignature, isChecked } from "./checked.js";
import { DataSetEncodeError, type DataSetPlace } from "./errors.js";
import type { DataTable } from "./model.js";
import { encodeXmlName } from "./names.js";
import type { ColumnValue, DataColumn } from "./types.js";
import { ValueProblem, formatColumnValue, ownValue } from "./values.js";

/** White space .NET's char.IsWhiteSpace knows: a string of nothing else is written with xml:space="preserve". */
const SPACE_ONLY = /^[\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+$/;

/** Whether the text may be white space only (its first character is one of SPACE_ONLY's, or above U+1680). */
function mayBeSpaceOnly(text: string): boolean {
  const c = text.charCodeAt(0);
  return c <= 32 || c === 0x85 || c === 0xa0 || c >= 0x1680;
}

/** How a cell's text must be written: 0 as it is, 1 escaped, -1 not sure (a character XML may not carry). */
function scanText(text: string): number {
  let escape = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (c === 13) escape = 1;
      else if (c !== 9 && c !== 10) return -1;
    } else if (c === 38 || c === 60 || c === 62)
      escape = 1; // & < >
    else if (c >= 0xd800) {
      if (c >= 0xfffe) return -1;
      if (c <= 0xdbff) {
        const next = text.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff)
          i++; // a pair: fine
        else return -1;
      } else if (c <= 0xdfff) return -1; // a low surrogate alone
    }
  }
  return escape;
}

/** A column of a table, planned once per encode. */
interface ColumnWriter {
  readonly column: DataColumn;
  readonly name: string;
  /** `<Name>`, `<Name xml:space="preserve">`, `</Name>`, `<Name />`. */
  readonly open: string;
  readonly openPreserved: string;
  readonly close: string;
  readonly empty: string;
  /** A string or Char column: text that is only white space is marked xml:space="preserve". */
  readonly textual: boolean;
  /** The text of a checked value, or undefined when it is text to scan (string and other XML Schema types). */
  readonly format: ((value: ColumnValue) => string) | undefined;
}

function formatterOf(column: DataColumn): ((value: ColumnValue) => string) | undefined {
  const type = column.type;
  switch (type) {
    case "boolean":
      return (value) => (value ? "true" : "false");
    case "long":
    case "unsignedLong":
      return (value) => (value as bigint).toString();
    case "int":
    case "short":
    case "byte":
    case "unsignedByte":
    case "unsignedShort":
    case "unsignedInt":
      return (value) => String(value);
    case "double":
      return (value) => formatDouble(value as number);
    case "float":
      return (value) => formatFloat(value as number);
    case "base64Binary":
      return (value) => encodeBase64(value as Uint8Array);
    case "decimal":
    case "dateTime":
    case "guid":
      // Checked text of digits, signs, separators and hex digits: nothing to escape.
      return (value) => value as string;
    default:
      return undefined;
  }
}

function columnWriter(column: DataColumn): ColumnWriter {
  const element = encodeXmlName(column.name);
  const type = column.type;
  return {
    column,
    name: column.name,
    open: `<${element}>`,
    openPreserved: `<${element} xml:space="preserve">`,
    close: `</${element}>`,
    empty: `<${element} />`,
    textual: type === "string" || (typeof type !== "string" && /^System\.Char\b/.test(type.dataType ?? "")),
    format: formatterOf(column),
  };
}

function pad(depth: number): string {
  return "\n" + "  ".repeat(depth);
}

/** Writes the rows of one table; `indent`: depth of its row elements, undefined for compact output. */
export class TableWriter {
  readonly table: DataTable;
  /** Local name of the row elements. */
  readonly element: string;
  /** diffgr:id of a row is this and its 1-based position. */
  readonly idPrefix: string;
  readonly #columns: readonly ColumnWriter[];
  readonly #byName: ReadonlyMap<string, ColumnWriter>;
  readonly #signature: string;
  /** Before a row's start tag, before each cell, before the row's end tag. */
  readonly #rowPad: string;
  readonly #cellPad: string;

  constructor(table: DataTable, indent: number | undefined) {
    this.table = table;
    this.element = encodeXmlName(table.name);
    this.idPrefix = escapeAttribute(table.name);
    this.#columns = table.columns.map(columnWriter);
    this.#byName = new Map(this.#columns.map((c) => [c.name, c]));
    this.#signature = columnsSignature(table.columns);
    this.#rowPad = indent === undefined ? "" : pad(indent);
    this.#cellPad = indent === undefined ? "" : pad(indent + 1);
  }

  hasColumn(name: string): boolean {
    return this.#byName.has(name);
  }

  /**
   * `<Row{attributes}>` with a cell per non-null value in column order (`<Row{attributes} />` without any),
   * preceded by the row's indentation. Throws DataSetEncodeError when a value does not fit its column.
   */
  row(attributes: string, values: unknown, place: DataSetPlace): string {
    const cells = isChecked(values, this.#signature)
      ? this.#checkedCells(values as Readonly<Record<string, ColumnValue | null>>, place)
      : this.#cells(values, place);
    const start = `${this.#rowPad}<${this.element}${attributes}`;
    return cells === "" ? `${start} />` : `${start}>${cells}${this.#rowPad}</${this.element}>`;
  }

  /** Cells of values the builders checked for these columns: own keys, one per column, values converted. */
  #checkedCells(record: Readonly<Record<string, ColumnValue | null>>, place: DataSetPlace): string {
    let out = "";
    for (const writer of this.#columns) {
      const value = record[writer.name];
      if (value === null || value === undefined) continue;
      const format = writer.format;
      if (format === undefined) {
        out += this.#text(writer, value, place);
        continue;
      }
      const text = format(value);
      out += this.#cellPad + (text === "" ? writer.empty : writer.open + text + writer.close);
    }
    return out;
  }

  /** A text cell: scanned once; escaped only if needed; a character XML cannot carry is formatColumnValue's to refuse. */
  #text(writer: ColumnWriter, value: ColumnValue, place: DataSetPlace): string {
    const text = value as string;
    const scan = scanText(text);
    if (scan < 0) return this.#cell(writer, value, place);
    if (text === "") return this.#cellPad + writer.empty;
    const open = writer.textual && mayBeSpaceOnly(text) && SPACE_ONLY.test(text) ? writer.openPreserved : writer.open;
    return this.#cellPad + open + (scan === 0 ? text : escapeText(text)) + writer.close;
  }

  /** Cells of any other values, each checked and converted by formatColumnValue. */
  #cells(values: unknown, place: DataSetPlace): string {
    if (typeof values !== "object" || values === null)
      throw new DataSetEncodeError("row values must be an object keyed by column name", place);
    const record = values as Readonly<Record<string, unknown>>;
    for (const key of Object.keys(record)) {
      if (!this.#byName.has(key) && ownValue(record, key) !== undefined)
        throw new DataSetEncodeError("the row has a value for a column the table does not have", {
          ...place,
          column: key,
        });
    }
    let out = "";
    for (const writer of this.#columns) {
      const value = ownValue(record, writer.name);
      if (value === null || value === undefined) continue;
      out += this.#cell(writer, value, place);
    }
    return out;
  }

  #cell(writer: ColumnWriter, value: unknown, place: DataSetPlace): string {
    const column = writer.column;
    let text: string;
    try {
      text = formatColumnValue(column.type, value, column.dateTimeMode);
    } catch (error) {
      if (error instanceof ValueProblem) throw new DataSetEncodeError(error.message, { ...place, column: column.name });
      throw error;
    }
    if (text === "") return this.#cellPad + writer.empty;
    const open = writer.textual && SPACE_ONLY.test(text) ? writer.openPreserved : writer.open;
    return this.#cellPad + open + escapeText(text) + writer.close;
  }
}
