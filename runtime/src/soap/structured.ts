/** Adapter between SOAP values and the DataSet codec (wired when the codec lands). */
import type { ValueType } from "../descriptor.js";
import type { XmlElement } from "../xml/tree.js";

export type StructuredType = ValueType & { kind: "dataSet" | "dataTable" };

export function writeStructured(_type: StructuredType, _value: unknown, _layout: "compact" | "indented"): string {
  throw new Error("DataSet codec not wired yet");
}

export function readStructured(_type: StructuredType, _element: XmlElement): unknown {
  throw new Error("DataSet codec not wired yet");
}
