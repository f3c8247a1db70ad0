/**
 * The client core every generated client delegates to: picks the binding, fills credentials, builds the
 * wire request, sends it with a time limit, abort signal and (for idempotent operations only) retries,
 * and decodes the result or the error.
 */
import type { OperationDescriptor, OperationShape, ServiceDescriptor, TypedServiceDescriptor } from "../descriptor.js";
import { soapActionOf, type BindingKind, type CallBinding } from "../protocol.js";
import { codecOf } from "../soap/codecs.js";
import {
  AbortedError,
  AsmxClientError,
  BindingNotOfferedError,
  HttpStatusError,
  NetworkError,
  ResponseDecodeError,
  TimeoutError,
} from "./errors.js";
import { MIN_SECRET_LENGTH, redactor, type Redactor } from "../redact.js";
import { buildRequest, type CallHeaders, type CallInput } from "./request.js";
import { boundedForeign, causeOption, decodeResponse, type Scrub } from "./response.js";
import {
  enforcesLimits,
  isResponseTooLarge,
  isUnknownCharset,
  isTransportTimeout,
  TransportTimeoutError,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from "./transport.js";
import { ownField, setField } from "../own.js";
import type { SessionCookies } from "./session-cookie.js";
import type { XmlElementValue } from "../soap/xml-node.js";

export interface RetryOptions {
  /** Further attempts after the first (default 0: no retry). Only idempotent operations are ever retried. */
  readonly attempts: number;
  /** Delay before the first retry, doubled after each (default 100 ms). */
  readonly delayMs?: number | undefined;
}

/**
 * Every optional property also takes `undefined`, meaning "not set" (so a consumer compiled with
 * exactOptionalPropertyTypes may pass `timeoutMs: config.timeoutMs`).
 */
export interface ClientOptions<B extends CallBinding> {
  /** Endpoint URL (default: the spec's). Must be https unless `allowInsecureHttp` is set. */
  readonly endpoint?: string | undefined;
  /** Allow an http:// endpoint (tests, a local mock): credentials then travel in clear text. */
  readonly allowInsecureHttp?: boolean | undefined;
  /**
   * Binding used by every call (default soap11); `json`: the ScriptService face, when the service is one
   * (an operation with out parameters is not offered on it).
   */
  readonly binding?: B | undefined;
  /** Credentials, sent as the spec's credential fields of each operation unless a call sets them. */
  readonly credentials?: Readonly<Record<string, string | undefined>> | undefined;
  /** Time limit of one attempt in ms (default 30 000). */
  readonly timeoutMs?: number | undefined;
  /** Extra HTTP headers on every request. */
  readonly httpHeaders?: Readonly<Record<string, string>> | undefined;
  /**
   * SOAP headers sent with every call of an operation that reads them (`{ authHeader: {...} }`, by the
   * header's TypeScript name); a call's own `headers` win, header by header.
   */
  readonly headers?: object | undefined;
  /** Retries of idempotent operations on network errors and HTTP 502, 503, 504 (default none). */
  readonly retry?: RetryOptions | undefined;
  /** The service's real namespace, when it differs from the spec's (the published one is withheld). */
  readonly namespace?: string | undefined;
  /** How bytes travel (default: the Node transport in Node, fetch elsewhere). */
  readonly transport?: Transport | undefined;
  /** Largest response accepted, in bytes (default 64 MiB). */
  readonly maxResponseBytes?: number | undefined;
  /**
   * Keep ASP.NET session state (`[WebMethod(EnableSession = true)]`): `session: new SessionCookies()` keeps the
   * `ASP.NET_SessionId` cookie the service sets and sends it back on every call; clients given the same store
   * share the session (per origin). Off by default: each call is then a new session. (A store, not `true`,
   * so that a client bundle without sessions does not hold the store's code.)
   */
  readonly session?: SessionCookies | undefined;
}

/**
 * A WCF client's choice of endpoint for each contract that has several, by its port name
 * (`{ IClock: "CustomBinding_IClock" }`, svcutil's endpointConfigurationName): the port decides the address, SOAP
 * version, content type and action header. Default: the contract's first port. (The generated WCF client types
 * it as each contract's port names.)
 */
export interface WcfPortChoice {
  readonly ports?: Readonly<Record<string, string | undefined>> | undefined;
}

/**
 * Options of one call. `H`: the SOAP headers the operation reads (the generated client names them per
 * operation).
 */
export interface CallOptions<
  // A SOAP or HTTP binding unless the caller names json: a service without the JSON face offers none.
  B extends CallBinding = BindingKind,
  H extends object = Readonly<Record<string, unknown>>,
> {
  /** Binding of this call, overriding the client's (`json`: the ScriptService face, when the service is one). */
  readonly binding?: B | undefined;
  readonly timeoutMs?: number | undefined;
  readonly signal?: AbortSignal | undefined;
  /** Extra HTTP headers on this request. */
  readonly httpHeaders?: Readonly<Record<string, string>> | undefined;
  /** SOAP headers of this call, by the header's TypeScript name; they win over the client's. */
  readonly headers?: H | undefined;
  /**
   * Header blocks sent as they are, after the operation's own SOAP headers (SOAP bindings only): what a service
   * reads as a SoapUnknownHeader[] (spec `unknownHeaders`). A block marked mustUnderstand that the service does not
   * understand fails the call with a MustUnderstand fault.
   */
  readonly unknownHeaders?: readonly XmlElementValue[] | undefined;
  readonly retry?: RetryOptions | undefined;
}

const RETRIABLE_STATUS = new Set([502, 503, 504]);

async function defaultTransport(): Promise<Transport> {
  const isNode = typeof process !== "undefined" && typeof process.versions?.node === "string";
  if (isNode) {
    const { nodeTransport } = await import("./node-transport.js");
    return nodeTransport();
  }
  const { fetchTransport } = await import("./transport.js");
  return fetchTransport();
}

/** What a call of one operation needs besides its input, worked out once per client. */
interface OperationCalls {
  readonly descriptor: OperationDescriptor;
  /** TypeScript names of the fields whose values are secret (Password, Pwd). */
  readonly secretFields: readonly string[];
  /** [header TypeScript name, field TypeScript name] of the secret fields of the SOAP headers it sends. */
  readonly secretHeaderFields: readonly (readonly [string, string])[];
  /** [TypeScript field name, credential name] of the fields filled from the client's credentials. */
  readonly credentialFields: readonly (readonly [string, string])[];
}

const NOTHING_TO_SCRUB: Scrub = (text) => text;

/** The bindings an operation is offered on: all the service offers unless its shape names some. */
export type BindingsOf<S extends OperationShape> = S extends { readonly bindings: infer B extends CallBinding }
  ? B
  : CallBinding;

/** The SOAP headers a call of an operation may send: its own, or any when it reads none (they are not sent). */
export type HeadersOf<S extends OperationShape> = S extends { readonly headers: infer H extends object }
  ? H
  : Readonly<Record<string, unknown>>;

/**
 * `Shapes`: each operation's input and output by message name (the generated descriptor's), so `call` is
 * typed by the name it is given; a descriptor without them (a test's) is called by any name. `B`: the
 * binding of the client.
 */
export class AsmxClientCore<
  Shapes extends Record<keyof Shapes, OperationShape> = Record<string, OperationShape>,
  B extends CallBinding = BindingKind,
> {
  readonly service: ServiceDescriptor;
  readonly endpoint: string;
  readonly binding: B;
  readonly #options: ClientOptions<B>;
  readonly #operations: ReadonlyMap<string, OperationCalls>;
  readonly #headers: readonly (readonly [string, string])[];
  readonly #maxResponseBytes: number;
  readonly #cookies: SessionCookies | undefined;
  #transport: Transport | Promise<Transport> | undefined;

  constructor(service: TypedServiceDescriptor<Shapes>, options: ClientOptions<B> & WcfPortChoice = {}) {
    const endpoint = options.endpoint ?? service.endpoint;
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new TypeError(`endpoint '${endpoint}' is not an absolute URL`);
    }
    if (url.protocol === "http:" && !options.allowInsecureHttp) {
      throw new TypeError(
        `endpoint '${endpoint}' uses http: credentials would travel in clear text; use https, or set allowInsecureHttp for a test or local mock`,
      );
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new TypeError(`endpoint '${endpoint}' must be an http(s) URL`);
    this.service = options.namespace ? withNamespace(service, options.namespace) : service;
    if (options.ports) {
      if (!this.service.wcf) throw new TypeError(`ports: ${this.service.name} is not a WCF service`);
      this.service = codecOf(this.service.codecs, "wcf").ports(this.service, options.ports);
    }
    this.endpoint = endpoint.replace(/\/+$/, "");
    // A client typed for another binding is given it in its options: only the default client is soap11.
    this.binding = options.binding ?? ("soap11" as B);
    this.#options = options;
    this.#operations = new Map(
      this.service.operations.map((op) => [
        op.messageName,
        {
          descriptor: op,
          secretFields: op.fields.filter((f) => f.secret).map((f) => f.tsName),
          secretHeaderFields: (op.headers ?? []).flatMap((h) =>
            (this.service.types?.[h.element]?.fields ?? [])
              .filter((f) => f.secret)
              .map((f) => [h.tsName, f.tsName] as const),
          ),
          credentialFields: op.fields.flatMap((f) => (f.credential ? [[f.tsName, f.credential] as const] : [])),
        },
      ]),
    );
    this.#headers = Object.entries(options.httpHeaders ?? {});
    this.#maxResponseBytes = options.maxResponseBytes ?? 64 * 1024 * 1024;
    this.#transport = options.transport;
    this.#cookies = options.session;
  }

  /** Calls an operation by its message name with input keyed by TypeScript field names. */
  async call<N extends keyof Shapes & string>(
    operationName: N,
    input: Shapes[N]["input"],
    options: CallOptions<BindingsOf<Shapes[N]>, HeadersOf<Shapes[N]>> = {},
  ): Promise<Shapes[N]["output"]> {
    const calls = this.#operations.get(operationName);
    if (!calls)
      throw new AsmxClientError(
        { messageName: operationName, tsName: operationName },
        `${operationName} is not an operation of ${this.service.name}`,
      );
    const operation = calls.descriptor;
    const binding = options.binding ?? this.binding;
    if (!operation.bindings.includes(binding)) throw new BindingNotOfferedError(operation, binding, operation.bindings);

    const values = this.#withCredentials(calls, input as CallInput);
    const soapHeaderValues =
      operation.headers && (this.#options.headers || options.headers)
        ? ({ ...this.#options.headers, ...options.headers } as Readonly<Record<string, unknown>>)
        : undefined;
    const scrub = scrubberOf(calls, values, soapHeaderValues);
    const wire = buildRequest(this.service, operation, binding, values, soapHeaderValues, options.unknownHeaders);
    let headers = wire.headers;
    if (this.#headers.length > 0 || options.httpHeaders) {
      const all = [...wire.headers, ...this.#headers];
      if (options.httpHeaders) for (const pair of Object.entries(options.httpHeaders)) all.push(pair);
      headers = all;
    }
    const cookies = this.#cookies;
    const url = this.endpoint + wire.pathAndQuery;

    let transport = (this.#transport ??= defaultTransport());
    if (transport instanceof Promise) this.#transport = transport = await transport;
    const signal = options.signal;
    const timeoutMs = options.timeoutMs ?? this.#options.timeoutMs ?? 30_000;
    const request: TransportRequest = {
      url,
      method: wire.method,
      headers,
      body: wire.body,
      signal,
      timeoutMs,
      maxResponseBytes: this.#maxResponseBytes,
    };

    const retry = operation.idempotent ? (options.retry ?? this.#options.retry) : undefined;
    const attempts = 1 + Math.max(0, Math.floor(retry?.attempts ?? 0));
    let delay = retry?.delayMs ?? 100;
    for (let attempt = 1; ; attempt++) {
      try {
        if (signal?.aborted) throw new AbortedError(operation, { cause: signal.reason });
        // The session cookie as it stands at this attempt (an earlier call or attempt may have set it).
        const cookie = cookies?.cookieFor(url);
        const sent: TransportRequest =
          cookie === undefined ? request : { ...request, headers: [...request.headers, ["Cookie", cookie] as const] };
        let response: TransportResponse;
        try {
          response = await (enforcesLimits(transport) ? transport(sent) : withDeadline(transport(sent), sent));
        } catch (error) {
          throw transportError(operation, error, signal, timeoutMs, scrub);
        }
        cookies?.receive(url, response.setCookie);
        // The descriptor the response is decoded by is the one Shapes describes: the generator writes both.
        return decodeResponse(this.service, operation, binding, response, scrub) as Shapes[N]["output"];
      } catch (error) {
        const retriable =
          error instanceof NetworkError || (error instanceof HttpStatusError && RETRIABLE_STATUS.has(error.status));
        if (!retriable || attempt >= attempts || signal?.aborted) {
          throw error instanceof AsmxClientError
            ? error
            : new NetworkError(operation, boundedForeign(String((error as Error)?.message ?? error), scrub));
        }
        await sleep(delay, signal);
        delay *= 2;
      }
    }
  }

  #withCredentials(calls: OperationCalls, input: CallInput): CallInput {
    const credentials = this.#options.credentials;
    if (!credentials || calls.credentialFields.length === 0) return input;
    const values: Record<string, unknown> = { ...input };
    for (const [field, credential] of calls.credentialFields) {
      if (ownField(values, field) === undefined && credentials[credential] !== undefined)
        setField(values, field, credentials[credential]);
    }
    return values;
  }
}

/**
 * What a failed exchange means for the caller: aborted, timed out, too large, or a network error. A
 * transport's message is foreign text (it may quote the URL, whose query carries an HTTP GET's password).
 */
function transportError(
  operation: OperationDescriptor,
  error: unknown,
  signal: AbortSignal | undefined,
  timeoutMs: number,
  scrub: Scrub,
): AsmxClientError {
  if (signal?.aborted) return new AbortedError(operation, { cause: signal.reason });
  if (isTransportTimeout(error)) return new TimeoutError(operation, timeoutMs);
  if (isResponseTooLarge(error))
    return new ResponseDecodeError(operation, 0, boundedForeign((error as Error).message, scrub));
  if (isUnknownCharset(error))
    return new ResponseDecodeError(operation, error.status, boundedForeign(error.message, scrub));
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = String((error as Error)?.message ?? error);
  return new NetworkError(
    operation,
    boundedForeign(code ? `${code} ${message}` : message, scrub),
    causeOption(error, scrub),
  );
}

/**
 * A transport that does not enforce the limits itself (see enforcesLimits) still ends in time: the call
 * is answered at the deadline or on the caller's abort, and the late exchange is left to finish unseen.
 */
function withDeadline(exchange: Promise<TransportResponse>, request: TransportRequest): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    const signal = request.signal;
    const onAbort = (): void => finish(() => reject(signal?.reason));
    const timer = setTimeout(
      () => finish(() => reject(new TransportTimeoutError(request.timeoutMs))),
      request.timeoutMs,
    );
    let done = false;
    function finish(settle: () => void): void {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      settle();
    }
    signal?.addEventListener("abort", onAbort, { once: true });
    exchange.then(
      (response) => finish(() => resolve(response)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}

/**
 * Hides this call's secret values in text from the response or the transport (see redact.ts). The pieces
 * of the secrets are prepared on the first error only: a successful call never pays for them.
 */
function scrubberOf(calls: OperationCalls, values: CallInput, headers: CallHeaders | undefined): Scrub {
  let secrets: string[] | undefined;
  for (const field of calls.secretFields) {
    const value = ownField(values, field);
    if (typeof value === "string" && value.length >= MIN_SECRET_LENGTH) (secrets ??= []).push(value);
  }
  for (const [header, field] of calls.secretHeaderFields) {
    const block = headers && ownField(headers, header);
    const value = block !== null && typeof block === "object" ? ownField(block, field) : undefined;
    if (typeof value === "string" && value.length >= MIN_SECRET_LENGTH) (secrets ??= []).push(value);
  }
  if (!secrets) return NOTHING_TO_SCRUB;
  const all = secrets;
  let prepared: Redactor | undefined;
  return (text) => (prepared ??= redactor(all))(text);
}

function withNamespace(service: ServiceDescriptor, namespace: string): ServiceDescriptor {
  return {
    ...service,
    namespace,
    // A WCF operation's action and wrappers are its contract's, not the service namespace's: kept as they are.
    operations: service.operations.map((op) =>
      op.wcf ? op : { ...op, soapAction: soapActionOf(namespace, op.messageName) },
    ),
  };
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}
