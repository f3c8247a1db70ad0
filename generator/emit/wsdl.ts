/**
 * The WSDL 1.1 document, as ASMX publishes it at `?wsdl`:
 * - `wsdl/<Service>.wsdl`, with the spec's endpoint as the port addresses;
 * - `src/wsdl.ts`, the same document for the server to serve, with the port addresses of the request
 *   (the text is split once, here, at the addresses, so serving is a join).
 *
 * The text comes from templates/wsdl.hbs (and its partials in templates/wsdl/), fed a view built from the
 * model. Building the view replays what ASMX does (System.Web.Services' ServiceDescriptionReflector), because
 * ASMX's order is the order in which it meets things:
 * - protocols are reflected one after the other (SOAP, SOAP 1.2, HTTP GET, HTTP POST), each over its methods;
 *   wsdl-schema.ts replays the schema exporter they drive;
 * - messages: per method `OpSoapIn`, `OpSoapOut` (none for one-way), then one message per SOAP header the
 *   method binds, `<Op><Header>`; then the HTTP GET and HTTP POST messages (a void result: no part);
 * - port types and bindings: per method a `wsdl:operation` named after the .NET method; a `MessageName`
 *   overload names its input and output after the message name; one-way methods have no SOAP output; SOAP
 *   bindings reference header messages in the input (in, inOut) and output (out, inOut).
 * wsdl:documentation is written for `description` ([WebService(Description)] after the root and in
 * wsdl:service, [WebMethod(Description)] in each port type's operation); `documentation` stays in the code.
 * A binding that offers no operation has no port type, binding nor port (ASMX with that protocol disabled).
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { isSoapBinding, type BindingKind } from "../../runtime/src/protocol.js";
import { escapeAttribute, escapeText } from "../../runtime/src/xml/escape.js";
import { portBindingName } from "../model/binding-order.js";
import { bareElementOf } from "../model/choice.js";
import type { BindingModel, FieldModel, OperationModel, ServiceModel } from "../model/types.js";
import { compileTemplate } from "../render/templates.js";
import type { Emitter, OutputFile } from "./emitter.js";
import { SOAP_ENCODING_NS, SchemaExport, documentPrefix, type SchemaView } from "./wsdl-schema.js";
import { runtimeModule } from "./ts/runtime-symbols.js";
import { wcfMetadataDocuments, wcfMetadataFiles } from "./wcf-metadata.js";

// ---------------------------------------------------------------------------------------------------------
// The view: what the template reads. Every string is already escaped (for an XML attribute, or for text
// where it is element content).

interface MessageView {
  /** Namespace of the WSDL document it is declared in (its binding's). */
  namespace: string;
  name: string;
  /**
   * `element` for a SOAP part or an HTTP result, else `type`; `declare`, a prefix the part declares for itself
   * (an element of a namespace its document does not declare: `xmlns:q1`).
   */
  parts: { name: string; element: string; type: string; declare?: { prefix: string; namespace: string } }[];
}

/** What a port type or binding operation shares: its name, and the input/output name of an overload. */
interface OperationNameView {
  /** The .NET method name (overloads share it). */
  name: string;
  /** `name` of wsdl:input and wsdl:output: the message name of an overload, else "". */
  messageName: string;
}

interface PortTypeView {
  namespace: string;
  name: string;
  operations: (OperationNameView & {
    /** The method's description (escaped text), or "". */
    documentation: string;
    input: string;
    /** The output message, or "" for a one-way SOAP operation. */
    output: string;
  })[];
}

interface SoapHeaderRefView {
  message: string;
  part: string;
}

interface SoapBindingView {
  kind: "soap-binding";
  namespace: string;
  name: string;
  portType: string;
  prefix: "soap" | "soap12";
  /** The WS-I profile it claims conformance to (wsdl:documentation with wsi:Claim); "" for none. */
  conformanceClaim: string;
  /** ASMX 1.x writes style="document" on soap:binding too. */
  bindingStyle: boolean;
  operations: (OperationNameView & {
    soapAction: string;
    /** SOAP 1.2: the operation cannot be routed by its request element (BindingModel.soapActionRequired). */
    soapActionRequired: boolean;
    inputHeaders: SoapHeaderRefView[];
    /** false for one-way: no wsdl:output. */
    output: boolean;
    outputHeaders: SoapHeaderRefView[];
  })[];
}

interface HttpBindingView {
  kind: "http-binding";
  namespace: string;
  name: string;
  portType: string;
  verb: "GET" | "POST";
  /** The mime:content type of the input; "" for `http:urlEncoded` (HTTP GET). */
  requestContentType: string;
  operations: (OperationNameView & {
    location: string;
    /** false for a void result: an empty wsdl:output. */
    document: boolean;
    /** An XmlNode or XmlElement result: the document is the node, `mime:content type="text/xml"` (lab xml-node-http). */
    node: boolean;
  })[];
}

interface PortView {
  name: string;
  /** The binding's qualified name: `tns:X`, or `i0:X` for one in an imported WSDL document. */
  binding: string;
  addressElement: string;
  /** Inserted as is (the caller escapes it). */
  address: string;
}

