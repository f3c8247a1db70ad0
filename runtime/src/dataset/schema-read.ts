/**
 * Reads the inline `xs:schema` of a DataSet payload: the DataSet element (msdata:IsDataSet), its tables and
 * their columns with types, as .NET's XmlTreeGen writes them. Constructs .NET can write but this runtime cannot
 * carry faithfully (nested tables, attribute columns, simple content) are refused rather than half-read;
 * constraints, relations and annotations are skipped (they describe keys, not values).
 */
import { MSDATA_NS, XSD_NS } from "../protocol.js";
import { SIMPLE_TYPES, isSimpleTypeName } from "../simple-types.js";
import { attributeOf, childElements, type XmlElement } from "../xml/tree.js";
import { shownText } from "../text/shown.js";
import { DataSetDecodeError } from "./errors.js";
import { decodeXmlName } from "./names.js";
import type { ColumnType, DataColumn, DateTimeMode } from "./types.js";

const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
const DATE_TIME_MODES: readonly DateTimeMode[] = ["Local", "Unspecified", "UnspecifiedLocal", "Utc"];

export interface SchemaColumn {
  readonly column: DataColumn;
  /** Local name of the column's elements (the encoded name). */
  readonly element: string;
}

export interface SchemaTable {
  readonly name: string;
  /** Local name of the table's row elements. */
  readonly element: string;
  readonly columns: readonly SchemaColumn[];
}

export interface SchemaInfo {
  readonly name: string;
  /** targetNamespace: the namespace of the data elements ("" for none). */
  readonly namespace: string;
  readonly locale?: string;
  readonly caseSensitive: boolean;
  readonly mainTable?: string;
  readonly tables: readonly SchemaTable[];
}

/** Prefix → namespace bindings in scope, innermost first. */
type Scope = readonly ReadonlyMap<string, string>[];

function enter(scope: Scope, element: XmlElement): Scope {
  const declared = new Map<string, string>();
  for (const a of element.attributes) {
    if (a.ns === XMLNS_NS) declared.set(a.name === "xmlns" ? "" : a.local, a.value);
  }
  return declared.size ? [declared, ...scope] : scope;
}

/** Resolves a QName attribute value (`xs:int`) to namespace and local name. */
function resolve(scope: Scope, qname: string): { ns: string | undefined; local: string } {
  const colon = qname.indexOf(":");
  const prefix = colon < 0 ? "" : qname.slice(0, colon);
  const local = colon < 0 ? qname : qname.slice(colon + 1);
  for (const map of scope) {
    const ns = map.get(prefix);
    if (ns !== undefined) return { ns, local };
  }
  // The container, not the schema, may declare the prefix; .NET always uses xs.
  return { ns: prefix === "xs" || prefix === "xsd" ? XSD_NS : undefined, local };
}

function isXs(element: XmlElement, local: string): boolean {
  return element.ns === XSD_NS && element.local === local;
}

function plainAttribute(element: XmlElement, local: string): string | undefined {
  return attributeOf(element, "", local);
}

function isTrue(value: string | undefined): boolean {
  return value !== undefined && (value.trim().toLowerCase() === "true" || value.trim() === "1");
}

/** Reads the schema. Throws DataSetDecodeError. */
export function readSchema(schema: XmlElement): SchemaInfo {
  const scope = enter([], schema);
  const globals = childElements(schema);
  const dataSetElement = globals.find((e) => isXs(e, "element") && isTrue(attributeOf(e, MSDATA_NS, "IsDataSet")));
  if (!dataSetElement) {
    throw new DataSetDecodeError('the schema has no DataSet element (an xs:element with msdata:IsDataSet="true")', {
      line: schema.line,
    });
  }
  const rawName = plainAttribute(dataSetElement, "name");
  if (!rawName)
    throw new DataSetDecodeError("the DataSet element of the schema has no name", { line: dataSetElement.line });
  const context: Context = { globals, scope: enter(scope, dataSetElement) };

  const tables: SchemaTable[] = [];
  for (const tableElement of tableElements(dataSetElement, context)) {
    const table = readTable(tableElement, context);
    if (tables.some((t) => t.element === table.element))
      throw new DataSetDecodeError("the schema declares the table twice", { table: table.name });
    tables.push(table);
  }

  const namespace = plainAttribute(schema, "targetNamespace") ?? "";
  const mainTableRaw = attributeOf(dataSetElement, MSDATA_NS, "MainDataTable");
  const mainTable = mainTableRaw === undefined ? undefined : decodeXmlName(mainTableRaw);
  const locale = attributeOf(dataSetElement, MSDATA_NS, "Locale");
  return {
    name: decodeXmlName(rawName),
    namespace,
    ...(locale !== undefined && !isTrue(attributeOf(dataSetElement, MSDATA_NS, "UseCurrentLocale")) ? { locale } : {}),
    caseSensitive: isTrue(attributeOf(dataSetElement, MSDATA_NS, "CaseSensitive")),
    // A namespaced table is named "namespace:name" there.
    ...(mainTable !== undefined
      ? {
          mainTable:
            namespace && mainTable.startsWith(`${namespace}:`) ? mainTable.slice(namespace.length + 1) : mainTable,
        }
      : {}),
    tables,
  };
}

