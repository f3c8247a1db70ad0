/**
 * The TypeScript names of an operation's own types (`<Op>Input`, `<Op>Result`, ...) never repeat a declared
 * class's or enum's (Interhome's CheckServerHealth returns a class named CheckServerHealthResult).
 */
import { describe, expect, it } from "vitest";
import { typesEmitter } from "../../generator/emit/types-module.js";
import { parseSpec } from "../../generator/spec/load.js";
import { RENTALS as SPEC } from "./emitter-specs.js";

describe("operation type names", () => {
  // Its types: the emitter snapshot case operation-type-names (emitters.test.ts).
  const model = parseSpec(SPEC, "spec/rentals.yaml");
  const types = typesEmitter.emit(model, { packageName: "p", generatorVersion: "0" })[0]!.content;
  const declared = [...types.matchAll(/^export (?:type|interface|const) (\w+)/gm)].map((m) => m[1]!);

  it("step aside with 'Operation' where a declared type has the name", () => {
    expect(model.operations.map((o) => o.typeBaseName)).toEqual(["CheckServerHealthOperation", "PingOperation", "Other"]);
  });

  it("leave every exported name declared once (an enum's const and type share one)", () => {
    const counts = new Map<string, number>();
    for (const name of declared) counts.set(name, (counts.get(name) ?? 0) + 1);
    const twice = [...counts].filter(([name, n]) => n > 1 && name !== "PingInput").map(([name]) => name);
    expect(twice).toEqual([]);
  });
});

describe("a class's input form", () => {
  // Piece holds a decimal, so it has an input form, PieceInput: a declared class of that name steps aside
  // (as beside a formed Fields or Instance name), and so does the operation Piece's own input type.
  const spec = `service:
  name: Parts
  namespace: urn:parts
  endpoint: https://h/Parts.asmx
types:
  Piece:
    fields:
      - { name: Weight, type: decimal }
  PieceInput:
    fields:
      - { name: Note, type: string }
operations:
  - name: Piece
    fields: [{ name: p, type: Piece }, { name: q, type: PieceInput }]
    result: { type: string }
`;
  const model = parseSpec(spec, "spec/parts.yaml");
  const types = typesEmitter.emit(model, { packageName: "p", generatorVersion: "0" })[0]!.content;

  it("takes its name first; a declared class and an operation type of that name step aside", () => {
    expect(model.types.map((t) => [t.tsName, t.inputForm])).toEqual([["Piece", true], ["PieceInput_", false]]);
    expect(model.operations[0]!.typeBaseName).toBe("PieceOperation");
    expect(types).toContain("export interface PieceInput {\n  readonly weight: string | number;\n}");
    expect(types).toMatch(/export interface PieceOperationInput \{\s+readonly p\?: PieceInput \| null \| undefined;\s+readonly q\?: PieceInput_ \| null \| undefined;/);
    const declared = [...types.matchAll(/^export (?:type|interface|const) (\w+)/gm)].map((m) => m[1]!);
    expect(declared.length).toBe(new Set(declared).size);
  });
});

