/**
 * Writes a DataSet or DataTable as .NET does inside the element that carries it: the inline schema, then the
 * diffgram. Rows get `diffgr:id` = table name + 1-based position and `msdata:rowOrder` = 0-based position;
 * added and modified rows say so in `diffgr:hasChanges`, original values of modified and deleted rows go to
 * `diffgr:before`, row and column errors to `diffgr:errors`. A DataSet without rows gets an empty diffgram.
 */
import { DIFFGRAM_NS, MSDATA_NS } from "../protocol.js";
import { escapeAttribute, findInvalidXmlChar } from "../xml/escape.js";
import { DataSetEncodeError, type DataSetPlace } from "./errors.js";
import { DataSet, DataTable } from "./model.js";
import { encodeXmlName } from "./names.js";
import { TextChunks } from "../text/chunks.js";
import { TableWriter } from "./rows-write.js";
import { schemaElement } from "./schema-write.js";
import type { DataRow } from "./types.js";
import { ownValue } from "./values.js";
import { element, writeElement, type OutElement } from "./xml-out.js";

export interface EncodeOptions {
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
export function encodeDataSet(dataSet: DataSet, options: EncodeOptions = {}): string {
  const out = new TextChunks();
  writeDataSet(out, dataSet, options);
  return out.text();
}

/** A DataTable as .NET serializes one on its own: a `NewDataSet` schema naming it in msdata:MainDataTable. */
export function encodeDataTable(table: DataTable<object>, options: EncodeOptions = {}): string {
  const out = new TextChunks();
  writeDataTable(out, table, options);
  return out.text();
}

/**
 * encodeDataSet's text added to `out`, for a writer that keeps a large message in chunks. Nothing is added
 * when it throws before the diffgram's rows; after, `out` holds part of the text and must be dropped.
 */
export function writeDataSet(out: TextChunks, dataSet: DataSet, options: EncodeOptions = {}): void {
  for (const _ of writeDataSetSteps(out, dataSet, options)) {
    // Without a step size there is one step.
  }
}

/**
 * writeDataSet in steps, for a message sent while it is written: a step ends (the generator yields) once
 * it has added `stepChars` characters or more to `out`, which the caller may then take. Everything that can
 * be checked before the rows is checked in the first step, before any row is written.
 */
export function* writeDataSetSteps(
  out: TextChunks,
  dataSet: DataSet,
  options: EncodeOptions = {},
  stepChars: number = Infinity,
): Generator<void, void, void> {
  if (!(dataSet instanceof DataSet)) throw new DataSetEncodeError("expected a DataSet (see dataSet())");
  checkText(dataSet.namespace, "the namespace", {});
  if (dataSet.locale !== undefined) checkText(dataSet.locale, "the locale", {});
  const schema = schemaElement(dataSet);
  if (options.layout !== "indented") {
    out.add(writeElement(schema, undefined));
    yield* diffgramSteps(out, dataSet, undefined, stepChars);
    return;
  }
  const depth = options.depth ?? 0;
  out.add(pad(depth + 1) + writeElement(schema, depth + 1) + pad(depth + 1));
  yield* diffgramSteps(out, dataSet, depth + 1, stepChars);
  out.add(pad(depth));
}

/** encodeDataTable's text added to `out` (see writeDataSet). */
export function writeDataTable(out: TextChunks, table: DataTable<object>, options: EncodeOptions = {}): void {
  for (const _ of writeDataTableSteps(out, table, options)) {
    // Without a step size there is one step.
  }
}

/** writeDataTable in steps (see writeDataSetSteps). */
export function writeDataTableSteps(
  out: TextChunks,
  table: DataTable<object>,
  options: EncodeOptions = {},
  stepChars: number = Infinity,
): Generator<void, void, void> {
  if (!(table instanceof DataTable)) throw new DataSetEncodeError("expected a DataTable (see table())");
  return writeDataSetSteps(out, new DataSet("NewDataSet", [table], { mainTable: table.name }), options, stepChars);
}

function checkText(text: string, what: string, place: DataSetPlace): void {
  if (typeof text !== "string" || findInvalidXmlChar(text) >= 0)
    throw new DataSetEncodeError(`${what} must be text XML can carry`, place);
}

const DIFFGRAM_START = `<diffgr:diffgram xmlns:msdata="${MSDATA_NS}" xmlns:diffgr="${DIFFGRAM_NS}"`;

/**
 * The diffgram, written as writeElement would write its element tree; `indent`: its depth, undefined for
 * compact. Yields after a current row once the step has added `stepChars` characters to `out` (see
 * writeDataSetSteps).
 */
function* diffgramSteps(
  out: TextChunks,
  dataSet: DataSet,
  indent: number | undefined,
  stepChars: number,
): Generator<void, void, void> {
  if (dataSet.tables.every((t) => t.rows.length === 0)) {
    out.add(`${DIFFGRAM_START} />`);
    return;
  }
  const ns = dataSet.namespace;
  const xmlns = ` xmlns="${escapeAttribute(ns)}"`;
  const dataName = dataSet.mainTable !== undefined ? "DocumentElement" : encodeXmlName(dataSet.name);
  const partPad = indent === undefined ? "" : pad(indent + 1);
  // The current rows go straight to `out`, inside the data element, which is empty when all rows are deleted.
  const current = dataSet.tables.some((t) => t.rows.some((row) => row.state !== "deleted"));
  out.add(`${DIFFGRAM_START}>${partPad}<${dataName}${xmlns}${current ? ">" : " />"}`);
  // Rows are two levels below the diffgram: in the data element, diffgr:before or diffgr:errors.
  const rowDepth = indent === undefined ? undefined : indent + 2;
  const before = new TextChunks();
  const errors: OutElement[] = [];
  let stepStart = out.length;
  for (const table of dataSet.tables) {
    const writer = new TableWriter(table, rowDepth);
    const rows = table.rows;
    for (let index = 0; index < rows.length; index++) {
      const row = rows[index]!;
      const place = { table: table.name, rowIndex: index };
      const id = `${writer.idPrefix}${index + 1}`;
      const hasErrors = rowHasErrors(row, writer, place);
      const order = ` msdata:rowOrder="${index}"`;
      if (row.state !== "deleted") {
        const changes =
          row.state === "added"
            ? ' diffgr:hasChanges="inserted"'
            : row.state === "modified"
              ? ' diffgr:hasChanges="modified"'
              : "";
        const attributes = ` diffgr:id="${id}"${order}${changes}${hasErrors ? ' diffgr:hasErrors="true"' : ""}`;
        out.add(writer.row(attributes, row.values, place));
        if (out.length - stepStart >= stepChars) {
          yield;
          stepStart = out.length; // 0 when the caller took what was written
        }
      }
      if (row.state === "modified" || row.state === "deleted") {
        // The row leaves the data element's scope, so it declares its namespace again (written last, as XmlTextWriter does).
        const flagged = row.state === "deleted" && hasErrors ? ' diffgr:hasErrors="true"' : "";
        const original = row.state === "modified" ? row.original : (row.original ?? row.values);
        if (original === undefined) throw new DataSetEncodeError("a modified row needs its original values", place);
        before.add(writer.row(` diffgr:id="${id}"${flagged}${order}${xmlns}`, original, place));
      }
      if (hasErrors) errors.push(errorElement(table, row, `${table.name}${index + 1}`, ns));
    }
  }
  if (current) out.add(`${partPad}</${dataName}>`);
  if (!before.empty) {
    out.add(`${partPad}<diffgr:before>`);
    out.addChunks(before);
    out.add(`${partPad}</diffgr:before>`);
  }
  if (errors.length) {
    const depth = indent === undefined ? undefined : indent + 1;
    out.add(partPad + writeElement(element("diffgr:errors", [], errors), depth));
  }
  out.add(`${indent === undefined ? "" : pad(indent)}</diffgr:diffgram>`);
}

function pad(depth: number): string {
  return "\n" + "  ".repeat(depth);
}

function rowHasErrors(row: DataRow, table: TableWriter, place: DataSetPlace): boolean {
  if (row.error === undefined && row.columnErrors === undefined) return false;
  if (row.error !== undefined) checkText(row.error, "a row error", place);
  for (const [name, message] of Object.entries(row.columnErrors ?? {})) {
    if (!table.hasColumn(name))
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
