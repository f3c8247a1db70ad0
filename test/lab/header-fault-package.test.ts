/**
 * [SoapHeader(Direction = Fault)] in a generated package (lab header-fault, HeaderFault.cs's Work): the imported spec
 * with ErrorInfo said as `direction: fault`, generated, compiled strictly with a consumer that narrows a caught error
 * by `isWorkFault(error)` and reads `error.headers.errorInfo` typed; the compiled client reads the fault header from
 * the lab's recorded fault responses (SOAP 1.1 and 1.2) and from its own generated server over both transports
 * (fetch and node:http), on both SOAP bindings.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importWsdl } from "../../generator/import/import-wsdl.js";
import { nodeTransport } from "../../runtime/src/client/node-transport.js";
import { fetchTransport, type Transport } from "../../runtime/src/client/transport.js";
import { listen, type Listening } from "../../runtime/src/server/node.js";
import { describeGeneratedCases, generatedPackage } from "../support/generated-package.js";
import { readRecordedResponse } from "../support/http-recording.js";
import { REPO_ROOT } from "../support/paths.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";

const LAB = join(REPO_ROOT, "test/reference/lab/header-fault");
const WSDL_FILE = join(LAB, "wsdl/HeaderFault.asmx@wsdl.xml");
const imported = importWsdl(readFileSync(WSDL_FILE, "utf8"), {
  source: WSDL_FILE,
  schema: "spec.schema.json",
  specPath: "spec/header-fault.yaml",
});
const OUT_LINE = "      - { name: ErrorInfo, direction: out }\n";
const spec = imported.yaml
  .replace(OUT_LINE, "      - { name: ErrorInfo, direction: fault }\n")
  .replace(/endpoint: http:/, "endpoint: https:");
const generated = await generatedPackage(spec, "header-fault", "asmx-header-fault-");

type Client = Record<string, (input: object) => Promise<unknown>>;
type Ctor = new (options: object) => Client;
const ClientClass = generated.pkg["HeaderFaultClient"] as Ctor;
const isWorkFault = generated.pkg["isWorkFault"] as (error: unknown) => boolean;
type FaultCtor = new (message: string, options: object) => Error;
const ClientFault = generated.pkg["ClientFault"] as FaultCtor;
const WorkClientFault = generated.pkg["WorkClientFault"] as FaultCtor;

/** What the consumer writes: a caught error narrowed by the guard, its fault header read as ErrorInfo. */
const USE = (read: string): string => `import { HeaderFaultClient, isWorkFault } from "./client.js";
import type { ErrorInfo } from "./types.js";

export async function work(client: HeaderFaultClient): Promise<string | null | undefined> {
  try {
    await client.work({ n: -1 });
    return undefined;
  } catch (error) {
    if (isWorkFault(error)) {
      const info: ErrorInfo | undefined = error.headers.errorInfo;
      return ${read};
    }
    throw error;
  }
}
`;

describe("the generated package", () => {
  it("spells the header as the C# does: ErrorInfo a fault header, Quota an out one", () => {
    expect(spec).toContain("      - { name: ErrorInfo, direction: fault }\n      - { name: Quota, direction: out }\n");
  });

  it("types the fault headers through isWorkFault, and only those", () => {
    writeFileSync(join(generated.pkgDir, "src", "use.ts"), USE("info?.code"));
    expect(strictTypeCheck(generated.dir, ["header-fault/src"])).toBe("");
    // Quota is an out header of a success: the fault's headers do not have it.
    writeFileSync(join(generated.pkgDir, "src", "use.ts"), USE("String(error.headers.quota)"));
    expect(strictTypeCheck(generated.dir, ["header-fault/src"])).toContain("Property 'quota' does not exist on type 'WorkFaultHeaders'.");
  }, 180_000);

  it("types the fault headers a handler sets through WorkClientFault and WorkServerFault", () => {
    const handlerUse = (headers: string): string => `import { createHeaderFaultServer, WorkClientFault, WorkServerFault } from "./server.js";
import type { ErrorInfo } from "./types.js";

export const server = createHeaderFaultServer({
  work: ({ n }) => {
    const info: ErrorInfo = { code: String(n) };
    if (n < -5) throw new WorkServerFault("down", { headers: { errorInfo: info } });
    if (n < 0) throw new WorkClientFault("negative", { headers: ${headers} });
    return { result: n, headers: { quota: { remaining: 1 } } };
  },
  seen: () => "",
  plain: () => "p",
});
`;
    writeFileSync(join(generated.pkgDir, "src", "use.ts"), handlerUse("{ errorInfo: info }"));
    expect(strictTypeCheck(generated.dir, ["header-fault/src"])).toBe("");
    // Quota is not a fault header of Work: the typed fault refuses it.
    writeFileSync(join(generated.pkgDir, "src", "use.ts"), handlerUse("{ quota: { remaining: 1 } }"));
    expect(strictTypeCheck(generated.dir, ["header-fault/src"])).toContain("'quota' does not exist in type 'WorkFaultHeaders'");
    // Nor is a number an ErrorInfo.
    writeFileSync(join(generated.pkgDir, "src", "use.ts"), handlerUse("{ errorInfo: 3 }"));
    expect(strictTypeCheck(generated.dir, ["header-fault/src"])).toContain("ErrorInfo");
  }, 180_000);

  it("keeps a success's out header and no fault header in Work's response type", () => {
    const types = readFileSync(join(generated.pkgDir, "src/types.ts"), "utf8");
    expect(types).toMatch(/export interface WorkResponseHeaders \{[^}]*readonly quota\?: Quota \| null \| undefined;\s*\}/);
    expect(types).toMatch(/export interface WorkFaultHeaders \{[^}]*readonly errorInfo\?: ErrorInfo \| undefined;\s*\}/);
  });
});

