/**
 * Class writers the generator emits for a package's server (its src/writers.ts): a class's fields written in
 * wire order by one call each, the member read by its name, a field of another compiled class written by that
 * class's writer directly (no emitObject between them). Each call takes its field's step of the runtime's own
 * plan (write-plans.ts) for its tags and null rules, so no wire fact is written twice.
 *
 * The writers cover the values every class has in the common case: a string, an integer in range, a known enum
 * or boolean, another simple value, a nil or absent member as its rules allow, an object of its declared class,
 * an array of those. For anything else (a value of the wrong type, a member missing that a value type
 * requires, ...) a helper throws, and the codec takes back what the writer wrote and has the planned writer
 * write the object again: the same bytes and the same errors, the planned writer's own (test/runtime
 * compiled-writers.test.ts holds the two writers equal). A writer is used only where the plans the runtime makes
 * have the letters it was generated for.
 */
import type { ComplexDescriptor, ValueType } from "../descriptor.js";
import type { WritePlansCodec } from "./codecs.js";
import { inHierarchy, type WireTypes } from "./classes.js";
import {
  checkpoint,
  closeElement,
  escaped,
  MAX_DEPTH,
  put,
  rewind,
  wide,
  type Out,
  type WriteContext,
} from "./value-writer.js";
import { ARRAY, emitPlanned, stepLetter, stepText, writePlan, writeStep, type WriteStep } from "./write-plans.js";

/** The plans of a package's compiled classes for the scope written in, by the writers' index. */
export type ClassPlans = readonly (readonly WriteStep[])[];

/** Writes a class's fields (its start tag is open): `plans` are every compiled class's, by writer index. */
export type FieldsWriter = (
  out: Out,
  context: WriteContext,
  record: Readonly<Record<string, unknown>>,
  depth: number,
  plans: ClassPlans,
) => void;

/** One generated class writer. */
export interface ClassWriter {
  /** The class's name in the service's types. */
  readonly name: string;
  /**
   * What each step of the plan it was generated for writes (stepLetter's; a class's, or an array's class items',
   * with the class's name: `o:Address`, `a:Piece`).
   */
  readonly steps: readonly string[];
  readonly write: FieldsWriter;
}

/** What a helper throws when a value is not one the writers cover: the planned writer writes the object. */
const OTHERWISE: unique symbol = Symbol("planned");

/** A member null or absent: nil or nothing, as its step's rules say; a required one is the planned writer's. */
function absent(out: Out, step: WriteStep, value: null | undefined): void {
  if (step.nillable && !(step.optional && value === undefined)) put(out, step.nil);
  else if (step.required) throw OTHERWISE;
}

/** A string member's element (letter `s`). */
export function stringElement(out: Out, step: WriteStep, value: unknown): void {
  if (typeof value !== "string") {
    if (value === null || value === undefined) return absent(out, step, value);
    throw OTHERWISE;
  }
  const text = escaped(value);
  put(out, text ? step.open + text + step.close : step.empty);
  if (wide) out.marks?.text(out, text.length, step.close.length);
}

/** A 32-bit integer member's element (letter `i`): an integer in its type's range. */
export function integerElement(out: Out, step: WriteStep, value: unknown): void {
  if (typeof value === "number" && Number.isInteger(value) && value >= step.min! && value <= step.max!) {
    put(out, step.open + String(value) + step.close);
  } else if (value === null || value === undefined) absent(out, step, value);
  else throw OTHERWISE;
}

/** A boolean's or a markup-free enum's element (letter `e`), made once per value. */
export function enumElement(out: Out, step: WriteStep, value: unknown): void {
  const element = step.elements!.get(value);
  if (element !== undefined) put(out, element);
  else if (value === null || value === undefined) absent(out, step, value);
  else throw OTHERWISE;
}

/** Another simple member's element (letter `v`): its text as the planned writer makes it. */
export function simpleElement(out: Out, context: WriteContext, step: WriteStep, value: unknown): void {
  if (value === null || value === undefined) return absent(out, step, value);
  const text = stepText(step.format, step.type as ValueType & { kind: "simple" | "enum" }, value, context);
  put(out, text || step.endTagWhenEmpty ? step.open + text + step.close : step.empty);
  if (wide) out.marks?.text(out, text.length, step.close.length);
}

