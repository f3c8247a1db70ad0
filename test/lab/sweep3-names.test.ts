/**
 * The session-20 sweep of names and shapes (issue #32): ASMX services whose DTOs and operations are named like
 * JavaScript/TypeScript reserved words and globals (Object, String, Array, Promise, Error, Map, Date, constructor,
 * __proto__, toString, hasOwnProperty, default, class, delete, new, then), non-ASCII names, XmlConvert-encoded
 * names (Full_x0020_Name), enum values named like numbers and keywords, recursive and mutually recursive classes,
 * classes named like the service and like a web method, names differing only by case, a six-level chain, polymorphic
 * arrays and members, MessageName overloads and an operation of 36 parameters (test/reference/lab/sweep3-names/*.cs,
 * README there). Each WSDL is as the lab's ASMX published it; each must round-trip byte for byte.
 */
import { join } from "node:path";
import { describeSweepRoundTrips, itCoversEverySweepService } from "../support/lab-sweep.js";
import { REPO_ROOT } from "../support/paths.js";

const SWEEP = join(REPO_ROOT, "test/reference/lab/sweep3-names");

/** Services that import, with what their specs must say (wire names kept exactly as published). */
const ROUND_TRIPS: readonly (readonly [service: string, says: readonly string[]])[] = [
  [
    "Registry",
    [
      'values: [ "0", "1", default, new, __proto__, constructor ]',
      "  Object:\n",
      "  Promise:\n",
      "      - { name: __proto__, type: string }",
      "      - { name: Full_x0020_Name, type: string }",
      "      - { name: 名前, type: string }",
    ],
  ],
  ["Personnel", ["  employee:\n", "  Item:\n", "  item:\n", "  Personnel:\n", "  GetEmployee:\n", "  Level6:\n"]],
  // [XmlArrayItem(typeof(A))] and [XmlElement(typeof(A))] over object and object[], classes without a common base
  // (lab choice-classes): choices whose values name their element.
  [
    "Warehouse",
    [
      '- { name: Units, type: "object[]", arrayItem: { choice: [ { name: Pallet, type: Pallet }, { name: Drum, type: Drum }, { name: Carton, type: Carton } ] } }',
      "- { name: Item, type: object, choice: [ { name: Pallet, type: Pallet }, { name: Carton, type: Carton } ] }",
      '- { name: Items, type: "object[]", repeated: true, choice: [ { name: LoosePallet, type: Pallet }, { name: LooseDrum, type: Drum } ] }',
    ],
  ],
];

describeSweepRoundTrips("sweep3-names services that import", SWEEP, ROUND_TRIPS);

itCoversEverySweepService(SWEEP, ROUND_TRIPS);
