/**
 * The types of a WSDL's `wsdl:types`, read back into the spec's vocabulary by inverting XmlSerializer's export
 * rules (type-resolver.ts): built-ins, enums and flags enums, classes with fields, attributes and inheritance,
 * `ArrayOfX` wrappers, DataSet and DataTable. A construct the spec cannot say is refused at its position,
 * naming it; nothing is dropped.
 */
import type { XmlElement } from "../../runtime/src/xml/tree.js";
import { DATA_CONTRACT_ONLY_TYPES, isSimpleTypeName, SIMPLE_TYPES, type SimpleTypeName } from "../../runtime/src/simple-types.js";
import { decodeStringData, isStringDataType, type DataType } from "../../runtime/src/text/string-data-types.js";
import { arrayOf, isValueType, specTypeName, STRUCTURED_TYPES } from "../model/type-resolver.js";
import { pascalName } from "../model/names.js";
import type { ComplexTypeModel, TypeModel } from "../model/types.js";
import type { RawArrayItem, RawComplexType, RawEnum, RawField, RawFieldBody, RawTypedDataSet, RawXmlSerializable } from "../spec/raw.js";

/** A class as import writes it: always with its fields (WCF's collection contracts have none; import writes none yet). */
type ImportedClass = RawComplexType & { fields: RawField[] };

/**
 * How the classes of schemas other than the service's are read: `none`, each the service's class of its name (the copy
 * XmlSerializer declares in every namespace a class of no namespace is met in); `all`, each a class of its own namespace
 * ([XmlType(Namespace)]); `outsideWrappers`, those of its own namespace but the classes of a namespace that holds a
 * SOAP message's element (a RequestNamespace's or ResponseNamespace's wrapper: the copies met there, lab root-copies:
 * ResponseNamespace's Order beside Line of a namespace of its own).
 */
export type Pinning = "none" | "outsideWrappers" | "all";
import { elementText } from "./element-text.js";
import { children, MS_TYPES_NS, WSDL_NS, XSD_NS, type QName, type WsdlDocument } from "./wsdl-document.js";

/** A field of the spec as read from a local element or attribute: its name and body. */
export interface ImportedField extends RawFieldBody {
  name: string;
}

/** A named type the spec declares, with where the WSDL declared it (for declaration order). */
interface Declared<T> {
  readonly body: T;
  readonly line: number;
}

/** XML Schema built-ins XmlSerializer uses, by XSD name; `guid` and `char` come from MS_TYPES_NS. */
const BY_XSD = new Map<string, SimpleTypeName>(
  Object.values(SIMPLE_TYPES)
    .filter((t) => t.xsd !== "guid" && t.xsd !== "char" && !DATA_CONTRACT_ONLY_TYPES.includes(t.name))
    .map((t) => [t.xsd, t.name]),
);

const WSDL_DATASET_ANY_NS = "urn:schemas-microsoft-com:xml-diffgram-v1";

/** A spec type name with the model type it stands for (to apply the wire rules the model derives). */
interface Typed {
  readonly name: string;
  readonly model: TypeModel;
  /** An array whose items are not XmlSerializer's default: the field or result says so with `arrayItem`. */
  readonly arrayItem?: RawArrayItem;
  /** A string of another XML Schema type ([XmlElement(DataType)]): the field says so with `dataType`. */
  readonly dataType?: DataType;
}

export class SchemaTypes {
  private readonly schemas = new Map<string, XmlElement[]>();
  /** usedOnlyWithin's answers, by namespace and name. */
  private readonly usedWithin = new Map<string, boolean>();
  readonly enums = new Map<string, Declared<RawEnum>>();
  readonly classes = new Map<string, Declared<ImportedClass> & { role: "types" | "headers" }>();
  private readonly enumModels = new Map<string, TypeModel>();
  private readonly classModels = new Map<string, TypeModel>();
  private readonly arrays = new Map<string, Typed>();

  constructor(
    private readonly doc: WsdlDocument,
    types: XmlElement | undefined,
    private readonly serviceNs: string,
    /** Whether classes of other schemas are of their namespace ([XmlType(Namespace)]) or the service's of that name. */
    private readonly pinning: Pinning = "none",
    /** A set's schema documents (their roots, adopted by `doc`), and the references to them that were resolved. */
    documents: { readonly schemas: readonly XmlElement[]; readonly references: ReadonlySet<XmlElement> } = { schemas: [], references: new Set() },
  ) {
    for (const schema of [...(types ? children(types, XSD_NS, "schema") : []), ...documents.schemas]) {
      const ns = doc.attribute(schema, "targetNamespace") ?? "";
      for (const child of children(schema, XSD_NS)) {
        if (documents.references.has(child)) continue;
        if (child.local === "include" || (child.local === "import" && doc.attribute(child, "schemaLocation") !== undefined)) {
          const location = doc.attribute(child, "schemaLocation");
          throw doc.error(
            child,
            location === undefined
              ? "includes a schema document without saying where it is"
              : `needs the schema document '${location}', which is not part of this WSDL; ASMX publishes schema documents beside the WSDL for a [WebServiceBinding] in another namespace, which import does not yet read`,
          );
        }
      }
      this.schemas.set(ns, [...(this.schemas.get(ns) ?? []), schema]);
    }
    for (const [ns, schemas] of this.schemas) if (ns !== MS_TYPES_NS) for (const schema of schemas) this.findStructs(schema, "");
    for (const [ns, schemas] of this.schemas) for (const schema of schemas) this.noteNamespace(schema, ns);
    this.findAnonymousNames();
    for (const schema of this.schemas.get(serviceNs) ?? []) this.findProvidedSchemas(schema);
    for (const schema of [...this.schemas.values()].flat()) for (const element of children(schema, XSD_NS, "element")) this.checkDataSetElement(element);
  }

  /** The target namespace of the schema each XML Schema element is declared in. */
  private readonly declaredIn = new Map<XmlElement, string>();

  private noteNamespace(element: XmlElement, ns: string): void {
    this.declaredIn.set(element, ns);
    for (const child of element.children) if (typeof child !== "string" && child.ns === XSD_NS) this.noteNamespace(child, ns);
  }

  /** Anonymous classes and enums read so far, by namespace and structure: the spec's type for each. */
  private readonly anonymous = new Map<string, Typed>();
  /** The .NET names the WSDL gives anonymous types, by namespace and structure (see findAnonymousNames). */
  private readonly anonymousNames = new Map<string, string>();

  /**
   * [XmlType(AnonymousType = true)] leaves a class or enum without a type name, but two elements still carry
   * it: an HTTP GET/POST result's global element (a `Body` part) is named after its type, and an array's item
   * element `X` of `ArrayOfX` too (lab xml-type-anonymous, xml-type-anonymous-more).
   */
  private findAnonymousNames(): void {
    const doc = this.doc;
    const note = (element: XmlElement, name: string | undefined): void => {
      const inline = children(element, XSD_NS)[0];
      if (name === undefined || doc.qname(element, "type") || (inline?.local !== "complexType" && inline?.local !== "simpleType")) return;
      const key = this.anonymousKey(element, inline);
      if (!this.anonymousNames.has(key)) this.anonymousNames.set(key, name);
    };
    for (const message of children(doc.root, WSDL_NS, "message")) {
      for (const part of children(message, WSDL_NS, "part")) {
        const name = doc.qname(part, "element");
        const global = doc.attribute(part, "name") === "Body" && name ? this.global("element", name) : undefined;
        if (global) note(global, name!.local);
      }
    }
    // Items named after their class first; then renamed items ([XmlArrayItem(ElementName)]), whose wrapper still
    // carries the class's name (`ArrayOfNote` of `Item` elements, lab AnonItems in cross-base).
    const arrays: { item: XmlElement; itemName: string | undefined; wrapper: string }[] = [];
    for (const schemas of this.schemas.values()) {
      for (const complex of schemas.flatMap((schema) => children(schema, XSD_NS, "complexType"))) {
        const wrapper = doc.attribute(complex, "name");
        if (!wrapper?.startsWith("ArrayOf")) continue;
        const sequence = children(complex, XSD_NS);
        const items = sequence.length === 1 && sequence[0]!.local === "sequence" ? children(sequence[0]!, XSD_NS) : [];
        if (items.length === 1 && items[0]!.local === "element") arrays.push({ item: items[0]!, itemName: doc.attribute(items[0]!, "name"), wrapper });
      }
    }
    const namesItems = (a: (typeof arrays)[number]): boolean => a.itemName !== undefined && new RegExp(`^ArrayOf${a.itemName.replace(/[.-]/g, "\\$&")}[0-9]*$`).test(a.wrapper);
    for (const a of arrays) if (namesItems(a)) note(a.item, a.itemName);
    for (const a of arrays) if (!namesItems(a)) note(a.item, a.wrapper.slice("ArrayOf".length));
  }

  /** An anonymous type's identity: its schema's namespace and its structure (white space aside). */
  private anonymousKey(element: XmlElement, inline: XmlElement): string {
    const shape = (e: XmlElement): string =>
      `<${e.local}${e.attributes.map((a) => ` ${a.name}="${a.value}"`).join("")}>${e.children.map((c) => (typeof c === "string" ? c.trim() : shape(c))).join("")}</${e.local}>`;
    return `${this.declaredIn.get(element) ?? ""} ${shape(inline)}`;
  }

  /** IXmlSerializable classes whose schema closes the service's, by type name: their schema's declarations. */
  private readonly provided = new Map<string, { readonly items: readonly XmlElement[]; readonly line: number }>();

  /**
   * The schemas IXmlSerializable classes provide ([XmlSchemaProvider]) close the service's schema, merged
   * after everything the exporter wrote: each one runs from the complex type its provider names to a global
   * element of that name and type, which the exporter never writes there (its global elements come before
   * their types, and messages refer to them). Read from the end, one block after another.
   */
  private findProvidedSchemas(schema: XmlElement): void {
    const doc = this.doc;
    const partElements = new Set<string>();
    for (const message of children(doc.root, WSDL_NS, "message")) {
      for (const part of children(message, WSDL_NS, "part")) {
        const element = doc.qname(part, "element");
        if (element) partElements.add(`${element.ns} ${element.local}`);
      }
    }
    const items = children(schema, XSD_NS).filter((e) => e.local !== "import");
    let end = items.length - 1;
    while (end > 0) {
      const last = items[end]!;
      const name = doc.attribute(last, "name");
      const type = doc.qname(last, "type");
      const plain = last.attributes.every((a) => a.ns !== "" || a.local === "name" || a.local === "type");
      if (last.local !== "element" || name === undefined || !plain || type?.ns !== this.serviceNs || type.local !== name) break;
      if (partElements.has(`${this.serviceNs} ${name}`)) break;
      const start = items.findIndex((e, i) => i < end && e.local === "complexType" && doc.attribute(e, "name") === name);
      if (start < 0) break;
      this.provided.set(name, { items: items.slice(start, end + 1), line: items[start]!.line });
      end = start - 1;
    }
  }

  /** IXmlSerializable classes met, by name: their schema text and position in the WSDL. */
  readonly xmlSerializables = new Map<string, Declared<RawXmlSerializable>>();

  /** An IXmlSerializable class of the service, whose provided schema the WSDL carries, if `type` is one. */
  private providedType(type: QName): Typed | undefined {
    const block = type.ns === this.serviceNs ? this.provided.get(type.local) : undefined;
    if (!block) return undefined;
    let declared = this.xmlSerializables.get(type.local);
    if (!declared) {
      declared = { line: block.line, body: { schema: block.items.map(elementText).join("\n") } };
      this.xmlSerializables.set(type.local, declared);
    }
    const model: TypeModel = { kind: "serializable", serializable: { name: type.local, schema: declared.body.schema } };
    return { name: type.local, model };
  }

  /** Classes .NET exports as structs (value types), found before any is read: `readonly structs`. */
  private readonly structs = new Set<string>();

  /**
   * A class that some local element uses with minOccurs="1" and no nillable is a .NET struct: XmlSerializer
   * writes a reference type minOccurs="0" (or nillable with IsNullable), a value type minOccurs="1".
   */
  private findStructs(element: XmlElement, parent: string): void {
    if (element.local === "element" && element.ns === XSD_NS && parent === "sequence") {
      const type = this.doc.qname(element, "type");
      const min = this.doc.attribute(element, "minOccurs") ?? "1";
      const nillable = this.doc.attribute(element, "nillable") === "true";
      if (type && type.ns !== XSD_NS && min === "1" && !nillable && !type.local.startsWith("ArrayOf") && this.global("complexType", type)) {
        this.structs.add(type.local);
      }
    }
    for (const child of element.children) if (typeof child !== "string" && child.ns === XSD_NS) this.findStructs(child, element.local);
  }

