/**
 * Emits src/server.ts (the typed handler interface and the server factory, platform-neutral) and
 * src/node.ts (the node:http adapter and the Node client transport, kept apart so workers never load Node modules).
 */
import { BINDING_TITLE } from "../../runtime/src/protocol.js";
import type { OperationModel, ServiceModel } from "../model/types.js";
import { exampleHandler } from "./client-example.js";
import { descriptorConstName } from "./descriptor.js";
import { classWriters, serverDescriptorName } from "./writers-module.js";
import { importRuntime, reexportRuntime } from "./ts/runtime-symbols.js";
import { docText, finishedText, newSourceFile } from "./ts/source.js";
import { classTypeName } from "./ts/type-text.js";
import {
  ALL_BINDINGS,
  faultClassNames,
  faultHeaders,
  faultHeadersTypeName,
  hasResponseObject,
  outcomeTypeName,
  paramsTypeName,
  requestHeaders,
  responseTypeName,
  resultTypeName,
} from "./ts/operation-names.js";
import type { Emitter, OutputFile } from "./emitter.js";

export function handlersInterfaceName(model: ServiceModel): string {
  return model.tsNames.handlers;
}

export function serverFactoryName(model: ServiceModel): string {
  return model.tsNames.createServer;
}

/**
 * The SOAP headers a handler's context carries, as a type: a required header is always there (the server
 * refuses a request without it before the handler runs), the others may be absent.
 */
function contextHeadersType(op: OperationModel): string {
  const read = requestHeaders(op);
  if (!read.length) return "Readonly<Record<string, never>>";
  return `{ ${read.map((h) => `readonly ${h.tsName}${h.required ? "" : "?"}: ${classTypeName(h.header.type)}${h.required ? "" : " | undefined"}`).join("; ")} }`;
}

/** What a handler's comment says beyond the interface's: the spec's documentation and what sets the operation apart. */
function handlerDoc(op: OperationModel): string {
  const read = requestHeaders(op);
  return docText(
    op.documentation ?? op.description,
    op.wire.messageName === op.name ? undefined : `\`${op.wire.messageName}\`, an overload of \`${op.name}\`.`,
    op.bindings.length < ALL_BINDINGS ? `Offered over ${op.bindings.map((b) => BINDING_TITLE[b]).join(" and ")} only.` : undefined,
    read.length ? `SOAP headers: \`context.headers\` (${read.map((h) => `${h.tsName}${h.required ? ", required" : ""}`).join("; ")}).` : undefined,
    hasResponseObject(op) ? `Return {@link ${responseTypeName(op)}}: ${op.result ? "the result, " : ""}${op.outParams.length ? "the out parameters, " : ""}and the SOAP headers to send back (left out when not set).` : undefined,
    op.unknownHeaders ? `Unknown SOAP headers (a SoapUnknownHeader[] bound ${{ in: "In", out: "Out", inOut: "InOut" }[op.unknownHeaders]}): ${op.unknownHeaders === "out" ? "" : "`context.unknownHeaders` holds every header block the operation does not bind; set `didUnderstand` on those understood (a mustUnderstand one left unmarked faults the call). "}${op.unknownHeaders === "in" ? "" : "Return the blocks to send back as `unknownHeaders`."}` : undefined,
    op.enableSession ? "Session state (`[WebMethod(EnableSession = true)]`): `context.session`, kept across the calls that send back the `ASP.NET_SessionId` cookie." : undefined,
    op.oneWay ? "One-way: the caller has its answer (202) before this runs, and never learns the outcome." : undefined,
    op.faults.length ? `May throw a ClientFault or ServerFault with a typed \`detail\`: ${op.faults.map((f) => `\`{ type: "${f.name}", value }\``).join(", ")}.` : undefined,
    faultHeaders(op).length ? `Fault headers ([SoapHeader(Direction = Fault)]): throw a {@link ${faultClassNames(op).client}} or {@link ${faultClassNames(op).server}}, whose \`headers\` are typed.` : undefined,
  );
}

