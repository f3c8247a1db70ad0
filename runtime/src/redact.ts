/**
 * Hiding secret values in foreign text: a server's error body or fault reason that a client error quotes,
 * an exception's message that a server log line or debug fault quotes. Text the runtime composes itself
 * never needs this (it names fields and never quotes a secret field's value), and a handler's own fault
 * text is sent as written.
 *
 * The rule, for each secret value:
 * - A secret shorter than MIN_SECRET_LENGTH characters is left alone. One to three characters occur by
 *   chance in ordinary text (the password `p` is in "explicit"); hiding them garbles the message, and the
 *   places of the markers then spell the secret out. A secret that short is guessed in a million tries
 *   anyway, so no rule about text can protect it.
 * - Every run of the text that spells a piece of the secret at least PIECE_LENGTH characters long (the
 *   whole secret when it is shorter) is hidden: a server may echo a truncated value (ASP.NET's request
 *   validation quotes the first 15 characters, then `...`), or a window of it. Shorter pieces are left: four
 *   or five characters ("2024", "Passw") occur by chance in ordinary messages.
 * - Pieces are found as sent and as echoed: raw, XML or HTML escaped (named or numeric references),
 *   URL-encoded (either case of hex, space as `+` or `%20`) or JSON-escaped, and encoded twice (an HTML
 *   page quoting an XML body).
 * - Each run of hidden text (overlapping or adjacent pieces together, their escapes included) becomes the
 *   one marker REDACTED, whatever its length, so the shape of the result says nothing about the secret.
 */

/** Secrets shorter than this are left alone (see above). */
export const MIN_SECRET_LENGTH = 4;
/** Pieces of a secret this long or longer are hidden wherever they occur. */
export const PIECE_LENGTH = 6;
/** What replaces each hidden run. */
export const REDACTED = "***";

/** Scrubs one text; returns the same string when nothing was hidden. */
export type Redactor = (text: string) => string;

const NOTHING: Redactor = (text) => text;

/**
 * A redactor for these secret values (empty, null and too-short ones are ignored). Build it once per call:
 * it prepares the pieces of every secret.
 */
export function redactor(secrets: Iterable<string | null | undefined>): Redactor {
  const pieceSets: { readonly length: number; readonly pieces: ReadonlySet<string> }[] = [];
  for (const secret of secrets) {
    if (typeof secret !== "string" || secret.length < MIN_SECRET_LENGTH) continue;
    const key = comparable(secret);
    const length = Math.min(key.length, PIECE_LENGTH);
    const pieces = new Set<string>();
    for (let i = 0; i + length <= key.length; i++) pieces.add(key.slice(i, i + length));
    pieceSets.push({ length, pieces });
  }
  if (pieceSets.length === 0) return NOTHING;
  return (text) => {
    if (typeof text !== "string" || text.length === 0) return text;
    const runs: [number, number][] = [];
    for (const view of viewsOf(text)) {
      const key = comparable(view.text);
      for (const { length, pieces } of pieceSets) {
        for (let i = 0; i + length <= key.length; i++) {
          if (pieces.has(key.slice(i, i + length))) runs.push([view.start(i), view.end(i + length - 1)]);
        }
      }
    }
    return runs.length === 0 ? text : replaceRuns(text, runs);
  };
}

/** Scrubs one text for these secrets (see redactor). */
export function redact(text: string, secrets: Iterable<string | null | undefined>): string {
  return redactor(secrets)(text);
}

/** `+` and space compare equal: a form sends a space as `+`, and a `+` may come back decoded as either. */
function comparable(text: string): string {
  return text.includes("+") ? text.replace(/\+/g, " ") : text;
}

/** Text with, for each of its UTF-16 units, the span of the original text it came from. */
interface View {
  readonly text: string;
  start(index: number): number;
  end(index: number): number;
}

function rawView(text: string): View {
  return { text, start: (i) => i, end: (i) => i + 1 };
}

/** The text as it is, decoded once, and decoded twice (as long as decoding changes something). */
function viewsOf(text: string): View[] {
  const views = [rawView(text)];
  for (let level = 0; level < 2; level++) {
    const decoded = decodeView(views[views.length - 1]!);
    if (!decoded) break;
    views.push(decoded);
  }
  return views;
}

