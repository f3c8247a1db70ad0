/**
 * The descriptor is printed in prettier's form without prettier (generator/emit/ts/data-literal.ts): held
 * here to prettier's own output for both reference services, a synthetic service of 300 operations and
 * hand-made edge cases, and left to prettier where it cannot be sure.
 */
import * as prettier from "prettier";
import { stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { makeSpec } from "../../bench/make-spec.mjs";
import { descriptorEmitter } from "../../generator/emit/descriptor.js";
import { dataLiteral } from "../../generator/emit/ts/data-literal.js";
import { PRETTIER_OPTIONS } from "../../generator/render/format.js";
import { loadSpec, parseSpec } from "../../generator/spec/load.js";
import { SPEC_FILE, TRACKING_SPEC_FILE } from "../support/paths.js";

const formatted = (text: string): Promise<string> => prettier.format(text, { ...PRETTIER_OPTIONS, parser: "typescript" });

describe("the descriptor, printed as prettier prints it", () => {
  const models = {
    "shipment-operations": loadSpec(SPEC_FILE),
    "shipment-tracking": loadSpec(TRACKING_SPEC_FILE),
    "synthetic, 300 operations": parseSpec(stringify(makeSpec(300, 5)), "spec/synthetic.yaml"),
  };

  it.each(Object.keys(models))("%s: printed without prettier, and prettier leaves it as it is", async (name) => {
    const [file] = descriptorEmitter.emit(models[name as keyof typeof models], { packageName: "p", generatorVersion: "0" });
    expect(file!.formatted).toBe(true);
    expect(file!.content).toBe(await formatted(file!.content));
  });
});

describe("dataLiteral", () => {
  const declared = (value: unknown): string | undefined => {
    const literal = dataLiteral(value, 0, "const x = ".length);
    return literal === undefined ? undefined : `const x = ${literal};\n`;
  };

  it.each([
    ["objects broken, arrays of simple values on one line", { a: { b: 1, c: [true, null, "s"] }, d: [], e: {} }],
    ["a string array too long for the line, one item per line", { values: Array.from({ length: 30 }, (_, i) => `Member${i}`) }],
    ["arrays of objects", { list: [{ a: 1 }, { b: [1, 2] }, {}] }],
    ["an array exactly at the width", { k: Array.from({ length: 20 }, () => "abcd") }],
    ["objects that fit on one line", { a: { b: 1, c: { d: "e" } }, f: [{ g: 1 }], h: [{ i: 1, j: 2 }] }],
    ["an array of objects of two keys, broken however short", { list: [{ a: 1, b: 2 }, { c: 3, d: 4 }] }],
    ["an array with an object of one key, on one line", { list: [{ a: 1, b: 2 }, { c: 3 }] }],
    ["an object too long for its line around objects that fit", { o: { a: "x".repeat(50), b: { c: "y".repeat(50) } } }],
  ])("%s", async (_, value) => {
    const text = declared(value);
    expect(text).toBeDefined();
    expect(text).toBe(await formatted(text!));
  });

  it.each([
    ["a string with a quote", { s: 'a"b' }],
    ["a string with an escape", { s: "a\nb" }],
    ["a key that needs quotes", { "a-b": 1 }],
    ["a fraction", { n: 1.5 }],
    ["a number array prettier would fill", { n: Array.from({ length: 60 }, (_, i) => i * 1000) }],
    ["a line over the width", { s: "x".repeat(130) }],
    ["arrays of arrays", { deep: [[1, 2], ["x"]] }],
  ])("leaves %s to prettier", (_, value) => {
    expect(dataLiteral(value, 0, 10)).toBeUndefined();
  });
});
