/**
 * Reads a generated package's golden fixtures (fixtures/index.json and the files it names) without any of
 * the package's code: the format is the one fixtures/README.md documents, so this is also what another repo
 * would write to run them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The fixture format is defined once, by the emitter that writes it. */
export type { FixtureCase } from "../../generator/emit/fixtures/index-json.js";
import type { FixtureCase } from "../../generator/emit/fixtures/index-json.js";

export interface FixtureOperation {
  /** The message name (an overload's own, else the method name). */
  readonly name: string;
  readonly tsName: string;
  readonly bindings: readonly string[];
  readonly fields: readonly { readonly wireName: string; readonly tsName: string }[];
  /** Absent for a void operation. */
  readonly result?: unknown;
  readonly outParams?: readonly { readonly wireName: string; readonly tsName: string }[];
  readonly oneWay?: true;
  readonly headers?: readonly FixtureHeader[];
  readonly faults?: readonly string[];
  /** A SoapUnknownHeader[] bound with this Direction (spec `unknownHeaders`). */
  readonly unknownHeaders?: "in" | "out" | "inOut";
}

export interface FixtureIndex {
  readonly format: string;
  readonly service: { readonly name: string; readonly namespace: string; readonly endpoint: string; readonly endpointPath: string };
  readonly operations: readonly FixtureOperation[];
  readonly cases: readonly FixtureCase[];
}

/** An operation's SOAP header, as index.json lists it. */
export interface FixtureHeader {
  readonly element: string;
  readonly tsName: string;
  readonly direction: "in" | "out" | "inOut" | "fault";
  readonly required: boolean;
}

/** One HTTP message of a fixture: start line, the headers given (names in lower case), body text. */
export interface Message {
  readonly startLine: string;
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
}

export interface FaultValues {
  readonly code: "Client" | "Server";
  readonly message: string;
  readonly reason: string;
  /** SOAP 1.2 subcode (a local name in the service namespace). */
  readonly subcode?: string;
  /** A typed detail: a fault class and its value. */
  readonly detail?: { readonly type: string; readonly value: Json };
}

export interface Values {
  readonly params: Record<string, Json>;
  /** SOAP headers the caller sends, by TypeScript name. */
  readonly headers?: Record<string, Json>;
  readonly result?: Json;
  /** Out parameters, by TypeScript name. */
  readonly out?: Record<string, Json>;
  /** SOAP headers the handler sends back, by TypeScript name. */
  readonly responseHeaders?: Record<string, Json>;
  /** Other header blocks the handler sends back (unknownHeaders out or inOut), as XmlElementValues. */
  readonly unknownHeaders?: Json[];
  readonly fault?: FaultValues;
}

/** Whether a client call or handler of the operation deals in `{ result, <out parameters>, headers }`. */
export function returnsObject(op: FixtureOperation): boolean {
  return (
    (op.outParams?.length ?? 0) > 0 ||
    (op.headers ?? []).some((h) => h.direction === "out" || h.direction === "inOut") ||
    op.unknownHeaders === "out" ||
    op.unknownHeaders === "inOut"
  );
}

/**
 * What a handler returns (and a client call resolves to) for an exchange: the result itself, or for an
 * operation with out parameters or out headers `{ result, <out parameters>, headers }` (no result when void).
 */
export function outcomeJson(op: FixtureOperation, values: Values): Json {
  if (!returnsObject(op)) return values.result ?? null;
  const outcome: Record<string, Json> = {};
  if (op.result !== undefined) outcome.result = values.result ?? null;
  Object.assign(outcome, values.out ?? {});
  outcome.headers = values.responseHeaders ?? {};
  if (op.unknownHeaders === "out" || op.unknownHeaders === "inOut") outcome.unknownHeaders = values.unknownHeaders ?? [];
  return outcome;
}

export class FixtureSet {
  readonly index: FixtureIndex;

  constructor(readonly dir: string) {
    this.index = JSON.parse(readFileSync(join(dir, "index.json"), "utf8")) as FixtureIndex;
  }

  operation(name: string): FixtureOperation {
    const op = this.index.operations.find((o) => o.name === name);
    if (!op) throw new Error(`no operation ${name} in ${this.dir}/index.json`);
    return op;
  }

