/**
 * Reading values as DataContractSerializer (WCF) does: what it does differently from XmlSerializer (see
 * data-contract.ts). The value reader reaches it through the dataContract codec (codecs.ts), so a client of
 * XmlSerializer's values does not carry it.
 */
import type { ComplexDescriptor, FieldDescriptor, ValueType } from "../descriptor.js";
import { XSI_NS } from "../protocol.js";
import { parseItem, ValueFormatError } from "../values.js";
import { attributeOf, type XmlAttribute, type XmlElement } from "../xml/tree.js";
import { classOf, defaultValue, entriesWithType, inHierarchy, isValueType } from "./classes.js";
import { codecOf, codecsIn } from "./codecs.js";
import { shownText } from "../text/shown.js";
import { assignFields, setField } from "../own.js";
import {
  classesHere,
  KNOWN_HERE,
  knownHere,
  NO_KNOWN,
  QNAME_OBJECT,
  SERIALIZATION_NS,
  SYSTEM_NS,
  UNTYPED_OBJECT,
  untypedContentText,
  type ReferenceIds,
} from "./data-contract.js";
import { dateTimeOffsetOf } from "../text/wcf-times.js";
import { isNil, positionOf, qualifiedNameOf, readElement, simpleText, type ReadContext } from "./value-reader.js";

// ---- DataContractSerializer (WCF): what it does differently, see data-contract.ts ----

/** A CLR type name for messages, as .NET's say it ("ValueType 'System.DateTime' cannot be null"). */
function typeShown(type: ValueType): string {
  return type.kind === "simple" ? type.type : type.kind === "enum" || type.kind === "complex" ? type.name : type.kind;
}

/** The element children of a class, collection or dictionary: text between them (but white space) is refused. */
function elementChildren(element: XmlElement): XmlElement[] {
  const children: XmlElement[] = [];
  for (const child of element.children) {
    if (typeof child !== "string") children.push(child);
    else if (!/^[ \t\r\n]*$/.test(child)) throw new ValueFormatError("elements only (text found between members)");
  }
  return children;
}

