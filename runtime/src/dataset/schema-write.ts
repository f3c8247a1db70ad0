/**
 * The inline `xs:schema` of a DataSet, attribute for attribute as .NET's XmlTreeGen writes it
 * (schema root, DataSet element with msdata:IsDataSet, a choice of table elements, one xs:element per column).
 */
import { MSDATA_NS, XSD_NS } from "../protocol.js";
import type { DataSet, DataTable } from "./model.js";
import { encodeXmlName } from "./names.js";
import type { DataColumn } from "./types.js";
import { element, type OutElement } from "./xml-out.js";

/** msdata:DataType .NET Framework writes for a Guid column. */
export const GUID_DATA_TYPE =
  "System.Guid, mscorlib, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089";

export function schemaElement(dataSet: DataSet): OutElement {
  const ns = dataSet.namespace;
  const root: [string, string][] = [["id", encodeXmlName(dataSet.name)]];
  if (ns) root.push(["targetNamespace", ns], ["xmlns:mstns", ns]);
  root.push(["xmlns", ns], ["xmlns:xs", XSD_NS], ["xmlns:msdata", MSDATA_NS]);
  if (ns) root.push(["attributeFormDefault", "qualified"], ["elementFormDefault", "qualified"]);

  const dataSetAttributes: [string, string][] = [
    ["name", encodeXmlName(dataSet.name)],
    ["msdata:IsDataSet", "true"],
  ];
  if (dataSet.mainTable !== undefined) {
    // .NET qualifies the main table with its namespace: EncodeLocalName("urn:x:Table").
    dataSetAttributes.push([
      "msdata:MainDataTable",
      encodeXmlName(ns ? `${ns}:${dataSet.mainTable}` : dataSet.mainTable),
    ]);
  }
  if (dataSet.caseSensitive) dataSetAttributes.push(["msdata:CaseSensitive", "true"]);
  dataSetAttributes.push(
    dataSet.locale !== undefined ? ["msdata:Locale", dataSet.locale] : ["msdata:UseCurrentLocale", "true"],
  );

  const choice = element(
    "xs:choice",
    [
      ["minOccurs", "0"],
      ["maxOccurs", "unbounded"],
    ],
    dataSet.tables.map(tableElement),
  );
  return element("xs:schema", root, [
    element("xs:element", dataSetAttributes, [element("xs:complexType", [], [choice])]),
  ]);
}

function tableElement(table: DataTable): OutElement {
  // .NET drops the empty xs:sequence of a table without columns.
  const type = table.columns.length ? [element("xs:sequence", [], table.columns.map(columnElement))] : undefined;
  return element("xs:element", [["name", encodeXmlName(table.name)]], [element("xs:complexType", [], type)]);
}

function columnElement(column: DataColumn): OutElement {
  const attributes: [string, string][] = [["name", encodeXmlName(column.name)]];
  const type = column.type;
  const dataType = type === "guid" ? GUID_DATA_TYPE : typeof type === "string" ? undefined : type.dataType;
  if (dataType !== undefined) attributes.push(["msdata:DataType", dataType]);
  if (column.dateTimeMode !== undefined && column.dateTimeMode !== "UnspecifiedLocal")
    attributes.push(["msdata:DateTimeMode", column.dateTimeMode]);
  const xsd = `xs:${type === "guid" ? "string" : typeof type === "string" ? type : type.xsd}`;
  let content: OutElement[] | undefined;
  if (column.maxLength !== undefined) {
    // MaxLength makes .NET describe the type as an anonymous restriction instead of a type attribute.
    const facet = element("xs:maxLength", [["value", String(column.maxLength)]]);
    content = [element("xs:simpleType", [], [element("xs:restriction", [["base", xsd]], [facet])])];
  } else attributes.push(["type", xsd]);
  if (!column.required) attributes.push(["minOccurs", "0"]);
  return element("xs:element", attributes, content);
}
