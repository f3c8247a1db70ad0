/**
 * The generated package's README.md: what the package is, how to install it, call the service and serve it,
 * and its operations and entry points, all from the spec. (Per-operation wire samples are in docs/.)
 */
import { BINDING_TITLE } from "../../runtime/src/protocol.js";
import { GENERATOR_VERSION } from "../version.js";
import { RUNTIME_PACKAGE } from "./ts/runtime-symbols.js";
import type { OperationModel, ServiceModel } from "../model/types.js";
import type { Emitter, OutputFile } from "./emitter.js";
import { wcfPackageReadme } from "./docs/wcf.js";
import { exampleCall, exampleCredentials, exampleHandler } from "./client-example.js";

/** Text for one table cell: one line, pipes escaped. */
function cell(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").replace(/\|/g, "\\|").trim();
}

function operationRow(op: OperationModel): string {
  const bindings = op.callBindings.map((b) => (b === "json" ? "JSON" : BINDING_TITLE[b])).join(", ");
  const retry = op.idempotent ? "" : "Never retried automatically.";
  // An overload is listed, and documented in docs/, under its message name (GetShipmentById), not its method's.
  const name = op.wire.messageName;
  const text = cell(op.documentation ?? op.description);
  return `| [${name}](docs/${name}.md) | \`${op.tsName}\` | ${bindings} | ${[text, retry].filter(Boolean).join(" ")} |`;
}

export function packageReadme(model: ServiceModel): string {
  const name = model.package.name;
  const client = model.tsNames.client;
  const handler = exampleHandler(model);
  const exampleOptions = exampleCredentials(model);
  const credentials = exampleOptions ? `\n  ${exampleOptions},` : "";

  // The client refuses plain http unless told: an example that throws when run as written teaches nothing.
  const insecure = model.endpoint.startsWith("http:") ? "\n  allowInsecureHttp: true," : "";

  return `# ${name}

${model.package.description ?? `Typed client, server skeleton, WSDL and golden fixtures for the ${model.name} web service.`}

${model.documentation ? `${model.documentation.trim()}\n\n` : ""}This package is generated from the service's spec (\`${model.source.path}\`) by asmx-codegen: do not edit it, change the spec and generate again.

## Install

\`\`\`sh
npm install ${name}
\`\`\`

Or from a tarball made with \`npm pack\`: \`npm install ./${name.replace(/^@/, "").replace("/", "-")}-${model.package.version}.tgz\`. By path, use \`npm install --install-links <folder>\`, so that npm copies the package and installs its dependencies rather than linking the folder.
${runtimeNote(model)}
## Call the service

\`\`\`ts
import { ${client} } from "${name}/client";

const client = new ${client}({
  endpoint: "${model.endpoint}",${insecure}${credentials}
});
${exampleCall(model)}
\`\`\`

Every operation is a method taking its input object and an optional \`{ binding, timeoutMs, signal }\`. Errors
are typed: a SOAP fault is a \`SoapFaultError\`, an HTTP error status an \`HttpStatusError\`; see the
declarations of \`${name}/client\`.${model.scriptService ? `

The service is a ScriptService: the server also answers JSON (\`POST ${new URL(model.endpoint).pathname}/Method\`
with Content-Type \`application/json\`, answered \`{"d": result}\` as .NET's JavaScriptSerializer writes it), and
the client speaks it as the \`json\` binding (\`{ binding: "json" }\`, in Node and in the browser); its errors are
\`ScriptServiceError\`s. \`${new URL(model.endpoint).pathname}/js\` serves the Microsoft Ajax proxy script. \`openapi.json\` (\`${name}/openapi.json\`) is the
OpenAPI 3.1 document of the JSON face, for generating clients in other languages or typing \`fetch\` calls; the
server serves it at \`${new URL(model.endpoint).pathname}?openapi\`, its server address the one the request came to.` : ""}

## Serve it

\`\`\`ts
import { ${model.tsNames.createServer}, type ${model.tsNames.handlers} } from "${name}/server";
import { listen } from "${name}/node";

const handlers: ${model.tsNames.handlers} = {
${handler ? `  ${handler.method}: ${handler.body("  ")},\n` : ""}  // ... one method per operation
};
await listen(${model.tsNames.createServer}(handlers), { port: 8080 });
\`\`\`

Outside Node, \`server.fetch(request)\` answers a web \`Request\` (workers, Deno, Bun).

## Operations

| operation | method | bindings | description |
| --- | --- | --- | --- |
${model.operations.map(operationRow).join("\n")}

## Entry points

| import | what |
| --- | --- |
| \`${name}\` | everything below but the Node-only adapters |
| \`${name}/client\` | \`${client}\`, its error classes and the service's types |
| \`${name}/server\` | \`${model.tsNames.createServer}\`, the handler types, \`ClientFault\`, \`ServerFault\`, the DataSet builders and the service's types |
| \`${name}/node\` | Node only: \`listen\`, \`nodeListener\` and the Node client transport |
| \`${name}/types\` | the service's types alone: classes and their input forms, enums, inputs and results |
| \`${name}/descriptor\` | the service descriptor the client and server run on |
| \`${name}/wsdl\` | the WSDL (\`wsdl/${model.name}.wsdl\`) |${model.scriptService ? `\n| \`${name}/openapi.json\` | the OpenAPI 3.1 document of the JSON face (\`openapi.json\`) |` : ""}
| \`${name}/fixtures/*\` | golden request and response fixtures (\`fixtures/index.json\` lists them) |

In a browser bundle the client uses \`fetch\`; the package's \`browser\` map keeps the Node transport out of it.
`;
}

export const packageReadmeEmitter: Emitter = {
  name: "package-readme",
  emit(model: ServiceModel): OutputFile[] {
    return [{ path: "README.md", content: model.wcf ? wcfPackageReadme(model) : packageReadme(model) }];
  },
};

/** What the package runs on: the runtime package it depends on (and how to get it without a registry), or its own copy. */
function runtimeNote(model: ServiceModel): string {
  if (model.package.runtime === "vendored") return "\nThe package carries its own copy of the asmx-codegen runtime: its only dependency is `saxes`.\n";
  const version = GENERATOR_VERSION;
  return `\nIts runtime is the package \`${RUNTIME_PACKAGE}\` (\`^${version}\`), which npm installs with it; where your registry does not have it, install its tarball too (\`npm install ./${RUNTIME_PACKAGE}-${version}.tgz\`).\n`;
}
