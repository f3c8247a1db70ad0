/**
 * ISerializable values under DataContractSerializer (WCF): GetObjectData's entries, each an unqualified element of its
 * name holding a .NET object (`i:type`), read and written here (lab wcf/iserializable, wcf/iserializable-forms;
 * docs/wcf-design.md §38). Reached only through the descriptor's `iSerializable` codec, which a service with an
 * ISerializable class names, so that other bundles (WCF's too) hold none of it.
 */
import type { ValueType } from "../descriptor.js";
import { ValueFormatError } from "../values.js";
import type { XmlElement } from "../xml/tree.js";
import { setField } from "../own.js";
import { entryNames, keepEntryOrder } from "../serialization-info.js";
import { shownText } from "../text/shown.js";
import { dataContractLocalName, decodeName } from "../text/string-data-types.js";
import { readElement, type ReadContext } from "./value-reader.js";
import type { ISerializableCodec } from "./codecs.js";
import { writeDataContractElement } from "./data-contract-writer.js";

const OBJECT: ValueType = { kind: "object" };

/**
 * An ISerializable value's entries (ReadSerializationInfo): each unqualified element, by its decoded name, holding an
 * object (`i:type`, nil for null; untyped content refused with .NET's text by the object reader); elements of a
 * namespace are skipped, and a name met twice is refused, as SerializationInfo.AddValue refuses it.
 */
function readEntries(context: ReadContext, children: readonly XmlElement[], path: string): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  const names: string[] = [];
  for (const child of children) {
    if (child.ns !== "") continue;
    const name = decodeName(child.local);
    if (Object.hasOwn(entries, name))
      throw new ValueFormatError("entries of distinct names", `'${shownText(name)}' twice`, {
        path: `${path}.${child.local}`,
        dotnetText: "Cannot add the same member twice to a SerializationInfo object.",
      });
    setField(entries, name, readElement(context, child, OBJECT, true, `${path}.${child.local}`, false));
    names.push(name);
  }
  // Names like array indexes enumerate first in JavaScript: the wire order kept beside them (lab
  // wcf/iserializable-tree, MakeBag.indexes).
  keepEntryOrder(entries, names);
  return entries;
}

/**
 * An ISerializable value's entries (WriteSerializationInfo): each an unqualified element of its name (EncodeLocalName)
 * holding an object with its `i:type`, null as `i:nil`, in the value's key order, or its `[entryOrder]` where it has one.
 */
function writeEntries(
  context: Parameters<typeof writeDataContractElement>[0],
  record: Readonly<Record<string, unknown>>,
  path: string,
  depth: number,
): string {
  let content = "";
  const names = entryNames(record);
  if (names === undefined)
    throw new ValueFormatError("an [entryOrder] listing the entries' own names, each once", undefined, { path });
  for (const key of names) {
    if (key === "") throw new ValueFormatError("entries with a name", "an entry named ''", { path });
    const local = dataContractLocalName(key);
    content += writeDataContractElement(
      context,
      local,
      "",
      OBJECT,
      record[key],
      true,
      `${path}.${local}`,
      false,
      depth + 1,
    );
  }
  return content;
}

/** The ISerializable codec, for a service descriptor's `codecs` (see codecs.ts). */
export const iSerializableCodec: ISerializableCodec = { read: readEntries, write: writeEntries };
