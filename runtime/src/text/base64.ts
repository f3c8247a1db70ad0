/**
 * Base64 as Convert.ToBase64String writes it (no line breaks) and Convert.FromBase64String reads it
 * (white space ignored, padding required). Written here rather than with Buffer or atob so that the
 * runtime runs anywhere and a malformed value is refused instead of being read leniently.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const SPACE = /[ \t\r\n]/;
const SHAPE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

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

/** The alphabet's values by character code (and 0 for `=`, read only where the shape allows padding). */
const CODES = /* @__PURE__ */ alphabetCodes();

function alphabetCodes(): Uint8Array {
  const codes = new Uint8Array(128);
  for (let i = 0; i < ALPHABET.length; i++) codes[ALPHABET.charCodeAt(i)] = i;
  return codes;
}

/** The bytes of base64 text, or undefined when the text is not base64. */
export function decodeBase64(text: string): Uint8Array | undefined {
  const clean = SPACE.test(text) ? text.replace(/[ \t\r\n]/g, "") : text;
  if (!SHAPE.test(clean)) return undefined;
  const padding = clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0;
  const bytes = new Uint8Array((clean.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    const n =
      (CODES[clean.charCodeAt(i)]! << 18) |
      (CODES[clean.charCodeAt(i + 1)]! << 12) |
      (CODES[clean.charCodeAt(i + 2)]! << 6) |
      CODES[clean.charCodeAt(i + 3)]!;
    bytes[o++] = n >> 16;
    if (o < bytes.length) bytes[o++] = (n >> 8) & 255;
    if (o < bytes.length) bytes[o++] = n & 255;
  }
  return bytes;
}
