/**
 * The session-25 ERP sweep (issue #32): one ASMX service whose DTOs span six XML namespaces (five
 * [XmlType(Namespace)], one [XmlRoot(Namespace)], an enum in a namespace of its own, inheritance across namespaces
 * with [XmlInclude], [XmlElement(Namespace)] on a member) and jagged arrays (int[][], Order[][] of another
 * namespace, string[][][], [XmlArrayItem(Name, NestingLevel)] renames) as members, parameters and results
 * (test/reference/lab/sweep4-erp/Erp.cs, README there). The WSDL is as the lab's ASMX published it; it must
 * round-trip byte for byte. ErpClash (session 26) renames int[] items within one namespace.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseSpec } from "../../generator/spec/load.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { answersRecordings, clientOfRecording, sentByClient } from "../support/lab-replay.js";
import { describeSweepRoundTrips, importSweepService, itCoversEverySweepService } from "../support/lab-sweep.js";
import { specErrorOf } from "../support/spec-error.js";
import { REPO_ROOT } from "../support/paths.js";

const SWEEP = join(REPO_ROOT, "test/reference/lab/sweep4-erp");

/** Services that import, with what their specs must say. */
const ROUND_TRIPS: readonly (readonly [service: string, says: readonly string[]])[] = [
  // Six schemas; the root declares s3 s5 s4 (a hash table's order), which the spec keeps.
  [
    "ErpPlain",
    [
      "prefixOrder: [ s2, soapenc, soap12, s1, http, tns, mime, tm, s3, s5, s4, s, soap ]",
      '- { name: Capacity, type: "int[][]" }',
      '- { name: Batches, type: "Order[][]" }',
      '- { name: Labels, type: "string[][][]" }',
    ],
  ],
  // An array wrapper lives in the schema of the element typed with it: Plan.Capacity's renamed levels publish
  // s1:ArrayOfInt (items Day, urn:erp:plan) beside the service's tns:ArrayOfInt (items int) of Totals' grid, and
  // ArrayOfOrder twice (Job in Plan's schema, Pick in the service's for Waves), none numbered.
  [
    "Erp",
    [
      '- { name: Capacity, type: "int[][]", arrayItem: { name: Week, items: { name: Day } } }',
      '- { name: Batches, type: "Order[][]", arrayItem: { name: Batch, items: { name: Job } } }',
      '- { name: grid, type: "int[][]" }',
      'result: { type: "Order[][]", arrayItem: { name: Wave, items: { name: Pick } } }',
    ],
  ],
  // Clashes within one schema: XmlSerializer numbers the wrappers per namespace (urn:erp:plan's ArrayOfInt of Day,
  // ArrayOfInt1 of int, ArrayOfArrayOfInt2 of ArrayOfInt2 of Slot; the service's ArrayOfInt, ArrayOfInt1 of Hour,
  // ArrayOfInt2 of Total), and the spec says the numbers.
  [
    "ErpClash",
    [
      '- { name: Days, type: "int[]", arrayItem: { name: Day } }',
      '- { name: Hours, type: "int[]", arrayItem: { typeName: ArrayOfInt1 } }',
      '- { name: Slots, type: "int[][]", arrayItem: { name: Week, items: { name: Slot, typeName: ArrayOfInt2 } } }',
      '- { name: hours, type: "int[]", arrayItem: { name: Hour, typeName: ArrayOfInt1 } }',
      'result: { type: "int[]", arrayItem: { name: Total, typeName: ArrayOfInt2 } }',
    ],
  ],
];

describeSweepRoundTrips("sweep4-erp services that import", SWEEP, ROUND_TRIPS);

itCoversEverySweepService(SWEEP, ROUND_TRIPS);

/**
 * One wrapper name stands for one item rule per schema: where the spec leaves out the number ASMX gives (ErpClash),
 * the model refuses it, at the second use, naming the first.
 */
