/**
 * Reads a wire response into the operation's result, or throws the typed error that describes it:
 * a SOAP fault (also when it comes with HTTP 200), an HTTP error with a bounded, redacted excerpt,
 * or a response that cannot be read.
 */
import type { OperationDescriptor, ServiceDescriptor } from "../descriptor.js";
import type { BindingKind } from "../protocol.js";
import { readEnvelope, readFault, type SoapVersion } from "../soap/envelope.js";
import { readValueElement } from "../soap/values.js";
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
 * The secret values sent with a request, in every spelling a response may echo, longest first. A function:
 * only an error needs them, so a successful call never works them out.
 */
export type Secrets = () => readonly string[];

/** Replaces every secret value sent with this request by `***`. */
export function redact(text: string, secrets: Secrets): string {
  let result = text;
  for (const secret of secrets()) if (secret) result = result.split(secret).join("***");
  return result;
}

function excerpt(body: string, secrets: Secrets): string {
  return redact(body.length > EXCERPT_LIMIT * 2 ? body.slice(0, EXCERPT_LIMIT * 2) : body, secrets).slice(
    0,
    EXCERPT_LIMIT,
  );
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
  secrets: Secrets,
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
    throw new HttpStatusError(operation.name, response.status, response.contentType, excerpt(response.body, secrets));
  }

  let root: XmlElement;
  try {
    root = parseXml(response.body);
  } catch (error) {
    if (response.status !== 200) {
      throw new HttpStatusError(operation.name, response.status, response.contentType, excerpt(response.body, secrets));
    }
    throw new ResponseDecodeError(operation.name, response.status, `not well-formed XML: ${(error as Error).message}`, {
      cause: error,
    });
  }

  try {
    return soap ? readSoapResult(service, operation, root, response.status) : readHttpResult(service, operation, root);
  } catch (error) {
    if (error instanceof SoapFaultError || error instanceof ResponseDecodeError) throw error;
    if (response.status !== 200) {
      throw new HttpStatusError(operation.name, response.status, response.contentType, excerpt(response.body, secrets));
    }
    throw new ResponseDecodeError(operation.name, response.status, redact((error as Error).message, secrets), {
      cause: error,
    });
  }
}

function readSoapResult(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  root: XmlElement,
  status: number,
): unknown {
  const { version, body } = readEnvelope(root);
  const first = firstChild(body);
  if (!first) throw new ResponseDecodeError(operation.name, status, "the SOAP Body is empty");
  if (first.local === "Fault" && first.ns === root.ns) throw faultError(operation, first, version, status);
  if (status !== 200) throw new ResponseDecodeError(operation.name, status, "HTTP 500 without a SOAP fault");
  if (first.local !== operation.responseElement || first.ns !== service.namespace) {
    throw new ResponseDecodeError(
      operation.name,
      status,
      `expected {${service.namespace}}${operation.responseElement} in the SOAP Body, got {${first.ns}}${first.local}`,
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
): SoapFaultError {
  const parsed = readFault(fault, version);
  return new SoapFaultError(operation.name, {
    code: parsed.code,
    subcode: parsed.subcode,
    reason: parsed.message,
    detail: parsed.detail,
    httpStatus: status,
    soapVersion: version,
  });
}

function readHttpResult(service: ServiceDescriptor, operation: OperationDescriptor, root: XmlElement): unknown {
  if (root.local !== operation.httpResultElement || root.ns !== service.namespace) {
    throw new Error(
      `expected the root element {${service.namespace}}${operation.httpResultElement}, got {${root.ns}}${root.local}`,
    );
  }
  return readValueElement(root, operation.result, "xml");
}
