/**
 * Requests that tell a mounted ShipmentOperations server from one mounted wrongly: every binding, the
 * WSDL, a malformed body and an unknown method. A framework mounts it right when each answer equals the
 * server's own `listen()` answer: status, content type and body bytes (the WSDL's host and port aside).
 */
export const SERVICE_PATH = "/ShipmentOperations.asmx";
const NS = "http://shipment.example.com/operations";

export interface Probe {
  readonly name: string;
  readonly method: "GET" | "POST";
  /** Path and query below the endpoint path. */
  readonly target: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

const envelope11 = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ViewNextAvailableMAWBNum xmlns="${NS}"><UserID>u</UserID><Password>p</Password><CarrierCode>AA</CarrierCode></ViewNextAvailableMAWBNum></soap:Body></soap:Envelope>`;
const envelope12 = envelope11.replace("http://schemas.xmlsoap.org/soap/envelope/", "http://www.w3.org/2003/05/soap-envelope");

export const PROBES: readonly Probe[] = [
  {
    name: "SOAP 1.1",
    method: "POST",
    target: "",
    headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${NS}/ViewNextAvailableMAWBNum"` },
    body: envelope11,
  },
  {
    name: "SOAP 1.2",
    method: "POST",
    target: "",
    headers: { "Content-Type": `application/soap+xml; charset=utf-8; action="${NS}/ViewNextAvailableMAWBNum"` },
    body: envelope12,
  },
  { name: "HTTP GET", method: "GET", target: "/ViewNextAvailableMAWBNum?UserID=u&Password=p&CarrierCode=A%26B" },
  {
    name: "HTTP POST",
    method: "POST",
    target: "/ViewNextAvailableMAWBNum",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "UserID=u&Password=p&CarrierCode=AA",
  },
  { name: "WSDL", method: "GET", target: "?WSDL" },
  {
    name: "malformed XML",
    method: "POST",
    target: "",
    headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${NS}/ViewNextAvailableMAWBNum"` },
    body: "<soap:Envelope",
  },
  { name: "unknown method", method: "GET", target: "/NoSuchMethod" },
];

export interface Answer {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: string;
}

export async function ask(origin: string, base: string, probe: Probe): Promise<Answer> {
  const response = await fetch(`${origin}${base}${probe.target}`, {
    method: probe.method,
    headers: probe.headers,
    body: probe.body,
  });
  const body = (await response.text()).replace(/(?:127\.0\.0\.1|localhost|\[::1\]):\d+/g, "HOST:PORT");
  return { status: response.status, contentType: response.headers.get("content-type"), body };
}

/** Every probe's answer from `origin`, by probe name. */
export async function answers(origin: string, base = SERVICE_PATH): Promise<Map<string, Answer>> {
  const result = new Map<string, Answer>();
  for (const probe of PROBES) result.set(probe.name, await ask(origin, base, probe));
  return result;
}
