/**
 * The session-25 ERP sweep (issue #32): one ASMX service whose DTOs span six XML namespaces (five
 * [XmlType(Namespace)], one [XmlRoot(Namespace)], an enum in a namespace of its own, inheritance across namespaces
 * with [XmlInclude], [XmlElement(Namespace)] on a member) and jagged arrays (int[][], Order[][] of another
 * namespace, string[][][], [XmlArrayItem(Name, NestingLevel)] renames) as members, parameters and results
 * (test/reference/lab/sweep4-erp/Erp.cs, README there). The WSDL is as the lab's ASMX published it; it must
 * round-trip byte for byte.
 */
import { join } from "node:path";
import { describeSweepRefusals, describeSweepRoundTrips, itCoversEverySweepService } from "../support/lab-sweep.js";
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
];

/**
 * Services import refuses, at the position and with the reason. Erp renames the items of Plan.Capacity's int[]
 * (Day) and of Waves' Order[] (Pick): ASMX publishes two ArrayOfInt (and two ArrayOfOrder), one in Plan's schema
 * (urn:erp:plan) and one in the service's, while the model keys array wrappers by name and items' namespace only.
 */
const REFUSALS: readonly (readonly [service: string, at: RegExp])[] = [
  ["Erp", /Erp\.asmx@wsdl\.xml:2:623: .*the array wrapper 'ArrayOfInt' already has items 'Day' at types\.Plan\.fields\.1\.arrayItem\.items; here its items would be 'int'/],
];

describeSweepRoundTrips("sweep4-erp services that import", SWEEP, ROUND_TRIPS);

describeSweepRefusals("sweep4-erp services import refuses", SWEEP, REFUSALS);

itCoversEverySweepService(SWEEP, [...ROUND_TRIPS, ...REFUSALS]);
