/**
 * Runs fixture cases against a generated server in-process (its `handle`): the fixture's request bytes go
 * in, handlers built from the case check nothing themselves but record their input and return the case's
 * result (or raise its fault), and the answer is compared with the fixture (status, Content-Type, body;
 * headers such as Date and Cache-Control aside).
 */
import {
  fromJson,
  outcomeJson,
  requestLine,
  statusOf,
  toJson,
  withoutNullKeys,
  type DataSetBuilders,
  type FixtureCase,
  type FixtureSet,
  type Json,
} from "./fixture-set.js";

export interface ServerAnswer {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Uint8Array | string;
}

type Handler = (input: Record<string, unknown>, context: unknown) => unknown;

/** The generated server, reduced to what the runner needs. */
export interface ServerUnderTest {
  create(
    handlers: Record<string, Handler>,
    options: object,
  ): {
    handle(request: {
      method: string;
      url: string;
      headers: Record<string, string>;
      body: Uint8Array;
    }): Promise<ServerAnswer>;
  };
  readonly ClientFault: new (
    message: string,
    options?: { subcode?: string; detail?: { type: string; value: unknown } },
  ) => Error;
  readonly builders: DataSetBuilders;
}

interface Exchange {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: string;
  /** Inputs (and, for operations with SOAP headers, the headers) the handlers received, in fixture JSON. */
  readonly calls: readonly { operation: string; input: Json; headers?: Json }[];
}

async function exchange(set: FixtureSet, c: FixtureCase, server: ServerUnderTest): Promise<Exchange> {
  const values = c.values ? set.values(c) : undefined;
  const calls: { operation: string; input: Json; headers?: Json }[] = [];
  const handlers: Record<string, Handler> = {};
  for (const op of set.index.operations) {
    handlers[op.tsName] = (input, context) => {
      const headers = op.headers?.some((h) => h.direction !== "out")
        ? { headers: toJson((context as { headers?: unknown }).headers ?? {}) }
        : {};
      calls.push({ operation: op.name, input: toJson(input), ...headers });
      const fault = values?.fault;
      if (fault) {
        if (fault.code !== "Client") throw new Error(fault.message);
        const detail = fault.detail
          ? { detail: { type: fault.detail.type, value: fromJson(fault.detail.value, server.builders) } }
          : {};
        throw new server.ClientFault(fault.message, {
          ...(fault.subcode ? { subcode: fault.subcode } : {}),
          ...detail,
        });
      }
      return fromJson(values ? outcomeJson(op, values) : null, server.builders);
    };
  }
  const instance = server.create(handlers, c.serverOptions ?? {});
  const request = set.message(c.request);
  const { method, target } = requestLine(request);
  const answer = await instance.handle({
    method,
    url: target,
    headers: Object.fromEntries(request.headers),
    body: new TextEncoder().encode(request.body),
  });
  const contentType = answer.headers.find(([n]) => n.toLowerCase() === "content-type")?.[1] ?? null;
  const body = typeof answer.body === "string" ? answer.body : new TextDecoder().decode(answer.body);
  return { status: answer.status, contentType, body, calls };
}

/** Request case: the handler of the case's operation is called once, with exactly the case's params. */
export async function serverRequest(
  set: FixtureSet,
  c: FixtureCase,
  server: ServerUnderTest,
): Promise<{ actual: unknown; expected: unknown }> {
  const answer = await exchange(set, c, server);
  const op = set.operation(c.operation!);
  const values = set.values(c);
  // A one-way call is answered (202) before its handler runs: wait for the call.
  for (let waited = 0; answer.calls.length === 0 && op.oneWay && waited < 1000; waited += 10)
    await new Promise((r) => setTimeout(r, 10));
  const headers = op.headers?.some((h) => h.direction !== "out") ? { headers: values.headers ?? {} } : {};
  return {
    actual: withoutNullKeys({ status: answer.status, calls: answer.calls }),
    expected: withoutNullKeys({
      status: c.expect.status,
      calls: [{ operation: c.operation, input: values.params, ...headers }],
    }),
  };
}

/** Response case: the answer equals the response file (status, Content-Type, body byte for byte). */
export async function serverResponse(
  set: FixtureSet,
  c: FixtureCase,
  server: ServerUnderTest,
): Promise<{ actual: unknown; expected: unknown }> {
  const answer = await exchange(set, c, server);
  const response = set.message(c.response!);
  // An answer given before the handler (a required SOAP header HTTP cannot carry) must not call it.
  const called = c.expect.handlerCalled === false ? { calls: answer.calls.length } : {};
  return {
    actual: { status: answer.status, contentType: answer.contentType, body: answer.body, ...called },
    expected: {
      status: statusOf(response),
      contentType: response.headers.get("content-type") ?? null,
      body: response.body,
      ...(c.expect.handlerCalled === false ? { calls: 0 } : {}),
    },
  };
}

/**
 * The fault code a SOAP fault body carries (local name), or null. WCF's: `<faultcode xmlns:a="...">` and, in
 * SOAP 1.2 (`s:`), the Subcode's value where there is one (`a:DeserializationFailed` under `s:Sender`).
 */
function faultCodeOf(body: string): string | null {
  const match =
    /<faultcode[^>]*>(?:[^:<]*:)?([^<]+)<\/faultcode>|<soap:Code><soap:Value>(?:[^:<]*:)?([^<]+)<\/soap:Value>|<s:Code><s:Value>(?:[^:<]*:)?([^<]+)<\/s:Value>(?:<s:Subcode><s:Value[^>]*>(?:[^:<]*:)?([^<]+)<\/s:Value>)?/.exec(
      body,
    );
  return match ? (match[1] ?? match[2] ?? match[4] ?? match[3] ?? null) : null;
}

/**
 * Malformed case: status, Content-Type, fault code and empty body as expected (the message wording is the
 * server's own). A request ASMX accepts also has values: the handler input and the whole answer are compared.
 * A refusal with a response file and no values (WCF's) is compared whole, and no handler may run.
 */
export async function serverMalformed(
  set: FixtureSet,
  c: FixtureCase,
  server: ServerUnderTest,
): Promise<{ actual: unknown; expected: unknown }> {
  const answer = await exchange(set, c, server);
  const actual: Record<string, unknown> = {
    status: answer.status,
    contentType: answer.contentType,
    faultCode: faultCodeOf(answer.body),
    emptyBody: answer.body.length === 0,
  };
  const expected: Record<string, unknown> = { ...c.expect };
  if (c.expect.handlerCalled === false) actual.handlerCalled = answer.calls.length === 0 ? false : true;
  if (!c.values && c.response) {
    // A refusal with its answer written out (WCF's): status, Content-Type and body byte for byte too.
    const response = set.message(c.response);
    actual.answer = { status: answer.status, contentType: answer.contentType, body: answer.body };
    expected.answer = {
      status: statusOf(response),
      contentType: response.headers.get("content-type") ?? null,
      body: response.body,
    };
  }
  if (c.values && c.response) {
    actual.body = answer.body;
    expected.body = set.message(c.response).body;
    const values = set.values(c);
    const headers = set.operation(c.operation!).headers?.some((h) => h.direction !== "out")
      ? { headers: values.headers ?? {} }
      : {};
    expected.calls = withoutNullKeys([{ operation: c.operation, input: values.params, ...headers }]);
    actual.calls = withoutNullKeys(answer.calls);
  }
  return { actual, expected };
}
