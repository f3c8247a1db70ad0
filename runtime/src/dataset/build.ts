/**
 * Builders for programs that produce DataSets (a server's results, a client's DataSet parameters):
 *
 *   dataSet("StatusDataSet", [
 *     table("Status", { TrackNum: "string", Pieces: "int", Weight: "decimal" }, [
 *       { TrackNum: "T123", Pieces: 1, Weight: 12.5 },
 *     ]),
 *   ])
 *
 * Columns come in the order of the object's keys (as JavaScript orders them: keys that look like integers
 * first; use the DataTable constructor for such names). Rows are plain objects; a missing key is null. Values
 * are checked and converted here (a Date for a dateTime, a number for a decimal), so mistakes surface where
 * they are made, as a DataSetEncodeError naming table, row and column.
 */
import { columnsSignature, markChecked } from "./checked.js";
import { DataSetEncodeError, type DataSetPlace } from "./errors.js";
import { DataSet, DataTable, isColumnType, type DataSetOptions, type TypedDataSet } from "./model.js";
import type {
  ColumnDef,
  ColumnType,
  ColumnValue,
  ColumnsSpec,
  DataColumn,
  DataRow,
  RowInput,
  RowOf,
  RowState,
  RowValues,
} from "./types.js";
import { ValueProblem, ownValue, toColumnValue } from "./values.js";

/** Change tracking of a built row (see row()). */
export interface RowMeta<V> {
  /** Default "unchanged". */
  readonly state?: RowState;
  /** Original values: required for a modified row, refused for others (a deleted row's values are its original ones). */
  readonly original?: V;
  readonly error?: string;
  readonly columnErrors?: Readonly<Record<string, string>>;
}

/** A row with change tracking, as row() makes it. */
export class TrackedRow<V> {
  readonly values: V;
  readonly meta: RowMeta<V>;
  constructor(values: V, meta: RowMeta<V>) {
    this.values = values;
    this.meta = meta;
  }
}

/** A row with a state other than unchanged, original values or errors, for table(). */
export function row<V extends object>(values: V, meta: RowMeta<V>): TrackedRow<V> {
  return new TrackedRow(values, meta);
}

/** A DataTable whose name is known to TypeScript, so that dataSet() can type its table() lookups. */
export type NamedDataTable<N extends string, R> = DataTable<R> & { readonly name: N };

/** Table name → row type of a list of tables built with table(). */
export type TableRowsOf<T extends readonly DataTable<object>[]> = {
  [
    E in T[number] as E extends { readonly name: infer N extends string } ? (string extends N ? never : N) : never
  ]: E extends DataTable<infer R> ? R : never;
};

export function table<const N extends string, const S extends ColumnsSpec>(
  name: N,
  columns: S,
  rows: readonly (RowInput<S> | TrackedRow<RowInput<S>>)[] = [],
): NamedDataTable<N, RowOf<S>> {
  if (typeof name !== "string" || name === "") throw new DataSetEncodeError("a table needs a non-empty name");
  if (typeof columns !== "object" || columns === null)
    throw new DataSetEncodeError("columns must be an object of name → type", { table: name });
  const list = Object.entries(columns).map(([column, def]) => columnOf(def, { table: name, column }));
  const built = rows.map((input, rowIndex) => buildRow(list, input, { table: name, rowIndex }));
  return new DataTable(name, list, built) as NamedDataTable<N, RowOf<S>>;
}

/** A DataSet of tables; table() lookups are typed by the tables' names. */
export function dataSet<const T extends readonly DataTable<object>[]>(
  name: string,
  tables: T,
  options: DataSetOptions = {},
): TypedDataSet<TableRowsOf<T>> {
  return new DataSet(name, tables, options) as TypedDataSet<TableRowsOf<T>>;
}

