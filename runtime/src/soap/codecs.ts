/**
 * The codecs of the value kinds few services have: DataSet and DataTable (the diffgram codec), XmlNode
 * and IXmlSerializable content, and .NET's `object`; and of the client's faces few services have: the
 * ScriptService's JSON and WCF's framing. The value reader and writer, and the client, reach them only
 * through the service descriptor's `codecs`, never by an import of their own, so that a bundle of a
 * service without them holds none of them: the generated descriptor imports the codecs its service uses
 * (`codecs: { dataSet: dataSetCodec }`). The server, and the standalone functions of values.ts, fill in
 * every value codec for a descriptor that names none (allCodecs in all-codecs.ts).
 */
import type { dataSetContentReader } from "../dataset/read-events.js";
import type { objectParts, objectTargetOf, objectXmlType, readUntyped } from "./object-value.js";
import type { atPorts } from "../client/wcf-ports.js";
import type { emitPlanned } from "./write-plans.js";
import type { readStructured, writeStructured } from "./structured.js";
import type { readXmlContent, readXmlElement, readXmlNode, writeXmlContentElement, writeXmlNode } from "./xml-node.js";
import type { anyTakes, readWrapperAny, writeWrapperAny } from "./any-wrapper.js";
import type { readDataContractXml, writeDataContractXml } from "./data-contract-xml.js";
import type {
  readAnyAttributes,
  StartTagPrefixes,
  takenAttributes,
  writeAnyAttributes,
  writeClassAttributes,
} from "./any-attributes.js";
import type {
  dataContractQualifiedName,
  qualifiedNameAttribute,
  qualifiedNameContent,
  qualifiedNameObject,
  qualifiedNameObjectDocument,
  qualifiedNameElement,
  readQualifiedNameIn,
} from "../qualified-name.js";
import type { writeUri } from "../text/uri.js";
import type { factoryAttribute, readEntries, writeEntries } from "./serialization-entries.js";
import type { writeDataContractElement } from "./data-contract-writer.js";
import type { readDataContract } from "./data-contract-reader.js";
import type { serializerView } from "./wcf-serializer.js";
import type { readsFromEvents, valueContentReader } from "./value-events.js";
import type { wcfFaultCode12 } from "../client/wcf-soap12.js";
import type { fromHttpDateTime, httpDocumentValue, httpParameterTexts } from "../http-document.js";
import type { OperationDescriptor, ServiceDescriptor } from "../descriptor.js";
import type { CallInput, WireRequest } from "../client/request.js";
import type { Scrub, WireResponse } from "../client/response.js";
import type {
  choosePorts,
  inNamespace,
  readMessageResponse,
  wcfEnvelope,
  wcfFaultError,
  wcfPath,
} from "../client/wcf.js";
import type { FieldDescriptor, ValueType } from "../descriptor.js";
import type { XmlElement } from "../xml/tree.js";
import type { SimpleType } from "../descriptor.js";
import type { SimpleValue, TextRules } from "../values.js";

/** DataSet and DataTable values: soap/structured.ts. */
export interface DataSetCodec {
  readonly read: typeof readStructured;
  readonly write: typeof writeStructured;
  readonly contentReader: typeof dataSetContentReader;
  /** DataSet and DataTable elements under DataContractSerializer (WCF); other kinds refused. */
  readonly dataContract: {
    readonly write: (type: ValueType, value: unknown, start: string, name: string) => string;
    readonly read: (type: ValueType, element: XmlElement) => unknown;
  };
}

/** XmlNode, XmlElement and IXmlSerializable content: soap/xml-node.ts. */
export interface XmlNodeCodec {
  readonly readNode: typeof readXmlNode;
  readonly readElement: typeof readXmlElement;
  readonly readContent: typeof readXmlContent;
  readonly writeNode: typeof writeXmlNode;
  readonly writeContentElement: typeof writeXmlContentElement;
}

/** SoapUnknownHeader[] and [SoapHeader(Direction = Fault)] on the client (client/header-blocks.ts). */
export interface HeaderBlocksCodec {
  readonly write: (operation: OperationDescriptor, binding: "soap11" | "soap12", blocks: readonly unknown[]) => string;
  readonly read: (
    service: ServiceDescriptor,
    operation: OperationDescriptor,
    header: XmlElement | undefined,
  ) => readonly unknown[];
  readonly fault: (
    service: ServiceDescriptor,
    operation: OperationDescriptor,
    header: XmlElement | undefined,
  ) => Record<string, unknown> | undefined;
}

/** [XmlAnyElement] on a parameter or result: its elements directly in the wrapper (soap/any-wrapper.ts). */
export interface AnyWrapperCodec {
  readonly write: typeof writeWrapperAny;
  readonly read: typeof readWrapperAny;
  readonly takes: typeof anyTakes;
}

