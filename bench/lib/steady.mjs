/**
 * How far a benchmark figure can be trusted, and whether it may be judged (issue #31): a verdict of met or
 * missed must not depend on the run.
 *
 * A figure is the median of per-round ratios (each round's figure against its baseline's in the same
 * round, interleaved). Its spread is the width of a distribution-free confidence interval of that median
 * (order statistics of the binomial(n, ½) distribution, ~95%), relative to the median: two runs of the same
 * code agree within about that much. A figure whose spread is wider than the tolerance (5%) is flagged
 * "unsteady"; a figure measured while other processes used the machine is "not judged: machine busy".
 */

/** The tolerance the issue sets: two runs of the same code on a quiet machine agree within 5%. */
export const STEADY_TOLERANCE = 0.05;

/** Other processes' CPU use, in cores, above which a measurement is taken as made on a busy machine. */
export const BUSY_CORES = 0.25;

function binomialCdf(k, n) {
  // P(X <= k) for X ~ Binomial(n, 1/2)
  let term = 0.5 ** n;
  let total = term;
  for (let i = 1; i <= k; i++) {
    term = (term * (n - i + 1)) / i;
    total += term;
  }
  return total;
}

/**
 * A confidence interval of the median of `values` from their order statistics: [x(k), x(n+1-k)] with the
 * largest k whose coverage 1 - 2·P(X < k) is still at least `confidence`; with too few values for that, the
 * whole range (and its lower coverage). Returns { low, high, coverage }.
 */
export function medianInterval(values, confidence = 0.95) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return { low: NaN, high: NaN, coverage: 0 };
  let k = 1; // 1-based rank of the low bound
  while (k + 1 <= n + 1 - (k + 1) && 1 - 2 * binomialCdf(k, n) >= confidence) k++;
  const coverage = n === 1 ? 0 : 1 - 2 * binomialCdf(k - 1, n);
  return { low: sorted[k - 1], high: sorted[n - k], coverage };
}

/**
 * The steadiness of a per-round figure: { median, low, high, spread, rounds, steady }. `spread` is the
 * interval's width relative to the median; `steady` whether it is within `tolerance`.
 */
export function steadiness(values, tolerance = STEADY_TOLERANCE) {
  const finite = values.filter((v) => Number.isFinite(v));
  const sorted = [...finite].sort((a, b) => a - b);
  const n = sorted.length;
  const median = n === 0 ? NaN : n % 2 ? sorted[n >> 1] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  const { low, high, coverage } = medianInterval(finite);
  const spread = n >= 2 && median !== 0 ? (high - low) / Math.abs(median) : NaN;
  return { median, low, high, coverage, spread, rounds: n, steady: Number.isFinite(spread) && spread <= tolerance };
}

/** Per-round ratios of two series measured in the same rounds: a[i] ÷ b[i]. */
export function pairedRatios(a, b) {
  return a.map((v, i) => v / b[i]);
}

/**
 * The verdict of a goal. `value` the figure judged; `ok(value)` whether it meets the target; `steady` the
 * figure's steadiness (or undefined for single measurements); `busyCores` the most other processes used
 * during its measurements (undefined: not sampled).
 * Returns { judged, met, text }: text is what the report's verdict column says.
 */
export function judge({ value, ok, steady, busyCores, busyLimit = BUSY_CORES }) {
  if (!Number.isFinite(value)) return { judged: false, met: undefined, text: "not measured" };
  if (Number.isFinite(busyCores) && busyCores > busyLimit)
    return { judged: false, met: undefined, text: `not judged: machine busy (others used ${busyCores.toFixed(2)} cores)` };
  const met = ok(value);
  let text = met ? "**met**" : "**missed**";
  if (steady && !steady.steady)
    text += Number.isFinite(steady.spread)
      ? ` (unsteady: spread ${(steady.spread * 100).toFixed(1)}% over ${steady.rounds} rounds > ${(STEADY_TOLERANCE * 100).toFixed(0)}%)`
      : " (unsteady: too few rounds to tell)";
  return { judged: true, met, text };
}
