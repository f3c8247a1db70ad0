/**
 * The WHATWG Fetch adapter: `Request` in, `Response` out, for workers, Deno, Bun and Node's own fetch
 * servers. Reads the body with the same limits as the Node adapter: a declared length over the limit is
 * refused before reading, a streamed body is cut off as soon as it passes the limit or stalls. A large
 * result is a stream written as it is read, as the Node adapter writes it as the socket takes it. The body
 * is charged to the memory budget while it is read (a declared length at once): past it, 503.
 */
import type { Charge, MemoryBudget } from "./budget.js";
import type { ServerLimits } from "./limits.js";
import type { Refusal, ServerRequest, ServerResponse } from "./types.js";
import { setField } from "../own.js";

const EMPTY = new Uint8Array(0);

async function readBody(request: Request, limits: ServerLimits, charge: Charge): Promise<Uint8Array | Refusal> {
  if (!request.body) return EMPTY;
  const declared = request.headers.get("content-length");
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), limits.requestTimeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === "timeout") {
        reader.cancel().catch(() => undefined);
        return "timeout";
      }
      if (next.done) break;
      total += next.value.byteLength;
      if (total > limits.maxBodyBytes) {
        reader.cancel().catch(() => undefined);
        return "tooLarge";
      }
      if (declared === null && !charge.add(next.value.byteLength)) {
        reader.cancel().catch(() => undefined);
        return "busy";
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  if (chunks.length === 1) return chunks[0]!;
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function toResponse(response: ServerResponse, method: string): Response {
  const next = response.next;
  const body =
    method === "HEAD" || (response.body.length === 0 && !next)
      ? null
      : next
        ? inPieces(response.body, next)
        : (response.body as BodyInit);
  return new Response(body, {
    status: response.status,
    headers: response.headers,
    ...(response.reason === undefined ? {} : { statusText: response.reason }),
  });
}

const encoder = new TextEncoder();

/**
 * A large result as a stream that writes its next piece only when the reader asks for it. A piece that
 * cannot be written (the status is sent by then) errors the stream: the answer is cut short.
 */
function inPieces(first: Uint8Array | string, next: () => Uint8Array | undefined): ReadableStream<Uint8Array> {
  let start: Uint8Array | undefined = typeof first === "string" ? encoder.encode(first) : first;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (start !== undefined) {
        controller.enqueue(start);
        start = undefined;
        return;
      }
      const piece = next();
      if (piece === undefined) controller.close();
      else controller.enqueue(piece);
    },
  });
}

export function fetchAdapter(
  handle: (request: ServerRequest) => Promise<ServerResponse>,
  limits: ServerLimits,
  budget: MemoryBudget,
  refuse: (reason: Refusal) => ServerResponse,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const declared = request.headers.get("content-length");
    if (declared !== null && Number(declared) > limits.maxBodyBytes) {
      request.body?.cancel().catch(() => undefined);
      return toResponse(refuse("tooLarge"), request.method);
    }
    const charge = budget.charge(declared === null ? 0 : Number(declared) || 0);
    if (!charge) {
      request.body?.cancel().catch(() => undefined);
      return toResponse(refuse("busy"), request.method);
    }
    let body: Uint8Array | Refusal;
    try {
      body = await readBody(request, limits, charge);
    } finally {
      // The core charges the whole request again (body and decoding) as it starts reading it.
      charge.release();
    }
    if (typeof body === "string") return toResponse(refuse(body), request.method);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      setField(headers, name, value); // a header may be called __proto__
    });
    headers["host"] ??= url.host;
    const response = await handle({
      method: request.method,
      url: url.pathname + url.search,
      headers,
      body,
      secure: url.protocol === "https:",
      signal: request.signal,
      streamable: true,
    });
    return toResponse(response, request.method);
  };
}
