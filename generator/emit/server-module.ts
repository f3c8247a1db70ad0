/**
 * Emits src/server.ts (the typed handler interface and the server factory, platform-neutral) and
 * src/node.ts (the node:http adapter and the Node client transport, kept apart so workers never load Node modules).
 */
import { BINDING_TITLE } from "../../runtime/src/protocol.js";
import type { ServiceModel } from "../model/types.js";
import { descriptorConstName } from "./descriptor.js";
import { docText, newSourceFile } from "./ts/source.js";
import { paramsTypeName, resultTypeName } from "./types-module.js";
import type { Emitter, OutputFile } from "./types.js";

export function handlersInterfaceName(model: ServiceModel): string {
  return `${model.name}Handlers`;
}

export function serverFactoryName(model: ServiceModel): string {
  return `create${model.name}Server`;
}

function serverModule(model: ServiceModel): string {
  const handlers = handlersInterfaceName(model);
  const file = newSourceFile("server.ts");
  file.addImportDeclaration({
    namedImports: [
      "createAsmxServer",
      { name: "AsmxServer", isTypeOnly: true },
      { name: "CallContext", isTypeOnly: true },
      { name: "ServerOptions", isTypeOnly: true },
    ],
    moduleSpecifier: "./runtime/server/index.js",
  });
  file.addImportDeclaration({ namedImports: [descriptorConstName(model)], moduleSpecifier: "./descriptor.js" });
  file.addImportDeclaration({
    isTypeOnly: true,
    namedImports: model.operations.flatMap((op) => [paramsTypeName(op), resultTypeName(op)]),
    moduleSpecifier: "./types.js",
  });
  file.addImportDeclaration({ namedImports: ["renderWsdl"], moduleSpecifier: "./wsdl.js" });
  file.addExportDeclaration({ namedExports: ["ClientFault", "ServerFault"], moduleSpecifier: "./runtime/server/index.js" });
  file.addExportDeclaration({
    isTypeOnly: true,
    namedExports: ["AsmxServer", "CallContext", "ServerLogEvent", "ServerOptions", "ServerRequest", "ServerResponse"],
    moduleSpecifier: "./runtime/server/index.js",
  });
  file.addExportDeclaration({ namedExports: ["dataSet", "table", "row"], moduleSpecifier: "./runtime/dataset/index.js" });

  file.addInterface({
    isExported: true,
    name: handlers,
    docs: [
      docText(
        `The implementation of ${model.name}: one method per operation. The generated server does all the protocol work ` +
          "(routing, parsing, validation, faults, the WSDL); a handler gets typed parameters and returns the typed result, or null for none.",
        "Throw a `ClientFault` to answer a client fault (soap:Client / soap:Sender), or a `ServerFault` for a server fault (soap:Server / soap:Receiver): its message goes to the caller exactly as written, so never put a secret into it. Any other exception becomes a server fault whose message stays hidden unless the server runs with `debug` (and is shown with the call's secrets hidden).",
      ),
    ],
    methods: model.operations.map((op) => ({
      name: op.tsName,
      docs: [docText(op.documentation, `Operation \`${op.name}\`, offered over ${op.bindings.map((b) => BINDING_TITLE[b]).join(", ")}.`)],
      parameters: [
        { name: "params", type: paramsTypeName(op) },
        { name: "context", type: "CallContext" },
      ],
      returnType: `${resultTypeName(op)} | Promise<${resultTypeName(op)}>`,
    })),
  });

  file.addFunction({
    isExported: true,
    name: serverFactoryName(model),
    docs: [
      docText(
        `A ${model.name} server answering SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST on one endpoint path (and \`?wsdl\`), as ASP.NET ASMX does.`,
        "Serve it with `server.fetch` (Request → Response: Hono, Bun, Deno, workers) or, in Node, with `nodeListener(server)` / `listen(server)` from the `./node` entry.",
        `@example\nconst server = ${serverFactoryName(model)}(handlers, { path: "/${model.name}.asmx" });\nconst { url } = await listen(server, { port: 8080 });`,
      ),
    ],
    parameters: [
      { name: "handlers", type: handlers },
      { name: "options", type: "ServerOptions", initializer: "{}" },
    ],
    returnType: "AsmxServer",
    statements: [
      `return createAsmxServer(\n${descriptorConstName(model)},\n{\n${model.operations
        .map((op) => `${JSON.stringify(op.name)}: (params: ${paramsTypeName(op)}, context) => handlers.${op.tsName}(params, context),`)
        .join("\n")}\n},\nrenderWsdl,\noptions,\n);`,
    ],
  });
  return file.getFullText();
}

function nodeModule(model: ServiceModel): string {
  const file = newSourceFile("node.ts");
  file.addStatements(`/** Node-only parts of the ${model.name} package: the node:http server adapter and the fast Node client transport. */`);
  file.addExportDeclaration({ namedExports: ["listen", "nodeListener"], moduleSpecifier: "./runtime/server/node.js" });
  file.addExportDeclaration({ isTypeOnly: true, namedExports: ["ListenOptions", "Listening"], moduleSpecifier: "./runtime/server/node.js" });
  file.addExportDeclaration({ namedExports: ["nodeTransport"], moduleSpecifier: "./runtime/client/node-transport.js" });
  file.addExportDeclaration({ isTypeOnly: true, namedExports: ["NodeTransportOptions"], moduleSpecifier: "./runtime/client/node-transport.js" });
  return file.getFullText();
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
