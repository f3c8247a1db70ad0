/**
 * The schemas of wsdl:types, built by replaying what ASMX's XmlSchemaExporter does, because ASMX's order is the
 * order in which the exporter meets things:
 * - a top-level element is added to its schema first, then the named types its content needs;
 * - a named type is added when first met, then what its own content needs, depth first through its fields in
 *   order (elements first, then attributes), so a type sits right after the first element or type that uses it;
 * - a class with a base adds itself, then its base (with the base's fields and other subtypes), then its own
 *   fields; after a class's fields come its subtypes, in the model's `derived` order;
 * - an array type `ArrayOfX` comes before its item type;
 * - `guid` and `char` live in their own schema, `http://microsoft.com/wsdl/types/`, imported by the schema that
 *   uses them (XmlSchemaExporter.ExportNonXsdPrimitiveMapping);
 * - classes (with their bases), enums and array types live in the schema of the namespace of the element
 *   that holds them: XmlSerializer imports a type under the namespace it meets it in, so a class met in two
 *   namespaces is declared in both; a class with a namespace of its own ([XmlType(Namespace)]) lives in
 *   that one only; a schema imports every other one it refers to, in the order it first does;
 * - a field whose element is in another namespace than its parent's is a `ref` to a global element of that
 *   namespace's schema, which is added there first, with the field's type;
 * - HTTP GET/POST array parameters use `StringArray` of the `<ns>/AbstractTypes` schema
 *   (System.Web.Services' HttpProtocolReflector);
 * - an object (xs:anyType) is an element without a type; once one is exported, every message is followed by
 *   the types reflected so far and not yet exported (XmlSchemaExporter.ExportRootIfNecessary): the classes
 *   without a base, the latest reflected first (each with what it needs), then the arrays in reflection
 *   order. An operation's types are all reflected before its messages are exported, so a response's new
 *   types then come before the response element;
 * - an IXmlSerializable class's schema ([XmlSchemaProvider]) closes the service's schema, in the order the
 *   classes are first met.
 * Schemas are listed in the order they were created; every one but the service's is declared on the root as
 * `s<index>` (ServiceDescription.Write).
 *
 * The views hold strings already escaped for an XML attribute: the templates are compiled with noEscape.
 */
import { XSD_NS } from "../../runtime/src/protocol.js";
import { escapeAttribute } from "../../runtime/src/xml/escape.js";
import { defaultText, elementNameOf, httpRepeats, isValueType } from "../model/type-resolver.js";
import { bareElementOf, choiceElements } from "../model/choice.js";
import { hierarchyText } from "../model/class-text.js";
import type {
  ArrayTypeModel,
  TypedDataSetModel,
  ChoiceTypeModel,
  ComplexTypeModel,
  EnumModel,
  FieldModel,
  HeaderModel,
  MessagePartModel,
  OperationModel,
  OperationHeaderModel,
  TypeModel,
  XmlSerializableModel,
} from "../model/types.js";

/** Namespace of the schema ASMX puts `guid` and `char` in. */
const WSDL_TYPES_NS = "http://microsoft.com/wsdl/types/";
/** Namespace SOAP encoding's Array (base of `StringArray`) comes from. */
export const SOAP_ENCODING_NS = "http://schemas.xmlsoap.org/soap/encoding/";

/**
 * The stand-in prefix a schema document of a set refers to the schema of index `index` (SchemaExport.schemas) with,
 * before its writer gives each reference a prefix of its own.
 */
export function documentPrefix(index: number): string {
  return `s${index}`;
}
/** Simple types XmlSerializer exports into WSDL_TYPES_NS instead of using an XML Schema built-in. */
const WSDL_TYPES = new Set(["guid", "char"]);

const esc = escapeAttribute;

export interface Occurs {
  readonly min: string;
  readonly max: string;
}

export interface ElementView {
  readonly kind: "element";
  /** minOccurs/maxOccurs of a local element; false for a global one. */
  readonly occurs: Occurs | false;
  readonly name: string;
  readonly nillable: boolean;
  /** `form="unqualified"`: a class member's element in no namespace ([XmlElement(Form = Unqualified)], [XmlArray(Form)]). */
  unqualified: boolean;
  /** Qualified name of the global element a local one refers to (`ref="s1:Customs"`), or "". */
  ref: string;
  /** The elements of an xs:choice (the view is the choice, `occurs` its own), or none. */
  readonly choice: ElementView[];
  /** Qualified type name, when the element has no inline content. */
  type: string;
  /** `default="..."` ([DefaultValue]), escaped; an object so that `default=""` is written too. */
  default: DefaultView | undefined;
  /** Partial rendering the inline content, or "" for `type="..."`. */
  content: "" | "wrapper" | "data-set" | "typed-data-set" | "data-table" | "xml-node" | "xml-element" | "any-element" | "anonymous-type" | "anonymous-enum";
  /** The type an `anonymous-type` / `anonymous-enum` element holds inline ([XmlType(AnonymousType = true)]): its name is "". */
  inline: ComplexTypeView | EnumView | undefined;
  /** The namespace a typed DataSet's `s:any` names, or an [XmlAnyElement(Namespace)] member's, escaped; "" otherwise. */
  anyNamespace: string;
  /** Members of a `wrapper` (request or response element of an operation). */
  readonly members: ElementView[];
  /** `<s:any minOccurs maxOccurs />` in place of an element: an [XmlAnyElement] XmlElement[] member. */
  any: boolean;
}

/** A [DefaultValue] as the schema writes it. */
export interface DefaultView {
  /** Escaped for an attribute. */
  readonly value: string;
}

