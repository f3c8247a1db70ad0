/**
 * The planned DataSet writer (rows written straight to text, checked values not checked again) against the
 * element-tree writer it replaced (dataset-encode-reference.ts): the same bytes in both layouts for every
 * DataSet the builders make, for the same rows in tables built without the builders (values checked by the
 * encoder), with other column types, and for damaged rows the same DataSetEncodeError.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DataSet,
  DataTable,
  dataSet,
  encodeDataSet,
  encodeDataTable,
  table,
  type ColumnType,
  type DataRow,
} from "../../runtime/src/dataset/index.js";
import { dataSets } from "./dataset-arbitraries.js";
import { referenceEncodeDataSet, referenceEncodeDataTable } from "./dataset-encode-reference.js";

type Options = { layout: "compact" } | { layout: "indented"; depth: number };
const options: fc.Arbitrary<Options> = fc.oneof(
  fc.constant({ layout: "compact" as const }),
  fc.integer({ min: 0, max: 3 }).map((depth) => ({ layout: "indented" as const, depth })),
);

function outcome(write: () => string): unknown {
  try {
    return { text: write() };
  } catch (error) {
    const e = error as Error & Record<string, unknown>;
    return { error: e.constructor.name, message: e.message, table: e.table, rowIndex: e.rowIndex, column: e.column };
  }
}

function expectSameBytes(ds: DataSet, layout: Options): unknown {
  const expected = outcome(() => referenceEncodeDataSet(ds, layout));
  expect(outcome(() => encodeDataSet(ds, layout))).toEqual(expected);
  return expected;
}

/** The same tables through the DataTable constructor, with copies of the values: nothing marks them checked. */
function unchecked(
  ds: DataSet,
  mapRow: (row: DataRow, table: DataTable, index: number) => DataRow = (r) => r,
): DataSet {
  const tables = ds.tables.map(
    (t) =>
      new DataTable(
        t.name,
        t.columns,
        t.rows.map((r, i) => {
          const copy: DataRow = {
            ...r,
            values: { ...r.values },
            ...(r.original ? { original: { ...r.original } } : {}),
          };
          return mapRow(copy, t, i);
        }),
      ),
  );
  return new DataSet(ds.name, tables, {
    namespace: ds.namespace,
    caseSensitive: ds.caseSensitive,
    ...(ds.locale !== undefined ? { locale: ds.locale } : {}),
    ...(ds.mainTable !== undefined ? { mainTable: ds.mainTable } : {}),
  });
}

const HOSTILE: readonly unknown[] = [
  "",
  " ",
  "\u2003\u3000",
  "\t\n",
  "a\u0001b",
  "\uD800",
  "x\uDC00",
  "\uFFFE",
  "<&>\r",
  "😀",
  7,
  -0,
  1.5,
  NaN,
  Infinity,
  2 ** 53,
  -1,
  300,
  2n ** 64n,
  -1n,
  true,
  "true",
  "12.5",
  "1e5",
  "2024-02-30T00:00:00",
  "2024-01-02T03:04:05Z",
  new Date("2024-01-02T03:04:05.120Z"),
  new Date(Number.NaN),
  new Uint8Array(0),
  new Uint8Array([1, 2, 255]),
  "0f8fad5b-d9cb-469f-a165-70867728950e",
  {},
  [],
  Symbol.for("x"),
  () => 1,
];

interface Damage {
  readonly row: number;
  readonly column: number;
  readonly value: number;
  readonly kind: "value" | "extraKey" | "notObject" | "state" | "error" | "columnError" | "noOriginal";
}

const damage: fc.Arbitrary<Damage> = fc.record({
  row: fc.nat(),
  column: fc.nat(),
  value: fc.nat(),
  kind: fc.constantFrom(
    "value",
    "value",
    "value",
    "extraKey",
    "notObject",
    "state",
    "error",
    "columnError",
    "noOriginal",
  ),
});

