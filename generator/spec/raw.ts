/** The spec as written in YAML, after structural validation against spec.schema.json. */
import type { BindingKind } from "../../runtime/src/protocol.js";

/** One [XmlAnyElement(Name, Namespace)] of a member. */
export interface RawAnyElement {
  name?: string;
  namespace?: string;
}

export interface RawFieldBody {
  type: string;
  /** May be absent: the default for reference types; on a value type, .NET's XxxSpecified (minOccurs="0"). */
  optional?: boolean;
  /** Null travels as nil: a nullable value type (`int?`) or an [XmlElement(IsNullable = true)] reference type. */
  nullable?: boolean;
  /** [XmlArrayItem]: the items' element name and nillability inside the wrapper, when not the default. */
  arrayItem?: RawArrayItem;
  /** `[XmlAttribute]`: travels as an attribute of the parent (complex type fields only). */
  attribute?: boolean;
  /** `[XmlElement]` on an array: one element per item, no wrapper (complex type fields only). */
  repeated?: boolean;
  /**
   * `[XmlAnyElement]` on an XmlElement[], XmlNode[] or lone XmlElement member: xs:any, its items the elements no
   * other field takes (`true`); `{ namespace }` ([XmlAnyElement(Namespace)]: the schema's xs:any names it, reading
   * still takes every element); `{ name, namespace? }` ([XmlAnyElement(Name, Namespace)]: the elements of that
   * name, in the class's namespace when none is given) or several of them (one attribute each).
   */
  any?: boolean | RawAnyElement | RawAnyElement[];
  /** `[XmlAnyAttribute]` on an XmlAttribute[] member: xs:anyAttribute, its items the attributes no other field takes. */
  anyAttribute?: boolean;
  /** A `List<T>` member: read as an empty list when absent (complex type fields only). */
  list?: boolean;
  /** `[XmlText]`: the class's element holds this value as its text (simpleContent; other fields attributes). */
  text?: boolean;
  /** `[XmlElement(Namespace)]`: the element's namespace (class fields only); else its class element's. */
  namespace?: string;
  /** `[XmlElement(DataType = "token")]` (and the other XSD string types) on a string member or parameter. */
  dataType?: string;
  /** `Form = XmlSchemaForm.Unqualified` on [XmlElement], [XmlArray] or [XmlAttribute]: the element in no namespace. */
  unqualified?: boolean;
  /** `[XmlAttribute(Form = XmlSchemaForm.Qualified)]`: the attribute in its class's namespace, prefixed. */
  qualified?: boolean;
  /** `[DefaultValue]`: the value (as it travels) that is not sent, and that an absent element reads as. */
  default?: string;
  /**
   * `[XmlElement("A", typeof(A)), ...]`: the value travels as the element of its class (xs:choice); on a member
   * of a simple type or object, `[XmlChoiceIdentifier]`: the value names its element (`{ $element, value }`).
   */
  choice?: RawChoiceElement[];
  /** Parameters: the .NET parameter's name, which HTTP GET/POST use, when [XmlElement] renames its element. */
  parameterName?: string;
  /**
   * A parameter with a `choice` of simple values: the parameter [XmlChoiceIdentifier] names, an enum parameter
   * of the same operation whose values name the choice's elements; reading sets it to the element read unless its
   * own element follows (lab choice-parameter).
   */
  identifier?: string;
  /**
   * A System.Data.SqlTypes struct (SqlString, SqlBinary, SqlInt32, ...): always sent and nil when null, though
   * the WSDL says minOccurs="1" and not nillable (the struct writes itself, its schema names the XML type).
   */
  sqlType?: boolean;
  secret?: boolean;
  credential?: string;
  documentation?: string;
  /** WCF: [DataMember(Order)]. */
  order?: number;
  /** WCF: [DataMember(IsRequired = true)]. */
  required?: boolean;
  /** WCF: false is [DataMember(EmitDefaultValue = false)]. */
  emitDefault?: boolean;
  /**
   * WCF: an auto-property of a [Serializable] class (no [DataContract]): the member is its backing field
   * `<Name>k__BackingField`, on the wire `_x003C_Name_x003E_k__BackingField`; `name` is the property's.
   */
  backingField?: boolean;
}

/** One element of a choice: the element name a value of the class (or simple type) travels as. */
export interface RawChoiceElement {
  name: string;
  type: string;
}

