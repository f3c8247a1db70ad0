/**
 * Human documentation of the service: `docs/README.md` (the service, its bindings, operations and classes)
 * and `docs/<Op>.md` per operation (named by its message name: fields, headers, result, out parameters,
 * faults, and the sample messages of each binding).
 *
 * The samples are the ones ASMX's help page (`Service.asmx?op=Op`) shows, placeholders and all (`string`,
 * `boolean`, `HAWB or SHIPPER or …`, `length`, `<xsd:schema>schema</xsd:schema>xml`, `xmlxml`, classes
 * expanded to a depth, then nil), byte for byte inside the code blocks: people who have worked with ASMX
 * services recognise them, and test/fixtures/docs.test.ts holds them to the recorded help pages
 * (test/reference/asmx/help/, test/reference/asmx-tracking/help/). ./docs/help-samples.ts writes the
 * elements; the text around them comes from templates/docs/, fed a view built here from the model.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { BINDING_TITLE, SOAP11_ENVELOPE_NS, SOAP12_ENVELOPE_NS } from "../../runtime/src/protocol.js";
import { isValueType } from "../model/type-resolver.js";
import { choiceDeclaredName, choiceElementTypeName } from "../model/choice.js";
import type { BindingKind, ComplexTypeModel, FieldModel, OperationModel, ServiceModel, TypeModel } from "../model/types.js";
import { compileTemplate } from "../render/templates.js";
import { HelpSampleWriter, key, unmarked, value } from "./docs/help-samples.js";
import type { Emitter, OutputFile } from "./emitter.js";
import { wcfDocsFiles } from "./docs/wcf.js";

/** HTTP GET/POST parameters: every field as text (`string`), arrays as a repeated name. */
function httpQuery(op: OperationModel): string {
  return op.fields
    .flatMap((f) => {
      const pair = `${key(f.httpName)}=${value("string")}`;
      return f.type.kind === "array" ? [pair, pair] : [pair];
    })
    .join("&");
}

/** A type's name as the docs show it in a table: `string`, `Piece[]`, `TrackNumTypes (HAWB, ...)`. */
export function typeTitle(type: TypeModel, short = false): string {
  switch (type.kind) {
    case "simple":
      return type.simple.name;
    case "enum":
      if (short) return type.enum.name;
      return `${type.enum.name} (${type.enum.flags ? "flags: " : ""}${type.enum.values.join(", ")})`;
    case "array":
      return `${typeTitle(type.item, true)}[]`;
    case "map":
      return `map<${typeTitle(type.key, true)}, ${typeTitle(type.value, true)}>`;
    case "complex":
      return type.complex.name;
    case "dataSet":
      if (type.typed) return `${type.typed.name} (a typed DataSet, schema in the WSDL)`;
      return type.tables
        ? `DataSet${type.dataSetName ? ` ${type.dataSetName}` : ""} (tables ${type.tables.map((t) => t.name).join(", ")})`
        : "DataSet";
    case "dataTable":
      return type.table ? `DataTable ${type.table.name}` : "DataTable";
    case "xml":
      return `${type.node} (XML as is)`;
    case "choice":
      if (short) return choiceDeclaredName(type);
      return `one of ${type.elements.map((e) => `${e.element} (${choiceElementTypeName(e)})`).join(", ")}`;
    case "object":
      return short ? "object" : "object (any type, named on the wire with xsi:type)";
    case "serializable":
      if (short) return type.serializable.name;
      return type.serializable.schema === undefined
        ? `${type.serializable.name} (writes its own XML; the WSDL gives it a DataSet's shape)`
        : `${type.serializable.name} (writes its own XML; its schema is in the WSDL)`;
  }
}

export function required(field: FieldModel): string {
  if (field.default !== undefined) return `no (default \`${field.default}\`, not sent)`;
  if (field.nillable && field.form === "repeated") return "no (items may be nil)";
  if (field.nillable) return "yes (may be nil)";
  return field.optional ? "no" : "yes";
}

/** Table cells: pipes and line breaks would end the cell, `<` would start HTML (`List<string>`). */
function cell(text: string | undefined): string {
  return (text ?? "")
    .replace(/\|/g, "\\|")
    .replace(/</g, "&lt;")
    .replace(/\s*\n\s*/g, " ");
}