function damaged(ds: DataSet, hurt: readonly Damage[]): DataSet {
  return unchecked(ds, (row, t, index) => {
    let result: Record<string, unknown> = { ...row };
    for (const d of hurt) {
      if (t.rows.length === 0 || d.row % t.rows.length !== index) continue;
      const values = { ...(result.values as object) } as Record<string, unknown>;
      const column = t.columns.length ? t.columns[d.column % t.columns.length]!.name : "none";
      const value = HOSTILE[d.value % HOSTILE.length];
      switch (d.kind) {
        case "value":
          values[column] = value;
          result = { ...result, values };
          break;
        case "extraKey":
          result = { ...result, values: { ...values, "no such column": value } };
          break;
        case "notObject":
          result = { ...result, values: d.value % 2 ? null : "row" };
          break;
        case "state":
          result = { ...result, state: ["modified", "deleted", "added", "bogus"][d.value % 4] };
          break;
        case "error":
          result = { ...result, error: ["", "bad\u0001", "ok <&>"][d.value % 3] };
          break;
        case "columnError":
          result = {
            ...result,
            columnErrors: { [d.value % 2 ? column : "no such column"]: ["", "e\uFFFF", "why"][d.value % 3] },
          };
          break;
        case "noOriginal":
          result = { ...result, state: "modified", original: undefined };
          break;
      }
    }
    return result as unknown as DataRow;
  });
}

describe("the planned writer writes what the element-tree writer wrote", () => {
  it("for DataSets the builders made (values not checked again)", () => {
    fc.assert(
      fc.property(dataSets, options, (ds, layout) => {
        expect(expectSameBytes(ds, layout)).toHaveProperty("text");
      }),
      { numRuns: 400 },
    );
  });

  it("for the same rows in tables built without the builders (values checked by the encoder)", () => {
    fc.assert(
      fc.property(dataSets, options, (ds, layout) => {
        expect(expectSameBytes(unchecked(ds), layout)).toHaveProperty("text");
      }),
      { numRuns: 300 },
    );
  });

  it("for checked values in a table whose columns have other types", () => {
    const TYPES: readonly ColumnType[] = [
      "string",
      "int",
      "long",
      "decimal",
      "dateTime",
      "boolean",
      "base64Binary",
      { xsd: "duration" },
    ];
    fc.assert(
      fc.property(dataSets, options, fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), (ds, layout, picks) => {
        const retyped = new DataSet(
          ds.name,
          ds.tables.map(
            (t) =>
              new DataTable(
                t.name,
                t.columns.map((c, i) => ({ ...c, type: TYPES[picks[i % picks.length]! % TYPES.length]! })),
                t.rows,
              ),
          ),
          { namespace: ds.namespace, ...(ds.mainTable !== undefined ? { mainTable: ds.mainTable } : {}) },
        );
        expectSameBytes(retyped, layout);
      }),
      { numRuns: 300 },
    );
  });

  it("for damaged rows: the same error, table, row and column", () => {
    let errors = 0;
    fc.assert(
      fc.property(dataSets, options, fc.array(damage, { minLength: 1, maxLength: 3 }), (ds, layout, hurt) => {
        const result = expectSameBytes(damaged(ds, hurt), layout);
        if (result && typeof result === "object" && "error" in result) errors++;
      }),
      { numRuns: 600 },
    );
    expect(errors).toBeGreaterThan(100);
  });

  it("for a DataTable on its own, and a large table", () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => ({
      Text: ["plain", " ", "a < b & c", "\r\n", "\u00A0", ""][i % 6]!,
      Count: i - 1000,
      Price: `${i}.5`,
      When: i % 7 ? `2024-01-02T03:04:0${i % 10}Z` : null,
      Bytes: i % 5 ? new Uint8Array([i % 256]) : new Uint8Array(0),
    }));
    const big = table(
      "Big",
      { Text: "string", Count: "int", Price: "decimal", When: "dateTime", Bytes: "base64Binary" },
      rows,
    );
    for (const layout of [{ layout: "compact" }, { layout: "indented", depth: 2 }] as const) {
      expect(encodeDataTable(big, layout)).toBe(referenceEncodeDataTable(big, layout));
      const ds = dataSet("Many", [big]);
      expect(encodeDataSet(ds, layout)).toBe(referenceEncodeDataSet(ds, layout));
    }
  });
});
