/**
 * fast-check arbitraries of DataSets as the builders accept them — several tables, every column type, nulls,
 * hostile text, names that need XML escapes, change states and errors, namespaces, the DataTable form — for
 * the property tests of the DataSet codec (round trip, tree path against event path).
 */
import fc from "fast-check";
import {
  dataSet,
  row,
  table,
  type ColumnOptions,
  type ColumnType,
  type DataSet,
  type DataTable,
  type DateTimeMode,
  type RowState,
} from "../../runtime/src/dataset/index.js";
import type { SimpleTypeName } from "../../runtime/src/simple-types.js";
import { findInvalidXmlChar } from "../../runtime/src/xml/escape.js";

export const xmlText = (maxLength: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: "binary", maxLength }).filter((s) => findInvalidXmlChar(s) < 0),
    fc.constantFrom("<&>", "]]>", "a\r\nb", "\r", "\n", " ", "  \t ", "\u00A0", "😀 astral 𝄞", "&amp;", "\"'", ""),
  );

/** Names as .NET allows them: anything non-empty, including what needs `_xHHHH_` escapes. */
const name = fc.oneof(
  { arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      "Track Num",
      "1st",
      "a:b",
      "_x0041_",
      "Größe",
      "日付",
      "x😀",
      "toString",
      "__proto__",
      "-dash",
      "x.y",
    ),
    weight: 2,
  },
  {
    arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 6 }).filter((s) => findInvalidXmlChar(s) < 0),
    weight: 1,
  },
);

