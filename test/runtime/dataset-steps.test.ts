/**
 * writeDataSetSteps, the DataSet writer in steps behind large answers sent while written: the steps join
 * into exactly encodeDataSet's text, and a step ends after it has added STEP_CHARS characters, whether or not
 * the caller takes what was written (the server takes nothing until it knows the answer is large).
 */
import { describe, expect, it } from "vitest";
import { dataSet, table } from "../../runtime/src/dataset/build.js";
import { encodeDataSet, writeDataSetSteps } from "../../runtime/src/dataset/encode.js";
import { STEP_CHARS, TextChunks } from "../../runtime/src/text/chunks.js";

const COLUMNS = { TrackNum: "string", StatusCode: "string", Pieces: "int" } as const;
const rows = Array.from({ length: 3_000 }, (_, i) => ({ TrackNum: `T-${i}`, StatusCode: "IT & DL", Pieces: i }));
const value = dataSet("StatusDataSet", [table("Status", COLUMNS, rows)]);
const whole = encodeDataSet(value);

describe("writeDataSetSteps", () => {
  it("nothing taken between steps: a step per STEP_CHARS added, not one per row", () => {
    const out = new TextChunks();
    let steps = 0;
    for (const _ of writeDataSetSteps(out, value, {}, STEP_CHARS)) steps++;
    expect(whole.length).toBeGreaterThan(3 * STEP_CHARS);
    // Counting from what the chunks hold, a step would end after every row past the first STEP_CHARS (~2,400).
    expect(steps).toBeGreaterThanOrEqual(3);
    expect(steps).toBeLessThanOrEqual(Math.ceil(whole.length / STEP_CHARS));
    expect(out.text()).toBe(whole);
  });

  it("taken after each step: pieces of STEP_CHARS and a row at most (the first with the schema), joined exactly", () => {
    const out = new TextChunks();
    const pieces: string[] = [];
    for (const _ of writeDataSetSteps(out, value, {}, STEP_CHARS)) pieces.push(out.take().text());
    pieces.push(out.take().text());
    // The first piece also holds what comes before the rows (the schema, the diffgram's start).
    const firstRow = whole.indexOf("<Status ");
    expect(firstRow).toBeGreaterThan(0);
    expect(pieces[0]!.length).toBeGreaterThanOrEqual(STEP_CHARS);
    expect(pieces[0]!.length).toBeLessThan(firstRow + STEP_CHARS + 200);
    for (const piece of pieces.slice(1, -1)) {
      expect(piece.length).toBeGreaterThanOrEqual(STEP_CHARS);
      expect(piece.length).toBeLessThan(STEP_CHARS + 200);
    }
    expect(pieces.join("")).toBe(whole);
    expect(pieces.length).toBeGreaterThan(3);
  });
});
