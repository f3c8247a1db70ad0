/**
 * The spec's dictionary expression `map<K,V>` (WCF: Dictionary<K,V>), read once for the resolver and import. K and V
 * are type expressions themselves, so the split is at the one comma outside any `<...>`: `map<string, map<string,
 * int>>` (Dictionary<string, Dictionary<string, int>>), `map<string, int[]>`, `map<string, map<string, Parcel>>[]`
 * (the array suffix belongs to the caller, which strips `[]` first).
 */

/** A `map<K,V>` split: its key and value expressions (trimmed), or why it is malformed (`at`: 0-based offset in the text). */
export type MapExpression = { readonly key: string; readonly value: string } | { readonly error: string; readonly at: number };

/**
 * `text` split when it is a `map<...>` expression (after trimming; array suffixes already stripped by the caller);
 * undefined when it is not one (it does not start with `map<`).
 */
export function parseMapType(text: string): MapExpression | undefined {
  const trimmed = text.trim();
  const open = /^map\s*</.exec(trimmed);
  if (!open) return undefined;
  const start = open[0].length;
  let depth = 0;
  let comma = -1;
  for (let i = start; i < trimmed.length; i++) {
    const ch = trimmed[i]!;
    if (ch === "<") depth++;
    else if (ch === ">") {
      if (depth === 0) {
        if (i !== trimmed.length - 1) return { error: `'>' at ${i + 1} closes the map before '${trimmed.slice(i + 1)}'`, at: i };
        if (comma < 0) return { error: "a map has a key and a value: map<key,value>", at: i };
        const key = trimmed.slice(start, comma).trim();
        const value = trimmed.slice(comma + 1, i).trim();
        if (key === "") return { error: "the key is missing: map<key,value>", at: comma };
        if (value === "") return { error: "the value is missing: map<key,value>", at: i };
        return { key, value };
      }
      depth--;
    } else if (ch === "," && depth === 0) {
      if (comma >= 0) return { error: `a second ',' at ${i + 1}: a map has one key and one value (map<key,value>)`, at: i };
      comma = i;
    }
  }
  return { error: `'<' at ${start} is not closed: map<key,value>`, at: start - 1 };
}

/** Whether `type` (maybe with array suffixes) is a `map<...>` expression. */
export function isMapType(type: string): boolean {
  return /^map\s*</.test(type.trim());
}
