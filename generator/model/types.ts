/**
 * The service model: the validated, immutable description every emitter reads.
 * Emitters never see YAML; every wire name and rule is derived once, here, by build.ts.
 */
import type { BindingKind, CallBinding } from "../../runtime/src/protocol.js";
import type { SimpleTypeInfo } from "../../runtime/src/simple-types.js";
import type { DataType } from "../../runtime/src/text/string-data-types.js";

export type { BindingKind };

import type { EnumUnderlying } from "../spec/raw.js";

export interface EnumModel {
  /** Wire name of the enumeration (the xs:simpleType name): the spec's `typeName` ([DataContract(Name)]) or its key. */
  readonly name: string;
  /** The spec's name of an enum whose wire name differs (`typeName`): its TypeScript name is formed from this one. */
  readonly specName?: string;
  /** Its TypeScript type and constant name (names.ts's rule: the name, `_` added on a clash). */
  readonly tsName: string;
  readonly documentation?: string;
  /** Values in declaration order, exactly as they travel. */
  readonly values: readonly string[];
  /** The .NET value of each member, in the order of `values` (declaration position unless given). */
  readonly numbers: readonly number[];
  /** A `[Flags]` enum: travels as a space-separated list of member names (xs:list in the WSDL). */
  /** WCF data contracts: its underlying type when not int (the schema's ActualType annotation). */
  readonly underlying?: EnumUnderlying;
  readonly flags: boolean;
  /**
   * A `[Flags]` data contract (WCF, serializer dataContract) with a member overlapping one declared before it, where
   * DataContractSerializer's writer differs from XmlSerializer's: each member is taken only when all its bits are
   * still left (lab wcf/flags-combined). Unset where the two rules agree.
   */
  readonly remainingBits?: true;
  /** `[XmlType(AnonymousType = true)]`: no named xs:simpleType; each element of it holds the restriction inline. */
  readonly anonymous?: true;
  /**
   * WCF (dataContract): the enum's data contract namespace ([DataContract(Namespace)], else the service's
   * dataContractNamespace): its schema and its collections' namespace. ASMX: [XmlType(Namespace)], the schema its
   * xs:simpleType is declared in, nothing else (its values travel in the elements' own namespaces; lab
   * enum-namespace). Unset otherwise.
   */
  readonly namespace?: string;
}

export interface ColumnModel {
  readonly name: string;
  readonly type: SimpleTypeInfo;
}

export interface TableModel {
  readonly name: string;
  /** Name of the shared row shape it was declared with, if any. */
  readonly rowShape?: string;
  /** Its row interface name: the row shape's (`_` added on a clash, names.ts) or `<Table>Row`. */
  readonly rowTypeName: string;
  readonly columns: readonly ColumnModel[];
}

/** What a complex type is for: an exchanged class, a SOAP header, or a fault detail (not in the WSDL). */
export type ComplexRole = "type" | "header" | "fault";

/**
 * A typed DataSet (a generated DataSet class): the WSDL types its element with `<s:any namespace="...">` and
 * carries its XML Schema; on the wire it travels as any DataSet does, its schema inline.
 */
export interface TypedDataSetModel {
  readonly name: string;
  readonly namespace: string;
  /** The xs:schema element as the WSDL writes it, lines after the first indented relative to it. */
  readonly schema: string;
  readonly documentation?: string;
  /** The DataSet's name and tables as its schema gives them (rows typed by them); none when a column's type is not one of the spec's. */
  readonly dataSetName: string;
  readonly tables?: readonly TableModel[];
}

/** A class XmlSerializer writes as an element with child elements (and attributes). */
/** A generic data contract's GenericType annotation: the name pattern, the generic's namespace, its arguments. */
export interface GenericContractModel {
  readonly name: string;
  readonly namespace: string;
  readonly parameters: readonly GenericParameterModel[];
}

/** One type argument of a generic data contract (its own arguments when it is generic too). */
export interface GenericParameterModel {
  readonly name: string;
  readonly namespace: string;
  readonly parameters: readonly GenericParameterModel[];
}

