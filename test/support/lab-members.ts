/**
 * What the lab tests of XmlSerializer's member forms share: a class's values written and read back through the
 * value codec, and a one-class spec holding the members under test (for the spec's refusals).
 */
import fc from "fast-check";
import { expect } from "vitest";
import type { ServiceDescriptor } from "../../runtime/src/descriptor.js";
import { readValueElement, writeValueElement } from "../../runtime/src/soap/values.js";
import { childElements, parseXml } from "../../runtime/src/xml/tree.js";
import { ValueArbitraries } from "../runtime/complex-arbitraries.js";

/** Arbitrary values of class `name`, written in `namespace` and read back, must come back equal. */
export function assertClassRoundTrips(service: ServiceDescriptor, name: string, namespace: string): void {
  const type = { kind: "complex", name } as const;
  fc.assert(
    fc.property(new ValueArbitraries(service).value(type), (value) => {
      const xml = writeValueElement("v", type, value, { nillable: false, service });
      const wrapper = parseXml(`<w xmlns="${namespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${xml}</w>`);
      expect(readValueElement(childElements(wrapper)[0]!, type, "xml", { service, nillable: false })).toStrictEqual(value);
    }),
    { numRuns: 200 },
  );
}

/**
 * A spec of one class C holding `members` (YAML flow mappings, one a line from line 5, each starting at column 9)
 * and one operation answering a C.
 */
export function specWithMember(...members: string[]): string {
  return `service: { name: S, namespace: "urn:s", endpoint: "https://h/S.asmx" }
types:
  C:
    fields:
${members.map((member) => `      - ${member}\n`).join("")}operations:
  - name: Get
    fields: [{ name: p, type: string }]
    result: { type: C }
`;
}
