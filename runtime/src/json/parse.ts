/**
 * A JSON reader for the ScriptService face: strict JSON (RFC 8259, plus the `NaN`, `Infinity` and
 * `-Infinity` JavaScriptSerializer writes for doubles), bounded nesting, and numbers kept as
 * their text, so a decimal or a long is read exactly (JSON.parse would round both through a double).
 * Objects are Maps: a key such as `__proto__` or `constructor` is just a key.
 */
import { brand, isBranded } from "../brand.js";

/** A number as it was written: `12.50`, `-3`, `1E+20`. */
export class JsonNumber {
  constructor(readonly text: string) {}
}

export type JsonValue = null | boolean | string | JsonNumber | readonly JsonValue[] | JsonObject;

export type JsonObject = ReadonlyMap<string, JsonValue>;

/** JavaScriptSerializer's RecursionLimit: objects and arrays nested deeper are refused. */
export const JSON_DEPTH_LIMIT = 100;

/** The text is not JSON; `message` says where and why (caller text is never quoted). */
export class JsonSyntaxError extends Error {
  /** Also true for an instance from another copy of the runtime (see brand.ts). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }
  constructor(message: string) {
    super(message);
    this.name = "JsonSyntaxError";
  }
}

brand(JsonSyntaxError, "JsonSyntaxError");

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const NON_FINITE = ["NaN", "Infinity", "-Infinity"] as const;
const PLAIN_STRING = /[^"\\\u0000-\u001f]*/y;

export function isJsonObject(value: JsonValue): value is JsonObject {
  return value instanceof Map;
}

/** Parses a whole JSON text. Throws JsonSyntaxError. */
export function parseJson(text: string): JsonValue {
  let at = 0;
  const fail = (what: string): never => {
    throw new JsonSyntaxError(
      at >= text.length ? `Invalid JSON: ${what} at the end of the text.` : `Invalid JSON: ${what} at character ${at}.`,
    );
  };
  const space = (): void => {
    while (at < text.length) {
      const c = text.charCodeAt(at);
      if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return;
      at++;
    }
  };
  const string = (): string => {
    at++; // the opening quote
    let out = "";
    for (;;) {
      PLAIN_STRING.lastIndex = at;
      PLAIN_STRING.exec(text);
      out += text.slice(at, PLAIN_STRING.lastIndex);
      at = PLAIN_STRING.lastIndex;
      const c = text[at];
      if (c === '"') {
        at++;
        return out;
      }
      if (c !== "\\") return fail(c === undefined ? "an unterminated string" : "a control character in a string");
      const e = text[at + 1];
      at += 2;
      switch (e) {
        case '"':
        case "\\":
        case "/":
          out += e;
          break;
        case "b":
          out += "\b";
          break;
        case "f":
          out += "\f";
          break;
        case "n":
          out += "\n";
          break;
        case "r":
          out += "\r";
          break;
        case "t":
          out += "\t";
          break;
        case "u": {
          const hex = text.slice(at, at + 4);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) return fail("a bad \\u escape");
          out += String.fromCharCode(parseInt(hex, 16));
          at += 4;
          break;
        }
        default:
          at -= 2;
          return fail("a bad escape");
      }
    }
  };
  const value = (depth: number): JsonValue => {
    space();
    const c = text[at];
    if (c === '"') return string();
    if (c === "{" || c === "[") {
      if (depth >= JSON_DEPTH_LIMIT) fail(`nesting deeper than ${JSON_DEPTH_LIMIT} levels`);
      at++;
      space();
      if (c === "[") {
        const items: JsonValue[] = [];
        if (text[at] === "]") {
          at++;
          return items;
        }
        for (;;) {
          items.push(value(depth + 1));
          space();
          if (text[at] === ",") at++;
          else if (text[at] === "]") {
            at++;
            return items;
          } else return fail("',' or ']' expected");
        }
      }
      const members = new Map<string, JsonValue>();
      if (text[at] === "}") {
        at++;
        return members;
      }
      for (;;) {
        space();
        if (text[at] !== '"') return fail("a member name in double quotes expected");
        const name = string();
        space();
        if (text[at] !== ":") return fail("':' expected");
        at++;
        members.set(name, value(depth + 1)); // a repeated name: the last value counts
        space();
        if (text[at] === ",") at++;
        else if (text[at] === "}") {
          at++;
          return members;
        } else return fail("',' or '}' expected");
      }
    }
    if (text.startsWith("true", at)) {
      at += 4;
      return true;
    }
    if (text.startsWith("false", at)) {
      at += 5;
      return false;
    }
    if (text.startsWith("null", at)) {
      at += 4;
      return null;
    }
    // JavaScriptSerializer writes a double's NaN and infinities as these bare words: read them as numbers.
    for (const word of NON_FINITE) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return new JsonNumber(word);
      }
    }
    NUMBER.lastIndex = at;
    const m = NUMBER.exec(text);
    if (m && m[0].length > 0) {
      at += m[0].length;
      return new JsonNumber(m[0]);
    }
    return fail("a value expected");
  };
  const result = value(0);
  space();
  if (at < text.length) fail("text after the value");
  return result;
}
