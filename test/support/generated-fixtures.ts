/**
 * A model's generated fixture set (generator/emit/fixtures.ts) written to a temporary folder and read back as a
 * FixtureSet, and a recorded WCF service's server offered to the conformance runner (test/conformance/run-server.ts).
 * Shared by the WCF construct tests that check the server built from a model passes that model's own fixtures.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect } from "vitest";
import { fixtureFiles } from "../../generator/emit/fixtures.js";
import type { ServiceModel } from "../../generator/model/types.js";
import { dataSet, table } from "../../runtime/src/dataset/index.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { FixtureSet, type DataSetBuilders } from "../conformance/fixture-set.js";
import { serverMalformed, serverRequest, serverResponse, type ServerUnderTest } from "../conformance/run-server.js";
import type { RecordedService } from "./wcf-recorded-service.js";

/** Writes `model`'s fixture files under a fresh temporary folder named from `prefix`, runs `use` on them, removes the folder. */
export async function withGeneratedFixtures(
  model: ServiceModel,
  prefix: string,
  use: (set: FixtureSet) => Promise<void>,
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  try {
    for (const f of fixtureFiles(model)) {
      mkdirSync(dirname(join(folder, f.path)), { recursive: true });
      writeFileSync(join(folder, f.path), f.content);
    }
    await use(new FixtureSet(join(folder, "fixtures")));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** `service`'s server for `model` as the runner takes it. */
export function recordedServerUnderTest(service: RecordedService, model: ServiceModel): ServerUnderTest {
  return {
    // The runner keys handlers by TypeScript name, as a generated server takes them; the core by wire name.
    create: (h, options) =>
      service.server(
        model,
        Object.fromEntries(model.operations.map((o) => [o.wire.messageName, h[o.tsName]!])) as OperationHandlers,
        options,
      ),
    ClientFault: ClientFault as unknown as ServerUnderTest["ClientFault"],
    builders: { dataSet, table } as unknown as DataSetBuilders,
  };
}

/** Runs every case of `set` (request, response, malformed request) against `server`, each its own assertion. */
export async function expectServerPassesEveryCase(set: FixtureSet, server: ServerUnderTest): Promise<void> {
  for (const c of set.index.cases) {
    const run = c.kind === "request" ? serverRequest : c.kind === "response" ? serverResponse : serverMalformed;
    const { actual, expected } = await run(set, c, server);
    expect(actual, c.id).toEqual(expected);
  }
}