export interface AttributeView {
  readonly name: string;
  type: string;
  /** `use="required"`: a value type that is not optional. */
  readonly required: boolean;
  /** `form="unqualified"` ([XmlAttribute(Form = Unqualified)]: the wire is as without it). */
  readonly unqualified: boolean;
  /** `form="qualified"` ([XmlAttribute(Form = Qualified)]). */
  readonly qualified: boolean;
  /** `ref="s1:Name"`: [XmlAttribute(Namespace)], a global attribute of that namespace's schema; or "". */
  ref: string;
  /** `default="..."` ([DefaultValue]). */
  readonly default: DefaultView | undefined;
  /** An anonymous enum's restriction, inline in place of `type` (lab xml-type-anonymous-places). */
  inline?: EnumView;
}

export interface ComplexTypeView {
  readonly kind: "complex-type";
  readonly name: string;
  readonly abstract: boolean;
  /** Qualified name of the base type (`complexContent/extension`), or "". */
  base: string;
  /** Qualified simple type of an [XmlText] class's text (`simpleContent/extension`), or "". */
  textBase: string;
  /** Text among its elements ([XmlText] beside [XmlAnyElement]): `mixed="true"` (lab mixed-content). */
  mixed?: true;
  readonly members: ElementView[];
  readonly attributes: AttributeView[];
  /** `<s:anyAttribute />`: SOAP header classes (SoapHeader's own attributes) and classes with an [XmlAnyAttribute] member. */
  readonly anyAttribute: boolean;
  /** Has a sequence, attributes or anyAttribute (else written as an empty element). */
  hasContent: boolean;
}

export interface EnumView {
  readonly kind: "enum";
  readonly name: string;
  /** A `[Flags]` enum: an `s:list` of the restriction. */
  readonly flags: boolean;
  readonly values: readonly string[];
}

export interface ArrayView {
  readonly kind: "array";
  readonly name: string;
  readonly item: ElementView;
  /** The items' elements when they are a choice (`ArrayOfChoice1`), or none. */
  readonly choice: ElementView[];
}

export type SchemaItemView =
  | ElementView
  | ComplexTypeView
  | EnumView
  | ArrayView
  | { readonly kind: "guid" }
  | { readonly kind: "char" }
  | { readonly kind: "string-array" }
  /** A global attribute ([XmlAttribute(Namespace)] of a class elsewhere refers to it). */
  | { readonly kind: "attribute"; readonly name: string; type: string; inline?: EnumView }
  /** An IXmlSerializable class's schema, its declarations as the spec gives them. */
  | { readonly kind: "provided-schema"; readonly text: string };

export interface SchemaView {
  /** Raw namespace, for lookups. */
  readonly ns: string;
  readonly elementFormQualified: boolean;
  readonly targetNamespace: string;
  readonly imports: string[];
  readonly items: SchemaItemView[];
}

export function element(name: string, occurs: Occurs | false, nillable: boolean): ElementView {
  return { kind: "element", occurs, name: esc(name), nillable, unqualified: false, ref: "", choice: [], type: "", default: undefined, content: "", anyNamespace: "", inline: undefined, members: [], any: false };
}

/** Replays XmlSchemaExporter: schemas and their items in the order ASMX creates them. */
export class SchemaExport {
  readonly schemas: SchemaView[] = [];
  /** Global elements and named types already exported, by schema namespace and name. */
  private readonly exported = new Set<string>();
  /** The typed DataSets met, whose schemas follow the others (in the spec's order: see dataSetSchemas). */
  private readonly dataSets: TypedDataSetModel[] = [];
  /** The class exported as each named type, by schema namespace and type name. */
  private readonly classOwners = new Map<string, ComplexTypeModel>();
  /** A SOAP header's element is being exported: its class gets SoapHeader's xs:anyAttribute. */
  private exportingHeader = false;
  /** IXmlSerializable classes met, in that order: their schemas close the service's. */
  private readonly provided: XmlSerializableModel[] = [];
  /** An object has been exported: the exporter then exports what was reflected after each message. */
  private rootNeeded = false;
  /** Types reflected so far, by namespace and name. */
  private readonly reflected = new Set<string>();
  /** Reflected classes without a base, in the order they were completed, with the namespace met in. */
  private readonly reflectedClasses: { readonly type: ComplexTypeModel; readonly ns: string }[] = [];
  /** Reflected array types, in the order they were completed, with the namespace met in. */
  private readonly reflectedArrays: { readonly type: ArrayTypeModel; readonly ns: string }[] = [];

  /** Whether XmlElement's type is mixed in this service (an [XmlAnyElement(Name)] on one; see buildView). */
  xmlElementMixed = false;

  /**
   * `documents`: each schema is written as a schema document of its own (a binding in another namespace, lab
   * binding-namespace-types), which calls its own namespace `tns` (XmlSchema.Write), so a schema refers to its own
   * types with `tns` whatever the root's prefix for it.
   */
  constructor(
    private readonly serviceNs: string,
    private readonly documents = false,
  ) {}

  private schema(ns: string, elementFormQualified: boolean): SchemaView {
    let schema = this.schemas.find((s) => s.ns === ns);
    if (!schema) {
      schema = { ns, elementFormQualified, targetNamespace: esc(ns), imports: [], items: [] };
      this.schemas.push(schema);
    }
    return schema;
  }

  private get main(): SchemaView {
    return this.schema(this.serviceNs, true);
  }

  /** The prefix the root document refers to an exported schema's namespace with (see prefixOf). */
  prefixOfNamespace(ns: string): string {
    const schema = this.schemas.find((s) => s.ns === ns);
    if (!schema) throw new Error(`no schema of namespace '${ns}' was exported`);
    return this.prefixOf(schema);
  }

