/**
 * Reads a wire response into the operation's result, or throws the typed error that describes it:
 * a SOAP fault (also when it comes with HTTP 200), an HTTP error with a bounded excerpt, or a response
 * that cannot be read. Whatever of the response an error quotes (excerpt, fault code, reason and detail,
 * names met where the result was expected) is scrubbed of the call's secrets (see redact.ts).
 */
import type { FieldDescriptor, OperationDescriptor, ServiceDescriptor, ValueType } from "../descriptor.js";
import type { CallBinding } from "../protocol.js";
import { readEnvelope, readFault, type SoapVersion } from "../soap/envelope.js";
import { readElementValue } from "../soap/element-values.js";
import { isNil } from "../soap/value-reader.js";
import type { Redactor } from "../redact.js";
import { childElements, isEmptyElementTag, parseXml, type XmlElement } from "../xml/tree.js";
import { HttpStatusError, ResponseDecodeError, SoapFaultError } from "./errors.js";
import { resultCapture } from "./result-capture.js";
import { setField } from "../own.js";
import { codecOf } from "../soap/codecs.js";

export interface WireResponse {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: string;
}

/** At most this much of an unexpected body is kept on an error. */
export const EXCERPT_LIMIT = 1024;

/**
 * Hides the secret values sent with the call in text from the response. Made on the first error only, so a
 * successful call never prepares the secrets' pieces.
 */
export type Scrub = Redactor;

/**
 * `{ cause }` for a client error, unless the cause (or a cause of it) has a message quoting a secret: a
 * cause is printed with the error, and no spelling of it can be scrubbed in place.
 */
export function causeOption(error: unknown, scrub: Scrub): { cause?: unknown } {
  let link: unknown = error;
  for (let depth = 0; depth < 8 && link !== undefined && link !== null; depth++) {
    let message: string;
    try {
      message = link instanceof Error ? link.message : String(link);
      link = link instanceof Error ? link.cause : undefined;
    } catch {
      return {};
    }
    if (scrub(message) !== message) return {};
  }
  return { cause: error };
}

/** The start of the body, scrubbed before it is cut, so no piece of a secret is cut to a shorter one. */
export function excerpt(body: string, scrub: Scrub): string {
  return scrub(body.length > EXCERPT_LIMIT * 2 ? body.slice(0, EXCERPT_LIMIT * 2) : body).slice(0, EXCERPT_LIMIT);
}

/**
 * Foreign text an error keeps (a fault's code, reason and detail, names and messages from the response):
 * bounded as an excerpt is, `…` marking the cut, and scrubbed on the bounded text only, so a 30 MB fault
 * costs no more than a short one.
 */
export function boundedForeign(text: string, scrub: Scrub): string {
  return text.length > EXCERPT_LIMIT ? `${excerpt(text, scrub)}…` : scrub(text);
}

/** Answers by content type: a service answers with a handful of them, asked once per call. */
const xmlContentTypes = new Map<string, boolean>();

function isXmlContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  let xml = xmlContentTypes.get(contentType);
  if (xml === undefined) {
    const media = contentType.split(";")[0]!.trim().toLowerCase();
    xml =
      media === "text/xml" || media === "application/soap+xml" || media === "application/xml" || media.endsWith("+xml");
    if (xmlContentTypes.size >= 32) xmlContentTypes.clear();
    xmlContentTypes.set(contentType, xml);
  }
  return xml;
}

/** The first child element, or the first one with this name. */
function firstChild(element: XmlElement, local?: string, ns?: string): XmlElement | undefined {
  for (const child of element.children) {
    if (typeof child === "string") continue;
    if (local === undefined || (child.local === local && child.ns === ns)) return child;
  }
  return undefined;
}

/** The element of a field in a wrapper: its name's, or for a choice the first of any of its elements. */
function fieldElement(wrapper: XmlElement, field: FieldDescriptor, ns: string): XmlElement | undefined {
  const type = field.type;
  if (type.kind !== "choice") return firstChild(wrapper, field.wireName, ns);
  for (const child of wrapper.children) {
    if (typeof child !== "string" && child.ns === ns && type.elements.some((e) => e.element === child.local))
      return child;
  }
  return undefined;
}

