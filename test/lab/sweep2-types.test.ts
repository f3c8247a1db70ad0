/**
 * The session-19 sweep of type-level constructs (issue #32): five line-of-business ASMX services whose DTOs use
 * what XmlSerializer meets in real code (test/reference/lab/sweep2-types/*.cs, README there): IXmlSerializable
 * with and without [XmlSchemaProvider], [XmlChoiceIdentifier] over an enum array hidden by IncludeInSchema = false,
 * [XmlAnyAttribute] beside attributes, ShouldSerializeX() with XxxSpecified, [XmlIgnore]d dictionaries and
 * interfaces, [Serializable]/[DataContract] that XmlSerializer ignores, constants and statics, get-only lists,
 * byte- and long-backed enums, [Flags] with combined names, [XmlEnum("")], [DefaultValue] on enums, bools and a
 * DateTime, TimeSpan and DateTimeOffset members, nested classes, two classes of one name kept apart by
 * [XmlType(TypeName)], a three-level [XmlInclude] chain, generic envelopes, nullable enums and structs in arrays,
 * jagged arrays, List<List<T>> and [XmlArrayItem(NestingLevel)]. Each WSDL is as the lab's ASMX published it.
 * Those that import must round-trip byte for byte; Catalog (a provider's schema of another namespace) as canonical XML.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { canonicalOf, firstDifference, firstDifferentLine } from "../../generator/import/canonical.js";
import { describeSweepRoundTrips, importSweepService, itCoversEverySweepService } from "../support/lab-sweep.js";
import { REPO_ROOT } from "../support/paths.js";

const SWEEP = join(REPO_ROOT, "test/reference/lab/sweep2-types");

/** Services that import, with what their specs must say (a construct of each that the sweep combined). */
const ROUND_TRIPS: readonly (readonly [service: string, says: readonly string[]])[] = [
  [
    "Dispatcher",
    [
      "  CustomerAddress:\n",
      "  SiteAddress:\n",
      "    abstract: true\n    base: Asset",
      "      - { name: Reach, type: decimal }\n    base: Truck",
      "result: { type: Vehicle }",
      '{ name: Checks, type: "Check[]" }',
    ],
  ],
  [
    "Reporting",
    [
      "  ResponseOfPageOfListOfReportInfo:\n",
      "  ResponseOfListOfNullableOfCell:\n",
      '{ name: Rows, type: "decimal[][]", arrayItem: { name: Row, items: { name: V } } }',
      'result: { type: "int[][]", arrayItem: { name: Series, items: { name: Point } } }',
      '{ name: Trends, type: "Trend[]", arrayItem: { nillable: true } }',
    ],
  ],
  [
    "Ledger",
    [
      'values: [ "", CC, PRJ, Region ]',
      '{ name: Dimension, type: Dimension, default: "" }',
      "{ name: ValueDate, type: dateTime, default: 2000-01-01T00:00:00 }",
      "{ name: Recorded, type: DateTimeOffset }",
      "{ name: Journal, type: JournalId, attribute: true }",
    ],
  ],
  [
    "Messaging",
    [
      // [XmlChoiceIdentifier] over two strings and a class (lab choice-mixed).
      '{ name: Items, type: "object[]", repeated: true, choice: [ { name: Email, type: string }, { name: Sms, type: string }, { name: Push, type: PushTarget } ] }',
      '{ name: AnyAttr, type: "XmlAttribute[]", anyAttribute: true }',
      "{ name: Body, type: string, unqualified: true }",
      "{ name: RetryCount, type: int, nullable: true }",
      "{ name: atLeast, type: Priority, nullable: true }",
    ],
  ],
];

describeSweepRoundTrips("sweep2-types services that import", SWEEP, ROUND_TRIPS);

// Catalog: PropertyBag (IXmlSerializable without [XmlSchemaProvider], lab xml-serializable-bare) imports since
// session 22, its result named by the HTTP result element, its parameter a DataSet (as wsdl.exe reads the shape).
// Money's provided schema of another namespace imports as an ordinary class (README finding 4): equal as canonical
// XML, not byte for byte (the provider wrote `xs:` where the exporter writes `s:`).
const IMPORTED_CANONICALLY: readonly (readonly [service: string])[] = [["Catalog"]];

describe("sweep2-types services that import equal as canonical XML", () => {
  it("Catalog", async () => {
    const { text, address, result } = await importSweepService(SWEEP, "Catalog");
    const imported = result();
    expect(imported.yaml).toContain("xmlSerializable:\n  PropertyBag: {}\n");
    expect(imported.yaml).toContain("result: { type: PropertyBag }");
    expect(imported.yaml).toContain("{ name: settings, type: DataSet }");
    expect(imported.byteEqual).toBe(false);
    const written = renderWsdlSet(imported.model, address)[0]!.text;
    expect(firstDifference(canonicalOf(written), canonicalOf(text))).toBeUndefined();
    expect(firstDifferentLine(written, text)).toMatch(/xs:schema/);
  });
});

itCoversEverySweepService(SWEEP, [...ROUND_TRIPS, ...IMPORTED_CANONICALLY]);
