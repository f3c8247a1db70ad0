/**
 * A set of documents that together describe one service: a root WSDL and the documents its `wsdl:import`,
 * `xsd:import` and `xsd:include` locations name (ASMX's `?wsdl=wsdl1` and `?schema=schemaN`, WCF's `?wsdl=wsdl0`
 * and `?xsd=xsdN`), gathered from a URL, a folder or several files. Each reference is resolved by its location
 * first and, where no document has that location (files renamed on saving), by namespace; a reference that
 * neither finds is refused at its position, naming the document it needs. Every document is bounded in size
 * and, when fetched, in time; a set holds at most MAX_SET_DOCUMENTS, and a URL's set stays on its host unless
 * another is allowed.
 */
import { readdirSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { XmlElement } from "../../runtime/src/xml/tree.js";
import { ImportError } from "./import-error.js";
import { DEFAULT_SOURCE_LIMITS, readFile, readUrl, wsdlUrl, type SourceLimits } from "./read-source.js";
import { children, WSDL_NS, WsdlDocument, XSD_NS } from "./wsdl-document.js";

/** More documents than any published service's set (ASMX: one per namespace, twice). */
export const MAX_SET_DOCUMENTS = 64;

export interface SetDocument {
  /** Where it was read: the URL fetched, or the file's path as given. */
  readonly location: string;
  readonly document: WsdlDocument;
  readonly kind: "wsdl" | "schema";
  readonly targetNamespace: string;
}

/** A reference from one document to another: `wsdl:import`, `xsd:import` or `xsd:include` with a location. */
export interface DocumentReference {
  readonly from: SetDocument;
  readonly element: XmlElement;
  readonly kind: "wsdl" | "schema";
  /** The location as written. */
  readonly location: string;
  /** The namespace the referenced document declares: the import's, or for an include its schema's own. */
  readonly namespace: string;
}

export class DocumentSet {
  private readonly resolved = new Map<XmlElement, SetDocument>();

  constructor(
    readonly root: SetDocument,
    /** Every document, the root first, then in the order they were first referenced. */
    readonly documents: readonly SetDocument[],
    resolved: ReadonlyMap<XmlElement, SetDocument>,
  ) {
    for (const [element, document] of resolved) this.resolved.set(element, document);
  }

  /** The document a reference element (`wsdl:import`, `s:import`, `s:include` with a location) names. */
  target(element: XmlElement): SetDocument | undefined {
    return this.resolved.get(element);
  }
}

export interface UrlSetOptions {
  readonly limits?: SourceLimits;
  /** Hosts (`name` or `name:port`) the set may be fetched from besides the root's. */
  readonly allowHosts?: readonly string[];
}

/** The set a URL publishes: the root (a service URL is asked for `?WSDL`) and every document it references. */
export async function documentSetFromUrl(source: string, options: UrlSetOptions = {}): Promise<DocumentSet> {
  const limits = options.limits ?? DEFAULT_SOURCE_LIMITS;
  const rootUrl = wsdlUrl(source);
  const allowed = new Set([rootUrl.host.toLowerCase(), ...(options.allowHosts ?? []).map((h) => h.toLowerCase())]);
  const hostRefusal = (url: URL): string | undefined =>
    allowed.has(url.host.toLowerCase()) || allowed.has(url.hostname.toLowerCase())
      ? undefined
      : `is on ${url.host}, and a set is read from ${rootUrl.host} only (--allow-host ${url.hostname} allows it)`;
  const rootText = await readUrl(rootUrl, source, limits, hostRefusal);
  const root = setDocument(rootUrl.href, rootText, source, true);
  return gather(root, async (reference) => {
    let url: URL;
    try {
      url = new URL(reference.location, reference.from.location);
    } catch {
      throw referenceError(reference, "is not a URL");
    }
    const shown = url.href;
    if (url.protocol !== "http:" && url.protocol !== "https:") throw referenceError(reference, `only http and https URLs can be fetched, not ${url.protocol}`);
    const refusal = hostRefusal(url);
    if (refusal !== undefined) throw referenceError(reference, refusal);
    return {
      key: shown,
      load: async () => {
        try {
          return setDocument(shown, await readUrl(url, shown, limits, hostRefusal));
        } catch (error) {
          if (!(error instanceof ImportError)) throw error;
          throw referenceError(reference, `cannot be read: ${error.message}`);
        }
      },
    };
  });
}

/** The set of the documents in a folder: its root is the one WSDL with a `wsdl:service` that no other document imports. */
export async function documentSetFromFolder(folder: string, limits: SourceLimits = DEFAULT_SOURCE_LIMITS, show: (path: string) => string = (p) => p): Promise<DocumentSet> {
  const names = readdirSync(folder)
    .filter((name) => /\.(wsdl|xsd|xml)$/i.test(name) && statSync(join(folder, name)).isFile())
    .sort();
  if (names.length === 0) throw new ImportError(show(folder), 0, 0, "folder", "holds no .wsdl, .xsd or .xml document");
  if (names.length > MAX_SET_DOCUMENTS) throw new ImportError(show(folder), 0, 0, "folder", `holds ${names.length} documents, more than the ${MAX_SET_DOCUMENTS} of a set`);
  const documents = names.map((name) => readSetFile(join(folder, name), limits, show));
  const roots = documents.filter((d) => d.kind === "wsdl" && children(d.document.root, WSDL_NS, "service").length > 0);
  if (roots.length !== 1) {
    throw new ImportError(
      show(folder),
      0,
      0,
      "folder",
      roots.length === 0
        ? "holds no WSDL with a wsdl:service, so no root of a set (name the documents instead)"
        : `holds ${roots.length} WSDLs with a wsdl:service (${roots.map((r) => basename(r.location)).join(", ")}): name the root first, then the other documents`,
    );
  }
  return documentSetFromFiles([roots[0]!, ...documents.filter((d) => d !== roots[0])]);
}

/** The set of documents already read (or of files named), the first being the root. */
export function documentSetFromFiles(
  files: readonly (string | SetDocument)[],
  limits: SourceLimits = DEFAULT_SOURCE_LIMITS,
  show: (path: string) => string = (p) => p,
): DocumentSet {
  if (files.length === 0) throw new ImportError("(none)", 0, 0, "document", "no document named");
  if (files.length > MAX_SET_DOCUMENTS) {
    const first = files[0]!;
    throw new ImportError(typeof first === "string" ? show(first) : first.document.file, 0, 0, "document", `${files.length} documents are more than the ${MAX_SET_DOCUMENTS} of a set`);
  }
  const available = files.map((f, i) => (typeof f === "string" ? readSetFile(f, limits, show, i === 0) : f));
  const root = available[0]!;
  return gatherSync(root, (reference) => {
    const found = byLocation(reference, available) ?? byNamespace(reference, available);
    if (found === undefined) {
      throw referenceError(reference, `is not among the documents read (${available.map((d) => basename(d.location)).join(", ")}): name it too, or import from a folder that holds it`);
    }
    return found;
  });
}

function readSetFile(path: string, limits: SourceLimits, show: (path: string) => string, asRoot = false): SetDocument {
  return setDocument(path, readFile(path, limits, show(path)), show(path), asRoot);
}

/**
 * Reads one document: a WSDL (`wsdl:definitions`) or a schema (`xs:schema`); anything else is refused.
 * `shown` names it in messages (a path relative to where the command runs); a set's root must be a WSDL.
 */
export function setDocument(location: string, text: string, shown: string = location, asRoot = false): SetDocument {
  const document = new WsdlDocument(shown, text);
  const root = document.root;
  const kind = root.ns === WSDL_NS && root.local === "definitions" ? "wsdl" : root.ns === XSD_NS && root.local === "schema" ? "schema" : undefined;
  if (kind !== "wsdl" && asRoot) {
    throw document.error(root, `not a WSDL 1.1 document: the root element is {${root.ns}}${root.local}, not wsdl:definitions`);
  }
  if (kind === undefined) {
    throw document.error(root, `neither a WSDL nor a schema: the root element is {${root.ns}}${root.local}, not wsdl:definitions or xs:schema`);
  }
  return { location, document, kind, targetNamespace: document.attribute(root, "targetNamespace") ?? "" };
}

/** The references of a document that carry a location, in document order. */
export function referencesOf(from: SetDocument): DocumentReference[] {
  const doc = from.document;
  const references: DocumentReference[] = [];
  const schemaReferences = (schema: XmlElement): void => {
    const own = doc.attribute(schema, "targetNamespace") ?? "";
    for (const child of children(schema, XSD_NS)) {
      if (child.local !== "import" && child.local !== "include") continue;
      const location = doc.attribute(child, "schemaLocation");
      if (location === undefined) {
        if (child.local === "include") throw doc.error(child, "includes a schema document without saying where it is");
        continue; // an import of a namespace declared beside it, in the same document
      }
      const namespace = child.local === "include" ? own : (doc.attribute(child, "namespace") ?? "");
      references.push({ from, element: child, kind: "schema", location, namespace });
    }
  };
  if (from.kind === "schema") {
    schemaReferences(doc.root);
    return references;
  }
  for (const child of children(doc.root, WSDL_NS, "import")) {
    const location = doc.attribute(child, "location");
    if (location === undefined) throw doc.error(child, "imports a WSDL document without saying where it is");
    references.push({ from, element: child, kind: "wsdl", location, namespace: doc.attribute(child, "namespace") ?? "" });
  }
  for (const types of children(doc.root, WSDL_NS, "types")) for (const schema of children(types, XSD_NS, "schema")) schemaReferences(schema);
  return references;
}

/**
 * Whether a wsdl:import names a binding's document at a location ([WebServiceBinding(Location)], lab
 * service-defaults/location), which ASMX does not publish, rather than a document of ASMX's own set, which ASMX
 * always imports as `{address}?wsdl=wsdlN` (lab binding-namespace).
 */
export function isLocatedImport(location: string): boolean {
  return !/\?wsdl=wsdl[0-9]+$/i.test(location);
}

function referenceError(reference: DocumentReference, reason: string): ImportError {
  const what = reference.kind === "wsdl" ? "WSDL document" : "schema document";
  // A root's wsdl:import of a binding at a location ([WebServiceBinding(Location)]): not ASMX's to publish.
  const binding = reference.kind === "wsdl" && isLocatedImport(reference.location) ? portBindingIn(reference.from.document, reference.namespace) : undefined;
  const located = binding !== undefined ? ` (of the binding '${binding}' at a location, [WebServiceBinding(Location)]: ASMX does not publish it)` : "";
  return reference.from.document.error(reference.element, `the ${what} '${reference.location}'${located} ${reason}`);
}

/** The name of the first binding of `namespace` a port of the document's service names, if any. */
function portBindingIn(doc: WsdlDocument, namespace: string): string | undefined {
  for (const service of children(doc.root, WSDL_NS, "service")) {
    for (const port of children(service, WSDL_NS, "port")) {
      const binding = doc.qname(port, "binding");
      if (binding !== undefined && binding.ns === namespace) return binding.local;
    }
  }
  return undefined;
}

/**
 * A file matching a location: the same path (relative to the referencing file), else the same name, where a
 * saved URL's `?` may have become `@` and an extension may have been added (`Orders.asmx@wsdl=wsdl1.xml`).
 */
function byLocation(reference: DocumentReference, available: readonly SetDocument[]): SetDocument | undefined {
  const wanted = locationKey(reference.location);
  if (!/^[a-z][a-z0-9+.-]*:/i.test(reference.location)) {
    const path = resolve(dirname(reference.from.location), reference.location);
    const same = available.find((d) => resolve(d.location) === path);
    if (same !== undefined) return same;
  }
  return available.find((d) => d.kind === reference.kind && fileKey(d.location) === wanted);
}

/** The last path segment and query of a location, in lower case: `orders.asmx?wsdl=wsdl1`. */
function locationKey(location: string): string {
  const withoutFragment = location.split("#")[0]!;
  const [path, query] = withoutFragment.split("?", 2) as [string, string | undefined];
  const name = path.slice(path.lastIndexOf("/") + 1);
  return (query === undefined ? name : `${name}?${query}`).toLowerCase();
}

function fileKey(file: string): string {
  const name = basename(file).replace(/@/, "?");
  return (name.includes("?") ? name.replace(/\.(xml|wsdl|xsd)$/i, "") : name).toLowerCase();
}

/** The one document of the reference's kind and namespace that no location matched; several are ambiguous. */
function byNamespace(reference: DocumentReference, available: readonly SetDocument[]): SetDocument | undefined {
  const candidates = available.filter((d) => d !== reference.from && d.kind === reference.kind && d.targetNamespace === reference.namespace);
  if (candidates.length > 1) {
    throw referenceError(
      reference,
      `matches no document by name, and ${candidates.length} by its namespace '${reference.namespace}' (${candidates.map((d) => basename(d.location)).join(", ")}): name the files as the locations do`,
    );
  }
  return candidates[0];
}

interface Pending {
  readonly key: string;
  readonly load: () => Promise<SetDocument>;
}

/** Follows every reference from the root, loading each location once, within MAX_SET_DOCUMENTS. */
async function gather(root: SetDocument, locate: (reference: DocumentReference) => Promise<Pending>): Promise<DocumentSet> {
  const documents: SetDocument[] = [root];
  const byKey = new Map<string, SetDocument>([[root.location, root]]);
  const resolved = new Map<XmlElement, SetDocument>();
  for (let i = 0; i < documents.length; i++) {
    for (const reference of referencesOf(documents[i]!)) {
      const pending = await locate(reference);
      let target = byKey.get(pending.key);
      if (target === undefined) {
        if (documents.length === MAX_SET_DOCUMENTS) throw referenceError(reference, `would be document ${MAX_SET_DOCUMENTS + 1} of the set, more than a set may hold`);
        target = await pending.load();
        checkKind(reference, target);
        byKey.set(pending.key, target);
        documents.push(target);
      }
      resolved.set(reference.element, target);
    }
  }
  return new DocumentSet(root, documents, resolved);
}

function gatherSync(root: SetDocument, find: (reference: DocumentReference) => SetDocument): DocumentSet {
  const documents: SetDocument[] = [root];
  const resolved = new Map<XmlElement, SetDocument>();
  for (let i = 0; i < documents.length; i++) {
    for (const reference of referencesOf(documents[i]!)) {
      const target = find(reference);
      checkKind(reference, target);
      if (!documents.includes(target)) documents.push(target);
      resolved.set(reference.element, target);
    }
  }
  return new DocumentSet(root, documents, resolved);
}

/** The document found is what the reference asks for: its kind, and the namespace it is imported as. */
function checkKind(reference: DocumentReference, target: SetDocument): void {
  if (target.kind !== reference.kind) {
    throw referenceError(reference, `is ${target.kind === "wsdl" ? "a WSDL" : "a schema"} (${target.location}), not ${reference.kind === "wsdl" ? "a WSDL" : "a schema"}`);
  }
  if (target.targetNamespace !== reference.namespace) {
    throw referenceError(reference, `declares the namespace '${target.targetNamespace}', not '${reference.namespace}' (${target.location})`);
  }
}