  /** A global declaration (`element`, `complexType`, `simpleType`) of `name`'s namespace. */
  global(kind: "element" | "complexType" | "simpleType" | "attribute", name: QName): XmlElement | undefined {
    for (const schema of this.schemas.get(name.ns) ?? []) {
      const found = children(schema, XSD_NS, kind).find((e) => this.doc.attribute(e, "name") === name.local);
      if (found) return found;
    }
    return undefined;
  }

  /** The members of an operation's wrapper element (`<s:element name="Op"><s:complexType><s:sequence>`). */
  wrapperMembers(wrapper: XmlElement): XmlElement[] {
    const complex = this.onlyChild(wrapper, "complexType", "an operation's wrapper element holds an anonymous complex type");
    for (const a of complex.attributes) {
      if (a.ns === "" && a.local !== "name") throw this.doc.error(complex, `the attribute ${a.name} on a wrapper's type is not ASMX's`);
    }
    const content = children(complex, XSD_NS);
    if (content.length === 0) return [];
    const sequence = content[0]!;
    if (content.length > 1 || sequence.local !== "sequence") {
      throw this.doc.error(content.length > 1 ? content[1]! : sequence, "an operation's wrapper holds one xs:sequence of parameters and nothing else", `s:${(content.length > 1 ? content[1]! : sequence).local}`);
    }
    // [XmlAnyElement] on a parameter or [return: XmlAnyElement] (labs any-parameters, any-parameters-more): one
    // xs:any, alone or beside other members.
    return this.sequenceElements(sequence, true);
  }

  private onlyChild(element: XmlElement, local: string, why: string): XmlElement {
    const all = children(element, XSD_NS);
    const found = all[0];
    if (all.length !== 1 || found?.local !== local) throw this.doc.error(found ?? element, why);
    return found;
  }

  /**
   * The members of a sequence: elements and choices, and in a class (`inClass`) one xs:any ([XmlAnyElement]), or
   * a wrapper's only member.
   */
  private sequenceElements(sequence: XmlElement, inClass = false): XmlElement[] {
    for (const a of sequence.attributes) {
      if (a.ns === "") throw this.doc.error(sequence, `xs:sequence with ${a.name} is not something XmlSerializer writes`);
    }
    const members = children(sequence, XSD_NS);
    let any: XmlElement | undefined;
    for (const member of members) {
      if (member.local === "any" && inClass) {
        // [XmlAnyElement] on an XmlElement[] (the lab's any-elements); one per class: a second one XmlSerializer refuses.
        if (any) throw this.doc.error(member, "a second xs:any in a class is not something XmlSerializer writes", "s:any");
        any = member;
        continue;
      }
      if (member.local !== "element" && member.local !== "choice") {
        throw this.doc.error(member, `${contentConstruct(member.local)} is not yet expressible in the spec format`, `s:${member.local}`);
      }
    }
    return members;
  }

  /**
   * A parameter, out parameter or class field read from its local element. `context` decides what the spec can
   * say there (only class fields may repeat without a wrapper).
   */
  field(element: XmlElement, context: "parameter" | "out" | "class", parentNs: string = this.serviceNs, taken: readonly string[] = []): ImportedField {
    const doc = this.doc;
    if (element.local === "choice") return this.namedAnyChoice(element, context, taken) ?? this.choiceField(element, context, taken);
    if (element.local === "any") return this.anyField(element, taken);
    // [XmlAnyElement(Name, Namespace)] on a class member (lab any-named) or a parameter (any-parameters-more).
    const namedAny = context !== "out" ? this.namedAny(element, parentNs, taken, { min: "0", max: "unbounded" }) : undefined;
    if (namedAny) return { ...namedAny.field, name: namedAny.memberName };
    // A parameter of a class with a root namespace ([XmlRoot(ElementName, Namespace)]): its global element.
    // One of a simple type or XmlElement of another namespace ([XmlElement(Namespace)] on the parameter, lab
    // result-namespace-simple) is read as a class member of that namespace is, below.
    if (context === "parameter" && doc.attribute(element, "ref") !== undefined && !this.plainReference(element)) return this.rootReference(element);
    // A member of another namespace ([XmlElement(Namespace)]) refers to a global element of that namespace's
    // schema, which carries its name, type, nillability and default; the reference carries its occurs.
    this.checkOccursWritten(element);
    const declaration = this.referredElement(element, context);
    const name = doc.required(declaration, "name");
    const min = doc.attribute(element, "minOccurs") ?? "1";
    const max = doc.attribute(element, "maxOccurs") ?? "1";
    const nillable = doc.attribute(declaration, "nillable") === "true";
    for (const a of declaration.attributes) {
      const allowed = declaration === element ? ["name", "type", "minOccurs", "maxOccurs", "nillable", "default", "form"] : ["name", "type", "nillable", "default"];
      if (a.ns === "" && !allowed.includes(a.local)) {
        throw doc.error(declaration, `the attribute ${a.name} is not yet expressible in the spec format`, `s:element ${a.local}`);
      }
    }
    const defaultValue = doc.attribute(declaration, "default");
    // Form = Unqualified ([XmlElement], [XmlArray]) on a class member; XmlSerializer writes no other form.
    const form = declaration === element ? doc.attribute(element, "form") : undefined;
    // On a parameter too (lab parameter-namespace-data, Local), an out parameter and a result (lab parameter-forms).
    if (form !== undefined && form !== "unqualified") {
      throw doc.error(element, `form="${form}" on ${context === "class" ? "a member" : `a ${context}`} is not something XmlSerializer writes`, "s:element form");
    }
    if ((min !== "0" && min !== "1") || (max !== "1" && max !== "unbounded")) {
      throw doc.error(element, `minOccurs="${min}" maxOccurs="${max}" is not something XmlSerializer writes`, "s:element occurs");
    }
    const typed = this.elementType(declaration);
    const valueType = isValueType(typed.model);
    const field: ImportedField = { name, type: typed.name, ...(typed.dataType !== undefined ? { dataType: typed.dataType } : {}) };
    const fieldNs = declaration === element ? parentNs : (doc.qname(element, "ref")?.ns ?? parentNs);
    if (fieldNs !== parentNs) field.namespace = fieldNs;
    if (form === "unqualified") field.unqualified = true;
    if (max === "unbounded") {
      if (context !== "class") throw doc.error(element, "a repeated parameter (maxOccurs=\"unbounded\") is not yet expressible in the spec format", "s:element maxOccurs");
      if (min !== "0") {
        throw doc.error(element, `an [XmlElement] array's items (maxOccurs="unbounded") with minOccurs="${min}" are not something XmlSerializer writes`, "s:element");
      }
      field.type = `${typed.name}[]`;
      field.repeated = true;
      // [XmlElement(IsNullable = true)] on an array member: its items may be nil.
      if (nillable) field.nullable = true;
      return field;
    }
    if (typed.arrayItem) field.arrayItem = { ...typed.arrayItem };
    // [XmlArrayItem(Namespace)]: the wrapper type lives in its items' namespace, not in the element's.
    const typeNs = doc.qname(declaration, "type")?.ns;
    if (typed.model.kind === "array" && typeNs !== undefined && typeNs !== fieldNs) {
      const item = typed.model.item;
      if (item.kind !== "simple" && item.kind !== "enum" && item.kind !== "complex") {
        throw doc.error(declaration, `an array of ${typed.name.replace(/\[\]$/, "")} items in a namespace of their own ([XmlArrayItem(Namespace)]) is not yet expressible in the spec format (items of simple types and enums are)`, "s:element type");
      }
      field.arrayItem = { ...field.arrayItem, namespace: typeNs };
    }
    if (defaultValue !== undefined) {
      // [DefaultValue]: XmlSerializer exports it on an optional element of a simple type or an enum, a class
      // member's or a parameter's (lab parameter-defaults).
      const simpleOptional = min === "0" && !nillable && (typed.model.kind === "simple" || typed.model.kind === "enum");
      if (context === "out" && simpleOptional) {
        throw doc.error(element, "a default value on a result or out parameter ([DefaultValue]) is not yet supported: the lab's XmlSerializer fails to write such a response, so what ASMX sends is not recorded (test/reference/lab/parameter-defaults/)", "s:element default");
      }
      if ((context !== "class" && context !== "parameter") || !simpleOptional) {
        throw doc.error(element, `a default value on ${context === "class" ? `a ${typed.name} element with minOccurs="${min}"${nillable ? ' nillable="true"' : ""}` : `a ${context}`} is not something XmlSerializer writes`, "s:element default");
      }
      // [DefaultValue] with DataType: the schema says the default as written (`x_x0020_y` for an NMTOKEN `x y`).
      field.default = typed.dataType !== undefined && isStringDataType(typed.dataType) ? decodeStringData(typed.dataType, defaultValue) : defaultValue;
      return field;
    }
    if (valueType) {
      if (nillable) field.nullable = true;
      if (min === "0") field.optional = true;
    } else if (nillable && min === "1") {
      field.nullable = true;
    } else if (min === "1" && typed.model.kind === "simple") {
      // A string or byte[] always sent and never said nillable: a SqlTypes struct (SqlString, SqlBinary),
      // whose schema provider names the XML type of a value type.
      field.sqlType = true;
    } else if (min !== "0" || nillable) {
      throw doc.error(
        element,
        `a ${typed.name} with minOccurs="${min}"${nillable ? ' nillable="true"' : ""} is not yet expressible in the spec format: XmlSerializer writes a class minOccurs="0", or minOccurs="1" nillable="true" with [XmlElement(IsNullable = true)]; minOccurs="1" alone is a .NET struct's`,
        "s:element",
      );
    }
    return field;
  }

  /**
   * `[XmlElement("A", typeof(A)), XmlElement("B", typeof(B))]` on a member: `<s:choice minOccurs="1"
   * maxOccurs="1">` of optional elements of classes, or of simple values (`[XmlChoiceIdentifier]`, the value
   * types' elements minOccurs="1"); on an array member (class fields only), `minOccurs="0"
   * maxOccurs="unbounded"`. The member is of the classes' nearest common base class, of the simple values'
   * type when they share one, else object; the WSDL does not say its name, which wsdl.exe makes Item (Items
   * for an array; Item1 when a field has that name).
   */
  /**
   * An [XmlAnyElement(Name, Namespace)] member's element (the lab's any-named): `ref=` a global element of mixed,
   * any content (`<s:complexType mixed="true"><s:sequence><s:any maxOccurs="unbounded" /></s:sequence><s:anyAttribute />`)
   * in its namespace's schema, or such an element in place (a name in the class's namespace), with `occurs`;
   * undefined when `element` is not one.
   */
  /** An [XmlAnyElement(Name, Namespace)] parameter's or result's element (namedAny), its field; undefined if not one. */
  namedAnyParameter(element: XmlElement, parentNs: string): ImportedField | undefined {
    return this.namedAny(element, parentNs, [], { min: "0", max: "unbounded" })?.field;
  }

  private namedAny(
    element: XmlElement,
    parentNs: string,
    taken: readonly string[],
    occurs: { min: string; max: string },
  ): { field: ImportedField; memberName: string; name: string; namespace?: string } | undefined {
    const doc = this.doc;
    if (element.local !== "element") return undefined;
    if (doc.attribute(element, "minOccurs") !== occurs.min || doc.attribute(element, "maxOccurs") !== occurs.max) return undefined;
    const ref = doc.qname(element, "ref");
    const declaration = ref && ref.ns !== XSD_NS && this.schemas.has(ref.ns) ? this.global("element", ref) : ref ? undefined : element;
    if (declaration === undefined || !this.anyElementContent(declaration)) return undefined;
    const own = ref ? ["ref", "minOccurs", "maxOccurs"] : ["name", "minOccurs", "maxOccurs"];
    if (element.attributes.some((a) => a.ns === "" && !own.includes(a.local))) return undefined;
    if (ref && declaration.attributes.some((a) => a.ns === "" && a.local !== "name")) return undefined;
    const name = doc.required(declaration, "name");
    const namespace = ref && ref.ns !== parentNs ? ref.ns : undefined;
    let memberName = name;
    for (let n = 1; taken.includes(memberName); n++) memberName = `${name}${n}`;
    const any = namespace === undefined ? { name } : { name, namespace };
    return { field: { name: memberName, type: "XmlElement[]", any }, memberName, ...any };
  }

