/** ISerializable entries' wire order beside JavaScript's key order (runtime/src/serialization-info.ts, docs/wcf-design.md §39). */
import { describe, expect, it } from "vitest";
import { entryNames, entryOrder, keepEntryOrder } from "../../runtime/src/serialization-info.js";

describe("entryOrder", () => {
  it("is the registry's symbol, so a vendored runtime's and the package's agree", () => {
    expect(entryOrder).toBe(Symbol.for("asmx-codegen-runtime.entryOrder"));
  });

  it("keepEntryOrder stamps the names read only where the keys enumerate otherwise", () => {
    const read: Record<string, unknown> = { b: 1, "10": 2, "2": 3, "0": 4, a: 5 };
    keepEntryOrder(read, ["b", "10", "2", "0", "a"]);
    expect(Object.keys(read)).toEqual(["0", "2", "10", "b", "a"]);
    expect((read as { [entryOrder]?: unknown })[entryOrder]).toEqual(["b", "10", "2", "0", "a"]);
    const plain: Record<string, unknown> = { b: 1, a: 2, "0x": 3 };
    keepEntryOrder(plain, ["b", "a", "0x"]);
    expect(Object.getOwnPropertySymbols(plain)).toEqual([]);
    // "01" and "-1" are no array indexes: JavaScript keeps their place.
    const near: Record<string, unknown> = { b: 1, "01": 2, "-1": 3 };
    keepEntryOrder(near, ["b", "01", "-1"]);
    expect(Object.getOwnPropertySymbols(near)).toEqual([]);
  });

  it("entryNames: [entryOrder] when it lists the own names once each, the keys without it, undefined otherwise", () => {
    const ordered = Object.defineProperty({ b: 1, "1": 2 }, entryOrder, { value: ["b", "1"], enumerable: true });
    expect(entryNames(ordered)).toEqual(["b", "1"]);
    expect(entryNames({ b: 1, "1": 2 })).toEqual(["1", "b"]);
    const order = (value: unknown) => entryNames(Object.defineProperty({ b: 1, "1": 2 }, entryOrder, { value, enumerable: true }));
    expect(order(["b"])).toBeUndefined();
    expect(order(["b", "b"])).toBeUndefined();
    expect(order(["b", "c"])).toBeUndefined();
    expect(order(["b", 1])).toBeUndefined();
    expect(order("b1")).toBeUndefined();
    // Inherited names are no entries.
    expect(entryNames(Object.defineProperty({ b: 1 }, entryOrder, { value: ["toString"], enumerable: true }))).toBeUndefined();
  });
});
