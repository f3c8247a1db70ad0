/**
 * The wire request of one call, built from the descriptor: pure, so fixtures can compare its bytes.
 * SOAP bodies use .NET's one-line framing; HTTP GET and POST send every parameter as text in spec order.
 */
import type { EnumType, FieldDescriptor, OperationDescriptor, ServiceDescriptor } from "../descriptor.js";
import { encodeForm, repeatsOnHttp } from "../form.js";
import { CONTENT_TYPE, type BindingKind, type CallBinding } from "../protocol.js";
import { envelope } from "../soap/envelope.js";
import { writeElementValue } from "../soap/element-values.js";
import { valueText } from "../soap/value-writer.js";
import { ValueFormatError } from "../values.js";
import { RequestEncodeError } from "./errors.js";
import { ownField } from "../own.js";
import { codecOf } from "../soap/codecs.js";

export interface WireRequest {
  readonly method: "GET" | "POST";
  /** Appended to the endpoint URL: "" for SOAP, `/Op` or `/Op?query` for HTTP GET/POST. */
  readonly pathAndQuery: string;
  /** Header names as sent, in order. */
  readonly headers: readonly (readonly [string, string])[];
  readonly body?: string;
}

/** Input values keyed by TypeScript field name. */
export type CallInput = Readonly<Record<string, unknown>>;

/** SOAP header values keyed by the header's TypeScript name (`authHeader`). */
export type CallHeaders = Readonly<Record<string, unknown>>;

export function buildRequest(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  binding: CallBinding,
  input: CallInput,
  soapHeaderValues?: CallHeaders,
  unknownHeaders?: readonly unknown[],
): WireRequest {
  switch (binding) {
    case "soap11":
    case "soap12": {
      // WCF (basicHttpBinding, SOAP 1.1 only): its own framing, to its contract's endpoint address.
      if (operation.wcf) {
        const wcf = codecOf(service.codecs, "wcf");
        return {
          method: "POST",
          pathAndQuery: wcf.path(operation),
          // basicHttpBinding: SOAP 1.1 and SOAPAction; a Soap12 custom binding: the action in the Content-Type.
          headers: soapHeaders(operation, operation.wcf.soap12 ? "soap12" : "soap11"),
          body: wcf.envelope(service, operation, input),
        };
      }
      let content = "";
      let field: FieldDescriptor | undefined;
      // One serializer call writes the body: made-up prefixes are numbered through it.
      const prefixes = { count: 0 };
      try {
        for (field of operation.fields) {
          const value = ownField(input, field.tsName);
          if (field.form === "repeated") {
            // An array of a choice ([XmlChoiceIdentifier], lab choice-parameters): its own codec.
            content += codecOf(service.codecs, "choiceIdentifier").writeRepeated(field, value, service, prefixes);
            continue;
          }
          if (field.form === "any") {
            // [XmlAnyElement] on a parameter (lab any-parameters): its elements directly in the request wrapper.
            const ns = operation.requestNamespace ?? operation.wrapperNamespace ?? service.namespace;
            const type = field.type;
            const kind =
              type.kind === "array" && type.item.kind === "xml" && type.item.node === "XmlNode"
                ? "XmlNode"
                : "XmlElement";
            content += codecOf(service.codecs, "anyWrapper").write(
              type.kind !== "array",
              value,
              ns,
              field.anyElements,
              kind,
            );
            continue;
          }
          content += writeElementValue(field.wireName, field.type, value, {
            // An optional nillable parameter tells absent (undefined) from nil (null).
            nillable: field.nillable === true && !(field.optional && value === undefined),
            // A bare method's parameters are the body's elements, each in the namespace of its binding (lab
            // binding-namespace-types/bare) or its RequestNamespace (lab bare-defaults); a parameter of a class with a root namespace ([XmlRoot(Namespace)])
            // declares that one, bare too (labs xml-root, xml-root-more).
            ...(operation.bare
              ? {
                  xmlns:
                    field.namespace ?? operation.requestNamespace ?? operation.wrapperNamespace ?? service.namespace,
                  elementDepth: 3,
                }
              : field.namespace !== undefined
                ? { xmlns: field.namespace }
                : field.unqualified
                  ? // A class's members stay in the wrapper's namespace (lab parameter-forms: PutBox).
                    {
                      xmlns: "",
                      content: operation.requestNamespace ?? operation.wrapperNamespace ?? service.namespace,
                    }
                  : wrapperScope(operation, service.namespace)),
            service,
            secret: field.secret === true,
            prefixes,
          });
        }
      } catch (error) {
        throw encodeError(operation, field!, error);
      }
      const element = operation.requestElement;
      const ns = operation.requestNamespace ?? operation.wrapperNamespace ?? service.namespace;
      const body = envelope(
        binding === "soap11" ? "1.1" : "1.2",
        operation.bare
          ? content
          : content
            ? `<${element} xmlns="${ns}">${content}</${element}>`
            : `<${element} xmlns="${ns}" />`,
        (soapHeaderValues ? headerBlocks(service, operation, soapHeaderValues) : "") +
          (unknownHeaders?.length ? unknownBlocks(service, operation, binding, unknownHeaders) : ""),
      );
      return { method: "POST", pathAndQuery: "", headers: soapHeaders(operation, binding), body };
    }
    case "httpGet":
    case "httpPost": {
      const pairs: [string, string][] = [];
      let field: FieldDescriptor | undefined;
      try {
        for (field of operation.fields) {
          for (const text of httpTexts(service, field, ownField(input, field.tsName)))
            pairs.push([field.httpName ?? field.wireName, text]);
        }
      } catch (error) {
        throw encodeError(operation, field!, error);
      }
      const form = encodeForm(pairs);
      if (binding === "httpGet") {
        return {
          method: "GET",
          pathAndQuery: form ? `${operation.httpPath}?${form}` : operation.httpPath,
          headers: [],
        };
      }
      return { method: "POST", pathAndQuery: operation.httpPath, headers: FORM_HEADERS, body: form };
    }
    case "json":
      // The ScriptService face (client/json-face.ts), reached through the descriptor as the value codecs are.
      return codecOf(service.codecs, "json").request(service, operation, input);
  }
}

