/**
 * Reading a SOAP request the way ASMX does: content type, charset, the envelope (its namespace decides
 * the version), routing by SOAPAction / SOAP 1.2 `action` / body element, the parameters (children of the
 * wrapper matched by local name in the service namespace, any order, unknown ones ignored), and the
 * header blocks (headers.ts). A one-way operation never answers a fault. Every outcome the reference
 * recordings show is reproduced here.
 */
import type { FieldDescriptor, ServiceDescriptor } from "../descriptor.js";
import type { BindingKind, CallBinding } from "../protocol.js";
import { readEnvelope, EnvelopeError, envelopeNamespace, type SoapVersion } from "../soap/envelope.js";
import {
  isEmptyElementTag,
  parseXml,
  XmlParseError,
  type Capture,
  type XmlElement,
  type XmlLimits,
} from "../xml/tree.js";
import { codecsFor } from "../soap/all-codecs.js";
import { codecOf, type ValueCodecs } from "../soap/codecs.js";
import { readsFromEvents, valueContentReader } from "../soap/value-events.js";
import { SOAP11_ENVELOPE_NS, SOAP12_ENVELOPE_NS } from "../protocol.js";
import {
  RequestError,
  soapContentType,
  soapFault,
  UNABLE_TO_PROCESS,
  UNABLE_TO_READ,
  type Blame,
  type Refused,
} from "./faults.js";
import type { UnknownHeader } from "./unknown-headers.js";
import { readRequestHeaders, type RequestHeaders } from "./headers.js";
import { decodeText, parseMediaType, UnsupportedCharsetError } from "./media.js";
import type { OperationPlan } from "./plan.js";
import { CACHE_EARLY, CACHE_METHOD, respond, respondEmpty } from "./response.js";
import { readHeaderElement, readParameter, wireContext, type WireContext } from "./wire-values.js";
import { shownText } from "../text/shown.js";
import { setField } from "../own.js";

/** Operations by SOAPAction and by request element, per SOAP version (an operation may offer only one). */
export interface SoapRoutes {
  readonly namespace: string;
  /** Routed by the body's first element alone (`[SoapDocumentService(RoutingStyle = RequestElement)]`). */
  readonly byElementOnly: boolean;
  /** What reading values needs to know of the service (its classes). */
  readonly codec: WireContext;
  readonly byAction: Readonly<Record<SoapVersion, ReadonlyMap<string, OperationPlan>>>;
  /** By the request element's namespace and name (see elementKey). */
  readonly byElement: Readonly<Record<SoapVersion, ReadonlyMap<string, OperationPlan>>>;
}

/** A request element's key: its namespace (the operation binding's) and local name. */
function elementKey(ns: string, local: string): string {
  return `${ns} ${local}`;
}

/**
 * A wrapped parameter's namespace: its own ([XmlElement(Namespace)], a class's root), none when unqualified
 * ([XmlElement(Form = Unqualified)], lab parameter-namespace-data), else the wrapper's `ns`.
 */
function parameterNamespace(field: FieldDescriptor, ns: string): string {
  return field.unqualified ? "" : (field.namespace ?? ns);
}

/** The namespace of an operation's request wrapper and its members: its binding's, or its RequestNamespace. */
function wrapperNamespace(routes: SoapRoutes, plan: OperationPlan): string {
  return plan.op.requestNamespace ?? plan.op.wrapperNamespace ?? routes.namespace;
}

