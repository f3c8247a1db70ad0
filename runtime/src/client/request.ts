/**
 * The wire request of one call, built from the descriptor: pure, so fixtures can compare its bytes.
 * SOAP bodies use .NET's one-line framing; HTTP GET and POST send every parameter as text in spec order.
 */
import type { FieldDescriptor, OperationDescriptor, ServiceDescriptor } from "../descriptor.js";
import { encodeForm } from "../form.js";
import { CONTENT_TYPE, type BindingKind } from "../protocol.js";
import { envelope } from "../soap/envelope.js";
import { valueText, writeValueElement } from "../soap/values.js";
import { ValueFormatError } from "../values.js";
import { RequestEncodeError } from "./errors.js";

export interface WireRequest {
  readonly method: "GET" | "POST";
  /** Appended to the endpoint URL: "" for SOAP, `/Op` or `/Op?query` for HTTP GET/POST. */
  readonly pathAndQuery: string;
  /** Header names as sent, in order. */
  readonly headers: readonly (readonly [string, string])[];
  readonly body?: string;
}

/** Input values keyed by TypeScript field name. */
export type CallInput = Readonly<Record<string, unknown>>;

export function buildRequest(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  binding: BindingKind,
  input: CallInput,
): WireRequest {
  switch (binding) {
    case "soap11":
    case "soap12": {
      let content = "";
      for (const field of operation.fields) {
        content += encodeField(operation, field, () =>
          writeValueElement(field.wireName, field.type, input[field.tsName], { nillable: field.nillable }),
        );
      }
      const element = operation.requestElement;
      const body = envelope(
        binding === "soap11" ? "1.1" : "1.2",
        content
          ? `<${element} xmlns="${service.namespace}">${content}</${element}>`
          : `<${element} xmlns="${service.namespace}" />`,
      );
      const headers: [string, string][] =
        binding === "soap11"
          ? [
              ["Content-Type", CONTENT_TYPE.soap11],
              ["SOAPAction", `"${operation.soapAction}"`],
            ]
          : [["Content-Type", `${CONTENT_TYPE.soap12}; action="${operation.soapAction}"`]];
      return { method: "POST", pathAndQuery: "", headers, body };
    }
    case "httpGet":
    case "httpPost": {
      const pairs: [string, string][] = [];
      for (const field of operation.fields) {
        encodeField(operation, field, () => {
          for (const text of httpTexts(field, input[field.tsName])) pairs.push([field.wireName, text]);
          return "";
        });
      }
      const form = encodeForm(pairs);
      if (binding === "httpGet") {
        return {
          method: "GET",
          pathAndQuery: form ? `${operation.httpPath}?${form}` : operation.httpPath,
          headers: [],
        };
      }
      return {
        method: "POST",
        pathAndQuery: operation.httpPath,
        headers: [["Content-Type", CONTENT_TYPE.httpPost]],
        body: form,
      };
    }
  }
}

/** Texts of one HTTP parameter: one for a scalar (empty for null: ASMX needs every parameter present), one per array item. */
function httpTexts(field: FieldDescriptor, value: unknown): string[] {
  if (value === null || value === undefined) return field.type.kind === "array" ? [] : [""];
  switch (field.type.kind) {
    case "simple":
    case "enum":
      return [valueText(field.type, value)];
    case "array": {
      if (!Array.isArray(value)) throw new ValueFormatError("an array");
      const item = field.type.item;
      return (value as unknown[]).map((v) => (v === null || v === undefined ? "" : valueText(item, v)));
    }
    case "dataSet":
    case "dataTable":
      // The model refuses DataSet parameters on HTTP bindings; a hand-made descriptor could still ask.
      throw new ValueFormatError("a binding that can carry XML (SOAP 1.1 or 1.2)");
  }
}

function encodeField(operation: OperationDescriptor, field: FieldDescriptor, encode: () => string): string {
  try {
    return encode();
  } catch (error) {
    if (error instanceof ValueFormatError) throw new RequestEncodeError(operation.name, field.wireName, error.message);
    if (error instanceof Error && error.name === "DataSetEncodeError")
      throw new RequestEncodeError(operation.name, field.wireName, error.message);
    throw error;
  }
}
