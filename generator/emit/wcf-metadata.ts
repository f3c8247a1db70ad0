/**
 * The metadata document set a WCF service (basicHttpBinding) publishes, built from the model
 * (docs/wcf-design.md §1, §5; test/reference/wcf/metadata/ is the recording it is proven on):
 * - `?wsdl`: the root WSDL in the service namespace: a `wsdl:import` of each contract namespace that differs from
 *   it (`?wsdl=wsdlN`), the transport policy under `security: transport`, the `BasicHttpBinding_<Contract>`
 *   bindings (SOAP 1.1) and the service with one port per contract;
 * - `?wsdl=wsdlN`: per contract namespace, an `<ns>/Imports` schema of `xsd:import`s, the messages and the
 *   port type (`wsaw:Action` on input, output and faults); contracts in the service namespace live in the root;
 * - `?xsd=xsdN`: per contract, the schemas of its wrapper and message contract elements in first-use order, then
 *   (the DataContract exporter, run once per contract) the serialization schema (a constant) and a schema per data
 *   contract namespace in first-use order: types are met as DataContractSet adds them (a type, then its base, its
 *   members in wire order, its known types), the Arrays schema where a primitive collection is first met;
 * - `?singleWsdl`: one document, every schema inline.
 * The ASMX WSDL emitter (wsdl.ts, wsdl-schema.ts) writes XmlSerializer's shapes through templates; the DataContract
 * exporter's shapes (prefixes qN declared where used, `ser:`, annotations, global elements per type) share none of
 * its schema views, so only the escaping is shared.
 */
import { XSD_NS } from "../../runtime/src/protocol.js";
import { ARRAYS_NS, SERIALIZATION_NS, SYSTEM_NS } from "../../runtime/src/soap/data-contract.js";
import { escapeAttribute, escapeText } from "../../runtime/src/xml/escape.js";
import { structuredContract } from "../model/data-contracts.js";
import { isStream, isValueType } from "../model/type-resolver.js";
import type {
  ComplexTypeModel,
  GenericContractModel,
  GenericParameterModel,
  ContractModel,
  WcfPort,
  EnumModel,
  FieldModel,
  MessageContractModel,
  MessagePartModel,
  OperationModel,
  ServiceModel,
  TypeModel,
} from "../model/types.js";
import type { OutputFile } from "./emitter.js";
import { SERIALIZATION_SCHEMA, SERIALIZATION_SCHEMA_WITHOUT_DURATION_BOUNDS } from "./wcf-serialization-schema.js";
import { wcfXmlSerializerSchemas, type WcfXmlSerializerSchema } from "./wsdl.js";

const WSDL_NS = "http://schemas.xmlsoap.org/wsdl/";
/** System.ServiceModel.Channels.Message's namespace: StreamBody, the type of a streamed body part (§33). */
export const MESSAGE_NS = "http://schemas.microsoft.com/Message";
const SOAP_HTTP = "http://schemas.xmlsoap.org/soap/http";
const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

/** The root namespace declarations .NET writes on every WSDL document (corpus 105), `tns` and `i0..` added. */
const WSDL_NAMESPACES: readonly (readonly [string, string])[] = [
  ["wsap", "http://schemas.xmlsoap.org/ws/2004/08/addressing/policy"],
  ["wsa10", "http://www.w3.org/2005/08/addressing"],
  ["msc", "http://schemas.microsoft.com/ws/2005/12/wsdl/contract"],
  ["soapenc", "http://schemas.xmlsoap.org/soap/encoding/"],
  ["wsx", "http://schemas.xmlsoap.org/ws/2004/09/mex"],
  ["wsp", "http://schemas.xmlsoap.org/ws/2004/09/policy"],
  ["wsam", "http://www.w3.org/2007/05/addressing/metadata"],
  ["wsa", "http://schemas.xmlsoap.org/ws/2004/08/addressing"],
  ["wsaw", "http://www.w3.org/2006/05/addressing/wsdl"],
  ["soap", "http://schemas.xmlsoap.org/wsdl/soap/"],
  ["soap12", "http://schemas.xmlsoap.org/wsdl/soap12/"],
  ["wsu", "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd"],
  ["xsd", XSD_NS],
];

// ---------------------------------------------------------------------------------------------------------
// A small XML tree, written as .NET's XmlSchema.Write and the WSDL writer do: two-space indentation, ` />`.

interface XNode {
  name: string;
  attrs: [string, string][];
  children: XNode[];
  text?: string;
  /** Already written XML (a schema inside wsdl:types), its lines indented to the node's depth. */
  raw?: string;
}

function el(name: string, attrs: [string, string][] = [], children: XNode[] = []): XNode {
  return { name, attrs, children };
}