interface Context {
  /** Top-level children of xs:schema, for `ref` and named simple types. */
  readonly globals: readonly XmlElement[];
  readonly scope: Scope;
}

/** Table elements of the DataSet element: complexType / choice (or sequence) / element, `ref`s resolved. */
function tableElements(dataSetElement: XmlElement, context: Context): XmlElement[] {
  const complexType = childElements(dataSetElement).find((e) => isXs(e, "complexType"));
  if (!complexType) return [];
  const result: XmlElement[] = [];
  for (const group of childElements(complexType)) {
    if (!isXs(group, "choice") && !isXs(group, "sequence")) continue;
    for (const item of childElements(group)) {
      if (!isXs(item, "element")) continue;
      const ref = plainAttribute(item, "ref");
      if (ref === undefined) {
        result.push(item);
        continue;
      }
      const { local } = resolve(context.scope, ref);
      const target = context.globals.find((g) => isXs(g, "element") && plainAttribute(g, "name") === local);
      if (!target)
        throw new DataSetDecodeError(`the schema refers to a table element "${shownText(local)}" it does not declare`, {
          line: item.line,
        });
      result.push(target);
    }
  }
  return result;
}

function readTable(element: XmlElement, context: Context): SchemaTable {
  const raw = plainAttribute(element, "name");
  if (!raw) throw new DataSetDecodeError("a table element of the schema has no name", { line: element.line });
  const name = decodeXmlName(raw);
  const unsupported = (what: string): DataSetDecodeError =>
    new DataSetDecodeError(`${what} is not supported (only flat tables of element columns)`, {
      table: name,
      line: element.line,
    });
  if (plainAttribute(element, "type") !== undefined) throw unsupported("a table typed by a named or simple type");
  const scope = enter(context.scope, element);
  const complexType = childElements(element).find((e) => isXs(e, "complexType"));
  const columns: SchemaColumn[] = [];
  for (const part of complexType ? childElements(complexType) : []) {
    if (isXs(part, "annotation")) continue;
    if (isXs(part, "attribute")) throw unsupported("an attribute column");
    if (isXs(part, "simpleContent")) throw unsupported("a table with simple content");
    if (!isXs(part, "sequence")) throw unsupported(`xs:${part.local} in a table type`);
    for (const item of childElements(part)) {
      if (isXs(item, "annotation")) continue;
      if (!isXs(item, "element")) throw unsupported(`xs:${item.local} in a table's column list`);
      const column = readColumn(item, name, { ...context, scope: enter(scope, item) });
      if (columns.some((c) => c.element === column.element)) {
        throw new DataSetDecodeError("the schema declares the column twice", {
          table: name,
          column: column.column.name,
        });
      }
      columns.push(column);
    }
  }
  return { name, element: raw, columns };
}

function readColumn(element: XmlElement, table: string, context: Context): SchemaColumn {
  const raw = plainAttribute(element, "name");
  if (!raw) throw new DataSetDecodeError("a column element of the schema has no name", { table, line: element.line });
  const name = decodeXmlName(raw);
  const place = { table, column: name, line: element.line };
  if (childElements(element).some((e) => isXs(e, "complexType")) || plainAttribute(element, "ref") !== undefined) {
    throw new DataSetDecodeError("nested tables are not supported (only flat tables of element columns)", place);
  }
  const typed = columnType(element, context, place);
  const mode = attributeOf(element, MSDATA_NS, "DateTimeMode");
  if (mode !== undefined && !DATE_TIME_MODES.includes(mode as DateTimeMode)) {
    throw new DataSetDecodeError(`msdata:DateTimeMode must be one of ${DATE_TIME_MODES.join(", ")}`, place);
  }
  const minOccurs = plainAttribute(element, "minOccurs");
  const column: DataColumn = {
    name,
    type: typed.type,
    required: minOccurs === undefined ? true : minOccurs.trim() !== "0",
    ...(typed.maxLength !== undefined ? { maxLength: typed.maxLength } : {}),
    ...(mode !== undefined ? { dateTimeMode: mode as DateTimeMode } : {}),
  };
  return { column, element: raw };
}

