#!/usr/bin/env node
/**
 * `npm pack` and `npm publish` of the generator: the packed package.json carries no scripts. They are the
 * repo's (build, test, bench) and run files the tarball does not hold; `prepare` builds dist/, which a
 * tarball already holds, and npm warns about a lifecycle script in a package it installs.
 *
 * `prepack` runs `--strip`: package.json is copied aside byte for byte, then written without scripts;
 * `postpack` runs `--restore`: the copy is moved back. A pack interrupted between the two is repaired by the
 * next `--strip` or `--restore`, which find the copy and put it back first.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCommandLine, usageError } from "./lib/command-line.mjs";

const USAGE = `Usage: node tools/pack-manifest.mjs --strip | --restore
  --strip    (prepack) set package.json aside and write it without its scripts
  --restore  (postpack) put the package.json set aside back
Exit codes: 0 done, 2 bad flags.`;

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const MANIFEST = join(ROOT, "package.json");
const ASIDE = join(ROOT, ".package.json.before-pack");

const { values } = parseCommandLine(USAGE, {
  options: { strip: { type: "boolean", default: false }, restore: { type: "boolean", default: false } },
});
if (values.strip === values.restore) usageError(USAGE, "give one of --strip and --restore");

// A copy set aside is the real manifest, whichever step left it.
if (existsSync(ASIDE)) renameSync(ASIDE, MANIFEST);
if (values.strip) {
  const text = readFileSync(MANIFEST, "utf8");
  const manifest = JSON.parse(text);
  delete manifest.scripts;
  writeFileSync(ASIDE, text);
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}
