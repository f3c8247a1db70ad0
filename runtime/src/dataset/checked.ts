/**
 * Row values the builders have checked (table(), row()): frozen objects with a key per column and values
 * already converted for the column types. The encoder writes such values without checking them again, as
 * long as the table it writes has the same column names and types they were checked against.
 */
import type { DataColumn } from "./types.js";

/** Values object → the signature of the columns it was checked against. */
const checked = new WeakMap<object, string>();

/** Column names and types, in order: what decides whether a values object is valid for a table. */
export function columnsSignature(columns: readonly DataColumn[]): string {
  return JSON.stringify(columns.map((c) => [c.name, c.type]));
}

/** Records a frozen values object as checked against columns of this signature. */
export function markChecked(values: object, signature: string): void {
  checked.set(values, signature);
}

/** Whether a values object was checked against columns of this signature. */
export function isChecked(values: unknown, signature: string): boolean {
  return typeof values === "object" && values !== null && checked.get(values) === signature;
}
