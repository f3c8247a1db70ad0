/**
 * Reads a DataSet or DataTable from the element that carries it (`<GetStatusResult>`, the HTTP root
 * `<DataSet>`, a `<Quotes>` parameter): nil or empty means null; otherwise the inline schema comes first, then
 * a diffgram or the plain data (see rows-read.ts).
 *
 * A container whose content was read from parser events while the document was parsed (read-events.ts) has
 * no children in the tree: what the events gave is kept for it here and used instead, with the same results.
 */
import { DIFFGRAM_NS, XSD_NS } from "../protocol.js";
import { childElements, type XmlElement } from "../xml/tree.js";
import { DataSetDecodeError, DataSetEncodeError } from "./errors.js";
import { DataSet, DataTable } from "./model.js";
import { elementsOnly, isBlank, isNilElement, readDiffgram, readPlain, type RowsByTable } from "./rows-read.js";
import { readSchema, type SchemaInfo } from "./schema-read.js";
import { shownText } from "../text/shown.js";

export interface DecodeOptions {
  /**
   * Content without an inline schema (plain XML, text): "error" (default) refuses it; "empty" reads it as .NET
   * does, as an empty DataSet named NewDataSet (.NET ignores data it has no schema for).
   */
  readonly withoutSchema?: "error" | "empty";
}

/** What reading a container from parser events found (see read-events.ts). */
export type ReadOutcome =
  | { readonly kind: "null" }
  | { readonly kind: "noSchema" }
  | { readonly kind: "failed"; readonly error: unknown }
  | { readonly kind: "read"; readonly schema: SchemaInfo; readonly rows: RowsByTable };

/**
 * The outcome, on the container element itself (a hidden property): it lives and dies with the tree. A
 * WeakMap did the same, but V8's young-generation collections keep ephemeron values alive until a full
 * collection: each decoded DataSet was promoted, and a 1,000-row decode spent half its time in the GC.
 */
const READ_OUTCOME: unique symbol = Symbol("readOutcome");

type WithOutcome = XmlElement & { readonly [READ_OUTCOME]?: ReadOutcome };

/** Keeps what the events of a container gave, for decodeDataSet. */
export function keepReadOutcome(container: XmlElement, outcome: ReadOutcome): void {
  Object.defineProperty(container, READ_OUTCOME, { value: outcome });
}

/** Reads the DataSet in a container element; null when the container is nil or empty. Throws DataSetDecodeError. */
export function decodeDataSet(container: XmlElement, options: DecodeOptions = {}): DataSet | null {
  const outcome = (container as WithOutcome)[READ_OUTCOME];
  if (outcome !== undefined) {
    if (outcome.kind === "null") return null;
    if (outcome.kind === "noSchema") return withoutSchema(container, options);
    if (outcome.kind === "failed") throw outcome.error;
    return assemble(outcome.schema, outcome.rows);
  }
  if (isNilElement(container)) return null;
  const elements = childElements(container);
  const hasText = container.children.some((c) => typeof c === "string" && !isBlank(c));
  if (elements.length === 0 && !hasText) return null;
  const first = elements[0];
  if (!first || first.ns !== XSD_NS || first.local !== "schema") return withoutSchema(container, options);
  elementsOnly(container, { line: container.line }, `<${shownText(container.name)}>`);
  const schema = readSchema(first);
  const rows: RowsByTable = new Map(schema.tables.map((t) => [t, []]));
  const [data, ...extra] = elements.slice(1);
  if (extra.length > 0) {
    throw new DataSetDecodeError(`unexpected element <${shownText(extra[0]!.name)}> after the DataSet's data`, {
      line: extra[0]!.line,
    });
  }
  if (data) {
    if (data.ns === DIFFGRAM_NS && data.local === "diffgram") readDiffgram(data, schema, rows);
    else readPlain(data, schema, rows);
  }
  return assemble(schema, rows);
}

/** Content without an inline schema: an empty DataSet, or an error (see DecodeOptions). */
function withoutSchema(container: XmlElement, options: DecodeOptions): DataSet {
  if (options.withoutSchema === "empty") return new DataSet("NewDataSet", []);
  throw new DataSetDecodeError("the DataSet has no inline schema (an xs:schema element must come first)", {
    line: container.line,
  });
}

/** The DataSet of a read schema and its rows. */
function assemble(schema: SchemaInfo, rows: RowsByTable): DataSet {
  try {
    const tables = schema.tables.map(
      (t) =>
        new DataTable(
          t.name,
          t.columns.map((c) => c.column),
          rows.get(t)!,
        ),
    );
    return new DataSet(schema.name, tables, {
      namespace: schema.namespace,
      ...(schema.locale !== undefined ? { locale: schema.locale } : {}),
      caseSensitive: schema.caseSensitive,
      ...(schema.mainTable !== undefined ? { mainTable: schema.mainTable } : {}),
    });
  } catch (error) {
    // Names the schema allows but .NET could not hold (two columns decoding to one name, an unknown main table).
    if (error instanceof DataSetEncodeError)
      throw new DataSetDecodeError(error.problem, { table: error.table, column: error.column });
    throw error;
  }
}

/**
 * Reads a DataTable (the DataSet form naming it in msdata:MainDataTable); null when the container is nil or
 * empty. A DataSet payload with a single table is read as that table. Throws DataSetDecodeError.
 */
export function decodeDataTable(container: XmlElement): DataTable | null {
  const dataSet = decodeDataSet(container);
  if (!dataSet) return null;
  const main =
    dataSet.mainTable !== undefined
      ? dataSet.table(dataSet.mainTable)
      : dataSet.tables.length === 1
        ? dataSet.tables[0]
        : undefined;
  if (!main) {
    throw new DataSetDecodeError(
      dataSet.mainTable !== undefined
        ? `msdata:MainDataTable names "${dataSet.mainTable}", which the schema does not declare`
        : `expected a DataTable, found DataSet "${shownText(dataSet.name)}" with ${dataSet.tables.length} tables`,
    );
  }
  const other = dataSet.tables.find((t) => t !== main && t.rows.length > 0);
  if (other) throw new DataSetDecodeError("a DataTable payload has rows of another table", { table: other.name });
  return main;
}
