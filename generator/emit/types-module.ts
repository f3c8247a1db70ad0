/**
 * Emits src/types.ts: enums, classes (interfaces, unions for class hierarchies), SOAP header and fault
 * detail classes, row shapes, and the input, parameter, result and response types of every operation.
 */
import type { CodeBlockWriter, OptionalKind, PropertySignatureStructure, StatementStructures } from "ts-morph";
import { isStream, isValueType } from "../model/type-resolver.js";
import type { ComplexTypeModel, FieldModel, MessagePartModel, OperationModel, ServiceModel, TypeModel } from "../model/types.js";
import { objectKey } from "./ts/object-key.js";
import { importRuntime, reexportRuntime, type RuntimeSymbol, type RuntimeUse } from "./ts/runtime-symbols.js";
import {
  ALL_BINDINGS,
  bindingsTypeText,
  serviceBindingsTypeText,
  faultDetailTypeName,
  faultHeaders,
  faultHeadersTypeName,
  writesUnknownHeaders,
  hasResponseObject,
  inputTypeName,
  outcomeTypeName,
  paramsTypeName,
  requestHeaders,
  requestHeadersTypeName,
  responseHeadersTypeName,
  responseTypeName,
  resultTypeName,
} from "./ts/operation-names.js";
import { docText, finishedText, newSourceFile } from "./ts/source.js";
import { StructureKind, VariableDeclarationKind } from "./ts/ts-morph.js";
import {
  classFieldType,
  classFieldsName,
  classInstanceName,
  classTypeName,
  type Direction,
  enumTypeName,
  flagMembers,
  flagTypeName,
  inHierarchy,
  entriesWithType,
  ENTRIES_TYPE,
  mayBeNull,
  OBJECT_TYPE_NAME,
  OBJECT_TYPES_NAME,
  rowTypeName,
  typeText,
  xmlValueTypeName,
} from "./ts/type-text.js";
import type { Emitter, OutputFile } from "./emitter.js";


export function responseHeaders(op: OperationModel): OperationModel["headers"] {
  return op.headers.filter((h) => h.direction === "out" || h.direction === "inOut");
}

function usesType(model: ServiceModel, name: "DataSet" | "DataTable" | "TypedDataSet" | "TypedDataTable"): boolean {
  return model.operations.some((op) =>
    [...(op.result ? [op.result.type] : []), ...op.fields.map((f) => f.type), ...op.outParams.map((f) => f.type)].some((t) => {
      if (t.kind === "dataSet") return name === (t.tables?.length ? "TypedDataSet" : "DataSet");
      if (t.kind === "dataTable") return name === (t.table ? "TypedDataTable" : "DataTable");
      return false;
    }),
  );
}

/** XmlElementValue, XmlNodeValue, XmlAttributeValue and XmlContentValue (WCF's XmlNode[]), where a parameter, result or class field has that type (or an array of it). */
function xmlValueTypesUsed(model: ServiceModel): ("XmlNodeValue" | "XmlElementValue" | "XmlAttributeValue" | "XmlContentValue")[] {
  const used = new Set<"XmlNodeValue" | "XmlElementValue" | "XmlAttributeValue" | "XmlContentValue">();
  const note = (type: TypeModel): void => {
    if (type.kind === "xml") used.add(xmlValueTypeName(type.node));
    // XmlElement[] / XmlNode[] members.
    if (type.kind === "array") note(type.item);
  };
  for (const op of model.operations) {
    if (op.result) note(op.result.type);
    for (const field of [...op.fields, ...op.outParams]) note(field.type);
    // SoapUnknownHeader[] Out/InOut: the response's other header blocks.
    if (writesUnknownHeaders(op)) used.add("XmlElementValue");
  }
  for (const type of model.types) for (const field of [...type.fields, ...type.attributes]) note(field.type);
  return (["XmlAttributeValue", "XmlContentValue", "XmlElementValue", "XmlNodeValue"] as const).filter((name) => used.has(name));
}

