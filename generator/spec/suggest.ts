/**
 * "Did you mean": the names closest to a misspelt one, so that an error names the likely fix instead of
 * listing every name there is.
 */

/** At most this many suggestions: more is a list again, not a suggestion. */
const MOST = 3;

/**
 * Edit distance with adjacent transpositions (`sepc` → `spec` is one edit), ignoring case: a name typed in
 * the wrong case is the closest of all.
 */
function distance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows: number[][] = [];
  for (let i = 0; i <= s.length; i++) rows.push([i, ...new Array<number>(t.length).fill(0)]);
  for (let j = 0; j <= t.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[s.length]![t.length]!;
}

/**
 * The candidates close enough to `wanted` to be what was meant, closest first: within a third of its length
 * in edits (at least one), or differing only in case.
 */
export function closestNames(wanted: string, candidates: Iterable<string>): string[] {
  // Names far longer than any candidate are not typos of one; measuring them would cost length² for nothing.
  if (wanted.length > 200) return [];
  const limit = Math.max(1, Math.floor(wanted.length / 3));
  const scored: { name: string; edits: number }[] = [];
  for (const name of new Set(candidates)) {
    if (name === wanted || Math.abs(name.length - wanted.length) > limit) continue;
    const edits = distance(wanted, name);
    if (edits <= limit) scored.push({ name, edits });
  }
  return scored
    .sort((a, b) => a.edits - b.edits || a.name.localeCompare(b.name))
    .slice(0, MOST)
    .map((s) => s.name);
}

/** `did you mean 'a' or 'b'?`, or undefined when nothing is close. */
export function didYouMean(wanted: string, candidates: Iterable<string>): string | undefined {
  const names = closestNames(wanted, candidates).map((n) => `'${n}'`);
  if (names.length === 0) return undefined;
  const last = names.pop()!;
  return `did you mean ${names.length > 0 ? `${names.join(", ")} or ${last}` : last}?`;
}
