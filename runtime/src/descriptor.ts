/**
 * The service descriptor: the model, as data the generated code hands to the runtime.
 * Generated from the spec; the runtime reads every wire name from here and never re-derives one. A flag
 * left out is false: the generated descriptor writes only the flags that are set.
 */
import type { CallBinding } from "./protocol.js";
import type { ValueCodecs } from "./soap/codecs.js";
import type { SimpleTypeName } from "./simple-types.js";
import type { DataType } from "./text/string-data-types.js";

export interface EnumType {
  readonly kind: "enum";
  readonly name: string;
  /** Values in declaration order. */
  readonly values: readonly string[];
  /** .NET value of each member (same order as `values`); present when not simply the positions. */
  readonly numbers?: readonly number[];
  /** A `[Flags]` enum: a space-separated list of member names on the wire, a list of names in TypeScript. */
  readonly flags?: true;
  /**
   * A `[Flags]` data contract whose members overlap: DataContractSerializer's rule, a member is written only when all
   * its bits are still left after the members before it (lab wcf/flags-combined); absent: XmlSerializer's.
   */
  readonly remainingBits?: true;
  /**
   * An object value's enum (`objectTypes` only) of a namespace of its own: under DataContractSerializer its data
   * contract namespace, which `i:type` names; under XmlSerializer its [XmlType(Namespace)], which `xsi:type` names
   * (lab enum-namespace). Absent: the element's namespace.
   */
  readonly namespace?: string;
}

export interface SimpleType {
  readonly kind: "simple";
  readonly type: SimpleTypeName;
  /**
   * The XML Schema type [XmlElement(DataType)] gives a string (token, NMTOKEN, anyURI...) or a byte[]
   * (hexBinary): how its text is read and written.
   */
  readonly dataType?: DataType;
  /**
   * WCF's System.IO.Stream (a base64Binary): the sole body part of its message, whose StreamFormatter writes an
   * empty stream as an empty element (`<EchoResult/>`), never nil.
   */
  readonly stream?: true;
}

export type ItemType = SimpleType | EnumType;

export interface ColumnDescriptor {
  readonly name: string;
  /** A DataSet column's type (DataSets have no date-only columns of their own). */
  readonly type: Exclude<SimpleTypeName, "date" | "duration" | "dateTimeOffset" | "QName" | "anyURI">;
}

export interface TableDescriptor {
  readonly name: string;
  readonly columns: readonly ColumnDescriptor[];
}

export interface ArrayType {
  readonly kind: "array";
  readonly item: ValueType;
  /** Element name of each item (`string`, `int`, `Piece`, the enum name, `ArrayOfString`). */
  readonly itemElement: string;
  /** Items may be nil (`xsi:nil="true"`): items of reference types. Absent: false. */
  readonly itemNillable?: boolean;
  /** [XmlArrayItem(Form = Unqualified)]: items in no namespace, their content in the namespace of the class holding the array. */
  readonly itemUnqualified?: true;
  /** [XmlArrayItem(Namespace)]: items in this namespace, each declaring it; the wrapper in its class's. */
  readonly itemNamespace?: string;
  /**
   * DataContractSerializer: the collection's data contract namespace, its items' (`.../Serialization/Arrays`
   * for `ArrayOfstring`, the item's for `ArrayOfShipment`, the declaring one for a [CollectionDataContract]).
   */
  readonly namespace?: string;
}

/**
 * DataContractSerializer's dictionary (`Dictionary<string,int>`, a [CollectionDataContract] of one): in
 * TypeScript a list of `{ key, value }` in wire order; on the wire `<KeyValueOfstringint><Key>..</Key>
 * <Value>..</Value></KeyValueOfstringint>`... in `namespace`.
 */
