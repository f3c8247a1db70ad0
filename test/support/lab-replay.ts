/**
 * Replays the exchanges recorded with the ASMX lab (test/reference/lab/<construct>/exchanges/) against a server
 * built from a model: each recorded request, sent as recorded, must get the recorded status, content type,
 * cache control and body.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { renderWsdlSet } from "../../generator/emit/wsdl.js";
import { importWsdl, type ImportResult } from "../../generator/import/import-wsdl.js";
import type { ServiceModel } from "../../generator/model/types.js";
import { parseSpec } from "../../generator/spec/load.js";
import { AsmxClientCore } from "../../runtime/src/client/client.js";
import type { BindingKind } from "../../runtime/src/protocol.js";
import { createAsmxServer } from "../../runtime/src/server/core.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import type { OperationHandlers } from "../../runtime/src/server/types.js";
import { readRecordedRequest, readRecordedResponse, sendRaw, withHost } from "./http-recording.js";

export interface ReplayOptions {
  /** How many exchanges the folder holds: a recording that goes missing fails. */
  readonly count: number;
  /** The lab's address, where a recorded body names it (?disco): replaced by the test server's. */
  readonly recordedAddress?: string;
  /** Compare only status and headers of 500 answers: their text is .NET's exception and stack trace. */
  readonly failureTextIsDotNets?: boolean;
  /** Only these exchanges (a folder whose C# holds several services); `count` counts them. */
  readonly only?: readonly string[];
}

/** Registers one test per recorded exchange of `lab` (call inside a describe). */
export function answersRecordings(lab: string, model: ServiceModel, handlers: OperationHandlers, options: ReplayOptions): void {
  let listening: Listening;
  beforeAll(async () => {
    const render = (address: string, document = "wsdl"): string => renderWsdlSet(model, address).find((d) => d.query === document)!.text;
    const server = createAsmxServer(descriptorOf(model), handlers, render, { debug: true });
    listening = await listen(server);
  });
  afterAll(async () => {
    await listening.close();
  });

  const folder = join(lab, "exchanges");
  const names = readdirSync(folder)
    .filter((f) => f.endsWith(".request.txt"))
    .map((f) => f.slice(0, -".request.txt".length))
    .filter((n) => options.only === undefined || options.only.includes(n));
  it("has every recording", () => {
    expect(names).toHaveLength(options.count);
  });
  for (const name of names) {
    it(name, async () => {
      const request = readRecordedRequest(join(folder, `${name}.request.txt`));
      const recorded = readRecordedResponse(join(folder, `${name}.response.txt`))!;
      const url = new URL(listening.url);
      const response = await sendRaw(Number(url.port), withHost(request, url.host));
      expect(response.status).toBe(recorded.status);
      expect(response.headers.get("content-type")).toBe(recorded.headers.get("content-type"));
      expect(response.headers.get("cache-control")).toBe(recorded.headers.get("cache-control"));
      if (options.failureTextIsDotNets && recorded.status === 500) return;
      let expected = recorded.body.toString("utf8");
      if (options.recordedAddress !== undefined) {
        const path = new URL(options.recordedAddress).pathname;
        expected = expected.replaceAll(options.recordedAddress, `http://${url.host}${path}`);
      }
      expect(response.body.toString("utf8")).toBe(expected);
    });
  }
}

/**
 * A client of the lab service `model` on `binding` whose every call is answered with the recorded response
 * `exchanges/<name>.response.txt` of `lab` (status, content type and body as recorded); the body of each request
 * it sends is pushed to `sent`.
 */
export function clientOfRecording(
  lab: string,
  model: ServiceModel,
  endpoint: string,
  name: string,
  binding: BindingKind,
  sent: string[] = [],
): AsmxClientCore {
  const recorded = readRecordedResponse(join(lab, "exchanges", `${name}.response.txt`))!;
  return new AsmxClientCore(descriptorOf(model), {
    endpoint,
    allowInsecureHttp: true,
    binding,
    transport: async (request) => {
      sent.push(request.body ?? "");
      return {
        status: recorded.status,
        contentType: recorded.headers.get("content-type"),
        body: recorded.body.toString("utf8"),
      };
    },
  });
}

/**
 * The body a client of `model` on `binding` sends for `operation(args)` (answered with the recorded response
 * `exchanges/<name>.response.txt` of `lab`), and the value it reads from that answer (or the error it throws).
 */
export async function sentByClient(
  lab: string,
  model: ServiceModel,
  endpoint: string,
  name: string,
  binding: BindingKind,
  operation: string,
  args: object,
): Promise<{ sent: string; value: unknown; url: string }> {
  const recorded = readRecordedResponse(join(lab, "exchanges", `${name}.response.txt`))!;
  let sent = "";
  let url = "";
  const client = new AsmxClientCore(descriptorOf(model), {
    endpoint,
    allowInsecureHttp: true,
    binding,
    transport: async (request) => {
      sent = request.body ?? "";
      url = request.url;
      return { status: recorded.status, contentType: recorded.headers.get("content-type"), body: recorded.body.toString("utf8") };
    },
  });
  // The answer may be another operation's recording: what was sent is the point then.
  const value = await client.call(operation, args).catch((e: unknown) => e);
  return { sent, value, url };
}

/**
 * Serves `model` with `handlers` and calls each of `calls` on every binding in `bindings` with a client of it:
 * each must give back its expected value (the bindings the lab did not record: SOAP 1.2, HTTP POST).
 */
export async function callsOnEveryBinding(
  model: ServiceModel,
  handlers: OperationHandlers,
  bindings: readonly BindingKind[],
  calls: readonly (readonly [operation: string, args: object, expected: unknown])[],
): Promise<void> {
  const server = createAsmxServer(descriptorOf(model), handlers, (address) => renderWsdlSet(model, address)[0]!.text);
  const listening = await listen(server);
  try {
    const endpoint = new URL(new URL(model.endpoint).pathname, listening.url).href;
    for (const binding of bindings) {
      const client = new AsmxClientCore(descriptorOf(model), { endpoint, allowInsecureHttp: true, binding });
      for (const [operation, args, expected] of calls) {
        const offered = model.operations.find((o) => o.name === operation)!.bindings.includes(binding);
        if (!offered) continue;
        expect(await client.call(operation, args), `${operation} on ${binding}`).toEqual(expected);
      }
    }
  } finally {
    await listening.close();
  }
}

/**
 * A recorded lab WSDL imported, and the model of its spec with the endpoint set to `endpoint` (the recordings'
 * replay host), as the lab tests start.
 */
export function importedLabWsdl(wsdl: string, endpoint: string, specPath: string): { imported: ImportResult; model: ServiceModel } {
  const imported = importWsdl(readFileSync(wsdl, "utf8"), { source: wsdl, schema: "spec.schema.json", specPath });
  return { imported, model: parseSpec(imported.yaml.replace(/endpoint: .*\n/, `endpoint: ${endpoint}\n`), specPath) };
}
