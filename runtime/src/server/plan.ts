/**
 * Everything about an operation the server needs per request, computed once in createAsmxServer:
 * field lookups by wire name, .NET default values, the SOAP headers it binds, and the fixed text around
 * every response.
 */
import type { FieldDescriptor, HeaderUse, OperationDescriptor, ServiceDescriptor, ValueType } from "../descriptor.js";
import { defaultValue, isValueType, type WireTypes } from "../soap/classes.js";
import { XSD_NS, XSI_NS, type CallBinding } from "../protocol.js";
import { envelope, XML_DECLARATION, type SoapVersion } from "../soap/envelope.js";
import type { OperationHandler } from "./types.js";

export interface FieldPlan {
  readonly field: FieldDescriptor;
  readonly wireName: string;
  readonly tsName: string;
  /** Its name in HTTP GET/POST requests: the .NET parameter's. */
  readonly httpName: string;
  /** `httpName` lower case: HTTP GET/POST names are case-insensitive. */
  readonly lowerName: string;
  /** Value when the element is absent: .NET leaves value types at their default, everything else null. */
  readonly absent: unknown;
  /** Whether the value may be null (reference types, nullable and optional value types). */
  readonly nullable: boolean;
  /** Human description of the type for messages: `boolean`, `TrackNumTypes`, `Shipment`, ... */
  readonly typeName: string;
  /**
   * A repeated parameter (an array of a choice, [XmlChoiceIdentifier] on object[], lab choice-parameters): the plan
   * of each of its elements, one item each.
   */
  readonly item?: FieldPlan;
}

/** A SOAP header an operation binds. */
export interface HeaderPlan {
  readonly use: HeaderUse;
  /** Element name (= class name) in the service namespace. */
  readonly element: string;
  readonly tsName: string;
  /** The header's class, as the value codec takes it. */
  readonly type: ValueType;
  /** The client fault a request without it gets, when the header is required: ASMX services' own wording. */
  readonly requiredMessage: string;
}

export interface OperationPlan {
  readonly op: OperationDescriptor;
  /** The operation's name on the wire (its MessageName for an overload): handlers, routes and logs use it. */
  readonly name: string;
  readonly handler: OperationHandler;
  readonly fields: readonly FieldPlan[];
  /** Fields by wire name (SOAP child elements match it exactly). */
  readonly byWireName: ReadonlyMap<string, FieldPlan>;
  /** Fields by lower-case wire name (HTTP GET/POST names match in any case). */
  readonly byLowerName: ReadonlyMap<string, FieldPlan>;
  /** An xs:any parameter ([XmlAnyElement], lab any-parameters): takes every child element no other parameter takes. */
  readonly anyField: FieldPlan | undefined;
  readonly offers: ReadonlySet<CallBinding>;
  /** TypeScript names of the secret fields. */
  readonly secretFields: readonly string[];
  /** [header TypeScript name, field TypeScript name] of the secret fields of the headers it reads. */
  readonly secretHeaderFields: readonly (readonly [string, string])[];
  /** [credential name, TypeScript field name] of the credential fields. */
  readonly credentials: readonly (readonly [string, string])[];
  /** Headers read from the request for the handler (`in` and `inOut`), in declaration order. */
  readonly inHeaders: readonly HeaderPlan[];
  /** Headers written from the handler's outcome (`out` and `inOut`), in declaration order. */
  readonly outHeaders: readonly HeaderPlan[];
  /** The headers written only into a fault's soap:Header (Direction = Fault). */
  readonly faultHeaders: readonly HeaderPlan[];
  /** Out parameters, written after the result. */
  readonly outParams: readonly FieldPlan[];
  /**
   * The handler answers `{ result, <out parameter>..., headers }` rather than the result itself: the
   * operation has out parameters or out headers.
   */
  readonly returnsObject: boolean;
  readonly soap: Readonly<Record<SoapVersion, SoapText>>;
  readonly http: HttpText;
}

