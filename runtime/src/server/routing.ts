/**
 * Which part of the endpoint a request is for. ASMX serves everything from one path: POST to it is SOAP,
 * GET `?wsdl` and `?disco` are the service documents (`?openapi` too for a ScriptService, `?wsdl=wsdlN` and `?schema=schemaN` for a set), `path/Op` are the HTTP GET and POST bindings.
 * The .asmx path matches in any case (IIS file names do); operation names are case-sensitive.
 */

export type Route =
  | { readonly kind: "soap" }
  | { readonly kind: "wsdl" }
  /**
   * `?wsdl=wsdl1`, `?schema=schema1`: a document of a set (`document` as `wsdl=ID` or `schema=ID`). As .NET's
   * DiscoveryServerProtocolFactory: any request whose query has a `schema` or `wsdl` key (any case, any place)
   * goes to the documents, `schema` first; an ID the service does not publish is a 500, never the help page.
   */
  | { readonly kind: "document"; readonly document: string; readonly path: string; readonly query: string }
  | { readonly kind: "disco" }
  | { readonly kind: "openapi"; readonly path: string; readonly query: string }
  | { readonly kind: "help"; readonly path: string; readonly query: string }
  | { readonly kind: "http"; readonly method: "GET" | "POST"; readonly operation: string; readonly query: string }
  | { readonly kind: "methodNotAllowed" }
  | { readonly kind: "notFound" }
  | { readonly kind: "badRequest" };

const SOAP: Route = { kind: "soap" };
const WSDL: Route = { kind: "wsdl" };
const DISCO: Route = { kind: "disco" };
const NOT_ALLOWED: Route = { kind: "methodNotAllowed" };
const NOT_FOUND: Route = { kind: "notFound" };
const BAD: Route = { kind: "badRequest" };

/** `path`: the endpoint path as configured; `lower`: the same in lower case (see normalisePath). */
export function routeRequest(method: string, url: string, path: string, lower: string): Route {
  let target = url;
  // Absolute-form request targets (sent to proxies) carry the origin; only the path counts.
  if (!target.startsWith("/")) {
    const scheme = target.indexOf("://");
    if (scheme < 0) return BAD;
    const slash = target.indexOf("/", scheme + 3);
    target = slash < 0 ? "/" : target.slice(slash);
  }
  const q = target.indexOf("?");
  const rawPath = q < 0 ? target : target.slice(0, q);
  const query = q < 0 ? "" : target.slice(q + 1);
  let requested: string;
  try {
    requested = rawPath.includes("%") ? decodeURIComponent(rawPath) : rawPath;
  } catch {
    return BAD;
  }

  // Compare as configured first: no lower-cased copy on the hot path when the case already matches.
  const n = path.length;
  if (requested.length < n) return NOT_FOUND;
  const head = requested.slice(0, n);
  if (head !== path && head.toLowerCase() !== lower) return NOT_FOUND;
  if (requested.length === n) {
    if (method === "POST") return SOAP;
    if (method !== "GET") return NOT_ALLOWED;
    const first = query.split("&", 1)[0]!.toLowerCase();
    if (query.includes("=")) {
      const document = askedDocument(query);
      if (document !== undefined) return { kind: "document", document, path: requested, query };
    }
    if (first === "wsdl") return WSDL;
    if (first === "disco") return DISCO;
    if (first === "openapi") return { kind: "openapi", path: requested, query };
    return { kind: "help", path: requested, query };
  }
  if (requested[n] !== "/") return NOT_FOUND;
  if (method !== "GET" && method !== "POST") return NOT_ALLOWED;
  return { kind: "http", method, operation: requested.slice(n + 1), query };
}

/**
 * The document a query asks for, as ASP.NET's QueryString reads it: keys in any case, values decoded, a key
 * given twice has its values joined by commas; `schema=ID` when there is a `schema` key, else `wsdl=ID` when
 * there is a `wsdl` key (either may be empty), else undefined. IDs keep their case (ASMX's lookup is exact).
 */
function askedDocument(query: string): string | undefined {
  let schema: string | undefined;
  let wsdl: string | undefined;
  for (const pair of query.split("&")) {
    const equals = pair.indexOf("=");
    if (equals < 0) continue;
    const key = decodeQueryPart(pair.slice(0, equals)).toLowerCase();
    if (key !== "schema" && key !== "wsdl") continue;
    const value = decodeQueryPart(pair.slice(equals + 1));
    if (key === "schema") schema = schema === undefined ? value : `${schema},${value}`;
    else wsdl = wsdl === undefined ? value : `${wsdl},${value}`;
  }
  if (schema !== undefined) return `schema=${schema}`;
  if (wsdl !== undefined) return `wsdl=${wsdl}`;
  return undefined;
}

/** A query key or value as ASP.NET decodes it (`+` a space, `%XX` a byte); left as sent when malformed. */
function decodeQueryPart(text: string): string {
  if (!text.includes("%") && !text.includes("+")) return text;
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** A request target's path (decoded) and query; undefined when it cannot be read. */
export function requestTarget(url: string): { readonly path: string; readonly query: string } | undefined {
  let target = url;
  if (!target.startsWith("/")) {
    const scheme = target.indexOf("://");
    if (scheme < 0) return undefined;
    const slash = target.indexOf("/", scheme + 3);
    target = slash < 0 ? "/" : target.slice(slash);
  }
  const q = target.indexOf("?");
  const rawPath = q < 0 ? target : target.slice(0, q);
  try {
    return {
      path: rawPath.includes("%") ? decodeURIComponent(rawPath) : rawPath,
      query: q < 0 ? "" : target.slice(q + 1),
    };
  } catch {
    return undefined;
  }
}

/** The endpoint path of a service, normalised for routeRequest. */
export function normalisePath(path: string): string {
  let p = path.trim();
  if (!p.startsWith("/")) p = `/${p}`;
  while (p.length > 1 && p.endsWith("/")) p = p.slice(0, -1);
  return p;
}
