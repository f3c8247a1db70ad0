/**
 * `import`: a WSDL that ASMX published becomes a spec. The spec is proven before it is returned: the WSDL the
 * generator publishes from it must equal the input as canonical XML (namespace prefixes, attribute order and
 * white space aside), else the import fails at the first construct that would come out different. So an
 * imported spec never generates a service other than the one the WSDL describes.
 */
import { renderWsdlDocument, renderWsdlSet } from "../emit/wsdl.js";
import { isLocatedImport, referencesOf, type DocumentSet, type SetDocument } from "./document-set.js";
import { parseSpec } from "../spec/load.js";
import { SpecError } from "../spec/diagnostics.js";
import type { ServiceModel } from "../model/types.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { canonicalOf, canonicalOfElement, locateDifference } from "./canonical.js";
import { ImportError } from "./import-error.js";
import { readService } from "./read-service.js";
import type { Pinning } from "./schema-types.js";
import { shareFields, specYaml } from "./spec-yaml.js";
import { children, MS_TYPES_NS, WSDL_NS, WsdlDocument, XSD_NS } from "./wsdl-document.js";
import type { XmlElement } from "../../runtime/src/xml/tree.js";

export interface ImportOptions {
  /** The WSDL's name in messages and in the spec's header comment (a path or URL). */
  readonly source: string;
  /** Path of spec.schema.json relative to where the spec will be written. */
  readonly schema: string;
  /** The spec's path as the generator will show it (for the proof's own messages). */
  readonly specPath: string;
  /**
   * The set the WSDL is the root of (its wsdl:import, s:include and s:import documents), when read as one; each
   * document the spec generates is then proven against its own.
   */
  readonly set?: DocumentSet;
}

export interface ImportResult {
  readonly yaml: string;
  readonly model: ServiceModel;
  /** The regenerated WSDL is byte for byte the input (else equal as canonical XML only). */
  readonly byteEqual: boolean;
}

const BINDING_ORDER: readonly BindingKind[] = ["soap11", "soap12", "httpGet", "httpPost"];

/**
 * Imports WSDL text. Throws ImportError, positioned in the WSDL, when it cannot.
 *
 * A class (or enum) declared in a second namespace's schema is first read as XmlSerializer's default makes it: one class
 * declared in each namespace it is met in, the same as the service schema's class of its name. Where the
 * WSDL then differs, the classes of other schemas are read again as classes of their own namespace
 * ([XmlType(Namespace)]), a name the service's schema has numbered as wsdl.exe numbers it: first all but those of a
 * SOAP wrapper's namespace (RequestNamespace/ResponseNamespace, which hold copies: lab root-copies), then all.
 */
export function importWsdl(text: string, options: ImportOptions): ImportResult {
  const doc = options.set?.root.document ?? new WsdlDocument(options.source, text);
  try {
    return importDocument(doc, text, options, "none");
  } catch (error) {
    if (!(error instanceof ImportError) || !hasSecondNamespaceTypes(doc, options.set)) throw error;
    try {
      return importDocument(doc, text, options, "outsideWrappers");
    } catch (second) {
      if (!(second instanceof ImportError)) throw second;
      return importDocument(doc, text, options, "all");
    }
  }
}

/**
 * Whether a schema other than the service's declares a complex type, or a simple type other than .NET's own
 * (an enum of its own namespace, lab enum-namespace).
 */
function hasSecondNamespaceTypes(doc: WsdlDocument, set?: DocumentSet): boolean {
  const namespace = doc.attribute(doc.root, "targetNamespace");
  const declares = (d: WsdlDocument, schema: XmlElement): boolean => {
    const target = d.attribute(schema, "targetNamespace");
    if (target === namespace) return false;
    return children(schema, XSD_NS, "complexType").length > 0 || (target !== MS_TYPES_NS && children(schema, XSD_NS, "simpleType").length > 0);
  };
  // Beside a binding of another namespace each schema is a document of the set (lab schema-documents: urn:own's).
  const documents = set?.documents.filter((d) => d.kind === "schema").map((d) => d.document) ?? [];
  return (
    children(doc.root, WSDL_NS, "types")
      .flatMap((types) => children(types, XSD_NS, "schema"))
      .some((schema) => declares(doc, schema)) || documents.some((d) => declares(d, d.root))
  );
}

