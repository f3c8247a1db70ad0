/**
 * The DataSet encoder as it was before the rows were written straight to text (commit c706ced): each diffgram
 * row built as an element tree and written by writeElement. Kept here, test-only, as the reference the
 * planned writer (rows-write.ts) is compared against, output and errors alike.
 */
import { DIFFGRAM_NS, MSDATA_NS } from "../../runtime/src/protocol.js";
import { findInvalidXmlChar } from "../../runtime/src/xml/escape.js";
import { DataSetEncodeError, type DataSetPlace } from "../../runtime/src/dataset/errors.js";
import { DataSet, DataTable } from "../../runtime/src/dataset/model.js";
import { encodeXmlName } from "../../runtime/src/dataset/names.js";
import { schemaElement } from "../../runtime/src/dataset/schema-write.js";
import type { DataColumn, DataRow } from "../../runtime/src/dataset/types.js";
import { ValueProblem, formatColumnValue, ownValue } from "../../runtime/src/dataset/values.js";
import { element, writeElement, type OutElement } from "../../runtime/src/dataset/xml-out.js";

interface EncodeOptions {
  /** "compact" (default): one line, as inside SOAP envelopes. "indented": as in HTTP GET/POST result documents. */
  readonly layout?: "compact" | "indented";
  /** Indented layout: nesting depth of the container element (the HTTP result root is 0, the default). */
  readonly depth?: number;
}

/**
 * The content of the container element: `<xs:schema …>…</xs:schema><diffgr:diffgram …>…</diffgr:diffgram>`.
 * Indented, each of the two starts on a new line one level below the container, and the content ends with the
 * newline and indentation of the container's end tag, so `<DataSet xmlns="…">` + content + `</DataSet>` is the
 * exact document. Throws DataSetEncodeError when a value does not fit its column.
 */
export function referenceEncodeDataSet(dataSet: DataSet, options: EncodeOptions = {}): string {
  if (!(dataSet instanceof DataSet)) throw new DataSetEncodeError("expected a DataSet (see dataSet())");
  checkText(dataSet.namespace, "the namespace", {});
  if (dataSet.locale !== undefined) checkText(dataSet.locale, "the locale", {});
  const parts = [schemaElement(dataSet), diffgramElement(dataSet)];
  if (options.layout !== "indented") return parts.map((p) => writeElement(p, undefined)).join("");
  const depth = options.depth ?? 0;
  const pad = (d: number): string => "\n" + "  ".repeat(d);
  return parts.map((p) => pad(depth + 1) + writeElement(p, depth + 1)).join("") + pad(depth);
}

/** A DataTable as .NET serializes one on its own: a `NewDataSet` schema naming it in msdata:MainDataTable. */
export function referenceEncodeDataTable(table: DataTable<object>, options: EncodeOptions = {}): string {
  if (!(table instanceof DataTable)) throw new DataSetEncodeError("expected a DataTable (see table())");
  return referenceEncodeDataSet(new DataSet("NewDataSet", [table], { mainTable: table.name }), options);
}

function checkText(text: string, what: string, place: DataSetPlace): void {
  if (typeof text !== "string" || findInvalidXmlChar(text) >= 0)
    throw new DataSetEncodeError(`${what} must be text XML can carry`, place);
}