/** Whether a parameter, result or class field or attribute is a QName (XmlQualifiedName, the runtime's QualifiedName). */
function usesQualifiedName(model: ServiceModel): boolean {
  const holds = (type: TypeModel): boolean => type.kind === "simple" && type.simple.name === "QName";
  return (
    model.operations.some((op) => (op.result !== undefined && holds(op.result.type)) || [...op.fields, ...op.outParams].some((f) => holds(f.type))) ||
    model.types.some((c) => [...c.fields, ...c.attributes, ...(c.text ? [c.text] : [])].some((f) => holds(f.type)))
  );
}

/** Whether a parameter, result or class field is of an IXmlSerializable class. */
function usesSerializable(model: ServiceModel): boolean {
  const holds = (type: TypeModel): boolean => type.kind === "serializable";
  return (
    model.operations.some((op) => [...(op.result ? [op.result.type] : []), ...op.fields.map((f) => f.type), ...op.outParams.map((f) => f.type)].some(holds)) ||
    model.types.some((t) => t.iSerializable === true || t.fields.some((f) => holds(f.type)))
  );
}

/** Whether a parameter, result or class field holds .NET's object (an array's items included). */
function usesObject(model: ServiceModel): boolean {
  const holds = (type: TypeModel): boolean => type.kind === "object" || (type.kind === "array" && holds(type.item));
  return (
    model.operations.some((op) => [...(op.result ? [op.result.type] : []), ...op.fields.map((f) => f.type), ...op.outParams.map((f) => f.type)].some(holds)) ||
    model.types.some((t) => t.iSerializable === true || t.fields.some((f) => holds(f.type)))
  );
}

/**
 * The service's object values: a simple value, untyped content, or a value of one of its classes (by name),
 * enums or array types (by XML type name).
 */
function objectStatements(model: ServiceModel): StatementStructures[] {
  // An anonymous class has no xsi:type name: an object cannot hold it (lab object-anonymous).
  const classes = model.types.filter((t) => t.role === "type" && !t.abstract && !t.anonymous);
  // An interface, so that an array of objects among them may refer to ServiceObject.
  const properties = [
    // An ISerializable class's object value is its entries: the object's $type names its class.
    ...classes.map((c) => ({ name: c.name, type: c.iSerializable ? ENTRIES_TYPE : classTypeName(c) })),
    ...model.objectTypes.map((t) => ({ name: t.name, type: typeText(t.type, "output") })),
  ];
  const typesInterface: StatementStructures = {
    kind: StructureKind.Interface,
    isExported: true,
    name: OBJECT_TYPES_NAME,
    docs: [docText("The types a ServiceObject may hold besides simple types and untyped content, by XML type name.")],
    properties: properties.map((p) => ({ name: p.name, type: p.type, isReadonly: true })),
  };
  return [typesInterface, {
    kind: StructureKind.TypeAlias,
    isExported: true,
    name: OBJECT_TYPE_NAME,
    docs: [
      docText(
        "A value of .NET's object, which says its type on the wire with xsi:type: a simple type by its XML Schema name (`{ $type: \"int\", value: 5 }`), a class of the service by its name (`{ $type: \"Shipment\", value }`), one of its enums or array types by XML type name (`{ $type: \"ArrayOfString\", value: [\"a\"] }`), or untyped content (`{ $type: \"anyType\", value: { attributes, children } }`).",
      ),
    ],
    type: `ObjectValue<${OBJECT_TYPES_NAME}>`,
  }];
}

