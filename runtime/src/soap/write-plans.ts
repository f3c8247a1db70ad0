/**
 * The value writer's per-class write plans (XmlSerializer's classes written in one line): a class's simple fields
 * written from tags made once, its class and array fields' elements and items from steps of their own, others as
 * emitField writes them; the same text and errors as the writer without them (test/runtime/write-plans.test.ts). A
 * descriptor codec of its own (`writePlansCodec`): clients of DataContractSerializer's services (WCF), which never
 * write an XmlSerializer class, do not carry it; a writer without it writes every field through emitField.
 */
import type { ComplexDescriptor, FieldDescriptor, ValueType } from "../descriptor.js";
import { formatItem, ValueFormatError } from "../values.js";
import { classOf, isValueType, type WireTypes } from "./classes.js";
import { ownField } from "../own.js";
import { codecsIn, type WritePlansCodec } from "./codecs.js";
import { INTEGER_RANGES } from "../text/lexical.js";
import {
  closeElement,
  emitField,
  emitObject,
  escaped,
  escapedValue,
  located,
  missing,
  NO_EXTRAS,
  nilItem,
  pathOf,
  put,
  wide,
  type Out,
  type WriteContext,
} from "./value-writer.js";

/** A class's fields written in one line where `scope` is the default namespace, from the class's plan. */
export function emitPlanned(
  out: Out,
  context: WriteContext,
  actual: ComplexDescriptor,
  record: Readonly<Record<string, unknown>>,
  depth: number,
  scope: string | undefined,
): void {
  const plan = writePlan(actual, scope);
  for (let s = 0; s < plan.length; s++) {
    const step = plan[s]!;
    // ownField's check of Object.prototype's names, made once per field.
    writeStep(out, context, step, step.inPrototype ? ownField(record, step.key) : record[step.key], depth);
  }
}

/**
 * One field of a class's plan: its value's element(s) written as emitField would write them (`depth` is the
 * class's). The planned writer's loop body, and what a generated class writer calls for a field (compiled-writers.ts).
 */
export function writeStep(out: Out, context: WriteContext, step: WriteStep, value: unknown, depth: number): void {
  const segments = out.segments;
  const field = step.field;
  if (step.kind === UNPLANNED) {
    segments.push(step.name);
    emitField(out, context, field, value, depth + 1);
    segments.pop();
    return;
  }
  if (step.kind === REPEATED) {
    // Null or absent: no element (emitField's repeated case).
    if (value === null || value === undefined) return;
    segments.push(step.name);
    emitPlannedArray(out, context, step, value, depth + 1);
    segments.pop();
    return;
  }
  if (value === null || value === undefined) {
    // As emitField: an optional nillable field tells absent (undefined) from nil (null).
    if (step.nillable && !(step.optional && value === undefined)) put(out, step.nil);
    else if (step.required) {
      segments.push(step.name);
      throw missing(field, pathOf(out));
    }
    return;
  }
  if (step.kind !== SIMPLE) {
    // As emitField and emitElement write it (the element's path is the field's, as emitElement locates).
    segments.push(step.name);
    const mark = segments.length;
    try {
      if (step.kind === CLASS) {
        emitObject(out, context, step.name, stepClass(step, context), value, depth + 1, NO_EXTRAS);
      } else emitPlannedArray(out, context, step, value, depth + 1);
    } catch (error) {
      segments.length = mark;
      throw located(error, pathOf(out), field.secret === true);
    }
    segments.pop();
    return;
  }
  if (step.elements !== undefined) {
    // A boolean's or a markup-free enum's element, made once per value (others are stepText's to refuse).
    const element = step.elements.get(value);
    if (element !== undefined) {
      put(out, element);
      return;
    }
  } else if (
    step.max !== undefined &&
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= step.min! &&
    value <= step.max
  ) {
    // An integer of at most 32 bits in its type's range: its decimal text, as formatItem writes it.
    put(out, step.open + String(value) + step.close);
    return;
  }
  let text: string;
  try {
    text = stepText(step.format, step.type as ValueType & { kind: "simple" | "enum" }, value, context);
  } catch (error) {
    segments.push(step.name);
    throw located(error, pathOf(out), field.secret === true);
  }
  put(out, text || step.endTagWhenEmpty ? step.open + text + step.close : step.empty);
  if (wide) out.marks?.text(out, text.length, step.close.length);
}

