/**
 * The WSDL 1.1 document, as ASMX publishes it at `?wsdl`:
 * - `wsdl/<Service>.wsdl`, with the spec's endpoint as the port addresses;
 * - `src/wsdl.ts`, the same document for the server to serve, with the port addresses of the request
 *   (the text is split once, here, at the addresses, so serving is a join).
 *
 * The text comes from templates/wsdl.hbs (and its partials in templates/wsdl/), fed a view built from the
 * model. Building the view replays what ASMX does (System.Web.Services' ServiceDescriptionReflector with
 * XmlSchemaExporter), because ASMX's order is the order in which it meets things:
 * - protocols are reflected one after the other (SOAP, SOAP 1.2, HTTP GET, HTTP POST), each over its methods;
 * - SOAP exports, per method, the request wrapper `Op` and then the response wrapper `OpResponse`; an exporter
 *   adds a top-level element to the schema first and then the named types its content needs (enums, ArrayOfX),
 *   so a type follows the first top-level element that uses it;
 * - HTTP GET/POST export, per method, the global element of its result (one per element name: `string`,
 *   `DataSet`, `int`, `ArrayOfString`, ...), again followed by the types it needs; array parameters make
 *   ASMX add the `<ns>/AbstractTypes` schema with `StringArray` (System.Web.Services' HttpProtocolReflector);
 * - `guid` lives in its own schema, `http://microsoft.com/wsdl/types/`, imported by the service schema
 *   (XmlSchemaExporter.ExportNonXsdPrimitiveMapping); every schema but the service's is declared on the root as
 *   `s<index>` (ServiceDescription.Write).
 * Service and method descriptions are not emitted: ASMX writes wsdl:documentation only for
 * [WebService(Description)] / [WebMethod(Description)], which the recorded service does not set.
 * A binding that offers no operation has no port type, binding nor port (ASMX with that protocol disabled).
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { isSoapBinding, type BindingKind } from "../../runtime/src/protocol.js";
import { escapeAttribute } from "../../runtime/src/xml/escape.js";
import { pascalName } from "../model/names.js";
import type { BindingModel, OperationModel, ServiceModel, SimpleItemModel, TypeModel } from "../model/types.js";
import type { Emitter, OutputFile } from "./types.js";

/** Namespace of the schema ASMX puts `guid` (and `char`) in. */
const WSDL_TYPES_NS = "http://microsoft.com/wsdl/types/";
/** Namespace SOAP encoding's Array (base of `StringArray`) comes from. */
const SOAP_ENCODING_NS = "http://schemas.xmlsoap.org/soap/encoding/";

// ---------------------------------------------------------------------------------------------------------
// The view: what the template reads. Every string is already escaped for an XML attribute.

interface Occurs {
  min: string;
  max: string;
}

interface ElementView {
  kind: "element";
  /** minOccurs/maxOccurs of a local element; false for a global one. */
  occurs: Occurs | false;
  name: string;
  nillable: boolean;
  /** Qualified type name, when the element has no inline content. */
  type: string;
  /** Partial rendering the inline content, or "" for `type="..."`. */
  content: "" | "wrapper" | "data-set" | "data-table";
  /** Members of a `wrapper` (request or response element of an operation). */
  members: ElementView[];
}

interface EnumView {
  kind: "enum";
  name: string;
  values: string[];
}

interface ArrayView {
  kind: "array";
  name: string;
  item: ElementView;
}

type SchemaItemView = ElementView | EnumView | ArrayView | { kind: "guid" } | { kind: "string-array" };

interface SchemaView {
  /** Raw namespace, for lookups. */
  ns: string;
  elementFormQualified: boolean;
  targetNamespace: string;
  imports: string[];
  items: SchemaItemView[];
}

interface MessageView {
  name: string;
  /** `element` for a SOAP part or an HTTP result, else `type`. */
  parts: { name: string; element: string; type: string }[];
}

interface PortTypeView {
  name: string;
  operations: { name: string; input: string; output: string }[];
}

interface SoapBindingView {
  kind: "soap-binding";
  name: string;
  portType: string;
  prefix: "soap" | "soap12";
  operations: { name: string; soapAction: string }[];
}