export interface ComplexTypeModel {
  /** The spec's name: `$type` and a header's element name. */
  readonly name: string;
  /** Its TypeScript interface name (names.ts's rule: the name, `_` added on a clash); `Fields` and `Instance` follow it. */
  readonly tsName: string;
  /** Wire name of the xs:complexType and its xsi:type (`[XmlType("...")]`; the name unless the spec says another). */
  readonly typeName: string;
  /**
   * `[XmlType(Namespace)]`: the namespace its XML type and its fields live in, whatever element holds it.
   * Without it the class lives in the namespace of each element that holds it (XmlSerializer declares it
   * in each namespace it meets it in). A root's namespace ([XmlRoot(Namespace)]) unless it has its own; the
   * service's for an included subclass of a class with a root namespace (lab xml-root-more, RootBase: its own
   * members travel there, under the base's root element prefixed by the xsi:type's `q1`).
   */
  readonly namespace?: string;
  /**
   * [XmlRoot] (lab xml-root): its global element, the root of an HTTP GET/POST result document of it: `element`
   * (the type name unless ElementName), `nillable` (IsNullable, default true). With a `namespace` (Namespace, then
   * also the class's `namespace`), a result or parameter of the class is that element of that namespace (`ref=`
   * in the WSDL), not the result's or parameter's own; a member of it keeps its name.
   */
  readonly root?: {
    readonly element: string;
    readonly namespace?: string;
    readonly nillable: boolean;
    /**
     * ElementName without Namespace: a result or parameter of the class is a local element of that name in the
     * service's namespace, nillable as `nillable` says (lab xml-root-more).
     */
    readonly named?: true;
    /**
     * Namespace without ElementName: a result or parameter of the class keeps its own name (`{Method}Result`,
     * the parameter's) as a global element of `namespace`, one per name; `element` (the type name) is the HTTP
     * document's root only (lab xml-root-more, RootAlone).
     */
    readonly unnamed?: true;
  };
  /**
   * `[XmlType(AnonymousType = true)]`: no named xs:complexType; each element of it holds its type inline (lab
   * xml-type-anonymous). Never with a base, subclasses, a namespace of its own or in a choice: nothing names it.
   */
  readonly anonymous?: true;
  readonly documentation?: string;
  readonly role: ComplexRole;
  /** Only subtypes can be sent (`abstract="true"`); a value must say which with xsi:type. */
  readonly abstract: boolean;
  /** A .NET struct: a value type (fields of it always sent, array items not nillable, never null unless nullable). */
  readonly struct: boolean;
  /** The type it extends (`xs:complexContent/xs:extension`). */
  readonly base?: ComplexTypeModel;
  /** Direct subtypes, in declaration order (the WSDL lists the included ones right after this type). */
  readonly derived: readonly ComplexTypeModel[];
  /**
   * Its base names it with [XmlInclude], so the WSDL lists it right after the base; otherwise where an
   * operation first uses it. Always true for a class without a base.
   */
  readonly xmlInclude: boolean;
  /** Its own element fields in wire order (a subtype's sequence follows its base's). */
  readonly fields: readonly FieldModel[];
  /** Its own `[XmlAttribute]` fields, written after the sequence in the WSDL. */
  readonly attributes: readonly FieldModel[];
  /**
   * Its `[XmlText]` field: the element's text (xs:simpleContent), when it has one (then no element fields, unless
   * the class is `mixed`).
   */
  readonly text?: FieldModel;
  /**
   * Mixed content (`mixed="true"`, lab mixed-content): a string `text` beside one [XmlAnyElement] XmlElement[] or
   * XmlNode[] field, its only element field. Text nodes are read into the text (the last one not white space,
   * as XmlSerializer keeps it), elements into the any field; written in declaration order: the text before the
   * elements (`textFirst`) or after them (`textLast`). Interleaving is not kept, as ASMX keeps none.
   */
  readonly mixed?: "textFirst" | "textLast";
  /** SOAP header classes accept any attribute (`xs:anyAttribute`, from SoapHeader's own attributes). */
  readonly anyAttribute: boolean;
  /**
   * Whether it has an input form beside its own (input-forms.ts): a value a client sends takes a number for a
   * decimal and a Date for a dateTime or date, and one of its fields, of its fields' classes or of its
   * hierarchy's classes is of such a type. Its input form's TypeScript names add `Input` to its names
   * (`PieceInput`, `EventFieldsInput`, `EventInstanceInput`); without one, the class is its own input form.
   */
  readonly inputForm: boolean;
  /** WCF: [DataContract(IsReference = true)]: z:Id on a value's first occurrence in a message, z:Ref after. */
  readonly isReference?: true;
  /**
   * WCF, DataContractSerializer: an ISerializable class (docs/wcf-design.md §38): no fields; its value is GetObjectData's
   * entries, each an unqualified element of the entry's name holding a .NET object (`i:type`), and its schema an
   * `xs:any` with `ser:FactoryType` (a subclass: an extension of its base, which is ISerializable too).
   */
  readonly iSerializable?: true;
  /**
   * WCF: the ISerializable class GetObjectData names with SerializationInfo.SetType: values are written with
   * `z:FactoryType` naming its contract (lab wcf/iserializable-tree, docs/wcf-design.md §40). The schema cannot say it.
   */
  readonly factoryType?: ComplexTypeModel;
  /** WCF: a generic data contract's GenericType annotation (schema only; the wire uses `typeName`). */
  readonly generic?: GenericContractModel;
  /**
   * WCF, a service mixing serializers: the serializer of the operations that use the class, where it is not the
   * service's (`wcf.serializer`); its rules (members, schema) are that serializer's. Absent: the service's.
   */
  readonly serializer?: "dataContract" | "xmlSerializer";
  /**
   * WCF: the classes its [KnownType]s name, in declaration order: under DataContractSerializer any class under
   * `types` (a subclass is also what a value of it may be by i:type), under XmlSerializer subclasses only.
   */
  readonly knownTypes?: readonly ComplexTypeModel[];
  /**
   * DataContractSerializer: enums named by `knownTypes` ([KnownType(typeof(E))]), which an `object` member may hold
   * (`i:type` naming the enum in its own namespace) and which the metadata exports after the class.
   */
  readonly knownEnums?: readonly EnumModel[];
  /**
   * DataContractSerializer: collections and dictionaries named by `knownTypes` (`Tone[]`: [KnownType(typeof(Tone[]))],
   * `i:type="b:ArrayOfTone"` in the item's namespace; lab wcf/known-scope, wcf/known-classes).
   */
  readonly knownArrays?: readonly (ArrayTypeModel | MapTypeModel)[];
  /**
   * Every [KnownType] of the class in declaration order (classes, enums, collections): the metadata exports them
   * after its members, in this order.
   */
  readonly known?: readonly KnownTypeModel[];
  /**
   * DataContractSerializer: the data contracts an `i:type` may name while a value of this class is read or written
   * (lab wcf/known-scope, wcf/known-classes), other than a member's declared type and its known subclasses: the
   * `known` of the class, of its bases and, recursively, of its known classes (and their bases). The scope is a
   * stack: inside a member's value, its class's scope adds to the enclosing ones; it ends with the value (a sibling
   * member does not see it); its bottom is the operation's [ServiceKnownType]s (`OperationWcfModel.knownTypes`).
   */
  readonly knownScope?: readonly KnownTypeModel[];
}

/** A data contract a [KnownType] or [ServiceKnownType] names: a class, an enum, a collection or dictionary. */
export type KnownTypeModel =
  | { readonly kind: "complex"; readonly complex: ComplexTypeModel }
  | { readonly kind: "enum"; readonly enum: EnumModel }
  | ArrayTypeModel
  | MapTypeModel;

/**
 * A class that writes and reads its own XML (IXmlSerializable) and gives the WSDL its schema
 * ([XmlSchemaProvider]): the WSDL types its elements with it and carries the schema; a value is the
 * element's content, as it is.
 */
export interface XmlSerializableModel {
  /** Its XML type's name in the service namespace (the complex type its provider names). */
  readonly name: string;
  /**
   * Its schema's global declarations, as the WSDL writes them (lines after the first not indented). Absent
   * for a class without [XmlSchemaProvider] (GetSchema returns null): ASMX then gives each element of it a
   * DataSet's inline shape (s:schema, then any) and its HTTP GET/POST result document a global element of that
   * shape under the class's name (lab xml-serializable-bare).
   */
  readonly schema?: string;
  readonly documentation?: string;
}

