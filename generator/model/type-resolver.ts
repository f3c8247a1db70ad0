/**
 * Type names of the spec resolved to the model's types, with XmlSerializer's naming rules for arrays
 * (`ArrayOfX`, item element names, item nillability) and the classes of `types`, `headers` and `faults`
 * (fields, attributes, inheritance). Every rule is derived here, once.
 */
import { dataContractLocalName, isStringDataType, writeStringData, type DataType } from "../../runtime/src/text/string-data-types.js";
import type { ItemType } from "../../runtime/src/descriptor.js";
import { DATA_CONTRACT_ONLY_TYPES, SIMPLE_TYPES, isSimpleTypeName } from "../../runtime/src/simple-types.js";
import { parseItem, ValueFormatError } from "../../runtime/src/values.js";
import type { SpecPath } from "../spec/load.js";
import { didYouMean } from "../spec/suggest.js";
import type { RawArrayItem, RawChoiceElement, RawComplexType, RawField, RawFieldBody, RawGenericContract, RawGenericParameter } from "../spec/raw.js";
import { isIdentifierName, isXmlName, memberName, pascalName, safeName } from "./names.js";
import { isReservedMemberName } from "./reserved-names.js";
import { backingFieldElement, closedGenericName, collectionOf, dataMemberOrder, dictionaryOf, isClrIdentifier } from "./data-contracts.js";
import { isMapType, parseMapType } from "./map-type.js";
import { choiceDeclaredName, choiceElementTypeName, choiceElements } from "./choice.js";
import type {
  ArrayTypeModel,
  ChoiceElementModel,
  ChoiceTypeModel,
  ComplexRole,
  ComplexTypeModel,
  EnumModel,
  FieldModel,
  GenericContractModel,
  GenericParameterModel,
  KnownTypeModel,
  TypedDataSetModel,
  TypeModel,
  ValueChoiceElementModel,
  ValueChoiceModel,
  XmlSerializableModel,
} from "./types.js";

export type Report = (path: SpecPath, message: string, key?: boolean) => void;

/** Built-in type names besides the simple types (no class or enum may take them). */
export const STRUCTURED_TYPES = ["DataSet", "DataTable", "XmlNode", "XmlElement", "object", "stream"] as const;

/** The spec's name of WCF's System.IO.Stream (a streamed body part, docs/wcf-design.md §33). */
export const STREAM_TYPE = "stream";

/** WCF's streamed body (System.IO.Stream): a base64Binary typed StreamBody, the sole body part of its message. */
export function isStream(type: TypeModel): boolean {
  return type.kind === "simple" && type.stream === true;
}

/** A .NET value type: required on the wire unless optional (XxxSpecified) or nullable. */
export function isValueType(type: TypeModel): boolean {
  return type.kind === "enum" || (type.kind === "simple" && type.simple.valueType) || (type.kind === "complex" && type.complex.struct);
}

/**
 * Whether an HTTP GET/POST parameter of this type repeats its name, one value per item: an array, and a byte[]
 * (base64Binary, hexBinary), which ASMX reads as repeated byte values (`data=1&data=2`: lab byte-parameters).
 */
export function httpRepeats(type: TypeModel): boolean {
  return type.kind === "array" || (type.kind === "simple" && type.simple.name === "base64Binary");
}

/** Element name XmlSerializer gives a lone value of a type: array items, HTTP GET/POST result documents. */
export function elementNameOf(type: TypeModel): string {
  switch (type.kind) {
    case "simple":
      // [XmlArrayItem(DataType = "token")]: items named after the XML Schema type.
      return type.dataType ?? type.simple.elementName;
    case "enum":
      return type.enum.name;
    case "complex":
      return type.complex.typeName;
    case "array":
    case "map":
      return type.typeName;
    case "dataSet":
      // A typed DataSet's element is its class's name.
      return type.typed?.name ?? "DataSet";
    case "dataTable":
      return "DataTable";
    case "xml":
      return type.node;
    case "choice":
      return "Choice";
    case "object":
      return "anyType";
    case "serializable":
      return type.serializable.name;
  }
}

/** The spec's name of a type: `int`, `Piece`, `Piece[]`, `DataSet`, `XmlNode` (what `type:` says). */
export function specTypeName(type: TypeModel): string {
  if (type.kind === "array") return `${specTypeName(type.item)}[]`;
  if (type.kind === "complex") return type.complex.name;
  if (type.kind === "choice") return choiceDeclaredName(type);
  if (type.kind === "object") return "object";
  if (type.kind === "serializable") return type.serializable.name;
  return type.kind === "simple" ? type.simple.name : elementNameOf(type);
}

/** Types XmlSerializer writes with a content of their own: no arrays of them, no nil form. */
function isStructured(type: TypeModel): boolean {
  return type.kind === "dataSet" || type.kind === "dataTable" || type.kind === "xml" || type.kind === "serializable";
}

/** How many levels of inner arrays an item rule rules ([XmlArrayItem(NestingLevel)]: `items`, nested). */
export function nestingDepth(item: RawArrayItem | undefined): number {
  let depth = 0;
  for (let at = item?.items; at; at = at.items) depth++;
  return depth;
}

/** XmlSerializer names the wrapper of an array whose items are a choice ArrayOfChoice1, ArrayOfChoice2, ... */
const CHOICE_ARRAY = "ArrayOfChoice";

export function arrayOf(item: TypeModel): ArrayTypeModel {
  if (item.kind === "choice") {
    // No one item element: each item is its class's element (the name lists them, for messages).
    return { kind: "array", item, typeName: `${CHOICE_ARRAY}1`, itemElement: item.elements.map((e) => e.element).join("|"), itemNillable: true };
  }
  const itemElement = elementNameOf(item);
  return {
    kind: "array",
    item,
    typeName: `ArrayOf${pascalName(itemElement)}`,
    itemElement,
    itemNillable: !isValueType(item),
  };
}

/**
 * The type of an HTTP GET/POST result document for a result of `type`, where it is not the result's own: ASMX
 * writes that document with XmlSerializer's default mapping of the .NET type, which ignores
 * [return: XmlElement(DataType)] and [return: XmlArrayItem(DataType)] (lab data-type-results): a time or a date
 * is a dateTime (`<dateTime>`), hexBinary a base64Binary, a string of another data type a string, and an array
 * of such items the default wrapper of them (ArrayOfDateTime, ArrayOfString).
 */
export function httpDocumentType(type: TypeModel): TypeModel | undefined {
  const plain = (t: TypeModel): TypeModel | undefined => {
    if (t.kind !== "simple") return undefined;
    if (t.simple.name === "date") return { kind: "simple", simple: SIMPLE_TYPES.dateTime };
    return t.dataType !== undefined ? { kind: "simple", simple: t.simple } : undefined;
  };
  if (type.kind !== "array") return plain(type);
  if (type.namespace !== undefined) {
    // A data contract collection (WCF, no HTTP document): its items' data type only.
    const item = plain(type.item);
    return item && arrayOf(item);
  }
  // [return: XmlArrayItem] (a name, IsNullable, NestingLevel, a numbered wrapper): the document's arrays are the
  // default wrappers of default items, unnumbered (<ArrayOfArrayOfInt> of <ArrayOfInt> of <int>; lab
  // nesting-level-results). The WSDL numbers them past the SOAP wrappers (TypeResolver.httpSchemaType).
  const mapped = defaultMapping(type);
  return mapped && !sameArrays(mapped, type) ? mapped : undefined;

  function defaultMapping(t: TypeModel): TypeModel | undefined {
    if (t.kind === "choice") return undefined;
    if (t.kind !== "array") return plain(t) ?? t;
    const item = defaultMapping(t.item);
    return item && arrayOf(item);
  }
}

/** Two arrays of the same wrapper names and item rules at every level, of the same items. */
function sameArrays(a: TypeModel, b: TypeModel): boolean {
  if (a.kind !== "array" || b.kind !== "array") return a === b;
  return (
    a.typeName === b.typeName &&
    a.itemElement === b.itemElement &&
    a.itemNillable === b.itemNillable &&
    a.itemUnqualified === b.itemUnqualified &&
    a.itemNamespace === b.itemNamespace &&
    sameArrays(a.item, b.item)
  );
}

/** A field's `[DefaultValue]` as the schema's `default` says it: in its data type's written form (an NMTOKEN encoded). */
export function defaultText(field: FieldModel): string | undefined {
  const text = field.default ?? field.schemaDefault;
  if (text === undefined) return undefined;
  const type = field.type;
  return type.kind === "simple" && type.dataType !== undefined && isStringDataType(type.dataType) ? writeStringData(type.dataType, text) : text;
}

/** The .NET type a data type applies to: byte[] for hexBinary, DateTime for time, string for the rest. */
export function dataTypeCarrier(dataType: DataType): "base64Binary" | "dateTime" | "string" {
  return dataType === "hexBinary" ? "base64Binary" : dataType === "time" ? "dateTime" : "string";
}

/** Where a field is declared: an operation's parameters or out parameters, or a class. */
export type FieldContext = "parameter" | "out" | "class";

/** What the resolver needs of a WCF service (service.wcf). */
export interface ResolverWcf {
  /** DataContractSerializer (not [XmlSerializerFormat]). */
  readonly dataContract: boolean;
  /** The namespace of data contracts that name none. */
  readonly dataContractNamespace?: string;
  /** The service's namespace: an enum's where neither it nor the service names a data contract namespace. */
  readonly serviceNamespace?: string;
  /**
   * A service mixing serializers (an operation's or contract's own, docs/wcf-design.md §14): the classes that only
   * operations of the other serializer use, by name, with their serializer, resolved by its rules; and those both
   * use (`both`), resolved twice: the service serializer's shape and a twin by the other's rules.
   */
  readonly classSerializers?: ReadonlyMap<string, "dataContract" | "xmlSerializer" | "both">;
  /** Some operation's serializer is not the service's (then `[XmlType(Namespace)]` is refused: not modelled). */
  readonly mixed?: boolean;
}

/**
 * Resolves the spec's type names: built-in simple types, enums, classes (any role), `X[]` arrays.
 * Classes are created first (empty) so that fields can refer to any class, in any order, recursively.
 */
export class TypeResolver {
  private readonly classes = new Map<string, { model: ComplexTypeModel; raw: RawComplexType; path: SpecPath }>();
  /** A mixed service's classes both serializers use: their shape by the other serializer's rules, by name. */
  private readonly twins = new Map<string, { model: ComplexTypeModel; raw: RawComplexType; path: SpecPath }>();
  /** WCF [CollectionDataContract]s, by name: resolved on first use (null: their item or key did not resolve). */
  private readonly collections = new Map<string, { raw: RawComplexType; path: SpecPath; resolved?: TypeModel | null }>();

  constructor(
    private readonly enums: ReadonlyMap<string, EnumModel>,
    private readonly sharedFields: ReadonlyMap<string, RawFieldBody>,
    private readonly report: Report,
    private readonly dataSets: ReadonlyMap<string, TypedDataSetModel> = new Map(),
    private readonly serializables: ReadonlyMap<string, XmlSerializableModel> = new Map(),
    /** A WCF service's serializer rules (service.wcf); absent for ASMX. */
    private readonly wcf?: ResolverWcf,
  ) {}

  /** The rules of the class or operation being resolved where they are not the service's (a mixed service). */
  private current: boolean | undefined;

  /** DataContractSerializer's rules apply: a WCF service with the dataContract serializer, or its class or operation. */
  private get dataContract(): boolean {
    return this.current ?? this.wcf?.dataContract === true;
  }

  /** The rules of a class of a mixed service that the other serializer's operations use (undefined: the service's). */
  private classRules(name: string): boolean | undefined {
    const serializer = this.wcf?.classSerializers?.get(name);
    return serializer === undefined || serializer === "both" ? undefined : serializer === "dataContract";
  }

  /** The other serializer's rules than the service's: a twin's. */
  private get otherRules(): boolean {
    return this.wcf?.dataContract !== true;
  }

  /** A class by name under the rules in force: a twin's shape where the other serializer's rules are. */
  private classFor(name: string): { model: ComplexTypeModel; raw: RawComplexType; path: SpecPath } | undefined {
    if (this.current !== undefined && this.current === this.otherRules) {
      const twin = this.twins.get(name);
      if (twin) return twin;
    }
    return this.classes.get(name);
  }

  /** The twins: the other serializer's shapes of the classes both serializers use, in declaration order. */
  twinsOf(): ComplexTypeModel[] {
    return [...this.twins.values()].map((t) => t.model);
  }

  /** Runs `resolve` under one serializer's rules: a WCF operation's own (dataContract or not), or the service's. */
  under<T>(dataContract: boolean | undefined, resolve: () => T): T {
    const saved = this.current;
    this.current = dataContract;
    try {
      return resolve();
    } finally {
      this.current = saved;
    }
  }

  /** Declares the classes of one spec section (`types`, `headers`, `faults`). */
  declare(section: "types" | "headers" | "faults", raw: Record<string, RawComplexType> | undefined): void {
    const role: ComplexRole = section === "types" ? "type" : section === "headers" ? "header" : "fault";
    for (const [name, body] of Object.entries(raw ?? {})) {
      this.under(this.classRules(name), () => this.declareOne(section, role, name, body));
      if (this.wcf?.classSerializers?.get(name) === "both" && this.classes.has(name)) {
        this.under(this.otherRules, () => this.declareOne(section, role, name, this.otherRules ? body : xmlSerializerView(body), true));
      }
    }
  }

