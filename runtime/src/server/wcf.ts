/**
 * WCF's framing (basicHttpBinding, DataContractSerializer), for a descriptor with `wcf`: what a .NET WCF
 * service answers where it differs from ASMX (docs/wcf-design.md section 5). One endpoint address per
 * contract; SOAP 1.1 only (415 otherwise); routing by SOAPAction alone; the dispatcher's faults
 * (`a:ActionNotSupported`, `a:DeserializationFailed`, `a:InternalServiceFault`) and typed fault contracts;
 * `<faultstring xml:lang="en-US">`; no XML declaration; message contracts; the metadata at `?wsdl`,
 * `?wsdl=wsdlN`, `?xsd=xsdN`, `?singleWsdl` and the "You have created a service." page. The rest (budget,
 * handler run, one-way 202, logging) is the server core's.
 */
import type { FieldDescriptor, ServiceDescriptor, WcfHeaderDescriptor, WcfMessageDescriptor } from "../descriptor.js";
import { SOAP11_ENVELOPE_NS as SOAP11_NS, SOAP12_ENVELOPE_NS as SOAP12_NS, XSD_NS, XSI_NS } from "../protocol.js";
import type { SimpleTypeName } from "../simple-types.js";
import type { SoapVersion } from "../soap/envelope.js";
import { defaultValue, isValueType } from "../soap/classes.js";
import { readValueElement, writeValueElement } from "../soap/values.js";
import { serializerView } from "../soap/wcf-serializer.js";
import { ValueFormatError } from "../values.js";
import { escapeAttribute, escapeText } from "../xml/escape.js";
import { attributeOf, childElements, parseXml, textOf, type XmlElement, type XmlLimits } from "../xml/tree.js";
import { shownText } from "../text/shown.js";
import { ownField, setField } from "../own.js";
import { ClientFault, HandlerTimeoutError, isDeclaredFault, ServerFault, type Blame, type Refused } from "./faults.js";
import { decodeText, parseMediaType } from "./media.js";
import type { OperationPlan } from "./plan.js";
import { CACHE_EARLY, CACHE_METHOD, htmlEncode, respond, respondEmpty, type CacheControl } from "./response.js";
import type { PreparedCall } from "./soap.js";
import type { ServerResponse } from "./types.js";
import type { WireContext } from "./wire-values.js";

/** The namespace of WCF's dispatcher fault codes. */
export const DISPATCHER_NS = "http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher";
const EXCEPTION_DETAIL_NS = "http://schemas.datacontract.org/2004/07/System.ServiceModel";
/** The only content type basicHttpBinding takes and gives. */
export const WCF_CONTENT_TYPE = "text/xml; charset=utf-8";
/**
 * The content type of a SOAP 1.2 endpoint (textMessageEncoding Soap12): requests add `action="..."`, answers
 * carry none (test/reference/wcf/soap12/).
 */
export const WCF_SOAP12_CONTENT_TYPE = "application/soap+xml; charset=utf-8";
const OPEN = `<s:Envelope xmlns:s="${SOAP11_NS}">`;
const OPEN12 = `<s:Envelope xmlns:s="${SOAP12_NS}">`;
/** The envelope start of an answer on an endpoint of SOAP `version`. */
const openOf = (version: SoapVersion | undefined): string => (version === "1.2" ? OPEN12 : OPEN);
/** The content type of an answer on an endpoint of SOAP `version`. */
export const wcfContentType = (version: SoapVersion | undefined): string =>
  version === "1.2" ? WCF_SOAP12_CONTENT_TYPE : WCF_CONTENT_TYPE;
const CLOSE = "</s:Body></s:Envelope>";
/**
 * The Body of an answer written by XmlSerializer ([XmlSerializerFormat]): XmlSerializer declares `xsi` and `xsd`
 * on the element open when it starts writing, the Body (test/reference/wcf/xml-serializer/). Faults are the
 * dispatcher's and keep a plain Body.
 */
export const XML_SERIALIZER_BODY: string = `<s:Body xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}">`;

/** .NET's text for an unhandled exception when IncludeExceptionDetailInFaults is off. */
export const INTERNAL_ERROR_TEXT =
  "The server was unable to process the request due to an internal error.  For more information about the error, either turn on IncludeExceptionDetailInFaults (either from ServiceBehaviorAttribute or from the <serviceDebug> configuration behavior) on the server in order to send the exception information back to the client, or turn on tracing as per the Microsoft .NET Framework SDK documentation and inspect the server trace logs.";
