/**
 * The node:http adapter: a request listener usable on its own or inside Express, Fastify and Koa, and
 * `listen()` for a standalone server. It enforces the body limits while reading: a declared length over
 * the limit is answered 413 at once, a streamed body is cut off as soon as it passes the limit or stalls
 * (408), and such connections are closed rather than drained. A body is charged to the memory budget while
 * it is read (a declared length at once, before reading): when the budget cannot take it, 503 and the
 * connection is closed. The only file that imports Node modules.
 *
 * Per request it costs two listeners and a set entry: deadlines are checked by one timer for all bodies
 * being read, and the request's remote address and abort signal are only made when asked for.
 */
import { createServer, type IncomingMessage, type ServerResponse as NodeServerResponse } from "node:http";
import type { AsmxServer, ServerRequest, ServerResponse } from "./types.js";

const EMPTY = new Uint8Array(0);
/** Declared bodies larger than this are read into one buffer (see the listener). */
const LARGE_BODY_BYTES = 64 * 1024;
const encoder = new TextEncoder();
const CONSUMED_MESSAGE =
  "The request body was consumed by a body parser mounted before the ASMX listener; mount the listener first, or after express.raw().\n";
/** The listener was mounted behind a body parser that kept no usable body. */
const CONSUMED: ServerResponse = {
  status: 500,
  headers: [
    ["Cache-Control", "private"],
    ["Content-Type", "text/plain; charset=utf-8"],
    ["Content-Length", String(CONSUMED_MESSAGE.length)],
  ],
  body: CONSUMED_MESSAGE,
};

function send(res: NodeServerResponse, response: ServerResponse): void {
  if (res.headersSent || res.destroyed) return;
  // An object, not the [name, value] pairs: once a framework or middleware has set a header (Express sets
  // X-Powered-By), writeHead reads an array as flat raw headers and throws on pairs. An object merges.
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers) {
    const before = headers[name];
    headers[name] = before === undefined ? value : ([] as string[]).concat(before, value);
  }
  if (response.reason === undefined) res.writeHead(response.status, headers);
  else res.writeHead(response.status, response.reason, headers);
  if (response.next) {
    sendInPieces(res, response.body, response.next);
    return;
  }
  // 'finish': the body has been handed to the socket, so its buffer may be reused (not called on errors).
  const written = response.written;
  if (written) res.end(response.body, () => written());
  else res.end(response.body);
}

/**
 * A large result (chunked, no Content-Length): the next piece is written only when the socket has taken the
 * previous ones, so a slow reader holds one piece, not the whole answer. A piece that cannot be written (the
 * status is sent by then) ends the connection without the closing chunk: the client sees the answer cut.
 */
function sendInPieces(res: NodeServerResponse, first: Uint8Array | string, next: () => Uint8Array | undefined): void {
  const pump = (): void => {
    try {
      while (!res.destroyed) {
        const piece = next();
        if (piece === undefined) {
          res.end();
          return;
        }
        if (!res.write(piece)) {
          res.once("drain", pump);
          return;
        }
      }
    } catch {
      res.destroy();
    }
  };
  if (res.write(first)) pump();
  else res.once("drain", pump);
}

function failed(res: NodeServerResponse): void {
  send(res, { status: 500, headers: [["Content-Length", "0"]], body: "" });
}

function tooLarge(req: IncomingMessage, limit: number): boolean {
  const declared = req.headers["content-length"];
  return declared !== undefined && Number(declared) > limit;
}

/** HTTP/1.1: a request has a body only when it says so with Content-Length or Transfer-Encoding. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** The core's view of a Node request; what costs a system call or an allocation is made on demand. */
class NodeRequest implements ServerRequest {
  readonly body: Uint8Array;
  readonly #req: IncomingMessage;
  readonly #res: NodeServerResponse;
  #signal: AbortSignal | undefined;

  constructor(req: IncomingMessage, res: NodeServerResponse, body: Uint8Array) {
    this.#req = req;
    this.#res = res;
    this.body = body;
  }

  /** A large result is written as the socket takes it (see sendInPieces). */
  get streamable(): boolean {
    return true;
  }

  get method(): string {
    return this.#req.method ?? "GET";
  }

