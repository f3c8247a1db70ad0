/** runtime/src/own.ts: objects keyed by wire names, where `__proto__` and `constructor` are names like any other. */
import { describe, expect, it } from "vitest";
import { assignFields, ownField, setField } from "../../runtime/src/own.js";

describe("own fields", () => {
  it("setField makes __proto__ an own field, leaving the prototype alone", () => {
    const object: Record<string, unknown> = {};
    setField(object, "__proto__", { polluted: true });
    expect(Object.getPrototypeOf(object)).toBe(Object.prototype);
    expect(Object.keys(object)).toEqual(["__proto__"]);
    expect((object as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it("assignFields copies __proto__ and constructor as fields, in order (Object.assign would set the prototype)", () => {
    const source: Record<string, unknown> = {};
    setField(source, "__proto__", 1);
    setField(source, "constructor", 2);
    const target: Record<string, unknown> = { $type: "Bag" };
    assignFields(target, source);
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.keys(target)).toEqual(["$type", "__proto__", "constructor"]);
    expect(ownField(target, "__proto__")).toBe(1);
    expect(ownField(target, "constructor")).toBe(2);
  });

  it("ownField reads no member of Object.prototype as a field", () => {
    expect(ownField({}, "toString")).toBeUndefined();
    expect(ownField({}, "constructor")).toBeUndefined();
    expect(ownField({ toString: "x" }, "toString")).toBe("x");
  });
});