const FORMATTER = "The formatter threw an exception while trying to deserialize the message: ";

/** An endpoint address: the operations of the contracts there, by request action. */
export interface WcfEndpoint {
  readonly byAction: ReadonlyMap<string, OperationPlan>;
  /** A SOAP 1.2 endpoint without addressing (a custom binding): the action is the Content-Type's. */
  readonly soap12: boolean;
}

export interface WcfFraming {
  /** Endpoints by their path in lower case (IIS and HTTP.sys match paths case-insensitively). */
  readonly endpoints: ReadonlyMap<string, WcfEndpoint>;
  /** The base address's path: where the metadata and the service page are. */
  readonly basePath: string;
  /** The value codec per operation (by wire name): the service's classes with its contract's namespace. */
  readonly codecs: ReadonlyMap<string, WireContext>;
  readonly includeExceptionDetail: boolean;
  /** The metadata documents by query in lower case, and their own spelling (`singleWsdl`). */
  readonly documents: ReadonlyMap<string, string>;
}

/** [XmlSerializerFormat] on the operation's codec: bodies by XmlSerializer (ASMX's value rules). */
function xmlSerializerOf(codec: WireContext): boolean {
  return codec.service.serializer !== "dataContract";
}

/** The Body start of an answer: `<s:Body>`, or XmlSerializer's with its declarations. */
function bodyOpenOf(codec: WireContext): string {
  return xmlSerializerOf(codec) ? XML_SERIALIZER_BODY : "<s:Body>";
}

/** The path of an endpoint at `address` relative to the base path. */
function endpointPath(base: string, address: string): string {
  if (!address) return base;
  const relative = address.replace(/^\/+/, "");
  return base === "/" ? `/${relative}` : `${base}/${relative}`;
}

export function wcfFraming(
  service: ServiceDescriptor,
  plans: readonly OperationPlan[],
  basePath: string,
  includeExceptionDetail: boolean,
): WcfFraming {
  const wcf = service.wcf!;
  const endpoints = new Map<string, WcfEndpoint>();
  const codecs = new Map<string, WireContext>();
  for (const contract of wcf.contracts) {
    const codec: WireContext = {
      namespace: contract.namespace,
      service: { ...service, namespace: contract.namespace },
    };
    const own = new Map<string, OperationPlan>();
    for (const plan of plans) {
      if (plan.op.wcf?.contract !== contract.name) continue;
      own.set(plan.op.soapAction, plan);
      const view = serializerView(codec.service, plan.op);
      // Its [ServiceKnownType]s, the bottom of the known-type stack of each part (lab wcf/known-classes).
      const known = plan.op.wcf?.known;
      codecs.set(
        plan.name,
        view === codec.service && !known
          ? codec
          : { namespace: contract.namespace, service: view, ...(known ? { known } : {}) },
      );
    }
    // One endpoint per address (the model refuses two at one address; merged all the same if they were); a
    // contract on several addresses answers alike at each.
    for (const address of contract.addresses ?? [contract.address]) {
      const path = endpointPath(basePath, address).toLowerCase();
      const byAction = (endpoints.get(path)?.byAction as Map<string, OperationPlan> | undefined) ?? new Map();
      for (const [action, plan] of own) byAction.set(action, plan);
      if (!endpoints.has(path)) endpoints.set(path, { byAction, soap12: contract.soap12?.includes(address) === true });
    }
  }
  const documents = new Map(wcf.documents.map((query) => [query.toLowerCase(), query]));
  // A WCF descriptor without `serializer: "dataContract"` is an [XmlSerializerFormat] service: ASMX's value rules
  // (each operation's codec says which: serializerView).
  return { endpoints, basePath, codecs, includeExceptionDetail, documents };
}

/** A fault code as SOAP 1.1 writes it: `s:Client`, or a qualified name with its declaration. */
interface Code {
  readonly name: string;
  readonly namespace?: string | undefined;
  /**
   * SOAP 1.2's Code for it: `s:Sender` or `s:Receiver` with this code as its Subcode (`s:MustUnderstand` alone
   * for MustUnderstand; Client and Server are Sender and Receiver themselves).
   */
  readonly soap12: "Sender" | "Receiver";
}