export interface MapType {
  readonly kind: "map";
  readonly key: ValueType;
  readonly value: ValueType;
  /** Element of each entry (`KeyValueOfstringint`, or the contract's ItemName). */
  readonly itemElement: string;
  /** `Key` / `Value`, or the contract's KeyName / ValueName. */
  readonly keyElement: string;
  readonly valueElement: string;
  /** The dictionary's data contract namespace (its entries' and their members'). */
  readonly namespace: string;
}

/** A class, by name: `ServiceDescriptor.types` holds its description (classes may refer to each other). */
export interface ComplexRef {
  readonly kind: "complex";
  readonly name: string;
  /** A .NET struct: a value type, never null, always written, its defaults when absent. */
  readonly struct?: true;
}

export type ValueType =
  | SimpleType
  | EnumType
  | ArrayType
  | MapType
  | ComplexRef
  | {
      readonly kind: "dataSet";
      readonly dataSetName?: string;
      readonly tables?: readonly TableDescriptor[];
      /** A typed DataSet: the namespace of its schema (its content is read only with its schema inline). */
      readonly typedNamespace?: string;
    }
  | { readonly kind: "dataTable"; readonly table?: TableDescriptor }
  | XmlNodeType
  | ChoiceType
  | ObjectType
  | XmlSerializableType;

/**
 * A class that writes and reads its own XML (IXmlSerializable): the value is its element's content as it is
 * (attributes and child nodes, see soap/xml-node.ts).
 */
export interface XmlSerializableType {
  readonly kind: "serializable";
  /** The class's name (its XML type's), for messages. */
  readonly name: string;
}

/** .NET's object: a value of any type, which says which with xsi:type (see soap/object-value.ts). */
export interface ObjectType {
  readonly kind: "object";
}

/**
 * A choice of elements (xs:choice, `[XmlElement("A", typeof(A)), ...]`): a value travels as the element of
 * its class (its `$type`), and an element is read as its class. As an array's items: each item so.
 * `identified`: a choice of simple values (`[XmlChoiceIdentifier]`), whose value names its element,
 * `{ $element: "A", value }`, and is read so.
 */
export interface ChoiceType {
  readonly kind: "choice";
  /** In .NET's order (writing picks the first whose class accepts the value). */
  readonly elements: readonly { readonly element: string; readonly type: ComplexRef | SimpleType }[];
  /** The value names its element (`{ $element, value }`). Absent: its class does. */
  readonly identified?: true;
}

/**
 * XML carried as is: .NET's XmlNode (an element or text) or XmlElement; XmlAttribute only as the item of an
 * [XmlAnyAttribute] member's array (soap/any-attributes.ts).
 */
export interface XmlNodeType {
  readonly kind: "xml";
  /** `XmlNode[]`: DataContractSerializer's (WCF), the element's content as it is (an XmlContentValue). */
  readonly node: "XmlNode" | "XmlElement" | "XmlAttribute" | "XmlNode[]";
}

