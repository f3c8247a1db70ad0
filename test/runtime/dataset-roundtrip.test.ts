/**
 * Property: any DataSet the builders accept — several tables, every column type, nulls, hostile text, names
 * that need XML escapes, change states and errors, namespaces, the DataTable form — survives
 * encode → parseXml → decode unchanged, in both layouts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeDataSet, encodeDataSet } from "../../runtime/src/dataset/index.js";
import { parseXml } from "../../runtime/src/xml/tree.js";
import { dataSets, snapshot } from "./dataset-arbitraries.js";

describe("encode → parse → decode", () => {
  for (const layout of ["compact", "indented"] as const) {
    it(`gives back the same DataSet (${layout})`, () => {
      fc.assert(
        fc.property(dataSets, (ds) => {
          const content = encodeDataSet(ds, { layout, depth: 1 });
          const document = `<Envelope xmlns="urn:service"><Result xmlns="urn:service">${content}</Result></Envelope>`;
          const result = parseXml(document).children.find((c) => typeof c !== "string");
          const decoded = decodeDataSet(result as Exclude<typeof result, string | undefined>);
          expect(decoded).not.toBeNull();
          expect(snapshot(decoded!)).toEqual(snapshot(ds));
          // Writing the decoded DataSet again gives the same bytes.
          expect(encodeDataSet(decoded!, { layout, depth: 1 })).toBe(content);
        }),
        { numRuns: 200 },
      );
    });
  }
});
