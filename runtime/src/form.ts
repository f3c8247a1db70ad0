/**
 * URL encoding of HTTP GET query strings and HTTP POST form bodies, as .NET's HttpUtility.UrlEncode
 * writes it (what .NET client proxies send): space as `+`, letters, digits and `-_.!*()` as they are,
 * every other byte of the UTF-8 form as `%XX`.
 */
import type { ValueType } from "./descriptor.js";

const UNRESERVED = /[A-Za-z0-9\-_.!*()]/;
const encoder = new TextEncoder();

export function urlEncode(text: string): string {
  let out = "";
  for (const char of text) {
    if (char === " ") out += "+";
    else if (UNRESERVED.test(char)) out += char;
    else for (const byte of encoder.encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** `name=value&...` in the given order. */
export function encodeForm(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([name, value]) => `${urlEncode(name)}=${urlEncode(value)}`).join("&");
}

/**
 * Whether an HTTP GET/POST parameter comes as repeated values, one per item: an array, and a byte[] (base64Binary,
 * hexBinary), which ASMX reads as repeated byte values (`data=1&data=2`, each as Byte.Parse reads it).
 */
export function repeatsOnHttp(type: ValueType): boolean {
  return type.kind === "array" || (type.kind === "simple" && type.type === "base64Binary");
}
