/**
 * Reading values as XmlSerializer does: a class's elements in any order, unknown elements and attributes
 * and elements in another namespace than their field's ignored (array items share their wrapper's), a
 * repeated single field keeping its first value; absent fields left at .NET's defaults (value types 0,
 * false, the first enum member, 0001-01-01T00:00:00, zero guid; nullable ones null; `List<T>` members [];
 * others absent). `xsi:nil` counts only where the schema
 * says nillable: elsewhere the element is read as it is (a string gives "", a class an object of
 * defaults, an array [], a value type a format error). `xsi:type` (prefixed or not) picks the class and
 * must name the declared class or one derived from it; an abstract class needs one. An object member's
 * xsi:type names any simple type or class of the service (object-value.ts).
 */
import type { ComplexDescriptor, FieldDescriptor, ValueType } from "../descriptor.js";
import { XSI_NS } from "../protocol.js";
import { parseItem, ValueFormatError, type TextRules, type ValuePosition } from "../values.js";
import { attributeOf, MARKUP, type XmlAttribute, type XmlElement } from "../xml/tree.js";
import {
  classOf,
  defaultValue,
  fieldIndex,
  inHierarchy,
  isValueType,
  takesElement,
  type WireTypes,
} from "./classes.js";
import { codecOf, codecsIn, type ValueCodecs } from "./codecs.js";
import { shownText } from "../text/shown.js";
import { setField } from "../own.js";
import type { ReferenceIds } from "./data-contract.js";
import type { SimpleTypeName } from "../simple-types.js";

export interface ReadContext {
  readonly service: WireTypes | undefined;
  readonly rules: TextRules;
  /** DataContractSerializer (WCF): the IsReference objects read so far in this call, by z:Id. */
  readonly dataContract?: ReferenceIds;
  /** The codecs of DataSet, XmlNode and object values: the service's own when absent (codecs.ts). */
  readonly codecs?: ValueCodecs;
}

/** Whether an element says `xsi:nil="true"`. */
export function isNil(element: XmlElement): boolean {
  const nil = attributeOf(element, XSI_NS, "nil");
  return nil !== undefined && (nil.trim() === "true" || nil.trim() === "1");
}

export function positionOf(element: XmlElement): ValuePosition {
  return { line: element.line, column: element.column };
}

/** What a simple value's element must hold, said by the errors about it. */
export const TEXT_ONLY = "text only (no child elements inside a simple value)";
/** Why a comment or processing instruction inside one fails it. */
export const COMMENT_IN_TEXT = "a comment or processing instruction inside it";

/**
 * The text of a simple value's element: text only, as XmlReader.ReadElementString demands, which also stops at a
 * comment or processing instruction and throws (lab text-comments: ASMX answers an empty 400). `skipMarkup`:
 * as ReadElementContentAsString reads it (DataContractSerializer), those skipped.
 */
export function simpleText(element: XmlElement, skipMarkup = false): string {
  let text = "";
  for (const child of element.children) {
    if (typeof child !== "string") throw new ValueFormatError(TEXT_ONLY, undefined, { xmlException: true });
    if (child === MARKUP && !skipMarkup) throw new ValueFormatError(TEXT_ONLY, COMMENT_IN_TEXT, { xmlException: true });
    text += child;
  }
  return text;
}

/**
 * A QName's text on `element` (its own text, `trim`med, or an attribute's), its prefix bound by the declarations
 * in scope there (qualified-name.ts).
 */
export function qualifiedNameOf(
  codecs: ValueCodecs | undefined,
  element: XmlElement,
  text: string,
  trim: boolean,
): unknown {
  return codecOf(codecs, "qualifiedName").read(text, element.scope, trim);
}

/**
 * Where the reader is: the path of the value being read as segments below `root` (a field's name, an item's
 * index), made into text only when an error names it.
 */
export interface At {
  readonly root: string;
  readonly segments: (string | number)[];
}

export function pathAt(at: At): string {
  let path = at.root;
  for (const segment of at.segments) path += typeof segment === "number" ? `[${segment}]` : `.${segment}`;
  return path;
}

