/**
 * Human documentation of the service: `docs/README.md` (the service, its bindings and operations) and
 * `docs/<Op>.md` per operation (fields, result, and the sample messages of each binding).
 *
 * The samples are the ones ASMX's help page (`Service.asmx?op=Op`) shows, placeholders and all (`string`,
 * `boolean`, `HAWB or SHIPPER or …`, `length`, `<xsd:schema>schema</xsd:schema>xml`, `xmlxml`), byte for byte
 * inside the code blocks: people who have worked with ASMX services recognise them, and
 * test/fixtures/docs.test.ts holds them to the recorded help pages (test/reference/asmx/help/).
 * The text comes from templates/docs/, fed a view built here from the model.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { BINDING_TITLE, SOAP11_ENVELOPE_NS, SOAP12_ENVELOPE_NS } from "../../runtime/src/protocol.js";
import type { BindingKind, FieldModel, OperationModel, ServiceModel, SimpleItemModel, TypeModel } from "../model/types.js";
import type { Emitter, OutputFile } from "./types.js";

/** Placeholder ASMX shows for a simple value: the XML Schema type name, or the enum's values joined by "or". */
function placeholder(item: SimpleItemModel): string {
  return item.kind === "enum" ? item.enum.values.join(" or ") : item.simple.xsd;
}

function itemElement(item: SimpleItemModel): string {
  return item.kind === "simple" ? item.simple.elementName : item.enum.name;
}

/**
 * The content ASMX's help page shows inside a SOAP element at `depth` (its start tag indented by 2 × depth):
 * a placeholder, two sample items for arrays, the schema-and-xml placeholder for a DataSet, `xmlxml` for a DataTable.
 */
function soapContent(type: TypeModel, depth: number): string {
  const inner = `\n${"  ".repeat(depth + 1)}`;
  switch (type.kind) {
    case "simple":
    case "enum":
      return placeholder(type);
    case "array": {
      const item = `<${itemElement(type.item)}>${placeholder(type.item)}</${itemElement(type.item)}>`;
      return `${inner}${item}${inner}${item}\n${"  ".repeat(depth)}`;
    }
    case "dataSet":
      return `${inner}<xsd:schema>schema</xsd:schema>xml`;
    case "dataTable":
      return "xmlxml";
  }
}

/** The HTTP GET/POST result document's root and content, as the help page shows it. */
function httpResult(op: OperationModel): { root: string; content: string } {
  const type = op.result.type;
  const root = op.wire.httpResultElement;
  switch (type.kind) {
    case "dataSet":
      return { root, content: '\n  <schema xmlns="http://www.w3.org/2001/XMLSchema">schema</schema>xml' };
    case "dataTable":
      return { root, content: "xmlxml" };
    default:
      return { root, content: soapContent(type, 0) };
  }
}

/** HTTP GET/POST parameters: every field as text (`string`), arrays as a repeated name. */
function httpQuery(op: OperationModel): string {
  return op.fields
    .flatMap((f) => (f.type.kind === "array" ? [`${f.wireName}=string`, `${f.wireName}=string`] : [`${f.wireName}=string`]))
    .join("&");
}

function typeTitle(type: TypeModel): string {
  switch (type.kind) {
    case "simple":
      return type.simple.name;
    case "enum":
      return `${type.enum.name} (${type.enum.values.join(", ")})`;
    case "array":
      return `${type.item.kind === "simple" ? type.item.simple.name : type.item.enum.name}[]`;
    case "dataSet":
      return type.tables
        ? `DataSet${type.dataSetName ? ` ${type.dataSetName}` : ""} (tables ${type.tables.map((t) => t.name).join(", ")})`
        : "DataSet";
    case "dataTable":
      return type.table ? `DataTable ${type.table.name}` : "DataTable";
  }
}

function required(field: FieldModel): string {
  if (field.nillable) return "yes (may be nil)";
  return field.optional ? "no" : "yes";
}

/** Table cells: pipes and line breaks would end the cell. */
function cell(text: string | undefined): string {
  return (text ?? "").replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
}

interface SampleView {
  id: string;
  title: string;
  text: string;
}

class Docs {
  readonly #hb = Handlebars.create();
  readonly #templates = new Map<string, Handlebars.TemplateDelegate>();
  readonly path: string;
  readonly host: string;

