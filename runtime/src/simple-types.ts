/**
 * The simple (scalar) types an ASMX service can use for fields, results and DataSet columns,
 * with the facts every layer needs: the XML Schema type, whether .NET treats it as a value type
 * (which decides minOccurs in the WSDL), the element name XmlSerializer gives it (for HTTP results
 * and arrays), and the TypeScript type that carries it.
 */

export type SimpleTypeName =
  | "string"
  | "boolean"
  | "int"
  | "long"
  | "short"
  | "byte"
  | "unsignedByte"
  | "unsignedShort"
  | "unsignedInt"
  | "unsignedLong"
  | "decimal"
  | "double"
  | "float"
  | "dateTime"
  | "date"
  | "base64Binary"
  | "guid"
  | "char"
  | "duration"
  | "dateTimeOffset"
  | "QName"
  | "anyURI";

export interface SimpleTypeInfo {
  readonly name: SimpleTypeName;
  /** Type name in XML Schema (`s:` / `xs:` prefix added by the writer); guid lives in .NET's own types namespace. */
  readonly xsd: string;
  /** .NET value type: required (minOccurs=1) unless nullable. */
  readonly valueType: boolean;
  /** Element name XmlSerializer uses for a lone value of this type (root of an HTTP GET/POST result, array item). */
  readonly elementName: string;
  /** TypeScript type of a value. */
  readonly tsType: string;
}

function info(
  name: SimpleTypeName,
  xsd: string,
  valueType: boolean,
  elementName: string,
  tsType: string,
): SimpleTypeInfo {
  return { name, xsd, valueType, elementName, tsType };
}

export const SIMPLE_TYPES: Readonly<Record<SimpleTypeName, SimpleTypeInfo>> = {
  string: info("string", "string", false, "string", "string"),
  boolean: info("boolean", "boolean", true, "boolean", "boolean"),
  int: info("int", "int", true, "int", "number"),
  long: info("long", "long", true, "long", "bigint"),
  short: info("short", "short", true, "short", "number"),
  byte: info("byte", "byte", true, "byte", "number"),
  unsignedByte: info("unsignedByte", "unsignedByte", true, "unsignedByte", "number"),
  unsignedShort: info("unsignedShort", "unsignedShort", true, "unsignedShort", "number"),
  unsignedInt: info("unsignedInt", "unsignedInt", true, "unsignedInt", "number"),
  unsignedLong: info("unsignedLong", "unsignedLong", true, "unsignedLong", "bigint"),
  decimal: info("decimal", "decimal", true, "decimal", "string"),
  double: info("double", "double", true, "double", "number"),
  float: info("float", "float", true, "float", "number"),
  dateTime: info("dateTime", "dateTime", true, "dateTime", "string"),
  // A DateTime member with [XmlElement(DataType = "date")]: the date alone, yyyy-MM-dd.
  date: info("date", "date", true, "date", "string"),
  base64Binary: info("base64Binary", "base64Binary", false, "base64Binary", "Uint8Array"),
  guid: info("guid", "guid", true, "guid", "string"),
  // .NET's System.Char: one UTF-16 code unit, sent as its number (an unsignedShort) in .NET's own types namespace.
  char: info("char", "char", true, "char", "string"),
  // WCF (DataContractSerializer) only: TimeSpan as xs:duration (`P1DT2H3M4.5S`), in .NET's serialization namespace.
  duration: info("duration", "duration", true, "duration", "string"),
  // WCF only: DateTimeOffset, `2024-05-01T10:30:00+02:00` in TypeScript; on the wire a data contract of
  // http://schemas.datacontract.org/2004/07/System holding the UTC DateTime and OffsetMinutes.
  dateTimeOffset: info("dateTimeOffset", "DateTimeOffset", true, "DateTimeOffset", "string"),
  // XmlQualifiedName, `{ namespace, name }` in TypeScript (qualified-name.ts): `prefix:name` text, its prefix
  // declared in scope, so read and written with the namespace declarations around it (lab qualified-names).
  QName: info("QName", "QName", false, "QName", "QualifiedName"),
  // WCF only: System.Uri, xs:anyURI; its text as given (Uri.OriginalString: relative or absolute, not checked).
  anyURI: info("anyURI", "anyURI", false, "anyURI", "string"),
};

/**
 * Simple types whose text depends on the namespace declarations where it stands (QName): the XML writers and
 * readers handle them; text rules without a place (HTTP forms, JSON, DataSet columns) have no form for them.
 */
export function isScopedSimpleType(name: SimpleTypeName): boolean {
  return name === "QName";
}

/** Simple types only DataContractSerializer (WCF) carries: XmlSerializer (ASMX) has no form for them. */
export const DATA_CONTRACT_ONLY_TYPES: readonly SimpleTypeName[] = ["duration", "dateTimeOffset", "anyURI"];

export function isSimpleTypeName(name: string): name is SimpleTypeName {
  return Object.prototype.hasOwnProperty.call(SIMPLE_TYPES, name);
}