/**
 * The value of an element of type `type`. `nillable`: whether `xsi:nil="true"` means null here; `content`: the
 * namespace of its content, the element's own unless it is an unqualified parameter's or result's (lab parameter-forms).
 * Faults are ValueFormatErrors located at `path` and at the element at fault.
 */
export function readElement(
  context: ReadContext,
  element: XmlElement,
  type: ValueType,
  nillable: boolean,
  path: string,
  secret: boolean,
  content: string = element.ns,
): unknown {
  return readAt(context, { root: path, segments: [] }, element, type, nillable, secret, content);
}

/**
 * `content`: the namespace of the element's content (a class's fields, an array's items), the element's own
 * unless it is an unqualified member's (Form = Unqualified), whose content stays in its class's namespace.
 */
export function readAt(
  context: ReadContext,
  at: At,
  element: XmlElement,
  type: ValueType,
  nillable: boolean,
  secret: boolean,
  content: string = element.ns,
): unknown {
  const mark = at.segments.length;
  try {
    if (context.dataContract)
      return codecOf(codecsIn(context), "dataContract").read(
        context,
        context.dataContract,
        element,
        type,
        nillable,
        pathAt(at),
        secret,
      );
    // XmlSerializer reads an IXmlSerializable element with ReadSerializable whatever its xsi:nil: ReadXml runs on
    // it, so a nil item of such an array is empty content (lab xml-serializable-more: CountBags.soap11).
    if (nillable && isNil(element) && type.kind !== "serializable") return null;
    switch (type.kind) {
      case "simple":
        if (type.type === "QName") return qualifiedNameOf(codecsIn(context), element, simpleText(element), true);
        return parseItem(type, simpleText(element), context.rules, codecsIn(context));
      case "enum":
        return parseItem(type, simpleText(element), context.rules);
      case "array":
        if (CAPTURED in element) return capturedValue(context, at, element, type, nillable, secret);
        return readItems(context, at, element, type, content);
      case "complex":
        if (CAPTURED in element) return capturedValue(context, at, element, type, nillable, secret);
        return readObject(context, at, element, classOf(context.service, type.name), content);
      case "dataSet":
      case "dataTable":
        return codecOf(codecsIn(context), "dataSet").read(type, element);
      case "xml":
        // XmlSerializationReader.ReadXmlNode honours xsi:nil whatever the schema says.
        return isNil(element) ? null : codecOf(codecsIn(context), "xmlNode").readNode(element, type.node);
      case "serializable":
        return codecOf(codecsIn(context), "xmlNode").readContent(element);
      case "object": {
        const objects = codecOf(codecsIn(context), "object");
        const target = objects.targetOf(element, context.service);
        if (target.kind === "anyType") return objects.readUntyped(element);
        if (target.kind === "simple") {
          // A Uri is DataContractSerializer's (lab wcf/object-values); the XmlSerializer writer cannot write it back.
          if (target.type === "anyURI") throw new ValueFormatError(URI_OBJECT);
          // xsi:type="xsd:QName": its prefix bound where it stands (lab qualified-name-object).
          const value =
            target.type === "QName"
              ? qualifiedNameOf(codecsIn(context), element, simpleText(element), true)
              : parseItem({ kind: "simple", type: target.type }, simpleText(element), context.rules, codecsIn(context));
          return { $type: target.type, value };
        }
        at.segments.push("value");
        if (target.kind === "named") {
          const value = readAt(context, at, element, target.type, false, secret);
          at.segments.pop();
          return { $type: target.name, value };
        }
        const value = readObject(context, at, element, target.type);
        at.segments.pop();
        return { $type: target.type.name, value };
      }
      case "map":
        throw new ValueFormatError("a type XmlSerializer carries (a dictionary needs DataContractSerializer)");
      case "choice": {
        // The element names the class (the caller matched it against the choice).
        const chosen = type.elements.find((e) => e.element === element.local);
        if (!chosen)
          throw new ValueFormatError(`one of the elements ${type.elements.map((e) => e.element).join(", ")}`);
        const value = readAt(context, at, element, chosen.type, nillable, secret, content);
        // A simple value says which element it came as, as .NET's identifier member does.
        return type.identified ? { $element: chosen.element, value } : value;
      }
    }
  } catch (error) {
    if (!(error instanceof ValueFormatError)) throw error;
    // Deeper levels left their segments behind: this element's path is the one up to `mark`.
    at.segments.length = mark;
    throw error.at(pathAt(at), positionOf(element), secret);
  }
}

