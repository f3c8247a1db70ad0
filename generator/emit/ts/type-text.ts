/**
 * TypeScript type text of model types. Inputs accept what the runtime can send (a Date for a dateTime,
 * a number for a decimal); outputs are what the runtime reads (exact text for decimals and dates).
 */
import type { SimpleItemModel, TableModel, TypeModel } from "../../model/types.js";
import { pascalName } from "../../model/names.js";

export function enumTypeName(name: string): string {
  return pascalName(name);
}

export function rowTypeName(table: TableModel): string {
  return pascalName(table.rowShape ?? `${table.name}Row`);
}

function itemText(item: SimpleItemModel, direction: "input" | "output"): string {
  if (item.kind === "enum") return enumTypeName(item.enum.name);
  if (direction === "input") {
    if (item.simple.name === "dateTime") return "string | Date";
    if (item.simple.name === "decimal") return "string | number";
  }
  return item.simple.tsType;
}

/** Type text without null; callers add `| null` where a value may be absent. */
export function typeText(type: TypeModel, direction: "input" | "output"): string {
  switch (type.kind) {
    case "simple":
    case "enum":
      return itemText(type, direction);
    case "array": {
      const item = itemText(type.item, direction);
      const nullableItems = type.item.kind === "simple" && !type.item.simple.valueType;
      const element = nullableItems ? `${item} | null` : item;
      return /[ |]/.test(element) ? `readonly (${element})[]` : `readonly ${element}[]`;
    }
    case "dataSet":
      if (type.tables && type.tables.length > 0) {
        return `TypedDataSet<{ ${type.tables.map((t) => `${JSON.stringify(t.name)}: ${rowTypeName(t)}`).join("; ")} }>`;
      }
      return "DataSet";
    case "dataTable":
      return type.table ? `TypedDataTable<${rowTypeName(type.table)}>` : "DataTable";
  }
}

/** Whether a value of this type may be absent (null) on the wire. */
export function mayBeNull(type: TypeModel, optional: boolean): boolean {
  if (type.kind === "simple" || type.kind === "enum") return optional;
  return true;
}