interface WsdlView {
  /** Namespace declarations of the root, in ASMX's order (see ROOT_PREFIX_ORDER). */
  namespaces: { prefix: string; namespace: string }[];
  targetNamespace: string;
  /** The service's description (escaped text), or "". */
  documentation: string;
  /** The root of a set: the other WSDL documents it imports. */
  imports: { namespace: string; location: string }[];
  /** A document of a set: its types name the schema documents (`namespace` "" for an include). */
  schemaReferences: { namespace: string; location: string }[];
  schemas: SchemaView[];
  /** The typed DataSets' schemas, as the spec gives them (the template indents them). */
  dataSetSchemas: string[];
  messages: MessageView[];
  portTypes: PortTypeView[];
  bindings: (SoapBindingView | HttpBindingView)[];
  /** The service's name, or "" for an imported WSDL document (it has no wsdl:service). */
  serviceName: string;
  ports: PortView[];
}

const esc = escapeAttribute;

/**
 * Order of the root's namespace declarations. ServiceDescription.Write takes them from a hash table, so the
 * order is .NET's hash order, not any rule; these are the positions the recordings show (both reference
 * services: s2 soapenc soap12 s1 http tns mime tm s soap; s0 before s1, labs wrapper-namespace and xml-root-more's
 * RootBare). A prefix not declared is skipped; schemas beyond s2 (never recorded) go after tm. `i0` is the
 * namespace of the WSDL document a set's root imports (lab binding-namespace), `i1` a second one (first of all:
 * lab binding-location-forms, two and beside), `i2` a third (after soap12: lab binding-location-more, threespaces
 * and locthree). Beside schema prefixes `i1` and `i2` move (locthreetyped), so buildView refuses that mix.
 */
const ROOT_PREFIX_ORDER = ["i1", "s2", "soapenc", "soap12", "i2", "s0", "s1", "http", "tns", "mime", "tm", "*", "s", "i0", "soap"] as const;

const FIXED_NAMESPACES: Readonly<Record<string, string>> = {
  soapenc: "http://schemas.xmlsoap.org/soap/encoding/",
  soap12: "http://schemas.xmlsoap.org/wsdl/soap12/",
  http: "http://schemas.xmlsoap.org/wsdl/http/",
  mime: "http://schemas.xmlsoap.org/wsdl/mime/",
  tm: "http://microsoft.com/wsdl/mime/textMatching/",
  s: "http://www.w3.org/2001/XMLSchema",
  soap: "http://schemas.xmlsoap.org/wsdl/soap/",
};

/**
 * The root's declarations: the fixed prefixes, `tns` and each other schema's `s<index>`, in the spec's
 * `wsdl.prefixOrder` (the published order an imported WSDL had), then in ROOT_PREFIX_ORDER. Of `tns` and an
 * import's `i<n>` in the same namespace (a binding at a location in the service's namespace) only the first in
 * that order is declared, and the document names the namespace with it (lab binding-location-more: OwnBeside's
 * i0 is left out for tns, OwnLocated's i1 declared in tns's place; ServiceDescription.Write skips a namespace
 * already declared).
 */
export function rootNamespaces(
  targetNamespace: string,
  schemaPrefixes: { prefix: string; namespace: string }[],
  publishedOrder: readonly string[] = [],
): WsdlView["namespaces"] {
  const declared = new Map<string, string>([...Object.entries(FIXED_NAMESPACES), ["tns", targetNamespace]]);
  for (const s of schemaPrefixes) declared.set(s.prefix, s.namespace);
  const listed = new Set<string>(ROOT_PREFIX_ORDER);
  const order = [...publishedOrder];
  for (const prefix of ROOT_PREFIX_ORDER) {
    const names = prefix === "*" ? schemaPrefixes.map((s) => s.prefix).filter((p) => !listed.has(p)) : [prefix];
    for (const name of names) if (!order.includes(name)) order.push(name);
  }
  const namespaces: WsdlView["namespaces"] = [];
  const documentPrefix = (prefix: string): boolean => prefix === "tns" || /^i\d+$/.test(prefix);
  for (const name of order) {
    const namespace = declared.get(name);
    if (namespace === undefined) continue;
    if (documentPrefix(name) && namespaces.some((n) => documentPrefix(n.prefix) && n.namespace === namespace)) continue;
    namespaces.push({ prefix: name, namespace });
  }
  return namespaces;
}

const ADDRESS_ELEMENT: Readonly<Record<BindingKind, string>> = {
  soap11: "soap:address",
  soap12: "soap12:address",
  httpGet: "http:address",
  httpPost: "http:address",
};

function names(op: OperationModel): OperationNameView {
  return { name: esc(op.name), messageName: op.wire.messageName === op.name ? "" : esc(op.wire.messageName) };
}

/** Name of the message of a SOAP header bound by `op` (ASMX: method message name + header element name). */
function headerMessage(op: OperationModel, header: string): string {
  return `${op.wire.messageName}${header}`;
}

/**
 * The messages of an operation's SOAP headers, after its body's (wrapped or bare alike). A header's element is in
 * the service's namespace; in the document of a binding in another namespace the part declares a prefix of its own
 * for it, `q1`, `q2`... in the document's order, as XmlSerializer writes a qualified name whose namespace is not
 * in scope (lab binding-namespace-types: `<wsdl:part name="Ticket" xmlns:q1="(service)" element="q1:Ticket" />`).
 */
function headerMessages(op: OperationModel, namespace: string, serviceNamespace: string, qualified: (documentNamespace: string) => string): MessageView[] {
  return op.headers.map((h) => {
    const name = esc(h.header.name);
    if (namespace === serviceNamespace) return { namespace, name: esc(headerMessage(op, h.header.name)), parts: [part(name, `tns:${name}`)] };
    const prefix = qualified(namespace);
    return { namespace, name: esc(headerMessage(op, h.header.name)), parts: [{ ...part(name, `${prefix}:${name}`), declare: { prefix, namespace: esc(serviceNamespace) } }] };
  });
}