export function readDataContract(
  context: ReadContext,
  ids: ReferenceIds,
  element: XmlElement,
  type: ValueType,
  nillable: boolean,
  path: string,
  secret: boolean,
): unknown {
  const ref = attributeOf(element, SERIALIZATION_NS, "Ref");
  if (ref !== undefined) {
    // Only a class value can be a reference, and only to an object of a class that fits here.
    if (type.kind !== "complex") throw new ValueFormatError(`a ${typeShown(type)}, not a z:Ref to an object`);
    const found = ids.read.get(ref.trim());
    if (found === undefined)
      throw new ValueFormatError(
        "a z:Ref to an object with that z:Id earlier in the message",
        `'${shownText(ref)}' is none`,
      );
    const accepted = classesHere(ids, classOf(context.service, type.name));
    if (!accepted.includes(found.type))
      throw new ValueFormatError(`a ${accepted.join(" or ")}`, `z:Ref '${shownText(ref)}' names a ${found.type}`);
    return found.value;
  }
  if (isNil(element)) {
    if (isValueType(type) && !nillable) throw new ValueFormatError(`a ${typeShown(type)} (a value type cannot be nil)`);
    return null;
  }
  switch (type.kind) {
    case "simple":
      if (type.type === "dateTimeOffset") {
        const parts = readMembers(
          context,
          element,
          [
            {
              wireName: "DateTime",
              tsName: "dateTime",
              type: { kind: "simple", type: "dateTime" },
              namespace: SYSTEM_NS,
              required: true,
            },
            {
              wireName: "OffsetMinutes",
              tsName: "offsetMinutes",
              type: { kind: "simple", type: "short" },
              namespace: SYSTEM_NS,
              required: true,
            },
          ],
          path,
        ) as { dateTime: string; offsetMinutes: number };
        const value = dateTimeOffsetOf(parts.dateTime, parts.offsetMinutes);
        if (value === undefined) throw new ValueFormatError("a DateTimeOffset within range (offset within ±14 hours)");
        return value;
      }
      // Its prefix resolved in scope, an unprefixed name in the default namespace (lab wcf/uri-qname).
      if (type.type === "QName") return qualifiedNameOf(codecsIn(context), element, simpleText(element, true), true);
      return parseItem(type, simpleText(element, true), context.rules, codecsIn(context));
    case "enum":
      return parseItem(type, simpleText(element, true), context.rules);
    case "array": {
      const items: unknown[] = [];
      for (const child of elementChildren(element)) {
        // Other elements among the items are skipped (lab: probes/collection-probes.txt).
        if (child.local !== type.itemElement || child.ns !== (type.namespace ?? "")) continue;
        items.push(
          readElement(context, child, type.item, type.itemNillable === true, `${path}[${items.length}]`, false),
        );
      }
      return items;
    }
    case "map": {
      const entries: { key: unknown; value: unknown }[] = [];
      const members: FieldDescriptor[] = [
        { wireName: type.keyElement, tsName: "key", type: type.key, namespace: type.namespace, required: true },
        {
          wireName: type.valueElement,
          tsName: "value",
          type: type.value,
          namespace: type.namespace,
          nillable: true,
          required: true,
        },
      ];
      for (const child of elementChildren(element)) {
        const at = `${path}[${entries.length}]`;
        if (child.local !== type.itemElement || child.ns !== type.namespace) continue;
        try {
          entries.push(readMembers(context, child, members, at) as { key: unknown; value: unknown });
        } catch (error) {
          throw error instanceof ValueFormatError ? error.at(at, positionOf(child), false) : error;
        }
      }
      return entries;
    }
    case "complex": {
      const declared = classOf(context.service, type.name);
      const actual = dataContractClass(context, ids, element, declared);
      if (actual.entries) {
        // ISerializable: the entries object as read (its [entryOrder] kept), in a hierarchy beside the class's name
        // (lab wcf/iserializable-tree: i:type of a subclass).
        const entries = readScoped(context, ids, element, actual, path);
        return entriesWithType(declared) ? { $type: actual.name, entries } : entries;
      }
      const result: Record<string, unknown> = inHierarchy(actual) ? { $type: actual.name } : {};
      const id = attributeOf(element, SERIALIZATION_NS, "Id");
      if (id !== undefined && actual.isReference) ids.read.set(id.trim(), { value: result, type: actual.name });
      assignFields(result, readScoped(context, ids, element, actual, path));
      return result;
    }
    case "object": {
      const objects = codecOf(codecsIn(context), "object");
      const target = objects.targetOf(element, context.service);
      // Without i:type (or i:type xs:anyType): a System.Object, which carries nothing; white space aside, content
      // is refused with .NET's text (lab wcf/known-depth: EchoBox.empty, .space, .text, .child; ShowObject.*).
      if (target.kind === "anyType") {
        // An i:nil that is no boolean (.NET's ReadContentAsBoolean refuses it) is not a System.Object either.
        const nil = attributeOf(element, XSI_NS, "nil");
        if (nil !== undefined && !/^(true|false|1|0)$/.test(nil.trim()))
          throw new ValueFormatError("an i:nil of true, false, 1 or 0");
        for (const child of element.children)
          if (typeof child !== "string" || !/^[ \t\r\n]*$/.test(child))
            throw new ValueFormatError(UNTYPED_OBJECT, "it has content", {
              dotnetText: untypedContentText(element.local, element.ns),
            });
        return { $type: "anyType", value: {} };
      }
      if (target.kind === "simple") {
        if (target.type === "QName") throw new ValueFormatError(QNAME_OBJECT);
        return {
          $type: target.type,
          value: readElement(context, element, { kind: "simple", type: target.type }, false, `${path}.value`, secret),
        };
      }
      if (target.kind === "named") {
        // An enum's or a collection's data contract where no class on the path knows it (lab wcf/known-scope; the
        // server says .NET's text).
        const type = target.type;
        if (!knownHere(ids, target.name)) {
          const ns = type.kind === "enum" || type.kind === "array" || type.kind === "map" ? type.namespace : undefined;
          throw notKnownHere(element, ns ?? element.ns, target.name, target.name);
        }
        return {
          $type: target.name,
          value: readElement(context, element, target.type, false, `${path}.value`, secret),
        };
      }
      // A class likewise (lab wcf/known-classes: EchoLoose.gift, EchoPair.other).
      if (!knownHere(ids, target.type.name))
        throw notKnownHere(
          element,
          target.type.namespace ?? element.ns,
          target.type.typeName ?? target.type.name,
          target.type.name,
        );
      // An ISerializable value is its entries, the object's $type naming its class (lab wcf/iserializable-tree).
      if (target.type.entries)
        return { $type: target.type.name, value: readScoped(context, ids, element, target.type, `${path}.value`) };
      const value: Record<string, unknown> = inHierarchy(target.type) ? { $type: target.type.name } : {};
      assignFields(value, readScoped(context, ids, element, target.type, `${path}.value`));
      return { $type: target.type.name, value };
    }
    case "xml":
      return codecOf(codecsIn(context), "dataContractXml").read(element, type.node);
    default:
      // DataSet and DataTable (lab wcf/dataset-xml): the inline schema and the diffgram, read as under ASMX by the
      // DataSet codec, which refuses any other kind.
      return codecOf(codecsIn(context), "dataSet").dataContract.read(type, element);
  }
}

