/**
 * The session-25 ERP sweep (issue #32): one ASMX service whose DTOs span six XML namespaces (five
 * [XmlType(Namespace)], one [XmlRoot(Namespace)], an enum in a namespace of its own, inheritance across namespaces
 * with [XmlInclude], [XmlElement(Namespace)] on a member) and jagged arrays (int[][], Order[][] of another
 * namespace, string[][][], [XmlArrayItem(Name, NestingLevel)] renames) as members, parameters and results
 * (test/reference/lab/sweep4-erp/Erp.cs, README there). The WSDL is as the lab's ASMX published it; it must
 * round-trip byte for byte.
 */
import { join } from "node:path";
import { describeSweepRoundTrips, itCoversEverySweepService } from "../support/lab-sweep.js";
import { REPO_ROOT } from "../support/paths.js";

const SWEEP = join(REPO_ROOT, "test/reference/lab/sweep4-erp");

const ROUND_TRIPS: readonly (readonly [service: string, says: readonly string[]])[] = [["Erp", []]];

describeSweepRoundTrips("sweep4-erp services that import", SWEEP, ROUND_TRIPS);

itCoversEverySweepService(SWEEP, ROUND_TRIPS);