  private declareOne(section: "types" | "headers" | "faults", role: ComplexRole, name: string, body: RawComplexType, twin = false): void {
    {
      const path: SpecPath = [section, name];
      if (!isIdentifierName(name)) {
        this.report(path, `class name '${name}' is not a valid name: a letter or _ followed by letters, digits or _`, true);
        return;
      }
      if (isSimpleTypeName(name) || (STRUCTURED_TYPES as readonly string[]).includes(name)) {
        this.report(path, `class '${name}' has the name of a built-in type`, true);
        return;
      }
      if (this.enums.has(name)) {
        this.report(path, `class '${name}' has the name of an enum`, true);
        return;
      }
      const other = twin ? undefined : (this.classes.get(name) ?? this.collections.get(name));
      if (other) {
        this.report(path, `class '${name}' is declared twice (also under '${other.path[0]}')`, true);
        return;
      }
      if (!this.dataMemberKeysAllowed(body, path, section)) return;
      if (body.collection || body.dictionary) {
        this.collections.set(name, { raw: body, path });
        return;
      }
      if (body.iSerializable) {
        // GetObjectData's entries are the value: the schema lists none (docs/wcf-design.md §38).
        const other = (["fields", "isReference", "abstract"] as const).find((k) => body[k] !== undefined && body[k] !== false);
        if (other) {
          this.report([...path, other], `ISerializable class '${name}' has GetObjectData's entries, not '${other}' (its schema is xs:any with ser:FactoryType)`, true);
          return;
        }
      } else if (body.factoryType !== undefined) {
        this.report([...path, "factoryType"], `'factoryType' applies to ISerializable classes (GetObjectData's SerializationInfo.SetType): class '${name}' is a data contract`, true);
        return;
      } else if (!body.fields) {
        this.report(path, `class '${name}' has no 'fields' (an empty class: fields: [])`, true);
        return;
      }
      // A WCF fault contract is a data contract: it may derive from one under `types` (corpus 107's AdApiFaultDetail).
      if (role !== "type" && (body.abstract || (body.base !== undefined && !(this.dataContract && role === "fault")))) {
        this.report(path, `${section} classes cannot use inheritance (base, abstract)${this.dataContract && role === "fault" ? " but a base under 'types'" : ""}`, true);
      }
      if (body.xmlInclude !== undefined && body.base === undefined) {
        this.report([...path, "xmlInclude"], `class '${name}' has no base to include it: 'xmlInclude' applies to subclasses`, true);
      }
      // A WCF fault contract is a data contract: its detail element is in its own namespace.
      if ((body.namespace !== undefined || body.typeName !== undefined) && role !== "type" && !(this.dataContract && role === "fault")) {
        this.report(path, `${section} classes are in the service namespace under their own name; 'namespace' and 'typeName' apply to classes under 'types'`, true);
      }
      // [XmlType(Namespace)] under [XmlSerializerFormat]: a schema document of its own (docs/wcf-design.md §42,
      // recorded in test/reference/wcf/xml-serializer/types/). In a service mixing serializers the spec's one
      // `namespace` would name both shapes' (a data contract's is not XmlSerializer's): not modelled.
      if (body.namespace !== undefined && this.wcf?.mixed && !this.dataContract) {
        this.report([...path, "namespace"], `[XmlType(Namespace)] on a class of a WCF service mixing serializers is not generated yet (its XmlSerializer shape takes the contract's namespace; docs/wcf-design.md §14): give it in a service all [XmlSerializerFormat]`, true);
      }
      if (body.namespace !== undefined && /\s/.test(body.namespace)) {
        this.report([...path, "namespace"], `namespace '${body.namespace}' must be a URI without white space`, true);
      }
      if (body.typeName !== undefined && !isXmlName(body.typeName)) {
        this.report([...path, "typeName"], `type name '${body.typeName}' is not a valid XML name`, true);
      }
      if (body.anonymous) this.checkAnonymous(name, body, path, role);
      if (body.struct && (body.base !== undefined || body.abstract)) {
        this.report(path, `struct '${name}' cannot use inheritance (base, abstract): .NET structs have none`, true);
      }
      const root = body.root && this.rootOf(body, path, role);
      // [XmlType(AnonymousType = true, Namespace)]: XmlSerializer exports a named type in that namespace, the
      // anonymity dropped (lab xml-type-anonymous-forms).
      const anonymous = body.anonymous === true && body.namespace === undefined;
      // A data contract always has a namespace: its own, or the service's default one. [XmlRoot(Namespace)] is
      // the type's namespace when [XmlType] gives none (XmlReflectionImporter.GetTypeNamespace; lab xml-root).
      const namespace = body.namespace ?? root?.namespace ?? (this.dataContract && role !== "header" ? this.wcf?.dataContractNamespace : undefined);
      if (this.dataContract && role !== "header" && namespace === undefined) {
        this.report(path, `data contract '${name}' has no namespace: give it 'namespace', or the service 'wcf.dataContractNamespace'`, true);
      }
      const model: ComplexTypeModel = {
        name,
        // Final once every declaration is known (type-names.ts).
        tsName: pascalName(name),
        // [XmlType(TypeName, AnonymousType = true)]: the name appears nowhere, the HTTP result element is the
        // class's (lab xml-type-anonymous-forms).
        typeName: anonymous ? name : (this.closedName(body, path) ?? name),
        ...(namespace !== undefined ? { namespace } : {}),
        ...(root ? { root } : {}),
        ...(anonymous ? { anonymous: true as const } : {}),
        ...(body.isReference ? { isReference: true as const } : {}),
        ...(body.iSerializable ? { iSerializable: true as const } : {}),
        ...(body.generic && namespace !== undefined ? { generic: genericContract(body.generic, namespace) } : {}),
        ...(this.current !== undefined ? { serializer: this.current ? ("dataContract" as const) : ("xmlSerializer" as const) } : {}),
        ...(body.documentation !== undefined ? { documentation: body.documentation } : {}),
        role,
        abstract: body.abstract ?? false,
        struct: body.struct ?? false,
        derived: [],
        xmlInclude: body.xmlInclude ?? true,
        fields: [],
        attributes: [],
        anyAttribute: role === "header",
        // Final once every class is complete (input-forms.ts).
        inputForm: false,
      };
      (twin ? this.twins : this.classes).set(name, { model, raw: body, path });
    }
  }

  /**
   * [XmlRoot] of a class (lab xml-root): IsNullable alone, or ElementName with Namespace (the forms recorded);
   * undefined after reporting a misuse.
   */
  private rootOf(body: RawComplexType, path: SpecPath, role: ComplexRole): ComplexTypeModel["root"] {
    const root = body.root!;
    const at: SpecPath = [...path, "root"];
    const refuse = (key: string | undefined, message: string): undefined => {
      this.report(key === undefined ? at : [...at, key], message, true);
      return undefined;
    };
    if (role !== "type") return refuse(undefined, `'root' ([XmlRoot]) applies to classes under 'types'`);
    if (this.wcf) return refuse(undefined, `'root' is XmlSerializer's [XmlRoot]: a WCF service's classes have no such form`);
    // On a subclass: supported (lab xml-root-more, RootDerived: its base follows it into the root's namespace).
    if (body.abstract) return refuse(undefined, `'root' ([XmlRoot]) on an abstract class is not yet supported (not recorded: lab xml-root-more has it on a concrete base and on a subclass)`);
    if (root.name === undefined && root.namespace !== undefined && root.nullable === false) {
      return refuse("nullable", `[XmlRoot] with a Namespace alone and IsNullable = false is not yet supported (not recorded: lab xml-root-more has it nillable)`);
    }
    if (root.name !== undefined && root.namespace === undefined && root.nullable === false) {
      return refuse("nullable", `[XmlRoot] with an ElementName alone and IsNullable = false is not yet supported (not recorded: lab xml-root-more has it nillable)`);
    }
    if (root.namespace !== undefined) {
      if (/\s/.test(root.namespace)) return refuse("namespace", `namespace '${root.namespace}' must be a URI without white space`);
      // Beside [XmlType(Namespace)]: the root element in its namespace, the type in the class's (lab xml-root-more,
      // RootTyped: three schemas); with a Namespace alone, not recorded.
      if (body.namespace !== undefined && root.name === undefined) return refuse("namespace", `a class with a 'namespace' of its own ([XmlType(Namespace)]) and a root namespace without a 'name' is not yet supported (not recorded: lab xml-root-more has it with ElementName): give the root a 'name'`);
    }
    return {
      element: root.name ?? body.typeName ?? path[1] as string,
      ...(root.namespace !== undefined ? { namespace: root.namespace } : {}),
      nillable: root.nullable ?? true,
      ...(root.name !== undefined && root.namespace === undefined ? { named: true as const } : {}),
      // Namespace alone: each result and parameter its own global element there (lab xml-root-more).
      ...(root.name === undefined && root.namespace !== undefined ? { unnamed: true as const } : {}),
    };
  }

  /**
   * [XmlType(AnonymousType = true)]: the class has no XML type name, so each element of it holds its type
   * inline (lab xml-type-anonymous). Nothing can name it: no base or subclass (xsi:type), no data contract.
   */
  private checkAnonymous(name: string, body: RawComplexType, path: SpecPath, role: ComplexRole): void {
    const at: SpecPath = [...path, "anonymous"];
    if (role !== "type") {
      this.report(at, `'anonymous' applies to classes under 'types'; a ${role} class's element is named after its XML type`, true);
    } else if (this.wcf) {
      // A data contract always has a name; WCF's XmlSerializer metadata with one the lab has not recorded.
      this.report(at, `class '${name}': 'anonymous' ([XmlType(AnonymousType = true)]) applies to ASMX services; a WCF service's ${this.dataContract ? "data contract always has a name" : "XmlSerializer metadata with it is not yet supported (not recorded)"}`, true);
    } else if (body.base !== undefined || body.abstract) {
      this.report(at, `anonymous class '${name}' cannot have a base or be abstract: without a type name no xsi:type can name it`, true);
    } else if (body.root !== undefined) {
      this.report(at, `anonymous class '${name}' with 'root' ([XmlRoot]) is not yet supported (the lab has not recorded both)`, true);
    }
  }

  /**
   * An anonymous class's type is written inline wherever it is held, so one that holds itself (through its
   * fields, their arrays and classes) has no end: XmlSerializer refuses it ("A circular type reference was
   * detected in anonymous type", lab xml-type-anonymous-more README).
   */
  private checkAnonymousCycles(): void {
    const holds = (type: TypeModel, target: ComplexTypeModel, seen: Set<ComplexTypeModel>): boolean => {
      if (type.kind === "array") return holds(type.item, target, seen);
      if (type.kind === "choice") return choiceElements(type).some((e) => holds(e.type, target, seen));
      if (type.kind !== "complex") return false;
      if (type.complex === target) return true;
      if (seen.has(type.complex)) return false;
      seen.add(type.complex);
      const c = type.complex;
      return [...c.fields, ...c.attributes].some((f) => holds(f.type, target, seen)) || (c.base !== undefined && holds({ kind: "complex", complex: c.base }, target, seen));
    };
    for (const { model, path } of this.classes.values()) {
      if (!model.anonymous) continue;
      if (model.fields.some((f) => holds(f.type, model, new Set()))) {
        this.report([...path, "anonymous"], `anonymous class '${model.name}' holds itself (a circular type reference, for which ASMX's ?wsdl fails): make it a named class`, true);
      }
    }
  }

  /**
   * A subclass with a namespace of its own ([XmlType(Namespace)]) of a base with none: XmlSerializer imports the
   * base again in the subclass's namespace as the subclass's base, a copy the service's base does not include, so
   * ASMX publishes neither the subclass nor the copy and cannot send it ("The type Lab.Money was not expected", lab
   * cross-base, OwnSub). Refused, positioned, rather than generating a WSDL and wire ASMX never has.
   */
  private ownNamespaceSubclasses(serviceNamespace: string): void {
    for (const { model, raw, path } of this.classes.values()) {
      const base = model.base;
      if (base === undefined || raw.namespace === undefined || raw.namespace === serviceNamespace) continue;
      if (base.namespace !== undefined || base.root !== undefined || [...this.ancestors(base)].some((t) => t.root !== undefined)) continue;
      this.report([...path, "namespace"], `class '${model.name}' has a namespace of its own and derives from '${base.name}', which has none: XmlSerializer makes '${base.name}' a copy in '${raw.namespace}' that the service's '${base.name}' does not include, so ASMX publishes neither and cannot send a '${model.name}' (lab cross-base, OwnSub); give '${base.name}' the namespace too, or drop this one`);
    }
  }

  /**
   * [XmlText] in a class hierarchy (lab text-inheritance): the text on the base and attributes on the subclasses
   * (`simpleContent` extending the base's type), or attributes on the base and the text on a subclass (`mixed`
   * complexContent). One text in a hierarchy and no elements: the forms the lab has shown.
   */
  private checkTextHierarchies(): void {
    for (const { model, path } of this.classes.values()) {
      if (!model.base) continue;
      const chain: ComplexTypeModel[] = [];
      for (let t: ComplexTypeModel | undefined = model; t; t = t.base) chain.push(t);
      const texts = chain.filter((t) => t.text !== undefined);
      if (texts.length === 0) continue;
      const element = chain.find((t) => t.fields.length > 0);
      // Reported at the class that brings the second text or the elements in.
      if (model.text === undefined && model.fields.length === 0) continue;
      if (texts.length > 1) this.report([...path, "base"], `class '${model.name}' has a text field and derives from '${texts[1]!.name}', which has one: [XmlText] can be on one member of a hierarchy`);
      else if (element) this.report([...path, "base"], `class '${model.name}' ${element === model ? "has element fields" : `derives from '${element.name}', which has element fields`} in a hierarchy with a text field ('${texts[0]!.name}'): a class with [XmlText] holds attributes only (lab text-inheritance)`);
    }
  }

