/**
 * The package frame: package.json with its exports map and its dependency on the runtime package
 * (asmx-codegen-runtime, at the generator's version); with `runtime: vendored`, the runtime carried into
 * the package as source instead, so the package is self-contained apart from its few dependencies.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { ServiceModel } from "../model/types.js";
import { packagePath } from "../paths.js";
import { npmRepository } from "./repository.js";
import { RUNTIME_PACKAGE } from "./ts/runtime-symbols.js";
import { jsonFile, type EmitContext, type Emitter, type OutputFile } from "./emitter.js";

const runtimeDir = packagePath("runtime/src");
const rootPackage = JSON.parse(readFileSync(packagePath("package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

/** Runtime dependencies a package with a vendored runtime needs, at the versions this repo is tested with. */
const VENDORED_DEPENDENCIES = ["saxes"] as const;

/** The runtime's source files, as the package carries them (`src/runtime/...`). */
export function runtimeFiles(): OutputFile[] {
  const files: OutputFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) {
        const path = relative(runtimeDir, full).split(sep).join("/");
        files.push({ path: `src/runtime/${path}`, content: readFileSync(full, "utf8"), formatted: true });
      }
    }
  };
  walk(runtimeDir);
  return files;
}

function entry(name: string): { types: string; default: string } {
  return { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` };
}

/** The Node-only adapters: no `default`, so that a browser bundle importing them fails at build time, clearly. */
function nodeOnlyEntry(name: string): { types: string; node: string } {
  return { types: `./dist/${name}.d.ts`, node: `./dist/${name}.js` };
}

/**
 * Bundlers for the browser (esbuild, webpack, Rollup, Vite) honour package.json's `browser` map: the client's
 * Node transport, which the client imports only when it runs in Node, becomes an empty module there, so a
 * browser bundle of the client pulls in no `node:` module. Node ignores the map. The runtime package has
 * the same map for its own copy (runtime/package.json); a vendored runtime needs it in the generated package.
 */
const BROWSER_MAP = { "./dist/runtime/client/node-transport.js": false } as const;

export const packageEmitter: Emitter = {
  name: "package",
  emit(model: ServiceModel, context: EmitContext): OutputFile[] {
    const identity = model.package;
    const vendored = identity.runtime === "vendored";
    const dependencies: Record<string, string> = {};
    if (vendored) for (const name of VENDORED_DEPENDENCIES) dependencies[name] = rootPackage.dependencies[name]!;
    // The runtime of the generator's own version, or a later one of the same release line.
    else dependencies[RUNTIME_PACKAGE] = `^${context.generatorVersion}`;
    const packageJson = {
      name: identity.name,
      version: identity.version,
      description:
        identity.description ??
        (model.wcf
          ? `Typed client, server skeleton, WCF metadata and golden fixtures for the ${model.name} WCF service.`
          : `Typed client, server skeleton, WSDL and golden fixtures for the ${model.name} web service.`),
      ...(identity.license !== undefined ? { license: identity.license } : {}),
      ...(identity.repository !== undefined ? { repository: npmRepository(identity.repository) } : {}),
      type: "module",
      engines: { node: ">=20.19" },
      exports: {
        ".": entry("index"),
        "./client": entry("client"),
        "./server": entry("server"),
        "./node": nodeOnlyEntry("node"),
        "./types": entry("types"),
        "./descriptor": entry("descriptor"),
        "./wsdl": `./wsdl/${model.name}.wsdl`,
        // A ScriptService's OpenAPI document of its JSON face (openapi.ts).
        ...(model.scriptService ? { "./openapi.json": "./openapi.json" } : {}),
        "./fixtures/*": "./fixtures/*",
        "./package.json": "./package.json",
      },
      types: "./dist/index.d.ts",
      ...(vendored ? { browser: BROWSER_MAP } : {}),
      dependencies,
      // Which generator wrote it, from which spec (the spec's sha256 is in asmx-codegen.manifest.json only).
      asmxCodegen: {
        generatorVersion: context.generatorVersion,
        spec: model.source.path,
      },
    };
    return [jsonFile("package.json", packageJson), ...(vendored ? runtimeFiles() : [])];
  },
};
