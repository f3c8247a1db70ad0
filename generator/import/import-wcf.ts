/**
 * `import` of a WCF metadata set (basicHttpBinding; docs/wcf-design.md §4, §9): the root `?wsdl`, the contract
 * WSDLs it imports (`?wsdl=wsdlN`) and the schemas (`?xsd=xsdN`), read as one DocumentSet (a URL's, a folder's,
 * files named; documents matched to imports by namespace where the locations do not name them), or one
 * `?singleWsdl` document with every schema inline. The spec written from it has a `service.wcf` block and is
 * proven as ASMX imports are: the document set the model publishes (wcfMetadataDocuments) equals the input
 * document by document as canonical XML (matched by kind and target namespace; locations aside), else the
 * import fails at the first difference, positioned in the input.
 *
 * Bindings other than basicHttpBinding over SOAP 1.1 (soap12 bindings: wsHttpBinding and the like; policies
 * other than HTTPS transport security: WS-Addressing, WS-Security, session, binary encoding) are left out and
 * named; a set with none left is refused at its first binding.
 */
import { ARRAYS_NS, SERIALIZATION_NS, SYSTEM_NS } from "../../runtime/src/soap/data-contract.js";
import { backingFieldProperty, closedGenericName, genericDigest, structuredContract, SYSTEM_XML_NS } from "../model/data-contracts.js";
import { childElements, type XmlElement } from "../../runtime/src/xml/tree.js";
import { importsNamespace, wcfMetadataDocuments, type MetadataDocument } from "../emit/wcf-metadata.js";
import type { ServiceModel } from "../model/types.js";
import type { RawComplexType, RawEnum, RawFieldBody, EnumUnderlying, RawGenericContract, RawGenericParameter, RawMessageContract, RawOperation, RawSpec } from "../spec/raw.js";
import { parseSpec } from "../spec/load.js";
import { SpecError } from "../spec/diagnostics.js";
import { canonicalOf, canonicalOfElement, locateDifference, type Canonical } from "./canonical.js";
import type { DocumentSet, SetDocument } from "./document-set.js";
import { ImportError } from "./import-error.js";
import { SchemaTypes, type Pinning } from "./schema-types.js";
import { specYaml } from "./spec-yaml.js";
import { SERIALIZATION_SCHEMA, SERIALIZATION_SCHEMA_WITHOUT_DURATION_BOUNDS } from "../emit/wcf-serialization-schema.js";
import { xmlSerializerView } from "../model/type-resolver.js";
import { parseMapType } from "../model/map-type.js";
import { dataContractLocalName } from "../../runtime/src/text/string-data-types.js";
import { children, MS_TYPES_NS, SOAP11_NS, SOAP12_NS, WSDL_NS, XSD_NS, type QName, type WsdlDocument } from "./wsdl-document.js";

export const WSAW_NS = "http://www.w3.org/2006/05/addressing/wsdl";
const WSP_NS = "http://schemas.xmlsoap.org/ws/2004/09/policy";
const WSU_NS = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
const SP_NS = "http://schemas.xmlsoap.org/ws/2005/07/securitypolicy";
/**
 * WCF's own schema namespace for bodies the serializer does not write (DataContractSerializerMessageContractImporter):
 * `StreamBody` (xs:base64Binary) types a System.IO.Stream parameter, result or message body member, `MessageBody`
 * the body of an untyped System.ServiceModel.Channels.Message operation. StreamBody is read as the spec's `stream`
 * (a wrapper child or a message contract's body member); MessageBody has no spec form (§33).
 */
const MESSAGE_NS = "http://schemas.microsoft.com/Message";
/** The policy assertion .NET writes for a binding with messageEncoding="Mtom" (wsoma:OptimizedMimeSerialization). */
const WSOMA_NS = "http://schemas.xmlsoap.org/ws/2004/09/policy/optimizedmimeserialization";

/** The one line refusing a part typed in WCF's Message namespace, naming the .NET construct behind it. */
function messageTypeRefusal(local: string): string {
  if (local === "StreamBody") {
    return "a part typed StreamBody of http://schemas.microsoft.com/Message: a System.IO.Stream parameter, result or message body member (WCF streaming, the bytes as base64 text), which the spec has no form for yet (docs/wcf-design.md §33)";
  }
  if (local === "MessageBody") {
    return "a part typed MessageBody of http://schemas.microsoft.com/Message: an untyped System.ServiceModel.Channels.Message operation (any body), which the spec has no form for (docs/wcf-design.md §33)";
  }
  return `names the type '${local}' of http://schemas.microsoft.com/Message, WCF's namespace for Stream and Message bodies, which the spec has no form for (docs/wcf-design.md §33)`;
}
const MSC_NS = "http://schemas.microsoft.com/ws/2005/12/wsdl/contract";
const SOAP_HTTP = "http://schemas.xmlsoap.org/soap/http";

export interface WcfImportOptions {
  readonly source: string;
  readonly schema: string;
  readonly specPath: string;
}

export interface WcfImportResult {
  readonly yaml: string;
  readonly model: ServiceModel;
  /** Bindings left out (not basicHttpBinding over SOAP 1.1), each with why. */
  readonly leftOut: readonly string[];
  /** How many documents were proven. */
  readonly documents: number;
}

/** Whether a set is WCF's: `wsaw:Action`, `BasicHttpBinding_` bindings, or the serialization schema. */
export function isWcfSet(set: DocumentSet): boolean {
  for (const d of set.documents) {
    const doc = d.document;
    if (d.kind === "schema") {
      if (d.targetNamespace === SERIALIZATION_NS) return true;
      continue;
    }
    for (const types of children(doc.root, WSDL_NS, "types")) {
      if (children(types, XSD_NS, "schema").some((s) => doc.attribute(s, "targetNamespace") === SERIALIZATION_NS)) return true;
    }
    if (children(doc.root, WSDL_NS, "binding").some((b) => (doc.attribute(b, "name") ?? "").startsWith("BasicHttpBinding_"))) return true;
    for (const portType of children(doc.root, WSDL_NS, "portType")) {
      for (const op of children(portType, WSDL_NS, "operation")) {
        if (childElements(op).some((io) => io.attributes.some((a) => a.ns === WSAW_NS && a.local === "Action"))) return true;
      }
    }
  }
  return false;
}

/** An element with the document it is in (QNames resolve with its prefixes; errors name its file). */
interface Located {
  readonly doc: WsdlDocument;
  readonly element: XmlElement;
}

const XS_TYPES: Readonly<Record<string, string>> = {
  string: "string",
  boolean: "boolean",
  int: "int",
  long: "long",
  short: "short",
  byte: "byte",
  unsignedByte: "unsignedByte",
  unsignedShort: "unsignedShort",
  unsignedInt: "unsignedInt",
  unsignedLong: "unsignedLong",
  decimal: "decimal",
  double: "double",
  float: "float",
  dateTime: "dateTime",
  base64Binary: "base64Binary",
  anyURI: "anyURI",
  QName: "QName",
  anyType: "object",
};
const SER_TYPES: Readonly<Record<string, string>> = { guid: "guid", char: "char", duration: "duration" };
const VALUE_TYPES = new Set(["boolean", "int", "long", "short", "byte", "unsignedByte", "unsignedShort", "unsignedInt", "unsignedLong", "decimal", "double", "float", "dateTime", "guid", "char", "duration", "dateTimeOffset"]);

/** The contract name DataContractSerializer gives a spec type (collection names: `ArrayOf<name>`). */
/**
 * Whether a type needs `typeName`: its schema name is not its spec name, or not the name its generic annotation
 * closes to (which the model gives a generic without one; a set can annotate a name .NET would not give it).
 */
function named(local: string, specName: string, generic: RawGenericContract | undefined): boolean {
  return local !== specName && generic === undefined;
}

function contractNameOf(specType: string, reader: WcfReader): string {
  if (specType === "object") return "anyType";
  if (specType === "dateTimeOffset") return "DateTimeOffset";
  if (specType === "XmlElement") return "XmlElement";
  if (XS_TYPES[specType] !== undefined || SER_TYPES[specType] !== undefined) return specType;
  return reader.xmlNameOf(specType);
}

/**
 * A member without a type: XsdDataContractExporter's XmlElement (an anonymous type of one lax `xs:any`) or XmlNode[]
 * (mixed, lax `xs:any` unbounded, `xs:anyAttribute`), as lab wcf/xml-element's xsd2 shows them; no type at all is
 * the wrapper's parameter or result of either (the recording's xsd0), read as XmlNode[], which carries both.
 */
function xmlMemberType(at: Located): string {
  const { doc, element } = at;
  const parts = childElements(element).filter((c) => !(c.ns === XSD_NS && c.local === "annotation"));
  if (parts.length === 0) return "XmlNode[]";
  const complexType = parts[0]!;
  const refuse = (): never => {
    throw doc.error(complexType, "a member of an anonymous type other than XmlElement's or XmlNode[]'s (xs:any with processContents=\"lax\"): DataSet and IXmlSerializable members are not modelled for WCF yet");
  };
  if (parts.length !== 1 || complexType.ns !== XSD_NS || complexType.local !== "complexType") refuse();
  const structured = structuredMemberType(doc, complexType);
  if (structured) return structured;
  const inner = childElements(complexType);
  const sequence = inner[0];
  const anys = sequence && sequence.local === "sequence" ? childElements(sequence) : [];
  const any = anys.length === 1 && anys[0]!.ns === XSD_NS && anys[0]!.local === "any" ? anys[0]! : refuse();
  const attrs = (e: typeof complexType): string =>
    [...e.attributes].filter((a) => !a.name.startsWith("xmlns")).map((a) => `${a.name}=${a.value}`).sort().join(" ");
  if (inner.length === 1 && attrs(complexType) === "" && attrs(any) === "minOccurs=0 processContents=lax") return "XmlElement";
  const anyAttribute = inner[1];
  if (inner.length === 2 && anyAttribute?.ns === XSD_NS && anyAttribute.local === "anyAttribute" && attrs(anyAttribute) === "" && attrs(complexType) === "mixed=true" && attrs(any) === "maxOccurs=unbounded minOccurs=0 processContents=lax") {
    return "XmlNode[]";
  }
  return refuse();
}

/**
 * DataSet's or DataTable's anonymous type (lab wcf/dataset-xml/exporter: an ActualType annotation naming
 * System.Data's DataSet or DataTable, then the schema provider's sequence, exactly); undefined when the type has no
 * ActualType annotation. Any other annotated anonymous type (a typed DataSet, another IXmlSerializable) is refused.
 */
function structuredMemberType(doc: WsdlDocument, complexType: XmlElement): "DataSet" | "DataTable" | undefined {
  const inner = childElements(complexType);
  const annotation = inner[0];
  if (annotation?.ns !== XSD_NS || annotation.local !== "annotation") return undefined;
  const actual = childElements(annotation)
    .filter((a) => a.ns === XSD_NS && a.local === "appinfo")
    .flatMap((a) => childElements(a))
    .find((c) => c.ns === SERIALIZATION_NS && c.local === "ActualType");
  if (!actual) return undefined;
  const name = doc.attribute(actual, "Name");
  const kind = name === "DataSet" ? "dataSet" : name === "DataTable" ? "dataTable" : undefined;
  const refuse = (): never => {
    throw doc.error(complexType, `an anonymous type of ActualType '${name ?? ""}' (${doc.attribute(actual, "Namespace") ?? ""}) other than System.Data's DataSet or DataTable as .NET's exporter writes them: not modelled for WCF (typed DataSets and other IXmlSerializable types are not)`);
  };
  if (!kind || doc.attribute(actual, "Namespace") !== structuredContract(kind).namespace) refuse();
  const attrs = (e: XmlElement): string =>
    [...e.attributes].filter((a) => !a.name.startsWith("xmlns")).map((a) => `${a.name}=${a.value}`).sort().join(" ");
  const sequence = inner[1];
  if (inner.length !== 2 || attrs(complexType) !== "" || sequence?.ns !== XSD_NS || sequence.local !== "sequence" || attrs(sequence) !== "") refuse();
  const particles = childElements(sequence!);
  const is = (e: XmlElement | undefined, local: string, attributes: string): boolean => e?.ns === XSD_NS && e.local === local && attrs(e) === attributes && childElements(e).length === 0;
  if (kind === "dataSet") {
    const ref = particles[0] ? doc.qname(particles[0], "ref") : undefined;
    if (particles.length !== 2 || !particles[0] || attrs(particles[0]).replace(/^ref=\S+$/, "ref") !== "ref" || ref?.ns !== XSD_NS || ref.local !== "schema" || !is(particles[1], "any", "")) refuse();
    return "DataSet";
  }
  if (particles.length !== 2 || !is(particles[0], "any", `maxOccurs=unbounded minOccurs=0 namespace=${XSD_NS} processContents=lax`) || !is(particles[1], "any", "minOccurs=1 namespace=urn:schemas-microsoft-com:xml-diffgram-v1 processContents=lax")) refuse();
  return "DataTable";
}

