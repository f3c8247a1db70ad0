/**
 * The generated package's identity and frame: the spec's `package:` block (name with scope, version,
 * description, license, repository; defaults from the file name and 0.1.0), checked against npm's rules
 * with line and column; the package.json written from it (exports, the browser map, no spec hash); the
 * README generated from the spec.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EMITTERS } from "../../generator/emitters.js";
import type { ServiceModel } from "../../generator/model/types.js";
import { renderPackage } from "../../generator/pipeline.js";
import { parseSpec } from "../../generator/spec/load.js";
import { GENERATOR_VERSION } from "../../generator/version.js";
import { REPO_ROOT, SPEC_FILE } from "../support/paths.js";
import { specProblems } from "../support/spec-problems.js";

const SPEC = readFileSync(SPEC_FILE, "utf8");

/** The spec with a `package:` block on its first lines. */
function withPackage(block: string, text: string = SPEC): string {
  return `${block}\n${text}`;
}

const problems = (yaml: string, path = "spec/orders.yaml"): string[] => specProblems(yaml, path);

async function packageJson(model: ServiceModel): Promise<Record<string, unknown>> {
  const pkg = await renderPackage(model, "orders", EMITTERS);
  return JSON.parse(pkg.files.get("package.json")!) as Record<string, unknown>;
}

describe("the package: block", () => {
  it("sets name (with a scope), version, description, license and repository", async () => {
    const model = parseSpec(
      withPackage(`package:
  name: "@acme/shipments"
  version: 2.3.0-beta.1
  description: Shipments for the ACME portal.
  license: MIT
  repository: { type: git, url: "https://github.com/acme/contracts.git", directory: shipments }`),
      "spec/shipment-operations.yaml",
    );
    expect(model.package).toEqual({
      name: "@acme/shipments",
      runtime: "package",
      version: "2.3.0-beta.1",
      description: "Shipments for the ACME portal.",
      license: "MIT",
      repository: { type: "git", url: "https://github.com/acme/contracts.git", directory: "shipments" },
    });
    const json = await packageJson(model);
    expect(json).toMatchObject({
      name: "@acme/shipments",
      version: "2.3.0-beta.1",
      description: "Shipments for the ACME portal.",
      license: "MIT",
      // In npm's own form (test/generator/npm-repository.test.ts), so that npm publish corrects nothing.
      repository: { type: "git", url: "git+https://github.com/acme/contracts.git", directory: "shipments" },
    });
    expect(Object.keys(json).slice(0, 6)).toEqual(["name", "version", "description", "license", "repository", "type"]);
  });

  it("defaults: the name from the spec's file name, version 0.1.0, a description naming the service", async () => {
    const model = parseSpec(SPEC, "contracts/shipment-operations.yaml");
    expect(model.package).toEqual({ name: "shipment-operations", version: "0.1.0", runtime: "package" });
    const json = await packageJson(model);
    expect(json).toMatchObject({
      name: "shipment-operations",
      version: "0.1.0",
      description: "Typed client, server skeleton, WSDL and golden fixtures for the ShipmentOperations web service.",
    });
    expect(json).not.toHaveProperty("license");
    expect(json).not.toHaveProperty("repository");
    // Which generator and spec; the spec's hash is in the manifest only, so a spec edit leaves package.json alone.
    expect(json.asmxCodegen).toEqual({ generatorVersion: "0.1.0", spec: "contracts/shipment-operations.yaml" });
    expect(JSON.stringify(json)).not.toContain(model.source.sha256);
  });

  it("a bad name or version is reported where it is written; a file name that is no package name asks for one", () => {
    expect(problems(withPackage("package:\n  name: Orders Service\n  version: '1.0'"))).toEqual([
      "spec/orders.yaml:2:9: package.name is not a valid npm package name: lower-case letters, digits, '-', '.', '_' and '~', not starting with '.' or '_', optionally in a scope ('@scope/name')",
    ]);
    expect(problems(withPackage("package:\n  name: orders\n  version: '1.0'"))).toEqual([
      "spec/orders.yaml:3:12: package version '1.0' is not a semantic version (like 1.2.3 or 2.0.0-beta.1)",
    ]);
    expect(problems(withPackage(`package:\n  name: "${"a".repeat(215)}"`))[0]).toMatch(
      /^spec\/orders\.yaml:2:9: package\.name must NOT have more than 214 characters/,
    );
    expect(problems(withPackage("package:\n  repository: 5"))).toEqual([
      "spec/orders.yaml:2:15: package.repository must be a URL or { type, url, directory }",
    ]);
    expect(problems(withPackage("package:\n  homepage: x"))).toEqual([
      "spec/orders.yaml:2:3: unknown property 'homepage' in package",
    ]);
    expect(problems(SPEC, "spec/_.yaml")).toEqual([
      "spec/_.yaml:6:1: the package name comes from the spec's file name, and '_' is not a valid npm package name: lower-case letters, digits, '-', '.', '_' and '~', not starting with '.' or '_', optionally in a scope ('@scope/name'): set package.name",
    ]);
    // Set in the spec, the name no longer depends on the file name.
    expect(parseSpec(withPackage("package:\n  name: shipments"), "spec/_.yaml").package.name).toBe("shipments");
  });

  it("a file name npm would refuse gives its kebab-case form: MyService.yaml is my-service", () => {
    expect(parseSpec(SPEC, "spec/MyService.yaml").package.name).toBe("my-service");
    expect(parseSpec(SPEC, "spec/Shipment Operations.yaml").package.name).toBe("shipment-operations");
    expect(parseSpec(SPEC, "spec/XMLGateway.yml").package.name).toBe("xml-gateway");
    // A name npm takes stays as written.
    expect(parseSpec(SPEC, "spec/shipment.ops_v2.yaml").package.name).toBe("shipment.ops_v2");
  });
});

