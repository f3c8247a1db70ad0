/** Emits src/index.ts: the package's main entry, re-exporting the client, the types and the descriptor. */
import type { ServiceModel } from "../model/types.js";
import { finishedText, newSourceFile } from "./ts/source.js";
import type { Emitter, OutputFile } from "./emitter.js";

export const indexEmitter: Emitter = {
  name: "index",
  emit(model: ServiceModel): OutputFile[] {
    const file = newSourceFile("index.ts");
    file.addStatements(`/**\n * ${model.name}: typed client, server skeleton and service descriptor.\n * Entry points: \`./client\`, \`./server\`, \`./node\` (Node-only adapters), \`./types\`, \`./descriptor\`; the WSDL at \`./wsdl\`; fixtures under \`./fixtures/\`.\n */`);
    for (const module of ["./types.js", "./client.js", "./server.js", "./descriptor.js"]) file.addExportDeclaration({ moduleSpecifier: module });
    return [{ path: "src/index.ts", content: finishedText(file) }];
  },
};