  constructor(
    dir: string,
    readonly model: ServiceModel,
  ) {
    // Samples are shown as text in code blocks: nothing is escaped. strict: a field missing from a view is an error.
    const options: CompileOptions = { noEscape: true, strict: true };
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith(".hbs"))
      .sort()) {
      this.#templates.set(basename(file, ".hbs"), this.#hb.compile(readFileSync(dir + file, "utf8").replace(/\n$/, ""), options));
    }
    const url = new URL(model.endpoint);
    this.path = url.pathname;
    this.host = url.host;
  }

  render(name: string, view: object): string {
    const template = this.#templates.get(name);
    if (!template) throw new Error(`docs: no template ${name}.hbs`);
    return template(view);
  }

  /** The request and response samples of one binding. */
  samples(op: OperationModel, binding: BindingKind): SampleView[] {
    const id = `${op.name}.${binding.toLowerCase()}`;
    const title = BINDING_TITLE[binding];
    const base = { path: this.path, host: this.host, ns: this.model.namespace };
    if (binding === "soap11" || binding === "soap12") {
      const soap = {
        ...base,
        prefix: binding === "soap11" ? "soap" : "soap12",
        envelopeNs: binding === "soap11" ? SOAP11_ENVELOPE_NS : SOAP12_ENVELOPE_NS,
        contentType: binding === "soap11" ? "text/xml; charset=utf-8" : "application/soap+xml; charset=utf-8",
        soapAction: binding === "soap11" ? op.wire.soapAction : "",
      };
      const request = this.render("soap-request", {
        ...soap,
        element: op.wire.requestElement,
        fields: op.fields.map((f) => ({ name: f.wireName, content: soapContent(f.type, 3) })),
      });
      const response = this.render("soap-response", {
        ...soap,
        element: op.wire.responseElement,
        result: { name: op.wire.resultElement, content: soapContent(op.result.type, 3) },
      });
      return [
        { id: `${id}.request`, title: `${title} request`, text: request },
        { id: `${id}.response`, title: `${title} response`, text: response },
      ];
    }
    const query = httpQuery(op);
    const request = this.render(binding === "httpGet" ? "http-get-request" : "http-post-request", {
      ...base,
      operation: op.wire.httpPath,
      query,
    });
    const response = this.render("http-response", { ...base, ...httpResult(op) });
    return [
      { id: `${id}.request`, title: `${title} request`, text: request },
      { id: `${id}.response`, title: `${title} response`, text: response },
    ];
  }

  operationPage(op: OperationModel): string {
    return this.render("operation.md", {
      name: op.name,
      tsName: op.tsName,
      documentation: op.documentation ?? "",
      soapAction: op.wire.soapAction,
      bindings: op.bindings.map((b) => BINDING_TITLE[b]).join(", "),
      idempotent: op.idempotent,
      fields: op.fields.map((f) => ({
        wireName: f.wireName,
        tsName: f.tsName,
        type: cell(typeTitle(f.type)),
        required: required(f),
        notes: cell(
          [f.secret ? "secret (never logged)" : "", f.credential ? `credential \`${f.credential}\`` : "", f.documentation ?? ""]
            .filter(Boolean)
            .join("; "),
        ),
      })),
      result: {
        type: typeTitle(op.result.type),
        documentation: op.result.documentation ?? "",
        nullable: !(op.result.type.kind === "enum" || (op.result.type.kind === "simple" && op.result.type.simple.valueType)),
      },
      bindingSamples: op.bindings.map((b) => ({ title: BINDING_TITLE[b], samples: this.samples(op, b) })),
    });
  }

  indexPage(): string {
    const model = this.model;
    return this.render("README.md", {
      name: model.name,
      documentation: model.documentation ?? "",
      namespace: model.namespace,
      endpoint: model.endpoint,
      bindings: model.bindings.map((b) => ({
        title: BINDING_TITLE[b.kind],
        request: b.kind === "httpGet" ? `GET ${this.path}/Op?query` : b.kind === "httpPost" ? `POST ${this.path}/Op` : `POST ${this.path}`,
        contentType: b.requestContentType ?? "",
        operations: b.operations.length,
      })),
      operations: model.operations.map((op) => ({
        name: op.name,
        documentation: cell(op.documentation),
        bindings: op.bindings.map((b) => BINDING_TITLE[b]).join(", "),
      })),
      enums: model.enums.map((e) => ({ name: e.name, values: e.values.join(", "), documentation: cell(e.documentation) })),
    });
  }
}

const templatesDir = fileURLToPath(new URL("../../templates/docs/", import.meta.url));

export function docsFiles(model: ServiceModel): OutputFile[] {
  const docs = new Docs(templatesDir, model);
  return [
    { path: "docs/README.md", content: docs.indexPage() },
    ...model.operations.map((op) => ({ path: `docs/${op.name}.md`, content: docs.operationPage(op) })),
  ];
}

export const docsEmitter: Emitter = {
  name: "docs",
  emit(model: ServiceModel): OutputFile[] {
    return docsFiles(model);
  },
};