describe("the package frame", () => {
  it("depends on the runtime package at the generator's version, and carries no copy of it", async () => {
    const model = parseSpec(SPEC, "spec/shipment-operations.yaml");
    const json = await packageJson(model);
    const exports = json.exports as Record<string, unknown>;
    expect(exports["./client"]).toEqual({ types: "./dist/client.d.ts", default: "./dist/client.js" });
    expect(exports["./node"]).toEqual({ types: "./dist/node.d.ts", node: "./dist/node.js" });
    expect(json.dependencies).toEqual({ "asmx-codegen-runtime": `^${GENERATOR_VERSION}` });
    expect(json).not.toHaveProperty("browser"); // the runtime package's own map keeps its Node transport out
    const pkg = await renderPackage(model, "shipment-operations", EMITTERS);
    expect([...pkg.files.keys()].filter((path) => path.includes("runtime/"))).toEqual([]);
    expect(pkg.files.get("src/client.ts")).toContain('from "asmx-codegen-runtime";');
    expect(pkg.files.get("src/node.ts")).toContain('from "asmx-codegen-runtime/node";');
  });

  it("the runtime package has the generator's version, no side effects, a Node-only ./node and a browser map", () => {
    const runtime = JSON.parse(readFileSync(join(REPO_ROOT, "runtime/package.json"), "utf8"));
    expect(runtime.name).toBe("asmx-codegen-runtime");
    expect(runtime.version).toBe(GENERATOR_VERSION);
    expect(runtime.sideEffects).toBe(false);
    expect(runtime.exports["./node"]).toMatchObject({ types: "./dist/node.d.ts", node: "./dist/node.js" });
    expect(runtime.exports["./node"]).not.toHaveProperty("default");
    expect(runtime.browser).toEqual({ "./dist/client/node-transport.js": false });
    // The file the map names is the one the client imports in Node, and the only client file importing node:.
    expect(readFileSync(join(REPO_ROOT, "runtime/src/client/client.ts"), "utf8")).toContain('import("./node-transport.js")');
    const clientDir = join(REPO_ROOT, "runtime/src/client");
    const nodeImports = readdirSync(clientDir).filter((file) => /from "node:/.test(readFileSync(join(clientDir, file), "utf8")));
    expect(nodeImports).toEqual(["node-transport.ts"]);
  });

  it("runtime: vendored carries the runtime as source, with saxes and the browser map, as a self-contained package", async () => {
    const model = parseSpec(withPackage("package:\n  runtime: vendored"), "spec/shipment-operations.yaml");
    const json = await packageJson(model);
    expect(json.dependencies).toEqual({ saxes: expect.any(String) });
    expect(json.browser).toEqual({ "./dist/runtime/client/node-transport.js": false });
    const pkg = await renderPackage(model, "shipment-operations", EMITTERS);
    expect(pkg.files.get("dist/runtime/client/client.js")).toContain('import("./node-transport.js")');
    const nodeImports = [...pkg.files]
      .filter(
        ([path, content]) =>
          path.startsWith("dist/runtime/client/") && path.endsWith(".js") && /from "node:/.test(content),
      )
      .map(([path]) => path);
    expect(nodeImports).toEqual(["dist/runtime/client/node-transport.js"]);
    expect(pkg.files.get("src/client.ts")).toContain('from "./runtime/index.js";');
    expect(pkg.files.get("src/node.ts")).toContain('from "./runtime/node.js";');
    expect(pkg.files.has("src/runtime/index.ts")).toBe(true);
    expect(pkg.files.get("README.md")).toContain("carries its own copy of the asmx-codegen runtime: its only dependency is `saxes`.");
    expect(pkg.files.get("README.md")).not.toContain("asmx-codegen-runtime");
  });

  it("a README generated from the spec, under the generator's header", async () => {
    // What the README says (install, call, serve, every operation, the entry points, by the package's
    // name): the emitter snapshot case package-identity (emitters.test.ts).
    const model = parseSpec(
      withPackage('package:\n  name: "@acme/shipments"\n  version: 1.4.0'),
      "spec/shipment-operations.yaml",
    );
    const readme = (await renderPackage(model, "shipment-operations", EMITTERS)).files.get("README.md")!;
    expect(readme.startsWith("<!-- Generated by asmx-codegen 0.1.0 from spec/shipment-operations.yaml.")).toBe(true);
    expect(readme).toMatch(/^# @acme\/shipments$/m);
  });
});
