/**
 * A handler's outcome as the response body: the SOAP envelope (one line, as ASMX writes it: out headers in
 * `soap:Header` when set, then the result and the out parameters inside the response wrapper) or the HTTP
 * GET/POST document (declaration, line break, root element in the service namespace; arrays and DataSets
 * indented as XmlSerializer and DataSet.WriteXml lay them out); and the detail of a fault a handler threw.
 * Throws ValueFormatError (or the DataSet codec's error) when a value does not fit its type.
 */
import { valueText, writeValueDocument, writeValueElement, type PrefixCounter } from "../soap/values.js";
import {
  isStructuredValue,
  writeStructuredSteps,
  type StructuredLayout,
  type StructuredType,
} from "../soap/structured.js";
import { XML_DECLARATION, type SoapVersion } from "../soap/envelope.js";
import { STEP_CHARS, TextChunks, type SteppedText } from "../text/chunks.js";
import { isReferenceItem, ValueFormatError } from "../values.js";
import { httpDocumentValue } from "../http-document.js";
import { escapeAttribute, escapeText } from "../xml/escape.js";
import type { ClientFault, FaultHeaderValues, FaultParts, ServerFault } from "./faults.js";
import type { FieldPlan, HeaderPlan, OperationPlan } from "./plan.js";
import type { WireContext } from "./wire-values.js";
import { ownField } from "../own.js";
import { codecsFor } from "../soap/all-codecs.js";
import { codecOf } from "../soap/codecs.js";
import { writeElementInto } from "../soap/value-writer.js";
import { SCOPE_NAMES } from "../soap/made-up-prefix.js";
import { writeHeaderBlocks } from "../soap/xml-node.js";
import { httpObjectNumber } from "../soap/object-value.js";
import type { ValueType } from "../descriptor.js";

/** What a handler of an operation with out parameters or out headers returns. */
interface OutcomeObject {
  readonly result?: unknown;
  readonly headers?: Readonly<Record<string, unknown>> | null;
  /** SoapUnknownHeader[] bound Out or InOut: header blocks (XmlElementValue) written after the operation's own. */
  readonly unknownHeaders?: unknown;
  readonly [outParameter: string]: unknown;
}

/** A SoapUnknownHeader[] bound Out or InOut: the handler's outcome carries `unknownHeaders`. */
export function writesUnknownHeaders(plan: OperationPlan): boolean {
  return plan.op.unknownHeaders === "out" || plan.op.unknownHeaders === "inOut";
}

function outcomeObject(plan: OperationPlan, value: unknown): OutcomeObject {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const parts = [
      ...(plan.op.result ? ["result"] : []),
      ...plan.outParams.map((p) => p.tsName),
      ...(plan.outHeaders.length ? ["headers"] : []),
      ...(writesUnknownHeaders(plan) ? ["unknownHeaders"] : []),
    ];
    throw new ValueFormatError(`an object { ${parts.join(", ")} } (${plan.name} has out parameters or out headers)`);
  }
  return value as OutcomeObject;
}

function headerValues(plan: OperationPlan, outcome: OutcomeObject): Readonly<Record<string, unknown>> | undefined {
  const headers = outcome.headers;
  if (headers === undefined || headers === null) return undefined;
  if (typeof headers !== "object") {
    throw new ValueFormatError(`headers as an object { ${plan.outHeaders.map((h) => h.tsName).join(", ")} }`);
  }
  return headers;
}

function writeHeader(codec: WireContext, header: HeaderPlan, value: unknown, prefixes: PrefixCounter): string {
  return writeValueElement(header.element, header.type, value, {
    nillable: false,
    xmlns: codec.namespace,
    service: codec.service,
    prefixes,
    elementDepth: 3,
  });
}

/**
 * [XmlChoiceIdentifier] on a result or out parameter: XmlSerializer writes the element its identifier (an out
 * parameter) names and fails when the value is not of that element's type (lab choice-results: Get.soap11.mismatch,
 * a server fault). Here the value names its element: the identifier must name the same one (each item's, in order,
 * for an array).
 */
