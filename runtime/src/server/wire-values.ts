/**
 * The server's use of the value codec (../soap/values.ts): reading parameters and headers, with failures
 * turned into the faults ASMX answers (`Server was unable to read request. ---> There is an error in XML
 * document (l, c). ---> ...`), never quoting a secret field's value.
 */
import type { ServiceDescriptor } from "../descriptor.js";
import { readStructured } from "../soap/structured.js";
import { isNil, readValueElement } from "../soap/values.js";
import { ValueFormatError, type ValuePosition } from "../values.js";
import { textOf, type XmlElement } from "../xml/tree.js";
import { quotedValue, RequestError, UNABLE_TO_READ } from "./faults.js";
import { position } from "./headers.js";
import type { FieldPlan, HeaderPlan } from "./plan.js";

/** What the codec needs to know of the service: its namespace and classes. */
export interface WireContext {
  readonly namespace: string;
  readonly service: ServiceDescriptor;
  /** WCF, DataContractSerializer: the operation's [ServiceKnownType]s (`WcfOperationDescriptor.known`). */
  readonly known?: readonly string[];
}

export function wireContext(service: ServiceDescriptor): WireContext {
  return { namespace: service.namespace, service };
}

/** Reads a parameter element. Throws RequestError. */
export function readParameter(context: WireContext, field: FieldPlan, element: XmlElement, content?: string): unknown {
  const at = position(element);
  const type = field.field.type;
  // Classes, arrays, choices, XML nodes and objects: the codec reads nil as XmlSerializer does (an abstract class refuses it).
  if (
    type.kind === "complex" ||
    type.kind === "array" ||
    type.kind === "xml" ||
    type.kind === "choice" ||
    type.kind === "object" ||
    type.kind === "serializable"
  )
    return readCodecValue(context, field, element, at, content);
  if (isNil(element)) {
    if (field.nullable) return null;
    throw new RequestError(
      "client",
      `${UNABLE_TO_READ}${at}Element ${field.wireName} is nil, but a ${field.typeName} value is required.`,
    );
  }
  try {
    // A DataSet parameter without an inline schema is read as .NET reads it: an empty DataSet. A typed one
    // .NET reads with its own schema, which this runtime does not: its rows are refused, not dropped.
    if (type.kind === "dataSet" || type.kind === "dataTable") {
      return readStructured(
        type,
        element,
        type.kind === "dataSet" && type.typedNamespace !== undefined ? "error" : "empty",
      );
    }
    return readValueElement(element, type, "xml");
  } catch (error) {
    if (error instanceof ValueFormatError) {
      const kind = type.kind;
      // quotedValue bounds the text and never quotes a secret field's value.
      const quoted =
        kind === "simple" || kind === "enum" ? quotedValue(field.field.secret === true, textOf(element)) : undefined;
      const value = quoted ? `The value ${quoted}` : "The value";
      // Content XML cannot hold there (a comment inside the text, lab text-comments) is an XmlException: an empty 400.
      throw new RequestError(
        "client",
        `${UNABLE_TO_READ}${at}${value} of element ${field.wireName} (${field.typeName}) is not valid: expected ${error.expected}.`,
        { unreadable: error.xmlException },
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

/** Where a value the codec refused is, as ASMX's message says it (columns counted from 1). */
function documentPosition(where: ValuePosition): string {
  return `There is an error in XML document (${where.line}, ${where.column + 1}). ---> `;
}

/** A class, array or XML node parameter through the value codec; its faults name the path of the bad value. */
function readCodecValue(
  context: WireContext,
  field: FieldPlan,
  element: XmlElement,
  at: string,
  content: string | undefined,
): unknown {
  try {
    return readValueElement(element, field.field.type, "xml", {
      service: context.service,
      ...(content !== undefined ? { content } : {}),
      path: field.wireName,
      nillable: field.field.nillable === true,
      secret: field.field.secret === true,
    });
  } catch (error) {
    if (error instanceof ValueFormatError) {
      const where = error.position ? documentPosition(error.position) : at;
      throw new RequestError("client", `${UNABLE_TO_READ}${where}${error.path ?? field.wireName}: ${error.reason}.`, {
        unreadable: error.xmlException,
      });
    }
    throw error;
  }
}

/** Reads a SOAP header block as its class. Throws RequestError. */
export function readHeaderElement(context: WireContext, element: XmlElement, header: HeaderPlan): unknown {
  try {
    return readValueElement(element, header.type, "xml", { service: context.service, path: header.element });
  } catch (error) {
    if (error instanceof ValueFormatError) {
      throw new RequestError(
        "client",
        `${UNABLE_TO_READ}${position(element)}${error.path ?? header.element}: ${error.reason}.`,
        {
          unreadable: error.xmlException,
        },
      );
    }
    throw error;
  }
}
