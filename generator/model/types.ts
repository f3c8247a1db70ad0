/**
 * The service model: the validated, immutable description every emitter reads.
 * Emitters never see YAML; every wire name and rule is derived once, here, by build.ts.
 */
import type { BindingKind } from "../../runtime/src/protocol.js";
import type { SimpleTypeInfo } from "../../runtime/src/simple-types.js";

export type { BindingKind };

export interface EnumModel {
  /** Wire name of the enumeration (the xs:simpleType name). */
  readonly name: string;
  readonly documentation?: string;
  /** Values in declaration order, exactly as they travel. */
  readonly values: readonly string[];
}

export interface ColumnModel {
  readonly name: string;
  readonly type: SimpleTypeInfo;
}

export interface TableModel {
  readonly name: string;
  /** Name of the shared row shape it was declared with, if any (becomes the row interface name). */
  readonly rowShape?: string;
  readonly columns: readonly ColumnModel[];
}

export type TypeModel =
  | { readonly kind: "simple"; readonly simple: SimpleTypeInfo }
  | { readonly kind: "enum"; readonly enum: EnumModel }
  | { readonly kind: "array"; readonly item: SimpleItemModel }
  | {
      readonly kind: "dataSet";
      /** Expected DataSet name, when the spec declares it. */
      readonly dataSetName?: string;
      /** Expected tables, when the spec declares them (static row types). */
      readonly tables?: readonly TableModel[];
    }
  | { readonly kind: "dataTable"; readonly table?: TableModel };

export type SimpleItemModel =
  | { readonly kind: "simple"; readonly simple: SimpleTypeInfo }
  | { readonly kind: "enum"; readonly enum: EnumModel };

export interface FieldModel {
  /** Element / parameter name on the wire, case as declared (UserID vs UserId). */
  readonly wireName: string;
  /** Property name in generated TypeScript (camelCase). */
  readonly tsName: string;
  readonly type: TypeModel;
  /** May be omitted: minOccurs="0" for reference types; for value types it means nullable. */
  readonly optional: boolean;
  /** A value type that may be nil (`int?` in .NET): minOccurs=1, nillable=true. */
  readonly nillable: boolean;
  /** Never logged nor echoed in an error. */
  readonly secret: boolean;
  /** Client credential this field carries, set once on the client. */
  readonly credential?: string;
  readonly documentation?: string;
}

export interface ResultModel {
  readonly type: TypeModel;
  readonly documentation?: string;
}

/** Wire names and rules of one operation, derived once. */
export interface OperationWire {
  /** SOAP body element of the request (in the service namespace). */
  readonly requestElement: string;
  /** SOAP body element of the response. */
  readonly responseElement: string;
  /** Element inside the response holding the result. */
  readonly resultElement: string;
  /** SOAPAction value, unquoted (`{ns}/Op`). */
  readonly soapAction: string;
  /** SOAPAction header as SOAP 1.1 sends it: the action in double quotes. */
  readonly soapActionHeader: string;
  /** Path suffix of the HTTP GET/POST bindings, appended to the endpoint path (`/Op`). */
  readonly httpPath: string;
  /** Root element of an HTTP GET/POST result document (`string`, `DataSet`, `DataTable`, ...). */
  readonly httpResultElement: string;
}

export interface OperationModel {
  /** Wire name of the operation. */
  readonly name: string;
  /** Method name in generated TypeScript (camelCase). */
  readonly tsName: string;
  /** PascalCase base for generated type names (`GetStatusInput`, ...). */
  readonly typeBaseName: string;
  readonly documentation?: string;
  /** Bindings the operation is offered on, in canonical order. */
  readonly bindings: readonly BindingKind[];
  /** false: must never be retried automatically (uploads, reservations). */
  readonly idempotent: boolean;
  /** Request fields in wire order. */
  readonly fields: readonly FieldModel[];
  readonly result: ResultModel;
  readonly wire: OperationWire;
}

/** A binding of the service as the WSDL names it. */
export interface BindingModel {
  readonly kind: BindingKind;
  /** wsdl:binding and wsdl:port name (`ShipmentOperationsSoap12`). */
  readonly bindingName: string;
  /** wsdl:portType it implements (both SOAP bindings share `ShipmentOperationsSoap`). */
  readonly portTypeName: string;
  /** Suffix of its message names (`SoapIn`, `HttpGetIn`, ...). */
  readonly messageSuffix: string;
  /** Request content type; undefined for HTTP GET. */
  readonly requestContentType?: string;
  readonly responseContentType: string;
  /** Operations offered on this binding, in spec order. */
  readonly operations: readonly OperationModel[];
}

export interface ServiceModel {
  readonly name: string;
  readonly namespace: string;
  readonly endpoint: string;
  readonly documentation?: string;
  readonly enums: readonly EnumModel[];
  /** Shared row shapes declared in the spec, in declaration order. */
  readonly rowShapes: readonly TableModel[];
  readonly operations: readonly OperationModel[];
  /** The four bindings in WSDL order, each with the operations it offers. */
  readonly bindings: readonly BindingModel[];
  /** Credential names the client accepts, in first-use order. */
  readonly credentials: readonly string[];
  /** The spec this model came from. */
  readonly source: { readonly path: string; readonly sha256: string };
  /** The generated npm package's identity (package-identity.ts). */
  readonly package: PackageIdentity;
}

/** The generated package's name, version and the rest of its npm identity, from the spec's `package:` block. */
export interface PackageIdentity {
  /** npm name, scopes allowed (`@acme/orders`). */
  readonly name: string;
  readonly version: string;
  readonly description?: string;
  /** SPDX license expression, as npm's `license`. */
  readonly license?: string;
  /** As npm's `repository`: a URL or shorthand, or `{ type, url, directory }`. */
  readonly repository?: string | { readonly type: string; readonly url: string; readonly directory?: string };
}
