/**
 * The server's use of the value codec (../soap/values.ts): reading parameters and headers, with failures
 * turned into the faults ASMX answers (`Server was unable to read request. ---> There is an error in XML
 * document (l, c). ---> ...`), never quoting a secret field's value.
 */
import type { ServiceDescriptor } from "../descriptor.js";
import { readStructured } from "../soap/structured.js";
import { isNil, readValueElement } from "../soap/values.js";
import { ValueFormatError } from "../values.js";
import { textOf, type XmlElement } from "../xml/tree.js";
import { RequestError, UNABLE_TO_READ } from "./faults.js";
import { position } from "./headers.js";
import type { FieldPlan, HeaderPlan } from "./plan.js";

/** What the codec needs to know of the service: its namespace and classes. */
export interface WireContext {
  readonly namespace: string;
  readonly service: ServiceDescriptor;
}

export function wireContext(service: ServiceDescriptor): WireContext {
  return { namespace: service.namespace, service };
}

/** Text shown of a value chosen by the caller: bounded, so a fault cannot be made huge. */
function shown(text: string): string {
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/** Reads a parameter element. Throws RequestError. */
export function readParameter(_context: WireContext, field: FieldPlan, element: XmlElement): unknown {
  const at = position(element);
  if (isNil(element)) {
    if (field.nullable) return null;
    throw new RequestError(
      "client",
      `${UNABLE_TO_READ}${at}Element ${field.wireName} is nil, but a ${field.typeName} value is required.`,
    );
  }
  const type = field.field.type;
  try {
    // A DataSet parameter without an inline schema is read as .NET reads it: an empty DataSet.
    if (type.kind === "dataSet" || type.kind === "dataTable") return readStructured(type, element, "empty");
    return readValueElement(element, type, "xml");
  } catch (error) {
    if (error instanceof ValueFormatError) {
      const kind = type.kind;
      const value =
        field.field.secret || (kind !== "simple" && kind !== "enum")
          ? "The value"
          : `The value '${shown(textOf(element))}'`;
      throw new RequestError(
        "client",
        `${UNABLE_TO_READ}${at}${value} of element ${field.wireName} (${field.typeName}) is not valid: expected ${error.expected}.`,
      );
    }
    if (error instanceof Error && /DecodeError$|FormatError$/.test(error.name)) {
      throw new RequestError(
        "client",
        `${UNABLE_TO_READ}${at}Element ${field.wireName} (${field.typeName}) is not valid: ${error.message}`,
      );
    }
    throw error;
  }
}

/** Reads a SOAP header block as its class. Throws RequestError. */
export function readHeaderElement(_context: WireContext, element: XmlElement, header: HeaderPlan): unknown {
  return readValueElement(element, header.type, "xml");
}
