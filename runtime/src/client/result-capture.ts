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
import type { Capture, ContentReader, XmlElement } from "../xml/tree.js";

/**
 * The capture for this operation's responses; undefined when its result is not a DataSet, a DataTable, a
 * class or an array.
 */
export function resultCapture(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  binding: BindingKind,
): Capture | undefined {
  // HTTP GET/POST documents carry a result of another data type by the .NET type's default mapping.
  const type =
    binding === "httpGet" || binding === "httpPost" ? (operation.httpResult ?? operation.result) : operation.result;
  if (type === undefined) return undefined;
  // [return: XmlAnyElement] over SOAP: no result element; its elements are read from the tree (the anyWrapper codec's, soap/any-wrapper.ts).
  if (operation.resultAny && binding !== "httpGet" && binding !== "httpPost") return undefined;
  if (type.kind !== "dataSet" && type.kind !== "dataTable") {
    // A class or an array is read from events as response.ts reads it: readElementValue(element, type, "xml", { service }).
    // The event reader is a codec: a descriptor without it (DataContractSerializer's) has its results read from the tree.
    const events = service.codecs?.valueEvents;
    const context = { service, rules: "xml" as const };
    if (events === undefined || !events.reads(context, type)) return undefined;
    return resultElementCapture(service, operation, binding, (element) =>
      events.contentReader(context, element, type, true, false),
    );
  }
  // The DataSet codec the descriptor names; without it the result is read from the tree (and refused there).
  const dataSetContentReader = service.codecs?.dataSet?.contentReader;
  if (dataSetContentReader === undefined) return undefined;
  return resultElementCapture(service, operation, binding, dataSetContentReader);
}

function resultElementCapture(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  binding: BindingKind,
  reader: (element: XmlElement) => ContentReader,
): Capture {
  const ns = service.namespace;
  // A class's root element of its own namespace ([XmlRoot(Namespace)]) is in that one (lab xml-root).
  const resultNs = operation.resultNamespace ?? ns;
  const result = operation.resultElement;
  const response = operation.responseElement;
  if (binding === "soap11" || binding === "soap12") {
    return (element, ancestors) =>
      ancestors.length === 3 &&
      element.local === result &&
      element.ns === resultNs &&
      ancestors[2]!.local === response &&
      ancestors[2]!.ns === ns &&
      ancestors[1]!.local === "Body"
        ? reader(element)
        : undefined;
  }
  const root = operation.httpResultElement;
  const rootNs = operation.httpResultNamespace ?? resultNs;
  return (element, ancestors) =>
    ancestors.length === 0 && element.local === root && element.ns === rootNs ? reader(element) : undefined;
}