function ordinal(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Orders that make DataContractSerializer's member order (no Order first, ordinal; then by Order, ordinal within)
 * give `names` in the order written: each maximal ordinal run after the first gets the next Order.
 */
export function derivedOrders(names: readonly string[]): (number | undefined)[] {
  let run = 0;
  return names.map((name, i) => {
    if (i > 0 && ordinal(names[i - 1]!, name) >= 0) run++;
    return run === 0 ? undefined : run;
  });
}

/**
 * A GenericType annotation as the spec says it: the name pattern, the namespace where not the type's, each
 * GenericParameter (nested for a generic argument). Anything else in it is refused at its position.
 */
function genericOf(at: Located, typeNamespace: string): RawGenericContract {
  const { doc, element } = at;
  const parameters = (parent: XmlElement): RawGenericParameter[] =>
    childElements(parent).map((p) => {
      if (p.ns !== SERIALIZATION_NS || p.local !== "GenericParameter") throw doc.error(p, `${p.name} in a GenericType annotation (GenericParameter expected)`);
      const nested = parameters(p);
      return { name: doc.required(p, "Name"), namespace: doc.required(p, "Namespace"), ...(nested.length > 0 ? { parameters: nested } : {}) };
    });
  const name = doc.required(element, "Name");
  const namespace = doc.required(element, "Namespace");
  const list = parameters(element);
  if (list.length === 0) throw doc.error(element, "a GenericType annotation without a GenericParameter");
  return { name, ...(namespace !== typeNamespace ? { namespace } : {}), parameters: list };
}

/** An enum's underlying types other than int, as ActualType names them. */
const ENUM_UNDERLYING: readonly EnumUnderlying[] = ["unsignedByte", "byte", "short", "unsignedShort", "unsignedInt", "long", "unsignedLong"];

function annotation(element: XmlElement, local: string): XmlElement | undefined {
  for (const a of childElements(element)) {
    if (a.ns !== XSD_NS || a.local !== "annotation") continue;
    for (const info of childElements(a)) {
      if (info.ns !== XSD_NS || info.local !== "appinfo") continue;
      const found = childElements(info).find((c) => c.ns === SERIALIZATION_NS && c.local === local);
      if (found) return found;
    }
  }
  return undefined;
}

function textOf(element: XmlElement): string {
  return element.children.filter((c): c is string => typeof c === "string").join("").trim();
}

class WcfReader {
  readonly spec: { types: Record<string, RawComplexType>; faults: Record<string, RawComplexType>; enums: Record<string, RawEnum> } = { types: {}, faults: {}, enums: {} };
  /** Spec name of each declared contract, by `{ns}local`. */
  private readonly declared = new Map<string, string>();
  /** XML name of each spec name. */
  private readonly xmlNames = new Map<string, string>();
  private readonly namespaces = new Map<string, string>();
  private readonly schemas = new Map<string, Located[]>();
  private readonly wsdls = new Map<string, WsdlDocument[]>();
  /** Classes whose base is another class, by base spec name (known types). */
  readonly subclasses = new Map<string, string[]>();
  readonly faultTypes = new Set<string>();
  /** The namespaces enums were declared in ([DataContract(Namespace)] on an enum gives it its own). */
  readonly enumNamespaces = new Set<string>();

  constructor(readonly set: DocumentSet) {
    for (const d of set.documents) {
      if (d.kind === "schema") {
        this.addSchema(d.document, d.document.root);
        continue;
      }
      this.wsdls.set(d.targetNamespace, [...(this.wsdls.get(d.targetNamespace) ?? []), d.document]);
      for (const types of children(d.document.root, WSDL_NS, "types")) {
        for (const schema of children(types, XSD_NS, "schema")) this.addSchema(d.document, schema);
      }
    }
  }

  private addSchema(doc: WsdlDocument, schema: XmlElement): void {
    const ns = doc.attribute(schema, "targetNamespace") ?? "";
    // The Imports schema of a WSDL holds xsd:imports only.
    if (childElements(schema).every((c) => c.ns === XSD_NS && c.local === "import")) return;
    const list = this.schemas.get(ns) ?? [];
    list.push({ doc, element: schema });
    this.schemas.set(ns, list);
  }

  /** The spec type (or type expression) of every data contract read so far, in reading order. */
  declaredTypes(): string[] {
    return [...this.declared.values()];
  }

  /**
   * Reads every named type of the data contract schemas; the Arrays schema's last (its collections read as type
   * expressions, `string[]`, `map<string,int>`): one no member uses was exported as a known type.
   */
  readAll(): void {
    const arraysLast = [...this.schemas].sort(([a], [b]) => Number(a === ARRAYS_NS) - Number(b === ARRAYS_NS));
    for (const [ns, schemas] of arraysLast) {
      if (ns === SERIALIZATION_NS) continue;
      for (const s of schemas) {
        for (const t of childElements(s.element)) {
          if (t.ns !== XSD_NS || (t.local !== "complexType" && t.local !== "simpleType")) continue;
          const name = s.doc.attribute(t, "name");
          if (name !== undefined) this.typeOf({ ns, local: name }, { doc: s.doc, element: t });
        }
      }
    }
  }

  schemasOf(ns: string): readonly Located[] {
    return this.schemas.get(ns) ?? [];
  }

  /** A mixed set's XmlSerializer schemas, taken out of the data contract reading (`takeXmlSerializerSchemas`). */
  private readonly xmlSchemas: Located[] = [];

  /**
   * A set mixing serializers (some operations [XmlSerializerFormat], docs/wcf-design.md §14): WsdlExporter adds
   * XmlSchemaExporter's schemas after the data contract ones, each a document of its own, so a contract namespace
   * both write has two schemas and the later is XmlSerializer's. Takes those out of the data contract reading and
   * returns them (none: not such a set).
   */
  takeXmlSerializerSchemas(): readonly Located[] {
    if (this.schemasOf(SERIALIZATION_NS).length === 0) return [];
    for (const [ns, list] of this.schemas) {
      if (ns === SERIALIZATION_NS || ns === ARRAYS_NS) continue;
      if (list.length >= 2) {
        this.xmlSchemas.push(...list.slice(1));
        this.schemas.set(ns, list.slice(0, 1));
      } else if (list.length === 1 && isXmlSerializerSchema(list[0]!)) {
        // A contract whose operations all use XmlSerializer (in a DataContract service, or the reverse): its
        // namespace has the one schema, XmlSchemaExporter's. (No DataContract schema has either mark: the five
        // corpus sets and the recordings have none.)
        this.xmlSchemas.push(list[0]!);
        this.schemas.set(ns, []);
      }
    }
    return this.xmlSchemas;
  }

  /** Whether a global element is declared by a mixed set's XmlSerializer schemas (an operation's wrapper there is theirs). */
  isXmlSerializerElement(name: QName): boolean {
    return this.xmlSchemas.some((s) => s.doc.attribute(s.element, "targetNamespace") === name.ns && children(s.element, XSD_NS, "element").some((e) => s.doc.attribute(e, "name") === name.local));
  }

  /** A WSDL definition (`message`, `portType`, `binding`) by QName, in any WSDL document of its namespace. */
  definition(kind: string, name: QName, at: Located): Located {
    const docs = this.wsdls.get(name.ns);
    if (!docs) throw at.doc.error(at.element, `names the namespace '${name.ns}', of which the set has no WSDL document`);
    for (const doc of docs) {
      const found = children(doc.root, WSDL_NS, kind).find((e) => doc.attribute(e, "name") === name.local);
      if (found) return { doc, element: found };
    }
    throw at.doc.error(at.element, `names the ${kind} '${name.local}', which no WSDL of '${name.ns}' declares`);
  }

  /** A schema's global declaration (`element`, `complexType`, `simpleType`) by QName. */
  global(kind: string, name: QName): Located | undefined {
    const xml = kind === "element" ? this.xmlSchemas.filter((s) => s.doc.attribute(s.element, "targetNamespace") === name.ns) : [];
    for (const s of [...(this.schemas.get(name.ns) ?? []), ...xml]) {
      const found = children(s.element, XSD_NS, kind).find((e) => s.doc.attribute(e, "name") === name.local);
      if (found) return { doc: s.doc, element: found };
    }
    return undefined;
  }

  element(name: QName, at: Located): Located {
    const found = this.global("element", name);
    if (!found) throw at.doc.error(at.element, `names the element '${name.local}' of '${name.ns}', which no schema of the set declares (is a ?xsd= document missing?)`);
    return found;
  }

  xmlNameOf(specName: string): string {
    return this.xmlNames.get(specName) ?? specName;
  }

  namespaceOf(specName: string): string | undefined {
    return this.namespaces.get(specName);
  }

  /** The namespace of a declared type or type expression (`map<string,int>`: the Arrays schema's). */
  declaredNamespaceOf(type: string): string | undefined {
    for (const [key, declared] of this.declared) if (declared === type) return key.slice(1, key.indexOf("}"));
    return undefined;
  }

  /** The spec type of a QName a schema names (`type="q1:Shipment"`). */
  typeOf(name: QName, at: Located): string {
    if (name.ns === XSD_NS) {
      const simple = XS_TYPES[name.local];
      if (simple === undefined) throw at.doc.error(at.element, `the XML Schema type xs:${name.local} has no data contract the spec can name (DataContractSerializer's built-ins: ${Object.keys(XS_TYPES).join(", ")}, ser:guid, ser:char, ser:duration)`);
      return simple;
    }
    if (name.ns === SERIALIZATION_NS) {
      const simple = SER_TYPES[name.local];
      if (simple === undefined) throw at.doc.error(at.element, `the serialization type ser:${name.local} is not a data member type`);
      return simple;
    }
    if (name.ns === SYSTEM_NS && name.local === "DateTimeOffset") return "dateTimeOffset";
    if (name.ns === MESSAGE_NS) {
      if (name.local === "StreamBody") return this.streamBody(name, at);
      throw at.doc.error(at.element, messageTypeRefusal(name.local));
    }
    const key = `{${name.ns}}${name.local}`;
    const known = this.declared.get(key);
    if (known !== undefined) return known;
    const complex = this.global("complexType", name);
    if (complex) return this.complexType(name, complex);
    const simple = this.global("simpleType", name);
    if (simple) return this.enumType(name, simple);
    throw at.doc.error(at.element, `names the type '${name.local}' of '${name.ns}', which no schema of the set declares (is a ?xsd= document missing?)`);
  }

  /**
   * A System.IO.Stream part (MessageContractExporter.ExportStreamBody): `stream`, once the set's Message schema
   * declares StreamBody as .NET does, a simpleType restricting xs:base64Binary with no facets. Where it stands the
   * spec's model checks (the sole body part).
   */
  private streamBody(name: QName, at: Located): string {
    const declared = this.global("simpleType", name);
    if (!declared) throw at.doc.error(at.element, `names StreamBody of ${MESSAGE_NS}, which no schema of the set declares (is a ?xsd= document missing?)`);
    const { doc, element } = declared;
    const inner = childElements(element);
    const restriction = inner.length === 1 && inner[0]!.ns === XSD_NS && inner[0]!.local === "restriction" ? inner[0]! : undefined;
    const base = restriction && doc.qname(restriction, "base");
    if (!restriction || childElements(restriction).length > 0 || base?.ns !== XSD_NS || base.local !== "base64Binary") {
      throw doc.error(element, "StreamBody is not .NET's (a simpleType restricting xs:base64Binary, no facets): not read as a System.IO.Stream");
    }
    return "stream";
  }

  private specName(name: QName): string {
    const taken = (n: string): boolean => this.xmlNames.has(n) || n === "object" || n === "stream" || XS_TYPES[n] !== undefined || SER_TYPES[n] !== undefined;
    // A nested class's contract name is `Outer.Inner` (DataContract.GetStableName): the spec's (and TypeScript's)
    // name drops what an identifier cannot hold (`OuterInner`), its `typeName` keeps the contract's.
    const base = name.local.replace(/[^\p{L}\p{N}_]+(.?)/gu, (_, next: string) => next.toUpperCase()).replace(/^(?=\p{N})/u, "_") || "Type";
    let candidate = base;
    for (let i = 1; taken(candidate); i++) candidate = `${base}${i}`;
    this.declared.set(`{${name.ns}}${name.local}`, candidate);
    this.xmlNames.set(candidate, name.local);
    this.namespaces.set(candidate, name.ns);
    return candidate;
  }

  private enumType(name: QName, at: Located): string {
    const { doc, element } = at;
    const list = children(element, XSD_NS, "list")[0];
    const holder = list ? children(list, XSD_NS, "simpleType")[0] : element;
    const restriction = holder && children(holder, XSD_NS, "restriction")[0];
    if (!restriction || doc.qname(restriction, "base")?.local !== "string" || doc.qname(restriction, "base")?.ns !== XSD_NS) {
      throw doc.error(element, "a simple type that is not a data contract enum (xs:restriction of xs:string, or an xs:list of one for [Flags])");
    }
    this.enumNamespaces.add(name.ns);
    const specName = this.specName(name);
    const flags = list !== undefined;
    const actual = annotation(element, "ActualType");
    let underlying: EnumUnderlying | undefined;
    if (actual) {
      const typeName = doc.required(actual, "Name");
      if (doc.required(actual, "Namespace") !== XSD_NS || !(ENUM_UNDERLYING as readonly string[]).includes(typeName)) {
        throw doc.error(actual, `an enum's ActualType other than an integer type of XML Schema (${typeName})`);
      }
      underlying = typeName as EnumUnderlying;
    }
    const values: Record<string, number> = {};
    let defaults = true;
    children(restriction, XSD_NS, "enumeration").forEach((facet, i) => {
      const value = doc.required(facet, "value");
      const given = annotation(facet, "EnumerationValue");
      const number = given ? Number(textOf(given)) : flags ? 2 ** i : i;
      if (!Number.isSafeInteger(number)) throw doc.error(given ?? facet, `EnumerationValue '${given ? textOf(given) : ""}' is not an integer`);
      if (number !== (flags ? 2 ** i : i)) defaults = false;
      values[value] = number;
    });
    this.spec.enums[specName] = { ...(flags ? { flags: true } : {}), ...(underlying ? { underlying } : {}), values: defaults && !flags ? Object.keys(values) : values, ...(name.local !== specName ? { typeName: name.local } : {}) };
    return specName;
  }

  /** A member element's spec field (data members; wrapper children have no annotations). */
  field(at: Located): RawFieldBody & { name: string } {
    const { doc, element } = at;
    if (doc.attribute(element, "ref") !== undefined) throw doc.error(element, "a member by reference (ref=) is not a data member");
    const name = doc.required(element, "name");
    const typeName = doc.qname(element, "type");
    const type = typeName ? this.typeOf(typeName, at) : xmlMemberType(at);
    const nillable = doc.attribute(element, "nillable") === "true";
    const valueType = VALUE_TYPES.has(type) || this.spec.enums[type] !== undefined || this.spec.types[type]?.struct === true;
    return { name, type, ...(nillable && valueType ? { nullable: true } : {}) };
  }

  /** A data member's spec field: an auto-property's backing field of a [Serializable] class by its property's name. */
  private dataMember(at: Located): RawFieldBody & { name: string } {
    const f = this.field(at);
    const property = backingFieldProperty(f.name);
    return property === undefined ? f : { ...f, name: property, backingField: true };
  }

  private complexType(name: QName, at: Located): string {
    const { doc, element } = at;
    // A collection or dictionary of the default name is a type expression (`Project[]`, `map<string,int>`), decided
    // before its item is read (an item may hold the collection: Project.Children of ArrayOfProject, corpus 101).
    const plain = this.defaultCollection(name, at);
    if (plain !== undefined) {
      this.declared.set(`{${name.ns}}${name.local}`, plain);
      return plain;
    }
    const specName = this.specName(name);
    const body: RawComplexType = {};
    this.spec.types[specName] = body;
    if (annotation(element, "IsValueType") && textOf(annotation(element, "IsValueType")!) === "true") body.struct = true;
    const generic = annotation(element, "GenericType");
    if (generic) {
      body.generic = genericOf({ doc, element: generic }, name.ns);
      // .NET names a generic by its pattern expanded (GetStableName; [DataContract(Name)] on a generic is the pattern),
      // so the annotation closes to the type's name: a set where it does not is not .NET's, and a spec's generic has
      // one name (docs/wcf-design.md §39).
      const closed = closedGenericName(body.generic);
      const own = closed === undefined ? undefined : dataContractLocalName(closed);
      if (own !== name.local) {
        throw doc.error(generic, `GenericType '${body.generic.name}' of '${name.local}' ${own === undefined ? "does not expand over its parameters" : `closes to '${own}'`}: .NET names a generic data contract by its pattern expanded, so a type named otherwise is not one .NET publishes (not imported)`);
      }
    }
    let holder = element;
    const content = children(element, XSD_NS, "complexContent")[0];
    if (content) {
      const extension = children(content, XSD_NS, "extension")[0];
      if (!extension) throw doc.error(content, "complex content other than an extension of a base data contract");
      const baseName = doc.requiredQname(extension, "base");
      const base = this.typeOf(baseName, { doc, element: extension });
      body.base = base;
      const list = this.subclasses.get(base) ?? [];
      list.push(specName);
      this.subclasses.set(base, list);
      holder = extension;
    }
    const sequences = children(holder, XSD_NS, "sequence");
    const members = sequences[0] ? childElements(sequences[0]) : [];
    const attributes = children(holder, XSD_NS, "attribute").map((a) => doc.qname(a, "ref"));
    if (attributes.length === 1 && attributes[0]?.ns === SERIALIZATION_NS && attributes[0].local === "FactoryType") {
      // ISerializable (SchemaExporter.ExportISerializableDataContract; docs/wcf-design.md §38): one xs:any of ##local
      // entries, skipped, and the attribute; a subclass's extension holds nothing, so this is a hierarchy's root.
      const any = members[0];
      const exact = (m: typeof any): boolean =>
        m !== undefined && m.ns === XSD_NS && m.local === "any" && doc.attribute(m, "minOccurs") === "0" && doc.attribute(m, "maxOccurs") === "unbounded" && doc.attribute(m, "namespace") === "##local" && doc.attribute(m, "processContents") === "skip";
      if (content) throw doc.error(content, `ISerializable type '${name.local}' extends a base and has ser:FactoryType: .NET's exporter writes the attribute on a hierarchy's root only`);
      if (sequences.length !== 1 || members.length !== 1 || !exact(any)) {
        throw doc.error(any ?? element, `ISerializable type '${name.local}' (ser:FactoryType) without its one xs:any (minOccurs 0, maxOccurs unbounded, namespace ##local, processContents skip)`);
      }
      body.iSerializable = true;
      if (name.local !== specName) body.typeName = name.local;
      this.pendingNamespaces.push([specName, name.ns]);
      return specName;
    }
    if (content && body.base !== undefined && this.spec.types[body.base]?.iSerializable) {
      // A subclass of an ISerializable type: an extension with nothing in it (CreateTypeContent only).
      const inside = childElements(holder)[0];
      if (inside) throw doc.error(inside, `${inside.name} in '${name.local}', a subclass of the ISerializable type '${body.base}' (.NET's exporter writes its extension empty)`);
      body.iSerializable = true;
      if (name.local !== specName) body.typeName = name.local;
      this.pendingNamespaces.push([specName, name.ns]);
      return specName;
    }
    for (const m of members) {
      if (m.ns === XSD_NS && m.local === "any") throw doc.error(m, "xs:any: a member of XML the type writes itself (System.Data's DataSet, XmlElement, IXmlSerializable) is not modelled for WCF yet");
      if (m.ns !== XSD_NS || m.local !== "element") throw doc.error(m, `${m.name} in a data contract (data members are xs:elements of a sequence)`);
    }
    if (attributes.length > 0) {
      const ok = attributes.length === 2 && attributes.every((r, i) => r?.ns === SERIALIZATION_NS && r.local === ["Id", "Ref"][i]);
      if (!ok) throw doc.error(children(holder, XSD_NS, "attribute")[0]!, "attributes other than ser:Id and ser:Ref (IsReference) in a data contract");
      body.isReference = true;
    }
    const ns = name.ns;
    // A collection: one member, maxOccurs unbounded (a data member never is).
    if (members.length === 1 && doc.attribute(members[0]!, "maxOccurs") === "unbounded") {
      const member = members[0]!;
      const itemName = doc.required(member, "name");
      if (annotation(element, "IsDictionary")) {
        const entry = children(member, XSD_NS, "complexType")[0];
        const parts = entry ? childElements(children(entry, XSD_NS, "sequence")[0] ?? entry) : [];
        if (parts.length !== 2) throw doc.error(member, "a dictionary entry without a key and a value");
        const key = this.field({ doc, element: parts[0]! });
        const value = this.field({ doc, element: parts[1]! });
        delete this.spec.types[specName];
        this.declared.delete(`{${ns}}${name.local}`);
        const defaultEntry = this.defaultEntry(doc, parts as [XmlElement, XmlElement], key.type, value.type);
        if (!body.generic && ns === ARRAYS_NS && name.local === `ArrayOf${defaultEntry}` && itemName === defaultEntry && key.name === "Key" && value.name === "Value") {
          this.xmlNames.delete(specName);
          const map = `map<${key.type},${value.type}>`;
          this.declared.set(`{${ns}}${name.local}`, map);
          return map;
        }
        this.spec.types[specName] = {
          ...(ns !== this.defaultNamespace ? { namespace: ns } : {}),
          ...(named(name.local, specName, body.generic) ? { typeName: name.local } : {}),
          dictionary: { key: key.type, value: value.type, ...(itemName !== defaultEntry ? { itemName } : {}), ...(key.name !== "Key" ? { keyName: key.name } : {}), ...(value.name !== "Value" ? { valueName: value.name } : {}) },
          // A generic [CollectionDataContract] (`Lookup<T>`): GenericType after IsDictionary (lab wcf/generic-collections).
          ...(body.generic ? { generic: body.generic } : {}),
        };
        this.declared.set(`{${ns}}${name.local}`, specName);
        return specName;
      }
      const item = this.field({ doc, element: member });
      const itemContract = contractNameOf(item.type, this);
      const itemNs = this.contractNamespaceOf(item.type);
      if (!body.generic && name.local === `ArrayOf${itemContract}` && itemName === itemContract && ns === (itemNs ?? ARRAYS_NS)) {
        delete this.spec.types[specName];
        this.xmlNames.delete(specName);
        const array = `${item.type}[]`;
        this.declared.set(`{${ns}}${name.local}`, array);
        return array;
      }
      this.spec.types[specName] = {
        ...(ns !== this.defaultNamespace ? { namespace: ns } : {}),
        ...(named(name.local, specName, body.generic) ? { typeName: name.local } : {}),
        collection: { item: item.type, ...(itemName !== itemContract ? { itemName } : {}) },
        // A generic [CollectionDataContract] (`PageOf<T>`, lab wcf/generic-collections).
        ...(body.generic ? { generic: body.generic } : {}),
      };
      return specName;
    }
    const orders = derivedOrders(members.map((m) => doc.attribute(m, "name") ?? ""));
    body.fields = members.map((m, i) => {
      const f = this.dataMember({ doc, element: m });
      const required = doc.attribute(m, "minOccurs") !== "0";
      const dv = annotation(m, "DefaultValue");
      const emitDefault = dv ? doc.attribute(dv, "EmitDefaultValue") !== "false" : true;
      return { ...f, ...(orders[i] !== undefined ? { order: orders[i] } : {}), ...(required ? { required: true } : {}), ...(emitDefault ? {} : { emitDefault: false }) };
    });
    if (named(name.local, specName, body.generic)) body.typeName = name.local;
    this.pendingNamespaces.push([specName, ns]);
    return specName;
  }

  /**
   * The entry name DataContractSerializer gives `Dictionary<K,V>` (KeyValue<K,V>'s contract): `KeyValueOf` and the
   * key's and value's stable names, then the digest of their namespaces where one is not built in
   * (`KeyValueOfstringParcelkWsSwysC`, lab wcf/generic-digest). The names and namespaces are the entry members'
   * types as the schema names them (a stable name is its QName); a member of an anonymous type (XmlElement) by its
   * spec type's contract.
   */
  private defaultEntry(doc: WsdlDocument, parts: readonly [XmlElement, XmlElement], keyType: string, valueType: string): string {
    const stable = (element: XmlElement, specType: string): { name: string; ns: string | undefined } => {
      const q = doc.qname(element, "type");
      return q ? { name: q.local, ns: q.ns } : { name: contractNameOf(specType, this), ns: this.contractNamespaceOf(specType) };
    };
    const key = stable(parts[0], keyType);
    const value = stable(parts[1], valueType);
    return `KeyValueOf${key.name}${value.name}${genericDigest([key.ns, value.ns])}`;
  }

  /** `X[]` or `map<K,V>` when the type is the collection contract DataContractSerializer names by default. */
  private defaultCollection(name: QName, at: Located): string | undefined {
    const { doc, element } = at;
    // A generic [CollectionDataContract] keeps its annotation, whatever its name.
    if (children(element, XSD_NS, "complexContent").length > 0 || annotation(element, "GenericType")) return undefined;
    const sequence = children(element, XSD_NS, "sequence")[0];
    const members = sequence ? childElements(sequence) : [];
    const member = members[0];
    if (members.length !== 1 || !member || member.ns !== XSD_NS || member.local !== "element" || doc.attribute(member, "maxOccurs") !== "unbounded") return undefined;
    const itemName = doc.attribute(member, "name") ?? "";
    if (annotation(element, "IsDictionary")) {
      const entry = children(member, XSD_NS, "complexType")[0];
      const parts = entry ? childElements(children(entry, XSD_NS, "sequence")[0] ?? entry) : [];
      if (parts.length !== 2 || name.ns !== ARRAYS_NS) return undefined;
      const key = this.field({ doc, element: parts[0]! });
      const value = this.field({ doc, element: parts[1]! });
      const defaultEntry = this.defaultEntry(doc, parts as [XmlElement, XmlElement], key.type, value.type);
      const plain = name.local === `ArrayOf${defaultEntry}` && itemName === defaultEntry && key.name === "Key" && value.name === "Value";
      return plain ? `map<${key.type},${value.type}>` : undefined;
    }
    const itemType = doc.qname(member, "type");
    if (!itemType) return undefined;
    const itemNs = itemType.ns === XSD_NS || itemType.ns === SERIALIZATION_NS || itemType.ns === SYSTEM_NS ? ARRAYS_NS : itemType.ns;
    const contract = itemType.ns === XSD_NS && itemType.local === "anyType" ? "anyType" : itemType.local;
    if (name.local !== `ArrayOf${contract}` || itemName !== contract || name.ns !== itemNs) return undefined;
    return `${this.field({ doc, element: member }).type}[]`;
  }

  /** Classes' namespaces, written once the default namespace is known. */
  readonly pendingNamespaces: [string, string][] = [];
  defaultNamespace: string | undefined;

  contractNamespaceOf(specType: string): string | undefined {
    if (specType.endsWith("[]") || specType.startsWith("map<")) {
      for (const [key, value] of this.declared) if (value === specType) return /^\{([^}]*)\}/.exec(key)![1];
      return undefined;
    }
    if (this.spec.enums[specType] !== undefined || this.spec.types[specType] !== undefined) return this.namespaces.get(specType);
    if (specType === "dateTimeOffset") return SYSTEM_NS;
    // ArrayOfXmlElement lives in XmlElement's contract namespace (lab wcf/xml-arrays).
    if (specType === "XmlElement") return SYSTEM_XML_NS;
    return undefined;
  }
}

