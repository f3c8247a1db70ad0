/**
 * Text made of many pieces (the rows of a large DataSet and the envelope around them), kept as a list of
 * flat chunks. `+=` alone builds a rope of one V8 cons-string per piece, hundreds of thousands for a large
 * DataSet, which the garbage collector copies and promotes while it grows; flattening the rope every 32 K
 * characters keeps it short (measured: 10,000 rows 77 → 10 ms per encode). Kept as chunks, the text is never
 * joined into one large string when only its bytes are wanted: utf8Bytes encodes chunk by chunk into one
 * buffer (measured on a 219 KB DataSet response: 0.28 ms to join and encode, 0.05 ms chunk by chunk).
 */

/** Characters per flattened chunk. */
const CHUNK = 32_768;

export class TextChunks {
  #chunks: string[] = [];
  /** Per chunk of #chunks, where its writer put its non-ASCII text, when it said (see utf8Bytes). */
  #marks: (readonly number[] | undefined)[] = [];
  #current = "";
  /** Characters in the finished chunks. */
  #finished = 0;

  add(piece: string): void {
    const current = (this.#current += piece);
    if (current.length >= CHUNK) {
      current.charCodeAt(0); // reading a character makes V8 flatten the rope into one string
      this.#chunks.push(current);
      this.#marks.push(undefined);
      this.#finished += current.length;
      this.#current = "";
    }
  }

  /**
   * Adds `piece`, flat already, as a chunk of its own (after what was added before it). `marks`, when given,
   * are the start and end indexes of the spans of `piece` that may hold non-ASCII characters (pairs, in
   * order, not overlapping): utf8Bytes then copies the rest as ASCII, once it has checked that it is.
   */
  addChunk(piece: string, marks?: readonly number[]): void {
    if (this.#current !== "") {
      this.#chunks.push(this.#current);
      this.#marks.push(undefined);
      this.#finished += this.#current.length;
      this.#current = "";
    }
    this.#chunks.push(piece);
    this.#marks.push(marks);
    this.#finished += piece.length;
  }

  /** Characters added (since the last take()). */
  get length(): number {
    return this.#finished + this.#current.length;
  }

  /** The text added so far, as chunks, and this emptied: for text sent on while more is written. */
  take(): TextChunks {
    const taken = new TextChunks();
    taken.#chunks = this.#chunks;
    taken.#marks = this.#marks;
    taken.#current = this.#current;
    taken.#finished = this.#finished;
    this.#chunks = [];
    this.#marks = [];
    this.#current = "";
    this.#finished = 0;
    return taken;
  }

  /** Adds the text of other chunks, chunk by chunk. */
  addChunks(other: TextChunks): void {
    for (const chunk of other.chunks()) this.add(chunk);
  }

  /** Whether nothing has been added (or only empty pieces). */
  get empty(): boolean {
    return this.#chunks.length === 0 && this.#current === "";
  }

  /** The chunks, in order; the last may be short. */
  chunks(): readonly string[] {
    return this.#current === "" ? this.#chunks : [...this.#chunks, this.#current];
  }

  /** The marks of each chunk of chunks() (see addChunk); undefined for a chunk added without. */
  marks(): readonly (readonly number[] | undefined)[] {
    return this.#marks;
  }

  /** The whole text as one string. */
  text(): string {
    let text = "";
    for (const chunk of this.#chunks) text += chunk;
    return text + this.#current;
  }
}

/**
 * Text written in steps (a large DataSet result): each step of `steps` adds STEP_CHARS characters or more
 * to `out` (the last may add fewer), so that what was written can be sent while the rest is written.
 */
export interface SteppedText {
  readonly out: TextChunks;
  readonly steps: Iterator<void, void, void>;
}

/** Characters after which a step of SteppedText ends. */
export const STEP_CHARS: number = 65_536;

const encoder = new TextEncoder();

/** Node's Buffer, when there is one: its byte count and Latin-1 copy are many times faster than encodeInto. */
const NodeBuffer: typeof Buffer | undefined = (globalThis as { Buffer?: typeof Buffer }).Buffer;

/**
 * The UTF-8 bytes of the text, encoded chunk by chunk into one buffer. `allocate` gives a buffer of at least
 * the bytes asked for (a reused one may be larger); the result is a view of what was written.
 */
export function utf8Bytes(text: TextChunks, allocate: (bytes: number) => Uint8Array = newBytes): Uint8Array {
  const chunks = text.chunks();
  if (NodeBuffer !== undefined) return nodeUtf8Bytes(NodeBuffer, chunks, text.marks(), allocate);
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  // Most responses are ASCII: a byte per character. Otherwise a character takes at most 3 bytes (a surrogate
  // pair, 2 characters, takes 4), so when a chunk does not fit, the text is encoded again for the worst case.
  const bytes = allocate(length);
  const written = encodeAll(chunks, bytes);
  if (written >= 0) return bytes.subarray(0, written);
  const wide = allocate(length * 3);
  return wide.subarray(0, encodeAll(chunks, wide));
}

/**
 * utf8Bytes with Node's Buffer: each chunk's UTF-8 length counted first (exact, so one allocation). A chunk
 * whose count is its length is ASCII: copied as Latin-1. A chunk with marks (TextChunks.addChunk) is copied
 * as Latin-1 a little further on, its ASCII stretches moved into place and its marked spans encoded here;
 * the count then tells whether all its non-ASCII text was marked (else it is encoded again, by encodeInto):
 * an unmarked non-ASCII character is written as one byte, fewer than its own, and only a span's edge inside a
 * surrogate pair could make up for that (such spans are refused).
 * V8's own UTF-8 encoding leaves its fast copy for the whole chunk at the first non-ASCII character (≈ 10×
 * slower per byte, bench/ANALYSIS.md).
 */
function nodeUtf8Bytes(
  NodeBuffer: typeof Buffer,
  chunks: readonly string[],
  marks: readonly (readonly number[] | undefined)[],
  allocate: (bytes: number) => Uint8Array,
): Uint8Array {
  const sizes = new Array<number>(chunks.length);
  let length = 0;
  for (let k = 0; k < chunks.length; k++) length += sizes[k] = NodeBuffer.byteLength(chunks[k]!, "utf8");
  const bytes = allocate(length);
  const view = NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  for (let k = 0; k < chunks.length; k++) {
    const chunk = chunks[k]!;
    const size = sizes[k]!;
    const spans = marks[k];
    if (size === chunk.length) view.write(chunk, at, "latin1");
    else if (spans === undefined || !markedUtf8(view, chunk, spans, at, size))
      encoder.encodeInto(chunk, bytes.subarray(at));
    at += size;
  }
  return bytes.subarray(0, at);
}

/**
 * `chunk` (UTF-8 `size` bytes) written at `at`: copied as Latin-1 `size - length` bytes further on, then
 * its stretches between `spans` moved down into place and the spans encoded from the string. Whether the
 * count came out right, i.e. every non-ASCII character was within a span.
 */
function markedUtf8(view: Buffer, chunk: string, spans: readonly number[], at: number, size: number): boolean {
  const copy = at + size - chunk.length;
  view.write(chunk, copy, "latin1");
  let to = at;
  let from = 0;
  for (let j = 0; j < spans.length; j += 2) {
    const start = spans[j]!;
    const end = spans[j + 1]!;
    // Spans out of order or past the end would count characters twice or none; a span's edge between the
    // halves of a surrogate pair would encode each half as U+FFFD, as many bytes as the pair.
    if (start < from || end > chunk.length || splitsPair(chunk, start) || splitsPair(chunk, end)) return false;
    if (start > from) {
      view.copyWithin(to, copy + from, copy + start);
      to += start - from;
    }
    from = end;
    to = utf8Span(chunk, start, end, view, to);
  }
  if (from < chunk.length) {
    view.copyWithin(to, copy + from, copy + chunk.length);
    to += chunk.length - from;
  }
  return to === at + size;
}

/** Whether index `i` of `text` falls between the two halves of a surrogate pair. */
function splitsPair(text: string, i: number): boolean {
  return (text.charCodeAt(i) & 0xfc00) === 0xdc00 && (text.charCodeAt(i - 1) & 0xfc00) === 0xd800;
}

/** Characters `from` to `to` of `text` as UTF-8 at `at` (a lone surrogate as U+FFFD, as encodeInto); the end. */
function utf8Span(text: string, from: number, to: number, bytes: Uint8Array, at: number): number {
  for (let i = from; i < to; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) bytes[at++] = c;
    else if (c < 0x800) {
      bytes[at++] = 0xc0 | (c >> 6);
      bytes[at++] = 0x80 | (c & 63);
    } else if (c < 0xdc00 && c >= 0xd800 && i + 1 < to && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      c = 0x10000 + ((c - 0xd800) << 10) + (text.charCodeAt(++i) - 0xdc00);
      bytes[at++] = 0xf0 | (c >> 18);
      bytes[at++] = 0x80 | ((c >> 12) & 63);
      bytes[at++] = 0x80 | ((c >> 6) & 63);
      bytes[at++] = 0x80 | (c & 63);
    } else {
      if ((c & 0xf800) === 0xd800) c = 0xfffd;
      bytes[at++] = 0xe0 | (c >> 12);
      bytes[at++] = 0x80 | ((c >> 6) & 63);
      bytes[at++] = 0x80 | (c & 63);
    }
  }
  return at;
}

function newBytes(bytes: number): Uint8Array {
  return new Uint8Array(bytes);
}

/** Bytes written, or -1 when a chunk did not fit. */
function encodeAll(chunks: readonly string[], into: Uint8Array): number {
  let written = 0;
  for (const chunk of chunks) {
    const result = encoder.encodeInto(chunk, into.subarray(written));
    if (result.read !== chunk.length) return -1;
    written += result.written;
  }
  return written;
}
