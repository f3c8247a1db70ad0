/**
 * Where a response carries an operation's DataSet or DataTable result, for parseXml to hand that element's
 * content to the DataSet event reader instead of building a tree of it (a 1,000-row DataSet is some 20,000
 * elements): `parseXml(body, undefined, resultCapture(service, operation, binding))`.
 *
 * Any choice of element is safe: decodeDataSet gives the same value or error for a captured element as for
 * its tree (property-tested), and an element captured but not read as the result is simply not read. So the
 * test here only has to find the result element of a well-formed response: SOAP `Envelope/Body/{ns}Response/
 * {ns}Result`, HTTP GET/POST the `{ns}Result` root.
 */
import type { OperationDescriptor, ServiceDescriptor } from "../descriptor.js";
import type { BindingKind } from "../protocol.js";
import type { Capture } from "../xml/tree.js";

/** The capture for this operation's responses; undefined when its result is not a DataSet or DataTable. */
export function resultCapture(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  binding: BindingKind,
): Capture | undefined {
  const kind = operation.result?.kind;
  if (kind !== "dataSet" && kind !== "dataTable") return undefined;
  // The DataSet codec the descriptor names; without it the result is read from the tree (and refused there).
  const dataSetContentReader = service.codecs?.dataSet?.contentReader;
  if (dataSetContentReader === undefined) return undefined;
  const ns = service.namespace;
  const result = operation.resultElement;
  const response = operation.responseElement;
  if (binding === "soap11" || binding === "soap12") {
    return (element, ancestors) =>
      ancestors.length === 3 &&
      element.local === result &&
      element.ns === ns &&
      ancestors[2]!.local === response &&
      ancestors[2]!.ns === ns &&
      ancestors[1]!.local === "Body"
        ? dataSetContentReader(element)
        : undefined;
  }
  const root = operation.httpResultElement;
  return (element, ancestors) =>
    ancestors.length === 0 && element.local === root && element.ns === ns ? dataSetContentReader(element) : undefined;
}
