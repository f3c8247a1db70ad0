/**
 * Reading an HTTP GET or POST binding request (`path/Op`) the way ASMX does: the operation by its exact
 * name (with ASMX's hint when only the casing differs), POST bodies only as
 * application/x-www-form-urlencoded, then every parameter. Problems are 500 text/plain, as recorded.
 */
import type { BindingKind } from "../protocol.js";
import { CACHE_EARLY, textError } from "./response.js";
import { RequestError, type Refused } from "./faults.js";
import { parseForm, parseQuery, readHttpParameters, type Parameters } from "./http-bindings.js";
import { parseMediaType, UnsupportedCharsetError } from "./media.js";
import type { OperationPlan } from "./plan.js";
import type { PreparedCall } from "./soap.js";
import { shownText } from "../text/shown.js";

const FORM = "application/x-www-form-urlencoded";

/** Operations by exact wire name (the MessageName of an overload) and by lower-case name (for the casing hint). */
export interface HttpOperations {
  readonly byName: ReadonlyMap<string, OperationPlan>;
  readonly byLowerName: ReadonlyMap<string, OperationPlan>;
}

export function httpOperations(plans: readonly OperationPlan[]): HttpOperations {
  return {
    byName: new Map(plans.map((p) => [p.name, p])),
    byLowerName: new Map(plans.map((p) => [p.name.toLowerCase(), p])),
  };
}

function refused(message: string, binding: BindingKind, operation?: string): Refused {
  return { response: textError(message, CACHE_EARLY), blame: "client", note: message, operation, binding };
}

export function readHttpRequest(
  operations: HttpOperations,
  method: "GET" | "POST",
  name: string,
  query: string,
  headers: Readonly<Record<string, string>>,
  body: Uint8Array,
): PreparedCall | Refused {
  const binding: BindingKind = method === "GET" ? "httpGet" : "httpPost";
  const plan = operations.byName.get(name);
  if (!plan || !plan.offers.has(binding)) {
    const shown = shownText(name);
    const near = operations.byLowerName.get(name.toLowerCase());
    if (near && near.offers.has(binding) && near.name !== name) {
      return refused(
        `Invalid method name '${shown}': method names are case sensitive. The method '${near.name}' has the same name with different casing.`,
        binding,
      );
    }
    return refused(
      `${shown} Web Service method name is not valid.${plan ? ` ${plan.name} is not offered over HTTP ${method}.` : ""}`,
      binding,
    );
  }

  let parameters: Parameters;
  if (method === "GET") {
    parameters = parseQuery(query);
  } else {
    const contentType = headers["content-type"];
    const media = parseMediaType(contentType);
    if (media.type !== FORM) {
      const given = contentType ? `'${contentType.slice(0, 120)}'` : "no Content-Type";
      return refused(`Request format is invalid: ${given}; HTTP POST needs ${FORM}.`, binding, plan.name);
    }
    try {
      parameters = parseForm(body, media.params.get("charset"));
    } catch (error) {
      if (error instanceof UnsupportedCharsetError) return refused(error.message, binding, plan.name);
      throw error;
    }
  }
  try {
    return { plan, version: undefined, binding, input: readHttpParameters(plan, parameters) };
  } catch (error) {
    if (error instanceof RequestError) return refused(error.message, binding, plan.name);
    throw error;
  }
}