function checkChoiceIdentifiers(plan: OperationPlan, outcome: OutcomeObject): void {
  const check = (name: string, value: unknown, identifier: string): void => {
    if (value === null || value === undefined) return;
    const named = ownField(outcome, identifier);
    const elements = Array.isArray(value) ? value : [value];
    const identifiers: unknown = Array.isArray(value) ? named : [named];
    elements.forEach((item, i) => {
      const element = item !== null && typeof item === "object" ? (item as { $element?: unknown }).$element : undefined;
      const given = Array.isArray(identifiers) ? (identifiers[i] as unknown) : undefined;
      if (element !== undefined && given !== element) {
        const at = Array.isArray(value) ? `${identifier}[${i}]` : identifier;
        throw new ValueFormatError(
          `${at} to name the element of ${Array.isArray(value) ? `${name}[${i}]` : name}, ${String(element)}`,
          `it is ${given === undefined ? "missing" : String(given)}, as XmlSerializer writes the element the identifier names`,
        );
      }
    });
  };
  const result = plan.op.resultChoice;
  if (result?.identifier !== undefined) check("result", outcome.result, result.identifier);
  for (const field of plan.outParams) {
    if (field.field.choiceIdentifier !== undefined)
      check(field.tsName, ownField(outcome, field.tsName), field.field.choiceIdentifier);
  }
}

/**
 * A repeated choice (an array of one, [XmlChoiceIdentifier] on object[]) as a result or out parameter: one element
 * per item, each the one it names, in the array's order; nothing when null (labs choice-results: GetMany,
 * choice-out-repeated: OutMany).
 */
function writeRepeatedChoice(
  codec: WireContext,
  name: string,
  item: ValueType,
  value: unknown,
  path: string,
  prefixes: PrefixCounter,
  skipNull = false,
): string {
  if (value === null || value === undefined) return "";
  if (!Array.isArray(value)) throw new ValueFormatError("an array", undefined, { path });
  let content = "";
  for (let i = 0; i < value.length; i++) {
    const entry: unknown = value[i];
    // A choice of classes alone writes nothing for a null item (lab choice-classes-result: PickMany).
    if ((entry === null || entry === undefined) && skipNull) continue;
    if (entry === null || entry === undefined) {
      throw new ValueFormatError("an array without null items (a choice names its items by their element)", undefined, {
        path: `${path}[${i}]`,
      });
    }
    content += writeValueElement(name, item, entry, {
      nillable: false,
      service: codec.service,
      prefixes,
      path: `${path}[${i}]`,
    });
  }
  return content;
}

function writeOutParameter(
  codec: WireContext,
  plan: OperationPlan,
  field: FieldPlan,
  value: unknown,
  prefixes: PrefixCounter,
): string {
  if ((value === null || value === undefined) && !field.nullable) {
    throw new ValueFormatError(`a value for out parameter ${field.tsName} (a ${field.typeName}, never null)`);
  }
  // A repeated choice out parameter: its items' elements in the response wrapper, no element of its own (lab
  // choice-out-repeated). Bare methods have none (refused by the model).
  if (field.field.form === "repeated" && field.field.type.kind === "array") {
    return writeRepeatedChoice(codec, field.wireName, field.field.type.item, value, field.tsName, prefixes);
  }
  return writeValueElement(field.wireName, field.field.type, value, {
    nillable: field.field.nillable === true,
    service: codec.service,
    secret: field.field.secret === true,
    prefixes,
    // A bare method's out parameter is the body's own element, in the namespace of its binding (lab bare-more,
    // binding-namespace-types/bare) or its ResponseNamespace (lab bare-defaults); one of a class with a root
    // namespace is its root element, declaring that one (lab xml-root-more).
    // An unqualified one is in no namespace, its class's members in the response wrapper's (lab parameter-forms).
    ...(plan.op.bare
      ? { xmlns: responseNamespace(codec, plan), elementDepth: 3 }
      : field.field.namespace !== undefined
        ? { xmlns: field.field.namespace }
        : field.field.unqualified
          ? { xmlns: "", content: responseNamespace(codec, plan) }
          : responseScope(codec, plan)),
  });
}

/** The response wrapper's namespace as the default in scope of its members, where it is not the service's. */
function responseScope(codec: WireContext, plan: OperationPlan): { scope?: string } {
  const ns = responseNamespace(codec, plan);
  return ns === codec.service.namespace ? {} : { scope: ns };
}

/** The namespace of the response wrapper's members: its ResponseNamespace, its binding's or the service's. */
function responseNamespace(codec: WireContext, plan: OperationPlan): string {
  return plan.op.responseNamespace ?? plan.op.wrapperNamespace ?? codec.service.namespace;
}

