/**
 * Rows of a DataSet payload, in its two forms: the plain form (the DataSet element with its rows) and the
 * diffgram (rows with diffgr:id and msdata:rowOrder, `diffgr:before` holding the original values of modified
 * and deleted rows, `diffgr:errors` the row and column errors). Every row element and column must be known to
 * the schema and every value must parse, or a DataSetDecodeError says where.
 */
import { DIFFGRAM_NS, MSDATA_NS, XSI_NS } from "../protocol.js";
import { attributeOf, childElements, textOf, type XmlElement } from "../xml/tree.js";
import { DataSetDecodeError, type DataSetPlace } from "./errors.js";
import { decodeXmlName } from "./names.js";
import type { SchemaInfo, SchemaTable } from "./schema-read.js";
import type { ColumnValue, DataRow, RowState, RowValues } from "./types.js";
import { ValueProblem, parseColumnText } from "./values.js";
import { shownText } from "../text/shown.js";

/** Rows read so far, per schema table. */
export type RowsByTable = Map<SchemaTable, DataRow[]>;

export function isBlank(text: string): boolean {
  return /^[ \t\r\n]*$/.test(text);
}

export function isNilElement(element: XmlElement): boolean {
  const nil = attributeOf(element, XSI_NS, "nil");
  return nil !== undefined && (nil.trim() === "true" || nil.trim() === "1");
}

/** Child elements, refusing text other than white space (indentation). */
export function elementsOnly(element: XmlElement, place: DataSetPlace, what: string): XmlElement[] {
  for (const child of element.children) {
    if (typeof child === "string" && !isBlank(child))
      throw new DataSetDecodeError(`${what} contains text where only elements may be`, place);
  }
  return childElements(element);
}

/** Numbers rows per element name, in document order: a row's index within its table. */
function rowCounter(): (element: XmlElement) => number {
  const counts = new Map<string, number>();
  return (element) => {
    const key = `${element.ns} ${element.local}`;
    const index = counts.get(key) ?? 0;
    counts.set(key, index + 1);
    return index;
  };
}

/** The schema table of a row element, by local name and namespace. `position`: the row's index within its table. */
export function tableOf(element: XmlElement, schema: SchemaInfo, position?: number): SchemaTable {
  const table = element.ns === schema.namespace ? schema.tables.find((t) => t.element === element.local) : undefined;
  if (!table) {
    const name = shownText(element.ns ? `{${element.ns}}${element.local}` : element.local);
    const id = attributeOf(element, DIFFGRAM_NS, "id");
    const place = {
      table: decodeXmlName(element.local),
      line: element.line,
      ...(position !== undefined ? { rowIndex: position } : {}),
      ...(id !== undefined ? { rowId: id } : {}),
    };
    throw new DataSetDecodeError(`the row element <${name}> is not a table of the schema`, place);
  }
  return table;
}

/** Reads the column values of a row element. */
function readValues(row: XmlElement, table: SchemaTable, schema: SchemaInfo, place: DataSetPlace): RowValues {
  for (const a of row.attributes) {
    if (a.ns === "")
      throw new DataSetDecodeError(
        `the attribute "${shownText(a.local)}" is not a column of the schema (attribute columns are not supported)`,
        place,
      );
  }
  // A Map, not an object: a column may be called __proto__ or toString.
  const values = new Map<string, ColumnValue | null>(table.columns.map((c) => [c.column.name, null]));
  const seen = new Set<string>();
  for (const cell of elementsOnly(row, place, "a row")) {
    const column = cell.ns === schema.namespace ? table.columns.find((c) => c.element === cell.local) : undefined;
    if (!column) {
      const where = { ...place, column: decodeXmlName(cell.local), line: cell.line };
      throw new DataSetDecodeError(
        `the element <${shownText(cell.name)}> is not a column of the table in the schema`,
        where,
      );
    }
    const cellPlace = { ...place, column: column.column.name, line: cell.line };
    if (seen.has(column.element)) throw new DataSetDecodeError("the column appears twice in the row", cellPlace);
    seen.add(column.element);
    if (isNilElement(cell)) continue;
    if (childElements(cell).length > 0)
      throw new DataSetDecodeError("a column value cannot contain elements", cellPlace);
    try {
      values.set(column.column.name, parseColumnText(column.column.type, textOf(cell)));
    } catch (error) {
      if (error instanceof ValueProblem) throw new DataSetDecodeError(error.message, cellPlace);
      throw error;
    }
  }
  return Object.freeze(Object.fromEntries(values));
}