/** A client of the package whose every call is answered with the recorded response `name`. */
function recordedClient(name: string, binding: "soap11" | "soap12"): Client {
  const recorded = readRecordedResponse(join(LAB, "exchanges", `${name}.response.txt`))!;
  const transport: Transport = async () => ({
    status: recorded.status,
    contentType: recorded.headers.get("content-type"),
    body: recorded.body.toString("utf8"),
  });
  return new ClientClass({ endpoint: "http://127.0.0.1/HeaderFault.asmx", allowInsecureHttp: true, binding, transport });
}

async function failure(call: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Record<string, unknown>;
}

describe("the client reads the recorded faults' header", () => {
  it("SOAP 1.1 (Work.fault): ErrorInfo E-1 from the fault's soap:Header", async () => {
    const error = await failure(recordedClient("Work.fault", "soap11")["work"]!({ n: -1 }));
    expect(error["name"]).toBe("SoapFaultError");
    expect(error["code"]).toBe("Client");
    expect(isWorkFault(error)).toBe(true);
    expect(error["headers"]).toEqual({ errorInfo: { code: "E-1" } });
  });

  it("SOAP 1.2 (Work.fault12): ErrorInfo E-2 from the fault's soap:Header", async () => {
    const error = await failure(recordedClient("Work.fault12", "soap12")["work"]!({ n: -2 }));
    expect(error["code"]).toBe("Sender");
    expect(isWorkFault(error)).toBe(true);
    expect(error["headers"]).toEqual({ errorInfo: { code: "E-2" } });
  });

  it("a fault of another operation (Plain.mustUnderstand) is not Work's: no headers, the guard says no", async () => {
    const error = await failure(recordedClient("Plain.mustUnderstand", "soap11")["plain"]!({}));
    expect(error["code"]).toBe("MustUnderstand");
    expect(error["headers"]).toBeUndefined();
    expect(isWorkFault(error)).toBe(false);
  });

  it("a success (Work.ok) carries the out header only: the fault header is not read there", async () => {
    const value = await recordedClient("Work.ok", "soap11")["work"]!({ n: 3 });
    expect(value).toEqual({ result: 3, headers: { quota: { remaining: 7 } } });
  });
});

describe("the client reads its own server's fault header, over both transports and both SOAP bindings", () => {
  let listening: Listening;
  beforeAll(async () => {
    const create = generated.pkg["createHeaderFaultServer"] as (handlers: object) => Parameters<typeof listen>[0];
    const server = create({
      work: ({ n }: { n: number }) => {
        if (n === -9) throw new ClientFault("no header", {});
        // Work's typed fault class: a ClientFault, its headers written as the runtime's own ClientFault's.
        if (n === -7) throw new WorkClientFault("typed", { headers: { errorInfo: { code: "E-7" } } });
        if (n < 0) throw new ClientFault("negative", { headers: { errorInfo: { code: `E${n}` } } });
        return { result: n, headers: { quota: { remaining: 10 - n } } };
      },
      seen: () => "",
      plain: () => "p",
    });
    listening = await listen(server);
  });
  afterAll(async () => {
    await listening.close();
  });

  for (const [transportName, transport] of [
    ["fetch", () => fetchTransport()],
    ["node:http", () => nodeTransport()],
  ] as const) {
    for (const binding of ["soap11", "soap12"] as const) {
      it(`${transportName}, ${binding}`, async () => {
        const client = new ClientClass({
          endpoint: new URL("/HeaderFault.asmx", listening.url).href,
          allowInsecureHttp: true,
          binding,
          transport: transport(),
        });
        const error = await failure(client["work"]!({ n: -4 }));
        expect(error["code"]).toBe(binding === "soap11" ? "Client" : "Sender");
        expect(error["reason"]).toBe("negative");
        expect(isWorkFault(error)).toBe(true);
        expect(error["headers"]).toEqual({ errorInfo: { code: "E-4" } });
        // A fault the handler threw without headers: Work's still, its headers empty.
        const bare = await failure(client["work"]!({ n: -9 }));
        expect(isWorkFault(bare)).toBe(true);
        expect(bare["headers"]).toEqual({});
        const typed = await failure(client["work"]!({ n: -7 }));
        expect([typed["code"], typed["reason"], typed["headers"]]).toEqual([binding === "soap11" ? "Client" : "Sender", "typed", { errorInfo: { code: "E-7" } }]);
        expect(await client["work"]!({ n: 2 })).toEqual({ result: 2, headers: { quota: { remaining: 8 } } });
      });
    }
  }
});

describe("the generated package's fixture cases (a fault header is not part of a success's answer)", () => {
  describeGeneratedCases(generated, generated.set.index.cases.filter((c) => c.operation !== null));
});