  /**
   * [XmlRoot] on a base class with subclasses (lab xml-root-more, RootBase; lab root-base-forms): the base's type
   * lives in the root's namespace (or its own [XmlType(Namespace)]), but a subclass without a namespace of its own is
   * XmlSerializer's default one, the service's: its type is in the service's schema extending the base's, its
   * xsi:type names it there and its own members travel in it (the inherited ones in the base's), each element taking
   * the prefix the xsi:type declared (`<Animal xmlns:q1="(service)" xsi:type="q1:Dog" xmlns="urn:zoo"><Name>d</Name>
   * <q1:Legs>4</q1:Legs></Animal>`). So the subclass's `namespace` is the service's, at every level below the root
   * (RootTwoLevels), included or not (RootExcluded), under a root of a Namespace alone too (RootSpacedBase); under an
   * ElementName alone nothing moves (RootNamedBase); a subclass's own namespace or root stays its own (RootOwnSub).
   * The forms the lab has not recorded are refused, positioned.
   */
  private rootBases(serviceNamespace: string): void {
    for (const { model, raw, path } of this.classes.values()) {
      const base = model.base;
      if (base === undefined) continue;
      if (![...this.ancestors(base)].some((t) => t.root !== undefined)) continue;
      const at: SpecPath = [...path, "base"];
      // The nearest class with a root: the base, or (lab root-base-forms, RootTwoLevels) a base's base.
      const rooted = [...this.ancestors(base)].find((t) => t.root !== undefined)!;
      const root = rooted.root!;
      const refuse = (message: string): void => {
        this.report(at, message);
        (model as { base?: ComplexTypeModel }).base = undefined;
        (base.derived as ComplexTypeModel[]).splice(base.derived.indexOf(model), 1);
      };
      // The classes between it and the root's class, each with a namespace or root of its own or not.
      const between = [...this.ancestors(base)].slice(0, [...this.ancestors(base)].indexOf(rooted));
      const ownSpaced = between.find((t) => this.classes.get(t.name)?.raw.namespace !== undefined);
      if (rooted.base !== undefined) {
        refuse(`class '${model.name}' derives from '${rooted.name}', a class with a 'root' ([XmlRoot]) and a base: not yet supported (recorded, lab root-base-more, RootMiddle: XmlSerializer copies '${rooted.base.name}' into the root's namespace for '${rooted.name}' to extend, and ASMX then cannot send a '${model.name}' as a '${rooted.base.name}'; not built)`);
      } else if (ownSpaced !== undefined && (raw.namespace !== undefined || raw.root !== undefined)) {
        refuse(`class '${model.name}' has a '${raw.namespace !== undefined ? "namespace" : "root"}' of its own and derives from '${ownSpaced.name}', a subclass of a class with a 'root' ([XmlRoot]) with a namespace of its own: not yet supported (not recorded: lab root-base-more, RootUnderSpaced, has a subclass of no namespace there)`);
      } else if ((raw.namespace !== undefined || raw.root !== undefined) && base === rooted && root.namespace === undefined) {
        // Lab root-base-more, RootNamedOwn: the subclass is in no schema, and a value of it is a 500 both ways.
        refuse(`class '${model.name}' has a '${raw.namespace !== undefined ? "namespace" : "root"}' of its own and derives from '${base.name}', a class with a 'root' ([XmlRoot]) without a 'namespace': ASMX publishes no '${model.name}' and cannot send or read one ("The type ... was not expected", "The specified type was not recognized"; lab root-base-more, RootNamedOwn); give '${base.name}''s root a namespace, or drop this one`);
      } else if ((raw.namespace !== undefined || raw.root !== undefined) && base !== rooted) {
        refuse(`class '${model.name}' has a '${raw.namespace !== undefined ? "namespace" : "root"}' of its own and derives from '${base.name}', a subclass of a class with a 'root' ([XmlRoot]): not yet supported (recorded, lab root-base-more, RootDeepOwn: XmlSerializer copies '${base.name}' into '${model.name}''s namespace to extend; not built)`);
      } else if (raw.root !== undefined && (raw.namespace !== undefined || raw.root.name === undefined || raw.root.namespace === undefined)) {
        refuse(`class '${model.name}' derives from '${base.name}', a class with a 'root' ([XmlRoot]), and has a 'root' of its own without both 'name' and 'namespace' or beside a 'namespace': not yet supported (not recorded: lab root-base-forms, RootOwnSub, has ElementName with Namespace alone)`);
      } else if (raw.namespace !== undefined || raw.root !== undefined) {
        // Its own [XmlType(Namespace)] or [XmlRoot] (lab root-base-forms, RootOwnSub): it keeps that namespace
        // (`<Pet xmlns:q1="urn:hamsters" xsi:type="q1:Hamster" xmlns="urn:pets">`); with a root, as itself its root
        // element (`<Polly xmlns="urn:parrots"><Name xmlns="urn:pets">`).
      } else if (root.namespace === undefined) {
        // ElementName alone (lab root-base-forms, RootNamedBase): base and subclass stay in the service's namespace,
        // `<Beast xsi:type="Cat"><Name>c</Name><Lives>9</Lives></Beast>`; nothing moves. Neither (lab root-base-more,
        // RootBare, [XmlRoot(IsNullable = false)]): the same, the results keep their names.
      } else {
        // Beside the base's own [XmlType(Namespace)] too (lab root-base-forms, RootTypedBase: `<Bird xmlns:q1="(service)"
        // xsi:type="q1:Owl" xmlns="urn:birds"><Name xmlns="urn:bird-type">o</Name><q1:Hoots>`).
        (model as { namespace?: string }).namespace = serviceNamespace;
      }
    }
  }

  private *ancestors(type: ComplexTypeModel): Iterable<ComplexTypeModel> {
    for (let t: ComplexTypeModel | undefined = type; t; t = t.base) yield t;
  }

  /**
   * Links bases and fills the fields of every declared class. Call once, after every `declare`, with the
   * service's namespace (XmlSerializer's default one: a subclass of a root base lives there).
   */
  complete(serviceNamespace?: string): void {
    this.checkTypeNames();
    this.linkKnownTypes();
    for (const { model, raw, path } of this.classes.values()) {
      if (raw.base === undefined) continue;
      const base = this.classes.get(raw.base);
      if (!base || base.model.role !== "type") {
        this.report([...path, "base"], `unknown base class '${raw.base}': not declared under 'types'`);
        continue;
      }
      if (base.model.anonymous) {
        // XmlReflectionImporter refuses it too: a subtype travels with xsi:type naming its base's type.
        this.report([...path, "base"], `class '${model.name}' cannot derive from the anonymous class '${raw.base}': an anonymous class has no type name to extend`);
        continue;
      }
      if ((model.iSerializable === true) !== (base.model.iSerializable === true)) {
        // ClassDataContract: an ISerializable type's base is ISerializable or Object, and a data contract cannot extend one.
        this.report([...path, "base"], `class '${model.name}' ${model.iSerializable ? "is ISerializable but its base" : "is a data contract but its base"} '${raw.base}' ${model.iSerializable ? "is not" : "is ISerializable"}: an ISerializable hierarchy is ISerializable throughout`);
        continue;
      }
      (model as { base?: ComplexTypeModel }).base = base.model;
      (base.model.derived as ComplexTypeModel[]).push(model);
    }
    // SerializationInfo.SetType: an ISerializable class of the spec (DataContractSerializer reads a value as it only if it
    // is ISerializable; lab wcf/iserializable-tree ReadToken.point).
    for (const { model, raw, path } of this.classes.values()) {
      if (raw.factoryType === undefined) continue;
      const factory = this.classes.get(raw.factoryType);
      if (!factory || factory.model.role !== "type" || !factory.model.iSerializable) {
        this.report([...path, "factoryType"], `factory type '${raw.factoryType}' of '${model.name}' is not an ISerializable class under 'types' (SerializationInfo.SetType names one)`);
        continue;
      }
      (model as { factoryType?: ComplexTypeModel }).factoryType = factory.model;
    }
    for (const { model, path } of this.classes.values()) {
      const seen = new Set<ComplexTypeModel>();
      for (let t: ComplexTypeModel | undefined = model; t; t = t.base) {
        if (seen.has(t)) {
          this.report([...path, "base"], `class '${model.name}' inherits from itself`);
          (model as { base?: ComplexTypeModel }).base = undefined;
          break;
        }
        seen.add(t);
      }
    }
    // IsReference is its hierarchy's: .NET requires a subclass to repeat its base's (InvalidDataContractException
    // otherwise) and the schema says it on the base only (ser:Id/ser:Ref there; lab sweep/network's Router).
    for (const { model, raw, path } of this.classes.values()) {
      let base = model.base;
      while (base && !base.isReference) base = base.base;
      if (base && !model.isReference) (model as { isReference?: true }).isReference = true;
      else if (!base && raw.isReference && model.base)
        this.report([...path, "isReference"], `class '${model.name}' sets isReference but its base '${model.base.name}' does not: a data contract hierarchy shares one IsReference setting`, true);
    }
    if (serviceNamespace !== undefined) this.rootBases(serviceNamespace);
    if (serviceNamespace !== undefined && this.wcf === undefined) this.ownNamespaceSubclasses(serviceNamespace);
    // A base is filled before its subclasses: a subclass's property names step around the inherited ones.
    const filled = new Set<ComplexTypeModel>();
    const fill = (entry: { model: ComplexTypeModel; raw: RawComplexType; path: SpecPath }): void => {
      if (filled.has(entry.model)) return;
      filled.add(entry.model);
      if (entry.model.base) fill(this.classes.get(entry.model.base.name)!);
      this.under(this.classRules(entry.model.name), () => this.fillFields(entry));
    };
    for (const entry of this.classes.values()) fill(entry);
    this.checkTextHierarchies();
    for (const entry of this.twins.values()) this.under(this.otherRules, () => this.fillFields(entry));
    this.checkAnonymousCycles();
    this.linkKnownScopes();
    // An abstract class without subclasses is what ASMX publishes for an abstract base whose subclasses it cannot
    // reach (lab cross-base, OwnSub: `<s:complexType name="Order" abstract="true" />` alone): only null travels.
  }

  /**
   * The fields of one class (its bases' already filled). A property name another field of the class or of
   * a base already has takes names.ts's `_` (`Location` and `LOCATION` → `location`, `location_`), as
   * does one that would read the same as a name some field here has by its own.
   */
  private fillFields({ model, raw, path }: { model: ComplexTypeModel; raw: RawComplexType; path: SpecPath }): void {
    const fields: FieldModel[] = [];
    const attributes: FieldModel[] = [];
    const inherited = new Map<string, string>();
    const seenTs = new Set<string>();
    for (let t = model.base; t; t = t.base) {
      for (const f of [...t.fields, ...t.attributes, ...(t.text ? [t.text] : [])]) {
        inherited.set(f.wireName, t.name);
        seenTs.add(f.tsName);
      }
    }
    const rawFields = raw.fields ?? [];
    const ownNames = new Set(rawFields.map((entry) => memberName(typeof entry === "string" ? entry : entry.name)));
    let text: FieldModel | undefined;
    let textAt = -1;
    let anyAt = -1;
    rawFields.forEach((entry, i) => {
      let field = this.field(entry, [...path, "fields", i], "class", model.namespace);
      if (!field) return;
      if (this.dataContract && model.role !== "header") field = this.dataMember(field, entry, model);
      // DataContractSerializer keeps a base's and a subclass's members apart (each class's members in their own
      // run: corpus 101's entities both implement IEntityWithKey.EntityKey); XmlSerializer refuses the repeat.
      const owner = this.dataContract && model.role !== "header" ? undefined : inherited.get(field.wireName);
      if ([...fields, ...attributes, ...(text ? [text] : [])].some((f) => f.wireName === field!.wireName) || owner) {
        this.report([...path, "fields", i], `class '${model.name}' has the field '${field.wireName}' twice${owner ? ` (inherited from '${owner}')` : ""}`);
        return;
      }
      if (seenTs.has(field.tsName)) {
        const natural = field.tsName;
        field = { ...field, tsName: safeName(natural, (name) => isReservedMemberName(name) || seenTs.has(name) || (name !== natural && ownNames.has(name))) };
      }
      seenTs.add(field.tsName);
      // An [XmlText] of an anonymous enum is a simpleContent extension of a type with no name: ASMX's ?wsdl fails
      // (lab xml-type-anonymous-places README). As an attribute its restriction is inline, as in an element.
      if (field.form === "text" && field.type.kind === "enum" && field.type.enum.anonymous) {
        this.report([...path, "fields", i], `field '${field.wireName}': the anonymous enum '${field.type.enum.name}' cannot be a class's text ([XmlText]): its simpleContent would extend a type with no name, and ASMX's ?wsdl fails ("Illegal type derivation: Type '${field.type.enum.name}' derives from anonymous type"); make the enum named`);
        return;
      }
      if (field.form === "text") {
        if (text) this.report([...path, "fields", i], `class '${model.name}' has a second text field ('${field.wireName}'); [XmlText] can be on one member`);
        else {
          text = field;
          textAt = i;
        }
        return;
      }
      if (field.form === "anyAttribute") {
        if (attributes.some((a) => a.form === "anyAttribute")) {
          this.report([...path, "fields", i], `class '${model.name}' has a second xs:anyAttribute member ('${field.wireName}'); XmlSerializer allows one [XmlAnyAttribute]`);
          return;
        }
        // A header's class, a class hierarchy, a class with text content (lab any-attributes-more) and one with QName
        // attributes (lab any-attributes-qname: their prefixes and the any attributes' namespaces) are recorded.
      }
      if (field.form === "any") {
        // One member takes every element no other takes; named ones ([XmlAnyElement(Name)]) take theirs, which
        // no other member of the class may be named (the reader finds members by their element's local name).
        const catchAll = (f: FieldModel): boolean => f.form === "any" && f.anyElements === undefined;
        if (catchAll(field) && fields.some(catchAll)) {
          this.report([...path, "fields", i], `class '${model.name}' has a second xs:any member ('${field.wireName}') taking every element; XmlSerializer allows one [XmlAnyElement] without a name`);
          return;
        }
      }
      const names = (f: FieldModel): string[] => (f.form === "any" ? (f.anyElements ?? []).map((e) => e.name) : f.form === "element" || f.form === "repeated" ? [f.wireName] : []);
      const clash = names(field).find((n) => fields.some((f) => (f.anyElements !== undefined || field.anyElements !== undefined) && names(f).includes(n)));
      if (clash !== undefined) {
        this.report([...path, "fields", i], `class '${model.name}': the element '${clash}' would be two members' ([XmlAnyElement(Name)] beside a member of that name has not been asked of the lab yet)`);
        return;
      }
      if (field.form === "any") anyAt = i;
      (field.form === "attribute" || field.form === "anyAttribute" ? attributes : fields).push(field);
    });
    let mixed: ComplexTypeModel["mixed"];
    if (text) {
      // xs:simpleContent: the element's text and attributes, no child elements and no class hierarchy. Beside one
      // [XmlAnyElement] XmlElement[] or XmlNode[] taking every element, a string's text is mixed content
      // (`mixed="true"`, lab mixed-content): text nodes to the text, elements to the any member, each written
      // in the spec's (declaration) order.
      const any = fields.length === 1 && fields[0]!.form === "any" && fields[0]!.anyElements === undefined && fields[0]!.type.kind === "array" ? fields[0] : undefined;
      if (any && !this.dataContract && model.role !== "header") {
        if (text.type.kind !== "simple" || text.type.simple.name !== "string" || text.type.dataType !== undefined) {
          this.report([...path, "fields", textAt], `class '${model.name}': mixed content (a text field beside the xs:any member '${any.wireName}') has been recorded with text of type string only (lab mixed-content); '${text.wireName}' is ${describe(text.type)}${text.type.kind === "simple" && text.type.dataType ? ` of dataType ${text.type.dataType}` : ""}`);
        } else mixed = textAt < anyAt ? "textFirst" : "textLast";
      } else if (fields.length > 0) {
        this.report([...path, "fields"], `class '${model.name}' has a text field ('${text.wireName}'), so its other fields must be attributes ('${fields[0]!.wireName}' is an element), or one xs:any member of type XmlElement[] or XmlNode[] (mixed content)`);
      }
      if (mixed && (model.base || model.derived.length > 0 || model.abstract)) this.report(path, `class '${model.name}' has mixed content (a text field beside an xs:any member), which is not yet supported with inheritance (lab text-inheritance records text with attributes only)`);
    }
    const complete = model as { -readonly [K in keyof ComplexTypeModel]: ComplexTypeModel[K] };
    complete.fields = this.dataContract && model.role !== "header" ? dataMemberOrder(fields) : fields;
    complete.attributes = attributes;
    if (text) complete.text = text;
    if (mixed) complete.mixed = mixed;
  }

