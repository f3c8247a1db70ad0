/**
 * Writing values as DataContractSerializer (WCF) does: what it does differently, see data-contract.ts. Reached
 * only through the descriptor's `dataContract` codec (dataContractCodec), which a WCF service of
 * DataContractSerializer names, so that a bundle of an ASMX client holds none of it.
 */
import type { ComplexDescriptor, ValueType } from "../descriptor.js";
import { ValueFormatError } from "../values.js";
import { escapeAttribute, escapeText } from "../xml/escape.js";
import { classOf, defaultValue, isValueType, type WireTypes } from "./classes.js";
import { codecOf, codecsIn, type DataContractCodec } from "./codecs.js";
import { ownField } from "../own.js";
import { readDataContract } from "./data-contract-reader.js";
import {
  declareNamespace,
  KNOWN_HERE,
  knownHere,
  NO_KNOWN,
  QNAME_OBJECT,
  qualify,
  UNTYPED_OBJECT,
  classesHere,
  SERIALIZATION_NS,
  SYSTEM_NS,
  xsiAttribute,
  type NamespaceScope,
} from "./data-contract.js";
import { dateTimeOffsetParts } from "../text/wcf-times.js";
import { checkedText, located, MAX_DEPTH, valueText, type WriteContext } from "./value-writer.js";
import { XSD_NS } from "../protocol.js";
import { entriesWithType, inHierarchy } from "./classes.js";

type DataContractContext = WriteContext & { readonly dataContract: NonNullable<WriteContext["dataContract"]> };

/**
 * A start tag's name and attributes as .NET's XmlDictionaryWriter writes them: the attributes (`i:type`,
 * `i:nil`, `z:Id`) first, then the namespace declarations in the order they were made (it declares them when
 * it ends the start tag). Attribute values never hold `"` (escaped).
 */
function dcStart(start: string): string {
  const space = start.indexOf(" ");
  if (space < 0) return start;
  const attributes = start.slice(space).match(/ [^\s=]+="[^"]*"/g) ?? [];
  const declarations = attributes.filter((a) => a.startsWith(" xmlns"));
  if (declarations.length === 0 || declarations.length === attributes.length) return start;
  return start.slice(0, space) + attributes.filter((a) => !a.startsWith(" xmlns")).join("") + declarations.join("");
}

/** An element of DataContractSerializer's: `<x/>` when it has no content (.NET writes no space before `/>`). */
function dcElement(start: string, name: string, content: string): string {
  return content ? `<${dcStart(start)}>${content}</${name}>` : `<${dcStart(start)}/>`;
}

/** A simple value's element: its text, an empty one as `<x></x>` (a string "" or an empty flags value). */
function dcText(start: string, name: string, text: string): string {
  return `<${dcStart(start)}>${text}</${name}>`;
}

function inScope(context: DataContractContext, scope: NamespaceScope): DataContractContext {
  return { ...context, dataContract: { scope, ids: context.dataContract.ids } };
}

/**
 * The namespace a member element of `type` declares for its content (ClassDataContract's
 * ChildElementNamespaces): a class's, a collection's or dictionary's, DateTimeOffset's; none for primitives
 * and enums.
 */
export function contentNamespace(service: WireTypes | undefined, type: ValueType): string | undefined {
  switch (type.kind) {
    case "complex": {
      // An ISerializable class's entries are unqualified (lab wcf/iserializable-forms): it declares none.
      const declared = classOf(service, type.name);
      return declared.entries ? undefined : declared.namespace;
    }
    case "array":
    case "map":
      return type.namespace;
    case "simple":
      return type.type === "dateTimeOffset" ? SYSTEM_NS : undefined;
    default:
      return undefined;
  }
}

/** Whether a member of this type is left out under EmitDefaultValue=false: null, or the CLR default of a value type. */
function atDefault(context: WriteContext, type: ValueType, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (!isValueType(type) || (type.kind !== "simple" && type.kind !== "enum")) return false;
  try {
    const codecs = codecsIn(context);
    return valueText(type, value, codecs) === valueText(type, defaultValue(type, context.service), codecs);
  } catch {
    return false;
  }
}

