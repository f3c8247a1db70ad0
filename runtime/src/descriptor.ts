/**
 * The service descriptor: the model, as data the generated code hands to the runtime.
 * Generated from the spec; the runtime reads every wire name from here and never re-derives one.
 */
import type { BindingKind } from "./protocol.js";
import type { SimpleTypeName } from "./simple-types.js";

export interface EnumType {
  readonly kind: "enum";
  readonly name: string;
  /** Values in declaration order (their position is the .NET numeric value). */
  readonly values: readonly string[];
}

export interface SimpleType {
  readonly kind: "simple";
  readonly type: SimpleTypeName;
}

export type ItemType = SimpleType | EnumType;

export interface ColumnDescriptor {
  readonly name: string;
  readonly type: SimpleTypeName;
}

export interface TableDescriptor {
  readonly name: string;
  readonly columns: readonly ColumnDescriptor[];
}

export type ValueType =
  | SimpleType
  | EnumType
  | {
      readonly kind: "array";
      readonly item: ItemType;
      /** Element name of each item (`string`, `int`, the enum name). */
      readonly itemElement: string;
    }
  | { readonly kind: "dataSet"; readonly dataSetName?: string; readonly tables?: readonly TableDescriptor[] }
  | { readonly kind: "dataTable"; readonly table?: TableDescriptor };

export interface FieldDescriptor {
  readonly wireName: string;
  readonly tsName: string;
  readonly type: ValueType;
  readonly optional: boolean;
  readonly nillable: boolean;
  readonly secret: boolean;
  readonly credential?: string;
}

export interface OperationDescriptor {
  readonly name: string;
  readonly tsName: string;
  readonly bindings: readonly BindingKind[];
  readonly idempotent: boolean;
  readonly requestElement: string;
  readonly responseElement: string;
  readonly resultElement: string;
  /** Unquoted SOAPAction. */
  readonly soapAction: string;
  /** `/Op`, appended to the endpoint path for HTTP GET and POST. */
  readonly httpPath: string;
  /** Root element of an HTTP GET/POST result document. */
  readonly httpResultElement: string;
  readonly fields: readonly FieldDescriptor[];
  readonly result: ValueType;
}

export interface ServiceDescriptor {
  readonly name: string;
  readonly namespace: string;
  /** The published endpoint address. */
  readonly endpoint: string;
  readonly operations: readonly OperationDescriptor[];
}