  /**
   * Classes sharing an XML type name must live apart: each in a namespace of its own ([XmlType(Namespace)]),
   * one at most without (it lives where it is met; meeting it in another's namespace is the WSDL emitter's
   * to refuse).
   */
  private checkTypeNames(): void {
    const byTypeName = new Map<string, { model: ComplexTypeModel; path: SpecPath }[]>();
    for (const entry of this.classes.values()) {
      const list = byTypeName.get(entry.model.typeName) ?? [];
      list.push(entry);
      byTypeName.set(entry.model.typeName, list);
    }
    for (const [typeName, list] of byTypeName) {
      const seen = new Map<string | undefined, string>();
      for (const { model, path } of list) {
        const other = seen.get(model.namespace);
        if (other !== undefined) {
          const where = model.namespace === undefined ? "without a namespace of their own" : `in namespace '${model.namespace}'`;
          this.report(path, `classes '${other}' and '${model.name}' both have the XML type name '${typeName}' ${where}; give one a 'namespace' or another 'typeName'`, true);
        } else seen.set(model.namespace, model.name);
      }
    }
  }

  /** Classes of one role, in declaration order. */
  classesOf(role: ComplexRole): ComplexTypeModel[] {
    return [...this.classes.values()].filter((c) => c.model.role === role).map((c) => c.model);
  }

  classNamed(name: string): ComplexTypeModel | undefined {
    return this.classes.get(name)?.model;
  }

  knownTypes(): string[] {
    return [
      ...Object.keys(SIMPLE_TYPES).filter((t) => !(DATA_CONTRACT_ONLY_TYPES as readonly string[]).includes(t)),
      ...STRUCTURED_TYPES,
      ...this.dataSets.keys(),
      ...this.serializables.keys(),
      ...this.enums.keys(),
      ...this.classesOf("type").map((c) => c.name),
    ];
  }

  /** Why a type name is unknown: the close names when there are, not a list of every type there is. */
  private unknownType(typeName: string): string {
    const suggestion = didYouMean(typeName, this.knownTypes());
    return suggestion
      ? `unknown type '${typeName}'; ${suggestion}`
      : `unknown type '${typeName}': neither a built-in type nor a class, enum or DataSet of this spec`;
  }

  /**
   * Wrapper type names met so far, each with the item rules it stands for in a schema: the namespace it lives in
   * (`home`; none where it is wherever its class is met), and where it was first met there.
   */
  /**
   * The array wrappers met, by name: the schema each lives in (`home`, undefined: any), its item rule, where it was
   * met; `owner`: a member's of a class of no namespace of its own, whose schemas are known once the operations are
   * (checkClassArrays).
   */
  private readonly arrays = new Map<string, { home: string | undefined; owner?: string; type?: ArrayTypeModel; itemElement: string; itemNillable: boolean; itemUnqualified: boolean; path: SpecPath }[]>();

  /**
   * An array with [XmlArrayItem]'s item element name and nillability. The wrapper keeps its name
   * (`ArrayOfString`): one name must stand for one item rule in a schema, which `noteArray` checks; `home` is the
   * namespace of the element typed with it (see noteArray).
   */
  withArrayItem(type: ArrayTypeModel, item: RawArrayItem, path: SpecPath, home?: string): ArrayTypeModel | undefined {
    if (item.name !== undefined && !isXmlName(item.name)) {
      this.report([...path, "name"], `array item name '${item.name}' is not a valid XML name`);
      return undefined;
    }
    if (item.dataType !== undefined) {
      const dataType = item.dataType as DataType;
      const carrier = dataTypeCarrier(dataType);
      if (type.item.kind !== "simple" || type.item.simple.name !== carrier) {
        this.report([...path, "dataType"], `a data type (s:${dataType}) applies to items of type ${carrier}, not ${describe(type.item)}`);
        return undefined;
      }
      // ArrayOfToken of `token` items (arrayOf names them after the data type).
      type = arrayOf({ ...type.item, dataType });
    }
    if (item.items !== undefined) {
      // [XmlArrayItem(NestingLevel = 1)]: the inner arrays take their own rule (and wrapper type), and the outer
      // array's defaults follow the inner wrapper (items named after it).
      if (type.item.kind !== "array") {
        this.report([...path, "items"], `'items' applies to an array of arrays ([XmlArrayItem(NestingLevel = 1)]), not to an array of ${describe(type.item)}`);
        return undefined;
      }
      if (item.choice) {
        this.report([...path, "items"], "a choice of items holds classes, not arrays: leave out 'items' or 'choice'");
        return undefined;
      }
      // An inner level lives where its outer one does (an outer level's items have no namespace of their own).
      const inner = this.withArrayItem(type.item, item.items, [...path, "items"], home);
      if (!inner) return undefined;
      type = arrayOf(inner);
    }
    if (item.choice) {
      if (item.name !== undefined) {
        this.report([...path, "name"], "the items of a choice are named by their class (choice), not by 'name'");
        return undefined;
      }
      const choice = this.choiceOf(type.item, item.choice, [...path, "choice"]);
      if (!choice) return undefined;
      type = { ...arrayOf(choice), typeName: `${CHOICE_ARRAY}1` };
    }
    if (item.namespace !== undefined) {
      // [XmlArrayItem(Namespace)]: recorded for items of simple types (lab array-item-namespace).
      if (item.unqualified) {
        this.report([...path, "namespace"], "unqualified items have no namespace: leave out 'namespace' or 'unqualified'");
        return undefined;
      }
      if (type.item.kind !== "simple" && type.item.kind !== "enum" && type.item.kind !== "complex") {
        this.report([...path, "namespace"], `items in a namespace of their own are simple values, enums or classes here, not ${describe(type.item)}`);
        return undefined;
      }
    }
    // XmlSerializer numbers the wrapper of a second array of the same items with other rules (ArrayOfString1).
    const plain = type.item.kind === "choice" ? CHOICE_ARRAY : type.typeName;
    const numbered = (name: string): boolean => name.startsWith(plain) && /^[1-9][0-9]*$/.test(name.slice(plain.length));
    if (item.typeName !== undefined && !numbered(item.typeName)) {
      this.report([...path, "typeName"], `array wrapper name '${item.typeName}' must be '${plain}' followed by a number, as XmlSerializer numbers wrappers (${plain}1)`);
      return undefined;
    }
    const custom: ArrayTypeModel = {
      ...type,
      ...(item.typeName !== undefined ? { typeName: item.typeName } : {}),
      itemElement: item.name ?? type.itemElement,
      itemNillable: item.nillable ?? type.itemNillable,
      ...(item.unqualified ? { itemUnqualified: true as const } : {}),
      ...(item.namespace !== undefined ? { itemNamespace: item.namespace } : {}),
    };
    return this.noteArray(custom, path, home) ? custom : undefined;
  }

  /**
   * A choice of elements over `declared`: of classes when `declared` is a class (each element's class is under
   * `types`, is `declared` or derives from it, and belongs to a hierarchy: its values carry `$type`, which
   * picks the element); of simple values ([XmlChoiceIdentifier]) when `declared` is a simple type or object
   * (each element's type is simple, and `declared`'s unless that is object: the value names its element).
   */
  private choiceOf(declared: TypeModel, raw: readonly RawChoiceElement[], path: SpecPath): ChoiceTypeModel | undefined {
    if (declared.kind === "simple" || declared.kind === "object") return this.valueChoiceOf(declared, raw, path);
    if (declared.kind !== "complex") {
      this.report(path, `a choice of elements needs a class, a simple type or object to choose among, not ${describe(declared)}`);
      return undefined;
    }
    const elements: ChoiceElementModel[] = [];
    for (const [i, entry] of raw.entries()) {
      const at: SpecPath = [...path, i];
      if (!this.choiceElementNameOk(elements, entry, at)) return undefined;
      const found = this.classes.get(entry.type);
      if (!found || found.model.role !== "type") return this.refuse([...at, "type"], `unknown class '${entry.type}': a choice's elements are classes declared under 'types'`);
      const type = found.model;
      let derives = false;
      for (let t: ComplexTypeModel | undefined = type; t; t = t.base) if (t === declared.complex) derives = true;
      if (!derives) return this.refuse([...at, "type"], `class '${type.name}' is not '${declared.complex.name}' nor derived from it, so a '${declared.complex.name}' member cannot hold it`);
      if (!type.base && type.derived.length === 0) {
        return this.refuse([...at, "type"], `class '${type.name}' has no base nor subclasses, so its values carry no $type to pick their element by`);
      }
      if (elements.some((e) => e.type === type)) return this.refuse([...at, "type"], `the choice has the class '${type.name}' twice`);
      elements.push({ element: entry.name, type });
    }
    return { kind: "choice", by: "class", declared: declared.complex, elements };
  }

  /**
   * A choice of simple values: elements of simple types, `declared`'s unless it is object; an object member's
   * may hold classes beside them, named by the value too (lab choice-mixed: `<Push Platform="ios">` beside
   * `<Email>`).
   */
  private valueChoiceOf(declared: ValueChoiceModel["declared"], raw: readonly RawChoiceElement[], path: SpecPath): ValueChoiceModel | undefined {
    const elements: ValueChoiceElementModel[] = [];
    for (const [i, entry] of raw.entries()) {
      const at: SpecPath = [...path, i];
      if (!this.choiceElementNameOk(elements, entry, at)) return undefined;
      const type = this.resolve(entry.type, [...at, "type"]);
      if (!type) return undefined;
      if (type.kind === "complex" && declared.kind === "object") {
        if (type.complex.role !== "type") return this.refuse([...at, "type"], `a choice's element holds a class declared under 'types', not ${describe(type)}`);
        elements.push({ element: entry.name, type: { kind: "complex", complex: type.complex } });
        continue;
      }
      if (type.kind !== "simple") {
        return this.refuse([...at, "type"], `a choice of simple values holds simple types${declared.kind === "object" ? " and classes" : ""}, not ${describe(type)}`);
      }
      if (declared.kind === "simple" && type.simple !== declared.simple) {
        return this.refuse([...at, "type"], `${withArticle(declared.simple.name)} member cannot hold ${withArticle(type.simple.name)}: give the member type object, or the element type ${declared.simple.name}`);
      }
      elements.push({ element: entry.name, type: { kind: "simple", simple: type.simple } });
    }
    return { kind: "choice", by: "element", declared, elements };
  }

  /** The element's name is an XML name the choice does not have yet. */
  private choiceElementNameOk(elements: readonly { element: string }[], entry: RawChoiceElement, at: SpecPath): boolean {
    const problem = !isXmlName(entry.name) ? `choice element name '${entry.name}' is not a valid XML name` : elements.some((e) => e.element === entry.name) ? `the choice has the element '${entry.name}' twice` : undefined;
    if (problem !== undefined) this.report([...at, "name"], problem);
    return problem === undefined;
  }

  private refuse(path: SpecPath, message: string): undefined {
    this.report(path, message);
    return undefined;
  }

  /**
   * The WSDL's form of an HTTP result document's default arrays (httpDocumentType), taken after every SOAP
   * wrapper: XmlSerializer numbers each level, innermost first, past the names other item rules took (the first of
   * ArrayOfInt, ArrayOfInt1, ... free or of the same rule), and names an outer level and its items after the
   * numbered inner one (ArrayOfArrayOfInt2 of ArrayOfInt2 items; lab nesting-level-results).
   */
  httpSchemaType(type: TypeModel, home: string): TypeModel {
    if (type.kind !== "array") return type;
    const item = this.httpSchemaType(type.item, home);
    const base = item === type.item ? type : arrayOf(item);
    for (let n = 0; ; n++) {
      const candidate: ArrayTypeModel = n === 0 ? base : { ...base, typeName: `${base.typeName}${n}` };
      // Names are numbered per schema: those of the document's namespace, and those of wherever a class is met.
      const notes = this.arrays.get(candidate.typeName) ?? [];
      const seen = notes.filter((note) => note.home === undefined || note.home === home);
      if (seen.length === 0) {
        this.arrays.set(candidate.typeName, [...notes, { home, itemElement: candidate.itemElement, itemNillable: candidate.itemNillable, itemUnqualified: false, path: [] }]);
        return candidate;
      }
      if (seen.every((note) => note.itemElement === candidate.itemElement && note.itemNillable === candidate.itemNillable && !note.itemUnqualified)) return candidate;
    }
  }

  /**
   * Records the item rule of an array's wrapper type; false (reported) when the same wrapper had another in its
   * schema. XmlSerializer declares a wrapper in the namespace of the element typed with it (`home`: a class's
   * member in the class's namespace, or the member's own; a parameter in its wrapper's), or of its items
   * ([XmlArrayItem(Namespace)]), and numbers wrappers per namespace: `ArrayOfInt` of `Day` items in a class's
   * namespace beside the service's `ArrayOfInt` of `int` (lab sweep4-erp, Erp), `ArrayOfInt1` beside
   * `ArrayOfInt` in one (ErpClash). Without a home (a class of no namespace of its own lives wherever it is met)
   * the wrapper may be in any schema, so it must agree with every wrapper of its name.
   */
  noteArray(type: ArrayTypeModel, path: SpecPath, home?: string): boolean {
    const ns = type.itemNamespace ?? home;
    const unqualified = type.itemUnqualified === true;
    const notes = this.arrays.get(type.typeName) ?? [];
    // A member of a class of no namespace of its own: the class lives in every schema it is met in (a wrapper's
    // RequestNamespace, a binding's: lab array-homes, Item), known once the operations are (checkClassArrays). Here
    // only the class's own other members are compared.
    const owner = ns === undefined && path[0] === "types" && typeof path[1] === "string" ? path[1] : undefined;
    if (owner !== undefined) {
      const same = notes.find((note) => note.owner === owner);
      if (same && (same.itemElement !== type.itemElement || same.itemNillable !== type.itemNillable || same.itemUnqualified !== unqualified)) {
        const rule = (nillable: boolean, unq: boolean): string => (nillable ? " (nillable)" : "") + (unq ? " (unqualified)" : "");
        this.report(path, `the array wrapper '${type.typeName}' already has items '${same.itemElement}'${rule(same.itemNillable, same.itemUnqualified)} at ${same.path.join(".")}; here its items would be '${type.itemElement}'${rule(type.itemNillable, unqualified)}, and one WSDL type cannot say both${this.numberedWrapperHint(type, ns)}`);
        return false;
      }
      if (!same) this.arrays.set(type.typeName, [...notes, { home: undefined, owner, type, itemElement: type.itemElement, itemNillable: type.itemNillable, itemUnqualified: unqualified, path }]);
      return true;
    }
    const met = notes.filter((note) => (note.home === undefined && note.owner === undefined) || ns === undefined || note.home === ns);
    const seen = met.find((note) => note.itemElement !== type.itemElement || note.itemNillable !== type.itemNillable || note.itemUnqualified !== unqualified);
    if (!seen) {
      if (!notes.some((note) => note.home === ns)) this.arrays.set(type.typeName, [...notes, { home: ns, itemElement: type.itemElement, itemNillable: type.itemNillable, itemUnqualified: unqualified, path }]);
      return true;
    }
    const rule = (nillable: boolean, unq: boolean): string => (nillable ? " (nillable)" : "") + (unq ? " (unqualified)" : "");
    this.report(
      path,
      `the array wrapper '${type.typeName}' already has items '${seen.itemElement}'${rule(seen.itemNillable, seen.itemUnqualified)} at ${seen.path.join(".")}; here its items would be '${type.itemElement}'${rule(type.itemNillable, unqualified)}, and one WSDL type cannot say both${this.numberedWrapperHint(type, ns)}`,
    );
    return false;
  }

