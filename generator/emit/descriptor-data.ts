/** The runtime descriptor of a service model: what the generated descriptor.ts spells out as data. */
import type {
  ColumnDescriptor,
  ComplexRef,
  ComplexDescriptor,
  FieldDescriptor,
  OperationDescriptor,
  ServiceDescriptor,
  WcfMessageDescriptor,
  WcfOperationDescriptor,
  SimpleType,
  TableDescriptor,
  ValueType,
} from "../../runtime/src/descriptor.js";
import type { ValueCodecs } from "../../runtime/src/soap/codecs.js";
import { jsonCodec } from "../../runtime/src/client/json-face.js";
import { wcfCodec } from "../../runtime/src/client/wcf.js";
import { valueEventsCodec } from "../../runtime/src/soap/value-events-codec.js";
import { wcfSoap12Codec } from "../../runtime/src/client/wcf-soap12.js";
import { wcfMixedCodec } from "../../runtime/src/soap/wcf-serializer.js";
import { objectCodec } from "../../runtime/src/soap/object-value.js";
import { dataSetCodec } from "../../runtime/src/soap/structured.js";
import { xmlNodeCodec } from "../../runtime/src/soap/xml-node.js";
import { dataContractXmlCodec } from "../../runtime/src/soap/data-contract-xml.js";
import { anyAttributesCodec } from "../../runtime/src/soap/any-attributes.js";
import { choiceIdentifierCodec } from "../../runtime/src/client/choice-identifier.js";
import { anyWrapperCodec } from "../../runtime/src/soap/any-wrapper.js";
import { writePlansCodec } from "../../runtime/src/soap/write-plans.js";
import { wcfPortsCodec } from "../../runtime/src/client/wcf-ports.js";
import { headerBlocksCodec } from "../../runtime/src/client/header-blocks.js";
import { qualifiedNameCodec } from "../../runtime/src/qualified-name.js";
import { uriCodec } from "../../runtime/src/text/uri.js";
import { iSerializableCodec } from "../../runtime/src/soap/serialization-entries.js";
import { dataContractCodec } from "../../runtime/src/soap/data-contract-writer.js";
import { httpDocumentCodec } from "../../runtime/src/http-document.js";
import { dataTypesCodec } from "../../runtime/src/data-types.js";
import { timesCodec } from "../../runtime/src/text/wcf-times.js";
import { choiceElements } from "../model/choice.js";
import { portBindingName } from "../model/binding-order.js";
import { knownTypeName } from "../model/data-contracts.js";
import { wcfMetadataDocuments } from "./wcf-metadata.js";
import { hierarchyText } from "../model/class-text.js";
import type { ComplexTypeModel, FieldModel, MessageContractModel, MessagePartModel, OperationModel, OperationWcfModel, ServiceModel, TableModel, TypeModel } from "../model/types.js";

function table(model: TableModel): TableDescriptor {
  // The model gives columns no char or date type (resolveColumns refuses them).
  return { name: model.name, columns: model.columns.map((c) => ({ name: c.name, type: c.type.name as ColumnDescriptor["type"] })) };
}