function diffgramElement(dataSet: DataSet): OutElement {
  const attributes: [string, string][] = [
    ["xmlns:msdata", MSDATA_NS],
    ["xmlns:diffgr", DIFFGRAM_NS],
  ];
  if (dataSet.tables.every((t) => t.rows.length === 0)) return element("diffgr:diffgram", attributes);
  const ns = dataSet.namespace;
  const current: OutElement[] = [];
  const before: OutElement[] = [];
  const errors: OutElement[] = [];
  for (const table of dataSet.tables) {
    table.rows.forEach((row, index) => {
      const place = { table: table.name, rowIndex: index };
      const id = `${table.name}${index + 1}`;
      const hasErrors = rowHasErrors(row, table, place);
      if (row.state !== "deleted") {
        const attrs: [string, string][] = [
          ["diffgr:id", id],
          ["msdata:rowOrder", String(index)],
        ];
        if (row.state === "added") attrs.push(["diffgr:hasChanges", "inserted"]);
        if (row.state === "modified") attrs.push(["diffgr:hasChanges", "modified"]);
        if (hasErrors) attrs.push(["diffgr:hasErrors", "true"]);
        current.push(element(encodeXmlName(table.name), attrs, cells(table, row.values, place)));
      }
      if (row.state === "modified" || row.state === "deleted") {
        const attrs: [string, string][] = [["diffgr:id", id]];
        if (row.state === "deleted" && hasErrors) attrs.push(["diffgr:hasErrors", "true"]);
        // The row leaves the data element's scope, so it declares its namespace again (written last, as XmlTextWriter does).
        attrs.push(["msdata:rowOrder", String(index)], ["xmlns", ns]);
        const original = row.state === "modified" ? row.original : (row.original ?? row.values);
        if (original === undefined) throw new DataSetEncodeError("a modified row needs its original values", place);
        before.push(element(encodeXmlName(table.name), attrs, cells(table, original, place)));
      }
      if (hasErrors) errors.push(errorElement(table, row, id, ns));
    });
  }
  const dataName = dataSet.mainTable !== undefined ? "DocumentElement" : encodeXmlName(dataSet.name);
  const content = [element(dataName, [["xmlns", ns]], current)];
  if (before.length) content.push(element("diffgr:before", [], before));
  if (errors.length) content.push(element("diffgr:errors", [], errors));
  return element("diffgr:diffgram", attributes, content);
}

/** Column elements of a row: one per non-null value, in column order. */
function cells(table: DataTable, values: unknown, place: DataSetPlace): OutElement[] {
  if (typeof values !== "object" || values === null)
    throw new DataSetEncodeError("row values must be an object keyed by column name", place);
  const record = values as Readonly<Record<string, unknown>>;
  for (const key of Object.keys(record)) {
    if (!table.column(key) && ownValue(record, key) !== undefined)
      throw new DataSetEncodeError("the row has a value for a column the table does not have", {
        ...place,
        column: key,
      });
  }
  const result: OutElement[] = [];
  for (const column of table.columns) {
    const value = ownValue(record, column.name);
    if (value === null || value === undefined) continue;
    let text: string;
    try {
      text = formatColumnValue(column.type, value, column.dateTimeMode);
    } catch (error) {
      if (error instanceof ValueProblem) throw new DataSetEncodeError(error.message, { ...place, column: column.name });
      throw error;
    }
    const attrs: [string, string][] = preservesSpace(column, text) ? [["xml:space", "preserve"]] : [];
    result.push(element(encodeXmlName(column.name), attrs, text));
  }
  return result;
}

/** .NET marks a string that is only white space (char.IsWhiteSpace) with xml:space="preserve" so readers keep it. */
function preservesSpace(column: DataColumn, text: string): boolean {
  const textual =
    column.type === "string" || (typeof column.type !== "string" && /^System\.Char\b/.test(column.type.dataType ?? ""));
  return textual && /^[\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+$/.test(text);
}

function rowHasErrors(row: DataRow, table: DataTable, place: DataSetPlace): boolean {
  if (row.error !== undefined) checkText(row.error, "a row error", place);
  for (const [name, message] of Object.entries(row.columnErrors ?? {})) {
    if (!table.column(name))
      throw new DataSetEncodeError("a column error names a column the table does not have", { ...place, column: name });
    checkText(message, "a column error", { ...place, column: name });
  }
  return !!row.error || Object.values(row.columnErrors ?? {}).some((m) => m !== "");
}

function columnError(row: DataRow, column: string): string | undefined {
  const message = row.columnErrors ? ownValue(row.columnErrors, column) : undefined;
  return typeof message === "string" && message !== "" ? message : undefined;
}

function errorElement(table: DataTable, row: DataRow, id: string, ns: string): OutElement {
  const attrs: [string, string][] = [["diffgr:id", id]];
  if (row.error) attrs.push(["diffgr:Error", row.error]);
  attrs.push(["xmlns", ns]);
  const columnErrors = table.columns.flatMap((c) => {
    const message = columnError(row, c.name);
    return message === undefined ? [] : [element(encodeXmlName(c.name), [["diffgr:Error", message]])];
  });
  return element(encodeXmlName(table.name), attrs, columnErrors);
}