/** Builds the template's view; `address` goes into every port as is. */
function buildView(model: ServiceModel, address: string): WsdlView {
  const schemas = new SchemaExport(model.namespace, model.documentSet !== undefined);
  // [XmlAnyElement(Name)] on an XmlElement marks XmlElement's type mixed for the whole service: its plain uses
  // (ArrayOfXmlElement items) are then published `mixed="true"` too (lab any-parameters-more: AnyNamed's NamedGet
  // over HTTP; XmlSchemaExporter writes a node's type as its shared TypeDesc's IsMixed says).
  schemas.xmlElementMixed =
    model.operations.some((o) => o.result?.anyElements !== undefined || o.fields.some((f) => f.anyElements !== undefined)) ||
    model.types.some((t) => t.fields.some((f) => f.anyElements !== undefined && f.type.kind === "array" && f.type.item.kind === "xml" && f.type.item.node === "XmlElement"));
  // An HTTP binding the service lists is published without operations too (an empty port type, as ASMX does).
  const published = model.bindings.filter((b) => b.operations.length > 0 || b.publishedEmpty === true);
  // A binding at a location: the user's document there describes it; ASMX writes only its ports (lab
  // service-defaults/location), so its messages, port type, binding and schema elements are left out.
  const offered = published.filter((b) => b.location === undefined);

  // Schemas, in the order ASMX reflects protocols and methods, after the types it includes first.
  schemas.reflectIncludes(model.xmlIncludes);
  for (const binding of offered) {
    for (const op of binding.operations) {
      if (isSoapBinding(binding.kind)) schemas.soapElements(op);
      else {
        for (const field of op.fields) schemas.httpPartType(field.type);
        schemas.httpResultElement(op);
      }
    }
  }

  schemas.appendProvidedSchemas();
  if (model.wsdlStyle.importXmlSchema) schemas.importXmlSchema();

  // Messages: per message suffix (both SOAP bindings share theirs), per port type in the bindings' order
  // (binding-order.ts), the operations of its bindings in spec order (lab: http-order, binding-order).
  const messages: MessageView[] = [];
  const qualifiedNames = new Map<string, number>();
  const qualified = (documentNamespace: string): string => {
    const n = (qualifiedNames.get(documentNamespace) ?? 0) + 1;
    qualifiedNames.set(documentNamespace, n);
    return `q${n}`;
  };
  for (const suffix of unique(offered.map((b) => b.messageSuffix))) {
    const bindings = offered.filter((b) => b.messageSuffix === suffix);
    const soap = bindings.some((b) => isSoapBinding(b.kind));
    const byPortType = unique(bindings.map((b) => b.portTypeName)).flatMap((name) => operationsOf(model, bindings.filter((b) => b.portTypeName === name)));
    for (const op of unique(byPortType)) {
      const base = op.wire.messageName;
      if (soap && op.wire.bare) {
        // A part per parameter named after the .NET parameter, and the result's named {MessageName}Result.
        // Then the out parameters' parts, after the .NET parameters too; a void method's output message has no
        // part, a one-way method none (lab: bare-more).
        const namespace = op.wire.wrapperNamespace;
        // A class's root element of another namespace ([XmlRoot(ElementName, Namespace)]) is that schema's (lab
        // xml-root-more, RootBare).
        // RequestNamespace and ResponseNamespace put the elements in theirs (lab bare-defaults: `s1:question`).
        const prefix = (ns: string): string => (ns === namespace ? "tns" : schemas.prefixOfNamespace(ns));
        const request = op.wire.requestNamespace;
        const response = op.wire.responseNamespace;
        messages.push({ namespace, name: esc(`${base}${suffix}In`), parts: op.fields.map((f) => part(esc(f.httpName), `${prefix(f.namespace ?? request)}:${esc(bareElementOf(f).element)}`)) });
        if (!op.oneWay) {
          const result = op.result ? [part(esc(`${base}Result`), `${prefix(op.wire.resultNamespace ?? response)}:${esc(op.wire.resultElement)}`)] : [];
          messages.push({ namespace, name: esc(`${base}${suffix}Out`), parts: [...result, ...op.outParams.map((f) => part(esc(f.httpName), `${prefix(f.namespace ?? response)}:${esc(f.wireName)}`))] });
        }
        messages.push(...headerMessages(op, namespace, model.namespace, qualified));
      } else if (soap) {
        const namespace = op.wire.wrapperNamespace;
        // The binding's document calls its own namespace tns; a wrapper of RequestNamespace / ResponseNamespace
        // is in a schema of its own (s0, s1...). Beside a binding of another namespace the documents declare no
        // schema prefixes: the part declares one of its own, q1, q2... in the document's order, as for a header
        // (lab request-namespace-binding: `<wsdl:part name="parameters" xmlns:q1="urn:req" element="q1:Both" />`).
        const set = model.documentSet;
        const wrapperPart = (ns: string, element: string): MessageView["parts"][number] => {
          if (ns === namespace) return part("parameters", `tns:${element}`);
          if (set === undefined || set.wsdl.some((d) => d.namespace === ns)) return part("parameters", `${schemas.prefixOfNamespace(ns)}:${element}`);
          const prefix = qualified(namespace);
          return { ...part("parameters", `${prefix}:${element}`), declare: { prefix, namespace: esc(ns) } };
        };
        messages.push({ namespace, name: esc(`${base}${suffix}In`), parts: [wrapperPart(op.wire.requestNamespace, esc(op.wire.requestElement))] });
        if (!op.oneWay) messages.push({ namespace, name: esc(`${base}${suffix}Out`), parts: [wrapperPart(op.wire.responseNamespace, esc(op.wire.responseElement))] });
        messages.push(...headerMessages(op, namespace, model.namespace, qualified));
      } else {
        // Beside a set, ASMX's StringArray of `{namespace}/AbstractTypes` is named by a prefix the part declares (lab
        // schema-documents/http-array: `xmlns:q1="urn:lab/AbstractTypes" type="q1:StringArray"`).
        const httpPart = (f: FieldModel): MessageView["parts"][number] => {
          const type = schemas.httpPartType(f.type);
          if (model.documentSet === undefined || type.startsWith("s:")) return { name: esc(f.httpName), element: "", type };
          const [prefix, local] = type.split(":") as [string, string];
          const q = qualified(model.namespace);
          return { name: esc(f.httpName), element: "", type: `${q}:${local}`, declare: { prefix: q, namespace: esc(schemas.namespaceOfPrefix(prefix)) } };
        };
        messages.push({ namespace: model.namespace, name: esc(`${base}${suffix}In`), parts: op.fields.map(httpPart) });
        const result = schemas.httpResultElement(op);
        // A node result's part names nothing (lab xml-node-http): `<wsdl:part name="Body" />`.
        const body = result ? [part("Body", result)] : op.result ? [part("Body", "")] : [];
        messages.push({ namespace: model.namespace, name: esc(`${base}${suffix}Out`), parts: body });
      }
    }
  }

  // Port types: both SOAP bindings implement the same one.
  const portTypes: PortTypeView[] = unique(offered.map((b) => b.portTypeName)).map((name) => {
    const bindings = offered.filter((b) => b.portTypeName === name);
    const suffix = bindings[0]!.messageSuffix;
    const soap = isSoapBinding(bindings[0]!.kind);
    return {
      namespace: bindings[0]!.namespace,
      name: esc(name),
      operations: operationsOf(model, bindings).map((op) => ({
        ...names(op),
        documentation: op.description !== undefined ? documentationText(op.description) : "",
        input: esc(`${op.wire.messageName}${suffix}In`),
        output: soap && op.oneWay ? "" : esc(`${op.wire.messageName}${suffix}Out`),
      })),
    };
  });

  const bindings = offered.map((b): SoapBindingView | HttpBindingView =>
    isSoapBinding(b.kind)
      ? {
          kind: "soap-binding",
          namespace: b.namespace,
          name: esc(b.bindingName),
          portType: esc(b.portTypeName),
          prefix: b.kind === "soap11" ? "soap" : "soap12",
          conformanceClaim: esc(b.conformanceClaim ?? ""),
          bindingStyle: model.wsdlStyle.bindingStyle,
          operations: b.operations.map((op) => {
            const refs = (direction: "in" | "out"): SoapHeaderRefView[] =>
              op.headers
                .filter((h) => h.direction === direction || h.direction === "inOut" || (direction === "out" && h.direction === "fault"))
                .map((h) => ({ message: esc(headerMessage(op, h.header.name)), part: esc(h.header.name) }));
            return {
              ...names(op),
              soapAction: esc(op.wire.soapAction),
              soapActionRequired: b.soapActionRequired.includes(op.wire.messageName),
              inputHeaders: refs("in"),
              output: !op.oneWay,
              outputHeaders: refs("out"),
            };
          }),
        }
      : {
          kind: "http-binding",
          namespace: b.namespace,
          name: esc(b.bindingName),
          portType: esc(b.portTypeName),
          verb: b.kind === "httpGet" ? "GET" : "POST",
          requestContentType: esc(b.requestContentType ?? ""),
          operations: b.operations.map((op) => ({
            ...names(op),
            location: esc(op.wire.httpPath),
            document: op.result !== undefined,
            node: op.result?.type.kind === "xml",
          })),
        },
  );

  // A binding of an imported WSDL document is named with that document's prefix on the root: i0, ... in the
  // order of the imports, the located ones first (a located one in the service's namespace counts, its prefix
  // tns's or declared in tns's place; lab binding-location-forms, binding-location-more).
  const importPrefixes = rootImportPrefixes(model);
  const namespaces = rootNamespaces(esc(model.namespace), [...schemas.schemaPrefixes(model.dataSets), ...importPrefixes], model.wsdlStyle.prefixOrder);
  // ServiceDescription.Write's declarations come from a hash table: beside schemas of other namespaces (s1, s2, s3)
  // i1 and i2 move (lab binding-location-more/locthreetyped); ROOT_PREFIX_ORDER holds one table size's order only, so
  // the model refuses two or more located imports beside them (locatedImportsProblem), positioned at the binding.
  const bindingPrefix = (namespace: string): string => namespaces.find((n) => (n.prefix === "tns" || /^i\d+$/.test(n.prefix)) && n.namespace === esc(namespace))!.prefix;
  const ports = published.map((b) => ({
    name: esc(b.bindingName),
    binding: `${bindingPrefix(b.namespace)}:${esc(portBindingName(b))}`,
    addressElement: ADDRESS_ELEMENT[b.kind],
    address,
  }));

  return {
    namespaces,
    targetNamespace: esc(model.namespace),
    documentation: model.description !== undefined ? documentationText(model.description) : "",
    imports: locatedImports(model).map((d) => ({ namespace: esc(d.namespace), location: esc(d.location) })),
    schemaReferences: [],
    schemas: schemas.schemas,
    dataSetSchemas: schemas.dataSetSchemas(model.dataSets).map((d) => d.schema),
    messages,
    portTypes,
    bindings,
    serviceName: esc(model.name),
    ports,
  };
}