/** The fixed text of a SOAP response around its result. */
export interface SoapText {
  /** Envelope start through `<OpResponse xmlns="ns">`. */
  readonly open: string;
  /** `</OpResponse>` through the end of the envelope. */
  readonly close: string;
  /** The whole envelope for a null result: an empty `<OpResponse xmlns="ns" />`. */
  readonly empty: string;
  /** Envelope start through `<soap:Header>`, for a response that carries headers. */
  readonly headerOpen: string;
  /** `</soap:Header><soap:Body><OpResponse xmlns="ns">`. */
  readonly headerClose: string;
  /** `</soap:Header><soap:Body><OpResponse xmlns="ns" />` and the end of the envelope. */
  readonly headerCloseEmpty: string;
}

/** The fixed text of an HTTP GET/POST result document. */
export interface HttpText {
  /** Declaration, line break and the root's start tag: `<string xmlns="ns">`. */
  readonly open: string;
  readonly close: string;
  /** Root element without content: `<string xmlns="ns" />`. */
  readonly empty: string;
  /** The nil document XmlSerializer writes for null (the element empty, no nil, for `httpNullEmpty`). */
  readonly nil: string;
  /** Root start tag of array documents, which XmlSerializer writes with the xsd/xsi declarations. */
  readonly arrayOpen: string;
  readonly arrayEmpty: string;
}

const MARK = "\u0000";
const BODY_START = "<soap:Body>";

function soapText(service: ServiceDescriptor, op: OperationDescriptor, version: SoapVersion): SoapText {
  const whole = envelope(version, MARK);
  const at = whole.indexOf(MARK);
  const before = whole.slice(0, at);
  const after = whole.slice(at + MARK.length);
  const envelopeStart = before.slice(0, before.lastIndexOf(BODY_START));
  if (op.bare) {
    // No wrapper: the result element is the body's own; without one (void, a null result) the body is empty,
    // `<soap:Body />` (lab bare-more: Log.soap11).
    const emptyBody = `<soap:Body />${after.slice(after.indexOf(">") + 1)}`;
    return {
      open: before,
      close: after,
      empty: envelopeStart + emptyBody,
      headerOpen: `${envelopeStart}<soap:Header>`,
      headerClose: `</soap:Header>${BODY_START}`,
      headerCloseEmpty: `</soap:Header>${emptyBody}`,
    };
  }
  const element = op.responseElement;
  const ns = op.responseNamespace ?? op.wrapperNamespace ?? service.namespace;
  const start = `<${element} xmlns="${ns}">`;
  const startEmpty = `<${element} xmlns="${ns}" />`;
  return {
    open: before + start,
    close: `</${element}>${after}`,
    empty: before + startEmpty + after,
    headerOpen: `${envelopeStart}<soap:Header>`,
    headerClose: `</soap:Header>${BODY_START}${start}`,
    headerCloseEmpty: `</soap:Header>${BODY_START}${startEmpty}${after}`,
  };
}

function httpText(service: ServiceDescriptor, op: OperationDescriptor): HttpText {
  const root = op.httpResultElement;
  // A class's root element of its own namespace ([XmlRoot(Namespace)]) is in that one (lab xml-root).
  const ns = op.httpResultNamespace ?? op.resultNamespace ?? service.namespace;
  const head = `${XML_DECLARATION}\n`;
  const declarations = `xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}"`;
  return {
    open: `${head}<${root} xmlns="${ns}">`,
    close: `</${root}>`,
    empty: `${head}<${root} xmlns="${ns}" />`,
    nil: op.httpNullEmpty
      ? `${head}<${root} ${declarations} xmlns="${ns}" />`
      : `${head}<${root} ${declarations} xsi:nil="true" xmlns="${ns}" />`,
    arrayOpen: `${head}<${root} ${declarations} xmlns="${ns}">`,
    arrayEmpty: `${head}<${root} ${declarations} xmlns="${ns}" />`,
  };
}

export function typeNameOf(type: ValueType): string {
  switch (type.kind) {
    case "simple":
      return type.type;
    case "enum":
      return type.name;
    case "array":
      return `array of ${type.itemElement}`;
    case "map":
      return `dictionary of ${type.itemElement}`;
    case "complex":
      return type.name;
    case "dataSet":
      return "DataSet";
    case "dataTable":
      return "DataTable";
    case "xml":
      return type.node;
    case "choice":
      return type.elements.map((e) => (type.identified ? e.element : typeNameOf(e.type))).join(" or ");
    case "object":
      return "object";
    case "serializable":
      return type.name;
  }
}

