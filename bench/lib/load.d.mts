/** Types of load.mjs: autocannon load on one local server (the benchmark's load generator). */

export interface LoadRequest {
  readonly method: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface LoadResult {
  readonly rps: number;
  readonly ok: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
  readonly seconds: number;
  readonly bytesPerSecond: number;
}

export function load(
  port: number,
  request: LoadRequest,
  options: { connections: number; seconds?: number; rate?: number; amount?: number },
): Promise<LoadResult>;
