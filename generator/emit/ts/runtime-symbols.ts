/**
 * Every runtime symbol a generated module imports or re-exports, with the runtime entry point that exports
 * it: one table, so an emitter names the symbols it uses and the import follows
 * (test/generator/runtime-symbols.test.ts holds each entry to what its entry point exports). A package
 * imports them from asmx-codegen-runtime (`.`, and `./node` for the Node-only adapters); a package with
 * `runtime: vendored` from its own copy (`./runtime/index.js`, `./runtime/node.js`).
 */
import type { SourceFile } from "ts-morph";
import type { RuntimeLayout } from "../../model/types.js";

/** The npm name of the runtime package (runtime/package.json), which generated packages depend on. */
export const RUNTIME_PACKAGE = "asmx-codegen-runtime";

const MAIN = "index";
const NODE = "node";

/** The runtime's entry points: the main one and the Node-only one (runtime/src/index.ts, runtime/src/node.ts). */
export type RuntimeEntry = typeof MAIN | typeof NODE;

/** Symbol -> the entry point that exports it. */
export const RUNTIME_SYMBOLS = {
  AsmxClientCore: MAIN,
  CallOptions: MAIN,
  ClientOptions: MAIN,
  RetryOptions: MAIN,
  BindingKind: MAIN,
  CallBinding: MAIN,
  TypedServiceDescriptor: MAIN,
  AbortedError: MAIN,
  AsmxClientError: MAIN,
  BindingNotOfferedError: MAIN,
  CalledOperation: MAIN,
  HttpStatusError: MAIN,
  NetworkError: MAIN,
  RequestEncodeError: MAIN,
  ResponseDecodeError: MAIN,
  SoapFaultError: MAIN,
  ScriptServiceError: MAIN,
  TimeoutError: MAIN,
  WcfFaultError: MAIN,
  FaultContractError: MAIN,
  ActionNotSupportedError: MAIN,
  DeserializationFailedError: MAIN,
  InternalServiceFaultError: MAIN,
  ExceptionDetail: MAIN,
  fetchTransport: MAIN,
  SessionCookies: MAIN,
  ResponseTooLargeError: MAIN,
  TransportTimeoutError: MAIN,
  Transport: MAIN,
  TransportRequest: MAIN,
  TransportResponse: MAIN,
  nodeTransport: NODE,
  NodeTransportOptions: NODE,
  createAsmxServer: MAIN,
  createPartialAsmxServer: MAIN,
  handlersByMethod: MAIN,
  AsmxServer: MAIN,
  CallContext: MAIN,
  ClientFault: MAIN,
  FaultDetail: MAIN,
  UnknownHeader: MAIN,
  ServerFault: MAIN,
  ServerLogEvent: MAIN,
  ServerOptions: MAIN,
  ServerRequest: MAIN,
  ServerResponse: MAIN,
  listen: NODE,
  nodeListener: NODE,
  ListenOptions: NODE,
  Listening: NODE,
  dataSet: MAIN,
  table: MAIN,
  row: MAIN,
  DataSet: MAIN,
  DataTable: MAIN,
  TypedDataSet: MAIN,
  TypedDataTable: MAIN,
  XmlAttributeValue: MAIN,
  XmlContentValue: MAIN,
  XmlElementValue: MAIN,
  XmlNodeValue: MAIN,
  ObjectValue: MAIN,
  SimpleObjectValue: MAIN,
  UntypedObjectValue: MAIN,
  SerializationEntries: MAIN,
  entryOrder: MAIN,
  QualifiedName: MAIN,
  dataSetCodec: MAIN,
  xmlNodeCodec: MAIN,
  anyAttributesCodec: MAIN,
  qualifiedNameCodec: MAIN,
  uriCodec: MAIN,
  dataContractCodec: MAIN,
  dataContractXmlCodec: MAIN,
  httpDocumentCodec: MAIN,
  objectCodec: MAIN,
  valueEventsCodec: MAIN,
  jsonCodec: MAIN,
  wcfCodec: MAIN,
  wcfSoap12Codec: MAIN,
  wcfMixedCodec: MAIN,
  wcfPortsCodec: MAIN,
  headerBlocksCodec: MAIN,
  anyWrapperCodec: MAIN,
  writePlansCodec: MAIN,
  compiledWritePlans: MAIN,
  stringElement: MAIN,
  integerElement: MAIN,
  enumElement: MAIN,
  simpleElement: MAIN,
  objectElement: MAIN,
  simpleArray: MAIN,
  objectArray: MAIN,
  plannedElement: MAIN,
  FieldsWriter: MAIN,
  ownField: MAIN,
  choiceIdentifierCodec: MAIN,
  dataTypesCodec: MAIN,
  timesCodec: MAIN,
} as const satisfies Record<string, RuntimeEntry>;

/** The module specifier of a runtime entry point, from a module in the package's `src/`. */
export function runtimeModule(layout: RuntimeLayout, entry: RuntimeEntry): string {
  if (layout === "vendored") return `./runtime/${entry}.js`;
  return entry === MAIN ? RUNTIME_PACKAGE : `${RUNTIME_PACKAGE}/${entry}`;
}

export type RuntimeSymbol = keyof typeof RUNTIME_SYMBOLS;

/** A symbol a module uses as a value, or only as a type (`{ type: "X" }`: imported with `type`). */
export type RuntimeUse = RuntimeSymbol | { readonly type: RuntimeSymbol };

function byModule(layout: RuntimeLayout, uses: readonly RuntimeUse[]): Map<string, { name: RuntimeSymbol; typeOnly: boolean }[]> {
  const modules = new Map<string, { name: RuntimeSymbol; typeOnly: boolean }[]>();
  for (const use of uses) {
    const name = typeof use === "string" ? use : use.type;
    const module = runtimeModule(layout, RUNTIME_SYMBOLS[name]);
    const list = modules.get(module) ?? [];
    list.push({ name, typeOnly: typeof use !== "string" });
    modules.set(module, list);
  }
  return modules;
}

/** Imports what `uses` names, one declaration per runtime module (in order of first use), `import type` when all are types. */
export function importRuntime(file: SourceFile, layout: RuntimeLayout, uses: readonly RuntimeUse[]): void {
  for (const [moduleSpecifier, names] of byModule(layout, uses)) {
    const allTypes = names.every((n) => n.typeOnly);
    file.addImportDeclaration({
      moduleSpecifier,
      isTypeOnly: allTypes,
      namedImports: names.map((n) => (allTypes || !n.typeOnly ? n.name : { name: n.name, isTypeOnly: true })),
    });
  }
}

/** Re-exports what `uses` names: per runtime module, its values in one `export {}` and its types in one `export type {}`. */
export function reexportRuntime(file: SourceFile, layout: RuntimeLayout, uses: readonly RuntimeUse[]): void {
  for (const [moduleSpecifier, names] of byModule(layout, uses)) {
    const values = names.filter((n) => !n.typeOnly).map((n) => n.name);
    const types = names.filter((n) => n.typeOnly).map((n) => n.name);
    if (values.length) file.addExportDeclaration({ moduleSpecifier, namedExports: values });
    if (types.length) file.addExportDeclaration({ moduleSpecifier, isTypeOnly: true, namedExports: types });
  }
}