export function valueType(type: TypeModel): ValueType {
  switch (type.kind) {
    case "simple":
      return { kind: "simple", type: type.simple.name, ...(type.dataType !== undefined ? { dataType: type.dataType } : {}), ...(type.stream ? { stream: true as const } : {}) };
    case "enum": {
      const e = type.enum;
      const positional = e.numbers.every((n, i) => n === i);
      return {
        kind: "enum",
        name: e.name,
        values: e.values,
        ...(positional ? {} : { numbers: e.numbers }),
        ...(e.flags ? { flags: true as const } : {}),
        ...(e.remainingBits ? { remainingBits: true as const } : {}),
      };
    }
    case "array":
      return { kind: "array", item: valueType(type.item), itemElement: type.itemElement, ...(type.itemNillable ? { itemNillable: true } : {}), ...(type.itemUnqualified ? { itemUnqualified: true as const } : {}), ...(type.itemNamespace !== undefined ? { itemNamespace: type.itemNamespace } : {}), ...(type.namespace !== undefined ? { namespace: type.namespace } : {}) };
    case "map":
      return { kind: "map", key: valueType(type.key), value: valueType(type.value), itemElement: type.itemElement, keyElement: type.keyName, valueElement: type.valueName, namespace: type.namespace };
    case "complex":
      return { kind: "complex", name: type.complex.name, ...(type.complex.struct ? { struct: true as const } : {}) };
    case "dataSet":
      return {
        kind: "dataSet",
        ...(type.typed ? { typedNamespace: type.typed.namespace } : {}),
        ...(type.dataSetName !== undefined ? { dataSetName: type.dataSetName } : {}),
        ...(type.tables ? { tables: type.tables.map(table) } : {}),
      };
    case "dataTable":
      return { kind: "dataTable", ...(type.table ? { table: table(type.table) } : {}) };
    case "xml":
      return { kind: "xml", node: type.node };
    case "choice":
      return {
        kind: "choice",
        elements: choiceElements(type).map((e) => ({ element: e.element, type: valueType(e.type) as ComplexRef | SimpleType })),
        ...(type.by === "element" ? { identified: true as const } : {}),
      };
    case "object":
      return { kind: "object" };
    case "serializable":
      return { kind: "serializable", name: type.serializable.name };
  }
}

function field(f: FieldModel): FieldDescriptor {
  return {
    wireName: f.wireName,
    tsName: f.tsName,
    type: valueType(f.type),
    // Flags that are false are left out (the runtime reads an absent flag as false).
    ...(f.optional ? { optional: true } : {}),
    ...(f.nillable ? { nillable: true } : {}),
    ...(f.secret ? { secret: true } : {}),
    ...(f.credential !== undefined ? { credential: f.credential } : {}),
    ...(f.httpName !== f.wireName ? { httpName: f.httpName } : {}),
    ...(f.choiceIdentifier !== undefined ? { choiceIdentifier: f.choiceIdentifier } : {}),
    ...(f.form !== "element" ? { form: f.form } : {}),
    ...(f.list ? { list: true as const } : {}),
    ...(f.anyElements !== undefined ? { anyElements: f.anyElements.map((e) => ({ ...e })) } : {}),
    ...(f.namespace !== undefined ? { namespace: f.namespace } : {}),
    // An attribute's form changes the WSDL only.
    ...(f.unqualified && f.form !== "attribute" ? { unqualified: true as const } : {}),
    ...(f.qualified ? { qualified: true as const } : {}),
    ...(f.default !== undefined ? { default: f.default } : {}),
    ...(f.writtenAtDefault ? { writtenAtDefault: true as const } : {}),
    ...(f.dataMember?.required ? { required: true as const } : {}),
    ...(f.dataMember && !f.dataMember.emitDefault ? { omitDefault: true as const } : {}),
  };
}

/** WCF: the known types a value of `type` may be by i:type, theirs too, in declaration order. */
/**
 * An enum or array type an object value may be. An enum of a namespace of its own carries it for its xsi:type:
 * under DataContractSerializer its data contract's (`i:type="b:Tone" xmlns:b="<its namespace>"`, lab
 * object-values), under XmlSerializer its [XmlType(Namespace)] (`xmlns:q1="urn:common" xsi:type="q1:Currency"`,
 * lab enum-namespace); otherwise the element's.
 */
function objectType(type: TypeModel): ValueType {
  const value = valueType(type);
  return type.kind === "enum" && type.enum.namespace !== undefined && value.kind === "enum"
    ? { ...value, namespace: type.enum.namespace }
    : value;
}

/**
 * DataContractSerializer: the subclasses a value of `type` may be by i:type: those among its known types, theirs
 * too (a known class that is no subclass is followed, not listed), in declaration order.
 */
function knownTypesOf(type: ComplexTypeModel, seen: Set<ComplexTypeModel> = new Set([type]), root: ComplexTypeModel = type): string[] {
  return (type.knownTypes ?? []).flatMap((k) => {
    if (seen.has(k)) return [];
    seen.add(k);
    return [...(derivesFrom(k, root) ? [k.name] : []), ...knownTypesOf(k, seen, root)];
  });
}

