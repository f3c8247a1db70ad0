/**
 * The session-25 sweep, "document service" (issue #32): an ASMX service combining byte[] as base64Binary and as
 * [XmlElement(DataType="hexBinary")] (members, parameters, results, byte[][]), XmlElement and XmlNode parameters and
 * results and an XmlElement member, [XmlAnyElement] beside [XmlAttribute]s and [XmlAnyAttribute], [XmlText] beside
 * [XmlAttribute], Collection<T> and List<T> members and a Collection<T> result, an enum, a SOAP header and a nullable
 * value (test/reference/lab/sweep4/*.cs, README there). Each WSDL is as the lab's ASMX published it.
 */
import { join } from "node:path";
import { describeSweepRefusals, describeSweepRoundTrips, itCoversEverySweepService } from "../support/lab-sweep.js";
import { REPO_ROOT } from "../support/paths.js";

const SWEEP = join(REPO_ROOT, "test/reference/lab/sweep4");

/** Services that import, with what their specs must say (wire names kept exactly as published). */
const ROUND_TRIPS: readonly (readonly [service: string, says: readonly string[]])[] = [
  [
    "DocumentArchive",
    [
      "      - { name: Body, type: base64Binary }",
      "      - { name: Digest, type: base64Binary, dataType: hexBinary }",
      '      - { name: Pages, type: "base64Binary[]" }',
      "      - { name: Metadata, type: XmlElement }",
      '      - { name: Attachments, type: "Attachment[]" }',
      '      - { name: Tags, type: "string[]" }',
      "      - { name: Signed, type: dateTime, nullable: true }",
      "    result: { type: base64Binary, dataType: hexBinary }",
      "      - { name: salt, type: base64Binary, dataType: hexBinary }",
      '      - { name: Any, type: "XmlElement[]", any: true }',
      '      - { name: AnyAttr, type: "XmlAttribute[]", anyAttribute: true }',
      "      - { name: Value, type: string, text: true }",
    ],
  ],
];

/** Services import refuses, at the position and with the reason each must give. */
const REFUSALS: readonly (readonly [service: string, at: RegExp])[] = [
  // [XmlText] beside [XmlAnyElement]: XmlSerializer accepts it and publishes mixed="true" (README, finding 1).
  ["Annotations", /Annotations\.asmx@wsdl\.xml:12:48: s:complexType mixed: .*mixed content.* not yet expressible/],
];

describeSweepRoundTrips("sweep4 services that import", SWEEP, ROUND_TRIPS);

describeSweepRefusals("sweep4 services import refuses", SWEEP, REFUSALS);

itCoversEverySweepService(SWEEP, [...ROUND_TRIPS, ...REFUSALS]);