/**
 * One element of DataContractSerializer's: `local` in `ns`, qualified in scope, holding `value` (null: nil).
 * `root`: the outermost element of a value (a parameter, a result, a fault detail), which also declares
 * `xmlns:i` for a class, collection or dictionary; `contentOnly`: a message header's, whose element WCF writes
 * itself before the serializer's content (WriteObjectContent), so the value's contract namespace is not declared
 * on it and its members or items declare it where they stand (lab sweep/batches, message-headers).
 * `nilAllowed`: null is nil (reference types, nullable).
 */
export function writeDataContractElement(
  context: DataContractContext,
  local: string,
  ns: string,
  type: ValueType,
  value: unknown,
  nilAllowed: boolean,
  path: string,
  secret: boolean,
  depth: number,
  root?: { readonly declaration: string; readonly contentOnly?: true },
): string {
  try {
    if (depth > MAX_DEPTH)
      throw new ValueFormatError(`a value nested at most ${MAX_DEPTH} levels deep (is it cyclic?)`);
    if (value !== null && value !== undefined) {
      // Forms of their own codecs write whole (lab wcf/uri-qname, wcf/xml-element): a QName, XmlElement, XmlNode[].
      const codecs = codecsIn(context);
      if (type.kind === "simple" && type.type === "QName")
        return codecOf(codecs, "qualifiedName").dataContract(context.dataContract.scope, local, ns, value);
      if (type.kind === "xml")
        return codecOf(codecs, "dataContractXml").write(type.node, value, context.dataContract.scope, local, ns);
    }
    const element = qualify(context.dataContract.scope, ns, local);
    let start = element.name + element.declaration + (root?.declaration ?? "");
    let scope = element.scope;
    const inner = contentNamespace(context.service, type);
    if (inner !== undefined && inner !== ns && root?.contentOnly !== true) {
      const declared = declareNamespace(scope, inner);
      start += declared.declaration;
      scope = declared.scope;
    }
    if (value === null || value === undefined) {
      if (!nilAllowed && isValueType(type)) throw missingValue(type);
      const nil = xsiAttribute(scope, "nil");
      return `<${dcStart(`${start} ${nil.name}="true"${nil.declaration}`)}/>`;
    }
    if (root && (type.kind === "complex" || type.kind === "array" || type.kind === "map" || inner === SYSTEM_NS)) {
      // xmlns:i on the root of a class, collection or dictionary (not of a primitive: the recordings).
      const i = xsiAttribute(scope, "nil");
      start += i.declaration;
      scope = i.scope;
      // An ISerializable root also declares XML Schema's namespace, `x`, for its entries' i:type (lab wcf/iserializable).
      if (type.kind === "complex" && classOf(context.service, type.name).entries) {
        const x = qualify(scope, XSD_NS, "", "x");
        start += x.declaration;
        scope = x.scope;
      }
    }
    if (root && type.kind === "object" && untypedObject(context, value)) {
      // A System.Object as a part or result: no i:type (its declared type), xmlns:i all the same (lab
      // wcf/known-depth EchoObject.empty).
      const i = xsiAttribute(scope, "nil");
      return `<${dcStart(start + i.declaration)}/>`;
    }
    const here = inScope(context, scope);
    return writeDataContractContent(here, element.name, start, type, value, path, secret, depth);
  } catch (error) {
    throw located(error, path, secret);
  }
}

function missingValue(type: ValueType): ValueFormatError {
  const what = type.kind === "enum" ? type.name : type.kind === "simple" ? type.type : "value";
  const article = /^[aeiou]/i.test(what) ? "an" : "a";
  return new ValueFormatError(`${article} ${what} (a value type: never null)`);
}

