/**
 * What the value codec needs to know of a service's classes: the class a `{kind: "complex"}` reference
 * names, its fields by wire name, whether it belongs to a hierarchy (and so carries `$type`), the
 * classes a declared type accepts, and the .NET default of a value type that is absent.
 */
import type { ComplexDescriptor, FieldDescriptor, ServiceDescriptor, ValueType } from "../descriptor.js";
import { defaultEnum, ValueFormatError } from "../values.js";
import { setField } from "../own.js";

/** The part of a service description the codec reads: its namespace (fields, xsi:type) and classes. */
export type WireTypes = Pick<
  ServiceDescriptor,
  "namespace" | "types" | "objectTypes" | "httpObjectTypes" | "serializer" | "codecs"
>;

/** The class a reference names. Throws when the descriptor lacks it (a generator fault, not a value's). */
export function classOf(service: WireTypes | undefined, name: string): ComplexDescriptor {
  const types = service?.types;
  const found = types && Object.prototype.hasOwnProperty.call(types, name) ? types[name] : undefined;
  if (!found) {
    throw new ValueFormatError(
      `a value the service description covers (class ${name} is not in its types; pass the service to the codec)`,
    );
  }
  return found;
}

/** Whether values of a class carry `$type`: it has a base class or subclasses (known everywhere or in scope). */
export function inHierarchy(type: ComplexDescriptor): boolean {
  return type.base !== undefined || (type.subtypes?.length ?? 0) > 0 || (type.scoped?.length ?? 0) > 0;
}

/**
 * An ISerializable class with subclasses: where it is declared, a value is `{ $type, entries }` (lab
 * wcf/iserializable-tree); elsewhere, and for a class without subclasses, the entries alone.
 */
export function entriesWithType(type: ComplexDescriptor): boolean {
  return type.entries === true && ((type.subtypes?.length ?? 0) > 0 || (type.scoped?.length ?? 0) > 0);
}

/** The names a value of `declared` may have as its `$type` (or xsi:type): its own unless abstract, and its subtypes'. */
export function acceptedTypes(declared: ComplexDescriptor): readonly string[] {
  return [...(declared.abstract ? [] : [declared.name]), ...(declared.subtypes ?? [])];
}

export interface FieldIndex {
  /** Element fields by wire name. */
  readonly elements: ReadonlyMap<string, FieldDescriptor>;
  /** The [XmlAnyElement] field: child elements no other field takes. */
  readonly any?: FieldDescriptor;
}

const indexes = new WeakMap<ComplexDescriptor, FieldIndex>();

/** Element fields by wire name, computed once per class. */
export function fieldIndex(type: ComplexDescriptor): FieldIndex {
  let index = indexes.get(type);
  if (!index) {
    const elements = new Map<string, FieldDescriptor>();
    let any: FieldDescriptor | undefined;
    for (const f of type.fields) {
      if (f.form === "any") {
        // [XmlAnyElement(Name, Namespace)]: found by its elements' names; else it takes what no other takes.
        if (f.anyElements !== undefined) for (const e of f.anyElements) elements.set(e.name, f);
        else any = f;
        continue;
      }
      // A choice's field, or a repeated array's of a choice, is found by any of its elements.
      const choice = f.form === "repeated" && f.type.kind === "array" ? f.type.item : f.type;
      if (choice.kind === "choice") for (const e of choice.elements) elements.set(e.element, f);
      else elements.set(f.wireName, f);
    }
    index = any ? { elements, any } : { elements };
    indexes.set(type, index);
  }
  return index;
}

/**
 * Whether `field`, found by an element's local name `local`, takes that element of namespace `ns`: its element's
 * namespace ([XmlElement(Namespace)], Form = Unqualified, else `content`, its class's), or for an
 * [XmlAnyElement(Name, Namespace)] member the namespace of its element of that name.
 */
export function takesElement(field: FieldDescriptor, local: string, ns: string, content: string): boolean {
  const named = field.anyElements;
  if (named === undefined) return ns === (field.unqualified ? "" : (field.namespace ?? content));
  for (const e of named) if (e.name === local && (e.namespace ?? content) === ns) return true;
  return false;
}

/** A value type: always present on the wire unless optional (XxxSpecified) or nullable. */
export function isValueType(type: ValueType): boolean {
  if (type.kind === "enum") return true;
  if (type.kind === "complex") return type.struct === true;
  if (type.kind !== "simple") return false;
  return type.type !== "string" && type.type !== "base64Binary" && type.type !== "QName";
}

/**
 * .NET's default of a value type: what a class field holds when its element or attribute is absent. A struct's
 * is its fields' defaults (`types` holds its description).
 */
export function defaultValue(type: ValueType, types?: WireTypes): unknown {
  if (type.kind === "enum") return defaultEnum(type);
  if (type.kind === "complex" && type.struct && types) return defaultStruct(classOf(types, type.name), types);
  if (type.kind !== "simple") return undefined;
  switch (type.type) {
    case "boolean":
      return false;
    case "long":
    case "unsignedLong":
      return 0n;
    case "decimal":
      return "0";
    case "dateTime":
      // [XmlElement(DataType = "time")]: DateTime's default read as a time of day (unspecified).
      return type.dataType === "time" ? "00:00:00.0000000" : "0001-01-01T00:00:00";
    case "date":
      return "0001-01-01";
    case "guid":
      return "00000000-0000-0000-0000-000000000000";
    case "char":
      return "\u0000";
    case "duration":
      return "PT0S";
    case "dateTimeOffset":
      return "0001-01-01T00:00:00+00:00";
    case "string":
    case "base64Binary":
    case "QName":
      return undefined;
    default:
      return 0;
  }
}

function defaultStruct(type: ComplexDescriptor, types: WireTypes): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of [...(type.attributes ?? []), ...type.fields]) {
    if (field.list) setField(value, field.tsName, []);
    else if (field.nillable && !field.optional) setField(value, field.tsName, null);
    else if (isValueType(field.type) && !field.optional) setField(value, field.tsName, defaultValue(field.type, types));
  }
  return value;
}
