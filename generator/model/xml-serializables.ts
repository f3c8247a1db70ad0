/**
 * The spec's IXmlSerializable classes: with a schema provider ([XmlSchemaProvider]), classes that write and
 * read their own XML and give the WSDL its schema, which ASMX appends to the end of the service's schema;
 * without one (no `schema`), classes whose every element ASMX publishes with a DataSet's shape.
 * Each one's schema items are checked to be XML Schema declarations of the service namespace (parsed as
 * strictly as requests are: no DTD, bounded depth), one of them the complex type of the class's name.
 */
import { XSD_NS } from "../../runtime/src/protocol.js";
import { attributeOf, childElements, parseXml, XmlParseError } from "../../runtime/src/xml/tree.js";
import type { RawSpec } from "../spec/raw.js";
import { STRUCTURED_TYPES, type Report } from "./type-resolver.js";
import type { XmlSerializableModel } from "./types.js";

/** The schema items' prefixes, as the WSDL declares them: `s` for XML Schema, `tns` for the service. */
function wrapped(items: string, serviceNs: string): string {
  return `<s:schema xmlns:s="${XSD_NS}" xmlns:tns="${serviceNs.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}">${items}</s:schema>`;
}

export function xmlSerializables(raw: RawSpec, report: Report): Map<string, XmlSerializableModel> {
  const classes = new Map<string, XmlSerializableModel>();
  for (const [name, body] of Object.entries(raw.xmlSerializable ?? {})) {
    const path = ["xmlSerializable", name];
    const builtIn = (STRUCTURED_TYPES as readonly string[]).includes(name);
    if (raw.types?.[name] !== undefined || raw.enums?.[name] !== undefined || raw.dataSets?.[name] !== undefined || builtIn) {
      report(path, `IXmlSerializable class '${name}' has the name of another type`, true);
      continue;
    }
    if (body.schema === undefined) {
      // No [XmlSchemaProvider] (GetSchema returns null): ASMX publishes a DataSet's shape for it (lab xml-serializable-bare).
      classes.set(name, { name, ...(body.documentation !== undefined ? { documentation: body.documentation } : {}) });
      continue;
    }
    let root;
    try {
      root = parseXml(wrapped(body.schema, raw.service.namespace), { maxDepth: 64, maxAttributes: 256 });
    } catch (error) {
      if (!(error instanceof XmlParseError)) throw error;
      report([...path, "schema"], `the schema of '${name}' is not well-formed XML (prefixes s and tns declared): ${error.message}`);
      continue;
    }
    const items = childElements(root);
    const stray = items.find((e) => e.ns !== XSD_NS || !["complexType", "simpleType", "element"].includes(e.local));
    if (stray) {
      report([...path, "schema"], `the schema of '${name}' holds global declarations (s:complexType, s:simpleType, s:element), not <${stray.name}>`);
      continue;
    }
    if (!items.some((e) => e.local === "complexType" && attributeOf(e, "", "name") === name)) {
      report([...path, "schema"], `the schema of '${name}' declares no complex type '${name}' (the XML type its provider names)`);
      continue;
    }
    classes.set(name, { name, schema: body.schema, ...(body.documentation !== undefined ? { documentation: body.documentation } : {}) });
  }
  return classes;
}