interface HttpBindingView {
  kind: "http-binding";
  name: string;
  portType: string;
  verb: "GET" | "POST";
  /** The mime:content type of the input; "" for `http:urlEncoded` (HTTP GET). */
  requestContentType: string;
  operations: { name: string; location: string }[];
}

interface PortView {
  name: string;
  binding: string;
  addressElement: string;
  /** Inserted as is (the caller escapes it). */
  address: string;
}

interface WsdlView {
  targetNamespace: string;
  /** Declarations of the schemas other than the service's, written before `xmlns:s`. */
  schemaPrefixes: { prefix: string; namespace: string }[];
  schemas: SchemaView[];
  messages: MessageView[];
  portTypes: PortTypeView[];
  bindings: (SoapBindingView | HttpBindingView)[];
  serviceName: string;
  ports: PortView[];
}

const esc = escapeAttribute;

function isValueType(type: TypeModel | SimpleItemModel): boolean {
  return type.kind === "enum" || (type.kind === "simple" && type.simple.valueType);
}

/** Element name XmlSerializer gives a lone value of a simple type or enum (array items, HTTP results). */
function itemElementName(item: SimpleItemModel): string {
  return item.kind === "simple" ? item.simple.elementName : item.enum.name;
}

/** XmlSerializer's name for an array of `item`: ArrayOf + the item's element name, capitalised. */
function arrayTypeName(item: SimpleItemModel): string {
  return `ArrayOf${pascalName(itemElementName(item))}`;
}

/** Replays XmlSchemaExporter: schemas and their items in the order ASMX creates them. */
class SchemaExport {
  readonly schemas: SchemaView[] = [];
  /** Global elements and named types already exported, by schema namespace and name. */
  private readonly exported = new Set<string>();

  constructor(private readonly serviceNs: string) {}

  private schema(ns: string, elementFormQualified: boolean): SchemaView {
    let schema = this.schemas.find((s) => s.ns === ns);
    if (!schema) {
      schema = { ns, elementFormQualified, targetNamespace: esc(ns), imports: [], items: [] };
      this.schemas.push(schema);
    }
    return schema;
  }

  private get main(): SchemaView {
    return this.schema(this.serviceNs, true);
  }

  /** Prefix of a schema's namespace: `tns` for the service, `s<index>` for the others (ServiceDescription.Write). */
  private prefixOf(schema: SchemaView): string {
    return schema.ns === this.serviceNs ? "tns" : `s${this.schemas.indexOf(schema)}`;
  }

  private importInto(schema: SchemaView, ns: string): void {
    if (!schema.imports.includes(esc(ns))) schema.imports.push(esc(ns));
  }

  /** Adds `item` to `schema` unless already there (by `key`); `fill` then exports what the item needs. */
  private once<T extends SchemaItemView>(schema: SchemaView, key: string, item: T, fill?: (item: T) => void): void {
    const id = `${schema.ns} ${key}`;
    if (this.exported.has(id)) return;
    this.exported.add(id);
    schema.items.push(item);
    fill?.(item);
  }

  /** The qualified type of a simple value or enum, exporting the type it names. */
  private simpleType(item: SimpleItemModel): string {
    if (item.kind === "enum") {
      const name = item.enum.name;
      this.once(this.main, `type ${name}`, { kind: "enum", name: esc(name), values: item.enum.values.map(esc) });
      return `tns:${esc(name)}`;
    }
    if (item.simple.name === "guid") {
      const main = this.main;
      const types = this.schema(WSDL_TYPES_NS, true);
      this.once(types, "type guid", { kind: "guid" });
      this.importInto(main, WSDL_TYPES_NS);
      return `${this.prefixOf(types)}:guid`;
    }
    return `s:${esc(item.simple.xsd)}`;
  }

  private arrayType(item: SimpleItemModel): string {
    const name = arrayTypeName(item);
    // Items may be absent (minOccurs 0) whatever their type; reference-type items may be nil.
    const itemView = element(itemElementName(item), { min: "0", max: "unbounded" }, !isValueType(item));
    this.once(this.main, `type ${name}`, { kind: "array", name: esc(name), item: itemView }, (view) => {
      view.item.type = this.simpleType(item);
    });
    return `tns:${esc(name)}`;
  }