  /** The namespace of a prefix prefixOf gives. */
  namespaceOfPrefix(prefix: string): string {
    const schema = this.schemas.find((s) => this.prefixOf(s) === prefix);
    if (!schema) throw new Error(`no schema has the prefix '${prefix}'`);
    return schema.ns;
  }

  /** Prefix of a schema's namespace: `tns` for the service, `s<index>` for the others (ServiceDescription.Write). */
  private prefixOf(schema: SchemaView): string {
    return schema.ns === this.serviceNs ? "tns" : `s${this.schemas.indexOf(schema)}`;
  }

  /** An import of the XML Schema namespace itself, after the service schema's others (see WsdlStyle). */
  importXmlSchema(): void {
    this.importInto(this.main, XSD_NS);
  }

  private importInto(schema: SchemaView, ns: string): void {
    if (!schema.imports.includes(esc(ns))) schema.imports.push(esc(ns));
  }

  /**
   * Adds `item` to `schema` unless already there (by `key`); `fill` then exports what the item needs, so that
   * those types follow the item.
   */
  private once<T extends SchemaItemView>(schema: SchemaView, key: string, item: T, fill?: (item: T) => void): void {
    const id = `${schema.ns} ${key}`;
    if (this.exported.has(id)) return;
    this.exported.add(id);
    schema.items.push(item);
    fill?.(item);
  }

  /** The prefix `from` refers to `target` with, importing it into `from` when it is another schema. */
  private refer(from: SchemaView, target: SchemaView): string {
    if (from !== target) {
      this.importInto(from, target.ns);
      // A schema document declares only `tns` and `xs`: another schema's prefix stands for its index, which the
      // document's writer turns into a prefix of the reference's own, XmlSchema.Write's `q<n>` (qualifiedReferences
      // for ASMX sets, wcfXmlSerializerSchemas for WCF's [XmlSerializerFormat] documents, in wsdl.ts).
      if (this.documents) return documentPrefix(this.schemas.indexOf(target));
    } else if (this.documents) return "tns";
    return this.prefixOf(target);
  }

  /**
   * The qualified name of `type` as `from` refers to it, exporting the named types it needs. `elementNs` is
   * the namespace of the element typed with it, which an array type lives in. DataSet, DataTable and XmlNode
   * have none.
   */
  private typeName(type: TypeModel, from: SchemaView, elementNs: string): string {
    switch (type.kind) {
      case "map":
        // The model refuses a dictionary outside DataContractSerializer (its schemas are wcf-metadata.ts's).
        throw new Error("internal: a dictionary reached XmlSerializer's schema exporter");
      case "simple":
        return this.simpleTypeName(type.dataType ?? type.simple.xsd, from);
      case "enum": {
        // [XmlType(Namespace)] on an enum: declared in that namespace's schema (lab enum-namespace).
        const e = type.enum;
        const schema = this.schema(e.namespace ?? elementNs, true);
        this.once(schema, `type ${e.name}`, {
          kind: "enum",
          name: esc(e.name),
          flags: e.flags,
          values: e.values.map(esc),
        });
        return `${this.refer(from, schema)}:${esc(e.name)}`;
      }
      case "array": {
        // [XmlArrayItem(Namespace)]: the wrapper type lives in its items' namespace.
        const schema = this.schema(type.itemNamespace ?? elementNs, true);
        const item = element(type.itemElement, { min: "0", max: "unbounded" }, type.itemNillable);
        item.unqualified = type.itemUnqualified === true;
        const prefix = this.refer(from, schema);
        const view: ArrayView = { kind: "array", name: esc(type.typeName), item, choice: [] };
        this.once(schema, `type ${type.typeName}`, view, () => {
          // A choice of items: `<s:choice minOccurs="0" maxOccurs="unbounded">`, one element per class.
          if (type.item.kind === "choice") view.choice.push(...this.choiceElements(type.item, { min: "1", max: "1" }, type.itemNillable, schema));
          else this.typeOf(item, type.item, schema, schema.ns);
        });
        return `${prefix}:${esc(type.typeName)}`;
      }
      case "complex": {
        // The model keeps anonymous classes out of places only a type name can fill (bases, choices, headers).
        if (type.complex.anonymous) throw new Error(`the anonymous class '${type.complex.name}' has no type name to refer to`);
        const schema = this.schema(type.complex.namespace ?? elementNs, true);
        const prefix = this.refer(from, schema);
        this.complexType(type.complex, schema);
        return `${prefix}:${esc(type.complex.typeName)}`;
      }
      case "dataSet":
      case "dataTable":
      case "xml":
      case "choice":
      case "object":
      case "serializable":
        throw new Error(`${type.kind} has no named type in the WSDL`);
    }
  }

  /** `s:<xsd>` for XML Schema's built-ins; guid and char from .NET's own types schema. */
  private simpleTypeName(xsd: string, from: SchemaView): string {
    if (!WSDL_TYPES.has(xsd)) return `s:${esc(xsd)}`;
    const types = this.schema(WSDL_TYPES_NS, true);
    this.once(types, `type ${xsd}`, { kind: xsd as "guid" | "char" });
    return `${this.refer(from, types)}:${xsd}`;
  }

