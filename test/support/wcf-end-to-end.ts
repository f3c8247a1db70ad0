/**
 * The end-to-end checks of a lab-recorded WCF construct (test/reference/wcf/<name>/), shared by the construct tests
 * (test/server/wcf-reach.test.ts, wcf-object-arrays.test.ts): the server built from the imported model answers
 * every recorded request with the recorded body (canonical XML, prefix names aside, .NET's framing); the client
 * sends the recorded requests byte for byte and reads the recorded responses; the fixtures' writers write both; the
 * generated fixture set is passed by the server.
 */
import { expect, it } from "vitest";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import type { ServiceModel } from "../../generator/model/types.js";
import { serverRequest, serverResponse } from "../conformance/run-server.js";
import { recordedServerUnderTest, withGeneratedFixtures } from "./generated-fixtures.js";
import { canonicalXml as canonicalOf, type CanonicalOptions } from "./xml-canonical.js";
import type { RecordedService } from "./wcf-recorded-service.js";

/** One exchange: the recording, the operation, what the caller passes, what the caller gets back. */
export interface Exchange {
  readonly name: string;
  readonly operation: string;
  readonly input: object;
  readonly output: unknown;
  /** The client's endpoint, where not the lab's base address (another port of the contract). */
  readonly endpoint?: string;
  /** Why a .NET client would not send the recorded request (a probe of the server): the client is not checked on it. */
  readonly notSent?: string;
  /** What a .NET client sends where the hand-written recorded request differs (a prefix the writer makes up): the body, and why. */
  readonly sentAs?: { readonly why: string; readonly body: string };
  /** .NET's answer where Mono's recorded one is an artefact (README): the body (and status, 200 unless given), and why. */
  readonly dotnet?: { readonly why: string; readonly body: string; readonly status?: number };
  /** The call fails (a fault answered): the client's error matches this, and the fixtures' answer writer is not asked. */
  readonly fails?: RegExp;
}

export const XML_TYPE = "text/xml; charset=utf-8";

/** The answer .NET gives to the exchange's request: the recording mapped, or the exchange's own. */
function dotnetAnswer(service: RecordedService, e: Exchange): { status: number; contentType: string | undefined; body: string } {
  return e.dotnet ? { status: e.dotnet.status ?? 200, contentType: XML_TYPE, body: e.dotnet.body } : service.dotnetAnswer(e.name);
}

/** The checks every construct gets, for its exchanges and handlers. */
export function endToEnd(
  service: RecordedService,
  handlers: OperationHandlers,
  exchanges: readonly Exchange[],
  canonical: CanonicalOptions = {},
  of: { readonly imported: () => { readonly model: ServiceModel } } = service,
): void {
  const canonicalXml = (text: string): string => canonicalOf(text, canonical);
  it("covers every recorded exchange", () => {
    expect(exchanges.map((e) => e.name).sort()).toEqual(service.names());
  });

  it("its generated fixture set is passed by the server built from it, case by case", async () => {
    const { model } = of.imported();
    const server = recordedServerUnderTest(service, model);
    await withGeneratedFixtures(model, "wcf-reach-fixtures-", async (set) => {
      expect(set.index.cases.length).toBeGreaterThan(exchanges.length);
      for (const c of set.index.cases) {
        const { actual, expected } = await (c.kind === "request" ? serverRequest : serverResponse)(set, c, server);
        expect(actual, c.id).toEqual(expected);
      }
    });
  });

  for (const e of exchanges) {
    it(`${e.name}: the server answers the recorded request as .NET does`, async () => {
      const { model } = of.imported();
      const answer = await service.replay(service.server(model, handlers), e.name);
      const expected = dotnetAnswer(service, e);
      expect(answer.status).toBe(expected.status);
      expect(answer.contentType).toBe(expected.contentType);
      expect(answer.body.startsWith("<?xml")).toBe(false);
      expect(canonicalXml(answer.body)).toBe(canonicalXml(expected.body));
    });

    it(`${e.name}: the client sends the recorded request and reads the recorded response`, async () => {
      const { model } = of.imported();
      const recorded = service.request(e.name);
      const { sent, outcome, error } = await service.call(model, e.name, e.operation, e.input, {
        ...(e.endpoint !== undefined ? { endpoint: e.endpoint } : {}),
        ...(e.dotnet ? { answer: dotnetAnswer(service, e) } : {}),
      });
      if (e.fails) expect(String(error)).toMatch(e.fails);
      else expect(error).toBeUndefined();
      expect(outcome).toEqual(e.output);
      if (e.notSent !== undefined) return;
      expect(new URL(sent.url).pathname).toBe(recorded.target);
      expect(sent.headers.find(([n]) => n.toLowerCase() === "content-type")?.[1]).toBe(XML_TYPE);
      const action = recorded.headers.find(([n]) => n.toLowerCase() === "soapaction")![1];
      expect(sent.headers.find(([n]) => n.toLowerCase() === "soapaction")?.[1]).toBe(action);
      expect(sent.body).toBe(e.sentAs?.body ?? recorded.body.toString("utf8"));
    });

    it(`${e.name}: the fixtures' writers write the recorded request and answer`, () => {
      const { model } = of.imported();
      const { op, writers } = service.fixtures(model);
      if (e.notSent === undefined) {
        const request = writers.request(op(e.operation), e.input);
        if (e.endpoint === undefined) expect(request.path).toBe(service.request(e.name).target);
        expect(request.body).toBe(e.sentAs?.body ?? service.request(e.name).body.toString("utf8"));
      }
      if (e.fails) return;
      const answer = writers.result(op(e.operation), e.output);
      const body = typeof answer.body === "string" ? answer.body : Buffer.from(answer.body).toString("utf8");
      expect(canonicalXml(body)).toBe(canonicalXml(dotnetAnswer(service, e).body));
    });
  }
}
