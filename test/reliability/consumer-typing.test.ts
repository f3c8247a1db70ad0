/**
 * The generated package as strict consumers type it: its sources and a consumer compiled with
 * exactOptionalPropertyTypes (where `prop?: T` refuses an explicit undefined unless the type says so), and
 * client method docs whose `@throws` name the error classes a call really ends with.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import * as client from "../../generated/shipment-operations/src/client.js";
import { shipmentOperationsDescriptor } from "../../generated/shipment-operations/src/descriptor.js";
import { REPO_ROOT } from "../support/paths.js";

const run = promisify(execFile);
const PACKAGE = join(REPO_ROOT, "generated/shipment-operations/src");
const work = mkdtempSync(join(tmpdir(), "asmx-consumer-typing-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A consumer that passes possibly-undefined values wherever a setting is optional, as real configuration does. */
const CONSUMER = `
import { ShipmentOperationsClient, SoapFaultError, HttpStatusError, type CallOptions, type BindingKind } from "${PACKAGE}/client.js";
import { createShipmentOperationsServer, ClientFault, ServerFault, type ServerOptions, type ShipmentOperationsHandlers } from "${PACKAGE}/server.js";
import type { ViewNextAvailableMAWBNumInput } from "${PACKAGE}/types.js";

declare const env: Readonly<Record<string, string | undefined>>;
declare const signal: AbortSignal | undefined;
declare const binding: BindingKind | undefined;

const client = new ShipmentOperationsClient({
  endpoint: env["ENDPOINT"],
  timeoutMs: env["TIMEOUT"] === undefined ? undefined : Number(env["TIMEOUT"]),
  credentials: { userId: env["USER"], password: env["PASSWORD"] },
  retry: { attempts: 2, delayMs: undefined },
});
const options: CallOptions = { signal, timeoutMs: undefined, httpHeaders: undefined, headers: undefined, binding };
const input: ViewNextAvailableMAWBNumInput = { carrierCode: env["CARRIER"], userId: undefined };
export async function call(): Promise<string | null> {
  try {
    return await client.viewNextAvailableMawbNum(input, options);
  } catch (error) {
    if (error instanceof SoapFaultError) return error.subcode ?? error.detail ?? error.reason;
    if (error instanceof HttpStatusError) return error.bodyExcerpt;
    throw error;
  }
}

const serverOptions: ServerOptions = { debug: env["DEBUG"] === "1" ? true : undefined, path: env["PATH"], log: undefined, xmlLimits: { maxDepth: 32 } };
const handlers: ShipmentOperationsHandlers = {
  getQuotesRequest: () => null,
  getQuotes: () => null,
  uploadShipmentsRequest: () => null,
  uploadShipmentsRs: () => null,
  getStatus: () => null,
  getStatusRef: () => null,
  getStatusRequest: (p) => p.trackNum,
  viewNextAvailableMawbNum: (p) => {
    if (!p.carrierCode) throw new ClientFault("CarrierCode is required");
    if (p.carrierCode === "XX") throw new ServerFault("closed today");
    return p.carrierCode;
  },
  reserveNextMawbNum: () => null,
};
export const server = createShipmentOperationsServer(handlers, serverOptions);
export const mock = createShipmentOperationsServer.partial({ getStatusRequest: (p) => p.trackNum }, serverOptions);
// @ts-expect-error the full factory needs every operation; a subset goes through .partial
export const refused = createShipmentOperationsServer({ getStatusRequest: (p) => p.trackNum });
// @ts-expect-error a partial server takes handlers of operations only
export const unknown = createShipmentOperationsServer.partial({ noSuchOperation: () => null });
`;

/** Proof that the flag is on: this is an error only under exactOptionalPropertyTypes. */
const CONTROL = `
declare const maybe: string | undefined;
export const value: { readonly a?: string } = { a: maybe };
`;

async function typeCheck(files: readonly string[]): Promise<string> {
  writeFileSync(
    join(work, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        lib: ["ES2023", "DOM"],
        types: ["node"],
        typeRoots: [join(REPO_ROOT, "node_modules/@types")],
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        noImplicitOverride: true,
        noEmit: true,
        // Declaration files are third-party (saxes's own are not exactOptionalPropertyTypes-clean); the
        // package's sources, included below as .ts, are all checked.
        skipLibCheck: true,
      },
      files,
      include: [`${PACKAGE}/**/*.ts`],
    }),
  );
  const tsc = join(REPO_ROOT, "node_modules/typescript/bin/tsc");
  const result = await run(process.execPath, [tsc, "-p", join(work, "tsconfig.json")], { cwd: work }).catch(
    (e: { stdout: string }) => e,
  );
  return result.stdout;
}

describe("exactOptionalPropertyTypes", () => {
  it("the generated package and a consumer passing undefined for optional settings type-check", async () => {
    writeFileSync(join(work, "consumer.ts"), CONSUMER);
    expect(await typeCheck(["consumer.ts"])).toBe("");
  }, 120_000);

  it("the check is on (a control that only exactOptionalPropertyTypes refuses)", async () => {
    writeFileSync(join(work, "control.ts"), CONTROL);
    expect(await typeCheck(["control.ts"])).toMatch(/control\.ts\(3,\d+\): error TS2375/);
  }, 120_000);
});

describe("the client's error docs", () => {
  const source = readFileSync(join(PACKAGE, "client.ts"), "utf8");
  const classDoc = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export class ShipmentOperationsClient\b/.exec(source)?.[1] ?? "";

  it("name each error class a call can end with, once on the class, all exported by the client module", () => {
    const named = [...classDoc.matchAll(/^\s*\* - \{@link (\w+)\}: \S/gm)].map((m) => m[1]!);
    const exported = client as unknown as Record<string, unknown>;
    for (const name of named) {
      const cls = exported[name] as { prototype: object } | undefined;
      expect(cls, `${name} is exported by client.ts`).toBeTypeOf("function");
      expect(cls!.prototype instanceof client.AsmxClientError, `${name} is a client error`).toBe(true);
    }
    const operations = shipmentOperationsDescriptor.operations;
    const expected = ["HttpStatusError", "ResponseDecodeError", "RequestEncodeError", "TimeoutError", "AbortedError", "NetworkError"];
    if (operations.some((op) => op.bindings.includes("soap11") || op.bindings.includes("soap12"))) expected.push("SoapFaultError");
    if (operations.some((op) => op.bindings.length < 4)) expected.push("BindingNotOfferedError");
    expect(named.sort()).toEqual(expected.sort());
  });

  it("leave the methods' comments to what sets each apart", () => {
    expect(source.split(classDoc)[1]).not.toContain("@throws");
  });
});