/** How a class field travels, for the classes table: attribute, repeated elements, a list. */
function formNote(field: FieldModel): string {
  if (field.form === "attribute") return "attribute";
  if (field.form === "repeated") return "one element per item, no wrapper";
  if (field.form === "text") return "the element's text";
  if (field.form === "any") {
    if (field.anyElements !== undefined) return `xs:any: the elements ${field.anyElements.map((e) => (e.namespace === undefined ? e.name : `${e.name} of ${e.namespace}`)).join(", ")}, as they are`;
    return field.type.kind === "array" ? "xs:any: elements as they are, and every child element no other field takes" : "xs:any: an element as it is, the last child element no other field takes";
  }
  if (field.form === "anyAttribute") return "xs:anyAttribute: attributes as they are, and every attribute no other field takes";
  const notes = [field.list ? "list: read as empty when absent" : "", field.namespace !== undefined ? `in namespace \`${field.namespace}\`` : ""];
  return notes.filter(Boolean).join("; ");
}

function fieldRow(f: FieldModel): object {
  return {
    wireName: f.wireName,
    tsName: f.tsName,
    type: cell(typeTitle(f.type)),
    required: required(f),
    notes: cell(
      [formNote(f), f.secret ? "secret (never logged)" : "", f.credential ? `credential \`${f.credential}\`` : "", f.documentation ?? ""]
        .filter(Boolean)
        .join("; "),
    ),
  };
}

function classKind(type: ComplexTypeModel): string {
  const role = type.role === "header" ? "SOAP header" : type.role === "fault" ? "fault detail" : "class";
  const parts = [type.abstract ? `abstract ${role}` : role];
  if (type.base) parts.push(`extends ${type.base.name}`);
  if (type.derived.length) parts.push(`subclasses ${type.derived.map((d) => d.name).join(", ")}`);
  return parts.join("; ");
}

/** "length", the placeholder of every Content-Length. */
const LENGTH = value("length");

/** Where the samples say the service is: the path of its requests and their Host header. */
export interface SampleAddress {
  readonly path: string;
  readonly host: string;
}

interface SampleView {
  id: string;
  title: string;
  text: string;
}

export class Docs {
  readonly #hb = Handlebars.create();
  readonly #templates = new Map<string, Handlebars.TemplateDelegate>();
  readonly path: string;
  readonly host: string;

