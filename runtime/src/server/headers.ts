/**
 * SOAP header blocks of a request, the way ASMX handles them: every block's mustUnderstand attribute must
 * be a boolean (`0 1 true false`, else the request is unreadable); the headers the operation binds for
 * input are decoded for the handler (element name and service namespace must match; the first of a repeat
 * wins); any other block addressed to this node with mustUnderstand set is not understood. A header class
 * the service knows but this operation does not bind counts as unknown, as in ASMX.
 */
import type { SoapVersion } from "../soap/envelope.js";
import { envelopeNamespace } from "../soap/envelope.js";
import { attributeOf, type XmlElement } from "../xml/tree.js";
import { RequestError, UNABLE_TO_READ } from "./faults.js";
import type { HeaderPlan, OperationPlan } from "./plan.js";
import { setField } from "../own.js";
import { shownText } from "../text/shown.js";
import { readsUnknownHeaders, unknownHeaderOf, type UnknownHeader } from "./unknown-headers.js";

const SOAP11_NEXT = "http://schemas.xmlsoap.org/soap/actor/next";
const SOAP12_NEXT = "http://www.w3.org/2003/05/soap-envelope/role/next";
const SOAP12_ULTIMATE = "http://www.w3.org/2003/05/soap-envelope/role/ultimateReceiver";

export interface RequestHeaders {
  /** Decoded headers by TypeScript name; undefined when the operation reads none or none came. */
  readonly values: Record<string, unknown> | undefined;
  /** The first block addressed to this node with mustUnderstand set that the operation does not bind. */
  readonly notUnderstood: XmlElement | undefined;
  /**
   * An operation with a SoapUnknownHeader[] for input (`unknownHeaders` in or inOut): every block it does not bind,
   * for the handler to mark (then no block is `notUnderstood` before it runs); an empty list when none came.
   */
  readonly unknown?: UnknownHeader[] | undefined;
}

/** Decodes one header block as its class; throws RequestError naming the place of a bad value. */
export type HeaderDecoder = (element: XmlElement, header: HeaderPlan) => unknown;

const NONE: RequestHeaders = { values: undefined, notUnderstood: undefined };

/** Where an element starts, as XmlSerializer's messages say it. */
export function position(element: XmlElement): string {
  return `There is an error in XML document (${element.line}, ${element.column + 1}). ---> `;
}

function mustUnderstand(block: XmlElement, version: SoapVersion): boolean {
  const raw = attributeOf(block, envelopeNamespace(version), "mustUnderstand");
  if (raw === undefined) return false;
  const value = raw.trim();
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  throw new RequestError(
    "client",
    `${UNABLE_TO_READ}${position(block)}'${shown}' is not a valid value for the mustUnderstand attribute of SOAP header ${shownText(block.local)}. Valid values are '0', '1', 'true', and 'false'.`,
  );
}

function addressedHere(block: XmlElement, version: SoapVersion): boolean {
  const ns = envelopeNamespace(version);
  if (version === "1.1") {
    const actor = attributeOf(block, ns, "actor");
    return actor === undefined || actor === SOAP11_NEXT;
  }
  const role = attributeOf(block, ns, "role");
  return role === undefined || role === SOAP12_NEXT || role === SOAP12_ULTIMATE;
}

/** Reads the request's header blocks for an operation. Throws RequestError. */
export function readRequestHeaders(
  plan: OperationPlan,
  header: XmlElement | undefined,
  version: SoapVersion,
  namespace: string,
  decode: HeaderDecoder,
): RequestHeaders {
  // SoapUnknownHeader[] for input: the handler sees (and decides on) every block the operation does not bind.
  const unknown: UnknownHeader[] | undefined = readsUnknownHeaders(plan) ? [] : undefined;
  if (!header) return unknown ? { ...NONE, unknown } : NONE;
  let values: Record<string, unknown> | undefined;
  let notUnderstood: XmlElement | undefined;
  for (const block of header.children) {
    if (typeof block === "string") continue;
    const must = mustUnderstand(block, version);
    const bound = block.ns === namespace ? plan.inHeaders.find((h) => h.element === block.local) : undefined;
    if (bound) {
      values ??= {};
      if (!Object.hasOwn(values, bound.tsName)) setField(values, bound.tsName, decode(block, bound));
    } else if (unknown) {
      unknown.push(unknownHeaderOf(block, must && addressedHere(block, version)));
    } else if (must && !notUnderstood && addressedHere(block, version)) {
      notUnderstood = block;
    }
  }
  if (unknown) return { values, notUnderstood, unknown };
  return values || notUnderstood ? { values, notUnderstood } : NONE;
}
