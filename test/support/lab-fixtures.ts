/**
 * Runs the fixtures the generator writes for a lab service's model through the runtime's server and client
 * in-process (no package built): each request case's bytes must give the handler the case's input, each
 * response case the case's bytes, and the client must send and read the same (test/conformance's runners).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { fixtureFiles } from "../../generator/emit/fixtures.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import type { ServiceModel } from "../../generator/model/types.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import { dataSet, table } from "../../runtime/src/index.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { ClientFault } from "../../runtime/src/server/faults.js";
import { handlersByMethod } from "../../runtime/src/server/handlers-by-method.js";
import { FixtureSet, type DataSetBuilders } from "../conformance/fixture-set.js";
import { clientRequest, clientResponse, type ClientUnderTest } from "../conformance/run-client.js";
import { serverRequest, serverResponse, type ServerUnderTest } from "../conformance/run-server.js";

/** Writes the model's fixtures to a temporary folder (removed after the file's tests) and returns their set. */
export function labFixtureSet(model: ServiceModel, prefix: string): FixtureSet {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  for (const file of fixtureFiles(model)) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.content);
  }
  return new FixtureSet(join(dir, "fixtures"));
}

/** Registers one test per request and response case of the set (call inside a describe). */
export function passesFixtures(model: ServiceModel, set: FixtureSet): void {
  const builders = { dataSet, table } as unknown as DataSetBuilders;
  const service = descriptorOf(model);
  const server: ServerUnderTest = {
    create: (handlers, options) =>
      createAsmxServer(
        service,
        handlersByMethod(service, handlers as never),
        (address) => renderWsdlSet(model, address)[0]!.text,
        options,
      ) as unknown as ReturnType<ServerUnderTest["create"]>,
    ClientFault: ClientFault as unknown as ServerUnderTest["ClientFault"],
    builders,
  };
  const client: ClientUnderTest = {
    create: (binding, endpoint, transport) => {
      const core = new AsmxClientCore(service, { endpoint, allowInsecureHttp: true, binding: binding as BindingKind, transport: transport as never });
      return Object.fromEntries(service.operations.map((op) => [op.tsName, (input: object, options?: object) => core.call(op.name, input, options as never)]));
    },
    builders,
  };
  const cases = set.index.cases.filter((c) => c.operation !== null && (c.kind === "request" || c.kind === "response"));
  it("has request and response cases", () => {
    expect(cases.length).toBeGreaterThan(0);
  });
  it.each(cases.map((c) => [c.id, c] as const))("%s: server and client agree with it", async (_, c) => {
    const onServer = await (c.kind === "request" ? serverRequest : serverResponse)(set, c, server);
    expect(onServer.actual).toEqual(onServer.expected);
    const onClient = await (c.kind === "request" ? clientRequest : clientResponse)(set, c, client);
    expect(onClient.actual).toEqual(onClient.expected);
  });
}