  /** An element's content is the mixed, any one of [XmlAnyElement(Name)]'s element (namedAny). */
  private anyElementContent(element: XmlElement): boolean {
    const doc = this.doc;
    const bare = (e: XmlElement, names: string[] = []): boolean => e.attributes.every((a) => a.ns !== "" || names.includes(a.local));
    const [complex, ...more] = children(element, XSD_NS);
    if (!complex || more.length > 0 || complex.local !== "complexType" || doc.attribute(complex, "mixed") !== "true" || !bare(complex, ["mixed"])) return false;
    const [sequence, anyAttribute, ...rest] = children(complex, XSD_NS);
    if (!sequence || !anyAttribute || rest.length > 0 || sequence.local !== "sequence" || anyAttribute.local !== "anyAttribute") return false;
    if (!bare(sequence) || !bare(anyAttribute) || children(anyAttribute, XSD_NS).length > 0) return false;
    const [any, ...others] = children(sequence, XSD_NS);
    return any !== undefined && others.length === 0 && any.local === "any" && bare(any, ["maxOccurs"]) && doc.attribute(any, "maxOccurs") === "unbounded" && children(any, XSD_NS).length === 0;
  }

  /**
   * Several [XmlAnyElement(Name, Namespace)] on one member (the lab's any-several): `<s:choice minOccurs="0"
   * maxOccurs="unbounded">` of namedAny elements each `minOccurs="0" maxOccurs="1"`; undefined when not that.
   */
  private namedAnyChoice(choice: XmlElement, context: "parameter" | "out" | "class", taken: readonly string[]): ImportedField | undefined {
    const doc = this.doc;
    if (context !== "class" || doc.attribute(choice, "minOccurs") !== "0" || doc.attribute(choice, "maxOccurs") !== "unbounded") return undefined;
    const items = children(choice, XSD_NS);
    if (items.length < 2) return undefined;
    const named = items.map((item) => this.namedAny(item, this.serviceNs, [], { min: "0", max: "1" }));
    if (named.some((n) => n === undefined || n.namespace === undefined)) return undefined;
    return { name: anyName(taken), type: "XmlElement[]", any: named.map((n) => ({ name: n!.name, namespace: n!.namespace! })) };
  }

  private choiceField(choice: XmlElement, context: "parameter" | "out" | "class", taken: readonly string[]): ImportedField {
    const doc = this.doc;
    const min = doc.attribute(choice, "minOccurs");
    const max = doc.attribute(choice, "maxOccurs");
    // A repeated choice: an array member's, an array parameter's ([XmlChoiceIdentifier] on object[], lab
    // choice-parameters) or an array out parameter's (lab choice-out-repeated).
    const repeated = min === "0" && max === "unbounded";
    if (!(repeated || (min === "1" && max === "1")) || choice.attributes.some((a) => a.ns === "" && a.local !== "minOccurs" && a.local !== "maxOccurs")) {
      throw doc.error(choice, 'a choice other than one of single optional elements (minOccurs="1" maxOccurs="1") or a repeated one (minOccurs="0" maxOccurs="unbounded") is not yet expressible in the spec format', "s:choice");
    }
    const elements = this.choiceElements(choice, "0", false);
    const base = repeated ? "Items" : "Item";
    let name = base;
    for (let n = 1; taken.includes(name); n++) name = `${base}${n}`;
    const values = elements.filter((e) => e.simple);
    // Classes and simple values together: an object member whose value names its element (lab choice-mixed);
    // only a class member's choice of classes alone is picked by $type. A parameter's or result's is not recorded.
    const mixed = values.length > 0 && values.length < elements.length;
    if (mixed && context !== "class") {
      throw doc.error(choice, "a choice of classes and simple values together is expressible on class members (test/reference/lab/choice-mixed), not yet on a parameter or result: not asked of the lab there", "s:choice");
    }
    const types = [...new Set(elements.map((e) => e.type))];
    const declared = values.length === 0 ? this.commonBase(elements) : types.length === 1 && !mixed ? types[0]! : "object";
    return {
      name,
      type: repeated ? `${declared}[]` : declared,
      ...(repeated ? { repeated: true } : {}),
      choice: elements.map((e) => ({ name: e.name, type: e.type })),
    };
  }

  /**
   * The elements of a choice: each a class's, with the given minOccurs and nillability, or a simple type's
   * (a value type's minOccurs="1", as XmlSerializer exports it).
   */
  private choiceElements(choice: XmlElement, min: string, nillable: boolean | undefined): { name: string; type: string; nillable: boolean; simple: boolean }[] {
    const doc = this.doc;
    return children(choice, XSD_NS).map((member) => {
      if (member.local !== "element") throw doc.error(member, `${contentConstruct(member.local)} inside a choice is not yet expressible in the spec format`, `s:${member.local}`);
      for (const a of member.attributes) {
        if (a.ns === "" && !["name", "type", "minOccurs", "maxOccurs", "nillable"].includes(a.local)) throw doc.error(member, `the attribute ${a.name} on a choice's element is not yet expressible in the spec format`, `s:element ${a.local}`);
      }
      const type = doc.qname(member, "type");
      // An anonymous class's complexType inline (lab xml-type-anonymous-places); nothing else is written there.
      const inline = type ? undefined : children(member, XSD_NS)[0];
      if (!type && inline?.local !== "complexType") throw doc.error(member, "a choice's element without a type holds an anonymous class's complex type, the only one XmlSerializer writes there", "s:element");
      const typed = type ? this.named(member, type) : this.elementType(member);
      if (!type && !(typed.model.kind === "complex" && typed.model.complex.anonymous)) throw doc.error(inline!, "a choice's element holds an anonymous class's complex type, not a DataSet's or any other structure", "s:complexType");
      this.noDataType(member, typed, "a choice's element");
      if (typed.model.kind !== "complex" && typed.model.kind !== "simple") {
        throw doc.error(member, `a choice of ${typed.name} values is not yet expressible in the spec format; choices of classes and of simple values are`, "s:choice");
      }
      const simple = typed.model.kind === "simple";
      const expectedMin = simple && isValueType(typed.model) ? "1" : min;
      const memberNillable = doc.attribute(member, "nillable") === "true";
      if (doc.attribute(member, "minOccurs") !== expectedMin || doc.attribute(member, "maxOccurs") !== "1" || (nillable !== undefined && memberNillable !== nillable)) {
        throw doc.error(member, `a choice's element with minOccurs="${doc.attribute(member, "minOccurs") ?? ""}" maxOccurs="${doc.attribute(member, "maxOccurs") ?? ""}"${memberNillable ? ' nillable="true"' : ""} is not something XmlSerializer writes here`, "s:element occurs");
      }
      return { name: doc.required(member, "name"), type: typed.name, nillable: memberNillable, simple };
    });
  }

  /**
   * The nearest class every element's class is or derives from (the .NET member's type); `object` when they
   * share none ([XmlElement(typeof(Pallet)), XmlElement(typeof(Carton))] on an object member: the value then
   * names its element, as a choice of simple values does).
   */
  private commonBase(elements: readonly { type: string }[]): string {
    const chain = (name: string): string[] => {
      const names: string[] = [];
      for (let n: string | undefined = name; n !== undefined && !names.includes(n); n = this.classes.get(n)?.body.base) names.push(n);
      return names;
    };
    const chains = elements.map((e) => chain(e.type));
    return chains[0]!.find((name) => chains.every((c) => c.includes(name))) ?? "object";
  }

  /**
   * XmlSerializer's exporter writes minOccurs and maxOccurs on every local element; a schema without them was
   * written by another tool (Dynamics CRM 4 writes its own), whose rules the spec cannot promise to follow.
   */
  private checkOccursWritten(element: XmlElement): void {
    if (this.doc.attribute(element, "minOccurs") === undefined && this.doc.attribute(element, "maxOccurs") === undefined) {
      throw this.doc.error(
        element,
        "a local element without minOccurs and maxOccurs is not something ASMX's schema exporter writes (it writes both on every one): this schema was written by another tool",
        "s:element occurs",
      );
    }
  }

  /** The global element a local `ref` names (checked), or the element itself when it has a name. */
  private referredElement(element: XmlElement, context: "parameter" | "out" | "class"): XmlElement {
    const doc = this.doc;
    const ref = doc.qname(element, "ref");
    if (!ref) return element;
    // A parameter's: [XmlElement(Namespace)] on it (lab result-namespace-simple); an out parameter's of a simple type,
    // an enum or a class (lab parameter-namespace-types), not of an XmlElement (not recorded).
    const target = this.global("element", ref);
    // An undeclared target is refused where the reference is read.
    if (context === "out" && target !== undefined && !(this.plainReference(element) && this.doc.qname(target, "type") !== undefined)) {
      throw doc.error(element, "an out parameter in another namespace other than of a simple type, an enum or a class is not yet expressible in the spec format (not recorded; test/reference/lab/parameter-namespace-types has those)", "s:element ref");
    }
    for (const a of element.attributes) {
      if (a.ns === "" && !["ref", "minOccurs", "maxOccurs"].includes(a.local)) {
        throw doc.error(element, `the attribute ${a.name} beside ref is not something XmlSerializer writes`, `s:element ${a.local}`);
      }
    }
    if (ref.ns === XSD_NS || ref.ns === MS_TYPES_NS || !this.schemas.has(ref.ns)) {
      throw doc.error(element, `ref="${doc.attribute(element, "ref")}" names an element of '${ref.ns}', which this WSDL has no schema for`, "s:element ref");
    }
    const global = this.global("element", ref);
    if (!global) throw doc.error(element, `the element '${ref.local}' is not declared in the schema of '${ref.ns}'`, "s:element ref");
    return global;
  }

  /**
   * An operation's result element: minOccurs="1" for value types, "0" for the rest, and nillable="true" with
   * minOccurs="1" for a nullable result (`decimal?`, [return: XmlElement(IsNullable = true)]).
   */
  result(element: XmlElement): ImportedField & { namespace?: string } {
    const doc = this.doc;
    if (doc.attribute(element, "ref") !== undefined) return this.nodeResultReference(element) ?? this.rootReference(element);
    for (const a of element.attributes) {
      if (a.ns === "" && a.local === "default") {
        throw doc.error(element, "a default value on a result or out parameter ([DefaultValue]) is not yet supported: the lab's XmlSerializer fails to write such a response, so what ASMX sends is not recorded (test/reference/lab/parameter-defaults/)", "s:element default");
      }
      if (a.ns === "" && !["name", "type", "minOccurs", "maxOccurs", "nillable", "form"].includes(a.local)) {
        throw doc.error(element, `the attribute ${a.name} on a result element is not yet expressible in the spec format`, `s:element ${a.local}`);
      }
    }
    this.checkOccursWritten(element);
    // [return: XmlElement(Form = Unqualified)] on a class result (lab parameter-forms, GetBox); on an array it is
    // flat (maxOccurs="unbounded", refused below), on other types not recorded.
    const form = doc.attribute(element, "form");
    const name = doc.required(element, "name");
    const min = doc.attribute(element, "minOccurs") ?? "1";
    const max = doc.attribute(element, "maxOccurs") ?? "1";
    const nillable = doc.attribute(element, "nillable") === "true";
    const typed = this.elementType(element);
    const expectedMin = isValueType(typed.model) || nillable ? "1" : "0";
    if (max !== "1" || min !== expectedMin) {
      throw doc.error(element, `a result with minOccurs="${min}" maxOccurs="${max}"${nillable ? ' nillable="true"' : ""} is not something ASMX writes for a ${typed.name}`, "s:element occurs");
    }
    if (form !== undefined && (form !== "unqualified" || typed.model.kind !== "complex" || nillable)) {
      throw doc.error(element, `form="${form}" on a result of type ${typed.name}${nillable ? " that is nillable" : ""} is not yet expressible in the spec format (recorded: test/reference/lab/parameter-forms has it on a class result)`, "s:element form");
    }
    return {
      name,
      type: typed.name,
      ...(form === "unqualified" ? { unqualified: true } : {}),
      ...(typed.dataType !== undefined ? { dataType: typed.dataType } : {}),
      ...(typed.arrayItem ? { arrayItem: { ...typed.arrayItem } } : {}),
      ...(nillable ? { nullable: true } : {}),
    };
  }