/** XmlElement and XmlNode[] as DataContractSerializer (WCF) carries them: soap/data-contract-xml.ts. */
export interface DataContractXmlCodec {
  readonly write: typeof writeDataContractXml;
  readonly read: typeof readDataContractXml;
}

/** [XmlAnyAttribute] members (soap/any-attributes.ts): read, and written with the start tag's prefixes. */
export interface AnyAttributesCodec {
  readonly read: typeof readAnyAttributes;
  readonly write: typeof writeAnyAttributes;
  readonly taken: typeof takenAttributes;
  readonly StartTagPrefixes: typeof StartTagPrefixes;
  readonly attributes: typeof writeClassAttributes;
}

/** XmlQualifiedName (QName) values (qualified-name.ts): read with the declarations in scope, written with a prefix. */
export interface QualifiedNameCodec {
  readonly read: typeof readQualifiedNameIn;
  readonly element: typeof qualifiedNameElement;
  readonly attribute: typeof qualifiedNameAttribute;
  /** DataContractSerializer's QName element (WCF): the `q` prefix and the value's declaration. */
  readonly dataContract: typeof dataContractQualifiedName;
  readonly content: typeof qualifiedNameContent;
  /** An `object` element holding a QName (XmlSerializer's `xsi:type="xsd:QName"`). */
  readonly object: typeof qualifiedNameObject;
  /** An HTTP GET/POST result document of an object holding a QName. */
  readonly objectDocument: typeof qualifiedNameObjectDocument;
}

/** Values written as DataContractSerializer (WCF) writes them: soap/data-contract-writer.ts. */
export interface DataContractCodec {
  readonly writeElement: typeof writeDataContractElement;
  /** Its reader (soap/data-contract-reader.ts): the value reader's branch for a DataContractSerializer service. */
  readonly read: typeof readDataContract;
}

/**
 * ISerializable values' entries under DataContractSerializer: soap/serialization-entries.ts.
 */
export interface ISerializableCodec {
  readonly read: typeof readEntries;
  readonly write: typeof writeEntries;
  readonly factory: typeof factoryAttribute;
}

/** xs:anyURI (System.Uri) values as DataContractSerializer escapes them: text/uri.ts. */
export interface UriCodec {
  readonly write: typeof writeUri;
}

/** HTTP GET/POST values of a time or date as the whole DateTime the document carries, byte[] parameters as bytes: http-document.ts. */
export interface HttpDocumentCodec {
  readonly toDocument: typeof httpDocumentValue;
  readonly fromDocument: typeof fromHttpDateTime;
  readonly parameterTexts: typeof httpParameterTexts;
}

/** Values of .NET's `object`: soap/object-value.ts (its untyped content needs the XmlNode codec too). */
export interface ObjectCodec {
  readonly targetOf: typeof objectTargetOf;
  readonly readUntyped: typeof readUntyped;
  readonly parts: typeof objectParts;
  readonly xmlType: typeof objectXmlType;
}

/** The client's ScriptService face: client/json-face.ts. */
export interface JsonCodec {
  readonly request: (service: ServiceDescriptor, operation: OperationDescriptor, input: CallInput) => WireRequest;
  readonly response: (
    service: ServiceDescriptor,
    operation: OperationDescriptor,
    response: WireResponse,
    scrub: Scrub,
  ) => unknown;
}

/** The client's WCF framing (basicHttpBinding): client/wcf.ts. */
export interface WcfCodec {
  readonly path: typeof wcfPath;
  readonly envelope: typeof wcfEnvelope;
  readonly inNamespace: typeof inNamespace;
  readonly readMessageResponse: typeof readMessageResponse;
  readonly faultError: typeof wcfFaultError;
  /** The `ports` option: the wcfPorts codec's where a contract has several ports, else a port chosen is refused. */
  readonly ports: typeof choosePorts;
}

/** The `ports` option of a WCF client whose contracts have several ports (client/wcf-ports.ts). */
export interface WcfPortsCodec {
  readonly atPorts: typeof atPorts;
}

/** A client's event reader of class and array results (soap/value-events-codec.ts): XmlSerializer's services. */
export interface ValueEventsCodec {
  readonly reads: typeof readsFromEvents;
  readonly contentReader: typeof valueContentReader;
}

/** A WCF service's SOAP 1.2 endpoints (client/wcf-soap12.ts): the envelope's start, a SOAP 1.2 fault's code. */
export interface WcfSoap12Codec {
  readonly open: string;
  readonly faultCode: typeof wcfFaultCode12;
}

/** A WCF service mixing serializers (soap/wcf-serializer.ts): the service as an operation of the other sees it. */
export interface WcfMixedCodec {
  readonly view: typeof serializerView;
}

