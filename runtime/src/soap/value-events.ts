/**
 * Class and array values read straight from parser events (a ContentReader, see xml/tree.ts), as the DataSet
 * path reads its rows (dataset/read-events.ts): a class result or parameter of a thousand objects is tens of
 * thousands of elements, which need not become a tree to be read. The reader keeps what it read on the
 * captured element (keepCaptured), where readAt (value-reader.ts) finds it.
 *
 * XmlSerializer's reading only (DataContractSerializer's stays on the tree). The tree path stays the
 * reference: the same rules, messages, paths and positions, and the first problem in document order is the
 * one reported, as the tree path meets them in that order too. Values the tree path reads with another codec
 * (DataSets, XmlNodes, object members, choices) are asked for as trees and read by it. Property tests hold
 * the two paths equal (test/runtime/value-events.test.ts).
 */
import type { ComplexDescriptor, FieldDescriptor, ValueType } from "../descriptor.js";
import { XSI_NS } from "../protocol.js";
import { setField } from "../own.js";
import { parseItem, parseSimple, ValueFormatError, type TextRules } from "../values.js";
import { COMMENT_IN_TEXT, TEXT_ONLY } from "./value-reader.js";
import type { SimpleTypeName } from "../simple-types.js";
import type { ContentReader, NamespaceScope, OpenTag, XmlElement } from "../xml/tree.js";
import { attributeOf } from "../xml/tree.js";
import { classOf, takesElement } from "./classes.js";
import { codecOf, codecsIn, type ValueCodecs } from "./codecs.js";
import {
  ABSENT,
  ABSENT_NOTHING,
  ABSENT_NULL,
  absentValue,
  isBlank,
  isBytes,
  classOfXsiType,
  isNil,
  keepCaptured,
  memberIndex,
  pathAt,
  readAnyAttributes,
  readAt,
  readPlan,
  simpleOf,
  type ReadContext,
  type ReadPlan,
} from "./value-reader.js";

/** Whether values of this type are read from events here (classes and arrays of XmlSerializer services). */
export function readsFromEvents(context: ReadContext, type: ValueType): boolean {
  return context.service?.serializer !== "dataContract" && (type.kind === "complex" || type.kind === "array");
}

/**
 * A reader for the content of `element`, whose value is of `type` (a class or an array), read as
 * readAt(context, at, element, type, nillable, secret) would read it.
 */
export function valueContentReader(
  context: ReadContext,
  element: XmlElement,
  type: ValueType,
  nillable: boolean,
  secret: boolean,
): ContentReader {
  return new ValueReader(context, element, type, nillable, secret);
}

const enum Kind {
  Simple,
  Object,
  Array,
  /** xsi:nil on a nillable element: null, content ignored. */
  Nil,
  /** A value asked for as a tree: `element` receives it. */
  Tree,
}

/** An open element whose value is being read; reused from element to element (one per depth). */
interface Frame {
  kind: Kind;
  type: ValueType;
  /**
   * Simple values: the simple type's name when parseSimple alone reads it (MemberStep.simple); arrays: their
   * items' (taken once per array); else undefined.
   */
  simple: SimpleTypeName | undefined;
  nillable: boolean;
  secret: boolean;
  line: number;
  column: number;
  /** Its place in #frames (fixed: a frame is reused at its own depth). */
  level: number;
  /**
   * Its own segments of the path: a member's wire name (or undefined: an array item, an [XmlAnyElement]
   * member's element, the captured element), then a repeat's or an item's index (or -1).
   */
  name: string | undefined;
  index: number;
  /** Where the value goes in the parent object: its slot, and whether that holds an array of repeats. */
  slot: number;
  repeated: boolean;
  /** An element of an [XmlAnyElement] member: read as the element it is (a tree). */
  any: boolean;
  /** Simple values and [XmlText] members: the text so far. */
  text: string;
  /** [XmlText] members: a comment or processing instruction since the last text, which starts a new run. */
  markup: boolean;
  /** Objects with a QName [XmlText] member: the declarations in scope, which bind its prefix. */
  scope: NamespaceScope | undefined;
  /** Objects: the class, its plan and its first slot. */
  cls: ComplexDescriptor | undefined;
  plan: ReadPlan | undefined;
  base: number;
  /** Objects and arrays: the element's namespace. */
  ns: string;
  /** Arrays: the items so far. */
  items: unknown[];
}