  /**
   * A bare method's parameter or result ([SoapDocumentMethod(ParameterStyle = Bare)]): a global element with a
   * name, a type and nillable only, of a simple type, an enum, a class or an array of them (what the lab has
   * shown: bare-parameters, bare-more).
   */
  bareElement(element: XmlElement): ImportedField {
    const doc = this.doc;
    for (const a of element.attributes) {
      if (a.ns === "" && a.local !== "name" && a.local !== "type" && a.local !== "nillable") {
        throw doc.error(element, `the attribute ${a.name} on a bare method's element is not yet expressible in the spec format`, `s:element ${a.local}`);
      }
    }
    const typed = this.elementType(element);
    const plain = (model: Typed["model"]): boolean => model.kind === "simple" || model.kind === "enum" || model.kind === "complex" || (model.kind === "array" && plain(model.item));
    if (!plain(typed.model)) {
      throw doc.error(element, `a bare method's element of type ${typed.name} is not yet expressible in the spec format (simple types, enums, classes and arrays of them are)`, "s:element type");
    }
    // A nullable value's element is nillable (lab bare-more: int? n).
    const nillable = doc.attribute(element, "nillable") === "true";
    // [XmlElement(DataType)] on a bare parameter or result: the global element's type (lab all-named, BareTyped).
    return {
      name: doc.required(element, "name"),
      type: typed.name,
      ...(typed.dataType !== undefined ? { dataType: typed.dataType } : {}),
      ...(typed.arrayItem ? { arrayItem: { ...typed.arrayItem } } : {}),
      ...(nillable ? { nullable: true } : {}),
    };
  }

  /**
   * A bare method's part of another namespace's global element: a class's root element of that namespace
   * ([XmlRoot(ElementName, Namespace)], lab xml-root-more, RootBare); the class's name.
   */
  bareRoot(global: XmlElement, name: QName): string {
    const doc = this.doc;
    if (!this.schemas.has(name.ns)) throw doc.error(global, `the element '${name.local}' of '${name.ns}' is not in a schema of this WSDL`, "wsdl:part element");
    const typed = this.rootClass(global, "a bare method's element of another namespace that is not a class's root element ([XmlRoot(Namespace)])", "wsdl:part element");
    this.noteRoot(global, typed.name, { name: name.local, namespace: name.ns, ...(doc.attribute(global, "nillable") === "true" ? {} : { nullable: false }) });
    return typed.name;
  }

  /**
   * The class a root element ([XmlRoot(Namespace)]) stands for: a global element of another namespace typed with a
   * class of a schema other than the service's (a third one: [XmlRoot] beside [XmlType(Namespace)], lab
   * xml-root-more, RootTyped). `what` and `construct` say what else the element would be, for the refusal.
   */
  private rootClass(global: XmlElement, what: string, construct: string): Typed {
    const doc = this.doc;
    for (const a of global.attributes) {
      if (a.ns === "" && !["name", "type", "nillable"].includes(a.local)) {
        throw doc.error(global, `the attribute ${a.name} on a class's root element is not yet expressible in the spec format`, `s:element ${a.local}`);
      }
    }
    const type = doc.qname(global, "type");
    const typed = type && type.ns !== this.serviceNs && this.schemas.has(type.ns) ? this.named(global, type) : undefined;
    if (!typed || typed.model.kind !== "complex" || typed.model.complex.struct) {
      throw doc.error(global, `${what} is not yet expressible in the spec format`, construct);
    }
    return typed;
  }

  /**
   * [return: XmlElement(Name, Namespace)] on an XmlElement or XmlNode result (lab result-renamed): `<s:element
   * minOccurs="0" maxOccurs="1" ref="s1:Renamed" />`, a global element of another namespace of any content (mixed for
   * an XmlNode). Undefined when the element referred to is typed (a class's root element: rootReference).
   */
  private nodeResultReference(element: XmlElement): (ImportedField & { namespace: string }) | undefined {
    const doc = this.doc;
    const ref = doc.requiredQname(element, "ref");
    if (ref.ns === this.serviceNs || !this.schemas.has(ref.ns)) return undefined;
    const global = this.global("element", ref);
    if (!global) return undefined;
    const type = doc.qname(global, "type");
    if (type?.ns === XSD_NS) return this.simpleResultReference(element, global, ref);
    // An enum or class result of [return: XmlElement(Namespace)] (lab result-namespace-simple, GetColor and GetBox):
    // XmlSerializer copies the type into that namespace's schema, the import reads it as the service's of its name.
    // A class's root element ([XmlRoot(Namespace)], rootReference) is referred to with minOccurs="1", a class result
    // of [return: XmlElement(Namespace)] with "0".
    if (type !== undefined && type.ns === ref.ns) {
      const typed = this.named(global, type);
      const kind = typed.model.kind;
      if (kind === "enum" || (kind === "complex" && (doc.attribute(element, "minOccurs") === "0" || this.nullableCopy(global, type)))) return this.typedResultReference(element, global, ref, typed);
    }
    if (type !== undefined) return undefined;
    for (const a of [...element.attributes, ...global.attributes]) {
      if (a.ns === "" && !["ref", "minOccurs", "maxOccurs", "name"].includes(a.local)) return undefined;
    }
    const typed = this.elementType(global);
    if (typed.model.kind !== "xml") return undefined;
    if (doc.attribute(element, "minOccurs") !== "0" || doc.attribute(element, "maxOccurs") !== "1") {
      throw doc.error(element, `an ${typed.name} result of another namespace with minOccurs="${doc.attribute(element, "minOccurs") ?? ""}" maxOccurs="${doc.attribute(element, "maxOccurs") ?? ""}" is not something ASMX writes`, "s:element occurs");
    }
    return { name: ref.local, type: typed.name, namespace: ref.ns };
  }

  /**
   * [return: XmlElement(Name, Namespace)] on an enum or class result (lab result-namespace-simple, GetColor, GetBox):
   * `ref=` a global element of that namespace typed with the type's copy there (`type="s1:Color"`, not nillable);
   * minOccurs="1" for an enum, "0" for a class (absent when null); a nullable one's nillable, minOccurs="1" (lab
   * parameter-namespace-data GetBox, result-namespace-values GetSize).
   */
  private typedResultReference(element: XmlElement, global: XmlElement, ref: QName, typed: Typed): ImportedField & { namespace: string } {
    const doc = this.doc;
    for (const a of element.attributes) {
      if (a.ns === "" && !["ref", "minOccurs", "maxOccurs"].includes(a.local)) {
        throw doc.error(element, `the attribute ${a.name} beside ref is not something XmlSerializer writes`, `s:element ${a.local}`);
      }
    }
    // A nullable class's is nillable, minOccurs="1" (lab parameter-namespace-data, GetBox); a nullable enum's too
    // (lab result-namespace-values, GetSize).
    const nillable = doc.attribute(global, "nillable") === "true";
    for (const a of global.attributes) {
      if (a.ns === "" && !["name", "type", ...(nillable ? ["nillable"] : [])].includes(a.local)) {
        throw doc.error(global, `the attribute ${a.name} on ${typed.model.kind === "enum" ? "an enum" : "a class"} result's element of another namespace is not something the lab has shown ASMX write (test/reference/lab/result-namespace-simple)`, `s:element ${a.local}`);
      }
    }
    const expectedMin = typed.model.kind === "enum" || nillable ? "1" : "0";
    if (doc.attribute(element, "minOccurs") !== expectedMin || doc.attribute(element, "maxOccurs") !== "1") {
      throw doc.error(element, `a ${typed.name} result of another namespace with minOccurs="${doc.attribute(element, "minOccurs") ?? ""}" maxOccurs="${doc.attribute(element, "maxOccurs") ?? ""}" is not something ASMX writes`, "s:element occurs");
    }
    return { name: ref.local, type: typed.name, namespace: ref.ns, ...(nillable ? { nullable: true } : {}) };
  }

  /**
   * [return: XmlElement(Name, Namespace)] on a result of an XML Schema type (lab result-namespace-simple): `ref=` a
   * global element of that namespace typed `s:string`, `s:int`...; minOccurs="0" for a string (absent when null),
   * "1" for a value type, whose global element is nillable="true" when nullable (int?).
   */
  private simpleResultReference(element: XmlElement, global: XmlElement, ref: QName): ImportedField & { namespace: string } {
    const doc = this.doc;
    for (const a of element.attributes) {
      if (a.ns === "" && !["ref", "minOccurs", "maxOccurs"].includes(a.local)) {
        throw doc.error(element, `the attribute ${a.name} beside ref is not something XmlSerializer writes`, `s:element ${a.local}`);
      }
    }
    for (const a of global.attributes) {
      if (a.ns === "" && !["name", "type", "nillable"].includes(a.local)) {
        throw doc.error(global, `the attribute ${a.name} on a result's element of another namespace is not yet expressible in the spec format`, `s:element ${a.local}`);
      }
    }
    const typed = this.elementType(global);
    const nillable = doc.attribute(global, "nillable") === "true";
    // A dataType (token...) too (lab parameter-namespace-data, GetToken).
    if (typed.model.kind !== "simple" || (nillable && !isValueType(typed.model))) {
      throw doc.error(global, `a result of another namespace of type ${typed.name}${nillable ? ' with nillable="true"' : ""} is not something the lab has shown ASMX write (test/reference/lab/result-namespace-simple)`, "s:element type");
    }
    const expectedMin = isValueType(typed.model) ? "1" : "0";
    if (doc.attribute(element, "minOccurs") !== expectedMin || doc.attribute(element, "maxOccurs") !== "1") {
      throw doc.error(element, `a ${typed.name} result of another namespace with minOccurs="${doc.attribute(element, "minOccurs") ?? ""}" maxOccurs="${doc.attribute(element, "maxOccurs") ?? ""}" is not something ASMX writes`, "s:element occurs");
    }
    return { name: ref.local, type: typed.name, namespace: ref.ns, ...(typed.dataType !== undefined ? { dataType: typed.dataType } : {}), ...(nillable ? { nullable: true } : {}) };
  }

  /**
   * Whether a parameter's `ref=` names a global element of another namespace typed with an XML Schema type or of
   * any content (an XmlElement): [XmlElement(Namespace)] on the parameter, not a class's root element.
   */
  private plainReference(element: XmlElement): boolean {
    const ref = this.doc.requiredQname(element, "ref");
    if (ref.ns === this.serviceNs || !this.schemas.has(ref.ns)) return false;
    const global = this.global("element", ref);
    if (!global) return false;
    const type = this.doc.qname(global, "type");
    if (type === undefined) return this.elementType(global).model.kind === "xml";
    // A guid or char parameter: Microsoft's types namespace, a third schema (lab parameter-namespace-types).
    if (type.ns === XSD_NS || type.ns === MS_TYPES_NS) return true;
    // An enum or class parameter of [XmlElement(Namespace)], its type copied into that namespace (lab
    // parameter-namespace-types); a class's root element ([XmlRoot(Namespace)]) is referred to with minOccurs="1".
    if (type.ns !== ref.ns) return false;
    const kind = this.named(global, type).model.kind;
    return kind === "enum" || (kind === "complex" && (this.doc.attribute(element, "minOccurs") === "0" || this.nullableCopy(global, type)));
  }

  /**
   * Whether a nillable global element of another namespace, referred to with minOccurs="1", is a nullable class's
   * of [XmlElement(Namespace, IsNullable = true)] (lab parameter-namespace-data: `b`, `ob`, `GetBoxResult`), its
   * class copied there, rather than a class's root element ([XmlRoot(Namespace)], lab xml-root: `Thing`): the
   * service's schema declares a class of that name too (a root's class is declared in its root's namespace alone).
   * Where it does not, the two forms publish the same WSDL and travel alike; the root's reading is kept.
   */
  private nullableCopy(global: XmlElement, type: QName): boolean {
    return this.doc.attribute(global, "nillable") === "true" && this.global("complexType", { ns: this.serviceNs, local: type.local }) !== undefined;
  }