export type TypeModel =
  /**
   * `dataType`: a string or byte[] of another XML Schema type ([XmlElement(DataType = "token")], hexBinary), runtime/src/text/string-data-types.ts.
   * `stream`: WCF's System.IO.Stream (spec type `stream`), the sole body part of its message: carried as a
   * base64Binary (the bytes as one base64 text), typed StreamBody in http://schemas.microsoft.com/Message, never
   * nil nor left out (docs/wcf-design.md §33).
   */
  | { readonly kind: "simple"; readonly simple: SimpleTypeInfo; readonly dataType?: DataType; readonly stream?: true }
  | { readonly kind: "enum"; readonly enum: EnumModel }
  | ArrayTypeModel
  | MapTypeModel
  | { readonly kind: "complex"; readonly complex: ComplexTypeModel }
  | {
      readonly kind: "dataSet";
      /** A typed DataSet: its schema, which the WSDL carries. */
      readonly typed?: TypedDataSetModel;
      /** Expected DataSet name, when the spec declares it. */
      readonly dataSetName?: string;
      /** Expected tables, when the spec declares them (static row types). */
      readonly tables?: readonly TableModel[];
    }
  | { readonly kind: "dataTable"; readonly table?: TableModel }
  | XmlTypeModel
  | ChoiceTypeModel
  | ObjectTypeModel
  | { readonly kind: "serializable"; readonly serializable: XmlSerializableModel };

/**
 * .NET's object: a value of any type, which says which with xsi:type. The WSDL types its element with no
 * type (xs:anyType); an array of them is `ArrayOfAnyType`, items `anyType`.
 */
export interface ObjectTypeModel {
  readonly kind: "object";
}

/** One element of a choice of classes: a value of `type` travels as `element`. */
export interface ChoiceElementModel {
  readonly element: string;
  readonly type: ComplexTypeModel;
}

/**
 * One element of a choice named by its value ([XmlChoiceIdentifier]): a value of `type` travels as `element`
 * when it says so. A simple type, or a class beside simple values in an `object` member (lab choice-mixed).
 */
export interface ValueChoiceElementModel {
  readonly element: string;
  readonly type: { readonly kind: "simple"; readonly simple: SimpleTypeInfo } | { readonly kind: "complex"; readonly complex: ComplexTypeModel };
}

/**
 * A choice of elements (xs:choice): `[XmlElement("A", typeof(A)), XmlElement("B", typeof(B))]` on a member
 * of type `declared`, or `[XmlArrayItem]`s of one kind or another on an array (its items' type).
 * - of classes (`by: "class"`): the value's class picks the element and the element the class; every class of
 *   it belongs to a hierarchy, so values say which class they are with `$type`;
 * - of simple values (`by: "element"`, `[XmlChoiceIdentifier]`): two elements may carry the same type, so
 *   the value names its element, `{ $element, value }`, as the .NET identifier member does; on an `object`
 *   member classes may be among them, named so too (lab choice-mixed).
 */
export type ChoiceTypeModel = ClassChoiceModel | ValueChoiceModel;

export interface ClassChoiceModel {
  readonly kind: "choice";
  readonly by: "class";
  /** The .NET member's type (a class the elements' classes are or derive from). */
  readonly declared: ComplexTypeModel;
  /** In .NET's order. */
  readonly elements: readonly ChoiceElementModel[];
}

export interface ValueChoiceModel {
  readonly kind: "choice";
  readonly by: "element";
  /** The .NET member's type: the elements' simple type when they share one (no class among them), else object. */
  readonly declared: { readonly kind: "simple"; readonly simple: SimpleTypeInfo } | ObjectTypeModel;
  /** In .NET's order. */
  readonly elements: readonly ValueChoiceElementModel[];
}

/**
 * An XML node carried as is: .NET's `XmlNode` (an element or text: `mixed="true"` in the WSDL) or `XmlElement`
 * (an element). Its element holds the node; the WSDL types it with an inline `s:any`.
 */
export interface XmlTypeModel {
  readonly kind: "xml";
  /**
   * XmlAttribute: only the item of an [XmlAnyAttribute] member's XmlAttribute[] (form "anyAttribute"). `XmlNode[]`:
   * DataContractSerializer's (WCF) XmlNode[], the element's content as it is (its attributes and nodes: the
   * runtime's XmlContentValue; lab wcf/xml-element); XmlSerializer's XmlNode[] is an array of `XmlNode` items.
   */
  readonly node: "XmlNode" | "XmlElement" | "XmlAttribute" | "XmlNode[]";
}

/** An array (`T[]`, `List<T>`), with XmlSerializer's names for it. */
export interface ArrayTypeModel {
  readonly kind: "array";
  readonly item: TypeModel;
  /** Name of the wrapper type .NET exports for it: `ArrayOfString`, `ArrayOfPiece`, `ArrayOfArrayOfInt`. */
  readonly typeName: string;
  /** Element name of each item inside the wrapper: `string`, `int`, `Piece`, the enum name. */
  readonly itemElement: string;
  /** Items may be nil (`nillable="true"`): items of reference types. */
  readonly itemNillable: boolean;
  /**
   * [XmlArrayItem(Form = Unqualified)]: the items' element is `form="unqualified"`, in no namespace on the wire;
   * their content stays in the namespace of the class holding the array.
   */
  readonly itemUnqualified?: true;
  /**
   * [XmlArrayItem(Namespace)]: the items travel in this namespace (each declaring it), the wrapper element in its
   * class's; the wrapper type is declared in this namespace's schema.
   */
  readonly itemNamespace?: string;
  /**
   * WCF (DataContractSerializer): the collection contract's namespace: .../Serialization/Arrays for
   * primitives (`ArrayOfstring`), the item's for contracts (`ArrayOfShipment`), the declaring one for a
   * [CollectionDataContract] (`PieceList`).
   */
  readonly namespace?: string;
  /** WCF: a generic [CollectionDataContract]'s GenericType annotation (`PageOf<T>`; schema only, lab wcf/generic-collections). */
  readonly generic?: GenericContractModel;
}