function readItems(
  context: ReadContext,
  at: At,
  element: XmlElement,
  type: ValueType & { kind: "array" },
  content: string,
): unknown[] {
  const { itemElement, item } = type;
  const itemNillable = type.itemNillable === true;
  // Items are in the namespace of the array's content, or in none ([XmlArrayItem(Form = Unqualified)]), or in
  // their own ([XmlArrayItem(Namespace)]).
  const itemNs = type.itemNamespace ?? (type.itemUnqualified ? "" : content);
  const items: unknown[] = [];
  const segments = at.segments;
  for (const child of element.children) {
    // Children with another name or namespace are not items: XmlSerializer skips them.
    if (typeof child === "string" || child.ns !== itemNs) continue;
    if (item.kind === "choice" ? !item.elements.some((e) => e.element === child.local) : child.local !== itemElement)
      continue;
    segments.push(items.length);
    // A class item's fields are in its items' namespace where they have one of their own.
    items.push(readAt(context, at, child, item, itemNillable, false, type.itemNamespace ?? content));
    segments.pop();
  }
  return items;
}

/**
 * What a ContentReader read from the events of a captured element (value-events.ts), kept on the element
 * for readAt: the value, or the first problem met (a ValueFormatError located below the element, its path
 * relative to it), and what the element was read as, which must be what it is read as here.
 */
export interface CapturedOutcome {
  readonly type: ValueType;
  readonly nillable: boolean;
  readonly secret: boolean;
  readonly rules: TextRules;
  readonly failed: boolean;
  readonly value: unknown;
}

export const CAPTURED: unique symbol = Symbol("captured");

type Captured = XmlElement & { readonly [CAPTURED]: CapturedOutcome };

/** Keeps what the events of a captured element gave, for readAt. */
export function keepCaptured(element: XmlElement, outcome: CapturedOutcome): void {
  Object.defineProperty(element, CAPTURED, { value: outcome });
}

function capturedValue(
  context: ReadContext,
  at: At,
  element: XmlElement,
  type: ValueType,
  nillable: boolean,
  secret: boolean,
): unknown {
  const outcome = (element as Captured)[CAPTURED];
  if (
    outcome.type !== type ||
    outcome.nillable !== nillable ||
    outcome.secret !== secret ||
    outcome.rules !== context.rules
  )
    throw new Error(`the element ${element.name} was captured to be read otherwise`);
  if (!outcome.failed) return outcome.value;
  const error = outcome.value;
  if (!(error instanceof ValueFormatError) || error.path === undefined) throw error;
  // Located below the captured element: its path continues this one.
  throw new ValueFormatError(error.expected, error.detail, {
    path: pathAt(at) + error.path,
    position: error.position,
    secret: error.secret,
    xmlException: error.xmlException,
    unknownContract: error.unknownContract,
    dotnetText: error.dotnetText,
  });
}

/** The class an element holds: its xsi:type, checked against the declared class. */
function classOfElement(context: ReadContext, element: XmlElement, declared: ComplexDescriptor): ComplexDescriptor {
  let xsiType: XmlAttribute | undefined;
  for (const a of element.attributes) if (a.local === "type" && a.ns === XSI_NS) xsiType = a;
  return classOfXsiType(context, declared, xsiType, element.ns);
}

/**
 * The class an element of namespace `ns` holds, given its xsi:type attribute (the last one, with the
 * namespace its value's prefix is bound to): the declared class or one derived from it, not abstract.
 */
