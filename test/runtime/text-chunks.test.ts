/** TextChunks and utf8Bytes: the chunked text large responses are kept in, and its UTF-8 encoding. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TextChunks, utf8Bytes } from "../../runtime/src/text/chunks.js";

const encoder = new TextEncoder();

/** Byte equality without vitest's element by element diff, slow on buffers of megabytes. */
function expectSameBytes(actual: Uint8Array, expected: Uint8Array): void {
  expect(actual.length).toBe(expected.length);
  expect(Buffer.compare(actual, expected)).toBe(0);
}

function chunksOf(pieces: readonly string[]): TextChunks {
  const out = new TextChunks();
  for (const piece of pieces) out.add(piece);
  return out;
}

describe("TextChunks", () => {
  it("keeps the text of its pieces, in chunks of at least 32 K characters but the last", () => {
    const pieces = Array.from({ length: 3_000 }, (_, i) => `<Row id="${i}">${"x".repeat(i % 50)}</Row>`);
    const out = chunksOf(pieces);
    expect(out.text()).toBe(pieces.join(""));
    const chunks = out.chunks();
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.join("")).toBe(pieces.join(""));
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThanOrEqual(32_768);
  });

  it("addChunk keeps a piece as a chunk of its own, after what was added before it", () => {
    const out = new TextChunks();
    out.add("<a>");
    out.addChunk("x".repeat(9_000));
    out.addChunk("é");
    out.add("</a>");
    expect(out.chunks()).toEqual(["<a>", "x".repeat(9_000), "é", "</a>"]);
    expect(out.length).toBe(9_008);
    expect(new TextDecoder().decode(utf8Bytes(out))).toBe(`<a>${"x".repeat(9_000)}é</a>`);
  });

  it("is empty until a non-empty piece is added, and adds the chunks of another", () => {
    const out = new TextChunks();
    expect(out.empty).toBe(true);
    expect(out.chunks()).toEqual([]);
    expect(out.text()).toBe("");
    out.add("");
    expect(out.empty).toBe(true);
    const other = chunksOf(["a".repeat(40_000), "b"]);
    out.add("<");
    out.addChunks(other);
    out.add(">");
    expect(out.empty).toBe(false);
    expect(out.text()).toBe(`<${"a".repeat(40_000)}b>`);
  });
});

describe("utf8Bytes", () => {
  it("encodes ASCII into a buffer of one byte a character", () => {
    const text = chunksOf(Array.from({ length: 5_000 }, (_, i) => `<a>${i}</a>`));
    const bytes = utf8Bytes(text);
    expect(bytes.length).toBe(text.text().length);
    expectSameBytes(bytes, encoder.encode(text.text()));
  });

  it("encodes text of any characters as TextEncoder does, wherever the first non-ASCII one falls", () => {
    const cases = [
      [],
      [""],
      ["é"],
      ["a".repeat(40_000), "ü"], // in a later chunk, after a full ASCII one
      ["ü", "a".repeat(40_000)], // in the first chunk: it takes the room a later chunk needs
      ["日本語".repeat(20_000)], // three bytes a character throughout
      ["a".repeat(32_767), "😀", "b"], // a surrogate pair at a chunk's end
    ];
    for (const pieces of cases) {
      const text = chunksOf(pieces);
      expectSameBytes(utf8Bytes(text), encoder.encode(pieces.join("")));
    }
  });

  it("matches TextEncoder on arbitrary pieces (property)", () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: "binary", maxLength: 50 }),
      fc.nat({ max: 40_000 }).map((n) => "x".repeat(n)),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        // Whole characters only: a piece never ends inside a surrogate pair (values are whole strings).
        const whole = pieces.map((p) => p.replace(/[\uD800-\uDFFF]/g, "?"));
        expectSameBytes(utf8Bytes(chunksOf(whole)), encoder.encode(whole.join("")));
      }),
      { numRuns: 200 },
    );
  });

  /** A chunk of segments and the spans of those `marked` says (pairs of start and end indexes). */
  function markedChunk(segments: readonly string[], marked: readonly boolean[]): { chunk: string; marks: number[] } {
    let chunk = "";
    const marks: number[] = [];
    segments.forEach((segment, i) => {
      if (marked[i]) marks.push(chunk.length, chunk.length + segment.length);
      chunk += segment;
    });
    return { chunk, marks };
  }

  it("encodes chunks with marks as TextEncoder does, marks covering their non-ASCII text or not (property)", () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 30 }).map((s) => s.replace(/[^\x00-\x7f]/g, "a")),
      fc.string({ maxLength: 30 }),
      fc.string({ unit: "binary", maxLength: 12 }), // lone surrogates and pairs, 2, 3 and 4 byte characters
      fc.constantFrom("Zoë &lt;Ltd&gt;", "Hauptstraße 5", "日本", "😀", "\ud800", "\udc00x", "é\ud83d"),
    );
    const chunk = fc
      .array(fc.tuple(segment, fc.boolean()), { maxLength: 12 })
      .map((parts) => ({ segments: parts.map(([s]) => s), marked: parts.map(([, m]) => m) }));
    fc.assert(
      fc.property(fc.array(chunk, { maxLength: 5 }), fc.boolean(), (chunks, coverAll) => {
        const out = new TextChunks();
        out.add("<a>");
        // Encoded chunk by chunk, as encodeInto did (a surrogate pair split between two chunks is two U+FFFD).
        const expected = [encoder.encode("<a>")];
        for (const { segments, marked } of chunks) {
          // coverAll: every segment with a non-ASCII character is marked (as the writer marks); else as drawn.
          const marks = coverAll ? segments.map((s, i) => marked[i] || /[^\x00-\x7f]/.test(s)) : marked;
          const made = markedChunk(segments, marks);
          out.addChunk(made.chunk, made.marks);
          expected.push(encoder.encode(made.chunk));
        }
        out.add("</a>");
        expected.push(encoder.encode("</a>"));
        expectSameBytes(utf8Bytes(out), Buffer.concat(expected));
      }),
      { numRuns: 500 },
    );
  });

  it("encodes a chunk again when a non-ASCII character lies outside its marks", () => {
    const segments = ["<Name>", "Zoë", "</Name><City>", "Köln", "</City>"];
    const out = new TextChunks();
    const made = markedChunk(segments, [false, true, false, false, false]); // Köln unmarked
    out.addChunk(made.chunk, made.marks);
    out.addChunk(made.chunk, markedChunk(segments, [false, true, false, true, false]).marks);
    out.addChunk("ASCII only", []);
    // Marks out of order, overlapping or past the chunk's end are not trusted.
    out.addChunk("ab é cd ü", [7, 9, 3, 5]);
    out.addChunk("ab é cd ü", [3, 9, 7, 9]);
    out.addChunk("é ü", [0, 10]);
    // Where the byte count alone would be fooled: a span written twice making up for an unmarked "é", a span
    // past the end for an unmarked "日é".
    out.addChunk("aéb", [0, 1, 0, 1]);
    out.addChunk("日éa", [2, 4]);
    expect(new TextDecoder().decode(utf8Bytes(out))).toBe(
      made.chunk + made.chunk + "ASCII only" + "ab é cd ü" + "ab é cd ü" + "é ü" + "aéb" + "日éa",
    );
  });
});