function writeResult(
  codec: WireContext,
  plan: OperationPlan,
  value: unknown,
  prefixes: PrefixCounter = { count: 0 },
): string {
  const type = plan.op.result;
  // [return: XmlAnyElement] (lab any-parameters): the elements as they are, directly in the response wrapper.
  if (type !== undefined && plan.op.resultAny) {
    const ns = plan.op.responseNamespace ?? plan.op.wrapperNamespace ?? codec.service.namespace;
    return codecOf(codecsFor(codec.service), "anyWrapper").write(
      type.kind !== "array",
      value,
      ns,
      plan.op.resultAnyElements,
      type.kind === "array" && type.item.kind === "xml" && type.item.node === "XmlNode" ? "XmlNode" : "XmlElement",
    );
  }
  const name = plan.op.resultElement;
  // A bare method's result element is the body's own, in the namespace of its binding (lab
  // binding-namespace-types/bare) or its ResponseNamespace (lab bare-defaults); a class's root element of its own namespace ([XmlRoot(ElementName, Namespace)])
  // declares that one, bare too (labs xml-root, xml-root-more).
  // [return: XmlElement(Form = Unqualified)]: in no namespace, a class's members in the wrapper's (lab parameter-forms).
  const xmlns = plan.op.bare
    ? (plan.op.resultNamespace ?? responseNamespace(codec, plan))
    : plan.op.resultUnqualified
      ? ""
      : plan.op.resultNamespace;
  const start = xmlns === undefined ? name : `${name} xmlns="${escapeAttribute(xmlns)}"`;
  if (type !== undefined && plan.op.resultNillable && (value === null || value === undefined)) {
    // XmlSerializer writes xsi:nil before the namespace declaration (lab bare-more: Half.soap11.nil).
    return xmlns === undefined
      ? `<${name} xsi:nil="true" />`
      : `<${name} xsi:nil="true" xmlns="${escapeAttribute(xmlns)}" />`;
  }
  if (type === undefined || value === null || value === undefined) return "";
  if (plan.op.resultChoice?.repeated && type.kind === "array") {
    // A repeated choice result: one element per item, each the one it names (lab choice-results: GetMany).
    return writeRepeatedChoice(
      codec,
      name,
      type.item,
      value,
      "result",
      prefixes,
      plan.op.resultChoice.identifier === undefined,
    );
  }
  // A QName's prefix is declared on its element: the value writer's (value-writer.ts).
  if ((type.kind === "simple" && type.type !== "QName") || type.kind === "enum") {
    const content = escapeText(valueText(type, value, codecsFor(codec.service)));
    // XmlSerializer writes an empty string as an empty element, and hexBinary raw: an empty one keeps its end
    // tag (lab data-type-results: Hex.soap11.empty).
    return content || (type.kind === "simple" && type.dataType === "hexBinary")
      ? `<${start}>${content}</${name}>`
      : `<${start} />`;
  }
  return writeValueElement(name, type, value, {
    nillable: false,
    service: codec.service,
    prefixes,
    ...(xmlns !== undefined ? { xmlns } : responseScope(codec, plan)),
    ...(plan.op.resultUnqualified ? { content: responseNamespace(codec, plan) } : {}),
    ...(plan.op.bare ? { elementDepth: 3 } : {}),
  });
}

/**
 * A DataSet or DataTable result as `open` + its element + `close`, written in steps into chunks: such a
 * result can be megabytes, which are then encoded chunk by chunk instead of from one joined string, and
 * may be sent while the rest is written (see respond()). The value's type is checked here.
 */
function structuredBody(
  open: string,
  element: string | undefined,
  type: StructuredType,
  value: unknown,
  layout: StructuredLayout,
  close: string,
): SteppedText {
  const out = new TextChunks();
  const content = writeStructuredSteps(out, type, value, layout, STEP_CHARS);
  return {
    out,
    steps: enclosed(
      out,
      element === undefined ? open : `${open}<${element}>`,
      content,
      element === undefined ? close : `</${element}>${close}`,
    ),
  };
}

function* enclosed(
  out: TextChunks,
  start: string,
  content: Generator<void, void, void>,
  end: string,
): Generator<void, void, void> {
  out.add(start);
  yield* content;
  out.add(end);
}