function derivesFrom(type: ComplexTypeModel, base: ComplexTypeModel): boolean {
  for (let t = type.base; t; t = t.base) if (t === base) return true;
  return false;
}

/** Every class that extends `type`, directly or not, depth first in declaration order. */
function subtypesOf(type: ComplexTypeModel): string[] {
  return type.derived.flatMap((d) => [d.name, ...subtypesOf(d)]);
}

/** The fields of each class of the chain, those of a class with its own namespace carrying it. */
function ownFields(chain: readonly ComplexTypeModel[], pick: (t: ComplexTypeModel) => readonly FieldModel[]): FieldDescriptor[] {
  return chain.flatMap((t) =>
    pick(t).map((f) => field(t.namespace !== undefined && f.namespace === undefined && f.form !== "attribute" && !f.unqualified ? { ...f, namespace: t.namespace } : f)),
  );
}

function complex(type: ComplexTypeModel, dataContract: boolean): ComplexDescriptor {
  const chain: ComplexTypeModel[] = [];
  for (let t: ComplexTypeModel | undefined = type; t; t = t.base) chain.unshift(t);
  const attributes = chain.flatMap((t) => t.attributes).map(field);
  // DataContractSerializer accepts the known types only; XmlSerializer every subclass the service declares.
  // An ISerializable hierarchy is one as a data contract's: a subclass by i:type (lab wcf/iserializable-tree).
  const subtypes = dataContract ? knownTypesOf(type) : subtypesOf(type);
  // DataContractSerializer: the other subclasses are read and written only where the stack knows them.
  const scoped = dataContract ? subtypesOf(type).filter((name) => !subtypes.includes(name)) : [];
  return {
    name: type.name,
    ...(type.typeName !== type.name ? { typeName: type.typeName } : {}),
    ...(type.namespace !== undefined ? { namespace: type.namespace } : {}),
    ...(type.abstract ? { abstract: true as const } : {}),
    // [XmlType(AnonymousType = true)]: no xsi:type names it, so an object cannot hold it (lab object-anonymous).
    ...(type.anonymous ? { anonymous: true as const } : {}),
    ...(type.base ? { base: type.base.name } : {}),
    ...(subtypes.length ? { subtypes } : {}),
    ...(scoped.length ? { scoped } : {}),
    fields: ownFields(chain, (t) => t.fields),
    ...(attributes.length ? { attributes } : {}),
    // [XmlText] is the hierarchy's (lab text-inheritance): on the class or one of its bases.
    ...(hierarchyText(type) ? { text: field(hierarchyText(type)!) } : {}),
    ...(type.mixed ? { mixed: type.mixed } : {}),
    ...(type.isReference ? { isReference: true as const } : {}),
    ...(type.iSerializable ? { entries: true as const } : {}),
    ...(type.factoryType ? { factoryType: type.factoryType.name } : {}),
    ...(dataContract && type.knownScope ? { known: type.knownScope.map(knownTypeName) } : {}),
  };
}

/** A message contract part (header or body member) as a field in its own namespace. */
function part(p: MessagePartModel): FieldDescriptor {
  return { wireName: p.name, tsName: p.tsName, type: valueType(p.type), namespace: p.namespace, ...(p.nillable ? { nillable: true } : {}) };
}

function message(m: MessageContractModel): WcfMessageDescriptor {
  return {
    ...(m.wrapper ? { wrapper: m.wrapper } : {}),
    headers: m.headers.map((h) => ({ ...part(h), ...(h.mustUnderstand ? { mustUnderstand: true as const } : {}) })),
    body: m.body.map(part),
  };
}

/**
 * WCF: the contract (its name and endpoint address), the reply and fault actions, and the message contracts
 * (action and wrapper namespace are in `wire`).
 */
