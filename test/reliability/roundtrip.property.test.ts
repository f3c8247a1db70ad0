/**
 * Property: for every operation on every binding it has, generated client → generated server → handler
 * → result → client carries every value exactly. Strings are any text XML can carry (\r, \r\n, edge
 * spaces, `]]>`, astral characters, markup, form metacharacters); enums and booleans every value;
 * DataSets and DataTables built with the dataset builders. HTTP GET and POST cannot tell null from empty
 * (a parameter is always sent, as text): there null arrives as "". Characters XML cannot carry are
 * refused by the client, before sending, with a RequestEncodeError naming the field.
 *
 * Deterministic: fixed seed, bounded runs.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  RequestEncodeError,
  ShipmentOperationsClient,
  type BindingKind,
  type CallBinding,
} from "../../generated/shipment-operations/src/client.js";
import { shipmentOperationsDescriptor } from "../../generated/shipment-operations/src/descriptor.js";
import { nodeTransport } from "../../generated/shipment-operations/src/node.js";
import { dataSet, DataSet, DataTable, table } from "../../runtime/src/dataset/index.js";
import type { ShipmentOperationsHandlers } from "../../generated/shipment-operations/src/server.js";
import { rejectionWatch, startGenerated, type Started } from "./support.js";

const NUM_RUNS = Number(process.env.RT_RUNS ?? 30);
const SEED = Number(process.env.RT_SEED ?? 20240611);

const isXmlChar = (s: string): boolean =>
  !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u.test(s);

/** Any text XML 1.0 can carry, with the troublesome cases made likely. */
const xmlString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: "binary", maxLength: 24 }).filter(isXmlChar), weight: 4 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }).filter(isXmlChar), weight: 1 },
  {
    arbitrary: fc
      .array(
        fc.constantFrom("\r", "\r\n", "\n", "\t", " ", "  ", "]]>", "<![CDATA[", "&amp;", "<a>", "&", "%41", "%", "+", "=", "&x=1", "😀", "𝄞", "\u00A0", "\u0085", "\u2028", "\uFEFF", "Zoë", '"', "'", "?", "#", "\uE000", "\uFFFD"),
        { maxLength: 6 },
      )
      .map((parts) => parts.join("")),
    weight: 3,
  },
);
const nullableString = fc.option(xmlString, { nil: null, freq: 6 });
const enumValue = fc.constantFrom("HAWB", "SHIPPER", "PO", "ORDERNUMBER" as const);

/** Rows of the StatusRow shape. */
const statusRow = fc.record({
  TrackNum: nullableString,
  StatusCode: nullableString,
  StatusDate: fc.option(fc.constantFrom("2024-01-02T03:04:05+00:00", "1999-12-31T23:59:59.1234567-05:30", "2024-02-29T00:00:00Z"), { nil: null }),
  Pieces: fc.option(fc.integer(), { nil: null }),
  Weight: fc.option(fc.constantFrom("0", "12.5", "-7.25", "79228162514264337593543950335", "0.0000000001"), { nil: null }),
});
const STATUS_COLUMNS = { TrackNum: "string", StatusCode: "string", StatusDate: "dateTime", Pieces: "int", Weight: "decimal" } as const;
const statusRows = fc.array(statusRow, { maxLength: 4 });

/** A DataSet as a client sends it: one or two tables of text and numbers, arbitrary names and text. */
const tableName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/);
const quotes: fc.Arbitrary<DataSet | null> = fc.option(
  fc
    .record({
      name: tableName,
      tables: fc.uniqueArray(tableName, { minLength: 1, maxLength: 2 }),
    })
    .chain(({ name, tables }) =>
      fc
        .tuple(...tables.map((t) => fc.array(fc.record({ Text: nullableString, Number: fc.option(fc.integer(), { nil: null }), Flag: fc.option(fc.boolean(), { nil: null }) }), { maxLength: 3 }).map((rows) => table(t, { Text: "string", Number: "int", Flag: "boolean" }, rows))))
        .map((built) => dataSet(name, built)),
    )
    .filter((ds) => ds.tables.every((t) => t.name !== "QuoteEcho")),
  { nil: null, freq: 5 },
);

function snapshot(value: unknown): unknown {
  if (value instanceof DataSet)
    return { name: value.name, namespace: value.namespace, tables: value.tables.map((t) => snapshot(t)) };
  if (value instanceof DataTable) return { name: value.name, columns: value.columns.map((c) => c.name), rows: value.rows };
  return value;
}

// ---------------------------------------------------------------------------------------------------------
// The server: records what each handler received and answers what the property chose.

let received: Record<string, unknown> | undefined;
let answer: unknown;
let requests = 0;
const record = (input: object): unknown => {
  requests++;
  received = { ...input };
  return answer;
};
const handlers: ShipmentOperationsHandlers = {
  getQuotesRequest: record as never,
  getQuotes: ((input: { quotes: DataSet | null }) => {
    record(input);
    return input.quotes;
  }) as never,
  uploadShipmentsRequest: record as never,
  uploadShipmentsRs: record as never,
  getStatus: record as never,
  getStatusRef: record as never,
  getStatusRequest: record as never,
  viewNextAvailableMawbNum: record as never,
  reserveNextMawbNum: record as never,
};