export function soapResultBody(
  codec: WireContext,
  plan: OperationPlan,
  version: SoapVersion,
  value: unknown,
): string | SteppedText | TextChunks {
  const text = plan.soap[version];
  if (!plan.returnsObject) {
    const type = plan.op.result;
    // Written as writeResult writes it: `<Result>` + content + `</Result>`, no attributes. A value of another
    // type goes to writeResult, which names it in its error.
    if ((type?.kind === "dataSet" || type?.kind === "dataTable") && isStructuredValue(type, value))
      return structuredBody(text.open, plan.op.resultElement, type, value, { layout: "compact" }, text.close);
    if (
      (type?.kind === "complex" || type?.kind === "array") &&
      value !== null &&
      value !== undefined &&
      !plan.op.bare &&
      !plan.op.resultAny &&
      // A repeated choice result has no element of its own (lab choice-classes-result: PickMany): writeResult's.
      !plan.op.resultChoice?.repeated &&
      plan.op.resultNamespace === undefined &&
      !plan.op.resultUnqualified &&
      codec.service.serializer !== "dataContract"
    ) {
      // A class or array (no attributes, its element in the wrapper's namespace): written as writeResult
      // writes it, its chunks kept as they are and encoded one by one (respond()), never joined.
      const out = new TextChunks();
      out.add(text.open);
      const context = {
        service: codec.service,
        codecs: codecsFor(codec.service),
        indented: false,
        prefixes: { count: 0 },
        ...responseScope(codec, plan),
      };
      writeElementInto(out, context, plan.op.resultElement, type, value, plan.op.resultElement);
      out.add(text.close);
      return out;
    }
    const content = plan.op.result ? writeResult(codec, plan, value) : "";
    return content ? text.open + content + text.close : text.empty;
  }
  const outcome = outcomeObject(plan, value);
  checkChoiceIdentifiers(plan, outcome);
  // One serializer call writes the body, another the headers: made-up prefixes are numbered through each.
  const prefixes = { count: 0 };
  let content = plan.op.result ? writeResult(codec, plan, outcome.result, prefixes) : "";
  for (const field of plan.outParams)
    content += writeOutParameter(codec, plan, field, ownField(outcome, field.tsName), prefixes);
  // The response carries soap:Header only when an out header has a value.
  let headers = "";
  const values = headerValues(plan, outcome);
  if (values) {
    const headerPrefixes = { count: 0 };
    for (const header of plan.outHeaders) {
      const v = ownField(values, header.tsName);
      if (v !== null && v !== undefined) headers += writeHeader(codec, header, v, headerPrefixes);
    }
  }
  // SoapUnknownHeader[] (Out, InOut): the blocks the handler returned, after the operation's own headers.
  if (writesUnknownHeaders(plan) && outcome.unknownHeaders !== undefined && outcome.unknownHeaders !== null)
    headers += writeHeaderBlocks(version, outcome.unknownHeaders);
  if (!headers) return content ? text.open + content + text.close : text.empty;
  return content
    ? text.headerOpen + headers + text.headerClose + content + text.close
    : text.headerOpen + headers + text.headerCloseEmpty;
}

export function httpResultBody(codec: WireContext, plan: OperationPlan, outcome: unknown): string | SteppedText {
  const text = plan.http;
  const result = plan.op.result;
  if (result === undefined) return "";
  // A result of another data type travels there by the .NET type's default mapping (a time as a dateTime).
  const type = plan.op.httpResult ?? result;
  // HTTP GET and POST carry neither headers nor out parameters: the result is all there is.
  const returned = plan.returnsObject ? outcomeObject(plan, outcome).result : outcome;
  const value = plan.op.httpResult ? httpDocumentValue(result, returned) : returned;
  if (value === null || value === undefined) {
    // A null XmlNode or XmlElement: the XML declaration alone (lab xml-node-http-more, GetNull).
    return type.kind === "xml" ? XML_DECLARATION : text.nil;
  }
  switch (type.kind) {
    case "simple":
    case "enum": {
      // A QName declares its prefix on the root (lab qualified-name-http): the codec's document.
      if (type.kind === "simple" && type.type === "QName") {
        return writeValueDocument(plan.op.httpResultElement, type, value, codec.service, plan.op.resultNamespace);
      }
      const content = escapeText(valueText(type, value, codecsFor(codec.service)));
      return content ? text.open + content + text.close : text.empty;
    }
    case "array": {
      if (!Array.isArray(value)) throw new ValueFormatError("an array");
      if (value.length === 0) return text.arrayEmpty;
      const itemType = type.item;
      // ArrayOfAnyType (a choice of classes alone over object[], lab choice-classes-result): its serializer knows
      // the classes the HTTP results reach, and fails on another as ASMX does ("was not expected", a 500).
      if (itemType.kind === "object" && codec.service.httpObjectTypes !== undefined) {
        const objects = codecOf(codecsFor(codec.service), "object");
        for (const item of value as unknown[]) {
          if (item === null || item === undefined) continue;
          const { target, inner } = objects.parts(item, codec.service);
          httpObjectNumber(target, inner, codec.service);
        }
      }
      // Arrays of classes (and of arrays), and of QNames (each item declares its prefix): the codec's indented
      // document, as XmlSerializer lays it out.
      if (
        (itemType.kind !== "simple" && itemType.kind !== "enum") ||
        (itemType.kind === "simple" && itemType.type === "QName")
      ) {
        return writeValueDocument(
          plan.op.httpResultElement,
          type,
          value,
          codec.service,
          plan.op.httpResultNamespace ?? plan.op.resultNamespace,
        );
      }
      const item = type.itemElement;
      let items = "";
      for (const v of value as unknown[]) {
        if (v === null || v === undefined) {
          if (!isReferenceItem(itemType))
            throw new ValueFormatError(`an array without null items (${item} is a value type)`);
          items += `\n  <${item} xsi:nil="true" />`;
        } else {
          const content = escapeText(valueText(itemType, v, codecsFor(codec.service)));
          items += content ? `\n  <${item}>${content}</${item}>` : `\n  <${item} />`;
        }
      }
      return `${text.arrayOpen}${items}\n${text.close}`;
    }
    case "dataSet":
    case "dataTable": {
      // The codec's indented layout is the exact content of a root container: it starts with the line break
      // before the schema and ends with the one before the root's end tag.
      return structuredBody(text.open, undefined, type, value, { layout: "indented" }, text.close);
    }
    case "complex":
    case "map": // WCF: no HTTP GET/POST
    case "xml": // the node itself (lab xml-node-http)
    case "choice":
    case "object":
    case "serializable":
      return writeValueDocument(
        plan.op.httpResultElement,
        type,
        value,
        codec.service,
        plan.op.httpResultNamespace ?? plan.op.resultNamespace,
      );
  }
}