export function classOfXsiType(
  context: ReadContext,
  declared: ComplexDescriptor,
  xsiType: { readonly value: string; readonly valueNs?: string | undefined } | undefined,
  ns: string,
): ComplexDescriptor {
  let actual = declared;
  if (xsiType) {
    const value = xsiType.value.trim();
    const local = value.slice(value.indexOf(":") + 1);
    const candidates = [declared, ...(declared.subtypes ?? []).map((name) => classOf(context.service, name))];
    // A class is of its own namespace, or of the namespace of the element it is met in.
    const found = candidates.find((c) => (c.typeName ?? c.name) === local && (c.namespace ?? ns) === xsiType.valueNs);
    if (!found) {
      const accepted = candidates.map((c) => c.typeName ?? c.name).join(", ");
      const where =
        xsiType.valueNs === undefined ? "an undeclared prefix" : `namespace '${shownText(xsiType.valueNs)}'`;
      throw new ValueFormatError(
        `xsi:type ${accepted} (namespace ${declared.namespace ?? ns})`,
        `the type '${shownText(local)}' in ${where} is not recognized`,
      );
    }
    actual = found;
  }
  if (actual.abstract) {
    const subtypes = (declared.subtypes ?? []).join(", ");
    throw new ValueFormatError(
      `xsi:type naming a class derived from ${actual.name} (${subtypes}): ${actual.name} is abstract`,
    );
  }
  return actual;
}

/**
 * How a class is read, computed once per class: its members in declaration order (attributes, element
 * fields, the [XmlText] member), where its element fields are in that order by wire name (a choice's by
 * each of its elements), and whether its objects say their class (`$type`).
 */
export interface ReadPlan {
  readonly members: readonly FieldDescriptor[];
  readonly attributes: number;
  readonly positions: ReadonlyMap<string, number>;
  readonly typed: boolean;
  /** The member index of the [XmlAnyElement] field, which takes every child element no other takes; or -1. */
  readonly any: number;
  /**
   * `positions` by the name's length: for each length, its names and their member indices in turn
   * ([name, index, name, index...]). The event reader looks an element's name up here, by comparing it with
   * the few names of its length, instead of hashing a string the parser has just made.
   */
  readonly byLength: readonly (readonly (string | number)[] | undefined)[];
  /** Per member (same indices as `members`): how the event reader reads its elements (see MemberStep). */
  readonly steps: readonly MemberStep[];
  /** Makes the class's (empty) objects: see objectMaker. */
  readonly object: new () => Record<string, unknown>;
}

/**
 * A constructor of plain objects (their prototype Object.prototype, as `{}`'s), one per class. V8 gives a
 * constructor's objects room in the object itself for the properties it expects (the `this.` stores of its
 * body, here never run, plus eight), then trims that room to what its first objects came to hold; `{}` holds
 * four and keeps the rest in a separate array, grown three at a time: more objects for each scavenge to
 * copy while a large value is read. So up to 24 members sit in the object.
 */
function objectMaker(): new () => Record<string, unknown> {
  const make = function (this: Record<string, unknown>) {
    if (make === undefined) {
      this.a = this.b = this.c = this.d = this.e = this.f = this.g = this.h = 0;
      this.i = this.j = this.k = this.l = this.m = this.n = this.o = this.p = 0;
    }
  } as unknown as new () => Record<string, unknown>;
  make.prototype = Object.prototype;
  return make;
}

/**
 * What the event reader (value-events.ts) asks of a member for each of its elements, taken from its
 * descriptor once, in one shape for every member: the descriptors' optional keys give their objects many
 * shapes, and reading those keys per element was a large part of the event reader's own time.
 */
export interface MemberStep {
  readonly wireName: string;
  /** The namespace its elements are in ("" when unqualified); undefined: that of its object's content. */
  readonly ns: string | undefined;
  /** Form = Unqualified: its content stays in its object's namespace. */
  readonly unqualified: boolean;
  /** An array written as repeated elements, one item each. */
  readonly repeated: boolean;
  /** The type of each element's value (a repeated array's item type), and whether it may be xsi:nil. */
  readonly type: ValueType;
  readonly nillable: boolean;
  readonly secret: boolean;
  /** The member's key in the object read. */
  readonly tsName: string;
  /** When no element of it comes: nothing, null, or absentValue called (see absentKind). */
  readonly absent: number;
  /** An [XmlAnyElement] member (its elements handed over as trees), and one taking elements by name. */
  readonly any: boolean;
  readonly anyNamed: boolean;
  /** The simple type's name when parseSimple alone reads its elements (see simpleOf); else undefined. */
  readonly simple: SimpleTypeName | undefined;
}