function wcfOperation(model: ServiceModel, operation: OperationModel, op: OperationWcfModel): WcfOperationDescriptor {
  const contract = model.wcf?.contracts.find((c) => c.name === op.contract);
  // The fault action .NET gives a FaultContract without Action: <contract ns>/<contract>/<operation><fault name>.
  const ns = contract?.namespace ?? "";
  const base = `${ns.endsWith("/") ? ns : `${ns}/`}${op.contract}/${operation.wire.messageName}`;
  const faultActions = Object.fromEntries(op.faults.map((f, i) => [operation.faults[i]!.name, `${base}${f.name}`]));
  return {
    address: contract?.address ?? "",
    ...(contract?.ports[0]?.soap12 ? { soap12: true as const } : {}),
    contract: op.contract,
    replyAction: op.replyAction,
    ...(op.faults.length ? { faultActions } : {}),
    ...(op.message ? { message: { request: message(op.message.request), ...(op.message.response ? { response: message(op.message.response) } : {}) } } : {}),
    // A service mixing serializers: an operation of the other one says so (the codec reads by its rules).
    ...(op.serializer !== model.wcf!.serializer ? { serializer: op.serializer } : {}),
    ...(op.knownScope ? { known: op.knownScope.map(knownTypeName) } : {}),
  };
}

export function descriptorOf(model: ServiceModel): ServiceDescriptor {
  const dataContract = model.wcf?.serializer === "dataContract";
  const operations: OperationDescriptor[] = model.operations.map((op) => ({
    name: op.name,
    messageName: op.wire.messageName,
    tsName: op.tsName,
    bindings: op.callBindings,
    ...(op.namedBinding !== undefined ? { namedBinding: op.namedBinding } : {}),
    ...(op.wire.wrapperNamespace !== model.namespace ? { wrapperNamespace: op.wire.wrapperNamespace } : {}),
    ...(op.wire.requestNamespace !== op.wire.wrapperNamespace ? { requestNamespace: op.wire.requestNamespace } : {}),
    ...(op.wire.responseNamespace !== op.wire.wrapperNamespace ? { responseNamespace: op.wire.responseNamespace } : {}),
    idempotent: op.idempotent,
    ...(op.wire.bare ? { bare: true as const } : {}),
    requestElement: op.wire.requestElement,
    responseElement: op.wire.responseElement,
    resultElement: op.wire.resultElement,
    ...(op.result?.member !== undefined
      ? {
          resultChoice: {
            ...(op.result.member.choiceIdentifier !== undefined ? { identifier: op.result.member.choiceIdentifier } : {}),
            ...(op.result.member.form === "repeated" ? { repeated: true as const } : {}),
          },
        }
      : {}),
    soapAction: op.wire.soapAction,
    httpPath: op.wire.httpPath,
    httpResultElement: op.wire.httpResultElement,
    ...(op.wire.resultNamespace !== undefined ? { resultNamespace: op.wire.resultNamespace } : {}),
    ...(op.wire.httpResultNamespace !== undefined ? { httpResultNamespace: op.wire.httpResultNamespace } : {}),
    ...(op.wire.httpNullEmpty ? { httpNullEmpty: true as const } : {}),
    fields: op.fields.map(field),
    ...(op.result ? { result: valueType(op.result.type) } : {}),
    ...(op.result?.httpType ? { httpResult: valueType(op.result.httpType) } : {}),
    ...(op.result?.nillable ? { resultNillable: true } : {}),
    ...(op.result?.unqualified ? { resultUnqualified: true as const } : {}),
    ...(op.result?.any ? { resultAny: true as const } : {}),
    ...(op.result?.anyElements !== undefined ? { resultAnyElements: op.result.anyElements.map((e) => ({ ...e })) } : {}),
    ...(op.outParams.length ? { outParams: op.outParams.map(field) } : {}),
    ...(op.oneWay ? { oneWay: true as const } : {}),
    ...(op.useHttpGet ? { useHttpGet: true as const } : {}),
    ...(op.enableSession ? { enableSession: true as const } : {}),
    ...(op.cacheDuration !== undefined ? { cacheDuration: op.cacheDuration } : {}),
    ...(op.unknownHeaders ? { unknownHeaders: op.unknownHeaders } : {}),
    ...(op.headers.length
      ? {
          headers: op.headers.map((h) => ({
            element: h.header.name,
            tsName: h.tsName,
            direction: h.direction,
            ...(h.required ? { required: true } : {}),
          })),
        }
      : {}),
    ...(op.faults.length ? { faults: op.faults.map((f) => f.name) } : {}),
    ...(op.wcf ? { wcf: wcfOperation(model, op, op.wcf) } : {}),
  }));
  const data: ServiceDescriptor = {
    name: model.name,
    namespace: model.namespace,
    endpoint: model.endpoint,
    ...(model.wcf
      ? {
          wcf: {
            contracts: model.wcf.contracts.map((c) => ({
              name: c.name,
              namespace: c.namespace,
              address: c.address,
              ...(c.ports.length > 1 ? { addresses: c.ports.map((p) => p.address) } : {}),
              ...(c.ports.some((p) => p.soap12) ? { soap12: c.ports.filter((p) => p.soap12).map((p) => p.address) } : {}),
              // The port names a client chooses among (its `ports` option), where there are several.
              ...(c.ports.length > 1 ? { ports: c.ports.map((p) => p.bindingName) } : {}),
            })),
            documents: wcfMetadataDocuments(model).map((d) => d.query),
            ...(model.wcf.twins ? { otherTypes: Object.fromEntries(model.wcf.twins.map((t) => [t.name, complex(t, t.serializer === "dataContract")])) } : {}),
          },
        }
      : {}),
    ...(model.routingStyle === "requestElement" ? { routing: "requestElement" as const } : {}),
    ...(model.documentSet
      ? { documents: [...model.documentSet.wsdl.map((d) => `wsdl=${d.id}`), ...model.documentSet.schemas.map((d) => `schema=${d.id}`)] }
      : {}),
    operations,
    ...(dataContract ? { serializer: "dataContract" as const } : {}),
    ...(model.types.length ? { types: Object.fromEntries(model.types.map((t) => [t.name, complex(t, (t.serializer ?? model.wcf?.serializer) === "dataContract")])) } : {}),
    ...(model.objectTypes.length ? { objectTypes: Object.fromEntries(model.objectTypes.map((t) => [t.name, objectType(t.type)])) } : {}),
    ...(model.httpObjectTypes ? { httpObjectTypes: model.httpObjectTypes } : {}),
    ...(model.scriptService ? { scriptService: { typeIds: Object.fromEntries(model.scriptService.typeIds.map((t) => [t.type.name, t.id])) } } : {}),
    soapPorts: model.bindings.filter((b) => (b.kind === "soap11" || b.kind === "soap12") && b.operations.length > 0).map(portBindingName),
  };
  // The codecs its values need, as the generated descriptor imports them (descriptor.ts prints them by name).
  const codecs = codecsOf(data);
  return codecs.length ? { ...data, codecs: Object.fromEntries(codecs.map((c) => [c, CODECS[c]])) } : data;
}