/**
 * WCF: a dictionary (`Dictionary<string,int>`, `map<string,int>` in the spec, or a [CollectionDataContract]
 * of one): `ArrayOfKeyValueOfstringint` of `KeyValueOfstringint` entries holding `Key` and `Value`.
 */
export interface MapTypeModel {
  readonly kind: "map";
  readonly key: TypeModel;
  readonly value: TypeModel;
  /** Its contract name: `ArrayOfKeyValueOfstringint`, or the collection contract's (`LabelMap`). */
  readonly typeName: string;
  /** Entry element: `KeyValueOfstringint`, or the contract's ItemName. */
  readonly itemElement: string;
  readonly keyName: string;
  readonly valueName: string;
  /** Arrays' namespace, or the collection contract's. */
  readonly namespace: string;
  /** WCF: a generic [CollectionDataContract]'s GenericType annotation (`Lookup<T>`; schema only, lab wcf/generic-collections). */
  readonly generic?: GenericContractModel;
}

/** Simple values and enums: what HTTP parameters, DataSet columns and attributes can be. */
export type SimpleItemModel =
  | { readonly kind: "simple"; readonly simple: SimpleTypeInfo; readonly dataType?: DataType }
  | { readonly kind: "enum"; readonly enum: EnumModel };

/** How a field travels inside its parent element. */
export type FieldForm =
  /** A child element (arrays: a wrapper element holding one element per item). */
  | "element"
  /** An attribute of the parent (`[XmlAttribute]`). */
  | "attribute"
  /** One element per item, named after the field, with no wrapper (`[XmlElement]` on an array). */
  | "repeated"
  /** The text of the parent element (`[XmlText]`): the class is simple content with attributes. */
  | "text"
  /**
   * `[XmlAnyElement]` on an XmlElement[] member: xs:any at its place in the sequence; each item travels as the
   * element it is, and every child element no other field takes is read into it (the lab's any-elements). On a
   * lone XmlElement (`maxOccurs="1"`), each such element replaces the one before: the last is kept (any-lone). On
   * an XmlNode[], its text items are written too (any-nodes), and the rest of the class's element is not indented
   * after them; text is not read into it.
   */
  | "any"
  /**
   * `[XmlAnyAttribute]` on an XmlAttribute[] member (among the class's attributes): xs:anyAttribute after the
   * class's attributes; its items travel as the attributes they are at its place among the class's, and every
   * attribute no other field takes is read into it (the lab's any-attributes).
   */
  | "anyAttribute";

export interface FieldModel {
  /** Element / parameter name on the wire, case as declared (UserID vs UserId). */
  readonly wireName: string;
  /** Property name in generated TypeScript (camelCase). */
  readonly tsName: string;
  readonly type: TypeModel;
  readonly form: FieldForm;
  /**
   * Namespace of its element (and of repeated items) when the spec gives one ([XmlElement(Namespace)]; class
   * fields only). Otherwise a class field is in the namespace of its class's element, and a parameter in the
   * service's. A class has no namespace of its own: XmlSerializer declares it in each namespace it meets it
   * in (with its base and what its fields need), so its fields follow the element; array items follow their
   * wrapper.
   */
  readonly namespace?: string;
  /**
   * `Form = XmlSchemaForm.Unqualified` on [XmlElement], [XmlArray] or [XmlAttribute] (class fields only): the
   * WSDL's `form="unqualified"`; an element travels in no namespace (`xmlns=""`) while its content (a class's
   * fields, an array's items) stays in its class's namespace. An attribute travels as without it.
   */
  readonly unqualified?: true;
  /**
   * `[XmlAttribute(Form = XmlSchemaForm.Qualified)]` (attributes only): `form="qualified"`; the attribute travels in
   * its class's namespace, with a made-up prefix. An attribute with a `namespace` ([XmlAttribute(Namespace)]) is
   * `ref=` a global attribute of that namespace's schema.
   */
  readonly qualified?: true;
  /**
   * May be absent on the wire: reference types (strings, arrays, classes: null is left out) and value types
   * marked optional (.NET's XxxSpecified). For value types that are not optional, the element is always sent.
   */
  readonly optional: boolean;
  /** A nullable value type (`int?` in .NET): always sent, `xsi:nil="true"` when null. */
  readonly nillable: boolean;
  /**
   * A System.Data.SqlTypes struct: nillable on the wire (the struct writes `xsi:nil="true"` for its null),
   * but its WSDL element is minOccurs="1" without nillable (its schema provider names only the XML type).
   */
  readonly sqlType?: true;
  /** A `List<T>` member: written whenever it is non-null, and read as an empty list when absent. */
  readonly list: boolean;
  /**
   * An "any" member's [XmlAnyElement(Name, Namespace)] attributes, in order: it holds the elements of these names
   * only (a namespace absent: the class's). One in another namespace is `ref=` a global element of mixed, any
   * content in that namespace's schema; one in the class's an element of that content in place; several a
   * `<s:choice>` of them (the lab's any-named, any-several).
   */
  readonly anyElements?: readonly { readonly name: string; readonly namespace?: string }[];
  /** An "any" member's [XmlAnyElement(Namespace)] without a name: the xs:any's `namespace` (reading takes every element). */
  readonly anyNamespace?: string;
  /** minOccurs / maxOccurs of its element in the WSDL (for attributes, min "1" means use="required"). */
  readonly occurs: { readonly min: "0" | "1"; readonly max: "1" | "unbounded" };
  /**
   * `[DefaultValue]` (class element fields of simple types and enums): the value as the spec gives it (and the
   * WSDL's `default=`). A value equal to it is not sent; an absent element reads as it.
   */
  readonly default?: string;
  /**
   * `[DefaultValue]` on a parameter (lab parameter-defaults): the schema's `default=` (and `minOccurs="0"`) only.
   * ASMX reads an absent parameter as its .NET type's default (0, null, an enum's first value), never as this,
   * so the parameter is always sent and nothing on the wire follows it.
   */
  readonly schemaDefault?: string;
  /**
   * A field with a default that is written even when equal to it: XmlSerializer compares a Guid with its
   * default never (the lab: test/reference/lab/default-value).
   */
  readonly writtenAtDefault?: true;
  /** Never logged nor echoed in an error. */
  readonly secret: boolean;
  /** Client credential this field carries, set once on the client. */
  readonly credential?: string;
  /**
   * WCF data members: [DataMember(Order)] (fields are already in DataContractSerializer's order), IsRequired
   * (also `occurs.min` "1"), EmitDefaultValue.
   */
  readonly dataMember?: { readonly order?: number; readonly required: boolean; readonly emitDefault: boolean };
  /**
   * Parameters: the name HTTP GET and POST give it, the .NET parameter's name (the wire name unless
   * [XmlElement] renames the element).
   */
  readonly httpName: string;
  /**
   * Parameters with a choice of simple values: the TypeScript name of the enum parameter [XmlChoiceIdentifier]
   * names, which reading sets to the element read unless its own element follows (lab choice-parameter).
   */
  readonly choiceIdentifier?: string;
  readonly documentation?: string;
}