/** A member of another compiled class (letter `o:Name`): its element, its fields by that class's writer. */
export function objectElement(
  out: Out,
  context: WriteContext,
  step: WriteStep,
  value: unknown,
  depth: number,
  plans: ClassPlans,
  fields: FieldsWriter,
): void {
  if (value === null || value === undefined) return absent(out, step, value);
  writeObject(out, context, step.start, step.name, value, depth + 1, plans, fields);
}

/** An object of a compiled class as emitObject writes it (no attributes, no xsi:type), at `depth`. */
function writeObject(
  out: Out,
  context: WriteContext,
  start: string,
  name: string,
  value: unknown,
  depth: number,
  plans: ClassPlans,
  fields: FieldsWriter,
): void {
  if (typeof value !== "object" || value === null || Array.isArray(value) || value instanceof Uint8Array) {
    throw OTHERWISE;
  }
  // emitObject's test for its fields' plans (a deeper object is the planned writer's, which refuses it).
  if (depth + 2 > MAX_DEPTH) throw OTHERWISE;
  put(out, start);
  out.open = true;
  fields(out, context, value as Readonly<Record<string, unknown>>, depth, plans);
  closeElement(out, context, name, depth);
}

/** An array member of simple items (letter `a`): wrapped in its element, or repeated (one element an item). */
export function simpleArray(out: Out, context: WriteContext, step: WriteStep, value: unknown, depth: number): void {
  const items = arrayOf(out, step, value);
  if (items === undefined) return;
  const type = step.itemType as ValueType & { kind: "simple" | "enum" };
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === null || item === undefined) {
      nullItem(out, step, items, i);
      continue;
    }
    const text = stepText(step.itemFormat, type, item, context);
    put(out, text ? step.itemOpen + text + step.itemClose : step.itemEmpty);
    if (wide) out.marks?.text(out, text.length, step.itemClose.length);
  }
  endArray(out, context, step, depth);
}

/** An array member of a compiled class's items (letter `a:Name`), each written by that class's writer. */
export function objectArray(
  out: Out,
  context: WriteContext,
  step: WriteStep,
  value: unknown,
  depth: number,
  plans: ClassPlans,
  fields: FieldsWriter,
): void {
  const items = arrayOf(out, step, value);
  if (items === undefined) return;
  // A wrapped array's items are a level below its element; a repeated one's are the member's elements.
  const itemDepth = step.kind === ARRAY ? depth + 2 : depth + 1;
  const start = "<" + step.itemName;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === null || item === undefined) {
      nullItem(out, step, items, i);
      continue;
    }
    writeObject(out, context, start, step.itemName, item, itemDepth, plans, fields);
  }
  endArray(out, context, step, depth);
}

/** A null or absent item: nothing for a hole (as forEach skips it), else its nil element where items may be nil. */
function nullItem(out: Out, step: WriteStep, items: readonly unknown[], i: number): void {
  if (items[i] === undefined && !(i in items)) return;
  if (!step.itemNillable) throw OTHERWISE;
  put(out, step.itemNil);
}

/** The array's items, its start tag opened when it is wrapped; undefined for a repeated one that is absent. */
function arrayOf(out: Out, step: WriteStep, value: unknown): readonly unknown[] | undefined {
  const repeated = step.kind !== ARRAY;
  if (value === null || value === undefined) {
    if (repeated) return undefined;
    absent(out, step, value);
    return undefined;
  }
  if (!Array.isArray(value)) throw OTHERWISE;
  if (!repeated) {
    put(out, step.start);
    out.open = true;
  }
  return value;
}

function endArray(out: Out, context: WriteContext, step: WriteStep, depth: number): void {
  if (step.kind === ARRAY) closeElement(out, context, step.name, depth + 1);
}

/** A member the writers do not cover (letter `-`): as the planned writer writes it. */
export const plannedElement: typeof writeStep = writeStep;

/** The codec, with the writers it was made of (which tests hold to the runtime's plans). */
export interface CompiledWritePlans extends WritePlansCodec {
  readonly writers: readonly ClassWriter[];
}

/** The compiled classes' plans where fields are written in one scope, or undefined where a letter differs. */
type Plans = ClassPlans | undefined;

