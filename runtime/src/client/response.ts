/**
 * Reads a wire response into the operation's result, or throws the typed error that describes it:
 * a SOAP fault (also when it comes with HTTP 200), an HTTP error with a bounded excerpt, or a response
 * that cannot be read. Whatever of the response an error quotes (excerpt, fault code, reason and detail,
 * names met where the result was expected) is scrubbed of the call's secrets (see redact.ts).
 */
import type { OperationDescriptor, ServiceDescriptor } from "../descriptor.js";
import type { BindingKind } from "../protocol.js";
import { readEnvelope, readFault, type SoapVersion } from "../soap/envelope.js";
import { readValueElement } from "../soap/values.js";
import type { Redactor } from "../redact.js";
import { parseXml, type XmlElement } from "../xml/tree.js";
import { HttpStatusError, ResponseDecodeError, SoapFaultError } from "./errors.js";

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
function excerpt(body: string, scrub: Scrub): string {
  return scrub(body.length > EXCERPT_LIMIT * 2 ? body.slice(0, EXCERPT_LIMIT * 2) : body).slice(0, EXCERPT_LIMIT);
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

export function decodeResponse(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  binding: BindingKind,
  response: WireResponse,
  scrub: Scrub,
): unknown {
  const soap = binding === "soap11" || binding === "soap12";
  const xml = isXmlContentType(response.contentType);
  if (!xml || (response.status !== 200 && !(soap && response.status === 500))) {
    if (response.status === 200) {
      throw new ResponseDecodeError(
        operation.name,
        200,
        `expected an XML response, got ${response.contentType ?? "no content type"}`,
      );
    }
    throw new HttpStatusError(operation.name, response.status, response.contentType, excerpt(response.body, scrub));
  }

  let root: XmlElement;
  try {
    root = parseXml(response.body);
  } catch (error) {
    if (response.status !== 200) {
      throw new HttpStatusError(operation.name, response.status, response.contentType, excerpt(response.body, scrub));
    }
    throw new ResponseDecodeError(
      operation.name,
      response.status,
      `not well-formed XML: ${scrub((error as Error).message)}`,
      causeOption(error, scrub),
    );
  }

  try {
    return soap
      ? readSoapResult(service, operation, root, response.status, scrub)
      : readHttpResult(service, operation, root, scrub);
  } catch (error) {
    if (error instanceof SoapFaultError || error instanceof ResponseDecodeError) throw error;
    if (response.status !== 200) {
      throw new HttpStatusError(operation.name, response.status, response.contentType, excerpt(response.body, scrub));
    }
    // A value that cannot be read as its type: the message says what was expected and where, never the
    // value; the DataSet codec's may name rows by their diffgr:id, which comes from the response.
    throw new ResponseDecodeError(
      operation.name,
      response.status,
      scrub((error as Error).message),
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
  const { version, body } = readEnvelope(root);
  const first = firstChild(body);
  if (!first) throw new ResponseDecodeError(operation.name, status, "the SOAP Body is empty");
  if (first.local === "Fault" && first.ns === root.ns) throw faultError(operation, first, version, status, scrub);
  if (status !== 200) throw new ResponseDecodeError(operation.name, status, "HTTP 500 without a SOAP fault");
  if (first.local !== operation.responseElement || first.ns !== service.namespace) {
    throw new ResponseDecodeError(
      operation.name,
      status,
      `expected {${service.namespace}}${operation.responseElement} in the SOAP Body, got ${scrub(`{${first.ns}}${first.local}`)}`,
    );
  }
  const result = firstChild(first, operation.resultElement, service.namespace);
  return result ? readValueElement(result, operation.result) : null;
}

function faultError(
  operation: OperationDescriptor,
  fault: XmlElement,
  version: SoapVersion,
  status: number,
  scrub: Scrub,
): SoapFaultError {
  const parsed = readFault(fault, version);
  // Only the fields that are there: a consumer with exactOptionalPropertyTypes sees no undefined ones.
  return new SoapFaultError(operation.name, {
    code: scrub(parsed.code),
    ...(parsed.subcode !== undefined && { subcode: scrub(parsed.subcode) }),
    reason: scrub(parsed.message),
    ...(parsed.detail !== undefined && { detail: scrub(parsed.detail) }),
    httpStatus: status,
    soapVersion: version,
  });
}

function readHttpResult(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  root: XmlElement,
  scrub: Scrub,
): unknown {
  if (root.local !== operation.httpResultElement || root.ns !== service.namespace) {
    throw new Error(
      `expected the root element {${service.namespace}}${operation.httpResultElement}, got ${scrub(`{${root.ns}}${root.local}`)}`,
    );
  }
  return readValueElement(root, operation.result, "xml");
}