/** The plain form: the DataSet element (or DocumentElement) with rows as children, no change tracking. */
export function readPlain(data: XmlElement, schema: SchemaInfo, rows: RowsByTable): void {
  const indexOf = rowCounter();
  for (const element of elementsOnly(data, { line: data.line }, `<${shownText(data.name)}>`)) {
    const rowIndex = indexOf(element);
    const table = tableOf(element, schema, rowIndex);
    const values = readValues(element, table, schema, { table: table.name, rowIndex, line: element.line });
    const list = rows.get(table)!;
    list.push({ values, state: "unchanged" });
  }
}

/** A diffgram row read so far: state, original values and errors are filled in as the parts are read. */
export interface PendingRow {
  readonly table: SchemaTable;
  readonly id: string | undefined;
  readonly values: RowValues;
  state: RowState;
  original?: RowValues;
  rowOrder?: number;
  error?: string;
  columnErrors?: Map<string, string>;
}

/** Rows of a diffgram being read: the data element's, the deleted ones of diffgr:before, all by diffgr:id. */
export interface DiffgramRows {
  readonly current: PendingRow[];
  readonly deleted: PendingRow[];
  readonly byId: Map<string, PendingRow>;
}

export const HAS_CHANGES: Readonly<Record<string, RowState>> = {
  inserted: "added",
  modified: "modified",
  descent: "unchanged",
};

/** The diffgram form. */
export function readDiffgram(diffgram: XmlElement, schema: SchemaInfo, rows: RowsByTable): void {
  const read: DiffgramRows = { current: [], deleted: [], byId: new Map() };
  const { current, byId } = read;
  let data: XmlElement | undefined;
  let before: XmlElement | undefined;
  let errors: XmlElement | undefined;
  for (const part of elementsOnly(diffgram, { line: diffgram.line }, "the diffgram")) {
    const slot =
      part.ns !== DIFFGRAM_NS
        ? "data"
        : part.local === "before"
          ? "before"
          : part.local === "errors"
            ? "errors"
            : undefined;
    if (!slot)
      throw new DataSetDecodeError(`unexpected element <${shownText(part.name)}> in the diffgram`, { line: part.line });
    if ((slot === "data" && data) || (slot === "before" && before) || (slot === "errors" && errors)) {
      throw new DataSetDecodeError(
        `the diffgram has more than one ${slot === "data" ? "data element" : `diffgr:${slot}`}`,
        { line: part.line },
      );
    }
    if (slot === "data") data = part;
    else if (slot === "before") before = part;
    else errors = part;
  }

  const indexOf = rowCounter();
  for (const element of data ? elementsOnly(data, { line: data.line }, `<${shownText(data.name)}>`) : []) {
    const rowIndex = indexOf(element);
    const table = tableOf(element, schema, rowIndex);
    const id = attributeOf(element, DIFFGRAM_NS, "id");
    const place = { table: table.name, rowIndex, line: element.line, ...(id !== undefined ? { rowId: id } : {}) };
    const changes = attributeOf(element, DIFFGRAM_NS, "hasChanges");
    const state =
      changes === undefined ? "unchanged" : Object.hasOwn(HAS_CHANGES, changes) ? HAS_CHANGES[changes] : undefined;
    if (!state) throw new DataSetDecodeError(`diffgr:hasChanges must be inserted, modified or descent`, place);
    const row: PendingRow = { table, id, values: readValues(element, table, schema, place), state };
    const order = rowOrderOf(element, place);
    if (order !== undefined) row.rowOrder = order;
    current.push(row);
    register(byId, row, place);
  }
  readChanges(before, errors, schema, read);
  settleDiffgram(read, rows);
}

/**
 * diffgr:before (original values of modified rows, deleted rows) and diffgr:errors, read once the data
 * element's rows are known.
 */
