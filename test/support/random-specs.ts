/**
 * fast-check arbitraries of ASMX specs that combine the spec's constructs at random, by groups:
 * - fields: elements and attributes (Form qualified/unqualified, Namespace, DataType), `[XmlText]` classes (mixed
 *   with an any member too), `[DefaultValue]`, nullable and optional values, choices of simple values and of
 *   classes, arrays of every form (repeated, List<T>, nullable, `[XmlArrayItem]` names, nillability, DataType,
 *   namespace, Form, nesting of jagged arrays), `[XmlAnyElement]` (plain, named, by namespace, XmlNode[], a lone
 *   XmlElement) and `[XmlAnyAttribute]`, QName, date, time and the unsigned types;
 * - types: bases with and without `[XmlInclude]`, abstract classes, structs, `[XmlType(Namespace, TypeName,
 *   AnonymousType)]`, `[XmlRoot]` forms; enums plain and flags, renamed by `[XmlEnum]` (`""` too), with a
 *   namespace, anonymous or renamed; `[XmlInclude]` on the service;
 * - operations: bare, renamed, namespaced (request and response), SOAPAction, MessageName overloads, one-way,
 *   SOAP headers of every direction, required or not, out and ref parameters, parameter `[DefaultValue]` and
 *   `[XmlElement]` names, result names, nullable results, the HTTP GET/POST bindings offered or not;
 * - the service: named bindings of its namespace and of another one (a set of documents: `?wsdl=wsdl1`,
 *   `?schema=schemaN`), the service's default parameter style, its description.
 * Many combinations are refused by the model's validation (which is the point of drawing them: it must refuse in
 * one positioned line); the rest stand for services nobody has shown us, whose WSDL set the importer must read back
 * to the same spec's set.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { stringify } from "yaml";
import { parseSpec } from "../../generator/spec/load.js";

export interface RandomSpec {
  readonly service: Record<string, unknown> & { name: string; namespace: string; endpoint: string };
  readonly enums?: Record<string, unknown>;
  readonly types?: Record<string, unknown>;
  readonly headers?: Record<string, unknown>;
  readonly operations: unknown[];
}

const VALUE_TYPES = [
  "int",
  "long",
  "short",
  "byte",
  "unsignedByte",
  "unsignedShort",
  "unsignedInt",
  "unsignedLong",
  "decimal",
  "double",
  "float",
  "boolean",
  "dateTime",
  "date",
  "guid",
  "char",
] as const;
const REFERENCE_TYPES = ["string", "string", "string", "base64Binary", "QName"] as const;
const STRING_DATA_TYPES = ["normalizedString", "token", "language", "Name", "NCName", "NMTOKEN", "NMTOKENS", "ID", "IDREF", "anyURI", "integer", "nonNegativeInteger", "duration", "gYear"] as const;
const CLASS_NAMES = ["Order", "Line", "Party", "Money", "Note", "Parcel"] as const;
const ENUM_NAMES = ["Color", "Stage", "Perms"] as const;
const MEMBER_NAMES = ["Id", "Name", "Code", "Amount", "When", "Lines", "Kind", "Owner", "Count", "Data", "Notes", "Ref"] as const;
const PARAMETER_NAMES = ["id", "name", "item", "items", "when", "kind", "count"] as const;
const OPERATION_NAMES = ["Get", "Put", "Find", "Echo", "Send", "Check"] as const;
/** The namespace of the service's named binding `Far` ([WebServiceBinding(Namespace)]): a set of documents. */
export const FAR_NAMESPACE = "urn:random:far";

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
      dataType: fc.integer({ min: 0, max: 29 }),
      form: fc.integer({ min: 0, max: 19 }),
      special: fc.integer({ min: 0, max: 39 }),
    })
    .map(({ item, array, flag, itemName, nillableItems, otherNamespace, dataType, form, special }) => {
      // Members of kinds of their own: [XmlAnyElement], [XmlAnyAttribute], choices ([XmlChoiceIdentifier]).
      if (special < 4) return anyMember(name, special, otherNamespace);
      if (special === 4) return { name, type: "XmlAttribute[]", anyAttribute: true };
      if (special === 5) return { name, type: "object", choice: [{ name: `${name}Text`, type: "string" }, { name: `${name}Number`, type: "int" }] };
      if (special === 6) return { name, type: "string[]", repeated: true, choice: [{ name: `${name}Tag`, type: "string" }, { name: `${name}Code`, type: "string" }] };
      if (special === 7 && declared.classes.length >= 2) {
        return { name, type: "object", choice: declared.classes.slice(0, 2).map((c) => ({ name: `${name}${c}`, type: c })) };
      }
      const field: Record<string, unknown> = { name, type: item.type };
      if (array >= 7) {
        field.type = `${item.type}[]`;
        if (flag < 5) field.repeated = true;
        else if (flag < 8) field.list = true;
        else if (flag < 10) field.nullable = true;
        if (!field.repeated) {
          const arrayItem: Record<string, unknown> = {};
          if (itemName !== undefined) arrayItem.name = itemName;
          if (itemName !== undefined && nillableItems) arrayItem.nillable = true;
          if (item.type === "string" && dataType < 3) arrayItem.dataType = STRING_DATA_TYPES[dataType];
          if (form === 1) arrayItem.namespace = "urn:random:items";
          if (form === 2) arrayItem.unqualified = true;
          if (form === 3 && array === 9 && item.kind !== "class") {
            // A jagged array ([XmlArrayItem(NestingLevel = 1)]): the inner arrays' items named too.
            field.type = `${item.type}[][]`;
            arrayItem.items = { name: "Cell", ...(nillableItems ? { nillable: true } : {}) };
          }
          if (Object.keys(arrayItem).length) field.arrayItem = arrayItem;
        } else if (item.type === "string" && dataType < 3) field.dataType = STRING_DATA_TYPES[dataType];
        if (form === 4) field.unqualified = true;
      } else if (item.kind === "value" || item.kind === "enum") {
        if (flag < 3) field.attribute = true;
        else if (flag < 6) field.nullable = true;
        else if (flag < 8) field.optional = true;
        else if (flag === 8) Object.assign(field, { nullable: true, optional: true });
        if ((flag < 3 || flag >= 9) && flag % 4 === 0 && item.type !== "char") field.default = defaultOf(item.type, declared);
        if (item.type === "dateTime" && dataType < 3) field.dataType = "time";
      } else if (item.kind === "reference") {
        if (flag < 3) field.attribute = true;
        else if (flag < 5) field.nullable = true;
        if (item.type === "string" && flag >= 10 && flag < 12) field.default = flag === 10 ? "" : "none";
        if (item.type === "string" && dataType < STRING_DATA_TYPES.length) field.dataType = STRING_DATA_TYPES[dataType];
        if (item.type === "base64Binary" && dataType < 5) field.dataType = "hexBinary";
      } else if (flag < 3) field.nullable = true;
      if (field.attribute) {
        // [XmlAttribute(Form = Qualified)], [XmlAttribute(Namespace)], [XmlAttribute(Form = Unqualified)].
        if (form === 0) field.qualified = true;
        else if (form === 1) field.namespace = "urn:random:attributes";
        else if (form === 2) field.unqualified = true;
      } else if (array < 7) {
        if (form === 5) field.unqualified = true;
        // [XmlElement(Namespace)] beside a DataType is another helper's construct: not drawn.
        else if (otherNamespace === 0 && field.dataType === undefined) field.namespace = "urn:random:other";
      }
      return field;
    });
}