/**
 * The SOAP header blocks a call sends: each header the operation reads (in, inOut) that has a value, as
 * its class's element in the service namespace, without mustUnderstand (as .NET proxies send them).
 */
/** The request wrapper's namespace as the default in scope of its members, where it is not the service's. */
function wrapperScope(operation: OperationDescriptor, serviceNamespace: string): { scope?: string } {
  const ns = operation.requestNamespace ?? operation.wrapperNamespace ?? serviceNamespace;
  return ns === serviceNamespace ? {} : { scope: ns };
}

function headerBlocks(service: ServiceDescriptor, operation: OperationDescriptor, values: CallHeaders): string {
  let blocks = "";
  const prefixes = { count: 0 };
  for (const header of operation.headers ?? []) {
    // Sent only those the service reads: never an out one, nor one it writes into its faults.
    if (header.direction === "out" || header.direction === "fault") continue;
    const value = ownField(values, header.tsName);
    if (value === null || value === undefined) continue;
    try {
      blocks += writeElementValue(header.element, { kind: "complex", name: header.element }, value, {
        nillable: false,
        xmlns: service.namespace,
        service,
        prefixes,
        elementDepth: 3,
      });
    } catch (error) {
      if (error instanceof ValueFormatError)
        throw new RequestEncodeError(operation, error.path ?? header.element, error.reason);
      throw error;
    }
  }
  return blocks;
}

/**
 * The call's own header blocks (`CallOptions.unknownHeaders`), for an operation that reads them (spec
 * `unknownHeaders` in or inOut; any other would ignore them, or fault one marked mustUnderstand): written by their
 * own codec (client/header-blocks.ts), which a descriptor names only where an operation reads them.
 */
function unknownBlocks(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  binding: "soap11" | "soap12",
  blocks: readonly unknown[],
): string {
  if (operation.unknownHeaders !== "in" && operation.unknownHeaders !== "inOut")
    throw new RequestEncodeError(
      operation,
      "unknownHeaders",
      `${operation.messageName} reads no unknown SOAP headers (spec unknownHeaders: in or inOut)`,
    );
  return codecOf(service.codecs, "headerBlocks").write(operation, binding, blocks);
}