const dispatcher = (name: string, soap12: Code["soap12"]): Code => ({ name, namespace: DISPATCHER_NS, soap12 });
/** A fault code's local name: an XML NCName (ASCII letters, digits, `_`, `-`, `.`; not starting with a digit). */
const NC_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** A SOAP 1.2 fault as .NET writes it: `s:Sender`/`s:Receiver` with the dispatcher's code as Subcode. */
function faultBody12(code: Code, message: string, detail?: string): string {
  const value = (text: string, ns?: string): string =>
    ns === undefined || ns === ""
      ? `<s:Value>${text}</s:Value>`
      : `<s:Value xmlns:a="${escapeAttribute(ns)}">a:${text}</s:Value>`;
  const plain = code.namespace === undefined;
  const codeXml = plain
    ? `<s:Code>${value(`s:${code.name === "MustUnderstand" ? "MustUnderstand" : code.soap12}`)}</s:Code>`
    : `<s:Code>${value(`s:${code.soap12}`)}<s:Subcode>${value(code.name, code.namespace)}</s:Subcode></s:Code>`;
  const detailXml = detail === undefined ? "" : `<s:Detail>${detail}</s:Detail>`;
  return `${OPEN12}<s:Body><s:Fault>${codeXml}<s:Reason><s:Text xml:lang="en-US">${escapeText(message)}</s:Text></s:Reason>${detailXml}</s:Fault>${CLOSE}`;
}

function faultBody(code: Code, message: string, detail?: string): string {
  const codeXml =
    code.namespace === undefined
      ? `<faultcode>s:${code.name}</faultcode>`
      : code.namespace === ""
        ? `<faultcode>${code.name}</faultcode>`
        : `<faultcode xmlns:a="${escapeAttribute(code.namespace)}">a:${code.name}</faultcode>`;
  const detailXml = detail === undefined ? "" : `<detail>${detail}</detail>`;
  return `${OPEN}<s:Body><s:Fault>${codeXml}<faultstring xml:lang="en-US">${escapeText(message)}</faultstring>${detailXml}</s:Fault>${CLOSE}`;
}

/**
 * A WCF fault: 500, no s:Header (neither binding has addressing), no XML declaration; SOAP 1.1 (text/xml) or
 * on a SOAP 1.2 endpoint SOAP 1.2 (application/soap+xml).
 */
export function wcfFault(
  code: Code,
  message: string,
  cacheControl: CacheControl,
  detail: string | undefined,
  version: SoapVersion | undefined,
): ServerResponse {
  const body = version === "1.2" ? faultBody12(code, message, detail) : faultBody(code, message, detail);
  return respond(500, wcfContentType(version), cacheControl, body);
}

function refused(
  response: ServerResponse,
  blame: Blame,
  note: string,
  version: SoapVersion,
  plan?: OperationPlan,
): Refused {
  return { response, blame, note, operation: plan?.name, binding: version === "1.2" ? "soap12" : "soap11" };
}

/** .NET's answer to an action no operation of the endpoint has (the ContractFilter mismatch). */
function actionNotSupported(action: string, version: SoapVersion): Refused {
  const message = `The message with Action '${shownText(action)}' cannot be processed at the receiver, due to a ContractFilter mismatch at the EndpointDispatcher. This may be because of either a contract mismatch (mismatched Actions between sender and receiver) or a binding/security mismatch between the sender and the receiver.  Check that sender and receiver have the same contract and the same binding (including security requirements, e.g. Message, Transport, None).`;
  const code = dispatcher("ActionNotSupported", "Sender");
  return refused(wcfFault(code, message, CACHE_EARLY, undefined, version), "client", message, version);
}

function deserializationFailed(plan: OperationPlan, message: string, version: SoapVersion): Refused {
  const text = FORMATTER + message;
  const code = dispatcher("DeserializationFailed", "Sender");
  return refused(wcfFault(code, text, CACHE_EARLY, undefined, version), "client", text, version, plan);
}

/** Thrown while reading a request's parts: the message after the formatter's prefix. */
class PartError extends Error {}

function describeNode(element: XmlElement | undefined, envelopeNs: string): string {
  return element
    ? `node type 'Element' with name '${shownText(element.local)}' and namespace '${shownText(element.ns)}'`
    : `node type 'EndElement' with name 'Body' and namespace '${envelopeNs}'`;
}