/** Whether a call resolves to an object (result, out parameters, SOAP headers) rather than the result itself. */
export function answersObject(operation: OperationDescriptor): boolean {
  return (
    (operation.outParams?.length ?? 0) > 0 ||
    (operation.headers ?? []).some((h) => h.direction === "out" || h.direction === "inOut") ||
    readsUnknownHeaders(operation)
  );
}

/** A SoapUnknownHeader[] bound Out or InOut (spec `unknownHeaders`): the call answers the response's other blocks. */
function readsUnknownHeaders(operation: OperationDescriptor): boolean {
  return operation.unknownHeaders === "out" || operation.unknownHeaders === "inOut";
}

/** A document holding no element: the XML declaration, then white space at most. */
const DECLARATION_ALONE = /^\uFEFF?<\?xml [^<>]*\?>[ \t\r\n]*$/;

export function decodeResponse(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  binding: CallBinding,
  response: WireResponse,
  scrub: Scrub,
): unknown {
  if (binding === "json") return codecOf(service.codecs, "json").response(service, operation, response, scrub);
  const soap = binding === "soap11" || binding === "soap12";
  if (operation.wcf) {
    // One-way: 202 with no body (.NET); an empty 200 is accepted too, as .NET's client accepts it (Mono sends it).
    if (operation.oneWay && (response.status === 202 || response.status === 200) && response.body.trim() === "")
      return undefined;
    // Values are read with the contract's namespace as the default in scope, as the wrappers declare it.
    service = codecOf(service.codecs, "wcf").inNamespace(
      service,
      operation.wrapperNamespace ?? service.namespace,
      operation,
    );
  }
  // One-way over SOAP: 202 Accepted, no body. A void result over HTTP GET/POST: 200 with no body.
  if (soap && operation.oneWay && response.status === 202) return undefined;
  if (!operation.result && response.status === 200 && response.body.trim() === "" && !soap) {
    return answersObject(operation) ? headerlessOutcome(operation, undefined) : undefined;
  }
  // A null XmlNode or XmlElement result over HTTP GET/POST: the XML declaration alone (lab xml-node-http-more).
  if (!soap && operation.result?.kind === "xml" && response.status === 200 && DECLARATION_ALONE.test(response.body)) {
    return httpOutcome(operation, null);
  }
  const xml = isXmlContentType(response.contentType);
  if (!xml || (response.status !== 200 && !(soap && response.status === 500))) {
    if (response.status === 200) {
      throw new ResponseDecodeError(
        operation,
        200,
        `expected an XML response, got ${response.contentType ?? "no content type"}`,
      );
    }
    throw new HttpStatusError(operation, response.status, response.contentType, excerpt(response.body, scrub));
  }

  let root: XmlElement;
  try {
    // A DataSet or DataTable result is read straight from the parser's events, not from a tree of it.
    root = parseXml(response.body, undefined, resultCapture(service, operation, binding));
  } catch (error) {
    if (response.status !== 200) {
      throw new HttpStatusError(operation, response.status, response.contentType, excerpt(response.body, scrub));
    }
    throw new ResponseDecodeError(
      operation,
      response.status,
      `not well-formed XML: ${boundedForeign((error as Error).message, scrub)}`,
      causeOption(error, scrub),
    );
  }

  try {
    return soap
      ? readSoapResult(service, operation, root, response.status, scrub)
      : httpOutcome(operation, readHttpResult(service, operation, root, scrub));
  } catch (error) {
    if (error instanceof SoapFaultError || error instanceof ResponseDecodeError) throw error;
    if (response.status !== 200) {
      throw new HttpStatusError(operation, response.status, response.contentType, excerpt(response.body, scrub));
    }
    // A value that cannot be read as its type: the message says what was expected and where, never the
    // value; the DataSet codec's may name rows by their diffgr:id, which comes from the response.
    throw new ResponseDecodeError(
      operation,
      response.status,
      boundedForeign((error as Error).message, scrub),
      causeOption(error, scrub),
    );
  }
}

