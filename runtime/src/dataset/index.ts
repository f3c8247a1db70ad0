/**
 * .NET DataSet and DataTable on the wire: inline XML Schema plus diffgram, read and written byte for byte as
 * ASMX does. decodeDataSet/decodeDataTable read the element that carries one, encodeDataSet/encodeDataTable
 * write its content, dataSet/table build one, expectDataSet/expectDataTable type one against declared tables.
 */
export { dataSet, row, table, TrackedRow, type NamedDataTable, type RowMeta, type TableRowsOf } from "./build.js";
export { decodeDataSet, decodeDataTable, type DecodeOptions } from "./decode.js";
export { encodeDataSet, encodeDataTable, type EncodeOptions } from "./encode.js";
export { DataSetDecodeError, DataSetEncodeError, type DataSetPlace } from "./errors.js";
export { expectDataSet, expectDataTable, type ColumnShape, type TableShape } from "./expect.js";
export { DataSet, DataTable, type DataSetOptions, type TypedDataSet, type TypedDataTable } from "./model.js";
export { decodeXmlName, encodeXmlName } from "./names.js";
export type {
  ColumnDef,
  ColumnOptions,
  ColumnType,
  ColumnValue,
  ColumnsSpec,
  DataColumn,
  DataRow,
  DateTimeMode,
  InputOf,
  OtherColumnType,
  RowInput,
  RowOf,
  RowState,
  RowValues,
  TypeOfDef,
  ValueOf,
} from "./types.js";
