/**
 * Every runtime symbol a generated module imports or re-exports, with the runtime module that holds it: one
 * table, so an emitter names the symbols it uses and the import follows (test/generator/runtime-symbols.test.ts
 * holds each entry to what its module exports).
 */
import type { SourceFile } from "ts-morph";

const CLIENT = "client/client.js";
const ERRORS = "client/errors.js";
const TRANSPORT = "client/transport.js";
const NODE_TRANSPORT = "client/node-transport.js";
const SERVER = "server/index.js";
const NODE_SERVER = "server/node.js";
const DATASET = "dataset/index.js";
const XML_NODE = "soap/xml-node.js";
const OBJECT_VALUE = "soap/object-value.js";

/** Symbol -> its module, relative to the package's `src/runtime/`. */
export const RUNTIME_SYMBOLS = {
  AsmxClientCore: CLIENT,
  CallOptions: CLIENT,
  ClientOptions: CLIENT,
  RetryOptions: CLIENT,
  BindingKind: "protocol.js",
  CallBinding: "protocol.js",
  TypedServiceDescriptor: "descriptor.js",
  AbortedError: ERRORS,
  AsmxClientError: ERRORS,
  BindingNotOfferedError: ERRORS,
  CalledOperation: ERRORS,
  HttpStatusError: ERRORS,
  NetworkError: ERRORS,
  RequestEncodeError: ERRORS,
  ResponseDecodeError: ERRORS,
  SoapFaultError: ERRORS,
  ScriptServiceError: ERRORS,
  TimeoutError: ERRORS,
  fetchTransport: TRANSPORT,
  ResponseTooLargeError: TRANSPORT,
  TransportTimeoutError: TRANSPORT,
  Transport: TRANSPORT,
  TransportRequest: TRANSPORT,
  TransportResponse: TRANSPORT,
  nodeTransport: NODE_TRANSPORT,
  NodeTransportOptions: NODE_TRANSPORT,
  createAsmxServer: SERVER,
  createPartialAsmxServer: SERVER,
  handlersByMethod: SERVER,
  AsmxServer: SERVER,
  CallContext: SERVER,
  ClientFault: SERVER,
  ServerFault: SERVER,
  ServerLogEvent: SERVER,
  ServerOptions: SERVER,
  ServerRequest: SERVER,
  ServerResponse: SERVER,
  listen: NODE_SERVER,
  nodeListener: NODE_SERVER,
  ListenOptions: NODE_SERVER,
  Listening: NODE_SERVER,
  dataSet: DATASET,
  table: DATASET,
  row: DATASET,
  DataSet: DATASET,
  DataTable: DATASET,
  TypedDataSet: DATASET,
  TypedDataTable: DATASET,
  XmlAttributeValue: XML_NODE,
  XmlContentValue: XML_NODE,
  XmlElementValue: XML_NODE,
  XmlNodeValue: XML_NODE,
  ObjectValue: OBJECT_VALUE,
  SimpleObjectValue: OBJECT_VALUE,
  UntypedObjectValue: OBJECT_VALUE,
} as const;

export type RuntimeSymbol = keyof typeof RUNTIME_SYMBOLS;

/** A symbol a module uses as a value, or only as a type (`{ type: "X" }`: imported with `type`). */
export type RuntimeUse = RuntimeSymbol | { readonly type: RuntimeSymbol };

function byModule(uses: readonly RuntimeUse[]): Map<string, { name: RuntimeSymbol; typeOnly: boolean }[]> {
  const modules = new Map<string, { name: RuntimeSymbol; typeOnly: boolean }[]>();
  for (const use of uses) {
    const name = typeof use === "string" ? use : use.type;
    const module = `./runtime/${RUNTIME_SYMBOLS[name]}`;
    const list = modules.get(module) ?? [];
    list.push({ name, typeOnly: typeof use !== "string" });
    modules.set(module, list);
  }
  return modules;
}

/** Imports what `uses` names, one declaration per runtime module (in order of first use), `import type` when all are types. */
export function importRuntime(file: SourceFile, uses: readonly RuntimeUse[]): void {
  for (const [moduleSpecifier, names] of byModule(uses)) {
    const allTypes = names.every((n) => n.typeOnly);
    file.addImportDeclaration({
      moduleSpecifier,
      isTypeOnly: allTypes,
      namedImports: names.map((n) => (allTypes || !n.typeOnly ? n.name : { name: n.name, isTypeOnly: true })),
    });
  }
}

/** Re-exports what `uses` names: per runtime module, its values in one `export {}` and its types in one `export type {}`. */
export function reexportRuntime(file: SourceFile, uses: readonly RuntimeUse[]): void {
  for (const [moduleSpecifier, names] of byModule(uses)) {
    const values = names.filter((n) => !n.typeOnly).map((n) => n.name);
    const types = names.filter((n) => n.typeOnly).map((n) => n.name);
    if (values.length) file.addExportDeclaration({ moduleSpecifier, namedExports: values });
    if (types.length) file.addExportDeclaration({ moduleSpecifier, isTypeOnly: true, namedExports: types });
  }
}
