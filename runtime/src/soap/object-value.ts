/**
 * .NET's `object`: a value of any type, which says which on the wire with `xsi:type` (XmlSerializer's
 * WriteTypedPrimitive and ReadTypedPrimitive). In TypeScript it is `{ $type, value }`:
 * - a simple type by its XML Schema name, `{ $type: "int", value: 5 }`, the value as the codec carries that
 *   type (guid and char are .NET's own types, of `http://microsoft.com/wsdl/types/`);
 * - a class of the service by its name, `{ $type: "Shipment", value: { ... } }`, or one of its enums or array
 *   types by its XML type name (`{ $type: "ArrayOfString", value: ["a"] }`): XmlSerializer knows every type
 *   the service uses;
 * - `anyType`: an element without xsi:type, its attributes and child nodes carried as they are (.NET reads
 *   them as an XmlNode[]), `{ $type: "anyType", value: { attributes, children } }`.
 *
 * Writing declares a type of another namespace than XML Schema's (which SOAP envelopes and HTTP documents
 * declare as `xsd`) or the element's with a prefix of its own before using it, as XmlSerializer does:
 * `xmlns:q1="http://microsoft.com/wsdl/types/" xsi:type="q1:guid"` (see value-writer.ts for the numbering).
 * Reading refuses an xsi:type the service does not know, as .NET does.
 */
import type { ComplexDescriptor, ValueType } from "../descriptor.js";
import { XSD_NS, XSI_NS } from "../protocol.js";
import { isSimpleTypeName, type SimpleTypeName } from "../simple-types.js";
import type { XmlAttribute, XmlElement } from "../xml/tree.js";
import { ValueFormatError } from "../values.js";
import type { WireTypes } from "./classes.js";
import { readXmlContent, type XmlContentValue } from "./xml-node.js";
import { shownText } from "../text/shown.js";
import { SERIALIZATION_NS, SYSTEM_NS } from "./data-contract.js";
import type { ObjectCodec } from "./codecs.js";
import type { QualifiedName } from "../qualified-name.js";

/** Namespace of .NET's own simple types (guid, char). */
export const WSDL_TYPES_NS = "http://microsoft.com/wsdl/types/";

/** The TypeScript value of each simple type, as the codec carries it. */
export interface SimpleValues {
  readonly string: string;
  readonly boolean: boolean;
  readonly int: number;
  readonly long: bigint;
  readonly short: number;
  readonly byte: number;
  readonly unsignedByte: number;
  readonly unsignedShort: number;
  readonly unsignedInt: number;
  readonly unsignedLong: bigint;
  /** Its text, scale kept. */
  readonly decimal: string;
  readonly double: number;
  readonly float: number;
  /** Its text, kind kept. */
  readonly dateTime: string;
  readonly date: string;
  readonly base64Binary: Uint8Array;
  readonly guid: string;
  readonly char: string;
  /** xs:duration text (a TimeSpan, WCF only). */
  readonly duration: string;
  /** Local time and offset, `2024-05-01T10:30:00+02:00` (WCF only). */
  readonly dateTimeOffset: string;
  /** xs:anyURI text (a System.Uri, WCF only), as given. */
  readonly anyURI: string;
  /** An XmlQualifiedName. */
  readonly QName: QualifiedName;
}

/**
 * The simple types an object value may hold. A QName (`xsi:type="xsd:QName"`, lab qualified-name-object) is
 * read and written by the QName codec (qualified-name.ts), with the declarations in scope; XmlSerializer's
 * only (DataContractSerializer's object holding one is not recorded).
 */
export type ObjectSimpleTypeName = SimpleTypeName;

/** An object holding a simple value: `{ $type: "int", value: 5 }`. */
export type SimpleObjectValue = {
  readonly [K in ObjectSimpleTypeName]: { readonly $type: K; readonly value: SimpleValues[K] };
}[ObjectSimpleTypeName];

/** An object of no type the wire says: an element without xsi:type (or `xsi:type="xsd:anyType"`). */
export interface UntypedObjectValue {
  readonly $type: "anyType";
  readonly value: XmlContentValue;
}

/**
 * A value of .NET's object. `Types` maps the XML type names of the service's classes, enums and array types
 * to their TypeScript types (`{ Shipment: Shipment; ArrayOfString: readonly string[] }`): a value of one is
 * `{ $type: "Shipment", value }`.
 */