const CODECS: Required<ValueCodecs> = {
  dataSet: dataSetCodec,
  writePlans: writePlansCodec,
  xmlNode: xmlNodeCodec,
  anyWrapper: anyWrapperCodec,
  anyAttributes: anyAttributesCodec,
  qualifiedName: qualifiedNameCodec,
  uri: uriCodec,
  dataTypes: dataTypesCodec,
  times: timesCodec,
  dataContract: dataContractCodec,
  dataContractXml: dataContractXmlCodec,
  iSerializable: iSerializableCodec,
  httpDocument: httpDocumentCodec,
  object: objectCodec,
  valueEvents: valueEventsCodec,
  json: jsonCodec,
  wcf: wcfCodec,
  wcfSoap12: wcfSoap12Codec,
  wcfMixed: wcfMixedCodec,
  wcfPorts: wcfPortsCodec,
  headerBlocks: headerBlocksCodec,
  choiceIdentifier: choiceIdentifierCodec,
};

/**
 * The codecs of soap/codecs.ts a descriptor needs (its values' kinds, its client's faces), by their key in
 * `codecs`, with the runtime symbol of each.
 */
export const CODEC_SYMBOLS = {
  dataSet: "dataSetCodec",
  writePlans: "writePlansCodec",
  xmlNode: "xmlNodeCodec",
  anyWrapper: "anyWrapperCodec",
  anyAttributes: "anyAttributesCodec",
  qualifiedName: "qualifiedNameCodec",
  uri: "uriCodec",
  dataTypes: "dataTypesCodec",
  times: "timesCodec",
  dataContract: "dataContractCodec",
  dataContractXml: "dataContractXmlCodec",
  iSerializable: "iSerializableCodec",
  httpDocument: "httpDocumentCodec",
  object: "objectCodec",
  valueEvents: "valueEventsCodec",
  json: "jsonCodec",
  wcf: "wcfCodec",
  wcfSoap12: "wcfSoap12Codec",
  wcfMixed: "wcfMixedCodec",
  wcfPorts: "wcfPortsCodec",
  headerBlocks: "headerBlocksCodec",
  choiceIdentifier: "choiceIdentifierCodec",
} as const;

