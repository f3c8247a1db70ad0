/**
 * The docs and package README of a WCF service (#28; docs/wcf-design.md §12): what the ASMX ones say, WCF's
 * way. Endpoints per contract (the service's address plus the contract's), each operation's action and reply
 * action, message contracts, fault contracts (name, detail data contract, namespace) and the metadata URLs
 * (`?wsdl`, `?wsdl=wsdlN`, `?xsd=xsdN`, `?singleWsdl`). No ASMX help pages: the server answers a GET of the
 * base address with WCF's own service page. The sample messages are the fixtures' (./fixtures/wcf.ts).
 */
import type { FieldModel, MessagePartModel, OperationModel, ServiceModel } from "../../model/types.js";
import { GENERATOR_VERSION } from "../../version.js";
import { exampleCall, exampleHandler } from "../client-example.js";
import { required, typeTitle } from "../docs.js";
import type { OutputFile } from "../emitter.js";
import { runtimeValue, wcfExchangeValues, WcfFixtures } from "../fixtures/wcf.js";
import { RUNTIME_PACKAGE } from "../ts/runtime-symbols.js";

/** One table cell: one line, pipes and `<` escaped. */
function cell(text: string | undefined): string {
  return (text ?? "").replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/\s*\n\s*/g, " ").trim();
}

/** The address of a contract's endpoint: the service's plus the contract's relative address. */
function endpointOf(model: ServiceModel, address: string): string {
  if (!address) return model.endpoint;
  return `${model.endpoint.replace(/\/+$/, "")}/${address.replace(/^\/+/, "")}`;
}

function contractOf(model: ServiceModel, op: OperationModel) {
  return model.wcf!.contracts.find((c) => c.name === op.wcf!.contract)!;
}

/** The metadata URLs the server answers at the base address. */
function metadataRows(model: ServiceModel): string {
  const base = model.endpoint;
  return [
    `| \`${base}?wsdl\` | the root WSDL (bindings and the service; the contracts' WSDLs and schemas imported) |`,
    `| \`${base}?wsdl=wsdl0\`, ... | one WSDL per contract namespace other than the service's |`,
    model.wcf!.mixed
      ? `| \`${base}?xsd=xsd0\`, ... | the schemas: the data contract operations' elements, the serialization schema and the data contracts, then the [XmlSerializerFormat] operations' elements and classes as XmlSerializer exports them |`
      : model.wcf!.serializer === "xmlSerializer"
        ? `| \`${base}?xsd=xsd0\`, ... | the schemas: each contract's elements and classes, as XmlSerializer exports them |`
        : `| \`${base}?xsd=xsd0\`, ... | the schemas: each contract's elements, the serialization schema, the data contracts, Arrays |`,
    `| \`${base}?singleWsdl\` | everything in one document |`,
    `| \`${base}\` (GET) | WCF's service page ("You have created a service.") |`,
  ].join("\n");
}

function fieldRows(fields: readonly FieldModel[]): string {
  if (fields.length === 0) return "None.";
  return [
    "| element | TypeScript | type | required |",
    "| --- | --- | --- | --- |",
    ...fields.map((f) => `| \`${f.wireName}\` | \`${f.tsName}\` | ${cell(typeTitle(f.type))} | ${required(f)} |`),
  ].join("\n");
}

function partRows(parts: readonly MessagePartModel[]): string {
  if (parts.length === 0) return "None.";
  return [
    "| element | namespace | TypeScript | type |",
    "| --- | --- | --- | --- |",
    ...parts.map((p) => `| \`${p.name}\`${p.mustUnderstand ? " (mustUnderstand)" : ""} | \`${p.namespace}\` | \`${p.tsName}\` | ${cell(typeTitle(p.type))}${p.nillable ? " or null" : ""} |`),
  ].join("\n");
}

/** Whether a port of the service is SOAP 1.2 without addressing (spec `soap12`). */
function soap12Ports(model: ServiceModel): boolean {
  return model.wcf!.contracts.some((c) => c.ports.some((p) => p.soap12));
}

function code(text: string): string {
  const fence = text.includes("```") ? "````" : "```";
  return `${fence}http\n${text.replace(/\r\n/g, "\n")}\n${fence}`;
}