  /** Gives `view` its type (or inline content) for `type`, exporting the named types it needs. */
  private typeOf(view: ElementView, type: TypeModel): void {
    switch (type.kind) {
      case "dataSet":
        view.content = "data-set";
        return;
      case "dataTable":
        view.content = "data-table";
        return;
      case "array":
        view.type = this.arrayType(type.item);
        return;
      default:
        view.type = this.simpleType(type);
    }
  }

  /** Request and response wrapper elements of an operation (SOAP). */
  soapElements(op: OperationModel): void {
    const wrapper = (name: string): ElementView => ({ ...element(name, false, false), content: "wrapper" });
    this.once(this.main, `element ${op.wire.requestElement}`, wrapper(op.wire.requestElement), (view) => {
      for (const field of op.fields) {
        // Reference types may be omitted; value types are required, nullable ones nillable (int?).
        const member = element(
          field.wireName,
          { min: field.optional && !field.nillable ? "0" : "1", max: "1" },
          field.nillable,
        );
        view.members.push(member);
        this.typeOf(member, field.type);
      }
    });
    this.once(this.main, `element ${op.wire.responseElement}`, wrapper(op.wire.responseElement), (view) => {
      const result = element(op.wire.resultElement, { min: isValueType(op.result.type) ? "1" : "0", max: "1" }, false);
      view.members.push(result);
      this.typeOf(result, op.result.type);
    });
  }

  /** The global element an HTTP GET/POST result document has as its root; returns its qualified name. */
  httpResultElement(op: OperationModel): string {
    const name = op.wire.httpResultElement;
    this.once(this.main, `element ${name}`, element(name, false, !isValueType(op.result.type)), (view) =>
      this.typeOf(view, op.result.type),
    );
    return `tns:${esc(name)}`;
  }

  /** Type of an HTTP GET/POST input part: text, or ASMX's `StringArray` for an array (repeated parameter). */
  httpPartType(type: TypeModel): string {
    if (type.kind !== "array") return "s:string";
    const ns = this.serviceNs.endsWith("/") ? `${this.serviceNs}AbstractTypes` : `${this.serviceNs}/AbstractTypes`;
    const schema = this.schema(ns, false);
    this.importInto(schema, SOAP_ENCODING_NS);
    this.once(schema, "type StringArray", { kind: "string-array" });
    return `${this.prefixOf(schema)}:StringArray`;
  }
}

function element(name: string, occurs: Occurs | false, nillable: boolean): ElementView {
  return { kind: "element", occurs, name: esc(name), nillable, type: "", content: "", members: [] };
}

const ADDRESS_ELEMENT: Readonly<Record<BindingKind, string>> = {
  soap11: "soap:address",
  soap12: "soap12:address",
  httpGet: "http:address",
  httpPost: "http:address",
};