/** The start tag's rest and the content of an element already named (`name`) and begun (`start`). */
function writeDataContractContent(
  context: DataContractContext,
  name: string,
  start: string,
  type: ValueType,
  value: unknown,
  path: string,
  secret: boolean,
  depth: number,
): string {
  switch (type.kind) {
    case "simple":
      if (type.type === "dateTimeOffset") {
        const parts = dateTimeOffsetParts(valueText(type, value, codecsIn(context)));
        if (!parts) throw new ValueFormatError("a DateTimeOffset within DateTime's range");
        const members =
          writeDataContractElement(
            context,
            "DateTime",
            SYSTEM_NS,
            { kind: "simple", type: "dateTime" },
            parts.dateTime,
            false,
            `${path}.DateTime`,
            secret,
            depth + 1,
          ) +
          writeDataContractElement(
            context,
            "OffsetMinutes",
            SYSTEM_NS,
            { kind: "simple", type: "short" },
            parts.offsetMinutes,
            false,
            `${path}.OffsetMinutes`,
            secret,
            depth + 1,
          );
        return `<${dcStart(start)}>${members}</${name}>`;
      }
      if (type.type === "anyURI") {
        const uri = codecOf(codecsIn(context), "uri").write(value);
        return dcText(start, name, escapeText(checkedText(uri)));
      }
      // A stream (StreamFormatter): its bytes as base64 chunks, none for an empty one, so `<x/>`.
      if (type.stream) return dcElement(start, name, escapeText(valueText(type, value, codecsIn(context))));
      return dcText(start, name, escapeText(valueText(type, value, codecsIn(context))));
    case "enum":
      return dcText(start, name, escapeText(valueText(type, value)));
    case "array": {
      if (!Array.isArray(value)) throw new ValueFormatError("an array");
      const ns = type.namespace ?? "";
      // A collection declares its items' contract namespace once, on itself (CollectionDataContract's ChildElementNamespace).
      const itemNs = contentNamespace(context.service, type.item);
      let here = context;
      if (itemNs !== undefined && itemNs !== ns) {
        const declared = declareNamespace(context.dataContract.scope, itemNs);
        start += declared.declaration;
        here = inScope(context, declared.scope);
      }
      const nilItems = type.itemNillable === true || !isValueType(type.item);
      let items = "";
      (value as unknown[]).forEach((item, i) => {
        items += writeDataContractItem(
          here,
          type.itemElement,
          ns,
          type.item,
          item,
          nilItems,
          `${path}[${i}]`,
          depth + 1,
        );
      });
      return dcElement(start, name, items);
    }
    case "map": {
      if (!Array.isArray(value)) throw new ValueFormatError("a list of { key, value } entries");
      let entries = "";
      (value as unknown[]).forEach((entry, i) => {
        const at = `${path}[${i}]`;
        if (typeof entry !== "object" || entry === null || !("key" in entry))
          throw new ValueFormatError("an entry { key, value }", undefined, { path: at });
        const { key, value: entryValue } = entry as { key: unknown; value: unknown };
        if (key === null || key === undefined)
          throw new ValueFormatError("a key (dictionary keys are never null)", undefined, { path: at });
        const entryElement = qualify(context.dataContract.scope, type.namespace, type.itemElement);
        const inner = inScope(context, entryElement.scope);
        const content =
          writeDataContractElement(
            inner,
            type.keyElement,
            type.namespace,
            type.key,
            key,
            false,
            `${at}.key`,
            false,
            depth + 2,
          ) +
          writeDataContractElement(
            inner,
            type.valueElement,
            type.namespace,
            type.value,
            entryValue,
            true,
            `${at}.value`,
            false,
            depth + 2,
          );
        entries += `<${entryElement.name}${entryElement.declaration}>${content}</${entryElement.name}>`;
      });
      return dcElement(start, name, entries);
    }
    case "complex":
      return writeDataContractObject(context, name, start, classOf(context.service, type.name), value, path, depth);
    case "object":
      return writeDataContractAny(context, name, start, value, path, depth);
    default:
      // DataSet and DataTable (lab wcf/dataset-xml), through the DataSet codec, which refuses any other kind: services
      // without DataSets carry none of this.
      return codecOf(codecsIn(context), "dataSet").dataContract.write(type, value, dcStart(start), name);
  }
}

/** An item of a collection: nil where items may be null. */
function writeDataContractItem(
  context: DataContractContext,
  local: string,
  ns: string,
  type: ValueType,
  item: unknown,
  nilAllowed: boolean,
  path: string,
  depth: number,
): string {
  if ((item === null || item === undefined) && !nilAllowed)
    throw new ValueFormatError(`an array without null items (${local} items are a value type)`, undefined, { path });
  // Items carry no namespace declaration of their own: their collection made it.
  const element = qualify(context.dataContract.scope, ns, local);
  if (item === null || item === undefined) {
    const nil = xsiAttribute(element.scope, "nil");
    return `<${dcStart(`${element.name}${element.declaration} ${nil.name}="true"${nil.declaration}`)}/>`;
  }
  try {
    // A QName item is written as a lone QName is (lab wcf/xml-arrays: `<q:QName xmlns:q="...Arrays">` on each item).
    if (type.kind === "simple" && type.type === "QName")
      return codecOf(codecsIn(context), "qualifiedName").dataContract(context.dataContract.scope, local, ns, item);
    // An XmlElement item holds the element as given, as a member does (lab wcf/xml-arrays: ArrayOfXmlElement).
    if (type.kind === "xml")
      return codecOf(codecsIn(context), "dataContractXml").write(
        type.node,
        item,
        context.dataContract.scope,
        local,
        ns,
      );
    const here = inScope(context, element.scope);
    return writeDataContractContent(
      here,
      element.name,
      element.name + element.declaration,
      type,
      item,
      path,
      false,
      depth,
    );
  } catch (error) {
    throw located(error, path, false);
  }
}