/** Mostly undefined: change tracking and errors are the exception in real DataSets. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary, weight: 1 });

const decimal = fc
  .tuple(
    fc.constantFrom("", "-", "+"),
    fc.stringMatching(/^\d{1,28}$/),
    fc.option(fc.stringMatching(/^\d{0,28}$/), { nil: undefined }),
  )
  .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? "" : `.${fraction}`}`);

const dateTime = fc
  .record({
    date: fc.date({
      min: new Date("0001-01-01T00:00:00Z"),
      max: new Date("9999-12-31T23:59:59Z"),
      noInvalidDate: true,
    }),
    fraction: fc.stringMatching(/^\d{0,7}$/),
    offset: fc.oneof(
      fc.constantFrom("", "Z", "+00:00", "-05:30", "+14:00"),
      fc
        .tuple(fc.constantFrom("+", "-"), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 59 }))
        .map(([s, h, m]) => `${s}${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
    ),
  })
  .map(({ date, fraction, offset }) => `${date.toISOString().slice(0, 19)}${fraction ? `.${fraction}` : ""}${offset}`);

const OTHER_TYPES: readonly ColumnType[] = [
  { xsd: "duration" },
  { xsd: "anyURI" },
  {
    xsd: "unsignedShort",
    dataType: "System.Char, mscorlib, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089",
  },
];

const SIMPLE: readonly Exclude<SimpleTypeName, "date" | "duration" | "dateTimeOffset" | "QName" | "anyURI">[] = [
  "string",
  "boolean",
  "int",
  "long",
  "short",
  "byte",
  "unsignedByte",
  "unsignedShort",
  "unsignedInt",
  "unsignedLong",
  "decimal",
  "double",
  "float",
  "dateTime",
  "base64Binary",
  "guid",
];

export function valueOf(type: ColumnType): fc.Arbitrary<unknown> {
  if (typeof type !== "string") return xmlText(12);
  switch (type) {
    case "string":
      return xmlText(20);
    case "boolean":
      return fc.boolean();
    case "int":
      return fc.integer();
    case "short":
      return fc.integer({ min: -32768, max: 32767 });
    case "byte":
      return fc.integer({ min: -128, max: 127 });
    case "unsignedByte":
      return fc.integer({ min: 0, max: 255 });
    case "unsignedShort":
      return fc.integer({ min: 0, max: 65535 });
    case "unsignedInt":
      return fc.integer({ min: 0, max: 4294967295 });
    case "long":
      return fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
    case "unsignedLong":
      return fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });
    case "decimal":
      return decimal;
    case "double":
      return fc.double();
    case "float":
      return fc.float();
    case "dateTime":
      return dateTime;
    case "base64Binary":
      return fc.uint8Array({ maxLength: 20 });
    case "guid":
      return fc.uuid().chain((g) => fc.constantFrom(g, g.toUpperCase(), `{${g}}`));
    // The model refuses char columns (DataSets write System.Char with a type annotation the codec does not read).
    case "char":
      throw new Error("DataSet columns have no char type");
  }
}

interface ColumnPlan {
  readonly name: string;
  readonly options: ColumnOptions;
}

const columnPlan: fc.Arbitrary<ColumnPlan> = fc
  .record({
    name,
    type: fc.constantFrom<ColumnType>(...SIMPLE, ...OTHER_TYPES),
    required: fc.boolean(),
    extra: fc.constantFrom<DateTimeMode | number | undefined>(undefined, "Utc", "Local", "Unspecified", 500),
  })
  .map(({ name, type, required, extra }) => ({
    name,
    options: {
      type,
      required,
      ...(type === "dateTime" && typeof extra === "string" ? { dateTimeMode: extra } : {}),
      ...(type === "string" && typeof extra === "number" ? { maxLength: extra } : {}),
    },
  }));

function rowValues(columns: readonly ColumnPlan[]): fc.Arbitrary<Record<string, unknown>> {
  const entries = columns.map((c) =>
    (c.options.required ? valueOf(c.options.type) : fc.option(valueOf(c.options.type), { nil: null })).map(
      (v) => [c.name, v] as const,
    ),
  );
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs));
}

const tablePlan = (tableName: string): fc.Arbitrary<DataTable<object>> =>
  fc.uniqueArray(columnPlan, { maxLength: 6, selector: (c) => c.name }).chain((columns) => {
    const plannedRow = fc
      .record({
        values: rowValues(columns),
        original: rowValues(columns),
        state: fc.constantFrom<RowState>("unchanged", "unchanged", "added", "modified", "deleted"),
        error: rarely(fc.string({ minLength: 1, maxLength: 8 }).filter((s) => findInvalidXmlChar(s) < 0)),
        columnError: rarely(fc.tuple(fc.nat(), fc.constantFrom("bad\tvalue", '<&">', "x\r\ny"))),
      })
      .map(({ values, original, state, error, columnError }) => {
        const target = columnError && columns.length ? columns[columnError[0] % columns.length]!.name : undefined;
        const plain = state === "unchanged" && error === undefined && target === undefined;
        return plain
          ? values
          : row(values, {
              state,
              ...(state === "modified" ? { original } : {}),
              ...(error !== undefined ? { error } : {}),
              ...(target !== undefined ? { columnErrors: { [target]: columnError![1] } } : {}),
            });
      });
    const spec = Object.fromEntries(columns.map((c) => [c.name, c.options]));
    return fc
      .array(plannedRow, { maxLength: 5 })
      .map((rows) => table(tableName, spec, rows as never) as DataTable<object>);
  });

/** Column order of a builder follows object key order, so integer-like names would move: keep them out here. */
const noIntegerNames = (names: readonly string[]): boolean => names.every((n) => !/^(0|[1-9]\d*)$/.test(n));

export const dataSets: fc.Arbitrary<DataSet> = fc
  .record({
    name,
    tableNames: fc.uniqueArray(name, { minLength: 1, maxLength: 4 }),
    namespace: fc.constantFrom("", "urn:x-test:quotes"),
    locale: fc.constantFrom(undefined, "de-DE", ""),
    caseSensitive: fc.boolean(),
    asTable: fc.boolean(),
  })
  .chain(({ name, tableNames, namespace, locale, caseSensitive, asTable }) =>
    fc.tuple(...tableNames.map(tablePlan)).map((tables) => {
      const main = asTable ? tables.slice(0, 1) : tables;
      return dataSet(asTable ? "NewDataSet" : name, main, {
        namespace,
        caseSensitive,
        ...(locale !== undefined ? { locale } : {}),
        ...(asTable ? { mainTable: main[0]!.name } : {}),
      });
    }),
  )
  .filter((ds) => ds.tables.every((t) => noIntegerNames(t.columns.map((c) => c.name))));

/** The parts of a DataSet that decoding must give back, as plain data. */
export function snapshot(ds: DataSet): unknown {
  return {
    name: ds.name,
    namespace: ds.namespace,
    locale: ds.locale,
    caseSensitive: ds.caseSensitive,
    mainTable: ds.mainTable,
    tables: ds.tables.map((t) => ({ name: t.name, columns: t.columns, rows: t.rows })),
  };
}