export interface FieldDescriptor {
  readonly wireName: string;
  readonly tsName: string;
  readonly type: ValueType;
  /** May be absent (minOccurs="0"): reference types, and value types marked optional (XxxSpecified). Absent: false. */
  readonly optional?: boolean;
  /** A nullable value type: always written, `xsi:nil="true"` when null. Absent: false. */
  readonly nillable?: boolean;
  /** Its value is kept out of every message, log line and error (a password). Absent: false. */
  readonly secret?: boolean;
  readonly credential?: string;
  /** Parameters: their name in HTTP GET/POST requests (the .NET parameter's), when not `wireName`. */
  readonly httpName?: string;
  /**
   * A parameter with a choice of simple values: the TypeScript name of the enum parameter that names its element
   * ([XmlChoiceIdentifier]); reading sets it to the element read unless its own element follows (lab
   * choice-parameter).
   */
  readonly choiceIdentifier?: string;
  /**
   * Class fields: an attribute, an array written as repeated elements with no wrapper, the element's text, or
   * ([XmlAnyElement] on an XmlElement[]) elements as they are, holding every child no other field takes, or
   * ([XmlAnyAttribute] on an XmlAttribute[], among `attributes`) attributes as they are, holding every attribute
   * no other field takes (soap/any-attributes.ts). Default: element.
   */
  readonly form?: "attribute" | "repeated" | "text" | "any" | "anyAttribute";
  /** Class fields: a `List<T>`, read as an empty list when absent. */
  readonly list?: true;
  /**
   * An [XmlAnyElement(Name, Namespace)] member ("any"): the elements it holds, by local name and namespace (absent:
   * the class's); it takes those only, and writes only those. Without, an "any" member takes every element no
   * other member takes.
   */
  readonly anyElements?: readonly { readonly name: string; readonly namespace?: string }[];
  /**
   * Class fields: the namespace of its element (repeated items too), [XmlElement(Namespace)]; a parameter of a
   * class with a root namespace ([XmlRoot(Namespace)]): its root element's, declared on it. Otherwise a
   * class's fields are in the namespace of the class's element (XmlSerializer declares the class in each
   * namespace it meets it in), and an array's items in their wrapper's.
   */
  readonly namespace?: string;
  /**
   * Class element fields: Form = Unqualified ([XmlElement], [XmlArray]): the element is in no namespace,
   * its content (a class's fields, an array's items) in the namespace of the class holding the field.
   */
  readonly unqualified?: true;
  /**
   * Class attributes: [XmlAttribute(Form = Qualified)]: the attribute is in the namespace of its class's content
   * (an attribute with a `namespace` is in that one), written with a made-up `d{depth}p{n}` prefix.
   */
  readonly qualified?: true;
  /** Class fields: `[DefaultValue]`, as it travels. A value equal to it is not written; an absent element reads as it. */
  readonly default?: string;
  /** A field with a default written even when equal to it (a Guid: XmlSerializer does not compare it). */
  readonly writtenAtDefault?: true;
  /** DataContractSerializer's IsRequired: reading fails without it. */
  readonly required?: true;
  /** DataContractSerializer's EmitDefaultValue=false: not written when null or the type's default. */
  readonly omitDefault?: true;
}

export interface ComplexDescriptor {
  /** The class's name (its key in `types`, its `$type`), and a header's or fault's element name. */
  readonly name: string;
  /** The xs:complexType name, its xsi:type, when not `name` ([XmlType("...")]). */
  readonly typeName?: string;
  /**
   * [XmlType(Namespace)]: the namespace of its xsi:type (its fields carry theirs). Without it a class is of
   * the namespace of the element holding it.
   */
  readonly namespace?: string;
  /** Only subtypes can be sent: reading one needs xsi:type. */
  readonly abstract?: true;
  /**
   * [XmlType(AnonymousType = true)]: it has no type name, so an `object` cannot hold it: XmlSerializer fails to
   * write one ("was not expected") and reads an xsi:type naming it as untyped content (lab object-anonymous).
   */
  readonly anonymous?: true;
  /** The class it extends. */
  readonly base?: string;
  /** Every class that extends it, directly or not (the xsi:type values it accepts besides its own name). */
  readonly subtypes?: readonly string[];
  /**
   * DataContractSerializer: the subclasses not among `subtypes` (its own known types), which an i:type may name
   * only where a class enclosing the value or the operation knows them (`known` on the stack; lab
   * wcf/known-depth: a Dog in a Kennel's Animal inside a Yard that knows Dog).
   */
  readonly scoped?: readonly string[];
  /** Element fields in wire order, inherited ones first. */
  readonly fields: readonly FieldDescriptor[];
  /** Attribute fields, inherited ones first. */
  readonly attributes?: readonly FieldDescriptor[];
  /** The `[XmlText]` field: the element's text (then `fields` is empty, unless `mixed`). */
  readonly text?: FieldDescriptor;
  /**
   * Mixed content: a string `text` beside one [XmlAnyElement] field, its only element field. Read: the last text
   * node not white space, elements to the any field; written: the text before the elements or after them.
   */
  readonly mixed?: "textFirst" | "textLast";
  /**
   * DataContractSerializer's IsReference: a value met again in one message is written as an empty element
   * with `z:Ref` to the first, which carries `z:Id`; reading gives the same object.
   */
  readonly isReference?: true;
  /**
   * DataContractSerializer: an ISerializable class. Its value is GetObjectData's entries, `{ name: object value or
   * null }` (SerializationEntries: its `[entryOrder]` the wire order where the keys enumerate otherwise), each an
   * unqualified element of the name (XmlConvert-encoded) holding a .NET object (`i:type`); `fields` is empty. In a
   * hierarchy (`base`, `subtypes`) a value where the class is declared is `{ $type, entries }`, its class by `i:type`;
   * an object's value is the entries, the object's `$type` its class (lab wcf/iserializable-forms,
   * wcf/iserializable-tree).
   */
  readonly entries?: true;
  /**
   * An ISerializable class whose GetObjectData calls SerializationInfo.SetType: the class (a name in `types`) its
   * values' `z:FactoryType` names (lab wcf/iserializable-tree MakeToken.factory).
   */
  readonly factoryType?: string;
  /**
   * DataContractSerializer: the enums (by their `objectTypes` name) an `object` may hold while a value of this
   * class is read or written, by its [KnownType]s, its bases' and its known types' own. The scope is a stack: a
   * member's class adds its own for the member's value only; each parameter starts with none (lab
   * wcf/known-scope). Absent: none.
   */
  readonly known?: readonly string[];
}