  /**
   * A result or parameter of a class with a root namespace ([XmlRoot(ElementName, Namespace)], lab xml-root):
   * `<s:element minOccurs="1" maxOccurs="1" ref="s1:Thing" />`, a global element of another namespace typed
   * with a class of that namespace, which the class's `root` says. The field is named after the element.
   */
  private rootReference(element: XmlElement): ImportedField {
    const doc = this.doc;
    for (const a of element.attributes) {
      if (a.ns === "" && !["ref", "minOccurs", "maxOccurs"].includes(a.local)) {
        throw doc.error(element, `the attribute ${a.name} beside ref is not something XmlSerializer writes`, `s:element ${a.local}`);
      }
    }
    const ref = doc.requiredQname(element, "ref");
    if (doc.attribute(element, "minOccurs") !== "1" || doc.attribute(element, "maxOccurs") !== "1") {
      throw doc.error(element, `a root element reference with minOccurs="${doc.attribute(element, "minOccurs") ?? ""}" maxOccurs="${doc.attribute(element, "maxOccurs") ?? ""}" is not something ASMX writes`, "s:element occurs");
    }
    if (ref.ns === this.serviceNs || !this.schemas.has(ref.ns)) {
      throw doc.error(element, `ref="${doc.attribute(element, "ref")}" names an element of '${ref.ns}', which is not a second schema of this WSDL`, "s:element ref");
    }
    const global = this.global("element", ref);
    if (!global) throw doc.error(element, `the element '${ref.local}' is not declared in the schema of '${ref.ns}'`, "s:element ref");
    const typed = this.rootClass(global, "a result or parameter referring to a global element other than a class's of its namespace ([XmlRoot(Namespace)])", "s:element ref");
    const nullable = doc.attribute(global, "nillable") === "true" ? {} : { nullable: false as const };
    const known = this.classes.get(typed.name)!.body.root;
    // Two results or parameters of one class referring to elements of two names: [XmlRoot(Namespace)] alone, each
    // its own global element there (lab xml-root-more, RootAlone).
    if (known?.namespace === ref.ns && known.nullable === undefined && nullable.nullable === undefined && known.name !== ref.local) this.noteUnnamedRoot(typed.name);
    else this.noteRoot(global, typed.name, { name: ref.local, namespace: ref.ns, ...nullable });
    return { name: ref.local, type: typed.name };
  }

  /**
   * An HTTP GET/POST result document's global element: a class's not nillable is [XmlRoot(IsNullable = false)]
   * (lab xml-root).
   */
  httpResultElement(element: XmlElement, elementNs: string): void {
    const type = this.doc.qname(element, "type");
    const declared = type && this.classes.get(type.local);
    if (!type || !declared || declared.body.struct) return;
    const name = this.doc.attribute(element, "name");
    const nillable = this.doc.attribute(element, "nillable") === "true";
    const root = declared.body.root;
    // Named otherwise than its type in the type's namespace, other than the service's, where the SOAP result said no
    // root (a nullable or renamed result is an element of the response wrapper): [XmlRoot(ElementName, Namespace)]
    // (lab root-copies, Find: `FindResult nillable="true" type="s3:Line"`, the HTTP document `s3:LineRoot`).
    if (root === undefined && name !== undefined && name !== type.local && type.ns !== this.serviceNs && elementNs === type.ns) {
      this.noteRoot(element, type.local, { name, namespace: type.ns, ...(nillable ? {} : { nullable: false }) });
      return;
    }
    if (root?.namespace !== undefined) {
      // The document's root named after the type, where the SOAP result is an element of another name of that
      // namespace: [XmlRoot(Namespace)] alone (lab xml-root-more, RootAlone).
      if (root.name !== undefined && name === type.local && name !== root.name && type.ns === root.namespace && nillable && root.nullable === undefined) this.noteUnnamedRoot(type.local);
      return;
    }
    // Named otherwise than its type, in the service's namespace: [XmlRoot(ElementName)] alone (lab xml-root-more).
    if (name !== undefined && name !== type.local && type.ns === this.serviceNs) this.noteRoot(element, type.local, { name, ...(nillable ? {} : { nullable: false }) });
    else if (!nillable) this.noteRoot(element, type.local, { nullable: false });
  }

  /**
   * Says a class's [XmlRoot(Namespace)] alone, once an element of its namespace met as its root (see rootReference)
   * turns out to be one of several: the class's `root` loses its name.
   */
  private noteUnnamedRoot(className: string): void {
    const body = this.classes.get(className)!.body;
    if (body.root?.name !== undefined) body.root = { namespace: body.root.namespace! };
  }

  /** Says a class's [XmlRoot], its `root` written before its fields; one class has one. */
  private noteRoot(at: XmlElement, className: string, root: NonNullable<RawComplexType["root"]>): void {
    const body = this.classes.get(className)!.body;
    const known = body.root;
    if (known && (known.name !== root.name || known.namespace !== root.namespace || known.nullable !== root.nullable)) {
      throw this.doc.error(at, `the class '${className}' has two root elements: one [XmlRoot] names one`, "s:element");
    }
    const fields = body.fields;
    delete (body as Partial<ImportedClass>).fields;
    // Its type's namespace is the root's ([XmlType] gives none).
    if (root.namespace !== undefined && body.namespace === root.namespace) delete body.namespace;
    body.root = root;
    body.fields = fields;
  }

  /** The type of a local or global element: its `type`, or the DataSet, DataTable and XmlNode shapes ASMX writes inline. */
  elementType(element: XmlElement): Typed {
    const type = this.doc.qname(element, "type");
    const inline = children(element, XSD_NS);
    if (type) {
      if (inline.length > 0) throw this.doc.error(inline[0]!, "an element with a type has no content of its own");
      return this.named(element, type);
    }
    const complex = inline[0];
    if (inline.length === 0) {
      // No type and no content: xs:anyType, which XmlSerializer writes for an object (an ArrayList's items).
      return { name: "object", model: { kind: "object" } };
    }
    if (inline.length === 1 && complex?.local === "simpleType") return this.anonymousEnum(element, complex);
    if (inline.length !== 1 || complex?.local !== "complexType") {
      throw this.doc.error(complex ?? element, "an element without a type needs an anonymous complex type", `s:${complex?.local ?? "element"}`);
    }
    const structured = this.structured(complex);
    if (structured) return structured;
    const typedDataSet = this.typedDataSetNamespace(complex);
    if (typedDataSet !== undefined) return this.typedDataSet(complex, typedDataSet);
    return this.anonymousClass(element, complex);
  }

  /**
   * A global element of a DataSet's shape (`s:schema` then any) is named DataSet by ASMX; under another name it is
   * an IXmlSerializable class without [XmlSchemaProvider] (GetSchema returning null: sweep2-types Catalog's
   * PropertyBag; lab xml-serializable-bare), whose XML is whatever its WriteXml writes. ASMX writes it only as the
   * HTTP GET/POST result document of a method returning the class: read-service claims it there
   * (bareSerializable); one no HTTP result names is refused (checkBareSerializables).
   */
  private checkDataSetElement(element: XmlElement): void {
    const name = this.doc.attribute(element, "name");
    const inline = children(element, XSD_NS);
    if (name === undefined || name === "DataSet" || this.doc.qname(element, "type") || inline.length !== 1 || inline[0]!.local !== "complexType") return;
    if (this.structured(inline[0]!)?.model.kind !== "dataSet") return;
    this.bareShaped.set(element, name);
  }

  /** Global elements of a DataSet's shape under another name, and whether an HTTP result claimed each. */
  private readonly bareShaped = new Map<XmlElement, string>();
  private readonly bareClaimed = new Set<XmlElement>();

  /**
   * The IXmlSerializable class without a schema provider whose HTTP GET/POST result document `element` is (a
   * global element of a DataSet's shape named after the class), noted for the spec; undefined for another element.
   */
  bareSerializable(element: XmlElement): string | undefined {
    const name = this.bareShaped.get(element);
    if (name === undefined) return undefined;
    this.bareClaimed.add(element);
    if (!this.xmlSerializables.has(name)) this.xmlSerializables.set(name, { line: element.line, body: {} });
    return name;
  }

  /** Refuses a global element of a DataSet's shape under another name that no HTTP result document is. */
  checkBareSerializables(): void {
    for (const [element, name] of this.bareShaped) {
      if (this.bareClaimed.has(element)) continue;
      throw this.doc.error(
        element,
        `the element '${name}' holds a DataSet's schema (s:schema, then any) under another name, and no HTTP GET/POST result document is it: ASMX writes such an element only for the HTTP result of a method returning an IXmlSerializable class without [XmlSchemaProvider] (test/reference/lab/xml-serializable-bare), so this document was not written by ASMX`,
        "s:element name",
      );
    }
  }

  /** The spec's name for an anonymous type: the one the WSDL gives it, else its first element's, made free. */
  private anonymousName(element: XmlElement, key: string): string {
    const name = this.anonymousNames.get(key) ?? pascalName(this.doc.required(element, "name"));
    return this.freeClassName(/^[\p{L}_][\p{L}\p{N}_]*$/u.test(name) ? name : `_${name.replace(/[^\p{L}\p{N}_]/gu, "_")}`);
  }

  /**
   * A class of [XmlType(AnonymousType = true)]: its complexType inline in each element of it (lab
   * xml-type-anonymous). One class per namespace and structure, named as findAnonymousNames finds.
   */
  private anonymousClass(element: XmlElement, complex: XmlElement): Typed {
    const doc = this.doc;
    const key = this.anonymousKey(element, complex);
    const known = this.anonymous.get(key);
    if (known) return known;
    const attribute = complex.attributes.find((a) => a.ns === "");
    if (attribute) {
      throw doc.error(complex, `an anonymous complex type with ${attribute.name}="${attribute.value}" is not something ASMX writes ([XmlType(AnonymousType = true)] classes have no base, subclasses or mixed content)`, `s:complexType ${attribute.local}`);
    }
    const content = children(complex, XSD_NS)[0];
    // simpleContent: an [XmlText] class's (lab xml-type-anonymous-forms), read by fillClass as a named one's.
    if (content?.local === "complexContent") {
      throw doc.error(content, "an anonymous complex type extending a base is not something ASMX writes: an [XmlType(AnonymousType = true)] class cannot derive (no xsi:type could name it)", "s:complexContent");
    }
    const ns = this.declaredIn.get(element) ?? this.serviceNs;
    const name = this.anonymousName(element, key);
    const model: TypeModel = {
      kind: "complex",
      complex: {
        name,
        tsName: pascalName(name),
        typeName: name,
        anonymous: true,
        role: "type",
        abstract: false,
        struct: false,
        derived: [],
        xmlInclude: true,
        fields: [],
        attributes: [],
        anyAttribute: false,
        inputForm: false,
      },
    };
    const typed: Typed = { name, model };
    // Registered before its fields are read, so that a class holding itself resolves.
    this.anonymous.set(key, typed);
    const body: ImportedClass = { anonymous: true, fields: [] };
    this.classes.set(name, { body, line: complex.line, role: "types" });
    this.fillClass(complex, { ns, local: name }, body, name);
    return typed;
  }

  /**
   * An enum of [XmlType(AnonymousType = true)]: its restriction inline in each element of it (lab
   * xml-type-anonymous-enum), a [Flags] enum's xs:list of it (lab xml-type-anonymous-forms).
   */
  private anonymousEnum(element: XmlElement, simple: XmlElement): Typed {
    const key = this.anonymousKey(element, simple);
    const known = this.anonymous.get(key);
    if (known) return known;
    if (simple.attributes.some((a) => a.ns === "")) throw this.doc.error(simple, "an anonymous simple type with attributes is not something XmlSerializer writes", "s:simpleType");
    const typed = this.enumType(simple, this.anonymousName(element, key), true);
    this.anonymous.set(key, typed);
    return typed;
  }

  /** Typed DataSets met, by namespace: their name (the schema's id), schema text and position in the WSDL. */
  readonly dataSets = new Map<string, Declared<RawTypedDataSet> & { name: string }>();

