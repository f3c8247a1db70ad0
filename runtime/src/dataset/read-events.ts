/**
 * DataSets read straight from parser events (a ContentReader, see xml/tree.ts), for large results: the
 * inline schema is small and is built as a tree and read by schema-read.ts, like diffgr:before and
 * diffgr:errors; the rows of the data element, the bulk of a payload, go from start tag, text and end tag
 * into row values without a tree.
 *
 * The tree path (decode.ts, rows-read.ts) stays the reference: the same checks, messages and places, and
 * the same precedence when a payload has several problems. A problem is kept when met, and the one the tree
 * path would report is chosen once the container has closed (text where only elements may be, for example,
 * outranks a bad value met earlier in the same element). Property tests hold the two paths equal.
 */
import { DIFFGRAM_NS, MSDATA_NS, XSD_NS, XSI_NS } from "../protocol.js";
import type { ContentReader, OpenTag, XmlElement } from "../xml/tree.js";
import { keepReadOutcome, type ReadOutcome } from "./decode.js";
import { DataSetDecodeError, type DataSetPlace } from "./errors.js";
import { decodeXmlName } from "./names.js";
import {
  HAS_CHANGES,
  isBlank,
  isNilElement,
  readChanges,
  settleDiffgram,
  tableOf,
  type DiffgramRows,
  type PendingRow,
  type RowsByTable,
} from "./rows-read.js";
import { readSchema, type SchemaInfo, type SchemaTable } from "./schema-read.js";
import type { ColumnValue, DataRow, RowState, RowValues } from "./types.js";
import { shortInteger } from "../text/lexical-scan.js";
import { ValueProblem, columnParser, type ColumnParser } from "./values.js";
import { shownText } from "../text/shown.js";

/** A reader for the content of an element carrying a DataSet or DataTable; decodeDataSet(container) gives what it read. */
export function dataSetContentReader(container: XmlElement): ContentReader {
  return new ContainerReader(container);
}

/** A column of a table, planned once per payload. */
interface ColumnPlan {
  readonly name: string;
  readonly index: number;
  readonly parse: ColumnParser;
}

/** A table of the schema, planned once per payload: its columns by element name. */
interface TablePlan {
  readonly table: SchemaTable;
  /**
   * Its columns by the element name's length: for each length, its names and their columns in turn. A cell's
   * column is found by comparing its name with the few of its length, not by hashing the string the parser
   * has just made (as the class reader's ReadPlan.byLength).
   */
  readonly byLength: readonly ((string | ColumnPlan)[] | undefined)[];
  /** Column names in column order. */
  readonly names: readonly string[];
  /** A column is called __proto__: its key must be defined, not assigned. */
  readonly protoKey: boolean;
  /** The table's rows, as decodeDataSet will have them. */
  readonly rows: DataRow[];
  /** Rows of this table met so far in the data element (a row's index within its table). */
  count: number;
}

/** The tables of a payload, planned once, and their rows. */
interface Plan {
  readonly schema: SchemaInfo;
  /** Tables by the local name of their row elements. */
  readonly tables: ReadonlyMap<string, TablePlan>;
  readonly rows: RowsByTable;
  /**
   * No table's name is another's followed by digits: ids made as .NET makes them (table name and 1-based
   * position) are then distinct across tables, not only within one.
   */
  readonly distinctIds: boolean;
}

/** The column whose element is named `local`, from a table's `byLength`; or undefined. */
function columnOf(table: TablePlan, local: string): ColumnPlan | undefined {
  const names = table.byLength[local.length];
  if (names !== undefined) {
    for (let i = 0; i < names.length; i += 2) if (names[i] === local) return names[i + 1] as ColumnPlan;
  }
  return undefined;
}

