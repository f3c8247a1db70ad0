/**
 * xs:anyURI (System.Uri, WCF only) as DataContractSerializer writes it: the DataContract writer reaches it only
 * through the descriptor's `uri` codec (uriCodec), so that a bundle of a service without URIs holds none of it.
 */
import { ValueFormatError } from "../values.js";
import type { UriCodec } from "../soap/codecs.js";

const URI_EXPECTED = "a URI as a string, absolute or relative";
/** The characters a URI keeps as they are (RFC 3986's unreserved and reserved ones). */
const URI_KEPT = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]/;
const URI_UNRESERVED = /[A-Za-z0-9\-._~]/;
/** A URI text with nothing to escape (no `%` either): written as it is. */
const URI_PLAIN = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]*$/;

/**
 * A Uri's text as DataContractSerializer writes it (GetComponents(SerializationInfoString, UriEscaped); lab uri,
 * Echo.escape): other characters (white space, non-ASCII as UTF-8) percent-escaped, a `%` that starts no escape
 * as `%25`, an escape of an unreserved character (`%41`) as the character.
 */
export function escapedUri(text: string): string {
  if (URI_PLAIN.test(text)) return text;
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "%") {
      const hex = text.slice(i + 1, i + 3);
      if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
        const decoded = String.fromCharCode(parseInt(hex, 16));
        out += URI_UNRESERVED.test(decoded) ? decoded : `%${hex.toUpperCase()}`;
        i += 2;
      } else {
        out += "%25";
      }
    } else if (URI_KEPT.test(c)) {
      out += c;
    } else {
      const code = text.codePointAt(i)!;
      if (code > 0xffff) i++;
      // UTF-8 percent-escapes; a lone surrogate as U+FFFD's, as TextEncoder writes it.
      out += code >= 0xd800 && code <= 0xdfff ? "%EF%BF%BD" : encodeURIComponent(String.fromCodePoint(code));
    }
  }
  return out;
}

/** A URI value's text as written (escapedUri). Throws ValueFormatError for a value that is not a string. */
export function writeUri(value: unknown): string {
  if (typeof value !== "string") throw new ValueFormatError(URI_EXPECTED);
  return escapedUri(value);
}

/** The anyURI codec the generated descriptor of a service with URI values names (`codecs: { uri: uriCodec }`). */
export const uriCodec: UriCodec = { write: writeUri };