/** Builds the template's view; `address` goes into every port as is. */
function buildView(model: ServiceModel, address: string): WsdlView {
  const schemas = new SchemaExport(model.namespace);
  const offered = model.bindings.filter((b) => b.operations.length > 0);

  // Schemas, in the order ASMX reflects protocols and methods.
  for (const binding of offered) {
    for (const op of binding.operations) {
      if (isSoapBinding(binding.kind)) schemas.soapElements(op);
      else {
        for (const field of op.fields) schemas.httpPartType(field.type);
        schemas.httpResultElement(op);
      }
    }
  }

  // Messages: per message suffix (both SOAP bindings share theirs), the operations of its bindings in spec order.
  const messages: MessageView[] = [];
  for (const suffix of unique(offered.map((b) => b.messageSuffix))) {
    const bindings = offered.filter((b) => b.messageSuffix === suffix);
    const soap = bindings.some((b) => isSoapBinding(b.kind));
    for (const op of operationsOf(model, bindings)) {
      if (soap) {
        messages.push({
          name: esc(`${op.name}${suffix}In`),
          parts: [part("parameters", `tns:${esc(op.wire.requestElement)}`)],
        });
        messages.push({
          name: esc(`${op.name}${suffix}Out`),
          parts: [part("parameters", `tns:${esc(op.wire.responseElement)}`)],
        });
      } else {
        messages.push({
          name: esc(`${op.name}${suffix}In`),
          parts: op.fields.map((f) => ({ name: esc(f.wireName), element: "", type: schemas.httpPartType(f.type) })),
        });
        messages.push({ name: esc(`${op.name}${suffix}Out`), parts: [part("Body", schemas.httpResultElement(op))] });
      }
    }
  }

  // Port types: both SOAP bindings implement the same one.
  const portTypes: PortTypeView[] = unique(offered.map((b) => b.portTypeName)).map((name) => {
    const bindings = offered.filter((b) => b.portTypeName === name);
    const suffix = bindings[0]!.messageSuffix;
    return {
      name: esc(name),
      operations: operationsOf(model, bindings).map((op) => ({
        name: esc(op.name),
        input: esc(`${op.name}${suffix}In`),
        output: esc(`${op.name}${suffix}Out`),
      })),
    };
  });

  const bindings = offered.map((b): SoapBindingView | HttpBindingView =>
    isSoapBinding(b.kind)
      ? {
          kind: "soap-binding",
          name: esc(b.bindingName),
          portType: esc(b.portTypeName),
          prefix: b.kind === "soap11" ? "soap" : "soap12",
          operations: b.operations.map((op) => ({ name: esc(op.name), soapAction: esc(op.wire.soapAction) })),
        }
      : {
          kind: "http-binding",
          name: esc(b.bindingName),
          portType: esc(b.portTypeName),
          verb: b.kind === "httpGet" ? "GET" : "POST",
          requestContentType: esc(b.requestContentType ?? ""),
          operations: b.operations.map((op) => ({ name: esc(op.name), location: esc(op.wire.httpPath) })),
        },
  );

  const ports = offered.map((b) => ({
    name: esc(b.bindingName),
    binding: esc(b.bindingName),
    addressElement: ADDRESS_ELEMENT[b.kind],
    address,
  }));

  return {
    targetNamespace: esc(model.namespace),
    schemaPrefixes: schemas.schemas.slice(1).map((s, i) => ({ prefix: `s${i + 1}`, namespace: s.targetNamespace })),
    schemas: schemas.schemas,
    messages,
    portTypes,
    bindings,
    serviceName: esc(model.name),
    ports,
  };
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
    const hb = Handlebars.create();
    // Values are escaped when the view is built; strict: a field missing from the view is an error, not "".
    const options: CompileOptions = { noEscape: true, strict: true };
    const partials = `${templatesDir}wsdl/`;
    for (const file of readdirSync(partials)
      .filter((f) => f.endsWith(".hbs"))
      .sort()) {
      hb.registerPartial(basename(file, ".hbs"), hb.compile(readFileSync(partials + file, "utf8"), options));
    }
    compiled = hb.compile<WsdlView>(readFileSync(`${templatesDir}wsdl.hbs`, "utf8"), options);
  }
  return compiled;
}

/** The WSDL document with `address` (inserted as is: escape it for an XML attribute) in every port. */
function renderRaw(model: ServiceModel, address: string): string {
  return template()(buildView(model, address));
}

/** Stands for the port address while rendering; cannot occur in a document (NUL is not an XML character). */
const ADDRESS_MARK = "\u0000address\u0000";

/** The document split at its port addresses: join with an escaped address to get the document. */
export function wsdlParts(model: ServiceModel): string[] {
  const parts = renderRaw(model, ADDRESS_MARK).split(ADDRESS_MARK);
  const ports = model.bindings.filter((b) => b.operations.length > 0).length;
  if (parts.length !== ports + 1)
    throw new Error(`WSDL of ${model.name}: expected ${ports} port addresses, found ${parts.length - 1}`);
  return parts;
}

/** The WSDL document ASMX would serve at `address`. */
export function renderWsdlDocument(model: ServiceModel, address: string): string {
  return wsdlParts(model).join(escapeAttribute(address));
}

function wsdlModule(model: ServiceModel, parts: readonly string[]): string {
  return `/**
 * The WSDL 1.1 document of the ${model.name} web service, as ASMX publishes it at \`?wsdl\`
 * (wsdl/${model.name}.wsdl is this document with the spec's endpoint as the port addresses).
 */
import { escapeAttribute } from "./runtime/xml/escape.js";

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

export const wsdlEmitter: Emitter = {
  name: "wsdl",
  emit(model: ServiceModel): OutputFile[] {
    const parts = wsdlParts(model);
    return [
      { path: `wsdl/${model.name}.wsdl`, content: parts.join(escapeAttribute(model.endpoint)) },
      { path: "src/wsdl.ts", content: wsdlModule(model, parts) },
    ];
  },
};