/**
 * The documents of the bindings at a location ([WebServiceBinding(Location)]) the root imports: ProtocolReflector
 * adds one as it meets the binding's first method, in method order (not the bindings' hash order), once per
 * namespace and location (lab binding-location-forms/two: ExtA's import before ExtB's, their ports after).
 */
function locatedImports(model: ServiceModel): { namespace: string; location: string }[] {
  const imports: { namespace: string; location: string }[] = [];
  const locatedBindings = model.bindings.filter((b) => b.location !== undefined);
  for (const op of model.operations) {
    const b = locatedBindings.find((binding) => binding.operations.includes(op));
    if (b !== undefined && !imports.some((d) => d.namespace === b.namespace && d.location === b.location)) imports.push({ namespace: b.namespace, location: b.location! });
  }
  return imports;
}

/** The prefixes of the root's imports, located ones first (method order), then the set's WSDL documents. */
function rootImportPrefixes(model: ServiceModel): { prefix: string; namespace: string }[] {
  return [...locatedImports(model), ...(model.documentSet?.wsdl ?? [])].map((d, i) => ({ prefix: `i${i}`, namespace: esc(d.namespace) }));
}

/**
 * The root's text naming the service's namespace with the prefix declared for it: `tns`, or an import's `i<n>` in
 * its place (lab binding-location-more/ownlocated). The templates write `tns:` in QName attributes only.
 */