function planTables(schema: SchemaInfo): Plan {
  const tables = new Map<string, TablePlan>();
  const rows: RowsByTable = new Map();
  for (const table of schema.tables) {
    const columns = new Map<string, ColumnPlan>();
    table.columns.forEach((column, index) => {
      columns.set(column.element, { name: column.column.name, index, parse: columnParser(column.column.type) });
    });
    const byLength: (string | ColumnPlan)[][] = [];
    for (const [element, column] of columns) (byLength[element.length] ??= []).push(element, column);
    const names = table.columns.map((c) => c.column.name);
    const list: DataRow[] = [];
    rows.set(table, list);
    tables.set(table.element, {
      table,
      byLength,
      names,
      protoKey: names.includes("__proto__"),
      rows: list,
      count: 0,
    });
  }
  // Two tables of one name (two row elements decoding to it), or one named as another plus digits.
  const names = schema.tables.map((t) => t.name);
  const distinctIds = !names.some((a, i) =>
    names.some((b, j) => i !== j && b.startsWith(a) && /^\d*$/.test(b.slice(a.length))),
  );
  return { schema, tables, rows, distinctIds };
}

/**
 * A row's values object, as the tree path makes it: every column in column order, null where the row has no
 * value, frozen. Assigned key by key into a new object (a spread copy costs several times more to freeze),
 * unless a column is called __proto__, whose key must be defined.
 */
function rowValues(plan: TablePlan, cells: readonly (ColumnValue | null)[]): RowValues {
  const names = plan.names;
  if (plan.protoKey) return Object.freeze(Object.fromEntries(names.map((name, i) => [name, cells[i]!])));
  const values: Record<string, ColumnValue | null> = {};
  for (let i = 0; i < names.length; i++) values[names[i]!] = cells[i]!;
  return Object.freeze(values);
}

/** Whether rowOrderOf accepts this msdata:rowOrder (1 to 9 digits, white space around allowed). */
function isRowOrder(text: string): boolean {
  const first = text.charCodeAt(0);
  if (text.length <= 9 && first !== 43 && first !== 45 && shortInteger(text) !== undefined) return true; // digits only
  return /^\d{1,9}$/.test(text.trim());
}

/** The first attribute with this namespace and local name, as attributeOf finds it in the tree. */
function attributeOfTag(tag: OpenTag, ns: string, local: string): string | undefined {
  const attributes = tag.attributes;
  for (const key in attributes) {
    const a = attributes[key]!;
    if (a.local === local && a.uri === ns) return a.value;
  }
  return undefined;
}

function isNilTag(tag: OpenTag): boolean {
  const nil = attributeOfTag(tag, XSI_NS, "nil");
  return nil !== undefined && (nil.trim() === "true" || nil.trim() === "1");
}

/** An element's start tag as a childless element, for the tree path's functions that name it in a message. */
function headOf(tag: OpenTag, line: number, column: number): XmlElement {
  const attributes = [];
  for (const key in tag.attributes) {
    const a = tag.attributes[key]!;
    attributes.push({ name: a.name, local: a.local, ns: a.uri, value: a.value });
  }
  return { name: tag.name, local: tag.local, ns: tag.uri, attributes, children: [], line, column };
}

function textError(what: string, place: DataSetPlace): DataSetDecodeError {
  return new DataSetDecodeError(`${what} contains text where only elements may be`, place);
}

/**
 * The diffgram's data rows read so far, in document order, with what diffgr:before and diffgr:errors need.
 * Their diffgr:ids are not kept while each is the one .NET writes (table name and 1-based position, which
 * cannot repeat when no table is named as another plus digits): a set of ten thousand ids costs more than
 * the rest of the rows, and keeping them costs the garbage collector. From the first other id on, ids are
 * kept, and repeats looked for row by row.
 */
class DataRows {
  /** Each row as it is final unless diffgr:before or diffgr:errors change it: frozen values and state. */
  readonly rows: DataRow[] = [];
  readonly tables: TablePlan[] = [];
  /** The rows' ids and the set of them, once an id is not .NET's own (or .NET's own may repeat). */
  ids: (string | undefined)[] | undefined;
  seen: Set<string> | undefined;
  /** A row says diffgr:hasChanges="modified": its original values must be in diffgr:before. */
  modified = false;

  constructor(distinctIds: boolean) {
    if (!distinctIds) this.#keepIds();
  }

  /**
   * Takes the row that closed; false when its id repeats an earlier row's. `index`: its position in its table.
   */
  add(row: DataRow, table: TablePlan, index: number, id: string | undefined): boolean {
    let seen = this.seen;
    if (seen === undefined && id !== table.table.name + (index + 1)) seen = this.#keepIds();
    if (seen !== undefined) {
      if (id !== undefined) {
        if (seen.has(id)) return false;
        seen.add(id);
      }
      this.ids!.push(id);
    }
    this.rows.push(row);
    this.tables.push(table);
    if (row.state === "modified") this.modified = true;
    return true;
  }