/** The CLR type of each simple type, as .NET's deserialisation errors name it. */
const CLR_TYPES: Readonly<Record<SimpleTypeName, readonly [clr: string, short: string]>> = {
  string: ["System.String", "String"],
  boolean: ["System.Boolean", "Boolean"],
  int: ["System.Int32", "Int32"],
  long: ["System.Int64", "Int64"],
  short: ["System.Int16", "Int16"],
  byte: ["System.SByte", "SByte"],
  unsignedByte: ["System.Byte", "Byte"],
  unsignedShort: ["System.UInt16", "UInt16"],
  unsignedInt: ["System.UInt32", "UInt32"],
  unsignedLong: ["System.UInt64", "UInt64"],
  decimal: ["System.Decimal", "Decimal"],
  double: ["System.Double", "Double"],
  float: ["System.Single", "Single"],
  dateTime: ["System.DateTime", "DateTime"],
  date: ["System.DateTime", "DateTime"],
  base64Binary: ["System.Byte[]", "Byte[]"],
  guid: ["System.Guid", "Guid"],
  char: ["System.Char", "Char"],
  duration: ["System.TimeSpan", "TimeSpan"],
  dateTimeOffset: ["System.DateTimeOffset", "DateTimeOffset"],
  QName: ["System.Xml.XmlQualifiedName", "XmlQualifiedName"],
  anyURI: ["System.Uri", "Uri"],
};
const MSCORLIB = "mscorlib, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089";

/** .NET's message for a value a part cannot hold (the operation formatter's InnerException). */
function innerMessage(field: FieldDescriptor, element: XmlElement, error: Error, dataContract: boolean): string {
  if (error instanceof ValueFormatError && error.dotnetText !== undefined) return error.dotnetText;
  const unknown = error instanceof ValueFormatError && dataContract ? error.unknownContract : undefined;
  // .NET's text, without its "Error in line L position C." (the start tag's position is not kept; lab wcf/known-scope).
  if (unknown)
    return `Element '${shownText(`${unknown.element.ns}:${unknown.element.local}`)}' contains data of the '${shownText(`${unknown.ns}:${unknown.name}`)}' data contract. The deserializer has no knowledge of any type that maps to this contract. Add the type corresponding to '${shownText(unknown.name)}' to the list of known types - for example, by using the KnownTypeAttribute attribute or by adding it to the list of known types passed to DataContractSerializer.`;
  const type = field.type;
  const value = shownText(textOf(element));
  if (type.kind === "enum") {
    return `Invalid enum value '${value}' cannot be deserialized into type '${type.name}'. Ensure that the necessary enum values are present and are marked with EnumMemberAttribute attribute if the type has DataContractAttribute attribute.`;
  }
  if (type.kind === "simple") {
    const [clr, short] = CLR_TYPES[type.type];
    const valueType = type.type !== "string" && type.type !== "base64Binary";
    const named = valueType && field.nillable ? `System.Nullable\`1[[${clr}, ${MSCORLIB}]]` : clr;
    return `There was an error deserializing the object of type ${named}. The value '${value}' cannot be parsed as the type '${short}'.`;
  }
  return error.message;
}

/** Reads one part (a parameter, a message contract member or header) as DataContractSerializer does. */
function readPart(codec: WireContext, field: FieldDescriptor, element: XmlElement, ns: string): unknown {
  try {
    // A stream (StreamFormatter) reads the element's text as bytes whatever its attributes: none is empty.
    if (isStreamPart(field))
      return (
        readValueElement(element, field.type, "xml", {
          service: codec.service,
          path: field.wireName,
          nillable: true,
        }) ?? new Uint8Array(0)
      );
    return readValueElement(element, field.type, "xml", {
      service: codec.service,
      known: codec.known,
      path: field.wireName,
      // Reference types (and Nullable<T>) may be nil; a value type may not ("ValueType ... cannot be null").
      nillable: field.nillable === true || field.optional === true || !isValueType(field.type),
    });
  } catch (error) {
    if (!(error instanceof ValueFormatError) && !(error instanceof Error && /DecodeError$/.test(error.name)))
      throw error;
    const inner = innerMessage(field, element, error, !xmlSerializerOf(codec));
    throw new PartError(
      `There was an error while trying to deserialize parameter ${ns}:${field.wireName}. The InnerException message was '${inner}'.  Please see InnerException for more details.`,
    );
  }
}