/** An [XmlAnyElement] member: every element, named ones, those of a namespace, or XmlNode[] and a lone XmlElement. */
function anyMember(name: string, special: number, variant: number): Record<string, unknown> {
  if (special === 0) return { name, type: "XmlElement[]", any: variant < 10 ? true : variant < 15 ? { name: `${name}Extra`, namespace: "urn:random:any" } : { namespace: "urn:random:any" } };
  if (special === 1) return { name, type: "XmlNode[]", any: true };
  if (special === 2) return { name, type: "XmlElement", any: true };
  return { name, type: "XmlElement[]", any: { name: `${name}Plain` } };
}

function defaultOf(type: string, declared: Declared): string {
  if (declared.enums.includes(type)) return declared.firstValue.get(type)!;
  switch (type) {
    case "boolean":
      return "false";
    case "dateTime":
      return "2001-01-01T00:00:00";
    case "date":
      return "2001-01-01";
    case "guid":
      return "00000000-0000-0000-0000-000000000000";
    default:
      return "0";
  }
}

/** A class whose element holds a value as its text ([XmlText]): the other members are attributes, or mixed content. */
function textClassFields(declared: Declared, index: number, draw: number, names: readonly string[]): Record<string, unknown>[] {
  const suffix = index === 0 ? "" : `${index}`;
  const textTypes = ["string", "int", "decimal", "dateTime", ...declared.enums];
  const textType = textTypes[draw % textTypes.length]!;
  const text: Record<string, unknown> = { name: `Value${suffix}`, type: textType, text: true };
  if (textType === "dateTime" && draw % 3 === 0) text.dataType = "time";
  if (textType === "string" && draw % 5 === 1) text.dataType = "token";
  const attributes = names.slice(0, 2).map((n, i) => ({ name: `${n}${suffix}`, type: i === 0 ? "string" : "int", attribute: true }));
  if (textType === "string" && draw % 4 === 2) {
    // Mixed content: the text beside an any member of XmlNode[].
    return [text, ...attributes, { name: `Nodes${suffix}`, type: "XmlNode[]", any: true }];
  }
  return draw % 2 === 0 ? [text, ...attributes] : [...attributes, text];
}

