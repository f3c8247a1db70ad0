/**
 * The shapes of a .NET DataSet as this runtime carries it: columns with an XML Schema type, rows as plain
 * objects keyed by column name (null where a row has no value), and the change state a diffgram records.
 * Value types follow simple-types.ts (`tsType`), so a DataSet column reads like a field of the same type.
 */
import type { SimpleTypeName } from "../simple-types.js";

/**
 * A column type .NET writes without a converter this runtime knows (TimeSpan as xs:duration, Uri as xs:anyURI,
 * char, SqlTypes...). Values stay text, exactly as on the wire, so that they travel back unchanged.
 */
export interface OtherColumnType {
  /** Local name of the XML Schema type (`duration`), written with the `xs:` prefix. */
  readonly xsd: string;
  /** `msdata:DataType` (the .NET type name) when the schema gives one. */
  readonly dataType?: string;
}

/** Column types: the simple types (but `date`, a member attribute DataSets do not have) or another XSD type. */
export type ColumnType =
  Exclude<SimpleTypeName, "date" | "duration" | "dateTimeOffset" | "QName" | "anyURI"> | OtherColumnType;

/** `msdata:DateTimeMode` of a dateTime column; absent means UnspecifiedLocal (.NET's default). */
export type DateTimeMode = "Local" | "Unspecified" | "UnspecifiedLocal" | "Utc";

export interface DataColumn {
  /** Column name as .NET knows it (XML name escapes such as `_x0020_` decoded). */
  readonly name: string;
  readonly type: ColumnType;
  /** AllowDBNull = false: the schema omits `minOccurs="0"`. */
  readonly required: boolean;
  /** MaxLength of a string column (an `xs:maxLength` restriction), when set. */
  readonly maxLength?: number;
  readonly dateTimeMode?: DateTimeMode;
}

/** A non-null column value: string, number, bigint, boolean or bytes, per column type. */
export type ColumnValue = string | number | bigint | boolean | Uint8Array;

/** A row's values by column name; null (or a missing key) where the row has no value. */
export type RowValues = { readonly [column: string]: ColumnValue | null };

/**
 * DataRowState as a diffgram records it: `added` rows carry `diffgr:hasChanges="inserted"`, `modified` rows
 * `"modified"` plus their original values in `diffgr:before`, `deleted` rows appear only in `diffgr:before`.
 */
export type RowState = "unchanged" | "added" | "modified" | "deleted";

export interface DataRow<R = RowValues> {
  /** Current values; for a deleted row, the values it had. */
  readonly values: R;
  readonly state: RowState;
  /** Original values of a modified or deleted row (`diffgr:before`). */
  readonly original?: R;
  /** RowError (`diffgr:errors`). */
  readonly error?: string;
  /** Column errors by column name (`diffgr:errors`). */
  readonly columnErrors?: Readonly<Record<string, string>>;
}

/** TypeScript type of a value of a column type. */
export type ValueOf<T extends ColumnType> = T extends "string" | "decimal" | "dateTime" | "guid"
  ? string
  : T extends "boolean"
    ? boolean
    : T extends "long" | "unsignedLong"
      ? bigint
      : T extends "base64Binary"
        ? Uint8Array
        : T extends SimpleTypeName
          ? number
          : string;

/** What builders accept for a column type: also a number for a decimal, a Date for a dateTime, a safe integer for a long. */
export type InputOf<T extends ColumnType> = T extends "decimal"
  ? string | number | bigint
  : T extends "dateTime"
    ? string | Date
    : T extends "long" | "unsignedLong"
      ? bigint | number
      : ValueOf<T>;

/** Options of a column in a builder's column list. */
export interface ColumnOptions<T extends ColumnType = ColumnType> {
  readonly type: T;
  /** AllowDBNull = false; builders then refuse null values. Default false. */
  readonly required?: boolean;
  readonly maxLength?: number;
  readonly dateTimeMode?: DateTimeMode;
}

export type ColumnDef = ColumnType | ColumnOptions;

/** Columns of a builder: name → type (or options), in column order. */
export type ColumnsSpec = { readonly [column: string]: ColumnDef };

export type TypeOfDef<D> = D extends ColumnOptions<infer T> ? T : D extends ColumnType ? D : never;

/** The row type of a column list. */
export type RowOf<S extends ColumnsSpec> = { readonly [K in keyof S]: ValueOf<TypeOfDef<S[K]>> | null };

/** A row as builders accept it: any column may be left out (null). */
export type RowInput<S extends ColumnsSpec> = { readonly [K in keyof S]?: InputOf<TypeOfDef<S[K]>> | null };
