/**
 * `duration` (TimeSpan) and `dateTimeOffset` are DataContractSerializer's: an ASMX spec that names one is refused
 * with a line saying so, at the place it is named, and no DataSet column takes one; `import` of an ASMX WSDL
 * does not map xs:duration to them.
 */
import { describe, expect, it } from "vitest";
import { specErrorOf } from "../support/spec-error.js";

const spec = (type: string): string => `service:
  name: Times
  namespace: urn:times
  endpoint: https://h/Times.asmx
types:
  Slot:
    fields:
      - { name: Length, type: "${type}" }
operations:
  - name: Get
    fields: []
    result: { type: Slot }
`;

describe("WCF-only simple types in an ASMX spec", () => {
  for (const type of ["duration", "dateTimeOffset", "duration[]"]) {
    it(`refuses ${type}`, () => {
      const message = specErrorOf(spec(type));
      expect(message).toContain(`type '${type.replace("[]", "")}' is a WCF (DataContractSerializer) type`);
      expect(message).toMatch(/^spec\/test\.yaml:8:31: /);
    });
  }

  it("offers neither as a DataSet column type", () => {
    const message = specErrorOf(
      spec("string").replace("operations:", "tables:\n  Row: { Span: duration }\noperations:"),
    );
    expect(message).toContain("column 'Span' has type 'duration'");
    expect(message).not.toMatch(/take a simple type: .*duration/);
  });
});