function withOwnPrefix(text: string, namespaces: WsdlView["namespaces"], targetNamespace: string): string {
  const own = namespaces.find((n) => (n.prefix === "tns" || /^i\d+$/.test(n.prefix)) && n.namespace === targetNamespace)!.prefix;
  return own === "tns" ? text : text.replace(/ (element|type|message|binding|base|ref|itemType)="tns:/g, ` $1="${own}:`);
}

function part(name: string, element: string): MessageView["parts"][number] {
  return { name, element, type: "" };
}

function unique<T>(list: readonly T[]): T[] {
  return [...new Set(list)];
}

/** Operations offered on any of `bindings`, in spec order. */
function operationsOf(model: ServiceModel, bindings: readonly BindingModel[]): OperationModel[] {
  return model.operations.filter((op) => bindings.some((b) => b.operations.includes(op)));
}

// ---------------------------------------------------------------------------------------------------------
// Rendering.

const templatesDir = fileURLToPath(new URL("../../templates/", import.meta.url));
let compiled: Handlebars.TemplateDelegate<WsdlView> | undefined;

function template(): Handlebars.TemplateDelegate<WsdlView> {
  if (!compiled) {
    // Values are escaped when the view is built (render/templates.ts has the options).
    const hb = Handlebars.create();
    const partials = `${templatesDir}wsdl/`;
    for (const file of readdirSync(partials)
      .filter((f) => f.endsWith(".hbs"))
      .sort()) {
      hb.registerPartial(basename(file, ".hbs"), compileTemplate(hb, readFileSync(partials + file, "utf8")));
    }
    compiled = compileTemplate<WsdlView>(hb, readFileSync(`${templatesDir}wsdl.hbs`, "utf8"));
  }
  return compiled;
}

let compiledSchemaDocument: Handlebars.TemplateDelegate<SchemaDocumentView> | undefined;

interface SchemaDocumentView {
  targetNamespace: string;
  id: string;
  /** The namespaces it imports (escaped), written first without a location (WCF's publisher adds theirs). */
  imports: readonly string[];
  items: SchemaView["items"];
  /** No elementFormDefault (ASMX's AbstractTypes schema). */
  unqualified?: boolean;
}

/**
 * A set's schema document declares only `tns` and `xs`: each reference to another namespace (type, ref, base,
 * itemType) declares a prefix of its own just before it, `q1`, `q2`... in document order (lab schema-documents:
 * `name="g" xmlns:q1="http://microsoft.com/wsdl/types/" type="q1:guid"`). `namespaceOf` gives the namespace of a
 * stand-in prefix (documentPrefix, `soapenc`), undefined for one the document declares.
 */
function qualifiedReferences(text: string, namespaceOf: (prefix: string) => string | undefined): string {
  let n = 0;
  return text.replace(/ (type|ref|base|itemType)="([A-Za-z][\w.-]*):/g, (whole, attribute: string, prefix: string) => {
    const ns = namespaceOf(prefix);
    if (ns === undefined) return whole;
    n++;
    return ` xmlns:q${n}="${esc(ns)}" ${attribute}="q${n}:`;
  });
}

function schemaDocumentTemplate(): Handlebars.TemplateDelegate<SchemaDocumentView> {
  if (!compiledSchemaDocument) {
    const hb = Handlebars.create();
    const partials = `${templatesDir}wsdl/`;
    for (const file of readdirSync(partials)
      .filter((f) => f.endsWith(".hbs"))
      .sort()) {
      hb.registerPartial(basename(file, ".hbs"), compileTemplate(hb, readFileSync(partials + file, "utf8")));
    }
    compiledSchemaDocument = compileTemplate<SchemaDocumentView>(hb, readFileSync(`${templatesDir}schema-document.hbs`, "utf8"));
  }
  return compiledSchemaDocument;
}

/**
 * The schema partials write the XML Schema prefix `s` (as wsdl:types declares it); a schema document of a set
 * declares `xs`. Renames it in element names and in the QName attributes the partials write.
 */