function importDocument(doc: WsdlDocument, text: string, options: ImportOptions, pinning: Pinning, included: readonly string[] = []): ImportResult {
  const imported = readService(doc, pinning, included, options.set);
  let spec = shareFields(imported.spec);
  const write = (): string => specYaml(spec, { schema: options.schema, source: options.source });
  let yaml = write();
  let model: ServiceModel;
  try {
    model = build(yaml, options, doc);
  } catch (error) {
    // A spec leaving HTTP GET/POST to the model may be refused where the WSDL offers them not (a repeated
    // parameter beside a set of documents): the operations then say the bindings the WSDL offers.
    const said = spec.operations.map((op, index) => {
      const offered = imported.offeredOn[index]!;
      return offered.has("httpGet") || offered.has("httpPost") ? op : { ...op, bindings: BINDING_ORDER.filter((b) => offered.has(b)) };
    });
    if (said.every((op, index) => op === spec.operations[index])) throw error;
    spec = { ...spec, operations: said };
    yaml = write();
    model = build(yaml, options, doc);
  }

  // HTTP GET/POST: the model offers every operation ASMX's HTTP bindings can read; where the WSDL offers fewer,
  // the spec says so per operation.
  let changed = false;
  const operations = spec.operations.map((op, index) => {
    const offered = imported.offeredOn[index]!;
    const derived = model.operations[index]!.bindings;
    if (derived.length === offered.size && derived.every((b) => offered.has(b))) return op;
    changed = true;
    return { ...op, bindings: BINDING_ORDER.filter((b) => offered.has(b)) };
  });
  if (changed) {
    spec = { ...spec, operations };
    yaml = write();
    model = build(yaml, options, doc);
  }

  // Subclasses their base does not [XmlInclude]: XmlSerializer lists one where an operation first uses it.
  // Where the WSDL lists a subclass later than it would follow its base, the spec says so, until none is.
  let generated = render(model, imported.address, doc);
  // Classes of the service's schema that no operation reaches: XmlSerializer knew them from [XmlInclude] on the
  // service or a method (an object result lists them). Read again, naming them so, in the WSDL's order.
  if (included.length === 0) {
    const unreached = classesNotGenerated(doc, generated);
    if (unreached.length > 0) return importDocument(doc, text, options, pinning, unreached);
  }
  for (let round = 0; round < MAX_INCLUDE_ROUNDS; round++) {
    const late = subclassesListedLater(doc, generated, model);
    if (late.length === 0) break;
    const types = { ...spec.types };
    for (const name of late) {
      const { fields, ...rest } = types[name]!;
      types[name] = { ...rest, xmlInclude: false, fields };
    }
    spec = { ...spec, types };
    yaml = write();
    model = build(yaml, options, doc);
    generated = render(model, imported.address, doc);
  }

  const difference = locateDifference(canonicalOf(generated, { maxDepth: 96, maxAttributes: 256 }), canonicalOfElement(doc.root));
  if (difference) {
    const step = difference.path.slice(difference.path.lastIndexOf("/") + 1);
    throw new ImportError(
      options.source,
      difference.line,
      difference.column,
      step,
      `the spec cannot say this yet: the WSDL generated from it would differ at ${difference.path}: ${difference.message}`,
    );
  }
  const others = proveOtherDocuments(model, imported.address, options.set);
  return { yaml, model, byteEqual: generated === text && others };
}

/**
 * The other documents of a set (`?wsdl=wsdl1`, `?schema=schemaN`) the spec generates, each equal to the input's
 * document of its kind and namespace as canonical XML; true when all are byte for byte. A document the set
 * has and the spec does not generate, or the reverse, is refused.
 */
function proveOtherDocuments(model: ServiceModel, address: string, set: DocumentSet | undefined): boolean {
  const generated = renderWsdlSet(model, address)
    .slice(1)
    .map((d) => {
      const parsed = new WsdlDocument(`generated ?${d.query}`, d.text);
      const kind = d.query.startsWith("schema=") ? "schema" : "wsdl";
      return { ...d, kind, namespace: parsed.attribute(parsed.root, "targetNamespace") ?? "" };
    });
  // The documents of bindings at a location, and what they refer to, are the user's: ASMX does not publish them.
  const users = set !== undefined ? userDocuments(set) : new Set<SetDocument>();
  const inputs = (set?.documents.slice(1) ?? []).filter((d) => !users.has(d));
  const unmatched = inputs.find((d) => !generated.some((g) => g.kind === d.kind && g.namespace === d.targetNamespace));
  if (unmatched !== undefined) {
    throw unmatched.document.error(unmatched.document.root, "the spec generates no document of this kind and namespace: ASMX would not publish it for this service");
  }
  let byteEqual = true;
  for (const document of generated) {
    const input = inputs.find((d) => d.kind === document.kind && d.targetNamespace === document.namespace);
    if (input === undefined) {
      throw new ImportError(set?.root.document.file ?? "(set)", 0, 0, "document", `the spec generates ?${document.query}, of the namespace '${document.namespace}', which the set does not have`);
    }
    const difference = locateDifference(canonicalOf(document.text, { maxDepth: 96, maxAttributes: 256 }), canonicalOfElement(input.document.root));
    if (difference) {
      const step = difference.path.slice(difference.path.lastIndexOf("/") + 1);
      throw new ImportError(input.document.file, difference.line, difference.column, step, `the spec cannot say this yet: the document generated from it (?${document.query}) would differ at ${difference.path}: ${difference.message}`);
    }
    if (document.text !== input.document.text) byteEqual = false;
  }
  return byteEqual;
}