export interface ResultModel {
  readonly type: TypeModel;
  /**
   * The type of its HTTP GET/POST result document where that is not `type` (httpDocumentType): a result of
   * another data type ([return: XmlElement(DataType)], [return: XmlArrayItem(DataType)], a date) travels there
   * by XmlSerializer's default mapping (a time or date as a dateTime, hexBinary as base64Binary).
   */
  readonly httpType?: TypeModel;
  /**
   * The WSDL's form of `httpType` where its arrays are numbered past the SOAP wrappers (ArrayOfArrayOfInt2 of
   * ArrayOfInt2 items, its global element of that name), while the document itself keeps the unnumbered names
   * (TypeResolver.httpSchemaType; lab nesting-level-results).
   */
  readonly httpSchemaType?: TypeModel;
  readonly documentation?: string;
  /** Null travels as `xsi:nil="true"` (a nullable value type, or IsNullable): the element is always sent. */
  readonly nillable: boolean;
  /**
   * `[return: XmlElement(Form = Unqualified)]` on a class result (lab parameter-forms, GetBox): `form="unqualified"`
   * in the response wrapper; the SOAP result element in no namespace (`<GetBoxResult xmlns="">`), the class's
   * members in the response wrapper's namespace. HTTP GET/POST documents are unchanged.
   */
  readonly unqualified?: true;
  /**
   * A choice result ([return: XmlChoiceIdentifier]): it travels as this member of the response wrapper, the
   * choice's element (or one per item when repeated) in the result's place, and its `choiceIdentifier` is the
   * TypeScript name of the out parameter naming it (lab choice-parameters, choice-results).
   */
  readonly member?: FieldModel;
  /**
   * `[return: XmlAnyElement]` on an XmlElement[] or a lone XmlElement (lab any-parameters): `<s:any>` in the
   * response wrapper, the elements directly there (no result element); every child of the wrapper is read into
   * it (a lone one keeps the last). The HTTP GET/POST document of an XmlElement[] is its plain ArrayOfXmlElement.
   */
  readonly any?: true;
  /** `[return: XmlAnyElement(Name, Namespace)]` (lab any-parameters-more): the one element name it takes. */
  readonly anyElements?: readonly { readonly name: string; readonly namespace?: string }[];
}

/** A SOAP header class declared by the service: its element (same name as the type) in the service namespace. */
export interface HeaderModel {
  readonly name: string;
  readonly type: ComplexTypeModel;
  readonly documentation?: string;
}

export type HeaderDirection = "in" | "out" | "inOut" | "fault";

/** A header an operation binds (`[SoapHeader]`). */
export interface OperationHeaderModel {
  readonly header: HeaderModel;
  readonly direction: HeaderDirection;
  /** The generated server refuses a request without it before the handler runs (ASMX itself never does). */
  readonly required: boolean;
  /** Property name in the handler context and client options (camelCase of the element name). */
  readonly tsName: string;
}

/** A fault detail an operation may throw: a class serialised inside the fault's `<detail>`. */
export interface FaultModel {
  readonly name: string;
  readonly type: ComplexTypeModel;
  /** The client's type guard of its detail (`isCancelFault`). */
  readonly guardName: string;
}

/** Wire names and rules of one operation, derived once. */
export interface OperationWire {
  /** Name of the operation on the wire: the .NET method name, or its MessageName for an overload. */
  readonly messageName: string;
  /**
   * [SoapDocumentMethod(ParameterStyle = Bare)]: no wrappers; the SOAP body holds the parameters' elements
   * (global elements named after them, message parts after the .NET parameters) and the result element.
   */
  readonly bare: boolean;
  /** SOAP body element of the request (in the service namespace); none is sent when bare. */
  readonly requestElement: string;
  /** SOAP body element of the response. */
  readonly responseElement: string;
  /** Element inside the response holding the result. */
  readonly resultElement: string;
  /** SOAPAction value, unquoted (`{ns}/Op`). */
  readonly soapAction: string;
  /** SOAPAction header as SOAP 1.1 sends it: the action in double quotes. */
  readonly soapActionHeader: string;
  /** Path suffix of the HTTP GET/POST bindings, appended to the endpoint path (`/Op`). */
  readonly httpPath: string;
  /**
   * Root element of an HTTP GET/POST result document (`string`, `DataSet`, `ArrayOfShipment`, ...); "" for void,
   * and for an XmlNode or XmlElement result, whose document is the node itself (lab xml-node-http).
   */
  readonly httpResultElement: string;
  /**
   * A result of a class with a root namespace ([XmlRoot(ElementName, Namespace)], lab xml-root): the namespace of
   * `resultElement` and `httpResultElement`, both the class's root element (`<Thing xmlns="urn:root">`).
   */
  readonly resultNamespace?: string;
  /**
   * A result of a class with a root namespace whose SOAP element [return: XmlElement] names or makes nillable
   * (lab xml-root-more): the namespace of `httpResultElement` alone, the SOAP result a plain element. A simple
   * result of another namespace ([return: XmlElement(Namespace)]): the service's (lab result-namespace-simple).
   */
  readonly httpResultNamespace?: string;
  /**
   * A nullable value type's result whose HTTP GET/POST document element an earlier operation's non-nullable result
   * of the same type shares (`int` of an int before an int?): ASMX maps the element once, not nillable, and writes
   * null as that element empty, without xsi:nil (lab result-namespace-simple, GetMaybe.httpget-null).
   */
  readonly httpNullEmpty?: true;
  /**
   * Namespace of the SOAP wrappers (and of their qualified members): the namespace of the operation's SOAP
   * binding, the service's unless a named binding has its own ([WebServiceBinding(Namespace)]). SOAPAction and
   * the HTTP result document stay in the service's namespace.
   */
  readonly wrapperNamespace: string;
  /**
   * Namespace of the request wrapper and its members: `wrapperNamespace` unless [SoapDocumentMethod(RequestNamespace)]
   * says another (lab wrapper-namespace: the WSDL declares the wrapper in that namespace's schema).
   */
  readonly requestNamespace: string;
  /** Namespace of the response wrapper and its members: `wrapperNamespace` unless [SoapDocumentMethod(ResponseNamespace)]. */
  readonly responseNamespace: string;
}

