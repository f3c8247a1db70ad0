/**
 * A DataSet may meet a runtime other than the one that built it: a package with a vendored runtime beside
 * packages sharing asmx-codegen-runtime, or two versions of it. The compiled runtime (runtime/dist, which
 * `npm ci` and the generate script build) is such a second copy of the sources: DataSets must cross.
 */
import { describe, expect, it } from "vitest";
import * as generated from "../../runtime/dist/dataset/index.js";
import { DataSet, DataTable, dataSet, table } from "../../runtime/src/dataset/index.js";

describe("DataSet identity across runtime copies", () => {
  const fromSource = dataSet("S", [table("T", { A: "int" }, [{ A: 1 }])]);
  const fromPackage = generated.dataSet("S", [generated.table("T", { A: "int" }, [{ A: 1 }])]);

  it("recognises a DataSet and DataTable built by another copy", () => {
    expect(generated.DataSet).not.toBe(DataSet);
    expect(fromSource instanceof generated.DataSet).toBe(true);
    expect(fromPackage instanceof DataSet).toBe(true);
    expect(fromSource.tables[0] instanceof generated.DataTable).toBe(true);
    expect(fromPackage.tables[0] instanceof DataTable).toBe(true);
  });

  it("does not mistake other values for one", () => {
    for (const value of [null, undefined, {}, { name: "S", tables: [] }, "DataSet", fromSource.tables[0]]) {
      expect(value instanceof DataSet).toBe(false);
    }
    expect(fromSource instanceof DataTable).toBe(false);
  });

  it("encodes a DataSet from another copy byte for byte as its own", () => {
    expect(generated.encodeDataSet(fromSource)).toBe(generated.encodeDataSet(fromPackage));
  });
});
