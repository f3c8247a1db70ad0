/**
 * The generated package of a service with a binding at a location ([WebServiceBinding(Location)],
 * test/reference/lab/service-defaults/location/): wsdl/ holds the root document only (the located one is the
 * user's, not published), equal to the recording with the spec's endpoint; the package's server serves it; its
 * client calls the located binding's operation in that binding's namespace; the package compiles strictly.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { EMITTERS } from "../../generator/emitters.js";
import { renderPackage, writePackage } from "../../generator/pipeline.js";
import { loadSpec } from "../../generator/spec/load.js";
import { REPO_ROOT } from "../support/paths.js";
import { strictTypeCheck } from "../support/strict-typecheck.js";
import { bindingLocationSpec } from "../support/binding-lab-specs.js";

const RECORDED = join(REPO_ROOT, "test/reference/lab/service-defaults/location/BindingLocation.asmx@wsdl.xml");
const RECORDED_ADDRESS = "http://127.0.0.1:38657/BindingLocation.asmx";
const ENDPOINT = "https://legacy.example.com/BindingLocation.asmx";
const dir = mkdtempSync(join(tmpdir(), "asmx-binding-location-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
symlinkSync(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"), "dir");
mkdirSync(join(dir, "spec"));
writeFileSync(
  join(dir, "spec/binding-location.yaml"),
  bindingLocationSpec(ENDPOINT),
);
const model = loadSpec(join(dir, "spec/binding-location.yaml"), "spec/binding-location.yaml");
writePackage(await renderPackage(model, "written", EMITTERS), dir);
const written = join(dir, "written");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the package is loaded at run time; tsc checks its types below
type Loose = any;
const pkg = (await import(pathToFileURL(join(written, "dist/index.js")).href)) as Record<string, Loose>;
const server = pkg.createBindingLocationServer({ own: ({ s }: { s: string }) => `o:${s}`, far: ({ s }: { s: string }) => `f:${s}` });

describe("the generated package of a service whose binding Ext is at a location", () => {
  it("writes the root document only, as recorded with the spec's endpoint", () => {
    expect(readdirSync(join(written, "wsdl"))).toEqual(["BindingLocation.wsdl"]);
    expect(readFileSync(join(written, "wsdl/BindingLocation.wsdl"), "utf8")).toBe(readFileSync(RECORDED, "utf8").replaceAll(RECORDED_ADDRESS, ENDPOINT));
  });

  it("serves the root at ?wsdl with the request's address", async () => {
    const root = (await server.fetch(new Request("http://service.test/BindingLocation.asmx?wsdl"))) as Response;
    expect(root.status).toBe(200);
    expect(await root.text()).toBe(readFileSync(RECORDED, "utf8").replaceAll(RECORDED_ADDRESS, "http://service.test/BindingLocation.asmx"));
  });

  it("its client calls Far in the located binding's namespace through its server", async () => {
    let sent = "";
    const client = new pkg.BindingLocationClient({
      endpoint: ENDPOINT,
      transport: async (request: { url: string; method: "GET" | "POST"; headers: readonly (readonly [string, string])[]; body?: string }) => {
        sent = request.body ?? "";
        const response = (await server.fetch(new Request(request.url, { method: request.method, headers: [...request.headers] as [string, string][], body: request.body ?? null }))) as Response;
        return { status: response.status, contentType: response.headers.get("content-type") ?? undefined, body: await response.text() };
      },
    });
    expect(await client.far({ s: "x" })).toBe("f:x");
    expect(sent).toContain('<Far xmlns="urn:ext"><s>x</s></Far>');
    expect(await client.own({ s: "y" })).toBe("o:y");
  });

  it("compiles strictly", () => {
    expect(strictTypeCheck(dir, ["written/src"])).toBe("");
  }, 180_000);
});