export function soapRoutes(service: ServiceDescriptor, plans: readonly OperationPlan[]): SoapRoutes {
  // A key two operations share routes neither: bare methods of one parameter element (lab bare-more: Log and
  // Fire both take <message>, so SOAP 1.2 without an action cannot route either).
  const make = (binding: BindingKind, key: (p: OperationPlan) => string | undefined): Map<string, OperationPlan> => {
    const routes = new Map<string, OperationPlan>();
    const shared = new Set<string>();
    for (const p of plans) {
      const k = p.offers.has(binding) ? key(p) : undefined;
      if (k === undefined) continue;
      if (routes.has(k)) shared.add(k);
      else routes.set(k, p);
    }
    for (const k of shared) routes.delete(k);
    return routes;
  };
  // A bare method is known by its body element only when it has one parameter (ASMX's routing table): with
  // several, SOAP 1.2 without an action cannot route it (lab: bare-parameters).
  const element = (p: OperationPlan): string | undefined =>
    p.op.bare ? (p.op.fields.length === 1 ? p.op.fields[0]!.wireName : undefined) : p.op.requestElement;
  const elementKeyOf = (p: OperationPlan): string | undefined => {
    const local = element(p);
    return local === undefined
      ? undefined
      : elementKey(
          // A bare parameter of a class's root element of another namespace is in that one (lab xml-root-more).
          (p.op.bare ? (p.op.fields[0]!.namespace ?? p.op.requestNamespace) : p.op.requestNamespace) ??
            p.op.wrapperNamespace ??
            service.namespace,
          local,
        );
  };
  return {
    namespace: service.namespace,
    byElementOnly: service.routing === "requestElement",
    codec: wireContext(service),
    byAction: { "1.1": make("soap11", (p) => p.op.soapAction), "1.2": make("soap12", (p) => p.op.soapAction) },
    byElement: {
      "1.1": make("soap11", (p) => elementKeyOf(p)),
      "1.2": make("soap12", (p) => elementKeyOf(p)),
    },
  };
}

/** A request ready for its handler (SOAP or HTTP GET/POST; no version for the latter). */
export interface PreparedCall {
  readonly plan: OperationPlan;
  readonly version: SoapVersion | undefined;
  readonly binding: CallBinding;
  readonly input: Record<string, unknown>;
  /** The SOAP headers read for the handler, by TypeScript name; undefined when none. */
  readonly soapHeaders?: Record<string, unknown> | undefined;
  /** An operation with `unknownHeaders` in or inOut: the blocks it does not bind, for the handler (unknown-headers.ts). */
  readonly unknownHeaders?: UnknownHeader[] | undefined;
}

const TEXT_XML = "text/xml";
const SOAP_XML = "application/soap+xml";

function bindingOf(version: SoapVersion): BindingKind {
  return version === "1.1" ? "soap11" : "soap12";
}

function empty(status: number, version: SoapVersion, note: string, plan?: OperationPlan): Refused {
  return {
    response: respond(status, soapContentType(version), CACHE_EARLY, ""),
    blame: "client",
    note,
    operation: plan?.name,
    binding: bindingOf(version),
  };
}

function fault(version: SoapVersion, blame: Blame, message: string, plan?: OperationPlan): Refused {
  const response = soapFault(version, blame === "client" ? "Client" : "Server", message, CACHE_EARLY);
  return { response, blame, note: message, operation: plan?.name, binding: bindingOf(version) };
}

