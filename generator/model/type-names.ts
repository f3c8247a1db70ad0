/**
 * The TypeScript names of the service's enums, classes and row shapes, and of its faults' type guards: each the
 * declared name (PascalCase), unless it or a name formed from it (`XFields`, `XInstance`, `XFlag`, `XInput`)
 * clashes with what the generated modules hold (reserved-names.ts), with a name the package derives from
 * the service, or with another declaration's; then names.ts's rule adds `_`. Declarations keep their
 * names before renamed ones take theirs: beside a declared `Transport_`, `Transport` becomes `Transport__`.
 */
import { camelName, pascalName, safeName } from "./names.js";
import { isReservedTypeName } from "./reserved-names.js";
import type { ComplexTypeModel, EnumModel, ServiceTypeNames, TableModel } from "./types.js";

/** The names the package derives from the service's name; one a runtime name would shadow (a service `Asmx` has `createAsmxServer`) takes `_`. */
export function serviceTypeNames(service: string): ServiceTypeNames {
  const safe = (name: string): string => safeName(name, isReservedTypeName);
  return {
    client: safe(`${service}Client`),
    clientOptions: safe(`${service}ClientOptions`),
    credentials: safe(`${service}Credentials`),
    headers: safe(`${service}Headers`),
    handlers: safe(`${service}Handlers`),
    serverFactory: safe(`${service}ServerFactory`),
    createServer: safe(`create${service}Server`),
    descriptor: safe(`${camelName(service)}Descriptor`),
    serverDescriptor: safe(`${camelName(service)}ServerDescriptor`),
    operations: safe(`${service}Operations`),
  };
}

type Named =
  | { readonly kind: "enum"; readonly model: EnumModel }
  | { readonly kind: "class"; readonly model: ComplexTypeModel }
  | { readonly kind: "row"; readonly model: TableModel };

/** The type-level names a declaration takes: its own, and the ones the emitters form from it. */
function namesFormedFrom(base: string, declaration: Named): string[] {
  if (declaration.kind === "row") return [base];
  if (declaration.kind === "enum") return declaration.model.flags ? [base, `${base}Flag`] : [base];
  const own = declaration.model.derived.length > 0 ? [base, `${base}Fields`, `${base}Instance`] : [base];
  // A class with an input form (input-forms.ts) has each name again with `Input`.
  return declaration.model.inputForm ? [...own, ...own.map((name) => `${name}Input`)] : own;
}

/**
 * Sets `tsName` on each enum and class and `rowTypeName` on each row shape (declaration order) and returns
 * every type-level name they took, with the service's own names: what the operations' type names must
 * step around. `otherNames` (typed DataSets' row types, `<DataSet><Table>Row`) are kept as they are.
 */
export function assignTypeNames(
  service: ServiceTypeNames,
  enums: readonly EnumModel[],
  classes: readonly ComplexTypeModel[],
  rowShapes: readonly TableModel[],
  otherNames: readonly string[],
): Set<string> {
  const packageNames = new Set(Object.values(service));
  const declarations: Named[] = [
    ...enums.map((model) => ({ kind: "enum" as const, model })),
    ...classes.map((model) => ({ kind: "class" as const, model })),
    ...rowShapes.map((model) => ({ kind: "row" as const, model })),
  ];
  const declared = new Set<string>(otherNames);
  // An enum renamed on the wire ([DataContract(Name)]) keeps its spec name in TypeScript, as a class does.
  const sourceName = (d: Named): string => (d.kind === "enum" ? (d.model.specName ?? d.model.name) : d.model.name);
  for (const d of declarations) for (const name of namesFormedFrom(pascalName(sourceName(d)), d)) declared.add(name);
  const taken = new Set<string>(otherNames);
  for (const d of declarations) {
    const natural = pascalName(sourceName(d));
    const tsName = safeName(natural, (base) =>
      namesFormedFrom(base, d).some((name) => isReservedTypeName(name) || packageNames.has(name) || taken.has(name) || (base !== natural && declared.has(name))),
    );
    if (d.kind === "row") (d.model as { rowTypeName: string }).rowTypeName = tsName;
    else (d.model as { tsName: string }).tsName = tsName;
    for (const name of namesFormedFrom(tsName, d)) taken.add(name);
  }
  for (const name of packageNames) taken.add(name);
  return taken;
}

/** A fault class's type guard in the client: `is` and its TypeScript name, clear of every type-level name. */
export function guardNameOf(type: ComplexTypeModel, taken: ReadonlySet<string>): string {
  return safeName(`is${type.tsName}`, (name) => isReservedTypeName(name) || taken.has(name));
}
