/**
 * Errors across generated packages. Packages that share the runtime package (asmx-codegen-runtime, the
 * default) share its classes. A package with a vendored runtime (`runtime: vendored`) carries its own copy,
 * whose classes are not the shared ones; `instanceof` must still hold for an error thrown by either. The
 * spec is generated three times, under three package names, into fresh folders (alpha vendored, beta and
 * gamma sharing the runtime); their compiled JavaScript is imported, and errors thrown by one are tested
 * with another's classes: client errors from a real call, handler faults thrown into the other package's
 * server, DataSet errors, and every error class the runtime defines.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as ClientModule from "../../generated/shipment-operations/src/client.js";
import type * as NodeModule from "../../generated/shipment-operations/src/node.js";
import type * as DataSetModule from "../../runtime/src/dataset/index.js";
import type * as ServerModule from "../../generated/shipment-operations/src/server.js";
import { REPO_ROOT, SPEC_FILE } from "../support/paths.js";
import { generatedEchoHandlers } from "./support.js";

const run = promisify(execFile);

interface Package {
  readonly name: string;
  readonly root: string;
  readonly dist: string;
  /** A module of the runtime this package runs on (`dataset/index.js`), as the package itself loads it. */
  readonly runtime: (module: string) => Promise<Record<string, unknown>>;
  readonly client: typeof ClientModule;
  readonly server: typeof ServerModule;
  readonly node: typeof NodeModule;
  readonly dataset: typeof DataSetModule;
}

// Inside node_modules so that the packages' own dependency (saxes) resolves as it would for a consumer.
const work = mkdtempSync(join(REPO_ROOT, "node_modules/.cache-cross-package-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A module of the runtime a package shares, loaded as that package loads it: through a file beside the
 * package (under node_modules, so imported by Node itself) re-exporting the file Node resolves.
 */
function sharedRuntime(root: string): (module: string) => Promise<Record<string, unknown>> {
  const entry = realpathSync(createRequire(join(root, "package.json")).resolve("asmx-codegen-runtime"));
  return async (module) => {
    const shim = join(root, "runtime-shim", module);
    mkdirSync(dirname(shim), { recursive: true });
    writeFileSync(shim, `export * from ${JSON.stringify(pathToFileURL(join(dirname(entry), module)).href)};\n`);
    return (await import(pathToFileURL(shim).href)) as Record<string, unknown>;
  };
}

const VENDORED = "alpha-shipments";

/** Generates the spec under each name in one generator run (one start-up), into one fresh output folder. */
async function generate(names: readonly string[]): Promise<Package[]> {
  const out = join(work, "out");
  mkdirSync(out);
  const specs = names.map((name) => join(work, `${name}.yaml`));
  const spec = readFileSync(SPEC_FILE, "utf8");
  for (const [i, file] of specs.entries())
    writeFileSync(file, names[i] === VENDORED ? `package:\n  runtime: vendored\n${spec}` : spec);
  await run("npm", ["run", "--silent", "generate", "--", ...specs.flatMap((spec) => ["--spec", spec]), "--out", out], { cwd: REPO_ROOT });
  const byName = new Map<string, string>();
  for (const folder of readdirSync(out)) {
    const root = join(out, folder);
    byName.set(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).name as string, root);
  }
  return Promise.all(
    names.map(async (name) => {
      const root = byName.get(name);
      if (!root) throw new Error(`no package named ${name} in ${[...byName.keys()].join(", ")}`);
      const dist = join(root, "dist");
      const load = <T>(file: string): Promise<T> => import(pathToFileURL(join(dist, file)).href) as Promise<T>;
      const runtime =
        name === VENDORED
          ? (module: string) => load<Record<string, unknown>>(`runtime/${module}`)
          : sharedRuntime(root);
      return {
        name,
        root,
        dist,
        runtime,
        client: await load<typeof ClientModule>("client.js"),
        server: await load<typeof ServerModule>("server.js"),
        node: await load<typeof NodeModule>("node.js"),
        dataset: (await runtime("dataset/index.js")) as unknown as typeof DataSetModule,
      };
    }),
  );
}

let alpha: Package;
let beta: Package;
let gamma: Package;
beforeAll(async () => {
  [alpha, beta, gamma] = (await generate([VENDORED, "beta-shipments", "gamma-shipments"])) as [Package, Package, Package];
}, 180_000);

async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  return call().then(
    () => new Error("expected a failure"),
    (e: unknown) => e,
  );
}