export interface OperationModel {
  /** The .NET method name: the wsdl:operation name (overloads share it; `wire.messageName` tells them apart). */
  readonly name: string;
  /** Method name in generated TypeScript (camelCase). */
  readonly tsName: string;
  /** PascalCase base for generated type names (`GetStatusInput`, ...). */
  readonly typeBaseName: string;
  readonly documentation?: string;
  /** Published in the WSDL as wsdl:documentation (`[WebMethod(Description)]`). */
  readonly description?: string;
  /** Bindings the operation is offered on, in canonical order. */
  readonly bindings: readonly BindingKind[];
  /**
   * What a call may travel over: `bindings`, and `json` when the service is a [ScriptService] and the
   * operation has no out parameters (a JSON answer carries the result only).
   */
  readonly callBindings: readonly CallBinding[];
  /** `[SoapDocumentMethod(Binding = "X")]`: the WSDL's port type and SOAP bindings its SOAP operations sit in (`X`, `X1`). */
  readonly namedBinding?: string;
  /** false: must never be retried automatically (uploads, reservations). */
  readonly idempotent: boolean;
  /** Request fields in wire order. */
  readonly fields: readonly FieldModel[];
  /** The result; undefined for a void method. */
  readonly result?: ResultModel;
  /** Out parameters, in order: elements after the result in the response wrapper. */
  readonly outParams: readonly FieldModel[];
  /** `[SoapDocumentMethod(OneWay=true)]`: SOAP answers 202 with no body, no output message in the WSDL. */
  readonly oneWay: boolean;
  /** `[WebMethod(EnableSession = true)]`: session state for the handler, kept by the `ASP.NET_SessionId` cookie; no WSDL change. */
  readonly enableSession: boolean;
  /**
   * `[WebMethod(CacheDuration = N)]`: seconds a successful response is kept in the server's output cache
   * (absent: 0, not cached); no WSDL change.
   */
  readonly cacheDuration?: number;
  /** `[ScriptMethod(UseHttpGet = true)]`: the JSON face takes it over GET only (otherwise POST only). */
  readonly useHttpGet: boolean;
  /**
   * A `SoapUnknownHeader[]` member bound by `[SoapHeader]`, by its Direction (lab unknown-echo): the handler's
   * `context.unknownHeaders`. Nothing in the WSDL.
   */
  readonly unknownHeaders?: "in" | "out" | "inOut";
  /** SOAP headers the operation binds, in declaration order. */
  readonly headers: readonly OperationHeaderModel[];
  /** Fault details a handler may throw and a client may catch typed. */
  readonly faults: readonly FaultModel[];
  /**
   * The client's type guard of the operation's faults (`isWorkFault`), for an operation binding fault headers
   * ([SoapHeader(Direction = Fault)], spec `direction: fault`): it types `SoapFaultError.headers`. Clear of every
   * type-level name and fault-class guard.
   */
  readonly faultGuardName?: string;
  readonly wire: OperationWire;
  /** WCF: its service contract, actions and fault contract names. */
  readonly wcf?: OperationWcfModel;
}

export interface OperationWcfModel {
  /** The contract's name (a `WcfModel.contracts` entry). */
  readonly contract: string;
  /**
   * The namespace of its wrapper elements and message contract parts: the contract's, or for an operation the
   * contract inherits, the declaring contract's (`declaredIn`).
   */
  readonly namespace: string;
  /** An operation of a base contract ([ServiceContract] interface inheritance, corpus 101): the declaring contract. */
  readonly declaredIn?: { readonly name: string; readonly namespace: string };
  /** Request action (the binding's soapAction): `<contract ns>/<contract>/<operation>` unless given. */
  readonly action: string;
  /** Reply action: the action + `Response` unless given. */
  readonly replyAction: string;
  /**
   * [FaultContract]s in order: the detail class and the fault's name: FaultContract(Name), else the class's data
   * contract name + `Fault` (.NET's rule: `TenroxFaultContractFault`, `AdApiFaultDetailFault` in corpus 101, 107).
   */
  readonly faults: readonly { readonly type: ComplexTypeModel; readonly name: string }[];
  /** [MessageContract]s it takes and returns instead of parameters and a result. */
  readonly message?: { readonly request: MessageContractModel; readonly response?: MessageContractModel };
  /**
   * Its serializer: its own ([XmlSerializerFormat] on the operation, spec `serializer`), else its contract's, else
   * the service's. Bodies, wrappers, framing and schemas follow it.
   */
  readonly serializer: "dataContract" | "xmlSerializer";
  /**
   * DataContractSerializer: its [ServiceKnownType]s, its contract's (spec `contracts[].knownTypes`) then its own
   * (`operations[].knownTypes`), in order: the metadata exports them after its messages and faults.
   */
  readonly knownTypes?: readonly KnownTypeModel[];
  /**
   * The bottom of the known-type stack for its parameters, results and message parts: `knownTypes` and, recursively,
   * their classes' [KnownType]s (DataContractSerializer's serializer known types, consulted at every depth). Absent:
   * none, so an `object` no class encloses holds primitives only (lab wcf/known-classes, EchoObject.gift).
   */
  readonly knownScope?: readonly KnownTypeModel[];
}