function columnOf(def: ColumnDef, place: DataSetPlace): DataColumn {
  const name = place.column!;
  const options = typeof def === "object" && def !== null && "type" in def ? def : { type: def as ColumnType };
  const type = options.type;
  if (!isColumnType(type))
    throw new DataSetEncodeError(
      'unknown column type (a simple type name such as "int", or { xsd: "duration" })',
      place,
    );
  const { required, maxLength, dateTimeMode } = options as {
    required?: boolean;
    maxLength?: number;
    dateTimeMode?: DataColumn["dateTimeMode"];
  };
  if (maxLength !== undefined && !(Number.isSafeInteger(maxLength) && maxLength >= 0)) {
    throw new DataSetEncodeError("maxLength must be a non-negative integer", place);
  }
  return {
    name,
    type,
    required: required === true,
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(dateTimeMode !== undefined ? { dateTimeMode } : {}),
  };
}

function buildRow(columns: readonly DataColumn[], input: unknown, place: DataSetPlace): DataRow {
  const tracked = input instanceof TrackedRow ? (input as TrackedRow<unknown>) : undefined;
  const meta: RowMeta<unknown> = tracked?.meta ?? {};
  const state = meta.state ?? "unchanged";
  if (!["unchanged", "added", "modified", "deleted"].includes(state))
    throw new DataSetEncodeError("unknown row state", place);
  const values = valuesOf(columns, tracked ? tracked.values : input, place);
  if (state === "modified" && meta.original === undefined)
    throw new DataSetEncodeError("a modified row needs its original values", place);
  if (state !== "modified" && meta.original !== undefined) {
    throw new DataSetEncodeError(`only a modified row takes original values (a ${state} row has its values)`, place);
  }
  // A deleted row's values are the ones it had: its original values.
  const original =
    meta.original !== undefined ? valuesOf(columns, meta.original, place) : state === "deleted" ? values : undefined;
  for (const column of Object.keys(meta.columnErrors ?? {})) {
    if (!columns.some((c) => c.name === column))
      throw new DataSetEncodeError("a column error names a column the table does not have", { ...place, column });
  }
  return Object.freeze({
    values,
    state,
    ...(original ? { original } : {}),
    ...(meta.error !== undefined ? { error: meta.error } : {}),
    ...(meta.columnErrors ? { columnErrors: Object.freeze({ ...meta.columnErrors }) } : {}),
  });
}

function valuesOf(columns: readonly DataColumn[], input: unknown, place: DataSetPlace): RowValues {
  if (typeof input !== "object" || input === null)
    throw new DataSetEncodeError("a row must be an object keyed by column name", place);
  const record = input as Readonly<Record<string, unknown>>;
  for (const key of Object.keys(record)) {
    if (!columns.some((c) => c.name === key))
      throw new DataSetEncodeError("the table has no such column", { ...place, column: key });
  }
  const values = new Map<string, ColumnValue | null>();
  for (const column of columns) {
    const value = ownValue(record, column.name);
    const cellPlace = { ...place, column: column.name };
    if (value === null || value === undefined) {
      if (column.required) throw new DataSetEncodeError("the column is required (AllowDBNull is false)", cellPlace);
      values.set(column.name, null);
      continue;
    }
    try {
      const converted = toColumnValue(column.type, value, column.dateTimeMode);
      if (column.maxLength !== undefined && typeof converted === "string" && converted.length > column.maxLength) {
        throw new ValueProblem(`at most ${column.maxLength} characters (MaxLength)`);
      }
      values.set(column.name, converted);
    } catch (error) {
      if (error instanceof ValueProblem) throw new DataSetEncodeError(error.message, cellPlace);
      throw error;
    }
  }
  const checked = Object.freeze(Object.fromEntries(values));
  markChecked(checked, signatureOf(columns));
  return checked;
}

/** Signatures by column list: every row of a table is checked against the same list. */
const signatures = new WeakMap<readonly DataColumn[], string>();

function signatureOf(columns: readonly DataColumn[]): string {
  let signature = signatures.get(columns);
  if (signature === undefined) signatures.set(columns, (signature = columnsSignature(columns)));
  return signature;
}
