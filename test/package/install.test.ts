/**
 * The generated package as another repo consumes it: packed with `npm pack`, installed into a fresh project,
 * a consumer type-checked against its declarations (ESM, NodeNext) and run: a server from the package
 * answering the package's client over 127.0.0.1.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/paths.js";

const run = promisify(execFile);
const project = mkdtempSync(join(tmpdir(), "asmx-consumer-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const CONSUMER = `
import { ShipmentOperationsClient, SoapFaultError } from "shipment-operations/client";
import { createShipmentOperationsServer, ClientFault, dataSet, table, type ShipmentOperationsHandlers } from "shipment-operations/server";
import { listen } from "shipment-operations/node";
import type { GetStatusResult, TrackNumTypes } from "shipment-operations/types";
import { TrackNumTypes as Kinds } from "shipment-operations";

const handlers: ShipmentOperationsHandlers = {
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

const server = await listen(createShipmentOperationsServer(handlers), { port: 0 });
try {
  const endpoint = server.url;
  const soap = new ShipmentOperationsClient({ endpoint, allowInsecureHttp: true, credentials: { userId: "u1", password: "p1" } });
  const get = new ShipmentOperationsClient({ endpoint, allowInsecureHttp: true, binding: "httpGet" });
  const kind: TrackNumTypes = Kinds.SHIPPER;
  const status: GetStatusResult = await soap.getStatus({ trackNum: "T1", trackNumType: kind, lastStatusOnly: true });
  const rows = status?.table("Status")?.toObjects() ?? [];
  const text = await get.getStatusRequest({ trackNum: "T2", trackNumType: "PO", lastStatusOnly: false });
  const next = await soap.viewNextAvailableMawbNum({ carrierCode: "AA" });
  // @ts-expect-error GetQuotes is offered over SOAP only
  const notOffered = await get.getQuotes({}).catch((error: Error) => error.name);
  let fault = "";
  try {
    await soap.viewNextAvailableMawbNum({ carrierCode: "XX" }, { binding: "soap12" });
  } catch (error) {
    if (error instanceof SoapFaultError) fault = \`\${error.code}:\${error.reason}\`;
  }
  console.log(JSON.stringify({ rows, text, next, fault, notOffered }));
} finally {
  await server.close();
}
`;

describe("the generated package in another project", () => {
  beforeAll(async () => {
    const packed = join(project, "packed");
    mkdirSync(packed);
    await run("npm", ["pack", join(REPO_ROOT, "generated/shipment-operations"), "--pack-destination", packed], { cwd: project });
    const tarball = join(packed, readdirSync(packed).find((f) => f.endsWith(".tgz"))!);
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({
        name: "consumer",
        private: true,
        type: "module",
        // A Node application has Node's types; the package's `./node` entry refers to them.
        dependencies: { "shipment-operations": `file:${tarball}`, "@types/node": `file:${join(REPO_ROOT, "node_modules/@types/node")}` },
      }),
    );
    await run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: project });
    writeFileSync(join(project, "consumer.ts"), CONSUMER);
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, outDir: "out", types: ["node"], lib: ["ES2023", "DOM"], skipLibCheck: false },
        files: ["consumer.ts"],
      }),
    );
  }, 120_000);

  it("type-checks a consumer against the package's declarations and compiles it", async () => {
    const tsc = join(REPO_ROOT, "node_modules/.bin/tsc");
    const result = await run(tsc, ["-p", "tsconfig.json"], { cwd: project }).catch((e: { stdout: string }) => e);
    expect(result.stdout).toBe("");
  }, 60_000);

  it("runs: the package's server answers the package's client", async () => {
    const { stdout } = await run("node", ["out/consumer.js"], { cwd: project });
    expect(JSON.parse(stdout)).toEqual({
      rows: [{ TrackNum: "T1", StatusCode: "PU:SHIPPER", StatusDate: "2024-01-02T03:04:05+00:00", Pieces: 1, Weight: "12.5" }],
      text: "T2:PO:false",
      next: "next:AA:u1",
      fault: "Sender:unknown carrier XX",
      notOffered: "BindingNotOfferedError",
    });
  }, 60_000);
});
