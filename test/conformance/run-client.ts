/**
 * Runs fixture cases against a generated client through a stub transport: request cases capture what the
 * client sends, response cases hand it the fixture's response. Each returns an `actual` and an `expected`
 * of the same shape, so a test shows the difference when they disagree.
 */
import {
  fromJson,
  requestLine,
  statusOf,
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
  const input = fromJson(set.values(c).params, client.builders) as object;
  return instance[op.tsName]!.call(instance, input, { binding: c.binding });
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

/** What a client call ended with, in fixture terms. */
function outcome(result: { value: unknown } | { error: unknown }): Json {
  if ("value" in result) return { result: toJson(result.value) };
  const error = result.error as { name?: string; code?: string; reason?: string; status?: number; bodyExcerpt?: string; message?: string };
  if (error?.name === "SoapFaultError") return { error: "SoapFaultError", code: error.code ?? null, reason: error.reason ?? null };
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
  const actual = outcome(
    await call(set, c, client, transport).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
  );
  let expected: Json;
  if (!values.fault) expected = { result: values.result ?? null };
  else if (c.binding === "soap11" || c.binding === "soap12")
    expected = { error: "SoapFaultError", code: c.expect.faultCode, reason: values.fault.reason };
  else expected = { error: "HttpStatusError", status: c.expect.status, body: values.fault.reason };
  return { actual, expected };
}
