/**
 * `generate` and `check` with WCF specs (#28 step 5): serializer dataContract writes a package (descriptor,
 * types, client, server, the metadata set) that a strict TypeScript project compiles against; so does the
 * xmlSerializer form ([XmlSerializerFormat]: XmlSchemaExporter's schemas, no serialization schema).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { asmxCodegen } from "../support/generator-cli.js";
import { REPO_ROOT } from "../support/paths.js";
import { smallProject, smallSpec } from "../support/small-project.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const work = mkdtempSync(join(tmpdir(), "asmx-wcf-generate-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const SPEC = readFileSync(join(REPO_ROOT, "spec/wcf-tracking.yaml"), "utf8");

describe("generate with WCF specs", { timeout: 180_000 }, () => {
  it("writes a dataContract service's package and an xmlSerializer one", async () => {
    const project = join(work, "p");
    smallProject(project, {
      alpha: smallSpec("Alpha", ["Echo"]),
      "wcf-tracking": SPEC,
      "wcf-xml": [
        "service:",
        "  name: XmlWcf",
        "  namespace: http://tempuri.org/",
        "  endpoint: https://example.com/XmlWcf.svc",
        "  wcf:",
        "    serializer: xmlSerializer",
        '    contracts: [{ name: IXml, namespace: "http://example.com/xml", address: "" }]',
        "operations:",
        "  - { name: Echo, fields: [{ name: text, type: string }], result: { type: string } }",
        "",
      ].join("\n"),
    });
    const run = await asmxCodegen(["generate"], { cwd: project });
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(join(project, "generated", "alpha", "package.json"))).toBe(true);
    const xml = join(project, "generated", "wcf-xml");
    for (const file of ["src/server.ts", "src/client.ts", "wsdl/XmlWcf.wsdl", "wsdl/XmlWcf.wsdl0.wsdl", "wsdl/XmlWcf.xsd0.xsd", "wsdl/XmlWcf.single.wsdl", "fixtures/index.json"]) {
      expect(existsSync(join(xml, file)), file).toBe(true);
    }
    expect(existsSync(join(xml, "wsdl/XmlWcf.xsd1.xsd"))).toBe(false);
    expect(readFileSync(join(xml, "wsdl/XmlWcf.xsd0.xsd"), "utf8")).toContain('<xs:element minOccurs="0" maxOccurs="1" name="text" type="xs:string" />');

    const pkg = join(project, "generated", "wcf-tracking");
    const packageJson = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8")) as {
      exports: Record<string, unknown>;
    };
    expect(Object.keys(packageJson.exports)).toEqual([
      ".",
      "./client",
      "./server",
      "./node",
      "./types",
      "./descriptor",
      "./wsdl",
      "./fixtures/*",
      "./package.json",
    ]);
    for (const file of [
      "src/client.ts",
      "src/server.ts",
      "src/descriptor.ts",
      "src/types.ts",
      "src/wsdl.ts",
      "dist/server.js",
      "wsdl/TrackingService.wsdl",
      "wsdl/TrackingService.wsdl0.wsdl",
      "wsdl/TrackingService.xsd0.xsd",
      "wsdl/TrackingService.single.wsdl",
      "fixtures/index.json",
      "fixtures/README.md",
      "fixtures/dispatcher/soap11.action-not-supported.response.txt",
      "docs/README.md",
      "docs/Track.md",
      "README.md",
    ]) {
      expect(existsSync(join(pkg, file)), file).toBe(true);
    }
    const check = await asmxCodegen(["check", "--spec", "spec/wcf-tracking.yaml", "--render"], { cwd: project });
    expect(check.code, check.stderr).toBe(0);

    // A consumer implementing the service, message contracts and typed faults included, compiles strictly.
    symlinkSync(join(REPO_ROOT, "node_modules"), join(project, "node_modules"), "dir");
    writeFileSync(
      join(project, "consumer.ts"),
      `import { ClientFault, createTrackingServiceServer, type TrackingServiceHandlers } from "./generated/wcf-tracking/src/server.js";
const handlers: TrackingServiceHandlers = {
  ping: () => undefined,
  getShipment: () => null,
  findShipments: () => [],
  echoEvent: (params) => params.ev,
  getTags: (params) => params.trackNums,
  countByState: () => [{ key: "Created", value: 1 }],
  track: (params) => ({ headers: { serverTime: "2024-05-01T08:30:00Z" }, shipment: null, events: params.withEvents ? [] : null }),
  notify: () => undefined,
  cancelShipment: (params) => {
    if (params.trackNum === "late") {
      throw new ClientFault("Too late", { detail: { type: "CancelFault", value: { trackNum: "late", reason: null, code: 17 } }, code: { name: "TooLate", namespace: "urn:faults" } });
    }
    return true;
  },
  explode: (params) => params.message,
  echo: (params) => params.data,
  purge: () => 1,
  version: () => "1.0",
};
export const server = createTrackingServiceServer(handlers, { includeExceptionDetailInFaults: true });
`,
    );
    expect(strictTypeCheck(project, ["generated/wcf-tracking/src", "consumer.ts"])).toBe("");
  });

  it("writes a package of a contract on a SOAP 1.2 port without addressing (soap12) beside basicHttpBinding", async () => {
    const project = join(work, "soap12");
    smallProject(project, {
      clock: [
        "service:",
        "  name: Clock",
        "  namespace: http://tempuri.org/",
        "  endpoint: http://127.0.0.1:8751/",
        "  wcf:",
        '    contracts: [{ name: IClock, namespace: "http://clock.example.com/wcf12", addresses: [soap12, ""], soap12: [soap12] }]',
        "operations:",
        "  - { name: Now, fields: [{ name: zone, type: string }], result: { type: string } }",
        "",
      ].join("\n"),
    });
    const run = await asmxCodegen(["generate"], { cwd: project });
    expect(run.code, run.stderr).toBe(0);
    const pkg = join(project, "generated", "clock");
    expect(readFileSync(join(pkg, "wsdl/Clock.wsdl"), "utf8")).toContain('<soap12:address location="http://127.0.0.1:8751/soap12" />');
    expect(readFileSync(join(pkg, "src/descriptor.ts"), "utf8")).toMatch(/soap12: \["soap12"\]/);
    expect(existsSync(join(pkg, "fixtures/dispatcher/soap12.action-not-supported.response.txt"))).toBe(true);
    const check = await asmxCodegen(["check", "--spec", "spec/clock.yaml", "--render"], { cwd: project });
    expect(check.code, check.stderr).toBe(0);
    // The ports option is typed as the contract's port names (the first, soap12, is the default).
    const client = readFileSync(join(pkg, "src/client.ts"), "utf8");
    expect(client).toContain('readonly ports?: { readonly IClock?: "CustomBinding_IClock" | "BasicHttpBinding_IClock" };');
    expect(readFileSync(join(pkg, "src/descriptor.ts"), "utf8")).toMatch(/ports: \["CustomBinding_IClock", "BasicHttpBinding_IClock"\]/);
    symlinkSync(join(REPO_ROOT, "node_modules"), join(project, "node_modules"), "dir");
    writeFileSync(
      join(project, "consumer.ts"),
      `import { ClockClient } from "./generated/clock/src/client.js";
export const soap11 = new ClockClient({ ports: { IClock: "BasicHttpBinding_IClock" } });
export const soap12 = new ClockClient({ ports: { IClock: "CustomBinding_IClock" } });
// @ts-expect-error not a port of IClock
export const wrong = new ClockClient({ ports: { IClock: "WSHttpBinding_IClock" } });
// @ts-expect-error not a contract of the service
export const other = new ClockClient({ ports: { IOther: "BasicHttpBinding_IClock" } });
`,
    );
    expect(strictTypeCheck(project, ["generated/clock/src", "consumer.ts"])).toBe("");
  });

  it("writes a package mixing serializers ([XmlSerializerFormat] on one operation) that compiles strictly", async () => {
    const project = join(work, "mixed");
    smallProject(project, { "wcf-mixed": readFileSync(join(REPO_ROOT, "test/reference/wcf/xml-serializer/mixed/WcfMixed.yaml"), "utf8") });
    const run = await asmxCodegen(["generate"], { cwd: project });
    expect(run.code, run.stderr).toBe(0);
    const pkg = join(project, "generated", "wcf-mixed");
    // The data contract schemas, then XmlSchemaExporter's of the contract namespace as a document of its own.
    expect(readFileSync(join(pkg, "wsdl/MixedService.xsd3.xsd"), "utf8")).toContain('<xs:attribute name="Lang" type="xs:string" />');
    expect(readFileSync(join(pkg, "src/descriptor.ts"), "utf8")).toContain('serializer: "xmlSerializer"');
    const check = await asmxCodegen(["check", "--spec", "spec/wcf-mixed.yaml", "--render"], { cwd: project });
    expect(check.code, check.stderr).toBe(0);
    symlinkSync(join(REPO_ROOT, "node_modules"), join(project, "node_modules"), "dir");
    writeFileSync(
      join(project, "consumer.ts"),
      `import { createMixedServiceServer, type MixedServiceHandlers } from "./generated/wcf-mixed/src/server.js";
const handlers: MixedServiceHandlers = {
  getCard: (params) => ({ holder: params.holder, points: 7 }),
  getLabel: (params) => ({ lang: params.lang, text: "Hello" }),
  echoCard: (params) => (params.card ? { holder: params.card.holder, points: (params.card.points ?? 0) + 1 } : null),
};
export const server = createMixedServiceServer(handlers);
`,
    );
    expect(strictTypeCheck(project, ["generated/wcf-mixed/src", "consumer.ts"])).toBe("");
  });
});
