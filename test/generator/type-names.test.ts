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