/** A SOAP header an operation binds. */
export interface HeaderUse {
  /** Element name (= class name) in the service namespace. */
  readonly element: string;
  /** Property name in handler contexts and client options. */
  readonly tsName: string;
  readonly direction: "in" | "out" | "inOut" | "fault";
  /** The server refuses a request without it before the handler runs. Absent: false. */
  readonly required?: boolean;
}

export interface OperationDescriptor {
  /** The .NET method name (the wsdl:operation name; overloads share it). */
  readonly name: string;
  /** The name on the wire: `name`, or the MessageName of an overload. */
  readonly messageName: string;
  readonly tsName: string;
  /** What it may be called over: its WSDL bindings, and `json` when the service's JSON face offers it. */
  readonly bindings: readonly CallBinding[];
  /** `[SoapDocumentMethod(Binding = "X")]`: its SOAP bindings are X and X1, listed after the service's own in ?disco. */
  readonly namedBinding?: string;
  /**
   * The namespace of its SOAP wrappers and their members when not the service's: its named binding's own
   * ([WebServiceBinding(Namespace)]). SOAPAction and HTTP result documents keep the service's.
   */
  readonly wrapperNamespace?: string;
  /** `[SoapDocumentMethod(RequestNamespace)]`: the request wrapper's and its members' namespace, when not the above. */
  readonly requestNamespace?: string;
  /** `[SoapDocumentMethod(ResponseNamespace)]`: the response wrapper's and its members' namespace, when not the above. */
  readonly responseNamespace?: string;
  readonly idempotent: boolean;
  readonly requestElement: string;
  readonly responseElement: string;
  /**
   * [SoapDocumentMethod(ParameterStyle = Bare)]: no wrappers; the SOAP request's body holds the parameters'
   * elements (`requestElement` and `responseElement` are not sent), the response's the result element alone.
   */
  readonly bare?: true;
  readonly resultElement: string;
  /**
   * A choice result ([return: XmlChoiceIdentifier], lab choice-results): no result element, the choice's (one per
   * item when `repeated`) in its place; `identifier` the TypeScript name of the out parameter naming it. Without
   * one, a choice of classes alone (`[return: XmlElement(typeof(A)), XmlElement(typeof(B))]`, labs choice-classes,
   * choice-classes-result): the value names its element all the same.
   */
  readonly resultChoice?: { readonly identifier?: string; readonly repeated?: true };
  /** Unquoted SOAPAction. */
  readonly soapAction: string;
  /** `/Op`, appended to the endpoint path for HTTP GET and POST. */
  readonly httpPath: string;
  /** Root element of an HTTP GET/POST result document. */
  readonly httpResultElement: string;
  /**
   * A nullable value type's null is the HTTP GET/POST document's element empty, without xsi:nil: an earlier
   * operation's non-nullable result shares that element (lab result-namespace-simple, GetMaybe.httpget-null).
   */
  readonly httpNullEmpty?: true;
  /**
   * A result of a class with a root namespace ([XmlRoot(ElementName, Namespace)]): the namespace of
   * `resultElement` (declared on it in the response wrapper) and of `httpResultElement` (the document's default).
   */
  readonly resultNamespace?: string;
  /**
   * The namespace of `httpResultElement` alone, where the SOAP result is a plain element ([return: XmlElement] on
   * a result of such a class, lab xml-root-more).
   */
  readonly httpResultNamespace?: string;
  readonly fields: readonly FieldDescriptor[];
  /** The result; absent for a void method. */
  readonly result?: ValueType;
  /**
   * The type of the HTTP GET/POST result document where it is not `result`'s: ASMX writes that document by the
   * .NET type's default mapping, whatever [return: XmlElement(DataType)] says (a time or date as a dateTime,
   * hexBinary as base64Binary, a token as a string; values.ts httpDocumentValue).
   */
  readonly httpResult?: ValueType;
  /** A null result travels as `xsi:nil="true"` (a nullable value type): the element is always sent. */
  readonly resultNillable?: boolean;
  /**
   * [return: XmlElement(Form = Unqualified)] on a class result (lab parameter-forms, GetBox): the SOAP result
   * element in no namespace (`xmlns=""`), the class's members in the response wrapper's namespace.
   */
  readonly resultUnqualified?: true;
  /**
   * `[return: XmlAnyElement]` (an XmlElement[] or XmlElement result, lab any-parameters): no result element; its
   * elements travel as they are directly in the SOAP response wrapper (the anyWrapper codec's, soap/any-wrapper.ts).
   */
  readonly resultAny?: true;
  /** [return: XmlAnyElement(Name, Namespace)] (lab any-parameters-more): the element names it takes and writes. */
  readonly resultAnyElements?: readonly { readonly name: string; readonly namespace?: string }[];
  /** Out parameters: elements after the result in the response wrapper. */
  readonly outParams?: readonly FieldDescriptor[];
  /** SOAP: 202 Accepted with no body; the caller never sees the outcome. */
  readonly oneWay?: true;
  readonly headers?: readonly HeaderUse[];
  /** Fault detail classes (names in `ServiceDescriptor.types`) its handler may throw. */
  readonly faults?: readonly string[];
  /** `[ScriptMethod(UseHttpGet = true)]`: the JSON face takes it over GET only (otherwise POST only). */
  readonly useHttpGet?: true;
  /** `[WebMethod(EnableSession = true)]`: the server gives the handler session state kept by the `ASP.NET_SessionId` cookie. */
  readonly enableSession?: true;
  /**
   * `[WebMethod(CacheDuration = N)]`: seconds the server keeps a successful response in its output cache
   * (server/output-cache.ts); the response says `Cache-Control: no-cache`, `Pragma: no-cache`, `Expires: -1`.
   */
  readonly cacheDuration?: number;
  /**
   * A `SoapUnknownHeader[]` member bound by `[SoapHeader]` (lab unknown-echo), by its Direction: `in` and `inOut`
   * hand the handler every header block the operation does not bind (it marks those it understood); `inOut` and
   * `out` write the blocks the handler leaves in the list into the response's soap:Header.
   */
  readonly unknownHeaders?: "in" | "out" | "inOut";
  /**
   * WCF (basicHttpBinding): what its framing adds to ASMX's. `soapAction` is then the operation's action and
   * `wrapperNamespace` its contract's namespace.
   */
  readonly wcf?: WcfOperationDescriptor;
}