  /**
   * Gives `view` (an element of namespace `elementNs`, declared in `from`) its type or inline content for
   * `type`, exporting the named types it needs.
   */
  private typeOf(view: ElementView, type: TypeModel, from: SchemaView, elementNs: string): void {
    if (type.kind === "dataSet" && type.typed) {
      // A typed DataSet: any element of its schema's namespace, whose schema the WSDL carries.
      view.content = "typed-data-set";
      view.anyNamespace = esc(type.typed.namespace);
      this.importInto(from, type.typed.namespace);
      if (!this.dataSets.includes(type.typed)) this.dataSets.push(type.typed);
    } else if (type.kind === "dataSet") view.content = "data-set";
    else if (type.kind === "dataTable") view.content = "data-table";
    else if (type.kind === "xml") view.content = type.node === "XmlNode" || this.xmlElementMixed ? "xml-node" : "xml-element";
    else if (type.kind === "object") this.rootNeeded = true; // no type: xs:anyType
    else if (type.kind === "complex" && type.complex.anonymous) {
      // [XmlType(AnonymousType = true)]: the class's complexType, inline in every element of it (lab xml-type-anonymous).
      view.content = "anonymous-type";
      view.inline = this.complexContent(type.complex, from, "");
    } else if (type.kind === "enum" && type.enum.anonymous) {
      // [XmlType(AnonymousType = true)] on an enum: its restriction, inline (lab xml-type-anonymous-enum).
      view.content = "anonymous-enum";
      view.inline = this.inlineEnum(type.enum);
    }
    else if (type.kind === "serializable" && type.serializable.schema === undefined) {
      // Without a provider: a DataSet's shape, inline (lab xml-serializable-bare).
      view.content = "data-set";
    } else if (type.kind === "serializable") {
      // Its schema provider names its type, whose schema ASMX merges into the service's at the end.
      view.type = `${this.refer(from, this.main)}:${esc(type.serializable.name)}`;
      if (!this.provided.includes(type.serializable)) this.provided.push(type.serializable);
    }
    else view.type = this.typeName(type, from, elementNs);
  }

  /**
   * The element of a field declared in `from`: its occurs and nillable from the model; a repeated array is
   * typed by its item. A field of another namespace refers to a global element of its own schema.
   */
  private fieldElement(field: FieldModel, from: SchemaView): ElementView {
    if (field.form === "any") {
      // [XmlAnyElement] on an XmlElement[]: `<s:any minOccurs="0" maxOccurs="unbounded" />` (the lab's any-elements);
      // on a lone XmlElement `maxOccurs="1"` (any-lone); [XmlAnyElement(Namespace)] names it (any-named).
      if (field.anyElements !== undefined) return this.anyElements(field.wireName, field.occurs, field.anyElements, from);
      const view = element(field.wireName, field.occurs, false);
      view.any = true;
      if (field.anyNamespace !== undefined) view.anyNamespace = esc(field.anyNamespace);
      return view;
    }
    const type = field.form === "repeated" && field.type.kind === "array" ? field.type.item : field.type;
    if (type.kind === "choice") {
      // `<s:choice minOccurs="1" maxOccurs="1">` of optional elements, one per class or simple type, in .NET's
      // order; of a repeated array, `minOccurs="0" maxOccurs="unbounded"`.
      const view = element(field.wireName, field.form === "repeated" ? { min: "0", max: "unbounded" } : { min: "1", max: "1" }, false);
      view.choice.push(...this.choiceElements(type, { min: "0", max: "1" }, false, from));
      return view;
    }
    if (field.namespace !== undefined && field.namespace !== from.ns) {
      const schema = this.schema(field.namespace, true);
      const local = element(field.wireName, field.occurs, false);
      local.ref = `${this.refer(from, schema)}:${esc(field.wireName)}`;
      this.once(schema, `element ${field.wireName}`, element(field.wireName, false, field.nillable && !field.sqlType), (global) => {
        if (defaultText(field) !== undefined) global.default = { value: esc(defaultText(field)!) };
        this.typeOf(global, type, schema, schema.ns);
      });
      return local;
    }
    // A SqlTypes struct is nil when null, yet its element says nothing of it.
    const view = element(field.wireName, field.occurs, field.nillable && !field.sqlType);
    if (defaultText(field) !== undefined) view.default = { value: esc(defaultText(field)!) };
    view.unqualified = field.unqualified === true;
    this.typeOf(view, type, from, from.ns);
    return view;
  }

  /**
   * [XmlAnyElement(Name, Namespace)] (the lab's any-named, any-several): an element of mixed, any content, in
   * place when in the class's namespace, else `ref=` a global one of its namespace's schema; several, a
   * `<s:choice minOccurs="0" maxOccurs="unbounded">` of them, each `minOccurs="0" maxOccurs="1"`.
   */
  private anyElements(wireName: string, occurs: Occurs, elements: NonNullable<FieldModel["anyElements"]>, from: SchemaView): ElementView {
    const one = (e: { name: string; namespace?: string }, occurs: Occurs): ElementView => {
      const view = element(e.name, occurs, false);
      if (e.namespace === undefined || e.namespace === from.ns) {
        view.content = "any-element";
        return view;
      }
      const schema = this.schema(e.namespace, true);
      view.ref = `${this.refer(from, schema)}:${esc(e.name)}`;
      this.once(schema, `element ${e.name}`, element(e.name, false, false), (global) => {
        global.content = "any-element";
      });
      return view;
    };
    if (elements.length === 1) return one(elements[0]!, occurs);
    const view = element(wireName, occurs, false);
    view.choice.push(...elements.map((e) => one(e, { min: "0", max: "1" })));
    return view;
  }

  /** The elements of a choice, each typed with its class, exported in order. */
  private choiceElements(type: ChoiceTypeModel, occurs: Occurs, nillable: boolean, from: SchemaView): ElementView[] {
    return choiceElements(type).map((e) => {
      // A value type's element is always there when chosen (minOccurs="1"), as XmlSerializer exports it.
      const view = element(e.element, e.type.kind === "simple" && e.type.simple.valueType ? { ...occurs, min: "1" } : occurs, nillable);
      // An anonymous class's complexType inline, as in any element of it (lab xml-type-anonymous-places).
      this.typeOf(view, e.type, from, from.ns);
      return view;
    });
  }