/** ` i:type="b:Name"` for a contract of namespace `ns`, declaring what it needs, and the context after it. */
function dataContractType(
  context: DataContractContext,
  local: string,
  ns: string,
): { attribute: string; context: DataContractContext } {
  const type = xsiAttribute(context.dataContract.scope, "type");
  const named = declareNamespace(type.scope, ns);
  const prefix = named.scope.prefixOf(ns);
  const qname = prefix ? `${prefix}:${local}` : local;
  return {
    attribute: `${type.declaration}${named.declaration} ${type.name}="${escapeAttribute(qname)}"`,
    context: inScope(context, named.scope),
  };
}

function writeDataContractObject(
  context: DataContractContext,
  name: string,
  start: string,
  declared: ComplexDescriptor,
  value: unknown,
  path: string,
  depth: number,
  exact?: ComplexDescriptor,
): string {
  if (typeof value !== "object" || value === null || Array.isArray(value) || value instanceof Uint8Array) {
    throw new ValueFormatError(`an object (a ${declared.name})`);
  }
  const actual = exact ?? dataContractClass(context, declared, value);
  // A z:Ref names an object written before: no i:type, whatever its class (lab sweep/network, Index).
  const known = actual.isReference ? context.dataContract.ids.written.get(value) : undefined;
  if (known !== undefined) {
    const z = qualify(context.dataContract.scope, SERIALIZATION_NS, "Ref", "z");
    return `<${dcStart(`${start} ${z.name}="${known}"${z.declaration}`)}/>`;
  }
  if (actual !== declared && exact === undefined) {
    const typed = dataContractType(context, actual.typeName ?? actual.name, actual.namespace ?? "");
    start += typed.attribute;
    context = typed.context;
  }
  // SerializationInfo.SetType: z:FactoryType (lab wcf/iserializable-tree MakeToken.factory, MakeHolder.token).
  if (actual.factoryType !== undefined) {
    const factory = codecOf(codecsIn(context), "iSerializable").factory(context, actual.factoryType);
    start += factory.attribute;
    context = factory.context;
  }
  if (actual.isReference) {
    const ids = context.dataContract.ids.written;
    const z = qualify(context.dataContract.scope, SERIALIZATION_NS, "Id", "z");
    context = inScope(context, z.scope);
    const id = `i${ids.size + 1}`;
    ids.set(value, id);
    start += ` ${z.name}="${id}"${z.declaration}`;
  }
  const record = value as Readonly<Record<string, unknown>>;
  let content = "";
  // Its known types are in scope for its members' values (lab wcf/known-scope); an error ends the call.
  const ids = context.dataContract.ids;
  ids.known.push(actual.known ?? NO_KNOWN);
  // An ISerializable class's entries: its own codec (lab wcf/iserializable-forms).
  // In a hierarchy `{ $type, entries }` where its class is declared; an object's value is the entries.
  if (actual.entries)
    content = codecOf(codecsIn(context), "iSerializable").write(
      context,
      exact === undefined && entriesWithType(declared) ? declared : undefined,
      record,
      path,
      depth,
    );
  for (const field of actual.fields) {
    const fieldValue = ownField(record, field.tsName);
    if (field.omitDefault && atDefault(context, field.type, fieldValue)) continue;
    const fieldPath = `${path}.${field.wireName}`;
    const nilAllowed = field.nillable === true || !isValueType(field.type);
    content += writeDataContractElement(
      context,
      field.wireName,
      field.namespace ?? actual.namespace ?? "",
      field.type,
      fieldValue,
      nilAllowed,
      fieldPath,
      field.secret === true,
      depth + 1,
    );
  }
  ids.known.pop();
  return dcElement(start, name, content);
}

