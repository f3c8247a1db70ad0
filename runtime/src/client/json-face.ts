/**
 * The client's ScriptService face (`[ScriptService]`: JSON over HTTP): the request a call sends and the
 * answer it reads. A generated descriptor names this codec (`codecs: { json: jsonCodec }`) only when its
 * service is a ScriptService, so a bundle of a SOAP-only client holds none of the JSON code.
 */
import type { OperationDescriptor, ServiceDescriptor } from "../descriptor.js";
import { CONTENT_TYPE } from "../protocol.js";
import { ValueFormatError } from "../values.js";
import { isJsonObject, parseJson, type JsonValue } from "../json/parse.js";
import { ScriptValueError, readScriptValue, writeScriptValue } from "../json/script-values.js";
import type { JsonCodec } from "../soap/codecs.js";
import { ownField } from "../own.js";
import { HttpStatusError, RequestEncodeError, ResponseDecodeError, ScriptServiceError } from "./errors.js";
import { frozenHeaders, type CallInput, type WireRequest } from "./request.js";
import {
  answersObject,
  boundedForeign,
  headerlessOutcome,
  causeOption,
  excerpt,
  type Scrub,
  type WireResponse,
} from "./response.js";

const JSON_HEADERS = frozenHeaders([["Content-Type", CONTENT_TYPE.json]]);

/**
 * A ScriptService call: POST of a JSON object keyed by parameter name, or, for a `useHttpGet` method, GET
 * with each parameter a JSON value in the query string; both with Content-Type application/json, which is
 * what tells the server it is a JSON call.
 */
function scriptRequest(service: ServiceDescriptor, operation: OperationDescriptor, input: CallInput): WireRequest {
  const pairs: [string, string][] = [];
  for (const field of operation.fields) {
    try {
      const name = field.httpName ?? field.wireName;
      pairs.push([name, writeScriptValue(service, field.type, ownField(input, field.tsName))]);
    } catch (error) {
      if (error instanceof ValueFormatError || error instanceof ScriptValueError)
        throw new RequestEncodeError(
          operation,
          field.wireName,
          error instanceof ValueFormatError ? error.reason : error.message,
        );
      throw error;
    }
  }
  if (operation.useHttpGet) {
    const query = pairs.map(([name, json]) => `${encodeURIComponent(name)}=${encodeURIComponent(json)}`).join("&");
    return {
      method: "GET",
      pathAndQuery: query ? `${operation.httpPath}?${query}` : operation.httpPath,
      headers: JSON_HEADERS,
    };
  }
  const body = `{${pairs.map(([name, json]) => `${JSON.stringify(name)}:${json}`).join(",")}}`;
  return { method: "POST", pathAndQuery: operation.httpPath, headers: JSON_HEADERS, body };
}

/** A JSON content type (application/json, with any parameters). */
function isJsonContentType(contentType: string | undefined): boolean {
  const type = (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
  return type === "application/json";
}

/**
 * A ScriptService answer: 200 `{"d": result}`, or an error object (500, `{"Message", "StackTrace",
 * "ExceptionType"}`), which becomes a ScriptServiceError.
 */
function decodeScriptResponse(
  service: ServiceDescriptor,
  operation: OperationDescriptor,
  response: WireResponse,
  scrub: Scrub,
): unknown {
  if (!isJsonContentType(response.contentType)) {
    if (response.status === 200)
      throw new ResponseDecodeError(
        operation,
        200,
        `expected a JSON response, got ${boundedForeign(response.contentType ?? "no content type", scrub)}`,
      );
    throw new HttpStatusError(operation, response.status, response.contentType, excerpt(response.body, scrub));
  }
  let parsed: JsonValue;
  try {
    parsed = parseJson(response.body);
  } catch (error) {
    if (response.status !== 200)
      throw new HttpStatusError(operation, response.status, response.contentType, excerpt(response.body, scrub));
    throw new ResponseDecodeError(operation, 200, boundedForeign((error as Error).message, scrub));
  }
  if (response.status !== 200) {
    const message = isJsonObject(parsed) ? parsed.get("Message") : undefined;
    const type = isJsonObject(parsed) ? parsed.get("ExceptionType") : undefined;
    if (typeof message !== "string")
      throw new HttpStatusError(operation, response.status, response.contentType, excerpt(response.body, scrub));
    throw new ScriptServiceError(
      operation,
      response.status,
      boundedForeign(message, scrub),
      typeof type === "string" ? boundedForeign(type, scrub) : "",
    );
  }
  const d = isJsonObject(parsed) ? parsed.get("d") : undefined;
  if (d === undefined) throw new ResponseDecodeError(operation, 200, 'expected a JSON object {"d": ...}');
  let result: unknown;
  try {
    result = operation.result
      ? readScriptValue(service, operation.result, d, { path: "the result", secret: false }, !operation.resultNillable)
      : undefined;
  } catch (error) {
    throw new ResponseDecodeError(
      operation,
      200,
      boundedForeign((error as Error).message, scrub),
      causeOption(error, scrub),
    );
  }
  // The JSON face carries the result only: no SOAP headers (nor out parameters, which it does not offer).
  return answersObject(operation) ? headerlessOutcome(operation, result) : result;
}

export const jsonCodec: JsonCodec = { request: scriptRequest, response: decodeScriptResponse };