function operationPage(model: ServiceModel, fixtures: WcfFixtures, op: OperationModel): string {
  const wcf = op.wcf!;
  const contract = contractOf(model, op);
  const name = op.wire.messageName;
  const values = wcfExchangeValues(op, "sample");
  const request = fixtures.request(op, runtimeValue(values.params!));
  const response = fixtures.result(op, runtimeValue(values.result ?? null));
  const responseBody = typeof response.body === "string" ? response.body : new TextDecoder().decode(response.body);
  // A SOAP 1.2 port without addressing: the action in the Content-Type, no SOAPAction.
  const requestHead = request.soap12 ? `Content-Type: application/soap+xml; charset=utf-8; action="${request.action}"` : `Content-Type: text/xml; charset=utf-8\nSOAPAction: "${request.action}"`;
  const requestText = `POST ${request.path} HTTP/1.1\n${requestHead}\n\n${request.body}`;
  const responseType = response.headers.find(([n]) => n.toLowerCase() === "content-type")?.[1] ?? "text/xml; charset=utf-8";
  const responseText = op.oneWay ? "HTTP/1.1 202 Accepted" : `HTTP/1.1 200 OK\nContent-Type: ${responseType}\n\n${responseBody}`;
  const message = wcf.message;
  const input = message
    ? `A message contract, \`${message.request.name}\`${message.request.wrapper ? `: the body wrapped in \`${message.request.wrapper.element}\` (\`${message.request.wrapper.namespace}\`)` : ", its body members directly in `s:Body`"}.

Headers:

${partRows(message.request.headers)}

Body members:

${partRows(message.request.body)}`
    : fieldRows(op.fields);
  const output = op.oneWay
    ? "None: one-way. The server answers `202 Accepted` with no body, whatever the handler does."
    : message?.response
      ? `A message contract, \`${message.response.name}\`${message.response.wrapper ? ` wrapped in \`${message.response.wrapper.element}\`` : ", its body members directly in `s:Body`"}.

Headers:

${partRows(message.response.headers)}

Body members:

${partRows(message.response.body)}`
      : op.result
        ? `\`${op.wire.resultElement}\` in \`${op.wire.responseElement}\`: ${cell(typeTitle(op.result.type))}.`
        : `None: \`<${op.wire.responseElement} xmlns="${wcf.namespace}"/>\`.`;
  // [XmlSerializerFormat]: the detail is a class of the contract's namespace (SupportFaults), not a data contract.
  const xml = wcf.serializer === "xmlSerializer";
  const detail = xml ? "class" : "data contract";
  const faults = wcf.faults.length
    ? [
        `| fault | detail ${detail} | namespace |`,
        "| --- | --- | --- |",
        ...wcf.faults.map((f) => `| \`${f.name}\` | \`${f.type.name}\` | \`${f.type.namespace ?? (xml ? wcf.namespace : "")}\` |`),
      ].join("\n") +
      `\n\nThe handler raises one with \`new ClientFault(message, { detail: { type, value } })\`: \`s:Client\`, the detail as its ${detail} element; the client throws a \`FaultContractError\`.`
    : "None declared. A `ClientFault` without detail is a FaultException (`s:Client`); any other error is `a:InternalServiceFault`.";
  return `# ${name}

${op.documentation ?? op.description ?? ""}

| | |
| --- | --- |
| contract | \`${contract.name}\` (\`${contract.namespace}\`) |
| endpoint | ${contract.ports.map((p) => `\`${endpointOf(model, p.address)}\``).join(", ")} |
| action | \`${wcf.action}\` |
| reply action | ${op.oneWay ? "none (one-way)" : `\`${wcf.replyAction}\``} |
| client method | \`${op.tsName}\` |

## Input

${input}

## Output

${output}

## Fault contracts

${faults}

## Sample messages

The request a .NET client sends (the SOAPAction quoted, no XML declaration) and the server's answer, with the
fixtures' sample values (\`fixtures/${name}/\`):

${code(requestText)}

${code(responseText)}
`.replace(/\n{3,}/g, "\n\n");
}