  /** A message file: head lines end with CR LF, the body is everything after the first empty line. */
  message(path: string): Message {
    const text = readFileSync(join(this.dir, path), "utf8");
    const split = text.indexOf("\r\n\r\n");
    if (split < 0) throw new Error(`${path}: no empty line after the head`);
    const [startLine, ...lines] = text.slice(0, split).split("\r\n");
    const headers = new Map(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()] as const));
    return { startLine: startLine!, headers, body: text.slice(split + 4) };
  }

  readonly #valueFiles = new Map<string, Record<string, Values>>();

  values(c: FixtureCase): Values {
    if (!c.values) throw new Error(`${c.id} has no values`);
    let file = this.#valueFiles.get(c.values.file);
    if (!file)
      this.#valueFiles.set(
        c.values.file,
        (file = JSON.parse(readFileSync(join(this.dir, c.values.file), "utf8")) as Record<string, Values>),
      );
    const values = file[c.values.key];
    if (!values) throw new Error(`${c.values.file} has no key ${c.values.key}`);
    return values;
  }
}

/** `METHOD target HTTP/1.1` → method and target. */
export function requestLine(message: Message): { method: string; target: string } {
  const [method, target] = message.startLine.split(" ");
  return { method: method!, target: target! };
}

/** `HTTP/1.1 200 OK` → 200. */
export function statusOf(message: Message): number {
  return Number(message.startLine.split(" ")[1]);
}

// ---------------------------------------------------------------------------------------------------------
// Typed values: JSON conventions (fixtures/README.md) ↔ the values a generated client and server carry.

/** The DataSet builders of the package under test (its own runtime copy, so its instanceof checks hold). */
export interface DataSetBuilders {
  dataSet(name: string, tables: readonly unknown[]): unknown;
  table(name: string, columns: Record<string, string>, rows: readonly Record<string, unknown>[]): unknown;
}

interface TableJson {
  name: string;
  columns: { name: string; type: string }[];
  rows: Record<string, Json>[];
}

function buildTable(table: TableJson, builders: DataSetBuilders): unknown {
  const columns = Object.fromEntries(table.columns.map((c) => [c.name, c.type]));
  const rows = table.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, fromJson(v, builders)])));
  return builders.table(table.name, columns, rows);
}

/** A JSON fixture value as the program value a client takes or a handler returns. */
export function fromJson(value: Json, builders: DataSetBuilders): unknown {
  if (Array.isArray(value)) return value.map((v) => fromJson(v, builders));
  if (value === null || typeof value !== "object") return value;
  if (typeof value.$bigint === "string") return BigInt(value.$bigint);
  if (typeof value.$base64 === "string") return new Uint8Array(Buffer.from(value.$base64, "base64"));
  if (typeof value.$double === "string") return { NaN: NaN, INF: Infinity, "-INF": -Infinity }[value.$double];
  if (value.$dataTable) return buildTable(value.$dataTable as unknown as TableJson, builders);
  if (value.$dataSet) {
    const set = value.$dataSet as unknown as { name: string; tables: TableJson[] };
    return builders.dataSet(
      set.name,
      set.tables.map((t) => buildTable(t, builders)),
    );
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromJson(v, builders)]));
}

interface TableLike {
  name: string;
  columns: readonly { name: string; type: string | { xsd: string } }[];
  rows: readonly { values: Record<string, unknown>; state: string }[];
}

function tableJson(table: TableLike): Json {
  return {
    name: table.name,
    columns: table.columns.map((c) => ({ name: c.name, type: typeof c.type === "string" ? c.type : c.type.xsd })),
    rows: table.rows.map((r) => Object.fromEntries(table.columns.map((c) => [c.name, toJson(r.values[c.name] ?? null)]))),
  };
}

/** A program value (a decoded result, a handler's input) in the JSON conventions, to compare with a fixture. */
export function toJson(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (typeof value === "bigint") return { $bigint: value.toString() };
  if (value instanceof Uint8Array) return { $base64: Buffer.from(value).toString("base64") };
  if (typeof value === "number" && !Number.isFinite(value)) return { $double: Number.isNaN(value) ? "NaN" : value > 0 ? "INF" : "-INF" };
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    // A DataSet has tables; a DataTable has columns and rows (duck-typed: the package has its own runtime copy).
    if (Array.isArray(record.tables) && typeof record.name === "string") {
      return { $dataSet: { name: record.name, tables: (record.tables as TableLike[]).map(tableJson) } };
    }
    if (Array.isArray(record.columns) && Array.isArray(record.rows)) return { $dataTable: tableJson(value as TableLike) };
    // An absent optional value (a property set to undefined) has no key in the fixtures.
    return Object.fromEntries(
      Object.entries(record)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, toJson(v)]),
    );
  }
  return value as Json;
}

/**
 * A value with the null properties of its objects left out, for comparing: a class's null reference field
 * and an absent one are the same value (.NET reads an absent reference field as null; the generated types
 * allow both `null` and no property). Array items are kept: a nil item is not an absent one.
 */
export function withoutNullKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNullKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, withoutNullKeys(v)]),
  );
}
