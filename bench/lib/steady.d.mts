/** Types of steady.mjs: the benchmark's steadiness and verdict rules (issue #31). */

export const STEADY_TOLERANCE: number;
export const BUSY_CORES: number;

export interface MedianInterval {
  readonly low: number;
  readonly high: number;
  /** The probability that the interval holds the true median (binomial, distribution-free). */
  readonly coverage: number;
}

export interface Steadiness extends MedianInterval {
  readonly median: number;
  /** (high - low) ÷ median. */
  readonly spread: number;
  readonly rounds: number;
  readonly steady: boolean;
}

export function medianInterval(values: readonly number[], confidence?: number): MedianInterval;
export function steadiness(values: readonly number[], tolerance?: number): Steadiness;
export function pairedRatios(a: readonly number[], b: readonly number[]): number[];

export interface Verdict {
  readonly judged: boolean;
  readonly met: boolean | undefined;
  readonly text: string;
}

export function judge(goal: {
  readonly value: number;
  readonly ok: (value: number) => boolean;
  readonly steady?: Steadiness;
  readonly busyCores?: number;
  readonly busyLimit?: number;
}): Verdict;
