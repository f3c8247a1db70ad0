/**
 * What DataContractSerializer (WCF) does differently from XmlSerializer, for the value writer and reader
 * (value-writer.ts, value-reader.ts), which carry both:
 * - every member element is qualified by its declaring data contract's namespace, with a prefix the XML
 *   writer makes up where the namespace is not in scope: .NET's XmlDictionaryWriter takes the first letter
 *   `a`..`z` not bound there (Mono writes `d4p1`, the element's depth: the same declarations, other names);
 *   `i` is XMLSchema-instance, `z` the serialization namespace;
 * - a member element declares the namespace of its declared type's data contract when that differs from its
 *   own (ClassDataContract's ChildElementNamespaces: classes, collections, dictionaries, DateTimeOffset; not
 *   primitives or enums), null or not; the root element likewise, and `xmlns:i` when it holds a class,
 *   collection or dictionary;
 * - null is `i:nil="true"` for every reference type and nullable value type (never left out, unless
 *   EmitDefaultValue=false); `i:type` names a known type (a subclass) by its contract name and namespace;
 * - IsReference classes: `z:Id="i1"` on the first occurrence in one value, `z:Ref="i1"` on the later ones;
 * - reading follows the member order: a member element found after a later one, a repeat, an element of
 *   no member (or another namespace) are skipped; text between members is an error; an absent member keeps
 *   its CLR default (null for reference types); `i:nil` on a value type is an error; other elements among a
 *   collection's items are skipped, text is an error (lab: test/reference/wcf/probes/).
 */
import type { ComplexDescriptor } from "../descriptor.js";
import { XSI_NS } from "../protocol.js";

/** .NET's serialization namespace: z:Id, z:Ref, and the types guid, char, duration. */
export const SERIALIZATION_NS = "http://schemas.microsoft.com/2003/10/Serialization/";
/** Collections and dictionaries of primitives (`ArrayOfstring`, `ArrayOfKeyValueOfstringint`). */
export const ARRAYS_NS = "http://schemas.microsoft.com/2003/10/Serialization/Arrays";
/** System's data contracts: DateTimeOffset. */
export const SYSTEM_NS = "http://schemas.datacontract.org/2004/07/System";

/** What a DataContractSerializer object holding a QName meets: XmlSerializer's form only is recorded. */
export const QNAME_OBJECT =
  "an object value other than a QName (a QName in an object is recorded for XmlSerializer only, lab qualified-name-object)";

/**
 * What a DataContractSerializer object without i:type (or of xs:anyType) may hold: nothing, white space aside (a
 * System.Object; lab wcf/known-depth).
 */
export const UNTYPED_OBJECT = "an object value without content (an element without i:type is a System.Object)";

/** .NET's text for an untyped object element with content (ObjectDataContract's reader; lab wcf/known-depth). */
export function untypedContentText(local: string, ns: string): string {
  return `Element ${local} from namespace ${ns} cannot have child contents to be deserialized as an object. Please use XElement to deserialize this pattern of XML.`;
}

/** The namespace bindings in scope where an element is written (immutable: each element extends its parent's). */
export class NamespaceScope {
  private readonly bindings: ReadonlyMap<string, string>;

  constructor(bindings: ReadonlyMap<string, string> = new Map()) {
    this.bindings = bindings;
  }

  /** A scope with the default namespace `ns` ("" for none). */
  static withDefault(ns: string): NamespaceScope {
    return new NamespaceScope(new Map([["", ns]]));
  }

  /** The prefix bound to `ns` here ("" for the default namespace), or undefined. */
  prefixOf(ns: string): string | undefined {
    if (this.bindings.get("") === ns) return "";
    let found: string | undefined;
    for (const [prefix, uri] of this.bindings) if (uri === ns && prefix !== "") found = prefix;
    return found;
  }

  /** The bindings in scope, prefix to namespace ("" the default namespace), the latest last. */
  entries(): ReadonlyMap<string, string> {
    return this.bindings;
  }

  with(prefix: string, ns: string): NamespaceScope {
    const bindings = new Map(this.bindings);
    bindings.delete(prefix); // re-inserted last: the latest binding of a namespace wins
    bindings.set(prefix, ns);
    return new NamespaceScope(bindings);
  }