function withXsPrefix(text: string): string {
  return text.replace(/(<\/?)s:/g, "$1xs:").replace(/( (?:type|base|ref|itemType)=")s:/g, "$1xs:");
}

/** One `?xsd=xsdN` document of an [XmlSerializerFormat] contract (wcfXmlSerializerSchemas). */
export interface WcfXmlSerializerSchema {
  readonly ns: string;
  /** As a schema of `?singleWsdl` holds it: its imports without a location. */
  readonly text: string;
  /** As its `?xsd=xsdN` document: each import with the location `locate` gives its namespace's document. */
  readonly located: (locate: (ns: string) => string) => string;
}

/**
 * The schemas of an [XmlSerializerFormat] WCF contract (XmlSerializerOperationBehavior exports with
 * XmlSchemaExporter, ASMX's rules): per operation its wrappers and their types, then its fault contracts'
 * detail elements; one schema per namespace in creation order (the contract's, `[XmlType(Namespace)]`'s,
 * `http://microsoft.com/wsdl/types/` for guid and char), each as its `?xsd=xsdN` document: XmlSchema.Write as for
 * ASMX's `?schema=`, without id, the other namespaces it refers to imported first (in the order it first refers to
 * them) and declared where used as XmlSchema.Write declares an undeclared namespace (`xmlns:q<n>` before the
 * attribute, numbered through the document: the recordings' DataContract documents show the writer's form); the
 * XML declaration is the caller's. docs/wcf-design.md §14 and §42.
 */
export function wcfXmlSerializerSchemas(namespace: string, operations: readonly OperationModel[]): WcfXmlSerializerSchema[] {
  const schemas = new SchemaExport(namespace, true);
  for (const op of operations) {
    // A message contract's operation exports its messages' members mappings instead of the wrappers.
    if (op.wcf?.message) schemas.messageElements(op);
    else schemas.soapElements(op);
    for (const fault of op.wcf?.faults ?? []) schemas.faultElement(fault.type.typeName, fault.type);
  }
  return schemas.schemas.map((schema) => {
    const rendered = withXsPrefix(schemaDocumentTemplate()({ targetNamespace: schema.targetNamespace, id: "", imports: schema.imports, items: schema.items }));
    let declared = 0;
    // `s<index>`: the exporter's name for another schema's namespace in a document (SchemaExport.refer).
    const text = rendered
      .replace(/^<\?xml[^>]*\?>\r?\n/, "")
      .replace(/ (type|base|ref|itemType)="s(\d+):/g, (_, attribute: string, index: string) => {
        const target = schemas.schemas[Number(index)]!;
        declared++;
        return ` xmlns:q${declared}="${target.targetNamespace}" ${attribute}="q${declared}:`;
      });
    const located = (locate: (ns: string) => string): string =>
      text.replace(/<xs:import namespace="([^"]*)" \/>/g, (all, ns: string) => {
        const target = schemas.schemas.find((s) => s.targetNamespace === ns);
        return target ? `<xs:import schemaLocation="${esc(locate(target.ns))}" namespace="${ns}" />` : all;
      });
    return { ns: schema.ns, text, located };
  });
}

/** One document ASMX serves for the service, by its query (`wsdl`, `wsdl=wsdl1`, `schema=schema1`). */
interface RenderedDocument {
  readonly query: string;
  /** The text with `address` (inserted as is) in every port and location. */
  readonly text: string;
}

/**
 * The documents of the service: the WSDL alone, or, when a named binding has a namespace of its own (the
 * model's documentSet), the set ASMX writes (lab binding-namespace): the root imports a WSDL document per other
 * namespace, holding that namespace's messages, port types and bindings; every WSDL document's types name the
 * schema documents, which hold the schemas, one per namespace.
 */
