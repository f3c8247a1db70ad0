/**
 * DataContractSerializer's (WCF's) naming and ordering rules, derived once for the model (docs/wcf-design.md §3;
 * the recorded metadata of test/reference/wcf/ shows each):
 * - a contract's stable name: primitives by their XML Schema (or serialization) local name (`string`, `int`,
 *   `guid`, `char`, `duration`), DateTimeOffset `DateTimeOffset`, enums and classes by their name;
 * - collections `ArrayOf<item>` (`ArrayOfstring`, `ArrayOfShipment`), items named after the item contract, in
 *   .../Serialization/Arrays for primitives, in the item's namespace for contracts;
 * - dictionaries `ArrayOfKeyValueOf<key><value>` of `KeyValueOf<key><value>` entries with `Key` and `Value`;
 * - member order: members without an Order first, ordinal by name; then by Order, ordinal within one Order
 *   (a base's members before its subclass's: each class orders its own).
 */
import { ARRAYS_NS } from "../../runtime/src/soap/data-contract.js";
import type { ArrayTypeModel, FieldModel, KnownTypeModel, MapTypeModel, TypeModel } from "./types.js";

/** Whether a value of the type is a .NET value type (never null unless Nullable). */
function valueTypeOf(type: TypeModel): boolean {
  if (type.kind === "enum") return true;
  if (type.kind === "complex") return type.complex.struct;
  if (type.kind !== "simple") return false;
  return type.simple.valueType;
}

/** The contract name of a type (its stable name), as collection and dictionary names spell it. */
export function contractName(type: TypeModel): string {
  switch (type.kind) {
    case "simple":
      return type.simple.name === "dateTimeOffset" ? "DateTimeOffset" : type.simple.xsd;
    case "enum":
      return type.enum.name;
    case "complex":
      return type.complex.typeName;
    case "array":
    case "map":
      return type.typeName;
    case "object":
      return "anyType";
    case "xml":
      // XmlElement's contract name, in System.Xml's namespace (lab wcf/xml-arrays: ArrayOfXmlElement).
      return type.node === "XmlElement" ? "XmlElement" : type.kind;
    case "dataSet":
    case "dataTable":
      return structuredContract(type.kind).name;
    default:
      return type.kind;
  }
}

/** The namespace of a type's contract, where it has one of its own (classes, enums, collections). */
export function contractNamespace(type: TypeModel, dataContractNamespace: string | undefined): string | undefined {
  switch (type.kind) {
    case "complex":
      return type.complex.namespace;
    case "enum":
      return type.enum.namespace ?? dataContractNamespace;
    case "array":
    case "map":
      return type.namespace;
    case "xml":
      return type.node === "XmlElement" ? SYSTEM_XML_NS : undefined;
    default:
      return undefined;
  }
}

/** The data contract namespace of XmlElement (and of ArrayOfXmlElement): lab wcf/xml-arrays' xsd3. */
export const SYSTEM_XML_NS = "http://schemas.datacontract.org/2004/07/System.Xml";

/** The data contract namespace of DataSet and DataTable (their default stable names): lab wcf/dataset-xml/exporter. */
export const SYSTEM_DATA_NS = "http://schemas.datacontract.org/2004/07/System.Data";

/** DataSet's or DataTable's data contract as the DataContract exporter publishes it. */
export interface StructuredContract {
  /** The stable name (`DataSet`, `DataTable` in System.Data's namespace): the ActualType annotation's. */
  readonly name: string;
  readonly namespace: string;
  /** The namespace of the top-level element: none for DataSet (its `[XmlRoot("DataSet")]`), System.Data's for DataTable. */
  readonly elementNamespace: string;
}

/**
 * DataSet and DataTable under DataContractSerializer (lab wcf/dataset-xml/exporter, SchemaExporter's
 * InvokeSchemaProviderMethod and ExportTopLevelElement): an anonymous type, the provider's, annotated with the
 * default stable name; a nillable top-level element of that type.
 */
export function structuredContract(kind: "dataSet" | "dataTable"): StructuredContract {
  return kind === "dataSet"
    ? { name: "DataSet", namespace: SYSTEM_DATA_NS, elementNamespace: "" }
    : { name: "DataTable", namespace: SYSTEM_DATA_NS, elementNamespace: SYSTEM_DATA_NS };
}

/** `T[]` or `List<T>`: `ArrayOf<item>`, items named after the item contract. */
export function collectionOf(item: TypeModel, dataContractNamespace: string | undefined): ArrayTypeModel {
  const name = contractName(item);
  return {
    kind: "array",
    item,
    typeName: `ArrayOf${name}`,
    itemElement: name,
    itemNillable: !valueTypeOf(item),
    namespace: contractNamespace(item, dataContractNamespace) ?? ARRAYS_NS,
  };
}

/** `Dictionary<K,V>`: `ArrayOfKeyValueOf<key><value>` in the Arrays namespace. */
export function dictionaryOf(key: TypeModel, value: TypeModel): MapTypeModel {
  const entry = `KeyValueOf${contractName(key)}${contractName(value)}`;
  return { kind: "map", key, value, typeName: `ArrayOf${entry}`, itemElement: entry, keyName: "Key", valueName: "Value", namespace: ARRAYS_NS };
}

/**
 * The element of an auto-property of a [Serializable] class (lab wcf/serializable): DataContractSerializer takes
 * every field of such a class by its name, the compiler's `<Label>k__BackingField` for an auto-property, encoded
 * as XmlConvert.EncodeLocalName does (`<` `_x003C_`, `>` `_x003E_`, an `_` starting what reads as an escape
 * `_x005F_`): `_x003C_Label_x003E_k__BackingField`, on the wire and in the schema.
 */
export function backingFieldElement(property: string): string {
  return `_x003C_${property.replace(/_(?=x[0-9A-Fa-f]{4}_)/g, "_x005F_")}_x003E_k__BackingField`;
}

/** The auto-property whose backing field `element` is (backingFieldElement's inverse), else undefined. */
export function backingFieldProperty(element: string): string | undefined {
  const match = /^_x003C_(.+)_x003E_k__BackingField$/.exec(element);
  if (!match) return undefined;
  const property = match[1]!.replace(/_x005F_/g, "_");
  return isClrIdentifier(property) && backingFieldElement(property) === element ? property : undefined;
}

/** A C# identifier as a member name spells it (letters, digits, _; not starting with a digit). */
export function isClrIdentifier(name: string): boolean {
  return /^[\p{L}_][\p{L}\p{N}_]*$/u.test(name);
}

/** Ordinal comparison (String.CompareOrdinal): by UTF-16 code units. */
function ordinal(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A class's own data members in DataContractSerializer's order. */
export function dataMemberOrder(fields: readonly FieldModel[]): FieldModel[] {
  const orderOf = (f: FieldModel): number => f.dataMember?.order ?? -1;
  return [...fields].sort((a, b) => orderOf(a) - orderOf(b) || ordinal(a.wireName, b.wireName));
}

/**
 * A known type's name in a descriptor: a class's and an enum's spec name (the `types` and `objectTypes` keys), a
 * collection's or dictionary's contract name (`ArrayOfTone`, its `objectTypes` key).
 */
export function knownTypeName(type: KnownTypeModel): string {
  return type.kind === "complex" ? type.complex.name : type.kind === "enum" ? type.enum.name : type.typeName;
}
