/**
 * The runtime reads decimals as .NET's XmlConvert.ToDecimal does: every case recorded from the real
 * System.Decimal (test/reference/lab-decimal/) gives the same value, or the same overflow.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalDecimal } from "../../runtime/src/text/lexical.js";
import { REPO_ROOT } from "../support/paths.js";

const recorded = readFileSync(join(REPO_ROOT, "test/reference/lab-decimal/recorded.txt"), "utf8")
  .trimEnd()
  .split("\n")
  .map((line) => line.split(" => ") as [string, string]);

describe("decimals as System.Decimal reads them (recorded)", () => {
  it("has the recorded cases", () => {
    expect(recorded.length).toBeGreaterThanOrEqual(29);
  });
  for (const [input, dotnet] of recorded) {
    it(`${input} → ${dotnet}`, () => {
      expect(canonicalDecimal(input) ?? "OverflowException").toBe(dotnet);
    });
  }
});
