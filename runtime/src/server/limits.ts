/**
 * The server's resource limits, with defaults chosen so that one bad client cannot exhaust the process:
 * bodies are bounded, a body that stalls is cut off, and a handler that never settles is answered anyway.
 */
import { DEFAULT_XML_LIMITS, type XmlLimits } from "../xml/tree.js";

export interface ServerLimits {
  readonly maxBodyBytes: number;
  /** Bytes the requests in flight may hold together (bodies and decoding); past it, 503 (see budget.ts). */
  readonly memoryBudgetBytes: number;
  readonly requestTimeoutMs: number;
  readonly handlerTimeoutMs: number;
  readonly xml: XmlLimits;
  /** Characters of a result above which it is sent while it is written (Infinity: never). */
  readonly streamAboveBytes: number;
}

/** 4 MiB: ASP.NET's maxRequestLength default. */
export const DEFAULT_MAX_BODY_BYTES: number = 4 * 1024 * 1024;
/**
 * 256 MiB: 32 concurrent 4 MiB requests of the costliest content, their handlers holding their input for a
 * second, peak at 270 to 320 MiB RSS (1.85 GB without a budget); 384 MiB let them reach 700 MiB, too near
 * 1 GiB on a busy machine (test/reliability/hostile-memory.test.ts).
 */
export const DEFAULT_MEMORY_BUDGET_BYTES: number = 256 * 1024 * 1024;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** ASP.NET's executionTimeout default. */
export const DEFAULT_HANDLER_TIMEOUT_MS = 110_000;
/**
 * 256 KiB: a 1,000-row DataSet (220 KB) still goes out whole with its Content-Length; a 10,000-row one
 * (2.2 MB), 32 of which held whole at once cost more memory than the rest of the server, goes in pieces.
 */
export const DEFAULT_STREAM_ABOVE_BYTES: number = 256 * 1024;

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !(value > 0) || !Number.isFinite(value)) {
    throw new TypeError(`server option ${name} must be a positive number, got ${String(value)}`);
  }
  return value;
}

export function resolveLimits(options: {
  readonly maxBodyBytes?: number | undefined;
  readonly memoryBudgetBytes?: number | undefined;
  readonly requestTimeoutMs?: number | undefined;
  readonly handlerTimeoutMs?: number | undefined;
  readonly xmlLimits?: Partial<XmlLimits> | undefined;
  readonly streamAboveBytes?: number | undefined;
}): ServerLimits {
  const streamAbove = options.streamAboveBytes;
  return {
    streamAboveBytes:
      streamAbove === Infinity ? Infinity : positive("streamAboveBytes", streamAbove, DEFAULT_STREAM_ABOVE_BYTES),
    maxBodyBytes: positive("maxBodyBytes", options.maxBodyBytes, DEFAULT_MAX_BODY_BYTES),
    memoryBudgetBytes: positive("memoryBudgetBytes", options.memoryBudgetBytes, DEFAULT_MEMORY_BUDGET_BYTES),
    requestTimeoutMs: positive("requestTimeoutMs", options.requestTimeoutMs, DEFAULT_REQUEST_TIMEOUT_MS),
    handlerTimeoutMs: positive("handlerTimeoutMs", options.handlerTimeoutMs, DEFAULT_HANDLER_TIMEOUT_MS),
    xml: {
      maxDepth: positive("xmlLimits.maxDepth", options.xmlLimits?.maxDepth, DEFAULT_XML_LIMITS.maxDepth),
      maxAttributes: positive(
        "xmlLimits.maxAttributes",
        options.xmlLimits?.maxAttributes,
        DEFAULT_XML_LIMITS.maxAttributes,
      ),
    },
  };
}
