/**
 * Every golden fixture case of each generated package (generated/<pkg>/fixtures/index.json) against its
 * generated client and its generated server, imported as TypeScript from generated/<pkg>/src so the real
 * artifact is under test: the first service (strings, enums, DataSets) and the complex one (classes,
 * headers, out parameters, one-way, typed faults). The fixtures are rendered independently of the runtime
 * (generator/emit/fixtures.ts), so agreement here means two renderings of the wire rules agree.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/paths.js";
import { FixtureSet, type DataSetBuilders, type FixtureCase } from "./fixture-set.js";
import { knownDifference } from "./known-differences.js";
import { clientRequest, clientResponse, type ClientUnderTest } from "./run-client.js";
import { serverMalformed, serverRequest, serverResponse, type ServerUnderTest } from "./run-server.js";

const PACKAGES = [
  { pkg: "shipment-operations", service: "ShipmentOperations" },
  { pkg: "shipment-tracking", service: "ShipmentTracking" },
];

type Ctor = new (options: object) => ReturnType<ClientUnderTest["create"]>;

/** The package's client and server modules, as TypeScript sources. */
async function load(pkg: string, service: string): Promise<{ client: ClientUnderTest; server: ServerUnderTest }> {
  const src = join(REPO_ROOT, "generated", pkg, "src");
  if (!existsSync(join(src, "server.ts"))) throw new Error(`generated/${pkg} is missing: run npm run generate`);
  const clientModule = (await import(pathToFileURL(join(src, "client.ts")).href)) as Record<string, unknown>;
  const serverModule = (await import(pathToFileURL(join(src, "server.ts")).href)) as Record<string, unknown>;
  const builders = { dataSet: serverModule.dataSet, table: serverModule.table } as unknown as DataSetBuilders;
  return {
    client: {
      create: (binding, endpoint, transport) => new (clientModule[`${service}Client`] as Ctor)({ endpoint, binding, transport }),
      builders,
    },
    server: {
      create: (handlers, options) => (serverModule[`create${service}Server`] as ServerUnderTest["create"])(handlers, options),
      ClientFault: serverModule.ClientFault as ServerUnderTest["ClientFault"],
      builders,
    },
  };
}

type Run = (set: FixtureSet, c: FixtureCase) => Promise<{ actual: unknown; expected: unknown }>;

describe.each(PACKAGES)("$pkg", ({ pkg, service }) => {
  const dir = join(REPO_ROOT, "generated", pkg, "fixtures");
  const set = existsSync(join(dir, "index.json")) ? new FixtureSet(dir) : undefined;
  let loaded: Promise<{ client: ClientUnderTest; server: ServerUnderTest }> | undefined;
  const under = () => (loaded ??= load(pkg, service));

  it("has its fixtures generated", () => {
    expect(set, `generated/${pkg}/fixtures/index.json (run npm run generate)`).toBeDefined();
  });
  if (!set) return;
  const fixtures: FixtureSet = set;
  const cases = fixtures.index.cases;

  /** One test per case; a known difference runs as an expected failure (see known-differences.ts). */
  function runAll(side: "client" | "server", list: readonly FixtureCase[], run: (u: { client: ClientUnderTest; server: ServerUnderTest }) => Run): void {
    for (const c of list) {
      const known = knownDifference(`${pkg}:${c.id}`, side) ?? knownDifference(c.id, side);
      const test = known ? it.fails : it;
      test(known ? `${c.id} (known difference: ${known.reason})` : c.id, async () => {
        const { actual, expected } = await run(await under())(fixtures, c);
        expect(actual).toEqual(expected);
      });
    }
  }

  describe("generated client", () => {
    describe("sends the request of every request case", () => {
      runAll(
        "client",
        cases.filter((c) => c.kind === "request" && c.appliesTo !== "server"),
        (u) => (s, c) => clientRequest(s, c, u.client),
      );
    });
    describe("returns the result or error of every response case", () => {
      runAll(
        "client",
        cases.filter((c) => c.kind === "response" && c.appliesTo !== "server"),
        (u) => (s, c) => clientResponse(s, c, u.client),
      );
    });
  });

  describe("generated server", () => {
    describe("calls its handler with the params of every request case", () => {
      runAll(
        "server",
        cases.filter((c) => c.kind === "request" && c.appliesTo !== "client"),
        (u) => (s, c) => serverRequest(s, c, u.server),
      );
    });
    describe("answers every response case byte for byte", () => {
      runAll(
        "server",
        cases.filter((c) => c.kind === "response" && c.appliesTo !== "client"),
        (u) => (s, c) => serverResponse(s, c, u.server),
      );
    });
    describe("answers every malformed request as ASMX does", () => {
      runAll(
        "server",
        cases.filter((c) => c.kind === "malformed-request"),
        (u) => (s, c) => serverMalformed(s, c, u.server),
      );
    });
  });
});