/** A System.IO.Stream part (spec `stream`): a base64Binary the StreamFormatter carries. */
function isStreamPart(field: FieldDescriptor): boolean {
  return field.type.kind === "simple" && field.type.stream === true;
}

/** The value of a part the request left out: the CLR default (null for reference types). */
function absentValue(codec: WireContext, field: FieldDescriptor): unknown {
  // A stream is never null (its TypeScript type says so): one left out is empty (docs/wcf-design.md §33).
  if (isStreamPart(field)) return new Uint8Array(0);
  if (field.nillable || !isValueType(field.type)) return null;
  return defaultValue(field.type, codec.service) ?? null;
}

/**
 * Reads members from `children` in order, as the operation formatter does: each element is matched to the
 * members after the last one read (by name and namespace); others are skipped.
 */
function readMembers(
  codec: WireContext,
  fields: readonly FieldDescriptor[],
  children: readonly XmlElement[],
  namespaceOf: (field: FieldDescriptor) => string,
  input: Record<string, unknown>,
): void {
  let next = 0;
  for (const child of children) {
    for (let i = next; i < fields.length; i++) {
      const field = fields[i]!;
      const ns = namespaceOf(field);
      if (child.local === field.wireName && child.ns === ns) {
        setField(input, field.tsName, readPart(codec, field, child, ns));
        next = i + 1;
        break;
      }
    }
  }
  for (const field of fields)
    if (!Object.hasOwn(input, field.tsName)) setField(input, field.tsName, absentValue(codec, field));
}

function readMessage(
  codec: WireContext,
  plan: OperationPlan,
  message: WcfMessageDescriptor,
  header: XmlElement | undefined,
  bodyElements: readonly XmlElement[],
  version: SoapVersion,
): { readonly input: Record<string, unknown> } | { readonly refused: Refused } {
  const input: Record<string, unknown> = {};
  const headers = header ? childElements(header) : [];
  for (const field of message.headers) {
    const element = headers.find((h) => h.local === field.wireName && h.ns === field.namespace);
    setField(
      input,
      field.tsName,
      element ? readPart(codec, field, element, field.namespace!) : absentValue(codec, field),
    );
  }
  let members = bodyElements;
  if (message.wrapper) {
    const wrapper = bodyElements[0];
    if (!wrapper || wrapper.local !== message.wrapper.element || wrapper.ns !== message.wrapper.namespace) {
      const refused = deserializationFailed(
        plan,
        `Error in deserializing body of request message for operation '${plan.op.name}'. OperationFormatter encountered an invalid Message body. Expected to find node type 'Element' with name '${message.wrapper.element}' and namespace '${message.wrapper.namespace}'. Found ${describeNode(wrapper, envelopeNs(version))}`,
        version,
      );
      return { refused };
    }
    members = childElements(wrapper);
  }
  readMembers(codec, message.body, members, (f) => f.namespace!, input);
  return { input };
}

const envelopeNs = (version: SoapVersion): string => (version === "1.2" ? SOAP12_NS : SOAP11_NS);

