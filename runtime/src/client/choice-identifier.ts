/**
 * [XmlChoiceIdentifier] on web method parameters and results, a client's side (labs choice-parameters,
 * choice-results): an array parameter of a choice written one element per item, a choice result read from the
 * response wrapper's choice element(s), and an identifier the response leaves out set from the element read. A
 * descriptor codec of its own (`choiceIdentifierCodec`): clients of services without these forms do not carry it.
 */
import type { FieldDescriptor, OperationDescriptor, ServiceDescriptor, ValueType } from "../descriptor.js";
import type { ChoiceIdentifierCodec } from "../soap/codecs.js";
import { readElementValue, writeElementValue } from "../soap/element-values.js";
import { ValueFormatError } from "../values.js";
import type { XmlElement } from "../xml/tree.js";
import { setField } from "../own.js";

/**
 * A repeated parameter (an array of a choice, [XmlChoiceIdentifier] on object[], lab choice-parameters): one
 * element per item, each the one its item names, in the array's order; nothing when null.
 */
function writeRepeated(
  field: FieldDescriptor,
  value: unknown,
  service: ServiceDescriptor,
  prefixes: { count: number },
): string {
  if (value === null || value === undefined || field.type.kind !== "array") return "";
  if (!Array.isArray(value)) throw new ValueFormatError("an array", undefined, { path: field.wireName });
  let content = "";
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (item === null || item === undefined) {
      throw new ValueFormatError("an array without null items (a choice names its items by their element)", undefined, {
        path: `${field.wireName}[${i}]`,
      });
    }
    content += writeElementValue(field.wireName, field.type.item, item, {
      nillable: false,
      service,
      prefixes,
      path: `${field.wireName}[${i}]`,
    });
  }
  return content;
}

/**
 * A choice result ([return: XmlChoiceIdentifier], lab choice-results): the element of the choice in the wrapper,
 * or (repeated) every one in order; null when none.
 */
function readResult(
  service: ServiceDescriptor,
  wrapper: XmlElement,
  type: ValueType,
  repeated: boolean,
  ns: string,
): unknown {
  const choice = repeated && type.kind === "array" ? type.item : type;
  if (choice.kind !== "choice") return null;
  const items: unknown[] = [];
  for (const child of wrapper.children) {
    if (typeof child === "string" || child.ns !== ns || !choice.elements.some((e) => e.element === child.local))
      continue;
    const value = readElementValue(child, choice, "xml", { service });
    if (!repeated) return value;
    items.push(value);
  }
  return repeated && items.length > 0 ? items : null;
}

/**
 * An identifier whose own element the response leaves out is the element read, as XmlSerializer sets it (ASMX
 * always writes it after the choice: lab choice-results).
 */
function nameIdentifiers(operation: OperationDescriptor, outcome: Record<string, unknown>): void {
  const named = (value: unknown, identifier: string): void => {
    if (value === null || value === undefined || outcome[identifier] !== null) return;
    const elementOf = (item: unknown): unknown => (item as { $element?: unknown }).$element;
    setField(outcome, identifier, Array.isArray(value) ? value.map(elementOf) : elementOf(value));
  };
  if (operation.resultChoice?.identifier !== undefined) named(outcome["result"], operation.resultChoice.identifier);
  for (const param of operation.outParams ?? [])
    if (param.choiceIdentifier !== undefined) named(outcome[param.tsName], param.choiceIdentifier);
}

/** The [XmlChoiceIdentifier] parameters' and results' codec, for a service descriptor's `codecs` (see codecs.ts). */
export const choiceIdentifierCodec: ChoiceIdentifierCodec = { writeRepeated, readResult, name: nameIdentifiers };