function newFrame(level: number): Frame {
  return {
    kind: Kind.Simple,
    type: { kind: "simple", type: "string" },
    simple: undefined,
    nillable: false,
    secret: false,
    line: 0,
    column: 0,
    level,
    name: undefined,
    index: -1,
    slot: -1,
    repeated: false,
    any: false,
    text: "",
    markup: false,
    scope: undefined,
    cls: undefined,
    plan: undefined,
    base: 0,
    ns: "",
    items: [],
  };
}

const NO_ITEMS: unknown[] = [];

/** The type of an [XmlAnyElement] member's items. */
const ANY_ITEM: ValueType = { kind: "xml", node: "XmlElement" };

/** The first attribute with this namespace and local name, as attributeOf finds it in the tree. */
function attributeOfTag(tag: OpenTag, ns: string, local: string): string | undefined {
  const attributes = tag.attributes;
  for (const key in attributes) {
    const a = attributes[key]!;
    if (a.local === local && a.uri === ns) return a.value;
  }
  return undefined;
}

function isNilTag(tag: OpenTag): boolean {
  const nil = attributeOfTag(tag, XSI_NS, "nil");
  return nil !== undefined && (nil.trim() === "true" || nil.trim() === "1");
}

/**
 * Types whose values the tree path reads with another codec, or by rules not repeated here (a QName's text
 * needs its element's declarations in scope, which the tree keeps).
 */
function readAsTree(type: ValueType): boolean {
  if (type.kind === "simple") return type.type === "QName";
  return type.kind !== "enum" && type.kind !== "complex" && type.kind !== "array";
}

function isQualifiedName(type: ValueType): boolean {
  return type.kind === "simple" && type.type === "QName";
}

class ValueReader implements ContentReader {
  readonly #context: ReadContext;
  readonly #rules: TextRules;
  /** The service's codecs (for parseItem's data types). */
  readonly #codecs: ValueCodecs | undefined;
  readonly #root: { type: ValueType; nillable: boolean; secret: boolean };
  /** Open elements, the captured one first; `#depth` of them in use. */
  readonly #frames: Frame[] = [];
  #depth = 0;
  /**
   * The path below the captured element, as readAt keeps it (root ""): made from the frames' names and
   * indices when a problem is located or a tree is read (#pathTo), not kept element by element.
   */
  readonly #segments: (string | number)[] = [];
  readonly #at: { readonly root: string; readonly segments: (string | number)[] };
  /** Elements being skipped (unknown, repeated, inside a nil or [XmlText] element): their depth. */
  #skip = 0;
  /** The members' slots of the open objects (see value-reader.ts's). */
  readonly #slots: unknown[] = [];
  #top = 0;
  /** The captured element's value, once it has closed. */
  #value: unknown;
  /** The first problem met; nothing is read after it. */
  #failed: unknown;
  #hasFailed = false;
  /**
   * The classes met without xsi:type, by their type's descriptor (compared by identity), and their plans: a
   * class value's class and plan found once per reader, not per object (a name lookup and a WeakMap each).
   */
  readonly #declaredTypes: ValueType[] = [];
  readonly #declaredClasses: ComplexDescriptor[] = [];
  readonly #declaredPlans: ReadPlan[] = [];
  /**
   * The attribute count of the tag being opened (see ContentReader.open): most have none, and then its
   * attribute record (a dictionary-mode object) is not looked through for xsi:nil, xsi:type or the class's
   * attributes (a for-in over it costs a runtime call even when it is empty).
   */
  #tagAttributes = 0;

  constructor(context: ReadContext, element: XmlElement, type: ValueType, nillable: boolean, secret: boolean) {
    this.#context = context;
    this.#rules = context.rules;
    this.#codecs = codecsIn(context);
    this.#root = { type, nillable, secret };
    this.#at = { root: "", segments: this.#segments };
    const frame = this.#push(type, nillable, secret, element.line, element.column, -1, false);
    try {
      if (nillable && isNil(element)) {
        frame.kind = Kind.Nil;
        return;
      }
      if (type.kind === "array") {
        this.#startArray(frame, element.ns);
      } else if (type.kind === "complex") {
        let xsiType: { value: string; valueNs?: string | undefined } | undefined;
        for (const a of element.attributes) if (a.local === "type" && a.ns === XSI_NS) xsiType = a;
        const cls = classOfXsiType(context, classOf(context.service, type.name), xsiType, element.ns);
        this.#startObject(frame, cls, element.ns, undefined, element, element.scope, readPlan(cls));
      } else throw new Error(`a ${type.kind} value is read from the tree`);
    } catch (error) {
      this.#fail(error, frame);
    }
  }

