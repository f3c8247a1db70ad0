/**
 * The descriptor module is printed in prettier's form directly, without prettier (a large service's descriptor
 * is megabytes of data), so each reference spec's is held to what prettier prints: the codec imports and the
 * `codecs` member wrap past the print width as prettier wraps them (WCF Tracking's four codecs pass it).
 */
import { readFileSync } from "node:fs";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { descriptorEmitter } from "../../generator/emit/descriptor.js";
import { PRETTIER_OPTIONS } from "../../generator/render/format.js";
import { parseSpec } from "../../generator/spec/load.js";
import { REPO_ROOT } from "../support/paths.js";

const SPECS = ["shipment-operations", "shipment-tracking", "wcf-tracking", "wcf-xml-orders"];

/** A spec's descriptor module as the emitter prints it. */
function descriptorText(spec: string, edit: (text: string) => string = (t) => t): string {
  const text = edit(readFileSync(`${REPO_ROOT}/spec/${spec}.yaml`, "utf8"));
  const model = parseSpec(text, `spec/${spec}.yaml`);
  const [file] = descriptorEmitter.emit(model, { packageName: spec, generatorVersion: "0" });
  expect(file!.formatted).toBe(true);
  return file!.content;
}

describe("the descriptor module, printed without prettier", () => {
  it.each(SPECS)("of %s is what prettier prints", async (spec) => {
    const content = descriptorText(spec);
    expect(await prettier.format(content, { ...PRETTIER_OPTIONS, parser: "typescript" })).toBe(content);
  });

  it("wraps a codec import past the print width, one name a line", async () => {
    const content = descriptorText("wcf-tracking");
    expect(content).toContain('import {\n  xmlNodeCodec,\n  uriCodec,\n  timesCodec,\n  dataContractCodec,\n');
    expect(content.split("\n").every((line) => line.length <= 120)).toBe(true);
  });

  it("wraps a `codecs` member past the print width too", async () => {
    // DataSets beside XmlNode, object, [XmlAnyAttribute] and QName values: five codecs, past the width.
    const extra = `
  - name: Mixed
    fields:
      - { name: Node, type: XmlElement }
      - { name: Any, type: object }
      - { name: Name, type: QName }
      - { name: Holder, type: Holder }
types:
  Holder:
    fields:
      - { name: Extra, type: "XmlAttribute[]", anyAttribute: true }
`;
    const content = descriptorText("shipment-operations", (t) => t + extra);
    expect(content).toContain("  codecs: {\n    dataSet: dataSetCodec,\n");
    expect(await prettier.format(content, { ...PRETTIER_OPTIONS, parser: "typescript" })).toBe(content);
  });
});
