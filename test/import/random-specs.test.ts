/**
 * Services nobody has shown us, drawn at random (test/support/random-specs.ts): every spec the model accepts
 * publishes a WSDL that the importer must read back into a spec publishing the very same bytes; every spec it
 * refuses is refused in one line naming the spec's file, line and column. The per-construct lab tests prove
 * that the WSDL emitter writes what ASMX writes; this test proves the importer reads their combinations.
 */
import fc from "fast-check";
import { stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { renderWsdlDocument } from "../../generator/emit/wsdl.js";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { modelOrRefusal, randomAsmxSpec } from "../support/random-specs.js";

const SPEC_PATH = "spec/random.yaml";

describe("random services: the importer reads back what the generator publishes", () => {
  it("round-trips every accepted spec's WSDL byte for byte, and refuses the others in positioned lines", { timeout: 240_000 }, () => {
    let imported = 0;
    let refused = 0;
    fc.assert(
      fc.property(randomAsmxSpec, (spec) => {
        const text = stringify(spec);
        const model = modelOrRefusal(text, SPEC_PATH);
        if (typeof model === "string") {
          refused++;
          for (const line of model.split("\n")) expect(line).toMatch(/^spec\/random\.yaml:\d+:\d+: /);
          return;
        }
        const wsdl = renderWsdlDocument(model, spec.service.endpoint);
        const result = importWsdl(wsdl, { source: "random.wsdl", schema: "spec.schema.json", specPath: SPEC_PATH });
        expect(result.byteEqual, `${text}\n---\n${result.yaml}`).toBe(true);
        imported++;
      }),
      { seed: 20261129, numRuns: 1000 },
    );
    // The draws must mostly reach the importer, or the test would prove little.
    expect(imported).toBeGreaterThan(refused);
  });
});