/**
 * [XmlChoiceIdentifier] on parameters and results, a client's side (client/choice-identifier.ts): an array
 * parameter of a choice, a choice result, identifiers the response leaves out.
 */
export interface ChoiceIdentifierCodec {
  readonly writeRepeated: (
    field: FieldDescriptor,
    value: unknown,
    service: ServiceDescriptor,
    prefixes: { count: number },
  ) => string;
  readonly readResult: (
    service: ServiceDescriptor,
    wrapper: XmlElement,
    type: ValueType,
    repeated: boolean,
    ns: string,
  ) => unknown;
  readonly name: (operation: OperationDescriptor, outcome: Record<string, unknown>) => void;
}

/** XmlSerializer's classes written from per-class plans (soap/write-plans.ts): emitObject's one-line fields. */
export interface WritePlansCodec {
  readonly emit: typeof emitPlanned;
}

/**
 * Simple values of a member [XmlElement(DataType)] gives another XML Schema type (token, NMTOKEN, anyURI...,
 * hexBinary, time): data-types.ts, reached by parseItem and formatItem for a type with a `dataType` only.
 */
export interface DataTypesCodec {
  readonly read: (type: SimpleType, text: string, rules: TextRules) => SimpleValue;
  readonly write: (type: SimpleType, value: unknown) => string;
}

/** TimeSpan (xs:duration) and DateTimeOffset values, DataContractSerializer's (WCF) only: text/wcf-times.ts. */
export interface TimesCodec {
  readonly duration: (text: string) => string | undefined;
  readonly dateTimeOffset: (text: string) => string | undefined;
}

/** The codecs a service uses, by kind. */
export interface ValueCodecs {
  readonly dataSet?: DataSetCodec;
  readonly writePlans?: WritePlansCodec;
  readonly xmlNode?: XmlNodeCodec;
  readonly anyWrapper?: AnyWrapperCodec;
  readonly anyAttributes?: AnyAttributesCodec;
  readonly qualifiedName?: QualifiedNameCodec;
  readonly uri?: UriCodec;
  readonly dataContract?: DataContractCodec;
  readonly dataContractXml?: DataContractXmlCodec;
  readonly iSerializable?: ISerializableCodec;
  readonly httpDocument?: HttpDocumentCodec;
  readonly object?: ObjectCodec;
  readonly valueEvents?: ValueEventsCodec;
  readonly json?: JsonCodec;
  readonly wcf?: WcfCodec;
  readonly wcfSoap12?: WcfSoap12Codec;
  readonly wcfMixed?: WcfMixedCodec;
  readonly wcfPorts?: WcfPortsCodec;
  readonly headerBlocks?: HeaderBlocksCodec;
  readonly choiceIdentifier?: ChoiceIdentifierCodec;
  readonly dataTypes?: DataTypesCodec;
  readonly times?: TimesCodec;
}

/** What each codec is for, in errors (a rare one, the ISerializable codec, by its key). */
const NAMES: Partial<Record<keyof ValueCodecs, string>> = {
  dataSet: "DataSet",
  writePlans: "write plan",
  xmlNode: "XmlNode",
  anyWrapper: "[XmlAnyElement] parameter",
  anyAttributes: "[XmlAnyAttribute]",
  qualifiedName: "QName",
  uri: "anyURI",
  dataContract: "DataContractSerializer",
  dataContractXml: "DataContractSerializer XmlElement/XmlNode[]",
  httpDocument: "HTTP document (a time or date as a DateTime)",
  object: "object",
  valueEvents: "event reader",
  json: "ScriptService (JSON)",
  wcf: "WCF",
  wcfSoap12: "WCF SOAP 1.2",
  wcfMixed: "WCF mixed serializers",
  wcfPorts: "WCF ports",
  headerBlocks: "SoapUnknownHeader[] and fault header",
  choiceIdentifier: "[XmlChoiceIdentifier] parameter and result",
  dataTypes: "XML Schema data type ([XmlElement(DataType)])",
  times: "TimeSpan and DateTimeOffset",
};

/** The codecs a read or write uses: its own, else its service's. */
export function codecsIn(context: {
  readonly codecs?: ValueCodecs;
  readonly service?: { readonly codecs?: ValueCodecs };
}): ValueCodecs | undefined {
  return context.codecs ?? context.service?.codecs;
}

/** The codec of `kind` the descriptor names; a generator fault (not a value's) when it names none. */
export function codecOf<K extends keyof ValueCodecs>(
  codecs: ValueCodecs | undefined,
  kind: K,
): NonNullable<ValueCodecs[K]> {
  const codec = codecs?.[kind];
  if (codec === undefined) {
    throw new Error(
      `the service descriptor names no ${NAMES[kind] ?? kind} codec (its codecs: { ${kind}: ... }), and this call needs it`,
    );
  }
  return codec as NonNullable<ValueCodecs[K]>;
}
