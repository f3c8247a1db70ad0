/**
 * One value's element, written or read with the codecs the service descriptor names (codecs.ts) and no
 * others: what the client uses, so that a client bundle holds only the codecs of its service. values.ts
 * has the same functions with every codec at hand, for the server and for callers without a descriptor.
 */
import type { ValueType } from "../descriptor.js";
import type { TextRules } from "../values.js";
import { escapeAttribute } from "../xml/escape.js";
import type { XmlElement } from "../xml/tree.js";
import { isValueType, type WireTypes } from "./classes.js";
import type { ValueCodecs } from "./codecs.js";
import { NamespaceScope, newReferenceIds } from "./data-contract.js";
import { readElement } from "./value-reader.js";
import { writeElement, type PrefixCounter } from "./value-writer.js";
import { codecOf } from "./codecs.js";
import type { MadeUpNames } from "./made-up-prefix.js";

export interface WriteValueOptions {
  /**
   * The element's XML depth, which names the prefixes made up for namespaced attributes (`d4p1`): 4 by default,
   * a wrapped SOAP body's member; 3 for a bare body's element or a header.
   */
  readonly elementDepth?: number;
  /**
   * How the prefixes made up for namespaced attributes are named: SCOPE_NAMES for XmlWellFormedWriter's `p{n}` (a
   * typed fault detail); XmlTextWriter's `d{depth}p{n}` when absent (made-up-prefix.ts).
   */
  readonly madeUpNames?: MadeUpNames;
  /** Null is written `<name xsi:nil="true" />` (nullable value types, array items); otherwise nothing. */
  readonly nillable: boolean;
  /** A default namespace declared on the element (SOAP headers, fault details). */
  readonly xmlns?: string;
  /**
   * The default namespace in scope around the element where it declares none and that is not the service's: a
   * SOAP wrapper's of another namespace (a binding's, lab copied-members: an [XmlAnyElement] member's elements of
   * it are written without a declaration).
   */
  readonly scope?: string;
  /**
   * The namespace of the element's content (a class's members) where it is not `xmlns`: an unqualified
   * parameter's, out parameter's or result's (Form = Unqualified, `xmlns=""`) stays in its wrapper's (lab
   * parameter-forms).
   */
  readonly content?: string;
  /** The service's namespace and classes: needed for class values. */
  readonly service?: WireTypes;
  /** The codecs of DataSet, XmlNode and object values: the service's own when absent. */
  readonly codecs?: ValueCodecs;
  /** The value's name in error messages; the element name by default. */
  readonly path?: string;
  /** The value is a secret field's: errors leave out what would reveal it. */
  readonly secret?: boolean;
  /**
   * DataContractSerializer: the element is a WCF message header (DataContractSerializerMessageHeader):
   * `<h:Name xmlns:h="ns">` in `xmlns`'s namespace, `s:mustUnderstand="1"` when asked (`s` the envelope's
   * prefix), then the serializer's content only (WriteObjectContent): no declaration of the value's contract
   * namespace on the header, its members and items declare it where they stand.
   */
  readonly header?: { readonly mustUnderstand: boolean };
  /**
   * The count of prefixes made up for xsi:type values (q1, q2, ...), to share between the elements one
   * XmlSerializer call writes: a SOAP body's members, a message's headers. A new count by default.
   */
  readonly prefixes?: PrefixCounter;
  /** DataContractSerializer: the operation's known types ([ServiceKnownType]s, `WcfOperationDescriptor.known`). */
  readonly known?: readonly string[];
}