function classOf(declared: Declared, index: number): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      names: fc.uniqueArray(fc.constantFrom(...MEMBER_NAMES), { maxLength: 5 }),
      base: fc.integer({ min: -3, max: index - 1 }),
      namespace: fc.integer({ min: 0, max: 9 }),
      form: fc.integer({ min: 0, max: 29 }),
      text: fc.integer({ min: 0, max: 59 }),
    })
    .chain(({ names, base, namespace, form, text }) =>
      // Each class's members are its own (Id, Id1, ...): a subclass may not repeat its base's.
      fc.tuple(...names.map((name) => member(declared, index === 0 ? name : `${name}${index}`))).map((drawn) => {
        const typeName = declared.classes[index]!;
        // [XmlText] on the last class only: no class derives from it (a text class with subclasses is refused).
        const textClass = base < 0 && text < 6 && index === declared.classes.length - 1;
        // One [XmlAnyElement] without a name and one [XmlAnyAttribute] per class, as XmlSerializer allows.
        const unnamedAny = (f: Record<string, unknown>) => f.any === true || (typeof f.any === "object" && f.any !== null && !("name" in f.any));
        const fields = textClass
          ? textClassFields(declared, index, text, names)
          : drawn.filter((f, i) => !(unnamedAny(f) && drawn.findIndex(unnamedAny) < i) && !(f.anyAttribute && drawn.findIndex((o) => o.anyAttribute) < i));
        const abstract = declared.abstract.has(typeName);
        return {
          ...(base >= 0 ? { base: declared.classes[base] } : {}),
          ...(abstract ? { abstract: true } : {}),
          ...(namespace === 0 ? { namespace: "urn:random:types" } : {}),
          // [XmlInclude] left off the base, [XmlType(AnonymousType = true)], [XmlType(TypeName)], [XmlRoot], a struct.
          ...(base >= 0 && form === 0 ? { xmlInclude: false } : {}),
          ...(base < 0 && form === 1 ? { anonymous: true } : {}),
          ...(form === 2 ? { typeName: `${typeName}Type` } : {}),
          ...(form === 3 && !abstract ? { root: { name: `${typeName}Root`, namespace: "urn:random:roots" } } : {}),
          ...(form === 4 && !abstract ? { root: { name: `${typeName}Root` } } : {}),
          ...(form === 5 && !abstract ? { root: { nullable: false } } : {}),
          ...(form === 6 && base < 0 ? { struct: true } : {}),
          fields,
        };
      }),
    );
}

function parameter(declared: Declared, name: string): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({ item: elementType(declared), array: fc.integer({ min: 0, max: 9 }), flag: fc.integer({ min: 0, max: 19 }) })
    .map(({ item, array, flag }) => {
      const single = array < 7;
      const field: Record<string, unknown> = { name, type: single ? item.type : `${item.type}[]` };
      if (flag === 0 && (item.kind === "value" || item.kind === "enum") && single) field.nullable = true;
      // [XmlElement("...")] on the parameter, [DefaultValue], [XmlElement(DataType)].
      if (flag === 1) field.parameterName = field.name;
      if (flag === 1) field.name = `${name}Element`;
      if (flag === 2 && single && item.kind === "value" && item.type !== "char") field.default = defaultOf(item.type, declared);
      if (flag === 3 && single && item.type === "string") field.dataType = "token";
      if (flag === 4 && single && item.type === "dateTime") field.dataType = "time";
      return field;
    });
}