function renderRaw(model: ServiceModel, address: string): RenderedDocument[] {
  const view = buildView(model, address);
  const set = model.documentSet;
  const documents: { query: string; text: string }[] = [];
  if (set === undefined) documents.push({ query: "wsdl", text: withOwnPrefix(template()(view), view.namespaces, view.targetNamespace) });
  else {
    const known = new Set(set.schemas.map((s) => s.namespace));
    // A schema document imports the others it refers to (lab schema-documents), and AbstractTypes SOAP encoding's.
    const importable = new Set([...set.schemas.map((s) => esc(s.namespace)), esc(SOAP_ENCODING_NS)]);
    const stray = view.schemas.find((schema) => !known.has(schema.ns) || schema.imports.some((ns) => !importable.has(ns)));
    if (stray !== undefined || view.dataSetSchemas.length > 0) {
      // The model refuses these at their place (build.ts setSchemaProblems, foreignBindingProblems); a guard.
      throw new Error(`the schemas of ${model.name} need a schema document of ${stray ? `'${stray.ns}'` : "a typed DataSet"} beside a binding in another namespace, which is not supported yet: use types of the service's namespace`);
    }
    const references = (own: string): WsdlView["schemaReferences"] =>
      set.schemas.map((s) => ({ namespace: s.namespace === own ? "" : esc(s.namespace), location: `${address}?schema=${s.id}` }));
    const part = (namespace: string): Pick<WsdlView, "messages" | "portTypes" | "bindings"> => ({
      messages: view.messages.filter((m) => m.namespace === namespace),
      portTypes: view.portTypes.filter((p) => p.namespace === namespace),
      bindings: view.bindings.filter((b) => b.namespace === namespace),
    });
    // The located bindings' imports first (added as methods are met), then the set's (added as bindings are
    // reflected); prefixes i0, ... over both (lab binding-location-forms/beside, binding-location-more).
    const namespaces = rootNamespaces(esc(model.namespace), rootImportPrefixes(model), model.wsdlStyle.prefixOrder);
    documents.push({
      query: "wsdl",
      text: withOwnPrefix(template()({
        ...view,
        ...part(model.namespace),
        namespaces,
        imports: [
          ...view.imports,
          ...set.wsdl.map((d) => ({ namespace: esc(d.namespace), location: `${address}?wsdl=${d.id}` })),
        ],
        schemaReferences: references(model.namespace),
        schemas: [],
      }), namespaces, esc(model.namespace)),
    });
    for (const d of set.wsdl) {
      documents.push({
        query: `wsdl=${d.id}`,
        text: template()({
          ...view,
          ...part(d.namespace),
          namespaces: rootNamespaces(esc(d.namespace), []),
          targetNamespace: esc(d.namespace),
          documentation: "",
          imports: [],
          schemaReferences: references(d.namespace),
          schemas: [],
          serviceName: "",
          ports: [],
        }),
      });
    }
    const stoodFor = (prefix: string): string | undefined => {
      if (prefix === "soapenc") return SOAP_ENCODING_NS;
      const i = view.schemas.findIndex((_, index) => documentPrefix(index) === prefix);
      return i < 0 ? undefined : view.schemas[i]!.ns;
    };
    for (const d of set.schemas) {
      const schema = view.schemas.find((s) => s.ns === d.namespace);
      const text = schemaDocumentTemplate()({ targetNamespace: esc(d.namespace), id: d.id, items: schema?.items ?? [], imports: schema?.imports ?? [], unqualified: schema !== undefined && !schema.elementFormQualified });
      documents.push({ query: `schema=${d.id}`, text: withXsPrefix(qualifiedReferences(text, stoodFor)) });
    }
  }
  const newline = model.wsdlStyle.newline;
  return documents.map(({ query, text }) => ({
    query,
    text: (newline === "\n" ? text : text.replaceAll("\n", newline)).replaceAll(LINE_BREAK_MARK, newline),
  }));
}

/**
 * Stands for a line break inside a description while rendering: handlebars indents every line a partial
 * writes, and ASMX writes a multi-line description as it is, its lines not indented.
 */
const LINE_BREAK_MARK = "\u0000br\u0000";

/** A description as the text of wsdl:documentation: escaped, its line breaks kept from the partials' indenting. */
function documentationText(description: string): string {
  return escapeText(description).replaceAll("\n", LINE_BREAK_MARK);
}

/** Stands for the port address while rendering; cannot occur in a document (NUL is not an XML character). */
const ADDRESS_MARK = "\u0000address\u0000";

/** A document of the service split at its addresses: join with an escaped address to get the document. */
export interface WsdlDocumentParts {
  /** The query ASMX serves it at: `wsdl`, and for a set `wsdl=wsdl1`, `schema=schema1`, ... */
  readonly query: string;
  readonly parts: readonly string[];
}

/** The service's documents, the root `?wsdl` first, each split at its addresses. */
export function wsdlSetParts(model: ServiceModel): WsdlDocumentParts[] {
  const documents = renderRaw(model, ADDRESS_MARK).map((d) => ({ query: d.query, parts: d.text.split(ADDRESS_MARK) }));
  const set = model.documentSet;
  const ports = model.bindings.filter((b) => b.operations.length > 0 || b.publishedEmpty === true).length;
  const locations = set === undefined ? 0 : set.wsdl.length + set.schemas.length;
  const expected = (query: string): number => (query === "wsdl" ? ports + locations : query.startsWith("wsdl=") ? set!.schemas.length : 0);
  for (const d of documents) {
    if (d.parts.length !== expected(d.query) + 1) {
      throw new Error(`WSDL of ${model.name} (?${d.query}): expected ${expected(d.query)} addresses, found ${d.parts.length - 1}`);
    }
  }
  return documents;
}

/** The root document (`?wsdl`) split at its addresses. */
export function wsdlParts(model: ServiceModel): string[] {
  return [...wsdlSetParts(model)[0]!.parts];
}

/** The WSDL document ASMX would serve at `address`. */
export function renderWsdlDocument(model: ServiceModel, address: string): string {
  return wsdlParts(model).join(escapeAttribute(address));
}

/** Every document ASMX would serve at `address`, by query, the root first. */
export function renderWsdlSet(model: ServiceModel, address: string): { query: string; text: string }[] {
  return wsdlSetParts(model).map((d) => ({ query: d.query, text: d.parts.join(escapeAttribute(address)) }));
}

function wsdlModule(model: ServiceModel, parts: readonly string[]): string {
  return `/**
 * The WSDL 1.1 document of the ${model.name} web service, as ASMX publishes it at \`?wsdl\`
 * (wsdl/${model.name}.wsdl is this document with the spec's endpoint as the port addresses).
 */
import { escapeAttribute } from "${runtimeModule(model.package.runtime, "index")}";

/** The endpoint the spec publishes: the port addresses of wsdl/${model.name}.wsdl. */
export const WSDL_ADDRESS_DEFAULT: string = ${JSON.stringify(model.endpoint)};

/** The document split at its ${parts.length - 1} port addresses. */
const PARTS: readonly string[] = [${parts.map((p) => JSON.stringify(p)).join(", ")}];

/**
 * The document with every port address set to \`address\` (escaped for an XML attribute), as ASMX serves it:
 * the address the request for \`?wsdl\` was made to.
 */
export function renderWsdl(address: string = WSDL_ADDRESS_DEFAULT): string {
  return PARTS.join(escapeAttribute(address));
}
`;
}

