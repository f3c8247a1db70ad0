/**
 * Runs fixture cases against a generated client through a stub transport: request cases capture what the
 * client sends, response cases hand it the fixture's response. Each returns an `actual` and an `expected`
 * of the same shape, so a test shows the difference when they disagree. SOAP headers go in the call's
 * options; an operation with out parameters or out headers resolves to `{ result, <out>, headers }`.
 */
import {
  fromJson,
  outcomeJson,
  requestLine,
  returnsObject,
  statusOf,
  withoutNullKeys,
  toJson,
  type DataSetBuilders,
  type FixtureCase,
  type FixtureSet,
  type Json,
} from "./fixture-set.js";

export interface SentRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body?: string;
}

export type StubTransport = (request: SentRequest) => Promise<{ status: number; contentType: string | undefined; body: string }>;

type Call = (input: object, options?: object) => Promise<unknown>;

/** The generated client, reduced to what the runner needs: a client of a binding whose transport is given. */
export interface ClientUnderTest {
  create(binding: string, endpoint: string, transport: StubTransport): Record<string, Call>;
  readonly builders: DataSetBuilders;
}

function call(set: FixtureSet, c: FixtureCase, client: ClientUnderTest, transport: StubTransport): Promise<unknown> {
  const op = set.operation(c.operation!);
  const instance = client.create(c.binding, set.index.service.endpoint, transport);
  const values = set.values(c);
  const input = fromJson(values.params, client.builders) as object;
  const headers = values.headers ? { headers: fromJson(values.headers, client.builders) } : {};
  return instance[op.tsName]!.call(instance, input, { binding: c.binding, ...headers });
}

/** Request case: the start line, Content-Type, SOAPAction and body the client sends. */
export async function clientRequest(
  set: FixtureSet,
  c: FixtureCase,
  client: ClientUnderTest,
): Promise<{ actual: unknown; expected: unknown }> {
  const fixture = set.message(c.request);
  const response = set.message(c.response!);
  let sent: SentRequest | undefined;
  await call(set, c, client, async (request) => {
    sent = request;
    return { status: statusOf(response), contentType: response.headers.get("content-type"), body: response.body };
  }).catch(() => undefined); // the answer is the response case's business
  const endpoint = set.index.service.endpoint.replace(/\/+$/, "");
  const headers = new Map((sent?.headers ?? []).map(([n, v]) => [n.toLowerCase(), v] as const));
  const { method, target } = requestLine(fixture);
  const pick = (h: ReadonlyMap<string, string>): Record<string, string | undefined> => ({
    "content-type": h.get("content-type"),
    soapaction: h.get("soapaction"),
  });
  return {
    actual: {
      method: sent?.method,
      target: sent ? set.index.service.endpointPath + sent.url.slice(endpoint.length) : undefined,
      headers: pick(headers),
      body: sent?.body ?? "",
    },
    expected: { method, target, headers: pick(fixture.headers), body: fixture.body },
  };
}

/** A call's value in fixture terms; the response headers of an object outcome without the ones not sent. */
function valueJson(value: unknown, objectOutcome: boolean): Json {
  const json = toJson(value);
  if (!objectOutcome || json === null || typeof json !== "object" || Array.isArray(json)) return json;
  const record = json as Record<string, Json>;
  const headers = (record.headers ?? {}) as Record<string, Json>;
  return { ...record, headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== null)) };
}

/** What a client call ended with, in fixture terms. */
function outcome(result: { value: unknown } | { error: unknown }, objectOutcome: boolean): Json {
  if ("value" in result) return { result: valueJson(result.value, objectOutcome) };
  const error = result.error as {
    name?: string;
    code?: string;
    subcode?: string;
    reason?: string;
    status?: number;
    bodyExcerpt?: string;
    message?: string;
    detailValue?: { type: string; value: unknown };
  };
  if (error?.name === "SoapFaultError") {
    return {
      error: "SoapFaultError",
      code: error.code ?? null,
      reason: error.reason ?? null,
      ...(error.subcode !== undefined ? { subcode: error.subcode } : {}),
      ...(error.detailValue !== undefined ? { detail: { type: error.detailValue.type, value: toJson(error.detailValue.value) } } : {}),
    };
  }
  if (error?.name === "HttpStatusError") return { error: "HttpStatusError", status: error.status ?? null, body: error.bodyExcerpt ?? null };
  return { error: String(error?.name), message: String(error?.message) };
}

/** Response case: the typed result (or error) the client returns for the fixture's response. */
export async function clientResponse(
  set: FixtureSet,
  c: FixtureCase,
  client: ClientUnderTest,
): Promise<{ actual: unknown; expected: unknown }> {
  const response = set.message(c.response!);
  const values = set.values(c);
  const transport: StubTransport = async () => ({
    status: statusOf(response),
    contentType: response.headers.get("content-type"),
    body: response.body,
  });
  const op = set.operation(c.operation!);
  const actual = outcome(
    await call(set, c, client, transport).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    returnsObject(op),
  );
  let expected: Json;
  const fault = values.fault;
  if (!fault) expected = { result: outcomeJson(op, values) };
  else if (c.binding === "soap11" || c.binding === "soap12") {
    expected = {
      error: "SoapFaultError",
      code: c.expect.faultCode,
      reason: fault.reason,
      // Only SOAP 1.2 carries a subcode; a typed detail is decoded when the operation declares its class.
      ...(fault.subcode !== undefined && c.binding === "soap12" ? { subcode: fault.subcode } : {}),
      ...(fault.detail !== undefined ? { detail: fault.detail } : {}),
    };
  } else expected = { error: "HttpStatusError", status: c.expect.status, body: fault.reason };
  return { actual: withoutNullKeys(actual), expected: withoutNullKeys(expected) };
}
