/**
 * WCF's framing of a call (basicHttpBinding, docs/wcf-design.md §5), on the same call path as ASMX's: the
 * descriptor's `wcf` part says where it differs. Requests as a .NET client (ClientBase) sends them: SOAP 1.1
 * with no XML declaration, `s:` for the envelope, the quoted action, the contract's endpoint address, message
 * contracts' headers and (un)wrapped bodies. Responses: the reply wrapper or message contract, one-way's empty
 * answer, and faults typed: fault contracts by their detail, the dispatcher's codes, ExceptionDetail.
 */
import type {
  ComplexDescriptor,
  FieldDescriptor,
  OperationDescriptor,
  ServiceDescriptor,
  WcfHeaderDescriptor,
  WcfMessageDescriptor,
} from "../descriptor.js";
import { SOAP11_ENVELOPE_NS, SOAP12_ENVELOPE_NS, XSD_NS, XSI_NS } from "../protocol.js";
import { codecOf } from "../soap/codecs.js";
import { isValueType } from "../soap/classes.js";
import { readElementValue, writeElementValue } from "../soap/element-values.js";
import { readFault } from "../soap/envelope.js";
import type { WireTypes } from "../soap/values.js";
import { ValueFormatError } from "../values.js";
import { escapeAttribute } from "../xml/escape.js";
import { childElements, textOf, type XmlElement } from "../xml/tree.js";
import { ownField, setField } from "../own.js";
import {
  ActionNotSupportedError,
  DeserializationFailedError,
  FaultContractError,
  InternalServiceFaultError,
  RequestEncodeError,
  ResponseDecodeError,
  WcfFaultError,
  type ExceptionDetail,
} from "./errors.js";
import type { Scrub } from "./response.js";
import type { WcfCodec } from "../soap/codecs.js";

/** The namespace of WCF's dispatcher fault codes (`a:ActionNotSupported`, ...), as .NET writes them. */
export const DISPATCHER_NS = "http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher";
/** Mono's namespace for the same codes (test/reference/wcf/README.md, artefacts): read as the same codes. */
const MONO_DISPATCHER_NS = "http://schemas.microsoft.com/ws/2005/05/addressing/none";
/** WCF's own fault detail with includeExceptionDetailInFaults (System.ServiceModel.ExceptionDetail). */
export const SERVICE_MODEL_NS = "http://schemas.datacontract.org/2004/07/System.ServiceModel";

const OPEN = `<s:Envelope xmlns:s="${SOAP11_ENVELOPE_NS}">`;
/** A SOAP 1.2 endpoint's (textMessageEncoding Soap12, no addressing) is its codec's: the same body, no s:Header. */
const openOf = (service: ServiceDescriptor, operation: OperationDescriptor): string =>
  operation.wcf?.soap12 ? codecOf(service.codecs, "wcfSoap12").open : OPEN;
const CLOSE = "</s:Body></s:Envelope>";
/**
 * The service as the value codec sees it for `operation`: in a service mixing serializers, an operation of the
 * other one names it and gets a view with its rules (wcfMixedCodec, named only by such services' descriptors).
 */
const viewOf = (service: ServiceDescriptor, operation: OperationDescriptor): ServiceDescriptor =>
  operation.wcf?.serializer === undefined ? service : codecOf(service.codecs, "wcfMixed").view(service, operation);
/** [XmlSerializerFormat]: XmlSerializer declares `xsi` and `xsd` on the Body, where it starts writing. */
const XML_SERIALIZER_BODY = `<s:Body xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}">`;

/** The Body start of a request: XmlSerializer's for a WCF descriptor without `serializer: "dataContract"`. */
function bodyOpen(service: ServiceDescriptor): string {
  return service.serializer === "dataContract" ? "<s:Body>" : XML_SERIALIZER_BODY;
}

