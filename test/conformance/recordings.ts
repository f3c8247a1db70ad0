/**
 * The ASMX recordings (test/reference/asmx/{exchanges,errors}/) read for the client-side reference
 * check: which operation and binding a recorded request is, its parameters as the service read them, and
 * what a client must make of the recorded response (a value, a SOAP fault, an HTTP error), read
 * independently of the runtime so the check is not the client's decoder judging itself.
 */
import { readFileSync } from "node:fs";

export type Binding = "soap11" | "soap12" | "httpGet" | "httpPost";

export interface Recording {
  readonly startLine: string;
  readonly headers: ReadonlyMap<string, string>;
  /** Body as UTF-8 text (every recorded body this check reads is UTF-8). */
  readonly body: string;
}

/** Parses a recorded message; undefined when nothing was recorded (the server dropped the connection). */
export function readRecording(file: string): Recording | undefined {
  let raw = readFileSync(file);
  while (raw.length > 0 && raw[0] === 0x23) raw = raw.subarray(raw.indexOf("\n") + 1); // recorder's `#` notes
  if (raw.length === 0) return undefined;
  const split = raw.indexOf("\r\n\r\n");
  const [startLine, ...lines] = raw
    .subarray(0, split < 0 ? raw.length : split)
    .toString("latin1")
    .split("\r\n");
  const headers = new Map(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()] as const));
  return { startLine: startLine!, headers, body: split < 0 ? "" : raw.subarray(split + 4).toString("utf8") };
}

export interface RecordedCall {
  readonly binding: Binding;
  /** Operations the request names, as written, most specific first: SOAPAction (or action=), body element; or the path. */
  readonly operations: readonly string[];
  /** Parameter texts by wire name as a simple reader sees them; null when absent. */
  readonly param: (wireName: string) => string | null;
}

const XML_ENTITIES: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

export function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return XML_ENTITIES[name] ?? whole;
  });
}

/** Text of the first `<name>` element (any prefix-free form), "" when empty, null when absent. */
export function elementText(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</${name}>)`).exec(xml);
  if (!match) return null;
  return match[1] === undefined ? "" : unescapeXml(match[1]);
}

export function recordedCall(request: Recording, endpointPath: string): RecordedCall {
  const [method, target] = request.startLine.split(" ") as [string, string];
  const [path, query = ""] = target.split("?") as [string, string?];
  const rest = path.slice(endpointPath.length);
  if (rest.startsWith("/")) {
    const binding: Binding = method === "GET" ? "httpGet" : "httpPost";
    const params = new URLSearchParams(binding === "httpGet" ? query : request.body);
    return { binding, operations: [rest.slice(1)], param: (name) => params.get(name) };
  }
  const type = request.headers.get("content-type") ?? "";
  const binding: Binding = type.startsWith("application/soap+xml") ? "soap12" : "soap11";
  const action = /action="?([^";]*)"?/.exec(type)?.[1] ?? request.headers.get("soapaction")?.replace(/"/g, "");
  const bodyElement = /<(?:\w+:)?Body>\s*<(?:\w+:)?(\w+)/.exec(request.body)?.[1];
  const fromAction = action ? action.slice(action.lastIndexOf("/") + 1) : undefined;
  const operations = [fromAction, bodyElement].filter((o): o is string => !!o);
  return { binding, operations, param: (name) => elementText(request.body, name) };
}

/** What a client must make of a recorded response, by the recording alone. */
export type Oracle =
  | { readonly kind: "value"; readonly status: number }
  | { readonly kind: "soapFault"; readonly code: string; readonly reason: string }
  | { readonly kind: "httpError"; readonly status: number; readonly body: string };

export function statusOf(response: Recording): number {
  return Number(response.startLine.split(" ")[1]);
}

export function oracleOf(response: Recording): Oracle {
  const status = statusOf(response);
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
  const xml = type === "text/xml" || type === "application/soap+xml";
  const fault = /<soap:Fault>/.test(response.body);
  if (xml && fault) {
    const code = /<faultcode>(?:\w+:)?(\w+)<\/faultcode>|<soap:Code><soap:Value>(?:\w+:)?(\w+)</.exec(response.body)!;
    const reason = elementText(response.body, "faultstring") ?? elementText(response.body, "soap:Text")!;
    return { kind: "soapFault", code: code[1] ?? code[2]!, reason };
  }
  if (status === 200 && xml) return { kind: "value", status };
  return { kind: "httpError", status, body: response.body.slice(0, 1024) };
}

/** A string result read from the response text: the result element (SOAP) or the `string` root (HTTP). */
export function stringResult(response: Recording, binding: Binding, resultElement: string): string | null {
  if (binding === "soap11" || binding === "soap12") return elementText(response.body, resultElement);
  if (/xsi:nil="true"/.test(response.body)) return null;
  return elementText(response.body, "string");
}