  /**
   * Checks the wrappers of class members noted without a home (noteArray's `owner`) against every other wrapper of
   * their name in the schemas the class is met in: `homesOf` a class, undefined when it may be met anywhere (then
   * against every one, as before the operations were known).
   */
  checkClassArrays(homesOf: (className: string) => ReadonlySet<string> | undefined): void {
    for (const [typeName, notes] of this.arrays) {
      for (const [i, note] of notes.entries()) {
        if (note.owner === undefined) continue;
        const homes = homesOf(note.owner);
        const shares = (other: (typeof notes)[number]): boolean => {
          if (homes === undefined) return true;
          if (other.owner !== undefined) {
            const otherHomes = homesOf(other.owner);
            return otherHomes === undefined || [...homes].some((h) => otherHomes.has(h));
          }
          return other.home === undefined || homes.has(other.home);
        };
        // Each pair once: an earlier class member's note was compared with this one already.
        const seen = notes.find((other, j) => other !== note && !(other.owner !== undefined && j < i) && shares(other) && (other.itemElement !== note.itemElement || other.itemNillable !== note.itemNillable || other.itemUnqualified !== note.itemUnqualified));
        if (!seen) continue;
        const rule = (nillable: boolean, unq: boolean): string => (nillable ? " (nillable)" : "") + (unq ? " (unqualified)" : "");
        const where = homes === undefined ? "" : ` (its class '${note.owner}' is met in ${[...homes].join(", ")})`;
        this.report(
          note.path,
          `the array wrapper '${typeName}' already has items '${seen.itemElement}'${rule(seen.itemNillable, seen.itemUnqualified)} at ${seen.path.join(".")}; here its items would be '${note.itemElement}'${rule(note.itemNillable, note.itemUnqualified)}${where}, and one WSDL type cannot say both${note.type ? this.numberedWrapperHint(note.type, homes?.size === 1 ? [...homes][0] : undefined) : ""}`,
        );
      }
    }
  }

  /**
   * How XmlSerializer tells a second array of one wrapper name apart (XmlReflectionImporter.SetArrayMappingType: the
   * first free ArrayOfInt1, ArrayOfInt2, ... of another item rule; lab class-builtin-names: `int[]` beside a class
   * `int`'s array), as the spec writes it; none for a choice's items (ArrayOfChoice<n> is said with 'choice').
   */
  private numberedWrapperHint(type: ArrayTypeModel, home: string | undefined): string {
    if (type.item.kind === "choice") return "";
    const base = arrayOf(type.item).typeName;
    const unqualified = type.itemUnqualified === true;
    const sameSchema = (note: { home: string | undefined }): boolean => note.home === undefined || home === undefined || note.home === home;
    let n = 1;
    for (let notes = this.arrays.get(`${base}1`); notes?.some(sameSchema); notes = this.arrays.get(`${base}${++n}`)) {
      if (notes.some((seen) => sameSchema(seen) && seen.itemElement === type.itemElement && seen.itemNillable === type.itemNillable && seen.itemUnqualified === unqualified)) break;
    }
    return `: XmlSerializer numbers the one it meets second, which the spec says with 'arrayItem: { typeName: ${arrayOf(type.item).typeName}${n} }'`;
  }

  /**
   * Resolves a type name (`int`, `Shipment`, `string[]`, `Piece[][]`); reports and returns undefined when unknown.
   * Inner arrays of a jagged array are noted here; the outer one by the caller, which may give it an item rule,
   * and so the `ruled` innermost levels below it too ([XmlArrayItem(NestingLevel)], `arrayItem.items`). `home`:
   * the namespace of the element typed with it, where its wrappers live (noteArray).
   */
  resolve(typeName: string, path: SpecPath, ruled = 0, home?: string): TypeModel | undefined {
    const trimmed = typeName.trim();
    if (trimmed === STREAM_TYPE) {
      // System.IO.Stream: DataContractSerializer's streamed body (StreamFormatter); where it may stand (the sole
      // body part) the operation's builder checks (isStream). XmlSerializer has no form for it.
      if (!this.dataContract) {
        this.report(path, `type 'stream' (System.IO.Stream) is a WCF streamed body: ${this.wcf ? "an [XmlSerializerFormat] service" : "ASMX's XmlSerializer"} has no form for it (service.wcf with the dataContract serializer)`);
        return undefined;
      }
      return { kind: "simple", simple: SIMPLE_TYPES.base64Binary, stream: true };
    }
    // `map<K,V>`, K and V type expressions themselves (`map<string, map<string,int>>`); an array of it is the `[]` branch's.
    const map = trimmed.endsWith("[]") ? undefined : parseMapType(trimmed);
    if (map) {
      if (!this.dataContract) {
        this.report(path, `'${trimmed}' is a dictionary, which only WCF's DataContractSerializer carries (service.wcf)`);
        return undefined;
      }
      if ("error" in map) {
        this.report(path, `type '${trimmed}' is not a dictionary expression: ${map.error}`);
        return undefined;
      }
      const key = this.resolve(map.key, path);
      const value = this.resolve(map.value, path);
      if ((key && isStream(key)) || (value && isStream(value))) return this.streamInside(path, "a dictionary's key or value");
      return key && value ? dictionaryOf(key, value, this.wcf?.dataContractNamespace, this.wcf?.serviceNamespace) : undefined;
    }
    if (trimmed.endsWith("[]")) {
      const itemName = trimmed.slice(0, -2).trim();
      // DataContractSerializer's XmlNode[]: the element's content as it is (lab wcf/xml-element), not a collection.
      if (this.dataContract && itemName === "XmlNode") return { kind: "xml", node: "XmlNode[]" };
      const item = this.resolve(itemName, path, Math.max(0, ruled - 1), home);
      if (!item) return undefined;
      if (isStream(item)) return this.streamInside(path, "an array item");
      if (this.dataContract) {
        if (item.kind === "xml" && item.node !== "XmlElement") {
          this.report(path, `arrays of ${itemName} are not data contracts`);
          return undefined;
        }
        if (item.kind !== "simple" && item.kind !== "enum" && item.kind !== "complex" && item.kind !== "array" && item.kind !== "map" && item.kind !== "object" && item.kind !== "xml") {
          this.report(path, `arrays of ${itemName} are not data contracts`);
          return undefined;
        }
        return collectionOf(item, this.wcf?.dataContractNamespace);
      }
      // XmlElement[] and XmlNode[]: ArrayOfXmlElement / ArrayOfXmlNode of nillable items holding any XML (the lab's xml-node-arrays).
      // An IXmlSerializable class without a schema provider: ArrayOfX of nillable items of the DataSet shape (lab
      // xml-serializable-more); with a provider it is not recorded.
      if (isStructured(item) && item.kind !== "xml" && !(item.kind === "serializable" && item.serializable.schema === undefined)) {
        this.report(path, `arrays of ${itemName} are not supported${item.kind === "serializable" ? " (an IXmlSerializable class with a schema provider: not recorded; one without is, test/reference/lab/xml-serializable-more)" : ""}`);
        return undefined;
      }
      if (item.kind === "array" && ruled === 0 && !this.noteArray(item, path, home)) return undefined;
      return arrayOf(item);
    }
    // DataSet and DataTable under DataContractSerializer: IXmlSerializable content in the member element (lab
    // wcf/dataset-xml). A typed DataSet's schema there (its own named type and namespace) is not recorded.
    if (this.dataContract && this.dataSets.has(trimmed)) {
      this.report(path, `typed DataSet '${trimmed}' under DataContractSerializer (WCF) is not generated: the schema .NET publishes for a typed DataSet there is not recorded (DataSet and DataTable are; docs/wcf-design.md §17)`);
      return undefined;
    }
    if (this.dataContract && trimmed === "XmlNode") {
      this.report(path, "a lone XmlNode is not a data contract: DataContractSerializer takes it for a collection it cannot read back (lab wcf/xml-node); XmlElement, XmlElement[] and XmlNode[] it carries");
      return undefined;
    }
    if (trimmed === "DataSet") return { kind: "dataSet" };
    const typed = this.dataSets.get(trimmed);
    if (typed) return { kind: "dataSet", typed, ...(typed.tables ? { dataSetName: typed.dataSetName, tables: typed.tables } : {}) };
    if (trimmed === "DataTable") return { kind: "dataTable" };
    if (trimmed === "XmlNode" || trimmed === "XmlElement") return { kind: "xml", node: trimmed };
    if (trimmed === "object") return { kind: "object" };
    const serializable = this.serializables.get(trimmed);
    if (serializable) return { kind: "serializable", serializable };
    const collection = this.collections.get(trimmed);
    if (collection) return this.collectionContract(trimmed, collection) ?? undefined;
    if (isSimpleTypeName(trimmed)) {
      if (!this.dataContract && (DATA_CONTRACT_ONLY_TYPES as readonly string[]).includes(trimmed)) {
        this.report(path, `type '${trimmed}' is a WCF (DataContractSerializer) type: ASMX's XmlSerializer has no form for it`);
        return undefined;
      }
      // [XmlSerializerFormat]'s guid and char (in http://microsoft.com/wsdl/types/) and QName are ASMX's on the wire
      // (test/reference/wcf/xml-serializer/types/); their schemas are documents of the set (docs/wcf-design.md §42).
      // Beside data contract schemas (a service mixing serializers) guid's and char's schema is not read back.
      if (this.wcf?.mixed && !this.dataContract && (trimmed === "guid" || trimmed === "char")) {
        this.report(path, `type '${trimmed}' in an [XmlSerializerFormat] operation of a WCF service mixing serializers is not generated yet (its schema of http://microsoft.com/wsdl/types/ beside the data contract schemas; docs/wcf-design.md §42)`);
        return undefined;
      }
      return { kind: "simple", simple: SIMPLE_TYPES[trimmed] };
    }
    const e = this.enums.get(trimmed);
    if (e) return { kind: "enum", enum: e };
    const c = this.classFor(trimmed);
    if (c) {
      // A SOAP header class may also be a parameter's or a member's type (the lab: header-class).
      if (c.model.role === "fault") {
        this.report(path, `'${trimmed}' is declared under '${c.path[0]}' and can only be used there; declare exchanged classes under 'types'`);
        return undefined;
      }
      return { kind: "complex", complex: c.model };
    }
    this.report(path, this.unknownType(trimmed));
    return undefined;
  }

  /**
   * The keys of a class that only WCF data contracts take, refused elsewhere with one line each (and a class's
   * fields' data member keys). False when the class cannot be declared.
   */
  private dataMemberKeysAllowed(body: RawComplexType, path: SpecPath, section: string): boolean {
    const wcfKeys = (["isReference", "iSerializable", "factoryType", "knownTypes", "generic", "collection", "dictionary"] as const).filter((k) => body[k] !== undefined);
    // A fault detail may be ISerializable (an exception: [FaultContract(typeof(ParcelException))], lab wcf/iserializable-forms).
    const faultKey = section === "faults" && wcfKeys.length === 1 && wcfKeys[0] === "iSerializable";
    if (wcfKeys.length > 0 && (!this.dataContract || (section !== "types" && !faultKey))) {
      const where = this.dataContract ? "classes under 'types'" : "WCF data contracts (service.wcf with the dataContract serializer)";
      this.report([...path, wcfKeys[0]!], `'${wcfKeys[0]}' applies to ${where}`, true);
      return false;
    }
    if (body.collection && body.dictionary) {
      this.report([...path, "dictionary"], "a collection contract is a list or a dictionary, not both", true);
      return false;
    }
    if ((body.collection || body.dictionary) && (body.fields || body.base || body.abstract || body.struct || body.isReference || body.iSerializable || body.knownTypes)) {
      this.report(path, `a ${body.collection ? "collection" : "dictionary"} contract has items, not fields, a base or known types`, true);
      return false;
    }
    return true;
  }

  /**
   * The name DataContractSerializer gives a generic data contract (`generic`) the spec names no `typeName` for:
   * its pattern expanded with its arguments and the `{#}` digest of their namespaces (`Result_{0}_{1}_{#}` over
   * Parcel and Stamp: `Result_Parcel_Stamp_GZwuO5WC`; lab wcf/generic-digest). A pattern naming an argument it
   * lacks, or leaving a brace open, is reported at its name.
   */
  /**
   * A data contract's name where the spec gives one: `typeName`, or a generic's pattern expanded (DataContract.
   * GetStableName: the expansion, EncodeLocalName'd). A generic has one name, its pattern's: .NET's [DataContract(Name)]
   * on a generic IS the pattern (`Name = "Outcome"` is GenericType `Outcome`, the type `Outcome`), so a `typeName`
   * beside `generic` that is not the expansion describes no .NET type and is refused at `typeName`.
   */
  private closedName(body: RawComplexType, path: SpecPath): string | undefined {
    if (!body.generic || !this.dataContract) return body.typeName;
    const expanded = closedGenericName(body.generic);
    if (expanded === undefined) {
      this.report([...path, "generic", "name"], `generic name '${body.generic.name}' does not expand: '{n}' names an argument of 'parameters' (from 0), '{#}' the namespaces digest`, true);
      return body.typeName;
    }
    const closed = dataContractLocalName(expanded);
    if (body.typeName !== undefined && body.typeName !== closed) {
      this.report(
        [...path, "typeName"],
        `typeName '${body.typeName}' contradicts generic name '${body.generic.name}', which names the type '${closed}': a generic data contract's name is its pattern expanded ([DataContract(Name)] on a generic is the pattern); did you mean to drop 'typeName', or generic name '${body.typeName}' (a fixed name)?`,
        true,
      );
    }
    return closed;
  }