export interface RawArrayItem {
  name?: string;
  nillable?: boolean;
  /** [XmlArrayItem(Namespace)]: the items in that namespace, their wrapper type in its schema. */
  namespace?: string;
  /** [XmlArrayItem(Form = Unqualified)]: the items in no namespace. */
  unqualified?: boolean;
  /** [XmlArrayItem(DataType = "token")]: the items' XML Schema type (the wrapper is ArrayOfToken of `token` items). */
  dataType?: string;
  /** `[XmlArrayItem("A", typeof(A)), ...]`: each item travels as the element of its class. */
  choice?: RawChoiceElement[];
  /** The wrapper type's name when XmlSerializer numbered it (`ArrayOfString1`). */
  typeName?: string;
  /** [XmlArrayItem(NestingLevel = 1)]: the item rule of the inner arrays of an array of arrays. */
  items?: RawArrayItem;
}

export type RawField = string | (RawFieldBody & { name: string });

export type RawColumns = Record<string, string>;

export interface RawResult {
  type: string;
  /** `[return: XmlElement("...")]`: the result's element name in SOAP responses (default `<MessageName>Result`). */
  name?: string;
  /** `[return: XmlElement(Namespace = "...")]` on an XmlElement/XmlNode result: its SOAP element in that namespace. */
  namespace?: string;
  documentation?: string;
  arrayItem?: RawArrayItem;
  /** `[return: XmlElement(DataType = "...")]`: the SOAP result's XML Schema type (s:time, s:hexBinary, s:token...). */
  dataType?: string;
  /** A nullable result (`decimal?`): nil when null, the element always sent. */
  nullable?: boolean;
  /**
   * `[return: XmlElement(Form = XmlSchemaForm.Unqualified)]` on a class result: the SOAP result element in no
   * namespace, the class's members in the response wrapper's (lab parameter-forms, GetBox).
   */
  unqualified?: boolean;
  /**
   * `[return: XmlAnyElement]` on an XmlElement[] or XmlElement: its elements directly in the response wrapper;
   * `{ name, namespace? }` on an XmlElement[]: [return: XmlAnyElement(Name, Namespace)] (lab any-parameters-more).
   */
  any?: boolean | RawAnyElement | RawAnyElement[];
  dataSet?: string;
  tables?: Record<string, string | RawColumns>;
  /**
   * `[return: XmlElement("A", typeof(...)), XmlElement("B", ...), XmlChoiceIdentifier("kind")]`: a choice of simple
   * values in the response wrapper in the result's place (no element of its own), named by `identifier`, an out
   * parameter (lab choice-parameters, choice-results).
   */
  choice?: RawChoiceElement[];
  /** A choice result of an array type: its items, each the element it names, in order (lab choice-results). */
  repeated?: boolean;
  /** A choice result: the out parameter [XmlChoiceIdentifier] names (an enum, or an array of one when repeated). */
  identifier?: string;
}

export interface RawTypedDataSet {
  namespace: string;
  schema: string;
  documentation?: string;
}

/** A class that writes its own XML (IXmlSerializable), giving the WSDL its schema ([XmlSchemaProvider]) or not. */
export interface RawXmlSerializable {
  /** Its schema's global declarations, as the WSDL writes them (prefixes s and tns); absent without a provider. */
  schema?: string;
  documentation?: string;
}

export interface RawOperationHeader {
  name: string;
  direction?: "in" | "out" | "inOut" | "fault";
  required?: boolean;
}

