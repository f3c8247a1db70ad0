/**
 * Class identity across copies of the runtime. Every generated package carries its own copy, so the class of
 * one copy is not the class of another and plain `instanceof` fails across packages (an error thrown by one
 * package's client, caught by code that imported another's). A branded class marks its prototype with a
 * registered symbol (`Symbol.for`, the same in every copy within a process) and answers `instanceof` by
 * that mark: `static [Symbol.hasInstance](value) { return isBranded(this, value); }`.
 */

const brands = new WeakMap<object, symbol>();

/** Marks instances of `cls` (and of its subclasses) as `asmx-codegen.<name>`. */
export function brand(cls: abstract new (...args: never[]) => object, name: string): void {
  const symbol = Symbol.for(`asmx-codegen.${name}`);
  brands.set(cls, symbol);
  Object.defineProperty(cls.prototype, symbol, { value: true });
}

/**
 * `value instanceof cls`, by brand when `cls` is branded (any copy's instance qualifies), and by prototype
 * chain otherwise (a caller's own subclass of a branded class).
 */
export function isBranded(cls: object, value: unknown): boolean {
  const symbol = brands.get(cls);
  if (symbol === undefined) return Function.prototype[Symbol.hasInstance].call(cls, value);
  if (value === null || (typeof value !== "object" && typeof value !== "function")) return false;
  try {
    return (value as Record<symbol, unknown>)[symbol] === true;
  } catch {
    // A hostile Proxy (a handler may throw anything) is not one of ours.
    return false;
  }
}