  /** A [CollectionDataContract] type, resolved once. */
  private collectionContract(name: string, entry: { raw: RawComplexType; path: SpecPath; resolved?: TypeModel | null }): TypeModel | null {
    if (entry.resolved !== undefined) return entry.resolved;
    entry.resolved = null; // a collection of itself stops here
    const { raw, path } = entry;
    const namespace = raw.namespace ?? this.wcf?.dataContractNamespace;
    if (namespace === undefined) {
      this.report(path, `collection contract '${name}' has no namespace: give it 'namespace', or the service 'wcf.dataContractNamespace'`, true);
      return null;
    }
    if (raw.collection) {
      const item = this.resolve(raw.collection.item, [...path, "collection", "item"]);
      if (!item) return null;
      const list = collectionOf(item, this.wcf?.dataContractNamespace);
      entry.resolved = {
        ...list,
        typeName: this.closedName(raw, path) ?? name,
        itemElement: raw.collection.itemName ?? list.itemElement,
        namespace,
        ...(raw.generic ? { generic: genericContract(raw.generic, namespace) } : {}),
      };
      return entry.resolved;
    }
    const d = raw.dictionary!;
    const key = this.resolve(d.key, [...path, "dictionary", "key"]);
    const value = this.resolve(d.value, [...path, "dictionary", "value"]);
    if (!key || !value) return null;
    const map = dictionaryOf(key, value, this.wcf?.dataContractNamespace, this.wcf?.serviceNamespace);
    entry.resolved = {
      ...map,
      typeName: this.closedName(raw, path) ?? name,
      itemElement: d.itemName ?? map.itemElement,
      keyName: d.keyName ?? map.keyName,
      valueName: d.valueName ?? map.valueName,
      namespace,
      ...(raw.generic ? { generic: genericContract(raw.generic, namespace) } : {}),
    };
    return entry.resolved;
  }

  /**
   * [KnownType]s: under DataContractSerializer any data contract (a class under `types`, an enum, a collection such
   * as `Tone[]` or a dictionary; lab wcf/known-classes); under XmlSerializer the class's subclasses only.
   */
  private linkKnownTypes(): void {
    for (const { model, raw, path } of this.classes.values()) {
      if (!raw.knownTypes) continue;
      const known: KnownTypeModel[] = [];
      const dataContract = model.serializer === "dataContract" || (model.serializer === undefined && this.wcf?.dataContract === true);
      raw.knownTypes.forEach((name, i) => {
        const at: SpecPath = [...path, "knownTypes", i];
        const entry = dataContract ? this.knownContract(name, at) : this.knownSubclass(model, name, at);
        if (entry && !known.some((k) => sameKnown(k, entry))) known.push(entry);
      });
      const classes = known.flatMap((k) => (k.kind === "complex" ? [k.complex] : []));
      const enums = known.flatMap((k) => (k.kind === "enum" ? [k.enum] : []));
      const arrays = known.flatMap((k) => (k.kind === "array" || k.kind === "map" ? [k] : []));
      const target = model as { knownTypes?: readonly ComplexTypeModel[]; knownEnums?: readonly EnumModel[]; knownArrays?: readonly KnownTypeModel[]; known?: readonly KnownTypeModel[] };
      target.knownTypes = classes;
      if (enums.length) target.knownEnums = enums;
      if (arrays.length) target.knownArrays = arrays;
      if (known.length) target.known = known;
    }
  }

  /** A [KnownType] or [ServiceKnownType] under DataContractSerializer: any data contract but a primitive (known everywhere). */
  knownContract(name: string, at: SpecPath): KnownTypeModel | undefined {
    const trimmed = name.trim();
    const found = this.classes.get(trimmed);
    if (found && found.model.role !== "type") {
      this.report(at, `known type '${trimmed}' is declared under '${found.path[0]}': a known type is a data contract under 'types'`);
      return undefined;
    }
    if (!found && !this.enums.has(trimmed) && !this.collections.has(trimmed) && !trimmed.endsWith("[]") && !isMapType(trimmed) && !isSimpleTypeName(trimmed) && trimmed !== "object") {
      const hint = didYouMean(trimmed, [...this.classesOf("type").map((c) => c.name), ...this.enums.keys(), ...this.collections.keys()]);
      this.report(at, `unknown known type '${trimmed}': not a class, enum or collection contract of this spec, nor an array (\`Tone[]\`)${hint ? `; ${hint}` : ""}`);
      return undefined;
    }
    const type = this.resolve(trimmed, at);
    if (!type) return undefined;
    if (type.kind === "complex" || type.kind === "enum" || type.kind === "array" || type.kind === "map") return type;
    const what = type.kind === "simple" ? `a primitive, which DataContractSerializer knows everywhere` : type.kind === "object" ? "System.Object, which names no data contract" : "not a data contract an i:type names";
    this.report(at, `known type '${trimmed}' is ${what}: name a class, an enum or a collection (\`Tone[]\`)`);
    return undefined;
  }

  /** A [KnownType] of an XmlSerializer class (a mixed WCF service): a class under `types` derived from it. */
  private knownSubclass(model: ComplexTypeModel, name: string, at: SpecPath): KnownTypeModel | undefined {
    if (this.enums.has(name)) {
      this.report(at, `known type '${name}' is an enum: an enum is a known type under DataContractSerializer only`);
      return undefined;
    }
    const found = this.classes.get(name);
    if (!found || found.model.role !== "type") {
      const hint = didYouMean(name, this.classesOf("type").map((c) => c.name));
      this.report(at, `unknown known type '${name}': not a class under 'types'${hint ? `; ${hint}` : ""}`);
      return undefined;
    }
    let derives = false;
    for (let b = found.raw.base; b !== undefined && !derives; b = this.classes.get(b)?.raw.base) derives = b === model.name;
    if (!derives) {
      this.report(at, `known type '${name}' does not derive from '${model.name}': under XmlSerializer an i:type must name a subclass (DataContractSerializer takes any data contract)`);
      return undefined;
    }
    return { kind: "complex", complex: found.model };
  }

  /**
   * DataContractSerializer's scope of known types per class (lab wcf/known-scope, wcf/known-classes): while a value
   * of the class is read or written, an `i:type` inside it may name the data contracts its [KnownType]s name, its
   * bases' and, recursively, those of its known classes (ImportKnownTypeAttributes walks the base chain and each
   * known type's own).
   */
  private linkKnownScopes(): void {
    const scopeOf = (model: ComplexTypeModel): KnownTypeModel[] => knownClosure(model.known ?? [], model);
    for (const { model } of this.classes.values()) {
      const dataContract = model.serializer === "dataContract" || (model.serializer === undefined && this.wcf?.dataContract === true);
      if (!dataContract) continue;
      const scope = scopeOf(model);
      if (scope.length) (model as { knownScope?: readonly KnownTypeModel[] }).knownScope = scope;
    }
  }

  /**
   * A class field as a data member: in its class's namespace, optional unless IsRequired, nil for null
   * reference types and Nullable value types; XmlSerializer's member forms refused.
   */
  private dataMember(field: FieldModel, entry: RawField, owner: ComplexTypeModel): FieldModel {
    const body = typeof entry === "string" ? this.sharedFields.get(entry) : entry;
    const required = body?.required ?? false;
    const valueType = isValueType(field.type);
    return {
      ...field,
      ...(body?.backingField ? { wireName: backingFieldElement(field.wireName) } : {}),
      ...(owner.namespace !== undefined ? { namespace: owner.namespace } : {}),
      optional: !required,
      nillable: !valueType || field.nillable,
      occurs: { min: required ? "1" : "0", max: "1" },
      dataMember: { ...(body?.order !== undefined ? { order: body.order } : {}), required, emitDefault: body?.emitDefault ?? true },
    };
  }

  /** A stream where .NET has no form for it: reported at its place. */
  private streamInside(path: SpecPath, where: string): undefined {
    this.report(path, `type 'stream' (System.IO.Stream) cannot be ${where}: WCF streams a message's sole body part only (a parameter, a result or a [MessageBodyMember])`);
    return undefined;
  }

  /**
   * A field: a shared field's name, or an inline definition. `home`: the namespace its element is in unless it
   * names its own (its class's, a parameter's wrapper's), where its array wrappers live; none when that is
   * wherever its class is met.
   */
  field(entry: RawField, path: SpecPath, context: FieldContext, home?: string): FieldModel | undefined {
    if (typeof entry === "string") {
      const body = this.sharedFields.get(entry);
      if (!body) {
        const defined = [...this.sharedFields.keys()];
        const hint = didYouMean(entry, defined) ?? (defined.length > 0 && defined.length <= 10 ? `defined: ${defined.join(", ")}` : undefined);
        this.report(path, `unknown field '${entry}': not defined under 'fields'${hint ? `; ${hint}` : ""}`);
        return undefined;
      }
      return this.fieldBody(entry, body, ["fields", entry], context, path, home);
    }
    // Usually a .NET identifier; [XmlElement("INPUT-VAL")] gives any XML name (the TypeScript name folds it).
    if (!isXmlName(entry.name)) {
      this.report([...path, "name"], `field name '${entry.name}' is not a valid XML name (a letter or _ followed by letters, digits, _, - or .)`);
      return undefined;
    }
    return this.fieldBody(entry.name, entry, path, context, path, home);
  }