const string = { kind: "simple", type: "string" } as const;
const member = (wireName: string, type: FieldDescriptor["type"]): FieldDescriptor => ({
  wireName,
  tsName: wireName[0]!.toLowerCase() + wireName.slice(1),
  type,
  namespace: SERVICE_MODEL_NS,
});
const EXCEPTION_DETAIL: ComplexDescriptor = {
  name: "ExceptionDetail",
  namespace: SERVICE_MODEL_NS,
  fields: [
    member("HelpLink", string),
    member("InnerException", { kind: "complex", name: "ExceptionDetail" }),
    member("Message", string),
    member("StackTrace", string),
    member("Type", string),
  ],
};
/** The codec's view of ExceptionDetail: WCF's data contract, not the service's. */
const EXCEPTION_DETAIL_TYPES: WireTypes = {
  namespace: SERVICE_MODEL_NS,
  serializer: "dataContract",
  types: { ExceptionDetail: EXCEPTION_DETAIL },
};

/**
 * The service as the value codec sees it inside one element: the default namespace in scope is `ns` (the
 * contract's for wrappers, a message contract's wrapper's, a part's own), not the root WSDL's tempuri.org.
 */
const views = new WeakMap<ServiceDescriptor, Map<string, ServiceDescriptor>>();
export function inNamespace(
  service: ServiceDescriptor,
  ns: string,
  operation?: OperationDescriptor,
): ServiceDescriptor {
  // An operation of the other serializer in a service mixing them reads and writes by its own rules.
  if (operation) service = viewOf(service, operation);
  if (service.namespace === ns) return service;
  let byNs = views.get(service);
  if (!byNs) views.set(service, (byNs = new Map()));
  let view = byNs.get(ns);
  if (!view) byNs.set(ns, (view = { ...service, namespace: ns }));
  return view;
}

/** The path of the operation's contract endpoint, appended to the client's endpoint: "" or `/admin`. */
export function wcfPath(operation: OperationDescriptor): string {
  const address = operation.wcf?.address ?? "";
  return address ? `/${address.replace(/^\/+/, "")}` : "";
}

/** The request envelope of a WCF call: exactly what a .NET client sends (test/reference/wcf/requests/). */
export function wcfEnvelope(service: ServiceDescriptor, operation: OperationDescriptor, input: object): string {
  service = viewOf(service, operation);
  const message = operation.wcf?.message?.request;
  if (message) return messageEnvelope(service, operation, message, input);
  const ns = operation.wrapperNamespace ?? service.namespace;
  const view = inNamespace(service, ns);
  let content = "";
  for (const field of operation.fields) {
    // A .NET client sends every parameter: an unset one is its default, null for a reference type.
    const value = ownField(input, field.tsName) ?? null;
    // DataContractSerializer: nil for a reference type or Nullable<T>; XmlSerializer: nil where the parameter is
    // nillable, else a null is left out. A value type must have a value (an error names it).
    content += part(operation, field, value, {
      nillable: field.nillable === true,
      service: view,
      secret: field.secret === true,
    });
  }
  const element = operation.requestElement;
  const body = content ? `<${element} xmlns="${ns}">${content}</${element}>` : `<${element} xmlns="${ns}"/>`;
  return `${openOf(service, operation)}${bodyOpen(service)}${body}${CLOSE}`;
}

function part(
  operation: OperationDescriptor,
  field: FieldDescriptor,
  value: unknown,
  options: Parameters<typeof writeElementValue>[3],
): string {
  try {
    // The operation's [ServiceKnownType]s are known at every depth of each part (lab wcf/known-classes).
    const known = operation.wcf?.known;
    return writeElementValue(field.wireName, field.type, value, known ? { ...options, known } : options);
  } catch (error) {
    if (error instanceof ValueFormatError)
      throw new RequestEncodeError(
        operation,
        error.path ?? field.wireName,
        field.secret ? `expected ${error.expected}` : error.reason,
      );
    throw error;
  }
}

