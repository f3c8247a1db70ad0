/**
 * `SoapUnknownHeader[]` bound by `[SoapHeader]` (descriptor `unknownHeaders`), as ASMX handles it (lab unknown-echo,
 * header-fault's Seen): the method receives every header block it does not bind, as it came; it marks those it
 * understood (`didUnderstand`), and a block addressed to this node with mustUnderstand set that it left unmarked is
 * a MustUnderstand fault once it has run. With Direction InOut or Out, the blocks the handler returns
 * (`unknownHeaders` of its outcome) are written into the response's soap:Header as they are, a true mustUnderstand
 * attribute spelled "1" (SoapUnknownHeader.Element sets it so: Echo.soap12 sent "true" and got "1" back).
 */
import { readXmlElement, type XmlElementValue } from "../soap/xml-node.js";
import type { XmlElement } from "../xml/tree.js";

/** One header block the operation does not bind (.NET's SoapUnknownHeader). */
export class UnknownHeader {
  /** The block as it came (or as the handler made it): its name, namespace, attributes and content. */
  readonly element: XmlElementValue;
  /** The block is marked mustUnderstand ("1" or "true") and addressed to this node (no other actor or role). */
  readonly mustUnderstand: boolean;
  /** Set it when the handler understood the block: one it must understand and leaves unmarked faults the call. */
  didUnderstand = false;
  constructor(element: XmlElementValue, mustUnderstand = false) {
    this.element = element;
    this.mustUnderstand = mustUnderstand;
  }
}

/** A SoapUnknownHeader[] bound In or InOut: the handler reads the blocks the operation does not bind. */
export function readsUnknownHeaders(plan: { readonly op: { readonly unknownHeaders?: string } }): boolean {
  return plan.op.unknownHeaders === "in" || plan.op.unknownHeaders === "inOut";
}

/** The unknown blocks of a request, for the handler: `mustUnderstand` as headers.ts decided it for the block. */
export function unknownHeaderOf(block: XmlElement, mustUnderstand: boolean): UnknownHeader {
  return new UnknownHeader(readXmlElement(block), mustUnderstand);
}

/** The first block the handler had to understand and did not: its call then ends in a MustUnderstand fault. */
export function notUnderstood(headers: readonly unknown[]): UnknownHeader | undefined {
  for (const h of headers) if (h instanceof UnknownHeader && h.mustUnderstand && !h.didUnderstand) return h;
  return undefined;
}