/** Reads a POST to an endpoint: the call to run, or the answer that refuses it. */
export function readWcfRequest(
  framing: WcfFraming,
  endpoint: WcfEndpoint,
  headers: Readonly<Record<string, string>>,
  body: Uint8Array,
  limits: XmlLimits,
): PreparedCall | Refused {
  const contentType = headers["content-type"] ?? "";
  const media = parseMediaType(contentType);
  // basicHttpBinding takes SOAP 1.1 (text/xml) only; a SOAP 1.2 endpoint application/soap+xml only.
  const version: SoapVersion = endpoint.soap12 ? "1.2" : "1.1";
  const expected = endpoint.soap12 ? WCF_SOAP12_CONTENT_TYPE : WCF_CONTENT_TYPE;
  if (media.type !== (endpoint.soap12 ? "application/soap+xml" : "text/xml")) {
    // The status line's reason phrase says it (HTTP.sys); the body is empty.
    const note = `Cannot process the message because the content type '${shownText(contentType)}' was not the expected type '${expected}'.`;
    // A reason phrase holds visible ASCII and spaces only.
    const reason = note.replace(/[^\x20-\x7e]/g, "?");
    return refused({ ...respondEmpty(415, CACHE_EARLY), reason }, "client", note, version);
  }
  let root: XmlElement;
  try {
    root = parseXml(decodeText(body, media.params.get("charset"), true), limits);
  } catch (error) {
    // The encoder cannot read the message: 400, before any dispatching.
    return refused(
      respondEmpty(400, CACHE_EARLY),
      "client",
      `the message is not readable XML: ${messageOf(error)}`,
      version,
    );
  }
  const ns = envelopeNs(version);
  if (root.local !== "Envelope" || root.ns !== ns) {
    return refused(respondEmpty(400, CACHE_EARLY), "client", `the message is not a SOAP ${version} envelope`, version);
  }
  const parts = childElements(root);
  const header = parts.find((p) => p.local === "Header" && p.ns === ns);
  const soapBody = parts.find((p) => p.local === "Body" && p.ns === ns);
  if (!soapBody) return refused(respondEmpty(400, CACHE_EARLY), "client", "the envelope has no s:Body", version);

  // SOAP 1.1: the SOAPAction header; SOAP 1.2 without addressing: the Content-Type's action parameter (absent:
  // no action, which no operation has).
  let action = (endpoint.soap12 ? (media.params.get("action") ?? "") : (headers["soapaction"] ?? "")).trim();
  if (action.length >= 2 && action.startsWith('"') && action.endsWith('"')) action = action.slice(1, -1);
  const plan = action ? endpoint.byAction.get(action) : undefined;
  if (!plan) return actionNotSupported(action, version);

  const codec = framing.codecs.get(plan.name)!;
  const bodyElements = childElements(soapBody);
  const message = plan.op.wcf?.message?.request;
  // A header the caller marks mustUnderstand must be one the operation reads (its message contract's).
  for (const block of header ? childElements(header) : []) {
    const must = attributeOf(block, ns, "mustUnderstand");
    if (must !== "1" && must !== "true") continue;
    if (message?.headers.some((h) => h.wireName === block.local && h.namespace === block.ns)) continue;
    const text = `The header '${shownText(block.local)}' from the namespace '${shownText(block.ns)}' was not understood by the recipient of this message, causing the message to not be processed.  This error typically indicates that the sender of this message has enabled a communication protocol that the receiver cannot process.  Please ensure that the configuration of the client's binding is consistent with the service's binding.`;
    const code: Code = { name: "MustUnderstand", soap12: "Sender" };
    return refused(wcfFault(code, text, CACHE_EARLY, undefined, version), "client", text, version, plan);
  }
  let input: Record<string, unknown>;
  try {
    if (message) {
      const read = readMessage(codec, plan, message, header, bodyElements, version);
      if ("refused" in read) return read.refused;
      input = read.input;
    } else {
      const wrapper = bodyElements[0];
      const wrapperNs = codec.namespace;
      if (!wrapper || wrapper.local !== plan.op.requestElement || wrapper.ns !== wrapperNs) {
        return deserializationFailed(
          plan,
          `Error in deserializing body of request message for operation '${plan.op.name}'. OperationFormatter encountered an invalid Message body. Expected to find node type 'Element' with name '${plan.op.requestElement}' and namespace '${wrapperNs}'. Found ${describeNode(wrapper, ns)}`,
          version,
        );
      }
      input = {};
      readMembers(codec, plan.op.fields, childElements(wrapper), () => wrapperNs, input);
    }
  } catch (error) {
    if (error instanceof PartError) return deserializationFailed(plan, error.message, version);
    throw error;
  }
  return { plan, version, binding: version === "1.2" ? "soap12" : "soap11", input };
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "a non-Error value was thrown";
}

/**
 * Writes one part (result, message member, header) with its element's namespace as the default one; a header of
 * DataContractSerializer's as WCF frames it (`<h:Name xmlns:h>`, `s:mustUnderstand`, the serializer's content).
 */
function writePart(
  codec: WireContext,
  name: string,
  field: WcfHeaderDescriptor,
  value: unknown,
  xmlns?: string,
  header = false,
): string {
  return writeValueElement(name, field.type, value, {
    // DataContractSerializer writes a null part nil; XmlSerializer leaves it out unless it is a Nullable<T> (lab
    // wcf/xml-serializer/messages: a null Line body member absent, a null DateTime? `<When xsi:nil="true" />`).
    nillable: codec.service.serializer === "dataContract" || field.nillable === true,
    service: codec.service,
    known: codec.known,
    ...(xmlns === undefined ? {} : { xmlns }),
    ...(header && codec.service.serializer === "dataContract"
      ? { header: { mustUnderstand: field.mustUnderstand === true } }
      : {}),
  });
}