/** A WCF operation's framing: its contract's endpoint and its message contracts. */
export interface WcfOperationDescriptor {
  /** Its contract's endpoint address relative to the service's endpoint ("" for the base address, `admin`). */
  readonly address: string;
  /** That endpoint speaks SOAP 1.2 without addressing: `application/soap+xml; action="..."`, SOAP 1.2 envelope. */
  readonly soap12?: true;
  /** Its [ServiceContract]'s name (a `WcfServiceDescriptor.contracts` entry). */
  readonly contract: string;
  readonly replyAction: string;
  /** Each fault contract's action, by its detail class (the names of `OperationDescriptor.faults`). */
  readonly faultActions?: Readonly<Record<string, string>>;
  /**
   * Its serializer where it is not the service's ([XmlSerializerFormat] on some operations or contracts only):
   * its bodies, result and faults by that serializer's rules, its answer's Body start that serializer's.
   */
  readonly serializer?: "dataContract" | "xmlSerializer";
  /** [MessageContract]s it takes and returns instead of a wrapper of parameters and a result. */
  readonly message?: {
    readonly request: WcfMessageDescriptor;
    readonly response?: WcfMessageDescriptor;
  };
  /**
   * DataContractSerializer: the data contracts its [ServiceKnownType]s make known anywhere in its messages (theirs
   * too; names as in `ComplexDescriptor.known`): the bottom of the known-type stack. Absent: none, so an `object` no
   * class encloses holds primitives only (lab wcf/known-classes).
   */
  readonly known?: readonly string[];
}

