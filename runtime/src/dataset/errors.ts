/**
 * The two ways a DataSet can be wrong: on the wire (DataSetDecodeError) or in the program that builds one
 * (DataSetEncodeError). Both name the place (table, row, column) so a message alone finds the bad value.
 * Like the rest of the runtime, messages say what was expected and never echo a value: a column may hold a secret.
 */
import { brand, isBranded } from "../brand.js";
import { shownText } from "../text/shown.js";

export interface DataSetPlace {
  readonly table?: string | undefined;
  /** 0-based position of the row within its table, in document order. */
  readonly rowIndex?: number | undefined;
  /** `diffgr:id` of the row, when it has one. */
  readonly rowId?: string | undefined;
  readonly column?: string | undefined;
  /** Line of the element in the parsed document. */
  readonly line?: number | undefined;
}

function describe(place: DataSetPlace): string {
  const parts: string[] = [];
  if (place.table !== undefined) parts.push(`table "${shownText(place.table)}"`);
  if (place.rowIndex !== undefined) {
    parts.push(
      `row index ${place.rowIndex}${place.rowId !== undefined ? ` (diffgr:id "${shownText(place.rowId)}")` : ""}`,
    );
  } else if (place.rowId !== undefined) parts.push(`row diffgr:id "${shownText(place.rowId)}"`);
  if (place.column !== undefined) parts.push(`column "${shownText(place.column)}"`);
  const where = parts.join(", ");
  const line = place.line !== undefined ? ` (line ${place.line})` : "";
  return where ? `${where}${line}: ` : line ? `${line.slice(2, -1)}: ` : "";
}

/** A DataSet payload that cannot be read: no schema, a row or column the schema does not know, a malformed value. */
export class DataSetDecodeError extends Error {
  /** Also true for an instance from another copy of the runtime (see brand.ts). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  readonly table?: string | undefined;
  readonly rowIndex?: number | undefined;
  readonly rowId?: string | undefined;
  readonly column?: string | undefined;
  readonly line?: number | undefined;
  /** The problem alone, without the place. */
  readonly problem: string;

  constructor(problem: string, place: DataSetPlace = {}) {
    super(`Invalid DataSet: ${describe(place)}${problem}`);
    this.name = "DataSetDecodeError";
    this.problem = problem;
    this.table = place.table;
    this.rowIndex = place.rowIndex;
    this.rowId = place.rowId;
    this.column = place.column;
    this.line = place.line;
  }
}

/** A DataSet built by the program that cannot be written: a value of the wrong type, a duplicate name, a bad decimal. */
export class DataSetEncodeError extends Error {
  /** Also true for an instance from another copy of the runtime (see brand.ts). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  readonly table?: string | undefined;
  readonly rowIndex?: number | undefined;
  readonly column?: string | undefined;
  readonly problem: string;

  constructor(problem: string, place: DataSetPlace = {}) {
    super(`Cannot write DataSet: ${describe(place)}${problem}`);
    this.name = "DataSetEncodeError";
    this.problem = problem;
    this.table = place.table;
    this.rowIndex = place.rowIndex;
    this.column = place.column;
  }
}

brand(DataSetDecodeError, "DataSetDecodeError");
brand(DataSetEncodeError, "DataSetEncodeError");
