/** The runtime descriptor of a service model: what the generated descriptor.ts spells out as data. */
import type {
  ItemType,
  OperationDescriptor,
  ServiceDescriptor,
  TableDescriptor,
  ValueType,
} from "../../runtime/src/descriptor.js";
import type { ServiceModel, SimpleItemModel, TableModel, TypeModel } from "../model/types.js";

function itemType(item: SimpleItemModel): ItemType {
  return item.kind === "simple"
    ? { kind: "simple", type: item.simple.name }
    : { kind: "enum", name: item.enum.name, values: item.enum.values };
}

function table(model: TableModel): TableDescriptor {
  return { name: model.name, columns: model.columns.map((c) => ({ name: c.name, type: c.type.name })) };
}

export function valueType(type: TypeModel): ValueType {
  switch (type.kind) {
    case "simple":
    case "enum":
      return itemType(type);
    case "array":
      return {
        kind: "array",
        item: itemType(type.item),
        itemElement: type.item.kind === "simple" ? type.item.simple.elementName : type.item.enum.name,
      };
    case "dataSet":
      return {
        kind: "dataSet",
        ...(type.dataSetName !== undefined ? { dataSetName: type.dataSetName } : {}),
        ...(type.tables ? { tables: type.tables.map(table) } : {}),
      };
    case "dataTable":
      return { kind: "dataTable", ...(type.table ? { table: table(type.table) } : {}) };
  }
}

export function descriptorOf(model: ServiceModel): ServiceDescriptor {
  const operations: OperationDescriptor[] = model.operations.map((op) => ({
    name: op.name,
    tsName: op.tsName,
    bindings: op.bindings,
    idempotent: op.idempotent,
    requestElement: op.wire.requestElement,
    responseElement: op.wire.responseElement,
    resultElement: op.wire.resultElement,
    soapAction: op.wire.soapAction,
    httpPath: op.wire.httpPath,
    httpResultElement: op.wire.httpResultElement,
    fields: op.fields.map((f) => ({
      wireName: f.wireName,
      tsName: f.tsName,
      type: valueType(f.type),
      optional: f.optional,
      nillable: f.nillable,
      secret: f.secret,
      ...(f.credential !== undefined ? { credential: f.credential } : {}),
    })),
    result: valueType(op.result.type),
  }));
  return { name: model.name, namespace: model.namespace, endpoint: model.endpoint, operations };
}