  /** A typed DataSet: the DataSet schema of its namespace, carried as the WSDL writes it. */
  private typedDataSet(at: XmlElement, namespace: string): Typed {
    const schemas = this.schemas.get(namespace)!;
    if (schemas.length !== 1) throw this.doc.error(schemas[1] ?? at, `a typed DataSet's namespace '${namespace}' has ${schemas.length} schemas; ASMX writes one`, "s:schema");
    const schema = schemas[0]!;
    const name = this.doc.attribute(schema, "id");
    if (name === undefined || !/^[\p{L}_][\p{L}\p{N}_]*$/u.test(name)) {
      throw this.doc.error(schema, "a typed DataSet's schema names its DataSet class in its id attribute; this one does not", "xs:schema id");
    }
    let declared = this.dataSets.get(namespace);
    if (!declared) {
      declared = { name, line: schema.line, body: { namespace, schema: elementText(schema) } };
      this.dataSets.set(namespace, declared);
    }
    return { name, model: { kind: "dataSet", typed: { name, namespace, schema: declared.body.schema, dataSetName: name } } };
  }

  /** The namespace of a typed DataSet's content (`<s:sequence><s:any namespace="..." /></s:sequence>`), if it is one. */
  private typedDataSetNamespace(complex: XmlElement): string | undefined {
    const content = children(complex, XSD_NS);
    if (content.length !== 1 || content[0]!.local !== "sequence") return undefined;
    const items = children(content[0]!, XSD_NS);
    if (items.length !== 1 || items[0]!.local !== "any") return undefined;
    const namespace = this.doc.attribute(items[0]!, "namespace");
    return namespace !== undefined && this.schemas.has(namespace) ? namespace : undefined;
  }

  /**
   * `DataSet` (`s:schema` then any), `DataTable` (XML Schema then diffgram), `XmlNode` (a mixed any) or
   * `XmlElement` (an any), as ASMX writes them.
   */
  private structured(complex: XmlElement): Typed | undefined {
    const attr = (e: XmlElement, name: string): string | undefined => this.doc.attribute(e, name);
    const only = (e: XmlElement, names: string[]): boolean => e.attributes.every((a) => a.ns !== "" || names.includes(a.local));
    const mixed = attr(complex, "mixed");
    if (!only(complex, ["mixed"]) || (mixed !== undefined && mixed !== "true")) return undefined;
    const content = children(complex, XSD_NS);
    if (content.length !== 1 || content[0]!.local !== "sequence" || !only(content[0]!, [])) return undefined;
    const items = children(content[0]!, XSD_NS);
    if (items.length === 1 && items[0]!.local === "any" && only(items[0]!, [])) {
      const node = mixed ? "XmlNode" : "XmlElement";
      return { name: node, model: { kind: "xml", node } };
    }
    if (mixed) return undefined;
    if (items.length === 2 && items[0]!.local === "element" && items[1]!.local === "any") {
      const ref = this.doc.qname(items[0]!, "ref");
      if (ref?.ns === XSD_NS && ref.local === "schema" && only(items[0]!, ["ref"]) && only(items[1]!, [])) {
        return { name: "DataSet", model: { kind: "dataSet" } };
      }
    }
    if (items.length === 2 && items[0]!.local === "any" && items[1]!.local === "any") {
      const [schema, diffgram] = items as [XmlElement, XmlElement];
      if (
        attr(schema, "namespace") === XSD_NS &&
        attr(schema, "minOccurs") === "0" &&
        attr(schema, "maxOccurs") === "unbounded" &&
        attr(schema, "processContents") === "lax" &&
        attr(diffgram, "namespace") === WSDL_DATASET_ANY_NS &&
        attr(diffgram, "minOccurs") === "1" &&
        attr(diffgram, "processContents") === "lax" &&
        only(schema, ["namespace", "minOccurs", "maxOccurs", "processContents"]) &&
        only(diffgram, ["namespace", "minOccurs", "processContents"])
      ) {
        return { name: "DataTable", model: { kind: "dataTable" } };
      }
    }
    return undefined;
  }

  /** A named type, by QName: a built-in, .NET's guid or char, or an enum, array or class of the service. */
  named(at: XmlElement, type: QName): Typed {
    if (type.ns === XSD_NS && isStringDataType(type.local)) {
      // [XmlElement(DataType = "token")] and the like on a string member.
      return { name: "string", model: { kind: "simple", simple: SIMPLE_TYPES.string, dataType: type.local }, dataType: type.local };
    }
    if (type.ns === XSD_NS && type.local === "time") {
      // [XmlElement(DataType = "time")] on a DateTime member.
      return { name: "dateTime", model: { kind: "simple", simple: SIMPLE_TYPES.dateTime, dataType: "time" }, dataType: "time" };
    }
    if (type.ns === XSD_NS && type.local === "hexBinary") {
      // [XmlElement(DataType = "hexBinary")] on a byte[] member.
      return { name: "base64Binary", model: { kind: "simple", simple: SIMPLE_TYPES.base64Binary, dataType: "hexBinary" }, dataType: "hexBinary" };
    }
    if (type.ns === XSD_NS) {
      const simple = BY_XSD.get(type.local);
      if (!simple) {
        // XmlSerializer writes .NET's object as an element without a type; a type named s:anyType comes from a
        // schema a class writes itself (IXmlSerializable with [XmlSchemaProvider]), whose XML is its own code's.
        if (type.local === "anyType") {
          throw this.doc.error(
            at,
            "type s:anyType named explicitly: XmlSerializer's exporter writes an object as an element without a type, so this schema was written by a class itself (IXmlSerializable with [XmlSchemaProvider]), whose XML the WSDL does not determine",
            "s:element type",
          );
        }
        throw this.doc.error(at, `the XML Schema type '${type.local}' is not one XmlSerializer maps a .NET type to`, "s:element type");
      }
      return { name: simple, model: { kind: "simple", simple: SIMPLE_TYPES[simple] } };
    }
    if (type.ns === MS_TYPES_NS) {
      if (type.local !== "guid" && type.local !== "char") throw this.doc.error(at, `'${type.local}' is not one of .NET's types (guid, char)`, "s:element type");
      this.checkMsType(type.local);
      return { name: type.local, model: { kind: "simple", simple: SIMPLE_TYPES[type.local] } };
    }
    if (!this.schemas.has(type.ns)) {
      throw this.doc.error(at, `the type '${type.local}' is in the namespace '${type.ns}', which this WSDL has no schema for`, "s:element type");
    }
    const provided = this.providedType(type);
    if (provided) return provided;
    const simpleType = this.global("simpleType", type);
    // Like classes, XmlSerializer declares an enum in each namespace it meets it in. Pinned, an enum declared in
    // one other schema alone is of that namespace ([XmlType(Namespace)] on it, lab enum-namespace), unless only
    // that schema's own declarations use it: then it was met there and nowhere else, and needs no namespace.
    if (simpleType) return this.enumType(simpleType, type.local, false, this.pinning !== "none" && type.ns !== this.serviceNs && this.declaredOnlyIn(type) && !this.usedOnlyWithin(type) ? type.ns : undefined);
    const complexType = this.global("complexType", type);
    if (!complexType) throw this.doc.error(at, `the type '${type.local}' is not declared in the schema of '${type.ns}'`, "s:element type");
    return this.complexType(complexType, type);
  }

  /** .NET's own `guid` / `char` declarations must be the ones it writes (a pattern, an unsignedShort). */
  private checkMsType(local: "guid" | "char"): void {
    const declared = this.global("simpleType", { ns: MS_TYPES_NS, local });
    if (!declared) throw this.doc.error(this.doc.root, `'${local}' is used but not declared in the schema of ${MS_TYPES_NS}`, "s:simpleType");
  }

  /** Whether a simple type of this name is declared in the schema of `type`'s namespace and in no other. */
  private wrappers: ReadonlySet<string> | undefined;
  /** The namespaces other than the service's of the elements the WSDL's messages name (the SOAP wrappers' among them). */
  private wrapperNamespaces(): ReadonlySet<string> {
    this.wrappers ??= new Set(
      children(this.doc.root, WSDL_NS, "message")
        .flatMap((m) => children(m, WSDL_NS, "part"))
        .map((p) => this.doc.qname(p, "element")?.ns)
        .filter((ns): ns is string => ns !== undefined && ns !== this.serviceNs),
    );
    return this.wrappers;
  }

  private declaredOnlyIn(type: QName): boolean {
    return [...this.schemas.keys()].every((ns) => ns === type.ns || this.global("simpleType", { ns, local: type.local }) === undefined);
  }

  /**
   * Whether every `type` naming this simple type stands in its own namespace's schema: no other schema's
   * declaration and no message part (an HTTP GET/POST parameter) names it. Read once per type.
   */
  private usedOnlyWithin(type: QName): boolean {
    const key = `${type.ns} ${type.local}`;
    const known = this.usedWithin.get(key);
    if (known !== undefined) return known;
    const names = (element: XmlElement): boolean => {
      const named = this.doc.qname(element, "type");
      if (named?.ns === type.ns && named.local === type.local) return true;
      return element.children.some((c) => typeof c !== "string" && names(c));
    };
    const outside = [...this.schemas].some(([ns, schemas]) => ns !== type.ns && schemas.some(names)) || children(this.doc.root, WSDL_NS, "message").some(names);
    this.usedWithin.set(key, !outside);
    return !outside;
  }

  private enumType(simpleType: XmlElement, name: string, anonymous = false, namespace?: string): Typed {
    const known = this.enumModels.get(name);
    if (known) return { name: known.kind === "enum" ? (known.enum.specName ?? name) : name, model: known };
    // An enum named like a built-in type (`int`: [XmlType("int")] or a C# `enum @int`) keeps that name on the wire
    // as its typeName, as such a class does; the spec names it `int1` (lab enum-builtin-names).
    const specName = isBuiltInTypeName(name) ? this.freeClassName(name) : name;
    const doc = this.doc;
    const content = children(simpleType, XSD_NS);
    let restriction = content[0];
    let flags = false;
    if (content.length === 1 && restriction?.local === "list") {
      flags = true;
      const inner = this.onlyChild(restriction, "simpleType", "a flags enum's xs:list holds an anonymous simple type");
      restriction = this.onlyChild(inner, "restriction", "a flags enum's list item restricts s:string");
    }
    if (content.length !== 1 || restriction?.local !== "restriction") {
      throw doc.error(restriction ?? simpleType, "a simple type other than an enum is not yet expressible in the spec format", "s:simpleType");
    }
    const base = doc.qname(restriction, "base");
    if (base?.ns !== XSD_NS || base.local !== "string") {
      throw doc.error(restriction, `a restriction of '${base?.local ?? "nothing"}' (facets) is not yet expressible in the spec format; enums restrict s:string`, "s:restriction");
    }
    const values: string[] = [];
    for (const facet of children(restriction, XSD_NS)) {
      if (facet.local !== "enumeration") throw doc.error(facet, "only enumeration facets make an enum", `s:${facet.local}`);
      values.push(doc.required(facet, "value"));
    }
    const body: RawEnum = {
      ...(specName !== name ? { typeName: name } : {}),
      ...(namespace !== undefined ? { namespace } : {}),
      ...(flags ? { ...(anonymous ? { anonymous: true } : {}), flags: true, values: Object.fromEntries(flagBits(values)) } : { ...(anonymous ? { anonymous: true } : {}), values }),
    };
    this.enums.set(specName, { body, line: simpleType.line });
    const model: TypeModel = {
      kind: "enum",
      // The importer's own view of the type (array names); the spec it writes names the TypeScript side.
      enum: { name, ...(specName !== name ? { specName } : {}), tsName: pascalName(specName), values, numbers: values.map((_, i) => i), flags, ...(anonymous ? { anonymous: true as const } : {}), ...(namespace !== undefined ? { namespace } : {}) },
    };
    this.enumModels.set(name, model);
    return { name: specName, model };
  }

