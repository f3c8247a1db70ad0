/**
 * asmx-codegen-runtime: what generated packages import. One entry point for the client, the server, the
 * values and the errors; the Node-only adapters are in `./node`. The package has no side effects
 * (`sideEffects: false`), so a bundler keeps only what a generated package uses.
 */
export { AsmxClientCore } from "./client/client.js";
export type { CallOptions, ClientOptions, RetryOptions } from "./client/client.js";
export { SessionCookies } from "./client/session-cookie.js";
export {
  AbortedError,
  ActionNotSupportedError,
  AsmxClientError,
  BindingNotOfferedError,
  DeserializationFailedError,
  FaultContractError,
  HttpStatusError,
  InternalServiceFaultError,
  NetworkError,
  RequestEncodeError,
  ResponseDecodeError,
  ScriptServiceError,
  SoapFaultError,
  TimeoutError,
  WcfFaultError,
} from "./client/errors.js";
export type { CalledOperation, ExceptionDetail } from "./client/errors.js";
export { fetchTransport, ResponseTooLargeError, TransportTimeoutError } from "./client/transport.js";
export type { Transport, TransportRequest, TransportResponse } from "./client/transport.js";
export type { BindingKind, CallBinding } from "./protocol.js";
export type { TypedServiceDescriptor } from "./descriptor.js";
export {
  createAsmxServer,
  createPartialAsmxServer,
  handlersByMethod,
  ClientFault,
  ServerFault,
  UnknownHeader,
} from "./server/index.js";
export type {
  AsmxServer,
  CallContext,
  FaultDetail,
  FaultHeaderValues,
  FaultOptions,
  HelpPages,
  ServerLogEvent,
  ServerOptions,
  ServerRequest,
  ServerResponse,
  SessionOptions,
  SessionState,
} from "./server/index.js";
export { dataSet, table, row, DataSet, DataTable } from "./dataset/index.js";
export type { TypedDataSet, TypedDataTable } from "./dataset/index.js";
export type { XmlAttributeValue, XmlContentValue, XmlElementValue, XmlNodeValue } from "./soap/xml-node.js";
export type { ObjectValue, SimpleObjectValue, UntypedObjectValue } from "./soap/object-value.js";
export type { QualifiedName } from "./qualified-name.js";
export { escapeAttribute } from "./xml/escape.js";
export { dataSetCodec } from "./soap/structured.js";
export { writePlansCodec } from "./soap/write-plans.js";
export {
  compiledWritePlans,
  enumElement,
  integerElement,
  objectArray,
  objectElement,
  plannedElement,
  simpleArray,
  simpleElement,
  stringElement,
  type ClassPlans,
  type ClassWriter,
  type FieldsWriter,
} from "./soap/compiled-writers.js";
export { ownField } from "./own.js";
export { entryOrder, type SerializationEntries } from "./serialization-info.js";
export { xmlNodeCodec } from "./soap/xml-node.js";
export { anyWrapperCodec } from "./soap/any-wrapper.js";
export { anyAttributesCodec } from "./soap/any-attributes.js";
export { choiceIdentifierCodec } from "./client/choice-identifier.js";
export { qualifiedNameCodec } from "./qualified-name.js";
export { uriCodec } from "./text/uri.js";
export { dataContractCodec } from "./soap/data-contract-writer.js";
export { dataContractXmlCodec } from "./soap/data-contract-xml.js";
export { iSerializableCodec } from "./soap/serialization-entries.js";
export { httpDocumentCodec } from "./http-document.js";
export { objectCodec } from "./soap/object-value.js";
export { valueEventsCodec } from "./soap/value-events-codec.js";
export { jsonCodec } from "./client/json-face.js";
export { wcfCodec } from "./client/wcf.js";
export { wcfSoap12Codec } from "./client/wcf-soap12.js";
export { wcfMixedCodec } from "./soap/wcf-serializer.js";
export { wcfPortsCodec } from "./client/wcf-ports.js";
export { headerBlocksCodec } from "./client/header-blocks.js";
export { dataTypesCodec } from "./data-types.js";
export { timesCodec } from "./text/wcf-times.js";
export type { ValueCodecs } from "./soap/codecs.js";