/** An `i:type` naming a data contract no class on the path knows: .NET's "no knowledge of any type" (its contract). */
function notKnownHere(element: XmlElement, ns: string, contract: string, name: string): ValueFormatError {
  return new ValueFormatError(`an i:type naming ${KNOWN_HERE}`, `${name} is not known here`, {
    unknownContract: { element, ns, name: contract },
  });
}

/** A class's members, its known types in scope while they are read (lab wcf/known-scope; an error ends the call). */
function readScoped(
  context: ReadContext,
  ids: ReferenceIds,
  element: XmlElement,
  type: ComplexDescriptor,
  path: string,
): Record<string, unknown> {
  ids.known.push(type.known ?? NO_KNOWN);
  // An ISerializable class's entries: its own codec (lab wcf/iserializable-forms).
  const members = type.entries
    ? codecOf(codecsIn(context), "iSerializable").read(context, ids, element, type, path)
    : readMembers(context, element, type.fields, path, type.namespace);
  ids.known.pop();
  return members;
}

/**
 * The class an element holds: its i:type (a known type: the declared class or a subclass, by name and namespace; a
 * subclass only the stack may know is refused with .NET's "no knowledge" where it does not, lab wcf/known-depth).
 */
function dataContractClass(
  context: ReadContext,
  ids: ReferenceIds,
  element: XmlElement,
  declared: ComplexDescriptor,
): ComplexDescriptor {
  let xsiType: XmlAttribute | undefined;
  for (const a of element.attributes) if (a.local === "type" && a.ns === XSI_NS) xsiType = a;
  if (!xsiType) return declared;
  const value = xsiType.value.trim();
  const local = value.slice(value.indexOf(":") + 1);
  const named = (c: ComplexDescriptor): boolean =>
    (c.typeName ?? c.name) === local && (c.namespace ?? "") === xsiType.valueNs;
  const here = classesHere(ids, declared);
  const candidates = [
    declared,
    ...here.filter((name) => name !== declared.name).map((name) => classOf(context.service, name)),
  ];
  const found = candidates.find(named);
  if (!found) {
    const scoped = (declared.scoped ?? []).map((name) => classOf(context.service, name)).find(named);
    if (scoped) throw notKnownHere(element, xsiType.valueNs ?? "", local, scoped.name);
    const contract = `'${shownText(xsiType.valueNs ?? "(undeclared prefix)")}:${shownText(local)}'`;
    throw new ValueFormatError(
      `i:type naming ${declared.name} or one of its known types (${(declared.subtypes ?? []).join(", ") || "none"})`,
      `the data contract ${contract} is not a known type here`,
    );
  }
  return found;
}

/**
 * A data contract's members, in their order: each element is matched against the members after the last one
 * read; one that matches none of them (earlier, repeated, unknown, of another namespace) is skipped, as
 * DataContractSerializer skips it. A required member skipped over or absent is an error. Absent members hold
 * their CLR default: a value type's, null for the others.
 */
function readMembers(
  context: ReadContext,
  element: XmlElement,
  fields: readonly FieldDescriptor[],
  path: string,
  classNamespace?: string,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const read = new Array<boolean>(fields.length).fill(false);
  let last = -1;
  for (const child of elementChildren(element)) {
    let index = -1;
    for (let i = last + 1; i < fields.length; i++) {
      const f = fields[i]!;
      if (f.wireName === child.local && (f.namespace ?? classNamespace ?? "") === child.ns) {
        index = i;
        break;
      }
    }
    if (index < 0) continue;
    for (let i = last + 1; i < index; i++) if (fields[i]!.required) throw requiredMissing(fields[i]!, path);
    const field = fields[index]!;
    const fieldPath = `${path}.${field.wireName}`;
    setField(
      result,
      field.tsName,
      readElement(context, child, field.type, field.nillable === true, fieldPath, field.secret === true),
    );
    read[index] = true;
    last = index;
  }
  fields.forEach((field, i) => {
    if (read[i]) return;
    if (field.required && i > last) throw requiredMissing(field, path);
    setField(
      result,
      field.tsName,
      isValueType(field.type) && !field.nillable ? defaultValue(field.type, context.service) : null,
    );
  });
  const ordered: Record<string, unknown> = {};
  for (const field of fields) setField(ordered, field.tsName, result[field.tsName]);
  return ordered;
}

function requiredMissing(field: FieldDescriptor, path: string): ValueFormatError {
  return new ValueFormatError(`its required member '${field.wireName}' (IsRequired) in its place`, undefined, { path });
}