/** A WCF [MessageContract]: headers, and body members in wire order (wrapped or directly in s:Body). */
export interface MessageContractModel {
  readonly name: string;
  /** The wrapper element and its namespace; absent when not wrapped (IsWrapped = false). */
  readonly wrapper?: { readonly element: string; readonly namespace: string };
  /** [MessageHeader]s in declaration order. */
  readonly headers: readonly MessagePartModel[];
  /** [MessageBodyMember]s in wire order: without Order first, ordinal; then by Order (MessageBodyMember.Order). */
  readonly body: readonly MessagePartModel[];
}

export interface MessagePartModel {
  readonly name: string;
  readonly tsName: string;
  readonly type: TypeModel;
  /** Its element's namespace: the contract's unless the member names one. */
  readonly namespace: string;
  readonly order?: number;
  /** Headers: [MessageHeader(MustUnderstand)]. */
  readonly mustUnderstand?: true;
  /** A Nullable<T> part (a value type): `i:nil` when null, `nillable="true"` in the schema. */
  readonly nillable?: true;
}

/** One endpoint of a contract: its address, binding name and SOAP version. */
export interface WcfPort {
  readonly address: string;
  readonly bindingName: string;
  /**
   * A SOAP 1.2 endpoint without WS-Addressing (spec `soap12`: a custom binding of textMessageEncoding
   * `Soap12` and httpTransport, binding `CustomBinding_<name>`): soap12 metadata, the action in the request's
   * Content-Type, SOAP 1.2 faults. Absent: basicHttpBinding (SOAP 1.1).
   */
  readonly soap12?: true;
}

/** A WCF [ServiceContract] and its endpoint. */
export interface ContractModel {
  readonly name: string;
  readonly namespace: string;
  /** Endpoint address relative to the service's ("" for the base address): the first port's. */
  readonly address: string;
  /** `BasicHttpBinding_<name>`: the binding and the port (the first port's). */
  readonly bindingName: string;
  /**
   * Every endpoint of the contract in endpoint order (the first is `address`/`bindingName`): one wsdl:port and
   * wsdl:binding each, named as WsdlExporter names them (`BasicHttpBinding_<name>`, then `...1`, `...2`: unique
   * among the service's bindings).
   */
  readonly ports: readonly WcfPort[];
  /** [ServiceContract(SessionMode)] Required or NotAllowed: `msc:usingSession` "true"/"false" on the port type (Allowed: absent). */
  readonly sessionMode?: "required" | "notAllowed";
  /** Its operations' names, in spec order. */
  readonly operations: readonly string[];
  /** [XmlSerializerFormat] on the contract (xmlSerializer) or not: its operations' default where not the service's. */
  readonly serializer?: "dataContract" | "xmlSerializer";
}

/** A WCF service (basicHttpBinding; docs/wcf-design.md). */
export interface WcfModel {
  /** The service's serializer: each operation's unless it or its contract names another (`OperationWcfModel.serializer`). */
  readonly serializer: "dataContract" | "xmlSerializer";
  /** Some operation's serializer is not the service's (docs/wcf-design.md §14): both exporters and framings at work. */
  readonly mixed?: true;
  /**
   * A mixed service's classes both serializers use: their other shape (`serializer` the other one), by the other
   * serializer's rules; `ServiceModel.types` holds the service serializer's shape. The other's operations refer to these.
   */
  readonly twins?: readonly ComplexTypeModel[];
  /** Namespace of data contracts that name none (every class under dataContract has its `namespace` set). */
  readonly dataContractNamespace?: string;
  readonly security: "none" | "transport";
  /** Contracts of the service's namespace are published in their own `?wsdl=wsdlN` (spec `contractWsdl: separate`). */
  readonly separateContractWsdl?: true;
  /** false: the serialization schema without TimeSpan's bounds (spec `durationBounds: false`, corpus 103). */
  readonly durationBounds?: false;
  readonly contracts: readonly ContractModel[];
}

/** A binding of the service as the WSDL names it. */
export interface BindingModel {
  readonly kind: BindingKind;
  /** wsdl:binding and wsdl:port name (`ShipmentOperationsSoap12`). */
  readonly bindingName: string;
  /** wsdl:portType it implements (both SOAP bindings share `ShipmentOperationsSoap`). */
  readonly portTypeName: string;
  /** Namespace its port type, binding and messages are declared in: the service's, or a named binding's own. */
  readonly namespace: string;
  /**
   * [WebServiceBinding(Location)] of a named binding (SOAP bindings X and X1): the document there, not ASMX's,
   * describes its port type, messages, binding and schema elements; the root `wsdl:import`s it and names the
   * one binding `i0:X` (X its portTypeName) in both ports X and X1 (lab service-defaults/location). Else undefined.
   */
  readonly location?: string;
  /** Suffix of its message names (`SoapIn`, `HttpGetIn`, ...). */
  readonly messageSuffix: string;
  /** Request content type; undefined for HTTP GET. */
  readonly requestContentType?: string;
  readonly responseContentType: string;
  /** Operations offered on this binding, in spec order. */
  readonly operations: readonly OperationModel[];
  /**
   * SOAP 1.2: the message names of its operations that cannot be routed by request element, because another of
   * the binding's operations has the same one (bare methods of one element name, of several parameters): their
   * `soap12:operation` says `soapActionRequired="true"` (lab bare-more; Soap12ProtocolReflector). Else empty.
   */
  readonly soapActionRequired: readonly string[];
  /**
   * An HTTP GET or POST binding the spec's service `bindings` lists: published even when it offers no operation,
   * as ASMX publishes an enabled protocol's empty port type and binding (lab choice-parameters,
   * qualified-name-bare). Without the list, a binding without operations is left out.
   */
  readonly publishedEmpty?: boolean;
  /**
   * The WS-I profile the binding claims conformance to (`wsi:Claim conformsTo`), from [WebServiceBinding(ConformsTo,
   * EmitConformanceClaims = true)]: the service's own SOAP 1.1 binding only (lab conformance). Else undefined.
   */
  readonly conformanceClaim?: string;
}

/** The TypeScript names the package derives from the service's name (names.ts's rule: `_` added on a clash). */
export interface ServiceTypeNames {
  /** `ShipmentTrackingClient` */
  readonly client: string;
  readonly clientOptions: string;
  readonly credentials: string;
  readonly headers: string;
  readonly handlers: string;
  readonly serverFactory: string;
  /** `createShipmentTrackingServer` */
  readonly createServer: string;
  /** `shipmentTrackingDescriptor` */
  readonly descriptor: string;
  /** `shipmentTrackingServerDescriptor`: the descriptor with the classes' generated writers (writers.ts), which the server runs with. */
  readonly serverDescriptor: string;
  /** `ShipmentTrackingOperations`: each operation's input, output, bindings and headers, typing the descriptor. */
  readonly operations: string;
}