export function readSoapRequest(
  routes: SoapRoutes,
  headers: Readonly<Record<string, string>>,
  body: Uint8Array,
  limits: XmlLimits,
): PreparedCall | Refused {
  const media = parseMediaType(headers["content-type"]);
  if (media.type !== TEXT_XML && media.type !== SOAP_XML) {
    // ASMX answers an unsupported media type with an empty 415 (and a text/xml content type).
    return empty(415, "1.1", `unsupported content type '${shownText(headers["content-type"] ?? "")}'`);
  }
  const declared: SoapVersion = media.type === SOAP_XML ? "1.2" : "1.1";

  let text: string;
  try {
    text = decodeText(body, media.params.get("charset"), true);
  } catch (error) {
    if (error instanceof UnsupportedCharsetError) return empty(415, declared, error.message);
    return empty(400, declared, "the body is not valid in its charset");
  }

  let root: XmlElement;
  try {
    // Class and array parameters are read straight from the parser's events, not from a tree of them.
    root = parseXml(text, limits, parameterCapture(routes, headers, media.params.get("action")));
  } catch (error) {
    if (!(error instanceof XmlParseError)) throw error;
    // ASMX's SOAP 1.1 handler answers these with an empty 400; its SOAP 1.2 handler with a Receiver fault.
    if ((error.kind === "empty" || error.kind === "doctype") && declared === "1.2") {
      const reason =
        error.kind === "empty" ? "Root element is missing: the request has no SOAP envelope." : error.message;
      return fault("1.2", "server", UNABLE_TO_PROCESS + reason);
    }
    if (error.kind === "limit") return fault(declared, "client", `${UNABLE_TO_READ}${error.message}`);
    return empty(400, declared, `not well-formed XML: ${error.message}`);
  }

  let parsed: ReturnType<typeof readEnvelope>;
  try {
    parsed = readEnvelope(root);
  } catch (error) {
    if (!(error instanceof EnvelopeError)) throw error;
    if (root.local === "Envelope") {
      const message = `Possible SOAP version mismatch: Envelope namespace ${shownText(root.ns)} was unexpected. Expecting ${envelopeNamespace("1.1")} or ${envelopeNamespace("1.2")}.`;
      return {
        response: soapFault(declared, "VersionMismatch", message, CACHE_EARLY),
        blame: "client",
        note: message,
        binding: bindingOf(declared),
      };
    }
    return fault(
      declared,
      "client",
      `${UNABLE_TO_READ}The request is not a SOAP envelope: ${shownText(error.message)}.`,
    );
  }
  const version = parsed.version;
  // application/soap+xml promises SOAP 1.2; ASMX refuses a 1.1 envelope sent that way (the reverse it accepts).
  if (declared === "1.2" && version === "1.1")
    return empty(415, "1.1", "a SOAP 1.1 envelope sent as application/soap+xml");

  let wrapper: XmlElement | undefined;
  for (const child of parsed.body.children) {
    if (typeof child !== "string") {
      wrapper = child;
      break;
    }
  }

  const routed = route(routes, version, headers, media.params.get("action"), wrapper);
  if (typeof routed === "string") return fault(version, "client", routed);
  const plan = routed;

  const isWrapper =
    wrapper !== undefined && wrapper.local === plan.op.requestElement && wrapper.ns === wrapperNamespace(routes, plan);
  let input: Record<string, unknown>;
  let soapHeaders: RequestHeaders;
  try {
    // A bare method's parameters are the body's own elements.
    input = readParameters(plan, plan.op.bare ? parsed.body : isWrapper ? wrapper : undefined, routes);
    soapHeaders = readRequestHeaders(plan, parsed.header, version, routes.namespace, (element, header) =>
      readHeaderElement(routes.codec, element, header),
    );
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    // A one-way method never answers a fault: ASMX ends such a request with an empty 200 (text/html).
    if (plan.op.oneWay) return oneWayRefusal(plan, version, error.message);
    // XmlSerializer failures caused by an XmlException (bad base64, for one) end with an empty 400.
    if (error.unreadable) return empty(400, version, error.message, plan);
    return fault(version, error.blame, error.message, plan);
  }

  const header = soapHeaders.notUnderstood;
  if (header) {
    // ASMX checks this after the method ran (hence max-age=0); the handler is better not run at all.
    const message = `SOAP header ${shownText(header.local)}${header.ns ? ` (namespace ${shownText(header.ns)})` : ""} was not understood.`;
    if (plan.op.oneWay) return oneWayRefusal(plan, version, message);
    const response = soapFault(version, "MustUnderstand", message, CACHE_METHOD);
    return { response, blame: "client", note: message, operation: plan.name, binding: bindingOf(version) };
  }
  return {
    plan,
    version,
    binding: bindingOf(version),
    input,
    soapHeaders: soapHeaders.values,
    // SoapUnknownHeader[] In/InOut: the blocks the operation does not bind, for the handler.
    ...(soapHeaders.unknown && { unknownHeaders: soapHeaders.unknown }),
  };
}

/** How readParameter reads values (readValueElement's context), when some operation has a parameter read from events. */
type EventContext = { readonly service: ServiceDescriptor; readonly rules: "xml"; readonly codecs: ValueCodecs };

const eventContexts = new WeakMap<SoapRoutes, EventContext | null>();

function eventContext(routes: SoapRoutes): EventContext | undefined {
  let context = eventContexts.get(routes);
  if (context === undefined) {
    const service = routes.codec.service;
    const candidate = { service, rules: "xml" as const, codecs: codecsFor(service) };
    const plans = [
      ...routes.byAction["1.1"].values(),
      ...routes.byAction["1.2"].values(),
      ...routes.byElement["1.1"].values(),
      ...routes.byElement["1.2"].values(),
    ];
    const any = plans.some(
      (plan) => !plan.op.bare && plan.fields.some((f) => readsFromEvents(candidate, f.field.type)),
    );
    context = any ? candidate : null;
    eventContexts.set(routes, context);
  }
  return context ?? undefined;
}

/** The first child element of `element` (built so far). */
function firstElementChild(element: XmlElement): XmlElement | undefined {
  for (const child of element.children) if (typeof child !== "string") return child;
  return undefined;
}