/** A [MessageHeader]: a field in its own namespace; `mustUnderstand` sends `s:mustUnderstand="1"`. */
export interface WcfHeaderDescriptor extends FieldDescriptor {
  readonly mustUnderstand?: true;
}

/** A [MessageContract]: header elements in s:Header, body members in a wrapper or directly in s:Body. */
export interface WcfMessageDescriptor {
  /** The wrapper element and its namespace; absent when not wrapped (IsWrapped = false). */
  readonly wrapper?: { readonly element: string; readonly namespace: string };
  /** [MessageHeader]s in declaration order, each with its `namespace`. */
  readonly headers: readonly WcfHeaderDescriptor[];
  /** [MessageBodyMember]s in wire order, each with its `namespace`. */
  readonly body: readonly FieldDescriptor[];
}

/** A WCF service: its contracts and the endpoint address of each (relative to the base address). */
export interface WcfServiceDescriptor {
  readonly contracts: readonly {
    readonly name: string;
    readonly namespace: string;
    /** Its endpoint address relative to the service's (its first, where it has several). */
    readonly address: string;
    /** Every endpoint address, in endpoint order, where the contract is offered on several: each answers alike. */
    readonly addresses?: readonly string[];
    /**
     * The addresses (of `address`/`addresses`) that are SOAP 1.2 endpoints without WS-Addressing (a custom
     * binding of textMessageEncoding Soap12): routed by the Content-Type's action, SOAP 1.2 faults.
     */
    readonly soap12?: readonly string[];
    /**
     * Its ports' names (wsdl:port, svcutil's endpointConfigurationName), in endpoint order beside `addresses`,
     * where it has several: a client's `ports` option chooses one by name (default the first).
     */
    readonly ports?: readonly string[];
  }[];
  /** Where the WSDL set's documents are served: `wsdl`, `wsdl=wsdl0`, `xsd=xsd0`, `singleWsdl`. */
  readonly documents: readonly string[];
  /**
   * A service mixing serializers: the classes both serializers use, in the other serializer's shape (by name), which
   * the operations of the other serializer read and write (`types` holds the service serializer's).
   */
  readonly otherTypes?: Readonly<Record<string, ComplexDescriptor>>;
}

/**
 * `[ScriptService]`: the service also answers JSON (`/Service.asmx/Method` with Content-Type
 * application/json), as System.Web.Extensions does.
 */