  /** `address`: the path and host the samples show (default: the spec's endpoint). */
  constructor(
    dir: string,
    readonly model: ServiceModel,
    address?: SampleAddress,
  ) {
    // Samples are shown as text in code blocks: nothing is escaped (render/templates.ts).
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith(".hbs"))
      .sort()) {
      this.#templates.set(basename(file, ".hbs"), compileTemplate(this.#hb, readFileSync(dir + file, "utf8").replace(/\n$/, "")));
    }
    const url = new URL(model.endpoint);
    this.path = address?.path ?? url.pathname;
    this.host = address?.host ?? url.host;
  }

  render(name: string, view: object): string {
    const template = this.#templates.get(name);
    if (!template) throw new Error(`docs: no template ${name}.hbs`);
    return template(view);
  }

  /** The SOAP request and response samples: headers in soap:Header, the wrapper element in soap:Body. */
  soapSamples(op: OperationModel, binding: "soap11" | "soap12"): { request: string; response: string } {
    const writer = new HelpSampleWriter("soap");
    const ns = ["xmlns", this.model.namespace] as const;
    const view = {
      path: this.path,
      host: this.host,
      prefix: binding === "soap11" ? "soap" : "soap12",
      envelopeNs: binding === "soap11" ? SOAP11_ENVELOPE_NS : SOAP12_ENVELOPE_NS,
      contentType: binding === "soap11" ? "text/xml; charset=utf-8" : "application/soap+xml; charset=utf-8",
      length: LENGTH,
      soapAction: binding === "soap11" ? op.wire.soapAction : "",
    };
    const headers = (directions: readonly string[]): string[] =>
      op.headers
        .filter((h) => directions.includes(h.direction))
        .map((h) => writer.element(h.header.name, { kind: "complex", complex: h.header.type }, 2, 1, [ns]));
    // The wrappers' namespaces: the binding's, or [SoapDocumentMethod(RequestNamespace, ResponseNamespace)].
    const wrapper = (element: string, children: string[], namespace: string): string =>
      children.length === 0
        ? `    <${element} xmlns="${namespace}" />`
        : `    <${element} xmlns="${namespace}">\n${children.join("\n")}\n    </${element}>`;
    if (op.wire.bare) {
      // No wrappers: the parameters' elements, and the result's and out parameters', each in the namespace of the
      // operation's binding (lab binding-namespace-types/bare; a class's root element of another namespace in that
      // one, lab xml-root-more).
      // RequestNamespace and ResponseNamespace put them in theirs, a class's members too (lab bare-defaults).
      const bareElement = (name: string, type: TypeModel, namespace: string | undefined, side: string): string =>
        namespace === undefined ? writer.element(name, type, 2, 1, [["xmlns", side]], side === op.wire.wrapperNamespace ? undefined : side) : writer.element(name, type, 2, 1, [["xmlns", namespace]], namespace);
      const request = this.render("soap-request", { ...view, headers: headers(["in", "inOut"]), body: op.fields.map((f) => bareElement(f.wireName, f.type, f.namespace, op.wire.requestNamespace)).join("\n") });
      if (op.oneWay) return { request, response: this.render("accepted", {}) };
      const answer = [...(op.result ? [bareElement(op.wire.resultElement, op.result.type, op.wire.resultNamespace, op.wire.responseNamespace)] : []), ...op.outParams.map((f) => bareElement(f.wireName, f.type, f.namespace, op.wire.responseNamespace))];
      return { request, response: this.render("soap-response", { ...view, headers: headers(["out", "inOut"]), body: answer.join("\n") }) };
    }
    const request = this.render("soap-request", {
      ...view,
      headers: headers(["in", "inOut"]),
      body: wrapper(
        op.wire.requestElement,
        // An unqualified parameter's class keeps its members in the wrapper's namespace (lab parameter-forms).
        op.fields.flatMap((f) => writer.field(f, 3, 2, f.unqualified ? op.wire.requestNamespace : undefined)),
        op.wire.requestNamespace,
      ),
    });
    if (op.oneWay) return { request, response: this.render("accepted", {}) };
    const response = this.render("soap-response", {
      ...view,
      headers: headers(["out", "inOut"]),
      body: wrapper(op.wire.responseElement, [
        // A class's root element of its own namespace ([XmlRoot(Namespace)]) declares it (lab xml-root).
        // [return: XmlAnyElement] (lab any-parameters): its elements directly in the wrapper.
        ...(op.result?.any
          ? [writer.any(3)]
          : op.result
          ? [op.result.unqualified
            ? // [return: XmlElement(Form = Unqualified)]: in no namespace, its members in the wrapper's (lab parameter-forms).
              writer.element(op.wire.resultElement, op.result.type, 3, 2, [["xmlns", ""]], "", op.wire.responseNamespace)
            : op.wire.resultNamespace === undefined
            ? writer.element(op.wire.resultElement, op.result.type, 3, 2)
            : writer.element(op.wire.resultElement, op.result.type, 3, 2, [["xmlns", op.wire.resultNamespace]], op.wire.resultNamespace)]
          : []),
        ...op.outParams.flatMap((f) => writer.field(f, 3, 2, f.unqualified ? op.wire.responseNamespace : undefined)),
      ], op.wire.responseNamespace),
    });
    return { request, response };
  }

  /** The HTTP GET/POST samples: the query or form, and the result document (none for void). */
  httpSamples(op: OperationModel, binding: "httpGet" | "httpPost"): { request: string; response: string } {
    const view = { path: this.path, host: this.host, operation: op.wire.httpPath, query: httpQuery(op), length: LENGTH };
    const request = this.render(binding === "httpGet" ? "http-get-request" : "http-post-request", view);
    // An XmlNode or XmlElement result's document is the node itself (lab xml-node-http): "xml", as the help page
    // writes for each xs:any.
    const document = op.result?.type.kind === "xml"
      ? new HelpSampleWriter("document").any(0)
      : op.result
      ? new HelpSampleWriter("document").element(op.wire.httpResultElement, op.result.type, 0, 1, [["xmlns", op.wire.httpResultNamespace ?? op.wire.resultNamespace ?? this.model.namespace]], op.wire.httpResultNamespace ?? op.wire.resultNamespace)
      : "";
    return { request, response: this.render("http-response", { document, length: LENGTH }) };
  }

  /** The request and response samples of one binding, placeholders marked (help-samples.ts: value, key). */
  samples(op: OperationModel, binding: BindingKind): SampleView[] {
    const id = `${op.wire.messageName}.${binding.toLowerCase()}`;
    const title = BINDING_TITLE[binding];
    const { request, response } = binding === "soap11" || binding === "soap12" ? this.soapSamples(op, binding) : this.httpSamples(op, binding);
    return [
      { id: `${id}.request`, title: `${title} request`, text: request },
      { id: `${id}.response`, title: `${title} response`, text: response },
    ];
  }

  operationPage(op: OperationModel): string {
    const result = op.result;
    return this.render("operation.md", {
      name: op.wire.messageName,
      overloadOf: op.wire.messageName !== op.name ? op.name : "",
      tsName: op.tsName,
      documentation: op.documentation ?? op.description ?? "",
      soapAction: op.wire.soapAction,
      bindings: op.bindings.map((b) => BINDING_TITLE[b]).join(", "),
      idempotent: op.idempotent,
      fields: op.fields.map(fieldRow),
      headers: op.headers.map((h) => ({
        name: h.header.name,
        tsName: h.tsName,
        direction: { in: "request", out: "response", inOut: "request and response", fault: "fault response only" }[h.direction],
        required: h.required ? "yes: the server refuses a request without it" : "no",
      })),
      result: result
        ? {
            type: typeTitle(result.type),
            documentation: result.documentation ?? "",
            nullable: !isValueType(result.type),
          }
        : null,
      oneWay: op.oneWay,
      outParams: op.outParams.map(fieldRow),
      faults: op.faults.map((f) => ({ name: f.name, fields: f.type.fields.map((x) => x.wireName).join(", ") })),
      bindingSamples: op.bindings.map((b) => ({
        title: BINDING_TITLE[b],
        samples: this.samples(op, b).map((sample) => ({ ...sample, text: unmarked(sample.text) })),
      })),
    });
  }

  indexPage(): string {
    const model = this.model;
    return this.render("README.md", {
      name: model.name,
      documentation: model.documentation ?? model.description ?? "",
      namespace: model.namespace,
      endpoint: model.endpoint,
      // One row per protocol: a method's named binding ([SoapDocumentMethod(Binding)]) travels as the service's own.
      bindings: model.bindings
        .filter((b, i, all) => all.findIndex((o) => o.kind === b.kind) === i)
        .map((b) => ({
          title: BINDING_TITLE[b.kind],
          request: b.kind === "httpGet" ? `GET ${this.path}/Op?query` : b.kind === "httpPost" ? `POST ${this.path}/Op` : `POST ${this.path}`,
          contentType: b.requestContentType ?? "",
          operations: model.operations.filter((op) => op.bindings.includes(b.kind)).length,
        })),
      operations: model.operations.map((op) => ({
        name: op.wire.messageName,
        documentation: cell(op.documentation ?? op.description),
        bindings: op.bindings.map((b) => BINDING_TITLE[b]).join(", "),
      })),
      enums: model.enums.map((e) => ({
        name: e.name,
        values: e.flags ? `flags: ${e.values.join(", ")}` : e.values.join(", "),
        documentation: cell(e.documentation),
      })),
      types: model.types.map((t) => ({
        name: t.name,
        kind: classKind(t),
        documentation: cell(t.documentation),
        fields: [...t.attributes, ...t.fields, ...(t.text ? [t.text] : [])].map(fieldRow),
      })),
    });
  }
}

export const templatesDir = fileURLToPath(new URL("../../templates/docs/", import.meta.url));

export function docsFiles(model: ServiceModel): OutputFile[] {
  if (model.wcf) return wcfDocsFiles(model);
  const docs = new Docs(templatesDir, model);
  return [
    { path: "docs/README.md", content: docs.indexPage() },
    ...model.operations.map((op) => ({ path: `docs/${op.wire.messageName}.md`, content: docs.operationPage(op) })),
  ];
}

export const docsEmitter: Emitter = {
  name: "docs",
  emit(model: ServiceModel): OutputFile[] {
    return docsFiles(model);
  },
};
