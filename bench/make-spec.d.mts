/** Types of make-spec.mjs: synthetic specs for the generator benchmark (and tests that need a large spec). */

/** A spec of `operationCount` operations as plain data (what YAML stringify writes), the same for a seed. */
export function makeSpec(operationCount: number, seed?: number): Record<string, unknown>;

/** Writes that spec as YAML to `file`; returns `file`. */
export function writeSpec(operationCount: number, file: string, seed?: number): string;