/**
 * Picks the parameter elements of class and array type, for their values to be read from events
 * (value-events.ts): an element of the wrapper that the request's own routing will read as that parameter,
 * found as readEnvelope, route and readParameters will find it: the wrapper the first element of the first
 * Body (in the envelope's namespace) of an envelope of either version, the operation the one route picks for
 * that wrapper, the wrapper its request element. Any other element, read or not, stays in the tree. An
 * element captured but not read (a repeated parameter) is simply not read.
 */
function parameterCapture(
  routes: SoapRoutes,
  headers: Readonly<Record<string, string>>,
  action: string | undefined,
): Capture | undefined {
  const context = eventContext(routes);
  // A service without such parameters parses as before, with no capture to ask (small requests cost no more).
  if (context === undefined) return undefined;
  let plan: OperationPlan | string | undefined;
  return (element, ancestors) => {
    if (ancestors.length !== 3) return undefined;
    const envelope = ancestors[0]!;
    const body = ancestors[1]!;
    const wrapper = ancestors[2]!;
    const version = envelope.ns === SOAP11_ENVELOPE_NS ? "1.1" : envelope.ns === SOAP12_ENVELOPE_NS ? "1.2" : undefined;
    if (version === undefined || envelope.local !== "Envelope" || body.local !== "Body" || body.ns !== envelope.ns)
      return undefined;
    if (firstElementChild(body) !== wrapper) return undefined;
    for (const child of envelope.children) {
      if (typeof child === "string" || child.ns !== envelope.ns || child.local !== "Body") continue;
      if (child !== body) return undefined;
      break;
    }
    plan ??= route(routes, version, headers, action, wrapper);
    if (typeof plan === "string" || plan.op.bare) return undefined;
    const ns = wrapperNamespace(routes, plan);
    if (wrapper.local !== plan.op.requestElement || wrapper.ns !== ns) return undefined;
    const field = plan.byWireName.get(element.local);
    // A repeated parameter's elements are its items, read from the tree (lab choice-parameters).
    // An unqualified class parameter's members are in the wrapper's namespace (lab parameter-forms): the tree's.
    if (
      field === undefined ||
      field.item !== undefined ||
      field.field.unqualified === true ||
      element.ns !== parameterNamespace(field.field, ns)
    )
      return undefined;
    if (!readsFromEvents(context, field.field.type)) return undefined;
    return valueContentReader(
      context,
      element,
      field.field.type,
      field.field.nillable === true,
      field.field.secret === true,
    );
  };
}

/** A one-way request that cannot be run: 200 with an empty text/html body, as ASMX ends it. */
function oneWayRefusal(plan: OperationPlan, version: SoapVersion, note: string): Refused {
  return {
    response: respondEmpty(200, CACHE_EARLY, "text/html"),
    blame: "client",
    note: `one-way request not run: ${note}`,
    operation: plan.name,
    binding: bindingOf(version),
  };
}

/** The operation a request is for, or the message of the client fault that refuses it. */
function route(
  routes: SoapRoutes,
  version: SoapVersion,
  headers: Readonly<Record<string, string>>,
  action: string | undefined,
  wrapper: XmlElement | undefined,
): OperationPlan | string {
  const byElement = (): OperationPlan | undefined =>
    wrapper ? routes.byElement[version].get(elementKey(wrapper.ns, wrapper.local)) : undefined;
  if (routes.byElementOnly) {
    // RoutingStyle = RequestElement: SOAPAction and action are not looked at (lab request-routing). ASMX's message
    // names the element (an empty body: none).
    return (
      byElement() ??
      `The request element <${shownText(wrapper?.local ?? "")} xmlns='${shownText(wrapper?.ns ?? "")}'> was not recognized.`
    );
  }
  if (version === "1.1") {
    const header = headers["soapaction"];
    if (header === undefined) {
      return (
        byElement() ??
        `No SOAPAction header was sent and the body element ${describe(wrapper)} is not the request element of an operation.`
      );
    }
    // Quoted or not; a value that names no operation is refused even when the body would name one.
    let value = header.trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return (
      routes.byAction["1.1"].get(value) ??
      `Server did not recognize the value of HTTP Header SOAPAction: ${shownText(value)}.`
    );
  }
  // SOAP 1.2: a known action parameter routes; otherwise (none or unknown) the body element does.
  const known = action ? routes.byAction["1.2"].get(action) : undefined;
  return (
    known ??
    byElement() ??
    `Unable to handle request without a valid action parameter. Please supply a valid soap action: ${
      action ? `the action '${shownText(action)}' is unknown and ` : "no action parameter was sent and "
    }the body element ${describe(wrapper)} is not the request element of an operation.`
  );
}