function indexPage(model: ServiceModel): string {
  // A row per endpoint: a contract on several addresses has a port (and binding) at each.
  const contracts = model.wcf!.contracts.flatMap((c) =>
    c.ports.map((p) => `| \`${c.name}\` | \`${c.namespace}\` | \`${endpointOf(model, p.address)}\` | \`${p.bindingName}\` | ${c.operations.length} |`),
  );
  const operations = model.operations.map(
    (op) => `| [${op.wire.messageName}](${op.wire.messageName}.md) | \`${op.wcf!.contract}\` | \`${op.wcf!.action}\` | ${cell(op.documentation ?? op.description)} |`,
  );
  const xml = model.wcf!.serializer === "xmlSerializer";
  // XmlSerializer's classes: attributes (`@Code`) before the elements, in the contracts' namespace unless their own.
  const types = model.types.map((t) => `| \`${t.name}\` | \`${t.namespace ?? ((t.serializer ?? model.wcf!.serializer) === "xmlSerializer" ? model.wcf!.contracts[0]!.namespace : "")}\` | ${[...((t.serializer ?? model.wcf!.serializer) === "xmlSerializer" ? t.attributes.map((a) => `\`@${a.wireName}\``) : []), ...t.fields.map((f) => `\`${f.wireName}\``)].join(", ")} |`);
  return `# ${model.name} (WCF)

${model.documentation ?? model.description ?? ""}

A WCF service over basicHttpBinding (SOAP 1.1)${soap12Ports(model) ? " and SOAP 1.2 without WS-Addressing (a custom binding of textMessageEncoding Soap12) at the `CustomBinding_` ports" : ""}, serializer ${model.wcf!.mixed ? `per operation (${model.operations.filter((o) => o.wcf!.serializer === "xmlSerializer").map((o) => o.wire.messageName).join(", ")} by XmlSerializer ([XmlSerializerFormat]), the others by DataContractSerializer)` : xml ? "XmlSerializer ([XmlSerializerFormat])" : "DataContractSerializer"}${model.wcf!.security === "transport" ? ", HTTPS (transport security)" : ""}. Requests are routed by their SOAPAction${soap12Ports(model) ? " (SOAP 1.2: the Content-Type's action)" : ""} within each contract's endpoint.

## Endpoints

| contract | namespace | address | binding | operations |
| --- | --- | --- | --- | --- |
${contracts.join("\n")}

## Metadata

| URL | what |
| --- | --- |
${metadataRows(model)}

## Operations

| operation | contract | action | description |
| --- | --- | --- | --- |
${operations.join("\n")}
${types.length ? `\n## ${xml ? "Classes" : "Data contracts"}\n\n| class | namespace | members (wire order) |\n| --- | --- | --- |\n${types.join("\n")}\n` : ""}${
    model.enums.length
      ? `\n## Enums\n\n| enum | namespace | values |\n| --- | --- | --- |\n${model.enums.map((e) => `| \`${e.name}\` | \`${e.namespace ?? ""}\` | ${e.flags ? "flags: " : ""}${e.values.join(", ")} |`).join("\n")}\n`
      : ""
  }`.replace(/\n{3,}/g, "\n\n");
}

export function wcfDocsFiles(model: ServiceModel): OutputFile[] {
  const fixtures = new WcfFixtures(model);
  return [
    { path: "docs/README.md", content: indexPage(model) },
    ...model.operations.map((op) => ({ path: `docs/${op.wire.messageName}.md`, content: operationPage(model, fixtures, op) })),
  ];
}

/** The package README of a WCF service. */
/** The client's `ports` option, where a contract has several ports: each such contract's ports by name, the first the default. */
function portChoice(model: ServiceModel): string {
  const several = model.wcf!.contracts.filter((c) => c.ports.length > 1);
  if (several.length === 0) return "";
  const example = several[0]!;
  return ` A contract offered at several endpoints is called at its first port unless the \`ports\` option names another by its port name (svcutil's endpointConfigurationName), e.g. \`new ${model.tsNames.client}({ ports: { ${example.name}: "${example.ports[1]!.bindingName}" } })\`: ${several.map((c) => `\`${c.name}\`: ${c.ports.map((p) => `\`${p.bindingName}\` (${p.soap12 ? "SOAP 1.2" : "SOAP 1.1"})`).join(", ")}`).join("; ")}.`;
}

