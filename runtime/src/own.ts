/**
 * Objects keyed by names from the spec or the wire, where `toString`, `constructor` and `__proto__` are
 * names like any other: a value is read only from the object itself (an absent field is absent, not
 * Object.prototype's function), and written so that `__proto__` becomes a property, not the prototype.
 */

const OBJECT_PROTOTYPE: object = Object.prototype;

/** The value of a field of a caller's object: undefined when absent or only inherited from Object.prototype. */
export function ownField(object: object, key: string): unknown {
  const value = (object as Record<string, unknown>)[key];
  if (value === undefined) return undefined;
  // A class instance may carry its fields as getters; only Object.prototype's members are not fields.
  return key in OBJECT_PROTOTYPE && !Object.hasOwn(object, key) ? undefined : value;
}

/** Sets a field on an object the runtime builds (assignment to `__proto__` would replace its prototype). */
export function setField(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    object[key] = value;
  }
}

/** Copies `source`'s own fields onto `target` as setField does (Object.assign would make `__proto__` the prototype). */
export function assignFields(target: Record<string, unknown>, source: Readonly<Record<string, unknown>>): void {
  for (const key of Object.keys(source)) setField(target, key, source[key]);
}