  /** `preferred` when it is free here, else the first letter a..z that is, as XmlDictionaryWriter makes them up. */
  freePrefix(preferred?: string): string {
    if (preferred !== undefined && !this.bindings.has(preferred)) return preferred;
    for (let c = 97; c <= 122; c++) {
      const letter = String.fromCharCode(c);
      if (!this.bindings.has(letter)) return letter;
    }
    for (let n = 1; ; n++) if (!this.bindings.has(`d${n}`)) return `d${n}`;
  }
}

/** A name qualified in a scope, with the declaration it needs (" xmlns:b=..." or "") and the scope after it. */
export interface Qualified {
  readonly name: string;
  readonly declaration: string;
  readonly scope: NamespaceScope;
}

function escapeUri(ns: string): string {
  return ns.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** `local` in `ns`: by the prefix in scope, or a new one declared on the element. */
export function qualify(scope: NamespaceScope, ns: string, local: string, preferred?: string): Qualified {
  const prefix = scope.prefixOf(ns);
  if (prefix !== undefined) return { name: prefix ? `${prefix}:${local}` : local, declaration: "", scope };
  if (ns === "") {
    // Only the default namespace can be none: undeclare it.
    return { name: local, declaration: ' xmlns=""', scope: scope.with("", "") };
  }
  const made = scope.freePrefix(preferred);
  return { name: `${made}:${local}`, declaration: ` xmlns:${made}="${escapeUri(ns)}"`, scope: scope.with(made, ns) };
}

/** ` xmlns:x="ns"` when `ns` is not in scope yet (WriteNamespaceDecl), with the scope after it. */
export function declareNamespace(scope: NamespaceScope, ns: string): { declaration: string; scope: NamespaceScope } {
  if (scope.prefixOf(ns) !== undefined) return { declaration: "", scope };
  const made = scope.freePrefix();
  return { declaration: ` xmlns:${made}="${escapeUri(ns)}"`, scope: scope.with(made, ns) };
}

/** An XMLSchema-instance attribute (`i:nil`, `i:type`): `i` declared where not in scope. */
export function xsiAttribute(scope: NamespaceScope, local: string): Qualified {
  return qualify(scope, XSI_NS, local, "i");
}

/** The state one DataContractSerializer call shares: the ids of the IsReference objects written or read. */
export interface ReferenceIds {
  readonly written: Map<object, string>;
  /** The objects read by z:Id, with the name of their class (a z:Ref must fit where it stands). */
  readonly read: Map<string, { readonly value: object; readonly type: string }>;
  /**
   * The known types of the classes whose values are being read or written, innermost last (ComplexDescriptor's
   * `known`): DataContractSerializer's scoped known types, a stack (lab wcf/known-scope).
   */
  readonly known: (readonly string[])[];
}

/** A call's state; `known`: the operation's [ServiceKnownType]s, the bottom of the known-type stack (none: empty). */
export function newReferenceIds(known?: readonly string[]): ReferenceIds {
  return { written: new Map(), read: new Map(), known: known ? [known] : [] };
}

/** What an object's i:type must name, reading or writing (lab wcf/known-scope, wcf/known-classes). */
export const KNOWN_HERE = "a known type here ([KnownType] on an enclosing class, [ServiceKnownType])";

/** A class that names no known types: still a level of the stack. */
export const NO_KNOWN: readonly string[] = Object.freeze([]);

/**
 * Whether an `i:type` naming a data contract (a class, an enum, a collection; by its descriptor name) may stand in an
 * `object` here: some class on the stack knows it, or the operation's [ServiceKnownType]s at its bottom (lab
 * wcf/known-scope, wcf/known-classes: an object no class encloses knows none but those).
 */
export function knownHere(ids: ReferenceIds, name: string): boolean {
  for (const scope of ids.known) if (scope.includes(name)) return true;
  return false;
}

/**
 * The classes a value of `declared` may be here: itself unless abstract, its own known subclasses, and the other
 * subclasses the stack knows (`scoped`; lab wcf/known-depth: a Dog in an Animal inside a Yard that knows Dog).
 */
export function classesHere(ids: ReferenceIds, declared: ComplexDescriptor): readonly string[] {
  const scoped = (declared.scoped ?? []).filter((name) => knownHere(ids, name));
  return [...(declared.abstract ? [] : [declared.name]), ...(declared.subtypes ?? []), ...scoped];
}
