/**
 * The server core: one request in, one response out, on any platform (no Node modules here). Everything
 * per operation is computed once, here, so a request costs parsing, the handler and string concatenation.
 */
import type { OperationDescriptor, ServiceDescriptor } from "../descriptor.js";
import { Charge, decodingCost, MemoryBudget } from "./budget.js";
import {
  badRequest,
  methodNotAllowed,
  notFound,
  serverTooBusy,
  serviceDocuments,
  type RenderWsdl,
  timedOut,
  tooLarge,
} from "./documents.js";
import { fetchAdapter } from "./fetch.js";
import { isLocalRequest, type HelpPages } from "./help-page.js";
import { failure, HIDDEN_FAILURE, ServerFault, UNABLE_TO_PROCESS, type Refused } from "./faults.js";
import { httpOperations, readHttpRequest } from "./http-request.js";
import { invoke, type CallOutcome, type Invocation, type InvokeSettings } from "./invoke.js";
import { resolveLimits } from "./limits.js";
import { levelOf, requestEvent, safeLog, type Answer } from "./log.js";
import { parseMediaType } from "./media.js";
import { OutputCache, serverCacheability } from "./output-cache.js";
import { planOperation } from "./plan.js";
import { CACHE_EARLY, CACHE_METHOD, respond, respondEmpty, textError } from "./response.js";
import { normalisePath, requestTarget, routeRequest } from "./routing.js";
import { readSoapRequest, soapRoutes, type PreparedCall } from "./soap.js";
import { readsUnknownHeaders } from "./unknown-headers.js";
import { SessionStore, type SessionUse } from "./session.js";
import { isScriptRequest, proxyRequest, readScriptRequest, scriptError, scriptOperations } from "./script-service.js";
import { scriptProxy } from "./script-proxy.js";
import type {
  AsmxServer,
  OperationHandler,
  OperationHandlers,
  PartialOperationHandlers,
  Refusal,
  ServerOptions,
  ServerRequest,
  ServerResponse,
} from "./types.js";
import { ownField, setField } from "../own.js";
import { readWcfRequest, wcfDocument, wcfFraming, wcfServicePage } from "./wcf.js";

/** Header names in lower case and values as strings; a copy only when the host did not already do it. */
function normaliseHeaders(headers: ServerRequest["headers"]): Readonly<Record<string, string>> {
  let clean = true;
  for (const name in headers) {
    const value = headers[name];
    if (typeof value !== "string" || name !== name.toLowerCase()) {
      clean = false;
      break;
    }
  }
  if (clean) return headers as Readonly<Record<string, string>>;
  const result: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const text = typeof value === "string" ? value : value.join(", ");
    const before = ownField(result, key); // a header may be called constructor or __proto__
    setField(result, key, before === undefined ? text : `${before as string}, ${text}`);
  }
  return result;
}

/**
 * Every operation's handler, by wire name (the MessageName of an overload): refuses handlers that are not
 * functions and names that are no operation; a missing handler is refused too, unless `partial`, where it
 * answers that it is not implemented.
 */
function completeHandlers(
  service: ServiceDescriptor,
  handlers: PartialOperationHandlers,
  partial: boolean,
): OperationHandlers {
  const names = new Set(service.operations.map((op) => op.messageName));
  // Only the object's own handlers: an operation named toString is not Object.prototype's.
  const handlerOf = (op: OperationDescriptor): unknown => ownField(handlers, op.messageName);
  const missing = service.operations.filter((op) => handlerOf(op) === undefined).map((op) => op.messageName);
  const notFunctions = service.operations
    .filter((op) => handlerOf(op) !== undefined && typeof handlerOf(op) !== "function")
    .map((op) => op.messageName);
  const unknown = Object.keys(handlers).filter((name) => !names.has(name));
  if (!partial && missing.length > 0) {
    throw new TypeError(
      `createAsmxServer: no handler for ${missing.join(", ")} (a mock may leave operations out: use the partial factory)`,
    );
  }
  if (notFunctions.length > 0)
    throw new TypeError(`createAsmxServer: the handler of ${notFunctions.join(", ")} is not a function`);
  if (unknown.length > 0)
    throw new TypeError(`createAsmxServer: ${unknown.join(", ")} is not an operation of ${service.name}`);
  const all: Record<string, OperationHandler> = {};
  for (const op of service.operations) {
    setField(all, op.messageName, (handlerOf(op) as OperationHandler | undefined) ?? notImplemented(op.messageName));
  }
  return all;
}