function operation(declared: Declared, name: string, hasHeader: boolean, bindings: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      names: fc.uniqueArray(fc.constantFrom(...PARAMETER_NAMES), { maxLength: 3 }),
      result: fc.option(parameter(declared, "result"), { freq: 3 }),
      resultForm: fc.integer({ min: 0, max: 9 }),
      out: fc.option(parameter(declared, "extra"), { freq: 1 }),
      form: fc.integer({ min: 0, max: 29 }),
      header: fc.constantFrom(undefined, "in", "out", "inOut", "fault"),
      offered: fc.integer({ min: 0, max: 19 }),
      binding: fc.integer({ min: 0, max: 9 }),
    })
    .chain(({ names, result, resultForm, out, form, header, offered, binding }) =>
      fc.tuple(...names.map((n) => parameter(declared, n))).map((fields) => {
        const op: Record<string, unknown> = { name, fields };
        const oneWay = form === 0;
        if (oneWay) op.oneWay = true;
        if (!oneWay && result !== null) {
          const { name: _, parameterName: __, default: ___, ...rest } = result;
          op.result = {
            ...rest,
            ...(resultForm === 0 ? { name: "Answer" } : {}),
            ...(resultForm === 1 && !String(rest.type).endsWith("[]") ? { nullable: true } : {}),
            ...(resultForm === 2 && String(rest.type).endsWith("[]") ? { arrayItem: { name: "Row" } } : {}),
          };
        }
        // An out parameter, or a ref one (the same name among the parameters).
        if (!oneWay && out !== null && form % 5 !== 1) {
          const { default: _, ...rest } = out;
          op.out = [form % 7 === 3 && fields.length > 0 ? { ...fields[0]!, default: undefined } : rest].map((o) => JSON.parse(JSON.stringify(o)) as Record<string, unknown>);
        }
        if (form === 2 || form === 12) op.parameterStyle = "bare";
        if (form === 3) op.requestElement = `${name}Request`;
        if (form === 13 && !oneWay) op.responseElement = `${name}Answer`;
        if (form === 4) op.soapAction = `urn:random:actions/${name}`;
        if (form === 5) op.requestNamespace = "urn:random:requests";
        if (form === 15 && !oneWay) op.responseNamespace = "urn:random:responses";
        if (form === 16) op.description = `${name} does what it says.`;
        if (hasHeader && header !== undefined) {
          // A one-way method sends nothing back: its headers are In ones.
          const direction = oneWay ? "in" : header;
          op.headers = [{ name: "Ticket", direction, ...(form % 3 === 0 && (direction === "in" || direction === "inOut") ? { required: true } : {}) }];
          if (form % 4 === 1 && !oneWay) (op.headers as unknown[]).push({ name: "Trace", direction: "out" });
        }
        // A MessageName overload of Get: the same method name, another message name.
        if (form === 6 && name !== "Get") Object.assign(op, { name: "Get", messageName: `Get${name}` });
        // The HTTP GET/POST bindings offered or not ([WebServicesConfiguration] protocols, or what the method allows).
        if (offered === 0) op.bindings = ["soap11", "soap12"];
        if (offered === 1) op.bindings = ["soap11", "soap12", "httpPost"];
        if (binding < bindings.length) op.binding = bindings[binding];
        return op;
      }),
    );
}