export interface RawOperation {
  name: string;
  messageName?: string;
  /** [SoapDocumentMethod(RequestElementName)] */
  requestElement?: string;
  /** [SoapDocumentMethod(ResponseElementName)] */
  responseElement?: string;
  /** [SoapDocumentMethod(RequestNamespace)]: the request wrapper's namespace, when not its binding's. */
  requestNamespace?: string;
  /** [SoapDocumentMethod(ResponseNamespace)]: the response wrapper's namespace, when not its binding's. */
  responseNamespace?: string;
  /** [SoapDocumentMethod(Action)]: the SOAPAction, when not `{namespace}/{messageName}`. */
  soapAction?: string;
  /** [SoapDocumentMethod(ParameterStyle = Bare)]: the parameters are the SOAP body's elements, no wrapper. */
  parameterStyle?: "wrapped" | "bare";
  documentation?: string;
  description?: string;
  bindings?: BindingKind[];
  /** [SoapDocumentMethod(Binding = "X")] with [WebServiceBinding(Name = "X")] (its namespace under service.namedBindings). */
  binding?: string;
  idempotent?: boolean;
  oneWay?: boolean;
  /** [WebMethod(EnableSession = true)]: the handler gets session state kept by the ASP.NET_SessionId cookie. */
  enableSession?: boolean;
  /** [WebMethod(CacheDuration = N)]: seconds the server keeps a successful response in its output cache. */
  cacheDuration?: number;
  /** A SoapUnknownHeader[] member bound by [SoapHeader(Direction)]: the header blocks the operation does not bind. */
  unknownHeaders?: "in" | "out" | "inOut";
  /** [ScriptMethod(UseHttpGet = true)]: the JSON face takes the method over GET only. */
  useHttpGet?: boolean;
  fields: RawField[];
  result?: RawResult;
  out?: RawField[];
  headers?: RawOperationHeader[];
  /** Fault classes; WCF: `{ type, name }` for [FaultContract(Name)]. */
  faults?: (string | { type: string; name?: string })[];
  /** WCF: the service contract it belongs to (default the first). */
  contract?: string;
  /** WCF: [XmlSerializerFormat] on the operation or not, when not its contract's or the service's. */
  serializer?: "dataContract" | "xmlSerializer";
  /** WCF: the base contract that declares it (interface inheritance): its wrappers' namespace and default actions. */
  declaredIn?: { name: string; namespace: string };
  /** WCF: [OperationContract(Action)] and (ReplyAction). */
  action?: string;
  replyAction?: string;
  /** WCF: the [MessageContract]s it takes and returns. */
  message?: { request: RawMessageContract; response?: RawMessageContract };
  /** WCF: [ServiceKnownType]s on the operation: data contracts an i:type may name anywhere in its messages. */
  knownTypes?: string[];
}

/** A WCF [MessageContract] class. */
export interface RawMessageContract {
  name: string;
  wrapped?: boolean;
  wrapperName?: string;
  wrapperNamespace?: string;
  /** `nullable`: a Nullable<T> part (`DateTime?`), nil when null. */
  headers?: { name: string; type: string; namespace?: string; mustUnderstand?: boolean; nullable?: boolean }[];
  body?: { name: string; type: string; namespace?: string; order?: number; nullable?: boolean }[];
}

/** An enum's underlying type other than int, by XML Schema name: byte is unsignedByte, sbyte byte, ushort unsignedShort. */
export type EnumUnderlying = "unsignedByte" | "byte" | "short" | "unsignedShort" | "unsignedInt" | "long" | "unsignedLong";

export interface RawEnum {
  documentation?: string;
  /** ASMX: [XmlType(Namespace)] (its schema only); WCF: [DataContract(Namespace)] on the enum (default: wcf.dataContractNamespace). */
  namespace?: string;
  /** WCF only: [DataContract(Name)] on the enum, its data contract name when not the enum's. */
  typeName?: string;
  flags?: boolean;
  /** WCF data contracts: the enum's underlying type when not int (`: long`), by its XML Schema name. */
  underlying?: EnumUnderlying;
  /** `[XmlType(AnonymousType = true)]`: no named xs:simpleType; each element of it holds the restriction inline. */
  anonymous?: boolean;
  values: string[] | Record<string, number>;
}

export interface RawComplexType {
  documentation?: string;
  base?: string;
  abstract?: boolean;
  /** A .NET struct (a value type). */
  struct?: boolean;
  /** `[XmlType(Namespace)]`: the namespace its XML type (and its fields) live in, whatever element holds it. */
  namespace?: string;
  /** `[XmlType("...")]`: its XML type name when not the class's name. */
  typeName?: string;
  /** `[XmlRoot(ElementName, Namespace, IsNullable)]` (lab xml-root). */
  root?: { name?: string; namespace?: string; nullable?: boolean };
  /** `[XmlType(AnonymousType = true)]`: no named xs:complexType; each element of it holds its type inline. */
  anonymous?: boolean;
  /** false: its base does not name it with [XmlInclude] (the WSDL lists it where it is first used). */
  xmlInclude?: boolean;
  /** Required but for WCF collection and dictionary contracts (the model says so). */
  fields?: RawField[];
  /** WCF: [DataContract(IsReference = true)]. */
  isReference?: boolean;
  /** WCF: an ISerializable class (GetObjectData's entries; no fields). */
  iSerializable?: boolean;
  /** WCF: an ISerializable class whose GetObjectData calls SerializationInfo.SetType: the class it names (z:FactoryType). */
  factoryType?: string;
  /** WCF: [KnownType]s, names under `types`. */
  knownTypes?: string[];
  /** WCF: a generic data contract's GenericType annotation (`Result<T>`): its name pattern and arguments. */
  generic?: RawGenericContract;
  /** WCF: [CollectionDataContract] of a list. */
  collection?: { item: string; itemName?: string };
  /** WCF: [CollectionDataContract] of a dictionary. */
  dictionary?: { key: string; value: string; itemName?: string; keyName?: string; valueName?: string };
}