function readSoapResult(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  root: XmlElement,
  status: number,
  scrub: Scrub,
): unknown {
  const { version, header, body } = readEnvelope(root);
  const first = firstChild(body);
  if (operation.wcf) {
    const wcf = codecOf(service.codecs, "wcf");
    if (first && first.local === "Fault" && first.ns === root.ns)
      throw wcf.faultError(service, operation, first, [body, root], status, scrub, (text) =>
        boundedForeign(text, scrub),
      );
    if (status !== 200) throw new ResponseDecodeError(operation, status, "HTTP 500 without a SOAP fault");
    const message = operation.wcf.message?.response;
    if (message) return wcf.readMessageResponse(service, operation, message, header, body, status, scrub);
  }
  const bare = operation.bare === true;
  // A bare method's elements are the body's own; a void method's or a null result's body may be empty.
  if (!first && !(bare && status === 200)) throw new ResponseDecodeError(operation, status, "the SOAP Body is empty");
  if (first && first.local === "Fault" && first.ns === root.ns)
    throw faultError(service, operation, first, header, version, status, scrub);
  if (status !== 200) throw new ResponseDecodeError(operation, status, "HTTP 500 without a SOAP fault");
  // .NET's client reads the Envelope's end tag after the Body: anything after it (a second Body) fails the call.
  const children = childElements(root);
  const trailing = children[children.indexOf(body) + 1];
  if (trailing) {
    const name = boundedForeign(`{${trailing.ns}}${trailing.local}`, scrub);
    throw new ResponseDecodeError(operation, status, `the envelope holds ${name} after its Body, where it must end`);
  }
  let container: XmlElement;
  let ns: string;
  if (bare) {
    // No wrapper: the result's element, then the out parameters', in the namespace of the operation's binding
    // (labs bare-more, binding-namespace-types/bare) or its ResponseNamespace (lab bare-defaults).
    container = body;
    ns = operation.responseNamespace ?? operation.wrapperNamespace ?? service.namespace;
    if (
      first &&
      operation.result &&
      !answersObject(operation) &&
      (first.local !== operation.resultElement || first.ns !== (operation.resultNamespace ?? ns))
    ) {
      throw new ResponseDecodeError(
        operation,
        status,
        `expected {${operation.resultNamespace ?? ns}}${operation.resultElement} in the SOAP Body, got ${boundedForeign(`{${first.ns}}${first.local}`, scrub)}`,
      );
    }
  } else {
    // The wrapper and its members are in the namespace of the operation's binding, or of its ResponseNamespace.
    ns = operation.responseNamespace ?? operation.wrapperNamespace ?? service.namespace;
    if (!first || first.local !== operation.responseElement || first.ns !== ns) {
      throw new ResponseDecodeError(
        operation,
        status,
        `expected {${ns}}${operation.responseElement} in the SOAP Body, got ${boundedForeign(`{${first?.ns}}${first?.local}`, scrub)}`,
      );
    }
    container = first;
  }
  // A class's root element of its own namespace ([XmlRoot(Namespace)]) is in that one (lab xml-root).
  const result = !operation.result
    ? undefined
    : operation.resultChoice
      ? codecOf(service.codecs, "choiceIdentifier").readResult(
          service,
          container,
          operation.result,
          operation.resultChoice.repeated === true,
          ns,
        )
      : operation.resultAny
        ? // [return: XmlAnyElement] (lab any-parameters): every child element of the response wrapper; an empty-element
          // tag is null, as XmlSerializer reads a request wrapper (lab any-parameters: Count.empty, Count.blank).
          isEmptyElementTag(container)
          ? null
          : readResultAny(service, operation, container, ns)
        : readChild(
            service,
            container,
            operation.resultElement,
            operation.result,
            // [return: XmlElement(Form = Unqualified)]: in no namespace, its content in the wrapper's (lab parameter-forms).
            operation.resultUnqualified && !bare ? "" : (operation.resultNamespace ?? ns),
            operation.wcf?.known,
            operation.resultUnqualified && !bare ? ns : undefined,
          );
  // A stream result (WCF's StreamFormatter) left out or nil is the empty stream: never null (docs/wcf-design.md §33).
  if (
    result === null &&
    operation.result?.kind === "simple" &&
    operation.result.stream === true &&
    !answersObject(operation)
  )
    return new Uint8Array(0);
  if (!answersObject(operation)) return result;
  const outcome: Record<string, unknown> = {};
  if (operation.result) outcome["result"] = result;
  for (const param of operation.outParams ?? []) {
    if (param.form === "repeated") {
      // A repeated choice out parameter: its items' elements in the wrapper, in order (lab choice-out-repeated).
      setField(
        outcome,
        param.tsName,
        codecOf(service.codecs, "choiceIdentifier").readResult(service, container, param.type, true, ns),
      );
      continue;
    }
    // One of a class with a root namespace is its root element, in that one (lab xml-root-more); an unqualified one
    // is in none, a class's members in the wrapper's (lab parameter-forms).
    const unqualified = param.unqualified === true && !bare;
    const element = fieldElement(container, param, unqualified ? "" : (param.namespace ?? ns));
    setField(
      outcome,
      param.tsName,
      element
        ? readElementValue(element, param.type, "xml", {
            service,
            nillable: param.nillable === true,
            known: operation.wcf?.known,
            ...(unqualified ? { content: ns } : {}),
          })
        : absentValue(param.type),
    );
  }
  // [XmlChoiceIdentifier]: an identifier the response leaves out is the element read (its own codec).
  if (operation.resultChoice || operation.outParams?.some((p) => p.choiceIdentifier !== undefined))
    codecOf(service.codecs, "choiceIdentifier").name(operation, outcome);
  const headers: Record<string, unknown> = {};
  for (const use of operation.headers ?? []) {
    if (use.direction === "in" || use.direction === "fault") continue;
    const element = header && firstChild(header, use.element, service.namespace);
    if (element)
      setField(
        headers,
        use.tsName,
        readElementValue(element, { kind: "complex", name: use.element }, "xml", { service }),
      );
  }
  if ((operation.headers ?? []).some((h) => h.direction === "out" || h.direction === "inOut"))
    outcome["headers"] = headers;
  // SoapUnknownHeader[] Out/InOut (lab unknown-echo): every other block, as it came (its own codec).
  if (readsUnknownHeaders(operation))
    outcome["unknownHeaders"] = codecOf(service.codecs, "headerBlocks").read(service, operation, header);
  return outcome;
}