export function readChanges(
  before: XmlElement | undefined,
  errors: XmlElement | undefined,
  schema: SchemaInfo,
  read: DiffgramRows,
): void {
  const { deleted, byId } = read;
  for (const element of before ? elementsOnly(before, { line: before.line }, "diffgr:before") : []) {
    const table = tableOf(element, schema);
    const id = attributeOf(element, DIFFGRAM_NS, "id");
    const place = { table: table.name, line: element.line, ...(id !== undefined ? { rowId: id } : {}) };
    if (id === undefined) throw new DataSetDecodeError("a row in diffgr:before has no diffgr:id", place);
    const values = readValues(element, table, schema, place);
    const match = byId.get(id);
    if (match) {
      if (match.table !== table || match.original)
        throw new DataSetDecodeError("diffgr:before repeats a row or names one of another table", place);
      match.original = values;
      match.state = "modified";
      continue;
    }
    const row: PendingRow = { table, id, values, original: values, state: "deleted" };
    const order = rowOrderOf(element, place);
    if (order !== undefined) row.rowOrder = order;
    deleted.push(row);
    register(byId, row, place);
  }

  for (const element of errors ? elementsOnly(errors, { line: errors.line }, "diffgr:errors") : [])
    readErrors(element, schema, byId);
}

/** The rows of a read diffgram into their tables, deleted rows back at their msdata:rowOrder. */
export function settleDiffgram(read: DiffgramRows, rows: RowsByTable): void {
  const { current, deleted } = read;
  for (const row of current) {
    if (row.state === "modified" && !row.original) {
      throw new DataSetDecodeError("a modified row has no original values in diffgr:before", {
        table: row.table.name,
        ...(row.id ? { rowId: row.id } : {}),
      });
    }
    rows.get(row.table)!.push(finish(row));
  }
  // Deleted rows exist only in diffgr:before; .NET puts each back at its msdata:rowOrder.
  deleted.sort((a, b) => (a.rowOrder ?? Infinity) - (b.rowOrder ?? Infinity));
  for (const row of deleted) {
    const list = rows.get(row.table)!;
    list.splice(Math.min(row.rowOrder ?? list.length, list.length), 0, finish(row));
  }
}

export function register(byId: Map<string, PendingRow>, row: PendingRow, place: DataSetPlace): void {
  if (row.id === undefined) return;
  if (byId.has(row.id)) throw new DataSetDecodeError("two rows have the same diffgr:id", place);
  byId.set(row.id, row);
}

export function rowOrderOf(element: XmlElement, place: DataSetPlace): number | undefined {
  const text = attributeOf(element, MSDATA_NS, "rowOrder");
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text.trim()))
    throw new DataSetDecodeError("msdata:rowOrder must be a non-negative integer", place);
  return Number(text.trim());
}

/** A row of diffgr:errors: diffgr:Error on the row element is the row error, on its children column errors. */
function readErrors(element: XmlElement, schema: SchemaInfo, byId: Map<string, PendingRow>): void {
  const table = tableOf(element, schema);
  const id = attributeOf(element, DIFFGRAM_NS, "id");
  const place = { table: table.name, line: element.line, ...(id !== undefined ? { rowId: id } : {}) };
  const row = id !== undefined ? byId.get(id) : undefined;
  if (!row || row.table !== table)
    throw new DataSetDecodeError("diffgr:errors names a row that is not in the diffgram", place);
  const rowError = attributeOf(element, DIFFGRAM_NS, "Error");
  if (rowError !== undefined) row.error = rowError;
  for (const cell of elementsOnly(element, place, "a row of diffgr:errors")) {
    const column = cell.ns === schema.namespace ? table.columns.find((c) => c.element === cell.local) : undefined;
    if (!column) {
      throw new DataSetDecodeError(`the element <${shownText(cell.name)}> is not a column of the table in the schema`, {
        ...place,
        column: decodeXmlName(cell.local),
        line: cell.line,
      });
    }
    const message = attributeOf(cell, DIFFGRAM_NS, "Error");
    if (message !== undefined) (row.columnErrors ??= new Map()).set(column.column.name, message);
  }
}

function finish(row: PendingRow): DataRow {
  // Built key by key rather than spread: a frozen object made by spreading costs a microsecond or two in V8.
  const done: { -readonly [K in keyof DataRow]: DataRow[K] } = { values: row.values, state: row.state };
  if (row.original) done.original = row.original;
  if (row.error !== undefined) done.error = row.error;
  if (row.columnErrors) done.columnErrors = Object.freeze(Object.fromEntries(row.columnErrors));
  return Object.freeze(done);
}
