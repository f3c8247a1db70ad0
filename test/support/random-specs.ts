/**
 * fast-check arbitraries of ASMX specs that combine the spec's constructs at random: classes with bases,
 * namespaces, attributes, nullable, optional and defaulted members, arrays of every form, enums plain and
 * flags, SOAP headers, out parameters, one-way, bare, renamed, namespaced and overloaded operations, anonymous and
 * not-included classes. Many combinations are refused by
 * the model's validation (which is the point of drawing them: it must refuse in one positioned line); the rest
 * stand for services nobody has shown us, whose WSDL the importer must read back to the same spec's WSDL.
 */
import fc from "fast-check";
import { parseSpec } from "../../generator/spec/load.js";

export interface RandomSpec {
  readonly service: { name: string; namespace: string; endpoint: string };
  readonly enums?: Record<string, unknown>;
  readonly types?: Record<string, unknown>;
  readonly headers?: Record<string, unknown>;
  readonly operations: unknown[];
}

const VALUE_TYPES = ["int", "long", "short", "byte", "unsignedInt", "decimal", "double", "float", "boolean", "dateTime", "guid", "char"] as const;
const REFERENCE_TYPES = ["string", "base64Binary"] as const;
const CLASS_NAMES = ["Order", "Line", "Party", "Money", "Note", "Parcel"] as const;
const ENUM_NAMES = ["Color", "Stage", "Perms"] as const;
const MEMBER_NAMES = ["Id", "Name", "Code", "Amount", "When", "Lines", "Kind", "Owner", "Count", "Data", "Notes", "Ref"] as const;
const PARAMETER_NAMES = ["id", "name", "item", "items", "when", "kind", "count"] as const;
const OPERATION_NAMES = ["Get", "Put", "Find", "Echo", "Send", "Check"] as const;

type Kind = "value" | "reference" | "enum" | "class";

interface Declared {
  readonly classes: readonly string[];
  readonly abstract: ReadonlySet<string>;
  readonly enums: readonly string[];
  readonly flags: ReadonlySet<string>;
  readonly firstValue: ReadonlyMap<string, string>;
}

function elementType(declared: Declared): fc.Arbitrary<{ type: string; kind: Kind }> {
  const options: fc.Arbitrary<{ type: string; kind: Kind }>[] = [
    fc.constantFrom(...VALUE_TYPES).map((type) => ({ type, kind: "value" as const })),
    fc.constantFrom(...REFERENCE_TYPES).map((type) => ({ type, kind: "reference" as const })),
  ];
  if (declared.enums.length) options.push(fc.constantFrom(...declared.enums).map((type) => ({ type, kind: "enum" as const })));
  if (declared.classes.length) options.push(fc.constantFrom(...declared.classes).map((type) => ({ type, kind: "class" as const })));
  return fc.oneof(...options);
}

/** A member of a class: its type, and the attributes .NET would put on it, drawn by what its type allows. */
function member(declared: Declared, name: string): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      item: elementType(declared),
      array: fc.integer({ min: 0, max: 9 }),
      flag: fc.integer({ min: 0, max: 19 }),
      itemName: fc.constantFrom(undefined, "Entry", "Item"),
      nillableItems: fc.boolean(),
      otherNamespace: fc.integer({ min: 0, max: 19 }),
      dataType: fc.integer({ min: 0, max: 19 }),
    })
    .map(({ item, array, flag, itemName, nillableItems, otherNamespace, dataType }) => {
      const field: Record<string, unknown> = { name, type: item.type };
      if (array >= 7) {
        field.type = `${item.type}[]`;
        if (flag < 5) field.repeated = true;
        else if (flag < 8) field.list = true;
        else if (flag < 10) field.nullable = true;
        if (!field.repeated && itemName !== undefined) field.arrayItem = { name: itemName, ...(nillableItems ? { nillable: true } : {}) };
      } else if (item.kind === "value" || item.kind === "enum") {
        if (flag < 3) field.attribute = true;
        else if (flag < 6) field.nullable = true;
        else if (flag < 8) field.optional = true;
        if ((flag < 3 || flag >= 8) && flag % 4 === 0 && item.type !== "char") field.default = defaultOf(item.type, declared);
        if (item.type === "dateTime" && dataType < 3) field.dataType = "time";
      } else if (item.kind === "reference") {
        if (flag < 3) field.attribute = true;
        else if (flag < 5) field.nullable = true;
        if (item.type === "string" && flag >= 10 && flag < 12) field.default = flag === 10 ? "" : "none";
        if (item.type === "string" && dataType < 2) field.dataType = dataType === 0 ? "token" : "normalizedString";
        if (item.type === "base64Binary" && dataType === 2) field.dataType = "hexBinary";
      } else if (flag < 3) field.nullable = true;
      if (otherNamespace === 0 && !field.attribute) field.namespace = "urn:random:other";
      return field;
    });
}

function defaultOf(type: string, declared: Declared): string {
  if (declared.enums.includes(type)) return declared.firstValue.get(type)!;
  switch (type) {
    case "boolean":
      return "false";
    case "dateTime":
      return "2001-01-01T00:00:00";
    case "guid":
      return "00000000-0000-0000-0000-000000000000";
    default:
      return "0";
  }
}