/** The result element's value: null when the response leaves it out (a null result). */
function readChild(
  service: ServiceDescriptor,
  wrapper: XmlElement,
  name: string,
  type: ValueType,
  ns: string,
  known?: readonly string[],
  content?: string,
): unknown {
  const element = firstChild(wrapper, name, ns);
  return element
    ? readElementValue(element, type, "xml", { service, known, ...(content !== undefined ? { content } : {}) })
    : null;
}

/** What an out parameter the response leaves out stands for: null (a null string or array). */
function absentValue(_type: ValueType): unknown {
  return null;
}

/** An HTTP GET/POST result as the call answers it: the object form carries no SOAP headers there. */
function httpOutcome(operation: OperationDescriptor, result: unknown): unknown {
  return answersObject(operation) ? headerlessOutcome(operation, result) : result;
}

/**
 * The object form of an answer that carries no SOAP headers (HTTP GET/POST, JSON): the properties a SOAP answer's
 * has, empty (`headers` only where the operation has out headers, as its generated type says).
 */
export function headerlessOutcome(operation: OperationDescriptor, result: unknown): Record<string, unknown> {
  return {
    ...(operation.result && { result }),
    ...((operation.headers ?? []).some((h) => h.direction === "out" || h.direction === "inOut") && { headers: {} }),
    ...(readsUnknownHeaders(operation) && { unknownHeaders: [] }),
  };
}

