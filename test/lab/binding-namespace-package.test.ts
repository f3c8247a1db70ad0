/**
 * The generated package of a service with a named binding in another namespace (test/reference/lab/binding-namespace/):
 * wsdl/ holds every document of the set with the spec's endpoint, the package's server serves each at its URL,
 * its client calls the far operation through it, and the package compiles strictly.
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
import { bindingNamespaceSpec } from "../support/binding-lab-specs.js";

const LAB = join(REPO_ROOT, "test/reference/lab/binding-namespace/wsdl");
const ENDPOINT = "https://legacy.example.com/BindingNamespace.asmx";
const RECORDED_ADDRESS = "http://127.0.0.1:45191/BindingNamespace.asmx";
const dir = mkdtempSync(join(tmpdir(), "asmx-binding-namespace-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
symlinkSync(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"), "dir");
mkdirSync(join(dir, "spec"));
writeFileSync(
  join(dir, "spec/binding-namespace.yaml"),
  bindingNamespaceSpec(ENDPOINT),
);
const model = loadSpec(join(dir, "spec/binding-namespace.yaml"), "spec/binding-namespace.yaml");
writePackage(await renderPackage(model, "written", EMITTERS), dir);
const written = join(dir, "written");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the package is loaded at run time; tsc checks its types below
type Loose = any;
const pkg = (await import(pathToFileURL(join(written, "dist/index.js")).href)) as Record<string, Loose>;
const server = pkg.createBindingNamespaceServer({ near: ({ a }: { a: string }) => a, away: ({ b }: { b: string }) => `far ${b}` });

describe("the generated package of a service whose binding Far is in another namespace", () => {
  it("writes the four documents of the set in wsdl/, with the spec's endpoint", () => {
    expect(readdirSync(join(written, "wsdl")).sort()).toEqual([
      "BindingNamespace.schema1.xsd",
      "BindingNamespace.schema2.xsd",
      "BindingNamespace.wsdl",
      "BindingNamespace.wsdl1.wsdl",
    ]);
    const recorded = (file: string): string => readFileSync(join(LAB, file), "utf8").replaceAll(RECORDED_ADDRESS, ENDPOINT);
    expect(readFileSync(join(written, "wsdl/BindingNamespace.wsdl"), "utf8")).toBe(recorded("BindingNamespace.asmx@wsdl.xml"));
    expect(readFileSync(join(written, "wsdl/BindingNamespace.wsdl1.wsdl"), "utf8")).toBe(recorded("BindingNamespace.asmx@wsdl=wsdl1.xml"));
    expect(readFileSync(join(written, "wsdl/BindingNamespace.schema2.xsd"), "utf8")).toBe(recorded("BindingNamespace.asmx@schema=schema2.xml"));
  });

  it("serves each document at ASMX's URL with the request's address", async () => {
    for (const [query, file] of [
      ["wsdl", "BindingNamespace.asmx@wsdl.xml"],
      ["wsdl=wsdl1", "BindingNamespace.asmx@wsdl=wsdl1.xml"],
      ["schema=schema1", "BindingNamespace.asmx@schema=schema1.xml"],
    ] as const) {
      const response = (await server.fetch(new Request(`http://service.test/BindingNamespace.asmx?${query}`))) as Response;
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(readFileSync(join(LAB, file), "utf8").replaceAll(RECORDED_ADDRESS, "http://service.test/BindingNamespace.asmx"));
    }
  });

  it("its client calls Away in the far namespace through its server", async () => {
    let sent = "";
    const client = new pkg.BindingNamespaceClient({
      endpoint: ENDPOINT,
      transport: async (request: { url: string; method: "GET" | "POST"; headers: readonly (readonly [string, string])[]; body?: string }) => {
        sent = request.body ?? "";
        const response = (await server.fetch(new Request(request.url, { method: request.method, headers: [...request.headers] as [string, string][], body: request.body ?? null }))) as Response;
        return { status: response.status, contentType: response.headers.get("content-type") ?? undefined, body: await response.text() };
      },
    });
    expect(await client.away({ b: "x" })).toBe("far x");
    expect(sent).toContain('<Away xmlns="http://lab.example.com/far"><b>x</b></Away>');
    expect(await client.near({ a: "y" })).toBe("y");
  });

  it("compiles strictly", () => {
    expect(strictTypeCheck(dir, ["written/src"])).toBe("");
  }, 180_000);
});
