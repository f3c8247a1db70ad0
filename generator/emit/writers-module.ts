/**
 * Emits src/writers.ts for a service whose server writes XmlSerializer classes: the descriptor its server runs
 * with, whose write plans codec writes each class by a writer of its own (one call per field, the member read
 * by its name) instead of the runtime's plan loop. The writers are built from the plans the runtime makes of
 * this very descriptor, so each call is the one that plan's step takes (runtime/src/soap/compiled-writers.ts);
 * the runtime checks the letters again before it uses a writer. Server only: a client's bundle stays as it is.
 */
import type { ComplexDescriptor } from "../../runtime/src/descriptor.js";
import { stepsOf } from "../../runtime/src/soap/compiled-writers.js";
import { writePlan } from "../../runtime/src/soap/write-plans.js";
import { isPrototypeMemberName } from "../model/reserved-names.js";
import type { ServiceModel } from "../model/types.js";
import { descriptorOf } from "./descriptor-data.js";
import { descriptorConstName } from "./descriptor.js";
import { importRuntime, type RuntimeSymbol, type RuntimeUse } from "./ts/runtime-symbols.js";
import { finishedText, newSourceFile } from "./ts/source.js";
import type { Emitter, OutputFile } from "./emitter.js";

interface ClassWriterSource {
  /** The class's name in the descriptor, and its TypeScript name (the writer is `write<tsName>Fields`). */
  readonly name: string;
  readonly tsName: string;
  /** What each step writes (the runtime's stepsOf), and the member it reads, in the plan's order. */
  readonly steps: readonly string[];
  readonly keys: readonly string[];
}

/**
 * The classes a generated writer writes: the service's XmlSerializer classes written through the write plans
 * codec (the descriptor carries it); an [XmlText] class has no plan. Empty otherwise.
 */
export function classWriters(model: ServiceModel): readonly ClassWriterSource[] {
  let writers = found.get(model);
  if (writers === undefined) found.set(model, (writers = writersOf(model)));
  return writers;
}

const found = new WeakMap<ServiceModel, readonly ClassWriterSource[]>();

function writersOf(model: ServiceModel): readonly ClassWriterSource[] {
  const classes = model.types.filter((t) => (t.serializer ?? model.wcf?.serializer) !== "dataContract" && !t.text);
  // The descriptor only where there are classes (it is the whole service's data).
  if (classes.length === 0) return [];
  const descriptor = descriptorOf(model);
  const types = descriptor.types;
  if (descriptor.codecs?.writePlans === undefined || types === undefined) return [];
  const compiled = new Set(classes.map((t) => t.name));
  return classes.map((t) => {
    const type = types[t.name] as ComplexDescriptor;
    // The plan of the service's namespace, where its classes' fields are written unless a class says otherwise.
    const plan = writePlan(type, descriptor.namespace);
    return { name: t.name, tsName: t.tsName, steps: stepsOf(descriptor, plan, compiled), keys: plan.map((s) => s.key) };
  });
}

export function serverDescriptorName(model: ServiceModel): string {
  return model.tsNames.serverDescriptor;
}

function fieldsWriterName(writer: ClassWriterSource): string {
  return `write${writer.tsName}Fields`;
}

/** A step's member read from the record: by its name, or through ownField for one of Object.prototype's names. */
function memberRead(key: string): string {
  return isPrototypeMemberName(key) ? `ownField(record, ${JSON.stringify(key)})` : `record[${JSON.stringify(key)}]`;
}

/** The call writing step `i` of a writer, by its letter, and the runtime function it calls. */
function stepCall(step: string, i: number, key: string, byName: ReadonlyMap<string, ClassWriterSource>): [RuntimeSymbol, string] {
  const member = memberRead(key);
  const at = `plan[${i}]!`;
  // `o:Name` or `a:Name`: the letter, then the class's name whole.
  const letter = step[0]!;
  const className = step.length > 2 ? step.slice(2) : undefined;
  const nested = className === undefined ? "" : fieldsWriterName(byName.get(className)!);
  switch (letter) {
    case "s":
      return ["stringElement", `stringElement(out, ${at}, ${member});`];
    case "i":
      return ["integerElement", `integerElement(out, ${at}, ${member});`];
    case "e":
      return ["enumElement", `enumElement(out, ${at}, ${member});`];
    case "v":
      return ["simpleElement", `simpleElement(out, context, ${at}, ${member});`];
    case "o":
      return ["objectElement", `objectElement(out, context, ${at}, ${member}, depth, plans, ${nested});`];
    case "a":
      return className === undefined
        ? ["simpleArray", `simpleArray(out, context, ${at}, ${member}, depth);`]
        : ["objectArray", `objectArray(out, context, ${at}, ${member}, depth, plans, ${nested});`];
    default:
      return ["plannedElement", `plannedElement(out, context, ${at}, ${member}, depth);`];
  }
}

function writersModule(model: ServiceModel, writers: readonly ClassWriterSource[]): string {
  const file = newSourceFile("writers.ts");
  const byName = new Map(writers.map((w) => [w.name, w]));
  const used = new Set<RuntimeSymbol>();
  const functions = writers.map((w, index) => {
    const calls = w.steps.map((step, i) => {
      const [symbol, call] = stepCall(step, i, w.keys[i]!, byName);
      used.add(symbol);
      return call;
    });
    if (w.keys.some(isPrototypeMemberName)) used.add("ownField");
    const body = calls.length ? [`const plan = plans[${index}]!;`, ...calls] : [];
    const params = calls.length ? "out, context, record, depth, plans" : "";
    const doc = `/** The fields of ${w.name}, in wire order. */`;
    return `${doc}\nconst ${fieldsWriterName(w)}: FieldsWriter = (${params}) => {\n${body.join("\n")}\n};`;
  });
  const uses: RuntimeUse[] = ["compiledWritePlans", ...[...used].sort(), { type: "FieldsWriter" }, { type: "TypedServiceDescriptor" }];
  importRuntime(file, model.package.runtime, uses);
  file.addImportDeclaration({ namedImports: [descriptorConstName(model)], moduleSpecifier: "./descriptor.js" });
  file.addImportDeclaration({ isTypeOnly: true, namedImports: [model.tsNames.operations], moduleSpecifier: "./types.js" });
  const descriptor = descriptorConstName(model);
  const entries = writers.map((w) => `{ name: ${JSON.stringify(w.name)}, steps: ${JSON.stringify(w.steps)}, write: ${fieldsWriterName(w)} }`);
  const doc = `/**\n * The ${model.name} service as its server runs it: {@link ${descriptor}}, its classes written by the writers above.\n */`;
  const codecs = `codecs: {\n...${descriptor}.codecs,\nwritePlans: compiledWritePlans([\n${entries.join(",\n")},\n]),\n}`;
  const served = `export const ${serverDescriptorName(model)}: TypedServiceDescriptor<${model.tsNames.operations}> = {\n...${descriptor},\n${codecs},\n};`;
  // Blank lines between the declarations, as a person would space them.
  file.addStatements(["", ...functions, `${doc}\n${served}`].join("\n\n"));
  return finishedText(file);
}

export const writersEmitter: Emitter = {
  name: "writers",
  emit(model: ServiceModel): OutputFile[] {
    const writers = classWriters(model);
    return writers.length ? [{ path: "src/writers.ts", content: writersModule(model, writers) }] : [];
  },
};
