/**
 * The public shapes of the server runtime: what a handler receives, what the host adapter hands in and
 * gets back. Platform-neutral: nothing here needs Node, so the same core runs on workers, Deno and Bun.
 */
import type { CallBinding } from "../protocol.js";
import type { XmlLimits } from "../xml/tree.js";
import type { MemoryBudget } from "./budget.js";
import type { HelpTestForm } from "./help-page.js";
import type { ServerLimits } from "./limits.js";
import type { OutputCacheOptions } from "./output-cache.js";
import type { SessionOptions, SessionState } from "./session.js";
import type { UnknownHeader } from "./unknown-headers.js";

/**
 * What a handler knows about the call besides its input. `H` is the operation's SOAP headers (the
 * generated server types it per operation: `context.headers.authHeader`).
 */
export interface CallContext<H extends object = Readonly<Record<string, unknown>>> {
  /** Wire name of the operation (its MessageName for an overload). */
  readonly operation: string;
  readonly binding: CallBinding;
  /**
   * The SOAP headers the operation binds for input (`in` and `inOut`), decoded, by TypeScript name; a
   * header the request did not carry is absent (HTTP GET and POST never carry one).
   */
  readonly headers: H;
  /** HTTP request headers, names in lower case. */
  readonly httpHeaders: Readonly<Record<string, string>>;
  /** Aborted when the handler time limit passes or the client goes away: pass it on to I/O. */
  readonly signal: AbortSignal;
  /**
   * The caller's ASP.NET session state, for an operation with `enableSession` (undefined otherwise): kept
   * across the calls that send back the `ASP.NET_SessionId` cookie (see ServerOptions.session).
   */
  readonly session?: SessionState | undefined;
  /**
   * An operation with `unknownHeaders` in or inOut (.NET's `SoapUnknownHeader[]` bound by `[SoapHeader]`; undefined
   * otherwise): every SOAP header block the operation does not bind, as it came (empty over HTTP GET/POST). Set
   * `didUnderstand` on those understood: one marked mustUnderstand and left unmarked faults the call
   * (MustUnderstand) once the handler has run. Blocks to send back (out, inOut) are the outcome's `unknownHeaders`.
   */
  readonly unknownHeaders?: UnknownHeader[] | undefined;
}

/**
 * Implements one operation. `input` is keyed by the fields' TypeScript names; an optional field that was
 * absent or nil is present as null. Return the result (null for none), or throw: a ClientFault answers a
 * client fault with its message, anything else a server fault. An operation with out parameters or out
 * headers returns `{ result, <out parameter>..., headers: { <header>... } }` instead (no `result` when void).
 *
 * Declared through a method so that a handler typed with the operation's own input and context types (as
 * the generated server skeleton writes them, headers as an object type literal) is assignable without a cast.
 */
export type OperationHandler = {
  handle(input: object, context: CallContext): unknown | Promise<unknown>;
}["handle"];

/** Handlers by operation wire name (the MessageName of an overload). */
export type OperationHandlers = Readonly<Record<string, OperationHandler>>;

/** Handlers of some operations, by wire name (see createPartialAsmxServer). */
export type PartialOperationHandlers = Readonly<Record<string, OperationHandler | undefined>>;

/** One line of the server's log. Never carries a secret field's value nor a query string. */
export interface ServerLogEvent {
  readonly level: "info" | "warn" | "error";
  readonly message: string;
  readonly operation?: string | undefined;
  readonly binding?: CallBinding | undefined;
  readonly status?: number | undefined;
  readonly durationMs?: number | undefined;
}