describe("two generated packages sharing the runtime package", () => {
  it("depend on it and resolve the repo's one, with no copy of their own", () => {
    for (const pkg of [beta, gamma]) {
      const manifest = JSON.parse(readFileSync(join(pkg.root, "package.json"), "utf8"));
      expect(manifest.dependencies).toEqual({ "asmx-codegen-runtime": "^0.1.0" });
      expect(readdirSync(pkg.dist)).not.toContain("runtime");
      expect(realpathSync(createRequire(join(pkg.root, "package.json")).resolve("asmx-codegen-runtime"))).toBe(
        join(REPO_ROOT, "runtime/dist/index.js"),
      );
    }
  });

  it("share its classes: an error from one package's call is an instance of the other's class", async () => {
    expect(beta.client.SoapFaultError).toBe(gamma.client.SoapFaultError);
    expect(beta.server.ClientFault).toBe(gamma.server.ClientFault);
    expect(beta.dataset.DataSet).toBe(gamma.dataset.DataSet);
    const handlers = {
      ...generatedEchoHandlers,
      viewNextAvailableMawbNum: () => {
        throw new gamma.server.ClientFault("unknown carrier");
      },
    };
    const listening = await beta.node.listen(beta.server.createShipmentOperationsServer(handlers), { host: "127.0.0.1" });
    try {
      const client = new gamma.client.ShipmentOperationsClient({ endpoint: listening.url, allowInsecureHttp: true });
      const fault = await failureOf(() => client.viewNextAvailableMawbNum({ carrierCode: "XX" }));
      expect(fault instanceof beta.client.SoapFaultError).toBe(true);
      expect(fault instanceof beta.client.HttpStatusError).toBe(false);
      expect((fault as InstanceType<typeof beta.client.SoapFaultError>).isClientFault).toBe(true);
    } finally {
      await listening.close();
    }
  });
});

