/**
 * The value codec: values as XML elements, the way .NET's XmlSerializer writes and reads them in SOAP
 * bodies, SOAP headers, fault details and HTTP GET/POST result documents. Clients and servers both use it.
 *
 * API
 * - `writeValueElement(name, type, value, { nillable, xmlns?, service?, path?, secret? })`: the element
 *   (one line), "" for null unless `nillable` (then `<name xsi:nil="true" />`). Classes need `service`.
 * - `readValueElement(element, type, rules?, { service?, path?, nillable?, secret? })`: the value.
 *   `nillable` (default true) says whether `xsi:nil="true"` means null on this element; false reads it as
 *   XmlSerializer reads a non-nillable element (a string "", a class an object of defaults, a value type an
 *   error).
 * - `writeValueDocument(root, type, value, service, namespace?)`: an HTTP GET/POST result document, indented
 *   (its root in the service's namespace unless given: a class's [XmlRoot(Namespace)]).
 * - `isNil(element)`, `valueText(type, value)`.
 * Faults are `ValueFormatError`s whose `path` names the value from the given name down
 * (`shipment.Pieces[2].Weight`), with `position` (the element at fault) when reading, `secret` when the
 * value is a secret field's (its `detail` then stays out of the message), and `xmlException` for content
 * .NET rejects as malformed XML (invalid base64): ASMX answers those 400 with an empty body.
 *
 * Values (TypeScript side)
 * - string, boolean, number (int, short, byte, unsigned ones, double, float); bigint (long, unsignedLong);
 *   decimal: its text, scale kept (`"12.50"`; numbers accepted when writing); dateTime: its text, kind
 *   kept (`Z`, an offset or none; Date accepted when writing); guid: lower-case text; base64Binary:
 *   Uint8Array; char: a one-code-unit string (its code number on the wire).
 * - enum: the member name; `[Flags]` enum: the member names (`["Insurance", "Signature"]`, [] for none).
 * - array: a JavaScript array (`null` items where items may be nil).
 * - XmlNode / XmlElement: an XmlElementValue (or, for XmlNode, text); see xml-node.ts.
 * - class: an object keyed by the fields' `tsName`s, with `$type` (the class name, the xsi:type) when the
 *   class has a base or subclasses. Reading leaves absent reference fields out, gives value types their
 *   .NET default, nullable ones null and `List<T>` members []. Writing omits null reference fields, writes
 *   nullable value types as nil, refuses a missing value type.
 */
import type { ValueType } from "../descriptor.js";
import { XSD_NS, XSI_NS } from "../protocol.js";
import { ValueFormatError, type TextRules } from "../values.js";
import { escapeAttribute, escapeText } from "../xml/escape.js";
import type { XmlElement } from "../xml/tree.js";
import type { WireTypes } from "./classes.js";
import { XML_DECLARATION } from "./envelope.js";
import { codecsFor } from "./all-codecs.js";
import {
  readElementValue,
  writeElementValue,
  type ReadValueOptions,
  type WriteValueOptions,
} from "./element-values.js";
import { codecOf } from "./codecs.js";
import { httpObjectNumber } from "./object-value.js";
import { isNil } from "./value-reader.js";
import { valueText, writeElement, type PrefixCounter } from "./value-writer.js";

export type { WireTypes } from "./classes.js";
export type { PrefixCounter } from "./value-writer.js";
export { isNil, valueText };

export type { ReadValueOptions, WriteValueOptions } from "./element-values.js";

/**
 * `<name>value</name>`; null or undefined gives "" or `<name xsi:nil="true" />` (see `nillable`). Every
 * codec is at hand (all-codecs.ts) unless the service names its own.
 */
export function writeValueElement(name: string, type: ValueType, value: unknown, options: WriteValueOptions): string {
  return writeElementValue(name, type, value, { ...options, codecs: options.codecs ?? codecsFor(options.service) });
}

/** Reads a value from its element. Throws ValueFormatError (or the DataSet codec's error). */
export function readValueElement(
  element: XmlElement,
  type: ValueType,
  rules: TextRules = "xml",
  options: ReadValueOptions = {},
): unknown {
  return readElementValue(element, type, rules, { ...options, codecs: options.codecs ?? codecsFor(options.service) });
}

/**
 * An HTTP GET/POST result: the declaration, a line break, and the root element in the service namespace,
 * indented two spaces a level. Classes and arrays declare `xsd` and `xsi` on the root; null is the root
 * with `xsi:nil="true"`. Throws ValueFormatError naming the path from `root`.
 */
