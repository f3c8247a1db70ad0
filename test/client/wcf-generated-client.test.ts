/**
 * The generated WCF client (generator/emit/client-wcf.ts), without the CLI: the model is built from the spec of
 * WcfTracking.cs, the descriptor, types and client modules are emitted into a scratch folder, compiled
 * strictly (with a caller's file that uses the fault guards and the message contract's answer, and lines that
 * must not compile), and the emitted client is run against a server on 127.0.0.1 answering the recorded
 * responses: its requests equal the recorded ones and its answers are WcfTracking.cs's values.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientEmitter } from "../../generator/emit/client-module.js";
import { descriptorEmitter } from "../../generator/emit/descriptor.js";
import { typesEmitter } from "../../generator/emit/types-module.js";
import { loadSpec } from "../../generator/spec/load.js";
import { strictProgramOptions } from "../support/strict-typecheck.js";
import { parseRecorded } from "../support/http-recording.js";
import { CREATED, GUID, make, WCF_SPEC } from "../support/wcf-tracking-values.js";

const DIR = fileURLToPath(new URL("../reference/wcf/", import.meta.url));
const OUT = fileURLToPath(new URL(`./.wcf-client-${process.pid}/`, import.meta.url));
const model = loadSpec(WCF_SPEC);
const context = { packageName: "wcf-tracking", generatorVersion: "0.0.0-test" };
const files = [descriptorEmitter, typesEmitter, clientEmitter].flatMap((e) => e.emit(model, context));
const clientText = files.find((f) => f.path === "src/client.ts")!.content;

/** A caller of the generated client: what it may do, and (marked) what must not compile. */
const CALLER = `import { TrackingServiceClient, isCancelFault, isNotFoundFault, InternalServiceFaultError, type Shipment, type TrackResponse } from "./client.js";
export async function use(client: TrackingServiceClient): Promise<string> {
  const shipment: Shipment | null = await client.getShipment({ trackNum: "T1" });
  const answer: TrackResponse = await client.track({ apiKey: "K", correlationId: "${GUID}", trackNum: "T", withEvents: true });
  const when: string | null = answer.headers.serverTime;
  try {
    await client.cancelShipment({ trackNum: "T1", reason: "r" });
  } catch (error) {
    if (isCancelFault(error)) return String(error.detailValue.value.code) + error.reason;
    if (isNotFoundFault(error)) return error.detailValue.value.trackNum ?? "";
    if (error instanceof InternalServiceFaultError) return error.exceptionDetail?.stackTrace ?? "";
  }
  await client.notify();
  const removed: number = await client.purge({ before: new Date() });
  return String(shipment?.trackNum) + String(when) + String(removed);
}
export async function refused(client: TrackingServiceClient): Promise<void> {
  // @ts-expect-error a value type header (Guid) is required
  await client.track({ apiKey: "K", trackNum: "T", withEvents: true });
  // @ts-expect-error no such operation
  await client.ping2();
  // @ts-expect-error basicHttpBinding is SOAP 1.1 only
  await client.ping({}, { binding: "soap12" });
  // @ts-expect-error a flags value is a list of member names
  await client.findShipments({ state: "Created", options: "Insurance" });
  // @ts-expect-error the fault's detail is typed
  try { await client.cancelShipment(); } catch (e) { if (isCancelFault(e)) e.detailValue.value.nope; }
}
`;

/** The emitted module as this test uses it (it is compiled strictly above, against its own types). */
interface GeneratedModule {
  TrackingServiceClient: new (options: { endpoint: string; allowInsecureHttp: boolean }) => {
    getShipment(input: object): Promise<unknown>;
    track(input: object): Promise<{ headers: { serverTime: unknown }; shipment: unknown }>;
    purge(input: object): Promise<unknown>;
    cancelShipment(input: object): Promise<unknown>;
    explode(input: object): Promise<unknown>;
    ping(): Promise<unknown>;
    notify(input: object): Promise<unknown>;
  };
  isCancelFault(error: unknown): boolean;
  isNotFoundFault(error: unknown): boolean;
  FaultContractError: abstract new (...args: never[]) => unknown;
  InternalServiceFaultError: abstract new (...args: never[]) => unknown;
  ActionNotSupportedError: abstract new (...args: never[]) => unknown;
}

let server: Server;
let endpoint: string;
let answer = Buffer.alloc(0);
const seen: string[] = [];

beforeAll(async () => {
  mkdirSync(join(OUT, "src"), { recursive: true });
  for (const f of files) writeFileSync(join(OUT, f.path), f.content);
  writeFileSync(join(OUT, "src/caller.ts"), CALLER);
  server = createServer((socket) => {
    let data = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const split = data.indexOf("\r\n\r\n");
      if (split < 0) return;
      const length = Number(/content-length: *(\d+)/i.exec(data.subarray(0, split).toString("latin1"))?.[1] ?? 0);
      if (data.length < split + 4 + length) return;
      seen.push(data.subarray(0, split + 4 + length).toString("utf8"));
      data = data.subarray(split + 4 + length);
      // The connection stays open unless the recorded answer closes it (the client keeps connections alive).
      if (/\r\nConnection: close\r\n/i.test(answer.subarray(0, answer.indexOf("\r\n\r\n") + 2).toString("latin1"))) socket.end(answer);
      else socket.write(answer);
    });
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  endpoint = `http://127.0.0.1:${address.port}/`;
});

