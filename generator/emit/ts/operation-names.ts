/**
 * The names the emitters give an operation's own types (`GetShipmentInput`, `GetShipmentResult`, ...) and
 * the facts about an operation those types follow from: one place, read by the types, client and server
 * emitters alike. The model keeps each base name clear of clashes (model/type-names.ts).
 */
import type { OPERATION_TYPE_SUFFIXES } from "../../model/names.js";
import type { OperationModel, ServiceModel } from "../../model/types.js";

/** One of an operation's own type names: its type base name and a suffix the model keeps clear of clashes. */
function operationTypeName(op: OperationModel, suffix: (typeof OPERATION_TYPE_SUFFIXES)[number]): string {
  return `${op.typeBaseName}${suffix}`;
}

export function inputTypeName(op: OperationModel): string {
  return operationTypeName(op, "Input");
}

/** What a server handler receives: every field present, null where the request carried no value. */
export function paramsTypeName(op: OperationModel): string {
  return operationTypeName(op, "Params");
}

export function resultTypeName(op: OperationModel): string {
  return operationTypeName(op, "Result");
}

/** Whether a call answers more than its result: out parameters or headers sent back. */
export function hasResponseObject(op: OperationModel): boolean {
  // A WCF [MessageContract] response: its body members (and headers) as one object.
  return op.outParams.length > 0 || op.headers.some((h) => h.direction === "out" || h.direction === "inOut") || writesUnknownHeaders(op) || op.wcf?.message?.response !== undefined;
}

/** A SoapUnknownHeader[] bound Out or InOut (spec `unknownHeaders`): the response carries other header blocks. */
export function writesUnknownHeaders(op: OperationModel): boolean {
  return op.unknownHeaders === "out" || op.unknownHeaders === "inOut";
}

/**
 * The SOAP headers the operation's faults carry ([SoapHeader(Direction = Fault)]): set by a handler on the fault it
 * throws, read by the client into `SoapFaultError.headers`.
 */
export function faultHeadersTypeName(op: OperationModel): string {
  return operationTypeName(op, "FaultHeaders");
}

/**
 * The server's fault classes of an operation with fault headers: a ClientFault and a ServerFault whose `headers` are
 * its `<Operation>FaultHeaders` (thrown by its handler, they are checked as the client's guard reads them).
 */
export function faultClassNames(op: OperationModel): { readonly client: string; readonly server: string } {
  return { client: operationTypeName(op, "ClientFault"), server: operationTypeName(op, "ServerFault") };
}

export function faultHeaders(op: OperationModel): OperationModel["headers"] {
  return op.headers.filter((h) => h.direction === "fault");
}

/** What a call resolves to (and a handler returns) when it answers more than its result. */
export function responseTypeName(op: OperationModel): string {
  return operationTypeName(op, "Response");
}

/** The SOAP headers a caller sends with an operation (in and inOut). */
export function requestHeadersTypeName(op: OperationModel): string {
  return operationTypeName(op, "RequestHeaders");
}

/** The SOAP headers a handler sends back (out and inOut). */
export function responseHeadersTypeName(op: OperationModel): string {
  return operationTypeName(op, "ResponseHeaders");
}

/** The fault details a handler of the operation may throw: `{ type: "CancelFault", value: CancelFault }`. */
export function faultDetailTypeName(op: OperationModel): string {
  return operationTypeName(op, "FaultDetail");
}

/** What a client method resolves to, and a handler returns. */
export function outcomeTypeName(op: OperationModel): string {
  return hasResponseObject(op) ? responseTypeName(op) : op.result ? resultTypeName(op) : "void";
}

export function requestHeaders(op: OperationModel): OperationModel["headers"] {
  return op.headers.filter((h) => h.direction === "in" || h.direction === "inOut");
}

/** An operation offered on this many bindings is offered on all. */
export const ALL_BINDINGS = 4;

/**
 * What a call of an operation may travel over, as type text: `BindingKind` for all four, `CallBinding` for
 * all four and the JSON face, otherwise the union of their names.
 */
export function bindingsTypeText(op: OperationModel): string {
  const json = op.callBindings.includes("json");
  if (op.bindings.length === ALL_BINDINGS) return json ? "CallBinding" : "BindingKind";
  return op.callBindings.map((b) => JSON.stringify(b)).join(" | ");
}

/** What a client of the service may travel over, as type text: `CallBinding` for a [ScriptService]. */
export function serviceBindingsTypeText(model: ServiceModel): "CallBinding" | "BindingKind" {
  return model.scriptService ? "CallBinding" : "BindingKind";
}