  #keepIds(): Set<string> {
    const ids = this.#conventionalIds();
    this.ids = ids;
    return (this.seen = new Set(ids as string[]));
  }

  /** The ids of the rows so far, as .NET writes them. */
  #conventionalIds(): (string | undefined)[] {
    const counts = new Map<TablePlan, number>();
    return this.tables.map((table) => {
      const index = (counts.get(table) ?? 0) + 1;
      counts.set(table, index);
      return table.table.name + index;
    });
  }

  /** The diffgram rows of the tree path, for its reading of diffgr:before and diffgr:errors. */
  pending(): DiffgramRows {
    const read: DiffgramRows = { current: [], deleted: [], byId: new Map() };
    const ids = this.ids ?? this.#conventionalIds();
    this.rows.forEach((done, i) => {
      const id = ids[i];
      // msdata:rowOrder of a current row is never read: only deleted rows are put back by it.
      const row: PendingRow = { table: this.tables[i]!.table, id, values: done.values, state: done.state };
      read.current.push(row);
      if (id !== undefined) read.byId.set(id, row);
    });
    return read;
  }
}

/**
 * The rows of a data element (the diffgram's, or the plain form's DataSet element), from its events. Levels
 * count from the data element: rows at 1, their cells at 2. After the first bad row the rest is only
 * watched for text directly in the data element, which the tree path checks first.
 *
 * A diffgram's rows go to their tables at once, final unless diffgr:before or diffgr:errors (rare in
 * results) change them (see DataRows).
 */
class RowsReader {
  readonly #plan: Plan;
  /** The diffgram's rows, or undefined for the plain form. */
  readonly #diffgram: DataRows | undefined;
  readonly #dataName: string;
  readonly #dataLine: number;
  #level = 0;
  /** Text directly in the data element; outranks every row's problem. */
  #textProblem: unknown;
  /** The first row's problem, in document order; no row after it is read. */
  #rowProblem: unknown;
  #stopped = false;

  // The row being read (undefined: none, or one that failed when it opened).
  #table: TablePlan | undefined;
  /** Values of the row's cells by column index; null where none was read. */
  #cells: (ColumnValue | null)[] = [];
  #rowIndex = 0;
  #rowLine = 0;
  #rowId: string | undefined;
  #state: RowState = "unchanged";
  #rowOrder: string | undefined;
  /** Columns met in this row, by column index. */
  #seen: boolean[] = [];
  /** Text directly in the row: outranks its cells' problems. */
  #rowText: unknown;
  #cellProblem: unknown;

  // The cell being read (undefined: none, nil, or skipped).
  #column: ColumnPlan | undefined;
  #cellLine = 0;
  #cellText = "";
  #cellHasElements = false;

  constructor(plan: Plan, diffgram: DataRows | undefined, data: OpenTag, line: number) {
    this.#plan = plan;
    this.#diffgram = diffgram;
    this.#dataName = data.name;
    this.#dataLine = line;
  }

  /** The problem the tree path would report for the data element, if any. */
  get problem(): unknown {
    return this.#textProblem ?? this.#rowProblem;
  }

