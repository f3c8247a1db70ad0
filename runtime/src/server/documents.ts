/**
 * The documents served at the endpoint besides operation results: the WSDL (`?wsdl`), the discovery
 * document (`?disco`), a ScriptService's OpenAPI document (`?openapi`, when the package supplies it) and the help pages (plain GET, see help-page.ts); and the answers to requests that reach no
 * operation (405, 404, 400, 413, 408, 503). Addresses come from `publicUrl` or from the request; a Host header
 * that is not a plain host name is not trusted and the spec's endpoint is used.
 */
import type { ServiceDescriptor } from "../descriptor.js";
import { CONTENT_TYPE, XSD_NS, XSI_NS } from "../protocol.js";
import { XML_DECLARATION } from "../soap/envelope.js";
import { escapeAttribute } from "../xml/escape.js";
import { helpPageRenderer, type HelpPages } from "./help-page.js";
import { CACHE_EARLY, CACHE_METHOD, htmlEncode, respond } from "./response.js";
import type { ServerResponse } from "./types.js";

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
/** Distinct addresses (Host values) whose WSDL is kept; bounded, since the Host header is the caller's. */
const WSDL_CACHE_SIZE = 8;

/**
 * Writes the WSDL for an endpoint address: the root (`?wsdl`), or with `document` another document of its set
 * (`wsdl=wsdl1`, `schema=schema1`: ServiceDescriptor.documents).
 */
export type RenderWsdl = (address: string, document?: string) => string;

export interface ServiceDocuments {
  /** The endpoint address for this request. */
  address(host: string | undefined, secure: boolean): string;
  wsdl(address: string): ServerResponse;
  /** A document of the WSDL's set by its query (`wsdl=wsdl1`, lower case); undefined when there is none. */
  document(address: string, document: string): ServerResponse | undefined;
  disco(address: string): ServerResponse;
  /** The OpenAPI document of the JSON face, its server `address`; undefined when the service has none. */
  openApi(address: string): ServerResponse | undefined;
  /**
   * The help page asked for by `query` (the operation list, or `op=Name`'s page) at `requestPath`, with
   * the test form when `testForm`.
   */
  help(address: string, requestPath: string, query: string, testForm: boolean): ServerResponse;
}

export function serviceDocuments(
  service: ServiceDescriptor,
  path: string,
  renderWsdl: RenderWsdl,
  publicUrl: string | undefined,
  helpPages?: HelpPages,
  renderOpenApi?: (address: string) => string,
): ServiceDocuments {
  const renderHelp = helpPages ? helpPageRenderer(helpPages) : undefined;
  const fallback = new URL(service.endpoint);
  const fallbackAddress = `${fallback.protocol}//${fallback.host}${path}`;
  const wsdlCache = new Map<string, ServerResponse>();
  const openApiCache = new Map<string, ServerResponse>();
  // Per SOAP version the service's own binding and each named one (X, X1), in the order of their first methods,
  // as the WSDL's ports.
  // ?disco names each with its namespace: a named binding's own, else the service's.
  const groups = [...new Set(service.operations.map((op) => op.namedBinding))];
  const namespaceOf = (group: string | undefined): string =>
    service.operations.find((op) => op.namedBinding === group)?.wrapperNamespace ?? service.namespace;
  // The model's port order when the descriptor gives it (bindingOrder); else the order of first methods.
  const soapBindings: readonly { readonly name: string; readonly namespace: string }[] = service.soapPorts
    ? service.soapPorts.map((name) => {
        const own = name === `${service.name}Soap` || name === `${service.name}Soap12`;
        const group = own ? undefined : groups.includes(name) ? name : name.slice(0, -1);
        return { name, namespace: namespaceOf(group) };
      })
    : (["soap11", "soap12"] as const).flatMap((kind) =>
        groups
          .filter((group) => service.operations.some((op) => op.bindings.includes(kind) && op.namedBinding === group))
          .map((group) => {
            const namespace = namespaceOf(group);
            if (group === undefined)
              return { name: `${service.name}${kind === "soap11" ? "Soap" : "Soap12"}`, namespace };
            return { name: kind === "soap11" ? group : `${group}1`, namespace };
          }),
      );
  const documents = new Set(service.documents ?? []);

  function cachedDocument(address: string, document: string | undefined): ServerResponse {
    const key = document === undefined ? address : `${address}?${document}`;
    let response = wsdlCache.get(key);
    if (!response) {
      const text = document === undefined ? renderWsdl(address) : renderWsdl(address, document);
      response = respond(200, CONTENT_TYPE.httpResponse, CACHE_METHOD, text);
      if (wsdlCache.size >= WSDL_CACHE_SIZE) wsdlCache.clear();
      wsdlCache.set(key, response);
    }
    return response;
  }

  return {
    address(host, secure) {
      if (publicUrl) return publicUrl;
      if (!host || !HOST.test(host)) return fallbackAddress;
      return `${secure ? "https" : "http"}://${host}${path}`;
    },

    wsdl(address) {
      return cachedDocument(address, undefined);
    },

    document(address, document) {
      return documents.has(document) ? cachedDocument(address, document) : undefined;
    },

    openApi(address) {
      if (!renderOpenApi || !service.scriptService) return undefined;
      let response = openApiCache.get(address);
      if (!response) {
        response = respond(200, "application/json; charset=utf-8", CACHE_METHOD, renderOpenApi(address));
        if (openApiCache.size >= WSDL_CACHE_SIZE) openApiCache.clear();
        openApiCache.set(address, response);
      }
      return response;
    },

    disco(address) {
      const a = escapeAttribute(address);
      let soap = "";
      soapBindings.forEach((binding, i) => {
        const ns = escapeAttribute(binding.namespace);
        soap += `\n  <soap address="${a}" xmlns:q${i + 1}="${ns}" binding="q${i + 1}:${binding.name}" xmlns="http://schemas.xmlsoap.org/disco/soap/" />`;
      });
      const body =
        `${XML_DECLARATION}\n<discovery xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}" xmlns="http://schemas.xmlsoap.org/disco/">` +
        `\n  <contractRef ref="${a}?wsdl" docRef="${a}" xmlns="http://schemas.xmlsoap.org/disco/scl/" />${soap}\n</discovery>`;
      return respond(200, CONTENT_TYPE.httpResponse, CACHE_METHOD, body);
    },

    help(address, requestPath, query, testForm) {
      // ASP.NET's help page generator answers text/html without a charset.
      if (renderHelp)
        return respond(200, "text/html", CACHE_METHOD, renderHelp({ address, requestPath, query, testForm }));
      // Without the package's help data (a descriptor alone): a short list of the operations.
      const name = htmlEncode(service.name);
      const items = service.operations
        .map((op) => `<li>${htmlEncode(op.messageName)} (${op.bindings.join(", ")})</li>`)
        .join("");
      const body =
        `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${name} Web Service</title></head><body>` +
        `<h1>${name}</h1><p>Namespace ${htmlEncode(service.namespace)}. Service description: ` +
        `<a href="${htmlEncode(address)}?WSDL">${htmlEncode(address)}?WSDL</a></p><ul>${items}</ul></body></html>\n`;
      return respond(200, "text/html; charset=utf-8", CACHE_METHOD, body);
    },
  };
}