  /** An anonymous enum's restriction (a [Flags] one's xs:list of it), written inline where it is held. */
  private inlineEnum(type: EnumModel): EnumView {
    return { kind: "enum", name: "", flags: type.flags, values: type.values.map(esc) };
  }

  /**
   * A class: itself, its base, its fields' types (elements, then attributes), then the subtypes it includes
   * ([XmlInclude]); the others come where they are first used.
   */
  private complexType(type: ComplexTypeModel, schema: SchemaView): void {
    // Two classes of one XML type name cannot share a schema: the spec gives each its namespace.
    const owner = `${schema.ns} ${type.typeName}`;
    const claimed = this.classOwners.get(owner);
    if (claimed && claimed !== type) {
      throw new Error(
        `classes '${claimed.name}' and '${type.name}' would both be the type '${type.typeName}' of namespace '${schema.ns}': give one a 'namespace' of its own`,
      );
    }
    this.classOwners.set(owner, type);
    const id = `${schema.ns} type ${type.typeName}`;
    if (this.exported.has(id)) return;
    this.exported.add(id);
    // The view goes in before its content is filled: the types its fields need follow it.
    this.complexContent(type, schema, esc(type.typeName), (item) => schema.items.push(item));
    for (const derived of type.derived) {
      if (!derived.xmlInclude) continue;
      const home = derived.namespace ?? this.includedNamespace(type, schema.ns);
      if (home !== undefined) this.complexType(derived, this.schema(home, true));
    }
  }

  /**
   * Where a subclass [XmlInclude] names, of no namespace of its own, is declared: XmlSerializer imports it under
   * the service's namespace (lab cross-base), so a base of a namespace of its own has it there, not in its own
   * schema; a base copied into another namespace (met there) has none there, its copy's subclasses being other
   * mappings that nothing exports (lab cross-base, CopiedBase). Undefined: not declared.
   */
  private includedNamespace(base: ComplexTypeModel, metIn: string): string | undefined {
    if (base.namespace !== undefined) return this.serviceNs;
    return metIn === this.serviceNs ? metIn : undefined;
  }

  /**
   * A class's complexType (named `name`, or "" inline), its content declared in `schema`: base, text, fields
   * (elements, then attributes); `place` puts the view where it goes before the content is exported.
   */
  private complexContent(type: ComplexTypeModel, schema: SchemaView, name: string, place?: (view: ComplexTypeView) => void): ComplexTypeView {
    const view: ComplexTypeView = {
      kind: "complex-type",
      name,
      abstract: type.abstract,
      base: "",
      textBase: "",
      members: [],
      attributes: [],
      // SoapHeader's own attributes: only where the header's mapping exports the class, not a body's that met it first.
      // An [XmlAnyAttribute] member: after the class's attributes, wherever it is declared (lab any-attributes).
      anyAttribute: (type.anyAttribute && this.exportingHeader) || type.attributes.some((f) => f.form === "anyAttribute"),
      hasContent: false,
    };
    place?.(view);
    if (type.base) {
      const base = this.typeName({ kind: "complex", complex: type.base }, schema, schema.ns);
      // [XmlText] in a hierarchy (lab text-inheritance): below the class with the text, simpleContent extending its
      // type; the text on a subclass of attributes alone, `mixed="true"` beside complexContent extending the base.
      if (hierarchyText(type.base)) view.textBase = base;
      else view.base = base;
      if (type.text) view.mixed = true;
    }
    // Mixed content: `mixed="true"` on the type, its any member's sequence; the text has no type of its own.
    if (type.mixed) view.mixed = true;
    else if (type.text && !type.base) view.textBase = this.typeName(type.text.type, schema, schema.ns);
    for (const field of type.fields) view.members.push(this.fieldElement(field, schema));
    for (const field of type.attributes) {
      if (field.form === "anyAttribute") continue;
      const attribute: AttributeView = {
        name: esc(field.wireName),
        type: "",
        required: field.occurs.min === "1",
        unqualified: field.unqualified === true,
        qualified: field.qualified === true,
        ref: "",
        default: field.default !== undefined ? { value: esc(defaultText(field)!) } : undefined,
      };
      view.attributes.push(attribute);
      // An anonymous enum: its restriction inline in the attribute, as in an element (lab xml-type-anonymous-places).
      const anonymous = field.type.kind === "enum" && field.type.enum.anonymous ? this.inlineEnum(field.type.enum) : undefined;
      if (field.namespace !== undefined && field.namespace !== schema.ns) {
        // [XmlAttribute(Namespace)]: ref= a global attribute of that namespace's schema (lab qualified-attributes).
        const other = this.schema(field.namespace, true);
        attribute.ref = `${this.refer(schema, other)}:${esc(field.wireName)}`;
        const global: { kind: "attribute"; name: string; type: string; inline?: EnumView } = { kind: "attribute", name: esc(field.wireName), type: "" };
        this.once(other, `attribute ${field.wireName}`, global, () => {
          if (anonymous) global.inline = anonymous;
          else global.type = this.typeName(field.type, other, other.ns);
        });
        continue;
      }
      if (anonymous) attribute.inline = anonymous;
      else attribute.type = this.typeName(field.type, schema, schema.ns);
    }
    view.hasContent = view.members.length > 0 || view.attributes.length > 0 || view.anyAttribute;
    return view;
  }

  private wrapper(name: string, fill: (members: ElementView[]) => void, schema: SchemaView = this.main): void {
    const view: ElementView = { ...element(name, false, false), content: "wrapper" };
    this.once(schema, `element ${name}`, view, () => fill(view.members));
  }

