/**
 * What the value writer's equality tests share (write-plans.test.ts: the planned writer against the unplanned
 * one; compiled-writers.test.ts: the generated class writers against the planned one): the services whose types
 * they write, a value damaged at one place, and a written value or its error as one comparable string.
 */
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { loadSpec, parseSpec } from "../../generator/spec/load.js";
import type { ValueType } from "../../runtime/src/descriptor.js";
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

