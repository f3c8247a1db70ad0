/**
 * Recognises a package folder that is already exactly what the generator would write, without rendering:
 * after each render, the sha256 of its manifest is remembered under a key of everything the output depends
 * on (the generator's fingerprint, the spec's sha256, its path in the project, the package folder's name).
 * When the folder's manifest has that sha256, the manifest lists the expected files and their hashes, so
 * checking the folder means hashing its files. Anything else (no entry, another manifest, an interrupted
 * run's leftovers) falls back to rendering. `check` and an up-to-date `generate` then take a fraction of a
 * second instead of loading TypeScript and prettier.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { listFiles, WORK_PREFIX } from "../output/listing.js";
import { MANIFEST_FILE, parseManifest, sha256 } from "../output/manifest.js";
import type { Plan } from "../output/plan.js";
import { nodeFileOps } from "../output/file-ops.js";
import { generatorFingerprint } from "./fingerprint.js";
import { cacheKey, ContentCache } from "./store.js";

const renders = new ContentCache("renders");

/** The key of a render: the generator, the spec's sha256 and path in the project, the package folder name. */
export function renderKey(specSha256: string, specPath: string, folder: string): string {
  return cacheKey(generatorFingerprint(), specSha256, specPath, folder);
}

/** Remembers what a render produced (the sha256 of its manifest). */
export function rememberRender(key: string, manifest: string): void {
  renders.set(key, sha256(manifest));
}

/**
 * The plan for the folder `dir` when its manifest is the one the render of `key` produced; undefined when
 * that cannot be told without rendering.
 */
export function knownPlan(key: string, dir: string): Plan | undefined {
  const expected = renders.get(key);
  if (expected === undefined) return undefined;
  if (existsSync(join(dir, `${WORK_PREFIX}backup`))) return undefined; // an interrupted run to undo first
  const text = nodeFileOps.readText(join(dir, MANIFEST_FILE));
  if (text === undefined || sha256(text) !== expected) return undefined;
  const manifest = parseManifest(text, MANIFEST_FILE);
  const stale: string[] = [];
  const missing: string[] = [];
  let unchanged = 1; // the manifest itself
  for (const [path, hash] of Object.entries(manifest.files)) {
    const content = nodeFileOps.readText(join(dir, path));
    if (content === undefined) missing.push(path);
    else if (sha256(content) === hash) unchanged += 1;
    else stale.push(path);
  }
  const owned = new Set([...Object.keys(manifest.files), MANIFEST_FILE]);
  const foreign = listFiles(dir).filter((path) => !owned.has(path));
  return { dir, state: { kind: "owned", manifest }, stale, missing, extra: [], conflicts: [], foreign, unchanged };
}
