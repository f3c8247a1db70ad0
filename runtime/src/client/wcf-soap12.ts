/**
 * A WCF service's SOAP 1.2 endpoints (a custom binding of textMessageEncoding Soap12, no addressing): the
 * envelope's start and where a SOAP 1.2 fault keeps WCF's code. Only a descriptor with a SOAP 1.2 port names
 * this codec (`codecs: { wcfSoap12: wcfSoap12Codec }`), so a client of SOAP 1.1 endpoints carries none of it.
 */
import { SOAP12_ENVELOPE_NS } from "../protocol.js";
import type { WcfSoap12Codec } from "../soap/codecs.js";
import type { XmlElement } from "../xml/tree.js";

/** The child element of `parent` named `local` in SOAP 1.2's envelope namespace: the first one. */
function childNamed(parent: XmlElement | undefined, local: string): XmlElement | undefined {
  if (!parent) return undefined;
  for (const child of parent.children)
    if (typeof child !== "string" && child.local === local && child.ns === SOAP12_ENVELOPE_NS) return child;
  return undefined;
}

/**
 * A SOAP 1.2 fault's code element (the Subcode's Value where there is one, else the Code's Value) and the
 * elements between it and the fault (Subcode, Code), innermost first: the scopes of its prefix.
 */
export function wcfFaultCode12(fault: XmlElement): readonly [XmlElement | undefined, readonly XmlElement[]] {
  const code = childNamed(fault, "Code");
  const subcode = childNamed(code, "Subcode");
  const subValue = childNamed(subcode, "Value");
  if (subValue) return [subValue, [subcode!, code!]];
  const value = childNamed(code, "Value");
  return [value, value ? [code!] : []];
}

/** The codec a WCF service with a SOAP 1.2 port names. */
export const wcfSoap12Codec: WcfSoap12Codec = {
  open: `<s:Envelope xmlns:s="${SOAP12_ENVELOPE_NS}">`,
  faultCode: wcfFaultCode12,
};