/** A whole service: declarations first (their names fixed), then members and operations drawing on them. */
export const randomAsmxSpec: fc.Arbitrary<RandomSpec> = fc
  .record({
    classCount: fc.integer({ min: 0, max: CLASS_NAMES.length }),
    abstractDraws: fc.array(fc.integer({ min: 0, max: 19 }), { minLength: CLASS_NAMES.length, maxLength: CLASS_NAMES.length }),
    enumKinds: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: ENUM_NAMES.length }),
    enumNamespace: fc.integer({ min: 0, max: 9 }),
    hasHeader: fc.boolean(),
    operationNames: fc.uniqueArray(fc.constantFrom(...OPERATION_NAMES), { minLength: 1, maxLength: 4 }),
    serviceForm: fc.integer({ min: 0, max: 19 }),
    bindingForm: fc.integer({ min: 0, max: 9 }),
  })
  .chain(({ classCount, abstractDraws, enumKinds, enumNamespace, hasHeader, operationNames, serviceForm, bindingForm }) => {
    const enumNames = enumKinds.map((_, i) => ENUM_NAMES[i]!);
    const flags = new Set(enumNames.filter((_, i) => enumKinds[i] === 0 || enumKinds[i] === 4));
    const enums = Object.fromEntries(
      enumNames.map((name, i) => {
        const kind = enumKinds[i]!;
        if (kind === 0) return [name, { flags: true, values: { None: 0, Read: 1, Write: 2, Admin: 4 } }];
        // [Flags] renamed by [XmlEnum].
        if (kind === 4) return [name, { flags: true, values: { none: 0, "can-read": 1, "can-write": 2 } }];
        // [XmlEnum] names, [XmlEnum("")] too.
        if (kind === 5) return [name, { values: ["red-ish", "", "Blue"] }];
        return [
          name,
          {
            values: ["Red", "Green", "Blue"].slice(0, 1 + (kind % 3)),
            ...(enumNamespace === 0 && i === 0 ? { namespace: "urn:random:enums" } : {}),
            ...(kind === 6 ? { anonymous: true } : {}),
            ...(kind === 7 ? { typeName: `${name}Kind` } : {}),
          },
        ];
      }),
    );
    const declared: Declared = {
      classes: CLASS_NAMES.slice(0, classCount),
      abstract: new Set(CLASS_NAMES.slice(0, classCount).filter((_, i) => abstractDraws[i] === 0)),
      enums: enumNames,
      flags,
      firstValue: new Map(enumNames.map((name, i) => [name, enumKinds[i] === 0 ? "None" : enumKinds[i] === 4 ? "none" : enumKinds[i] === 5 ? "red-ish" : "Red"])),
    };
    // Named bindings: `Near` of the service's namespace, `Far` of another (a set of documents).
    const bindings = bindingForm === 0 ? ["Near"] : bindingForm === 1 ? ["Far"] : bindingForm === 2 ? ["Near", "Far"] : [];
    return fc
      .tuple(
        fc.tuple(...declared.classes.map((_, i) => classOf(declared, i))),
        fc.tuple(...operationNames.map((name) => operation(declared, name, hasHeader, bindings))),
      )
      .map(([classes, drawnOperations]) => {
        // Copies: fast-check may map one drawn value again while shrinking.
        const operations = drawnOperations.map((o) => ({ ...o }));
        // Every named binding has a method (ASMX publishes no binding without one): the last operations take them.
        bindings.forEach((b, i) => {
          const target = operations[operations.length - 1 - i];
          if (!operations.some((o) => o.binding === b) && target !== undefined && target.binding === undefined) target.binding = b;
        });
        const service: RandomSpec["service"] = { name: "Random", namespace: "urn:random", endpoint: "https://example.com/Random.asmx" };
        if (operations.some((o) => o.binding === "Far")) service.namedBindings = { Far: { namespace: FAR_NAMESPACE } };
        if (serviceForm === 0) service.parameterStyle = "bare";
        if (serviceForm === 1) service.description = "A service drawn at random.";
        // [XmlInclude] on the service: its last class (its base's subclass, or one no operation may name).
        if (serviceForm === 2 && classes.length) service.xmlInclude = [declared.classes[classes.length - 1]!];
        if (serviceForm === 3) service.bindings = ["soap11", "soap12"];
        return {
          service,
          ...(enumNames.length ? { enums } : {}),
          ...(classes.length ? { types: Object.fromEntries(classes.map((c, i) => [declared.classes[i]!, c])) } : {}),
          ...(hasHeader
            ? {
                headers: {
                  Ticket: { fields: [{ name: "Token", type: "string" }, ...(serviceForm === 4 ? [{ name: "Seq", type: "int", attribute: true }] : [])] },
                  Trace: { fields: [{ name: "Step", type: "int" }] },
                },
              }
            : {}),
          operations,
        };
      });
  });

/**
 * The model of a drawn spec, or undefined where the model refuses it, every line of the refusal then positioned in
 * the spec's file (`spec/random.yaml:3:5: ...`).
 */
export function acceptedModel(spec: object, specPath: string): ReturnType<typeof parseSpec> | undefined {
  try {
    return parseSpec(stringify(spec), specPath);
  } catch (error) {
    for (const line of (error as Error).message.split("\n")) expect(line.startsWith(`${specPath}:`) && /^[^:]+:\d+:\d+: \S/.test(line), line).toBe(true);
    return undefined;
  }
}