/**
 * The write plans codec of a server whose classes have generated writers (the descriptor's `writePlans`): a
 * class with a writer is written by it, where the plans of the scope it is written in match every writer's
 * letters; any other by the planned writer.
 */
export function compiledWritePlans(writers: readonly ClassWriter[]): CompiledWritePlans {
  const index = new Map(writers.map((w, i) => [w.name, i]));
  // By scope: the plans, or null where they do not match; by class: its writer's index, or -1.
  const byScope = new Map<string | undefined, ClassPlans | null>();
  const writerOf = new Map<ComplexDescriptor, number>();
  let lastScope: string | undefined;
  let lastPlans: Plans;
  return {
    writers,
    emit(out, context, actual, record, depth, scope) {
      let at = writerOf.get(actual);
      if (at === undefined) writerOf.set(actual, (at = ownWriter(context, actual, index)));
      let plans = lastPlans;
      if (scope !== lastScope || plans === undefined) {
        let found = byScope.get(scope);
        if (found === undefined) byScope.set(scope, (found = plansFor(context, writers, scope) ?? null));
        plans = found ?? undefined;
        lastScope = scope;
        lastPlans = plans;
      }
      if (at < 0 || plans === undefined) return emitPlanned(out, context, actual, record, depth, scope);
      const point = checkpoint(out);
      try {
        writers[at]!.write(out, context, record, depth, plans);
      } catch {
        // Not a value the writers cover, or an error: the planned writer writes it, or names the error.
        rewind(out, point);
        emitPlanned(out, context, actual, record, depth, scope);
      }
    },
  };
}

/** The index of the class's writer: the service's own class of that name (found by identity), or -1. */
function ownWriter(context: WriteContext, actual: ComplexDescriptor, index: ReadonlyMap<string, number>): number {
  const at = index.get(actual.name);
  return at !== undefined && serviceClass(context, actual.name) === actual ? at : -1;
}

function serviceClass(context: WriteContext, name: string): ComplexDescriptor | undefined {
  const types = context.service?.types;
  return types !== undefined && Object.prototype.hasOwnProperty.call(types, name) ? types[name] : undefined;
}

/** Every writer's class's plan for `scope`, when each has the writer's letters; else undefined. */
function plansFor(context: WriteContext, writers: readonly ClassWriter[], scope: string | undefined): Plans {
  const service = context.service;
  if (service === undefined) return undefined;
  const compiled = new Set(writers.map((w) => w.name));
  const plans: (readonly WriteStep[])[] = [];
  for (const writer of writers) {
    const type = serviceClass(context, writer.name);
    if (type === undefined) return undefined;
    const plan = writePlan(type, scope);
    const steps = stepsOf(service, plan, compiled);
    if (steps.length !== writer.steps.length || steps.some((s, i) => s !== writer.steps[i])) return undefined;
    plans.push(plan);
  }
  return plans;
}

/**
 * What each step of a plan writes (stepLetter's), with the class's name where a writer of `compiled` writes that
 * class's objects inline (`o:Address`, `a:Piece`): the letters the generator writes beside a writer, and those
 * the codec checks the runtime's plans against.
 */
export function stepsOf(service: WireTypes, plan: readonly WriteStep[], compiled: ReadonlySet<string>): string[] {
  return plan.map((step) => {
    const letter = stepLetter(step);
    if (letter !== "o" && letter !== "a") return letter;
    const name = step.className;
    if (name === undefined) return letter === "a" ? "a" : "-";
    const types = service.types;
    const type = types !== undefined && Object.prototype.hasOwnProperty.call(types, name) ? types[name] : undefined;
    return type !== undefined && compiled.has(name) && inline(type) ? `${letter}:${name}` : "-";
  });
}

/**
 * A class whose objects a writer writes as emitObject does without its own work: no attributes, no [XmlText],
 * no base or subclasses (so no xsi:type), no field of another namespace (prefixedFields).
 */
export function inline(type: ComplexDescriptor): boolean {
  return (
    type.attributes === undefined &&
    type.text === undefined &&
    !inHierarchy(type) &&
    type.abstract !== true &&
    type.fields.every((f) => f.namespace === undefined)
  );
}