  get url(): string {
    // Express strips a mount path from req.url (app.use("/Service.asmx", listener)) and keeps the
    // request's own target in originalUrl: routing needs the latter.
    return (this.#req as IncomingMessage & { originalUrl?: string }).originalUrl ?? this.#req.url ?? "/";
  }

  get headers(): ServerRequest["headers"] {
    return this.#req.headers;
  }

  get secure(): boolean {
    return (this.#req.socket as { encrypted?: boolean }).encrypted === true;
  }

  get remoteAddress(): string | undefined {
    return this.#req.socket.remoteAddress;
  }

  get localAddress(): string | undefined {
    return this.#req.socket.localAddress;
  }

  /** Aborted when the client goes away before the response is sent. */
  get signal(): AbortSignal {
    if (!this.#signal) {
      const controller = new AbortController();
      const res = this.#res;
      if (res.destroyed) {
        if (!res.writableFinished) controller.abort();
      } else {
        res.once("close", () => {
          if (!res.writableFinished) controller.abort();
        });
      }
      this.#signal = controller.signal;
    }
    return this.#signal;
  }
}

function dispatch(server: AsmxServer, req: IncomingMessage, res: NodeServerResponse, body: Uint8Array): void {
  // Answered in this tick when the handler is synchronous, like a plain node:http handler.
  const response = server.serve(new NodeRequest(req, res, body));
  if (response instanceof Promise)
    response.then(
      (r) => send(res, r),
      () => failed(res),
    );
  else send(res, response);
}

interface Reading {
  readonly req: IncomingMessage;
  readonly deadline: number;
  expire(): void;
  /** The client went away before its body was read. */
  abandon(): void;
}

/** Deadlines of the bodies being read, checked by one timer (a timer per request costs more than the rest). */
class Deadlines {
  readonly #pending = new Set<Reading>();
  readonly #tick: number;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(timeoutMs: number) {
    this.#tick = Math.max(10, Math.min(1_000, Math.floor(timeoutMs / 4)));
  }

  add(reading: Reading): void {
    this.#pending.add(reading);
    if (!this.#timer) {
      this.#timer = setInterval(() => this.#sweep(), this.#tick);
      this.#timer.unref();
    }
  }

  delete(reading: Reading): void {
    this.#pending.delete(reading);
  }

  #sweep(): void {
    const now = Date.now();
    for (const reading of this.#pending) {
      if (reading.req.destroyed) {
        this.#pending.delete(reading); // the client went away: nobody to answer
        reading.abandon();
      } else if (now >= reading.deadline) {
        this.#pending.delete(reading);
        reading.expire();
      }
    }
    if (this.#pending.size === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }
}

/**
 * A node:http request listener. In Express `app.use(listener)` or `app.use("/Service.asmx", listener)`,
 * before any body parser (or after `express.raw()`, whose Buffer body it uses). In Fastify leave the body
 * unread (`removeAllContentTypeParsers()`, then a `"*"` parser calling `done(null)`), route both
 * `/Service.asmx` and `/Service.asmx/*` (HTTP GET and POST), and in the route call `reply.hijack()` and the
 * listener with `request.raw, reply.raw`. In Koa set `ctx.respond = false` and call it with `ctx.req,
 * ctx.res`. The README of asmx-codegen has each recipe in full, run as written by its tests.
 */
export function nodeListener(server: AsmxServer): (req: IncomingMessage, res: NodeServerResponse) => void {
  const { maxBodyBytes, requestTimeoutMs } = server.limits;
  const deadlines = new Deadlines(requestTimeoutMs);
  return (req, res) => {
    if (tooLarge(req, maxBodyBytes)) {
      send(res, server.refuse("tooLarge"));
      return;
    }
    if (req.readableEnded) {
      // A body parser mounted before this listener read the body: use what it kept.
      const preread = (req as IncomingMessage & { body?: unknown }).body;
      if (preread instanceof Uint8Array) dispatch(server, req, res, preread);
      else if (typeof preread === "string") dispatch(server, req, res, encoder.encode(preread));
      else if (!hasBody(req)) dispatch(server, req, res, EMPTY);
      else send(res, CONSUMED);
      return;
    }
    if (!hasBody(req)) {
      // Nothing to read (GET, WSDL, an empty POST): Node drains the message itself after the response.
      dispatch(server, req, res, EMPTY);
      return;
    }

    // A declared length is charged before reading (refused at once when it does not fit), a chunked body as
    // it comes. Released when the body is read (the core charges the request again as it reads it), when
    // the request is refused, or when the client goes away (found by the deadline sweep).
    const declared = req.headers["content-length"];
    const charge = server.budget.charge(declared === undefined ? 0 : Number(declared) || 0);
    if (!charge) {
      req.pause();
      send(res, server.refuse("busy"));
      return;
    }
    const chunked = declared === undefined;
    // A large declared body is copied into one buffer as it comes: its chunks are let go at once, and no
    // copy of the whole is made at the end (two copies of each body in flight otherwise).
    const whole = !chunked && Number(declared) > LARGE_BODY_BYTES ? Buffer.allocUnsafe(Number(declared)) : undefined;
    let first: Buffer | undefined;
    let chunks: Buffer[] | undefined;
    let size = 0;
    let settled = false;
    const refuse = (reason: "tooLarge" | "timeout" | "busy"): void => {
      settled = true;
      charge.release();
      deadlines.delete(reading);
      req.pause(); // stop reading; the response says Connection: close and Node closes the socket after it
      send(res, server.refuse(reason));
    };
    const reading: Reading = {
      req,
      deadline: Date.now() + requestTimeoutMs,
      expire: () => refuse("timeout"),
      abandon: () => charge.release(),
    };
    deadlines.add(reading);
    req.on("data", (chunk: Buffer) => {
      if (settled) return;
      const at = size;
      size += chunk.length;
      if (size > maxBodyBytes) refuse("tooLarge");
      else if (chunked && !charge.add(chunk.length)) refuse("busy");
      else if (whole) {
        // Node's parser never passes the declared length; were it to, refuse rather than throw in here.
        if (size <= whole.length) whole.set(chunk, at);
        else refuse("tooLarge");
      } else if (!first) first = chunk;
      else (chunks ??= [first]).push(chunk);
    });
    req.on("end", () => {
      if (settled) return;
      settled = true;
      charge.release();
      deadlines.delete(reading);
      const body = whole ? whole.subarray(0, size) : chunks ? Buffer.concat(chunks, size) : (first ?? EMPTY);
      dispatch(server, req, res, body);
    });
  };
}

export interface ListenOptions {
  /** Default 0: a free port (see the returned url). */
  readonly port?: number;
  /** Default 127.0.0.1: only this machine; pass "0.0.0.0" or "::" to serve the network. */
  readonly host?: string;
}

export interface Listening {
  /** The endpoint URL: `http://host:port/path`. */
  readonly url: string;
  /** Stops accepting connections, closes idle ones, and resolves when the last request has been answered. */
  close(): Promise<void>;
}

/** Serves the endpoint on a node:http server of its own. */
export function listen(server: AsmxServer, options: ListenOptions = {}): Promise<Listening> {
  const listener = nodeListener(server);
  const headersTimeout = Math.min(60_000, server.limits.requestTimeoutMs);
  const http = createServer(
    {
      headersTimeout,
      requestTimeout: headersTimeout + server.limits.requestTimeoutMs + 1_000,
      // Node checks headersTimeout and requestTimeout only every connectionsCheckingInterval (default 30 s):
      // a client trickling its headers was held for up to 30 s whatever the limit. Check often enough
      // that the limit holds to within a quarter of it.
      connectionsCheckingInterval: Math.max(10, Math.min(30_000, Math.floor(headersTimeout / 4))),
    },
    listener,
  );
  // .NET clients send Expect: 100-continue: refuse an oversize body, or one the memory budget cannot take,
  // before the client sends it. The listener refuses both at once, before reading; otherwise continue.
  http.on("checkContinue", (req: IncomingMessage, res: NodeServerResponse) => {
    listener(req, res);
    if (!res.headersSent) res.writeContinue();
  });
  const host = options.host ?? "127.0.0.1";
  return new Promise((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port ?? 0, host, () => {
      http.off("error", reject);
      const address = http.address();
      const port = typeof address === "object" && address ? address.port : (options.port ?? 0);
      const shownHost = host.includes(":") ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${port}${server.path}`,
        close: () =>
          new Promise<void>((done) => {
            http.close(() => done());
            http.closeIdleConnections();
          }),
      });
    });
  });
}
