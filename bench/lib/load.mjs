/**
 * Load generation with autocannon, in this process (pinned to the load core). Latency percentiles are
 * taken from every response time autocannon reports (sub-millisecond), not from its integer-ms histogram.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const autocannon = require("autocannon");

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/**
 * Sends `request` ({ method, path, headers, body }) to 127.0.0.1:port over `connections` keep-alive
 * connections for `seconds` (as fast as the server answers, or at `rate` requests/s in all); with `amount`,
 * exactly that many requests, every one answered before it returns (at the end of a timed run, the requests
 * still in flight are dropped with their connections). Returns requests per second (2xx responses / elapsed),
 * latency p50/p99 in ms, and the error counts.
 */
export function load(port, request, { connections, seconds, rate, amount }) {
  let times = new Float64Array(1 << 16);
  let count = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${request.path}`,
        method: request.method,
        headers: request.headers,
        body: request.body,
        connections,
        pipelining: 1,
        ...(amount ? { amount } : { duration: seconds }),
        timeout: 10,
        // A fixed total rate (requests/s over all connections) instead of as fast as possible.
        ...(rate ? { overallRate: rate } : {}),
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        const sorted = times.subarray(0, count).sort();
        const elapsed = (result.finish.getTime() - result.start.getTime()) / 1000;
        resolve({
          rps: result["2xx"] / elapsed,
          ok: result["2xx"],
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          seconds: elapsed,
          bytesPerSecond: result.throughput.average,
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode > 299) return;
      if (count === times.length) {
        const bigger = new Float64Array(times.length * 2);
        bigger.set(times);
        times = bigger;
      }
      times[count++] = responseTime;
    });
  });
}
