/**
 * Reading values as XmlSerializer does: a class's elements in any order, unknown elements and attributes
 * and elements in another namespace than their field's ignored (array items share their wrapper's), a
 * repeated single field keeping its first value; absent fields left at .NET's defaults (value types 0,
 * false, the first enum member, 0001-01-01T00:00:00, zero guid; nullable ones null; `List<T>` members [];
 * others absent). `xsi:nil` counts only where the schema
 * says nillable: elsewhere the element is read as it is (a string gives "", a class an object of
 * defaults, an array [], a value type a format error). `xsi:type` (prefixed or not) picks the class and
 * must name the declared class or one derived from it; an abstract class needs one. An object member's
 * xsi:type names any simple type or class of the service (object-value.ts).
 */
import type { ComplexDescriptor, FieldDescriptor, ValueType } from "../descriptor.js";
import { XSI_NS } from "../protocol.js";
import { parseItem, ValueFormatError, type TextRules, type ValuePosition } from "../values.js";
import { attributeOf, type XmlAttribute, type XmlElement } from "../xml/tree.js";
import {
  acceptedTypes,
  classOf,
  defaultValue,
  fieldIndex,
  inHierarchy,
  isValueType,
  type WireTypes,
} from "./classes.js";
import { codecOf, type ValueCodecs } from "./codecs.js";
import { shownText } from "../text/shown.js";
import { setField } from "../own.js";
import { SERIALIZATION_NS, SYSTEM_NS, type ReferenceIds } from "./data-contract.js";
import { dateTimeOffsetOf } from "../text/wcf-times.js";

export interface ReadContext {
  readonly service: WireTypes | undefined;
  readonly rules: TextRules;
  /** DataContractSerializer (WCF): the IsReference objects read so far in this call, by z:Id. */
  readonly dataContract?: ReferenceIds;
  /** The codecs of DataSet, XmlNode and object values: the service's own when absent (codecs.ts). */
  readonly codecs?: ValueCodecs;
}

/** Whether an element says `xsi:nil="true"`. */
export function isNil(element: XmlElement): boolean {
  const nil = attributeOf(element, XSI_NS, "nil");
  return nil !== undefined && (nil.trim() === "true" || nil.trim() === "1");
}

function positionOf(element: XmlElement): ValuePosition {
  return { line: element.line, column: element.column };
}

/** The text of a simple value's element: text only, as XmlReader.ReadElementString demands. */
function simpleText(element: XmlElement): string {
  let text = "";
  for (const child of element.children) {
    if (typeof child !== "string") {
      throw new ValueFormatError("text only (no child elements inside a simple value)", undefined, {
        xmlException: true,
      });
    }
    text += child;
  }
  return text;
}

/**
 * The value of an element of type `type`. `nillable`: whether `xsi:nil="true"` means null here.
 * Faults are ValueFormatErrors located at `path` and at the element at fault.
 */
export function readElement(
  context: ReadContext,
  element: XmlElement,
  type: ValueType,
  nillable: boolean,
  path: string,
  secret: boolean,
): unknown {
  try {
    if (context.dataContract)
      return readDataContract(context, context.dataContract, element, type, nillable, path, secret);
    if (nillable && isNil(element)) return null;
    switch (type.kind) {
      case "simple":
      case "enum":
        return parseItem(type, simpleText(element), context.rules);
      case "array":
        return readItems(context, element, type.itemElement, type.item, type.itemNillable === true, path);
      case "complex":
        return readObject(context, element, classOf(context.service, type.name), path);
      case "dataSet":
      case "dataTable":
        return codecOf(context.codecs ?? context.service?.codecs, "dataSet").read(type, element);
      case "xml":
        // XmlSerializationReader.ReadXmlNode honours xsi:nil whatever the schema says.
        return isNil(element)
          ? null
          : codecOf(context.codecs ?? context.service?.codecs, "xmlNode").readNode(element, type.node);
      case "serializable":
        return codecOf(context.codecs ?? context.service?.codecs, "xmlNode").readContent(element);
      case "object": {
        const objects = codecOf(context.codecs ?? context.service?.codecs, "object");
        const target = objects.targetOf(element, context.service);
        if (target.kind === "anyType") return objects.readUntyped(element);
        if (target.kind === "simple") {
          const value = parseItem({ kind: "simple", type: target.type }, simpleText(element), context.rules);
          return { $type: target.type, value };
        }
        if (target.kind === "named") {
          return {
            $type: target.name,
            value: readElement(context, element, target.type, false, `${path}.value`, secret),
          };
        }
        return { $type: target.type.name, value: readObject(context, element, target.type, `${path}.value`) };
      }
      case "map":
        throw new ValueFormatError("a type XmlSerializer carries (a dictionary needs DataContractSerializer)");
      case "choice": {
        // The element names the class (the caller matched it against the choice).
        const chosen = type.elements.find((e) => e.element === element.local);
        if (!chosen)
          throw new ValueFormatError(`one of the elements ${type.elements.map((e) => e.element).join(", ")}`);
        const value = readElement(context, element, chosen.type, nillable, path, secret);
        // A simple value says which element it came as, as .NET's identifier member does.
        return type.identified ? { $element: chosen.element, value } : value;
      }
    }
  } catch (error) {
    throw error instanceof ValueFormatError ? error.at(path, positionOf(element), secret) : error;
  }
}