const NAMED: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const REFERENCE = /&(?:(lt|gt|amp|quot|apos)|#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6}));/y;
const JSON_ESCAPE = /\\(?:u([0-9a-fA-F]{4})|(["\\/]))/y;
const PERCENT = /%([0-9a-fA-F]{2})/y;

/** One decoding step of every escape this module knows; undefined when the text has none. */
function decodeView(view: View): View | undefined {
  const source = view.text;
  if (!/[&%\\]/.test(source)) return undefined;
  let text = "";
  const starts: number[] = [];
  const ends: number[] = [];
  const emit = (units: string, from: number, to: number): void => {
    text += units;
    for (let k = 0; k < units.length; k++) {
      starts.push(view.start(from));
      ends.push(view.end(to - 1));
    }
  };
  let changed = false;
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const decoded =
      c === "&"
        ? reference(source, i)
        : c === "%"
          ? percent(source, i)
          : c === "\\"
            ? jsonEscape(source, i)
            : undefined;
    if (decoded) {
      emit(decoded.text, i, decoded.next);
      i = decoded.next;
      changed = true;
    } else {
      emit(source[i]!, i, i + 1);
      i++;
    }
  }
  if (!changed) return undefined;
  return { text, start: (k) => starts[k]!, end: (k) => ends[k]! };
}

interface Decoded {
  readonly text: string;
  readonly next: number;
}

function codePoint(value: number): string | undefined {
  return value <= 0x10ffff ? String.fromCodePoint(value) : undefined;
}

function reference(source: string, at: number): Decoded | undefined {
  REFERENCE.lastIndex = at;
  const match = REFERENCE.exec(source);
  if (!match) return undefined;
  const text = match[1] ? NAMED[match[1]] : codePoint(parseInt(match[2] ?? match[3]!, match[2] ? 10 : 16));
  return text === undefined ? undefined : { text, next: REFERENCE.lastIndex };
}

function jsonEscape(source: string, at: number): Decoded | undefined {
  JSON_ESCAPE.lastIndex = at;
  const match = JSON_ESCAPE.exec(source);
  if (!match) return undefined;
  return { text: match[2] ?? String.fromCharCode(parseInt(match[1]!, 16)), next: JSON_ESCAPE.lastIndex };
}

function byteAt(source: string, at: number): number | undefined {
  PERCENT.lastIndex = at;
  const match = PERCENT.exec(source);
  return match ? parseInt(match[1]!, 16) : undefined;
}

/** One character written as the `%XX` escapes of its UTF-8 bytes; undefined unless they are well-formed. */
function percent(source: string, at: number): Decoded | undefined {
  const lead = byteAt(source, at);
  if (lead === undefined) return undefined;
  const count =
    lead < 0x80
      ? 0
      : lead >= 0xc2 && lead < 0xe0
        ? 1
        : lead >= 0xe0 && lead < 0xf0
          ? 2
          : lead >= 0xf0 && lead < 0xf5
            ? 3
            : -1;
  if (count < 0) return undefined;
  let value = count === 0 ? lead : lead & (0x3f >> count);
  for (let k = 1; k <= count; k++) {
    const next = byteAt(source, at + 3 * k);
    if (next === undefined || (next & 0xc0) !== 0x80) return undefined;
    value = (value << 6) | (next & 0x3f);
  }
  const text = codePoint(value);
  return text === undefined ? undefined : { text, next: at + 3 * (count + 1) };
}

/** Replaces each run (spans merged where they overlap or touch) by one marker, never splitting a surrogate pair. */
function replaceRuns(text: string, runs: [number, number][]): string {
  for (const run of runs) {
    if (run[0] > 0 && isLowSurrogate(text, run[0]) && isHighSurrogate(text, run[0] - 1)) run[0]--;
    if (run[1] < text.length && isLowSurrogate(text, run[1]) && isHighSurrogate(text, run[1] - 1)) run[1]++;
  }
  runs.sort((a, b) => a[0] - b[0]);
  let out = "";
  let copied = 0;
  let index = 0;
  while (index < runs.length) {
    const [from] = runs[index]!;
    let to = runs[index]![1];
    index++;
    while (index < runs.length && runs[index]![0] <= to) to = Math.max(to, runs[index++]![1]);
    out += text.slice(copied, from) + REDACTED;
    copied = to;
  }
  return out + text.slice(copied);
}

function isHighSurrogate(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff;
}