/**
 * Whether an object value is a System.Object (`$type: "anyType"`), which carries nothing: content is refused, as
 * .NET's reader refuses it (lab wcf/known-depth).
 */
function untypedObject(context: DataContractContext, value: unknown): boolean {
  const objects = codecOf(codecsIn(context), "object");
  const { target, inner } = objects.parts(value, context.service);
  if (target.kind !== "anyType") return false;
  emptyContent(inner);
  return true;
}

function emptyContent(inner: unknown): void {
  const content = inner as { attributes?: readonly unknown[]; children?: readonly unknown[] } | null | undefined;
  if (
    typeof content !== "object" ||
    content === null ||
    (content.attributes?.length ?? 0) > 0 ||
    (content.children?.length ?? 0) > 0
  )
    throw new ValueFormatError(UNTYPED_OBJECT, "a System.Object carries no attributes or children: value {}");
}

/** A value of .NET's object under DataContractSerializer: `i:type` names its contract (`b:int` of XML Schema). */
function writeDataContractAny(
  context: DataContractContext,
  name: string,
  start: string,
  value: unknown,
  path: string,
  depth: number,
): string {
  const objects = codecOf(codecsIn(context), "object");
  const { target, inner } = objects.parts(value, context.service);
  if (target.kind === "anyType") {
    emptyContent(inner);
    // A member's or item's System.Object: `i:type` xs:anyType (lab wcf/known-depth MakeBox, EchoBox.empty).
    const typed = dataContractType(context, "anyType", XSD_NS);
    return `<${dcStart(start + typed.attribute)}/>`;
  }
  if (target.kind === "simple" && target.type === "QName") throw new ValueFormatError(QNAME_OBJECT);
  // .NET's writer refuses a data contract no class on the path knows ("... is not expected"; lab wcf/known-scope,
  // wcf/known-classes): an enum, a collection, a class.
  const named = target.kind === "named" ? target.name : target.kind === "complex" ? target.type.name : undefined;
  if (named !== undefined && !knownHere(context.dataContract.ids, named))
    throw new ValueFormatError(`an object value of ${KNOWN_HERE}`, `${named} is not known here`);
  const xmlType = objects.xmlType(target, true);
  if (xmlType === undefined) throw new ValueFormatError("an object value with a $type");
  const typed = dataContractType(context, xmlType.local, xmlType.ns ?? context.service?.namespace ?? "");
  if (target.kind === "complex") {
    return writeDataContractObject(
      typed.context,
      name,
      start + typed.attribute,
      target.type,
      inner,
      `${path}.value`,
      depth,
      target.type,
    );
  }
  const type: ValueType = target.kind === "simple" ? { kind: "simple", type: target.type } : target.type;
  return writeDataContractContent(
    typed.context,
    name,
    start + typed.attribute,
    type,
    inner,
    `${path}.value`,
    false,
    depth,
  );
}

/**
 * The class of a value of declared class `declared`: its `$type` when it belongs to a hierarchy, one of the classes
 * the stack allows here (a subclass only an enclosing class knows, lab wcf/known-depth; .NET's writer refuses the
 * others: "... is not expected").
 */
function dataContractClass(
  context: DataContractContext,
  declared: ComplexDescriptor,
  value: object,
): ComplexDescriptor {
  // An ISerializable class without subclasses: its value is its entries (one may be named `$type`).
  if (!inHierarchy(declared) || (declared.entries && !entriesWithType(declared))) return declared;
  const accepted = classesHere(context.dataContract.ids, declared);
  const named = (value as { $type?: unknown }).$type;
  if (named === undefined && !declared.abstract) return declared;
  if (typeof named === "string" && !accepted.includes(named) && (declared.scoped ?? []).includes(named))
    throw new ValueFormatError(`a ${declared.name} of ${KNOWN_HERE}`, `${named} is not known here`);
  if (typeof named !== "string" || !accepted.includes(named))
    throw new ValueFormatError(`an object whose $type is ${accepted.join(", ").replace(/, ([^,]*)$/, " or $1")}`);
  return classOf(context.service, named);
}

/** The DataContractSerializer codec, for a service descriptor's `codecs` (see codecs.ts). */
export const dataContractCodec: DataContractCodec = { writeElement: writeDataContractElement, read: readDataContract };
