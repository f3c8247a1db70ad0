/**
 * The sample messages of ASMX's help page (`Service.asmx?op=Op`, Microsoft's DefaultWsdlHelpGenerator), built
 * from the model: placeholders instead of values, as people who have worked with ASMX services know them.
 *
 * The rules, read from the recorded help pages (test/reference/asmx/help/, test/reference/asmx-tracking/help/):
 * - a simple value shows its XML Schema type name (`string`, `int`, `guid`, `char`, `base64Binary`); an enum
 *   its members joined by " or " (flags enums too, `None` included); an attribute the same in its value;
 * - an array shows two items; a repeated (`[XmlElement]`) array two elements of the field's name;
 * - a class shows its fields, inherited ones first; an abstract base shows its own fields (no `xsi:type`);
 * - nesting stops at a depth: counting the SOAP wrapper element (or the HTTP result document's root) as
 *   level 1, a class or array at level 5 or deeper is written nil: `<X xsi:nil="true" />` in SOAP, and in the
 *   HTTP documents (whose root declares no `xsi`) with XmlTextWriter's generated prefix, `d<level>p1`;
 * - a field in another namespace than its class's element declares it (`xmlns="..."`) for itself and its content;
 * - a DataSet shows `<xsd:schema>schema</xsd:schema>xml` (SOAP) or an XML Schema `schema` element and `xml`
 *   (HTTP), a DataTable `xmlxml`.
 */
import { XSI_NS } from "../../../runtime/src/protocol.js";
import { choiceElements } from "../../model/choice.js";
import type { ComplexTypeModel, FieldModel, SimpleItemModel, TypeModel } from "../../model/types.js";

/** The deepest level at which the help page still expands a class or an array. */
const MAX_LEVEL = 4;

/** How an element cut off by the depth limit is written at a level (XmlTextWriter's prefix depends on it). */
export type NilStyle = "soap" | "document";

/**
 * Placeholders are written between marks: the help page shows each in `<font class=value>` (a form field's
 * name in `<font class=key>`), the docs drop the marks. Control characters, which no XML name or placeholder holds.
 */
export const VALUE_START = "\u0001";
export const VALUE_END = "\u0002";
export const KEY_START = "\u0003";
export const KEY_END = "\u0004";

/** A placeholder, marked. */
export function value(text: string): string {
  return VALUE_START + text + VALUE_END;
}

/** A form field's name, marked. */
export function key(text: string): string {
  return KEY_START + text + KEY_END;
}

/** The text with its marks dropped: the samples as the docs show them. */
export function unmarked(text: string): string {
  return text.replace(/[\u0001-\u0004]/g, "");
}

/** Placeholder ASMX shows for a simple value: the XML Schema type name, or the enum's values joined by "or". */
export function placeholder(item: SimpleItemModel): string {
  return item.kind === "enum" ? item.enum.values.map(value).join(" or ") : value(item.simple.xsd);
}

/** The class and its bases, base first: fields and attributes are written in that order. */
function chainOf(type: ComplexTypeModel): ComplexTypeModel[] {
  const chain: ComplexTypeModel[] = [];
  for (let t: ComplexTypeModel | undefined = type; t; t = t.base) chain.unshift(t);
  return chain;
}

/** A start tag's attributes, each written ` name="value"`. */
function attributeText(attributes: readonly (readonly [string, string])[]): string {
  return attributes.map(([name, value]) => ` ${name}="${value}"`).join("");
}

export class HelpSampleWriter {
  constructor(readonly nilStyle: NilStyle) {}

  /** `<name />` cut off at `level`: nil. */
  private nil(name: string, indent: number, level: number, extra: readonly (readonly [string, string])[]): string {
    const pad = "  ".repeat(indent);
    if (this.nilStyle === "soap") return `${pad}<${name} xsi:nil="true"${attributeText(extra)} />`;
    const prefix = `d${level}p1`;
    return `${pad}<${name} ${prefix}:nil="true" xmlns:${prefix}="${XSI_NS}"${attributeText(extra)} />`;
  }