export type ObjectValue<Types extends object = Record<never, never>> =
  | SimpleObjectValue
  | UntypedObjectValue
  | { readonly [K in keyof Types & string]: { readonly $type: K; readonly value: Types[K] } }[keyof Types & string];

/** What an object value says it is: a simple type, a class of the service, or untyped content. */
export type ObjectTarget =
  | { readonly kind: "simple"; readonly type: ObjectSimpleTypeName }
  | { readonly kind: "complex"; readonly type: ComplexDescriptor }
  | { readonly kind: "named"; readonly name: string; readonly type: ValueType }
  | { readonly kind: "anyType" };

/** The `$type` and `value` of an object value. Throws ValueFormatError. */
export function objectParts(value: unknown, service: WireTypes | undefined): { target: ObjectTarget; inner: unknown } {
  const named = typeof value === "object" && value !== null ? (value as { $type?: unknown }).$type : undefined;
  if (typeof named !== "string" || !("value" in (value as object))) {
    throw new ValueFormatError("an object value: { $type, value } ($type a simple type's name, a class's, or anyType)");
  }
  const inner = (value as { value: unknown }).value;
  if (named === "anyType") return { target: { kind: "anyType" }, inner };
  if (isSimpleTypeName(named)) return { target: { kind: "simple", type: named }, inner };
  const other = service?.objectTypes;
  if (other && Object.prototype.hasOwnProperty.call(other, named)) {
    return { target: { kind: "named", name: named, type: other[named]! }, inner };
  }
  const types = service?.types;
  const found = types && Object.prototype.hasOwnProperty.call(types, named) ? types[named] : undefined;
  if (!found)
    throw new ValueFormatError(
      "an object value whose $type is a simple type, a class, enum or array type of the service, or anyType",
      `'${shownText(named)}' is none of them`,
    );
  if (found.abstract)
    throw new ValueFormatError("an object value of a class that is not abstract", `${named} is abstract`);
  // XmlSerializer: "The type ... was not expected" (lab object-anonymous): no xsi:type can name it.
  if (found.anonymous)
    throw new ValueFormatError(
      "an object value of a class with a type name",
      `${named} is anonymous ([XmlType(AnonymousType = true)]), which no xsi:type names`,
    );
  return { target: { kind: "complex", type: found }, inner };
}

/**
 * The XML type a target names with xsi:type (none for untyped content): its local name and namespace,
 * undefined for a class of no namespace of its own (that of the element holding it).
 */
export function objectXmlType(
  target: ObjectTarget,
  dataContract = false,
): { readonly local: string; readonly ns: string | undefined } | undefined {
  if (target.kind === "anyType") return undefined;
  if (target.kind === "named") return { local: target.name, ns: namedNamespace(target.type) };
  if (target.kind === "simple" && dataContract) {
    // DataContractSerializer: .NET's own primitives in the serialization namespace, DateTimeOffset a System contract.
    if (target.type === "dateTimeOffset") return { local: "DateTimeOffset", ns: SYSTEM_NS };
    const own = target.type === "guid" || target.type === "char" || target.type === "duration";
    return { local: target.type, ns: own ? SERIALIZATION_NS : XSD_NS };
  }
  if (target.kind === "simple") {
    const own = target.type === "guid" || target.type === "char";
    return { local: target.type, ns: own ? WSDL_TYPES_NS : XSD_NS };
  }
  return { local: target.type.typeName ?? target.type.name, ns: target.type.namespace };
}

/**
 * A named object type's own namespace (a data contract enum's; a collection's or dictionary's data contract
 * namespace, `ArrayOfTone` in Tone's: lab wcf/known-scope), undefined for the element's.
 */
function namedNamespace(type: ValueType): string | undefined {
  return type.kind === "enum" || type.kind === "array" || type.kind === "map" ? type.namespace : undefined;
}

/**
 * What an element of an object says it holds, by its xsi:type: a simple type of XML Schema's or .NET's, a
 * class of the service of that name and namespace (the element's, unless the class has its own), or
 * untyped content. Throws ValueFormatError for a type the service does not know.
 */
