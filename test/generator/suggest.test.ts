/**
 * "Did you mean": close names only (a third of the name's length in edits, transpositions one edit, case
 * free), closest first, at most three; nothing when nothing is close.
 */
import { describe, expect, it } from "vitest";
import { closestNames, didYouMean } from "../../generator/spec/suggest.js";

describe("closestNames", () => {
  it("finds a typo, a transposition and a case slip, closest first", () => {
    expect(closestNames("Shipmnet", ["Shipment", "Piece", "string"])).toEqual(["Shipment"]);
    expect(closestNames("--sepc", ["--spec", "--out", "--config", "--watch"])).toEqual(["--spec"]);
    expect(closestNames("datetime", ["dateTime", "date", "time"])).toEqual(["dateTime"]);
    expect(closestNames("Boolean", ["boolean", "Booleans"])).toEqual(["boolean", "Booleans"]);
  });

  it("offers nothing far off, nothing equal, and at most three", () => {
    expect(closestNames("integr", ["int", "long", "string"])).toEqual([]);
    expect(closestNames("int", ["int"])).toEqual([]);
    expect(closestNames("abcd", ["abce", "abcf", "abcg", "abch", "abci"])).toEqual(["abce", "abcf", "abcg"]);
    expect(closestNames("x".repeat(10_000), ["x".repeat(10_000 - 1)])).toEqual([]);
  });
});

describe("didYouMean", () => {
  it("phrases one or several names, or nothing", () => {
    expect(didYouMean("fiels", ["fields", "result"])).toBe("did you mean 'fields'?");
    expect(didYouMean("ab", ["ac", "ad"])).toBe("did you mean 'ac' or 'ad'?");
    expect(didYouMean("abcd", ["abce", "abcf", "abcg"])).toBe("did you mean 'abce', 'abcf' or 'abcg'?");
    expect(didYouMean("colour", ["name", "fields"])).toBeUndefined();
  });
});