export function wcfPackageReadme(model: ServiceModel): string {
  const name = model.package.name;
  const client = model.tsNames.client;
  const handler = exampleHandler(model);
  const insecure = model.endpoint.startsWith("http:") ? "\n  allowInsecureHttp: true," : "";
  const runtime =
    model.package.runtime === "vendored"
      ? "The package carries its own copy of the asmx-codegen runtime: its only dependency is `saxes`."
      : `Its runtime is the package \`${RUNTIME_PACKAGE}\` (\`^${GENERATOR_VERSION}\`), which npm installs with it.`;
  const contracts = model.wcf!.contracts.flatMap((c) => c.ports.map((p) => `| \`${c.name}\` | \`${c.namespace}\` | \`${endpointOf(model, p.address)}\` | ${c.operations.length} |`));
  const operations = model.operations.map((op) => {
    const faults = op.wcf!.faults.map((f) => `\`${f.name}\``).join(", ");
    return `| [${op.wire.messageName}](docs/${op.wire.messageName}.md) | \`${op.tsName}\` | \`${op.wcf!.contract}\` | \`${op.wcf!.action}\` | ${op.oneWay ? "one-way" : faults || ""} |`;
  });
  return `# ${name}

${model.package.description ?? `Typed client, server skeleton, WCF metadata and golden fixtures for the ${model.name} WCF service.`}

This package is generated from the service's spec (\`${model.source.path}\`) by asmx-codegen: do not edit it, change the spec and generate again. ${runtime}

## Install

\`\`\`sh
npm install ${name}
\`\`\`

## Call the service

\`\`\`ts
import { ${client} } from "${name}/client";

const client = new ${client}({
  endpoint: "${model.endpoint}",${insecure}
});
${exampleCall(model)}
\`\`\`

The client speaks basicHttpBinding as a .NET client does (SOAP 1.1, the action quoted in \`SOAPAction\`, each
contract at its own endpoint address)${soap12Ports(model) ? "; to a SOAP 1.2 port, SOAP 1.2 with the action in the Content-Type" : ""}.${portChoice(model)} Errors are typed: a fault contract is a \`FaultContractError\` (its
\`detailValue\` the detail ${model.wcf!.serializer === "xmlSerializer" ? "class" : "data contract"}), the dispatcher's faults \`ActionNotSupportedError\` and
\`DeserializationFailedError\`, an unhandled exception \`InternalServiceFaultError\`, all \`SoapFaultError\`s.

## Serve it

\`\`\`ts
import { ${model.tsNames.createServer}, type ${model.tsNames.handlers} } from "${name}/server";
import { listen } from "${name}/node";

const handlers: ${model.tsNames.handlers} = {
${handler ? `  ${handler.method}: ${handler.body("  ")},\n` : ""}  // ... one method per operation
};
await listen(${model.tsNames.createServer}(handlers), { port: 8080 });
\`\`\`

The server answers as WCF does: a POST to a contract's endpoint is routed by its action
(\`a:ActionNotSupported\` otherwise), a body that does not read is \`a:DeserializationFailed\`, a
\`ClientFault\` with a declared detail is its fault contract, any other error \`a:InternalServiceFault\` (with an
ExceptionDetail when \`includeExceptionDetailInFaults\` is set); one-way operations answer \`202\`. A GET of the
base address serves the metadata and WCF's service page:

| URL | what |
| --- | --- |
${metadataRows(model)}

## Endpoints

| contract | namespace | address | operations |
| --- | --- | --- | --- |
${contracts.join("\n")}

## Operations

| operation | method | contract | action | fault contracts |
| --- | --- | --- | --- | --- |
${operations.join("\n")}

## Entry points

| import | what |
| --- | --- |
| \`${name}\` | everything below but the Node-only adapters |
| \`${name}/client\` | \`${client}\`, its error classes and the service's types |
| \`${name}/server\` | \`${model.tsNames.createServer}\`, the handler types, \`ClientFault\`, \`ServerFault\` and the service's types |
| \`${name}/node\` | Node only: \`listen\`, \`nodeListener\` and the Node client transport |
| \`${name}/types\` | the service's types alone |
| \`${name}/descriptor\` | the service descriptor the client and server run on |
| \`${name}/wsdl\` | the root WSDL (\`wsdl/${model.name}.wsdl\`) |
| \`${name}/fixtures/*\` | golden request and response fixtures (\`fixtures/index.json\` lists them) |
`;
}