const METHOD_NOT_ALLOWED_PAGE =
  "<!DOCTYPE html>\n<html><head><title>Method Not Allowed</title></head><body><h1>405 Method Not Allowed</h1>" +
  "<p>This endpoint accepts GET and POST.</p></body></html>\n";

/** ASP.NET answers other verbs with a 405 HTML page. */
export function methodNotAllowed(): ServerResponse {
  return respond(405, "text/html", CACHE_EARLY, METHOD_NOT_ALLOWED_PAGE, [["Allow", "GET, POST"]]);
}

/**
 * ASP.NET's words, and then where the service is: a server mounted under another path than its spec's
 * endpoint (without the `path` option) answers 404 to every request, and this says why.
 */
export function notFound(servicePath: string): ServerResponse {
  const message = `The resource cannot be found. This service is at ${servicePath}\n`;
  return respond(404, "text/plain; charset=utf-8", CACHE_EARLY, message);
}

/** 413; the connection is closed after it rather than drained. */
export function tooLarge(limit: number): ServerResponse {
  const message = `Request body too large: the limit is ${limit} bytes.\n`;
  return respond(413, "text/plain; charset=utf-8", CACHE_EARLY, message, [["Connection", "close"]]);
}

/** 408 for a body that stalled; the connection is closed after it. */
export function timedOut(ms: number): ServerResponse {
  const message = `Request timeout: the request body did not arrive within ${ms} ms.\n`;
  return respond(408, "text/plain; charset=utf-8", CACHE_EARLY, message, [["Connection", "close"]]);
}

/**
 * 503 Server Too Busy, what ASP.NET answers when its request queue is full: the memory budget of the requests
 * in flight is spent. `close`: the body was left unread, so the connection is closed after it.
 */
export function serverTooBusy(close: boolean): ServerResponse {
  const message = "Server Too Busy: too many large requests are in flight; retry later.\n";
  const extra: [string, string][] = [["Retry-After", "1"]];
  if (close) extra.push(["Connection", "close"]);
  return respond(503, "text/plain; charset=utf-8", CACHE_EARLY, message, extra);
}

export function badRequest(): ServerResponse {
  return respond(
    400,
    "text/plain; charset=utf-8",
    CACHE_EARLY,
    "Bad Request: the request target is not a valid path.\n",
  );
}
