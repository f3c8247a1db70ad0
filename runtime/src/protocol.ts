/**
 * Protocol constants of SOAP 1.1, SOAP 1.2 and ASMX's HTTP GET/POST bindings.
 * The generator's model and the runtime both read them from here, so the wire rules live in one place.
 */

/** The four ways an ASMX endpoint can be called, as its WSDL describes them. */
export type BindingKind = "soap11" | "soap12" | "httpGet" | "httpPost";

/**
 * What a call travels over: one of the four bindings, or `json`, the ScriptService face
 * (System.Web.Extensions), which a service offers only when its spec says `scriptService`.
 */
export type CallBinding = BindingKind | "json";

export const ALL_BINDINGS: readonly BindingKind[] = ["soap11", "soap12", "httpGet", "httpPost"];

export const SOAP11_ENVELOPE_NS = "http://schemas.xmlsoap.org/soap/envelope/";
export const SOAP12_ENVELOPE_NS = "http://www.w3.org/2003/05/soap-envelope";
export const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance";
export const XSD_NS = "http://www.w3.org/2001/XMLSchema";
export const MSDATA_NS = "urn:schemas-microsoft-com:xml-msdata";
export const DIFFGRAM_NS = "urn:schemas-microsoft-com:xml-diffgram-v1";

/** Content types as ASMX sends and expects them. */
export const CONTENT_TYPE = {
  soap11: "text/xml; charset=utf-8",
  soap12: "application/soap+xml; charset=utf-8",
  httpGet: undefined,
  httpPost: "application/x-www-form-urlencoded",
  /** Responses of HTTP GET and POST. */
  httpResponse: "text/xml; charset=utf-8",
  /** Error responses of HTTP GET and POST. */
  httpError: "text/plain; charset=utf-8",
  /** ScriptService requests, responses and errors. */
  json: "application/json; charset=utf-8",
} as const;

/** Human-readable binding names, for messages and docs. */
export const BINDING_TITLE: Readonly<Record<BindingKind, string>> = {
  soap11: "SOAP 1.1",
  soap12: "SOAP 1.2",
  httpGet: "HTTP GET",
  httpPost: "HTTP POST",
};

/** Whether a binding carries its parameters as SOAP elements (rather than as text in a query or form). */
export function isSoapBinding(binding: BindingKind): binding is "soap11" | "soap12" {
  return binding === "soap11" || binding === "soap12";
}

/**
 * The SOAPAction of an operation, as .NET derives it: the namespace, a slash unless it already ends with one,
 * and the operation name.
 */
export function soapActionOf(namespace: string, operation: string): string {
  return namespace.endsWith("/") ? namespace + operation : `${namespace}/${operation}`;
}