/** A handler's outcome as WCF writes it: the response wrapper, or a message contract's headers and body. */
export function wcfResultBody(
  framing: WcfFraming,
  plan: OperationPlan,
  value: unknown,
  version: SoapVersion | undefined,
): string {
  const open = openOf(version);
  const codec = framing.codecs.get(plan.name)!;
  const message = plan.op.wcf?.message?.response;
  if (message) {
    if (value === null || typeof value !== "object")
      throw new ValueFormatError(`an object of ${plan.name}'s response message parts`);
    // The handler returns the body members by TypeScript name and the headers under `headers`.
    const member = (from: object, f: WcfHeaderDescriptor, xmlns?: string, header = false): string => {
      const v = ownField(from, f.tsName);
      return writePart(codec, f.wireName, f, v === undefined ? absentValue(codec, f) : v, xmlns, header);
    };
    const given = ownField(value, "headers");
    if (message.headers.length && given !== undefined && given !== null && typeof given !== "object")
      throw new ValueFormatError(`headers as an object { ${message.headers.map((h) => h.tsName).join(", ")} }`);
    const headerValues = (given ?? {}) as object;
    const headers = message.headers.map((f) => member(headerValues, f, f.namespace, true)).join("");
    const wrapper = message.wrapper;
    const body = wrapper
      ? `<${wrapper.element} xmlns="${escapeAttribute(wrapper.namespace)}">${message.body.map((f) => member(value, f, f.namespace === wrapper.namespace ? undefined : f.namespace)).join("")}</${wrapper.element}>`
      : message.body.map((f) => member(value, f, f.namespace)).join("");
    return `${open}${headers ? `<s:Header>${headers}</s:Header>` : ""}${bodyOpenOf(codec)}${body}${CLOSE}`;
  }
  const start = `${plan.op.responseElement} xmlns="${escapeAttribute(codec.namespace)}"`;
  const result = plan.op.result;
  if (!result) return `${open}${bodyOpenOf(codec)}<${start}/>${CLOSE}`;
  const content = writeValueElement(plan.op.resultElement, result, value ?? null, {
    // DataContractSerializer writes a null result as nil; XmlSerializer leaves it out unless it is nillable.
    nillable: xmlSerializerOf(codec) ? plan.op.resultNillable === true : true,
    service: codec.service,
    known: codec.known,
  });
  // A result left out leaves the wrapper empty: XmlSerializer's WriteEndElement closes it short, as WCF's writer
  // does (`<XResponse xmlns="..."/>`; lab xml-serializer/types EchoName.absent).
  if (content === "") return `${open}${bodyOpenOf(codec)}<${start}/>${CLOSE}`;
  return `${open}${bodyOpenOf(codec)}<${start}>${content}</${plan.op.responseElement}>${CLOSE}`;
}

/** `System.InvalidOperationException` for a JavaScript error named so; `System.Exception` for a plain Error. */
function exceptionType(error: unknown): string {
  if (!(error instanceof Error)) return "System.Exception";
  return error.name === "Error" ? "System.Exception" : error.name.includes(".") ? error.name : `System.${error.name}`;
}

/** WCF's ExceptionDetail (IncludeExceptionDetailInFaults): message, stack and type, inner exceptions nested. */
function exceptionDetail(error: unknown, message: string, scrub: (text: string) => string, depth = 0): string {
  const cause = error instanceof Error && depth < 4 ? error.cause : undefined;
  const stack = error instanceof Error && error.stack ? scrub(error.stack.split("\n").slice(1).join("\n")) : "";
  const inner =
    cause === undefined
      ? `<InnerException i:nil="true"/>`
      : `<InnerException>${exceptionDetail(cause, scrub(messageOf(cause)), scrub, depth + 1).replace(/^<ExceptionDetail[^>]*>|<\/ExceptionDetail>$/g, "")}</InnerException>`;
  return `<ExceptionDetail xmlns:i="${XSI_NS}" xmlns="${EXCEPTION_DETAIL_NS}"><HelpLink i:nil="true"/>${inner}<Message>${escapeText(message)}</Message><StackTrace>${escapeText(stack)}</StackTrace><Type>${escapeText(exceptionType(error))}</Type></ExceptionDetail>`;
}

