/**
 * DataContractSerializer's (WCF's) naming and ordering rules, derived once for the model (docs/wcf-design.md §3;
 * the recorded metadata of test/reference/wcf/ shows each):
 * - a contract's stable name: primitives by their XML Schema (or serialization) local name (`string`, `int`,
 *   `guid`, `char`, `duration`), DateTimeOffset `DateTimeOffset`, enums and classes by their name;
 * - collections `ArrayOf<item>` (`ArrayOfstring`, `ArrayOfShipment`), items named after the item contract, in
 *   .../Serialization/Arrays for primitives, in the item's namespace for contracts;
 * - dictionaries `ArrayOfKeyValueOf<key><value>` of `KeyValueOf<key><value>` entries with `Key` and `Value`, the
 *   entry (a generic, KeyValue<K,V>) followed by the digest of its arguments' namespaces when one is not built in
 *   (`ArrayOfKeyValueOfstringParcelkWsSwysC`; lab wcf/generic-digest);
 * - member order: members without an Order first, ordinal by name; then by Order, ordinal within one Order
 *   (a base's members before its subclass's: each class orders its own).
 */
import { createHash } from "node:crypto";
import { ARRAYS_NS, SERIALIZATION_NS, SYSTEM_NS } from "../../runtime/src/soap/data-contract.js";
import type { ArrayTypeModel, FieldModel, KnownTypeModel, MapTypeModel, TypeModel } from "./types.js";

const XSD_NS = "http://www.w3.org/2001/XMLSchema";

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

/**
 * The namespace of a type's stable name, as a generic's digest reads it (DataContract.GetStableName): XML Schema's
 * for the primitives, `object` (anyType), `Uri` and `QName`; the serialization namespace for guid, char and
 * duration; System's for DateTimeOffset; a contract's own namespace otherwise. An enum of no namespace (a spec
 * without `dataContractNamespace`) lives in the service's namespace, as the WCF metadata emitter puts it.
 */
export function stableNamespace(type: TypeModel, dataContractNamespace: string | undefined, serviceNamespace?: string): string | undefined {
  switch (type.kind) {
    case "simple": {
      const name = type.simple.name;
      if (name === "dateTimeOffset") return SYSTEM_NS;
      return name === "guid" || name === "char" || name === "duration" ? SERIALIZATION_NS : XSD_NS;
    }
    case "object":
      return XSD_NS;
    case "enum":
      return type.enum.namespace ?? dataContractNamespace ?? serviceNamespace;
    case "dataSet":
    case "dataTable":
      return SYSTEM_DATA_NS;
    case "xml":
      return SYSTEM_XML_NS;
    default:
      return contractNamespace(type, dataContractNamespace) ?? serviceNamespace;
  }
}

/** DataContract.IsBuiltInNamespace: XML Schema's and the serialization namespace (not its Arrays namespace). */
export function isBuiltInNamespace(ns: string | undefined): boolean {
  return ns === XSD_NS || ns === SERIALIZATION_NS;
}

/**
 * DataContract.GetNamespacesDigest: the MD5 digest of the UTF-8 text, its first 6 bytes in base64 (8 characters,
 * `=` dropped), `/` written `_S` and `+` `_P` (so 8 to 16 characters). Its input is the generic's nesting counts,
 * each after a space (one count, the number of arguments, for a type not nested in a generic), then each
 * argument's stable namespace after a space: ` 2 http://www.w3.org/2001/XMLSchema http://schemas.datacontract.org/2004/07/Lab`
 * is `kWsSwysC` (lab wcf/generic-digest).
 */
export function namespacesDigest(text: string): string {
  const digest = createHash("md5").update(text, "utf8").digest().subarray(0, 6).toString("base64");
  return digest.replace(/=/g, "").replace(/\//g, "_S").replace(/\+/g, "_P");
}

/**
 * The `{#}` of a closed generic's name (GetDefaultStableLocalName, ExpandGenericParameters): the digest of its
 * arguments' namespaces where one of them is not a built-in namespace, else nothing. A generic nested in another
 * (several nesting counts) always gets it; the spec has no such form, so the count is the arguments'.
 */
export function genericDigest(argumentNamespaces: readonly (string | undefined)[]): string {
  if (argumentNamespaces.every(isBuiltInNamespace)) return "";
  return namespacesDigest(` ${argumentNamespaces.length}${argumentNamespaces.map((ns) => ` ${ns ?? ""}`).join("")}`);
}

/**
 * A generic name pattern expanded with its arguments (DataContract.ExpandGenericParameters): `{n}` the n-th
 * argument's stable name, `{#}` the digest of genericDigest. Undefined where the pattern names an argument it does
 * not have or leaves a brace open.
 */
export function expandGenericName(pattern: string, args: readonly { readonly name: string; readonly namespace: string | undefined }[]): string | undefined {
  let out = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch !== "{") {
      out += ch;
      continue;
    }
    const end = pattern.indexOf("}", i + 1);
    if (end < 0) return undefined;
    const inner = pattern.slice(i + 1, end);
    i = end;
    if (inner === "#") out += genericDigest(args.map((a) => a.namespace));
    else if (/^\d+$/.test(inner) && Number(inner) < args.length) out += args[Number(inner)]!.name;
    else return undefined;
  }
  return out;
}

/** A GenericType annotation as the spec and the model hold it: a name pattern and its arguments (each maybe generic). */
export interface GenericPattern {
  readonly name: string;
  readonly parameters?: readonly (GenericPattern & { readonly namespace: string })[];
}

/**
 * The closed name of a generic data contract from its GenericType annotation (`Result_{0}_{1}_{#}` over `Parcel`
 * and `Stamp` of two namespaces: `Result_Parcel_Stamp_GZwuO5WC`); an argument that is generic itself is closed
 * first. Undefined where a pattern does not expand.
 */
export function closedGenericName(generic: GenericPattern): string | undefined {
  const args: { name: string; namespace: string }[] = [];
  for (const p of generic.parameters ?? []) {
    const name = p.parameters !== undefined && p.parameters.length > 0 ? closedGenericName(p) : p.name;
    if (name === undefined) return undefined;
    args.push({ name, namespace: p.namespace });
  }
  return expandGenericName(generic.name, args);
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

/**
 * `Dictionary<K,V>`: `ArrayOfKeyValueOf<key><value>` in the Arrays namespace, its entries KeyValue<K,V>'s
 * contract (a generic of the Arrays namespace): `KeyValueOf<key><value>` and the digest of the key's and value's
 * namespaces where one is not built in (`KeyValueOfstringParcelkWsSwysC`; lab wcf/generic-digest).
 */
export function dictionaryOf(key: TypeModel, value: TypeModel, dataContractNamespace: string | undefined, serviceNamespace?: string): MapTypeModel {
  const digest = genericDigest([stableNamespace(key, dataContractNamespace, serviceNamespace), stableNamespace(value, dataContractNamespace, serviceNamespace)]);
  const entry = `KeyValueOf${contractName(key)}${contractName(value)}${digest}`;
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
