/**
 * The package frame: package.json with its exports map, and the shared runtime carried into the package
 * as source, so the generated package is self-contained apart from its few dependencies.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { ServiceModel } from "../model/types.js";
import type { EmitContext, Emitter, OutputFile } from "./types.js";

const runtimeDir = fileURLToPath(new URL("../../runtime/src", import.meta.url));
const rootPackage = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
};

/** Runtime dependencies the generated package needs, at the versions this repo is tested with. */
const PACKAGE_DEPENDENCIES = ["saxes"] as const;

function runtimeFiles(): OutputFile[] {
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

export const packageEmitter: Emitter = {
  name: "package",
  emit(model: ServiceModel, context: EmitContext): OutputFile[] {
    const dependencies: Record<string, string> = {};
    for (const name of PACKAGE_DEPENDENCIES) dependencies[name] = rootPackage.dependencies[name]!;
    const packageJson = {
      name: context.packageName,
      version: context.generatorVersion,
      description: `Typed client, server skeleton, WSDL and golden fixtures for the ${model.name} web service.`,
      type: "module",
      engines: { node: ">=20.19" },
      exports: {
        ".": entry("index"),
        "./client": entry("client"),
        "./server": entry("server"),
        "./node": entry("node"),
        "./types": entry("types"),
        "./descriptor": entry("descriptor"),
        "./wsdl": `./wsdl/${model.name}.wsdl`,
        "./fixtures/*": "./fixtures/*",
        "./package.json": "./package.json",
      },
      types: "./dist/index.d.ts",
      dependencies,
      asmxCodegen: {
        generatorVersion: context.generatorVersion,
        spec: model.source.path,
        specSha256: model.source.sha256,
      },
    };
    return [{ path: "package.json", content: JSON.stringify(packageJson, null, 2) }, ...runtimeFiles()];
  },
};