const watch = rejectionWatch();
let server: Started;
const clients = new Map<CallBinding, ShipmentOperationsClient<BindingKind>>();
const transport = nodeTransport({ maxSockets: 4 });

beforeAll(async () => {
  watch.install();
  server = await startGenerated({}, handlers);
  for (const binding of ["soap11", "soap12", "httpGet", "httpPost"] as const)
    clients.set(binding, new ShipmentOperationsClient({ endpoint: server.url, allowInsecureHttp: true, binding, transport, timeoutMs: 5_000 }));
});
afterAll(async () => {
  await server.listening.close();
  expect(watch.uninstall()).toEqual([]);
});

// ---------------------------------------------------------------------------------------------------------

type Kind = "string" | "enum" | "boolean" | "dataSet";
const arbitraryOf: Record<Kind, fc.Arbitrary<unknown>> = {
  string: nullableString,
  enum: enumValue,
  boolean: fc.boolean(),
  dataSet: quotes,
};

function kindOf(type: { kind: string; type?: string }): Kind {
  if (type.kind === "enum") return "enum";
  if (type.kind === "dataSet" || type.kind === "dataTable") return "dataSet";
  return type.type === "boolean" ? "boolean" : "string";
}

/** What the handler sees of a sent value on a binding. */
function arrived(kind: Kind, value: unknown, http: boolean): unknown {
  if (kind === "dataSet") return snapshot(value);
  if (http && kind === "string" && value === null) return ""; // HTTP GET/POST: null is sent as an empty value
  return value;
}

function resultArbitrary(operation: string): fc.Arbitrary<unknown> {
  switch (operation) {
    case "GetStatus":
      return fc.option(statusRows.map((rows) => dataSet("StatusDataSet", [table("Status", STATUS_COLUMNS, rows)])), { nil: null, freq: 6 });
    case "GetStatusRef":
      return fc.option(statusRows.map((rows) => table("StatusRef", STATUS_COLUMNS, rows)), { nil: null, freq: 6 });
    case "GetQuotes":
      return fc.constant(undefined); // the handler echoes the input DataSet
    default:
      return nullableString;
  }
}

const methodOf = (name: string): string =>
  name.replace(/MAWB/g, "Mawb").replace(/RS$/, "Rs").replace(/^./, (c) => c.toLowerCase());

describe("every value survives client → server → handler → result → client", () => {
  for (const operation of shipmentOperationsDescriptor.operations) {
    for (const binding of operation.bindings) {
      it(`${operation.name} over ${binding}`, async () => {
        const http = binding === "httpGet" || binding === "httpPost";
        const fields = operation.fields.map((f) => ({ ts: f.tsName, kind: kindOf(f.type as never) }));
        const input = fc.record(Object.fromEntries(fields.map((f) => [f.ts, arbitraryOf[f.kind]])));
        await fc.assert(
          fc.asyncProperty(input, resultArbitrary(operation.name), async (values, result) => {
            answer = result;
            received = undefined;
            const client = clients.get(binding)!;
            const method = (client as unknown as Record<string, (input: object) => Promise<unknown>>)[methodOf(operation.name)]!;
            const got = await method.call(client, values);
            for (const f of fields) expect(snapshot(received![f.ts]), f.ts).toEqual(arrived(f.kind, values[f.ts], http));
            const expected = operation.name === "GetQuotes" ? values.quotes : result;
            expect(snapshot(got)).toEqual(snapshot(expected));
          }),
          { numRuns: NUM_RUNS, seed: SEED, endOnFailure: true },
        );
      });
    }
  }
});

describe("characters XML cannot carry are refused by the client, naming the field, before anything is sent", () => {
  const bad = fc.tuple(xmlString, fc.constantFrom("\u0001", "\u0000", "\u001F", "\uD800", "\uDFFF", "\uFFFE", "\uFFFF", "\u000B"), xmlString).map(([a, c, b]) => a + c + b);
  for (const operation of shipmentOperationsDescriptor.operations) {
    const stringFields = operation.fields.filter((f) => kindOf(f.type as never) === "string");
    for (const binding of operation.bindings) {
      it(`${operation.name} over ${binding}`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...stringFields.map((f) => f)), bad, async (field, text) => {
            const before = requests;
            const client = clients.get(binding)!;
            const method = (client as unknown as Record<string, (input: object) => Promise<unknown>>)[methodOf(operation.name)]!;
            const error = await method.call(client, { [field.tsName]: text }).then(
              () => undefined,
              (e: unknown) => e,
            );
            expect(error).toBeInstanceOf(RequestEncodeError);
            expect((error as RequestEncodeError).field).toBe(field.wireName);
            expect((error as Error).message).toContain(field.wireName);
            expect(requests).toBe(before);
          }),
          { numRuns: 10, seed: SEED, endOnFailure: true },
        );
      });
    }
  }
});
