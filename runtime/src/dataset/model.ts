/**
 * DataSet and DataTable: immutable values with the few conveniences callers need (look a table or column up
 * by name, iterate rows, copy rows out as plain objects). Decoding and the builders create them; the encoder
 * writes them. Constructors check names only; values are checked where they are converted (build, decode, encode).
 */
import { brand, isBranded } from "../brand.js";
import { isSimpleTypeName } from "../simple-types.js";
import { DataSetEncodeError } from "./errors.js";
import type { ColumnType, DataColumn, DataRow, RowValues } from "./types.js";

/** A simple type name, or another XML Schema type by local name. */
export function isColumnType(type: unknown): type is ColumnType {
  if (typeof type === "string") return isSimpleTypeName(type);
  return (
    typeof type === "object" &&
    type !== null &&
    typeof (type as { xsd?: unknown }).xsd === "string" &&
    /^[A-Za-z_][\w.-]*$/.test((type as { xsd: string }).xsd)
  );
}

/**
 * Columns by name of wide tables, made on first use. Not a private field: a private member makes DataTable
 * nominal, and the tables of one generated package's runtime copy would no longer type-check as another's.
 */
const columnsByName = new WeakMap<object, Map<string, DataColumn>>();

export class DataTable<R = RowValues> implements Iterable<R> {
  /** Every generated package carries its own runtime copy: a DataTable from another copy is one too (see brand.ts). */
  static [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  readonly name: string;
  readonly columns: readonly DataColumn[];
  /** Every row in table order, deleted ones included (see `state`). */
  readonly rows: readonly DataRow<R>[];

  constructor(name: string, columns: readonly DataColumn[], rows: readonly DataRow<R>[] = []) {
    if (typeof name !== "string" || name === "") throw new DataSetEncodeError("a table needs a non-empty name");
    const seen = new Set<string>();
    for (const column of columns) {
      if (typeof column.name !== "string" || column.name === "")
        throw new DataSetEncodeError("a column needs a non-empty name", { table: name });
      if (seen.has(column.name))
        throw new DataSetEncodeError("the column name is used twice", { table: name, column: column.name });
      if (!isColumnType(column.type)) {
        throw new DataSetEncodeError('unknown column type (a simple type name such as "int", or { xsd: "duration" })', {
          table: name,
          column: column.name,
        });
      }
      seen.add(column.name);
    }
    this.name = name;
    this.columns = Object.freeze([...columns]);
    this.rows = Object.freeze([...rows]);
  }

  column(name: string): DataColumn | undefined {
    // Asked for every key of every row when encoding: a map once the table has more than a few columns.
    if (this.columns.length <= 8) return this.columns.find((c) => c.name === name);
    let byName = columnsByName.get(this);
    if (!byName) columnsByName.set(this, (byName = new Map(this.columns.map((c) => [c.name, c]))));
    return byName.get(name);
  }

  /** Values of the rows that are not deleted, in order. */
  *[Symbol.iterator](): Generator<R, void, undefined> {
    for (const row of this.rows) if (row.state !== "deleted") yield row.values;
  }

  /** Copies of the values of the rows that are not deleted: plain, mutable objects keyed by column name. */
  toObjects(): R[] {
    const result: R[] = [];
    for (const values of this) result.push({ ...values });
    return result;
  }
}

/** A DataTable whose columns were checked against a declared row shape. */
export type TypedDataTable<R> = DataTable<R>;

export interface DataSetOptions {
  /** DataSet.Namespace: the schema's targetNamespace and the namespace of the data elements. Default "". */
  readonly namespace?: string;
  /** DataSet.Locale as `msdata:Locale`; absent: `msdata:UseCurrentLocale="true"` (.NET's default). */
  readonly locale?: string;
  /** DataSet.CaseSensitive (`msdata:CaseSensitive="true"`). */
  readonly caseSensitive?: boolean;
  /**
   * Set when the payload is a serialized DataTable (`msdata:MainDataTable`): the schema then describes a DataSet
   * around one table and the diffgram's data element is `DocumentElement`.
   */
  readonly mainTable?: string;
}

export class DataSet {
  /** A DataSet from another copy of the runtime is one too (see brand.ts). */
  static [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  readonly name: string;
  readonly tables: readonly DataTable[];
  readonly namespace: string;
  readonly locale?: string;
  readonly caseSensitive: boolean;
  readonly mainTable?: string;

  constructor(name: string, tables: readonly DataTable<object>[], options: DataSetOptions = {}) {
    if (typeof name !== "string" || name === "") throw new DataSetEncodeError("a DataSet needs a non-empty name");
    const seen = new Set<string>();
    for (const table of tables) {
      if (!(table instanceof DataTable))
        throw new DataSetEncodeError(`DataSet "${name}" takes DataTable objects (see table())`);
      if (seen.has(table.name)) throw new DataSetEncodeError("the table name is used twice", { table: table.name });
      seen.add(table.name);
    }
    if (options.mainTable !== undefined && !seen.has(options.mainTable)) {
      throw new DataSetEncodeError(`the main table "${options.mainTable}" is not a table of DataSet "${name}"`);
    }
    this.name = name;
    this.tables = Object.freeze([...tables]) as readonly DataTable[];
    this.namespace = options.namespace ?? "";
    if (options.locale !== undefined) this.locale = options.locale;
    this.caseSensitive = options.caseSensitive ?? false;
    if (options.mainTable !== undefined) this.mainTable = options.mainTable;
  }

  /** The table with this name (exact case), or undefined. */
  table(name: string): DataTable | undefined {
    return this.tables.find((t) => t.name === name);
  }
}

/**
 * A DataSet whose tables were checked against declared row shapes (see expectDataSet): `table()` with a
 * declared name gives that table, typed. `T` maps table names to row types.
 */
export interface TypedDataSet<T extends object> extends DataSet {
  table<K extends keyof T & string>(name: K): DataTable<T[K]>;
  table(name: string): DataTable | undefined;
}

brand(DataTable, "DataTable");
brand(DataSet, "DataSet");
