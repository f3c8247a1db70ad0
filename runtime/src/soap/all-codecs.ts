/**
 * Every codec of codecs.ts: what the server and the standalone functions of values.ts use for a service
 * descriptor that names none. A client reaches only the codecs its descriptor names.
 */
import type { ValueCodecs } from "./codecs.js";
import { objectCodec } from "./object-value.js";
import { dataSetCodec } from "./structured.js";
import { xmlNodeCodec } from "./xml-node.js";
import { anyWrapperCodec } from "./any-wrapper.js";
import { writePlansCodec } from "./write-plans.js";
import { anyAttributesCodec } from "./any-attributes.js";
import { qualifiedNameCodec } from "../qualified-name.js";
import { uriCodec } from "../text/uri.js";
import { dataContractCodec } from "./data-contract-writer.js";
import { dataContractXmlCodec } from "./data-contract-xml.js";
import { iSerializableCodec } from "./serialization-entries.js";
import { httpDocumentCodec } from "../http-document.js";
import { dataTypesCodec } from "../data-types.js";
import { timesCodec } from "../text/wcf-times.js";
import type { WireTypes } from "./classes.js";

export const allCodecs: ValueCodecs = {
  dataSet: dataSetCodec,
  writePlans: writePlansCodec,
  xmlNode: xmlNodeCodec,
  anyWrapper: anyWrapperCodec,
  anyAttributes: anyAttributesCodec,
  qualifiedName: qualifiedNameCodec,
  uri: uriCodec,
  dataContract: dataContractCodec,
  dataContractXml: dataContractXmlCodec,
  iSerializable: iSerializableCodec,
  httpDocument: httpDocumentCodec,
  object: objectCodec,
  dataTypes: dataTypesCodec,
  times: timesCodec,
};

/** The codecs to use for `service`: its own, or every one when it names none. */
export function codecsFor(service: WireTypes | undefined): ValueCodecs {
  return service?.codecs ?? allCodecs;
}