  private complexType(complexType: XmlElement, type: QName): Typed {
    const name = type.local;
    const arrayKey = `${type.ns} ${name}`;
    const knownArray = this.arrays.get(arrayKey);
    if (knownArray) return knownArray;
    const pinned = this.pinning !== "none" && type.ns !== this.serviceNs && !(this.pinning === "outsideWrappers" && this.wrapperNamespaces().has(type.ns));
    const classKey = pinned ? arrayKey : name;
    const known = this.classModels.get(classKey);
    if (known) return { name: specTypeName(known), model: known };
    const array = this.arrayType(complexType, name);
    if (array) {
      this.arrays.set(arrayKey, array);
      return array;
    }
    // Pinned, a class of another schema is of that namespace ([XmlType(Namespace)]): the same name there may be
    // another class (Endicia's LabelNumberService.Core.CustomsInfo). It takes its name, or wsdl.exe's numbered one.
    // A class named like a built-in type (`int`, `stream`: [XmlType("int")] or a lower-case C# class) keeps that
    // name on the wire as its typeName; the spec names it `int1`.
    const specName = pinned || isBuiltInTypeName(name) ? this.freeClassName(name) : name;
    // Registered before its fields are read, so that recursive classes resolve.
    const model: TypeModel = {
      kind: "complex",
      complex: {
        name: specName,
        tsName: pascalName(specName),
        typeName: name,
        ...(pinned ? { namespace: type.ns } : {}),
        role: "type",
        abstract: false,
        struct: this.structs.has(name),
        derived: [],
        xmlInclude: true,
        fields: [],
        attributes: [],
        anyAttribute: false,
        inputForm: false,
      },
    };
    this.classModels.set(classKey, model);
    const body: ImportedClass = {
      ...(pinned ? { namespace: type.ns } : {}),
      ...(specName !== name ? { typeName: name } : {}),
      ...(this.structs.has(name) ? { struct: true } : {}),
      fields: [],
    };
    this.classes.set(specName, { body, line: complexType.line, role: "types" });
    this.fillClass(complexType, type, body, specName);
    // Subclasses travel wherever their base does ([XmlInclude]): ASMX lists them even when nothing names them.
    for (const [ns, schemas] of this.schemas) {
      for (const other of schemas.flatMap((schema) => children(schema, XSD_NS, "complexType"))) {
        const extension = children(children(other, XSD_NS, "complexContent")[0] ?? other, XSD_NS, "extension")[0];
        const base = extension && this.doc.qname(extension, "base");
        const otherName = this.doc.attribute(other, "name");
        if (base?.ns === type.ns && base.local === name && otherName !== undefined) this.complexType(other, { ns, local: otherName });
      }
    }
    return { name: specName, model };
  }

  /** `name`, or `name1`, `name2`, ... when the service's schema or another class has it. */
  private freeClassName(name: string): string {
    const taken = (candidate: string): boolean =>
      isBuiltInTypeName(candidate) ||
      this.classes.has(candidate) ||
      this.enums.has(candidate) ||
      this.global("complexType", { ns: this.serviceNs, local: candidate }) !== undefined ||
      this.global("simpleType", { ns: this.serviceNs, local: candidate }) !== undefined;
    if (!taken(name)) return name;
    let n = 1;
    while (taken(`${name}${n}`)) n++;
    return `${name}${n}`;
  }

  /** `ArrayOfX`: a sequence of one unbounded, optional element named as XmlSerializer names X's items. */
  private arrayType(complexType: XmlElement, name: string): Typed | undefined {
    if (!name.startsWith("ArrayOf")) return undefined;
    const content = children(complexType, XSD_NS);
    if (content.length === 1 && content[0]!.local === "choice") return this.choiceArrayType(content[0]!, name);
    if (content.length !== 1 || content[0]!.local !== "sequence" || complexType.attributes.some((a) => a.ns === "" && a.local !== "name")) return undefined;
    const items = children(content[0]!, XSD_NS);
    const item = items[0];
    if (items.length !== 1 || item?.local !== "element") return undefined;
    const doc = this.doc;
    if (doc.attribute(item, "minOccurs") !== "0" || doc.attribute(item, "maxOccurs") !== "unbounded") return undefined;
    const itemType = this.elementType(item);
    const expected = arrayOf(itemType.model);
    const itemName = doc.required(item, "name");
    const nillable = doc.attribute(item, "nillable") === "true";
    // [XmlArrayItem(Form = Unqualified)]; XmlSerializer writes no other form.
    const form = doc.attribute(item, "form");
    if (form !== undefined && form !== "unqualified") return undefined;
    // ArrayOfX of nillable items of a DataSet's shape named X: an IXmlSerializable class X without
    // [XmlSchemaProvider] (lab xml-serializable-more), its name shown by its items' (a DataSet's are ArrayOfDataSet).
    if (itemType.model.kind === "dataSet" && itemType.model.typed === undefined && itemName !== "DataSet" && name === `ArrayOf${itemName}` && nillable && form === undefined && /^[\p{L}_][\p{L}\p{N}_]*$/u.test(itemName)) {
      if (!this.xmlSerializables.has(itemName)) this.xmlSerializables.set(itemName, { line: item.line, body: {} });
      return { name: `${itemName}[]`, model: arrayOf({ kind: "serializable", serializable: { name: itemName } }) };
    }
    const numbered = name.startsWith(expected.typeName) && /^[1-9][0-9]*$/.test(name.slice(expected.typeName.length));
    if (expected.typeName !== name && !numbered) {
      throw doc.error(
        complexType,
        `an array of ${itemType.name} whose wrapper is named '${name}' is not yet expressible in the spec format; XmlSerializer names it '${expected.typeName}'`,
        "s:complexType ArrayOf",
      );
    }
    // [XmlArrayItem(ElementName, IsNullable)]: the spec says the items' name and nillability where they differ.
    const arrayItem: RawArrayItem = {
      ...(itemName !== expected.itemElement ? { name: itemName } : {}),
      ...(nillable !== expected.itemNillable ? { nillable } : {}),
      ...(form === "unqualified" ? { unqualified: true } : {}),
      ...(numbered ? { typeName: name } : {}),
      ...(itemType.dataType !== undefined ? { dataType: itemType.dataType } : {}),
      // [XmlArrayItem(NestingLevel = 1)]: the inner arrays' own rule.
      ...(itemType.arrayItem ? { items: itemType.arrayItem } : {}),
    };
    const model = { ...expected, typeName: name, itemElement: itemName, itemNillable: nillable, ...(form === "unqualified" ? { itemUnqualified: true as const } : {}) };
    return { name: `${itemType.name}[]`, model, ...(Object.keys(arrayItem).length ? { arrayItem } : {}) };
  }

  /**
   * `ArrayOfChoice1`: `[XmlArrayItem("A", typeof(A)), XmlArrayItem("B", typeof(B))]` on an array member, a
   * `<s:choice minOccurs="0" maxOccurs="unbounded">` of single elements of classes.
   */
  private choiceArrayType(choice: XmlElement, name: string): Typed {
    const doc = this.doc;
    if (!/^ArrayOfChoice[1-9][0-9]*$/.test(name)) {
      throw doc.error(choice, `an array of a choice named '${name}' is not yet expressible in the spec format; XmlSerializer names it ArrayOfChoice1, ArrayOfChoice2, ...`, "s:choice");
    }
    if (doc.attribute(choice, "minOccurs") !== "0" || doc.attribute(choice, "maxOccurs") !== "unbounded") {
      throw doc.error(choice, "an array's choice other than minOccurs=\"0\" maxOccurs=\"unbounded\" is not something XmlSerializer writes", "s:choice");
    }
    const first = children(choice, XSD_NS)[0];
    const nillable = first !== undefined && doc.attribute(first, "nillable") === "true";
    const elements = this.choiceElements(choice, "1", nillable);
    if (elements.some((e) => e.simple)) throw doc.error(choice, "an array of a choice of simple values ([XmlArrayItem] of simple types) is not yet expressible in the spec format", "s:choice");
    const declared = this.commonBase(elements);
    const model = (type: string): ComplexTypeModel => {
      const found = [...this.classModels.values()].find((m) => m.kind === "complex" && m.complex.name === type);
      return (found as { complex: ComplexTypeModel }).complex;
    };
    // Classes without a common base: an object array whose items name their element (as a choice of values).
    const choiceModel: TypeModel =
      declared === "object"
        ? { kind: "choice", by: "element", declared: { kind: "object" }, elements: elements.map((e) => ({ element: e.name, type: { kind: "complex", complex: model(e.type) } })) }
        : { kind: "choice", by: "class", declared: model(declared), elements: elements.map((e) => ({ element: e.name, type: model(e.type) })) };
    const arrayItem: RawArrayItem = {
      ...(nillable ? {} : { nillable: false }),
      ...(name !== "ArrayOfChoice1" ? { typeName: name } : {}),
      choice: elements.map((e) => ({ name: e.name, type: e.type })),
    };
    return { name: `${declared}[]`, model: { ...arrayOf(choiceModel), typeName: name, itemNillable: nillable }, arrayItem };
  }

  /**
   * `<s:any minOccurs="0" maxOccurs="unbounded" />` in a class's sequence: an [XmlAnyElement] XmlElement[] member;
   * `maxOccurs="1"` a lone XmlElement. The WSDL does not say the member's name: it is Any (Any1... when a member
   * has that name).
   */
  private anyField(element: XmlElement, taken: readonly string[]): ImportedField {
    const doc = this.doc;
    const min = doc.attribute(element, "minOccurs");
    const max = doc.attribute(element, "maxOccurs");
    const other = element.attributes.find((a) => a.ns === "" && a.local !== "minOccurs" && a.local !== "maxOccurs" && !(a.local === "namespace" && max === "unbounded"));
    if (other) {
      throw doc.error(element, `xs:any with ${other.name} ([XmlAnyElement(Name, Namespace)] or a schema not XmlSerializer's) is not yet expressible in the spec format`, `s:any ${other.local}`);
    }
    if (children(element, XSD_NS).length > 0) throw doc.error(element, "xs:any with content is not something XmlSerializer writes", "s:any");
    // A lone [XmlAnyElement] XmlElement (the lab's any-lone).
    if (min === "0" && max === "1") return { name: anyName(taken), type: "XmlElement", any: true };
    if (min !== "0" || max !== "unbounded") {
      throw doc.error(element, `xs:any with minOccurs="${min ?? "1"}" maxOccurs="${max ?? "1"}" is not something XmlSerializer writes`, "s:any occurs");
    }
    // [XmlAnyElement(Namespace)] without a name (the lab's any-named): the namespace in the schema only.
    const namespace = doc.attribute(element, "namespace");
    return { name: anyName(taken), type: "XmlElement[]", any: namespace === undefined ? true : { namespace } };
  }