function write(node: XNode, depth: number): string {
  const pad = "  ".repeat(depth);
  if (node.raw !== undefined) return `${pad}${node.raw.replace(/\n/g, `\n${pad}`)}`;
  const attrs = node.attrs.map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`).join("");
  if (node.text !== undefined) return `${pad}<${node.name}${attrs}>${escapeText(node.text)}</${node.name}>`;
  if (node.children.length === 0) return `${pad}<${node.name}${attrs} />`;
  return `${pad}<${node.name}${attrs}>\n${node.children.map((c) => write(c, depth + 1)).join("\n")}\n${pad}</${node.name}>`;
}

function documentText(root: XNode): string {
  // The first line follows the declaration directly, as .NET (and the recording) write it.
  return `${DECLARATION}${write(root, 0)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Schemas.

interface Schema {
  ns: string;
  /** The serialization schema: written as the constant. */
  constant: boolean;
  imports: string[];
  /** `xmlns:ser` on the root: a data contract refers to the serialization namespace. */
  ser: boolean;
  /** qN prefixes made so far (numbered per schema). */
  q: number;
  items: XNode[];
}

/** A type's contract name and namespace as a schema refers to it. */
function qualified(type: TypeModel, model: ServiceModel): [string, string] {
  switch (type.kind) {
    case "simple": {
      const name = type.simple.name;
      if (name === "dateTimeOffset") return [SYSTEM_NS, "DateTimeOffset"];
      if (name === "guid" || name === "char" || name === "duration") return [SERIALIZATION_NS, name];
      return [XSD_NS, type.simple.xsd];
    }
    case "enum":
      return [type.enum.namespace ?? model.wcf!.dataContractNamespace ?? model.namespace, type.enum.name];
    case "complex":
      return [type.complex.namespace ?? model.namespace, type.complex.typeName];
    case "array":
      return [type.namespace ?? ARRAYS_NS, type.typeName];
    case "map":
      return [type.namespace, type.typeName];
    case "object":
      return [XSD_NS, "anyType"];
    default:
      throw new Error(`WCF metadata: a ${type.kind} has no data contract`);
  }
}

/**
 * The anonymous type XsdDataContractExporter gives an XmlElement data member (`xs:any` lax, at most one) and an
 * XmlNode[] one (mixed, any number of `xs:any`, `xs:anyAttribute`): lab wcf/xml-element's xsd2.
 */
function xmlAnonymousType(node: string): XNode {
  if (node === "XmlElement") {
    return el("xs:complexType", [], [el("xs:sequence", [], [el("xs:any", [["minOccurs", "0"], ["processContents", "lax"]])])]);
  }
  if (node !== "XmlNode[]") throw new Error(`WCF metadata: an ${node} has no data contract`);
  const any = el("xs:any", [["minOccurs", "0"], ["maxOccurs", "unbounded"], ["processContents", "lax"]]);
  return el("xs:complexType", [["mixed", "true"]], [el("xs:sequence", [], [any]), el("xs:anyAttribute")]);
}

const DIFFGRAM_NS = "urn:schemas-microsoft-com:xml-diffgram-v1";

/**
 * The anonymous type of a DataSet or DataTable wherever one is declared (data member, wrapper child, message part,
 * top-level element): the schema provider's type (.NET Framework's DataSet.GetDataSetSchema, its default legacy
 * branch; DataTable.GetDataTableSchema) annotated with the stable name (lab wcf/dataset-xml/exporter).
 */
function structuredAnonymousType(kind: "dataSet" | "dataTable"): XNode {
  const contract = structuredContract(kind);
  const annotation = appinfo("ActualType", [["Name", contract.name], ["Namespace", contract.namespace]]);
  const particles =
    kind === "dataSet"
      ? [el("xs:element", [["ref", "xs:schema"]]), el("xs:any")]
      : [
          el("xs:any", [["minOccurs", "0"], ["maxOccurs", "unbounded"], ["namespace", XSD_NS], ["processContents", "lax"]]),
          el("xs:any", [["minOccurs", "1"], ["namespace", DIFFGRAM_NS], ["processContents", "lax"]]),
        ];
  return el("xs:complexType", [], [annotation, el("xs:sequence", [], particles)]);
}

/**
 * A generic data contract's annotation (SchemaExporter.ExportGenericInfo): `<GenericType Name Namespace>` of the
 * serialization namespace, a `<GenericParameter Name Namespace>` per type argument, nested for a generic argument.
 */
function genericInfo(generic: GenericContractModel): XNode {
  const parameter = (p: GenericParameterModel): XNode => ({
    name: "GenericParameter",
    attrs: [
      ["Name", p.name],
      ["Namespace", p.namespace],
    ],
    children: p.parameters.map(parameter),
  });
  return {
    name: "GenericType",
    attrs: [
      ["Name", generic.name],
      ["Namespace", generic.namespace],
      ["xmlns", SERIALIZATION_NS],
    ],
    children: generic.parameters.map(parameter),
  };
}

/** An annotation element of the serialization namespace (its content: `text`). */
function serializationInfo(name: string, attrs: [string, string][], text?: string): XNode {
  const inner: XNode = { name, attrs: [...attrs, ["xmlns", SERIALIZATION_NS]], children: [] };
  if (text !== undefined) inner.text = text;
  return inner;
}

/**
 * One `xs:annotation/xs:appinfo` holding `infos` in the order given (SchemaExporter.GetSchemaAnnotation): a class's
 * GenericType then IsValueType, a collection's IsDictionary then GenericType (lab wcf/generic-collections).
 */
function annotated(infos: readonly XNode[]): XNode[] {
  return infos.length === 0 ? [] : [el("xs:annotation", [], [el("xs:appinfo", [], [...infos])])];
}

/** An annotation of one element of the serialization namespace. */
function appinfo(name: string, attrs: [string, string][], text?: string): XNode {
  return annotated([serializationInfo(name, attrs, text)])[0]!;
}

class MetadataExport {
  readonly schemas: Schema[] = [];
  private readonly exported = new Set<string>();
  /** Schemas each contract's documents import, by contract name. */
  readonly used = new Map<string, Set<string>>();
  private current: Set<string> = new Set();

  constructor(private readonly model: ServiceModel) {}

  schema(ns: string): Schema {
    this.current.add(ns);
    let s = this.schemas.find((x) => x.ns === ns);
    if (!s) {
      s = { ns, constant: ns === SERIALIZATION_NS, imports: [], ser: false, q: 0, items: [] };
      this.schemas.push(s);
    }
    return s;
  }

  private import(schema: Schema, ns: string): void {
    if (ns !== schema.ns && ns !== XSD_NS && !schema.imports.includes(ns)) schema.imports.push(ns);
  }

  /**
   * The QName of `ns:local` written in `schema`, declaring a qN prefix on `node` where needed; `contract`: a
   * data contract's schema, which names the serialization namespace `ser` on its root (the wrapper schemas do not).
   */
  ref(schema: Schema, node: XNode, ns: string, local: string, contract: boolean): string {
    if (ns === XSD_NS) return `xs:${local}`;
    if (ns === schema.ns) return `tns:${local}`;
    this.import(schema, ns);
    if (ns === SERIALIZATION_NS && contract) {
      schema.ser = true;
      return `ser:${local}`;
    }
    // .NET writes the declaration before the element's attributes (corpus 101, 103, 105, 109; Mono after them).
    const prefix = `q${++schema.q}`;
    node.attrs.unshift([`xmlns:${prefix}`, ns]);
    return `${prefix}:${local}`;
  }

  private typed(schema: Schema, node: XNode, type: TypeModel, contract: boolean): XNode {
    if (isStream(type)) {
      // MessageContractExporter.ExportStreamBody: the part typed StreamBody, declared in the Message schema the
      // first time a stream is met (the schema joins the set then, after the wrapper's).
      this.streamBody();
      node.attrs.push(["type", this.ref(schema, node, MESSAGE_NS, "StreamBody", contract)]);
      return node;
    }
    if (type.kind === "xml") {
      // XmlElement and XmlNode[] have no contract name: a data member holds its anonymous type, a wrapper child or
      // a message part none (lab wcf/xml-element; .NET's own wrapper form is not recorded, docs/wcf-design.md §17).
      if (contract) node.children.push(xmlAnonymousType(type.node));
      return node;
    }
    if (type.kind === "dataSet" || type.kind === "dataTable") {
      // No contract name either, but wrapper children and parts carry the type too (MessageContractExporter.ExportType
      // gives the element GetSchemaType's anonymous type; CoreWCF's published GetDataSetResult).
      node.children.push(structuredAnonymousType(type.kind));
      return node;
    }
    const [ns, local] = qualified(type, this.model);
    node.attrs.push(["type", this.ref(schema, node, ns, local, contract)]);
    return node;
  }

  /** `<xs:simpleType name="StreamBody">` restricting xs:base64Binary in the Message schema, once. */
  private streamBody(): void {
    const schema = this.schema(MESSAGE_NS);
    if (schema.items.length > 0) return;
    schema.items.push(el("xs:simpleType", [["name", "StreamBody"]], [el("xs:restriction", [["base", "xs:base64Binary"]])]));
  }

  /**
   * A wrapper child or a data member: `minOccurs="0"` unless required, nillable per the model. A stream: the part
   * ExportMessagePart writes neither optional nor nillable (`<xs:element name="s" type="q1:StreamBody" />`).
   */
  member(schema: Schema, name: string, type: TypeModel, min: "0" | "1", nillable: boolean, contract: boolean): XNode {
    if (isStream(type)) return this.typed(schema, el("xs:element", [["name", name]]), type, contract);
    const node = el("xs:element", [...(min === "0" ? [["minOccurs", "0"] as [string, string]] : []), ["name", name]]);
    if (nillable) node.attrs.push(["nillable", "true"]);
    return this.typed(schema, node, type, contract);
  }

  /** An operation's request or response wrapper element in its contract's namespace. */
  wrapper(ns: string, name: string, members: { name: string; type: TypeModel; nillable: boolean }[]): void {
    const schema = this.schema(ns);
    const sequence = el("xs:sequence", [], members.map((m) => this.member(schema, m.name, m.type, "0", m.nillable, false)));
    schema.items.push(el("xs:element", [["name", name]], [el("xs:complexType", [], [sequence])]));
  }

  /** A global element of a message contract part (a header, an unwrapped body member). */
  globalElement(part: MessagePartModel): void {
    const schema = this.schema(part.namespace);
    if (schema.items.some((i) => i.name === "xs:element" && i.attrs.some(([k, v]) => k === "name" && v === part.name))) return;
    const node = el("xs:element", [["name", part.name]]);
    if ((!isValueType(part.type) && !isStream(part.type)) || part.nillable) node.attrs.push(["nillable", "true"]);
    schema.items.push(this.typed(schema, node, part.type, false));
  }

  messageContract(message: MessageContractModel): void {
    if (message.wrapper) {
      const schema = this.schema(message.wrapper.namespace);
      // A message contract two operations share (WcfFiles.cs: Upload and Drop) is one global element.
      const element = message.wrapper.element;
      if (schema.items.some((i) => i.name === "xs:element" && i.attrs.some(([k, v]) => k === "name" && v === element))) return;
      const members = message.body.map((p) => {
        if (p.namespace === message.wrapper!.namespace) return this.member(schema, p.name, p.type, "0", !isValueType(p.type) || p.nillable === true, false);
        this.globalElement(p);
        const node = el("xs:element", [["minOccurs", "0"]]);
        node.attrs.push(["ref", this.ref(schema, node, p.namespace, p.name, false)]);
        return node;
      });
      schema.items.push(el("xs:element", [["name", message.wrapper.element]], [el("xs:complexType", [], [el("xs:sequence", [], members)])]));
    } else {
      for (const p of message.body) this.globalElement(p);
    }
    // The body's types right after its element(s), then the headers' (corpus 107: SubmitGenerateReportRequest,
    // ReportRequest and its known types, then the header elements).
    this.exportTypes(message.body.map((p) => p.type));
    for (const h of message.headers) this.globalElement(h);
    this.exportTypes(message.headers.map((h) => h.type));
  }

  /** Starts a contract's export: the schemas it touches from now on are its imports. */
  beginContract(contract: ContractModel): void {
    this.current = new Set();
    this.used.set(contract.name, this.current);
  }

  /**
   * A run of the DataContract exporter, after each message's elements (corpus 107: a data contract of the wrapper's
   * namespace follows the wrapper element that uses it): the serialization schema, then `types` in DataContractSet's
   * order.
   */
  exportTypes(types: readonly TypeModel[]): void {
    this.schema(SERIALIZATION_NS);
    for (const t of types) this.visit(t);
  }

  private visit(type: TypeModel): void {
    if (type.kind === "simple" && type.simple.name !== "dateTimeOffset") return;
    if (type.kind === "object" || type.kind === "xml") return;
    if (type.kind === "dataSet" || type.kind === "dataTable") return this.structuredElement(type.kind);
    const [ns, local] = qualified(type, this.model);
    this.current.add(ns);
    const key = `{${ns}}${local}`;
    if (this.exported.has(key)) return;
    this.exported.add(key);
    const schema = this.schema(ns);
    switch (type.kind) {
      case "simple":
        return this.dateTimeOffset(schema);
      case "enum":
        return this.enumType(schema, type.enum);
      case "complex": {
        const c = type.complex;
        this.classType(schema, c);
        if (c.base) this.visit({ kind: "complex", complex: c.base });
        for (const f of c.fields) this.visit(f.type);
        // Its [KnownType]s in declaration order: classes, enums, collections (`Tone[]` as ArrayOfTone).
        for (const k of c.known ?? []) this.visit(k);
        return;
      }
      case "array":
        this.collectionType(schema, type);
        return this.visit(type.item);
      case "map":
        this.dictionaryType(schema, type);
        this.visit(type.key);
        return this.visit(type.value);
      default:
        throw new Error(`WCF metadata: a ${type.kind} has no data contract`);
    }
  }

  /** DataSet's top-level element (in a schema of no namespace) or DataTable's (System.Data's), once. */
  private structuredElement(kind: "dataSet" | "dataTable"): void {
    const contract = structuredContract(kind);
    this.current.add(contract.elementNamespace);
    const key = `{${contract.elementNamespace}}${contract.name}`;
    if (this.exported.has(key)) return;
    this.exported.add(key);
    const schema = this.schema(contract.elementNamespace);
    schema.items.push(el("xs:element", [["name", contract.name], ["nillable", "true"]], [structuredAnonymousType(kind)]));
  }

  private topLevel(schema: Schema, name: string): void {
    schema.items.push(el("xs:element", [["name", name], ["nillable", "true"], ["type", `tns:${name}`]]));
  }

  private dataMember(schema: Schema, f: FieldModel): XNode {
    const node = this.member(schema, f.wireName, f.type, f.occurs.min, f.nillable, true);
    if (f.dataMember && !f.dataMember.emitDefault) node.children.push(appinfo("DefaultValue", [["EmitDefaultValue", "false"]]));
    return node;
  }

  private classType(schema: Schema, c: ComplexTypeModel): void {
    if (c.iSerializable) return this.iSerializableType(schema, c);
    if (c.struct) this.import(schema, SERIALIZATION_NS);
    const infos = [...(c.generic ? [genericInfo(c.generic)] : []), ...(c.struct ? [serializationInfo("IsValueType", [], "true")] : [])];
    const type = el("xs:complexType", [["name", c.typeName]], annotated(infos));
    const sequence = el("xs:sequence", [], c.fields.map((f) => this.dataMember(schema, f)));
    let holder = type;
    if (c.base) {
      const extension = el("xs:extension");
      const [ns, local] = qualified({ kind: "complex", complex: c.base }, this.model);
      extension.attrs.push(["base", this.ref(schema, extension, ns, local, true)]);
      type.children.push(el("xs:complexContent", [["mixed", "false"]], [extension]));
      holder = extension;
    }
    holder.children.push(sequence);
    // ser:Id and ser:Ref on the hierarchy's first IsReference class only (a subclass inherits them).
    if (c.isReference && !c.base?.isReference) {
      for (const name of ["Id", "Ref"]) {
        const attribute = el("xs:attribute");
        attribute.attrs.push(["ref", this.ref(schema, attribute, SERIALIZATION_NS, name, true)]);
        holder.children.push(attribute);
      }
    }
    schema.items.push(type);
    this.topLevel(schema, c.typeName);
  }

  /**
   * An ISerializable class (SchemaExporter.ExportISerializableDataContract; lab wcf/iserializable, .NET's source): the
   * root of its hierarchy an `xs:any` of `##local` entries and the `ser:FactoryType` attribute (a struct's IsValueType
   * and a generic one's GenericType annotated), a subclass an extension of its base with nothing in it.
   */
  private iSerializableType(schema: Schema, c: ComplexTypeModel): void {
    const type = el("xs:complexType", [["name", c.typeName]]);
    if (c.base) {
      const extension = el("xs:extension");
      const [ns, local] = qualified({ kind: "complex", complex: c.base }, this.model);
      extension.attrs.push(["base", this.ref(schema, extension, ns, local, true)]);
      type.children.push(...annotated(c.generic ? [genericInfo(c.generic)] : []), el("xs:complexContent", [["mixed", "false"]], [extension]));
    } else {
      const infos = [...(c.generic ? [genericInfo(c.generic)] : []), ...(c.struct ? [serializationInfo("IsValueType", [], "true")] : [])];
      const any = el("xs:any", [["minOccurs", "0"], ["maxOccurs", "unbounded"], ["namespace", "##local"], ["processContents", "skip"]]);
      const factory = el("xs:attribute");
      factory.attrs.push(["ref", this.ref(schema, factory, SERIALIZATION_NS, "FactoryType", true)]);
      type.children.push(...annotated(infos), el("xs:sequence", [], [any]), factory);
    }
    schema.items.push(type);
    this.topLevel(schema, c.typeName);
  }

  private enumType(schema: Schema, e: EnumModel): void {
    // EnumDataContract: an EnumerationValue annotation where the value is not the default one (index, or 2^index for flags).
    const facets = e.values.map((v, i) => {
      const facet = el("xs:enumeration", [["value", v]]);
      const number = e.numbers[i]!;
      if (number !== (e.flags ? 2 ** i : i)) {
        this.import(schema, SERIALIZATION_NS);
        facet.children.push(appinfo("EnumerationValue", [], String(number)));
      }
      return facet;
    });
    const restriction = el("xs:restriction", [["base", "xs:string"]], facets);
    const content = e.flags ? el("xs:list", [], [el("xs:simpleType", [], [restriction])]) : restriction;
    // EnumDataContract of another underlying type than int: ActualType names it (SchemaExporter.ExportEnumDataContract).
    const actual = e.underlying ? [appinfo("ActualType", [["Name", e.underlying], ["Namespace", XSD_NS]])] : [];
    schema.items.push(el("xs:simpleType", [["name", e.name]], [...actual, content]));
    this.topLevel(schema, e.name);
  }

  private collectionType(schema: Schema, list: TypeModel & { kind: "array" }): void {
    const element = el("xs:element", [["minOccurs", "0"], ["maxOccurs", "unbounded"], ["name", list.itemElement]]);
    if (list.itemNillable) element.attrs.push(["nillable", "true"]);
    this.typed(schema, element, list.item, true);
    const infos = list.generic ? [genericInfo(list.generic)] : [];
    schema.items.push(el("xs:complexType", [["name", list.typeName]], [...annotated(infos), el("xs:sequence", [], [element])]));
    this.topLevel(schema, list.typeName);
  }

  private dictionaryType(schema: Schema, map: TypeModel & { kind: "map" }): void {
    const part = (name: string, type: TypeModel): XNode => {
      const node = el("xs:element", [["name", name]]);
      if (!isValueType(type)) node.attrs.push(["nillable", "true"]);
      return this.typed(schema, node, type, true);
    };
    const entry = el("xs:element", [["minOccurs", "0"], ["maxOccurs", "unbounded"], ["name", map.itemElement]], [
      el("xs:complexType", [], [el("xs:sequence", [], [part(map.keyName, map.key), part(map.valueName, map.value)])]),
    ]);
    // IsDictionary: no import of the serialization namespace (the recording's Arrays schema has none); a generic
    // [CollectionDataContract]'s GenericType after it, in the same appinfo (lab wcf/generic-collections, LookupOfint).
    const infos = [serializationInfo("IsDictionary", [], "true"), ...(map.generic ? [genericInfo(map.generic)] : [])];
    schema.items.push(el("xs:complexType", [["name", map.typeName]], [...annotated(infos), el("xs:sequence", [], [entry])]));
    this.topLevel(schema, map.typeName);
  }

  private dateTimeOffset(schema: Schema): void {
    this.import(schema, SERIALIZATION_NS);
    schema.items.push(
      el("xs:complexType", [["name", "DateTimeOffset"]], [
        appinfo("IsValueType", [], "true"),
        el("xs:sequence", [], [
          el("xs:element", [["name", "DateTime"], ["type", "xs:dateTime"]]),
          el("xs:element", [["name", "OffsetMinutes"], ["type", "xs:short"]]),
        ]),
      ]),
    );
    this.topLevel(schema, "DateTimeOffset");
  }

  /** The xs:schema element of a schema (the serialization schema excepted). */
  schemaNode(schema: Schema): XNode {
    const attrs: [string, string][] = [];
    if (schema.ser) attrs.push(["xmlns:ser", SERIALIZATION_NS]);
    // A schema of no namespace (DataSet's top-level element) has no tns and no targetNamespace (lab wcf/dataset-xml/exporter).
    if (schema.ns === "") attrs.push(["elementFormDefault", "qualified"], ["xmlns:xs", XSD_NS]);
    else attrs.push(["xmlns:tns", schema.ns], ["elementFormDefault", "qualified"], ["targetNamespace", schema.ns], ["xmlns:xs", XSD_NS]);
    return el("xs:schema", attrs, [...schema.imports.map((ns) => el("xs:import", [["namespace", ns]])), ...schema.items]);
  }
}

// ---------------------------------------------------------------------------------------------------------
// The document set.

/** One document of the set: its query (`wsdl`, `wsdl=wsdl0`, `xsd=xsd0`, `singleWsdl`), namespace and text. */
export interface MetadataDocument {
  readonly query: string;
  readonly namespace: string;
  readonly content: string;
}

interface OperationTypes {
  op: OperationModel;
  contract: ContractModel;
}

function operationsOf(model: ServiceModel, contract: ContractModel): OperationTypes[] {
  return contract.operations.map((name) => ({ op: model.operations.find((o) => o.name === name)!, contract }));
}

/** The types an operation uses, in the order the operation exporter meets them: parameters, result, message parts, faults. */
function typesOf(op: OperationModel): TypeModel[] {
  const types: TypeModel[] = [];
  const message = op.wcf?.message;
  if (message) {
    for (const m of [message.request, message.response]) {
      if (!m) continue;
      for (const p of [...m.body, ...m.headers]) types.push(p.type);
    }
  } else {
    for (const f of op.fields) types.push(f.type);
    if (op.result) types.push(op.result.type);
    for (const f of op.outParams) types.push(f.type);
  }
  for (const f of op.wcf?.faults ?? []) types.push({ kind: "complex", complex: f.type });
  return types;
}

/** The default action of an operation of a contract: `<ns>/<Contract>/<Op>` (fault actions add the fault's name). */
function actionBase(contract: ContractModel, op: OperationModel): string {
  // An operation inherited from a base contract takes its actions from the contract that declares it (corpus 101).
  const declaring = op.wcf?.declaredIn ?? contract;
  return `${declaring.namespace.endsWith("/") ? declaring.namespace : `${declaring.namespace}/`}${declaring.name}/${op.wire.messageName}`;
}

/** WSDL-side names of an operation's messages. */
function messageNames(contract: ContractModel, op: OperationModel): { input: string; output?: string; inputName?: string; outputName?: string } {
  const message = op.wcf?.message;
  const base = `${contract.name}_${op.wire.messageName}`;
  return {
    input: message ? message.request.name : `${base}_InputMessage`,
    ...(op.oneWay ? {} : { output: message?.response ? message.response.name : `${base}_OutputMessage` }),
    ...(message ? { inputName: message.request.name } : {}),
    ...(message?.response ? { outputName: message.response.name } : {}),
  };
}

/** Counter of qN prefixes in one WSDL document. */
class Prefixes {
  private n = 0;
  constructor(private readonly tns: string) {}
  qname(node: XNode, ns: string, local: string): string {
    if (ns === this.tns) return `tns:${local}`;
    const prefix = `q${++this.n}`;
    node.attrs.unshift([`xmlns:${prefix}`, ns]);
    return `${prefix}:${local}`;
  }
}

function part(prefixes: Prefixes, name: string, ns: string, element: string): XNode {
  const node = el("wsdl:part", [["name", name]]);
  node.attrs.push(["element", prefixes.qname(node, ns, element)]);
  return node;
}

/** A contract's wsdl:message elements and its wsdl:portType. */
function contractDefinitions(contract: ContractModel, ops: readonly OperationModel[], prefixes: Prefixes): XNode[] {
  const messages: XNode[] = [];
  const portOps: XNode[] = [];
  for (const op of ops) {
    const names = messageNames(contract, op);
    const message = op.wcf?.message;
    const messageOf = (m: MessageContractModel, name: string): void => {
      const parts = m.wrapper ? [part(prefixes, "parameters", m.wrapper.namespace, m.wrapper.element)] : m.body.map((p) => part(prefixes, p.name, p.namespace, p.name));
      messages.push(el("wsdl:message", [["name", name]], parts));
      if (m.headers.length) messages.push(el("wsdl:message", [["name", `${name}_Headers`]], m.headers.map((h) => part(prefixes, h.name, h.namespace, h.name))));
    };
    if (message) {
      messageOf(message.request, names.input);
      if (message.response && names.output) messageOf(message.response, names.output);
    } else {
      messages.push(el("wsdl:message", [["name", names.input]], [part(prefixes, "parameters", op.wcf!.namespace, op.wire.requestElement)]));
      if (names.output) messages.push(el("wsdl:message", [["name", names.output]], [part(prefixes, "parameters", op.wcf!.namespace, op.wire.responseElement)]));
    }
    const children: XNode[] = [
      el("wsdl:input", [["wsaw:Action", op.wcf!.action], ...(names.inputName ? [["name", names.inputName] as [string, string]] : []), ["message", `tns:${names.input}`]]),
    ];
    if (names.output) {
      children.push(el("wsdl:output", [["wsaw:Action", op.wcf!.replyAction], ...(names.outputName ? [["name", names.outputName] as [string, string]] : []), ["message", `tns:${names.output}`]]));
    }
    for (const f of op.wcf!.faults) {
      const faultMessage = `${contract.name}_${op.wire.messageName}_${f.name}_FaultMessage`;
      messages.push(el("wsdl:message", [["name", faultMessage]], [part(prefixes, "detail", f.type.namespace ?? contract.namespace, f.type.typeName)]));
      children.push(el("wsdl:fault", [["wsaw:Action", `${actionBase(contract, op)}${f.name}`], ["name", f.name], ["message", `tns:${faultMessage}`]]));
    }
    portOps.push(el("wsdl:operation", [["name", op.wire.messageName]], children));
  }
  const session: [string, string][] = contract.sessionMode ? [["msc:usingSession", contract.sessionMode === "required" ? "true" : "false"]] : [];
  return [...messages, el("wsdl:portType", [["name", contract.name], ...session], portOps)];
}

/** The transport-security policy (basicHttpBinding with Transport security), as .NET publishes it (corpus 105, 107). */
function transportPolicy(bindingName: string): XNode {
  const policy = (children: XNode[]): XNode => el("wsp:Policy", [], children);
  return el("wsp:Policy", [["wsu:Id", `${bindingName}_policy`]], [
    el("wsp:ExactlyOne", [], [
      el("wsp:All", [], [
        el("sp:TransportBinding", [["xmlns:sp", "http://schemas.xmlsoap.org/ws/2005/07/securitypolicy"]], [
          policy([
            el("sp:TransportToken", [], [policy([el("sp:HttpsToken", [["RequireClientCertificate", "false"]])])]),
            el("sp:AlgorithmSuite", [], [policy([el("sp:Basic256")])]),
            el("sp:Layout", [], [policy([el("sp:Strict")])]),
          ]),
        ]),
      ]),
    ]),
  ]);
}

/** A contract's binding; `prefix` names the contract's namespace where the binding is written (its port type, header messages). */
/**
 * A port's binding. A SOAP 1.2 port (a custom binding of textMessageEncoding Soap12 without addressing) is the
 * same binding in the soap12 extensions (soap12:binding, operation, body, header, fault), as WsdlExporter's
 * SoapHelper writes the binding of an encoder of that envelope version; it has no policy (no assertion to make:
 * not verified against .NET, docs/wcf-design.md §16).
 */
function binding(model: ServiceModel, contract: ContractModel, port: WcfPort, ops: readonly OperationModel[], prefix: string): XNode {
  const bindingName = port.bindingName;
  const soap = port.soap12 ? "soap12" : "soap";
  const children: XNode[] = [];
  if (model.wcf!.security === "transport") children.push(el("wsp:PolicyReference", [["URI", `#${bindingName}_policy`]]));
  children.push(el(`${soap}:binding`, [["transport", SOAP_HTTP]]));
  for (const op of ops) {
    const names = messageNames(contract, op);
    const message = op.wcf?.message;
    const io = (tag: string, name: string | undefined, m: MessageContractModel | undefined, messageName: string): XNode =>
      el(tag, name ? [["name", name]] : [], [
        ...(m?.headers ?? []).map((h) => el(`${soap}:header`, [["message", `${prefix}:${messageName}_Headers`], ["part", h.name], ["use", "literal"]])),
        el(`${soap}:body`, [["use", "literal"]]),
      ]);
    const opChildren = [el(`${soap}:operation`, [["soapAction", op.wcf!.action], ["style", "document"]]), io("wsdl:input", names.inputName, message?.request, names.input)];
    if (names.output) opChildren.push(io("wsdl:output", names.outputName, message?.response, names.output));
    for (const f of op.wcf!.faults) opChildren.push(el("wsdl:fault", [["name", f.name]], [el(`${soap}:fault`, [["use", "literal"], ["name", f.name], ["namespace", ""]])]));
    children.push(el("wsdl:operation", [["name", op.wire.messageName]], opChildren));
  }
  return el("wsdl:binding", [["name", bindingName], ["type", `${prefix}:${contract.name}`]], children);
}

function definitions(tns: string, extra: [string, string][], children: XNode[], name?: string): XNode {
  return el("wsdl:definitions", [
    ...WSDL_NAMESPACES.map(([p, ns]) => [`xmlns:${p}`, ns] as [string, string]),
    ["xmlns:tns", tns],
    ...extra,
    ...(name !== undefined ? [["name", name] as [string, string]] : []),
    ["targetNamespace", tns],
    ["xmlns:wsdl", WSDL_NS],
  ], children);
}

/** The namespace of a contract WSDL's schema of imports: `<ns>/Imports`, a trailing slash of `ns` dropped. */
export function importsNamespace(ns: string): string {
  return `${ns.endsWith("/") ? ns.slice(0, -1) : ns}/Imports`;
}

function importsSchema(ns: string, locations: readonly [string, string][]): XNode {
  return el("xsd:schema", [["targetNamespace", importsNamespace(ns)]], locations.map(([location, namespace]) =>
      // MessageContractExporter.EnsureXsdImport: no namespace attribute for a schema of no namespace.
      el("xsd:import", namespace === "" ? [["schemaLocation", location]] : [["schemaLocation", location], ["namespace", namespace]]),
    ),
  );
}

/**
 * An endpoint's address: the base address, or a relative address under it (`admin`), joined as .NET joins a
 * relative endpoint address to a base address (with a slash between unless the base ends with one).
 */
export function endpointAddress(base: string, relative: string): string {
  if (!relative) return base;
  return base.endsWith("/") ? `${base}${relative}` : `${base}/${relative}`;
}

/** The schema documents of a service (text without the XML declaration) and the namespaces each contract's documents import. */
interface SchemaSet {
  /**
   * Each `?xsd=xsdN` document's schema; `located` (XmlSchemaExporter's) gives its document's imports the locations
   * of the documents they name, as .NET's publisher does (corpus 101, 103, 105, 109), `text` being the inline form.
   */
  readonly schemas: readonly { readonly ns: string; readonly text: string; readonly located?: WcfXmlSerializerSchema["located"] }[];
  readonly used: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The operations of a contract that a serializer writes (all, unless the service mixes serializers). */
function opsOf(model: ServiceModel, contract: ContractModel, serializer: "dataContract" | "xmlSerializer"): OperationModel[] {
  return operationsOf(model, contract)
    .map((o) => o.op)
    .filter((op) => (op.wcf?.serializer ?? model.wcf!.serializer) === serializer);
}

/** DataContractSerializer's: the DataContract exporter's run after each message (MetadataExport). */
function dataContractSchemas(model: ServiceModel): SchemaSet {
  const wcf = model.wcf!;
  const exporter = new MetadataExport(model);
  for (const contract of wcf.contracts) {
    const ops = opsOf(model, contract, "dataContract");
    // A mixed service's contract of XmlSerializer operations only has no DataContract exporter run.
    if (wcf.mixed && ops.length === 0) continue;
    exporter.beginContract(contract);
    for (const op of ops) {
      const message = op.wcf?.message;
      if (message) {
        exporter.messageContract(message.request);
        if (message.response) exporter.messageContract(message.response);
      } else {
        exporter.wrapper(op.wcf!.namespace, op.wire.requestElement, op.fields.map((f) => ({ name: f.wireName, type: f.type, nillable: f.nillable })));
        exporter.exportTypes(op.fields.map((f) => f.type));
        if (!op.oneWay) {
          const members = [
            ...(op.result ? [{ name: op.wire.resultElement, type: op.result.type, nillable: op.result.nillable }] : []),
            ...op.outParams.map((f) => ({ name: f.wireName, type: f.type, nillable: f.nillable })),
          ];
          exporter.wrapper(op.wcf!.namespace, op.wire.responseElement, members);
          exporter.exportTypes(members.map((m) => m.type));
        }
      }
      exporter.exportTypes((op.wcf?.faults ?? []).map((f): TypeModel => ({ kind: "complex", complex: f.type })));
      // [ServiceKnownType]s after the operation's messages and faults (MessageContractExporter's ExportKnownTypes;
      // .NET's order as its reference source reads: the lab's Mono exporter does not honour them, not recorded).
      if (op.wcf?.knownTypes) exporter.exportTypes(op.wcf.knownTypes);
    }
    // A contract's documents import the serialization schema whatever its operations use (the recording's Admin).
    exporter.exportTypes([]);
  }
  const text = (s: (typeof exporter.schemas)[number]): string =>
    s.constant ? (wcf.durationBounds === false ? SERIALIZATION_SCHEMA_WITHOUT_DURATION_BOUNDS : SERIALIZATION_SCHEMA) : write(exporter.schemaNode(s), 0);
  return { schemas: exporter.schemas.map((s) => ({ ns: s.ns, text: text(s) })), used: exporter.used };
}

/**
 * [XmlSerializerFormat]'s: XmlSchemaExporter's schemas of each contract (ASMX's rules, wsdl.ts), no serialization
 * schema. Two contracts' schemas of one namespace would be one XmlSchemas' merge: not written yet.
 */
function xmlSerializerSchemas(model: ServiceModel): SchemaSet {
  const schemas: WcfXmlSerializerSchema[] = [];
  const used = new Map<string, Set<string>>();
  for (const contract of model.wcf!.contracts) {
    const ops = opsOf(model, contract, "xmlSerializer");
    if (model.wcf!.mixed && ops.length === 0) continue;
    const own = wcfXmlSerializerSchemas(contract.namespace, ops);
    for (const schema of own) {
      if (schemas.some((s) => s.ns === schema.ns)) {
        throw new Error(`WCF metadata: two [XmlSerializerFormat] contracts write schemas of ${schema.ns}: not written yet (docs/wcf-design.md §14)`);
      }
      schemas.push(schema);
    }
    used.set(contract.name, new Set(own.map((s) => s.ns)));
  }
  return { schemas, used };
}

/**
 * A service mixing serializers: each serializer's exporter over its own operations, as WsdlExporter runs
 * DataContractSerializerOperationBehavior's and XmlSerializerOperationBehavior's: the data contract schemas (the
 * serialization schema among them), then XmlSchemaExporter's, which it adds to the set at the end of the
 * export as schemas of their own, so a contract namespace both write has two documents (docs/wcf-design.md §14:
 * .NET's bytes not recorded). Two contracts sharing a namespace are refused by the model.
 */
function mixedSchemas(model: ServiceModel): SchemaSet {
  const dataContract = dataContractSchemas(model);
  const xml = xmlSerializerSchemas(model);
  const used = new Map<string, Set<string>>();
  for (const part of [dataContract.used, xml.used]) {
    for (const [contract, namespaces] of part) used.set(contract, new Set([...(used.get(contract) ?? []), ...namespaces]));
  }
  return { schemas: [...dataContract.schemas, ...xml.schemas], used };
}

/** The WCF metadata documents of a model, with `address` (the service's base address) in the locations. */
export function wcfMetadataDocuments(model: ServiceModel, address: string = model.endpoint): MetadataDocument[] {
  const wcf = model.wcf;
  if (!wcf) throw new Error(`WCF metadata: ${model.name} is not a WCF service`);
  const { schemas, used } = wcf.mixed ? mixedSchemas(model) : wcf.serializer === "dataContract" ? dataContractSchemas(model) : xmlSerializerSchemas(model);

  const xsdQuery = (i: number): string => `xsd=xsd${i}`;
  const documents: MetadataDocument[] = [];

  // Contract WSDLs, one per contract namespace other than the service's, in endpoint order.
  const contractNamespaces = [...new Set(wcf.contracts.map((c) => c.namespace))];
  const importsOf = (ns: string): [string, string][] => {
    const touched = new Set(wcf.contracts.filter((c) => c.namespace === ns).flatMap((c) => [...used.get(c.name)!]));
    return schemas.flatMap((s, i): [string, string][] => (touched.has(s.ns) ? [[`${address}?${xsdQuery(i)}`, s.ns]] : []));
  };
  const definitionsOf = (ns: string, prefixes: Prefixes): XNode[] =>
    wcf.contracts.filter((c) => c.namespace === ns).flatMap((c) => contractDefinitions(c, operationsOf(model, c).map((o) => o.op), prefixes));
  const imported = contractNamespaces.filter((ns) => ns !== model.namespace || wcf.separateContractWsdl);
  imported.forEach((ns, i) => {
    const root = definitions(ns, [], [el("wsdl:types", [], [importsSchema(ns, importsOf(ns))]), ...definitionsOf(ns, new Prefixes(ns))]);
    documents.push({ query: `wsdl=wsdl${i}`, namespace: ns, content: documentText(root) });
  });

  // The root WSDL.
  // One binding and port per endpoint (a contract on several addresses has several), in endpoint order.
  const ports = wcf.contracts.flatMap((c) => c.ports.map((p) => ({ contract: c, ...p })));
  const policies = wcf.security === "transport" ? ports.map((p) => transportPolicy(p.bindingName)) : [];
  const prefixOf = (ns: string): string => (imported.includes(ns) ? `i${imported.indexOf(ns)}` : "tns");
  const bindings = ports.map((p) => binding(model, p.contract, p, operationsOf(model, p.contract).map((o) => o.op), prefixOf(p.contract.namespace)));
  const portsOf = (): XNode[] =>
    ports.map((p) => el("wsdl:port", [["name", p.bindingName], ["binding", `tns:${p.bindingName}`]], [el(p.soap12 ? "soap12:address" : "soap:address", [["location", endpointAddress(address, p.address)]])]));
  const service = el("wsdl:service", [["name", model.name]], portsOf());
  const inRoot = contractNamespaces.includes(model.namespace) && !imported.includes(model.namespace);
  const rootTypes = inRoot ? [importsSchema(model.namespace, importsOf(model.namespace))] : [];
  const root = definitions(
    model.namespace,
    imported.map((ns, i) => [`xmlns:i${i}`, ns] as [string, string]),
    [
      ...policies,
      ...imported.map((ns, i) => el("wsdl:import", [["namespace", ns], ["location", `${address}?wsdl=wsdl${i}`]])),
      el("wsdl:types", [], rootTypes),
      ...(inRoot ? definitionsOf(model.namespace, new Prefixes(model.namespace)) : []),
      ...bindings,
      service,
    ],
    model.name,
  );
  documents.unshift({ query: "wsdl", namespace: model.namespace, content: documentText(root) });

  // A namespace's document: its last (a mixed set's contract namespace has two; XmlSchemaExporter's follows).
  const locate = (ns: string): string => `${address}?${xsdQuery(schemas.map((s) => s.ns).lastIndexOf(ns))}`;
  schemas.forEach((s, i) => {
    documents.push({ query: `xsd=xsd${i}`, namespace: s.ns, content: `${DECLARATION}${s.located ? s.located(locate) : s.text}` });
  });

  // ?singleWsdl: every schema inline, the contracts' definitions and the bindings in one document. WSDL 1.1 gives
  // a document one target namespace: .NET (corpus 107) takes the contract's, the bindings and service with it
  // (a second contract namespace is written into the first's here: not checked against .NET yet).
  const singleNs = contractNamespaces[0]!;
  const singleBindings = ports.map((p) => binding(model, p.contract, p, operationsOf(model, p.contract).map((o) => o.op), "tns"));
  const singleService = el("wsdl:service", [["name", model.name]], portsOf());
  const inline = schemas.map((s): XNode => ({ name: "", attrs: [], children: [], raw: s.text }));
  const singlePrefixes = new Prefixes(singleNs);
  const single = definitions(
    singleNs,
    [],
    [...policies, el("wsdl:types", [], inline), ...contractNamespaces.flatMap((ns) => definitionsOf(ns, singlePrefixes)), ...singleBindings, singleService],
    model.name,
  );
  const singleText = documentText(single);
  documents.push({ query: "singleWsdl", namespace: singleNs, content: singleText });
  return documents;
}

/** The document set as package files (`wsdl/<Service>.wsdl`, `.wsdl0.wsdl`, `.xsd0.xsd`, `.single.wsdl`), at the spec's endpoint. */
export function wcfMetadataFiles(model: ServiceModel): OutputFile[] {
  return wcfMetadataDocuments(model).map((d) => {
    const suffix = d.query === "wsdl" ? ".wsdl" : d.query === "singleWsdl" ? ".single.wsdl" : d.query.startsWith("wsdl=") ? `.${d.query.slice(5)}.wsdl` : `.${d.query.slice(4)}.xsd`;
    return { path: `wsdl/${model.name}${suffix}`, content: d.content };
  });
}