/**
 * A message contract's request: its headers in s:Header (`<h:Name xmlns:h="ns">`, as WCF's
 * DataContractSerializerMessageHeader writes them; a null one nil), its body members in their
 * wrapper or directly in s:Body, each in its own namespace (declared where it differs from the wrapper's).
 */
function messageEnvelope(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  message: WcfMessageDescriptor,
  input: object,
): string {
  let headers = "";
  for (const header of message.headers) {
    const value = ownField(input, header.tsName);
    // .NET adds every [MessageHeader] (DataContractSerializerOperationFormatter.AddHeadersToMessage): a null one
    // of a reference type or Nullable<T> is `i:nil`; a value type has no null to send, so it is left out.
    // XmlSerializer leaves a null member out unless it is a Nullable<T> (nil).
    if (
      (value === undefined || value === null) &&
      (isValueType(header.type) || service.serializer !== "dataContract") &&
      header.nillable !== true
    )
      continue;
    headers += headerBlock(service, operation, header, value ?? null);
  }
  const wrapper = message.wrapper;
  let content = "";
  for (const field of message.body) {
    const value = ownField(input, field.tsName) ?? null;
    const ns = field.namespace ?? wrapper?.namespace ?? service.namespace;
    const declared = wrapper !== undefined && ns === wrapper.namespace;
    content += part(operation, field, value, {
      nillable: field.nillable === true,
      service: inNamespace(service, ns),
      ...(declared ? {} : { xmlns: ns }),
      secret: field.secret === true,
    });
  }
  const body = wrapper
    ? content
      ? `<${wrapper.element} xmlns="${wrapper.namespace}">${content}</${wrapper.element}>`
      : `<${wrapper.element} xmlns="${wrapper.namespace}"/>`
    : content;
  return `${openOf(service, operation)}${headers ? `<s:Header>${headers}</s:Header>` : ""}${bodyOpen(service)}${body}${CLOSE}`;
}

/** `<h:ApiKey xmlns:h="ns">K1</h:ApiKey>`, with `s:mustUnderstand="1"` before the declaration when asked. */
function headerBlock(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  header: WcfHeaderDescriptor,
  value: unknown,
): string {
  const ns = header.namespace ?? operation.wrapperNamespace ?? service.namespace;
  if (service.serializer === "dataContract")
    return part(operation, header, value, {
      nillable: header.nillable === true,
      xmlns: ns,
      service: inNamespace(service, ns),
      secret: header.secret === true,
      header: { mustUnderstand: header.mustUnderstand === true },
    });
  // XmlSerializer's header (XmlSerializerOperationFormatter: the serializer's element as XmlElementMessageHeader
  // writes it): `<Name xmlns="ns">`, as the lab's answers carry it (wcf/xml-serializer/messages); mustUnderstand
  // is refused by the model (not recorded).
  return part(operation, header, value, {
    nillable: header.nillable === true,
    xmlns: ns,
    service: inNamespace(service, ns),
    secret: header.secret === true,
  });
}

/** The child elements of `parent` named `local` in `ns`: the first one. */
function childNamed(parent: XmlElement | undefined, local: string, ns: string): XmlElement | undefined {
  if (!parent) return undefined;
  for (const child of parent.children)
    if (typeof child !== "string" && child.local === local && child.ns === ns) return child;
  return undefined;
}

/**
 * A message contract's response: `{ <body members>, headers: { <headers> } }` (headers only when it has
 * some), each member read by the DataContract reader; an absent member or header is null.
 */