function serverModule(model: ServiceModel): string {
  const handlers = handlersInterfaceName(model);
  const file = newSourceFile("server.ts");
  const faulting = model.operations.filter((op) => faultHeaders(op).length > 0);
  importRuntime(file, model.package.runtime, [
    "createAsmxServer",
    "createPartialAsmxServer",
    "handlersByMethod",
    { type: "AsmxServer" },
    { type: "CallContext" },
    { type: "ServerOptions" },
    ...(model.operations.some((op) => op.unknownHeaders === "in" || op.unknownHeaders === "inOut") ? ([{ type: "UnknownHeader" }] as const) : []),
    // The typed fault classes of operations with fault headers derive from the runtime's.
    ...(faulting.length ? (["ClientFault", "ServerFault", { type: "FaultDetail" }] as const) : []),
  ]);
  // The descriptor with the classes' writers where the service has them (writers.ts), else the package's.
  const writers = classWriters(model).length > 0;
  const descriptor = writers ? serverDescriptorName(model) : descriptorConstName(model);
  file.addImportDeclaration({ namedImports: [descriptor], moduleSpecifier: writers ? "./writers.js" : "./descriptor.js" });
  const typeImports = new Set<string>();
  for (const op of model.operations) {
    typeImports.add(paramsTypeName(op));
    if (hasResponseObject(op)) typeImports.add(responseTypeName(op));
    else if (op.result) typeImports.add(resultTypeName(op));
    for (const h of requestHeaders(op)) typeImports.add(classTypeName(h.header.type));
    if (faultHeaders(op).length) typeImports.add(faultHeadersTypeName(op));
  }
  file.addImportDeclaration({ isTypeOnly: true, namedImports: [...typeImports], moduleSpecifier: "./types.js" });
  file.addImportDeclaration({ namedImports: ["renderWsdl"], moduleSpecifier: "./wsdl.js" });
  // A WCF service shows WCF's own service page, not ASMX's help pages.
  if (!model.wcf) file.addImportDeclaration({ namedImports: ["helpPages"], moduleSpecifier: "./help.js" });
  if (model.scriptService) file.addImportDeclaration({ namedImports: ["renderOpenApi"], moduleSpecifier: "./openapi.js" });
  reexportRuntime(file, model.package.runtime, [
    "ClientFault",
    "ServerFault",
    ...(["AsmxServer", "CallContext", "ServerLogEvent", "ServerOptions", "ServerRequest", "ServerResponse"] as const).map((type) => ({ type })),
    // The blocks a handler of unknown headers (in, inOut) reads.
    ...(model.operations.some((op) => op.unknownHeaders === "in" || op.unknownHeaders === "inOut") ? [{ type: "UnknownHeader" as const }] : []),
    "dataSet",
    "table",
    "row",
  ]);
  // The service's types (classes, enums, parameters, results) where a handler's author looks for them.
  file.addExportDeclaration({ moduleSpecifier: "./types.js" });

  file.addInterface({
    isExported: true,
    name: handlers,
    docs: [
      docText(
        `The implementation of ${model.name}: one method per operation. The generated server does all the protocol work ` +
          "(routing, parsing, validation, faults, the WSDL); a handler gets typed parameters and returns the typed result, or null for none.",
        model.wcf
          ? "Throw a `ClientFault` as WCF code throws a FaultException: `s:Client`, or the fault code given as `code: { name, namespace }`, its typed `detail` a fault contract of the operation (a `ServerFault` answers `s:Server`); its reason goes to the caller exactly as written, so never put a secret into it. Any other exception becomes an `a:InternalServiceFault` with .NET's fixed text, or with the message and an ExceptionDetail when the server runs with `includeExceptionDetailInFaults` (the call's secrets hidden)."
          : "Throw a `ClientFault` to answer a client fault (soap:Client / soap:Sender), or a `ServerFault` for a server fault (soap:Server / soap:Receiver): its message goes to the caller exactly as written, so never put a secret into it. Any other exception becomes a server fault whose message stays hidden unless the server runs with `debug` (and is shown with the call's secrets hidden).",
      ),
    ],
    methods: model.operations.map((op) => ({
      name: op.tsName,
      docs: handlerDoc(op) ? [handlerDoc(op)] : [],
      parameters: [
        { name: "params", type: paramsTypeName(op) },
        { name: "context", type: `CallContext<${contextHeadersType(op)}>${op.enableSession ? " & { readonly session: Map<string, unknown> }" : ""}${op.unknownHeaders === "in" || op.unknownHeaders === "inOut" ? " & { readonly unknownHeaders: readonly UnknownHeader[] }" : ""}` },
      ],
      returnType: `${outcomeTypeName(op)} | Promise<${outcomeTypeName(op)}>`,
    })),
  });

  // An operation's fault headers, typed where its handler sets them: a ClientFault and a ServerFault of its own.
  for (const op of faulting) {
    const names = faultClassNames(op);
    for (const [name, base, answer] of [[names.client, "ClientFault", "a client fault (soap:Client / soap:Sender)"], [names.server, "ServerFault", "a server fault (soap:Server / soap:Receiver)"]] as const) {
      file.addClass({
        isExported: true,
        name,
        extends: `${base}<FaultDetail, ${faultHeadersTypeName(op)}>`,
        docs: [docText(`${answer} of \`${op.tsName}\` whose \`headers\` are its fault headers, typed: \`throw new ${name}(message, { headers: { ${faultHeaders(op)[0]!.tsName} } })\`. Its message goes to the caller exactly as written.`)],
      });
    }
  }

  const factory = serverFactoryName(model);
  const factoryType = model.tsNames.serverFactory;
  const doc = (...parts: (string | undefined)[]): string => `/**\n${docText(...parts).split("\n").map((line) => (line ? ` * ${line}` : " *")).join("\n")}\n */`;
  const fullDoc = doc(
    model.wcf
      ? `A ${model.name} server answering as a WCF service on basicHttpBinding does (SOAP 1.1 routed by SOAPAction${model.wcf.contracts.some((c) => c.ports.some((p) => p.soap12)) ? "; SOAP 1.2 without addressing, routed by the Content-Type's action, at the ports marked (SOAP 1.2)" : ""}, an endpoint address per contract and port: ${model.wcf.contracts.map((c) => `${c.name} at ${c.ports.map((p) => `"${p.address}"${p.soap12 ? " (SOAP 1.2)" : ""}`).join(" and ")}`).join(", ")}; the metadata at \`?wsdl\`, \`?wsdl=wsdlN\`, \`?xsd=xsdN\` and \`?singleWsdl\`). \`handlers\` implements every operation; \`includeExceptionDetailInFaults\` shows handler exceptions to callers, as WCF's ServiceDebugBehavior does.`
      : `A ${model.name} server answering SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST on one endpoint path (and \`?wsdl\`), as ASP.NET ASMX does. \`handlers\` implements every operation.`,
    "Serve it with `server.fetch` (Request → Response: Hono, Bun, Deno, workers) or, in Node, with `nodeListener(server)` / `listen(server)` from the `./node` entry.",
    `For a mock that implements some operations only, use \`${factory}.partial\`.`,
    `@example\nconst server = ${factory}(handlers, { path: "/${model.name}.${model.wcf ? "svc" : "asmx"}" });\nconst { url } = await listen(server, { port: 8080 });`,
  );
  const mock = exampleHandler(model);
  const partialDoc = doc(
    `A ${model.name} server implementing only the operations given, for mocks and tests. The subset is explicit in the type (\`Partial<${handlers}>\`); the full factory still requires every operation.`,
    model.wcf
      ? "Every other operation is routed and read as usual, then answers an `s:Server` fault saying it is not implemented."
      : "Every other operation is routed, read and authenticated as usual, then answers a server fault saying it is not implemented: `soap:Server` (SOAP 1.1), `soap:Receiver` (SOAP 1.2), or a 500 text/plain message (HTTP GET and POST).",
    `@example\nconst mock = ${factory}.partial({ ${mock ? `${mock.method}: ${mock.short}` : ""} });`,
  );
  const openApiArg = model.wcf ? "" : model.scriptService ? ", helpPages, renderOpenApi" : ", helpPages";
  // An interface and a const rather than a function with a property assigned: declarations are emitted
  // file by file (isolatedDeclarations), which needs the property declared.
  file.addStatements([
    `/** Creates ${model.name} servers: with every handler, or (\`.partial\`) with some, for mocks. */\nexport interface ${factoryType} {\n/** A server implementing every operation: see {@link ${factory}}. */\n(handlers: ${handlers}, options?: ServerOptions): AsmxServer;\n${partialDoc}\npartial(handlers: Partial<${handlers}>, options?: ServerOptions): AsmxServer;\n}`,
    `${fullDoc}\nexport const ${factory}: ${factoryType} = Object.assign(\n(handlers: ${handlers}, options: ServerOptions = {}): AsmxServer =>\ncreateAsmxServer(${descriptor}, handlersByMethod(${descriptor}, handlers), renderWsdl, options${openApiArg}),\n{\npartial: (handlers: Partial<${handlers}>, options: ServerOptions = {}): AsmxServer =>\ncreatePartialAsmxServer(${descriptor}, handlersByMethod(${descriptor}, handlers), renderWsdl, options${openApiArg}),\n},\n);`,
  ]);
  return finishedText(file);
}

function nodeModule(model: ServiceModel): string {
  const file = newSourceFile("node.ts");
  file.addStatements(`/** Node-only parts of the ${model.name} package: the node:http server adapter and the fast Node client transport. */`);
  reexportRuntime(file, model.package.runtime, ["listen", "nodeListener", { type: "ListenOptions" }, { type: "Listening" }, "nodeTransport", { type: "NodeTransportOptions" }]);
  return finishedText(file);
}

export const serverEmitter: Emitter = {
  name: "server",
  emit(model: ServiceModel): OutputFile[] {
    return [
      { path: "src/server.ts", content: serverModule(model) },
      { path: "src/node.ts", content: nodeModule(model) },
    ];
  },
};