/** How a failed call is answered, with the log's text (secrets hidden). */
export function wcfFailure(
  framing: WcfFraming,
  plan: OperationPlan,
  error: unknown,
  stage: "handler" | "result",
  scrub: (text: string) => string,
  version: SoapVersion | undefined,
): { readonly response: ServerResponse; readonly blame: Blame; readonly detail: string } {
  const codec = framing.codecs.get(plan.name)!;
  if (stage === "handler" && isDeclaredFault(error)) {
    // FaultException: the code given (Client unless a ServerFault), the message as written, the typed detail.
    const fault = error as ClientFault | ServerFault;
    const blame: Blame = fault instanceof ClientFault ? "client" : "server";
    const given = fault.code;
    if (given !== undefined && !NC_NAME.test(given.name)) {
      const problem = `a fault code name that is an XML name (NCName), not '${shownText(String(given.name))}'`;
      return wcfFailure(framing, plan, new ValueFormatError(problem), "result", scrub, version);
    }
    const soap12 = blame === "client" ? "Sender" : "Receiver";
    const code: Code = given
      ? { name: given.name, namespace: given.namespace ?? "", soap12 }
      : { name: blame === "client" ? "Client" : "Server", soap12 };
    let detail: string | undefined;
    if (fault.detail !== undefined) {
      const declared = plan.op.faults ?? [];
      const type = fault.detail.type;
      if (!declared.includes(type)) {
        const problem = declared.length
          ? `a fault detail of type ${declared.join(" or ")}, not ${String(type)}`
          : `no fault detail (${plan.name} declares no fault contracts; ${String(type)} was given)`;
        return wcfFailure(framing, plan, new ValueFormatError(problem), "result", scrub, version);
      }
      const descriptor = codec.service.types?.[type];
      try {
        detail = writeValueElement(descriptor?.typeName ?? type, { kind: "complex", name: type }, fault.detail.value, {
          nillable: false,
          service: codec.service,
          xmlns: descriptor?.namespace ?? codec.namespace,
          // The detail's serializer is built with the operation's known types (FaultContractInfo, from the
          // operation description's KnownTypes: [ServiceKnownType]s; Microsoft's reference source).
          known: codec.known,
        });
      } catch (detailError) {
        return wcfFailure(framing, plan, detailError, "result", scrub, version);
      }
    }
    const response = wcfFault(code, fault.message, CACHE_METHOD, detail, version);
    return { response, blame, detail: scrub(fault.message) };
  }
  const text = scrub(messageOf(error));
  const logged =
    stage === "result"
      ? `the result of ${plan.name} cannot be written: ${text}`
      : error instanceof HandlerTimeoutError
        ? error.message
        : text;
  const internal = dispatcher("InternalServiceFault", "Receiver");
  const response = framing.includeExceptionDetail
    ? wcfFault(internal, logged, CACHE_METHOD, exceptionDetail(error, logged, scrub), version)
    : wcfFault(internal, INTERNAL_ERROR_TEXT, CACHE_METHOD, undefined, version);
  return { response, blame: "server", detail: logged };
}

/** A metadata document, as WCF's metadata endpoint serves it. */
export function wcfDocument(content: string): ServerResponse {
  return respond(200, "text/xml; charset=UTF-8", CACHE_EARLY, content);
}

/** WCF's service page ("You have created a service."), shown for a GET of the base address. */
export function wcfServicePage(service: ServiceDescriptor, address: string): ServerResponse {
  const name = htmlEncode(service.name);
  const wsdl = htmlEncode(`${address}?wsdl`);
  const single = htmlEncode(`${address}?singleWsdl`);
  const html =
    `<HTML><HEAD><link rel="alternate" type="text/xml" href="${htmlEncode(`${address}?disco`)}"/>` +
    `<TITLE>${name} Service</TITLE></HEAD><BODY><DIV id="content"><P class="heading1">${name} Service</P><BR/>` +
    `<P class="intro">You have created a service.<P class='intro'>To test this service, you will need to create a client and use it to call the service. You can do this using the svcutil.exe tool from the command line with the following syntax:</P> <BR/>` +
    `<PRE>svcutil.exe <A HREF="${wsdl}">${wsdl}</A></PRE>` +
    `<P>You can also access the service description as a single file:<BR/><PRE><A HREF="${single}">${single}</A></PRE></P></P>` +
    `</DIV></BODY></HTML>`;
  return respond(200, "text/html; charset=UTF-8", CACHE_EARLY, html);
}