/**
 * The module of a set (a named binding in another namespace): every document ASMX serves, by query, for the
 * server's `?wsdl`, `?wsdl=wsdl1`, `?schema=schema1`, ...
 */
function wsdlSetModule(model: ServiceModel, documents: readonly WsdlDocumentParts[]): string {
  const entries = documents.map((d) => `  ${JSON.stringify(d.query)}: [${d.parts.map((p) => JSON.stringify(p)).join(", ")}],`).join("\n");
  return `/**
 * The WSDL 1.1 documents of the ${model.name} web service, as ASMX publishes them for a binding in another
 * namespace: the root at \`?wsdl\` (wsdl/${model.name}.wsdl), ${documents
    .slice(1)
    .map((d) => `\`?${d.query}\``)
    .join(", ")} (wsdl/ holds each with the spec's endpoint as its addresses).
 */
import { escapeAttribute } from "${runtimeModule(model.package.runtime, "index")}";

/** The endpoint the spec publishes: the addresses of the documents in wsdl/. */
export const WSDL_ADDRESS_DEFAULT: string = ${JSON.stringify(model.endpoint)};

/** Each document, by the query it is served at, split at its addresses. */
const DOCUMENTS: Readonly<Record<string, readonly string[]>> = {
${entries}
};

/**
 * The document served at \`?document\` (the root \`?wsdl\` by default) with every address set to \`address\`
 * (escaped for an XML attribute), as ASMX serves it: the address the request was made to.
 */
export function renderWsdl(address: string = WSDL_ADDRESS_DEFAULT, document: string = "wsdl"): string {
  const parts = DOCUMENTS[document];
  if (parts === undefined) throw new Error(\`${model.name} has no WSDL document ?\${document}\`);
  return parts.join(escapeAttribute(address));
}
`;
}

/**
 * Stands for the base address while the WCF documents are written, then splits them at it. It does not end with
 * a slash: an endpoint at a relative address follows it as `/admin`, which renderWsdl joins to a base address
 * that ends with one without doubling it.
 */
const WCF_ADDRESS_MARK = "urn:asmx-codegen:address";

function wcfWsdlModule(model: ServiceModel): string {
  const entries = wcfMetadataDocuments(model, WCF_ADDRESS_MARK)
    .map((d) => `  ${JSON.stringify(d.query)}: [${d.content.split(WCF_ADDRESS_MARK).map((p) => JSON.stringify(p)).join(", ")}],`)
    .join("\n");
  return `/**
 * The metadata of the ${model.name} WCF service, as .NET publishes it: the root WSDL at \`?wsdl\`, each contract's
 * at \`?wsdl=wsdlN\`, the schemas at \`?xsd=xsdN\` and everything in one at \`?singleWsdl\` (wsdl/ holds each with
 * the spec's endpoint as its addresses).
 */
import { escapeAttribute } from "${runtimeModule(model.package.runtime, "index")}";

/** The endpoint the spec publishes: the base address of the documents in wsdl/. */
export const WSDL_ADDRESS_DEFAULT: string = ${JSON.stringify(model.endpoint)};

/** Each document, by the query it is served at, split at its base address. */
const DOCUMENTS: Readonly<Record<string, readonly string[]>> = {
${entries}
};

/**
 * The document served at \`?document\` (the root \`?wsdl\` by default) with the base address set to \`address\`
 * (escaped for an XML attribute), as WCF serves it: the address the request was made to. An endpoint at a
 * relative address is joined to it with one slash.
 */
export function renderWsdl(address: string = WSDL_ADDRESS_DEFAULT, document: string = "wsdl"): string {
  const parts = Object.hasOwn(DOCUMENTS, document) ? DOCUMENTS[document] : undefined;
  if (parts === undefined) throw new Error(\`${model.name} has no metadata document ?\${document}\`);
  const base = escapeAttribute(address);
  const trimmed = base.endsWith("/") ? base.slice(0, -1) : base;
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i++) text += (parts[i]!.startsWith("/") ? trimmed : base) + parts[i]!;
  return text;
}
`;
}

/** The file of a document of the set in wsdl/: `X.wsdl` for the root, `X.wsdl1.wsdl`, `X.schema1.xsd`. */
function documentFile(model: ServiceModel, query: string): string {
  if (query === "wsdl") return `wsdl/${model.name}.wsdl`;
  const [kind, id] = query.split("=") as [string, string];
  return `wsdl/${model.name}.${id}.${kind === "schema" ? "xsd" : "wsdl"}`;
}

export const wsdlEmitter: Emitter = {
  name: "wsdl",
  emit(model: ServiceModel): OutputFile[] {
    // WCF: the metadata document set (root, contract WSDLs, schemas, singleWsdl), served by src/wsdl.ts.
    if (model.wcf) return [...wcfMetadataFiles(model), { path: "src/wsdl.ts", content: wcfWsdlModule(model) }];
    if (model.documentSet !== undefined) {
      const documents = wsdlSetParts(model);
      return [
        ...documents.map((d) => ({ path: documentFile(model, d.query), content: d.parts.join(escapeAttribute(model.endpoint)) })),
        { path: "src/wsdl.ts", content: wsdlSetModule(model, documents) },
      ];
    }
    const parts = wsdlParts(model);
    return [
      { path: `wsdl/${model.name}.wsdl`, content: parts.join(escapeAttribute(model.endpoint)) },
      { path: "src/wsdl.ts", content: wsdlModule(model, parts) },
    ];
  },
};
