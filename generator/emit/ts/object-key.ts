/**
 * A key of an object literal in generated code, for keys that are wire names (enum values, operations,
 * classes). `__proto__` written as a key, quoted or not, sets the object's prototype instead of a property;
 * as a computed key it is an own property like any other.
 */
export function objectKey(name: string): string {
  return name === "__proto__" ? `[${JSON.stringify(name)}]` : JSON.stringify(name);
}

/** The same for JSON text used as a literal (`"__proto__": ` at the start of a line of indented JSON). */
export function jsonLiteralKeys(json: string): string {
  return json.replace(/^(\s*)"__proto__":/gm, '$1["__proto__"]:');
}
