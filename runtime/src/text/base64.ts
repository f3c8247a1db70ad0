/**
 * Base64 as Convert.ToBase64String writes it (no line breaks) and Convert.FromBase64String reads it
 * (white space ignored, padding required). Written here rather than with Buffer or atob so that the
 * runtime runs anywhere and a malformed value is refused instead of being read leniently.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const SPACE = /[ \t\r\n]/;

export function encodeBase64(bytes: Uint8Array): string {
  let out = "";
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + "==";
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + "=";
  }
  return out;
}

/** The alphabet's values by character code; 255 for every other character below 128 (`=` included). */
const CODES = /* @__PURE__ */ alphabetCodes();

function alphabetCodes(): Uint8Array {
  const codes = new Uint8Array(128).fill(255);
  for (let i = 0; i < ALPHABET.length; i++) codes[ALPHABET.charCodeAt(i)] = i;
  return codes;
}

/** The value of the character at `i`: 0–63, or 255 when it is not in the alphabet. */
function codeAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c < 128 ? CODES[c]! : 255;
}

/** The bytes of base64 text, or undefined when the text is not base64. */
export function decodeBase64(text: string): Uint8Array | undefined {
  // One pass that checks as it decodes; white space (rare) is taken out first and the text read again.
  const bytes = decodeUnspaced(text);
  return bytes !== undefined || !SPACE.test(text) ? bytes : decodeUnspaced(text.replace(/[ \t\r\n]/g, ""));
}

/**
 * The bytes of base64 text without white space, or undefined when it is not of the shape
 * `(x{4})*(xx==|xxx=)?` (x a character of the alphabet), as Convert.FromBase64String requires.
 */
function decodeUnspaced(text: string): Uint8Array | undefined {
  const length = text.length;
  if (length % 4 !== 0) return undefined;
  const padding = length > 0 && text.charCodeAt(length - 1) === 61 ? (text.charCodeAt(length - 2) === 61 ? 2 : 1) : 0;
  const bytes = new Uint8Array((length / 4) * 3 - padding);
  const full = padding === 0 ? length : length - 4;
  let o = 0;
  let i = 0;
  for (; i < full; i += 4) {
    const a = codeAt(text, i);
    const b = codeAt(text, i + 1);
    const c = codeAt(text, i + 2);
    const d = codeAt(text, i + 3);
    if ((a | b | c | d) > 63) return undefined;
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    bytes[o++] = n >> 16;
    bytes[o++] = (n >> 8) & 255;
    bytes[o++] = n & 255;
  }
  if (padding === 0) return bytes;
  const a = codeAt(text, i);
  const b = codeAt(text, i + 1);
  if (padding === 2) {
    if ((a | b) > 63) return undefined;
    bytes[o] = (a << 2) | (b >> 4);
    return bytes;
  }
  const c = codeAt(text, i + 2);
  if ((a | b | c) > 63) return undefined;
  const n = (a << 18) | (b << 12) | (c << 6);
  bytes[o] = n >> 16;
  bytes[o + 1] = (n >> 8) & 255;
  return bytes;
}