/**
 * The subcode and detail of a fault a handler threw. The detail must be one of the operation's fault
 * classes; like the message, it goes out as the handler wrote it.
 */
/**
 * The fault's soap:Header content: the values the handler gave for the operation's fault headers (ASMX writes
 * the Direction = Fault members the method set, and nothing else, before the soap:Fault). A header the
 * operation does not bind as a fault header is a mistake of the handler's, reported as a result error.
 */
function faultHeaderXml(codec: WireContext, plan: OperationPlan, fault: ClientFault | ServerFault): string {
  const values: FaultHeaderValues | undefined = fault.headers;
  if (values === undefined) return "";
  for (const name of Object.keys(values))
    if (!plan.faultHeaders.some((h) => h.tsName === name))
      throw new ValueFormatError(
        plan.faultHeaders.length
          ? `fault headers among { ${plan.faultHeaders.map((h) => h.tsName).join(", ")} }, not '${name}'`
          : `no fault headers (${plan.name} binds none; '${name}' was given)`,
      );
  const prefixes = { count: 0 };
  let xml = "";
  for (const header of plan.faultHeaders) {
    const v = ownField(values, header.tsName);
    if (v !== null && v !== undefined) xml += writeHeader(codec, header, v, prefixes);
  }
  return xml;
}

export function faultParts(
  codec: WireContext,
  plan: OperationPlan,
  version: SoapVersion,
  fault: ClientFault | ServerFault,
): FaultParts | undefined {
  const subcode = version === "1.2" ? fault.subcode : undefined;
  const detail = fault.detail;
  const headerXml = faultHeaderXml(codec, plan, fault);
  const qualified =
    subcode || headerXml
      ? { ...(subcode && { subcode, subcodeNamespace: codec.namespace }), ...(headerXml && { headerXml }) }
      : undefined;
  if (detail === undefined) return qualified;
  const declared = plan.op.faults ?? [];
  if (!declared.includes(detail.type)) {
    throw new ValueFormatError(
      declared.length
        ? `a fault detail of type ${declared.join(" or ")}, not ${String(detail.type)}`
        : `no fault detail (${plan.name} declares no fault classes; ${String(detail.type)} was given)`,
    );
  }
  // Serialized as a handler does for ASMX (XmlSerializer through XmlWriter.Create, then imported into the
  // detail): its made-up prefixes are XmlWellFormedWriter's `p{n}` (lab attribute-namespace-more Fail.writer).
  const xml = writeValueElement(detail.type, { kind: "complex", name: detail.type }, detail.value, {
    nillable: false,
    xmlns: codec.namespace,
    service: codec.service,
    madeUpNames: SCOPE_NAMES,
  });
  // The handler's own detail, like its message, goes out as written.
  return { detailXml: xml, ...qualified };
}