describe("a package with a vendored runtime beside one sharing the runtime package", () => {
  it("have classes of their own", () => {
    expect(alpha.client.SoapFaultError).not.toBe(beta.client.SoapFaultError);
    expect(alpha.server.ClientFault).not.toBe(beta.server.ClientFault);
    expect(alpha.dataset.DataSetEncodeError).not.toBe(beta.dataset.DataSetEncodeError);
  });

  it("a client error from one package's call is an instance of the other's class, and only of the right ones", async () => {
    const handlers = {
      ...generatedEchoHandlers,
      // A fault class of the other package, thrown into this package's server: still a client fault.
      viewNextAvailableMawbNum: () => {
        throw new beta.server.ClientFault("unknown carrier");
      },
      reserveNextMawbNum: () => {
        throw new beta.server.ServerFault("reservations are closed today");
      },
    };
    const listening = await alpha.node.listen(alpha.server.createShipmentOperationsServer(handlers), { host: "127.0.0.1" });
    try {
      for (const binding of ["soap11", "soap12"] as const) {
        const client = new beta.client.ShipmentOperationsClient({ endpoint: listening.url, allowInsecureHttp: true, binding });
        const fault = await failureOf(() => client.viewNextAvailableMawbNum({ carrierCode: "XX" }));
        expect(fault).toBeInstanceOf(beta.client.SoapFaultError);
        expect(fault instanceof alpha.client.SoapFaultError).toBe(true);
        expect(fault instanceof alpha.client.AsmxClientError).toBe(true);
        expect(fault instanceof alpha.client.HttpStatusError).toBe(false);
        expect(fault instanceof Error).toBe(true);
        if (!(fault instanceof alpha.client.SoapFaultError)) throw new Error("unreachable");
        // Narrowed by the other package's class: its fields are typed and there.
        const { code, reason }: { code: string; reason: string } = fault;
        expect([code, reason, fault.isClientFault]).toEqual([binding === "soap11" ? "Client" : "Sender", "unknown carrier", true]);

        const server = await failureOf(() => client.reserveNextMawbNum({ carrierCode: "AA" }));
        expect(server instanceof alpha.client.SoapFaultError).toBe(true);
        expect((server as InstanceType<typeof alpha.client.SoapFaultError>).reason).toBe("reservations are closed today");
      }
      const http = new beta.client.ShipmentOperationsClient({ endpoint: listening.url, allowInsecureHttp: true, binding: "httpGet" });
      const status = await failureOf(() => http.viewNextAvailableMawbNum({ carrierCode: "XX" }));
      expect(status instanceof alpha.client.HttpStatusError).toBe(true);
      expect(status instanceof alpha.client.SoapFaultError).toBe(false);
      expect((status as InstanceType<typeof alpha.client.HttpStatusError>).bodyExcerpt).toBe("unknown carrier\n");
    } finally {
      await listening.close();
    }
  });

  it("every public error class recognises the other package's instances", async () => {
    const closed = new alpha.client.ShipmentOperationsClient({ endpoint: "http://127.0.0.1:9/x.asmx", allowInsecureHttp: true, timeoutMs: 2000 });
    const network = await failureOf(() => closed.getStatusRequest({ trackNum: "T", trackNumType: "PO", lastStatusOnly: true }));
    const encode = await failureOf(() => closed.viewNextAvailableMawbNum({ carrierCode: "A\u0001" }));
    const notOffered = await failureOf(() => (closed as unknown as { getQuotes(i: object, o: object): Promise<unknown> }).getQuotes({}, { binding: "httpGet" }));
    const op = { messageName: "Op", tsName: "op" };
    const made: readonly [string, unknown][] = [
      ["NetworkError", network],
      ["RequestEncodeError", encode],
      ["BindingNotOfferedError", notOffered],
      ["TimeoutError", new alpha.client.TimeoutError(op, 5)],
      ["AbortedError", new alpha.client.AbortedError(op)],
      ["ResponseDecodeError", new alpha.client.ResponseDecodeError(op, 200, "bad")],
      ["HttpStatusError", new alpha.client.HttpStatusError(op, 502, "text/html", "bad gateway")],
      ["SoapFaultError", new alpha.client.SoapFaultError(op, { code: "Server", reason: "r", httpStatus: 500, soapVersion: "1.1" })],
      ["TransportTimeoutError", new alpha.client.TransportTimeoutError(5)],
      ["ResponseTooLargeError", new alpha.client.ResponseTooLargeError(5)],
    ];
    const classes = beta.client as unknown as Record<string, abstract new (...args: never[]) => unknown>;
    for (const [name, error] of made) {
      expect(error, name).toBeInstanceOf(alpha.client[name as "TimeoutError"]);
      expect(error instanceof classes[name]!, `${name} instanceof beta's ${name}`).toBe(true);
      const isClientError = !name.startsWith("Transport") && name !== "ResponseTooLargeError";
      expect(error instanceof beta.client.AsmxClientError, `${name} instanceof AsmxClientError`).toBe(isClientError);
      for (const [other] of made) if (other !== name) expect(error instanceof classes[other]!, `${name} instanceof ${other}`).toBe(false);
    }

    let encodeError: unknown;
    try {
      alpha.dataset.table("T", { A: "int" }, [{ A: "not a number" as never }]);
    } catch (error) {
      encodeError = error;
    }
    expect(encodeError instanceof beta.dataset.DataSetEncodeError).toBe(true);
    expect(encodeError instanceof beta.dataset.DataSetDecodeError).toBe(false);
    const decodeError: unknown = new alpha.dataset.DataSetDecodeError("no schema", { table: "T" });
    expect(decodeError instanceof beta.dataset.DataSetDecodeError).toBe(true);
    expect(decodeError instanceof beta.dataset.DataSetEncodeError).toBe(false);
    expect(new alpha.server.ServerFault("x") instanceof beta.server.ClientFault).toBe(false);
  });

  it("every error class the runtime defines is branded, and a caller's own subclass still works", async () => {
    const found: [string, string][] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith(".ts")) {
          for (const match of readFileSync(path, "utf8").matchAll(/export class (\w+) extends (\w+)/g)) {
            if (/Error$|^Error$/.test(match[2]!) || /Error$|Fault$|Problem$/.test(match[1]!)) found.push([relative(join(REPO_ROOT, "runtime/src"), path), match[1]!]);
          }
        }
      }
    };
    walk(join(REPO_ROOT, "runtime/src"));
    expect(found.length).toBeGreaterThanOrEqual(20);
    for (const [file, name] of found) {
      const module = file.replace(/\.ts$/, ".js");
      const a = (await alpha.runtime(module))[name] as { prototype: object };
      const b = (await beta.runtime(module))[name] as { prototype: object };
      expect(a, `${file} ${name}`).not.toBe(b);
      const instance: unknown = Object.create(a.prototype);
      expect(instance instanceof (b as unknown as new () => unknown), `${name} of alpha instanceof beta's`).toBe(true);
      expect({} instanceof (b as unknown as new () => unknown), `a plain object instanceof ${name}`).toBe(false);
      expect(new Error("x") instanceof (b as unknown as new () => unknown), `an Error instanceof ${name}`).toBe(false);
    }

    class CarrierFault extends alpha.server.ClientFault {}
    const own = new CarrierFault("no such carrier");
    expect(own instanceof CarrierFault).toBe(true);
    expect(own instanceof beta.server.ClientFault).toBe(true);
    expect(new alpha.server.ClientFault("x") instanceof CarrierFault).toBe(false);
  });
});