/** WCF: the GenericType annotation of a generic data contract (the wire uses only the closed name). */
export interface RawGenericContract {
  name: string;
  namespace?: string;
  parameters: RawGenericParameter[];
}

/** One type argument of a generic data contract: its data contract name and namespace, and its own arguments. */
export interface RawGenericParameter {
  name: string;
  namespace: string;
  parameters?: RawGenericParameter[];
}

/** The spec's `service.wcf` block. */
export interface RawWcf {
  serializer?: "dataContract" | "xmlSerializer";
  dataContractNamespace?: string;
  security?: "none" | "transport";
  /** false: the serialization schema's duration without its bounds (an older .NET: corpus 103). */
  durationBounds?: boolean;
  /** separate: contracts of the service's namespace get their own ?wsdl=wsdlN (corpus 103). */
  contractWsdl?: "root" | "separate";
  contracts: { name: string; namespace: string; address?: string; addresses?: string[]; soap12?: string[]; serializer?: "dataContract" | "xmlSerializer"; sessionMode?: "allowed" | "required" | "notAllowed"; knownTypes?: string[] }[];
}

/** The spec's `package:` block: the generated npm package's identity. */
export interface RawPackage {
  name?: string;
  version?: string;
  description?: string;
  license?: string;
  repository?: string | { type: string; url: string; directory?: string };
  runtime?: "package" | "vendored";
}

export interface RawSpec {
  package?: RawPackage;
  service: {
    name: string;
    namespace: string;
    endpoint: string;
    documentation?: string;
    description?: string;
    bindings?: BindingKind[];
    /** [XmlInclude] on the service class or its methods: classes known before any operation. */
    xmlInclude?: string[];
    /** [ScriptService]: the JSON face; `generateScriptTypes` lists the classes of [GenerateScriptType]. */
    scriptService?: boolean | { generateScriptTypes?: string[] };
    /** [WebServiceBinding(ConformsTo = BasicProfile1_1, EmitConformanceClaims = true)]: the SOAP 1.1 binding's claim. */
    conformanceClaim?: "basicProfile1_1";
    /** [WebServiceBinding(Name = X, ConformsTo = BasicProfile1_1, EmitConformanceClaims = true)]: named bindings whose SOAP 1.1 binding claims. */
    conformanceClaimBindings?: string[];
    /** [SoapDocumentService(ParameterStyle)]: every operation's default parameterStyle (default wrapped). */
    parameterStyle?: "wrapped" | "bare";
    /** [SoapDocumentService(RoutingStyle)]: how SOAP requests find their method (default soapAction). */
    routingStyle?: "soapAction" | "requestElement";
    /** [WebServiceBinding(Name, Namespace, Location)] of the bindings operations name, where not the service's namespace. */
    namedBindings?: Record<string, { namespace: string; location?: string }>;
    /** How the runtime that published an imported WSDL wrote it: prefix declaration order, line ends. */
    wsdl?: { prefixOrder?: string[]; newline?: "lf" | "crlf"; framework?: "1.x" | "2.0"; importXmlSchema?: boolean; bindingOrder?: string[] };
    /** A WCF service (docs/wcf-design.md). */
    wcf?: RawWcf;
  };
  enums?: Record<string, RawEnum>;
  types?: Record<string, RawComplexType>;
  headers?: Record<string, RawComplexType>;
  faults?: Record<string, RawComplexType>;
  fields?: Record<string, RawFieldBody>;
  /** Typed DataSets: the XML Schema the WSDL carries for each, in the WSDL's order. */
  dataSets?: Record<string, RawTypedDataSet>;
  xmlSerializable?: Record<string, RawXmlSerializable>;
  tables?: Record<string, RawColumns>;
  operations: RawOperation[];
}