afterAll(async () => {
  rmSync(OUT, { recursive: true, force: true });
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("the emitted WCF client module", () => {
  it("is one class, a method per operation of every contract, typed without any", () => {
    expect(clientText).toContain("export class TrackingServiceClient {");
    for (const op of model.operations) expect(clientText).toContain(`  ${op.tsName}(input: ${op.typeBaseName}Input`);
    expect(clientText.replace(/\/\*\*[\s\S]*?\*\//g, "")).not.toMatch(/\bany\b/);
    expect(clientText).toContain("Contract `Admin` at `admin` (relative to the endpoint); action `http://tracking.example.com/admin/Admin/Purge`.");
    expect(clientText).toContain("track(input: TrackInput, options?: CallOptions<\"soap11\">): Promise<TrackResponse>");
    expect(clientText).toContain("return error instanceof FaultContractError && error.detailValue.type === \"CancelFault\";");
  });

  it("compiles strictly with a caller, and refuses what the caller must not do", () => {
    const options = strictProgramOptions(ts);
    const program = ts.createProgram([join(OUT, "src/caller.ts")], options);
    const errors = files
      .map((f) => program.getSourceFile(join(OUT, f.path))!)
      .concat(program.getSourceFile(join(OUT, "src/caller.ts"))!)
      .flatMap((source) => ts.getPreEmitDiagnostics(program, source))
      .map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(errors).toEqual([]);
    // Each @ts-expect-error is used: taken out, its line fails.
    const stripped = CALLER.replaceAll("// @ts-expect-error", "//");
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile;
    host.readFile = (path) => (path === join(OUT, "src/caller.ts") ? stripped : readFile(path));
    const strippedProgram = ts.createProgram([join(OUT, "src/caller.ts")], options, host);
    const source = strippedProgram.getSourceFile(join(OUT, "src/caller.ts"))!;
    const failing = new Set(
      ts.getPreEmitDiagnostics(strippedProgram, source).map((d) => source.getLineAndCharacterOfPosition(d.start!).line + 1),
    );
    const marked = CALLER.split("\n").flatMap((line, i) => (line.includes("@ts-expect-error") ? [i + 2] : []));
    expect(marked.length).toBe(5);
    expect(marked.filter((line) => !failing.has(line))).toEqual([]);
  }, 60_000);

  it("runs: sends the recorded requests and reads the recorded answers", async () => {
    const module = (await import(join(OUT, "src/client.ts"))) as GeneratedModule;
    const client = new module.TrackingServiceClient({ endpoint, allowInsecureHttp: true });
    const recorded = (name: string) => readFileSync(`${DIR}responses/${name}.response.txt`);
    const sent = (name: string) => parseRecorded(readFileSync(`${DIR}requests/${name}.request.txt`))!;
    const lastBody = () => seen.at(-1)!.slice(seen.at(-1)!.indexOf("\r\n\r\n") + 4);

    answer = recorded("GetShipment");
    expect(await client.getShipment({ trackNum: "T123" })).toEqual(make("T123"));
    expect(lastBody()).toBe(sent("GetShipment").body.toString("utf8"));

    answer = recorded("Track");
    const tracked = await client.track({ apiKey: "K1", correlationId: GUID, trackNum: "T9", withEvents: true });
    expect(tracked.headers.serverTime).toBe(CREATED);
    expect(tracked.shipment).toEqual(make(null));
    expect(lastBody()).toBe(sent("Track").body.toString("utf8"));

    answer = recorded("Purge");
    await expect(client.purge({ before: "2023-12-31T00:00:00" })).rejects.toMatchObject({ code: "DestinationUnreachable" });
    expect(seen.at(-1)!.startsWith("POST /admin HTTP/1.1\r\n")).toBe(true);
    expect(lastBody()).toBe(sent("Purge").body.toString("utf8"));

    answer = recorded("CancelShipment.fault-detail");
    const error = await client.cancelShipment({ trackNum: "late", reason: "customer" }).catch((e: unknown) => e);
    expect(module.isCancelFault(error)).toBe(true);
    expect(module.isNotFoundFault(error)).toBe(false);
    expect(error).toBeInstanceOf(module.FaultContractError);
    expect((error as { detailValue: unknown }).detailValue).toEqual({
      type: "CancelFault",
      value: { code: 17, reason: "customer", trackNum: "late" },
    });

    answer = recorded("Explode");
    const exploded = await client.explode({ message: "boom & bust" }).catch((e: unknown) => e);
    expect(exploded).toBeInstanceOf(module.InternalServiceFaultError);

    answer = recorded("error.unknown-action");
    await expect(client.ping()).rejects.toBeInstanceOf(module.ActionNotSupportedError);

    answer = recorded("Notify");
    await expect(client.notify({ trackNum: "T1", message: "hello" })).resolves.toBeUndefined();
    expect(lastBody()).toBe(sent("Notify").body.toString("utf8"));
  });
});