  /**
   * What SOAP reflection exports for an operation: the request wrapper `Op`, the response wrapper `OpResponse`
   * (none for one-way), each followed by the types it needs; then the header elements, those the request
   * carries (in, inOut) and then those the response carries (out, inOut), in the operation's order
   * (SoapProtocolReflector exports the in-header and out-header mappings after the body).
   */
  soapElements(op: OperationModel): void {
    // The service's schema comes first, whatever namespace a named binding's wrappers are in; a request wrapper
    // of [SoapDocumentMethod(RequestNamespace)] is exported first, its schema before the service's if new (lab
    // wrapper-namespace: schemas in the order the exporter first meets their namespace).
    // A bare method's elements each go to their own namespace's schema: one of a root namespace first makes
    // that schema first, the service's not made unless needed (lab xml-root-more, RootBare).
    const first = op.wire.bare ? (op.fields.length > 0 ? op.fields[0]!.namespace : op.result ? op.wire.resultNamespace : undefined) : undefined;
    if (op.wire.requestNamespace === op.wire.wrapperNamespace && first === undefined) this.schema(this.serviceNs, true);
    // The wrappers are in the namespace of the operation's binding (a named binding's own: its simple members
    // only, so nothing else of its schema is exported), or of RequestNamespace / ResponseNamespace.
    this.reflect(op);
    if (op.wire.bare) {
      // No wrappers: a global element per parameter, then the result's, each followed by the types it needs
      // (lab: bare-parameters); two methods' elements of one name are one element.
      // A nullable value's element is nillable; a ref parameter's element serves the request and the response
      // (lab: bare-more). A class's root element of another namespace is that schema's (lab xml-root-more).
      const global = (name: string, type: TypeModel, nillable: boolean, ns: string | undefined, side: string): void => {
        // An element of no namespace of its own is the binding's: a named binding of another namespace puts its
        // bare elements in its schema document (lab binding-namespace-types/bare); RequestNamespace and
        // ResponseNamespace put them in theirs (lab bare-defaults).
        const own = ns ?? (side === this.serviceNs ? undefined : side);
        const schema = own === undefined ? this.main : this.schema(own, true);
        this.once(schema, `element ${name}`, element(name, false, nillable), (view) => this.typeOf(view, type, schema, schema.ns));
      };
      for (const field of op.fields) {
        // A choice parameter's element is its first element's (lab choice-results, ChoiceBare).
        const { element: name, type } = bareElementOf(field);
        global(name, type, field.nillable, field.namespace, op.wire.requestNamespace);
      }
      this.exportRoot();
      if (!op.oneWay) {
        if (op.result) global(op.wire.resultElement, op.result.type, op.result.nillable, op.wire.resultNamespace, op.wire.responseNamespace);
        for (const field of op.outParams) global(field.wireName, field.type, field.nillable, field.namespace, op.wire.responseNamespace);
        this.exportRoot();
      }
      this.headerElements(op);
      return;
    }
    const wrappers = this.schema(op.wire.requestNamespace, true);
    this.wrapper(op.wire.requestElement, (members) => {
      for (const field of op.fields) members.push(this.fieldElement(field, wrappers));
    }, wrappers);
    this.exportRoot();
    if (!op.oneWay) {
      const wrappers = this.schema(op.wire.responseNamespace, true);
      this.wrapper(op.wire.responseElement, (members) => {
        const result = op.result;
        const rootNs = op.wire.resultNamespace;
        if (result?.member) {
          // A choice result ([return: XmlChoiceIdentifier]): the choice in the result's place (lab choice-results).
          members.push(this.fieldElement(result.member, wrappers));
        } else if (result && rootNs !== undefined) {
          // A class's root element of another namespace ([XmlRoot(ElementName, Namespace)]): `ref=` its global
          // element, declared there first (lab xml-root).
          const schema = this.schema(rootNs, true);
          const name = op.wire.resultElement;
          // An XmlElement or XmlNode result of another namespace (lab result-renamed) may be absent: minOccurs="0";
          // a simple one as a plain result would be, nillable on its global element (lab result-namespace-simple);
          // a class of no root namespace too (GetBox: its type copied into that namespace), unlike a root's "1".
          const copiedClass = result.type.kind === "complex" && result.type.complex.root?.namespace === undefined;
          const min = result.type.kind === "xml" ? "0" : (result.type.kind === "simple" || copiedClass) && !isValueType(result.type) && !result.nillable ? "0" : "1";
          const local = element(name, { min, max: "1" }, false);
          local.ref = `${this.refer(wrappers, schema)}:${esc(name)}`;
          members.push(local);
          this.once(schema, `element ${name}`, element(name, false, result.nillable), (global) => this.typeOf(global, result.type, schema, schema.ns));
        } else if (result?.any) {
          // [return: XmlAnyElement] (lab any-parameters): `<s:any minOccurs="0" maxOccurs="unbounded" />`, a lone
          // XmlElement's `maxOccurs="1"`, in place of the result element.
          const occurs = { min: "0", max: result.type.kind === "array" ? "unbounded" : "1" };
          if (result.anyElements !== undefined) {
            // [return: XmlAnyElement(Name, Namespace)] (lab any-parameters-more): its element, as a member's.
            members.push(this.anyElements(op.wire.resultElement, occurs, result.anyElements, wrappers));
          } else {
            const view = element(op.wire.resultElement, occurs, false);
            view.any = true;
            members.push(view);
          }
        } else if (result) {
          const min = isValueType(result.type) || result.nillable ? "1" : "0";
          const view = element(op.wire.resultElement, { min, max: "1" }, result.nillable);
          // [return: XmlElement(Form = Unqualified)] (lab parameter-forms, GetBox): `form="unqualified"`.
          view.unqualified = result.unqualified === true;
          members.push(view);
          this.typeOf(view, result.type, wrappers, wrappers.ns);
        }
        for (const field of op.outParams) members.push(this.fieldElement(field, wrappers));
      }, wrappers);
      this.exportRoot();
    }
    this.headerElements(op);
  }

