/**
 * A spec generated into a package in a temporary folder (node_modules linked from the repo, as the package imports
 * saxes and the type-check needs @types/node), the compiled package loaded as a consumer would, its client and server
 * offered to the conformance runners, and its fixture cases run through both. Shared by the tests that take one spec
 * end to end through a generated package (test/fixtures/corpus-constructs.test.ts, test/lab/*-package.test.ts).
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { EMITTERS } from "../../generator/emitters.js";
import type { ServiceModel } from "../../generator/model/types.js";
import { renderPackage, writePackage } from "../../generator/pipeline.js";
import { loadSpec } from "../../generator/spec/load.js";
import { FixtureSet, type DataSetBuilders, type FixtureCase } from "../conformance/fixture-set.js";
import { clientRequest, clientResponse, type ClientUnderTest } from "../conformance/run-client.js";
import { serverMalformed, serverRequest, serverResponse, type ServerUnderTest } from "../conformance/run-server.js";
import { REPO_ROOT } from "./paths.js";

export interface GeneratedPackage {
  /** The temporary folder: the spec, node_modules, and the package in `name`/. */
  readonly dir: string;
  readonly pkgDir: string;
  readonly model: ServiceModel;
  /** The compiled package's exports. */
  readonly pkg: Record<string, unknown>;
  readonly client: ClientUnderTest;
  readonly server: ServerUnderTest;
  readonly set: FixtureSet;
}

/** Generates `spec` as package `name` under a fresh folder named from `prefix`, removed after all tests of the file. */
export async function generatedPackage(spec: string, name: string, prefix: string): Promise<GeneratedPackage> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  symlinkSync(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  writeFileSync(join(dir, `${name}.yaml`), spec);
  const model = loadSpec(join(dir, `${name}.yaml`), `${name}.yaml`);
  writePackage(await renderPackage(model, name, EMITTERS), dir);
  const pkgDir = join(dir, name);
  const pkg = (await import(pathToFileURL(join(pkgDir, "dist/index.js")).href)) as Record<string, unknown>;
  const builders = { dataSet: pkg.dataSet, table: pkg.table } as unknown as DataSetBuilders;
  type Ctor = new (options: object) => Record<string, never>;
  const client: ClientUnderTest = {
    create: (binding, endpoint, transport) => new (pkg[`${model.name}Client`] as Ctor)({ endpoint, binding, transport }),
    builders,
  };
  const server: ServerUnderTest = {
    create: (handlers, options) => (pkg[`create${model.name}Server`] as ServerUnderTest["create"])(handlers, options),
    ClientFault: pkg.ClientFault as ServerUnderTest["ClientFault"],
    builders,
  };
  return { dir, pkgDir, model, pkg, client, server, set: new FixtureSet(join(pkgDir, "fixtures")) };
}

/** One test per case: the generated client on the request and response cases, the server on those and the malformed ones. */
export function describeGeneratedCases(generated: GeneratedPackage, cases: readonly FixtureCase[]): void {
  const { set, client, server } = generated;
  const run = (list: FixtureCase[], fn: (c: FixtureCase) => Promise<{ actual: unknown; expected: unknown }>): void => {
    for (const c of list) {
      it(c.id, async () => {
        const { actual, expected } = await fn(c);
        expect(actual).toEqual(expected);
      });
    }
  };

  describe("generated client", () => {
    run(cases.filter((c) => c.kind === "request" && c.appliesTo !== "server"), (c) => clientRequest(set, c, client));
    run(cases.filter((c) => c.kind === "response" && c.appliesTo !== "server"), (c) => clientResponse(set, c, client));
  });

  describe("generated server", () => {
    run(cases.filter((c) => c.kind === "request" && c.appliesTo !== "client"), (c) => serverRequest(set, c, server));
    run(cases.filter((c) => c.kind === "response" && c.appliesTo !== "client"), (c) => serverResponse(set, c, server));
    run(cases.filter((c) => c.kind === "malformed-request"), (c) => serverMalformed(set, c, server));
  });
}

/**
 * describeGeneratedCases for a WCF package: the conformance runner reads a client's fault as ASMX's SoapFaultError,
 * where WCF's client throws its own fault classes (each WCF test checks those on recorded faults), so the fault
 * answers run through the generated server only.
 */
export function describeWcfGeneratedCases(generated: GeneratedPackage, cases: readonly FixtureCase[]): void {
  const isFault = (c: FixtureCase): boolean => c.kind === "response" && Boolean(generated.set.values(c).fault);
  describeGeneratedCases(generated, cases.filter((c) => !isFault(c) || c.appliesTo === "server"));
  describe("generated server, fault answers", () => {
    for (const c of cases.filter((c) => isFault(c) && c.appliesTo !== "client")) {
      it(c.id, async () => {
        const { actual, expected } = await serverResponse(generated.set, c, generated.server);
        expect(actual).toEqual(expected);
      });
    }
  });
}
