/**
 * Checks a decoded DataSet or DataTable against the tables a service declares, so generated code can hand out
 * typed rows: every declared table must be there with every declared column, of the declared type. Extra
 * tables and columns are allowed (a newer peer may send more); they stay reachable untyped.
 */
import { shownText } from "../text/shown.js";
import { DataSetDecodeError } from "./errors.js";
import type { DataSet, DataTable, TypedDataSet, TypedDataTable } from "./model.js";
import type { ColumnType, RowValues } from "./types.js";
import { typeLabel } from "./values.js";

export interface ColumnShape {
  readonly name: string;
  readonly type: ColumnType;
}

export interface TableShape {
  readonly name: string;
  readonly columns: readonly ColumnShape[];
}

function sameType(a: ColumnType, b: ColumnType): boolean {
  if (typeof a === "string" || typeof b === "string") return a === b;
  return a.xsd === b.xsd;
}

function checkColumns(table: DataTable, shape: TableShape): void {
  for (const expected of shape.columns) {
    const column = table.column(expected.name);
    const place = { table: table.name, column: expected.name };
    if (!column) throw new DataSetDecodeError("the table has no such column, which the service declares", place);
    if (!sameType(column.type, expected.type)) {
      throw new DataSetDecodeError(
        `the column is ${typeLabel(column.type)}, the service declares ${typeLabel(expected.type)}`,
        place,
      );
    }
  }
}

/** The DataSet, typed by `T` (table name → row type) once its tables match the declared ones. Throws DataSetDecodeError. */
export function expectDataSet<T extends object = Record<never, never>>(
  dataSet: DataSet,
  tables: readonly TableShape[],
): TypedDataSet<T> {
  for (const shape of tables) {
    const table = dataSet.table(shape.name);
    if (!table)
      throw new DataSetDecodeError(
        `DataSet "${shownText(dataSet.name)}" has no table "${shape.name}", which the service declares`,
      );
    checkColumns(table, shape);
  }
  return dataSet as TypedDataSet<T>;
}

/** The DataTable, typed by its row type `R` once its columns match the declared ones. Throws DataSetDecodeError. */
export function expectDataTable<R = RowValues>(table: DataTable, shape: TableShape): TypedDataTable<R> {
  checkColumns(table, shape);
  return table as unknown as TypedDataTable<R>;
}
