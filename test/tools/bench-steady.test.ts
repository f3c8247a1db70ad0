/**
 * The benchmark's steadiness rules (bench/lib/steady.mjs, issue #31): a figure's spread is a
 * distribution-free confidence interval of the median of its per-round ratios; a figure wider than 5% is
 * flagged, one measured on a busy machine is not judged.
 */
import { describe, expect, it } from "vitest";
import { judge, medianInterval, pairedRatios, steadiness, STEADY_TOLERANCE } from "../../bench/lib/steady.mjs";

describe("medianInterval", () => {
  it("uses the order statistics whose binomial coverage is at least 95%", () => {
    const values = [12, 3, 7, 1, 9, 5, 11, 2, 8, 10, 4, 6]; // 1..12 shuffled
    // n = 12: [x(3), x(10)] covers 1 - 2·P(X ≤ 2) = 1 - 2·79/4096 ≈ 96.1%; [x(4), x(9)] only ≈ 85.4%.
    const interval = medianInterval(values);
    expect([interval.low, interval.high]).toEqual([3, 10]);
    expect(interval.coverage).toBeCloseTo(1 - (2 * 79) / 4096, 10);
  });

  it("falls back to the whole range, with its lower coverage, when there are too few values", () => {
    expect(medianInterval([2, 1, 3])).toEqual({ low: 1, high: 3, coverage: 0.75 });
    expect(medianInterval([5])).toEqual({ low: 5, high: 5, coverage: 0 });
    expect(medianInterval([]).coverage).toBe(0);
  });

  it("ignores values that are not finite", () => {
    expect(medianInterval([1, NaN, 2, Infinity, 3])).toMatchObject({ low: 1, high: 3 });
  });
});

describe("steadiness", () => {
  it("is steady when the interval of the median is within 5% of it", () => {
    const values = [1.0, 1.01, 0.99, 1.005, 0.995, 1.0, 1.02, 0.98, 1.0, 1.01, 0.99, 1.0];
    const s = steadiness(values);
    expect(s.median).toBe(1.0);
    expect(s.rounds).toBe(12);
    expect(s.spread).toBeCloseTo(0.02, 10); // x(3) = 0.99, x(10) = 1.01
    expect(s.steady).toBe(true);
  });

  it("is unsteady when one round in a few swings (the whole range is the interval)", () => {
    const s = steadiness([0.67, 0.75, 1.19]);
    expect(s.spread).toBeCloseTo((1.19 - 0.67) / 0.75, 10);
    expect(s.steady).toBe(false);
  });

  it("one outlier among twelve rounds does not make the figure unsteady", () => {
    const s = steadiness([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3]);
    expect(s.steady).toBe(true);
    expect(s.spread).toBe(0);
  });

  it("a single round cannot be called steady", () => {
    expect(steadiness([1]).steady).toBe(false);
    expect(STEADY_TOLERANCE).toBe(0.05);
  });

  it("pairs rounds by index", () => {
    expect(pairedRatios([2, 6], [1, 3])).toEqual([2, 2]);
  });
});

describe("judge", () => {
  const ok = (v: number) => v >= 0.75;

  it("met or missed on a quiet machine with a steady figure", () => {
    expect(judge({ value: 0.8, ok, steady: steadiness([0.8, 0.8, 0.8, 0.8, 0.8, 0.8]), busyCores: 0.01 })).toEqual({
      judged: true,
      met: true,
      text: "**met**",
    });
    expect(judge({ value: 0.7, ok, busyCores: 0 }).text).toBe("**missed**");
  });

  it("flags an unsteady figure but still says met or missed", () => {
    const result = judge({ value: 0.8, ok, steady: steadiness([0.6, 0.8, 1.0]), busyCores: 0 });
    expect(result.judged).toBe(true);
    expect(result.text).toBe("**met** (unsteady: spread 50.0% over 3 rounds > 5%)");
  });

  it("does not judge a figure measured while others used the machine", () => {
    expect(judge({ value: 0.8, ok, busyCores: 0.9 })).toEqual({
      judged: false,
      met: undefined,
      text: "not judged: machine busy (others used 0.90 cores)",
    });
  });

  it("says a figure that is missing was not measured", () => {
    expect(judge({ value: NaN, ok }).text).toBe("not measured");
  });
});