/**
 * Creates the server of a service. `handlers` implements every operation (by wire name: the MessageName of
 * an overload; a missing one is refused); `renderWsdl` writes the WSDL (or another document of its set) for an
 * endpoint address and
 * `helpPages` holds what the help pages show (the generated package supplies both; without `helpPages`
 * the endpoint's help page is a plain list of the operations); `renderOpenApi` writes a ScriptService's
 * OpenAPI document for an endpoint address, served at `?openapi` (the package supplies it for one).
 */
export function createAsmxServer(
  service: ServiceDescriptor,
  handlers: PartialOperationHandlers,
  renderWsdl: RenderWsdl,
  options: ServerOptions = {},
  helpPages?: HelpPages,
  renderOpenApi?: (address: string) => string,
): AsmxServer {
  return buildServer(
    service,
    completeHandlers(service, handlers, false),
    renderWsdl,
    options,
    helpPages,
    renderOpenApi,
  );
}

/**
 * Creates a server that implements some operations only (a mock, a service built step by step). Each
 * operation without a handler still routes, parses and authenticates as usual, then answers a server fault
 * on its binding (soap:Server, soap:Receiver, or a 500 text/plain message) saying it is not implemented.
 */
export function createPartialAsmxServer(
  service: ServiceDescriptor,
  handlers: PartialOperationHandlers,
  renderWsdl: RenderWsdl,
  options: ServerOptions = {},
  helpPages?: HelpPages,
  renderOpenApi?: (address: string) => string,
): AsmxServer {
  return buildServer(service, completeHandlers(service, handlers, true), renderWsdl, options, helpPages, renderOpenApi);
}

function notImplemented(operation: string): OperationHandler {
  return () => {
    throw new ServerFault(
      `${operation} is not implemented: this server was created with handlers for some operations only.`,
    );
  };
}

