/**
 * Interleaved in-process timing: after `warmup` calls of each item, each runs for `sliceMs` in turn until
 * `seconds` are spent, so a busy machine slows every item alike. Returns µs per call (wall clock, and the
 * process's CPU time: steadier when other work shares the machine) and calls per second.
 */
export async function interleaved(items, seconds, sliceMs = 50, warmup = 200) {
  const stats = items.map(() => ({ calls: 0, ms: 0, cpuUs: 0 }));
  for (const item of items) for (let i = 0; i < warmup; i++) await item.fn();
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < items.length; i++) {
      const cpu = process.cpuUsage();
      const t = performance.now();
      const stop = t + sliceMs;
      let n = 0;
      while (performance.now() < stop) {
        const r = items[i].fn();
        if (r && typeof r.then === "function") await r;
        n++;
      }
      const used = process.cpuUsage(cpu);
      stats[i].calls += n;
      stats[i].ms += performance.now() - t;
      stats[i].cpuUs += used.user + used.system;
    }
  }
  return items.map((item, i) => ({
    name: item.name,
    microseconds: (stats[i].ms * 1000) / stats[i].calls,
    cpuMicroseconds: stats[i].cpuUs / stats[i].calls,
    perSecond: stats[i].calls / (stats[i].ms / 1000),
  }));
}