export function readMessageResponse(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  message: WcfMessageDescriptor,
  header: XmlElement | undefined,
  body: XmlElement,
  status: number,
  scrub: Scrub,
): Record<string, unknown> {
  service = viewOf(service, operation);
  let holder = body;
  if (message.wrapper) {
    const wrapper = childNamed(body, message.wrapper.element, message.wrapper.namespace);
    if (!wrapper) {
      const first = childElements(body)[0];
      throw new ResponseDecodeError(
        operation,
        status,
        `expected {${message.wrapper.namespace}}${message.wrapper.element} in the SOAP Body, got ${first ? scrub(`{${first.ns}}${first.local}`) : "nothing"}`,
      );
    }
    holder = wrapper;
  }
  const outcome: Record<string, unknown> = {};
  for (const field of message.body) {
    const ns = field.namespace ?? service.namespace;
    const element = childNamed(holder, field.wireName, ns);
    setField(
      outcome,
      field.tsName,
      element
        ? readElementValue(element, field.type, "xml", {
            service: inNamespace(service, ns),
            known: operation.wcf?.known,
          })
        : null,
    );
  }
  if (message.headers.length > 0) {
    const headers: Record<string, unknown> = {};
    for (const use of message.headers) {
      const ns = use.namespace ?? service.namespace;
      const element = childNamed(header, use.wireName, ns);
      setField(
        headers,
        use.tsName,
        element
          ? readElementValue(element, use.type, "xml", {
              service: inNamespace(service, ns),
              known: operation.wcf?.known,
            })
          : null,
      );
    }
    outcome["headers"] = headers;
  }
  return outcome;
}

/** The namespace a QName's prefix is bound to, looked up from the element outwards. */
function namespaceOfPrefix(prefix: string, scopes: readonly XmlElement[]): string | undefined {
  const name = prefix ? `xmlns:${prefix}` : "xmlns";
  for (const element of scopes) {
    const declaration = element.attributes.find((a) => a.name === name);
    if (declaration) return declaration.value;
  }
  return undefined;
}

/**
 * A WCF fault as its typed error: a fault contract's detail (the operation's fault classes, matched by data
 * contract name and namespace) as a FaultContractError; the dispatcher's codes as ActionNotSupportedError,
 * DeserializationFailedError and InternalServiceFaultError (its ExceptionDetail decoded when sent); any
 * other fault as a SoapFaultError.
 */
export function wcfFaultError(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  fault: XmlElement,
  scopes: readonly XmlElement[],
  status: number,
  scrub: Scrub,
  bounded: (text: string) => string,
): WcfFaultError {
  service = viewOf(service, operation);
  // SOAP 1.2 (a Soap12 endpoint, its codec's): WCF's own code is the Subcode under s:Sender or s:Receiver. A
  // service without a SOAP 1.2 port names no such codec: its faults are read as SOAP 1.1's.
  const soap12 = fault.ns === SOAP12_ENVELOPE_NS ? service.codecs?.wcfSoap12 : undefined;
  const parsed = readFault(fault, soap12 ? "1.2" : "1.1");
  const code12 = soap12?.faultCode(fault);
  const codeElement = code12 ? code12[0] : childElements(fault).find((c) => c.local === "faultcode");
  const qname = codeElement ? textOf(codeElement).trim() : "";
  const colon = qname.indexOf(":");
  const codeNamespace = codeElement
    ? namespaceOfPrefix(colon < 0 ? "" : qname.slice(0, colon), [codeElement, ...(code12?.[1] ?? []), fault, ...scopes])
    : undefined;
  // The code WCF names: SOAP 1.1's faultcode, SOAP 1.2's Subcode where there is one (else Sender/Receiver).
  const code = soap12 ? (parsed.subcode ?? parsed.code) : parsed.code;
  const common = {
    code: bounded(code),
    ...(codeNamespace !== undefined && { codeNamespace: bounded(codeNamespace) }),
    reason: bounded(parsed.message),
    ...(parsed.detail !== undefined && { detail: bounded(parsed.detail) }),
    httpStatus: status,
  };
  const element = parsed.detailElement;
  if (element) {
    for (const name of operation.faults ?? []) {
      const type = service.types?.[name];
      // A detail class with no namespace of its own (XmlSerializer's) is in the contract's.
      const ns = type?.namespace ?? operation.wrapperNamespace ?? service.namespace;
      if (!type || element.local !== (type.typeName ?? type.name) || element.ns !== ns) continue;
      let value: unknown;
      try {
        // Read with the operation's known types, as FaultContractInfo's serializer is built (reference source).
        value = readElementValue(element, { kind: "complex", name }, "xml", {
          service: inNamespace(service, element.ns),
          known: operation.wcf?.known,
        });
      } catch {
        break; // a detail that cannot be read: the fault still reaches the caller, untyped
      }
      return new FaultContractError(operation, { ...common, detailValue: { type: name, value } });
    }
  }
  if (codeNamespace === DISPATCHER_NS || codeNamespace === MONO_DISPATCHER_NS) {
    switch (code) {
      case "ActionNotSupported":
        return new ActionNotSupportedError(operation, common);
      case "DeserializationFailed":
        return new DeserializationFailedError(operation, common);
      case "InternalServiceFault": {
        let exceptionDetail: ExceptionDetail | undefined;
        if (element && element.local === "ExceptionDetail" && element.ns === SERVICE_MODEL_NS) {
          try {
            exceptionDetail = scrubbed(
              // Read by DataContractSerializer's rules with the service's dataContract codec (every WCF
              // descriptor names it, an XmlSerializer service's for this).
              readElementValue(element, { kind: "complex", name: "ExceptionDetail" }, "xml", {
                service: EXCEPTION_DETAIL_TYPES,
                codecs: service.codecs,
              }) as ExceptionDetail,
              scrub,
            );
          } catch {
            exceptionDetail = undefined;
          }
        }
        return new InternalServiceFaultError(operation, { ...common, exceptionDetail });
      }
    }
  }
  return new WcfFaultError(operation, common);
}