  /**
   * An [XmlSerializerFormat] operation's message contracts, as XmlSerializerOperationBehavior exports their members
   * mappings with XmlSchemaExporter (.NET's documented exporter; Mono's ignores the attribute, lab
   * wcf/xml-serializer/messages): a wrapped body as its wrapper's global element holding a particle per body member
   * (a wrapper parameter's: minOccurs 1 for a value type, else 0; nillable for a Nullable<T>; a member of another
   * namespace by `ref=` to its global element there), an unwrapped body and the headers as a global element per
   * part in the part's namespace (a bare parameter's); the request's, then the response's, each followed by the
   * types it needs.
   */
  messageElements(op: OperationModel): void {
    const message = op.wcf?.message;
    if (!message) return;
    const messages = [message.request, ...(message.response ? [message.response] : [])];
    for (const m of messages) for (const p of [...m.body, ...m.headers]) this.reflectType(p.type, this.serviceNs);
    const global = (p: MessagePartModel): void => {
      const schema = this.schema(p.namespace, true);
      this.once(schema, `element ${p.name}`, element(p.name, false, p.nillable === true), (view) => this.typeOf(view, p.type, schema, schema.ns));
    };
    for (const m of messages) {
      const wrapper = m.wrapper;
      if (wrapper) {
        const wrappers = this.schema(wrapper.namespace, true);
        this.wrapper(wrapper.element, (members) => {
          for (const p of m.body) {
            const occurs = { min: isValueType(p.type) || p.nillable ? "1" : "0", max: "1" };
            if (p.namespace !== wrappers.ns) {
              const local = element(p.name, occurs, false);
              local.ref = `${this.refer(wrappers, this.schema(p.namespace, true))}:${esc(p.name)}`;
              global(p);
              members.push(local);
              continue;
            }
            const view = element(p.name, occurs, p.nillable === true);
            this.typeOf(view, p.type, wrappers, wrappers.ns);
            members.push(view);
          }
        }, wrappers);
      } else {
        for (const p of m.body) global(p);
      }
      this.exportRoot();
      for (const h of m.headers) global(h);
      this.exportRoot();
    }
  }

  /**
   * A WCF fault contract's detail under [XmlSerializerFormat(SupportFaults = true)]: a global element named
   * after the detail class (XmlSerializerOperationBehavior's ImportFaultElement: a members mapping of one
   * member, no wrapper), then the types it needs, as a bare parameter's element is. Exported after the
   * operation's messages, as WCF's exporter does (ExportFaults).
   */
  faultElement(name: string, type: ComplexTypeModel): void {
    const main = this.main;
    const detail: TypeModel = { kind: "complex", complex: type };
    this.reflectType(detail, main.ns);
    this.once(main, `element ${name}`, element(name, false, false), (view) => this.typeOf(view, detail, main, main.ns));
    this.exportRoot();
  }

  /** The header elements of an operation: those the request carries (in, inOut), then the response's (out, inOut). */
  private headerElements(op: OperationModel): void {
    const carried = (h: OperationHeaderModel, direction: "in" | "out"): boolean =>
      h.direction === direction || h.direction === "inOut" || (direction === "out" && h.direction === "fault");
    for (const h of [...op.headers.filter((h) => carried(h, "in")), ...op.headers.filter((h) => carried(h, "out"))]) {
      this.headerElement(h.header);
      this.exportRoot();
    }
  }

  /**
   * What XmlReflectionImporter meets for an operation, before any of its messages is exported: the request's
   * members, the result, the out parameters, the headers; each class after its base, fields and included
   * subtypes, each array after its items.
   */
  private reflect(op: OperationModel): void {
    const ns = this.serviceNs;
    for (const field of op.fields) this.reflectField(field, ns);
    if (op.result && !op.result.any) this.reflectType(op.result.type, ns);
    for (const field of op.outParams) this.reflectField(field, ns);
    // A header's class is no type an object's root export lists (it comes with the header's element); the types
    // of its fields are (lab header-arrays: a header's string[] exported as ArrayOfString there, the class not).
    for (const h of op.headers) this.reflectHeader(h.header.type, ns);
  }

  private reflectHeader(type: ComplexTypeModel, ns: string): void {
    const classNs = type.namespace ?? ns;
    if (this.reflected.has(`${classNs} class ${type.typeName}`)) return;
    if (type.base) this.reflectType({ kind: "complex", complex: type.base }, classNs);
    for (const field of [...type.fields, ...type.attributes]) this.reflectField(field, classNs);
  }

  /**
   * [XmlInclude] on the service class or its methods: ASMX includes those types before it reflects any method
   * (the lab: xml-include-unused), so where an object is exported they come with the other reflected types.
   */
  reflectIncludes(classes: readonly ComplexTypeModel[]): void {
    for (const c of classes) this.reflectType({ kind: "complex", complex: c }, this.serviceNs);
  }

  private reflectField(field: FieldModel, ns: string): void {
    // An [XmlElement] array is flat: XmlSerializer maps its items, no array type (lab repeated-root: an object's
    // root export lists no ArrayOfString for it, nor an ArrayOf type of a choice's classes).
    const type = field.form === "repeated" && field.type.kind === "array" ? field.type.item : field.type;
    this.reflectType(type, field.namespace ?? ns);
  }