  open(tag: OpenTag, line: number, column: number): void {
    const level = ++this.#level;
    if (level === 1) {
      if (!this.#stopped) this.#openRow(tag, line, column);
    } else if (level === 2) {
      if (this.#table !== undefined && this.#rowText === undefined && this.#cellProblem === undefined)
        this.#openCell(tag, line);
    } else if (level === 3 && this.#column !== undefined) this.#cellHasElements = true;
  }

  text(text: string): void {
    const level = this.#level;
    if (level === 2) {
      if (this.#column !== undefined) this.#cellText += text;
    } else if (level === 1) {
      if (this.#table !== undefined && this.#rowText === undefined && !isBlank(text))
        this.#rowText = textError("a row", this.#place());
    } else if (level === 0 && this.#textProblem === undefined && !isBlank(text)) {
      this.#textProblem = textError(`<${this.#dataName}>`, { line: this.#dataLine });
    }
  }

  close(): void {
    const level = this.#level--;
    if (level === 2) {
      if (this.#column !== undefined) this.#closeCell();
    } else if (level === 1 && this.#table !== undefined) this.#closeRow();
  }

  #fail(problem: unknown): void {
    this.#rowProblem = problem;
    this.#stopped = true;
    this.#table = undefined;
    this.#column = undefined;
  }

  #place(): DataSetPlace {
    const place = { table: this.#table!.table.name, rowIndex: this.#rowIndex, line: this.#rowLine };
    return this.#diffgram && this.#rowId !== undefined ? { ...place, rowId: this.#rowId } : place;
  }

  #openRow(tag: OpenTag, line: number, column: number): void {
    const schema = this.#plan.schema;
    const table = tag.uri === schema.namespace ? this.#plan.tables.get(tag.local) : undefined;
    if (table === undefined) {
      // The tree path's message. No earlier row had this element name (it would have failed first): index 0.
      let problem: unknown = new DataSetDecodeError(
        `the row element <${shownText(tag.name)}> is not a table of the schema`,
      );
      try {
        tableOf(headOf(tag, line, column), schema, 0);
      } catch (error) {
        problem = error;
      }
      this.#fail(problem);
      return;
    }
    this.#table = table;
    this.#rowIndex = table.count++;
    this.#rowLine = line;
    this.#rowText = undefined;
    this.#cellProblem = undefined;
    this.#column = undefined;
    let id: string | undefined;
    let changes: string | undefined;
    let order: string | undefined;
    let unnamespaced: string | undefined;
    const attributes = tag.attributes;
    for (const key in attributes) {
      const a = attributes[key]!;
      if (a.uri === DIFFGRAM_NS) {
        if (a.local === "id") id ??= a.value;
        else if (a.local === "hasChanges") changes ??= a.value;
      } else if (a.uri === MSDATA_NS) {
        if (a.local === "rowOrder") order ??= a.value;
      } else if (a.uri === "") unnamespaced ??= a.local;
    }
    this.#rowId = id;
    this.#rowOrder = order;
    if (this.#diffgram) {
      const state =
        changes === undefined ? "unchanged" : Object.hasOwn(HAS_CHANGES, changes) ? HAS_CHANGES[changes] : undefined;
      if (!state) {
        this.#fail(new DataSetDecodeError(`diffgr:hasChanges must be inserted, modified or descent`, this.#place()));
        return;
      }
      this.#state = state;
    }
    if (unnamespaced !== undefined) {
      this.#fail(
        new DataSetDecodeError(
          `the attribute "${shownText(unnamespaced)}" is not a column of the schema (attribute columns are not supported)`,
          this.#place(),
        ),
      );
      return;
    }
    const seen = this.#seen;
    const cells = this.#cells;
    for (let i = table.names.length - 1; i >= 0; i--) {
      seen[i] = false;
      cells[i] = null;
    }
  }

  #openCell(tag: OpenTag, line: number): void {
    const table = this.#table!;
    const column = tag.uri === this.#plan.schema.namespace ? columnOf(table, tag.local) : undefined;
    if (column === undefined) {
      const where = { ...this.#place(), column: decodeXmlName(tag.local), line };
      this.#cellProblem = new DataSetDecodeError(
        `the element <${shownText(tag.name)}> is not a column of the table in the schema`,
        where,
      );
      return;
    }
    if (this.#seen[column.index]) {
      this.#cellProblem = new DataSetDecodeError("the column appears twice in the row", {
        ...this.#place(),
        column: column.name,
        line,
      });
      return;
    }
    this.#seen[column.index] = true;
    if (isNilTag(tag)) return;
    this.#column = column;
    this.#cellLine = line;
    this.#cellText = "";
    this.#cellHasElements = false;
  }

  #closeCell(): void {
    const column = this.#column!;
    this.#column = undefined;
    if (this.#cellHasElements) {
      this.#cellProblem = new DataSetDecodeError("a column value cannot contain elements", {
        ...this.#place(),
        column: column.name,
        line: this.#cellLine,
      });
      return;
    }
    try {
      this.#cells[column.index] = column.parse(this.#cellText);
    } catch (error) {
      if (!(error instanceof ValueProblem)) throw error;
      this.#cellProblem = new DataSetDecodeError(error.message, {
        ...this.#place(),
        column: column.name,
        line: this.#cellLine,
      });
    }
  }

  #closeRow(): void {
    const table = this.#table!;
    const diffgram = this.#diffgram;
    const order = diffgram ? this.#rowOrder : undefined;
    const problem =
      this.#rowText ??
      this.#cellProblem ??
      (order !== undefined && !isRowOrder(order)
        ? new DataSetDecodeError("msdata:rowOrder must be a non-negative integer", this.#place())
        : undefined);
    if (problem !== undefined) {
      this.#fail(problem);
      return;
    }
    const values = rowValues(table, this.#cells);
    if (!diffgram) {
      table.rows.push({ values, state: "unchanged" } as DataRow);
      this.#table = undefined;
      return;
    }
    const row = Object.freeze({ values, state: this.#state }) as DataRow;
    if (!diffgram.add(row, table, this.#rowIndex, this.#rowId)) {
      this.#fail(new DataSetDecodeError("two rows have the same diffgr:id", this.#place()));
      return;
    }
    table.rows.push(row);
    this.#table = undefined;
  }
}

type Slot = "data" | "before" | "errors";

/**
 * A diffgram from its events: the data element's rows streamed, diffgr:before and diffgr:errors built as
 * trees and read with the tree path's functions once the diffgram has closed. Levels count from the diffgram.
 */
class DiffgramReader {
  readonly #plan: Plan;
  readonly #line: number;
  #level = 0;
  #textProblem: unknown;
  /** The first part that is not data, before or errors, or a second one of a kind. */
  #partProblem: unknown;
  #data: RowsReader | undefined;
  #dataRows: DataRows | undefined;
  /** Whether the current part (level 1) is the data element being read. */
  #inData = false;
  #slots = new Set<Slot>();
  #before: XmlElement | undefined;
  #errors: XmlElement | undefined;

  constructor(plan: Plan, line: number) {
    this.#plan = plan;
    this.#line = line;
  }

  open(tag: OpenTag, line: number, column: number): boolean {
    const level = ++this.#level;
    if (level > 1) {
      if (this.#inData) this.#data!.open(tag, line, column);
      return false;
    }
    if (this.#partProblem !== undefined) return false;
    const slot: Slot | undefined =
      tag.uri !== DIFFGRAM_NS
        ? "data"
        : tag.local === "before"
          ? "before"
          : tag.local === "errors"
            ? "errors"
            : undefined;
    if (!slot) {
      this.#partProblem = new DataSetDecodeError(`unexpected element <${shownText(tag.name)}> in the diffgram`, {
        line,
      });
      return false;
    }
    if (this.#slots.has(slot)) {
      this.#partProblem = new DataSetDecodeError(
        `the diffgram has more than one ${slot === "data" ? "data element" : `diffgr:${slot}`}`,
        { line },
      );
      return false;
    }
    this.#slots.add(slot);
    if (slot !== "data") {
      this.#level--; // built as a tree: its end tag comes to element(), not close()
      return true;
    }
    this.#dataRows = new DataRows(this.#plan.distinctIds);
    this.#data = new RowsReader(this.#plan, this.#dataRows, tag, line);
    this.#inData = true;
    return false;
  }

  text(text: string): void {
    if (this.#inData) this.#data!.text(text);
    else if (this.#level === 0 && this.#textProblem === undefined && !isBlank(text))
      this.#textProblem = textError("the diffgram", { line: this.#line });
  }

  close(): void {
    const level = this.#level--;
    if (!this.#inData) return;
    if (level === 1) this.#inData = false;
    else this.#data!.close();
  }

  element(element: XmlElement): void {
    if (element.local === "before") this.#before = element;
    else this.#errors = element;
  }

  /** Puts the rows into their tables; throws the problem the tree path would report. */
  finish(): void {
    const problem = this.#textProblem ?? this.#partProblem ?? this.#data?.problem;
    if (problem !== undefined) throw problem;
    const rows = this.#dataRows;
    if (this.#before === undefined && this.#errors === undefined && !rows?.modified) return; // the rows are final
    // Changes to read: the tree path's way, from its own row records.
    const read = rows ? rows.pending() : { current: [], deleted: [], byId: new Map() };
    for (const list of this.#plan.rows.values()) list.length = 0;
    readChanges(this.#before, this.#errors, this.#plan.schema, read);
    settleDiffgram(read, this.#plan.rows);
  }
}

/**
 * The container: schema first (built as a tree), then the data (diffgram or plain form), nothing after.
 * Levels count from the container: its children at 1.
 */
class ContainerReader implements ContentReader {
  readonly #container: XmlElement;
  readonly #nil: boolean;
  #level = 0;
  #elements = 0;
  #hasText = false;
  #schemaFirst = false;
  #plan: Plan | undefined;
  #problem: unknown;
  #extraProblem: unknown;
  /** The data element being read (level 1 open), as rows or as a diffgram. */
  #plain: RowsReader | undefined;
  #diffgram: DiffgramReader | undefined;
  #inData = false;

  constructor(container: XmlElement) {
    this.#container = container;
    this.#nil = isNilElement(container);
  }

  open(tag: OpenTag, line: number, column: number): boolean {
    const level = ++this.#level;
    if (this.#nil) return false;
    if (level > 1) {
      if (!this.#inData) return false;
      if (this.#plain) {
        this.#plain.open(tag, line, column);
        return false;
      }
      const asTree = this.#diffgram!.open(tag, line, column);
      if (asTree) this.#level--; // its end tag comes to element(), not close()
      return asTree;
    }
    const index = ++this.#elements;
    if (index === 1) {
      this.#schemaFirst = tag.uri === XSD_NS && tag.local === "schema";
      if (!this.#schemaFirst) return false;
      this.#level--;
      return true;
    }
    if (index === 2) {
      const plan = this.#plan;
      if (plan === undefined) return false;
      this.#inData = true;
      if (tag.uri === DIFFGRAM_NS && tag.local === "diffgram") this.#diffgram = new DiffgramReader(plan, line);
      else this.#plain = new RowsReader(plan, undefined, tag, line);
      return false;
    }
    if (index === 3)
      this.#extraProblem = new DataSetDecodeError(
        `unexpected element <${shownText(tag.name)}> after the DataSet's data`,
        {
          line,
        },
      );
    return false;
  }

  text(text: string): void {
    if (this.#nil) return;
    if (this.#level === 0) {
      if (!this.#hasText && !isBlank(text)) this.#hasText = true;
    } else if (this.#inData) {
      if (this.#plain) this.#plain.text(text);
      else this.#diffgram!.text(text);
    }
  }

  close(): void {
    const level = this.#level--;
    if (!this.#inData) return;
    if (level === 1) {
      this.#inData = false;
      if (this.#plain) this.#problem = this.#plain.problem;
      else {
        try {
          this.#diffgram!.finish();
        } catch (error) {
          this.#problem = error;
        }
      }
    } else if (this.#plain) this.#plain.close();
    else this.#diffgram!.close();
  }

  element(element: XmlElement): void {
    if (this.#inData) {
      this.#diffgram!.element(element);
      return;
    }
    try {
      this.#plan = planTables(readSchema(element));
    } catch (error) {
      this.#problem = error;
    }
  }

  end(container: XmlElement): void {
    keepReadOutcome(container, this.#outcome());
  }

  /** What decodeDataSet reports, in the order its tree path checks. */
  #outcome(): ReadOutcome {
    if (this.#nil || (this.#elements === 0 && !this.#hasText)) return { kind: "null" };
    if (!this.#schemaFirst) return { kind: "noSchema" };
    const container = this.#container;
    if (this.#hasText)
      return { kind: "failed", error: textError(`<${shownText(container.name)}>`, { line: container.line }) };
    // A schema problem, else an element after the data, else the data's problem.
    const plan = this.#plan;
    if (plan === undefined) return { kind: "failed", error: this.#problem };
    if (this.#extraProblem !== undefined) return { kind: "failed", error: this.#extraProblem };
    if (this.#problem !== undefined) return { kind: "failed", error: this.#problem };
    return { kind: "read", schema: plan.schema, rows: plan.rows };
  }
}