export type CodecKey = keyof typeof CODEC_SYMBOLS;

const CODEC_ORDER: readonly CodecKey[] = ["dataSet", "writePlans", "xmlNode", "anyWrapper", "anyAttributes", "qualifiedName", "uri", "dataTypes", "times", "dataContract", "dataContractXml", "iSerializable", "httpDocument", "object", "valueEvents", "json", "wcf", "wcfSoap12", "wcfMixed", "wcfPorts", "headerBlocks", "choiceIdentifier"];

const CODEC_OF_KIND: Readonly<Record<string, readonly CodecKey[]>> = {
  dataSet: ["dataSet"],
  dataTable: ["dataSet"],
  xml: ["xmlNode"],
  serializable: ["xmlNode"],
  // An object's untyped content is XML content.
  object: ["object", "xmlNode"],
};

/**
 * The codecs a service needs: those of its values (DataSet, XmlNode, object: every `kind` of a value type
 * anywhere in its descriptor) and of its client's faces (the ScriptService's JSON, WCF's framing), in the
 * order of CODEC_SYMBOLS. The generated descriptor imports these and no others.
 */
export function codecsOf(descriptor: Omit<ServiceDescriptor, "codecs">): CodecKey[] {
  const needed = new Set<CodecKey>();
  let xml = false;
  let complex = false;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "kind" && typeof child === "string") {
          for (const codec of CODEC_OF_KIND[child] ?? []) needed.add(codec);
          if (child === "xml") xml = true;
          if (child === "complex") complex = true;
        }
        // An ISerializable class's entries are objects (docs/wcf-design.md §38).
        else if (key === "entries" && child === true) {
          needed.add("iSerializable");
          for (const codec of CODEC_OF_KIND.object ?? []) needed.add(codec);
        }
        // An [XmlAnyAttribute] member's items: its own codec (the kind "xml" names the XmlNode one too).
        else if (key === "node" && child === "XmlAttribute") needed.add("anyAttributes");
        // A QName value (a simple type's `type`): read and written with the declarations in scope.
        else if (key === "type" && child === "QName") needed.add("qualifiedName");
        // A URI value (WCF's System.Uri): escaped as DataContractSerializer escapes it.
        else if (key === "type" && child === "anyURI") needed.add("uri");
        // A TimeSpan or DateTimeOffset (WCF's): their text forms are the times codec's.
        else if (key === "type" && (child === "duration" || child === "dateTimeOffset")) needed.add("times");
        // A result whose HTTP document maps otherwise: the HTTP document codec's.
        else if (key === "httpResult") {
          needed.add("httpDocument");
          visit(child);
        }
        // A simple type of another XML Schema type ([XmlElement(DataType)]: token, hexBinary, time...): read and
        // written by the data-types codec; a time of day is also an HTTP parameter's whole DateTime.
        else if (key === "dataType" && (value as { kind?: unknown }).kind === "simple") {
          needed.add("dataTypes");
          if (child === "time") needed.add("httpDocument");
        }
        else visit(child);
      }
    }
  };
  visit(descriptor);
  // A SoapUnknownHeader[] (spec unknownHeaders): its blocks are XmlNode values, written and read by that codec.
  if (descriptor.operations.some((o) => o.unknownHeaders !== undefined)) needed.add("xmlNode");
  // A byte[] parameter of an HTTP GET/POST call goes as its bytes' decimal values, a char as the character (the HTTP
  // document codec's).
  const overHttp = (o: (typeof descriptor.operations)[number]) => o.bindings.some((b) => b === "httpGet" || b === "httpPost");
  const httpForm = (f: FieldDescriptor) =>
    (f.type.kind === "simple" && (f.type.type === "base64Binary" || f.type.type === "char")) ||
    (f.type.kind === "array" && f.type.item.kind === "simple" && f.type.item.type === "char");
  if (descriptor.operations.some((o) => overHttp(o) && o.fields.some(httpForm))) needed.add("httpDocument");
  // WCF's DataContractSerializer writes values its own way.
  const dataContract = descriptor.serializer === "dataContract" || descriptor.operations.some((o) => o.wcf?.serializer === "dataContract");
  // Its reader also reads WCF's ExceptionDetail (DataContractSerializer's in every WCF service, client/wcf.ts).
  if (dataContract || descriptor.wcf) needed.add("dataContract");
  // Its XmlElement and XmlNode[] members: the DataContract XML codec, on the XmlNode codec's values.
  if (dataContract && xml) needed.add("dataContractXml");
  // An XmlSerializer object may hold a QName (xsi:type="xsd:QName", lab qualified-name-object), which the QName
  // codec reads and writes; DataContractSerializer's object holding one is not recorded (refused by its codec).
  if (needed.has("object") && descriptor.serializer !== "dataContract") needed.add("qualifiedName");
  // An object may hold a TimeSpan or DateTimeOffset (xsi:type ser:duration, System's DateTimeOffset): the times codec.
  if (needed.has("object")) needed.add("times");
  // DataContractSerializer's object may hold a Uri (i:type="b:anyURI", lab object-values): its escaping is the uri codec's.
  if (needed.has("object") && dataContract) needed.add("uri");
  // XmlSerializer's classes are written from per-class plans (the same text as without them, each field through
  // emitField); DataContractSerializer writes its own way.
  const xmlSerializer = descriptor.serializer !== "dataContract" || descriptor.operations.some((o) => o.wcf?.serializer === "xmlSerializer");
  if (xmlSerializer && (complex || Object.keys(descriptor.types ?? {}).length > 0)) needed.add("writePlans");
  // A client of XmlSerializer's values reads class and array results from events (DataContractSerializer's: from the tree).
  const eventResult = (t: ValueType | undefined) => t?.kind === "complex" || t?.kind === "array";
  if (descriptor.serializer !== "dataContract" && descriptor.operations.some((o) => eventResult(o.result) || eventResult(o.httpResult))) needed.add("valueEvents");
  if (descriptor.scriptService) needed.add("json");
  if (descriptor.wcf) needed.add("wcf");
  // A SOAP 1.2 port's framing and faults, and the views of a service mixing serializers: their own codecs.
  if (descriptor.wcf?.contracts.some((c) => c.soap12) || descriptor.operations.some((o) => o.wcf?.soap12)) needed.add("wcfSoap12");
  if (descriptor.operations.some((o) => o.wcf?.serializer !== undefined)) needed.add("wcfMixed");
  // A contract of several ports: the client's `ports` option chooses among them (the wcfPorts codec's).
  if (descriptor.wcf?.contracts.some((c) => c.ports !== undefined)) needed.add("wcfPorts");
  // SoapUnknownHeader[] and [SoapHeader(Direction = Fault)] (labs unknown-echo, header-fault): the client's side.
  if (descriptor.operations.some((o) => o.unknownHeaders !== undefined || o.headers?.some((h) => h.direction === "fault"))) needed.add("headerBlocks");
  // [XmlAnyElement] on a parameter or result (lab any-parameters): its elements directly in the wrapper.
  if (descriptor.operations.some((o) => o.resultAny === true || o.fields.some((f) => f.form === "any"))) needed.add("anyWrapper");
  // [XmlChoiceIdentifier] on an array parameter, a result or an out parameter (labs choice-parameters, choice-results).
  const choiceParameter = (o: (typeof descriptor.operations)[number]) =>
    o.resultChoice !== undefined || o.fields.some((f) => f.form === "repeated") || (o.outParams ?? []).some((f) => f.choiceIdentifier !== undefined);
  if (descriptor.operations.some(choiceParameter)) needed.add("choiceIdentifier");
  return CODEC_ORDER.filter((key) => needed.has(key));
}