export interface ScriptServiceDescriptor {
  /**
   * The `__type` of each class the service registers for script (by class name): the classes that are a
   * parameter's or result's type (or their array items'), and those named by [GenerateScriptType], when
   * they can be created (not abstract). Other classes travel without `__type`.
   */
  readonly typeIds: Readonly<Record<string, string>>;
}

export interface ServiceDescriptor {
  readonly name: string;
  readonly namespace: string;
  /**
   * WCF's DataContractSerializer writes and reads the values (see soap/data-contract.ts); absent: ASMX's
   * XmlSerializer. Under it every class has its `namespace` and every field its `namespace` (its declaring
   * class's), and every array its `namespace`.
   */
  readonly serializer?: "dataContract";
  /** The published endpoint address. */
  readonly endpoint: string;
  /** A WCF service (basicHttpBinding): WCF's framing instead of ASMX's (server/wcf.ts). */
  readonly wcf?: WcfServiceDescriptor;
  /**
   * `[SoapDocumentService(RoutingStyle = RequestElement)]`: SOAP requests are routed by the body's first element
   * alone; SOAPAction and SOAP 1.2's action are ignored. Absent: by SOAPAction (ASMX's default).
   */
  readonly routing?: "requestElement";
  /**
   * The documents served besides `?wsdl`, by query (`wsdl=wsdl1`, `schema=schema1`): ASMX's set for a named
   * binding in another namespace. Absent: the WSDL is one document.
   */
  readonly documents?: readonly string[];
  readonly operations: readonly OperationDescriptor[];
  /** Classes, header classes and fault detail classes, by name. */
  readonly types?: Readonly<Record<string, ComplexDescriptor>>;
  /** Where the service holds an object: the enums and array types an object value may be, by XML type name. */
  readonly objectTypes?: Readonly<Record<string, ValueType>>;
  /**
   * Where an operation offered over HTTP GET/POST returns an object: the classes (by name), enums and array types
   * (by XML type name) its result document knows (lab object-known). Another class or array is a failure there
   * (.NET's "was not expected"), another enum is written as its number (`xsd:int`).
   */
  readonly httpObjectTypes?: readonly string[];
  /** Present when the service answers JSON too (`[ScriptService]`). */
  readonly scriptService?: ScriptServiceDescriptor;
  /**
   * The codecs of the DataSet, XmlNode and object values the service has (soap/codecs.ts): imported by the
   * generated descriptor, so that a bundle of a service without such values holds none of them.
   */
  readonly codecs?: ValueCodecs;
  /**
   * The SOAP bindings' names in the WSDL's port order (SOAP 1.1's, then SOAP 1.2's), which `?disco` lists.
   * Absent: the service's own, `{name}Soap` and `{name}Soap12`, where an operation is offered on them.
   */
  readonly soapPorts?: readonly string[];
}

/**
 * What one operation takes and gives in TypeScript, by its message name: what the generated client's
 * method declares, so the runtime's `call` is typed by the operation it names. Type-level only: no
 * descriptor holds it at run time.
 */
export interface OperationShape {
  /** The input, keyed by TypeScript field names. */
  readonly input: object;
  /** What a call resolves to: the result, `{ result, out parameters, headers }`, or void. */
  readonly output: unknown;
  /** The bindings it is offered on, when not all the service offers. */
  readonly bindings?: CallBinding;
  /** The SOAP headers a call may send, by TypeScript name; absent when it reads none. */
  readonly headers?: object;
}

/** The operation shapes a typed descriptor carries, for the type checker only (never set at run time). */
export declare const operationShapes: unique symbol;

/**
 * A service descriptor typed per operation: `Shapes` maps each message name to its {@link OperationShape}, so
 * a misspelt operation name or a wrong input is a compile error where the descriptor is used.
 */
export interface TypedServiceDescriptor<Shapes extends Record<keyof Shapes, OperationShape>> extends ServiceDescriptor {
  readonly [operationShapes]?: Shapes;
}