interface Place {
  readonly table: string;
  readonly column: string;
  readonly line: number;
}

/** The column type: `type="xs:int"`, or an anonymous or named simpleType restricting an xs type. */
function columnType(element: XmlElement, context: Context, place: Place): { type: ColumnType; maxLength?: number } {
  const dataType = attributeOf(element, MSDATA_NS, "DataType");
  const typeName = plainAttribute(element, "type");
  if (typeName !== undefined) {
    const { ns, local } = resolve(context.scope, typeName);
    if (ns === XSD_NS) return { type: typeFor(builtIn(local, typeName, place), dataType) };
    const named = context.globals.find((g) => isXs(g, "simpleType") && plainAttribute(g, "name") === local);
    if (!named)
      throw new DataSetDecodeError(
        `the column type "${shownText(typeName)}" is neither an XML Schema type nor declared in the schema`,
        place,
      );
    return restriction(named, dataType, context, place);
  }
  const simpleType = childElements(element).find((e) => isXs(e, "simpleType"));
  if (!simpleType) throw new DataSetDecodeError("the column has no type", place);
  return restriction(simpleType, dataType, context, place);
}

function restriction(
  simpleType: XmlElement,
  dataType: string | undefined,
  context: Context,
  place: Place,
): { type: ColumnType; maxLength?: number } {
  const scope = enter(context.scope, simpleType);
  const restrict = childElements(simpleType).find((e) => isXs(e, "restriction"));
  const base = restrict && plainAttribute(restrict, "base");
  const resolved = base !== undefined ? resolve(enter(scope, restrict!), base) : undefined;
  if (!resolved || resolved.ns !== XSD_NS) {
    throw new DataSetDecodeError("the column's simple type must restrict an XML Schema type", place);
  }
  const facet = childElements(restrict!).find((e) => isXs(e, "maxLength"));
  const maxLength = facet ? Number(plainAttribute(facet, "value")) : undefined;
  if (maxLength !== undefined && !(Number.isSafeInteger(maxLength) && maxLength >= 0)) {
    throw new DataSetDecodeError("xs:maxLength must be a non-negative integer", place);
  }
  return {
    type: typeFor(builtIn(resolved.local, base!, place), dataType),
    ...(maxLength !== undefined ? { maxLength } : {}),
  };
}

/** XML Schema's built-in datatypes (XML Schema Part 2, §3): the only names of its namespace a column may use. */
const XSD_BUILT_INS = new Set(
  (
    "anyType anySimpleType string boolean decimal float double duration dateTime time date gYearMonth gYear " +
    "gMonthDay gDay gMonth hexBinary base64Binary anyURI QName NOTATION normalizedString token language NMTOKEN " +
    "NMTOKENS Name NCName ID IDREF IDREFS ENTITY ENTITIES integer nonPositiveInteger negativeInteger long int short " +
    "byte nonNegativeInteger unsignedLong unsignedInt unsignedShort unsignedByte positiveInteger"
  ).split(" "),
);

/** `local` when it names a built-in datatype; otherwise refused as .NET's reader does ("Undefined data type"). */
function builtIn(local: string, written: string, place: Place): string {
  if (XSD_BUILT_INS.has(local)) return local;
  throw new DataSetDecodeError(`the column type "${shownText(written)}" is not an XML Schema datatype`, place);
}

/** Column type of an xs type: a known simple type, a Guid (msdata:DataType System.Guid), or kept as text. */
function typeFor(xsd: string, dataType: string | undefined): ColumnType {
  if (dataType !== undefined) {
    return /^System\.Guid\s*(,|$)/.test(dataType) ? "guid" : { xsd, dataType };
  }
  return isSimpleTypeName(xsd) &&
    xsd !== "guid" &&
    xsd !== "date" &&
    xsd !== "duration" &&
    xsd !== "dateTimeOffset" &&
    xsd !== "QName" &&
    xsd !== "anyURI" &&
    SIMPLE_TYPES[xsd].xsd === xsd
    ? xsd
    : { xsd };
}