function classOf(declared: Declared, index: number): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      names: fc.uniqueArray(fc.constantFrom(...MEMBER_NAMES), { maxLength: 5 }),
      base: fc.integer({ min: -3, max: index - 1 }),
      namespace: fc.integer({ min: 0, max: 9 }),
      form: fc.integer({ min: 0, max: 19 }),
    })
    .chain(({ names, base, namespace, form }) =>
      // Each class's members are its own (Id, Id1, ...): a subclass may not repeat its base's.
      fc.tuple(...names.map((name) => member(declared, index === 0 ? name : `${name}${index}`))).map((fields) => ({
        ...(base >= 0 ? { base: declared.classes[base] } : {}),
        ...(declared.abstract.has(declared.classes[index]!) ? { abstract: true } : {}),
        ...(namespace === 0 ? { namespace: "urn:random:types" } : {}),
        // [XmlInclude] left off the base, or [XmlType(AnonymousType = true)].
        ...(base >= 0 && form === 0 ? { xmlInclude: false } : {}),
        ...(base < 0 && form === 1 ? { anonymous: true } : {}),
        fields,
      })),
    );
}

function parameter(declared: Declared, name: string): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({ item: elementType(declared), array: fc.integer({ min: 0, max: 9 }), flag: fc.integer({ min: 0, max: 9 }) })
    .map(({ item, array, flag }) => ({
      name,
      type: array >= 7 ? `${item.type}[]` : item.type,
      ...(flag === 0 && (item.kind === "value" || item.kind === "enum") && array < 7 ? { nullable: true } : {}),
    }));
}

function operation(declared: Declared, name: string, hasHeader: boolean): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      names: fc.uniqueArray(fc.constantFrom(...PARAMETER_NAMES), { maxLength: 3 }),
      result: fc.option(parameter(declared, "result"), { freq: 3 }),
      out: fc.option(parameter(declared, "extra"), { freq: 1 }),
      form: fc.integer({ min: 0, max: 19 }),
      header: fc.constantFrom(undefined, "in", "out", "inOut"),
    })
    .chain(({ names, result, out, form, header }) =>
      fc.tuple(...names.map((n) => parameter(declared, n))).map((fields) => {
        const op: Record<string, unknown> = { name, fields };
        const oneWay = form === 0;
        if (oneWay) op.oneWay = true;
        if (!oneWay && result !== null) op.result = { type: result.type, ...(result.nullable ? { nullable: true } : {}) };
        if (!oneWay && out !== null && form % 5 !== 1) op.out = [out];
        if (form === 2) op.parameterStyle = "bare";
        if (form === 3) op.requestElement = `${name}Request`;
        if (form === 4) op.soapAction = `urn:random:actions/${name}`;
        if (form === 5) op.requestNamespace = "urn:random:requests";
        if (hasHeader && header !== undefined) op.headers = [{ name: "Ticket", direction: header, ...(form % 3 === 0 && header !== "out" ? { required: true } : {}) }];
        // A MessageName overload of Get: the same method name, another message name.
        if (form === 6 && name !== "Get") Object.assign(op, { name: "Get", messageName: `Get${name}` });
        return op;
      }),
    );
}

/** A whole service: declarations first (their names fixed), then members and operations drawing on them. */
export const randomAsmxSpec: fc.Arbitrary<RandomSpec> = fc
  .record({
    classCount: fc.integer({ min: 0, max: CLASS_NAMES.length }),
    abstractDraws: fc.array(fc.integer({ min: 0, max: 19 }), { minLength: CLASS_NAMES.length, maxLength: CLASS_NAMES.length }),
    enumKinds: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: ENUM_NAMES.length }),
    enumNamespace: fc.integer({ min: 0, max: 9 }),
    hasHeader: fc.boolean(),
    operationNames: fc.uniqueArray(fc.constantFrom(...OPERATION_NAMES), { minLength: 1, maxLength: 4 }),
  })
  .chain(({ classCount, abstractDraws, enumKinds, enumNamespace, hasHeader, operationNames }) => {
    const enumNames = enumKinds.map((_, i) => ENUM_NAMES[i]!);
    const flags = new Set(enumNames.filter((_, i) => enumKinds[i] === 0));
    const enums = Object.fromEntries(
      enumNames.map((name, i) => [
        name,
        flags.has(name)
          ? { flags: true, values: { None: 0, Read: 1, Write: 2, Admin: 4 } }
          : { values: ["Red", "Green", "Blue"].slice(0, 1 + (enumKinds[i]! % 3)), ...(enumNamespace === 0 && i === 0 ? { namespace: "urn:random:enums" } : {}) },
      ]),
    );
    const declared: Declared = {
      classes: CLASS_NAMES.slice(0, classCount),
      abstract: new Set(CLASS_NAMES.slice(0, classCount).filter((_, i) => abstractDraws[i] === 0)),
      enums: enumNames,
      flags,
      firstValue: new Map(enumNames.map((name) => [name, flags.has(name) ? "None" : "Red"])),
    };
    return fc
      .tuple(
        fc.tuple(...declared.classes.map((_, i) => classOf(declared, i))),
        fc.tuple(...operationNames.map((name) => operation(declared, name, hasHeader))),
      )
      .map(([classes, operations]) => ({
        service: { name: "Random", namespace: "urn:random", endpoint: "https://example.com/Random.asmx" },
        ...(enumNames.length ? { enums } : {}),
        ...(classes.length ? { types: Object.fromEntries(classes.map((c, i) => [declared.classes[i]!, c])) } : {}),
        ...(hasHeader ? { headers: { Ticket: { fields: [{ name: "Token", type: "string" }] } } } : {}),
        operations,
      }));
  });

/** The model of a drawn spec's text, or the message its refusal gives. */
export function modelOrRefusal(text: string, specPath: string): ReturnType<typeof parseSpec> | string {
  try {
    return parseSpec(text, specPath);
  } catch (error) {
    return (error as Error).message;
  }
}
