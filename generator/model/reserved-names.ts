/**
 * What a name the generator derives must not be (names.ts's `safeName` resolves a clash with a trailing `_`).
 * Type-level names (interfaces, type aliases, enum constants, guard functions) share the generated modules
 * with the package's own exports, the runtime names those modules import, and the globals their code
 * refers to. Member names (properties, methods) share objects with `Object.prototype`, the client class's
 * own members, and `then` (which makes any object a thenable). Both avoid the reserved words: member names
 * become destructured bindings in examples and handlers, and a strict-mode module cannot bind those.
 * test/generator/hostile-names.test.ts holds the package lists to what the emitters write.
 */

/** JavaScript's reserved words, strict mode's, and the names a module cannot bind (`await`, `arguments`, `eval`). */
export const RESERVED_WORDS: ReadonlySet<string> = new Set([
  "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum",
  "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null",
  "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with",
  "implements", "interface", "let", "package", "private", "protected", "public", "static", "yield",
  "await", "arguments", "eval", "undefined", "NaN", "Infinity",
]);

/** TypeScript's names of its own types, which no interface or type alias may take. */
const TYPE_KEYWORDS = ["any", "unknown", "never", "object", "string", "number", "boolean", "symbol", "bigint", "type", "keyof", "infer", "is", "asserts", "readonly", "unique", "declare", "namespace", "module", "abstract", "as", "satisfies", "global", "require"];

/**
 * Globals generated modules refer to (types and values), and their close kin a consumer would expect
 * unshadowed: a class `Date` would turn a dateTime input's `string | Date` into the class.
 */
export const GLOBAL_NAMES: readonly string[] = [
  "Array", "ReadonlyArray", "ArrayBuffer", "AbortSignal", "AbortController", "Awaited", "BigInt", "Boolean",
  "Buffer", "Date", "Error", "Exclude", "Extract", "Function", "Headers", "Iterable", "JSON", "Map", "Math",
  "NonNullable", "Number", "Object", "Omit", "Parameters", "Partial", "Pick", "Promise", "PromiseLike",
  "ReadonlyMap", "ReadonlySet", "Readonly", "Record", "RegExp", "Request", "Required", "Response", "ReturnType",
  "Set", "String", "Symbol", "TextDecoder", "TextEncoder", "URL", "Uint8Array", "WeakMap", "WeakSet",
  "console", "fetch", "globalThis", "process", "setTimeout", "clearTimeout", "structuredClone",
];

/**
 * What every generated package's modules import from its runtime or export themselves besides the
 * service's own types: the client's errors and transports, the server's faults and helpers, the Node
 * adapters, the DataSet, XML and object value types, and the module-local helpers of the emitters.
 */
export const PACKAGE_NAMES: readonly string[] = [
  // client.ts
  "AsmxClientCore", "ClientOptions", "CallOptions", "RetryOptions", "BindingKind", "CallBinding", "AbortedError", "AsmxClientError",
  "BindingNotOfferedError", "CalledOperation", "HttpStatusError", "NetworkError", "RequestEncodeError", "ResponseDecodeError", "ScriptServiceError",
  "SoapFaultError", "TimeoutError", "fetchTransport", "ResponseTooLargeError", "TransportTimeoutError", "Transport",
  "TransportRequest", "TransportResponse",
  // client.ts of a WCF service (client-wcf.ts)
  "WcfFaultError", "FaultContractError", "ActionNotSupportedError", "DeserializationFailedError", "InternalServiceFaultError", "ExceptionDetail",
  // server.ts and node.ts
  "createAsmxServer", "createPartialAsmxServer", "handlersByMethod", "AsmxServer", "CallContext",
  "ServerOptions", "ClientFault", "ServerFault", "FaultDetail", "UnknownHeader", "ServerLogEvent", "ServerRequest", "ServerResponse", "dataSet",
  "table", "row", "renderWsdl", "renderOpenApi", "listen", "nodeListener", "ListenOptions", "Listening",
  "nodeTransport", "NodeTransportOptions",
  // help.ts (the help pages, imported by server.ts)
  "helpPages", "HelpPages",
  // types.ts, descriptor.ts and wsdl.ts
  "DataSet", "DataTable", "TypedDataSet", "TypedDataTable", "XmlNodeValue", "XmlElementValue", "XmlContentValue",
  "XmlAttributeValue", "QualifiedName", "ObjectValue", "SimpleObjectValue", "UntypedObjectValue", "ServiceObject", "SerializationEntries", "entryOrder",
  "ServiceObjectTypes", "ServiceDescriptor", "TypedServiceDescriptor", "escapeAttribute", "WSDL_ADDRESS_DEFAULT", "PARTS",
  "dataSetCodec", "xmlNodeCodec", "anyAttributesCodec", "qualifiedNameCodec", "uriCodec", "dataContractCodec", "dataContractXmlCodec", "httpDocumentCodec", "objectCodec", "jsonCodec", "wcfCodec",
  "wcfSoap12Codec", "wcfMixedCodec", "valueEventsCodec", "choiceIdentifierCodec", "anyWrapperCodec", "wcfPortsCodec", "headerBlocksCodec", "writePlansCodec", "dataTypesCodec", "timesCodec",
  // writers.ts (a server's class writers)
  "compiledWritePlans", "stringElement", "integerElement", "enumElement", "simpleElement", "objectElement", "simpleArray",
  "objectArray", "plannedElement", "FieldsWriter", "ownField",
  // client.ts of a service with EnableSession operations
  "SessionCookies",
];

/** Every member `Object.prototype` has, which an absent property of a plain object would read as. */
const PROTOTYPE_MEMBERS = [
  "constructor", "toString", "toLocaleString", "valueOf", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable",
  "__proto__", "__defineGetter__", "__defineSetter__", "__lookupGetter__", "__lookupSetter__",
];

/** Whether a name is one of `Object.prototype`'s members (TypeScript gives a key so named no contextual type). */
export function isPrototypeMemberName(name: string): boolean {
  return (PROTOTYPE_MEMBERS as readonly string[]).includes(name);
}

/** Members of the generated client class besides its operations (`#core` is private by name, so out of reach). */
const CLIENT_MEMBERS = ["binding"];

const TYPE_LEVEL: ReadonlySet<string> = new Set([...RESERVED_WORDS, ...TYPE_KEYWORDS, ...GLOBAL_NAMES, ...PACKAGE_NAMES, ...PROTOTYPE_MEMBERS]);
const MEMBER_LEVEL: ReadonlySet<string> = new Set([...RESERVED_WORDS, ...PROTOTYPE_MEMBERS, ...CLIENT_MEMBERS, "then"]);

/** Whether a type-level name (interface, type alias, constant, function) clashes with what a generated module holds. */
export function isReservedTypeName(name: string): boolean {
  return TYPE_LEVEL.has(name);
}

/** Whether a property or method name clashes with what generated objects and the client class hold. */
export function isReservedMemberName(name: string): boolean {
  return MEMBER_LEVEL.has(name);
}
