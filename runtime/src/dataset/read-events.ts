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
import { shortInteger } from "./lexical-scan.js";
import { ValueProblem, columnParser, type ColumnParser } from "./values.js";

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
  readonly columns: ReadonlyMap<string, ColumnPlan>;
  /** Column names in column order. */
  readonly names: readonly string[];
  /** A column is called __proto__: its key must be defined, not assigned. */
  readonly protoKey: boolean;
  /** Rows of this table met so far in the data element (a row's index within its table). */
  count: number;
}

function planTables(schema: SchemaInfo): Map<string, TablePlan> {
  const plans = new Map<string, TablePlan>();
  for (const table of schema.tables) {
    const columns = new Map<string, ColumnPlan>();
    table.columns.forEach((column, index) => {
      columns.set(column.element, { name: column.column.name, index, parse: columnParser(column.column.type) });
    });
    const names = table.columns.map((c) => c.column.name);
    plans.set(table.element, { table, columns, names, protoKey: names.includes("__proto__"), count: 0 });
  }
  return plans;
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

/** msdata:rowOrder as rowOrderOf reads it (1 to 9 digits, white space around allowed), else undefined. */
function rowOrderValue(text: string): number | undefined {
  const value = text.length <= 9 ? shortInteger(text) : undefined;
  const first = text.charCodeAt(0);
  if (value !== undefined && first !== 43 && first !== 45) return value; // digits only
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined;
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
 * The rows of a data element (the diffgram's, or the plain form's DataSet element), from its events. Levels
 * count from the data element: rows at 1, their cells at 2. After the first bad row the rest is only
 * watched for text directly in the data element, which the tree path checks first.
 */
class RowsReader {
  readonly #schema: SchemaInfo;
  readonly #plans: Map<string, TablePlan>;
  /** Diffgram rows (with id, change state, row order) or the plain form's. */
  readonly #diffgram: DiffgramRows | undefined;
  readonly #rows: RowsByTable;
  readonly #dataName: string;
  readonly #dataLine: number;
  #level = 0;
  /** Text directly in the data element; outranks every row's problem. */
  #textProblem: unknown;
  /** The first row's problem, in document order; no row after it is read. */
  #rowProblem: unknown;
  #stopped = false;

  // The row being read (undefined: none, or one that failed when it opened).
  #plan: TablePlan | undefined;
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

  constructor(
    schema: SchemaInfo,
    plans: Map<string, TablePlan>,
    rows: RowsByTable,
    diffgram: DiffgramRows | undefined,
    data: OpenTag,
    line: number,
  ) {
    this.#schema = schema;
    this.#plans = plans;
    this.#rows = rows;
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
      if (this.#plan !== undefined && this.#rowText === undefined && this.#cellProblem === undefined)
        this.#openCell(tag, line);
    } else if (level === 3 && this.#column !== undefined) this.#cellHasElements = true;
  }

  text(text: string): void {
    const level = this.#level;
    if (level === 2) {
      if (this.#column !== undefined) this.#cellText += text;
    } else if (level === 1) {
      if (this.#plan !== undefined && this.#rowText === undefined && !isBlank(text))
        this.#rowText = textError("a row", this.#place());
    } else if (level === 0 && this.#textProblem === undefined && !isBlank(text)) {
      this.#textProblem = textError(`<${this.#dataName}>`, { line: this.#dataLine });
    }
  }

  close(): void {
    const level = this.#level--;
    if (level === 2) {
      if (this.#column !== undefined) this.#closeCell();
    } else if (level === 1 && this.#plan !== undefined) this.#closeRow();
  }

  #fail(problem: unknown): void {
    this.#rowProblem = problem;
    this.#stopped = true;
    this.#plan = undefined;
    this.#column = undefined;
  }

  #place(): DataSetPlace {
    const place = { table: this.#plan!.table.name, rowIndex: this.#rowIndex, line: this.#rowLine };
    return this.#diffgram && this.#rowId !== undefined ? { ...place, rowId: this.#rowId } : place;
  }

  #openRow(tag: OpenTag, line: number, column: number): void {
    const plan = tag.uri === this.#schema.namespace ? this.#plans.get(tag.local) : undefined;
    if (plan === undefined) {
      // The tree path's message. No earlier row had this element name (it would have failed first): index 0.
      let problem: unknown = new DataSetDecodeError(`the row element <${tag.name}> is not a table of the schema`);
      try {
        tableOf(headOf(tag, line, column), this.#schema, 0);
      } catch (error) {
        problem = error;
      }
      this.#fail(problem);
      return;
    }
    this.#plan = plan;
    this.#rowIndex = plan.count++;
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
          `the attribute "${unnamespaced}" is not a column of the schema (attribute columns are not supported)`,
          this.#place(),
        ),
      );
      return;
    }
    const seen = this.#seen;
    const cells = this.#cells;
    for (let i = plan.names.length - 1; i >= 0; i--) {
      seen[i] = false;
      cells[i] = null;
    }
  }

  #openCell(tag: OpenTag, line: number): void {
    const plan = this.#plan!;
    const column = tag.uri === this.#schema.namespace ? plan.columns.get(tag.local) : undefined;
    if (column === undefined) {
      const where = { ...this.#place(), column: decodeXmlName(tag.local), line };
      this.#cellProblem = new DataSetDecodeError(
        `the element <${tag.name}> is not a column of the table in the schema`,
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
    const plan = this.#plan!;
    const problem = this.#rowText ?? this.#cellProblem;
    if (problem !== undefined) {
      this.#fail(problem);
      return;
    }
    const values = rowValues(plan, this.#cells);
    const diffgram = this.#diffgram;
    if (!diffgram) {
      this.#rows.get(plan.table)!.push({ values, state: "unchanged" } as DataRow);
      this.#plan = undefined;
      return;
    }
    const row: PendingRow = { table: plan.table, id: this.#rowId, values, state: this.#state };
    const order = this.#rowOrder;
    if (order !== undefined) {
      const value = rowOrderValue(order);
      if (value === undefined) {
        this.#fail(new DataSetDecodeError("msdata:rowOrder must be a non-negative integer", this.#place()));
        return;
      }
      row.rowOrder = value;
    }
    diffgram.current.push(row);
    if (row.id !== undefined) {
      if (diffgram.byId.has(row.id)) {
        this.#fail(new DataSetDecodeError("two rows have the same diffgr:id", this.#place()));
        return;
      }
      diffgram.byId.set(row.id, row);
    }
    this.#plan = undefined;
  }
}

type Slot = "data" | "before" | "errors";

/**
 * A diffgram from its events: the data element's rows streamed, diffgr:before and diffgr:errors built as
 * trees and read with the tree path's functions once the diffgram has closed. Levels count from the diffgram.
 */
class DiffgramReader {
  readonly #schema: SchemaInfo;
  readonly #plans: Map<string, TablePlan>;
  readonly #rows: RowsByTable;
  readonly #read: DiffgramRows = { current: [], deleted: [], byId: new Map() };
  readonly #line: number;
  #level = 0;
  #textProblem: unknown;
  /** The first part that is not data, before or errors, or a second one of a kind. */
  #partProblem: unknown;
  #data: RowsReader | undefined;
  /** Whether the current part (level 1) is the data element being read. */
  #inData = false;
  #slots = new Set<Slot>();
  #before: XmlElement | undefined;
  #errors: XmlElement | undefined;

  constructor(schema: SchemaInfo, plans: Map<string, TablePlan>, rows: RowsByTable, line: number) {
    this.#schema = schema;
    this.#plans = plans;
    this.#rows = rows;
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
      this.#partProblem = new DataSetDecodeError(`unexpected element <${tag.name}> in the diffgram`, { line });
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
    this.#data = new RowsReader(this.#schema, this.#plans, this.#rows, this.#read, tag, line);
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

  /** Reads the changes and puts the rows into their tables; throws the problem the tree path would report. */
  finish(): void {
    const problem = this.#textProblem ?? this.#partProblem ?? this.#data?.problem;
    if (problem !== undefined) throw problem;
    readChanges(this.#before, this.#errors, this.#schema, this.#read);
    settleDiffgram(this.#read, this.#rows);
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
  #schema: SchemaInfo | undefined;
  #plans: Map<string, TablePlan> | undefined;
  #rows: RowsByTable | undefined;
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
      if (this.#schema === undefined) return false;
      this.#inData = true;
      if (tag.uri === DIFFGRAM_NS && tag.local === "diffgram")
        this.#diffgram = new DiffgramReader(this.#schema, this.#plans!, this.#rows!, line);
      else this.#plain = new RowsReader(this.#schema, this.#plans!, this.#rows!, undefined, tag, line);
      return false;
    }
    if (index === 3)
      this.#extraProblem = new DataSetDecodeError(`unexpected element <${tag.name}> after the DataSet's data`, {
        line,
      });
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
      const schema = readSchema(element);
      this.#plans = planTables(schema);
      this.#rows = new Map(schema.tables.map((t) => [t, []]));
      this.#schema = schema;
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
    if (this.#hasText) return { kind: "failed", error: textError(`<${container.name}>`, { line: container.line }) };
    // A schema problem, else an element after the data, else the data's problem.
    if (this.#schema === undefined) return { kind: "failed", error: this.#problem };
    if (this.#extraProblem !== undefined) return { kind: "failed", error: this.#extraProblem };
    if (this.#problem !== undefined) return { kind: "failed", error: this.#problem };
    return { kind: "read", schema: this.#schema, rows: this.#rows! };
  }
}
