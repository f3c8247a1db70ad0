/** The runtime descriptor of a service model: what the generated descriptor.ts spells out as data. */
import type {
  ColumnDescriptor,
  ComplexRef,
  ComplexDescriptor,
  FieldDescriptor,
  OperationDescriptor,
  ServiceDescriptor,
  SimpleType,
  TableDescriptor,
  ValueType,
} from "../../runtime/src/descriptor.js";
import { choiceElements } from "../model/choice.js";
import type { ComplexTypeModel, FieldModel, ServiceModel, TableModel, TypeModel } from "../model/types.js";

function table(model: TableModel): TableDescriptor {
  // The model gives columns no char or date type (resolveColumns refuses them).
  return { name: model.name, columns: model.columns.map((c) => ({ name: c.name, type: c.type.name as ColumnDescriptor["type"] })) };
}

export function valueType(type: TypeModel): ValueType {
  switch (type.kind) {
    case "simple":
      return { kind: "simple", type: type.simple.name };
    case "enum": {
      const e = type.enum;
      const positional = e.numbers.every((n, i) => n === i);
      return {
        kind: "enum",
        name: e.name,
        values: e.values,
        ...(positional ? {} : { numbers: e.numbers }),
        ...(e.flags ? { flags: true as const } : {}),
      };
    }
    case "array":
      return { kind: "array", item: valueType(type.item), itemElement: type.itemElement, ...(type.itemNillable ? { itemNillable: true } : {}) };
    case "complex":
      return { kind: "complex", name: type.complex.name, ...(type.complex.struct ? { struct: true as const } : {}) };
    case "dataSet":
      return {
        kind: "dataSet",
        ...(type.typed ? { typedNamespace: type.typed.namespace } : {}),
        ...(type.dataSetName !== undefined ? { dataSetName: type.dataSetName } : {}),
        ...(type.tables ? { tables: type.tables.map(table) } : {}),
      };
    case "dataTable":
      return { kind: "dataTable", ...(type.table ? { table: table(type.table) } : {}) };
    case "xml":
      return { kind: "xml", node: type.node };
    case "choice":
      return {
        kind: "choice",
        elements: choiceElements(type).map((e) => ({ element: e.element, type: valueType(e.type) as ComplexRef | SimpleType })),
        ...(type.by === "element" ? { identified: true as const } : {}),
      };
    case "object":
      return { kind: "object" };
    case "serializable":
      return { kind: "serializable", name: type.serializable.name };
  }
}

function field(f: FieldModel): FieldDescriptor {
  return {
    wireName: f.wireName,
    tsName: f.tsName,
    type: valueType(f.type),
    // Flags that are false are left out (the runtime reads an absent flag as false).
    ...(f.optional ? { optional: true } : {}),
    ...(f.nillable ? { nillable: true } : {}),
    ...(f.secret ? { secret: true } : {}),
    ...(f.credential !== undefined ? { credential: f.credential } : {}),
    ...(f.httpName !== f.wireName ? { httpName: f.httpName } : {}),
    ...(f.form !== "element" ? { form: f.form } : {}),
    ...(f.list ? { list: true as const } : {}),
    ...(f.namespace !== undefined ? { namespace: f.namespace } : {}),
    ...(f.default !== undefined ? { default: f.default } : {}),
    ...(f.writtenAtDefault ? { writtenAtDefault: true as const } : {}),
  };
}

/** Every class that extends `type`, directly or not, depth first in declaration order. */
function subtypesOf(type: ComplexTypeModel): string[] {
  return type.derived.flatMap((d) => [d.name, ...subtypesOf(d)]);
}

/** The fields of each class of the chain, those of a class with its own namespace carrying it. */
function ownFields(chain: readonly ComplexTypeModel[], pick: (t: ComplexTypeModel) => readonly FieldModel[]): FieldDescriptor[] {
  return chain.flatMap((t) =>
    pick(t).map((f) => field(t.namespace !== undefined && f.namespace === undefined && f.form !== "attribute" ? { ...f, namespace: t.namespace } : f)),
  );
}

function complex(type: ComplexTypeModel): ComplexDescriptor {
  const chain: ComplexTypeModel[] = [];
  for (let t: ComplexTypeModel | undefined = type; t; t = t.base) chain.unshift(t);
  const attributes = chain.flatMap((t) => t.attributes).map(field);
  const subtypes = subtypesOf(type);
  return {
    name: type.name,
    ...(type.typeName !== type.name ? { typeName: type.typeName } : {}),
    ...(type.namespace !== undefined ? { namespace: type.namespace } : {}),
    ...(type.abstract ? { abstract: true as const } : {}),
    ...(type.base ? { base: type.base.name } : {}),
    ...(subtypes.length ? { subtypes } : {}),
    fields: ownFields(chain, (t) => t.fields),
    ...(attributes.length ? { attributes } : {}),
    ...(type.text ? { text: field(type.text) } : {}),
  };
}

export function descriptorOf(model: ServiceModel): ServiceDescriptor {
  const operations: OperationDescriptor[] = model.operations.map((op) => ({
    name: op.name,
    messageName: op.wire.messageName,
    tsName: op.tsName,
    bindings: op.bindings,
    ...(op.namedBinding !== undefined ? { namedBinding: op.namedBinding } : {}),
    idempotent: op.idempotent,
    ...(op.wire.bare ? { bare: true as const } : {}),
    requestElement: op.wire.requestElement,
    responseElement: op.wire.responseElement,
    resultElement: op.wire.resultElement,
    soapAction: op.wire.soapAction,
    httpPath: op.wire.httpPath,
    httpResultElement: op.wire.httpResultElement,
    fields: op.fields.map(field),
    ...(op.result ? { result: valueType(op.result.type) } : {}),
    ...(op.result?.nillable ? { resultNillable: true } : {}),
    ...(op.outParams.length ? { outParams: op.outParams.map(field) } : {}),
    ...(op.oneWay ? { oneWay: true as const } : {}),
    ...(op.headers.length
      ? {
          headers: op.headers.map((h) => ({
            element: h.header.name,
            tsName: h.tsName,
            direction: h.direction,
            ...(h.required ? { required: true } : {}),
          })),
        }
      : {}),
    ...(op.faults.length ? { faults: op.faults.map((f) => f.name) } : {}),
  }));
  return {
    name: model.name,
    namespace: model.namespace,
    endpoint: model.endpoint,
    operations,
    ...(model.types.length ? { types: Object.fromEntries(model.types.map((t) => [t.name, complex(t)])) } : {}),
    ...(model.objectTypes.length ? { objectTypes: Object.fromEntries(model.objectTypes.map((t) => [t.name, valueType(t.type)])) } : {}),
    soapPorts: model.bindings.filter((b) => (b.kind === "soap11" || b.kind === "soap12") && b.operations.length > 0).map((b) => b.bindingName),
  };
}