  /**
   * A field's wire rules, as .NET's exporter derives them: reference types minOccurs 0, value types 1,
   * optional value types (XxxSpecified) 0, nullable value types 1 and nillable, repeated arrays unbounded.
   * `usePath` is where the field is used (a shared field can be fine in one place and wrong in another).
   */
  private fieldBody(
    name: string,
    body: RawFieldBody,
    bodyPath: SpecPath,
    context: FieldContext,
    usePath: SpecPath,
    home?: string,
  ): FieldModel | undefined {
    if (body.anyAttribute || body.type.replace(/\s+/g, "") === "XmlAttribute[]") return this.anyAttributeField(name, body, bodyPath, context, usePath);
    // [XmlElement(Namespace)]: the element, and so its array wrappers, in that namespace's schema.
    const wrappers = body.namespace ?? home;
    const type = this.resolve(body.type, [...bodyPath, "type"], nestingDepth(body.arrayItem), wrappers);
    if (!type) return undefined;
    if (context === "class" && isStream(type)) {
      this.report([...bodyPath, "type"], `field '${name}': type 'stream' (System.IO.Stream) is not a data member: WCF streams a message's sole body part only (a parameter, a result or a [MessageBodyMember])`);
      return undefined;
    }
    // XmlElement[] / XmlNode[]: the lab has shown them as class members (xml-node-arrays), not as parameters.
    // Under DataContractSerializer an XmlElement[] is ArrayOfXmlElement, a collection with its namespace (lab wcf/xml-arrays).
    if (context !== "class" && type.kind === "array" && type.item.kind === "xml" && !body.any && type.namespace === undefined) {
      this.report([...bodyPath, "type"], `field '${name}': arrays of ${type.item.node} are not supported as parameters (class members only: the lab has shown them there)`);
      return undefined;
    }
    const problem = (key: string, message: string): undefined => {
      this.report(bodyPath === usePath ? [...bodyPath, key] : usePath, `field '${name}': ${message}`);
      return undefined;
    };
    const valueType = isValueType(type);
    const dataMemberKey = (["order", "required", "emitDefault", "backingField"] as const).find((k) => body[k] !== undefined);
    if (dataMemberKey && !(this.dataContract && context === "class")) {
      return problem(dataMemberKey, `'${dataMemberKey}' applies to WCF data members (fields of classes, service.wcf with the dataContract serializer)`);
    }
    if (body.backingField && !isClrIdentifier(name)) {
      return problem("backingField", `an auto-property's name is a C# identifier (letters, digits, _), so its backing field's is '<${name}>k__BackingField' only then`);
    }
    if (this.dataContract) {
      const xmlKey = (["optional", "arrayItem", "attribute", "repeated", "any", "list", "text", "namespace", "default", "choice", "sqlType"] as const).find((k) => body[k] !== undefined && body[k] !== false);
      if (xmlKey) return problem(xmlKey, `'${xmlKey}' is XmlSerializer's: a WCF data member has no such form${xmlKey === "optional" ? " (data members are optional unless 'required')" : ""}`);
    }
    if (body.nullable && isStructured(type)) {
      return problem("nullable", `${withArticle(describe(type))} may be left out already; it has no nil form`);
    }
    if (body.optional === false && !valueType) {
      return problem("optional", `${withArticle(describe(type))} cannot be required: ASMX always lets reference types (strings, arrays, classes, DataSets) be omitted (minOccurs="0"); 'nullable: true' sends null as nil`);
    }
    if (body.optional && valueType && context !== "class" && !body.nullable) {
      return problem("optional", `a value-type ${context === "out" ? "out parameter" : "parameter"} is always sent; use 'nullable: true' (int?) for one that may be null`);
    }
    if (body.optional && !valueType) return problem("optional", `${withArticle(describe(type))} is optional already (minOccurs="0"); 'nullable: true' makes it always sent, nil when null`);
    if (body.arrayItem) {
      if (type.kind !== "array") return problem("arrayItem", `'arrayItem' applies to arrays, not ${describe(type)}`);
      if (body.repeated) return problem("arrayItem", "a repeated array has no wrapper: its items are named after the field");
    }
    if (body.choice) {
      // A repeated array of a choice: its items, each its element's, in the array's order (no wrapper).
      for (const key of ["attribute", "list", "text", "default", "nullable", "arrayItem", "optional", "namespace", "unqualified", "dataType"] as const) {
        if (body[key] !== undefined && body[key] !== false) return problem("choice", `a choice of elements cannot also be '${key}'`);
      }
      if (body.repeated && type.kind !== "array") return problem("repeated", `'repeated' needs an array type, not ${describe(type)}`);
    }
    // A parameter repeats only as an array of a choice ([XmlChoiceIdentifier] on object[], lab choice-parameters;
    // its 'identifier' as on a single one); a plain repeated parameter ([XmlElement] on an array parameter) is not
    // recorded.
    const repeatedParameter = (context === "parameter" || context === "out") && body.repeated === true && body.choice !== undefined;
    for (const key of ["attribute", "repeated", "list", "text", "namespace", "unqualified", "qualified"] as const) {
      if (key === "repeated" && repeatedParameter) continue;
      // [XmlElement(Form = Unqualified)] on a parameter: `form="unqualified"` in the request wrapper, `<t xmlns="">`
      // on the wire, one in the wrapper's namespace not read; HTTP GET/POST unchanged (lab parameter-namespace-data,
      // Local). On a class parameter or out parameter the element is in no namespace and the class's members stay in
      // the wrapper's (`<b xmlns=""><Label xmlns="urn:lab">`); on an out parameter after the result (lab
      // parameter-forms: PutBox, Outs). On an array [XmlElement] makes the parameter flat (repeated items, recorded
      // there too), which is not a parameter form yet.
      if (key === "unqualified" && (context === "parameter" || context === "out") && body.unqualified) {
        const what = `'unqualified' on ${context === "out" ? "an out parameter" : "a parameter"}`;
        if (this.wcf) return problem(key, `${what} of a WCF operation is not yet supported (not recorded: test/reference/lab/parameter-forms has it on an ASMX method)`);
        if (type.kind === "array") return problem(key, `${what} of an array type is not yet supported: [XmlElement(Form = Unqualified)] makes the array flat, each item an unqualified element of the parameter's name (recorded: test/reference/lab/parameter-forms, PutBox's names and boxes), and a flat (repeated) parameter is not a spec form yet`);
        if (type.kind !== "simple" && type.kind !== "enum" && type.kind !== "complex") return problem(key, `${what} of ${withArticle(describe(type))} is not yet supported (not recorded: test/reference/lab/parameter-forms and parameter-namespace-data have it on simple types and a class)`);
        continue;
      }
      // [XmlElement(Namespace)] on a parameter of a simple type or XmlElement (lab result-namespace-simple): a global
      // element of that namespace. On an enum or class parameter, or an out parameter of a simple type, an enum or a
      // class (lab parameter-namespace-types): the type copied into that namespace's schema, a class's fields in it
      // (what a copied type may hold: copiedTypeProblem, checked once the classes are complete, in build.ts).
      if (key === "namespace" && (context === "parameter" || context === "out") && body.namespace !== undefined) {
        // A guid or char parameter or out parameter: Microsoft's types namespace a third schema urn:other's imports
        // (parameter-namespace-types PutGuid, PutChar; parameter-namespace-out GetIds). A QName parameter or out
        // parameter, a date, a nullable enum (lab parameter-namespace-values: Put, and Req under a RequestNamespace).
        // A dataType (time, token, hexBinary, NMTOKEN) and a nullable class too (lab parameter-namespace-data: the
        // global element `type="s:time"`, a class's `nillable="true"` with the ref's minOccurs "1").
        const recorded = type.kind === "simple" || type.kind === "enum" || type.kind === "complex" || (context === "parameter" && type.kind === "xml" && type.node === "XmlElement");
        const what = `'namespace' on ${context === "out" ? "an out parameter" : "a parameter"} of ${withArticle(describe(type))}`;
        if (!recorded) return problem(key, `${what} is not yet supported (not recorded: test/reference/lab/result-namespace-simple, parameter-namespace-types, parameter-namespace-values and parameter-namespace-data have parameters and out parameters of simple types (QName, date and dataTypes too), enums and classes (nullable too), parameters of XmlElement, in another namespace, which are supported)`);
        if (body.any || body.choice) return problem(key, "'namespace' on a parameter of [XmlAnyElement] or a choice is not yet supported (not recorded)");
        continue;
      }
      if (body[key] && context !== "class") return problem(key, `'${key}' applies to fields of classes only${key === "repeated" && context === "parameter" ? " (on a parameter: an array of a 'choice')" : ""}`);
    }
    if (body.any) {
      // [XmlAnyElement] on an XmlElement[] member (the lab's any-elements), a lone XmlElement (any-lone) or an
      // XmlNode[] (any-nodes: text written, not read); Name and Namespace (any-named, any-several) and parameters
      // are modelled too. On a parameter (any-parameters, any-parameters-more): `any: true` on an XmlElement[] or a lone
      // XmlElement, alone or beside other parameters; the operation then has no HTTP GET/POST face.
      if (context === "out") return problem("any", "'any' ([XmlAnyElement]) on an out or ref parameter is not supported yet: ASMX publishes an xs:any in the response wrapper after the result and writes the elements there, a ref one read from the request too (recorded: test/reference/lab/any-parameters-more/, AnyOut)");
      const lone = type.kind === "xml" && type.node === "XmlElement";
      if (context === "parameter") {
        // XmlNode[] too (lab any-parameters-more: Nodes reads elements only, text and comments dropped).
        if (!lone && !(type.kind === "array" && type.item.kind === "xml" && type.item.node !== "XmlAttribute")) {
          return problem("any", `'any' ([XmlAnyElement]) on a parameter needs the type XmlElement[], XmlNode[] or XmlElement, not ${withArticle(describe(type))} (test/reference/lab/any-parameters/)`);
        }
      }
      if (!lone && !(type.kind === "array" && type.item.kind === "xml" && type.item.node !== "XmlAttribute")) {
        return problem("any", `'any' ([XmlAnyElement]) needs the type XmlElement[], XmlNode[] or XmlElement, not ${describe(type)}`);
      }
      for (const key of ["attribute", "repeated", "list", "text", "namespace", "unqualified", "nullable", "optional", "arrayItem", "default", "dataType", "choice", "sqlType"] as const) {
        if (body[key] !== undefined && body[key] !== false) return problem("any", `an xs:any member ([XmlAnyElement]) cannot also be '${key}'`);
      }
      const named = this.anyElements(name, body.any, bodyPath, type.kind === "xml");
      if (named === undefined) return undefined;
      if (type.kind === "xml") return { ...this.asmxField(name, body, type, "any", true, false, false, false, type), occurs: { min: "0", max: "1" } };
      return {
        ...this.asmxField(name, body, { ...type, itemNillable: false }, "any", true, false, false, false, type),
        occurs: { min: "0", max: "unbounded" },
        ...named,
      };
    }
    if (body.parameterName !== undefined && context !== "parameter") return problem("parameterName", "'parameterName' applies to parameters (HTTP GET and POST name them so)");
    if (body.identifier !== undefined) {
      if (context === "class") return problem("identifier", "'identifier' applies to parameters and out parameters ([XmlChoiceIdentifier] on a class member names a member the spec does not list: leave it out)");
      if (!body.choice) return problem("identifier", "'identifier' applies to a parameter with a 'choice' of simple values ([XmlChoiceIdentifier])");
    }
    if (type.kind === "simple" && type.simple.name === "QName") {
      // XmlQualifiedName (lab qualified-names, -arrays, -text, -bare, -http): elements, attributes, text,
      // parameters, results and arrays are recorded. [DefaultValue] has no effect on one (qualified-name-default).
      if (body.default !== undefined) {
        return problem("default", "a QName (XmlQualifiedName) takes no default: ASMX ignores [DefaultValue] on one (no string converts to an XmlQualifiedName; the lab's qualified-name-default shows no default in the schema and the value written)");
      }
      for (const key of ["choice", "dataType", "sqlType"] as const) {
        if (body[key] !== undefined && body[key] !== false) return problem(key, `a QName (XmlQualifiedName) with '${key}' has not been asked of the lab yet`);
      }
    }
    if (body.text) {
      if (type.kind !== "simple" && type.kind !== "enum") return problem("text", `an element's text holds a simple value or an enum, not ${describe(type)}`);
      for (const key of ["attribute", "nullable", "optional", "default"] as const) {
        if (body[key] !== undefined && body[key] !== false) return problem("text", `the text of an element cannot also be '${key}'`);
      }
    }
    if ((body.repeated || body.list) && type.kind !== "array") return problem(body.repeated ? "repeated" : "list", `'${body.repeated ? "repeated" : "list"}' needs an array type, not ${describe(type)}`);
    if (body.repeated && body.list) return problem("list", "a repeated array has no element to read as an empty list; use one of 'repeated' and 'list'");
    if (body.attribute) {
      if (type.kind !== "simple" && type.kind !== "enum") return problem("attribute", `an attribute holds a simple value or an enum, not ${describe(type)}`);
      if (body.nullable) return problem("nullable", "an attribute cannot be nil");
    }
    if (body.namespace !== undefined && /\s/.test(body.namespace)) return problem("namespace", `namespace '${body.namespace}' must be a URI without white space`);
    if (body.namespace !== undefined && body.text) return problem("namespace", "the text of an element has no namespace of its own");
    if (body.qualified) {
      // [XmlAttribute(Form = Qualified)]: the attribute in its class's namespace (elements are qualified already).
      if (!body.attribute) return problem("qualified", "'qualified' applies to attributes ([XmlAttribute(Form = Qualified)]); elements are qualified unless 'unqualified'");
      if (body.unqualified) return problem("qualified", "an attribute is 'qualified' or 'unqualified', not both");
      if (body.namespace !== undefined) return problem("qualified", "an attribute with a 'namespace' is qualified already: leave out 'qualified'");
    }
    // DataContractSerializer (WCF) has no element forms nor XML Schema data types of members.
    for (const key of ["unqualified", "qualified", "dataType"] as const) {
      if (this.dataContract && body[key] !== undefined && body[key] !== false) return problem(key, `'${key}' is XmlSerializer's (ASMX); WCF data members have no such setting`);
    }
    if (body.unqualified) {
      // XmlReflectionImporter: a namespace with Form = Unqualified is an error; the text has no element.
      if (body.namespace !== undefined) return problem("unqualified", "an unqualified element has no namespace: leave out 'namespace' or 'unqualified'");
      if (body.text) return problem("unqualified", "the text of an element has no element to qualify");
    }
    if (body.default !== undefined) {
      // On a parameter the schema says it and nothing else follows (lab parameter-defaults). On an out parameter or a
      // result Mono's XmlSerializer fails to write the response (Invalid IL code), so .NET's answer is not recorded.
      if (context === "out") return problem("default", "a default value on an out parameter has not been recorded: the lab's XmlSerializer fails to write such a response (test/reference/lab/parameter-defaults/)");
      if (context === "parameter" && body.attribute) return problem("default", "a parameter is an element, never an attribute");
      if (type.kind !== "simple" && type.kind !== "enum") return problem("default", `a default value needs a simple type or an enum, not ${describe(type)}`);
      for (const key of ["nullable", "optional"] as const) {
        if (body[key]) return problem("default", `a field with a default value cannot also be '${key}'${key === "optional" ? " (an absent element reads as the default)" : ""}`);
      }
      // The lab: ASMX fails to publish its WSDL ("The default value type, System.Char, is unsupported.").
      if (type.kind === "simple" && type.simple.name === "char") return problem("default", "ASMX cannot publish a default value of a char ([DefaultValue] on a char member makes ?wsdl fail)");
      const problemText = defaultProblem(type, body.default);
      if (problemText) return problem("default", `default '${body.default}' is not a ${describe(type)}: ${problemText}`);
    }
    // Credential problems do not stop the field from being checked further (e.g. for a second carrier).
    if (body.credential !== undefined) {
      if (context !== "parameter") problem("credential", "only parameters carry credentials");
      else if (!(type.kind === "simple" && type.simple.name === "string")) problem("credential", "a field carrying a credential must be a string");
      else if (!isIdentifierName(body.credential)) problem("credential", `credential name '${body.credential}' must be an identifier`);
    }
    if (body.sqlType) {
      if (type.kind !== "simple") return problem("sqlType", `a SqlTypes struct holds a simple value, not ${describe(type)}`);
      for (const key of ["attribute", "repeated", "list", "text", "default", "nullable", "optional", "arrayItem", "choice"] as const) {
        if (body[key] !== undefined && body[key] !== false) return problem("sqlType", `a SqlTypes struct cannot also be '${key}' (it is always sent, nil when null)`);
      }
    }
    const nillable = (body.nullable ?? false) || (body.sqlType ?? false);
    // A reference type is optional (minOccurs="0") unless nullable ([XmlElement(IsNullable = true)]: always sent).
    // A repeated array's `nullable` is its items' ([XmlElement(IsNullable = true)] on an array member): the
    // field itself is still left out when null.
    const optional = body.sqlType ? false : valueType ? (body.optional ?? false) : body.repeated ? true : !nillable;
    // [DefaultValue]: not sent when equal to it, so minOccurs="0" whatever the type.
    const hasDefault = body.default !== undefined;
    const form = body.attribute ? "attribute" : body.repeated ? "repeated" : body.text ? "text" : "element";
    let wireType: TypeModel | undefined = body.arrayItem && type.kind === "array" ? this.withArrayItem(type, body.arrayItem, [...bodyPath, "arrayItem"], wrappers) : type;
    if (body.choice && body.repeated && type.kind === "array") {
      const choice = this.choiceOf(type.item, body.choice, [...bodyPath, "choice"]);
      wireType = choice && { ...type, item: choice, itemElement: choice.elements.map((e) => e.element).join("|") };
    } else if (body.choice) wireType = this.choiceOf(type, body.choice, [...bodyPath, "choice"]);
    if (!wireType) return undefined;
    // [XmlChoiceIdentifier] on a parameter names another parameter, an ordinary enum one on the wire after the
    // choice (lab choice-parameter, `identifier`); on a result an out parameter (lab choice-parameters): recorded,
    // not built yet.
    // An out parameter's or a result's (lab choice-results) names an out parameter (model/build.ts).
    if (body.dataType !== undefined) {
      // [XmlElement(DataType)] on a string, or on a string[] whose items repeat (a wrapped array's items take
      // [XmlArrayItem(DataType)], arrayItem.dataType); the text rules are runtime/src/text/string-data-types.ts's.
      const dataType = body.dataType as DataType;
      const target = form === "repeated" && wireType.kind === "array" ? wireType.item : wireType;
      if (target.kind === "array") return problem("dataType", `the items of a wrapped array take their data type from 'arrayItem: { dataType: ${dataType} }' ([XmlArrayItem(DataType)])`);
      const carrier = dataTypeCarrier(dataType);
      if (target.kind !== "simple" || target.simple.name !== carrier) {
        return problem("dataType", `a data type (s:${dataType}) applies to ${withArticle(carrier)}${form === "element" ? ` or a repeated array of ${carrier} values` : ""}, not ${describe(target)}`);
      }
      // [DefaultValue] with a string data type (lab data-type-results); on a time or hexBinary member not asked.
      if (body.default !== undefined && !isStringDataType(dataType)) return problem("default", `a default value on a member of type s:${dataType} has not been asked of the lab`);
      const typed = { ...target, dataType };
      wireType = wireType.kind === "array" ? { ...wireType, item: typed } : typed;
    }
    if (form === "repeated" && wireType.kind === "array") {
      // No wrapper type: the items' nillability is the field's own.
      wireType = { ...wireType, itemNillable: nillable };
    } else if (!body.arrayItem && wireType.kind === "array" && !this.noteArray(wireType, [...bodyPath, "type"], wrappers)) return undefined;
    // WCF parameters (DataContractSerializer's operation formatter): every parameter minOccurs="0" (an absent one
    // reads as the CLR default), reference types and Nullable<T> nil when null (xsd0 of test/reference/wcf).
    if (this.dataContract && context !== "class") {
      // A stream (the sole body part, model/build.ts): always sent, never nil (StreamFormatter: no null form).
      if (isStream(type)) {
        for (const key of ["nullable", "optional", "default", "namespace", "credential"] as const) {
          if (body[key] !== undefined && body[key] !== false) return problem(key, `a stream (System.IO.Stream) cannot be '${key}': StreamFormatter always writes its element, empty or not`);
        }
        return { ...this.asmxField(name, body, wireType, form, false, false, false, false, type, context === "parameter"), nillable: false, occurs: { min: "1", max: "1" } };
      }
      return { ...this.asmxField(name, body, wireType, form, optional, nillable, hasDefault, valueType, type, context === "parameter"), nillable: !valueType || nillable, occurs: { min: "0", max: "1" } };
    }
    return this.asmxField(name, body, wireType, form, optional, nillable, hasDefault, valueType, type, context === "parameter");
  }