/**
 * The serialization schema is a constant of .NET (two forms: with TimeSpan's bounds, 4.x; without, older): a set's
 * must be one of them, else it is refused at its first difference. Returns whether it has the bounds.
 */
function checkSerializationSchema(reader: WcfReader): boolean {
  const found = reader.schemasOf(SERIALIZATION_NS)[0];
  if (!found) return true;
  const theirs = canonicalOfElement(found.element);
  const withBounds = locateDifference(canonicalOf(SERIALIZATION_SCHEMA), theirs);
  if (!withBounds) return true;
  if (!locateDifference(canonicalOf(SERIALIZATION_SCHEMA_WITHOUT_DURATION_BOUNDS), theirs)) return false;
  const step = withBounds.path.slice(withBounds.path.lastIndexOf("/") + 1);
  throw new ImportError(found.doc.file, withBounds.line, withBounds.column, step, `the serialization schema is not the one .NET publishes (a constant): at ${withBounds.path}: ${withBounds.message}`);
}

/**
 * What makes a port's binding neither basicHttpBinding over SOAP 1.1 nor a SOAP 1.2 custom binding without
 * addressing (textMessageEncoding Soap12 over HTTP: a soap12:binding with no policy; docs/wcf-design.md §16)
 * (undefined: it is one of them).
 */