/**
 * A wrapped array field's element and items (emitElement's array case, its items as emitItem and emitElement
 * write them), or a repeated field's items (emitField's repeated case), its items simple, enum or of a class,
 * with the item tags of its step.
 */
function emitPlannedArray(out: Out, context: WriteContext, step: WriteStep, value: unknown, depth: number): void {
  // A repeated field's items are elements of its name, beside its other members (emitField's repeated case).
  const repeated = step.kind === REPEATED;
  if (!Array.isArray(value)) throw new ValueFormatError("an array", undefined, repeated ? { path: pathOf(out) } : {});
  const itemType = step.itemType!;
  const nillable = step.itemNillable;
  const items = value as unknown[];
  const segments = out.segments;
  const itemName = step.itemName;
  const itemDepth = repeated ? depth : depth + 1;
  if (!repeated) {
    put(out, step.start);
    out.open = true;
  }
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === undefined && !(i in items)) continue; // a hole, as forEach skips it
    segments.push(i);
    if (item === null || item === undefined) {
      if (!nillable) {
        throw nilItem(out, itemName);
      }
      put(out, step.itemNil);
    } else if (itemType.kind === "complex") {
      const mark = segments.length;
      try {
        emitObject(out, context, itemName, stepClass(step, context), item, itemDepth, NO_EXTRAS);
      } catch (error) {
        segments.length = mark;
        throw located(error, pathOf(out), false);
      }
    } else {
      let text: string;
      try {
        text = stepText(step.itemFormat, itemType as ValueType & { kind: "simple" | "enum" }, item, context);
      } catch (error) {
        throw located(error, pathOf(out), false);
      }
      put(out, text ? step.itemOpen + text + step.itemClose : step.itemEmpty);
      if (wide) out.marks?.text(out, text.length, step.itemClose.length);
    }
    segments.pop();
  }
  if (!repeated) closeElement(out, context, step.name, depth);
}

/**
 * The class `name` of a class step (its field's, or its array's items'): classOf's, kept on the step for the
 * service it was found in.
 */
function stepClass(step: WriteStep, context: WriteContext): ComplexDescriptor {
  const service = context.service;
  if (step.classIn === service && step.classFound !== undefined) return step.classFound;
  const found = classOf(service, step.className!);
  step.classIn = service;
  step.classFound = found;
  return found;
}

/** A planned simple value's text, as escapedValue makes it, by the step's format (formatOf). */
export function stepText(
  format: number,
  type: ValueType & { kind: "simple" | "enum" },
  value: unknown,
  context: WriteContext,
): string {
  if (format === STRING && typeof value === "string") return escaped(value);
  // A data type's text is the data-types codec's (formatItem's), reached through the service's codecs.
  const codecs = codecsIn(context);
  return format === MARKUP_FREE ? formatItem(type, value, codecs) : escapedValue(type, value, codecs);
}

/** A simple or enum value's text: escapedValue's. */
const ESCAPED = 0;
/** A string without a data type: the value itself when it is a string (formatItem's only check), escaped. */
const STRING = 1;
/**
 * A type whose formatted text is ASCII without `<`, `&`, `>` or a character XML cannot carry (numbers,
 * booleans, dates, GUIDs, base64, hex, a char's code): formatItem's text as it is, not scanned.
 */
const MARKUP_FREE = 2;

const MARKUP_FREE_TYPES: ReadonlySet<string> = new Set([
  "boolean",
  "int",
  "short",
  "byte",
  "unsignedByte",
  "unsignedShort",
  "unsignedInt",
  "long",
  "unsignedLong",
  "decimal",
  "double",
  "float",
  "dateTime",
  "date",
  "guid",
  "base64Binary",
  "char",
]);

function formatOf(type: ValueType): number {
  // An enum's text is its names (a [Flags] one's joined by spaces): markup-free when they all are.
  if (type.kind === "enum") return type.values.every(isMarkupFree) ? MARKUP_FREE : ESCAPED;
  if (type.kind !== "simple") return ESCAPED;
  if (type.dataType !== undefined) return type.dataType === "hexBinary" ? MARKUP_FREE : ESCAPED;
  return type.type === "string" ? STRING : MARKUP_FREE_TYPES.has(type.type) ? MARKUP_FREE : ESCAPED;
}