  /**
   * One element holding a sample of `type`, its start tag indented by `indent` steps of two spaces, at
   * `level` (the wrapper or document root is level 1). `extra` attributes follow the class's own (`xmlns`).
   * `scope` is the element's default namespace when not the service's; `content` the namespace of a class's members
   * where it is not the element's (an unqualified element's: its class's or wrapper's, lab parameter-forms).
   */
  element(
    name: string,
    type: TypeModel,
    indent: number,
    level: number,
    extra: readonly (readonly [string, string])[] = [],
    scope?: string,
    content?: string,
  ): string {
    const pad = "  ".repeat(indent);
    const inner = `\n${"  ".repeat(indent + 1)}`;
    const open = (attributes: readonly (readonly [string, string])[]): string =>
      `${pad}<${name}${attributeText([...attributes, ...extra])}`;
    switch (type.kind) {
      case "simple":
      case "enum":
        return `${open([])}>${placeholder(type)}</${name}>`;
      case "map": {
        // A WCF dictionary (no ASMX page has one): its entries as an array's items, each holding its key and value.
        if (level > MAX_LEVEL) return this.nil(name, indent, level, extra);
        const entryPad = "  ".repeat(indent + 1);
        const key = this.element(type.keyName, type.key, indent + 2, level + 2, [], scope);
        const valueElement = this.element(type.valueName, type.value, indent + 2, level + 2, [], scope);
        const entry = `${entryPad}<${type.itemElement}>\n${key}\n${valueElement}\n${entryPad}</${type.itemElement}>`;
        return `${open([])}>\n${entry}\n${entry}\n${pad}</${name}>`;
      }
      case "dataSet":
        return this.nilStyle === "soap"
          ? `${open([])}>${inner}<xsd:schema>${value("schema")}</xsd:schema>${value("xml")}</${name}>`
          : `${open([])}>${inner}<schema xmlns="http://www.w3.org/2001/XMLSchema">${value("schema")}</schema>${value("xml")}</${name}>`;
      case "dataTable":
        return `${open([])}>${value("xml")}${value("xml")}</${name}>`;
      case "xml":
        // The help page writes "xml" for each xs:any of the content model.
        return `${open([])}>${value("xml")}</${name}>`;
      case "serializable":
        // A class that writes its own XML: the page has only its schema to go by.
        return `${open([])}>${value("xml")}</${name}>`;
      case "object":
        // An element of no type (xs:anyType): nothing the page could show inside it.
        return `${open([])} />`;
      case "choice": {
        // The first of the elements stands for the choice.
        const first = choiceElements(type)[0]!;
        return this.element(first.element, first.type, indent, level, extra, scope);
      }
      case "array": {
        if (level > MAX_LEVEL) return this.nil(name, indent, level, extra);
        const item = this.element(type.itemElement, type.item, indent + 1, level + 1, [], scope);
        return `${open([])}>\n${item}\n${item}\n${pad}</${name}>`;
      }
      case "complex": {
        if (level > MAX_LEVEL) return this.nil(name, indent, level, extra);
        const chain = chainOf(type.complex);
        // An [XmlAnyAttribute] member's attributes have no name to show (not compared with ASMX's page).
        const attributes = chain
          .flatMap((t) => t.attributes)
          .filter((a) => a.form !== "anyAttribute")
          .map((a) => [a.wireName, placeholder(simpleItem(a))] as const);
        const children = chain.flatMap((t) => t.fields.flatMap((f) => this.field(f, indent + 1, level + 1, scope, t.namespace ?? content)));
        if (children.length === 0) return `${open(attributes)} />`;
        return `${open(attributes)}>\n${children.join("\n")}\n${pad}</${name}>`;
      }
    }
  }

  /** An xs:any ([XmlAnyElement] on a member, parameter or result): "xml", as for each xs:any of a content model. */
  any(indent: number): string {
    return `${"  ".repeat(indent)}${value("xml")}`;
  }

  /**
   * The elements of one field: one element, or two of the field's name for a repeated array. `scope` is the
   * default namespace of its class's element when not the service's.
   */
  field(field: FieldModel, indent: number, level: number, scope?: string, classNs?: string): string[] {
    // An unqualified element ([XmlElement(Form = Unqualified)]) is in no namespace, as on the wire (`xmlns=""`).
    const own = field.unqualified && field.form !== "attribute" ? "" : (field.namespace ?? classNs ?? scope);
    const xmlns = own !== scope && own !== undefined ? [["xmlns", own] as const] : [];
    // [XmlAnyElement]: xs:any among the class's elements, "xml" as for each xs:any of a content model (not
    // compared with ASMX's page: Mono's help page fails on it).
    if (field.form === "any") return [this.any(indent)];
    // Its class's members stay in the namespace of the class holding it (Form = Unqualified).
    const content = field.unqualified && field.form !== "attribute" ? (classNs ?? scope) : undefined;
    if (field.form === "repeated" && field.type.kind === "array") {
      const item = this.element(field.wireName, field.type.item, indent, level, xmlns, own, content);
      return [item, item];
    }
    return [this.element(field.wireName, field.type, indent, level, xmlns, own, content)];
  }
}

/** The simple type of an attribute field (the model allows only simple values and enums there). */
function simpleItem(field: FieldModel): SimpleItemModel {
  const type = field.type;
  if (type.kind !== "simple" && type.kind !== "enum")
    throw new Error(`attribute ${field.wireName} is not a simple value`);
  return type;
}