  private fillClass(complexType: XmlElement, type: QName, body: ImportedClass, specName: string): void {
    const name = type.local;
    const doc = this.doc;
    let mixed: XmlElement | undefined;
    for (const a of complexType.attributes) {
      if (a.ns !== "" || a.local === "name") continue;
      if (a.local === "abstract" && a.value === "true") body.abstract = true;
      // [XmlText] beside [XmlAnyElement] (lab mixed-content): checked below, once the members are read.
      else if (a.local === "mixed" && a.value === "true" && !body.abstract) mixed = complexType;
      else throw doc.error(complexType, `the attribute ${a.name}="${a.value}" ${a.local === "mixed" ? "(mixed content) " : ""}is not yet expressible in the spec format`, `s:complexType ${a.local}`);
    }
    let content = children(complexType, XSD_NS);
    const refuseMixed = (): never => {
      throw doc.error(complexType, 'the attribute mixed="true" (mixed content) is not yet expressible in the spec format beside other than one xs:any minOccurs="0" maxOccurs="unbounded" and attributes ([XmlText] string beside [XmlAnyElement] XmlElement[], lab mixed-content)', "s:complexType mixed");
    };
    if (mixed && content[0]?.local !== "sequence" && content[0]?.local !== "complexContent") refuseMixed();
    if (content[0]?.local === "simpleContent") {
      // [XmlText]: the element's text is a simple value; the class's other members are attributes. .NET
      // does not say the member's name; wsdl.exe calls it Value.
      if (content.length !== 1) throw doc.error(content[1]!, "nothing follows a simpleContent", `s:${content[1]!.local}`);
      const ext = this.onlyChild(content[0], "extension", "a class's simpleContent is an extension of a simple type");
      const base = doc.qname(ext, "base");
      if (!base) throw doc.error(ext, "has no base attribute");
      const typed = this.named(ext, base);
      // Extending a class: its subclass, the text inherited, attributes of its own (lab text-inheritance, Tagged).
      if (typed.model.kind === "complex") body.base = typed.name;
      else if (typed.model.kind !== "simple" && typed.model.kind !== "enum") throw doc.error(ext, `the text of '${name}' is a ${typed.name}, not a simple type or an enum`, "s:extension");
      // [XmlText(DataType)]: the text by the data type's rules (lab data-type-results).
      else body.fields.push({ name: "Value", type: typed.name, text: true, ...(typed.dataType !== undefined ? { dataType: typed.dataType } : {}) });
      const attributes = children(ext, XSD_NS);
      let at = 0;
      for (; at < attributes.length && attributes[at]!.local === "attribute"; at++) body.fields.push(this.attributeField(attributes[at]!, type.ns));
      // [XmlAnyAttribute] beside [XmlText] (lab any-attributes-more, Amount): after the attributes, as in a plain class.
      if (attributes[at]?.local === "anyAttribute") this.anyAttributeOf(attributes[at++]!, specName);
      const extra = attributes[at];
      if (extra) throw doc.error(extra, `${contentConstruct(extra.local)} is not yet expressible in a class with text content`, `s:${extra.local}`);
      return;
    }
    const extension = content[0]?.local === "complexContent" ? content[0] : undefined;
    if (extension) {
      if (content.length !== 1) throw doc.error(content[1]!, "nothing follows a complexContent", `s:${content[1]!.local}`);
      const ext = this.onlyChild(extension, "extension", "a class's complexContent is an extension of its base class");
      const base = doc.qname(ext, "base");
      if (!base) throw doc.error(ext, "has no base attribute");
      const baseTyped = this.named(ext, base);
      if (baseTyped.model.kind !== "complex") throw doc.error(ext, `the base '${base.local}' is not a class`);
      body.base = baseTyped.name;
      content = children(ext, XSD_NS);
    }
    // `mixed="true"` beside complexContent: a string [XmlText] on a subclass of a class of attributes alone (lab
    // text-inheritance, Memo); its extension holds attributes only.
    const textOfSubclass = mixed !== undefined && extension !== undefined;
    let i = 0;
    if (content[i]?.local === "sequence") {
      if (textOfSubclass) refuseMixed();
      for (const member of this.sequenceElements(content[i]!, true)) body.fields.push(this.field(member, "class", type.ns, body.fields.map((f) => (typeof f === "string" ? f : f.name))));
      i++;
    }
    if (mixed && !textOfSubclass) {
      // The text and the any member, both unnamed in the WSDL: `Text` (wsdl.exe's name) first, as Annotations.cs
      // declares them; the WSDL does not say their order, nor XmlElement[] from XmlNode[] (the same schema).
      const only = body.fields.length === 1 ? body.fields[0] : undefined;
      if (typeof only !== "object" || only.any !== true || only.type !== "XmlElement[]") refuseMixed();
    }
    for (; i < content.length && content[i]!.local === "attribute"; i++) body.fields.push(this.attributeField(content[i]!, type.ns));
    if (mixed) {
      const taken = body.fields.map((f) => (typeof f === "string" ? f : f.name));
      let text = "Text";
      for (let n = 1; taken.includes(text); n++) text = `Text${n}`;
      body.fields.unshift({ name: text, type: "string", text: true });
    }
    if (content[i]?.local === "anyAttribute") this.anyAttributeOf(content[i++]!, specName);
    if (i < content.length) {
      const extra = content[i]!;
      throw doc.error(extra, `${contentConstruct(extra.local)} is not yet expressible in the spec format`, `s:${extra.local}`);
    }
  }

  private attributeField(attribute: XmlElement, classNs: string): ImportedField {
    const doc = this.doc;
    const ref = doc.qname(attribute, "ref");
    if (ref) {
      // [XmlAttribute(Namespace)]: a global attribute of that namespace's schema, its use not said (lab
      // qualified-attributes: an int's is not use="required" either); read as the plain member it most likely is.
      if (attribute.attributes.some((a) => a.ns === "" && a.local !== "ref")) {
        throw doc.error(attribute, "an attribute reference with other attributes than ref is not something XmlSerializer writes", "s:attribute ref");
      }
      const global = this.global("attribute", ref);
      if (!global || ref.ns === classNs) throw doc.error(attribute, `the attribute reference '${ref.local}' names no global attribute of another namespace`, "s:attribute ref");
      for (const a of global.attributes) {
        if (a.ns === "" && !["name", "type"].includes(a.local)) throw doc.error(global, `the attribute ${a.name} on a global attribute is not yet expressible in the spec format`, `s:attribute ${a.local}`);
      }
      const typed = this.attributeType(global);
      return { name: doc.required(global, "name"), type: typed.name, attribute: true, namespace: ref.ns, ...(typed.dataType !== undefined ? { dataType: typed.dataType } : {}) };
    }
    const name = doc.required(attribute, "name");
    for (const a of attribute.attributes) {
      if (a.ns === "" && !["name", "type", "use", "default", "form"].includes(a.local)) {
        throw doc.error(attribute, `the attribute ${a.name} is not yet expressible in the spec format`, `s:attribute ${a.local}`);
      }
    }
    const typed = this.attributeType(attribute);
    const field: ImportedField = { name, type: typed.name, attribute: true, ...(typed.dataType !== undefined ? { dataType: typed.dataType } : {}) };
    // [XmlAttribute(Form = Unqualified)]: said in the schema only (an attribute is unqualified anyway).
    const form = doc.attribute(attribute, "form");
    if (form === "unqualified") field.unqualified = true;
    // [XmlAttribute(Form = Qualified)]: in its class's namespace.
    else if (form === "qualified") field.qualified = true;
    else if (form !== undefined) throw doc.error(attribute, `the attribute form="${form}" is not yet expressible in the spec format`, "s:attribute form");
    const required = doc.attribute(attribute, "use") === "required";
    const defaultValue = doc.attribute(attribute, "default");
    if (defaultValue !== undefined) {
      // [DefaultValue] on an [XmlAttribute]: never required, a simple value or an enum.
      if (required || (typed.model.kind !== "simple" && typed.model.kind !== "enum")) {
        throw doc.error(attribute, `a default value on ${required ? 'a use="required"' : `a ${typed.name}`} attribute is not something XmlSerializer writes`, "s:attribute default");
      }
      field.default = typed.dataType !== undefined && isStringDataType(typed.dataType) ? decodeStringData(typed.dataType, defaultValue) : defaultValue;
      return field;
    }
    if (isValueType(typed.model) && !required) field.optional = true;
    if (!isValueType(typed.model) && required) throw doc.error(attribute, "a required reference-type attribute is not something XmlSerializer writes", "s:attribute use");
    return field;
  }

  /**
   * An attribute's type: named, or an anonymous enum's restriction inline (lab xml-type-anonymous-places), the only
   * type XmlSerializer writes inside an attribute.
   */
  private attributeType(attribute: XmlElement): Typed {
    const doc = this.doc;
    const type = doc.qname(attribute, "type");
    const inline = children(attribute, XSD_NS);
    if (type) {
      if (inline.length > 0) throw doc.error(inline[0]!, "an attribute with a type has no content of its own", `s:${inline[0]!.local}`);
      return this.named(attribute, type);
    }
    if (inline.length !== 1 || inline[0]!.local !== "simpleType") {
      throw doc.error(inline[0] ?? attribute, "an attribute without a type holds an anonymous enum's simple type, the only one XmlSerializer writes there", `s:${inline[0]?.local ?? "attribute"}`);
    }
    return this.anonymousEnum(attribute, inline[0]!);
  }

  /** Refuses a string of another XML Schema type where the spec cannot say it yet. */
  private noDataType(at: XmlElement, typed: Typed, where: string): void {
    if (typed.dataType !== undefined) throw this.doc.error(at, `a string of type s:${typed.dataType} on ${where} is not yet expressible in the spec format (class members and parameters are)`, "s:element type");
  }

  /** A class's xs:anyAttribute: SoapHeader's own (a header's class), or an [XmlAnyAttribute] member's (checkAnyAttribute tells which). */
  private anyAttributeOf(any: XmlElement, specName: string): void {
    const doc = this.doc;
    const other = any.attributes.find((a) => a.ns === "");
    if (other) throw doc.error(any, `xs:anyAttribute with ${other.name} is not something XmlSerializer writes`, `s:anyAttribute ${other.local}`);
    if (children(any, XSD_NS).length > 0) throw doc.error(any, "xs:anyAttribute with content is not something XmlSerializer writes", "s:anyAttribute");
    (this.classes.get(specName) as { anyAttribute?: XmlElement }).anyAttribute = any;
  }

  /** Marks a class as a SOAP header's (its section in the spec is `headers`). */
  headerClass(at: XmlElement, type: QName): string {
    const typed = this.named(at, type);
    const declared = this.classes.get(typed.name);
    if (typed.model.kind !== "complex" || !declared) throw this.doc.error(at, `a SOAP header's type must be a class, not '${typed.name}'`);
    declared.role = "headers";
    return typed.name;
  }

  /**
   * A header's class has SoapHeader's anyAttribute unless a message body exported it first (the proof after
   * import checks which). Another class's is an [XmlAnyAttribute] XmlAttribute[] member (the lab's
   * any-attributes), after its attributes: the WSDL says neither its name (AnyAttr, AnyAttr1... when a member
   * has that name) nor its place among them.
   */
  /**
   * The members whose names the WSDL does not carry (an xs:any's Any, a choice's Item, an xs:anyAttribute's AnyAttr)
   * are named within their class; a subclass's that an inherited member has is numbered on (Any1, Item1...), as a
   * class has each member once (found by the random check: a base and its subclass both with an [XmlAnyElement]).
   */
  distinctInheritedNames(): void {
    const done = new Set<string>();
    const visiting = new Set<string>();
    const visit = (name: string): string[] => {
      const declared = this.classes.get(name);
      // A base cycle (not something a schema can mean) is left to the model's refusal.
      if (declared === undefined || visiting.has(name)) return [];
      visiting.add(name);
      const fields = declared.body.fields;
      const own = (): string[] => fields.map((f) => (typeof f === "string" ? f : f.name));
      const base = declared.body.base;
      const inherited = base !== undefined && base !== name ? visit(base) : [];
      if (!done.has(name)) {
        done.add(name);
        fields.forEach((f, i) => {
          if (typeof f === "string" || !inherited.includes(f.name) || (f.any === undefined && f.anyAttribute === undefined && f.choice === undefined)) return;
          const stem = f.name.replace(/[0-9]+$/, "");
          let renamed = stem;
          for (let n = 1; inherited.includes(renamed) || own().includes(renamed); n++) renamed = `${stem}${n}`;
          fields[i] = { ...f, name: renamed };
        });
      }
      visiting.delete(name);
      return [...inherited, ...own()];
    };
    for (const name of this.classes.keys()) visit(name);
  }

  checkAnyAttribute(): void {
    for (const [name, declared] of this.classes) {
      const any = (declared as { anyAttribute?: XmlElement }).anyAttribute;
      if (declared.role === "headers" || !any) continue;
      // In a class hierarchy the class whose schema says it declares the member (lab any-attributes-more).
      const body = declared.body;
      const fields = body.fields;
      const taken = fields.map((f) => (typeof f === "string" ? f : f.name));
      let member = "AnyAttr";
      for (let n = 1; taken.includes(member); n++) member = `AnyAttr${n}`;
      fields.push({ name: member, type: "XmlAttribute[]", anyAttribute: true });
    }
  }
}

/**
 * Bits for a flags enum's members, which the WSDL does not carry: a first member named None is 0 (.NET's
 * convention, and the value XmlSerializer writes as that name), the others 1, 2, 4, ... in declaration order.
 */
function flagBits(values: readonly string[]): [string, number][] {
  const none = values[0]?.toLowerCase() === "none";
  return values.map((v, i) => [v, none ? (i === 0 ? 0 : 2 ** (i - 1)) : 2 ** i]);
}



/** What a content construct XmlSerializer can write stands for, for refusals that name it. */
function contentConstruct(local: string): string {
  switch (local) {
    case "choice":
      return "a choice of elements (a member with several [XmlElement(Type)] or [XmlArrayItem(Type)], or an [XmlChoiceIdentifier])";
    case "simpleContent":
      return "a class with text content ([XmlText])";
    case "any":
      return "an element of any name ([XmlAnyElement])";
    default:
      return `xs:${local} here`;
  }
}

/** The name of an imported xs:any member, which the WSDL does not say: Any, or Any1... when a member has that name. */
function anyName(taken: readonly string[]): string {
  let name = "Any";
  for (let n = 1; taken.includes(name); n++) name = `Any${n}`;
  return name;
}

/** A name the spec gives a type of its own (`int`, `DataSet`, `stream`): a class of that name takes another. */
function isBuiltInTypeName(name: string): boolean {
  return isSimpleTypeName(name) || (STRUCTURED_TYPES as readonly string[]).includes(name);
}
