/**
 * The generated package of a service whose binding in another namespace carries classes, enums, arrays and a SOAP
 * header (test/reference/lab/binding-namespace-types/: the forms of BindingNamespaceTypes and BindingNamespaceMore
 * in one spec): the package compiles strictly, its fixtures put the binding's classes in its namespace and the
 * header in the service's, and its client and server pass every fixture case on the wire bytes.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { EMITTERS } from "../../generator/emitters.js";
import { renderPackage, writePackage } from "../../generator/pipeline.js";
import { loadSpec } from "../../generator/spec/load.js";
import { FixtureSet, type DataSetBuilders, type FixtureCase } from "../conformance/fixture-set.js";
import { clientRequest, clientResponse, type ClientUnderTest } from "../conformance/run-client.js";
import { serverMalformed, serverRequest, serverResponse, type ServerUnderTest } from "../conformance/run-server.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { REPO_ROOT } from "../support/paths.js";

const SPEC = `service:
  name: FarTypes
  namespace: "http://lab.example.com/near"
  endpoint: https://legacy.example.com/FarTypes.asmx
  namedBindings:
    Far: { namespace: "urn:other" }
enums:
  Level: { values: [Ground, Air] }
types:
  Parcel:
    fields:
      - { name: Id, type: string }
      - { name: Weight, type: int }
  Receipt:
    fields:
      - { name: Code, type: string }
      - { name: Items, type: "Parcel[]" }
  Box:
    fields:
      - { name: Length, type: decimal, nullable: true }
      - { name: Wanted, type: Level, nullable: true }
      - { name: Item, type: "string[]", repeated: true }
      - { name: When, type: dateTime }
      - { name: Mode, type: Level, attribute: true }
headers:
  Ticket: { fields: [{ name: Token, type: string }] }
operations:
  - name: Local
    fields: [{ name: p, type: Parcel }]
    result: { type: Parcel }
  - name: Ship
    binding: Far
    fields: [{ name: p, type: Parcel }]
    result: { type: Receipt }
  - name: Count
    binding: Far
    fields: [{ name: items, type: "Parcel[]" }]
    result: { type: int }
  - name: Check
    binding: Far
    fields: [{ name: a, type: string }]
    result: { type: string }
    headers: [{ name: Ticket, required: true }]
  - name: Pack
    binding: Far
    fields: [{ name: b, type: Box }, { name: l, type: Level }]
    result: { type: Box }
`;

const dir = mkdtempSync(join(tmpdir(), "asmx-far-types-"));
symlinkSync(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"), "dir");
writeFileSync(join(dir, "far-types.yaml"), SPEC);
const model = loadSpec(join(dir, "far-types.yaml"), "far-types.yaml");
writePackage(await renderPackage(model, "far-types", EMITTERS), dir);
const pkgDir = join(dir, "far-types");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
const set = new FixtureSet(join(pkgDir, "fixtures"));
const cases = set.index.cases.filter((c) => c.operation !== null);

describe("a binding in another namespace carrying classes, enums, arrays and a header, through a generated package", () => {
  it("generates a package that type-checks strictly", () => {
    expect(strictTypeCheck(dir, ["far-types/src"])).toBe("");
  }, 180_000);

  it("has fixtures with the binding's classes in its namespace and the header in the service's", () => {
    const fixture = (file: string): string => readFileSync(join(pkgDir, "fixtures", file), "utf8");
    expect(fixture("Ship/soap11.sample.request.txt")).toMatch(/<Ship xmlns="urn:other"><p><Id>[^<]*<\/Id><Weight>-?\d+<\/Weight><\/p><\/Ship>/);
    expect(fixture("Ship/soap11.sample.response.txt")).toMatch(/<ShipResponse xmlns="urn:other"><ShipResult><Code>[^<]*<\/Code><Items><Parcel><Id>/);
    expect(fixture("Local/soap11.sample.request.txt")).toMatch(/<Local xmlns="http:\/\/lab\.example\.com\/near"><p><Id>/);
    expect(fixture("Check/soap11.sample.request.txt")).toMatch(/<Ticket xmlns="http:\/\/lab\.example\.com\/near"><Token>[^<]*<\/Token><\/Ticket>/);
    expect(fixture("Pack/soap12.sample.request.txt")).toMatch(/<Pack xmlns="urn:other"><b Mode="(Ground|Air)">/);
    expect(cases.length).toBeGreaterThan(20);
  });

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
});