function describe(element: XmlElement | undefined): string {
  if (!element) return "(none)";
  return element.ns ? `${shownText(element.local)} (namespace ${shownText(element.ns)})` : shownText(element.local);
}

function readParameters(
  plan: OperationPlan,
  wrapper: XmlElement | undefined,
  routes: SoapRoutes,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  // Identifiers a choice set ([XmlChoiceIdentifier]): their own element, if it follows, sets them again.
  let identified: Set<string> | undefined;
  // [XmlAnyElement] on a parameter (lab any-parameters): every child element no other parameter takes.
  const any = plan.anyField;
  const taken: XmlElement[] | undefined = any && [];
  // [XmlAnyElement(Name, Namespace)] takes only elements of its names, others are dropped (lab any-parameters-more).
  const named = any?.field.anyElements;
  const takes = (child: XmlElement, ns: string): boolean =>
    named === undefined || codecOf(codecsFor(routes.codec.service), "anyWrapper").takes(named, child, ns);
  if (wrapper) {
    const ns = wrapperNamespace(routes, plan);
    for (const child of wrapper.children) {
      if (typeof child === "string") continue;
      const field = plan.byWireName.get(child.local);
      // A parameter of a class with a root namespace ([XmlRoot(Namespace)]) is in that one (lab xml-root).
      if (field === undefined || child.ns !== parameterNamespace(field.field, ns)) {
        if (any !== undefined && takes(child, ns)) taken!.push(child);
        continue;
      }
      if (field.item !== undefined) {
        // A repeated parameter: each element an item, in document order (lab choice-parameters).
        let items = input[field.tsName] as unknown[] | undefined;
        if (items === undefined) setField(input, field.tsName, (items = []));
        items.push(readParameter(routes.codec, field.item, child));
        continue;
      }
      // XmlSerializer reads the first occurrence of a member; a repeat goes to an xs:any parameter if there is one
      // (lab any-parameters-more: Beside.twice), else it is skipped.
      if (Object.hasOwn(input, field.tsName) && identified?.delete(field.tsName) !== true) {
        if (any !== undefined && takes(child, ns)) taken!.push(child);
        continue;
      }
      {
        // An unqualified class parameter's members stay in the wrapper's namespace (lab parameter-forms: PutBox).
        const value = readParameter(routes.codec, field, child, field.field.unqualified ? ns : undefined);
        setField(input, field.tsName, value);
        // The element read names the identifier, as ASMX sets it (lab choice-parameter).
        const identifier = field.field.choiceIdentifier;
        if (identifier !== undefined && value !== null && typeof value === "object" && "$element" in value) {
          setField(input, identifier, (value as { $element: unknown }).$element);
          (identified ??= new Set()).add(identifier);
        }
      }
    }
  }
  // A wrapper with an end tag gives an xs:any array an array, empty if no element is left to it; an empty-element
  // tag gives it null (labs any-parameters: Count.empty, Count.blank; any-parameters-more: Beside.none, .text).
  if (any && wrapper !== undefined && !isEmptyElementTag(wrapper)) {
    const anyWrapper = codecOf(codecsFor(routes.codec.service), "anyWrapper");
    setField(input, any.tsName, anyWrapper.read(any.field.type.kind !== "array", taken!));
  }
  for (const field of plan.fields) {
    if (!Object.hasOwn(input, field.tsName)) setField(input, field.tsName, field.absent);
    // A repeated choice's identifiers are its items' element names whatever their own element says (lab
    // choice-parameters: `wrongkinds`); with no items their element's value stays (not shown by the lab).
    const identifier = field.item !== undefined ? field.field.choiceIdentifier : undefined;
    const items = input[field.tsName];
    if (identifier !== undefined && Array.isArray(items) && items.length > 0) {
      setField(
        input,
        identifier,
        items.map((item) =>
          item !== null && typeof item === "object" ? (item as { $element?: unknown }).$element : null,
        ),
      );
    }
  }
  return input;
}
