/**
 * The ScriptService face (System.Web.Extensions' RestHandler): `/Service.asmx/Method` with Content-Type
 * application/json. POST only, or GET only for a `[ScriptMethod(UseHttpGet = true)]` method; parameters are
 * a JSON object keyed by parameter name (POST; an empty body is `{}`), or JSON values in the query string
 * (GET); a missing parameter is an error, extra ones are ignored; method names match in any case. The
 * answer is `{"d":result}`; every error is a 500 with `jsonerror: true` and `{Message, StackTrace,
 * ExceptionType}`, the generic message unless debug (customErrors On).
 */
import type { ServiceDescriptor } from "../descriptor.js";
import { isJsonObject, JsonSyntaxError, parseJson, type JsonObject, type JsonValue } from "../json/parse.js";
import {
  readScriptValue,
  ScriptValueError,
  scriptString,
  writeScriptValue,
  type ScriptTypes,
} from "../json/script-values.js";
import { CONTENT_TYPE } from "../protocol.js";
import { shownText } from "../text/shown.js";
import type { Refused } from "./faults.js";
import { parseQuery } from "./http-bindings.js";
import type { OperationPlan } from "./plan.js";
import { CACHE_EARLY, respond, type CacheControl } from "./response.js";
import type { PreparedCall } from "./soap.js";
import type { ServerResponse } from "./types.js";
import { setField } from "../own.js";

/** What a remote caller sees of any error while customErrors is on (our server without debug). */
export const SCRIPT_ERROR = "There was an error processing the request.";

/** RestHandlerFactory.IsRestMethodCall: `application/json`, alone or followed by `;` and parameters. */
export function isScriptRequest(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const lower = contentType.toLowerCase();
  return lower === "application/json" || lower.startsWith("application/json;");
}

/** RestHandlerFactory.IsClientProxyRequest: `/js` or `/jsdebug`, in any case. */
export function proxyRequest(operation: string): "js" | "jsdebug" | undefined {
  const lower = operation.toLowerCase();
  return lower === "js" || lower === "jsdebug" ? lower : undefined;
}

/** An error answer as RestHandler.WriteExceptionJsonString writes it. */
export function scriptError(
  message: string,
  exceptionType: string,
  debug: boolean,
  cacheControl: CacheControl = CACHE_EARLY,
): ServerResponse {
  const body = debug
    ? `{"Message":${scriptString(message)},"StackTrace":"","ExceptionType":${scriptString(exceptionType)}}`
    : `{"Message":${scriptString(SCRIPT_ERROR)},"StackTrace":"","ExceptionType":""}`;
  return respond(500, CONTENT_TYPE.json, cacheControl, body, [["jsonerror", "true"]]);
}

/** Operations by lower-case name: ScriptService matches method names in any case. */
export type ScriptOperations = ReadonlyMap<string, OperationPlan>;

export function scriptOperations(plans: readonly OperationPlan[]): ScriptOperations {
  const byName = new Map<string, OperationPlan>();
  for (const plan of plans) if (!byName.has(plan.name.toLowerCase())) byName.set(plan.name.toLowerCase(), plan);
  return byName;
}

const utf8 = new TextDecoder("utf-8");

export function readScriptRequest(
  service: ServiceDescriptor,
  operations: ScriptOperations,
  method: "GET" | "POST",
  name: string,
  query: string,
  body: Uint8Array,
  debug: boolean,
): PreparedCall | Refused {
  const refused = (message: string, exceptionType: string, operation?: string): Refused => ({
    response: scriptError(message, exceptionType, debug),
    blame: "client",
    note: message,
    operation,
    binding: "json",
  });
  const plan = operations.get(name.toLowerCase());
  if (!plan) return refused(`Unknown web method ${shownText(name)}.`, "System.ArgumentException");
  if (!plan.offers.has("json")) {
    // .NET takes an out parameter for one the caller must send, and cannot convert a value to its by-ref
    // type: such a method cannot be called from script. This server says so at once.
    return refused(
      `The method '${plan.name}' has out parameters (${plan.outParams.map((p) => p.wireName).join(", ")}), which a JSON call cannot carry.`,
      "System.InvalidOperationException",
      plan.name,
    );
  }
  const wanted = plan.op.useHttpGet ? "GET" : "POST";
  if (method !== wanted) {
    return refused(
      `An attempt was made to call the method '${plan.name}' using a ${method} request, which is not allowed.`,
      "System.InvalidOperationException",
      plan.name,
    );
  }
  const types: ScriptTypes = service;
  const input: Record<string, unknown> = {};
  try {
    let raw: (name: string, lowerName: string) => JsonValue | undefined;
    if (method === "GET") {
      const parameters = parseQuery(query);
      raw = (_, lowerName) => {
        const values = parameters.get(lowerName);
        return values === undefined ? undefined : parseJson(values.join(","));
      };
    } else {
      const text = utf8.decode(body);
      const parsed = text === "" ? new Map<string, JsonValue>() : parseJson(text);
      if (!isJsonObject(parsed))
        throw new ScriptValueError(
          "Cannot convert the request body to a dictionary: send a JSON object keyed by parameter name.",
        );
      const object: JsonObject = parsed;
      raw = (parameter) => object.get(parameter);
    }
    for (const field of plan.fields) {
      const value = raw(field.httpName, field.lowerName);
      if (value === undefined)
        throw new ScriptValueError(`Invalid web service call, missing value for parameter: '${field.httpName}'.`);
      const place = { path: `parameter ${field.httpName}`, secret: field.field.secret === true };
      setField(input, field.tsName, readScriptValue(types, field.field.type, value, place, !field.field.nillable));
    }
  } catch (error) {
    if (error instanceof JsonSyntaxError) return refused(error.message, "System.ArgumentException", plan.name);
    if (error instanceof ScriptValueError) return refused(error.message, error.exceptionType, plan.name);
    throw error;
  }
  return { plan, version: undefined, binding: "json", input };
}

/** The body of a method's answer: `{"d":result}` (`{"d":null}` for a void method). */
export function scriptResultBody(types: ScriptTypes, plan: OperationPlan, outcome: unknown): string {
  const type = plan.op.result;
  if (type === undefined) return '{"d":null}';
  let value = outcome;
  if (plan.returnsObject) {
    // Out parameters and out headers have no place in the JSON face: the result is all there is.
    value = outcome !== null && typeof outcome === "object" ? (outcome as { result?: unknown }).result : undefined;
  }
  return `{"d":${writeScriptValue(types, type, value)}}`;
}
