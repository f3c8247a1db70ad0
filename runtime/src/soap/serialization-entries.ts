/**
 * ISerializable values under DataContractSerializer (WCF): GetObjectData's entries, each an unqualified element of its
 * name holding a .NET object (`i:type`), read and written here (lab wcf/iserializable, wcf/iserializable-forms;
 * docs/wcf-design.md §38). Reached only through the descriptor's `iSerializable` codec, which a service with an
 * ISerializable class names, so that other bundles (WCF's too) hold none of it.
 */
import type { ComplexDescriptor, ValueType } from "../descriptor.js";
import { ValueFormatError } from "../values.js";
import { lookupPrefix, type XmlAttribute, type XmlElement } from "../xml/tree.js";
import { setField } from "../own.js";
import { entryNames, keepEntryOrder } from "../serialization-info.js";
import { shownText } from "../text/shown.js";
import { escapeAttribute } from "../xml/escape.js";
import { dataContractLocalName, decodeName } from "../text/string-data-types.js";
import { readElement, type ReadContext } from "./value-reader.js";
import type { ISerializableCodec } from "./codecs.js";
import { writeDataContractElement } from "./data-contract-writer.js";
import {
  classesHere,
  declareNamespace,
  knownHere,
  NO_KNOWN,
  qualify,
  SERIALIZATION_NS,
  type ReferenceIds,
} from "./data-contract.js";
import { classOf } from "./classes.js";

const OBJECT: ValueType = { kind: "object" };

/**
 * An ISerializable value's entries (ReadSerializationInfo): each unqualified element, by its decoded name, holding an
 * object (`i:type`, nil for null; untyped content refused with .NET's text by the object reader); elements of a
 * namespace are skipped, and a name met twice is refused, as SerializationInfo.AddValue refuses it.
 */
export function readEntries(
  context: ReadContext,
  ids: ReferenceIds,
  element: XmlElement,
  type: ComplexDescriptor,
  path: string,
): Record<string, unknown> {
  checkFactoryType(context, ids, element, type);
  const entries: Record<string, unknown> = {};
  const names: string[] = [];
  for (const child of element.children) {
    if (typeof child === "string" || child.ns !== "") continue;
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
 * z:FactoryType on an ISerializable value (SerializationInfo.SetType): .NET reads the value as the class it names
 * where that is a known type here, ignores one naming none, and refuses a known class that is not ISerializable (lab
 * wcf/iserializable-tree ReadToken.factory, .unknown, .self, .point). Its entries are the same either way. Called
 * with the class's known types on the stack.
 */
function checkFactoryType(
  context: ReadContext,
  ids: ReferenceIds,
  element: XmlElement,
  actual: ComplexDescriptor,
): void {
  let factory: XmlAttribute | undefined;
  for (const a of element.attributes) if (a.local === "FactoryType" && a.ns === SERIALIZATION_NS) factory = a;
  if (!factory) return;
  const value = factory.value.trim();
  const colon = value.indexOf(":");
  const local = value.slice(colon + 1);
  // Its prefix in the element's scope (the tree resolves xsi:type's only).
  const ns = lookupPrefix(element.scope, colon < 0 ? "" : value.slice(0, colon));
  const types = context.service?.types ?? {};
  const here = classesHere(ids, actual);
  for (const name of Object.keys(types)) {
    const c = types[name]!;
    if ((c.typeName ?? c.name) !== local || (c.namespace ?? "") !== ns) continue;
    if (!c.entries && (here.includes(c.name) || knownHere(ids, c.name)))
      throw new ValueFormatError(
        `a z:FactoryType naming an ISerializable type (for ${actual.name})`,
        `factory type ${c.name} is not ISerializable`,
      );
  }
}

/** ` z:FactoryType="p:Name"` naming class `name`'s contract (SerializationInfo.SetType), and the context after it. */
export function factoryAttribute<C extends Parameters<typeof writeDataContractElement>[0]>(
  context: C,
  name: string,
): { attribute: string; context: C } {
  const factory = classOf(context.service, name);
  const ns = factory.namespace ?? "";
  const named = declareNamespace(context.dataContract.scope, ns);
  const z = qualify(named.scope, SERIALIZATION_NS, "FactoryType", "z");
  const prefix = z.scope.prefixOf(ns);
  const local = factory.typeName ?? factory.name;
  return {
    attribute: `${named.declaration} ${z.name}="${escapeAttribute(prefix ? `${prefix}:${local}` : local)}"${z.declaration}`,
    context: { ...context, dataContract: { scope: z.scope, ids: context.dataContract.ids } },
  };
}

/**
 * An ISerializable value's entries (WriteSerializationInfo): each an unqualified element of its name (EncodeLocalName)
 * holding an object with its `i:type`, null as `i:nil`, in the value's key order, or its `[entryOrder]` where it has one.
 */
export function writeEntries(
  context: Parameters<typeof writeDataContractElement>[0],
  wrapped: ComplexDescriptor | undefined,
  value: object,
  path: string,
  depth: number,
): string {
  // In a hierarchy, where its class is declared: `{ $type, entries }` (lab wcf/iserializable-tree).
  const record = (wrapped ? (value as { readonly entries?: unknown }).entries : value) as Readonly<
    Record<string, unknown>
  >;
  if (typeof record !== "object" || record === null || Array.isArray(record))
    throw new ValueFormatError(`{ $type, entries } (a ${wrapped?.name ?? ""}, ISerializable with subclasses)`);
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
export const iSerializableCodec: ISerializableCodec = {
  read: readEntries,
  write: writeEntries,
  factory: factoryAttribute,
};