  #push(
    type: ValueType,
    nillable: boolean,
    secret: boolean,
    line: number,
    column: number,
    slot: number,
    repeated: boolean,
  ): Frame {
    const depth = this.#depth++;
    const frame = this.#frames[depth] ?? (this.#frames[depth] = newFrame(depth));
    frame.kind = Kind.Simple;
    frame.type = type;
    frame.simple = undefined;
    frame.nillable = nillable;
    frame.secret = secret;
    frame.line = line;
    frame.column = column;
    frame.slot = slot;
    frame.repeated = repeated;
    frame.any = false;
    frame.text = "";
    frame.markup = false;
    frame.name = undefined;
    frame.index = -1;
    return frame;
  }

  #startArray(frame: Frame, ns: string): void {
    frame.kind = Kind.Array;
    frame.ns = ns;
    frame.items = [];
    frame.simple = simpleOf((frame.type as Extract<ValueType, { kind: "array" }>).item);
  }

  /** An object's frame: its class, slots, and attributes read (as readObject reads them first). */
  #startObject(
    frame: Frame,
    cls: ComplexDescriptor,
    ns: string,
    tag: OpenTag | undefined,
    element: XmlElement | undefined,
    scope: NamespaceScope | undefined,
    plan: ReadPlan,
  ): void {
    frame.kind = Kind.Object;
    frame.ns = ns;
    frame.cls = cls;
    frame.scope = cls.text !== undefined && isQualifiedName(cls.text.type) ? (element?.scope ?? scope) : undefined;
    frame.plan = plan;
    const members = plan.members;
    const base = this.#top;
    frame.base = base;
    const top = base + members.length;
    this.#top = top;
    const slots = this.#slots;
    for (let i = base; i < top; i++) slots[i] = ABSENT;
    for (let i = 0; i < plan.attributes; i++) {
      const field = members[i]!;
      if (field.form === "anyAttribute") {
        const attributes = tag !== undefined ? Object.values(tag.attributes) : element!.attributes;
        slots[base + i] = readAnyAttributes(this.#context, attributes, members, plan.attributes, ns);
        continue;
      }
      // An attribute is in no namespace, or in its class's ([XmlAttribute(Form = Qualified)]) or its own.
      const attrNs = field.namespace ?? (field.qualified ? ns : "");
      const text =
        tag === undefined
          ? attributeOf(element!, attrNs, field.wireName)
          : this.#tagAttributes !== 0
            ? attributeOfTag(tag, attrNs, field.wireName)
            : undefined;
      if (text === undefined) {
        slots[base + i] = absentValue(field, this.#context.service, this.#codecs);
        continue;
      }
      if (field.type.kind !== "simple" && field.type.kind !== "enum") continue;
      try {
        slots[base + i] = isQualifiedName(field.type)
          ? codecOf(this.#codecs, "qualifiedName").read(text, element !== undefined ? element.scope : scope, false)
          : parseItem(field.type, text, this.#rules, this.#codecs);
      } catch (error) {
        throw this.#memberError(error, frame, field);
      }
    }
  }

  /** A member's value that did not read, located at its member of `frame`'s object; other errors as they are. */
  #memberError(error: unknown, frame: Frame, field: FieldDescriptor): unknown {
    if (!(error instanceof ValueFormatError)) return error;
    this.#pathTo(frame.level);
    return error.at(`${pathAt(this.#at)}.${field.wireName}`, { line: frame.line, column: frame.column }, field.secret);
  }

  /** #segments made the path to the frame at `level` (its own segments included). */
  #pathTo(level: number): void {
    const segments = this.#segments;
    segments.length = 0;
    const frames = this.#frames;
    for (let i = 1; i <= level; i++) {
      const frame = frames[i]!;
      if (frame.name !== undefined) segments.push(frame.name);
      if (frame.index >= 0) segments.push(frame.index);
    }
  }

  /** Keeps the first problem, located at `frame` as readAt locates it. */
  #fail(error: unknown, frame: Frame): void {
    if (this.#hasFailed) return;
    this.#hasFailed = true;
    this.#pathTo(frame.level);
    this.#failed =
      error instanceof ValueFormatError
        ? error.at(pathAt(this.#at), { line: frame.line, column: frame.column }, frame.secret)
        : error;
  }

  open(
    tag: OpenTag,
    line: number,
    column: number,
    resolve: (qname: string) => string | undefined,
    scope: NamespaceScope | undefined,
    attributes: number,
  ): boolean {
    if (this.#skip > 0 || this.#hasFailed) {
      this.#skip++;
      return false;
    }
    this.#tagAttributes = attributes;
    const parent = this.#frames[this.#depth - 1]!;
    switch (parent.kind) {
      case Kind.Simple:
        this.#fail(
          new ValueFormatError("text only (no child elements inside a simple value)", undefined, {
            xmlException: true,
          }),
          parent,
        );
        this.#skip++;
        return false;
      case Kind.Nil:
      case Kind.Tree:
        this.#skip++;
        return false;
      case Kind.Array: {
        // Children with another name or namespace are not items: XmlSerializer skips them.
        const array = parent.type as Extract<ValueType, { kind: "array" }>;
        const item = array.item;
        // Items are in the namespace of the array's content, or in none ([XmlArrayItem(Form = Unqualified)]), or
        // in their own ([XmlArrayItem(Namespace)]).
        if (
          tag.uri !== (array.itemNamespace ?? (array.itemUnqualified ? "" : parent.ns)) ||
          (item.kind === "choice"
            ? !item.elements.some((e) => e.element === tag.local)
            : tag.local !== array.itemElement)
        ) {
          this.#skip++;
          return false;
        }
        if (parent.simple !== undefined)
          return this.#simple(
            tag,
            line,
            column,
            item,
            parent.simple,
            array.itemNillable === true,
            false,
            -1,
            false,
            undefined,
            parent.items.length,
          );
        return this.#child(
          tag,
          line,
          column,
          resolve,
          scope,
          item,
          array.itemNillable === true,
          false,
          -1,
          false,
          undefined,
          parent.items.length,
          // A class item's fields are in its items' namespace where they have one of their own.
          array.itemNamespace ?? parent.ns,
        );
      }
      case Kind.Object: {
        const plan = parent.plan!;
        // Mixed content: its elements are read as a class's (lab mixed-content).
        if (parent.cls!.text !== undefined && !parent.cls!.mixed) {
          this.#skip++;
          return false;
        }
        const index = memberIndex(plan, tag.local);
        const step = index < 0 ? undefined : plan.steps[index]!;
        // An unqualified member's element is in no namespace; its content stays in its class's (Form = Unqualified).
        // (The common test in line; an [XmlAnyElement(Name, Namespace)] member's by its names.)
        const taken =
          step !== undefined &&
          (step.anyNamed
            ? takesElement(plan.members[index]!, tag.local, tag.uri, parent.ns)
            : tag.uri === (step.ns ?? parent.ns));
        if (!taken || step.any) {
          if (!taken && plan.any < 0) {
            this.#skip++;
            return false;
          }
          // [XmlAnyElement]: the element as it is, handed over as a tree, onto the member's items (a named one's
          // when it takes it, else the one taking every other); a lone XmlElement member's, in place of the one
          // before (the last is kept).
          const member = taken ? index : plan.any;
          const slot = parent.base + member;
          const items = plan.members[member]!.type.kind === "array";
          if (items && this.#slots[slot] === ABSENT) this.#slots[slot] = [];
          const frame = this.#push(ANY_ITEM, false, false, line, column, slot, items);
          frame.kind = Kind.Tree;
          frame.any = true;
          return true;
        }
        const content = step.unqualified ? parent.ns : tag.uri;
        const slot = parent.base + index;
        let repeat = -1;
        if (step.repeated) {
          let items = this.#slots[slot] as unknown[] | typeof ABSENT;
          if (items === ABSENT) this.#slots[slot] = items = [];
          repeat = items.length;
        } else if (this.#slots[slot] !== ABSENT) {
          this.#skip++; // the first of a repeat wins
          return false;
        }
        if (step.simple !== undefined)
          return this.#simple(
            tag,
            line,
            column,
            step.type,
            step.simple,
            step.nillable,
            step.secret,
            slot,
            step.repeated,
            step.wireName,
            repeat,
          );
        return this.#child(
          tag,
          line,
          column,
          resolve,
          scope,
          step.type,
          step.nillable,
          step.secret,
          slot,
          step.repeated,
          step.wireName,
          repeat,
          content,
        );
      }
    }
  }

  /**
   * A child element whose value parseSimple alone reads (`simple`, see MemberStep.simple): its frame, as #child
   * makes it for such a type without asking the type again.
   */
  #simple(
    tag: OpenTag,
    line: number,
    column: number,
    type: ValueType,
    simple: SimpleTypeName,
    nillable: boolean,
    secret: boolean,
    slot: number,
    repeated: boolean,
    name: string | undefined,
    index: number,
  ): boolean {
    const frame = this.#push(type, nillable, secret, line, column, slot, repeated);
    frame.name = name;
    frame.index = index;
    if (nillable && this.#tagAttributes !== 0 && isNilTag(tag)) frame.kind = Kind.Nil;
    else frame.simple = simple;
    return false;
  }

  /** A child element whose value is read: its frame, or a tree asked for. */
  #child(
    tag: OpenTag,
    line: number,
    column: number,
    resolve: (qname: string) => string | undefined,
    scope: NamespaceScope | undefined,
    type: ValueType,
    nillable: boolean,
    secret: boolean,
    slot: number,
    repeated: boolean,
    /** Its own segments of the path (see Frame). */
    name: string | undefined,
    index: number,
    /** The namespace of its content: its own, unless it is an unqualified member's or item's. */
    content: string,
  ): boolean {
    const frame = this.#push(type, nillable, secret, line, column, slot, repeated);
    frame.name = name;
    frame.index = index;
    if (readAsTree(type)) {
      frame.kind = Kind.Tree;
      return true;
    }
    const attributes = this.#tagAttributes;
    if (nillable && attributes !== 0 && isNilTag(tag)) {
      frame.kind = Kind.Nil;
      return false;
    }
    if (type.kind === "array") this.#startArray(frame, content);
    else if (type.kind === "complex") {
      try {
        let xsiType: { value: string; valueNs: string | undefined } | undefined;
        if (attributes !== 0) {
          const record = tag.attributes;
          for (const key in record) {
            const a = record[key]!;
            if (a.local === "type" && a.uri === XSI_NS) xsiType = { value: a.value, valueNs: resolve(a.value) };
          }
        }
        const known = xsiType === undefined ? this.#declaredIndex(type) : -1;
        if (known >= 0) {
          const cls = this.#declaredClasses[known]!;
          this.#startObject(frame, cls, content, tag, undefined, scope, this.#declaredPlans[known]!);
        } else {
          const cls = classOfXsiType(this.#context, classOf(this.#context.service, type.name), xsiType, tag.uri);
          this.#startObject(frame, cls, content, tag, undefined, scope, readPlan(cls));
        }
      } catch (error) {
        // Nothing more is read: the frame stays as it is, its content skipped.
        frame.kind = Kind.Nil;
        this.#fail(error, frame);
      }
    }
    return false;
  }

  /**
   * Where #declaredClasses and #declaredPlans hold the class of `type`'s values when no xsi:type names another
   * (as classOfXsiType finds it), found on first use. An abstract class throws there and is not kept.
   */
  #declaredIndex(type: Extract<ValueType, { kind: "complex" }>): number {
    const types = this.#declaredTypes;
    for (let i = 0; i < types.length; i++) if (types[i] === type) return i;
    const cls = classOfXsiType(this.#context, classOf(this.#context.service, type.name), undefined, "");
    this.#declaredClasses.push(cls);
    this.#declaredPlans.push(readPlan(cls));
    return types.push(type) - 1;
  }

  text(text: string): void {
    if (this.#skip > 0 || this.#hasFailed) return;
    const frame = this.#frames[this.#depth - 1]!;
    if (frame.kind === Kind.Simple) frame.text += text;
    else if (frame.kind === Kind.Object && frame.cls!.text !== undefined) {
      // Mixed content: each text node (the parser's every text, split by markup) replaces the one before, white
      // space aside, as XmlSerializer keeps the last (lab mixed-content). Else the last run between comments and
      // processing instructions (lab text-comments: `v1<!--c-->v2` reads v2).
      frame.text = frame.cls!.mixed ? (isBlank(text) ? frame.text : text) : frame.markup ? text : frame.text + text;
      frame.markup = false;
    }
  }

  markup(): void {
    if (this.#skip > 0 || this.#hasFailed) return;
    const frame = this.#frames[this.#depth - 1]!;
    // XmlReader.ReadElementString stops at a comment or processing instruction and throws (lab text-comments:
    // ASMX answers an empty 400).
    if (frame.kind === Kind.Simple)
      this.#fail(new ValueFormatError(TEXT_ONLY, COMMENT_IN_TEXT, { xmlException: true }), frame);
    else if (frame.kind === Kind.Object) frame.markup = true;
  }

  close(): void {
    if (this.#skip > 0) {
      this.#skip--;
      return;
    }
    if (this.#hasFailed) return;
    this.#closeFrame();
  }

  /** The innermost frame's element has closed: its value, to its parent. */
  #closeFrame(): void {
    const frame = this.#frames[--this.#depth]!;
    let value: unknown;
    try {
      value = this.#valueOf(frame);
    } catch (error) {
      this.#fail(error, frame);
      return;
    }
    if (frame.kind === Kind.Array) frame.items = NO_ITEMS;
    this.#deliver(frame, value);
  }

  #valueOf(frame: Frame): unknown {
    switch (frame.kind) {
      case Kind.Nil:
        return null;
      case Kind.Simple:
        if (frame.simple !== undefined) return parseSimple(frame.simple, frame.text, this.#rules, this.#codecs);
        return parseItem(frame.type as Parameters<typeof parseItem>[0], frame.text, this.#rules, this.#codecs);
      case Kind.Array:
        return frame.items;
      case Kind.Object:
        return this.#objectOf(frame);
      case Kind.Tree:
        throw new Error("a tree value closes through element()");
    }
  }

  #objectOf(frame: Frame): object {
    const cls = frame.cls!;
    const plan = frame.plan!;
    const members = plan.members;
    const steps = plan.steps;
    const count = members.length;
    const base = frame.base;
    const slots = this.#slots;
    try {
      if (cls.text) {
        const field = cls.text;
        if (field.type.kind === "simple" || field.type.kind === "enum") {
          try {
            // A QName's prefix is bound where it stands; its text is not trimmed, and no text is no name (lab
            // qualified-name-text).
            slots[base + count - 1] = isQualifiedName(field.type)
              ? frame.text === ""
                ? ABSENT
                : codecOf(this.#codecs, "qualifiedName").read(frame.text, frame.scope, false)
              : // No text but white space is no value: XmlSerializer leaves the member as it was (lab text-empty).
                isBlank(frame.text) && !isBytes(field.type)
                ? absentValue(field, this.#context.service, this.#codecs)
                : parseItem(field.type, frame.text, this.#rules, this.#codecs);
          } catch (error) {
            throw this.#memberError(error, frame, field);
          }
        } else slots[base + count - 1] = ABSENT;
      } else {
        for (let i = plan.attributes; i < count; i++) {
          if (slots[base + i] !== ABSENT) continue;
          const absent = steps[i]!.absent;
          if (absent === ABSENT_NULL) slots[base + i] = null;
          else if (absent !== ABSENT_NOTHING)
            slots[base + i] = absentValue(members[i]!, this.#context.service, this.#codecs);
        }
      }
      const result = new plan.object();
      if (plan.typed) result.$type = cls.name;
      for (let i = 0; i < count; i++) {
        const value = slots[base + i];
        if (value === ABSENT) continue;
        slots[base + i] = ABSENT;
        setField(result, steps[i]!.tsName, value);
      }
      return result;
    } finally {
      this.#top = base;
    }
  }

  #deliver(frame: Frame, value: unknown): void {
    if (this.#depth === 0) {
      this.#value = value;
      return;
    }
    const parent = this.#frames[this.#depth - 1]!;
    if (parent.kind === Kind.Array) parent.items.push(value);
    else if (frame.repeated) (this.#slots[frame.slot] as unknown[]).push(value);
    else this.#slots[frame.slot] = value;
  }

  element(element: XmlElement): void {
    if (this.#hasFailed) return;
    const frame = this.#frames[--this.#depth]!;
    let value: unknown;
    if (!frame.any) this.#pathTo(frame.level);
    try {
      value = frame.any
        ? codecOf(this.#codecs, "xmlNode").readElement(element)
        : readAt(this.#context, this.#at, element, frame.type, frame.nillable, frame.secret);
    } catch (error) {
      this.#depth++;
      this.#hasFailed = true;
      this.#failed = error; // located by readAt, below the captured element
      return;
    }
    this.#deliver(frame, value);
  }

  end(container: XmlElement): void {
    if (!this.#hasFailed) this.#closeFrame();
    const root = this.#root;
    const context = this.#context;
    keepCaptured(container, {
      type: root.type,
      nillable: root.nillable,
      secret: root.secret,
      rules: context.rules,
      failed: this.#hasFailed,
      value: this.#hasFailed ? this.#failed : this.#value,
    });
  }
}