describe("sweep4-erp: one item rule per wrapper in a schema", () => {
  const clash = async (): Promise<string> => (await importSweepService(SWEEP, "ErpClash")).result().yaml;

  it("two members of one class's namespace", async () => {
    const spec = (await clash()).replace('{ name: Hours, type: "int[]", arrayItem: { typeName: ArrayOfInt1 } }', '{ name: Hours, type: "int[]" }');
    expect(specErrorOf(spec, "spec/ErpClash.yaml")).toContain(
      "the array wrapper 'ArrayOfInt' already has items 'Day' at types.Shift.fields.0.arrayItem; here its items would be 'int'",
    );
  });

  it("two parameters of the service's namespace", async () => {
    const spec = (await clash()).replace('arrayItem: { name: Hour, typeName: ArrayOfInt1 }', "arrayItem: { name: Hour }");
    expect(specErrorOf(spec, "spec/ErpClash.yaml")).toContain(
      "the array wrapper 'ArrayOfInt' already has items 'int' at operations.0.fields.0.type; here its items would be 'Hour'",
    );
  });

  it("a class of no namespace of its own, which may be met in any schema", async () => {
    // Shift without its namespace lives wherever it is met (the service's schema here): its ArrayOfInt of Day
    // meets GetShift's of int, checked once the operations say where Shift is met (lab array-homes).
    const spec = (await clash()).replace("    namespace: urn:erp:plan\n", "");
    expect(specErrorOf(spec, "spec/ErpClash.yaml")).toContain(
      "the array wrapper 'ArrayOfInt' already has items 'int' at operations.0.fields.0.type; here its items would be 'Day' (its class 'Shift' is met in urn:erp:service), and one WSDL type cannot say both: XmlSerializer numbers the one it meets second, which the spec says with 'arrayItem: { typeName: ArrayOfInt",
    );
  });
});

/** Erp.cs's values: decimals as their text, a Supplier where a Customer stands with its $type. */
const supplier = (code: string, name: string, creditLimit: string, leadDays: number) => ({ $type: "Supplier", code, name, creditLimit, leadDays });
const plan = (name: string) => {
  const s = supplier("S1", "Acme", "1000.5", 3);
  const order = { number: 7, status: "Booked", buyer: s, lines: [{ sku: "X-1", quantity: 2, price: "9.99" }], extras: [] };
  return {
    name,
    capacity: [[8, 8], [6]],
    batches: [[order]],
    labels: [[["a", "b"]]],
    customers: [{ code: "C1", name: "Beta", creditLimit: "50" }],
    suppliers: [s],
  };
};
type Order = { extras?: unknown[] | null };
/** XmlSerializer creates a List<T> member as it reads a class (Erp.cs's Order.Extras): echoed, it is there, empty. */
const asRead = (order: Order | null) => (order === null ? null : { ...order, extras: order.extras ?? [] });
const erpHandlers: OperationHandlers = {
  GetPlan: ({ name }: { name: string | null }) => plan(name ?? ""),
  Totals: ({ grid }: { grid: unknown }) => grid,
  Waves: ({ orders }: { orders: (Order | null)[][] | null }) => orders?.map((wave) => wave?.map(asRead) ?? null) ?? null,
  Tags: ({ tags }: { tags: unknown }) => tags,
  FindCustomers: ({ suppliers }: { suppliers: unknown[] | null }) => suppliers ?? [],
  Suppliers: ({ code }: { code: string | null }) => [supplier(code ?? "", "Acme", "1", 4)],
};

