/**
 * Property: for the second reference service (classes, arrays, nullable values, flags, inheritance, SOAP
 * headers, out parameters), generated client → generated server → handler → result → client carries every
 * value exactly, on every binding that carries it: class and array parameters over SOAP 1.1 and 1.2 (HTTP GET
 * and POST carry text parameters only), class and array results over all four bindings. Values are drawn from
 * every type of the spec (test/runtime/complex-arbitraries.ts): long beyond 2^53, decimal scale, nil versus
 * absent versus empty, astral characters, flags combinations, every subclass of an abstract class.
 *
 * The handler records what it received and answers what the property chose, so each run checks both
 * directions. Deterministic: fixed seed, bounded runs.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ShipmentTrackingClient, type BindingKind } from "../../generated/shipment-tracking/src/client.js";
import { shipmentTrackingDescriptor } from "../../generated/shipment-tracking/src/descriptor.js";
import { listen, nodeTransport, type Listening } from "../../generated/shipment-tracking/src/node.js";
import { createShipmentTrackingServer, type ShipmentTrackingHandlers } from "../../generated/shipment-tracking/src/server.js";
import type { ValueType } from "../../runtime/src/descriptor.js";
import { ValueArbitraries } from "../runtime/complex-arbitraries.js";

const NUM_RUNS = Number(process.env.RT_RUNS ?? 15);
const SEED = Number(process.env.RT_SEED ?? 20261123);
const service = shipmentTrackingDescriptor;
const arbitraries = new ValueArbitraries(service, 3);

const op = (name: string) => service.operations.find((o) => o.messageName === name)!;
const fieldType = (operation: string, field: string): ValueType => op(operation).fields.find((f) => f.tsName === field)!.type;
const resultType = (operation: string): ValueType => op(operation).result!;
const nullable = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.option(arbitrary, { nil: null, freq: 5 });

/** What the handlers saw last, and what they answer next. */
let received: unknown;
let answer: unknown;
const take = (params: unknown): unknown => {
  received = params;
  return answer;
};

const handlers: ShipmentTrackingHandlers = {
  ping: () => undefined,
  login: (params) => take(params) as never,
  getShipment: (params) => take(params) as never,
  getShipmentById: (params) => take(params) as never,
  findShipments: (params) => take(params) as never,
  createShipment: (params, context) => {
    received = { params, headers: context.headers };
    return answer as never;
  },
  trackEvents: (params) => take(params) as never,
  recordEvent: (params) => take(params) as never,
  quote: (params) => take(params) as never,
  notifyDelivered: () => undefined,
  cancelShipment: (params) => take(params) as never,
  getShipmentSummary: (params) => take(params) as never,
  getLabels: (params) => take(params) as never,
};

let listening: Listening;
const SOAP = ["soap11", "soap12"] as const;
const ALL: readonly BindingKind[] = ["soap11", "soap12", "httpGet", "httpPost"];

function client<B extends BindingKind>(binding: B): ShipmentTrackingClient<B> {
  return new ShipmentTrackingClient<B>({
    endpoint: listening.url,
    allowInsecureHttp: true,
    binding,
    transport: nodeTransport(),
    headers: { authHeader: { userName: "alice", password: "s3cret-pass" } },
  });
}

beforeAll(async () => {
  listening = await listen(createShipmentTrackingServer(handlers), { host: "127.0.0.1" });
});
afterAll(async () => {
  await listening.close();
});

const property = { numRuns: NUM_RUNS, seed: SEED };

describe("ShipmentTracking: client → server → client round trip", { timeout: 120_000 }, () => {
  it.each(SOAP)("a Shipment parameter and result, with an in/out SOAP header, over %s", async (binding) => {
    const shipment = arbitraries.value(fieldType("CreateShipment", "shipment"));
    await fc.assert(
      fc.asyncProperty(nullable(shipment), fc.option(arbitraries.value({ kind: "complex", name: "SessionHeader" }), { nil: undefined }), async (value, session) => {
        answer = { result: value, headers: { sessionHeader: session ?? null } };
        const outcome = await client(binding).createShipment({ shipment: value as never }, { headers: { sessionHeader: session as never } });
        expect(received).toEqual({
          params: { shipment: value },
          headers: { authHeader: { userName: "alice", password: "s3cret-pass" }, ...(session === undefined ? {} : { sessionHeader: session }) },
        });
        expect(outcome).toEqual({ result: value, headers: session === undefined ? {} : { sessionHeader: session } });
      }),
      property,
    );
  });

  it.each(SOAP)("an abstract TrackingEvent parameter and result (every subclass, xsi:type) over %s", async (binding) => {
    await fc.assert(
      fc.asyncProperty(nullable(arbitraries.value(fieldType("RecordEvent", "evt"))), async (event) => {
        answer = event;
        const result = await client(binding).recordEvent({ trackNum: "T", evt: event as never });
        expect(received).toEqual({ trackNum: "T", evt: event });
        expect(result).toEqual(event);
      }),
      property,
    );
  });

  it.each(SOAP)("class and array parameters, a result and out parameters over %s", async (binding) => {
    const address = arbitraries.value(fieldType("Quote", "from"));
    const pieces = arbitraries.value(fieldType("Quote", "pieces"));
    const total = arbitraries.value(op("Quote").outParams![0]!.type);
    const currency = nullable(arbitraries.value(op("Quote").outParams![1]!.type));
    await fc.assert(
      fc.asyncProperty(nullable(address), nullable(pieces), fc.boolean(), total, currency, async (from, list, result, sum, money) => {
        answer = { result, total: sum, currency: money };
        const outcome = await client(binding).quote({ from: from as never, to: null, pieces: list as never });
        expect(received).toEqual({ from, to: null, pieces: list });
        expect(outcome).toEqual({ result, total: sum, currency: money });
      }),
      property,
    );
  });

  it.each(ALL)("arrays of classes, of subclasses and of strings as results over %s", async (binding) => {
    const shipments = nullable(arbitraries.value(resultType("FindShipments")));
    const events = nullable(arbitraries.value(resultType("TrackEvents")));
    const labels = nullable(arbitraries.value(resultType("GetLabels")));
    const summary = nullable(arbitraries.value(resultType("GetShipmentSummary")));
    await fc.assert(
      fc.asyncProperty(shipments, events, labels, summary, async (s, e, l, m) => {
        answer = s;
        expect(await client(binding).findShipments({ trackNums: ["A", "B"], state: "Created", since: "2024-01-02T03:04:05Z" })).toEqual(s);
        answer = e;
        expect(await client(binding).trackEvents({ trackNum: "T" })).toEqual(e);
        answer = l;
        expect(await client(binding).getLabels({ trackNum: "T", pieceIds: [1, 22] })).toEqual(l);
        expect(received).toEqual({ trackNum: "T", pieceIds: [1, 22] });
        answer = m;
        expect(await client(binding).getShipmentSummary({ trackNum: "T" })).toEqual(m);
      }),
      property,
    );
  });
});