/**
 * The simple type's name when parseItem would read the value with parseSimple alone (a simple type with no
 * [XmlElement(DataType)], not a QName, whose prefix needs its element's declarations); else undefined.
 */
export function simpleOf(type: ValueType): SimpleTypeName | undefined {
  return type.kind === "simple" && type.dataType === undefined && type.type !== "QName" ? type.type : undefined;
}

function memberStep(field: FieldDescriptor): MemberStep {
  const repeated = field.form === "repeated" && field.type.kind === "array";
  const type = field.type;
  return {
    wireName: field.wireName,
    ns: field.unqualified ? "" : field.namespace,
    unqualified: field.unqualified === true,
    repeated,
    type: repeated && type.kind === "array" ? type.item : type,
    nillable: repeated && type.kind === "array" ? type.itemNillable === true : field.nillable === true,
    secret: field.secret === true,
    tsName: field.tsName,
    absent: absentKind(field),
    any: field.form === "any",
    anyNamed: field.anyElements !== undefined,
    simple: simpleOf(repeated && type.kind === "array" ? type.item : type),
  };
}

/** The index of the member whose element is named `local`, from a plan's `byLength`; or -1. */
export function memberIndex(plan: ReadPlan, local: string): number {
  const names = plan.byLength[local.length];
  if (names !== undefined) {
    for (let i = 0; i < names.length; i += 2) if (names[i] === local) return names[i + 1] as number;
  }
  return -1;
}

/** What an XmlSerializer object of xsi:type xsd:anyURI meets: a Uri in an object is recorded for WCF only. */
const URI_OBJECT =
  "an object value other than xsd:anyURI (a Uri in an object is recorded for DataContractSerializer only, lab wcf/object-values)";

const plans = new WeakMap<ComplexDescriptor, ReadPlan>();

export function readPlan(type: ComplexDescriptor): ReadPlan {
  let plan = plans.get(type);
  if (!plan) {
    const attributes = type.attributes ?? [];
    const members = [...attributes, ...type.fields, ...(type.text ? [type.text] : [])];
    const positions = new Map<string, number>();
    const index = fieldIndex(type);
    for (const [name, field] of index.elements) positions.set(name, attributes.length + type.fields.indexOf(field));
    const any = index.any ? attributes.length + type.fields.indexOf(index.any) : -1;
    const byLength: (string | number)[][] = [];
    for (const [name, position] of positions) (byLength[name.length] ??= []).push(name, position);
    const steps = members.map(memberStep);
    const typed = inHierarchy(type);
    plan = { members, attributes: attributes.length, positions, typed, any, byLength, steps, object: objectMaker() };
    plans.set(type, plan);
  }
  return plan;
}

/** A member not (yet) read. */
export const ABSENT: unique symbol = Symbol("absent");

/**
 * The members' values of the objects being read, one slot per member in declaration order, from the
 * innermost object's `base` up: one scratch array for all (reading is synchronous), so that an object costs
 * no set of seen fields, no map of repeated ones and no second copy to put its keys in order.
 */
const slots: unknown[] = [];
let top = 0;