/** Whether `text` is ASCII without `<`, `&`, `>` or a character XML cannot carry: written as it is. */
function isMarkupFree(text: string): boolean {
  return /^[ -%'-;=?-~]*$/.test(text);
}

/**
 * A simple field's elements made once per value, for a boolean and an enum (not [Flags]) of markup-free
 * names: the same text as stepText's. Undefined for other types.
 */
function elementsOf(field: FieldDescriptor, open: string, close: string): ReadonlyMap<unknown, string> | undefined {
  const type = field.type;
  const values: readonly unknown[] | undefined =
    type.kind === "enum"
      ? type.flags || formatOf(type) !== MARKUP_FREE
        ? undefined
        : type.values
      : type.kind === "simple" && type.type === "boolean" && type.dataType === undefined
        ? [true, false]
        : undefined;
  if (values === undefined) return undefined;
  const elements = new Map<unknown, string>();
  for (const value of values) {
    const text = formatItem(type as ValueType & { kind: "simple" | "enum" }, value);
    elements.set(value, text ? open + text + close : "<" + close.slice(2, -1) + " />");
  }
  return elements;
}

const UNPLANNED = 0;
/** A simple or enum element: its tags made once. */
const SIMPLE = 1;
/** An element of a class (the field's declared class or a subclass): emitObject without emitField's checks. */
const CLASS = 2;
/** A wrapped array of simple, enum or class items: emitPlannedArray. */
export const ARRAY = 3;
/** An unwrapped ([XmlElement]) array of simple, enum or class items, each an element of the field's: emitPlannedArray. */
const REPEATED = 4;

/**
 * A class's element field as written in one line where `scope` is the default namespace. A field of that
 * namespace, written whatever its value (no [DefaultValue] to leave out) and not repeated, is planned: a
 * simple or enum one has its tags made once; one of a class, or a wrapped array of simple, enum or class
 * items, is written without emitField's and emitElement's checks and switches. Others (kind UNPLANNED)
 * are written by emitField.
 */
export interface WriteStep {
  readonly field: FieldDescriptor;
  /**
   * The field's member name (its tsName), element name (wireName), type and null rules, kept on the step (one
   * shape) so that writing a value reads no FieldDescriptor (of many shapes).
   */
  readonly key: string;
  readonly name: string;
  readonly type: ValueType;
  readonly nillable: boolean;
  readonly optional: boolean;
  /** A value type's field that is not optional: null or absent is refused (emitField's missing). */
  readonly required: boolean;
  /** A class step's class name (its field's, or its array's items'). */
  readonly className: string | undefined;
  /** An array's item type, whether its items may be nil, and their element name. */
  readonly itemType: ValueType | undefined;
  readonly itemNillable: boolean;
  readonly itemName: string;
  readonly kind: typeof UNPLANNED | typeof SIMPLE | typeof CLASS | typeof ARRAY | typeof REPEATED;
  /** Whether the field's name is also one of Object.prototype's (`constructor`, `toString`): see ownField. */
  readonly inPrototype: boolean;
  readonly open: string;
  readonly close: string;
  readonly empty: string;
  readonly nil: string;
  /** hexBinary: XmlSerializer writes it raw, so an empty one still has its end tag. */
  readonly endTagWhenEmpty: boolean;
  /** How a simple field's text, and a simple array's items', is made: ESCAPED, STRING or MARKUP_FREE. */
  readonly format: number;
  readonly itemFormat: number;
  /** A boolean's or a markup-free enum's element for each value (elementsOf); else undefined. */
  readonly elements: ReadonlyMap<unknown, string> | undefined;
  /** An integer type of at most 32 bits: its range; else undefined. */
  readonly min: number | undefined;
  readonly max: number | undefined;
  /** An array's start tag before its `>`, and its items' tags. */
  readonly start: string;
  readonly itemOpen: string;
  readonly itemClose: string;
  readonly itemEmpty: string;
  readonly itemNil: string;
  /** A class step's class (its field's, or its items'), and the service it was found in (stepClass). */
  classIn: WireTypes | undefined;
  classFound: ComplexDescriptor | undefined;
}

const writePlans = new WeakMap<ComplexDescriptor, Map<string | undefined, readonly WriteStep[]>>();

function stepKind(field: FieldDescriptor, scope: string | undefined): WriteStep["kind"] {
  if (
    field.form === "any" ||
    field.unqualified === true ||
    (field.default !== undefined && field.writtenAtDefault !== true) ||
    (field.namespace !== undefined && field.namespace !== scope)
  ) {
    return UNPLANNED;
  }
  const type = field.type;
  if (field.form === "repeated" && type.kind !== "array") return UNPLANNED;
  // A QName's prefix depends on the declarations in scope: emitField's.
  if (type.kind === "simple" && type.type === "QName") return UNPLANNED;
  if (type.kind === "simple" || type.kind === "enum") return SIMPLE;
  if (type.kind === "complex") return CLASS;
  if (type.kind === "array") {
    // Items in no namespace or one of their own, written raw (hexBinary: an empty one keeps its end tag), or
    // QNames (each declares its prefix) are emitField's.
    if (
      type.itemUnqualified === true ||
      type.itemNamespace !== undefined ||
      isHexBinary(type.item) ||
      (type.item.kind === "simple" && type.item.type === "QName")
    )
      return UNPLANNED;
    const item = type.item.kind;
    if (item === "simple" || item === "enum" || item === "complex") return field.form === "repeated" ? REPEATED : ARRAY;
  }
  return UNPLANNED;
}

function isHexBinary(type: ValueType): boolean {
  return type.kind === "simple" && type.dataType === "hexBinary";
}

export function writePlan(type: ComplexDescriptor, scope: string | undefined): readonly WriteStep[] {
  let byScope = writePlans.get(type);
  if (byScope === undefined) writePlans.set(type, (byScope = new Map()));
  let plan = byScope.get(scope);
  if (plan === undefined) {
    plan = type.fields.map((field): WriteStep => {
      const name = field.wireName;
      // A repeated field's items are elements of its name.
      const item = field.type.kind !== "array" ? "" : field.form === "repeated" ? name : field.type.itemElement;
      const kind = stepKind(field, scope);
      const range =
        kind === SIMPLE && field.type.kind === "simple" && field.type.dataType === undefined
          ? INTEGER_RANGES[field.type.type]
          : undefined;
      return {
        field,
        key: field.tsName,
        name,
        type: field.type,
        nillable: field.nillable === true,
        optional: field.optional === true,
        required: isValueType(field.type) && !field.optional,
        className:
          field.type.kind === "complex"
            ? field.type.name
            : field.type.kind === "array" && field.type.item.kind === "complex"
              ? field.type.item.name
              : undefined,
        itemType: field.type.kind === "array" ? field.type.item : undefined,
        itemNillable: field.type.kind === "array" && field.type.itemNillable === true,
        itemName: item,
        kind,
        inPrototype: field.tsName in Object.prototype,
        open: "<" + name + ">",
        close: "</" + name + ">",
        empty: "<" + name + " />",
        nil: "<" + name + ' xsi:nil="true" />',
        endTagWhenEmpty: isHexBinary(field.type),
        format: formatOf(field.type),
        itemFormat: field.type.kind === "array" ? formatOf(field.type.item) : ESCAPED,
        elements: kind === SIMPLE ? elementsOf(field, "<" + name + ">", "</" + name + ">") : undefined,
        // Integers of at most 32 bits (not long's: its values may be bigints).
        min: range && range[1] < 2n ** 32n ? Number(range[0]) : undefined,
        max: range && range[1] < 2n ** 32n ? Number(range[1]) : undefined,
        start: "<" + name,
        itemOpen: "<" + item + ">",
        itemClose: "</" + item + ">",
        itemEmpty: "<" + item + " />",
        itemNil: "<" + item + ' xsi:nil="true" />',
        classIn: undefined,
        classFound: undefined,
      };
    });
    byScope.set(scope, plan);
  }
  return plan;
}

/**
 * What a step writes, for the generated class writers (compiled-writers.ts): `s` a string's element, `i` a 32-bit
 * integer's, `e` a boolean's or a markup-free enum's (its elements made once), `v` another simple value's, `o` a
 * class's element, `a` an array's items (wrapped or repeated), `-` what emitField writes.
 */
export function stepLetter(step: WriteStep): string {
  switch (step.kind) {
    case SIMPLE:
      if (step.elements !== undefined) return "e";
      if (step.max !== undefined) return "i";
      return step.format === STRING && !step.endTagWhenEmpty ? "s" : "v";
    case CLASS:
      return "o";
    case ARRAY:
    case REPEATED:
      return "a";
    default:
      return "-";
  }
}

/** The write plans codec, for a service descriptor's `codecs` (see codecs.ts). */
export const writePlansCodec: WritePlansCodec = { emit: emitPlanned };