describe("Erp, served and called as the lab recorded it", async () => {
  const { result } = await importSweepService(SWEEP, "Erp");
  const model = parseSpec(result().yaml, "spec/Erp.yaml");

  describe("the generated server answers each recorded request with the recorded bytes", () => {
    answersRecordings(SWEEP, model, erpHandlers, { count: 13 });
  });

  describe("the generated client reads each recorded response", () => {
    const call = (name: string, binding: BindingKind, operation: string, input: Record<string, unknown>) =>
      clientOfRecording(SWEEP, model, "http://127.0.0.1/Erp.asmx", name, binding).call(operation, input);
    // The client reads every class of a hierarchy with its $type, a Customer's too; absent members stay absent.
    const readPlan = (name: string) => ({ ...plan(name), customers: [{ $type: "Customer", code: "C1", name: "Beta", creditLimit: "50" }] });
    const pick = {
      number: 11,
      status: "Shipped",
      buyer: supplier("S9", "Gamma", "12.25", 2),
      lines: [{ sku: "Y-2", quantity: 4, price: "0.5" }],
      extras: [],
    };
    const cases: readonly (readonly [name: string, binding: BindingKind, operation: string, input: Record<string, unknown>, expected: unknown])[] = [
      ["GetPlan.soap11", "soap11", "GetPlan", { name: "Q3" }, readPlan("Q3")],
      ["GetPlan.soap12", "soap12", "GetPlan", { name: "Q4" }, readPlan("Q4")],
      ["GetPlan.httpget", "httpGet", "GetPlan", { name: "Q5" }, readPlan("Q5")],
      ["Totals.soap11", "soap11", "Totals", { grid: [[1, 2], null, [], [-3]] }, [[1, 2], null, [], [-3]]],
      ["Totals.soap12", "soap12", "Totals", { grid: [[5]] }, [[5]]],
      ["Totals.soap11.nil", "soap11", "Totals", { grid: null }, null],
      ["Waves.soap11", "soap11", "Waves", { orders: [] }, [[pick, null], [], null]],
      ["Waves.soap12", "soap12", "Waves", { orders: [] }, [[{ number: 1, status: "Draft", extras: [] }]]],
      ["Tags.soap11", "soap11", "Tags", { tags: [] }, [[["a", null], []], null]],
      ["FindCustomers.soap11", "soap11", "FindCustomers", { suppliers: [], status: "Closed" }, [supplier("S1", "Acme", "1000.5", 3), null]],
      ["Suppliers.soap11", "soap11", "Suppliers", { code: "Z1" }, [supplier("Z1", "Acme", "1", 4)]],
      ["Suppliers.httpget", "httpGet", "Suppliers", { code: "Z2" }, [supplier("Z2", "Acme", "1", 4)]],
      ["Suppliers.httppost", "httpPost", "Suppliers", { code: "Z3" }, [supplier("Z3", "Acme", "1", 4)]],
    ];
    it.each(cases)("reads %s", async (name, binding, operation, input, expected) => {
      expect(await call(name, binding, operation, input)).toEqual(expected);
    });
  });

  describe("the generated client writes a jagged parameter as ASMX wrote the echoed result", () => {
    // Each echo's parameter and result share their wrappers (Waves: Wave/Pick renamed on both), so the client's
    // <param> content must be the recorded <XResult> content, byte for byte.
    const echoes: readonly (readonly [name: string, operation: string, parameter: string, value: unknown])[] = [
      ["Totals.soap11", "Totals", "grid", [[1, 2], null, [], [-3]]],
      ["Waves.soap11", "Waves", "orders", [[{ number: 11, status: "Shipped", buyer: supplier("S9", "Gamma", "12.25", 2), lines: [{ sku: "Y-2", quantity: 4, price: "0.5" }], extras: [] }, null], [], null]],
      ["Tags.soap11", "Tags", "tags", [[["a", null], []], null]],
    ];
    it.each(echoes)("%s", async (name, operation, parameter, value) => {
      const { sent } = await sentByClient(SWEEP, model, "http://127.0.0.1/Erp.asmx", name, "soap11", operation, { [parameter]: value });
      const recorded = readFileSync(join(SWEEP, "exchanges", `${name}.response.txt`), "utf8");
      const result = new RegExp(`<${operation}Result>(.*)</${operation}Result>`).exec(recorded)![1]!;
      expect(sent).toContain(`<${parameter}>${result}</${parameter}>`);
    });
  });
});
