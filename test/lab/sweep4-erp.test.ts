/**
 * The session-25 ERP sweep (issue #32): one ASMX service whose DTOs span six XML namespaces (five
 * [XmlType(Namespace)], one [XmlRoot(Namespace)], an enum in a namespace of its own, inheritance across namespaces
 * with [XmlInclude], [XmlElement(Namespace)] on a member) and jagged arrays (int[][], Order[][] of another
 * namespace, string[][][], [XmlArrayItem(Name, NestingLevel)] renames) as members, parameters and results
 * (test/reference/lab/sweep4-erp/Erp.cs, README there). The WSDL is as the lab's ASMX published it; it must
 * round-trip byte for byte. ErpClash (session 26) renames int[] items within one namespace.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
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
    // meets GetShift's of int.
    const spec = (await clash()).replace("    namespace: urn:erp:plan\n", "");
    expect(specErrorOf(spec, "spec/ErpClash.yaml")).toContain(
      "the array wrapper 'ArrayOfInt' already has items 'Day' at types.Shift.fields.0.arrayItem; here its items would be 'int'",
    );
  });
});
