/** The generator's name and version, from its package.json (the repo's, or the installed package's). */
import { readFileSync } from "node:fs";
import { packagePath } from "./paths.js";

const packageJson = JSON.parse(readFileSync(packagePath("package.json"), "utf8")) as { name: string; version: string };

export const GENERATOR_NAME: string = packageJson.name;
export const GENERATOR_VERSION: string = packageJson.version;
