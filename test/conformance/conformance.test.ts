/**
 * Every golden fixture case (generated/shipment-operations/fixtures/index.json) against the generated client
 * and the generated server, imported as TypeScript from generated/shipment-operations/src so the real
 * artifact is under test. The fixtures are rendered independently of the runtime (generator/emit/fixtures.ts),
 * so agreement here means two renderings of the wire rules agree.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ShipmentOperationsClient } from "../../generated/shipment-operations/src/client.js";
import {
  ClientFault,
  createShipmentOperationsServer,
  dataSet,
  table,
  type ShipmentOperationsHandlers,
} from "../../generated/shipment-operations/src/server.js";
import { REPO_ROOT } from "../support/paths.js";
import { FixtureSet, type DataSetBuilders, type FixtureCase } from "./fixture-set.js";
import { knownDifference } from "./known-differences.js";
import { clientRequest, clientResponse, type ClientUnderTest } from "./run-client.js";
import { serverMalformed, serverRequest, serverResponse, type ServerUnderTest } from "./run-server.js";

const set = new FixtureSet(join(REPO_ROOT, "generated/shipment-operations/fixtures"));
const builders = { dataSet, table } as unknown as DataSetBuilders;

const client: ClientUnderTest = {
  create: (binding, endpoint, transport) =>
    new ShipmentOperationsClient({ endpoint, binding: binding as "soap11", transport }) as unknown as ReturnType<ClientUnderTest["create"]>,
  builders,
};

const server: ServerUnderTest = {
  create: (handlers, options) => createShipmentOperationsServer(handlers as unknown as ShipmentOperationsHandlers, options),
  ClientFault,
  builders,
};

type Run = (set: FixtureSet, c: FixtureCase) => Promise<{ actual: unknown; expected: unknown }>;

/** it.each over cases; a known difference runs as an expected failure (see known-differences.ts). */
function runAll(side: "client" | "server", cases: readonly FixtureCase[], run: Run): void {
  for (const c of cases) {
    const known = knownDifference(c.id, side);
    const test = known ? it.fails : it;
    test(known ? `${c.id} (known difference: ${known.reason})` : c.id, async () => {
      const { actual, expected } = await run(set, c);
      expect(actual).toEqual(expected);
    });
  }
}

const cases = set.index.cases;

describe("generated client", () => {
  describe("sends the request of every request case", () => {
    runAll(
      "client",
      cases.filter((c) => c.kind === "request" && c.appliesTo !== "server"),
      (s, c) => clientRequest(s, c, client),
    );
  });
  describe("returns the result or error of every response case", () => {
    runAll(
      "client",
      cases.filter((c) => c.kind === "response" && c.appliesTo !== "server"),
      (s, c) => clientResponse(s, c, client),
    );
  });
});

describe("generated server", () => {
  describe("calls its handler with the params of every request case", () => {
    runAll(
      "server",
      cases.filter((c) => c.kind === "request" && c.appliesTo !== "client"),
      (s, c) => serverRequest(s, c, server),
    );
  });
  describe("answers every response case byte for byte", () => {
    runAll(
      "server",
      cases.filter((c) => c.kind === "response" && c.appliesTo !== "client"),
      (s, c) => serverResponse(s, c, server),
    );
  });
  describe("answers every malformed request as ASMX does", () => {
    runAll(
      "server",
      cases.filter((c) => c.kind === "malformed-request"),
      (s, c) => serverMalformed(s, c, server),
    );
  });
});
