/**
 * The value of an ISerializable class under DataContractSerializer (WCF): GetObjectData's entries by name
 * (docs/wcf-design.md §38, §40). JavaScript enumerates an object's integer-like keys (`"0"`, `"10"`) first, in
 * ascending order, whatever order they were set in; SerializationInfo keeps the order the entries were added. Where
 * the two differ, the entries' wire order rides beside them under the `entryOrder` symbol: set by the reader when the
 * entries it read enumerate in another order, honoured by the writer. Values without it are written in key order,
 * as before (the common case pays nothing).
 */

/** The key of an entries object's wire order (`Symbol.for`, so a vendored runtime and the package's agree). */
export const entryOrder: unique symbol = Symbol.for("asmx-codegen-runtime.entryOrder");

/**
 * An ISerializable value's entries: each a value of the service's object (`O`, its `ServiceObject`) or null, by the
 * entry's name; `[entryOrder]` the names in wire order, where it is not the object's own key order.
 */
export type SerializationEntries<O> = { readonly [entry: string]: O | null } & {
  readonly [entryOrder]?: readonly string[];
};

/**
 * The entries' names in the order they travel: `[entryOrder]` when given, else the keys; undefined where
 * `[entryOrder]` is not the entries' own names, each once.
 */
export function entryNames(entries: object): readonly string[] | undefined {
  const keys = Object.keys(entries);
  const order = (entries as { readonly [entryOrder]?: unknown })[entryOrder];
  if (order === undefined) return keys;
  if (!Array.isArray(order) || order.length !== keys.length || new Set(order).size !== order.length) return undefined;
  for (const name of order as unknown[])
    if (typeof name !== "string" || !Object.hasOwn(entries, name)) return undefined;
  return order as readonly string[];
}

/**
 * Stamps the wire order `names` on `entries` (read in that order) where their key order differs: an integer-like name
 * after another name.
 */
export function keepEntryOrder(entries: Record<string, unknown>, names: readonly string[]): void {
  const keys = Object.keys(entries);
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] !== names[i]) {
      Object.defineProperty(entries, entryOrder, { value: names, enumerable: true });
      return;
    }
  }
}
