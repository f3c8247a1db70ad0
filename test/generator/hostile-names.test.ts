/**
 * Hostile names (issue #27), on real generated packages: one spec holding every name that clashes with
 * what a package holds (test/support/hostile-spec.ts), written as `spec/MyService.yaml`, and one WSDL
 * holding the same names (test/import/data/Hostile.wsdl) imported with `--out spec/MyService.yaml`.
 * Both generate, are named `my-service`, and compile with strict tsc together with a consumer that uses
 * every clashing export; then the hand-written spec's client calls its server in process:
 * - the client is no thenable (`await client` is the client) and `then`, `binding`, `toString`
 *   operations are methods under their safe names;
 * - fields named after Object.prototype members arrive absent as null, and travel when set;
 * - `__proto__` as an enum member and a class are plain data, not a prototype;
 * - a base's `Location` and a subclass's `LOCATION` travel with their own values;
 * - with classes `Date` and `Uint8Array` declared, dateTime and base64Binary inputs take a Date and bytes;
 * - a partial server without the `toString` operation answers that it is not implemented.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { EMITTERS } from "../../generator/emitters.js";
import { PACKAGE_NAMES } from "../../generator/model/reserved-names.js";
import { serviceTypeNames } from "../../generator/model/type-names.js";
import { renderPackage, writePackage } from "../../generator/pipeline.js";
import { loadSpec, parseSpec } from "../../generator/spec/load.js";
import { asmxCodegen } from "../support/generator-cli.js";
import { CLASHING_CLASSES, hostileSpec } from "../support/hostile-spec.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { REPO_ROOT } from "../support/paths.js";

const HOSTILE_WSDL = join(REPO_ROOT, "test/import/data/Hostile.wsdl");
const dir = mkdtempSync(join(tmpdir(), "asmx-hostile-names-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// The generated packages import saxes (and the type-check needs @types/node): resolve them from the repo.
symlinkSync(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"), "dir");
mkdirSync(join(dir, "spec"));
writeFileSync(join(dir, "spec/MyService.yaml"), hostileSpec());
const model = loadSpec(join(dir, "spec/MyService.yaml"), "spec/MyService.yaml");
writePackage(await renderPackage(model, "written", EMITTERS), dir);
const written = join(dir, "written");

/** The in-process wire: the client's requests go to the server's fetch handler; the last request body is kept. */
type Fetcher = { fetch(request: Request): Promise<Response> };
let lastRequestBody = "";
function inProcess(server: Fetcher) {
  return async (request: { url: string; method: "GET" | "POST"; headers: readonly (readonly [string, string])[]; body?: string | undefined }) => {
    lastRequestBody = request.body ?? "";
    const response = await server.fetch(new Request(request.url, { method: request.method, headers: [...request.headers] as [string, string][], body: request.body ?? null }));
    return { status: response.status, contentType: response.headers.get("content-type") ?? undefined, body: await response.text() };
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the package is loaded at run time; its types are checked by tsc below
type Loose = any;
const pkg = (await import(pathToFileURL(join(written, "dist/index.js")).href)) as Record<string, Loose>;

let seen: Record<string, unknown> = {};
const handlers = {
  binding_: (params: Record<string, unknown>) => {
    seen = params;
    return ["toString_", "valueOf_", "hasOwnProperty_", "constructor_", "then_"].map((name) => `${name}=${typeof params[name]}:${String(params[name])}`).join(",");
  },
  then_: (params: { probe: unknown }) => params.probe,
  toString_: () => "called",
  server: () => "server",
  answer: () => ({ result: "r", result_: "out", headers_: "also out", headers: { promise_: { token: "t" } } }),
  rows: () => null,
  echoPlace: (params: { place: unknown }) => params.place,
  stamp: (params: Record<string, unknown>) => {
    seen = params;
    return { when: params.when };
  },
  echoHolder: (params: { holder: unknown }) => params.holder,
};
const server = pkg.createHostileServer(handlers);
const client = new pkg.HostileClient({ transport: inProcess(server) });

describe("hostile names: the spec written as spec/MyService.yaml", () => {
  it("names the package after the file name in kebab case", () => {
    expect(model.package.name).toBe("my-service");
    expect(JSON.parse(readFileSync(join(written, "package.json"), "utf8")).name).toBe("my-service");
  });

  it("keeps every wire name and gives each clashing TypeScript name a trailing _", () => {
    const byName = new Map(model.types.map((t) => [t.name, t]));
    expect(byName.get("Transport")!.tsName).toBe("Transport__");
    expect(byName.get("Transport_")!.tsName).toBe("Transport_");
    expect(byName.get("HostileClient")!.tsName).toBe("HostileClient_");
    expect(byName.get("Date")!.tsName).toBe("Date_");
    expect(byName.get("Uint8Array")!.tsName).toBe("Uint8Array_");
    expect(byName.get("__proto__")!.tsName).toBe("__proto___");
    // Two declarations reading the same: the second steps over the first's name.
    expect(byName.get("hostileDescriptor")!.tsName).toBe("HostileDescriptor");
    expect(byName.get("HostileDescriptor")!.tsName).toBe("HostileDescriptor_");
    expect(model.faults[0]!.guardName).toBe("isSoapFaultError_");
    // The class ReadonlyMap took ReadonlyMap_ first.
    expect(byName.get("ReadonlyMap")!.tsName).toBe("ReadonlyMap_");
    expect(model.rowShapes.map((r) => [r.name, r.rowTypeName])).toEqual([["ReadonlyMap", "ReadonlyMap__"]]);
    const toString = model.operations.find((o) => o.name === "ToString")!;
    expect(toString.headers.map((h) => [h.header.name, h.tsName])).toEqual([["Promise", "promise"], ["PROMISE", "promise_"]]);
    expect(model.operations.find((o) => o.name === "Answer")!.outParams.map((f) => [f.wireName, f.tsName])).toEqual([["Result", "result_"], ["Headers", "headers_"]]);
    expect(model.operations.map((o) => [o.wire.messageName, o.tsName])).toEqual([
      ["Binding", "binding_"],
      ["Then", "then_"],
      ["ToString", "toString_"],
      ["EchoPlace", "echoPlace"],
      ["Stamp", "stamp"],
      ["Answer", "answer"],
      ["Rows", "rows"],
      ["Server", "server"],
      ["EchoHolder", "echoHolder"],
    ]);
    // An operation's types step around the package's names as around a class's: ServerResponse is the runtime's.
    expect(model.operations.find((o) => o.name === "Server")!.typeBaseName).toBe("ServerOperation");
    expect(byName.get("Probe")!.fields.map((f) => [f.wireName, f.tsName])).toEqual([
      ["ToString", "toString_"],
      ["ValueOf", "valueOf_"],
      ["HasOwnProperty", "hasOwnProperty_"],
      ["__proto__", "proto"],
      ["constructor", "constructor_"],
      ["Then", "then_"],
      ["Class", "class_"],
      ["Await", "await_"],
      ["Mode", "mode"],
      ["Modes", "modes"],
    ]);
    expect(byName.get("Site")!.fields.map((f) => [f.wireName, f.tsName])).toEqual([
      ["LOCATION", "location_"],
      ["location_", "location__"],
    ]);
    // Every type-level name is declared once in types.ts (an enum twice: its type and its constant), and none is the
    // package's but the interface of the operations, which types.ts holds.
    const types = readFileSync(join(written, "src/types.ts"), "utf8");
    const declared = [...types.matchAll(/^export (?:interface|type|const) ([\w$]+)/gm)].map((m) => m[1]!);
    const enumNames = new Set(model.enums.map((e) => e.tsName));
    for (const name of new Set(declared)) {
      expect(declared.filter((d) => d === name).length, name).toBe(enumNames.has(name) ? 2 : 1);
      const packageName = PACKAGE_NAMES.includes(name) || Object.values(model.tsNames).includes(name);
      expect(packageName, name).toBe(name === model.tsNames.operations);
    }
  });

  it("is no thenable: await of a client is the client, and the Then operation is then_", async () => {
    expect(typeof client.then).toBe("undefined");
    expect(await client).toBe(client);
    const probe = { toString_: "a", valueOf_: "b", hasOwnProperty_: "c", proto: "d", constructor_: "e", then_: "f", class_: "g", await_: "h", mode: "__proto__", modes: ["toString", "constructor", "then", "__proto__"] };
    expect(await client.then_({ probe })).toEqual(probe);
    expect(lastRequestBody).toContain("<ToString>a</ToString><ValueOf>b</ValueOf><HasOwnProperty>c</HasOwnProperty><__proto__>d</__proto__><constructor>e</constructor><Then>f</Then>");
    expect(lastRequestBody).toContain("<Mode>__proto__</Mode><Modes><Mode>toString</Mode><Mode>constructor</Mode><Mode>then</Mode><Mode>__proto__</Mode></Modes>");
  });

  it("hands a handler absent fields named after Object.prototype members as null, and sends them when set", async () => {
    // Absent strings arrive as null, as any absent field does (not as the prototype's functions).
    expect(await client.binding_({})).toBe("toString_=object:null,valueOf_=object:null,hasOwnProperty_=object:null,constructor_=object:null,then_=object:null");
    expect(await client.binding_({ toString_: "1", valueOf_: "2", hasOwnProperty_: "3", constructor_: "4", then_: "5" })).toBe(
      "toString_=string:1,valueOf_=string:2,hasOwnProperty_=string:3,constructor_=string:4,then_=string:5",
    );
    expect(Object.getPrototypeOf(seen)).not.toBe(null);
    const empty = await client.then_({ probe: { mode: "Normal" } });
    for (const name of ["toString_", "valueOf_", "hasOwnProperty_", "proto", "constructor_", "then_"]) expect(typeof empty[name], name).not.toBe("function");
  });

  it("keeps __proto__ as plain data: an enum member, a class in the descriptor", async () => {
    const Mode = pkg.Mode as Record<string, string>;
    expect(Object.getPrototypeOf(Mode)).toBe(Object.prototype);
    expect(Object.keys(Mode)).toEqual(["Normal", "__proto__", "toString", "constructor", "then"]);
    expect(Mode["__proto__"]).toBe("__proto__");
    const descriptorTypes = pkg.hostileDescriptor.types as Record<string, { name: string }>;
    expect(Object.getPrototypeOf(descriptorTypes)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(descriptorTypes, "__proto__")).toBe(true);
    expect(descriptorTypes["__proto__"]!.name).toBe("__proto__");
  });

  it("sends a base's Location and a subclass's LOCATION with their own values", async () => {
    const site = { $type: "Site", location: "base", location_: "derived", location__: "third" };
    expect(await client.echoPlace({ place: site })).toEqual(site);
    expect(lastRequestBody).toContain('<place xsi:type="Site"><Location>base</Location><LOCATION>derived</LOCATION><location_>third</location_></place>');
  });

  it("takes a Date for dateTime and bytes for base64Binary beside classes Date and Uint8Array", async () => {
    const result = await client.stamp({ when: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), bytes: new Uint8Array([1, 2, 255]), date: { when: "2024-01-02T03:04:05Z" }, data: { bytes: new Uint8Array([7]) } });
    expect(lastRequestBody).toContain("<when>2024-01-02T03:04:05Z</when><bytes>AQL/</bytes>");
    expect(seen.bytes).toEqual(new Uint8Array([1, 2, 255]));
    expect(result).toEqual({ when: seen.when });
    expect(Date.parse(String(seen.when))).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
  });

  it("answers out parameters Result and Headers beside the result and the out headers", async () => {
    expect(await client.answer({})).toEqual({ result: "r", result_: "out", headers_: "also out", headers: { promise_: { token: "t" } } });
  });

  it("carries classes named after the package's exports and globals as data", async () => {
    const holder = Object.fromEntries(CLASHING_CLASSES.map((_, i) => [`f${i}`, { value: `v${i}` }]));
    expect(await client.echoHolder({ holder })).toEqual(holder);
  });

  it("a partial server without the ToString operation answers that it is not implemented", async () => {
    const mock = pkg.createHostileServer.partial({ echoPlace: handlers.echoPlace });
    const partialClient = new pkg.HostileClient({ transport: inProcess(mock) });
    await expect(partialClient.toString_({})).rejects.toBeInstanceOf(pkg.SoapFaultError);
    await expect(partialClient.toString_({})).rejects.toThrow(/not implemented/);
    expect(await new pkg.HostileClient({ transport: inProcess(server) }).toString_({})).toBe("called");
  });
});

describe("hostile names: the same names imported from a WSDL", { timeout: 180_000 }, () => {
  it("imports with --out spec/MyService.yaml, generates the package my-service (in out/MyService), and both packages compile strictly with a consumer", async () => {
    const cwd = join(dir, "imported");
    mkdirSync(cwd);
    symlinkSync(join(REPO_ROOT, "node_modules"), join(cwd, "node_modules"), "dir");
    const imported = await asmxCodegen(["import", HOSTILE_WSDL, "--out", "spec/MyService.yaml"], { cwd });
    expect(imported.stderr).toBe("");
    expect(imported.code).toBe(0);
    const generated = await asmxCodegen(["generate", "--spec", "spec/MyService.yaml", "--out", "out"], { cwd });
    expect(generated.stderr).toBe("");
    expect(generated.code).toBe(0);
    expect(JSON.parse(readFileSync(join(cwd, "out/MyService/package.json"), "utf8")).name).toBe("my-service");
    expect(readFileSync(join(cwd, "out/MyService/wsdl/Hostile.wsdl"), "utf8")).toBe(readFileSync(HOSTILE_WSDL, "utf8"));

    const consumer = (source: string, extra = ""): string => `
import {
  HostileClient, createHostileServer, TimeoutError, NetworkError, ClientFault, ServerFault, SoapFaultError,
  fetchTransport, type CallOptions, type Transport, type HostileHandlers,
  type Transport_, type TimeoutError_, type HostileClient_, type Date_, type Uint8Array_, type Site, type Place,
} from "${source}/index.js";

export const client = new HostileClient({ transport: fetchTransport() });
export const same: Promise<HostileClient> = (async () => await client)();
export const options: CallOptions = { timeoutMs: 5 };
export const transport: Transport = fetchTransport();
export const errors = [TimeoutError, NetworkError, ClientFault, ServerFault, SoapFaultError];
export const transportClass: Transport_ = { value: "t" };
export const timeoutClass: TimeoutError_ = { value: "t" };
export const clientClass: HostileClient_ = { value: "c" };
export const date: Date_ = { when: "2024-01-02T03:04:05Z" };
export const bytes: Uint8Array_ = { bytes: new Uint8Array([1]) };
export const site: Site = { $type: "Site", location: "a", location_: "b", location__: "c" };
export const place: Place = site;
export async function calls(): Promise<void> {
  await client.stamp({ when: new Date(), bytes: new Uint8Array([1]), date, data: bytes });
  await client.then_({ probe: { toString_: "x", mode: "Normal" } });
  await client.binding_({});
  await client.toString_({});
}
export const handlers: Pick<HostileHandlers, "binding_" | "then_" | "toString_"> = {
  binding_: (params) => params.toString_ ?? null,
  then_: (params) => params.probe,
  toString_: () => "s",
};
export const server = createHostileServer.partial(handlers);
${extra}`;
    // The written spec also declares a class Transport_, which Transport steps over.
    const steppedOver = `import type { Transport__, Transport_ as Declared } from "./written/src/index.js";\nexport const stepped: Transport__ = { value: "t" };\nexport const declared: Declared = { value: "d" };\n`;
    writeFileSync(join(dir, "consumer-written.ts"), consumer("./written/src", steppedOver));
    writeFileSync(join(dir, "consumer-imported.ts"), consumer("./imported/out/MyService/src"));
    expect(strictTypeCheck(dir, ["written/src", "imported/out/MyService/src", "consumer-written.ts", "consumer-imported.ts"])).toBe("");
  });
});

describe("names that read the same", () => {
  const spec = `service:
  name: Same
  namespace: urn:same
  endpoint: https://same.example.com/Same.asmx
types:
  Account:
    fields:
      - { name: UserID, type: string }
      - { name: UserId, type: string }
      - { name: User_Id, type: string }
operations:
  - name: Get_Item
    fields:
      - { name: UserId, type: string }
      - { name: User_Id, type: string }
    result: { type: Account }
  - name: GetItem
    fields: []
`;
  it("take _ in declaration order, within a class, an operation's fields and the operations", () => {
    const same = parseSpec(spec, "spec/same.yaml");
    expect(same.types[0]!.fields.map((f) => f.tsName)).toEqual(["userId", "userId_", "userId__"]);
    expect(same.operations[0]!.fields.map((f) => f.tsName)).toEqual(["userId", "userId_"]);
    expect(same.operations.map((o) => o.tsName)).toEqual(["getItem", "getItem_"]);
  });

  it("import refuses an --out whose file name gives no package name, naming the file, not the WSDL", async () => {
    const refused = await asmxCodegen(["import", HOSTILE_WSDL, "--out", "spec/_.yaml"], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^spec\/_\.yaml: the package name comes from the spec's file name, and '_' is not a valid npm package name/);
    // The first line is the message (usage follows it).
    expect(refused.stderr.split("\n")[0]).not.toContain("WSDL");
  });
});

describe("names derived from the service's name", () => {
  it("take _ where a runtime name would be shadowed: a service Asmx has createAsmxServer_", () => {
    expect(serviceTypeNames("Asmx")).toEqual({
      client: "AsmxClient",
      clientOptions: "AsmxClientOptions",
      credentials: "AsmxCredentials",
      headers: "AsmxHeaders",
      handlers: "AsmxHandlers",
      serverFactory: "AsmxServerFactory",
      createServer: "createAsmxServer_",
      descriptor: "asmxDescriptor",
      serverDescriptor: "asmxServerDescriptor",
      operations: "AsmxOperations",
    });
    expect(serviceTypeNames("ShipmentTracking").createServer).toBe("createShipmentTrackingServer");
  });
});

describe("reserved-names.ts", () => {
  it("lists every name a generated module imports from its runtime, re-exports or declares besides the service's types", () => {
    const modules = ["client.ts", "server.ts", "node.ts", "index.ts", "descriptor.ts", "wsdl.ts", "types.ts", "help.ts", "writers.ts"];
    const packages = [written, join(REPO_ROOT, "generated/shipment-operations"), join(REPO_ROOT, "generated/shipment-tracking")];
    const fromRuntime = new Set<string>();
    const declaredHere = new Set<string>();
    for (const pkgDir of packages) {
      for (const module of modules) {
        // A package without XmlSerializer classes has no class writers.
        if (module === "writers.ts" && !existsSync(join(pkgDir, "src", module))) continue;
        const source = readFileSync(join(pkgDir, "src", module), "utf8");
        for (const m of source.matchAll(/^(?:import|export)(?: type)? \{([^}]*)\} from "\.\/(?:runtime\/[^"]+|help\.js)";/gm)) {
          for (const part of m[1]!.split(",")) {
            const name = part.trim().replace(/^type /, "");
            if (name) fromRuntime.add(name);
          }
        }
        if (module !== "types.ts") for (const m of source.matchAll(/^(?:export )?(?:function|const|class|interface|type) ([A-Za-z_$][\w$]*)/gm)) declaredHere.add(m[1]!);
      }
    }
    expect([...fromRuntime].filter((name) => !PACKAGE_NAMES.includes(name))).toEqual([]);
    const services = ["Hostile", "ShipmentOperations", "ShipmentTracking"].flatMap((service) => Object.values(serviceTypeNames(service)));
    const guards = ["isSoapFaultError_", "isCancelFault"];
    // A class's writer (writers.ts) is named from the class: write<Class>Fields, beside no other name so formed.
    const writers = /^write\w+Fields$/;
    expect([...declaredHere].filter((name) => !PACKAGE_NAMES.includes(name) && !services.includes(name) && !guards.includes(name) && !writers.test(name))).toEqual([]);
  });
});