/** `<name>value</name>`; null or undefined gives "" or `<name xsi:nil="true" />` (see `nillable`). */
export function writeElementValue(name: string, type: ValueType, value: unknown, options: WriteValueOptions): string {
  const xmlns = options.xmlns === undefined ? "" : ` xmlns="${escapeAttribute(options.xmlns)}"`;
  const service = options.service;
  if (service?.serializer === "dataContract") {
    // DataContractSerializer: the element in the default namespace (the wrapper's, or `xmlns` declared here).
    const ns = options.xmlns ?? service.namespace;
    const header = options.header;
    const scope = header ? new NamespaceScope(new Map([["h", ns]])) : NamespaceScope.withDefault(ns);
    const dataContract = { scope, ids: newReferenceIds(options.known) };
    const context = { service, codecs: options.codecs, indented: false, prefixes: { count: 0 }, dataContract };
    const nilAllowed = options.nillable || !isValueType(type);
    const path = options.path ?? name;
    const secret = options.secret ?? false;
    const { writeElement: writeDataContract } = codecOf(options.codecs ?? service.codecs, "dataContract");
    if (header) {
      const understood = header.mustUnderstand ? ' s:mustUnderstand="1"' : "";
      const declaration = `${understood} xmlns:h="${escapeAttribute(ns)}"`;
      return writeDataContract(context, name, ns, type, value, nilAllowed, path, secret, 0, {
        declaration,
        contentOnly: true,
      });
    }
    return writeDataContract(context, name, ns, type, value, nilAllowed, path, secret, 0, {
      declaration: xmlns,
    });
  }
  // XmlSerializer writes xsi:nil before the namespace declaration (lab bare-more, xml-root's fixtures).
  if (value === null || value === undefined) return options.nillable ? `<${name} xsi:nil="true"${xmlns} />` : "";
  const context = {
    service: options.service,
    codecs: options.codecs,
    indented: false,
    prefixes: options.prefixes ?? { count: 0 },
    // The element's own default namespace is its content's scope.
    ...(options.xmlns !== undefined
      ? { scope: options.xmlns }
      : options.scope !== undefined
        ? { scope: options.scope }
        : {}),
    ...(options.content !== undefined ? { content: options.content } : {}),
    ...(options.elementDepth !== undefined ? { elementDepth: options.elementDepth } : {}),
    ...(options.madeUpNames !== undefined ? { madeUpNames: options.madeUpNames } : {}),
  };
  // A QName declares its prefix before the element's namespace (lab qualified-name-bare: `<NameResult
  // xmlns:q1="urn:y" xmlns="...">`); a class's xsi:type comes before it too (lab xml-root-more, RootBase:
  // `<Animal xmlns:q1="..." xsi:type="q1:Dog" xmlns="urn:zoo">`).
  const last = (type.kind === "simple" && type.type === "QName") || type.kind === "complex";
  const extras = last ? { before: "", after: xmlns } : { before: xmlns, after: "" };
  return writeElement(context, name, type, value, options.path ?? name, options.secret ?? false, 0, extras);
}

export interface ReadValueOptions {
  readonly service?: WireTypes;
  /** The codecs of DataSet, XmlNode and object values: the service's own when absent. */
  readonly codecs?: ValueCodecs;
  /** The value's name in error messages; the element's local name by default. */
  readonly path?: string;
  /** Whether `xsi:nil="true"` means null on this element (default true). */
  readonly nillable?: boolean;
  readonly secret?: boolean;
  /** The namespace of the element's content where it is not the element's own (see WriteValueOptions.content). */
  readonly content?: string;
  /** DataContractSerializer: the operation's known types ([ServiceKnownType]s, `WcfOperationDescriptor.known`). */
  readonly known?: readonly string[];
}

/** Reads a value from its element. Throws ValueFormatError (or the DataSet codec's error). */
export function readElementValue(
  element: XmlElement,
  type: ValueType,
  rules: TextRules = "xml",
  options: ReadValueOptions = {},
): unknown {
  const dataContract = options.service?.serializer === "dataContract" ? newReferenceIds(options.known) : undefined;
  const context = {
    service: options.service,
    rules,
    codecs: options.codecs,
    ...(dataContract ? { dataContract } : {}),
  };
  const path = options.path ?? element.local;
  return readElement(context, element, type, options.nillable ?? true, path, options.secret ?? false, options.content);
}
