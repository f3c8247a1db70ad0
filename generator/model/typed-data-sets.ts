/**
 * The spec's typed DataSets: each one's XML Schema, checked to be an XML Schema document of the namespace the
 * spec gives (parsed as strictly as requests are: no DTD, bounded depth) that the runtime's DataSet reader
 * can read, and its name free of clashes. Its tables type the DataSet's rows (`<DataSet><Table>Row`).
 */
import { readSchema } from "../../runtime/src/dataset/schema-read.js";
import { DataSetDecodeError } from "../../runtime/src/dataset/errors.js";
import { XSD_NS } from "../../runtime/src/protocol.js";
import { SIMPLE_TYPES } from "../../runtime/src/simple-types.js";
import { attributeOf, parseXml, XmlParseError } from "../../runtime/src/xml/tree.js";
import type { RawSpec } from "../spec/raw.js";
import type { Report } from "./type-resolver.js";
import { pascalName } from "./names.js";
import type { TableModel, TypedDataSetModel } from "./types.js";

export function typedDataSets(raw: RawSpec, report: Report): Map<string, TypedDataSetModel> {
  const dataSets = new Map<string, TypedDataSetModel>();
  for (const [name, body] of Object.entries(raw.dataSets ?? {})) {
    const path = ["dataSets", name];
    if (raw.types?.[name] !== undefined || raw.enums?.[name] !== undefined || name === "DataSet" || name === "DataTable") {
      report(path, `typed DataSet '${name}' has the name of another type`, true);
      continue;
    }
    let root;
    try {
      root = parseXml(body.schema, { maxDepth: 64, maxAttributes: 256 });
    } catch (error) {
      if (!(error instanceof XmlParseError)) throw error;
      report([...path, "schema"], `the schema of typed DataSet '${name}' is not well-formed XML: ${error.message}`);
      continue;
    }
    if (root.ns !== XSD_NS || root.local !== "schema") {
      report([...path, "schema"], `the schema of typed DataSet '${name}' must be an xs:schema element, not <${root.name}>`);
      continue;
    }
    const target = attributeOf(root, "", "targetNamespace");
    if (target !== body.namespace) {
      report([...path, "namespace"], `typed DataSet '${name}': its schema's targetNamespace is '${target ?? ""}', not '${body.namespace}'`);
      continue;
    }
    let info;
    try {
      info = readSchema(root);
    } catch (error) {
      if (!(error instanceof DataSetDecodeError)) throw error;
      report([...path, "schema"], `the schema of typed DataSet '${name}' is not one the DataSet reader can read: ${error.message}`);
      continue;
    }
    // Columns of an XML Schema type the spec has no name for leave the rows untyped.
    const typedColumns = info.tables.every((t) => t.columns.every((c) => typeof c.column.type === "string"));
    const tables: TableModel[] | undefined = typedColumns
      ? info.tables.map((t) => ({
          name: t.name,
          rowShape: `${name}${pascalName(t.name)}Row`,
          rowTypeName: pascalName(`${name}${pascalName(t.name)}Row`),
          columns: t.columns.map((c) => ({ name: c.column.name, type: SIMPLE_TYPES[c.column.type as keyof typeof SIMPLE_TYPES] })),
        }))
      : undefined;
    dataSets.set(name, {
      name,
      namespace: body.namespace,
      schema: body.schema,
      ...(body.documentation !== undefined ? { documentation: body.documentation } : {}),
      dataSetName: info.name,
      ...(tables ? { tables } : {}),
    });
  }
  return dataSets;
}
