/**
 * The generator and its packages as other repos use them, from tarballs, in fresh projects:
 *
 * 1. The generator, packed with `npm pack` and installed into a project that has only its own spec:
 *    `npx asmx-codegen generate`, `check`, a hand edit caught by `check` (exit 1), and no tsx anywhere.
 * 2. The package it generated: `npm publish --dry-run` of it is clean (no warning, every export's file and
 *    types in the tarball, README and license from the spec's package block, no runtime copy), and so is
 *    the runtime package's (asmx-codegen-runtime, which it depends on); both packed and installed into a
 *    second project: a consumer type-checked against its declarations with module nodenext and with
 *    bundler resolution, then run (a client/server round trip over 127.0.0.1) as compiled TypeScript, as
 *    plain ESM and through require(); and the client bundled for the browser by esbuild --platform=browser,
 *    with no node: module in the bundle.
 *
 * The third way, the package as a workspace member of the project, is the README's quick start
 * (test/readme/quick-start.test.ts). One npm install per project (the generator's and the package's
 * dependencies come from the registry or npm's cache).
 */
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, pack, run, runKeepingWarnings } from "../support/npm.js";
import { REPO_ROOT, SPEC_FILE } from "../support/paths.js";

const work = mkdtempSync(join(tmpdir(), "asmx-install-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const tool = join(work, "tool-user");
const consumer = join(work, "consumer");
const SPEC = `package:
  name: "@acme/shipments"
  version: 1.2.0
  license: MIT
  repository: github:acme/shipments
${readFileSync(SPEC_FILE, "utf8")}`;

describe(
  "the generator, installed from its tarball into a project with only its own spec",
  { timeout: 600_000 },
  () => {
    let manifestBeforePack = "";
    beforeAll(async () => {
      manifestBeforePack = readFileSync(join(REPO_ROOT, "package.json"), "utf8");
      const tarball = await pack(REPO_ROOT, join(work, "packed"));
      mkdirSync(join(tool, "contracts"), { recursive: true });
      writeFileSync(join(tool, "contracts/shipments.yaml"), SPEC);
      writeFileSync(
        join(tool, "package.json"),
        JSON.stringify({
          name: "tool-user",
          private: true,
          devDependencies: { "asmx-codegen": `file:${tarball}` },
          "asmx-codegen": { specs: ["contracts"], out: "packages" },
        }),
      );
      await ok("npm", ["install", "--prefer-offline", "--ignore-scripts"], tool);
    }, 600_000);

    it("ships a manifest without the repo's scripts, and packing leaves the repo's package.json as it was", () => {
      const installed = JSON.parse(readFileSync(join(tool, "node_modules/asmx-codegen/package.json"), "utf8"));
      expect(installed).not.toHaveProperty("scripts"); // no prepare: npm would flag it, and tools/ is not packed
      expect(installed.bin).toEqual({ "asmx-codegen": "dist/generator/cli.js" });
      expect(readFileSync(join(REPO_ROOT, "package.json"), "utf8")).toBe(manifestBeforePack);
      expect(existsSync(join(REPO_ROOT, ".package.json.before-pack"))).toBe(false);
    });

    it("ships compiled JavaScript and the runtime's sources, and runs without tsx", () => {
      const installed = join(tool, "node_modules/asmx-codegen");
      expect(existsSync(join(installed, "dist/generator/cli.js"))).toBe(true);
      expect(existsSync(join(installed, "dist/templates/wsdl.hbs"))).toBe(true);
      expect(existsSync(join(installed, "runtime/src/client/client.ts"))).toBe(true);
      expect(existsSync(join(installed, "generator"))).toBe(false); // no TypeScript sources of the generator
      expect(existsSync(join(tool, "node_modules/tsx"))).toBe(false);
      expect(existsSync(join(tool, "node_modules/.bin/asmx-codegen"))).toBe(true);
    });

    it("npx asmx-codegen generate, check, a hand edit caught by check (exit 1), generate again", async () => {
      const version = await run("npx", ["asmx-codegen", "--version"], tool);
      expect(version).toMatchObject({ code: 0, stdout: "0.1.0\n" });
      const generate = await run("npx", ["asmx-codegen", "generate"], tool);
      expect(generate.stderr).toBe("");
      expect(generate.code).toBe(0);
      expect(generate.stdout).toMatch(
        /^packages\/shipments: \d+ files from contracts\/shipments\.yaml; wrote \d+, removed 0, unchanged 0/,
      );
      const pkg = JSON.parse(readFileSync(join(tool, "packages/shipments/package.json"), "utf8"));
      expect(pkg).toMatchObject({
        name: "@acme/shipments",
        version: "1.2.0",
        license: "MIT",
        asmxCodegen: { spec: "contracts/shipments.yaml" },
      });

      expect(await run("npx", ["asmx-codegen", "check"], tool)).toMatchObject({ code: 0, stderr: "" });
      appendFileSync(join(tool, "packages/shipments/src/client.ts"), "// hand edit\n");
      const stale = await run("npx", ["asmx-codegen", "check"], tool);
      expect(stale.code).toBe(1);
      expect(stale.stderr).toBe(
        "packages/shipments is out of date with contracts/shipments.yaml:\n  stale     src/client.ts\nrun `asmx-codegen generate` and commit the result\n",
      );
      const fix = await run("npx", ["asmx-codegen", "generate"], tool);
      expect(fix.stdout).toContain("wrote 1, removed 0");
      expect((await run("npx", ["asmx-codegen", "check"], tool)).code).toBe(0);
    });

    it("npx asmx-codegen import of a WSDL writes a spec that generates that WSDL again", async () => {
      const wsdl = join(REPO_ROOT, "test/reference/asmx-tracking/ShipmentTracking.wsdl");
      const imported = await run("npx", ["asmx-codegen", "import", wsdl, "--out", "contracts/tracking.yaml"], tool);
      expect(imported.stderr).toBe("");
      expect(imported.stdout).toMatch(
        /^wrote contracts\/tracking\.yaml: 13 operations, .* equals the input byte for byte\nnext: run asmx-codegen generate\n$/,
      );
      // Editors find the schema that came with the installed generator.
      expect(readFileSync(join(tool, "contracts/tracking.yaml"), "utf8").split("\n")[0]).toBe(
        "# yaml-language-server: $schema=../node_modules/asmx-codegen/spec/spec.schema.json",
      );
      const generate = await run("npx", ["asmx-codegen", "generate"], tool);
      expect(generate.code, generate.stderr).toBe(0);
      expect(readFileSync(join(tool, "packages/tracking/wsdl/ShipmentTracking.wsdl"), "utf8")).toBe(readFileSync(wsdl, "utf8"));
    });
  },
);

/** What `npm publish --dry-run --json` says it would publish. */
interface PublishReport {
  readonly name: string;
  readonly version: string;
  readonly files: readonly { readonly path: string }[];
}

/** The files an exports map names: each entry's targets, conditions included (a pattern as its folder). */
function exportedFiles(exports: Record<string, string | Record<string, string>>): string[] {
  return Object.values(exports).flatMap((target) => (typeof target === "string" ? [target] : Object.values(target)));
}

describe("npm publish --dry-run of a generated package", { timeout: 600_000 }, () => {
  it("is clean: no warning but the login one, every export's file in it, README and license as the spec says", async () => {
    const folder = join(tool, "packages/shipments");
    if (!existsSync(join(folder, "package.json"))) await ok("npx", ["asmx-codegen", "generate"], tool);
    const publish = await runKeepingWarnings("npm", ["publish", "--dry-run", "--json"], folder);
    expect(publish.code, publish.stderr).toBe(0);
    // Being logged in to the registry is this machine's business; anything else npm warns about is ours.
    const warnings = publish.stderr
      .split("\n")
      .filter((line) => line.startsWith("npm warn ") && !/requires you to be logged in/.test(line));
    expect(warnings).toEqual([]);
    const report = (JSON.parse(publish.stdout) as Record<string, PublishReport>)["@acme/shipments"];
    expect(report).toMatchObject({ name: "@acme/shipments", version: "1.2.0" });
    const files = new Set(report!.files.map((file) => file.path));
    expect(files).toContain("README.md");
    expect(files).toContain("package.json");

    const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
    expect(manifest).toMatchObject({
      license: "MIT",
      repository: { type: "git", url: "git+https://github.com/acme/shipments.git" },
      types: "./dist/index.d.ts",
    });
    const targets = exportedFiles(manifest.exports);
    expect(targets).toContain("./dist/client.d.ts");
    for (const target of targets) {
      const path = target.replace(/^\.\//, "");
      if (path.endsWith("/*")) expect([...files].some((file) => file.startsWith(path.slice(0, -1))), target).toBe(true);
      else expect(files, target).toContain(path);
    }
    expect([...files].filter((file) => file.startsWith("node_modules/") || file.endsWith(".test.ts"))).toEqual([]);
    expect(readFileSync(join(folder, "README.md"), "utf8")).toContain("npm install @acme/shipments\n");
    // The runtime is a dependency, not a copy.
    expect(manifest.dependencies).toEqual({ "asmx-codegen-runtime": "^0.1.0" });
    expect([...files].filter((file) => file.includes("runtime/"))).toEqual([]);
  });

  it("of the runtime package is clean too: its version is the generator's, every export's file in it", async () => {
    const folder = join(REPO_ROOT, "runtime");
    const publish = await runKeepingWarnings("npm", ["publish", "--dry-run", "--json"], folder);
    expect(publish.code, publish.stderr).toBe(0);
    const warnings = publish.stderr
      .split("\n")
      .filter((line) => line.startsWith("npm warn ") && !/requires you to be logged in/.test(line));
    expect(warnings).toEqual([]);
    const report = (JSON.parse(publish.stdout) as Record<string, PublishReport>)["asmx-codegen-runtime"];
    expect(report).toMatchObject({ name: "asmx-codegen-runtime", version: "0.1.0" });
    const files = new Set(report!.files.map((file) => file.path));
    const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
    for (const target of exportedFiles(manifest.exports)) expect(files, target).toContain(target.replace(/^\.\//, ""));
    expect(files).toContain("dist/dataset/decode.js");
    expect([...files].filter((file) => file.startsWith("node_modules/") || file.endsWith(".test.ts"))).toEqual([]);
  });
});

const CLIENT_AND_SERVER = `
const handlers = {
  getQuotesRequest: (p) => \`quotes:\${p.quotes}\`,
  getQuotes: (p) => p.quotes,
  uploadShipmentsRequest: () => "ok",
  uploadShipmentsRs: () => "ok",
  getStatus: (p) =>
    dataSet("StatusDataSet", [
      table("Status", { TrackNum: "string", StatusCode: "string", StatusDate: "dateTime", Pieces: "int", Weight: "decimal" }, [
        { TrackNum: p.trackNum, StatusCode: \`PU:\${p.trackNumType}\`, StatusDate: "2024-01-02T03:04:05+00:00", Pieces: 1, Weight: "12.5" },
      ]),
    ]),
  getStatusRef: () => null,
  getStatusRequest: (p) => \`\${p.trackNum}:\${p.trackNumType}:\${p.lastStatusOnly}\`,
  viewNextAvailableMawbNum: (p) => {
    if (p.carrierCode === "XX") throw new ClientFault("unknown carrier XX");
    return \`next:\${p.carrierCode}:\${p.userId}\`;
  },
  reserveNextMawbNum: () => null,
};
`;

/** The round trip every consumer runs: a server from the package answering the package's client. */
const ROUND_TRIP = `
const server = await listen(createShipmentOperationsServer(handlers), { port: 0 });
try {
  const endpoint = server.url;
  const soap = new ShipmentOperationsClient({ endpoint, allowInsecureHttp: true, credentials: { userId: "u1", password: "p1" } });
  const get = new ShipmentOperationsClient({ endpoint, allowInsecureHttp: true, binding: "httpGet" });
  const status = await soap.getStatus({ trackNum: "T1", trackNumType: TrackNumTypes.SHIPPER, lastStatusOnly: true });
  const rows = status?.table("Status")?.toObjects() ?? [];
  const text = await get.getStatusRequest({ trackNum: "T2", trackNumType: "PO", lastStatusOnly: false });
  const next = await soap.viewNextAvailableMawbNum({ carrierCode: "AA" });
  let fault = "";
  try {
    await soap.viewNextAvailableMawbNum({ carrierCode: "XX" }, { binding: "soap12" });
  } catch (error) {
    if (error instanceof SoapFaultError) fault = \`\${error.code}:\${error.reason}\`;
  }
  console.log(JSON.stringify({ rows, text, next, fault }));
} finally {
  await server.close();
}
`;

const EXPECTED = {
  rows: [
    { TrackNum: "T1", StatusCode: "PU:SHIPPER", StatusDate: "2024-01-02T03:04:05+00:00", Pieces: 1, Weight: "12.5" },
  ],
  text: "T2:PO:false",
  next: "next:AA:u1",
  fault: "Sender:unknown carrier XX",
};

const TS_CONSUMER = `
import { ShipmentOperationsClient, SoapFaultError } from "@acme/shipments/client";
import { createShipmentOperationsServer, ClientFault, dataSet, table, type ShipmentOperationsHandlers } from "@acme/shipments/server";
import { listen } from "@acme/shipments/node";
import type { GetStatusResult } from "@acme/shipments/types";
import { TrackNumTypes } from "@acme/shipments";

${CLIENT_AND_SERVER.replace("const handlers = {", "const handlers: ShipmentOperationsHandlers = {")}
// @ts-expect-error GetQuotes is offered over SOAP only
export const notOffered = (client: ShipmentOperationsClient<"httpGet">) => client.getQuotes({});
export type Checked = GetStatusResult;
${ROUND_TRIP}`;

const ESM_CONSUMER = `
import { ShipmentOperationsClient, SoapFaultError } from "@acme/shipments/client";
import { createShipmentOperationsServer, ClientFault, dataSet, table } from "@acme/shipments/server";
import { listen } from "@acme/shipments/node";
import { TrackNumTypes } from "@acme/shipments";
${CLIENT_AND_SERVER}
${ROUND_TRIP}`;

const CJS_CONSUMER = `
const { ShipmentOperationsClient, SoapFaultError } = require("@acme/shipments/client");
const { createShipmentOperationsServer, ClientFault, dataSet, table } = require("@acme/shipments/server");
const { listen } = require("@acme/shipments/node");
const { TrackNumTypes } = require("@acme/shipments");
${CLIENT_AND_SERVER}
(async () => {
${ROUND_TRIP}
})();`;

const BROWSER_APP = `
import { ShipmentOperationsClient, fetchTransport } from "@acme/shipments/client";
const client = new ShipmentOperationsClient({ endpoint: "https://shipment.example.com/ShipmentOperations.asmx" });
globalThis.lookup = (trackNum) => client.getStatusRequest({ trackNum, trackNumType: "HAWB", lastStatusOnly: true });
globalThis.transport = fetchTransport;
`;

const COMPILER = { target: "ES2022", strict: true, types: ["node"], lib: ["ES2023", "DOM"], skipLibCheck: false };

describe("the generated package, installed from its tarball into another project", { timeout: 600_000 }, () => {
  beforeAll(async () => {
    if (!existsSync(join(tool, "packages/shipments/package.json"))) {
      await ok("npx", ["asmx-codegen", "generate"], tool); // when this describe runs alone
    }
    const tarball = await pack(join(tool, "packages/shipments"), join(work, "packed-package"));
    expect(tarball.endsWith("acme-shipments-1.2.0.tgz")).toBe(true);
    // Its dependency, the runtime package, is not on a registry here: packed beside it.
    const runtime = await pack(join(REPO_ROOT, "runtime"), join(work, "packed-package"));
    expect(runtime.endsWith("asmx-codegen-runtime-0.1.0.tgz")).toBe(true);
    mkdirSync(consumer, { recursive: true });
    writeFileSync(
      join(consumer, "package.json"),
      JSON.stringify({
        name: "consumer",
        private: true,
        type: "module",
        // A Node application has Node's types; the package's `./node` entry refers to them.
        dependencies: {
          "@acme/shipments": `file:${tarball}`,
          "asmx-codegen-runtime": `file:${runtime}`,
          "@types/node": `file:${join(REPO_ROOT, "node_modules/@types/node")}`,
        },
      }),
    );
    await ok("npm", ["install", "--prefer-offline", "--ignore-scripts"], consumer);
    writeFileSync(join(consumer, "consumer.ts"), TS_CONSUMER);
    writeFileSync(join(consumer, "consumer.mjs"), ESM_CONSUMER);
    writeFileSync(join(consumer, "consumer.cjs"), CJS_CONSUMER);
    writeFileSync(join(consumer, "browser.js"), BROWSER_APP);
    writeFileSync(
      join(consumer, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { ...COMPILER, module: "NodeNext", moduleResolution: "NodeNext", outDir: "out" },
        files: ["consumer.ts"],
      }),
    );
    writeFileSync(
      join(consumer, "tsconfig.bundler.json"),
      JSON.stringify({
        compilerOptions: { ...COMPILER, module: "ESNext", moduleResolution: "Bundler", noEmit: true },
        files: ["consumer.ts"],
      }),
    );
  }, 600_000);

  const tsc = join(REPO_ROOT, "node_modules/.bin/tsc");

  /** tsc's errors, but those inside saxes' own declarations (see the last test of this group). */
  const errorsOutsideSaxes = (stdout: string): string[] =>
    stdout.split("\n").filter((line) => /error TS\d+/.test(line) && !line.startsWith("node_modules/saxes/"));

  it("type-checks a TypeScript consumer with module nodenext, and runs it", async () => {
    const result = await run(tsc, ["-p", "tsconfig.json"], consumer);
    expect(errorsOutsideSaxes(result.stdout)).toEqual([]);
    expect(JSON.parse(await ok("node", ["out/consumer.js"], consumer))).toEqual(EXPECTED);
  });

  it("type-checks the same consumer with bundler resolution", async () => {
    const result = await run(tsc, ["-p", "tsconfig.bundler.json"], consumer);
    expect(errorsOutsideSaxes(result.stdout)).toEqual([]);
  });

  it("its declarations pull in no declaration file that fails to type-check (skipLibCheck off)", async () => {
    // saxes 6's saxes.d.ts does not type-check with TypeScript 6; a public declaration of the package that
    // imports a saxes type makes every consumer with skipLibCheck off check it.
    const result = await run(tsc, ["-p", "tsconfig.json", "--noEmit"], consumer);
    expect(result.stdout).toBe("");
    expect(result.code).toBe(0);
  });

  it("runs from plain ESM and through require()", async () => {
    expect(JSON.parse(await ok("node", ["consumer.mjs"], consumer))).toEqual(EXPECTED);
    const cjs = await run("node", ["consumer.cjs"], consumer);
    expect(cjs.code).toBe(0);
    expect(JSON.parse(cjs.stdout)).toEqual(EXPECTED);
  });

  it("bundles the client for the browser with esbuild: no node: module in the bundle", async () => {
    const esbuild = join(REPO_ROOT, "node_modules/.bin/esbuild");
    const result = await run(
      esbuild,
      ["browser.js", "--bundle", "--platform=browser", "--format=esm", "--outfile=bundle.js"],
      consumer,
    );
    expect(result.stderr).not.toContain("error");
    expect(result.code).toBe(0);
    const bundle = readFileSync(join(consumer, "bundle.js"), "utf8");
    expect(bundle).toContain("ShipmentOperations");
    expect(bundle).not.toMatch(/["']node:/);
    expect(bundle).toContain("SoapFaultError"); // the runtime, from the runtime package
    // The Node-only entry is refused for the browser at build time, not at run time.
    writeFileSync(
      join(consumer, "browser-node.js"),
      'import { listen } from "@acme/shipments/node";\nconsole.log(listen);\n',
    );
    const refused = await run(
      esbuild,
      ["browser-node.js", "--bundle", "--platform=browser", "--outfile=refused.js"],
      consumer,
    );
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain("@acme/shipments/node");
    expect(readdirSync(consumer)).not.toContain("refused.js");
  });
});
