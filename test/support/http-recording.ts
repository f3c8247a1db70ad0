/**
 * Recorded HTTP exchanges (test/reference/asmx/**.txt: head lines, blank line, body) and a raw
 * socket client, so tests replay the exact recorded request bytes and compare the exact response bytes.
 * A client like fetch would normalise headers and bodies and hide what a real ASMX client sends.
 */
import { readFileSync } from "node:fs";
import { connect } from "node:net";

export interface RecordedMessage {
  /** Request line or status line. */
  readonly startLine: string;
  /** Header lines in order, names as written. */
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Buffer;
  /** The whole message as it went over the wire (leading `#` comment lines removed). */
  readonly raw: Buffer;
}

export interface RecordedRequest extends RecordedMessage {
  readonly method: string;
  /** Path and query. */
  readonly target: string;
}

export interface HttpResponse {
  readonly status: number;
  /** Header values by lower-case name (the last one when repeated). */
  readonly headers: ReadonlyMap<string, string>;
  readonly body: Buffer;
}

/** Parses one recorded message. Returns undefined for an empty file (no response was recorded). */
export function parseRecorded(bytes: Buffer): RecordedMessage | undefined {
  let raw = bytes;
  // Notes of the recorder start with `#` before the message.
  while (raw.length > 0 && raw[0] === 0x23) {
    const eol = raw.indexOf("\n");
    raw = eol < 0 ? Buffer.alloc(0) : raw.subarray(eol + 1);
  }
  if (raw.length === 0) return undefined;
  const split = raw.indexOf("\r\n\r\n");
  const head = (split < 0 ? raw : raw.subarray(0, split)).toString("latin1");
  const [startLine, ...lines] = head.split("\r\n");
  const headers = lines.map((line) => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon), line.slice(colon + 1).trim()] as const;
  });
  return { startLine: startLine!, headers, body: split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4), raw };
}

export function readRecordedRequest(file: string): RecordedRequest {
  const message = parseRecorded(readFileSync(file));
  if (!message) throw new Error(`${file} holds no request`);
  const [method, target] = message.startLine.split(" ");
  return { ...message, method: method!, target: target! };
}

export function readRecordedResponse(file: string): HttpResponse | undefined {
  const message = parseRecorded(readFileSync(file));
  if (!message) return undefined;
  return {
    status: Number(message.startLine.split(" ")[1]),
    headers: new Map(message.headers.map(([name, value]) => [name.toLowerCase(), value])),
    body: message.body,
  };
}

/** The header value of a recorded message, by name in any case. */
export function headerOf(message: RecordedMessage, name: string): string | undefined {
  const lower = name.toLowerCase();
  return message.headers.find(([n]) => n.toLowerCase() === lower)?.[1];
}

/** The raw request with its Host header (the recorder's address) replaced by the server under test. */
export function withHost(request: RecordedMessage, host: string): Buffer {
  const split = request.raw.indexOf("\r\n\r\n");
  const head = request.raw.subarray(0, split).toString("latin1").replace(/^Host:[^\r\n]*/im, `Host: ${host}`);
  return Buffer.concat([Buffer.from(head, "latin1"), request.raw.subarray(split)]);
}

/** Parses one response from the start of `buffer`; undefined while incomplete. Skips 1xx interim responses. */
export function parseResponse(buffer: Buffer, head: boolean): { response: HttpResponse; rest: Buffer } | undefined {
  let data = buffer;
  for (;;) {
    const split = data.indexOf("\r\n\r\n");
    if (split < 0) return undefined;
    const [statusLine, ...lines] = data.subarray(0, split).toString("latin1").split("\r\n");
    const status = Number(statusLine!.split(" ")[1]);
    const headers = new Map<string, string>();
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
    }
    const start = split + 4;
    if (status >= 100 && status < 200) {
      data = data.subarray(start);
      continue;
    }
    if (headers.get("transfer-encoding")?.toLowerCase() === "chunked") throw new Error("chunked responses are not expected from the server");
    const length = head ? 0 : Number(headers.get("content-length") ?? "0");
    if (data.length < start + length) return undefined;
    return { response: { status, headers, body: data.subarray(start, start + length) }, rest: data.subarray(start + length) };
  }
}

export interface RawExchangeOptions {
  /** Whether the request is HEAD (its response has no body). */
  readonly head?: boolean;
  /** Give up after this long (default 5 s). */
  readonly timeoutMs?: number;
}

/**
 * Sends requests over one connection (keep-alive) and reads one response per request. Each element of
 * `requests` is written whole, after the previous response arrived.
 */
export function exchangeRaw(
  port: number,
  requests: readonly Buffer[],
  options: RawExchangeOptions = {},
): Promise<HttpResponse[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const responses: HttpResponse[] = [];
    let buffer: Buffer = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete response within ${options.timeoutMs ?? 5000} ms (got ${responses.length})`));
    }, options.timeoutMs ?? 5000);
    const next = (): void => {
      if (responses.length === requests.length) {
        clearTimeout(timer);
        socket.destroy();
        resolve(responses);
        return;
      }
      socket.write(requests[responses.length]!);
    };
    socket.on("connect", next);
    socket.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const parsed = parseResponse(buffer, options.head === true);
        if (!parsed) break;
        responses.push(parsed.response);
        buffer = parsed.rest;
        next();
        if (responses.length === requests.length) return;
      }
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      if (responses.length < requests.length) reject(new Error(`connection closed after ${responses.length} responses`));
    });
  });
}

/** Sends one request's bytes and reads its response. */
export async function sendRaw(port: number, request: Buffer, options: RawExchangeOptions = {}): Promise<HttpResponse> {
  const [response] = await exchangeRaw(port, [request], options);
  return response!;
}