/** Shared by every call: frozen, so a transport that edits its request's headers cannot change later calls. */
export function frozenHeaders(pairs: [string, string][]): WireRequest["headers"] {
  for (const pair of pairs) Object.freeze(pair);
  return Object.freeze(pairs);
}

const FORM_HEADERS = frozenHeaders([["Content-Type", CONTENT_TYPE.httpPost]]);

/** SOAP request headers by operation (the same every call; the descriptor is immutable). */
const soapHeaderCache = new WeakMap<OperationDescriptor, Partial<Record<BindingKind, WireRequest["headers"]>>>();

function soapHeaders(operation: OperationDescriptor, binding: "soap11" | "soap12"): WireRequest["headers"] {
  let byBinding = soapHeaderCache.get(operation);
  if (!byBinding) soapHeaderCache.set(operation, (byBinding = {}));
  return (byBinding[binding] ??= frozenHeaders(
    binding === "soap11"
      ? [
          ["Content-Type", CONTENT_TYPE.soap11],
          ["SOAPAction", `"${operation.soapAction}"`],
        ]
      : [["Content-Type", `${CONTENT_TYPE.soap12}; action="${operation.soapAction}"`]],
  ));
}

/**
 * An enum's HTTP parameter text: a [Flags] value as Enum.ToString writes it (`Read, Write`), which ASMX's
 * Enum.Parse reads; the XML form (`Read Write`) is a 500 there (lab xml-type-anonymous-forms, EchoPerms.httpget.*).
 */
function enumText(type: EnumType, value: unknown): string {
  const text = valueText(type, value);
  return type.flags ? text.split(" ").join(", ") : text;
}

/**
 * Texts of one HTTP parameter: one for a scalar (empty for null: ASMX needs every parameter present), one per
 * array item, one per byte of a byte[] (its decimal value, as ASMX reads it).
 */
function httpTexts(service: ServiceDescriptor, field: FieldDescriptor, value: unknown): string[] {
  if (value === null || value === undefined) return repeatsOnHttp(field.type) ? [] : [""];
  switch (field.type.kind) {
    case "simple":
      // A byte[] goes as its bytes' decimal values, a time of day as a whole DateTime, a char as the character: the
      // HTTP document codec.
      if (field.type.type === "base64Binary" || field.type.type === "char" || field.type.dataType === "time")
        return codecOf(service.codecs, "httpDocument").parameterTexts(field.type, value);
      return [valueText(field.type, value, service.codecs)];
    case "enum":
      return [enumText(field.type, value)];
    case "array": {
      if (!Array.isArray(value)) throw new ValueFormatError("an array");
      const item = field.type.item;
      if (item.kind !== "simple" && item.kind !== "enum") throw new ValueFormatError("an array of simple values");
      return (value as unknown[]).map((v) =>
        v === null || v === undefined
          ? ""
          : item.kind === "enum"
            ? enumText(item, v)
            : item.type === "char"
              ? codecOf(service.codecs, "httpDocument").parameterTexts(item, v)[0]!
              : valueText(item, v, service.codecs),
      );
    }
    case "complex":
    case "map":
    case "dataSet":
    case "dataTable":
    case "xml":
    case "choice":
    case "object":
    case "serializable":
      // The model refuses these parameters on HTTP bindings; a hand-made descriptor could still ask.
      throw new ValueFormatError("a binding that can carry XML (SOAP 1.1 or 1.2)");
  }
}

/**
 * A value that cannot be sent, as the error naming its field; any other error as it is. For a secret field
 * the message says what was expected without the detail (a character and its index) that would reveal
 * part of the value.
 */
function encodeError(operation: OperationDescriptor, field: FieldDescriptor, error: unknown): unknown {
  if (error instanceof ValueFormatError) {
    // `path` names the value from the field down (`shipment.Pieces[2].Weight`); the reason leaves out what
    // would reveal a secret value.
    const reason = field.secret ? `expected ${error.expected}` : error.reason;
    return new RequestEncodeError(operation, error.path ?? field.wireName, reason);
  }
  if (error instanceof Error && error.name === "DataSetEncodeError")
    return new RequestEncodeError(operation, field.wireName, error.message);
  return error;
}