  private reflectType(type: TypeModel, ns: string): void {
    if (type.kind === "array") {
      this.reflectType(type.item, ns);
      const key = `${ns} array ${type.typeName}`;
      if (this.reflected.has(key)) return;
      this.reflected.add(key);
      this.reflectedArrays.push({ type, ns });
    } else if (type.kind === "choice") {
      for (const e of choiceElements(type)) this.reflectType(e.type, ns);
    } else if (type.kind === "complex") {
      const c = type.complex;
      const classNs = c.namespace ?? ns;
      const key = `${classNs} class ${c.typeName}`;
      if (this.reflected.has(key)) return;
      this.reflected.add(key);
      if (c.base) this.reflectType({ kind: "complex", complex: c.base }, classNs);
      for (const field of [...c.fields, ...c.attributes]) this.reflectField(field, classNs);
      for (const derived of c.derived) {
        if (!derived.xmlInclude) continue;
        const home = derived.namespace ?? this.includedNamespace(c, classNs);
        if (home !== undefined) this.reflectType({ kind: "complex", complex: derived }, home);
      }
      // An anonymous class has no named type to export with the root's.
      if (!c.base && !c.anonymous) this.reflectedClasses.push({ type: c, ns: classNs });
    }
  }

  /** After a message, once an object was exported: the reflected types not yet exported (ExportRootIfNecessary). */
  private exportRoot(): void {
    if (!this.rootNeeded) return;
    // Object's derived mappings are a list each new class is put at the head of.
    for (let i = this.reflectedClasses.length - 1; i >= 0; i--) {
      const { type, ns } = this.reflectedClasses[i]!;
      this.complexType(type, this.schema(ns, true));
    }
    for (const { type, ns } of this.reflectedArrays) {
      const schema = this.schema(ns, true);
      this.typeName(type, schema, ns);
    }
  }

  /** A SOAP header's global element (named after its class) and then its class. */
  private headerElement(header: HeaderModel): void {
    this.once(this.main, `element ${header.name}`, element(header.name, false, false), (view) => {
      this.exportingHeader = true;
      try {
        view.type = this.typeName({ kind: "complex", complex: header.type }, this.main, this.serviceNs);
      } finally {
        this.exportingHeader = false;
      }
    });
  }

  /**
   * The global element an HTTP GET/POST result document has as its root (nillable for reference types);
   * returns its qualified name, or "" for a void operation (no document, no element) and for an XmlNode or
   * XmlElement result (the document is the node itself).
   */
  httpResultElement(op: OperationModel): string {
    const result = op.result;
    // A node result's document is the node itself (lab xml-node-http): no global element.
    if (!result || result.type.kind === "xml") return "";
    // Arrays of [return: XmlArrayItem] results: the default wrappers, numbered here (lab nesting-level-results).
    const name = result.httpSchemaType ? elementNameOf(result.httpSchemaType) : op.wire.httpResultElement;
    // A class's [XmlRoot]: its element's namespace and IsNullable (lab xml-root).
    const root = result.type.kind === "complex" ? result.type.complex.root : undefined;
    const rootNs = op.wire.httpResultNamespace ?? op.wire.resultNamespace;
    const schema = rootNs === undefined ? this.main : this.schema(rootNs, true);
    // A result of another data type: the HTTP document keeps the .NET type's default mapping (lab data-type-results).
    const type = result.httpSchemaType ?? result.httpType ?? result.type;
    const nillable = root ? root.nillable : !isValueType(type) || result.nillable;
    this.once(schema, `element ${name}`, element(name, false, nillable), (view) => this.typeOf(view, type, schema, schema.ns));
    return `${this.prefixOf(schema)}:${esc(name)}`;
  }

  /** Type of an HTTP GET/POST input part: text, or ASMX's `StringArray` for a repeated parameter (an array, a byte[]). */
  httpPartType(type: TypeModel): string {
    if (!httpRepeats(type)) return "s:string";
    const ns = this.serviceNs.endsWith("/") ? `${this.serviceNs}AbstractTypes` : `${this.serviceNs}/AbstractTypes`;
    const schema = this.schema(ns, false);
    this.importInto(schema, SOAP_ENCODING_NS);
    this.once(schema, "type StringArray", { kind: "string-array" });
    return `${this.prefixOf(schema)}:StringArray`;
  }

  /**
   * The schemas of the IXmlSerializable classes met, at the end of the service's schema: the exporter adds
   * them as delayed schemas (XmlSchemas.Add(schema, delay: true)), merged when the schemas are compiled.
   */
  appendProvidedSchemas(): void {
    for (const s of this.provided) if (s.schema !== undefined) this.main.items.push({ kind: "provided-schema", text: s.schema });
  }

  /**
   * The schemas of the typed DataSets met, in `order` (the spec's): ASMX lists them after the schemas its
   * exporter wrote, in an order of its own, which the spec keeps.
   */
  dataSetSchemas(order: readonly TypedDataSetModel[]): TypedDataSetModel[] {
    return order.filter((d) => this.dataSets.includes(d));
  }

  /**
   * Declarations of the schemas other than the service's: `s<index>` and the target namespace, the typed
   * DataSets' schemas (in `dataSetOrder`) numbered after the others.
   */
  schemaPrefixes(dataSetOrder: readonly TypedDataSetModel[] = []): { prefix: string; namespace: string }[] {
    const exported = this.schemas
      .filter((s) => s.ns !== this.serviceNs)
      .map((s) => ({ prefix: this.prefixOf(s), namespace: s.targetNamespace }));
    const dataSets = this.dataSetSchemas(dataSetOrder).map((d, i) => ({ prefix: `s${this.schemas.length + i}`, namespace: esc(d.namespace) }));
    return [...exported, ...dataSets];
  }
}