function buildServer(
  service: ServiceDescriptor,
  handlers: OperationHandlers,
  renderWsdl: RenderWsdl,
  options: ServerOptions,
  helpPages: HelpPages | undefined,
  renderOpenApi?: (address: string) => string,
): AsmxServer {
  const limits = resolveLimits(options);
  const path = normalisePath(options.path ?? new URL(service.endpoint).pathname);
  const lowerPath = path.toLowerCase();
  const plans = service.operations.map((op) => planOperation(service, op, handlers[op.messageName]!));
  const operations = httpOperations(plans);
  const routes = soapRoutes(service, plans);
  const script = service.scriptService ? scriptOperations(plans) : undefined;
  const documents = serviceDocuments(service, path, renderWsdl, options.publicUrl, helpPages, renderOpenApi);
  const testForm = options.helpTestForm ?? "local";
  // A WCF service: its own framing over the same plans, budget and handler run (wcf.ts).
  const wcf = service.wcf
    ? wcfFraming(service, plans, path, options.includeExceptionDetailInFaults === true)
    : undefined;
  const settings: InvokeSettings = {
    authenticate: options.authenticate,
    handlerTimeoutMs: limits.handlerTimeoutMs,
    debug: options.debug === true,
    codec: routes.codec,
    streamAboveBytes: limits.streamAboveBytes,
    log: options.log,
    wcf,
  };
  const log = options.log;
  const budget = new MemoryBudget(limits.memoryBudgetBytes);
  // Made only when an operation keeps session state (and checked at creation, like the other options).
  const sessions = service.operations.some((op) => op.enableSession) ? new SessionStore(options.session) : undefined;
  // ASP.NET's output cache, made only when a method has CacheDuration (output-cache.ts).
  const outputCache = service.operations.some((op) => op.cacheDuration !== undefined)
    ? new OutputCache(options.outputCache)
    : undefined;

  /** Runs the handler; `charge` (the request's share of the budget) is released once its outcome is known. */
  function call(
    prepared: PreparedCall,
    headers: Readonly<Record<string, string>>,
    source: ServerRequest,
    charge: Charge,
  ): Answer | Promise<Answer> {
    const session = sessions && prepared.plan.op.enableSession ? sessions.use(headers["cookie"]) : undefined;
    // Spelled out rather than spread: a spread copy costs more than the rest of this function.
    const invocation = {
      plan: prepared.plan,
      binding: prepared.binding,
      version: prepared.version,
      input: prepared.input,
      soapHeaders: prepared.soapHeaders,
      // SoapUnknownHeader[] In/InOut: a list on every binding (empty where no SOAP header comes: HTTP GET/POST, JSON).
      unknownHeaders: prepared.unknownHeaders ?? (readsUnknownHeaders(prepared.plan) ? [] : undefined),
      headers,
      source,
      streamable: source.streamable === true,
      session: session?.state,
    };
    if (session?.setCookie !== undefined) return withCookie(called(prepared, invocation, charge), session);
    return called(prepared, invocation, charge);
  }

  /** Adds the Set-Cookie of a new session to the answer. */
  function withCookie(answer: Answer | Promise<Answer>, session: SessionUse): Answer | Promise<Answer> {
    const add = (a: Answer): Answer => ({
      ...a,
      response: { ...a.response, headers: [...a.response.headers, ["Set-Cookie", session.setCookie!]] },
    });
    return answer instanceof Promise ? answer.then(add) : add(answer);
  }

  function called(prepared: PreparedCall, invocation: Invocation, charge: Charge): Answer | Promise<Answer> {
    if (prepared.version && prepared.plan.op.oneWay) return acceptOneWay(prepared, invocation, charge);
    let outcome: CallOutcome | Promise<CallOutcome>;
    try {
      outcome = invoke(settings, invocation);
    } catch (error) {
      charge.release();
      throw error;
    }
    if (!(outcome instanceof Promise)) {
      charge.release();
      return answerOf(prepared, outcome);
    }
    return outcome.then(
      (o) => {
        charge.release();
        return answerOf(prepared, o);
      },
      (error: unknown) => {
        charge.release();
        throw error;
      },
    );
  }

  /**
   * A one-way SOAP call: 202 Accepted at once, the handler run afterwards; its outcome never reaches the
   * caller (a failure is logged). The handler no longer follows the connection's signal, which ends first.
   */
  function acceptOneWay(prepared: PreparedCall, invocation: Invocation, charge: Charge): Answer {
    const detached: Invocation = { ...invocation, source: {} };
    // The handler holds the input after the 202 has gone: the charge is released when it ends.
    const report = (outcome: CallOutcome): void => {
      charge.release();
      if (outcome.blame && log) {
        safeLog(log, {
          level: levelOf(outcome.blame),
          message: `${prepared.plan.name} (one-way) failed: ${outcome.detail ?? ""}`,
          operation: prepared.plan.name,
          binding: prepared.binding,
        });
      }
    };
    // Started on a later turn, so the 202 goes out before a synchronous handler runs.
    setTimeout(() => {
      let outcome: CallOutcome | Promise<CallOutcome>;
      try {
        outcome = invoke(settings, detached);
      } catch (error) {
        charge.release();
        throw error;
      }
      if (outcome instanceof Promise) void outcome.then(report, () => charge.release());
      else report(outcome);
    }, 0);
    return {
      response: respondEmpty(202, CACHE_EARLY),
      level: "info",
      note: "",
      operation: prepared.plan.name,
      binding: prepared.binding,
    };
  }

  function answerOf(prepared: PreparedCall, outcome: CallOutcome): Answer {
    const operation = prepared.plan.name;
    const binding = prepared.binding;
    if (outcome.blame === "server" && log) {
      safeLog(log, { level: "error", message: `${operation} failed: ${outcome.detail ?? ""}`, operation, binding });
    }
    return {
      response:
        prepared.plan.op.cacheDuration !== undefined
          ? serverCacheability(outcome.response, CACHE_METHOD)
          : outcome.response,
      level: levelOf(outcome.blame),
      note: outcome.detail ?? "",
      operation,
      binding,
    };
  }

  function refusedAnswer(refused: Refused): Answer {
    return { ...refused, level: levelOf(refused.blame) };
  }

  /** The help page (the operation list, or an operation's page) asked for at `route.path?route.query`. */
  function helpAnswer(
    route: { readonly path: string; readonly query: string },
    headers: Readonly<Record<string, string>>,
    request: ServerRequest,
  ): Answer {
    return {
      response: documents.help(
        documents.address(headers["host"], request.secure === true),
        route.path,
        route.query,
        testForm === "all" || (testForm === "local" && isLocalRequest(request.remoteAddress, request.localAddress)),
      ),
      level: "info",
      note: "help page",
    };
  }

  function dispatch(request: ServerRequest): Promise<Answer> | Answer {
    if (request.body.byteLength > limits.maxBodyBytes) return refusal("tooLarge");
    const headers = normaliseHeaders(request.headers);
    if (wcf) return dispatchWcf(request, headers);
    const route = routeRequest(request.method, request.url, path, lowerPath);
    switch (route.kind) {
      case "soap":
      case "http": {
        if (route.kind === "http" && script) {
          const proxy = proxyRequest(route.operation);
          if (proxy) {
            return {
              response: scriptProxy(service, path, proxy === "jsdebug"),
              level: "info",
              note: "JavaScript proxy",
            };
          }
        }
        const json = route.kind === "http" && script !== undefined && isScriptRequest(headers["content-type"]);
        // The output cache answers before anything is read, as OutputCacheModule does (ResolveRequestCache).
        let cacheKey: string | undefined;
        if (outputCache && !json) {
          const target = requestTarget(request.url);
          cacheKey =
            target &&
            outputCache.key({
              method: request.method,
              path: target.path,
              query: target.query,
              headers,
              body: request.body,
            });
          const cached = cacheKey === undefined ? undefined : outputCache.lookup(cacheKey, headers);
          if (cached) return { response: cached, level: "info", note: "output cache" };
        }
        // Charged before reading and held until the handler's outcome: 32 large requests decoded and
        // handled at once would otherwise hold gigabytes.
        const charge = budget.charge(decodingCost(request.body));
        if (!charge) return busy(false);
        let read: PreparedCall | Refused;
        try {
          read =
            route.kind === "soap"
              ? readSoapRequest(routes, headers, request.body, limits.xml)
              : json
                ? readScriptRequest(
                    service,
                    script,
                    route.method,
                    route.operation,
                    route.query,
                    request.body,
                    settings.debug,
                  )
                : readHttpRequest(operations, route.method, route.operation, route.query, headers, request.body);
        } catch (error) {
          charge.release();
          if (json) return unexpectedScriptFailure(error);
          return unexpectedFailure(route.kind === "soap", headers, error);
        }
        if ("response" in read) {
          charge.release();
          return refusedAnswer(read);
        }
        const seconds = read.plan.op.cacheDuration;
        if (cacheKey === undefined || seconds === undefined) return call(read, headers, request, charge);
        const key = cacheKey;
        const keep = (answer: Answer): Answer => {
          outputCache!.store(key, answer.response, seconds);
          return answer;
        };
        const answer = call(read, headers, request, charge);
        return answer instanceof Promise ? answer.then(keep) : keep(answer);
      }
      case "wsdl":
        return {
          response: documents.wsdl(documents.address(headers["host"], request.secure === true)),
          level: "info",
          note: "WSDL",
        };
      case "disco":
        return {
          response: documents.disco(documents.address(headers["host"], request.secure === true)),
          level: "info",
          note: "discovery document",
        };
      case "openapi": {
        const document = documents.openApi(documents.address(headers["host"], request.secure === true));
        if (document) return { response: document, level: "info", note: "OpenAPI document" };
        // Without a JSON face `?openapi` is a query like any other: the help page.
        return helpAnswer(route, headers, request);
      }
      case "document": {
        const address = documents.address(headers["host"], request.secure === true);
        const response = documents.document(address, route.document);
        if (response) return { response, level: "info", note: `WSDL document ${route.document}` };
        // .NET's DiscoveryServerProtocol: an InvalidOperationException, written as its HTTP errors are.
        const schema = route.document.startsWith("schema=");
        return {
          response: textError(
            schema ? "Schema not found." : "XML Web service description was not found.",
            CACHE_METHOD,
          ),
          level: "warn",
          note: `no document ?${route.document.slice(0, 60)}`,
        };
      }
      case "help":
        return helpAnswer(route, headers, request);
      case "methodNotAllowed":
        return {
          response: methodNotAllowed(),
          level: "warn",
          note: `method ${request.method.slice(0, 20)} not allowed`,
        };
      case "notFound":
        return {
          response: notFound(path),
          level: "warn",
          note: `no such path; the service is at ${path} (the server's path option moves it)`,
        };
      case "badRequest":
        return { response: badRequest(), level: "warn", note: "bad request target" };
    }
  }

  /**
   * A request to a WCF service: POST to a contract's endpoint address is a call (routed by SOAPAction); GET of
   * the base address is the metadata (`?wsdl`, `?wsdl=wsdlN`, `?xsd=xsdN`, `?singleWsdl`) or the service page.
   */
  function dispatchWcf(request: ServerRequest, headers: Readonly<Record<string, string>>): Answer | Promise<Answer> {
    const framing = wcf!;
    const target = requestTarget(request.url);
    if (target === undefined) return { response: badRequest(), level: "warn", note: "bad request target" };
    const requested = normalisePath(target.path).toLowerCase();
    if (request.method === "GET" && requested === lowerPath) {
      const address = documents.address(headers["host"], request.secure === true);
      const query = framing.documents.get(target.query.split("&", 1)[0]!.toLowerCase());
      if (query !== undefined) {
        return { response: wcfDocument(renderWsdl(address, query)), level: "info", note: `metadata ?${query}` };
      }
      return { response: wcfServicePage(service, address), level: "info", note: "service page" };
    }
    const endpoint = framing.endpoints.get(requested);
    if (!endpoint) {
      return {
        response: notFound(path),
        level: "warn",
        note: `no such path; the service is at ${path} (the server's path option moves it)`,
      };
    }
    if (request.method !== "POST") {
      return { response: methodNotAllowed(), level: "warn", note: `method ${request.method.slice(0, 20)} not allowed` };
    }
    const charge = budget.charge(decodingCost(request.body));
    if (!charge) return busy(false);
    let read: PreparedCall | Refused;
    try {
      read = readWcfRequest(framing, endpoint, headers, request.body, limits.xml);
    } catch (error) {
      charge.release();
      return unexpectedFailure(true, headers, error);
    }
    if ("response" in read) {
      charge.release();
      return refusedAnswer(read);
    }
    return call(read, headers, request, charge);
  }

  /** A bug or a missing piece met while reading a request: a server fault on its binding. */
  function unexpectedFailure(soap: boolean, headers: Readonly<Record<string, string>>, error: unknown): Answer {
    const version = !soap
      ? undefined
      : parseMediaType(headers["content-type"]).type === "application/soap+xml"
        ? "1.2"
        : "1.1";
    const detail = error instanceof Error ? error.message : String(error);
    const shown = settings.debug ? detail : HIDDEN_FAILURE;
    const response = failure(version, "server", version ? UNABLE_TO_PROCESS + shown : shown, CACHE_EARLY);
    return { response, level: "error", note: `cannot read the request: ${detail}` };
  }

  /** A bug or a missing piece met while reading a JSON request: RestHandler's error answer. */
  function unexpectedScriptFailure(error: unknown): Answer {
    const detail = error instanceof Error ? error.message : String(error);
    const response = scriptError(detail, "System.Exception", settings.debug);
    return { response, level: "error", note: `cannot read the request: ${detail}`, binding: "json" };
  }

  /** 503: the budget cannot take the request now (`close`: its body is left unread). */
  function busy(close: boolean): Answer {
    return { response: serverTooBusy(close), level: "warn", note: "server too busy: the memory budget is spent" };
  }

  function refusal(reason: Refusal): Answer {
    if (reason === "busy") return busy(true);
    const response = reason === "tooLarge" ? tooLarge(limits.maxBodyBytes) : timedOut(limits.requestTimeoutMs);
    return {
      response,
      level: "warn",
      note: reason === "tooLarge" ? "request body too large" : "request body timed out",
    };
  }

  function internalError(error: unknown): Answer {
    return {
      response: respond(500, "text/plain; charset=utf-8", CACHE_EARLY, "Internal server error.\n"),
      level: "error",
      note: `unexpected failure: ${error instanceof Error ? error.name : typeof error}`,
    };
  }

  function settle(answer: Answer, request: ServerRequest, started: number): ServerResponse {
    if (log) safeLog(log, requestEvent(answer, request.method, request.url, Date.now() - started));
    return answer.response;
  }

  function serve(request: ServerRequest): ServerResponse | Promise<ServerResponse> {
    const started = log ? Date.now() : 0;
    let answer: Answer | Promise<Answer>;
    try {
      answer = dispatch(request);
    } catch (error) {
      answer = internalError(error);
    }
    if (answer instanceof Promise) {
      return answer.then(
        (a) => settle(a, request, started),
        (error: unknown) => settle(internalError(error), request, started),
      );
    }
    return settle(answer, request, started);
  }

  function handle(request: ServerRequest): Promise<ServerResponse> {
    const response = serve(request);
    return response instanceof Promise ? response : Promise.resolve(response);
  }

  function refuse(reason: Refusal): ServerResponse {
    const answer = refusal(reason);
    if (log) safeLog(log, { level: answer.level, message: answer.note, status: answer.response.status });
    return answer.response;
  }

  return { handle, serve, fetch: fetchAdapter(handle, limits, budget, refuse), path, limits, budget, refuse };
}
