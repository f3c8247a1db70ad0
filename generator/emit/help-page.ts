/**
 * `src/help.ts`: what the server's help page (`Service.asmx`, `Service.asmx?op=Op`) shows of the service, as
 * Microsoft's DefaultWsdlHelpGenerator.aspx shows it: the operations sorted by message name, their
 * descriptions, the fields of the HTTP POST test form, and the sample messages of each binding as the page's
 * HTML (escaped, placeholders in `<font class=value>`, form field names in `<font class=key>`). The samples
 * are the docs' (./docs.ts, ./docs/help-samples.ts); only the address is left open, since the page shows the
 * one the request came to. runtime/src/server/help-page.ts renders the pages from this.
 */
import type { BindingKind, OperationModel, ServiceModel } from "../model/types.js";
import { BINDING_TITLE } from "../../runtime/src/protocol.js";
import type { HelpOperation, HelpPages, HelpSample } from "../../runtime/src/server/help-page.js";
import { Docs, templatesDir } from "./docs.js";
import { KEY_END, KEY_START, VALUE_END, VALUE_START } from "./docs/help-samples.js";
import type { Emitter, OutputFile } from "./emitter.js";
import { runtimeModule } from "./ts/runtime-symbols.js";

/** Stand for the endpoint's path and host while rendering (no sample holds these control characters). */
const PATH_MARK = "\u0005";
const HOST_MARK = "\u0006";

/** The page's order of the bindings, whatever the spec's. */
const SECTION_ORDER: readonly BindingKind[] = ["soap11", "soap12", "httpGet", "httpPost"];

/**
 * The page's HTML of a sample: the help generator escapes `&`, `<` and `>` only, and shows placeholders
 * and field names in font elements. The address marks split it into pieces (0: path, 1: host).
 */
function sampleHtml(text: string): HelpSample {
  const html = text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replaceAll(VALUE_START, "<font class=value>")
    .replaceAll(KEY_START, "<font class=key>")
    .replaceAll(VALUE_END, "</font>")
    .replaceAll(KEY_END, "</font>");
  const pieces: (string | 0 | 1)[] = [];
  for (const piece of html.split(/([\u0005\u0006])/)) {
    if (piece === PATH_MARK) pieces.push(0);
    else if (piece === HOST_MARK) pieces.push(1);
    else if (piece !== "") pieces.push(piece);
  }
  return pieces;
}

/**
 * The samples as the page writes them. The docs drop the line end the generator writes after a last header
 * line (WriteLine): after an HTTP GET request's Host, after a one-way call's 202, after the status line of a
 * result without a document, and the blank line before an HTTP POST request's empty form.
 */
function pageSamples(docs: Docs, op: OperationModel, binding: BindingKind): { request: string; response: string } {
  const [request, response] = docs.samples(op, binding).map((s) => s.text) as [string, string];
  switch (binding) {
    case "soap11":
    case "soap12":
      return { request, response: op.oneWay ? `${response}\n` : response };
    case "httpGet":
    case "httpPost": {
      const fixedRequest = binding === "httpGet" ? `${request}\n` : op.fields.length === 0 ? `${request}\n\n` : request;
      return { request: fixedRequest, response: op.result ? response : `${response}\n` };
    }
  }
}

function helpOperation(docs: Docs, op: OperationModel): HelpOperation {
  return {
    messageName: op.wire.messageName,
    name: op.name,
    documentation: op.bindings.some((b) => b === "soap11" || b === "soap12") ? (op.description ?? "") : "",
    post: op.bindings.includes("httpPost") ? { path: op.wire.httpPath, fields: op.fields.map((f) => f.httpName) } : null,
    sections: SECTION_ORDER.filter((b) => op.bindings.includes(b)).map((b) => {
      const { request, response } = pageSamples(docs, op, b);
      return { title: BINDING_TITLE[b], request: sampleHtml(request), response: sampleHtml(response) };
    }),
  };
}

/** The help page's view of the service. */
export function helpPagesOf(model: ServiceModel): HelpPages {
  const docs = new Docs(templatesDir, model, { path: PATH_MARK, host: HOST_MARK });
  // SortedList(StringComparer.Ordinal) in the generator: by UTF-16 code units, as < compares strings.
  const operations = model.operations
    .map((op) => helpOperation(docs, op))
    .sort((a, b) => (a.messageName < b.messageName ? -1 : a.messageName > b.messageName ? 1 : 0));
  return { service: model.name, documentation: model.description ?? "", operations };
}

function helpModule(model: ServiceModel): string {
  return `/**
 * What the help page of the ${model.name} web service shows (\`Service.asmx\`, \`?op=Name\`): its operations,
 * their test forms and sample messages, as ASMX's help page shows them.
 */
import type { HelpPages } from "${runtimeModule(model.package.runtime, "index")}";

export const helpPages: HelpPages = ${JSON.stringify(helpPagesOf(model), null, 2)};
`;
}

export const helpPageEmitter: Emitter = {
  name: "help-page",
  emit(model: ServiceModel): OutputFile[] {
    return [{ path: "src/help.ts", content: helpModule(model) }];
  },
};