function readItems(
  context: ReadContext,
  element: XmlElement,
  itemElement: string,
  item: ValueType,
  itemNillable: boolean,
  path: string,
): unknown[] {
  const items: unknown[] = [];
  for (const child of element.children) {
    // Children with another name or namespace are not items: XmlSerializer skips them.
    if (typeof child === "string" || child.ns !== element.ns) continue;
    if (item.kind === "choice" ? !item.elements.some((e) => e.element === child.local) : child.local !== itemElement)
      continue;
    items.push(readElement(context, child, item, itemNillable, `${path}[${items.length}]`, false));
  }
  return items;
}

/** The class an element holds: its xsi:type, checked against the declared class. */
function classOfElement(context: ReadContext, element: XmlElement, declared: ComplexDescriptor): ComplexDescriptor {
  let xsiType: XmlAttribute | undefined;
  for (const a of element.attributes) if (a.local === "type" && a.ns === XSI_NS) xsiType = a;
  let actual = declared;
  if (xsiType) {
    const value = xsiType.value.trim();
    const local = value.slice(value.indexOf(":") + 1);
    const candidates = [declared, ...(declared.subtypes ?? []).map((name) => classOf(context.service, name))];
    // A class is of its own namespace, or of the namespace of the element it is met in.
    const found = candidates.find(
      (c) => (c.typeName ?? c.name) === local && (c.namespace ?? element.ns) === xsiType!.valueNs,
    );
    if (!found) {
      const accepted = candidates.map((c) => c.typeName ?? c.name).join(", ");
      const where =
        xsiType.valueNs === undefined ? "an undeclared prefix" : `namespace '${shownText(xsiType.valueNs)}'`;
      throw new ValueFormatError(
        `xsi:type ${accepted} (namespace ${declared.namespace ?? element.ns})`,
        `the type '${shownText(local)}' in ${where} is not recognized`,
      );
    }
    actual = found;
  }
  if (actual.abstract) {
    const subtypes = (declared.subtypes ?? []).join(", ");
    throw new ValueFormatError(
      `xsi:type naming a class derived from ${actual.name} (${subtypes}): ${actual.name} is abstract`,
    );
  }
  return actual;
}

function readObject(context: ReadContext, element: XmlElement, declared: ComplexDescriptor, path: string): object {
  const type = classOfElement(context, element, declared);
  const result: Record<string, unknown> = inHierarchy(type) ? { $type: type.name } : {};
  for (const field of type.attributes ?? []) {
    const text = attributeOf(element, "", field.wireName);
    const fieldPath = `${path}.${field.wireName}`;
    if (text === undefined) {
      setAbsent(result, field, context.service);
      continue;
    }
    if (field.type.kind !== "simple" && field.type.kind !== "enum") continue;
    try {
      setField(result, field.tsName, parseItem(field.type, text, context.rules));
    } catch (error) {
      throw error instanceof ValueFormatError ? error.at(fieldPath, positionOf(element), field.secret) : error;
    }
  }
  if (type.text) {
    readText(context, element, type.text, result, path);
    return orderedLike(type, result);
  }
  const { elements } = fieldIndex(type);
  const seen = new Set<FieldDescriptor>();
  const repeated = new Map<FieldDescriptor, unknown[]>();
  for (const child of element.children) {
    if (typeof child === "string") continue;
    const field = elements.get(child.local);
    if (!field || child.ns !== (field.namespace ?? element.ns)) continue;
    const fieldPath = `${path}.${field.wireName}`;
    if (field.form === "repeated" && field.type.kind === "array") {
      let items = repeated.get(field);
      if (!items) repeated.set(field, (items = []));
      // xsi:nil counts only on items declared nillable; elsewhere it is read past, as XmlSerializer does.
      items.push(
        readElement(
          context,
          child,
          field.type.item,
          field.type.itemNillable === true,
          `${fieldPath}[${items.length}]`,
          field.secret === true,
        ),
      );
      continue;
    }
    if (seen.has(field)) continue; // the first of a repeat wins
    seen.add(field);
    setField(
      result,
      field.tsName,
      readElement(context, child, field.type, field.nillable === true, fieldPath, field.secret === true),
    );
  }
  for (const field of type.fields) {
    const items = repeated.get(field);
    if (items) setField(result, field.tsName, items);
    else if (!seen.has(field)) setAbsent(result, field, context.service);
  }
  return orderedLike(type, result);
}

