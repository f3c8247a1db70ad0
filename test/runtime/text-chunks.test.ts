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
});