export function writeValueDocument(
  root: string,
  type: ValueType,
  value: unknown,
  service: WireTypes,
  namespace: string = service.namespace,
): string {
  const ns = ` xmlns="${escapeAttribute(namespace)}"`;
  const declarations = ` xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}"`;
  const head = `${XML_DECLARATION}\n`;
  if (value === null || value === undefined) {
    // A null XmlNode or XmlElement: the XML declaration alone (lab xml-node-http-more, GetNull).
    return type.kind === "xml" ? XML_DECLARATION : `${head}<${root}${declarations} xsi:nil="true"${ns} />`;
  }
  const codecs = codecsFor(service);
  // The document's root is at depth 1 (the prefixes made up for namespaced attributes say it: d1p1).
  const context = {
    service,
    codecs,
    indented: true,
    prefixes: { count: 0 },
    elementDepth: 1,
    // A class's root element of its own namespace ([XmlRoot(Namespace)]) is its content's default.
    ...(namespace !== service.namespace ? { scope: namespace } : {}),
  };
  switch (type.kind) {
    case "simple":
    case "enum":
      // A QName's prefix is declared before the namespace; only a name in no namespace, which undeclares the
      // default, keeps the xsd and xsi declarations (lab qualified-name-http: Get, Same, None).
      if (type.kind === "simple" && type.type === "QName") {
        const none = (value as { namespace?: unknown }).namespace === "";
        return (
          head +
          writeElement(none ? context : { ...context, noSchemaPrefixes: true }, root, type, value, root, false, 0, {
            before: none ? declarations : "",
            after: ns,
          })
        );
      }
      return head + writeElement(context, root, type, value, root, false, 0, { before: ns, after: "" });
    case "array":
    case "complex":
      return head + writeElement(context, root, type, value, root, false, 0, { before: declarations, after: ns });
    case "dataSet":
    case "dataTable": {
      // The indented layout is the exact content of the root: from the line break before the schema to the
      // one before the root's end tag.
      const content = codecOf(codecs, "dataSet").write(type, value, "indented");
      if (!content) return `${head}<${root}${ns} />`;
      return `${head}<${root}${ns}>${content}${content.endsWith("\n") ? "" : "\n"}</${root}>`;
    }
    case "map":
      // WCF offers no HTTP GET/POST.
      throw new Error("a dictionary has no HTTP GET/POST result document");
    case "xml": {
      // The document is the node itself, its child elements indented (lab xml-node-http); text cannot be a
      // document (.NET's XmlTextWriter: "Token Content in state Prolog would result in an invalid XML document").
      if (typeof value === "string") {
        throw new ValueFormatError("an element: text cannot be an HTTP GET/POST result document");
      }
      return head + codecOf(codecs, "xmlNode").writeNode(value, type.node, "", 0, 1);
    }
    case "choice":
      // A result is one element of its own name; a choice names its element by the value's class.
      throw new Error("a choice of elements has no HTTP GET/POST result document");
    case "object": {
      // XmlSerializer writes a simple value at the root with WriteTypedPrimitive: no xsd and xsi declarations,
      // made-up prefixes (the lab: test/reference/lab/object-http); anything else as a class's document.
      const objects = codecOf(codecs, "object");
      const { target, inner } = objects.parts(value, service);
      const xmlType = objects.xmlType(target);
      if (target.kind === "simple" && target.type === "QName") {
        const document = codecOf(codecs, "qualifiedName").objectDocument(root, inner, namespace, ns);
        return head + document;
      }
      // An enum the document's serializer does not know: its number, as an int; a class or array it does not know
      // throws (lab object-known). Imported, not a codec's: only the server writes this document.
      const number = httpObjectNumber(target, inner, service);
      if (number !== undefined) {
        return `${head}<${root} xmlns:q1="${XSD_NS}" d1p1:type="q1:int" xmlns:d1p1="${XSI_NS}"${ns}>${number}</${root}>`;
      }
      // So is an enum, one of the root's namespace named unprefixed (lab enum-namespace, ObjectHttp.GetCode.http*,
      // PlainObjectHttp.GetTone.httpget).
      const item =
        target.kind === "simple"
          ? { kind: "simple" as const, type: target.type }
          : target.kind === "named" && target.type.kind === "enum"
            ? target.type
            : undefined;
      if (item && xmlType) {
        const text = escapeText(valueText(item, inner, codecs));
        const named =
          item.kind === "enum" && xmlType.ns === undefined
            ? `d1p1:type="${escapeAttribute(xmlType.local)}"`
            : `xmlns:q1="${escapeAttribute(xmlType.ns ?? XSD_NS)}" d1p1:type="q1:${escapeAttribute(xmlType.local)}"`;
        return `${head}<${root} ${named} xmlns:d1p1="${XSI_NS}"${ns}>${text}</${root}>`;
      }
      return head + writeElement(context, root, type, value, root, false, 0, { before: declarations, after: ns });
    }
    case "serializable": {
      // Offered only for a class without [XmlSchemaProvider] (lab xml-serializable-bare): the class's element,
      // its namespace declared first and no xsd/xsi (WriteXml writes the rest), WriteXml's elements indented
      // two spaces a level; empty content an empty element.
      const element = codecOf(codecs, "xmlNode").writeContentElement(root, value, namespace, 0);
      return `${head}<${root}${ns}${element.slice(root.length + 1)}`;
    }
  }
}