function readObject(
  context: ReadContext,
  at: At,
  element: XmlElement,
  declared: ComplexDescriptor,
  content: string = element.ns,
): object {
  const type = classOfElement(context, element, declared);
  const plan = readPlan(type);
  const members = plan.members;
  const count = members.length;
  const base = top;
  top = base + count;
  for (let i = base; i < top; i++) slots[i] = ABSENT;
  try {
    for (let i = 0; i < plan.attributes; i++) {
      const field = members[i]!;
      if (field.form === "anyAttribute") {
        slots[base + i] = readAnyAttributes(context, element.attributes, members, plan.attributes, content);
        continue;
      }
      // An attribute is in no namespace, or in its class's ([XmlAttribute(Form = Qualified)]) or its own.
      const text = attributeOf(element, field.namespace ?? (field.qualified ? content : ""), field.wireName);
      if (text === undefined) {
        slots[base + i] = absentValue(field, context.service, codecsIn(context));
        continue;
      }
      if (field.type.kind !== "simple" && field.type.kind !== "enum") continue;
      try {
        slots[base + i] =
          field.type.kind === "simple" && field.type.type === "QName"
            ? qualifiedNameOf(codecsIn(context), element, text, false)
            : parseItem(field.type, text, context.rules, codecsIn(context));
      } catch (error) {
        throw error instanceof ValueFormatError
          ? error.at(`${pathAt(at)}.${field.wireName}`, positionOf(element), field.secret)
          : error;
      }
    }
    // Mixed content: the elements, and the text the last text not white space between them (lab mixed-content).
    if (!type.text || type.mixed) readFields(context, at, element, plan, base, content);
    if (type.text) slots[base + count - 1] = readText(context, at, element, type.text, type.mixed);
    const result = new plan.object();
    if (plan.typed) result.$type = type.name;
    for (let i = 0; i < count; i++) {
      const value = slots[base + i];
      if (value === ABSENT) continue;
      slots[base + i] = ABSENT;
      setField(result, members[i]!.tsName, value);
    }
    return result;
  } catch (error) {
    slots.fill(ABSENT, base, base + count);
    throw error;
  } finally {
    top = base;
  }
}

/** The element fields of an object (with slots from `base`), in any order; absent ones at their defaults. */
function readFields(
  context: ReadContext,
  at: At,
  element: XmlElement,
  plan: ReadPlan,
  base: number,
  content: string,
): void {
  const { members, positions } = plan;
  const segments = at.segments;
  for (const child of element.children) {
    if (typeof child === "string") continue;
    const index = positions.get(child.local);
    const field = index === undefined ? undefined : members[index]!;
    // An unqualified element is in no namespace; its own content stays in the class's.
    if (
      field === undefined ||
      (field.anyElements === undefined
        ? child.ns !== (field.unqualified ? "" : (field.namespace ?? content))
        : !takesElement(field, child.local, child.ns, content))
    ) {
      // [XmlAnyElement]: every element no other field takes, as it is, in document order.
      if (plan.any >= 0) readAnyElement(context, child, base + plan.any, members[plan.any]!);
      continue;
    }
    if (field.form === "any") {
      // [XmlAnyElement(Name, Namespace)]: its elements, wherever they are.
      readAnyElement(context, child, base + index!, field);
      continue;
    }
    const inner = field.unqualified ? content : child.ns;
    const slot = base + index!;
    if (field.form === "repeated" && field.type.kind === "array") {
      let items = slots[slot] as unknown[] | typeof ABSENT;
      if (items === ABSENT) slots[slot] = items = [];
      // xsi:nil counts only on items declared nillable; elsewhere it is read past, as XmlSerializer does.
      segments.push(field.wireName, items.length);
      items.push(
        readAt(context, at, child, field.type.item, field.type.itemNillable === true, field.secret === true, inner),
      );
      segments.length -= 2;
      continue;
    }
    if (slots[slot] !== ABSENT) continue; // the first of a repeat wins
    segments.push(field.wireName);
    slots[slot] = readAt(context, at, child, field.type, field.nillable === true, field.secret === true, inner);
    segments.pop();
  }
  for (let i = plan.attributes; i < members.length; i++) {
    if (slots[base + i] === ABSENT) slots[base + i] = absentValue(members[i]!, context.service, codecsIn(context));
  }
}

/**
 * One more element of an [XmlAnyElement] `field`, whose items fill `slot`; a lone XmlElement member's replaces
 * the one before (the last is kept, as XmlSerializer keeps it).
 */
export function readAnyElement(context: ReadContext, child: XmlElement, slot: number, field: FieldDescriptor): void {
  const node = codecOf(codecsIn(context), "xmlNode").readElement(child);
  if (field.type.kind !== "array") {
    slots[slot] = node;
    return;
  }
  let items = slots[slot] as unknown[] | typeof ABSENT;
  if (items === ABSENT) slots[slot] = items = [];
  items.push(node);
}

