/**
 * What the value writer's equality tests share (write-plans.test.ts: the planned writer against the unplanned
 * one; compiled-writers.test.ts: the generated class writers against the planned one): the services whose types
 * they write, a value damaged at one place, and a written value or its error as one comparable string.
 */
import { inspect } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec, parseSpec } from "../../generator/spec/load.js";
import type { ServiceDescriptor, ValueType } from "../../runtime/src/descriptor.js";
import { writeElement, type WriteContext } from "../../runtime/src/soap/value-writer.js";
import { ValueFormatError } from "../../runtime/src/values.js";
import { SPEC_FILE, TRACKING_SPEC_FILE } from "../support/paths.js";
import {
  constructs,
  ENUM_EMPTY_SPEC,
  FLAGS_COMBINED_SPEC,
  ENUM_OBJECT_SPEC,
  ROOT_BASE_FORMS_SPEC,
  ROOT_FORMS_SPEC,
} from "./construct-types.js";
import { ValueArbitraries } from "./complex-arbitraries.js";

// The reference services, and the constructs they lack (construct-types.ts).
export const services = [
  ...[SPEC_FILE, TRACKING_SPEC_FILE].map((file) => descriptorOf(loadSpec(file))),
  { ...constructs, operations: [] as ReturnType<typeof descriptorOf>["operations"] },
  // The [XmlRoot] forms of results and parameters.
  descriptorOf(parseSpec(ROOT_FORMS_SPEC, "spec/root-forms.yaml")),
  // [XmlRoot] on a base class beyond RootBase.
  descriptorOf(parseSpec(ROOT_BASE_FORMS_SPEC, "spec/root-base-forms.yaml")),
  // An object holding an enum of [XmlType(Namespace)].
  descriptorOf(parseSpec(ENUM_OBJECT_SPEC, "spec/enum-objects.yaml")),
  // An enum member named "" ([XmlEnum("")]).
  descriptorOf(parseSpec(ENUM_EMPTY_SPEC, "spec/enum-empty.yaml")),
  // [Flags] members naming combinations.
  descriptorOf(parseSpec(FLAGS_COMBINED_SPEC, "spec/flags-combined.yaml")),
];

export const REPLACEMENTS: readonly unknown[] = [
  null,
  undefined,
  "x",
  "",
  "a\u0001b",
  "<&>",
  1.5,
  -1,
  2 ** 40,
  300,
  12345678901234567890n,
  -5n,
  true,
  {},
  [],
  new Uint8Array([1, 2]),
  "2024-01-02T03:04:05Z",
  "not-a-guid",
];

/** A copy of `value` with the member or item at the `pick`-th place (document order) replaced. */
export function damaged(value: unknown, pick: number, replacement: unknown): unknown {
  let n = 0;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map((item) => (n++ === pick ? replacement : walk(item)));
    if (v !== null && typeof v === "object" && !(v instanceof Uint8Array)) {
      const copy: Record<string, unknown> = {};
      for (const [key, member] of Object.entries(v)) {
        if (key === "$type") copy[key] = member;
        else copy[key] = n++ === pick ? replacement : walk(member);
      }
      return copy;
    }
    return v;
  };
  return walk(value);
}

/** `value` written as an element `v` of `type`, or its error (message, path, flags) as text. */
export function written(context: WriteContext, type: ValueType, value: unknown): string {
  try {
    return writeElement(context, "v", type, value, "v", false, 0);
  } catch (error) {
    if (error instanceof ValueFormatError)
      return `ValueFormatError ${JSON.stringify({ message: error.message, path: error.path, secret: error.secret, position: error.position })}`;
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}


/** A service whose types a test writes. */
export type WrittenService = Pick<ServiceDescriptor, "name" | "namespace" | "types" | "operations" | "codecs">;

/** The types a test writes: every class, and every operation's parameters and result. */
export function typesOf(service: WrittenService): Map<string, ValueType> {
  const types = new Map<string, ValueType>();
  for (const name of Object.keys(service.types ?? {})) types.set(name, { kind: "complex", name });
  for (const op of service.operations) {
    for (const f of [...op.fields, ...(op.outParams ?? [])]) types.set(`${op.messageName}.${f.wireName}`, f.type);
    if (op.result) types.set(`${op.messageName} result`, op.result);
  }
  return types;
}

/** The context both writers of a comparison share: the service, one line, its namespace or another in scope. */
type BaseContext = Pick<WriteContext, "service" | "indented" | "scope">;

/**
 * One test per type of `service`: arbitrary values, as they are and damaged, in the service's namespace and in
 * another, written in the `tested` context and the `reference` one, give the same text or the same error.
 */
export function describeSameWriting(
  title: string,
  service: WrittenService,
  tested: (base: BaseContext) => Omit<WriteContext, "prefixes">,
  reference: (base: BaseContext) => Omit<WriteContext, "prefixes">,
  numRuns: number,
): void {
  const arbitraries = new ValueArbitraries(service);
  describe(title, () => {
    for (const [name, type] of typesOf(service)) {
      // DataSets, XML nodes and dictionaries have arbitraries (and writers) of their own.
      if (type.kind === "dataSet" || type.kind === "dataTable" || type.kind === "xml" || type.kind === "map") continue;
      it(name, () => {
        let values = 0;
        fc.assert(
          fc.property(
            arbitraries.value(type),
            fc.option(fc.tuple(fc.nat(60), fc.nat(REPLACEMENTS.length - 1)), { nil: undefined }),
            fc.boolean(),
            (value, hurt, otherScope) => {
              const input = hurt ? damaged(value, hurt[0], REPLACEMENTS[hurt[1]]) : value;
              const base = { service, indented: false, ...(otherScope ? { scope: "urn:elsewhere" } : {}) };
              const text = written({ ...tested(base), prefixes: { count: 0 } }, type, input);
              expect(text, inspect(input, { depth: 6 })).toBe(written({ ...reference(base), prefixes: { count: 0 } }, type, input));
              if (!text.startsWith("ValueFormatError")) values++;
            },
          ),
          { numRuns },
        );
        expect(values).toBeGreaterThan(0);
      });
    }
  });
}
