/**
 * Everything about an operation the server needs per request, computed once in createAsmxServer:
 * field lookups by wire name, .NET default values, and the fixed text around every response.
 */
import type { FieldDescriptor, OperationDescriptor, ServiceDescriptor, ValueType } from "../descriptor.js";
import { XSD_NS, XSI_NS, type BindingKind } from "../protocol.js";
import { envelope, XML_DECLARATION, type SoapVersion } from "../soap/envelope.js";
import { SIMPLE_TYPES } from "../simple-types.js";
import type { OperationHandler } from "./types.js";

export interface FieldPlan {
  readonly field: FieldDescriptor;
  readonly wireName: string;
  readonly tsName: string;
  /** For HTTP GET/POST, where names are case-insensitive. */
  readonly lowerName: string;
  /** Value when the element is absent: .NET leaves value types at their default, everything else null. */
  readonly absent: unknown;
  /** Whether xsi:nil is acceptable (the value may be null). */
  readonly nullable: boolean;
  /** Human description of the type for messages: `boolean`, `TrackNumTypes`, ... */
  readonly typeName: string;
}

export interface OperationPlan {
  readonly op: OperationDescriptor;
  readonly handler: OperationHandler;
  readonly fields: readonly FieldPlan[];
  /** Fields by wire name (SOAP child elements match it exactly). */
  readonly byWireName: ReadonlyMap<string, FieldPlan>;
  /** Fields by lower-case wire name (HTTP GET/POST names match in any case). */
  readonly byLowerName: ReadonlyMap<string, FieldPlan>;
  readonly offers: ReadonlySet<BindingKind>;
  /** TypeScript names of the secret fields. */
  readonly secretFields: readonly string[];
  /** [credential name, TypeScript field name] of the credential fields. */
  readonly credentials: readonly (readonly [string, string])[];
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
}

/** The fixed text of an HTTP GET/POST result document. */
export interface HttpText {
  /** Declaration, line break and the root's start tag: `<string xmlns="ns">`. */
  readonly open: string;
  readonly close: string;
  /** Root element without content: `<string xmlns="ns" />`. */
  readonly empty: string;
  /** The nil document XmlSerializer writes for null. */
  readonly nil: string;
  /** Root start tag of array documents, which XmlSerializer writes with the xsd/xsi declarations. */
  readonly arrayOpen: string;
  readonly arrayEmpty: string;
}

const MARK = "\u0000";

function soapText(service: ServiceDescriptor, op: OperationDescriptor, version: SoapVersion): SoapText {
  const whole = envelope(version, MARK);
  const at = whole.indexOf(MARK);
  const before = whole.slice(0, at);
  const after = whole.slice(at + MARK.length);
  const element = op.responseElement;
  return {
    open: `${before}<${element} xmlns="${service.namespace}">`,
    close: `</${element}>${after}`,
    empty: `${before}<${element} xmlns="${service.namespace}" />${after}`,
  };
}

function httpText(service: ServiceDescriptor, op: OperationDescriptor): HttpText {
  const root = op.httpResultElement;
  const ns = service.namespace;
  const head = `${XML_DECLARATION}\n`;
  const declarations = `xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}"`;
  return {
    open: `${head}<${root} xmlns="${ns}">`,
    close: `</${root}>`,
    empty: `${head}<${root} xmlns="${ns}" />`,
    nil: `${head}<${root} ${declarations} xsi:nil="true" xmlns="${ns}" />`,
    arrayOpen: `${head}<${root} ${declarations} xmlns="${ns}">`,
    arrayEmpty: `${head}<${root} ${declarations} xmlns="${ns}" />`,
  };
}

/** .NET's default of a value type, which a SOAP request gets when it omits the element. */
function defaultOf(type: ValueType): unknown {
  switch (type.kind) {
    case "enum":
      return type.values[0] ?? null;
    case "simple":
      switch (type.type) {
        case "boolean":
          return false;
        case "long":
        case "unsignedLong":
          return 0n;
        case "decimal":
          return "0";
        case "dateTime":
          return "0001-01-01T00:00:00";
        case "guid":
          return "00000000-0000-0000-0000-000000000000";
        case "string":
        case "base64Binary":
          return null;
        default:
          return 0;
      }
    default:
      return null;
  }
}

function typeNameOf(type: ValueType): string {
  switch (type.kind) {
    case "simple":
      return type.type;
    case "enum":
      return type.name;
    case "array":
      return `array of ${type.itemElement}`;
    case "dataSet":
      return "DataSet";
    case "dataTable":
      return "DataTable";
  }
}

function isValueType(type: ValueType): boolean {
  return type.kind === "enum" || (type.kind === "simple" && SIMPLE_TYPES[type.type].valueType);
}

function fieldPlan(field: FieldDescriptor): FieldPlan {
  const valueType = isValueType(field.type);
  const required = valueType && !field.optional && !field.nillable;
  return {
    field,
    wireName: field.wireName,
    tsName: field.tsName,
    lowerName: field.wireName.toLowerCase(),
    absent: required ? defaultOf(field.type) : null,
    nullable: !required,
    typeName: typeNameOf(field.type),
  };
}

export function planOperation(
  service: ServiceDescriptor,
  op: OperationDescriptor,
  handler: OperationHandler,
): OperationPlan {
  const fields = op.fields.map(fieldPlan);
  const byWireName = new Map<string, FieldPlan>();
  const byLowerName = new Map<string, FieldPlan>();
  for (const f of fields) {
    if (!byWireName.has(f.wireName)) byWireName.set(f.wireName, f);
    if (!byLowerName.has(f.lowerName)) byLowerName.set(f.lowerName, f);
  }
  return {
    op,
    handler,
    fields,
    byWireName,
    byLowerName,
    offers: new Set(op.bindings),
    secretFields: op.fields.filter((f) => f.secret).map((f) => f.tsName),
    credentials: op.fields.filter((f) => f.credential !== undefined).map((f) => [f.credential!, f.tsName] as const),
    soap: { "1.1": soapText(service, op, "1.1"), "1.2": soapText(service, op, "1.2") },
    http: httpText(service, op),
  };
}