export function objectTargetOf(element: XmlElement, service: WireTypes | undefined): ObjectTarget {
  let xsiType: XmlAttribute | undefined;
  for (const a of element.attributes) if (a.local === "type" && a.ns === XSI_NS) xsiType = a;
  if (!xsiType) return { kind: "anyType" };
  const text = xsiType.value.trim();
  const local = text.slice(text.indexOf(":") + 1);
  const ns = xsiType.valueNs;
  if (ns === XSD_NS) {
    if (local === "anyType") return { kind: "anyType" };
    if (
      isSimpleTypeName(local) &&
      local !== "guid" &&
      local !== "char" &&
      local !== "duration" &&
      local !== "dateTimeOffset"
    )
      return { kind: "simple", type: local };
  } else if (ns === WSDL_TYPES_NS && (local === "guid" || local === "char")) {
    return { kind: "simple", type: local };
  } else if (ns === SERIALIZATION_NS && (local === "guid" || local === "char" || local === "duration")) {
    return { kind: "simple", type: local };
  } else if (ns === SYSTEM_NS && local === "DateTimeOffset") {
    return { kind: "simple", type: "dateTimeOffset" };
  } else if (ns !== undefined) {
    const other = service?.objectTypes;
    if (
      other &&
      Object.prototype.hasOwnProperty.call(other, local) &&
      ns === (namedNamespace(other[local]!) ?? element.ns)
    ) {
      return { kind: "named", name: local, type: other[local]! };
    }
    for (const type of Object.values(service?.types ?? {})) {
      if ((type.typeName ?? type.name) === local && (type.namespace ?? element.ns) === ns && !type.abstract) {
        // An anonymous class's name read as untyped content, as XmlSerializer reads it (lab object-anonymous).
        return type.anonymous ? { kind: "anyType" } : { kind: "complex", type };
      }
    }
  }
  const where = ns === undefined ? "an undeclared prefix" : `namespace '${shownText(ns)}'`;
  // A declared namespace: WCF's DeserializationFailed fault says .NET's "no knowledge" text for it (server/wcf.ts;
  // lab wcf/object-arrays: EchoItems.unknown-type); ASMX and the client keep this text.
  throw new ValueFormatError(
    "xsi:type naming a simple type or a class, enum or array type of the service",
    `the type '${shownText(local)}' in ${where} is not recognized`,
    ns === undefined ? {} : { unknownContract: { element, ns, name: local } },
  );
}

/** Untyped content: the element's attributes (but namespace declarations and xsi's) and child nodes. */
export function readUntyped(element: XmlElement): UntypedObjectValue {
  return { $type: "anyType", value: readXmlContent(element) };
}

/**
 * An object of an HTTP GET/POST result document its serializer does not know (`httpObjectTypes`, lab object-known):
 * an enum's number, which XmlSerializer's WriteTypedPrimitive writes as an `xsd:int` (its switch takes the enum's
 * underlying type); undefined when the type is known or the descriptor lists none. A class or array type the
 * document does not know throws, as .NET fails to write it (a 500).
 */
export function httpObjectNumber(
  target: ObjectTarget,
  inner: unknown,
  service: WireTypes | undefined,
): string | undefined {
  const known = service?.httpObjectTypes;
  if (known === undefined || target.kind === "simple" || target.kind === "anyType") return undefined;
  const name = target.kind === "complex" ? target.type.name : target.name;
  if (known.includes(name)) return undefined;
  if (target.kind === "complex" || target.type.kind !== "enum") {
    const what =
      target.kind === "complex"
        ? `The type ${name} was not expected`
        : `The type ${name} may not be used in this context`;
    throw new ValueFormatError(
      "an object value of a type the HTTP GET/POST result document knows (a type the results of the operations HTTP offers reach, or the service's xmlInclude)",
      `${what}: .NET's serializer for this document fails on it`,
    );
  }
  const type = target.type;
  const numberOf = (member: unknown): number => {
    const index = typeof member === "string" ? type.values.indexOf(member) : -1;
    if (index < 0) throw new ValueFormatError(`a value of enum ${type.name}`, `got ${shownText(String(member))}`);
    return type.numbers?.[index] ?? index;
  };
  if (type.flags) {
    if (!Array.isArray(inner)) throw new ValueFormatError(`a list of names of enum ${type.name}`);
    return String(inner.reduce((sum: number, member: unknown) => sum | numberOf(member), 0));
  }
  return String(numberOf(inner));
}

/** The object codec, for a service descriptor's `codecs` (see codecs.ts); objects need the XmlNode codec too. */
export const objectCodec: ObjectCodec = {
  targetOf: objectTargetOf,
  readUntyped,
  parts: objectParts,
  xmlType: objectXmlType,
};