function enumStatements(model: ServiceModel): StatementStructures[] {
  const statements: StatementStructures[] = [];
  for (const e of model.enums) {
    const name = enumTypeName(e);
    if (e.flags) {
      const members = flagMembers(e);
      const zero = e.values.find((_, i) => e.numbers[i] === 0);
      statements.push({
        kind: StructureKind.TypeAlias,
        isExported: true,
        name: flagTypeName(e),
        docs: [`A member of the flags enum {@link ${name}}.`],
        type: members.map((v) => JSON.stringify(v)).join(" | ") || "never",
      });
      statements.push({
        kind: StructureKind.TypeAlias,
        isExported: true,
        name,
        docs: [
          paragraph(
            e.documentation,
            `A [Flags] enum: the members that are set, in any order. On the wire a space-separated list of names in member-value order${zero ? `; the empty list travels as \`${zero}\`` : ""}.`,
          ),
        ],
        type: `readonly ${flagTypeName(e)}[]`,
      });
      statements.push({
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: [`The members of {@link ${name}}, by name.`],
        declarations: [
          {
            name,
            type: `{ readonly [Member in ${flagTypeName(e)}]: Member }`,
            initializer: `{ ${members.map((v) => `${objectKey(v)}: ${JSON.stringify(v)}`).join(", ")} }`,
          },
        ],
      });
      continue;
    }
    statements.push({
      kind: StructureKind.TypeAlias,
      isExported: true,
      name,
      docs: [docText(e.documentation, `Values travel exactly as written: ${e.values.join(", ")}.`)],
      type: e.values.map((v) => JSON.stringify(v)).join(" | "),
    });
    statements.push({
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [`The values of {@link ${name}}, by name.`],
      declarations: [
        {
          name,
          type: `{ readonly [Value in ${name}]: Value }`,
          initializer: `{ ${e.values.map((v) => `${objectKey(v)}: ${JSON.stringify(v)}`).join(", ")} }`,
        },
      ],
    });
  }
  return statements;
}

function rowStatements(model: ServiceModel): StatementStructures[] {
  const statements: StatementStructures[] = [];
  const seen = new Set<string>();
  const tables = [
    ...model.rowShapes,
    ...model.dataSets.flatMap((d) => d.tables ?? []),
    ...model.operations.flatMap((op) => {
      const t = op.result?.type;
      return t?.kind === "dataSet" ? (t.tables ?? []) : t?.kind === "dataTable" && t.table ? [t.table] : [];
    }),
  ];
  for (const table of tables) {
    const name = rowTypeName(table);
    if (seen.has(name)) continue;
    seen.add(name);
    statements.push({
      kind: StructureKind.Interface,
      isExported: true,
      name,
      docs: [`A row of ${table.rowShape ? `the ${table.rowShape} shape` : `table ${table.name}`}: column values by column name; null where a row has no value.`],
      properties: table.columns.map((c) => ({ name: JSON.stringify(c.name), isReadonly: true, type: `${c.type.tsType} | null`, docs: [`Column of type xs:${c.type.xsd}.`] })),
    });
  }
  return statements;
}

/** Comment text as one paragraph: the comments of types are read in editors' hovers, where short is best. */
function paragraph(...parts: (string | undefined)[]): string {
  return docText(...parts).replace(/\n\n/g, " ");
}

/** A declaration's doc comment, or none when there is nothing to say. */
function docsOf(text: string): string[] {
  return text ? [text] : [];
}

/**
 * A field's comment: its documentation, then what the declaration does not show. The wire name only when it
 * is more than the TypeScript name with its first letter upper-cased (`UserID` for `userId`, not `Id` for `id`).
 */
function fieldDoc(field: FieldModel, extra = "", parameter = false): string {
  const form =
    parameter && field.form === "any"
      ? field.type.kind === "array"
        ? field.anyElements !== undefined
          ? `xs:any ([XmlAnyElement(Name, Namespace)]) on a parameter: the elements ${field.anyElements.map((e) => (e.namespace === undefined ? e.name : `${e.name} of ${e.namespace}`)).join(", ")}, as they are, directly in the request wrapper; only those are read here (none: an empty array; an empty-element wrapper: null)`
          : `xs:any ([XmlAnyElement]) on a parameter: elements as they are, directly in the request wrapper; every child element no other parameter takes is read here${field.type.item.kind === "xml" && field.type.item.node === "XmlNode" ? ", text dropped" : ""} (none: an empty array; an empty-element wrapper: null)`
        : "xs:any ([XmlAnyElement]) on a lone XmlElement parameter: the element as it is, directly in the request wrapper; of the child elements no other parameter takes, the last is read here"
      : field.form === "attribute"
      ? "an attribute"
      : field.form === "repeated"
        ? "one element per item, no wrapper"
        : field.form === "text"
          ? "the element's text ([XmlText])"
          : field.form === "any"
            ? field.anyElements !== undefined
              ? `xs:any ([XmlAnyElement(Name, Namespace)]): the elements ${field.anyElements.map((e) => (e.namespace === undefined ? e.name : `${e.name} of ${e.namespace}`)).join(", ")}, as they are, wherever they are among the class's`
              : field.type.kind === "array"
              ? `xs:any ([XmlAnyElement]): elements as they are, among the class's; every child element no other field takes is read here${field.type.item.kind === "xml" && field.type.item.node === "XmlNode" ? " (text items are written, in line, and not read)" : ""}`
              : "xs:any ([XmlAnyElement]) on a lone XmlElement: the element as it is, among the class's; of the child elements no other field takes, the last is read here"
            : field.form === "anyAttribute"
              ? "xs:anyAttribute ([XmlAnyAttribute]): attributes as they are, among the class's; every attribute no other field takes is read here"
        : field.list
          ? "read as an empty list when absent"
          : undefined;
  const plainWireName = field.wireName === field.tsName || field.wireName === field.tsName[0]!.toUpperCase() + field.tsName.slice(1);
  const notes = [plainWireName ? undefined : `wire name \`${field.wireName}\``, form, field.secret ? "a secret, never logged" : undefined, extra || undefined]
    .filter((note): note is string => note !== undefined)
    .join("; ");
  const sentence = notes ? `${notes[0]!.toUpperCase()}${notes.slice(1)}.` : undefined;
  return docText([field.documentation?.trim(), sentence].filter(Boolean).join(" "));
}

function classProperty(field: FieldModel, direction: Direction): OptionalKind<PropertySignatureStructure> {
  const { type, optional } = classFieldType(field, direction);
  return { name: field.tsName, isReadonly: true, hasQuestionToken: optional, type, docs: docsOf(fieldDoc(field)) };
}

/** Every concrete class a value of `type` may be: itself unless abstract, then its subclasses, depth first. */
function concreteClasses(type: ComplexTypeModel): ComplexTypeModel[] {
  return [...(type.abstract ? [] : [type]), ...type.derived.flatMap(concreteClasses)];
}

/**
 * A class: one interface. In a hierarchy, every value carries `$type` (its class, the xsi:type on the wire),
 * a class with subclasses has a `...Fields` interface its subclasses extend, and its name is the union of the
 * concrete classes it stands for. A class with an input form has these declarations twice, the second time
 * as a client sends it (`...Input`: a number for a decimal, a Date for a dateTime or date, at any depth).
 */
function classStatements(type: ComplexTypeModel): StatementStructures[] {
  return type.inputForm ? [...classForm(type, "output"), ...classForm(type, "input")] : classForm(type, "output");
}

function classForm(type: ComplexTypeModel, direction: Direction): StatementStructures[] {
  const role =
    type.role === "header" ? "SOAP header" : type.role === "fault" ? "Fault detail" : type.abstract ? "Abstract class" : "Class";
  // A plain class under its own name needs no "Class X" line: the declaration says so.
  const plain = role === "Class" && classTypeName(type) === type.name;
  const described = docText(type.documentation, plain ? undefined : `${role} \`${type.name}\` of the service.`);
  const doc =
    direction === "input"
      ? docText(`{@link ${classTypeName(type)}} as a client sends it: a decimal may also be a number, a dateTime or date also a Date (the runtime writes them as .NET does).`)
      : described;
  const property = (field: FieldModel): OptionalKind<PropertySignatureStructure> => classProperty(field, direction);
  if (type.abstract && type.derived.length === 0) {
    // No class a value could be (lab cross-base, OwnSub: ASMX publishes such a base alone): only null travels.
    return [{ kind: StructureKind.TypeAlias, isExported: true, name: classTypeName(type, direction), docs: [paragraph(doc, "It has no subclass, so no value is one: only null (or absent) travels.")], type: "never" }];
  }
  if (type.iSerializable) {
    // GetObjectData's entries by name, each a .NET object (docs/wcf-design.md §38); where the class has subclasses, a
    // value says which it is beside them (§40: `i:type`).
    const entries = "ISerializable: its entries (GetObjectData's) by name, each a value of .NET's object or null; `[entryOrder]` their wire order where the keys enumerate otherwise (names like `0`, `10`).";
    if (!entriesWithType(type)) {
      return [{ kind: StructureKind.TypeAlias, isExported: true, name: classTypeName(type, direction), docs: docsOf(paragraph(doc, entries)), type: ENTRIES_TYPE }];
    }
    const classes = concreteClasses(type);
    return [{
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: classTypeName(type, direction),
      docs: docsOf(paragraph(doc, `${entries} A value of any of the classes it stands for: ${classes.map((c) => c.name).join(", ")}; \`$type\` tells which (\`i:type\` on the wire).`)),
      type: classes.map((c) => `{ readonly $type: ${JSON.stringify(c.name)}; readonly entries: ${ENTRIES_TYPE} }`).join(" | "),
    }];
  }
  if (!inHierarchy(type)) {
    return [{ kind: StructureKind.Interface, isExported: true, name: classTypeName(type, direction), docs: docsOf(doc), properties: [...type.attributes, ...type.fields, ...(type.text ? [type.text] : [])].map(property) }];
  }
  const statements: StatementStructures[] = [];
  const parentFields = type.base ? classFieldsName(type.base, direction) : undefined;
  const own = [...type.attributes, ...type.fields].map(property);
  const discriminator: OptionalKind<PropertySignatureStructure> = {
    name: "$type",
    isReadonly: true,
    type: JSON.stringify(type.name),
    docs: [`Which class the value is: \`xsi:type="${type.name}"\` on the wire.`],
  };
  if (type.derived.length > 0) {
    statements.push({
      kind: StructureKind.Interface,
      isExported: true,
      name: classFieldsName(type, direction),
      docs: [direction === "input" ? docText(`{@link ${classFieldsName(type)}} as a client sends it.`) : docText(`The fields of ${type.name} that its subclasses share.`, type.documentation)],
      extends: parentFields ? [parentFields] : [],
      properties: own,
    });
    if (!type.abstract) {
      statements.push({
        kind: StructureKind.Interface,
        isExported: true,
        name: classInstanceName(type, direction),
        docs: [direction === "input" ? docText(`{@link ${classInstanceName(type)}} as a client sends it.`) : docText(`A value of exactly the class ${type.name} (not one of its subclasses).`)],
        extends: [classFieldsName(type, direction)],
        properties: [discriminator],
      });
    }
    statements.push({
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: classTypeName(type, direction),
      docs: [direction === "input" ? paragraph(doc) : paragraph(doc, `A value of any of the classes it stands for: ${concreteClasses(type).map((c) => c.name).join(", ")}; \`$type\` tells which.`)],
      type: concreteClasses(type).map((c) => classInstanceName(c, direction)).join(" | "),
    });
    return statements;
  }
  statements.push({
    kind: StructureKind.Interface,
    isExported: true,
    name: classTypeName(type, direction),
    docs: docsOf(doc),
    extends: parentFields ? [parentFields] : [],
    properties: [discriminator, ...own],
  });
  return statements;
}

function inputProperty(f: FieldModel, extra = ""): OptionalKind<PropertySignatureStructure> {
  const base = typeText(f.type, "input");
  const optional = f.nillable || mayBeNull(f.type, f.optional);
  return {
    name: f.tsName,
    isReadonly: true,
    hasQuestionToken: optional,
    // `undefined` too: absent, for consumers compiled with exactOptionalPropertyTypes.
    type: optional ? `${base} | null | undefined` : base,
    docs: docsOf(fieldDoc(f, extra, true)),
  };
}

function outputProperty(f: FieldModel): OptionalKind<PropertySignatureStructure> {
  const base = typeText(f.type, "output");
  return {
    name: f.tsName,
    isReadonly: true,
    type: f.nillable || mayBeNull(f.type, f.optional) ? `${base} | null` : base,
    docs: docsOf(fieldDoc(f)),
  };
}

/**
 * A SOAP header property's comment: its documentation, its element when that is not its type's name, and
 * what the type does not show (required, sent back changed).
 */
function headerDoc(documentation: string | undefined, element: string, typeName: string, notes: readonly (string | undefined)[]): string {
  const said = [element === typeName ? undefined : `the \`<${element}>\` SOAP header`, ...notes].filter((n): n is string => n !== undefined).join("; ");
  return [documentation?.trim(), said ? `${said[0]!.toUpperCase()}${said.slice(1)}.` : undefined].filter(Boolean).join(" ");
}

/** A WCF message contract part as a property: null only for a reference type (or Nullable) part. */
function partProperty(p: MessagePartModel, direction: "input" | "output", where: string, response = false): OptionalKind<PropertySignatureStructure> {
  const base = typeText(p.type, direction);
  // A response's part the message leaves out reads as null, whatever its type.
  // A stream body member (System.IO.Stream) is always there, empty or not.
  const nullable = !isStream(p.type) && (response || p.nillable === true || !isValueType(p.type) || p.type.kind === "simple" && p.type.simple.name === "string");
  return {
    name: p.tsName,
    isReadonly: true,
    hasQuestionToken: direction === "input" && nullable,
    type: nullable ? `${base} | null${direction === "input" ? " | undefined" : ""}` : base,
    docs: [docText(`${where} \`<${p.name}>\` in \`${p.namespace}\`.`)],
  };
}

/**
 * A WCF operation with [MessageContract]s: its input holds the request's headers and body members side by side
 * (as svcutil's unwrapped proxy method takes them), its response the body members and `headers`.
 */
function messageContractStatements(op: OperationModel): StatementStructures[] {
  const message = op.wcf!.message!;
  const request = [
    ...message.request.headers.map((h) => ["The SOAP header", h] as const),
    ...message.request.body.map((b) => [message.request.wrapper ? `The body member (in \`<${message.request.wrapper.element}>\`)` : "The body member", b] as const),
  ];
  const statements: StatementStructures[] = [
    {
      kind: StructureKind.Interface,
      isExported: true,
      name: inputTypeName(op),
      docs: [docText(op.documentation, `Input of ${op.name}: the message contract \`${message.request.name}\`, its headers and body members side by side.`)],
      properties: request.map(([where, p]) => partProperty(p, "input", where)),
    },
    {
      kind: StructureKind.Interface,
      isExported: true,
      name: paramsTypeName(op),
      docs: [docText(`${op.name}'s message contract as a server handler receives it (each member documented on {@link ${inputTypeName(op)}}).`)],
      properties: request.map(([, p]) => ({ ...partProperty(p, "output", ""), docs: [] })),
    },
  ];
  const response = message.response;
  if (response) {
    if (response.headers.length) {
      statements.push({
        kind: StructureKind.Interface,
        isExported: true,
        name: responseHeadersTypeName(op),
        docs: [docText(`The SOAP headers of ${op.name}'s response (\`${response.name}\`): null when the response leaves one out.`)],
        properties: response.headers.map((h) => partProperty(h, "output", "The SOAP header", true)),
      });
    }
    statements.push({
      kind: StructureKind.Interface,
      isExported: true,
      name: responseTypeName(op),
      docs: [docText(`What ${op.name} answers: the message contract \`${response.name}\`, its body members${response.headers.length ? " and its SOAP headers" : ""}.`)],
      properties: [
        ...response.body.map((b) => partProperty(b, "output", response.wrapper ? `The body member (in \`<${response.wrapper.element}>\`)` : "The body member", true)),
        ...(response.headers.length ? [{ name: "headers", isReadonly: true, type: responseHeadersTypeName(op) }] : []),
      ],
    });
  }
  return statements;
}

function operationStatements(op: OperationModel): StatementStructures[] {
  if (op.wcf?.message) return messageContractStatements(op);
  const statements: StatementStructures[] = [];
  const title = op.wire.messageName === op.name ? op.name : `${op.wire.messageName} (the overload of ${op.name})`;
  statements.push({
    kind: StructureKind.Interface,
    isExported: true,
    name: inputTypeName(op),
    // Named by its type; said again only beside the operation's documentation.
    docs: docsOf(paragraph(op.documentation ?? op.description ? `Input of ${title}.` : undefined, op.documentation ?? op.description)),
    properties: op.fields.map((f) =>
      inputProperty(f, f.credential ? `filled from the client's \`credentials.${f.credential}\` when not set` : ""),
    ),
  });
  statements.push({
    kind: StructureKind.Interface,
    isExported: true,
    name: paramsTypeName(op),
    docs: [docText(`${title}'s parameters as a server handler receives them (each field documented on {@link ${inputTypeName(op)}}): every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil).`)],
    properties: op.fields.map((f) => ({ ...outputProperty(f), docs: [] })),
  });
  if (op.result) {
    const resultBase = typeText(op.result.type, "output");
    // A stream result (System.IO.Stream) is never null: StreamFormatter has no form for none.
    const valueType = !op.result.nillable && (isValueType(op.result.type) || isStream(op.result.type));
    statements.push({
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: resultTypeName(op),
      docs: docsOf(op.result.documentation ? paragraph(`Result of ${title}: ${op.result.documentation.trim().replace(/\.$/, "")}.`) : ""),
      type: valueType ? resultBase : `${resultBase} | null`,
    });
  }
  const inHeaders = op.headers.filter((h) => h.direction === "in" || h.direction === "inOut");
  const outHeaders = op.headers.filter((h) => h.direction === "out" || h.direction === "inOut");
  if (inHeaders.length) {
    statements.push({
      kind: StructureKind.Interface,
      isExported: true,
      name: requestHeadersTypeName(op),
      docs: [docText(`The SOAP headers ${title} reads${inHeaders.some((h) => h.required) ? "; a required one is checked before the handler runs" : ""}.`)],
      properties: inHeaders.map((h) => ({
        name: h.tsName,
        isReadonly: true,
        hasQuestionToken: true,
        // A client sends these: each in its input form.
        type: `${classTypeName(h.header.type, "input")} | undefined`,
        docs: docsOf(headerDoc(h.header.documentation, h.header.name, classTypeName(h.header.type), [h.required ? "required" : undefined, h.direction === "inOut" ? "the handler may send it back changed" : undefined])),
      })),
    });
  }
  if (outHeaders.length) {
    statements.push({
      kind: StructureKind.Interface,
      isExported: true,
      name: responseHeadersTypeName(op),
      docs: [docText(`The SOAP headers ${title} may send back: present in the response only when set.`)],
      properties: outHeaders.map((h) => ({
        name: h.tsName,
        isReadonly: true,
        hasQuestionToken: true,
        type: `${classTypeName(h.header.type)} | null | undefined`,
        docs: docsOf(headerDoc(h.header.documentation, h.header.name, classTypeName(h.header.type), [])),
      })),
    });
  }
  const faultHeaderUses = faultHeaders(op);
  if (faultHeaderUses.length) {
    statements.push({
      kind: StructureKind.Interface,
      isExported: true,
      name: faultHeadersTypeName(op),
      docs: [docText(`The SOAP headers ${title}'s faults may carry ([SoapHeader(Direction = Fault)]): set by its handler on the fault it throws (ClientFault or ServerFault with \`headers\`), written in the fault's soap:Header only, and read by its client (\`${op.faultGuardName}(error)\`, then \`error.headers\`). Present only when set.`)],
      properties: faultHeaderUses.map((h) => ({
        name: h.tsName,
        isReadonly: true,
        hasQuestionToken: true,
        type: `${classTypeName(h.header.type)} | undefined`,
        docs: docsOf(headerDoc(h.header.documentation, h.header.name, classTypeName(h.header.type), [])),
      })),
    });
  }
  if (hasResponseObject(op)) {
    const properties: OptionalKind<PropertySignatureStructure>[] = [];
    // The result element is named only when [return: XmlElement] renamed it.
    const renamed = op.wire.resultElement !== `${op.wire.messageName}Result`;
    const resultDoc = docText(op.result?.documentation, renamed ? `The \`${op.wire.resultElement}\` element.` : undefined);
    if (op.result) properties.push({ name: "result", isReadonly: true, type: resultTypeName(op), docs: docsOf(resultDoc) });
    properties.push(...op.outParams.map(outputProperty));
    if (outHeaders.length) {
      properties.push({ name: "headers", isReadonly: true, type: responseHeadersTypeName(op) });
    }
    if (writesUnknownHeaders(op)) {
      properties.push({
        name: "unknownHeaders",
        isReadonly: true,
        type: "readonly XmlElementValue[]",
        docs: [docText(`The response's other SOAP header blocks, as they are (a SoapUnknownHeader[] bound ${op.unknownHeaders === "out" ? "Out" : "InOut"}): the handler returns them, the client reads every block besides the operation's own headers.`)],
      });
    }
    statements.push({
      kind: StructureKind.Interface,
      isExported: true,
      name: responseTypeName(op),
      docs: [docText(`What ${title} answers: ${[op.result ? "its result" : undefined, op.outParams.length ? "its out parameters" : undefined, outHeaders.length ? "the SOAP headers it sends back" : undefined, writesUnknownHeaders(op) ? "the other header blocks it sends back" : undefined].filter(Boolean).join(", ")}.`)],
      properties,
    });
  }
  if (op.faults.length) {
    statements.push({
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: faultDetailTypeName(op),
      docs: [docText(`A typed detail of ${title}'s faults: thrown by its handler (ClientFault or ServerFault with \`detail\`), read by its client (\`SoapFaultError.detailValue\`).`)],
      type: op.faults.map((f) => `{ readonly type: ${JSON.stringify(f.name)}; readonly value: ${classTypeName(f.type)} }`).join(" | "),
    });
  }
  return statements;
}

/**
 * The interface that types the descriptor: each operation's input, output, request headers and (when not
 * all four) bindings by message name, so the runtime's `call` refuses a misspelt name or a wrong input at compile time.
 */
function operationShapesStatement(model: ServiceModel): StatementStructures {
  return {
    kind: StructureKind.Interface,
    isExported: true,
    name: model.tsNames.operations,
    docs: [`What each operation of ${model.name} takes and gives, by message name: the type of its descriptor.`],
    properties: model.operations.map((op) => {
      const bindings = bindingsTypeText(op) === serviceBindingsTypeText(model) ? "" : `; bindings: ${bindingsTypeText(op)}`;
      const headers = requestHeaders(op).length ? `; headers: ${requestHeadersTypeName(op)}` : "";
      return {
        name: objectKey(op.wire.messageName),
        type: `{ input: ${inputTypeName(op)}; output: ${outcomeTypeName(op)}${bindings}${headers} }`,
      };
    }),
  };
}

export const typesEmitter: Emitter = {
  name: "types",
  emit(model: ServiceModel): OutputFile[] {
    const file = newSourceFile("types.ts");
    const datasetTypes = (["DataSet", "DataTable", "TypedDataSet", "TypedDataTable"] as const).filter((n) => usesType(model, n));
    const xmlTypes = xmlValueTypesUsed(model);
    const objects = usesObject(model);
    const serializables = usesSerializable(model);
    const qualifiedNames = usesQualifiedName(model) ? (["QualifiedName"] as const) : [];
    const asType = (type: RuntimeSymbol): RuntimeUse => ({ type });
    const entryTypes = model.types.some((t) => t.iSerializable === true);
    importRuntime(file, model.package.runtime, [
      ...datasetTypes,
      ...qualifiedNames,
      ...xmlTypes,
      ...(serializables && !xmlTypes.includes("XmlContentValue") ? (["XmlContentValue"] as const) : []),
      ...(objects ? (["ObjectValue"] as const) : []),
      ...(entryTypes ? (["SerializationEntries"] as const) : []),
    ].map(asType));
    // Untyped object content, IXmlSerializable values and WCF's XmlNode[] are made of the XML value types too.
    const content = objects || serializables || xmlTypes.includes("XmlContentValue");
    const xmlExports = content ? (["XmlContentValue", "XmlElementValue", "XmlNodeValue"] as const) : xmlTypes;
    reexportRuntime(file, model.package.runtime, [
      ...datasetTypes,
      ...qualifiedNames,
      ...(objects ? (["ObjectValue", "SimpleObjectValue", "UntypedObjectValue"] as const) : []),
      ...(xmlTypes.length || content ? (["XmlAttributeValue", ...xmlExports.filter((n) => n !== "XmlAttributeValue")] as const) : []),
      ...(entryTypes ? (["SerializationEntries"] as const) : []),
    ].map(asType));
    // The key of ISerializable entries' wire order, a value.
    if (entryTypes) reexportRuntime(file, model.package.runtime, ["entryOrder"]);
    // One insertion: ts-morph re-parses the file on every insertion, which made many operations quadratic.
    const statements = [
      ...enumStatements(model),
      ...(objects ? objectStatements(model) : []),
      ...model.types.flatMap(classStatements),
      ...rowStatements(model),
      ...model.operations.flatMap(operationStatements),
      operationShapesStatement(model),
    ];
    file.addStatements(statements.flatMap((statement) => [(writer: CodeBlockWriter) => writer.blankLineIfLastNot(), statement]));
    return [{ path: "src/types.ts", content: finishedText(file) }];
  },
};