function faultError(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  fault: XmlElement,
  header: XmlElement | undefined,
  version: SoapVersion,
  status: number,
  scrub: Scrub,
): SoapFaultError {
  const parsed = readFault(fault, version);
  const detailValue = faultDetailValue(service, operation, parsed.detailElement);
  // [SoapHeader(Direction = Fault)] (lab header-fault): the headers the fault carries, by their own codec.
  const headers = operation.headers?.some((h) => h.direction === "fault")
    ? codecOf(service.codecs, "headerBlocks").fault(service, operation, header)
    : undefined;
  // Only the fields that are there: a consumer with exactOptionalPropertyTypes sees no undefined ones.
  return new SoapFaultError(operation, {
    code: boundedForeign(parsed.code, scrub),
    ...(parsed.subcode !== undefined && { subcode: boundedForeign(parsed.subcode, scrub) }),
    reason: boundedForeign(parsed.message, scrub),
    ...(parsed.detail !== undefined && { detail: boundedForeign(parsed.detail, scrub) }),
    ...(detailValue !== undefined && { detailValue }),
    ...(headers !== undefined && { headers }),
    httpStatus: status,
    soapVersion: version,
  });
}

/**
 * The fault's detail as one of the operation's fault classes, or undefined when it holds none of them (or
 * one that cannot be read: the fault itself still reaches the caller).
 */
function faultDetailValue(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  element: XmlElement | undefined,
): { readonly type: string; readonly value: unknown } | undefined {
  if (!element || element.ns !== service.namespace || !operation.faults?.includes(element.local)) return undefined;
  try {
    return {
      type: element.local,
      value: readElementValue(element, { kind: "complex", name: element.local }, "xml", { service }),
    };
  } catch {
    return undefined;
  }
}

function readHttpResult(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  root: XmlElement,
  scrub: Scrub,
): unknown {
  // An XmlNode or XmlElement result's document is the node itself (lab xml-node-http).
  if (operation.result?.kind === "xml") return codecOf(service.codecs, "xmlNode").readElement(root);
  const ns = operation.httpResultNamespace ?? operation.resultNamespace ?? service.namespace;
  if (root.local !== operation.httpResultElement || root.ns !== ns) {
    throw new Error(
      `expected the root element {${ns}}${operation.httpResultElement}, got ${boundedForeign(`{${root.ns}}${root.local}`, scrub)}`,
    );
  }
  if (!operation.result) return undefined;
  // The null document of an IXmlSerializable class (`<PropertyBag xsi:nil="true" />`, lab xml-serializable-bare) is
  // null: the value the service wrote (the item readers take a nil item as empty content, as XmlSerializer does).
  if (operation.result.kind === "serializable" && isNil(root)) return null;
  // A nullable value type whose element an earlier non-nullable result shares: ASMX writes null as the element
  // empty, without xsi:nil (lab result-namespace-simple, GetMaybe.httpget-null).
  if (operation.httpNullEmpty && root.children.length === 0) return null;
  // A result of another data type comes by the .NET type's default mapping (a time or date as a dateTime).
  if (operation.httpResult)
    return codecOf(service.codecs, "httpDocument").fromDocument(
      operation.result,
      readElementValue(root, operation.httpResult, "xml", { service }),
    );
  return readElementValue(root, operation.result, "xml", { service });
}

/**
 * [return: XmlAnyElement] (lab any-parameters): the response wrapper's child elements, or with a name
 * ([XmlAnyElement(Name, Namespace)], lab any-parameters-more) only those of it, as XmlSerializer reads them.
 */
function readResultAny(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  container: XmlElement,
  ns: string,
): unknown {
  const codec = codecOf(service.codecs, "anyWrapper");
  const named = operation.resultAnyElements;
  let elements = childElements(container);
  if (named !== undefined) elements = elements.filter((e) => codec.takes(named, e, ns));
  return codec.read(operation.result!.kind !== "array", elements);
}
