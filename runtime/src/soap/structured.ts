/**
 * DataSet and DataTable values inside SOAP bodies and HTTP GET/POST documents, through the DataSet codec.
 * Declared tables (from the spec) type the decoded value and are checked against the data.
 */
import type { ValueType } from "../descriptor.js";
import {
  DataSet,
  DataTable,
  decodeDataSet,
  decodeDataTable,
  expectDataSet,
  expectDataTable,
} from "../dataset/index.js";
import { writeDataSet, writeDataSetSteps, writeDataTable, writeDataTableSteps } from "../dataset/encode.js";
import { TextChunks } from "../text/chunks.js";
import { ValueFormatError } from "../values.js";
import type { XmlElement } from "../xml/tree.js";
import { dataSetContentReader } from "../dataset/read-events.js";
import type { DataSetCodec } from "./codecs.js";

export type StructuredType = ValueType & { kind: "dataSet" | "dataTable" };

export interface StructuredLayout {
  readonly layout: "compact" | "indented";
  /** Depth of the container element in an indented document. */
  readonly depth?: number;
}

/** The schema and diffgram of a DataSet or DataTable: the content of its container element. */
export function writeStructured(
  type: StructuredType,
  value: unknown,
  layout: StructuredLayout | StructuredLayout["layout"],
): string {
  const out = new TextChunks();
  writeStructuredTo(out, type, value, layout);
  return out.text();
}

/** writeStructured's text added to `out`, for a large message kept in chunks. */
export function writeStructuredTo(
  out: TextChunks,
  type: StructuredType,
  value: unknown,
  layout: StructuredLayout | StructuredLayout["layout"],
): void {
  if (typeof layout === "string") layout = { layout };
  if (type.kind === "dataSet") {
    if (!(value instanceof DataSet)) throw new ValueFormatError("a DataSet (build one with dataSet() and table())");
    writeDataSet(out, value, layout);
  } else {
    if (!(value instanceof DataTable)) throw new ValueFormatError("a DataTable (build one with table())");
    writeDataTable(out, value, layout);
  }
}

/**
 * writeStructuredTo in steps, for a message sent while it is written (see writeDataSetSteps). The value's
 * type is checked at the call, the rest in the first step.
 */
export function writeStructuredSteps(
  out: TextChunks,
  type: StructuredType,
  value: unknown,
  layout: StructuredLayout,
  stepChars: number,
): Generator<void, void, void> {
  if (type.kind === "dataSet") {
    if (!(value instanceof DataSet)) throw new ValueFormatError("a DataSet (build one with dataSet() and table())");
    return writeDataSetSteps(out, value, layout, stepChars);
  }
  if (!(value instanceof DataTable)) throw new ValueFormatError("a DataTable (build one with table())");
  return writeDataTableSteps(out, value, layout, stepChars);
}

/** Whether the value is what writeStructured expects for the type. */
export function isStructuredValue(type: StructuredType, value: unknown): value is DataSet | DataTable<object> {
  return type.kind === "dataSet" ? value instanceof DataSet : value instanceof DataTable;
}

/**
 * Reads the DataSet or DataTable a container element carries; null when it is empty.
 * `withoutSchema: "empty"` reads content without an inline schema as .NET does (an empty DataSet).
 */
export function readStructured(
  type: StructuredType,
  element: XmlElement,
  withoutSchema: "error" | "empty" = "error",
): unknown {
  if (type.kind === "dataSet") {
    const dataSet = decodeDataSet(element, { withoutSchema });
    return dataSet && type.tables ? expectDataSet(dataSet, type.tables) : dataSet;
  }
  const table = decodeDataTable(element);
  return table && type.table ? expectDataTable(table, type.table) : table;
}

function dataContractKind(type: ValueType): StructuredType {
  if (type.kind !== "dataSet" && type.kind !== "dataTable")
    throw new ValueFormatError(`a type DataContractSerializer carries (not ${type.kind})`);
  return type;
}

/**
 * A DataSet or DataTable element under DataContractSerializer (lab wcf/dataset-xml): the content XmlSerializer
 * writes under ASMX in the member element (`start`: its start tag's name and attributes), no xmlns:i. The DataContract
 * writer's last case, so that services without DataSets carry none of it; any other kind is refused.
 */
function writeDataContractStructured(type: ValueType, value: unknown, start: string, name: string): string {
  return `<${start}>${writeStructured(dataContractKind(type), value, "compact")}</${name}>`;
}

/** The DataContract reader's last case: a DataSet or DataTable element's content, read as under ASMX. */
function readDataContractStructured(type: ValueType, element: XmlElement): unknown {
  return readStructured(dataContractKind(type), element);
}

/** The DataSet codec, for a service descriptor's `codecs` (see codecs.ts). */
export const dataSetCodec: DataSetCodec = {
  read: readStructured,
  write: writeStructured,
  contentReader: dataSetContentReader,
  dataContract: { write: writeDataContractStructured, read: readDataContractStructured },
};
