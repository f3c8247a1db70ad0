/**
 * The memory budget of the requests in flight: the bodies being read, and for each request being decoded
 * and handled an estimate of what reading it costs. The body limit bounds one request; this bounds them
 * all together, so that many clients sending the largest bodies at once cannot exhaust the process: a
 * request that does not fit is answered 503 Server Too Busy instead of being read.
 *
 * Measured on the ShipmentTracking server (test/reliability/hostile-memory.test.ts): a 4 MiB request of
 * 524,000 empty class items decodes to 55 MB of objects and peaks at 140 MB above the idle process while
 * it is parsed; 32 such requests whose handler held its input for 3 s took it to 1.85 GB without a budget.
 */

/**
 * Bytes per element at the peak of decoding, while both the tree and the decoded values are alive: 141 for
 * the tree of a 4 MiB body of empty class items, 105 for their values; rounded up.
 */
const BYTES_PER_ELEMENT = 256;
/** A body in flight as bytes, then as text (two bytes a character at most). */
const BYTES_PER_BODY_BYTE = 3;
/** Bodies up to this size are not scanned: they are charged as if a tag began every 3 bytes (`<a>`). */
const SCANNED_ABOVE = 64 * 1024;
const LT = 0x3c; // "<"

/**
 * What decoding a body may cost at the peak, in bytes: the body, its text, and per `<` (each start and end
 * tag) an element's share of the tree and of the decoded values. An upper estimate. A large body costs a
 * scan of its bytes (9 ms for 4 MiB of tags, against 600 for parsing them); a small one costs nothing.
 */
export function decodingCost(body: Uint8Array): number {
  const bytes = body.byteLength;
  if (bytes <= SCANNED_ABOVE) return Math.ceil(bytes * (BYTES_PER_BODY_BYTE + BYTES_PER_ELEMENT / 3));
  let tags = 0;
  for (let i = 0; i < bytes; i++) if (body[i] === LT) tags++;
  return bytes * BYTES_PER_BODY_BYTE + tags * BYTES_PER_ELEMENT;
}

/**
 * Bytes in flight, server-wide. A charge larger than a 256th of the budget (a large request: 1 MiB of the
 * default budget, about a 12 KB body; a 4 MiB body being read is one) may fill it only to seven eighths:
 * the rest is kept for small requests, so that large ones are refused first and a normal call is still
 * answered while the large ones wait. A charge on an empty budget is always taken, whatever its size: any
 * request the body limit allows is served when nothing else is in flight.
 */
export class MemoryBudget {
  readonly limit: number;
  readonly #largeAbove: number;
  readonly #largeLimit: number;
  #used = 0;

  constructor(limit: number) {
    this.limit = limit;
    this.#largeAbove = limit / 256;
    this.#largeLimit = (limit * 7) / 8;
  }

  /** Bytes charged now. */
  get used(): number {
    return this.#used;
  }

  /** A charge of `bytes`, or undefined when the budget cannot take it now. */
  charge(bytes: number): Charge | undefined {
    const charge = new Charge(this);
    return charge.add(bytes) ? charge : undefined;
  }

  /** @internal Adds `bytes` to a charge that holds `held` already, if they fit. */
  take(held: number, bytes: number): boolean {
    const ceiling = held + bytes > this.#largeAbove ? this.#largeLimit : this.limit;
    if (this.#used + bytes > ceiling && this.#used > held) return false;
    this.#used += bytes;
    return true;
  }

  /** @internal */
  give(bytes: number): void {
    this.#used -= bytes;
  }
}

/** What one request holds of the budget; released once, whatever ends the request. */
export class Charge {
  readonly #budget: MemoryBudget;
  #bytes = 0;
  #released = false;

  constructor(budget: MemoryBudget) {
    this.#budget = budget;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Charges `bytes` more; false (and nothing charged) when the budget cannot take them, or after release. */
  add(bytes: number): boolean {
    if (this.#released || !this.#budget.take(this.#bytes, bytes)) return false;
    this.#bytes += bytes;
    return true;
  }

  /** Gives everything back; later calls do nothing. */
  release(): void {
    if (this.#released) return;
    this.#released = true;
    this.#budget.give(this.#bytes);
    this.#bytes = 0;
  }
}
