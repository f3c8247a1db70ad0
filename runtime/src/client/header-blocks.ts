/**
 * The client's side of two rarer ASMX header forms, a descriptor codec of its own (`headerBlocksCodec`) so that
 * clients of services without them do not carry it: `SoapUnknownHeader[]` bound by `[SoapHeader]` (spec
 * `unknownHeaders`: the call's own blocks sent as they are, the response's other blocks read back; lab
 * unknown-echo) and `[SoapHeader(Direction = Fault)]` (spec header direction `fault`: the headers a fault
 * carries, typed by the generated `is<Operation>Fault` guard; lab header-fault).
 */
import type { OperationDescriptor, ServiceDescriptor } from "../descriptor.js";
import type { HeaderBlocksCodec } from "../soap/codecs.js";
import { readElementValue } from "../soap/element-values.js";
import { readXmlElement, writeHeaderBlocks, type XmlElementValue } from "../soap/xml-node.js";
import { ValueFormatError } from "../values.js";
import { childElements, type XmlElement } from "../xml/tree.js";
import { setField } from "../own.js";
import { RequestEncodeError } from "./errors.js";

/**
 * The call's own header blocks (`CallOptions.unknownHeaders`) as they are, for an operation that reads them
 * (request.ts checks that). A block XML cannot carry is refused naming `unknownHeaders`.
 */
function write(operation: OperationDescriptor, binding: "soap11" | "soap12", blocks: readonly unknown[]): string {
  try {
    return writeHeaderBlocks(binding === "soap11" ? "1.1" : "1.2", blocks);
  } catch (error) {
    if (error instanceof ValueFormatError) throw new RequestEncodeError(operation, "unknownHeaders", error.reason);
    throw error;
  }
}

/**
 * A SoapUnknownHeader[] bound Out or InOut (lab unknown-echo: Echo.two, Emit.two): every block of the response's
 * soap:Header but the operation's own out headers, as it came.
 */
function read(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  header: XmlElement | undefined,
): XmlElementValue[] {
  const known = (operation.headers ?? []).filter((h) => h.direction === "out" || h.direction === "inOut");
  return (header ? childElements(header) : [])
    .filter((e) => !(e.ns === service.namespace && known.some((h) => h.element === e.local)))
    .map((e) => readXmlElement(e));
}

/**
 * The operation's fault headers ([SoapHeader(Direction = Fault)]) in the fault's soap:Header, as ASMX writes the
 * ones the method set before it threw (lab header-fault: Work.fault, Work.fault12): undefined when the operation
 * binds none. One that cannot be read as its class is left out, as a detail that cannot be read is: the fault
 * itself still reaches the caller.
 */
function fault(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  header: XmlElement | undefined,
): Record<string, unknown> | undefined {
  const uses = (operation.headers ?? []).filter((h) => h.direction === "fault");
  if (uses.length === 0) return undefined;
  const headers: Record<string, unknown> = {};
  const blocks = header ? childElements(header) : [];
  for (const use of uses) {
    const element = blocks.find((e) => e.local === use.element && e.ns === service.namespace);
    if (!element) continue;
    try {
      setField(
        headers,
        use.tsName,
        readElementValue(element, { kind: "complex", name: use.element }, "xml", { service }),
      );
    } catch {
      // Unreadable: left out (see above).
    }
  }
  return headers;
}

/** The codec a descriptor names when an operation binds either form (`codecs: { headerBlocks: headerBlocksCodec }`). */
export const headerBlocksCodec: HeaderBlocksCodec = { write, read, fault };