/**
 * What ASMX publishes as several documents when a named binding lives in another namespace than the service
 * (lab binding-namespace): the root `?wsdl` imports one WSDL document per such namespace (`?wsdl=wsdl1`, ...),
 * and the schemas move to their own documents, one per namespace (`?schema=schema1` the service's, then one per
 * binding namespace), which each WSDL document's types include (its own namespace) or import (the others).
 */
export interface DocumentSetModel {
  /** The WSDL documents the root imports, in the order of the bindings' first methods. */
  readonly wsdl: readonly { readonly id: string; readonly namespace: string }[];
  /** The schema documents, numbered from 1: the service's namespace first. */
  readonly schemas: readonly { readonly id: string; readonly namespace: string }[];
}

export interface ServiceModel {
  readonly name: string;
  readonly tsNames: ServiceTypeNames;
  readonly namespace: string;
  readonly endpoint: string;
  readonly documentation?: string;
  /** Published in the WSDL as wsdl:documentation (`[WebService(Description)]`). */
  readonly description?: string;
  /** How the WSDL is written, when the spec keeps how a published one was (import). */
  readonly wsdlStyle: WsdlStyle;
  /**
   * [SoapDocumentService(RoutingStyle)]: `requestElement` routes a SOAP request by its body's first element
   * alone, ignoring SOAPAction and SOAP 1.2's action (lab request-routing); `soapAction`, ASMX's default, by them.
   */
  readonly routingStyle: "soapAction" | "requestElement";
  readonly enums: readonly EnumModel[];
  /** Complex types of every role (classes, headers, fault details), in declaration order. */
  readonly types: readonly ComplexTypeModel[];
  /**
   * Classes of [XmlInclude] on the service class or its methods, in the order ASMX includes them: XmlSerializer
   * reflects them before any operation's types.
   */
  readonly xmlIncludes: readonly ComplexTypeModel[];
  readonly headers: readonly HeaderModel[];
  readonly faults: readonly FaultModel[];
  /** Shared row shapes declared in the spec, in declaration order. */
  readonly rowShapes: readonly TableModel[];
  /** Typed DataSets, in the spec's order (the WSDL lists their schemas so). */
  readonly dataSets: readonly TypedDataSetModel[];
  /** IXmlSerializable classes, in the spec's order. */
  readonly xmlSerializables: readonly XmlSerializableModel[];
  /**
   * Where the service holds an object: the enums and array types an object value may also be, besides simple
   * types and classes (XmlSerializer knows every type it met in the service), by their XML type name.
   */
  readonly objectTypes: readonly { readonly name: string; readonly type: TypeModel }[];
  /**
   * Where an operation offered over HTTP GET/POST returns an object: the classes (by name), enums and array types
   * (by XML type name) its result document's serializer knows, which are those the results of the operations HTTP
   * offers reach (members, bases, [XmlInclude]d subtypes, items) and the service's [XmlInclude]s (lab object-known).
   * Another class is .NET's "was not expected" failure there, another enum its number; over SOAP every type is known.
   */
  readonly httpObjectTypes?: readonly string[];
  readonly operations: readonly OperationModel[];
  /** `[ScriptService]`: the JSON face (System.Web.Extensions); absent when the service has none. */
  readonly scriptService?: ScriptServiceModel;
  /** The four bindings in WSDL order, each with the operations it offers. */
  readonly bindings: readonly BindingModel[];
  /** The documents besides the root `?wsdl`, when a named binding has a namespace of its own; else undefined. */
  readonly documentSet?: DocumentSetModel;
  /** Credential names the client accepts, in first-use order. */
  readonly credentials: readonly string[];
  /** The spec this model came from. */
  readonly source: { readonly path: string; readonly sha256: string };
  /** The generated npm package's identity (package-identity.ts). */
  readonly package: PackageIdentity;
  /** A WCF service (docs/wcf-design.md): its contracts, endpoints and serializer; absent for ASMX. */
  readonly wcf?: WcfModel;
}

/**
 * The JSON face of a `[ScriptService]`. `typeIds`: the classes WebServiceData registers for script, in the
 * order it meets them (the service's [GenerateScriptType] classes, then per method its parameters' and its
 * result's classes, array items included; members are not followed, abstract classes are left out), each
 * with its `__type` id: its .NET full name, the class name (the spec's classes are in no .NET namespace).
 */
export interface ScriptServiceModel {
  readonly typeIds: readonly { readonly type: ComplexTypeModel; readonly id: string }[];
}

/** The text form of a published WSDL: what a runtime chose where the XML infoset leaves a choice. */
export interface WsdlStyle {
  /** Order of the root's namespace declarations (then the generator's own order for the rest). */
  readonly prefixOrder: readonly string[];
  /** Line ends. */
  readonly newline: "\n" | "\r\n";
  /** ASMX 1.x's form: `style="document"` on soap:binding too. */
  readonly bindingStyle: boolean;
  /** The service schema imports the XML Schema namespace (as SharePoint's published WSDLs do): no meaning. */
  readonly importXmlSchema: boolean;
}

/** The generated package's name, version and the rest of its npm identity, from the spec's `package:` block. */
export interface PackageIdentity {
  /** npm name, scopes allowed (`@acme/orders`). */
  readonly name: string;
  readonly version: string;
  readonly description?: string;
  /** SPDX license expression, as npm's `license`. */
  readonly license?: string;
  /** As npm's `repository`: a URL or shorthand, or `{ type, url, directory }`. */
  readonly repository?: string | { readonly type: string; readonly url: string; readonly directory?: string };
  /**
   * Where the package's runtime comes from: `package`, a dependency on asmx-codegen-runtime at the
   * generator's version (the default); `vendored`, a copy of the runtime's sources inside the package.
   */
  readonly runtime: RuntimeLayout;
}

export type RuntimeLayout = "package" | "vendored";
