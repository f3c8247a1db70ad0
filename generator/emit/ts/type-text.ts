/**
 * TypeScript type text of model types. Inputs accept what the runtime can send (a Date for a dateTime,
 * a number for a decimal); outputs are what the runtime reads (exact text for decimals and dates). A class
 * is one interface used both ways, unless it holds such a field at some depth: then its input form
 * (`PieceInput`, model/input-forms.ts) takes the conveniences where its own form has the text read.
 */
import type { ComplexTypeModel, EnumModel, FieldModel, SimpleItemModel, TableModel, TypeModel } from "../../model/types.js";

export function enumTypeName(e: EnumModel): string {
  return e.tsName;
}

/** The member names of a flags enum that a list may hold (the zero member is the empty list). */
export function flagMembers(e: EnumModel): string[] {
  return e.values.filter((_, i) => e.numbers[i] !== 0);
}

/** A flags enum's member type: `ServiceOptionsFlag`. */
export function flagTypeName(e: EnumModel): string {
  return `${enumTypeName(e)}Flag`;
}

export function rowTypeName(table: TableModel): string {
  return table.rowTypeName;
}

/** Whether values of a class say which class they are (`$type`): classes with a base or subclasses. */
export function inHierarchy(type: ComplexTypeModel): boolean {
  // An ISerializable value is its entries, of its declared class (docs/wcf-design.md §38).
  if (type.iSerializable) return false;
  return type.base !== undefined || type.derived.length > 0;
}

/**
 * An ISerializable class with subclasses: where it is declared, a value says its class beside its entries
 * (`{ $type, entries }`, `i:type` on the wire; docs/wcf-design.md §40); elsewhere a value is its entries.
 */
export function entriesWithType(type: ComplexTypeModel): boolean {
  return type.iSerializable === true && type.derived.length > 0;
}

/** The type of an ISerializable value's entries: GetObjectData's, each a value of the service's object or null. */
export const ENTRIES_TYPE = "SerializationEntries<ServiceObject>";

/** Which way a value goes: sent (an input: the conveniences accepted) or read (an output: exact text). */
export type Direction = "input" | "output";

/** A name of a class's declarations in a direction: its input form's adds `Input` (model/input-forms.ts). */
function formName(type: ComplexTypeModel, name: string, direction: Direction): string {
  return direction === "input" && type.inputForm ? `${name}Input` : name;
}

/**
 * The name a class has where it is used as a field, parameter or result type: the class itself, or, for a
 * class with subclasses, the union of every concrete class it stands for; in its input form when it has one.
 */
export function classTypeName(type: ComplexTypeModel, direction: Direction = "output"): string {
  return formName(type, type.tsName, direction);
}

/** The interface of the fields a class and its subclasses share (for classes with subclasses). */
export function classFieldsName(type: ComplexTypeModel, direction: Direction = "output"): string {
  return formName(type, `${type.tsName}Fields`, direction);
}

/** The interface of a value of exactly this class, when the class name is taken by the union of its subclasses. */
export function classInstanceName(type: ComplexTypeModel, direction: Direction = "output"): string {
  return formName(type, type.derived.length > 0 ? `${type.tsName}Instance` : type.tsName, direction);
}

function itemText(item: SimpleItemModel, direction: Direction): string {
  if (item.kind === "enum") return enumTypeName(item.enum);
  if (direction === "input") {
    if (item.simple.name === "dateTime" || item.simple.name === "date") return "string | Date";
    if (item.simple.name === "decimal") return "string | number";
  }
  return item.simple.tsType;
}

/** Type text without null; callers add `| null` where a value may be absent. */
/** The runtime's value type of an XmlNode (an element or text), an XmlElement or an XmlAttribute. */
export function xmlValueTypeName(node: "XmlNode" | "XmlElement" | "XmlAttribute" | "XmlNode[]"): "XmlNodeValue" | "XmlElementValue" | "XmlAttributeValue" | "XmlContentValue" {
  if (node === "XmlNode[]") return "XmlContentValue";
  return node === "XmlNode" ? "XmlNodeValue" : node === "XmlElement" ? "XmlElementValue" : "XmlAttributeValue";
}

export function typeText(type: TypeModel, direction: Direction): string {
  switch (type.kind) {
    case "simple":
    case "enum":
      return itemText(type, direction);
    case "complex":
      return classTypeName(type.complex, direction);
    case "array": {
      const item = typeText(type.item, direction);
      const element = type.itemNillable ? `${item} | null` : item;
      return /[ |]/.test(element) ? `readonly (${element})[]` : `readonly ${element}[]`;
    }
    case "map":
      return `readonly { readonly key: ${typeText(type.key, direction)}; readonly value: ${typeText(type.value, direction)} }[]`;
    case "dataSet":
      if (type.tables && type.tables.length > 0) {
        return `TypedDataSet<{ ${type.tables.map((t) => `${JSON.stringify(t.name)}: ${rowTypeName(t)}`).join("; ")} }>`;
      }
      return "DataSet";
    case "dataTable":
      return type.table ? `TypedDataTable<${rowTypeName(type.table)}>` : "DataTable";
    case "xml":
      return xmlValueTypeName(type.node);
    case "choice":
      // Every class of a choice carries $type, which picks its element; a simple value (or a class beside
      // simple values) names its element.
      if (type.by === "element") {
        return type.elements
          .map((e) => `{ $element: ${JSON.stringify(e.element)}; value: ${e.type.kind === "simple" ? e.type.simple.tsType : classTypeName(e.type.complex, direction)} }`)
          .join(" | ");
      }
      return [...new Set(type.elements.map((e) => classTypeName(e.type, direction)))].join(" | ");
    case "object":
      return OBJECT_TYPE_NAME;
    case "serializable":
      // Its own XML: the element's content as it is.
      return "XmlContentValue";
  }
}

/** The service's type of .NET's object values: the runtime's ObjectValue over the service's classes. */
export const OBJECT_TYPE_NAME = "ServiceObject";
/** The interface of the classes, enums and array types a ServiceObject may hold, by XML type name. */
export const OBJECT_TYPES_NAME = "ServiceObjectTypes";

/** Whether a value of this type may be absent (null) on the wire. */
export function mayBeNull(type: TypeModel, optional: boolean): boolean {
  if (type.kind === "simple" || type.kind === "enum" || (type.kind === "complex" && type.complex.struct)) return optional;
  return true;
}

/** How a class field is typed: value types required, nullable ones `| null`, the rest optional. */
export function classFieldType(field: FieldModel, direction: Direction = "output"): { type: string; optional: boolean } {
  const base = typeText(field.type, direction);
  if (field.optional) return { type: `${base} | null | undefined`, optional: true };
  if (field.nillable) return { type: `${base} | null`, optional: false };
  return { type: base, optional: false };
}