/** The exception's texts with the call's secrets hidden (they may quote the input); whole, not cut. */
function scrubbed(detail: ExceptionDetail, scrub: Scrub, depth = 0): ExceptionDetail {
  const text = (value: string | null): string | null => (value === null ? null : scrub(value));
  return {
    helpLink: text(detail.helpLink),
    innerException: detail.innerException && depth < 16 ? scrubbed(detail.innerException, scrub, depth + 1) : null,
    message: text(detail.message),
    stackTrace: text(detail.stackTrace),
    type: text(detail.type),
  };
}

/**
 * The refusal of port `port` for contract `name` (`ports` option): a contract the service has not, or a port its
 * contract has not (`names`: the contract's port names; none where it has one endpoint). TypeError naming what
 * there is.
 */
export function portRefusal(
  service: ServiceDescriptor,
  name: string,
  port: string,
  names: readonly string[] = [],
): TypeError {
  const contracts = service.wcf?.contracts ?? [];
  if (!contracts.some((c) => c.name === name))
    return new TypeError(
      `ports: ${service.name} has no contract '${name}' (its contracts: ${contracts.map((c) => c.name).join(", ")})`,
    );
  return new TypeError(
    `ports: contract '${name}' has no port '${port}'${names.length ? ` (its ports: ${names.join(", ")})` : " (it has one endpoint)"}`,
  );
}

/**
 * The service as a client of the chosen ports sees it (the `ports` option): the wcfPorts codec's (atPorts,
 * client/wcf-ports.ts) where a contract has several ports; else, all contracts having one endpoint each, a port
 * chosen for any is refused as atPorts refuses it, and none chosen is the service as it is.
 */
export function choosePorts(
  service: ServiceDescriptor,
  ports: Readonly<Record<string, string | undefined>>,
): ServiceDescriptor {
  const several = service.codecs?.wcfPorts;
  if (several) return several.atPorts(service, ports);
  for (const [name, port] of Object.entries(ports)) if (port !== undefined) throw portRefusal(service, name, port);
  return service;
}

/** The codec a WCF service's generated descriptor names (`codecs: { wcf: wcfCodec }`). */
export const wcfCodec: WcfCodec = {
  path: wcfPath,
  envelope: wcfEnvelope,
  inNamespace,
  readMessageResponse,
  faultError: wcfFaultError,
  ports: choosePorts,
};
