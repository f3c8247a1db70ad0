/**
 * A recorded WCF service's own generated fixture set (the fixtures emitter's output for `model`), written to a
 * temporary folder and passed case by case by a server of that model: the [XmlSerializerFormat] construct tests'
 * check that what the generator writes for users agrees with what the recordings hold the server to.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect } from "vitest";
import { fixtureFiles } from "../../generator/emit/fixtures.js";
import type { ServiceModel } from "../../generator/model/types.js";
import { dataSet, table } from "../../runtime/src/dataset/index.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { AsmxServer, OperationHandlers } from "../../runtime/src/server/types.js";
import { FixtureSet, type DataSetBuilders } from "../conformance/fixture-set.js";
import { serverRequest, serverResponse, type ServerUnderTest } from "../conformance/run-server.js";
import type { RecordedService } from "./wcf-recorded-service.js";

/** Writes `model`'s fixtures, lets `check` look at the set, then has `service`'s server of `model` pass every case. */
export async function passesOwnFixtures(
  service: RecordedService,
  model: ServiceModel,
  check: (set: FixtureSet) => void,
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "wcf-own-fixtures-"));
  try {
    for (const f of fixtureFiles(model)) {
      mkdirSync(dirname(join(folder, f.path)), { recursive: true });
      writeFileSync(join(folder, f.path), f.content);
    }
    const server: ServerUnderTest = {
      create: (h, options) =>
        service.server(
          model,
          Object.fromEntries(model.operations.map((o) => [o.wire.messageName, h[o.tsName]!])) as OperationHandlers,
          options,
        ),
      ClientFault: ClientFault as unknown as ServerUnderTest["ClientFault"],
      builders: { dataSet, table } as unknown as DataSetBuilders,
    };
    const set = new FixtureSet(join(folder, "fixtures"));
    check(set);
    for (const c of set.index.cases) {
      const { actual, expected } = await (c.kind === "request" ? serverRequest : serverResponse)(set, c, server);
      expect(actual, c.id).toEqual(expected);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A client of `model` whose transport hands each request to `server` in process (no socket), and the request bodies
 * it sent, in order: a client of the spec calling a server of it.
 */
export function inProcessClient(
  model: ServiceModel,
  server: AsmxServer,
  endpoint: string,
): { call: (operation: string, input: object) => Promise<unknown>; bodies: string[] } {
  const bodies: string[] = [];
  const client = new AsmxClientCore(descriptorOf(model), {
    endpoint,
    allowInsecureHttp: true,
    transport: async (request) => {
      bodies.push(request.body ?? "");
      const headers = Object.fromEntries(request.headers.map(([n, v]) => [n.toLowerCase(), v]));
      const answer = await server.handle({
        method: request.method,
        url: new URL(request.url).pathname,
        headers,
        body: new TextEncoder().encode(request.body ?? ""),
      });
      const body = typeof answer.body === "string" ? answer.body : Buffer.from(answer.body).toString("utf8");
      return {
        status: answer.status,
        contentType: answer.headers.find(([n]) => n.toLowerCase() === "content-type")?.[1],
        body,
      };
    },
  });
  return { call: (operation, input) => client.call(operation as never, input as never), bodies };
}