/**
 * The documents a root's binding at a location ([WebServiceBinding(Location)]) is described by: its wsdl:import's
 * target and every document that one refers to, transitively.
 */
function userDocuments(set: DocumentSet): Set<SetDocument> {
  const users = new Set<SetDocument>();
  const pending: SetDocument[] = [];
  for (const child of children(set.root.document.root, WSDL_NS, "import")) {
    const target = set.target(child);
    if (target !== undefined && isLocatedImport(set.root.document.attribute(child, "location") ?? "")) pending.push(target);
  }
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (users.has(next)) continue;
    users.add(next);
    for (const reference of referencesOf(next)) {
      const target = set.target(reference.element);
      if (target !== undefined) pending.push(target);
    }
  }
  return users;
}

/** Rounds of [XmlInclude] inference; each settles every subclass whose place the previous one fixed. */
const MAX_INCLUDE_ROUNDS = 8;

/**
 * Included subclasses (of the model) that the generated WSDL lists before the input does: the input's
 * publisher learnt of them only where an operation uses them.
 */
function subclassesListedLater(doc: WsdlDocument, generated: string, model: ServiceModel): string[] {
  const candidates = model.types.filter((t) => t.base && t.xmlInclude);
  if (candidates.length === 0) return [];
  const input = complexTypeOrder(doc, doc.root);
  const output = new WsdlDocument("generated", generated);
  const ours = complexTypeOrder(output, output.root);
  // A class is compared in the schema of its own namespace, or the service's.
  const key = (t: ServiceModel["types"][number]): string => `${t.namespace ?? model.namespace} ${t.typeName}`;
  // Its only class in a schema (lab root-base-forms, RootExcluded: a root base's subclass in the service's schema),
  // it keeps its place among the classes: then its place among all the schema's declarations tells.
  const inputPlaces = complexTypeOrder(doc, doc.root, true);
  const ourPlaces = complexTypeOrder(output, output.root, true);
  return candidates
    .filter((t) => {
      const [mine, theirs] = [ours.get(key(t)) ?? -1, input.get(key(t)) ?? -1];
      return mine < theirs || (mine === theirs && (ourPlaces.get(key(t)) ?? -1) < (inputPlaces.get(key(t)) ?? -1));
    })
    .map((t) => t.name);
}

/** Complex types of the service's schema that the input declares and the generated WSDL does not, in order. */
function classesNotGenerated(doc: WsdlDocument, generated: string): string[] {
  const namespace = doc.attribute(doc.root, "targetNamespace") ?? "";
  const output = new WsdlDocument("generated", generated);
  const ours = complexTypeOrder(output, output.root);
  return [...complexTypeOrder(doc, doc.root).keys()]
    .filter((key) => key.startsWith(`${namespace} `) && !ours.has(key))
    .map((key) => key.slice(namespace.length + 1));
}

/**
 * Position of each named complex type within its schema, in document order, by namespace and name: among the
 * schema's complex types, or with `everyDeclaration` among all its declarations (elements, imports too).
 */
function complexTypeOrder(doc: WsdlDocument, root: XmlElement, everyDeclaration = false): Map<string, number> {
  const order = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const types of children(root, WSDL_NS, "types")) {
    for (const schema of children(types, XSD_NS, "schema")) {
      const namespace = doc.attribute(schema, "targetNamespace") ?? "";
      for (const declaration of schema.children) {
        if (typeof declaration === "string" || declaration.ns !== XSD_NS) continue;
        if (declaration.local !== "complexType") {
          if (everyDeclaration) counts.set(namespace, (counts.get(namespace) ?? 0) + 1);
          continue;
        }
        const name = doc.attribute(declaration, "name");
        if (name === undefined || order.has(`${namespace} ${name}`)) continue;
        const position = counts.get(namespace) ?? 0;
        order.set(`${namespace} ${name}`, position);
        counts.set(namespace, position + 1);
      }
    }
  }
  return order;
}

/** The WSDL the spec generates; a spec the emitter refuses (classes it cannot place) is the WSDL's refusal. */
function render(model: ServiceModel, address: string, doc: WsdlDocument): string {
  try {
    return renderWsdlDocument(model, address);
  } catch (error) {
    if (!(error instanceof Error) || error instanceof ImportError) throw error;
    throw doc.error(doc.root, `the spec written from it cannot be generated (${error.message}): the WSDL says something the spec format cannot`, "wsdl:definitions");
  }
}

function build(yaml: string, options: ImportOptions, doc: WsdlDocument): ServiceModel {
  try {
    return parseSpec(yaml, options.specPath);
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    const first = error.diagnostics[0]!;
    const line = yaml.split("\n")[first.line - 1]?.trim() ?? "";
    throw doc.error(doc.root, `the spec written from it is refused (${first.message}, at '${line}'): the WSDL says something the spec format cannot`, "wsdl:definitions");
  }
}