export function fieldPlan(field: FieldDescriptor, types?: WireTypes): FieldPlan {
  const required = isValueType(field.type) && !field.optional && !field.nillable;
  return {
    field,
    wireName: field.wireName,
    tsName: field.tsName,
    httpName: field.httpName ?? field.wireName,
    lowerName: (field.httpName ?? field.wireName).toLowerCase(),
    // .NET's default of a value type, which a SOAP request gets when it omits the element.
    absent: required ? (defaultValue(field.type, types) ?? null) : null,
    nullable: !required,
    typeName: typeNameOf(field.type),
    ...(field.form === "repeated" && field.type.kind === "array"
      ? { item: fieldPlan({ wireName: field.wireName, tsName: field.tsName, type: field.type.item }, types) }
      : {}),
  };
}

function headerPlan(service: ServiceDescriptor, use: HeaderUse): HeaderPlan {
  const type = service.types?.[use.element];
  if (!type) throw new TypeError(`createAsmxServer: header ${use.element} has no type in ${service.name}'s descriptor`);
  const sample = type.fields.map((f) => `<${f.wireName}>..</${f.wireName}>`).join("");
  return {
    use,
    element: use.element,
    tsName: use.tsName,
    type: { kind: "complex", name: use.element },
    requiredMessage: `${use.element} is required: send <${use.element} xmlns="${service.namespace}">${sample}</${use.element}> in the SOAP header.`,
  };
}

export function planOperation(
  service: ServiceDescriptor,
  op: OperationDescriptor,
  handler: OperationHandler,
): OperationPlan {
  const fields = op.fields.map((f) => fieldPlan(f, service));
  const byWireName = new Map<string, FieldPlan>();
  const byLowerName = new Map<string, FieldPlan>();
  for (const f of fields) {
    // An xs:any parameter ([XmlAnyElement]) takes the elements no other takes, by no name of its own.
    if (f.field.form === "any") continue;
    // A choice's parameter is found by any of its elements.
    const type = f.item?.field.type ?? f.field.type;
    const names = type.kind === "choice" ? type.elements.map((e) => e.element) : [f.wireName];
    for (const name of names) if (!byWireName.has(name)) byWireName.set(name, f);
    if (!byLowerName.has(f.lowerName)) byLowerName.set(f.lowerName, f);
  }
  const headers = (op.headers ?? []).map((use) => headerPlan(service, use));
  const inHeaders = headers.filter((h) => h.use.direction === "in" || h.use.direction === "inOut");
  const outHeaders = headers.filter((h) => h.use.direction === "out" || h.use.direction === "inOut");
  // [SoapHeader(Direction = Fault)]: set on the fault the handler throws, written only in a fault's soap:Header.
  const faultHeaders = headers.filter((h) => h.use.direction === "fault");
  const outParams = (op.outParams ?? []).map((f) => fieldPlan(f, service));
  const secretHeaderFields = inHeaders.flatMap((h) =>
    (service.types?.[h.element]?.fields ?? []).filter((f) => f.secret).map((f) => [h.tsName, f.tsName] as const),
  );
  return {
    op,
    name: op.messageName,
    handler,
    fields,
    byWireName,
    byLowerName,
    anyField: fields.find((f) => f.field.form === "any"),
    offers: new Set(op.bindings),
    secretFields: op.fields.filter((f) => f.secret).map((f) => f.tsName),
    secretHeaderFields,
    credentials: op.fields.filter((f) => f.credential !== undefined).map((f) => [f.credential!, f.tsName] as const),
    inHeaders,
    outHeaders,
    faultHeaders,
    outParams,
    returnsObject:
      outParams.length > 0 || outHeaders.length > 0 || op.unknownHeaders === "out" || op.unknownHeaders === "inOut",
    soap: { "1.1": soapText(service, op, "1.1"), "1.2": soapText(service, op, "1.2") },
    http: httpText(service, op),
  };
}