function bindingProblem(root: WsdlDocument, binding: Located): string | undefined {
  const { doc, element } = binding;
  const name = doc.attribute(element, "name") ?? "";
  const soap12 = children(element, SOAP12_NS, "binding")[0];
  if (soap12) {
    // With a policy it has addressing, security or sessions (wsHttpBinding and its kin): left out.
    if (children(element, WSP_NS, "PolicyReference").length > 0) return `${name} (SOAP 1.2 with a policy: wsHttpBinding or a custom binding with WS-Addressing or security)`;
    if (doc.attribute(soap12, "transport") !== SOAP_HTTP) return `${name} (transport ${doc.attribute(soap12, "transport") ?? "none"}, not HTTP)`;
    return undefined;
  }
  const soap = children(element, SOAP11_NS, "binding")[0];
  if (!soap) return `${name} (no soap:binding)`;
  if (doc.attribute(soap, "transport") !== SOAP_HTTP) return `${name} (transport ${doc.attribute(soap, "transport") ?? "none"}, not HTTP)`;
  for (const ref of children(element, WSP_NS, "PolicyReference")) {
    const id = (doc.attribute(ref, "URI") ?? "").replace(/^#/, "");
    const policy = children(root.root, WSP_NS, "Policy").find((p) => p.attributes.some((a) => a.ns === WSU_NS && a.local === "Id" && a.value === id));
    if (!policy) return `${name} (its policy '${id}' is not in the root WSDL)`;
    const assertions = policy.children.length === 0 ? [] : childElements(childElements(childElements(policy)[0] ?? policy)[0] ?? policy);
    const other = assertions.find((a) => !(a.ns === SP_NS && a.local === "TransportBinding"));
    if (other) return `${name} (policy ${other.name}: ${describeAssertion(other)})`;
  }
  return undefined;
}

function describeAssertion(a: XmlElement): string {
  if (a.ns === SP_NS) return "WS-Security";
  if (a.ns === MSC_NS || a.local === "UsingAddressing") return "WS-Addressing or sessions";
  // messageEncoding="Mtom": the body as MIME parts (XOP), which the runtime does not frame (docs/wcf-design.md §33).
  if (a.ns === WSOMA_NS) return "MTOM encoding (messageEncoding=\"Mtom\"), not supported";
  return "not basicHttpBinding";
}

/**
 * Whether a contract namespace's schema is XmlSchemaExporter's, told by what DataContract's exporter never writes: a
 * wrapper element's type without a sequence (`<xs:complexType />` of an operation without parameters; DataContract's
 * is `<xs:complexType><xs:sequence /></xs:complexType>`), a wrapper particle with maxOccurs (below), or a particle
 * with `maxOccurs="1"` (XmlSchemaExporter writes
 * minOccurs and maxOccurs on every element particle; DataContract's exporter writes maxOccurs only as "unbounded").
 */
function isXmlSerializerSchema(schema: Located): boolean {
  const { doc, element } = schema;
  for (const wrapper of children(element, XSD_NS, "element")) {
    const type = children(wrapper, XSD_NS, "complexType")[0];
    if (type && childElements(type).length === 0) return true;
  }
  // A wrapper's particle with any maxOccurs: DataContract's exporter writes a parameter, result or message part as
  // one element whose collection is an ArrayOf type (never repeated in the wrapper); XmlSchemaExporter writes both
  // bounds, `unbounded` for an [XmlElement] array (2,142 wrapper particles of the corpus and recordings: none has it).
  for (const wrapper of children(element, XSD_NS, "element")) {
    const sequence = children(children(wrapper, XSD_NS, "complexType")[0] ?? wrapper, XSD_NS, "sequence")[0];
    if (sequence && children(sequence, XSD_NS, "element").some((c) => doc.attribute(c, "maxOccurs") !== undefined)) return true;
  }
  const particles = (e: XmlElement): boolean =>
    childElements(e).some((c) => (c.ns === XSD_NS && c.local === "element" && doc.attribute(c, "maxOccurs") === "1") || particles(c));
  return particles(element);
}

/** A kept binding in the soap12 extensions: a SOAP 1.2 custom binding without addressing. */
function isSoap12(binding: XmlElement): boolean {
  return children(binding, SOAP12_NS, "binding").length > 0;
}

/** A kept binding with a policy has the HTTPS transport one (bindingProblem refused any other). */
function hasTransportPolicy(binding: XmlElement): boolean {
  return children(binding, WSP_NS, "PolicyReference").length > 0;
}

/**
 * The WCF metadata set as a spec, proven against the set. An [XmlSerializerFormat] set's classes and enums of a
 * schema other than a contract's are first read as XmlSerializer's default makes them (the copy of a class of no
 * namespace declared where it is met), then, where the proof fails, as types of their own namespace
 * ([XmlType(Namespace)]), as ASMX's import does (import-wsdl.ts; docs/wcf-design.md §42).
 */
export function importWcf(set: DocumentSet, options: WcfImportOptions): WcfImportResult {
  try {
    return importWcfAs(set, options, "none");
  } catch (error) {
    if (!(error instanceof ImportError) || !xmlSerializerSecondNamespace(set)) throw error;
    try {
      return importWcfAs(set, options, "all");
    } catch (second) {
      if (!(second instanceof ImportError)) throw second;
      throw error;
    }
  }
}

/**
 * Whether a set without the serialization schema (XmlSerializer's) has a schema of a namespace no port type has,
 * other than guid's and char's, declaring types: where an [XmlType(Namespace)] class or enum would be.
 */
function xmlSerializerSecondNamespace(set: DocumentSet): boolean {
  const schemas = set.documents.flatMap((d) =>
    d.kind === "schema" ? [{ doc: d.document, schema: d.document.root }] : children(d.document.root, WSDL_NS, "types").flatMap((t) => children(t, XSD_NS, "schema").map((schema) => ({ doc: d.document, schema }))),
  );
  const namespaceOf = (s: { doc: WsdlDocument; schema: XmlElement }): string => s.doc.attribute(s.schema, "targetNamespace") ?? "";
  if (schemas.some((s) => namespaceOf(s) === SERIALIZATION_NS)) return false;
  const contracts = new Set(set.documents.flatMap((d) => (d.kind === "wsdl" && children(d.document.root, WSDL_NS, "portType").length > 0 ? [d.targetNamespace] : [])));
  return schemas.some((s) => !contracts.has(namespaceOf(s)) && namespaceOf(s) !== MS_TYPES_NS && (children(s.schema, XSD_NS, "complexType").length > 0 || children(s.schema, XSD_NS, "simpleType").length > 0));
}

function importWcfAs(set: DocumentSet, options: WcfImportOptions, pinning: Pinning): WcfImportResult {
  const reader = new WcfReader(set);
  const root = set.root.document;
  const rootAt: Located = { doc: root, element: root.root };
  const serviceNs = root.required(root.root, "targetNamespace");
  const services = children(root.root, WSDL_NS, "service");
  if (services.length !== 1) throw root.error(services[1] ?? root.root, services.length === 0 ? "has no wsdl:service: not a service's published description" : "a second wsdl:service: WCF publishes one per metadata set");
  const service = services[0]!;
  const serviceName = root.required(service, "name");

  // Ports and bindings.
  const leftOut: string[] = [];
  const leftOutNames = new Set<string>();
  const leftOutPorts: { port: XmlElement; binding: Located }[] = [];
  const kept: { port: XmlElement; binding: Located; location: string; soap12: boolean }[] = [];
  let transport: boolean | undefined;
  let separate = false;
  for (const port of children(service, WSDL_NS, "port")) {
    const bindingName = root.qname(port, "binding");
    if (!bindingName) throw root.error(port, "has no binding attribute");
    const binding = reader.definition("binding", bindingName, { doc: root, element: port });
    const problem = bindingProblem(root, binding);
    if (problem) {
      leftOut.push(problem);
      leftOutNames.add(bindingName.local);
      leftOutPorts.push({ port, binding });
      continue;
    }
    const soap12 = isSoap12(binding.element);
    const address = children(port, soap12 ? SOAP12_NS : SOAP11_NS, "address")[0];
    if (!address) throw root.error(port, soap12 ? "a SOAP 1.2 port without soap12:address" : "a basicHttpBinding port without soap:address");
    const secure = hasTransportPolicy(binding.element);
    if (transport !== undefined && transport !== secure) throw root.error(port, "ports with and without transport security: the spec gives every contract one security");
    transport = secure;
    kept.push({ port, binding, location: root.required(address, "location"), soap12 });
  }
  if (kept.length === 0) {
    throw root.error(service, `has no basicHttpBinding over SOAP 1.1 to import: ${leftOut.join("; ")} (only basicHttpBinding is modelled)`, "wsdl:service");
  }

  // A contract offered only on bindings left out: its documents (contract WSDL, wrapper schemas) stay in the set,
  // and a spec without it would not publish them.
  const portTypeOf = (b: Located): string => {
    const q = b.doc.qname(b.element, "type");
    return q ? `{${q.ns}}${q.local}` : "";
  };
  const keptPortTypes = new Set(kept.map((k) => portTypeOf(k.binding)));
  const orphan = leftOutPorts.find((p) => !keptPortTypes.has(portTypeOf(p.binding)));
  if (orphan) {
    const name = orphan.binding.doc.attribute(orphan.binding.element, "name") ?? "";
    throw root.error(orphan.port, `the contract ${portTypeOf(orphan.binding)} is offered only on ${name}, which is not basicHttpBinding over SOAP 1.1 (${leftOut.join("; ")}): a spec of the other contracts would not publish its documents`);
  }
  const durationBounds = checkSerializationSchema(reader);
  // [XmlSerializerFormat]: a set without the serialization schema (every DataContract contract's documents import
  // it, used or not) is XmlSerializer's; its schemas are read with ASMX's reader (XmlSchemaExporter's shapes).
  const xml = reader.schemasOf(SERIALIZATION_NS).length === 0 ? xmlSerializerTypes(set, kept[0]!.binding, undefined, pinning) : undefined;
  // A set mixing serializers: the XmlSerializer schemas read by ASMX's reader, for the operations whose wrappers they hold.
  const mixedSchemas = reader.takeXmlSerializerSchemas();
  const mixedNs = [...new Set(mixedSchemas.map((s) => s.doc.attribute(s.element, "targetNamespace") ?? ""))];
  if (mixedNs.length > 1) throw mixedSchemas[0]!.doc.error(mixedSchemas[0]!.element, `XmlSerializer schemas of ${mixedNs.length} namespaces in a set mixing serializers: one is modelled (docs/wcf-design.md §14)`);
  const mixed = mixedSchemas.length > 0 ? { types: xmlSerializerTypes(set, kept[0]!.binding, mixedSchemas).types, namespace: mixedNs[0]! } : undefined;
  // The base address: the first port's, or one of a later port under which every port lies (a contract whose
  // first endpoint is at a relative address, e.g. a SOAP 1.2 one at `soap12` before basicHttpBinding at the base).
  const under = (location: string, base: string): boolean => {
    const rest = location.slice(base.length);
    return location.startsWith(base) && (rest === "" || base.endsWith("/") || rest.startsWith("/"));
  };
  const endpoint = kept.map((k) => k.location).find((base) => kept.every((k) => under(k.location, base))) ?? kept[0]!.location;
  const contracts: { name: string; namespace: string; address?: string; addresses?: string[]; soap12?: string[]; serializer?: "xmlSerializer"; sessionMode?: "required" | "notAllowed"; knownTypes?: string[] }[] = [];
  const operations: RawOperation[] = [];
  const opNames = new Set<string>();
  const single = isSingleWsdl(set);
  // Each contract's port type namespace: ?singleWsdl's may differ from the contract's (below).
  const portTypeNs = new Map<string, string>();
  for (const { port, binding, location, soap12 } of kept) {
    // A relative address joins the base with one slash (endpointAddress), as .NET joins them.
    const rest = location.slice(endpoint.length);
    const under = location.startsWith(endpoint) && (rest === "" || endpoint.endsWith("/") || rest.startsWith("/"));
    if (!under) throw root.error(port, `the address '${location}' is not under the first port's '${endpoint}': the spec's contracts share one base address`);
    const relative = endpoint.endsWith("/") ? rest : rest.slice(1);
    const portTypeName = binding.doc.qname(binding.element, "type");
    if (!portTypeName) throw binding.doc.error(binding.element, "has no type attribute");
    // A contract on several endpoints (a port each): its addresses, in port order; the proof checks the bindings'
    // names (BasicHttpBinding_<contract>, ...1) and that its ports come together, as the spec writes them.
    const again = contracts.find((c) => c.name === portTypeName.local);
    if (again) {
      if (portTypeNs.get(again.name) !== portTypeName.ns) throw root.error(port, `a second contract named '${portTypeName.local}' (in '${portTypeName.ns}'): contract names are unique in a spec`);
      again.addresses = [...(again.addresses ?? [again.address ?? ""]), relative];
      delete again.address;
      if (soap12) again.soap12 = [...(again.soap12 ?? []), relative];
      // soap12 after addresses, as the spec's key order has it.
      if (again.soap12) {
        const list = again.soap12;
        delete again.soap12;
        again.soap12 = list;
      }
      continue;
    }
    const portType = reader.definition("portType", portTypeName, binding);
    if (portType.doc !== root && portTypeName.ns === serviceNs) separate = true;
    const session = portType.element.attributes.find((a) => a.ns === MSC_NS && a.local === "usingSession")?.value;
    if (session !== undefined && session !== "true" && session !== "false") throw portType.doc.error(portType.element, `msc:usingSession '${session}' is neither true nor false`);
    const contract = { name: portTypeName.local, namespace: portTypeName.ns, address: relative, ...(soap12 ? { soap12: [relative] } : {}), ...(session !== undefined ? { sessionMode: session === "true" ? ("required" as const) : ("notAllowed" as const) } : {}) };
    contracts.push(contract);
    portTypeNs.set(contract.name, portTypeName.ns);
    const read = children(portType.element, WSDL_NS, "operation").map((op) => {
      const own = mixed && wrapperOf(reader, { doc: portType.doc, element: op }, (q) => reader.isXmlSerializerElement(q)) ? mixed.types : undefined;
      const raw = readOperation(reader, { doc: portType.doc, element: op }, binding, portTypeName, xml?.types ?? own);
      return { at: op, raw: own ? { ...raw, serializer: "xmlSerializer" as const } : raw };
    });
    // ?singleWsdl names every port type in its one namespace (.NET's WsdlHelper rewrites the references so; it
    // refuses a service of two contract namespaces, and ours writes them into the first): a contract whose every
    // operation is declared by a contract of its own name in another namespace is that contract, in that namespace,
    // not one inheriting them (its wrappers and actions carry the namespace the port type lost).
    const declaredIn = read.map((r) => r.raw.declaredIn);
    const own = declaredIn[0];
    if (single && own && own.name === contract.name && declaredIn.every((d) => d?.name === own.name && d.namespace === own.namespace)) {
      contract.namespace = own.namespace;
      for (const r of read) delete r.raw.declaredIn;
    }
    if (xml && contract.namespace !== xml.namespace) {
      throw root.error(port, `a second [XmlSerializerFormat] contract namespace '${contract.namespace}' beside '${xml.namespace}': one XmlSerializer schema set per service is modelled (docs/wcf-design.md §14)`);
    }
    for (const { at, raw } of read) {
      if (opNames.has(raw.name)) throw portType.doc.error(at, `a second operation named '${raw.name}' in the service: spec operations are named uniquely`);
      opNames.add(raw.name);
      operations.push({ ...raw, ...(contracts.length > 1 ? { contract: portTypeName.local } : {}) });
    }
  }

  // A contract whose operations all use XmlSerializer says so once ([XmlSerializerFormat] on the contract).
  if (mixed) {
    for (const [i, c] of contracts.entries()) {
      const ops = operations.filter((op) => (op.contract ?? contracts[0]!.name) === c.name);
      if (ops.length === 0 || !ops.every((op) => op.serializer === "xmlSerializer")) continue;
      const { sessionMode, ...rest } = c;
      contracts[i] = { ...rest, serializer: "xmlSerializer", ...(sessionMode !== undefined ? { sessionMode } : {}) };
      for (const op of ops) delete op.serializer;
    }
  }

  if (xml) return xmlSerializerImport(set, options, xml.types, { serviceName, serviceNs, endpoint, transport: transport === true, separate, contracts, operations, leftOut, leftOutNames, rootAt });
  // Every data contract the schemas declare, used by an operation or not (a subclass is a known type of its base).
  reader.readAll();
  if (mixed) mixedClasses(reader, mixed.types, operations, rootAt);

  // The default data contract namespace: the enums' when they share one, else the most used by classes and enums
  // (ties: the first met). Enums and classes of another namespace name theirs.
  const counts = new Map<string, number>();
  const enumNames = Object.keys(reader.spec.enums);
  for (const ns of [...reader.pendingNamespaces.map(([, ns]) => ns), ...enumNames.map((e) => reader.namespaceOf(e)!)]) counts.set(ns, (counts.get(ns) ?? 0) + 1);
  const dataContractNamespace = reader.enumNamespaces.size === 1 ? [...reader.enumNamespaces][0] : [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  for (const [name, ns] of reader.pendingNamespaces) {
    const body = reader.spec.types[name];
    if (body && ns !== dataContractNamespace) reader.spec.types[name] = { namespace: ns, ...body };
  }
  for (const name of enumNames) {
    const ns = reader.namespaceOf(name)!;
    if (ns !== dataContractNamespace) reader.spec.enums[name] = { namespace: ns, ...reader.spec.enums[name]! };
  }
  // Collection contracts read before the default was known.
  for (const [name, body] of Object.entries(reader.spec.types)) {
    if ((body.collection || body.dictionary) && body.namespace === undefined && reader.namespaceOf(name) !== dataContractNamespace) {
      reader.spec.types[name] = { namespace: reader.namespaceOf(name)!, ...body };
    } else if ((body.collection || body.dictionary) && body.namespace === dataContractNamespace) {
      const { namespace: _ns, ...rest } = body;
      reader.spec.types[name] = rest;
    }
  }
  // Fault details live under `faults` (a base stays under `types`).
  const faultClasses = [...reader.faultTypes];
  for (let i = 0; i < faultClasses.length; i++) {
    const name = faultClasses[i]!;
    const body = reader.spec.types[name];
    if (!body) continue;
    reader.spec.faults[name] = body;
    delete reader.spec.types[name];
  }
  // Known types: a base names the subclasses no operation reaches otherwise ([KnownType]; corpus 107's
  // ReportRequest), until every subclass of a reached base is reached. Where the documents say another class named
  // it (exported after that class, not after the base: lab known-depth's Dog, a [KnownType] of Yard), the holder is
  // moved once the spec is whole (below).
  const namedOnBase: { sub: string; base: string }[] = [];
  // What nothing reaches before any known type is named: [KnownType]s of some class, or [ServiceKnownType]s.
  const unreached = (() => {
    const reached = reachable(reader.spec, operations);
    const collections = new Set(unusedCollections(reader.declaredTypes(), reader.spec, operations));
    return reader.declaredTypes().filter((t) => collections.has(t) || ((reader.spec.types[t] !== undefined || reader.spec.enums[t] !== undefined) && !reached.has(t)));
  })();
  // Used enums and unreached classes an object holder names: exported with the holder, which may precede their
  // member's export or the class that named them.
  const namedUsedEnums: { body: RawComplexType; names: readonly string[] }[] = [];
  // Holders naming unused enums and unreached classes both: the other order is tried where the documents differ.
  const classesFirst: { body: RawComplexType; enums: readonly string[]; classes: readonly string[] }[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    const reached = reachable(reader.spec, operations);
    for (const [base, subs] of reader.subclasses) {
      const body = reader.spec.types[base];
      if (!body || !reached.has(base)) continue;
      const missing = subs.filter((s) => reader.spec.types[s] !== undefined && !reached.has(s));
      if (missing.length === 0) continue;
      body.knownTypes = [...(body.knownTypes ?? []), ...missing];
      for (const sub of missing) namedOnBase.push({ sub, base });
      changed = true;
    }
  }
  // With several contracts, a subclass another contract reaches is named on a base too where a contract's WSDL
  // imports the subclass's namespace and nothing else the contract reaches is of that namespace: the export wrote
  // the subclass in that contract's run, as a known type.
  if (contracts.length > 1) {
    const imports = contractImports(set, contracts);
    for (let changed = true; changed; ) {
      changed = false;
      for (const contract of contracts) {
        const reached = reachable(reader.spec, operations.filter((op) => (op.contract ?? contracts[0]!.name) === contract.name));
        const covered = new Set([...reached].map((name) => reader.namespaceOf(name)));
        for (const [base, subs] of reader.subclasses) {
          const body = reader.spec.types[base];
          if (!body || !reached.has(base)) continue;
          const missing = subs.filter((s) => {
            const ns = reader.namespaceOf(s);
            return reader.spec.types[s] !== undefined && !reached.has(s) && ns !== undefined && !covered.has(ns) && imports.get(contract.namespace)?.has(ns) === true;
          });
          if (missing.length === 0) continue;
          body.knownTypes = [...(body.knownTypes ?? []), ...missing];
          for (const sub of missing) namedOnBase.push({ sub, base });
          changed = true;
        }
      }
    }
  }
  // Known enums: an enum no member uses is published because a class names it with [KnownType] for an `object`
  // member (lab object-values); the schema does not say which class, so every reached class holding an object
  // names every enum of the set: known types are per position (lab known-scope), and this keeps each such object able to hold what
  // .NET's might (the export is unchanged: an enum follows the first class naming it; the proof checks it).
  {
    const reached = reachable(reader.spec, operations);
    const holders = Object.entries(reader.spec.types).filter(
      ([name, body]) => reached.has(name) && (body.iSerializable === true || (body.fields ?? []).some((f) => typeof f !== "string" && holdsObject(f.type))),
    );
    // Unused enums first (their export follows the first class naming them), then the enums members use: a .NET
    // proxy from this metadata (svcutil) knows every type of the schema set in such an operation, so the imported
    // service reads them in an `object` too (the export is unchanged: a used enum is exported for its member).
    const unused = Object.keys(reader.spec.enums).filter((e) => !reached.has(e));
    const used = Object.keys(reader.spec.enums).filter((e) => reached.has(e));
    // Classes no member, base or subclass reaches and collections no member uses are [KnownType]s too (lab
    // known-classes: Gift, Gift[]; known-scope: Tone[]), named likewise; a collection of the Arrays schema is read
    // only where used, so none of those is here.
    const classes = Object.keys(reader.spec.types).filter((t) => !reached.has(t));
    const collections = unusedCollections(reader.declaredTypes(), reader.spec, operations);
    // With several contracts, a holder names only the types of namespaces every contract reaching it imports in its
    // WSDL: the export writes a known type with the first class naming it, and so imports its schema into that
    // contract's WSDL, which the documents show where it happened.
    const imports = contracts.length > 1 ? contractImports(set, contracts) : undefined;
    const contractOps = (c: (typeof contracts)[number]) => operations.filter((op) => (op.contract ?? contracts[0]!.name) === c.name);
    for (const [name, body] of holders) {
      const had = new Set(body.knownTypes ?? []);
      const reaching = imports && contracts.filter((c) => reachable(reader.spec, contractOps(c)).has(name));
      const importedByAll = (type: string) =>
        reaching === undefined || reaching.every((c) => imports!.get(c.namespace)?.has(reader.declaredNamespaceOf(type) ?? reader.namespaceOf(type) ?? ""));
      // Its own collections of objects (object[], map<string,object>) too, as a .NET proxy's class holding them
      // knows them ([KnownType(typeof(object[]))]): an object[] inside its object[] reads only then (lab
      // object-arrays, Make.nested); exported with its members already, so the documents are unchanged.
      const own = [...new Set((body.fields ?? []).flatMap((f) => (typeof f !== "string" && f.type !== "object" && holdsObject(f.type) ? [f.type] : [])))];
      const add = [...unused, ...classes, ...collections, ...used, ...own].filter((e) => !had.has(e) && importedByAll(e));
      if (add.length) body.knownTypes = [...(body.knownTypes ?? []), ...add];
      const guessed = [...used, ...classes].filter((e) => add.includes(e));
      if (guessed.length) namedUsedEnums.push({ body, names: guessed });
      const enumsAdded = unused.filter((e) => add.includes(e));
      const classesAdded = classes.filter((e) => add.includes(e));
      if (enumsAdded.length && classesAdded.length) classesFirst.push({ body, enums: enumsAdded, classes: classesAdded });
    }
  }

  // [ServiceKnownType]: a .NET proxy from this metadata (svcutil) knows every type of the set in an operation whose
  // messages hold an `object` (it writes them as [ServiceKnownType]s), at every depth, an `object` parameter or result
  // too. The metadata does not say which types the service's operation knows, and the export places an operation's
  // known types after its messages: each such operation names the classes and enums the operations exported up to it
  // (its own, those before it in its contract and in the contracts before) reach, which the export has written by
  // then, so the documents are unchanged (the proof checks it). An exported type named again still adds its
  // namespace to the contract's imports: with several contracts, only types of the namespaces the contract's WSDL
  // imports are named. A type only later operations reach is not named: the export would move it up to this
  // operation (another place in its schema or another schema order), which the documents say it was not.
  const widening: { op: RawOperation; known: string[]; wider: string[][] }[] = [];
  {
    const declaredOrder = [...Object.keys(reader.spec.types), ...Object.keys(reader.spec.enums)];
    const contractOf = (op: RawOperation) => contracts.find((c) => c.name === (op.contract ?? contracts[0]!.name))!;
    // The DataContract exporter's operations, in its order ([XmlSerializerFormat] ones, by operation or contract, aside).
    const exportOrder = contracts.flatMap((c) =>
      operations.filter((op) => contractOf(op) === c && op.serializer !== "xmlSerializer" && c.serializer !== "xmlSerializer"),
    );
    const imported = contracts.length > 1 ? contractImports(set, contracts) : undefined;
    exportOrder.forEach((op, k) => {
      if (!reachable(reader.spec, [op]).has("object")) return;
      const before = reachable(reader.spec, exportOrder.slice(0, k + 1));
      const contract = contractOf(op);
      const allowed = imported?.get(contract.namespace);
      const known = declaredOrder.filter((name) => before.has(name) && (allowed === undefined || allowed.has(reader.namespaceOf(name) ?? "")));
      if (known.length) op.knownTypes = known;
      // Types only later operations reach: svcutil's proxy names them here too. Named when the documents allow it
      // (tried below, once the spec is whole): every type of the set, else those of namespaces exported by now.
      const everyType = declaredOrder.filter((name) => allowed === undefined || allowed.has(reader.namespaceOf(name) ?? ""));
      const exported = new Set([...before].map((name) => reader.namespaceOf(name) ?? ""));
      const sameSchemas = everyType.filter((name) => before.has(name) || exported.has(reader.namespaceOf(name) ?? ""));
      const wider = [everyType, sameSchemas].filter((list, i, all) => list.length > known.length && (i === 0 || list.length < all[0]!.length));
      if (wider.length) widening.push({ op, known, wider });
    });
  }

  const spec: RawSpec = {
    service: {
      name: serviceName,
      namespace: serviceNs,
      endpoint,
      wcf: {
        serializer: "dataContract",
        ...(dataContractNamespace !== undefined ? { dataContractNamespace } : {}),
        security: transport ? "transport" : "none",
        ...(separate ? { contractWsdl: "separate" as const } : {}),
        ...(durationBounds ? {} : { durationBounds: false }),
        contracts,
      },
    },
    ...(Object.keys(reader.spec.enums).length ? { enums: reader.spec.enums } : {}),
    ...(Object.keys(reader.spec.types).length ? { types: reader.spec.types } : {}),
    ...(Object.keys(reader.spec.faults).length ? { faults: reader.spec.faults } : {}),
    operations,
  };
  const read: ReadService = { serviceName, serviceNs, endpoint, transport: transport === true, separate, contracts, operations, leftOut, leftOutNames, rootAt };
  // A used enum or an unreached class named on a holder exported before the enum's member or the class's own holder
  // moves it up its schema: where the documents differ further on without them, the holders do not name them.
  // The [ServiceKnownType]s inferred from what the operations reach through them go with them.
  const withGuesses = namedUsedEnums.length > 0 ? proofFailure(set, options, spec, read) : undefined;
  if (withGuesses) {
    const guessed = new Set(namedUsedEnums.flatMap(({ names }) => names));
    const holders = [...new Set(namedUsedEnums.map(({ body }) => body))];
    const lists: { knownTypes?: string[] }[] = [...holders, ...operations];
    const before = lists.map((l) => l.knownTypes);
    const wideningBefore = widening.map((w) => w.known);
    const drop = (list: string[] | undefined): string[] | undefined => {
      const kept = list?.filter((k) => !guessed.has(k));
      return kept && kept.length > 0 ? kept : undefined;
    };
    for (const { body, names } of namedUsedEnums) body.knownTypes = body.knownTypes?.filter((k) => !names.includes(k));
    for (const l of lists) {
      const kept = drop(l.knownTypes);
      if (kept) l.knownTypes = kept;
      else delete l.knownTypes;
    }
    // The wider lists stay: the proof tries them.
    for (const w of widening) w.known = drop(w.known) ?? [];
    if (!differsLater(set, proofFailure(set, options, spec, read), withGuesses)) {
      lists.forEach((l, i) => {
        if (before[i]) l.knownTypes = before[i];
        else delete l.knownTypes;
      });
      widening.forEach((w, i) => (w.known = wideningBefore[i]!));
    }
  }
  // A holder's unused enums and unreached classes, classes first (lab wcf/iserializable-forms: Bag's [KnownType]s
  // exported Point, then Tone): kept where the documents then hold.
  if (classesFirst.length > 0 && !documentsHold(set, options, spec, read)) {
    for (const { body, enums, classes } of classesFirst) {
      const before = body.knownTypes;
      if (!before) continue;
      const rest = before.filter((k) => !enums.includes(k));
      const at = Math.max(...classes.map((c) => rest.indexOf(c))) + 1;
      body.knownTypes = [...rest.slice(0, at), ...enums.filter((e) => before.includes(e)), ...rest.slice(at)];
      if (!documentsHold(set, options, spec, read)) body.knownTypes = before;
    }
  }
  // A subclass named on its base is exported right after the base; one a class that holds the base names
  // ([KnownType] on Yard, whose Kennel holds an Animal: lab known-depth) comes after that class. Where the documents
  // say so, the nearest class declared before the subclass names it instead (the proof decides, a few tries).
  if (namedOnBase.length > 0 && !documentsHold(set, options, spec, read)) moveKnownSubclasses(namedOnBase, reader.spec.types, () => documentsHold(set, options, spec, read));
  // A type only later operations reach, named on an earlier object operation, would be exported there (its
  // known types follow its messages): kept where the documents stay equal (another place in a schema or another
  // schema order says the service's operation did not name it), one operation at a time, in export order.
  for (const { op, known, wider } of widening) {
    const held = wider.find((list) => {
      op.knownTypes = list;
      return documentsHold(set, options, spec, read);
    });
    if (held) op.knownTypes = held;
    else if (known.length) op.knownTypes = known;
    else delete op.knownTypes;
  }
  nameStrandedClasses(reader.spec, operations, () => documentsHold(set, options, spec, read));
  nameEarlyKnownTypes(set, reader.spec, operations, () => proofFailure(set, options, spec, read));
  // The tries below each generate and compare the whole set: fewer, the larger the service (a corpus set of 470
  // operations takes seconds a proof), so a set they cannot explain is refused in bounded time.
  const tries = { left: Math.max(8, Math.floor(4000 / (operations.length + Object.keys(reader.spec.types).length + 1))) };
  nameServiceKnownTypes(unreached, reader.spec, contracts, operations, () => tries.left-- > 0 && documentsHold(set, options, spec, read));
  nameKnownTypesEarlier(set, reader.spec, contracts, operations, tries, () => proofFailure(set, options, spec, read));
  return proven(set, options, spec, read);
}

/**
 * ASMX's schema reader over an [XmlSerializerFormat] set's schemas (the `?xsd=xsdN` documents, or a ?singleWsdl's
 * inline ones), the contract's namespace as the service's (XmlSerializer's types default to it).
 */
function xmlSerializerTypes(set: DocumentSet, binding: Located, only?: readonly Located[], pinning: Pinning = "none"): { types: SchemaTypes; namespace: string } {
  const root = set.root.document;
  for (const d of set.documents) root.adopt(d.document);
  const portType = binding.doc.qname(binding.element, "type");
  if (!portType) throw binding.doc.error(binding.element, "has no type attribute");
  const single = set.documents.length === 1;
  // A mixed set: its XmlSerializer schemas only (documents, or a ?singleWsdl's inline ones).
  const schemas = only ? only.map((s) => s.element) : set.documents.filter((d) => d.kind === "schema").map((d) => d.document.root);
  // XmlSchemaExporter's schemas of several namespaces import each other; the publisher locates each import at its
  // `?xsd=xsdN` document of the set (docs/wcf-design.md §42): those imports are resolved, the others refused.
  const references = new Set(schemas.flatMap((schema) => children(schema, XSD_NS, "import").filter((i) => set.target(i) !== undefined)));
  const types = new SchemaTypes(root, single && !only ? children(root.root, WSDL_NS, "types")[0] : undefined, portType.ns, pinning, { schemas, references });
  return { types, namespace: portType.ns };
}

/** Whether the wrapper element of a port type operation's input is one `test` accepts (false: no such wrapper). */
function wrapperOf(reader: WcfReader, op: Located, test: (name: QName) => boolean): boolean {
  const input = children(op.element, WSDL_NS, "input")[0];
  const messageName = input && op.doc.qname(input, "message");
  if (!input || !messageName) return false;
  const message = reader.definition("message", messageName, { doc: op.doc, element: input });
  const part = children(message.element, WSDL_NS, "part")[0];
  const element = part && message.doc.qname(part, "element");
  return element !== undefined && test(element);
}

/**
 * A mixed set's XmlSerializer classes beside the data contracts (fault details under `faults`); an enum or a class
 * name both serializers declare is refused (a class with both shapes is not modelled: docs/wcf-design.md §14).
 */
function mixedClasses(reader: WcfReader, types: SchemaTypes, operations: readonly RawOperation[], rootAt: Located): void {
  types.checkAnyAttribute();
  const faultNames = new Set(operations.filter((op) => op.serializer === "xmlSerializer").flatMap((op) => (op.faults ?? []).map((f) => (typeof f === "string" ? f : f.type))));
  const refuse = (what: string): never => {
    throw rootAt.doc.error(rootAt.element, `${what}: not modelled in a service mixing serializers yet (docs/wcf-design.md §14)`, "wsdl:definitions");
  };
  const enums = [...types.enums.keys()];
  if (enums.length > 0) refuse(`the XmlSerializer schemas declare the enum '${enums[0]}'`);
  for (const [name, declared] of [...types.classes].sort((a, b) => a[1].line - b[1].line)) {
    if (declared.role === "headers") refuse(`the class '${name}' is read as a SOAP header`);
    if (reader.spec.faults[name] !== undefined) refuse(`the class '${name}' is both a data contract fault detail and an XmlSerializer type`);
    const contract = reader.spec.types[name];
    if (contract !== undefined) {
      // One class both serializers use (lab mixed/: Card): the data contract, whose XmlSerializer view must be the
      // XmlSerializer type read (members in the same order, no data contract settings).
      if (faultNames.has(name) || JSON.stringify(xmlSerializerView(contract)) !== JSON.stringify(declared.body)) {
        refuse(`the class '${name}' is a data contract and an XmlSerializer type of other members (or member order)`);
      }
      continue;
    }
    (faultNames.has(name) ? reader.spec.faults : reader.spec.types)[name] = declared.body;
  }
}

/** What importWcf has read of the ports, contracts and operations. */
interface ReadService {
  readonly serviceName: string;
  readonly serviceNs: string;
  readonly endpoint: string;
  readonly transport: boolean;
  readonly separate: boolean;
  readonly contracts: NonNullable<RawSpec["service"]["wcf"]>["contracts"];
  readonly operations: RawOperation[];
  readonly leftOut: string[];
  readonly leftOutNames: ReadonlySet<string>;
  readonly rootAt: Located;
}

/** The spec of an [XmlSerializerFormat] service: ASMX's classes and enums (fault details under `faults`), then the proof. */
function xmlSerializerImport(set: DocumentSet, options: WcfImportOptions, types: SchemaTypes, read: ReadService): WcfImportResult {
  types.checkAnyAttribute();
  const sorted = <T>(entries: Map<string, { body: T; line: number }>, keep: (name: string) => boolean): Record<string, T> =>
    Object.fromEntries([...entries].filter(([n]) => keep(n)).sort((a, b) => a[1].line - b[1].line).map(([n, d]) => [n, d.body]));
  const faultNames = new Set(read.operations.flatMap((op) => (op.faults ?? []).map((f) => (typeof f === "string" ? f : f.type))));
  const headers = [...types.classes].find(([, d]) => d.role === "headers");
  if (headers) throw read.rootAt.doc.error(read.rootAt.element, `the class '${headers[0]}' is read as a SOAP header: headers of [XmlSerializerFormat] contracts are not modelled yet`, "wsdl:definitions");
  const classes = sorted(types.classes, (n) => !faultNames.has(n));
  const faults = sorted(types.classes, (n) => faultNames.has(n));
  const enums = sorted(types.enums, () => true);
  const spec: RawSpec = {
    service: {
      name: read.serviceName,
      namespace: read.serviceNs,
      endpoint: read.endpoint,
      wcf: {
        serializer: "xmlSerializer",
        security: read.transport ? "transport" : "none",
        ...(read.separate ? { contractWsdl: "separate" as const } : {}),
        contracts: read.contracts,
      },
    },
    ...(Object.keys(enums).length ? { enums } : {}),
    ...(Object.keys(classes).length ? { types: classes } : {}),
    ...(Object.keys(faults).length ? { faults } : {}),
    operations: read.operations,
  };
  return proven(set, options, spec, read);
}

/** The spec as YAML and its model, proven against the set: the documents generated from it equal the input. */
function proven(set: DocumentSet, options: WcfImportOptions, spec: RawSpec, read: ReadService): WcfImportResult {
  const root = read.rootAt.doc;
  const yaml = specYaml(spec, { schema: options.schema, source: options.source });
  let model: ServiceModel;
  try {
    model = parseSpec(yaml, options.specPath);
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    const first = error.diagnostics[0]!;
    const line = yaml.split("\n")[first.line - 1]?.trim() ?? "";
    throw root.error(root.root, `the spec written from it is refused (${first.message}, at '${line}'): the metadata says something the spec format cannot`, "wsdl:definitions");
  }
  let generated: MetadataDocument[];
  try {
    generated = wcfMetadataDocuments(model, read.endpoint);
  } catch (error) {
    if (!(error instanceof Error) || error instanceof ImportError) throw error;
    throw root.error(root.root, `the spec written from it cannot be generated (${error.message})`, "wsdl:definitions");
  }
  const documents = prove(set, generated, read.leftOutNames, read.rootAt);
  return { yaml, model, leftOut: read.leftOut, documents };
}

/** Whether the spec's documents equal the input's (the proof, without its errors). */
function documentsHold(set: DocumentSet, options: WcfImportOptions, spec: RawSpec, read: ReadService): boolean {
  return proofFailure(set, options, spec, read) === undefined;
}

/** Adds known types to a class's list. */
function nameKnown(holder: RawComplexType, names: readonly string[]): void {
  holder.knownTypes = [...(holder.knownTypes ?? []), ...names];
}

/** Takes known types off a class's list (and the list, once empty). */
function unnameKnown(holder: RawComplexType, names: readonly string[]): void {
  holder.knownTypes = (holder.knownTypes ?? []).filter((k) => !names.includes(k));
  if (holder.knownTypes.length === 0) delete holder.knownTypes;
}

/** Whether the proof's first difference `a` lies after `b` in the set (none at all: the furthest). */
function differsLater(set: DocumentSet, a: ImportError | undefined, b: ImportError): boolean {
  if (!a) return true;
  const documents = set.documents.map((d) => d.document.file);
  const [x, y] = [[documents.indexOf(a.file), a.line, a.column], [documents.indexOf(b.file), b.line, b.column]] as const;
  return x[0] !== y[0] ? x[0] > y[0] : x[1] !== y[1] ? x[1] > y[1] : x[2] > y[2];
}

/** Why the documents generated from `spec` differ from the set (undefined when they hold). */
function proofFailure(set: DocumentSet, options: WcfImportOptions, spec: RawSpec, read: ReadService): ImportError | undefined {
  try {
    proven(set, options, spec, read);
    return undefined;
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
}

/**
 * A class a [KnownType] names is exported right after the class naming it, before the operation that uses it
 * exports it (Animal naming Dog, a later operation's parameter). Where a schema holds a class earlier than the
 * spec generates it (the proof's first difference expects its name), it is named on a class the operations reach:
 * tried in declaration order (eight at most), kept on the first that moves the first difference later; a few
 * rounds, each one class.
 */
function nameEarlyKnownTypes(
  set: DocumentSet,
  spec: { types: Record<string, RawComplexType>; faults: Record<string, RawComplexType> },
  operations: readonly RawOperation[],
  failure: () => ImportError | undefined,
): void {
  const later = (a: ImportError | undefined, b: ImportError): boolean => differsLater(set, a, b);
  for (let round = 0, first = failure(); first && round < 8; round++) {
    const expected = /: "[^"]*", expected "([^"]+)"$/.exec(first.message)?.[1];
    const body = expected === undefined ? undefined : spec.types[expected];
    if (!body || body.collection || body.dictionary) return;
    const reached = reachable(spec, operations);
    const holders = Object.entries(spec.types)
      .filter(([name, b]) => name !== expected && !b.collection && !b.dictionary && reached.has(name) && !(b.knownTypes ?? []).includes(expected!))
      .slice(0, 8);
    let moved: ImportError | undefined;
    const held = holders.find(([, holder]) => {
      nameKnown(holder, [expected!]);
      const next = failure();
      if (later(next, first!)) {
        moved = next;
        return true;
      }
      unnameKnown(holder, [expected!]);
      return false;
    });
    if (!held) return;
    first = moved;
  }
}

/**
 * Classes the set publishes that nothing reaches, no base or object member explaining them: [KnownType]s of classes
 * the operations reach, which the schemas do not name. Tried on the reached classes in declaration order (eight at
 * most): all on one class (one class listing several), then each on its own, kept where the documents hold; where
 * none does, on the first (the proof then names what differs).
 */
function nameStrandedClasses(spec: { types: Record<string, RawComplexType>; faults: Record<string, RawComplexType> }, operations: readonly RawOperation[], holds: () => boolean): void {
  const isClass = (body: RawComplexType): boolean => !body.collection && !body.dictionary;
  const reached = reachable(spec, operations);
  const stranded = Object.keys(spec.types).filter((name) => isClass(spec.types[name]!) && !reached.has(name));
  if (stranded.length === 0) return;
  const holders = Object.entries(spec.types)
    .filter(([holder, b]) => isClass(b) && reached.has(holder))
    .slice(0, 8)
    .map(([, body]) => body);
  if (holders.length === 0) return;
  if (stranded.length > 1) {
    for (const holder of holders) {
      nameKnown(holder, stranded);
      if (holds()) return;
      unnameKnown(holder, stranded);
    }
  }
  for (const type of stranded) {
    const held = holders.find((holder) => {
      nameKnown(holder, [type]);
      if (holds()) return true;
      unnameKnown(holder, [type]);
      return false;
    });
    if (!held) nameKnown(holders[0]!, [type]);
  }
}

/**
 * Types nothing reaches that no class's [KnownType] explains where the documents say: [ServiceKnownType]s, exported
 * after the messages of the operation naming them (a contract's, after its first operation's). Where the documents
 * do not hold, the types move off every class and operation list onto each contract in turn, then each operation
 * in order; kept where the documents hold, else every list is as it was (the proof then names what differs).
 */
function nameServiceKnownTypes(
  unreached: readonly string[],
  spec: { types: Record<string, RawComplexType>; faults: Record<string, RawComplexType> },
  contracts: { name: string; knownTypes?: string[] }[],
  operations: readonly RawOperation[],
  holds: () => boolean,
): void {
  if (unreached.length === 0 || holds()) return;
  const names = new Set(unreached);
  const lists: { knownTypes?: string[] }[] = [...Object.values(spec.types), ...Object.values(spec.faults), ...operations, ...contracts];
  const before = lists.map((l) => l.knownTypes);
  const restore = (): void =>
    lists.forEach((l, i) => {
      if (before[i]) l.knownTypes = before[i];
      else delete l.knownTypes;
    });
  for (const l of lists) {
    const kept = l.knownTypes?.filter((k) => !names.has(k));
    if (kept?.length) l.knownTypes = kept;
    else delete l.knownTypes;
  }
  const stripped = lists.map((l) => l.knownTypes);
  // A type another of them reaches (Color through Color[]) is exported with it: named alone it would come first.
  const closure = (type: string): Set<string> => reachable(spec, [{ name: "", fields: [{ name: "", type }] }]);
  const isCollection = (t: string): boolean => t.endsWith("[]") || t.startsWith("map<");
  const roots = unreached.filter((t, i) => isCollection(t) || !unreached.some((other, j) => j !== i && closure(other).has(t) && !(closure(t).has(other) && j > i)));
  for (const names of roots.length < unreached.length ? [roots, unreached] : [unreached]) {
    for (const target of [...contracts, ...operations]) {
      target.knownTypes = [...(target.knownTypes ?? []), ...names];
      if (holds()) return;
      const i = lists.indexOf(target);
      if (stripped[i]) target.knownTypes = stripped[i];
      else delete target.knownTypes;
    }
  }
  restore();
}

/**
 * A type a contract's later operation, or another contract, reaches may be a [ServiceKnownType] or [KnownType] an
 * earlier operation's run exported (its namespace, or those of what it holds, then imported where the documents
 * show it). Where the documents differ, each contract's first operations in turn name a type not reached by then
 * (eight at most, declaration order) on the contract (its first operation's run), the operation or a class
 * reached by then (four at most); kept where the proof's first difference moves later. A few rounds, each one
 * type, within the import's tries.
 */
function nameKnownTypesEarlier(
  set: DocumentSet,
  spec: { types: Record<string, RawComplexType>; faults: Record<string, RawComplexType>; enums: Record<string, unknown> },
  contracts: { name: string; knownTypes?: string[] }[],
  operations: readonly RawOperation[],
  tries: { left: number },
  failure: () => ImportError | undefined,
): void {
  if (tries.left <= 0) return;
  const runs = contracts.flatMap((contract) => {
    const own = operations.filter((op) => (op.contract ?? contracts[0]!.name) === contract.name);
    return own.slice(0, 4).map((op, k) => ({ contract: k === 0 ? contract : undefined, op, before: own.slice(0, k + 1) }));
  });
  for (let round = 0, first = failure(); first && round < 4; round++) {
    let moved: ImportError | undefined;
    const tried = runs.some(({ contract, op, before }) => {
      const reached = reachable(spec, before);
      const candidates = [...Object.keys(spec.types), ...Object.keys(spec.enums)].filter((t) => !reached.has(t)).slice(0, 8);
      const classes = Object.entries(spec.types)
        .filter(([name, body]) => reached.has(name) && !body.collection && !body.dictionary)
        .slice(0, 4)
        .map(([, body]) => body);
      const holders: { knownTypes?: string[] }[] = [...(contract ? [contract] : []), op, ...classes];
      return candidates.some((type) =>
        holders.some((holder) => {
          if (tries.left-- <= 0) return false;
          const had = holder.knownTypes;
          holder.knownTypes = [...(had ?? []), type];
          const next = failure();
          if (differsLater(set, next, first!)) {
            moved = next;
            return true;
          }
          if (had) holder.knownTypes = had;
          else delete holder.knownTypes;
          return false;
        }),
      );
    });
    if (!tried) return;
    first = moved;
  }
}

/**
 * Names each subclass of `named` on another class than its base where the documents hold then: one subclass alone
 * tries the classes declared before it, nearest first (eight at most); several move together to their nearest.
 * Where none holds, every subclass stays on its base (the proof then names what differs).
 */
function moveKnownSubclasses(named: readonly { sub: string; base: string }[], types: Record<string, RawComplexType>, holds: () => boolean): void {
  const order = Object.keys(types);
  const candidates = (sub: string, base: string) =>
    order
      .slice(0, order.indexOf(sub))
      .reverse()
      .filter((name) => name !== base && !types[name]!.collection && !types[name]!.dictionary)
      .slice(0, 8);
  const move = (sub: string, from: string, to: string) => {
    const source = types[from]!;
    source.knownTypes = (source.knownTypes ?? []).filter((k) => k !== sub);
    if (source.knownTypes.length === 0) delete source.knownTypes;
    const target = types[to]!;
    target.knownTypes = [...(target.knownTypes ?? []), sub];
  };
  if (named.length === 1) {
    const { sub, base } = named[0]!;
    for (const holder of candidates(sub, base)) {
      move(sub, base, holder);
      if (holds()) return;
      move(sub, holder, base);
    }
    return;
  }
  const moved = named.flatMap(({ sub, base }) => {
    const holder = candidates(sub, base)[0];
    if (holder === undefined) return [];
    move(sub, base, holder);
    return [{ sub, base, holder }];
  });
  if (holds()) return;
  for (const { sub, base, holder } of moved) move(sub, holder, base);
}

/**
 * The namespaces each contract namespace's WSDL imports in its `<ns>/Imports` schema (the schemas its export
 * touched), by contract namespace. A namespace without such a WSDL (the service's own) imports none here.
 */
function contractImports(set: DocumentSet, contracts: readonly { readonly namespace: string }[]): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const ns of new Set(contracts.map((c) => c.namespace))) {
    const namespaces = new Set<string>();
    for (const d of set.documents) {
      if (d.kind !== "wsdl" || d.targetNamespace !== ns) continue;
      for (const types of children(d.document.root, WSDL_NS, "types"))
        for (const schema of children(types, XSD_NS, "schema"))
          if (d.document.attribute(schema, "targetNamespace") === importsNamespace(ns))
            for (const imp of children(schema, XSD_NS, "import")) namespaces.add(d.document.attribute(imp, "namespace") ?? "");
    }
    result.set(ns, namespaces);
  }
  return result;
}

/** The classes operations reach: parameters, results, message parts, faults, then bases, members and known types. */
/** The collection and dictionary expressions the schemas declare (`Tone[]`, `map<string,int>`) that nothing reached uses. */
function unusedCollections(declared: readonly string[], spec: { types: Record<string, RawComplexType>; faults: Record<string, RawComplexType> }, operations: readonly RawOperation[]): string[] {
  const used = new Set<string>();
  const use = (type: string): void => {
    let t = type.trim();
    for (; t.endsWith("[]"); t = t.slice(0, -2).trim()) used.add(t);
    const map = parseMapType(t);
    if (map && !("error" in map)) (used.add(t), use(map.key), use(map.value));
  };
  const reached = reachable(spec, operations);
  for (const op of operations) {
    for (const f of [...op.fields, ...(op.out ?? [])]) if (typeof f !== "string") use(f.type);
    if (op.result) use(op.result.type);
    for (const m of [op.message?.request, op.message?.response]) for (const p of [...(m?.body ?? []), ...(m?.headers ?? [])]) use(p.type);
  }
  for (const name of reached) {
    const body = spec.types[name] ?? spec.faults[name];
    for (const f of body?.fields ?? []) if (typeof f !== "string") use(f.type);
    if (body?.collection) use(body.collection.item);
    if (body?.dictionary) (use(body.dictionary.key), use(body.dictionary.value));
  }
  return [...new Set(declared.filter((t) => (t.endsWith("[]") || t.startsWith("map<")) && !used.has(t)))];
}

/** Whether a spec type holds a System.Object: `object`, an array of it (ArrayOfanyType), a map to it (lab object-arrays). */
function holdsObject(type: string): boolean {
  const map = type.endsWith("]") ? undefined : parseMapType(type);
  if (map && !("error" in map)) return holdsObject(map.key) || holdsObject(map.value);
  return type.replace(/(\[\])+$/, "") === "object";
}

function reachable(spec: { types: Record<string, RawComplexType>; faults: Record<string, RawComplexType> }, operations: readonly RawOperation[]): Set<string> {
  const reached = new Set<string>();
  const pending: string[] = [];
  const use = (type: string): void => {
    const map = type.endsWith("]") ? undefined : parseMapType(type);
    if (map && !("error" in map)) return (use(map.key), use(map.value));
    if (type.endsWith("[]")) return use(type.slice(0, -2));
    if (!reached.has(type)) {
      reached.add(type);
      pending.push(type);
    }
  };
  for (const op of operations) {
    for (const f of [...op.fields, ...(op.out ?? [])]) if (typeof f !== "string") use(f.type);
    if (op.result) use(op.result.type);
    for (const m of [op.message?.request, op.message?.response]) for (const p of [...(m?.body ?? []), ...(m?.headers ?? [])]) use(p.type);
    for (const f of op.faults ?? []) use(typeof f === "string" ? f : f.type);
  }
  while (pending.length) {
    const name = pending.pop()!;
    const body = spec.types[name] ?? spec.faults[name];
    if (!body) continue;
    if (body.base) use(body.base);
    for (const f of body.fields ?? []) if (typeof f !== "string") use(f.type);
    if (body.collection) use(body.collection.item);
    if (body.dictionary) (use(body.dictionary.key), use(body.dictionary.value));
    for (const k of body.knownTypes ?? []) use(k);
  }
  return reached;
}

/** One operation of a port type, its binding operation giving the message contract headers. */
function readOperation(reader: WcfReader, at: Located, binding: Located, contract: QName, xml?: SchemaTypes): RawOperation {
  const { doc, element } = at;
  const name = doc.required(element, "name");
  const input = children(element, WSDL_NS, "input")[0];
  if (!input) throw doc.error(element, "a notification operation (output only): WCF contracts have none");
  const output = children(element, WSDL_NS, "output")[0];
  const base = `${contract.ns.endsWith("/") ? contract.ns : `${contract.ns}/`}${contract.local}/${name}`;
  const actionOf = (io: XmlElement): string | undefined => io.attributes.find((a) => a.ns === WSAW_NS && a.local === "Action")?.value;
  const op: RawOperation = { name, fields: [] };
  const action = actionOf(input);
  if (action !== undefined && action !== base) op.action = action;
  if (output) {
    const reply = actionOf(output);
    if (reply !== undefined && reply !== `${base}Response`) op.replyAction = reply;
  } else {
    op.oneWay = true;
  }
  const bindingOp = children(binding.element, WSDL_NS, "operation").find((o) => binding.doc.attribute(o, "name") === name);
  const messageOf = (io: XmlElement): Located => reader.definition("message", doc.requiredQname(io, "message"), { doc, element: io });
  const inputMessage = messageOf(input);
  // An untyped Message operation: .NET exports its body as a part of `type` MessageBody (not an element), and a
  // Stream of an RPC operation likewise as `type` StreamBody (MessageContractExporter): named, not misread (§33).
  for (const message of output ? [inputMessage, messageOf(output)] : [inputMessage]) {
    for (const part of children(message.element, WSDL_NS, "part")) {
      const type = message.doc.qname(part, "type");
      if (type?.ns === MESSAGE_NS) throw message.doc.error(part, messageTypeRefusal(type.local));
    }
  }
  const isMessageContract = (io: XmlElement, message: Located, suffix: string): boolean =>
    doc.attribute(io, "name") !== undefined || message.doc.attribute(message.element, "name") !== `${contract.local}_${name}_${suffix}`;
  if (isMessageContract(input, inputMessage, "InputMessage") || (output && isMessageContract(output, messageOf(output), "OutputMessage"))) {
    const request = messageContract(reader, inputMessage, bindingOp && children(bindingOp, WSDL_NS, "input")[0], binding, contract.ns, xml);
    op.message = { request, ...(output ? { response: messageContract(reader, messageOf(output), bindingOp && children(bindingOp, WSDL_NS, "output")[0], binding, contract.ns, xml) } : {}) };
  } else {
    // An operation of a base contract: its wrapper is in the base's namespace, its reply action names the base.
    const inputPart = children(inputMessage.element, WSDL_NS, "part")[0];
    const wrapperNs = (inputPart && inputMessage.doc.qname(inputPart, "element")?.ns) ?? contract.ns;
    if (wrapperNs !== contract.ns) {
      const reply = output ? actionOf(output) : undefined;
      const prefix = `${wrapperNs.endsWith("/") ? wrapperNs : `${wrapperNs}/`}`;
      const named = (a: string | undefined, suffix: string): string | undefined =>
        a !== undefined && a.startsWith(prefix) && a.endsWith(`/${name}${suffix}`) ? a.slice(prefix.length, -`/${name}${suffix}`.length) : undefined;
      // The reply action names the declaring contract, else the request action; where both were renamed
      // ([OperationContract(Action, ReplyAction)]), the port type's own name: on ?singleWsdl a contract of another
      // namespace reads so (its documents are the same as those of a contract inheriting it).
      const declaring = named(reply, "Response") ?? named(action, "") ?? (action !== undefined && (output === undefined || reply !== undefined) ? contract.local : undefined);
      if (declaring === undefined || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(declaring)) {
        throw doc.error(input, `the operation's wrapper is in '${wrapperNs}', not the contract's namespace, and its reply action does not name the base contract declaring it`);
      }
      op.declaredIn = { name: declaring, namespace: wrapperNs };
      const inheritedBase = `${prefix}${declaring}/${name}`;
      if (action === inheritedBase) delete op.action;
      else if (action !== undefined) op.action = action;
      if (output) {
        const reply2 = actionOf(output);
        if (reply2 === `${inheritedBase}Response`) delete op.replyAction;
      }
    }
    const wrapperChildren = (message: Located, expected: string): Located[] => {
      const parts = children(message.element, WSDL_NS, "part");
      const part = parts[0];
      if (parts.length !== 1 || !part || message.doc.attribute(part, "name") !== "parameters") throw message.doc.error(message.element, "a message other than one 'parameters' part of a wrapper element");
      const elementName = message.doc.requiredQname(part, "element");
      if (elementName.local !== expected || elementName.ns !== wrapperNs) throw message.doc.error(part, `the wrapper element '${elementName.local}' of '${elementName.ns}', not '${expected}' of '${wrapperNs}'`);
      const wrapper = reader.element(elementName, { doc: message.doc, element: part });
      if (xml) return xml.wrapperMembers(wrapper.element).map((e) => ({ doc: wrapper.doc, element: e }));
      const type = children(wrapper.element, XSD_NS, "complexType")[0];
      const sequence = type && children(type, XSD_NS, "sequence")[0];
      if (!type) throw wrapper.doc.error(wrapper.element, "a wrapper element without its own complex type");
      return (sequence ? childElements(sequence) : []).map((e) => ({ doc: wrapper.doc, element: e }));
    };
    // XmlSerializer's members are read by ASMX's reader (its occurs, attributes and array forms), in the wrapper's namespace.
    const member = (m: Located, context: "parameter" | "out"): RawFieldBody & { name: string } => (xml ? xml.field(m.element, context, wrapperNs) : reader.field(m));
    op.fields = wrapperChildren(inputMessage, name).map((m) => member(m, "parameter"));
    if (output) {
      const out = wrapperChildren(messageOf(output), `${name}Response`);
      const [first, ...rest] = out;
      if (first && first.doc.attribute(first.element, "name") === `${name}Result`) {
        // A member named {Op}Result is an element, never an xs:any: `any` is never set here.
        const { name: _n, any: _any, ...result } = xml ? xml.result(first.element) : reader.field(first);
        op.result = result;
        if (rest.length) op.out = rest.map((m) => member(m, "out"));
      } else if (out.length) {
        op.out = out.map((m) => member(m, "out"));
      }
    }
  }
  const faults: RawOperation["faults"] = [];
  for (const fault of children(element, WSDL_NS, "fault")) {
    const faultName = doc.required(fault, "name");
    const message = reader.definition("message", doc.requiredQname(fault, "message"), { doc, element: fault });
    const part = children(message.element, WSDL_NS, "part")[0];
    if (!part) throw message.doc.error(message.element, "a fault message without a detail part");
    const detail = reader.element(message.doc.requiredQname(part, "element"), { doc: message.doc, element: part });
    if (xml) {
      // SupportFaults: the detail is a global element of its class (XmlSerializer's ImportFaultElement).
      const type = xml.bareElement(detail.element).type;
      const declared = xml.classes.get(type);
      if (!declared || detail.doc.attribute(detail.element, "name") !== type) throw detail.doc.error(detail.element, "a fault detail that is not a global element named after its class");
      reader.faultTypes.add(type);
      faults.push(faultName === `${type}Fault` ? type : { type, name: faultName });
      continue;
    }
    const typeName = detail.doc.qname(detail.element, "type");
    if (!typeName) throw detail.doc.error(detail.element, "a fault detail without a data contract type");
    const type = reader.typeOf(typeName, detail);
    reader.faultTypes.add(type);
    faults.push(faultName === `${reader.xmlNameOf(type)}Fault` ? type : { type, name: faultName });
  }
  if (faults.length) op.faults = faults;
  return op;
}

/**
 * An [XmlSerializerFormat] message contract's part read by ASMX's reader (`xml`): a global element's (a header, an
 * unwrapped body member: a bare parameter's form) or a wrapper member's. Only what the spec's message parts can say
 * (a name, a type, a namespace, Nullable<T>); XmlSerializer's member forms there are refused at the element.
 */
function xmlPart(xml: SchemaTypes, at: Located, field: RawFieldBody & { name: string }, ns: string, contractNs: string): { name: string; type: string; namespace?: string; nullable?: boolean } {
  const { name, type, nullable, namespace, ...rest } = field;
  const forms = Object.keys(rest);
  if (forms.length) throw at.doc.error(at.element, `an [XmlSerializerFormat] message part with XmlSerializer's member form (${forms.join(", ")}) is not modelled (a message part has a name, a type, a namespace and nullable)`);
  const own = namespace ?? ns;
  return { name, type, ...(own !== contractNs ? { namespace: own } : {}), ...(nullable ? { nullable } : {}) };
}

function messageContract(reader: WcfReader, message: Located, bindingIo: XmlElement | undefined, binding: Located, contractNs: string, xml?: SchemaTypes): RawMessageContract {
  const name = message.doc.attribute(message.element, "name")!;
  const contract: RawMessageContract = { name };
  const parts = children(message.element, WSDL_NS, "part");
  const partAt = (p: XmlElement): Located => ({ doc: message.doc, element: p });
  const globalPart = (element: QName, at: Located): { name: string; type: string; namespace?: string; nullable?: boolean } => {
    const global = reader.element(element, at);
    if (xml) return xmlPart(xml, global, xml.bareElement(global.element), element.ns, contractNs);
    const typeName = global.doc.qname(global.element, "type");
    if (!typeName) throw global.doc.error(global.element, "a message part without a named type");
    // XML Schema allows no maxOccurs on a global element: a part that says it repeats is not read as one. (.NET
    // exports a [MessageHeaderArray] as one header of its item type, ExportGlobalElement having no maxOccurs, and
    // svcutil refuses a repeated part under DataContractSerializer: SFxDataContractSerializerDoesNotSupportBareArray.)
    const max = global.doc.attribute(global.element, "maxOccurs");
    if (max !== undefined && max !== "1")
      throw global.doc.error(global.element, `maxOccurs="${max}" on the global element of the message part '${element.local}': XML Schema allows no maxOccurs there, and a repeated part ([MessageHeaderArray], one header per item) is not modelled`);
    // A value type's nillable element is a Nullable<T> part (DateTime?); a reference type's is always nillable.
    const { nullable } = reader.field(global);
    return { name: element.local, type: reader.typeOf(typeName, global), ...(element.ns !== contractNs ? { namespace: element.ns } : {}), ...(nullable ? { nullable } : {}) };
  };
  let body: { name: string; type: string; namespace?: string; nullable?: boolean }[];
  if (parts.length === 1 && message.doc.attribute(parts[0]!, "name") === "parameters") {
    const wrapperName = message.doc.requiredQname(parts[0]!, "element");
    const wrapper = reader.element(wrapperName, partAt(parts[0]!));
    if (wrapperName.local !== name) contract.wrapperName = wrapperName.local;
    if (wrapperName.ns !== contractNs) contract.wrapperNamespace = wrapperName.ns;
    if (contract.wrapperNamespace !== undefined && contract.wrapperName === undefined) contract.wrapperName = wrapperName.local;
    const type = children(wrapper.element, XSD_NS, "complexType")[0];
    const sequence = type && children(type, XSD_NS, "sequence")[0];
    body = (xml ? xml.wrapperMembers(wrapper.element) : sequence ? childElements(sequence) : []).map((e) => {
      if (xml) return xmlPart(xml, { doc: wrapper.doc, element: e }, xml.field(e, "parameter", wrapperName.ns), wrapperName.ns, contractNs);
      const ref = wrapper.doc.qname(e, "ref");
      if (ref) return globalPart(ref, { doc: wrapper.doc, element: e });
      // A local element is of the wrapper's namespace (elementFormDefault qualified); the contract's is the default.
      const f = reader.field({ doc: wrapper.doc, element: e });
      return { name: f.name, type: f.type, ...(wrapperName.ns !== contractNs ? { namespace: wrapperName.ns } : {}), ...(f.nullable ? { nullable: true } : {}) };
    });
  } else {
    contract.wrapped = false;
    body = parts.map((p) => globalPart(message.doc.requiredQname(p, "element"), partAt(p)));
  }
  const orders = derivedOrders(body.map((b) => b.name));
  if (body.length) contract.body = body.map((b, i) => ({ ...b, ...(orders[i] !== undefined ? { order: orders[i] } : {}) }));
  const headers = bindingIo ? [...children(bindingIo, SOAP11_NS, "header"), ...children(bindingIo, SOAP12_NS, "header")] : [];
  if (headers.length) {
    contract.headers = headers.map((h) => {
      const headerMessage = reader.definition("message", binding.doc.requiredQname(h, "message"), { doc: binding.doc, element: h });
      const partName = binding.doc.required(h, "part");
      const part = children(headerMessage.element, WSDL_NS, "part").find((p) => headerMessage.doc.attribute(p, "name") === partName);
      if (!part) throw binding.doc.error(h, `names the part '${partName}', which its message does not have`);
      return globalPart(headerMessage.doc.requiredQname(part, "element"), { doc: headerMessage.doc, element: part });
    });
  }
  return contract;
}

const LOCATION_ATTRIBUTES: Readonly<Record<string, string>> = {
  [`{${XSD_NS}}import`]: "{}schemaLocation",
  [`{${WSDL_NS}}import`]: "{}location",
};

/** A canonical tree without locations (documents are matched by namespace) and without the bindings left out. */
function normalised(node: Canonical, leftOut: ReadonlySet<string>): Canonical {
  const drop = LOCATION_ATTRIBUTES[node.name];
  const attributes = drop ? new Map([...node.attributes].filter(([k]) => k !== drop)) : node.attributes;
  const kept = node.children.filter((c) => {
    if (c.name === `{${WSDL_NS}}binding`) return !leftOut.has(c.attributes.get("{}name") ?? "");
    if (c.name === `{${WSDL_NS}}port`) return !leftOut.has(/\}(.*)$/.exec(c.attributes.get("{}binding") ?? "")?.[1] ?? "");
    if (c.name === `{${WSP_NS}}Policy`) return ![...leftOut].some((b) => c.attributes.get(`{${WSU_NS}}Id`) === `${b}_policy`);
    return true;
  });
  return { ...node, attributes, children: kept.map((c) => normalised(c, leftOut)) };
}

/**
 * The `?singleWsdl` form: one document with its schemas inline (DataContract's hold the serialization schema;
 * XmlSerializer's hold no Imports schema, whose children are xsd:imports only).
 */
function isSingleWsdl(set: DocumentSet): boolean {
  const root = set.root.document;
  return (
    set.documents.length === 1 &&
    children(root.root, WSDL_NS, "import").length === 0 &&
    children(root.root, WSDL_NS, "types").some((t) =>
      children(t, XSD_NS, "schema").some((s) => root.attribute(s, "targetNamespace") === SERIALIZATION_NS || childElements(s).some((c) => c.local !== "import")),
    )
  );
}

/**
 * The proof alone, for a model of the caller's: the set generated from it at `endpoint` equals `set` (no bindings
 * left out). It shows the model is one that generates the set, not which of several: on `?singleWsdl` a contract of
 * another namespace and one inheriting from a contract of that namespace write the same document.
 */
export function proveWcfSet(set: DocumentSet, model: ServiceModel, endpoint: string): number {
  const root = set.root.document;
  return prove(set, wcfMetadataDocuments(model, endpoint), new Set(), { doc: root, element: root.root });
}

/** The generated set equals the input, document by document; returns how many were compared. */
function prove(set: DocumentSet, generated: readonly MetadataDocument[], leftOut: ReadonlySet<string>, rootAt: Located): number {
  const compare = (input: SetDocument, document: MetadataDocument): void => {
    const mine = normalised(canonicalOf(document.content, { maxDepth: 96, maxAttributes: 256 }), leftOut);
    const theirs = normalised(canonicalOfElement(input.document.root), leftOut);
    const difference = locateDifference(mine, theirs);
    if (difference) {
      const step = difference.path.slice(difference.path.lastIndexOf("/") + 1);
      throw new ImportError(input.document.file, difference.line, difference.column, step, `the spec cannot say this yet: the document generated from it (?${document.query}) would differ at ${difference.path}: ${difference.message}`);
    }
  };
  const root = set.root;
  // ?singleWsdl: one document with its schemas inline (DataContract's hold the serialization schema; XmlSerializer's
  // hold no Imports schema, whose children are xsd:imports only).
  if (isSingleWsdl(set)) {
    compare(root, generated.find((d) => d.query === "singleWsdl")!);
    return 1;
  }
  compare(root, generated.find((d) => d.query === "wsdl")!);
  const others = generated.filter((d) => d.query !== "wsdl" && d.query !== "singleWsdl");
  const kindOf = (d: MetadataDocument): "wsdl" | "schema" => (d.query.startsWith("xsd=") ? "schema" : "wsdl");
  // A set mixing serializers has two schemas of a contract namespace (data contract, then XmlSerializer): the n-th
  // document of a namespace is matched with the n-th generated one.
  const seen = new Map<string, number>();
  for (const input of set.documents.slice(1)) {
    const key = `${input.kind} ${input.targetNamespace}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    const document = others.filter((d) => kindOf(d) === input.kind && d.namespace === input.targetNamespace)[nth];
    if (!document) throw input.document.error(input.document.root, `the spec generates no ${input.kind === "wsdl" ? "WSDL" : "schema"} of the namespace '${input.targetNamespace}': WCF would not publish it for this service`);
    compare(input, document);
  }
  for (const document of others) {
    const nth = others.filter((d) => kindOf(d) === kindOf(document) && d.namespace === document.namespace).indexOf(document);
    if (set.documents.filter((d) => d.kind === kindOf(document) && d.targetNamespace === document.namespace).length <= nth) {
      throw rootAt.doc.error(rootAt.element, `the spec generates ?${document.query}, of the namespace '${document.namespace}', which the set does not have`, "wsdl:definitions");
    }
  }
  return set.documents.length;
}

