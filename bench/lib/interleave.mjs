/**
 * Interleaved in-process timing for the diagnosis tools: each item runs for `sliceMs` in turn until
 * `seconds` are spent, so a busy machine slows every item alike. Returns µs per call and calls per second.
 */
export async function interleaved(items, seconds, sliceMs = 50) {
  const stats = items.map(() => ({ calls: 0, ms: 0 }));
  for (const item of items) for (let i = 0; i < 200; i++) await item.fn(); // warm-up
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < items.length; i++) {
      const t = performance.now();
      const stop = t + sliceMs;
      let n = 0;
      while (performance.now() < stop) {
        const r = items[i].fn();
        if (r && typeof r.then === "function") await r;
        n++;
      }
      stats[i].calls += n;
      stats[i].ms += performance.now() - t;
    }
  }
  return items.map((item, i) => ({
    name: item.name,
    microseconds: (stats[i].ms * 1000) / stats[i].calls,
    perSecond: stats[i].calls / (stats[i].ms / 1000),
  }));
}
