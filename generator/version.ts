import { readFileSync } from "node:fs";

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { name: string; version: string };

export const GENERATOR_NAME: string = packageJson.name;
export const GENERATOR_VERSION: string = packageJson.version;