/**
 * An [XmlAnyAttribute] member: the attributes (the tree's or a start tag's) no other of the class's attribute
 * members (the first `count` of `members`) takes, read by its codec (any-attributes.ts); ABSENT when there is none.
 */
export function readAnyAttributes(
  context: ReadContext,
  attributes: Iterable<{ name: string; local: string; value: string }>,
  members: readonly FieldDescriptor[],
  count: number,
  content: string,
): unknown {
  const codec = codecOf(codecsIn(context), "anyAttributes");
  return codec.read(attributes, members, count, content) ?? ABSENT;
}

/** An [XmlText] member: the element's text (child elements, which XmlSerializer would skip, are ignored). */
/** A byte[] (base64Binary, or hexBinary by DataType): its empty text is empty bytes (not recorded otherwise). */
export function isBytes(type: FieldDescriptor["type"]): boolean {
  return type.kind === "simple" && type.type === "base64Binary";
}

/** Empty, or XML white space only. */
export function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
  }
  return true;
}

function readText(context: ReadContext, at: At, element: XmlElement, field: FieldDescriptor, mixed?: string): unknown {
  if (field.type.kind !== "simple" && field.type.kind !== "enum") return ABSENT;
  // Mixed content: the last text not white space; else the last run between comments and processing instructions
  // (lab text-comments: `v1<!--c-->v2` reads v2, `v1<?pi?>v2<![CDATA[v3]]>` v2v3).
  let text = "";
  let markup = false;
  for (const child of element.children) {
    if (typeof child !== "string") continue;
    if (child === MARKUP) markup = true;
    else {
      text = mixed ? (isBlank(child) ? text : child) : markup ? child : text + child;
      markup = false;
    }
  }
  try {
    // A QName's prefix is bound where it stands; its text is not trimmed, and no text is no name (lab
    // qualified-name-text).
    if (field.type.kind === "simple" && field.type.type === "QName") {
      return text === "" ? ABSENT : qualifiedNameOf(codecsIn(context), element, text, false);
    }
    // No text but white space is no value: XmlSerializer leaves the member as it was (lab text-empty).
    if (isBlank(text) && !isBytes(field.type)) return absentValue(field, context.service, codecsIn(context));
    return parseItem(field.type, text, context.rules, codecsIn(context));
  } catch (error) {
    throw error instanceof ValueFormatError
      ? error.at(`${pathAt(at)}.${field.wireName}`, positionOf(element), field.secret)
      : error;
  }
}

/**
 * What an absent field holds: its [DefaultValue], a List [], an optional one (XxxSpecified, minOccurs="0")
 * nothing (ABSENT), a nillable one null, a value type its .NET default, others nothing.
 */
export function absentValue(
  field: FieldDescriptor,
  types: WireTypes | undefined,
  codecs: ValueCodecs | undefined = types?.codecs,
): unknown {
  const kind = absentKind(field);
  if (kind === ABSENT_NOTHING) return ABSENT;
  if (kind === ABSENT_NULL) return null;
  if (field.default !== undefined && (field.type.kind === "simple" || field.type.kind === "enum")) {
    return parseItem(field.type, field.default, "xml", codecs);
  }
  return field.list ? [] : defaultValue(field.type, types);
}

/** absentValue's kinds: nothing (ABSENT), null, or a value made each time (a default, a list, a value type's). */
export const ABSENT_NOTHING = 0;
export const ABSENT_NULL = 1;
const ABSENT_MADE = 2;

/** Which of absentValue's kinds a field's is (it does not depend on the service). */
function absentKind(field: FieldDescriptor): number {
  if (field.default !== undefined && (field.type.kind === "simple" || field.type.kind === "enum")) return ABSENT_MADE;
  else if (field.list) return ABSENT_MADE;
  else if (field.form === "repeated" || field.form === "any" || field.form === "anyAttribute") return ABSENT_NOTHING;
  else if (field.optional && field.nillable && isValueType(field.type)) return ABSENT_NOTHING;
  else if (field.nillable) return ABSENT_NULL;
  else if (isValueType(field.type) && !field.optional) return ABSENT_MADE;
  return ABSENT_NOTHING;
}
