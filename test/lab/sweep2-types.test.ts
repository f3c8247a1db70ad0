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
 * Those that import must round-trip byte for byte; those refused stay refused at their position with their reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { documentSetFromFolder } from "../../generator/import/document-set.js";
import { ImportError } from "../../generator/import/import-error.js";
import { importWsdl, type ImportResult } from "../../generator/import/import-wsdl.js";
import { parseSpec } from "../../generator/spec/load.js";
import { REPO_ROOT } from "../support/paths.js";

const SWEEP = join(REPO_ROOT, "test/reference/lab/sweep2-types");

async function importService(service: string): Promise<{ text: string; address: string; result: () => ImportResult }> {
  const folder = join(SWEEP, "wsdl", service);
  const set = await documentSetFromFolder(folder);
  const text = set.root.document.text;
  const address = /<soap:address location="([^"]+)"/.exec(text)![1]!;
  const options = { source: set.root.document.file, schema: "spec.schema.json", specPath: `spec/${service}.yaml` };
  return { text, address, result: () => importWsdl(text, set.documents.length > 1 ? { ...options, set } : options) };
}

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
];

/** Services still refused: where and why. */
const REFUSED: readonly (readonly [service: string, at: RegExp])[] = [
  // An IXmlSerializable class without [XmlSchemaProvider] (PropertyBag): ASMX publishes a DataSet's shape under the
  // class's own name, and the spec has no such form.
  [
    "Catalog",
    /Catalog\.asmx@wsdl\.xml:126:52: s:element name: the element 'PropertyBag' holds a DataSet's schema \(s:schema, then any\) under another name: an IXmlSerializable class without \[XmlSchemaProvider\]/,
  ],
  // [XmlChoiceIdentifier] over strings and a class (Recipient.Channels: Email, Sms as strings, Push a class).
  [
    "Messaging",
    /Messaging\.asmx@wsdl\.xml:42:56: s:choice: a choice of classes and simple values together is not yet expressible/,
  ],
];

describe("sweep2-types services that import", () => {
  for (const [service, says] of ROUND_TRIPS) {
    it(`${service} round-trips byte for byte`, async () => {
      const { text, address, result } = await importService(service);
      const imported = result();
      expect(imported.byteEqual).toBe(true);
      for (const text of says) expect(imported.yaml).toContain(text);
      // The spec as written, read again, generates the WSDL it came from.
      expect(renderWsdlSet(parseSpec(imported.yaml, `spec/${service}.yaml`), address)[0]!.text).toBe(text);
    });
  }
});

describe("sweep2-types services still refused, positioned", () => {
  for (const [service, at] of REFUSED) {
    it(service, async () => {
      const { result } = await importService(service);
      let error: unknown;
      try {
        result();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ImportError);
      expect((error as Error).message).toMatch(at);
    });
  }
});

it("covers every service of the folder, each with its C# beside its WSDL", () => {
  const services = readdirSync(SWEEP)
    .filter((file) => file.endsWith(".cs"))
    .map((file) => file.slice(0, -3));
  expect([...ROUND_TRIPS, ...REFUSED].map(([service]) => service).sort()).toEqual(services.sort());
  for (const service of services) {
    expect(readFileSync(join(SWEEP, `${service}.cs`), "utf8")).toContain(`public class ${service} : WebService`);
    expect(readdirSync(join(SWEEP, "wsdl", service)).length).toBeGreaterThan(0);
  }
});