  /**
   * `[XmlAnyAttribute]` on an XmlAttribute[] class member (the lab's any-attributes): `anyAttribute: true` with
   * the type XmlAttribute[], and nothing else; XmlAttribute[] travels in no other form.
   */
  private anyAttributeField(name: string, body: RawFieldBody, bodyPath: SpecPath, context: FieldContext, usePath: SpecPath): FieldModel | undefined {
    const problem = (key: string, message: string): undefined => {
      this.report(bodyPath === usePath ? [...bodyPath, key] : usePath, `field '${name}': ${message}`);
      return undefined;
    };
    if (!body.anyAttribute) return problem("type", "XmlAttribute[] travels only as the attributes of an [XmlAnyAttribute] member: add 'anyAttribute: true'");
    if (this.dataContract) return problem("anyAttribute", "'anyAttribute' is XmlSerializer's: a WCF data member has no such form");
    if (context !== "class") return problem("anyAttribute", "'anyAttribute' applies to fields of classes only ([XmlAnyAttribute] on a class member)");
    if (body.type.replace(/\s+/g, "") !== "XmlAttribute[]") return problem("anyAttribute", `'anyAttribute' ([XmlAnyAttribute]) needs the type XmlAttribute[], not '${body.type.trim()}'`);
    const keys = ["attribute", "repeated", "any", "list", "text", "namespace", "unqualified", "qualified", "nullable", "optional", "arrayItem", "default", "dataType", "choice", "sqlType", "parameterName", "credential", "secret"] as const;
    for (const key of keys) {
      if (body[key] !== undefined && body[key] !== false) return problem("anyAttribute", `an xs:anyAttribute member ([XmlAnyAttribute]) cannot also be '${key}'`);
    }
    const item: TypeModel = { kind: "xml", node: "XmlAttribute" };
    const type: TypeModel = { ...arrayOf(item), itemNillable: false };
    return { ...this.asmxField(name, body, type, "anyAttribute", true, false, false, false, type), occurs: { min: "0", max: "unbounded" } };
  }

  /** A field as XmlSerializer's rules make it (fieldBody's last step). */
  /**
   * What an "any" member's `any:` says beyond `true`: its [XmlAnyElement(Name, Namespace)] elements or its
   * [XmlAnyElement(Namespace)]; undefined (reported) when it cannot be said. A lone XmlElement's have not been
   * asked of the lab.
   */
  private anyElements(
    field: string,
    any: RawFieldBody["any"],
    bodyPath: SpecPath,
    lone: boolean,
  ): Pick<FieldModel, "anyElements" | "anyNamespace"> | undefined {
    if (any === true || any === undefined || any === false) return {};
    const path = [...bodyPath, "any"];
    const problem = (at: SpecPath, message: string): undefined => {
      this.report(at, `field '${field}': ${message}`);
      return undefined;
    };
    if (lone) return problem(path, "[XmlAnyElement(Name, Namespace)] on a lone XmlElement has not been asked of the lab yet: use an XmlElement[]");
    const list = Array.isArray(any) ? any : [any];
    if (list.length === 0) return problem(path, "'any' lists no element: say 'any: true' for every element");
    if (!Array.isArray(any) && any.name === undefined) {
      if (any.namespace === undefined) return problem(path, "'any' needs a name or a namespace ([XmlAnyElement(Name, Namespace)]), or 'any: true'");
      return { anyNamespace: any.namespace };
    }
    const elements: { name: string; namespace?: string }[] = [];
    for (const [i, e] of list.entries()) {
      const at = Array.isArray(any) ? [...path, i] : path;
      if (e.name === undefined) return problem(at, "each of several [XmlAnyElement] needs a name");
      if (!isXmlName(e.name)) return problem([...at, "name"], `'${e.name}' is not a valid XML name`);
      if (elements.some((o) => o.name === e.name && o.namespace === e.namespace)) return problem(at, `[XmlAnyElement] '${e.name}' is given twice`);
      if (list.length > 1 && e.namespace === undefined) {
        return problem(at, "several [XmlAnyElement(Name)] with one in the class's namespace have not been asked of the lab yet: give each a namespace");
      }
      elements.push(e.namespace === undefined ? { name: e.name } : { name: e.name, namespace: e.namespace });
    }
    return { anyElements: elements };
  }

  private asmxField(
    name: string,
    body: RawFieldBody,
    wireType: TypeModel,
    form: FieldModel["form"],
    optional: boolean,
    nillable: boolean,
    hasDefault: boolean,
    valueType: boolean,
    type: TypeModel,
    parameter = false,
  ): FieldModel {
    return {
      wireName: name,
      tsName: memberName(name),
      type: wireType,
      form,
      ...(body.namespace !== undefined ? { namespace: body.namespace } : {}),
      ...(body.unqualified ? { unqualified: true as const } : {}),
      ...(body.qualified ? { qualified: true as const } : {}),
      optional,
      nillable,
      ...(body.sqlType ? { sqlType: true as const } : {}),
      list: body.list ?? false,
      occurs: {
        min: form === "attribute" ? (valueType && !optional && !hasDefault ? "1" : "0") : optional || hasDefault || form === "repeated" ? "0" : "1",
        max: form === "repeated" ? "unbounded" : "1",
      },
      ...(hasDefault ? (parameter ? { schemaDefault: body.default } : { default: body.default }) : {}),
      ...(hasDefault && !parameter && type.kind === "simple" && type.simple.name === "guid" ? { writtenAtDefault: true as const } : {}),
      secret: body.secret ?? false,
      ...(body.credential !== undefined ? { credential: body.credential } : {}),
      httpName: body.parameterName ?? name,
      ...(body.identifier !== undefined ? { choiceIdentifier: body.identifier } : {}),
      ...(body.documentation !== undefined ? { documentation: body.documentation } : {}),
    };
  }
}

/** Why a default value is not one of the type's values (as XmlConvert reads it); undefined when it is. */
function defaultProblem(type: TypeModel & { kind: "simple" | "enum" }, text: string): string | undefined {
  const item: ItemType =
    type.kind === "simple"
      ? { kind: "simple", type: type.simple.name }
      : { kind: "enum", name: type.enum.name, values: type.enum.values, numbers: type.enum.numbers, ...(type.enum.flags ? { flags: true as const } : {}) };
  try {
    parseItem(item, text, "xml");
    return undefined;
  } catch (error) {
    if (error instanceof ValueFormatError) return error.reason;
    throw error;
  }
}

/** "a DataSet", "an object", "an array (ArrayOfInt)". */
export function withArticle(text: string): string {
  return `${/^[aeiou]/i.test(text) ? "an" : "a"} ${text}`;
}

export function describe(type: TypeModel): string {
  switch (type.kind) {
    case "simple":
      return type.simple.name;
    case "enum":
      return `enum ${type.enum.name}`;
    case "complex":
      return `class ${type.complex.name}`;
    case "array":
      return `array (${type.typeName})`;
    case "map":
      return `dictionary (${type.typeName})`;
    case "dataSet":
      return type.typed ? `typed DataSet ${type.typed.name}` : "DataSet";
    case "dataTable":
      return "DataTable";
    case "xml":
      return type.node;
    case "choice":
      return `a choice of ${type.elements.map((e) => `${e.element} (${choiceElementTypeName(e)})`).join(", ")}`;
    case "object":
      return "object";
    case "serializable":
      return `IXmlSerializable class ${type.serializable.name}`;
  }
}

/** The model of a generic data contract's annotation: the generic's namespace defaults to the type's. */
function genericContract(raw: RawGenericContract, namespace: string): GenericContractModel {
  const parameter = (p: RawGenericParameter): GenericParameterModel => ({ name: p.name, namespace: p.namespace, parameters: (p.parameters ?? []).map(parameter) });
  return { name: raw.name, namespace: raw.namespace ?? namespace, parameters: raw.parameters.map(parameter) };
}

/**
 * A data contract class as XmlSerializer sees it (a twin of a mixed service): XmlSerializer ignores the data
 * contract attributes, so the class is in the namespace of the element holding it, named after the class, its
 * members in declaration order without Order, IsRequired or EmitDefaultValue (lab mixed/: EchoCard's Card).
 */
export function xmlSerializerView(body: RawComplexType): RawComplexType {
  const { namespace: _ns, typeName: _name, isReference: _ref, knownTypes: _known, ...rest } = body;
  return {
    ...rest,
    ...(body.fields
      ? {
          fields: body.fields.map((f) => {
            if (typeof f === "string") return f;
            const { order: _o, required: _r, emitDefault: _e, ...field } = f;
            return field;
          }),
        }
      : {}),
  };
}

/** Whether two known types name one data contract (a class, an enum, a collection by its contract name). */
export function sameKnown(a: KnownTypeModel, b: KnownTypeModel): boolean {
  if (a.kind === "complex") return b.kind === "complex" && a.complex === b.complex;
  if (a.kind === "enum") return b.kind === "enum" && a.enum === b.enum;
  return b.kind !== "complex" && b.kind !== "enum" && a.typeName === b.typeName && a.namespace === b.namespace;
}

/**
 * Known types with those they bring (DataContract.ImportKnownTypeAttributes): each listed one and, for a class, the
 * [KnownType]s of it and its bases, recursively; `from`, a class whose own are `known`, counts as visited with its bases.
 */
export function knownClosure(known: readonly KnownTypeModel[], from?: ComplexTypeModel): KnownTypeModel[] {
  const scope: KnownTypeModel[] = [];
  const seen = new Set<ComplexTypeModel>();
  const add = (k: KnownTypeModel): void => {
    if (!scope.some((s) => sameKnown(s, k))) scope.push(k);
    if (k.kind === "complex") visit(k.complex);
  };
  const visit = (c: ComplexTypeModel): void => {
    for (let t: ComplexTypeModel | undefined = c; t && !seen.has(t); t = t.base) {
      seen.add(t);
      for (const k of t.known ?? []) add(k);
    }
  };
  if (from) visit(from);
  else for (const k of known) add(k);
  return scope;
}

/** Where a type is copied into another namespace: an [XmlElement(Namespace)] parameter's, a result's, a binding's. */
export type CopyPlace = "parameter" | "result" | "binding";

/**
 * Why `type` cannot be reflected with another namespace as its default, or undefined: XmlSerializer then publishes a
 * class or enum without a namespace of its own again in that namespace's schema, its members travelling in it (lab
 * binding-namespace-types: a binding of another namespace; lab result-namespace-simple: [return: XmlElement(Namespace)]
 * on an enum or class result). `seen` holds the classes already walked; `member`: `type` is a class member's. In a
 * binding of another namespace (`place` "binding") the set of documents gives another schema namespace a document of
 * its own (lab schema-documents): a guid or char, a class or enum of a namespace of its own (not copied, referred
 * to), a member's element of another.
 */
export function copiedTypeProblem(type: TypeModel, seen: Set<ComplexTypeModel>, place: CopyPlace = "parameter", member = false): string | undefined {
  // Recorded (lab copied-members): a copied class's anonymous enum, [XmlAnyElement], [XmlText], choice and
  // Form = Unqualified members are published and travel as the service's own, in a binding of another namespace
  // (far-*) and under [return: XmlElement(Namespace)] (result-*); [XmlRoot(ElementName)] in a binding (far-root).
  const members = place !== "parameter";
  // A binding of another namespace publishes a set of documents (lab schema-documents): see `set` above.
  const set = place === "binding";
  switch (type.kind) {
    case "simple":
      // A guid or char is a type of Microsoft's own schema namespace: one more schema document (recorded, lab
      // binding-namespace-types/flags: schema3, imported by both WSDL documents and, without a location, by schema2).
      return !set && (type.simple.name === "guid" || type.simple.name === "char") ? `a ${type.simple.name} (recorded: a third schema document of Microsoft's types; not built)` : undefined;
    case "enum":
      if (type.enum.namespace !== undefined && !set) return `the enum '${type.enum.name}', which has a namespace of its own`;
      // Recorded as a class's member only (an anonymous enum parameter or result itself is not).
      if (type.enum.anonymous && !(members && member)) return `the enum '${type.enum.name}', which is anonymous${members ? " (recorded as a class's member alone, lab copied-members)" : ""}`;
      return undefined;
    case "array":
      if (type.namespace !== undefined || type.itemNamespace !== undefined || type.itemUnqualified) return "an array whose items have a namespace or form of their own";
      return copiedTypeProblem(type.item, seen, place, member);
    case "complex": {
      const c = type.complex;
      if (seen.has(c)) return undefined;
      seen.add(c);
      if (c.namespace !== undefined && !set) return `the class '${c.name}', which has a namespace of its own`;
      // [XmlRoot(ElementName)] alone: the copy as any other (lab copied-members/far-root); a root namespace is a
      // schema document of its own (far-rootnamespace).
      if (c.root !== undefined && !(place === "binding" && c.root.namespace === undefined)) {
        const recorded = c.root.namespace !== undefined ? "lab copied-members/far-rootnamespace: a schema document of the root's namespace" : place === "result" ? "lab copied-members/result-root: the HTTP document's element is the root's, the copy's is not" : undefined;
        return `the class '${c.name}', which has a root element ([XmlRoot]${recorded ? `; recorded, ${recorded}; not built` : ""})`;
      }
      // Recorded (lab binding-namespace-types/hierarchy, hierarchy-only, method-include): ASMX reflects the
      // [XmlInclude]d subclasses in the service's namespace only, so in the binding's it publishes the base alone
      // and refuses a subclass both ways ("not recognized" reading, "not expected" writing).
      if (c.base !== undefined || c.derived.length > 0 || c.abstract)
        return `the class '${c.name}', which is part of a class hierarchy (xsi:type; recorded: ASMX publishes and reads only the base there, never a subclass)`;
      if (c.anonymous) return `the class '${c.name}', which is anonymous`;
      if (c.text !== undefined && !members) return `the class '${c.name}', which has a text member`;
      for (const member of [...c.fields, ...c.attributes]) {
        const ownElement = set && member.namespace !== undefined && member.form === "element" && !member.qualified && !member.unqualified;
        if (!ownElement && (member.namespace !== undefined || member.qualified || (member.unqualified && !members))) return `the member '${member.wireName}' of the class '${c.name}', which has a namespace or form of its own`;
        if (member.form !== "element" && member.form !== "attribute" && member.form !== "repeated" && !(members && member.form === "any")) return `the member '${member.wireName}' of the class '${c.name}', which is a ${member.form} member`;
        // An [XmlAnyElement] member's elements are its own (xs:any, no namespace of the binding's).
        if (member.form === "any") continue;
        const problem = copiedTypeProblem(member.type, seen, place, true);
        if (problem) return problem;
      }
      return undefined;
    }
    case "choice":
      if (!members) return "a choice of elements";
      return type.by === "class" ? copiedTypeProblem({ kind: "complex", complex: type.declared }, seen, place) : undefined;
    default:
      return `a value of kind ${type.kind}`;
  }
}