/** An [XmlText] member: the element's text (child elements, which XmlSerializer would skip, are ignored). */
function readText(
  context: ReadContext,
  element: XmlElement,
  field: FieldDescriptor,
  result: Record<string, unknown>,
  path: string,
): void {
  if (field.type.kind !== "simple" && field.type.kind !== "enum") return;
  let text = "";
  for (const child of element.children) if (typeof child === "string") text += child;
  try {
    setField(result, field.tsName, parseItem(field.type, text, context.rules));
  } catch (error) {
    throw error instanceof ValueFormatError
      ? error.at(`${path}.${field.wireName}`, positionOf(element), field.secret)
      : error;
  }
}

/**
 * What an absent field holds: its [DefaultValue], a List [], an optional one (XxxSpecified, minOccurs="0")
 * nothing, a nillable one null, a value type its .NET default, others nothing.
 */
function setAbsent(result: Record<string, unknown>, field: FieldDescriptor, types: WireTypes | undefined): void {
  if (field.default !== undefined && (field.type.kind === "simple" || field.type.kind === "enum")) {
    setField(result, field.tsName, parseItem(field.type, field.default, "xml"));
  } else if (field.list) setField(result, field.tsName, []);
  else if (field.form === "repeated") return;
  else if (field.optional && field.nillable && isValueType(field.type)) return;
  else if (field.nillable) setField(result, field.tsName, null);
  else if (isValueType(field.type) && !field.optional) setField(result, field.tsName, defaultValue(field.type, types));
}

/** The decoded object with its keys in declaration order ($type, attributes, elements), whatever the wire order. */
function orderedLike(type: ComplexDescriptor, result: Record<string, unknown>): object {
  const ordered: Record<string, unknown> = {};
  if (Object.hasOwn(result, "$type")) ordered.$type = result.$type;
  for (const field of [...(type.attributes ?? []), ...type.fields, ...(type.text ? [type.text] : [])]) {
    if (Object.hasOwn(result, field.tsName)) setField(ordered, field.tsName, result[field.tsName]);
  }
  return ordered;
}

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

function readDataContract(
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
    const accepted = acceptedTypes(classOf(context.service, type.name));
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
      return parseItem(type, simpleText(element), context.rules);
    case "enum":
      return parseItem(type, simpleText(element), context.rules);
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
      const actual = dataContractClass(context, element, declared);
      const result: Record<string, unknown> = inHierarchy(actual) ? { $type: actual.name } : {};
      const id = attributeOf(element, SERIALIZATION_NS, "Id");
      if (id !== undefined && actual.isReference) ids.read.set(id.trim(), { value: result, type: actual.name });
      Object.assign(result, readMembers(context, element, actual.fields, path, actual.namespace));
      return result;
    }
    case "object": {
      const objects = codecOf(context.codecs, "object");
      const target = objects.targetOf(element, context.service);
      if (target.kind === "anyType") return objects.readUntyped(element);
      if (target.kind === "simple") {
        return {
          $type: target.type,
          value: readElement(context, element, { kind: "simple", type: target.type }, false, `${path}.value`, secret),
        };
      }
      if (target.kind === "named") {
        return {
          $type: target.name,
          value: readElement(context, element, target.type, false, `${path}.value`, secret),
        };
      }
      const value: Record<string, unknown> = inHierarchy(target.type) ? { $type: target.type.name } : {};
      Object.assign(value, readMembers(context, element, target.type.fields, `${path}.value`, target.type.namespace));
      return { $type: target.type.name, value };
    }
    default:
      throw new ValueFormatError(`a type DataContractSerializer carries (not ${type.kind})`);
  }
}

/** The class an element holds: its i:type (a known type: the declared class or a subclass, by name and namespace). */
function dataContractClass(context: ReadContext, element: XmlElement, declared: ComplexDescriptor): ComplexDescriptor {
  let xsiType: XmlAttribute | undefined;
  for (const a of element.attributes) if (a.local === "type" && a.ns === XSI_NS) xsiType = a;
  if (!xsiType) return declared;
  const value = xsiType.value.trim();
  const local = value.slice(value.indexOf(":") + 1);
  const candidates = [declared, ...(declared.subtypes ?? []).map((name) => classOf(context.service, name))];
  const found = candidates.find((c) => (c.typeName ?? c.name) === local && (c.namespace ?? "") === xsiType.valueNs);
  if (!found) {
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