/** Every optional property also takes `undefined`, meaning "not set" (exactOptionalPropertyTypes consumers). */
export interface ServerOptions {
  /** Endpoint path (default: the path of the descriptor's endpoint). Matched case-insensitively, as IIS does. */
  readonly path?: string | undefined;
  /** Address written into the WSDL and discovery documents (default: the request's scheme, Host and path). */
  readonly publicUrl?: string | undefined;
  /**
   * Show the messages of unexpected handler exceptions in server faults, like ASP.NET with customErrors Off.
   * Off by default: a remote client then sees a generic message and the log gets the real one.
   */
  readonly debug?: boolean | undefined;
  /**
   * WCF services: send a handler exception's message, type and stack in an `ExceptionDetail`, as WCF's
   * ServiceDebugBehavior.IncludeExceptionDetailInFaults does. Off by default (as in WCF): callers then get
   * .NET's fixed text and the log the real message.
   */
  readonly includeExceptionDetailInFaults?: boolean | undefined;
  /** Largest request body accepted (default 4 MiB); larger ones get 413 without being read to the end. */
  readonly maxBodyBytes?: number | undefined;
  /**
   * Bytes the requests in flight may hold together (default 256 MiB): the bodies being read, and for each
   * request being decoded and handled an estimate of its decoded size (3× its body, plus 256 bytes per
   * tag). A request that does not fit is answered 503 Server Too Busy with Retry-After; large requests
   * are refused first (an eighth of the budget is kept for requests under a 256th of it). A request is
   * always taken when nothing else is in flight, whatever its estimate.
   */
  readonly memoryBudgetBytes?: number | undefined;
  /** Time allowed to receive a request body (default 30 s); a stalled one gets 408 and the connection closes. */
  readonly requestTimeoutMs?: number | undefined;
  /** Time allowed to a handler, authentication included (default 110 s, ASP.NET's executionTimeout). */
  readonly handlerTimeoutMs?: number | undefined;
  /** Bounds of the XML parser (nesting depth, attributes per element). */
  readonly xmlLimits?: Partial<XmlLimits> | undefined;
  /**
   * A DataSet or DataTable result longer than this (characters, bytes for ASCII text; default 256 KiB) is
   * sent while it is written, chunked and without Content-Length, by the Node and fetch adapters, so that
   * a slow client holds a piece of it in the server's memory, not all of it. `Infinity`: always whole, as
   * ASMX sends it by default (BufferResponse on).
   */
  readonly streamAboveBytes?: number | undefined;
  /**
   * Checks the caller before the handler runs. Receives the operation's credential fields by credential
   * name (`userId`, `password`, ...; null when absent). Throw a ClientFault to refuse the call.
   */
  readonly authenticate?:
    | ((
        operation: string,
        credentials: Readonly<Record<string, string | null>>,
        context: CallContext,
      ) => void | Promise<void>)
    | undefined;
  /**
   * Who the help page's test form (`Service.asmx?op=Name`, posting to the HTTP POST binding) is shown to:
   * "local" (default), requests from this machine only, as ASP.NET does by default; "all"; or "none".
   */
  readonly helpTestForm?: HelpTestForm | undefined;
  /**
   * Bounds of the session state of `enableSession` operations: at most `maxSessions` (default 10 000; the
   * least recently used is dropped for a new one), each dropped after `idleTimeoutMs` idle (default 20
   * minutes, ASP.NET's). The sessions live in this server's memory: several processes do not share them.
   */
  readonly session?: SessionOptions | undefined;
  /**
   * Bounds of the output cache of `cacheDuration` operations (`[WebMethod(CacheDuration)]`): at most
   * `maxEntries` responses (default 1 000) and `maxBytes` of them (default 32 MiB), the least recently used
   * dropped first. It lives in this server's memory: several processes do not share it.
   */
  readonly outputCache?: OutputCacheOptions | undefined;
  /** Receives one event per request and one per handler failure; secrets are never in them. */
  readonly log?: ((event: ServerLogEvent) => void) | undefined;
}

/** A request as a host adapter hands it to the core: the body already read. */
export interface ServerRequest {
  readonly method: string;
  /** Path and query, as in the request line. */
  readonly url: string;
  /** Header values by name; names are matched case-insensitively. */
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly body: Uint8Array;
  readonly remoteAddress?: string | undefined;
  /** The server's own address on the connection: a request from it is local, as is one from loopback. */
  readonly localAddress?: string | undefined;
  /** Whether the request came over TLS (for the WSDL address when no publicUrl is set). */
  readonly secure?: boolean | undefined;
  /** Aborted when the client goes away; handlers see it through their context signal. */
  readonly signal?: AbortSignal | undefined;
  /**
   * Whether the adapter sends a response in pieces (ServerResponse.next): a large DataSet or DataTable
   * result then goes out while it is written, instead of whole. The Node and fetch adapters do.
   */
  readonly streamable?: boolean | undefined;
}

/**
 * A response. The headers include Content-Type, Cache-Control and, unless `next` is set, Content-Length.
 */
export interface ServerResponse {
  readonly status: number;
  /**
   * The reason phrase of the status line, when not the standard one (WCF's 415 says which content type it
   * expected). Visible ASCII and spaces only.
   */
  readonly reason?: string | undefined;
  readonly headers: [string, string][];
  /** The whole body, or its start when `next` is set. */
  readonly body: Uint8Array | string;
  /**
   * Only for a request that said `streamable`, on a large result: each call writes and gives the body's next
   * bytes, undefined at the end; call it as the network takes what was sent. It may throw (a value that
   * cannot be written, found late): the status is sent by then, so the adapter ends the connection without
   * finishing the body, and the client sees the answer cut short.
   */
  readonly next?: (() => Uint8Array | undefined) | undefined;
  /**
   * Set on a large body: a host adapter calls it once the body has been handed to the network, and the
   * body's buffer is then reused for another response. Never call it while anything may still read the body.
   */
  readonly written?: (() => void) | undefined;
}

/** Why an adapter refuses a request before the core sees it. */
export type Refusal = "tooLarge" | "timeout" | "busy";

export interface AsmxServer {
  /** Answers one request. Never rejects: every failure becomes a response. */
  handle(request: ServerRequest): Promise<ServerResponse>;
  /**
   * The same, but synchronous when the handler is: a host adapter can then answer in the same tick, as a
   * plain node:http handler would. Never throws nor rejects.
   */
  serve(request: ServerRequest): ServerResponse | Promise<ServerResponse>;
  /** The same over the WHATWG Fetch API (workers, Deno, Bun, Node 18+). */
  fetch(request: Request): Promise<Response>;
  /** The endpoint path, as configured. */
  readonly path: string;
  /** The limits adapters enforce while reading a request. */
  readonly limits: ServerLimits;
  /** What the requests in flight hold: adapters charge the bodies they are reading to it. */
  readonly budget: MemoryBudget;
  /** The response an adapter sends when it stops reading a request (413, 408, 503); logged like any other. */
  refuse(reason: Refusal): ServerResponse;
}
