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

/** The bytes of base64 text, or undefined when the text is not base64. */
export function decodeBase64(text: string): Uint8Array | undefined {
  // One pass that checks as it decodes; white space (rare) is taken out first and the text read again.
  const bytes = decodeUnspaced(text);
  return bytes || !SPACE.test(text) ? bytes : decodeUnspaced(text.replace(/[ \t\r\n]/g, ""));
}

/**
 * The bytes of base64 text without white space, or undefined when it is not of the shape
 * `(x{4})*(xx==|xxx=)?` (x a character of the alphabet), as Convert.FromBase64String requires: a
 * character outside the alphabet (`=` before the padding included) has no code below 64.
 */
function decodeUnspaced(text: string): Uint8Array | undefined {
  const length = text.length;
  if (length % 4) return undefined;
  const end = length - (text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0);
  const bytes = new Uint8Array((length / 4) * 3 - length + end);
  for (let i = 0, o = 0; i < length; i += 4) {
    let n = 0;
    for (let k = i; k < i + 4; k++) {
      const code = k < end ? (CODES[text.charCodeAt(k)] ?? 255) : 0;
      if (code > 63) return undefined;
      n = (n << 6) | code;
    }
    bytes[o++] = n >> 16;
    if (o < bytes.length) bytes[o++] = (n >> 8) & 255;
    if (o < bytes.length) bytes[o++] = n & 255;
  }
  return bytes;
}
